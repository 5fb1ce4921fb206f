//! Command knowledge of everyday developer toolchains, as tables a reviewer can read.
//!
//! Each [`Toolchain`] lists rows, tried in order; the first that matches the command decides:
//! - `read`: only reads or prints (`cargo metadata`, `docker ps`) → allow;
//! - `build`: the project's builds and tests → ask once, under the toolchain's one session
//!   family (`cargo build/test`), so that one approval covers the family for the session;
//! - `ask`: anything else known and ordinary → ask once, under its own program and subcommand;
//! - `add_dependency`: a new package from the public registries → ask once, under the one
//!   family every toolchain shares ([`ADD_DEPENDENCY_FAMILY`]); only the grant key is shared,
//!   each row keeps its exceptions (another index, global installs, URL, git and path sources);
//! - `danger`: publishing, destroying data, infrastructure, credentials, global state, remote →
//!   always ask, never answered by a grant.
//!
//! A dangerous row comes before the harmless rows it resembles (`cargo publish` before
//! `cargo publish --dry-run`'s build row, `docker compose down -v` before `docker compose
//! down`), so a grant of the family never covers a dangerous neighbour: a dangerous command
//! is never in a family.
//!
//! A row's pattern is words matched against the command's positional words (options and their
//! values set aside), each a glob in any letter case; `...` stands for any number of words
//! (`... deploy*` is a `deploy` target anywhere), and `$` the end of the words (`install $`:
//! an install that names no package). A row may need one of some flags (`with`) or
//! none of others (`unless`). A toolchain whose `raw` is set matches its pattern against the
//! arguments as written, options included (`python -m pytest`).

use crate::Level;

/// What a row makes of a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Only reads: allow.
    Read,
    /// A build or test of the project: ask once, under the toolchain's family.
    Build,
    /// Known and ordinary, but no build: ask once, under its own program and subcommand.
    Ask,
    /// A new dependency added to the project (`npm install foo`, `cargo add foo`, `pip install
    /// foo`): ask once, under the one "add dependency" family of every toolchain
    /// ([`ADD_DEPENDENCY_FAMILY`]), whatever the spelling.
    AddDependency,
    /// Always ask; the text is the category (`publishing`, `destroying data`).
    Danger(&'static str),
}

impl Kind {
    pub(crate) fn level(self) -> Level {
        match self {
            Kind::Read => Level::Allow,
            Kind::Build | Kind::Ask | Kind::AddDependency => Level::AskOnce,
            Kind::Danger(_) => Level::AlwaysAsk,
        }
    }
}

/// One row: a pattern of words, the flags it needs or excludes, and what it makes of a match.
#[derive(Debug)]
pub(crate) struct Row {
    pub words: &'static str,
    pub with: &'static [&'static str],
    pub unless: &'static [&'static str],
    /// Globs one of the command's words must match (code given inline: `*delete*`); none for
    /// any words.
    pub code: &'static [&'static str],
    pub kind: Kind,
}

/// One program's knowledge.
#[derive(Debug)]
pub(crate) struct Toolchain {
    /// The program names it covers (`python`, `python3`).
    pub programs: &'static [&'static str],
    /// The toolchain's own name for its families: the grant key of its builds and tests when it
    /// is not `project`.
    pub family: &'static str,
    /// Whether its builds, tests and runs are the project's one family across toolchains
    /// ([`PROJECT_FAMILY`]): they run the project's own code in the workspace.
    pub project: bool,
    /// Whether it talks to a daemon or a service outside the sandbox (docker, kubectl, database
    /// clients): the sandbox never lowers it.
    pub outside: bool,
    /// Whether patterns match the arguments as written (options included).
    pub raw: bool,
    /// Whether it only adds rows to a program a later table knows (helm's plugins, a linter
    /// behind cargo): when none of its rows matches, the next table that lists the program
    /// decides, not this one's `otherwise`.
    pub extends: bool,
    /// Rows shared with other programs, tried before its own (make-like targets).
    pub before: &'static [Row],
    /// Options whose value is the next word.
    pub value_opts: &'static [&'static str],
    /// Those of them whose value rows' code sees as it sees a word: a path the command writes
    /// to (an install path), a query or an output format that picks what a read prints.
    pub seen_opts: &'static [&'static str],
    pub rows: &'static [Row],
    /// What a command no row matches is.
    pub otherwise: Kind,
}

pub(crate) const PUBLISHING: &str = "publishing";
pub(crate) const DESTROYING: &str = "destroying data";
pub(crate) const INFRA: &str = "infrastructure";
pub(crate) const CREDENTIALS: &str = "credentials";
pub(crate) const GLOBAL: &str = "global state";
/// A service of the machine started, restarted, reloaded or enabled, or an update staged for its
/// next boot: the machine's state, as [`GLOBAL`] is, but what a human answers for one exact
/// command on a machine of theirs (`remote.rs`).
pub(crate) const SERVICE_STATE: &str = "service state";
pub(crate) const REMOTE: &str = "remote";
pub(crate) const PRIVILEGE: &str = "privilege";
/// A package source the project did not declare (a repository, a mirror, an index, a
/// channel) added to its configuration, or its transport made insecure: what later installs
/// fetch from it runs unreviewed, under the family that means the declared sources.
pub(crate) const SOURCES: &str = "package source";
/// The privilege category, for other tables.
pub(crate) const PRIVILEGE_CATEGORY: &str = PRIVILEGE;

/// Paths outside the workspace, as an operand or an option's value: absolute, in the home
/// directory, above the workspace (`../x`, or a climb after a folder, `out/../../..`: a `..`
/// anywhere, since a glob cannot count the folders it climbs back), or built at run time.
pub(crate) const OUTSIDE_WORKSPACE: &[&str] = &["/*", "~*", "..*", "*/../*", "*/..", "$*"];

pub(crate) const fn row(words: &'static str, kind: Kind) -> Row {
    Row {
        words,
        with: &[],
        unless: &[],
        code: &[],
        kind,
    }
}
pub(crate) const fn read(words: &'static str) -> Row {
    row(words, Kind::Read)
}
pub(crate) const fn build(words: &'static str) -> Row {
    row(words, Kind::Build)
}
pub(crate) const fn ask(words: &'static str) -> Row {
    row(words, Kind::Ask)
}
pub(crate) const fn add_dependency(words: &'static str) -> Row {
    row(words, Kind::AddDependency)
}
pub(crate) const fn danger(words: &'static str, category: &'static str) -> Row {
    row(words, Kind::Danger(category))
}
/// The row only when one of `flags` is given.
pub(crate) const fn with(r: Row, flags: &'static [&'static str]) -> Row {
    Row { with: flags, ..r }
}

impl Row {
    /// The row only when one of `flags` is given.
    pub(crate) const fn needs(self, flags: &'static [&'static str]) -> Row {
        with(self, flags)
    }
    /// The row only when one of the command's words matches one of `globs`.
    pub(crate) const fn code(self, globs: &'static [&'static str]) -> Row {
        Row {
            code: globs,
            ..self
        }
    }
}
/// The row only when none of `flags` is given.
pub(crate) const fn unless(r: Row, flags: &'static [&'static str]) -> Row {
    Row { unless: flags, ..r }
}

pub(crate) const fn tool(
    programs: &'static [&'static str],
    family: &'static str,
    value_opts: &'static [&'static str],
    rows: &'static [Row],
    otherwise: Kind,
) -> Toolchain {
    Toolchain {
        programs,
        family,
        project: false,
        outside: false,
        raw: false,
        extends: false,
        before: &[],
        value_opts,
        seen_opts: &[],
        rows,
        otherwise,
    }
}
/// A toolchain whose options' values rows' code sees ([`Toolchain::seen_opts`]) are these
/// (each also a value option).
pub(crate) const fn seen(t: Toolchain, seen_opts: &'static [&'static str]) -> Toolchain {
    Toolchain { seen_opts, ..t }
}
/// A toolchain that talks to a service outside the sandbox.
pub(crate) const fn outside(t: Toolchain) -> Toolchain {
    Toolchain { outside: true, ..t }
}
/// A make-like toolchain: targets that deploy or publish, in any position, come first.
pub(crate) const fn targets(t: Toolchain) -> Toolchain {
    Toolchain {
        before: TARGET_ROWS,
        ..t
    }
}
/// A platform's command line: its own rows, then the platforms' shared ones ([`PLATFORM`]).
/// Its local runs (`netlify dev`, `vercel build`, `heroku local`) are the platform's own
/// family, not the project's: they may bring the linked site's variables into the process.
const fn platform(programs: &'static [&'static str], own: &'static [Row]) -> Toolchain {
    Toolchain {
        before: own,
        ..outside(tool(
            programs,
            "platform",
            &[
                "-a",
                "--app",
                "-r",
                "--remote",
                "--scope",
                "--team",
                "-c",
                "--config",
                // Long options that take a value in every platform that has them; a short
                // one means different things to different platforms (`vercel -d` is debug),
                // and a flag taken for one with a value would hide the next word.
                "--org",
                "--region",
                "--site",
                "--filter",
                "--context",
                "--dir",
                "--functions",
                "--port",
                "--environment",
                "--service",
            ],
            PLATFORM,
            Kind::Danger(INFRA),
        ))
    }
}
/// A toolchain whose builds, tests and runs are [`PROJECT_FAMILY`].
pub(crate) const fn project(t: Toolchain) -> Toolchain {
    Toolchain { project: true, ..t }
}
/// A toolchain whose patterns match the arguments as written.
pub(crate) const fn raw(t: Toolchain) -> Toolchain {
    Toolchain { raw: true, ..t }
}
/// Rows added to a program another table knows: see [`Toolchain::extends`].
pub(crate) const fn extends(t: Toolchain) -> Toolchain {
    Toolchain { extends: true, ..t }
}

/// The project's one session family, across toolchains: its builds, tests, lints, formatters,
/// code generators and runs (`cargo test`, `npm run build`, `pytest`, `make`, `./gradlew
/// check`, `python manage.py migrate`, a celery worker of its tasks), its own built programs
/// and the cleaning of its build output. Each of these runs the project's own code (build
/// scripts, tests, package scripts, Makefile recipes) with the project's own configuration, and
/// any one of them can run the others (`make test` runs `cargo test`, an npm script runs
/// anything), so one human answer, "work on this project", means the same for all: one
/// approval covers the family for the session. A request that writes to a service on this
/// machine (`curl -X POST localhost:3000/api`, a gRPC call, producing to a local broker) joins
/// it too: the project's own tests make the same requests to its running service (a local
/// DELETE and the ports of local admin APIs still always ask). So do the services of the
/// project's own compose file (`docker compose up -d db`, `exec` and `run` in them): the
/// compose file is the project's configuration as its Makefile is, and `make up`, an npm script
/// or the tests' testcontainers already start the same services under this family
/// (`services::project_compose`; another file, project name or daemon keeps its question). Not
/// in it: what acts on a service rather than on the project's code (docker beyond that,
/// kubectl, terraform, database servers beyond creating a database), what fetches new code (a new dependency: [`ADD_DEPENDENCY_FAMILY`]; a
/// toolchain install), what reaches a remote, and every dangerous row, which always asks.
pub(crate) const PROJECT_FAMILY: &str = "project build/test/run";
/// The family of database migration tools' commands whose database is left to their
/// configuration or environment (`goose up`, `flyway migrate`, `atlas migrate apply --env
/// local` before `migrations::own_target` reads its environment's name).
pub(crate) const MIGRATIONS_FAMILY: &str = "database migrations";

/// The one session family of new dependencies, across toolchains (`npm install -D x`, `pnpm
/// add`, `cargo add`, `uv add`, `pip install x`, `poetry add`, `go get`, `bundle add`,
/// `composer require`, `dotnet add package`…), and of updates of the locked ones (`cargo
/// update`, `npm update`, `pnpm up`, `poetry update`, `uv lock --upgrade`, `mix deps.update`),
/// which fetch new code from the same registries: the human's
/// answer is "let the agent add packages from the public registries to this project", which
/// means the same whatever the toolchain. Only the grant key is shared: each toolchain's rows
/// keep their exceptions as they are, so another index, a global or user install, a package
/// from a git repository, a URL, a path or an archive, and install-script flags are never in
/// it (they ask under their own rows, or always).
pub(crate) const ADD_DEPENDENCY_FAMILY: &str = "registry add dependency";

/// The family of the project's infrastructure code run without changing what it manages:
/// Terraform's, OpenTofu's and Terragrunt's inits and plans, what evaluates the configuration
/// as a plan does (an Infracost estimate), and the cloud command lines' syntheses, previews,
/// packages and local runs (`cdk synth|diff`, `sam build|local`, `sls package|offline`,
/// `pulumi preview`, `cdktf plan`, `sst diff`, `cloudclis.rs`). Each runs the project's
/// infrastructure code and the providers or plugins it declares against the accounts it
/// names, reads their state and changes nothing there, so the human's answer is the same
/// whichever tool the project uses: one family, not one per tool (a project that plans its
/// base with Terragrunt and synthesizes a stack with the CDK is asked once). Every apply,
/// deploy, destroy, state edit and secret output keeps its own rows, which always ask.
pub(crate) const INFRA_PLAN_FAMILY: &str = "infrastructure code plan/synth/local run";

/// The package managers whose new dependencies land in the project's own manifest and lock
/// (`npm i x`, `uv add x`, `cargo add x`, `dotnet add package x`, `swift package update`,
/// `npx expo install x`): a caller keys their [`ADD_DEPENDENCY_FAMILY`] as the project's
/// ([`crate::adds_to_the_project`]). What else shares that family installs a toolchain, a
/// model or an environment outside the project (`sdk install java`, `huggingface-cli
/// download`, `conda install`) and keeps the family's own key.
pub(crate) const PROJECT_PACKAGE_MANAGERS: &[&str] = &[
    "npm",
    "pnpm",
    "yarn",
    "bun",
    "npx",
    "pnpx",
    "bunx",
    "deno",
    "expo",
    "pip",
    "pip3",
    "uv",
    "poetry",
    "pdm",
    "pipenv",
    "hatch",
    "rye",
    "pip-compile",
    "cargo",
    "go",
    "bundle",
    "bundler",
    "composer",
    "dotnet",
    "swift",
    "mix",
    "dart",
    "flutter",
    "gleam",
];

/// The node toolchain's own name (its new dependencies' family): npm, pnpm, yarn, bun, node and
/// the project's own dev tools run through a package runner share it, as one toolchain.
pub(crate) const NODE_FAMILY: &str = "node run/test";

/// The node toolchain's dev tools, run by a package runner (`npx vitest`, `bunx eslint`, `npm
/// exec tsc`): the project's builds, tests, checks and formatters, in the node family. Tools
/// that install outside the project (`playwright install`) or delete are not here; a package
/// named with a version, a scope or `--package` is not one of these and stays unknown.
pub(crate) const NODE_DEV_TOOLS: &[&str] = &[
    "vitest",
    "jest",
    "mocha",
    "ava",
    "tap",
    "jasmine",
    "karma",
    "tsc",
    "vue-tsc",
    "svelte-check",
    "tsx",
    "ts-node",
    "eslint",
    "prettier",
    "biome",
    "oxlint",
    "stylelint",
    "vite",
    "webpack",
    "rollup",
    "esbuild",
    "tsup",
    "parcel",
    "babel",
    "next",
    "nuxt",
    "astro",
    "c8",
    "nyc",
    "nodemon",
    "turbo",
    "nx",
    "prisma",
    // Code generators that write the project's own files (Mock Service Worker's worker
    // script into the public folder, GraphQL and OpenAPI clients).
    "msw",
    "graphql-codegen",
    "openapi-typescript",
    // Kysely's types from the project's database, and Storybook's test runner (of a
    // Storybook the project serves).
    "kysely-codegen",
    "test-storybook",
    // Solidity's linter, Salesforce's Lightning Web Components' jest runner, Detox's end-to-end
    // runner (on the developer's emulator) and Expo's project check.
    "solhint",
    "sfdx-lwc-jest",
    "detox",
    "expo-doctor",
    // A linter of the project's `package.json` and its exports.
    "publint",
];

/// The registry packages of the node codemods that rewrite the project's own code, as a
/// formatter does (`@next/codemod`, the React and types-react codemods, jscodeshift, ESLint's
/// configuration migrator, MUI's codemods) and of the frameworks' own upgrade tools, which
/// bump the framework's packages in the manifest and rewrite its configuration (Astro's,
/// Tailwind's): run from the registry, any command of theirs but a destroying, publishing or
/// credential word is the project's family (`knowledge::package_program`). By package, not
/// by bin: another scope's package with the same bin (`@someone/upgrade`) is a stranger's.
pub(crate) const NODE_CODEMODS: &[&str] = &[
    "codemod",
    "@next/codemod",
    "react-codemod",
    "types-react-codemod",
    "jscodeshift",
    "@eslint/migrate-config",
    "@mui/codemod",
    "@astrojs/upgrade",
    "@tailwindcss/upgrade",
];

/// The bins of well-known node project tools that are not the project's installed dev tools
/// ([`NODE_DEV_TOOLS`]) but are run from the registry as often: Electron and its build tools,
/// Firefox's extension tool, VS Code's extension test runner and packager. Their everyday
/// commands (build, test, lint, preview, only options) and their packaging into the project's
/// folder (`vsce package`, `electron-forge make`) are the project's family when run by a
/// package runner; their other commands keep their own question (`web-ext sign` submits to the
/// add-on store), and their publishing words always ask (`knowledge::package_program`).
pub(crate) const NODE_PROJECT_PACKAGES: &[&str] = &[
    "electron",
    "electron-vite",
    "electron-forge",
    "web-ext",
    "vscode-test",
    "vsce",
];

/// Global installs, by flag, shared by the package managers. npm's `--location` takes its
/// value as the next word too (`--location global`): any location is asked about.
const GLOBAL_FLAGS: &[&str] = &["-g", "--global", "--location=global", "--location"];
/// pip installs outside the project's environment.
const USER_INSTALL: &[&str] = &[
    "--user",
    "--break-system-packages",
    "--target",
    "-t",
    "--root",
    "--prefix",
];
/// Installs from another index than the project's usual one: never the family.
const OTHER_INDEX: &[&str] = &[
    "-i",
    "--index-url",
    "--extra-index-url",
    "-f",
    "--find-links",
    "--trusted-host",
];
/// Sources a requirement fetches from elsewhere than a folder: a URL, a version control
/// source (`git+https://…`, `hg+…`), a name at a URL (`pkg @ https://…`).
const REMOTE_SOURCES: &[&str] = &["*://*", "git+*", "hg+*", "svn+*", "bzr+*", "*@*"];
/// A Python package's archives, by name.
const PACKAGE_ARCHIVES: &[&str] = &["*.whl", "*.tar.gz", "*.tgz", "*.zip", "*.egg", "*.tar.bz2"];
/// Package indexes on this machine, as an index option's value.
const LOOPBACK_INDEXES: &[&str] = &[
    "http://localhost*",
    "https://localhost*",
    "http://127.0.0.1*",
    "https://127.0.0.1*",
    "http://[::1]*",
];
/// Dry runs, which publish nothing.
const DRY_RUN: &[&str] = &["--dry-run"];
/// Make-like targets that publish or deploy, in any position.
const TARGET_ROWS: &[Row] = &[
    danger("... deploy*", INFRA),
    danger("... *-deploy", INFRA),
    // A project's target by its project's name (`nx run app:deploy`, `app:publish`).
    danger("... *:deploy*", INFRA),
    danger("... *:publish*", PUBLISHING),
    danger("... *:release*", PUBLISHING),
    danger("... destroy*", INFRA),
    // Taking a deployment back down (an operator's `make undeploy`, `app-undeploy`) deletes
    // what the deploy made on the cluster or cloud it points at.
    danger("... undeploy*", INFRA),
    danger("... *-undeploy", INFRA),
    danger("... *:undeploy*", INFRA),
    danger("... release*", PUBLISHING),
    danger("... *-release", PUBLISHING),
    danger("... publish*", PUBLISHING),
    danger("... *-publish", PUBLISHING),
    danger("... upload*", PUBLISHING),
    danger("... push*", PUBLISHING),
    danger("... *-push", PUBLISHING),
    danger("... install", GLOBAL),
    danger("... uninstall", GLOBAL),
    // Targets that empty or drop a database (`make db-drop`, Flyway's `clean` as gradle's
    // `flywayClean` or maven's `flyway:clean`, Liquibase's `dropAll`) and jib's image push
    // (`jib`, `jib:build`; `jibDockerBuild` builds locally).
    danger("... *drop*", DESTROYING),
    danger("... *wipe*", DESTROYING),
    danger("... nuke*", DESTROYING),
    danger("... flywayClean", DESTROYING),
    danger("... flyway:clean", DESTROYING),
    danger("... jib", PUBLISHING),
    danger("... jib:build", PUBLISHING),
    // A multi-platform image build: buildx cannot load one into the local engine, so such a
    // target pushes it (kubebuilder's and operator-sdk's `docker-buildx`, `buildx-push`).
    danger("... *-buildx", PUBLISHING),
    danger("... buildx*", PUBLISHING),
];

const CARGO: &[Row] = &[
    unless(danger("publish", PUBLISHING), DRY_RUN),
    // Release tools: `cargo release` (any step: `publish`, `push`, `tag`) is a dry run unless
    // `--execute` is given; with it it publishes and pushes. cargo-dist's `host`, `publish`
    // and `upload` reach the release host.
    danger("release", PUBLISHING).needs(&["--execute", "-x"]),
    danger("dist host", PUBLISHING),
    danger("dist publish", PUBLISHING),
    danger("dist upload", PUBLISHING),
    danger("dist announce", PUBLISHING),
    danger("dist selfupdate", GLOBAL),
    // A subcommand that runs another cargo command given as its words (`cargo hack publish`,
    // `cargo watch -x publish`, `-s 'cargo install x'`) is that command's danger.
    danger("hack publish", PUBLISHING),
    danger("hack install", GLOBAL),
    danger("watch", PUBLISHING).code(&["*publish*", "*release*", "*yank*", "*owner*"]),
    danger("watch", CREDENTIALS).code(&["*login*", "*logout*"]),
    danger("watch", GLOBAL).code(&["*install*"]),
    build("publish"),
    danger("yank", PUBLISHING),
    danger("owner", PUBLISHING),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("install", GLOBAL),
    danger("uninstall", GLOBAL),
    // cargo-binstall puts prebuilt binaries where `cargo install` does.
    danger("binstall", GLOBAL),
    read("metadata"),
    read("tree"),
    read("version"),
    read("search"),
    read("info"),
    read("locate-project"),
    read("pkgid"),
    read("read-manifest"),
    read("verify-project"),
    read("help"),
    read("audit"),
    read("outdated"),
    // An update resolves the locked dependencies anew: new code from the registry, as a new
    // dependency is (`cargo upgrade` is cargo-edit's, rewriting the manifest's versions).
    read("update").needs(DRY_RUN),
    add_dependency("update"),
    add_dependency("upgrade"),
    build("build"),
    build("b"),
    build("check"),
    build("c"),
    build("test"),
    build("t"),
    build("clippy"),
    build("run"),
    build("r"),
    build("bench"),
    build("fmt"),
    build("doc"),
    build("d"),
    build("nextest"),
    build("llvm-cov"),
    build("miri"),
    build("expand"),
    build("clean"),
    build("fix"),
    build("package"),
    build("generate-lockfile"),
    build("fetch"),
    add_dependency("add"),
    build("remove"),
    build("rm"),
    // Third-party subcommands that build, test, cover or check the project with its own code
    // (snapshot review writes the project's snapshot files; a release or dist dry run builds
    // the package): the project family, as `cargo test` is. Any other subcommand, known or
    // not, is the toolchain's `otherwise`: asked once under its own words.
    read("release changes"),
    build("release"),
    read("insta pending-snapshots"),
    read("insta show"),
    build("insta"),
    build("tarpaulin"),
    build("hack check"),
    build("hack build"),
    build("hack test"),
    build("hack clippy"),
    build("hack doc"),
    build("hack bench"),
    build("hack run"),
    build("watch"),
    build("fuzz"),
    build("mutants"),
    build("zigbuild"),
    build("semver-checks"),
    build("dist plan"),
    build("dist build"),
    // Profilers and size or dependency checks that build and run the project's own targets
    // (`cargo flamegraph --bench q`, `cargo bloat --release`, `cargo udeps`): its family.
    // `--root` runs the profiler through sudo.
    danger("flamegraph", PRIVILEGE).needs(&["--root"]),
    build("flamegraph"),
    build("criterion"),
    build("bloat"),
    build("llvm-lines"),
    build("udeps"),
    // cargo-binutils (`cargo size`, `cargo objdump`, `cargo nm`…) build the crate's target, as
    // `cargo build` does, then run LLVM's tool on it: the project's family.
    build("size"),
    build("objdump"),
    build("nm"),
    build("readobj"),
    build("objcopy"),
    build("strip"),
    build("cov"),
    build("profdata"),
    // A subcommand no row knows, asked for its version or help alone, prints them; but a
    // script by its path (`cargo ./deploy.rs --help`), an alias given inline (`--config
    // alias.x=…`, `-Z`) and the project's task runner (`cargo xtask`, an alias that builds and
    // runs its code) run code whatever their words, and ask as any unknown subcommand.
    ask("*/* $"),
    ask("*.rs $"),
    ask("xtask $"),
    unless(
        with(read("* $"), &["--version", "-V", "--help", "-h"]),
        &["--config", "-Z"],
    ),
];

