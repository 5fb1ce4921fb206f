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

/// The shell's own control-flow builtins: they run nothing and change no file, only where the
/// script goes next (`cargo test || break` in a loop, `while :; do …`). A loop is the family
/// of its body (what it runs is judged command by command); these add nothing to it.
pub(crate) const SHELL_CONTROL: &[&str] =
    &["break", "continue", ":", "return", "exit", "shift", "wait"];

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
/// runs in them (`sail up`, `sail artisan`, `sail composer`, `sail test`), the project's family
/// as the project's own compose file is (Sail runs the `docker-compose.yml` of the project);
/// what drops the volumes or the database, shares the site publicly or opens a shell keeps its
/// own rows, as `docker compose` and `php artisan` have them.
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

/// Playwright's test runner: its tests are the project's (the project family), and so is
/// installing the browsers the project's installed Playwright pins (into the user's cache, as
/// a build fetches its locked dependencies); installing their system libraries
/// (`install-deps`, `install --with-deps`) runs the system's package manager as root.
const PLAYWRIGHT: &[Row] = &[
    crate::toolchains::read("--version"),
    crate::toolchains::read("-V"),
    crate::toolchains::read("--help"),
    crate::toolchains::read("help"),
    crate::toolchains::danger("install-deps", crate::toolchains::GLOBAL),
    crate::toolchains::danger("install", crate::toolchains::GLOBAL).needs(&["--with-deps"]),
    crate::toolchains::build("install"),
    crate::toolchains::ask("uninstall"),
    crate::toolchains::build("test"),
    crate::toolchains::build("show-report"),
    crate::toolchains::build("show-trace"),
    crate::toolchains::build("merge-reports"),
];

/// Deleters by path that node projects run (`rimraf`, `del-cli`): `rm -rf` under another
/// name, so every run that names something asks.
const DELETERS: &[Row] = &[
    crate::toolchains::read("--version"),
    crate::toolchains::read("--help"),
    crate::toolchains::danger("*", DESTROYING),
];

/// pm2, the node process manager, on this machine: starting, restarting, reloading or stopping
/// the project's ecosystem file or a script of the project runs the project's own code, as
/// `node server.js` does (the project family); its lists, status and logs read. Acting on
/// every process the user runs under pm2 (`all`, a pattern), killing the daemon,
/// flushing logs, printing a process's environment (`env`, `jlist`, `prettylist`), boot
/// scripts, modules, deploys and its cloud link always ask. A process named by its name or id
/// (maybe another project's: stopping or deleting it is recoverable, it can be started again)
/// and a program started by name (`pm2 start npm -- start`, whose
/// command is judged on its own as well) are asked under their own row.
const PM2: &[Row] = &[
    crate::toolchains::read("--version"),
    crate::toolchains::read("-v"),
    crate::toolchains::read("version"),
    crate::toolchains::read("ping"),
    crate::toolchains::read("list"),
    crate::toolchains::read("ls"),
    crate::toolchains::read("l"),
    crate::toolchains::read("status"),
    crate::toolchains::read("logs"),
    crate::toolchains::read("log"),
    crate::toolchains::read("monit"),
    crate::toolchains::read("describe"),
    crate::toolchains::read("desc"),
    crate::toolchains::read("show"),
    crate::toolchains::read("info"),
    crate::toolchains::danger("flush", DESTROYING),
    crate::toolchains::danger("kill", crate::toolchains::GLOBAL),
    crate::toolchains::danger("* all", crate::toolchains::GLOBAL),
    // Processes by a regular expression (`/^api/`): maybe every process of the user.
    crate::toolchains::danger("delete /*", crate::toolchains::GLOBAL),
    crate::toolchains::danger("stop /*", crate::toolchains::GLOBAL),
    crate::toolchains::danger("restart /*", crate::toolchains::GLOBAL),
    crate::toolchains::danger("reload /*", crate::toolchains::GLOBAL),
    crate::toolchains::danger("env", CREDENTIALS),
    crate::toolchains::danger("jlist", CREDENTIALS),
    crate::toolchains::danger("prettylist", CREDENTIALS),
    crate::toolchains::danger("link", CREDENTIALS),
    crate::toolchains::danger("unlink", CREDENTIALS),
    crate::toolchains::danger("plus", CREDENTIALS),
    crate::toolchains::danger("login", CREDENTIALS),
    crate::toolchains::danger("logout", CREDENTIALS),
    crate::toolchains::danger("startup", crate::toolchains::GLOBAL),
    crate::toolchains::danger("unstartup", crate::toolchains::GLOBAL),
    crate::toolchains::danger("install", crate::toolchains::GLOBAL),
    crate::toolchains::danger("uninstall", crate::toolchains::GLOBAL),
    crate::toolchains::danger("module:*", crate::toolchains::GLOBAL),
    crate::toolchains::danger("deploy", INFRA),
    // A path outside the workspace is not the project's.
    crate::toolchains::ask("* /*"),
    crate::toolchains::ask("* ~*"),
    crate::toolchains::ask("* ..*"),
    crate::toolchains::ask("* $*"),
    crate::toolchains::build("start ecosystem*"),
    crate::toolchains::build("restart ecosystem*"),
    crate::toolchains::build("reload ecosystem*"),
    crate::toolchains::build("stop ecosystem*"),
    crate::toolchains::build("delete ecosystem*"),
    crate::toolchains::build("delete *.config.*"),
    crate::toolchains::build("start *.js"),
    crate::toolchains::build("start *.cjs"),
    crate::toolchains::build("start *.mjs"),
    crate::toolchains::build("start *.ts"),
    crate::toolchains::build("start *.json"),
    crate::toolchains::build("start *.yml"),
    crate::toolchains::build("start *.yaml"),
    crate::toolchains::build("start *.config.*"),
    crate::toolchains::build("start *.py"),
    crate::toolchains::build("restart *.config.*"),
    crate::toolchains::build("reload *.config.*"),
    crate::toolchains::build("stop *.config.*"),
    crate::toolchains::build("restart *.json"),
    crate::toolchains::build("reload *.json"),
    crate::toolchains::build("stop *.json"),
];

/// Procfile runners (foreman, honcho, overmind, hivemind): starting the project's Procfile
/// runs the project's own processes on this machine (the project family), as do stopping and
/// restarting them; `run CMD` runs CMD with the project's `.env` in its environment (CMD is
/// judged on its own too); `export` writes init scripts for the system's service manager.
const PROCFILE: &[Row] = &[
    crate::toolchains::read("--version"),
    crate::toolchains::read("version"),
    crate::toolchains::read("help"),
    crate::toolchains::read("check"),
    crate::toolchains::read("status"),
    crate::toolchains::read("echo"),
    crate::toolchains::danger("export", crate::toolchains::GLOBAL),
    crate::toolchains::build("start"),
    crate::toolchains::build("s"),
    crate::toolchains::build("restart"),
    crate::toolchains::build("r"),
    crate::toolchains::build("stop"),
    crate::toolchains::build("interrupt"),
    crate::toolchains::build("i"),
    crate::toolchains::build("kill"),
    crate::toolchains::build("k"),
    crate::toolchains::build("quit"),
    crate::toolchains::build("q"),
    crate::toolchains::build("connect"),
    crate::toolchains::build("c"),
    crate::toolchains::build("run"),
    crate::toolchains::build("Procfile*"),
    crate::toolchains::build("$"),
];

/// cargo's third-party subcommands that are a standalone tool under another name: `cargo X
/// ARGS` runs that tool with ARGS (`cargo sqlx prepare` is sqlx-cli's `sqlx prepare`), so the
/// tool's table decides, its dangerous rows first.
pub(crate) const CARGO_SUBTOOLS: &[(&str, &str)] = &[
    ("sqlx", "sqlx"),
    ("leptos", "cargo-leptos"),
    ("shuttle", "shuttle"),
    ("lambda", "cargo-lambda"),
    ("make", "cargo-make"),
    ("tauri", "tauri"),
    ("flash", "cargo-flash"),
    ("embed", "cargo-embed"),
];

/// cargo-leptos: building, serving, watching and testing the project's app (the project
/// family); `new` fetches a template from a git repository.
const LEPTOS: &[Row] = &[
    crate::toolchains::read("--version"),
    crate::toolchains::read("-V"),
    crate::toolchains::read("--help"),
    crate::toolchains::build("build"),
    crate::toolchains::build("watch"),
    crate::toolchains::build("serve"),
    crate::toolchains::build("test"),
    crate::toolchains::build("end-to-end"),
];

