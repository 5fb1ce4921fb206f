//! Built-in command knowledge: read-only programs, destructive patterns, secret paths, as tables.

use crate::{Command, Effect, Level, Program, ShellEnv, Verdict};

/// Programs that only read, with the flags that make them not read-only.
const READ_ONLY: &[(&str, &[&str])] = &[
    ("ls", &[]),
    ("cat", &[]),
    ("head", &[]),
    ("tail", &[]),
    ("wc", &[]),
    ("grep", &[]),
    ("egrep", &[]),
    ("fgrep", &[]),
    ("rg", &["--pre", "--hostname-bin", "--search-zip", "-z"]),
    (
        "find",
        &[
            "-delete", "-exec", "-execdir", "-ok", "-okdir", "-fls", "-fprint", "-fprint0",
            "-fprintf",
        ],
    ),
    ("echo", &[]),
    ("printf", &["-v"]),
    ("pwd", &[]),
    ("cd", &[]),
    ("true", &[]),
    ("false", &[]),
    ("which", &[]),
    ("whoami", &[]),
    ("id", &[]),
    ("uname", &[]),
    ("date", &["-s", "--set"]),
    ("stat", &[]),
    ("file", &[]),
    ("tree", &["-o"]),
    ("cut", &[]),
    ("tr", &[]),
    ("sort", &["-o", "--output"]),
    ("uniq", &[]),
    ("nl", &[]),
    ("paste", &[]),
    ("rev", &[]),
    ("seq", &[]),
    ("expr", &[]),
    ("diff", &[]),
    ("cmp", &[]),
    ("basename", &[]),
    ("dirname", &[]),
    ("realpath", &[]),
    ("readlink", &[]),
    ("du", &[]),
    ("df", &[]),
    ("tac", &[]),
    ("numfmt", &[]),
    ("base64", &["-o", "--output"]),
    ("sha256sum", &[]),
    ("md5sum", &[]),
    ("test", &[]),
    ("[", &[]),
    ("jq", &[]),
    ("sed", &["-i", "--in-place"]),
    (
        "git",
        &[
            "-c",
            "--config-env",
            "--output",
            "--ext-diff",
            "--textconv",
            "--exec",
            "--paginate",
            "-p",
        ],
    ),
];

/// Git subcommands that only read.
const GIT_READ: &[&str] = &[
    "status",
    "log",
    "diff",
    "show",
    "branch",
    "rev-parse",
    "ls-files",
    "blame",
    "describe",
];

/// Programs whose arguments are text, not paths (an expansion in them reads nothing).
const TEXT_ARGS: &[&str] = &[
    "echo", "printf", "true", "false", "test", "[", "expr", "seq", "cd", "pwd",
];

/// Interpreters and the flags that give them inline code.
const INLINE_CODE: &[(&str, &[&str])] = &[
    ("python", &["-c"]),
    ("python3", &["-c"]),
    ("python2", &["-c"]),
    ("node", &["-e", "--eval", "-p", "--print"]),
    ("deno", &["eval"]),
    ("perl", &["-e", "-E"]),
    ("ruby", &["-e"]),
    ("php", &["-r"]),
    ("lua", &["-e"]),
    ("osascript", &["-e"]),
];

/// Programs that always ask, by name.
const DESTRUCTIVE_PROGRAMS: &[&str] = &[
    "shred", "mkfs", "wipefs", "fdisk", "parted", "mkswap", "reboot", "shutdown", "halt",
    "poweroff",
];

/// Secret-looking paths: (row name, test).
const SECRETS: &[(&str, fn(&str) -> bool)] = &[
    ("secret: .env", |p| {
        let b = p.rsplit('/').next().unwrap_or(p);
        b == ".env"
            || (b.starts_with(".env.") && !b.ends_with(".example") && !b.ends_with(".sample"))
    }),
    ("secret: ssh", |p| {
        p.contains(".ssh/")
            || p.ends_with(".ssh")
            || p.contains("id_rsa")
            || p.contains("id_ed25519")
    }),
    ("secret: cloud credentials", |p| {
        p.contains(".aws/")
            || p.contains(".config/gcloud")
            || p.contains(".azure/")
            || p.contains(".kube/config")
            || p.contains(".docker/config.json")
    }),
    ("secret: credentials file", |p| {
        let b = p.rsplit('/').next().unwrap_or(p);
        matches!(
            b,
            "credentials"
                | "credentials.json"
                | ".netrc"
                | ".pgpass"
                | ".git-credentials"
                | ".npmrc"
                | ".pypirc"
                | "shadow"
                | "gshadow"
        ) || b.ends_with(".pem")
            || b.ends_with(".key")
    }),
    ("secret: process environment", |p| {
        p.starts_with("/proc/") && p.ends_with("/environ")
    }),
    ("secret: gnupg", |p| p.contains(".gnupg")),
];

