//! Built-in command knowledge: read-only programs and the flags that make them otherwise,
//! destructive patterns, secret paths and variables, writes by path, as tables.
//!
//! [`classify`] judges one command: the program's own row first, then the rows that apply to
//! every command (privilege, environment, secrets, redirections). The worst level wins; on a tie
//! the first row found names the verdict.

use std::borrow::Cow;

use airlock_facts::PRIVILEGED;

use crate::toolchains::Kind;
use crate::walk::PROCESS_SUBSTITUTION;
use crate::{Command, Effect, Level, Program, SHELLS, ShellEnv, Spawn, Verdict};

/// What a flag of a read-only program does instead of reading.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flag {
    /// Writes the file named by its value (`sort -o FILE`).
    WritesValue,
    /// Writes the files named by the operands (`sed -i`).
    WritesOperands,
    /// Runs a program or changes the system (`rg --pre`, `date -s`), at this level.
    Runs(Level),
}

/// A read-only program.
struct Reader {
    name: &'static str,
    /// Whether it prints what the files hold (`cat`), rather than facts about them (`ls`, `wc`).
    contents: bool,
    /// Whether its operands are text, not paths (`echo`): they name no file it reads.
    text: bool,
    /// The flags that make it not read-only.
    flags: &'static [(&'static str, Flag)],
}

const fn content(name: &'static str, flags: &'static [(&'static str, Flag)]) -> Reader {
    Reader {
        name,
        contents: true,
        text: false,
        flags,
    }
}

const fn meta(name: &'static str, flags: &'static [(&'static str, Flag)]) -> Reader {
    Reader {
        name,
        contents: false,
        text: false,
        flags,
    }
}

const fn text(name: &'static str, flags: &'static [(&'static str, Flag)]) -> Reader {
    Reader {
        name,
        contents: false,
        text: true,
        flags,
    }
}

/// Programs that only read, with the flags that make them not read-only. `git`, `sed`, `awk`
/// and `find` have rows of their own below as well.
const READERS: &[Reader] = &[
    content("cat", &[]),
    content("head", &[]),
    content("tail", &[]),
    content("grep", &[]),
    content("egrep", &[]),
    content("fgrep", &[]),
    content(
        "rg",
        &[
            ("--pre", Flag::Runs(Level::AlwaysAsk)),
            ("--hostname-bin", Flag::Runs(Level::AlwaysAsk)),
            ("--search-zip", Flag::Runs(Level::AskOnce)),
            ("-z", Flag::Runs(Level::AskOnce)),
        ],
    ),
    content(
        "sed",
        &[
            ("-i", Flag::WritesOperands),
            ("--in-place", Flag::WritesOperands),
        ],
    ),
    content(
        "sort",
        &[
            ("-o", Flag::WritesValue),
            ("--output", Flag::WritesValue),
            ("--compress-program", Flag::Runs(Level::AlwaysAsk)),
        ],
    ),
    content("uniq", &[]),
    content("cut", &[]),
    content("tr", &[]),
    content("nl", &[]),
    content("paste", &[]),
    content("rev", &[]),
    content("tac", &[]),
    content(
        "base64",
        &[("-o", Flag::WritesValue), ("--output", Flag::WritesValue)],
    ),
    content("jq", &[]),
    // yq reads YAML as jq reads JSON; `-i` writes the files it names.
    content(
        "yq",
        &[
            ("-i", Flag::WritesOperands),
            ("--inplace", Flag::WritesOperands),
        ],
    ),
    // xmllint and xmlstarlet read XML as jq reads JSON (`--xpath`, `sel`); xmllint's
    // `--output` writes its value, its `--shell` takes commands that save files, and
    // xmlstarlet's `ed -L` edits the files it names in place.
    content(
        "xmllint",
        &[
            ("--output", Flag::WritesValue),
            ("--shell", Flag::Runs(Level::AskOnce)),
        ],
    ),
    content(
        "xmlstarlet",
        &[
            ("-L", Flag::WritesOperands),
            ("--inplace", Flag::WritesOperands),
        ],
    ),
    // bat prints files as cat does; a pager or a preprocessor it is told to use runs.
    content("bat", &[("--pager", Flag::Runs(Level::AlwaysAsk))]),
    content("batcat", &[("--pager", Flag::Runs(Level::AlwaysAsk))]),
    content("diff", &[]),
    content(
        "xxd",
        &[
            ("-r", Flag::WritesOperands),
            ("-revert", Flag::WritesOperands),
        ],
    ),
    content("od", &[]),
    content("hexdump", &[]),
    // Valgrind's report printers: a profile's contents, as the tool recorded them.
    content("ms_print", &[]),
    content("callgrind_annotate", &[]),
    content("cg_annotate", &[]),
    content("cg_diff", &[]),
    content("strings", &[]),
    content("comm", &[]),
    content("join", &[]),
    content("column", &[]),
    content("fold", &[]),
    // Viewers of scientific data files (HDF5, NetCDF, FITS): each prints what the files hold,
    // as `cat` does, through the same checks of the paths it names. `h5dump -o`/`--ddl` write
    // their output to a file. Not here: `ncks`, `nccopy`, `h5copy`, which write a second file
    // named as an operand.
    content("h5ls", &[]),
    content("h5stat", &[]),
    content("h5diff", &[]),
    content(
        "h5dump",
        &[
            ("-o", Flag::WritesValue),
            ("--output", Flag::WritesValue),
            ("-O", Flag::WritesValue),
            ("--ddl", Flag::WritesValue),
        ],
    ),
    content("ncdump", &[]),
    content("fitsheader", &[]),
    content("fitsinfo", &[]),
    meta(
        "find",
        &[
            ("-fls", Flag::WritesValue),
            ("-fprint", Flag::WritesValue),
            ("-fprint0", Flag::WritesValue),
            ("-fprintf", Flag::WritesValue),
        ],
    ),
    meta("ls", &[]),
    // fd lists files as find does; a command it is told to run on each name runs.
    meta(
        "fd",
        &[
            ("-x", Flag::Runs(Level::AlwaysAsk)),
            ("--exec", Flag::Runs(Level::AlwaysAsk)),
            ("-X", Flag::Runs(Level::AlwaysAsk)),
            ("--exec-batch", Flag::Runs(Level::AlwaysAsk)),
        ],
    ),
    meta(
        "fdfind",
        &[
            ("-x", Flag::Runs(Level::AlwaysAsk)),
            ("--exec", Flag::Runs(Level::AlwaysAsk)),
            ("-X", Flag::Runs(Level::AlwaysAsk)),
            ("--exec-batch", Flag::Runs(Level::AlwaysAsk)),
        ],
    ),
    meta("stat", &[]),
    meta("file", &[]),
    meta("du", &[]),
    meta("df", &[]),
    meta("wc", &[]),
    meta("cmp", &[]),
    meta("sha256sum", &[]),
    meta("sha1sum", &[]),
    meta("md5sum", &[]),
    meta("cksum", &[]),
    meta("realpath", &[]),
    meta("readlink", &[]),
    meta("tree", &[("-o", Flag::WritesValue)]),
    // Line counters measure files as `wc` does; their report files write, and cloc's
    // extractor runs a program.
    meta("tokei", &[]),
    meta(
        "scc",
        &[
            ("-o", Flag::WritesValue),
            ("--output", Flag::WritesValue),
            ("--format-multi", Flag::Runs(Level::AskOnce)),
        ],
    ),
    meta(
        "cloc",
        &[
            ("--report-file", Flag::WritesValue),
            ("--out", Flag::WritesValue),
            ("--sql", Flag::WritesValue),
            ("--write-lang-def", Flag::WritesValue),
            ("--write-lang-def-incl-dup", Flag::WritesValue),
            ("--extract-with", Flag::Runs(Level::AlwaysAsk)),
            ("--count-and-diff", Flag::Runs(Level::AskOnce)),
        ],
    ),
    meta(
        "date",
        &[
            ("-s", Flag::Runs(Level::AlwaysAsk)),
            ("--set", Flag::Runs(Level::AlwaysAsk)),
        ],
    ),
    meta("uname", &[]),
    meta("ps", &[]),
    meta("pgrep", &[]),
    meta("uptime", &[]),
    meta("free", &[]),
    meta("hostname", &[]),
    meta("lsof", &[]),
    meta("whoami", &[]),
    meta("id", &[]),
    meta("nproc", &[]),
    meta("tty", &[]),
    meta("arch", &[]),
    text("echo", &[]),
    text("printf", &[("-v", Flag::Runs(Level::AskOnce))]),
    text("pwd", &[]),
    text("cd", &[]),
    // The folder stack: the walk follows `pushd DIR` and `popd` as it follows `cd`.
    text("pushd", &[]),
    text("popd", &[]),
    text("dirs", &[]),
    text("true", &[]),
    text("false", &[]),
    text("test", &[]),
    text("[", &[]),
    text("expr", &[]),
    text("seq", &[]),
    text("sleep", &[]),
    text("usleep", &[]),
    // Terminal control: `tput cols`, `clear` print a capability or an escape sequence.
    text("tput", &[]),
    text("clear", &[]),
    text("basename", &[]),
    text("dirname", &[]),
    text("numfmt", &[]),
    text("which", &[]),
    text("type", &[]),
    // A limit of the agent's own shell and the commands it starts (`ulimit -c unlimited`).
    text("ulimit", &[]),
];

/// Git subcommands that only read.
const GIT_READ: &[&str] = &[
    "status",
    "log",
    "diff",
    "show",
    "branch",
    "tag",
    "rev-parse",
    "rev-list",
    "ls-files",
    "ls-tree",
    "cat-file",
    "show-ref",
    "blame",
    "describe",
    "shortlog",
    "grep",
    "merge-base",
    "name-rev",
    "count-objects",
    "help",
    "version",
    "check-ignore",
    "check-attr",
    "for-each-ref",
    "cherry",
    "whatchanged",
    "range-diff",
    "show-branch",
    "verify-commit",
    "verify-tag",
];

/// Git subcommands that change the repository's work in progress, locally and recoverably
/// (through the reflog or the remote): one session family. Their destructive spellings
/// (`checkout --`, `reset --hard`, `clean -f`, `branch -D`, `push`) always ask before this
/// list is read, so a grant of the family never covers them.
const GIT_WORK: &[&str] = &[
    "add",
    "commit",
    "stash",
    "checkout",
    "switch",
    "restore",
    "merge",
    "rebase",
    "cherry-pick",
    "revert",
    "mv",
    "rm",
    "tag",
    "branch",
    "fetch",
    "pull",
    "init",
    "clone",
    "worktree",
    "am",
    "apply",
    "notes",
    "submodule",
    "sparse-checkout",
    "bisect",
    "reset",
    "format-patch",
    "archive",
    "lfs",
];

/// `git config` words that change the configuration rather than read it.
const GIT_CONFIG_SETS: &[&str] = &[
    "--add",
    "--unset",
    "--unset-all",
    "--replace-all",
    "--edit",
    "-e",
    "--remove-section",
    "--rename-section",
    "set",
    "unset",
    "edit",
];

/// The grant key of [`GIT_WORK`].
const GIT_FAMILY: &str = "git add/commit/branch";

/// Git's options that make a read-only subcommand run programs or write, anywhere in argv.
const GIT_FLAGS: &[(&str, Flag)] = &[
    ("--output", Flag::WritesValue),
    ("--ext-diff", Flag::Runs(Level::AlwaysAsk)),
    ("--textconv", Flag::Runs(Level::AlwaysAsk)),
    ("--open-files-in-pager", Flag::Runs(Level::AlwaysAsk)),
    ("-O", Flag::Runs(Level::AlwaysAsk)),
];

/// Git configuration keys that name a program git runs: setting one is like `git -c`.
const GIT_EXEC_KEYS: &[&str] = &[
    "alias.",
    "core.pager",
    "core.editor",
    "core.fsmonitor",
    "core.hookspath",
    "core.sshcommand",
    "core.gitproxy",
    "core.askpass",
    "credential.",
    "diff.external",
    "filter.",
    "include.",
    "includeif.",
    "pager.",
    "sequence.editor",
    "gpg.program",
    "uploadpack.packobjectshook",
    ".textconv",
    ".command",
];

/// Interpreters and the flags that give them inline code.
const INLINE_CODE: &[(&str, &[&str])] = &[
    ("python", &["-c"]),
    ("pypy", &["-c"]),
    ("node", &["-e", "--eval", "-p", "--print"]),
    ("bun", &["-e", "--eval", "-p", "--print"]),
    ("deno", &["eval"]),
    ("perl", &["-e", "-E"]),
    ("ruby", &["-e"]),
    ("php", &["-r"]),
    ("elixir", &["-e", "--eval"]),
    ("iex", &["-e", "--eval"]),
    ("erl", &["-eval"]),
    ("lua", &["-e"]),
    ("Rscript", &["-e"]),
    ("julia", &["-e"]),
    ("osascript", &["-e"]),
    ("pwsh", &["-c", "-Command", "-EncodedCommand"]),
    ("powershell", &["-c", "-Command", "-EncodedCommand"]),
];

/// Programs that always ask, by name.
const DESTRUCTIVE_PROGRAMS: &[&str] = &[
    "shred", "mkfs", "wipefs", "fdisk", "sfdisk", "parted", "mkswap", "reboot", "shutdown", "halt",
    "poweroff",
];

/// Programs that write the files their operands name.
const WRITERS: &[&str] = &[
    "tee", "mkdir", "touch", "cp", "mv", "ln", "rmdir", "rm", "unlink", "chmod", "chown", "chgrp",
    "install", "truncate",
];

/// Database clients, whose arguments and standard input are SQL.
const SQL_CLIENTS: &[&str] = &[
    "psql",
    "mysql",
    "mariadb",
    "sqlite3",
    "duckdb",
    "clickhouse-client",
    "cockroach",
    "mongosh",
    "redis-cli",
    "snowsql",
    "snow",
    "bq",
];

/// Statements that drop or empty data.
const SQL_DESTRUCTIVE: &[&str] = &[
    "DROP ",
    "TRUNCATE",
    "DELETE FROM",
    "FLUSHALL",
    "FLUSHDB",
    "DROPDATABASE",
    ".DROP(",
    "DELETEMANY",
    // A table replaced whole, its rows thrown away (Snowflake, BigQuery, Databricks, Hive).
    "CREATE OR REPLACE TABLE",
    "INSERT OVERWRITE",
];

/// Programs that run a package fetched by name: the package is an unknown program.
pub(crate) const PACKAGE_RUNNERS: &[(&str, &[&str])] = &[
    ("npx", &[]),
    ("bunx", &[]),
    ("pnpx", &[]),
    ("uvx", &[]),
    ("pnpm", &["dlx"]),
    ("yarn", &["dlx"]),
    ("bun", &["x"]),
    ("pipx", &["run"]),
    ("npm", &["exec", "x"]),
];

/// Programs that read whole trees (recursively or as archives).
const TREE_READERS: &[&str] = &["rg", "ag", "ack", "tar", "zip", "7z", "rsync", "scp"];

/// Environment variables that change which program runs or make it load other code.
const EXEC_VARS: &[&str] = &[
    "PATH",
    "LD_PRELOAD",
    "LD_LIBRARY_PATH",
    "LD_AUDIT",
    "BASH_ENV",
    "ENV",
    "PROMPT_COMMAND",
    "GIT_CONFIG_PARAMETERS",
    "GIT_CONFIG_COUNT",
    "GIT_CONFIG_GLOBAL",
    "GIT_CONFIG_SYSTEM",
    "GIT_SSH",
    "GIT_SSH_COMMAND",
    "GIT_EXTERNAL_DIFF",
    "GIT_EXEC_PATH",
    "GIT_ASKPASS",
    "SSH_ASKPASS",
    "GIT_PAGER",
    "PAGER",
    "GIT_EDITOR",
    "GIT_SEQUENCE_EDITOR",
    // Another repository's configuration (its hooks, filters) or another work tree.
    "GIT_DIR",
    "GIT_WORK_TREE",
    "GIT_COMMON_DIR",
    "EDITOR",
    "VISUAL",
    "MANPAGER",
    "LESSOPEN",
    "NODE_OPTIONS",
    "PYTHONSTARTUP",
    "PYTHONPATH",
    "PERL5OPT",
    "PERL5LIB",
    "RUBYOPT",
    "RUSTC_WRAPPER",
    "CARGO_BUILD_RUSTC_WRAPPER",
];

/// Values of pager and editor variables that run nothing else.
const PLAIN_PAGERS: &[&str] = &["", "cat", "less", "more", "true"];

/// Judges one command by the built-in knowledge.
pub fn classify(c: &Command, env: &ShellEnv<'_>) -> Verdict {
    // A secret file made from its template where none exists yet: its arguments name a secret
    // file, which it creates and does not read.
    let template = crate::services::template_copy(c, env);
    let mut worst = own_verdict(c, env, template.as_ref());
    crate::frameworks::test_database(c, &mut worst);
    if let Some(file) = &c.runs_download {
        worst = ask(
            "destructive: downloaded file run",
            format!("runs `{file}`, which an earlier command downloaded: it runs unread"),
        );
    }
    let before = [privilege(c), exec_vars(c), source_vars(c), secret_vars(c)];
    let after = [
        reveal_flags(c),
        floods(c, &worst, env).or_else(|| crate::devtools::other_kubeconfig(c, &worst)),
        crate::appstacks::key_printing(c),
        disk_filler(c),
        crate::untrusted::untrusted_code(c).or_else(|| crate::hpc::module_code(c)),
        config_secret(c).or_else(|| configuration_searched_for_secrets(c)),
        crate::recall::raised(c).map(|(row, why)| ask(row, why)),
        crate::services::search_prints_secrets(c, env),
        crate::services::settings_search(c, env),
        deno_package(c).or_else(|| clean_removes_a_key(c, env)),
    ];
    let redirects = redirects(c, env);
    // Whether the command only reads, but for the secrets it names: nothing else asks, and it
    // writes no file (a copy in `/tmp` is a write too).
    let reads_only = worst.level == Level::Allow
        && worst.effect == Effect::Read
        && c.redirects
            .iter()
            .all(|r| !r.write || r.target == "/dev/null")
        && before
            .iter()
            .chain(&after)
            .flatten()
            .chain(&redirects)
            .all(|v| v.level == Level::Allow);
    let secret = secret_args(c, env, reads_only).filter(|_| template.is_none());
    let general = before.into_iter().chain([secret]).chain(after).flatten();
    // Whether a check beside the program's own knowledge always asks (a secret named, a
    // privilege, a redirection outside): it keeps asking inside a local VM too.
    let mut beside = false;
    for v in general.chain(redirects) {
        beside |= v.level == Level::AlwaysAsk;
        if v.level > worst.level {
            worst = v;
        }
    }
    // A GET of a public page without credentials (the web read family) only reads, as the
    // web fetch tool's GET of the same page does, whichever environment its host names
    // (`curl -s https://api-prod.example.com/healthz`): the production rule is for what writes.
    let web_read = worst.grant.as_deref() == Some(crate::WEB_READ_FAMILY);
    if worst.level < Level::AlwaysAsk
        && !web_read
        && let Some(v) = production(c, &worst)
    {
        worst = v;
    }
    if let Some(v) = run_elsewhere(c, &worst) {
        worst = v;
    }
    crate::migrations::own_target(c, &mut worst);
    if let Some(v) = crate::outward::outward_action(c, &worst) {
        worst = v;
    }
    if let Some(v) = crate::localstacks::every_interface_server(c, &worst) {
        worst = v;
    }
    if let Some(v) = crate::appstacks::repeated(c, &worst) {
        worst = v;
    }
    crate::services::in_container(c, env, &mut worst);
    crate::services::project_compose_command(c, env, &mut worst);
    elsewhere(c, &mut worst, beside, env);
    crate::tunnels::raise(c, env, &mut worst);
    worst.command.clone_from(&c.text);
    worst
}

/// A command not yet always asked whose work lands beyond the project's own: its code run
/// against another machine's database, a browser test run against a live site, a migration
/// of a shared or deployed database (`migrations::shared_target`).
fn run_elsewhere(c: &Command, worst: &Verdict) -> Option<Verdict> {
    if worst.level >= Level::AlwaysAsk {
        return None;
    }
    remote_database_run(c, worst)
        .or_else(|| browser_tests_elsewhere(c))
        .or_else(|| crate::migrations::shared_target(c, worst))
}

/// A command that runs on another machine than this one: inside one of the project's local
/// virtual machines (`localops::in_vm`), or on a machine a remote shell reaches
/// (`remote::on_other_machine`). `beside` says whether a check other than the program's own
/// knowledge always asks.
fn elsewhere(c: &Command, worst: &mut Verdict, beside: bool, env: &ShellEnv<'_>) {
    crate::localops::in_vm(c, worst, beside);
    crate::remote::on_other_machine(c, worst, env);
}

/// The command's own verdict, before the checks beside it: a template's copy, a credential's
/// output handed to one local command (`stacktools::neon_connection_fed`), else the program's.
fn own_verdict(c: &Command, env: &ShellEnv<'_>, template: Option<&Verdict>) -> Verdict {
    let mut v = template
        .cloned()
        .or_else(|| crate::stacktools::neon_connection_fed(c, env))
        .unwrap_or_else(|| program_verdict(c, env));
    // The target its variables name joins the key of a client's own row (`PGHOST=db psql`).
    crate::targets::with_variables(c, &mut v);
    v
}

/// A flood of processes or jobs: a fork bomb or unbounded background jobs (`process_flood`), a
/// cluster job under a reserved allocation or an array past any machine (`hpc::allocation`),
/// or an endless loop of network calls (`network_flood`).
fn floods(c: &Command, worst: &Verdict, env: &ShellEnv<'_>) -> Option<Verdict> {
    process_flood(c)
        .or_else(|| crate::hpc::allocation(c, env))
        .or_else(|| network_flood(c, worst))
}

/// The project's code (a command of the project family, or a program no table knows) given
/// the connection URL of a database on another machine, as an argument or an option's value
/// (`deno run -A scripts/backfill.ts https://api.deno.com/databases/…`,
/// `node seed.js postgres://app@db.example.com/app`): it reads and writes that database, a
/// deployed one, whatever the script is named; as a migration tool given another machine's
/// JDBC URL always asks. A URL of this machine (`localhost`, a socket) is the project's own.
fn remote_database_run(c: &Command, worst: &Verdict) -> Option<Verdict> {
    let project = worst.grant.as_deref() == Some(crate::toolchains::PROJECT_FAMILY)
        || worst.row.starts_with("unknown");
    if !project {
        return None;
    }
    // A variable set before it (`AIRFLOW_CONN_X=postgres://…`) is the project's configuration
    // of a connection, judged by the stage it names (`production_variable`), not here.
    let host = c
        .argv
        .iter()
        .skip(1)
        .find_map(|w| crate::recall::remote_database_url(w))?;
    Some(ask(
        "remote: the project's code run against another machine's database",
        format!(
            "the command runs the project's code with a connection to the database at `{host}`, not this machine's: what it writes there is a deployed database's"
        ),
    ))
}

/// Browser end-to-end test runners, by the words that start a run: they drive a browser
/// through the site they are given, clicking, filling in and submitting as a user would.
const BROWSER_TEST_RUNNERS: &[&[&str]] = &[
    &["playwright", "test"],
    &["cypress", "run"],
    &["cypress", "open"],
    &["wdio", "run"],
    &["testcafe"],
    &["nightwatch"],
    &["codeceptjs", "run"],
];

/// A browser end-to-end run ([`BROWSER_TEST_RUNNERS`], directly or through a runner's
/// `exec`) given the address of a site that is not this machine, in a variable set before it
/// (`BASE_URL=https://app.example.com`, `PLAYWRIGHT_BASE_URL`, `CYPRESS_BASE_URL`) or in an
/// option's value (`--config baseUrl=https://…`, `--base-url https://…`): its tests act on
/// that live site, so it leaves the project's family and asks once per site (the address's
/// host and port), a yes covering only runs against the same site; a site given with
/// credentials always asks. A local address (`http://localhost:3000`) is the project's own
/// tests.
fn browser_tests_elsewhere(c: &Command) -> Option<Verdict> {
    let runs = BROWSER_TEST_RUNNERS.iter().any(|runner| {
        c.argv.windows(runner.len()).any(|w| {
            w.iter()
                .zip(runner.iter())
                .all(|(word, r)| word.rsplit('/').next() == Some(*r))
        })
    });
    if !runs {
        return None;
    }
    let site = c.assignments.iter().chain(&c.argv).find_map(|w| {
        let at = w.find("http://").or_else(|| w.find("https://"))?;
        let url = w.get(at..)?;
        (!loopback(url)).then_some(url)
    })?;
    // The authority, up to the first character none holds (a path, a quote, a brace).
    let host: String = site
        .split("://")
        .nth(1)
        .unwrap_or(site)
        .chars()
        .take_while(|ch| ch.is_ascii_alphanumeric() || ".-_:@[]%".contains(*ch))
        .collect();
    let why = format!(
        "the project's browser tests drive the site at `{host}`, not this machine's: they click, fill in and submit there as a user would"
    );
    if host.contains('@') {
        return Some(ask("remote: browser tests run against another site", why));
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        "remote: browser tests run against another site",
        format!("{why}; one approval covers runs against `{host}` for the session"),
    );
    v.grant = Some(format!("browser tests against {host}"));
    Some(v)
}

/// Variables that choose the environment (and so the databases, queues and accounts) a
/// program works with.
const ENV_SELECTORS: &[&str] = &[
    "RAILS_ENV",
    "RACK_ENV",
    "APP_ENV",
    "NODE_ENV",
    "MIX_ENV",
    "FLASK_ENV",
    "DJANGO_SETTINGS_MODULE",
    "DJANGO_CONFIGURATION",
    "DJANGO_ENV",
    "ASPNETCORE_ENVIRONMENT",
    "DOTNET_ENVIRONMENT",
    "SPRING_PROFILES_ACTIVE",
    "QUARKUS_PROFILE",
    "MICRONAUT_ENVIRONMENTS",
    "ENVIRONMENT",
    "ENV_NAME",
    "STAGE",
    "DEPLOY_ENV",
    "TF_WORKSPACE",
    "AWS_PROFILE",
    "CLOUDSDK_ACTIVE_CONFIG_NAME",
    "CLOUDSDK_CORE_PROJECT",
    "KUBECONTEXT",
];

/// The last word of a variable's name (split at `_` and `.`) that makes it choose the
/// environment, for any program, beside the names of [`ENV_SELECTORS`]: `ENV`, `APP_STAGE`,
/// `DEPLOY_TARGET`, `PROFILE`, `TIER`, `app.settings`.
const ENV_NAME_WORDS: &[&str] = &[
    "ENV",
    "ENVIRONMENT",
    "ENVIRONMENTS",
    "STAGE",
    "TARGET",
    "PROFILE",
    "PROFILES",
    "TIER",
    "SETTINGS",
    "CONFIGURATION",
    // A cluster's namespace or context (`-Dquarkus.kubernetes-client.namespace=shop-prod`,
    // `KUBE_NAMESPACE=prod`).
    "NAMESPACE",
    "CONTEXT",
];

/// Whether a variable's name (in any letter case: `just release env=prd`) chooses the
/// environment a program works with.
fn env_selector_name(name: &str) -> bool {
    let up = name.to_ascii_uppercase();
    ENV_SELECTORS.contains(&up.as_str())
        || up.ends_with("_SETTINGS_MODULE")
        || up
            .rsplit(['_', '.'])
            .next()
            .is_some_and(|w| ENV_NAME_WORDS.contains(&w))
}

/// Whether an environment's name is production or the live one: one of its words (split also
/// at camel-case humps, `config.ProductionConfig`) is `prod`, `production`, `prd` or `live`.
fn names_production_env(value: &str) -> bool {
    crate::recall::name_words(value)
        .iter()
        .any(|w| matches!(w.as_str(), "prod" | "production" | "prd" | "live"))
}

/// The `NAME=VALUE` in a word that sets a variable: a prefix assignment, or an operand that
/// sets one for the program (`make report ENV=prod`, `rake db:migrate RAILS_ENV=production`,
/// `just release env=prd`), bare or as a Java or Gradle property (`-Denv=prod`,
/// `-Pstage=prod`). `None` for a word whose left side is no variable's name.
fn variable_setting(word: &str) -> Option<(&str, &str)> {
    let (name, value) = word.split_once('=')?;
    // A Java or Gradle property's name may hold `-` (`-Dquarkus.kubernetes-client.namespace`);
    // a variable's may not.
    let (name, property) = match name.strip_prefix("-D").or_else(|| name.strip_prefix("-P")) {
        Some(n) => (n, true),
        None => (name, false),
    };
    let mut chars = name.chars();
    let first = chars.next()?;
    ((first.is_ascii_alphabetic() || first == '_')
        && chars.all(|ch| {
            ch.is_ascii_alphanumeric() || ch == '_' || ch == '.' || (property && ch == '-')
        }))
    .then_some((name, value))
}

/// Programs whose operands are text they print, not settings (`echo ENV=prod >> .env`).
const TEXT_PROGRAMS: &[&str] = &["echo", "printf"];

/// Options that choose the environment, settings, profile, stage or cluster context, for any
/// program (`--env=prod`, `--settings=config.settings.production`, `--context prod-eu`,
/// `-Dspring.profiles.active=prod`).
const ENV_OPTIONS: &[&str] = &[
    "--env",
    "--environment",
    "--settings",
    "--profile",
    "--profiles",
    "--context",
    "--kube-context",
    "--stage",
    "--spring.profiles.active",
    "-Dspring.profiles.active",
    // A mobile or desktop build's flavor, scheme or configuration (`flutter run --flavor prod`,
    // `xcodebuild -scheme Production`, `gradle -Pflavor=prod`) picks the production backend
    // and its keys as an environment option does.
    "--flavor",
    "--scheme",
    "-scheme",
    "-Pflavor",
];

/// The options of [`ENV_OPTIONS`] that pick a mobile or desktop build's flavor or scheme: for a
/// build subcommand (`flutter build`), they choose what the artifact holds, not a service.
const BUILD_FLAVOR_OPTIONS: &[&str] = &["--flavor", "--scheme", "-scheme", "-Pflavor"];

/// Options that name the environment for some programs only: Rails', Rack servers' and job
/// runners' `-e`; a cluster's namespace (`kubectl -n prod`).
const ENV_PROGRAM_OPTIONS: &[(&[&str], &[&str])] = &[
    (
        &[
            "rails", "rake", "rackup", "puma", "thin", "unicorn", "sidekiq", "hanami", "padrino",
        ],
        &["-e", "-E"],
    ),
    (
        &["kubectl", "oc", "helm", "helmfile"],
        &["-n", "--namespace"],
    ),
    // Alembic's configuration section (`-n production`) and its `-x` arguments (`-x env=prod`).
    (&["alembic"], &["-n", "--name", "-x"]),
    // Flask's application (`--app wsgi_prod:app`) and the environment file it loads
    // (`-e .env.production`).
    (&["flask"], &["--app", "-A", "-e", "--env-file"]),
    // dbt's and Databricks bundles' target (`-t prod`), which `--target` names in full.
    (&["dbt", "databricks"], &["-t"]),
    // skaffold's profile (`-p prod`), which `--profile` names in full.
    (&["skaffold"], &["-p"]),
    // Ansible's inventory (`-i inventories/production`, a path that names the environment) and
    // the hosts it limits a run to (`-l prod`).
    (
        &["ansible-playbook", "ansible", "ansible-console"],
        &["-i", "--inventory", "-l", "--limit"],
    ),
];

/// Programs whose options are flags before file operands (`mkdir -p prod`, `cp -r prod bak`,
/// `git checkout -b prod`): an operand named `prod` is a folder or a branch, not a selector.
const OPERAND_PROGRAMS: &[&str] = &[
    "git", "tar", "zip", "unzip", "rsync", "find", "sed", "cd", "pushd", "ls", "du",
];

/// Whether the argument at `i` is an option whose whole value is exactly a production name
/// (`-p prod`, `-e production`, `-t PRD`, `--stage=prod`), for any program but those whose
/// options are flags before file operands ([`OPERAND_PROGRAMS`], [`WRITERS`]): an option's
/// value that is nothing but `prod` selects production whatever the option's name.
fn option_is_production(program: &str, args: &[String], i: usize) -> bool {
    if OPERAND_PROGRAMS.contains(&program) || WRITERS.contains(&program) {
        return false;
    }
    let Some(a) = args.get(i) else {
        return false;
    };
    if !a.starts_with('-') || a.len() < 2 || a == "--" {
        return false;
    }
    // An image build's stage (`docker build --target production`) is built here.
    if matches!(
        program,
        "docker" | "podman" | "buildah" | "nerdctl" | "buildctl"
    ) && a.starts_with("--target")
    {
        return false;
    }
    let value = match a.split_once('=') {
        Some((_, v)) if a.starts_with("--") => Some(v),
        Some(_) => None,
        None => args.get(i + 1).map(String::as_str),
    };
    value.is_some_and(|v| {
        let v = v.trim_matches(|ch| ch == '"' || ch == '\'');
        ["prod", "production", "prd"]
            .iter()
            .any(|p| v.eq_ignore_ascii_case(p))
    })
}

/// Whether a value names a production environment: one of its words (split at anything but
/// letters and digits) is `prod`, `production` or `prd`, in any letter case
/// (`config.settings.production`, `prod-eu-1`, `Production`).
pub(crate) fn names_production(value: &str) -> bool {
    value
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .any(|w| {
            ["prod", "production", "prd"]
                .iter()
                .any(|p| w.eq_ignore_ascii_case(p))
        })
}

/// Options whose value names the server, database or connection a program works with, for any
/// program (`--database-url`, `--host db.prod.internal`, Laravel's `--database=mysql_prod`).
const CONNECTION_OPTIONS: &[&str] = &[
    "--database-url",
    "--db-url",
    "--url",
    "--uri",
    "--dsn",
    "--host",
    "--hostname",
    "--server",
    "--endpoint",
    "--endpoint-url",
    "--database",
    "--db",
    "--connection",
    "--redis-url",
    "--broker",
];

/// Database and cache clients, whose `-h` is the server's host (not a help).
const HOST_CLIENTS: &[&str] = &[
    "psql",
    "pg_dump",
    "pg_dumpall",
    "pg_restore",
    "createdb",
    "createuser",
    "dropdb",
    "dropuser",
    "mysql",
    "mariadb",
    "mysqldump",
    "redis-cli",
    "valkey-cli",
    "mongosh",
    "mongo",
    "mongodump",
    "mongorestore",
    "clickhouse-client",
];

/// Parts of a variable's name that say its value is a server, a database or a connection
/// (`DATABASE_URL`, `PGHOST`, `REDIS_DSN`).
const CONNECTION_VAR_PARTS: &[&str] = &[
    "URL", "URI", "DSN", "HOST", "DATABASE", "DB", "REDIS", "CONN", "ENDPOINT", "SERVER", "ADDR",
    "BROKER",
];

/// Whether a value that names a place (a URL, a host, a connection's name) names production:
/// a URL's host, or that of any URL written in the value ([`airlock_facts::url_host`],
/// [`airlock_facts::hosts_in`]: `postgres://u:p@db.prod.internal/app`, whose credentials and
/// path are not the place), or a whole value without a path (`prod-db`, `mysql_prod`,
/// `api.production.acme.io`).
fn place_names_production(value: &str) -> bool {
    let value = value.trim_matches(|ch| ch == '"' || ch == '\'');
    if value.contains("://") {
        return std::iter::once(airlock_facts::url_host(value))
            .chain(airlock_facts::hosts_in(value))
            .any(|u| names_production(&u.host));
    }
    !value.contains('/') && !value.contains(char::is_whitespace) && names_production(value)
}

/// Variables that choose how the project is built as much as where it runs: a build under
/// them (`NODE_ENV=production npm run build`, `MIX_ENV=prod mix compile`) is the project's
/// ordinary production build; anything else under them is production.
const BUILD_MODE: &[&str] = &["NODE_ENV", "MIX_ENV"];

/// Words that make a command a build (`build`, `build:prod`, `compile`).
const BUILD_WORDS: &[&str] = &["build", "build:*", "*:build", "compile", "generate"];

/// Whether the argument at `i` names a production place: a connection option's value
/// (`--database-url`, a database client's `-h`) or a URL operand whose host is production
/// (`psql postgres://u@db.prod.internal/app`).
fn connection_is_production(program: &str, args: &[String], i: usize) -> bool {
    let Some(a) = args.get(i) else {
        return false;
    };
    let value = if CONNECTION_OPTIONS.contains(&a.as_str())
        || (HOST_CLIENTS.contains(&program) && matches!(a.as_str(), "-h" | "-H"))
    {
        args.get(i + 1).map(String::as_str)
    } else {
        CONNECTION_OPTIONS
            .iter()
            .find_map(|o| a.strip_prefix(o).and_then(|r| r.strip_prefix('=')))
    };
    (a.contains("://") && place_names_production(a)) || value.is_some_and(place_names_production)
}

/// Whether a command is given production by a value, indirectly: a variable that names
/// production expanded into its words or environment (`DATABASE_URL=$PROD_DATABASE_URL cmd`,
/// `--url "$PRODUCTION_DB"`), or a connection variable set (or exported) to a production place
/// (`DATABASE_URL=postgres://db.prod…`, `PGHOST=prod-db`).
fn production_by_value(c: &Command, exported: bool) -> bool {
    c.vars.iter().any(|v| names_production(v))
        || c.assignments
            .iter()
            .chain(c.argv.iter().skip(1).filter(|_| exported))
            .any(|a| {
                a.split_once('=').is_some_and(|(n, v)| {
                    let up = n.to_ascii_uppercase();
                    CONNECTION_VAR_PARTS.iter().any(|p| up.contains(p)) && place_names_production(v)
                })
            })
}

/// Mix's tasks that build for the environment they are given and run nothing against it: a
/// release, the digested assets, the dependencies.
const MIX_BUILDS: &[&str] = &[
    "release",
    "assets.deploy",
    "assets.build",
    "phx.digest",
    "deps.get",
    "deps.compile",
];

/// Whether `option` is a build's flavor or scheme (`flutter build apk --flavor prod`): it picks
/// what goes into the artifact the build writes here and reaches no production service;
/// running or installing that flavor does.
fn build_flavor(args: &[String], option: &str) -> bool {
    args.first().is_some_and(|sub| {
        BUILD_WORDS
            .iter()
            .any(|g| airlock_facts::component_matches(g, sub))
    }) && BUILD_FLAVOR_OPTIONS
        .iter()
        .any(|o| option == *o || option.strip_prefix(o).is_some_and(|r| r.starts_with('=')))
}

/// Angular's build configuration (`ng build --configuration production`, `-c production`): it
/// chooses which environment file the bundle is compiled with, written into the workspace's
/// output; nothing is reached or deployed (`ng deploy` keeps its row).
fn build_configuration(program: &str, args: &[String], option: &str) -> bool {
    program == "ng"
        && args.first().is_some_and(|sub| sub == "build")
        && ["-c", "--configuration"]
            .iter()
            .any(|o| option == *o || option.strip_prefix(o).is_some_and(|r| r.starts_with('=')))
}

/// A bundler's compile mode (`webpack --mode production`, `vite build --mode production`, run
/// by name or by a package runner): it chooses how the bundle is minified and which `.env`
/// files are baked into it, written into the workspace's output; nothing is reached. A dev
/// server under that mode (`webpack serve`, `vite --mode production`) keeps the selector.
fn bundle_mode(program: &str, args: &[String], option: &str) -> bool {
    let (program, args) = match program {
        "npx" | "bunx" | "pnpx" => (
            args.first().map_or("", String::as_str),
            args.get(1..).unwrap_or_default(),
        ),
        _ => (program, args),
    };
    let sub = args
        .iter()
        .enumerate()
        .find(|(i, a)| {
            !a.starts_with('-') && (*i == 0 || args.get(i - 1).is_none_or(|p| p != "--mode"))
        })
        .map(|(_, a)| a.as_str());
    let builds = match program {
        "webpack" | "webpack-cli" | "rspack" => !matches!(sub, Some("serve" | "s" | "server")),
        "vite" | "rsbuild" | "rolldown" => sub == Some("build"),
        _ => false,
    };
    builds && (option == "--mode" || option.starts_with("--mode="))
}

/// One rule for a variable that selects the environment, set before the command
/// (`APP_ENV=production ./run.sh`), exported, or handed to it as an operand (`make report
/// ENV=prod`), with a production value; an image build's `--build-arg` only bakes a value into
/// the image built here, and a build under a build-mode variable is the project's own.
fn production_variable(c: &Command, name: &str, exported: bool) -> bool {
    let build = c.argv.iter().skip(1).any(|w| {
        BUILD_WORDS
            .iter()
            .any(|g| airlock_facts::component_matches(g, w))
    }) || (c.argv.first().is_some_and(|p| p == "mix")
        && c.argv
            .get(1)
            .is_some_and(|t| MIX_BUILDS.contains(&t.as_str())));
    let var = |a: &String| {
        variable_setting(a).is_some_and(|(n, v)| {
            env_selector_name(n)
                && names_production_env(v)
                && (exported || !build || !BUILD_MODE.contains(&n))
        })
    };
    let args = c.argv.get(1..).unwrap_or_default();
    let operands = !(OPERAND_PROGRAMS.contains(&name)
        || WRITERS.contains(&name)
        || TEXT_PROGRAMS.contains(&name));
    c.assignments.iter().any(var)
        || ((exported || operands)
            && args.iter().enumerate().any(|(i, a)| {
                let build_arg = crate::recall::IMAGE_BUILDERS.contains(&name)
                    && (a.starts_with("--build-arg=")
                        || i.checked_sub(1)
                            .and_then(|p| args.get(p))
                            .is_some_and(|o| o == "--build-arg"));
                !build_arg && var(a)
            }))
}

/// A command that is not read-only (of `level`) and selects a production environment (an
/// environment variable, an option, a Rails `-e`), or exports such a selector for the
/// commands after it: always asked, whatever family it would be in.
fn production(c: &Command, worst: &Verdict) -> Option<Verdict> {
    let level = worst.level;
    let exported = matches!(
        c.argv.first().map(String::as_str),
        Some("export" | "declare" | "typeset" | "setenv")
    );
    // A production connection's value printed (`echo $PROD_DATABASE_URL`): its URL carries
    // the password, so even a read asks.
    if c.vars.iter().any(|v| {
        let up = v.to_ascii_uppercase();
        names_production(v) && CONNECTION_VAR_PARTS.iter().any(|p| up.contains(p))
    }) {
        return Some(ask(
            "secret: production connection",
            "the command expands a production connection's variable, whose value carries its credentials",
        ));
    }
    if level == Level::Allow && !exported {
        return None;
    }
    // By its file name: a binstub (`bin/rails`) takes the same `-e`.
    let name = c
        .argv
        .first()
        .and_then(|p| p.rsplit('/').next())
        .unwrap_or_default();
    let args = c.argv.get(1..).unwrap_or_default();
    let by_var = production_variable(c, name, exported);
    let by_option = args.iter().enumerate().any(|(i, a)| {
        if build_flavor(args, a)
            || build_configuration(name, args, a)
            || bundle_mode(name, args, a)
            || crate::localops::offline_check(name, args, a)
        {
            return false;
        }
        let own: &[&str] = ENV_PROGRAM_OPTIONS
            .iter()
            .find(|(programs, _)| programs.contains(&name))
            .map_or(&[], |(_, options)| options);
        let value = if own.contains(&a.as_str()) || ENV_OPTIONS.contains(&a.as_str()) {
            args.get(i + 1).map(String::as_str)
        } else {
            ENV_OPTIONS
                .iter()
                .chain(own)
                .find_map(|o| a.strip_prefix(o).and_then(|r| r.strip_prefix('=')))
        };
        // A Spring profile handed through a wrapper (`--args='--spring.profiles.active=prod'`).
        let spring = a
            .split_once("profiles.active=")
            .is_some_and(|(_, v)| names_production(v));
        spring
            || value.is_some_and(names_production_env)
            || crate::recall::selector_value(name, args, i).is_some_and(names_production)
            || crate::recall::config_file_value(args, i)
                .is_some_and(|f| names_production(f.rsplit('/').next().unwrap_or(f)))
            || connection_is_production(name, args, i)
            || option_is_production(name, args, i)
    });
    let offline = crate::localops::offline_command(name, args);
    let by_alias = site_alias_production(name, args);
    let named = named_production(name, &c.argv, worst);
    if offline
        || !(by_var || by_option || by_alias || named.is_some() || production_by_value(c, exported))
    {
        return None;
    }
    // Reads of a chain's public state look, when nothing else selects production.
    let looks = named
        .as_ref()
        .filter(|_| !(by_var || by_option || by_alias));
    Some(production_look(name, args, worst, looks.map_or(&[], |n| n.2)).unwrap_or_else(|| match named {
        Some((row, why, _)) => ask(row, why),
        None => ask(
            "production: environment selected",
            "the command selects a production environment (its databases, queues or accounts) and is not read-only",
        ),
    }))
}

/// A production the command names by a row of its own, with the verbs that only look at it: a
/// chain's main network (`--url mainnet-beta`, whose public state a read looks at,
/// [`crate::chains::CHAIN_READ_VERBS`]), a chain CLI's keypair whose name says production, a
/// tool's live mode ([`LIVE_MODE_FLAGS`]).
type NamedProduction = (&'static str, String, &'static [&'static str]);

/// The production `argv` names by its own row ([`NamedProduction`]), if any. A live mode is
/// read for a program no table knows: a known program's table reads its own (the Shopify CLI's
/// `theme pull --live` of the live theme's files, Vercel's `--prod`).
fn named_production(name: &str, argv: &[String], worst: &Verdict) -> Option<NamedProduction> {
    let args = argv.get(1..).unwrap_or_default();
    // A branch or folder named for the main network (`git checkout -b mainnet-deploy`) is a name.
    let operands = OPERAND_PROGRAMS.contains(&name) || WRITERS.contains(&name);
    let network = crate::chains::main_network(name, args).filter(|_| !operands);
    let network = network.map(|why| {
        let row = "production: a blockchain's main network";
        (row, why, crate::chains::CHAIN_READ_VERBS)
    });
    let none: &'static [&'static str] = &[];
    network
        .or_else(|| {
            crate::chains::production_signer(argv)
                .map(|why| ("production: signs with a production keypair", why, none))
        })
        .or_else(|| {
            let unknown = worst.row.starts_with("unknown");
            let live = live_mode(name, args).filter(|_| unknown);
            live.map(|why| ("production: a tool's live mode", why, none))
        })
}

/// Options that switch a tool to its live or production mode by their presence alone, each
/// with why (`stripe listen --live`, `X webhooks --livemode`, `X deploy --production`, `X
/// --prod`); a value keeps or drops it (`--live=true`, `--prod=false`). An environment named by
/// a value (`--env production`, `-e live`) is [`ENV_OPTIONS`]' and `option_is_production`'s.
const LIVE_MODE_FLAGS: &[(&str, &str)] = &[
    (
        "--live",
        "switches to the live mode (Stripe's and payment CLIs': real charges, real customers' events)",
    ),
    (
        "--livemode",
        "switches to the live mode (real money and real customers)",
    ),
    (
        "--live-mode",
        "switches to the live mode (real money and real customers)",
    ),
    ("--production", "switches to the production mode or target"),
    ("--prod", "switches to the production mode or target"),
];

/// Package managers whose `--prod`/`--production` only choose which dependencies an install, a
/// prune or a listing takes (`npm install --production`, `pnpm licenses list --prod`), not
/// where anything runs.
const DEPENDENCY_SELECTORS: &[&str] = &["npm", "pnpm", "yarn", "bun"];

/// Why a command runs in a tool's live or production mode ([`LIVE_MODE_FLAGS`]), unless the
/// flag is turned off (`--live=false`, `--prod false`), the program is a package manager
/// choosing dependencies ([`DEPENDENCY_SELECTORS`]) or the command is a build, where the flag
/// chooses what the artifact holds (`ng build --prod`).
fn live_mode(name: &str, args: &[String]) -> Option<String> {
    let leading = leading_operands(args);
    let build = leading.iter().any(|w| {
        BUILD_WORDS
            .iter()
            .any(|g| airlock_facts::component_matches(g, w))
    });
    let here = leading
        .iter()
        .flat_map(|w| verb_tokens(w))
        .chain(crate::recall::name_words(name))
        .any(|t| LIVE_HERE_WORDS.contains(&t.as_str()));
    if build || here || file_build(args) || DEPENDENCY_SELECTORS.contains(&name) {
        return None;
    }
    let off = |v: &str| {
        matches!(
            v.to_ascii_lowercase().as_str(),
            "false" | "0" | "no" | "off"
        )
    };
    let args = args.iter().take_while(|a| *a != "--");
    args.clone().enumerate().find_map(|(i, a)| {
        let (flag, value) = match a.split_once('=') {
            Some((f, v)) => (f, Some(v)),
            None => (a.as_str(), args.clone().nth(i + 1).map(String::as_str)),
        };
        let (_, why) = LIVE_MODE_FLAGS.iter().find(|(f, _)| *f == flag)?;
        (!value.is_some_and(off)).then(|| format!("`{a}` {why}: `{name}` acts on production"))
    })
}

/// Words of a command (a leading word, or a word of the program's name) under which a live or
/// production flag acts here: a local server's live reload or production mode (`hugo server
/// --live`, `live-server --live`, `X dev --prod`), a log's follow (`X logs --live`), or a build
/// (`elm make src/Main.elm --prod`).
const LIVE_HERE_WORDS: &[&str] = &[
    "serve", "server", "dev", "watch", "preview", "logs", "log", "tail", "start", "make",
];

/// Names of options that say where a build writes its output (`-o out.css`, `--outfile`).
const BUILD_OUTPUT_OPTIONS: &[&str] = &[
    "-o",
    "--output",
    "--out",
    "--outfile",
    "--out-file",
    "--outdir",
    "--out-dir",
];

/// A tool run on files alone that writes an output file (`tailwindcss -i in.css -o out.css
/// --minify --prod`, `esbuild app.ts --outfile=out.js --prod`): its production flag picks what
/// the output holds. It has an output option ([`BUILD_OUTPUT_OPTIONS`]), and every operand and
/// option's value is a file (a path or a name with an extension), none a URL or an address.
fn file_build(args: &[String]) -> bool {
    let output = args.iter().any(|a| {
        let flag = a.split_once('=').map_or(a.as_str(), |(f, _)| f);
        BUILD_OUTPUT_OPTIONS.contains(&flag)
    });
    output
        && operands(args).iter().all(|w| {
            let ext = w.rsplit_once('.').map(|(_, x)| x.to_ascii_lowercase());
            !w.contains("://")
                && !w.contains('@')
                && (w.contains('/')
                    || crate::recall::names_file(w)
                    || crate::recall::is_source_file(w)
                    || ext.is_some_and(|x| FRONTEND_FILE_EXTS.contains(&x.as_str())))
        })
}

/// Extensions of a front end's sources and outputs that a host name never ends in.
const FRONTEND_FILE_EXTS: &[&str] = &[
    "css", "scss", "sass", "less", "html", "elm", "svg", "map", "wasm",
];

/// Verbs of an unknown program that look at production without reading its data or changing
/// it: a plan, a diff, a validation, a status, a history, a version (a listing may be of its data).
const PRODUCTION_LOOK_VERBS: &[&str] = &[
    "plan", "diff", "validate", "verify", "check", "lint", "status", "history", "version",
    "whoami", "help",
];

/// Everyday words that run something, which a look verb after them would not make a look
/// (`X run status`, `X test plan`); the acting verbs (`exec`, `invoke`) are
/// `UNKNOWN_ACTING_VERBS`, checked beside these.
const PRODUCTION_RUNNING_WORDS: &[&str] = &[
    "run", "start", "serve", "dev", "watch", "console", "repl", "debug", "test", "tests", "bench",
    "build", "compile", "generate", "codegen", "all", "ci",
];

/// Words of a long option's name that make a look at production act on it (`--apply`,
/// `--auto-approve`, `--fix`, `--write`, `--execute`, `--yes`), beside the publishing and
/// destroying verbs of unknown programs.
const PRODUCTION_ACTING_OPTION_WORDS: &[&str] = &[
    "approve", "fix", "repair", "write", "execute", "exec", "commit", "force", "yes", "confirm",
    "sync", "migrate", "update", "set", "create", "send", "trigger", "invoke", "restart", "stop",
    "start", "scale", "kill", "run",
];

/// An unknown program's everyday command that only looks at production
/// ([`PRODUCTION_LOOK_VERBS`] among its leading words, after plain names: `X bundle validate -t
/// prod`, `X job plan` against the production cluster, `X job history -address=…prod…`): one
/// question for the program's looks at production in the session, apart from its everyday yes,
/// since each such look changes nothing and prints no data. An option that acts
/// ([`PRODUCTION_ACTING_OPTION_WORDS`]) or anything else selecting production always asks.
fn production_look(
    name: &str,
    args: &[String],
    worst: &Verdict,
    reads: &[&str],
) -> Option<Verdict> {
    let everyday = format!("{name}: everyday commands");
    // A chain's read is a look whether or not its verb is an everyday one (`solana balance`).
    let unknown = !reads.is_empty() && worst.row == "unknown program";
    if worst.level != Level::AskOnce
        || !(unknown || worst.grant.as_deref() == Some(everyday.as_str()))
    {
        return None;
    }
    let leading = leading_operands(args);
    let at = leading.iter().position(|w| {
        let t = verb_tokens(w);
        !t.is_empty()
            && t.iter()
                .all(|t| PRODUCTION_LOOK_VERBS.contains(&t.as_str()) || reads.contains(&t.as_str()))
    })?;
    let before_plain = leading.get(..at).unwrap_or_default().iter().all(|w| {
        let t = verb_tokens(w);
        !t.is_empty()
            && !t.iter().any(|t| {
                UNKNOWN_ACTING_VERBS.contains(&t.as_str())
                    || PRODUCTION_RUNNING_WORDS.contains(&t.as_str())
            })
    });
    // Every leading word, after the look as before it, is a look or a name: a verb that acts,
    // publishes, destroys or writes to a chain (`account transfer`, `balance send`, `accounts
    // fund`) makes the command no look.
    let writes = leading
        .iter()
        .flat_map(|w| verb_tokens(w))
        .any(|t| acts_on_production(&t));
    // An option that acts makes the look a change (`X plan --env prod --apply`, `X check
    // --fix`, `--auto-approve`, `--push`): the look's grant never covers it.
    let acting_option = args.iter().any(|a| {
        let body = a.trim_start_matches('-');
        let body = body.split_once('=').map_or(body, |(n, _)| n);
        a == "-y"
            || (a.starts_with("--")
                && crate::recall::name_words(body).iter().any(|w| {
                    PRODUCTION_ACTING_OPTION_WORDS.contains(&w.as_str())
                        || UNKNOWN_OUTWARD_VERBS.contains(&w.as_str())
                        || UNKNOWN_DESTRUCTIVE_VERBS.contains(&w.as_str())
                }))
    });
    if !before_plain || acting_option || writes {
        return None;
    }
    let what = if reads.is_empty() {
        "a plan, validation, status or history"
    } else {
        "a main network's public state: a show, a list, a balance, or a plan or status"
    };
    let mut v = verdict(
        Level::AskOnce,
        Effect::Read,
        "production: a look that changes nothing (unknown program)",
        format!(
            "`{name}` only looks at production ({what}); one approval covers its looks at production for the session, never a command that changes or reads its data"
        ),
    );
    v.grant = Some(format!("{name}: looks at production"));
    Some(v)
}

/// A word of a command that changes what it names: an unknown program's acting, publishing or
/// destroying verb, or a chain CLI's write ([`crate::chains::CHAIN_WRITE_VERBS`]).
fn acts_on_production(word: &str) -> bool {
    UNKNOWN_ACTING_VERBS.contains(&word)
        || UNKNOWN_OUTWARD_VERBS.contains(&word)
        || UNKNOWN_DESTRUCTIVE_VERBS.contains(&word)
        || crate::chains::CHAIN_WRITE_VERBS.contains(&word)
}

/// Programs whose operand `SITE.ENV` names a hosted site's environment (Pantheon's
/// `terminus drush site.live`, Acquia's `acli drush app.prod`).
const SITE_ENV_PROGRAMS: &[&str] = &["terminus", "acli"];

/// Whether an operand is a site alias of a production environment: `@prod`, `@site.live`,
/// `@app.production` (drush's and WP-CLI's aliases, through any wrapper: `ddev drush
/// @site.live uli`), or for a hosting platform's command line `site.live`.
fn site_alias_production(name: &str, args: &[String]) -> bool {
    let env_of = |alias: &str| {
        let env = alias.rsplit('.').next().unwrap_or(alias);
        matches!(
            env.to_ascii_lowercase().as_str(),
            "prod" | "production" | "prd" | "live"
        )
    };
    let plain = |w: &str| {
        !w.is_empty()
            && w.chars()
                .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '.' | '-' | '_'))
    };
    args.iter().any(|a| match a.strip_prefix('@') {
        Some(alias) => plain(alias) && env_of(alias),
        None => SITE_ENV_PROGRAMS.contains(&name) && a.contains('.') && plain(a) && env_of(a),
    })
}

pub(crate) fn verdict(
    level: Level,
    effect: Effect,
    row: impl Into<String>,
    reason: impl Into<String>,
) -> Verdict {
    Verdict {
        command: String::new(),
        level,
        effect,
        row: row.into(),
        reason: reason.into(),
        grant: None,
        outside: false,
    }
}

pub(crate) fn ask(row: impl Into<String>, reason: impl Into<String>) -> Verdict {
    verdict(Level::AlwaysAsk, Effect::Exec, row, reason)
}

/// A configuration command that prints a setting whose key names a secret (`yarn config get
/// npmAuthToken`, `gh config get oauth_token`): always asked, even of a program whose config
/// reads are read-only.
fn config_secret(c: &Command) -> Option<Verdict> {
    let why = crate::recall::config_prints_secret(&c.argv)?;
    Some(verdict(
        Level::AlwaysAsk,
        Effect::Read,
        "credentials: a secret setting printed",
        why,
    ))
}

/// Words that name a program's configuration or environment among its leading words or its
/// long options' names (`X config`, `X env`, `X get … -o yaml`, `bazel build
/// --announce_rc`, `gradlew properties`): what such a command prints holds the settings the
/// program was given, its credentials among them.
const CONFIGURATION_WORDS: &[&str] = &[
    "config",
    "configs",
    "configuration",
    "settings",
    "env",
    "envs",
    "environment",
    "vars",
    "variables",
    "values",
    "properties",
    "params",
    "parameters",
    "announce",
    "rc",
];

/// Subcommands that print an object whole, its settings among them (`systemctl show`,
/// `terraform show`, `kubectl describe`, `docker inspect`): configuration when they are the
/// whole subcommand, beside [`CONFIGURATION_WORDS`].
const PRINTING_VERBS: &[&str] = &["info", "inspect", "describe", "dump", "show", "print"];

/// Programs whose `show`, `info` or `inspect` print a package's metadata or a commit (`pip show
/// keyring`, `npm info jsonwebtoken`, `git show HEAD`), never their own settings.
const PACKAGE_SHOW_PROGRAMS: &[&str] = &[
    "git",
    "brew",
    "pip",
    "pip3",
    "uv",
    "npm",
    "pnpm",
    "yarn",
    "cargo",
    "gem",
    "apt",
    "apt-cache",
    "dnf",
    "yum",
    "conda",
    "poetry",
    "composer",
    "go",
];

/// Output formats that print whole objects, their settings' values among them.
const OBJECT_FORMATS: &[&str] = &["yaml", "json", "jsonpath", "go-template", "template"];

/// A command that prints its configuration or environment, piped to a search for secrets by
/// name (`bazel build --announce_rc … | grep -i credential`, `helm get values api | grep -i
/// password`, `X config show | rg token`): the search is for the credentials it prints, which
/// always asks. The same search after a build or a test (`cargo test | grep -i token`) or a
/// log reads that output for a word only, and keeps the command's own level.
fn configuration_searched_for_secrets(c: &Command) -> Option<Verdict> {
    if !c.output_searched_for_secrets {
        return None;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    let leading = args.iter().take_while(|a| !a.starts_with('-')).take(3);
    let long_options = args
        .iter()
        .filter_map(|a| a.strip_prefix("--"))
        .map(|a| a.split_once('=').map_or(a, |(n, _)| n));
    // `get` lists names (`kubectl get pods`) unless asked for whole objects (`-o yaml`).
    let whole_objects = args.windows(2).any(|w| match w {
        [o, f] => matches!(o.as_str(), "-o" | "--output") && OBJECT_FORMATS.contains(&f.as_str()),
        _ => false,
    }) || args.iter().any(|a| {
        a.strip_prefix("--output=")
            .or_else(|| a.strip_prefix("-o"))
            .is_some_and(|f| OBJECT_FORMATS.contains(&f.trim_start_matches('=')))
    });
    let name = c
        .argv
        .first()
        .map(|p| crate::program_name(p))
        .unwrap_or_default();
    // A generic verb counts as a whole subcommand (`systemctl show`, not `manage.py
    // show_urls`), and never for a program whose `show`/`info` prints a package or a commit.
    let printer = !PACKAGE_SHOW_PROGRAMS.contains(&name);
    let mut generic = leading
        .clone()
        .filter(|w| printer && PRINTING_VERBS.contains(&w.to_ascii_lowercase().as_str()))
        .map(|w| w.to_ascii_lowercase());
    // Operands that are paths (`git show HEAD:config/settings.py`) name no subcommand.
    let named = leading
        .flat_map(|w| verb_tokens(w))
        .chain(long_options.flat_map(crate::recall::name_words))
        .find(|w| CONFIGURATION_WORDS.contains(&w.as_str()) || (w == "get" && whole_objects))
        .or_else(|| generic.next())?;
    Some(verdict(
        Level::AlwaysAsk,
        Effect::Read,
        "credentials: configuration searched for secrets",
        format!(
            "`{name}` prints its {named} settings, and a later stage searches them for secrets by name"
        ),
    ))
}

/// A fork bomb or another flood of processes, in any spelling: a function of the script that
/// calls itself (`:(){ :|:& };:`, `bomb(){ bomb & bomb; }`), a function called from a function's
/// body in the background or a pipeline (mutual recursion), a loop without a written bound that
/// starts background jobs, `xargs -P 0` and `parallel -j 0` (as many processes as there is input).
fn process_flood(c: &Command) -> Option<Verdict> {
    let name = c.argv.first().map(String::as_str).unwrap_or_default();
    let recursive = c.function
        && (c.in_functions.iter().any(|f| f == name)
            || (!c.in_functions.is_empty() && (c.background || c.in_pipeline)));
    let looped = c.background && c.unbounded_loop;
    let unlimited = |flags: &[&str]| {
        let args: Vec<&str> = c
            .wrapper_args
            .iter()
            .chain(&c.argv)
            .map(String::as_str)
            .collect();
        args.iter().enumerate().any(|(i, a)| {
            flags.iter().any(|f| {
                let value = a
                    .strip_prefix(f)
                    .map(|v| v.trim_start_matches('='))
                    .filter(|v| !v.is_empty())
                    .or_else(|| (a == f).then(|| args.get(i + 1).copied()).flatten());
                value == Some("0")
            })
        })
    };
    let xargs = c.wrappers.iter().any(|w| w == "xargs") && unlimited(&["-P", "--max-procs"]);
    let parallel = name == "parallel" && unlimited(&["-j", "--jobs", "-P"]);
    let fanout = huge_fanout(&c.argv);
    let why = if recursive {
        "a function of the script calls itself or another in the background or a pipeline: a fork bomb"
    } else if looped {
        "a loop without a written bound starts background jobs: a flood of processes"
    } else if xargs || parallel {
        "runs as many processes at once as there is input: a flood of processes"
    } else if let Some(why) = fanout {
        return Some(ask("destructive: process flood", why));
    } else {
        return None;
    };
    Some(ask("destructive: process flood", why))
}

/// Conditions a `while` loop never fails on (`while true`, `while :`, `while [ 1 ]`); a
/// `sleep` shorter than a second (`while sleep 0.1`) is one too, and paces nothing.
const ALWAYS_TRUE: &[&str] = &[
    "true",
    ":",
    "/bin/true",
    "/usr/bin/true",
    "[ 1 ]",
    "[[ 1 ]]",
    "(( 1 ))",
    "((1))",
    "1",
];

/// Conditions an `until` loop never meets (`until false`, `until ! true`).
const ALWAYS_FALSE: &[&str] = &["false", "/bin/false", "/usr/bin/false", "! true", "! :"];

/// Words in a loop's body that leave it: a loop holding one ends when its command says so
/// (`until curl -sf localhost:8080/health; do …; done`, `while true; do … && break; done`).
const LOOP_EXITS: &[&str] = &["break", "exit", "return"];

/// Whether a loop never ends by itself nor pauses: its condition always holds ([`ALWAYS_TRUE`],
/// or [`ALWAYS_FALSE`] for `until`), and its body (`body`, as written) runs no `sleep` of any
/// length (a value built at run time counts as one) and no command that leaves it
/// ([`LOOP_EXITS`]), each a command of its own ([`loop_commands`]), not a word of another's. A
/// polling loop (`while true; do curl …; sleep 0.5; done`) paces itself.
pub(crate) fn endless_loop(condition: &str, until: bool, body: &str) -> bool {
    let condition = condition
        .trim()
        .trim_end_matches(|ch: char| ch == ';' || ch == '&' || ch.is_whitespace());
    let condition = condition.split_whitespace().collect::<Vec<_>>().join(" ");
    // `for ((;;))` writes no condition, one that always holds.
    let condition = if condition.is_empty() {
        "true".to_owned()
    } else {
        condition
    };
    let never_ends = if until {
        ALWAYS_FALSE.contains(&condition.as_str())
    } else {
        ALWAYS_TRUE.contains(&condition.as_str())
            || condition.strip_prefix("sleep ").is_some_and(|d| !pauses(d))
    };
    let paced = loop_commands(body)
        .iter()
        .any(|words| match words.as_slice() {
            [first, ..] if LOOP_EXITS.contains(&first.as_str()) => true,
            [sleep, duration, ..] => sleep == "sleep" && pauses(duration),
            _ => false,
        });
    never_ends && !paced
}

/// Keywords that open a command's place in a loop's body without being its program (`do
/// sleep 1`, `then break`, `! curl`).
const BODY_KEYWORDS: &[&str] = &[
    "do", "then", "else", "elif", "if", "while", "until", "!", "time",
];

/// The words of each simple command in a loop's body (as written): the text split at `;`,
/// `&`, `|`, newlines, parentheses and braces outside quotes, each part's leading keywords
/// ([`BODY_KEYWORDS`]) dropped, so `echo sleep 5` is `echo`'s, never a `sleep`.
fn loop_commands(body: &str) -> Vec<Vec<String>> {
    let (mut parts, mut part, mut quote) = (Vec::new(), String::new(), None);
    for ch in body.chars() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (None, '\'' | '"') => quote = Some(ch),
            (None, ';' | '&' | '|' | '\n' | '(' | ')' | '{' | '}') => {
                parts.push(std::mem::take(&mut part));
                continue;
            }
            _ => {}
        }
        part.push(ch);
    }
    parts.push(part);
    parts
        .iter()
        .map(|p| {
            p.split_whitespace()
                .skip_while(|w| BODY_KEYWORDS.contains(w))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether a `sleep`'s duration is more than none (`0.1`, `1`, `2s`, `0.5m`, `1h`): any pause
/// makes a loop a poll. One built at run time (`$INTERVAL`) is taken as a pause.
fn pauses(duration: &str) -> bool {
    let d = duration.trim_matches(['"', '\'']);
    if d.contains(['$', '`']) {
        return true;
    }
    let (number, scale) = match d.char_indices().last() {
        Some((at, 's')) => (d.get(..at).unwrap_or_default(), 1.0),
        Some((at, 'm')) => (d.get(..at).unwrap_or_default(), 60.0),
        Some((at, 'h')) => (d.get(..at).unwrap_or_default(), 3600.0),
        Some((at, 'd')) => (d.get(..at).unwrap_or_default(), 86400.0),
        _ => (d, 1.0),
    };
    number.parse::<f64>().is_ok_and(|n| n * scale > 0.0) || d == "infinity"
}

/// Programs that reach the network or a service whatever their options: request clients,
/// remote shells and copies, and cloud, platform, payment, forge and chain CLIs (database
/// clients are [`HOST_CLIENTS`]). Run by an endless loop, each is a flood ([`network_flood`]).
const NETWORK_PROGRAMS: &[&str] = &[
    "curl",
    "wget",
    "http",
    "https",
    "xh",
    "httpie",
    "grpcurl",
    "websocat",
    "nc",
    "ncat",
    "telnet",
    "ssh",
    "scp",
    "sftp",
    "rsync",
    "ping",
    "dig",
    "nslookup",
    "aws",
    "gcloud",
    "gsutil",
    "bq",
    "az",
    "doctl",
    "flyctl",
    "fly",
    "heroku",
    "vercel",
    "netlify",
    "railway",
    "wrangler",
    "firebase",
    "supabase",
    "stripe",
    "gh",
    "glab",
    "kubectl",
    "oc",
    "helm",
    "solana",
    "spl-token",
    "sui",
    "aptos",
    "near",
    "cast",
];

/// Words of an option's name that point a program at another machine, a service or a chain
/// (`--url`, `--rpc-url`, `--host`, `--endpoint`, `--network`, `--cluster`, `--server`,
/// `--remote`, `--node`); with [`PLACE_OPTION_WORDS`] they are the options a local deploy's
/// values are checked by ([`deploys_only_here`]).
const REMOTE_OPTION_WORDS: &[&str] = &[
    "url", "uri", "host", "endpoint", "rpc", "network", "cluster", "server", "remote", "node",
    "chain",
];

/// A command that reaches the network or a service (a service the verdict says it talks to,
/// [`NETWORK_PROGRAMS`], a database client, or any program given a URL or a remote option, [`REMOTE_OPTION_WORDS`]),
/// run by a loop that never ends nor pauses (`while true; do solana airdrop 5 --url devnet;
/// done`): a flood of requests at whatever it reaches, always asked.
fn network_flood(c: &Command, worst: &Verdict) -> Option<Verdict> {
    if !c.endless_loop {
        return None;
    }
    let name = c.argv.first().map_or("", |p| crate::program_name(p));
    let name = name.rsplit('/').next().unwrap_or(name);
    let remote = c.argv.iter().skip(1).any(|a| {
        let option = a.strip_prefix('-').filter(|_| a.len() > 2).map(|o| {
            let o = o.trim_start_matches('-');
            o.split_once('=').map_or(o, |(n, _)| n)
        });
        a.contains("://")
            || option.is_some_and(|o| {
                crate::recall::name_words(o)
                    .iter()
                    .any(|w| REMOTE_OPTION_WORDS.contains(&w.as_str()))
            })
    });
    let reaches =
        worst.outside || NETWORK_PROGRAMS.contains(&name) || HOST_CLIENTS.contains(&name) || remote;
    reaches.then(|| {
        ask(
            "flood: network calls in an endless loop",
            format!(
                "a loop that never ends nor pauses (its condition always holds; no `sleep` command, no `break`) runs `{name}`, which reaches the network or a service: a flood of requests"
            ),
        )
    })
}

/// Options that set how many jobs, workers or copies run at once, by the words of their long
/// names (`--jobs`, `--max-workers`, `--concurrency`, `--replicas`), and how many times each
/// test runs (`--runs_per_test`, `--repeat`), with the value from which the command is a flood
/// of processes or of a build farm's machines rather than a parallel build: hundreds at once,
/// thousands of repeats.
const FANOUT_OPTIONS: &[(&str, u64)] = &[
    ("jobs", 512),
    ("parallel", 512),
    ("parallelism", 512),
    ("concurrency", 512),
    ("workers", 512),
    ("threads", 512),
    ("procs", 512),
    ("forks", 512),
    ("replicas", 512),
    ("instances", 512),
    ("runs_per_test", 1000),
    ("runs-per-test", 1000),
    ("repeat", 1000),
    ("repeat-each", 1000),
];

/// Options of one program that repeat each test (program, option, value from which it is a
/// flood): `count` and `iterations` of any other program are counts of what it makes or reads
/// (`git log --max-count=20000`, `gen.py --count 100000`), no fan-out.
const PROGRAM_FANOUT_OPTIONS: &[(&str, &str, u64)] = &[("go", "count", 10_000)];

/// A build or test told to fan out past any machine's size (`bazel test //... --jobs=2000
/// --runs_per_test=1000`, `pytest -n 1000`, `make -j 4096`), or `make -j`/`--jobs` with no
/// number, which starts every job at once: the reason, for the flood row.
fn huge_fanout(argv: &[String]) -> Option<String> {
    let name = argv
        .first()
        .map(|p| crate::program_name(p))
        .unwrap_or_default();
    let args = argv.get(1..).unwrap_or_default();
    let number = |v: Option<&str>| v.and_then(|v| v.parse::<u64>().ok());
    for (i, a) in args.iter().enumerate() {
        let next = args.get(i + 1).map(String::as_str);
        // Go's and Java's long options take one dash (`-count=20000`, `-parallel 1000`).
        let one_dash_long = a
            .strip_prefix('-')
            .filter(|l| !l.starts_with('-'))
            .filter(|l| {
                l.split('=').next().is_some_and(|n| {
                    n.len() >= 3
                        && n.chars()
                            .all(|ch| ch.is_ascii_alphabetic() || ch == '-' || ch == '_')
                })
            });
        let (option, value) = if let Some(long) = a.strip_prefix("--").or(one_dash_long) {
            match long.split_once('=') {
                Some((n, v)) => (n, number(Some(v))),
                None => (long, number(next)),
            }
        } else if let Some(short) = a.strip_prefix('-').filter(|s| s.starts_with(['j', 'n'])) {
            let (flag, rest) = short.split_at(1);
            let value = if rest.is_empty() {
                number(next)
            } else {
                number(Some(rest))
            };
            let flag = if flag == "j" { "jobs" } else { "workers" };
            // `make -j` alone runs every job of the makefile at once.
            if flag == "jobs" && value.is_none() && rest.is_empty() && name == "make" {
                return Some(
                    "`make -j` without a number starts every job at once: a flood of processes"
                        .into(),
                );
            }
            // `-n` is a count of workers only for pytest-xdist.
            if flag == "workers" && !matches!(name, "pytest" | "py.test") {
                continue;
            }
            (flag, value)
        } else {
            continue;
        };
        let Some(n) = value else {
            if name == "make" && option == "jobs" {
                return Some(
                    "`make --jobs` without a number starts every job at once: a flood of processes"
                        .into(),
                );
            }
            continue;
        };
        let words = crate::recall::name_words(option);
        let own = PROGRAM_FANOUT_OPTIONS
            .iter()
            .filter(|(p, _, _)| *p == name)
            .map(|(_, o, limit)| (*o, *limit));
        let hit = FANOUT_OPTIONS
            .iter()
            .copied()
            .chain(own)
            .find(|(o, limit)| {
                n >= *limit && (option == *o || words.last().is_some_and(|w| w == o))
            });
        if let Some((o, _)) = hit {
            return Some(format!(
                "`--{option} {n}` ({o}) fans out past any machine: a flood of processes or of a build farm's machines"
            ));
        }
    }
    None
}

/// A command that fills the disk: `fallocate`, `dd` of a gigabyte or more or of an endless
/// source without a count, an endless source (`yes`, `/dev/zero`) written to a file.
fn disk_filler(c: &Command) -> Option<Verdict> {
    let name = c
        .argv
        .first()
        .map(|p| crate::program_name(p))
        .unwrap_or_default();
    let args = c.argv.get(1..).unwrap_or_default();
    let endless = |a: &str| {
        matches!(
            a,
            "/dev/zero" | "/dev/urandom" | "/dev/random" | "/dev/full"
        )
    };
    let written = c
        .redirects
        .iter()
        .any(|r| r.write && !not_a_file(&r.target));
    let fills = match name {
        "fallocate" => true,
        "dd" => {
            let value = |key: &str| args.iter().find_map(|a| a.strip_prefix(key));
            let count = value("count=").map(size);
            let bs = value("bs=")
                .or_else(|| value("obs="))
                .map_or(Some(512), size);
            let source_endless = value("if=").is_some_and(endless);
            match (count, bs) {
                (Some(Some(n)), Some(b)) => n.saturating_mul(b) >= GIB,
                (None, _) => source_endless && (written || value("of=").is_some()),
                _ => true,
            }
        }
        "yes" => written,
        "cat" | "head" | "tail" => {
            let from_endless = args.iter().any(|a| endless(a))
                || c.redirects.iter().any(|r| !r.write && endless(&r.target));
            let bounded = name == "head"
                && args.iter().enumerate().any(|(i, a)| {
                    (a == "-c" || a == "-n")
                        && args
                            .get(i + 1)
                            .and_then(|v| size(v))
                            .is_some_and(|n| n < GIB)
                        || a.strip_prefix("-c").and_then(size).is_some_and(|n| n < GIB)
                });
            from_endless && written && !bounded
        }
        _ => false,
    };
    fills.then(|| {
        ask(
            "destructive: disk filler",
            "writes without bound or a gigabyte or more: it may fill the disk",
        )
    })
}

const GIB: u64 = 1 << 30;

/// A size as `dd` and `head` read it: digits and a unit (`1G`, `512M`, `4k`, `1GiB`, `1GB`).
fn size(text: &str) -> Option<u64> {
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    let n: u64 = text.get(..digits)?.parse().ok()?;
    let unit = text.get(digits..).unwrap_or_default().to_ascii_uppercase();
    let mult: u64 = match unit.trim_end_matches("IB").trim_end_matches('B') {
        "" => 1,
        "K" => 1 << 10,
        "M" => 1 << 20,
        "G" => 1 << 30,
        "T" => 1 << 40,
        "P" => 1 << 50,
        _ => return None,
    };
    Some(n.saturating_mul(mult))
}

/// `sudo`, `doas`, `su`, … as wrappers or as the program.
fn privilege(c: &Command) -> Option<Verdict> {
    // Inside a local virtual machine, `sudo` is that machine's root, not this one's.
    if crate::localops::runs_in_vm(c) {
        return None;
    }
    let prog = c.argv.first().map(|p| crate::program_name(p));
    let w = c
        .wrappers
        .iter()
        .map(String::as_str)
        .chain(prog)
        .find(|w| PRIVILEGED.contains(w))?;
    Some(ask(
        format!("privilege: {w}"),
        format!("runs with raised privileges through `{w}`"),
    ))
}

/// Assignments (before the program, to `env`, or by `export`) of variables that change what
/// runs, and the variables a builtin sets from its input ([`input_vars`]: `read -r PATH`).
fn exec_vars(c: &Command) -> Option<Verdict> {
    let exported = match c.argv.first().map(String::as_str) {
        Some("export" | "declare" | "typeset" | "readonly" | "local") => c.argv.get(1..),
        _ => None,
    };
    c.assignments
        .iter()
        .chain(exported.unwrap_or_default())
        .cloned()
        .chain(input_vars(&c.argv))
        .find_map(|a| {
            let (name, value) = a.split_once('=')?;
            let value = value.trim_matches(['"', '\'']);
            let pager = name.ends_with("PAGER") || name.ends_with("EDITOR") || name == "VISUAL";
            // cargo's `CARGO_ALIAS_NAME` makes `cargo NAME` run what it says.
            let runs = EXEC_VARS.contains(&name)
                || name.starts_with("CARGO_ALIAS_")
                || name.starts_with("DYLD_")
                || name.starts_with("GIT_CONFIG_KEY_")
                || name.starts_with("GIT_CONFIG_VALUE_");
            (runs && !(pager && PLAIN_PAGERS.contains(&value))).then(|| {
                ask(
                    format!("hidden: {name} changes what runs"),
                    format!("`{name}` changes which program runs or what it loads"),
                )
            })
        })
}

/// Variables that point a package manager at another registry, index, mirror, proxy or
/// checksum database (or at another configuration that can): what an install or a build then
/// fetches comes from a source the project does not declare, and its code runs there (install
/// scripts, build scripts). Matched in any letter case; the prefixes below name one variable
/// per registry.
const SOURCE_VARS: &[&str] = &[
    "npm_config_registry",
    "npm_config_userconfig",
    "npm_config_globalconfig",
    "yarn_registry",
    "yarn_npm_registry_server",
    "bun_config_registry",
    "pip_index_url",
    "pip_extra_index_url",
    "pip_find_links",
    "pip_trusted_host",
    "pip_config_file",
    "uv_index_url",
    "uv_extra_index_url",
    "uv_default_index",
    "uv_index",
    "uv_find_links",
    "uv_insecure_host",
    "pdm_pypi_url",
    "goproxy",
    "gosumdb",
    "gonosumdb",
    "gonosumcheck",
    "goinsecure",
    "goprivate",
    "gonoproxy",
    "cargo_home",
    "cargo_registry_default",
    "pub_hosted_url",
    "hex_mirror",
    "hex_cdn",
    "conda_channels",
    "pipenv_pypi_mirror",
    // Another project's manifest, with its own sources.
    "bundle_gemfile",
    "composer",
];
/// Prefixes of variables that name one registry or mirror each (`CARGO_REGISTRIES_X_INDEX`,
/// `POETRY_REPOSITORIES_X_URL`, `BUNDLE_MIRROR__RUBYGEMS__ORG`), any letter case.
const SOURCE_VAR_PREFIXES: &[&str] = &[
    "cargo_registries_",
    "poetry_repositories_",
    "bundle_mirror__",
    "npm_config_@",
];

/// A variable of [`SOURCE_VARS`] set for a command or exported for the rest of the script
/// (`GOPROXY=https://x go mod download`, `export npm_config_registry=…`): always asks, so a
/// grant of the project's builds or of new dependencies never covers an install from another
/// source.
fn source_vars(c: &Command) -> Option<Verdict> {
    let exported = match c.argv.first().map(String::as_str) {
        Some("export" | "declare" | "typeset" | "readonly" | "local") => c.argv.get(1..),
        _ => None,
    };
    c.assignments
        .iter()
        .chain(exported.unwrap_or_default())
        .find_map(|a| {
            let name = a.split_once('=').map_or(a.as_str(), |(n, _)| n);
            let lower = name.trim_start_matches('-').to_ascii_lowercase();
            (SOURCE_VARS.contains(&lower.as_str())
                || SOURCE_VAR_PREFIXES.iter().any(|p| lower.starts_with(p)))
            .then(|| {
                ask(
                    format!("other source: {name}"),
                    format!(
                        "`{name}` points package managers at another registry, index or mirror: what they fetch then runs from a source the project does not declare"
                    ),
                )
            })
        })
}

/// The variables a builtin sets from what it reads, as assignments of a value not known here
/// (`NAME=<read>`, never a plain pager): `read`'s names (`read -r PATH <<< /tmp/x`, `read -a PATH`), `mapfile`'s and
/// `readarray`'s array, `printf -v NAME`. A value the script does not show is no plainer than
/// one it shows: `read -r GIT_SSH_COMMAND` before `git fetch` changes what runs as
/// `export GIT_SSH_COMMAND=…` does. Every word that is not an option counts as a name.
fn input_vars(argv: &[String]) -> Vec<String> {
    let args = argv.get(1..).unwrap_or_default();
    let words = args.iter().filter(|a| !a.starts_with('-'));
    let names: Vec<&str> = match argv.first().map(String::as_str) {
        Some("read" | "mapfile" | "readarray") => words.map(String::as_str).collect(),
        Some("printf") => args
            .iter()
            .enumerate()
            .filter_map(|(i, a)| match a.strip_prefix("-v") {
                Some("") => args.get(i + 1).map(String::as_str),
                Some(glued) if !a.starts_with("--") => Some(glued),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    names.into_iter().map(|n| format!("{n}=<read>")).collect()
}

/// Options whose value is the connection a client opens (`-database "$DATABASE_URL"`,
/// `--url=$REDIS_URL`), with their dashes left out.
const CONNECTION_VALUE_OPTIONS: &[&str] = &[
    "database-url",
    "db-url",
    "database",
    "db",
    "url",
    "uri",
    "dsn",
    "connection",
    "connection-string",
    "conn",
    "redis-url",
    "broker",
    "broker-url",
    "dbname",
    // A chain's RPC endpoint, which Foundry's and Hardhat's clients open (`--rpc-url
    // $MAINNET_RPC_URL`, `--fork-url`).
    "rpc-url",
    "fork-url",
    "eth-rpc-url",
];

/// Programs that fetch or send what their arguments name: a connection string handed to one
/// goes wherever its words say.
const FETCHERS: &[&str] = &[
    "curl", "wget", "http", "https", "xh", "nc", "ncat", "netcat", "socat", "telnet",
];

/// Programs that print or hand on what their environment holds, given a connection string by
/// assignment (`DATABASE_URL=$(…) printenv DATABASE_URL`, `… env`): never a command that only
/// opens the connection.
const ENVIRONMENT_PRINTERS: &[&str] = &["env", "printenv", "export", "declare", "set", "xargs"];

/// Options by which interpreters and runners take code on the command line (`node -e`, `tsx
/// --eval`, `python -c`, `perl -p`): code the agent wrote there may print or send the
/// variable, so a command given one never counts as only opening the connection (a database
/// client's `-c` is SQL, and is its own).
const INLINE_CODE_OPTIONS: &[&str] = &["-e", "--eval", "-p", "--print", "-c", "--command"];

/// Whether a substitution's output, assigned to a connection variable of one command
/// ([`Command::feeds`]: `DATABASE_URL=$(X connection-string dev) pnpm vitest run`), only
/// reaches a local command that opens it: the variable is a connection's, the command's words
/// never expand it, its program is no fetcher, printer, shell or environment dump, and every
/// command it runs (looked through wrappers and package runners, judged as the script would
/// be) is at most asked once and is the project's own (its family) or a database client.
/// Anything else (an `echo`, a `curl`, an inline script that may print it, a remote command)
/// keeps the credential's question.
pub(crate) fn fed_to_local_command(c: &Command, env: &ShellEnv<'_>) -> bool {
    let Some(feed) = &c.feeds else {
        return false;
    };
    let first = feed.argv.first().map_or("", |p| crate::program_name(p));
    if !airlock_facts::connection_variable(&feed.var)
        || FETCHERS.contains(&first)
        || TEXT_PROGRAMS.contains(&first)
        || crate::SHELLS.contains(&first)
        || ENVIRONMENT_PRINTERS.contains(&first)
        || feed.argv.iter().any(|w| w.contains('$') || w.contains('`'))
    {
        return false;
    }
    let inline = feed.argv.iter().skip(1).any(|w| {
        let option = w.split_once('=').map_or(w.as_str(), |(o, _)| o);
        INLINE_CODE_OPTIONS.contains(&option)
    });
    if inline && !SQL_CLIENTS.contains(&first) {
        return false;
    }
    let script: Vec<String> = feed.argv.iter().map(|w| crate::quote_word(w)).collect();
    let a = crate::analyze(&script.join(" "));
    let opened = |v: &Verdict, inner: &Command| {
        let name = inner.argv.first().map_or("", |p| crate::program_name(p));
        v.level <= Level::AskOnce
            && (v.grant.as_deref() == Some(crate::toolchains::PROJECT_FAMILY)
                || SQL_CLIENTS.contains(&name))
    };
    a.failure.is_none()
        && !a.commands.is_empty()
        && a.commands.iter().all(|inner| {
            let mut inner = inner.clone();
            inner.cwd.clone_from(&c.cwd);
            let v = classify(&inner, env);
            opened(&v, &inner)
        })
}

/// Whether `word` is the expansion of `var` alone (`$DATABASE_URL`, `${DATABASE_URL}`).
fn whole_expansion(word: &str, var: &str) -> bool {
    word.strip_prefix('$').is_some_and(|rest| {
        rest == var
            || rest
                .strip_prefix('{')
                .and_then(|r| r.strip_suffix('}'))
                .is_some_and(|r| r == var)
    })
}

/// Whether a connection string's variable is only handed to the client it connects
/// (`psql "$DATABASE_URL"`, `migrate -database "$DATABASE_URL" up`, `sqlx migrate run
/// --database-url=$DATABASE_URL`, `DATABASE_URL=$TEST_DATABASE_URL pytest`): the client opens
/// that connection and prints none of it, so the command's own rows decide. Printed, sent by a
/// fetcher, or placed anywhere else, it is a secret expanded.
fn connection_handed_to_client(c: &Command, var: &str) -> bool {
    if !airlock_facts::connection_variable(var) {
        return false;
    }
    let name = c
        .argv
        .first()
        .map_or("", |p| p.rsplit('/').next().unwrap_or(p));
    if FETCHERS.contains(&name) || TEXT_PROGRAMS.contains(&name) {
        return false;
    }
    let mentions = |w: &str| w.contains(&format!("${var}")) || w.contains(&format!("${{{var}"));
    let client = HOST_CLIENTS.contains(&name) || SQL_CLIENTS.contains(&name);
    let mut seen = false;
    for a in &c.assignments {
        if mentions(a) {
            let ok = a.split_once('=').is_some_and(|(n, v)| {
                airlock_facts::connection_variable(n) && whole_expansion(v, var)
            });
            if !ok {
                return false;
            }
            seen = true;
        }
    }
    let args = c.argv.get(1..).unwrap_or_default();
    for (i, a) in args.iter().enumerate() {
        if !mentions(a) {
            continue;
        }
        seen = true;
        let option = |o: &str| {
            let bare = o.trim_start_matches('-');
            o.starts_with('-')
                && (CONNECTION_VALUE_OPTIONS.contains(&bare) || (client && bare == "d"))
        };
        let attached = a
            .split_once('=')
            .is_some_and(|(o, v)| option(o) && whole_expansion(v, var));
        let after_option = whole_expansion(a, var)
            && i.checked_sub(1)
                .and_then(|p| args.get(p))
                .is_some_and(|o| option(o));
        let operand = client && whole_expansion(a, var);
        if !(attached || after_option || operand) {
            return false;
        }
    }
    seen
}

/// Expansions of secret-named variables, or of a variable chosen at run time; a connection
/// string handed to its client is that client's own business.
fn secret_vars(c: &Command) -> Option<Verdict> {
    // `echo "$KUBECONFIG"`, `test -f "$GOOGLE_APPLICATION_CREDENTIALS"`: a variable that holds a
    // credential file's path, printed or tested, shows the path; any other program given it may
    // open the file.
    let prints = c
        .argv
        .first()
        .is_some_and(|p| matches!(crate::program_name(p), "echo" | "printf" | "test" | "["));
    let v = c.vars.iter().find(|v| {
        *v == "!"
            || (airlock_facts::secret_variable(v)
                && !connection_handed_to_client(c, v)
                && !(prints && airlock_facts::credential_path_variable(v)))
    })?;
    Some(if v == "!" {
        verdict(
            Level::AlwaysAsk,
            Effect::Read,
            "hidden: indirect expansion",
            "`${!name}` reads a variable chosen at run time, which may hold a secret",
        )
    } else {
        verdict(
            Level::AlwaysAsk,
            Effect::Read,
            format!("secret: variable {v}"),
            format!("expands `${v}`, which holds a secret"),
        )
    })
}

/// Options, for any program, that make it print the secrets it would otherwise hide
/// (`mvn help:effective-settings -DshowPasswords=true`, `aws ssm get-parameter
/// --with-decryption`, `helm diff --show-secrets`, `terraform output -raw`'s cousins
/// `--show-sensitive`, `--reveal`): printing credentials, always asked.
const REVEAL_FLAGS: &[&str] = &[
    "-DshowPasswords",
    "--show-passwords",
    "--show-password",
    "--show-secrets",
    "--show-secret",
    "--show-sensitive",
    "--show-values",
    "--show-token",
    "--show-tokens",
    "--with-decryption",
    "--reveal",
    "--decrypt",
    "--unmask",
    "--insecure-show-secrets",
];

fn reveal_flags(c: &Command) -> Option<Verdict> {
    let flag = c.argv.iter().skip(1).find(|a| {
        let name = a.split_once('=').map_or(a.as_str(), |(n, v)| {
            if n.eq_ignore_ascii_case("-DshowPasswords") && v.eq_ignore_ascii_case("false") {
                ""
            } else {
                n
            }
        });
        REVEAL_FLAGS.iter().any(|f| f.eq_ignore_ascii_case(name))
    })?;
    Some(verdict(
        Level::AlwaysAsk,
        Effect::Read,
        "credentials: an option that prints secrets",
        format!("`{flag}` makes the program print the secrets it would otherwise hide"),
    ))
}

/// Any word (or wrapper word) that names a secret path, also as `@file`, `name=file`, a glob
/// or a brace expansion; a read of one deployed environment's settings file
/// ([`settings_read`]) asks once for that file where the rest of the command only reads
/// (`reads_only`).
fn secret_args(c: &Command, env: &ShellEnv<'_>, reads_only: bool) -> Option<Verdict> {
    let hits = secret_hits(c);
    let (a, row) = hits.first()?;
    if let ([_], true) = (hits.as_slice(), reads_only && c.wrapper_args.is_empty())
        && let Some(v) = settings_read(a, c, env)
    {
        return Some(v);
    }
    Some(verdict(
        Level::AlwaysAsk,
        Effect::Read,
        row.as_str(),
        format!("touches `{a}`, which holds secrets"),
    ))
}

/// The row of a read of one deployed environment's settings file, named as it is
/// ([`airlock_facts::SecretLocation::settings`]: `values-prod.yaml`, not a glob, not a secret
/// store): it asks once for that exact file, under the key a file tool's read of it has.
const SETTINGS_READ_ROW: &str = "secret: production settings, one file read";

/// The operand `a` read as one deployed environment's settings file, when it names one plainly
/// (no wildcard, brace, expansion or `name=file`).
fn settings_read(a: &str, c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    if a.contains(['*', '?', '[', '{', '$', '=', '@', ':', '<']) || a.starts_with('-') {
        return None;
    }
    let path = absolute(a, &c.cwd, env)?;
    if !airlock_facts::settings_file(&path) {
        return None;
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Read,
        SETTINGS_READ_ROW,
        format!(
            "reads `{a}`, a deployed environment's settings, which may hold secrets; a yes holds for reading this file in the session"
        ),
    );
    v.grant = Some(airlock_facts::file_read_key(&path));
    Some(v)
}

/// The words (or wrapper words, `find` roots) that name a secret path, each with its row.
fn secret_hits(c: &Command) -> Vec<(&str, String)> {
    if git_log_metadata(&c.argv) || git_index_only(c) {
        return Vec::new();
    }
    // `printenv NAME…` names variables, never files (`printenv GOOGLE_APPLICATION_CREDENTIALS`).
    if c.argv
        .first()
        .is_some_and(|p| crate::program_name(p) == "printenv")
    {
        return Vec::new();
    }
    let text_args = reader(c).is_some_and(|r| r.text) || metadata_only(c);
    // jq's first operand is its filter (`.env` is a field), not a path.
    let filter = matches!(reader(c).map(|r| r.name), Some("jq"))
        .then(|| c.argv.iter().skip(1).position(|a| !a.starts_with('-')))
        .flatten();
    // A search's pattern is a regular expression, not a path (`rg 'process.env'`).
    let pattern = crate::services::search_pattern_at(c).map(|i| i - 1);
    // Operands that are regular expressions over the program's own list of files (the
    // compilation database's sources for `run-clang-tidy 'src/.*'`): no shell expands them, so
    // they are read as written, without trying their wildcards against secret names.
    let regex_operands = c
        .argv
        .first()
        .is_some_and(|p| crate::ecosystems::regex_operands(crate::program_name(p)));
    let args = c
        .argv
        .iter()
        .skip(1)
        .enumerate()
        .filter(|(i, _)| !text_args && Some(*i) != filter && Some(*i) != pattern)
        .filter(|(i, _)| !git_message_at(&c.argv, *i + 1))
        .filter(|(i, _)| !env_file_handed(&c.argv, *i + 1) && !env_prefix_at(&c.argv, *i + 1))
        .filter(|(i, _)| !crate::remote::identity_handed(&c.argv, *i + 1))
        .filter(|(i, _)| !crate::chains::signs_with_wallet_key(&c.argv, *i + 1, &c.cwd))
        .map(|(_, a)| a);
    let roots = match &c.spawn {
        Spawn::Find(roots) => roots.as_slice(),
        _ => &[],
    };
    // A relative path is also tried under the directory an earlier `cd` moved to
    // (`cd ~/.ssh && cat config`).
    let under_cwd = |a: &str| {
        (!c.cwd.is_empty() && !a.starts_with(['/', '~', '-'])).then(|| format!("{}/{a}", c.cwd))
    };
    let row_of = |a: &str| {
        if regex_operands {
            airlock_facts::secret_location(a).map(|l| format!("secret: {}", l.family))
        } else {
            secret_row(a)
        }
    };
    args.map(String::as_str)
        .chain(c.wrapper_args.iter().map(String::as_str))
        .chain(roots.iter().map(String::as_str))
        .filter_map(|a| {
            let row = row_of(a).or_else(|| under_cwd(a).and_then(|p| row_of(&p)))?;
            Some((a, row))
        })
        .collect()
}

/// The package managers whose `-p`/`--prefix` names the folder of an environment they make,
/// run in or change (`mamba run -p ./.env python`): a folder of packages, never a file they read,
/// whatever its name (`./.env` is a common one). Their rows judge where the folder is.
const ENV_PREFIX_PROGRAMS: &[&str] = &["conda", "mamba", "micromamba"];

/// The value `argv[at]` gives one of `options`: the word itself when the word before it is
/// the option (`-k key.json`), or what follows `=` when the word is the option joined to its
/// value (`--keypair=key.json`). One reading for every rule that asks whether a word is an
/// option's value.
pub(crate) fn option_value_at<'a>(
    argv: &'a [String],
    at: usize,
    options: &[&str],
) -> Option<&'a str> {
    let word = argv.get(at)?;
    let apart = at
        .checked_sub(1)
        .and_then(|i| argv.get(i))
        .is_some_and(|o| options.contains(&o.as_str()));
    if apart {
        return Some(word.as_str());
    }
    match word.split_once('=') {
        Some((o, v)) if options.contains(&o) => Some(v),
        _ => None,
    }
}

/// Whether `argv[at]` is the value of a conda-like `-p`/`--prefix` ([`ENV_PREFIX_PROGRAMS`]), a
/// plain relative folder of the workspace.
fn env_prefix_at(argv: &[String], at: usize) -> bool {
    let program = argv.first().map_or("", |p| crate::program_name(p));
    let Some(value) = option_value_at(argv, at, &["-p", "--prefix"])
        .filter(|_| ENV_PREFIX_PROGRAMS.contains(&program))
    else {
        return false;
    };
    !value.starts_with(['/', '~', '$', '-'])
        && !value.split('/').any(|part| part == "..")
        && !value.contains(['*', '?', '[', '`', '$'])
}

/// Runners that load an environment file into the program they start (`uv run --env-file .env
/// python -m app`, `node --env-file=.env server.js`, `foreman run -e .env`, `supabase functions
/// serve --env-file supabase/functions/.env.local`): the program,
/// subcommand (empty for any) and the options that name the file.
const ENV_FILE_RUNNERS: &[(&str, &str, &[&str])] = &[
    ("uv", "run", &["--env-file"]),
    ("node", "", &["--env-file", "--env-file-if-exists"]),
    ("bun", "", &["--env-file"]),
    ("deno", "", &["--env-file"]),
    ("foreman", "run", &["-e", "--env"]),
    ("honcho", "run", &["-e", "--env"]),
    // `supabase functions serve --env-file F` loads F into the local edge runtime that runs
    // the project's functions (`functions deploy` has no such option; `secrets set
    // --env-file` uploads the file and is another subcommand).
    ("supabase", "functions", &["--env-file"]),
];

/// Whether `argv[at]` is the workspace's environment file handed by a runner to the program it
/// starts ([`ENV_FILE_RUNNERS`]): the file's values reach only that program's environment, as
/// the project's own code reads them when it loads its `.env` itself (python-dotenv, a Procfile
/// runner, `honcho run`), and the agent sees none of them; the program is judged on its own
/// (`env`, `printenv`, a secret's variable or inline code that prints the environment always
/// ask). Only a plain relative `.env`, `.env.NAME` or `NAME.env` of the workspace: another
/// secret file, a path outside the workspace or built at run time, and a production one
/// (which the production rule asks about) are still secrets named.
fn env_file_handed(argv: &[String], at: usize) -> bool {
    let program = argv.first().map_or("", |p| crate::program_name(p));
    let sub = argv.iter().skip(1).find(|a| !a.starts_with('-'));
    let Some((_, _, options)) = ENV_FILE_RUNNERS
        .iter()
        .find(|(p, s, _)| *p == program && (s.is_empty() || sub.is_some_and(|w| w == s)))
    else {
        return false;
    };
    let Some(value) = option_value_at(argv, at, options) else {
        return false;
    };
    let name = value.rsplit('/').next().unwrap_or(value);
    let env_named = name == ".env" || name.starts_with(".env.") || name.ends_with(".env");
    env_named
        && !value.starts_with(['/', '~', '$', '-'])
        && !value.split('/').any(|part| part == "..")
        && !value.contains(['*', '?', '[', '`'])
        && !names_production(value)
}

/// Programs that print only names and metadata of the files they are given (a listing, a size,
/// a count, a type, a test's answer), never what the files hold: naming a secret location to
/// them does not read the secret. Hashes and comparisons (`sha256sum`, `cmp`) are not here: a
/// hash of a short secret can be guessed back.
const METADATA_ONLY: &[&str] = &[
    "ls", "stat", "du", "wc", "file", "tree", "realpath", "readlink", "basename", "dirname",
    "test", "[", "find",
];

/// Options of those programs that read a file's lines as names or patterns, whose errors print
/// those lines (`wc --files0-from=.env`, `file -f .env`, `tree --fromfile`), or that run or
/// write something (`find -exec`, `-delete`, `-fprint`).
const READS_LINES_OR_ACTS: &[&str] = &[
    "--files0-from",
    "--files-from",
    "-files0-from",
    "--fromfile",
    "--exclude-from",
    "--magic-file",
    "-exec",
    "-execdir",
    "-ok",
    "-okdir",
    "-delete",
    "-fprint",
    "-fprint0",
    "-fprintf",
    "-fls",
];

/// Whether the command only names or measures the files it is given ([`METADATA_ONLY`]): a
/// secret location among its operands is not read. `file -f LIST` and `-m MAGIC`, `du -X LIST`
/// read a file's lines.
fn metadata_only(c: &Command) -> bool {
    let Some(name) = c.argv.first().map(String::as_str) else {
        return false;
    };
    if !METADATA_ONLY.contains(&name) || c.dynamic.iter().any(|d| *d) {
        return false;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    !args.iter().any(|a| {
        READS_LINES_OR_ACTS
            .iter()
            .any(|f| a == f || a.strip_prefix(f).is_some_and(|r| r.starts_with('=')))
            || (name == "file" && ["-f", "-m"].iter().any(|f| a.starts_with(f)))
            || (name == "du" && a.starts_with("-X"))
    })
}

/// Options of `git log` that print only commits' metadata (which commits touched a path,
/// when, by whom, under which names), never what a file holds: no patch, no stat of lines, no
/// search of contents (`-S`, `-G`), no text conversion, no output file.
const GIT_LOG_METADATA: &[&str] = &[
    "--oneline",
    "--all",
    "--graph",
    "--decorate",
    "--no-decorate",
    "--follow",
    "--name-only",
    "--name-status",
    "--reverse",
    "--first-parent",
    "--no-merges",
    "--merges",
    "--branches",
    "--remotes",
    "--tags",
    "--abbrev-commit",
    "--date-order",
    "--topo-order",
    "--full-history",
    "--no-renames",
    "--no-color",
    "--color",
    "--date",
    "--format",
    "--pretty",
    "--since",
    "--after",
    "--until",
    "--before",
    "--author",
    "--committer",
    "--max-count",
    "-n",
    "--skip",
];

/// Whether `argv` is `git log` of only metadata (see [`GIT_LOG_METADATA`]): the paths it names
/// are read for their history, not their contents.
fn git_log_metadata(argv: &[String]) -> bool {
    let [git, log, rest @ ..] = argv else {
        return false;
    };
    git == "git"
        && log == "log"
        && rest.iter().take_while(|a| *a != "--").all(|a| {
            !a.starts_with('-')
                || a.get(1..)
                    .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                || GIT_LOG_METADATA
                    .iter()
                    .any(|f| a == f || a.starts_with(&format!("{f}=")))
        })
}

/// git's subcommands that act on the index or print file names and states only, never what a
/// file holds, each with the one option it needs (empty for none) and every option it takes:
/// naming a secret file to them neither reads nor exposes it. Untracking a committed secret
/// (`git rm --cached .env`), unstaging one (`git restore --staged .env`, `git reset -- .env`)
/// and asking whether git ignores one are how a leak is stopped. Any other option keeps the
/// secret check: one that prints hunks or a diff (`-p`, `-v`), a blob's hash (`ls-files -s`),
/// that reads a file's lines as paths and prints them in its errors (`--pathspec-from-file`),
/// or that writes the work tree (`restore -W`, `reset --hard`); `git add` and a plain `git rm`
/// are not here at all.
const GIT_INDEX_ONLY: &[(&str, &str, &[&str])] = &[
    (
        "rm",
        "--cached",
        &[
            "--cached",
            "-r",
            "-f",
            "--force",
            "-rf",
            "-fr",
            "-q",
            "--quiet",
            "--ignore-unmatch",
            "-n",
            "--dry-run",
        ],
    ),
    ("restore", "--staged", &["--staged", "-q", "--quiet"]),
    ("restore", "-S", &["-S", "-q", "--quiet"]),
    ("reset", "", &["-q", "--quiet"]),
    (
        "check-ignore",
        "",
        &[
            "-v",
            "--verbose",
            "-n",
            "--non-matching",
            "-q",
            "--quiet",
            "--no-index",
        ],
    ),
    (
        "ls-files",
        "",
        &[
            "-c",
            "--cached",
            "-o",
            "--others",
            "-i",
            "--ignored",
            "--exclude-standard",
            "-d",
            "--deleted",
            "-m",
            "--modified",
            "--error-unmatch",
            "--full-name",
        ],
    ),
    (
        "status",
        "",
        &[
            "-s",
            "--short",
            "-b",
            "--branch",
            "--porcelain",
            "--ignored",
        ],
    ),
];

/// Whether a git command is one of [`GIT_INDEX_ONLY`] with only the options its row takes,
/// every word as written (nothing expanded by the shell).
fn git_index_only(c: &Command) -> bool {
    let [git, sub, rest @ ..] = c.argv.as_slice() else {
        return false;
    };
    if git != "git" || c.dynamic.iter().any(|d| *d) {
        return false;
    }
    let options: Vec<&str> = rest
        .iter()
        .take_while(|a| *a != "--")
        .map(String::as_str)
        .filter(|a| a.starts_with('-'))
        .collect();
    GIT_INDEX_ONLY.iter().any(|(name, needs, takes)| {
        sub == name
            && (needs.is_empty() || options.contains(needs))
            && options.iter().all(|o| takes.contains(o))
    })
}

/// git's subcommands whose `-m`/`--message` value is the text of a message (a commit's, a
/// tag's, a merge's, a stash's, a note's), never a path: `git commit -m "Stop tracking .env"`
/// names no file. `-F FILE` reads the message from a file and stays a path; other
/// subcommands' `-m` means something else (`checkout -m` merges, `cherry-pick -m` a parent).
const GIT_MESSAGE_SUBCOMMANDS: &[&str] = &["commit", "tag", "merge", "stash", "notes"];

/// Whether `argv[at]` is the text of a message given to git ([`GIT_MESSAGE_SUBCOMMANDS`]):
/// the word after `-m`, `--message` or `-am`, or a message attached
/// to its option (`--message=TEXT`, `-mTEXT`), before any `--`.
fn git_message_at(argv: &[String], at: usize) -> bool {
    let [git, sub, ..] = argv else {
        return false;
    };
    if git != "git" || !GIT_MESSAGE_SUBCOMMANDS.contains(&sub.as_str()) || at < 2 {
        return false;
    }
    let before = argv.get(2..at).unwrap_or_default();
    if before.iter().any(|a| a == "--") {
        return false;
    }
    let word = argv.get(at).map_or("", String::as_str);
    let takes_message = |a: &str| matches!(a, "-m" | "--message" | "-am");
    // The option's own word must not be a message itself (`-m -m .env`).
    let after_option = before.last().is_some_and(|a| takes_message(a))
        && !before
            .len()
            .checked_sub(2)
            .and_then(|i| before.get(i))
            .is_some_and(|a| takes_message(a));
    let attached = word.starts_with("--message=")
        || (word.starts_with("-m") && word.len() > 2 && !after_option);
    after_option || attached
}

/// The secret row a word matches, looking inside `@file`, `key=file`, `host:file` and globs.
fn secret_row(word: &str) -> Option<String> {
    // A long option's own name (`--insecure-no-password`, `--vault-password-file`) is never a
    // path; its attached value is tried below.
    let option_name = word.starts_with("--") && !word.contains(['=', '/']);
    let mut parts = if option_name { vec![] } else { vec![word] };
    for sep in ['=', '@', ':', '<'] {
        if let Some((_, rest)) = word.split_once(sep) {
            parts.push(rest);
        }
    }
    parts
        .iter()
        .flat_map(|p| expand_braces(p))
        .find_map(|p| {
            globbed(&p)
                .iter()
                .find_map(|cand| airlock_facts::secret_location(cand))
        })
        .map(|l| format!("secret: {}", l.family))
}

/// `a{b,c}d` as `abd`, `acd` (at most 64 words; the word itself when it has no braces).
fn expand_braces(word: &str) -> Vec<String> {
    let mut out = vec![word.to_owned()];
    for _ in 0..6 {
        let mut next = Vec::new();
        let mut changed = false;
        for w in &out {
            let open = w.find('{');
            let close = open.and_then(|o| w.get(o..)?.find('}').map(|c| c + o));
            match (open, close) {
                (Some(o), Some(cl)) if w.get(o + 1..cl).is_some_and(|b| b.contains(',')) => {
                    changed = true;
                    let (pre, body, post) = (
                        w.get(..o).unwrap_or_default(),
                        w.get(o + 1..cl).unwrap_or_default(),
                        w.get(cl + 1..).unwrap_or_default(),
                    );
                    next.extend(body.split(',').map(|alt| format!("{pre}{alt}{post}")));
                }
                _ => next.push(w.clone()),
            }
        }
        out = next;
        out.truncate(64);
        if !changed {
            break;
        }
    }
    out
}

/// The word, and for each path component that is a glob with a literal part (`.e*`, `id_*`),
/// the word with that component replaced by each secret name it matches. A component that is
/// only a wildcard (`*`, `**`) is replaced where the path's folder makes it secret: a Terraform
/// var file's folder (`envs/*/terraform.tfvars` reaches `envs/prod/…`), or a file with an
/// extension under a folder of secrets (`keys/*` reaches `keys/x.json`, `prod/*`
/// `prod/x.tfvars`); never by a name that is secret anywhere (`src/*` is no read of an
/// `id_rsa`) or in any hidden folder.
fn globbed(word: &str) -> Vec<String> {
    let mut out = vec![word.to_owned()];
    let parts: Vec<&str> = word.split('/').collect();
    let last = parts.len().saturating_sub(1);
    let var_file = parts.last().is_some_and(|f| {
        let f = f.to_ascii_lowercase();
        f.ends_with(".tfvars") || f.ends_with(".tfvars.json")
    });
    for (i, part) in parts.iter().enumerate() {
        let wild = part.contains(['*', '?', '[']);
        let literal = part.chars().any(|ch| !matches!(ch, '*' | '?'));
        if !wild || (!literal && (parts.len() < 2 || (i < last && !var_file))) {
            continue;
        }
        for sample in
            airlock_facts::secret_samples().filter(|s| glob(part.as_bytes(), s.as_bytes()))
        {
            let named_file = sample.get(1..).is_some_and(|s| s.contains('.'));
            if !literal
                && i == last
                && (!named_file || airlock_facts::secret_location(&sample).is_some())
            {
                continue;
            }
            let mut p = parts.clone();
            if let Some(slot) = p.get_mut(i) {
                *slot = &sample;
            }
            let path = p.join("/");
            // A name secret in any hidden folder (`.*/hosts.yml`) is no sample of `.venv/*`.
            let by_folder = airlock_facts::secret_location(&path)
                .is_some_and(|l| i < last || !l.path.starts_with(".*/"));
            if literal || by_folder {
                out.push(path);
            }
        }
    }
    out
}

/// One token of a shell glob.
enum GlobToken<'a> {
    Star,
    Any,
    /// `[…]`: the bytes of the set, and whether it is negated (`[!…]`, `[^…]`).
    Set(&'a [u8], bool),
    Byte(u8),
}

/// The tokens of a glob; a `[` without its `]` is a literal `[`.
fn glob_tokens(pat: &[u8]) -> Vec<GlobToken<'_>> {
    let mut out = Vec::with_capacity(pat.len());
    let mut i = 0;
    while let Some(b) = pat.get(i) {
        i += 1;
        out.push(match b {
            b'*' => GlobToken::Star,
            b'?' => GlobToken::Any,
            b'[' => {
                let rest = pat.get(i..).unwrap_or_default();
                match rest.iter().skip(1).position(|b| *b == b']').map(|e| e + 1) {
                    Some(end) => {
                        let set = rest.get(..end).unwrap_or_default();
                        i += end + 1;
                        match set.split_first() {
                            Some((b'!' | b'^', s)) => GlobToken::Set(s, true),
                            _ => GlobToken::Set(set, false),
                        }
                    }
                    None => GlobToken::Byte(b'['),
                }
            }
            b => GlobToken::Byte(*b),
        });
    }
    out
}

/// Shell glob match of `*`, `?` and `[…]` in any ASCII letter case (a case-insensitive file
/// system opens `.ENV` for `.env`); a leading `.` is matched only literally. Linear in the
/// pattern times the text: one backtrack point, the last `*`, as for any glob whose only
/// repetition is `*`.
fn glob(pat: &[u8], s: &[u8]) -> bool {
    if s.first() == Some(&b'.') && pat.first() != Some(&b'.') {
        return false;
    }
    let tokens = glob_tokens(pat);
    let one = |t: &GlobToken<'_>, c: u8| match t {
        GlobToken::Star => false,
        GlobToken::Any => true,
        GlobToken::Set(set, negate) => set.iter().any(|b| b.eq_ignore_ascii_case(&c)) != *negate,
        GlobToken::Byte(b) => b.eq_ignore_ascii_case(&c),
    };
    let (mut ti, mut si) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while let Some(c) = s.get(si) {
        match tokens.get(ti) {
            Some(GlobToken::Star) => {
                star = Some((ti, si));
                ti += 1;
            }
            Some(t) if one(t, *c) => {
                ti += 1;
                si += 1;
            }
            _ => match star {
                Some((st, ss)) => {
                    ti = st + 1;
                    si = ss + 1;
                    star = Some((st, ss + 1));
                }
                None => return false,
            },
        }
    }
    tokens
        .get(ti..)
        .is_some_and(|rest| rest.iter().all(|t| matches!(t, GlobToken::Star)))
}

/// Redirections: writes by where they go, reads of secrets.
fn redirects(c: &Command, env: &ShellEnv<'_>) -> Vec<Verdict> {
    c.redirects
        .iter()
        .filter_map(|r| {
            if r.write {
                let mut v = output_to(&r.target, r.dynamic, &c.cwd, env, "write: redirection");
                // Output into an ordinary file of the workspace is what the file tools' writes
                // there are; into a secret file (its secrets overwritten or added to) it always
                // asks, as the file tools' writes there do.
                if v.level == Level::AskOnce {
                    match secret_row(&r.target) {
                        None => v.grant = Some(crate::WORKSPACE_WRITE_FAMILY.to_owned()),
                        Some(row) => {
                            v = verdict(
                                Level::AlwaysAsk,
                                Effect::Write,
                                format!("{row}: write"),
                                format!("writes `{}`, which holds secrets", r.target),
                            );
                        }
                    }
                }
                Some(v)
            } else {
                secret_row(&r.target).map(|row| {
                    verdict(
                        Level::AlwaysAsk,
                        Effect::Read,
                        row,
                        format!("reads `{}`", r.target),
                    )
                })
            }
        })
        .collect()
}

/// Where a path lies relative to the workspace.
#[derive(PartialEq, Eq)]
enum Place {
    Inside,
    Outside,
}

/// Targets that are not files in the workspace or outside it.
fn not_a_file(path: &str) -> bool {
    matches!(
        path,
        "/dev/null" | "/dev/stdout" | "/dev/stderr" | "-" | ">(…)"
    ) || path == PROCESS_SUBSTITUTION
}

/// `path` as seen from `cwd` (the directory as changed by earlier `cd`, "" for the workspace):
/// an absolute or home path as it is, a relative one under `cwd`.
fn in_cwd(path: &str, cwd: &str) -> String {
    if path.starts_with('/') || path.starts_with('~') || cwd.is_empty() {
        path.to_owned()
    } else {
        format!("{cwd}/{path}")
    }
}

fn absolute(path: &str, cwd: &str, env: &ShellEnv<'_>) -> Option<String> {
    let full = in_cwd(path, cwd);
    if full.starts_with('$') {
        return None;
    }
    if let Some(rest) = full.strip_prefix('~') {
        return match env.home {
            Some(h) if rest.is_empty() || rest.starts_with('/') => {
                Some(normalize(&format!("{h}{rest}")))
            }
            _ => None,
        };
    }
    if full.starts_with('/') {
        return Some(normalize(&full));
    }
    env.workspace.map(|w| normalize(&format!("{w}/{full}")))
}

/// `path` as seen from `cwd`, absolute and normal; none when it holds an expansion.
pub(crate) fn absolute_path(path: &str, cwd: &str, env: &ShellEnv<'_>) -> Option<String> {
    absolute(path, cwd, env)
}

/// Whether `path` (as seen from `cwd`) is inside the workspace.
pub(crate) fn inside_workspace(path: &str, cwd: &str, env: &ShellEnv<'_>) -> bool {
    matches!(place(path, cwd, env), Place::Inside)
}

fn place(path: &str, cwd: &str, env: &ShellEnv<'_>) -> Place {
    if not_a_file(path) {
        return Place::Inside;
    }
    let full = in_cwd(path, cwd);
    if !full.starts_with('/') && !full.starts_with('~') && !full.starts_with('$') {
        // Relative: outside only if `..` climbs above the workspace.
        let mut level: i64 = 0;
        for part in full.split('/') {
            match part {
                "" | "." => {}
                ".." if level == 0 => return Place::Outside,
                ".." => level -= 1,
                _ => level += 1,
            }
        }
        return Place::Inside;
    }
    match (absolute(path, cwd, env), env.workspace) {
        (Some(abs), Some(ws)) => {
            let ws = ws.trim_end_matches('/');
            if abs == ws || abs.starts_with(&format!("{ws}/")) {
                Place::Inside
            } else {
                Place::Outside
            }
        }
        _ => Place::Outside,
    }
}

/// `p` made absolute and normal (a relative path as if from the root): the key a path is known
/// by.
fn normalize(p: &str) -> String {
    let rooted = if p.starts_with('/') {
        Cow::Borrowed(p)
    } else {
        Cow::Owned(format!("/{p}"))
    };
    airlock_facts::normalize(&rooted).into_owned()
}

/// Whether `path` is one of the paths no command may write (airlock's own).
pub(crate) fn is_protected(path: &str, cwd: &str, env: &ShellEnv<'_>) -> bool {
    protected(path, cwd, env)
}

/// Whether an unknown program's subcommand destroys or removes what it names.
pub(crate) fn destroys(verb: &str) -> bool {
    UNKNOWN_DESTRUCTIVE_VERBS.contains(&verb)
}

fn protected(path: &str, cwd: &str, env: &ShellEnv<'_>) -> bool {
    let Some(abs) = absolute(path, cwd, env) else {
        return false;
    };
    env.protected.iter().any(|p| {
        let p = p.trim_end_matches('/');
        abs == p || abs.starts_with(&format!("{p}/"))
    })
}

/// Whether a program's output written to `path` is a scratch file: one file directly under
/// `/tmp`, named literally (no expansion, glob or `..`), not hidden (`/tmp/.X11-unix` and the
/// like are the system's). Writing one changes nothing the project or the user keeps, and a
/// symbolic link there (which could send the write elsewhere) is one only a command that asks
/// can have made (`ln` to `/tmp` writes outside the workspace).
pub(crate) fn scratch(path: &str, dynamic: bool, cwd: &str) -> bool {
    if dynamic || cwd.starts_with('$') {
        return false;
    }
    let full = in_cwd(path, cwd);
    full.strip_prefix("/tmp/").is_some_and(|name| {
        !name.is_empty()
            && !name.starts_with('.')
            && !name.contains(['/', '*', '?', '[', '$', '`', '~', '\\'])
    })
}

/// Whether a program's output written to `path` lands in scratch space: a [`scratch`] file, or a
/// file or folder nested in a folder under `/tmp` (`/tmp/crash-repro/store.json`), every name
/// on the way literal and not hidden, and the last not a running program's socket, pid or lock
/// file ([`RUNTIME_FILES`]). Other programs' trees there (tmux's, ssh-agent's) hold sockets,
/// which a write cannot replace; removing in them stays [`removable_scratch`]'s, one level only.
pub(crate) fn scratch_output(path: &str, dynamic: bool, cwd: &str) -> bool {
    if scratch(path, dynamic, cwd) {
        return true;
    }
    if dynamic || cwd.starts_with('$') {
        return false;
    }
    let full = in_cwd(path, cwd);
    let Some(rest) = full.strip_prefix("/tmp/") else {
        return false;
    };
    let names: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
    let last = names.last().copied().unwrap_or_default();
    names.len() > 1
        && names.iter().all(|n| {
            !n.is_empty()
                && !n.starts_with('.')
                && !n.contains(['*', '?', '[', '$', '`', '~', '\\'])
        })
        && !RUNTIME_FILES
            .iter()
            .any(|g| airlock_facts::component_matches(g, last))
}

/// Judges what a program writes as its output (a redirection, `tee`, `-o FILE`): scratch space
/// under `/tmp` ([`scratch_output`]) adds nothing to the command's own level; anything else is
/// [`write_to`]. Deleting, moving, linking or changing modes there is not output: judged by
/// [`write_to`].
fn output_to(path: &str, dynamic: bool, cwd: &str, env: &ShellEnv<'_>, row: &str) -> Verdict {
    if scratch_output(path, dynamic, cwd) {
        return verdict(
            Level::Allow,
            Effect::Read,
            "write: scratch file under /tmp",
            format!("writes `{path}`, a scratch file under /tmp"),
        );
    }
    write_to(path, dynamic, cwd, env, row)
}

/// Judges a written path: protected, hidden or outside → AlwaysAsk, else AskOnce under `row`.
fn write_to(path: &str, dynamic: bool, cwd: &str, env: &ShellEnv<'_>, row: &str) -> Verdict {
    if not_a_file(path) && !dynamic {
        return verdict(
            Level::Allow,
            Effect::Read,
            "write: not a file",
            format!("writes `{path}`, not a file"),
        );
    }
    if protected(path, cwd, env) {
        return verdict(
            Level::AlwaysAsk,
            Effect::Write,
            "protected: write",
            format!("writes `{path}`, airlock's own file"),
        );
    }
    if dynamic || cwd.starts_with('$') {
        return verdict(
            Level::AlwaysAsk,
            Effect::Write,
            "hidden: write target from expansion",
            format!("writes `{path}`, a path built at run time that may lie outside the workspace"),
        );
    }
    if place(path, cwd, env) == Place::Outside {
        return verdict(
            Level::AlwaysAsk,
            Effect::Write,
            "outside: write",
            format!("writes `{path}` outside the workspace"),
        );
    }
    if airlock_facts::runs_as_hook(path)
        || (!path.starts_with('/') && airlock_facts::runs_as_hook(cwd))
    {
        return verdict(
            Level::AlwaysAsk,
            Effect::Write,
            "protected: repository hooks",
            format!("writes `{path}`, which git runs or reads as a hook"),
        );
    }
    verdict(
        Level::AskOnce,
        Effect::Write,
        row,
        format!("writes `{path}` inside the workspace"),
    )
}

/// The worst of several verdicts; the first wins a tie.
fn worst(vs: impl IntoIterator<Item = Verdict>) -> Option<Verdict> {
    vs.into_iter()
        .reduce(|a, b| if b.level > a.level { b } else { a })
}

/// The words before `--`.
fn options(args: &[String]) -> impl Iterator<Item = &String> {
    args.iter().take_while(|a| *a != "--")
}

/// Whether `arg` is `flag`: equal, `--flag=value`, or for a short flag an attached value
/// (`-ofile`, `-i.bak`) or a cluster: `-ni` when the flag takes no value, and for one that
/// takes a value, the flag after other single-letter flags (`-nro FILE`, `-nrofile`), as
/// getopt reads it.
pub(crate) fn is_flag(arg: &str, flag: &str, takes_value: bool) -> bool {
    if arg == flag || (flag.starts_with("--") && arg.starts_with(&format!("{flag}="))) {
        return true;
    }
    let short = flag.len() == 2 && flag.starts_with('-') && !arg.starts_with("--");
    let letter = flag.chars().nth(1).unwrap_or('-');
    short
        && arg.len() > 2
        && (arg.starts_with(flag)
            || (!takes_value
                && arg.starts_with('-')
                && arg.chars().skip(1).all(|c| c.is_ascii_alphabetic())
                && arg.contains(letter))
            || (takes_value && cluster_value_at(arg, letter).is_some()))
}

/// Where the value of the short flag `letter` starts in a cluster of single-letter flags
/// (`-nro` -> 4, `-nrofile` -> 4): the letters before it are flags, the rest is its value.
fn cluster_value_at(arg: &str, letter: char) -> Option<usize> {
    let body = arg.strip_prefix('-')?;
    let k = body.find(letter)?;
    let flags = body.get(..k)?;
    (flags.chars().all(|c| c.is_ascii_alphabetic())).then_some(k + 2)
}

/// The value of a flag at `args[i]`: attached (`-ofile`, `--output=file`, `-nrofile`) or the
/// next word.
fn flag_value<'a>(args: &'a [String], i: usize, flag: &str) -> Option<&'a str> {
    let a = args.get(i)?;
    if let Some(v) = a.strip_prefix(&format!("{flag}=")) {
        return Some(v);
    }
    if let Some(v) = a.strip_prefix(flag)
        && !v.is_empty()
        && !flag.starts_with("--")
    {
        return Some(v);
    }
    let letter = flag.chars().nth(1).unwrap_or('-');
    let attached = (flag.len() == 2 && !a.starts_with("--"))
        .then(|| cluster_value_at(a, letter))
        .flatten()
        .and_then(|at| a.get(at..))
        .filter(|v| !v.is_empty());
    attached.or_else(|| args.get(i + 1).map(String::as_str))
}

/// Whether a short-flag cluster or long flag in `args` carries `letter` or `long`.
fn short_or_long(args: &[String], letter: char, long: &str) -> bool {
    options(args)
        .any(|a| a == long || (a.starts_with('-') && !a.starts_with("--") && a.contains(letter)))
}

/// The operands: words that are not options (after `--`, every word).
fn operands(args: &[String]) -> Vec<&String> {
    let mut out = Vec::new();
    let mut after = false;
    for a in args {
        if !after && a == "--" {
            after = true;
        } else if after || !a.starts_with('-') || a == "-" {
            out.push(a);
        }
    }
    out
}

fn reader(c: &Command) -> Option<&'static Reader> {
    let name = match c.program() {
        Program::Known(n) => n,
        _ => return None,
    };
    READERS.iter().find(|r| r.name == name)
}

fn program_verdict(c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let name = match c.program() {
        Program::None => {
            return verdict(
                Level::Allow,
                Effect::Read,
                "assignment",
                "sets variables only",
            );
        }
        Program::Hidden => {
            return ask(
                "hidden: program from expansion",
                "the program's name is built by an expansion",
            );
        }
        Program::Path(p) => return outside_project(program_by_path(&p, c, env), c, env),
        Program::Known(n) => n,
    };
    let args = c.argv.get(1..).unwrap_or_default();
    if c.function {
        return verdict(
            Level::Allow,
            Effect::Read,
            format!("function: {name}"),
            format!("runs the function `{name}` defined in the script, judged where it is defined"),
        );
    }
    let v = forwarded(&name, args, c, env)
        .or_else(|| crate::remote::remote_reads(&name, args, c, env))
        .unwrap_or_else(|| known_program(&name, args, c, env));
    outside_project(v, c, env)
}

/// A command run after a `cd` out of the workspace (`cd /tmp && cargo build`, `cd ~/other &&
/// npm install x`), or told by an option to work on a folder or manifest there
/// ([`PROJECT_FOLDER_OPTIONS`]: `npm --prefix ../x`, `cargo --manifest-path /tmp/x/Cargo.toml`),
/// works on another project: its build runs that project's code and its dependencies land
/// there, so neither the project's family nor the add-dependency family covers it; it is asked
/// under its own words. One of those families pointed at another registry, index or feed
/// ([`other_source`]) always asks: the family means the sources the project declares.
fn outside_project(mut v: Verdict, c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let families = [
        crate::toolchains::PROJECT_FAMILY,
        crate::toolchains::ADD_DEPENDENCY_FAMILY,
    ];
    if !v.grant.as_deref().is_some_and(|g| families.contains(&g)) {
        return v;
    }
    // A row's own exceptions for another index (`pip install -i URL`) have already dropped
    // the family and ask under their own words; what is still in a family always asks.
    if let Some(source) = other_source(c).filter(|_| !local_index_download(c)) {
        let mut raised = ask(
            format!("{} (another source: {source})", v.row),
            format!(
                "`{source}` points it at another registry, index or feed: what it fetches runs from a source the project does not declare, which no grant of the project's builds or new dependencies covers"
            ),
        );
        raised.outside = v.outside;
        return raised;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    let folder = option_values(args, project_folder_options(c))
        .find(|f| f.contains(['$', '`']) || place(f, &c.cwd, env) == Place::Outside);
    if let Some(folder) = folder {
        v.grant = None;
        v.row = format!("{} (on `{folder}`, outside the workspace)", v.row);
    } else if !c.cwd.is_empty() && place(".", &c.cwd, env) == Place::Outside {
        v.grant = None;
        v.row = format!("{} (in a folder outside the workspace)", v.row);
    }
    v
}

/// Options of any program that point an install or a build at another registry, index, feed
/// or channel, or at another configuration of one (`--registry URL`, `--index-url URL`,
/// `--configfile FILE`); npm's scoped `--@scope:registry=URL` too.
const SOURCE_OPTIONS: &[&str] = &[
    "--registry",
    "--userconfig",
    "--globalconfig",
    "--index-url",
    "--extra-index-url",
    "--default-index",
    "--find-links",
    "--trusted-host",
    "--allow-insecure-host",
    "--configfile",
    "--add-source",
    "--pypi-mirror",
];
/// The same, where the option is one program's own (program, options): a short spelling or a
/// word another program uses otherwise (`--source` is dotnet's feed). conda's channels are its
/// rows' business (`ecosystems::conda_args` sets the public ones aside).
const PROGRAM_SOURCE_OPTIONS: &[(&str, &[&str])] = &[
    ("pip", &["-i", "-f"]),
    ("pip3", &["-i", "-f"]),
    ("uv", &["-i", "-f", "--index"]),
    // Not `-s`: it is `--source` for a build or restore but `--settings` for `dotnet test`.
    ("dotnet", &["--source"]),
    ("cargo", &["--index"]),
    ("pipenv", &["-i", "--index"]),
    // pixi's channels are conda's: a name is the public registry's, an address another index.
];

/// The option of [`SOURCE_OPTIONS`] or [`PROGRAM_SOURCE_OPTIONS`] a command is given, as
/// written, before any `--`; cargo's `--config` setting a source or a registry counts too. A
/// program's own short options are read only outside a runner's subcommand (`uv run pytest -f`
/// hands `-f` to pytest).
fn other_source(c: &Command) -> Option<String> {
    let name = c.argv.first().map(|p| p.rsplit('/').next().unwrap_or(p))?;
    let all = c.argv.get(1..).unwrap_or_default();
    let args = all.split(|a| a == "--").next().unwrap_or_default();
    let runs = args
        .iter()
        .find(|a| !a.starts_with('-'))
        .is_some_and(|w| matches!(w.as_str(), "run" | "exec" | "x" | "dlx"));
    let own: &[&str] = PROGRAM_SOURCE_OPTIONS
        .iter()
        .find(|(p, _)| *p == name && !runs)
        .map_or(&[], |(_, o)| o);
    let named = args.iter().find(|a| {
        let opt = a.split_once('=').map_or(a.as_str(), |(o, _)| o);
        // cargo's `--registry NAME` names one the user configured, not an address.
        (SOURCE_OPTIONS.contains(&opt) && !(name == "cargo" && opt == "--registry"))
            || own.contains(&opt)
            || (opt.starts_with("--@") && opt.ends_with(":registry"))
            || own
                .iter()
                .any(|o| o.len() == 2 && a.starts_with(o) && a.len() > 2)
    });
    if let Some(a) = named {
        return Some(a.clone());
    }
    if let Some(url) = unofficial_distribution(args) {
        return Some(url);
    }
    let config = option_values(args, &["--config"])
        .find(|v| name == "cargo" && (v.contains("source") || v.contains("registr")))?;
    Some(format!("--config {config}"))
}

/// Options that point a build tool's wrapper at the distribution it downloads and runs for
/// every later build (`gradle wrapper --gradle-distribution-url URL`, the Maven wrapper's
/// `-DdistributionUrl=URL` and `-DwrapperUrl=URL`), with the hosts that publish the tool
/// itself: a distribution from any other host is code no one reviewed, run by every build and
/// every teammate's after the wrapper's files are committed.
const WRAPPER_DISTRIBUTION_OPTIONS: &[(&str, &[&str])] = &[
    (
        "--gradle-distribution-url",
        &["services.gradle.org", "downloads.gradle.org"],
    ),
    (
        "-DdistributionUrl",
        &["repo.maven.apache.org", "repo1.maven.org"],
    ),
    (
        "-DwrapperUrl",
        &["repo.maven.apache.org", "repo1.maven.org"],
    ),
];

/// The option of [`WRAPPER_DISTRIBUTION_OPTIONS`] a command gives with a value that is not an
/// `https` address of one of its tool's own hosts (another host, a mirror, `http`, a file, a
/// user part, a port or an expansion), as written.
fn unofficial_distribution(args: &[String]) -> Option<String> {
    args.iter().enumerate().find_map(|(i, a)| {
        let (option, hosts) = WRAPPER_DISTRIBUTION_OPTIONS
            .iter()
            .find(|(o, _)| a == o || a.strip_prefix(o).is_some_and(|r| r.starts_with('=')))?;
        let value = match a.split_once('=') {
            Some((_, v)) => v,
            None => args.get(i + 1).map_or("", String::as_str),
        };
        let official = value.strip_prefix("https://").is_some_and(|rest| {
            let host = rest.split('/').next().unwrap_or_default();
            hosts.contains(&host) && rest.contains('/')
        });
        (!official).then(|| format!("{option} {value}"))
    })
}

/// Downloads that install nothing (program, subcommand): from an index on this machine only,
/// they fetch what this machine serves, which is no other source ([`local_index_download`]).
const LOCAL_INDEX_DOWNLOADS: &[(&str, &str)] = &[("pip", "download"), ("pip3", "download")];

/// Whether the command is one of [`LOCAL_INDEX_DOWNLOADS`], every index, feed or registry it
/// names ([`SOURCE_OPTIONS`], the program's own) is an address on this machine (`pip download
/// -i http://localhost:8080/simple/ pkg`), and no requirement names an address of its own.
fn local_index_download(c: &Command) -> bool {
    let name = c
        .argv
        .first()
        .map_or("", |p| p.rsplit('/').next().unwrap_or(p));
    let args = c.argv.get(1..).unwrap_or_default();
    let sub = args.iter().find(|a| !a.starts_with('-'));
    if !LOCAL_INDEX_DOWNLOADS
        .iter()
        .any(|(p, s)| *p == name && sub.is_some_and(|w| w == s))
    {
        return false;
    }
    let own: &[&str] = PROGRAM_SOURCE_OPTIONS
        .iter()
        .find(|(p, _)| *p == name)
        .map_or(&[], |(_, o)| o);
    let options: Vec<&str> = SOURCE_OPTIONS.iter().chain(own).copied().collect();
    let mut values = Vec::new();
    let mut elsewhere = false;
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        match a.split_once('=') {
            Some((o, v)) if options.contains(&o) => values.push(v),
            _ if options.contains(&a) => values.push(it.next().unwrap_or_default()),
            _ if own.iter().any(|o| a.len() > 2 && a.starts_with(o)) => {
                values.push(a.get(2..).unwrap_or_default());
            }
            // A requirement fetched from an address rather than the index (`pkg @
            // https://…`, `git+https://…`, `https://…/pkg.tar.gz`) is another source.
            _ => elsewhere |= a.contains("://") || a == "--",
        }
    }
    !elsewhere
        && !values.is_empty()
        && values
            .iter()
            .all(|v| (v.starts_with("http://") || v.starts_with("https://")) && loopback(v))
}

/// Options through which a command of the project family works on the project in another
/// folder or from another manifest (program, options), as a `cd` there would: a value outside
/// the workspace (or built at run time) is another project, asked under its own words.
const PROJECT_FOLDER_OPTIONS: &[(&str, &[&str])] = &[
    ("make", &["-C", "--directory", "-f", "--file", "--makefile"]),
    (
        "gmake",
        &["-C", "--directory", "-f", "--file", "--makefile"],
    ),
    ("just", &["-d", "--working-directory", "-f", "--justfile"]),
    ("npm", &["--prefix", "-C"]),
    ("pnpm", &["-C", "--dir", "--prefix"]),
    ("yarn", &["--cwd"]),
    ("bun", &["--cwd"]),
    // A `--config` file outside the workspace is another project's settings too.
    ("cargo", &["--manifest-path", "-C", "--config"]),
    ("go", &["-C", "-modfile"]),
    ("poetry", &["-C", "--directory", "-P", "--project"]),
    ("uv", &["--directory", "--project"]),
    ("composer", &["-d", "--working-dir"]),
    ("bundle", &["--gemfile"]),
    (
        "gradle",
        &[
            "-p",
            "--project-dir",
            "-b",
            "--build-file",
            "-c",
            "--settings-file",
        ],
    ),
    (
        "gradlew",
        &[
            "-p",
            "--project-dir",
            "-b",
            "--build-file",
            "-c",
            "--settings-file",
        ],
    ),
    ("mvn", &["-f", "--file"]),
    ("mvnw", &["-f", "--file"]),
    ("dotnet", &["--project"]),
    ("pip", &["-r", "--requirement"]),
    ("pip3", &["-r", "--requirement"]),
    ("pixi", &["--manifest-path"]),
    ("cmake", &["-S"]),
    ("ant", &["-f", "-file", "-buildfile"]),
    ("stack", &["--stack-yaml"]),
    ("cabal", &["--project-file"]),
    ("dune", &["--root"]),
];

fn project_folder_options(c: &Command) -> &'static [&'static str] {
    let name = c
        .argv
        .first()
        .map_or("", |p| p.rsplit('/').next().unwrap_or(p));
    PROJECT_FOLDER_OPTIONS
        .iter()
        .find(|(p, _)| *p == name)
        .map_or(&[], |(_, o)| o)
}

/// The values `flags` are given in `args`: `-C DIR`, `--dir=DIR`, and a short option's
/// attached value (`-C../x`).
fn option_values<'a>(args: &'a [String], flags: &'a [&'a str]) -> impl Iterator<Item = &'a str> {
    args.iter().enumerate().filter_map(move |(i, a)| {
        flags.iter().find_map(|f| {
            if a == f {
                Some(args.get(i + 1).map_or("", String::as_str))
            } else {
                a.strip_prefix(f)
                    .and_then(|r| r.strip_prefix('=').or((f.len() == 2).then_some(r)))
                    .filter(|r| !r.is_empty())
            }
        })
    })
}

/// `symfony console X` is `php bin/console X` (and `symfony composer X` is `composer X`): that
/// program's rows decide, dangerous ones included.
fn forwarded(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let (argv, replaced) = crate::localstacks::forwarded(name, args)?;
    let mut inner = c.clone();
    let kept = c.argv.len().saturating_sub(replaced);
    let added = argv.len().saturating_sub(kept);
    inner.dynamic = std::iter::repeat_n(false, added)
        .chain(
            c.dynamic
                .get(replaced..)
                .unwrap_or_default()
                .iter()
                .copied(),
        )
        .collect();
    inner.argv = argv;
    let program = inner.argv.first().cloned().unwrap_or_default();
    let rest = inner.argv.get(1..).unwrap_or_default().to_vec();
    Some(known_program(&program, &rest, &inner, env))
}

/// A program's version alone (`elixir --version`), or a shell checking a script's syntax
/// (`bash -n FILE`): both only read.
fn version_or_syntax_check(name: &str, args: &[String]) -> Option<Verdict> {
    if let [only] = args
        && (VERSION_ONLY.contains(&only.as_str())
            || word_version(only)
            || (only == "-v" && VERSION_V.contains(&name)))
        && !DESTRUCTIVE_PROGRAMS.contains(&name)
        && !name.starts_with("mkfs.")
    {
        return Some(verdict(
            Level::Allow,
            Effect::Read,
            "read-only: version",
            format!("`{name} {only}` only prints its version"),
        ));
    }
    // `sh -n FILE`: the shell parses the script and runs nothing of it.
    if SHELLS.contains(&name)
        && args.first().is_some_and(|a| a == "-n")
        && args.len() > 1
        && args.iter().skip(1).all(|a| !a.starts_with(['-', '+']))
    {
        return Some(verdict(
            Level::Allow,
            Effect::Read,
            format!("read-only: {name} -n"),
            format!("`{name} -n` only checks a script's syntax and runs none of it"),
        ));
    }
    syntax_check(name, args)
}

/// An interpreter's syntax check of files (`ruby -c`, `php -l`, `node --check`): each parses
/// the files and runs none of their code, so it only reads. `perl -c` runs the files' `BEGIN`
/// blocks and `use` imports, and `python -m py_compile` writes their bytecode beside them: both
/// the project family when every file is in the workspace. Any other option (`-r`, `-e`,
/// `--require`, `-d`) may run code and keeps the interpreter's own row.
fn syntax_check(name: &str, args: &[String]) -> Option<Verdict> {
    let base = name.trim_end_matches(|ch: char| ch.is_ascii_digit() || ch == '.');
    let (options, files): (Vec<&str>, Vec<&str>) = match (base, args.first().map(String::as_str)) {
        ("python", Some("-m")) if args.get(1).is_some_and(|m| m == "py_compile") => (
            Vec::new(),
            args.iter().skip(2).map(String::as_str).collect(),
        ),
        _ => args
            .iter()
            .map(String::as_str)
            .partition(|a| a.starts_with('-')),
    };
    let checks = match base {
        "ruby" => {
            options.iter().any(|o| o.contains('c'))
                && options.iter().all(|o| {
                    matches!(
                        *o,
                        "-c" | "-w" | "-wc" | "-cw" | "-W" | "-W0" | "-W1" | "-W2"
                    )
                })
        }
        "php" => options.contains(&"-l") && options.iter().all(|o| matches!(*o, "-l" | "-n")),
        "node" => !options.is_empty() && options.iter().all(|o| matches!(*o, "-c" | "--check")),
        "perl" => {
            options.iter().any(|o| o.contains('c'))
                && options
                    .iter()
                    .all(|o| matches!(*o, "-c" | "-w" | "-wc" | "-cw"))
        }
        "python" => args.get(1).is_some_and(|m| m == "py_compile") && options.is_empty(),
        _ => false,
    };
    if !checks || files.is_empty() || files.iter().any(|f| f.starts_with('-')) {
        return None;
    }
    if matches!(base, "ruby" | "php" | "node") {
        return Some(verdict(
            Level::Allow,
            Effect::Read,
            format!("read-only: {base} syntax check"),
            format!("`{name}` only checks the files' syntax and runs none of their code"),
        ));
    }
    let inside = files.iter().all(|f| {
        !crate::toolchains::OUTSIDE_WORKSPACE
            .iter()
            .any(|g| airlock_facts::component_matches(g, f))
    });
    inside.then(|| {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: {base} syntax check, in the workspace"),
            format!(
                "`{name}` compiles the project's files (running their compile-time code or writing their bytecode); one approval covers `{}` for the session",
                crate::toolchains::PROJECT_FAMILY
            ),
        );
        v.grant = Some(crate::toolchains::PROJECT_FAMILY.to_owned());
        v
    })
}

/// The one argument that makes any program found on `PATH` print its version and exit. Not the
/// word `version`: for some programs it is a command that changes things (`lerna version`
/// bumps, tags and pushes), so only the tables' own `version` rows read.
const VERSION_ONLY: &[&str] = &["--version", "-V", "-version"];

/// Interpreters whose `-v` alone prints their version and exits (with no script to run, Ruby's
/// and Perl's verbose mode has nothing to be verbose about).
const VERSION_V: &[&str] = &["ruby", "node", "nodejs", "perl", "php", "bun"];

/// A version option named for one part, as the whole command line (`sbt --script-version`,
/// `node --napi-version`): a program that has one prints that part's version and exits, as
/// `--version` does; one that has none rejects the option and runs nothing.
pub(crate) fn word_version(arg: &str) -> bool {
    arg.strip_prefix("--")
        .and_then(|a| a.strip_suffix("-version"))
        .is_some_and(|w| {
            !w.is_empty()
                && w.len() <= 24
                && w.split('-')
                    .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_lowercase()))
        })
}

/// The verdict for a program named by its bare name, in the order the tables are consulted:
/// the dangerous rows before the harmless ones they resemble.
fn known_program(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Verdict {
    if let Some(v) = crate::datatools::remote_deployment(name, args, c)
        .or_else(|| version_or_syntax_check(name, args))
        .or_else(|| environment_dump(name, args, c))
        .or_else(|| shell_state(name, args))
        .or_else(|| destructive(name, args, c, env))
        .or_else(|| crate::hosteddb::sql_shell(name, args, c))
    {
        return v;
    }
    if let Some(v) = (name == "rsync")
        .then(|| local_copy_into_workspace(args, c, env))
        .flatten()
        .or_else(|| archive_into_workspace(name, args, c, env))
        .or_else(|| command_lookup(name, args))
        .or_else(|| crate::services::judge(name, args, c, env))
    {
        return v;
    }
    if name == "git" {
        return git(c, env);
    }
    if let Some(v) = runs_a_project_tool(name, args, c, env) {
        return v;
    }
    if let Some(v) = crate::hpc::judge(name, args, c, env).or_else(|| interpreter(name, args, c)) {
        return v;
    }
    if matches!(name, "awk" | "gawk" | "mawk" | "nawk") {
        return awk(name, args, c, env);
    }
    if let Some(r) = READERS.iter().find(|r| r.name == name) {
        return read_only(r, args, c, env);
    }
    if WRITERS.contains(&name) {
        return writer(name, args, c, env);
    }
    if let Some(v) = package_runner(name, args, c.dynamic.iter().any(|d| *d)) {
        return v;
    }
    if (TREE_READERS.contains(&name) || crate::devtools::TREE_SCANNERS.contains(&name))
        && let Some(v) = tree_read(name, args, c, env)
    {
        return v;
    }
    if let Some(v) = pull_request(name, args, c, env)
        .or_else(|| issue_comment(name, args, c, env))
        .or_else(|| current_context(name, args, c, env))
    {
        return v;
    }
    if let Some(v) = local_service(name, args, c)
        .or_else(|| crate::datatools::local_data_service(name, args))
        .or_else(|| command_tool(name, args, c))
        .or_else(|| crate::services::load_test_given(name, args, c))
        .or_else(|| program_tool(name, args))
        .or_else(|| local_fetch(name, args, c))
        .or_else(|| capture_request(name, args).or_else(|| web_request(name, args, c)))
        .or_else(|| port_probe(c))
    {
        return v;
    }
    if matches!(name, "source" | ".") || SHELLS.contains(&name) {
        if let Some(v) = sail_script(name, args)
            .or_else(|| crate::services::workspace_script(name, args, c, env))
            .or_else(|| crate::activate::venv_activation(name, args, c, env))
        {
            return v;
        }
        return verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("unknown: script run by {name}"),
            format!("`{name}` runs a script file, which is not a known program"),
        );
    }
    let v = unknown_program(name, args);
    crate::datatools::project_env_script(c, &v).unwrap_or(v)
}

/// `command -v NAME` (and `-V`) only names the program a word would run.
fn command_lookup(name: &str, args: &[String]) -> Option<Verdict> {
    (name == "command" && args.iter().any(|a| a == "-v" || a == "-V")).then(|| {
        verdict(
            Level::Allow,
            Effect::Read,
            "read-only: command -v",
            "`command -v` names a program",
        )
    })
}

/// Laravel Sail's script run by a shell (`bash vendor/bin/sail down -v`) is Sail, whose table
/// decides (the program it runs in the container is judged on its own, `walk.rs`).
fn sail_script(name: &str, args: &[String]) -> Option<Verdict> {
    (SHELLS.contains(&name) && args.first().is_some_and(|w| crate::runners::sail_path(w)))
        .then(|| toolchain("sail", args.get(1..).unwrap_or_default()))
        .flatten()
}

/// A program no table knows. A command whose leading words name destroying, publishing,
/// deploying or credentials always asks, so no yes to the program covers it (unless it is a dry
/// run). A command whose leading words are only everyday verbs (build, test, check, list, show,
/// run…) is asked once for the whole program, whose everyday commands then share that yes: a
/// program's `test` and `testOnly *Spec` and `dags list` are one question, not one each. Anything
/// else is asked once under its own program and subcommand, as before.
pub(crate) fn unknown_program(name: &str, args: &[String]) -> Verdict {
    // A `--dry-run` after `--` is handed on (`X deploy api -- --dry-run`), not the program's.
    let dry_run = args
        .iter()
        .take_while(|a| *a != "--")
        .any(|a| crate::DRY_RUN_FLAGS.contains(&a.as_str()));
    let leading = leading_operands(args);
    let first = operands(args).first().map(|w| w.to_ascii_lowercase());
    let ledger = names_ledger_thing(name, args);
    if let Some(verb) = destroying_verb(args, &leading, first.clone(), ledger).filter(|_| !dry_run)
    {
        return ask(
            format!("destroying data: {name} {verb} (unknown program)"),
            format!(
                "`{name}` is not a known program, and its `{verb}` destroys or removes what it names; a yes to another of its commands never covers this"
            ),
        );
    }
    let tokens: Vec<String> = leading.iter().flat_map(|w| verb_tokens(w)).collect();
    let among = |verbs: &[&str]| tokens.iter().find(|t| verbs.contains(&t.as_str())).cloned();
    // A dry run still prints or uses a credential (`X auth print-token --dry-run`); a deploy
    // to this machine's own chain or cluster leaves nothing elsewhere, as a dry run.
    if let Some(word) = connection_string_words(&leading) {
        return ask(
            format!("credentials: {name} {word} (unknown program)"),
            format!(
                "`{name}` is not a known program, and its `{word}` prints a connection string, which carries the database's password (so does a command run with its output); a yes to another of its commands never covers this"
            ),
        );
    }
    let local = deploys_only_here(args);
    let outward = among(UNKNOWN_CREDENTIAL_VERBS)
        .or_else(|| among(UNKNOWN_OUTWARD_VERBS).filter(|_| !dry_run && !local));
    if let Some(verb) = outward {
        return ask(
            format!("publishing or credentials: {name} {verb} (unknown program)"),
            format!(
                "`{name}` is not a known program, and its `{verb}` publishes, deploys or handles credentials; a yes to another of its commands never covers this"
            ),
        );
    }
    // A dry run (`X deploy --dry-run`) changes nothing, by the program's own word: it shares
    // the everyday yes as a read does.
    let everyday = first.as_deref() != Some("clean")
        && (dry_run || local || everyday_words(&leading))
        // A word that names a verb (`~compile` is sbt's watch) is not a place, nor is this
        // machine's address (`http://[::1]:9000`).
        && !operands(args)
            .iter()
            .filter(|a| a.contains("://") || verb_tokens(a).is_empty())
            .any(|a| names_elsewhere(a) && !loopback(a));
    if everyday || options_only(args) {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            "unknown program: everyday command",
            format!(
                "`{name}` is not a known program; a yes covers its everyday commands (build, test, check, list, show, run, or only options and the project's files) for this session, never its destroying, publishing or credential commands"
            ),
        );
        v.grant = Some(format!("{name}: everyday commands"));
        return v;
    }
    verdict(
        Level::AskOnce,
        Effect::Exec,
        "unknown program",
        format!("`{name}` is not a known program"),
    )
}

/// The word by which an unknown program's command destroys or removes what it names: its first
/// operand or a leading word's verb ([`UNKNOWN_DESTRUCTIVE_VERBS`]; `clean` only after the first
/// word, where it is no build's clean; `close` only beside a chain's or a ledger's thing,
/// `ledger`, [`CLOSED_THINGS`]), or an option that destroys or discards.
fn destroying_verb(
    args: &[String],
    leading: &[&str],
    first: Option<String>,
    ledger: bool,
) -> Option<String> {
    let destroys = |t: &str| {
        t != "clean" && (t != "close" || ledger) && UNKNOWN_DESTRUCTIVE_VERBS.contains(&t)
    };
    first
        .filter(|w| destroys(w))
        .or_else(|| {
            leading
                .iter()
                .flat_map(|w| verb_tokens(w))
                .find(|t| destroys(t))
        })
        .or_else(|| {
            leading
                .iter()
                .skip(1)
                .flat_map(|w| verb_tokens(w))
                .find(|t| t == "clean")
        })
        // An option that destroys what it names (`kafka-topics --delete`, `--purge`), or that
        // throws away what a stop keeps (`ddev stop --no-backup`, `lando stop --clean`).
        .or_else(|| crate::recall::destructive_option(args).map(str::to_owned))
        .or_else(|| {
            let words: Vec<&str> = operands(args).into_iter().map(String::as_str).collect();
            crate::recall::discarding_option(&words, args).map(str::to_owned)
        })
}

/// Whether an unknown program's command names only this machine as where it acts: an option
/// that picks a chain, cluster, network or node ([`REMOTE_OPTION_WORDS`]: `--provider.cluster
/// localnet`, `--network localhost`, `--url http://127.0.0.1:8899`, `--rpc-url=localhost:8545`)
/// has a local value ([`LOCAL_TARGETS`] or a loopback address), every option that picks a
/// machine or a place ([`REMOTE_OPTION_WORDS`], [`PLACE_OPTION_WORDS`]: `--host`, `--target`,
/// `--region`, `--profile`) has one too, no short option takes a value (`-H host` may pick
/// one), and no operand names production, a stage or another machine ([`names_place`]). A
/// deploy or an upgrade there changes only what runs here (`anchor deploy --provider.cluster
/// localnet`): it shares the program's everyday yes, as a dry run does.
fn deploys_only_here(args: &[String]) -> bool {
    let args: Vec<&String> = args.iter().take_while(|a| *a != "--").collect();
    let (mut network, mut values) = (false, Vec::new());
    let mut it = args.iter().peekable();
    while let Some(a) = it.next() {
        let Some(name) = a.strip_prefix("--") else {
            // A short option's value (`-H prod-host`, `-uadmin`) may pick any place.
            let short = a.strip_prefix('-').is_some_and(|o| !o.is_empty());
            if short && (a.len() > 2 || it.peek().is_some_and(|v| !v.starts_with('-'))) {
                return false;
            }
            continue;
        };
        let (name, value) = match name.split_once('=') {
            Some((n, v)) => (n, Some(v.to_owned())),
            None => (name, None),
        };
        if !option_picks_place(name) {
            continue;
        }
        network |= crate::recall::name_words(name)
            .iter()
            .any(|w| REMOTE_OPTION_WORDS.contains(&w.as_str()));
        let value = value.or_else(|| it.next_if(|v| !v.starts_with('-')).map(|v| v.to_string()));
        values.push(value.unwrap_or_default());
    }
    network
        && values.iter().all(|v| {
            LOCAL_TARGETS.contains(&v.to_ascii_lowercase().as_str())
                || (!v.is_empty() && loopback(v))
        })
        && !args.iter().any(|a| !a.starts_with('-') && names_place(a))
}

/// Whether an operand names a place to act other than this machine: production or a stage
/// ([`STAGE_NAMES`]), a URL or an address, or a host name (`app.example.com`) that is no file
/// of the project's kinds (`Cargo.toml`, `main.rs`).
fn names_place(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    (names_production_env(word) || STAGE_NAMES.contains(&lower.as_str()))
        || (!loopback(word) && (names_elsewhere(word) || crate::outward::names_machine(word)))
            && !crate::recall::names_file(word)
            && !crate::recall::is_source_file(word)
}

/// Whether an option's name (`--rpc-url`, `--provider.cluster`, `--env`, `--network`) picks
/// where a command acts: one of its words is a machine's, a chain's ([`REMOTE_OPTION_WORDS`]) or
/// a place's ([`PLACE_OPTION_WORDS`]), and none names a file (`--env-file`, `--project-dir`).
pub(crate) fn option_picks_place(name: &str) -> bool {
    let words = crate::recall::name_words(name.trim_start_matches('-'));
    let has = |table: &[&str]| words.iter().any(|w| table.contains(&w.as_str()));
    !has(crate::recall::FILE_WORDS) && (has(REMOTE_OPTION_WORDS) || has(PLACE_OPTION_WORDS))
}

/// Names of a deployment's stage: a deploy to one is a deploy elsewhere, whatever network
/// option names this machine.
const STAGE_NAMES: &[&str] = &[
    "staging",
    "stage",
    "stg",
    "preprod",
    "uat",
    "qa",
    "preview",
    "canary",
    "sandbox",
    "dev",
    "development",
    "test",
    "testing",
];

/// Words of an option's name that pick a place to act beside a machine
/// ([`REMOTE_OPTION_WORDS`]): a build target, a region, a context, a profile, an environment, a
/// stage, an account or a project (`--target aws`, `--region us-east-1`, `--kube-context`).
const PLACE_OPTION_WORDS: &[&str] = &[
    "target",
    "region",
    "context",
    "profile",
    "env",
    "environment",
    "stage",
    "account",
    "project",
];

/// Values of such an option that name this machine's own chain or cluster.
const LOCAL_TARGETS: &[&str] = &["localnet", "localhost", "local", "127.0.0.1", "::1"];

/// A command of an unknown program that opens with an option (`godot --headless --import`,
/// `pandoc -o out.pdf in.md`, `protoc --go_out=. api.proto`): which of its words are options'
/// values is unknown, so its first operand names no subcommand, and keying the yes on it asks
/// again for every file. It shares the program's everyday yes when no word of it (an option's
/// name or an operand) names destroying, publishing, deploying or credentials, and no operand or
/// option's value names another machine or a place outside the project, and no operand is a bare
/// number (a process, a port) but a long option's value: anything else keeps a key of its own.
fn options_only(args: &[String]) -> bool {
    if !args
        .first()
        .is_some_and(|a| a.starts_with('-') && a != "-" && a != "--")
    {
        return false;
    }
    let risky = |t: &String| {
        UNKNOWN_DESTRUCTIVE_VERBS.contains(&t.as_str())
            || UNKNOWN_OUTWARD_VERBS.contains(&t.as_str())
            || UNKNOWN_CREDENTIAL_VERBS.contains(&t.as_str())
    };
    args.iter().enumerate().all(|(i, a)| {
        let name = a.trim_start_matches('-');
        let name = name.split_once('=').map_or(name, |(n, _)| n);
        let value = a.split_once('=').map(|(_, v)| v);
        let words = if a.starts_with('-') {
            crate::recall::name_words(name)
        } else {
            verb_tokens(a)
        };
        // A bare number names a process or a port the program acts on (`kill -9 1234`), unless
        // it is a long option's value (`--port 7350`, `--quit-after 300`).
        let after_long = i
            .checked_sub(1)
            .and_then(|p| args.get(p))
            .is_some_and(|p| p.starts_with("--") && !p.contains('='));
        let number = !a.starts_with('-') && a.bytes().all(|b| b.is_ascii_digit()) && !after_long;
        !words.iter().any(risky)
            && !names_elsewhere(a)
            && !value.is_some_and(names_elsewhere)
            && !number
    })
}

/// Whether a word names another machine, a place outside the project (`/`, `~`, a climb out, an
/// expansion: `toolchains::OUTSIDE_WORKSPACE`), or is built at run time.
fn names_elsewhere(w: &str) -> bool {
    w.contains("://")
        || w.contains('@')
        || w.contains(['$', '`'])
        || crate::toolchains::code_matches(crate::toolchains::OUTSIDE_WORKSPACE, w)
}

/// Whether the leading words of an unknown program's command name one of its everyday commands:
/// the first word made only of everyday verbs stands among the first three (`test`, `dags list`,
/// `cloud-code modules list`), and every word before it is a plain name, not an acting verb
/// ([`UNKNOWN_ACTING_VERBS`]: `exec pod ls` runs something, `config list` may print keys).
fn everyday_words(leading: &[&str]) -> bool {
    let everyday = |w: &str| {
        let t = verb_tokens(w);
        !t.is_empty()
            && t.iter()
                .all(|t| UNKNOWN_EVERYDAY_VERBS.contains(&t.as_str()))
    };
    let name = |w: &&str| {
        let t = verb_tokens(w);
        !t.is_empty() && !t.iter().any(|t| UNKNOWN_ACTING_VERBS.contains(&t.as_str()))
    };
    leading
        .iter()
        .position(|w| everyday(w))
        .is_some_and(|at| at <= 2 && leading.get(..at).unwrap_or_default().iter().all(name))
}

/// The operands before the first option (at most three): the words that name what a command of
/// an unknown program does (`dags list`, `run-operation drop_schema`, `Test/compile`).
fn leading_operands(args: &[String]) -> Vec<&str> {
    args.iter()
        .map(String::as_str)
        .take_while(|a| !a.starts_with('-'))
        .take(3)
        .collect()
}

/// Folders a path operand often starts in: build output and sources.
const PATH_START_FOLDERS: &[&str] = &["target", "build", "dist", "out", "bin", "obj", "src", "tmp"];

/// Whether an operand is a file's path rather than a task's name: two or more folders
/// (`target/thumbv6m-none-eabi/release/fw`), or one under a build output or sources folder
/// (`build/release`). A folder's word inside a path (`release`) is no subcommand, its last
/// part's still is (`src/deploy`); a module's task (`core/publish`, `app:deploy`) keeps its
/// words.
fn file_path_operand(word: &str) -> bool {
    word.matches('/').count() >= 2
        || word
            .split_once('/')
            .is_some_and(|(first, rest)| !rest.is_empty() && PATH_START_FOLDERS.contains(&first))
}

/// The verb-like words of an operand, lower case: its first word (a quoted task keeps its
/// arguments after a space) split at punctuation and at camel-case humps (`testOnly *Spec` is
/// `test only`, `run-operation` is `run operation`, `docker:publishLocal` is `docker publish
/// local`); an operand that is a path, a file name, a number or a URL has none. Words of under
/// three letters are left out (`it:test` is `test`), except `rm`, `del`, `ls`, `ci`, `cp` and `mv`.
fn verb_tokens(operand: &str) -> Vec<String> {
    let word = operand
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .trim_start_matches('~');
    let verb_like = word.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && !word.contains(['.', '=', '@', '$'])
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | '_' | '-' | '/'));
    if !verb_like {
        return Vec::new();
    }
    // A path's folders are no subcommand (`target/thumbv6m-none-eabi/release/fw`), but the
    // file or task it ends in is what the program is told to run (`run src/app/deploy`,
    // `stacks/prod/destroy`).
    let word = if file_path_operand(word) {
        word.rsplit('/').next().unwrap_or_default()
    } else {
        word
    };
    let mut out = crate::recall::name_words(word);
    out.retain(|t| t.len() >= 3 || matches!(t.as_str(), "rm" | "del" | "ls" | "ci" | "cp" | "mv"));
    out
}

/// Verbs of an unknown program that publish or deploy, or take back or hand over what was
/// published (`vsce unpublish`, `X transfer`, `X yank`, `X deprecate`): always asked, with
/// those that handle credentials ([`UNKNOWN_CREDENTIAL_VERBS`]).
const UNKNOWN_OUTWARD_VERBS: &[&str] = &[
    "publish",
    "unpublish",
    "release",
    "deploy",
    "undeploy",
    "upload",
    "push",
    "promote",
    "rollout",
    "apply",
    "revoke",
    "rotate",
    "shutdown",
    "transfer",
    "yank",
    "deprecate",
    "unlist",
    "deregister",
    "unregister",
];

/// Verbs of an unknown program that handle credentials: always asked, as
/// [`UNKNOWN_OUTWARD_VERBS`] are, and a dry run (which changes nothing) still prints or uses
/// what they name, so it never lowers them.
const UNKNOWN_CREDENTIAL_VERBS: &[&str] = &[
    "login",
    "logout",
    "auth",
    "token",
    "tokens",
    "secret",
    "secrets",
    "credential",
    "credentials",
    "creds",
    "password",
    "passwords",
    "passwd",
];

/// Leading words of an unknown program's command that name a connection string, a DSN or a
/// database's URL, each as the run of words it splits into (`neonctl connection-string main`,
/// `X connstring`, `X db-url`, `X connectionUri`): the string carries the database's password,
/// so printing it handles credentials (and a script that runs with its output, `DATABASE_URL=$(X
/// connection-string main) cmd`, has the command inside it). Only leading words: an option
/// (`mcumgr --connstring 'dev=/dev/ttyACM0'`) gives a program where to connect.
const UNKNOWN_CONNECTION_STRING_WORDS: &[&[&str]] = &[
    &["connection", "string"],
    &["conn", "string"],
    &["connstring"],
    &["connection", "uri"],
    &["connection", "url"],
    &["conn", "uri"],
    &["dsn"],
    &["database", "url"],
    &["db", "url"],
];

/// The leading word that names a connection string ([`UNKNOWN_CONNECTION_STRING_WORDS`]), in
/// any letter case and spelling (`connection-string`, `connection_string`, `connectionString`).
fn connection_string_words(leading: &[&str]) -> Option<String> {
    leading.iter().find_map(|w| {
        let words = crate::recall::name_words(w);
        (!verb_tokens(w).is_empty()
            && UNKNOWN_CONNECTION_STRING_WORDS
                .iter()
                .any(|run| words.windows(run.len()).any(|win| win == *run)))
        .then(|| (*w).to_owned())
    })
}

/// Verbs that build, test, check, list, show or run what the project already has: an unknown
/// program's commands made only of these share one yes for the program. Not `version` (`lerna
/// version` tags and pushes), `package` (`sam package` uploads) or `reload` (a server's).
const UNKNOWN_EVERYDAY_VERBS: &[&str] = &[
    "test",
    "tests",
    "only",
    "quick",
    "compile",
    "build",
    "check",
    "lint",
    "fmt",
    "format",
    "run",
    "bench",
    "benchmark",
    "doc",
    "docs",
    "typecheck",
    "dev",
    "serve",
    "watch",
    "start",
    // A local preview of the build (`X preview`), and a bundle of it in the project.
    "preview",
    "bundle",
    "assemble",
    "assembly",
    "console",
    "repl",
    "list",
    "ls",
    "show",
    "status",
    "info",
    "help",
    "describe",
    "validate",
    "verify",
    "doctor",
    "debug",
    "tree",
    "graph",
    "outdated",
    "generate",
    "codegen",
    "coverage",
    "report",
    "parse",
    "analyze",
    "all",
    // Reads: what the program holds or did (`X get resources`, `X logs api`, `X inspect`,
    // `X whoami`), and plans that change nothing (`X plan`, `X diff`).
    "get",
    "logs",
    "log",
    "inspect",
    "diff",
    "search",
    "find",
    "explain",
    "stats",
    "events",
    "history",
    "whoami",
    "plan",
    // A local run of the project's CI (`X ci`): its builds and tests.
    "ci",
];

/// Words that act on something before an unknown program's everyday verb (`exec pod ls`, `config
/// list`, `env show`, `port-forward … list`): a command led by one keeps a key of its own, since
/// what it runs or prints is not an everyday read of the project.
const UNKNOWN_ACTING_VERBS: &[&str] = &[
    "exec",
    "ssh",
    "shell",
    "attach",
    "connect",
    "proxy",
    "tunnel",
    "forward",
    "port",
    "copy",
    "cp",
    "mv",
    "sync",
    "set",
    "update",
    "create",
    "add",
    "new",
    "init",
    "install",
    "edit",
    "put",
    "post",
    "patch",
    "enable",
    "disable",
    "stop",
    "restart",
    "scale",
    "import",
    "export",
    "send",
    "invoke",
    "call",
    "trigger",
    "open",
    "kill",
    "move",
    "rename",
    "write",
    "upgrade",
    "migrate",
    "seed",
    "restore",
    "backup",
    "unlock",
    "lock",
    "approve",
    "merge",
    "cancel",
    "retry",
    "pause",
    "resume",
    "grant",
    "assign",
    "config",
    "configure",
    "env",
    "use",
    "switch",
    "select",
    "sql",
    "query",
    "eval",
    "vault",
    "key",
    "keys",
    "cert",
    "certs",
];

/// Subcommands that destroy or remove, whatever program no table knows runs them (`dvc gc`,
/// `foo delete`, `tool prune`): always asked, so a yes to the program's harmless commands (its
/// `status`, its `gc --dry-run`) never covers them.
const UNKNOWN_DESTRUCTIVE_VERBS: &[&str] = &[
    "gc",
    "prune",
    "purge",
    "delete",
    "del",
    "destroy",
    "drop",
    "wipe",
    "erase",
    "nuke",
    "truncate",
    "flush",
    "rm",
    "remove",
    "reset",
    "uninstall",
    "terminate",
    "teardown",
    "clear",
    "clean",
    // `rq empty QUEUE`: a queue's jobs thrown away.
    "empty",
    // `solana program close ID`, `spl-token close`, a buffer's or an account's close: the
    // program or account is gone and its balance moved out (a closed program's address can
    // never be deployed again).
    "close",
];

/// Things of a chain or a ledger whose close destroys them (a program's address never usable
/// again, an account's or a position's balance moved out); a pane's, a session's or a file's
/// close (`zellij action close-pane`, `X session close`) destroys nothing.
const CLOSED_THINGS: &[&str] = &[
    "program", "programs", "buffer", "buffers", "account", "accounts", "token", "position",
    "vault", "escrow", "stake", "channel", "ledger", "nonce",
];

/// Whether an unknown program's command names a chain's or a ledger's thing ([`CLOSED_THINGS`])
/// in a word of its name (`spl-token`), a leading operand (`program close`, `close-account`) or
/// an option's name (`--buffers`), beside which its `close` destroys.
fn names_ledger_thing(name: &str, args: &[String]) -> bool {
    let options = args
        .iter()
        .filter_map(|a| a.strip_prefix('-'))
        .map(|o| o.trim_start_matches('-'))
        .map(|o| o.split_once('=').map_or(o, |(n, _)| n));
    crate::recall::name_words(name)
        .into_iter()
        .chain(leading_operands(args).iter().flat_map(|w| verb_tokens(w)))
        .chain(options.flat_map(crate::recall::name_words))
        .any(|w| CLOSED_THINGS.contains(&w.as_str()))
}

/// `php vendor/bin/phpunit` is the tool in the dependency folder, as if run by its path; the
/// shell's control builtins (`break`, `:`) run nothing; `pnpm sst deploy --stage dani` is the
/// stage namer's ([`stage_tool_run`]). See `runners.rs`.
fn runs_a_project_tool(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    if crate::runners::SHELL_CONTROL.contains(&name) && c.redirects.is_empty() {
        return Some(verdict(
            Level::Allow,
            Effect::Read,
            format!("read-only: {name}"),
            format!("`{name}` only changes where the script goes next"),
        ));
    }
    if let Some(v) = stage_tool_run(name, args) {
        return Some(v);
    }
    let at = crate::runners::interpreted_tool(name, args, c.dynamic.get(1..).unwrap_or_default())?;
    let path = args.get(at)?;
    let mut tool = c.clone();
    tool.argv = args.get(at..).unwrap_or_default().to_vec();
    tool.dynamic = c.dynamic.get(at + 1..).unwrap_or_default().to_vec();
    Some(program_by_path(path, &tool, env))
}

/// A package manager running a stage namer of the project's dependencies (`pnpm sst deploy
/// --stage dani`, `yarn serverless deploy -s dev`, `pnpm exec sst dev --stage ana`): the tool's
/// table decides when it puts the command in a stage's family, as it does for the tool run by
/// its name (the tool's command is judged on its own too, `walk.rs`); the manager's rows for a
/// script named for deploying would otherwise ask every time. Anything else keeps the
/// manager's rows.
fn stage_tool_run(name: &str, args: &[String]) -> Option<Verdict> {
    if !matches!(name, "pnpm" | "yarn" | "bun") {
        return None;
    }
    let at = args.iter().position(|a| !a.starts_with('-'))?;
    let words = args.get(at..)?;
    let (program, from) = crate::runners::local_tool(name, words)?;
    let [program] = program.as_slice() else {
        return None;
    };
    let v = toolchain(program, words.get(from..).unwrap_or_default())?;
    let stage = v.level == Level::AskOnce
        && v.grant.as_deref().is_some_and(|g| {
            crate::appstacks::STAGE_FAMILIES
                .iter()
                .any(|(f, _)| g == *f || g.strip_prefix(f).is_some_and(|r| r.starts_with(": ")))
        });
    stage.then_some(v)
}

/// What a build makes and makes again: removing one of these inside the workspace is a clean.
/// `build/` and `out/` are not here: projects keep sources in them (electron-builder's
/// resources, checked-in build scripts), so removing them keeps asking every time.
const BUILD_OUTPUT: &[&str] = &[
    "target",
    "dist",
    "node_modules",
    "__pycache__",
    ".pytest_cache",
    ".mypy_cache",
    ".ruff_cache",
    ".next",
    ".nuxt",
    ".turbo",
    ".parcel-cache",
    "coverage",
    ".coverage",
    "htmlcov",
    ".tox",
    ".nox",
    "*.egg-info",
    ".eslintcache",
    "zig-cache",
    "zig-out",
    "_build",
    ".gradle",
    "cmake-build-*",
    // Compiled bytecode, saved plans, and the providers and modules `terraform init` fetches
    // again (the state lives elsewhere: `*.tfstate` is kept data).
    "*.pyc",
    "*.pyo",
    "*.tfplan",
    ".terraform",
    ".terragrunt-cache",
    // Test runners' and tools' artifacts, made again by each run (Istanbul's raw coverage,
    // Playwright's report and blob report, Storybook's static build).
    ".nyc_output",
    "playwright-report",
    "blob-report",
    "storybook-static",
    // The JavaScript frameworks' generated output and caches (Nuxt's Nitro server build,
    // SvelteKit's, Astro's and Docusaurus' generated files, Angular's build cache), each made
    // again by the framework's next build or dev server.
    ".output",
    ".svelte-kit",
    ".astro",
    ".angular",
    ".docusaurus",
    // A game engine's import cache: Godot 4 keeps every imported asset, its script class
    // cache and the editor's state in `.godot`, which its next `--import` or editor start
    // makes again from the project's own files.
    ".godot",
    // The JVM languages' tool caches: the Clojure CLI's classpath cache, shadow-cljs' build
    // cache, Bloop's and Metals' build server state, each made again by the next run.
    ".cpcache",
    ".shadow-cljs",
    ".bloop",
    ".metals",
];
/// Test runners' artifact folders named by their parent (`cypress/screenshots`, wherever the
/// app sits in a monorepo): build output, since alone `screenshots` or `videos` may be a
/// project's own media.
const TEST_ARTIFACTS: &[(&str, &str)] = &[
    ("cypress", "screenshots"),
    ("cypress", "videos"),
    ("cypress", "downloads"),
];
/// Compiled caches a framework keeps under a folder that otherwise holds data (Laravel's
/// compiled views and bootstrap caches under `storage/`, Symfony's `var/cache`): build output,
/// from the workspace, whatever [`KEPT_DATA`] says of the folder around them.
const COMPILED_CACHES: &[&str] = &[
    "storage/framework/views",
    "storage/framework/cache",
    "bootstrap/cache",
    "var/cache",
];
/// Conventional names of what a build, a test run or a tool makes and makes again, beyond
/// [`BUILD_OUTPUT`]: a clean only where the workspace says the path holds only build output
/// (`ShellEnv::build_output`: git ignores it, or it holds only machine code git does not
/// track), since a project may keep sources or scripts under these names (Rails' `bin/`,
/// electron-builder's `build/`).
const IGNORED_OUTPUT: &[&str] = &[
    "bin",
    "obj",
    "build",
    "builds",
    "out",
    "output",
    "outputs",
    "tmp",
    "temp",
    ".tmp",
    "cache",
    ".cache",
    "caches",
    "Debug",
    "Release",
    "x64",
    "x86",
    ".build",
    ".dart_tool",
    ".svelte-kit",
    ".angular",
    ".vite",
    ".expo",
    ".sass-cache",
    ".webpack",
    ".serverless",
    ".docusaurus",
    // Godot 3's import cache: a name other tools may use, so only where git ignores it.
    ".import",
    // Unity's asset import cache (`Library/`, with its compiled `ScriptAssemblies`) and
    // Unreal's intermediate build files, compiled modules and derived data: each made again by
    // the editor's next import or build, and names a project may use for its own code, so only
    // where git ignores them. (Unreal's `Saved/` keeps autosaves and settings: not here.)
    "Library",
    "Intermediate",
    "Binaries",
    "DerivedDataCache",
    "test-results",
    "__generated__",
    "generated",
    "gen",
    "reports",
    "pids",
    "sockets",
    "cover",
];

/// What a repository ignores and yet keeps as data, not as output: state, databases, uploads,
/// logs, environment files, secrets. A path with one of these names anywhere in it is never a
/// clean, ignored or not (`terraform.tfstate`, `.terraform/`, `tmp/storage`, `db/*.sqlite3`).
const KEPT_DATA: &[&str] = &[
    "*.tfstate",
    "*.tfstate.*",
    ".env",
    ".env.*",
    "*.env",
    ".envrc",
    "storage",
    "uploads",
    "upload",
    "media",
    "data",
    "*data",
    "db",
    "*.db",
    "*.db-*",
    "*.sqlite",
    "*.sqlite3",
    "*.sqlite3-*",
    "database",
    "databases",
    "volumes",
    "backup*",
    "*.bak",
    "dump*",
    "*.dump",
    "log",
    "logs",
    "*.log",
    "secret*",
    "credential*",
    "*.key",
    "*.pem",
    "master.key",
    ".vagrant",
    ".docker",
    "certs",
    "keys",
    ".ssh",
    ".gnupg",
    ".idea",
    ".vscode",
    ".vs",
];

/// The family of cleans of build output: the project's, since a build makes it again.
const CLEAN: &str = crate::toolchains::PROJECT_FAMILY;

/// Whether `rel` (a path from the workspace) names one of `names`, or lies under one, and
/// names no kept data anywhere ([`KEPT_DATA`]).
fn output_name(rel: &str, names: &[&str]) -> bool {
    let parts = || rel.split('/').filter(|p| !p.is_empty());
    let rel_path = parts().collect::<Vec<_>>().join("/");
    if COMPILED_CACHES
        .iter()
        .any(|c| rel_path.starts_with(&format!("{c}/")))
        && !parts().any(|p| p.starts_with('.'))
    {
        return true;
    }
    let named = parts().any(|p| names.iter().any(|g| airlock_facts::component_matches(g, p)));
    let artifact = parts()
        .zip(parts().skip(1))
        .any(|pair| TEST_ARTIFACTS.contains(&pair));
    (named || artifact)
        && !parts().any(|p| {
            KEPT_DATA
                .iter()
                .any(|g| airlock_facts::component_matches(g, p))
        })
}

/// The operands of a recursive `rm` in `c` a caller may look up as workspace facts
/// ([`crate::removal_targets`]): literal, absolute, inside the workspace, not protected.
pub(crate) fn removal_operands(c: &Command, env: &ShellEnv<'_>) -> Vec<String> {
    let name = c.argv.first().map(String::as_str).unwrap_or_default();
    let args = c.argv.get(1..).unwrap_or_default();
    if let Some(dirs) = whole_build_clean(c, env) {
        return dirs;
    }
    let recursive =
        short_or_long(args, 'r', "--recursive") || short_or_long(args, 'R', "--recursive");
    let (Some(ws), true) = (
        env.workspace,
        name == "rm" && recursive && c.spawn == Spawn::None,
    ) else {
        return Vec::new();
    };
    let ws = ws.trim_end_matches('/');
    let mut after = false;
    let mut out = Vec::new();
    for (i, a) in args.iter().enumerate() {
        if !after && a == "--" {
            after = true;
            continue;
        }
        let dynamic = c.dynamic.get(i + 1).copied().unwrap_or(true);
        if (!after && a.starts_with('-')) || dynamic {
            continue;
        }
        // A glob only in the last name (`reports/*.html`): the folder it matches in is looked
        // up, which holds all it can match.
        let a = match glob_in_last_name(a) {
            Some(parent) => parent,
            None if a.contains(['*', '?', '[', '{', '~', '$', '`']) => continue,
            None => a.as_str(),
        };
        if let Some(abs) = absolute(a, &c.cwd, env)
            && abs.starts_with(&format!("{ws}/"))
            && !protected(a, &c.cwd, env)
        {
            out.push(abs);
        }
    }
    out
}

/// Options of `cargo clean` that clean only part of the build folder (a package's artifacts, a
/// profile's folder, the documentation), which leaves the files a build tool keeps beside them
/// (Anchor's `target/deploy`); a dry run removes nothing.
const PARTIAL_CLEAN_OPTIONS: &[&str] = &[
    "-p",
    "--package",
    "--release",
    "-r",
    "--profile",
    "--doc",
    "--dry-run",
    "-n",
];

/// The build folders a whole `cargo clean` removes, absolute and inside the workspace: the
/// folder its `--target-dir` or `CARGO_TARGET_DIR` names, else `target` where it runs and at
/// the workspace's root (cargo cleans the workspace's folder from any folder of it). None for
/// any other command, a partial clean ([`PARTIAL_CLEAN_OPTIONS`]) or one whose folder is built
/// at run time or outside the workspace. The caller looks under them for keys
/// ([`ShellEnv::search_secrets`]): a build folder holding one (Anchor's program keypairs in
/// `target/deploy`, which no build gives back with the same address) is no clean.
fn whole_build_clean(c: &Command, env: &ShellEnv<'_>) -> Option<Vec<String>> {
    let args = c.argv.get(1..).unwrap_or_default();
    let clean = c
        .argv
        .first()
        .is_some_and(|p| crate::program_name(p) == "cargo")
        && args
            .iter()
            .find(|a| !a.starts_with(['-', '+']))
            .is_some_and(|a| a == "clean");
    if !clean
        || args.iter().any(|a| {
            let flag = a.split_once('=').map_or(a.as_str(), |(f, _)| f);
            PARTIAL_CLEAN_OPTIONS.contains(&flag)
        })
    {
        return None;
    }
    let ws = env.workspace?.trim_end_matches('/');
    let named = (1..c.argv.len())
        .find_map(|at| option_value_at(&c.argv, at, &["--target-dir"]))
        .or_else(|| {
            c.assignments
                .iter()
                .find_map(|a| a.strip_prefix("CARGO_TARGET_DIR="))
        });
    let dirs: Vec<String> = match named {
        Some(dir) => vec![absolute(dir, &c.cwd, env)?],
        None => vec![absolute("target", &c.cwd, env)?, format!("{ws}/target")],
    };
    let inside = dirs.iter().all(|d| d.starts_with(&format!("{ws}/")));
    inside.then_some(dirs)
}

/// A whole `cargo clean` ([`whole_build_clean`]) of a build folder the caller found a key in
/// (Anchor's `target/deploy/<program>-keypair.json`): removing it loses the program's address,
/// which a rebuild mints anew; always asked, as `rm -r target` of the same folder is.
fn clean_removes_a_key(c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let dirs = whole_build_clean(c, env)?;
    let key = env.search_secrets.iter().find(|s| {
        dirs.iter()
            .any(|d| s.starts_with(&format!("{}/", d.trim_end_matches('/'))))
    })?;
    Some(ask(
        "destructive: a build folder holding a key cleaned",
        format!(
            "`cargo clean` removes `{key}`, a key no build makes again (a program keypair: a rebuild mints another address)"
        ),
    ))
}

/// The folder of a path whose only glob is in its last name (`reports/*.html` is in
/// `reports`), under a literal folder; none for any other path.
fn glob_in_last_name(a: &str) -> Option<&str> {
    let (parent, last) = a.rsplit_once('/')?;
    (!parent.is_empty()
        && last.contains(['*', '?'])
        && !last.starts_with('.')
        && !last.contains(['[', '{', '~', '$', '`', '/'])
        && !parent.contains(['*', '?', '[', '{', '~', '$', '`']))
    .then_some(parent)
}

/// Names of files a running program keeps under `/tmp` while it runs (a server's socket, a
/// daemon's pid or lock file): removing one breaks that program, so it is never scratch.
const RUNTIME_FILES: &[&str] = &["*.sock", "*.socket", "*.pid", "*.lock", "*.lck"];

/// Whether `rm` removes `path` as a scratch file: one file directly under `/tmp` as
/// [`scratch`] reads it (literal, not hidden, not nested), not a running program's socket, pid
/// or lock file ([`RUNTIME_FILES`]), and without `-r`: a tree under `/tmp` may be another
/// program's (tmux's, ssh-agent's). Truncating such a file is already output a command may
/// write (`> /tmp/ledger.yaml`); removing it destroys no more.
fn removable_scratch(path: &str, args: &[String], cwd: &str) -> bool {
    let recursive =
        short_or_long(args, 'r', "--recursive") || short_or_long(args, 'R', "--recursive");
    let name = path.rsplit('/').next().unwrap_or(path);
    !recursive
        && scratch(path, false, cwd)
        && !RUNTIME_FILES
            .iter()
            .any(|g| airlock_facts::component_matches(g, name))
}

/// `rm -rf target dist`: every operand a build output directory inside the workspace, named in
/// the script (no expansion, no glob, not the workspace itself nor a parent), or a scratch file
/// under `/tmp` removed without `-r` ([`removable_scratch`]): asked once under the clean
/// family. `rm -rf` of anything else keeps its tier.
fn clean_build_output(args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    if c.spawn != Spawn::None || c.script_moves_files {
        return None;
    }
    let (mut operands, mut scratch_files) = (0, 0);
    let mut after = false;
    for (i, a) in args.iter().enumerate() {
        if c.dynamic.get(i + 1).copied().unwrap_or(true) {
            return None;
        }
        if !after && a == "--" {
            after = true;
            continue;
        }
        if !after && a.starts_with('-') {
            // Only the removal's own options (`-r -f -v`, `--recursive --force`).
            let ok = matches!(a.as_str(), "--recursive" | "--force" | "--verbose")
                || (!a.starts_with("--") && a.chars().skip(1).all(|ch| "rRfv".contains(ch)));
            if !ok {
                return None;
            }
            continue;
        }
        // A glob only in the last name, under a literal folder (`target/*`,
        // `storage/framework/views/*.php`): it matches only inside that folder.
        let (parent, last) = a.rsplit_once('/').unwrap_or(("", a));
        let glob_last = !parent.is_empty()
            && !last.starts_with('.')
            && !last.contains(['[', '{', '~', '$', '`'])
            && !parent.contains(['*', '?', '[', '{', '~', '$', '`']);
        if a.contains(['*', '?', '[', '{', '~', '$', '`'])
            && !(glob_last && last.contains(['*', '?']))
        {
            return None;
        }
        if removable_scratch(a, args, &c.cwd) {
            scratch_files += 1;
            continue;
        }
        let abs = absolute(a, &c.cwd, env)?;
        let ws = env.workspace?.trim_end_matches('/');
        // What the workspace was asked about: the operand, or the folder of its glob.
        let looked_up = match glob_in_last_name(a) {
            Some(parent) => absolute(parent, &c.cwd, env)?,
            None => abs.clone(),
        };
        // The output directory itself or anything inside it (`node_modules/.vite`,
        // `target/debug`), counted from the workspace; or a conventional output name the
        // workspace says holds only build output.
        let output = output_name(abs.strip_prefix(ws).unwrap_or(""), BUILD_OUTPUT)
            || (env
                .build_output
                .iter()
                .any(|p| p.trim_end_matches('/') == looked_up)
                && output_name(abs.strip_prefix(ws).unwrap_or(""), IGNORED_OUTPUT)
                && airlock_facts::secret_location(&abs).is_none());
        let inside = abs.starts_with(&format!("{ws}/"));
        // A secret file the caller found under it (a program's keypair in `target/deploy`):
        // no build makes that again.
        let under = format!("{}/", abs.trim_end_matches('/'));
        let holds_a_secret = env.search_secrets.iter().any(|s| s.starts_with(&under));
        if !output
            || !inside
            || holds_a_secret
            || place(a, &c.cwd, env) != Place::Inside
            || protected(a, &c.cwd, env)
        {
            return None;
        }
        operands += 1;
    }
    clean_verdict(c, operands, scratch_files)
}

/// The clean's verdict, named for what it removes: build output, scratch files under /tmp, or
/// both; none when it removes nothing.
fn clean_verdict(c: &Command, operands: usize, scratch_files: usize) -> Option<Verdict> {
    let (row, what) = match (operands, scratch_files) {
        (0, 0) => return None,
        (_, 0) => (
            "knowledge: rm -r of build output",
            "build output the build makes again",
        ),
        (0, _) => (
            "knowledge: rm of scratch files under /tmp",
            "scratch files under /tmp",
        ),
        _ => (
            "knowledge: rm of build output and scratch files",
            "build output the build makes again and scratch files under /tmp",
        ),
    };
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        row,
        format!(
            "`{}` removes {what}; one approval covers `{CLEAN}` for the session",
            c.text
        ),
    );
    v.grant = Some(CLEAN.to_owned());
    Some(v)
}

/// Directories a project's build or environment puts its programs in: a program there is one
/// of the project's own built binaries (`./target/release/app`, `node_modules/.bin/x`).
const WORKSPACE_BIN_DIRS: &[&str] = &[
    "target",
    "node_modules",
    ".venv",
    "venv",
    "env",
    ".env",
    "build",
    "dist",
    "out",
    "bin",
    "zig-out",
    "_build",
    ".build",
    // A build folder per board, configuration or kind (`build-sim`, `build_arm`, CLion's
    // `cmake-build-debug`, meson's `builddir`), PlatformIO's and Bazel's outputs.
    "build-*",
    "build_*",
    "cmake-build-*",
    "builddir",
    ".pio",
    "bazel-bin",
];
/// Names of a program that publishes or deploys (`./scripts/deploy.sh`, `bin/release`): never
/// in the project family as one of its built programs.
const RELEASE_LIKE: &[&str] = &[
    "deploy*",
    "*-deploy*",
    "*_deploy*",
    "release*",
    "*-release*",
    "*_release*",
    "publish*",
    "*-publish*",
    "*_publish*",
    "upload*",
    "push*",
    "destroy*",
    "*-destroy*",
    "*_destroy*",
    "drop*",
    "reset*",
    "wipe*",
    "teardown*",
    "migrate*",
];

/// A program named by a path. It is never the known program of the same name (a path may hold
/// anything), but a known program's dangerous spellings keep their tier whatever its path
/// (`.venv/bin/twine upload`). One of the project's own built binaries inside the workspace
/// (under `target/`, `node_modules/.bin/`, `.venv/bin/`…, not a known program's name, not a
/// deploy or release script) is asked once under the project family; any other
/// asks once under its own name.
/// Whether a program in the workspace is one of the project's own built programs: in one of
/// its build output or environment directories, no interpreter, shell, privilege wrapper or
/// release tool by name, and either unknown or known as one of the project's own checkers
/// (`vendor/bin/rector`), which is no less the project's than an unknown one.
fn built_program(base: &str, dirs: &[&str], known: Option<&Verdict>) -> bool {
    let project_tool = known.is_some_and(|v| {
        v.level == Level::AskOnce && v.grant.as_deref() == Some(WORKSPACE_BINARIES)
    });
    !base.is_empty()
        && (known.is_none() || project_tool)
        && inline_code_flags(base).is_none()
        && !SHELLS.contains(&base)
        && !PRIVILEGED.contains(&base)
        && base != "env"
        && !RELEASE_LIKE
            .iter()
            .any(|g| airlock_facts::component_matches(g, base))
        && dirs.iter().any(|d| {
            WORKSPACE_BIN_DIRS
                .iter()
                .any(|g| airlock_facts::component_matches(g, d))
        })
}

fn program_by_path(p: &str, c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let args = c.argv.get(1..).unwrap_or_default();
    let base = p.rsplit('/').next().unwrap_or(p);
    if let Some(v) = framework_script(base, c, env) {
        return v;
    }
    // `.venv/bin/python -m MODULE` runs MODULE, as `python -m MODULE` does.
    let known = python_module(base, args).or_else(|| toolchain(base, args));
    if let Some(v) = known.as_ref().filter(|v| v.level == Level::AlwaysAsk) {
        return v.clone();
    }
    // `.venv/bin/python -c CODE` is inline code as `python -c CODE` is.
    if inline_code_flags(base).is_some()
        && let Some(v) = interpreter(base, args, c)
        && v.level == Level::AlwaysAsk
    {
        return v;
    }
    // `echo CODE | bin/rails c` feeds the console its code as `rails c` is fed it.
    if let Some((row, why)) =
        crate::frameworks::console_input(base, args, c.stdin.as_deref(), c.piped_input)
    {
        return ask(row, why);
    }
    let dirs = p.rsplit('/').skip(1).collect::<Vec<_>>();
    let in_workspace = !c.dynamic.first().copied().unwrap_or(true)
        && place(p, &c.cwd, env) == Place::Inside
        && !protected(p, &c.cwd, env);
    // The project's own environment's toolchain: see `runners::project_bin`.
    let env_bin = crate::runners::project_bin(&dirs, base);
    if in_workspace
        && env_bin
        && let Some(v) = known
            .as_ref()
            .filter(|v| v.grant.is_some() && v.level == Level::AskOnce)
    {
        let mut v = v.clone();
        v.row = format!("{} (by path, in the project's environment)", v.row);
        return v;
    }
    // Its reads by path (`./gradlew tasks`, `.venv/bin/pip list`) run the project's build
    // script or environment: the project's family, never allowed as the known program.
    if in_workspace && env_bin && known.as_ref().is_some_and(|v| v.level == Level::Allow) {
        return read_by_path(p);
    }
    let built = in_workspace && built_program(base, &dirs, known.as_ref());
    // A tool no table knows that deploys, releases or publishes (`vendor/bin/dep deploy`):
    // never one of the project's own programs.
    if (built || (known.is_none() && crate::runners::dependency_bin(&dirs)))
        && let Some(v) = releases_by_path(p, base, args).or_else(|| destroys_by_path(p, args))
    {
        return v;
    }
    if !built
        && in_workspace
        && known.is_none()
        && let Some(v) = crate::services::script_by_path(p, c, env)
    {
        return v;
    }
    if built {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            "knowledge: workspace binary",
            format!(
                "runs `{p}`, one of the project's own built programs; one approval covers `{WORKSPACE_BINARIES}` for the session"
            ),
        );
        v.grant = Some(WORKSPACE_BINARIES.to_owned());
        return v;
    }
    verdict(
        Level::AskOnce,
        Effect::Exec,
        "unknown: program by path",
        format!("runs `{p}`, which is not a known program"),
    )
}

/// A program of the project's (`bin/magento`, `./target/release/app`, `vendor/bin/tool`) whose
/// subcommand is named for throwing data away (`wipe`, `db:drop`, `queue:purge`; a cache's
/// flush or reset is rebuilt, not lost: `recall::name_destroys_data`), as a project's script so
/// named is: always asked, unless a dry run.
fn destroys_by_path(p: &str, args: &[String]) -> Option<Verdict> {
    let sub = operands(args).into_iter().next()?;
    let dry_run = args
        .iter()
        .any(|a| crate::DRY_RUN_FLAGS.contains(&a.as_str()));
    (!dry_run && !verb_tokens(sub).is_empty() && crate::recall::name_destroys_data(sub)).then(
        || {
            ask(
                format!("destroying data: {p} {sub} by path"),
                format!(
                    "`{p} {sub}` is named for throwing data away; a yes to the project's builds and tests never covers it"
                ),
            )
        },
    )
}

/// A program by path whose name or words deploy, release or publish: always asked.
fn releases_by_path(p: &str, base: &str, args: &[String]) -> Option<Verdict> {
    let words: Vec<String> = std::iter::once(base.to_owned())
        .chain(operands(args).into_iter().cloned())
        .collect();
    crate::runners::releases(&words).then(|| {
        ask(
            format!("publishing: {base} by path"),
            format!("`{p}` deploys, releases or publishes, which cannot be taken back"),
        )
    })
}

/// `./manage.py flush` is `python manage.py flush`, `./artisan db:wipe` is `php artisan
/// db:wipe`: the framework's rows, dangerous ones first, rather than one key for every command
/// A known program's read run by its path in the project's environment: the project family.
fn read_by_path(p: &str) -> Verdict {
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        "knowledge: read by path, in the project's environment",
        format!(
            "runs `{p}` of the project's environment; one approval covers `{}` for the session",
            crate::toolchains::PROJECT_FAMILY
        ),
    );
    v.grant = Some(crate::toolchains::PROJECT_FAMILY.to_owned());
    v
}

/// of the script.
fn framework_script(base: &str, c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let runner = match base {
        "manage.py" => "python",
        "artisan" | "console" => "php",
        _ => return None,
    };
    destructive(runner, &c.argv, c, env).or_else(|| toolchain(runner, &c.argv))
}

/// The family of the project's own built programs: the project's, since they are its code.
const WORKSPACE_BINARIES: &str = crate::toolchains::PROJECT_FAMILY;

/// Hosts of this machine: a plain GET to one reads the project's own running service.
pub(crate) fn loopback(url: &str) -> bool {
    let rest = url
        .strip_prefix("http://")
        .or_else(|| url.strip_prefix("https://"))
        .unwrap_or(url);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    if authority.contains('@') {
        return false;
    }
    let host = if let Some(v6) = authority.strip_prefix('[') {
        v6.split(']').next().unwrap_or("")
    } else if authority.matches(':').count() > 1 {
        // A bare IPv6 address, as a URL's host is given without its brackets (`::1`).
        authority
    } else {
        authority.split(':').next().unwrap_or("")
    };
    let host = host.to_ascii_lowercase();
    host == "localhost"
        || host == "::1"
        || host.ends_with(".localhost")
        || (host.starts_with("127.")
            && host.split('.').count() == 4
            && host.split('.').all(|o| o.parse::<u8>().is_ok()))
}

/// curl's options that change nothing about what a request reads.
const CURL_PLAIN: &[&str] = &[
    "-s",
    "--silent",
    "-S",
    "--show-error",
    "-f",
    "--fail",
    "--fail-with-body",
    "-i",
    "--include",
    "-I",
    "--head",
    "-v",
    "--verbose",
    "-L",
    "--location",
    "-k",
    "--insecure",
    "--compressed",
    "-4",
    "-6",
    "-g",
    "--globoff",
    "--no-progress-meter",
    "-N",
    "--no-buffer",
    "-sS",
    "-fsS",
    "-fs",
    "-sf",
    "-fsSL",
    "-sSL",
    "-fL",
    "-sL",
    "-Ss",
    "-si",
    "-sI",
    "-sv",
];
/// curl's options whose value changes nothing about what a request reads.
const CURL_VALUED: &[&str] = &[
    "-H",
    "--header",
    "-w",
    "--write-out",
    "-m",
    "--max-time",
    "--connect-timeout",
    "--retry",
    "--retry-delay",
    "-A",
    "--user-agent",
    "-e",
    "--referer",
];

/// netcat's probe of a port of this machine or of the project's container network
/// ([`crate::recall::port_probe`]): it sends nothing, so it reads.
fn port_probe(c: &Command) -> Option<Verdict> {
    crate::recall::port_probe(&c.argv).then(|| {
        verdict(
            Level::Allow,
            Effect::Read,
            "read-only: a port probe",
            format!(
                "`{}` only checks that a port of this machine or of the project's own container network answers, and sends nothing",
                c.text
            ),
        )
    })
}

/// `curl` of a service on this machine (`curl -s localhost:3000/health`) with only options
/// that read: a GET reads, as `cat` does. Every option must be one of these; an upload, a
/// method, a config file, an output file or a socket (`-d`, `-T`, `-X POST`, `-K`, `-o f`,
/// `--unix-socket`) leaves it unknown.
fn local_fetch(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    if name != "curl" || c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let mut urls = 0;
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        if CURL_PLAIN.contains(&a) {
            continue;
        }
        if CURL_VALUED.contains(&a) {
            // A request with credentials is not a plain read (`-H 'Authorization: …'`).
            let value = it.next()?;
            if matches!(a, "-H" | "--header") && crate::runners::credential_header(value) {
                return None;
            }
            continue;
        }
        let method = match a.strip_prefix("-X") {
            _ if a == "--request" => Some(it.next()?),
            Some("") => Some(it.next()?),
            m => m,
        };
        if let Some(method) = method {
            if !method.eq_ignore_ascii_case("GET") && !method.eq_ignore_ascii_case("HEAD") {
                return None;
            }
            continue;
        }
        // Output to nowhere or to a scratch file under /tmp ([`scratch_output`]).
        let output = match a {
            "-o" | "--output" => Some(it.next()?),
            _ => a
                .strip_prefix("--output=")
                .or_else(|| a.strip_prefix("-o").filter(|v| !v.is_empty())),
        };
        if let Some(file) = output {
            if file != "/dev/null" && !scratch_output(file, false, &c.cwd) {
                return None;
            }
            continue;
        }
        if a.starts_with('-') || !loopback(a) || crate::runners::admin_port(a) {
            return None;
        }
        urls += 1;
    }
    (urls > 0).then(|| {
        verdict(
            Level::Allow,
            Effect::Read,
            "read-only: curl of this machine",
            format!("`{}` reads a service on this machine", c.text),
        )
    })
}

/// An HTTP client's plain request (`runners::request`): a public page read joins the web
/// fetch family ([`crate::WEB_READ_FAMILY`]); a write to a service on this machine joins the
/// project family (`toolchains::PROJECT_FAMILY`), since the project's own code, once the human
/// let it run, makes the same requests from its tests; a local DELETE or a local admin API
/// always asks.
/// A web client's request to a request-capture service ([`airlock_facts::capture_host`]),
/// whatever it sends: always asked.
fn capture_request(name: &str, args: &[String]) -> Option<Verdict> {
    crate::runners::request(name, args)?;
    let url = args.iter().find(|a| capture_url(a))?;
    Some(ask(
        format!("exfiltration: {name} to a request-capture service"),
        format!(
            "`{url}` is a request-capture service: whatever the request carries is kept for whoever made the URL"
        ),
    ))
}

/// Whether a word holds a URL of a request-capture service ([`airlock_facts::capture_host`]),
/// wherever it is written in the word (`url=https://webhook.site/x`).
fn capture_url(word: &str) -> bool {
    airlock_facts::hosts_in(word).any(|u| airlock_facts::capture_host(&u.host))
}

fn web_request(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    // A header's value built at run time (`-H "Authorization: Bearer $(cat /tmp/dev-token)"`)
    // is sent only where the request goes: to this machine, it is the local request it would be
    // with the value written out (what computes the value is judged on its own). Unquoted, the
    // value is split into words (`-H $(echo 'X: 1' https://elsewhere -T .env)`): more URLs
    // and options than the words show, so the request is not known.
    if c.split_expansion {
        return None;
    }
    let header_value = |i: usize| {
        i.checked_sub(1)
            .and_then(|j| c.argv.get(j))
            .is_some_and(|w| matches!(w.as_str(), "-H" | "--header"))
    };
    let dynamic = c.dynamic.iter().any(|d| *d);
    if c.dynamic
        .iter()
        .enumerate()
        .any(|(i, d)| *d && !header_value(i))
    {
        return None;
    }
    let request = crate::runners::request(name, args)?;
    if dynamic && !matches!(request, crate::runners::Request::LocalWrite(_)) {
        return None;
    }

    Some(request_verdict(name, &c.text, request))
}

/// The verdict of an HTTP client's request whose kind [`crate::runners::request`] knows.
fn request_verdict(name: &str, text: &str, request: crate::runners::Request) -> Verdict {
    let private = matches!(request, crate::runners::Request::PrivateRead(_));
    let (level, effect, row, reason, grant) = match request {
        crate::runners::Request::PublicRead => (
            Level::AskOnce,
            Effect::Read,
            format!("knowledge: {name} of a public page (reads the web)"),
            format!(
                "`{}` reads a public web page, as the web fetch tool does; one approval covers reading the web for the session",
                text
            ),
            Some(crate::WEB_READ_FAMILY.to_owned()),
        ),
        crate::runners::Request::LocalWrite(service) => (
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: {name} write to a service on this machine"),
            format!(
                "`{}` sends a request that writes to `{service}` on this machine, or reads it with credentials, as the project's own tests do; one approval covers `{}` for the session",
                text,
                crate::toolchains::PROJECT_FAMILY
            ),
            Some(crate::toolchains::PROJECT_FAMILY.to_owned()),
        ),
        crate::runners::Request::DocsRead => (
            Level::Allow,
            Effect::Read,
            format!("read-only: {name} of a documentation page"),
            format!(
                "`{}` reads a page of a documentation host, as the web fetch tool does",
                text
            ),
            None,
        ),
        // Another machine's service, outside the sandbox: the class of every other network
        // call, which an autonomous sub-agent's grant of reads never answers.
        crate::runners::Request::PrivateRead(service) => (
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: {name} read of a service on the private network"),
            format!(
                "`{}` reads `{service}`, a service on the private network, without credentials; one approval covers reading `{service}` for the session",
                text
            ),
            Some(format!("private network read: {service}")),
        ),
        crate::runners::Request::LocalRead => (
            Level::Allow,
            Effect::Read,
            format!("read-only: {name} of this machine"),
            format!("`{}` reads a service on this machine", text),
            None,
        ),
        crate::runners::Request::Always(why) => (
            Level::AlwaysAsk,
            Effect::Exec,
            format!("knowledge: {name} request (always asked)"),
            format!("`{}` {why}", text),
            None,
        ),
    };
    let mut v = verdict(level, effect, row, reason);
    v.grant = grant;
    // Another machine's service: no sandbox holds the request.
    v.outside |= private;
    v
}

/// A database client's query that only reads, to this machine's server, runs at once; one
/// that writes without destroying (`devtools::Service::LocalWrite`) joins the project family,
/// as a local HTTP write does: the project's own tests write to its running services; a read
/// of a server elsewhere is asked, and one of a server or database named production always
/// is (see `devtools.rs`). Variables given to the command, or expanded in its words, may point
/// it elsewhere (`PGHOST=db psql`, `psql "$DATABASE_URL"`): then the client's rows decide.
fn local_service(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    use crate::devtools::Service;
    let mut v = match crate::devtools::service_query(name, args) {
        Service::LocalRead if c.assignments.is_empty() && !c.dynamic.iter().any(|d| *d) => verdict(
            Level::Allow,
            Effect::Read,
            format!("read-only: {name} query on this machine"),
            format!("`{name}` only reads, from this machine's server"),
        ),
        Service::LocalWrite { named }
            if (named || crate::services::runs_in_container(c))
                && c.assignments.is_empty()
                && !c.dynamic.iter().any(|d| *d) =>
        {
            let mut v = verdict(
                Level::AskOnce,
                Effect::Exec,
                format!("knowledge: {name} write to a service on this machine"),
                format!(
                    "`{name}` writes to this machine's server without destroying anything, as the project's own tests do; one approval covers `{}` for the session",
                    crate::toolchains::PROJECT_FAMILY
                ),
            );
            v.grant = Some(crate::toolchains::PROJECT_FAMILY.to_owned());
            v
        }
        Service::Remote => {
            let v = toolchain(name, args)?;
            if v.level > Level::Allow {
                return Some(v);
            }
            verdict(
                Level::AskOnce,
                Effect::Exec,
                format!("remote: {name} of a server elsewhere"),
                format!("`{name}` reads a server that is not this machine's"),
            )
        }
        Service::Production => verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("production: {name}"),
            format!("`{name}` works on a production server or database"),
        ),
        Service::OutsideWrite => verdict(
            Level::AlwaysAsk,
            Effect::Write,
            format!("write: {name} database outside the workspace"),
            format!("`{name}` changes a database file outside the workspace"),
        ),
        _ => return None,
    };
    // sqlite3 and duckdb read files, which the sandbox contains; the others talk to a server.
    v.outside = !matches!(name, "sqlite3" | "duckdb");
    Some(v)
}

/// A toolchain's row (`cargo publish`, `docker compose down -v`): see `toolchains.rs`.
pub(crate) fn toolchain(name: &str, args: &[String]) -> Option<Verdict> {
    let m = crate::toolchains::lookup(name, args)?;
    let program = m.program;
    let mut row = match m.words {
        Some("") => format!("knowledge: {program}"),
        Some(w) => format!("knowledge: {program} {w}"),
        None => format!("knowledge: {program} (otherwise)"),
    };
    if !m.with.is_empty() {
        row.push(' ');
        row.push_str(&m.with.join("|"));
    }
    let cmd = &m.shown;
    let family = if m.toolchain.project {
        crate::toolchains::PROJECT_FAMILY
    } else {
        crate::localops::checked_family(program, m.toolchain.family, args)
    };
    if let Some(v) = overriding_row(&m, args, &row) {
        return Some(v);
    }
    let local_act = local_family_act(family);
    let (row, reason, effect) = match m.kind {
        Kind::Read => (
            format!("{row} (read-only)"),
            format!("`{cmd}` only reads"),
            Effect::Read,
        ),
        Kind::Build if family == crate::ecosystems::DEVICE_FAMILY => (
            format!("{row} ({family})"),
            format!(
                "`{cmd}` acts on a development device or emulator; one approval covers that device for the session"
            ),
            Effect::Exec,
        ),
        Kind::Build if local_act.is_some() => (
            format!("{row} ({family})"),
            format!(
                "`{cmd}` {}; one approval covers `{family}` for the session",
                local_act.unwrap_or_default()
            ),
            Effect::Exec,
        ),
        Kind::Build => (
            format!("{row} (builds and tests: {family})"),
            format!(
                "`{cmd}` builds or tests the project; one approval covers `{family}` for the session"
            ),
            Effect::Exec,
        ),
        Kind::AddDependency => add_dependency_text(row, cmd, crate::adds_to_the_project(program)),
        Kind::Ask => (
            row,
            format!("`{cmd}` changes the project or its environment"),
            Effect::Exec,
        ),
        Kind::Danger(category) => (
            format!("{row} ({category})"),
            format!("`{cmd}` {}", crate::toolchains::category_reason(category)),
            Effect::Exec,
        ),
    };
    let mut v = verdict(m.kind.level(), effect, row, reason);
    v.grant = toolchain_grant(&m, args, family);
    if matches!(m.kind, Kind::AddDependency)
        && v.grant.as_deref() != Some(crate::toolchains::ADD_DEPENDENCY_FAMILY)
    {
        v.reason = format!(
            "`{cmd}` adds a dependency from a URL, a git repository, a path or an archive, not a registry's package: no grant of the project's family covers it"
        );
    }
    crate::appstacks::stage_reason(&mut v, m.kind, family, cmd);
    v.outside = m.toolchain.outside;
    Some(v)
}

/// What a build row of a family that acts on something other than the project does, for the
/// reason a human reads: a development board, the project's virtual machines, a local
/// cluster, Ansible's check mode.
fn local_family_act(family: &str) -> Option<&'static str> {
    match family {
        crate::embedded::BOARD_FAMILY => {
            Some("writes to, resets or debugs a development board connected to this machine")
        }
        crate::localops::LOCAL_VM => Some("acts on the project's virtual machines on this machine"),
        crate::localops::ANSIBLE_LOOK_FAMILY => Some(
            "logs in to the inventory's machines to report what a playbook would change or what they hold, and changes nothing",
        ),
        crate::devtools::LOCAL_CLUSTER => Some("acts on a cluster on this machine"),
        crate::hpc::JOB_FAMILY => Some(
            "submits the project's job to the cluster's scheduler, under the allocation it names",
        ),
        _ => None,
    }
}

/// What decides before a toolchain's row: an option that discards kept data, a change to a
/// plainly local cluster, an artifact written outside the workspace, a registry package run
/// with dangerous words.
fn overriding_row(m: &crate::toolchains::Match, args: &[String], row: &str) -> Option<Verdict> {
    discards(m, args, row)
        .or_else(|| destroying_past_row(m, args, row))
        .or_else(|| local_cluster(m, args, row))
        .or_else(|| project_output_outside(m, args))
        .or_else(|| fetched_run_words(m, args))
}

/// A row that names a group of a program's commands by plain words (`dagster asset`, `X
/// db`, `X cache`), matched by a command whose next word destroys or removes what the group
/// holds (`dagster asset wipe --all`, `X db drop-all`, `X cache purge`), through any runner
/// (`uv run`, `poetry run`, `pnpm exec`): the row's yes covers the group's everyday commands,
/// never this, so it always asks, as an unknown program's destroying verb does. A row whose
/// last word runs or tests (`test`, `run`, `build`: what follows names a test, a script or a
/// target, `cargo test delete_user`), a row's own words (`stack purge`), a dry run, a build's
/// `clean` and a non-ledger `close` are left to the row.
fn destroying_past_row(
    m: &crate::toolchains::Match,
    args: &[String],
    row: &str,
) -> Option<Verdict> {
    if matches!(m.kind, Kind::Danger(_))
        || args
            .iter()
            .any(|a| crate::DRY_RUN_FLAGS.contains(&a.as_str()))
    {
        return None;
    }
    let pattern: Vec<&str> = m.words?.split_whitespace().collect();
    let plain = |w: &&str| {
        !w.starts_with('-')
            && w.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':'))
    };
    let last = verb_tokens(pattern.last()?);
    if !pattern.iter().all(plain)
        || last.is_empty()
        || last
            .iter()
            .any(|t| UNKNOWN_EVERYDAY_VERBS.contains(&t.as_str()))
    {
        return None;
    }
    let next = m.seen.get(pattern.len())?;
    let verb = verb_tokens(next)
        .into_iter()
        .next()
        .filter(|t| t != "clean" && t != "close" && destroys(t))?;
    let cmd = m.seen.get(..=pattern.len()).unwrap_or_default().join(" ");
    let mut v = ask(
        format!("{row} {next} (destroying data: a destroying verb past the row's words)"),
        format!(
            "`{} {cmd}` destroys or removes what it names (`{verb}`); a yes to the program's other commands never covers this",
            m.program
        ),
    );
    v.outside = m.toolchain.outside;
    Some(v)
}

/// A registry package run by its version (`go run MOD@VERSION ARGS`) given destroying,
/// publishing, deploying or credential words: judged as the unknown program it is, as a node
/// runner's package is, so that no earlier answer covers them.
fn fetched_run_words(m: &crate::toolchains::Match, args: &[String]) -> Option<Verdict> {
    if !m.words.is_some_and(|w| w.ends_with("*@*")) {
        return None;
    }
    // The words up to the package's (`MOD@VERSION`) say where it comes from; those after it
    // are the package's own arguments.
    let end = args
        .iter()
        .position(|a| !a.starts_with('-') && a.contains('@'))?;
    let program = args.get(end)?.split('@').next()?.rsplit('/').next()?;
    let mut v = unknown_program(program, args.get(end + 1..).unwrap_or_default());
    v.row = format!("unknown: package run by {}: {}", m.program, v.row);
    (v.level == Level::AlwaysAsk).then_some(v)
}

/// The row and reason of an add-dependency row: a package added to the project.
fn add_dependency_text(row: String, cmd: &str, project: bool) -> (String, String, Effect) {
    let reason = if project {
        format!(
            "`{cmd}` adds a new dependency to the project; one approval covers `project build/test/run` for the session, with new packages from the public registries in any toolchain"
        )
    } else {
        format!(
            "`{cmd}` adds a new dependency to the project; one approval covers adding packages from the public registries, with any toolchain, for the session"
        )
    };
    (format!("{row} (adds a dependency)"), reason, Effect::Exec)
}

/// Options through which a command of the project family writes its artifact (program, the
/// row's words, the options): their value must be a plain relative path of the workspace.
pub(crate) const PROJECT_OUTPUT_OPTIONS: &[(&str, &str, &[&str])] = &[
    ("helm", "package", &["-d", "--destination"]),
    // CPack's package folder (`-B`); its configuration file is CMake code it runs; a
    // variable's value (`-D CPACK_PACKAGE_DIRECTORY=/etc`, `-D CPACK_INSTALL_SCRIPTS=/tmp/x`:
    // a folder it writes or a script it runs) is read after its `=`.
    ("cpack", "", &["-B", "--config", "-D"]),
    // The secret store of a project in another folder.
    ("dotnet", "user-secrets init", &["-p", "--project"]),
    ("dotnet", "user-secrets set", &["-p", "--project"]),
    ("dotnet", "user-secrets remove", &["-p", "--project"]),
    ("pip", "download", &["-d", "--dest"]),
    ("pip3", "download", &["-d", "--dest"]),
    // The log of a board's serial console (a development board's family).
    ("grabserial", "$", &["-o", "--output"]),
];

/// Those of [`PROJECT_OUTPUT_OPTIONS`] whose folder only receives what the command fetched
/// (archives, never run): a scratch folder directly under `/tmp` ([`scratch`]) is as good as
/// the workspace for them.
const SCRATCH_OUTPUT_OPTIONS: &[(&str, &str)] = &[
    ("pip", "download"),
    ("pip3", "download"),
    ("grabserial", "$"),
];

/// A project-family row ([`PROJECT_OUTPUT_OPTIONS`]) told to write outside the workspace (an
/// absolute or home path, `..`, an expansion): the write asks, as every write there does.
fn project_output_outside(m: &crate::toolchains::Match, args: &[String]) -> Option<Verdict> {
    let ours = m.toolchain.project || m.toolchain.family == crate::embedded::BOARD_FAMILY;
    let (_, _, flags) = PROJECT_OUTPUT_OPTIONS
        .iter()
        .find(|(program, words, _)| ours && *program == m.program && m.words == Some(*words))?;
    let mut values = args.iter().enumerate().filter_map(|(i, a)| {
        flags
            .iter()
            .find_map(|f| {
                if a == f {
                    Some(args.get(i + 1).map_or("", String::as_str))
                } else {
                    a.strip_prefix(f)
                        .and_then(|r| r.strip_prefix('=').or((f.len() == 2).then_some(r)))
                        .filter(|r| !r.is_empty())
                }
            })
            .map(|v| match (a.starts_with("-D"), v.split_once('=')) {
                (true, Some((_, value))) => value,
                _ => v,
            })
    });
    let scratch_ok = SCRATCH_OUTPUT_OPTIONS
        .iter()
        .any(|(p, w)| *p == m.program && m.words == Some(*w));
    let outside = values.find(|v| {
        let elsewhere = v.starts_with(['/', '~', '$'])
            || v.contains(['$', '`'])
            || v.split('/').any(|part| part == "..");
        v.is_empty() || (elsewhere && !(scratch_ok && scratch(v, false, "")))
    })?;
    Some(verdict(
        Level::AlwaysAsk,
        Effect::Write,
        "outside: write",
        format!("writes `{outside}` outside the workspace"),
    ))
}

/// An option that throws away what the command keeps (`supabase stop --no-backup`, `minikube
/// delete --purge`, `docker compose down --rmi all`): no row of builds, reads or local stacks
/// lowers it, so it always asks.
fn discards(m: &crate::toolchains::Match, args: &[String], row: &str) -> Option<Verdict> {
    let seen: Vec<&str> = m.seen.iter().map(String::as_str).collect();
    if matches!(m.kind, Kind::Danger(_))
        || args
            .iter()
            .any(|a| crate::DRY_RUN_FLAGS.contains(&a.as_str()))
    {
        return None;
    }
    if let Some(script) = crate::recall::destroying_script(m.program, m.words, &seen) {
        let mut v = ask(
            format!("{row} {script} (destroying data: a script named for throwing data away)"),
            format!(
                "the project's `{script}` is named for resetting, dropping or wiping data; a yes to the project's builds and tests never covers it"
            ),
        );
        v.outside = m.toolchain.outside;
        return Some(v);
    }
    // The Android emulator's `-wipe-data` resets its own disposable virtual device, whose apps'
    // data the device family already lets the agent clear one by one; a development board's
    // `--reset` restarts its chip and throws nothing away; a local validator's `--reset` starts
    // its own test ledger anew (`chains::LEDGER_RESETS`).
    let board_reset =
        |o: &str| m.toolchain.family == crate::embedded::BOARD_FAMILY && o == "--reset";
    let option = crate::recall::discarding_option(&seen, args).filter(|o| {
        m.program != "emulator"
            && !board_reset(o)
            && !crate::chains::resets_own_ledger(m.program, o)
    })?;
    let mut v = ask(
        format!("{row} {option} (destroying data: an option throws data away)"),
        format!(
            "`{option}` throws away what `{}` keeps (volumes, data, backups); a yes to another of its commands never covers this",
            m.shown
        ),
    );
    v.outside = m.toolchain.outside;
    Some(v)
}

/// What a toolchain table makes of `name args`: `python -m MODULE` and `cargo X` as the tool
/// they run, else the program's own table.
fn program_tool(name: &str, args: &[String]) -> Option<Verdict> {
    python_module(name, args)
        .or_else(|| crate::devclis::fvm_sdk(name, args))
        .or_else(|| cargo_subtool(name, args))
        .or_else(|| crate::cloudclis::pulumi_stack_update(name, args))
        .or_else(|| crate::services::local_load_test(name, args))
        .or_else(|| toolchain(name, args))
}

/// A change to a cluster through kubectl's current context (`kubectl apply -f x.yaml`, `helm
/// upgrade`, `make deploy`) when the caller found that context plainly local (`kind-dev`,
/// `minikube`: [`ShellEnv::kube_context`], given only to a script that cannot switch it
/// first): judged as the same command given that context by name, and taken only when that
/// makes it the local cluster family. Any other context, a script that may switch it, or a
/// kubeconfig or context of the command's own keeps the command's rows.
fn current_context(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    let context = env.kube_context?;
    let with = crate::devtools::with_current_context(name, args, c, context)?;
    let plain = env.clone().with_kube_context(None);
    let mut v = known_program(name, &with, c, &plain);
    if v.grant.as_deref() != Some(crate::devtools::LOCAL_CLUSTER) {
        return None;
    }
    v.reason = format!("{} (kubectl's current context is `{context}`)", v.reason);
    Some(v)
}

/// What a program's table makes of a command by more than its words (its variables, its
/// options' values): a cloud CLI pointed at an emulator on this machine, a TLS probe, an
/// operator's Makefile on a local cluster.
fn command_tool(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    emulator_cli(name, args, c)
        .or_else(|| crate::opstools::tls_probe(name, args, c))
        .or_else(|| crate::opstools::addressed_by_variable(name, args, c))
        .or_else(|| crate::devtools::make_on_local_cluster(name, args, c))
        .or_else(|| crate::embedded::deploy_to_bench_device(name, args, c))
}

/// aws pointed at an emulator on this machine otherwise than by `--endpoint-url`: LocalStack's
/// `awslocal` (whose endpoint is `http://localhost:4566`) and `AWS_ENDPOINT_URL=http://localhost:4566
/// aws …` are judged by aws's table as the same command given `--endpoint-url`. Any other
/// variable, a word built at run time or an endpoint elsewhere is left to the other rules.
fn emulator_cli(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    if c.dynamic.iter().any(|d| *d)
        || args
            .iter()
            .any(|a| a == "--endpoint-url" || a.starts_with("--endpoint-url="))
    {
        return None;
    }
    let endpoint = match (name, c.assignments.as_slice()) {
        ("awslocal", []) => "http://localhost:4566",
        ("aws", [one]) => one.strip_prefix("AWS_ENDPOINT_URL=")?,
        _ => return None,
    };
    if !(endpoint.starts_with("http://") || endpoint.starts_with("https://")) || !loopback(endpoint)
    {
        return None;
    }
    let mut with_endpoint = vec!["--endpoint-url".to_owned(), endpoint.to_owned()];
    with_endpoint.extend(args.iter().cloned());
    toolchain("aws", &with_endpoint)
}

/// `cargo X ARGS` where X is a third-party subcommand that is a standalone tool
/// (`runners::CARGO_SUBTOOLS`: `cargo sqlx` is `sqlx`, `cargo shuttle` is `shuttle`): the
/// tool's table decides, as for the tool run by its own name. cargo's own options before X
/// (`+nightly`, `--quiet`) change nothing of what X does.
fn cargo_subtool(name: &str, args: &[String]) -> Option<Verdict> {
    if name != "cargo" {
        return None;
    }
    // cargo's global options that take the next word as their value.
    const VALUED: &[&str] = &["--config", "-Z", "-C", "--color", "--explain"];
    let mut at = 0;
    while let Some(a) = args.get(at) {
        if VALUED.contains(&a.as_str()) {
            at += 2;
        } else if a.starts_with('-') || a.starts_with('+') {
            at += 1;
        } else {
            break;
        }
    }
    let sub = args.get(at)?;
    let (_, tool) = crate::runners::CARGO_SUBTOOLS
        .iter()
        .find(|(s, _)| s == sub)?;
    let mut v = toolchain(tool, args.get(at + 1..).unwrap_or_default())?;
    v.row = format!("{} (as cargo {sub})", v.row);
    Some(v)
}

/// `python -m MODULE`, where python's own rows name no row of the module: the module's
/// tool when a table knows it (`python -m alembic downgrade` is alembic's row), else the
/// project's own code or one of its dependencies (`python -m app.scripts.seed`), run as
/// `python script.py` is: the project family; a module of the standard library keeps python's
/// row, and a module or an argument that deploys, releases or publishes always asks. See
/// `runners.rs`.
fn python_module(name: &str, args: &[String]) -> Option<Verdict> {
    let m = crate::toolchains::lookup(name, args)?;
    if m.program != "python" || m.words != Some("-m") {
        return None;
    }
    let at = args.iter().position(|a| a == "-m")?;
    let module = args.get(at + 1)?;
    let rest = args.get(at + 2..).unwrap_or_default();
    let program = crate::runners::module_program(module);
    if let Some(v) = toolchain(&program, rest).or_else(|| toolchain(module, rest)) {
        return Some(v);
    }
    if !crate::runners::project_module(module) {
        return None;
    }
    let words: Vec<String> = std::iter::once(module.clone())
        .chain(operands(rest).into_iter().cloned())
        .collect();
    // The module's own command line destroying what it names (`python -m app.cli wipe --all`,
    // `uv run python -m tool drop-db`), as an unknown program's would.
    let leading = leading_operands(rest);
    let first = operands(rest).first().map(|w| w.to_ascii_lowercase());
    let dry_run = rest
        .iter()
        .any(|a| crate::DRY_RUN_FLAGS.contains(&a.as_str()));
    if let Some(verb) = destroying_verb(rest, &leading, first, false).filter(|_| !dry_run) {
        return Some(ask(
            format!("destroying data: python -m {module} {verb}"),
            format!(
                "`python -m {module}` is told to `{verb}`, which destroys or removes what it names; a yes to the project's builds and tests never covers this"
            ),
        ));
    }
    if crate::runners::releases(&words) {
        return Some(ask(
            format!("publishing: python -m {module}"),
            format!(
                "`python -m {module}` deploys, releases or publishes, which cannot be taken back"
            ),
        ));
    }
    let family = crate::toolchains::PROJECT_FAMILY;
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: python -m MODULE (builds and tests: {family})"),
        format!(
            "`python -m {module}` runs the project's own code or one of its dependencies; one approval covers `{family}` for the session"
        ),
    );
    v.grant = Some(family.to_owned());
    Some(v)
}

/// A change to a cluster (`kubectl apply`, `helm upgrade`, `kubectl exec`) given a context that
/// is plainly local (`kind-*`, `minikube`), or to a cloud emulator on this machine (`aws
/// --endpoint-url http://localhost:4566`): that local family, asked once. Credentials and
/// global state keep their rows.
fn local_cluster(m: &crate::toolchains::Match, args: &[String], row: &str) -> Option<Verdict> {
    let Kind::Danger(category) = m.kind else {
        return None;
    };
    // A switch of kubectl's current context is global state, lowered only to a plainly
    // local context (`devtools::local_family` says which).
    let switch = category == crate::toolchains::GLOBAL && m.program == "kubectl";
    if !switch && ![crate::toolchains::INFRA, crate::toolchains::REMOTE].contains(&category) {
        return None;
    }
    if m.program == "restic" && crate::localops::restic_scratch_init(args) {
        return Some(verdict(
            Level::Allow,
            Effect::Read,
            "write: restic repository in scratch space under /tmp",
            format!(
                "`{}` only makes a new, empty repository in scratch space under /tmp",
                m.shown
            ),
        ));
    }
    let family = crate::devtools::local_family(m.program, args)?;
    if family.starts_with("local cloud ") {
        return local_cloud(m, args, row, &family);
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("{row} ({family})"),
        format!(
            "`{}` acts on a service on this machine; one approval covers `{family}` for the session",
            m.shown
        ),
    );
    v.grant = Some(family);
    v.outside = true;
    Some(v)
}

/// A cloud CLI's command to an emulator on this machine (`aws --endpoint-url
/// http://localhost:4566 …`): its reads read; its writes join the project family, since the
/// project's own tests make the same calls to the emulator and nothing leaves this machine;
/// deleting, purging and moving always ask. A profile (whose settings this command does not
/// show) keeps the emulator's own family, asked once.
fn local_cloud(
    m: &crate::toolchains::Match,
    args: &[String],
    row: &str,
    family: &str,
) -> Option<Verdict> {
    use crate::devtools::CloudAct;
    let profile = args
        .iter()
        .any(|a| a == "--profile" || a.starts_with("--profile="));
    let shown = &m.shown;
    let (level, effect, why, grant) = match crate::devtools::local_cloud_act(args) {
        CloudAct::Destroy => (
            Level::AlwaysAsk,
            Effect::Exec,
            "deletes resources or data of an emulator on this machine",
            None,
        ),
        _ if profile => (
            Level::AskOnce,
            Effect::Exec,
            "acts on a service on this machine, with a profile's settings",
            Some(family.to_owned()),
        ),
        CloudAct::Read => (
            Level::Allow,
            Effect::Read,
            "only reads an emulator on this machine",
            None,
        ),
        CloudAct::Write => (
            Level::AskOnce,
            Effect::Exec,
            "writes to an emulator on this machine, as the project's own tests do",
            Some(crate::toolchains::PROJECT_FAMILY.to_owned()),
        ),
    };
    let mut v = verdict(
        level,
        effect,
        format!("{row} ({family})"),
        format!("`{shown}` {why}"),
    );
    v.grant = grant;
    v.outside = true;
    Some(v)
}

/// The session family a toolchain row's yes is remembered under, if any.
fn toolchain_grant(m: &crate::toolchains::Match, args: &[String], family: &str) -> Option<String> {
    match m.kind {
        // One device's family, keyed by its serial.
        Kind::Build if family == crate::ecosystems::DEVICE_FAMILY => {
            Some(crate::ecosystems::device_family(m.program, args))
        }
        Kind::Build if family == crate::appstacks::ANSIBLE_STAGE_FAMILY => {
            Some(crate::localops::stage_run_family(family, args))
        }
        Kind::Build
            if family == crate::appstacks::SERVERLESS_STAGE_FAMILY
                || family == crate::appstacks::SST_STAGE_FAMILY =>
        {
            Some(crate::appstacks::serverless_stage_family(family, args))
        }
        Kind::Build if family == crate::appstacks::COPILOT_ENVIRONMENT_FAMILY => {
            Some(crate::appstacks::copilot_environment_family(args))
        }
        Kind::Build if family == crate::datatools::BUCKET_READ_FAMILY => {
            Some(crate::datatools::bucket_family(args))
        }
        Kind::Build => Some(family.to_owned()),
        // One across toolchains (`ADD_DEPENDENCY_FAMILY`): `npm install x`, `cargo add x`,
        // `uv add x`, `composer require x` alike.
        // A package from a URL, a git repository, a path or an archive is not a registry's
        // package: it asks under what it fetches, so that a yes to one source never covers
        // another (`npm install git+https://github.com/a/x.git` is not `… b/y.git`).
        Kind::AddDependency if unregistered_source(m, args) => Some(sourced_key(m, args)),
        Kind::AddDependency => Some(crate::toolchains::ADD_DEPENDENCY_FAMILY.to_owned()),
        // A package manager's row of its own that names a web address (`pip install
        // --index-url https://… x`): keyed by its words, so that a yes to one index never
        // covers another. Other tools' rows keep their words' key (`nomad job run -address=…`).
        Kind::Ask
            if crate::adds_to_the_project(m.program) && args.iter().any(|a| a.contains("://")) =>
        {
            Some(sourced_key(m, args))
        }
        // A row of its own (`python manage.py dbshell`, `npm remove`) is granted under its
        // program and the words the row names, never under a shorter prefix that other rows of
        // the program share (`python manage.py` would hold `manage.py migrate app 0003`).
        // The server, cluster or connection its options name is part of the key (`psql -h a`
        // is not `psql -h b`): see `targets.rs`.
        Kind::Ask => {
            let key = m.row_key().unwrap_or_else(|| m.shown.clone());
            Some(crate::targets::with_options(m.program, args, key))
        }
        _ => None,
    }
}

/// The grant key of a command that fetches from a source it names: the program and every word
/// but a bare flag (`-D`), that is the sources, the packages and an option's value (`--git
/// https://…`, `--git=https://…`), so that another source is another key.
fn sourced_key(m: &crate::toolchains::Match, args: &[String]) -> String {
    let words: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with('-') || a.contains('='))
        .collect();
    format!("{} {}", m.program, words.join(" "))
}

/// Whether a dependency's add names a source other than a registry's package: a URL or a git
/// repository (`git+https://…`, `github:a/x`), a path or an archive (`./x`, `x.tgz`), and for
/// the JavaScript package managers a GitHub shorthand after the verb (`yarn add a/x`, `npm
/// install a/x#main`), which they fetch from GitHub. Deno's registry prefixes (`jsr:@std/path`,
/// `npm:chalk`) and a scope (`@types/node`) name a registry's package.
fn unregistered_source(m: &crate::toolchains::Match, args: &[String]) -> bool {
    let verb = m.words.and_then(|w| w.split_whitespace().last());
    let after_verb = verb
        .and_then(|v| args.iter().position(|a| a == v))
        .map_or(args.len(), |i| i.saturating_add(1));
    let javascript = matches!(
        crate::program_name(m.program),
        "npm" | "pnpm" | "yarn" | "bun"
    );
    args.iter().enumerate().any(|(i, a)| {
        let bare = a
            .strip_prefix("jsr:")
            .or(a.strip_prefix("npm:"))
            .unwrap_or(a);
        bare.contains(':')
            || a.starts_with(['.', '/', '~'])
            || [".tgz", ".tar.gz", ".whl", ".zip", ".git"]
                .iter()
                .any(|e| a.to_ascii_lowercase().ends_with(e))
            || (javascript && i >= after_verb && a.contains('/') && !a.starts_with(['-', '@']))
    })
}

/// Settings of `set -o`/`shopt -o` that only stop on errors or change how the shell expands
/// and reports: not the ones that print the commands it runs with their expanded words
/// (`xtrace`, `verbose`: a secret variable's value would be printed) or export every variable
/// set later (`allexport`).
const SHELL_SETTINGS: &[&str] = &[
    "pipefail",
    "errexit",
    "nounset",
    "noclobber",
    "noglob",
    "errtrace",
    "functrace",
    "notify",
    "hashall",
    "braceexpand",
    "monitor",
    "ignoreeof",
    "posix",
    "emacs",
    "vi",
    "histexpand",
    "history",
    "noexec",
];

/// The letters of `set`'s options of [`SHELL_SETTINGS`] (`set -eu`, `set +e`), and `o`.
const SHELL_SETTING_LETTERS: &str = "eufCEThBHmbnPo";

/// Builtins and activation functions that change only the shell's own state, judged read-only:
/// `deactivate` (a virtual environment's function: it restores `PATH` and the prompt),
/// `hash` (clears or lists the shell's cache of where programs are; `-p`, which names where a
/// program is, changes what runs and is not here), `umask` (printing the mask; setting it
/// changes the mode of every file created later and is not here), `set` and `shopt` with
/// settings of [`SHELL_SETTINGS`] (stop on errors, no globbing; never tracing, which prints
/// expanded words, and never positional words). None runs a program or writes a file.
fn shell_state(name: &str, args: &[String]) -> Option<Verdict> {
    let setting = |o: &String| SHELL_SETTINGS.contains(&o.as_str());
    let set_options = |args: &[String]| {
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let Some(letters) = a.strip_prefix(['-', '+']).filter(|l| !l.is_empty()) else {
                return false;
            };
            if !letters.chars().all(|ch| SHELL_SETTING_LETTERS.contains(ch)) {
                return false;
            }
            // `-o` alone lists the settings; with a name, only one of the plain ones.
            if letters.contains('o') {
                match it.next() {
                    Some(o) if letters.ends_with('o') && setting(o) => {}
                    None if letters == "o" => {}
                    _ => return false,
                }
            }
        }
        true
    };
    let plain = match name {
        "deactivate" => args.is_empty(),
        "hash" => {
            args.iter()
                .all(|a| matches!(a.as_str(), "-r" | "-l") || !a.starts_with('-'))
                && !args
                    .iter()
                    .any(|a| a.starts_with("-p") || a.starts_with("-d"))
        }
        "umask" => args.iter().all(|a| matches!(a.as_str(), "-S" | "-p")),
        // A line of the standard input into the shell's variables (`while read -r f; do …`):
        // what the input is, a redirection or a pipe, is judged where it is written.
        "read" => true,
        // Forgetting a variable or a function of the script.
        "unset" => args
            .iter()
            .all(|a| matches!(a.as_str(), "-v" | "-f" | "-n") || !a.starts_with('-')),
        "set" => !args.is_empty() && set_options(args),
        "shopt" => {
            let with_o = args.iter().any(|a| a == "-o");
            args.iter().all(|a| {
                matches!(a.as_str(), "-s" | "-u" | "-q" | "-p" | "-o")
                    || (!a.starts_with('-') && (!with_o || setting(a)))
            }) && !args.iter().any(|a| a == "extdebug")
        }
        _ => return None,
    };
    plain.then(|| {
        verdict(
            Level::Allow,
            Effect::Read,
            format!("shell state: {name}"),
            format!(
                "`{name}` changes only the shell's own settings; it runs nothing and writes no file"
            ),
        )
    })
}

/// `printenv`, `env`, `export`, `set`, `declare -p` with nothing else: they print the environment;
/// `printenv NAME` and `declare -p NAME` of a secret-named variable print its value.
fn environment_dump(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let dump = match name {
        // A variable that holds a credential file's path prints the path.
        "printenv" => {
            args.is_empty()
                || args.iter().any(|a| {
                    airlock_facts::secret_variable(a) && !airlock_facts::credential_path_variable(a)
                })
        }
        "env" => true,
        "export" | "declare" | "typeset" => {
            args.is_empty()
                || args
                    .iter()
                    .all(|a| a.starts_with('-') && (a.contains('p') || a.contains('x')))
                // `declare -p NAME` prints the variable's value (`declare -x TOKEN="…"`).
                || (name != "export"
                    && args.iter().any(|a| a.starts_with('-') && a.contains('p'))
                    && args.iter().any(|a| airlock_facts::secret_variable(a)))
        }
        // `set` alone prints every variable and function; its options (`set -e`, `set -v`)
        // are the shell's settings. `compgen -v`/`-e` lists variables.
        "set" => args.is_empty(),
        "compgen" => args.is_empty() || args.iter().any(|a| a == "-v" || a == "-e"),
        // jq's `env` and `$ENV` are the whole environment (`.env` is a field, not it).
        "jq" | "gojq" | "jaq" | "yq" => args.iter().any(|a| !a.starts_with('-') && jq_reads_env(a)),
        // BSD `ps e` prints each process's environment (`-e` is "every process").
        "ps" => args.iter().any(|a| {
            !a.starts_with('-') && a.chars().all(|ch| ch.is_ascii_alphabetic()) && a.contains('e')
        }),
        _ => false,
    };
    if !dump {
        return match name {
            "printenv" => Some(verdict(
                Level::Allow,
                Effect::Read,
                "read-only: printenv NAME",
                "prints variables that hold no secret",
            )),
            "export" | "declare" | "typeset" | "readonly" | "local"
                if c.dynamic.first() == Some(&false) =>
            {
                Some(verdict(
                    Level::Allow,
                    Effect::Read,
                    format!("assignment: {name}"),
                    "sets variables only",
                ))
            }
            _ => None,
        };
    }
    Some(verdict(
        Level::AlwaysAsk,
        Effect::Read,
        "secret: environment dump",
        format!("`{name}` prints the environment, which holds secrets"),
    ))
}

/// Whether a jq filter reads the environment: `$ENV`, or `env` as a word of its own.
fn jq_reads_env(filter: &str) -> bool {
    if filter.contains("$ENV") || filter.contains("$__ENV") {
        return true;
    }
    let bytes = filter.as_bytes();
    let word = |b: Option<&u8>| {
        b.is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$'))
    };
    filter.match_indices("env").any(|(at, _)| {
        !word(at.checked_sub(1).and_then(|i| bytes.get(i))) && !word(bytes.get(at + 3))
    })
}

/// A read-only program: allowed unless a flag makes it write or run programs, a path comes from
/// an expansion or standard input, or it reads a whole tree holding secrets.
/// A reader's own rules beyond its flags: sed's script, yq's loads, find's `-delete`.
fn reader_program_rule(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    if name == "sed" {
        return sed_script(args);
    }
    // yq's `load`, `load_str`, `load_xml`… read any file the expression names, unseen.
    if name == "yq" && args.iter().any(|a| a.contains("load")) {
        return Some(ask(
            "not read-only: yq load",
            "`yq`'s load reads a file its expression names, which may hold secrets",
        ));
    }
    if name == "find" && args.iter().any(|a| a == "-delete") {
        return Some(find_clean(args, c, env).unwrap_or_else(|| {
            ask(
                "destructive: find -delete",
                "find deletes every file it matches",
            )
        }));
    }
    None
}

fn read_only(r: &Reader, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let name = r.name;
    let mut found = Vec::new();
    for (i, a) in args.iter().enumerate().take_while(|(_, a)| *a != "--") {
        for (f, effect) in r.flags {
            if !is_flag(a, f, *effect == Flag::WritesValue) {
                continue;
            }
            let row = format!("write: {name} {f}");
            found.push(match effect {
                Flag::WritesValue => {
                    let target = flag_value(args, i, f).unwrap_or_default();
                    output_to(target, false, &c.cwd, env, &row)
                }
                Flag::WritesOperands => worst(
                    operands(args)
                        .into_iter()
                        .map(|t| write_to(t, false, &c.cwd, env, &row)),
                )
                .unwrap_or_else(|| {
                    verdict(
                        Level::AskOnce,
                        Effect::Write,
                        row.clone(),
                        format!("`{name} {f}` writes files"),
                    )
                }),
                Flag::Runs(level) => verdict(
                    *level,
                    Effect::Exec,
                    format!("not read-only: {name} {f}"),
                    format!("`{name} {f}` runs programs or changes the system"),
                ),
            });
        }
    }
    if let Some(v) = worst(found) {
        return v;
    }
    if let Some(v) = reader_program_rule(name, args, c, env) {
        return v;
    }
    if r.contents {
        if c.spawn == Spawn::Xargs {
            return verdict(
                Level::AlwaysAsk,
                Effect::Read,
                format!("hidden: {name} of paths from standard input"),
                format!("`{name}` prints files named on standard input, which may hold secrets"),
            );
        }
        if c.dynamic.iter().skip(1).any(|d| *d) {
            return log_names_read(r, args, c, env).unwrap_or_else(|| {
                verdict(
                    Level::AlwaysAsk,
                    Effect::Read,
                    format!("hidden: {name} path from expansion"),
                    "a path comes from an expansion and may name a secret",
                )
            });
        }
        if let Some(v) = tree_read(name, args, c, env) {
            return v;
        }
    }
    verdict(
        Level::Allow,
        Effect::Read,
        format!("read-only: {name}"),
        format!("`{name}` only reads"),
    )
}

/// Whether a directory holds the user's secrets ([`airlock_facts::tree_holds_secrets`], the
/// one judgement the file tools share); a root built by an expansion may name any of them.
fn holds_secrets(path: &str, cwd: &str, env: &ShellEnv<'_>) -> bool {
    let Some(abs) = absolute(path, cwd, env) else {
        return path.starts_with('$');
    };
    let home = env.home.map(normalize);
    airlock_facts::tree_holds_secrets(&abs, home.as_deref())
}

/// A recursive read (`grep -r`, `rg`, `tar`, `find -exec cat`) of a tree that holds secrets.
fn tree_read(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let recursive = TREE_READERS.contains(&name)
        || crate::devtools::TREE_SCANNERS.contains(&name)
        || (matches!(name, "grep" | "egrep" | "fgrep")
            && (short_or_long(args, 'r', "--recursive")
                || short_or_long(args, 'R', "--dereference-recursive")));
    let roots: Vec<&String> = match &c.spawn {
        Spawn::Find(roots) => roots.iter().collect(),
        _ if recursive => operands(args),
        _ => Vec::new(),
    };
    if recursive && let Some(glob) = secret_include(args) {
        return Some(verdict(
            Level::AlwaysAsk,
            Effect::Read,
            format!("secret: {name} of files named like secrets"),
            format!("`{name}` reads every file matching `{glob}`, which names secrets"),
        ));
    }
    let root = roots.into_iter().find(|r| holds_secrets(r, &c.cwd, env))?;
    Some(verdict(
        Level::AlwaysAsk,
        Effect::Read,
        format!("secret: {name} of a tree holding secrets"),
        format!("`{name}` reads everything under `{root}`, secrets included"),
    ))
}

/// The value of an option that picks the files a recursive search reads (`--include=.env*`,
/// `-g '*.pem'`), when a secret's name matches it.
fn secret_include(args: &[String]) -> Option<&str> {
    const PICKS: &[&str] = &["--include", "-g", "--glob", "--iglob"];
    args.iter().enumerate().find_map(|(i, a)| {
        let flag = PICKS
            .iter()
            .find(|f| a == *f || a.starts_with(&format!("{f}=")))?;
        let value = flag_value(args, i, flag)?;
        (!value.starts_with('!') && airlock_facts::glob_names_secrets(value)).then_some(value)
    })
}

/// A program that writes its operands.
fn writer(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let row = format!("write: {name}");
    let base = verdict(
        Level::AskOnce,
        Effect::Write,
        row.clone(),
        format!("`{name}` writes files"),
    );
    if c.spawn == Spawn::Xargs {
        return verdict(
            Level::AlwaysAsk,
            Effect::Write,
            format!("hidden: {name} of paths from standard input"),
            format!(
                "`{name}` writes files named on standard input, which may lie outside the workspace"
            ),
        );
    }
    // `tee` into scratch files only copies its input there, as a redirection would; `mkdir`
    // and `touch` there only make an empty folder or file for such output.
    let targets = written(name, args, &c.dynamic);
    let in_scratch =
        !targets.is_empty() && targets.iter().all(|(a, d)| scratch_output(a, *d, &c.cwd));
    if in_scratch && matches!(name, "tee" | "mkdir" | "touch") {
        return verdict(
            Level::Allow,
            Effect::Read,
            format!("write: {name} in scratch space under /tmp"),
            format!("`{name}` writes only scratch files or folders under /tmp"),
        );
    }
    let recursive = short_or_long(args, 'r', "--recursive")
        || short_or_long(args, 'R', "--recursive")
        || short_or_long(args, 'a', "--archive");
    if name == "cp"
        && recursive
        && let Some(root) = operands(args)
            .into_iter()
            .find(|r| holds_secrets(r, &c.cwd, env))
    {
        return verdict(
            Level::AlwaysAsk,
            Effect::Read,
            "secret: cp of a tree holding secrets",
            format!("`cp` copies everything under `{root}`, secrets included"),
        );
    }
    let found = written_verdicts(name, args, c, env, &row);
    let lands = copied_lands(name, args, c, env);
    let landed = lands
        .iter()
        .flatten()
        .map(|l| write_to(l, false, &c.cwd, env, &row));
    let mut v = worst(std::iter::once(base).chain(found).chain(landed))
        .unwrap_or_else(|| verdict(Level::AskOnce, Effect::Write, row, "writes files"));
    if v.level == Level::AskOnce && lands.is_some() && workspace_output(name, args, c) {
        v.grant = Some(crate::WORKSPACE_WRITE_FAMILY.to_owned());
    }
    v
}

/// The verdicts of the places a writer writes: those it names, and under `find` its roots
/// (the paths found are under them) beside any place it names itself (`-exec cp {}
/// .git/hooks/`).
fn written_verdicts(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
    row: &str,
) -> Vec<Verdict> {
    match &c.spawn {
        // The paths found are under the roots; a place the command names itself (`-exec cp
        // {} .git/hooks/`) is written as named.
        Spawn::Find(roots) => roots
            .iter()
            .map(|r| write_to(r, false, &c.cwd, env, row))
            .chain(
                written(name, args, &c.dynamic)
                    .into_iter()
                    .filter(|(a, _)| !a.contains("{}"))
                    .map(|(a, d)| write_to(&a, d, &c.cwd, env, row)),
            )
            .collect::<Vec<_>>(),
        _ => written(name, args, &c.dynamic)
            .into_iter()
            .map(|(a, d)| {
                // `tee` writes its input as output; the other writers delete, move, link or
                // change what they name.
                if name == "tee" {
                    output_to(&a, d, &c.cwd, env, row)
                } else {
                    write_to(&a, d, &c.cwd, env, row)
                }
            })
            .collect(),
    }
}

/// The places a `cp` makes in its destination folder ([`copy_lands`]); none when they are
/// not known. Other writers make no such places: an empty list.
fn copied_lands(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Vec<String>> {
    if name != "cp" || c.spawn != Spawn::None {
        return Some(Vec::new());
    }
    let (dest, sources) = cp_parts(args, &c.dynamic)?;
    copy_lands(&sources, &dest, false, c, env)
}

/// rsync's options that only choose what of the files is copied and how it is shown: the
/// archive's parts (`-a` is `-rlptgoD`), compression, checksums, partial files, dry runs, the
/// progress, and filters of names.
const RSYNC_COPY_FLAGS: &[&str] = &[
    "--archive",
    "--recursive",
    "--verbose",
    "--human-readable",
    "--progress",
    "--stats",
    "--partial",
    "--checksum",
    "--update",
    "--times",
    "--dry-run",
    "--itemize-changes",
    "--compress",
    "--no-owner",
    "--no-group",
];
/// The letters of rsync's short options of the same kind ([`RSYNC_COPY_FLAGS`]).
const RSYNC_COPY_LETTERS: &str = "avrzhPuctpgoDlinq";
/// rsync's options of that kind written with a value (`--info=progress2`, `--exclude='*.tmp'`).
const RSYNC_COPY_VALUED: &[&str] = &["--info=", "--exclude=", "--include=", "--out-format="];

/// An rsync between folders of this machine whose destination is an ordinary place in the
/// workspace (`rsync -a --info=progress2 /scratch/runs/E1/ results/E1/`): a copy, as `cp -r`
/// is, so the file tools' one family of writes in the workspace ([`crate::WORKSPACE_WRITE_FAMILY`]).
/// Another machine (`host:path`, `rsync://`, a remote shell), a deletion (`--delete`,
/// `--remove-source-files`), a list of files read from elsewhere, an option not known here, a
/// word built at run time, a source that holds secrets and a destination outside the workspace,
/// in a hook's folder or named as a secret leave the command to rsync's other rows.
///
/// Whatever its options, an rsync between folders of this machine whose last word is a place
/// a writer always asks for (outside the workspace, a hook's folder, airlock's own files) is
/// asked every time as that write is: no yes to a copy covers it.
fn local_copy_into_workspace(args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    if c.spawn != Spawn::None || c.split_expansion || c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let mut operands = Vec::new();
    let mut all_known = true;
    for a in args {
        let known = RSYNC_COPY_FLAGS.contains(&a.as_str())
            || RSYNC_COPY_VALUED.iter().any(|p| a.starts_with(p))
            || (a.len() > 1
                && a.starts_with('-')
                && !a.starts_with("--")
                && a.chars().skip(1).all(|ch| RSYNC_COPY_LETTERS.contains(ch)));
        if a.starts_with('-') {
            all_known &= known;
        } else {
            operands.push(a.as_str());
        }
    }
    let (dest, sources) = operands.split_last()?;
    if sources.is_empty() || operands.iter().any(|o| o.contains(':')) {
        return None;
    }
    let row = "write: rsync between folders of this machine";
    let mut v = write_to(dest, false, &c.cwd, env, row);
    // A copy into scratch space under /tmp is output, as `cp` there is not: rsync's own row.
    if v.level == Level::AlwaysAsk && !scratch_output(dest.trim_end_matches('/'), false, &c.cwd) {
        return Some(v);
    }
    // What lands in a destination folder in the workspace: `rsync -a /tmp/x/.git .` writes
    // `./.git`; a folder's contents copied into the workspace's top are not known here.
    let lands = copy_lands(sources, dest, true, c, env);
    if v.level == Level::AskOnce
        && let Some(w) = worst(
            lands
                .iter()
                .flatten()
                .map(|l| write_to(l, false, &c.cwd, env, row)),
        )
        .filter(|w| w.level == Level::AlwaysAsk)
    {
        return Some(w);
    }
    if !all_known
        || lands.is_none()
        || v.level != Level::AskOnce
        || secret_row(dest).is_some()
        || sources
            .iter()
            .any(|s| secret_row(s).is_some() || holds_secrets(s, &c.cwd, env))
    {
        return None;
    }
    v.effect = Effect::Write;
    v.reason = format!("`rsync` copies files into `{dest}`, in the workspace");
    v.grant = Some(crate::WORKSPACE_WRITE_FAMILY.to_owned());
    Some(v)
}

/// zip's options that only choose how an archive is made: recursion, quiet or verbose output,
/// the compression level, paths stored without folders, extra attributes and folder entries
/// left out, links stored as links. Not here, so they leave the command to its other rows:
/// `-m` (the files are deleted once stored), `-T`/`-TT` (a test, which runs a command of the
/// caller's choosing), `-@` (names read from standard input), `-e`/`-P` (a password), `-d`
/// (entries deleted), `-O`/`--out` and `-b` (another output or temporary path), `-A`, `-F`.
const ZIP_LETTERS: &str = "rqvjXDy0123456789";
/// zip's options after which every word is a pattern of names left out or kept, not a file.
const ZIP_PATTERNS: &[&str] = &["-x", "--exclude", "-i", "--include"];
/// tar's letters of an archive's creation: create, its file, compression by a known program,
/// verbosity, and the ownership, permissions and order the entries keep. Not here: extraction
/// (`x`), appending or updating another archive (`r`, `u`), deletion, `-C` and every other
/// option (a folder to change to, a program to compress with, names read from a file).
const TAR_CREATE_LETTERS: &str = "cfzjJavp";

/// An archive made in the workspace of files of the workspace (`zip -qr release/ext.zip dist`,
/// `tar -czf dist.tgz build/`): the archive is one new file there, as a file tool's write is,
/// so it joins the file tools' one family of writes in the workspace
/// ([`crate::WORKSPACE_WRITE_FAMILY`]). A tree that holds secrets always asks ([`tree_read`]),
/// and so does an archive written outside the workspace or into a hook's folder ([`write_to`]);
/// an archive over a file named as a secret, a file stored that is named as a secret or lies outside the workspace, a word built
/// at run time and any option not listed above leave the command to its other rows.
fn archive_into_workspace(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    if !matches!(name, "zip" | "tar" | "gtar" | "bsdtar") {
        return None;
    }
    if let Some(option) = archiver_runs_code(name, args) {
        return Some(ask(
            format!("code: {name} {option}"),
            format!(
                "`{name} {option}` runs a program of the caller's choosing or stores what links \
                 point to, wherever that is"
            ),
        ));
    }
    if let Some(v) = tree_read(name, args, c, env) {
        return Some(v);
    }
    if c.spawn != Spawn::None || c.split_expansion || c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let (archive, stored) = if name == "zip" {
        zip_parts(args)?
    } else {
        tar_create_parts(args)?
    };
    let ordinary = |p: &str| {
        !p.is_empty()
            && secret_row(p).is_none()
            && place(p, &c.cwd, env) == Place::Inside
            && !p.starts_with('$')
    };
    // An archive outside the workspace, in a hook's folder or among airlock's own files is
    // the write there, asked each time.
    let mut v = write_to(
        archive,
        false,
        &c.cwd,
        env,
        &format!("write: {name} archive"),
    );
    if v.level == Level::AlwaysAsk {
        return Some(v);
    }
    if v.level != Level::AskOnce
        || stored.is_empty()
        || !ordinary(archive)
        || !stored
            .iter()
            .all(|p| ordinary(p) && !archive_source_may_hold_secrets(p, &c.cwd, env))
    {
        return None;
    }
    v.reason = format!(
        "`{name}` makes the archive `{archive}` of files of the workspace, in the workspace"
    );
    v.grant = Some(crate::WORKSPACE_WRITE_FAMILY.to_owned());
    Some(v)
}

/// tar's options that run a program of the caller's choosing (a compressor, a checkpoint's
/// or a volume's action, a command fed each entry, a remote shell) or store what symbolic links
/// point to (`-h`, `--dereference`: a link to `~/.ssh` packs the keys), each as its long name or
/// its prefix before `=`; zip's command that tests the archive (`-TT`, `--unzip-command`).
const TAR_CODE_OPTIONS: &[&str] = &[
    "--use-compress-program",
    "--checkpoint-action",
    "--to-command",
    "--info-script",
    "--new-volume-script",
    "--rsh-command",
    "--rmt-command",
    "--dereference",
];
/// tar's short letters of [`TAR_CODE_OPTIONS`]: `-h` (links followed), `-I PROG` (the
/// compressor), `-F SCRIPT` (the volume script).
const TAR_CODE_LETTERS: &str = "hIF";
/// tar's short letters that take the rest of their cluster (or the next word) as a value.
const TAR_VALUE_LETTERS: &str = "fCTXbKNVgHL";
const ZIP_CODE_OPTIONS: &[&str] = &["-TT", "--unzip-command"];

/// The option of an archiver's run that runs code or follows links ([`TAR_CODE_OPTIONS`],
/// [`ZIP_CODE_OPTIONS`]): such a run always asks, never under the key of plain archiving.
fn archiver_runs_code<'a>(name: &str, args: &'a [String]) -> Option<&'a str> {
    if name == "zip" {
        return args.iter().map(String::as_str).find(|a| {
            ZIP_CODE_OPTIONS.iter().any(|o| {
                a == o || a.starts_with(&format!("{o}=")) || (*o == "-TT" && a.starts_with(o))
            })
        });
    }
    args.iter()
        .enumerate()
        .map(|(i, a)| (i, a.as_str()))
        .find_map(|(i, a)| {
            if a == "--" {
                return None;
            }
            if let Some(long) = a.strip_prefix("--") {
                let head = long.split('=').next().unwrap_or_default();
                return TAR_CODE_OPTIONS
                    .iter()
                    .any(|o| o.strip_prefix("--") == Some(head))
                    .then_some(a);
            }
            // Short letters, or the first word's old style (`tar czhf out.tgz dist`).
            let letters = a.strip_prefix('-').or_else(|| (i == 0).then_some(a))?;
            for l in letters.chars() {
                if TAR_CODE_LETTERS.contains(l) {
                    return Some(a);
                }
                if a.starts_with('-') && TAR_VALUE_LETTERS.contains(l) {
                    return None;
                }
            }
            None
        })
}

/// Folder names that hold secret files by their use: keys, certificates, credentials,
/// configuration and deployment settings, a tool's local state (`.git/config` holds a remote's
/// token, `.terraform` and its state files hold provider secrets).
const SECRET_FOLDERS: &[&str] = &[
    "*secret*",
    "*credential*",
    "creds",
    "*keys",
    "key",
    "private",
    "cert",
    "certs",
    "ssl",
    "tls",
    "pki",
    "config",
    "configs",
    ".config",
    "conf",
    "settings",
    "env",
    "envs",
    ".envs",
    "environments",
    "deploy",
    "deployment*",
    "infra",
    "ops",
    "terraform",
    ".terraform",
    "prod*",
    "instance",
    "vault",
    ".vault",
    ".git",
    ".ssh",
    ".aws",
    ".azure",
    ".gcloud",
    ".gnupg",
    ".docker",
    ".kube",
    "home",
];

/// Whether a source of an archive may hold secret files, so that packing it is no plain
/// write in the workspace (the archive then prints them at once, `unzip -p out.zip`): the
/// workspace's root or a folder above it (`.`, `./`, the workspace's path), a glob of a whole
/// folder or one that may expand to a secret's name (`*`, `.??*`, `config/*.yml`), or a folder
/// named for what it holds ([`SECRET_FOLDERS`], or a folder a secret file is known to sit in,
/// `config/master.key`). Named source folders (`src/`, `dist/`, `build/`) hold none.
fn archive_source_may_hold_secrets(p: &str, cwd: &str, env: &ShellEnv<'_>) -> bool {
    let (Some(abs), Some(ws)) = (absolute(p, cwd, env), env.workspace) else {
        return true;
    };
    let ws = normalize(ws);
    if airlock_facts::within(&ws, &abs) {
        return true;
    }
    let Some(rel) = abs.strip_prefix(ws.trim_end_matches('/')) else {
        return true;
    };
    let parts: Vec<&str> = rel.split('/').filter(|p| !p.is_empty()).collect();
    let known_folders = airlock_facts::SECRET_LOCATIONS
        .iter()
        .filter(|l| l.anchor == airlock_facts::Anchor::Folder)
        .flat_map(|l| {
            let dirs = l.path.split('/').collect::<Vec<_>>();
            let n = dirs.len().saturating_sub(1);
            dirs.into_iter().take(n)
        })
        .filter(|d| d.chars().any(|ch| ch != '*'));
    let folders: Vec<&str> = SECRET_FOLDERS
        .iter()
        .copied()
        .chain(known_folders)
        .collect();
    parts.iter().enumerate().any(|(i, part)| {
        let glob = part.contains(['*', '?', '[']);
        (glob && (i == 0 || i + 1 < parts.len() || airlock_facts::glob_names_secrets(part)))
            || folders
                .iter()
                .any(|f| airlock_facts::component_matches(f, part))
    })
}

/// A `zip` run's archive and the files it stores, when every option is one of
/// [`ZIP_LETTERS`]' or, at the end, [`ZIP_PATTERNS`]'.
fn zip_parts(args: &[String]) -> Option<(&str, Vec<&str>)> {
    let mut operands = Vec::new();
    for a in args {
        if ZIP_PATTERNS.contains(&a.as_str()) {
            break;
        }
        match a.strip_prefix('-') {
            Some(letters)
                if !letters.is_empty() && letters.chars().all(|l| ZIP_LETTERS.contains(l)) => {}
            Some(_) => return None,
            None => operands.push(a.as_str()),
        }
    }
    let (archive, stored) = operands.split_first()?;
    Some((archive, stored.to_vec()))
}

/// A `tar` run that creates an archive file (`tar -czf out.tgz dist`, `tar czf out.tgz dist`,
/// `tar --create --gzip --file=out.tgz dist`): its archive and the files it stores.
fn tar_create_parts(args: &[String]) -> Option<(&str, Vec<&str>)> {
    const LONG: &[&str] = &["--create", "--gzip", "--bzip2", "--xz", "--verbose"];
    let mut file = None;
    let mut create = false;
    let mut operands = Vec::new();
    let mut it = args.iter().map(String::as_str).enumerate();
    while let Some((i, a)) = it.next() {
        if let Some(f) = a.strip_prefix("--file=") {
            file = Some(f);
        } else if a == "--file" {
            file = Some(it.next()?.1);
        } else if LONG.contains(&a) {
            create |= a == "--create";
        } else if let Some(letters) = a.strip_prefix('-').or_else(|| (i == 0).then_some(a)) {
            // Short letters, or the first word's old style (`tar czf out.tgz dist`); an `f`
            // takes the next word as the archive, and must be the cluster's last letter.
            if letters.is_empty() || !letters.chars().all(|l| TAR_CREATE_LETTERS.contains(l)) {
                return None;
            }
            create |= letters.contains('c');
            if let Some(at) = letters.find('f') {
                if at + 1 != letters.len() {
                    return None;
                }
                file = Some(it.next()?.1);
            }
        } else {
            operands.push(a);
        }
    }
    (create && file.is_some_and(|f| f != "-")).then(|| (file.unwrap_or_default(), operands))
}

/// Writers whose every effect is a file or folder made or filled in the workspace, as a file
/// tool's write makes one: `tee` (its input written out, as a redirection), `cp` (a copy's
/// bytes at its destination), `mkdir` and `touch` (an empty folder or file).
const WORKSPACE_OUTPUT_WRITERS: &[&str] = &["tee", "cp", "mkdir", "touch"];

/// `cp`'s options that make a link rather than a copy: a name in the workspace for a file
/// elsewhere, which the file tools would then write through.
const CP_LINKS: &[&str] = &["-s", "--symbolic-link", "-l", "--link"];

/// Whether a writer the caller already judged ask-once (every target inside the workspace, no
/// hook, no airlock file, no path built at run time) only makes or fills ordinary files there:
/// the file tools' one family of writes in the workspace ([`crate::WORKSPACE_WRITE_FAMILY`]),
/// as a redirection's output is, since a human's yes means the same. A target that names a
/// secret, a link made by `cp`, and paths handed over by `find` or `xargs` keep the question
/// under the writer's own words.
fn workspace_output(name: &str, args: &[String], c: &Command) -> bool {
    WORKSPACE_OUTPUT_WRITERS.contains(&name)
        && c.spawn == Spawn::None
        && !(name == "cp" && args.iter().any(|a| is_cp_link(a)))
        && written(name, args, &c.dynamic)
            .iter()
            .all(|(a, d)| !*d && secret_row(a).is_none())
}

/// Whether a `cp` word asks for a link ([`CP_LINKS`]): alone, in a cluster of short flags
/// before a letter that takes the rest as its value (`-t`, `-S`), or as a long option
/// abbreviated as getopt reads it (`--sym`, `--symbolic`, `--li`).
fn is_cp_link(word: &str) -> bool {
    let long = word
        .strip_prefix("--")
        .map(|l| l.split('=').next().unwrap_or(l));
    CP_LINKS.contains(&word)
        || long.is_some_and(|l| {
            (l.len() >= 2 && "symbolic-link".starts_with(l))
                || (!l.is_empty() && "link".starts_with(l))
        })
        || (word.starts_with('-')
            && !word.starts_with("--")
            && word
                .chars()
                .skip(1)
                .take_while(|ch| !matches!(ch, 't' | 'S'))
                .any(|ch| ch == 's' || ch == 'l'))
}

/// What a copy makes in its destination when that is a folder: `DEST/NAME` for each source
/// named NAME (`cp -r /tmp/x/.git .` makes `./.git`, `rsync -a /tmp/x/.husky ./` makes
/// `./.husky`), so the place each lands is judged as a written path. A source whose names are
/// not known here (a folder's contents, `tmpl/.` or rsync's `tmpl/`; a glob; a word built at
/// run time) adds nothing in a folder below the workspace's top, but copied into the top,
/// where git's and hook managers' folders and files live, it makes the whole unknown: none.
fn copy_lands(
    sources: &[&str],
    dest: &str,
    slash_is_contents: bool,
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Vec<String>> {
    let top = env.workspace.map(normalize);
    let at_top = absolute(dest, &c.cwd, env).is_none_or(|d| Some(d) == top);
    let mut lands = Vec::new();
    for s in sources {
        let contents = s.ends_with("/.") || (slash_is_contents && s.ends_with('/'));
        let name = s
            .trim_end_matches('/')
            .rsplit('/')
            .next()
            .unwrap_or_default();
        if contents
            || matches!(name, "" | "." | "..")
            || name.contains(['*', '?', '[', '{', '$', '`', '\\'])
        {
            if at_top {
                return None;
            }
            continue;
        }
        lands.push(format!("{}/{name}", dest.trim_end_matches('/')));
    }
    Some(lands)
}

/// `cp`'s destination and sources: the target directory an option names, or the last operand.
fn cp_parts<'a>(args: &'a [String], dynamic: &[bool]) -> Option<(String, Vec<&'a str>)> {
    let ops = operands(args);
    match target_directory(args, dynamic) {
        Some((t, _, _)) => Some((
            t.clone(),
            ops.iter().map(|o| o.as_str()).filter(|o| *o != t).collect(),
        )),
        None => {
            let (dest, sources) = ops.split_last()?;
            Some((
                (*dest).clone(),
                sources.iter().map(|o| o.as_str()).collect(),
            ))
        }
    }
}

/// The operands a writer writes, with whether each holds an expansion: `cp`, `ln` and `install`
/// write their last operand (or the `-t` directory) and only read the others; `chmod` and
/// `chown` skip their mode or owner; the rest write every operand.
fn written(name: &str, args: &[String], dynamic: &[bool]) -> Vec<(String, bool)> {
    let ops: Vec<(String, bool)> = args
        .iter()
        .zip(dynamic.iter().skip(1).copied())
        .filter(|(a, _)| !a.starts_with('-'))
        .map(|(a, d)| (a.clone(), d))
        .collect();
    match name {
        "cp" | "ln" | "install" => match target_directory(args, dynamic) {
            // A `t` read in a cluster may be another letter's value (`-Sxt`, a backup
            // suffix): the last operand is judged as written too.
            Some((t, d, true)) => std::iter::once((t, d)).chain(ops.last().cloned()).collect(),
            Some((t, d, false)) => vec![(t, d)],
            None => ops.last().cloned().into_iter().collect(),
        },
        "chmod" | "chown" | "chgrp" => ops.into_iter().skip(1).collect(),
        _ => ops,
    }
}

/// The folder `cp`, `ln` and `install` write into when an option names it, in each spelling
/// getopt reads: `-t DIR`, `-tDIR`, after other letters (`-vt DIR`), and `--target-directory`
/// whole or abbreviated (`--target=DIR`, `--targ DIR`). With whether its word holds an
/// expansion and whether the letter stood after others in a cluster.
fn target_directory(args: &[String], dynamic: &[bool]) -> Option<(String, bool, bool)> {
    let expanded = |k: usize| dynamic.get(k + 1).copied().unwrap_or(true);
    for (i, a) in options(args).enumerate() {
        let (value, cluster) = if let Some(long) = a.strip_prefix("--") {
            let (opt, value) = long
                .split_once('=')
                .map_or((long, None), |(o, v)| (o, Some(v)));
            if !opt.starts_with('t') || !"target-directory".starts_with(opt) {
                continue;
            }
            (value, false)
        } else if let Some(at) = cluster_value_at(a, 't') {
            (a.get(at..).filter(|v| !v.is_empty()), at > 2)
        } else {
            continue;
        };
        return match value {
            Some(v) => Some((v.to_owned(), expanded(i), cluster)),
            None => args
                .get(i + 1)
                .map(|v| (v.clone(), expanded(i + 1), cluster)),
        };
    }
    None
}

/// A registry's package that `deno run npm:PKG` or `jsr:@scope/PKG` runs, judged by the
/// table that knows the program as `npx PKG` is (a tunnel, `npm:localtunnel`; a deploy,
/// `jsr:@deno/deployctl deploy`): a dangerous row always asks. The rest stays deno's row.
fn deno_package(c: &Command) -> Option<Verdict> {
    if c.argv.first().map(|p| crate::program_name(p)) != Some("deno")
        || c.dynamic.iter().any(|d| *d)
    {
        return None;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    let (program, at) = crate::runners::deno_package_run(args)?;
    let mut v = toolchain(&program, args.get(at..).unwrap_or_default())
        .filter(|v| v.level == Level::AlwaysAsk)?;
    v.row = format!("{} (run by deno)", v.row);
    Some(v)
}

/// `npx pkg`, `pnpm dlx pkg`, `uvx pkg`: a package fetched and run by name.
fn package_runner(name: &str, args: &[String], dynamic: bool) -> Option<Verdict> {
    if name == "uv" {
        return package_program(name, args, dynamic);
    }
    let (_, subs) = PACKAGE_RUNNERS.iter().find(|(p, _)| *p == name)?;
    let first = args.iter().find(|a| !a.starts_with('-'));
    let runs = subs.is_empty() || first.is_some_and(|f| subs.contains(&f.as_str()));
    // The package's own command is judged by its toolchain's table too (`npx prisma migrate
    // reset`, `pnpm dlx cargo publish`): a dangerous row always asks.
    let package_at = args
        .iter()
        .enumerate()
        .filter(|(_, a)| !a.starts_with('-') && !subs.contains(&a.as_str()))
        .map(|(i, _)| i)
        .next();
    if runs
        && let Some(at) = package_at
        && let Some(package) = args.get(at)
        && let Some(v) = toolchain(
            package.split('@').next().unwrap_or(package),
            args.get(at + 1..).unwrap_or_default(),
        )
        && v.level == Level::AlwaysAsk
    {
        return Some(v);
    }
    if runs && let Some(v) = node_dev_package(name, args, package_at) {
        return Some(v);
    }
    // A package run to publish, release or deploy (`npx changeset publish`, `npx vercel
    // deploy`): always asked, so that a yes to the same package's harmless command never
    // covers it. A known program's own package is judged by its table, dangerous rows first.
    if runs
        && !table_decides_package(name, args, dynamic)
        && args.iter().any(|a| {
            a == "--prod"
                || (!a.starts_with('-')
                    && RELEASE_WORDS
                        .iter()
                        .any(|g| airlock_facts::component_matches(g, a)))
        })
    {
        return Some(ask(
            format!("publishing: package run by {name}"),
            "publishes, releases or deploys, which cannot be taken back",
        ));
    }
    if runs && let Some(v) = package_destroys(name, args, package_at) {
        return Some(v);
    }
    if runs && let Some(v) = workspace_package(name, args, dynamic, package_at) {
        return Some(v);
    }
    if runs && let Some(v) = package_program(name, args, dynamic) {
        return Some(v);
    }
    runs.then(|| {
        verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("unknown: package run by {name}"),
            format!("`{name}` runs a package, which is not a known program"),
        )
    })
}

/// The node toolchain's own dev tools, by their bare name, run by a node runner: the node
/// family, as `npm test` (a known table decides first; `npx tsc -p x` is tsc's `-p`).
fn node_dev_package(name: &str, args: &[String], package_at: Option<usize>) -> Option<Verdict> {
    let own = args
        .get(..package_at.unwrap_or(args.len()))
        .unwrap_or_default();
    let package = args.get(package_at?)?;
    let node = matches!(
        name,
        "npx" | "bunx" | "pnpx" | "npm" | "bun" | "pnpm" | "yarn"
    );
    (node
        && !runner_downloads(own)
        && crate::toolchains::NODE_DEV_TOOLS.contains(&package.as_str()))
    .then(|| {
        let rest = args.get(package_at? + 1..).unwrap_or_default();
        Some(toolchain(package, rest).unwrap_or_else(|| node_dev_tool(name, package)))
    })
    .flatten()
}

/// The package in the working folder (`npx . check src`, `npm exec .`): the project's own
/// bin, built from its own code, as `node dist/cli.js` is; its publishing words are asked
/// before this.
fn workspace_package(
    name: &str,
    args: &[String],
    dynamic: bool,
    package_at: Option<usize>,
) -> Option<Verdict> {
    let own = !dynamic
        && matches!(name, "npx" | "npm" | "pnpm" | "bunx" | "bun")
        && package_at
            .and_then(|at| args.get(at))
            .is_some_and(|p| matches!(p.as_str(), "." | "./"))
        && !args.iter().any(|a| a.starts_with("--package") || a == "-p");
    if !own {
        return None;
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: the workspace's own package run by {name}"),
        format!(
            "`{name}` runs the bin of the package in the working folder, the project's own code; one approval covers `{WORKSPACE_BINARIES}` for the session"
        ),
    );
    v.grant = Some(WORKSPACE_BINARIES.to_owned());
    Some(v)
}

/// Whether a node package runner runs the registry's own package of a program a table knows,
/// plainly, so that the table judges it ([`package_program`]): a copy it fetches (a scope, a
/// version, `dlx`, `--yes`) too, unless the table puts the command in the project's family,
/// which a fetched copy never joins.
fn table_decides_package(name: &str, args: &[String], dynamic: bool) -> bool {
    !dynamic
        && crate::runners::node_package_run(name, args).is_some_and(|run| {
            run.plain
                && run.own
                && toolchain(&run.program, args.get(run.at..).unwrap_or_default()).is_some_and(
                    |v| {
                        !run.fetches
                            || v.grant.as_deref() != Some(crate::toolchains::PROJECT_FAMILY)
                    },
                )
        })
}

/// The program a node package runner runs (`npx playwright test`, `npm exec -- pm2 start`,
/// `pnpm dlx vercel whoami`), judged as the program itself would be (see `runners.rs`): the
/// registry's package of the program's own name is that program, so a table that knows it
/// decides, its dangerous rows first; a copy the runner is told to fetch (`--yes`, `dlx`, a
/// version) is not the project's installed dev tool, so a row of the project family becomes
/// the program's own question instead. Another package with a known bin name (`npx
/// @someone/vercel`), and any program no table knows, is an unknown program: its everyday
/// verbs share one question per program, its destroying, publishing and credential words
/// always ask. Another registry, a URL, a path or hidden words keep the runner's own row.
fn package_program(name: &str, args: &[String], dynamic: bool) -> Option<Verdict> {
    // A Python tool no table knows (a known one was judged by its table already, see
    // `services::python_tool_runner`): the unknown-program analysis.
    if let Some((tool, at)) = crate::runners::python_package_run(name, args)
        && !dynamic
    {
        let rest = args.get(at..).unwrap_or_default();
        let mut v = toolchain(&tool, rest)
            .filter(|v| v.level == Level::AlwaysAsk)
            .unwrap_or_else(|| unknown_program(&tool, rest));
        v.row = format!("unknown: package run by {name}: {}", v.row);
        return Some(v);
    }
    let run = crate::runners::node_package_run(name, args)?;
    if !run.plain || dynamic {
        return None;
    }
    let rest = args.get(run.at..).unwrap_or_default();
    let known = toolchain(&run.program, rest);
    let named_like_known = known.is_some();
    if let Some(v) = known.clone().filter(|v| v.level == Level::AlwaysAsk) {
        return Some(v);
    }
    if let Some(mut v) = known.filter(|v| {
        run.own && !(run.fetches && v.grant.as_deref() == Some(crate::toolchains::PROJECT_FAMILY))
    }) {
        v.row = format!("{} (run by {name})", v.row);
        return Some(v);
    }
    if run.own
        && run.program == "kill-port"
        && let Some(mut v) = crate::services::kill_port(rest)
    {
        v.row = format!("{} (run by {name})", v.row);
        return Some(v);
    }
    let mut v = unknown_program(&run.program, rest);
    v.row = format!("unknown: package run by {name}: {}", v.row);
    // An everyday command of a well-known project tool from the registry (`npx electron-vite
    // preview`, `npx web-ext lint`: [`crate::toolchains::NODE_PROJECT_PACKAGES`]), any command
    // of a known codemod of the project's code (`pnpm dlx @next/codemod upgrade`:
    // [`crate::toolchains::NODE_CODEMODS`]), and electron-builder told never to publish, are
    // the tool added to the project and its bin run: the project's family, which covers both
    // (`ADD_DEPENDENCY_FAMILY` is keyed as it). A stranger's package (`pnpm dlx
    // next15-fixer-pro@latest --all .`) runs its code on the project at once and keeps its own
    // question, as do these tools' destroying, publishing and credential words, their other
    // commands, and a package that takes the name of a program a table knows (`npx kubectl get
    // pods`: maybe not that program).
    let (curated, everyday) = registry_everyday(&run.package, run.program.as_str(), rest, &v);
    if v.level == Level::AskOnce && everyday && (curated || !named_like_known) {
        let family = crate::toolchains::PROJECT_FAMILY;
        v.row = format!("{} (a registry package: {family})", v.row);
        v.reason = format!(
            "`{name}` runs `{}` from the public registry, a package as the project's dependencies are, with an everyday command (build, test, check, list, show, run, only options and the project's files, or a codemod of the project's code); one approval covers `{family}` for the session, never its destroying, publishing or credential commands",
            if run.package.is_empty() {
                &run.program
            } else {
                &run.package
            }
        );
        v.grant = Some(family.to_owned());
    }
    keyed_by_package(&run.package, &run.program, &mut v);
    Some(v)
}

/// A stranger's package is keyed by the package, not by its bin: a yes to `npx
/// @arethetypeswrong/cli` is no yes to `npx @someone/cli`, whose bin is also `cli`; a bin of
/// another name keeps its name after the package's (`npx -p @x/tools mytool`).
fn keyed_by_package(package: &str, program: &str, v: &mut Verdict) {
    let own_key = |g: &str| {
        g.strip_prefix(program)
            .is_some_and(|r| r.is_empty() || r.starts_with([' ', ':']))
    };
    if package.is_empty() || package == program {
        return;
    }
    if let Some(g) = v.grant.as_mut()
        && own_key(g)
    {
        let rest = g.get(program.len()..).unwrap_or_default();
        *g = if package.rsplit('/').next() == Some(program) {
            format!("{package}{rest}")
        } else {
            format!("{package} {program}{rest}")
        };
    }
}

/// Whether a node package run is a curated project tool or codemod, and whether its command is
/// an everyday one of it (see [`package_program`]): `(curated, everyday)`.
fn registry_everyday(package: &str, program: &str, rest: &[String], v: &Verdict) -> (bool, bool) {
    // A project tool is curated as its own package (`electron-vite`, `@vscode/vsce`), a
    // codemod by its package's name; another scope's package with that bin is a stranger's.
    let project_tool = crate::toolchains::NODE_PROJECT_PACKAGES.contains(&program)
        && crate::runners::package_is_program(package, program);
    // A codemod runs as its package's own bin (`npx @next/codemod`, `npx -p jscodeshift
    // jscodeshift`): another program beside it (`npx -p @next/codemod ./x.sh`) is not the
    // codemod, and a transform fetched from the web (`jscodeshift -t https://…`) is a
    // stranger's code.
    let codemod = crate::toolchains::NODE_CODEMODS.contains(&package)
        && package.rsplit('/').next() == Some(program)
        && !rest.iter().any(|a| a.contains("://"));
    let curated = project_tool || codemod;
    let everyday = (v.grant.as_deref() == Some(format!("{program}: everyday commands").as_str())
        && curated)
        || (v.grant.is_none()
            && v.row.ends_with(": unknown program")
            && (codemod
                || (project_tool
                    && rest
                        .iter()
                        .find(|a| !a.starts_with('-'))
                        .is_some_and(|verb| {
                            matches!(verb.as_str(), "package" | "pack" | "make")
                        }))))
        || (program == "electron-builder" && electron_builder_never_publishes(rest));
    (curated, everyday)
}

/// Whether electron-builder's command says it never publishes (`--publish never`, `-p never`,
/// `--publish=never`): without it, a build in a CI-like environment or on a tag uploads the
/// release to the provider its configuration names.
fn electron_builder_never_publishes(args: &[String]) -> bool {
    let values: Vec<&str> = args
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a.as_str() {
            "--publish" | "-p" => Some(args.get(i + 1).map_or("", String::as_str)),
            _ => a.strip_prefix("--publish="),
        })
        .collect();
    !values.is_empty() && values.iter().all(|v| *v == "never")
}

/// A package no table knows given a destroying option (`npx some-cli --purge`), as the same
/// program run by its name: always asked.
fn package_destroys(name: &str, args: &[String], package_at: Option<usize>) -> Option<Verdict> {
    let option = package_at
        .and_then(|at| args.get(at + 1..))
        .and_then(crate::recall::destructive_option)?;
    Some(ask(
        format!("destroying data: package run by {name} ({option})"),
        format!(
            "`{option}` destroys or removes what it names; a yes to another of the package's commands never covers this"
        ),
    ))
}

/// Whether a package runner's own options fetch a package (`dlx`, `--package`, `--yes`,
/// `--call`) rather than run one the project has.
fn runner_downloads(own: &[String]) -> bool {
    own.iter().any(|a| a == "dlx")
        || own.iter().any(|a| {
            is_flag(a, "--package", true)
                || is_flag(a, "-p", false)
                || is_flag(a, "--yes", false)
                || is_flag(a, "-y", false)
                || is_flag(a, "--call", true)
                || is_flag(a, "-c", false)
        })
}

/// A node dev tool no table knows, run by its bare name by a node runner: the project family.
fn node_dev_tool(name: &str, package: &str) -> Verdict {
    let family = crate::toolchains::PROJECT_FAMILY;
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: {name} {package} (node dev tool; builds and tests: {family})"),
        format!(
            "`{name} {package}` runs the project's own dev tool; one approval covers `{family}` for the session"
        ),
    );
    v.grant = Some(family.to_owned());
    v
}

/// Words of a package runner's command line that publish, release or deploy.
const RELEASE_WORDS: &[&str] = &[
    "publish*",
    "*-publish*",
    "*:publish*",
    "release*",
    "*-release*",
    "*:release*",
    "deploy*",
    "*-deploy*",
    "*:deploy*",
];

/// Marks each command that runs a file an earlier command of the script downloaded
/// (`curl -o s.sh URL && bash s.sh`), as a download piped to a shell is marked. Which file a
/// download writes is over-approximated (every place it may write), so that a name it may have
/// written counts: the safe side.
pub(crate) fn mark_downloads_run(commands: &mut [Command]) {
    let mut downloaded: Vec<String> = Vec::new();
    for c in commands {
        if !downloaded.is_empty()
            && let Some(file) = script_run(c).filter(|f| downloaded.contains(&file_key(f, &c.cwd)))
        {
            c.runs_download = Some(file.to_owned());
        }
        downloaded.extend(downloads(c).into_iter().map(|f| file_key(&f, &c.cwd)));
    }
}

/// Marks each command with the tags earlier commands of the script made (`git tag NAME`, `git
/// tag -a NAME -m …`, `git tag -f NAME`), so that pushing one (`&& git push origin NAME`) is
/// known for the tag it is, whatever its name ([`feature_push`]).
pub(crate) fn mark_tags_made(commands: &mut [Command]) {
    let mut made: Vec<String> = Vec::new();
    for c in commands {
        c.tags_made.clone_from(&made);
        let words = c.key_words();
        if words
            .first()
            .is_some_and(|p| crate::program_name(p) == "git")
            && words.get(1).is_some_and(|w| *w == "tag")
        {
            made.extend(git_tag_made(words.get(2..).unwrap_or_default()));
        }
    }
}

/// The tag a `git tag` command's words (after `tag`) make: its first positional word, unless
/// the command lists, deletes or verifies tags.
fn git_tag_made(rest: &[&str]) -> Option<String> {
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match *a {
            "-l" | "--list" | "-d" | "--delete" | "-v" | "--verify" | "-n" => return None,
            "-m" | "--message" | "-F" | "--file" | "-u" | "--local-user" | "--cleanup"
            | "--trailer" => {
                it.next();
            }
            "--" => return it.next().map(|name| (*name).to_owned()),
            _ if a.starts_with("--") => {}
            // Short options joined (`-am MSG`, `-fsm MSG`, `-mMSG`): the first of them that takes
            // a value takes the rest of the word, or the next word when the rest is empty.
            _ if a.starts_with('-') => {
                let letters = a.get(1..).unwrap_or_default();
                if letters.contains(['l', 'd', 'v', 'n']) && !letters.contains(['m', 'F', 'u']) {
                    return None;
                }
                if letters
                    .char_indices()
                    .find(|(_, ch)| matches!(ch, 'm' | 'F' | 'u'))
                    .is_some_and(|(i, _)| i + 1 == letters.len())
                {
                    it.next();
                }
            }
            name => return Some(name.to_owned()),
        }
    }
    None
}

/// Programs that put files where other files were, or where none were: a removal later (or at
/// the same time) in the script may remove what they put there.
const MOVERS: &[&str] = &[
    "mv", "cp", "ln", "rsync", "install", "tar", "bsdtar", "unzip", "7z", "7za", "cpio", "ditto",
    "rename", "link", "dd", "git",
];

/// Marks every command of a script in which a command moves, copies, links or unpacks files
/// ([`MOVERS`]; for git only `git mv`).
pub(crate) fn mark_moves(commands: &mut [Command]) {
    let moves = commands.iter().any(|c| {
        let name = c
            .argv
            .first()
            .map(|p| crate::program_name(p))
            .unwrap_or_default();
        let name = name.rsplit('/').next().unwrap_or(name);
        MOVERS.contains(&name)
            && (name != "git" || c.key_words().get(1).is_some_and(|w| *w == "mv"))
    });
    for c in commands.iter_mut() {
        c.script_moves_files = moves;
    }
}

/// A file named in a script, as the same name from any directory: absolute, or relative to the
/// workspace.
fn file_key(path: &str, cwd: &str) -> String {
    normalize(&in_cwd(path, cwd))
}

/// The files a `curl`, `wget` or `fetch` may save: its output options, the name it takes from
/// the URL when told to (`curl -O`, `wget` without `-O`), and its written redirections.
fn downloads(c: &Command) -> Vec<String> {
    let Some(program) = c.argv.first() else {
        return Vec::new();
    };
    let name = crate::program_name(program);
    if !matches!(name, "curl" | "wget" | "fetch") {
        return Vec::new();
    }
    let args = c.argv.get(1..).unwrap_or_default();
    let mut out: Vec<String> = c
        .redirects
        .iter()
        .filter(|r| r.write && !r.dynamic)
        .map(|r| r.target.clone())
        .collect();
    let valued = ["-o", "-O", "--output", "--output-document"];
    for (i, a) in args.iter().enumerate() {
        if let Some(f) = valued.iter().find(|f| is_flag(a, f, true))
            && let Some(v) = flag_value(args, i, f)
            && v != "-"
        {
            out.push(v.to_owned());
        }
    }
    // The name taken from the URL: wget's default, and curl's -O (`--remote-name`).
    let remote_name = name == "wget"
        || name == "fetch"
        || args
            .iter()
            .any(|a| is_flag(a, "-O", false) || a == "--remote-name" || a == "--remote-name-all");
    if remote_name {
        for url in operands(args).into_iter().filter(|a| a.contains("://")) {
            let path = url.split(['?', '#']).next().unwrap_or(url);
            if let Some(last) = path
                .rsplit('/')
                .next()
                .filter(|l| !l.is_empty() && !l.contains(':'))
            {
                out.push(last.to_owned());
            }
        }
    }
    out
}

/// The file `c` runs as code: its program when named by a path, or the script operand of a
/// shell, `source` or an interpreter.
fn script_run(c: &Command) -> Option<&str> {
    let program = c.argv.first()?;
    if program.contains('/') {
        return Some(program);
    }
    let name = crate::program_name(program);
    let runs_scripts = crate::SHELLS.contains(&name)
        || name == "source"
        || name == "."
        || inline_code_flags(name).is_some();
    if !runs_scripts {
        return None;
    }
    operands(c.argv.get(1..).unwrap_or_default())
        .into_iter()
        .find(|a| *a != "-")
        .map(String::as_str)
}

/// The flags that give an interpreter inline code, when `name` is an interpreter (`python3.12`
/// is `python`).
fn inline_code_flags(name: &str) -> Option<&'static [&'static str]> {
    let base = name.trim_end_matches(|ch: char| ch.is_ascii_digit() || ch == '.');
    INLINE_CODE
        .iter()
        .find(|(n, _)| *n == base || *n == name)
        .map(|(_, flags)| *flags)
}

/// Whether Python's own options give inline code (`-c`, alone or in a cluster: `-Ic`). Python
/// reads its options only before the script or module (`-m`); what follows is the script's
/// (`manage.py shell -c CODE` is the project's shell, judged by its toolchain row). `-W` and
/// `-X` take a value, attached or next.
fn python_inline(args: &[String]) -> bool {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--" || a == "-" || !a.starts_with('-') {
            return false;
        }
        if a.starts_with("--") {
            if a == "--check-hash-based-pycs" {
                it.next();
            }
            continue;
        }
        let cluster = a.get(1..).unwrap_or_default();
        for (i, ch) in cluster.char_indices() {
            match ch {
                'c' => return true,
                'm' => return false,
                'W' | 'X' => {
                    if cluster.get(i + 1..).is_none_or(str::is_empty) {
                        it.next();
                    }
                    break;
                }
                _ => {}
            }
        }
    }
    false
}

/// Interpreters with inline code, a script on standard input, or a downloaded script.
fn interpreter(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let flags = inline_code_flags(name)?;
    let inline = if flags == ["-c"] {
        python_inline(args)
    } else {
        options(args).any(|a| {
            flags.contains(&a.as_str())
                || flags
                    .iter()
                    .any(|f| f.len() == 2 && a.starts_with(f) && !a.starts_with("--"))
        })
    };
    let from_stdin =
        operands(args).iter().all(|a| *a == "-") && (c.piped_input || c.stdin.is_some());
    if c.piped_from_download && from_stdin {
        return Some(ask(
            format!("destructive: download piped to {name}"),
            "a downloaded script runs unread",
        ));
    }
    if inline && let Some(v) = project_inline_code(name, args, flags, c) {
        return Some(v);
    }
    (inline || from_stdin).then(|| {
        ask(
            format!("destructive: {name} inline code"),
            "an interpreter running inline code can do anything",
        )
    })
}

/// Whether code calls what a value names rather than what it shows: PHP's variable functions
/// (`$f("id")`, `$f = "sys"."tem"`) and a `require(` of anything but a written name
/// (`require(m)`, where `m` is built from pieces).
fn calls_by_name(code: &str) -> bool {
    let bytes = code.as_bytes();
    let ident = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_';
    let variable_call = bytes.iter().enumerate().any(|(i, b)| {
        *b == b'$' && {
            let rest = bytes.get(i + 1..).unwrap_or_default();
            let n = rest.iter().take_while(|b| ident(b)).count();
            n > 0
                && rest
                    .get(n..)
                    .unwrap_or_default()
                    .iter()
                    .find(|b| !b.is_ascii_whitespace())
                    == Some(&b'(')
        }
    });
    let dynamic_require = code.match_indices("require(").any(|(i, m)| {
        !matches!(
            code.get(i + m.len()..)
                .and_then(|r| r.trim_start().chars().next()),
            Some('\'' | '"')
        )
    });
    variable_call || dynamic_require
}

/// The project's interpreters, whose inline code (`python -c`, `node -e`, `ruby -e`, `php -r`,
/// `elixir -e`, `Rscript -e`, `julia -e`) runs in the project's environment as a script of the
/// project does.
const PROJECT_INTERPRETERS: &[&str] = &[
    "python", "pypy", "node", "bun", "ruby", "php", "elixir", "Rscript", "julia",
];

/// Words of R's and Julia's inline code (`Rscript -e`, `julia -e`), where a package's whole
/// development runs as calls (`devtools::test()`, `Pkg.test()`), that the shared checks below do
/// not name: releasing or deploying (`devtools::release()`, `rsconnect::deployApp()`),
/// installing or removing packages outside the project's lockfile (`install.packages`,
/// `remotes::install_github`, `Pkg.add`), the user's settings (`use_git_config`,
/// `edit_r_environ`, `Sys.setenv`) and downloads. Each always asks.
const R_JULIA_CODE: &[&str] = &[
    "*deploy*",
    "*release*",
    "*submit*",
    "*publish*",
    "*install*",
    "*pkg.add*",
    "*pkg.rm*",
    "*pkg.update*",
    "*pkg.develop*",
    "*registry*",
    "*git_config*",
    "*use_git*",
    "*edit_r_*",
    "*setenv*",
    "*renviron*",
    "*rprofile*",
    "*download*",
    "*options(repos*",
    "*setwd*",
    "*.libpaths*",
];

/// Inline code the script shows, given to one of the project's interpreters: the project's
/// family, as `python script.py` and `rails runner CODE` are (the agent could write the same
/// code to a file of the project and run it there), under the same checks of its words as a
/// runner's code: code that destroys data, starts programs, changes or reads files, prints
/// credentials or the environment, reaches the network or builds code it does not show always
/// asks. Code that cannot be read (from a variable or a substitution), an interpreter outside
/// the project's (`perl`, `pwsh`, `osascript`) and an in-place edit of files (`ruby -i`) are
/// none: they keep asking.
fn project_inline_code(
    name: &str,
    args: &[String],
    flags: &[&str],
    c: &Command,
) -> Option<Verdict> {
    let base = name.trim_end_matches(|ch: char| ch.is_ascii_digit() || ch == '.');
    if !PROJECT_INTERPRETERS.contains(&base)
        || c.dynamic.iter().any(|d| *d)
        || args
            .iter()
            .any(|a| a.starts_with("-i") || a.starts_with("--inplace"))
    {
        return None;
    }
    // Python's reads of a project file it names (`open("data/a.md").read()`) are a read of
    // the workspace, as `cat data/a.md` is; every other word is checked as written.
    // R's test runner given one test file of the workspace (`testthat::test_file("tests/
    // testthat/test-x.R")`) runs the project's tests, as `devtools::test()` does.
    let call = match base {
        "python" | "pypy" if c.cwd.is_empty() => Some("open("),
        "Rscript" if c.cwd.is_empty() => Some("test_file("),
        _ => None,
    };
    let code: Vec<String> = args
        .iter()
        .map(|a| match call {
            Some(call) => without_project_reads(a, call),
            None => a.clone(),
        })
        .collect();
    let presence_only = matches!(base, "python" | "pypy")
        && args.iter().any(|a| flags.contains(&a.as_str()))
        && args
            .iter()
            .filter(|a| !flags.contains(&a.as_str()))
            .all(|a| python_presence_check(a));
    if !presence_only && let Some(v) = inline_code_asks(name, base, args, flags, &code) {
        return Some(v);
    }
    let family = crate::toolchains::PROJECT_FAMILY;
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: {name} inline code ({family})"),
        format!(
            "runs inline code in the project's environment, as a script of the project; one \
             approval covers `{family}` for the session"
        ),
    );
    v.grant = Some(family.to_owned());
    Some(v)
}

/// Whether inline Python only says whether variables are set (`import os, dotenv;
/// dotenv.load_dotenv(); print("OPENAI_API_KEY" in os.environ)`): every statement imports `os`
/// or `dotenv`, loads the project's `.env` into the process with no argument, or prints one or
/// more presence tests of a variable named as written (`"NAME" in os.environ`,
/// `os.getenv("NAME") is not None`, `bool(os.environ.get("NAME"))`). It prints `True` or
/// `False`, never a value, so the credential check of inline code has nothing to find; any
/// other statement, expression or spelling leaves the code to that check.
fn python_presence_check(code: &str) -> bool {
    const PLAIN: &[&str] = &[
        "import os",
        "import dotenv",
        "import os, dotenv",
        "import dotenv, os",
        "from dotenv import load_dotenv",
        "dotenv.load_dotenv()",
        "load_dotenv()",
    ];
    let mut printed = false;
    for statement in code
        .split([';', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        if PLAIN.contains(&statement) {
            continue;
        }
        let Some(inner) = statement
            .strip_prefix("print(")
            .and_then(|r| r.strip_suffix(')'))
        else {
            return false;
        };
        if !inner.split(", ").all(|t| presence_test(t.trim())) {
            return false;
        }
        printed = true;
    }
    printed
}

/// One presence test of a variable named as written: `"NAME" in os.environ`,
/// `os.getenv("NAME") is not None`, `os.environ.get("NAME") is not None`,
/// `bool(os.getenv("NAME"))` or `bool(os.environ.get("NAME"))`, in either quote.
fn presence_test(test: &str) -> bool {
    let quoted = |s: &str| {
        let q = s.chars().next().filter(|q| matches!(q, '"' | '\''))?;
        let name = s.strip_prefix(q)?.strip_suffix(q)?;
        let plain = name
            .chars()
            .next()
            .is_some_and(|ch| ch.is_ascii_alphabetic() || ch == '_')
            && name
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
        plain.then_some(())
    };
    let lookup = |s: &str| {
        ["os.getenv(", "os.environ.get("]
            .iter()
            .find_map(|f| s.strip_prefix(f)?.strip_suffix(')'))
            .and_then(quoted)
    };
    test.strip_suffix(" in os.environ")
        .and_then(quoted)
        .is_some()
        || test.strip_suffix(" is not None").and_then(lookup).is_some()
        || test
            .strip_prefix("bool(")
            .and_then(|r| r.strip_suffix(')'))
            .and_then(lookup)
            .is_some()
}

/// What in inline code (`code`, its words as checked) always asks: code that calls what it
/// names at run time, destroys data, starts programs, touches files, prints credentials or the
/// environment, reaches the network, or (R's and Julia's) releases, deploys, installs packages
/// or changes the user's settings.
fn inline_code_asks(
    name: &str,
    base: &str,
    args: &[String],
    flags: &[&str],
    code: &[String],
) -> Option<Verdict> {
    // Every word is read but the flag that gives the code (`--eval` is no `eval(`).
    let names = |globs: &[&str]| {
        code.iter()
            .filter(|a| !flags.contains(&a.as_str()))
            .any(|a| crate::toolchains::code_matches(globs, a))
    };
    let checks: [(&[&str], &str, &str); 3] = [
        (
            crate::toolchains::DESTRUCTIVE_CODE,
            "destructive",
            "destroys data, starts programs, touches files or builds code it does not show",
        ),
        (
            crate::frameworks::CREDENTIAL_CODE,
            "secret",
            "prints credentials, the environment or the whole configuration",
        ),
        (
            crate::toolchains::NETWORK_CODE,
            "remote",
            "reaches the network",
        ),
    ];
    if args.iter().any(|a| calls_by_name(a)) {
        return Some(ask(
            format!("destructive: {name} inline code"),
            "the inline code calls a function or loads a module named at run time",
        ));
    }
    if let Some((_, what, why)) = checks.iter().find(|(globs, _, _)| names(globs)) {
        return Some(ask(
            format!("{what}: {name} inline code"),
            format!("the inline code {why}"),
        ));
    }
    if matches!(base, "Rscript" | "julia") && names(R_JULIA_CODE) {
        return Some(ask(
            format!("publish or global: {name} inline code"),
            "the inline code releases, deploys, installs packages or changes the user's settings",
        ));
    }
    None
}

/// What stands in for a read of a project file in inline code: a word no check matches.
const PROJECT_READ: &str = "PROJECTDATA";

/// The modes and keywords Python's `open` may be given after the path for a read of text or
/// bytes: nothing that writes, appends, creates or opens a descriptor.
const PYTHON_READ_TAILS: &[&str] = &[
    ")",
    ", 'r')",
    ", \"r\")",
    ", 'rb')",
    ", \"rb\")",
    ", 'rt')",
    ", \"rt\")",
    ", encoding='utf-8')",
    ", encoding=\"utf-8\")",
    ", 'r', encoding='utf-8')",
    ", \"r\", encoding=\"utf-8\")",
];

/// Code with each plain `CALL"PATH")` (Python's builtin `open(`, not a method such as
/// `os.open`; R's `test_file(`, given a literal relative path of the workspace that names no
/// secret, Python's read mode only) replaced by [`PROJECT_READ`]. Anything else (a path with
/// `..`, an absolute or home path, an expansion, a glob, a secret location, another mode or
/// argument) is left as written, so the `*open(*` and `*file(*` checks still ask.
fn without_project_reads(code: &str, call: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find(call) {
        let (head, tail) = rest.split_at(at);
        let builtin = !head
            .chars()
            .last()
            .is_some_and(|ch| ch.is_alphanumeric() || ch == '_' || ch == '.');
        let read = builtin
            .then(|| project_read_len(tail.get(call.len()..).unwrap_or_default()))
            .flatten();
        out.push_str(head);
        match read {
            Some(len) => {
                out.push_str(PROJECT_READ);
                rest = tail.get(call.len() + len..).unwrap_or_default();
            }
            None => {
                out.push_str(call);
                rest = tail.get(call.len()..).unwrap_or_default();
            }
        }
    }
    out.push_str(rest);
    out
}

/// The length of `"PATH")` (with a read mode) after `open(`, when PATH is a plain relative
/// path of the workspace naming no secret.
fn project_read_len(args: &str) -> Option<usize> {
    let quote = args.chars().next().filter(|q| matches!(q, '"' | '\''))?;
    let close = args[1..].find(quote)? + 1;
    let path = &args[1..close];
    let plain = !path.is_empty()
        && !path.starts_with(['/', '~', '-'])
        && !path.contains(['$', '*', '?', '[', '{', '\\', '%', '`'])
        && !path.split('/').any(|part| part == "..")
        && secret_row(path).is_none()
        && airlock_facts::secret_location(path).is_none();
    let after = &args[close + 1..];
    let tail = PYTHON_READ_TAILS.iter().find(|t| after.starts_with(**t))?;
    plain.then_some(close + 1 + tail.len())
}

/// `awk`: read-only unless its program runs commands, reads the environment or writes files.
fn awk(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let mut program = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-f" | "--file" | "-i" | "--include" | "-l" | "--load" | "-E" | "--exec" => {
                return verdict(
                    Level::AskOnce,
                    Effect::Exec,
                    format!("unknown: {name} program file"),
                    format!("`{name} {a}` runs a program from a file"),
                );
            }
            "-F" | "-v" | "--assign" | "--field-separator" => {
                it.next();
            }
            _ if a.starts_with('-') => {}
            _ => {
                program = Some(a.as_str());
                break;
            }
        }
    }
    let p = program.unwrap_or_default();
    let piped = p.replace("||", "").contains('|');
    if p.contains("system") || piped {
        return ask(
            format!("destructive: {name} runs commands"),
            format!("the {name} program runs shell commands (`system()` or a pipe)"),
        );
    }
    if p.contains("ENVIRON") || p.contains("PROCINFO") {
        return verdict(
            Level::AlwaysAsk,
            Effect::Read,
            format!("secret: {name} ENVIRON"),
            format!("the {name} program reads the environment, which holds secrets"),
        );
    }
    if let Some(target) = awk_output(p) {
        let (path, dynamic) = match target.strip_prefix('"').and_then(|t| t.split_once('"')) {
            Some((path, _)) => (path, false),
            None => (target, true),
        };
        return output_to(
            path,
            dynamic,
            &c.cwd,
            env,
            &format!("write: {name} print >"),
        );
    }
    let v = verdict(
        Level::Allow,
        Effect::Read,
        format!("read-only: {name}"),
        format!("the {name} program only reads"),
    );
    if c.dynamic.iter().skip(2).any(|d| *d) {
        return verdict(
            Level::AlwaysAsk,
            Effect::Read,
            format!("hidden: {name} path from expansion"),
            "a path comes from an expansion and may name a secret",
        );
    }
    v
}

/// A reader whose every word built by an expansion is a log file's name ([`log_name_glob`]),
/// its expansions inside double quotes (no [`Command::split_expansion`]), judged as the same reader of the glob the
/// expansions stand in for (`tail -40 "/scratch/p/logs/run-$(cat .last_job).out"` as `tail -40
/// /scratch/p/logs/run-*.out`): the same checks of secret places and paths decide. Unquoted, the
/// shell splits what the expansion prints into words (`x /etc/hostname y`), each another file.
fn log_names_read(r: &Reader, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let globbed = args
        .iter()
        .zip(c.dynamic.iter().skip(1).chain(std::iter::repeat(&true)))
        .map(|(a, dynamic)| {
            if *dynamic {
                log_name_glob(a).filter(|_| !c.split_expansion)
            } else {
                Some(a.clone())
            }
        })
        .collect::<Option<Vec<String>>>()?;
    let mut seen = c.clone();
    seen.argv = c
        .argv
        .first()
        .into_iter()
        .cloned()
        .chain(globbed.clone())
        .collect();
    seen.dynamic = vec![false; seen.argv.len()];
    Some(read_only(r, &globbed, &seen, env))
}

/// Literal extensions that end a log file's name: what a job, a build or a service writes its
/// output to. None of them names a key, a credential store or a settings file.
const LOG_EXTENSIONS: &[&str] = &[".out", ".err", ".log"];

/// A path whose expansions (`$(…)`, `${…}`, `$NAME`, a backquoted command) all sit in its last
/// component, after a literal folder, with a literal log extension ([`LOG_EXTENSIONS`]) after the
/// last of them (`/scratch/p/logs/slurm-$JOBID.out`, `logs/build-$(date +%F).log`), as the glob
/// each expansion stands in for (`/scratch/p/logs/slurm-*.out`): when the word is double-quoted
/// (see [`log_names_read`]), whatever the expansion prints stays one name ending in a log
/// extension. Anything else is none: an expansion in the folder (`$HOME/x.log`), a name that
/// ends in one, another extension (`.json`, `.env`, `.pem`), quotes or glob characters of its
/// own, and a `${…}` that is more than a name (`${X:-text}`, `${X/a/b}`: text of the script's
/// own the expansion may print).
fn log_name_glob(word: &str) -> Option<String> {
    let mut glob = String::new();
    let mut chars = word.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '$' if chars.peek() == Some(&'(') || chars.peek() == Some(&'{') => {
                let (open, close) = if chars.next() == Some('(') {
                    ('(', ')')
                } else {
                    ('{', '}')
                };
                let mut depth = 1;
                while depth > 0 {
                    let c = chars.next()?;
                    depth += i32::from(c == open) - i32::from(c == close);
                    if open == '{' && depth > 0 && !(c.is_ascii_alphanumeric() || c == '_') {
                        return None;
                    }
                }
                glob.push('*');
            }
            '$' => {
                let mut named = false;
                while chars
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
                {
                    chars.next();
                    named = true;
                }
                if !named {
                    return None;
                }
                glob.push('*');
            }
            '`' => {
                chars.find(|c| *c == '`')?;
                glob.push('*');
            }
            '*' | '?' | '[' | '"' | '\'' | '\\' => return None,
            _ => glob.push(ch),
        }
    }
    let (folder, name) = glob.rsplit_once('/')?;
    let tail = name.rsplit('*').next().unwrap_or_default();
    let plain = |ch: char| ch.is_ascii_alphanumeric() || matches!(ch, '.' | '_' | '-');
    (!folder.is_empty()
        && !folder.contains('*')
        && name.contains('*')
        && tail.chars().all(plain)
        && LOG_EXTENSIONS.iter().any(|e| tail.ends_with(e)))
    .then_some(glob)
}

/// The target of a `print > target` or `printf … >> target` in an awk program.
fn awk_output(p: &str) -> Option<&str> {
    p.split([';', '}', '\n']).find_map(|stmt| {
        let at = stmt.find("print")?;
        let rest = stmt.get(at..)?;
        let gt = rest.find('>')?;
        Some(rest.get(gt..)?.trim_start_matches('>').trim())
    })
}

/// A sed script that is not a plain print or substitution: `e` runs commands, `w` writes.
fn sed_script(args: &[String]) -> Option<Verdict> {
    let mut scripts = Vec::new();
    let mut it = args.iter();
    let mut have_e = false;
    while let Some(a) = it.next() {
        if a == "-e" || a == "--expression" {
            have_e = true;
            scripts.extend(it.next().map(String::as_str));
        } else if a == "-f" || a == "--file" {
            return Some(verdict(
                Level::AskOnce,
                Effect::Exec,
                "unknown: sed script file",
                "the sed script comes from a file",
            ));
        } else if !a.starts_with('-') && !have_e && scripts.is_empty() {
            scripts.push(a.as_str());
        }
    }
    let mut found = None;
    for s in scripts {
        for cmd in s.split([';', '\n']).map(str::trim) {
            match sed_command(cmd) {
                SedCmd::Read => {}
                SedCmd::Runs => {
                    return Some(ask(
                        "destructive: sed e",
                        "the sed script runs shell commands",
                    ));
                }
                SedCmd::Other => {
                    found = Some(verdict(
                        Level::AskOnce,
                        Effect::Exec,
                        "not read-only: sed script",
                        "the sed script may write files",
                    ));
                }
            }
        }
    }
    found
}

enum SedCmd {
    Read,
    Runs,
    Other,
}

/// One sed command: an address, then `p`, `d`, `q`, `=` or `s/a/b/flags` read; `e` or an `e`
/// flag runs a command; anything else (`w`, `r`, `W`, …) may touch files.
fn sed_command(cmd: &str) -> SedCmd {
    let mut body = cmd;
    loop {
        let rest = body.trim_start_matches(|ch: char| ch.is_ascii_digit() || ",$~!+ ".contains(ch));
        let rest = match rest.strip_prefix('/') {
            Some(re) => re.split_once('/').map_or("", |(_, b)| b),
            None => rest,
        };
        if rest.len() == body.len() {
            break;
        }
        body = rest;
    }
    if body.is_empty() || body.chars().all(|ch| "pdqPDnNgGhHx=lz{}".contains(ch)) {
        return SedCmd::Read;
    }
    if let Some(rest) = body.strip_prefix('s').or_else(|| body.strip_prefix('y')) {
        let mut chars = rest.chars();
        let Some(delim) = chars.next() else {
            return SedCmd::Other;
        };
        let parts: Vec<&str> = chars.as_str().split(delim).collect();
        let flags = parts.get(2).copied().unwrap_or_default();
        return match parts.len() {
            3 if flags.contains('e') => SedCmd::Runs,
            3 if flags.chars().all(|ch| "gpiIm0123456789".contains(ch)) => SedCmd::Read,
            _ => SedCmd::Other,
        };
    }
    if body.starts_with('e') {
        SedCmd::Runs
    } else {
        SedCmd::Other
    }
}

/// Git: read-only subcommands allow, `-c` and program-running flags ask every time, history
/// rewrites and publication are destructive, everything else asks once.
fn git(c: &Command, env: &ShellEnv<'_>) -> Verdict {
    let globals = git_global_words(&c.argv);
    if let Some(v) = git_globals(&globals) {
        return v;
    }
    let words = c.key_words();
    let Some(sub) = words.get(1).copied() else {
        return verdict(
            Level::Allow,
            Effect::Read,
            "read-only: git",
            "`git` without a subcommand prints help",
        );
    };
    let rest: Vec<String> = words.iter().skip(2).map(|w| (*w).to_owned()).collect();
    // The repository's current branch is the workspace's: only for a push run there.
    let here = c.cwd.is_empty() || place(".", &c.cwd, env) == Place::Inside;
    let head = env.git_head.filter(|_| globals.is_empty() && here);
    if sub == "push"
        && let Some(v) = feature_push(&rest, head, git_elsewhere(c, here).as_deref(), &c.tags_made)
    {
        return v;
    }
    if let Some(v) = git_destructive(sub, &rest) {
        return v;
    }
    if let Some(v) = git_flags(c, &rest, env) {
        return v;
    }
    if globals.iter().any(|a| *a == "-p" || *a == "--paginate") {
        return verdict(
            Level::AskOnce,
            Effect::Exec,
            "not read-only: git --paginate",
            "git runs the configured pager",
        );
    }
    if git_reads(sub, &rest) {
        let (row, why) = (
            format!("read-only: git {sub}"),
            format!("`git {sub}` only reads"),
        );
        return verdict(Level::Allow, Effect::Read, row, why);
    }
    // An external subcommand a table knows (`git clang-format` is `git-clang-format`).
    if let Some(v) = toolchain(&format!("git-{sub}"), &rest) {
        return v;
    }
    // In the workspace's repository only: a `cd` elsewhere (as `-C`) works on another one.
    if globals.is_empty()
        && here
        && git_protected_local(sub, &rest)
        && git_rm_paths_plain(sub, &rest, &c.cwd, env)
    {
        return verdict(
            Level::Allow,
            Effect::Write,
            format!("local: git {sub}"),
            format!(
                "`git {sub}` only changes the local repository, and git's reflog keeps what it replaces"
            ),
        );
    }
    git_work(sub)
}

/// A subcommand no earlier rule decided: the work-in-progress family, else asked once.
fn git_work(sub: &str) -> Verdict {
    if GIT_WORK.contains(&sub) {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: git {sub} (builds and tests: {GIT_FAMILY})"),
            format!(
                "`git {sub}` changes the repository's work in progress; one approval covers `{GIT_FAMILY}` for the session"
            ),
        );
        v.grant = Some(GIT_FAMILY.to_owned());
        return v;
    }
    let effect = if sub == "config" {
        Effect::Write
    } else {
        Effect::Exec
    };
    verdict(
        Level::AskOnce,
        effect,
        format!("git: {sub}"),
        format!("`git {sub}` is not known read-only"),
    )
}

/// git's global options whose value is the next word (`-C DIR`, `--git-dir DIR`).
const GIT_VALUED_GLOBALS: &[&str] = &[
    "-C",
    "-c",
    "--git-dir",
    "--work-tree",
    "--namespace",
    "--config-env",
    "--super-prefix",
    "--list-cmds",
    "--attr-source",
];

/// The options before git's subcommand, each valued one's value with it: the options after a
/// `-C DIR` count as those before it (`git -C . -c core.fsmonitor=… status`).
fn git_global_words(argv: &[String]) -> Vec<&String> {
    let mut out = Vec::new();
    let mut it = argv.iter().skip(1);
    while let Some(a) = it.next() {
        if !a.starts_with('-') {
            break;
        }
        out.push(a);
        if GIT_VALUED_GLOBALS.contains(&a.as_str())
            && let Some(v) = it.next()
        {
            out.push(v);
        }
    }
    out
}

/// git's global options that make it run another program: `-c`, `--config-env`,
/// `--exec-path`.
fn git_globals(globals: &[&String]) -> Option<Verdict> {
    if globals
        .iter()
        .any(|a| *a == "-c" || a.starts_with("-c") || a.starts_with("--config-env"))
    {
        return Some(ask(
            "not read-only: git -c",
            "git -c can make git run any program",
        ));
    }
    if globals
        .iter()
        .any(|a| a.starts_with("--exec-path=") || *a == "--exec-path")
    {
        return Some(ask(
            "not read-only: git --exec-path",
            "git runs its programs from another directory",
        ));
    }
    None
}

/// The worst of the subcommand's options that write a file or run configured programs.
fn git_flags(c: &Command, rest: &[String], env: &ShellEnv<'_>) -> Option<Verdict> {
    let found = rest.iter().enumerate().flat_map(|(i, a)| {
        GIT_FLAGS
            .iter()
            .filter(|(f, e)| is_flag(a, f, *e == Flag::WritesValue))
            .map(move |(f, e)| (i, *f, *e))
    });
    let found: Vec<Verdict> = found
        .map(|(i, f, e)| match e {
            Flag::WritesValue => output_to(
                flag_value(rest, i, f).unwrap_or_default(),
                false,
                &c.cwd,
                env,
                &format!("write: git {f}"),
            ),
            _ => ask(
                format!("not read-only: git {f}"),
                format!("`git {f}` runs programs named in git's configuration"),
            ),
        })
        .collect();
    worst(found)
}

/// Whether `git SUB REST…` only reads: a listing, a query, a read-only subcommand.
fn git_reads(sub: &str, rest: &[String]) -> bool {
    let listing = |allowed: &[&str]| {
        rest.iter().all(|a| {
            allowed.contains(&a.as_str()) || a.starts_with("--format=") || a.starts_with("--sort=")
        })
    };
    match sub {
        "branch" => {
            listing(&[
                "--list",
                "-l",
                "--show-current",
                "-a",
                "-r",
                "-v",
                "-vv",
                "--all",
                "--remotes",
                "--merged",
                "--no-merged",
                "--contains",
            ]) || git_branch_listing(rest)
        }
        "tag" => rest.iter().any(|a| a == "--list" || a == "-l") || listing(&["-n"]),
        "stash" => rest.first().is_some_and(|a| a == "list" || a == "show"),
        "remote" => listing(&["-v", "--verbose"]),
        "worktree" => rest.first().is_none_or(|a| a == "list" || a == "show"),
        // LFS's listings and status; `track` with no pattern lists the tracked patterns.
        "lfs" => match rest.first().map(String::as_str) {
            Some("ls-files" | "status" | "env" | "version" | "locks" | "logs") => true,
            Some("track" | "untrack") => rest.len() == 1,
            _ => false,
        },
        // A bisect's log and the commits left to test.
        "bisect" => rest
            .first()
            .is_some_and(|a| matches!(a.as_str(), "log" | "visualize" | "view" | "terms")),
        // `git reflog` is `git reflog show`, whatever options follow; only its `expire`,
        // `delete` and `drop` change the log.
        "reflog" => rest
            .iter()
            .find(|a| !a.starts_with('-'))
            .is_none_or(|a| !matches!(a.as_str(), "expire" | "delete" | "drop")),
        "config" => rest.iter().any(|a| {
            matches!(
                a.as_str(),
                "--get" | "--get-all" | "--get-regexp" | "get" | "--list" | "-l" | "list"
            )
        }),
        _ => GIT_READ.contains(&sub),
    }
}

/// Options of `git branch` that make it list (git reads every other word as a pattern, or as
/// their commit), and the options that may go with a listing.
const GIT_BRANCH_LISTS: &[&str] = &[
    "--list",
    "-l",
    "--merged",
    "--no-merged",
    "--contains",
    "--no-contains",
    "--points-at",
];
const GIT_BRANCH_LIST_OPTIONS: &[&str] = &[
    "-a",
    "--all",
    "-r",
    "--remotes",
    "-v",
    "-vv",
    "--verbose",
    "-i",
    "--ignore-case",
    "--omit-empty",
    "--no-color",
    "--color",
    "--no-column",
    "--column",
    "--abbrev",
    "--no-abbrev",
];

/// `git branch` in list mode: a listing option, every option one a listing takes, and the
/// other words patterns or commits.
fn git_branch_listing(rest: &[String]) -> bool {
    let listing = rest
        .iter()
        .any(|a| GIT_BRANCH_LISTS.iter().any(|f| is_flag(a, f, false)));
    listing
        && rest.iter().filter(|a| a.starts_with('-')).all(|a| {
            GIT_BRANCH_LISTS
                .iter()
                .chain(GIT_BRANCH_LIST_OPTIONS)
                .any(|f| a == f || (f.starts_with("--") && a.starts_with(&format!("{f}="))))
                || a.starts_with("--format=")
                || a.starts_with("--sort=")
        })
}

/// Local git operations git itself keeps recoverable, which run no new code and send nothing:
/// they run without asking. Staging (`add`, not forced past `.gitignore` nor interactive), a
/// commit with its message given (hooks run, but every place a hook lives always asks to be
/// written: `airlock_facts::HOOK_DIRS`; not `--amend`, which rewrites, nor `--no-verify`),
/// creating or switching to a branch (`checkout -b`, `switch [-c]`, `branch NAME`: git refuses
/// to switch over changes it would lose; not `-B`, `-C`, `--force`, `--discard-changes`,
/// `--orphan`), and putting work aside (`stash`, `stash push`). Anything else, or any other
/// option, falls to the work-in-progress family or its dangerous rows (`checkout -- .`, `reset
/// --hard`, `clean -f`, `branch -D`, `stash drop`, `push`, `config`), decided before this.
fn git_protected_local(sub: &str, rest: &[String]) -> bool {
    let only = |allowed: &[&str], valued: &[&str]| only_options(rest, allowed, valued);
    let has = |w: &str| rest.iter().any(|a| a == w);
    match sub {
        "add" => only(
            &[
                "-A",
                "--all",
                "-u",
                "--update",
                "-v",
                "--verbose",
                "-N",
                "--intent-to-add",
            ],
            &[],
        )
        .is_some(),
        "commit" => git_commit_plain(rest),
        "checkout" => {
            has("-b")
                && only(&["-b", "-q", "--quiet", "--track", "--no-track"], &[])
                    .is_some_and(|n| n <= 2)
        }
        "switch" => only(
            &["-c", "--create", "-q", "--quiet", "--track", "--no-track"],
            &[],
        )
        .is_some_and(|n| (1..=2).contains(&n)),
        "branch" => only(&["-q", "--quiet", "--track", "--no-track"], &[])
            .is_some_and(|n| (1..=2).contains(&n)),
        // Bringing in the configured remote's work by its name (no URL, no refspec): git
        // refuses to overwrite local changes, and the reflog and `ORIG_HEAD` keep what was.
        "pull" | "fetch" => git_pull_plain(rest),
        "lfs" => git_lfs_plain(rest),
        "rebase" | "merge" | "cherry-pick" | "revert" | "reset" | "restore" | "rm" | "tag" => {
            git_local_history(sub, rest)
        }
        "stash" => {
            let (first, tail) = rest
                .split_first()
                .map_or((None, rest), |(f, t)| (Some(f.as_str()), t));
            // Putting work back (`pop`, `apply`) keeps it: git refuses to apply over changes it
            // would lose, and keeps the entry when the apply conflicts.
            let push = match first {
                None => return true,
                Some("pop" | "apply") => return tail.iter().all(|a| !a.starts_with('-')),
                Some("push" | "save") => tail,
                Some(a) if a.starts_with('-') => rest,
                Some(_) => return false,
            };
            git_stash_push_only(push)
        }
        _ => false,
    }
}

/// Local history operations that move or add commits of this repository only: what they
/// replace stays in the reflog (`ORIG_HEAD`, `branch@{1}`), git refuses to start over changes
/// it would lose, and they run no program beyond the repository's hooks (whose places always
/// ask to be written) and send nothing. A non-interactive `rebase` (onto a local ref; its
/// `--continue`/`--abort`), a `merge` of a local ref, `cherry-pick` and `revert` of commits,
/// `reset` that keeps the work tree (`--soft`, `--mixed`, unstaging paths), `restore --staged`
/// and `rm --cached` (the index only) and a new tag (`tag NAME [COMMIT]`, annotated with `-m`). Only the options
/// named here: `-i`/`--interactive`, `-x`/`--exec` (rebase), `--edit-todo`, `-s`/`--strategy`
/// (runs `git-merge-NAME` from the path), `--no-verify`, `-S` (signs through a program), a
/// forced tag, a tag deletion and anything else keep asking, as do what destroys uncommitted
/// work or what others see (`reset --hard`, `restore` of the work tree, `push`), decided
/// before this.
fn git_local_history(sub: &str, rest: &[String]) -> bool {
    let Some((_, allowed, valued, most)) = GIT_LOCAL_HISTORY.iter().find(|r| r.0 == sub) else {
        return false;
    };
    let allowed = [GIT_STEP, allowed].concat();
    let Some(n) = only_options(rest, &allowed, valued) else {
        return false;
    };
    // A ref, a commit or a range as written (no URL, no path), up to a `--` before paths.
    let mut refs = Vec::new();
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--" => break,
            _ if valued.contains(&a.as_str()) => {
                it.next();
            }
            _ if a.starts_with('-') => {}
            _ => refs.push(a),
        }
    }
    let paths = matches!(sub, "reset" | "restore" | "rm");
    let plain = paths
        || refs.iter().all(|a| {
            !a.contains(['\\', ':', ' '])
                && !a.starts_with(['/', '.', '~'])
                && !a.chars().any(char::is_control)
        });
    let staged = match sub {
        "restore" => rest.iter().any(|a| a == "--staged" || a == "-S"),
        _ => true,
    };
    let named = sub != "tag" || n >= 1;
    plain && staged && named && n <= *most
}

/// Whether a `git rm` of the work tree names only ordinary files by their plain relative
/// paths: no glob or pathspec magic (`'*'`, `:(glob)`), no `.` or climb, no airlock's own
/// files and no file git runs by itself (a hook, pre-commit's configuration), whose removal
/// changes what guards the repository. `--cached` leaves the work tree alone and `-n` only
/// names what would go; any other subcommand is not this check's.
fn git_rm_paths_plain(sub: &str, rest: &[String], cwd: &str, env: &ShellEnv<'_>) -> bool {
    let keeps = |a: &String| matches!(a.as_str(), "--cached" | "-n" | "--dry-run");
    if sub != "rm" || rest.iter().any(keeps) {
        return true;
    }
    let mut operands = false;
    rest.iter()
        .filter(|a| {
            let was = operands;
            operands = operands || *a == "--";
            was || !a.starts_with('-')
        })
        .all(|a| {
            !a.is_empty()
                && !a.starts_with(['/', '~', ':', '$'])
                && !a.contains(['*', '?', '[', '\\', '`'])
                && !a.split('/').any(|part| part == "..")
                && !matches!(a.trim_end_matches('/'), "" | ".")
                && !protected(a, cwd, env)
                && !airlock_facts::runs_as_hook(a)
        })
}

/// `--continue`, `--abort`, `--quit`, `--skip`: a step of an operation under way.
const GIT_STEP: &[&str] = &["--continue", "--abort", "--quit", "--skip"];

/// [`git_local_history`]'s rows: the subcommand, the only options it may have, those of them
/// that take a value, and how many words it may name.
type LocalHistoryRow = (
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
    usize,
);
const GIT_LOCAL_HISTORY: &[LocalHistoryRow] = &[
    (
        "rebase",
        &[
            "-q",
            "--quiet",
            "-v",
            "--verbose",
            "--autostash",
            "--no-autostash",
            "--keep-base",
            "--fork-point",
            "--no-fork-point",
            "--ignore-date",
            "--committer-date-is-author-date",
        ],
        &["--onto"],
        2,
    ),
    (
        "merge",
        &[
            "--ff",
            "--no-ff",
            "--ff-only",
            "--no-edit",
            "--squash",
            "--autostash",
            "-q",
            "--quiet",
            "-v",
            "--verbose",
            "--stat",
            "--no-stat",
            "--log",
            "--no-log",
        ],
        &["-m", "--message"],
        1,
    ),
    // `-x` only names the picked commit in the message (rebase's `-x` is not here).
    (
        "cherry-pick",
        &["-x", "--ff", "--no-edit", "--allow-empty", "-q", "--quiet"],
        &["-m", "--mainline"],
        16,
    ),
    (
        "revert",
        &["--no-edit", "-q", "--quiet"],
        &["-m", "--mainline"],
        16,
    ),
    // Moves the branch or unstages; `--hard`, `--merge` and `--keep` are decided before this.
    (
        "reset",
        &["--soft", "--mixed", "-q", "--quiet", "--"],
        &[],
        64,
    ),
    // The index only: `--staged` without `--worktree` (decided before this).
    (
        "restore",
        &["--staged", "-S", "-q", "--quiet", "--"],
        &[],
        64,
    ),
    // `--cached` stops tracking files and leaves them in the work tree, as unstaging does.
    // Without it, git removes only files whose content the branch's tip holds exactly, with
    // nothing staged or changed beside it (it refuses otherwise): `git restore -s HEAD -SW`
    // brings each back. Without `-f`, which drops content no commit holds, and without
    // `--pathspec-from-file`, which reads a file anywhere.
    (
        "rm",
        &[
            "--cached",
            "-r",
            "-q",
            "--quiet",
            "--ignore-unmatch",
            "-n",
            "--dry-run",
            "--",
        ],
        &[],
        64,
    ),
    ("tag", &["-a", "--annotate"], &["-m", "--message"], 2),
];

/// `git commit` with its message given inline and only options that keep it a plain commit.
fn git_commit_plain(rest: &[String]) -> bool {
    // The message given inline: `-F FILE` reads a file, which may lie anywhere, into
    // a commit a push then publishes.
    let message = ["-m", "--message", "-am"]
        .iter()
        .any(|f| rest.iter().any(|a| is_flag(a, f, true)));
    message
        && only_options(
            rest,
            &[
                "-a",
                "--all",
                "-q",
                "--quiet",
                "-v",
                "-s",
                "--signoff",
                "--allow-empty",
            ],
            &["-m", "--message", "-am"],
        )
        .is_some()
}

/// Bringing in the configured remote's work by its name (no URL, no refspec): git refuses to
/// overwrite local changes, and the reflog and `ORIG_HEAD` keep what was.
fn git_pull_plain(rest: &[String]) -> bool {
    let plain = rest
        .iter()
        .filter(|a| !a.starts_with('-'))
        .all(|a| !a.contains([':', '@', '\\']) && !a.starts_with(['/', '.', '+', '~']));
    plain
        && only_options(
            rest,
            &[
                "--ff-only",
                "--ff",
                "--no-ff",
                "--rebase",
                "-r",
                "--no-rebase",
                "-q",
                "--quiet",
                "-v",
                "--verbose",
                "--prune",
                "-p",
                "--all",
                "--tags",
                "--no-tags",
                "--autostash",
                "--no-edit",
            ],
            &[],
        )
        .is_some_and(|n| n <= 2)
}

/// Git LFS bringing in the large files of what is checked out, as `pull` brings commits:
/// `git lfs pull|fetch` from a remote named (no URL), narrowed by path patterns, and `git lfs
/// checkout`, which fills in only the files that are still pointers; and `git lfs
/// track|untrack PATTERN`, which records in the tracked `.gitattributes` which files LFS
/// stores, as staging records what a commit holds (the filter it names is LFS's, installed in
/// git's configuration, never a program the file names). No code runs and nothing is sent;
/// `push`, `migrate`, `install`, `prune` and any other option keep their rows.
fn git_lfs_plain(rest: &[String]) -> bool {
    let Some((first, tail)) = rest.split_first() else {
        return false;
    };
    if matches!(first.as_str(), "track" | "untrack") {
        return !tail.is_empty()
            && tail
                .iter()
                .all(|a| !a.starts_with(['-', '/', '~']) && !a.split('/').any(|p| p == ".."));
    }
    let plain = tail.iter().filter(|a| !a.starts_with('-')).all(|a| {
        !a.contains([':', '@', '\\'])
            && !a.starts_with(['/', '~', '+'])
            && !a.split('/').any(|part| part == "..")
    });
    let options = only_options(
        tail,
        &["--recent", "--all", "-q", "--quiet"],
        &["-I", "--include", "-X", "--exclude"],
    );
    plain && matches!(first.as_str(), "pull" | "fetch" | "checkout") && options.is_some()
}

/// How many positional words `rest` holds, when every option in it is one of `allowed` or
/// `valued` (which takes a value); `None` for any other option.
fn only_options(rest: &[String], allowed: &[&str], valued: &[&str]) -> Option<usize> {
    let mut it = rest.iter();
    let mut positionals = 0;
    while let Some(a) = it.next() {
        if valued.contains(&a.as_str()) {
            it.next()?;
        } else if a.starts_with('-') {
            let named = allowed.contains(&a.as_str())
                || valued
                    .iter()
                    .any(|v| v.starts_with("--") && a.starts_with(&format!("{v}=")));
            if !named {
                return None;
            }
        } else {
            positionals += 1;
        }
    }
    Some(positionals)
}

/// `git stash push`'s options that only say what to put aside and how to name it.
fn git_stash_push_only(args: &[String]) -> bool {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-m" | "--message" if it.next().is_none() => return false,
            "-m" | "--message" => {}
            "-u" | "--include-untracked" | "-k" | "--keep-index" | "-q" | "--quiet" => {}
            _ if a.starts_with("--message=") => {}
            _ if a.starts_with('-') => return false,
            // `git stash save MESSAGE`
            _ => {}
        }
    }
    true
}

/// Branches a push to which publishes to everyone or deploys: always asked.
const SHARED_BRANCHES: &[&str] = &[
    "main",
    "master",
    "trunk",
    "develop",
    "development",
    "dev",
    "release*",
    "prod*",
    "production",
    "stable",
    "live",
    "deploy*",
    "gh-pages",
    "hotfix*",
    "HEAD",
];

/// Whether a pushed branch's name may start a release or name a shared branch after its
/// number ([`feature_push`]): a tag's name (`v0.4.0`, `1.2`, `2026-11-30`), a number's release
/// or maintenance branch (`7-1-stable`, `12-production`) or a pre-release (`1-2-3-rc1`); a
/// branch named for an issue (`88-multi-currency`, as `gh issue develop` names them) is not.
fn release_like(branch: &str, shared: &dyn Fn(&str) -> bool) -> bool {
    // A tag's name (`v0.4.0`, `1.2`, `2026-12-07`) may start a release. A branch named for
    // its issue, as the forge names a branch made from one (`88-multi-currency-invoices`), is
    // a feature branch: its number runs into a word, not into a version's next part.
    let numbered = branch.starts_with(|ch: char| ch.is_ascii_digit());
    let after_number = branch.trim_start_matches(|ch: char| ch.is_ascii_digit());
    let issue_branch = numbered
        && after_number.starts_with(['-', '_'])
        && after_number
            .chars()
            .nth(1)
            .is_some_and(|ch| ch.is_ascii_alphabetic());
    let tag_like = (numbered && !issue_branch)
        || (branch.starts_with(['v', 'V'])
            && branch.chars().nth(1).is_some_and(|ch| ch.is_ascii_digit()))
        || (branch.split(['-', '_', '/']).skip(1).any(version_shaped)
            && !branch
                .split(['-', '_', '/'])
                .next()
                .is_some_and(|w| CHANGE_WORDS.iter().any(|c| w.eq_ignore_ascii_case(c))));
    // After its number, a release's or maintenance branch's name says what it is (Rails'
    // `7-1-stable`, `12-production`, `2-0-release`): its first or last word is a shared one.
    let shared_after_number = numbered && {
        let words: Vec<&str> = branch
            .trim_start_matches(|ch: char| ch.is_ascii_digit() || matches!(ch, '-' | '.' | '_'))
            .split(['-', '_', '.'])
            .filter(|w| !w.is_empty())
            .collect();
        // A pre-release's suffix (`1-2-0-rc1`, `2-0-beta`) names a version too.
        let pre_release = words.first().is_some_and(|w| {
            ["rc", "alpha", "beta", "pre"].iter().any(|p| {
                w.to_ascii_lowercase()
                    .strip_prefix(p)
                    .is_some_and(|n| n.chars().all(|ch| ch.is_ascii_digit()))
            })
        });
        pre_release
            || [words.first(), words.last()]
                .into_iter()
                .flatten()
                .any(|w| shared(w))
    };
    tag_like || shared_after_number
}

/// First words of a branch that changes a version rather than releasing one: a dependency's
/// bump (`bump-shelf-1.8.0`, `deps/serde-1.0`, `renovate/regex-1.x`), an upgrade or a fix for
/// one (`upgrade-to-v2.0`, `fix-py3.12`), a backport. A version after them is what the branch
/// moves to, not a tag.
const CHANGE_WORDS: &[&str] = &[
    "bump",
    "upgrade",
    "update",
    "deps",
    "dep",
    "dependabot",
    "renovate",
    "chore",
    "fix",
    "feat",
    "feature",
    "pin",
    "migrate",
    "support",
    "drop",
    "backport",
];

/// Whether a part of a ref's name is a version, as a release tag names one (`v0.3.0`, `1.2`,
/// `2.0.0-rc1` split at its dash: `2.0.0`): an optional `v`, then numbers joined by dots, at
/// least two. A crate's or package's release tag puts it after the name (`scd4x-async-v0.3.0`,
/// `ledger-core-0.3.0`); a lone number (`fw-96-low-power`) is an issue's.
fn version_shaped(part: &str) -> bool {
    let digits = part.strip_prefix(['v', 'V']).unwrap_or(part);
    let mut numbers = digits.split('.');
    let all = numbers
        .by_ref()
        .all(|n| !n.is_empty() && n.chars().all(|ch| ch.is_ascii_digit()));
    all && digits.split('.').count() >= 2
}

/// `git push -u origin feature/x`: a feature branch pushed to a named remote, with only options
/// that change nothing else (`-u`, `-q`, `-v`): asked once under the family of feature branch
/// pushes to that remote. A push that names no branch (`git push`, `git push origin`, `git
/// push origin HEAD`) pushes the current branch: the same, when the workspace's repository
/// says which branch is current ([`crate::GitHead`]) and it is not the default branch. A
/// force (`-f`, `--force-with-lease`, `+ref`), a delete (`-d`, `:ref`), `--mirror`, `--all`,
/// `--tags`, a refspec, a URL, a tag-like name (a version anywhere in it: `crate-v0.3.0`), a tag
/// an earlier command of the script made, a push whose branch is unknown, or a push to
/// the default or a shared branch (main, master, release*, prod*…) keeps always asking.
fn feature_push(
    rest: &[String],
    head: Option<&crate::GitHead>,
    elsewhere: Option<&str>,
    tags_made: &[String],
) -> Option<Verdict> {
    let mut names = Vec::new();
    for a in rest {
        match a.as_str() {
            "-u" | "--set-upstream" | "-q" | "--quiet" | "-v" | "--verbose" | "--porcelain" => {}
            _ if a.starts_with('-') => return None,
            _ => names.push(a.as_str()),
        }
    }
    let current = head.and_then(|h| h.branch.as_deref());
    let (remote, branch) = match names.as_slice() {
        [] => (
            head.and_then(|h| h.upstream_remote.as_deref())
                .unwrap_or("origin"),
            current?,
        ),
        [remote] | [remote, "HEAD"] => (*remote, current?),
        [remote, branch] => (*remote, *branch),
        _ => return None,
    };
    let plain = |w: &str| {
        !w.is_empty()
            && w.chars()
                .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.' | '/'))
            && !w.starts_with(['-', '.', '/'])
            && !w.contains("..")
            && !w.starts_with("refs/")
    };
    let shared = |w: &str| {
        let last = w.rsplit('/').next().unwrap_or(w);
        SHARED_BRANCHES.iter().any(|g| {
            airlock_facts::component_matches(g, w) || airlock_facts::component_matches(g, last)
        }) || head
            .and_then(|h| h.default_branch.as_deref())
            .is_some_and(|d| d == w)
    };
    if !plain(remote)
        || remote.contains('/')
        || !plain(branch)
        || shared(branch)
        || release_like(branch, &shared)
        || tags_made.iter().any(|t| t == branch)
    {
        return None;
    }
    let mut family = if remote == "origin" {
        FEATURE_PUSH.to_owned()
    } else {
        format!("{FEATURE_PUSH} to {remote}")
    };
    // Another repository's pushes are that repository's family: its `origin` is not the
    // workspace's.
    if let Some(repo) = elsewhere {
        family = format!("{family} in {}", repository_name(repo));
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        "knowledge: git push of a feature branch (feature branch push and pull request)",
        format!(
            "`git push` publishes the feature branch `{branch}` to `{remote}` for review; one approval covers `{family}` for the session"
        ),
    );
    v.grant = Some(family);
    Some(v)
}

/// The repository a git command works in when it is not the workspace's: the folder of `-C`,
/// `--git-dir` or `--work-tree`, or the folder a `cd` moved to outside the workspace.
fn git_elsewhere(c: &Command, here: bool) -> Option<String> {
    let globals: Vec<&String> = c.argv.iter().skip(1).collect();
    for (i, a) in globals.iter().enumerate() {
        if !a.starts_with('-') {
            break;
        }
        if matches!(a.as_str(), "-C" | "--git-dir" | "--work-tree") {
            return Some(
                globals
                    .get(i + 1)
                    .map_or_else(String::new, |v| (*v).clone()),
            );
        }
        for flag in ["--git-dir=", "--work-tree="] {
            if let Some(v) = a.strip_prefix(flag) {
                return Some(v.to_owned());
            }
        }
    }
    (!here).then(|| c.cwd.clone())
}

/// The family of feature branch pushes and their pull requests.
const FEATURE_PUSH: &str = "feature branch push and pull request";

/// The name of another repository, as its feature pushes' and pull requests' family names it:
/// the last part of its folder (`git -C ~/src/shelf-gitops push`) or of its forge's slug (`gh pr
/// create -R acme/shelf-gitops`), the name a clone's folder takes by default. The push of a
/// feature branch from the clone and the pull request opened for it on the forge are then one
/// answer, as they are in the workspace (issue 21). A repository's `.git` folder is named by
/// the folder holding it, a bare one without its `.git` ending; a folder named `.` or `..`, or
/// nothing, by its whole path.
fn repository_name(repo: &str) -> &str {
    let mut parts = repo.split('/').filter(|p| !p.is_empty()).rev();
    let last = parts.next().unwrap_or_default();
    let folder = if last == ".git" {
        parts.next().unwrap_or_default()
    } else {
        last
    };
    let name = folder.strip_suffix(".git").unwrap_or(folder);
    if matches!(name, "" | "." | ".." | "~") || name.contains('$') {
        repo
    } else {
        name
    }
}

/// `gh pr create`'s options that keep it this repository's request of the pushed branch, and
/// those of them that take a value.
const GH_PR_FLAGS: &[&str] = &[
    "--fill",
    "-f",
    "--fill-first",
    "--fill-verbose",
    "-d",
    "--draft",
    "--web",
    "-w",
];
const GH_PR_VALUED: &[&str] = &[
    "-t",
    "--title",
    "-b",
    "--body",
    "-B",
    "--base",
    "-l",
    "--label",
    "-a",
    "--assignee",
    "-r",
    "--reviewer",
    "-m",
    "--milestone",
];
/// `glab mr create`'s, likewise.
const GLAB_MR_FLAGS: &[&str] = &[
    "--fill",
    "-f",
    "--fill-commit-body",
    "--draft",
    "--web",
    "-w",
    "-y",
    "--yes",
    "--remove-source-branch",
    "--squash-before-merge",
];
const GLAB_MR_VALUED: &[&str] = &[
    "-t",
    "--title",
    "-d",
    "--description",
    "-b",
    "--target-branch",
    "-l",
    "--label",
    "-a",
    "--assignee",
    "--reviewer",
    "-m",
    "--milestone",
    "-s",
    "--source-branch",
];

/// Extensions of a file of prose, which a pull request's body may be read from.
const PROSE_EXTENSIONS: &[&str] = &[".md", ".markdown", ".txt", ".rst"];

/// `gh pr create` of this repository, its text given or filled from the commits: it publishes
/// the pushed feature branch for review, as the push did, so it is the push's family. Its body
/// read from a plain file of prose in the project (`--body-file .github/pr.md`: relative, no
/// climb, no expansion, [`PROSE_EXTENSIONS`], no hidden folder but the forge's, no secret
/// location) is text it publishes as a typed body would be. Another
/// repository named plainly (`-R owner/repo`, as a GitOps repository beside the project is)
/// is that repository's family of the same name, asked once apart. A body from any other
/// file or standard input, a head in another fork (`-H owner:branch`) or any option not
/// here keeps always asking. GitLab's `glab mr create` is the same request, with its own
/// options (`-d` is its description, `-s` its source branch in this repository).
fn pull_request(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let (flags, valued) = match (name, args.first().map(String::as_str)) {
        ("gh", Some("pr")) => (GH_PR_FLAGS, GH_PR_VALUED),
        ("glab", Some("mr")) => (GLAB_MR_FLAGS, GLAB_MR_VALUED),
        _ => return None,
    };
    if args.get(1).map(String::as_str) != Some("create") || !forge_env_plain(c) {
        return None;
    }
    let sub = args.first().map_or("", String::as_str);
    let mut repo = None;
    let mut it = args.iter().skip(2);
    while let Some(a) = it.next() {
        match a.as_str() {
            f if flags.contains(&f) => {}
            v if valued.contains(&v) => {
                it.next()?;
            }
            "-H" | "--head" if name == "gh" => {
                if it.next()?.contains(':') {
                    return None;
                }
            }
            "-F" | "--body-file" if name == "gh" => {
                if !pr_body_is_prose(it.next()?) {
                    return None;
                }
            }
            "-R" | "--repo" if name == "gh" => {
                let r = it.next()?;
                if !plain_owner_repo(r) {
                    return None;
                }
                repo = Some(r.clone());
            }
            _ => return None,
        }
    }
    // Run after a `cd` out of the workspace, it opens the request of that folder's repository,
    // whose pushes are that repository's family too (`feature_push`).
    let here = c.cwd.is_empty() || place(".", &c.cwd, env) == Place::Inside;
    if repo.is_none() && !here {
        repo = Some(c.cwd.clone());
    }
    let family = repo.map_or_else(
        || FEATURE_PUSH.to_owned(),
        |r| format!("{FEATURE_PUSH} in {}", repository_name(&r)),
    );
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: {name} {sub} create"),
        format!(
            "`{name} {sub} create` opens a pull request of the pushed branch for review; one approval covers `{family}` for the session"
        ),
    );
    v.grant = Some(family);
    Some(v)
}

/// `gh issue comment 88 --body '…'`, `gh pr comment --body-file notes.md`, `glab issue note 12
/// -m '…'`: a comment on an issue or a request of the workspace's own repository, the text
/// typed or read from a plain file of prose in the project. It is what a tracker's MCP server's
/// comment tool does, so it is asked once, under the same words (`comments and issue updates on
/// github`). Another repository (`-R`, a URL for the number, a `cd` out of the workspace), a body
/// built from an expansion, standard input or any other file, and any option not here keep
/// always asking; so do edits, closes, reviews, merges and every other subcommand.
fn issue_comment(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let (forge, body_opts): (&str, &[&str]) = match (name, args.first().map(String::as_str)) {
        ("gh", Some("issue" | "pr")) if args.get(1).is_some_and(|a| a == "comment") => {
            ("github", &["-b", "--body"])
        }
        ("glab", Some("issue" | "mr")) if args.get(1).is_some_and(|a| a == "note") => {
            ("gitlab", &["-m", "--message"])
        }
        _ => return None,
    };
    if c.dynamic.iter().any(|d| *d) || !forge_env_plain(c) {
        return None;
    }
    let here = c.cwd.is_empty() || place(".", &c.cwd, env) == Place::Inside;
    if !here {
        return None;
    }
    let mut numbers = 0;
    let mut it = args.iter().skip(2);
    while let Some(a) = it.next() {
        match a.as_str() {
            o if body_opts.contains(&o) => {
                it.next()?;
            }
            "-F" | "--body-file" if name == "gh" => {
                if !pr_body_is_prose(it.next()?) {
                    return None;
                }
            }
            "--edit-last" if name == "gh" => {}
            _ if body_opts
                .iter()
                .any(|o| o.starts_with("--") && a.starts_with(&format!("{o}="))) => {}
            n if !n.is_empty() && n.chars().all(|ch| ch.is_ascii_digit()) => numbers += 1,
            _ => return None,
        }
    }
    if numbers > 1 {
        return None;
    }
    let family = format!("comments and issue updates on {forge}");
    let sub = args.first().map_or("", String::as_str);
    let verb = args.get(1).map_or("", String::as_str);
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: {name} {sub} {verb}"),
        format!(
            "`{name} {sub} {verb}` comments on an issue or request of this repository; one approval covers `{family}` for the session"
        ),
    );
    v.grant = Some(family);
    Some(v)
}

/// Variables the forges' CLIs read that only change how they print: any other set for the
/// command or exported before it (`GH_REPO`, `GH_HOST`, `GH_TOKEN`, `GITLAB_HOST`, `GIT_DIR`,
/// `HOME`) may point it at another repository, host or account.
const FORGE_DISPLAY_VARIABLES: &[&str] = &[
    "GH_PAGER",
    "PAGER",
    "NO_COLOR",
    "CLICOLOR",
    "CLICOLOR_FORCE",
    "GH_PROMPT_DISABLED",
    "GH_NO_UPDATE_NOTIFIER",
    "GH_SPINNER_DISABLED",
    "GLAB_NO_PROMPT",
    "TERM",
];

/// Whether a forge CLI's command sets or sees no variable of its own but a display one
/// ([`FORGE_DISPLAY_VARIABLES`]): `GH_REPO=someone/else gh issue comment 1 -b x` comments on
/// another repository, as `-R` does.
fn forge_env_plain(c: &Command) -> bool {
    c.assignments.iter().chain(&c.exported).all(|a| {
        let name = a.split_once('=').map_or(a.as_str(), |(n, _)| n);
        FORGE_DISPLAY_VARIABLES.contains(&name)
    })
}

/// A pull request's body file is prose (`.md`, `.txt`) of the project: a settings file
/// (`.git/config` with a remote's token, a kubeconfig, `config/database.yml`) is never one, nor
/// a file in a tool's hidden folder other than the forge's own
/// (`.github/pull_request_template.md`).
fn pr_body_is_prose(f: &str) -> bool {
    let f = f.strip_prefix("./").unwrap_or(f);
    let lower = f.to_ascii_lowercase();
    !f.is_empty()
        && !f.starts_with(['/', '~', '-'])
        && !f.contains("..")
        && !f.contains(['$', '`', '*', '?', '\\'])
        && PROSE_EXTENSIONS.iter().any(|e| lower.ends_with(e))
        && f.split('/')
            .all(|p| !p.starts_with('.') || matches!(p, ".github" | ".gitlab"))
        && airlock_facts::secret_location(f).is_none()
}

/// A repository named plainly as `owner/name` (no URL, no expansion).
fn plain_owner_repo(r: &str) -> bool {
    r.split('/').count() == 2
        && r.split('/').all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.'))
        })
}

fn git_destructive(sub: &str, rest: &[String]) -> Option<Verdict> {
    let has = |w: &str| rest.iter().any(|a| a == w);
    let short = |letter: char| {
        rest.iter()
            .any(|a| a.starts_with('-') && !a.starts_with("--") && a.contains(letter))
    };
    let (row, why) = match sub {
        "push" | "send-pack" => ("git push", "publishes commits"),
        "reset" if has("--hard") || has("--merge") || has("--keep") => {
            ("git reset --hard", "discards work")
        }
        "clean" if short('f') || has("--force") => ("git clean -f", "deletes untracked files"),
        "checkout" if has("--") || has("-f") || has("--force") || has(".") => {
            ("git checkout --", "discards changes")
        }
        // `git checkout src/a.rs` discards the file's changes as `git checkout -- src/a.rs`
        // does; a branch is named without a dot (`main`, `feature/x`), a file mostly with one.
        "checkout"
            if !(has("-b") || has("-B"))
                && rest
                    .iter()
                    .any(|a| !a.starts_with('-') && (a.contains('.') || a.ends_with('/'))) =>
        {
            ("git checkout FILE", "discards the file's changes")
        }
        "rm" if short('f') || has("--force") => ("git rm -f", "deletes files with their changes"),
        "restore" if !(has("--staged") || has("-S")) || has("--worktree") || has("-W") => {
            ("git restore", "discards changes")
        }
        "switch" if has("-f") || has("--force") || has("--discard-changes") => {
            ("git switch -f", "discards changes")
        }
        "branch"
            if has("-D") || (has("--delete") && (has("-f") || has("--force"))) || has("-M") =>
        {
            ("git branch -D", "deletes or overwrites a branch")
        }
        "stash" if rest.first().is_some_and(|a| a == "drop" || a == "clear") => {
            ("git stash drop", "discards stashed work")
        }
        "filter-branch" | "filter-repo" => ("git history rewrite", "rewrites history"),
        "worktree"
            if rest.first().is_some_and(|a| a == "remove") && (short('f') || has("--force")) =>
        {
            (
                "git worktree remove --force",
                "discards the worktree's uncommitted changes",
            )
        }
        "lfs" => git_lfs_destructive(rest)?,
        "reflog" if rest.first().is_some_and(|a| a == "expire" || a == "delete") => {
            ("git reflog expire", "drops recovery points")
        }
        "gc" if rest.iter().any(|a| a.starts_with("--prune")) => {
            ("git gc --prune", "drops unreachable commits")
        }
        "update-ref" if has("-d") => ("git update-ref -d", "deletes a ref"),
        "credential" | "credential-store" | "credential-cache" | "credential-osxkeychain" => {
            ("git credential", "prints or changes stored credentials")
        }
        "send-email" => ("git send-email", "publishes patches by mail"),
        "config"
            if (has("--global") || has("--system"))
                && (rest.iter().filter(|a| !a.starts_with('-')).count() >= 2
                    || rest.iter().any(|a| GIT_CONFIG_SETS.contains(&a.as_str()))) =>
        {
            (
                "git config --global",
                "changes git's configuration for every repository",
            )
        }
        "config" if git_config_sets_a_program(rest) => {
            ("git config", "sets a key that makes git run a program")
        }
        _ => return None,
    };
    Some(ask(format!("destructive: {row}"), why))
}

/// `git lfs`: `install` and `uninstall` without `--local` or `--worktree` change the user's
/// git configuration, `migrate import|export` rewrites history, and `push` sends objects to
/// a remote.
fn git_lfs_destructive(rest: &[String]) -> Option<(&'static str, &'static str)> {
    let has = |w: &str| rest.iter().any(|a| a == w);
    match rest.first().map(String::as_str) {
        Some("install" | "uninstall") if !(has("--local") || has("--worktree")) => Some((
            "git lfs install",
            "changes git's configuration for every repository",
        )),
        Some("migrate") if rest.iter().any(|a| a == "import" || a == "export") => {
            Some(("git lfs migrate", "rewrites history"))
        }
        Some("push") => Some(("git lfs push", "publishes objects to a remote")),
        _ => None,
    }
}

/// Whether `git config REST…` sets a key that makes git run a program.
fn git_config_sets_a_program(rest: &[String]) -> bool {
    let has = |w: &str| rest.iter().any(|a| a == w);
    let Some(key) = rest.iter().find(|a| !a.starts_with('-')) else {
        return false;
    };
    let key = key.to_ascii_lowercase();
    let sets = rest.iter().filter(|a| !a.starts_with('-')).count() >= 2
        || has("--add")
        || has("--replace-all")
        || has("set");
    let runs = GIT_EXEC_KEYS.iter().any(|k| {
        if k.starts_with('.') {
            key.ends_with(k)
        } else {
            key.starts_with(k)
        }
    });
    sets && runs
}

fn destructive(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    if DESTRUCTIVE_PROGRAMS.contains(&name) || name.starts_with("mkfs.") {
        return Some(ask(format!("destructive: {name}"), "destroys data"));
    }
    if (SHELLS.contains(&name) || matches!(name, "source" | "."))
        && let Some(v) = hidden_script(name, args, c)
    {
        return Some(v);
    }
    if PRIVILEGED.contains(&name) {
        return Some(ask(
            format!("privilege: {name}"),
            format!("`{name}` runs a shell or command as another user"),
        ));
    }
    if name == "eval" {
        return Some(ask(
            "hidden: eval of an expansion",
            "eval runs text built at run time",
        ));
    }
    match name {
        "rm" | "unlink" => {
            if let Some(v) = rm(name, args, c, env) {
                return Some(v);
            }
            if c.spawn != Spawn::None {
                return Some(ask(
                    format!("destructive: {name} of paths found at run time"),
                    format!(
                        "`{name}` removes every path {} hands it",
                        c.wrappers.last().map_or("", String::as_str)
                    ),
                ));
            }
        }
        "dd" if args.iter().any(|a| a.starts_with("of=")) => {
            return Some(ask("destructive: dd of=", "dd writes raw data"));
        }
        "chmod" | "chown" | "chgrp" if short_or_long(args, 'R', "--recursive") => {
            return Some(ask(
                format!("destructive: {name} -R"),
                "changes a whole tree",
            ));
        }
        "crontab" if short_or_long(args, 'r', "--remove") => {
            return Some(ask(
                "destructive: crontab -r",
                "removes every scheduled job",
            ));
        }
        "curl" | "wget" => {
            let outputs = ["-o", "-O", "--output", "--output-document"];
            let found = args
                .iter()
                .enumerate()
                .filter(|(_, a)| outputs.iter().any(|f| is_flag(a, f, true)))
                .filter_map(|(i, a)| {
                    let f = outputs.iter().find(|f| is_flag(a, f, true))?;
                    let t = flag_value(args, i, f)?;
                    Some(output_to(t, false, &c.cwd, env, "write: download"))
                });
            return worst(found).filter(|v| v.level == Level::AlwaysAsk);
        }
        _ => {}
    }
    if let Some((row, why)) = fed_code(name, args, c) {
        return Some(ask(row, why));
    }
    // Django's `manage.py dbshell -- -c SQL` runs the project's database client on that SQL.
    let dbshell = args.iter().any(|a| a == "dbshell")
        && (name.starts_with("python") || args.iter().any(|a| a.ends_with("manage.py")));
    if SQL_CLIENTS.contains(&name) || dbshell {
        return sql_destructive(name, args, c);
    }
    None
}

/// Code a console or a REPL of the project is fed on its standard input (or, for a Haskell
/// REPL, given with `-e`) that destroys, prints credentials, reaches the network or is not
/// shown: the row and the reason.
fn fed_code(name: &str, args: &[String], c: &Command) -> Option<(&'static str, &'static str)> {
    let stdin = c.stdin.as_deref();
    crate::frameworks::console_input(name, args, stdin, c.piped_input)
        .or_else(|| crate::stacktools::haskell_repl_input(name, args, stdin, c.piped_input))
}

/// `rm -r` (a clean of build output, else a tree removed), `rm -f`.
fn rm(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    // `find … -name __pycache__ -exec rm -rf {} +`: what find selects decides.
    if name == "rm"
        && matches!(c.spawn, Spawn::Find(_))
        && args.iter().all(|a| {
            a == "{}" || (a.starts_with('-') && a.chars().skip(1).all(|ch| "rRfv".contains(ch)))
        })
        && let Some(v) = find_clean(&c.find_args, c, env)
    {
        return Some(v);
    }
    if name == "rm"
        && (short_or_long(args, 'r', "--recursive") || short_or_long(args, 'R', "--recursive"))
    {
        return Some(
            clean_build_output(args, c, env)
                .or_else(|| crate::homecaches::cache_removal(name, args, c))
                .unwrap_or_else(|| ask("destructive: rm -r", "removes directory trees")),
        );
    }
    if name == "rm" && short_or_long(args, 'f', "--force") {
        return Some(
            clean_build_output(args, c, env)
                .unwrap_or_else(|| ask("destructive: rm -f", "removes files without asking")),
        );
    }
    // A plain removal of scratch files under /tmp only, as `rm -f` of them is.
    let operands: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    if !operands.is_empty() && operands.iter().all(|a| removable_scratch(a, args, &c.cwd)) {
        return clean_build_output(args, c, env);
    }
    None
}

/// `find ROOTS -name NAME … -delete` or `-exec rm -rf {} +`, where find selects only by names
/// of build output (`__pycache__`, `*.pyc`, `node_modules`: [`BUILD_OUTPUT`], by name or as
/// the same glob) under literal roots inside the workspace: a clean of build output, as `rm -rf`
/// of each would be. Any other test, a root outside, or a name that is not build output keeps
/// the removal asking.
fn find_clean(find_args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let (roots, names) = crate::runners::find_selection(find_args)?;
    let ws = env.workspace?.trim_end_matches('/');
    let names_ok = names.iter().all(|n| {
        if n.contains(['*', '?', '[']) {
            BUILD_OUTPUT.contains(n)
        } else {
            output_name(n, BUILD_OUTPUT)
        }
    });
    let roots_ok = roots.iter().all(|r| {
        !r.contains(['*', '?', '[', '{', '~', '$', '`'])
            && place(r, &c.cwd, env) == Place::Inside
            && !protected(r, &c.cwd, env)
            && absolute(r, &c.cwd, env).is_some_and(|abs| {
                let rel = abs.strip_prefix(ws).unwrap_or(&abs);
                !rel.split('/').any(|p| {
                    p == ".git"
                        || KEPT_DATA
                            .iter()
                            .any(|g| airlock_facts::component_matches(g, p))
                })
            })
    });
    (names_ok && roots_ok && !c.script_moves_files).then(|| {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            "knowledge: find of build output, removed",
            format!(
                "`{}` removes build output the build makes again; one approval covers `{CLEAN}` for the session",
                c.text
            ),
        );
        v.grant = Some(CLEAN.to_owned());
        v
    })
}

/// A database client's statement (in its arguments or fed on stdin) that drops or empties data.
fn sql_destructive(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let text = args
        .iter()
        .map(String::as_str)
        .chain(c.stdin.as_deref())
        .collect::<Vec<_>>()
        .join(" ");
    // Any run of white space (a tab, a new line) is one space, as SQL reads it.
    let up = text
        .to_ascii_uppercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    // sqlite3's dot commands that run a program (`.shell`, `.system`), as an argument, a
    // `-cmd` or on standard input.
    if name == "sqlite3" && (up.contains(".SHELL") || up.contains(".SYSTEM")) {
        return Some(ask(
            "destructive: sqlite3 .shell".to_owned(),
            "runs a shell command",
        ));
    }
    if let Some(stmt) = SQL_DESTRUCTIVE.iter().find(|s| up.contains(*s)) {
        return Some(ask(
            format!("destructive: SQL {}", stmt.trim()),
            "drops or empties data",
        ));
    }
    // The code of a client that runs JavaScript (`mongosh --eval`) or Lua (`redis-cli EVAL`):
    // a call whose name destroys, as an interpreter's inline code is judged.
    if matches!(name, "mongosh" | "mongo" | "redis-cli")
        && let Some(call) = crate::recall::destroying_call(&text)
    {
        return Some(ask(
            format!("destructive: {name} code calls {call}"),
            "the code it runs destroys, clears or resets data",
        ));
    }
    None
}

/// A shell or `source` whose script is not shown: read from a pipe, a download, an expansion or
/// a process substitution.
fn hidden_script(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let script = args
        .iter()
        .zip(c.dynamic.iter().skip(1))
        .find(|(a, _)| !a.starts_with('-') && !a.starts_with('+'));
    let hidden = |row: &str, why: &str| Some(ask(format!("hidden: {row}"), why.to_owned()));
    match script {
        _ if c.piped_from_download && script.is_none() => Some(ask(
            format!("destructive: download piped to {name}"),
            "a downloaded script runs unread",
        )),
        None if name == "source" || name == "." => None,
        None => hidden(
            "shell reading standard input",
            "the shell runs a script that is not shown",
        ),
        Some((a, _)) if a == PROCESS_SUBSTITUTION => hidden(
            &format!("{name} of a process substitution"),
            "the script is the output of another command, not shown",
        ),
        _ if args
            .iter()
            .any(|a| a.starts_with('-') && !a.starts_with("--") && a.contains('c')) =>
        {
            hidden(
                &format!("{name} -c script from expansion"),
                "the shell runs a script that is not shown",
            )
        }
        Some((_, true)) => hidden(
            &format!("{name} script from expansion"),
            "the script's name is built at run time",
        ),
        _ => None,
    }
}
