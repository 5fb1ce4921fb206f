//! Command knowledge of everyday developer command lines no other table knows, as tables (see
//! [`crate::toolchains`] for what a row is): the package managers and compilers of OCaml
//! (opam), Nim (nimble, nim), Perl (cpanm, cpm, cpan, carton), Lua (luarocks), Elm, Racket
//! (raco), V, Odin, D (dub), Lean (lake), Raku (zef) and Haxe (haxe, haxelib); the build
//! systems, monorepo and task runners Please, Mage, moon, Dagger, Rush, Melos, Spack, Invoke
//! and doit; Rspack's bundlers and dprint; Encore's framework command line and PlanetScale's
//! database platform (pscale); and the load generators given no address of this machine.
//!
//! The split is the toolchains' own: versions, help, listings, shows and checks that only read
//! run at once; the project's builds, tests, lints, formatters, runs and the install of what
//! its manifest declares are the project's one family ([`crate::toolchains::PROJECT_FAMILY`]);
//! a named new package is the shared dependency family; publishing, deploying, deleting,
//! credentials and logins, global installs, package sources the project did not declare and
//! remote targets always ask. A load generator aimed at this machine's own server is the
//! project's family before these tables are consulted (`services::local_load_test`); given no
//! such address (a script, a targets file, another host) it is a flood at a target nobody has
//! seen, and always asks.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, PRIVILEGE, PUBLISHING, REMOTE, Row, SOURCES,
    Toolchain, add_dependency, ask, build, danger, outside, project, read, seen, targets, tool,
    unless,
};

/// Sources a package is fetched from that are not the registry: a URL or a version control
/// address (`git+https://…`, `git@host:repo`).
const FETCHED_SOURCES: &[&str] = &["*://*", "git+*", "git@*", "github:*"];

/// Sources on this machine given to a Perl installer: a folder or an archive, never a module
/// of the registry.
const LOCAL_SOURCES: &[&str] = &[".", "./*", "../*", "/*", "~*", "*.tar.gz", "*.tgz", "*.zip"];

/// A Dagger module that lives in a forge, not in the workspace.
const REMOTE_MODULES: &[&str] = &[
    "github.com/*",
    "gitlab.com/*",
    "bitbucket.org/*",
    "codeberg.org/*",
    "*://*",
    "git@*",
];

