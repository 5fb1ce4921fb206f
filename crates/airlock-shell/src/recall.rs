//! Classes of dangerous commands that no table's row names one by one, recognised by their
//! shape in any program:
//! - an option that destroys what it names, given to a program no table knows (`kafka-topics
//!   --delete`, `--drop`, `--purge`, `--reset-offsets`), as its destroying subcommands are;
//! - a program's configuration command that prints a setting whose key names a secret (`yarn
//!   config get npmAuthToken`, `poetry config http-basic.pypi`, `gh config get oauth_token`);
//! - an option that selects the environment, target, stage, workspace, project, account,
//!   cluster or context, whose value names production (`dbt run --target prod`, `--stage
//!   prod`, `--project acme-prod`);
//! - a batch-command build tool's commands (`sbt '+publishSigned; sonatypeBundleRelease'`, `sbt
//!   Docker/publish`, `mill __.publishArtifacts`), each split out and stripped of its
//!   cross-build and scope prefixes, so the rows judge every command.
//!
//! Each only raises a verdict, except the batch commands, whose words the tables then judge as
//! they judge the same commands written one by one.

/// Words of an option's name that destroy what the option names (`--delete`, `--delete-all`,
/// `--force-delete`, `--drop-tables`, `--purge`, `--reset-offsets`, `--flushall`).
const DESTROY_WORDS: &[&str] = &[
    "delete",
    "drop",
    "purge",
    "wipe",
    "truncate",
    "reset",
    "flush",
    "flushall",
    "flushdb",
    "destroy",
    "erase",
    "remove",
    "prune",
    "nuke",
    "obliterate",
    // Joined spellings (`--dropdb`, `--deleteall`): camel humps split `--dropAll` already.
    "dropdb",
    "dropall",
    "deleteall",
    "removeall",
    "purgeall",
];

/// Words that make such an option harmless: a negation (`--no-delete`, `--keep-…`, `--skip-…`),
/// a preview (`--delete-dry-run`), or an object that is rebuilt or is the source text's own
/// (`--reset-cache`, `--purge-cache`, `--remove-unused-imports`, `--clear-screen`).
const HARMLESS_WORDS: &[&str] = &[
    "no",
    "not",
    "dont",
    "keep",
    "skip",
    "without",
    "dry",
    "preview",
    "cache",
    "caches",
    "unused",
    "imports",
    "import",
    "variables",
    "comments",
    "whitespace",
    "screen",
    "orphans",
    "trailing",
];

/// The words of a name, lower case: split at anything but letters and digits and at camel-case
/// humps (`deleteAll` is `delete all`, `npmAuthToken` is `npm auth token`).
pub(crate) fn name_words(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in name.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut cur = String::new();
        let mut prev_lower = false;
        for c in part.chars() {
            if c.is_ascii_uppercase() && prev_lower && !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
            cur.push(c.to_ascii_lowercase());
        }
        if !cur.is_empty() {
            out.push(cur);
        }
    }
    out
}

/// The first option (before `--`) that destroys what it names: a long option (`--delete`,
/// `--delete-all=true`) or a single-dash word of one (`-delete`, `-purge`), whose words hold a
/// destroying verb and no negation, preview or rebuilt object. For a program no table knows.
pub(crate) fn destructive_option(args: &[String]) -> Option<&str> {
    args.iter()
        .take_while(|a| *a != "--")
        .map(String::as_str)
        .find(|a| {
            let name = a.split_once('=').map_or(*a, |(n, _)| n);
            let bare = if let Some(long) = name.strip_prefix("--") {
                long
            } else if let Some(short) = name.strip_prefix('-') {
                // A single dash joins short flags (`-rf`); only a whole word is an option's name.
                if short.len() < 4 {
                    return false;
                }
                short
            } else {
                return false;
            };
            let words = name_words(bare);
            words.iter().any(|w| DESTROY_WORDS.contains(&w.as_str()))
                && !words.iter().any(|w| HARMLESS_WORDS.contains(&w.as_str()))
        })
}

/// Words of an option that throw away, alone or with `force`/`all` (`--purge`, `--wipe`,
/// `--drop`, `--reset`, `--hard`, `--force-reset`, `--drop-all`), for any program, known or not.
/// Not `--delete`, `--remove` or `--prune` alone: known programs use them for what is recreated
/// or named elsewhere (`git fetch --prune`, `conda env update --prune`).
const DISCARD_ALONE: &[&str] = &[
    "drop",
    "reset",
    "truncate",
    "wipe",
    "purge",
    "destroy",
    "erase",
    "nuke",
    "obliterate",
    "flush",
    "flushall",
    "flushdb",
    "hard",
    "dropall",
    "purgeall",
];
/// Words that only strengthen such an option (`--force-reset`, `--purge-all`).
const DISCARD_QUALIFIERS: &[&str] = &["force", "all", "everything", "yes"];
/// Objects that hold data (`--delete-data`, `--remove-volumes`, `--drop-database`,
/// `--renew-anon-volumes`, `-wipe-data`).
const DATA_WORDS: &[&str] = &[
    "data",
    "volume",
    "volumes",
    "database",
    "databases",
    "db",
    "dbs",
    "storage",
    "state",
    "disk",
    "disks",
    "keyspace",
    "schema",
    "schemas",
    "table",
    "tables",
    "bucket",
    "buckets",
    "collection",
    "collections",
    "store",
];
/// Verbs that, with an object that holds data, throw it away: the destroying words, and
/// `clear`, `renew` (`--clear-data`, `--renew-anon-volumes`).
const DATA_VERBS: &[&str] = &["clear", "renew", "recreate"];
/// What a stop keeps unless told not to (`supabase stop --no-backup`).
const KEPT_WORDS: &[&str] = &["backup", "backups"];
const NEGATIONS: &[&str] = &["no", "skip", "without", "dont", "disable"];
/// Subcommands that stop or tear down a local stack (`down`, `stop`, `delete`, `destroy`).
const TEARDOWN_VERBS: &[&str] = &[
    "stop",
    "down",
    "delete",
    "destroy",
    "halt",
    "rm",
    "remove",
    "teardown",
    "kill",
    "uninstall",
    "poweroff",
    "shutdown",
    "terminate",
];
/// Options of a teardown that take its data or images with it (`down -v`, `down --volumes`,
/// `down --rmi all`, `stop --clean`).
const TEARDOWN_OPTIONS: &[&str] = &["-v", "--volumes", "--rmi", "--clean", "--clean-all"];

/// Words of a subcommand that takes migrations back (`migrate:rollback`, `db:migrate:undo`,
/// `down`, `downgrade`, `revert`): one step back is the development loop, every step back
/// empties the database.
const ROLLBACK_WORDS: &[&str] = &["rollback", "down", "undo", "revert", "downgrade", "unapply"];
/// What makes a rollback take back every migration: an `--all` option (`knex migrate:rollback
/// --all`, golang-migrate's `down -all`), or an `all` in the subcommand or its target
/// (`db:migrate:undo:all`, `down all`), or the first revision (`downgrade base`, `down-to 0`).
const ROLLBACK_EVERYTHING: &[&str] = &["all", "base", "0", "zero"];

/// Whether `words` (a command's positional words) and `args` take back every migration: a
/// rollback word among the first three words and [`ROLLBACK_EVERYTHING`] in the same word,
/// in a later one, or as an option (`--all`, `-all`).
fn rolls_back_everything<'a>(words: &[&str], args: &'a [String]) -> Option<&'a str> {
    let at = words.iter().take(3).position(|w| {
        name_words(w)
            .iter()
            .any(|p| ROLLBACK_WORDS.contains(&p.as_str()))
    })?;
    let target = words.iter().skip(at).take(2).any(|w| {
        name_words(w)
            .iter()
            .any(|p| ROLLBACK_EVERYTHING.contains(&p.as_str()))
    });
    let option = args
        .iter()
        .take_while(|a| *a != "--")
        .find(|a| matches!(a.as_str(), "--all" | "-all"));
    if target {
        return args
            .iter()
            .map(String::as_str)
            .find(|a| words.get(at) == Some(a));
    }
    option.map(String::as_str)
}

/// The option that throws away what a command keeps, for any program, known or unknown, before
/// `--`: one that only names throwing away (`--purge`, `--wipe`, `--drop`, `--reset`, `--hard`,
/// `--force-reset`), one that destroys a thing holding data (`--delete-data`,
/// `--remove-volumes`, `--drop-database`, `--renew-anon-volumes`), one that skips the backup a
/// stop keeps (`--no-backup`), or, when `words` (the command's positional words) hold a
/// teardown (`stop`, `down`, `delete`), its volumes, images or state (`-v`, `--volumes`,
/// `--rmi`, `--clean`), or a rollback of every migration ([`rolls_back_everything`]). A known
/// table's row never lowers such a command.
pub(crate) fn discarding_option<'a>(words: &[&str], args: &'a [String]) -> Option<&'a str> {
    if let Some(found) = rolls_back_everything(words, args) {
        return Some(found);
    }
    let teardown = words
        .iter()
        .take(3)
        .any(|w| TEARDOWN_VERBS.contains(&w.to_ascii_lowercase().as_str()));
    args.iter()
        .take_while(|a| *a != "--")
        .map(String::as_str)
        .find(|a| {
            let name = a.split_once('=').map_or(*a, |(n, _)| n);
            if teardown && TEARDOWN_OPTIONS.contains(&name) {
                return true;
            }
            let bare = if let Some(long) = name.strip_prefix("--") {
                long
            } else if let Some(short) = name.strip_prefix('-') {
                if short.len() < 4 {
                    return false;
                }
                short
            } else {
                return false;
            };
            let words = name_words(bare);
            let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
            if has(NEGATIONS) {
                return has(KEPT_WORDS);
            }
            if has(HARMLESS_WORDS) {
                return false;
            }
            let alone = !words.is_empty()
                && has(DISCARD_ALONE)
                && words.iter().all(|w| {
                    DISCARD_ALONE.contains(&w.as_str()) || DISCARD_QUALIFIERS.contains(&w.as_str())
                });
            alone || (has(DATA_WORDS) && (has(DESTROY_WORDS) || has(DATA_VERBS)))
        })
}

