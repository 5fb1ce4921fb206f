//! Judging a file path a tool reads or writes: inside the workspace or not, a secret or not,
//! airlock's own or not. Lexical only: the decision core never looks at the file system.

use std::borrow::Cow;

use crate::Context;

/// What a path is, for the decision.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Judged {
    /// The path made absolute and normal, where the workspace is known; else as written, normal.
    pub path: String,
    /// The path as written, for the human.
    pub display: String,
    /// Inside the workspace.
    pub inside: bool,
    /// A place secrets live.
    pub secret: bool,
    /// airlock's own policy, store or configuration.
    pub protected: bool,
}

/// File names and folders that hold secrets.
const SECRET_NAMES: &[&str] = &[
    ".env",
    ".netrc",
    ".pgpass",
    ".npmrc",
    ".pypirc",
    "credentials",
    "credentials.json",
    "id_rsa",
    "id_ed25519",
    "id_ecdsa",
    "id_dsa",
    ".git-credentials",
    "secrets.yaml",
    "secrets.yml",
    "shadow",
];
const SECRET_DIRS: &[&str] = &[".ssh", ".aws", ".gnupg", ".kube", ".docker", ".azure", "gh"];

pub(crate) fn judge(raw: &str, ctx: &Context) -> Judged {
    let expanded: Cow<'_, str> = match (raw.strip_prefix('~'), ctx.home.as_deref()) {
        (Some(rest), Some(home)) if rest.is_empty() || rest.starts_with('/') => {
            Cow::Owned(format!("{home}{rest}"))
        }
        (Some(rest), None) if rest.is_empty() || rest.starts_with('/') => {
            Cow::Owned(format!("/~home{rest}"))
        }
        _ => Cow::Borrowed(raw),
    };
    let absolute = expanded.starts_with('/');
    let path = match (&ctx.workspace, absolute) {
        (Some(ws), false) => normalize(&format!("{ws}/{expanded}")).into_owned(),
        _ => normalize(&expanded).into_owned(),
    };
    let inside = match &ctx.workspace {
        Some(ws) => within(&path, &normalize(ws)),
        // Without a known workspace, relative paths are inside it unless they climb out.
        None => !absolute && !path.starts_with(".."),
    };
    let mut components = path.split('/').filter(|c| !c.is_empty());
    let file = components.next_back().unwrap_or("");
    let secret = SECRET_NAMES.contains(&file)
        || (file.starts_with(".env.") && !file.ends_with(".example") && !file.ends_with(".sample"))
        || file.ends_with(".pem")
        || file.ends_with(".key")
        || path
            .split('/')
            .any(|c| c != "gh" && SECRET_DIRS.contains(&c))
        || path.contains("/.config/gh/")
        || path.starts_with("/proc/") && path.ends_with("/environ");
    let protected = ctx.protected.iter().any(|p| within(&path, &normalize(p)));
    Judged {
        path,
        display: raw.to_owned(),
        inside,
        secret,
        protected,
    }
}

/// Whether the normal `path` is the normal `dir` or inside it.
fn within(path: &str, dir: &str) -> bool {
    path == dir
        || path
            .strip_prefix(dir.trim_end_matches('/'))
            .is_some_and(|rest| rest.starts_with('/'))
}

/// Removes `.` and `..` and doubled slashes, lexically. A path that is already normal is
/// returned as it is.
fn normalize(path: &str) -> Cow<'_, str> {
    let absolute = path.starts_with('/');
    let body = if absolute {
        path.get(1..).unwrap_or("")
    } else {
        path
    };
    if body.is_empty() || body.split('/').all(|p| !matches!(p, "" | "." | "..")) {
        return Cow::Borrowed(path);
    }
    let mut out: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if out.last().is_some_and(|l| *l != "..") {
                    out.pop();
                } else if !absolute {
                    out.push("..");
                }
            }
            p => out.push(p),
        }
    }
    let body = out.join("/");
    Cow::Owned(if absolute { format!("/{body}") } else { body })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Context {
        Context {
            workspace: Some("/home/u/proj".into()),
            home: Some("/home/u".into()),
            protected: vec!["/home/u/.config/airlock".into()].into(),
            ..Context::default()
        }
    }

    #[test]
    fn paths_are_normalized_lexically() {
        let cases = [
            ("/a/b", "/a/b"),
            ("/a/b/", "/a/b"),
            ("/a//b", "/a/b"),
            ("/a/./b", "/a/b"),
            ("/a/../b", "/b"),
            ("/../a", "/a"),
            ("a/../../b", "../b"),
            ("./a", "a"),
            ("a", "a"),
            ("", ""),
            ("/", "/"),
            ("//", "/"),
            (".", ""),
            ("..", ".."),
            ("a/b/..", "a"),
        ];
        for (raw, want) in cases {
            assert_eq!(normalize(raw), want, "{raw}");
        }
        assert!(within("/w/p", "/w/p"));
        assert!(within("/w/p/a", "/w/p/"));
        assert!(!within("/w/pa", "/w/p"));
        assert!(within("/x", "/"));
        assert!(!within("", "/"));
    }

    #[test]
    fn paths_are_judged_lexically() {
        let c = ctx();
        let cases = [
            ("src/main.rs", true, false, false),
            ("/home/u/proj/a.txt", true, false, false),
            ("../other/a.txt", false, false, false),
            ("/home/u/proj/../x", false, false, false),
            ("~/.ssh/id_rsa", false, true, false),
            (".env", true, true, false),
            ("config/.env.local", true, true, false),
            (".env.example", true, false, false),
            ("~/.aws/credentials", false, true, false),
            ("~/.config/airlock/policy.toml", false, false, true),
            ("/etc/shadow", false, true, false),
        ];
        for (raw, inside, secret, protected) in cases {
            let j = judge(raw, &c);
            assert_eq!(
                (j.inside, j.secret, j.protected),
                (inside, secret, protected),
                "{raw}: {j:?}"
            );
        }
    }
}
