//! Classes of dangerous commands recognised by their shape in any program, in many spellings,
//! and the harmless neighbours that must not ask more: destroying options of unknown programs
//! (also inside a container), secret settings printed by a configuration command, production
//! selected by an option's value, and batch-command build tools' commands.

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, PROJECT, allowed, always_ask, project_family};

/// Each script is judged at `level` (a grant aside).
fn levels(cases: &[(&str, Level)]) {
    let bad: Vec<String> = cases
        .iter()
        .filter_map(|(s, level)| {
            let v = judge(s, &ENV);
            (v.level != *level)
                .then(|| format!("{s:?}: want {level:?}, got {:?} `{}`", v.level, v.row))
        })
        .collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn destroying_options_of_unknown_programs_always_ask() {
    always_ask(&[
        "kafka-topics --bootstrap-server localhost:9092 --delete --topic payments.v1",
        "kafka-topics.sh --bootstrap-server localhost:9092 --topic x --delete",
        "docker compose exec kafka kafka-topics --bootstrap-server localhost:9092 --delete --topic payments.v1",
        "docker compose exec -T kafka kafka-topics --bootstrap-server kafka:9092 --delete --topic x",
        "docker exec -it kafka kafka-topics --delete --topic x --bootstrap-server localhost:9092",
        "docker compose exec kafka sh -c 'kafka-topics --bootstrap-server localhost:9092 --delete --topic x'",
        "kubectl exec -it kafka-0 -- kafka-topics --bootstrap-server localhost:9092 --delete --topic x",
        "kafka-consumer-groups --bootstrap-server localhost:9092 --group g --reset-offsets --to-earliest --execute --topic x",
        "kafka-configs --bootstrap-server x --alter --entity-type topics --entity-name t --delete-config retention.ms",
        "mytool --drop",
        "mytool --drop-tables",
        "mytool --purge",
        "mytool --wipe",
        "mytool --truncate",
        "mytool --delete-all",
        "mytool --deleteAll",
        "mytool --force-delete",
        "mytool --remove-all",
        "mytool --reset",
        "mytool --flush",
        "mytool --flushall",
        "mytool --destroy",
        "mytool --erase",
        "mytool --purge=true",
        "mytool -delete",
        "rabbitmqadmin --purge queue name=q",
        "influx bucket --delete x",
        "pulsar-admin topics --delete-all",
        "mytool --dropdb",
        "npx kafka-topics --delete --topic x",
        "uvx some-cli --purge",
        "pnpm dlx some-cli --wipe",
        "poetry run mytool --drop-tables",
        "docker compose run --rm app mytool --purge",
    ]);
}

#[test]
fn harmless_options_of_unknown_programs_do_not_always_ask() {
    levels(&[
        // Known now: a listing of a broker on this machine only reads.
        (
            "kafka-topics --bootstrap-server localhost:9092 --list",
            Level::Allow,
        ),
        (
            "kafka-topics --bootstrap-server localhost:9092 --describe --topic x",
            Level::Allow,
        ),
        (
            "brokerctl --bootstrap-server localhost:9092 --list",
            Level::AskOnce,
        ),
        ("mytool --delete --dry-run", Level::AskOnce),
        ("mytool --no-delete", Level::AskOnce),
        ("mytool --reset-cache", Level::AskOnce),
        ("mytool --purge-cache", Level::AskOnce),
        ("mytool --remove-unused-imports src", Level::AskOnce),
        ("mytool --keep-deleted", Level::AskOnce),
        ("mytool -rf", Level::AskOnce),
        ("mytool -- --delete", Level::AskOnce),
        ("npx some-cli --list", Level::AskOnce),
        ("npx some-cli --reset-cache", Level::AskOnce),
    ]);
}

#[test]
fn secret_settings_printed_always_ask() {
    always_ask(&[
        "yarn config get npmAuthToken",
        "yarn config get 'npmScopes.acme.npmAuthToken'",
        "npm config get //registry.npmjs.org/:_authToken",
        "npm config get _auth",
        "pnpm config get //npm.pkg.github.com/:_authToken",
        "poetry config http-basic.pypi",
        "poetry config pypi-token.pypi",
        "pip config get global.password",
        "pip3 config get site.password",
        "gh config get oauth_token",
        "aws configure get aws_secret_access_key",
        "aws configure get aws_session_token --profile dev",
        "gcloud config get auth/access_token_file",
        "composer config github-oauth.github.com",
        "composer config --global gitlab-token.gitlab.com",
        "git config --get http.https://github.com/.extraheader",
        "git config --get-all http.extraheader",
        "mytool config get proxy.authorization",
        "git config --get github.token",
        "mytool config get api_key",
        "mytool config show private-key",
        "mytool config view secret",
        "mytool configure get password",
        "yarn config list",
        "yarn config list --json",
        "gradle properties",
        "./gradlew properties",
        "./gradlew :app:properties",
        "./gradlew -q properties --console=plain",
    ]);
}

#[test]
fn other_settings_and_writes_keep_their_rows() {
    levels(&[
        ("npm config get registry", Level::Allow),
        ("npm config list", Level::Allow),
        ("pnpm config list", Level::Allow),
        ("yarn config get nodeLinker", Level::Allow),
        ("git config --get user.email", Level::Allow),
        ("git config --get credential.helper", Level::Allow),
        ("gh config get git_protocol", Level::Allow),
    ]);
    // Setting a key is no print of it: its own row decides.
    for s in [
        "npm config set //registry.npmjs.org/:_authToken x",
        "yarn config set npmAuthToken x",
    ] {
        assert!(
            judge(s, &ENV).row != "credentials: a secret setting printed",
            "{s}"
        );
    }
}

#[test]
fn production_selected_by_an_option_value_always_asks() {
    always_ask(&[
        "dbt run --full-refresh --target prod -s fct_orders_daily",
        "dbt run --target production",
        "dbt run --target=prod",
        "dbt run -t prod",
        "dbt build -t production --select x",
        "dbt seed --target prod",
        "mytool deploy-ish --stage prod",
        "mytool sync --workspace prod",
        "mytool sync --project acme-prod",
        "mytool sync --gcp-project=acme-prod",
        "mytool sync --account prod",
        "mytool sync --cluster prod-eu-1",
        "mytool sync --deployment production",
        "mytool sync --aws-profile prod",
        "mytool sync --namespace prod",
        "mytool sync --target-env Production",
        "mytool sync --env-name prd",
        "npx prisma db execute --file x.sql --stack prod",
        "databricks bundle run -t prod job",
        "databricks bundle run --target=prod job",
        "ansible-playbook -i inventories/production/hosts.yml site.yml",
        "ansible-playbook -i prod.ini site.yml",
        "ansible-playbook site.yml --limit prod",
        "ansible all -i inventories/prod -m ping",
        "sqlmesh --gateway prod plan",
        "meltano --environment prod run tap target",
    ]);
}

#[test]
fn option_values_that_are_no_production_place_keep_their_rows() {
    project_family(&[
        "cargo build --target x86_64-unknown-linux-gnu",
        "cargo build --target-dir target/prod",
        "cargo build --release --target aarch64-apple-darwin --target-dir /tmp/prod-build",
    ]);
    levels(&[
        ("dbt run --target dev", Level::AskOnce),
        ("dbt run -t ci", Level::AskOnce),
        (
            "ansible-playbook -i inventories/staging/hosts.yml --syntax-check site.yml",
            Level::AskOnce,
        ),
        ("docker build --target production -t app .", Level::AskOnce),
        ("docker buildx build --target prod -t app .", Level::AskOnce),
        (
            "gcloud --project acme-prod compute instances list",
            Level::Allow,
        ),
        ("mytool sync --profiles-dir ./prod", Level::AskOnce),
        ("mytool sync --env-file .env.prod.example", Level::AskOnce),
    ]);
}

#[test]
fn batch_build_tools_judge_each_command() {
    always_ask(&[
        "sbt '+publishSigned; sonatypeBundleRelease'",
        "sbt \"+publishSigned; sonatypeBundleRelease\"",
        "sbt \"clean; test; Docker/publish\"",
        "sbt Docker/publish",
        "sbt 'Docker / publish'",
        "sbt +publish",
        "sbt ++2.13.12 publish",
        "sbt '++ 2.13.12 publishSigned'",
        "sbt publishSigned",
        "sbt sonatypeBundleRelease",
        "sbt sonatypeRelease",
        "sbt ';clean;+publishSigned'",
        "sbt ci-release",
        "sbt release",
        "sbt 'release with-defaults'",
        "sbt Universal/publish",
        "sbt publishLocal",
        "sbt Universal/publishLocal",
        "sbt 'Docker/publishLocal; Docker/publish'",
        "sbt docker:publish",
        "sbt githubRelease",
        "sbt -J-Xmx2g '+publishSigned'",
        "sbt flywayClean",
        "sbt 'clean; flywayClean'",
        "mill __.publishArtifacts",
        "mill foo.publishLocal",
        "mill mill.scalalib.PublishModule/publishAll",
        "mill -i mill.scalalib.SonatypeCentralPublishModule/",
        "mill __.publishSonatypeCentral",
        "lein deploy clojars",
        "lein do clean, test, deploy clojars",
        "gradle publish",
        "./gradlew publish",
    ]);
    project_family(&[
        "sbt test",
        "sbt +test",
        "sbt 'clean; test'",
        "sbt \"clean; compile; test\"",
        "sbt Test/compile",
        "sbt it:test",
        "sbt 'testOnly *PaymentSpec'",
        "sbt ++2.13.12 test",
        "sbt scalafmtCheckAll",
        "sbt Docker/publishLocal",
        "sbt 'clean; Docker/publishLocal'",
        "sbt docker:publishLocal",
        "mill __.test",
        "mill foo.compile",
        "lein do clean, test",
    ]);
    // A console reads commands from its input, in any position of a batch.
    levels(&[
        ("sbt 'clean; console'", Level::AskOnce),
        ("sbt", Level::AskOnce),
    ]);
    for s in ["sbt 'clean; console'", "sbt"] {
        assert_ne!(judge(s, &ENV).grant.as_deref(), PROJECT, "{s}");
    }
}

#[test]
fn options_that_throw_data_away_always_ask_of_known_and_unknown_programs() {
    always_ask(&[
        // A local stack's stop or teardown told to take its data with it.
        "supabase stop --no-backup",
        "npx supabase stop --no-backup",
        "bunx supabase stop --no-backup",
        "supabase stop --project-id scout --no-backup",
        "supabase db reset --linked",
        "docker compose down -v",
        "docker compose down --volumes",
        "docker compose -f compose.dev.yml down --volumes --remove-orphans",
        "docker compose down --rmi all",
        "docker-compose down --rmi local",
        "podman-compose down --volumes",
        "podman compose down -v",
        "docker compose up -d --renew-anon-volumes",
        "minikube delete --purge",
        "minikube delete --all --purge",
        "colima delete --force",
        "lando destroy -y",
        "ddev delete -Oy",
        "ddev stop --remove-data",
        "ddev delete --omit-snapshot -y",
        "lando stop --clean",
        "devbox services stop --clean",
        "tilt down --delete-namespaces",
        "vagrant destroy -f",
        // Any program, known or not, whose option names throwing away.
        "mystack stop --no-backup",
        "mystack stop --skip-backup",
        "mystack down --without-backups",
        "mystack down -v",
        "mystack down --volumes",
        "mystack halt --clean",
        "mystack up --delete-data",
        "mystack start --wipe-data",
        "mystack reset --hard",
        "mytool run --drop-database",
        "mytool sync --force-reset",
        "mytool sync --clear-data",
    ]);
}

#[test]
fn local_stacks_without_a_discarding_option_keep_their_tier() {
    levels(&[
        ("supabase start", Level::AskOnce),
        ("supabase stop", Level::AskOnce),
        ("supabase stop --project-id scout", Level::AskOnce),
        ("supabase status", Level::Allow),
        ("docker compose down", Level::AskOnce),
        ("docker compose down --remove-orphans", Level::AskOnce),
        ("docker compose stop", Level::AskOnce),
        ("docker compose up -d --force-recreate", Level::AskOnce),
        ("minikube stop", Level::AskOnce),
        ("minikube delete", Level::AskOnce),
        ("kind delete cluster --name dev", Level::AskOnce),
        ("ddev stop", Level::AskOnce),
        ("lando stop", Level::AskOnce),
        // Options that name no data thrown away, in known programs.
        ("git fetch --prune", Level::Allow),
        (
            "conda env update -n x -f environment.yml --prune",
            Level::AskOnce,
        ),
        (
            "dart run build_runner build --delete-conflicting-outputs",
            Level::AskOnce,
        ),
        (
            "git commit --amend --reset-author --no-edit",
            Level::AskOnce,
        ),
        ("npm install --no-save left-pad", Level::AskOnce),
        ("mystack stop --no-verify", Level::AskOnce),
        ("mystack up --reset-cache", Level::AskOnce),
    ]);
    for s in ["supabase start", "supabase stop", "docker compose down"] {
        assert!(judge(s, &ENV).grant.is_some(), "{s}");
    }
}

/// A rollback of every migration empties the database, whatever tool runs it: an `--all`
/// option, an `all` in the subcommand or its target, or the first revision; one step back
/// is the development loop and keeps its row.
#[test]
fn rolling_back_every_migration_always_asks() {
    always_ask(&[
        "npx kysely migrate:rollback --all",
        "npx knex migrate:rollback --all",
        "bunx knex migrate:rollback --all --env development",
        "npx sequelize-cli db:migrate:undo:all",
        "npx mikro-orm migration:down --all",
        "migrate -path db/migrations -database postgres://localhost:5432/app?sslmode=disable down -all",
        "goose -dir migrations postgres 'dbname=app' down-to 0",
        "alembic downgrade base",
        "python manage.py migrate shop zero",
        "dbmigrate down all",
    ]);
    levels(&[
        ("npx knex migrate:rollback", Level::AskOnce),
        ("npx sequelize-cli db:migrate:undo", Level::AskOnce),
        ("npx typeorm migration:revert", Level::AskOnce),
        ("alembic downgrade -1", Level::AskOnce),
        ("npm run down", Level::AskOnce),
        ("docker compose down", Level::AskOnce),
        ("git log --all --oneline", Level::Allow),
        ("git branch --all", Level::Allow),
    ]);
}

#[test]
fn project_scripts_named_for_throwing_data_away_always_ask() {
    always_ask(&[
        "npm run db:reset",
        "npm run db:drop",
        "npm run redis:flush",
        "npm run dropTables",
        "pnpm db:reset",
        "pnpm run db:wipe",
        "pnpm --filter api db:reset",
        "yarn db:reset",
        "yarn truncate-tables",
        "bun run db:purge",
        "make db-reset",
        "make reset",
        "make nuke",
        "just reset-db",
        "just wipe_data",
        "composer run-script db-reset",
        "composer db-reset",
        "deno task db:reset",
        "cargo make reset-db",
    ]);
    project_family(&[
        "npm test",
        "npm run build",
        "npm run clean",
        "npm run preset",
        "npm run db:seed",
        "npm run db:migrate",
        "npm run start:reset-cache",
        "pnpm dev",
        "yarn lint",
        "make",
        "make clean",
        "make test",
        "just test",
        "composer test",
        "deno task dev",
        "cargo test reset_password_works",
        "go test -run TestDropTable ./...",
    ]);
}

/// Issue 21: a search of a shell's startup file or of a tool's settings outside the workspace
/// for names of secrets prints them; other patterns, and the workspace, read.
#[test]
fn issue21_settings_searched_for_secrets() {
    always_ask(&[
        "grep DENO_AUTH_TOKENS ~/.zshrc",
        "grep -i token ~/.bashrc",
        "grep -in 'api_key' /home/u/.profile",
        "grep -e AUTH -n ~/.zprofile",
        "rg -i 'secret|password' ~/.config/fish/config.fish",
        "awk -F= '/NPM_TOKEN/ {print $2}' ~/.bash_profile",
        "grep -E '^ *(username|password):' ~/.config/sometool/config",
        "grep KEY ~/.gitconfig",
        "grep -r password /etc/mysql",
    ]);
    allowed(&[
        "grep alias ~/.zshrc",
        "grep -n 'export PATH' ~/.bashrc",
        "grep bindkey ~/.zshrc",
        "awk '/plugins=/' ~/.zshrc",
        "grep -rn API_KEY src",
        "grep -n TOKEN .env.example",
        "grep -n AUTH_TOKEN README.md",
    ]);
}

/// Issue 21: `deno run npm:PKG` runs a registry's package as `npx PKG` does: a tunnel or a
/// deploy always asks; the project's own scripts and dev tools stay the project family.
#[test]
fn issue21_deno_package_runs_are_judged_as_the_program() {
    always_ask(&[
        "deno run -A npm:localtunnel --port 8000",
        "deno run --allow-net --allow-env npm:localtunnel@2 --port 8000",
        "deno run -c deno.json -A npm:ngrok http 8000",
        "deno npm:localtunnel -p 8000",
        "deno run -A npm:wrangler deploy",
    ]);
    project_family(&[
        "deno run -A npm:vite",
        "deno run -A main.ts",
        "deno run --allow-read scripts/check.ts",
    ]);
}

/// Issue 21: the project's code given the connection URL of a database on another machine
/// always asks, in any runner; this machine's database is the project's.
#[test]
fn issue21_project_code_run_against_another_machines_database() {
    always_ask(&[
        "deno run -A --unstable-kv scripts/backfill.ts https://api.deno.com/databases/8f3d/connect",
        "node scripts/migrate.js postgres://app@db.example.com/app",
        "node scripts/migrate.js --url=mysql://root:x@203.0.113.7:3306/shop",
        "python manage.py migrate --database-url=postgres://u@10.0.3.4/app",
        "go run ./cmd/seed -dsn 'mongodb+srv://u:p@cluster0.abc.mongodb.net/app'",
        "npm run seed -- redis://cache.example.net:6379",
        "./bin/backfill libsql://db-acme.turso.io",
        "node scripts/seed.js postgres://u@[2001:db8::5]:5432/app",
    ]);
    project_family(&[
        "node scripts/migrate.js postgres://app@localhost:5432/app",
        "go run ./cmd/seed -dsn postgres://u@127.0.0.1:5432/x",
        "deno run -A --unstable-kv scripts/backfill.ts ./data/dev.kv",
        "deno run -A main.ts https://api.deno.com/v1/projects",
        "node scripts/fetch.js https://example.com/data.json",
        "node scripts/seed.js postgres://postgres:postgres@db:5432/app",
        "node worker.js redis://redis:6379/0",
        "node scripts/seed.js postgres://u@host.docker.internal:5432/app",
        "node scripts/seed.js 'postgres:///app?host=/var/run/postgresql'",
    ]);
}

/// Issue 21: an installer given a package file's URL that no registry serves always asks,
/// also through a container or a wrapper; a registry's name, its own file host, or a file of
/// the workspace does not.
#[test]
fn issue21_installers_given_a_direct_download_url() {
    always_ask(&[
        "npx wp-env run cli wp plugin install https://x.example/dl/p-nulled.zip --activate",
        "wp plugin install https://x.example/p.zip",
        "wp theme install http://x.example/t.zip",
        "docker exec wp wp plugin install https://x.example/p.zip",
        "pip install https://x.example/pkg-1.0-py3-none-any.whl",
        "pip3 install 'https://x.example/pkg.tar.gz?sig=1'",
        "npm install https://x.example/pkg.tgz",
        "code --install-extension https://x.example/ext.vsix",
        "composer require https://x.example/p.phar",
    ]);
    for s in [
        "wp plugin install akismet --activate",
        "wp plugin install https://downloads.wordpress.org/plugin/akismet.5.3.zip",
        "pip install requests",
        "npm i ./vendor/a.tgz",
        "curl -LO https://x.example/p.zip",
        "pip install --index-url https://pypi.example.com/simple x",
    ] {
        let v = judge(s, &ENV);
        assert!(v.level < Level::AlwaysAsk, "{s}: {:?} {}", v.level, v.row);
    }
}
