//! Command knowledge of application platforms', clouds' and hosted services' command lines no
//! other table knows, as tables (see [`crate::toolchains`] for what a row is): Cloud Foundry
//! (`cf`), IBM Cloud (`ibmcloud`), Oracle Cloud (`oci`), Fastly, Dokku and LaunchDarkly
//! (`ldcli`).
//!
//! What only reads the account (who is targeted, listings, a resource's description, an app's
//! state, events and logs) runs at once. What prints credentials (an app's environment, whose
//! bound services carry their passwords; service keys; tokens; logins; a cluster's
//! kubeconfig), what destroys (deletes, purges, terminations), what reaches a machine of the
//! platform (a shell in an app) and every other command (a deploy, a restart, a scale, a
//! setting, a resource created) always asks, as an unlisted command does. Fastly's Compute
//! builds and serves the project's package on this machine: the project's family.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, REMOTE, Row, Toolchain, build, danger, outside,
    project, read, tool, unless,
};

/// Verbs that change a resource, anywhere among a cloud command's words: tried before a
/// table's reads, so that a resource named `list` or `get` (`… app create list`) is never
/// read as a listing. Every other command of these tables always asks anyway.
const CHANGES: &[Row] = &[
    danger("... create*", INFRA),
    danger("... update*", INFRA),
    danger("... set*", INFRA),
    danger("... add*", INFRA),
    danger("... deploy*", INFRA),
    danger("... apply*", INFRA),
    danger("... launch*", INFRA),
    danger("... bind*", INFRA),
    danger("... unbind*", INFRA),
    danger("... scale*", INFRA),
    danger("... restart*", INFRA),
    danger("... start*", INFRA),
    danger("... stop*", INFRA),
    danger("... put*", INFRA),
    danger("... patch*", INFRA),
    danger("... activate*", INFRA),
    danger("... clone*", INFRA),
    danger("... upload*", INFRA),
    danger("... import*", INFRA),
    danger("... submit*", INFRA),
    danger("... attach*", INFRA),
    danger("... detach*", INFRA),
    danger("... move*", INFRA),
    danger("... change*", INFRA),
    danger("... reboot*", INFRA),
    danger("... enable*", INFRA),
    danger("... disable*", INFRA),
    danger("... purge*", DESTROYING),
    danger("... delete*", DESTROYING),
    danger("... terminate*", DESTROYING),
];

/// A cloud's table whose reads [`CHANGES`] guard.
const fn guarded(t: Toolchain) -> Toolchain {
    Toolchain {
        before: CHANGES,
        ..t
    }
}

/// Cloud Foundry's `cf`: the targeted API, org and space, apps, an app's state, events and
/// recent logs, services, the marketplace, routes, domains, orgs, spaces, buildpacks, stacks,
/// quotas and feature flags read. An app's environment (`env`: its bound services'
/// credentials), service keys, OAuth tokens, logins and the API endpoint print or change
/// credentials; `target -o|-s` switches the CLI's target for every later command; deleting
/// and purging destroy; `ssh` and `run-task` run commands on the platform; anything else
/// (push, restart, scale, set-env, bind, create) changes what runs: always asked.
const CF: &[Row] = &[
    danger("env", CREDENTIALS),
    danger("*service-key*", CREDENTIALS),
    danger("oauth-token", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("auth", CREDENTIALS),
    danger("api", CREDENTIALS),
    danger("delete*", DESTROYING),
    danger("purge*", DESTROYING),
    danger("ssh", REMOTE),
    danger("run-task", REMOTE),
    danger("curl", INFRA),
    unless(
        read("target"),
        &["-o", "--org", "-s", "--space", "-a", "--api"],
    ),
    read("version"),
    read("--version"),
    read("help"),
    read("apps"),
    read("app"),
    read("events"),
    read("logs"),
    read("services"),
    read("service"),
    read("marketplace"),
    read("routes"),
    read("domains"),
    read("orgs"),
    read("org"),
    read("spaces"),
    read("space"),
    read("buildpacks"),
    read("stacks"),
    read("quotas"),
    read("feature-flags"),
    read("running-environment-variable-group"),
    read("tasks"),
    read("plugins"),
];

/// `cf`'s options whose value is the next word.
const CF_VALUES: &[&str] = &[
    "-o",
    "--org",
    "-s",
    "--space",
    "-a",
    "--api",
    "-f",
    "-p",
    "-b",
    "-m",
    "-k",
    "-i",
    "-c",
    "--var",
    "--vars-file",
    "--strategy",
    "--name",
    "--process",
];

/// IBM Cloud's `ibmcloud`: the target, account, regions, resource groups, service instances,
/// plugins, and a service's listings and descriptions (`ks clusters`, `cr images`, `ce app
/// list`, `… get`) read. Logins, IAM (keys, tokens, policies), a cluster's configuration and a
/// registry login print or change credentials; setting the target switches every later
/// command's; deletes and removals destroy; anything else changes the account: always asked.
const IBMCLOUD: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("iam", CREDENTIALS),
    danger("... config", CREDENTIALS),
    danger("... login", CREDENTIALS),
    danger("... *key*", CREDENTIALS),
    danger("... *credential*", CREDENTIALS),
    danger("... *secret*", CREDENTIALS),
    danger("... delete", DESTROYING),
    danger("... rm", DESTROYING),
    danger("... remove", DESTROYING),
    danger("... *-rm", DESTROYING),
    danger("plugin install", GLOBAL),
    danger("plugin update", GLOBAL),
    unless(
        read("target"),
        &[
            "-r",
            "--region",
            "-g",
            "--resource-group",
            "-c",
            "--account",
            "-o",
            "-s",
            "--cf",
            "--unset-region",
            "--unset-resource-group",
        ],
    ),
    read("version"),
    read("--version"),
    read("help"),
    read("regions"),
    read("account show"),
    read("account list"),
    read("resource groups"),
    read("resource group"),
    read("resource service-instances"),
    read("resource service-instance"),
    read("resource search"),
    read("plugin list"),
    read("* clusters"),
    read("* cluster get"),
    read("* images"),
    read("* namespaces"),
    // A listing's or a description's verb after the service and the resource.
    read("* list"),
    read("* * list"),
    read("* * * list"),
    read("* ls"),
    read("* * ls"),
    read("* get"),
    read("* * get"),
    read("* * * get"),
    read("* show"),
    read("* * show"),
];

