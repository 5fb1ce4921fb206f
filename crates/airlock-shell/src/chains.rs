//! Blockchains' command-line tools, as the production rule and the secret check read them: the
//! names of a chain's main network (where coins and programs are real, so a change there is
//! production's), the Solana CLIs' monikers for it, and the options by which a chain CLI is
//! handed a wallet's keypair to sign with (the key is used, not printed). Foundry's `forge` and
//! `cast` judge their chains in their own table (`appstacks.rs`) and are left to it. Solana's
//! and Anchor's command lines have tables here that read the cluster each command names
//! ([`cluster_args`]): reads of a chain read, writes to the local validator are the project's
//! family and writes to a test network the test network family, each granted only for a command
//! that names such a cluster; what they leave is an unknown program's, as before.

use crate::toolchains::{
    Kind, Row, Toolchain, build, extends, outside, project, read, tool, unless, with,
};

/// Words that name a chain's main network, each a word of an option's value or of a URL's host
/// (`--url mainnet-beta`, `--network mainnet`, `--provider.cluster mainnet`, `--env mainnet`,
/// `https://api.mainnet-beta.solana.com`, `https://eth-mainnet.g.alchemy.com/v2/KEY`). The test
/// networks (`devnet`, `testnet`, `sepolia`), a local validator (`localnet`, `localhost`) and
/// the main branch (`main`) are not here.
const MAIN_NETWORK_WORDS: &[(&str, &str)] = &[
    (
        "mainnet",
        "a main network (`mainnet`, Solana's `mainnet-beta`, `eth-mainnet`: Solana's, Ethereum's, Sui's, Aptos's and NEAR's)",
    ),
    ("main-net", "a main network (`main-net`, in two words)"),
];

/// The Solana CLIs' monikers for a cluster, which their `-u`/`--url` take beside a URL (`-u m`,
/// `--url m`, `-um`): the first letter stands for the cluster's name. Only `m` (mainnet-beta)
/// is production; `d`, `t` and `l` are devnet, testnet and the local validator.
const SOLANA_URL_MONIKERS: &[(&str, &[&str], &str)] = &[
    ("solana", &["-u", "--url"], "m"),
    ("spl-token", &["-u", "--url"], "m"),
];

/// Programs whose own table judges the chain they are pointed at (Foundry's, `appstacks.rs`:
/// a fork or a simulation of the main network runs on this machine).
const OWN_CHAIN_TABLE: &[&str] = &["forge", "cast", "anvil", "chisel"];

/// Verbs of a chain CLI's command that only read the chain's state, public on a main network
/// as on any other (`solana program show ID --url mainnet-beta`, `X account get ADDR --network
/// mainnet`): beside the production rule's looks, one question covers them for the session.
pub(crate) const CHAIN_READ_VERBS: &[&str] = &[
    "show", "get", "list", "ls", "info", "describe", "inspect", "balance", "account", "accounts",
    "address", "block", "slot", "epoch", "supply", "logs", "log", "search", "find",
];

/// Verbs of a chain CLI's command that write to the chain (move coins, make or end an account,
/// sign, submit, stake, vote, deploy): beside an unknown program's acting, publishing and
/// destroying verbs, one of them among a command's leading words makes it no look, whatever read
/// word comes first (`aptos account transfer … --url …mainnet…`, `X balance send A 100`).
pub(crate) const CHAIN_WRITE_VERBS: &[&str] = &[
    "transfer", "send", "fund", "create", "mint", "burn", "stake", "unstake", "withdraw",
    "deposit", "set", "sign", "submit", "call", "swap", "airdrop", "delegate", "vote", "close",
    "upgrade", "deploy",
];

/// Chain CLIs and the options by which they are handed a wallet's keypair to sign with
/// (`solana airdrop 2 -k ~/.config/solana/devnet.json`, `anchor upgrade --provider.wallet F`):
/// the program signs transactions with the key and prints only its public half, so the key is
/// used, not read, as a runner's environment file is. What the command does is judged on its
/// own: a keypair whose name says production (`mainnet-upgrade-authority.json`) makes it
/// production ([`production_signer`]), and any other program, option or reader of the same
/// file (`cat`, `jq`, `solana-keygen recover -o`) still touches a secret.
const SIGNER_KEY_OPTIONS: &[(&str, &[&str])] = &[
    // The fee payer and signer (`-k`), and the authorities and accounts a command signs as.
    (
        "solana",
        &[
            "-k",
            "--keypair",
            "--fee-payer",
            "--upgrade-authority",
            "--program-id",
            "--buffer",
            "--buffer-authority",
            "--authority",
            "--from",
            "--owner",
            "--nonce-authority",
            "--stake-authority",
            "--withdraw-authority",
        ],
    ),
    (
        "spl-token",
        &[
            "--fee-payer",
            "--owner",
            "--mint-authority",
            "--freeze-authority",
            "--authority",
        ],
    ),
    // Anchor's provider wallet and the program's own keypair it deploys to.
    ("anchor", &["--provider.wallet", "--program-keypair"]),
];