/// Programs that run the project's named scripts or targets, and the rows of theirs that run
/// one (`npm run NAME`, `pnpm NAME`, `make NAME`, `composer run-script NAME`); `None` is a
/// command no row of the program names (its `otherwise`).
const SCRIPT_RUNNERS: &[&str] = &[
    "rake",
    "npm",
    "pnpm",
    "yarn",
    "bun",
    "make",
    "gmake",
    "just",
    "composer",
    "deno",
    "cargo-make",
    "makers",
    "task",
    "go-task",
    "mise",
];
const SCRIPT_ROWS: &[Option<&str>] = &[
    None,
    Some("run"),
    Some("run-script"),
    Some("*"),
    Some("task"),
];
/// Words of an option's destroying name that a script's or target's name may use for a chore
/// that keeps the data (`delete-branch`, `remove-stale`, `prune`): the rest of
/// [`DESTROY_WORDS`] throw data away in a name too (`db:reset`, `reset-db`, `drop_tables`,
/// `redis:flush`, `wipe`); not `clean`, which removes what a build makes.
const SCRIPT_SPARED_WORDS: &[&str] = &[
    "delete",
    "remove",
    "prune",
    "deleteall",
    "removeall",
    "purgeall",
];

/// Verbs a script's name uses for emptying what it names (`clean`, `clear`, `empty`): with a
/// word naming data ([`DATA_WORDS`], [`QUEUE_WORDS`]) they throw it away (`clean-db`,
/// `resque:clear`, `jobs:clear`), alone they remove what a build makes (`clean`).
const EMPTYING_VERBS: &[&str] = &["clean", "clear", "empty"];
/// Words naming a job queue or a vector store, whose entries are data (`sidekiq:clear`,
/// `clear_queues`, `reset_vectorstore`).
const QUEUE_WORDS: &[&str] = &[
    "queue",
    "queues",
    "jobs",
    "job",
    "sidekiq",
    "resque",
    "celery",
    "redis",
    "vectorstore",
    "vectors",
    "embeddings",
    "index",
    "indexes",
    "indices",
];

/// Whether a script's or module's name throws data away: a destroying word of
/// [`DESTROY_WORDS`] (not one [`SCRIPT_SPARED_WORDS`] names, nor with a harmless word), or an
/// emptying verb with a word naming data (`clean-db`, `resque:clear`, `drop_index`).
pub(crate) fn name_destroys_data(name: &str) -> bool {
    let words = name_words(name);
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    if has(HARMLESS_WORDS) {
        return false;
    }
    let destroys = words
        .iter()
        .any(|w| DESTROY_WORDS.contains(&w.as_str()) && !SCRIPT_SPARED_WORDS.contains(&w.as_str()));
    destroys || (has(EMPTYING_VERBS) && (has(DATA_WORDS) || has(QUEUE_WORDS)))
}

/// The project's script or target, run by its runner's row that runs scripts, whose name's
/// words (split at `:`, `-`, `_` and camel humps) throw data away (`npm run db:reset`, `pnpm
/// db:drop`, `make reset-db`, `just wipe`, `composer run-script db-reset`): no yes to the
/// project's builds and tests covers it. A cache's reset (`reset-cache`) is rebuilt, not lost.
pub(crate) fn destroying_script<'a>(
    program: &str,
    row: Option<&str>,
    words: &[&'a str],
) -> Option<&'a str> {
    if !SCRIPT_RUNNERS.contains(&program) || !SCRIPT_ROWS.contains(&row) {
        return None;
    }
    words.iter().copied().find(|w| name_destroys_data(w))
}

/// Verbs of a subcommand that destroys which name nothing destroyed when they name a function
/// or method of code (`gc.collect()`, a form's `clean()`).
const CODE_NEUTRAL_VERBS: &[&str] = &["gc", "clean", "empty"];
/// Verbs of a function or method of code that destroy, besides the subcommands' own
/// (`crate::knowledge::destroys`): joined spellings that are no one word of a subcommand.
const CODE_DESTROY_VERBS: &[&str] = &[
    "flushall",
    "flushdb",
    "rmtree",
    "rmdir",
    "unlink",
    "dropdb",
    "evict",
    "obliterate",
];
/// Objects that make a clearing or resetting call harmless: timers, the screen, an index
/// rebuilt from the data, a test's mocks (`clearTimeout`, `console.clear`, `reset_index`,
/// `clearAllMocks`).
const CODE_HARMLESS_WORDS: &[&str] = &[
    "timeout",
    "interval",
    "immediate",
    "screen",
    "console",
    "line",
    "terminal",
    "index",
    "warnings",
    "mock",
    "mocks",
    "selection",
    "color",
    "colors",
    "style",
    "styles",
];

/// The first function or method the code calls whose name, split into words at camel humps
/// and underscores (`deleteMany` is `delete many`, `destroy_all` is `destroy all`), holds a
/// verb that destroys, flushes, clears, drops, truncates, purges or resets
/// (`Sidekiq::RetrySet.new.clear`, `cache.clear()`, `r.flushdb()`, `db.dropDatabase()`,
/// `shutil.rmtree`, `fs.rmSync`). A name is a call when `.`, `::` or `->` comes before it or
/// `(` after it. The words of unknown programs' destroying subcommands are the same words.
pub(crate) fn destroying_call(code: &str) -> Option<String> {
    let bytes = code.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut i = 0;
    while i < bytes.len() {
        if !bytes.get(i).is_some_and(|b| ident(*b)) {
            i += 1;
            continue;
        }
        let start = i;
        while bytes.get(i).is_some_and(|b| ident(*b)) {
            i += 1;
        }
        let mut name = code.get(start..i).unwrap_or_default();
        let before = code
            .get(..start)
            .unwrap_or_default()
            .trim_end_matches([' ', '\t']);
        let after = code
            .get(i..)
            .unwrap_or_default()
            .trim_start_matches([' ', '\t', '!', '?']);
        let called = before.ends_with('.')
            || before.ends_with("::")
            || before.ends_with("->")
            || after.starts_with('(');
        if !called {
            continue;
        }
        // A Lua script of redis names the command it calls as a string: `redis.call('del', k)`.
        if matches!(name, "call" | "pcall")
            && let Some(quoted) = after
                .strip_prefix('(')
                .map(|r| r.trim_start())
                .and_then(|r| r.strip_prefix(['\'', '"']))
        {
            name = quoted
                .split(|ch: char| !ch.is_ascii_alphanumeric() && ch != '_')
                .next()
                .unwrap_or_default();
        }
        let words = name_words(name);
        let destroys = words.iter().any(|w| {
            (crate::knowledge::destroys(w) && !CODE_NEUTRAL_VERBS.contains(&w.as_str()))
                || CODE_DESTROY_VERBS.contains(&w.as_str())
        });
        if destroys
            && !words
                .iter()
                .any(|w| CODE_HARMLESS_WORDS.contains(&w.as_str()))
        {
            return Some(name.to_owned());
        }
    }
    None
}

/// The words of a configuration command (`config`, `configure`) and the verbs after it that
/// print settings.
const CONFIG_WORDS: &[&str] = &["config", "configure", "configs", "conf"];
const CONFIG_READS: &[&str] = &[
    "get",
    "get-value",
    "show",
    "list",
    "ls",
    "view",
    "print",
    "dump",
    "--get",
    "--get-all",
    "--get-regexp",
    "--list",
    "-l",
];
/// Verbs after a configuration word that change settings (the value written is on the
/// command line already).
const CONFIG_WRITES: &[&str] = &[
    "set",
    "unset",
    "delete",
    "rm",
    "remove",
    "add",
    "edit",
    "--unset",
    "--add",
    "--replace-all",
];

/// Words of a setting's key that say its value is a secret (`npmAuthToken`,
/// `//registry.npmjs.org/:_authToken`, `aws_secret_access_key`, `oauth_token`, poetry's
/// `http-basic.pypi`, `pypi-token.pypi`, `global.password`, git's `http.extraheader`).
const SECRET_KEY_WORDS: &[&str] = &[
    "token",
    "tokens",
    "authtoken",
    "password",
    "passwd",
    "secret",
    "secrets",
    "auth",
    "oauth",
    "credential",
    "credentials",
    "apikey",
    "basic",
    "authorization",
    // git's `http.extraheader`, where a CI checkout keeps its `AUTHORIZATION: basic …` header.
    "extraheader",
];

/// Whether a setting's key names a secret: one of [`SECRET_KEY_WORDS`], or `api` and `key`,
/// or `private` and `key`. git's `credential.*` section names the helper program and the
/// user, not a secret (`git config --get credential.helper` prints `osxkeychain`).
fn key_names_secret(program: &str, key: &str) -> bool {
    let mut words = name_words(key);
    if program == "git" && words.first().is_some_and(|w| w == "credential") {
        words.retain(|w| w != "credential");
    }
    let has = |w: &str| words.iter().any(|x| x == w);
    words.iter().any(|w| SECRET_KEY_WORDS.contains(&w.as_str()))
        || (has("key") && (has("api") || has("private")))
}

