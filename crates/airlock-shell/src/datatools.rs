//! Command knowledge of data tools, as tables: orchestrators and data build tools (Airflow, dbt,
//! Dagster), changelog builders, archive listings and the cloud object stores' reads.
//!
//! The rows follow [`crate::toolchains`]' kinds. What runs the project's own pipelines, models
//! and tests on this machine (`airflow dags test`, `dbt run` against the default target) is the
//! project's family: the agent can write a test that does the same. What prints credentials
//! (Airflow's connections and variables), destroys a metadata database or names a production
//! target always asks.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, OUTSIDE_WORKSPACE, PUBLISHING, Row, Toolchain,
    add_dependency, ask, build, danger, extends, outside, project, read, seen, tool, unless, with,
};

/// Words that name a production target, environment or deployment (`--target prod`,
/// `-t production`): the command acts on production, so it always asks.
const PRODUCTION_WORDS: &[&str] = &[
    "prod",
    "production",
    "prd",
    "prod-*",
    "prod_*",
    "*-prod",
    "*_prod",
    "production-*",
    "production_*",
    "*-production",
    "*_production",
];

const PRODUCTION: &str = "production";

/// Words of a REST request's body (`--json '{"statement": "select … from prod_analytics.x"}'`)
/// that name production: a catalog, schema or warehouse of it.
const API_BODY_PRODUCTION: &[&str] = &[
    "*prod_*",
    "*prod.*",
    "*_prod.*",
    "*_prod_*",
    "*-prod*",
    "*production*",
    "*prd_*",
    "*prd.*",
];

/// SQL in a REST request's body that drops, empties or replaces data, or changes who may read
/// it ([`sql_body_changes`]).
const API_SQL_DESTROYS: &[&str] = &[crate::toolchains::SQL_BODY_CHANGES];

/// Words of a SQL statement that drop, empty, delete, replace or roll back data or its
/// history, or change who owns or may read it: whole words, in order.
const SQL_CHANGES: &[&str] = &[
    "drop",
    "truncate",
    "delete",
    "create or replace",
    "insert overwrite",
    "replace where",
    "grant",
    "revoke",
    "vacuum",
    "restore",
    "undrop",
    "rename to",
    "set owner",
    "owner to",
];

/// Functions a SQL statement calls that read a secret or reach another service from the
/// warehouse.
const SQL_LEAKING_CALLS: &[&str] = &["secret", "try_secret", "http_request"];

/// Whether a word of a REST request's body (`--json '{"statement": …}'`) holds SQL that
/// changes what [`SQL_CHANGES`] names or calls one of [`SQL_LEAKING_CALLS`], in any spelling
/// of its spaces (JSON's `\n` and `\t`, a comment `/**/`, several spaces), or a body not
/// seen here: read from a file (`--json @body.json`) or built at run time (`$BODY`).
pub(crate) fn sql_body_changes(text: &str) -> bool {
    if text.starts_with('@') || text.contains(['$', '`']) {
        return true;
    }
    let mut plain = text
        .to_ascii_lowercase()
        .replace("\\n", " ")
        .replace("\\t", " ")
        .replace("\\r", " ");
    while let Some(start) = plain.find("/*") {
        let end = plain
            .get(start + 2..)
            .and_then(|r| r.find("*/"))
            .map_or(plain.len(), |e| start + 2 + e + 2);
        plain.replace_range(start..end, " ");
    }
    let words: Vec<&str> = plain
        .split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    let joined = format!(" {} ", words.join(" "));
    // A call is its name before `(`, spaces allowed between, not the end of a longer name.
    let ident = |ch: char| ch.is_ascii_alphanumeric() || ch == '_';
    let leaks = SQL_LEAKING_CALLS.iter().any(|call| {
        plain.match_indices(call).any(|(at, _)| {
            let before = plain.get(..at).and_then(|b| b.chars().last());
            let after = plain.get(at + call.len()..).unwrap_or_default();
            before.is_none_or(|ch| !ident(ch)) && after.trim_start().starts_with('(')
        })
    });
    leaks
        || SQL_CHANGES
            .iter()
            .any(|w| joined.contains(&format!(" {w} ")))
}

/// Airflow: its metadata database on this machine, the project's DAGs and tasks run and tested
/// locally. Connections, variables and users hold or make credentials; resets, cleans and
/// downgrades of the metadata database and deleting a DAG's history destroy data.
const AIRFLOW: &[Row] = &[
    danger("db reset", DESTROYING),
    danger("db clean", DESTROYING),
    danger("db downgrade", DESTROYING),
    danger("db drop-archived", DESTROYING),
    danger("resetdb", DESTROYING),
    danger("dags delete", DESTROYING),
    danger("tasks clear", DESTROYING),
    danger("connections", CREDENTIALS),
    danger("variables", CREDENTIALS),
    danger("users", CREDENTIALS),
    danger("roles", CREDENTIALS),
    danger("pools export", CREDENTIALS),
    danger("rotate-fernet-key", CREDENTIALS),
    danger("db shell", CREDENTIALS),
    danger("shell", CREDENTIALS),
    // The configuration holds the metadata database's URL, the Fernet key and the webserver's
    // secret key: only a key named for none of them reads.
    danger("config", CREDENTIALS).code(&[
        "*conn*",
        "*secret*",
        "*key*",
        "*password*",
        "*token*",
        "*url*",
        "*uri*",
        "*auth*",
        "*credential*",
    ]),
    danger("config list", CREDENTIALS),
    read("config get-value"),
    read("version"),
    read("info"),
    read("cheat-sheet"),
    read("dags list"),
    read("dags list-runs"),
    read("dags list-jobs"),
    read("dags list-import-errors"),
    read("dags show"),
    read("dags show-dependencies"),
    read("dags state"),
    read("dags report"),
    read("dags details"),
    read("dags next-execution"),
    read("tasks list"),
    read("tasks state"),
    read("tasks states-for-dag-run"),
    read("tasks failed-deps"),
    read("jobs check"),
    read("db check"),
    read("db check-migrations"),
    read("providers"),
    read("plugins"),
    // The project's DAGs run and tested on this machine, its local scheduler and webserver, and
    // the local metadata database's schema.
    build("dags test"),
    build("dags trigger"),
    build("dags pause"),
    build("dags unpause"),
    build("dags backfill"),
    build("dags reserialize"),
    build("tasks test"),
    build("tasks run"),
    build("tasks render"),
    build("standalone"),
    build("webserver"),
    build("api-server"),
    build("scheduler"),
    build("triggerer"),
    build("dag-processor"),
    build("db migrate"),
    build("db init"),
    build("db upgrade"),
    build("initdb"),
    build("upgradedb"),
];

