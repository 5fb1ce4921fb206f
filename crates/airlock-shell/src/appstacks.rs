//! Tables of stacks that work against a service of their own, each with a stage a developer
//! owns and stages others share: Foundry's Solidity toolchain (`forge`, `cast`, `anvil`,
//! `chisel`) and Slither against a local chain, a test network or a main network; Expo's EAS
//! builds and updates by profile and branch; the Salesforce CLI (`sf`, `sfdx`) against a
//! scratch org or a shared sandbox and production; the Shopify CLI against development and
//! unpublished themes or the live one; deploy platforms' stages named on the command line (a
//! Firebase project, an Argo CD application, an Ansible inventory, a Databricks bundle's
//! target, a Nomad cluster's address) and their previews (Vercel, Netlify drafts,
//! Firebase hosting channels). Beside them, two classes any program may fall in: a command
//! that prints or derives a private key ([`key_printing`]), and a command a loop repeats a
//! written number of times ([`repeated`]).
//!
//! What only reads reads; what runs the project's code on this machine (a build, a test, a
//! script simulated, a transaction to the local chain) is the project's family
//! ([`crate::toolchains::PROJECT_FAMILY`]); what changes the developer's own stage on the
//! service (a test network, an EAS preview, a scratch org, a development theme), a stage the
//! command names for development or staging and none for production (a Firebase project,
//! an Argo CD application, an Ansible inventory: [`stage_args`]), or a preview at its own address, is that stage's
//! family ([`STAGE_FAMILIES`]), one yes for the session; what changes production or a stage
//! the command leaves unnamed, publishes, destroys or prints credentials always asks.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, OUTSIDE_WORKSPACE, PUBLISHING, Row, Toolchain,
    ask, build, danger, extends, outside, project, read, seen, tool, unless, with,
};
use crate::{Command, Level, Verdict};

/// The family of transactions sent to a public test network (`forge script --broadcast
/// --rpc-url sepolia`, `cast send … --rpc-url $SEPOLIA_RPC_URL`, `forge verify-contract
/// --chain sepolia`): its ether has no value and its state is the team's to throw away.
pub(crate) const TEST_NETWORK_FAMILY: &str = "test network transactions";
/// The family of EAS builds and updates of a preview stage (`eas build --profile preview`,
/// `eas update --branch preview`): they reach the team's testers, never the stores' users.
pub(crate) const EAS_PREVIEW_FAMILY: &str = "eas preview";
/// The family of the Salesforce CLI's commands on a scratch org (`sf project deploy start -o
/// my-scratch`): a disposable org of the developer's own.
pub(crate) const SCRATCH_ORG_FAMILY: &str = "salesforce scratch org";
/// The family of the Shopify CLI's commands on development and unpublished themes (`shopify
/// theme dev`, `theme push --unpublished`): themes no shopper sees.
pub(crate) const DEV_THEME_FAMILY: &str = "shopify development theme";
/// The family of deploys to a Firebase project named for a stage the team keeps for itself
/// (`firebase deploy --only functions -P staging`, `--project my-app-dev`): the team's own
/// project, never the one its users reach.
pub(crate) const FIREBASE_STAGE_FAMILY: &str = "firebase staging deploy";
/// The family of syncs and rollbacks of Argo CD applications named for a development or
/// staging stage (`argocd app sync shop-staging`): what the GitOps repository holds for that
/// stage, applied to its cluster.
pub(crate) const ARGOCD_STAGE_FAMILY: &str = "argocd staging sync";
/// The family of a Databricks bundle deployed to and run in targets named for development or
/// staging (`databricks bundle deploy -t dev`, `bundle run -t dev job`): a bundle's development
/// target deploys the developer's own copy of its jobs and pipelines, named for the developer
/// and paused, and a staging target the team's, never the one production runs.
pub(crate) const DATABRICKS_STAGE_FAMILY: &str = "databricks development target";
/// The family of a Nomad job deployed to a cluster whose address names a development or
/// staging stage (`nomad job run -address=https://nomad.dev.example.internal:4646 …`, then
/// `nomad job promote` of its canaries there): the team's own cluster, never production's.
pub(crate) const NOMAD_STAGE_FAMILY: &str = "nomad development cluster";
/// The family of changes to a Consul cluster whose address names a development or staging
/// stage (`consul kv put -http-addr=https://consul.dev.example.internal:8501 config/app/dev/x
/// 1`, a configuration entry or an intention written there): the team's own cluster, never
/// production's.
pub(crate) const CONSUL_STAGE_FAMILY: &str = "consul development cluster";
/// The family of playbook runs against inventories each named for a stage the team keeps for
/// itself (`ansible-playbook -i inventories/sandbox.yml site.yml`), granted per inventory
/// (`localops::stage_run_family`).
pub(crate) const ANSIBLE_STAGE_FAMILY: &str = "ansible stage run";
/// The family of deploys and invocations of a Serverless Framework stage named for
/// development or staging (`sls deploy --stage dev-ana`, `sls invoke -f fn --stage staging`),
/// granted per stage ([`serverless_stage_family`]): the team's own copy of the service, never
/// the one its users reach.
pub(crate) const SERVERLESS_STAGE_FAMILY: &str = "serverless stage";
/// The family of SST's deploys, dev mode and shells on a stage of one's own (`sst
/// deploy --stage dani`, `sst dev --stage dev`, `sst shell --stage dani -- CMD`), granted per
/// stage ([`serverless_stage_family`]): a developer's own copy of the app, never the one its
/// users reach nor the team's shared staging.
pub(crate) const SST_STAGE_FAMILY: &str = "sst personal stage";
/// The family of AWS Copilot deploys to an environment named for development, testing or
/// staging and none for production (`copilot svc deploy --name api --env dev-mk`), granted per
/// environment ([`copilot_environment_family`]): a yes for one never covers another.
pub(crate) const COPILOT_ENVIRONMENT_FAMILY: &str = "copilot environment";
/// The family of preview deploys, across platforms (`vercel deploy --prebuilt`, a bare
/// `vercel`, `netlify deploy` without `--prod`, `firebase hosting:channel:deploy pr-12 -P
/// staging`): each a new deployment at its own address, which the production site never
/// serves; one human answer, "let the agent publish previews", means the same for each.
pub(crate) const PREVIEW_DEPLOY_FAMILY: &str = "preview deploy";

/// The family of the Platform.sh family's command lines (`magento-cloud`, `platform`, `upsun`)
/// on an environment the command names that is a branch of one's own (`environment:activate -e
/// shop-733-parcel-locker`): an integration environment of a feature branch, never production,
/// staging or the shared integration branch.
pub(crate) const PLATFORM_BRANCH_FAMILY: &str = "cloud feature branch environment";

/// The stages' families and what one yes covers, for the reason a human reads.
pub(crate) const STAGE_FAMILIES: &[(&str, &str)] = &[
    (
        TEST_NETWORK_FAMILY,
        "sends transactions to a public test network",
    ),
    (
        EAS_PREVIEW_FAMILY,
        "builds or updates the app's preview stage for its testers",
    ),
    (
        SCRATCH_ORG_FAMILY,
        "changes a disposable Salesforce scratch org",
    ),
    (
        DEV_THEME_FAMILY,
        "changes a development or unpublished Shopify theme",
    ),
    (
        FIREBASE_STAGE_FAMILY,
        "deploys to a Firebase project named for development or staging",
    ),
    (
        ARGOCD_STAGE_FAMILY,
        "syncs an Argo CD application named for development or staging",
    ),
    (
        DATABRICKS_STAGE_FAMILY,
        "deploys or runs a Databricks bundle in a target named for development or staging",
    ),
    (
        NOMAD_STAGE_FAMILY,
        "deploys a Nomad job to a cluster whose address names development or staging",
    ),
    (
        CONSUL_STAGE_FAMILY,
        "changes keys, configuration entries or intentions of a Consul cluster whose address names development or staging",
    ),
    (
        ANSIBLE_STAGE_FAMILY,
        "runs a playbook against an inventory named for a sandbox, development or staging stage",
    ),
    (
        SERVERLESS_STAGE_FAMILY,
        "deploys to or invokes a Serverless stage named for development or staging",
    ),
    (
        SST_STAGE_FAMILY,
        "deploys to or runs with the secrets of an SST stage of one's own (a person's or a development stage)",
    ),
    (
        PREVIEW_DEPLOY_FAMILY,
        "publishes a preview at its own address, which production never serves",
    ),
    (
        COPILOT_ENVIRONMENT_FAMILY,
        "deploys to an AWS Copilot environment named for development, testing or staging",
    ),
    (
        PLATFORM_BRANCH_FAMILY,
        "activates or redeploys the hosted environment of a feature branch, which no customer reaches",
    ),
    (
        crate::stacktools::UGS_STAGE_FAMILY,
        "deploys Unity Gaming Services' configuration to an environment named for development or staging",
    ),
    (
        crate::stacktools::PANTHEON_FAMILY,
        "works on a Pantheon environment other than live (dev, test or a multidev), which no visitor reaches",
    ),
];

/// A stage's family's row and reason, for a toolchain's verdict of a build row in one (its
/// grant already set): what its one yes covers, not "builds or tests the project".
pub(crate) fn stage_reason(v: &mut Verdict, kind: Kind, family: &str, cmd: &str) {
    let Some((_, what)) = STAGE_FAMILIES.iter().find(|(f, _)| *f == family) else {
        return;
    };
    if kind == Kind::Build {
        v.row = v.row.replace(
            &format!("(builds and tests: {family})"),
            &format!("({family})"),
        );
        // The grant, when a family is granted per stage (an Ansible inventory's).
        let covers = v.grant.as_deref().unwrap_or(family);
        v.reason = format!("`{cmd}` {what}; one approval covers `{covers}` for the session");
    }
}

// --- Foundry ---------------------------------------------------------------------------------

