//! Database migrations aimed at a database other than the project's own: a migration tool or
//! a framework's migrate task given a named environment that is not a local, development or
//! test one (`atlas migrate apply --env staging`, `knex migrate:latest --env shared`,
//! `RAILS_ENV=staging bin/rails db:migrate`), a configuration file named for a shared or live
//! stage (`flyway -configFiles=conf/flyway.staging.toml migrate`), a database URL of another
//! machine (`--url postgres://app@db.staging.example.com/app`), or a variable named for such a
//! stage (`DATABASE_URL=$STAGING_DATABASE_URL npx prisma migrate deploy`). Each changes the
//! schema of a database other people use: always asked, whatever family the tool's own row
//! gives. The same commands on a local, development or test environment, or with no target
//! named, stay as their rows decide (the project's family, asked once).
//!
//! Production by name is also the general production rule's business (`knowledge.rs`); this
//! rule reaches the shared stages it leaves alone (staging, QA, a preview database).

use crate::Command;
use crate::knowledge::ask;
use crate::{Level, Verdict};

/// Programs that only migrate databases: any command of theirs that is not read-only applies
/// or changes migrations on the database it is given.
const MIGRATION_TOOLS: &[&str] = &[
    "atlas",
    "goose",
    "dbmate",
    "migrate",
    "sqlx",
    "prisma",
    "alembic",
    "flyway",
    "liquibase",
    "knex",
    "sequelize",
    "sequelize-cli",
    "typeorm",
    "typeorm-ts-node-commonjs",
    "typeorm-ts-node-esm",
    "drizzle-kit",
    "kysely",
    "diesel",
    "sea-orm-cli",
    "dotnet-ef",
];

/// Frameworks' task runners, whose migrate tasks (`db:migrate`, `manage.py migrate`,
/// `ecto.migrate`, `doctrine:migrations:migrate`, `dotnet ef database update`) are among many
/// others: only a task whose words say migrate or database update counts.
const FRAMEWORK_RUNNERS: &[&str] = &[
    "rails",
    "rake",
    "manage.py",
    "django-admin",
    "artisan",
    "console",
    "mix",
    "ef",
    "flask",
];

/// Options whose value names the environment a tool migrates (`--env staging`, Flyway's
/// `-environment`); Rails's and dbmate's `-e` ([`SHORT_ENVIRONMENT_TOOLS`]), Alembic's `-n`
/// section of `alembic.ini`.
const ENVIRONMENT_OPTIONS: &[&str] = &["--env", "--environment", "-environment"];

/// Tools whose `-e` names the environment. Elsewhere a word opening with `-e` is another
/// option (golang-migrate's `-ext sql`, Go's one-dash long options).
const SHORT_ENVIRONMENT_TOOLS: &[&str] = &["rails", "dbmate"];

/// Alembic's option naming its configuration's section.
const ALEMBIC_SECTION_OPTIONS: &[&str] = &["-n", "--name"];

/// Options whose value is a configuration or settings file or module the tool reads its
/// database from (`-configFiles=conf/flyway.staging.toml`, `--defaults-file`, Alembic's
/// `-c alembic.staging.ini`, TypeORM's `--dataSource`, `--knexfile`, Django's `--settings`).
/// Only a name that says a shared or live stage counts, so a word taken for one of them by
/// mistake (Go's one-dash `-certfile`) asks nothing it would not.
const CONFIGURATION_OPTIONS: &[&str] = &[
    "-c",
    "--config",
    "-config",
    "-configFiles",
    "--configFiles",
    "--config-file",
    "--defaults-file",
    "--defaultsFile",
    "--dataSource",
    "--knexfile",
    "--settings",
];

/// Variables that select the environment a migration runs under (`RAILS_ENV=staging`,
/// `NODE_ENV=production` for knex and Sequelize); besides these, any `*_ENV`.
const ENVIRONMENT_VARIABLES: &[&str] = &["ENV", "ENVIRONMENT", "STAGE"];