/// The key a configuration command prints whose name says it is a secret, for any program:
/// `X config get|show|list|view KEY`, `git config --get KEY`, or a configuration word with the
/// key alone (`poetry config http-basic.pypi`, `composer config github-oauth.github.com`).
/// A command that sets is not one; nor is a listing of every setting, which npm (`(protected)`),
/// pnpm (its listing censors protected settings) and yarn 2+ (redacted unless
/// `--no-redacted`, judged elsewhere) mask, except yarn 1's `yarn config list`, which prints
/// the npmrc's `_auth`, `_password` and `_authToken` as they are. The answer says why.
pub(crate) fn config_prints_secret(argv: &[String]) -> Option<String> {
    let program = argv
        .first()
        .and_then(|p| p.rsplit('/').next())
        .unwrap_or_default();
    let at = argv
        .iter()
        .enumerate()
        .skip(1)
        .take(3)
        .find(|(_, a)| CONFIG_WORDS.contains(&a.as_str()))
        .map(|(i, _)| i)?;
    let rest = argv.get(at + 1..).unwrap_or_default();
    if rest.iter().any(|a| CONFIG_WRITES.contains(&a.as_str())) {
        return None;
    }
    let reads = rest.iter().any(|a| CONFIG_READS.contains(&a.as_str()));
    let keys: Vec<&str> = rest
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with('-') && !CONFIG_READS.contains(a))
        .collect();
    // Without a reading verb, only a lone key is a read (`poetry config KEY VALUE` sets).
    if !reads && keys.len() != 1 {
        return None;
    }
    if program == "yarn" && keys.is_empty() && rest.iter().any(|a| a == "list") {
        return Some(
            "`yarn config list` of yarn 1 prints the npmrc's tokens and passwords unmasked".into(),
        );
    }
    keys.into_iter()
        .find(|k| key_names_secret(program, k))
        .map(|k| format!("prints the setting `{k}`, whose name says it holds a secret"))
}

/// Words of an option's name that say it selects where the command acts: the environment,
/// target, stage, workspace, project, account, cluster, context, deployment, profile,
/// namespace, stack, tenant, subscription or gateway (`--target`, `--env-name`, `--aws-profile`,
/// `--gcp-project`, `--kube-context`).
const SELECTOR_WORDS: &[&str] = &[
    "env",
    "environment",
    "target",
    "stage",
    "workspace",
    "project",
    "account",
    "cluster",
    "context",
    "deployment",
    "profile",
    "profiles",
    "namespace",
    "stack",
    "tenant",
    "subscription",
    "gateway",
];

/// Words that make such an option name a file or folder, not a place (`--target-dir`,
/// `--project-dir`, `--profiles-dir`, `--env-file`, `--context-path`).
pub(crate) const FILE_WORDS: &[&str] = &[
    "dir",
    "directory",
    "path",
    "file",
    "files",
    "root",
    "out",
    "output",
    "folder",
    "template",
];

/// Extensions that make an option's value a file (`tsc --project tsconfig.prod.json`,
/// `--env-config prod.yaml`), not the name of a place.
const FILE_EXTS: &[&str] = &[
    "json",
    "jsonc",
    "yml",
    "yaml",
    "toml",
    "ini",
    "cfg",
    "conf",
    "xml",
    "properties",
    "js",
    "mjs",
    "cjs",
    "ts",
    "csproj",
    "fsproj",
    "sln",
    "gradle",
    "kts",
    "sbt",
    "tfvars",
    "hcl",
];

/// Programs whose `--target` names a stage of a container image's build (`docker build
/// --target production`): the image is built here and reaches no service.
pub(crate) const IMAGE_BUILDERS: &[&str] = &["docker", "podman", "buildah", "nerdctl", "buildctl"];

/// Whether a value names a file (a path, or a name with a file's extension).
pub(crate) fn names_file(value: &str) -> bool {
    value.contains('/')
        || value
            .rsplit_once('.')
            .is_some_and(|(_, ext)| FILE_EXTS.iter().any(|e| e.eq_ignore_ascii_case(ext)))
}

/// The value of the argument at `i` when it is an option that selects where the command acts
/// (by [`SELECTOR_WORDS`] in its name, `--target prod`, `--gcp-project=acme-prod`), for any
/// program; `None` for another argument, a file option or value, or an image build's stage.
pub(crate) fn selector_value<'a>(program: &str, args: &'a [String], i: usize) -> Option<&'a str> {
    let a = args.get(i)?;
    // Go's flag package spells long options with one dash (`-env=production`, `-stage prod`):
    // a word of three letters or more after one dash is such an option's name.
    let long = a.strip_prefix("--").or_else(|| {
        a.strip_prefix('-').filter(|n| {
            let name = n.split('=').next().unwrap_or_default();
            name.len() >= 3
                && name
                    .chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '-' || ch == '_')
        })
    })?;
    let (name, attached) = match long.split_once('=') {
        Some((n, v)) => (n, Some(v)),
        None => (long, None),
    };
    let words = name_words(name);
    if !words.iter().any(|w| SELECTOR_WORDS.contains(&w.as_str()))
        || words.iter().any(|w| FILE_WORDS.contains(&w.as_str()))
    {
        return None;
    }
    let stage = IMAGE_BUILDERS.contains(&program)
        && words.iter().any(|w| w == "target")
        && args.iter().any(|w| matches!(w.as_str(), "build" | "bud"));
    if stage {
        return None;
    }
    let value = match attached {
        Some(v) => v,
        None => args.get(i + 1).map(String::as_str)?,
    };
    (!value.starts_with('-') && !names_file(value)).then_some(value)
}

/// Options that name the configuration or environment file a command loads (`alembic -c
/// alembic.prod.ini`, `--config config/production.yaml`, Go's `-config=prod.yaml`,
/// `--env-file .env.production`, `--settings`).
const CONFIG_FILE_OPTIONS: &[&str] = &[
    "-c",
    "--config",
    "-config",
    "--config-file",
    "-config-file",
    "--configfile",
    "--env-file",
    "-env-file",
    "--envfile",
    "--dotenv",
    "--settings-file",
];

/// The file named by the argument at `i` when it is an option naming the configuration or
/// environment file the command loads ([`CONFIG_FILE_OPTIONS`]), given apart or attached.
pub(crate) fn config_file_value(args: &[String], i: usize) -> Option<&str> {
    let a = args.get(i)?;
    let value = if CONFIG_FILE_OPTIONS.contains(&a.as_str()) {
        args.get(i + 1).map(String::as_str)?
    } else {
        let (name, value) = a.split_once('=')?;
        CONFIG_FILE_OPTIONS.contains(&name).then_some(value)?
    };
    (!value.starts_with('-') && names_file(value)).then_some(value)
}

/// Batch-command build tools: one argument may hold several commands (`sbt "clean; test;
/// publish"`, `lein do clean, test`), each with a cross-build prefix (`+publish`, `++2.13.12
/// test`) or a scope (`Docker/publish`, `Test/compile`, `it:test`, mill's `__.publishArtifacts`,
/// `foo.test`).
const BATCH_TOOLS: &[&str] = &["sbt", "mill", "lein"];

/// A batch tool's arguments as the commands they hold, one word each with its own arguments
/// after it: each argument split at `;` (and lein's `,`), each command's first word stripped
/// of its cross-build `+` and its scope (up to the last `/` or `:`, and for mill the last `.`),
/// so the tables' rows see `publish` in `Docker/publish` and `publishSigned` in
/// `'+publishSigned; sonatypeBundleRelease'`. `None` for another program.
pub(crate) fn batch_commands(program: &str, args: &[String]) -> Option<Vec<String>> {
    if !BATCH_TOOLS.contains(&program) {
        return None;
    }
    let mut out = Vec::new();
    for a in args {
        if a.starts_with('-') || a == "--" {
            out.push(a.clone());
            continue;
        }
        let joined = a.replace(" / ", "/");
        let commands = joined.split(|c| c == ';' || (program == "lein" && c == ','));
        for command in commands {
            let mut words = command.split_whitespace();
            // `++ 2.13.12 test`: the cross-build word alone is no command.
            let first = words
                .by_ref()
                .map(|w| w.trim_start_matches('+'))
                .find(|w| !w.is_empty());
            let Some(first) = first else {
                continue;
            };
            // A module named with a trailing `/` runs its default command (mill's
            // `mill.scalalib.SonatypeCentralPublishModule/`): the module's name is the word.
            let first = first.trim_end_matches('/');
            let unscoped = first.rsplit(['/', ':']).next().unwrap_or(first);
            // sbt-native-packager's `Docker/publishLocal` builds the image in the local daemon
            // (as `docker build` does) and publishes nothing: it stays the build it was.
            let scope = first.len() > unscoped.len() + 1;
            let unscoped = if scope
                && first.get(..7).is_some_and(|p| {
                    p.eq_ignore_ascii_case("docker/") || p.eq_ignore_ascii_case("docker:")
                })
                && unscoped == "publishLocal"
            {
                "docker-image-build"
            } else {
                unscoped
            };
            let unscoped = if program == "mill" {
                unscoped.rsplit('.').next().unwrap_or(unscoped)
            } else {
                unscoped
            };
            if !unscoped.is_empty() {
                out.push(unscoped.to_owned());
            }
            out.extend(words.map(str::to_owned));
        }
    }
    Some(out)
}

/// Container engines whose `inspect` of a container prints its configuration.
const ENGINES: &[&str] = &["docker", "podman", "nerdctl"];
/// What an engine's `inspect` may be told to inspect besides a container; the environment is
/// a container's (and an image's build arguments, not read here).
const NOT_CONTAINERS: &[&str] = &["image", "volume", "network", "node", "plugin", "secret"];

/// A container engine's `inspect` that prints a container's environment (`docker inspect api`,
/// `docker container inspect api`, `--format '{{.Config.Env}}'`, `{{json .}}`): its variables
/// hold the service's passwords and keys. A `--format` that picks other fields
/// (`{{.State.Health.Status}}`, `{{.NetworkSettings.IPAddress}}`) prints no environment.
fn container_environment(argv: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if !ENGINES.contains(&program) {
        return None;
    }
    let args = argv.get(1..).unwrap_or_default();
    let words: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with('-'))
        .take(2)
        .collect();
    let inspect = matches!(
        words.as_slice(),
        ["inspect", ..] | ["container", "inspect", ..]
    );
    let typed = args
        .windows(2)
        .any(|w| matches!(w, [t, v] if t == "--type" && NOT_CONTAINERS.contains(&v.as_str())))
        || args.iter().any(|a| {
            a.strip_prefix("--type=")
                .is_some_and(|v| NOT_CONTAINERS.contains(&v))
        });
    if !inspect || typed {
        return None;
    }
    let format = args.iter().enumerate().find_map(|(i, a)| {
        if a == "-f" || a == "--format" {
            args.get(i + 1).map(String::as_str)
        } else {
            a.strip_prefix("--format=")
        }
    });
    let prints_env = format.is_none_or(|f| {
        let compact: String = f.chars().filter(|ch| !ch.is_whitespace()).collect();
        compact.contains("Env")
            || compact.contains(".Config}}")
            || compact.contains("json.}}")
            || compact.contains("{{.}}")
    });
    prints_env.then(|| format!("`{program} inspect` prints the container's environment"))
}