/// cargo-dist's own program: the rows of `cargo dist`.
const DIST: &[Row] = &[
    danger("host", PUBLISHING),
    danger("publish", PUBLISHING),
    danger("upload", PUBLISHING),
    danger("announce", PUBLISHING),
    danger("selfupdate", GLOBAL),
    build("plan"),
    build("build"),
];

const RUSTUP: &[Row] = &[
    read("show"),
    read("which"),
    read("toolchain list"),
    read("target list"),
    read("component list"),
    read("doc"),
    danger("self uninstall", GLOBAL),
    danger("toolchain uninstall", GLOBAL),
    danger("uninstall", GLOBAL),
    danger("default", GLOBAL),
    danger("update", GLOBAL),
    danger("install", GLOBAL),
    danger("toolchain install", GLOBAL),
    danger("toolchain link", GLOBAL),
    // Adding an official component or target (clippy, rustfmt, wasm32-unknown-unknown) only
    // adds the toolchain's own signed parts, changes no default and is undone by `remove`: a new
    // dependency from the official registry, asked once under the add-dependency family, not a
    // global install. Removing one, installing or switching a toolchain, and updating stay
    // always asked.
    danger("target remove", GLOBAL),
    danger("component remove", GLOBAL),
    add_dependency("target add"),
    add_dependency("component add"),
    danger("self update", GLOBAL),
    ask("override"),
];

