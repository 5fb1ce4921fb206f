//! Tables of the everyday programs of stacks no other table knows: the Godot engine and its
//! GDScript toolkit, a sprite editor's batch export, itch.io's butler and Steam's steamcmd; the
//! Unity editor's batch mode and Unity Gaming Services' command line (`ugs`);
//! Haskell's cabal, stack and compilers with their linters, formatters and Hoogle; Nix's
//! lockfile and store queries and NixOS's rebuilds; Subversion; WP-CLI and `wp-env`; Deno
//! Deploy's `deployctl`.
//!
//! A program that builds, tests, formats or runs the project's own code is the project's family
//! ([`crate::toolchains::PROJECT_FAMILY`]), as cargo's and npm's are; a program that works on
//! a service or another copy of the code (a WordPress site's database, a Subversion working
//! copy) has a family of its own; publishing, deploying, changing the machine and destroying
//! data always ask, their rows before the harmless rows they resemble.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, PUBLISHING, REMOTE, Row, Toolchain,
    add_dependency, ask, build, danger, extends, outside, project, read, seen, tool, unless, with,
};

/// Godot's options whose value is the next word. An export's preset is one; its output path
/// is a word of its own.
const GODOT_VALUES: &[&str] = &[
    "--path",
    "-s",
    "--script",
    "--main-pack",
    "--export-release",
    "--export-debug",
    "--export-pack",
    "--quit-after",
    "--rendering-driver",
    "--rendering-method",
    "--display-driver",
    "--audio-driver",
    "--log-file",
    "--resolution",
    "--position",
    "--screen",
    "--xr-mode",
    "--text-driver",
    "--tablet-driver",
    "--doctool",
    "--gdscript-docs",
];

/// Godot run headless or as a game: importing the project's assets, its tests (GUT's runner is
/// a script of the project), a script's check (`--check-only`), exports of its presets into
/// the workspace and its game or server run from the project or a pack it built. Each runs the
/// project's own scripts: the project's family. The editor's window is asked under its words;
/// a debugger attached to another machine (`--remote-debug`) reaches it.
const GODOT: &[Row] = &[
    read("--version"),
    read("--help"),
    with(danger("*", REMOTE), &["--remote-debug", "--debug-server"]),
    with(ask(""), &["--editor", "--project-manager"]),
    build("*"),
];

/// The GDScript toolkit (`gdformat`, `gdlint`, `gdparse`, `gdradon`) formats, lints and
/// measures the project's scripts.
const GDTOOLKIT: &[Row] = &[read("--version"), read("--help"), build("*")];

/// A sprite editor's batch mode (`aseprite -b art.aseprite --sheet out.png`) exports the
/// project's art into the workspace; its window, without `-b`, is asked under its words.
const ASEPRITE: &[Row] = &[
    read("--version"),
    read("--help"),
    with(build("*"), &["-b", "--batch"]),
];

/// itch.io's butler: its status, versions and listings read; a push uploads a build to the
/// store, a login stores an API key, an upgrade replaces butler itself.
const BUTLER: &[Row] = &[
    read("version"),
    read("-V"),
    read("--version"),
    read("status"),
    read("fetch-latest"),
    danger("push", PUBLISHING),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("upgrade", GLOBAL),
    read("ls"),
    read("which"),
    read("diff"),
    read("verify"),
];

// cabal and stack have their tables in `toolchains.rs` (the project family, with their
// uploads, installs and setup always asked).

/// GHC and its runners compile and run the project's modules; Haskell's linters, formatters,
/// generators and test drivers work on its sources: the project's family.
const HASKELL_DEV: &[Row] = &[read("--version"), read("--numeric-version"), build("*")];

/// What code fed to a Haskell REPL says beyond the inline-code words every interpreter's code
/// is checked for: GHCi's shell escapes and command scripts (`:! rm -rf ~`, `:cmd`, `:script
/// FILE`, `:def`), processes started from Haskell (`callCommand`, `readProcess`), foreign
/// calls, the environment read by name and the network.
const HASKELL_REPL_CODE: &[&str] = &[
    "*:!*",
    "*:cmd*",
    "*:script*",
    "*:def*",
    "*process*",
    "*callcommand*",
    "*runcommand*",
    "*spawncommand*",
    "*unsafeperformio*",
    "*foreign*",
    "*lookupenv*",
    "*network*",
];