/// The marker [`chain_args`] puts first when every chain a `forge` or `cast` command names is
/// this machine's (`--rpc-url http://127.0.0.1:8545`, `--fork-url localhost`): anvil's chain,
/// the developer's own. Foundry has no such option; one written by hand is dropped.
pub(crate) const ON_LOCAL_CHAIN: &str = "--on-a-local-chain";
/// The marker [`chain_args`] puts first when a command that sends (a script's `--broadcast`,
/// `cast send`, a verification) names only public test networks.
pub(crate) const SENDS_TO_TEST_NETWORK: &str = "--sends-to-a-test-network";

/// Names of public test networks, as a chain's name, an RPC alias or a word of its URL or
/// variable (`sepolia`, `base-sepolia`, `$HOLESKY_RPC_URL`, `eth-sepolia.g.alchemy.com`).
const TEST_NETWORKS: &[&str] = &[
    "sepolia",
    "holesky",
    "hoodi",
    "goerli",
    "amoy",
    "mumbai",
    "fuji",
    "chiado",
    "alfajores",
    "testnet",
    "devnet",
];
/// Chain ids of public test networks: Sepolia, Holešky, Hoodi, Goerli, Base, Arbitrum and
/// Optimism Sepolia, Polygon Amoy, Avalanche Fuji, BNB's testnet.
const TEST_NETWORK_IDS: &[&str] = &[
    "11155111", "17000", "560048", "5", "84532", "421614", "11155420", "80002", "43113", "97",
];
/// Options naming the chain a command works on.
const CHAIN_OPTIONS: &[&str] = &[
    "--rpc-url",
    "--fork-url",
    "-f",
    "-r",
    "--chain",
    "--chain-id",
    "--eth-rpc-url",
];

/// Where a chain named by an option's value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Chain {
    Local,
    Test,
    Elsewhere,
}

fn chain_of(value: &str) -> Chain {
    let v = value.trim_matches(['"', '\'']).to_ascii_lowercase();
    if matches!(v.as_str(), "localhost" | "local" | "anvil" | "31337")
        || crate::knowledge::loopback(&v)
    {
        return Chain::Local;
    }
    let words = v.split(|ch: char| !ch.is_ascii_alphanumeric());
    if TEST_NETWORK_IDS.contains(&v.as_str())
        || words.into_iter().any(|w| TEST_NETWORKS.contains(&w))
    {
        Chain::Test
    } else {
        Chain::Elsewhere
    }
}

/// `forge`'s and `cast`'s arguments as their rows read them: [`ON_LOCAL_CHAIN`] first when
/// every chain named is this machine's, [`SENDS_TO_TEST_NETWORK`] when a command that sends
/// names only test networks. No chain named is the configured one (`ETH_RPC_URL`,
/// `foundry.toml`): unknown, so no marker. None for another program.
pub(crate) fn chain_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if !matches!(name, "forge" | "cast") {
        return None;
    }
    let args: Vec<String> = args
        .iter()
        .filter(|a| *a != ON_LOCAL_CHAIN && *a != SENDS_TO_TEST_NETWORK)
        .cloned()
        .collect();
    // cast's `-f` is its sender (`--from`), Forge's the chain it forks.
    let chain_option = |o: &str| CHAIN_OPTIONS.contains(&o) && !(name == "cast" && o == "-f");
    let mut chains = Vec::new();
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        match a.split_once('=') {
            Some((o, v)) if chain_option(o) => chains.push(chain_of(v)),
            _ if chain_option(a) => chains.extend(it.next().map(|v| chain_of(v))),
            _ => {}
        }
    }
    let sends = sends(name, &args);
    let mut out = Vec::with_capacity(args.len() + 1);
    if !chains.is_empty() && chains.iter().all(|c| *c == Chain::Local) {
        out.push(ON_LOCAL_CHAIN.to_owned());
    } else if sends && !chains.is_empty() && chains.iter().all(|c| *c == Chain::Test) {
        out.push(SENDS_TO_TEST_NETWORK.to_owned());
    }
    out.extend(args);
    Some(out)
}

/// Whether a command is `forge` or `cast` on this machine's chain alone ([`ON_LOCAL_CHAIN`]):
/// a script that broadcasts there reaches no one.
pub(crate) fn on_local_chain(c: &Command) -> bool {
    let Some(name) = c.argv.first().map(|p| p.rsplit('/').next().unwrap_or(p)) else {
        return false;
    };
    chain_args(name, c.argv.get(1..).unwrap_or_default())
        .is_some_and(|a| a.first().is_some_and(|m| m == ON_LOCAL_CHAIN))
}

/// Whether a `forge` or `cast` command sends something to its chain or an explorer.
fn sends(name: &str, args: &[String]) -> bool {
    let first = args
        .iter()
        .find(|a| !a.starts_with('-'))
        .map(String::as_str);
    let flag = |f: &str| args.iter().any(|a| a == f);
    match (name, first) {
        ("forge", Some("script")) => flag("--broadcast") || flag("--resume"),
        ("forge", Some("create" | "verify-contract" | "v")) => true,
        ("cast", Some("send" | "s" | "publish" | "p" | "rpc" | "rp" | "mktx" | "m")) => true,
        _ => false,
    }
}

/// Forge's options whose value is the next word.
const FORGE_VALUES: &[&str] = &[
    "--rpc-url",
    "--fork-url",
    "-f",
    "--fork-block-number",
    "--chain",
    "--chain-id",
    "--account",
    "--sender",
    "--private-key",
    "--keystore",
    "--password-file",
    "--mnemonic-paths",
    "--etherscan-api-key",
    "-e",
    "--verifier",
    "--verifier-url",
    "--match-path",
    "--mp",
    "--match-test",
    "--mt",
    "--match-contract",
    "--mc",
    "--no-match-path",
    "--nmp",
    "--no-match-test",
    "--nmt",
    "--no-match-contract",
    "--nmc",
    "--sig",
    "-s",
    "--report",
    "--report-file",
    "--out",
    "-o",
    "--root",
    "--contracts",
    "-C",
    "--lib-paths",
    "--config-path",
    "--optimizer-runs",
    "--evm-version",
    "--use",
    "--compiler-version",
    "--constructor-args",
    "--constructor-args-path",
    "--libraries",
    "--gas-limit",
    "--gas-price",
    "--with-gas-price",
    "--priority-gas-price",
    "--delay",
    "--retries",
    "--watch-delay",
    "--fuzz-runs",
    "--fuzz-seed",
    "--debug",
    "--ir-minimum",
    "--num-of-optimizations",
    "--target-contract",
];

/// Sends to a public test network: a script broadcast, a contract created or verified there.
/// Rows beside Forge's and cast's own (below), consulted first.
const CHAIN_TEST_NETWORK: &[Row] = &[
    with(build("script"), &[SENDS_TO_TEST_NETWORK]),
    with(build("create"), &[SENDS_TO_TEST_NETWORK]),
    with(build("verify-contract"), &[SENDS_TO_TEST_NETWORK]),
    with(build("v"), &[SENDS_TO_TEST_NETWORK]),
    with(build("send"), &[SENDS_TO_TEST_NETWORK]),
    with(build("s"), &[SENDS_TO_TEST_NETWORK]),
    with(build("publish"), &[SENDS_TO_TEST_NETWORK]),
    with(build("mktx"), &[SENDS_TO_TEST_NETWORK]),
];

/// Forge: builds, tests, formatting, gas snapshots, coverage, inspection and a script's
/// simulation run the project's Solidity on this machine (a fork reads the chain it forks):
/// the project's family, as a script broadcast to the local chain is; a broadcast, a contract
/// created or verified anywhere else (a main network, a chain left to the configuration)
/// always asks; dependencies come from git repositories (`forge install`, asked under its
/// words); `forge config` prints the resolved configuration with its explorer keys.
const FORGE: &[Row] = &[
    read("--version"),
    // Laravel Forge's command line shares the name; its lists (`server:list`, `site:list`,
    // `database:list`) print the account's servers and sites, as other clouds' lists do.
    // Foundry's forge has no command with a colon, nor `deploy`: Laravel Forge's deploy of a
    // site and its reads and writes of a site's environment file (the site's secrets) always
    // ask.
    read("*:list"),
    danger("deploy", INFRA),
    danger("env:*", CREDENTIALS),
    with(build("script"), &[ON_LOCAL_CHAIN]),
    with(danger("script", PUBLISHING), &["--broadcast", "--resume"]),
    with(build("create"), &[ON_LOCAL_CHAIN]),
    danger("create", PUBLISHING),
    danger("verify-contract", PUBLISHING),
    danger("v", PUBLISHING),
    read("verify-check"),
    read("vc"),
    read("verify-bytecode"),
    ask("install"),
    ask("i"),
    ask("update"),
    ask("soldeer"),
    ask("init"),
    ask("config"),
    build("script"),
    build("build"),
    build("b"),
    build("compile"),
    build("test"),
    build("t"),
    build("fmt"),
    build("snapshot"),
    build("s"),
    build("coverage"),
    build("inspect"),
    build("in"),
    build("selectors"),
    build("se"),
    build("tree"),
    build("remappings"),
    build("re"),
    build("remove"),
    build("rm"),
    build("doc"),
    build("clean"),
    build("cl"),
    build("debug"),
    build("bind"),
    build("bind-json"),
    build("geiger"),
    build("flatten"),
    build("f"),
    build("cache"),
    build("lint"),
    build("eip712"),
    build("generate"),
    build("clone"),
];

/// cast's options whose value is the next word.
const CAST_VALUES: &[&str] = &[
    "--rpc-url",
    "-r",
    "--chain",
    "--chain-id",
    "--from",
    "--account",
    "--private-key",
    "--mnemonic",
    "--mnemonic-index",
    "--mnemonic-derivation-path",
    "--keystore",
    "--password",
    "--password-file",
    "--value",
    "--gas-limit",
    "--gas-price",
    "--priority-gas-price",
    "--nonce",
    "--etherscan-api-key",
    "-e",
    "--block",
    "-b",
    "-B",
    "--confirmations",
    "--timeout",
    "--flashbots",
    "--auth",
    "--jwt-secret",
    "--abi-path",
    "--from-block",
    "--to-block",
    "--address",
    "-o",
    "--output",
];

