//! The VS Code extensions' publishers, Microsoft's `vsce` (`@vscode/vsce`) and Open VSX's
//! `ovsx`, in every spelling: packaging is the project's, listing and looking up read,
//! publishing, taking back, publishers and namespaces always ask, and so do logins and a
//! token's check.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, project_family};

/// The spellings of `vsce`.
const VSCE: &[&str] = &[
    "vsce",
    "npx vsce",
    "npx @vscode/vsce",
    "npx -y @vscode/vsce",
    "npx @vscode/vsce@latest",
    "pnpm dlx @vscode/vsce",
    "yarn dlx @vscode/vsce",
    "bunx @vscode/vsce",
    "npm exec -- @vscode/vsce",
    "./node_modules/.bin/vsce",
];

/// The spellings of `ovsx`.
const OVSX: &[&str] = &[
    "ovsx",
    "npx ovsx",
    "npx -y ovsx",
    "pnpm dlx ovsx",
    "bunx ovsx",
];

fn each(programs: &[&str], commands: &[&str]) -> Vec<String> {
    programs
        .iter()
        .flat_map(|p| commands.iter().map(move |c| format!("{p} {c}")))
        .collect()
}

#[test]
fn publishing_taking_back_and_credentials_always_ask() {
    let mut scripts = each(
        VSCE,
        &[
            "publish",
            "publish minor",
            "publish 1.2.3 --pre-release",
            "publish --packagePath shipdeck-0.14.0.vsix",
            "publish -p $VSCE_PAT",
            "unpublish shipdeck.shipdeck-vscode",
            "unpublish shipdeck.shipdeck-vscode -f",
            "unpublish shipdeck.shipdeck-vscode --force",
            "delete-publisher shipdeck",
            "create-publisher shipdeck",
            "login shipdeck",
            "logout shipdeck",
            "verify-pat shipdeck",
            "verify-pat -p $VSCE_PAT",
        ],
    );
    scripts.extend(each(
        OVSX,
        &[
            "publish",
            "publish shipdeck-0.14.0.vsix",
            "publish -p $OVSX_PAT",
            "publish shipdeck-0.14.0.vsix -p $OVSX_PAT -r https://open-vsx.example.org",
            "create-namespace shipdeck",
            "create-namespace shipdeck -p $OVSX_PAT",
            "verify-pat shipdeck",
            "login shipdeck",
            "logout shipdeck",
        ],
    ));
    let refs: Vec<&str> = scripts.iter().map(String::as_str).collect();
    always_ask(&refs);
}

#[test]
fn packaging_is_the_projects_and_listing_reads() {
    project_family(&[
        "vsce package",
        "vsce package --no-dependencies -o shipdeck-0.14.0.vsix",
        "vsce package --pre-release",
        "vsce package --target linux-x64",
        "npx vsce package",
        "./node_modules/.bin/vsce package",
    ]);
    // A program by its path reads in the project's environment, its own question.
    let by_name: Vec<&str> = VSCE
        .iter()
        .copied()
        .filter(|p| !p.starts_with("./"))
        .collect();
    let listing = each(
        &by_name,
        &[
            "ls",
            "ls --tree",
            "ls-publishers",
            "show shipdeck.shipdeck-vscode",
            "show shipdeck.shipdeck-vscode --json",
            "search shipdeck",
        ],
    );
    let mut refs: Vec<&str> = listing.iter().map(String::as_str).collect();
    refs.push("npx @vscode/vsce ls | head -40");
    refs.push("vsce --version");
    refs.push("ovsx --version");
    allowed(&refs);
}

#[test]
fn a_fetched_copys_packaging_and_ovsx_get_ask_once_under_their_own_key() {
    // A copy the runner fetches runs under its own question (not the project's family), each
    // command under its own key.
    for s in [
        "npx @vscode/vsce package",
        "npx -y @vscode/vsce package --no-dependencies -o x.vsix",
        "pnpm dlx @vscode/vsce package",
        "ovsx get shipdeck.shipdeck-vscode",
        "npx ovsx get shipdeck.shipdeck-vscode -o x.vsix",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {} {}", v.row, v.reason);
        assert_ne!(v.grant.as_deref(), Some("vsce: everyday commands"), "{s}");
    }
}