/// Shuttle's command line (`cargo shuttle`, `shuttle`): running the project on this machine is
/// the project family; its status, logs and lists read; deploying and every command not listed
/// acts on the hosted service; deleting a project or a resource destroys it; logins and
/// secrets are credentials.
const SHUTTLE: &[Row] = &[
    crate::toolchains::danger("login", CREDENTIALS),
    crate::toolchains::danger("logout", CREDENTIALS),
    crate::toolchains::danger("... delete", DESTROYING),
    crate::toolchains::danger("... stop", INFRA),
    crate::toolchains::read("--version"),
    crate::toolchains::read("-V"),
    crate::toolchains::read("--help"),
    crate::toolchains::read("status"),
    crate::toolchains::read("logs"),
    crate::toolchains::read("project status"),
    crate::toolchains::read("project list"),
    crate::toolchains::read("project ls"),
    crate::toolchains::read("deployment list"),
    crate::toolchains::read("deployment status"),
    crate::toolchains::read("resource list"),
    crate::toolchains::read("certificate list"),
    crate::toolchains::build("run"),
];

/// cargo-lambda: building and the local emulator (`watch`, `invoke` of it) are the project
/// family; `deploy` and an invocation of the deployed function (`--remote`) act on AWS.
const LAMBDA: &[Row] = &[
    crate::toolchains::danger("deploy", INFRA),
    crate::toolchains::danger("invoke", INFRA).needs(&["--remote", "-R"]),
    crate::toolchains::read("--version"),
    crate::toolchains::read("-V"),
    crate::toolchains::read("--help"),
    crate::toolchains::build("build"),
    crate::toolchains::build("watch"),
    crate::toolchains::build("start"),
    crate::toolchains::build("invoke"),
];

/// cargo-make (`cargo make TASK`, `makers TASK`): a task runner whose tasks are the project's,
/// as make's targets are; tasks that deploy, publish, install or drop always ask (make's target
/// rows); listing tasks reads.
const CARGO_MAKE: &[Row] = &[
    crate::toolchains::read("--version"),
    crate::toolchains::read("-V"),
    crate::toolchains::read("--help"),
    crate::toolchains::read("--list-all-steps"),
    crate::toolchains::build("*"),
    crate::toolchains::build("$"),
];

/// Tauri's command line (`cargo tauri`, `tauri`, `pnpm tauri`, `npx tauri`): the app's dev
/// server, builds and icons are the project family, `info` reads, plugins added are new
/// dependencies; the updater's signing key (signing, generating) is a credential.
const TAURI: &[Row] = &[
    // The updater's key: signing makes an artifact every installed app accepts as an update,
    // and generating one writes a new private key (over the old one with `--force`, which
    // loses every installed app's updates).
    crate::toolchains::danger("signer", CREDENTIALS),
    // A plugin added (its crate and its npm package) is a new dependency.
    crate::toolchains::add_dependency("add"),
    crate::toolchains::add_dependency("plugin add"),
    crate::toolchains::ask("plugin *"),
    crate::toolchains::build("remove"),
    crate::toolchains::build("migrate"),
    crate::toolchains::build("permission *"),
    crate::toolchains::build("capability *"),
    crate::toolchains::build("completions"),
    crate::toolchains::read("--version"),
    crate::toolchains::read("-V"),
    crate::toolchains::read("--help"),
    crate::toolchains::read("info"),
    crate::toolchains::build("dev"),
    crate::toolchains::build("build"),
    crate::toolchains::build("bundle"),
    crate::toolchains::build("icon"),
    crate::toolchains::build("android dev"),
    crate::toolchains::build("android build"),
    crate::toolchains::build("ios dev"),
    crate::toolchains::build("ios build"),
];

/// The toolchains this file adds to the built-in knowledge.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    crate::toolchains::project(crate::toolchains::tool(
        &["playwright"],
        "playwright",
        &[
            "-c",
            "--config",
            "--project",
            "--reporter",
            "-g",
            "--grep",
            "--grep-invert",
            "--output",
            "-j",
            "--workers",
            "--shard",
            "--retries",
            "--timeout",
            "--global-timeout",
            "--max-failures",
            "--repeat-each",
            "--trace",
            "--browser",
        ],
        PLAYWRIGHT,
        crate::toolchains::Kind::Ask,
    )),
    crate::toolchains::project(crate::toolchains::tool(
        &["pm2"],
        "pm2",
        &[
            "--name",
            "-n",
            "-i",
            "--instances",
            "--env",
            "--interpreter",
            "--cwd",
            "--namespace",
            "--lines",
            "--max-memory-restart",
        ],
        PM2,
        crate::toolchains::Kind::Ask,
    )),
    crate::toolchains::project(crate::toolchains::tool(
        &["foreman", "honcho", "overmind", "hivemind"],
        "procfile",
        &[
            "-f",
            "--procfile",
            "-e",
            "--env",
            "-d",
            "--root",
            "--app-root",
            "-p",
            "--port",
            "-m",
            "--formation",
            "-l",
            "-s",
            "--socket",
        ],
        PROCFILE,
        crate::toolchains::Kind::Ask,
    )),
    crate::toolchains::project(crate::toolchains::tool(
        &["cargo-leptos"],
        "cargo build/test",
        &[
            "-P",
            "--project",
            "--bin-features",
            "--lib-features",
            "--features",
        ],
        LEPTOS,
        crate::toolchains::Kind::Ask,
    )),
    crate::toolchains::outside(crate::toolchains::project(crate::toolchains::tool(
        &["shuttle", "cargo-shuttle"],
        "shuttle",
        &["--name", "--id", "--wd", "--working-directory", "--port"],
        SHUTTLE,
        crate::toolchains::Kind::Danger(INFRA),
    ))),
    crate::toolchains::project(crate::toolchains::tool(
        &["cargo-lambda"],
        "cargo build/test",
        &[
            "--region",
            "--profile",
            "--iam-role",
            "-p",
            "--package",
            "--data-file",
            "--data-ascii",
        ],
        LAMBDA,
        crate::toolchains::Kind::Ask,
    )),
    crate::toolchains::targets(crate::toolchains::project(crate::toolchains::tool(
        &["cargo-make", "makers"],
        "cargo build/test",
        &[
            "-p",
            "--profile",
            "--makefile",
            "--cwd",
            "-e",
            "--env",
            "--env-file",
            "-l",
            "--loglevel",
        ],
        CARGO_MAKE,
        crate::toolchains::Kind::Build,
    ))),
    crate::toolchains::project(crate::toolchains::tool(
        &["tauri"],
        "tauri",
        &[
            "-c",
            "--config",
            "-t",
            "--target",
            "-f",
            "--features",
            "-b",
            "--bundles",
        ],
        TAURI,
        crate::toolchains::Kind::Ask,
    )),
    crate::toolchains::tool(
        &["rimraf", "del-cli"],
        "delete",
        &[],
        DELETERS,
        crate::toolchains::Kind::Danger(DESTROYING),
    ),
    crate::toolchains::outside(crate::toolchains::tool(
        &["envoy"],
        "deploy",
        &["--path", "--story"],
        REMOTE_TASKS,
        crate::toolchains::Kind::Danger(INFRA),
    )),
    crate::toolchains::outside(crate::toolchains::project(crate::toolchains::tool(
        &["sail"],
        "sail",
        &["-f", "--file"],
        SAIL,
        crate::toolchains::Kind::Build,
    ))),
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

/// What an HTTP client's command line does, when it is one of the plain requests known here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Request {
    /// A GET (or HEAD) of a public `https` page with no credentials, no data, no upload and no
    /// file written: it reads the web, as the host's web fetch tool does.
    PublicRead,
    /// A [`Request::PublicRead`] of documentation pages only (`airlock_facts::documentation_page`:
    /// a documentation host's row or a documentation page's shape): it reads, as the web fetch
    /// tool's does.
    DocsRead,
    /// A write (POST, PUT, PATCH, data) to a service on this machine, or a read of it with
    /// credentials (`-H 'Authorization: Token dev'`), keyed by its `host:port`: the project's
    /// own running service, which its own tests call with their test users' tokens; what it
    /// sends stays on this machine.
    LocalWrite(String),
    /// A GET (or HEAD) of a service on this machine with no credentials, no data and no file
    /// written but a scratch one: it reads, as `cat` does.
    LocalRead,
    /// A GET (or HEAD) with no credentials, no data and no file written but a scratch one, of
    /// one service on the private network by its `host:port` ([`private_host`]: a home or
    /// internal name, a private address), whose certificate may be the network's own
    /// (`curl -sk https://photos.home.arpa/api/ping`): asked once per service, as reading
    /// another machine over ssh is asked once per host.
    PrivateRead(String),
    /// A request that always asks: a DELETE on this machine, any request to the well-known
    /// port of a local admin API (docker, kubernetes, etcd, elasticsearch, consul), and a
    /// write to or credentials sent to another machine.
    Always(&'static str),
}