/// Contexts of a container engine that name this machine's own engine.
const LOCAL_CONTEXTS: &[&str] = &[
    "default",
    "desktop-linux",
    "docker-desktop",
    "colima",
    "orbstack",
    "rancher-desktop",
    "rootless",
    "podman-machine-default",
];

/// Whether an engine's address is this machine's (a socket, a named pipe, loopback TCP).
fn local_engine(address: &str) -> bool {
    address.is_empty()
        || address.starts_with("unix://")
        || address.starts_with("npipe://")
        || address.starts_with('/')
        || address
            .strip_prefix("tcp://")
            .is_some_and(crate::knowledge::loopback)
}

/// A container engine's command sent to another machine's engine: `-H`/`--host` or a
/// `DOCKER_HOST` set before it naming an address that is not this machine's
/// (`ssh://deploy@vps`, `tcp://10.0.0.5:2376`), or `--context` naming a context that is not a
/// local engine's. Whatever it runs, lists or removes there is that machine's.
/// A HashiCorp development server (`vault server -dev`, `consul agent -dev`, `nomad agent
/// -dev`: no ACLs, a fixed root token, raw command execution) told by the environment to
/// listen on an address other than the loopback one (`VAULT_DEV_LISTEN_ADDRESS=0.0.0.0:8200`).
fn dev_server_listening(argv: &[String], assignments: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if !matches!(program, "vault" | "consul" | "nomad") {
        return None;
    }
    let dev = argv
        .iter()
        .any(|a| a.trim_start_matches('-') == "dev" || a.starts_with("-dev="));
    let loopback = |v: &str| {
        let host = v.trim_start_matches('[');
        ["127.", "localhost", "::1"]
            .iter()
            .any(|l| host.starts_with(l))
    };
    let listens = assignments.iter().any(|a| {
        a.split_once('=').is_some_and(|(name, value)| {
            (name.ends_with("LISTEN_ADDRESS") || name.ends_with("BIND_ADDR")) && !loopback(value)
        })
    });
    (dev && listens).then(|| format!("{program} -dev"))
}

fn remote_engine(argv: &[String], assignments: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if !ENGINES.contains(&program) && program != "docker-compose" {
        return None;
    }
    let args = argv.get(1..).unwrap_or_default();
    let value = |names: &[&str]| {
        args.iter()
            .take_while(|a| !matches!(a.as_str(), "exec" | "run" | "--"))
            .enumerate()
            .find_map(|(i, a)| {
                names.iter().find_map(|n| {
                    if a == n {
                        args.get(i + 1).map(String::as_str)
                    } else {
                        a.strip_prefix(n).and_then(|r| r.strip_prefix('='))
                    }
                })
            })
    };
    let host = value(&["-H", "--host"]).or_else(|| {
        assignments
            .iter()
            .find_map(|a| a.strip_prefix("DOCKER_HOST="))
    });
    if let Some(h) = host.filter(|h| !local_engine(h)) {
        return Some(format!("runs on the container engine at `{h}`"));
    }
    let context = value(&["--context", "-c"]).or_else(|| {
        assignments
            .iter()
            .find_map(|a| a.strip_prefix("DOCKER_CONTEXT="))
    });
    context
        .filter(|c| !LOCAL_CONTEXTS.contains(c))
        .map(|c| format!("runs on the engine of the context `{c}`"))
}

/// Raw network tools: they send whatever they are given, or listen for anyone.
const RAW_SOCKETS: &[&str] = &["nc", "ncat", "netcat", "telnet", "socat"];
/// Their options that take a value (the port, the source address, the timeout).
const RAW_SOCKET_VALUED: &[&str] = &["-p", "-s", "-w", "-i", "-q", "-x", "-X", "-W", "-T", "-O"];

/// A raw network tool that reaches another machine or opens this one: listening (`nc -l`,
/// `-lvp`, `socat TCP-LISTEN:…`), running a program on the connection (`-e`, `-c`,
/// `EXEC:`), or a host that is not this machine (`nc evil.example 4444`, `socat -
/// TCP:host:80`). A probe of this machine's port (`nc -z localhost 5432`) or of a service of
/// the project's own container network ([`port_probe`]: `nc -z db 5432`) is not one.
fn raw_socket(argv: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if !RAW_SOCKETS.contains(&program) || port_probe(argv) {
        return None;
    }
    let args = argv.get(1..).unwrap_or_default();
    if program == "socat" {
        let up = args.join(" ").to_ascii_uppercase();
        let opens = ["LISTEN", "EXEC:", "SYSTEM:"]
            .iter()
            .any(|w| up.contains(w));
        let remote = args.iter().any(|a| {
            let mut parts = a.split(':');
            let kind = parts.next().unwrap_or_default().to_ascii_uppercase();
            kind.starts_with("TCP") || kind.starts_with("UDP") || kind.starts_with("OPENSSL")
        } && !a.split(':').nth(1).is_some_and(crate::knowledge::loopback));
        return (opens || remote).then(|| "`socat` opens a connection or a listener".to_owned());
    }
    let mut skip = false;
    for (i, a) in args.iter().enumerate() {
        if std::mem::take(&mut skip) {
            continue;
        }
        if let Some(short) = a.strip_prefix('-').filter(|s| !s.starts_with('-')) {
            if short.contains(['l', 'e', 'c']) {
                return Some(format!("`{program} {a}` listens or runs a program"));
            }
            if let Some(why) = proxy_elsewhere(program, short, args.get(i + 1)) {
                return Some(why);
            }
            skip = RAW_SOCKET_VALUED.contains(&a.as_str());
            continue;
        }
        if matches!(
            a.as_str(),
            "--listen" | "--exec" | "--sh-exec" | "--lua-exec"
        ) {
            return Some(format!("`{program} {a}` listens or runs a program"));
        }
        if a.starts_with("--") || a.chars().all(|ch| ch.is_ascii_digit() || ch == '-') {
            continue;
        }
        return (!crate::knowledge::loopback(a) && a != "0.0.0.0")
            .then(|| format!("`{program}` connects to `{a}`"));
    }
    None
}

/// netcat's `-x`: OpenBSD netcat's proxy (`-x evil.example:1080`: the connection is made by
/// that machine, whatever host follows) or ncat's hex dump file (`-x ~/.bashrc`). Its value,
/// glued on (`-x203.0.113.9:1080`) or the next word, must name this machine.
fn proxy_elsewhere(program: &str, short: &str, next: Option<&String>) -> Option<String> {
    let value = &short[short.find('x')? + 1..];
    let value = if value.is_empty() {
        next.map_or("", String::as_str)
    } else {
        value
    };
    (!crate::knowledge::loopback(value))
        .then(|| format!("`{program} -x {value}` goes through another machine or writes a file"))
}

/// The letters a port probe's option cluster may hold: `-z` itself, verbosity, no DNS, UDP,
/// the address family, and a timeout, interval, source port or source address, each with its
/// number or address glued on or in the next word. Anything else keeps the probe from
/// reading: a proxy (`-x evil.example:1080`, `-X connect`, `-P user`: the connection goes
/// to that machine), ncat's hex dump or output file (`-x ~/.bashrc`, `-o f`), a listen or a
/// program (`-l`, `-e`, `-c`). `Some(true)` when the value is the next word.
fn probe_flags(short: &str) -> Option<bool> {
    for (i, ch) in short.char_indices() {
        if "zvnu46dN".contains(ch) {
            continue;
        }
        if !"wpsiq".contains(ch) {
            return None;
        }
        let value = &short[i + ch.len_utf8()..];
        return value
            .chars()
            .all(|v| v.is_ascii_digit() || v == '.' || v == ':')
            .then_some(value.is_empty());
    }
    Some(false)
}

/// netcat's port probe (`nc -z db 5432`, `nc -zv localhost 6379`, `nc -z -w 2 redis 6379`):
/// with `-z` it only checks that the port answers and sends nothing; it listens for nothing
/// and runs nothing (no `-l`, `-e`, `-c`), and its host is this machine or a single name with
/// no dot (a service of the project's own compose network). A dotted name or an address
/// elsewhere is another machine's port.
pub(crate) fn port_probe(argv: &[String]) -> bool {
    let Some(program) = argv.first().and_then(|p| p.rsplit('/').next()) else {
        return false;
    };
    if !matches!(program, "nc" | "ncat" | "netcat") {
        return false;
    }
    let args = argv.get(1..).unwrap_or_default();
    let (mut probe, mut hosts, mut skip) = (false, 0, false);
    for a in args {
        if std::mem::take(&mut skip) {
            continue;
        }
        if let Some(short) = a
            .strip_prefix('-')
            .filter(|s| !s.is_empty() && !s.starts_with('-'))
        {
            let Some(takes_next) = probe_flags(short) else {
                return false;
            };
            probe |= short.contains('z');
            skip = takes_next;
            continue;
        }
        if a.starts_with("--") {
            return false;
        }
        if a.chars().all(|ch| ch.is_ascii_digit() || ch == '-') {
            continue;
        }
        let service = !a.is_empty()
            && !a.contains('.')
            && !a.chars().all(|ch| ch.is_ascii_digit())
            && a.chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '-' || ch == '_');
        if !(crate::knowledge::loopback(a) || service) {
            return false;
        }
        hosts += 1;
    }
    probe && hosts == 1
}