fn verdict(
    level: Level,
    effect: Effect,
    row: impl Into<String>,
    reason: impl Into<String>,
) -> Verdict {
    Verdict {
        level,
        effect,
        row: row.into(),
        reason: reason.into(),
    }
}

/// Where a path lies relative to the workspace.
#[derive(PartialEq, Eq)]
enum Place {
    Inside,
    Outside,
}

fn place(path: &str, cwd: &str, env: &ShellEnv<'_>) -> Place {
    if path == "/dev/null" || path == "/dev/stdout" || path == "/dev/stderr" {
        return Place::Inside;
    }
    let full = if path.starts_with('/') || path.starts_with('~') {
        path.to_owned()
    } else if cwd.is_empty() {
        path.to_owned()
    } else {
        format!("{cwd}/{path}")
    };
    if full.starts_with('$') {
        return Place::Outside;
    }
    let abs = if let Some(rest) = full.strip_prefix('~') {
        match env.home {
            Some(h) if rest.is_empty() || rest.starts_with('/') => format!("{h}{rest}"),
            _ => return Place::Outside,
        }
    } else {
        full
    };
    if abs.starts_with('/') {
        let ws = match env.workspace {
            Some(w) => w.trim_end_matches('/'),
            None => return Place::Outside,
        };
        let n = normalize(&abs);
        return if n == ws || n.starts_with(&format!("{ws}/")) {
            Place::Inside
        } else {
            Place::Outside
        };
    }
    // Relative: outside only if `..` climbs above the workspace.
    let mut level: i64 = 0;
    for part in abs.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                level -= 1;
                if level < 0 {
                    return Place::Outside;
                }
            }
            _ => level += 1,
        }
    }
    Place::Inside
}

fn normalize(p: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in p.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            x => parts.push(x),
        }
    }
    format!("/{}", parts.join("/"))
}

fn protected(path: &str, env: &ShellEnv<'_>) -> bool {
    let expanded = match (path.strip_prefix('~'), env.home) {
        (Some(rest), Some(h)) => format!("{h}{rest}"),
        _ => path.to_owned(),
    };
    let abs = if expanded.starts_with('/') {
        normalize(&expanded)
    } else {
        match env.workspace {
            Some(w) => normalize(&format!("{w}/{expanded}")),
            None => expanded,
        }
    };
    env.protected.iter().any(|p| {
        let p = p.trim_end_matches('/');
        abs == p || abs.starts_with(&format!("{p}/"))
    })
}

/// Judges a written path: protected or outside → AlwaysAsk, else AskOnce.
fn write_to(path: &str, dynamic: bool, cwd: &str, env: &ShellEnv<'_>, row: &str) -> Verdict {
    if protected(path, env) {
        return verdict(
            Level::AlwaysAsk,
            Effect::Write,
            "protected: write",
            format!("writes `{path}`, a protected path"),
        );
    }
    if dynamic || place(path, cwd, env) == Place::Outside || cwd.starts_with('$') {
        return verdict(
            Level::AlwaysAsk,
            Effect::Write,
            "outside: write",
            format!("writes `{path}` outside the workspace"),
        );
    }
    verdict(
        Level::AskOnce,
        Effect::Write,
        row,
        format!("writes `{path}` inside the workspace"),
    )
}

fn has_flag(args: &[String], flags: &[&str]) -> Option<String> {
    for a in args {
        if a == "--" {
            break;
        }
        for f in flags {
            if a == f || (f.starts_with("--") && a.starts_with(&format!("{f}="))) {
                return Some((*f).to_owned());
            }
            // `-i.bak`, `-ofile` for single-letter flags.
            if f.len() == 2
                && f.starts_with('-')
                && !f.starts_with("--")
                && a.starts_with(f)
                && !a.starts_with("--")
            {
                if matches!(*f, "-i" | "-o" | "-c") {
                    return Some((*f).to_owned());
                }
            }
        }
    }
    None
}