/// The tables of this file, consulted before the toolchains' own table.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    project(tool(
        &["opam"],
        "ocaml build/test",
        &["--switch", "--root", "-j", "--jobs", "--repos", "--color"],
        OPAM,
        Kind::Ask,
    )),
    project(tool(&["nimble"], "nim build/test", &[], NIMBLE, Kind::Ask)),
    project(tool(
        &["nim"],
        "nim build/test",
        &["-o", "--out", "--outdir", "-d", "--define", "--path", "-p"],
        NIM,
        Kind::Ask,
    )),
    project(tool(
        &["cpanm", "cpm"],
        "perl build/test",
        &[
            "-L",
            "--local-lib",
            "--local-lib-contained",
            "-l",
            "--mirror",
            "--from",
            "-M",
            "--with-feature",
            "--without-feature",
            "-w",
            "--workers",
        ],
        CPANM,
        Kind::Ask,
    )),
    project(tool(
        &["cpan"],
        "perl build/test",
        &["-j", "-J"],
        CPAN,
        Kind::Ask,
    )),
    project(tool(
        &["carton"],
        "perl build/test",
        &["--cpanfile", "--path"],
        CARTON,
        Kind::Ask,
    )),
    project(tool(
        &["luarocks"],
        "lua build/test",
        &[
            "--tree",
            "--server",
            "--only-server",
            "--lua-version",
            "--lua-dir",
            "--namespace",
            "--api-key",
            "--scope",
        ],
        LUAROCKS,
        Kind::Ask,
    )),
    project(tool(
        &["elm"],
        "elm build/test",
        &["--output", "--report", "--docs", "--port"],
        ELM,
        Kind::Ask,
    )),
    project(tool(
        &["raco"],
        "racket build/test",
        &[
            "--scope",
            "--catalog",
            "--deps",
            "-o",
            "--exe",
            "-j",
            "--jobs",
            "--type",
            "-t",
        ],
        RACO,
        Kind::Ask,
    )),
    project(tool(
        &["v"],
        "v build/test",
        &[
            "-o", "-output", "-b", "-backend", "-os", "-arch", "-cc", "-d", "-cflags", "-gc",
        ],
        V,
        Kind::Ask,
    )),
    project(tool(&["odin"], "odin build/test", &[], ODIN, Kind::Ask)),
    project(tool(
        &["dub"],
        "d build/test",
        &[
            "-b",
            "--build",
            "-c",
            "--config",
            "--compiler",
            "-a",
            "--arch",
            "--root",
            "--registry",
        ],
        DUB,
        Kind::Ask,
    )),
    project(tool(
        &["lake"],
        "lean build/test",
        &["-d", "--dir", "-f", "--file"],
        LAKE,
        Kind::Ask,
    )),
    project(tool(
        &["zef"],
        "raku build/test",
        &["--to", "--from", "--exclude"],
        ZEF,
        Kind::Ask,
    )),
    project(tool(
        &["haxelib"],
        "haxe build/test",
        &["--repo"],
        HAXELIB,
        Kind::Ask,
    )),
    project(tool(
        &["haxe"],
        "haxe build/test",
        &[
            "-p",
            "--class-path",
            "-L",
            "--library",
            "-D",
            "--define",
            "--js",
            "--cpp",
            "--hl",
            "-m",
            "--main",
            "--connect",
            "--server-listen",
        ],
        HAXE,
        Kind::Build,
    )),
    // Rush's and Melos's commands over a monorepo's packages: a custom command that deploys or
    // publishes asks first, as make's targets do (Rush's own rows: its `install` is the
    // project's).
    project(tool(
        &["rush"],
        "build tool",
        &[
            "-t",
            "--to",
            "-f",
            "--from",
            "-o",
            "--only",
            "-p",
            "--package",
            "--impacted-by",
            "--to-except",
        ],
        RUSH,
        Kind::Build,
    )),
    targets(project(tool(
        &["melos"],
        "build tool",
        &[
            "--scope",
            "--ignore",
            "--category",
            "--dir-exists",
            "--file-exists",
            "-c",
            "--concurrency",
        ],
        MELOS,
        Kind::Ask,
    ))),
    // Please's and Mage's targets, as make's: one that deploys or publishes asks first.
    targets(project(tool(
        &["please", "plz"],
        "build tool",
        &[
            "-c",
            "--config",
            "-o",
            "--override",
            "-p",
            "--profile",
            "--arch",
            "-i",
            "--include",
            "-e",
            "--exclude",
        ],
        PLEASE,
        Kind::Ask,
    ))),
    targets(project(tool(
        &["mage"],
        "build tool",
        &[
            "-d", "-w", "-t", "-compile", "-gocmd", "-goos", "-goarch", "-ldflags",
        ],
        MAGE,
        Kind::Build,
    ))),
    targets(project(tool(
        &["moon"],
        "build tool",
        &[
            "--log",
            "--log-file",
            "--cache",
            "--concurrency",
            "-c",
            "--color",
            "--theme",
        ],
        MOON,
        Kind::Ask,
    ))),
    // Dagger's functions run the module's own pipeline in containers: the project's build,
    // unless the function's name publishes or deploys.
    seen(
        project(tool(
            &["dagger"],
            "build tool",
            &[
                "-m",
                "--mod",
                "-o",
                "--output",
                "-c",
                "--command",
                "--progress",
            ],
            DAGGER,
            Kind::Ask,
        )),
        &["-m", "--mod"],
    ),
    project(tool(
        &["spack"],
        "spack build",
        &[
            "-e",
            "--env",
            "-D",
            "--env-dir",
            "-C",
            "--config-scope",
            "-c",
            "--config",
            "--scope",
            "-j",
            "--jobs",
        ],
        SPACK,
        Kind::Ask,
    )),
    project(tool(
        &["encore"],
        "encore build/test",
        &[
            "--env", "-e", "--port", "-p", "--listen", "--app", "--lang", "--output", "-o",
        ],
        ENCORE,
        Kind::Ask,
    )),
    // Rspack's bundlers by their bare name (installed in the project, so not fetched): the
    // project's builds, servers and tests, as the node dev tools' bundlers are.
    targets(project(tool(
        &["rspack", "rsbuild", "rslib", "rstest", "rspress"],
        crate::toolchains::NODE_FAMILY,
        &[
            "-c",
            "--config",
            "-m",
            "--mode",
            "--env-mode",
            "--environment",
        ],
        BUNDLER,
        Kind::Build,
    ))),
    project(tool(
        &["dprint"],
        "dprint",
        &["-c", "--config", "--plugins", "--excludes", "--includes"],
        DPRINT,
        Kind::Ask,
    )),
    // Python's task runners: their tasks are the project's, as make's targets are.
    targets(project(tool(
        &["invoke", "inv", "doit"],
        "task runner",
        &[
            "-c",
            "--collection",
            "-r",
            "--search-root",
            "-f",
            "--file",
            "--config",
            "--dir",
            "-d",
        ],
        PY_TASKS,
        Kind::Build,
    ))),
    outside(tool(
        &["pscale", "planetscale"],
        "planetscale",
        &[
            "--org",
            "--role",
            "--format",
            "-f",
            "--service-token",
            "--service-token-id",
            "--api-url",
            "--port",
            "--host",
        ],
        PSCALE,
        Kind::Danger(INFRA),
    )),
    tool(
        &["k6"],
        "load test",
        &[
            "-e",
            "--env",
            "-o",
            "--out",
            "-u",
            "--vus",
            "-d",
            "--duration",
            "-i",
            "--iterations",
            "-a",
            "--address",
            "--tag",
            "--config",
            "-c",
        ],
        K6,
        Kind::Ask,
    ),
    tool(
        &["vegeta"],
        "load test",
        &[
            "-targets",
            "-rate",
            "-duration",
            "-output",
            "-type",
            "-format",
            "-workers",
            "-header",
            "-body",
            "-name",
        ],
        VEGETA,
        Kind::Ask,
    ),
    tool(
        &[
            "hey",
            "oha",
            "wrk",
            "wrk2",
            "ab",
            "bombardier",
            "siege",
            "autocannon",
            "h2load",
            "ghz",
            "locust",
            "artillery",
        ],
        "load test",
        &[],
        LOAD,
        Kind::Danger(REMOTE),
    ),
];