/// Load generators: each sends as many requests as it is told to, as fast as it can.
pub(crate) const LOAD_TOOLS: &[&str] = &[
    "hey",
    "oha",
    "wrk",
    "wrk2",
    "ab",
    "bombardier",
    "vegeta",
    "siege",
    "autocannon",
    "h2load",
    "locust",
    "artillery",
    "k6",
    "ghz",
];
/// Clients that each send one request; in a loop without a bound, a flood.
const REQUEST_CLIENTS: &[&str] = &["curl", "wget", "http", "https", "xh", "gh"];

/// A flood of requests at another machine: a load generator given a URL (or `--host`) that is
/// not this machine (an argument, or a variable of its environment it reads), or a request client in a loop without a written bound aimed elsewhere.
/// Against this machine's own server both are the developer's own test.
fn request_flood(argv: &[String], env: &[String], unbounded: bool) -> Option<String> {
    let runner = argv.first()?.rsplit('/').next()?;
    // A load generator a node package runner fetches and runs (`npx autocannon URL`).
    let run = crate::runners::node_package_run(runner, argv.get(1..).unwrap_or_default());
    let (program, argv) = match &run {
        Some(r) if LOAD_TOOLS.contains(&r.program.as_str()) => {
            (r.program.as_str(), argv.get(r.at..).unwrap_or_default())
        }
        _ => (runner, argv),
    };
    let load = LOAD_TOOLS.contains(&program);
    if !(load || (unbounded && REQUEST_CLIENTS.contains(&program))) {
        return None;
    }
    let args = argv.get(1..).unwrap_or_default();
    // A load tool's script reads its environment (`BASE_URL=https://… k6 run s.js`, as `-e
    // BASE_URL=` hands it): an address there is a target too.
    let env = if load { env } else { &[] };
    let target = args.iter().chain(env).find_map(|a| {
        let url = a.split_once('=').map_or(a.as_str(), |(_, v)| v);
        let url = url.trim_matches(['"', '\'']);
        let is_url = url.starts_with("http://") || url.starts_with("https://");
        (is_url && !crate::knowledge::loopback(url)).then_some(url)
    });
    let api = program == "gh" && args.first().is_some_and(|a| a == "api");
    match target {
        Some(url) if load => Some(format!("`{program}` sends a load of requests to `{url}`")),
        Some(url) => Some(format!(
            "sends requests to `{url}` in a loop without a bound"
        )),
        None if api && unbounded => Some("calls the forge's API in a loop without a bound".into()),
        None => None,
    }
}

/// Names of files that hold a database, a dump or a deployment's state: removing or emptying
/// one (`rm db/production.sqlite3`, `truncate -s 0 app.db`) loses data no build makes again.
const DATA_FILES: &[&str] = &[
    "*.db",
    "*.sqlite",
    "*.sqlite3",
    "*.sqlite3-*",
    "*.db-wal",
    "*.dump",
    "*.sql.gz",
    "*.rdb",
    "*.aof",
    "*.tfstate",
    "*.tfstate.*",
    "backup*",
    "backups",
];

/// A file removed or emptied (`rm`, `unlink`, `truncate`, `shred`) that holds a database, a
/// dump, a backup or a deployment's state ([`DATA_FILES`]), by name anywhere in its path; a
/// test's database (`test.db`, `db/test.sqlite3`) is made again by the tests.
fn data_file_removed(argv: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if !matches!(program, "rm" | "unlink" | "truncate" | "shred") {
        return None;
    }
    argv.get(1..)
        .unwrap_or_default()
        .iter()
        .filter(|a| !a.starts_with('-'))
        .find(|a| {
            let parts: Vec<&str> = a.split('/').filter(|p| !p.is_empty()).collect();
            let test = parts
                .iter()
                .any(|p| name_words(p).iter().any(|w| w == "test" || w == "tests"));
            !test
                && parts.iter().any(|p| {
                    DATA_FILES.iter().any(|g| {
                        airlock_facts::component_matches(g, p)
                            && !(g.starts_with("backup") && is_source_file(p))
                    })
                })
        })
        .map(|a| format!("`{program}` removes or empties `{a}`, which holds data"))
}

/// Extensions of source, script and configuration files: `src/backup.rs` or
/// `scripts/backup-db.sh` is code about backups, not a backup.
const SOURCE_EXTENSIONS: &[&str] = &[
    "rs", "py", "rb", "js", "mjs", "cjs", "ts", "tsx", "jsx", "go", "java", "kt", "php", "sh",
    "bash", "ps1", "pl", "ex", "exs", "cs", "c", "h", "cpp", "swift", "yml", "yaml", "toml", "j2",
    "md", "service", "timer",
];

/// A file name whose extension is a source, script or configuration file's.
pub(crate) fn is_source_file(name: &str) -> bool {
    name.rsplit_once('.').is_some_and(|(_, ext)| {
        SOURCE_EXTENSIONS
            .iter()
            .any(|e| e.eq_ignore_ascii_case(ext))
    })
}

/// A migration run to before the first one (`db:migrate VERSION=0`, `migrate VERSION=0`):
/// every migration taken back, as a rollback of all is.
fn migrates_to_start(argv: &[String]) -> Option<String> {
    let args = argv.get(1..).unwrap_or_default();
    let migrate = args.iter().any(|a| {
        !a.starts_with('-')
            && name_words(a)
                .iter()
                .any(|w| w == "migrate" || w == "migration")
    });
    let to_start = args.iter().find(|a| {
        a.split_once('=').is_some_and(|(n, v)| {
            matches!(n.to_ascii_lowercase().as_str(), "version" | "target" | "to")
                && v.trim_start_matches('0').is_empty()
        })
    })?;
    migrate.then(|| format!("`{to_start}` takes back every migration"))
}

/// Consoles that open the project's database client (`rails dbconsole`, `rails db`,
/// `manage.py dbshell`): SQL fed on their standard input runs as the client's would.
const DB_CONSOLES: &[&str] = &["dbconsole", "dbshell", "db"];
/// Statements that drop or empty data, as the SQL clients' check reads them.
const STDIN_SQL_DESTROYS: &[&str] = &["DROP ", "TRUNCATE", "DELETE FROM"];

/// A database console (by its subcommand, under any runner) fed on its standard input SQL
/// that drops or empties data (`bin/rails dbconsole <<< 'TRUNCATE users'`).
fn console_sql(argv: &[String], stdin: Option<&str>) -> Option<String> {
    let stdin = stdin?;
    // Through a runner (`bundle exec rails dbconsole`, `uv run python manage.py dbshell`).
    let words: Vec<&str> = argv
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with('-'))
        .take(5)
        .collect();
    let console = words.windows(2).any(|w| match w {
        [program, sub] => {
            (DB_CONSOLES.contains(sub) && *sub != "db")
                || (*sub == "db" && program.rsplit('/').next() == Some("rails"))
        }
        _ => false,
    });
    let up = stdin
        .to_ascii_uppercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let stmt = STDIN_SQL_DESTROYS.iter().find(|s| up.contains(*s))?;
    console.then(|| format!("the console runs `{}` fed on its input", stmt.trim()))
}

/// redis commands that remove keys or their members (`DEL`, `UNLINK`, `HDEL`, `XTRIM`…), as
/// SQL's `DELETE` does rows.
const REDIS_REMOVALS: &[&str] = &[
    "DEL",
    "UNLINK",
    "HDEL",
    "SREM",
    "ZREM",
    "LREM",
    "XDEL",
    "XTRIM",
    "LTRIM",
    "ZREMRANGEBYSCORE",
    "ZREMRANGEBYRANK",
    "SWAPDB",
    "FUNCTION",
];
/// redis-cli's options that take a value.
const REDIS_VALUED: &[&str] = &[
    "-h",
    "-p",
    "-a",
    "-n",
    "-u",
    "-s",
    "--user",
    "--pass",
    "--pattern",
    "--count",
    "-r",
    "-i",
];

/// redis-cli given a command that removes keys ([`REDIS_REMOVALS`]), on any server.
fn redis_removal(argv: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if program != "redis-cli" && program != "valkey-cli" {
        return None;
    }
    let args = argv.get(1..).unwrap_or_default();
    let command = args.iter().enumerate().find_map(|(i, a)| {
        let valued = i
            .checked_sub(1)
            .and_then(|j| args.get(j))
            .is_some_and(|p| REDIS_VALUED.contains(&p.as_str()));
        (!a.starts_with('-') && !valued).then_some(a)
    })?;
    let up = command.to_ascii_uppercase();
    REDIS_REMOVALS
        .contains(&up.as_str())
        .then(|| format!("`{command}` removes keys from redis"))
}

/// Programs that copy a whole database out (or back in) in one command.
const DUMP_CLIENTS: &[&str] = &[
    "pg_dump",
    "pg_dumpall",
    "pg_restore",
    "pg_basebackup",
    "mysqldump",
    "mariadb-dump",
    "mongodump",
    "mongorestore",
    "mongoexport",
];

/// A dump or restore of a database on another machine (`pg_dump -h 10.0.0.5 app`,
/// `--host=db.example.com`, a connection URL elsewhere): a whole database copied out of, or
/// into, a server that is not this machine's.
fn remote_dump(argv: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if !DUMP_CLIENTS.contains(&program) {
        return None;
    }
    let args = argv.get(1..).unwrap_or_default();
    let host = args.iter().enumerate().find_map(|(i, a)| {
        if a == "-h" || a == "--host" {
            args.get(i + 1).map(String::as_str)
        } else if let Some(v) = a
            .strip_prefix("--host=")
            .or_else(|| a.strip_prefix("--uri="))
        {
            Some(v)
        } else if a.contains("://") {
            Some(a.as_str())
        } else {
            a.strip_prefix("-h").filter(|v| !v.is_empty())
        }
    })?;
    let url = host.split_once("://").map_or(host, |(_, rest)| rest);
    let authority = url.split('/').next().unwrap_or(url);
    let hostname = authority.rsplit('@').next().unwrap_or(authority);
    let local = crate::knowledge::loopback(hostname) || hostname.starts_with('/');
    (!local).then(|| format!("`{program}` copies a whole database at `{hostname}`"))
}

