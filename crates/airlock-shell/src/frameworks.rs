//! Web frameworks' own command runners, as tables (see [`crate::toolchains`] for what a row
//! is): Laravel's `artisan` (through `php`), Elixir's `mix`, Alembic, and the PHP deployment
//! tools (Envoy, Deployer); and the words of inline code that print credentials, which every
//! project runner's code rows share (`rails runner`, `manage.py shell -c`, `artisan tinker
//! --execute`, `mix run -e`).
//!
//! The runners' builds, tests, generators, migrations forward and code given to them are the
//! project's one family ([`crate::toolchains::PROJECT_FAMILY`]): each runs the project's own
//! code with its own configuration, as a test the agent writes does. Their dangerous rows come
//! first: dropping, wiping or emptying the database or a queue, rolling back more than a step,
//! printing the configuration or credentials, code that destroys data or names a secret,
//! publishing and deploying.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, DESTRUCTIVE_CODE, GLOBAL, INFRA, Kind, NETWORK_CODE, PUBLISHING,
    REMOTE, REMOTE_JDBC_URL, Row, Toolchain, ask, build, danger, outside, project, raw, read, tool,
    unless,
};

/// Words of inline code that print or reach credentials: a secret, password, token, private or
/// API key, a credentials store, a connection's URL (which carries its password), or the whole
/// configuration or environment at once (`settings.model_dump()`, `config()->all()`,
/// `os.environ`, `System.get_env()`). Code naming one of these always asks, whatever runs it;
/// code reading one ordinary setting (`config('mail.default')`) does not.
pub(crate) const CREDENTIAL_CODE: &[&str] = &[
    "*secret*",
    "*passw*",
    "*credential*",
    "*token*",
    "*private*",
    "*api_key*",
    "*apikey*",
    "*access_key*",
    "*signing_key*",
    "*encryption_key*",
    "*master_key*",
    "*app_key*",
    "*auth_key*",
    "*key_base*",
    "*app.key*",
    "*.key'*",
    "*.key\"*",
    "*.key)*",
    "*database_url*",
    "*db_url*",
    "*[:url]*",
    "*dsn*",
    "*databases*",
    "*database.connections*",
    "*config(*services*",
    "*config()*",
    "*config::all*",
    "*_env*repo)*",
    "*get_all_env*",
    "*system.get_env*",
    "*environ*",
    "*getenv*",
    "*env[*",
    "*env.fetch*",
    "*env.to_h*",
    "*model_dump*",
    "*__dict__*",
    "*dict(settings*",
    "*diffsettings*",
    // The environment whole or by name, in each language's spelling (`process.env`, Ruby's
    // `ENV`, PHP's `$_ENV` and `$_SERVER`, Perl's `%ENV`), and files that hold secrets.
    "*process.env*",
    "*env.*",
    "*env)*",
    "*env;*",
    "*env *",
    "*env,*",
    "*env",
    "*$_server*",
    "*putenv*",
    "*.env*",
    "*ssh*",
    "*.pem*",
    "*.key*",
    "*id_rsa*",
    "*id_ed25519*",
    "*expanduser*",
    "*home*",
    "*~/*",
    "*/etc/*",
    "*.netrc*",
    "*.npmrc*",
    "*.pypirc*",
    "*kube*",
    "*.aws*",
];