/// A Haskell REPL over the project's modules (`ghci`, `cabal repl`, `stack ghci|repl`, `ghc -e
/// EXPR`), the project's family, fed code the script shows (a here-string, a here-document,
/// `-e`): judged as inline code is, by its words; code a pipe hands it unseen is hidden code.
/// Returns the row and the reason; none when the command is no such REPL, or its code says
/// none of these.
pub(crate) fn haskell_repl_input(
    program: &str,
    args: &[String],
    stdin: Option<&str>,
    piped: bool,
) -> Option<(&'static str, &'static str)> {
    let first = args
        .iter()
        .find(|a| !a.starts_with('-'))
        .map(String::as_str);
    let repl = match program {
        "ghci" => true,
        "ghc" => args.iter().any(|a| a == "-e"),
        "cabal" => matches!(first, Some("repl" | "v2-repl" | "new-repl")),
        "stack" => matches!(first, Some("ghci" | "repl")),
        _ => false,
    };
    if !repl {
        return None;
    }
    let names = |globs: &[&str]| {
        args.iter()
            .map(String::as_str)
            .chain(stdin)
            .any(|code| crate::toolchains::code_matches(globs, code))
    };
    if names(crate::toolchains::DESTRUCTIVE_CODE) || names(HASKELL_REPL_CODE) {
        return Some((
            "destructive: code fed to a Haskell REPL",
            "the code it is fed destroys data, changes files or starts programs",
        ));
    }
    if names(crate::frameworks::CREDENTIAL_CODE) {
        return Some((
            "secret: code fed to a Haskell REPL",
            "the code it is fed prints credentials or the environment",
        ));
    }
    if names(crate::toolchains::NETWORK_CODE) {
        return Some((
            "remote: code fed to a Haskell REPL",
            "the code it is fed reaches the network",
        ));
    }
    (piped && stdin.is_none()).then_some((
        "hidden: code piped to a Haskell REPL",
        "the code a pipe feeds it is not shown",
    ))
}

/// Hoogle searches a local database of the libraries' signatures: a search reads; generating
/// the database downloads Hackage's, and its server serves pages, each asked under its words.
const HOOGLE: &[Row] = &[read("--version"), ask("generate"), ask("server"), read("*")];

/// Rows beside nix's own table (`devtools.rs`): a flake's lock refreshed from its inputs'
/// registries (`nix flake lock --update-input`, `nix flake update`) is a dependency update, as
/// `cargo update` is; the store's queries and closure diffs read.
const NIX_MORE: &[Row] = &[
    add_dependency("flake lock"),
    add_dependency("flake update"),
    read("store diff-closures"),
    read("store ls"),
    read("store cat"),
    read("store path-info"),
    read("store verify"),
    read("store ping"),
    read("store info"),
];

/// NixOS's rebuild: building the system's configuration from the project's flake is the
/// project's build; switching, booting or testing it changes this machine's system, and a
/// target or build host is another machine.
const NIXOS_REBUILD: &[Row] = &[
    with(
        danger("*", INFRA),
        &["--target-host", "--build-host", "--use-remote-sudo"],
    ),
    read("list-generations"),
    build("build"),
    build("dry-build"),
];

/// nixos-rebuild's options whose value is the next word.
const NIXOS_REBUILD_VALUES: &[&str] = &[
    "--flake",
    "--target-host",
    "--build-host",
    "-I",
    "--profile-name",
    "-p",
    "--option",
];

/// URLs of a Subversion repository: a command given one works on the server, not a working
/// copy.
const SVN_URLS: &[&str] = &[
    "http://*",
    "https://*",
    "svn://*",
    "svn+ssh://*",
    "file://*",
    "^/*",
];