/// Options of request clients that send a file's contents (`curl -T FILE`, `-d @FILE`,
/// `-F f=@FILE`, `wget --post-file=FILE`, httpie's `@FILE`).
const UPLOAD_OPTIONS: &[&str] = &["-T", "--upload-file", "--post-file", "--body-file"];

/// A request client sending a file to another machine: an upload option, or a data or form
/// value starting with `@` (`-d @backup.sql`, `-F file=@dump.tgz`), with a URL that is not
/// this machine's. The file's name says nothing of what it holds. Its input (`-d @-`, `-T -`)
/// is a file too: whatever the pipe before it read (`git diff | curl --data-binary @- URL`).
fn file_upload(argv: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if !REQUEST_CLIENTS.contains(&program) || program == "gh" {
        return None;
    }
    let args = argv.get(1..).unwrap_or_default();
    let sends = args.iter().enumerate().any(|(i, a)| {
        let name = a.split('=').next().unwrap_or(a);
        UPLOAD_OPTIONS.contains(&name)
            || (matches!(name, "-F" | "--form")
                && args.get(i + 1).is_some_and(|v| v.contains("=@")))
            || (a.starts_with("--data") || a == "-d" || a == "--json")
                && args.get(i + 1).is_some_and(|v| v.starts_with('@'))
            || a.starts_with("-d@")
            || (a.starts_with('@') && program != "curl" && program != "wget")
    });
    let url = args.iter().find(|a| {
        (a.starts_with("http://") || a.starts_with("https://") || a.starts_with("ftp://"))
            && !crate::knowledge::loopback(a)
    })?;
    sends.then(|| format!("`{program}` sends a file to `{url}`"))
}

/// Interpreters that run a project's script or module by its name.
const SCRIPT_INTERPRETERS: &[&str] = &["python", "python3", "ruby", "node", "bun", "deno", "php"];

/// A project's script or module run by an interpreter whose file or module name throws data
/// away ([`name_destroys_data`]: `scripts/reset_vectorstore.py`, `python -m
/// app.scripts.drop_index`), as a runner's script by such a name (`npm run db:reset`) does.
fn destroying_script_file(argv: &[String]) -> Option<String> {
    let program = argv.first()?.rsplit('/').next()?;
    if !SCRIPT_INTERPRETERS.contains(&program) {
        return None;
    }
    let args = argv.get(1..).unwrap_or_default();
    let target = match args.first().map(String::as_str) {
        Some("-m") => args.get(1).map(|m| m.rsplit('.').next().unwrap_or(m)),
        Some(a) if !a.starts_with('-') => {
            let file = a.rsplit('/').next().unwrap_or(a);
            Some(file.split('.').next().unwrap_or(file))
        }
        _ => None,
    }?;
    name_destroys_data(target).then(|| format!("runs `{target}`, whose name says it destroys data"))
}

/// The shapes of dangerous commands this file recognises in any program that a table's row
/// would not raise by itself: a container's environment printed, another machine's container
/// engine, a raw socket to another machine or a listener, a flood of requests, a data file
/// removed, a migration to before the first. Each answer is a row and its reason; the caller
/// always asks.
pub(crate) fn raised(c: &crate::Command) -> Option<(&'static str, String)> {
    let argv = &c.argv;
    container_environment(argv)
        .map(|w| ("secret: a container's environment printed", w))
        .or_else(|| {
            remote_engine(argv, &c.assignments)
                .map(|w| ("remote: another machine's container engine", w))
        })
        .or_else(|| raw_socket(argv).map(|w| ("remote: a raw network connection", w)))
        .or_else(|| {
            dev_server_listening(argv, &c.assignments).map(|w| {
                (
                    "remote: a development server listening beyond this machine",
                    w,
                )
            })
        })
        .or_else(|| {
            let env = [c.exported.as_slice(), c.assignments.as_slice()].concat();
            request_flood(argv, &env, c.unbounded_loop)
                .map(|w| ("flood: requests to another machine", w))
        })
        .or_else(|| {
            production_run(
                argv,
                &[c.exported.as_slice(), c.assignments.as_slice()].concat(),
            )
            .map(|w| ("flood: a load or a test run against a production host", w))
        })
        .or_else(|| data_file_removed(argv).map(|w| ("destructive: a data file removed", w)))
        .or_else(|| migrates_to_start(argv).map(|w| ("destructive: every migration taken back", w)))
        .or_else(|| {
            console_sql(argv, c.stdin.as_deref())
                .map(|w| ("destructive: SQL fed to a database console", w))
        })
        .or_else(|| redis_removal(argv).map(|w| ("destructive: redis keys removed", w)))
        .or_else(|| remote_dump(argv).map(|w| ("remote: a database on another machine copied", w)))
        .or_else(|| file_upload(argv).map(|w| ("exfiltration: a file sent to another machine", w)))
        .or_else(|| {
            url_install(argv).map(|w| ("untrusted code: a package installed from a URL", w))
        })
        .or_else(|| {
            destroying_script_file(argv)
                .map(|w| ("destructive: a script named for destroying data", w))
        })
        .or_else(|| deploying_property(argv).map(|w| ("publishing: a build told to deploy", w)))
        .or_else(|| {
            publishing_script_option(argv).map(|w| ("publishing: a script told to publish", w))
        })
        .or_else(|| remote_model_code(argv, c.stdin.as_deref()))
        .or_else(|| {
            crate::walk::hidden_tool_script(c)
                .map(|w| ("hidden: a tool's shell script from expansion", w))
        })
        .or_else(|| crate::stacktools::stripe_elsewhere(c))
        .or_else(|| {
            crate::runners::terminus_command_unread(argv)
                .map(|w| ("hidden: a command on a Pantheon environment not read", w))
        })
}

/// Words of an option's or a variable's name that say its value is the address a command
/// sends its requests to (`--base-url`, `--host`, `--endpoint`, `BASE_URL`, `API_URL`,
/// `PLAYWRIGHT_BASE_URL`, `TARGET`).
const ADDRESS_WORDS: &[&str] = &[
    "url", "uri", "baseurl", "host", "endpoint", "target", "origin", "server", "domain",
];

/// Of those, the words whose value is an address only as a URL (`--target es2020`, `--target
/// x86_64-unknown-linux-gnu` and `--url-prefix` name other things); a host's and a server's
/// value may be a bare host name.
const URL_ONLY_WORDS: &[&str] = &["url", "uri", "baseurl", "endpoint", "target", "origin"];

/// Options that repeat a command's requests or run them side by side: a load tool's, a
/// script's or a test runner's (`--concurrency 200`, `--requests 50000`, `--repeat-each=25`,
/// `--workers=8`, `--vus`, `--rps`); `-c` and `-n` count only with a number worth a load.
const REPETITION_OPTIONS: &[&str] = &[
    "--concurrency",
    "--requests",
    "--num-requests",
    "--repeat-each",
    "--repeat",
    "--workers",
    "--rps",
    "--qps",
    "--rate",
    "--duration",
    "--vus",
    "--iterations",
    "--threads",
    "--connections",
    "--users",
    "--spawn-rate",
    "--hatch-rate",
    "--loops",
    "--count",
];

/// Words of a command that run a test suite (`playwright test`, `cypress run`, `pytest`,
/// `npm run test:e2e`).
const TEST_SUITE_WORDS: &[&str] = &[
    "test",
    "tests",
    "e2e",
    "playwright",
    "cypress",
    "pytest",
    "jest",
    "vitest",
    "mocha",
    "newman",
    "phpunit",
    "pest",
    "rspec",
    "behave",
    "codeceptjs",
    "wdio",
    "testcafe",
    "nightwatch",
];

/// Words of a host's labels (split at `.` and `-`) that name a development, test, staging or
/// preview deployment (`staging.api.example.com`, `sandbox.api.x.io`, `pr-42.preview.x.app`,
/// Vercel's `app-git-branch-team.vercel.app`), not production.
const NON_PRODUCTION_WORDS: &[&str] = &[
    "dev",
    "develop",
    "development",
    "staging",
    "stage",
    "stg",
    "preview",
    "previews",
    "test",
    "testing",
    "qa",
    "uat",
    "sandbox",
    "demo",
    "local",
    "localhost",
    "review",
    "git",
    "pr",
    "branch",
    "feature",
    "feat",
    "canary",
    "beta",
    "ephemeral",
];

/// Top-level names that are never a production site's: reserved for tests, examples and one's
/// own networks, and `.dev` (development hosts by convention, a stage of one's own).
const NON_PRODUCTION_TLDS: &[&str] = &[
    "test",
    "example",
    "invalid",
    "localhost",
    "local",
    "internal",
    "lan",
    "home",
    "localdomain",
    "dev",
];

/// A command given the address of a production-looking host (an option, a `NAME=VALUE`
/// assignment before it or handed to it, or a URL operand) together with an option that
/// repeats or parallelises its requests, or a test suite pointed at such a host: a flood or a
/// production run, whatever program runs it (a project's own script, `playwright test`). The
/// same command against this machine, the private network, or a dev, staging, preview or
/// test host, and the repetition options with no address, stay as their rows decide.
fn production_run(argv: &[String], assignments: &[String]) -> Option<String> {
    let args = argv.get(1..).unwrap_or_default();
    let host = assignments
        .iter()
        .chain(args)
        .flat_map(|a| a.split(','))
        .filter_map(assigned_address)
        .chain(
            args.iter()
                .enumerate()
                .filter_map(|(i, a)| option_address(a, args.get(i + 1))),
        )
        .find(|h| production_host(h))?;
    let repeated = args
        .iter()
        .enumerate()
        .find(|(i, a)| repetition(a, args.get(i + 1)));
    if let Some((_, option)) = repeated {
        return Some(format!(
            "sends its requests to `{host}`, a production-looking host, with `{option}`: a flood or a production run, asked every time"
        ));
    }
    let suite = argv
        .iter()
        .filter(|a| !a.starts_with('-'))
        .take(5)
        .any(|a| {
            let word = a.rsplit('/').next().unwrap_or(a).to_ascii_lowercase();
            let word = word.split([':', '.']).next().unwrap_or(&word);
            TEST_SUITE_WORDS.contains(&word)
        });
    suite.then(|| {
        format!(
            "runs a test suite against `{host}`, a production-looking host: its tests write to production, asked every time"
        )
    })
}