/// The keypair `argv[at]` hands a chain CLI to sign with ([`SIGNER_KEY_OPTIONS`]): a plain JSON
/// file (no wildcard or command substitution) given as one of its signer options' value, apart
/// or after `=`.
pub(crate) fn signer_keypair(argv: &[String], at: usize) -> Option<&str> {
    let program = crate::program_name(argv.first()?);
    let (_, options) = SIGNER_KEY_OPTIONS.iter().find(|(p, _)| *p == program)?;
    let value = crate::knowledge::option_value_at(argv, at, options)?;
    (value.to_ascii_lowercase().ends_with(".json")
        && !value.contains(['*', '?', '[', '`'])
        && !value.contains("$("))
    .then_some(value)
}

/// The secret locations a signer option's file may be in and still be only signed with: a
/// wallet's keypair (the Solana CLI's keypairs, a `*-keypair.json`, a JSON key in a folder of
/// keys: `keys/devnet.json`). Any other secret location handed as a keypair (`-k
/// ~/.aws/credentials.json`) is read as it would be by any reader.
const WALLET_KEYPAIR_ROWS: &[&str] = &[
    "Solana's keypairs",
    "a Solana keypair",
    "a key file in a folder of keys",
];

/// Whether `argv[at]` is a chain CLI's signer keypair ([`signer_keypair`]) that is a wallet's
/// key or no secret at all: the secret-location row of the file (`path`, and `under_cwd` when
/// the shell moved) is none or a wallet keypair's ([`WALLET_KEYPAIR_ROWS`]).
pub(crate) fn signs_with_wallet_key(argv: &[String], at: usize, cwd: &str) -> bool {
    let Some(path) = signer_keypair(argv, at) else {
        return false;
    };
    let wallet = |p: &str| {
        airlock_facts::secret_location(p).is_none_or(|l| WALLET_KEYPAIR_ROWS.contains(&l.what))
    };
    let relative = !cwd.is_empty() && !path.starts_with(['/', '~']);
    wallet(path) && (!relative || wallet(&format!("{cwd}/{path}")))
}

/// Whether a value names a chain's main network ([`MAIN_NETWORK_WORDS`]): a word of a URL's
/// host or of the host of any URL written in it ([`airlock_facts::url_host`],
/// [`airlock_facts::hosts_in`]; never its user part or path), or of a whole value without a
/// path (`mainnet-beta`, `eth-mainnet`, `main-net`).
pub(crate) fn names_main_network(value: &str) -> Option<&'static str> {
    let value = value.trim_matches(['"', '\'']).to_ascii_lowercase();
    let place = if value.contains("://") {
        std::iter::once(airlock_facts::url_host(&value))
            .chain(airlock_facts::hosts_in(&value))
            .map(|u| u.host)
            .collect::<Vec<_>>()
            .join(" ")
    } else if value.contains('/') || value.contains(char::is_whitespace) {
        return None;
    } else {
        value
    };
    let words: Vec<&str> = place
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .collect();
    MAIN_NETWORK_WORDS.iter().find_map(|(name, why)| {
        let parts: Vec<&str> = name.split('-').collect();
        words
            .windows(parts.len())
            .any(|w| w == parts.as_slice())
            .then_some(*why)
    })
}

