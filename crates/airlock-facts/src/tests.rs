//! Tests of the facts: every family of secret locations in many spellings, the paths that only
//! look like them, the glob of a component, normalisation.

#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use super::*;

fn family(path: &str) -> Option<&'static str> {
    secret_location(path).map(|l| l.family)
}

#[test]
fn secret_locations_in_many_spellings() {
    let cases = [
        (".env", ".env"),
        ("./.env", ".env"),
        ("/w/p/.env", ".env"),
        (".ENV", ".env"),
        (".Env", ".env"),
        (".env.local", ".env"),
        (".Env.Local", ".env"),
        (".ENV.PRODUCTION", ".env"),
        ("config/.env.test", ".env"),
        ("deploy/prod.env", ".env"),
        ("deploy/PROD.ENV", ".env"),
        (".envrc", ".env"),
        ("/tmp/krb5cc_1000", "credentials file"),
        ("/tmp/krb5cc_0", "credentials file"),
        ("/tmp/KRB5CC_1000_xy12", "credentials file"),
        ("/etc/krb5.keytab", "credentials file"),
        ("deploy/http.keytab", "credentials file"),
        ("~/.ssh/id_rsa", "ssh"),
        ("~/.ssh", "ssh"),
        ("$HOME/.ssh/config.d/work", "ssh"),
        ("${HOME}/.ssh/known_hosts.d/x", "ssh"),
        ("~/.ssh/id_rsa.pub.bak", "ssh"),
        ("~/.ssh/platform-bastion.pem", "ssh"),
        ("~/.ssh/deploy_key", "ssh"),
        ("~/.ssh/authorized_keys", "ssh"),
        ("~/.ssh/agent.sock", "ssh"),
        ("~/.ssh/*", "ssh"),
        ("~/.ssh/id_*", "ssh"),
        ("~/.ssh/", "ssh"),
        ("/home/u/.ssh/id_ed25519", "ssh"),
        ("/root/.ssh/authorized_keys", "ssh"),
        ("/home/u/.SSH/id_rsa", "ssh"),
        ("keys/id_ecdsa", "ssh"),
        ("/etc/ssh/ssh_host_ed25519_key", "ssh"),
        ("~/.aws/credentials", "cloud credentials"),
        ("~/.aws/config", "cloud credentials"),
        (
            "/home/u/.config/gcloud/application_default_credentials.json",
            "cloud credentials",
        ),
        ("~/.config/gcloud/credentials.db", "cloud credentials"),
        ("~/.config/gcloud", "cloud credentials"),
        ("~/.azure/accessTokens.json", "cloud credentials"),
        ("~/.azure/msal_token_cache.json", "cloud credentials"),
        ("~/.kube/config", "cloud credentials"),
        ("~/.docker/config.json", "cloud credentials"),
        ("~/.config/gh/hosts.yml", "cloud credentials"),
        ("~/.terraform.d/credentials.tfrc.json", "cloud credentials"),
        ("infra/terraform.tfstate", "cloud credentials"),
        ("infra/terraform.tfstate.backup", "cloud credentials"),
        ("~/.vault-token", "cloud credentials"),
        ("keys/service-account-prod.json", "cloud credentials"),
        (
            "/var/run/secrets/kubernetes.io/serviceaccount/token",
            "cloud credentials",
        ),
        ("/etc/kubernetes/admin.conf", "cloud credentials"),
        ("/etc/kubernetes/kubelet.conf", "cloud credentials"),
        ("/etc/kubernetes/pki/ca.key", "credentials file"),
        ("/etc/kubernetes/pki/sa.key", "credentials file"),
        ("/etc/kubernetes/pki/etcd/server.key", "credentials file"),
        ("/etc/rancher/k3s/k3s.yaml", "cloud credentials"),
        ("/var/lib/rancher/k3s/server/token", "cloud credentials"),
        ("~/.cargo/credentials", "credentials file"),
        ("~/.cargo/credentials.toml", "credentials file"),
        ("/home/u/.CARGO/Credentials.toml", "credentials file"),
        ("~/.npmrc", "credentials file"),
        ("web/.npmrc", "credentials file"),
        ("~/.pypirc", "credentials file"),
        ("~/.netrc", "credentials file"),
        ("~/.git-credentials", "credentials file"),
        ("~/.config/git/credentials", "credentials file"),
        ("~/.pgpass", "credentials file"),
        ("~/.gem/credentials", "credentials file"),
        ("certs/server.pem", "credentials file"),
        ("config/master.key", "credentials file"),
        ("SERVER.KEY", "credentials file"),
        ("/etc/shadow", "credentials file"),
        ("/etc/sudoers.d/90-users", "credentials file"),
        ("config/secrets.yaml", "secrets file"),
        (".kamal/secrets", "secrets file"),
        (".kamal/secrets-common", "secrets file"),
        ("deploy/.kamal/secrets.production", "secrets file"),
        (
            "config/secrets/prod/prod.decrypt.private.php",
            "credentials file",
        ),
        (
            "/ws/config/secrets/staging/staging.decrypt.private.php",
            "credentials file",
        ),
        ("config/Secrets.YML", "secrets file"),
        ("secrets.json", "secrets file"),
        ("terraform/envs/dev/secrets.auto.tfvars", "secrets file"),
        ("envs/prod.tfvars", "secrets file"),
        ("envs/prod/terraform.tfvars", "secrets file"),
        ("ENVS/PROD.TFVARS", "secrets file"),
        ("vars/prod.tfvars.json", "secrets file"),
        ("config/prod.secret.exs", "secrets file"),
        ("config/dev.secret.exs", "secrets file"),
        ("config/secrets.exs", "secrets file"),
        ("deploy/prod-secrets.yml", "secrets file"),
        ("k8s/db-secret.yaml", "secrets file"),
        ("app/client_secret.json", "secrets file"),
        ("conf/secret.ini", "secrets file"),
        ("conf/Secrets.conf", "secrets file"),
        ("etc/app-secrets.properties", "secrets file"),
        ("src/main/resources/secrets.xml", "secrets file"),
        ("secret.txt", "secrets file"),
        ("db_credentials.ini", "secrets file"),
        ("gcp-credentials.json", "secrets file"),
        ("config/credential.yml", "secrets file"),
        ("jwt_private_key.txt", "secrets file"),
        ("signing-private-key.json", "secrets file"),
        ("deploy/client_secret", "secrets file"),
        ("deploy/app_secrets", "secrets file"),
        ("docker/db_credentials", "secrets file"),
        ("jwt_private_key", "secrets file"),
        ("~/.gnupg/private-keys-v1.d/x.key", "gnupg"),
        ("/proc/self/environ", "process environment"),
        ("/proc/1/environ", "process environment"),
        (&format!("{}/.env", "a/".repeat(100)), ".env"),
        (&format!("/home/u/{}.ssh/id", "d/".repeat(40)), "ssh"),
    ];
    for (path, want) in cases {
        assert_eq!(family(path), Some(want), "{path}");
    }
}

#[test]
fn paths_that_only_look_like_secrets() {
    let cases = [
        "src/main.rs",
        ".env.example",
        ".ENV.EXAMPLE",
        ".env.sample",
        ".env.template",
        "config/secrets.yaml.example",
        "~/.ssh.txt",
        "docs/ssh.md",
        "src/environment.rs",
        "venv/bin/python",
        "src/keys.rs",
        "id_rsa.pub",
        "~/.sshd/x",
        // Kerberos' settings are not its tickets or keys.
        "/etc/krb5.conf",
        "docs/krb5cc.md",
        "src/keytab.rs",
        // The client's configuration, the known hosts and public keys are metadata.
        "~/.ssh/config",
        "$HOME/.ssh/config",
        "/home/u/.ssh/CONFIG",
        "${HOME}/.ssh/known_hosts",
        "/root/.ssh/known_hosts.old",
        "~/.ssh/id_ed25519.pub",
        "/home/u/.ssh/work-laptop.PUB",
        "~/.ssh/*.pub",
        "/etc/shadowsocks.conf",
        // A cluster's public certificates and manifests are not its keys.
        "/etc/kubernetes/pki/ca.crt",
        "/etc/kubernetes/manifests/kube-apiserver.yaml",
        "proc/1/environ",
        "/proc/environ",
        "Cargo.toml",
        "package.json",
        // Code about secrets is code, and a template of a secrets file is not one.
        "app/secret_manager.py",
        "pkg/secrets/secrets_test.go",
        "lib/credentials_controller.rb",
        "src/PrivateKeyLoader.java",
        "test/secret_store_test.exs",
        "config/secrets.yml.example",
        "terraform.tfvars.example",
        "prod.tfvars.sample",
        "variables.tf",
        "main.tf",
        "config/prod.exs",
        "config/runtime.exs",
        "docs/secrets.md",
        "keys/github_deploy_key.pub",
        "app/controllers/deploy_keys_controller.rb",
        "public-key.json",
        "docs/deploy-keys.md",
        // Commands' words that say secret are not files.
        "secret",
        "secrets",
        "describe-secret",
        "phx.gen.secret",
        "~/.cargo/config.toml",
        "~/.config/gcloudx/a",
        "",
        "/",
    ];
    for path in cases {
        assert_eq!(family(path), None, "{path}");
    }
}

#[test]
fn home_locations_start_with_a_dot_file() {
    // `secret_location` skips home locations for a path without a dot-file component.
    for loc in SECRET_LOCATIONS.iter().filter(|l| l.anchor == Anchor::Home) {
        assert!(
            loc.path.starts_with('.') || loc.path.starts_with("Library/"),
            "{}",
            loc.path
        );
    }
}