/// OCaml's opam: its reads, the install of what the project's opam files declare (`opam
/// install . --deps-only`), and `opam exec -- CMD` (CMD is judged itself) are the project's or
/// read; a named package into the switch is a new dependency; a new switch, a repository the
/// project did not declare, a pin to a fetched source, `init` and publishing always ask.
const OPAM: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("init", GLOBAL),
    danger("repository add", SOURCES),
    danger("repo add", SOURCES),
    danger("repository set-url", SOURCES),
    danger("repo set-url", SOURCES),
    danger("pin ...", SOURCES).code(FETCHED_SOURCES),
    // An install resolved against repositories the command names.
    danger("install", SOURCES).needs(&["--repos"]),
    danger("install ...", SOURCES).code(FETCHED_SOURCES),
    danger("switch remove", DESTROYING),
    danger("switch create", GLOBAL),
    danger("switch set", GLOBAL),
    danger("option", GLOBAL).needs(&["--global"]),
    read("--version"),
    read("version"),
    read("help"),
    read("list"),
    read("show"),
    read("info"),
    read("search"),
    read("env"),
    read("config env"),
    read("config list"),
    read("config report"),
    read("var"),
    read("switch list"),
    read("switch show"),
    read("switch $"),
    read("repository list"),
    read("repo list"),
    read("repository $"),
    read("pin list"),
    read("pin $"),
    read("lint"),
    read("tree"),
    read("why"),
    read("exec"),
    read("option $"),
    build("install .").needs(&["--deps-only"]),
    build("install ./*").needs(&["--deps-only"]),
    build("install .").needs(&["--with-test", "--with-doc"]),
    build("update"),
    build("lock"),
    add_dependency("install"),
    add_dependency("upgrade"),
    ask("*"),
];

/// Nim's nimble: installing the dependencies the `.nimble` file declares (`install -d`) and
/// the project's tasks are the project's; a package named is a new dependency; `install` of the
/// project itself puts its programs on the user's path.
const NIMBLE: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("... *", SOURCES).code(FETCHED_SOURCES),
    unless(
        danger("install $", GLOBAL),
        &["-d", "--depsOnly", "--deps-only", "-l", "--localdeps"],
    ),
    read("--version"),
    read("-v"),
    read("help"),
    read("list"),
    read("search"),
    read("dump"),
    read("path"),
    read("tasks"),
    read("deps"),
    read("check"),
    read("outdated"),
    build("install $"),
    build("build"),
    build("test"),
    build("run"),
    build("c"),
    build("cc"),
    build("cpp"),
    build("js"),
    build("doc"),
    build("doc2"),
    build("init"),
    build("refresh"),
    build("lock"),
    build("setup"),
    build("sync"),
    add_dependency("install"),
    add_dependency("add"),
    add_dependency("upgrade"),
    ask("*"),
];

/// The nim compiler: compiling, running and checking the project's modules and its NimScript
/// tasks are the project's.
const NIM: &[Row] = &[
    read("--version"),
    read("-v"),
    read("--help"),
    read("-h"),
    read("help"),
    read("dump"),
    build("c"),
    build("cc"),
    build("compile"),
    build("cpp"),
    build("objc"),
    build("js"),
    build("r"),
    build("check"),
    build("doc"),
    build("e"),
    build("genDepend"),
    ask("*"),
];

