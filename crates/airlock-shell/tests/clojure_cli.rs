//! The Clojure CLI and its tools: runs of the project's aliases (`-M`, `-X`, `-T`), `-P` and
//! tools.build's builds are the project's family; a deploy, release or publish in an alias or a
//! tool function always asks; classpath, tree and help read; clj-kondo's lint and cljfmt's
//! check read; the CLI's classpath cache is build output.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level;
use common::{allowed, always_ask, check_grants, project_family};

#[test]
fn the_projects_aliases_and_builds_are_its_family() {
    project_family(&[
        "clojure -P -M:dev:test",
        "clojure -M:test",
        "clj -M:test --focus tallyho.invoices-test",
        "clojure -X:test",
        "clojure -M:test -m kaocha.runner --watch",
        "clojure -T:build jar",
        "clojure -T:build uber",
        "clojure -T:build clean",
        "clojure -M -m tallyho.main",
        "clojure -M:repl/nrepl",
        "clojure -M:outdated",
        "rm -rf .cpcache target && clojure -M:test",
        "clj-kondo --lint \"$(clojure -Spath)\" --dependencies --parallel --copy-configs",
        "cljfmt fix",
    ]);
}

#[test]
fn deploys_releases_and_publishing_always_ask() {
    always_ask(&[
        "clojure -T:build deploy",
        "cd libs/money && clojure -T:build deploy",
        "clojure -X:deploy",
        "clj -M:dev:release",
        "clojure -T:build publish",
        "clojure -X:deploy-clojars :artifact target/money.jar",
    ]);
}

#[test]
fn reads_and_own_questions() {
    allowed(&[
        "clojure -Spath",
        "clojure -Stree",
        "clojure -X:deps tree",
        "clojure -X:deps list",
        "clojure -Ttools list",
        "clojure --version",
        "clj-kondo --lint src test",
        "clj-kondo --lint src --fail-level error",
        "cljfmt check",
    ]);
    check_grants(&[
        // A REPL reads its input, unseen here.
        ("clj", Level::AskOnce, Some("clj")),
        ("clojure -M", Level::AskOnce, Some("clojure")),
        // Installing into the local Maven repository asks under its own words.
        (
            "clojure -T:build install",
            Level::AskOnce,
            Some("clojure build install"),
        ),
    ]);
}