/// Ports of admin APIs a local request may reach: docker's daemon, the kubernetes API and its
/// proxy, etcd, elasticsearch, consul.
const ADMIN_PORTS: &[u16] = &[2375, 2376, 6443, 8001, 2379, 2380, 9200, 8500];

/// curl's options that only say how to show or time the answer.
const CURL_SHOW: &[&str] = &[
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
    "--compressed",
    "-4",
    "-6",
    "-g",
    "--globoff",
    "--no-progress-meter",
    "-N",
    "--no-buffer",
];
/// curl's options whose value only says how to show or time the answer.
const CURL_SHOW_VALUED: &[&str] = &[
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
/// curl's options that send data (a POST unless a method says otherwise).
const CURL_DATA: &[&str] = &[
    "-d",
    "--data",
    "--data-raw",
    "--data-binary",
    "--data-ascii",
    "--json",
];

/// The words of a request, gathered per client.
#[derive(Default)]
struct Parts<'a> {
    urls: Vec<String>,
    method: Option<&'a str>,
    data: bool,
    credentials: bool,
    /// The server's certificate is not checked (`curl -k`, `wget --no-check-certificate`):
    /// usual toward a development server's own certificate on this machine; toward another
    /// machine the request is not known here.
    insecure: bool,
    /// The body is read from a file of the workspace (`-d @events/body.json`): sent only to
    /// this machine, it is the local request it would be with the file's text written out.
    file_body: bool,
}

/// What `name args` requests, for `curl`, `wget` and httpie (`http`, `https`, `xh`, `xhs`);
/// `None` for anything else or any option not known here (uploads, files written, cookies,
/// configs, proxies, sockets: asked as before).
pub(crate) fn request(name: &str, args: &[String]) -> Option<Request> {
    if matches!(name, "curl" | "wget" | "http" | "https" | "xh" | "xhs")
        && (args.iter().any(|a| metadata_url(a)) || pinned_to_metadata(args))
    {
        return Some(Request::Always(
            "reaches a cloud's metadata service, which hands out the machine's credentials",
        ));
    }
    let parts = match name {
        "curl" => curl(args)?,
        "wget" => wget(args)?,
        "http" | "https" | "xh" | "xhs" => httpie(name, args)?,
        _ => return None,
    };
    if parts.urls.is_empty() {
        return None;
    }
    let method = parts
        .method
        .map(str::to_ascii_uppercase)
        .unwrap_or_else(|| if parts.data { "POST" } else { "GET" }.to_owned());
    let reads = matches!(method.as_str(), "GET" | "HEAD") && !parts.data;
    let local = parts.urls.iter().all(|u| crate::knowledge::loopback(u));
    if parts.file_body && !local {
        return None;
    }
    if !local && (parts.credentials || !reads) {
        return Some(Request::Always(
            "writes to, or sends credentials to, a service on another machine",
        ));
    }
    if !local && reads && !follows_redirects(name, args) {
        if parts.urls.iter().all(|u| test_domain_read(u)) {
            return Some(Request::LocalRead);
        }
        if let Some(service) = private_read(&parts.urls) {
            return Some(Request::PrivateRead(service));
        }
    }
    if parts.insecure && !local {
        return None;
    }
    if local {
        let keys: Vec<(String, u16)> = parts.urls.iter().filter_map(|u| authority(u)).collect();
        if keys.len() != parts.urls.len() {
            return None;
        }
        let search_read =
            reads && !parts.credentials && parts.urls.iter().all(|u| search_engine_read(u));
        if !search_read && keys.iter().any(|(_, port)| ADMIN_PORTS.contains(port)) {
            return Some(Request::Always("reaches a local admin API"));
        }
        if method == "DELETE" {
            return Some(Request::Always("deletes on a local service"));
        }
        if reads && !parts.credentials {
            return Some(Request::LocalRead);
        }
        if !reads && !matches!(method.as_str(), "POST" | "PUT" | "PATCH") {
            return None;
        }
        let (host, port) = keys.first()?;
        return keys
            .iter()
            .all(|k| k == &(host.clone(), *port))
            .then(|| Request::LocalWrite(format!("{host}:{port}")));
    }
    if !(reads && parts.urls.iter().all(|u| public_https(u))) {
        return None;
    }
    let docs = parts
        .urls
        .iter()
        .all(|u| airlock_facts::documentation_page(u).is_some());
    Some(if docs {
        Request::DocsRead
    } else {
        Request::PublicRead
    })
}

/// Whether a URL asks a local search engine (Elasticsearch's or OpenSearch's port) only for
/// documents or health ([`SEARCH_READ_PATHS`]: `localhost:9200/products/_search?q=kettle`,
/// `_cat/indices`): a GET of those reads the project's own index, as a query of its database
/// does. Its other endpoints (settings, security, snapshots, `_all`) stay the admin API's, and so
/// does a path with a dot segment (`.`, `..`, `%2e`), which reaches another endpoint.
fn search_engine_read(url: &str) -> bool {
    let Some((_, 9200)) = authority(url) else {
        return false;
    };
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let path = rest.split_once('/').map_or("", |(_, p)| p);
    let path = path.split(['?', '#']).next().unwrap_or_default();
    // A dot segment (`_search/../_cluster/settings`), spelled plainly or percent-encoded
    // (`%2e%2e`), is collapsed by the client before it sends: the path read is another one.
    let lower = path.to_ascii_lowercase();
    if lower.contains("%2e") || lower.split(['/', '\\']).any(|s| s == "." || s == "..") {
        return false;
    }
    let path = format!("/{path}/");
    !lower.contains("security")
        && SEARCH_READ_PATHS
            .iter()
            .any(|p| path.contains(&format!("/{p}/")))
}

/// Endpoints of a search engine that only read documents or report health, as whole path
/// segments.
const SEARCH_READ_PATHS: &[&str] = &[
    "_search",
    "_count",
    "_cat",
    "_doc",
    "_mapping",
    "_cluster/health",
];

/// Options of web clients and load tools whose value is a header, a cookie or credentials sent
/// with the request (curl's and the load tools' `-H`, `-u`; httpie's and oha's `-a`).
const CREDENTIAL_OPTIONS: &[&str] = &[
    "-H",
    "--header",
    "-u",
    "--user",
    "--oauth2-bearer",
    "-a",
    "--auth",
    "-b",
    "--cookie",
    "-C",
];

/// A request of a web client (curl, wget, httpie) or a load tool (oha, hey, wrk…) that only
/// reaches this machine's server (`curl -H 'x-api-key: dev_4f2c' localhost:3000/v1/posts`, `oha
/// -H 'Authorization: Bearer test' http://localhost:3000/`), written again without its headers,
/// cookies and credentials: they reach only the project's own running service, and the command
/// prints none of them, so a caller that finds no other secret in what is left need not ask for
/// them alone (the card still masks them), as for a database client's password to this
/// machine's server. A redirect followed, a proxy, a variable set before it or a word built at
/// run time may send them elsewhere: `None`, as for any other command.
pub(crate) fn without_local_credentials(c: &crate::Command) -> Option<String> {
    let name = crate::program_name(c.argv.first()?);
    let args = c.argv.get(1..).unwrap_or_default();
    if !c.assignments.is_empty() || c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let httpie = matches!(name, "http" | "https" | "xh" | "xhs");
    let local = if httpie || matches!(name, "curl" | "wget") {
        matches!(
            request(name, args),
            Some(Request::LocalRead | Request::LocalWrite(_))
        ) && !follows_redirects(name, args)
    } else {
        crate::services::local_load_test(name, args).is_some()
            && !args.iter().any(|a| {
                matches!(a.as_str(), "-x" | "-X" | "--proxy" | "--http-proxy")
                    || a.starts_with("--proxy=")
            })
    };
    if !local {
        return None;
    }
    let mut argv: Vec<String> = c.argv.first().cloned().into_iter().collect();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let option = CREDENTIAL_OPTIONS.iter().find(|o| {
            a == *o
                || (o.starts_with("--") && a.strip_prefix(*o).is_some_and(|r| r.starts_with('=')))
                || (o.len() == 2 && !a.starts_with("--") && a.len() > 2 && a.starts_with(*o))
        });
        match option {
            Some(o) if a == o => {
                it.next();
            }
            Some(_) => {}
            // httpie's request items: `Header:value`, `name==query`, `field=value`, `:=json`.
            None if httpie
                && !a.starts_with('-')
                && !a.contains("://")
                && !a.starts_with(':')
                && a.contains([':', '=']) => {}
            None => argv.push(a.clone()),
        }
    }
    Some(crate::walk::label(&argv))
}

/// Whether a URL names the well-known port of a local admin API ([`ADMIN_PORTS`]).
pub(crate) fn admin_port(url: &str) -> bool {
    authority(url).is_some_and(|(_, port)| ADMIN_PORTS.contains(&port))
}

