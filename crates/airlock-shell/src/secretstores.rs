//! Command knowledge of secret managers' command lines, as tables (see [`crate::toolchains`]
//! for what a row is): 1Password (`op`), Doppler, Infisical and Bitwarden (`bw`, and `bws`, its
//! Secrets Manager).
//!
//! Who is signed in, the lock status, and the names of accounts, vaults, projects,
//! environments and configurations read. Everything else prints, injects or changes what they
//! keep, and always asks: an item, a secret or a document read (JSON output carries concealed
//! fields' values), a template filled in (`op inject`), a command run with the secrets in its
//! environment (`op run`, `doppler run`, `infisical run`, `bws run`: whatever that command is,
//! it holds every secret of the configuration), an export, a sign-in, a token, and every
//! change or delete.

use crate::toolchains::{CREDENTIALS, Kind, Row, Toolchain, outside, read, tool, unless};

/// 1Password's `op`: the signed-in account and the lists of accounts, vaults, users and groups
/// read; an item list's names and titles too, unless it is piped back into `op item get` by
/// `--format json` (still only overviews, but kept strict: listing in JSON is how a script
/// fetches every item next).
const OP: &[Row] = &[
    read("whoami $"),
    read("--version $"),
    read("account list $"),
    read("vault list $"),
    read("user list $"),
    read("group list $"),
    unless(read("item list $"), &["--format"]),
    read("document list $"),
];

/// Doppler: who is signed in, and the listings and `get`s of projects, environments,
/// configurations and the activity log read (names and dates, no values). Each row ends its
/// words (`$`) or names its one subcommand: `configs` is also `configs tokens create` (a
/// service token printed), `configs create`, `clone`, `lock`, `delete`, and `projects create`,
/// changes of a shared secret store that always ask, as everything unlisted does.
const DOPPLER: &[Row] = &[
    read("me $"),
    read("--version $"),
    read("projects $"),
    read("projects list $"),
    read("projects get"),
    read("environments $"),
    read("environments list $"),
    read("environments get"),
    read("configs $"),
    read("configs list $"),
    read("configs get"),
    read("activity $"),
    read("activity list $"),
    read("activity get"),
];

/// Infisical: its version and the secret folders' names read.
const INFISICAL: &[Row] = &[read("--version $"), read("secrets folders get")];

/// Bitwarden's password manager (`bw`): its lock status and version read, and a password or
/// passphrase generated on this machine (nothing of the vault).
const BW: &[Row] = &[read("status $"), read("--version $"), read("generate $")];

/// Bitwarden Secrets Manager (`bws`): the projects' names read.
const BWS: &[Row] = &[
    read("--version $"),
    read("project list $"),
    read("project get"),
];

/// The tables: anything unlisted always asks.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    outside(tool(
        &["op"],
        "1password",
        &["--account", "--vault", "--format", "--categories", "--tags"],
        OP,
        Kind::Danger(CREDENTIALS),
    )),
    outside(tool(
        &["doppler"],
        "doppler",
        &["-p", "--project", "-c", "--config", "--token", "--scope"],
        DOPPLER,
        Kind::Danger(CREDENTIALS),
    )),
    outside(tool(
        &["infisical"],
        "infisical",
        &["--env", "--projectId", "--path", "--token", "--domain"],
        INFISICAL,
        Kind::Danger(CREDENTIALS),
    )),
    outside(tool(
        &["bw"],
        "bitwarden",
        &["--session", "--organizationid", "--search", "--length"],
        BW,
        Kind::Danger(CREDENTIALS),
    )),
    outside(tool(
        &["bws"],
        "bitwarden secrets",
        &["-t", "--access-token", "--server-url", "-o", "--output"],
        BWS,
        Kind::Danger(CREDENTIALS),
    )),
];
