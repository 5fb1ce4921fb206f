//! Decisions the conformance cases do not pin down, through one `check` helper: look-alike
//! names, malformed meta payloads, file tools and self-protection, diagnostics in the trail.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::{Call, Context, Policy, Tier};
use serde_json::{Value, json};

const POLICY: &str = r#"
version = 1
[[deny]]
tool = "GMAIL_DELETE_*"
reason = "mail is never deleted by an agent"
[[tool]]
name = "list_notes"
tier = "allow"
[[server]]
name = "notes"
annotations = "trust"
[[meta]]
tool = "MULTI"
actions = ["/tools/*/tool_slug"]
[[tool]]
name = "Write"
path = "file_path"
access = "write"
"#;

fn check(
    tool: &str,
    server: Option<&str>,
    args: Value,
    annotations: Option<Value>,
    want: Tier,
    trail_has: &str,
) {
    let policy = Policy::load("t.toml", POLICY).unwrap();
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    ctx.protected = vec!["/home/u/.config/airlock".into()].into();
    let call = Call::new(tool, server, &args).annotated(annotations.as_ref());
    let d = policy.resolve(&call, &ctx);
    let trail: Vec<String> = d.trail().iter().map(|s| s.detail.to_string()).collect();
    assert_eq!(d.tier(), want, "{tool}: {trail:#?}");
    assert!(
        trail.iter().any(|t| t.contains(trail_has)) || d.reason().contains(trail_has),
        "{tool}: no `{trail_has}` in {trail:#?} / {}",
        d.reason()
    );
}

#[test]
fn look_alike_names_never_match_a_more_permissive_rule() {
    // Cyrillic Е in a denied slug is still denied.
    check(
        "GMAIL_D\u{0415}LETE_MESSAGE",
        Some("x"),
        json!({}),
        None,
        Tier::Deny,
        "mail is never deleted",
    );
    // A zero-width space in an allowed name is judged as the plain name, but never below unknown.
    check(
        "list\u{200B}_notes",
        None,
        json!({}),
        None,
        Tier::AskOnce,
        "invisible",
    );
    // Fullwidth letters fold to ASCII and stay at least unknown.
    check(
        "ｌｉｓｔ_notes",
        None,
        json!({}),
        None,
        Tier::AskOnce,
        "look-alike",
    );
    // A trusted readOnlyHint does not make a look-alike name allowed.
    check(
        "list_n\u{043E}tes",
        Some("notes"),
        json!({}),
        Some(json!({"readOnlyHint": true})),
        Tier::AskOnce,
        "look-alike",
    );
    // A look-alike slug inside a meta-tool too.
    check(
        "MULTI",
        None,
        json!({"tools": [{"tool_slug": "GMAIL_D\u{0415}LETE_X"}]}),
        None,
        Tier::Deny,
        "mail is never deleted",
    );
}

#[test]
fn malformed_meta_payloads_ask() {
    check(
        "MULTI",
        None,
        json!({"tools": "not a list"}),
        None,
        Tier::AskOnce,
        "names no action",
    );
    check(
        "MULTI",
        None,
        json!({"tools": [{"tool_slug": 42}]}),
        None,
        Tier::AskOnce,
        "could not be read",
    );
    check(
        "MULTI",
        None,
        json!({}),
        None,
        Tier::AskOnce,
        "names no action",
    );
}

#[test]
fn file_tools_judge_paths() {
    check(
        "Write",
        None,
        json!({"file_path": "src/a.rs"}),
        None,
        Tier::AskOnce,
        "in the workspace",
    );
    check(
        "Write",
        None,
        json!({"file_path": "/ws/../etc/passwd"}),
        None,
        Tier::AlwaysAsk,
        "outside the workspace",
    );
    check(
        "Write",
        None,
        json!({"file_path": "~/.config/airlock/policy.toml"}),
        None,
        Tier::Deny,
        "airlock's own file",
    );
    check(
        "Write",
        None,
        json!({"file_path": ".env"}),
        None,
        Tier::AlwaysAsk,
        "holds secrets",
    );
    check("Write", None, json!({}), None, Tier::AskOnce, "missing");
}

