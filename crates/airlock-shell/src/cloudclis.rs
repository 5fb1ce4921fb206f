//! Cloud and edge platforms' command lines that also run the project on this machine
//! (Cloudflare's Wrangler, the Firebase CLI, AWS SAM, the AWS CDK, CDK for Terraform, SST, the
//! Serverless Framework, Pulumi), as tables in the form of `toolchains.rs` (read its module docs for the rows) and of
//! the deploy platforms' tables there.
//!
//! - What only reads the account (who is logged in, lists, logs, migration status) runs at once.
//! - Work on the local emulation (Wrangler's `dev`, `d1 … --local`, `kv key … --local`, `r2
//!   object … --local`, `pages dev`, `deploy --dry-run`; Firebase's emulators) runs the project's
//!   own code and its local stand-ins for the service, with no account reached: the project
//!   family. The AWS tools' local runs (`sam build`, `sam local`, `cdk synth`, `sls package`,
//!   `sls offline`, `pulumi preview`, `cdktf diff`, `sst diff`) start containers or resolve the
//!   deployed stack's values, so they keep their own family, Terraform's plans' one
//!   (`toolchains::INFRA_PLAN_FAMILY`), never the project's; so do selecting a stack and editing its settings file (`pulumi stack select`,
//!   `pulumi config set`). A stack named for production (selected, previewed, configured)
//!   always asks: its program would run with production's credentials and decrypted secrets.
//! - A local flag lowers only where the tool honours it, and only when it is given as a flag
//!   (not an option's value, not after `--`, not `--local=false`: `toolchains::lookup_in` reads
//!   a flag both ways when it is ambiguous and keeps the stricter row). Wrangler's `d1`
//!   commands have run against the account without `--local` in versions before 3.33, so only
//!   an explicit `--local` lowers them; `--remote` or `--preview` beside it always asks.
//! - Deleting the local emulation's data (SQL that drops or deletes, `kv key delete`, `r2
//!   object delete`) always asks, as `rm -rf .wrangler/state` does.
//! - Everything that reaches the account (deploys of any kind, versions, rollbacks, secrets,
//!   remote databases, creating or deleting resources, logins) and every unlisted command always
//!   asks; but `pulumi up` of a stack named on the command line and not for production is asked
//!   once for that stack alone ([`pulumi_stack_update`]): its repeats in a session are one answer;
//!   a Firebase deploy to a project named for development or staging, and a hosting preview
//!   channel, are their families (`appstacks.rs`); a Firebase dry run is the plans'
//!   family, as `pulumi preview` is.
//! - A cloud database's proxy (`cloud-sql-proxy`, AlloyDB's) always asks: it brings another
//!   machine's database to a port of this one, where every later client command reads as a
//!   query to this machine's server.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, PUBLISHING, REMOTE, Row, Toolchain,
    add_dependency, ask, build, danger, extends, outside, project, read, tool, unless, with,
};
use crate::{Effect, Level, Verdict};

/// Options that send a Wrangler command to the account rather than the local emulation (the
/// remote-bindings flags bind a local `dev` to the deployed resources).
const WRANGLER_REMOTE: &[&str] = &[
    "--remote",
    "-r",
    "--preview",
    "--x-remote-bindings",
    "--experimental-remote-bindings",
];

/// SQL words that drop, delete or change the emulated database's data.
const SQL_DESTROYS: &[&str] = &["*drop*", "*delete*", "*truncate*", "*update*", "*alter*"];