/// Whether a header (`Name: value`) carries credentials.
pub(crate) fn credential_header(h: &str) -> bool {
    let name = h.split(':').next().unwrap_or(h).trim().to_ascii_lowercase();
    [
        "auth",
        "cookie",
        "token",
        "secret",
        "session",
        "password",
        "signature",
        "credential",
        "api-key",
        "apikey",
        "api_key",
        "access-key",
        "private-key",
    ]
    .iter()
    .any(|w| name.contains(w))
}

fn curl(args: &[String]) -> Option<Parts<'_>> {
    let mut p = Parts::default();
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        if CURL_SHOW.contains(&a)
            || (a.len() > 2
                && a.starts_with('-')
                && !a.starts_with("--")
                && a.chars().skip(1).all(|ch| "sSfiIvLgNk".contains(ch)))
        {
            p.insecure |= a.len() > 2 && !a.starts_with("--") && a.contains('k');
            continue;
        }
        if a == "-k" || a == "--insecure" {
            p.insecure = true;
            continue;
        }
        // A page saved to a scratch file under /tmp is read as one sent to standard output
        // (`-o FILE`, `-oFILE`, `--output=FILE`, a cluster ending in `o`: `-sSo FILE`).
        let cluster = a
            .strip_prefix('-')
            .filter(|c| !c.starts_with('-'))
            .and_then(|c| c.split_once('o'))
            .filter(|(flags, _)| flags.chars().all(|ch| "sSfiIvLgNk".contains(ch)));
        p.insecure |= cluster.is_some_and(|(flags, _)| flags.contains('k'));
        let output = match cluster {
            Some((_, "")) => Some(it.next()?),
            Some((_, value)) => Some(value),
            None => a.strip_prefix("--output="),
        };
        if let Some(file) = output {
            if file != "/dev/null" && !crate::knowledge::scratch_output(file, false, "") {
                return None;
            }
            continue;
        }
        if CURL_SHOW_VALUED.contains(&a) {
            it.next()?;
        } else if a == "-H" || a == "--header" {
            p.credentials |= credential_header(it.next()?);
        } else if a == "-u" || a == "--user" || a == "--oauth2-bearer" {
            it.next()?;
            p.credentials = true;
        } else if a == "-X" || a == "--request" {
            p.method = Some(it.next()?);
        } else if let Some(m) = a.strip_prefix("-X").filter(|m| !m.is_empty()) {
            p.method = Some(m);
        } else if CURL_DATA.contains(&a) {
            // A file's upload is judged by the file it sends (`-d @.env` touches a secret);
            // one of the workspace's files is a body like any other, for this machine only
            // (`request`). Any other file, or standard input, leaves the request unknown.
            if let Some(file) = it.next()?.strip_prefix('@') {
                if file.is_empty()
                    || file == "-"
                    || crate::toolchains::code_matches(crate::toolchains::OUTSIDE_WORKSPACE, file)
                {
                    return None;
                }
                p.file_body = true;
            }
            p.data = true;
        } else if a == "--output" {
            let file = it.next()?;
            if file != "/dev/null" && !crate::knowledge::scratch_output(file, false, "") {
                return None;
            }
        } else if a.starts_with('-') {
            return None;
        } else {
            p.urls.push(a.to_owned());
        }
    }
    Some(p)
}

fn wget(args: &[String]) -> Option<Parts<'_>> {
    let mut p = Parts::default();
    let mut to_stdout = false;
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        match a {
            "-q" | "--quiet" | "-S" | "--server-response" | "-nv" | "--no-verbose" => {}
            "--no-check-certificate" => p.insecure = true,
            "--spider" | "-qO-" | "-O-" => to_stdout = true,
            "-O" | "-qO" | "--output-document" => {
                let file = it.next()?;
                to_stdout = matches!(file, "-" | "/dev/null")
                    || crate::knowledge::scratch_output(file, false, "");
            }
            "-T" | "--timeout" | "-t" | "--tries" | "-U" | "--user-agent" => {
                it.next()?;
            }
            "--header" => p.credentials |= credential_header(it.next()?),
            "--post-data" | "--body-data" => {
                it.next()?;
                p.data = true;
            }
            "--method" => p.method = Some(it.next()?),
            "--user" | "--password" | "--http-user" | "--http-password" => {
                it.next()?;
                p.credentials = true;
            }
            _ if a.starts_with("--post-data=") || a.starts_with("--body-data=") => {
                p.data = true;
            }
            _ if a.starts_with("--method=") => p.method = a.get(9..),
            _ if a.starts_with("--user=")
                || a.starts_with("--password=")
                || a.starts_with("--http-user=")
                || a.starts_with("--http-password=") =>
            {
                p.credentials = true;
            }
            _ if a.starts_with("--header=") => {
                p.credentials |= credential_header(a.get(9..).unwrap_or_default());
            }
            _ if a.starts_with("--timeout=") || a.starts_with("--tries=") => {}
            _ if a.starts_with("--output-document=") => {
                let file = a.get(18..).unwrap_or_default();
                to_stdout = matches!(file, "-" | "/dev/null")
                    || crate::knowledge::scratch_output(file, false, "");
            }
            _ if a.starts_with('-') => return None,
            _ => p.urls.push(a.to_owned()),
        }
    }
    // Without a page sent to standard output (or none fetched), wget writes a file; a
    // request that sends data or credentials is judged by where it goes all the same.
    (to_stdout || p.data || p.method.is_some() || p.credentials).then_some(p)
}

fn httpie<'a>(name: &str, args: &'a [String]) -> Option<Parts<'a>> {
    let mut p = Parts::default();
    let scheme = if matches!(name, "https" | "xhs") {
        "https://"
    } else {
        "http://"
    };
    let mut it = args.iter().map(String::as_str).peekable();
    while let Some(a) = it.next() {
        match a {
            "-b" | "--body" | "-h" | "--headers" | "-v" | "--verbose" | "-F" | "--follow"
            | "--check-status" | "-I" | "--ignore-stdin" | "-q" | "--quiet" => {}
            "-p" | "--print" | "--pretty" | "-s" | "--style" | "--timeout" => {
                it.next()?;
            }
            "-a" | "--auth" => {
                it.next()?;
                p.credentials = true;
            }
            _ if a.starts_with("--auth=") => p.credentials = true,
            _ if a.starts_with("--print=") || a.starts_with("--timeout=") => {}
            _ if a.starts_with('-') => return None,
            // A method in capitals, or one of HTTP's in any case (xh's `xh post URL`).
            _ if p.urls.is_empty()
                && p.method.is_none()
                && (a.chars().all(|ch| ch.is_ascii_uppercase())
                    || ["get", "head", "post", "put", "patch", "delete", "options"]
                        .iter()
                        .any(|m| m.eq_ignore_ascii_case(a))) =>
            {
                p.method = Some(a);
            }
            _ if p.urls.is_empty() => {
                let url = if let Some(rest) = a.strip_prefix(':') {
                    format!("{scheme}localhost:{rest}")
                } else if a.contains("://") {
                    a.to_owned()
                } else {
                    format!("{scheme}{a}")
                };
                p.urls.push(url);
            }
            // Request items: a header, a query parameter, data or a file.
            _ if a.contains("==") => {
                let (k, _) = a.split_once("==")?;
                p.credentials |= token_like(k);
            }
            _ if a.contains(":=") || a.contains('@') => return None,
            _ if a.contains('=') => p.data = true,
            _ if a.contains(':') => p.credentials |= credential_header(a),
            _ => return None,
        }
    }
    Some(p)
}

/// A query parameter's name that carries a credential (a session id: `sid`, `_sid`,
/// `PHPSESSID`, included).
fn token_like(name: &str) -> bool {
    let n = name.to_ascii_lowercase();
    n == "sid"
        || n.ends_with("_sid")
        || n.ends_with("-sid")
        || n.ends_with("sessid")
        || [
            "token",
            "key",
            "secret",
            "sig",
            "auth",
            "password",
            "pass",
            "session",
            "code",
            "credential",
        ]
        .iter()
        .any(|w| n.contains(w))
}

/// The host and port of an `http`/`https` URL ([`airlock_facts::url_host`]; curl's default
/// scheme is `http`); `None` for another scheme, a port that is not a number, or a URL written
/// after the address (`localhost/?next=http://x`), which this does not read.
fn authority(url: &str) -> Option<(String, u16)> {
    let u = airlock_facts::url_host(url);
    let default = match u.scheme.as_deref() {
        Some("https") => 443,
        None | Some("http") => 80,
        Some(_) => return None,
    };
    if u.rest.contains("://") || (u.scheme.is_none() && url.contains("://")) {
        return None;
    }
    let port = match u.port {
        Some(p) => p.parse::<u16>().ok()?,
        None => default,
    };
    Some((u.host, port))
}

