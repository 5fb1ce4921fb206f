//! The normal form of a command's words, for `[[deny]]` command entries: `rm -rf ~` also denies
//! `rm -fr ~`, `rm -r -f ~/`, `rm --recursive --force $HOME` and `rm -rf /home/u` (the home
//! directory), since an entry names what a command does, not how it is spelled.

/// Long options and the short option each one spells, per program (`*` for any).
const SYNONYMS: &[(&str, &str, char)] = &[
    ("*", "--recursive", 'r'),
    ("*", "--force", 'f'),
    ("rm", "--dir", 'd'),
    ("rm", "-R", 'r'),
    ("cp", "-R", 'r'),
    ("chmod", "--recursive", 'R'),
    ("chown", "--recursive", 'R'),
    ("chgrp", "--recursive", 'R'),
];

/// A command as a program, the set of its options and its operands in order.
#[derive(Debug, PartialEq)]
struct Normal {
    program: String,
    /// Short options one by one (a cluster split), long ones as written, sorted.
    flags: Vec<String>,
    operands: Vec<String>,
}

fn normal(words: &[&str], home: Option<&str>) -> Option<Normal> {
    let (program, args) = words.split_first()?;
    let mut flags = Vec::new();
    let mut operands = Vec::new();
    let mut options_end = false;
    for a in args {
        if options_end || !a.starts_with('-') || *a == "-" {
            operands.push(path(a, home));
            continue;
        }
        if *a == "--" {
            options_end = true;
            continue;
        }
        let synonym = SYNONYMS
            .iter()
            .find(|(p, long, _)| (*p == "*" || p == program) && long == a)
            .map(|(_, _, short)| *short);
        match synonym {
            Some(short) => flags.push(format!("-{short}")),
            None if a.starts_with("--") => flags.push((*a).to_owned()),
            None => {
                for ch in a.chars().skip(1) {
                    let ch = SYNONYMS
                        .iter()
                        .find(|(p, long, _)| {
                            *p == *program && long.len() == 2 && long.ends_with(ch)
                        })
                        .map_or(ch, |(_, _, short)| *short);
                    flags.push(format!("-{ch}"));
                }
            }
        }
    }
    flags.sort();
    flags.dedup();
    Some(Normal {
        program: (*program).to_owned(),
        flags,
        operands,
    })
}

/// An operand as a path names it: `~`, `~/`, `$HOME`, `${HOME}` and the home directory itself
/// are `~`; `.` and `..` are resolved, trailing slashes dropped; `DIR/*` (everything in it) is
/// `DIR`.
fn path(word: &str, home: Option<&str>) -> String {
    let mut w = word.trim_matches(['"', '\'']).to_owned();
    for var in ["${HOME}", "$HOME"] {
        if let Some(rest) = w.strip_prefix(var) {
            w = format!("~{rest}");
        }
    }
    if let Some(h) = home
        .map(|h| h.trim_end_matches('/'))
        .filter(|h| !h.is_empty())
        && (w == h || w.starts_with(&format!("{h}/")))
    {
        w = format!("~{}", w.get(h.len()..).unwrap_or_default());
    }
    let rooted = w.starts_with('/') || w.starts_with('~');
    if !rooted {
        return w;
    }
    let mut n = airlock_facts::normalize(&w).into_owned();
    while let Some(dir) = n.strip_suffix("/*") {
        n = if dir.is_empty() {
            "/".to_owned()
        } else {
            dir.to_owned()
        };
    }
    if n.len() > 1 {
        n = n.trim_end_matches('/').to_owned();
    }
    n
}

/// Whether the deny entry's `words` deny the command `command` in their normal forms: the same
/// program, every option of the entry given, and the entry's operands the first of the command's
/// (`git push origin`), or, for an entry whose operands are all paths, each among the command's
/// operands (`rm -rf /tmp/x ~`).
pub(crate) fn denies(entry: &[String], command: &[&str], home: Option<&str>) -> bool {
    // Most commands are not the entry's program: they are passed over before any copy.
    let (Some(want), Some(program)) = (entry.first(), command.first()) else {
        return false;
    };
    if !program.starts_with(want.as_str()) {
        return false;
    }
    let entry: Vec<&str> = entry.iter().map(String::as_str).collect();
    let (Some(e), Some(c)) = (normal(&entry, home), normal(command, home)) else {
        return false;
    };
    // `mkfs` names `mkfs.ext4` too: a program's variants by type.
    let same = e.program == c.program
        || c.program
            .strip_prefix(e.program.as_str())
            .is_some_and(|rest| rest.starts_with('.'));
    if !same || !e.flags.iter().all(|f| c.flags.contains(f)) {
        return false;
    }
    let paths = !e.operands.is_empty()
        && e.operands
            .iter()
            .all(|o| o.starts_with('/') || o.starts_with('~'));
    if paths {
        e.operands.iter().all(|o| c.operands.contains(o))
    } else {
        c.operands.starts_with(&e.operands)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn deny_entries_match_every_spelling() {
        let home = Some("/home/u");
        let denied = [
            ("rm -rf ~", "rm -rf ~"),
            ("rm -rf ~", "rm -rf ~/"),
            ("rm -rf ~", "rm -fr ~"),
            ("rm -rf ~", "rm -rf $HOME"),
            ("rm -rf ~", "rm -rf ${HOME}/"),
            ("rm -rf ~", "rm -rf \"$HOME\""),
            ("rm -rf ~", "rm -r -f /home/u"),
            ("rm -rf ~", "rm -r -f /home/u/"),
            ("rm -rf ~", "rm --recursive --force ~"),
            ("rm -rf ~", "rm -Rf ~"),
            ("rm -rf ~", "rm -rfv ~"),
            ("rm -rf ~", "rm -rf -- ~"),
            ("rm -rf ~", "rm -rf ~/*"),
            ("rm -rf ~", "rm -rf /tmp/x ~"),
            ("rm -rf ~", "rm -rf ~/."),
            ("rm -rf /", "rm -rf /"),
            ("rm -rf /", "rm -rf //"),
            ("rm -rf /", "rm -rf /*"),
            ("rm -rf /", "rm -fr /."),
            ("rm -rf /", "rm -rf --no-preserve-root /"),
            ("rm -rf /", "rm -r --force /usr/.."),
            ("mkfs", "mkfs -t ext4 /dev/sda1"),
            ("mkfs", "mkfs.ext4 /dev/sda1"),
            ("git push", "git push origin main"),
        ];
        for (entry, cmd) in denied {
            let c: Vec<&str> = cmd.split_whitespace().collect();
            assert!(
                denies(&words(entry), &c, home),
                "`{entry}` should deny `{cmd}`"
            );
        }
        let allowed = [
            ("rm -rf ~", "rm -rf ~/project/build"),
            ("rm -rf ~", "rm -r ~"),
            ("rm -rf ~", "rm -rf /home/other"),
            ("rm -rf /", "rm -rf /tmp"),
            ("rm -rf /", "rm -rf ./"),
            ("git push", "git log push"),
            ("mkfs", "mkdir x"),
        ];
        for (entry, cmd) in allowed {
            let c: Vec<&str> = cmd.split_whitespace().collect();
            assert!(
                !denies(&words(entry), &c, home),
                "`{entry}` should not deny `{cmd}`"
            );
        }
    }
}
