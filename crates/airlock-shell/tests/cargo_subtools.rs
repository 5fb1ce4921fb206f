//! cargo's third-party subcommands that are a standalone tool under another name (`cargo
//! sqlx` is sqlx-cli, `cargo shuttle` is Shuttle's CLI): judged by the tool's table in every
//! spelling, so their builds share the tool's family and their dangerous rows always ask, as
//! the tool run by its own name does.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::judge;
use common::{ENV, allowed, always_ask, family, project_family};

#[test]
fn cargo_subtools_are_the_tool() {
    family(
        "sqlx",
        &[
            "cargo sqlx prepare",
            "cargo sqlx prepare -- --all-targets",
            "cargo sqlx prepare --check",
            "cargo +nightly sqlx prepare",
            "cargo -q sqlx prepare --workspace",
            "cargo sqlx migrate run",
            "cargo sqlx migrate add create_bookings",
            "cargo sqlx database create",
            "sqlx prepare -- --all-targets",
            "sqlx migrate run",
        ],
    );
    // The same answer as the tool by its own name.
    for (sub, tool) in [
        ("cargo sqlx prepare", "sqlx prepare"),
        ("cargo sqlx migrate run", "sqlx migrate run"),
        ("cargo shuttle run", "shuttle run"),
    ] {
        let (a, b) = (judge(sub, &ENV), judge(tool, &ENV));
        assert_eq!((a.level, a.grant.clone()), (b.level, b.grant), "{sub}");
    }
    allowed(&[
        "cargo sqlx migrate info",
        "cargo sqlx --version",
        "cargo shuttle logs",
        "cargo shuttle status",
        "cargo shuttle project status",
        "cargo shuttle deployment list",
        "cargo tauri info",
    ]);
    project_family(&[
        "cargo leptos watch",
        "cargo leptos build --release",
        "cargo leptos serve",
        "cargo leptos test",
        "cargo leptos end-to-end",
        "cargo shuttle run",
        "cargo shuttle run --port 8001",
        "cargo lambda build --release",
        "cargo lambda build --release --arm64",
        "cargo lambda watch",
        "cargo lambda invoke my-fn --data-ascii '{}'",
        "cargo make test",
        "cargo make ci-flow",
        "cargo make",
        "makers build",
        "cargo tauri dev",
        "cargo tauri build",
    ]);
}

#[test]
fn cargo_subtools_dangerous_rows_always_ask() {
    always_ask(&[
        "cargo sqlx database drop",
        "cargo sqlx database drop -y",
        "cargo sqlx db drop",
        "cargo sqlx database reset -y",
        "cargo sqlx db reset",
        "cargo sqlx migrate revert",
        "cargo +nightly sqlx database reset -y",
        "cargo --color always sqlx database drop",
        "cargo -Z unstable-options sqlx db reset",
        "cargo shuttle deploy",
        "cargo shuttle deploy --allow-dirty",
        "shuttle deploy",
        "cargo shuttle project delete",
        "cargo shuttle resource delete database::shared::postgres",
        "cargo shuttle project stop",
        "cargo shuttle login",
        "cargo lambda deploy",
        "cargo lambda deploy --iam-role arn:aws:iam::1:role/x my-fn",
        "cargo lambda invoke --remote my-fn",
        "cargo make deploy",
        "cargo make release",
        "cargo make publish",
        "cargo make install",
        "makers deploy",
        "cargo tauri signer generate",
        "cargo tauri signer sign",
        "cargo binstall sqlx-cli",
        "cargo install sqlx-cli",
        "cargo publish",
    ]);
    // Fetching a template is not a build.
    let v = judge("cargo leptos new --git leptos-rs/start-axum", &ENV);
    assert_ne!(v.grant.as_deref(), common::PROJECT, "{}", v.row);
}

/// `go run PKG@VERSION` fetches a module the project does not hold and runs it: never the
/// project family, asked under its own module and version; `go run` of the project's own
/// packages stays the project family.
#[test]
fn go_run_of_a_fetched_module_is_not_the_project() {
    project_family(&["go run .", "go run ./cmd/server", "go run main.go"]);
    for s in [
        "go run golang.org/x/tools/cmd/stringer@latest -type=Kind",
        "go run github.com/air-verse/air@v1.52.3",
        "go run github.com/golangci/golangci-lint/cmd/golangci-lint@v1.59.1 run ./...",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, airlock_shell::Level::AskOnce, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {}", v.row);
        assert!(
            v.grant.as_deref().is_some_and(|g| g.contains('@')),
            "{s}: {:?}",
            v.grant
        );
    }
}