/// `ibmcloud`'s options whose value is the next word.
const IBMCLOUD_VALUES: &[&str] = &[
    "-r",
    "--region",
    "-g",
    "--resource-group",
    "-c",
    "--account",
    "-o",
    "--output",
    "--cluster",
    "-n",
    "--name",
    "--project",
    "-p",
];

/// Oracle Cloud's `oci SERVICE RESOURCE VERB`: listings and a resource's description (`… list`,
/// `… get`) read, but for what holds secrets (Vault's secrets and their bundles, auth tokens,
/// API and customer secret keys, a cluster's kubeconfig, a session) and an object's content
/// written to a file (`os object get`). Deleting and terminating destroy; the configuration
/// and sessions change credentials; a raw request may do anything: always asked, as every other
/// command is.
const OCI: &[Row] = &[
    danger("setup", CREDENTIALS),
    danger("session", CREDENTIALS),
    danger("secrets", CREDENTIALS),
    danger("vault secret", CREDENTIALS),
    danger("iam auth-token", CREDENTIALS),
    danger("iam customer-secret-key", CREDENTIALS),
    danger("iam smtp-credential", CREDENTIALS),
    danger("iam api-key", CREDENTIALS),
    danger("ce cluster create-kubeconfig", CREDENTIALS),
    danger("... *kubeconfig*", CREDENTIALS),
    danger("... *secret*", CREDENTIALS),
    danger("raw-request", INFRA),
    danger("... delete", DESTROYING),
    danger("... bulk-delete", DESTROYING),
    danger("... terminate", DESTROYING),
    danger("os object get", CREDENTIALS),
    read("--version"),
    read("os ns get"),
    read("* * list"),
    read("* * * list"),
    read("* * get"),
    read("* * * get"),
];

/// `oci`'s options whose value is the next word.
const OCI_VALUES: &[&str] = &[
    "--profile",
    "--config-file",
    "--region",
    "-c",
    "--compartment-id",
    "--bucket-name",
    "-bn",
    "--namespace",
    "-ns",
    "--name",
    "--prefix",
    "--query",
    "--output",
    "--auth",
    "--cluster-id",
    "--file",
    "--limit",
];

/// Fastly: services, their versions, backends, domains, dictionaries and logging endpoints,
/// stats, the live log tail, who is logged in and the version read. The Compute package built,
/// served locally (Viceroy), initialised, validated or packed is the project's. A deploy or a
/// publish, purging the cache, activating a version and any other change of a service change
/// what production serves; tokens, profiles, single sign-on and the secret and KV stores'
/// entries print or change credentials; deletes destroy: always asked.
const FASTLY: &[Row] = &[
    danger("auth-token", CREDENTIALS),
    danger("profile", CREDENTIALS),
    danger("sso", CREDENTIALS),
    danger("secret-store*", CREDENTIALS),
    danger("kv-store-entry describe", CREDENTIALS),
    danger("kv-store-entry get", CREDENTIALS),
    danger("config-store-entry describe", CREDENTIALS),
    danger("... delete", DESTROYING),
    danger("purge", INFRA),
    danger("compute deploy", INFRA),
    danger("compute publish", INFRA),
    read("version"),
    read("whoami"),
    read("log-tail"),
    read("stats"),
    read("* list"),
    read("* * list"),
    read("* describe"),
    read("* * describe"),
    read("compute validate"),
    read("compute metadata"),
    build("compute build"),
    build("compute serve"),
    build("compute init"),
    build("compute pack"),
    build("compute hashsum"),
];