/// Variables that name a settings module or file (`DJANGO_SETTINGS_MODULE`).
const SETTINGS_VARIABLES: &[&str] = &["DJANGO_SETTINGS_MODULE", "FLYWAY_CONFIG_FILES"];

/// Words of an environment's name that make it the project's own: this machine's database,
/// a development one, the test suite's, a CI run's. The shared and live words
/// ([`crate::appstacks::shared_or_live_word`]) win over these (`dev-staging` is staging).
const OWN_ENVIRONMENT_WORDS: &[&str] = &[
    "local",
    "localhost",
    "dev",
    "development",
    "develop",
    "test",
    "testing",
    "e2e",
    "ci",
    "docker",
];

/// A migration applied to a database other than the project's own, by the target the command
/// names ([`target`]): always asked. None when the command only reads (the tool's row said so)
/// or names no such target.
pub(crate) fn shared_target(c: &Command, worst: &Verdict) -> Option<Verdict> {
    if worst.level == Level::Allow {
        return None;
    }
    let at = tool_at(&c.argv)?;
    let args = c.argv.get(at + 1..).unwrap_or_default();
    let tool = base(c.argv.get(at)?);
    if FRAMEWORK_RUNNERS.contains(&tool) && !args.iter().any(|a| migrates(a)) {
        return None;
    }
    let target = target(tool, args, &c.assignments, &c.vars)?;
    Some(ask(
        "database migrations: a shared or deployed database",
        format!(
            "migrates {target}, not the project's own local, development or test database: a schema change others use, asked every time"
        ),
    ))
}

/// A migration tool's command that names only the project's own environments (`atlas migrate
/// apply --env local`, `dbmate -e TEST_DATABASE_URL up`) and no other target: asked once under
/// the project's family, as the project's build of its own database, instead of the
/// migrations' family its row gives a command whose target is left to the configuration.
pub(crate) fn own_target(c: &Command, worst: &mut Verdict) {
    if worst.level != Level::AskOnce
        || worst.grant.as_deref() != Some(crate::toolchains::MIGRATIONS_FAMILY)
    {
        return;
    }
    let Some(at) = tool_at(&c.argv) else {
        return;
    };
    let args = c.argv.get(at + 1..).unwrap_or_default();
    let tool = c.argv.get(at).map_or("", |w| base(w));
    if !MIGRATION_TOOLS.contains(&tool) || target(tool, args, &c.assignments, &c.vars).is_some() {
        return;
    }
    let envs = environments(tool, args);
    let named = !envs.is_empty()
        && envs.iter().all(|e| {
            e.as_deref()
                .is_some_and(|e| own_environment(e) && !e.contains(['$', '`']))
        });
    // A URL, or a word built at run time (`--url "$DATABASE_URL"`, `-u $DB`), may name another
    // database than the environment's.
    if !named
        || !c.vars.is_empty()
        || args
            .iter()
            .any(|a| a.contains("://") || a.contains(['$', '`']))
    {
        return;
    }
    let family = crate::toolchains::PROJECT_FAMILY;
    worst.grant = Some(family.to_owned());
    worst.row = format!("migrations: the project's own environment ({family})");
    worst.reason = format!(
        "`{tool}` migrates an environment named for this machine, development or tests, the project's own database; one approval covers `{family}` for the session"
    );
}

/// Where among the first words the migration tool or framework runner is: run by its name or
/// through a package or project runner (`npx prisma`, `pnpm exec knex`, `uv run alembic`,
/// `bundle exec rails`, `python manage.py`, `dotnet ef`).
fn tool_at(argv: &[String]) -> Option<usize> {
    argv.iter().take(4).position(|w| {
        let name = base(w);
        MIGRATION_TOOLS.contains(&name) || FRAMEWORK_RUNNERS.contains(&name)
    })
}