/// npm, pnpm and yarn share most of their knowledge.
const NPM: &[Row] = &[
    with(danger("install", GLOBAL), GLOBAL_FLAGS),
    with(danger("i", GLOBAL), GLOBAL_FLAGS),
    with(danger("add", GLOBAL), GLOBAL_FLAGS),
    with(danger("remove", GLOBAL), GLOBAL_FLAGS),
    with(danger("rm", GLOBAL), GLOBAL_FLAGS),
    with(danger("uninstall", GLOBAL), GLOBAL_FLAGS),
    with(danger("update", GLOBAL), GLOBAL_FLAGS),
    with(danger("up", GLOBAL), GLOBAL_FLAGS),
    with(danger("upgrade", GLOBAL), GLOBAL_FLAGS),
    with(danger("link", GLOBAL), GLOBAL_FLAGS),
    danger("global", GLOBAL),
    unless(danger("publish", PUBLISHING), &["--dry-run"]),
    build("publish"),
    // A script or package binary that publishes, releases or deploys, in any position
    // (`pnpm changeset publish`, `npm run release`, `yarn deploy:prod`, `pnpm -r publish`).
    unless(danger("... publish*", PUBLISHING), DRY_RUN),
    unless(danger("... *-publish*", PUBLISHING), DRY_RUN),
    unless(danger("... *:publish*", PUBLISHING), DRY_RUN),
    danger("... release*", PUBLISHING),
    danger("... *-release*", PUBLISHING),
    danger("... *:release*", PUBLISHING),
    danger("... deploy*", INFRA),
    danger("... *-deploy*", INFRA),
    danger("... *:deploy*", INFRA),
    danger("unpublish", PUBLISHING),
    danger("deprecate", PUBLISHING),
    danger("dist-tag add", PUBLISHING),
    danger("dist-tag rm", PUBLISHING),
    danger("owner", PUBLISHING),
    danger("access", PUBLISHING),
    danger("npm publish", PUBLISHING),
    danger("token", CREDENTIALS),
    danger("npm token", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("adduser", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("npm login", CREDENTIALS),
    danger("config set", GLOBAL),
    danger("config delete", GLOBAL),
    danger("set", GLOBAL),
    danger("link", GLOBAL),
    read("ls"),
    read("list"),
    read("ll"),
    read("la"),
    read("view"),
    read("info"),
    read("show"),
    read("outdated"),
    // Fixing installs other versions of the dependencies (`npm audit fix`, `pnpm audit --fix`).
    ask("audit fix"),
    unless(read("audit"), &["--fix"]),
    ask("audit"),
    read("config get"),
    read("config list"),
    read("get"),
    read("root"),
    read("prefix"),
    read("bin"),
    read("help"),
    read("why"),
    read("explain"),
    // Selecting packages of the installed tree (`npm query .workspace`) and printing its bill
    // of materials only read it.
    read("query"),
    read("sbom"),
    read("search"),
    read("doctor"),
    read("pkg get"),
    read("whoami"),
    read("store path"),
    read("licenses list"),
    // Bun's package manager's listings: the tree, the dependencies whose scripts were blocked,
    // the lockfile's hash, the folder of its binaries.
    read("pm ls"),
    read("pm untrusted"),
    read("pm hash"),
    read("pm hash-string"),
    read("pm hash-print"),
    read("pm bin"),
    read("pm whoami"),
    // Installing the project's declared dependencies (no package named) is part of building
    // it; global installs are decided above.
    build("ci"),
    build("install $"),
    build("i $"),
    build("$"),
    build("run"),
    build("run-script"),
    build("test"),
    build("t"),
    build("tst"),
    build("start"),
    build("stop"),
    build("restart"),
    build("build"),
    build("lint"),
    build("dev"),
    build("typecheck"),
    build("format"),
    build("exec"),
    build("rebuild"),
    build("pack"),
    add_dependency("install"),
    add_dependency("i"),
    ask("ci"),
    add_dependency("add"),
    // Removing a dependency fetches and runs no new code: the same as editing the manifest
    // and installing what it declares, which is the project's build.
    build("remove"),
    build("rm"),
    build("uninstall"),
    build("un"),
    // An update fetches new versions from the registry: new code, as a new dependency is.
    add_dependency("update"),
    add_dependency("up"),
    add_dependency("upgrade"),
    add_dependency("upgrade-interactive"),
    ask("dedupe"),
    ask("prune"),
    ask("init"),
    ask("create"),
    // A new version written into the manifest and lockfile only (`npm version minor
    // --no-git-tag-version`): the project's files change and its `preversion`, `version` and
    // `postversion` scripts run, as `npm run` runs its scripts; nothing is committed or tagged
    // (`changeset version` is the same, below). Without the flag it commits and tags: its own
    // question.
    with(
        build("version"),
        &["--no-git-tag-version", "--git-tag-version=false"],
    ),
    ask("version"),
    ask("cache"),
];

const PIP: &[Row] = &[
    with(danger("install", GLOBAL), USER_INSTALL),
    danger("config set", GLOBAL),
    danger("config unset", GLOBAL),
    danger("config edit", GLOBAL),
    read("show"),
    read("freeze"),
    read("list"),
    read("check"),
    read("help"),
    read("inspect"),
    read("config list"),
    read("config get"),
    read("index"),
    read("debug"),
    read("hash"),
    read("cache dir"),
    read("cache list"),
    // Installing the project's declared requirements, or the project itself, is the python
    // family; a package named by the agent asks on its own (a new dependency).
    unless(
        with(build("install $"), &["-r", "--requirement"]),
        OTHER_INDEX,
    ),
    unless(build("install . $"), OTHER_INDEX),
    // The project itself with its declared extras (`pip install -e '.[dev]'`).
    unless(build("install .[*] $"), OTHER_INDEX),
    // A package of the workspace by its folder, with or without extras (`pip install -e
    // 'post[test]'`, `pip install ./libs/core`): the project's own code, as `.` is. An
    // editable install takes only a folder or a version control URL, so with `-e` a bare name
    // is a folder too; without it only a path says so (a bare name is a registry's package).
    // A folder outside the workspace, a URL, a version control source and a package's
    // archive (a wheel or an sdist, whoever put it in the workspace) stay new code.
    unless(add_dependency("install"), OTHER_INDEX).code(OUTSIDE_WORKSPACE),
    unless(add_dependency("install"), OTHER_INDEX).code(REMOTE_SOURCES),
    unless(add_dependency("install"), OTHER_INDEX).code(PACKAGE_ARCHIVES),
    unless(
        with(build("install * $"), &["-e", "--editable"]),
        OTHER_INDEX,
    ),
    unless(build("install ./* $"), OTHER_INDEX),
    unless(add_dependency("install"), OTHER_INDEX),
    ask("install"),
    ask("uninstall"),
    // A download from an index on this machine only (`-i http://localhost:8080/simple/`, a
    // local package server the project's own wheels were put on) installs nothing and fetches
    // what this machine serves: the project's family (`knowledge::local_index_download` lets
    // that index pass; another one beside it always asks). From the public index it asks.
    unless(
        build("download")
            .needs(&["-i", "--index-url"])
            .code(LOOPBACK_INDEXES),
        &["-f", "--find-links", "--extra-index-url", "--trusted-host"],
    ),
    ask("download"),
    ask("wheel"),
    ask("cache"),
];

/// `virtualenv DIR`: a project environment in the workspace is a folder the project's build
/// makes (as `python -m venv` is); one outside it always asks.
const VIRTUALENV: &[Row] = &[
    read("--version"),
    danger("", GLOBAL).code(OUTSIDE_WORKSPACE),
    build("*"),
];

const TWINE: &[Row] = &[
    danger("upload", PUBLISHING),
    danger("register", PUBLISHING),
    read("check"),
];

const PIPX: &[Row] = &[
    read("list"),
    read("environment"),
    danger("install", GLOBAL),
    danger("install-all", GLOBAL),
    danger("inject", GLOBAL),
    danger("upgrade", GLOBAL),
    danger("upgrade-all", GLOBAL),
    danger("uninstall", GLOBAL),
    danger("uninstall-all", GLOBAL),
    danger("reinstall", GLOBAL),
    danger("reinstall-all", GLOBAL),
    danger("ensurepath", GLOBAL),
    danger("runpip", GLOBAL),
];

/// uv's options that upgrade locked packages.
const UV_UPGRADE: &[&str] = &["-U", "--upgrade", "-P", "--upgrade-package"];

const UV: &[Row] = &[
    unless(danger("publish", PUBLISHING), &["--dry-run"]),
    danger("tool install", GLOBAL),
    danger("tool uninstall", GLOBAL),
    danger("tool upgrade", GLOBAL),
    danger("python install", GLOBAL),
    danger("python uninstall", GLOBAL),
    danger("self", GLOBAL),
    with(
        danger("pip install", GLOBAL),
        &["--system", "--break-system-packages", "--user"],
    ),
    read("pip list"),
    read("pip show"),
    read("pip freeze"),
    read("pip tree"),
    read("pip check"),
    read("tree"),
    read("python list"),
    read("python find"),
    read("tool list"),
    read("help"),
    // Upgrading the lock resolves new versions from the registry: new code.
    add_dependency("sync").needs(UV_UPGRADE),
    add_dependency("lock").needs(UV_UPGRADE),
    add_dependency("pip compile").needs(UV_UPGRADE),
    build("sync"),
    build("run"),
    build("lock"),
    add_dependency("add"),
    build("remove"),
    danger("venv", GLOBAL).code(OUTSIDE_WORKSPACE),
    build("venv"),
    build("build"),
    build("export"),
    with(build("pip install"), &["-r", "--requirement"]),
    add_dependency("pip install"),
    ask("pip uninstall"),
    build("pip sync"),
    build("pip compile"),
    build("init"),
    build("format"),
    ask("cache"),
];

const POETRY: &[Row] = &[
    unless(danger("publish", PUBLISHING), &["--dry-run"]),
    // A source (index) added to `pyproject.toml`: what `install` then fetches comes from it.
    danger("source add", SOURCES),
    danger("self", GLOBAL),
    read("config --list"),
    with(read("config"), &["--list"]),
    unless(danger("config", GLOBAL), &["--local"]),
    read("show"),
    read("check"),
    read("env info"),
    read("env list"),
    read("search"),
    read("about"),
    read("help"),
    build("install"),
    add_dependency("add"),
    build("remove"),
    add_dependency("lock").needs(&["--regenerate"]),
    build("lock"),
    add_dependency("update"),
    build("build"),
    build("run"),
    build("sync"),
    build("env use"),
    build("init"),
    build("new"),
    ask("version"),
];

/// `python`, `python3`: inline code (`-c`) is judged before these rows, and always asks.
const PYTHON: &[Row] = &[
    read("--version"),
    read("-V"),
    read("-VV"),
    with(danger("-m pip install", GLOBAL), USER_INSTALL),
    read("-m pip list"),
    read("-m pip show"),
    read("-m pip freeze"),
    read("-m pip check"),
    unless(
        with(build("-m pip install * $"), &["-r", "--requirement"]),
        OTHER_INDEX,
    ),
    read("-m site"),
    ask("-m pip"),
    build("-m pytest"),
    build("-m unittest"),
    // A project environment is a folder the project's build makes in the workspace; one made
    // elsewhere (`/opt/venv`, `~/.venvs/x`, `../env`) writes outside it, and `--clear` there
    // empties what the folder held.
    danger("-m venv", GLOBAL).code(OUTSIDE_WORKSPACE),
    danger("-m virtualenv", GLOBAL).code(OUTSIDE_WORKSPACE),
    build("-m venv"),
    build("-m virtualenv"),
    build("-m mypy"),
    build("-m ruff"),
    build("-m black"),
    build("-m isort"),
    build("-m flake8"),
    build("-m pylint"),
    build("-m coverage"),
    build("-m build"),
    build("-m tox"),
    build("-m compileall"),
    danger("-m twine upload", PUBLISHING),
    ask("-m http.server"),
    ask("-m"),
    danger("*manage.py flush", DESTROYING),
    danger("*manage.py sqlflush", DESTROYING),
    danger("*manage.py reset_db", DESTROYING),
    danger("*manage.py createsuperuser", CREDENTIALS),
    danger("*manage.py changepassword", CREDENTIALS),
    // Every setting that differs from Django's defaults: `SECRET_KEY`, `DATABASES` and their
    // passwords among them.
    danger("*manage.py diffsettings", CREDENTIALS),
    // Migrating forward is the project's everyday build of its database; unapplying
    // (`migrate app zero`, or back to a named migration) drops tables and columns.
    danger("*manage.py migrate * zero", DESTROYING),
    build("*manage.py migrate $"),
    build("*manage.py migrate * $"),
    ask("*manage.py migrate"),
    // Loading the project's fixtures into its database is its seed, as `rails db:seed`,
    // `artisan db:seed` and `prisma db seed` are: the project's own data in its own database
    // (`--database` naming production is a production selector and always asks).
    build("*manage.py loaddata"),
    // The project's database client: its SQL is read for dropping and emptying statements as
    // any database client's is, which always ask; the rest is the project's own database.
    build("*manage.py dbshell"),
    // Code given to the project's shell (`shell -c CODE`) runs in the project's own
    // environment: the project's family (a test or a management command the agent writes
    // runs the same), unless it plainly destroys data or starts programs. Code read from a
    // pipe or the terminal is unseen: asked on its own.
    danger("*manage.py shell", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("*manage.py shell", CREDENTIALS).code(crate::frameworks::CREDENTIAL_CODE),
    danger("*manage.py shell", REMOTE).code(NETWORK_CODE),
    with(build("*manage.py shell"), &["-c", "--command"]),
    ask("*manage.py shell"),
    build("*manage.py"),
    build("*"),
];

const GO: &[Row] = &[
    danger("install", GLOBAL),
    with(danger("env", GLOBAL), &["-w", "-u"]),
    read("version"),
    read("env"),
    read("list"),
    read("doc"),
    read("help"),
    read("mod graph"),
    read("mod why"),
    read("mod verify"),
    build("build"),
    build("test"),
    // `go run PKG@VERSION` fetches that module from the proxy and runs it, outside the
    // project's own module and its go.sum: new code, asked under its own module and version,
    // as a package runner's fetched package is.
    ask("run *@*"),
    build("run"),
    build("vet"),
    build("fmt"),
    build("generate"),
    build("mod tidy"),
    build("mod download"),
    build("mod init"),
    build("mod vendor"),
    build("mod edit"),
    add_dependency("get"),
    build("tool"),
    build("work"),
    build("fix"),
    with(
        ask("clean"),
        &["-modcache", "-cache", "-testcache", "-fuzzcache"],
    ),
    build("clean"),
];

/// `just`'s listing flags, after its targets.
const JUST: &[Row] = &[with(
    read(""),
    &[
        "--list",
        "-l",
        "--summary",
        "--show",
        "-s",
        "--dump",
        "--evaluate",
        "--variables",
    ],
)];

const CMAKE: &[Row] = &[
    read("--version"),
    read("--help"),
    // An install into a staging directory of the workspace (`--prefix ./stage`) is the
    // project's; into the configured prefix or a path outside, it changes the system.
    danger("--install", GLOBAL).code(&["/*", "~*", "..*", "$*"]),
    build("--install").needs(&["--prefix"]),
    danger("--install", GLOBAL),
    ask("-E rm"),
    ask("-E remove"),
    ask("-E remove_directory"),
    ask("-P"),
    build("*"),
];

/// `docker` and `podman`; `docker-compose` has the compose rows without the word `compose`.
const DOCKER: &[Row] = &[
    danger("push", PUBLISHING),
    danger("image push", PUBLISHING),
    danger("buildx build", PUBLISHING).needs(&["--push"]),
    danger("build", PUBLISHING).needs(&["--push"]),
    danger("image build", PUBLISHING).needs(&["--push"]),
    danger("builder build", PUBLISHING).needs(&["--push"]),
    danger("buildx bake", PUBLISHING).needs(&["--push"]),
    danger("bake", PUBLISHING).needs(&["--push"]),
    danger("buildx imagetools create", PUBLISHING),
    danger("compose push", PUBLISHING),
    // Compose builds its services' images and pushes them with `--push`; `publish` pushes the
    // compose application itself to a registry.
    danger("compose build", PUBLISHING).needs(&["--push"]),
    danger("compose publish", PUBLISHING),
    danger("compose alpha publish", PUBLISHING),
    // A manifest list pushed to a registry, as an image's push.
    danger("manifest push", PUBLISHING),
    danger("manifest rm", DESTROYING),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("secret", CREDENTIALS),
    danger("system prune", DESTROYING),
    // podman's reset removes every container, image, volume and network; a machine's removal
    // takes its containers and volumes with it.
    danger("system reset", DESTROYING),
    danger("machine rm", DESTROYING),
    danger("machine reset", DESTROYING),
    danger("volume prune", DESTROYING),
    danger("volume rm", DESTROYING),
    danger("volume remove", DESTROYING),
    danger("image prune", DESTROYING),
    danger("builder prune", DESTROYING),
    danger("buildx prune", DESTROYING),
    danger("network prune", DESTROYING),
    danger("compose down", DESTROYING).needs(&["-v", "--volumes"]),
    danger("compose rm", DESTROYING).needs(&["-v", "--volumes"]),
    danger("rm", DESTROYING).needs(&["-v", "--volumes"]),
    danger("container rm", DESTROYING).needs(&["-v", "--volumes"]),
    danger("run", PRIVILEGE).needs(&[
        "--privileged",
        "--pid",
        "--cap-add",
        "--security-opt",
        "--device",
        "--userns",
    ]),
    danger("compose run", PRIVILEGE).needs(&["--privileged", "--cap-add"]),
    danger("service", INFRA),
    danger("stack", INFRA),
    danger("swarm", INFRA),
    danger("node", INFRA),
    danger("context use", GLOBAL),
    danger("plugin install", GLOBAL),
    read("ps"),
    read("images"),
    read("logs"),
    read("inspect"),
    read("version"),
    read("info"),
    read("top"),
    read("port"),
    read("diff"),
    read("history"),
    read("stats"),
    read("events"),
    read("search"),
    read("image ls"),
    read("image list"),
    read("image inspect"),
    read("image history"),
    read("container ls"),
    read("container list"),
    read("container inspect"),
    read("container logs"),
    read("volume ls"),
    read("volume list"),
    read("volume inspect"),
    read("network ls"),
    read("network inspect"),
    read("system df"),
    read("system info"),
    read("context ls"),
    read("context show"),
    read("buildx ls"),
    read("buildx inspect"),
    read("buildx du"),
    read("buildx version"),
    read("buildx imagetools inspect"),
    read("machine ls"),
    read("machine list"),
    read("machine inspect"),
    read("manifest inspect"),
    read("compose ps"),
    read("compose logs"),
    unless(read("compose config"), COMPOSE_CONFIG_SECRETS).needs(COMPOSE_CONFIG_NAMES),
    danger("compose config", CREDENTIALS),
    read("compose ls"),
    read("compose images"),
    read("compose top"),
    read("compose port"),
    read("compose version"),
    build("build"),
    // A builder of the docker family's own on this machine: BuildKit in a container, as the
    // family's `docker run` starts one. Another driver (a remote endpoint, a cluster), an
    // endpoint named, a daemon configuration or a node added to another builder asks under
    // its words.
    unless(
        build("buildx create $"),
        &[
            "--driver",
            "--driver-opt",
            "--config",
            "--buildkitd-config",
            "--buildkitd-flags",
            "--append",
            "--node",
            "--leave",
        ],
    ),
    build("buildx build"),
    build("buildx bake"),
    build("bake"),
    build("image build"),
    build("compose build"),
    build("compose up"),
    build("compose down"),
    build("compose run"),
    build("compose exec"),
    build("compose start"),
    build("compose stop"),
    build("compose restart"),
    build("compose pull"),
    build("compose create"),
    build("compose kill"),
    build("compose rm"),
    build("compose watch"),
    build("run"),
    build("exec"),
    build("start"),
    build("stop"),
    build("restart"),
    build("kill"),
    build("create"),
    build("pull"),
    build("image pull"),
    // An image loaded from an archive (`nix build .#dockerImage && docker load < result`,
    // `docker load -i image.tar`) enters the engine's store as a pulled one does, and runs
    // only when a `run` of the same family starts it.
    build("load"),
    build("image load"),
    build("tag"),
    build("image tag"),
    build("container run"),
    build("container exec"),
    build("container start"),
    build("container stop"),
    // Containers, not their volumes (`rm -v` is above): a container of the project's services
    // is made again by `compose up` or `run`; stopped ones only, for a prune.
    build("rm"),
    build("container rm"),
    build("container kill"),
    build("container restart"),
    build("container prune"),
];

/// `docker compose config` options that print only names (services, volumes, profiles,
/// images), a hash or nothing: without one it prints the whole interpolated file, every
/// secret of the environment and the env files in it.
const COMPOSE_CONFIG_NAMES: &[&str] = &[
    "--services",
    "--volumes",
    "--profiles",
    "--images",
    "--networks",
    "--hash",
    "-q",
    "--quiet",
];

/// `docker compose config` options that print the environment even beside a name listing.
const COMPOSE_CONFIG_SECRETS: &[&str] = &["--environment", "--variables"];

const DOCKER_COMPOSE: &[Row] = &[
    danger("push", PUBLISHING),
    danger("build", PUBLISHING).needs(&["--push"]),
    danger("publish", PUBLISHING),
    danger("alpha publish", PUBLISHING),
    danger("down", DESTROYING).needs(&["-v", "--volumes"]),
    danger("rm", DESTROYING).needs(&["-v", "--volumes"]),
    danger("run", PRIVILEGE).needs(&["--privileged", "--cap-add"]),
    read("ps"),
    read("logs"),
    unless(read("config"), COMPOSE_CONFIG_SECRETS).needs(COMPOSE_CONFIG_NAMES),
    danger("config", CREDENTIALS),
    read("ls"),
    read("images"),
    read("top"),
    read("port"),
    read("version"),
    build("*"),
];

const KUBECTL: &[Row] = &[
    danger("get secret*", CREDENTIALS),
    danger("exec", REMOTE),
    danger("attach", REMOTE),
    danger("cp", REMOTE),
    danger("debug", REMOTE),
    danger("port-forward", REMOTE),
    danger("proxy", REMOTE),
    danger("config view", CREDENTIALS).needs(&["--raw", "--flatten"]),
    danger("create token", CREDENTIALS),
    danger("config set*", GLOBAL),
    danger("config use-context", GLOBAL),
    danger("config delete*", GLOBAL),
    danger("config rename-context", GLOBAL),
    danger("config unset", GLOBAL),
    read("get"),
    read("describe"),
    read("logs"),
    read("top"),
    read("explain"),
    read("api-resources"),
    read("api-versions"),
    read("version"),
    read("cluster-info"),
    read("config view"),
    read("config get-contexts"),
    read("config get-clusters"),
    read("config current-context"),
    read("auth can-i"),
    read("auth whoami"),
    read("events"),
    read("rollout status"),
    read("rollout history"),
    read("diff"),
    read("wait"),
    read("kustomize"),
    danger("*", INFRA),
];

/// OpenShift's own commands beside kubectl's (whose table `oc` shares): `whoami` prints the
/// user (with `-t`/`--show-token`, the session's token: credentials); `status`, `projects`
/// and `project` alone print the current project and what it runs; `project NAME` switches
/// the user's current project in the kubeconfig, as `kubectl config use-context` does:
/// global state. Anything else falls to kubectl's table.
const OC: &[Row] = &[
    danger("whoami", CREDENTIALS).needs(&["-t", "--show-token"]),
    read("whoami"),
    read("status"),
    read("projects"),
    read("project $"),
    danger("project", GLOBAL),
];

const HELM: &[Row] = &[
    danger("registry login", CREDENTIALS),
    danger("registry logout", CREDENTIALS),
    danger("push", PUBLISHING),
    // The push plugins: ChartMuseum's, S3's and GCS's chart repositories.
    danger("cm-push", PUBLISHING),
    danger("s3 push", PUBLISHING),
    danger("gcs push", PUBLISHING),
    danger("install", INFRA),
    danger("upgrade", INFRA),
    danger("uninstall", INFRA),
    danger("delete", INFRA),
    danger("del", INFRA),
    danger("rollback", INFRA),
    danger("test", INFRA),
    danger("plugin install", GLOBAL),
    danger("plugin uninstall", GLOBAL),
    danger("repo add", GLOBAL),
    danger("repo remove", GLOBAL),
    read("list"),
    read("ls"),
    read("status"),
    read("history"),
    // A release's values hold the passwords and keys it was installed with; its manifest and
    // `all` hold its Secret objects.
    danger("get values", CREDENTIALS),
    danger("get all", CREDENTIALS),
    danger("get manifest", CREDENTIALS),
    read("get"),
    read("search"),
    read("show"),
    read("inspect"),
    read("template"),
    read("lint"),
    read("version"),
    read("env"),
    read("repo list"),
    read("dependency list"),
    read("verify"),
    read("plugin list"),
    build("package"),
    build("dependency"),
    build("dep"),
    build("repo update"),
    build("create"),
];

const TERRAFORM: &[Row] = &[
    // Terragrunt runs a terraform command over every module (`run-all apply`, `run --all
    // apply`, `run --all -- destroy`): the command's own danger.
    danger("run-all apply", INFRA),
    danger("run-all destroy", INFRA),
    danger("run-all import", INFRA),
    danger("run-all refresh", INFRA),
    danger("run-all taint", INFRA),
    danger("run-all force-unlock", INFRA),
    danger("run-all state rm", INFRA),
    danger("run-all state mv", INFRA),
    danger("run-all state push", INFRA),
    // Terragrunt's older spellings of the same (`apply-all`, `destroy-all`), which it still
    // runs; `output-all` prints every module's outputs, sensitive ones with them.
    danger("apply-all", INFRA),
    danger("destroy-all", INFRA),
    danger("output-all", CREDENTIALS),
    danger("run ... apply", INFRA),
    danger("run ... destroy", INFRA),
    danger("run ... import", INFRA),
    danger("run ... refresh", INFRA),
    danger("run ... state", INFRA),
    // The command after `--` is not matched: any of them may be the one run.
    danger("run $", INFRA),
    danger("apply", INFRA),
    danger("destroy", INFRA),
    danger("import", INFRA),
    danger("taint", INFRA),
    danger("untaint", INFRA),
    danger("refresh", INFRA),
    danger("state rm", INFRA),
    danger("state mv", INFRA),
    danger("state push", INFRA),
    danger("state replace-provider", INFRA),
    danger("force-unlock", INFRA),
    danger("workspace delete", INFRA),
    // Selecting a production workspace makes every later plan and state read act on it.
    danger("workspace select *prod*", INFRA),
    danger("workspace select *prd*", INFRA),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("output", CREDENTIALS).needs(&["-json", "-raw", "--json", "--raw"]),
    danger("state pull", CREDENTIALS),
    read("version"),
    read("validate"),
    read("show"),
    read("output"),
    read("state list"),
    read("state show"),
    read("providers"),
    read("graph"),
    read("workspace list"),
    read("workspace show"),
    with(read("fmt"), &["-check", "--check"]),
    // Terragrunt's own: its HCL formatter (a check reads), its module graph and settings,
    // and a plan or an init over every module (`run-all plan`), as terraform's.
    with(read("hclfmt"), &["--terragrunt-check", "--check"]),
    read("graph-dependencies"),
    read("terragrunt-info"),
    read("validate-inputs"),
    read("output-module-groups"),
    read("run-all validate"),
    read("run-all show"),
    read("run-all graph"),
    build("hclfmt"),
    build("run-all plan"),
    build("run-all init"),
    build("init"),
    build("plan"),
    build("fmt"),
    build("get"),
    build("test"),
    build("providers lock"),
    build("workspace select"),
    build("workspace new"),
    build("console"),
];

const GH: &[Row] = &[
    danger("auth token", CREDENTIALS),
    danger("auth status", CREDENTIALS).needs(&["-t", "--show-token"]),
    danger("auth login", CREDENTIALS),
    danger("auth logout", CREDENTIALS),
    danger("auth refresh", CREDENTIALS),
    danger("auth switch", CREDENTIALS),
    danger("auth setup-git", GLOBAL),
    // The names of the repository's secrets and variables (a variable is configuration,
    // never a secret): reads; setting, deleting or anything else of them always asks.
    read("secret list"),
    read("variable list"),
    danger("secret", CREDENTIALS),
    danger("ssh-key", CREDENTIALS),
    danger("gpg-key", CREDENTIALS),
    danger("variable set", INFRA),
    danger("variable delete", INFRA),
    danger("extension install", GLOBAL),
    danger("extension remove", GLOBAL),
    danger("config set", GLOBAL),
    danger("alias set", GLOBAL),
    danger("release create", PUBLISHING),
    danger("release upload", PUBLISHING),
    danger("release edit", PUBLISHING),
    danger("release delete", PUBLISHING),
    danger("repo create", PUBLISHING),
    danger("repo delete", DESTROYING),
    danger("repo edit", PUBLISHING),
    danger("repo archive", PUBLISHING),
    danger("repo rename", PUBLISHING),
    danger("repo fork", PUBLISHING),
    danger("repo sync", PUBLISHING),
    danger("gist create", PUBLISHING),
    danger("gist edit", PUBLISHING),
    danger("gist delete", PUBLISHING),
    danger("pr create", PUBLISHING),
    danger("pr merge", PUBLISHING),
    danger("pr comment", PUBLISHING),
    danger("pr review", PUBLISHING),
    danger("pr close", PUBLISHING),
    danger("pr edit", PUBLISHING),
    danger("pr ready", PUBLISHING),
    danger("pr reopen", PUBLISHING),
    danger("issue create", PUBLISHING),
    danger("issue comment", PUBLISHING),
    danger("issue close", PUBLISHING),
    danger("issue edit", PUBLISHING),
    danger("issue delete", PUBLISHING),
    danger("issue reopen", PUBLISHING),
    danger("issue transfer", PUBLISHING),
    danger("workflow run", INFRA),
    danger("workflow enable", INFRA),
    danger("workflow disable", INFRA),
    // Running again a CI run the project's own push started: asked once on its own.
    ask("run rerun"),
    danger("run cancel", INFRA),
    danger("run delete", INFRA),
    danger("cache delete", DESTROYING),
    danger("label", PUBLISHING),
    danger("api", PUBLISHING).needs(&[
        "-X",
        "--method",
        "-f",
        "-F",
        "--field",
        "--raw-field",
        "--input",
    ]),
    read("api"),
    read("pr list"),
    read("pr view"),
    read("pr status"),
    read("pr diff"),
    read("pr checks"),
    read("issue list"),
    read("issue view"),
    read("issue status"),
    read("repo view"),
    read("repo list"),
    read("run list"),
    read("run view"),
    read("run watch"),
    read("workflow list"),
    read("workflow view"),
    read("release list"),
    read("release view"),
    read("search"),
    read("auth status"),
    read("status"),
    read("browse"),
    read("gist list"),
    read("gist view"),
    read("config get"),
    read("config list"),
    read("extension list"),
    read("cache list"),
    read("label list"),
    read("version"),
    ask("pr checkout"),
    ask("repo clone"),
    ask("release download"),
    ask("run download"),
];

/// GitLab's command line, as gh's: its listings, views, diffs and CI status read; merging,
/// commenting, closing, releasing, running pipelines, its keys, tokens and variables, and
/// any write through `api` always ask. An opened merge request of the pushed branch is the
/// push's family (`knowledge::pull_request`).
const GLAB: &[Row] = &[
    danger("auth status", CREDENTIALS).needs(&["-t", "--show-token"]),
    read("auth status"),
    danger("auth", CREDENTIALS),
    danger("token", CREDENTIALS),
    danger("ssh-key", CREDENTIALS),
    danger("gpg-key", CREDENTIALS),
    danger("deploy-key", CREDENTIALS),
    danger("variable", CREDENTIALS),
    danger("securefile", CREDENTIALS),
    danger("config set", GLOBAL),
    danger("alias set", GLOBAL),
    danger("api", PUBLISHING).needs(&[
        "-X",
        "--method",
        "-f",
        "-F",
        "--field",
        "--raw-field",
        "--input",
    ]),
    read("api"),
    read("mr list"),
    read("mr view"),
    read("mr diff"),
    read("mr issues"),
    read("issue list"),
    read("issue view"),
    read("ci status"),
    read("ci list"),
    read("ci get"),
    read("ci trace"),
    read("ci lint"),
    read("ci config"),
    read("repo view"),
    read("repo list"),
    read("release list"),
    read("release view"),
    read("schedule list"),
    read("label list"),
    read("config get"),
    read("version"),
    read("check-update"),
    ask("mr checkout"),
    ask("repo clone"),
    ask("release download"),
    ask("ci artifact"),
    danger("mr", PUBLISHING),
    danger("issue", PUBLISHING),
    danger("release", PUBLISHING),
    danger("repo", PUBLISHING),
    danger("label", PUBLISHING),
    danger("snippet", PUBLISHING),
    danger("ci", INFRA),
    danger("schedule", INFRA),
    danger("cluster", INFRA),
];

/// A `--query` that picks a description's environment, its secrets or the whole of it.
const ENVIRONMENT_QUERY: &[&str] = &[
    "*environment*",
    "*variables*",
    "*secret*",
    "@*",
    "configuration",
    "taskdefinition",
    "*containerdefinitions",
    "*containerdefinitions[*]",
    "service",
    "app",
    "branch",
    "configurationsettings*",
];
/// A `--format` that prints a description's environment or its secrets.
const ENVIRONMENT_FORMAT: &[&str] = &["*env*", "*secret*", "*masterauth*"];
/// A `--format` projection: only the fields it names.
const PROJECTION: &[&str] = &["*(*)*"];

const AWS: &[Row] = &[
    danger("configure export-credentials", CREDENTIALS),
    danger("configure get", CREDENTIALS),
    danger("configure set", GLOBAL),
    read("configure list"),
    read("configure list-profiles"),
    danger("configure", GLOBAL),
    danger("secretsmanager get-secret-value", CREDENTIALS),
    danger("ssm get-parameter*", CREDENTIALS).needs(&["--with-decryption"]),
    danger("sts assume-role*", CREDENTIALS),
    danger("sts get-session-token", CREDENTIALS),
    danger("sts get-federation-token", CREDENTIALS),
    danger("ecr get-login-password", CREDENTIALS),
    danger("ecr get-authorization-token", CREDENTIALS),
    danger("iam create-access-key", CREDENTIALS),
    danger("iam create-login-profile", CREDENTIALS),
    danger("sso login", CREDENTIALS),
    danger("sso logout", CREDENTIALS),
    danger("codeartifact get-authorization-token", CREDENTIALS),
    danger("kms decrypt", CREDENTIALS),
    danger("sso get-role-credentials", CREDENTIALS),
    // A cluster's context (with `aws eks get-token` as its auth command, no key in it) added
    // to the user's kubeconfig: one question, as gcloud's `get-credentials` ([`GCLOUD`]).
    danger("eks update-kubeconfig", CREDENTIALS).code(&["*prod*", "*prd*"]),
    // Its file is rewritten whole: a --kubeconfig outside the workspace (`~/.bashrc`) is a
    // write there, in any spelling.
    danger("eks update-kubeconfig", GLOBAL).code(OUTSIDE_WORKSPACE),
    ask("eks update-kubeconfig"),
    // A function's, service's or task's description holds its environment, where secrets are
    // often set in plain text: it always asks, unless a --query picks fields that are not the
    // environment (nor the whole description: `@`, `Configuration`, `taskDefinition`).
    danger("lambda get-function", CREDENTIALS).code(ENVIRONMENT_QUERY),
    danger("lambda get-function-configuration", CREDENTIALS).code(ENVIRONMENT_QUERY),
    danger("ecs describe-task-definition", CREDENTIALS).code(ENVIRONMENT_QUERY),
    danger("apprunner describe-service", CREDENTIALS).code(ENVIRONMENT_QUERY),
    danger("amplify get-app", CREDENTIALS).code(ENVIRONMENT_QUERY),
    danger("amplify get-branch", CREDENTIALS).code(ENVIRONMENT_QUERY),
    danger(
        "elasticbeanstalk describe-configuration-settings",
        CREDENTIALS,
    )
    .code(ENVIRONMENT_QUERY),
    with(read("lambda get-function"), &["--query"]),
    with(read("lambda get-function-configuration"), &["--query"]),
    with(read("ecs describe-task-definition"), &["--query"]),
    with(read("apprunner describe-service"), &["--query"]),
    with(read("amplify get-app"), &["--query"]),
    with(read("amplify get-branch"), &["--query"]),
    with(
        read("elasticbeanstalk describe-configuration-settings"),
        &["--query"],
    ),
    danger("lambda get-function", CREDENTIALS),
    danger("lambda get-function-configuration", CREDENTIALS),
    danger("ecs describe-task-definition", CREDENTIALS),
    danger("apprunner describe-service", CREDENTIALS),
    danger("amplify get-app", CREDENTIALS),
    danger("amplify get-branch", CREDENTIALS),
    danger(
        "elasticbeanstalk describe-configuration-settings",
        CREDENTIALS,
    ),
    // Reads that print a secret or a short-lived credential.
    danger("apigateway get-api-key*", CREDENTIALS).needs(&["--include-value", "--include-values"]),
    unless(
        danger("glue get-connection*", CREDENTIALS),
        &["--hide-password"],
    ),
    danger("lightsail get-instance-access-details", CREDENTIALS),
    danger(
        "lightsail get-relational-database-master-user-password",
        CREDENTIALS,
    ),
    danger("ec2 get-password-data", CREDENTIALS),
    danger("redshift get-cluster-credentials*", CREDENTIALS),
    danger("redshift-serverless get-credentials", CREDENTIALS),
    danger("cognito-identity get-credentials-for-identity", CREDENTIALS),
    danger("cognito-identity get-open-id-token*", CREDENTIALS),
    danger("ecr-public get-login-password", CREDENTIALS),
    danger("ecr-public get-authorization-token", CREDENTIALS),
    danger("rds generate-db-auth-token", CREDENTIALS),
    read("sts get-caller-identity"),
    read("s3 ls"),
    // Logs, as `get-log-events` reads them: followed, filtered, or asked of Logs Insights (a
    // query there only reads; its results come back by `get-query-results`).
    read("logs tail"),
    read("logs filter-log-events"),
    read("logs start-query"),
    // DynamoDB's item reads beside `get-item`: a scan or a query returns the items it matches
    // (`--select COUNT` only counts them), and so do the batched and transactional gets.
    // PartiQL (`execute-statement`) may update or delete, and keeps asking with the writes.
    read("dynamodb scan"),
    read("dynamodb query"),
    read("dynamodb batch-get-item"),
    read("dynamodb transact-get-items"),
    read("* describe-*"),
    read("* list-*"),
    read("* get-*"),
    read("help"),
    read("* help"),
    danger("*", INFRA),
];

const GCLOUD: &[Row] = &[
    danger("auth print-access-token", CREDENTIALS),
    danger("auth print-identity-token", CREDENTIALS),
    danger("auth application-default print-access-token", CREDENTIALS),
    danger("auth application-default login", CREDENTIALS),
    danger("auth login", CREDENTIALS),
    danger("auth activate-service-account", CREDENTIALS),
    danger("auth revoke", CREDENTIALS),
    danger("... keys create", CREDENTIALS),
    danger("secrets versions access", CREDENTIALS),
    // Credential helpers: docker told to ask gcloud for a registry's token, a cluster's
    // context (with gcloud's auth plugin, no key in it) added to the user's kubeconfig and made
    // current. Each writes the user's configuration outside the workspace and stores no
    // secret: one question, under its words; a production project or cluster always asks
    // (the production rule), and what then pushes or deploys asks on its own.
    // A registry that is not Google's (`configure-docker evil.example`, or one in a list)
    // would be sent the user's Google token by docker at each pull or push.
    danger("auth configure-docker", CREDENTIALS).code(&[FOREIGN_REGISTRY]),
    ask("auth configure-docker"),
    danger("container clusters get-credentials", CREDENTIALS).code(&["*prod*", "*prd*"]),
    ask("container clusters get-credentials"),
    // A service's, job's or function's description holds its environment, where secrets are
    // often set in plain text (and a cluster's, its legacy client key): it always asks, unless
    // a --format projection (`value(status.url)`, `json(spec.template)`) picks fields that are
    // not the environment.
    danger("run services describe", CREDENTIALS).code(ENVIRONMENT_FORMAT),
    danger("run jobs describe", CREDENTIALS).code(ENVIRONMENT_FORMAT),
    danger("functions describe", CREDENTIALS).code(ENVIRONMENT_FORMAT),
    danger("app versions describe", CREDENTIALS).code(ENVIRONMENT_FORMAT),
    danger("container clusters describe", CREDENTIALS).code(ENVIRONMENT_FORMAT),
    with(read("run services describe"), &["--format"]).code(PROJECTION),
    with(read("run jobs describe"), &["--format"]).code(PROJECTION),
    with(read("functions describe"), &["--format"]).code(PROJECTION),
    with(read("app versions describe"), &["--format"]).code(PROJECTION),
    with(read("container clusters describe"), &["--format"]).code(PROJECTION),
    danger("run services describe", CREDENTIALS),
    danger("run jobs describe", CREDENTIALS),
    danger("functions describe", CREDENTIALS),
    danger("app versions describe", CREDENTIALS),
    danger("container clusters describe", CREDENTIALS),
    danger("sql generate-login-token", CREDENTIALS),
    danger("config set", GLOBAL),
    danger("config unset", GLOBAL),
    danger("config configurations activate", GLOBAL),
    danger("components", GLOBAL),
    read("... list"),
    read("... describe"),
    // Logs, read or followed (`gcloud logging read`, `gcloud beta logging tail`, a build's or a
    // function's log).
    read("logging read"),
    read("... logging tail"),
    read("logging tail"),
    read("builds log"),
    read("functions logs read"),
    read("app logs read"),
    read("app logs tail"),
    read("config get*"),
    read("info"),
    read("version"),
    read("help"),
    danger("*", INFRA),
];

const AZ: &[Row] = &[
    danger("account get-access-token", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("keyvault secret show", CREDENTIALS),
    danger("keyvault secret download", CREDENTIALS),
    danger("keyvault key download", CREDENTIALS),
    danger("ad sp create-for-rbac", CREDENTIALS),
    danger("ad sp credential", CREDENTIALS),
    danger("aks get-credentials", CREDENTIALS),
    danger("... keys list", CREDENTIALS),
    danger("... list-keys", CREDENTIALS),
    danger("... show-connection-string", CREDENTIALS),
    // Listings and shows that print secret values: an app's settings and connection strings,
    // a registry's admin passwords, a container app's or static web app's secrets, an app's
    // identity provider settings (client secrets), publishing profiles (deploy passwords).
    danger("... appsettings list", CREDENTIALS),
    danger("... connection-string list", CREDENTIALS),
    danger("acr credential ...", CREDENTIALS),
    danger("containerapp secret ...", CREDENTIALS),
    danger("staticwebapp secrets ...", CREDENTIALS),
    danger("... auth show", CREDENTIALS),
    danger("... list-publishing-*", CREDENTIALS),
    // Other services' keys under other words: a single key group (SignalR's, Event Grid's,
    // Web PubSub's `key list`/`key show`, Communication's `list-key`), Cognitive Search's
    // admin and query keys, an IoT hub's or device's connection string, App Configuration's
    // access keys and its values (settings as an app's are, secrets among them), API
    // Management's named values and subscriptions' secrets.
    // A vault's keys are shown by their public part and metadata; the private part never
    // leaves the vault by these.
    read("keyvault key list"),
    read("keyvault key show"),
    danger("... key list", CREDENTIALS),
    danger("... key show", CREDENTIALS),
    danger("... keys show", CREDENTIALS),
    danger("... list-key", CREDENTIALS),
    danger("... admin-key show", CREDENTIALS),
    danger("... query-key list", CREDENTIALS),
    danger("... connection-string show", CREDENTIALS),
    danger("appconfig credential ...", CREDENTIALS),
    danger("appconfig kv list", CREDENTIALS),
    danger("appconfig kv show", CREDENTIALS),
    danger("appconfig kv export", CREDENTIALS),
    danger("... show-secret", CREDENTIALS),
    danger("... list-secrets", CREDENTIALS),
    danger("account set", GLOBAL),
    danger("config set", GLOBAL),
    danger("extension add", GLOBAL),
    read("... list"),
    read("... show"),
    // A registry's repositories, tags and manifests.
    read("acr repository show-tags"),
    read("acr repository show-manifests"),
    read("acr manifest list-metadata"),
    read("account show"),
    read("version"),
    read("find"),
    // Logs and metrics: a Log Analytics or Application Insights query (KQL, which only
    // reads), an app's log stream, a container's logs.
    read("monitor log-analytics query"),
    read("monitor app-insights query"),
    read("monitor metrics list"),
    read("webapp log tail"),
    read("functionapp log tail"),
    read("containerapp logs show"),
    read("container logs"),
    danger("*", INFRA),
];

/// Database clients: the SQL they are given is judged as well (`DROP`, `TRUNCATE` always ask).
const SQL_CLIENT: &[Row] = &[
    read("--version"),
    read("-V"),
    read("--help"),
    read("-l"),
    read("--list"),
    ask("*"),
];

/// BigQuery's command line: listings, a table's schema and rows, and a query's dry run read; a
/// query joins the database family (its SQL judged as the clients' is); removing a dataset or
/// table, and a load, copy or query that replaces a table's data, always ask.
const BQ: &[Row] = &[
    danger("rm", DESTROYING),
    danger("load", DESTROYING).needs(&["--replace"]),
    danger("query", DESTROYING).needs(&["--replace"]),
    danger("cp", DESTROYING).needs(&["-f", "--force"]),
    read("version"),
    read("help"),
    read("ls"),
    read("show"),
    read("head"),
    read("query").needs(&["--dry_run"]),
    ask("*"),
];

/// pg_restore: listing an archive reads; `--clean` drops each object of the database before
/// restoring it, which throws away what the database held.
const PG_RESTORE: &[Row] = &[
    with(danger("", DESTROYING), &["-c", "--clean"]),
    with(read(""), &["-l", "--list", "--version", "-V", "--help"]),
];

const REDIS: &[Row] = &[
    danger("... flushall", DESTROYING),
    danger("... flushdb", DESTROYING),
    danger("... shutdown", DESTROYING),
    danger("... config", GLOBAL),
    danger("... debug", DESTROYING),
    read("--version"),
    read("ping"),
    read("info"),
    read("... get"),
    read("... keys"),
    read("... scan"),
    read("... dbsize"),
    read("... ttl"),
    read("... type"),
    ask("*"),
];

const SQLX: &[Row] = &[
    danger("database drop", DESTROYING),
    danger("db drop", DESTROYING),
    danger("database reset", DESTROYING),
    danger("db reset", DESTROYING),
    danger("migrate revert", DESTROYING),
    read("migrate info"),
    read("--version"),
    build("prepare"),
    build("migrate add"),
    build("migrate run"),
    build("database create"),
    build("db create"),
    build("database setup"),
    build("db setup"),
];

/// Diesel's command line: going back past the last migration, redoing one (which reverts
/// it) and dropping or resetting the database throw data away; printing the schema reads.
const DIESEL: &[Row] = &[
    danger("database drop", DESTROYING),
    danger("database reset", DESTROYING),
    danger("migration redo", DESTROYING),
    danger("migration revert", DESTROYING).needs(&["--all", "-a"]),
    read("print-schema"),
    read("migration list"),
    read("migration pending"),
    read("--version"),
    build("migration run"),
    build("migration generate"),
    build("migration revert"),
    build("setup"),
    build("database setup"),
];

/// SeaORM's command line: its migrations run the project's migration crate; `fresh`,
/// `refresh` and `reset` drop every table or roll every migration back.
const SEA_ORM: &[Row] = &[
    danger("migrate fresh", DESTROYING),
    danger("migrate refresh", DESTROYING),
    danger("migrate reset", DESTROYING),
    read("--version"),
    build("migrate"),
    build("generate"),
];

/// ko builds Go images and, unless told to keep them local, pushes them to the image
/// repository (`KO_DOCKER_REPO`); `resolve` pushes the images of the manifests it prints,
/// `apply`, `create`, `delete` and `run` act on the cluster.
const KO: &[Row] = &[
    read("version"),
    read("--version"),
    read("deps"),
    danger("login", CREDENTIALS),
    unless(
        danger("build", PUBLISHING),
        &["--local", "-L", "--push=false"],
    ),
    unless(
        danger("publish", PUBLISHING),
        &["--local", "-L", "--push=false"],
    ),
    unless(
        danger("resolve", PUBLISHING),
        &["--local", "-L", "--push=false"],
    ),
    danger("apply", INFRA),
    danger("create", INFRA),
    danger("delete", INFRA),
    danger("run", INFRA),
];

const PRISMA: &[Row] = &[
    danger("migrate reset", DESTROYING),
    danger("db push", DESTROYING).needs(&["--force-reset", "--accept-data-loss"]),
    // Prisma's command for applying migrations to a deployed database (`migrate dev` is the
    // development one): whatever `DATABASE_URL` names, it is asked every time.
    danger("migrate deploy", INFRA),
    danger("db execute", DESTROYING),
    read("version"),
    read("-v"),
    read("validate"),
    read("migrate status"),
    read("migrate diff"),
    build("generate"),
    build("format"),
    build("migrate dev"),
    build("db push"),
    build("db pull"),
    build("db seed"),
    build("init"),
    ask("studio"),
];

const RAILS: &[Row] = &[
    danger("... db:drop*", DESTROYING),
    danger("... db:reset", DESTROYING),
    danger("... db:purge*", DESTROYING),
    danger("... db:truncate_all", DESTROYING),
    danger("... db:schema:load", DESTROYING),
    danger("... db:migrate:reset", DESTROYING),
    danger("... db:seed:replant", DESTROYING),
    danger("... credentials:*", CREDENTIALS),
    danger("... secret", CREDENTIALS),
    danger("... deploy*", INFRA),
    danger("... release*", PUBLISHING),
    danger("... publish*", PUBLISHING),
    read("routes"),
    read("about"),
    read("stats"),
    read("notes"),
    read("... db:version"),
    read("... db:migrate:status"),
    read("-T"),
    read("--tasks"),
    read("-W"),
    read("--version"),
    // Code the project runs in its own environment, given as an argument (`runner CODE`, a
    // script file): the project's family, since a test or a task the agent writes runs the
    // same code under it; code that plainly destroys data or starts programs asks every time.
    // A console reads its code from the terminal or a pipe, unseen: asked on its own.
    danger("runner", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("r", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("runner", CREDENTIALS).code(crate::frameworks::CREDENTIAL_CODE),
    danger("r", CREDENTIALS).code(crate::frameworks::CREDENTIAL_CODE),
    danger("runner", REMOTE).code(NETWORK_CODE),
    danger("r", REMOTE).code(NETWORK_CODE),
    build("runner"),
    build("r"),
    ask("console"),
    ask("c"),
    ask("dbconsole"),
    // Migrating forward is the project's everyday build of its database (as Django's
    // `migrate`); down, redo and a named version go back and drop what they made.
    danger("... db:migrate:down", DESTROYING),
    danger("... db:migrate:redo", DESTROYING).code(&["version=*", "step=*"]),
    ask("... db:migrate version=*"),
    // A migration's steps back (`db:rollback`, one by default, or `STEP=N`) run the
    // migrations' own code, as migrating forward does.
    build("... db:rollback"),
    // `db:migrate:redo` is the last migration's step back and forward again: the same code.
    build("... db:migrate:redo"),
    build("... db:migrate $"),
    build("... db:migrate:up"),
    build("... db:create"),
    ask("... db:migrate*"),
    // Seeding runs the project's own `db/seeds.rb` in its database, as `artisan db:seed` and
    // `prisma db seed` do; a production environment is asked by its selector, and `db:setup`
    // loads the schema over what is there and asks apart.
    build("... db:seed"),
    ask("... db:setup"),
    add_dependency("add"),
    build("*"),
];

/// The entry of a list of code globs that stands for a call whose name destroys
/// ([`crate::recall::destroying_call`]); no text is spelled so.
pub(crate) const DESTROYING_CALL: &str = "<a call whose name destroys>";

/// The entry of a list of code globs that stands for a JDBC URL whose server is another
/// machine ([`remote_jdbc_url`]); no text is spelled so.
pub(crate) const REMOTE_JDBC_URL: &str = "<a JDBC URL of another machine>";

/// Words of a JDBC URL's parameters (lower case, as part of a name) with which the driver
/// loads a class or a file it is named, or connects through another machine, whatever host
/// the URL shows: `localhost/x?socketFactory=…&socketFactoryArg=evil.example` is a socket the
/// named class opens anywhere (and, with a class that fetches its argument, code run);
/// `sslfactory`, `sslhostnameverifier`, `sslpasswordcallback` and authentication plugins are
/// classes too; a SOCKS proxy is another machine; MySQL's `autoDeserialize` and
/// `allowLoadLocalInfile` let the server run code or read this machine's files; a logger file
/// is a write anywhere; H2's `INIT` runs a script.
const JDBC_ELSEWHERE: &[&str] = &[
    "factory",
    "verifier",
    "callback",
    "plugin",
    "proxy",
    "loggerfile",
    "autodeserialize",
    "localinfile",
    "init=",
];

/// The entry of a list of code globs that stands for a registry list naming a host that is
/// not Google's ([`foreign_registry`]); no text is spelled so.
pub(crate) const FOREIGN_REGISTRY: &str = "<a registry that is not Google's>";

/// The entry of a list of code globs that stands for a REST body's SQL that changes or leaks
/// data, or a body not seen ([`crate::datatools::sql_body_changes`]); no text is spelled so.
pub(crate) const SQL_BODY_CHANGES: &str = "<SQL in a body that changes or leaks data>";

/// Whether `text` is a host list (`us-docker.pkg.dev,evil.example`: host names, dots and
/// commas only) with a host that is not one of Google's registries (`gcr.io` and its regions,
/// `LOCATION-docker.pkg.dev`). A word with no dot (a subcommand, a project id) is no host.
pub(crate) fn foreign_registry(text: &str) -> bool {
    let google = |h: &str| {
        let h = h.to_ascii_lowercase();
        h == "gcr.io"
            || h.strip_suffix(".gcr.io").is_some_and(|r| !r.contains('.'))
            || h.strip_suffix("-docker.pkg.dev")
                .is_some_and(|r| !r.contains('.'))
    };
    text.contains('.') && !text.starts_with('-') && text.split(',').any(|h| !google(h))
}

/// Whether `text` holds a JDBC URL (`jdbc:postgresql://db.internal:5432/app`, also as an
/// option's value, `flyway.url=jdbc:…`) whose server is not this machine: a host that is not
/// loopback, several hosts one of which is not, a host hidden in a parameter (`;serverName=`,
/// `?host=`), a parameter that loads a class or goes through a proxy ([`JDBC_ELSEWHERE`]), or
/// Oracle's `@host:port` and connect descriptors. An embedded database (`h2:mem`,
/// `h2:file`, `sqlite:`, `hsqldb:file`, `derby:`) has no server.
pub(crate) fn remote_jdbc_url(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    let Some(at) = lower.find("jdbc:") else {
        return false;
    };
    let url = lower.get(at + 5..).unwrap_or("");
    if url.contains("servername=")
        || url.contains("host=")
        || JDBC_ELSEWHERE.iter().any(|p| url.contains(p))
    {
        return true;
    }
    let hosts = if let Some((_, rest)) = url.split_once("://") {
        let authority = rest.split(['/', '?', ';']).next().unwrap_or(rest);
        authority.rsplit('@').next().unwrap_or(authority).to_owned()
    } else if let Some((_, rest)) = url.split_once('@') {
        // Oracle's thin driver: `@host:port:sid`, `@//host:port/service`, `@(DESCRIPTION=…)`.
        let rest = rest.trim_start_matches('/');
        if rest.starts_with('(') {
            return true;
        }
        rest.split(['/', ':']).next().unwrap_or(rest).to_owned()
    } else {
        return false;
    };
    hosts.split(',').any(|h| {
        let h = h.trim();
        !(h.is_empty() || crate::knowledge::loopback(h))
    })
}

/// Whether one of `globs` names `text`: a glob in any letter case, [`DESTROYING_CALL`] for
/// a call in it whose name destroys, [`REMOTE_JDBC_URL`] for a JDBC URL of another machine.
/// Every check of code's words goes through here.
pub(crate) fn code_matches(globs: &[&str], text: &str) -> bool {
    globs.iter().any(|g| {
        if *g == DESTROYING_CALL {
            crate::recall::destroying_call(text).is_some()
        } else if *g == REMOTE_JDBC_URL {
            remote_jdbc_url(text)
        } else if *g == FOREIGN_REGISTRY {
            foreign_registry(text)
        } else if *g == GRADLE_PUBLISHING_TASK {
            gradle_task_publishes(text)
        } else if *g == SQL_BODY_CHANGES {
            crate::datatools::sql_body_changes(text)
        } else {
            airlock_facts::component_matches(g, text)
        }
    })
}

/// Words of inline code (a runner's, a shell's `-c`) that destroy data, mass-update, reach
/// the database's raw SQL, or start programs and change files: each asks every time.
pub(crate) const DESTRUCTIVE_CODE: &[&str] = &[
    // Any call of a function or method whose name's words destroy, clear or reset
    // ([`crate::recall::destroying_call`]): `RetrySet.new.clear`, `cache.clear()`.
    DESTROYING_CALL,
    "*delete*",
    "*destroy*",
    "*truncate*",
    "*drop*",
    "*purge*",
    "*flush*",
    // Emptying a collection that lives in a service (`Sidekiq::RetrySet.new.clear`,
    // `Rails.cache.clear`, `queue.clear()`).
    "*.clear*",
    "*update_all*",
    "*.update(*",
    "*->update(*",
    "*::update(*",
    "*update * set *",
    "*wipe*",
    "*rollback*",
    "*migrator*",
    "*migrate:*",
    "*statement*",
    "*unprepared*",
    "*artisan::call*",
    "*call_command*",
    "*rake::task*",
    "*mix.task*",
    "*file.rm*",
    "*connection*",
    "*cursor*",
    "*execute*",
    "*exec*",
    "*eval*",
    "*system*",
    "*spawn*",
    "*popen*",
    "*subprocess*",
    "*`*",
    "*%x*",
    "*fileutils*",
    "*rmtree*",
    "*rm_rf*",
    "*unlink*",
    "*remove*",
    "*write*",
    "*open(*",
    // Starting programs and signalling them, in each language's spelling.
    "*child_process*",
    "*open3*",
    "*passthru*",
    "*fork*",
    "*kill*",
    "*:os.cmd*",
    "*port.open*",
    // Changing or reading files beyond the code itself (a read can be of a secret file).
    "*fs.*",
    "*\"fs*",
    "*'fs*",
    "*\"node:*",
    "*'node:*",
    "*fs/*",
    "*rmdir*",
    "*rename*",
    "*shutil*",
    "*chmod*",
    "*chown*",
    "*symlink*",
    "*mkdir*",
    "*makedirs*",
    "*os.replace*",
    "*put_contents*",
    "*file_get_contents*",
    "*readfile*",
    "*read_text*",
    "*read_bytes*",
    "*file.read*",
    "*file.cp*",
    "*io.read*",
    // Code that builds code the script does not show: decoded, compiled or imported by name.
    "*__import__*",
    "*importlib*",
    "*import(*",
    "*require(*+*",
    "*compile(*",
    "*base64*",
    "*b64decode*",
    "*atob(*",
    "*buffer.from*",
    "*unhexlify*",
    "*fromhex*",
    "*codecs*",
    "*marshal*",
    "*pickle*",
    "*ctypes*",
    "*getattr*",
    "*global*",
    "*builtins*",
    "*constructor*",
    "*function(*",
    "*runin*",
    "*code.eval*",
    "*apply(*",
    "*touch(*",
    "*copy(*",
    "*file(*",
    "*file.new*",
    "*binread*",
    "*:file.*",
    "*file.stream*",
    "*fileinput*",
    "*linecache*",
    "*tarfile*",
    "*zipfile*",
    "*extractall*",
    "*pty.*",
    "*syscall*",
    "*open_port*",
    "*dlopen*",
    "*binding*",
    "*send(*",
    "*__send__*",
    "*const_get*",
    "*to_atom*",
    "*module.concat*",
    "*reflect*",
    "*fromcharcode*",
    "*chr(*",
    "*\\x*",
    "*\\u00*",
    "*setattr*",
    "*vars(*",
    "*locals(*",
    "*sys.modules*",
    "*methodcaller*",
    "*import inspect*",
    "*inspect.*",
    "*getmembers*",
    "*load_module*",
    "*imp.load*",
    "*mainmodule*",
    "*worker_threads*",
    "*\"vm*",
    "*'vm*",
    "*call_user_func*",
    "*create_function*",
];

/// Words of inline code (a runner's, an interpreter's `-c`/`-e`) that reach the network: each
/// asks every time, since the code can send what it reads anywhere.
pub(crate) const NETWORK_CODE: &[&str] = &[
    // Publishing to a model hub or uploading a file (`HfApi().upload_folder`,
    // `model.push_to_hub`, `create_repo`).
    "*upload*",
    "*push_to_hub*",
    "*create_repo*",
    "*urllib*",
    "*urlopen*",
    "*request*",
    "*http*",
    "*fetch(*",
    "*socket*",
    "*sock*",
    "*net/*",
    "*net::*",
    "*net.*",
    "*\"net*",
    "*'net*",
    "*\"tls*",
    "*'tls*",
    "*dgram*",
    "*:gen_tcp*",
    "*:ssl*",
    "*curl*",
    "*smtp*",
    "*ftp*",
    "*telnet*",
    "*paramiko*",
    "*axios*",
    "*guzzle*",
    "*finch*",
    "*tesla*",
    "*boto*",
    "*websocket*",
    "*dns*",
    "*://*",
    "*ssl*",
    "*rpc*",
    "*uri.open*",
    "*open-uri*",
    "*faraday*",
    "*restclient*",
    "*rest-client*",
    "*mail(*",
    "*req.*",
    "*mint.*",
    "*:gen_udp*",
    "*undici*",
    "*node-fetch*",
    "*superagent*",
    "*needle*",
    "*\"got\"*",
    "*'got'*",
    "*\"ws\"*",
    "*'ws'*",
    "*connect(*",
    "*listen*",
    "*serve*",
];

/// Bundler: the project's declared gems are its build (as `npm ci`); `exec` is looked through
/// (the program it runs is judged); installing into the system's gems or changing Bundler's
/// configuration for every project is global.
const BUNDLER: &[Row] = &[
    danger("install", GLOBAL).needs(&["--system"]),
    danger("config", GLOBAL).needs(&["--global"]),
    // A mirror of a gem server (`config mirror.https://rubygems.org URL`, `config set
    // mirror.…`): every later install fetches from it.
    danger("config mirror.*", SOURCES),
    danger("config set mirror.*", SOURCES),
    danger("clean", GLOBAL).needs(&["--force"]),
    read("--version"),
    read("version"),
    read("-v"),
    read("list"),
    read("show"),
    read("info"),
    read("outdated"),
    read("check"),
    read("platform"),
    read("licenses"),
    read("help"),
    read("config $"),
    read("config get"),
    read("config list"),
    // `bundle` alone is `bundle install`.
    build("$"),
    add_dependency("add"),
    add_dependency("update"),
    add_dependency("plugin install"),
    build("remove"),
    ask("config"),
    ask("gem"),
    ask("clean"),
    ask("pristine"),
    ask("open"),
    build("install"),
    build("exec"),
    build("lock"),
    build("cache"),
    build("package"),
    build("binstubs"),
    build("doctor"),
];

const MAVEN: &[Row] = &[
    danger("... deploy*", PUBLISHING),
    danger("... release:*", PUBLISHING),
    danger("... *:deploy*", PUBLISHING),
    danger("... *:release", PUBLISHING),
    // Flyway's and Liquibase's goals that rewrite or undo the schema's history: repairing the
    // history table, undoing migrations, rolling back (cleaning and dropping are
    // `TARGET_ROWS`'). Any of their goals against another machine's database (a JDBC URL on
    // the command line that is not this machine's) acts on a server that is not the project's.
    danger("... flyway:repair", DESTROYING),
    danger("... flyway:undo", DESTROYING),
    danger("... liquibase:rollback*", DESTROYING),
    danger("... liquibase:*", REMOTE).code(&[REMOTE_JDBC_URL]),
    danger("... flyway:*", REMOTE).code(&[REMOTE_JDBC_URL]),
    read("--version"),
    read("-v"),
    read("... dependency:tree"),
    read("... help:*"),
    // The versions plugin's goals that move the manifest to newer releases.
    add_dependency("... versions:use-*"),
    add_dependency("... versions:update-*"),
    build("*"),
];

/// Gradle: a task is judged by its verb (a task name is a verb and a variant in camelCase,
/// `assembleRelease`, `:app:bundleRelease`), never by a variant's name, and an option's value
/// (`--configuration releaseRuntimeClasspath`, `--tests X`, `-Pk=v`) is never a task. A task
/// that publishes, uploads, pushes, promotes or releases (`publish*`, `upload*`,
/// `closeAndRelease*`, `appDistributionUpload*`, the Play publisher's `publishBundle`, the
/// release plugins' `release`, `final`, `candidate`, jib's `jib`; or an abbreviation of one,
/// `./gradlew pB`: [`gradle_task_publishes`]) always asks; builds and checks of any variant are
/// the project family; reports read; `properties` prints the signing and publishing passwords
/// of `~/.gradle/gradle.properties`. Installing the project's build on the attached device and
/// running its instrumented tests there (`installDebug`, `connectedDebugAndroidTest`) run the
/// project's own code: its family; uninstalling destroys the app's data on the device.
const GRADLE: &[Row] = &[
    danger("...", PUBLISHING).code(&[GRADLE_PUBLISHING_TASK]),
    danger("... *deploy*", INFRA),
    danger("... destroy*", INFRA),
    danger("... properties", CREDENTIALS),
    danger("... *:properties", CREDENTIALS),
    danger("... *drop*", DESTROYING),
    danger("... *wipe*", DESTROYING),
    danger("... nuke*", DESTROYING),
    danger("... flywayClean", DESTROYING),
    danger("... *:flywayClean", DESTROYING),
    // As Maven's Flyway and Liquibase goals ([`MAVEN`]): the history rewritten or undone, or
    // a migration task against another machine's database.
    danger("... flywayRepair", DESTROYING),
    danger("... *:flywayRepair", DESTROYING),
    danger("... flywayUndo", DESTROYING),
    danger("... *:flywayUndo", DESTROYING),
    danger("... rollback*", DESTROYING),
    danger("... *:rollback*", DESTROYING),
    danger("... flyway*", REMOTE).code(&[REMOTE_JDBC_URL]),
    danger("... *:flyway*", REMOTE).code(&[REMOTE_JDBC_URL]),
    danger("... update*", REMOTE).code(&[REMOTE_JDBC_URL]),
    danger("... liquibase*", REMOTE).code(&[REMOTE_JDBC_URL]),
    danger("... uninstall*", DESTROYING),
    danger("... *:uninstall*", DESTROYING),
    read("publishToMavenLocal"),
    read("tasks $"),
    read("dependencies $"),
    read("*:dependencies $"),
    read("dependencyInsight $"),
    read("*:dependencyInsight $"),
    read("projects $"),
    read("buildEnvironment $"),
    read("*:buildEnvironment $"),
    read("outgoingVariants $"),
    read("*:outgoingVariants $"),
    read("resolvableConfigurations $"),
    read("javaToolchains $"),
    read("help $"),
    read("--version"),
    build("*"),
];

/// The entry of a list of code globs that stands for a Gradle task that publishes
/// ([`gradle_task_publishes`]); no text is spelled so.
pub(crate) const GRADLE_PUBLISHING_TASK: &str = "<a gradle task that publishes>";

/// Task names (in camelCase words) that publish, upload, push or release, as Gradle's
/// plugins name them: any task with one of these words in its name publishes.
const GRADLE_PUBLISHING_WORDS: &[&str] = &["publish", "upload", "push", "promote"];

/// Whole task names that publish: the release plugins' (`release` tags and pushes; nebula's
/// `final` and `candidate`), jib's image push.
const GRADLE_PUBLISHING_TASKS: &[&str] = &[
    "release",
    "final",
    "candidate",
    "jib",
    "closeAndReleaseRepository",
    "closeAndReleaseStagingRepository",
    "releaseRepository",
    "appDistributionUpload",
    "publishBundle",
    "publishApps",
    "publishListing",
];

/// The verbs of tasks that build, check or package a variant on this machine
/// (`assembleRelease`, `bundleRelease`, `lintRelease`, `signReleaseBundle`): a `Release` in
/// such a task's name is the variant, not a release.
const GRADLE_BUILD_VERBS: &[&str] = &[
    "assemble",
    "bundle",
    "build",
    "compile",
    "test",
    "check",
    "lint",
    "package",
    "generate",
    "merge",
    "process",
    "extract",
    "pre",
    "minify",
    "shrink",
    "strip",
    "sign",
    "validate",
    "map",
    "parse",
    "dex",
    "desugar",
    "transform",
    "copy",
    "jar",
    "write",
    "analyze",
    "report",
    "verify",
    "kapt",
    "ksp",
    "jacoco",
    "detekt",
    "ktlint",
    "spotless",
    "clean",
    "javaPre",
    "create",
    "optimize",
    "collect",
    "l8",
];

/// Whether a Gradle task (its last `:` part) publishes: a publishing word anywhere in it
/// (but `publishToMavenLocal`, which writes only the local repository), a `release` that is
/// not the variant of a build verb (`createRelease` of the release plugins is not a build:
/// only variants after a build verb), a publishing task named whole, or an abbreviation
/// Gradle would expand to one (`pub`, `pB`, `cARR`).
pub(crate) fn gradle_task_publishes(word: &str) -> bool {
    let task = word.rsplit(':').next().unwrap_or(word);
    let lower = task.to_ascii_lowercase();
    if lower.is_empty() || lower.starts_with('-') || lower == "publishtomavenlocal" {
        return false;
    }
    let verb_builds = GRADLE_BUILD_VERBS
        .iter()
        .any(|v| lower.starts_with(&v.to_ascii_lowercase()) && *v != "create");
    GRADLE_PUBLISHING_WORDS.iter().any(|w| lower.contains(w))
        || (lower.contains("release") && !verb_builds)
        || GRADLE_PUBLISHING_TASKS
            .iter()
            .any(|t| t.eq_ignore_ascii_case(task) || abbreviates(task, t))
        || first_word_abbreviates(task)
}

/// Whether a task's first camelCase word is a prefix of a publishing word (`p` and `pub` of
/// `publish`, `u` of `upload`, `rel` of `release`): Gradle expands such an abbreviation
/// (`pRB`, `upA`) to whichever task it names uniquely, which may publish.
fn first_word_abbreviates(task: &str) -> bool {
    let first: String = task
        .chars()
        .enumerate()
        .take_while(|(i, c)| *i == 0 || !c.is_ascii_uppercase())
        .map(|(_, c)| c.to_ascii_lowercase())
        .collect();
    !first.is_empty()
        && GRADLE_PUBLISHING_WORDS
            .iter()
            .chain(&["release"])
            .any(|w| w.starts_with(first.as_str()))
}

/// Whether `abbreviation` is a strict Gradle abbreviation of `name`: each of its camelCase
/// words a prefix of the name's word at the same place (`pB` of `publishBundle`, `pub` of
/// `publish`).
fn abbreviates(abbreviation: &str, name: &str) -> bool {
    let words = |s: &str| -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for ch in s.chars() {
            match out.last_mut() {
                Some(last) if !ch.is_ascii_uppercase() => last.push(ch.to_ascii_lowercase()),
                _ => out.push(ch.to_ascii_lowercase().to_string()),
            }
        }
        out
    };
    let (a, n) = (words(abbreviation), words(name));
    !a.is_empty()
        && a.len() <= n.len()
        && a.iter().zip(&n).all(|(x, y)| y.starts_with(x.as_str()))
        && !abbreviation.eq_ignore_ascii_case(name)
}

const DOTNET: &[Row] = &[
    danger("nuget push", PUBLISHING),
    danger("nuget delete", PUBLISHING),
    danger("nuget add source", GLOBAL),
    danger("tool install", GLOBAL).needs(&["-g", "--global", "--tool-path"]),
    danger("tool uninstall", GLOBAL).needs(&["-g", "--global", "--tool-path"]),
    danger("tool update", GLOBAL).needs(&["-g", "--global", "--tool-path"]),
    danger("workload", GLOBAL),
    danger("dev-certs", GLOBAL),
    // The project's own secret store (`~/.microsoft/usersecrets/ID/`, named by the project's
    // `UserSecretsId`): listing prints every secret; clearing deletes values the agent may not
    // know; another store by its id (`--id`) is not the project's. Creating the project's
    // store and setting or removing one key of it are the project's work, as editing its
    // configuration is (the value set is one the agent already holds; a password in it is
    // judged by the secret rule: `without_local_password`).
    danger("user-secrets list", CREDENTIALS),
    danger("user-secrets clear", DESTROYING),
    danger("user-secrets", CREDENTIALS).needs(&["--id"]),
    build("user-secrets init"),
    build("user-secrets set"),
    build("user-secrets remove"),
    danger("user-secrets", CREDENTIALS),
    danger("ef database drop", DESTROYING),
    // Updating to the migration before the first reverts every migration.
    danger("ef database update 0", DESTROYING),
    danger("ef database update", INFRA).needs(&["--connection"]),
    with(read(""), &["--info", "--list-sdks", "--list-runtimes"]),
    read("list"),
    read("sln list"),
    read("nuget list"),
    read("help"),
    build("build"),
    build("test"),
    build("run"),
    build("restore"),
    build("clean"),
    build("format"),
    build("watch"),
    build("publish"),
    build("pack"),
    build("new"),
    add_dependency("add package"),
    add_dependency("add * package"),
    build("add"),
    build("remove"),
    build("sln"),
    build("tool restore"),
    build("tool run"),
    // The last migration's files taken out of the project (its own code, in git); `--force`
    // first reverts it on the database, which may drop what it added.
    danger("ef migrations remove", DESTROYING).needs(&["--force", "-f"]),
    build("ef migrations remove"),
    build("ef migrations"),
    build("ef database update"),
    // What the project's context is (its provider, database and data source) and which
    // contexts it has: it builds the project to say so.
    build("ef dbcontext info"),
    build("ef dbcontext list"),
    ask("tool install"),
];

/// RubyGems: building the project's gem is its build; pushing publishes; installing is global.
const GEM: &[Row] = &[
    danger("push", PUBLISHING),
    danger("yank", PUBLISHING),
    danger("owner", PUBLISHING),
    danger("signin", CREDENTIALS),
    danger("signout", CREDENTIALS),
    danger("install", GLOBAL),
    danger("uninstall", GLOBAL),
    danger("update", GLOBAL),
    danger("cleanup", GLOBAL),
    danger("sources", GLOBAL),
    read("--version"),
    read("list"),
    read("env"),
    read("contents"),
    read("specification"),
    // `gem spec FILE.gem [FIELD]`: the metadata of a gem archive or an installed gem.
    read("spec"),
    read("query"),
    read("search"),
    read("info"),
    read("which"),
    read("outdated"),
    read("help"),
    build("build"),
    ask("*"),
];

/// A dev tool of a known ecosystem: its version reads, everything else is the project's work.
const DEV_TOOL: &[Row] = &[read("--version"), read("version"), build("*")];

/// The node dev tools' own outward commands, before [`DEV_TOOL`]: a login stores a token,
/// a link ties the project to a remote cache or account (`turbo login`, `turbo link`), and a
/// test run told to record uploads its results, videos and key to a cloud service (`cypress
/// run --record --key`).
const NODE_DEV_TOOL: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("link", REMOTE),
    with(danger("", REMOTE), &["--record", "--key"]),
    read("--version"),
    read("version"),
    build("*"),
];

/// Lerna: listing reads; `run` and `exec` run the workspaces' scripts.
const LERNA: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("version", PUBLISHING),
    danger("import", PUBLISHING),
    read("--version"),
    read("ls"),
    read("list"),
    read("la"),
    read("ll"),
    read("changed"),
    read("diff"),
    read("info"),
    build("run"),
    build("bootstrap"),
    build("clean"),
];

/// Changesets: `version` and `add` write the project's changelog and versions; `publish`
/// publishes and `tag` tags the release.
const CHANGESET: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("tag", PUBLISHING),
    read("status"),
    read("--version"),
    build("version"),
    build("add"),
    build("$"),
];

/// Microsoft's VS Code extension manager: packaging runs the extension's `vscode:prepublish`
/// script and writes its `.vsix` (the project's), listing the files a package would hold and
/// looking an extension up on the Marketplace read; publishing, taking an extension back and a
/// publisher made or deleted always ask, as do a login, a logout and a token's check (the
/// personal access token is read or stored).
const VSCE: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("unpublish", PUBLISHING),
    danger("create-publisher", PUBLISHING),
    danger("delete-publisher", PUBLISHING),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("verify-pat", CREDENTIALS),
    read("ls"),
    read("ls-publishers"),
    read("show"),
    read("search"),
    read("help"),
    build("package"),
    build("generate-manifest"),
];

/// The Open VSX registry's client: publishing an extension and creating a namespace (the
/// publisher) always ask, as do a login, a logout and a token's check; `get` downloads an
/// extension's package, its own question.
const OVSX: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("create-namespace", PUBLISHING),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("verify-pat", CREDENTIALS),
    read("help"),
    ask("get"),
];