#[test]
fn privilege_escalation_always_asks_even_for_a_reader() {
    let policy = Policy::default_policy();
    for script in ["sudo ls", "doas cat README.md", "sudo -u root git status"] {
        let args = json!({ "command": script });
        let d = policy.resolve(&Call::new("run_bash", None, &args), &Context::default());
        assert_eq!(d.tier(), Tier::AlwaysAsk, "{script}: {}", d.reason());
        assert!(
            d.reason().contains("raised privileges"),
            "{script}: {}",
            d.reason()
        );
    }
}

/// The embedded default knows the reference MCP filesystem server: reads run, secret files and
/// writes ask, writes of airlock's own files are denied; the same names elsewhere are unknown.
#[test]
fn the_default_policy_knows_the_reference_filesystem_server() {
    let policy = Policy::default_policy();
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    ctx.protected = vec!["/home/u/.local/share/airlock".into()].into();
    let cases = [
        (
            "read_text_file",
            json!({"path": "/ws/src/main.rs"}),
            Tier::Allow,
        ),
        ("read_file", json!({"path": "notes.md"}), Tier::Allow),
        ("list_directory", json!({"path": "/ws"}), Tier::Allow),
        (
            "search_files",
            json!({"path": "/ws", "pattern": "*.rs"}),
            Tier::Allow,
        ),
        (
            "read_text_file",
            json!({"path": "/ws/.env"}),
            Tier::AlwaysAsk,
        ),
        (
            "read_text_file",
            json!({"path": "/home/u/.ssh/id_ed25519"}),
            Tier::AlwaysAsk,
        ),
        (
            "write_file",
            json!({"path": "/ws/a.txt", "content": "x"}),
            Tier::AskOnce,
        ),
        (
            "edit_file",
            json!({"path": "/etc/hosts", "edits": []}),
            Tier::AlwaysAsk,
        ),
        (
            "move_file",
            json!({"source": "/ws/a", "destination": "/ws/b"}),
            Tier::AskOnce,
        ),
        (
            "write_file",
            json!({"path": "/home/u/.local/share/airlock/airlock.db"}),
            Tier::Deny,
        ),
    ];
    for (tool, args, want) in cases {
        let call = Call::new(tool, Some("filesystem"), &args);
        let d = policy.resolve(&call, &ctx);
        assert_eq!(d.tier(), want, "{tool} {args}: {:#?}", d.trail());
    }
    let args = json!({"path": "/ws/src/main.rs"});
    let elsewhere = Call::new("read_text_file", Some("other"), &args);
    assert_eq!(policy.resolve(&elsewhere, &ctx).tier(), Tier::AskOnce);
}

/// With several pointers, an action named by two of them (a slug and a name in one object) is
/// one action; actions in different objects are each their own, and so are repeated hits of a
/// single pointer.
#[test]
fn meta_actions_named_by_two_pointers_count_once() {
    let text = r#"
version = 1
[[meta]]
tool = "MULTI"
actions = ["/tools/*/tool_slug", "/tools/*/name", "/extra/slug"]
[[meta]]
tool = "ONE"
actions = ["/tools/*/tool_slug"]
"#;
    let policy = Policy::load("m.toml", text).unwrap();
    let ctx = Context::default();
    let args = json!({
        "tools": [
            {"tool_slug": "NOTION_GET_PAGE", "name": "NOTION_GET_PAGE"},
            {"name": "GMAIL_SEND_EMAIL"},
            {"tool_slug": "NOTION_GET_PAGE"}
        ],
        "extra": {"slug": "SLACK_LIST_CHANNELS"}
    });
    let labels = |tool: &str| -> Vec<String> {
        let call = Call::new(tool, None, &args);
        policy
            .resolve(&call, &ctx)
            .actions()
            .iter()
            .map(|a| a.label.clone().into())
            .collect()
    };
    assert_eq!(
        labels("MULTI"),
        [
            "notion: get page",
            "notion: get page",
            "gmail: send email",
            "slack: list channels"
        ]
    );
    assert_eq!(labels("ONE"), ["notion: get page", "notion: get page"]);
}