/// cast: reading the chain (`call`, `storage`, `balance`, `block-number`, a read-only RPC) and
/// its offline utilities (`sig`, `keccak`, `abi-encode`, `to-wei`) read; a transaction or a
/// state-changing RPC to the local chain is the project's family, anywhere else always asks
/// (a test network's above); the wallet's key material (a private key printed or derived, a
/// keystore decrypted, a mnemonic made, a message signed, a key imported) always asks, its
/// listings and addresses read.
const CAST: &[Row] = &[
    read("--version"),
    danger("wallet private-key", CREDENTIALS),
    danger("wallet pk", CREDENTIALS),
    danger("wallet decrypt-keystore", CREDENTIALS),
    danger("wallet dk", CREDENTIALS),
    danger("wallet derive-private-key", CREDENTIALS),
    danger("wallet derive-pk", CREDENTIALS),
    danger("wallet new-mnemonic", CREDENTIALS),
    danger("wallet nm", CREDENTIALS),
    danger("wallet vanity", CREDENTIALS),
    danger("wallet va", CREDENTIALS),
    danger("wallet sign", CREDENTIALS),
    danger("wallet import", CREDENTIALS),
    danger("wallet new", CREDENTIALS),
    danger("wallet change-password", CREDENTIALS),
    danger("wallet remove", CREDENTIALS),
    read("wallet list"),
    read("wallet ls"),
    read("wallet address"),
    read("wallet addr"),
    read("wallet a"),
    read("wallet verify"),
    read("wallet v"),
    danger("wallet", CREDENTIALS),
    with(build("send"), &[ON_LOCAL_CHAIN]),
    with(build("s"), &[ON_LOCAL_CHAIN]),
    with(build("publish"), &[ON_LOCAL_CHAIN]),
    with(build("p"), &[ON_LOCAL_CHAIN]),
    with(build("mktx"), &[ON_LOCAL_CHAIN]),
    with(build("m"), &[ON_LOCAL_CHAIN]),
    with(build("rpc"), &[ON_LOCAL_CHAIN]),
    with(build("rp"), &[ON_LOCAL_CHAIN]),
    danger("send", PUBLISHING),
    danger("s", PUBLISHING),
    danger("publish", PUBLISHING),
    danger("p", PUBLISHING),
    danger("mktx", CREDENTIALS),
    danger("m", CREDENTIALS),
    read("rpc eth_get*"),
    read("rpc eth_call"),
    read("rpc eth_chainId"),
    read("rpc eth_blockNumber"),
    read("rpc eth_estimateGas"),
    read("rpc eth_gasPrice"),
    read("rpc eth_feeHistory"),
    read("rpc eth_syncing"),
    read("rpc net_*"),
    read("rpc web3_clientVersion"),
    // `rp` is `rpc`'s alias: the same reads.
    read("rp eth_get*"),
    read("rp eth_call"),
    read("rp eth_chainId"),
    read("rp eth_blockNumber"),
    read("rp eth_estimateGas"),
    read("rp eth_gasPrice"),
    read("rp eth_feeHistory"),
    read("rp eth_syncing"),
    read("rp net_*"),
    read("rp web3_clientVersion"),
    danger("rpc", PUBLISHING),
    danger("rp", PUBLISHING),
    ask("etherscan-source"),
    ask("et"),
    ask("bind"),
    with(ask("interface"), &["-o", "--output"]),
    read("*"),
];

/// anvil, the local chain (a fork reads the chain it forks), and chisel, Solidity's REPL, run
/// on this machine: the project's family.
const LOCAL_CHAIN: &[Row] = &[read("--version"), build("")];

/// Slither analyses the project's contracts after building them with the project's own
/// toolchain.
const SLITHER: &[Row] = &[read("--version"), build("")];

// --- EAS -------------------------------------------------------------------------------------

/// The marker [`stage_args`] puts first when every stage a command names (an `eas` profile,
/// branch, channel or environment, a Firebase project, a Vercel environment, an Argo CD
/// application) is a preview, development or staging stage's ([`STAGE_WORDS`]). No program has
/// such an option; one written by hand is dropped.
pub(crate) const TO_PREVIEW: &str = "--to-a-preview-stage";

/// Words of the name of a stage the team keeps for itself: its testers' builds, its
/// development and staging channels, a developer's own org or theme.
const STAGE_WORDS: &[&str] = &[
    "preview",
    "staging",
    "stage",
    "dev",
    "development",
    "develop",
    "test",
    "testing",
    "qa",
    "internal",
    "e2e",
    "simulator",
    // A sandbox is a stage kept for trying things (a sandbox host, a payment provider's
    // sandbox account). `local` is not here: an inventory or project named so is often this
    // machine itself, whose changes are global state.
    "sandbox",
];
/// Words of a stage's name that reach its users.
const LIVE_WORDS: &[&str] = &[
    "prod",
    "production",
    "prd",
    "live",
    "release",
    "main",
    "master",
    "store",
];

/// Whether a stage's name (`preview`, `preview-android`, `staging`) names only a stage the
/// team keeps for itself.
fn stage_name(value: &str) -> bool {
    // A name built at run time (`--stage $STAGE`, `-P "${PROJECT}-dev"`) is whatever the
    // variable holds, not the words of its own name.
    if value.contains(['$', '`']) {
        return false;
    }
    let v = value.trim_matches(['"', '\'']).to_ascii_lowercase();
    let words: Vec<&str> = v
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().any(|w| STAGE_WORDS.contains(w)) && !words.iter().any(|w| LIVE_WORDS.contains(w))
}

/// Words of a stage's name that make it one a team shares (`staging`, `qa`, `uat`): removing or
/// deploying it changes what others test on.
const SHARED_STAGE_WORDS: &[&str] = &[
    "staging", "stage", "stg", "qa", "uat", "test", "testing", "e2e", "shared", "preprod", "demo",
];

/// Words of [`SHARED_STAGE_WORDS`] that name the test suite's own stage when a database or a
/// service is named so (`--env test`): the project's, not a team's.
const TEST_STAGE_WORDS: &[&str] = &["test", "testing", "e2e"];

/// Whether a word of a name says a stage its users reach ([`LIVE_WORDS`]) or one a team shares
/// ([`SHARED_STAGE_WORDS`], but for the test suite's words): a database migrated or a service
/// deployed there changes what others use.
pub(crate) fn shared_or_live_word(word: &str) -> bool {
    LIVE_WORDS.contains(&word)
        || (SHARED_STAGE_WORDS.contains(&word) && !TEST_STAGE_WORDS.contains(&word))
}

/// Whether an SST stage is one of one's own: a person's name or a development stage (`dani`,
/// `dev`, `ana-dev`, `pr-42`), a plain name with no word of production ([`LIVE_WORDS`]) nor of
/// a shared stage ([`SHARED_STAGE_WORDS`]); SST names each developer's own stage so.
fn personal_stage(value: &str) -> bool {
    if value.is_empty()
        || !value
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '-')
    {
        return false;
    }
    let v = value.to_ascii_lowercase();
    !v.split('-')
        .any(|w| LIVE_WORDS.contains(&w) || SHARED_STAGE_WORDS.contains(&w))
}

/// Words of a hosted environment's name that make it one a team or its customers share: the
/// Platform.sh family's production, staging and integration branches, whatever else the name
/// holds.
const SHARED_ENVIRONMENT_WORDS: &[&str] = &["integration", "develop"];

/// Whether an environment of the Platform.sh family's command lines is a feature branch's of
/// one's own (`shop-733-parcel-locker`, `feat-checkout`): a plain name with no word of
/// production ([`LIVE_WORDS`]), of a shared stage ([`SHARED_STAGE_WORDS`]) or of a shared
/// environment ([`SHARED_ENVIRONMENT_WORDS`]).
fn branch_environment(value: &str) -> bool {
    personal_stage(value)
        && !value
            .to_ascii_lowercase()
            .split('-')
            .any(|w| SHARED_ENVIRONMENT_WORDS.contains(&w))
}

/// Whether a command of the Platform.sh family's command lines names more than its subcommand
/// (`environment:activate shop-733 production`: environments given as operands, which the
/// environment option does not name), or a word built at run time: it keeps asking.
fn platform_refused(args: &[String]) -> bool {
    let mut words = 0;
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if a.contains(['$', '`']) {
            return true;
        }
        if crate::cloudclis::PLATFORM_SH_VALUES.contains(&a.as_str()) {
            it.next();
        } else if !a.starts_with('-') {
            words += 1;
        }
    }
    words != 1
}

/// Whether an SST command on stages of one's own keeps asking all the same: a word built at
/// run time or a glob, another configuration file (`--config`), or a shell with no command
/// (an interactive shell holding the stage's secrets, whose commands are not shown).
fn sst_stage_refused(args: &[String]) -> bool {
    let before = args.iter().take_while(|a| *a != "--");
    if refuses_expansions(args)
        || before
            .clone()
            .any(|a| a == "--config" || a.starts_with("--config="))
    {
        return true;
    }
    let words: Vec<&String> = before.filter(|a| !a.starts_with('-')).collect();
    let shell = words.first().is_some_and(|w| *w == "shell");
    // `sst shell --stage dani` alone: its stage's name is its only other word.
    shell && !args.iter().any(|a| a == "--") && words.len() <= 2
}

/// Whether a cluster's address (`https://nomad.dev.example.internal:4646`) names a stage the
/// team keeps for itself by a label of its host ([`airlock_facts::url_host`]: never a word of
/// its user part, path or query): as [`stage_name`], but `internal`, which names a private
/// network where production lives too, is no stage's word there.
fn address_stage(value: &str) -> bool {
    let host = airlock_facts::url_host(value.trim_matches(['"', '\''])).host;
    let words: Vec<&str> = host
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words
        .iter()
        .any(|w| *w != "internal" && STAGE_WORDS.contains(w))
        && !words.iter().any(|w| LIVE_WORDS.contains(w))
}

/// eas's options naming a stage.
const EAS_STAGE_OPTIONS: &[&str] = &[
    "--profile",
    "-e",
    "--branch",
    "--channel",
    "--environment",
    "--destination-branch",
    "--destination-channel",
];

