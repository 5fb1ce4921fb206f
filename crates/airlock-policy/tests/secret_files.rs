//! Reads of files that hold secrets by their names, across the tools that read them (Read,
//! Grep of the file, `cat`, `source`): direnv's per-stage `.envrc` files, OAuth
//! token caches, registry and VPN logins, API key files. Each asks every time; their
//! templates, code and documents by those names, and Flask's committed `.flaskenv`, read as
//! any workspace file does.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::{Call, Context, Policy, Tier};
use serde_json::{Value, json};

fn ctx() -> Context {
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    ctx
}

fn tier(tool: &str, args: Value) -> Tier {
    Policy::default_policy()
        .resolve(&Call::new(tool, None, &args), &ctx())
        .tier()
}

const SECRET: &[&str] = &[
    ".envrc",
    ".envrc.prod",
    ".envrc.local",
    ".envrc.private",
    ".ENVRC.PROD",
    "ops/.Envrc.Staging",
    "msal_token_cache.json",
    "msal_token_cache.bin",
    "token.json",
    "token.pickle",
    ".dockercfg",
    "vpn/office.ovpn",
    "wg0.conf",
    "sftp-config.json",
    ".vscode/sftp.json",
    "api_key.txt",
    ".token",
    ".pgpass",
    ".my.cnf",
    ".netrc",
    ".git-credentials",
    "prod.tfvars",
    ".dev.vars",
    ".secrets",
    "credentials.json",
    "release.keystore",
    "cert.p12",
    "server.pem",
    "keys/id_ed25519",
];

const READABLE: &[&str] = &[
    ".envrc.example",
    ".envrc.sample",
    ".env.example",
    ".env.sample",
    ".env.template",
    ".flaskenv",
    "src/token_cache.py",
    "src/tokens.json",
    "locales/en/token.json",
    "src/api_key.rs",
    "keys/id_ed25519.pub",
];

#[test]
fn every_tool_asks_each_time_before_reading_a_secret_file() {
    for file in SECRET {
        let abs = format!("/ws/{file}");
        for (tool, args) in [
            ("Read", json!({"file_path": abs})),
            ("Read", json!({"file_path": file})),
            (
                "Grep",
                json!({"pattern": "KEY", "path": abs, "output_mode": "content"}),
            ),
            ("Bash", json!({"command": format!("cat {file}")})),
            ("Bash", json!({"command": format!("grep -n TOKEN {abs}")})),
        ] {
            assert_eq!(tier(tool, args.clone()), Tier::AlwaysAsk, "{tool} {args}");
        }
    }
}

#[test]
fn templates_code_and_documents_by_those_names_are_read_freely() {
    for file in READABLE {
        let abs = format!("/ws/{file}");
        for (tool, args) in [
            ("Read", json!({"file_path": abs})),
            ("Bash", json!({"command": format!("cat {file}")})),
        ] {
            assert_eq!(tier(tool, args.clone()), Tier::Allow, "{tool} {args}");
        }
    }
}