/// Subversion: the history, status and differences of a working copy read; updating,
/// adding, moving and resolving in it are its own family; a commit, and a copy, move, delete,
/// import or property change given the repository's URL, change the server's history for
/// everyone; a revert throws local changes away; cached passwords shown print them; an
/// option that runs another program is asked under its words.
const SVN: &[Row] = &[
    with(read(""), &["--version"]),
    with(
        ask("*"),
        &[
            "--diff-cmd",
            "--diff3-cmd",
            "--editor-cmd",
            "--config-option",
        ],
    ),
    with(danger("auth", CREDENTIALS), &["--show-passwords"]),
    danger("commit", PUBLISHING),
    danger("ci", PUBLISHING),
    danger("import", PUBLISHING),
    danger("copy", PUBLISHING).code(SVN_URLS),
    danger("cp", PUBLISHING).code(SVN_URLS),
    danger("move", PUBLISHING).code(SVN_URLS),
    danger("mv", PUBLISHING).code(SVN_URLS),
    danger("rename", PUBLISHING).code(SVN_URLS),
    danger("delete", PUBLISHING).code(SVN_URLS),
    danger("del", PUBLISHING).code(SVN_URLS),
    danger("remove", PUBLISHING).code(SVN_URLS),
    danger("rm", PUBLISHING).code(SVN_URLS),
    danger("mkdir", PUBLISHING).code(SVN_URLS),
    danger("propset", PUBLISHING).code(SVN_URLS),
    danger("ps", PUBLISHING).code(SVN_URLS),
    danger("propdel", PUBLISHING).code(SVN_URLS),
    danger("pd", PUBLISHING).code(SVN_URLS),
    danger("propedit", PUBLISHING).code(SVN_URLS),
    danger("pe", PUBLISHING).code(SVN_URLS),
    with(danger("*", PUBLISHING), &["--revprop"]),
    danger("lock", PUBLISHING),
    danger("unlock", PUBLISHING),
    danger("revert", DESTROYING),
    with(
        danger("cleanup", DESTROYING),
        &["--remove-unversioned", "--remove-ignored"],
    ),
    read("--version"),
    read("status"),
    read("stat"),
    read("st"),
    read("diff"),
    read("di"),
    read("info"),
    read("log"),
    read("cat"),
    read("list"),
    read("ls"),
    read("blame"),
    read("praise"),
    read("annotate"),
    read("ann"),
    read("proplist"),
    read("pl"),
    read("propget"),
    read("pg"),
    read("mergeinfo"),
    read("help"),
    build("update"),
    build("up"),
    build("add"),
    build("mkdir"),
    build("copy"),
    build("cp"),
    build("move"),
    build("mv"),
    build("resolve"),
    build("resolved"),
    build("cleanup"),
    build("changelist"),
    build("cl"),
];

/// Subversion's options whose value is the next word.
const SVN_VALUES: &[&str] = &[
    "-m",
    "--message",
    "-F",
    "--file",
    "-r",
    "--revision",
    "-c",
    "--change",
    "--username",
    "--password",
    "--depth",
    "--set-depth",
    "--config-dir",
    "--accept",
    "-l",
    "--limit",
    "--cl",
    "--changelist",
    "--encoding",
    "-x",
    "--extensions",
];

/// WP-CLI on the local site: information, listings and checks read; the site's settings file's
/// secrets (`config get DB_PASSWORD`, `config list`), an alias or a connection to another
/// site (`@production`, `--ssh=`, `--http=`), dropping, resetting, emptying or importing over
/// its database, deleting plugins and themes, and installing WP-CLI packages or updating
/// WP-CLI itself always ask; a plugin or theme from WordPress.org's directory is a dependency
/// (one from a URL always asks, see `recall::url_install`); PHP run in the site is asked under
/// its words; the rest works on the local site (its posts, options, users, caches, the
/// project's scaffolds and string catalogues) and shares one family.
const WP: &[Row] = &[
    danger("@*", REMOTE),
    with(read(""), &["--info", "--version"]),
    with(danger("*", REMOTE), &["--ssh", "--http"]),
    danger("config get", CREDENTIALS),
    danger("config list", CREDENTIALS),
    danger("config shuffle-salts", CREDENTIALS),
    danger("db drop", DESTROYING),
    danger("db reset", DESTROYING),
    danger("db clean", DESTROYING),
    danger("db import", DESTROYING),
    danger("site empty", DESTROYING),
    danger("site delete", DESTROYING),
    danger("plugin delete", DESTROYING),
    danger("plugin uninstall", DESTROYING),
    danger("theme delete", DESTROYING),
    danger("user delete", DESTROYING),
    danger("post delete", DESTROYING),
    danger("package install", GLOBAL),
    danger("cli update", GLOBAL),
    // An option named for a key, secret, token or password prints it.
    danger("option get *key*", CREDENTIALS),
    danger("option get *secret*", CREDENTIALS),
    danger("option get *token*", CREDENTIALS),
    danger("option get *pass*", CREDENTIALS),
    danger("option get *salt*", CREDENTIALS),
    danger("option get *auth*", CREDENTIALS),
    danger("option get *credential*", CREDENTIALS),
    // SQL that drops, empties or rewrites the site's tables.
    danger("db query", DESTROYING).code(&["*drop *", "*truncate *", "*delete *", "*update *"]),
    // PHP run in the site: any code, asked under its words as an interpreter's inline code.
    ask("eval"),
    ask("eval-file"),
    ask("shell"),
    unless(build("search-replace"), &["--dry-run"]),
    read("search-replace"),
    read("--info"),
    read("--version"),
    read("cli info"),
    read("cli version"),
    read("help"),
    read("plugin list"),
    read("plugin get"),
    read("plugin status"),
    read("plugin is-installed"),
    read("plugin is-active"),
    read("plugin path"),
    read("plugin search"),
    read("plugin verify-checksums"),
    read("theme list"),
    read("theme get"),
    read("theme status"),
    read("theme is-installed"),
    read("theme path"),
    read("theme search"),
    read("core version"),
    read("core check-update"),
    read("core verify-checksums"),
    // One named option that names no secret (`permalink_structure`, `siteurl`, `blogname`):
    // the site's own settings, printed; the secret-named ones always ask, above. `option
    // list` prints every option, plugins' API keys among them, and stays with the family.
    read("option get"),
    read("config path"),
    read("config has"),
    read("post list"),
    read("post get"),
    read("post-type list"),
    read("taxonomy list"),
    read("term list"),
    read("user list"),
    read("role list"),
    read("cap list"),
    read("menu list"),
    read("widget list"),
    read("sidebar list"),
    read("rewrite list"),
    read("cron event list"),
    read("cron schedule list"),
    read("db size"),
    read("db tables"),
    read("db check"),
    read("transient get"),
    read("cache type"),
    add_dependency("plugin install"),
    add_dependency("theme install"),
    build("*"),
];