/// What a call of a tool gives whatever its arguments is kept with a rule that names the tool
/// after its first call: every later call, plain or enclosed, is decided as on a fresh policy.
#[test]
fn a_tools_later_calls_are_decided_as_its_first() {
    let text = r#"
version = 1
[[tool]]
name = "notion_update_page"
tier = "ask_once"
[[tool]]
name = "GITHUB_DELETE_REPO"
tier = "allow"
[[tool]]
name = "Slack_Send"
tier = "allow"
[[meta]]
tool = "MULTI"
actions = ["/tools/*/tool_slug"]
"#;
    let names = ["notion_update_page", "GITHUB_DELETE_REPO", "Slack_Send"];
    let meta_args = json!({"tools": names.map(|n| json!({"tool_slug": n}))});
    let empty = json!({});
    let plain = names.map(|tool| Call::new(tool, None, &empty));
    let meta = Call::new("MULTI", None, &meta_args);
    let ctx = Context::default();
    let decide = |policy: &Policy, call: &Call<'_>| {
        serde_json::to_value(policy.resolve(call, &ctx)).unwrap()
    };
    let used = Policy::load("t.toml", text).unwrap();
    for round in 0..2 {
        for call in plain.iter().chain([&meta]) {
            let fresh = Policy::load("t.toml", text).unwrap();
            assert_eq!(
                decide(&used, call),
                decide(&fresh, call),
                "{} {round}",
                call.tool
            );
        }
    }
}

/// The caller's context after the policy (issue 25): a changed definition, a flagged
/// description and a floor raise every action and never let one run unasked; the host's plan
/// mode denies writes and execs, dontAsk what always asks; a deny stays a deny.
#[test]
fn issue25_the_caller_s_inputs_raise_and_the_host_s_modes_deny() {
    use airlock_policy::{Action, Floor, HostMode};
    let policy = Policy::load(
        "c.toml",
        r#"
version = 1
[[tool]]
name = "read"
tier = "allow"
[[tool]]
name = "write"
tier = "ask_once"
class = "write"
[[tool]]
name = "mail"
tier = "always_ask"
[[deny]]
tool = "wipe"
[[tool]]
name = "bash"
shell = "command"
"#,
    )
    .unwrap();
    let decide = |tool: &str, args: Value, set: &dyn Fn(&mut Context)| {
        let mut ctx = Context::default();
        ctx.workspace = Some("/ws".into());
        set(&mut ctx);
        let call = Call::new(tool, None, &args);
        let d = policy.resolve(&call, &ctx);
        (d.tier(), d.action(), d.rule().to_string())
    };
    let pin = |c: &mut Context| c.definition_changed = true;
    let flags = |c: &mut Context| c.description_flags = vec!["speaks to the model".into()];
    let floor = |c: &mut Context| c.floor = Some(Floor::new(Tier::AlwaysAsk, "unconfined"));
    let plan = |c: &mut Context| c.host_mode = HostMode::Plan;
    let dont_ask = |c: &mut Context| c.host_mode = HostMode::DontAsk;
    let auto = |c: &mut Context| c.auto_approve = true;
    type Row<'a> = (
        &'a str,
        Value,
        &'a dyn Fn(&mut Context),
        (Tier, Action, &'a str),
    );
    let rows: &[Row<'_>] = &[
        (
            "read",
            json!({}),
            &pin,
            (Tier::AlwaysAsk, Action::Ask, "airlock: tool pin"),
        ),
        (
            "read",
            json!({}),
            &flags,
            (Tier::AskOnce, Action::Ask, "airlock: tool description"),
        ),
        (
            "read",
            json!({}),
            &floor,
            (Tier::AlwaysAsk, Action::Ask, "airlock: caller"),
        ),
        (
            "wipe",
            json!({}),
            &pin,
            (Tier::Deny, Action::Deny, "deny c.toml:13"),
        ),
        // Allowed by autonomy at ask_once, a flag still asks.
        (
            "read",
            json!({}),
            &|c: &mut Context| {
                auto(c);
                flags(c)
            },
            (Tier::AskOnce, Action::Ask, "airlock: tool description"),
        ),
        (
            "write",
            json!({}),
            &plan,
            (Tier::AskOnce, Action::Deny, "host: plan mode"),
        ),
        (
            "read",
            json!({}),
            &plan,
            (Tier::Allow, Action::Allow, "tool rule c.toml:3"),
        ),
        (
            "bash",
            json!({"command": "ls && rm -rf /"}),
            &plan,
            (Tier::AlwaysAsk, Action::Deny, "host: plan mode"),
        ),
        (
            "mail",
            json!({}),
            &dont_ask,
            (Tier::AlwaysAsk, Action::Deny, "host: dontAsk mode"),
        ),
        (
            "write",
            json!({}),
            &dont_ask,
            (Tier::AskOnce, Action::Ask, "tool rule c.toml:6"),
        ),
    ];
    for (tool, args, set, want) in rows {
        let got = decide(tool, args.clone(), *set);
        assert_eq!(
            (got.0, got.1, got.2.as_str()),
            (want.0, want.1, want.2),
            "{tool} {args}"
        );
    }
}

