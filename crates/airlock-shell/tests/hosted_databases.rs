//! SQL sent through a hosted database's own command line (Turso's `db shell`, PlanetScale's
//! `shell`) is judged as a database client's SQL: a read asks once per database, a write, a
//! destroying statement, SQL not shown and any query of a production database always ask, and
//! the same shell pointed at this machine's server is the project's own. The rest of these
//! command lines read, or ask by their rows, as Railway's environments do.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level;
use common::{PROJECT, allowed, always_ask, check_grants, project_family};

#[test]
fn writes_deletes_and_unshown_sql_to_a_hosted_database_always_ask() {
    always_ask(&[
        r#"turso db shell relaypost-prod "DELETE FROM api_keys WHERE revoked_at IS NOT NULL""#,
        r#"turso db shell relaypost-prod "SELECT count(*) FROM posts""#,
        r#"turso db shell relaypost-staging "UPDATE posts SET hidden = 1 WHERE id = 4""#,
        r#"turso db shell relaypost-staging "INSERT INTO api_keys (id) VALUES ('k')""#,
        r#"turso db shell relaypost "DROP TABLE api_keys""#,
        "turso db shell relaypost",
        "turso db shell relaypost < seed.sql",
        "echo 'DELETE FROM posts' | turso db shell relaypost",
        "turso db shell --instance ams relaypost 'TRUNCATE posts'",
        "turso db shell libsql://relaypost-acme.turso.io 'DELETE FROM posts'",
        "pscale shell invoices main",
        "echo 'DELETE FROM invoices' | pscale shell invoices main",
        "pscale shell invoices production --org acme",
        "pscale connect invoices main",
    ]);
}

#[test]
fn reads_of_a_hosted_database_ask_once_per_database() {
    check_grants(&[
        (
            r#"turso db shell relaypost-staging "SELECT count(*) FROM posts""#,
            Level::AskOnce,
            Some("turso db shell relaypost-staging (reads)"),
        ),
        (
            "turso db shell relaypost 'SELECT id FROM api_keys; SELECT 1'",
            Level::AskOnce,
            Some("turso db shell relaypost (reads)"),
        ),
        (
            "echo 'SELECT 1' | pscale shell invoices main",
            Level::AskOnce,
            Some("pscale shell invoices main (reads)"),
        ),
    ]);
}

#[test]
fn the_shell_of_this_machines_server_is_the_projects_own() {
    allowed(&["turso db shell http://127.0.0.1:8080 'SELECT count(*) FROM posts'"]);
    project_family(&[
        "turso db shell http://127.0.0.1:8080 \"INSERT INTO posts (id) VALUES (1)\"",
        "turso dev --db-file local.db --port 8080",
        "turso dev",
    ]);
    always_ask(&["turso db shell http://localhost:8080 'DROP TABLE posts'"]);
}

#[test]
fn turso_planetscale_and_railway_tables() {
    allowed(&[
        "turso db list",
        "turso db show relaypost --url",
        "turso db inspect relaypost",
        "turso group list",
        "turso auth whoami",
        "turso --version",
        "pscale branch list invoices",
        "pscale deploy-request list invoices",
        "pscale database show invoices",
        "railway environment",
        "railway status",
        "railway logs",
    ]);
    always_ask(&[
        "turso db destroy relaypost --yes",
        "turso group destroy default",
        "turso db tokens create relaypost",
        "turso group tokens create default",
        "turso auth token",
        "turso auth login",
        "turso db create relaypost-2",
        "turso db replicate relaypost ams",
        "pscale database delete invoices",
        "pscale branch delete invoices dev",
        "pscale password create invoices main app",
        "pscale service-token create",
        "pscale branch create invoices dev",
        "railway environment delete pr-231",
        "railway environment new pr-232",
        "railway environment production",
        "railway variables",
        "railway run bun test",
        "railway up --environment pr-231 --detach",
    ]);
    check_grants(&[
        (
            "railway environment pr-231",
            Level::AskOnce,
            Some("railway environment"),
        ),
        ("turso dev --port 9000", Level::AskOnce, PROJECT),
    ]);
}