/// The one `host:port` every URL names when each is a plain `http`/`https` URL of a host on
/// the private network ([`private_host`]), with no user part, no credential in its query
/// (a key that names a token, a key, a signature…) and no port of an admin API
/// ([`ADMIN_PORTS`]); `None` otherwise.
fn private_read(urls: &[String]) -> Option<String> {
    let mut service = None;
    for url in urls {
        let rest = url
            .strip_prefix("https://")
            .or_else(|| url.strip_prefix("http://"))?;
        let auth = rest.split(['/', '?', '#']).next().unwrap_or(rest);
        let query = rest.split_once('?').map_or("", |(_, q)| q);
        // A key with no value (`?passing`, `?pretty`) is a switch of the endpoint and carries
        // nothing: only a key given a value can send a credential.
        let secret_query = query.split('&').any(|kv| {
            kv.split_once('=')
                .is_some_and(|(k, v)| !v.is_empty() && token_like(k))
        });
        let (host, port) = authority(url)?;
        if auth.contains('@')
            || secret_query
            || acts_or_dumps(rest)
            || !private_host(&host)
            || ADMIN_PORTS.contains(&port)
        {
            return None;
        }
        let this = format!("{host}:{port}");
        if service.get_or_insert_with(|| this.clone()) != &this {
            return None;
        }
    }
    service
}

/// Words of a path or query that name an action, an admin page, a dump or a credential
/// (`/actuator/heapdump`, `/actuator/env`, `entry.cgi?method=shutdown`, `/debug/pprof`,
/// `/admin`): a GET there may act or print secrets, so it is never a read of the service a
/// yes to its health check covers.
const ACTING_PATH_WORDS: &[&str] = &[
    "admin",
    "administrator",
    "shutdown",
    "reboot",
    "restart",
    "poweroff",
    "halt",
    "kill",
    "delete",
    "remove",
    "drop",
    "purge",
    "reset",
    "wipe",
    "exec",
    "execute",
    "run",
    "eval",
    "console",
    "debug",
    "pprof",
    "heapdump",
    "threaddump",
    "dump",
    "backup",
    "export",
    "env",
    "environment",
    "configprops",
    "jolokia",
    "secret",
    "secrets",
    "credential",
    "credentials",
    "token",
    "tokens",
    "key",
    "keys",
    "password",
    "passwords",
    "login",
    "logout",
    "unseal",
    "seal",
    "security",
];

/// Whether a URL's path or query (after its scheme) holds one of [`ACTING_PATH_WORDS`].
fn acts_or_dumps(rest: &str) -> bool {
    let after = rest
        .find(['/', '?', '#'])
        .map_or("", |i| rest.get(i..).unwrap_or(""));
    after
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .any(|w| ACTING_PATH_WORDS.contains(&w.to_ascii_lowercase().as_str()))
}

/// Whether the client follows redirects, to whatever host the answer names: curl's `-L`
/// (alone or among other short flags) and `--location`, httpie's `--follow` and `-F`.
fn follows_redirects(name: &str, args: &[String]) -> bool {
    args.iter().any(|a| match name {
        "curl" => {
            a == "--location"
                || a == "--location-trusted"
                || (a.starts_with('-') && !a.starts_with("--") && a.contains('L'))
        }
        "http" | "https" | "xh" | "xhs" => {
            a == "--follow" || (a.starts_with('-') && !a.starts_with("--") && a.contains('F'))
        }
        _ => false,
    })
}

/// Whether curl is told to reach a cloud's metadata service under another host's name: an
/// address of `--resolve HOST:PORT:ADDR[,ADDR]...` or the host of `--connect-to
/// HOST1:PORT1:HOST2:PORT2` (`=` spellings too) is the host really reached, whatever the URL
/// names.
fn pinned_to_metadata(args: &[String]) -> bool {
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        let value = match a {
            "--resolve" | "--connect-to" => it.next(),
            _ => a
                .strip_prefix("--resolve=")
                .or_else(|| a.strip_prefix("--connect-to=")),
        };
        if value.is_some_and(|v| {
            pinned_hosts(v)
                .iter()
                .any(|h| airlock_facts::metadata_host(h))
        }) {
            return true;
        }
    }
    false
}

/// The hosts a `--resolve` or `--connect-to` value sends to: what follows its first two
/// fields (`HOST:PORT:`, brackets kept whole), each of its addresses apart by `,`, whole and
/// without a trailing `:PORT`.
fn pinned_hosts(value: &str) -> Vec<&str> {
    let mut depth = 0usize;
    let mut colons = 0;
    let mut rest = "";
    for (i, ch) in value.char_indices() {
        match ch {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            ':' if depth == 0 => {
                colons += 1;
                if colons == 2 {
                    rest = value.get(i + 1..).unwrap_or_default();
                    break;
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for part in rest.split(',') {
        out.push(part);
        if let Some((host, port)) = part.rsplit_once(':')
            && port.chars().all(|ch| ch.is_ascii_digit())
        {
            out.push(host);
        }
    }
    out
}

/// Whether a client's argument is a URL (or a bare host curl would take for one) of a cloud's
/// metadata service, by name or by address.
pub(crate) fn metadata_url(arg: &str) -> bool {
    // A name only in a URL (a scheme or a path): `-o metadata.json` names a file.
    let urlish = arg.contains("://") || arg.contains('/');
    // The argument's own host, and that of every URL written in it (`-d url=http://…`).
    let mut hosts =
        std::iter::once(airlock_facts::url_host(arg)).chain(airlock_facts::hosts_in(arg));
    !arg.starts_with('-')
        && hosts.any(|u| {
            !u.host.is_empty()
                && ((urlish && airlock_facts::metadata_name(&u.host))
                    || airlock_facts::metadata_address(&u.host))
        })
}

/// Whether a URL is a plain `http`/`https` read of a host under `.test`, the top-level domain
/// RFC 6761 reserves for testing, which the public DNS never answers: local development stacks
/// (Laravel Valet and Herd, Warden, puma-dev) point such names at this machine, as the
/// browser tools' local origins take them to be. A GET there reads the developer's own stack,
/// as one of `localhost` does: no user part, no credential in the query, no path that acts or
/// dumps ([`acts_or_dumps`]) and no admin port ([`ADMIN_PORTS`]). What it writes or sends a
/// credential to is another machine's service as far as airlock knows: not this.
fn test_domain_read(url: &str) -> bool {
    let Some(rest) = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
    else {
        return false;
    };
    let auth = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    let query = rest.split_once('?').map_or("", |(_, q)| q);
    let secret_query = query.split('&').any(|kv| {
        kv.split_once('=')
            .is_some_and(|(k, v)| !v.is_empty() && token_like(k))
    });
    let Some((host, port)) = authority(url) else {
        return false;
    };
    let label = host.strip_suffix(".test").unwrap_or("");
    let plain = !label.is_empty()
        && label
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '.'))
        && !label.starts_with(['.', '-'])
        && !label.ends_with('.')
        && !label.contains("..");
    plain
        && !auth.contains('@')
        && !secret_query
        && !acts_or_dumps(rest)
        && !ADMIN_PORTS.contains(&port)
}

/// Names reserved for networks of one's own: RFC 8375's home network (`home.arpa`), multicast
/// DNS's `local`, and the names routers hand out (`lan`, `home`, `localdomain`). Shared by the
/// private-network checks of a web read ([`private_host`], which adds ICANN's private-use
/// `internal`) and of a remote machine (`remote::private_destination`, which adds a tailnet's
/// `ts.net`).
pub(crate) const PRIVATE_NAME_SUFFIXES: &[&str] =
    &[".home.arpa", ".local", ".lan", ".home", ".localdomain"];

/// Whether a host is on the private network: a name under [`PRIVATE_NAME_SUFFIXES`] or
/// `.internal`, or an IPv4 address of the private ranges (10/8, 172.16/12, 192.168/16). Never a cloud's metadata
/// service (`169.254.169.254`, `metadata.google.internal`), which hands out credentials to a
/// plain GET, nor a name of letters other than a plain host name's.
pub(crate) fn private_host(host: &str) -> bool {
    let plain = !host.is_empty()
        && host
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '.'))
        && !host.starts_with(['.', '-'])
        && !host.contains("..");
    if !plain
        || host
            .split('.')
            .any(|label| label.starts_with("metadata") || label.starts_with("instance-data"))
        || airlock_facts::metadata_address(host)
    {
        return false;
    }
    if let Some(a) = airlock_facts::ipv4_address(host) {
        // Only the plain dotted-decimal spelling: `010.8.8.8` is 8.8.8.8 to curl.
        let dotted = host.split('.').count() == 4
            && host.split('.').all(|o| {
                o == "0" || (!o.starts_with('0') && o.chars().all(|ch| ch.is_ascii_digit()))
            });
        let [x, y, _, _] = a.to_be_bytes();
        return dotted
            && (x == 10 || (x == 172 && (16..32).contains(&y)) || (x == 192 && y == 168));
    }
    let octets: Vec<u8> = host.split('.').filter_map(|o| o.parse().ok()).collect();
    match octets.as_slice() {
        [_, _, _, _] if host.split('.').count() == 4 => false,
        _ => {
            !host
                .rsplit('.')
                .next()
                .is_some_and(|tld| tld.chars().all(|ch| ch.is_ascii_digit()))
                && PRIVATE_NAME_SUFFIXES
                    .iter()
                    .chain(&[".internal"])
                    .any(|s| host.ends_with(s))
        }
    }
}