/// Storybook: its dev server, build and tests are the project's; `add` and `init` bring new
/// packages.
const STORYBOOK: &[Row] = &[
    read("--version"),
    read("info"),
    read("doctor"),
    build("dev"),
    build("build"),
    build("test"),
    // Options alone (`storybook --ci`, `pnpm -F ui storybook --ci`): the dev server's flags,
    // as the package script of that name a project keeps for it runs them.
    build("$"),
    add_dependency("add"),
    add_dependency("init"),
];

/// Corepack: `enable`, `disable`, an activated `prepare` and a global `install` change the
/// package managers every project of the machine runs.
const COREPACK: &[Row] = &[
    read("--version"),
    danger("enable", GLOBAL),
    danger("disable", GLOBAL),
    with(danger("prepare", GLOBAL), &["--activate"]),
    with(danger("install", GLOBAL), &["-g", "--global"]),
];

/// Deno: its runs, tests, tasks, checks and formatters are the project's; `deno add` and an
/// install that names packages add dependencies, a global install, `upgrade` (which replaces
/// the deno binary) and `jupyter --install` change the machine, `publish` and `deploy` reach
/// the registry or the cloud, and a program run from a URL is code nobody has read.
const DENO: &[Row] = &[
    read("--version"),
    unless(danger("publish", PUBLISHING), &["--dry-run"]),
    danger("deploy", INFRA),
    with(danger("install", GLOBAL), &["-g", "--global"]),
    danger("upgrade", GLOBAL),
    with(danger("jupyter", GLOBAL), &["--install"]),
    danger("run http*://*", REMOTE),
    danger("http*://*", REMOTE),
    // Deno 1's `install URL` put a global program on the path.
    danger("install http*://*", GLOBAL),
    build("install $"),
    add_dependency("install"),
    add_dependency("add"),
    add_dependency("i"),
    add_dependency("outdated").needs(&["-u", "--update"]),
    read("outdated"),
    build("*"),
];

