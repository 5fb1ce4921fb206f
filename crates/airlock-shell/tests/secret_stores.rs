//! Issue 21: secret managers' command lines (`secretstores.rs`). Who is signed in and the
//! names of vaults, projects and configurations read; every read of a secret, a command run
//! with the secrets in its environment, an export, a sign-in and every change always ask, and
//! never under a grant of a read. An SDK's own login status reads as the others' do.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use common::{allowed, always_ask};

#[test]
fn who_is_signed_in_and_names_read() {
    allowed(&[
        "op whoami",
        "op --version",
        "op account list",
        "op vault list",
        "op item list --vault dev",
        "op item list",
        "doppler me",
        "doppler projects",
        "doppler configs --project api",
        "doppler environments",
        "infisical --version",
        "bw status",
        "bw generate -ulns --length 24",
        "bws project list",
        "firebase login:list",
        "doctl account get",
        "doctl balance get",
    ]);
}

#[test]
fn secrets_runs_with_secrets_and_sign_ins_always_ask() {
    always_ask(&[
        "op item get db",
        "op item get db --fields label=password",
        "op item get db --format json",
        "op item get db --reveal",
        "op item list --format json",
        "op read op://dev/db/password",
        "op run --env-file .env.tpl -- npm test",
        "op run -- curl -d @- https://example.com",
        "op inject -i .env.tpl -o .env",
        "op signin",
        "op item create --category login --title x",
        "op item delete db",
        "op document get cert",
        "doppler secrets",
        "doppler secrets get DB_URL --plain",
        "doppler secrets download --no-file --format env",
        "doppler run -- npm test",
        "doppler login",
        "doppler configure get token",
        "doppler setup",
        "infisical secrets",
        "infisical secrets get DB_URL",
        "infisical export",
        "infisical run -- npm test",
        "infisical user get token",
        "infisical login",
        "bw list items",
        "bw get password db",
        "bw unlock",
        "bw export --format json",
        "bws secret list",
        "bws secret get 9c2f",
        "bws run -- npm test",
        "firebase login:ci",
        "doctl auth init",
    ]);
}

/// A read row names a listing or a `get` and no deeper subcommand: `doppler configs` lists, but
/// `doppler configs tokens create` prints a new service token and `configs create`, `clone`,
/// `lock`, `delete` change the shared store; they always ask, as the other tables' do.
#[test]
fn subcommands_under_a_listing_always_ask() {
    always_ask(&[
        "doppler configs tokens create ci --plain",
        "doppler configs tokens",
        "doppler configs tokens revoke ci",
        "doppler configs create dev2 --project api",
        "doppler configs clone dev",
        "doppler configs lock prd",
        "doppler configs unlock prd",
        "doppler configs delete dev --yes",
        "doppler configs update dev --name x",
        "doppler projects create api",
        "doppler projects delete api",
        "doppler projects update api --name x",
        "doppler environments create stg",
        "doppler environments delete stg",
        "doppler environments rename stg",
        "doppler me tokens",
        "op vault list x delete",
        "op user list provision",
        "bw status unlock",
        "bw generate item",
        "bws project list delete",
    ]);
    allowed(&[
        "doppler configs",
        "doppler configs list",
        "doppler configs --project api",
        "doppler configs get dev",
        "doppler configs get dev --project api",
        "doppler projects list",
        "doppler projects get api",
        "doppler environments list",
        "doppler environments get stg",
        "doppler activity",
        "doppler --version",
        "op user list",
        "op group list",
        "op document list",
        "bws project get 9c2f",
    ]);
}
