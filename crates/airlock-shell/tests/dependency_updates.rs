//! Updating locked dependencies fetches new code from the registry, as adding one does: one
//! "add dependency" family across toolchains, whatever the spelling; updating a toolchain
//! itself or a global install always asks; Tauri's command line through any runner; and a
//! command after a `cd` out of the workspace is never covered by the project's families.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, family, project_family};

const ADD_DEPENDENCY: &str = "registry add dependency";

#[test]
fn updating_locked_dependencies_is_the_add_dependency_family() {
    family(
        ADD_DEPENDENCY,
        &[
            "cargo update",
            "cargo update -p tauri",
            "cargo update --package serde --precise 1.0.200",
            "cd src-tauri && cargo update -p tauri",
            "cargo upgrade",
            "npm update",
            "npm update lodash",
            "pnpm update",
            "pnpm up",
            "pnpm up -L",
            "pnpm -r update",
            "yarn upgrade",
            "yarn up",
            "yarn upgrade-interactive",
            "bun update",
            "poetry update",
            "poetry update requests",
            "poetry lock --regenerate",
            "uv lock --upgrade",
            "uv lock -U",
            "uv lock --upgrade-package httpx",
            "uv lock -P httpx",
            "uv sync --upgrade",
            "uv pip compile --upgrade requirements.in -o requirements.txt",
            "bundle update",
            "bundle update rails",
            "composer update",
            "go get -u",
            "mix deps.update --all",
            "mix deps.update phoenix",
            "deno outdated --update",
            "dart pub upgrade",
            "swift package update",
            "pod update",
            // Tauri's plugins: a crate and an npm package each.
            "pnpm tauri add dialog",
            "cargo tauri add fs",
            "npx tauri plugin add shell",
            "cd src-tauri && cargo add pulldown-cmark",
        ],
    );
    // A source that names a scheme or a path asks under its own words, never the family.
    for s in [
        "mvn versions:use-latest-versions",
        "deno add jsr:@std/path",
        "go get -u ./...",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
    }
    allowed(&["cargo update --dry-run", "npm outdated", "deno outdated"]);
    project_family(&["uv lock", "uv sync", "poetry lock", "mix deps.get"]);
}

#[test]
fn updating_a_toolchain_itself_or_globally_always_asks() {
    always_ask(&[
        "bun upgrade",
        "deno upgrade",
        "npm update -g",
        "pnpm update -g",
        "rustup update",
        "gem update",
        "pnpm add -g @tauri-apps/cli",
        "cargo install tauri-cli --version '^2.0' --locked",
    ]);
}

#[test]
fn tauri_through_any_runner() {
    project_family(&[
        "pnpm tauri dev",
        "pnpm tauri build",
        "pnpm tauri build --bundles dmg",
        "npm run tauri dev",
        "cargo tauri dev",
        "cargo tauri build --debug",
        "npx tauri build",
        "bunx tauri dev",
        "pnpm tauri icon app-icon.png",
    ]);
    always_ask(&[
        "pnpm tauri signer generate -w ~/.tauri/inkpad.key --force",
        "cargo tauri signer generate -w keys/updater.key",
        "npx tauri signer generate",
        "pnpm tauri signer sign -p '' dist/app.tar.gz",
    ]);
}

/// A build or an install after a `cd` out of the workspace works on another project: never
/// covered by the project's family or the add-dependency family.
#[test]
fn a_cd_out_of_the_workspace_never_lowers() {
    for s in [
        "cd /tmp && cargo build",
        "cd /tmp/other && cargo update",
        "cd ~/other && npm install lodash",
        "cd ../sibling && cargo test",
        "cd && make",
        "cd $DIR && pnpm up",
        "cd src && cd ../.. && npm test",
    ] {
        let v = judge(s, &ENV);
        assert!(v.level >= Level::AskOnce, "{s}: {}", v.row);
        assert_eq!(v.grant, None, "{s}: {}", v.row);
    }
    project_family(&["cd src-tauri && cargo build", "cd /ws/app && npm test"]);
}