/// Go's companion tools, by their own names (`gofmt` ships with Go; the linters, test runners
/// and generators every Go project runs): the project family like `go vet`.
const GO_DEV_TOOLS: &[&str] = &[
    "gofmt",
    "goimports",
    "gofumpt",
    "golines",
    "golangci-lint",
    "staticcheck",
    "revive",
    "gosec",
    "govulncheck",
    "gotestsum",
    "ginkgo",
    "mockgen",
    "mockery",
    "stringer",
    "wire",
    "templ",
    "air",
    "oapi-codegen",
    "protoc-gen-go",
    // Swagger's generator of the API's documentation from the code's comments.
    "swag",
];

/// Python's dev tools beyond the ones python's row names, and its servers of the project's app.
const PY_DEV_TOOLS: &[&str] = &[
    "pyright",
    "basedpyright",
    "bandit",
    "pyflakes",
    "pycodestyle",
    "autopep8",
    "yapf",
    "coverage",
    "sphinx-build",
    "sphinx-apidoc",
    "sphinx-autobuild",
    "uvicorn",
    "gunicorn",
    "hypercorn",
    "daphne",
];

/// Code generators with a registry: generating and linting are the project's; pushing to the
/// registry publishes.
const SCHEMA_TOOL: &[Row] = &[
    danger("push", PUBLISHING),
    danger("upload", PUBLISHING),
    danger("registry", PUBLISHING),
    danger("login", CREDENTIALS),
    danger("cloud", PUBLISHING),
    read("--version"),
    read("version"),
    build("*"),
];

/// This machine's host names, loopback addresses and a database server's socket directory.
pub(crate) const LOCAL_HOSTS: &[&str] = &["localhost", "127.0.0.1", "::1", "/*"];

/// A database URL on this machine (`postgres://u:p@localhost:5432/app_dev`,
/// `mysql://root@127.0.0.1/app`, a SQLite file): the project's own development database.
pub(crate) const LOCAL_DATABASE_URLS: &[&str] = &[
    "*://localhost",
    "*://localhost:*",
    "*://localhost/*",
    "*@localhost",
    "*@localhost:*",
    "*@localhost/*",
    "*://127.0.0.1",
    "*://127.0.0.1:*",
    "*://127.0.0.1/*",
    "*@127.0.0.1",
    "*@127.0.0.1:*",
    "*@127.0.0.1/*",
    "sqlite://*",
    "sqlite3://*",
];

/// Database URLs of a server, of any host: one still on the command line after
/// [`MIGRATE_LOCAL`] is not this machine's.
const SERVER_DATABASE_URLS: &[&str] = &[
    "postgres*://*",
    "pgx*://*",
    "mysql://*",
    "mariadb://*",
    "cockroach*://*",
    "crdb*://*",
    "redshift://*",
    "clickhouse://*",
    "sqlserver://*",
    "mongodb*://*",
    "spanner://*",
    "snowflake://*",
    "cassandra://*",
];

/// golang-migrate and goose against the development database on this machine: a new
/// migration's files, migrating forward and going back a bounded number of steps (`down 1`)
/// are the project's family, as Alembic's are (the migrations are the project's code, the
/// database its own). A URL whose host is hidden behind a second `@` or a `host=` parameter
/// (which the drivers obey over the URL's host) is not taken for this machine. Anything else
/// falls to [`MIGRATE_TOOL`].
const MIGRATE_LOCAL: &[Row] = &[
    danger("", REMOTE).code(&["*://*host=*", "*://*@*@*"]),
    build("create"),
    build("... up").code(LOCAL_DATABASE_URLS),
    unless(build("... down *"), &["-all"]).code(LOCAL_DATABASE_URLS),
];

/// dbmate against the development database on this machine (`--url`, `-u`): a new migration's
/// file (`new`) is the project's; creating the database, migrating forward and rolling back
/// one migration are the project's family, as [`MIGRATE_LOCAL`]'s are. Without a URL on the
/// command line, dbmate reads one from the environment or `.env`, which may be anywhere: then
/// [`MIGRATE_TOOL`] decides.
const DBMATE_LOCAL: &[Row] = &[
    danger("", REMOTE).code(&["*://*host=*", "*://*@*@*"]),
    build("new"),
    build("... up").code(LOCAL_DATABASE_URLS),
    build("... migrate").code(LOCAL_DATABASE_URLS),
    build("... rollback").code(LOCAL_DATABASE_URLS),
    build("... create").code(LOCAL_DATABASE_URLS),
];

/// Atlas applying to the development database on this machine (`atlas migrate apply --url
/// postgres://…@localhost:5432/app`, `atlas schema apply --url sqlite://dev.db`): the
/// project's family, as [`MIGRATE_LOCAL`]'s are. A URL hiding its host as there is another
/// machine's; anything else falls to [`MIGRATE_TOOL`] (a named environment is judged by its
/// name, `migrations.rs`).
const ATLAS_LOCAL: &[Row] = &[
    danger("", REMOTE).code(&["*://*host=*", "*://*@*@*"]),
    build("migrate apply").code(LOCAL_DATABASE_URLS),
    build("schema apply").code(LOCAL_DATABASE_URLS),
];

/// The migration tools' options that take a value. The database's URL (`-database`, `--url`)
/// is kept among the words, so that rows can tell where it points.
const MIGRATE_OPTIONS: &[&str] = &[
    "-c",
    "--config",
    "-x",
    "-path",
    "-source",
    "-d",
    "--dir",
    "-dir",
    "-ext",
    "-digits",
    "-format",
    "-tz",
    "-table",
    "-lock-timeout",
    "--migrations-dir",
    "--env",
];

/// Database migration tools: forward is the project's build of its database; backward, clean
/// and drop destroy data; forward against another machine's database always asks.
const MIGRATE_TOOL: &[Row] = &[
    danger("... downgrade", DESTROYING),
    danger("... down", DESTROYING),
    danger("... down-to", DESTROYING),
    danger("... goto", DESTROYING),
    danger("... drop", DESTROYING),
    danger("... reset", DESTROYING),
    danger("... clean", DESTROYING),
    danger("... force", DESTROYING),
    danger("... stamp", DESTROYING),
    danger("... up", REMOTE).code(SERVER_DATABASE_URLS),
    danger("... migrate", REMOTE).code(SERVER_DATABASE_URLS),
    danger("... rollback", DESTROYING).code(SERVER_DATABASE_URLS),
    read("--version"),
    read("... current"),
    read("... history"),
    read("... heads"),
    read("... show"),
    read("... version"),
    read("... status"),
    build("*"),
];

/// Flask's CLI, and Flask-Migrate's `db` commands (Alembic under it): as Django's
/// `manage.py` and Alembic, its commands run the project's own code against its own database.
/// Upgrading, generating and going back a relative step (`db downgrade`, `db downgrade -1`)
/// are the project's family; going back to the base or a named revision, stamping a revision,
/// and the project's commands that drop, reset or empty always ask. Code given to `shell -c`
/// is judged by the words every project runner's code shares. `--sql` only prints.
const FLASK: &[Row] = &[
    read("db downgrade").needs(&["--sql"]),
    read("db upgrade").needs(&["--sql"]),
    build("db downgrade $"),
    danger("db downgrade", DESTROYING),
    danger("db stamp", DESTROYING),
    danger("... *drop*", DESTROYING),
    danger("... *reset*", DESTROYING),
    danger("... *wipe*", DESTROYING),
    danger("... *purge*", DESTROYING),
    danger("... *truncate*", DESTROYING),
    danger("... *flush*", DESTROYING),
    danger("... deploy*", INFRA),
    danger("... publish*", PUBLISHING),
    danger("shell", DESTROYING).code(DESTRUCTIVE_CODE),
    danger("shell", CREDENTIALS).code(crate::frameworks::CREDENTIAL_CODE),
    danger("shell", REMOTE).code(NETWORK_CODE),
    with(build("shell"), &["-c", "--command"]),
    ask("shell"),
    read("--version"),
    read("routes"),
    read("db current"),
    read("db history"),
    read("db heads"),
    read("db branches"),
    read("db show"),
    read("db check"),
    build("*"),
];

const MKDOCS: &[Row] = &[
    danger("gh-deploy", PUBLISHING),
    read("--version"),
    build("*"),
];

/// Python build backends' front ends with a publish step.
const PY_PROJECT: &[Row] = &[
    unless(danger("publish", PUBLISHING), DRY_RUN),
    danger("upload", PUBLISHING),
    danger("self", GLOBAL),
    danger("python install", GLOBAL),
    read("--version"),
    read("version"),
    add_dependency("add"),
    build("remove"),
    add_dependency("update"),
    build("*"),
];

/// pipenv: installing what the Pipfile and its lock declare (`pipenv install` with no package,
/// `--deploy`, `--dev`; `pipenv sync`) is the project's build, as `uv sync` is; a package named
/// is a new dependency, and an update re-resolves the lock (new code). `pipenv run CMD` is a
/// runner: CMD is judged on its own.
const PIPENV: &[Row] = &[
    read("--version"),
    read("graph"),
    read("requirements"),
    read("scripts"),
    build("install $"),
    add_dependency("install"),
    build("sync"),
    build("lock"),
    add_dependency("update"),
    add_dependency("upgrade"),
    build("uninstall"),
    build("clean"),
    build("verify"),
    build("run"),
    ask("*"),
];

/// pixi: installing the environments its lock file pins, running the project's tasks, building
/// and locking are the project's; adding or updating packages fetches new code; its global
/// tools, its own update, credentials and uploads always ask. `pixi run CMD` is a runner and
/// `pixi exec PKG` runs a package fetched for the occasion (as `npx` does): asked on its own.
const PIXI: &[Row] = &[
    danger("upload", PUBLISHING),
    danger("publish", PUBLISHING),
    danger("auth", CREDENTIALS),
    danger("global", GLOBAL),
    danger("self-update", GLOBAL),
    danger("config", GLOBAL).needs(&["--global", "-g", "--system", "-s"]),
    read("--version"),
    read("info"),
    read("list"),
    read("ls"),
    read("tree"),
    read("search"),
    read("task list"),
    read("config list"),
    read("workspace"),
    build("install"),
    build("run"),
    build("lock"),
    build("build"),
    build("clean"),
    build("init"),
    build("remove"),
    build("rm"),
    // A channel named on the command line is another index (conda's public ones included,
    // which the manifest names when the project uses them): asked under its own words.
    unless(add_dependency("add"), &["-c", "--channel"]),
    add_dependency("update"),
    add_dependency("upgrade"),
    ask("*"),
];