/// Where a program's command names the stage it acts on, for [`stage_args`].
struct StageNamer {
    program: &'static str,
    /// Options whose value is a stage's name.
    options: &'static [&'static str],
    /// The subcommand whose operands after its verb are stages' names (`app` of `argocd app
    /// sync shop-staging`), if any.
    operands_of: Option<&'static str>,
    /// Options whose value is the next word, set aside when operands are read.
    values: &'static [&'static str],
    /// Whether a command naming only stages still keeps asking, whatever they are.
    refuses: fn(&[String]) -> bool,
    /// Whether a value or operand names a stage the team keeps for itself ([`stage_name`], or
    /// [`address_stage`] for a cluster's address).
    names: fn(&str) -> bool,
}

/// No command of the program is refused beyond its stages' names.
fn refuses_none(_: &[String]) -> bool {
    false
}

/// Argo CD's options that take the next word as their value, for reading an `app` command's
/// operands: an option not listed here leaves its value among them, and every one of them must
/// then name a stage too, so an unknown option never lowers a production application.
const ARGOCD_VALUES: &[&str] = &[
    "--revision",
    "--revisions",
    "--timeout",
    "-l",
    "--selector",
    "--resource",
    "--label",
    "--retry-limit",
    "--retry-backoff-duration",
    "--retry-backoff-factor",
    "--retry-backoff-max-duration",
    "--strategy",
    "--local",
    "--local-repo-root",
    "--server",
    "--auth-token",
    "--argocd-context",
    "--config",
    "-N",
    "--app-namespace",
    "--project",
    "--source-positions",
    "--source-names",
    "-o",
    "--output",
    "--kube-context",
    "--header",
    "-H",
    "--loglevel",
    "--logformat",
];

/// The programs whose commands name their stage: EAS's profiles, branches and channels, a
/// Firebase project's alias or id (`-P staging`, `--project my-app-staging`), a Vercel
/// environment (`--environment=preview`), an Argo CD application's name (`argocd app sync
/// shop-staging`), an Ansible inventory's path (`-i inventories/sandbox.yml`), a Databricks
/// bundle's target and profile (`-t dev --profile dev`).
const STAGE_NAMERS: &[StageNamer] = &[
    StageNamer {
        program: "eas",
        options: EAS_STAGE_OPTIONS,
        operands_of: None,
        values: &[],
        refuses: refuses_none,
        names: stage_name,
    },
    StageNamer {
        program: "firebase",
        options: &["-P", "--project"],
        operands_of: None,
        values: &[],
        refuses: refuses_none,
        names: stage_name,
    },
    StageNamer {
        program: "vercel",
        options: &["--environment", "--target"],
        operands_of: None,
        values: &[],
        refuses: refuses_none,
        names: stage_name,
    },
    StageNamer {
        program: "databricks",
        options: &["-t", "--target", "-p", "--profile"],
        operands_of: None,
        values: &[],
        refuses: refuses_none,
        names: stage_name,
    },
    StageNamer {
        program: "nomad",
        options: &["-address"],
        operands_of: None,
        values: &[],
        refuses: crate::opstools::hashicorp_production,
        names: address_stage,
    },
    StageNamer {
        program: "magento-cloud",
        options: &["-e", "--environment"],
        operands_of: None,
        values: &[],
        refuses: platform_refused,
        names: branch_environment,
    },
    StageNamer {
        program: "platform",
        options: &["-e", "--environment"],
        operands_of: None,
        values: &[],
        refuses: platform_refused,
        names: branch_environment,
    },
    StageNamer {
        program: "upsun",
        options: &["-e", "--environment"],
        operands_of: None,
        values: &[],
        refuses: platform_refused,
        names: branch_environment,
    },
    StageNamer {
        program: "ugs",
        options: &["-e", "--environment-name"],
        operands_of: None,
        values: &[],
        refuses: refuses_none,
        names: stage_name,
    },
    StageNamer {
        program: "consul",
        options: &["-http-addr"],
        operands_of: None,
        values: &[],
        refuses: crate::opstools::hashicorp_production,
        names: address_stage,
    },
    StageNamer {
        program: "argocd",
        options: &[],
        operands_of: Some("app"),
        values: ARGOCD_VALUES,
        refuses: refuses_none,
        names: stage_name,
    },
    StageNamer {
        program: "serverless",
        options: &["--stage", "-s"],
        operands_of: None,
        values: &[],
        refuses: serverless_stage_refused,
        names: stage_name,
    },
    StageNamer {
        program: "sls",
        options: &["--stage", "-s"],
        operands_of: None,
        values: &[],
        refuses: serverless_stage_refused,
        names: stage_name,
    },
    StageNamer {
        program: "fly",
        options: FLY_APP_OPTIONS,
        operands_of: None,
        values: &[],
        refuses: refuses_expansions,
        names: review_app,
    },
    StageNamer {
        program: "flyctl",
        options: FLY_APP_OPTIONS,
        operands_of: None,
        values: &[],
        refuses: refuses_expansions,
        names: review_app,
    },
    StageNamer {
        program: "swa",
        options: &["--env"],
        operands_of: None,
        values: &[],
        refuses: refuses_none,
        names: stage_name,
    },
    StageNamer {
        program: "copilot",
        options: COPILOT_ENV_OPTIONS,
        operands_of: None,
        values: &[],
        refuses: copilot_stage_refused,
        names: stage_name,
    },
    StageNamer {
        program: "sst",
        options: &["--stage"],
        operands_of: None,
        values: &[],
        refuses: sst_stage_refused,
        names: personal_stage,
    },
    StageNamer {
        program: "ansible-playbook",
        options: &["-i", "--inventory", "--inventory-file"],
        operands_of: None,
        values: &[],
        refuses: crate::localops::stage_run_refused,
        names: stage_name,
    },
];

/// A command's arguments as its rows read them: [`TO_PREVIEW`] first when it names at least one
/// stage (by [`STAGE_NAMERS`]) and every stage it names is one the team keeps for itself
/// ([`stage_name`]). None for a program that names no stages.
pub(crate) fn stage_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    let namer = STAGE_NAMERS.iter().find(|n| n.program == name)?;
    let args: Vec<String> = args.iter().filter(|a| *a != TO_PREVIEW).cloned().collect();
    let abbrev = ABBREVIATING.contains(&namer.program);
    let mut stages: Vec<bool> = every_option_value(namer.options, abbrev, &args)
        .iter()
        .map(|v| v.as_deref().is_some_and(namer.names))
        .collect();
    stages.extend(stage_operands(namer, &args).map(namer.names));
    let mut out = Vec::with_capacity(args.len() + 1);
    if !stages.is_empty() && stages.iter().all(|s| *s) && !(namer.refuses)(&args) {
        out.push(TO_PREVIEW.to_owned());
    }
    out.extend(args);
    Some(out)
}

/// Stage namers whose parser (Python's argparse) reads a long option by any unambiguous prefix
/// of its name (`--inv inventories/prod.yml` is `--inventory`).
const ABBREVIATING: &[&str] = &["ansible-playbook"];

/// Every value a command gives one of `options`, in every spelling its parsers read: Go's
/// flag package reads `-address` and `--address` alike (`=VALUE` or the next word); pflag and
/// getopt read a one-letter option's value attached (`-tprod`, `-Pmyapp-live`,
/// `-iinventories/x.yml`), and argparse a long option by an unambiguous prefix
/// (`--invent x`, for [`ABBREVIATING`] programs). A repeated option gives each of its values (parsers differ on which one
/// wins, so every one is judged). A word that may hide one of the options and is not read
/// (a group of one-letter options holding one of them, `-vtprod`) gives None: not a stage.
pub(crate) fn every_option_value(
    options: &[&str],
    abbrev: bool,
    args: &[String],
) -> Vec<Option<String>> {
    let names: Vec<&str> = options.iter().map(|o| o.trim_start_matches('-')).collect();
    let short = |c: char| options.iter().any(|o| o.len() == 2 && o.ends_with(c));
    let mut out = Vec::new();
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        let Some(body) = a.strip_prefix('-').filter(|b| !b.is_empty()) else {
            continue;
        };
        let double = body.starts_with('-');
        let body = body.trim_start_matches('-');
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_owned())),
            None => (body, None),
        };
        let long = names.iter().any(|n| {
            *n == name
                || (abbrev && double && name.len() >= 2 && n.len() > 2 && n.starts_with(name))
        });
        if long {
            out.push(value.or_else(|| it.next().cloned()));
            continue;
        }
        let mut chars = body.chars();
        let first = chars.next().filter(|_| !double);
        if first.is_some_and(short) {
            let rest = chars.as_str();
            out.push(Some(rest.strip_prefix('=').unwrap_or(rest).to_owned()));
        } else if !double && body.chars().any(short) {
            out.push(None);
        }
    }
    out
}

/// The operands of a namer's subcommand after its verb (`shop-staging` in `argocd app sync
/// shop-staging`), leaving out a revision's number (`argocd app rollback shop-dev 3`).
fn stage_operands<'a>(namer: &StageNamer, args: &'a [String]) -> impl Iterator<Item = &'a str> {
    let mut words = Vec::new();
    let mut it = args.iter().map(String::as_str).take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if namer.values.contains(&a) {
            it.next();
        } else if !a.starts_with('-') {
            words.push(a);
        }
    }
    let of = namer.operands_of.filter(|o| words.first() == Some(o));
    let names = if of.is_some() {
        words.split_off(2.min(words.len()))
    } else {
        Vec::new()
    };
    names
        .into_iter()
        .filter(|w| !w.chars().all(|ch| ch.is_ascii_digit()))
}