/// Fastly's options whose value is the next word.
const FASTLY_VALUES: &[&str] = &[
    "-s",
    "--service-id",
    "--service-name",
    "--version",
    "--token",
    "-t",
    "--profile",
    "-p",
    "--name",
    "-n",
    "--package",
    "--dir",
    "-d",
    "--addr",
    "--from",
    "--to",
];

/// Dokku (on its host, or through its client): apps, the reports of every plugin (`ps:report`,
/// `domains:report`), listings and an app's logs read. An app's configuration (`config`,
/// `config:show`, `config:get`: its environment and secrets), a database's export or
/// credentials, SSH keys and the registry's login print or change credentials; destroys and
/// unlinks destroy; a shell or a command in an app's container (`enter`, `run`, a database's
/// `connect`) reaches its machine; anything else (deploys, restarts, scaling, settings) changes
/// what runs: always asked.
const DOKKU: &[Row] = &[
    danger("config", CREDENTIALS),
    danger("config:show", CREDENTIALS),
    danger("config:get", CREDENTIALS),
    danger("config:export", CREDENTIALS),
    danger("config:bundle", CREDENTIALS),
    danger("*:export", CREDENTIALS),
    danger("*:credentials", CREDENTIALS),
    danger("*:info", CREDENTIALS),
    danger("ssh-keys:*", CREDENTIALS),
    danger("registry:login", CREDENTIALS),
    danger("*:destroy", DESTROYING),
    danger("*:unlink", DESTROYING),
    danger("*:clear", DESTROYING),
    danger("*:reset", DESTROYING),
    danger("enter", REMOTE),
    danger("run", REMOTE),
    danger("run:*", REMOTE),
    danger("*:connect", REMOTE),
    danger("*:enter", REMOTE),
    read("version"),
    read("help"),
    read("apps:list"),
    read("apps:exists"),
    read("*:report"),
    read("*:list"),
    read("*:exists"),
    read("logs"),
    read("logs:failed"),
    read("ps:inspect"),
];

/// LaunchDarkly's `ldcli`: flags, projects, segments, members, teams, metrics and the audit
/// log listed and read, and the CLI's settings listed; environments (and projects with them
/// expanded) carry their SDK keys: always asked. A flag toggled, updated,
/// created, copied or archived changes what an environment's users get, whichever environment
/// (a flag is shared state, as a staging deploy is): always asked, as every other command; a
/// delete destroys; a login, access tokens, the CLI's settings and the setup wizard handle
/// the access token. Its local development server (`dev-server`) serves flag values to the
/// project on this machine: the project's.
const LDCLI: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("setup", CREDENTIALS),
    danger("access-tokens", CREDENTIALS),
    // An environment's description carries its SDK and mobile keys; a project's, when its
    // environments are expanded into it.
    danger("environments", CREDENTIALS),
    danger("projects", CREDENTIALS).needs(&["--expand"]),
    danger("config", CREDENTIALS).needs(&["--set", "--unset"]),
    danger("... delete*", DESTROYING),
    danger("flags *", INFRA).code(&[
        "toggle*", "update*", "create*", "copy*", "archive*", "replace*", "patch*",
    ]),
    read("--version"),
    read("config"),
    read("* list"),
    read("* get"),
    build("dev-server"),
];

/// `ldcli`'s options whose value is the next word.
const LDCLI_VALUES: &[&str] = &[
    "--project",
    "--environment",
    "--flag",
    "--data",
    "-d",
    "--output",
    "-o",
    "--access-token",
    "--base-uri",
    "--limit",
    "--filter",
    "--set",
    "--unset",
    "--expand",
];

/// The tables.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    outside(tool(
        &["cf", "cf7", "cf8"],
        "cf",
        CF_VALUES,
        CF,
        Kind::Danger(INFRA),
    )),
    guarded(outside(tool(
        &["ibmcloud"],
        "ibmcloud",
        IBMCLOUD_VALUES,
        IBMCLOUD,
        Kind::Danger(INFRA),
    ))),
    guarded(outside(tool(
        &["oci"],
        "oci",
        OCI_VALUES,
        OCI,
        Kind::Danger(INFRA),
    ))),
    guarded(project(outside(tool(
        &["fastly"],
        "fastly",
        FASTLY_VALUES,
        FASTLY,
        Kind::Danger(INFRA),
    )))),
    outside(tool(&["dokku"], "dokku", &[], DOKKU, Kind::Danger(INFRA))),
    project(outside(tool(
        &["ldcli"],
        "ldcli",
        LDCLI_VALUES,
        LDCLI,
        Kind::Danger(INFRA),
    ))),
];