/// Why a command points at a chain's main network: the value of an option that picks where it
/// acts ([`crate::knowledge::option_picks_place`]) or a URL operand naming it
/// ([`names_main_network`]), or a Solana CLI's moniker for it ([`SOLANA_URL_MONIKERS`]). `None`
/// for Foundry's programs, whose table judges their chains, and for a command naming none.
pub(crate) fn main_network(program: &str, args: &[String]) -> Option<String> {
    if OWN_CHAIN_TABLE.contains(&program) {
        return None;
    }
    let args: Vec<&str> = args
        .iter()
        .take_while(|a| *a != "--")
        .map(String::as_str)
        .collect();
    let moniker = SOLANA_URL_MONIKERS.iter().find(|(p, _, _)| *p == program);
    args.iter().enumerate().find_map(|(i, a)| {
        let (option, value) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v)),
            _ if a.starts_with('-') => (*a, args.get(i + 1).copied()),
            _ if a.contains("://") => ("", Some(*a)),
            _ => return None,
        };
        let joined = moniker.and_then(|(_, options, m)| {
            options
                .iter()
                .any(|o| o.len() == 2 && a.strip_prefix(o) == Some(*m))
                .then_some(*m)
        });
        let by_moniker = moniker.is_some_and(|(_, options, m)| {
            (options.contains(&option) && value == Some(*m)) || joined.is_some()
        });
        // Only an option that picks where the command acts (`--url`, `--network`, `--env`,
        // `--provider.cluster`) or the Solana CLI's `-u` names the network; another option's
        // value (`-p mainnet_tests`, `--input mainnet.csv`, `--grep mainnet`) is a name.
        let picks = option.is_empty()
            || value.is_some_and(|v| v.contains("://"))
            || (option.len() > 2 && crate::knowledge::option_picks_place(option))
            || moniker.is_some_and(|(_, options, _)| options.contains(&option));
        let why = value.filter(|_| picks).and_then(names_main_network);
        (by_moniker || why.is_some()).then(|| {
            let written = if option.is_empty() || joined.is_some() {
                (*a).to_owned()
            } else {
                format!("{option} {}", value.unwrap_or_default())
            };
            format!(
                "`{written}` points `{program}` at {}, where coins and programs are real; the command is not a read",
                why.unwrap_or("mainnet-beta (`m` is the Solana CLI's moniker for it)")
            )
        })
    })
}

/// Why a chain CLI signs with a keypair whose file name says production or a main network
/// (`-k ~/.config/solana/mainnet-upgrade-authority.json`, `--provider.wallet prod-deployer.json`):
/// it acts as the production authority, wherever its other options point.
pub(crate) fn production_signer(argv: &[String]) -> Option<String> {
    (1..argv.len()).find_map(|at| {
        let file = signer_keypair(argv, at)?;
        let name = file.rsplit('/').next().unwrap_or(file);
        (crate::knowledge::names_production(name) || names_main_network(name).is_some()).then(
            || {
                format!(
                    "signs with `{file}`, a keypair whose name says production or a main network"
                )
            },
        )
    })
}

// --- Solana and Anchor -----------------------------------------------------------------------

/// The marker [`cluster_args`] puts first when every cluster a Solana or Anchor command names is
/// a public test network (`--url devnet`, `-ud`, `--provider.cluster testnet`,
/// `https://api.devnet.solana.com`): its coins come from a faucet and have no value. No program
/// has such an option; one written by hand is dropped.
pub(crate) const ON_A_TEST_CLUSTER: &str = "--on-a-test-cluster";
/// The marker [`cluster_args`] puts first when every cluster a command names is this machine's
/// validator (`--url localhost`, `-ul`, `--provider.cluster localnet`, `http://127.0.0.1:8899`).
pub(crate) const ON_THE_LOCAL_VALIDATOR: &str = "--on-the-local-validator";
/// The marker [`cluster_args`] puts first when a command names no cluster and no other CLI
/// configuration: it acts on the cluster the CLI's settings name, which may be a main network,
/// so only its reads are lowered, never its writes.
pub(crate) const ON_THE_CONFIGURED_CLUSTER: &str = "--on-the-configured-cluster";

/// The programs whose commands name their Solana cluster, and the options that name it (the
/// Solana CLIs' `-u`/`--url`, which take a moniker or a URL; Anchor's provider cluster), and
/// those that point them at another CLI configuration, whose cluster this command does not show.
const CLUSTER_NAMERS: &[(&str, &[&str], &[&str])] = &[
    ("solana", &["-u", "--url"], &["-C", "--config"]),
    ("spl-token", &["-u", "--url"], &["-C", "--config"]),
    ("anchor", &["--provider.cluster"], &[]),
];

/// Where a Solana cluster named by an option's value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cluster {
    Local,
    Test,
    Elsewhere,
}