/// dbt: the project's models, tests, seeds and snapshots built against its default (development)
/// target; a production target always asks. `deps` installs the packages `packages.yml`
/// declares, as `npm install` does; `--add-package` adds a new one.
const DBT: &[Row] = &[
    danger("...", PRODUCTION).code(PRODUCTION_WORDS),
    read("--version"),
    read("ls"),
    read("list"),
    read("debug"),
    read("help"),
    // A macro is the project's own code, but one named for destroying (`drop_schema`,
    // `purge_old`) acts on the warehouse beyond the models: it always asks.
    danger("run-operation", DESTROYING).code(crate::toolchains::DESTRUCTIVE_CODE),
    danger("run-operation", DESTROYING).code(&["*clean*", "*reset*", "*grant*", "*revoke*"]),
    ask("run-operation"),
    ask("init"),
    add_dependency("deps").needs(&["--add-package"]),
    build("deps"),
    build("clean"),
    build("compile"),
    build("parse"),
    build("docs"),
    build("run"),
    build("build"),
    build("test"),
    build("seed"),
    build("snapshot"),
    build("source"),
    build("show"),
    build("retry"),
];

/// Dagster: the project's assets and jobs run on this machine.
const DAGSTER: &[Row] = &[
    danger("...", PRODUCTION).code(PRODUCTION_WORDS),
    read("--version"),
    read("... list"),
    build("dev"),
    build("job"),
    build("asset"),
    build("definitions"),
];

/// Great Expectations' command line (the project's data checks, in its `gx/` or
/// `great_expectations/` folder): its lists and the configuration's check read; running a
/// checkpoint, building the data docs and making a suite or a checkpoint are the project's
/// work, as a test run is; deleting a suite, a checkpoint or a datasource destroys what the
/// project keeps.
const GREAT_EXPECTATIONS: &[Row] = &[
    danger("... delete", DESTROYING),
    danger("docs clean", DESTROYING),
    read("--version"),
    read("... list"),
    read("project check-config"),
    build("checkpoint run"),
    build("checkpoint new"),
    build("checkpoint script"),
    build("docs build"),
    build("suite new"),
    build("suite edit"),
    build("datasource new"),
    build("init"),
];

/// Changelog builders: they write the project's changelog from its news fragments (and remove
/// the fragments, in git): the project's own files.
const CHANGELOG: &[Row] = &[read("--version"), read("check"), build("*"), build("$")];

/// `unzip`: a listing, a test or a print of an archive only reads; extracting writes files.
const UNZIP: &[Row] = &[
    read("...").needs(&["-l", "-v", "-t", "-Z", "-z", "-p"]),
    ask("*"),
];

/// `unsquashfs`: a listing of a SquashFS image (`-l`, `-ll`, `-lc`, with numeric owners or
/// sorting) or its superblock's statistics only read; extracting writes files.
const UNSQUASHFS: &[Row] = &[
    read("...").needs(&[
        "-l",
        "-ls",
        "-lc",
        "-ll",
        "-lls",
        "-llc",
        "-lln",
        "-llnumeric",
        "-list",
        "-s",
        "-stat",
    ]),
    read("...").needs(&["-v", "-version", "-h", "-help"]),
    // Extracted into a folder (or from an image) outside the workspace.
    danger("...", GLOBAL).code(OUTSIDE_WORKSPACE),
    ask("*"),
];

/// Options that make tar write or run something, even with a listing given.
const TAR_WRITES: &[&str] = &[
    "-x",
    "-c",
    "-r",
    "-u",
    "-A",
    "-I",
    "-F",
    "--extract",
    "--get",
    "--create",
    "--append",
    "--update",
    "--catenate",
    "--concatenate",
    "--delete",
    "--use-compress-program",
    "--to-command",
    "--checkpoint-action",
    "--info-script",
    "--new-volume-script",
    "--rsh-command",
];

/// `tar`: a listing (`tar -tzf`, `tar tvf`, `tar --list`) only reads. Old-style bundles are
/// listed by their letters: the listing mode with verbose, a compression and the archive.
const TAR: &[Row] = &[
    unless(read("..."), TAR_WRITES).needs(&["-t", "--list"]),
    unless(read("t"), TAR_WRITES),
    unless(read("tf"), TAR_WRITES),
    unless(read("tv"), TAR_WRITES),
    unless(read("tvf"), TAR_WRITES),
    unless(read("tzf"), TAR_WRITES),
    unless(read("tjf"), TAR_WRITES),
    unless(read("tzvf"), TAR_WRITES),
    unless(read("tvzf"), TAR_WRITES),
    unless(read("tjvf"), TAR_WRITES),
    unless(read("tvjf"), TAR_WRITES),
    unless(read("ztf"), TAR_WRITES),
    unless(read("ztvf"), TAR_WRITES),
    unless(read("zvtf"), TAR_WRITES),
    unless(read("jtf"), TAR_WRITES),
    unless(read("jtvf"), TAR_WRITES),
    unless(read("taf"), TAR_WRITES),
    unless(read("tavf"), TAR_WRITES),
    unless(read("tvaf"), TAR_WRITES),
    ask("*"),
];

/// 7-Zip's listing (`jar`'s is in the JVM table).
const SEVEN_ZIP: &[Row] = &[read("l"), ask("*")];

/// A built wheel's or distribution's checks: they read the archive.
const DIST_CHECK: &[Row] = &[read("*"), read("$")];

/// Buckets named for production (`gs://acme-prod`, `s3://prod-raw/…`): anything on them asks.
const PRODUCTION_BUCKETS: &[&str] = &["gs://*prod*", "s3://*prod*", "gs://*prd*", "s3://*prd*"];

/// The session family of reads from one bucket of a cloud object store: listing a bucket, an object's
/// size, metadata or content, a copy from a bucket into the workspace. They change nothing in
/// the bucket; what they bring into the workspace is data, which the project's family does
/// not run by itself.
pub(crate) const BUCKET_READ_FAMILY: &str = "cloud storage read";

