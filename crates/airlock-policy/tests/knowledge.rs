//! The built-in knowledge through the default policy, as a user meets it: secret locations
//! judged alike by the file tools and the shell (one table), toolchains, fetches, tool names.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::{Call, Context, Decision, Policy, Tier};
use serde_json::{Value, json};

fn ctx() -> Context {
    Context {
        workspace: Some("/home/u/proj".into()),
        home: Some("/home/u".into()),
        protected: vec!["/home/u/.config/airlock".into()].into(),
        ..Context::default()
    }
}

fn resolve_with(policy: &Policy, tool: &str, args: Value, ctx: &Context) -> Decision {
    let call = Call {
        tool,
        server: None,
        args: &args,
        annotations: None,
    };
    policy.resolve(&call, ctx)
}

fn resolve(tool: &str, args: Value) -> Decision {
    resolve_with(&Policy::default_policy(), tool, args, &ctx())
}

/// The `Read` tool and `cat` agree on every secret location, in every spelling, and under
/// autonomy (a sub-agent that answers `ask_once` itself) both still ask.
#[test]
fn read_and_cat_agree_on_secret_locations() {
    let secret = [
        "~/.config/gcloud/credentials.db",
        "/home/u/.config/gcloud/application_default_credentials.json",
        "~/.azure/accessTokens.json",
        "~/.cargo/credentials",
        "~/.cargo/credentials.toml",
        "~/.npmrc",
        "~/.pypirc",
        "~/.netrc",
        "~/.git-credentials",
        "~/.docker/config.json",
        "~/.kube/config",
        "~/.terraform.d/credentials.tfrc.json",
        "~/.vault-token",
        "~/.ssh/id_ed25519",
        "~/.aws/credentials",
        "config/secrets.yaml",
        "config/secrets.yml",
        ".env",
        ".ENV",
        ".Env.local",
        "deploy/.env.production",
        "/proc/self/environ",
        "/etc/shadow",
        "infra/terraform.tfstate",
    ];
    let auto = Context {
        auto_approve: true,
        ..ctx()
    };
    let policy = Policy::default_policy();
    for path in secret {
        for c in [ctx(), auto.clone()] {
            let read = resolve_with(&policy, "Read", json!({ "file_path": path }), &c);
            let cat = resolve_with(
                &policy,
                "Bash",
                json!({ "command": format!("cat {path}") }),
                &c,
            );
            assert_eq!(read.tier, Tier::AlwaysAsk, "Read {path}: {}", read.reason);
            assert_eq!(cat.tier, Tier::AlwaysAsk, "cat {path}: {}", cat.reason);
            assert_eq!(read.action, cat.action, "{path}");
        }
    }
    for path in [
        "src/main.rs",
        ".env.example",
        "config/settings.yaml",
        "Cargo.toml",
    ] {
        let read = resolve("Read", json!({ "file_path": path }));
        let cat = resolve("Bash", json!({ "command": format!("cat {path}") }));
        assert_eq!(read.tier, Tier::Allow, "Read {path}: {}", read.reason);
        assert_eq!(cat.tier, Tier::Allow, "cat {path}: {}", cat.reason);
    }
}

/// Issue 21: a toolchain's builds and tests carry the family as their grant key; the sandbox
/// lowers a build it contains, never a program that talks to a daemon or a service outside it.
#[test]
fn toolchain_families_are_grant_keys_and_outside_programs_stay_asked() {
    let policy = Policy::default_policy();
    let bash = |cmd: &str, c: &Context| resolve_with(&policy, "Bash", json!({ "command": cmd }), c);
    for (cmd, key) in [
        ("cargo test", "command:cargo build/test"),
        ("cargo clippy --all-targets", "command:cargo build/test"),
        ("npm run build", "command:npm run/test"),
        ("docker compose up -d", "command:docker build/run/compose"),
        ("git checkout -b x", "command:git add/commit/branch"),
        ("npm install", "command:npm install"),
    ] {
        let d = bash(cmd, &ctx());
        assert_eq!(d.tier, Tier::AskOnce, "{cmd}");
        assert_eq!(d.actions[0].grant_key.to_string(), key, "{cmd}");
    }
    let sandboxed = Context {
        sandboxed: true,
        auto_approve: true,
        ..ctx()
    };
    assert_eq!(
        bash("cargo test", &sandboxed).action,
        airlock_policy::Action::Allow
    );
    for cmd in [
        "docker compose up -d",
        "podman run x",
        "kubectl port-forward svc/web 8080",
        "psql -d app -c 'select 1'",
        "redis-cli set k v",
        "sqlx migrate run",
        "prisma migrate dev",
    ] {
        let d = bash(cmd, &sandboxed);
        assert_eq!(
            d.action,
            airlock_policy::Action::Ask,
            "{cmd}: {:?}",
            d.trail
        );
    }
}

/// Issue 21: the trail names the table row that decided.
#[test]
fn the_trail_names_the_knowledge_row() {
    let d = resolve("Bash", json!({ "command": "cargo publish" }));
    assert_eq!(d.tier, Tier::AlwaysAsk);
    let trail: Vec<String> = d.trail.iter().map(|s| s.detail.to_string()).collect();
    assert!(
        trail
            .iter()
            .any(|t| t.starts_with("knowledge: cargo publish (publishing)")),
        "{trail:#?}"
    );
    assert_eq!(
        d.rule.to_string(),
        "built-in: knowledge: cargo publish (publishing)"
    );
}