/// A Bash script's tier and reason under the default policy, in a workspace `/ws` of a home
/// `/home/u`.
fn bash_tier(script: &str) -> (Tier, String) {
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    let args = json!({ "command": script });
    let d = Policy::default_policy().resolve(&Call::new("Bash", None, &args), &ctx);
    (d.tier(), d.reason().to_string())
}

/// A database client's password on its command line, to this machine's server (or a
/// container's), is masked on the card but no reason to ask by itself: a read reads. The same
/// password to a server elsewhere or production, another secret in the command, a password
/// with a destroying statement, or a secret file printed beside it keep asking every time.
#[test]
fn a_password_to_this_machine_s_database_is_no_reason_to_ask_alone() {
    for script in [
        "mysql -h 127.0.0.1 -uapp -papp app -e 'SELECT id FROM invoice LIMIT 5'",
        "docker compose exec database mysql -uapp -papp app -e 'SELECT id, due_at FROM invoice LIMIT 5'",
        "docker compose exec -T db mysql -uroot -psecret -e 'SHOW GRANTS'",
        "redis-cli -a devpass GET k",
    ] {
        let (t, why) = bash_tier(script);
        assert_eq!(t, Tier::Allow, "{script}: {why}");
    }
    for script in [
        "mysql -h db.acme.io -uapp -papp app -e 'SELECT 1'",
        "mysql -h 127.0.0.1 -uapp -papp app_prod -e 'SELECT 1'",
        "mysql -h 127.0.0.1 -uapp -papp app -e 'DROP TABLE invoice'",
        "mysql -h 127.0.0.1 -uapp -papp app -e 'SELECT 1' && cat .env",
        "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY mysql -h 127.0.0.1 -uapp -papp -e 'SELECT 1'",
        "redis-cli -h cache.acme.io -a devpass GET k",
        "docker compose exec -e PGPASSWORD=x database mysql -uapp -papp app -e 'SELECT 1'",
    ] {
        let (t, why) = bash_tier(script);
        assert_eq!(t, Tier::AlwaysAsk, "{script}: {why}");
    }
}

fn file_tier(tool: &str, args: Value) -> (Tier, String) {
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    let d = Policy::default_policy().resolve(&Call::new(tool, None, &args), &ctx);
    (d.tier(), d.reason().to_string())
}