/// Wrangler (Cloudflare Workers, Pages, D1, KV, R2).
const WRANGLER: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    read("secret list"),
    danger("secret*", CREDENTIALS),
    danger("versions secret*", CREDENTIALS),
    danger("pages secret*", CREDENTIALS),
    // Local development: the Worker runs in workerd with local bindings (the default since
    // Wrangler 3); `--remote` uploads it and binds the deployed resources.
    danger("dev", REMOTE).needs(WRANGLER_REMOTE),
    danger("pages dev", REMOTE).needs(WRANGLER_REMOTE),
    build("dev"),
    build("pages dev"),
    build("pages functions build"),
    build("types"),
    build("build"),
    // A dry run bundles the Worker (running the project's build command) and uploads nothing.
    build("deploy").needs(&["--dry-run"]),
    build("versions upload").needs(&["--dry-run"]),
    build("publish").needs(&["--dry-run"]),
    // D1: the local database is the emulation's; only an explicit `--local` lowers.
    read("d1 list"),
    read("d1 info"),
    read("d1 migrations list"),
    danger("d1 ...", INFRA).needs(WRANGLER_REMOTE),
    build("d1 migrations create"),
    build("d1 migrations new"),
    danger("d1 execute", DESTROYING)
        .needs(&["--local"])
        .code(SQL_DESTROYS),
    build("d1 execute").needs(&["--local"]),
    build("d1 migrations apply").needs(&["--local"]),
    ask("d1 export").needs(&["--local"]),
    // KV and R2: local keys and objects are the emulation's; deleting them destroys its data.
    danger("kv ...", INFRA).needs(WRANGLER_REMOTE),
    danger("kv* *delete*", DESTROYING),
    danger("r2 ...", INFRA).needs(WRANGLER_REMOTE),
    danger("r2 object delete", DESTROYING),
    read("kv namespace list"),
    read("kv key list").needs(&["--local"]),
    read("kv key get").needs(&["--local"]),
    build("kv key put").needs(&["--local"]),
    build("kv bulk put").needs(&["--local"]),
    build("r2 object get").needs(&["--local"]),
    build("r2 object put").needs(&["--local"]),
    read("kv key list"),
    read("r2 bucket list"),
    read("queues list"),
    read("hyperdrive list"),
    read("deployments list"),
    read("deployments status"),
    read("versions list"),
    read("versions view"),
    read("pages project list"),
    read("pages deployment list"),
    // Streams the deployed Worker's logs, as the platforms' `logs` rows read.
    read("tail"),
    read("whoami"),
    read("--version"),
    read("-v"),
    read("version"),
    read("help"),
    read("--help"),
    danger("deploy", INFRA),
    danger("publish", INFRA),
    danger("pages deploy", PUBLISHING),
    danger("pages publish", PUBLISHING),
];