const COMPOSER: &[Row] = &[
    danger("global", GLOBAL),
    // A repository set (`config repositories.x vcs URL`, `--json repositories.x '{…}'`,
    // `repo.packagist false`): a new source; with no value, the setting is only printed.
    // Plain http or TLS turned off lets any network in between hand over the packages.
    danger("config repositories.* *", SOURCES),
    danger("config repo.* *", SOURCES),
    danger("config repositories *", SOURCES),
    danger("config secure-http *", SOURCES),
    danger("config disable-tls *", SOURCES),
    danger("self-update", GLOBAL),
    danger("selfupdate", GLOBAL),
    danger("config", GLOBAL).needs(&["-g", "--global"]),
    read("--version"),
    read("show"),
    read("info"),
    read("outdated"),
    read("validate"),
    read("depends"),
    read("why"),
    read("licenses"),
    read("diagnose"),
    add_dependency("require"),
    build("remove"),
    // An update fetches new versions: new code, as a new dependency is.
    add_dependency("update"),
    add_dependency("upgrade"),
    add_dependency("u"),
    ask("create-project"),
    build("install"),
    build("dump-autoload"),
    build("run-script"),
    build("run"),
    build("test"),
    build("check-platform-reqs"),
    build("*"),
];

/// Haskell's stack: builds, tests, benchmarks and runs of the project, with the dependencies
/// its snapshot pins (`stack build --only-dependencies`), are the project's; installing
/// executables into the user's path, a compiler (`setup`) or stack itself changes the machine;
/// an upload publishes. The REPLs load the project's modules as `ghci` does (the project's,
/// with the code they are fed checked: `stacktools::haskell_repl_input`); `exec` and `eval`
/// run what they are given: asked on their own.
const STACK: &[Row] = &[
    danger("upload", PUBLISHING),
    danger("install", GLOBAL),
    danger("upgrade", GLOBAL),
    danger("setup", GLOBAL),
    // `--copy-bins` copies the built programs to the user's path, as `install` does.
    with(danger("build", GLOBAL), &["--copy-bins"]),
    read("--numeric-version"),
    read("list"),
    read("help"),
    read("--version"),
    read("path"),
    read("ls"),
    read("query"),
    read("ide"),
    read("templates"),
    build("build"),
    build("test"),
    build("bench"),
    build("haddock"),
    build("run"),
    build("clean"),
    build("purge"),
    build("sdist"),
    build("init"),
    build("new"),
    build("ghci"),
    build("repl"),
    ask("*"),
];

/// Haskell's cabal, in its `v2-`/`new-` spellings too: the same split as [`STACK`]; `update`
/// fetches the package index, `install` puts executables or libraries in the user's environment.
const CABAL: &[Row] = &[
    danger("upload", PUBLISHING),
    danger("v1-upload", PUBLISHING),
    // A build report goes to Hackage.
    danger("report", PUBLISHING),
    danger("install", GLOBAL),
    danger("v2-install", GLOBAL),
    danger("new-install", GLOBAL),
    danger("v1-install", GLOBAL),
    read("help"),
    read("user-config diff"),
    // The package index refreshed from Hackage (what `cabal build` reads its plans from); it
    // changes no file of the project.
    build("update"),
    build("v2-update"),
    read("--version"),
    read("--numeric-version"),
    read("list"),
    read("info"),
    read("check"),
    read("outdated"),
    read("gen-bounds"),
    read("list-bin"),
    read("path"),
    build("build"),
    build("v2-build"),
    build("new-build"),
    build("test"),
    build("v2-test"),
    build("new-test"),
    build("bench"),
    build("v2-bench"),
    build("run"),
    build("v2-run"),
    build("new-run"),
    build("haddock"),
    build("v2-haddock"),
    build("clean"),
    build("v2-clean"),
    build("sdist"),
    build("v2-sdist"),
    build("freeze"),
    build("v2-freeze"),
    build("configure"),
    build("v2-configure"),
    build("init"),
    // The REPL over the project's package, as `ghci` is (the code it is fed is checked:
    // `stacktools::haskell_repl_input`).
    build("repl"),
    build("v2-repl"),
    build("new-repl"),
    ask("*"),
];

/// Erlang's rebar3: compiling, the test runners, analyses and fetching what `rebar.lock` pins
/// are the project's; `upgrade` and `unlock` re-resolve the lock (new code); the hex plugin's
/// publishing and account commands and rebar3's own installation always ask.
const REBAR3: &[Row] = &[
    danger("hex publish", PUBLISHING),
    danger("hex retire", PUBLISHING),
    danger("hex owner", PUBLISHING),
    danger("hex user", CREDENTIALS),
    danger("hex organization", CREDENTIALS),
    danger("local", GLOBAL),
    read("version"),
    read("tree"),
    read("deps"),
    read("path"),
    read("help"),
    build("compile"),
    build("eunit"),
    build("ct"),
    build("proper"),
    build("cover"),
    build("dialyzer"),
    build("xref"),
    build("edoc"),
    build("fmt"),
    build("get-deps"),
    build("lock"),
    build("clean"),
    build("escriptize"),
    build("new"),
    add_dependency("upgrade"),
    add_dependency("unlock"),
    ask("*"),
];

/// OCaml's dune: building, testing, formatting, running the project's own executables and
/// locking its packages are the project's; installing into the opam switch changes the user's
/// environment.
const DUNE: &[Row] = &[
    danger("install", GLOBAL),
    danger("uninstall", GLOBAL),
    read("--version"),
    read("describe"),
    read("rules"),
    read("show"),
    build("build"),
    build("test"),
    build("runtest"),
    build("exec"),
    build("clean"),
    build("fmt"),
    build("promote"),
    build("init"),
    build("pkg lock"),
    ask("*"),
];

/// Gleam: building, testing, running, checking, formatting and downloading what
/// `manifest.toml` pins are the project's; `add` and updates fetch new code; publishing to
/// Hex, retiring and the docs' publishing always ask.
const GLEAM: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("hex", PUBLISHING),
    danger("docs publish", PUBLISHING),
    danger("docs remove", PUBLISHING),
    read("--version"),
    read("deps list"),
    read("deps tree"),
    read("help"),
    build("build"),
    build("test"),
    build("run"),
    build("check"),
    build("format"),
    build("fix"),
    build("clean"),
    build("deps download"),
    build("docs build"),
    build("export"),
    build("new"),
    build("remove"),
    add_dependency("add"),
    add_dependency("deps update"),
    add_dependency("update"),
    ask("*"),
];

/// Crystal's shards: installing what `shard.lock` pins, building the project's targets and
/// checking are the project's; `update` re-resolves the lock.
const SHARDS: &[Row] = &[
    read("version"),
    read("--version"),
    read("list"),
    read("outdated"),
    read("check"),
    build("install"),
    build("build"),
    build("run"),
    build("lock"),
    build("prune"),
    build("init"),
    add_dependency("update"),
    ask("*"),
];

/// The crystal compiler: specs, builds, runs, docs and the formatter of the project; `eval` and
/// `play` run what they are given.
const CRYSTAL: &[Row] = &[
    read("--version"),
    read("version"),
    read("env"),
    build("spec"),
    build("build"),
    build("run"),
    build("docs"),
    build("tool format"),
    build("tool"),
    build("init"),
    ask("*"),
];

/// Build tools whose commands are the project's builds and tests: Pants's goals and Buck2's
/// (`test`, `build`, `run`, `lint`, `fmt`, `check`, `package`); their daemons' stop (`kill`),
/// listings and queries read or are the project's.
const BUILD_TOOL: &[Row] = &[
    read("--version"),
    read("version"),
    read("help"),
    read("query"),
    read("cquery"),
    read("uquery"),
    read("targets"),
    read("list"),
    read("peek"),
    read("audit"),
    build("*"),
];

const BAZEL: &[Row] = &[
    // Local results written into the remote cache that CI and the team build from: a build of
    // this machine's tree becomes what everyone else's builds fetch (`--remote_upload_local_results`,
    // off by default where a cache is shared). Only `=false`, `=0` or `=no` keeps it off.
    unless(
        danger("*", PUBLISHING).needs(&["--remote_upload_local_results"]),
        &[
            "--remote_upload_local_results=false",
            "--remote_upload_local_results=0",
            "--remote_upload_local_results=no",
        ],
    ),
    read("version"),
    read("info"),
    read("query"),
    read("cquery"),
    read("aquery"),
    read("help"),
    build("build"),
    build("test"),
    build("coverage"),
    build("fetch"),
    build("sync"),
    build("mod"),
    build("clean"),
    danger("run *deploy*", INFRA),
    danger("run *release*", PUBLISHING),
    danger("run *publish*", PUBLISHING),
    danger("run *push*", PUBLISHING),
    // rules_k8s's and rules_gitops's actions on the cluster of their target
    // (`//k8s:prod.apply`, `//k8s:dev.delete`).
    danger("run *.apply", INFRA),
    danger("run *.create", INFRA),
    danger("run *.replace", INFRA),
    danger("run *.delete", INFRA),
    // Any other target run alone is one the project builds and runs (a benchmark, a binary,
    // its formatters and generators: `//:gazelle`, `//:buildifier.check`), as `cargo run` is.
    // A subcommand after the target is that program's own command (`//tools:kubectl --
    // delete ns prod`, `//infra:terraform -- apply`), which a wrapped tool may make anything:
    // asked.
    unless(build("run * $"), &[RUN_WITH_ARGUMENTS]),
    ask("run"),
];

/// The marker [`bazel_args`] puts first when `bazel run` hands its target a subcommand after
/// `--`, which the rows never see. Bazel has no such option; one written by hand is dropped.
const RUN_WITH_ARGUMENTS: &str = "--with-the-targets-own-arguments";

/// Bazel's arguments as its rows read them: [`RUN_WITH_ARGUMENTS`] first when a `run` gives
/// its target a bare word after `--` (`bazel run //tools:kubectl -- delete ns prod`). None for
/// another program.
fn bazel_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if !matches!(name, "bazel" | "bazelisk") {
        return None;
    }
    let args: Vec<String> = args
        .iter()
        .filter(|a| *a != RUN_WITH_ARGUMENTS)
        .cloned()
        .collect();
    let run = args
        .iter()
        .find(|a| !a.starts_with('-'))
        .is_some_and(|a| a == "run");
    // A bare word after `--` is a subcommand of the target's program (`delete`, `apply`);
    // options, paths and numbers only tune the project's own binary (`--benchmark_filter=X`,
    // `--mode=diff py/`).
    let after = args.iter().skip_while(|a| *a != "--").skip(1);
    let own = run
        && after.clone().any(|a| {
            a.chars().next().is_some_and(|ch| ch.is_ascii_alphabetic())
                && a.chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_'))
        });
    let mut out = Vec::with_capacity(args.len() + 1);
    if own {
        out.push(RUN_WITH_ARGUMENTS.to_owned());
    }
    out.extend(args);
    Some(out)
}

/// Rust's packaging front ends for other ecosystems: building is the project's, publishing is not.
const RUST_PACK: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("upload", PUBLISHING),
    danger("login", CREDENTIALS),
    read("--version"),
    build("*"),
];

const JVM: &[Row] = &[
    danger("package-registry publish", PUBLISHING),
    danger("package-registry login", CREDENTIALS),
    read("-version"),
    read("--version"),
    read("-showversion"),
    build("*"),
];

/// systemctl (and launchctl, whose listings share the table): its reads are the units' status,
/// settings and files, their listings (`list-units`, `list-timers`, …; `systemctl` with no verb
/// or only options, `systemctl --failed`, is `list-units`), the `is-*` checks and the default
/// target; every other verb starts, stops, enables, edits or kills something of the machine.
const SYSTEMCTL: &[Row] = &[
    read("$"),
    read("status"),
    read("list-*"),
    read("is-*"),
    read("show"),
    read("cat"),
    read("get-default"),
    read("--version"),
    read("help"),
    read("list"),
    read("print"),
    read("print-disabled"),
    read("blame"),
    read("version"),
    // The machine's own plumbing (a target or systemd's own units: a reboot, a rescue shell,
    // mounts; the logins and the network it is reached by) and a start that replaces what
    // runs (`--job-mode`, `--force`), or on yet another machine (`-H`, `-M`), stay the
    // machine's state.
    danger("...", GLOBAL).code(SYSTEM_UNITS),
    // A unit named by its file's path (`enable /tmp/x.service`, `start ./x.service`) links
    // that file into the machine's units first, as `link` does.
    danger("...", GLOBAL).code(&["*/*"]),
    with(
        danger("...", GLOBAL),
        &[
            "--job-mode",
            "--force",
            "-f",
            "-H",
            "--host",
            "-M",
            "--machine",
        ],
    ),
    danger("start", SERVICE_STATE),
    danger("restart", SERVICE_STATE),
    danger("try-restart", SERVICE_STATE),
    danger("condrestart", SERVICE_STATE),
    danger("reload", SERVICE_STATE),
    danger("force-reload", SERVICE_STATE),
    danger("reload-or-restart", SERVICE_STATE),
    danger("try-reload-or-restart", SERVICE_STATE),
    danger("reload-or-try-restart", SERVICE_STATE),
    danger("enable", SERVICE_STATE),
    danger("reenable", SERVICE_STATE),
    danger("daemon-reload", SERVICE_STATE),
    danger("reset-failed", SERVICE_STATE),
    danger("*", GLOBAL),
];

/// Units a start, restart or enable of which is the machine's own state, not one of its
/// services': targets (a reboot, a rescue shell), slices, scopes, mounts, swap and devices,
/// systemd's own units, and what the machine is logged in to and reached by.
pub(crate) const SYSTEM_UNITS: &[&str] = &[
    "*.target",
    "*.slice",
    "*.scope",
    "*.mount",
    "*.automount",
    "*.swap",
    "*.device",
    "*reboot*",
    "*poweroff*",
    "*halt*",
    "*kexec*",
    "*shutdown*",
    "*suspend*",
    "*hibernate*",
    "*sleep*",
    "rescue*",
    "emergency*",
    "default*",
    "systemd-*",
    "dbus*",
    "*getty*",
    "*login*",
    "ssh*",
    "*network*",
    "NetworkManager*",
    "wpa_supplicant*",
    "firewalld*",
    "ufw*",
    "nftables*",
    "iptables*",
    "tailscale*",
    "wg-quick*",
];

/// journalctl reads the system's journal (`-u x -n 20`, `--since`, `-f`); its maintenance
/// options delete, rotate or move the journal's files, or set up sealing keys: the
/// machine's state for every program.
const JOURNALCTL: &[Row] = &[
    with(
        danger("", GLOBAL),
        &[
            "--vacuum-size",
            "--vacuum-time",
            "--vacuum-files",
            "--rotate",
            "--flush",
            "--sync",
            "--relinquish-var",
            "--smart-relinquish-var",
            "--setup-keys",
            "--update-catalog",
            "--cursor-file",
        ],
    ),
    read(""),
];

const CRONTAB: &[Row] = &[with(read(""), &["-l"]), danger("*", GLOBAL)];

const SSH: &[Row] = &[
    read("-V"),
    // `ssh -G HOST` prints the configuration it would use and connects nowhere; another
    // configuration file (`-F`) or option (`-o`) could run a command (`Match exec`,
    // `ProxyCommand`).
    unless(with(read("*"), &["-G"]), &["-F", "-o"]),
    danger("*", REMOTE),
];

/// `scp` and `rsync`: a `host:path` or `rsync://` operand reaches another machine.
const COPY: &[Row] = &[read("--version"), danger("... *:*", REMOTE), ask("*")];

/// Swift and its package manager: builds, tests and resolving the pinned packages are the
/// project's; new or updated packages fetch new code; the package registry publishes.
const SWIFT: &[Row] = &[
    danger("package-registry publish", PUBLISHING),
    danger("package-registry login", CREDENTIALS),
    danger("package-registry set", GLOBAL).needs(&["--global"]),
    danger("sdk install", GLOBAL),
    danger("sdk remove", GLOBAL),
    read("--version"),
    read("-version"),
    read("package describe"),
    read("package dump-package"),
    read("package show-dependencies"),
    read("package show-executables"),
    read("package compute-checksum"),
    add_dependency("package update"),
    add_dependency("package add-dependency"),
    ask("package reset"),
    ask("package edit"),
    ask("package unedit"),
    build("build"),
    build("test"),
    build("run"),
    build("package resolve"),
    build("package clean"),
    build("package init"),
    build("package plugin"),
    build("package *"),
    build("*"),
];

/// Xcode's build tool: listing reads; building, testing and archiving are the project's;
/// exporting an archive follows its export options' file, whose `destination` may upload to
/// App Store Connect: it always asks.
const XCODEBUILD: &[Row] = &[
    with(
        danger("", PUBLISHING),
        &["-exportArchive", "-exportNotarizedApp"],
    ),
    with(
        read(""),
        &[
            "-version",
            "-list",
            "-showsdks",
            "-showBuildSettings",
            "-showdestinations",
            "-help",
        ],
    ),
    build("*"),
];

/// `xcrun` runs a developer tool: uploading to the App Store or notarizing sends the build
/// away, storing notarization credentials writes them to the keychain.
const XCRUN: &[Row] = &[
    danger("altool", PUBLISHING),
    danger("notarytool store-credentials", CREDENTIALS),
    danger("notarytool", PUBLISHING),
    danger("stapler", PUBLISHING),
    with(
        read(""),
        &[
            "--version",
            "--find",
            "-f",
            "--show-sdk-path",
            "--show-sdk-version",
            "--show-sdk-platform-path",
        ],
    ),
    ask("*"),
];

/// CocoaPods: installing the pinned pods is the project's build; updating fetches new code;
/// trunk publishes or changes ownership; adding a spec repository is global.
const POD: &[Row] = &[
    danger("trunk push", PUBLISHING),
    danger("trunk register", CREDENTIALS),
    danger("trunk me", CREDENTIALS),
    danger("trunk add-owner", PUBLISHING),
    danger("trunk remove-owner", PUBLISHING),
    danger("trunk delete", PUBLISHING),
    danger("trunk deprecate", PUBLISHING),
    danger("repo push", PUBLISHING),
    danger("repo add", GLOBAL),
    danger("repo remove", GLOBAL),
    danger("cache clean", GLOBAL),
    read("--version"),
    read("search"),
    read("list"),
    read("outdated"),
    read("env"),
    read("spec cat"),
    read("spec which"),
    read("trunk info"),
    add_dependency("update"),
    build("install"),
    build("lib lint"),
    build("spec lint"),
    build("ipc *"),
    ask("*"),
];

/// Flutter and Dart: fetching the pinned packages, builds, tests, analysis and formatting are
/// the project's; adding or upgrading packages fetches new code; publishing (not a dry run),
/// global packages, and switching or upgrading the SDK or its configuration are not.
const DART: &[Row] = &[
    unless(danger("pub publish", PUBLISHING), DRY_RUN),
    unless(danger("pub lish", PUBLISHING), DRY_RUN),
    danger("pub token", CREDENTIALS),
    danger("pub global", GLOBAL),
    danger("upgrade", GLOBAL),
    danger("downgrade", GLOBAL),
    danger("channel *", GLOBAL),
    danger("precache", GLOBAL),
    danger("install", GLOBAL),
    with(read("config"), &["--list"]),
    danger("config", GLOBAL),
    read("--version"),
    read("version"),
    read("doctor"),
    read("devices"),
    unless(read("emulators $"), &["--launch", "--create"]),
    read("channel $"),
    read("info"),
    read("pub deps"),
    read("pub outdated"),
    read("help"),
    add_dependency("pub add"),
    add_dependency("pub upgrade"),
    add_dependency("pub downgrade"),
    build("pub remove"),
    ask("pub cache *"),
    build("pub get"),
    build("pub run"),
    build("pub publish"),
    build("pub *"),
    build("*"),
];

/// Fly.io's own rows, before the platforms' shared ones: its configuration commands show or
/// check the app's `fly.toml` (`config show`, `config validate`) and its runtime environment
/// (`config env`: the `[env]` values the repository holds and the secrets' names and digests,
/// never their values), and `secrets list` prints names and digests only; setting, unsetting
/// or importing secrets, saving the remote configuration over the local file, scaling and
/// every other command act on the service (the shared rows).
const FLY: &[Row] = &[
    read("config show"),
    read("config validate"),
    read("config env"),
    ask("config save"),
    read("secrets list"),
    read("secrets ls"),
    read("auth whoami"),
    read("apps list"),
    read("apps ls"),
    read("machine list"),
    read("machine ls"),
    read("machines list"),
    read("machines ls"),
    read("m list"),
    read("m ls"),
    read("machine status"),
    read("machines status"),
    read("volumes list"),
    read("volumes ls"),
    read("ips list"),
    read("ips ls"),
    read("certs list"),
    read("certs show"),
    read("checks list"),
    read("scale show"),
    read("releases $"),
    read("image show"),
    read("platform regions"),
    read("platform vm-sizes"),
    read("doctor"),
    read("orgs list"),
    read("dashboard"),
];

/// Heroku's own rows: `config` prints every config var with its value (the shared rows ask);
/// its reads name their topic (`addons`, `pg:info`); `local` runs the Procfile on this
/// machine, the platform's local family.
const HEROKU: &[Row] = &[
    read("auth:whoami"),
    read("addons $"),
    read("addons:info"),
    read("pg:info"),
    read("redis:info"),
    read("domains $"),
    read("releases $"),
    read("ps $"),
    read("apps:info"),
    read("features $"),
    build("local"),
    build("local:*"),
];

/// Vercel's own rows: `env ls` lists variable names (their values show as encrypted) and
/// reads; `env pull` writes the variables' values to any file (the shared rows ask), `pull`
/// into `.vercel/`; `dev` and `build` run the project on this machine (the platform's local
/// family); `link` links the folder to a project; a bare `vercel` deploys (a preview is its
/// family, `appstacks.rs`; production asks through the shared rows).
const VERCEL: &[Row] = &[
    read("env ls"),
    read("env list"),
    // `pull` writes an environment's variables into `.vercel/` for `vercel build`, never to
    // another path or to standard output (as `env pull` may): the development environment's
    // (the default) or a preview's are asked once; production's, or another folder's, always.
    unless(
        with(ask("pull"), &[crate::appstacks::TO_PREVIEW]),
        &["--prod", "--cwd"],
    ),
    unless(
        ask("pull"),
        &["--environment", "--target", "--prod", "--cwd"],
    ),
    danger("pull", CREDENTIALS),
    read("inspect"),
    read("project ls"),
    read("project list"),
    read("projects ls"),
    read("projects list"),
    read("domains ls"),
    read("domains list"),
    read("dns ls"),
    read("certs ls"),
    read("teams ls"),
    read("alias ls"),
    build("dev"),
    build("build"),
    ask("link"),
];

