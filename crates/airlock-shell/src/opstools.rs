//! Operations tools' tables: the programs an operations repository, a deploy or a machine's
//! administration runs that no other table knows. Secret stores and credential helpers print
//! what they keep (HashiCorp Vault, python-dotenv's CLI, docker's credential helpers); the
//! cluster tools of HashiCorp (Nomad, Consul) read their cluster's state, change it under a
//! question, and run a development agent on this machine as a local cluster; the
//! system's package managers, services, firewall and users change this machine for every
//! project; certbot changes the machine's certificates and its web server; a registry's copy
//! tools (`skopeo`, `regctl`; crane has its own table) publish images; tunnels (`ngrok`, `cloudflared`, Tailscale's Funnel) open the
//! machine's servers to the internet; Modal runs and deploys the project in its cloud. Their
//! listings and status read; what they keep or change always asks.

use crate::devtools::LOCAL_CLUSTER;
use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, PUBLISHING, REMOTE, Row, SERVICE_STATE,
    Toolchain, ask, build, danger, extends, outside, read, seen, tool, unless, with,
};
use crate::{Command, Effect, Level, Verdict};

/// OpenSSL's command line: a certificate, a revocation list or a chain inspected (`x509
/// -noout -dates`, `verify`), a digest, random bytes and the lists of what it supports read;
/// writing a file, signing with a key, a TLS server listening, and anything else are asked
/// (under their words; a key file named is a secret, see the shell's secret checks). A TLS
/// handshake with another machine is [`tls_probe`]'s.
const OPENSSL: &[Row] = &[
    danger("s_server", REMOTE),
    read("version"),
    read("help"),
    read("list"),
    read("ciphers"),
    read("errstr"),
    unless(
        read("x509"),
        &[
            "-out",
            "-signkey",
            "-key",
            "-CA",
            "-CAkey",
            "-req",
            "-x509toreq",
            "-new",
        ],
    ),
    unless(read("crl"), &["-out"]),
    unless(read("verify"), &["-out"]),
    unless(read("dgst"), &["-sign", "-hmac", "-mac", "-out"]),
    unless(read("rand"), &["-out"]),
];

/// OpenSSL's options whose value is the next word.
const OPENSSL_VALUES: &[&str] = &[
    "-in",
    "-out",
    "-inform",
    "-outform",
    "-nameopt",
    "-certopt",
    "-signkey",
    "-key",
    "-CA",
    "-CAkey",
    "-CAfile",
    "-CApath",
    "-days",
    "-checkend",
    "-ext",
    "-connect",
    "-servername",
    "-passin",
    "-passout",
];

/// `openssl s_client`'s options that only choose how the handshake is made and what of it is
/// printed: the server's name, the protocol, the certificates shown, the verification.
const TLS_PROBE_FLAGS: &[&str] = &[
    "-showcerts",
    "-brief",
    "-verify_return_error",
    "-status",
    "-tls1_2",
    "-tls1_3",
    "-no_ign_eof",
    "-crlf",
];
/// Those of them that take a value.
const TLS_PROBE_VALUES: &[&str] = &["-connect", "-servername", "-alpn", "-verify", "-CAfile"];

/// A TLS handshake with a host that sends it nothing (`echo | openssl s_client -connect
/// shop.example.net:443 -servername shop.example.net`, `</dev/null`, the `Q` that quits): it
/// reads the server's certificate as a GET of its page reads the page, so it is the web read
/// family ([`crate::WEB_READ_FAMILY`]), as `curl -sI https://HOST` is. Standard input that
/// is not shown (a pipe of anything but an empty `echo`/`printf`), an option this table does
/// not know, a client certificate or key, a host built at run time keep the question.
pub(crate) fn tls_probe(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    if name != "openssl" || args.first().is_none_or(|a| a != "s_client") {
        return None;
    }
    if c.dynamic.iter().any(|d| *d) || c.split_expansion {
        return None;
    }
    let mut host = None;
    let mut i = 1;
    while let Some(a) = args.get(i) {
        if TLS_PROBE_VALUES.contains(&a.as_str()) {
            let value = args.get(i + 1)?;
            if a == "-connect" {
                host = Some(value.as_str());
            }
            i += 2;
        } else if TLS_PROBE_FLAGS.contains(&a.as_str()) {
            i += 1;
        } else {
            return None;
        }
    }
    let host = host?;
    let silent_pipe = c
        .stdin
        .as_deref()
        .is_some_and(|t| matches!(t.trim(), "" | "Q"));
    let from_null = !c.piped_input
        && c.stdin.is_none()
        && c.redirects
            .iter()
            .any(|r| !r.write && r.target == "/dev/null");
    if !(silent_pipe || from_null) || host.contains(['/', '@', '$']) {
        return None;
    }
    Some(Verdict {
        command: String::new(),
        level: Level::AskOnce,
        effect: Effect::Read,
        row: "knowledge: openssl s_client handshake (reads the web)".to_owned(),
        reason: format!(
            "`openssl s_client` only reads the certificate of `{host}` and sends it nothing, as a GET of its page reads the page; one approval covers reading the web for the session"
        ),
        grant: Some(crate::WEB_READ_FAMILY.to_owned()),
        outside: true,
    })
}

