//! Local development stacks: the command lines that start, stop and inspect a whole set of the
//! project's services on this machine (Supabase's local stack, DDEV, Lando, the Symfony local
//! web server), as tables in the form of `toolchains.rs` (read its module docs for the rows).
//!
//! - Supabase's local stack, DDEV, Lando and Warden (and den) run the services the project's
//!   own configuration declares (`supabase/config.toml`, `.ddev/config.yaml`, `.lando.yml`,
//!   `.warden/`), as the project's compose file does: their starts, stops and local migrations
//!   are the project's family, and what runs in them (`ddev composer install`, `warden env exec
//!   php-fpm bin/magento`) is the project's build, judged by that tool's rows as well. The
//!   Symfony local server is its own ask-once family, as local clusters are: a grant of it never
//!   covers another stack.
//! - Reading its status, logs and descriptions only reads; so do Supabase's reads of the
//!   account and the linked project (`projects list`, `functions list --project-ref X`,
//!   `migration list --linked`, `db push --dry-run`, `gen types --linked`), as other cloud
//!   command lines' lists do; a schema diff against the linked project (`db diff --linked`)
//!   is the local stack's work (a shadow database) that only reads the remote schema;
//!   `supabase link` writes the project's ref locally and is asked once under its own words.
//! - Whatever changes the linked remote project or reaches it otherwise (`--linked`,
//!   `--db-url`, `--project-ref`, `db push`, `secrets`, `functions deploy`, `symfony deploy`,
//!   `cloud:*`), destroys the stack's data for good (`stop --no-backup`, `ddev delete`,
//!   `lando destroy`) or shares it publicly keeps asking every time. Supabase's local `db
//!   reset`, which rebuilds the local database from the project's migrations and seed, is
//!   asked once under its own words.
//! - These tables only add rows (`extends`): a command none of them matches is judged as
//!   before (Supabase's by the cloud command lines' table, DDEV's and Lando's as unknown
//!   programs), so no unlisted spelling is lowered.
//! - `symfony console X`, `symfony composer X` and `symfony php X` run `bin/console X`,
//!   `composer X` and `php X` in the project's PHP: [`forwarded`] hands them to those
//!   programs' own rows, dangerous ones included.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, REMOTE, Row, Toolchain, ask, build, danger,
    extends, outside, project, read, tool, unless,
};

/// Options that point a Supabase command at the linked or another remote project.
const SUPABASE_REMOTE: &[&str] = &["--linked", "--db-url", "--project-ref", "--project-id"];

/// Supabase's CLI on its local stack (`supabase start`, `migration up`, `db diff --local`), and
/// what only reads the linked or a named project.
const SUPABASE: &[Row] = &[
    // The local database's data is kept in a volume unless `--no-backup` drops it.
    danger("stop", DESTROYING).needs(&["--no-backup"]),
    // `db reset` recreates the local stack's database from the project's migrations and seed,
    // the way its docs apply a migration locally: it throws away the local data, so it is
    // asked once under its own words (never under the stack's family), and a session's
    // repeats are that one answer. Pointed at the linked or another project, or at another
    // project's folder (`--workdir`), it falls to the rows below and the deployers' table,
    // which always ask.
    danger("db reset", DESTROYING).needs(SUPABASE_REMOTE),
    unless(ask("db reset"), &["--workdir"]),
    // `stop --project-id ID` names which local stack to stop, not a remote project.
    build("stop"),
    // Reads of the account, the linked or a named project: its projects, organisations,
    // preview branches and deployed functions listed (names and status, no keys), its
    // migration history compared with the migration files, and a dry run of `db push`, which
    // only lists the migrations it would apply; as `gcloud … list`, `vercel ls` and `kubectl
    // apply --dry-run=server` read.
    read("projects list"),
    read("orgs list"),
    read("branches list"),
    read("functions list"),
    read("migration list"),
    read("db push").needs(&["--dry-run"]),
    // The types of the linked or a named project's schema, printed (no data, no keys).
    read("gen types").needs(&["--linked", "--project-id"]),
    // A schema diff against the linked project applies the migration files to a shadow
    // database of the local stack and only reads the remote schema: the local stack's work.
    build("db diff").needs(&["--linked"]),
    // `link` writes the project's ref into `supabase/.temp`, as `vercel link` writes
    // `.vercel/project.json`: asked once, under its own words; what later reaches the linked
    // project asks on its own.
    ask("link"),
    danger("...", REMOTE).needs(SUPABASE_REMOTE),
    read("status"),
    build("start"),
    build("init"),
    build("migration new"),
    // With no link named, `migration up` applies pending migrations to the local database.
    build("migration up"),
    // `db diff` and `db lint` work on the local database unless told otherwise (`--local` is
    // their default); `test db` runs the project's pgTAP tests against it.
    build("db diff"),
    build("db lint"),
    build("test db"),
    build("test new"),
    // A dump to standard output only; `-f FILE` may name any path.
    unless(build("db dump").needs(&["--local"]), &["-f", "--file"]),
    build("gen types").needs(&["--local"]),
    build("functions serve"),
    build("functions new"),
];