/// EAS's listings read; a build that submits to the stores always asks; a build of a preview
/// profile and an update of a preview branch are the preview stage's family (an update that
/// takes its branch from git, `--auto`, names none). Beside EAS's own table (`ecosystems.rs`),
/// which decides everything else: updates and channels of other stages publish.
const EAS_STAGES: &[Row] = &[
    read("update:list"),
    read("update:view"),
    read("channel:list"),
    read("channel:view"),
    read("branch:list"),
    read("branch:view"),
    read("build:view"),
    read("fingerprint:compare"),
    read("project:info"),
    with(
        danger("build", PUBLISHING),
        &["--auto-submit", "--auto-submit-with-profile"],
    ),
    with(build("build"), &[TO_PREVIEW]),
    unless(with(build("update"), &[TO_PREVIEW]), &["--auto"]),
];

// --- Named stages and previews of deploy platforms -------------------------------------------

/// A Firebase deploy to a project named for a stage the team keeps for itself (`-P staging`,
/// `--project my-app-dev`), and its dry run (which validates the same deploy against the same
/// project): that family, one question for the stage's deploys and their checks. `--force`
/// (which deletes functions and indexes the source no longer has, unasked) is not in it; a
/// project named for production, several projects one of which is not a stage's, or none (the
/// default project may be production) leave it to Firebase's own table, which always asks (a
/// dry run there to `cloudclis.rs`, asked once on its own).
const FIREBASE_STAGES: &[Row] = &[with(unless(build("deploy"), &["--force"]), &[TO_PREVIEW])];

/// A hosting preview channel of a project named for a stage (`firebase hosting:channel:deploy
/// pr-12 -P staging --expires 7d`): a new site at its own address that expires, the preview
/// family. The `live` channel is the production site.
const FIREBASE_PREVIEW: &[Row] = &[
    danger("hosting:channel:deploy live", PUBLISHING),
    with(build("hosting:channel:deploy"), &[TO_PREVIEW]),
];

/// Options that take an Argo CD sync past applying what the repository holds: a forced
/// replace (deleting and recreating resources), manifests from a local folder instead of
/// the repository, or every application a selector or project picks.
const ARGOCD_SYNC_BEYOND: &[&str] = &[
    "--force",
    "--replace",
    "--local",
    "-l",
    "--selector",
    "--label",
    "--project",
];

/// Argo CD's sync and rollback of applications whose names are each a development or staging
/// stage's (`argocd app sync shop-staging --revision pr-88`, `app rollback shop-dev 3`): that
/// family. Production, an application named for no stage, `app delete`, `app set` and every
/// other change keep Argo CD's own table's question every time.
const ARGOCD_STAGES: &[Row] = &[
    with(unless(build("app sync"), ARGOCD_SYNC_BEYOND), &[TO_PREVIEW]),
    with(build("app rollback"), &[TO_PREVIEW]),
];

/// A playbook applied to inventories each named for a stage the team keeps for itself
/// (`ansible-playbook -i inventories/sandbox.yml site.yml --tags a,b --diff`): that stage's
/// family, one yes per inventory. Its check mode and its offline checks keep their own
/// families; production, an inventory named for no stage, none (the default
/// `/etc/ansible/hosts`), a host list, and a run that destroys or points the hosts elsewhere
/// (`localops::stage_run_refused`) keep the playbook table's question every time.
const ANSIBLE_STAGES: &[Row] = &[with(
    unless(
        build(""),
        &[
            "--check",
            "-C",
            "--syntax-check",
            "--list-tasks",
            "--list-hosts",
            "--list-tags",
        ],
    ),
    &[TO_PREVIEW],
)];

/// SST's options that take the next word as their value.
const SST_VALUES: &[&str] = &["--stage", "--config", "--target"];

/// SST on stages of one's own (`sst deploy --stage dani`, `sst dev --stage ana-dev`, `sst shell
/// --stage dani -- pnpm db:migrate`, whose command is judged on its own as well): that stage's
/// family, one yes per stage. A diff changes nothing: SST's own table keeps it in the cloud
/// previews' family. A stage named for production or shared
/// (`staging`, `qa`), none (the stage SST picks may be anyone's), a name built at run time,
/// another configuration ([`sst_stage_refused`]), `remove`, secrets and an interactive shell keep
/// SST's own table's question every time.
const SST_STAGES: &[Row] = &[
    with(build("deploy"), &[TO_PREVIEW]),
    with(build("dev"), &[TO_PREVIEW]),
    with(build("shell"), &[TO_PREVIEW]),
];

/// The Serverless Framework's options that take the next word as their value, for its stages'
/// rows: an option not listed here leaves its value among the words, so no row matches.
const SERVERLESS_VALUES: &[&str] = &[
    "--stage",
    "-s",
    "--region",
    "-r",
    "--aws-profile",
    "--config",
    "-c",
    "--function",
    "-f",
    "--path",
    "-p",
    "--data",
    "-d",
    "--qualifier",
    "-q",
    "--type",
    "-t",
    "--context",
    "--contextPath",
    "--package",
];

/// What takes a Serverless command past the stage its `--stage` names: another service's
/// configuration file.
const SERVERLESS_ELSEWHERE: &[&str] = &["--config", "-c"];

/// A deploy of the whole service or of one function, and an invocation of a deployed function,
/// on stages each named for development or staging (`sls deploy --stage dev-ana --aws-profile
/// acme-dev`, `npx serverless deploy function -f api -s staging`, `sls invoke -f fn -s dev -p
/// event.json`): that stage's family, one yes per stage. A stage left to the configuration's
/// default, one named for production, a name built at run time, a profile named for
/// production ([`serverless_stage_refused`]), another configuration file, `remove`, `print`,
/// rollbacks and every other command keep the Serverless table's question every time; `deploy
/// list` reads there and `invoke local` is its local run.
const SERVERLESS_STAGES: &[Row] = &[
    with(
        unless(build("deploy $"), SERVERLESS_ELSEWHERE),
        &[TO_PREVIEW],
    ),
    with(
        unless(build("deploy function $"), SERVERLESS_ELSEWHERE),
        &[TO_PREVIEW],
    ),
    with(
        unless(build("invoke $"), SERVERLESS_ELSEWHERE),
        &[TO_PREVIEW],
    ),
];

/// Whether a Serverless command that names only development or staging stages must keep asking
/// all the same (for [`stage_args`]): a word built at run time or a glob (it may expand to
/// another stage or option), an AWS profile named for production, whose account the stage
/// would be deployed into, or an event file or package outside the workspace.
fn serverless_stage_refused(args: &[String]) -> bool {
    if refuses_expansions(args) {
        return true;
    }
    // Each value of the options, in every spelling ([`every_option_value`]); one not read refuses.
    let profiles = every_option_value(&["--aws-profile"], false, args);
    if profiles.iter().any(|p| {
        p.as_deref()
            .is_none_or(|p| crate::knowledge::names_production(p) || !stage_free(p))
    }) {
        return true;
    }
    // An event or a package from outside the workspace (`-p /etc/…`, `--package ../x`).
    every_option_value(&["--path", "-p", "--package"], false, args)
        .iter()
        .any(|f| {
            f.as_deref()
                .is_none_or(|f| crate::toolchains::code_matches(OUTSIDE_WORKSPACE, f))
        })
}

/// Whether a name holds no word of a stage users reach ([`LIVE_WORDS`]).
fn stage_free(value: &str) -> bool {
    !value
        .to_ascii_lowercase()
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .any(|w| LIVE_WORDS.contains(&w))
}

/// AWS Copilot's options naming the environment a command acts on.
const COPILOT_ENV_OPTIONS: &[&str] = &["-e", "--env"];

/// AWS Copilot's options that take the next word as their value.
const COPILOT_VALUES: &[&str] = &[
    "-a",
    "--app",
    "-e",
    "--env",
    "-n",
    "--name",
    "--tag",
    "--since",
    "--start-time",
    "--end-time",
    "--limit",
    "--log-group",
    "--task-id",
    "--container",
    "--diff-context",
    "--resource-tags",
    "--output-dir",
    "--detach",
];

/// A deploy of a service or a job, or of the whole workload, to environments named for
/// development, testing or staging alone (`copilot svc deploy --name api --env dev-mk`): the
/// team's own copy of the workload, one yes per environment. A deploy naming no environment
/// (Copilot then asks or picks the only one) or a production one keeps the platform's rows.
const COPILOT_STAGES: &[Row] = &[
    with(build("svc deploy"), &[TO_PREVIEW]),
    with(build("job deploy"), &[TO_PREVIEW]),
    with(build("deploy $"), &[TO_PREVIEW]),
];

/// Whether a Copilot command that names only development or staging environments must keep
/// asking all the same: a word built at run time or a glob, or an application whose name says
/// production (`--app shop-prod`), whose environments all serve it.
fn copilot_stage_refused(args: &[String]) -> bool {
    args.iter()
        .any(|a| a.contains(['$', '`', '*', '?', '[', '{', '~']))
        || every_option_value(&["-a", "--app"], false, args)
            .iter()
            .any(|a| a.as_deref().is_none_or(|a| !stage_free(a)))
}

/// The grant of a Copilot environment's deploys: one per environment named (`copilot
/// environment: dev-mk`).
pub(crate) fn copilot_environment_family(args: &[String]) -> String {
    let mut envs: Vec<String> = every_option_value(COPILOT_ENV_OPTIONS, false, args)
        .into_iter()
        .map(Option::unwrap_or_default)
        .collect();
    envs.sort_unstable();
    envs.dedup();
    format!("{COPILOT_ENVIRONMENT_FAMILY}: {}", envs.join(" "))
}

/// The grant of a Serverless (or SST) stage's deploys and invocations: one per stage named
/// (`serverless stage: dev-ana`), so a yes for a developer's own stage never covers staging.
pub(crate) fn serverless_stage_family(family: &str, args: &[String]) -> String {
    let mut stages: Vec<String> = every_option_value(&["--stage", "-s"], false, args)
        .into_iter()
        .map(Option::unwrap_or_default)
        .collect();
    stages.sort_unstable();
    stages.dedup();
    format!("{family}: {}", stages.join(" "))
}

/// What makes a Vercel deploy other than a preview of the linked project's workspace:
/// production (`--prod`, a `--target`), a public source, another folder (`--cwd`), another
/// account's token or settings file; and the version or help alone, which deploy nothing.
const VERCEL_NOT_PREVIEW: &[&str] = &[
    "--prod",
    "--target",
    "--public",
    "--cwd",
    "--token",
    "-t",
    "--local-config",
    "-A",
    "--help",
    "-h",
    "--version",
    "-v",
];