/// HashiCorp Vault: status, listings of names and policies, and a secret's metadata (its
/// versions and their times, never a value) read; a secret's value (`read`, `kv get`), tokens,
/// and every write always ask. A development server on this machine is
/// [`HASHICORP_DEV_AGENTS`]'s.
const VAULT: &[Row] = &[
    read("status"),
    read("version"),
    read("list"),
    read("kv list"),
    read("kv metadata get"),
    read("kv metadata list"),
    read("secrets list"),
    read("auth list"),
    read("policy list"),
    read("policy read"),
    read("audit list"),
    read("path-help"),
    // A server run from a configuration; in development mode, with nothing that listens
    // beyond this machine, it is a development agent's (`HASHICORP_DEV_AGENTS`).
    ask("server"),
];

/// Words of a job file, a variables file or a name that say production (`jobs/vars/prod.hcl`,
/// `config/ledger-api/prod/…`): a change under them always asks, as one the address or the
/// namespace selects for production does (the shell's production rule).
const HASHICORP_PRODUCTION: &[&str] = &["*prod*", "*prd*"];

/// Whether a word of a HashiCorp command, or an option's value, says production
/// ([`HASHICORP_PRODUCTION`]): a Nomad deploy to a development cluster's address under it is
/// never that cluster's family (`appstacks::stage_args`).
pub(crate) fn hashicorp_production(args: &[String]) -> bool {
    args.iter().any(|a| {
        let value = a.split_once('=').map_or(a.as_str(), |(_, v)| v);
        HASHICORP_PRODUCTION
            .iter()
            .any(|g| airlock_facts::component_matches(g, value))
    })
}

/// A Nomad job deployed to a cluster whose address names a development or staging stage
/// (`appstacks::stage_args`): run, its canaries promoted, reverted. That stage's family; an
/// address named for production, none (the environment's may be production's) or a word
/// naming production leave it to [`NOMAD`].
const NOMAD_STAGES: &[Row] = &[
    with(build("job run"), &[crate::appstacks::TO_PREVIEW]),
    with(build("job promote"), &[crate::appstacks::TO_PREVIEW]),
    with(build("job revert"), &[crate::appstacks::TO_PREVIEW]),
    with(build("deployment promote"), &[crate::appstacks::TO_PREVIEW]),
];

/// Changes to a Consul cluster whose address names a development or staging stage
/// (`appstacks::stage_args`): a key put, a configuration entry or an intention written, a
/// service registered. That stage's family; an address named for production, none (the
/// environment's may be production's) or a word naming production leave it to [`CONSUL`].
const CONSUL_STAGES: &[Row] = &[
    with(build("kv put"), &[crate::appstacks::TO_PREVIEW]),
    with(build("config write"), &[crate::appstacks::TO_PREVIEW]),
    with(build("intention create"), &[crate::appstacks::TO_PREVIEW]),
    with(build("services register"), &[crate::appstacks::TO_PREVIEW]),
];

/// The variable that gives each of HashiCorp's cluster tools its cluster's address, and the
/// option it stands for.
const HASHICORP_ADDRESS_VARIABLES: &[(&str, &str, &str)] = &[
    ("nomad", "NOMAD_ADDR=", "-address"),
    ("consul", "CONSUL_HTTP_ADDR=", "-http-addr"),
];