/// cpanminus (and cpm, its parallel sibling): installing the project's declared dependencies
/// (`--installdeps .`, `cpm install` with no module) is the project's; a module named is a new
/// dependency; sudo, self-upgrade, another mirror and a fetched source always ask.
const CPANM: &[Row] = &[
    danger("*", PRIVILEGE).needs(&["--sudo", "-S"]),
    danger("*", GLOBAL).needs(&["--self-upgrade"]),
    danger("*", SOURCES).needs(&["--mirror", "--mirror-only", "--from", "-M"]),
    danger("$", GLOBAL).needs(&["--self-upgrade"]),
    danger("... *", SOURCES).code(FETCHED_SOURCES),
    danger("*", GLOBAL).needs(&["-g", "--global"]),
    read("$").needs(&["--version", "-V", "--help", "-h"]),
    read("*").needs(&["--info", "--showdeps"]),
    build("*").needs(&["--installdeps"]),
    // cpm's own subcommand: `cpm install` alone reads the cpanfile.
    build("install $"),
    // The project itself, a folder, an archive or a file installed into Perl's libraries:
    // not a package from the registry.
    ask("... *").code(LOCAL_SOURCES),
    add_dependency("install"),
    read("--version"),
    read("version"),
    ask("*").needs(&["-U", "--uninstall", "--look"]),
    add_dependency("*"),
    ask("$"),
];

/// The cpan shell: listings and details read; a module named is a new dependency; upgrading
/// every module, another mirror and the shell's configuration always ask.
const CPAN: &[Row] = &[
    danger("*", GLOBAL).needs(&["-u"]),
    danger("$", GLOBAL).needs(&["-u"]),
    danger("*", SOURCES).needs(&["-M", "-P"]),
    danger("$", SOURCES).needs(&["-P"]),
    danger("... *", SOURCES).code(FETCHED_SOURCES),
    read("*").needs(&["-D", "-l", "-O", "-V", "-v", "-h", "-x", "-w"]),
    read("$").needs(&["-l", "-O", "-V", "-v", "-h", "-J"]),
    build(".").needs(&["-t", "-T"]),
    ask("... *").code(LOCAL_SOURCES),
    ask("*").needs(&["-a", "-c", "-g", "-j", "-J", "-r", "-s", "-f", "-F"]),
    add_dependency("*"),
    ask("$"),
];

/// Carton: installing what `cpanfile.snapshot` pins into `local/` and running the project
/// with it are the project's; `update` re-resolves; a bundle is the project's own.
const CARTON: &[Row] = &[
    read("--version"),
    read("version"),
    read("help"),
    read("list"),
    read("tree"),
    read("check"),
    read("show"),
    read("$"),
    build("install"),
    build("exec"),
    build("bundle"),
    build("fatpack"),
    add_dependency("update"),
    ask("*"),
];

/// LuaRocks: building the project's rockspec (`make`, `build`), its tests and the install of
/// its declared dependencies (`--only-deps`, `--deps-only`) are the project's; a rock named
/// is a new dependency; uploading, an API key, another server, the system tree and a
/// fetched source always ask.
const LUAROCKS: &[Row] = &[
    danger("upload", PUBLISHING),
    danger("*", CREDENTIALS).needs(&["--api-key"]),
    danger("*", SOURCES).needs(&["--server", "--only-server", "--dev"]),
    danger("*", GLOBAL).needs(&["--global"]),
    danger("config ...", GLOBAL).needs(&["--scope", "--system-config"]),
    danger("purge", DESTROYING),
    danger("... *", SOURCES).code(FETCHED_SOURCES),
    read("--version"),
    read("help"),
    read("list"),
    read("show"),
    read("search"),
    read("path"),
    read("which"),
    read("doc"),
    read("lint"),
    read("config $"),
    read("config *"),
    build("make"),
    build("build"),
    build("test"),
    build("init"),
    build("pack"),
    build("write_rockspec"),
    build("new_version"),
    build("install").needs(&["--only-deps", "--deps-only"]),
    build("install *.rockspec"),
    build("install $"),
    add_dependency("install"),
    ask("*"),
];

/// Elm: compiling, the reactor and the REPL are the project's; `install` adds a package to
/// `elm.json`; `publish` always asks.
const ELM: &[Row] = &[
    danger("publish", PUBLISHING),
    read("--version"),
    read("--help"),
    read("diff"),
    build("make"),
    build("reactor"),
    build("repl"),
    build("init"),
    build("bump"),
    add_dependency("install"),
    ask("*"),
];