/// A public `https` URL: a named host (no address, no local or internal name), no user in it,
/// no credential or long opaque value in its query.
fn public_https(url: &str) -> bool {
    let Some(rest) = url.strip_prefix("https://") else {
        return false;
    };
    let auth = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    let host = auth.split(':').next().unwrap_or(auth).to_ascii_lowercase();
    let named = host.contains('.')
        && !host.ends_with('.')
        && host
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '.'))
        && !host
            .rsplit('.')
            .next()
            .is_some_and(|tld| tld.chars().all(|ch| ch.is_ascii_digit()));
    let internal = [
        ".internal",
        ".local",
        ".localhost",
        ".localdomain",
        ".lan",
        ".home",
        ".corp",
        ".intranet",
    ]
    .iter()
    .any(|s| host.ends_with(s));
    let query = rest.split_once('?').map_or("", |(_, q)| q);
    let secret_query = query.split('&').any(|kv| {
        let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
        token_like(k)
            || (v.len() >= 32
                && v.chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || "-_.%".contains(ch)))
    });
    let opaque_path = rest.split(['/', '?', '#', '&', '=']).any(|seg| {
        seg.len() >= 40
            && seg
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || "-_".contains(ch))
    });
    named && !internal && !auth.contains('@') && !secret_query && !opaque_path
}

/// The tool a package manager runs from the project's own dependencies, when a table knows it:
/// `yarn prisma migrate reset`, `pnpm vitest`, `pnpm exec prisma …`, `yarn exec tsc`, `bun
/// eslint`, `dotnet tool run dotnet-ef database drop` (the local `dotnet ef`). `words` are the
/// manager's words from its first non-option on; the answer is the tool's own program words
/// and the index in `words` where its arguments start. A name no table knows stays the
/// manager's own row (a package script, a subcommand).
pub(crate) fn local_tool(manager: &str, words: &[String]) -> Option<(Vec<String>, usize)> {
    let first = words.first()?.as_str();
    let known = |t: &str| !t.starts_with('-') && crate::toolchains::lookup(t, &[]).is_some();
    match manager {
        "yarn" | "pnpm" | "bun" if matches!(first, "exec" | "x") => {
            let tool = words.get(1)?;
            known(tool).then(|| (vec![tool.clone()], 2))
        }
        "yarn" | "pnpm" | "bun" => known(first).then(|| (vec![first.to_owned()], 1)),
        // DDEV's shortcuts run a tool in the project's web container (`ddev drush cr`, `ddev
        // composer install`): the tool is judged as it is in the project.
        "ddev" if DDEV_TOOLS.contains(&first) => Some((vec![first.to_owned()], 1)),
        "ddev" | "sail" | "fin" => container_program(manager, words),
        // The Astronomer CLI's `astro dev run ARGS` runs `airflow ARGS` in the local
        // scheduler's container: Airflow's words (`astro dev run connections get X`).
        "astro" if first == "dev" => {
            let at = astro_run_at(words)?;
            (words.len() > at).then(|| (vec!["airflow".to_owned()], at))
        }
        // `tilt docker -- ARGS` runs docker with Tilt's cluster's settings: docker's words.
        "tilt" if first == "docker" => {
            let at = if words.get(1).is_some_and(|w| w == "--") {
                2
            } else {
                1
            };
            (at < words.len()).then(|| (vec!["docker".to_owned()], at))
        }
        // Pantheon's `terminus drush SITE.ENV -- CMD`: CMD is drush's (or WP-CLI's) on that
        // environment, judged by its table beside terminus's own row for the environment.
        "terminus" if matches!(first, "drush" | "remote:drush" | "wp" | "remote:wp") => {
            let at = terminus_command_at(words).ok()??;
            let tool = if first.ends_with("drush") {
                "drush"
            } else {
                "wp"
            };
            Some((vec![tool.to_owned()], at))
        }
        "dotnet" if first == "tool" && words.get(1).is_some_and(|w| w == "run") => {
            let tool = words.get(2)?;
            match tool.strip_prefix("dotnet-") {
                Some(sub) if !sub.is_empty() => {
                    Some((vec!["dotnet".to_owned(), sub.to_owned()], 3))
                }
                _ => known(tool).then(|| (vec![tool.clone()], 3)),
            }
        }
        _ => None,
    }
}

/// Where Airflow's words start in `astro dev [OPTIONS] run [--] ARGS` (from `dev` on): after
/// `run` and a `--` that follows it. The CLI's options may stand between `dev` and `run`
/// (`astro dev --verbosity debug run connections get X`); `run` passes every later word,
/// `--` among them, to Airflow, whose parser drops the `--`. `None` when `run` is not the
/// subcommand.
fn astro_run_at(words: &[String]) -> Option<usize> {
    let mut i = 1;
    while let Some(w) = words.get(i) {
        match w.as_str() {
            "run" => break,
            "--verbosity" => i += 2,
            o if o.starts_with('-') => i += 1,
            _ => return None,
        }
    }
    words.get(i)?;
    let at = i + 1;
    Some(if words.get(at).is_some_and(|w| w == "--") {
        at + 1
    } else {
        at
    })
}

/// Terminus's options that may stand before `SITE.ENV` of `terminus drush|wp SITE.ENV CMD…`
/// and take no value there (`--retry=3` gives its value attached).
const TERMINUS_FLAGS: &[&str] = &[
    "-y",
    "--yes",
    "-q",
    "--quiet",
    "-n",
    "--no-interaction",
    "-v",
    "-vv",
    "-vvv",
    "--verbose",
    "--progress",
    "--ansi",
    "--no-ansi",
];

/// Where the drush or WP-CLI command of `terminus drush|wp SITE.ENV CMD…` starts in `words`
/// (from `drush` on): the word after `SITE.ENV`, or after a `--` that follows it (`terminus
/// drush site.dev -- sql:drop`; the `--` is only needed when the command has options).
/// `Ok(None)` when no command is given (drush lists its commands). `Err` when the command
/// cannot be read: an option before `SITE.ENV` that may take the next word, or words between
/// `SITE.ENV` and a later `--` (both are the command's): the command always asks then
/// ([`terminus_command_unread`]).
pub(crate) fn terminus_command_at(words: &[String]) -> Result<Option<usize>, ()> {
    let mut site = None;
    for (i, w) in words.iter().enumerate().skip(1) {
        if w == "--" {
            return Err(());
        }
        if !w.starts_with('-') {
            site = Some(i);
            break;
        }
        if !w.contains('=') && !TERMINUS_FLAGS.contains(&w.as_str()) {
            return Err(());
        }
    }
    let Some(site) = site else {
        return Ok(None);
    };
    let at = match words.iter().position(|w| w == "--") {
        Some(dd) if dd == site + 1 => dd + 1,
        Some(_) => return Err(()),
        None => site + 1,
    };
    Ok((at < words.len()).then_some(at))
}

/// Whether a `terminus drush|wp` command's drush or WP-CLI command cannot be read
/// ([`terminus_command_at`]): the program's words, from the program on.
pub(crate) fn terminus_command_unread(argv: &[String]) -> Option<String> {
    let prog = argv.first().map(|p| crate::program_name(p))?;
    if prog != "terminus" {
        return None;
    }
    let sub = argv.iter().skip(1).position(|w| !w.starts_with('-'))? + 1;
    let words = argv.get(sub..)?;
    let first = words.first()?.as_str();
    let remote = matches!(first, "drush" | "remote:drush" | "wp" | "remote:wp");
    (remote && terminus_command_at(words).is_err()).then(|| format!("terminus {first}"))
}

/// DDEV's commands that run the tool of their name in the project's web container.
pub(crate) const DDEV_TOOLS: &[&str] = &[
    "drush", "composer", "php", "npm", "npx", "yarn", "node", "wp",
];

