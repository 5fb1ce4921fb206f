//! Judging a file path a tool reads or writes: inside the workspace or not, a secret or not,
//! airlock's own or not. Lexical only: the decision core never looks at the file system.

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
    let expanded = match (raw.strip_prefix('~'), ctx.home.as_deref()) {
        (Some(rest), Some(home)) if rest.is_empty() || rest.starts_with('/') => {
            format!("{home}{rest}")
        }
        (Some(rest), None) if rest.is_empty() || rest.starts_with('/') => format!("/~home{rest}"),
        _ => raw.to_owned(),
    };
    let absolute = expanded.starts_with('/');
    let joined = match (&ctx.workspace, absolute) {
        (Some(ws), false) => format!("{ws}/{expanded}"),
        _ => expanded.clone(),
    };
    let path = normalize(&joined);
    let inside = match &ctx.workspace {
        Some(ws) => {
            let ws = normalize(ws);
            path == ws || path.starts_with(&format!("{}/", ws.trim_end_matches('/')))
        }
        // Without a known workspace, relative paths are inside it unless they climb out.
        None => !absolute && !path.starts_with(".."),
    };
    let components: Vec<&str> = path.split('/').filter(|c| !c.is_empty()).collect();
    let file = components.last().copied().unwrap_or("");
    let secret = SECRET_NAMES.contains(&file)
        || (file.starts_with(".env.") && !file.ends_with(".example") && !file.ends_with(".sample"))
        || file.ends_with(".pem")
        || file.ends_with(".key")
        || components
            .iter()
            .any(|c| SECRET_DIRS.contains(c) && *c != "gh")
        || path.contains("/.config/gh/")
        || path.starts_with("/proc/") && path.ends_with("/environ");
    let protected = ctx.protected.iter().any(|p| {
        let p = normalize(p);
        path == p || path.starts_with(&format!("{}/", p.trim_end_matches('/')))
    });
    Judged {
        path,
        display: raw.to_owned(),
        inside,
        secret,
        protected,
    }
}

/// Removes `.` and `..` and doubled slashes, lexically.
fn normalize(path: &str) -> String {
    let absolute = path.starts_with('/');
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
    if absolute { format!("/{body}") } else { body }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Context {
        Context {
            workspace: Some("/home/u/proj".into()),
            home: Some("/home/u".into()),
            protected: vec!["/home/u/.config/airlock".into()],
            ..Context::default()
        }
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