/// The grant key of a bucket read: [`BUCKET_READ_FAMILY`] and the bucket, with its provider's
/// scheme (`cloud storage read gs://acme-lake-dev`), so a yes for one bucket never covers
/// another. A command that names no bucket it reads (`aws s3api … --bucket B` names it by an
/// option) is keyed by that option's value.
pub(crate) fn bucket_family(args: &[String]) -> String {
    let bucket = args
        .iter()
        .find_map(|a| {
            let (scheme, rest) = a.split_once("://")?;
            matches!(scheme, "gs" | "s3").then(|| {
                let name = rest.split('/').next().unwrap_or(rest);
                format!("{scheme}://{name}")
            })
        })
        .or_else(|| {
            let value = |names: &[&str]| {
                args.iter()
                    .position(|a| names.contains(&a.as_str()))
                    .and_then(|i| args.get(i + 1))
            };
            if let Some(b) = value(&["--bucket"]) {
                return Some(format!("s3://{b}"));
            }
            // Azure: the account and the container.
            if let Some(account) = value(&["--account-name"]) {
                let container = value(&["--container-name", "-c"]).map_or("", String::as_str);
                return Some(format!("az://{account}/{container}"));
            }
            // rclone: the remote named before a colon (`r2:bucket/path`).
            args.iter().filter(|a| !a.starts_with('-')).find_map(|a| {
                let (remote, rest) = a.split_once(':')?;
                (!remote.is_empty() && !remote.contains('/')).then(|| {
                    let bucket = rest.split('/').next().unwrap_or(rest);
                    format!("rclone://{remote}/{bucket}")
                })
            })
        })
        .unwrap_or_else(|| "?".to_owned());
    format!("{BUCKET_READ_FAMILY} {bucket}")
}

/// `gsutil`: reading a bucket is [`BUCKET_READ_FAMILY`]; writing into a bucket, removing, ACLs,
/// HMAC keys and signed URLs always ask, and so does a production bucket.
const GSUTIL: &[Row] = &[
    danger("...", PRODUCTION).code(PRODUCTION_BUCKETS),
    danger("signurl", CREDENTIALS),
    danger("hmac", CREDENTIALS),
    danger("acl", INFRA),
    danger("iam", INFRA),
    danger("defacl", INFRA),
    danger("rm", DESTROYING),
    danger("rb", DESTROYING),
    danger("mb", INFRA),
    danger("setmeta", INFRA),
    danger("mv", DESTROYING),
    danger("compose", INFRA),
    danger("rsync", DESTROYING).needs(&["-d"]),
    // A copy reads when its last operand, the destination, is on this machine.
    danger("cp ... gs://* $", PUBLISHING),
    danger("rsync ... gs://* $", PUBLISHING),
    read("version"),
    read("help"),
    build("ls"),
    build("du"),
    build("stat"),
    build("cat"),
    build("hash"),
    build("cp"),
    build("rsync"),
    danger("*", INFRA),
];

/// `gcloud storage`'s reads, before gcloud's own table (which asks always for the rest).
const GCLOUD_STORAGE: &[Row] = &[
    danger("...", PRODUCTION).code(PRODUCTION_BUCKETS),
    danger("storage sign-url", CREDENTIALS),
    danger("storage cp ... gs://* $", PUBLISHING),
    danger("storage rsync ... gs://* $", PUBLISHING),
    danger("storage rsync", DESTROYING).needs(&["--delete-unmatched-destination-objects"]),
    build("storage ls"),
    build("storage du"),
    build("storage cat"),
    build("storage hash"),
    build("storage objects describe"),
    build("storage objects list"),
    build("storage cp"),
    build("storage rsync"),
];

/// `aws s3`'s reads into the workspace, before aws' own table. With an endpoint given (an
/// emulator on this machine, another provider), aws' own table and its local-endpoint family
/// decide.
const AWS_S3: &[Row] = &[
    unless(danger("...", PRODUCTION), ENDPOINT).code(PRODUCTION_BUCKETS),
    unless(danger("s3 presign", CREDENTIALS), ENDPOINT),
    unless(danger("s3 cp ... s3://* $", PUBLISHING), ENDPOINT),
    unless(danger("s3 sync ... s3://* $", PUBLISHING), ENDPOINT),
    unless(danger("s3 sync", DESTROYING), ENDPOINT).needs(&["--delete"]),
    unless(build("s3 cp"), ENDPOINT),
    unless(build("s3 sync"), ENDPOINT),
    unless(build("s3api head-object"), ENDPOINT),
    unless(build("s3api list-objects*"), ENDPOINT),
];

const ENDPOINT: &[&str] = &["--endpoint-url"];

/// Python project managers' prints, before their own table (`toolchains.rs`): an
/// environment's description, the dependencies, the project's metadata read; setting the
/// version (`hatch version 2.3.0`, `hatch version minor`) writes the project's files, its family.
const PY_PROJECT_READS: &[Row] = &[
    build("version *"),
    read("env show"),
    read("env find"),
    read("status"),
    read("dep show"),
    read("dep hash"),
    read("project metadata"),
    read("list"),
    read("show"),
    read("info"),
];

/// The one session family of cleaning this user's package caches (`npm cache clean`, `yarn
/// cache clean`, `pip cache purge`, `pnpm store prune`, `uv cache clean`): what they remove is
/// downloaded again on the next install, and they run no code.
const PACKAGE_CACHE_FAMILY: &str = "package cache";

const PACKAGE_CACHE: &[Row] = &[
    read("cache dir"),
    read("cache list"),
    read("cache ls"),
    read("cache info"),
    build("cache clean"),
    build("cache clear"),
    build("cache verify"),
    build("cache purge"),
    build("cache remove"),
    build("cache rm"),
    build("cache prune"),
    build("store prune"),
];

/// `az storage blob`'s reads into the workspace, before az's own table (which asks always for
/// the rest: uploads, deletes, SAS tokens).
const AZ_BLOB: &[Row] = &[
    // Only the storage commands this table adds: another az command's production resource
    // group is judged by az's own table (a listing reads; a change always asks).
    danger("storage ...", PRODUCTION).code(PRODUCTION_WORDS),
    build("storage blob download"),
    build("storage blob download-batch"),
    build("storage blob show"),
];

/// rclone: listing a remote, printing an object, a copy from a remote into the workspace read
/// the remote (its bucket family, keyed by the remote's name); a copy or move into a remote,
/// a sync (which deletes what the destination has and the source lacks), deletes, its
/// configuration (which holds the remotes' credentials) and serving always ask.
const RCLONE: &[Row] = &[
    danger("...", PRODUCTION).code(PRODUCTION_WORDS),
    danger("...", PRODUCTION).code(&["*prod*:*", "*:*prod*", "*prd*:*", "*:*prd*"]),
    danger("config", CREDENTIALS),
    danger("serve", INFRA),
    danger("rcd", INFRA),
    danger("mount", INFRA),
    danger("sync", DESTROYING),
    danger("bisync", DESTROYING),
    danger("move", DESTROYING),
    danger("moveto", DESTROYING),
    danger("delete", DESTROYING),
    danger("deletefile", DESTROYING),
    danger("purge", DESTROYING),
    danger("rmdir", DESTROYING),
    danger("rmdirs", DESTROYING),
    danger("cleanup", DESTROYING),
    danger("dedupe", DESTROYING),
    danger("link", CREDENTIALS),
    danger("copy ... *:* $", PUBLISHING),
    danger("copyto ... *:* $", PUBLISHING),
    danger("copyurl", PUBLISHING),
    danger("mkdir", INFRA),
    danger("touch", INFRA),
    danger("rcat", PUBLISHING),
    read("version"),
    read("help"),
    read("listremotes"),
    build("ls"),
    build("lsd"),
    build("lsl"),
    build("lsf"),
    build("lsjson"),
    build("tree"),
    build("cat"),
    build("size"),
    build("md5sum"),
    build("sha1sum"),
    build("hashsum"),
    build("check"),
    build("copy"),
    build("copyto"),
];

