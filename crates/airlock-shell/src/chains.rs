//! Blockchains' command-line tools, as the production rule and the secret check read them: the
//! names of a chain's main network (where coins and programs are real, so a change there is
//! production's), the Solana CLIs' monikers for it, and the options by which a chain CLI is
//! handed a wallet's keypair to sign with (the key is used, not printed). Foundry's `forge` and
//! `cast` judge their chains in their own table (`appstacks.rs`) and are left to it.

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
/// wallet's keypair (the Solana CLI's keypairs, a `*-keypair.json`). Any other secret location
/// handed as a keypair (`-k ~/.aws/credentials.json`) is read as it would be by any reader.
const WALLET_KEYPAIR_ROWS: &[&str] = &["Solana's keypairs", "a Solana keypair"];

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
/// host, or of a whole value without a path (`mainnet-beta`, `eth-mainnet`, `main-net`).
pub(crate) fn names_main_network(value: &str) -> Option<&'static str> {
    let value = value.trim_matches(['"', '\'']).to_ascii_lowercase();
    let place = match value.split_once("://") {
        Some((_, rest)) => {
            let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
            authority.rsplit('@').next().unwrap_or_default().to_owned()
        }
        None if value.contains('/') || value.contains(char::is_whitespace) => return None,
        None => value,
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