/// A file tool's write into a package manager's settings file that lets dependencies run their
/// install scripts always asks, as `bun pm trust` does; other edits of the same files, and the
/// same words in another file, stay the edits' family.
#[test]
fn letting_dependencies_run_install_scripts_by_an_edit_always_asks() {
    for (tool, args) in [
        (
            "Edit",
            json!({"file_path": "/ws/package.json", "old_string": "  \"dependencies\": {", "new_string": "  \"trustedDependencies\": [\"esbuild\"],\n  \"dependencies\": {"}),
        ),
        (
            "Write",
            json!({"file_path": "/ws/pnpm-workspace.yaml", "content": "packages:\n  - apps/*\nonlyBuiltDependencies:\n  - esbuild\n"}),
        ),
        (
            "Edit",
            json!({"file_path": "/ws/.yarnrc.yml", "old_string": "nodeLinker: node-modules", "new_string": "nodeLinker: node-modules\nenableScripts: true"}),
        ),
        (
            "Edit",
            json!({"file_path": "/ws/.npmrc", "old_string": "ignore-scripts=true", "new_string": "ignore-scripts=false"}),
        ),
        (
            "MultiEdit",
            json!({"file_path": "/ws/packages/api/package.json", "edits": [{"old_string": "a", "new_string": "b"}, {"old_string": "\"pnpm\": {", "new_string": "\"pnpm\": { \"dangerouslyAllowAllBuilds\": true,"}]}),
        ),
    ] {
        let (t, why) = file_tier(tool, args.clone());
        assert_eq!(t, Tier::AlwaysAsk, "{tool} {args}: {why}");
    }
    for (tool, args) in [
        (
            "Edit",
            json!({"file_path": "/ws/package.json", "old_string": "\"vitest\": \"^1\"", "new_string": "\"vitest\": \"^2\""}),
        ),
        (
            "Edit",
            json!({"file_path": "/ws/pnpm-workspace.yaml", "old_string": "  - apps/*", "new_string": "  - apps/*\n  - packages/*"}),
        ),
        (
            "Edit",
            json!({"file_path": "/ws/docs/install.md", "old_string": "x", "new_string": "Add it to `trustedDependencies`."}),
        ),
    ] {
        let (t, why) = file_tier(tool, args.clone());
        assert_eq!(t, Tier::AskOnce, "{tool} {args}: {why}");
    }
}

/// A web client's or a load tool's header, cookie or credentials sent only to this machine's
/// server (the project's own service, called with a test key) are masked on the card but no
/// reason to ask by themselves. The same key sent to another machine, with a redirect followed
/// or through a proxy, beside another secret, or in a request that deletes keeps asking.
#[test]
fn a_test_key_sent_to_this_machine_s_server_is_no_reason_to_ask_alone() {
    for script in [
        "curl -s -o /dev/null -w '%{http_code}' -H 'x-api-key: rp_test_4f2c' localhost:3000/v1/posts",
        "for i in $(seq 1 7); do curl -s -H 'x-api-key: rp_test_4f2c' localhost:3000/v1/posts; done",
        "curl -s -H 'Authorization: Bearer dev_token_4f2c9a' http://127.0.0.1:8080/api/me",
        "oha -n 2000 -c 20 -H 'x-api-key: rp_test_4f2c' http://localhost:3000/v1/posts",
        "hey -n 500 -H 'Authorization: Bearer dev_token_4f2c9a' http://localhost:8080/",
        "http :3000/v1/posts x-api-key:rp_test_4f2c",
    ] {
        let (t, why) = bash_tier(script);
        assert_ne!(t, Tier::AlwaysAsk, "{script}: {why}");
        assert!(!why.contains("carries a secret"), "{script}: {why}");
    }
    for script in [
        "curl -s -H 'x-api-key: rp_test_4f2c' https://api.relaypost.dev/v1/posts",
        "curl -sL -H 'x-api-key: rp_test_4f2c' localhost:3000/v1/posts",
        "curl -s -x http://proxy.example.com:8080 -H 'x-api-key: rp_test_4f2c' localhost:3000/v1/posts",
        "curl -s -X DELETE -H 'x-api-key: rp_test_4f2c' localhost:3000/v1/posts/4",
        "oha -n 2000 -H 'x-api-key: rp_test_4f2c' https://api.relaypost.dev/v1/posts",
        "curl -s -H 'x-api-key: rp_test_4f2c' 'localhost:3000/v1/posts?token=ghp_abcdefghijklmnopqrstuvwxyz0123456789'",
    ] {
        let (t, why) = bash_tier(script);
        assert_eq!(t, Tier::AlwaysAsk, "{script}: {why}");
    }
}

