//! An unknown program run by a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`,
//! `pipx run`, `npm exec`, `pnpm exec`) is judged and keyed as the program run directly: its
//! destroying, publishing and credential commands always ask, and a yes to one of its other
//! commands is kept under the package and that command, so it never answers for another.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, analyze, judge};
use common::{ENV, always_ask};

/// The spellings that run an unknown package's program.
const RUNNERS: &[&str] = &[
    "",
    "npx ",
    "npx -y ",
    "npx --yes ",
    "pnpm dlx ",
    "pnpm exec ",
    "pnpx ",
    "yarn dlx ",
    "bunx ",
    "bun x ",
    "npm exec -- ",
    "uvx ",
    "pipx run ",
];

/// The runners that fetch a package by its registry name, a scoped npm name included.
const NODE_FETCHERS: &[&str] = &[
    "npx ",
    "npx -y ",
    "pnpm dlx ",
    "pnpx ",
    "yarn dlx ",
    "bunx ",
    "bun x ",
    "npm exec -- ",
];

/// Commands of an unknown program that destroy, publish, take back, hand over or rotate.
const DANGEROUS: &[&str] = &[
    "publish",
    "publish minor",
    "unpublish acme.ext -f",
    "unpublish acme.ext@1.2.0",
    "delete acme.ext",
    "delete-publisher acme",
    "remove --all",
    "destroy prod",
    "deploy",
    "drop tables",
    "purge cache",
    "reset --hard",
    "revoke token-1",
    "rotate-keys",
    "transfer acme other-org",
    "release 2.0.0",
    "yank 1.0.1",
    "deprecate acme.ext",
    "login",
];

#[test]
fn an_unknown_packages_dangerous_commands_always_ask() {
    let mut scripts = Vec::new();
    for runner in RUNNERS {
        for program in ["frobctl", "@acme/frob-cli"] {
            if program.starts_with('@') && !NODE_FETCHERS.contains(runner) {
                continue;
            }
            for cmd in DANGEROUS {
                scripts.push(format!("{runner}{program} {cmd}"));
            }
        }
    }
    let refs: Vec<&str> = scripts.iter().map(String::as_str).collect();
    always_ask(&refs);
}

#[test]
fn a_yes_to_an_unknown_packages_command_is_kept_under_that_command() {
    let runs = NODE_FETCHERS
        .iter()
        .map(|r| format!("{r}@acme/frob-cli"))
        .chain(["uvx frob-cli", "pipx run frob-cli"].map(String::from));
    for runner in runs {
        let key = |cmd: &str| analyze(&format!("{runner} {cmd}")).commands[0].prefix_key();
        // Each command its own key, and never the bare package's.
        let package = key("-o out.vsix");
        let sync = key("sync --no-dependencies -o x.vsix");
        let unpublish = key("unpublish acme.ext -f");
        assert!(sync.ends_with("frob-cli sync"), "{sync}");
        assert!(unpublish.ends_with("frob-cli unpublish"), "{unpublish}");
        assert_ne!(package, sync, "{runner}");
        assert_ne!(package, unpublish, "{runner}");
        assert_ne!(sync, unpublish, "{runner}");
        // A path, a file or a URL after the package is no command of its own.
        assert_eq!(key("src/app.ts"), package, "{runner}");
        assert_eq!(key("https://example.com"), package, "{runner}");
    }
}

#[test]
fn an_unknown_packages_everyday_and_other_commands_ask_once() {
    for runner in RUNNERS {
        for cmd in ["sync", "init", "package --no-dependencies", "ls", "build"] {
            let script = format!("{runner}frobctl {cmd}");
            let v = judge(&script, &ENV);
            assert_eq!(v.level, Level::AskOnce, "{script}: {} {}", v.row, v.reason);
        }
    }
}
