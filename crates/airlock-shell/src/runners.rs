//! Wrappers and project-local tools, as tables: what a command that runs another tool of the
//! project resolves to.
//!
//! - A program named by a path inside the project's dependency folders (`vendor/bin/phpunit`,
//!   `node_modules/.bin/vitest`, `.venv/bin/alembic`) is the tool the project's own manifest
//!   installed there: its rows decide (its dangerous rows still ask), and a tool no table knows
//!   is the project family, unless its words deploy, release or publish.
//! - An interpreter given such a path (`php vendor/bin/envoy run deploy`, `node
//!   node_modules/.bin/tsc`) runs that tool: the same.
//! - `python -m MODULE` runs MODULE: a known tool's rows decide (`python -m alembic downgrade`
//!   is alembic's), the standard library's modules keep their own row, and any other module is
//!   the project's own code or one of its dependencies, run as `python script.py` is: the
//!   project family, unless its name deploys, releases or publishes.
//!
//! None of these fetches new code: what runs was installed by the project's own manifest or is
//! the project's own code, which the agent could as well run as a script of its own.

use crate::toolchains::{Row, Toolchain};

/// Folders a dependency manager installs the project's tools into, as the path's directories
/// from the innermost out (`vendor/bin/x` is `["bin", "vendor"]`): Composer's `vendor/bin`,
/// npm's `node_modules/.bin`, a Python environment's `bin`, Bundler's binstubs under
/// `vendor/bundle`.
pub(crate) fn dependency_bin(dirs: &[&str]) -> bool {
    let dirs: Vec<&str> = dirs.iter().copied().filter(|d| *d != ".").collect();
    match dirs.as_slice() {
        ["bin", "vendor", ..]
        | [".bin", "node_modules", ..]
        | ["bin", _, "ruby", "bundle", "vendor", ..] => true,
        ["bin", env, ..] => matches!(*env, ".venv" | "venv" | "env"),
        _ => false,
    }
}

/// Whether a program by path (its directories innermost first, its name) is the project's own
/// environment's toolchain (`.venv/bin/pip install -r requirements.txt`,
/// `node_modules/.bin/vitest`, `vendor/bin/phpunit`): its builds are the toolchain's family, as
/// the project's `manage.py` or `build.rs` already are; its reads still ask, since a path is
/// never allowed as the known program. The build tool's wrapper the project commits
/// (`./gradlew`, `./mvnw`) and its binstubs (`bin/rails`, `bin/rspec`: a known program's name
/// in the project's own `bin/`) are its toolchain too.
pub(crate) fn project_bin(dirs: &[&str], base: &str) -> bool {
    matches!(dirs, ["bin", ".env", ..] | ["bin"] | ["bin", "."])
        || dependency_bin(dirs)
        || matches!(base, "gradlew" | "mvnw")
}

/// Interpreters that run a tool's script given by path (`php vendor/bin/phpunit`).
pub(crate) const SCRIPT_INTERPRETERS: &[&str] = &["php", "node", "python", "python3", "ruby"];

/// The script an interpreter runs when it is a tool in a dependency folder: the index of the
/// path in `args`. Only the interpreter's first word counts (no options before it), so that an
/// option's value is never taken for the script.
pub(crate) fn interpreted_tool(name: &str, args: &[String], dynamic: &[bool]) -> Option<usize> {
    if !SCRIPT_INTERPRETERS.contains(&name) {
        return None;
    }
    let path = args.first()?;
    if dynamic.first().copied().unwrap_or(true) || !path.contains('/') || path.starts_with('/') {
        return None;
    }
    let dirs: Vec<&str> = path.rsplit('/').skip(1).collect();
    dependency_bin(&dirs).then_some(0)
}

/// Words of a tool's command line that deploy, release or publish: a tool no table knows that
/// says one of these is never the project family.
pub(crate) const RELEASE_ARGS: &[&str] = &[
    "publish*",
    "*-publish*",
    "*:publish*",
    "release*",
    "*-release*",
    "*:release*",
    "deploy*",
    "*-deploy*",
    "*:deploy*",
    "*.deploy*",
    "rollout*",
    "upload*",
    "push*",
    "*-push",
];

/// Whether one of `words` (positional words, options' values after `=` too) deploys,
/// releases or publishes.
pub(crate) fn releases(words: &[String]) -> bool {
    words.iter().any(|w| {
        let w = w.split_once('=').map_or(w.as_str(), |(_, v)| v);
        w.split(['.', '/']).chain([w]).any(|part| {
            RELEASE_ARGS
                .iter()
                .any(|g| airlock_facts::component_matches(g, part))
        })
    })
}

/// Top-level modules of Python's standard library an agent runs with `-m`: they are not the
/// project's code, so `python -m` of one keeps its own row (a server, a mail relay, pip).
const PY_STDLIB: &[&str] = &[
    "http",
    "smtpd",
    "smtplib",
    "xmlrpc",
    "ftplib",
    "webbrowser",
    "ensurepip",
    "pip",
    "pydoc",
    "zipapp",
    "json",
    "timeit",
    "cProfile",
    "profile",
    "pdb",
    "trace",
    "tokenize",
    "ast",
    "dis",
    "tabnanny",
    "py_compile",
    "sqlite3",
    "asyncio",
    "base64",
    "calendar",
    "encodings",
    "gzip",
    "tarfile",
    "zipfile",
    "uuid",
    "venv",
    "site",
    "sysconfig",
    "platform",
    "idlelib",
    "turtledemo",
    "lib2to3",
    "doctest",
    "unittest",
    "compileall",
    "mimetypes",
    "quopri",
    "uu",
    "telnetlib",
    "poplib",
    "imaplib",
    "nntplib",
    "socketserver",
    "wsgiref",
    "shutil",
    "os",
    "sys",
    "code",
    "runpy",
    "pickle",
    "pickletools",
    "filecmp",
    "difflib",
    "inspect",
    "random",
    "string",
    "this",
    "antigravity",
];