/// The Firebase CLI: its emulators run the project's functions, rules and hosting on this
/// machine; `emulators:exec CMD` runs CMD beside them, and the walk judges CMD on its own.
const FIREBASE: &[Row] = &[
    // The accounts signed in, by their e-mail addresses: no token.
    read("login:list"),
    danger("login*", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("functions:config:*", CREDENTIALS),
    danger("functions:secrets:*", CREDENTIALS),
    danger("apphosting:secrets:*", CREDENTIALS),
    danger("auth:export", CREDENTIALS),
    danger("auth:import", INFRA),
    danger("firestore:delete", DESTROYING),
    danger("database:*", INFRA),
    danger("deploy", INFRA),
    danger("hosting:*deploy*", PUBLISHING),
    danger("*:delete", DESTROYING),
    build("emulators:start"),
    build("emulators:exec"),
    build("emulators:export"),
    build("serve"),
    build("functions:shell"),
    read("use $"),
    read("projects:list"),
    read("apps:list"),
    read("hosting:channel:list"),
    read("hosting:sites:list"),
    read("functions:list"),
    read("functions:log"),
    read("firestore:indexes"),
    read("login:list"),
    read("--version"),
    read("-V"),
    read("help"),
    read("--help"),
    ask("use"),
    ask("init"),
];

/// A Firebase dry run (`firebase deploy --dry-run`) builds and validates what it would deploy
/// against the project (its rules compiled by the service, its functions' triggers read) and
/// deploys nothing: asked once as the other deployers' previews are (`pulumi preview`, `cdk
/// diff`), never the project's family, since it reaches the account. A project named for
/// production is raised by the production rule.
const FIREBASE_DRY_RUN: &[Row] = &[build("deploy").needs(&["--dry-run"])];

/// AWS SAM: `build`, `validate` and `local` run on this machine (`local` starts the function
/// in a container); `package` uploads the artifacts to S3, so it acts on the account.
const SAM: &[Row] = &[
    danger("package", INFRA),
    danger("remote *", INFRA),
    build("build"),
    build("local *"),
    read("validate"),
    read("list *"),
    read("logs"),
    read("traces"),
    read("--version"),
    read("--info"),
    read("--help"),
    ask("init"),
];

/// The CDK's option naming the command that is its app (`--app 'npx ts-node bin/app.ts'`), run
/// through a shell in place of the project's `cdk.json`.
const CDK_APP: &[&str] = &["-a", "--app"];

/// The AWS CDK: `synth`, `diff` and `ls` run the project's app to synthesize its templates
/// (and may look up the account's context); `watch` deploys on every change. Given a command
/// of its own as the app ([`CDK_APP`]), they run that command, whatever it is: no plan's yes
/// covers it, so it falls to the tool's other rows and always asks.
const CDK: &[Row] = &[
    danger("context", INFRA).needs(&["--clear", "--reset"]),
    unless(build("synth*"), CDK_APP),
    unless(build("diff"), CDK_APP),
    unless(build("ls"), CDK_APP),
    unless(build("list"), CDK_APP),
    read("context"),
    read("doctor"),
    read("notices"),
    read("acknowledge"),
    read("ack"),
    read("docs"),
    read("--version"),
    read("--help"),
    ask("init"),
];

/// The Serverless Framework: `package` and `offline` run on this machine; `invoke local` runs a
/// function of the project; `print` shows the resolved configuration with its secrets; `dev`
/// (v4) deploys a dev stage and proxies it to this machine; `deploy list` lists deployments
/// (every other `deploy` deploys).
const SERVERLESS: &[Row] = &[
    danger("print", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("invoke", INFRA).needs(&["--remote"]),
    build("package"),
    build("offline*"),
    build("invoke local"),
    // The deployments and the functions' versions deployed, listed.
    read("deploy list"),
    read("info"),
    read("logs"),
    read("metrics"),
    read("--version"),
    read("-v"),
    read("--help"),
    read("help"),
    ask("plugin install"),
];

/// Pulumi: `preview` runs the project's program against the stack's providers without
/// changing them; showing secrets or a secret value (`config get`, `--show-secrets`, `stack
/// export`, `env open`) prints credentials.
const PULUMI: &[Row] = &[
    danger("...", CREDENTIALS).needs(&["--show-secrets"]),
    danger("config get", CREDENTIALS),
    danger("stack export", CREDENTIALS),
    danger("env*", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    build("preview"),
    build("pre"),
    // A refresh or import that only previews reads the stack's resources as `preview` does.
    build("refresh").needs(&["--preview-only"]),
    build("import").needs(&["--preview-only"]),
    // Installing the program's packages and plugins the project declares.
    build("install"),
    read("config $"),
    read("stack $"),
    read("stack ls"),
    read("stack output"),
    read("stack history"),
    read("stack tag ls"),
    read("whoami"),
    read("about"),
    read("logs"),
    read("plugin ls"),
    read("version"),
    read("--version"),
    read("--help"),
    // Selecting a production stack makes every later command without `--stack` act on it.
    danger("stack select", INFRA).code(PRODUCTION_STACK),
    with(ask("stack select"), &["-c", "--create"]),
    build("stack select"),
    // A stack's settings file in the workspace; a secret set on the command line is a
    // credential, and one copied between stacks asks under its words.
    danger("config set*", CREDENTIALS).needs(&["--secret"]),
    build("config set"),
    build("config set-all"),
    build("config rm"),
    build("config rm-all"),
    build("config refresh"),
    ask("config cp"),
    read("schema check"),
    read("gen-completion"),
    read("policy ls"),
    read("org get-default"),
    read("stack graph"),
    ask("console"),
];

/// A stack named for production (`prod`, `acme/shop/production`, `prd-eu`, `live`).
const PRODUCTION_STACK: &[&str] = &[
    "*prod*", "prd", "prd-*", "*-prd", "*/prd", "live", "live-*", "*-live", "*/live",
];

/// Options of `pulumi up` that point it at another project or another stack's settings: with
/// one, the stack's name no longer says what is deployed.
const PULUMI_ELSEWHERE: &[&str] = &["-C", "--cwd", "--config-file"];

/// `pulumi up` of a stack named on the command line that is not named for production
/// (`pulumi up --stack dev-marta --yes`): one deploy of that stack, asked once and remembered
/// for that stack alone (the grant names it), so a session's second update of its dev or
/// staging stack does not ask again, while another stack, one named for production, a stack
/// left to the selection (`pulumi up` alone), a name built at run time, another project's
/// folder or settings file and every row of the table that decides first (printing secrets)
/// keep always asking, as does every other command that reaches the account.
pub(crate) fn pulumi_stack_update(name: &str, args: &[String]) -> Option<Verdict> {
    // A word built at run time or a glob may expand to another `--stack` or any option.
    let expands = |a: &String| a.contains(['$', '`', '*', '?', '[', '{', '~']);
    if name != "pulumi" || args.iter().any(expands) {
        return None;
    }
    let m = crate::toolchains::lookup(name, args)?;
    if m.words.is_some() || !matches!(m.seen.first().map(String::as_str), Some("up" | "update")) {
        return None;
    }
    let mut stacks = Vec::new();
    let mut it = args.iter().map(String::as_str).take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        let option = a.split_once('=').map_or(a, |(o, _)| o);
        if PULUMI_ELSEWHERE.contains(&option) || a.starts_with("-C") {
            return None;
        }
        match (a, a.strip_prefix("--stack=")) {
            ("-s" | "--stack", _) => stacks.push(it.next()?),
            (_, Some(v)) => stacks.push(v),
            _ => {}
        }
    }
    let [stack] = stacks.as_slice() else {
        return None;
    };
    let plain = !stack.is_empty()
        && stack
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.' | '/'));
    let production = crate::toolchains::code_matches(PRODUCTION_STACK, stack)
        || stack
            .split('/')
            .any(|part| crate::toolchains::code_matches(PRODUCTION_STACK, part))
        || crate::knowledge::names_production(stack);
    if !plain || production {
        return None;
    }
    let mut v = crate::knowledge::verdict(
        Level::AskOnce,
        Effect::Exec,
        "knowledge: pulumi up of a named stack, not production",
        format!(
            "`pulumi up` deploys the stack `{stack}`, which is not named for production; one approval covers updating `{stack}` for the session"
        ),
    );
    v.grant = Some(format!("pulumi up --stack {stack}"));
    v.outside = true;
    Some(v)
}

/// CDK for Terraform: synthesizing, diffing and planning run the project's app and read the
/// state of the account (the plans' family); fetching the providers and modules the
/// project declares is its build; deploying, destroying, applying, watching (which deploys on
/// every change), outputs (Terraform's sensitive values with them), logins and every unlisted
/// command always ask.
const CDKTF: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("output*", CREDENTIALS),
    unless(build("synth"), CDK_APP),
    unless(build("diff"), CDK_APP),
    unless(build("plan"), CDK_APP),
    build("get"),
    add_dependency("provider add"),
    add_dependency("provider upgrade"),
    read("provider list"),
    read("list"),
    read("ls"),
    read("debug"),
    read("convert"),
    read("--version"),
    read("--help"),
    read("help"),
    ask("init"),
];

/// SST: `diff` runs the app against the account without changing it (the plans'
/// family); installing the providers the configuration declares is its build; `dev` deploys a
/// personal stage, and deploys, removals, the state, secrets (`secret list` prints their
/// values) and commands run with the app's linked resources (`shell`, `bind`) always ask.
const SST: &[Row] = &[
    danger("secret*", CREDENTIALS),
    danger("secrets*", CREDENTIALS),
    danger("shell", CREDENTIALS),
    danger("bind", CREDENTIALS),
    danger("upgrade", GLOBAL),
    danger("tunnel*", REMOTE),
    build("diff"),
    build("install"),
    build("build"),
    build("types"),
    add_dependency("add"),
    read("version"),
    read("--version"),
    read("help"),
    read("--help"),
];

/// Options of the Platform.sh family's command lines (Adobe Commerce Cloud's
/// `magento-cloud`, `platform`, `upsun`) whose value is the next word.
pub(crate) const PLATFORM_SH_VALUES: &[&str] = &[
    "-p",
    "--project",
    "-e",
    "--environment",
    "-A",
    "--app",
    "--worker",
    "--limit",
    "--type",
    "--state",
    "--result",
    "--start",
    "--format",
    "--columns",
    "-c",
    "--date-fmt",
    "--host",
    "-i",
    "--identity-file",
    "--parent",
    "--title",
    "--property",
];

/// The Platform.sh family's command lines: what lists or describes the project, its
/// environments, their activities and logs, routes, apps and services reads, of any
/// environment (production's status and history included), as other cloud command lines'
/// lists do. An environment's or a project's `info` with a value sets that property. Everything
/// else changes the hosted project or reaches into it (`environment:activate`, `:merge`,
/// `:delete`, `ssh`, `db:dump`, `variable:set`, `mount:upload`, `user:add`), or prints its
/// credentials (`environment:relationships`, `variable:get`, `ssh-cert:*`, `auth:*`), and
/// always asks.
const PLATFORM_SH: &[Row] = &[
    read("environment:list"),
    read("environments"),
    read("env:list"),
    read("environment:info $"),
    read("environment:info * $"),
    read("env:info $"),
    read("env:info * $"),
    read("project:list"),
    read("projects"),
    read("project:info $"),
    read("project:info * $"),
    read("activity:list"),
    read("activities"),
    read("activity:log"),
    read("activity:get"),
    read("environment:logs"),
    read("log"),
    read("logs"),
    read("environment:url"),
    read("url"),
    read("route:list"),
    read("routes"),
    read("app:list"),
    read("apps"),
    read("service:list"),
    read("services"),
    read("mount:list"),
    read("backup:list"),
    read("backups"),
    read("domain:list"),
    read("certificate:list"),
    read("integration:list"),
    read("worker:list"),
    read("commit:list"),
    read("list"),
    read("help"),
    read("--version"),
    read("-V"),
];

/// The Platform.sh family's commands that bring up or redeploy the hosted environment of a
/// feature branch of one's own, named by `-e` (`appstacks::stage_args`): its family. The
/// environment is built from the branch's code and a copy of its parent's data, which the
/// command leaves as it was (`--parent staging` names where it branches from). Production,
/// staging, the shared integration branch, an environment left to the current git branch, or
/// more environments named as operands leave it to [`PLATFORM_SH`], which always asks; so do
/// a shell or a command in the environment, its database and its variables.
const PLATFORM_SH_BRANCHES: &[Row] = &[
    with(
        build("environment:activate"),
        &[crate::appstacks::TO_PREVIEW],
    ),
    with(
        build("environment:redeploy"),
        &[crate::appstacks::TO_PREVIEW],
    ),
    with(build("redeploy"), &[crate::appstacks::TO_PREVIEW]),
];

/// Options of Confluent's command line whose value is the next word.
const CONFLUENT_VALUES: &[&str] = &[
    "--cluster",
    "--environment",
    "--context",
    "-o",
    "--output",
    "--subject",
    "--version",
    "--schema",
    "--type",
    "--resource",
    "--principal",
    "--role",
    "--service-account",
    "--topic",
    "--group",
    "--url",
    "--description",
    "--compatibility",
    "--partitions",
    "--config",
    "--api-key",
    "--api-secret",
    "--references",
];

/// Confluent's command line: lists and descriptions of its environments, clusters, topics,
/// consumer groups, schemas and subjects read (names, settings and offsets, no messages and no
/// secrets: an API key's secret is shown only when it is made); a schema checked for
/// compatibility against the registry changes nothing. Switching the command line's current
/// context, environment or cluster writes only its own settings on this machine: asked once
/// under its own words. Everything else (creating, updating or deleting topics, subjects, ACLs,
/// role bindings and keys, producing or consuming messages, logging in) changes the hosted
/// service or handles its data or credentials, and always asks.
const CONFLUENT: &[Row] = &[
    // A changing verb anywhere among the words, before the reads' patterns (a topic named
    // `list` is no listing: `kafka topic produce list`).
    danger("... delete", DESTROYING),
    danger("... reset", DESTROYING),
    danger("api-key create", CREDENTIALS),
    danger("api-key store", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("... create", INFRA),
    danger("... update", INFRA),
    danger("... produce", INFRA),
    danger("... consume", INFRA),
    danger("... alter", INFRA),
    danger("... pause", INFRA),
    danger("... resume", INFRA),
    danger("... store", INFRA),
    danger("... import", INFRA),
    danger("... export", INFRA),
    danger("... promote", INFRA),
    danger("... enable", INFRA),
    danger("... disable", INFRA),
    danger("... upgrade", INFRA),
    danger("... rotate", INFRA),
    ask("context use"),
    ask("environment use"),
    ask("kafka cluster use"),
    read("... list"),
    read("... describe"),
    read("schema-registry compatibility validate"),
    read("version"),
    read("--version"),
    read("help"),
];

/// The cloud command lines' toolchains; [`crate::toolchains::lookup`] tries them before the
/// frameworks' table.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    extends(outside(tool(
        &["magento-cloud", "platform", "upsun"],
        crate::appstacks::PLATFORM_BRANCH_FAMILY,
        PLATFORM_SH_VALUES,
        PLATFORM_SH_BRANCHES,
        Kind::Ask,
    ))),
    outside(tool(
        &["magento-cloud", "platform", "upsun"],
        "cloud project reads",
        PLATFORM_SH_VALUES,
        PLATFORM_SH,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["confluent"],
        "confluent",
        CONFLUENT_VALUES,
        CONFLUENT,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &[
            "cloud-sql-proxy",
            "cloud_sql_proxy",
            "alloydb-auth-proxy",
            "alloydb-proxy",
        ],
        "database proxy",
        &[],
        &[],
        Kind::Danger(REMOTE),
    )),
    outside(project(tool(
        &["wrangler"],
        "wrangler",
        &[
            "-c",
            "--config",
            "-e",
            "--env",
            "--port",
            "--ip",
            "--compatibility-date",
            "--outdir",
            "--name",
            "--binding",
            "--namespace-id",
            "--file",
            "--persist-to",
            "--message",
            "--tag",
            "--output",
            "--database",
            "--script-name",
            "--jurisdiction",
            "--branch",
            "--project-name",
        ],
        WRANGLER,
        Kind::Danger(INFRA),
    ))),
    extends(outside(tool(
        &["firebase"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &["--project", "-P", "--only", "--except", "--config", "-c"],
        FIREBASE_DRY_RUN,
        Kind::Danger(INFRA),
    ))),
    outside(project(tool(
        &["firebase"],
        "firebase",
        &["--project", "-P", "--only", "--except", "--config", "-c"],
        FIREBASE,
        Kind::Danger(INFRA),
    ))),
    outside(tool(
        &["sam"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &[
            "--region",
            "--profile",
            "--stack-name",
            "--config-env",
            "--config-file",
            "-t",
            "--template",
            "--template-file",
            "-e",
            "--event",
            "--parameter-overrides",
        ],
        SAM,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["cdk"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &[
            "-a",
            "--app",
            "--profile",
            "-c",
            "--context",
            "-o",
            "--output",
        ],
        CDK,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["serverless", "sls"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &[
            "--stage",
            "-s",
            "--region",
            "-r",
            "--config",
            "-c",
            "--aws-profile",
            "-f",
            "--function",
            "-p",
            "--path",
            "--package",
        ],
        SERVERLESS,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["cdktf"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &[
            "-a",
            "--app",
            "-o",
            "--output",
            "--var",
            "--var-file",
            "--outputs-file",
        ],
        CDKTF,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["sst"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &["--stage", "--config", "--print-logs", "--verbose"],
        SST,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["pulumi"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &["-s", "--stack", "-C", "--cwd", "--config-file", "--target"],
        PULUMI,
        Kind::Danger(INFRA),
    )),
];