/// A program's name without its folder or a package runner's version (`bin/rails`,
/// `prisma@5.22.0`, `@prisma/cli` stays itself).
fn base(word: &str) -> &str {
    let name = word.rsplit('/').next().unwrap_or(word);
    match name.find('@') {
        Some(at) if at > 0 => name.get(..at).unwrap_or(name),
        _ => name,
    }
}

/// Whether a task's word says it migrates or updates the database (`db:migrate`,
/// `migrate:latest`, `ecto.migrate`, `upgrade`, `update` after `database`).
fn migrates(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    lower.contains("migrat") || lower == "upgrade" || lower == "update"
}

/// The target a migration names that is not the project's own, for a human: an environment
/// (`environment `staging``), a configuration file named for a shared or live stage, another
/// machine's database, or a variable named for such a stage.
fn target(tool: &str, args: &[String], assignments: &[String], vars: &[String]) -> Option<String> {
    environment_target(tool, args)
        .or_else(|| settings_target(tool, args, assignments))
        .or_else(|| assigned_target(args, assignments))
        .or_else(|| address_target(args, assignments, vars))
}

/// Every environment a command names by option, in every spelling ([`ENVIRONMENT_OPTIONS`],
/// `-e` of [`SHORT_ENVIRONMENT_TOOLS`], Alembic's `-n` and `-x env=NAME`); None for a value
/// that is not read.
fn environments(tool: &str, args: &[String]) -> Vec<Option<String>> {
    let values = |options: &[&str]| crate::appstacks::every_option_value(options, false, args);
    let mut envs = values(ENVIRONMENT_OPTIONS);
    if SHORT_ENVIRONMENT_TOOLS.contains(&tool) {
        envs.extend(values(&["-e"]));
    }
    if tool == "alembic" {
        envs.extend(values(ALEMBIC_SECTION_OPTIONS));
        envs.extend(values(&["-x"]).into_iter().map(|v| {
            v.and_then(|kv| {
                let (k, v) = kv.split_once('=')?;
                ENVIRONMENT_VARIABLES
                    .iter()
                    .any(|e| k.eq_ignore_ascii_case(e))
                    .then(|| v.to_owned())
            })
        }));
    }
    envs
}

/// An environment named by option that is not the project's own. dbmate's `--env` names the
/// variable that holds the URL (`--env STAGING_DATABASE_URL`): judged by the stage its name
/// says, as any variable's.
fn environment_target(tool: &str, args: &[String]) -> Option<String> {
    let by_variable = tool == "dbmate";
    environments(tool, args)
        .into_iter()
        .flatten()
        .find(|v| {
            !v.contains(['$', '`'])
                && if by_variable {
                    shared_name(v)
                } else {
                    !own_environment(v)
                }
        })
        .map(|env| format!("the environment `{env}`"))
}

/// A settings file, data source or settings module named for a shared or live stage.
fn settings_target(tool: &str, args: &[String], assignments: &[String]) -> Option<String> {
    // TypeORM's `-d` is its data source (`-d src/data-source.staging.ts`).
    let data_source: &[&str] = if tool.starts_with("typeorm") {
        &["-d"]
    } else {
        &[]
    };
    crate::appstacks::every_option_value(CONFIGURATION_OPTIONS, false, args)
        .into_iter()
        .chain(crate::appstacks::every_option_value(
            data_source,
            false,
            args,
        ))
        .flatten()
        .chain(assignments.iter().filter_map(|a| {
            let (n, v) = a.split_once('=')?;
            SETTINGS_VARIABLES.contains(&n).then(|| v.to_owned())
        }))
        .find(|v| shared_name(v))
        .map(|file| format!("with the settings of `{file}`"))
}