/// What `python -m MODULE` runs, as a program a table may know: the module's name, with
/// underscores as the tool's dashes (`pre_commit` is `pre-commit`).
pub(crate) fn module_program(module: &str) -> String {
    module.replace('_', "-")
}

/// Whether `python -m MODULE` runs the project's own code or one of its installed
/// dependencies: not a module of the standard library, a plain dotted name.
pub(crate) fn project_module(module: &str) -> bool {
    let top = module.split('.').next().unwrap_or(module);
    !top.is_empty()
        && !PY_STDLIB.contains(&top)
        && module.split('.').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
        })
}

const INFRA: &str = "infrastructure";

/// Task runners that run their tasks on remote servers over SSH (Laravel Envoy): every run
/// acts on the servers, except listing tasks and versions.
const REMOTE_TASKS: &[Row] = &[
    crate::toolchains::read("--version"),
    crate::toolchains::read("-V"),
    crate::toolchains::read("tasks"),
    crate::toolchains::read("list"),
    crate::toolchains::read("help"),
    crate::toolchains::danger("*", INFRA),
];

const DESTROYING: &str = "destroying data";
const CREDENTIALS: &str = "credentials";
const REMOTE: &str = "remote";

/// Laravel Sail (`vendor/bin/sail`): the project's docker compose services and the commands it
/// runs in them (`sail artisan`, `sail composer`, `sail test`), under its own family since it
/// acts on containers; what drops the volumes or the database, shares the site publicly or
/// opens a shell keeps its own rows, as `docker compose` and `php artisan` have them.
const SAIL: &[Row] = &[
    crate::toolchains::danger("down", DESTROYING).needs(&["-v", "--volumes"]),
    crate::toolchains::danger("artisan migrate:fresh", DESTROYING),
    crate::toolchains::danger("artisan migrate:reset", DESTROYING),
    crate::toolchains::danger("artisan migrate:rollback", DESTROYING),
    crate::toolchains::danger("artisan migrate:refresh", DESTROYING),
    crate::toolchains::danger("artisan db:wipe", DESTROYING),
    crate::toolchains::danger("artisan key:generate", CREDENTIALS),
    crate::toolchains::danger("artisan down", INFRA),
    crate::toolchains::danger("share", REMOTE),
    crate::toolchains::danger("root-shell", crate::toolchains::PRIVILEGE_CATEGORY),
    crate::toolchains::read("--version"),
    crate::toolchains::read("ps"),
    crate::toolchains::ask("artisan tinker"),
    crate::toolchains::ask("tinker"),
    crate::toolchains::ask("shell"),
    crate::toolchains::ask("bash"),
    crate::toolchains::ask("mysql"),
    crate::toolchains::ask("psql"),
    crate::toolchains::ask("redis"),
];

/// The toolchains this file adds to the built-in knowledge.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    crate::toolchains::outside(crate::toolchains::tool(
        &["envoy"],
        "deploy",
        &["--path", "--story"],
        REMOTE_TASKS,
        crate::toolchains::Kind::Danger(INFRA),
    )),
    crate::toolchains::outside(crate::toolchains::tool(
        &["sail"],
        "sail",
        &["-f", "--file"],
        SAIL,
        crate::toolchains::Kind::Build,
    )),
];

/// What `find ROOTS TESTS…` selects, when it selects only by name (`-name`, `-iname`, with
/// `-type`, `-prune`, `-o`, depth limits, and exclusions by `-not -path`): its roots and the
/// names; `None` for any other test or option (`-L` follows links out of the tree, `-newer`,
/// `-size`…), which may select anything. Reading stops at the action (`-exec`, `-delete`).
pub(crate) fn find_selection(args: &[String]) -> Option<(Vec<&str>, Vec<&str>)> {
    let roots: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .take_while(|a| !a.starts_with('-') && !matches!(*a, "(" | "!" | ")"))
        .collect();
    let mut names = Vec::new();
    let mut it = args.iter().map(String::as_str).skip(roots.len());
    while let Some(a) = it.next() {
        match a {
            "-name" | "-iname" => names.push(it.next()?),
            "-type" => {
                if !matches!(it.next()?, "d" | "f") {
                    return None;
                }
            }
            "-maxdepth" | "-mindepth" => {
                it.next()?.parse::<u32>().ok()?;
            }
            "!" | "-not" => match it.next()? {
                // An exclusion only narrows what is selected.
                "-path" | "-ipath" | "-name" | "-iname" | "-wholename" => {
                    it.next()?;
                }
                _ => return None,
            },
            "-prune" | "-o" | "-or" | "-a" | "-and" | "(" | ")" | "-depth" | "-print" => {}
            "-exec" | "-execdir" | "-delete" => break,
            _ => return None,
        }
    }
    (!roots.is_empty() && !names.is_empty()).then_some((roots, names))
}