/// DDEV's local project containers.
const DDEV: &[Row] = &[
    danger("delete", DESTROYING),
    danger("stop", DESTROYING).needs(&["--remove-data", "-R"]),
    danger("clean", DESTROYING),
    danger("import-db", DESTROYING),
    danger("import-files", DESTROYING),
    danger("snapshot restore", DESTROYING),
    danger("share", REMOTE),
    danger("pull", REMOTE),
    danger("push", REMOTE),
    danger("auth", CREDENTIALS),
    read("describe"),
    read("status"),
    read("list"),
    read("ls"),
    read("logs"),
    read("version"),
    read("help"),
    build("start"),
    build("stop"),
    build("restart"),
    // A tool run in the project's web container (`ddev drush cr`, `ddev composer install`,
    // `ddev exec vendor/bin/phpunit`): the command it runs is judged on its own as well, its
    // dangerous rows first.
    build("drush"),
    build("composer"),
    build("php"),
    build("npm"),
    build("npx"),
    build("yarn"),
    build("node"),
    build("artisan"),
    build("console"),
    build("wp"),
    build("exec"),
];

/// Lando's local app containers.
const LANDO: &[Row] = &[
    danger("destroy", DESTROYING),
    danger("db-import", DESTROYING),
    danger("share", REMOTE),
    danger("pull", REMOTE),
    danger("push", REMOTE),
    read("info"),
    read("list"),
    read("logs"),
    read("version"),
    build("start"),
    build("stop"),
    build("restart"),
];

/// Options of Warden's (and den's) `env`, docker compose's, whose value is the next word.
const WARDEN_VALUES: &[&str] = &[
    "-e",
    "--env",
    "-u",
    "--user",
    "-w",
    "--workdir",
    "-f",
    "--file",
    "-p",
    "--project-name",
    "--profile",
    "--index",
    "--name",
];

/// Warden's and den's local environments (docker compose of the project's PHP, database,
/// search and cache containers, on this machine): starting, stopping, rebuilding and running a
/// command in them is the project's family, as DDEV's and Lando's are; the command run in
/// a container (`env exec`, `env run`, `shell -c`) is judged on its own (`walk.rs`). Their
/// status and logs read. The environment's volumes thrown away (`env down -v`), a database
/// imported over the local one, the machine's trust store and resolver changed (`install`,
/// `sign-certificate`) always ask; an interactive shell or database console, where what runs
/// is not shown, is asked once on its own words.
const WARDEN: &[Row] = &[
    danger("env down", DESTROYING).needs(&["-v", "--volumes"]),
    danger("env rm", DESTROYING),
    danger("db import", DESTROYING),
    danger("install", GLOBAL),
    danger("sign-certificate", GLOBAL),
    read("env ps"),
    read("env logs"),
    read("env config"),
    read("env top"),
    read("env images"),
    read("status"),
    read("version"),
    read("help"),
    read("svc ps"),
    read("sync list"),
    build("env up"),
    build("env start"),
    build("env stop"),
    build("env restart"),
    build("env down"),
    build("env pull"),
    build("env build"),
    build("env exec"),
    build("env run"),
    build("shell").needs(&["-c"]),
    build("sync start"),
    build("sync stop"),
    build("sync pause"),
    build("sync resume"),
    ask("shell"),
    ask("debug"),
    ask("db connect"),
    ask("db dump"),
];