/// The commands of the local development environments that run a program in the project's
/// containers, as (environment, its word, the program's words): Laravel Sail's (`sail
/// composer`, `sail artisan`, `sail test`, `sail pest`, `sail mysql`…), DDEV's that run
/// another name than their own (`ddev artisan` is `php artisan`, `ddev mysql` the database's
/// client), Docksal's `fin`. The program is judged as it is on the host, its dangerous rows
/// first: `sail composer config repositories.x vcs URL` adds a package source as `composer
/// config` does, `sail artisan migrate:fresh` destroys the database.
const CONTAINER_PROGRAMS: &[(&str, &str, &[&str])] = &[
    ("sail", "php", &["php"]),
    ("sail", "composer", &["composer"]),
    ("sail", "artisan", &["php", "artisan"]),
    ("sail", "art", &["php", "artisan"]),
    ("sail", "debug", &["php", "artisan"]),
    ("sail", "test", &["php", "artisan", "test"]),
    ("sail", "tinker", &["php", "artisan", "tinker"]),
    ("sail", "dusk", &["php", "artisan", "dusk"]),
    ("sail", "dusk:fails", &["php", "artisan", "dusk:fails"]),
    ("sail", "phpunit", &["php", "vendor/bin/phpunit"]),
    ("sail", "pest", &["php", "vendor/bin/pest"]),
    ("sail", "pint", &["php", "vendor/bin/pint"]),
    ("sail", "node", &["node"]),
    ("sail", "npm", &["npm"]),
    ("sail", "npx", &["npx"]),
    ("sail", "pnpm", &["pnpm"]),
    ("sail", "pnpx", &["pnpx"]),
    ("sail", "yarn", &["yarn"]),
    ("sail", "bun", &["bun"]),
    ("sail", "bunx", &["bunx"]),
    ("sail", "mysql", &["mysql"]),
    ("sail", "mariadb", &["mariadb"]),
    ("sail", "psql", &["psql"]),
    ("sail", "mongodb", &["mongosh"]),
    ("sail", "redis", &["redis-cli"]),
    ("sail", "valkey", &["valkey-cli"]),
    ("ddev", "artisan", &["php", "artisan"]),
    ("ddev", "console", &["php", "bin/console"]),
    ("ddev", "magento", &["php", "bin/magento"]),
    ("ddev", "craft", &["php", "craft"]),
    ("ddev", "mysql", &["mysql"]),
    ("ddev", "mariadb", &["mariadb"]),
    ("ddev", "psql", &["psql"]),
    ("ddev", "pnpm", &["pnpm"]),
    ("fin", "composer", &["composer"]),
    ("fin", "drush", &["drush"]),
    ("fin", "wp", &["wp"]),
    ("fin", "php", &["php"]),
    ("fin", "npm", &["npm"]),
    ("fin", "npx", &["npx"]),
    ("fin", "yarn", &["yarn"]),
    ("fin", "node", &["node"]),
    ("fin", "mysql", &["mysql"]),
];

/// The program a local development environment's command runs in its container
/// ([`CONTAINER_PROGRAMS`]), or Sail's `bin NAME` (`vendor/bin/NAME`), with where its
/// arguments start in `words`.
fn container_program(manager: &str, words: &[String]) -> Option<(Vec<String>, usize)> {
    let first = words.first()?.as_str();
    if manager == "sail" && first == "bin" {
        let name = words
            .get(1)
            .filter(|n| !n.starts_with('-') && !n.contains('/'))?;
        return Some((vec![format!("vendor/bin/{name}")], 2));
    }
    let (_, _, program) = CONTAINER_PROGRAMS
        .iter()
        .find(|(m, w, _)| *m == manager && *w == first)?;
    Some((program.iter().map(|w| (*w).to_owned()).collect(), 1))
}

/// Whether a word names Laravel Sail: its bare name or its script in the project's Composer
/// dependencies (`./vendor/bin/sail`, `vendor/bin/sail`).
pub(crate) fn sail_path(word: &str) -> bool {
    let word = word.strip_prefix("./").unwrap_or(word);
    word == "sail" || word == "vendor/bin/sail" || word.ends_with("/vendor/bin/sail")
}

/// What a node package runner runs (`npx X`, `npm exec -- X`, `pnpm dlx X`, `yarn dlx X`,
/// `bunx X`, `bun x X`, `npx -p PKG X`): the program X and where its own words start.
#[derive(Debug)]
pub(crate) struct PackageRun {
    /// The program, by its bin name: a scoped `@scope/name` is `name`, a version is left out.
    pub program: String,
    /// The package that runs, by its registry name without a version (`@next/codemod`):
    /// the one `--package` names, or X's own; empty when several are named.
    pub package: String,
    /// Index in the runner's arguments of X's first argument.
    pub at: usize,
    /// Whether the package that runs is the registry's package of the program's own name
    /// (`npx vercel`, `npx -p @playwright/test playwright`), not another package that happens
    /// to have a bin of that name (`npx @someone/vercel`, `npx -p other vercel`).
    pub own: bool,
    /// Whether the runner is told to fetch the package (`dlx`, `--yes`, `--package`, a
    /// version): a fetched copy is not the one the project's manifest installed.
    pub fetches: bool,
    /// Whether the runner's options and the package's name are all known plain ones: no other
    /// registry, no URL, path, git or archive source.
    pub plain: bool,
}

/// Options of the node package runners that change nothing of which package runs or where
/// it comes from.
const NODE_RUNNER_PLAIN: &[&str] = &[
    "-y",
    "--yes",
    "--no",
    "--no-install",
    "-q",
    "--quiet",
    "--silent",
    "-s",
    "--prefer-offline",
    "--prefer-online",
    "--offline",
];

/// Options that fetch the package (`--yes` answers npx's "Need to install" question).
const NODE_RUNNER_FETCH: &[&str] = &["-y", "--yes"];

/// Scoped packages whose bin is a program a table knows under another name than the scope's
/// last part, or whose scope is the tool's own publisher: `npx -p @playwright/test
/// playwright`, `npx @railway/cli status`. Another scope with a known bin name is someone
/// else's package and stays unknown.
const SCOPED_PACKAGES: &[(&str, &str)] = &[
    // Unscoped packages whose bin has another name: the AWS CDK's CLI and CDKTF's.
    ("aws-cdk", "cdk"),
    ("cdktf-cli", "cdktf"),
    ("@playwright/test", "playwright"),
    ("@storybook/test-runner", "test-storybook"),
    ("@changesets/cli", "changeset"),
    ("@railway/cli", "railway"),
    ("@biomejs/biome", "biome"),
    ("@prisma/cli", "prisma"),
    ("@cloudflare/wrangler", "wrangler"),
    ("@tauri-apps/cli", "tauri"),
    ("@vercel/cli", "vercel"),
    // Azure Static Web Apps' CLI. Its bin is `swa`, but the npm package named `swa` is
    // someone else's: `npx swa` may fetch it, so only the scoped package is this table's.
    ("@azure/static-web-apps-cli", "swa"),
    ("@nestjs/cli", "nest"),
    ("@angular/cli", "ng"),
    ("@nuxt/cli", "nuxi"),
    ("@vue/cli-service", "vue-cli-service"),
    ("@sveltejs/kit", "svelte-kit"),
    ("@remix-run/dev", "remix"),
    ("@expo/cli", "expo"),
    ("@react-native-community/cli", "react-native"),
    ("@wordpress/env", "wp-env"),
    // Microsoft's VS Code extension manager, whose unscoped `vsce` package is its old name.
    ("@vscode/vsce", "vsce"),
];

/// Whether the registry's `package` is `program`'s own: its unscoped package of that name
/// (unless [`TAKEN_PACKAGE_NAMES`] says it is someone else's) or its scoped one in
/// [`SCOPED_PACKAGES`].
pub(crate) fn package_is_program(package: &str, program: &str) -> bool {
    SCOPED_PACKAGES.contains(&(package, program))
        || (!package.starts_with('@')
            && package == program
            && !TAKEN_PACKAGE_NAMES.contains(&package))
}

/// Bins of a tool in [`SCOPED_PACKAGES`] whose unscoped npm package of the same name is
/// someone else's, with a bin of that name: `npx swa` runs the project's installed Static Web
/// Apps CLI, or else fetches that stranger's package. Only the scoped package is the tool; the
/// bare name is an unknown program, whose dangerous words its table still asks about.
const TAKEN_PACKAGE_NAMES: &[&str] = &["swa"];