/// Racket's raco: compiling, testing, documenting and packaging the project's collections, and
/// installing the package in the folder with its dependencies, are the project's; a package
/// named is a new dependency; the installation's scope and a catalog or fetched source always
/// ask.
const RACO: &[Row] = &[
    danger("pkg ...", GLOBAL).needs(&["-i", "--installation"]),
    danger("pkg ...", SOURCES).needs(&["--catalog"]),
    danger("pkg config ...", SOURCES).needs(&["--set"]),
    danger("pkg catalog-copy", SOURCES),
    danger("pkg ... *", SOURCES).code(FETCHED_SOURCES),
    danger("pkg *", GLOBAL).needs(&["--scope"]),
    read("--version"),
    read("help"),
    read("pkg show"),
    read("pkg catalog-show"),
    read("pkg config $"),
    read("pkg config"),
    read("docs"),
    read("decompile"),
    read("expand"),
    build("make"),
    build("test"),
    // Alone, `setup` compiles every collection of the installation, not only the project's.
    ask("setup $"),
    build("setup"),
    build("exe"),
    build("distribute"),
    build("scribble"),
    build("fmt"),
    build("check-requires"),
    build("demod"),
    build("cover"),
    build("pkg new"),
    build("pkg create"),
    build("pkg install $"),
    build("pkg install ."),
    build("pkg install ./*"),
    add_dependency("pkg install"),
    add_dependency("pkg update"),
    ask("*"),
];

/// V: compiling, running, testing, formatting and vetting the project are the project's; a
/// module named is a new dependency; updating or linking the compiler itself always asks.
const V: &[Row] = &[
    danger("up", GLOBAL),
    danger("self", GLOBAL),
    danger("symlink", GLOBAL),
    danger("publish", PUBLISHING),
    danger("install ...", SOURCES).code(FETCHED_SOURCES),
    danger("install", SOURCES).needs(&["--git", "--hg"]),
    read("version"),
    read("--version"),
    read("-v"),
    read("help"),
    read("search"),
    read("list"),
    read("outdated"),
    read("info"),
    read("doctor"),
    read("vet"),
    read("fmt").needs(&["-verify", "-diff", "-c"]),
    build("run"),
    build("crun"),
    build("test"),
    build("test-all"),
    build("fmt"),
    build("watch"),
    build("doc"),
    build("init"),
    build("new"),
    build("build"),
    build("."),
    build("*.v"),
    build("*.vsh"),
    add_dependency("install"),
    add_dependency("update"),
    ask("*"),
];

/// Odin: building, running, testing, checking and documenting the project are the project's.
const ODIN: &[Row] = &[
    read("version"),
    read("help"),
    read("report"),
    read("root"),
    build("build"),
    build("run"),
    build("test"),
    build("check"),
    build("doc"),
    build("strip-semicolon"),
    ask("*"),
];

/// D's dub: building, running, testing, linting and formatting the project and fetching what
/// `dub.selections.json` pins are the project's; `add` and `upgrade` fetch new code;
/// publishing to the registry happens on its site, and fetching or installing to the user's
/// packages with another registry always asks.
const DUB: &[Row] = &[
    danger("*", SOURCES).needs(&["--registry"]),
    danger("add-local", GLOBAL),
    danger("remove-local", GLOBAL),
    danger("add-path", GLOBAL),
    danger("remove-path", GLOBAL),
    danger("add-override", GLOBAL),
    read("--version"),
    read("help"),
    read("list"),
    read("search"),
    read("describe"),
    read("list-overrides"),
    read("clean-caches").needs(&["--dry-run"]),
    build("$"),
    build("build"),
    build("run"),
    build("test"),
    build("lint"),
    build("clean"),
    build("init"),
    build("generate"),
    build("dustmite"),
    build("convert"),
    add_dependency("add"),
    add_dependency("upgrade"),
    add_dependency("fetch"),
    ask("*"),
];

/// Lean's lake: building, testing, linting and fetching the cached builds the manifest pins are
/// the project's; `update` re-resolves the manifest.
const LAKE: &[Row] = &[
    read("--version"),
    read("help"),
    read("script list"),
    read("check-build"),
    read("check-test"),
    read("check-lint"),
    read("query"),
    build("$"),
    build("build"),
    build("test"),
    build("lint"),
    build("exe"),
    build("env"),
    build("clean"),
    build("init"),
    build("new"),
    build("serve"),
    build("exe cache get"),
    build("script run"),
    build("pack"),
    build("unpack"),
    add_dependency("update"),
    ask("*"),
];

/// Raku's zef: testing and building the project and installing the dependencies its
/// `META6.json` declares (`--deps-only .`) are the project's; a module named is a new
/// dependency; another source always asks.
const ZEF: &[Row] = &[
    danger("... *", SOURCES).code(FETCHED_SOURCES),
    read("--version"),
    read("--help"),
    read("search"),
    read("info"),
    read("list"),
    read("locate"),
    read("depends"),
    read("rdepends"),
    read("browse"),
    build("test"),
    build("build"),
    build("install .").needs(&["--deps-only"]),
    // The project itself installed into the user's site.
    ask("install ."),
    add_dependency("install"),
    add_dependency("upgrade"),
    ask("*"),
];