/// `wp-env`, WordPress's local environment in containers, configured by the project's
/// `.wp-env.json` and installed as its dev dependency (`@wordpress/env`): starting and
/// stopping it, its logs and a command in one of its containers (which is judged on its own
/// first, see `walk.rs` and `services::in_container`) are the project's family, as the
/// project's own compose file is, since its package scripts (`npm run env start`) and tests
/// start the same containers under that family already; destroying it or cleaning its
/// databases removes the local sites' data.
const WP_ENV: &[Row] = &[
    read("--version"),
    read("install-path"),
    danger("destroy", DESTROYING),
    danger("clean", DESTROYING),
    build("start"),
    build("stop"),
    build("logs"),
    build("run"),
];

/// Deno Deploy's command line: listings, a project's details and logs read; deploying,
/// deleting, renaming and project or domain changes act on the deployed service, always
/// asked; an upgrade replaces the tool.
const DEPLOYCTL: &[Row] = &[
    read("--version"),
    read("projects list"),
    read("projects show"),
    read("deployments list"),
    read("deployments show"),
    read("logs"),
    read("top"),
    read("api"),
    danger("upgrade", GLOBAL),
    danger("deploy", INFRA),
    danger("projects", INFRA),
    danger("deployments", INFRA),
];

/// steamcmd logs in to Steam and uploads builds: everything it does reaches the store.
const STEAMCMD: &[Row] = &[];

// --- Unity ------------------------------------------------------------------------------------

/// Words of a method the Unity editor's batch mode runs (`-executeMethod
/// Ci.BuildScript.UploadToSteam`) that say it deploys, uploads or releases what it builds.
const UNITY_RELEASE_METHODS: &[&str] =
    &["*deploy*", "*publish*", "*upload*", "*release*", "*steam*"];

/// The Unity editor's options whose value is the next word.
const UNITY_VALUES: &[&str] = &[
    "-projectPath",
    "-logFile",
    "-executeMethod",
    "-buildTarget",
    "-testPlatform",
    "-testFilter",
    "-testCategory",
    "-testResults",
    "-testSettingsFile",
    "-assemblyNames",
    "-editorTestsResultFile",
    "-importPackage",
    "-createProject",
    "-openfile",
    "-username",
    "-password",
    "-serial",
    "-manualLicenseFile",
    "-buildWindows64Player",
    "-buildWindowsPlayer",
    "-buildLinux64Player",
    "-buildOSXUniversalPlayer",
    "-buildOSXPlayer",
    "-cacheServerEndpoint",
    "-cacheServerNamespacePrefix",
    "-stackTraceLogType",
    "-setDefaultPlatformTextureFormat",
];

/// The Unity editor from the command line. Batch mode (`-batchmode`, with or without a window
/// server) imports the project's assets, runs its edit-mode and play-mode tests (`-runTests`)
/// and its own editor methods (`-executeMethod BuildScript.Build`), and builds its players:
/// each runs the project's own C# code, the project's family, as `dotnet test` is. A method
/// whose name says it deploys, uploads or releases always asks; so do the licence's activation
/// and return, which hand over the account's credentials and the machine's seat. Another
/// project's folder and a package imported into the project (its editor scripts run at once;
/// one from outside the workspace is always asked by `untrusted.rs`) are asked under their
/// words, as is the editor's window.
const UNITY_EDITOR: &[Row] = &[
    with(
        danger("", CREDENTIALS),
        &[
            "-username",
            "-password",
            "-serial",
            "-returnlicense",
            "-manualLicenseFile",
            "-createManualActivationFile",
        ],
    ),
    with(danger("", PUBLISHING), &["-executeMethod"]).code(UNITY_RELEASE_METHODS),
    with(ask(""), &["-projectPath", "-createProject"]).code(crate::toolchains::OUTSIDE_WORKSPACE),
    with(ask(""), &["-importPackage", "-createProject"]),
    with(build(""), &["-batchmode"]),
];