/// A Vercel preview deploy: a bare `vercel` or `vercel deploy` (also `--prebuilt`, of what
/// `vercel build` made), naming no folder.
const VERCEL_PREVIEW: &[Row] = &[
    unless(build("deploy $"), VERCEL_NOT_PREVIEW),
    unless(build("$"), VERCEL_NOT_PREVIEW),
];

/// What makes a Netlify deploy other than a draft: production, a build triggered on Netlify
/// (of the production branch), another account's token.
const NETLIFY_NOT_DRAFT: &[&str] = &[
    "--prod",
    "-p",
    "--prod-if-unlocked",
    "--prodIfUnlocked",
    "--trigger",
    "--auth",
    "-a",
];

/// A Netlify draft deploy (`netlify deploy --dir=dist`, without `--prod`): a unique address
/// the production site never serves. A folder outside the workspace would publish it.
const NETLIFY_PREVIEW: &[Row] = &[
    danger("deploy", PUBLISHING).code(OUTSIDE_WORKSPACE),
    unless(build("deploy $"), NETLIFY_NOT_DRAFT),
];

// --- Salesforce ------------------------------------------------------------------------------

/// The marker [`sf_args`] puts first when the org a Salesforce CLI command targets is a
/// scratch org by its alias or username (`my-scratch`, `fs_scratch`, a generated
/// `test-…@example.com`). sf has no such option; one written by hand is dropped.
pub(crate) const ON_SCRATCH_ORG: &str = "--on-a-scratch-org";

/// Options naming the org a command targets.
const SF_TARGET_OPTIONS: &[&str] = &["-o", "--target-org", "-u", "--targetusername"];

/// Whether an org's alias or username names a scratch org.
fn scratch_org(value: &str) -> bool {
    let v = value.trim_matches(['"', '\'']).to_ascii_lowercase();
    let generated = v.starts_with("test-") && v.ends_with("@example.com");
    generated
        || v.split(|ch: char| !ch.is_ascii_alphanumeric())
            .any(|w| matches!(w, "scratch" | "scratchorg"))
}

/// `sf`'s and `sfdx`'s arguments as their rows read them: a command's topics given with
/// colons split into words (`org:display`, `force:source:push`), and [`ON_SCRATCH_ORG`] first
/// when every org the command targets is a scratch org. A command that names no org works on
/// the configured default, which may be any. None for another program.
pub(crate) fn sf_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if !matches!(name, "sf" | "sfdx") {
        return None;
    }
    let mut out: Vec<String> = Vec::with_capacity(args.len() + 2);
    let mut orgs = Vec::new();
    let mut options = false;
    let mut it = args.iter().filter(|a| *a != ON_SCRATCH_ORG);
    while let Some(a) = it.next() {
        options |= a.starts_with('-');
        if !options && a.contains(':') {
            out.extend(a.split(':').filter(|w| !w.is_empty()).map(str::to_owned));
            continue;
        }
        match a.split_once('=') {
            Some((o, v)) if SF_TARGET_OPTIONS.contains(&o) => orgs.push(scratch_org(v)),
            _ if SF_TARGET_OPTIONS.contains(&a.as_str()) => {
                let v = it.next();
                orgs.push(v.is_some_and(|v| scratch_org(v)));
                out.push(a.clone());
                out.extend(v.cloned());
                continue;
            }
            _ => {}
        }
        out.push(a.clone());
    }
    if !orgs.is_empty() && orgs.iter().all(|s| *s) {
        out.insert(0, ON_SCRATCH_ORG.to_owned());
    }
    Some(out)
}

/// The Salesforce CLI's options whose value is the next word.
const SF_VALUES: &[&str] = &[
    "-o",
    "--target-org",
    "-u",
    "--targetusername",
    "-v",
    "--target-dev-hub",
    "-a",
    "--alias",
    "-f",
    "--definition-file",
    "-d",
    "--duration-days",
    "--source-dir",
    "-x",
    "--manifest",
    "-m",
    "--metadata",
    "-l",
    "--test-level",
    "-t",
    "--tests",
    "-n",
    "--class-names",
    "--name",
    "-w",
    "--wait",
    "-r",
    "--result-format",
    "-i",
    "--job-id",
    "--test-run-id",
    "-q",
    "--query",
    "-s",
    "--sobject",
    "--values",
    "--record-id",
    "--plan",
    "--file",
    "--output-file",
    "--output-dir",
    "-p",
    "--package",
    "--packages",
    "--path",
    "--number",
    "--workspace",
    "--view",
    "--color",
    "--api-version",
    "--installation-key",
    "-k",
    "--where",
    "--edition",
    "--instance-url",
    "--sfdx-url-file",
    "--jwt-key-file",
    "--client-id",
    "--username",
    "--definitionfile",
    "--setalias",
    "--resultformat",
    "--classnames",
    "--testlevel",
    "--sourcepath",
    "--wait-time",
];

/// The Salesforce CLI's local commands: a static analysis of the project's sources and
/// scaffolding written into it, the project's family. Beside its table below.
const SF_LOCAL: &[Row] = &[
    build("code-analyzer"),
    build("scanner"),
    build("project generate"),
    build("project convert"),
    build("apex generate"),
    build("lightning generate"),
    build("static-resource generate"),
    build("lwc test"),
    build("force lightning lwc test"),
];