/// The Symfony CLI: its local web server and proxy, and the checks it runs on this machine.
/// Its other commands are the Platform.sh and Upsun cloud clients (`deploy`, `env:*`, `ssh`,
/// `db:dump` of an environment), so anything not listed always asks.
const SYMFONY: &[Row] = &[
    // A root certificate in the system's trust stores.
    danger("server:ca:install", GLOBAL),
    danger("local:server:ca:install", GLOBAL),
    danger("var:export", CREDENTIALS),
    danger("deploy", INFRA),
    danger("cloud:*", INFRA),
    danger("env:*", INFRA),
    // Listening on every interface hands the site to the whole network: its own row.
    ask("server:start").needs(&["--allow-all-ip"]),
    ask("serve").needs(&["--allow-all-ip"]),
    ask("local:server:start").needs(&["--allow-all-ip"]),
    read("version"),
    read("help"),
    read("list"),
    read("server:log"),
    read("server:status"),
    read("server:list"),
    read("proxy:status"),
    read("check:requirements"),
    read("local:check:requirements"),
    read("local:server:log"),
    read("local:server:status"),
    read("local:server:list"),
    read("local:php:list"),
    read("local:proxy:status"),
    build("server:start"),
    build("serve"),
    build("server:stop"),
    build("local:server:start"),
    build("local:server:stop"),
    build("proxy:start"),
    build("proxy:stop"),
    build("local:proxy:start"),
    build("local:proxy:stop"),
];

/// The local stacks' toolchains; [`crate::toolchains::lookup`] tries them before the cloud
/// command lines' table.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    // The local stack runs the services the project's `supabase/config.toml` declares, as the
    // project's own compose file does: its builds are the project's family.
    extends(project(outside(tool(
        &["supabase"],
        "supabase local",
        &[
            "--workdir",
            "-o",
            "--output",
            "--profile",
            "--network-id",
            "-p",
            "--password",
            "-s",
            "--schema",
            "-f",
            "--file",
            "--lang",
            "--env-file",
            "--import-map",
        ],
        SUPABASE,
        Kind::Ask,
    )))),
    extends(project(outside(tool(
        &["ddev"],
        "ddev",
        &["-s", "--service", "-d", "--dir"],
        DDEV,
        Kind::Ask,
    )))),
    extends(project(outside(tool(
        &["lando"],
        "lando",
        &[],
        LANDO,
        Kind::Ask,
    )))),
    extends(project(outside(tool(
        &["warden", "den"],
        "warden",
        WARDEN_VALUES,
        WARDEN,
        Kind::Ask,
    )))),
    outside(tool(
        &["symfony"],
        "symfony local server",
        &["--dir", "--port", "--passthru"],
        SYMFONY,
        Kind::Danger(INFRA),
    )),
];

/// The words of DDEV's and Lando's commands that run the tool of that name in the project's
/// container, with the words after them.
const CONTAINER_TOOL_SHORTCUTS: &[&str] =
    &["composer", "php", "drush", "npm", "yarn", "node", "wp"];

/// The program and arguments a Symfony CLI command runs in the project's PHP: `symfony console
/// X` is `php bin/console X`, `symfony composer X` is `composer X`, `symfony php X` is `php X`.
/// Returns the new argument vector (program first) and how many leading words of the old one
/// it replaced.
pub(crate) fn forwarded(name: &str, args: &[String]) -> Option<(Vec<String>, usize)> {
    let (first, rest) = args.split_first()?;
    // DDEV's and Lando's shortcuts run the tool of their word in the project's web container
    // (`ddev composer global require x`, `lando drush sql:drop`): that tool's rows decide.
    if matches!(name, "ddev" | "lando") {
        return match first.as_str() {
            "artisan" => Some((
                ["php", "artisan"]
                    .into_iter()
                    .map(str::to_owned)
                    .chain(rest.iter().cloned())
                    .collect(),
                2,
            )),
            w if CONTAINER_TOOL_SHORTCUTS.contains(&w) => Some((args.to_vec(), 1)),
            _ => None,
        };
    }
    if name != "symfony" {
        return None;
    }
    match first.as_str() {
        "console" => Some((
            ["php", "bin/console"]
                .into_iter()
                .map(str::to_owned)
                .chain(rest.iter().cloned())
                .collect(),
            2,
        )),
        "composer" | "php" => Some((args.to_vec(), 1)),
        _ => None,
    }
}