/// An environment or session of tox or nox named for releasing, publishing, uploading or
/// deploying (`tox -e release`, `nox -s publish`) runs the project's publishing steps: it
/// always asks, before their tables make the rest the project's family.
const RELEASE_SESSIONS: &[Row] =
    &[danger("...", PUBLISHING).code(&["*release*", "*publish*", "*upload*", "*deploy*"])];

/// Prefect: its local server and the project's flows run here are the project's family; its
/// cloud login and API keys are credentials, deleting always asks, a deployment run asks.
const PREFECT: &[Row] = &[
    danger("cloud", CREDENTIALS),
    danger("... delete", DESTROYING),
    danger("... reset", DESTROYING),
    danger("deploy", INFRA),
    danger("config set", crate::toolchains::GLOBAL),
    read("version"),
    read("config view"),
    read("... ls"),
    read("... inspect"),
    ask("deployment run"),
    build("server start"),
    build("worker start"),
    build("flow serve"),
    build("flow-run"),
];

/// The Databricks CLI: who is logged in, the workspace's listings, jobs' runs, warehouses,
/// catalogs, schemas, tables, pipelines' updates and the bundle schema read, whatever the
/// target. A token, a secret's value, a login and
/// the profiles' file print or make credentials; removing files, deleting and destroying a
/// bundle destroy data; deploying a bundle changes the workspace's jobs and pipelines; grants
/// and permissions change who reads what. The REST API by its path (`databricks api`) is
/// asked under its words for a GET of a path that names no credential and for a SQL statement
/// that names no production and destroys nothing, and always for any other method, which may
/// do anything the profile may. Any other command (a job or a bundle
/// run, a file copied) asks once under its words, and always when a profile, target or host
/// names production (or the shell's production rule finds it).
const DATABRICKS: &[Row] = &[
    with(danger("auth describe", CREDENTIALS), &["--sensitive"]),
    read("auth describe"),
    read("auth profiles"),
    danger("auth", CREDENTIALS),
    danger("configure", CREDENTIALS),
    danger("tokens", CREDENTIALS),
    danger("token-management", CREDENTIALS),
    danger("service-principal-secrets", CREDENTIALS),
    read("secrets list-scopes"),
    read("secrets list-secrets"),
    danger("secrets", CREDENTIALS),
    danger("fs rm", DESTROYING),
    danger("bundle destroy", DESTROYING),
    danger("... delete*", DESTROYING),
    danger("... permanent-delete", DESTROYING),
    // The REST API by its path (`databricks api get /api/2.0/clusters/list`): a GET of a
    // path that names secrets, tokens, credentials or passwords prints them; any other GET is
    // asked under its words. A SQL statement run on a warehouse (`api post
    // /api/2.0/sql/statements --json '{"statement": …}'`) is asked once for that endpoint,
    // always when its body names production or drops, empties, replaces or grants. Every other
    // method (`api post /api/2.0/token/create`, a command run on a cluster) can do anything the
    // profile may, whatever its path, so no yes to one covers another: always asked.
    danger("api * *secret*", CREDENTIALS),
    danger("api * *token*", CREDENTIALS),
    danger("api * *credential*", CREDENTIALS),
    danger("api * *password*", CREDENTIALS),
    danger("api", PRODUCTION).code(API_BODY_PRODUCTION),
    danger("api post /api/*/sql/statements*", DESTROYING).code(API_SQL_DESTROYS),
    ask("api post /api/*/sql/statements"),
    ask("api get"),
    ask("api head"),
    danger("api", INFRA),
    danger("bundle deploy", INFRA),
    danger("bundle deployment", INFRA),
    danger("grants", INFRA),
    danger("permissions", INFRA),
    read("--version"),
    read("version"),
    read("current-user me"),
    read("workspace list"),
    read("workspace get-status"),
    read("fs ls"),
    // A job's, a run's, a cluster's or a pipeline's whole settings may hold a storage key
    // written into its Spark configuration: every answer that embeds them asks under its
    // words (`jobs get`, `jobs get-run`, a run's output with its metadata, `clusters list`
    // and `get`, `pipelines get`, a pipeline update with its configuration, the task
    // settings `--expand-tasks` adds to a listing).
    unless(read("jobs list"), &["--expand-tasks"]),
    unless(read("jobs list-runs"), &["--expand-tasks"]),
    read("clusters spark-versions"),
    read("clusters list-node-types"),
    read("warehouses list"),
    read("warehouses get"),
    read("catalogs list"),
    read("catalogs get"),
    read("schemas list"),
    read("schemas get"),
    read("tables list"),
    read("tables get"),
    read("tables exists"),
    read("volumes list"),
    read("pipelines list-pipelines"),
    read("pipelines list-updates"),
    read("bundle schema"),
    danger("...", PRODUCTION).code(PRODUCTION_WORDS),
];

/// The Databricks CLI's options whose value is the next word; the profile, the target and the
/// host are seen by the rows' production check.
const DATABRICKS_VALUES: &[&str] = &[
    "-p",
    "--profile",
    "-t",
    "--target",
    "--json",
    "-o",
    "--output",
    "--host",
    "--var",
    "--job-id",
    "--run-id",
    "--limit",
    "--params",
    "--comment",
    "--lifetime-seconds",
];

/// A Databricks bundle deployed to or run in a target (and a profile, when one is given) each
/// named for development or staging (`appstacks::stage_args`): that stage's family. A deploy
/// that forces past another's lock or approves deletions unasked, a target named for
/// production, or no target (the bundle's default may be production) leave it to
/// [`DATABRICKS`], which always asks for a deploy and asks once for a run under its words.
const DATABRICKS_STAGES: &[Row] = &[
    unless(
        with(build("bundle deploy"), &[crate::appstacks::TO_PREVIEW]),
        &["--force-lock", "--force", "--auto-approve"],
    ),
    with(build("bundle run"), &[crate::appstacks::TO_PREVIEW]),
];