/// A Nomad or Consul command given its cluster's address by a variable set for it alone
/// (`CONSUL_HTTP_ADDR=https://consul.dev.example.internal:8501 consul config write x.hcl`):
/// judged by the tool's tables as the same command given the address as an option, which is
/// what the variable stands for, so a stage named by the address is that stage's and one named
/// for production always asks. Any other variable beside it, a value or a word built at run
/// time leave the command to the other rules.
pub(crate) fn addressed_by_variable(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let (_, variable, option) = HASHICORP_ADDRESS_VARIABLES
        .iter()
        .find(|(program, _, _)| *program == name)?;
    let [assignment] = c.assignments.as_slice() else {
        return None;
    };
    let address = assignment.strip_prefix(variable)?;
    if address.contains(['$', '`']) || c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let mut with_option = Vec::with_capacity(args.len() + 1);
    with_option.extend(args.first().cloned());
    with_option.push(format!("{option}={address}"));
    with_option.extend(args.iter().skip(1).cloned());
    crate::knowledge::toolchain(name, &with_option)
}

/// HashiCorp Nomad: the cluster's and its jobs' status, plans (the scheduler's dry run),
/// validations, histories, deployments, allocations' status and logs, nodes, evaluations,
/// namespaces and the names of variables read, wherever the cluster is. A variable's value, a
/// login and ACL tokens print or make credentials; a shell in an allocation reaches its
/// machine; an allocation's files hold its rendered secrets; stopping a job, purging a variable
/// and the operator's commands (snapshots, Raft, scheduler settings) always ask. Any other
/// change (a job run, promoted, reverted, scaled or dispatched, a namespace applied, a node
/// drained) is asked once under its words, always when its files or names say production; a
/// job deployed to a cluster whose address names a development or staging stage is that
/// stage's family ([`NOMAD_STAGES`]). A development agent on this machine is
/// [`HASHICORP_DEV_AGENTS`]'s.
const NOMAD: &[Row] = &[
    danger("acl", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("var get", CREDENTIALS),
    danger("var put", CREDENTIALS),
    danger("var lock", CREDENTIALS),
    danger("var purge", DESTROYING),
    danger("alloc exec", REMOTE),
    danger("alloc fs", CREDENTIALS),
    danger("job stop", DESTROYING),
    danger("namespace delete", DESTROYING),
    // A volume's data, a node pool, a variable's lock, a quota or a policy removed.
    danger("* delete", DESTROYING),
    danger("* * delete", DESTROYING),
    danger("* deregister", DESTROYING),
    danger("operator snapshot", CREDENTIALS),
    danger("operator", INFRA),
    read("version"),
    read("status"),
    read("job status"),
    read("job plan"),
    read("job validate"),
    read("job history"),
    read("job deployments"),
    read("job allocs"),
    read("deployment list"),
    read("deployment status"),
    read("alloc status"),
    read("alloc logs"),
    read("node status"),
    read("node pool list"),
    read("eval list"),
    read("eval status"),
    read("namespace list"),
    read("namespace status"),
    read("server members"),
    read("agent-info"),
    read("var list"),
    with(read("fmt"), &["-check"]),
    danger("*", INFRA).code(HASHICORP_PRODUCTION),
];

/// Nomad's options whose value is the next word.
const NOMAD_VALUES: &[&str] = &[
    "-address",
    "-namespace",
    "-region",
    "-token",
    "-ca-cert",
    "-client-cert",
    "-client-key",
    "-tls-server-name",
    "-var",
    "-var-file",
    "-config",
    "-data-dir",
    "-bind",
    "-t",
    "-task",
    "-job",
    "-description",
    "-meta",
    "-node-pool",
];

/// HashiCorp Consul: members, the catalog, the agent's information, configuration entries and
/// intentions read. A key's value (`kv get`: a store some teams keep passwords in) is asked
/// once under its words; the whole store exported, a snapshot (every key and ACL token), ACL
/// tokens, gossip keys and TLS keys always ask, as do deletes, restores, an agent made to leave,
/// maintenance mode and the operator's commands. Any other change (a key put, a configuration
/// entry or an intention written, a service registered) is asked once under its words, always
/// when its files or keys say production. A development agent on this machine is
/// [`HASHICORP_DEV_AGENTS`]'s.
const CONSUL: &[Row] = &[
    danger("acl", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("keygen", CREDENTIALS),
    danger("tls", CREDENTIALS),
    danger("snapshot save", CREDENTIALS),
    danger("snapshot restore", DESTROYING),
    danger("kv export", CREDENTIALS),
    // Every key under a prefix with its value (the whole store without one): an export.
    with(danger("kv get", CREDENTIALS), &["-recurse"]),
    // A command run on the cluster's nodes.
    danger("exec", REMOTE),
    danger("kv delete", DESTROYING),
    danger("config delete", DESTROYING),
    danger("intention delete", DESTROYING),
    danger("services deregister", DESTROYING),
    danger("leave", INFRA),
    danger("force-leave", INFRA),
    danger("maint", INFRA),
    danger("operator", INFRA),
    read("version"),
    read("members"),
    read("info"),
    read("catalog"),
    read("config read"),
    read("config list"),
    read("intention list"),
    read("intention get"),
    read("intention check"),
    read("intention match"),
    read("validate"),
    danger("*", INFRA).code(HASHICORP_PRODUCTION),
];

/// Consul's options whose value is the next word.
const CONSUL_VALUES: &[&str] = &[
    "-http-addr",
    "-datacenter",
    "-token",
    "-token-file",
    "-namespace",
    "-partition",
    "-ca-file",
    "-client-cert",
    "-client-key",
    "-tls-server-name",
    "-client",
    "-bind",
    "-config-file",
    "-config-dir",
    "-data-dir",
    "-node",
    "-kind",
    "-name",
    "-filter",
    "-service",
];

/// Development agents of HashiCorp's tools on this machine (`nomad agent -dev`, `consul agent
/// -dev`, `vault server -dev`): a server that keeps its state in memory, listens on the
/// loopback address and is gone when it stops, the local cluster family as a kind cluster is.
/// Its configuration may come from the project's own files (`-config=hack/dev-agent.hcl`), as
/// a compose file's services come from the project's: what they say (an address to bind
/// among them) is the project's, as its dev server's settings are. An address that listens
/// beyond this machine on the command line, a cluster joined, configuration from outside the
/// workspace or written inline, or an agent not in development mode is asked under its words.
const HASHICORP_DEV_AGENTS: &[Row] = &[
    with(ask("agent"), HASHICORP_CONFIG_OPTIONS).code(crate::toolchains::OUTSIDE_WORKSPACE),
    unless(
        with(build("agent"), &["-dev"]),
        &[
            "-bind",
            "-client",
            "-advertise",
            "-join",
            "-retry-join",
            "-servers",
            "-network-interface",
            // Configuration written inline (it may set `bind_addr`/`client_addr`), and
            // Nomad's Connect mode, which binds to the machine's network interface.
            "-hcl",
            "-dev-connect",
        ],
    ),
];

/// The options of HashiCorp's agents that read their configuration from a file or a folder.
const HASHICORP_CONFIG_OPTIONS: &[&str] = &["-config", "-config-file", "-config-dir"];

/// Vault's development server, as [`HASHICORP_DEV_AGENTS`]'s.
const VAULT_DEV_SERVER: &[Row] = &[unless(
    with(build("server"), &["-dev"]),
    &["-dev-listen-address", "-config"],
)];

/// python-dotenv's command line (`dotenv list`, `dotenv get KEY`) prints the values of an
/// environment file; setting a key writes the file, asked once under its words.
const DOTENV: &[Row] = &[
    danger("list", CREDENTIALS),
    danger("... list", CREDENTIALS),
    danger("get", CREDENTIALS),
    danger("... get", CREDENTIALS),
    ask("set"),
    ask("unset"),
];

/// docker's credential helpers (`docker-credential-desktop get`): `get` prints a registry's
/// password, `store` and `erase` change the stored logins; `list` prints servers and users.
const CREDENTIAL_HELPER: &[Row] = &[read("list"), read("version")];

/// The system's package managers: listings and searches read; installing, removing and
/// upgrading change the machine for every project (and need root).
const SYSTEM_PACKAGES: &[Row] = &[
    read("list"),
    read("search"),
    read("show"),
    read("info"),
    read("policy"),
    read("madison"),
    read("depends"),
    read("rdepends"),
    read("list-*"),
    read("query"),
    // opkg's (an embedded Linux's package manager, on the device).
    read("status"),
    read("files"),
    read("find"),
    read("whatdepends"),
    read("print-architecture"),
    with(
        read(""),
        &[
            "-l",
            "-L",
            "-s",
            "--list",
            "--listfiles",
            "--status",
            "--search",
            "--simulate",
            "--dry-run",
            "-Q",
            "-Qi",
            "-Ql",
            "-q",
            "-qa",
            "--print-architecture",
        ],
    ),
];

/// The machine's services, firewall, users and kernel settings: their status reads, any change
/// always asks.
const SYSTEM_ADMIN: &[Row] = &[
    read("status"),
    read("list"),
    // `service NAME status`.
    read("* status"),
    with(
        read(""),
        &["-L", "--list", "--list-rules", "--status-all", "--help"],
    ),
    // `service NAME start|restart|reload`: a service of the machine, as systemctl's are; the
    // machine's own plumbing stays its state.
    danger("...", GLOBAL).code(crate::toolchains::SYSTEM_UNITS),
    danger("* start", SERVICE_STATE),
    danger("* restart", SERVICE_STATE),
    danger("* try-restart", SERVICE_STATE),
    danger("* reload", SERVICE_STATE),
    danger("* force-reload", SERVICE_STATE),
];

/// certbot: its certificate listing reads; obtaining, renewing, revoking and deleting
/// certificates change the machine's web server and the certificate authority's records.
const CERTBOT: &[Row] = &[
    read("certificates"),
    read("plugins"),
    danger("delete", DESTROYING),
    danger("revoke", DESTROYING),
];

/// A registry's image tools: inspecting reads; pushing, copying, tagging, mutating and deleting
/// change a registry others pull from; `auth get` prints the stored login.
const REGISTRY_TOOLS: &[Row] = &[
    danger("auth", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("delete", DESTROYING),
    read("ls"),
    read("list-tags"),
    read("manifest"),
    read("config"),
    read("digest"),
    read("inspect"),
    read("catalog"),
    read("validate"),
    read("version"),
    ask("pull"),
    ask("export"),
];

/// Tunnels that give a server of this machine an address on the internet: what they serve
/// (the workspace's dev server, its `.env`) is open to anyone; their listings read.
const TUNNELS: &[Row] = &[
    read("version"),
    read("tunnel list"),
    read("tunnel info"),
    read("config check"),
    read("diagnose"),
];

/// Tailscale: its status and addresses read; Funnel gives a server of this machine an
/// address on the internet, as a tunnel does, and always asks; `ssh` reaches another machine
/// of the tailnet (a command there that only reads: `remote.rs`); the rest (`up`, `serve` to the
/// tailnet, `set`) changes this machine's network, asked under its words.
const TAILSCALE: &[Row] = &[
    read("version"),
    read("status"),
    read("ip"),
    read("whois"),
    read("netcheck"),
    read("funnel status"),
    read("serve status"),
    danger("funnel", REMOTE),
    // A shell or a command on another machine of the tailnet: the remote-shell class
    // (`remote.rs`) lowers a command that only reads there; anything else reaches it.
    danger("ssh", REMOTE),
];

/// Proxmox VE's command lines for virtual machines (`qm`) and containers (`pct`): their
/// listings, status, configuration and snapshots' lists read; destroying a machine or a
/// snapshot, or rolling one back, destroys data; everything else (start, stop, set, migrate,
/// a command run inside, a monitor) changes the hypervisor's machines.
const PROXMOX_GUESTS: &[Row] = &[
    danger("destroy", DESTROYING),
    danger("delsnapshot", DESTROYING),
    danger("rollback", DESTROYING),
    read("list"),
    read("status"),
    read("config"),
    read("pending"),
    read("showcmd"),
    read("listsnapshot"),
    read("df"),
    read("help"),
];

/// Proxmox VE's API from its shell: `get` and `ls` read; `create`, `set` and `delete` change
/// the cluster.
const PVESH: &[Row] = &[read("get"), read("ls"), read("usage")];

/// Modal: listings and logs read; a run or a dev server runs the project's code in Modal's
/// cloud (asked under its own words), and a volume's files downloaded into the workspace (or
/// printed, `-`) are asked under their words too; deploying, stopping, rolling back, volumes'
/// and secrets' changes, a download outside the workspace, into git's or CI's folders or over
/// existing files (`--force`),
/// tokens and everything unlisted always ask.
const MODAL: &[Row] = &[
    danger("volume get * * /*", GLOBAL),
    danger("volume get * * ~*", GLOBAL),
    danger("volume get * * ..*", GLOBAL),
    danger("volume get * * */..*", GLOBAL),
    danger("volume get * * $*", GLOBAL),
    // git's and CI's folders (`.git/hooks/`, `.github/workflows/`, `.husky/`): what runs at
    // the next commit or push, never an ordinary download.
    danger("volume get * * .git*", GLOBAL),
    danger("volume get * * */.git*", GLOBAL),
    danger("volume get * * .husky*", GLOBAL),
    danger("volume get * * */.husky*", GLOBAL),
    with(danger("volume get", DESTROYING), &["--force"]),
    ask("volume get * * * $"),
    ask("volume get * * $"),
    danger("token", CREDENTIALS),
    danger("setup", CREDENTIALS),
    danger("secret create", CREDENTIALS),
    danger("secret delete", CREDENTIALS),
    danger("config", CREDENTIALS),
    danger("deploy", PUBLISHING),
    danger("shell", REMOTE),
    danger("container exec", REMOTE),
    read("app list"),
    read("app logs"),
    read("app history"),
    read("container list"),
    read("container logs"),
    read("volume ls"),
    read("volume list"),
    read("secret list"),
    read("profile current"),
    read("profile list"),
    read("environment list"),
    read("nfs ls"),
    read("dict list"),
    read("queue list"),
    ask("run"),
    ask("serve"),
    ask("launch"),
];

/// The operations tools' tables, consulted with the dev tools' (they name no program another
/// table knows).
/// Sentry's command line: what it lists or shows of the organisation (issues, releases,
/// deploys, projects, events, the login's own status) reads; creating and finalising a
/// release, recording a deploy, sending events and changing issues are ordinary writes to the
/// account, asked once under their words; uploading source maps, debug files or release files
/// publishes the project's code and deleting a release destroys it: both always ask, as does a
/// login, which handles credentials.
const SENTRY_CLI: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("... delete", DESTROYING),
    // Source maps, debug files and release files sent to Sentry publish the project's code.
    danger("... upload*", PUBLISHING),
    read("info"),
    read("--version"),
    read("help"),
    read("issues list"),
    read("releases list"),
    read("releases info"),
    read("releases propose-version"),
    read("releases deploys list"),
    read("deploys list"),
    read("projects list"),
    read("organizations list"),
    read("repos list"),
    read("events list"),
    read("monitors list"),
    read("sourcemaps explain"),
    read("debug-files check"),
    read("debug-files find"),
    ask("issues"),
    ask("releases new"),
    ask("releases finalize"),
    ask("releases set-commits"),
    ask("releases deploys new"),
    ask("deploys new"),
    ask("sourcemaps"),
    ask("debug-files"),
];

pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    outside(tool(
        &["sentry-cli"],
        "sentry",
        &[
            "-o",
            "--org",
            "-p",
            "--project",
            "--auth-token",
            "--url",
            "--log-level",
            "-q",
            "--query",
            "-r",
            "--release",
            "-e",
            "--env",
            "--max-rows",
        ],
        SENTRY_CLI,
        Kind::Ask,
    )),
    extends(outside(seen(
        tool(
            &["nomad", "consul"],
            LOCAL_CLUSTER,
            &[
                "-config",
                "-config-file",
                "-config-dir",
                "-data-dir",
                "-bind",
                "-client",
            ],
            HASHICORP_DEV_AGENTS,
            Kind::Ask,
        ),
        HASHICORP_CONFIG_OPTIONS,
    ))),
    extends(outside(tool(
        &["vault"],
        LOCAL_CLUSTER,
        &["-dev-root-token-id", "-dev-listen-address", "-config"],
        VAULT_DEV_SERVER,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["nomad"],
        crate::appstacks::NOMAD_STAGE_FAMILY,
        NOMAD_VALUES,
        NOMAD_STAGES,
        Kind::Ask,
    ))),
    outside(seen(
        tool(&["nomad"], "nomad", NOMAD_VALUES, NOMAD, Kind::Ask),
        &["-var-file"],
    )),
    extends(outside(tool(
        &["consul"],
        crate::appstacks::CONSUL_STAGE_FAMILY,
        CONSUL_VALUES,
        CONSUL_STAGES,
        Kind::Ask,
    ))),
    outside(tool(
        &["consul"],
        "consul",
        CONSUL_VALUES,
        CONSUL,
        Kind::Ask,
    )),
    outside(tool(
        &["vault"],
        "vault",
        &["-address", "-namespace", "-mount", "-field", "-format"],
        VAULT,
        Kind::Danger(CREDENTIALS),
    )),
    tool(
        &["dotenv"],
        "dotenv",
        &["-f", "--file", "-q", "--quote", "-e"],
        DOTENV,
        Kind::Ask,
    ),
    outside(tool(
        &[
            "docker-credential-desktop",
            "docker-credential-osxkeychain",
            "docker-credential-secretservice",
            "docker-credential-pass",
            "docker-credential-wincred",
            "docker-credential-ecr-login",
            "docker-credential-gcloud",
            "docker-credential-gcr",
            "docker-credential-acr-env",
        ],
        "docker credential helper",
        &[],
        CREDENTIAL_HELPER,
        Kind::Danger(CREDENTIALS),
    )),
    tool(
        &[
            "apt", "apt-get", "aptitude", "dpkg", "snap", "yum", "dnf", "zypper", "pacman", "apk",
            "flatpak", "rpm", "port", "opkg",
        ],
        "system packages",
        &["-o", "-t", "--target-release"],
        SYSTEM_PACKAGES,
        Kind::Danger(GLOBAL),
    ),
    tool(
        &[
            "service",
            "ufw",
            "iptables",
            "ip6tables",
            "nft",
            "firewall-cmd",
            "useradd",
            "userdel",
            "usermod",
            "groupadd",
            "groupdel",
            "chpasswd",
            "visudo",
            "update-alternatives",
            "modprobe",
            "ssh-copy-id",
            "ansible-pull",
        ],
        "system administration",
        &["-i", "-p", "-t", "-U", "--url"],
        SYSTEM_ADMIN,
        Kind::Danger(GLOBAL),
    ),
    outside(tool(
        &["certbot", "certbot-auto"],
        "certbot",
        &[
            "-d",
            "--domains",
            "-m",
            "--email",
            "--cert-name",
            "-w",
            "--webroot-path",
        ],
        CERTBOT,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["skopeo", "regctl"],
        "registry tools",
        &["--platform", "--authfile", "--creds"],
        REGISTRY_TOOLS,
        Kind::Danger(PUBLISHING),
    )),
    outside(tool(
        &[
            "ngrok",
            "cloudflared",
            "lt",
            "localtunnel",
            "bore",
            "zrok",
            "untun",
            "tunnelmole",
            "tmole",
            "loclx",
            "devtunnel",
            "telebit",
        ],
        "tunnel",
        &["--url", "--port", "--subdomain", "--config", "--to"],
        TUNNELS,
        Kind::Danger(REMOTE),
    )),
    outside(tool(&["tailscale"], "tailscale", &[], TAILSCALE, Kind::Ask)),
    outside(tool(
        &["qm", "pct"],
        "proxmox",
        &["--node", "--target", "--storage", "--snapname"],
        PROXMOX_GUESTS,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["pvesh"],
        "proxmox",
        &["--output-format", "--noproxy"],
        PVESH,
        Kind::Danger(INFRA),
    )),
    tool(&["openssl"], "openssl", OPENSSL_VALUES, OPENSSL, Kind::Ask),
    outside(tool(
        &["modal"],
        "modal",
        &["-e", "--env", "--name", "-m"],
        MODAL,
        Kind::Danger(INFRA),
    )),
];