/// Families whose commands start the project's servers: a server among them bound to every
/// interface is asked under its own row instead.
const SERVER_FAMILIES: &[&str] = &[
    crate::toolchains::PROJECT_FAMILY,
    crate::toolchains::NODE_FAMILY,
    "python run/test",
    "rails",
    "php",
    "supabase local",
    "ddev",
    "lando",
    "symfony local server",
    "platform",
    crate::toolchains::INFRA_PLAN_FAMILY,
];

/// Variables that name the address a server listens on.
const BIND_VARIABLES: &[&str] = &[
    "HOST",
    "BIND",
    "BIND_ADDRESS",
    "LISTEN_ADDRESS",
    "SERVER_HOST",
    "APP_HOST",
    "HOSTNAME",
    "IP",
    "ADDRESS",
];

/// Options whose value is the address a server listens on, where `*` means every interface.
const BIND_OPTIONS: &[&str] = &[
    "-b",
    "--bind",
    "-o",
    "--host",
    "-h",
    "-H",
    "--hostname",
    "--ip",
    "--listen",
];

/// Whether an address is every interface: `0.0.0.0`, `::`, with a port or a scheme
/// (`tcp://0.0.0.0:9292`, `[::]:8000`).
fn every_interface(value: &str) -> bool {
    let v = value.rsplit_once("://").map_or(value, |(_, rest)| rest);
    v.starts_with("0.0.0.0") || v == "::" || v.starts_with("[::]")
}

/// Whether a command makes a server listen on every interface: an address of every interface
/// given as an option's value, an operand (`runserver 0.0.0.0:8000`, `php -S 0.0.0.0:8000`) or
/// a bind variable, `--host` with no value (Vite's and Nuxt's every interface), `*` for a bind
/// option, or the Symfony server's `--allow-all-ip`.
/// Build tools whose `::` is a target spec ("every target below here", `pants test ::`), never
/// an address to listen on.
const TARGET_SPEC_PROGRAMS: &[&str] = &["pants"];

fn binds_every_interface(c: &crate::Command) -> bool {
    let program = c.argv.first().map(|p| crate::program_name(p));
    if program.is_some_and(|p| TARGET_SPEC_PROGRAMS.contains(&p)) {
        return false;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    let by_variable = c.assignments.iter().any(|a| {
        a.split_once('=')
            .is_some_and(|(n, v)| BIND_VARIABLES.contains(&n) && every_interface(v))
    });
    let by_word = args.iter().enumerate().any(|(i, a)| {
        let value = a.split_once('=').map_or(a.as_str(), |(_, v)| v);
        let next = args.get(i + 1).map(String::as_str);
        every_interface(value)
            || a == "--allow-all-ip"
            || (a == "--host" && next.is_none_or(|n| n.starts_with('-')))
            || (BIND_OPTIONS.contains(&a.as_str()) && next == Some("*"))
    });
    by_variable || by_word
}

/// A command of a server family (the project's, a local stack's) that listens on every
/// interface: it hands the project's running app to the whole network, so it is asked under
/// its own row, never covered by the family's grant (and never allowed).
pub(crate) fn every_interface_server(
    c: &crate::Command,
    v: &crate::Verdict,
) -> Option<crate::Verdict> {
    let family = v.grant.as_deref()?;
    if v.level != crate::Level::AskOnce
        || !SERVER_FAMILIES.contains(&family)
        || !binds_every_interface(c)
    {
        return None;
    }
    let program = c
        .argv
        .first()
        .map(|p| crate::program_name(p))
        .unwrap_or_default();
    let mut out = v.clone();
    out.row = format!("network: {program} listening on every interface");
    out.reason = format!(
        "`{program}` listens on every network interface, which hands the project's running app to the whole network"
    );
    out.grant = Some(format!("{program} listening on every interface"));
    Some(out)
}
