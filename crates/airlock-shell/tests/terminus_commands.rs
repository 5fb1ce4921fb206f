//! Pantheon's `terminus drush|wp SITE.ENV CMD…` runs CMD on the environment whether or not a
//! `--` stands before it: CMD is judged by drush's or WP-CLI's table either way. A command
//! that cannot be read (an option before `SITE.ENV` that may take a value, words between
//! `SITE.ENV` and a later `--`) always asks.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level::{AlwaysAsk, AskOnce};
use common::{always_ask, check_grants};

#[test]
fn the_inner_command_is_judged_with_or_without_dashes() {
    always_ask(&[
        "terminus drush mysite.test sql:query \"DROP TABLE users\"",
        "terminus drush mysite.test -- sql:query \"DROP TABLE users\"",
        "terminus drush mysite.test user:password admin hunter22",
        "terminus drush mysite.test uli",
        "terminus remote:drush mysite.test uli",
        "terminus drush mysite.test sql:dump",
        "terminus drush mysite.dev sql:drop",
        "terminus drush mysite.dev -- sql:drop",
        "terminus drush -y mysite.dev sql:drop",
        "terminus wp mysite.dev db drop --yes",
        "terminus wp mysite.dev -- db drop --yes",
        "terminus remote:wp mysite.dev db drop",
    ]);
}

#[test]
fn a_command_that_cannot_be_read_always_asks() {
    always_ask(&[
        "terminus drush --retry 3 mysite.test sql:drop",
        "terminus drush mysite.test sql:drop -- -y",
        "terminus wp --define x mysite.dev db drop",
        "terminus drush mysite.dev cr -- --verbose",
    ]);
}

#[test]
fn harmless_commands_on_a_non_live_environment_keep_their_level() {
    check_grants(&[
        (
            "terminus drush mysite.dev status",
            AskOnce,
            Some("pantheon non-live environments"),
        ),
        (
            "terminus wp mysite.dev plugin list",
            AskOnce,
            Some("pantheon non-live environments"),
        ),
        (
            "terminus drush mysite.dev",
            AskOnce,
            Some("pantheon non-live environments"),
        ),
        ("terminus drush mysite.dev -- cr", AskOnce, None),
        ("terminus drush mysite.dev cr", AskOnce, None),
        ("terminus drush --retry=3 mysite.dev cr", AskOnce, None),
        ("terminus drush mysite.live cr", AlwaysAsk, None),
        ("terminus drush mysite.live -- status", AlwaysAsk, None),
    ]);
}

#[test]
fn drush_connection_details_print_the_password() {
    always_ask(&[
        "drush sql:connect",
        "drush sql-connect",
        "drush sql:conf",
        "drush sql-conf --show-passwords",
        "ddev drush sql:connect",
        "terminus drush mysite.dev -- sql:connect",
        "terminus drush mysite.dev sql-conf",
    ]);
    check_grants(&[("drush sql:query 'SELECT 1'", AskOnce, None)]);
}