/// Loading a Databricks bundle (`bundle validate`, `bundle summary`) runs the bundle's
/// `experimental.scripts.preinit` hook and its Python resource loader, both written in the
/// project's `databricks.yml`, with the bundle's credentials: the project's own code, so the
/// project's family, never a read; with a target, profile or host named for production it
/// always asks, as every production command does. (`bundle schema` loads no bundle: it reads.)
const DATABRICKS_BUNDLE_LOADS: &[Row] = &[
    danger("bundle validate", PRODUCTION).code(PRODUCTION_WORDS),
    danger("bundle summary", PRODUCTION).code(PRODUCTION_WORDS),
    build("bundle validate"),
    build("bundle summary"),
];

/// The Databricks options whose value the production check sees as a word.
const DATABRICKS_SEEN: &[&str] = &["-p", "--profile", "-t", "--target", "--host", "--json"];

/// Snowflake's CLI (`snow`): a connection tested, objects, stages and their files, apps,
/// Streamlit apps, Snowpark objects and notebooks listed and described, and the version read.
/// SQL (`snow sql -q|-f`) is a database client's, as `snowsql`'s is: asked once per connection
/// (`targets.rs`), always when it drops, empties or replaces a table or names production (the
/// shell's rules). The connections' settings (`connection list` shows their parameters,
/// `add` writes a password), a key-pair token, dropping objects, removing stage files,
/// copying to or from a stage, and deploying, executing or tearing down apps, Streamlit apps,
/// Snowpark objects and notebooks always ask, as every other command.
const SNOW: &[Row] = &[
    danger("connection", CREDENTIALS).code(&["list", "add", "generate-jwt", "set-default"]),
    danger("... drop", DESTROYING),
    danger("... teardown", DESTROYING),
    danger("stage remove", DESTROYING),
    read("--version"),
    read("connection test"),
    read("object list"),
    read("object describe"),
    read("stage list"),
    read("stage list-files"),
    read("app list-templates"),
    read("streamlit list"),
    read("streamlit describe"),
    read("snowpark list"),
    read("snowpark describe"),
    read("notebook list"),
    ask("sql"),
];

/// `snow`'s options whose value is the next word.
const SNOW_VALUES: &[&str] = &[
    "-c",
    "--connection",
    "--environment",
    "-q",
    "--query",
    "-f",
    "--filename",
    "--account",
    "--accountname",
    "--user",
    "--username",
    "--role",
    "--rolename",
    "--database",
    "--dbname",
    "--schema",
    "--schemaname",
    "--warehouse",
    "--format",
    "--like",
    "--in",
    "--variable",
    "-D",
];

pub(crate) const DATATOOLS: &[Toolchain] = &[
    outside(tool(
        &["snow"],
        "database",
        SNOW_VALUES,
        SNOW,
        Kind::Danger(INFRA),
    )),
    extends(outside(tool(
        &["databricks"],
        crate::appstacks::DATABRICKS_STAGE_FAMILY,
        DATABRICKS_VALUES,
        DATABRICKS_STAGES,
        Kind::Ask,
    ))),
    extends(project(outside(seen(
        tool(
            &["databricks"],
            "databricks",
            DATABRICKS_VALUES,
            DATABRICKS_BUNDLE_LOADS,
            Kind::Ask,
        ),
        DATABRICKS_SEEN,
    )))),
    outside(seen(
        tool(
            &["databricks"],
            "databricks",
            DATABRICKS_VALUES,
            DATABRICKS,
            Kind::Ask,
        ),
        DATABRICKS_SEEN,
    )),
    extends(tool(
        &["tox", "nox"],
        "tox",
        &[],
        RELEASE_SESSIONS,
        Kind::Ask,
    )),
    project(tool(
        &["prefect"],
        "prefect",
        &["--profile"],
        PREFECT,
        Kind::Ask,
    )),
    project(tool(
        &["luigi", "git-cliff"],
        "luigi",
        &["--module", "-o", "--output", "--config", "-c"],
        &[
            danger("...", PUBLISHING).code(&["*release*", "*publish*", "*deploy*"]),
            build("*"),
            build("$"),
        ],
        Kind::Build,
    )),
    outside(extends(tool(
        &["az"],
        BUCKET_READ_FAMILY,
        &[
            "--account-key",
            "--sas-token",
            "--connection-string",
            "-f",
            "--file",
            "-n",
            "--name",
            "-d",
            "--destination",
            "--pattern",
        ],
        AZ_BLOB,
        Kind::Ask,
    ))),
    outside(tool(
        &["rclone"],
        BUCKET_READ_FAMILY,
        &[
            "--config",
            "--include",
            "--exclude",
            "--filter",
            "--max-age",
            "--min-age",
            "--transfers",
            "--checkers",
            "--bwlimit",
            "--log-file",
            "--max-depth",
        ],
        RCLONE,
        Kind::Ask,
    )),
    extends(tool(
        &["npm", "pnpm", "yarn", "pip", "pip3", "uv", "poetry"],
        PACKAGE_CACHE_FAMILY,
        &[],
        PACKAGE_CACHE,
        Kind::Ask,
    )),
    project(extends(tool(
        &["hatch", "pdm", "rye"],
        "python run/test",
        &["-p", "--project", "-e", "--env"],
        PY_PROJECT_READS,
        Kind::Ask,
    ))),
    project(tool(
        &["airflow"],
        "airflow",
        &["-S", "--subdir", "-o", "--output", "-v", "--verbose"],
        AIRFLOW,
        Kind::Ask,
    )),
    project(tool(
        &["dbt"],
        "dbt",
        &[
            "-s",
            "--select",
            "-m",
            "--models",
            "--exclude",
            "--selector",
            "--resource-type",
            "--resource-types",
            "--project-dir",
            "--vars",
            "--state",
            "--threads",
            "--output",
            "-o",
            "--output-keys",
            "--log-path",
            "--target-path",
            "--defer-state",
            "--log-format",
            "--add-package",
        ],
        DBT,
        Kind::Ask,
    )),
    project(tool(
        &["dagster", "dagster-webserver", "dagit"],
        "dagster",
        &[
            "-f",
            "--python-file",
            "-m",
            "--module-name",
            "-w",
            "--workspace",
            "-p",
            "--port",
            "-h",
            "--host",
            "-c",
            "--config",
            "--select",
            "-j",
            "--job",
        ],
        DAGSTER,
        Kind::Ask,
    )),
    project(tool(
        &["great_expectations", "great-expectations"],
        "great expectations",
        &[
            "-d",
            "--directory",
            "--name",
            "--suite",
            "--checkpoint",
            "--datasource",
        ],
        GREAT_EXPECTATIONS,
        Kind::Ask,
    )),
    project(tool(
        &["towncrier", "changie", "scriv"],
        "changelog",
        &["--config", "--dir", "--version", "--name", "--date", "-c"],
        CHANGELOG,
        Kind::Ask,
    )),
    tool(&["unzip"], "unzip", &["-d", "-x", "-P"], UNZIP, Kind::Ask),
    tool(&["zipinfo"], "zipinfo", &[], DIST_CHECK, Kind::Read),
    seen(
        tool(
            &["unsquashfs"],
            "unsquashfs",
            &[
                "-d",
                "-dest",
                "-e",
                "-ef",
                "-extract-file",
                "-p",
                "-processors",
                "-o",
                "-offset",
                "-da",
                "-data-queue",
                "-fr",
                "-frag-queue",
            ],
            UNSQUASHFS,
            Kind::Ask,
        ),
        &["-d", "-dest"],
    ),
    tool(
        &["tar", "gtar", "bsdtar"],
        "tar",
        &[
            "-f",
            "--file",
            "-C",
            "--directory",
            "-T",
            "--files-from",
            "-X",
            "--exclude-from",
        ],
        TAR,
        Kind::Ask,
    ),
    tool(&["7z", "7za", "7zz"], "7z", &[], SEVEN_ZIP, Kind::Ask),
    tool(
        &["check-wheel-contents"],
        "python dist check",
        &[],
        DIST_CHECK,
        Kind::Read,
    ),
    outside(tool(
        &["gsutil"],
        BUCKET_READ_FAMILY,
        &["-o", "-h", "-u"],
        GSUTIL,
        Kind::Ask,
    )),
    outside(extends(tool(
        &["gcloud"],
        BUCKET_READ_FAMILY,
        &["--project", "--billing-project", "--account"],
        GCLOUD_STORAGE,
        Kind::Ask,
    ))),
    outside(extends(tool(
        &["aws"],
        BUCKET_READ_FAMILY,
        &[
            "--profile",
            "--region",
            "--endpoint-url",
            "--exclude",
            "--include",
        ],
        AWS_S3,
        Kind::Ask,
    ))),
];

