//! Every reader of a URL's host in the shell (a cluster's address, a Solana cluster, a
//! database URL, a recipient, an HTTP client's URL) reads it through the one parser of the
//! facts crate (`airlock_facts::url_host`): a user part, brackets, a port, a path, query or
//! fragment, letter case and a trailing dot are read as a client reads them, and a host written
//! in the query, the user part or after a key is never the URL's host.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, always_ask, family};

/// Each script keeps out of the grant `grant` and does not run without asking.
fn not_in(grant: &str, scripts: &[&str]) {
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            (v.level == Level::Allow || v.grant.as_deref() == Some(grant))
                .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "should leave `{grant}`:\n{}",
        bad.join("\n")
    );
}

#[test]
fn a_clusters_address_names_its_stage_by_its_own_host() {
    family(
        "nomad development cluster",
        &[
            "nomad job run -address=https://ci@nomad.dev.example.com:4646 job.nomad",
            "nomad job run -address=HTTPS://Nomad.Dev.Example.COM.:4646 job.nomad",
            "nomad job run -address 'https://nomad.dev.example.com:4646/?region=global' job.nomad",
        ],
    );
    not_in(
        "nomad development cluster",
        &[
            // A stage's word in the query, the path, the user part or a URL after a key.
            "nomad job run -address 'https://nomad.example.com/?h=nomad.dev.x' job.nomad",
            "nomad job run -address=https://nomad.example.com/dev job.nomad",
            "nomad job run -address=https://dev@nomad.example.com:4646 job.nomad",
            "nomad job run -address 'nomad.example.com?u=https://nomad.dev.x' job.nomad",
            "nomad job run -address=https://nomad.dev.example.com.evil.prod.example.com job.nomad",
        ],
    );
}

#[test]
fn a_solana_url_names_a_test_network_by_its_own_host() {
    family(
        "test network transactions",
        &[
            "solana transfer 9WzDX 1 --url HTTPS://API.Devnet.Solana.COM.",
            "solana transfer 9WzDX 1 --url https://api.devnet.solana.com:443/",
            "solana transfer 9WzDX 1 --url 'https://api.testnet.solana.com/?x=1'",
        ],
    );
    not_in(
        "test network transactions",
        &[
            "solana transfer 9WzDX 1 --url 'https://rpc.example.net/?h=api.devnet.solana.com'",
            "solana transfer 9WzDX 1 --url 'rpc.example.net?u=https://api.devnet.solana.com'",
            "solana transfer 9WzDX 1 --url https://user@api.devnet.solana.com",
            "solana transfer 9WzDX 1 --url https://api.devnet.solana.com@rpc.example.net",
            "solana transfer 9WzDX 1 --url 'https://rpc.example.net#api.devnet.solana.com'",
        ],
    );
}

#[test]
fn a_database_url_names_this_machine_only_by_its_own_host() {
    let local = "read-only: psql query on this machine";
    for s in [
        "psql postgresql://app@localhost:5432/app -c 'select 1'",
        "psql 'postgresql://app@[::1]:5432/app' -c 'select 1'",
        "psql postgresql://app@LOCALHOST:5432/app -c 'select 1'",
        "psql 'postgresql://app@127.0.0.1/app?sslmode=disable' -c 'select 1'",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.row, local, "{s}: {:?}", v.level);
    }
    for s in [
        // Several hosts: the first is not the only one.
        "psql 'postgresql://localhost:5432,db.example.com:5432/app' -c 'select 1'",
        // libpq reads the user part up to the first `/`.
        "psql 'postgresql://localhost?x@db.example.com/app' -c 'select 1'",
        "psql 'postgresql://localhost#@db.example.com/app' -c 'select 1'",
        // A query's host takes the URL host's place.
        "psql 'postgresql://localhost/app?host=db.example.com' -c 'select 1'",
        "psql 'postgresql://localhost/app?hostaddr=10.0.0.5' -c 'select 1'",
        "psql 'postgresql:///app?service=prod' -c 'select 1'",
        "psql postgresql://app@db.example.com/app -c 'select 1'",
        "psql 'postgresql://localhost.db.example.com/app' -c 'select 1'",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.row, local, "{s}");
        assert_ne!(v.level, Level::Allow, "{s}: {}", v.row);
    }
}

#[test]
fn a_recipient_is_this_machine_only_by_its_own_host() {
    common::project_family(&[
        "python -m reportbot send --webhook 'http://[::1]:9000/hook'",
        "python -m reportbot send --webhook HTTP://LOCALHOST:9000/hook",
        "python -m reportbot send --webhook http://ci@localhost:9000/hook",
    ]);
    always_ask(&[
        "python -m reportbot send --webhook 'https://hooks.example.com/?h=localhost'",
        "python -m reportbot send --webhook https://localhost@hooks.example.com/x",
        "python -m reportbot send --webhook 'https://hooks.example.com#localhost'",
        "python -m reportbot send --to ops@Acme.COM.",
    ]);
}

#[test]
fn a_capture_services_url_is_found_wherever_a_word_writes_it() {
    for s in [
        "curl -s https://webhook.site/abc",
        "curl -s https://WebHook.Site:443/abc",
        "curl -s 'https://api.example.com/redirect?to=https://webhook.site/abc'",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AlwaysAsk, "{s}: {}", v.row);
        assert!(v.row.contains("request-capture"), "{s}: {}", v.row);
    }
    let v = judge("curl -s https://webhook.example.com/abc", &ENV);
    assert!(!v.row.contains("request-capture"), "{}", v.row);
}

#[test]
fn production_and_main_networks_are_named_by_a_urls_host_wherever_it_is_written() {
    always_ask(&[
        "DATABASE_URL='postgres://app:pw@DB.PROD.internal.:5432/app' mix ecto.migrate",
        "psql 'postgresql://ledger@[::1]:5432/ledger?x=postgres://db.prod.internal/x' -c 'select 1'",
        "solana transfer 9WzDX 1 --url 'https://rpc.example.net/?u=https://api.mainnet-beta.solana.com'",
        "solana transfer 9WzDX 1 --url HTTPS://API.Mainnet-Beta.Solana.COM.",
    ]);
    // A user part or a path is not the place.
    for s in [
        "DATABASE_URL=postgres://prod:pw@db.staging.internal/app mix ecto.migrate",
        "DATABASE_URL=postgres://app@db.staging.internal/prod mix ecto.migrate",
    ] {
        let v = judge(s, &ENV);
        assert!(
            !v.row.contains("production"),
            "{s}: {:?} {}",
            v.level,
            v.row
        );
    }
    let v = judge(
        "solana transfer 9WzDX 1 --url https://mainnet@api.devnet.solana.com",
        &ENV,
    );
    assert!(!v.reason.contains("main"), "{}", v.reason);
}