/// The cluster a `-u`/`--url`/`--provider.cluster` value names: the CLIs' monikers (`l`, `d`,
/// `t`; `m` is the main network), the names (`localhost`, `localnet`, `devnet`, `testnet`), a
/// loopback URL, or a URL whose host names a test network by a word (`api.devnet.solana.com`,
/// `solana-devnet.g.alchemy.com`). Any other value (a main network, an RPC provider's URL) is
/// elsewhere.
fn cluster_of(value: &str) -> Cluster {
    let v = value.trim_matches(['"', '\'']).to_ascii_lowercase();
    if matches!(v.as_str(), "l" | "localhost" | "localnet" | "local")
        || crate::knowledge::loopback(&v)
    {
        return Cluster::Local;
    }
    if matches!(v.as_str(), "d" | "t" | "devnet" | "testnet") {
        return Cluster::Test;
    }
    // The URL's own host (a URL in its query is not it); a user part is no test network's.
    let url = airlock_facts::url_host(&v);
    if url.scheme.is_none() {
        return Cluster::Elsewhere;
    }
    let words: Vec<&str> = url.host.split(['.', '-']).collect();
    if url.userinfo.is_none()
        && names_main_network(&v).is_none()
        && words.iter().any(|w| matches!(*w, "devnet" | "testnet"))
    {
        Cluster::Test
    } else {
        Cluster::Elsewhere
    }
}

/// A Solana or Anchor command's arguments as their rows read them, with a marker first:
/// [`ON_THE_LOCAL_VALIDATOR`] when every cluster it names is this machine's,
/// [`ON_A_TEST_CLUSTER`] when every one is a test network, [`ON_THE_CONFIGURED_CLUSTER`] when
/// it names none and no other configuration; none when it names a main network, another RPC
/// or a mix. Markers written by hand are dropped. None for another program.
pub(crate) fn cluster_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    let (_, options, configs) = CLUSTER_NAMERS.iter().find(|(p, _, _)| *p == name)?;
    let markers = [
        ON_A_TEST_CLUSTER,
        ON_THE_LOCAL_VALIDATOR,
        ON_THE_CONFIGURED_CLUSTER,
    ];
    let args: Vec<String> = args
        .iter()
        .filter(|a| !markers.contains(&a.as_str()))
        .cloned()
        .collect();
    let (mut clusters, mut other_config) = (Vec::new(), false);
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        let (option, attached) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v.to_owned())),
            // A short option joined to its value (`-ud`, `-ulocalhost`).
            _ if a.len() > 2 && !a.starts_with("--") => {
                (a.get(..2).unwrap_or(a), a.get(2..).map(str::to_owned))
            }
            _ => (a.as_str(), None),
        };
        if options.contains(&option) {
            let value = attached.or_else(|| it.next().cloned()).unwrap_or_default();
            clusters.push(cluster_of(&value));
        } else if configs.contains(&option) {
            other_config = true;
        }
    }
    let marker = if clusters.is_empty() {
        (!other_config).then_some(ON_THE_CONFIGURED_CLUSTER)
    } else if clusters.iter().all(|c| *c == Cluster::Local) {
        Some(ON_THE_LOCAL_VALIDATOR)
    } else if clusters.iter().all(|c| *c == Cluster::Test) {
        Some(ON_A_TEST_CLUSTER)
    } else {
        None
    };
    let mut out = Vec::with_capacity(args.len() + 1);
    out.extend(marker.map(str::to_owned));
    out.extend(args);
    Some(out)
}

/// A cluster the command names that is this machine's or a test network, or the configured one:
/// where a read of the chain's public state reads (an explicitly named main network keeps the
/// production rule's question for its looks).
const KNOWN_CLUSTER: &[&str] = &[
    ON_THE_LOCAL_VALIDATOR,
    ON_A_TEST_CLUSTER,
    ON_THE_CONFIGURED_CLUSTER,
];
const LOCAL: &[&str] = &[ON_THE_LOCAL_VALIDATOR];
const TEST: &[&str] = &[ON_A_TEST_CLUSTER];

/// The Solana CLIs' options whose value is the next word.
const SOLANA_VALUES: &[&str] = &[
    "-u",
    "--url",
    "-k",
    "--keypair",
    "-C",
    "--config",
    "--commitment",
    "--output",
    "--output-file",
    "-o",
    "--fee-payer",
    "--upgrade-authority",
    "--program-id",
    "--buffer",
    "--buffer-authority",
    "--authority",
    "--from",
    "--owner",
    "--nonce",
    "--nonce-authority",
    "--stake-authority",
    "--withdraw-authority",
    "--with-compute-unit-price",
    "--max-len",
    "--max-sign-attempts",
    "--blockhash",
    "--ws",
    "--limit",
    "--before",
    "--until",
    "--mint-authority",
    "--freeze-authority",
    "--decimals",
];

