//! Solana's and Anchor's command lines judged by the cluster each command names
//! (`chains.rs`): reads of a chain read; writes to this machine's validator are the project's
//! family; writes to a public test network are the test network family, granted only for a
//! command that names one, so a yes there never covers the same words on the configured
//! cluster or a main network. Every lowering stands next to its dangerous neighbours.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, PROJECT, allowed, check_grants, family, project_family};

const TEST_NETWORK: &str = "test network transactions";

/// Each script always asks (whatever key it would be remembered under, none answers it).
fn always(scripts: &[&str]) {
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            (v.level != Level::AlwaysAsk).then(|| format!("{s:?}: {:?} `{}`", v.level, v.row))
        })
        .collect();
    assert!(bad.is_empty(), "should always ask:\n{}", bad.join("\n"));
}

#[test]
fn chain_reads_and_the_cli_settings_run_at_once() {
    allowed(&[
        "solana config get",
        "solana address",
        "solana address -k ~/.config/solana/devnet-deployer.json",
        "solana balance",
        "solana balance --url devnet",
        "solana balance -ud",
        "solana balance --url=localhost",
        "solana balance -u http://127.0.0.1:8899",
        "solana balance --url https://api.devnet.solana.com",
        "solana program show VeSt1ng --url devnet",
        "solana account 9WzDX --url testnet",
        "solana epoch-info",
        "solana logs --url localhost",
        "spl-token accounts --url devnet",
        "anchor keys list",
        "anchor idl fetch VeSt1ng --provider.cluster devnet",
        "avm list",
        "avm list | tail -3",
    ]);
}

#[test]
fn the_local_validator_and_its_writes_are_the_project() {
    project_family(&[
        "anchor build",
        "anchor build -p treasury",
        "anchor keys sync",
        "anchor clean",
        "anchor test --provider.cluster localnet",
        "anchor deploy --provider.cluster localnet",
        "anchor deploy --provider.cluster=localnet",
        "solana airdrop 10 --url localhost",
        "solana airdrop 10 -ul",
        "solana transfer 9WzDX 1 --url http://127.0.0.1:8899 --allow-unfunded-recipient",
        "solana program deploy target/deploy/treasury.so --url localhost",
        "solana-test-validator",
        "solana-test-validator --reset --quiet",
        "solana-test-validator --reset --quiet &>/tmp/validator.log",
        "pkill -f solana-test-validator",
        "pkill -f anvil",
    ]);
}

#[test]
fn writes_to_a_test_network_are_one_family_named_by_the_network() {
    family(
        TEST_NETWORK,
        &[
            "solana airdrop 2 --url devnet -k ~/.config/solana/devnet-deployer.json",
            "solana airdrop 2 -ud",
            "solana transfer 9WzDX 1 --url devnet --allow-unfunded-recipient",
            "solana transfer 9WzDX 1 --url https://api.testnet.solana.com",
            "solana program write-buffer target/deploy/treasury.so --url devnet -k ~/.config/solana/devnet-deployer.json",
            "solana program deploy target/deploy/treasury.so --url devnet",
            "spl-token mint 4zMMC 100 --url devnet",
            "spl-token --program-2022 create-token --url devnet",
            "anchor upgrade target/deploy/treasury.so --program-id VeSt1ng --provider.cluster devnet --provider.wallet ~/.config/solana/devnet-deployer.json",
            "anchor idl upgrade VeSt1ng -f target/idl/treasury.json --provider.cluster devnet",
            "anchor deploy --provider.cluster devnet",
        ],
    );
}

/// The same words on the configured cluster (which may be a main network) keep their own key,
/// so a yes given for a test network never answers them; a main network named always asks.
#[test]
fn a_test_network_yes_never_covers_the_configured_cluster() {
    check_grants(&[
        (
            "solana transfer 9WzDX 1 --url devnet",
            Level::AskOnce,
            Some(TEST_NETWORK),
        ),
        // Reads of a main network's public state: one question, as before.
        (
            "solana program show VeSt1ng --url mainnet-beta",
            Level::AskOnce,
            Some("solana: looks at production"),
        ),
        ("anchor build", Level::AskOnce, PROJECT),
    ]);
    // The configured cluster, a cluster named twice (one not a test network), another CLI
    // configuration, a marker written by hand, a host that only looks like a test network's:
    // an unknown program's question under the command's own words, never the family's; a
    // transfer there is an unknown program's `transfer`, which always asks.
    for s in [
        "solana program write-buffer t.so",
        "solana balance -C ~/other.yml",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_eq!(v.row, "unknown program", "{s}");
        assert_ne!(v.grant.as_deref(), Some(TEST_NETWORK), "{s}");
    }
    for s in [
        "solana transfer 9WzDX 1",
        "solana transfer 9WzDX 1 --url devnet --url https://rpc.example.net",
        "solana transfer 9WzDX 1 -C ~/other.yml",
        "solana transfer 9WzDX 1 --on-a-test-cluster",
        "solana transfer 9WzDX 1 --url https://devnet@rpc.example.net",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AlwaysAsk, "{s}: {}", v.row);
        assert!(v.row.contains("solana transfer"), "{s}: {}", v.row);
        assert_eq!(v.grant, None, "{s}");
    }
}

#[test]
fn main_networks_closes_final_programs_and_production_keys_always_ask() {
    always(&[
        "solana transfer 9WzDX 25 --url mainnet-beta",
        "solana transfer 9WzDX 25 -um",
        "solana airdrop 1 --url https://api.mainnet-beta.solana.com",
        "solana program deploy t.so --url mainnet-beta",
        "solana program deploy t.so",
        "solana program deploy t.so --url devnet --final",
        "solana program close VeSt1ng --bypass-warning --url devnet",
        "solana program close --buffers --url localhost",
        "solana program deploy t.so --url devnet --upgrade-authority ~/.config/solana/mainnet-upgrade-authority.json",
        "solana airdrop 2 --url devnet -k keys/prod-deployer.json",
        "solana config set --url mainnet-beta",
        "solana config set --keypair ~/.config/solana/mainnet-upgrade-authority.json",
        "anchor deploy",
        "anchor deploy --provider.cluster mainnet",
        "anchor upgrade t.so --program-id X --provider.cluster devnet --provider.wallet keys/prod-deployer.json",
        "anchor idl upgrade VeSt1ng -f target/idl/treasury.json --provider.cluster mainnet",
        "while true; do solana airdrop 5 --url devnet; done",
        "cat ~/.config/solana/id.json",
        "solana balance -k ~/.aws/credentials.json",
        "solana-test-validator --reset --ledger /tmp/elsewhere",
    ]);
}

#[test]
fn what_the_tables_leave_keeps_its_question() {
    for s in [
        "anchor test",
        "solana config set --url devnet",
        "solana program set-upgrade-authority VeSt1ng --new-upgrade-authority 9WzDX --url devnet",
        "avm use 0.30.1",
        "avm install latest",
        "solana-test-validator --geyser-plugin-config plugin.json",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), Some(TEST_NETWORK), "{s}");
        assert_ne!(v.grant.as_deref(), PROJECT, "{s}");
    }
}