/// An environment variable (`RAILS_ENV`, `NODE_ENV`, any `*_ENV`) set to an environment that
/// is not the project's own, before the command or handed to a task runner as an operand
/// (`bin/rails db:migrate RAILS_ENV=staging`).
fn assigned_target(args: &[String], assignments: &[String]) -> Option<String> {
    let operands = args.iter().filter(|a| {
        a.split_once('=').is_some_and(|(n, _)| {
            !n.is_empty() && n.chars().all(|ch| ch.is_ascii_uppercase() || ch == '_')
        })
    });
    assignments.iter().chain(operands).find_map(|a| {
        let (n, v) = a.split_once('=')?;
        let up = n.to_ascii_uppercase();
        let selects = ENVIRONMENT_VARIABLES.contains(&up.as_str()) || up.ends_with("_ENV");
        (selects && !v.contains(['$', '`']) && !own_environment(v))
            .then(|| format!("the environment `{v}`"))
    })
}

/// Another machine's database, by its address in a word or a variable set before the command,
/// or a variable expanded whose name says a shared or live stage (`$STAGING_DATABASE_URL`).
fn address_target(args: &[String], assignments: &[String], vars: &[String]) -> Option<String> {
    let url = args
        .iter()
        .enumerate()
        .filter(|(i, a)| !scratch_database(args, *i, a))
        .map(|(_, a)| a)
        .chain(assignments)
        .find_map(|w| remote_database(w));
    if let Some(host) = url {
        return Some(format!("the database at `{host}`, on another machine"));
    }
    vars.iter()
        .find(|v| shared_name(v))
        .map(|v| format!("the database `${v}` names"))
}

/// Whether the word at `i` is, or is the value of, Atlas's `--dev-url`: the disposable
/// database it computes plans on (`docker://postgres/16/dev`), never the one it migrates.
fn scratch_database(args: &[String], i: usize, word: &str) -> bool {
    word.starts_with("--dev-url")
        || i.checked_sub(1)
            .and_then(|p| args.get(p))
            .is_some_and(|p| p == "--dev-url")
}

/// The host of another machine's database a word names: a database URL
/// ([`crate::recall::remote_database_url`]), a JDBC URL, or a connection string's `host=`
/// (`"host=db.staging.example.com user=app"`, which drivers obey over a URL's host).
fn remote_database(word: &str) -> Option<String> {
    if let Some(host) = crate::recall::remote_database_url(word) {
        return Some(host.to_owned());
    }
    if crate::toolchains::remote_jdbc_url(word) {
        return Some(word.to_owned());
    }
    let lower = word.to_ascii_lowercase();
    let at = lower.find("host=")?;
    let host = lower
        .get(at + 5..)?
        .split([' ', '&', ';', '"', '\''])
        .next()?;
    (!host.is_empty()
        && !host.starts_with(['/', '$'])
        && host.contains('.')
        && host != "host.docker.internal"
        && !crate::knowledge::loopback(host))
    .then(|| host.to_owned())
}

/// Whether an environment's name is the project's own: a word of [`OWN_ENVIRONMENT_WORDS`]
/// and none of a shared or live stage (`local`, `dev-mk`, `test`; not `staging`, `dev-shared`,
/// `eu-prod`, nor a name with neither, `mk`).
pub(crate) fn own_environment(name: &str) -> bool {
    let lower = name.trim_matches(['"', '\'']).to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().any(|w| OWN_ENVIRONMENT_WORDS.contains(w))
        && !words
            .iter()
            .any(|w| crate::appstacks::shared_or_live_word(w))
}

/// Whether a name (a file's, a module's, a variable's) says a shared or live stage
/// (`flyway.staging.toml`, `config.settings.production`, `STAGING_DATABASE_URL`).
fn shared_name(name: &str) -> bool {
    // A file's `main` or `master` (`src/main.ts`, `config/master.toml`) names no stage.
    let file = name.rsplit('/').next().unwrap_or(name).to_ascii_lowercase();
    file.split(|ch: char| !ch.is_ascii_alphanumeric())
        .filter(|w| !matches!(*w, "main" | "master"))
        .any(crate::appstacks::shared_or_live_word)
}
