//! The project's own code asked to act outward: a run of the project's code (any way it is
//! recognised) whose leading words name an outward action and that names a recipient or a
//! remote other than this machine always asks; the same runs with only local targets, a dry
//! run, or no outward word keep their tier.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, always_ask, project_family};

#[test]
fn outward_actions_to_other_machines_always_ask() {
    always_ask(&[
        // python -m of the project's package, by name or by its environment's path.
        "python -m reportbot send --to all-staff@acme.com",
        "python3 -m reportbot send --to=all-staff@acme.com",
        ".venv/bin/python -m reportbot send --to all-staff@acme.com",
        "venv/bin/python3 -m app.notify --channel '#general'",
        "python3.12 -m app.mailer --recipients ops@acme.com,cto@acme.com",
        "poetry run python -m reportbot send --to ops@acme.com",
        "uv run python -m reportbot send --to ops@acme.com",
        "uv run reportbot send --to all-staff@acme.com",
        "reportbot send --to all-staff@acme.com",
        // Django's and Rails' commands.
        "./manage.py send_newsletter --all",
        "python manage.py send_newsletter --all-subscribers",
        "python manage.py sendtestemail ops@acme.com",
        "bin/rails runner 'UserMailer.digest.deliver_now'",
        "bundle exec rails runner 'Notifier.welcome(User.last).deliver_later'",
        "bin/rake newsletter:send TO=team@acme.com",
        "php artisan newsletter:send --all",
        "mix run priv/scripts/notify.exs --channel ops",
        // Scripts run by an interpreter or by their path.
        "node scripts/notify.js --channel '#general'",
        "node scripts/notify.mjs --webhook https://hooks.slack.com/services/T0/B0/x",
        "npx tsx scripts/notify.ts --channel '#general'",
        "python scripts/send_report.py --to boss@acme.com",
        "./scripts/send_report.sh --to boss@acme.com",
        "bash scripts/notify.sh https://hooks.slack.com/services/T0/B0/x",
        "deno run -A scripts/announce.ts --channel releases",
        "node dist/cli.js post https://api.acme.com/v1/messages",
        // Compiled and packaged runs.
        "cargo run -- send --to ops@acme.com",
        "cargo run --bin mailer -- --to ops@acme.com",
        "cargo run -q -- notify --webhook-url https://hooks.slack.com/x",
        "go run ./cmd/mailer --to x@y.com",
        "go run . broadcast --channel ops",
        "./target/debug/reportbot send --to ops@acme.com",
        // Package scripts and make targets.
        "npm run start -- notify --webhook https://hooks.slack.com/services/x",
        "npm run notify -- --channel '#general'",
        "pnpm run notify --webhook https://example.net/hook",
        "yarn notify --to team@acme.com",
        "make notify CHANNEL=#general",
        "make send TO=all-staff@acme.com",
        "make sync-assets BUCKET=s3://acme-assets",
        "python -m app.sync --host db.acme.internal.example.com",
        "node scripts/upload.js --registry registry.acme.io",
        "python -m reportbot send --to all-staff",
        "just notify --channel ops",
        // A remote host named for the mail relay.
        "python -m reportbot send --to me@localhost --smtp-host smtp.acme.com",
    ]);
}

/// The same commands with only this machine as their target, a dry run, or no outward word:
/// the project family, as any run of the project's code.
#[test]
fn local_targets_and_dry_runs_keep_the_project_family() {
    project_family(&[
        "python -m reportbot send --to me@localhost --smtp-host localhost --smtp-port 1025",
        "python -m reportbot send --to me@localhost --smtp-host 127.0.0.1",
        "python -m reportbot send --to all-staff@acme.com --dry-run",
        "python -m reportbot weekly --out report.csv",
        "python -m reportbot send",
        "cargo run -- send --to ops@localhost",
        // A server on every interface (`--host 0.0.0.0`) is no outward target, but it asks
        // under its own row (tests/dev_servers.rs).
        "go run ./cmd/mailer --to test@localhost --smtp localhost:1025",
        "node scripts/notify.js --webhook http://localhost:8080/hook",
        "node scripts/notify.js --webhook http://127.0.0.1:9000/hook --dry-run",
        "make send",
        "make report",
        "make sync",
        "python -m pytest tests/test_notify.py",
        "pytest tests/test_mailer.py --base-url https://staging.acme.com",
        "cargo run -- sync --dest ./out",
        "cargo run -- sync --dest dist",
        // A version, a service of this machine's compose file, a folder: no other machine.
        "node scripts/sync-changelog.js --from v1.9.0 --to v2.0.0",
        "python -m reportbot send --to me@localhost --smtp-host mailhog --smtp-port 1025",
        "python -m app.sync --host db --port 5432",
        "npm run upload -- --dest public/assets",
    ]);
    // `.venv/bin/python -m` of a module keeps its own row (asked once), with a local target.
    for s in [
        ".venv/bin/python -m reportbot send --to me@localhost --smtp-host localhost",
        ".venv/bin/python -m reportbot weekly",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert!(!v.row.starts_with("outward"), "{s}: {}", v.row);
    }
}

/// Known tools keep their own rows: the check only looks at runs of the project's code.
#[test]
fn known_tools_keep_their_rows() {
    for s in [
        "git push -u origin feat/x",
        "curl -s http://localhost:3000/health",
        "docker compose up -d",
    ] {
        let v = judge(s, &ENV);
        assert!(!v.row.starts_with("outward"), "{s}: {}", v.row);
    }
}