#[test]
fn components_match_linearly_in_any_case() {
    assert!(component_matches("*.pem", "a.pem"));
    assert!(component_matches("*.pem", "A.PEM"));
    assert!(component_matches(".env.*", ".env.local"));
    assert!(!component_matches(".env.*", ".env"));
    assert!(component_matches("ssh_host_*_key", "ssh_host_rsa_key"));
    assert!(!component_matches("ssh_host_*_key", "ssh_host_rsa_key.pub"));
    assert!(component_matches("*", ""));
    assert!(!component_matches("a", ""));
    // A pattern of many stars against a long text that never matches: a backtracking matcher
    // would try exponentially many splits; this one returns at once.
    let stars = "*a".repeat(40);
    let text = "a".repeat(30) + "b";
    assert!(!component_matches(&(stars + "c"), &text));
}

#[test]
fn samples_cover_every_component() {
    let samples: Vec<String> = secret_samples().map(|s| s.into_owned()).collect();
    for s in [
        ".env",
        ".ssh",
        "gcloud",
        "credentials.toml",
        "x.pem",
        ".env.x",
        "environ",
    ] {
        assert!(samples.iter().any(|x| x == s), "{s}");
    }
    for s in &samples {
        assert!(!s.contains('*'), "{s}");
    }
}

#[test]
fn the_sandbox_hides_home_and_absolute_locations() {
    let hidden = hidden_paths("/home/u/");
    for p in [
        "/home/u/.ssh",
        "/home/u/.aws",
        "/home/u/.config/gcloud",
        "/home/u/.azure",
        "/home/u/.cargo/credentials.toml",
        "/home/u/.config/gh",
        "/home/u/.config/airlock",
        "/home/u/.local/share/airlock",
        "/etc/shadow",
    ] {
        assert!(hidden.iter().any(|h| h == p), "{p}");
    }
    assert!(hidden.iter().all(|h| !h.contains('*')));
    // Everything the sandbox hid with a list of its own is in the table.
    for p in [
        "/home/u/.ssh",
        "/home/u/.aws",
        "/home/u/.gnupg",
        "/home/u/.config/gh",
        "/home/u/.kube",
        "/home/u/.docker",
        "/home/u/.netrc",
        "/home/u/.git-credentials",
        "/home/u/.config/airlock",
        "/home/u/.local/share/airlock",
        "/etc/shadow",
        "/etc/gshadow",
        "/etc/sudoers",
        "/etc/shadow-",
        "/etc/gshadow-",
        "/home/u/.npmrc",
        "/home/u/.pypirc",
    ] {
        assert!(hidden.iter().any(|h| h == p), "{p}");
    }
    // Every hidden home path is judged secret, or is airlock's own.
    for h in &hidden {
        let own = AIRLOCK_HOME_DIRS.iter().any(|d| h.ends_with(d));
        assert!(own || secret_location(h).is_some(), "{h}");
    }
}