/// Haxe's haxelib: installing what the project's `.hxml` names and the local repository are
/// the project's; a library named is a new dependency; submitting, the account, a git or
/// Mercurial source and the global repository's setup always ask; `run` runs a library's tool.
const HAXELIB: &[Row] = &[
    danger("submit", PUBLISHING),
    danger("register", CREDENTIALS),
    danger("user", CREDENTIALS),
    danger("setup", GLOBAL),
    danger("git", SOURCES),
    danger("hg", SOURCES),
    danger("*", GLOBAL).needs(&["--global"]),
    read("version"),
    read("--version"),
    read("help"),
    read("list"),
    read("info"),
    read("search"),
    read("path"),
    read("libpath"),
    read("config"),
    build("install *.hxml"),
    build("install $"),
    build("newrepo"),
    build("state"),
    add_dependency("install"),
    add_dependency("update"),
    add_dependency("upgrade"),
    ask("*"),
];

/// The haxe compiler: compiling the project's `.hxml` builds and running them in its
/// interpreter are the project's; a connection to a compilation server elsewhere asks.
const HAXE: &[Row] = &[
    read("$").needs(&["--version", "-version", "--help", "-h", "--help-defines"]),
    ask("*").needs(&["--connect", "--server-listen"]),
    ask("$").needs(&["--connect", "--server-listen"]),
    build("*"),
    build("$"),
];

/// Rush: installing what its shrinkwrap pins, building, its change files and custom commands
/// are the project's; `update` and `add` fetch new code; `publish` and `version` (which bumps
/// and commits versions for a release) always ask.
const RUSH: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("version", PUBLISHING),
    danger("*deploy*", INFRA),
    danger("*release*", PUBLISHING),
    danger("*publish*", PUBLISHING),
    danger("*push*", PUBLISHING),
    danger("*destroy*", INFRA),
    read("--version"),
    read("-h"),
    read("help"),
    read("list"),
    read("check"),
    read("scan"),
    read("change").needs(&["--verify", "-v"]),
    add_dependency("update"),
    add_dependency("upgrade-interactive"),
    add_dependency("add"),
    build("*"),
];

/// Melos: bootstrapping, cleaning, listings and the workspace's scripts are the project's;
/// `version` bumps, commits and tags a release; `publish` publishes unless dry (always asked
/// here, a dry run is its default but a flag away); `exec` runs its command in each package.
const MELOS: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("version", PUBLISHING),
    read("--version"),
    read("help"),
    read("list"),
    read("ls"),
    build("bootstrap"),
    build("bs"),
    build("clean"),
    build("run"),
    build("analyze"),
    build("format"),
    build("test"),
    build("init"),
    ask("*"),
];

/// A bundler's version and help read; its builds, servers, previews and tests are the project's.
const BUNDLER: &[Row] = &[
    read("$").needs(&["--version", "-v", "-V", "--help", "-h"]),
    read("help"),
    build("*"),
    build("$"),
];

/// dprint: formatting and checking the project's files with its configured plugins are the
/// project's; listings of files and the resolved configuration read; updating or adding the
/// configuration's plugins fetches new code; `upgrade` replaces dprint itself.
const DPRINT: &[Row] = &[
    danger("upgrade", GLOBAL),
    read("--version"),
    read("-V"),
    read("help"),
    read("license"),
    read("output-file-paths"),
    read("output-resolved-config"),
    read("output-format-times"),
    build("fmt"),
    build("check"),
    build("init"),
    build("config init"),
    build("clear-cache"),
    add_dependency("config update"),
    add_dependency("config add"),
    ask("*"),
];

/// Invoke's and doit's tasks: the listing and help read; a task is the project's (one that
/// deploys or publishes asks first, as make's targets do).
const PY_TASKS: &[Row] = &[
    read("$").needs(&[
        "-l",
        "--list",
        "-V",
        "--version",
        "-h",
        "--help",
        "--complete",
    ]),
    read("*").needs(&["-h", "--help"]),
    read("list"),
    read("info"),
    read("help"),
    build("*"),
    build("$"),
];

/// Please: its goals are the project's builds; its queries read; `update` replaces the tool;
/// a target whose label deploys, publishes, releases or pushes always asks, as Bazel's does.
/// Another word asks under its own words: `please` is also the name of a privilege tool
/// (`please systemctl restart x`), which must never pass for a build.
const PLEASE: &[Row] = &[
    danger("update", GLOBAL),
    danger("... *deploy*", INFRA),
    danger("... *release*", PUBLISHING),
    danger("... *publish*", PUBLISHING),
    danger("... *push*", PUBLISHING),
    read("--version"),
    read("help"),
    read("query"),
    read("hash"),
    read("tool *").needs(&["--help"]),
    ask("tool"),
    ask("init"),
    build("build"),
    build("test"),
    build("cover"),
    build("run"),
    build("exec"),
    build("watch"),
    build("clean"),
    build("fmt"),
    build("format"),
    build("lint"),
    build("generate"),
    build("export"),
    build("gc"),
    build("debug"),
    build("sandbox"),
    ask("*"),
];