/// duckdb's functions that read a data file (`read_parquet('data/x.parquet')`): reads, when
/// every literal of the query is a path in the workspace ([`duckdb_literal_stays`]).
const DUCKDB_FILE_READERS: &[&str] = &[
    "READ_PARQUET",
    "PARQUET_SCAN",
    "PARQUET_SCHEMA",
    "PARQUET_METADATA",
    "PARQUET_FILE_METADATA",
    "READ_CSV",
    "READ_CSV_AUTO",
    "READ_JSON",
    "READ_JSON_AUTO",
    "READ_NDJSON",
    "READ_NDJSON_AUTO",
];

/// duckdb's options that change nothing but the output's shape.
const DUCKDB_PLAIN: &[&str] = &[
    "-readonly",
    "-csv",
    "-json",
    "-jsonlines",
    "-line",
    "-list",
    "-markdown",
    "-box",
    "-table",
    "-column",
    "-html",
    "-ascii",
    "-header",
    "-noheader",
    "-nullvalue",
    "-batch",
    "-bail",
    "-echo",
];

/// Whether a string literal of a duckdb query stays in the workspace: any literal may be a path
/// duckdb reads (`FROM 'x.csv'`, `read_text(…)`), so one outside it (`/`, `~`, `$`, `..`), a URL
/// (httpfs fetches `s3://`, `https://`) or a secret's name keeps the query asking.
fn duckdb_literal_stays(lit: &str) -> bool {
    !lit.starts_with(['/', '~', '$', '\\'])
        && !lit.split('/').any(|c| c == "..")
        && !lit.contains("://")
        && !lit.contains(':')
        && airlock_facts::secret_location(lit).is_none()
        && !airlock_facts::glob_names_secrets(lit)
        && (!lit.contains(['*', '?', '[', '{']) || data_glob(lit))
}

/// A glob of data files (`data/**/*.parquet`, `events/2026-*.csv`): its last name ends with a
/// data format's extension, so it picks no secret file (`*` alone would pick `.env`).
fn data_glob(lit: &str) -> bool {
    let last = lit.rsplit('/').next().unwrap_or(lit);
    let lower = last.to_ascii_lowercase();
    !last.starts_with('.')
        && !last.contains(['[', '{'])
        && [
            ".parquet",
            ".csv",
            ".tsv",
            ".json",
            ".jsonl",
            ".ndjson",
            ".csv.gz",
            ".json.gz",
            ".jsonl.gz",
            ".tsv.gz",
            ".arrow",
            ".avro",
            ".orc",
        ]
        .iter()
        .any(|e| lower.ends_with(e))
}

/// The single-quoted literals of a SQL text, or `None` when a quote is left open.
fn sql_literals(text: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\'' {
            continue;
        }
        let mut lit = String::new();
        loop {
            match chars.next() {
                None => return None,
                Some('\'') if chars.peek() == Some(&'\'') => {
                    chars.next();
                    lit.push('\'');
                }
                Some('\'') => break,
                Some(ch) => lit.push(ch),
            }
        }
        out.push(lit);
    }
    Some(out)
}

/// A local duckdb command (`duckdb dev.duckdb -c 'select …'`, `duckdb -c "select … from
/// read_parquet('data/x.parquet')"`): its SQL, given with `-c` or `-s`, only reads when each
/// statement is a plain `SELECT` (the SQL clients' one judgement), its database file and every
/// literal stay in the workspace and it names no production. Anything else (SQL on standard
/// input, `-cmd`, another option, `ATTACH`, `COPY`, `INSTALL`) is left to duckdb's rows.
pub(crate) fn duckdb_query(args: &[String]) -> crate::devtools::Service {
    use crate::devtools::Service;
    if args.iter().any(|a| {
        let l = a.to_ascii_lowercase();
        l.contains("prod") || l.contains("prd")
    }) {
        return Service::Production;
    }
    let mut texts: Vec<&str> = Vec::new();
    let mut positional: Vec<&str> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-c" | "-s" => match it.next() {
                Some(t) => texts.push(t),
                None => return Service::Other,
            },
            "-nullvalue" => {
                it.next();
            }
            o if o.starts_with('-') => {
                if !DUCKDB_PLAIN.contains(&o) {
                    return Service::Other;
                }
            }
            p => positional.push(p),
        }
    }
    let db_stays = match positional.as_slice() {
        [] => true,
        [db] => duckdb_literal_stays(db),
        _ => false,
    };
    let stays = db_stays
        && !texts.is_empty()
        && texts.iter().all(|t| {
            sql_literals(t).is_some_and(|lits| lits.iter().all(|l| duckdb_literal_stays(l)))
                && !t.contains('"')
        });
    if stays
        && texts
            .iter()
            .all(|t| crate::devtools::sql_reads_with(t, "duckdb", DUCKDB_FILE_READERS))
    {
        Service::LocalRead
    } else if stays
        && positional.len() == 1
        && texts
            .iter()
            .all(|t| crate::devtools::sql_writes(t, "duckdb"))
    {
        // A plain write (`INSERT`, `UPDATE … WHERE`, `CREATE TABLE`) to the project's own
        // database file, as a local server's plain write is; destroying, `COPY`, `ATTACH`,
        // `INSTALL` and what is not shown keep the client's rows.
        Service::LocalWrite { named: true }
    } else {
        Service::Other
    }
}

