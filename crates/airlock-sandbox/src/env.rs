//! Environment scrubbing: rebuild the child's environment from an allow-list, drop secrets.

use std::path::Path;

/// The environment a sandboxed command gets, and the secret values that were dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scrubbed {
    /// The variables passed to the command.
    pub kept: Vec<(String, String)>,
    /// The non-empty values of every dropped variable (secret-named, or merely unknown and at
    /// most 256 bytes long), except values the command sees anyway (a kept value, its home,
    /// tmp or workspace path): the masker treats them as known secrets.
    pub dropped: Vec<String>,
}

const ALLOWED: &[&str] = &[
    "PATH",
    "LANG",
    "TERM",
    "TZ",
    "USER",
    "LOGNAME",
    "SHELL",
    "COLORTERM",
    "NO_COLOR",
];
/// The longest value of a dropped variable whose name does not look secret that is still
/// handed to the masker. Every value becomes several patterns of the masker's automaton, whose
/// construction grows steeply with their length: a few kilobytes of `LS_COLORS` or of a
/// benchmark's padding variable cost seconds per run. Secret-named values go at any length.
const MAX_UNKNOWN_VALUE: usize = 256;
const DEFAULT_PATH: &str = "/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin";

/// Whether a variable name looks like it holds a secret.
pub fn is_secret_name(name: &str) -> bool {
    airlock_facts::secret_variable(name)
}

/// Rebuilds `env` from the allow-list, with `HOME` and `TMPDIR` set; every other name is
/// dropped (`LC_*` too: a locale variable can carry any value), and so is an allowed name that
/// looks like a secret's. `workspace` is where the command runs (its path is no secret).
pub fn scrub_env(env: &[(String, String)], home: &Path, tmp: &Path, workspace: &Path) -> Scrubbed {
    let mut kept = Vec::new();
    let mut dropped_values = Vec::new();
    for (name, value) in env {
        let secret = is_secret_name(name);
        if ALLOWED.contains(&name.as_str()) && !secret {
            kept.push((name.clone(), value.clone()));
        } else if secret || value.len() <= MAX_UNKNOWN_VALUE {
            dropped_values.push(value);
        }
    }
    if !kept.iter().any(|(n, _)| n == "PATH") {
        kept.push(("PATH".to_owned(), DEFAULT_PATH.to_owned()));
    }
    kept.push(("HOME".to_owned(), home.display().to_string()));
    kept.push(("TMPDIR".to_owned(), tmp.display().to_string()));
    let workspace = workspace.display().to_string();
    let seen = |value: &String| *value == workspace || kept.iter().any(|(_, v)| v == value);
    let mut dropped: Vec<String> = Vec::new();
    for value in dropped_values {
        if !value.is_empty() && !seen(value) && !dropped.contains(value) {
            dropped.push(value.clone());
        }
    }
    Scrubbed { kept, dropped }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_dropped_and_reported() {
        let env: Vec<(String, String)> = [
            ("PATH", "/bin"),
            ("GITHUB_TOKEN", "ghp_x"),
            ("AWS_REGION", "eu"),
            ("DB_PASSWORD", "pw"),
            ("EDITOR", "vi"),
            ("LC_ALL", "C"),
            ("LC_ANYTHING", "s3cr3t-in-a-locale"),
            ("PWD", "/ws"),
            ("OLDPWD", "/h"),
            ("LANG", "C.UTF-8"),
            ("TERM_SESSION_ID", "abc"),
            ("LS_COLORS", &"di=01;34:".repeat(100)),
            ("CERT_PRIVATE_KEY", &"k".repeat(1000)),
            // A connection string is a secret at any length; a public site's URL is not.
            (
                "DATABASE_URL",
                &format!("postgres://app:{}@db/app", "p".repeat(300)),
            ),
            (
                "VITE_API_URL",
                &format!("https://api.example.org/{}", "v".repeat(300)),
            ),
        ]
        .iter()
        .map(|(a, b)| ((*a).to_owned(), (*b).to_string()))
        .collect();
        let s = scrub_env(&env, Path::new("/h"), Path::new("/tmp"), Path::new("/ws"));
        let names: Vec<&str> = s.kept.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["PATH", "LANG", "HOME", "TMPDIR"]);
        // Every dropped value but those the command sees anyway (its workspace, its home)
        // and long ones under names that do not look secret.
        let long_key = "k".repeat(1000);
        let database_url = format!("postgres://app:{}@db/app", "p".repeat(300));
        assert_eq!(
            s.dropped,
            [
                "ghp_x",
                "eu",
                "pw",
                "vi",
                "C",
                "s3cr3t-in-a-locale",
                "abc",
                long_key.as_str(),
                database_url.as_str()
            ]
        );
    }
}