/// Mage: its targets are the project's builds (a target that deploys or publishes asks first);
/// the list of targets and the version read.
const MAGE: &[Row] = &[
    // A namespace's target that pushes or uploads (`docker:push`, `release:upload`).
    danger("... *:push*", PUBLISHING),
    danger("... *:upload*", PUBLISHING),
    read("$").needs(&["-l", "-version", "-h", "-help", "-i"]),
    read("*").needs(&["-h", "-help"]),
    build("*"),
    build("$"),
];

/// moon (moonrepo): the project's tasks (`run`, `check`, `ci`), its code generation, sync and
/// cleaning are the project's; queries and graphs read; `upgrade` replaces the tool, `setup`
/// installs the toolchains, and a task that deploys or publishes always asks.
const MOON: &[Row] = &[
    danger("upgrade", GLOBAL),
    read("--version"),
    read("help"),
    read("query"),
    read("project"),
    read("projects"),
    read("task"),
    read("tasks"),
    read("action-graph"),
    read("project-graph"),
    read("task-graph"),
    read("templates"),
    read("completions"),
    read("bin"),
    read("debug"),
    build("run"),
    build("check"),
    build("ci"),
    build("exec"),
    build("generate"),
    build("g"),
    build("init"),
    build("sync"),
    build("clean"),
    build("docker scaffold"),
    build("docker prune"),
    build("docker file"),
    build("migrate"),
    build("*:*"),
    ask("*"),
];

/// Dagger: calling the module's functions, and its development, are the project's build (a
/// function whose name publishes, deploys or pushes, or one handed a secret of the host,
/// always asks); a module named is a new
/// dependency; logging in and publishing a module always ask; `run` and `shell` run what they
/// are given.
const DAGGER: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("publish", PUBLISHING),
    // Dagger Cloud's traces of this machine's runs.
    danger("cloud", REMOTE),
    // Another's module from a forge (`-m github.com/org/mod`): its code, not the project's.
    ask("call").code(REMOTE_MODULES),
    danger("call ... deploy*", INFRA),
    danger("call ... *-deploy", INFRA),
    danger("call ... destroy*", INFRA),
    danger("call ... publish*", PUBLISHING),
    danger("call ... *-publish", PUBLISHING),
    danger("call ... release*", PUBLISHING),
    danger("call ... *-release", PUBLISHING),
    danger("call ... push*", PUBLISHING),
    danger("call ... *-push", PUBLISHING),
    danger("call ... upload*", PUBLISHING),
    // A secret handed to the pipeline from the host (`--token env:GITHUB_TOKEN`), or a host
    // command run to make one (`cmd:`).
    danger("call ... *", CREDENTIALS).code(&["*env:*", "*file:*", "*cmd:*", "*op:*", "*vault:*"]),
    read("version"),
    read("--version"),
    read("help"),
    read("functions"),
    read("config"),
    read("core"),
    build("call"),
    build("develop"),
    build("init"),
    build("uninstall"),
    build("query"),
    add_dependency("install"),
    add_dependency("update"),
    ask("*"),
];

/// Spack: finding, showing and concretizing specs reads; installing the active environment's
/// declared specs and building a package under development are the project's build; a package
/// named is a new dependency; pushing to a build cache, a new mirror or repository, and
/// removing packages always ask.
const SPACK: &[Row] = &[
    danger("buildcache push", PUBLISHING),
    danger("buildcache create", PUBLISHING),
    danger("mirror add", SOURCES),
    danger("mirror set-url", SOURCES),
    danger("repo add", SOURCES),
    danger("uninstall", DESTROYING),
    danger("gc", DESTROYING),
    danger("env remove", DESTROYING),
    danger("env rm", DESTROYING),
    danger("config ...", GLOBAL).needs(&["--scope"]),
    read("--version"),
    read("help"),
    read("list"),
    read("info"),
    read("find"),
    read("spec"),
    read("providers"),
    read("versions"),
    read("dependencies"),
    read("dependents"),
    read("graph"),
    read("location"),
    read("arch"),
    read("audit"),
    read("env list"),
    read("env ls"),
    read("env status"),
    read("env st"),
    read("compiler list"),
    read("compilers"),
    read("config get"),
    read("config blame"),
    read("repo list"),
    read("mirror list"),
    read("buildcache list"),
    read("url parse"),
    read("debug report"),
    read("load").needs(&["--sh", "--csh", "--fish"]),
    build("install $"),
    build("install").needs(&["--only-concrete"]),
    build("concretize"),
    build("env create"),
    build("env activate"),
    build("env deactivate"),
    build("develop"),
    build("dev-build"),
    build("style"),
    build("unit-test"),
    build("remove"),
    build("rm"),
    add_dependency("install"),
    add_dependency("add"),
    ask("*"),
];