/// Netlify's own rows: its `env:*` commands print or change the site's variables (the shared
/// rows ask); `dev`, `serve`, `build` and the local functions commands run the project on this
/// machine (the platform's local family); `link` links the folder to a site; `deploy`
/// (draft or production) and `init` change the site (the shared rows).
const NETLIFY: &[Row] = &[
    read("sites:list"),
    read("status:hooks"),
    read("functions:list"),
    read("logs:*"),
    read("watch"),
    read("open"),
    read("open:*"),
    build("dev"),
    build("serve"),
    build("build"),
    build("functions:serve"),
    build("functions:build"),
    build("functions:invoke"),
    ask("link"),
    ask("unlink"),
];

/// Railway's own rows: `variables` prints every variable with its value, and `run` and
/// `shell` start a local command or shell with the service's variables (secrets) in its
/// environment: credentials.
///
/// `environment` alone prints or picks the linked environment, and `environment NAME` links
/// another for the commands that follow (which ask by their own rows, and a production name by
/// the production rule); creating or deleting one changes the project's infrastructure.
const RAILWAY: &[Row] = &[
    danger("variables*", CREDENTIALS),
    danger("run", CREDENTIALS),
    danger("shell", CREDENTIALS),
    danger("environment delete", DESTROYING),
    danger("environment rm", DESTROYING),
    danger("environment new", INFRA),
    danger("environment edit", INFRA),
    danger("environment config", CREDENTIALS),
    danger("environment *prod*", INFRA),
    danger("environment *live*", INFRA),
    read("environment $"),
    ask("environment"),
    read("completion"),
    read("docs"),
    ask("link"),
    ask("unlink"),
    ask("service $"),
];

/// Turso's command line: its databases, groups, organizations and plan read; `turso dev` runs a
/// libSQL server on this machine for the project's tests (the project family); tokens and
/// logins are credentials, destroying a database or a group destroys data, and anything else
/// (create, replicate, transfer, update) changes the service. `db shell` with SQL is judged by
/// `hosteddb.rs` first; a shell it cannot read always asks here.
const TURSO: &[Row] = &[
    danger("auth token", CREDENTIALS),
    read("auth whoami"),
    danger("auth*", CREDENTIALS),
    danger("... tokens*", CREDENTIALS),
    danger("... destroy", DESTROYING),
    danger("db shell", REMOTE),
    read("--version"),
    read("version"),
    read("help"),
    read("--help"),
    read("db list"),
    read("db ls"),
    read("db show"),
    read("db inspect"),
    read("db locations"),
    read("group list"),
    read("group show"),
    read("group locations list"),
    read("org list"),
    read("org members list"),
    read("plan show"),
    read("plan $"),
    read("config cache"),
    build("dev"),
];

/// Render's command line: its services, deploys, jobs and logs read; anything else (create a
/// deploy, restart, ssh) acts on the service.
const RENDER: &[Row] = &[
    read("services $"),
    read("services list"),
    read("deploys list"),
    read("jobs list"),
    read("workspace current"),
    read("workspaces $"),
    read("environments $"),
    read("projects $"),
];

/// Surge publishes the folder it is given at a public address (a bare `surge` too); only
/// listing sites and the account read; its token and logins are credentials.
const SURGE: &[Row] = &[
    danger("token", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    read("--version"),
    read("--help"),
    read("help"),
    read("list"),
    read("whoami"),
    danger("*", PUBLISHING),
];

/// Platforms' command lines (Heroku, Fly.io, Vercel, Netlify, Railway, Render): their apps,
/// logs and status read; their configuration and secrets print credentials; anything else
/// (deploy, run, scale, restart, destroy) acts on the running service. Each platform's own
/// rows above come first (`Toolchain::before`).
const PLATFORM: &[Row] = &[
    danger("config*", CREDENTIALS),
    danger("env*", CREDENTIALS),
    danger("secrets*", CREDENTIALS),
    danger("auth*", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("token*", CREDENTIALS),
    danger("whoami", CREDENTIALS).needs(&["--show-token"]),
    read("--version"),
    read("-v"),
    read("version"),
    read("help"),
    read("--help"),
    read("status"),
    read("whoami"),
    read("apps $"),
    read("apps list"),
    read("apps:info"),
    read("list"),
    read("ls"),
    read("logs"),
    read("ps $"),
    read("releases $"),
    read("releases:info"),
    read("domains $"),
    read("regions $"),
    danger("*", INFRA),
];

/// Deployment tools (Capistrano, Kamal, Mina): every run acts on the servers they deploy to,
/// except listing their tasks and versions.
const DEPLOY_TOOL: &[Row] = &[
    read("--version"),
    read("-v"),
    read("version"),
    read("-T"),
    read("--tasks"),
    read("help"),
    read("--help"),
    danger("*", INFRA),
];

/// Every toolchain the built-in knowledge covers.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    project(tool(
        &["cargo"],
        "cargo build/test",
        &[
            "-p",
            "--package",
            "--manifest-path",
            "--target",
            "--features",
            "-F",
            "--bin",
            "--example",
            "--test",
            "--bench",
            "-j",
            "--jobs",
            "--target-dir",
            "--config",
            "-Z",
            "--color",
            "--profile",
            "--message-format",
            "-C",
        ],
        CARGO,
        Kind::Ask,
    )),
    // The compiler and formatter cargo drives: the cargo family (a version or a help alone is
    // read-only, as for every toolchain).
    project(tool(
        &["rustc", "rustfmt", "rustdoc", "clippy-driver"],
        "cargo build/test",
        &[
            "-o",
            "--out-dir",
            "--edition",
            "--crate-type",
            "--crate-name",
            "-L",
            "--cfg",
        ],
        &[
            with(
                read(""),
                &["--version", "-V", "-vV", "--help", "-h", "--print"],
            ),
            build("*"),
        ],
        Kind::Build,
    )),
    tool(&["rustup"], "rustup", &["--toolchain"], RUSTUP, Kind::Ask),
    // `cross` runs cargo in a container of the target's toolchain: cargo's rows.
    project(tool(
        &["cross", "cargo-zigbuild"],
        "cargo build/test",
        &[
            "-p",
            "--package",
            "--manifest-path",
            "--target",
            "--features",
            "-F",
            "--bin",
            "-j",
            "--target-dir",
            "--profile",
        ],
        CARGO,
        Kind::Ask,
    )),
    project(tool(
        &["dist", "cargo-dist"],
        "cargo build/test",
        &["--artifacts", "--target", "--tag", "-i", "--installer"],
        DIST,
        Kind::Ask,
    )),
    project(tool(
        &["npm"],
        NODE_FAMILY,
        &[
            "--prefix",
            "-w",
            "--workspace",
            "--registry",
            "--tag",
            "--otp",
        ],
        NPM,
        Kind::Ask,
    )),
    project(tool(
        &["pnpm"],
        NODE_FAMILY,
        &["--filter", "-F", "-C", "--dir", "-w", "--workspace"],
        NPM,
        Kind::Build,
    )),
    project(tool(
        &["yarn"],
        NODE_FAMILY,
        &["--cwd", "--filter"],
        NPM,
        Kind::Build,
    )),
    // `bun upgrade` replaces bun itself.
    Toolchain {
        before: &[danger("upgrade", GLOBAL)],
        ..project(tool(&["bun"], NODE_FAMILY, &["--cwd"], NPM, Kind::Build))
    },
    project(tool(
        &["node", "nodejs"],
        NODE_FAMILY,
        &["-r", "--require", "--import", "--loader"],
        &[read("--version"), read("-v"), build("*")],
        Kind::Build,
    )),
    project(tool(
        &["deno"],
        "deno run/test",
        &["-c", "--config", "--import-map"],
        DENO,
        Kind::Build,
    )),
    // A monorepo's and its releases' node tools: running the workspaces' scripts and
    // versioning into the project's files are the project's; publishing, and lerna's
    // `version` (which commits, tags and pushes), always ask.
    project(tool(
        &["lerna"],
        NODE_FAMILY,
        &["--scope", "--ignore", "--concurrency"],
        LERNA,
        Kind::Ask,
    )),
    project(tool(&["changeset"], NODE_FAMILY, &[], CHANGESET, Kind::Ask)),
    project(tool(
        &["storybook"],
        NODE_FAMILY,
        &["-p", "--port", "-c", "--config-dir", "-o", "--output-dir"],
        STORYBOOK,
        Kind::Ask,
    )),
    // Chromatic uploads the built storybook to its cloud on every run.
    outside(tool(
        &["chromatic"],
        "chromatic",
        &[],
        &[read("--version")],
        Kind::Danger(PUBLISHING),
    )),
    // The VS Code extensions' publishers, Microsoft's Marketplace and the Eclipse
    // Foundation's Open VSX.
    project(tool(
        &["vsce"],
        "vsce",
        &[
            "-o",
            "--out",
            "-t",
            "--target",
            "-p",
            "--pat",
            "-i",
            "--packagePath",
            "--githubBranch",
            "--gitlabBranch",
            "--baseContentUrl",
            "--baseImagesUrl",
            "--readme-path",
            "--changelog-path",
        ],
        VSCE,
        Kind::Ask,
    )),
    tool(
        &["ovsx"],
        "ovsx",
        &[
            "-o",
            "--output",
            "-t",
            "--target",
            "-p",
            "--pat",
            "-i",
            "--packagePath",
            "-r",
            "--registryUrl",
            "--baseContentUrl",
            "--baseImagesUrl",
        ],
        OVSX,
        Kind::Ask,
    ),
    tool(&["corepack"], "version manager", &[], COREPACK, Kind::Ask),
    project(seen(
        tool(
            &["pip", "pip3"],
            "python run/test",
            &[
                "-r",
                "--requirement",
                "-c",
                "--constraint",
                "-i",
                "--index-url",
                "--extra-index-url",
            ],
            PIP,
            Kind::Ask,
        ),
        &["-i", "--index-url"],
    )),
    tool(&["twine"], "twine", &[], TWINE, Kind::Ask),
    project(tool(
        &["virtualenv"],
        "python run/test",
        &["-p", "--python", "--prompt", "--activators"],
        VIRTUALENV,
        Kind::Build,
    )),
    tool(&["pipx"], "pipx", &["--python"], PIPX, Kind::Ask),
    project(tool(
        &["uv"],
        "uv",
        &[
            "--directory",
            "--project",
            "-p",
            "--python",
            "--with",
            "--package",
        ],
        UV,
        Kind::Ask,
    )),
    project(tool(
        &["poetry"],
        "poetry",
        &["-C", "--directory", "-P", "--project"],
        POETRY,
        Kind::Ask,
    )),
    project(raw(tool(
        &["python", "python3"],
        "python run/test",
        &["-X", "-W"],
        PYTHON,
        Kind::Build,
    ))),
    project(tool(
        &[
            "pytest", "py.test", "tox", "nox", "mypy", "ruff", "black", "isort", "flake8", "pylint",
        ],
        "python run/test",
        &["-k", "-m", "-p", "-c", "--rootdir", "-e"],
        &[read("--version"), build("*")],
        Kind::Build,
    )),
    project(tool(
        &["go"],
        "go build/test",
        &["-C", "-o", "-run", "-tags", "-ldflags", "-gcflags", "-p"],
        GO,
        Kind::Ask,
    )),
    project(targets(tool(
        &["make", "gmake"],
        "make",
        &[
            "-C",
            "--directory",
            "-f",
            "--file",
            "--makefile",
            "-j",
            "--jobs",
            "-l",
            "-I",
            "-o",
            "-W",
        ],
        &[],
        Kind::Build,
    ))),
    project(targets(tool(
        &["just"],
        "just",
        &["-f", "--justfile", "-d", "--working-directory", "--set"],
        JUST,
        Kind::Build,
    ))),
    project(raw(tool(&["cmake"], "cmake", &[], CMAKE, Kind::Build))),
    outside(tool(
        &["docker", "podman"],
        "docker build/run/compose",
        &[
            "-H",
            "--host",
            "--context",
            "-c",
            "--config",
            "-l",
            "--log-level",
            "-f",
            "--file",
            "-p",
            "--project-name",
            "--profile",
            "--env-file",
            "-e",
            "--env",
            "-v",
            "--volume",
            "--name",
            "-t",
            "--tag",
            "-w",
            "--workdir",
            "-u",
            "--user",
            "--network",
            "--platform",
            "--project-directory",
            "--build-arg",
            "--target",
            "--mount",
            "--entrypoint",
        ],
        DOCKER,
        Kind::Ask,
    )),
    outside(tool(
        &["docker-compose", "podman-compose"],
        "docker build/run/compose",
        &[
            "-f",
            "--file",
            "-p",
            "--project-name",
            "--profile",
            "--env-file",
        ],
        DOCKER_COMPOSE,
        Kind::Ask,
    )),
    extends(outside(tool(
        &["oc"],
        "kubectl",
        &[
            "-n",
            "--namespace",
            "--context",
            "--kubeconfig",
            "-o",
            "--output",
        ],
        OC,
        Kind::Ask,
    ))),
    outside(tool(
        &["kubectl", "oc"],
        "kubectl",
        &[
            "-n",
            "--namespace",
            "--context",
            "--kubeconfig",
            "-l",
            "--selector",
            "-o",
            "--output",
            "-f",
            "--filename",
            "-c",
            "--container",
            "--cluster",
            "--user",
            "-s",
            "--server",
        ],
        KUBECTL,
        Kind::Ask,
    )),
    outside(tool(
        &["helm"],
        "helm",
        &[
            "-n",
            "--namespace",
            "--kube-context",
            "-f",
            "--values",
            "--set",
            "--version",
            "--repo",
        ],
        HELM,
        Kind::Ask,
    )),
    outside(tool(
        &["terraform", "tofu", "terragrunt"],
        INFRA_PLAN_FAMILY,
        &["-var", "-var-file", "-target", "-chdir"],
        TERRAFORM,
        Kind::Ask,
    )),
    outside(tool(
        &["gh"],
        "gh",
        &[
            "-R",
            "--repo",
            "-b",
            "--body",
            "-t",
            "--title",
            "-q",
            "--jq",
            "--json",
            "-H",
            "--hostname",
        ],
        GH,
        Kind::Ask,
    )),
    outside(tool(
        &["glab"],
        "gh",
        &[
            "-R",
            "--repo",
            "-t",
            "--title",
            "-d",
            "--description",
            "-m",
            "--message",
            "-b",
            "--branch",
            "-F",
            "--output",
        ],
        GLAB,
        Kind::Ask,
    )),
    outside(seen(
        tool(
            &["aws"],
            "aws",
            &[
                "--profile",
                "--region",
                "--output",
                "--query",
                "--endpoint-url",
                "--cli-input-json",
                "--kubeconfig",
            ],
            AWS,
            Kind::Ask,
        ),
        &["--query", "--kubeconfig"],
    )),
    outside(seen(
        tool(
            &["gcloud"],
            "gcloud",
            &[
                "--project",
                "--region",
                "--zone",
                "--format",
                "--account",
                "--configuration",
                "--filter",
            ],
            GCLOUD,
            Kind::Ask,
        ),
        &["--format"],
    )),
    outside(tool(
        &["az"],
        "az",
        &[
            "-g",
            "--resource-group",
            "-n",
            "--name",
            "--subscription",
            "-o",
            "--output",
            "--query",
        ],
        AZ,
        Kind::Ask,
    )),
    outside(tool(
        &["pg_restore"],
        "database",
        &[
            "-h",
            "--host",
            "-p",
            "--port",
            "-U",
            "--username",
            "-d",
            "--dbname",
            "-f",
            "--file",
            "-F",
            "--format",
            "-j",
            "--jobs",
            "-n",
            "--schema",
            "-t",
            "--table",
            "-L",
            "--use-list",
            "-S",
            "--superuser",
            "--role",
        ],
        PG_RESTORE,
        Kind::Ask,
    )),
    outside(raw(tool(
        &[
            "psql",
            "mysql",
            "mariadb",
            "mongosh",
            "mongo",
            "clickhouse-client",
            "cockroach",
            "pg_dump",
            "mysqldump",
        ],
        "database",
        &[
            "-h",
            "--host",
            "-p",
            "--port",
            "-U",
            "--username",
            "-u",
            "--user",
            "-d",
            "--dbname",
            "-c",
            "--command",
            "-e",
            "--execute",
            "-f",
            "--file",
            "-D",
            "--database",
        ],
        SQL_CLIENT,
        Kind::Ask,
    ))),
    raw(tool(
        &["sqlite3", "duckdb"],
        "database",
        &["-cmd", "-separator"],
        SQL_CLIENT,
        Kind::Ask,
    )),
    // The warehouses' clients: Snowflake's `snowsql` (its `-q` query and `-f` file are SQL,
    // judged as the other clients' are) and BigQuery's `bq` ([`BQ`]). A production connection
    // or project always asks (the production rule).
    outside(raw(tool(
        &["snowsql"],
        "database",
        &[
            "-c",
            "--connection",
            "-q",
            "--query",
            "-f",
            "--filename",
            "-o",
            "--option",
            "-d",
            "--dbname",
            "-s",
            "--schemaname",
            "-w",
            "--warehouse",
            "-r",
            "--rolename",
            "-a",
            "--accountname",
            "-u",
            "--username",
            "-D",
            "--variable",
            "--config",
        ],
        SQL_CLIENT,
        Kind::Ask,
    ))),
    outside(tool(
        &["bq"],
        "database",
        &[
            "--project_id",
            "--location",
            "--format",
            "--max_rows",
            "-n",
            "--dataset_id",
            "--parameter",
            "--destination_table",
        ],
        BQ,
        Kind::Ask,
    )),
    outside(raw(tool(
        &["redis-cli", "valkey-cli"],
        "database",
        &["-h", "-p", "-a", "-n", "-u", "--user", "--pass"],
        REDIS,
        Kind::Ask,
    ))),
    // Creating an empty database on this machine's server is the project's setup (a test
    // database): no more than the project's own test runs do (Django's and Rails' test runners
    // create and drop their databases), so it is the project's family; on another host (`-h`)
    // it asks on its own. Creating a role makes a credential: its own family. Dropping either
    // always asks (below).
    project(outside(tool(
        &["createdb"],
        "database setup",
        &[
            "-p",
            "-U",
            "-O",
            "--owner",
            "-T",
            "--template",
            "-E",
            "--encoding",
        ],
        &[
            with(read(""), &["--version", "--help"]),
            // `-h` takes no value here, so the host is among the words: this machine's server
            // (by name, loopback address or socket directory) is the same setup.
            with(build("*"), &["-h", "--host"]).code(LOCAL_HOSTS),
            with(build("*"), &["--host=localhost", "--host=127.0.0.1"]),
            with(ask("*"), &["-h", "--host"]),
            build("*"),
        ],
        Kind::Build,
    ))),
    outside(tool(
        &["createuser"],
        "database setup",
        &["-h", "-p", "-U"],
        &[with(read(""), &["--version", "--help"]), build("*")],
        Kind::Build,
    )),
    // Celery's workers and scheduler run the project's own tasks; purging drops every queued
    // task, and control commands reach workers beyond the project.
    project(outside(tool(
        &["celery"],
        "celery worker",
        &[
            "-A",
            "--app",
            "-b",
            "--broker",
            "--result-backend",
            "--workdir",
            "-l",
            "--loglevel",
            "-Q",
            "--queues",
            "-c",
            "--concurrency",
            "-n",
            "--hostname",
            "--pidfile",
            "--logfile",
            "-s",
            "--schedule",
        ],
        &[
            danger("... purge", DESTROYING),
            danger("... control shutdown", DESTROYING),
            danger("... amqp", DESTROYING),
            read("... inspect"),
            read("... status"),
            read("... report"),
            read("... result"),
            read("... list"),
            // A worker of another broker than the project's configured one takes that
            // broker's tasks: asked on its own.
            unless(build("... worker"), &["-b", "--broker"]),
            unless(build("... beat"), &["-b", "--broker"]),
            build("... flower"),
            ask("*"),
        ],
        Kind::Ask,
    ))),
    outside(tool(
        &["dropdb", "dropuser"],
        "database",
        &["-h", "-p", "-U"],
        &[read("--version"), danger("*", DESTROYING)],
        Kind::Danger(DESTROYING),
    )),
    outside(tool(
        &["mysqladmin"],
        "database",
        &["-h", "-P", "-u"],
        &[
            danger("... drop", DESTROYING),
            danger("... shutdown", DESTROYING),
            danger("... password", CREDENTIALS),
            read("... status"),
            read("... ping"),
            read("--version"),
        ],
        Kind::Ask,
    )),
    outside(tool(
        &["diesel"],
        "database migrations",
        &["--database-url", "--migration-dir", "--config-file"],
        DIESEL,
        Kind::Ask,
    )),
    outside(tool(
        &["sea-orm-cli"],
        "database migrations",
        &[
            "-u",
            "--database-url",
            "-d",
            "--migration-dir",
            "-o",
            "--output-dir",
            "-s",
            "--database-schema",
        ],
        SEA_ORM,
        Kind::Ask,
    )),
    outside(tool(
        &["ko"],
        "ko",
        &[
            "-f",
            "--filename",
            "--platform",
            "-t",
            "--tags",
            "--image-refs",
            "--sbom",
        ],
        KO,
        Kind::Ask,
    )),
    outside(tool(
        &["sqlx"],
        "sqlx",
        &["-D", "--database-url", "--source"],
        SQLX,
        Kind::Ask,
    )),
    project(outside(tool(
        &["prisma"],
        NODE_FAMILY,
        &["--schema"],
        PRISMA,
        Kind::Ask,
    ))),
    project(tool(
        &["rails", "rake"],
        "rails",
        &["-e", "--environment", "-f"],
        RAILS,
        Kind::Build,
    )),
    project(tool(
        &["bundle", "bundler"],
        "rails",
        &["--gemfile", "-j", "--jobs", "--path", "--without", "--with"],
        BUNDLER,
        Kind::Ask,
    )),
    project(targets(tool(
        &["mvn", "mvnw"],
        "maven",
        &[
            "-f",
            "--file",
            "-pl",
            "--projects",
            "-P",
            "--activate-profiles",
            "-s",
            "--settings",
            "-T",
        ],
        MAVEN,
        Kind::Build,
    ))),
    project(tool(
        &["gradle", "gradlew"],
        "gradle",
        &[
            "-p",
            "--project-dir",
            "-b",
            "--build-file",
            "-x",
            "--exclude-task",
            "--configuration",
            "--dependency",
            "--tests",
            "-P",
            "-D",
            "--console",
            "--warning-mode",
            "--max-workers",
            "-I",
            "--init-script",
            "-g",
            "--gradle-user-home",
            "--include-build",
            "--priority",
        ],
        GRADLE,
        Kind::Build,
    )),
    project(tool(
        &["dotnet"],
        "dotnet",
        &[
            "-c",
            "--configuration",
            "-f",
            "--framework",
            "-p",
            "--project",
            "-o",
            "--output",
            "-r",
            "--runtime",
            "-s",
            "--source",
            "-k",
            "--api-key",
        ],
        DOTNET,
        Kind::Ask,
    )),
    project(tool(
        GO_DEV_TOOLS,
        "go build/test",
        &[],
        DEV_TOOL,
        Kind::Build,
    )),
    project(tool(
        &["sqlc", "buf"],
        "go build/test",
        &[],
        SCHEMA_TOOL,
        Kind::Build,
    )),
    // The node dev tools a package runner runs, run by their bare name (`tsc --noEmit`,
    // `vitest run`, `nx test web`): the project family; a target that deploys, releases or
    // publishes always asks (`nx release`, `turbo run deploy`).
    targets(project(tool(
        NODE_DEV_TOOLS,
        NODE_FAMILY,
        &["-p", "--project", "-c", "--config"],
        NODE_DEV_TOOL,
        Kind::Build,
    ))),
    project(tool(
        PY_DEV_TOOLS,
        "python run/test",
        &[],
        DEV_TOOL,
        Kind::Build,
    )),
    // Migration tools name the database on the command line (`-database URL`), which may be
    // any server: their own family, never lowered by the sandbox.
    extends(project(outside(tool(
        &["migrate", "goose"],
        "project build/test/run",
        MIGRATE_OPTIONS,
        MIGRATE_LOCAL,
        Kind::Build,
    )))),
    extends(project(outside(tool(
        &["dbmate"],
        "project build/test/run",
        MIGRATE_OPTIONS,
        DBMATE_LOCAL,
        Kind::Build,
    )))),
    extends(project(outside(tool(
        &["atlas"],
        "project build/test/run",
        MIGRATE_OPTIONS,
        ATLAS_LOCAL,
        Kind::Build,
    )))),
    outside(tool(
        &["migrate", "goose", "dbmate", "atlas"],
        MIGRATIONS_FAMILY,
        MIGRATE_OPTIONS,
        MIGRATE_TOOL,
        Kind::Build,
    )),
    project(tool(
        &["flask"],
        "python run/test",
        &[
            "--app",
            "-A",
            "-e",
            "--env-file",
            "-m",
            "--message",
            "-d",
            "--directory",
            "-x",
            "--x-arg",
            "--rev-id",
            "-h",
            "--host",
            "-p",
            "--port",
        ],
        FLASK,
        Kind::Build,
    )),
    project(tool(
        &["mkdocs"],
        "python run/test",
        &["-f", "--config-file"],
        MKDOCS,
        Kind::Build,
    )),
    project(tool(
        &["hatch", "pdm", "rye"],
        "python run/test",
        &["-p", "--project", "-e", "--env"],
        PY_PROJECT,
        Kind::Build,
    )),
    project(tool(
        &["pipenv"],
        "python run/test",
        &["--python", "--pypi-mirror", "--categories", "-i", "--index"],
        PIPENV,
        Kind::Ask,
    )),
    project(tool(
        &["pixi"],
        "python run/test",
        &[
            "-e",
            "--environment",
            "--manifest-path",
            "-c",
            "--channel",
            "--feature",
        ],
        PIXI,
        Kind::Ask,
    )),
    project(tool(&["gem"], "rails", &[], GEM, Kind::Ask)),
    // Ruby's test runners and linters, and the servers and job workers of the project's app.
    project(tool(
        &[
            "rspec",
            "rubocop",
            "standardrb",
            "solargraph",
            "minitest",
            "erb_lint",
            "sidekiq",
            "puma",
            "unicorn",
            // Rack's servers of the project's app (`rackup config.ru`).
            "rackup",
            "thin",
            "falcon",
        ],
        "rails",
        &[],
        DEV_TOOL,
        Kind::Build,
    )),
    project(tool(
        &["composer"],
        "composer",
        &["-d", "--working-dir"],
        COMPOSER,
        Kind::Build,
    )),
    project(tool(
        &[
            "phpunit",
            "pest",
            "phpstan",
            "psalm",
            "php-cs-fixer",
            "pint",
        ],
        "php",
        &["-c", "--configuration"],
        DEV_TOOL,
        Kind::Build,
    )),
    project(tool(
        &["stack"],
        "haskell build/test",
        &[
            "--stack-yaml",
            "--resolver",
            "--snapshot",
            "--work-dir",
            "--ta",
            "--test-arguments",
            "--flag",
            "--ghc-options",
        ],
        STACK,
        Kind::Ask,
    )),
    project(tool(
        &["cabal"],
        "haskell build/test",
        &[
            "--project-file",
            "--builddir",
            "-f",
            "--flags",
            "-w",
            "--with-compiler",
            "--ghc-options",
            "--test-options",
        ],
        CABAL,
        Kind::Ask,
    )),
    project(tool(
        &["rebar3"],
        "erlang build/test",
        &[],
        REBAR3,
        Kind::Ask,
    )),
    project(tool(
        &["dune"],
        "ocaml build/test",
        &["--root", "--profile", "-p", "--only-packages"],
        DUNE,
        Kind::Ask,
    )),
    project(tool(
        &["gleam"],
        "gleam build/test",
        &["--target", "-t", "--runtime", "--module", "-m"],
        GLEAM,
        Kind::Ask,
    )),
    project(tool(
        &["shards"],
        "crystal build/test",
        &[],
        SHARDS,
        Kind::Ask,
    )),
    project(tool(
        &["crystal"],
        "crystal build/test",
        &["-o", "--output", "-D", "--define"],
        CRYSTAL,
        Kind::Ask,
    )),
    // Ant's targets, as make's: one that deploys or publishes asks first.
    targets(project(tool(
        &["ant"],
        "ant",
        &["-f", "-file", "-buildfile", "-D", "-lib", "-logfile", "-l"],
        &[read("-version"), read("-projecthelp"), read("-p")],
        Kind::Build,
    ))),
    targets(project(tool(
        &["pants", "buck2", "buck"],
        "build tool",
        &["--target", "-c", "--config", "--isolation-dir"],
        BUILD_TOOL,
        Kind::Build,
    ))),
    targets(project(tool(
        &["bazel", "bazelisk"],
        "bazel",
        &["-c", "--compilation_mode"],
        BAZEL,
        Kind::Build,
    ))),
    project(tool(
        &["wasm-pack", "maturin", "trunk"],
        "cargo build/test",
        &["--target", "-t", "--out-dir", "-d"],
        RUST_PACK,
        Kind::Build,
    )),
    project(tool(
        &[
            "java", "javac", "kotlin", "kotlinc", "scala", "zig", "ctest", "ninja",
        ],
        "compilers",
        &["-cp", "-classpath", "--class-path", "-d"],
        JVM,
        Kind::Build,
    )),
    tool(
        &["systemctl", "launchctl"],
        "systemctl",
        &[
            "-H",
            "--host",
            "-M",
            "--machine",
            "-t",
            "--type",
            "-p",
            "--property",
            "--state",
            "-n",
            "--lines",
            "-o",
            "--output",
            "--root",
            "--what",
            "--timestamp",
        ],
        SYSTEMCTL,
        Kind::Danger(GLOBAL),
    ),
    tool(
        &["journalctl"],
        "journalctl",
        &[
            "-u",
            "--unit",
            "--user-unit",
            "-n",
            "--lines",
            "-p",
            "--priority",
            "-t",
            "--identifier",
            "-S",
            "--since",
            "-U",
            "--until",
            "-b",
            "--boot",
            "-o",
            "--output",
            "-g",
            "--grep",
            "-M",
            "--machine",
            "-D",
            "--directory",
            "--file",
            "--cursor",
            "--after-cursor",
            "--facility",
            "--field",
            "-F",
        ],
        JOURNALCTL,
        Kind::Danger(GLOBAL),
    ),
    project(tool(
        &["swift"],
        "swift",
        &[
            "-c",
            "--configuration",
            "--package-path",
            "--scratch-path",
            "--product",
            "--target",
            "--filter",
            "--sdk",
            "--triple",
            "-Xswiftc",
            "-Xcc",
            "-Xlinker",
        ],
        SWIFT,
        Kind::Build,
    )),
    project(tool(
        &["xcodebuild"],
        "xcodebuild",
        &[
            "-project",
            "-workspace",
            "-scheme",
            "-target",
            "-configuration",
            "-destination",
            "-sdk",
            "-derivedDataPath",
            "-archivePath",
            "-exportPath",
            "-exportOptionsPlist",
            "-resultBundlePath",
            "-testPlan",
            "-only-testing",
            "-skip-testing",
        ],
        XCODEBUILD,
        Kind::Build,
    )),
    tool(
        &["xcrun"],
        "xcrun",
        &["--sdk", "--toolchain"],
        XCRUN,
        Kind::Ask,
    ),
    project(tool(
        &["pod"],
        "pod",
        &["--project-directory"],
        POD,
        Kind::Ask,
    )),
    project(tool(
        &["flutter", "dart"],
        "dart",
        &[
            "-d",
            "--device-id",
            "--flavor",
            "-t",
            "--target",
            "--dart-define",
            "--directory",
            "-C",
        ],
        DART,
        Kind::Build,
    )),
    platform(&["fly", "flyctl"], FLY),
    platform(&["heroku"], HEROKU),
    platform(&["vercel"], VERCEL),
    platform(&["netlify"], NETLIFY),
    platform(&["railway"], RAILWAY),
    outside(project(tool(
        &["turso"],
        "turso",
        &[
            "--instance",
            "--location",
            "--group",
            "--from-db",
            "-o",
            "--org",
        ],
        TURSO,
        Kind::Danger(INFRA),
    ))),
    platform(&["render"], RENDER),
    outside(tool(
        &["surge"],
        "platform",
        &["-d", "--domain", "-p", "--project"],
        SURGE,
        Kind::Danger(PUBLISHING),
    )),
    outside(tool(
        &["cap", "kamal", "mina"],
        "deploy",
        &["-d", "--destination", "-c", "--config-file"],
        DEPLOY_TOOL,
        Kind::Danger(INFRA),
    )),
    tool(
        &["crontab"],
        "crontab",
        &["-u"],
        CRONTAB,
        Kind::Danger(GLOBAL),
    ),
    tool(
        &["ssh", "sftp", "mosh"],
        "ssh",
        crate::walk::SSH_VALUE_OPTS,
        SSH,
        Kind::Danger(REMOTE),
    ),
    tool(
        &["scp", "rsync"],
        "copy",
        &[
            "-i",
            "-P",
            "-o",
            "-F",
            "-J",
            "-e",
            "--rsh",
            "-l",
            "-c",
            "-S",
            "--exclude",
            "--include",
            "--filter",
            "-f",
        ],
        COPY,
        Kind::Ask,
    ),
];