/// The options of Unity Gaming Services' command line whose value is the next word.
const UGS_VALUES: &[&str] = &[
    "-p",
    "--project-id",
    "-e",
    "--environment-name",
    "-s",
    "--services",
    "--service-key-id",
];

/// The family of Unity Gaming Services' deploys to an environment named for development or
/// staging (`ugs deploy CloudCode/ RemoteConfig/ -e development`): the team's own copy of the
/// game's services, which no player's client reaches.
pub(crate) const UGS_STAGE_FAMILY: &str = "ugs development environment";

/// A deploy of Unity Gaming Services' configuration files (Remote Config, Cloud Code, Economy,
/// Leaderboards…) to an environment the command names for development or staging
/// (`appstacks::stage_args`): that stage's family. `--reconcile`, which deletes what the files
/// do not name, an environment named for production, or none (the command line's configured
/// environment, or `UGS_CLI_ENVIRONMENT_NAME`, may be production) leave it to [`UGS`].
const UGS_STAGES: &[Row] = &[unless(
    with(build("deploy"), &[crate::appstacks::TO_PREVIEW]),
    &["--reconcile", "--dry-run"],
)];

/// Unity Gaming Services' command line (`ugs`): which credentials it uses (`status`, which
/// says whether a key is stored and never prints the secret), its settings, environments and
/// every service's lists and gets read, as do dry runs of a deploy and a fetch. A sample file written
/// into the workspace (`new-file`) is the project's; the command line's own settings (`config
/// set`, `env use`) and the services' configuration fetched into local files are asked once
/// under their words. Logging in and out, deleting or resetting anything, `--reconcile`
/// (which deletes what the files do not name, remotely or locally), and every other command
/// (a deploy, a publish, a player, environment or server changed) act on the game's live
/// services and always ask.
const UGS: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    read("config get"),
    ask("config"),
    danger("... delete*", DESTROYING),
    danger("... reset*", DESTROYING),
    danger("... remove*", DESTROYING),
    with(danger("", DESTROYING), &["--reconcile"]),
    read("status"),
    read("--version"),
    read("--help"),
    read("-h"),
    read("env list"),
    read("... list*"),
    read("... get*"),
    with(read("deploy"), &["--dry-run"]),
    with(read("fetch"), &["--dry-run"]),
    build("... new-file"),
    ask("env use"),
    ask("fetch"),
];

// --- Stripe ----------------------------------------------------------------------------------

/// The family of the Stripe CLI's test-mode work: events triggered and forwarded to this
/// machine, fixtures, test objects made or changed. Only the account's test data, which no
/// customer or payment sees.
const STRIPE_TEST_FAMILY: &str = "stripe test mode";

/// The Stripe CLI works in test mode unless told otherwise. Live mode (`--live`, a live key on
/// the command line) always asks, as its login and its settings (which print the keys) do;
/// events forwarded to another machine (any address but this machine's: [`stripe_elsewhere`])
/// send the account's events there; a delete always asks.
/// Reads (lists, retrievals, the upcoming invoice, logs, version) run at once; test-mode
/// writes (`trigger`, `fixtures`, `listen` to this machine, `create`, `update`) are one family,
/// asked once.
const STRIPE: &[Row] = &[
    danger("...", "production").needs(&["--live", "--livemode", "--live-mode"]),
    danger("...", "production").code(&["sk_live_*", "rk_live_*"]),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("config", CREDENTIALS),
    danger("... delete", DESTROYING),
    // Events forwarded anywhere but this machine, and a key given by assignment, are judged
    // before this table (`stripe_elsewhere`).
    build("listen"),
    read("version"),
    read("status"),
    read("help"),
    read("--version"),
    read("-v"),
    read("open"),
    read("logs tail"),
    read("... list"),
    read("... retrieve"),
    read("invoices upcoming*"),
    build("trigger"),
    build("fixtures"),
    build("events resend"),
    build("... create"),
    build("... update"),
];