/// Encore: running, testing, checking and building the app on this machine, its local
/// databases and code generation are the project's; a cloud environment (`--env`), the
/// connection string, secrets, logins and deploys always ask.
const ENCORE: &[Row] = &[
    danger("auth login", CREDENTIALS),
    danger("auth logout", CREDENTIALS),
    danger("auth signup", CREDENTIALS),
    danger("secret set", CREDENTIALS),
    danger("secret archive", CREDENTIALS),
    danger("secret unarchive", CREDENTIALS),
    danger("db conn-uri", CREDENTIALS),
    danger("db ...", INFRA).needs(&["--env", "-e"]),
    // The local database thrown away and made again from the migrations.
    danger("db reset", DESTROYING),
    danger("logs", REMOTE).needs(&["--env", "-e"]),
    danger("deploy", INFRA),
    danger("version update", GLOBAL),
    danger("app create", INFRA),
    danger("app link", INFRA),
    read("version"),
    read("--version"),
    read("help"),
    read("secret list"),
    read("auth whoami"),
    read("app list"),
    read("namespace list"),
    build("run"),
    build("test"),
    build("check"),
    build("build"),
    build("gen"),
    build("exec"),
    build("db shell"),
    build("db proxy"),
    build("db migrate"),
    build("namespace create"),
    build("namespace switch"),
    ask("*"),
];

/// PlanetScale: listings, shows, schemas and diffs of databases, branches and deploy requests
/// read; a database shell, a connection, a deploy request's deploy, passwords, tokens, logins,
/// backups and deletions always ask.
const PSCALE: &[Row] = &[
    danger("auth ...", CREDENTIALS),
    danger("password ...", CREDENTIALS),
    danger("service-token ...", CREDENTIALS),
    danger("... delete", DESTROYING),
    danger("... restore*", DESTROYING),
    // A shell or a proxy to a branch's database reaches it (`hosteddb.rs` reads a shell's SQL).
    danger("connect", REMOTE),
    danger("shell", REMOTE),
    read("version"),
    read("--version"),
    read("help"),
    read("ping"),
    read("region list"),
    read("org list"),
    read("org show"),
    read("database list"),
    read("database show"),
    read("branch list"),
    read("branch show"),
    read("branch diff"),
    read("branch schema"),
    read("branch lint"),
    read("deploy-request list"),
    read("deploy-request show"),
    read("deploy-request diff"),
    read("backup list"),
    read("backup show"),
    read("keyspace list"),
    read("keyspace show"),
    read("audit-log list"),
    read("size"),
    ask("org switch"),
];

/// k6: its version, help and a script's inspection read; a run given no address of this
/// machine is a load at a target nobody has seen, its cloud and logins always ask.
const K6: &[Row] = &[
    danger("cloud ...", REMOTE),
    danger("login ...", CREDENTIALS),
    danger("run", REMOTE),
    read("version"),
    read("--version"),
    read("help"),
    read("inspect"),
    read("status"),
    read("stats"),
    build("new"),
    build("archive"),
];

/// Vegeta: reports, plots and encodings of recorded results read; an attack reads its targets
/// from a file or its input, which this command does not show: always asked.
const VEGETA: &[Row] = &[
    danger("attack", REMOTE),
    read("$").needs(&["-version", "--version", "-h", "--help"]),
    read("report"),
    read("plot"),
    read("encode"),
    read("dump"),
];

/// The other load generators given no address of this machine: their versions and help read.
const LOAD: &[Row] = &[
    read("$").needs(&["--version", "-V", "-version", "--help", "-h", "-help"]),
    read("version"),
    read("help"),
];

#[cfg(test)]
mod tests {
    #![allow(clippy::panic)]
    use super::TOOLCHAINS;

    /// Each program here has no other table: these rows are the only ones it has.
    #[test]
    fn no_program_has_two_tables() {
        let others = [
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
            crate::toolchains::TOOLCHAINS,
            crate::runners::TOOLCHAINS,
        ]
        .into_iter()
        .flatten();
        for t in others {
            for p in t.programs {
                let here = TOOLCHAINS.iter().any(|k| k.programs.contains(p));
                assert!(!here, "`{p}` has two tables");
            }
        }
    }
}