/// Issue 21: a migration tool's password (Flyway's, Liquibase's, through Maven, Gradle or their
/// own command lines) to this machine's database, named by a JDBC URL on the command line, is
/// no reason to ask by itself: the goal's own row decides (migrating and validating are the
/// project's). The same password with no URL (configuration decides where it goes), with
/// another machine's URL, beside another secret, from a production variable, or with a
/// history-rewriting goal keeps asking every time.
#[test]
fn a_migration_tool_s_password_to_this_machine_s_database_is_no_reason_to_ask_alone() {
    for script in [
        "./mvnw flyway:validate -Dflyway.url=jdbc:postgresql://localhost:5432/tracking -Dflyway.user=tracking -Dflyway.password=tracking",
        "./mvnw flyway:migrate -Dflyway.url=jdbc:postgresql://localhost:5432/tracking -Dflyway.user=tracking -Dflyway.password=tracking",
        "mvn -q flyway:info -Dflyway.url=jdbc:mysql://127.0.0.1:3306/app -Dflyway.user=root -Dflyway.password=S3cret!x",
        "./mvnw liquibase:update -Dliquibase.url=jdbc:postgresql://localhost:5432/app -Dliquibase.username=app -Dliquibase.password=S3cret!x",
        "liquibase --url jdbc:postgresql://localhost/app --username app --password S3cret!x update",
        "flyway -url=jdbc:postgresql://localhost/app -user=app -password=S3cret!x migrate",
    ] {
        let (t, why) = bash_tier(script);
        assert_eq!(t, Tier::AskOnce, "{script}: {why}");
    }
    for script in [
        "./mvnw flyway:migrate -Dflyway.password=S3cret!x",
        "./mvnw flyway:migrate -Dflyway.url=jdbc:postgresql://db.acme.internal:5432/tracking -Dflyway.password=S3cret!x",
        "./mvnw flyway:migrate -Dflyway.url=jdbc:postgresql://10.0.3.4/tracking",
        "./mvnw flyway:migrate -Dflyway.url=jdbc:h2:mem:test -Dflyway.password=S3cret!x",
        "./mvnw flyway:migrate -Dflyway.url=jdbc:postgresql://localhost/x -Dflyway.password=S3cret!x -Dgithub.token=ghp_abcdefghijklmnopqrstuvwxyz0123456789",
        "./mvnw flyway:info flyway:migrate -Dflyway.url=jdbc:postgresql://127.0.0.1:6543/tracking -Dflyway.user=tracking -Dflyway.password=\"$PROD_DB_PASSWORD\"",
        "./mvnw flyway:clean -Dflyway.cleanDisabled=false -Dflyway.url=jdbc:postgresql://localhost:5432/tracking -Dflyway.password=tracking",
        "./mvnw flyway:repair -Dflyway.url=jdbc:postgresql://localhost:5432/tracking -Dflyway.password=tracking",
    ] {
        let (t, why) = bash_tier(script);
        assert_eq!(t, Tier::AlwaysAsk, "{script}: {why}");
    }
}

/// Issue 21: a connection string to this machine's server set into the project's secret store
/// (`dotnet user-secrets set`) carries its password where it belongs; one to another server,
/// or any other secret value, still always asks.
#[test]
fn a_local_connection_string_into_the_project_s_secret_store_is_no_reason_to_ask_alone() {
    for script in [
        "dotnet user-secrets set \"ConnectionStrings:Fleet\" \"Server=localhost,1433;Database=Fleet;User Id=sa;Password=Dev_Passw0rd!;TrustServerCertificate=True\"",
        "dotnet user-secrets set ConnectionStrings:Db \"Host=127.0.0.1;Port=5432;Database=app;Username=app;Password=S3cret!x\" --project src/Api",
        "dotnet user-secrets set ConnectionStrings:Db \"Data Source=(localdb)\\MSSQLLocalDB;Initial Catalog=app;Password=S3cret!x\"",
    ] {
        let (t, why) = bash_tier(script);
        assert_eq!(t, Tier::AskOnce, "{script}: {why}");
    }
    for script in [
        "dotnet user-secrets set ConnectionStrings:Fleet \"Server=fleet-prod.database.windows.net;Database=Fleet;User Id=sa;Password=Dev_Passw0rd!\"",
        "dotnet user-secrets set ConnectionStrings:Fleet \"Server=tcp:fleet.database.windows.net,1433;Password=Dev_Passw0rd!\"",
        "dotnet user-secrets set ConnectionStrings:Fleet \"Server=localhost,db.internal;Password=Dev_Passw0rd!\"",
        "dotnet user-secrets set Stripe:Key sk_live_51HabcdefghijklmnopqrstuvwxABCDEFGHIJ",
        "dotnet user-secrets list",
    ] {
        let (t, why) = bash_tier(script);
        assert_eq!(t, Tier::AlwaysAsk, "{script}: {why}");
    }
}
