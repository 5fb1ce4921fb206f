//! Command knowledge of developer command lines no other table knows, as tables (see
//! [`crate::toolchains`] for what a row is): Tuist (Xcode projects generated from Swift
//! manifests), process-compose (the project's processes run from its `process-compose.yaml`),
//! GHCup (Haskell's toolchain installer) and FVM (Flutter's version manager, whose `fvm flutter
//! …` and `fvm dart …` are judged as the `flutter` and `dart` commands they run, see
//! [`fvm_sdk`]). watchexec, which runs a command again whenever a file changes, is a wrapper
//! (`walk::WRAPPERS`): the command it runs is what is judged.
//!
//! The split is the toolchains' own: versions, listings and checks that only read run at once;
//! the project's generation, builds, tests and runs are the project's one family
//! ([`crate::toolchains::PROJECT_FAMILY`]); uploads to a service, logins and tokens, and changes
//! to the user's installation for every project (a global SDK, a toolchain installed, set or
//! removed, the installer's configuration) always ask.

use crate::Verdict;
use crate::toolchains::{
    CREDENTIALS, GLOBAL, Kind, PUBLISHING, Row, Toolchain, ask, build, danger, project, read, tool,
    with,
};

/// Tuist: its version, the manifests' dump, the project's graph shown and a look at the
/// generated project read; generating the Xcode project, building, testing, running, the
/// packages its manifest declares, a new project from its templates and the cleaning of its
/// caches are the project's. A preview or bundle shared, the remote cache, the registry, the
/// account, its organisations, projects and tokens reach Tuist's service: always asked.
/// Editing the manifests opens Xcode on a temporary project: asked under its words.
const TUIST: &[Row] = &[
    danger("share", PUBLISHING),
    danger("cache", PUBLISHING),
    danger("registry", CREDENTIALS),
    danger("auth", CREDENTIALS),
    danger("account", CREDENTIALS),
    danger("organization", CREDENTIALS),
    danger("project", CREDENTIALS),
    danger("cloud", CREDENTIALS),
    danger("bundle", PUBLISHING),
    read("version"),
    read("dump"),
    read("inspect"),
    read("migration list-targets"),
    build("generate"),
    build("build"),
    build("test"),
    build("run"),
    build("install"),
    build("fetch"),
    build("init"),
    build("scaffold"),
    build("graph"),
    build("clean"),
    ask("edit"),
];

/// Tuist's options whose value is the next word.
const TUIST_VALUES: &[&str] = &[
    "-p",
    "--path",
    "-C",
    "--configuration",
    "--device",
    "--os",
    "--platform",
    "--scheme",
    "--format",
    "-t",
    "--template",
    "--name",
];

/// process-compose: the project's processes started from its `process-compose.yaml` (in the
/// foreground or detached), attached to, stopped and restarted are the project's, as `overmind
/// start` is; their list, state, logs and the version read. Its API server listens on
/// `localhost:8080` unless told otherwise: one bound to every interface, or a command sent to
/// another machine's server (`--address`), always asks.
const PROCESS_COMPOSE: &[Row] = &[
    danger("...", crate::toolchains::REMOTE).needs(&[
        "-a",
        "--address",
        "--ordered-shutdown-address",
    ]),
    read("version"),
    read("info"),
    read("list"),
    read("process list"),
    read("process get"),
    read("process logs"),
    read("project state"),
    read("graph"),
    build("up"),
    build("down"),
    build("run"),
    build("attach"),
    build("process start"),
    build("process stop"),
    build("process restart"),
    build("process scale"),
    build("project update"),
    build("project reload"),
    build("project is-ready"),
];

/// process-compose's options whose value is the next word.
const PROCESS_COMPOSE_VALUES: &[&str] = &[
    "-f",
    "--config",
    "-p",
    "--port",
    "-a",
    "--address",
    "-e",
    "--env",
    "-n",
    "--namespace",
    "-L",
    "--log-file",
    "-u",
    "--unix-socket",
    "--ref-rate",
    "--theme",
    "-o",
    "--output",
];

/// GHCup: its listings, version, debug information and where a tool lives read; installing,
/// setting, removing or upgrading a compiler or a tool, garbage collection, a compile from
/// source and its configuration change the user's Haskell installation for every project:
/// always asked. (`ghcup run -- CMD` runs CMD, judged as its wrapper's command: see
/// `walk::RUNNERS`.)
const GHCUP: &[Row] = &[
    read("list"),
    read("--version"),
    read("--numeric-version"),
    read("debug-info"),
    read("whereis"),
    read("config show"),
    read("check"),
    // `run` only puts the versions it names on the path of the command it runs, unless it
    // may install them.
    with(danger("run", GLOBAL), &["-i", "--install"]),
    read("run"),
    danger("*", GLOBAL),
];

/// GHCup's options whose value is the next word.
const GHCUP_VALUES: &[&str] = &[
    "-t",
    "--tool",
    "-c",
    "--category",
    "--ghc",
    "--cabal",
    "--hls",
    "--stack",
    "-b",
    "--bindir",
    "--url-source",
];

/// FVM: its listings, releases, health check and version read; pinning the project's Flutter
/// version writes the project's `.fvmrc` and fetches that SDK, the project's; a global version,
/// an SDK removed, its cache destroyed and its configuration change the user's installation for
/// every project: always asked. An SDK installed into the cache is asked under its words.
/// `fvm flutter …` and `fvm dart …` are the command they run ([`fvm_sdk`]).
const FVM: &[Row] = &[
    danger("global", GLOBAL),
    danger("remove", GLOBAL),
    danger("destroy", GLOBAL),
    danger("config", GLOBAL),
    read("list"),
    read("ls"),
    read("releases"),
    read("doctor"),
    read("api"),
    read("--version"),
    build("use"),
    ask("install"),
];

/// FVM's options whose value is the next word.
const FVM_VALUES: &[&str] = &["--flavor", "-c", "--channel"];

/// The tables.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    project(tool(&["tuist"], "tuist", TUIST_VALUES, TUIST, Kind::Ask)),
    project(tool(
        &["process-compose"],
        "process-compose",
        PROCESS_COMPOSE_VALUES,
        PROCESS_COMPOSE,
        Kind::Ask,
    )),
    tool(
        &["ghcup"],
        "ghcup",
        GHCUP_VALUES,
        GHCUP,
        Kind::Danger(GLOBAL),
    ),
    project(tool(&["fvm"], "fvm", FVM_VALUES, FVM, Kind::Ask)),
];

/// `fvm flutter ARGS` and `fvm dart ARGS` run the project's pinned SDK's `flutter` or `dart`
/// with ARGS: judged as that command is, whatever the tables make of it (a test is the
/// project's, `pub publish` publishes, a new package is a dependency).
pub(crate) fn fvm_sdk(name: &str, args: &[String]) -> Option<Verdict> {
    if name != "fvm" {
        return None;
    }
    let (sdk, rest) = args.split_first()?;
    if !matches!(sdk.as_str(), "flutter" | "dart") {
        return None;
    }
    crate::knowledge::toolchain(sdk, rest)
}