/// The host a `NAME=VALUE` word gives when its name says an address (`BASE_URL=https://…`).
fn assigned_address(word: &str) -> Option<String> {
    let (name, value) = word.split_once('=')?;
    if name.starts_with('-') || name.contains("://") || name.is_empty() {
        return None;
    }
    address_value(name, value)
}

/// The host an option gives when its name says an address (`--base-url URL`, `--host=H`), or
/// a URL operand's (`https://api.example.com`).
fn option_address(word: &str, next: Option<&String>) -> Option<String> {
    if !word.starts_with('-') {
        return (word.starts_with("http://") || word.starts_with("https://"))
            .then(|| url_host(word))
            .flatten();
    }
    let (name, value) = match word.split_once('=') {
        Some((n, v)) => (n, v),
        None => (word, next.map(String::as_str)?),
    };
    // A value of settings (`--config=baseUrl=https://…,video=false`, `--env
    // API_HOST=…`) names an address as a `NAME=VALUE` word of its own would.
    address_value(name.trim_start_matches('-'), value)
        .or_else(|| value.split(',').find_map(assigned_address))
}

/// The host `value` names when `name`'s last word is an address word ([`ADDRESS_WORDS`]):
/// from a URL, or for a host's or a server's name a bare host name with a letters-only last
/// label (`api.example.com`; never `node18.17`).
fn address_value(name: &str, value: &str) -> Option<String> {
    let lower = name.to_ascii_lowercase().replace('_', "-");
    let last = lower.rsplit('-').next().unwrap_or(&lower);
    let word = ADDRESS_WORDS
        .iter()
        .find(|w| last == **w || last.ends_with(*w))?;
    let value = value.trim_matches(['"', '\'']);
    if value.contains("://") {
        return url_host(value);
    }
    let bare = value
        .split(':')
        .next()
        .unwrap_or(value)
        .to_ascii_lowercase();
    let labels: Vec<&str> = bare.split('.').collect();
    let named = !URL_ONLY_WORDS.contains(word)
        && labels.len() >= 2
        && labels
            .iter()
            .all(|l| !l.is_empty() && l.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '-'))
        && labels
            .last()
            .is_some_and(|l| l.len() >= 2 && l.chars().all(|ch| ch.is_ascii_alphabetic()));
    named.then_some(bare)
}

/// The host of an `http(s)` URL, lower case, without its port or user.
fn url_host(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    let authority = authority.rsplit('@').next()?;
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next()?,
        None => authority.split(':').next()?,
    };
    (!host.is_empty()).then(|| host.to_ascii_lowercase())
}

/// Whether a host looks like a production site's: a public name or address, not this
/// machine's, not the private network's, no word of a non-production deployment in its labels
/// ([`NON_PRODUCTION_WORDS`]), no reserved or development top-level name
/// ([`NON_PRODUCTION_TLDS`]), and no expansion (a value chosen at run time is not read).
fn production_host(host: &str) -> bool {
    if host.contains(['$', '`', '{']) || host == "0.0.0.0" || host == "::" {
        return false;
    }
    if crate::knowledge::loopback(host) || crate::runners::private_host(host) {
        return false;
    }
    let tld = host.rsplit('.').next().unwrap_or(host);
    !NON_PRODUCTION_TLDS.contains(&tld)
        && host.contains('.')
        && !host.split(['.', '-']).any(|w| {
            // A pull request's own deployment: `pr42.x.app`, `pr-42.x.app`.
            let pull = w
                .strip_prefix("pr")
                .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
            NON_PRODUCTION_WORDS.contains(&w) || pull
        })
}

/// Whether an option repeats or parallelises requests ([`REPETITION_OPTIONS`], any value but
/// one), or is `-c`/`-n` with a count worth a load (`-c 50`, `-n 1000`).
fn repetition(word: &str, next: Option<&String>) -> bool {
    let (name, value) = match word.split_once('=') {
        Some((n, v)) => (n, Some(v)),
        None => (word, next.map(String::as_str)),
    };
    let number = value.and_then(|v| v.parse::<u64>().ok());
    match name {
        "-c" => number.is_some_and(|n| n >= 10),
        "-n" => number.is_some_and(|n| n >= 100),
        _ => REPETITION_OPTIONS.contains(&name) && number != Some(1) && number != Some(0),
    }
}

/// Script files by extension: the program or interpreter runs the first of them.
const SCRIPT_EXTENSIONS: &[&str] = &[
    ".py", ".js", ".mjs", ".cjs", ".ts", ".mts", ".rb", ".sh", ".bash", ".pl", ".R", ".r", ".jl",
    ".php", ".lua",
];

/// A script's commands that check, test or show and change nothing.
const CHECKING_COMMANDS: &[&str] = &[
    "check", "test", "lint", "validate", "verify", "plan", "diff", "status", "show", "help",
];

/// Words of a script's option that make it publish what it makes (`--push_to_hub`,
/// `--upload-artifacts`, `--publish`, `--deploy`): the script reaches a registry, a hub or a
/// service, not only the workspace. `release` is left out: it names builds (`--release`).
const PUBLISHING_OPTION_WORDS: &[&str] = &["push", "publish", "upload", "deploy"];

/// A script run with an option that tells it to publish (`python train.py --push_to_hub
/// --hub_model_id org/model`, `node scripts/build.mjs --upload`, `accelerate launch train.py
/// --push-to-hub`): always asked, as the tool's own publish is. An option that turns it off
/// (`--no-push`, `--skip-upload`, `--push_to_hub=false`), or that sets how it publishes with a
/// value (`--max-upload-size 10mb`, `--publish-port 8080`), does not count.
fn publishing_script_option(argv: &[String]) -> Option<String> {
    let at = argv
        .iter()
        .skip(1)
        .position(|a| !a.starts_with('-') && SCRIPT_EXTENSIONS.iter().any(|e| a.ends_with(e)))?;
    // A script's command that checks or shows (`manage.py check --deploy` lists what a deploy
    // needs), or help, publishes nothing.
    let rest = argv.get(at + 2..).unwrap_or_default();
    let checks = rest
        .iter()
        .find(|a| !a.starts_with('-'))
        .is_some_and(|sub| CHECKING_COMMANDS.contains(&sub.as_str()));
    if checks || rest.iter().any(|a| a == "--help" || a == "-h") {
        return None;
    }
    rest.iter().enumerate().find_map(|(i, a)| {
        let body = a.strip_prefix("--")?;
        let next = rest.get(i + 1).filter(|n| !n.starts_with('-'));
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, next.map(String::as_str)),
        };
        let words = name_words(name);
        let value = value.map(str::to_ascii_lowercase);
        let off = words
            .first()
            .is_some_and(|w| matches!(w.as_str(), "no" | "skip" | "without" | "disable" | "dry"))
            || value
                .as_deref()
                .is_some_and(|v| matches!(v, "false" | "0" | "no" | "off" | "none"));
        // The verb alone (`--upload dist/`), a switch (`--push_to_hub=true`), a destination
        // in the name (`--deploy-target`, `--push-to-hub`) or an address as the value
        // (`--upload-path s3://…`) tells it to publish; a setting of its publishing does not
        // (`--max-upload-size 10mb`, `--push-interval 5`, `--publish-port 8080`).
        let switch = words.len() == 1
            || value
                .as_deref()
                .is_none_or(|v| matches!(v, "true" | "1" | "yes" | "on"));
        let destination = words
            .iter()
            .any(|w| PUBLISHING_DESTINATION_WORDS.contains(&w.as_str()))
            || value.as_deref().is_some_and(|v| v.contains("://"));
        (!off
            && (switch || destination)
            && words
                .iter()
                .any(|w| PUBLISHING_OPTION_WORDS.contains(&w.as_str())))
        .then(|| format!("`{a}` tells the script to publish what it makes"))
    })
}

/// Words of a publishing option's name that say where it publishes to (`--push-to-hub
/// org/model`, `--deploy-target staging`, `--upload-dest s3://…`): an option that names its
/// destination publishes whatever value it takes.
const PUBLISHING_DESTINATION_WORDS: &[&str] = &[
    "to",
    "target",
    "dest",
    "destination",
    "hub",
    "registry",
    "remote",
    "bucket",
    "repo",
    "repository",
];

/// Code of a model repository run by the loader (`from_pretrained(…, trust_remote_code=True)`
/// in a script given inline or on standard input, `--trust-remote-code` of a serving or
/// evaluation CLI): the repository's own Python runs on this machine, unread.
fn remote_model_code(argv: &[String], stdin: Option<&str>) -> Option<(&'static str, String)> {
    let inline = argv
        .iter()
        .skip(1)
        .chain(stdin.map(str::to_owned).iter())
        .any(|a| {
            let squeezed: String = a.chars().filter(|ch| !ch.is_whitespace()).collect();
            squeezed.contains("trust_remote_code=True")
        });
    let flag = argv.iter().skip(1).any(|a| {
        let name = a.split_once('=').map_or(a.as_str(), |(n, _)| n);
        let value = a.split_once('=').map_or("true", |(_, v)| v);
        matches!(name, "--trust-remote-code" | "--trust_remote_code")
            && !value.eq_ignore_ascii_case("false")
    });
    (inline || flag).then(|| {
        (
            "untrusted code: a model repository's own code run",
            "`trust_remote_code` runs the model repository's own Python on this machine, unread"
                .to_owned(),
        )
    })
}

/// The last words of a build property's name that make the build deploy, push or publish what
/// it builds when set true (`-Dquarkus.kubernetes.deploy=true`,
/// `-Dquarkus.container-image.push=true`, `-Pdeploy=true`); not `release`, which names the
/// release builds of Maven's and Gradle's profiles (`-Prelease`).
const DEPLOYING_PROPERTIES: &[&str] = &["deploy", "push", "publish", "upload"];