/// The project managers' runners whose unknown command is a script of the project's own
/// configuration (`[tool.hatch.envs.test.scripts]`, `[tool.pdm.scripts]`, Pipfile's scripts, pixi's tasks) or a
/// program its declared dependencies installed in its environment. None of them fetches a
/// package by name (`uv run --with` does, and is not here).
const PROJECT_ENV_RUNNERS: &[&str] = &[
    "hatch run",
    "pdm run",
    "rye run",
    "poetry run",
    "pipenv run",
    // pixi's tasks (`[tasks]` of pixi.toml); `pixi exec` fetches a package and is not here.
    "pixi run",
    // A program of the project's installed node packages; `dlx` fetches one and is not here.
    "pnpm exec",
    "yarn exec",
];

/// Programs that reach other machines or run what they are given: never a project's script,
/// whatever runner starts them.
const NOT_SCRIPTS: &[&str] = &[
    "curl", "wget", "http", "https", "xh", "aria2c", "nc", "ncat", "netcat", "socat", "ssh", "scp",
    "sftp", "ftp", "telnet", "rsync", "rclone", "eval", "env", "sudo", "su",
];

/// A command a project manager runs in the project's environment (`hatch run test:cov`,
/// `pdm run lint`) that no table knows: a script the project defines, or a program its
/// dependencies installed, which runs the project's own code as its tests do, so it is the
/// project's family. Only an everyday or plain unknown-program ask is lowered: one whose verb
/// destroys, publishes or handles credentials (`hatch run deploy`) keeps asking every time.
pub(crate) fn project_env_script(
    c: &crate::Command,
    unknown: &crate::Verdict,
) -> Option<crate::Verdict> {
    let runner = c.wrappers.last()?;
    if !PROJECT_ENV_RUNNERS.contains(&runner.as_str())
        || unknown.level != crate::Level::AskOnce
        || c.argv.first().is_none_or(|p| p.contains('/'))
        || c.dynamic.iter().any(|d| *d)
    {
        return None;
    }
    let program = c.argv.first()?;
    if NOT_SCRIPTS.contains(&crate::program_name(program))
        || c.argv.iter().any(|w| crate::knowledge::names_production(w))
    {
        return None;
    }
    // The script's own name read as a command's first word (`deploy`, `publish-docs`,
    // `drop-db`): a verb that destroys, publishes or handles credentials always asks.
    let named = crate::knowledge::unknown_program(runner, std::slice::from_ref(program));
    if named.level == crate::Level::AlwaysAsk {
        return Some(named);
    }
    Some(crate::Verdict {
        command: String::new(),
        level: crate::Level::AskOnce,
        effect: crate::Effect::Exec,
        row: format!("knowledge: {runner} of a project script"),
        reason: format!(
            "`{runner} {program}` runs a script of the project's configuration or a program of its environment, as its tests do; one approval covers `{}` for the session",
            crate::toolchains::PROJECT_FAMILY
        ),
        grant: Some(crate::toolchains::PROJECT_FAMILY.to_owned()),
        outside: false,
    })
}

/// What a message broker's client does: reads (metadata, consuming), writes (producing,
/// creating or altering a topic), or destroys (deleting topics, records or consumer groups,
/// resetting offsets).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BrokerAct {
    Read,
    Write,
    Destroy,
}

/// The broker a client names (`-b`, `--bootstrap-server`, `--broker-list`, `--brokers`,
/// `-X brokers=`), its act, and `None` for a command line this judgement does not read.
fn broker_command(name: &str, args: &[String]) -> Option<(Vec<String>, BrokerAct)> {
    let has = |f: &str| {
        args.iter()
            .any(|a| a == f || a.starts_with(&format!("{f}=")))
    };
    let brokers = brokers_named(args)?;
    let positional: Vec<&str> = args
        .iter()
        .filter(|a| !a.starts_with('-'))
        .map(String::as_str)
        .collect();
    let act = match name {
        "kcat" | "kafkacat" => {
            if has("-P") {
                BrokerAct::Write
            } else if has("-C") || has("-L") || has("-Q") {
                BrokerAct::Read
            } else {
                return None;
            }
        }
        "kafka-console-producer" | "kafka-console-producer.sh" => BrokerAct::Write,
        "kafka-console-consumer" | "kafka-console-consumer.sh" => BrokerAct::Read,
        "kafka-topics" | "kafka-topics.sh" => {
            if has("--delete") {
                BrokerAct::Destroy
            } else if has("--create") || has("--alter") {
                BrokerAct::Write
            } else if has("--list") || has("--describe") {
                BrokerAct::Read
            } else {
                return None;
            }
        }
        "kafka-consumer-groups" | "kafka-consumer-groups.sh" => {
            if has("--delete") || has("--delete-offsets") || has("--reset-offsets") {
                BrokerAct::Destroy
            } else if has("--list") || has("--describe") {
                BrokerAct::Read
            } else {
                return None;
            }
        }
        "rpk" => match positional.as_slice() {
            ["topic", "delete" | "trim-prefix", ..] | ["group", "delete" | "seek", ..] => {
                BrokerAct::Destroy
            }
            [
                "topic",
                "produce" | "create" | "add-partitions" | "alter-config",
                ..,
            ] => BrokerAct::Write,
            ["topic", "consume" | "list" | "describe" | "ls", ..]
            | ["group", "list" | "describe", ..]
            | ["cluster", "info" | "metadata", ..] => BrokerAct::Read,
            _ => return None,
        },
        _ => return None,
    };
    Some((brokers, act))
}

/// The brokers a client's options name; `None` when an option that takes one has no value.
fn brokers_named(args: &[String]) -> Option<Vec<String>> {
    let mut brokers: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) if a.starts_with("--") => (o, Some(v.to_owned())),
            _ => (a.as_str(), None),
        };
        let value =
            |it: &mut std::slice::Iter<'_, String>| attached.clone().or_else(|| it.next().cloned());
        match opt {
            "-b" | "--bootstrap-server" | "--broker-list" | "--brokers" => {
                brokers.extend(value(&mut it)?.split(',').map(str::to_owned));
            }
            "-X" => {
                let v = value(&mut it)?;
                if let Some(b) = v.strip_prefix("brokers=") {
                    brokers.extend(b.split(',').map(str::to_owned));
                }
            }
            _ => {}
        }
    }
    Some(brokers)
}