/// The Salesforce CLI: listings, reports, previews and check-only deploys (`deploy validate`,
/// `deploy start --dry-run`: compiled and tested, nothing kept) read, on any org; queries and
/// logs read. A scratch org's deploys, data, anonymous Apex, tests, permission sets, packages
/// and its deletion are the scratch org's family. The same in a shared sandbox or production
/// (or the default org, which a command that names none works on) always asks; so do an org's
/// tokens printed (`org display --verbose`, a user's password, a front-door URL), logins,
/// settings and plugins for the whole machine, sandboxes created, refreshed or deleted, and
/// package versions promoted, installed or deleted there.
const SF: &[Row] = &[
    read("--version"),
    read("version"),
    read("help"),
    with(danger("org display", CREDENTIALS), &["--verbose"]),
    with(danger("force org display", CREDENTIALS), &["--verbose"]),
    danger("org display user", CREDENTIALS),
    danger("force user display", CREDENTIALS),
    danger("org generate password", CREDENTIALS),
    danger("force user password *", CREDENTIALS),
    danger("org login", CREDENTIALS),
    danger("org logout", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("auth", CREDENTIALS),
    danger("force auth", CREDENTIALS),
    with(build("org open"), &[ON_SCRATCH_ORG]),
    with(danger("org open", CREDENTIALS), &["--url-only", "-r"]),
    with(danger("config set", GLOBAL), &["--global", "-g"]),
    with(danger("config unset", GLOBAL), &["--global", "-g"]),
    danger("plugins install", GLOBAL),
    danger("plugins link", GLOBAL),
    danger("plugins update", GLOBAL),
    danger("plugins uninstall", GLOBAL),
    danger("plugins reset", GLOBAL),
    danger("update", GLOBAL),
    read("plugins"),
    read("config list"),
    read("config get"),
    read("alias list"),
    read("org list"),
    read("org display"),
    build("org create scratch"),
    build("org delete scratch"),
    danger("org create", INFRA),
    danger("org delete", DESTROYING),
    danger("org refresh", DESTROYING),
    danger("org clone", INFRA),
    danger("package version promote", PUBLISHING),
    danger("package delete", DESTROYING),
    danger("package version delete", DESTROYING),
    danger("package uninstall", DESTROYING),
    read("package list"),
    read("package version list"),
    read("package version report"),
    read("package version create list"),
    read("package version create report"),
    read("package version displayancestry"),
    read("package installed list"),
    ask("package version create"),
    ask("package create"),
    read("project deploy preview"),
    read("project retrieve preview"),
    read("project deploy report"),
    read("project deploy validate"),
    with(read("project deploy start"), &["--dry-run"]),
    read("project list"),
    read("apex get"),
    read("apex list"),
    read("apex tail"),
    read("data query"),
    read("data get"),
    read("data search"),
    read("force data soql query"),
    read("force source status"),
    read("limits api display"),
    read("org list metadata"),
    read("org list metadata-types"),
    with(build(""), &[ON_SCRATCH_ORG]),
    ask("project retrieve"),
    ask("apex run test"),
    ask("data export"),
    danger("project", INFRA),
    danger("apex run", INFRA),
    danger("data", INFRA),
    danger("package install", INFRA),
    danger("org assign", INFRA),
    danger("force source", INFRA),
    danger("force mdapi", INFRA),
    danger("force apex execute", INFRA),
    danger("force data", INFRA),
];

// --- Shopify ---------------------------------------------------------------------------------

/// The Shopify CLI's options whose value is the next word.
const SHOPIFY_VALUES: &[&str] = &[
    "--store",
    "-s",
    "--theme",
    "-t",
    "--path",
    "--password",
    "--environment",
    "-e",
    "--only",
    "-o",
    "--ignore",
    "-x",
    "--port",
    "--host",
    "--live-reload",
    "--role",
    "--name",
    "-n",
    "--fail-level",
    "--category",
    "-c",
    "--output",
    "--config",
    "-C",
    "--client-id",
    "--notify",
    "--listing",
];

/// The Shopify CLI: a theme's checks, lists and information read; its local preview (`theme
/// dev`, which syncs a development theme), a new unpublished theme pushed or shared, a
/// development theme pushed or deleted, and a theme pulled into the workspace are the
/// development themes' family; pushing over an existing theme (the live one or one the
/// merchants customised), publishing, deleting or renaming a theme, an app's deploys and
/// releases, and an app's or storefront's secrets printed always ask.
const SHOPIFY: &[Row] = &[
    read("version"),
    read("help"),
    with(
        danger("theme", PUBLISHING),
        &["--allow-live", "--live", "-l"],
    )
    .code(&["push", "publish", "delete", "rename"]),
    danger("theme publish", PUBLISHING),
    with(build("theme delete"), &["--development", "-d"]),
    danger("theme delete", DESTROYING),
    with(
        build("theme push"),
        &["--unpublished", "-u", "--development", "-d"],
    ),
    danger("theme push", PUBLISHING),
    ask("theme rename"),
    ask("theme duplicate"),
    with(build("theme check"), &["--auto-correct", "-a"]),
    read("theme check"),
    read("theme list"),
    read("theme info"),
    read("theme language-server"),
    build("theme"),
    danger("app env", CREDENTIALS),
    danger("hydrogen env", CREDENTIALS),
    danger("app deploy", PUBLISHING),
    danger("app release", PUBLISHING),
    danger("hydrogen deploy", PUBLISHING),
    read("app info"),
    read("app versions list"),
    danger("auth", CREDENTIALS),
];

/// The toolchains of this file, consulted before the ecosystems' (whose EAS table their EAS
/// rows extend).
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    extends(outside(tool(
        &["forge", "cast"],
        TEST_NETWORK_FAMILY,
        FORGE_VALUES,
        CHAIN_TEST_NETWORK,
        Kind::Ask,
    ))),
    project(tool(&["forge"], "forge", FORGE_VALUES, FORGE, Kind::Ask)),
    project(tool(&["cast"], "cast", CAST_VALUES, CAST, Kind::Ask)),
    project(tool(
        &["anvil", "chisel"],
        "local chain",
        &[],
        LOCAL_CHAIN,
        Kind::Build,
    )),
    project(tool(&["slither"], "slither", &[], SLITHER, Kind::Build)),
    extends(outside(tool(
        &["eas"],
        EAS_PREVIEW_FAMILY,
        &[
            "-p",
            "--platform",
            "--profile",
            "-e",
            "--branch",
            "--channel",
            "--message",
            "-m",
        ],
        EAS_STAGES,
        Kind::Ask,
    ))),
    extends(project(tool(
        &["sf", "sfdx"],
        "sf",
        SF_VALUES,
        SF_LOCAL,
        Kind::Ask,
    ))),
    outside(tool(
        &["sf", "sfdx"],
        SCRATCH_ORG_FAMILY,
        SF_VALUES,
        SF,
        Kind::Ask,
    )),
    outside(tool(
        &["shopify"],
        DEV_THEME_FAMILY,
        SHOPIFY_VALUES,
        SHOPIFY,
        Kind::Ask,
    )),
    extends(outside(tool(
        &["firebase"],
        FIREBASE_STAGE_FAMILY,
        FIREBASE_VALUES,
        FIREBASE_STAGES,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["firebase"],
        PREVIEW_DEPLOY_FAMILY,
        FIREBASE_VALUES,
        FIREBASE_PREVIEW,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["ansible-playbook"],
        ANSIBLE_STAGE_FAMILY,
        crate::localops::ANSIBLE_PLAYBOOK_VALUES,
        ANSIBLE_STAGES,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["serverless", "sls"],
        SERVERLESS_STAGE_FAMILY,
        SERVERLESS_VALUES,
        SERVERLESS_STAGES,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["fly", "flyctl"],
        PREVIEW_DEPLOY_FAMILY,
        FLY_VALUES,
        FLY_REVIEW,
        Kind::Ask,
    ))),
    extends(outside(seen(
        tool(
            &["swa"],
            PREVIEW_DEPLOY_FAMILY,
            SWA_VALUES,
            SWA_PREVIEW,
            Kind::Ask,
        ),
        &["--output-location", "-O", "--app-location", "-a"],
    ))),
    outside(tool(
        &["swa"],
        "platform",
        SWA_VALUES,
        SWA,
        Kind::Danger(PUBLISHING),
    )),
    extends(outside(tool(
        &["copilot"],
        COPILOT_ENVIRONMENT_FAMILY,
        COPILOT_VALUES,
        COPILOT_STAGES,
        Kind::Ask,
    ))),
    outside(tool(
        &["copilot"],
        "platform",
        COPILOT_VALUES,
        COPILOT,
        Kind::Danger(INFRA),
    )),
    extends(outside(tool(
        &["sst"],
        SST_STAGE_FAMILY,
        SST_VALUES,
        SST_STAGES,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["argocd"],
        ARGOCD_STAGE_FAMILY,
        ARGOCD_VALUES,
        ARGOCD_STAGES,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["vercel"],
        PREVIEW_DEPLOY_FAMILY,
        &[
            "--scope",
            "-S",
            "--team",
            "-e",
            "--env",
            "-b",
            "--build-env",
            "-m",
            "--meta",
            "--regions",
            "--archive",
        ],
        VERCEL_PREVIEW,
        Kind::Ask,
    ))),
    extends(outside(seen(
        tool(
            &["netlify"],
            PREVIEW_DEPLOY_FAMILY,
            &[
                "--dir",
                "-d",
                "--functions",
                "-f",
                "--alias",
                "--message",
                "-m",
                "--site",
                "-s",
                "--filter",
                "--context",
            ],
            NETLIFY_PREVIEW,
            Kind::Ask,
        ),
        &["--dir", "-d", "--functions", "-f"],
    ))),
];

/// Fly.io's options naming the app a command acts on.
const FLY_APP_OPTIONS: &[&str] = &["-a", "--app"];

/// Fly.io's `deploy` options that take the next word as their value.
const FLY_VALUES: &[&str] = &[
    "-a",
    "--app",
    "-c",
    "--config",
    "-i",
    "--image",
    "--image-label",
    "--strategy",
    "-r",
    "--region",
    "--primary-region",
    "--build-arg",
    "--build-secret",
    "--build-target",
    "--dockerfile",
    "-e",
    "--env",
    "--vm-size",
    "--wait-timeout",
    "--label",
];

/// A deploy of a pull request's review app, named so on the command line (`fly deploy --config
/// fly.review.toml --app shop-api-pr-312`): its own app at its own address, which the main
/// app's users never reach; the preview family. The app is what `--app` names (it wins over
/// the configuration's); with no app named, or one of production or staging
/// (`--app shop-api`, `--app shop-api-staging`), the platform's rows ask every time.
const FLY_REVIEW: &[Row] = &[with(build("deploy"), &[TO_PREVIEW])];