/// Writes to a public test network (`--url devnet`, `-ut`): a faucet's airdrop, a transfer, a
/// program's deploy, buffer, extension or upgrade, a token's mint or account. Its coins have no
/// value and its state is the team's to throw away, so one yes covers the family
/// ([`crate::appstacks::TEST_NETWORK_FAMILY`], Foundry's too), granted only for commands that
/// name a test network: a yes here never covers the same words on the configured cluster. A
/// program made final (`--final`), a close, an authority handed away and the CLI's settings are
/// not here: the next table decides them as it always did.
const SOLANA_TEST_CLUSTER: &[Row] = &[
    with(build("airdrop"), TEST),
    with(build("transfer"), TEST),
    unless(with(build("program deploy"), TEST), &["--final"]),
    with(build("program write-buffer"), TEST),
    with(build("program extend"), TEST),
    unless(with(build("program upgrade"), TEST), &["--final"]),
    with(build("create-token"), TEST),
    with(build("create-account"), TEST),
    with(build("mint"), TEST),
];

/// The Solana CLIs on this machine: the CLI's settings printed and the default keypair's public
/// half (`config get`, `address`) read; reads of a cluster's public state (balances, accounts,
/// blocks, a program's details, logs) read on the local validator, a test network or the
/// configured cluster; writes to the local validator are the project's family, as a Foundry
/// script broadcast to anvil is. Everything else (a main network named, a close, the settings
/// set, a write to the configured cluster) is left to the next table, which keys a yes by its
/// words.
const SOLANA: &[Row] = &[
    read("config get"),
    read("address"),
    read("help"),
    with(read("balance"), KNOWN_CLUSTER),
    unless(
        with(read("account"), KNOWN_CLUSTER),
        &["-o", "--output-file"],
    ),
    with(read("block"), KNOWN_CLUSTER),
    with(read("block-height"), KNOWN_CLUSTER),
    with(read("block-time"), KNOWN_CLUSTER),
    with(read("slot"), KNOWN_CLUSTER),
    with(read("epoch"), KNOWN_CLUSTER),
    with(read("epoch-info"), KNOWN_CLUSTER),
    with(read("cluster-version"), KNOWN_CLUSTER),
    with(read("confirm"), KNOWN_CLUSTER),
    with(read("transaction-history"), KNOWN_CLUSTER),
    with(read("logs"), KNOWN_CLUSTER),
    with(read("validators"), KNOWN_CLUSTER),
    with(read("rent"), KNOWN_CLUSTER),
    with(read("supply"), KNOWN_CLUSTER),
    with(read("genesis-hash"), KNOWN_CLUSTER),
    with(read("largest-accounts"), KNOWN_CLUSTER),
    with(read("leader-schedule"), KNOWN_CLUSTER),
    with(read("inflation"), KNOWN_CLUSTER),
    with(read("stakes"), KNOWN_CLUSTER),
    with(read("program show"), KNOWN_CLUSTER),
    with(read("accounts"), KNOWN_CLUSTER),
    with(read("display"), KNOWN_CLUSTER),
    with(build("airdrop"), LOCAL),
    with(build("transfer"), LOCAL),
    with(build("program deploy"), LOCAL),
    with(build("program write-buffer"), LOCAL),
    with(build("program extend"), LOCAL),
    with(build("program upgrade"), LOCAL),
    with(build("create-token"), LOCAL),
    with(build("create-account"), LOCAL),
    with(build("mint"), LOCAL),
];

/// Anchor's options whose value is the next word.
const ANCHOR_VALUES: &[&str] = &[
    "--provider.cluster",
    "--provider.wallet",
    "--program-id",
    "--program-keypair",
    "--program-name",
    "-p",
    "--filepath",
    "-f",
    "--out",
    "-o",
    "--out-ts",
    "-t",
    "--arch",
    "--docker-image",
    "--bootstrap",
    "--env",
    "-e",
];