/// Programs a table knows whose npm package of the same name is the tool itself (or is its
/// publisher's own package: `netlify` and `firebase` are Netlify's and Google's API clients,
/// which have no such bin, so `npx netlify` runs the project's installed `netlify-cli` or
/// nothing). Only these, and the node dev tools, are judged by their table when a package
/// runner runs them: the npm package named like another ecosystem's program (`npx kubectl`)
/// is anyone's code, an unknown program.
const NODE_REGISTRY_PROGRAMS: &[&str] = &[
    "npm",
    "pnpm",
    "yarn",
    "playwright",
    "pm2",
    "netlify",
    "vercel",
    "firebase",
    "wrangler",
    "tauri",
    "railway",
    "heroku",
    "serverless",
    "sls",
    "supabase",
    // Azure Static Web Apps' CLI, as its scoped package only (`TAKEN_PACKAGE_NAMES`).
    "swa",
    "typeorm",
    "sequelize",
    "sequelize-cli",
    "knex",
    "drizzle-kit",
    // kysely-ctl's bin: the `kysely` package has none, so `npx kysely` runs the project's
    // installed kysely-ctl or nothing.
    "kysely",
    "rimraf",
    "del-cli",
    "kill-port",
    "nodemon",
    "ng",
    "nest",
    // The frameworks' own packages (`nuxi`, `expo`, `gatsby`): their command lines.
    "nuxi",
    "expo",
    "react-native",
    "gatsby",
    "ember",
    "remix",
    // A monorepo's and its releases' tools, and the test runners their tables know.
    "lerna",
    "changeset",
    "storybook",
    "cypress",
    "chromatic",
    // Node linters the devtools' tables know: the project's Markdown, its unused files and
    // dependencies, its spelling, its staged files and commit messages.
    "markdownlint",
    "markdownlint-cli2",
    "knip",
    "depcheck",
    "cspell",
    "textlint",
    "lint-staged",
    "commitlint",
    // WordPress's local environment: its bin is `@wordpress/env`'s, which the project
    // installs.
    "wp-env",
    // Infrastructure as code: the AWS CDK's CLI (`cdk` is AWS's own alias package of
    // `aws-cdk`), CDKTF's (the `cdktf` package is its library, with no such bin, so `npx
    // cdktf` runs the project's installed `cdktf-cli` or nothing) and SST's.
    "cdk",
    "cdktf",
    "sst",
    // The VS Code extensions' publishers: `vsce` (now `@vscode/vsce`) and Open VSX's `ovsx`.
    "vsce",
    "ovsx",
];

/// A package's name without its version (`vitest@1`, `@scope/x@latest` → `@scope/x`).
fn package_name(spec: &str) -> &str {
    let (scope, rest) = match spec.strip_prefix('@') {
        Some(r) => ("@", r),
        None => ("", spec),
    };
    let cut = rest.find('@').map_or(spec.len(), |i| i + scope.len());
    spec.get(..cut).unwrap_or(spec)
}

/// A package name from the public registry (no URL, path, git shorthand or archive).
fn registry_name(name: &str) -> bool {
    let bare = name.strip_prefix('@').unwrap_or(name);
    let parts: Vec<&str> = bare.split('/').collect();
    let scoped = name.starts_with('@');
    !bare.is_empty()
        && parts.len() == if scoped { 2 } else { 1 }
        && parts.iter().all(|p| {
            !p.is_empty()
                && !p.starts_with('.')
                && p.chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.'))
        })
        && ![".tgz", ".tar.gz", ".git"]
            .iter()
            .any(|e| name.to_ascii_lowercase().ends_with(e))
}

/// The bin a package name runs by convention: its last part.
fn bin_of(name: &str) -> &str {
    name.rsplit('/').next().unwrap_or(name)
}

/// Options of the Python tool runners (`uvx`, `uv tool run`, `pipx run`) that change nothing
/// of which package runs or where it comes from.
const PY_RUNNER_PLAIN: &[&str] = &[
    "-q",
    "--quiet",
    "--offline",
    "-v",
    "--verbose",
    "--isolated",
];

/// What `uvx TOOL`, `uv tool run TOOL` or `pipx run TOOL` runs: the tool by its name (a
/// version or extras left out) and where its words start, when the runner's options are
/// plain ones (another index, `--from`, `--spec`, `--with`, a Python: `None`).
pub(crate) fn python_package_run(name: &str, args: &[String]) -> Option<(String, usize)> {
    let skip = match name {
        "uvx" => 0,
        "pipx" if args.first().is_some_and(|a| a == "run") => 1,
        "uv" if args.first().is_some_and(|a| a == "tool")
            && args.get(1).is_some_and(|a| a == "run") =>
        {
            2
        }
        _ => return None,
    };
    let mut at = skip;
    while let Some(a) = args.get(at) {
        if !a.starts_with('-') {
            break;
        }
        if !PY_RUNNER_PLAIN.contains(&a.as_str()) {
            return None;
        }
        at += 1;
    }
    let spec = args.get(at)?;
    let tool = spec.split(['=', '@', '[', '<', '>', '~', '!']).next()?;
    let plain = !tool.is_empty()
        && tool
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.'))
        && !tool.starts_with('.');
    plain.then(|| (tool.to_owned(), at + 1))
}

/// What `name args` runs when `name` is a node package runner, see [`PackageRun`]; `None`
/// for anything else (`npm install`, `pnpm exec`, `yarn build`, `npx -c CMD`).
pub(crate) fn node_package_run(name: &str, args: &[String]) -> Option<PackageRun> {
    let sub = match name {
        "npx" | "pnpx" | "bunx" => None,
        "npm" => Some(&["exec", "x"][..]),
        "pnpm" | "yarn" => Some(&["dlx"][..]),
        "bun" => Some(&["x"][..]),
        _ => return None,
    };
    let mut i = 0;
    let mut fetches = matches!(name, "pnpm" | "yarn");
    if let Some(subs) = sub {
        let at = args.iter().position(|a| !a.starts_with('-'))?;
        if !subs.contains(&args.get(at)?.as_str()) {
            return None;
        }
        i = at + 1;
    }
    let mut plain = true;
    let mut packages: Vec<&str> = Vec::new();
    let mut spec = None;
    while let Some(a) = args.get(i) {
        i += 1;
        if a == "--" {
            spec = args.get(i).map(|s| (s, i));
            break;
        }
        if !a.starts_with('-') {
            spec = Some((a, i - 1));
            break;
        }
        if a == "-c" || a == "--call" || a.starts_with("--call=") {
            return None;
        }
        if a == "-p" || a == "--package" {
            packages.push(args.get(i)?.as_str());
            i += 1;
            fetches = true;
        } else if let Some(p) = a.strip_prefix("--package=") {
            packages.push(p);
            fetches = true;
        } else if NODE_RUNNER_PLAIN.contains(&a.as_str()) {
            fetches |= NODE_RUNNER_FETCH.contains(&a.as_str());
        } else {
            plain = false;
        }
    }
    let (spec, at) = spec?;
    let spec_name = package_name(spec);
    // A version or a scope names a package, as `--package` does: maybe not the one installed.
    fetches |= spec_name.len() < spec.len() || spec_name.starts_with('@');
    let program = SCOPED_PACKAGES
        .iter()
        .find(|(p, _)| *p == spec_name)
        .map_or_else(|| bin_of(spec_name), |(_, bin)| *bin)
        .to_owned();
    let package = match packages.as_slice() {
        [] => Some(spec_name),
        [one] => Some(package_name(one)),
        _ => None,
    };
    plain &= registry_name(spec_name) && package.is_some_and(registry_name);
    let own = package.is_some_and(|p| package_is_program(p, &program))
        && (packages.is_empty() || !spec_name.starts_with('@'))
        && (NODE_REGISTRY_PROGRAMS.contains(&program.as_str())
            || crate::toolchains::NODE_DEV_TOOLS.contains(&program.as_str()));
    Some(PackageRun {
        package: package.unwrap_or_default().to_owned(),
        program,
        at: at + 1,
        own,
        fetches,
        plain,
    })
}

/// Options of `deno run` that take a value as the next word; every other option is one word
/// (`-A`, `--allow-net=host`, `--unstable-kv`).
const DENO_VALUE_OPTIONS: &[&str] = &[
    "-c",
    "--config",
    "--import-map",
    "--lock",
    "--cert",
    "--location",
    "--seed",
    "-L",
    "--log-level",
    "--ext",
];

/// What `deno run [options] npm:PKG ARGS` (or `jsr:@scope/PKG`, and `deno npm:PKG`, which
/// runs it too) runs: a registry's package by its bin name (the last part of its name, a
/// version left out) and where its own words start in `args`, as `npx PKG ARGS` runs it. A
/// script of the project or a URL is no package (`None`).
pub(crate) fn deno_package_run(args: &[String]) -> Option<(String, usize)> {
    let mut at = 0;
    let mut seen_run = false;
    while let Some(a) = args.get(at) {
        at += 1;
        if DENO_VALUE_OPTIONS.contains(&a.as_str()) {
            at += 1;
        } else if a.starts_with('-') {
        } else if a == "run" && !seen_run {
            seen_run = true;
        } else {
            let spec = a.strip_prefix("npm:").or_else(|| a.strip_prefix("jsr:"))?;
            let name = package_name(spec);
            let bin = bin_of(name);
            return (!bin.is_empty()).then(|| (bin.to_owned(), at));
        }
    }
    None
}