/// A Stripe CLI command that sends the account's events to another machine (a forward option,
/// `--forward-to`, `-f`, `--forward-connect-to`, `-c`, whose value is not this machine's
/// address: `knowledge::loopback`), or that runs with an API key given by assignment
/// (`STRIPE_API_KEY=$LIVE stripe …`), which may be a live key: always asked, whatever the
/// table says of its words.
pub(crate) fn stripe_elsewhere(c: &crate::Command) -> Option<(&'static str, String)> {
    if crate::program_name(c.argv.first()?) != "stripe" {
        return None;
    }
    let key = c.assignments.iter().find_map(|a| {
        let (name, value) = a.split_once('=')?;
        (name == "STRIPE_API_KEY"
            && !value.starts_with("sk_test_")
            && !value.starts_with("rk_test_"))
        .then(|| a.clone())
    });
    if let Some(a) = key {
        return Some((
            "production: a Stripe key given by assignment",
            format!("`{a}` gives the Stripe CLI a key that may be live"),
        ));
    }
    let forwards = ["--forward-to", "-f", "--forward-connect-to", "-c"];
    let mut args = c.argv.iter().skip(1).take_while(|a| *a != "--");
    while let Some(a) = args.next() {
        let value = match a.split_once('=') {
            Some((name, value)) if forwards.contains(&name) => value.to_owned(),
            _ if forwards.contains(&a.as_str()) => args.next().cloned().unwrap_or_default(),
            _ => continue,
        };
        if !crate::knowledge::loopback(&value) {
            return Some((
                "remote: Stripe events forwarded to another machine",
                format!("`stripe` forwards the account's events to `{value}`, not this machine"),
            ));
        }
    }
    None
}

// --- Neon ------------------------------------------------------------------------------------

/// Neon's CLI (`neonctl`, also `neon`): serverless Postgres whose branches are copies of a
/// database. Listings and a branch's details read; a new branch, a schema diff and a child's
/// settings are one family, asked once; a connection string holds the role's password
/// (credentials), and deleting, resetting or restoring a branch, a database or a project
/// destroys data: always asked, as are the CLI's login and its saved context.
const NEONCTL: &[Row] = &[
    danger("connection-string", CREDENTIALS),
    danger("cs", CREDENTIALS),
    danger("auth", CREDENTIALS),
    danger("... reset-password", CREDENTIALS),
    danger("set-context", GLOBAL),
    danger("... delete", DESTROYING),
    danger("branches reset", DESTROYING),
    danger("branches restore", DESTROYING),
    danger("branch reset", DESTROYING),
    danger("branch restore", DESTROYING),
    read("me"),
    read("--version"),
    read("... list"),
    read("... get"),
    read("branches schema-diff"),
    read("branch schema-diff"),
    read("operations*"),
    build("branches create"),
    build("branch create"),
];

// --- Pantheon ---------------------------------------------------------------------------------

/// The family of Pantheon's commands on a site's environments other than `live` (`dev`,
/// `test`, a multidev): the team's own copies, which no visitor of the site reaches.
pub(crate) const PANTHEON_FAMILY: &str = "pantheon non-live environments";

/// Pantheon's `terminus`, whose commands name a site's environment as `SITE.ENV`. Listings,
/// details, workflows and metrics read; on an environment other than `live` (the production
/// rule asks always for `SITE.live`, `knowledge::site_alias_production`), a multidev made,
/// drush or WP-CLI run (the command it runs is judged by its own table as well: `terminus drush
/// SITE.test -- sql:drop` asks), caches cleared, a backup made or fetched into a file, and
/// code committed from SFTP mode are one family, asked once. Deploying to an environment,
/// merging into dev, applying upstream updates, wiping, cloning content over another
/// environment, restoring or importing, deleting or removing anything, the connection mode,
/// the team, domains and HTTPS, the login and its tokens, connection details (which print the
/// database's password) and a backup's download link (which fetches it without a login) always
/// ask. A command no row names asks under its words.
const TERMINUS: &[Row] = &[
    danger("env:deploy", PUBLISHING),
    danger("deploy", PUBLISHING),
    danger("multidev:merge-to-dev", PUBLISHING),
    danger("upstream:updates:apply", PUBLISHING),
    danger("env:wipe", DESTROYING),
    danger("env:clone-content", DESTROYING),
    danger("env:clone", DESTROYING),
    danger("backup:restore", DESTROYING),
    danger("import:*", DESTROYING),
    danger("site:import", DESTROYING),
    danger("*:delete", DESTROYING),
    danger("*:remove", DESTROYING),
    danger("connection:set", INFRA),
    danger("site:team:*", INFRA),
    danger("domain:*", INFRA),
    danger("https:*", INFRA),
    danger("plan:*", INFRA),
    danger("lock:*", INFRA),
    danger("site:create", INFRA),
    read("auth:whoami"),
    danger("auth:*", CREDENTIALS),
    danger("machine-token:*", CREDENTIALS),
    danger("ssh-key:*", CREDENTIALS),
    danger("secret:*", CREDENTIALS),
    danger("connection:info", CREDENTIALS),
    // Without a file to write, `backup:get` prints a link that downloads the backup.
    // Its file goes into the workspace or a scratch file under `/tmp`; anywhere else asks.
    unless(danger("backup:get", CREDENTIALS), &["--to"]),
    danger("backup:get", GLOBAL).code(&["~*", "..*", "*/../*", "*/..", "$*"]),
    build("backup:get").code(&["/tmp/*"]),
    danger("backup:get", GLOBAL).code(&["/*"]),
    read("*:list"),
    read("*:info"),
    read("*:ls"),
    read("*:status"),
    read("site:lookup"),
    read("workflow:watch"),
    read("env:metrics"),
    read("env:code-log"),
    read("env:diffstat"),
    read("help"),
    read("list"),
    build("backup:get"),
    build("backup:create"),
    build("multidev:create"),
    build("multidev:merge-from-dev"),
    build("drush"),
    build("remote:drush"),
    build("wp"),
    build("remote:wp"),
    build("env:clear-cache"),
    build("env:cc"),
    build("env:wake"),
    build("env:commit"),
];