/// Whether a Fly.io app's name says it is a pull request's review app (`shop-api-pr-312`,
/// `shop-pr42`, `review-app-7`, `shop-preview-12`), and no stage others use or users reach
/// ([`shared_or_live_word`]).
fn review_app(value: &str) -> bool {
    if value.contains(['$', '`']) {
        return false;
    }
    let v = value.trim_matches(['"', '\'']).to_ascii_lowercase();
    let words: Vec<&str> = v
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let pull = |w: &&str| {
        *w == "pr"
            || w.strip_prefix("pr")
                .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    words
        .iter()
        .any(|w| pull(w) || *w == "review" || *w == "preview")
        && !words.iter().any(|w| shared_or_live_word(w))
}

/// Whether a command holds a word built at run time or a glob, which may expand to another
/// app or option: it keeps asking.
fn refuses_expansions(args: &[String]) -> bool {
    args.iter()
        .take_while(|a| *a != "--")
        .any(|a| a.contains(['$', '`', '*', '?', '[', '{', '~']))
}

/// The Azure Static Web Apps CLI's options that take the next word as their value.
const SWA_VALUES: &[&str] = &[
    "--env",
    "--app-location",
    "-a",
    "--output-location",
    "-O",
    "--api-location",
    "-i",
    "--data-api-location",
    "--app-name",
    "-n",
    "--resource-group",
    "-g",
    "--subscription-id",
    "-S",
    "--tenant-id",
    "-T",
    "--deployment-token",
    "-d",
    "--swa-config-location",
    "--config",
    "--config-name",
    "--port",
    "--host",
    "--run",
    "-r",
    "--api-devserver-url",
    "--app-devserver-url",
];

/// A Static Web Apps deploy to a named preview environment (`swa deploy ./dist --env
/// preview-fd902`, a development or staging name and none for production): a new site at its
/// own address, which the production site never serves; the preview family. Production
/// (`--env production`), no environment named, a deployment token given on the command line or
/// a folder outside the workspace keep asking.
const SWA_PREVIEW: &[Row] = &[
    danger("deploy", PUBLISHING).code(OUTSIDE_WORKSPACE),
    with(
        unless(build("deploy"), &["--deployment-token", "-d"]),
        &[TO_PREVIEW],
    ),
];

/// The Azure Static Web Apps CLI's own rows: the local emulator and the build run the project
/// on this machine (the platform's local family); `init` writes its settings file; a login
/// and a database connection's setup handle credentials; a deploy the preview rows leave
/// publishes.
const SWA: &[Row] = &[
    read("--version"),
    read("-v"),
    read("--help"),
    read("-h"),
    build("start"),
    build("build"),
    ask("init"),
    danger("login", CREDENTIALS),
    danger("db*", CREDENTIALS),
    danger("*", PUBLISHING),
];

/// AWS Copilot's own rows: listing, showing and the status and logs of an application's
/// environments, services, jobs and pipelines read (`copilot svc status`, `copilot svc logs`,
/// `copilot env ls`); a service run on this machine with its environment's settings (`run
/// local`) is the platform's local family; a shell in a running task (`svc exec`, `task
/// exec`) acts on the deployed service; its secrets and everything else (init, deploy, delete,
/// pause, a task run) change the application on AWS and always ask.
const COPILOT: &[Row] = &[
    read("--version"),
    read("version"),
    read("--help"),
    read("help"),
    read("docs"),
    read("* ls"),
    read("* show"),
    read("* status"),
    read("* logs"),
    danger("secret*", CREDENTIALS),
    danger("* exec", crate::toolchains::REMOTE),
    build("run local"),
    ask("* package"),
    danger("*", INFRA),
];

/// The Firebase CLI's options that take the next word as their value.
const FIREBASE_VALUES: &[&str] = &[
    "--project",
    "-P",
    "--only",
    "--except",
    "--config",
    "-c",
    "--message",
    "-m",
    "--expires",
    "--site",
];

// --- Classes of any program ------------------------------------------------------------------

/// Subcommands, of any program, that print or derive a private key or decrypt a key store
/// (`cast wallet private-key`, `bitcoin-cli dumpprivkey`, `ethkey decrypt-keystore`): the key
/// reaches the agent's transcript.
const KEY_PRINTING_WORDS: &[&str] = &[
    "private-key",
    "private-keys",
    "privatekey",
    "privkey",
    "print-private-key",
    "show-private-key",
    "export-private-key",
    "reveal-private-key",
    "derive-private-key",
    "decrypt-keystore",
    "dumpprivkey",
    "dumpwallet",
    "export-key",
    "show-mnemonic",
    "export-mnemonic",
    "reveal-seed",
];

/// Programs whose words are text or a search's pattern, never a subcommand.
const TEXT_WORDS_PROGRAMS: &[&str] = &[
    "echo", "printf", "grep", "rg", "ag", "git", "man", "tldr", "sed", "awk", "jq", "yq",
];

/// A command whose subcommand (one of its first three words before an option) prints or
/// derives a private key or decrypts a key store ([`KEY_PRINTING_WORDS`]): it always asks.
pub(crate) fn key_printing(c: &Command) -> Option<Verdict> {
    let program = c.argv.first()?.rsplit('/').next()?;
    if TEXT_WORDS_PROGRAMS.contains(&program) {
        return None;
    }
    let word = c
        .argv
        .iter()
        .skip(1)
        .take_while(|a| !a.starts_with('-'))
        .take(3)
        .find(|a| KEY_PRINTING_WORDS.iter().any(|w| a.eq_ignore_ascii_case(w)))?;
    Some(crate::knowledge::verdict(
        Level::AlwaysAsk,
        crate::Effect::Read,
        "credentials: a private key printed or derived",
        format!(
            "`{program} … {word}` prints or derives a private key, which then reaches the transcript"
        ),
    ))
}

/// How many times a loop may repeat a command of the project's family on this machine before
/// it always asks: a flaky test hunted a few dozen times is the developer's own.
pub(crate) const PROJECT_REPEAT_BOUND: u64 = 100;
/// How many times a loop may repeat any other command that is not a read (a service's data
/// created, a transaction sent) before it always asks: a handful of items is its body's own
/// question, a flood against a shared service is not.
pub(crate) const REPEAT_BOUND: u64 = 20;

/// A command that is not a read, which a loop with a written count repeats more often than
/// its bound ([`REPEAT_BOUND`], [`PROJECT_REPEAT_BOUND`]): a flood, asked every time, which no
/// earlier grant of its family covers. A loop over files or a handful of items stays as its
/// body decides.
pub(crate) fn repeated(c: &Command, worst: &Verdict) -> Option<Verdict> {
    let count = c.loop_count?;
    let project =
        worst.grant.as_deref() == Some(crate::toolchains::PROJECT_FAMILY) && !worst.outside;
    let bound = if project {
        PROJECT_REPEAT_BOUND
    } else {
        REPEAT_BOUND
    };
    if worst.level != Level::AskOnce || count <= bound {
        return None;
    }
    let mut v = crate::knowledge::verdict(
        Level::AlwaysAsk,
        worst.effect,
        "flood: a command repeated by a counted loop",
        format!(
            "a loop runs `{}` {count} times (more than {bound}): a flood, asked every time",
            c.text
        ),
    );
    v.outside = worst.outside;
    Some(v)
}

/// The count of `for x in WORDS` when every word is a literal or a written range (`1 2 3`,
/// `{1..300}`, `{0..100..5}`, `$(seq 1 300)`, `` `seq 50` ``); none when a word is a glob, a
/// variable or another command's output (a loop over files stays as its body decides).
pub(crate) fn for_count(values: &[&str]) -> Option<u64> {
    values
        .iter()
        .try_fold(0u64, |n, w| Some(n.saturating_add(word_count(w)?)))
}

fn word_count(w: &str) -> Option<u64> {
    if let Some(inner) = w
        .strip_prefix("$(")
        .and_then(|r| r.strip_suffix(')'))
        .or_else(|| w.strip_prefix('`').and_then(|r| r.strip_suffix('`')))
    {
        return seq_count(inner);
    }
    if let Some(range) = w.strip_prefix('{').and_then(|r| r.strip_suffix('}'))
        && range.contains("..")
    {
        let parts: Vec<i64> = range
            .split("..")
            .map(|p| p.parse().ok())
            .collect::<Option<_>>()?;
        return match parts.as_slice() {
            [a, b] => Some(a.abs_diff(*b) + 1),
            [a, b, s] if *s != 0 => Some(a.abs_diff(*b) / s.unsigned_abs() + 1),
            _ => None,
        };
    }
    let plain = !w.is_empty() && !w.contains(['$', '`', '*', '?', '[', '{']);
    plain.then_some(1)
}

/// The count of numbers `seq [OPTIONS] [FIRST [STEP]] LAST` prints.
fn seq_count(cmd: &str) -> Option<u64> {
    let mut words = cmd.split_whitespace();
    if words.next()? != "seq" {
        return None;
    }
    let mut nums = Vec::new();
    while let Some(w) = words.next() {
        match w {
            "-s" | "-f" | "--separator" | "--format" => {
                words.next();
            }
            _ if w.starts_with('-') && w.parse::<f64>().is_err() => {}
            _ => nums.push(w.parse::<f64>().ok()?),
        }
    }
    let (first, step, last) = match nums.as_slice() {
        [l] => (1.0, 1.0, *l),
        [f, l] => (*f, 1.0, *l),
        [f, s, l] => (*f, *s, *l),
        _ => return None,
    };
    if step == 0.0 || (last - first) / step < 0.0 {
        return Some(0);
    }
    let n = ((last - first) / step).floor() + 1.0;
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a count, checked non-negative and capped"
    )]
    Some(n.min(u64::MAX as f64) as u64)
}

/// The count of `for ((i = A; i < B; i += S))` with literal numbers (`<`, `<=`, `++`, `+=`;
/// or counting down with `>`, `>=`, `--`, `-=`).
pub(crate) fn arithmetic_for_count(
    init: Option<&str>,
    cond: Option<&str>,
    update: Option<&str>,
) -> Option<u64> {
    let (var, start) = init?.split_once('=')?;
    let (var, start) = (var.trim(), start.trim().parse::<i64>().ok()?);
    let (cvar, op, limit) = comparison(cond?)?;
    if cvar != var {
        return None;
    }
    let u: String = update?.chars().filter(|ch| !ch.is_whitespace()).collect();
    let step: i64 = if u == format!("{var}++") || u == format!("++{var}") {
        1
    } else if u == format!("{var}--") || u == format!("--{var}") {
        -1
    } else if let Some(s) = u.strip_prefix(&format!("{var}+=")) {
        s.parse().ok()?
    } else if let Some(s) = u.strip_prefix(&format!("{var}-=")) {
        -s.parse::<i64>().ok()?
    } else {
        return None;
    };
    let span = match op {
        "<" if step > 0 => limit.checked_sub(start)?,
        "<=" if step > 0 => limit.checked_sub(start)?.checked_add(1)?,
        ">" if step < 0 => start.checked_sub(limit)?,
        ">=" if step < 0 => start.checked_sub(limit)?.checked_add(1)?,
        _ => return None,
    };
    let span = u64::try_from(span.max(0)).ok()?;
    Some(span.div_ceil(step.unsigned_abs()))
}

/// A comparison of a variable with a literal number (`i < 300`, `$i -lt 300`, `300 > i`), as
/// the variable, the operator with the variable on its left, and the number.
fn comparison(text: &str) -> Option<(&str, &str, i64)> {
    let words: Vec<&str> = text
        .split_whitespace()
        .flat_map(|w| split_operator(w))
        .filter(|w| !matches!(*w, "[" | "]" | "[[" | "]]" | "((" | "))" | "test"))
        .collect();
    let op = |o: &str| match o {
        "<" | "-lt" => Some("<"),
        "<=" | "-le" => Some("<="),
        ">" | "-gt" => Some(">"),
        ">=" | "-ge" => Some(">="),
        _ => None,
    };
    let flip = |o: &'static str| match o {
        "<" => ">",
        "<=" => ">=",
        ">" => "<",
        _ => "<=",
    };
    fn var(w: &str) -> Option<&str> {
        let v = w.trim_matches(['"', '$', '{', '}', '(', ')']);
        (!v.is_empty()
            && v.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
            && !v.chars().all(|ch| ch.is_ascii_digit()))
        .then_some(v)
    }
    match words.as_slice() {
        [a, o, b] => {
            let o = op(o)?;
            match (var(a), b.trim_matches(['"', '(', ')']).parse::<i64>()) {
                (Some(v), Ok(n)) => Some((v, o, n)),
                _ => Some((
                    var(b)?,
                    flip(o),
                    a.trim_matches(['"', '(', ')']).parse().ok()?,
                )),
            }
        }
        _ => None,
    }
}

/// An arithmetic comparison written without spaces (`i<300`) as its three parts.
fn split_operator(w: &str) -> Vec<&str> {
    for o in ["<=", ">=", "<", ">"] {
        if let Some((a, b)) = w.split_once(o)
            && !a.is_empty()
            && !b.is_empty()
        {
            return vec![a, o, b];
        }
    }
    vec![w]
}

/// The count of `while [ $i -lt 300 ]` (or `(( i < 300 ))`; `until` with the comparison the
/// other way), a counter assumed to start at 0 and go up by one: a bound the script writes.
pub(crate) fn counter_loop_count(cond: &str, until: bool) -> Option<u64> {
    let cond = cond.trim().trim_end_matches([';', '\n']).trim();
    let (_, op, limit) = comparison(cond)?;
    let op = match (until, op) {
        (false, o) => o,
        (true, ">=") => "<",
        (true, ">") => "<=",
        _ => return None,
    };
    let limit = u64::try_from(limit).ok()?;
    match op {
        "<" => Some(limit),
        "<=" => Some(limit.saturating_add(1)),
        _ => None,
    }
}