/// A message broker's client (`kcat`, the Kafka console tools, `rpk`) given a broker on this
/// machine (`-b localhost:9092`): reading its metadata or consuming only reads; producing or
/// creating a topic writes to the local service and joins the project family, as a local HTTP
/// write does; deleting topics, records or groups and resetting offsets always
/// ask. A broker elsewhere, none named (a profile may point anywhere), or one named for
/// production is left to the other rules (which ask).
pub(crate) fn message_broker(name: &str, args: &[String]) -> Option<crate::Verdict> {
    let (brokers, act) = broker_command(name, args)?;
    let verdict = |level, effect, row: String, reason: String, grant| crate::Verdict {
        command: String::new(),
        level,
        effect,
        row,
        reason,
        grant,
        outside: true,
    };
    if act == BrokerAct::Destroy {
        return Some(verdict(
            crate::Level::AlwaysAsk,
            crate::Effect::Exec,
            format!("destroying data: {name} deletes from a message broker"),
            format!("`{name}` deletes topics, records or consumer groups, or moves their offsets"),
            None,
        ));
    }
    let first = brokers.first()?;
    if !brokers.iter().all(|b| crate::knowledge::loopback(b))
        || brokers.iter().any(|b| b != first)
        || args.iter().any(|a| crate::knowledge::names_production(a))
    {
        return None;
    }
    // A broker is named by `host:port`; anything else is left to the other rules.
    first.rsplit_once(':')?.1.parse::<u16>().ok()?;
    Some(match act {
        BrokerAct::Read => verdict(
            crate::Level::Allow,
            crate::Effect::Read,
            format!("read-only: {name} of a broker on this machine"),
            format!("`{name}` only reads from the broker at `{first}` on this machine"),
            None,
        ),
        _ => verdict(
            crate::Level::AskOnce,
            crate::Effect::Exec,
            format!("knowledge: {name} write to a service on this machine"),
            format!(
                "`{name}` writes to the broker at `{first}` on this machine, as the project's own tests do; one approval covers `{}` for the session",
                crate::toolchains::PROJECT_FAMILY
            ),
            Some(crate::toolchains::PROJECT_FAMILY.to_owned()),
        ),
    })
}

/// Variables that point an orchestrator at its deployment: Airflow's configuration
/// (`AIRFLOW__DATABASE__SQL_ALCHEMY_CONN`) and connections (`AIRFLOW_CONN_WAREHOUSE`),
/// Prefect's API, Dagster's storage.
const DEPLOYMENT_VARS: &[&str] = &["AIRFLOW__", "AIRFLOW_CONN_", "PREFECT_API_URL", "DAGSTER_"];

/// An orchestrator pointed at a deployment elsewhere: a variable of [`DEPLOYMENT_VARS`] given
/// to the command or exported, whose value is a URL of a host that is not this machine or
/// names production (`AIRFLOW__DATABASE__SQL_ALCHEMY_CONN=postgresql://…@db.prod/airflow
/// airflow dags list`). Every command then acts on that deployment, reads included: it always
/// asks, as a production database's client does.
pub(crate) fn remote_deployment(
    name: &str,
    args: &[String],
    c: &crate::Command,
) -> Option<crate::Verdict> {
    let exported = matches!(name, "export" | "declare" | "typeset" | "env");
    let given = c.assignments.iter().map(String::as_str);
    let words = args
        .iter()
        .filter(|_| exported)
        .map(String::as_str)
        .filter(|a| a.contains('='));
    let var = given.chain(words).find_map(|a| {
        let (var, value) = a.split_once('=')?;
        let deployment = DEPLOYMENT_VARS.iter().any(|p| var.starts_with(p));
        // A task's connection (`AIRFLOW_CONN_*`) to a development warehouse elsewhere is
        // ordinary; only one named for production counts.
        let elsewhere = !var.starts_with("AIRFLOW_CONN_")
            && value.contains("://")
            && !crate::knowledge::loopback(url_authority(value));
        (deployment && (elsewhere || crate::knowledge::names_production(value))).then_some(var)
    })?;
    Some(crate::Verdict {
        command: String::new(),
        level: crate::Level::AlwaysAsk,
        effect: crate::Effect::Exec,
        row: "production: orchestrator deployment".to_owned(),
        reason: format!(
            "`{var}` points the orchestrator at a deployment that is not this machine's, or production's"
        ),
        grant: None,
        outside: true,
    })
}

/// The `host:port` of a URL, its user and password left out (`postgresql://u:p@db:5432/x`).
fn url_authority(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    authority.rsplit('@').next().unwrap_or(authority)
}

/// clickhouse-local's function that reads a data file (`file('data/x.parquet')`): it reads,
/// when every literal of the query stays in the workspace.
const CLICKHOUSE_FILE_READERS: &[&str] = &["FILE", "COUNT", "UNIQ", "ANY", "TOSTRING"];

/// `clickhouse local --query 'SELECT …'` (or `clickhouse-local -q`): a query over files on this
/// machine, with no server. It only reads by the SQL clients' judgement when every literal
/// stays in the workspace ([`duckdb_literal_stays`]) and no other option is given; anything
/// else is left to the other rules.
pub(crate) fn clickhouse_local_query(name: &str, args: &[String]) -> Option<crate::Verdict> {
    let args = match name {
        "clickhouse" => match args.split_first() {
            Some((sub, rest)) if sub == "local" => rest,
            _ => return None,
        },
        "clickhouse-local" => args,
        _ => return None,
    };
    let mut texts: Vec<&str> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.split_once('=') {
            Some(("--query", v)) => texts.push(v),
            _ => match a.as_str() {
                "-q" | "--query" => texts.push(it.next()?),
                "--output-format" | "--format" => {
                    it.next()?;
                }
                _ => return None,
            },
        }
    }
    let reads = !texts.is_empty()
        && texts.iter().all(|t| {
            sql_literals(t).is_some_and(|lits| lits.iter().all(|l| duckdb_literal_stays(l)))
                && !t.contains('"')
                && !t.contains('`')
                && !crate::knowledge::names_production(t)
                && crate::devtools::sql_reads_with(t, "clickhouse", CLICKHOUSE_FILE_READERS)
        });
    reads.then(|| crate::Verdict {
        command: String::new(),
        level: crate::Level::Allow,
        effect: crate::Effect::Read,
        row: format!("read-only: {name} local query"),
        reason: format!("`{name}` only reads files of the workspace, with no server"),
        grant: None,
        outside: false,
    })
}

/// A data service's client on this machine: a message broker's, or clickhouse-local's query.
pub(crate) fn local_data_service(name: &str, args: &[String]) -> Option<crate::Verdict> {
    message_broker(name, args)
        .or_else(|| clickhouse_local_query(name, args))
        .or_else(|| crate::servicetools::grpc_client(name, args))
}