/// The family of a Neon development branch's connection string handed to one local command:
/// one yes per project and branch ([`neon_connection_fed`]).
pub(crate) const NEON_DEV_CONNECTION_FAMILY: &str = "neon development branch connection";

/// Words of a Neon branch's name that say it is a developer's or a preview's own copy
/// (`dev/maya`, `preview/pr-388`, `ci-1234`, `feature/upgrades`).
const DEV_BRANCH_WORDS: &[&str] = &[
    "dev",
    "development",
    "develop",
    "preview",
    "test",
    "testing",
    "ci",
    "e2e",
    "feature",
    "feat",
    "sandbox",
    "scratch",
];

/// Words of a branch's name that say production or a stage others share (the project's
/// default branch, a staging copy), which no development branch's yes covers.
const SHARED_BRANCH_WORDS: &[&str] = &[
    "main",
    "master",
    "prod",
    "production",
    "prd",
    "live",
    "release",
    "primary",
    "default",
    "staging",
    "stage",
    "stg",
    "preprod",
    "uat",
    "qa",
];

/// `neonctl connection-string`'s options that only pick which connection it prints, each
/// with whether it takes the next word: not `--psql` (it opens a console), nor an API key or
/// another context file.
const NEON_CONNECTION_OPTIONS: &[(&str, bool)] = &[
    ("--project-id", true),
    ("--org-id", true),
    ("--role-name", true),
    ("--database-name", true),
    ("--endpoint-type", true),
    ("--pooled", false),
    ("--prisma", false),
    ("--ssl", true),
    ("--extended", false),
];

/// Neon's connection string of a development branch (named, by [`DEV_BRANCH_WORDS`] and none
/// of [`SHARED_BRANCH_WORDS`]) whose output is the whole value of a connection variable set for
/// one local command that only opens it (`DATABASE_URL=$(neonctl connection-string dev/maya
/// --pooled) pnpm vitest run`: [`crate::knowledge::fed_to_local_command`]). The string is
/// never printed and reaches no other program: one question per project and branch for the
/// session. Printed, exported, piped, sent, the project's default branch, a shared stage, no
/// branch named or any other option keeps the credential's question.
pub(crate) fn neon_connection_fed(
    c: &crate::Command,
    env: &crate::ShellEnv<'_>,
) -> Option<crate::Verdict> {
    let program = crate::program_name(c.argv.first()?);
    if !matches!(program, "neonctl" | "neon") || c.origin != crate::Origin::Substitution {
        return None;
    }
    let mut it = c.argv.iter().skip(1);
    let (mut operands, mut project) = (Vec::new(), "");
    while let Some(a) = it.next() {
        let name = a.split_once('=').map_or(a.as_str(), |(n, _)| n);
        if !a.starts_with('-') {
            operands.push(a.as_str());
            continue;
        }
        let (_, takes) = NEON_CONNECTION_OPTIONS.iter().find(|(o, _)| *o == name)?;
        let value = match a.split_once('=') {
            Some((_, v)) => Some(v),
            None if *takes => Some(it.next()?.as_str()),
            None => None,
        };
        if name == "--project-id" {
            project = value.unwrap_or_default();
        }
    }
    let [verb, branch] = operands.as_slice() else {
        return None;
    };
    let words: Vec<String> = branch
        .split('@')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase()
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .map(str::to_owned)
        .collect();
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    if !matches!(*verb, "connection-string" | "cs")
        || !has(DEV_BRANCH_WORDS)
        || has(SHARED_BRANCH_WORDS)
        || c.dynamic.iter().any(|d| *d)
        || !crate::knowledge::fed_to_local_command(c, env)
    {
        return None;
    }
    let family = format!("{NEON_DEV_CONNECTION_FAMILY} {project} {branch}");
    let mut v = crate::knowledge::verdict(
        crate::Level::AskOnce,
        crate::Effect::Exec,
        format!("credentials: {program} connection string handed to one local command"),
        format!(
            "`{program} {verb} {branch}` hands the connection string of the development branch `{branch}` to one local command that opens it, never printed; one approval covers `{family}` for the session"
        ),
    );
    v.grant = Some(family);
    v.outside = true;
    Some(v)
}

