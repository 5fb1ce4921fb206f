//! Judging a file path a tool reads or writes: inside the workspace or not, a secret or not,
//! airlock's own or not. Lexical only: the decision core never looks at the file system.

use std::borrow::Cow;

use airlock_facts::{normalize, within};

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
    // One table for every layer: a `Read` of a file and a `cat` of it are judged alike.
    let secret = airlock_facts::secret_location(&path).is_some();
    let protected = ctx.protected.iter().any(|p| within(&path, &normalize(p)));
    Judged {
        path,
        display: raw.to_owned(),
        inside,
        secret,
        protected,
    }
}

/// Whether a normal path is a tree that holds the user's secrets
/// ([`airlock_facts::tree_holds_secrets`]); a home that is not known holds them wherever a path
/// names it.
pub(crate) fn holds_secrets(path: &str, ctx: &Context) -> bool {
    let home = ctx.home.as_deref().map(normalize);
    path.starts_with("/~home") || airlock_facts::tree_holds_secrets(path, home.as_deref())
}

/// The secret files a search that prints matching lines would print from, as the caller
/// looked them up ([`Context::search_secrets`]): every one when its file filter (`glob`,
/// `include`) selected them, else those its pattern reaches (it looks for secrets or matches
/// almost anything); none for a search that prints no lines.
pub(crate) fn search_prints_secrets<'c>(
    args: &serde_json::Value,
    ctx: &'c Context,
) -> Vec<&'c str> {
    let mode = args.get("output_mode").and_then(serde_json::Value::as_str);
    if ctx.search_secrets.is_empty() || mode.is_some_and(|m| m != "content") {
        return Vec::new();
    }
    let filtered = ["glob", "include"]
        .iter()
        .any(|k| args.get(*k).and_then(serde_json::Value::as_str).is_some());
    let pattern = args
        .get("pattern")
        .and_then(serde_json::Value::as_str)
        .unwrap_or("");
    ctx.search_secrets
        .iter()
        .map(String::as_str)
        .filter(|f| filtered || airlock_facts::pattern_prints_secrets_of(pattern, f))
        .collect()
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
            // The locations the shell judges alike (one table).
            ("~/.config/gcloud/credentials.db", false, true, false),
            (
                "/home/u/.config/gcloud/application_default_credentials.json",
                false,
                true,
                false,
            ),
            ("~/.azure/accessTokens.json", false, true, false),
            ("~/.cargo/credentials.toml", false, true, false),
            ("~/.npmrc", false, true, false),
            ("~/.pypirc", false, true, false),
            ("config/secrets.yaml", true, true, false),
            (".ENV", true, true, false),
            (".Env.local", true, true, false),
            ("~/.cargo/config.toml", false, false, false),
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

    /// A search over a folder of the home that holds the home's credential places searches
    /// them; one beside them, or inside the workspace, does not.
    #[test]
    fn folders_above_the_homes_secret_places_hold_secrets() {
        let c = ctx();
        for p in ["/home/u", "/home/u/.config", "/home/u/.cache", "/", "/etc"] {
            assert!(holds_secrets(p, &c), "{p}");
        }
        for p in [
            "/home/u/proj",
            "/home/u/proj/src",
            "/home/u/Downloads",
            "/home/u/Documents/notes",
        ] {
            assert!(!holds_secrets(p, &c), "{p}");
        }
    }

    /// The core raises a printing search only from the caller's fact, and only when the
    /// search's filter selected the secret file or its pattern reaches secrets.
    #[test]
    fn a_printing_search_over_secret_files() {
        let mut c = ctx();
        let args = |v: serde_json::Value| v;
        // No fact: nothing to raise, whatever the search.
        assert!(
            search_prints_secrets(
                &args(serde_json::json!({"pattern": "password", "output_mode": "content"})),
                &c
            )
            .is_empty()
        );
        c.search_secrets =
            vec!["/home/u/proj/src/main/resources/application-prod.yml".to_owned()].into();
        for v in [
            serde_json::json!({"pattern": "password", "glob": "*.yml", "output_mode": "content"}),
            serde_json::json!({"pattern": "anything", "include": "*.yml"}),
            serde_json::json!({"pattern": "db_password", "output_mode": "content"}),
            serde_json::json!({"pattern": "SECRET_KEY", "output_mode": "content"}),
            serde_json::json!({"pattern": "(?i)api[_-]?key", "output_mode": "content"}),
            serde_json::json!({"pattern": "dsn", "output_mode": "content"}),
            serde_json::json!({"pattern": ".", "output_mode": "content"}),
            serde_json::json!({"pattern": "=", "output_mode": "content"}),
            serde_json::json!({"pattern": "^.*$", "output_mode": "content"}),
        ] {
            assert!(!search_prints_secrets(&v, &c).is_empty(), "{v}");
        }
        for v in [
            serde_json::json!({"pattern": "password", "glob": "*.yml", "output_mode": "files_with_matches"}),
            serde_json::json!({"pattern": "password", "output_mode": "count"}),
            serde_json::json!({"pattern": "OrderStatus\\.", "output_mode": "content"}),
            serde_json::json!({"pattern": "fn main", "output_mode": "content"}),
            serde_json::json!({"pattern": "kms_key_id", "output_mode": "content"}),
            serde_json::json!({"pattern": "primary_key", "output_mode": "content"}),
        ] {
            assert!(search_prints_secrets(&v, &c).is_empty(), "{v}");
        }
    }

    /// A tree whose only secret files hold key material (Rails' `master.key`): a search for a
    /// name of the code prints none of their lines; a wildcard, a class or a file filter may.
    #[test]
    fn a_name_search_prints_no_key_material() {
        let mut c = ctx();
        c.search_secrets = vec![
            "/home/u/proj/config/master.key".to_owned(),
            "/home/u/proj/config/credentials/production.key".to_owned(),
        ]
        .into();
        for v in [
            serde_json::json!({"pattern": "Rails\\.application\\.credentials", "output_mode": "content"}),
            serde_json::json!({"pattern": "password", "output_mode": "content"}),
        ] {
            assert!(search_prints_secrets(&v, &c).is_empty(), "{v}");
        }
        for v in [
            serde_json::json!({"pattern": ".", "output_mode": "content"}),
            serde_json::json!({"pattern": "credentials.*", "output_mode": "content"}),
            serde_json::json!({"pattern": "credentials", "glob": "*.key", "output_mode": "content"}),
        ] {
            assert!(!search_prints_secrets(&v, &c).is_empty(), "{v}");
        }
        c.search_secrets = vec!["/home/u/proj/.env".to_owned()].into();
        let v = serde_json::json!({"pattern": "Rails\\.application\\.credentials", "output_mode": "content"});
        assert!(!search_prints_secrets(&v, &c).is_empty(), "{v}");
    }
}