/// Anchor's writes to a public test network (`--provider.cluster devnet`): a deploy, an upgrade,
/// an IDL's init, upgrade or buffer, a test run or a migration there, the test network family
/// as the Solana CLI's are. An IDL closed or its authority erased is not here.
const ANCHOR_TEST_CLUSTER: &[Row] = &[
    with(build("deploy"), TEST),
    with(build("upgrade"), TEST),
    with(build("idl init"), TEST),
    with(build("idl upgrade"), TEST),
    with(build("idl write-buffer"), TEST),
    with(build("idl set-buffer"), TEST),
    with(build("test"), TEST),
    with(build("migrate"), TEST),
];

/// Anchor on the project: its build (the program and its IDL; a program's keypair made when
/// none exists), a clean (which keeps the programs' keypairs), the keys synced into the sources,
/// expanding macros, and every deploy, upgrade, test or IDL write to the local validator: the
/// project's family. Listing the program ids reads; fetching an IDL or an account reads where a
/// read of the chain does. The rest (a configured or main network's deploy, an IDL closed) is
/// left to the next table.
const ANCHOR: &[Row] = &[
    read("keys list"),
    with(read("idl fetch"), KNOWN_CLUSTER),
    with(read("account"), KNOWN_CLUSTER),
    build("build"),
    build("keys sync"),
    build("idl build"),
    build("idl parse"),
    build("expand"),
    build("clean"),
    with(build("deploy"), LOCAL),
    with(build("upgrade"), LOCAL),
    with(build("idl init"), LOCAL),
    with(build("idl upgrade"), LOCAL),
    with(build("idl write-buffer"), LOCAL),
    with(build("idl set-buffer"), LOCAL),
    with(build("test"), LOCAL),
    with(build("migrate"), LOCAL),
    with(build("localnet"), LOCAL),
];

/// Anchor's version manager: the versions it knows listed.
const AVM: &[Row] = &[read("list")];

/// Solana's local validator (`solana-test-validator`, `--reset` starting its ledger anew) runs
/// on this machine with a ledger in the folder it starts in: the project's family, as anvil
/// is. A ledger elsewhere (`--ledger`, `-l`) or a plugin library loaded into it is left to the
/// next table.
const TEST_VALIDATOR: &[Row] = &[unless(
    build(""),
    &["--ledger", "-l", "--geyser-plugin-config"],
)];

/// Local validators whose `--reset` starts their own test ledger anew (in the folder they
/// start in, unless `--ledger` names another, which their table leaves to an unknown
/// program's rule): what it throws away is the validator's own throwaway chain, made again at
/// each start, not data the project keeps.
const LEDGER_RESETS: &[&str] = &["solana-test-validator"];

/// Whether `option` of `program` only starts its own test ledger anew ([`LEDGER_RESETS`]).
pub(crate) fn resets_own_ledger(program: &str, option: &str) -> bool {
    option == "--reset" && LEDGER_RESETS.contains(&program)
}

/// The tables of Solana's and Anchor's command lines, each only adding rows: a command none
/// matches is judged as an unknown program's, as before (a main network's look asked once, its
/// writes always).
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    extends(outside(tool(
        &["solana", "spl-token"],
        crate::appstacks::TEST_NETWORK_FAMILY,
        SOLANA_VALUES,
        SOLANA_TEST_CLUSTER,
        Kind::Ask,
    ))),
    extends(project(outside(tool(
        &["solana", "spl-token"],
        "solana",
        SOLANA_VALUES,
        SOLANA,
        Kind::Ask,
    )))),
    extends(outside(tool(
        &["anchor"],
        crate::appstacks::TEST_NETWORK_FAMILY,
        ANCHOR_VALUES,
        ANCHOR_TEST_CLUSTER,
        Kind::Ask,
    ))),
    extends(project(tool(
        &["anchor"],
        "anchor",
        ANCHOR_VALUES,
        ANCHOR,
        Kind::Ask,
    ))),
    extends(outside(tool(&["avm"], "avm", &[], AVM, Kind::Ask))),
    extends(project(tool(
        &["solana-test-validator"],
        "local chain",
        &[
            "--ledger",
            "-l",
            "--geyser-plugin-config",
            "--rpc-port",
            "--faucet-port",
            "--bind-address",
            "--limit-ledger-size",
            "--slots-per-epoch",
            "--ticks-per-slot",
            "--mint",
            "--url",
            "-u",
            "--clone",
            "--clone-upgradeable-program",
            "--deactivate-feature",
            "--gossip-port",
            "--dynamic-port-range",
            "--faucet-sol",
        ],
        TEST_VALIDATOR,
        Kind::Ask,
    ))),
];