/// The tables, each row naming why.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    outside(seen(
        tool(
            &["terminus"],
            PANTHEON_FAMILY,
            &[
                "--to",
                "--element",
                "--fields",
                "--format",
                "--note",
                "--field",
            ],
            TERMINUS,
            Kind::Ask,
        ),
        &["--to"],
    )),
    outside(tool(
        &["neonctl", "neon"],
        "neon branches",
        &[
            "--project-id",
            "--org-id",
            "--name",
            "--parent",
            "--role-name",
            "--database-name",
            "--output",
            "-o",
            "--api-key",
            "--context-file",
        ],
        NEONCTL,
        Kind::Ask,
    )),
    outside(seen(
        tool(
            &["stripe"],
            STRIPE_TEST_FAMILY,
            &[
                "--forward-to",
                "-f",
                "--forward-connect-to",
                "-c",
                "--api-key",
                "--project-name",
                "-p",
                "--events",
                "-e",
                "--override",
                "--add",
                "--remove",
                "-d",
                "--data",
                "--customer",
                "--subscription",
            ],
            STRIPE,
            Kind::Ask,
        ),
        &[
            "--api-key",
            "--forward-to",
            "-f",
            "--forward-connect-to",
            "-c",
        ],
    )),
    project(tool(&["godot"], "godot", GODOT_VALUES, GODOT, Kind::Build)),
    project(tool(
        &["gdformat", "gdlint", "gdparse", "gdradon"],
        "gdtoolkit",
        &["-l", "--line-length", "-c", "--config"],
        GDTOOLKIT,
        Kind::Build,
    )),
    project(tool(
        &["aseprite"],
        "aseprite",
        &[
            "--sheet",
            "--data",
            "--format",
            "--sheet-type",
            "--save-as",
            "--script",
            "--layer",
            "--tag",
            "--scale",
        ],
        ASEPRITE,
        Kind::Ask,
    )),
    outside(tool(
        &["butler"],
        "butler",
        &["--userversion", "--userversion-file", "-i", "--identity"],
        BUTLER,
        Kind::Danger(PUBLISHING),
    )),
    outside(tool(
        &["steamcmd"],
        "steamcmd",
        &[],
        STEAMCMD,
        Kind::Danger(PUBLISHING),
    )),
    project(seen(
        tool(
            &["Unity", "unity-editor"],
            "unity",
            UNITY_VALUES,
            UNITY_EDITOR,
            Kind::Ask,
        ),
        &["-executeMethod", "-projectPath", "-createProject"],
    )),
    extends(outside(tool(
        &["ugs"],
        UGS_STAGE_FAMILY,
        UGS_VALUES,
        UGS_STAGES,
        Kind::Ask,
    ))),
    outside(tool(&["ugs"], "ugs", UGS_VALUES, UGS, Kind::Danger(INFRA))),
    project(tool(
        &[
            "ghc",
            "ghci",
            "runghc",
            "runhaskell",
            "hlint",
            "fourmolu",
            "ormolu",
            "stylish-haskell",
            "cabal-fmt",
            "hpack",
            "ghcid",
            "weeder",
            "doctest",
            "hspec-discover",
        ],
        "haskell",
        &[
            "-o",
            "-i",
            "--mode",
            "-m",
            "--hint",
            "-h",
            "--command",
            "-c",
        ],
        HASKELL_DEV,
        Kind::Build,
    )),
    tool(
        &["hoogle"],
        "hoogle",
        &["--count", "-n"],
        HOOGLE,
        Kind::Read,
    ),
    extends(project(tool(&["nix"], "nix", &[], NIX_MORE, Kind::Ask))),
    project(tool(
        &["nixos-rebuild"],
        "nixos-rebuild",
        NIXOS_REBUILD_VALUES,
        NIXOS_REBUILD,
        Kind::Danger(GLOBAL),
    )),
    outside(tool(&["svn"], "svn", SVN_VALUES, SVN, Kind::Ask)),
    outside(tool(&["wp"], "wp-cli", &[], WP, Kind::Ask)),
    project(outside(tool(&["wp-env"], "wp-env", &[], WP_ENV, Kind::Ask))),
    outside(tool(
        &["deployctl"],
        "deployctl",
        &["-p", "--project", "--entrypoint", "--token", "--limit"],
        DEPLOYCTL,
        Kind::Danger(INFRA),
    )),
];