/// Arguments that, alone, only print a version or help.
const VERSION_FLAGS: &[&str] = &["--version", "-V", "-v", "--help", "-h"];

/// What the tables make of one command.
#[derive(Debug, Clone)]
pub(crate) struct Match {
    /// The command as the row read it, for a human: the program and its first words
    /// (`kubectl delete`, not `kubectl -n prod delete`).
    pub shown: String,
    /// The toolchain.
    pub toolchain: &'static Toolchain,
    /// The program's name as the table knows it.
    pub program: &'static str,
    /// The row's words; `None` when no row matched and the toolchain's `otherwise` decided.
    pub words: Option<&'static str>,
    /// The flags the row needs, one of which the command gave.
    pub with: &'static [&'static str],
    pub kind: Kind,
    /// The words the rows matched against (up to 8).
    pub seen: Vec<String>,
}

impl Match {
    /// The grant key of an `ask` row: the program and as many of the command's words as the
    /// row's pattern names (`python manage.py dbshell`); none for a pattern with `...`, a `$`
    /// or no words, which the command's own prefix then keys.
    pub(crate) fn row_key(&self) -> Option<String> {
        let pattern = self.words?.split_whitespace().collect::<Vec<_>>();
        if pattern.is_empty() || pattern.iter().any(|w| *w == "..." || *w == "$") {
            return None;
        }
        let shown = self.seen.get(..pattern.len())?;
        Some(format!("{} {}", self.program, shown.join(" ")))
    }
}

/// The toolchain row that decides `program args`, if the program is in a table. A versioned
/// name (`python3.12`, `pip3.11`, LLVM's `clang-tidy-18`) is the program it versions.
pub(crate) fn lookup(program: &str, args: &[String]) -> Option<Match> {
    let base = program.trim_end_matches(|ch: char| ch.is_ascii_digit() || ch == '.');
    let base = match base.strip_suffix('-') {
        Some(b) if base.len() < program.len() => b,
        _ => base,
    };
    // A cross toolchain's prefixed program (`arm-none-eabi-objdump`) is the program it prefixes.
    let cross = crate::embedded::cross_tool(program);
    let mut known = TABLES.iter().flat_map(|t| t.iter()).filter_map(|t| {
        t.programs
            .iter()
            .find(|p| **p == program || (!base.is_empty() && **p == base) || Some(**p) == cross)
            .map(|p| (t, *p))
    });
    known.find_map(|(toolchain, name)| lookup_in(toolchain, name, args))
}

/// Every table of toolchains, in the order they are consulted: the embedded toolchains' and
/// Apple's tools' tables (whose rows extend programs later tables know: `xcrun`, fastlane),
/// the ecosystems' table (data
/// science, C and C++, mobile and JVM), the stacks' tables (whose nix rows extend the dev
/// tools') and the dev tools' own table first,
/// since some of its toolchains add rows to a program a later table knows, then the local
/// development stacks' (which add rows to the cloud command lines'), the JavaScript
/// frameworks' command lines' (before the node dev tools'), the frameworks' table and the
/// everyday command lines' no other table knows (`langtools.rs`), which come before this
/// file's, then the wrappers' and runners' tables.
const TABLES: &[&[Toolchain]] = &[
    crate::embedded::TOOLCHAINS,
    crate::apple::TOOLCHAINS,
    crate::datatools::DATATOOLS,
    crate::hpc::TOOLCHAINS,
    crate::appstacks::TOOLCHAINS,
    crate::chains::TOOLCHAINS,
    crate::ecosystems::ECOSYSTEMS,
    crate::localops::TOOLCHAINS,
    crate::stacktools::TOOLCHAINS,
    crate::devtools::DEVTOOLS,
    crate::opstools::TOOLCHAINS,
    crate::cloudclis::TOOLCHAINS,
    crate::localstacks::TOOLCHAINS,
    crate::jsframeworks::TOOLCHAINS,
    crate::frameworks::TOOLCHAINS,
    crate::langtools::TOOLCHAINS,
    crate::devclis::TOOLCHAINS,
    crate::paasclis::TOOLCHAINS,
    crate::secretstores::TOOLCHAINS,
    TOOLCHAINS,
    crate::runners::TOOLCHAINS,
];

/// The row of one toolchain that decides `name args`; `None` when the toolchain only extends
/// the program and no row of its own matches.
fn lookup_in(toolchain: &'static Toolchain, name: &'static str, args: &[String]) -> Option<Match> {
    // A batch tool's commands, each split out of its argument and unscoped (`sbt "clean;
    // Docker/publish"` is `clean publish`).
    let batch = crate::recall::batch_commands(name, args)
        .or_else(|| crate::ecosystems::adb_args(name, args))
        .or_else(|| crate::ecosystems::clojure_args(name, args))
        .or_else(|| crate::appstacks::chain_args(name, args))
        .or_else(|| crate::chains::cluster_args(name, args))
        .or_else(|| crate::appstacks::stage_args(name, args))
        .or_else(|| crate::localops::adhoc_args(name, args))
        .or_else(|| bazel_args(name, args))
        .or_else(|| crate::appstacks::sf_args(name, args))
        .or_else(|| crate::ecosystems::conda_args(name, args))
        .or_else(|| crate::ecosystems::debugger_args(name, args))
        .or_else(|| crate::frameworks::migration_args(name, args));
    let args = batch.as_deref().unwrap_or(args);
    let seen = words(toolchain, args);
    let mut shown = name.to_owned();
    for w in seen.iter().take(2) {
        shown.push(' ');
        shown.push_str(w);
    }
    let kept: Vec<String> = seen.iter().take(8).map(|w| (*w).to_owned()).collect();
    let found = |words: Option<&'static str>, with: &'static [&'static str], kind: Kind| Match {
        with,
        seen: kept.clone(),
        shown: shown.clone(),
        toolchain,
        program: name,
        words,
        kind,
    };
    if let [only] = args
        && let Some(flag) = VERSION_FLAGS.iter().find(|f| **f == only.as_str())
    {
        return Some(found(Some(flag), &[], Kind::Read));
    }
    if let [only] = args
        && crate::knowledge::word_version(only)
    {
        return Some(found(Some("--*-version"), &[], Kind::Read));
    }
    let words = seen.as_slice();
    let find = |flags: &[&str], values: &[&str]| {
        toolchain
            .before
            .iter()
            .chain(toolchain.rows)
            .find(|r| row_matches(r, words, flags, values))
    };
    // A flag is read both ways when it is ambiguous (given as another option's value, or
    // turned off with `=false`), and the stricter row decides: such a flag never lowers.
    let flags = options_of(args);
    let mut values = attached_values(&flags);
    values.extend(seen_values(toolchain, args));
    let (strict, strict_values) = strict_options(toolchain, args);
    let hit = match (find(&flags, &values), find(&strict, &strict_values)) {
        (Some(a), Some(b)) if b.kind.level() > a.kind.level() => Some(b),
        (None, Some(b)) if matches!(b.kind, Kind::Danger(_)) => Some(b),
        (Some(a), None) if !toolchain.extends && toolchain.otherwise.level() > a.kind.level() => {
            None
        }
        // A table that only adds rows lowers nothing on an ambiguous flag: the program's next
        // table decides (`supabase db push --dry-run=false` is a push).
        (Some(a), None) if toolchain.extends && !matches!(a.kind, Kind::Danger(_)) => None,
        (a, _) => a,
    };
    match hit {
        Some(r) => Some(found(Some(r.words), r.with, r.kind)),
        None if toolchain.extends => None,
        None => Some(found(None, &[], toolchain.otherwise)),
    }
}

/// Code given as an option's attached value (`tinker --execute=CODE`, `shell --command=CODE`)
/// is code as a word is.
/// The next word of each option whose value the rows' code sees ([`Toolchain::seen_opts`]),
/// before `--`: `--query Environment` is read as `--query=Environment` is.
fn seen_values<'a>(t: &Toolchain, args: &'a [String]) -> Vec<&'a str> {
    let args: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .take_while(|a| *a != "--")
        .collect();
    args.windows(2)
        .filter_map(|w| match w {
            [option, value] if t.seen_opts.contains(option) => Some(*value),
            _ => None,
        })
        .collect()
}

fn attached_values<'a>(flags: &[&'a str]) -> Vec<&'a str> {
    flags
        .iter()
        .filter_map(|f| f.split_once('=').map(|(_, v)| v))
        .collect()
}

/// The options given before `--` read strictly: a word that is the value of an option the
/// toolchain knows takes one is that option's value, never a flag of its own, and a flag
/// turned off (`--dry-run=false`, `--local=0`) is not given. The values are the attached ones,
/// and the next word of an option whose value the rows' code sees ([`Toolchain::seen_opts`]),
/// so that a row's code sees an install path set aside from the words (`-p
/// ~/.ansible/collections`).
fn strict_options<'a>(t: &Toolchain, args: &'a [String]) -> (Vec<&'a str>, Vec<&'a str>) {
    const OFF: &[&str] = &["false", "0", "no", "off"];
    let (mut flags, mut values) = (Vec::new(), Vec::new());
    let mut it = args.iter().map(String::as_str).take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if !(a.starts_with('-') && a.len() > 1) {
            continue;
        }
        if t.value_opts.contains(&a) {
            flags.push(a);
            let value = it.next();
            if t.seen_opts.contains(&a) {
                values.extend(value);
            }
            continue;
        }
        match a.split_once('=') {
            Some((_, v)) if OFF.iter().any(|o| v.eq_ignore_ascii_case(o)) => {}
            Some((_, v)) => {
                values.push(v);
                flags.push(a);
            }
            None => flags.push(a),
        }
    }
    (flags, values)
}

/// The options given, before `--`.
fn options_of(args: &[String]) -> Vec<&str> {
    args.iter()
        .take_while(|a| *a != "--")
        .filter(|a| a.starts_with('-') && a.len() > 1)
        .map(String::as_str)
        .collect()
}

/// The words rows match: positional words, with options and their values set aside (for a raw
/// toolchain, options that rows name are kept). Words after `--` belong to the program the
/// toolchain runs and are not matched.
fn words<'a>(t: &Toolchain, args: &'a [String]) -> Vec<&'a str> {
    let named = |a: &str| {
        t.raw
            && t.before
                .iter()
                .chain(t.rows)
                .any(|r| r.words.split(' ').any(|w| w == a))
    };
    let mut out = Vec::new();
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        if a == "--" || out.len() >= 32 {
            break;
        }
        let option = (a.starts_with('-') && a.len() > 1) || a.starts_with('+');
        if !option || named(a) {
            out.push(a);
        } else if t.value_opts.contains(&a) {
            it.next();
        }
    }
    out
}

fn row_matches(r: &Row, words: &[&str], flags: &[&str], values: &[&str]) -> bool {
    // A long option written with one dash is Go's: its value may follow `=`, and two dashes
    // name it too (`-bind=0.0.0.0`, `--bind 0.0.0.0` and `--bind=0.0.0.0` are `-bind`).
    let go_style = |a: &str, f: &str| {
        let one_dash = a
            .strip_prefix('-')
            .filter(|b| b.starts_with('-'))
            .unwrap_or(a);
        !f.starts_with("--")
            && f.len() > 2
            && (one_dash == f || one_dash.split_once('=').is_some_and(|(n, _)| n == f))
    };
    let has = |list: &[&str]| {
        list.iter().any(|f| {
            flags
                .iter()
                .any(|a| crate::knowledge::is_flag(a, f, false) || go_style(a, f))
        })
    };
    // A task is a word, never an option's value (`--configuration=releaseRuntimeClasspath`).
    let in_values: Vec<&str> = (r.code.iter().copied())
        .filter(|g| *g != GRADLE_PUBLISHING_TASK)
        .collect();
    let code = r.code.is_empty()
        || words.iter().any(|w| code_matches(r.code, w))
        || values.iter().any(|v| code_matches(&in_values, v));
    pattern_matches(r.words, words) && (r.with.is_empty() || has(r.with)) && !has(r.unless) && code
}

/// Whether the words start with the pattern (words separated by spaces): each pattern word a
/// glob in any letter case, `...` any number of words. Reads the pattern in place: no
/// allocation per row.
fn pattern_matches(pattern: &str, words: &[&str]) -> bool {
    let pattern = pattern.trim_start();
    if pattern.is_empty() {
        return true;
    }
    let (first, rest) = pattern.split_once(' ').unwrap_or((pattern, ""));
    if first == "$" {
        return words.is_empty();
    }
    if first == "..." {
        return (0..=words.len()).any(|i| words.get(i..).is_some_and(|w| pattern_matches(rest, w)));
    }
    words.split_first().is_some_and(|(w, ws)| {
        airlock_facts::component_matches(first, w) && pattern_matches(rest, ws)
    })
}

/// What a danger category means, for the reason a human reads.
pub(crate) fn category_reason(category: &str) -> &'static str {
    match category {
        PUBLISHING => "publishes to a registry or a remote, which cannot be taken back",
        DESTROYING => "destroys data",
        INFRA => "changes the infrastructure it manages",
        CREDENTIALS => "prints or changes credentials",
        GLOBAL => "changes state outside the project",
        SERVICE_STATE => {
            "changes the state of the machine's services (starts, restarts, reloads or enables one) or stages an update for its next boot"
        }
        REMOTE => "reaches another machine",
        PRIVILEGE => "gives the command raised privileges on the host",
        SOURCES => {
            "adds a package source the project did not declare, or lets one be fetched insecurely: what its installs fetch from it then runs unreviewed"
        }
        "production" => {
            "reads or changes production (a bucket, project or database its words name), which no yes to the project covers"
        }
        _ => "is dangerous",
    }
}