#[test]
fn secret_variables() {
    for v in [
        "GITHUB_TOKEN",
        "github_token",
        "AWS_ACCESS_KEY_ID",
        "OPENAI_API_KEY",
        "DB_PASSWORD",
        "AZURE_CLIENT_ID",
        "VAULT_ADDR",
        "SESSION_COOKIE",
        "NPM_AUTH",
        // Connection strings of databases, caches and brokers carry their password.
        "DATABASE_URL",
        "database_url",
        "MONGODB_URI",
        "MONGO_URL",
        "REDIS_URL",
        "AMQP_URL",
        "POSTGRES_DSN",
        "SENTRY_DSN",
        "DSN",
        "CELERY_BROKER_URL",
        "SQLALCHEMY_DATABASE_URI",
        "SPRING_DATASOURCE_URL",
        "JDBC_DATABASE_URL",
        "POSTGRES_URL_NON_POOLING",
        "SHADOW_DATABASE_URL",
        "TEST_DATABASE_URL",
        "DB_URL",
        "CACHE_URL",
        "RABBITMQ_URL",
        "ELASTICSEARCH_URL",
        "KAFKA_URL",
        "AZURE_STORAGE_CONNECTION_STRING",
        "SQL_CONNECTION_STRING",
        "ConnectionStrings__DefaultConnection",
        "MONGO_CONNSTR",
        // The whole family of credential words other tools use: personal access tokens,
        // passwords' abbreviations, keys, client and signing secrets, sessions, cookies.
        "VSCE_PAT",
        "OVSX_PAT",
        "GH_PAT",
        "GITHUB_PAT",
        "AZURE_DEVOPS_PAT",
        "ADO_PAT",
        "PAT",
        "PAT_TOKEN",
        "PAT_GITHUB",
        "vsce_pat",
        "vscePat",
        "GhPat",
        "DB_PWD",
        "MYSQL_PWD",
        "PWD_DB",
        "ROOT_PW",
        "SMTP_PASS",
        "REGISTRY_PASSWD",
        "MAPS_APIKEY",
        "DJANGO_SECRET_KEY",
        "OAUTH_CLIENT_SECRET",
        "APP_SIGNING_KEY",
        "JWT_PRIVATE_KEY",
        "NPM_AUTH",
        "GOOGLE_CREDENTIALS",
        "ADMIN_SESSION",
        "SESSION_COOKIE",
        "STRIPE_WEBHOOK_SECRET",
        "SERVICE_JWT",
        "API_BEARER",
        "STORAGE_SAS",
        "WALLET_MNEMONIC",
        "MNEMONIC",
        "WIFI_PSK",
        "GPG_PASSPHRASE",
    ] {
        assert!(secret_variable(v), "{v}");
    }
    for v in [
        "HOME",
        "PATH",
        "SSH_AUTH_SOCK",
        "XDG_SESSION_TYPE",
        "GIT_AUTHOR_NAME",
        "CARGO_HOME",
        // A public site's address, or a database's host, port or name alone.
        "BASE_URL",
        "API_URL",
        "PUBLIC_URL",
        "VITE_API_URL",
        "NEXT_PUBLIC_SITE_URL",
        "SITE_URL",
        "CALLBACK_URL",
        "DOCS_URL",
        "DATABASE_HOST",
        "DATABASE_NAME",
        "DB_PORT",
        "REDIS_HOST",
        "REDIS_PORT",
        "PGHOST",
        "CACHE_DIR",
        "MONGO_DB_NAME",
        // Words that hold one of those short words inside them, or stand where it means
        // no secret.
        "PWD",
        "OLDPWD",
        "PATH",
        "MANPATH",
        "PATCH_LEVEL",
        "PATTERN",
        "DISPATCH_MODE",
        "PWDEBUG",
        "PW_TEST_HTML_REPORT_OPEN",
        "JWT_ALGORITHM",
        "JWT_ISSUER",
        "SAS_HOME",
        "PSQL_PAGER",
    ] {
        assert!(!secret_variable(v), "{v}");
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

/// Production settings by any framework's naming, and tools' credential files by convention,
/// are secret; names that only contain the word are not.
#[test]
fn production_settings_and_tool_credential_files() {
    for path in [
        "src/main/resources/application-prod.yml",
        "config/application-production.properties",
        "config.production.json",
        "settings_prod.toml",
        "deploy/prod.yaml",
        "Application-PROD.YAML",
        "android/key.properties",
        "android/keystore.properties",
        ".dvc/config.local",
        "~/.config/NuGet/NuGet.Config",
        "~/.cache/huggingface/stored_tokens",
        "~/.modal.toml",
        "~/.config/helm/registry/config.json",
    ] {
        assert!(secret_location(path).is_some(), "{path} should be secret");
    }
    for path in [
        "src/main/resources/application.yml",
        "config/product.yml",
        "producer.json",
        "src/prod_test.go",
        "docs/production.md",
        "application-prod.yml.example",
        // Symfony's vault: the public encryption key and the encrypted values are no secret.
        "config/secrets/prod/prod.encrypt.public.php",
        "config/secrets/prod/prod.list.php",
        ".kamal/hooks/pre-deploy",
    ] {
        assert!(
            secret_location(path).is_none(),
            "{path} should not be secret"
        );
    }
}

#[test]
fn build_tools_and_clis_credential_stores_by_convention() {
    for path in [
        "~/.ivy2/.credentials",
        "/home/u/.ivy2/.credentials",
        "~/.sbt/.credentials",
        "~/.sbt/sonatype_credentials",
        "~/.sbt/1.0/sonatype.sbt",
        "~/.sbt/1.0/global.sbt",
        "~/.sbt/1.0/plugins/credentials.sbt",
        "/Users/u/.sbt/0.13/publish.sbt",
        "~/.mytool/.credentials.json",
        "~/.local/share/com.vercel.cli/auth.json",
        "~/.config/pnpm/auth.ini",
        "~/.dbt/profiles.yml",
        "~/.sentryclirc",
        "~/.fly/config.yml",
        "~/.config/configstore/firebase-tools.json",
        "~/.supabase/access-token",
        "~/.config/ngrok/ngrok.yml",
        "~/.config/github-copilot/hosts.json",
        "~/.config/github-copilot/apps.json",
        "~/.wrangler/config/default.toml",
        "~/.config/glab-cli/config.yml",
        "~/.circleci/cli.yml",
        "~/.config/stripe/config.toml",
        "~/.netlify/config.json",
        "~/.config/sometool/token",
        "~/.sometool/api-token",
        "~/Library/Application Support/com.vercel.cli/auth.json",
        "/Users/u/Library/Application Support/netlify/token.json",
        "~/.config/glab-cli/hosts.yml",
        "~/.config/someclid/tokens.json",
        "~/.config/gcloud/access_tokens.db",
        "~/.local/share/fly/access_tokens.db",
        "~/.vercel/auth.json",
        "~/.railway/token.json",
        "~/.yarnrc",
        "~/.yarnrc.yml",
        ".pypirc",
        "~/.pypirc",
        "~/.gem/credentials",
        "~/.cargo/credentials.toml",
        "~/.cargo/credentials",
        "~/.docker/config.json",
        "~/.m2/settings-security.xml",
        "~/.m2/settings.xml",
        "~/.gradle/gradle.properties",
        "~/.config/gh/hosts.yml",
        "~/.netrc",
        "~/.git-credentials",
        "~/.config/git/credentials",
    ] {
        assert!(secret_location(path).is_some(), "{path}");
    }
    // The same names as a project's ordinary files, and a project's own sbt build.
    for path in [
        "locales/en/auth.json",
        "src/i18n/auth.json",
        "inventory/hosts.yml",
        "hosts.yml",
        "design/tokens.json",
        "tokens.json",
        "build.sbt",
        "project/plugins.sbt",
        "project/build.properties",
        "~/.sbt/boot/scala-2.12.18/lib/scala-library.jar",
        "~/.ivy2/cache/org.scala-lang/scala-library/ivy-2.13.12.xml",
        "~/Library/Caches/Coursier/v1/https/repo1.maven.org/x.pom",
        "~/.config/Code/User/settings.json",
        "profiles.yml",
        "src/tokens/token",
        "fly.toml",
        ".sentryclirc.example",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

#[test]
fn local_settings_by_folder_and_name() {
    for p in [
        // The config crate's and node-config's local files, in any format and letter case.
        "config/local.toml",
        "/ws/config/local.yaml",
        "config/local.yml",
        "config/local.json",
        "config/local.js",
        "config/local.ts",
        "./config/local.json5",
        "Config/Local.TOML",
        "services/api/config/local.toml",
        "config/local-development.json",
        "config/local-production.yaml",
        "config/database.local.yml",
        "config/development.local.yaml",
        "config/settings.local.toml",
        // Flask's instance folder.
        "instance/config.py",
        "/ws/instance/config.py",
        "app/instance/config.py",
        "instance/production_config.py",
        "instance/settings.py",
        "instance/application.cfg",
        "instance/app.cfg",
        "Instance/Config.PY",
        // The same by their own names.
        "myapp/local_settings.py",
        "local_settings.py",
        "settings_local.py",
        "project/settings.local.py",
        "settings.local.json",
        "sites/default/settings.local.php",
        "local.settings.json",
        "appsettings.local.json",
        "src/Api/appsettings.Development.local.json",
        ".dev.vars",
        "worker/.dev.vars",
        ".dev.vars.staging",
        ".secrets",
        ".secrets.toml",
        ".secrets.json",
        ".secrets.env",
        // Already secret by their own names.
        "config/master.key",
        "config/credentials/production.key",
        ".streamlit/secrets.toml",
        "secrets.json",
        "~/.microsoft/usersecrets/1234/secrets.json",
    ] {
        assert!(secret_location(p).is_some(), "{p}");
    }
    for p in [
        // Templates stay readable.
        "config/local.toml.example",
        "config/local.json.sample",
        "config/local.yaml.template",
        "config/local.js.dist",
        "config/database.local.yml.example",
        "instance/config.py.example",
        "instance/app.cfg.sample",
        "local_settings.py.example",
        "settings.local.json.template",
        ".dev.vars.example",
        ".secrets.toml.example",
        // Neighbours: other settings of a config folder, a local module of code, a local
        // profile outside a config folder, other files of an instance folder.
        "config/default.json",
        "config/development.yaml",
        "config/custom-environment-variables.json",
        "config/locales.yml",
        "config/localization.json",
        "src/config/local.rs",
        "src/config/local.py",
        "src/local.toml",
        "local.toml",
        "docker-compose.local.yml",
        "src/main/resources/application-local.yml",
        "instance/app.db",
        "instance/__init__.py",
        "instance/models.py",
        "instance/uploads/a.png",
        "settings.py",
        "config/settings.py",
        "app/settings/local.py",
        "src/lib/local-storage.ts",
        ".devcontainer/devcontainer.json",
    ] {
        assert!(
            secret_location(p).is_none(),
            "{p}: {:?}",
            secret_location(p)
        );
    }
    // The sandbox cannot hide them by place: no home or absolute path is made of them.
    let hidden = hidden_paths("/home/u");
    assert!(
        !hidden.iter().any(|h| h.contains("config/local")),
        "{hidden:?}"
    );
}

#[test]
fn a_clis_settings_in_the_home_hold_its_login() {
    for p in [
        "~/.config/netlify/config.json",
        "$HOME/.config/netlify/config.json",
        "${HOME}/.config/vercel/config.json",
        "/home/u/.config/hatch/config.toml",
        "/Users/ann/.config/railway/config.yaml",
        "/root/.config/render/config.yml",
        "~/.config/Netlify/Config.JSON",
        "~/.netlify/config.json",
        "~/.railway/config.json",
        "~/.fly/config.yml",
        "/home/u/.wrangler/config.toml",
        "~/.render/config.yaml",
        "~/.config/configstore/firebase-tools.json",
        "~/.config/configstore/update-notifier-netlify-cli.json",
        "$HOME/.config/configstore/@vercel/x.json",
    ] {
        assert_eq!(family(p), Some("credentials file"), "{p}");
    }
    for p in [
        // A project's own dot-folders hold its settings, not a login.
        ".changeset/config.json",
        "/home/u/proj/.changeset/config.json",
        ".circleci/config.yml",
        "/home/u/proj/.circleci/config.yml",
        "~/proj/.circleci/config.yml",
        "/ws/.config/nextest/config.toml",
        "/home/u/proj/.config/foo/config.json",
        ".streamlit/config.toml",
        ".cargo/config.toml",
        "/home/u/proj/.cargo/config.toml",
        // cargo's settings hold no token: it keeps them in `credentials.toml`.
        "~/.cargo/config.toml",
        "/home/u/.cargo/config.toml",
        ".github/ISSUE_TEMPLATE/config.yml",
        // git's configuration holds names and aliases; its stored passwords are secret apart.
        "~/.config/git/config",
        "~/.gitconfig",
        "/home/u/.config/git/ignore",
        // A template of one.
        "~/.config/netlify/config.json.example",
        // Other files of a CLI's folder.
        "~/.config/netlify/README.md",
    ] {
        assert_eq!(family(p), None, "{p}");
    }
    assert_eq!(family("~/.git-credentials"), Some("credentials file"));
}

#[test]
fn secrets_files_and_private_keys_by_name() {
    for path in [
        // A file named `secrets` or `secret`, alone or for one destination, in any folder.
        ".kamal/secrets",
        ".kamal/secrets-common",
        ".kamal/secrets.staging",
        ".kamal/SECRETS.production",
        "/w/p/.kamal/secrets",
        "deploy/secrets",
        "config/secret",
        "./secrets",
        "./secret",
        "secrets-common",
        "secrets.prod",
        "secrets_staging",
        "secret-dev",
        "credentials",
        "config/credentials",
        // Private and decryption keys by name, in data and key formats.
        "config/secrets/prod/prod.decrypt.private.php",
        "config/secrets/dev/dev.decrypt.private.php",
        "/w/p/config/secrets/prod/prod.DECRYPT.PRIVATE.php",
        "private_key.pem",
        "config/jwt/private.pem",
        "jwt-private.key",
        "storage/oauth-private.key",
        "certs/server.key",
        "signing/private.der",
        "keys/release-private.asc",
        "keys/signing_private.jwk",
        "ios/AuthKey_AB12CD34.p8",
        "keys/service.pk8",
        "android/app/upload-keystore.jks",
        "client.p12",
        "client.pfx",
        "release.keystore",
        "putty.ppk",
        "private_key.json",
        // Ansible Vault's password file, deploy keys and cloud key files by name.
        ".vault_pass",
        "~/.vault_pass",
        ".vault-pass.txt",
        ".vault_password",
        "~/.ansible/vault_pass.txt",
        "ops/vault_pass.py",
        "deploy_key",
        "keys/github_deploy_key",
        "deploy-key.pem",
        "gcp-key.json",
        "secrets/sa_key.json",
        "key.json",
        "keyfile.json",
        "acme-firebase-adminsdk-x1y2z.json",
        // Environment files kept per stage in a folder of their own.
        ".envs/.production/.django",
        ".envs/.local/.postgres",
        "/w/p/.envs/.production/.postgres",
        ".envs/production.env",
        ".ENVS/.production/.django",
    ] {
        assert!(secret_location(path).is_some(), "{path} should be secret");
    }
    for path in [
        // Public halves, certificates and requests stay readable.
        "config/secrets/prod/prod.encrypt.public.php",
        "public.pem",
        "config/jwt/public.pem",
        "storage/oauth-public.key",
        "keys/jwt-public.key",
        "id_ed25519.pub",
        "certs/server.crt",
        "certs/server.csr",
        // Code and documents named for secrets.
        "lib/secrets.py",
        "app/secrets.rb",
        "src/secrets-manager.ts",
        "internal/secrets/secrets.go",
        "internal/secrets_test.go",
        "docs/secrets.md",
        // Encrypted payloads hold no key.
        "secrets/app.env.age",
        "src/Entity/PrivateMessage.php",
        // Bare, `secret` and `secrets` are as often a command's word.
        "secret",
        "secrets",
        "./secrets.py",
        "./local.toml",
        // Their templates, and a folder of other settings.
        ".envs/.production/.django.example",
        ".envs/.local/.django.sample",
        "envs/dev.yaml",
    ] {
        assert!(
            secret_location(path).is_none(),
            "{path} should not be secret: {:?}",
            secret_location(path).map(|l| l.what)
        );
    }
}

#[test]
fn mobile_and_desktop_signing_files_and_password_files() {
    for path in [
        "local.properties",
        "/ws/local.properties",
        "android/local.properties",
        "LOCAL.PROPERTIES",
        "keystore.properties",
        "android/key.properties",
        "app/signing.properties",
        "app/google-services.json",
        "android/app/src/prod/google-services.json",
        "ios/Runner/GoogleService-Info.plist",
        "~/.android/adbkey",
        "/home/u/.android/adbkey",
        "~/.tauri/inkpad.key",
        "~/.tauri/inkpad.key.password",
        "$HOME/.tauri/updater.key",
        "~/.tauri",
        "keys/updater.key",
        "inkpad.key.password",
        "store.passwd",
        "secrets/db.password",
        "keystore-password.txt",
        "release_passwords.TXT",
    ] {
        assert!(secret_location(path).is_some(), "{path} should be secret");
    }
    for path in [
        "local.properties.example",
        "~/.android/adbkey.pub",
        "~/.tauri/inkpad.key.pub",
        "/etc/passwd",
        "passwd",
        "src/password_reset.py",
        "docs/password-policy.md",
        "~/.android/avd/Pixel_7.ini",
        "gradle.properties",
    ] {
        assert!(
            secret_location(path).is_none(),
            "{path} should not be secret: {:?}",
            secret_location(path).map(|l| l.what)
        );
    }
}

/// A password a tool reads from a file of its own (Ansible's vault password file, restic's and
/// borg's repository passwords), in the spellings projects use; code and prose about them,
/// and words that only end in the same letters, are not secret.
#[test]
fn tool_password_files() {
    for path in [
        ".vault_pass",
        "/ws/ops/.vault_pass",
        ".vault_pass.txt",
        "vault_pass.txt",
        ".vault_password",
        "VAULT_PASSWORD.TXT",
        ".vault-pass",
        ".vault-password-file",
        "vault-password-file",
        "~/.ansible/vault.pass",
        "secrets/.vaultpass",
        ".become_pass",
        "ansible/become-password",
        ".restic-password",
        "restic.pass",
        "backup/.db_pass",
        ".smtp-pass",
        "~/.config/borg.passphrase",
        "keys/.gpg_passphrase",
        "passphrase.txt",
        ".root_passwd",
    ] {
        assert!(secret_location(path).is_some(), "{path} should be secret");
    }
    for path in [
        "docs/vault-password.md",
        "roles/app/tasks/password.yml",
        "src/bypass.rs",
        "compass",
        "passport.js",
        "first_pass.rs",
        "find-generic-password",
        "reset-password",
        "change_password",
        "db_pass",
        "second-pass",
        "docs/passphrase-rules.md",
        "playbooks/site.yml",
        "passwd",
    ] {
        assert!(
            secret_location(path).is_none(),
            "{path} should not be secret: {:?}",
            secret_location(path).map(|l| l.what)
        );
    }
}

/// A credentials file kept encrypted in the repository (Rails' `credentials.yml.enc`) holds
/// only ciphertext; its key, and the same name unencrypted, stay secret.
#[test]
fn encrypted_credentials_are_ciphertext() {
    for path in [
        "config/credentials.yml.enc",
        "/ws/config/credentials/production.yml.enc",
        "CREDENTIALS.YML.ENC",
    ] {
        assert!(
            secret_location(path).is_none(),
            "{path} should not be secret: {:?}",
            secret_location(path).map(|l| l.what)
        );
    }
    for path in [
        "config/master.key",
        "config/credentials/production.key",
        "config/credentials.yml",
        "credentials.json",
        "config/credentials.enc.key",
    ] {
        assert!(secret_location(path).is_some(), "{path} should be secret");
    }
}

/// A file of key material alone names no secret: a plain word (a name in the code) finds none
/// of its lines, a pattern that reaches secrets through a wildcard or a class may; a file of
/// names and values is printed by a pattern naming a secret as before.
#[test]
fn searches_print_key_material_only_by_wildcards() {
    for (pattern, file) in [
        ("Rails\\.application\\.credentials", "/ws/config/master.key"),
        ("password", "/ws/certs/server.pem"),
        ("BEGIN", "/ws/deploy/id_ed25519"),
        // A pattern that looks for no secret prints none of a key's lines, as before.
        ("@pytest.fixture", "/ws/tests/fixtures/client.key"),
    ] {
        assert!(
            !pattern_prints_secrets_of(pattern, file),
            "{pattern} in {file}"
        );
    }
    for (pattern, file) in [
        ("private.*key", "/ws/certs/server.pem"),
        ("^", "/ws/config/master.key"),
        (".", "/ws/certs/server.pem"),
        ("\\w+", "/ws/config/credentials/production.key"),
        ("ab", "/ws/config/master.key"),
        ("a.*b", "/ws/config/master.key"),
        ("Rails\\.application\\.credentials", "/ws/.env"),
        ("password", "/ws/config/database.yml.local"),
        ("password", "/ws/.vault_pass"),
    ] {
        assert!(
            pattern_prints_secrets_of(pattern, file),
            "{pattern} in {file}"
        );
    }
}

fn doc_row(url: &str) -> Option<&'static str> {
    documentation_host(url).map(|r| r.host)
}

#[test]
fn documentation_hosts_in_many_spellings() {
    let cases = [
        (
            "https://docs.rs/sqlx/latest/sqlx/macro.query.html",
            "docs.rs",
        ),
        ("https://docs.rs", "docs.rs"),
        ("https://docs.rs/", "docs.rs"),
        ("HTTPS://DOCS.RS/serde", "docs.rs"),
        ("https://Docs.Rs./serde", "docs.rs"),
        ("https://docs.rs:443/serde", "docs.rs"),
        ("https://docs.rs?search=serde", "docs.rs"),
        ("https://docs.rs#top", "docs.rs"),
        (
            "https://restic.readthedocs.io/en/stable/",
            "*.readthedocs.io",
        ),
        ("https://a.b.readthedocs.io/en/latest/", "*.readthedocs.io"),
        (
            "https://pkg.go.dev/github.com/shopspring/decimal",
            "pkg.go.dev",
        ),
        (
            "https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/429",
            "developer.mozilla.org",
        ),
        (
            "https://registry.terraform.io/providers/hashicorp/aws/latest/docs",
            "registry.terraform.io",
        ),
        ("https://www.npmjs.com/package/express", "www.npmjs.com"),
        ("https://pypi.org/project/requests/", "pypi.org"),
    ];
    for (url, host) in cases {
        assert_eq!(doc_row(url), Some(host), "{url}");
    }
}

#[test]
fn look_alikes_of_documentation_hosts_are_other_hosts() {
    let cases = [
        // Another host that ends or begins with a row's name.
        "https://docs.rs.evil.com/serde",
        "https://evildocs.rs/serde",
        "https://docs-rs.com/serde",
        "https://docs.rs-evil.com/",
        "https://xdocs.rs/",
        "https://evil.com/docs.rs",
        "https://evil.com/?u=https://docs.rs/",
        "https://evil.com#docs.rs",
        // The bare suffix of a `*.` row, and a look-alike of it.
        "https://readthedocs.io/",
        "https://.readthedocs.io/",
        "https://evilreadthedocs.io/",
        "https://restic.readthedocs.io.evil.com/",
        // A user part, whichever side the row's name is on.
        "https://docs.rs@evil.com/",
        "https://evil.com@docs.rs/",
        "https://user:pass@docs.rs/",
        "https://docs.rs%40evil.com/",
        "https://docs.rs\\@evil.com/",
        "https://docs.rs\\.evil.com/",
        // Another port or scheme.
        "https://docs.rs:8443/",
        "https://docs.rs:/",
        "https://docs.rs:443:80/",
        "http://docs.rs/serde",
        "ftp://docs.rs/",
        "file://docs.rs/etc/passwd",
        "//docs.rs/serde",
        "docs.rs/serde",
        "https:/docs.rs/serde",
        "https:///docs.rs/serde",
        // Spellings a reader and a fetcher may read differently.
        "https://docs.rs /serde",
        "https://docs.rs\t/",
        "https://dоcs.rs/",
        "https://docs..rs/",
        "https://[::1]/docs.rs",
        "https://127.0.0.1/docs.rs",
        "https://localhost/",
        "",
    ];
    for url in cases {
        assert_eq!(doc_row(url), None, "{url}");
    }
}

#[test]
fn documentation_rows_are_lower_case_and_unique() {
    let mut seen = std::collections::HashSet::new();
    for row in DOCUMENTATION_HOSTS {
        assert_eq!(row.host, row.host.to_ascii_lowercase(), "{}", row.host);
        assert!(!row.ecosystem.is_empty(), "{}", row.host);
        assert!(seen.insert(row.host), "{} twice", row.host);
        // Every row is found by a URL of its own host.
        let name = row.host.replace("*.", "project.");
        assert_eq!(doc_row(&format!("https://{name}/page")), Some(row.host));
    }
}

#[test]
fn tool_credential_stores_and_names_that_say_credentials() {
    for path in [
        // Tools' stores by their conventional places, in several spellings of the home.
        "~/.config/itch/butler_creds",
        "$HOME/.config/itch/butler_creds",
        "/home/u/.config/itch/butler_creds",
        "/Users/u/Library/Application Support/itch/butler_creds",
        "~/.subversion/auth/svn.simple/5b1c0a6e4f3d2e1b0a9c8d7e6f5a4b3c",
        "~/.fastlane/spaceship/dev@example.com/cookie",
        "/Users/u/.fastlane/spaceship/a@b.example/cookie",
        "cookies.txt",
        "~/Downloads/cookies.txt",
        "/root/.subversion/auth/svn.ssl.server/abc",
        "~/.config/cabal/config",
        "~/.cabal/config",
        "~/.config/cachix/cachix.dhall",
        "~/.hex/hex.config",
        "~/.jfrog/jfrog-cli.conf.v6",
        "~/.config/dart/pub-credentials.json",
        "~/.config/dart/pub-tokens.json",
        "~/.pub-cache/credentials.json",
        "~/.bundle/config",
        "/home/u/.bundle/config",
        // Steam wherever it is installed.
        "~/Steam/config/config.vdf",
        "~/.steam/steam/config/config.vdf",
        "/home/u/.local/share/Steam/config/config.vdf",
        "~/.steam/steam/ssfn1234567890",
        // Composer's project auth file, in any letter case.
        "/ws/auth.json",
        "auth.json",
        "./AUTH.JSON",
        "packages/plugin/auth.json",
        // Names that say token, credentials or secret in a tool's folder under a config home.
        "~/.config/sometool/refresh_token.txt",
        "~/.local/share/sometool/tokens.db",
        "~/Library/Application Support/sometool/oauth-token.json",
        "~/.config/sometool/client_secret",
        "~/.config/pypoetry/auth.toml",
        "~/.local/share/sometool/auth.yaml",
        "~/.config/sometool/creds",
        // `creds` for credentials, in data formats and without an extension.
        "db_creds",
        "aws.creds",
        "creds.json",
        "config/db-creds.yaml",
        "ops/creds",
    ] {
        assert!(secret_location(path).is_some(), "{path}");
    }
    // Harmless neighbours: a project's own files by these names, settings without a login.
    for path in [
        "locales/en/auth.json",
        "public/locales/de-DE/auth.json",
        "src/lang/fr/auth.json",
        "messages/en/auth.json",
        "tests/fixtures/auth.json",
        "src/__mocks__/auth.json",
        "api/schemas/auth.json",
        "src/auth.ts",
        "src/creds.py",
        "creds_test.go",
        "/ws/.bundle/config",
        "cabal.project",
        "app.cabal",
        "~/.cabal/packages/hackage.haskell.org/01-index.tar",
        "~/.config/cabal/logs/build.log",
        "~/.subversion/config",
        "~/.subversion/servers",
        "~/svn/quire-booklists/trunk/readme.txt",
        "~/Steam/steamapps/common/Game/game.exe",
        "~/.steam/steam/config/loginusers.vdf",
        "steam/app_build_480.vdf",
        ".storybook/tokens.ts",
        "design/tokens.json",
        "~/.config/nvim/init.lua",
        "~/.config/fish/config.fish",
        "~/.local/share/godot/app_userdata/Game/saves/slot1.json",
        "creds",
        "db-creds",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

#[test]
fn shell_startup_files_and_patterns_that_name_secrets() {
    for path in [
        "~/.zshrc",
        "/home/u/.bashrc",
        "$HOME/.bash_profile",
        "~/.profile",
        "~/.ZSHENV",
        "~/.config/fish/config.fish",
        "/home/u/.config/fish/conf.d/tokens.fish",
        "~/.config/fish/fish_variables",
        "~/.config/environment.d/10-keys.conf",
        "/etc/environment",
        "/etc/profile.d/proxy.sh",
    ] {
        assert!(crate::shell_startup_file(path), "{path}");
    }
    for path in [
        "src/profile.ts",
        "profile",
        "docs/zshrc.md",
        "~/.config/fish/functions/ll.fish",
        "/ws/etc/environment",
        "dotfiles/environment",
    ] {
        assert!(!crate::shell_startup_file(path), "{path}");
    }
    for pattern in [
        "DENO_AUTH_TOKENS",
        "TOKEN",
        "API_KEY",
        "AUTH",
        "auth",
        "key",
        "^ *(username|password):",
        "export .*SECRET",
        "NPM_PASS",
        "GITHUB_PAT\\|GH_TOKEN",
    ] {
        assert!(crate::pattern_names_secrets(pattern), "{pattern}");
    }
    for pattern in [
        "bindkey",
        "alias",
        "PATH",
        "nvm",
        "author",
        "^",
        ".",
        "export PATH",
        "plugins=",
        "EDITOR",
    ] {
        assert!(!crate::pattern_names_secrets(pattern), "{pattern}");
    }
}

#[test]
fn documentation_hosts_of_game_haskell_nix_and_wordpress_stacks() {
    for (url, host) in [
        (
            "https://docs.godotengine.org/en/stable/tutorials/scripting/gdscript/gdscript_basics.html",
            "docs.godotengine.org",
        ),
        (
            "https://hspec.github.io/writing-specs.html",
            "hspec.github.io",
        ),
        (
            "https://hoogle.haskell.org/?hoogle=foldr",
            "hoogle.haskell.org",
        ),
        (
            "https://downloads.haskell.org/ghc/latest/docs/users_guide/",
            "downloads.haskell.org",
        ),
        ("https://search.nixos.org/packages", "search.nixos.org"),
        ("https://wp-cli.org/", "wp-cli.org"),
        ("https://fresh.deno.dev/docs/introduction", "fresh.deno.dev"),
    ] {
        assert_eq!(doc_row(url), Some(host), "{url}");
    }
    // Other pages on the same shared hosts, and look-alikes, are other hosts.
    for url in [
        "https://someone.github.io/hspec.github.io",
        "https://hspec.github.io.evil.example/",
        "https://docs-godotengine.org/",
        "http://docs.godotengine.org/",
    ] {
        assert_eq!(doc_row(url), None, "{url}");
    }
}

#[test]
fn chain_and_platform_credential_stores_service_account_keys_and_auth_urls() {
    for (path, fam) in [
        ("~/.foundry/keystores/treasury", "credentials file"),
        ("/home/dev/.foundry/keystores/deployer", "credentials file"),
        (
            "$HOME/.ethereum/keystore/UTC--2024-01-01T00-00-00Z--9a3f",
            "credentials file",
        ),
        (
            "node/keystore/UTC--2021-03-01T10-00-00Z--abcdef",
            "credentials file",
        ),
        ("~/.config/solana/id.json", "credentials file"),
        (
            "~/.config/solana/mainnet-upgrade-authority.json",
            "credentials file",
        ),
        (
            "/home/dev/.config/solana/devnet-deployer.json",
            "credentials file",
        ),
        ("~/.config/solana", "credentials file"),
        ("~/.config/solana/keys/ops.json", "credentials file"),
        ("target/deploy/treasury-keypair.json", "credentials file"),
        ("keys/deployer_keypair.json", "credentials file"),
        ("keypair.json", "credentials file"),
        ("~/.sui/sui_config/sui.keystore", "credentials file"),
        ("~/.aptos/config.yaml", "credentials file"),
        ("move/.aptos/config.yaml", "secrets file"),
        ("~/.bitcoin/wallets/main/wallet.dat", "credentials file"),
        ("/home/dev/.bitcoin/wallet.dat", "credentials file"),
        ("keys/payment.skey", "credentials file"),
        ("~/.foundry/keystores/mainnet-deployer", "credentials file"),
        ("~/.brownie/accounts/dev.json", "credentials file"),
        ("~/.near-credentials/testnet/alice.json", "credentials file"),
        (
            "~/.sfdx/release.manager@northwind-fs.com.json",
            "credentials file",
        ),
        ("/Users/dev/.sfdx/key.json", "credentials file"),
        ("~/.sf/x@y.json", "credentials file"),
        ("ci/prod.authurl", "credentials file"),
        ("CI/PROD.AUTHURL", "credentials file"),
        ("authurl.txt", "credentials file"),
        ("SFDX_AUTH_URL.txt", "credentials file"),
        ("devhub-sfdx-url.txt", "credentials file"),
        ("sfdx_auth_url", "credentials file"),
        ("auth-url.json", "credentials file"),
        (
            "~/Library/Preferences/shopify-cli-kit-nodejs/config.json",
            "credentials file",
        ),
        ("credentials/play-service-account.json", "cloud credentials"),
        ("keys/GCP_Service_Account.JSON", "cloud credentials"),
        ("firebase-serviceAccountKey.json", "cloud credentials"),
        ("ci/service_account.json", "cloud credentials"),
    ] {
        assert_eq!(family(path), Some(fam), "{path}");
    }
    // A project's own Salesforce folders hold its source tracking; the CLI's settings and
    // aliases name orgs; a Kubernetes service account is a manifest; prose and code about
    // auth URLs are the project's.
    for path in [
        "~/.sfdx/sfdx-config.json",
        "~/.sfdx/alias.json",
        ".sfdx/sfdx-config.json",
        "project/.sfdx/orgs/x/sourcePathInfos.json",
        ".sf/config.json",
        "k8s/service-account.yaml",
        "docs/service-account.md",
        "src/serviceAccount.ts",
        "docs/authurl.md",
        "src/auth_url.ts",
        "foundry.toml",
        "broadcast/Deploy.s.sol/11155111/run-latest.json",
        // The Solana CLI's settings name the RPC URL and the keypair's path; a program's
        // interface and build output are public; Cardano's verification keys are public; Aptos's
        // and Sui's other files hold no key.
        "~/.config/solana/cli/config.yml",
        "target/idl/treasury.json",
        "target/deploy/treasury.so",
        "target/types/treasury.ts",
        "keys/payment.vkey",
        "move/Move.toml",
        "~/.sui/sui_config/client.yaml",
        "docs/keypair.md",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

#[test]
fn credential_urls_by_their_variables_names() {
    for name in [
        "MAINNET_RPC_URL",
        "eth_rpc_url",
        "SEPOLIA_FORK_URL",
        "ALCHEMY_URL",
        "SLACK_WEBHOOK_URL",
        "DISCORD_HOOK_URL",
        "SLACK_WEBHOOK",
        "EMAIL_URL",
        "SMTP_URL",
        "LDAP_URI",
    ] {
        assert!(connection_variable(name), "{name}");
        assert!(secret_variable(name), "{name}");
    }
    for name in [
        "BASE_URL",
        "NEXT_PUBLIC_SITE_URL",
        "WEBHOOK_PATH",
        "WEBHOOK_PORT",
        "RPC_TIMEOUT",
        "GRPC_URL",
        "HOOKS_DIR",
    ] {
        assert!(!secret_variable(name), "{name}");
    }
}

/// Issue 21: the embedded stacks' documentation (the RTOS, the vendors' SDKs, the bootloader,
/// the probes' tools) is read as other ecosystems' is; a look-alike or a vendor's other site is
/// not.
#[test]
fn clojure_bun_and_hosted_database_documentation_hosts() {
    let known = [
        (
            "https://cljdoc.org/d/com.github.seancorfield/next.jdbc/CURRENT/doc/getting-started",
            "cljdoc.org",
        ),
        ("https://clojure.org/reference/deps_edn", "clojure.org"),
        (
            "https://clojuredocs.org/clojure.core/assoc-in",
            "clojuredocs.org",
        ),
        ("https://clojars.org/tallyho/money", "clojars.org"),
        (
            "https://elysiajs.com/essential/life-cycle.html",
            "elysiajs.com",
        ),
        ("https://hono.dev/docs/api/routing", "hono.dev"),
        ("https://docs.turso.tech/cli/db/shell", "docs.turso.tech"),
        (
            "https://docs.railway.com/guides/environments",
            "docs.railway.com",
        ),
        (
            "https://planetscale.com/docs/concepts/branching",
            "planetscale.com",
        ),
        (
            "https://neon.tech/docs/connect/connect-from-any-app",
            "neon.tech",
        ),
    ];
    for (url, host) in known {
        assert_eq!(doc_row(url), Some(host), "{url}");
    }
    for url in [
        "https://app.planetscale.com/acme/invoices",
        "https://console.neon.tech/app/projects",
        "https://railway.com/project/abc",
        "https://relaypost-acme.turso.io/v2/pipeline",
        "https://cljdoc.org.evil.com/d/x",
    ] {
        assert_eq!(doc_row(url), None, "{url}");
    }
}

#[test]
fn embedded_documentation_hosts() {
    let known = [
        (
            "https://docs.zephyrproject.org/latest/hardware/peripherals/adc.html",
            "docs.zephyrproject.org",
        ),
        (
            "https://docs.nordicsemi.com/bundle/ncs-latest/page/nrf/index.html",
            "docs.nordicsemi.com",
        ),
        (
            "https://docs.espressif.com/projects/esptool/en/latest/esp32/",
            "docs.espressif.com",
        ),
        (
            "https://docs.platformio.org/en/latest/",
            "docs.platformio.org",
        ),
        ("https://docs.mcuboot.com/imgtool.html", "docs.mcuboot.com"),
        ("https://probe.rs/docs/tools/probe-rs/", "probe.rs"),
    ];
    for (url, host) in known {
        assert_eq!(doc_row(url), Some(host), "{url}");
    }
    for url in [
        "https://zephyrproject.org/",
        "https://docs.zephyrproject.org.evil.com/",
        "http://docs.zephyrproject.org/latest/",
        "https://devzone.nordicsemi.com/f/nordic-q-a",
        "https://evil-probe.rs/",
    ] {
        assert_eq!(doc_row(url), None, "{url}");
    }
}

#[test]
fn documentation_hosts_of_the_libraries_a_project_is_written_against() {
    for (url, host) in [
        (
            "https://gin-gonic.com/docs/examples/binding-and-validation/",
            "gin-gonic.com",
        ),
        ("https://gorm.io/docs/delete.html", "gorm.io"),
        (
            "https://java.testcontainers.org/modules/kafka/",
            "*.testcontainers.org",
        ),
        (
            "https://dotnet.testcontainers.org/modules/mssql/",
            "*.testcontainers.org",
        ),
        (
            "HTTPS://Node.Testcontainers.Org./quickstart/",
            "*.testcontainers.org",
        ),
        (
            "https://docs.sentry.io/platforms/python/integrations/celery/",
            "docs.sentry.io",
        ),
        (
            "https://docs.trychroma.com/docs/querying-collections/query-and-get",
            "docs.trychroma.com",
        ),
        (
            "https://ssl-config.mozilla.org/#server=nginx&config=intermediate",
            "ssl-config.mozilla.org",
        ),
        ("https://zod.dev/?id=basic-usage", "zod.dev"),
        (
            "https://docs.ragas.io/en/stable/concepts/metrics/available_metrics/faithfulness/",
            "docs.ragas.io",
        ),
    ] {
        assert_eq!(doc_row(url), Some(host), "{url}");
    }
    // The services' own hosts, their consoles and APIs, the bare suffix of the `*.` row and
    // look-alikes are other hosts.
    for url in [
        "https://sentry.io/organizations/acme/issues/",
        "https://o123.ingest.sentry.io/api/1/envelope/",
        "https://api.trychroma.com/api/v2/collections",
        "https://testcontainers.org/",
        "https://java.testcontainers.org.evil.example/",
        "https://gin-gonic.com.evil.example/",
        "https://mozilla.org/",
        "https://evil-ssl-config.mozilla.org.example/",
        "http://gin-gonic.com/docs/",
        "https://docs.sentry.io:8443/",
    ] {
        assert_eq!(doc_row(url), None, "{url}");
    }
}

/// A web application's installed configuration holds its database password and keys; its
/// templates and the project's own code of the same words are readable.
#[test]
fn web_applications_installed_configuration() {
    for path in [
        "wp-config.php",
        "/var/www/html/wp-config.php",
        "public/WP-CONFIG.PHP",
        "~/sites/blog/wp-config.php",
        "w/LocalSettings.php",
        "web/sites/default/settings.php",
        "docroot/sites/example.com/settings.php",
        "app/etc/env.php",
        "nextcloud/config/config.php",
        "/etc/phpmyadmin/config.inc.php",
    ] {
        assert_eq!(family(path), Some("secrets file"), "{path}");
    }
    for path in [
        "wp-config-sample.php",
        "src/wp-config-loader.php",
        "web/sites/default/default.settings.php",
        "src/settings.php",
        "app/etc/config.php",
        "config/app.php",
        "config.sample.inc.php",
        "docs/wp-config.md",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

/// Deploy and load tools' stored logins, whatever their file's extension; the same names in a
/// project are the project's.
#[test]
fn deploy_tools_stored_logins() {
    for path in [
        "~/.config/argocd/config",
        "$HOME/.config/argocd/config",
        "/home/dev/.argocd/config",
        "/Users/dev/.rancher/cli2.json",
        "~/.config/loadimpact/k6/config.json",
    ] {
        assert_eq!(family(path), Some("credentials file"), "{path}");
    }
    for path in [
        "deploy/argocd/config",
        "argocd/config.yaml",
        "~/.config/git/config",
        "charts/rancher/cli2.json",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

/// A deployed environment's settings known by name are settings (their read may be granted per
/// file); a secret store, and a path a secret store's row also matches, never is.
#[test]
fn production_settings_are_settings_and_secret_stores_are_not() {
    for path in [
        "/ws/deploy/helm/web/values-prod.yaml",
        "/ws/Pulumi.prod.yaml",
        "Pulumi.PROD.yaml",
        "src/main/resources/application-prod.yml",
        "config/settings_production.toml",
        "conf/flyway.prod.toml",
        "prod.json",
        "src/Api/appsettings.Production.json",
        "src/Api/appsettings.Staging.json",
        // Every framework's data format: Clojure's EDN, HOCON, INI, cfg.
        "config/prod.edn",
        "resources/config/production.edn",
        "conf/application.prod.conf",
        "config/app-prod.hocon",
        "deploy/prod.ini",
        "setup_prod.cfg",
        "config/production.toml",
    ] {
        assert!(secret_location(path).is_some(), "{path}");
        assert!(settings_file(path), "{path}");
    }
    // Templates, other environments' settings, code named for a production build and settings
    // modules in a language's source (which read their secrets from the environment by their
    // frameworks' conventions) stay readable; a secret store by name (`prod.secret.exs`) is a
    // secret, not settings.
    for path in [
        "config/settings/production.py",
        "shop/settings/prod.py",
        "config/prod.edn.example",
        "config/prod.edn.template",
        "config/prod.exs",
        "config/dev.edn",
        "config/test.exs",
        "webpack.prod.js",
        "src/environments/environment.prod.ts",
        "tests/test_production.py",
        "app/production_report.py",
        "docs/prod.md",
    ] {
        assert!(
            secret_location(path).is_none(),
            "{path} should not be secret"
        );
    }
    assert!(secret_location("config/prod.secret.exs").is_some());
    assert!(!settings_file("config/prod.secret.exs"));
    for path in [
        ".env.production",
        "deploy/prod.env",
        "config/secrets-prod.yaml",
        "prod-secrets.json",
        "config/local-production.yaml",
        "/home/u/.aws/values-prod.yaml",
        "prod.tfvars",
        "/ws/deploy/values.yaml",
        "product.yml",
    ] {
        assert!(!settings_file(path), "{path}");
    }
    assert_eq!(
        file_read_key("/ws/Pulumi.prod.yaml"),
        "read file:/ws/Pulumi.prod.yaml"
    );
    assert!(file_read_key("/x").starts_with(FILE_READ_KEY_PREFIX));
}

/// A seat's software licence (a signed `.ulf`, a FlexLM `.lic`, a product's `license.key`) is a
/// credential, in any folder and letter case; a project's licence text is not.
#[test]
fn software_licence_keys_are_secret_and_licence_texts_are_not() {
    for path in [
        "Unity_lic.ulf",
        "~/.local/share/unity3d/Unity/Unity_lic.ulf",
        "/opt/tools/license.lic",
        "flexlm/SERVER.LIC",
        "config/license.key",
        "/etc/product/Licence.key",
        "~/.config/sublime-text/Local/License.sublime_license",
    ] {
        assert_eq!(family(path), Some("credentials file"), "{path}");
    }
    for path in [
        "LICENSE",
        "LICENSE.md",
        "license.txt",
        "LICENCE",
        "COPYING",
        "LICENSES/MIT.txt",
        "assets/logo.png.license",
        "docs/license-keys.md",
        "src/licensing.rs",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

/// Shells' and REPLs' histories hold what was typed by hand, tokens and passwords among them:
/// secret in any folder; a project's history documents and code named for history are not.
#[test]
fn shell_and_repl_histories_are_secret() {
    for path in [
        "~/.bash_history",
        "/home/dev/.zsh_history",
        "/root/.zhistory",
        "~/.local/share/fish/fish_history",
        "~/.python_history",
        "~/.psql_history",
        "~/.mysql_history",
        "~/.node_repl_history",
        "~/.mongodb/mongosh/mongosh_repl_history",
        "project/.Rhistory",
        "~/.config/powershell/PSReadLine/ConsoleHost_history.txt",
    ] {
        assert_eq!(family(path), Some("history file"), "{path}");
    }
    for path in [
        "HISTORY.md",
        "docs/history.rst",
        "src/history.ts",
        "app/models/order_history.rb",
        "CHANGES",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

/// R's environment files and rsconnect's accounts hold tokens, as `.env` and a CLI's login do;
/// Hatch's settings hold its publishing token.
#[test]
fn r_environments_rsconnect_accounts_and_hatch_settings_are_secret() {
    for path in [
        "~/.Renviron",
        "/home/dev/.Renviron",
        "project/.Renviron",
        "~/.config/R/rsconnect/accounts/shinyapps.io/hydro-lab.dcf",
        "~/.local/share/rsconnect/accounts/connect.example.com/me.dcf",
        "~/.config/hatch/config.toml",
    ] {
        assert!(family(path).is_some(), "{path}");
    }
    for path in [
        "R/environment.R",
        "renv.lock",
        "hatch.toml",
        "pyproject.toml",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

/// GitHub's pages and raw files of public repositories are documentation hosts (READMEs,
/// changelogs, releases, issues); its look-alikes, its pages over plain http, gists and
/// GitHub Pages sites are other hosts.
#[test]
fn github_pages_and_raw_files_are_documentation() {
    for url in [
        "https://github.com/open-telemetry/opentelemetry-go/blob/main/CHANGELOG.md",
        "https://github.com/rust-lang/rust/issues/12345",
        "https://GITHUB.com/x/y/releases",
        "https://raw.githubusercontent.com/x/y/main/README.md",
    ] {
        assert!(documentation_host(url).is_some(), "{url}");
    }
    for url in [
        "https://github.com.evil.example/x",
        "https://evil-github.com/x",
        "http://github.com/x/y",
        "https://gist.github.com/x/1",
        "https://someone.github.io/x",
        "https://github.com:8443/x",
        "https://user@github.com/x",
    ] {
        assert!(documentation_host(url).is_none(), "{url}");
    }
}

/// Request-capture services and every name under them, in any case and with a port or a
/// trailing dot; look-alikes are other hosts.
#[test]
fn request_capture_hosts_by_name() {
    for host in [
        "webhook.site",
        "WEBHOOK.SITE",
        "webhook.site.",
        "webhook.site:443",
        "eo1x2y.m.pipedream.net",
        "abc.oast.fun",
        "x.burpcollaborator.net",
    ] {
        assert!(capture_host(host), "{host}");
    }
    for host in [
        "notwebhook.site",
        "webhook.site.example.com",
        "pipedream.com",
        "example.com",
    ] {
        assert!(!capture_host(host), "{host}");
    }
}

/// direnv's per-stage files, token caches, registry and VPN logins and key files
/// by name: each a secret in every spelling; templates, code and documents by those names,
/// and Flask's committed `.flaskenv`, are not.
#[test]
fn envrc_variants_token_caches_and_key_files() {
    let secret = [
        (".envrc.prod", ".env"),
        (".envrc.local", ".env"),
        (".envrc.private", ".env"),
        ("deploy/.ENVRC.STAGING", ".env"),
        ("/w/p/.Envrc.Production", ".env"),
        ("msal_token_cache.json", "cloud credentials"),
        ("/w/p/msal_token_cache.bin", "cloud credentials"),
        ("cache/token_cache.json", "cloud credentials"),
        ("tmp/TokenCache.dat", "cloud credentials"),
        ("accessTokens.json", "cloud credentials"),
        ("token.json", "cloud credentials"),
        ("scripts/token.pickle", "cloud credentials"),
        (".dockercfg", "credentials file"),
        ("pull-secret/.dockerconfigjson", "credentials file"),
        ("vpn/office.ovpn", "credentials file"),
        ("/w/p/wg0.conf", "credentials file"),
        ("sftp-config.json", "credentials file"),
        (".ftpconfig", "credentials file"),
        (".ftppass", "credentials file"),
        (".vscode/sftp.json", "credentials file"),
        ("/w/p/.vscode/sftp.json", "credentials file"),
        (
            "/home/u/.config/filezilla/sitemanager.xml",
            "credentials file",
        ),
        (
            "/home/u/.config/filezilla/recentservers.xml",
            "credentials file",
        ),
        ("backup/rclone.conf", "credentials file"),
        ("api_key.txt", "secrets file"),
        ("keys/openai-api-key.json", "secrets file"),
        ("stripe.apikey", "secrets file"),
        (".api_key", "secrets file"),
        (".token", "secrets file"),
        ("github.token", "secrets file"),
        ("token.txt", "secrets file"),
    ];
    for (path, expected) in secret {
        assert_eq!(family(path), Some(expected), "{path}");
    }
    let public = [
        ".envrc.example",
        ".envrc.sample",
        ".envrc.template",
        ".flaskenv",
        "envrc.md",
        "src/token_cache.py",
        "src/tokens.json",
        "locales/en/token.json",
        "src/api_key.rs",
        "docs/api-key.md",
        "src/token.ts",
        "wg.md",
        "tokens.txt",
        ".vscode/settings.json",
        "sftp.json",
        "docs/sftp.json.md",
        "filezilla/README.md",
    ];
    for path in public {
        assert_eq!(family(path), None, "{path}");
    }
}

/// Issue 21: a documentation page by its shape: which sign names it, and the look-alikes of the
/// shape that a token, a query, a private name or an address keeps out.
#[test]
fn documentation_pages_by_their_shape() {
    let sign = |url: &str| match documentation_page(url) {
        Some(DocPage::Shape { sign, .. }) => Some(sign),
        Some(DocPage::Row(row)) => Some(row.host),
        None => None,
    };
    for (url, expected) in [
        ("https://docs.stripe.com/billing", "first label"),
        (
            "https://developer.chrome.com/docs/extensions",
            "first label",
        ),
        ("https://DEVELOPERS.example.org/maps", "first label"),
        ("https://book.kubebuilder.io/", "first label"),
        ("https://resend.com/docs/send-with-nextjs", "by its path"),
        ("https://www.jooq.org/doc/latest/manual/", "by its path"),
        ("https://modal.com/docs/guide/webhooks#x", "by its path"),
        ("https://example.com/en/guide/intro.html", "by its path"),
        (
            "https://astronomer.github.io/astronomer-cosmos/",
            "static site",
        ),
        ("https://group.gitlab.io/project/api/", "static site"),
        (
            "https://sensirion.com/media/documents/48C4B7FB/64C134E7/Sensirion_SCD4x_Datasheet.pdf",
            "datasheet or manual",
        ),
        (
            "https://www.st.com/resource/en/reference_manual/rm0090-stm32f405-reference-manual.pdf",
            "datasheet or manual",
        ),
        (
            "https://www.ti.com/lit/ds/symlink/tps62840-DATASHEET.PDF",
            "datasheet or manual",
        ),
        (
            "https://example.com/files/nrf52840_user_guide.pdf",
            "datasheet or manual",
        ),
    ] {
        let got = sign(url);
        assert!(got.is_some_and(|s| s.contains(expected)), "{url}: {got:?}");
    }
    assert_eq!(sign("https://docs.rs/serde"), Some("docs.rs"));
    for url in [
        "https://example.com/blog/post",
        "https://example.com/a/b/c/docs",
        "https://docs.com/x",
        "https://evil.com/api/v1/users",
        "https://evil.com/docs/AKIAIOSFODNN7EXAMPLE1234",
        "https://evil.com/docs/x?page=2",
        "https://docs.evil.com/?q=1",
        "https://docs.evil.com/ghp_16C7e42F292c6912E7710c838347Ae178B4a",
        "https://docs.evil.com/12345678901234",
        "https://docs.evil.com/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "https://docs.evil.com/a%2Fb",
        "https://docs.evil.com/a+b",
        "https://docs.evil.com/./x",
        "https://docs.evil.com/1/2/3/4/5/6/7/8/9/10/11",
        "http://docs.evil.com/guide",
        "https://docs.evil.com:8443/guide",
        "https://docs.evil.com@evil.com/guide",
        "https://docs.corp.internal/guide",
        "https://docs.intranet/guide",
        "https://wiki.home.arpa/docs/",
        "https://docs.box.tail4c2e1.ts.net/docs/",
        "https://docs.local/guide",
        "https://docs.svc/guide",
        "https://docs.example.123/guide",
        "https://10.0.0.5/docs/",
        "https://[::1]/docs/",
        "https://evil.github.io",
        "https://github.io/",
        "https://a.b.github.io/x",
        "https://docs.example.com/gu\\ide",
        "https://docs.evil.com/ab12cd34ef56gh",
        // A PDF not named as documentation, a datasheet's name with a query or a token in its
        // path, or on a private name, is none.
        "https://example.com/files/invoice-2026.pdf",
        "https://example.com/files/datasheet.pdf.exe",
        "https://example.com/datasheet.pdf?id=1",
        "https://evil.com/ghp_16C7e42F292c6912E7710c838347Ae178B4a/datasheet.pdf",
        "https://evil.com/AKIAIOSFODNN7EXAMPLE1234-datasheet.pdf",
        "https://files.corp.internal/datasheet.pdf",
        "http://example.com/datasheet.pdf",
        "https://docs.evil.com/a1-b2-c3-d4-e5-f6-g7-h8-i9-j1-k2-l3-m4",
        "https://docs.evil.com/abcdefghijklm/abcdefghijklm/abcdefghijklm/abcdefghijklm/abcdefghijklm/abcdefghijklm/abcdefghijklm/abcdefghijklm/abcdefghijklm",
    ] {
        assert_eq!(sign(url), None, "{url}");
    }
}

#[test]
fn kubeconfig_current_context_in_many_spellings() {
    let named = |t: &str| KubeContext::Named(t.to_owned());
    let cases = [
        (
            "apiVersion: v1\ncurrent-context: kind-dev\nkind: Config\n",
            named("kind-dev"),
        ),
        ("current-context: minikube", named("minikube")),
        (
            "current-context:   k3d-shop   # made by k3d\n",
            named("k3d-shop"),
        ),
        (
            "current-context: \"docker-desktop\"\n",
            named("docker-desktop"),
        ),
        ("current-context: 'kind-a'\r\n", named("kind-a")),
        ("\u{feff}current-context: orbstack\n", named("orbstack")),
        (
            "current-context: gke_acme-prod_europe-west4_prod\n",
            named("gke_acme-prod_europe-west4_prod"),
        ),
        (
            "current-context: arn:aws:eks:eu-west-1:1:cluster/prod\n",
            named("arn:aws:eks:eu-west-1:1:cluster/prod"),
        ),
        ("\"current-context\": kind-x\n", named("kind-x")),
        // Nested keys are another map's, not the file's current context.
        (
            "contexts:\n- name: kind-x\n  current-context: kind-x\n",
            KubeContext::Unset,
        ),
        ("apiVersion: v1\nkind: Config\n", KubeContext::Unset),
        ("current-context: \"\"\n", KubeContext::Unset),
        ("current-context:\n", KubeContext::Unset),
        ("current-context: ~\n", KubeContext::Unset),
        ("", KubeContext::Unset),
        // Odd: said twice, several documents, JSON, anchors, block scalars, odd quoting.
        (
            "current-context: kind-a\ncurrent-context: prod\n",
            KubeContext::Odd,
        ),
        (
            "current-context: kind-a\n---\ncurrent-context: prod\n",
            KubeContext::Odd,
        ),
        ("---\ncurrent-context: kind-a\n", KubeContext::Odd),
        ("{\"current-context\": \"kind-a\"}\n", KubeContext::Odd),
        ("current-context: *ctx\n", KubeContext::Odd),
        ("current-context: &a kind-a\n", KubeContext::Odd),
        ("current-context: !!str kind-a\n", KubeContext::Odd),
        ("current-context: |\n  kind-a\n", KubeContext::Odd),
        ("current-context: \"kind-a'\n", KubeContext::Odd),
        ("current-context: kind a\n", KubeContext::Odd),
        ("current-context: $CTX\n", KubeContext::Odd),
        ("current-context: -kind\n", KubeContext::Odd),
        ("current-context:kind-a\n", KubeContext::Odd),
    ];
    for (text, want) in cases {
        assert_eq!(kubeconfig_current_context(text), want, "{text:?}");
    }
    let long = format!("current-context: kind-{}\n", "a".repeat(300));
    assert_eq!(kubeconfig_current_context(&long), KubeContext::Odd);
}

#[test]
fn kubeconfig_files_as_kubectl_reads_them() {
    let v = |x: &[&str]| Some(x.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>());
    assert_eq!(
        kubeconfig_files(None, Some("/home/u")),
        v(&["/home/u/.kube/config"])
    );
    assert_eq!(
        kubeconfig_files(Some(""), Some("/home/u/")),
        v(&["/home/u/.kube/config"])
    );
    assert_eq!(
        kubeconfig_files(Some("/a/k1::/b/k2"), Some("/home/u")),
        v(&["/a/k1", "/b/k2"])
    );
    assert_eq!(
        kubeconfig_files(Some("/a/k1:rel/k2"), Some("/home/u")),
        None
    );
    assert_eq!(kubeconfig_files(Some(":"), Some("/home/u")), None);
    assert_eq!(kubeconfig_files(None, None), None);
    assert_eq!(kubeconfig_files(None, Some("relative")), None);
}

/// Terraform's var files: named for a secret or for production (by name or by the folder of a
/// production environment) they hold a deployed environment's passwords and always ask;
/// another environment's var file is its configuration.
#[test]
fn terraform_var_files_are_secret_when_named_for_secrets_or_production() {
    for path in [
        "secrets.auto.tfvars",
        "envs/app/secrets.tfvars.json",
        "db-password.tfvars",
        "api_tokens.tfvars",
        "cloud-credentials.auto.tfvars",
        "ssh_keys.tfvars",
        "prod.tfvars",
        "envs/app/PROD.tfvars",
        "app-prod.tfvars",
        "app_prod.tfvars.json",
        "eu.prod.tfvars",
        "prod.auto.tfvars",
        "prod-eu.tfvars",
        "app-prod-eu.tfvars",
        "production.tfvars",
        "production.auto.tfvars",
        "envs/prod/terraform.tfvars",
        "environments/production/app.tfvars",
        "live/eu-prod/terraform.tfvars.json",
        "envs/prod-eu/terraform.tfvars",
        "prd.tfvars",
        "app-prd.tfvars",
        "prd.auto.tfvars",
        "eu_prd.tfvars.json",
        "envs/prd/terraform.tfvars",
        "envs/app-prd/terraform.tfvars",
        "sensitive.auto.tfvars",
        "db-sensitive.tfvars",
    ] {
        assert_eq!(family(path), Some("secrets file"), "{path}");
    }
    for path in [
        "terraform.tfvars",
        "TERRAFORM.TFVARS",
        "envs/app/dev.tfvars",
        "staging.tfvars",
        "envs/staging/terraform.tfvars",
        "network.auto.tfvars",
        "product.tfvars",
        "products/terraform.tfvars",
        "envs/dev/terraform.tfvars.json",
        "prod.tfvars.example",
        "envs/prod/main.tf",
        "envs/prod/README.md",
        "envs/prd/main.tf",
        "prdx.tfvars",
        "sprd.tfvars",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}

/// A service account's key by its short name (`sa` as a word of a JSON file's name) and any
/// JSON in a folder of keys or credentials is secret; a word that only contains `sa`, a public
/// key set and a region's file are not.
#[test]
fn service_account_keys_by_short_name_and_key_folders() {
    for path in [
        "include/gcp/sa-dev.json",
        "include/gcp/sa-prod.json",
        "sa.json",
        "SA.JSON",
        "deployer-sa.json",
        "ci_sa_key.json",
        "gcp/airflow_sa.json",
        "bq-sa-reader.json",
    ] {
        assert_eq!(family(path), Some("cloud credentials"), "{path}");
    }
    for path in [
        "keys/dev.json",
        "gcp-keys/ci.json",
        "deploy_keys/ci.json",
        "credentials/airflow.json",
        "secrets/bigquery.json",
        "service-accounts/deployer.json",
        "/home/u/service_accounts/ci.json",
    ] {
        assert_eq!(family(path), Some("secrets file"), "{path}");
    }
    for path in [
        "usa.json",
        "data/usa-states.json",
        "salsa.json",
        "visa-rules.json",
        "regions/sa-east-1.json",
        "keys/jwks.json",
        "keys/public.json",
        "include/gcp/schema.json",
        "include/gcp/orders_schema.json",
        "sa-dev.yaml",
        "keys/README.md",
        "src/sa.ts",
    ] {
        assert_eq!(family(path), None, "{path}");
    }
}