/// The build tools whose `-D`/`-P` words are build properties.
const BUILD_PROPERTY_PROGRAMS: &[&str] = &[
    "mvn", "mvnw", "gradle", "gradlew", "sbt", "ant", "quarkus", "java", "jbang",
];

/// A build given a property (`-D`, or Gradle's `-P` with a value) whose name ends in a word
/// that deploys, pushes or publishes, set true or left bare (`-Dquarkus.openshift.deploy=true`,
/// `-Dquarkus.container-image.push`): the build reaches a cluster or a registry, not only the
/// workspace. A property set false, or a skip (`-Dmaven.deploy.skip=true`), does not.
fn deploying_property(argv: &[String]) -> Option<String> {
    let first = argv.first()?;
    let program = first.rsplit('/').next().unwrap_or(first);
    if !BUILD_PROPERTY_PROGRAMS.contains(&program) {
        return None;
    }
    argv.iter().skip(1).find_map(|a| {
        // Maven's bare `-Pname` activates a profile, not a property: a `-P` counts only with a
        // value (Gradle's `-Pdeploy=true`).
        let (body, bare) = match a.strip_prefix("-D") {
            Some(b) => (b, "true"),
            None => (a.strip_prefix("-P").filter(|b| b.contains('='))?, ""),
        };
        let (name, value) = body.split_once('=').unwrap_or((body, bare));
        let last = name.rsplit(['.', '_', '-']).next().unwrap_or(name);
        let on = value.eq_ignore_ascii_case("true");
        (on && !name.is_empty()
            && DEPLOYING_PROPERTIES
                .iter()
                .any(|d| last.eq_ignore_ascii_case(d)))
        .then(|| format!("`{a}` makes the build deploy, push or publish what it builds"))
    })
}

/// Schemes of database, cache and broker connection URLs (`postgres://`, `mongodb+srv://`,
/// `rediss://`, Turso's `libsql://`): the URL names a server the program connects to.
const DATABASE_SCHEMES: &[&str] = &[
    "postgres",
    "postgresql",
    "mysql",
    "mariadb",
    "mongodb",
    "mongodb+srv",
    "redis",
    "rediss",
    "valkey",
    "libsql",
    "amqp",
    "amqps",
    "clickhouse",
    "cockroachdb",
    "sqlserver",
    "mssql",
    "neo4j",
    "neo4j+s",
    "bolt",
    "nats",
    "kafka",
    "couchdb",
];

/// Database endpoints served over HTTPS by their host and path: Deno KV's remote databases
/// (`https://api.deno.com/databases/<id>/connect`), which `Deno.openKv(url)` opens.
const DATABASE_ENDPOINTS: &[&str] = &["api.deno.com/databases/"];

/// The server of a database connection URL in `word` (alone, or an option's or variable's
/// value: `--database-url=postgres://…`, `DATABASE_URL=…`) when it is not this machine: a host
/// that is not loopback ([`crate::knowledge::loopback`], as [`crate::toolchains::remote_jdbc_url`]
/// judges a JDBC URL) with a dot or a colon in it (a domain name or an address), or a remote
/// database endpoint ([`DATABASE_ENDPOINTS`]). A socket (`postgres:///app`,
/// `postgres://%2Fvar%2Frun/app`), a compose service's name (`db`) and
/// `host.docker.internal` are this machine's.
pub(crate) fn remote_database_url(word: &str) -> Option<&str> {
    let at = word.find("://")?;
    let before = word.get(..at)?;
    let scheme = before
        .rsplit(['=', ' ', '"', '\''])
        .next()
        .unwrap_or(before)
        .to_ascii_lowercase();
    let rest = word.get(at + 3..)?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    let host_port = authority.rsplit('@').next().unwrap_or(authority);
    let host = match host_port.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => host_port.split(':').next().unwrap_or(""),
    };
    let endpoint = matches!(scheme.as_str(), "https" | "wss")
        && DATABASE_ENDPOINTS.iter().any(|e| rest.starts_with(e));
    // A name without a dot (`db`, `redis`) is a service of this machine's compose or cluster
    // network, as the project's own stack names its containers; a production name among them
    // (`prod-db`) is the production checks' business.
    let server = DATABASE_SCHEMES.contains(&scheme.as_str())
        && host.contains(['.', ':'])
        && !host.eq_ignore_ascii_case("host.docker.internal")
        && !crate::knowledge::loopback(host);
    (endpoint || server).then_some(host)
}

/// Words that install what follows them: package managers' and plugin managers' verbs
/// (`pip install`, `wp plugin install`, `composer require`, `code --install-extension`).
const INSTALL_WORDS: &[&str] = &[
    "install",
    "i",
    "add",
    "require",
    "--install-extension",
    "--install-plugin",
    "install-plugin",
    "plugin-install",
    "--install",
];

/// What a direct download of a package, plugin or extension ends with: archives and package
/// formats (`.zip`, `.tgz`, `.whl`, `.gem`, `.vsix`, `.phar`, `.jar`, `.xpi`, `.nupkg`).
const PACKAGE_FILE_ENDINGS: &[&str] = &[
    ".zip", ".tgz", ".tar.gz", ".tar.bz2", ".tar.xz", ".whl", ".gem", ".vsix", ".phar", ".jar",
    ".xpi", ".crx", ".nupkg", ".deb", ".rpm", ".apk", ".egg",
];

/// Hosts that serve the public registries' own package files: a URL there is the registry's
/// reviewed package, as its name is (`files.pythonhosted.org`, WordPress.org's plugin
/// directory).
const REGISTRY_FILE_HOSTS: &[&str] = &[
    "files.pythonhosted.org",
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    "rubygems.org",
    "downloads.wordpress.org",
    "repo.packagist.org",
    "marketplace.visualstudio.com",
    "open-vsx.org",
    "crates.io",
    "static.crates.io",
    "api.nuget.org",
];

/// An installer given a direct download of a package from a web address that is no
/// registry's (`wp plugin install https://…/x.zip`, `pip install https://…/x.whl`, `code
/// --install-extension https://…/x.vsix`, also through a wrapper: `npx wp-env run cli wp plugin
/// install URL`): code from anywhere, installed and often run at once, that no registry
/// reviewed or can take back. The registry's own name (`wp plugin install akismet`) or a
/// file of the workspace is another matter.
fn url_install(argv: &[String]) -> Option<String> {
    let at = argv
        .iter()
        .skip(1)
        .position(|a| INSTALL_WORDS.contains(&a.as_str()))?;
    let url = argv.iter().skip(at + 2).find(|a| {
        let lower = a.to_ascii_lowercase();
        let Some(rest) = ["https://", "http://", "ftp://"]
            .iter()
            .find_map(|s| lower.strip_prefix(s))
        else {
            return false;
        };
        let path = rest.split(['?', '#']).next().unwrap_or(rest);
        let host = path.split('/').next().unwrap_or(path);
        PACKAGE_FILE_ENDINGS.iter().any(|e| path.ends_with(e))
            && !REGISTRY_FILE_HOSTS.contains(&host)
    })?;
    Some(format!(
        "installs the package downloaded from `{url}`, which no registry reviewed"
    ))
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::indexing_slicing,
        reason = "test code: a panic is a failed test"
    )]

    use super::*;

    fn args(s: &[&str]) -> Vec<String> {
        s.iter().map(|a| (*a).to_owned()).collect()
    }

    #[test]
    fn batch_commands_are_split_and_stripped() {
        let cases: &[(&str, &[&str], &[&str])] = &[
            (
                "sbt",
                &["+publishSigned; sonatypeBundleRelease"],
                &["publishSigned", "sonatypeBundleRelease"],
            ),
            (
                "sbt",
                &["clean; test; Docker/publish"],
                &["clean", "test", "publish"],
            ),
            ("sbt", &["Docker / publish"], &["publish"]),
            ("sbt", &["Docker/publishLocal"], &["docker-image-build"]),
            ("sbt", &["docker:publishLocal"], &["docker-image-build"]),
            ("sbt", &["Universal/publishLocal"], &["publishLocal"]),
            (
                "sbt",
                &["++2.13.12 test", "it:test"],
                &["2.13.12", "test", "test"],
            ),
            ("sbt", &["++ 2.13.12 test"], &["2.13.12", "test"]),
            ("sbt", &["testOnly *Spec"], &["testOnly", "*Spec"]),
            ("sbt", &["-J-Xmx2g", "+test"], &["-J-Xmx2g", "test"]),
            ("mill", &["__.publishArtifacts"], &["publishArtifacts"]),
            ("mill", &["foo.test"], &["test"]),
            (
                "mill",
                &["mill.scalalib.SonatypeCentralPublishModule/"],
                &["SonatypeCentralPublishModule"],
            ),
            (
                "lein",
                &["do", "clean,", "test,", "deploy", "clojars"],
                &["do", "clean", "test", "deploy", "clojars"],
            ),
        ];
        for (program, given, want) in cases {
            assert_eq!(
                batch_commands(program, &args(given)),
                Some(args(want)),
                "{program} {given:?}"
            );
        }
        assert_eq!(batch_commands("make", &args(&["a;b"])), None);
    }

    #[test]
    fn selector_values() {
        let v = |p: &str, s: &[&str]| selector_value(p, &args(s), 0).map(str::to_owned);
        assert_eq!(v("dbt", &["--target", "prod"]).as_deref(), Some("prod"));
        assert_eq!(
            v("x", &["--gcp-project=acme-prod"]).as_deref(),
            Some("acme-prod")
        );
        assert_eq!(v("cargo", &["--target-dir", "prod"]), None);
        assert_eq!(v("tsc", &["--project", "tsconfig.prod.json"]), None);
        assert_eq!(v("x", &["--env-file", ".env.prod"]), None);
        assert_eq!(v("x", &["--verbose", "prod"]), None);
    }
}