/// Whether a short-flag cluster or long flag in `args` carries `letter` or `long`.
fn short_or_long(args: &[String], letter: char, long: &str) -> bool {
    args.iter()
        .take_while(|a| *a != "--")
        .any(|a| a == long || (a.starts_with('-') && !a.starts_with("--") && a.contains(letter)))
}

/// Judges one command by the built-in knowledge.
pub fn classify(c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let mut worst = program_verdict(c, env);
    for r in &c.redirects {
        let v = if r.write
            && matches!(
                r.target.as_str(),
                "/dev/null" | "/dev/stdout" | "/dev/stderr"
            ) {
            continue;
        } else if r.write {
            write_to(&r.target, r.dynamic, &c.cwd, env, "write: redirection")
        } else if let Some((row, _)) = SECRETS.iter().find(|(_, t)| t(&r.target)) {
            verdict(
                Level::AlwaysAsk,
                Effect::Read,
                *row,
                format!("reads `{}`", r.target),
            )
        } else {
            continue;
        };
        if v.level > worst.level {
            worst = v;
        }
    }
    worst
}

fn program_verdict(c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let name = match c.program() {
        Program::None => {
            return verdict(
                Level::Allow,
                Effect::Read,
                "assignment",
                "sets variables only",
            );
        }
        Program::Hidden => {
            return verdict(
                Level::AlwaysAsk,
                Effect::Exec,
                "hidden: program from expansion",
                "the program's name is built by an expansion",
            );
        }
        Program::Path(p) => {
            return verdict(
                Level::AskOnce,
                Effect::Exec,
                "unknown: program by path",
                format!("runs `{p}`, which is not a known program"),
            );
        }
        Program::Known(n) => n,
    };
    let args = c.argv.get(1..).unwrap_or(&[]);

    // Secrets first: any argument that names a secret.
    for a in args {
        if let Some((row, _)) = SECRETS.iter().find(|(_, t)| t(a)) {
            return verdict(
                Level::AlwaysAsk,
                Effect::Read,
                *row,
                format!("touches `{a}`"),
            );
        }
    }
    if name == "printenv"
        || (name == "env" && c.wrappers.is_empty())
        || name == "export" && args.is_empty()
        || name == "set" && args.is_empty()
    {
        return verdict(
            Level::AlwaysAsk,
            Effect::Read,
            "secret: environment dump",
            format!("`{name}` prints the environment"),
        );
    }
    if name == "env" {
        return verdict(
            Level::AlwaysAsk,
            Effect::Read,
            "secret: environment dump",
            "`env` prints the environment",
        );
    }

    if let Some(v) = destructive(&name, args, c, env) {
        return v;
    }

    if let Some((_, bad)) = READ_ONLY.iter().find(|(n, _)| *n == name) {
        if let Some(f) = has_flag(args, bad) {
            let level = match (name.as_str(), f.as_str()) {
                ("sed", _) | ("sort", _) | ("base64", _) | ("tree", _) => Level::AskOnce,
                _ => Level::AlwaysAsk,
            };
            if level == Level::AskOnce {
                let target = args
                    .iter()
                    .rev()
                    .find(|a| !a.starts_with('-'))
                    .cloned()
                    .unwrap_or_default();
                let mut v = write_to(&target, false, &c.cwd, env, &format!("write: {name} {f}"));
                v.row = if v.level == Level::AskOnce {
                    format!("write: {name} {f}")
                } else {
                    v.row
                };
                return v;
            }
            return verdict(
                level,
                Effect::Exec,
                format!("not read-only: {name} {f}"),
                format!("`{name} {f}` can run programs or write files"),
            );
        }
        if name == "git" {
            let sub = c.subcommand().unwrap_or("");
            if !GIT_READ.contains(&sub) {
                return verdict(
                    Level::AskOnce,
                    Effect::Exec,
                    format!("git: {sub}"),
                    format!("`git {sub}` is not known read-only"),
                );
            }
            if sub == "branch" {
                let listing = args.iter().skip_while(|a| *a != "branch").skip(1).all(|a| {
                    matches!(
                        a.as_str(),
                        "--list"
                            | "-l"
                            | "--show-current"
                            | "-a"
                            | "-r"
                            | "-v"
                            | "-vv"
                            | "--all"
                            | "--remotes"
                    ) || a.starts_with("--format=")
                });
                if !listing {
                    return verdict(
                        Level::AskOnce,
                        Effect::Exec,
                        "git: branch",
                        "`git branch` with arguments changes branches",
                    );
                }
            }
        }
        if name == "sed" && !sed_read_only(args) {
            return verdict(
                Level::AskOnce,
                Effect::Exec,
                "not read-only: sed script",
                "the sed script may write files or run commands",
            );
        }
        if !TEXT_ARGS.contains(&name.as_str()) && c.dynamic.iter().skip(1).any(|d| *d) {
            return verdict(
                Level::AlwaysAsk,
                Effect::Read,
                format!("hidden: {name} path from expansion"),
                "a path comes from an expansion and may name a secret",
            );
        }
        return verdict(
            Level::Allow,
            Effect::Read,
            format!("read-only: {name}"),
            format!("`{name}` only reads"),
        );
    }

    if matches!(name.as_str(), "tee") {
        let mut worst = verdict(
            Level::AskOnce,
            Effect::Write,
            "write: tee",
            "`tee` writes files",
        );
        for (a, d) in args.iter().zip(c.dynamic.iter().skip(1)) {
            if !a.starts_with('-') {
                let v = write_to(a, *d, &c.cwd, env, "write: tee");
                if v.level > worst.level {
                    worst = v;
                }
            }
        }
        return worst;
    }
    if matches!(
        name.as_str(),
        "mkdir" | "touch" | "cp" | "mv" | "ln" | "rmdir" | "rm" | "chmod" | "chown" | "install"
    ) {
        let row = format!("write: {name}");
        let mut worst = verdict(
            Level::AskOnce,
            Effect::Write,
            row.clone(),
            format!("`{name}` writes files"),
        );
        for (a, d) in args.iter().zip(c.dynamic.iter().skip(1)) {
            if !a.starts_with('-') {
                let v = write_to(a, *d, &c.cwd, env, &row);
                if v.level > worst.level {
                    worst = v;
                }
            }
        }
        return worst;
    }
    verdict(
        Level::AskOnce,
        Effect::Exec,
        "unknown program",
        format!("`{name}` is not a known program"),
    )
}