/// `php`: inline code (`-r`) is judged before these rows. Laravel's `artisan`: what drops,
/// wipes or empties the database, a queue or stored records, rolls back more than a step or
/// in production (`--force`), prints the configuration, or replaces the app's keys always
/// asks; code given to `tinker --execute` is judged as `rails runner`'s. The PHP deployment
/// tools run through `php` (`php vendor/bin/envoy run deploy`) act on the servers.
const PHP: &[Row] = &[
    read("--version"),
    read("-v"),
    read("-m"),
    read("-i"),
    read("*/envoy tasks"),
    read("*/dep list"),
    danger("*/envoy", INFRA),
    danger("*/dep", INFRA),
    // Symfony's console (`php bin/console`, `bin/console`): Doctrine's drops, fixtures that
    // purge the database first, raw SQL that destroys, going back to the first migration; its
    // secrets vault and the resolved environment print credentials.
    danger("*console doctrine:database:drop", DESTROYING),
    danger("*console doctrine:schema:drop", DESTROYING),
    unless(
        danger("*console doctrine:fixtures:load", DESTROYING),
        &["--append"],
    ),
    danger("*console doctrine:migrations:migrate first", DESTROYING),
    danger("*console doctrine:migrations:execute", DESTROYING).needs(&["--down"]),
    danger("*console doctrine:query:sql", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("*console dbal:run-sql", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("*console messenger:failed:remove", DESTROYING),
    danger("*console secrets:reveal", CREDENTIALS),
    danger("*console secrets:decrypt-to-local", CREDENTIALS),
    danger("*console secrets:list", CREDENTIALS).needs(&["--reveal"]),
    danger("*console debug:dotenv", CREDENTIALS),
    danger("*console debug:container", CREDENTIALS).needs(&["--env-vars", "--env-var"]),
    danger("*console debug:config", CREDENTIALS).needs(&["--resolve-env"]),
    // `--force` is Laravel's "run it in production without confirming" on the database
    // commands: the app's environment is production.
    danger("*artisan migrate", INFRA).needs(&["--force"]),
    danger("*artisan db:seed", INFRA).needs(&["--force"]),
    danger("*artisan migrate:fresh", DESTROYING),
    danger("*artisan migrate:reset", DESTROYING),
    danger("*artisan migrate:refresh", DESTROYING),
    danger("*artisan db:wipe", DESTROYING),
    // Going back one step at a time is the project's check that a migration reverses (as
    // `migrate` forward runs the same migration's code); a whole batch, or in production
    // (`--force`), is not.
    read("*artisan migrate:rollback").needs(&["--pretend"]),
    unless(
        build("*artisan migrate:rollback").needs(&["--step"]),
        &["--force", "--batch"],
    ),
    danger("*artisan migrate:rollback", DESTROYING),
    danger("*artisan queue:clear", DESTROYING),
    danger("*artisan queue:flush", DESTROYING),
    danger("*artisan queue:forget", DESTROYING),
    danger("*artisan horizon:clear", DESTROYING),
    danger("*artisan telescope:clear", DESTROYING),
    danger("*artisan pulse:clear", DESTROYING),
    danger("*artisan *:prune*", DESTROYING),
    danger("*artisan *:purge*", DESTROYING),
    danger("*artisan key:generate", CREDENTIALS),
    danger("*artisan passport:keys", CREDENTIALS).needs(&["--force"]),
    danger("*artisan config:show", CREDENTIALS),
    danger("*artisan env:decrypt", CREDENTIALS),
    danger("*artisan env:encrypt", CREDENTIALS),
    danger("*artisan down", INFRA),
    danger("*artisan tinker", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("*artisan tinker", CREDENTIALS).code(CREDENTIAL_CODE),
    danger("*artisan tinker", REMOTE).code(NETWORK_CODE),
    build("*artisan tinker").needs(&["--execute"]),
    ask("*artisan tinker"),
    ask("*artisan db"),
    read("*artisan --version"),
    read("*artisan about"),
    read("*artisan env"),
    read("*artisan list"),
    read("*artisan help"),
    read("*artisan route:list"),
    read("*artisan migrate:status"),
    read("*artisan schedule:list"),
    read("*artisan event:list"),
    read("*artisan channel:list"),
    read("*artisan model:show"),
    read("*artisan db:show"),
    read("*artisan db:table"),
    build("*"),
];

/// Elixir's `mix`: its tasks are the project's (a task is project code, as a test is); what
/// publishes to Hex, drops or resets the database, rolls back all of it or to a named
/// version, installs for every project, or runs code that destroys data or names credentials
/// always asks. A release and the digested assets are builds, also for production: they run
/// nothing against it.
const MIX: &[Row] = &[
    danger("hex.publish", PUBLISHING),
    danger("hex.owner", PUBLISHING),
    danger("hex.retire", PUBLISHING),
    danger("hex.user", CREDENTIALS),
    danger("hex.organization", CREDENTIALS),
    danger("hex.repo", GLOBAL),
    danger("ecto.drop", DESTROYING),
    danger("ecto.reset", DESTROYING),
    danger("ecto.rollback", DESTROYING).needs(&["--all", "--to", "--to-exclusive"]),
    danger("archive.install", GLOBAL),
    danger("archive.uninstall", GLOBAL),
    danger("escript.install", GLOBAL),
    danger("escript.uninstall", GLOBAL),
    danger("local.*", GLOBAL),
    danger("run", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("run", CREDENTIALS).code(CREDENTIAL_CODE),
    danger("run", REMOTE).code(NETWORK_CODE),
    // Project aliases that deploy, publish or destroy, in any position.
    danger("... deploy*", INFRA),
    danger("... *-deploy", INFRA),
    danger("... destroy*", INFRA),
    danger("... publish*", PUBLISHING),
    danger("... *-publish", PUBLISHING),
    danger("... push*", PUBLISHING),
    danger("... *drop*", DESTROYING),
    danger("... *wipe*", DESTROYING),
    // New versions from the registry: new code, as a new dependency is.
    crate::toolchains::add_dependency("deps.update"),
    read("--version"),
    read("help"),
    read("hex.info"),
    read("hex.outdated"),
    read("hex.audit"),
    read("hex.search"),
    read("deps.tree"),
    build("hex.build"),
    ask("hex.*"),
    // One migration back (the default) or a bounded number of steps is the project's check
    // that a migration reverses.
    build("ecto.rollback"),
    build("release"),
    build("assets.deploy"),
    build("*"),
];

/// Alembic, SQLAlchemy's migrations: its environment (`env.py`) and its database are the
/// project's own, as Django's `migrate` is. Upgrading, generating and going back a relative
/// step (`downgrade -1`) are the project's family; going back to the base or a named revision,
/// and stamping a revision over what the database holds, always ask. `--sql` only prints.
const ALEMBIC: &[Row] = &[
    read("... downgrade").needs(&["--sql"]),
    read("... upgrade").needs(&["--sql"]),
    build("... downgrade $"),
    danger("... downgrade", DESTROYING),
    danger("... stamp", DESTROYING),
    read("--version"),
    read("... current"),
    read("... history"),
    read("... heads"),
    read("... branches"),
    read("... show"),
    read("... check"),
    read("... list_templates"),
    build("*"),
];

/// The PHP deployment tools: every task runs on the servers they deploy to, except listing
/// them.
const PHP_DEPLOY: &[Row] = &[
    read("--version"),
    read("-V"),
    read("tasks"),
    read("list"),
    read("help"),
    danger("*", INFRA),
];

/// The Node ORMs' and schema tools' command lines (TypeORM, Sequelize, Knex, Drizzle Kit):
/// dropping the schema, undoing every migration, pushing a schema that loses data, and raw SQL
/// that destroys always ask; a migration's one step back is the project's, as for the other
/// runners.
const NODE_ORM: &[Row] = &[
    danger("schema:drop", DESTROYING),
    danger("db:drop", DESTROYING),
    danger("drop", DESTROYING),
    danger("db:migrate:undo:all", DESTROYING),
    danger("db:seed:undo:all", DESTROYING),
    danger("db:migrate:undo", DESTROYING).needs(&["--to"]),
    danger("migrate:rollback", DESTROYING).needs(&["--all"]),
    danger("push", DESTROYING).needs(&["--force"]),
    danger("query", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("sql", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("schema:sync", DESTROYING),
    read("--version"),
    read("-v"),
    read("help"),
    read("migration:show"),
    read("db:migrate:status"),
    read("migrate:status"),
    read("migrate:list"),
    read("check"),
    ask("studio"),
    build("*"),
];

/// Flyway's and Liquibase's arguments as their rows read them: a connection URL given as the
/// next word (`--url jdbc:…`) joined to its option (`--url=jdbc:…`), so the rows see the URL
/// as they see one written so. None for another program.
pub(crate) fn migration_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if !matches!(name, "flyway" | "liquibase") {
        return None;
    }
    let mut out: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if matches!(
            a.as_str(),
            "--url" | "-url" | "--reference-url" | "--referenceUrl"
        ) {
            let value = it.next().map_or("", String::as_str);
            out.push(format!("{a}={value}"));
        } else {
            out.push(a.clone());
        }
    }
    Some(out)
}

/// Java's migration tools (Flyway, Liquibase): cleaning or dropping everything and rolling
/// back always ask; migrating forward is the project's.
const JVM_MIGRATE: &[Row] = &[
    danger("clean", DESTROYING),
    danger("undo", DESTROYING),
    danger("dropAll", DESTROYING),
    danger("drop-all", DESTROYING),
    danger("rollback*", DESTROYING),
    danger("repair", DESTROYING),
    read("--version"),
    read("-v"),
    read("version"),
    read("info"),
    read("validate"),
    read("status"),
    read("history"),
    read("*-sql"),
    read("*SQL"),
    // Migrating another machine's database (a JDBC URL that is not this machine's).
    danger("*", REMOTE).code(&[REMOTE_JDBC_URL]),
    build("*"),
];

/// Serverless and cloud application deployers (Vapor, Zappa, Elastic Beanstalk, Supabase,
/// Amplify; Wrangler, Firebase, SAM, the CDK, Serverless and Pulumi have their own tables in
/// `cloudclis.rs`): building,
/// synthesizing and running locally are the project's; reading status and lists reads;
/// anything else (deploy, destroy, remove, rollback, secrets, a remote database) acts on the
/// deployed service. Printing the resolved configuration prints its secrets.
const CLOUD_DEPLOY: &[Row] = &[
    danger("print", CREDENTIALS),
    danger("env:pull", CREDENTIALS),
    danger("secret*", CREDENTIALS),
    danger("config", CREDENTIALS).needs(&["--show-secrets"]),
    danger("stack output", CREDENTIALS).needs(&["--show-secrets"]),
    // Supabase's local database: a reset wipes it and seeds it again (or the linked remote one).
    danger("db reset", DESTROYING),
    read("--version"),
    read("-v"),
    read("version"),
    read("help"),
    read("--help"),
    read("whoami"),
    read("status"),
    read("list"),
    read("ls"),
    read("info"),
    read("logs"),
    read("health"),
    read("stack ls"),
    read("projects:list"),
    // Firebase's and Wrangler's listings and logs of what is deployed.
    read("apps:list"),
    read("hosting:channel:list"),
    read("hosting:sites:list"),
    read("functions:list"),
    read("functions:log"),
    read("use $"),
    read("deployments list"),
    read("deployments status"),
    read("versions list"),
    read("tail"),
    read("pages project list"),
    read("pages deployment list"),
    read("kv namespace list"),
    read("kv key list"),
    read("d1 list"),
    read("r2 bucket list"),
    read("queues list"),
    build("pages dev"),
    build("build"),
    build("package"),
    build("synth"),
    build("validate"),
    build("init"),
    build("dev"),
    build("types"),
    build("offline"),
    build("local"),
    build("invoke local"),
    build("emulators:*"),
    build("serve"),
    build("start"),
    build("stop"),
    build("gen"),
    build("migration new"),
    danger("*", INFRA),
];

/// What PHP or SQL given to drush inline (`php:eval CODE`, `sql:query SQL`) says when it
/// destroys data: the code checks' words but `eval`, `exec` and `rollback` (the verbs' own
/// names, and Drupal's query builders' `->execute()` of a select) and a connection (every
/// query has one); a raw statement or a shell call still asks.
const DRUSH_DESTRUCTIVE_CODE: &[&str] = &[
    crate::toolchains::DESTROYING_CALL,
    "*delete*",
    "*destroy*",
    "*truncate*",
    "*drop*",
    "*purge*",
    "*flush*",
    "*.clear*",
    "*->clear*",
    "*update * set *",
    "*->update(*",
    "*::update(*",
    "*wipe*",
    "*uninstall*",
    "*alter table*",
    "*system(*",
    "*shell_exec*",
    "*passthru*",
    "*popen*",
    "*proc_open*",
    "*`*",
    "*unlink*",
    "*rmdir*",
    "*file_put_contents*",
];

/// Drush's options whose value is the next word.
const DRUSH_VALUES: &[&str] = &[
    "-l", "--uri", "-r", "--root", "--format", "--fields", "--field",
];

/// Drupal's drush on the project's own site (run in the project, or in its DDEV container:
/// `ddev drush cr`): rebuilding caches, importing and exporting the configuration, the
/// database updates, enabling modules, generating code, running migrations into the local
/// database are the project's family, as `artisan` and `manage.py` commands are; its status and
/// listings read. A site alias (`@site.live`, `@hcl.test`: another site, often a hosted one)
/// asks under its words (production's always, by the production rule); dropping or reinstalling
/// the database, deleting entities or configuration, uninstalling modules, rolling back every
/// migration or none named, syncing a database or files between sites, a one-time login link
/// or a password set, a dump of the database, and PHP or SQL given inline that destroys, names
/// credentials or reaches the network always ask; other inline PHP and SQL on the project's
/// site are the project's, as `artisan tinker --execute` is; a named migration rolled back
/// takes back what its import made; the database console asks under its words.
const DRUSH: &[Row] = &[
    danger("sql:drop", DESTROYING),
    danger("sql-drop", DESTROYING),
    danger("site:install", DESTROYING),
    danger("site-install", DESTROYING),
    danger("si", DESTROYING),
    danger("entity:delete", DESTROYING),
    danger("edel", DESTROYING),
    danger("config:delete", DESTROYING),
    danger("cdel", DESTROYING),
    danger("pm:uninstall", DESTROYING),
    danger("pmu", DESTROYING),
    danger("sql:sync", REMOTE),
    danger("sql-sync", REMOTE),
    danger("core:rsync", REMOTE),
    danger("rsync", REMOTE),
    danger("user:login", CREDENTIALS),
    danger("uli", CREDENTIALS),
    danger("user:password", CREDENTIALS),
    danger("upwd", CREDENTIALS),
    // A dump prints the database (its users' accounts and password hashes) wherever its
    // output goes.
    danger("sql:dump", CREDENTIALS),
    danger("sql-dump", CREDENTIALS),
    // The database's connection string or settings, its password in them.
    danger("sql:connect", CREDENTIALS),
    danger("sql-connect", CREDENTIALS),
    danger("sql:conf", CREDENTIALS),
    danger("sql-conf", CREDENTIALS),
    // PHP or SQL given inline that destroys, names credentials or reaches the network.
    danger("...", DESTROYING).code(DRUSH_DESTRUCTIVE_CODE),
    danger("...", CREDENTIALS).code(CREDENTIAL_CODE),
    danger("...", REMOTE).code(NETWORK_CODE),
    // Another site than the project's own, by its alias.
    ask("*").code(&["@*"]),
    // Every migration rolled back, or none named.
    danger("migrate:rollback", DESTROYING).needs(&["--all", "--group", "--tag"]),
    danger("mr", DESTROYING).needs(&["--all", "--group", "--tag"]),
    build("migrate:rollback *"),
    build("mr *"),
    danger("migrate:rollback", DESTROYING),
    danger("mr", DESTROYING),
    ask("sql:cli"),
    ask("sqlc"),
    ask("config:get"),
    ask("cget"),
    read("status"),
    read("st"),
    read("core:status"),
    read("pm:list"),
    read("pml"),
    read("config:status"),
    read("cst"),
    read("updatedb:status"),
    read("updbst"),
    read("migrate:status"),
    read("ms"),
    read("watchdog:show"),
    read("ws"),
    read("core:requirements"),
    read("rq"),
    read("list"),
    read("help"),
    read("version"),
    build("*"),
];

/// n98-magerun, Magento's developer console: on the project's own Magento (its caches,
/// indexes, settings, modules, a query of its database) it does what `bin/magento` does, the
/// project's work; its reports read. The database's credentials printed (`db:info`), a database
/// dropped or imported over, a query that destroys (`DROP`, `DELETE`, `TRUNCATE`), an admin's
/// login made or changed, a dump written, a console fed unseen code, and the tool replacing
/// itself always ask or ask on their own.
const MAGERUN: &[Row] = &[
    danger("db:info", CREDENTIALS),
    danger("db:drop", DESTROYING),
    danger("db:import", DESTROYING),
    danger("db:query", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("admin:user:*", CREDENTIALS),
    danger("customer:change-password", CREDENTIALS),
    danger("self-update", GLOBAL),
    danger("selfupdate", GLOBAL),
    ask("db:dump"),
    ask("db:console"),
    ask("dev:console"),
    ask("script"),
    read("--version"),
    read("list"),
    read("help"),
    read("sys:info"),
    read("sys:check"),
    read("sys:store:list"),
    read("sys:website:list"),
    read("cache:list"),
    read("index:list"),
    read("config:store:get"),
    read("dev:module:list"),
];

/// The frameworks' toolchains; [`crate::toolchains::lookup`] tries them first.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    project(raw(tool(&["php"], "php", &["-d", "-c"], PHP, Kind::Build))),
    project(tool(&["drush"], "drush", DRUSH_VALUES, DRUSH, Kind::Build)),
    project(tool(
        &[
            "n98-magerun2",
            "n98-magerun2.phar",
            "magerun2",
            "n98-magerun",
            "magerun",
        ],
        "magerun",
        &[
            "--root-dir",
            "--store",
            "--website",
            "--scope",
            "--scope-id",
        ],
        MAGERUN,
        Kind::Build,
    )),
    project(tool(&["mix"], "mix", &[], MIX, Kind::Build)),
    outside(project(tool(
        &["alembic"],
        "alembic",
        &["-c", "--config", "-x", "-n", "--name"],
        ALEMBIC,
        Kind::Build,
    ))),
    project(tool(
        &[
            "typeorm",
            "sequelize",
            "sequelize-cli",
            "knex",
            "drizzle-kit",
            "kysely",
        ],
        "node orm",
        &[
            "-d",
            "--dataSource",
            "--knexfile",
            "--env",
            "--config",
            "--url",
        ],
        NODE_ORM,
        Kind::Build,
    )),
    outside(tool(
        &["flyway", "liquibase"],
        "database migrations",
        &["-url", "--url", "-configFiles", "--defaults-file"],
        JVM_MIGRATE,
        Kind::Build,
    )),
    outside(tool(
        &["vapor", "zappa", "eb", "supabase", "amplify"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &[
            "--stage",
            "-s",
            "--region",
            "-r",
            "--profile",
            "--stack",
            "--project",
            "-P",
            "--env",
            "-e",
            "--config",
            "-c",
        ],
        CLOUD_DEPLOY,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["envoy", "dep"],
        "deploy",
        &["-f", "--file", "-o", "--option"],
        PHP_DEPLOY,
        Kind::Danger(INFRA),
    )),
];

/// The project runners' consoles, which read their code from standard input: `artisan tinker`,
/// `rails console`, `manage.py shell`.
const CONSOLES: &[&str] = &["*artisan tinker", "console", "c", "*manage.py shell"];

/// Code fed to a project console on its standard input (`echo 'User::truncate();' | php
/// artisan tinker`, a here-document to `rails console`): when the script shows it, judged as
/// code given inline is, by its words; when a pipe hands it unseen (`cat x | rails c`), it is
/// hidden code. Returns the row and the reason; none when the command is no console fed so.
pub(crate) fn console_input(
    program: &str,
    args: &[String],
    stdin: Option<&str>,
    piped: bool,
) -> Option<(&'static str, &'static str)> {
    let m = crate::toolchains::lookup(program, args)?;
    if m.kind != Kind::Ask || !m.words.is_some_and(|w| CONSOLES.contains(&w)) {
        return None;
    }
    let names = crate::toolchains::code_matches;
    match stdin {
        Some(code) if names(DESTRUCTIVE_CODE, code) => Some((
            "destructive: code fed to a project console",
            "the code it is fed destroys data or starts programs",
        )),
        Some(code) if names(CREDENTIAL_CODE, code) => Some((
            "secret: code fed to a project console",
            "the code it is fed prints credentials or the whole configuration",
        )),
        Some(code) if names(NETWORK_CODE, code) => Some((
            "remote: code fed to a project console",
            "the code it is fed reaches the network",
        )),
        None if piped => Some((
            "hidden: code piped to a project console",
            "the code a pipe feeds it is not shown",
        )),
        _ => None,
    }
}

/// The variables and options that choose a framework's environment, and so which database of
/// `config/database.yml` (or `config/test.exs`) a task opens.
const ENV_SELECTORS: &[&str] = &["RAILS_ENV", "RACK_ENV", "MIX_ENV"];

/// The programs whose database tasks open the database of the environment they are given
/// (run by name, by a binstub, or through `bundle exec`).
const ENV_DATABASE_RUNNERS: &[&str] = &["rails", "rake", "mix"];

/// A framework's database task that throws data away (`db:reset`, `db:drop`, `ecto.reset`),
/// given the test environment by name (`RAILS_ENV=test bin/rails db:reset`, `bin/rails
/// db:reset -e test`, `MIX_ENV=test mix ecto.reset`) and nothing else that could point it
/// elsewhere (no other variable set or expanded): the test database, which the test suite
/// itself empties and loads on every run. The project family; any other environment, or none
/// named, keeps asking every time.
pub(crate) fn test_database(c: &crate::Command, v: &mut crate::Verdict) {
    let name = c
        .argv
        .first()
        .map(|p| p.rsplit('/').next().unwrap_or(p))
        .unwrap_or_default();
    let args = c.argv.get(1..).unwrap_or_default();
    if v.level != crate::Level::AlwaysAsk
        || !ENV_DATABASE_RUNNERS.contains(&name)
        || !c.vars.is_empty()
        || c.dynamic.iter().any(|d| *d)
        || c.wrappers.iter().any(|w| w != "bundle exec")
        || crate::toolchains::lookup(name, args).is_none_or(|m| m.kind != Kind::Danger(DESTROYING))
    {
        return;
    }
    let selects_test = |w: &str| {
        w.split_once('=').is_some_and(|(n, value)| {
            ENV_SELECTORS.contains(&n) && value.eq_ignore_ascii_case("test")
        })
    };
    let assigned = !c.assignments.is_empty() && c.assignments.iter().all(|a| selects_test(a));
    let mut option = false;
    for (i, a) in args.iter().enumerate() {
        if matches!(a.as_str(), "-e" | "--environment") {
            match args.get(i + 1) {
                Some(e) if e == "test" => option = true,
                _ => return,
            }
        } else if a.starts_with("-e") || a.starts_with("--environment=") || a.contains('=') {
            if !(selects_test(a) || a == "--environment=test") {
                return;
            }
            option = true;
        }
    }
    if !(assigned || (c.assignments.is_empty() && option)) {
        return;
    }
    v.level = crate::Level::AskOnce;
    v.row = format!("{} (the test database)", v.row);
    v.reason = format!(
        "{}, of the test environment's database, which the test suite itself empties and loads; one approval covers `{}` for the session",
        v.reason,
        crate::toolchains::PROJECT_FAMILY
    );
    v.grant = Some(crate::toolchains::PROJECT_FAMILY.to_owned());
}