fn sed_read_only(args: &[String]) -> bool {
    let mut scripts = Vec::new();
    let mut it = args.iter();
    let mut have_e = false;
    while let Some(a) = it.next() {
        if a == "-e" || a == "--expression" {
            have_e = true;
            if let Some(s) = it.next() {
                scripts.push(s.as_str());
            }
        } else if a == "-f" || a == "--file" {
            return false;
        } else if a.starts_with('-') {
        } else if !have_e && scripts.is_empty() {
            scripts.push(a.as_str());
        }
    }
    scripts.iter().all(|s| {
        let s = s.trim();
        // `Np`, `M,Np`, `/re/p`, `s/a/b/flags` with safe flags only.
        if let Some(rest) = s.strip_prefix('s') {
            let mut chars = rest.chars();
            let Some(delim) = chars.next() else {
                return false;
            };
            let body: String = chars.collect();
            let parts: Vec<&str> = body.split(delim).collect();
            return parts.len() == 3
                && parts
                    .last()
                    .is_some_and(|f| f.chars().all(|ch| "gpiI0123456789".contains(ch)));
        }
        s.chars()
            .all(|ch| ch.is_ascii_digit() || ",$pdq=".contains(ch))
    })
}

fn destructive(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let ask = |row: &str, why: &str| Some(verdict(Level::AlwaysAsk, Effect::Exec, row, why));
    let base = name;
    if DESTRUCTIVE_PROGRAMS.contains(&base) || base.starts_with("mkfs.") {
        return ask(&format!("destructive: {base}"), "destroys data");
    }
    if let Some((_, flags)) = INLINE_CODE.iter().find(|(n, _)| {
        *n == base
            || (base.starts_with(n)
                && base.len() > n.len()
                && base[n.len()..]
                    .chars()
                    .all(|ch| ch.is_ascii_digit() || ch == '.'))
    }) {
        if args.iter().any(|a| {
            flags.contains(&a.as_str()) || flags.iter().any(|f| f.len() == 2 && a.starts_with(f))
        }) {
            return ask(
                &format!("destructive: {base} inline code"),
                "an interpreter running inline code can do anything",
            );
        }
    }
    if crate::walk_shell(base) {
        if c.piped_from_download {
            return ask(
                "destructive: download piped to a shell",
                "a downloaded script runs unread",
            );
        }
        let script_args: Vec<(&String, bool)> = args
            .iter()
            .zip(c.dynamic.iter().skip(1).copied())
            .filter(|(a, _)| !a.starts_with('-'))
            .collect();
        if script_args.is_empty() && !c.heredoc {
            return ask(
                "hidden: shell reading standard input",
                "the shell runs a script that is not shown",
            );
        }
        if script_args.first().is_some_and(|(_, d)| *d)
            || args
                .iter()
                .any(|a| a.starts_with('-') && !a.starts_with("--") && a.contains('c'))
        {
            return ask(
                "hidden: shell script from expansion",
                "the shell runs a script that is not shown",
            );
        }
    }
    if base == "eval" {
        return ask(
            "hidden: eval of an expansion",
            "eval runs text built at run time",
        );
    }
    match base {
        "rm" => {
            if short_or_long(args, 'r', "--recursive") || short_or_long(args, 'R', "--recursive") {
                return ask("destructive: rm -r", "removes directory trees");
            }
            if short_or_long(args, 'f', "--force") {
                return ask("destructive: rm -f", "removes files without asking");
            }
        }
        "dd" if args.iter().any(|a| a.starts_with("of=")) => {
            return ask("destructive: dd of=", "dd writes raw data");
        }
        "chmod" | "chown" | "chgrp" if short_or_long(args, 'R', "--recursive") => {
            return ask(&format!("destructive: {base} -R"), "changes a whole tree");
        }
        "git" => {
            let sub = c.subcommand().unwrap_or("");
            let rest: Vec<&str> = c.key_words().into_iter().skip(2).collect();
            if short_or_long(&c.argv, 'c', "-c")
                && c.argv
                    .iter()
                    .skip(1)
                    .take_while(|a| a.starts_with('-') || a.contains('='))
                    .any(|a| a == "-c" || a.starts_with("--config-env"))
            {
                return ask("destructive: git -c", "git -c can make git run any program");
            }
            match sub {
                "push" => return ask("destructive: git push", "publishes commits"),
                "reset" if rest.contains(&"--hard") => {
                    return ask("destructive: git reset --hard", "discards work");
                }
                "clean"
                    if rest
                        .iter()
                        .any(|a| a.starts_with('-') && !a.starts_with("--") && a.contains('f'))
                        || rest.contains(&"--force") =>
                {
                    return ask("destructive: git clean -f", "deletes untracked files");
                }
                "checkout"
                    if rest.contains(&"--") || rest.contains(&"-f") || rest.contains(&".") =>
                {
                    return ask("destructive: git checkout --", "discards changes");
                }
                "branch" if rest.iter().any(|a| *a == "-D" || *a == "--delete") => {
                    return ask("destructive: git branch -D", "deletes a branch");
                }
                "stash" if rest.first().is_some_and(|a| *a == "drop" || *a == "clear") => {
                    return ask("destructive: git stash drop", "discards stashed work");
                }
                "filter-branch" | "filter-repo" => {
                    return ask("destructive: git history rewrite", "rewrites history");
                }
                _ => {}
            }
        }
        "find" if args.iter().any(|a| a == "-delete") => {
            return ask("destructive: find -delete", "find deletes files");
        }
        "find"
            if args
                .iter()
                .any(|a| matches!(a.as_str(), "-exec" | "-execdir" | "-ok" | "-okdir")) =>
        {
            return ask(
                "destructive: find -exec",
                "find runs a command on every match",
            );
        }
        "kubectl"
            if args
                .iter()
                .any(|a| matches!(a.as_str(), "delete" | "drain" | "replace" | "patch")) =>
        {
            return ask("destructive: kubectl delete", "changes a cluster");
        }
        "terraform" | "tofu" if args.iter().any(|a| a == "destroy" || a == "apply") => {
            return ask("destructive: terraform destroy", "changes infrastructure");
        }
        "psql" | "mysql" | "sqlite3" | "mariadb" => {
            let up: Vec<String> = args.iter().map(|a| a.to_uppercase()).collect();
            if up
                .iter()
                .any(|a| a.contains("DROP ") || a.contains("TRUNCATE") || a.contains("DELETE FROM"))
            {
                return ask("destructive: SQL drop", "drops or empties tables");
            }
        }
        "curl" | "wget" => {
            for (i, a) in args.iter().enumerate() {
                if matches!(a.as_str(), "-o" | "-O" | "--output" | "--output-document") {
                    if let Some(t) = args.get(i + 1) {
                        let v = write_to(t, false, &c.cwd, env, "write: download");
                        if v.level == Level::AlwaysAsk {
                            return Some(v);
                        }
                    }
                }
            }
        }
        _ => {}
    }
    None
}
