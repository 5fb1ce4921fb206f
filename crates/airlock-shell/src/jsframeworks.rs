//! Command knowledge of the JavaScript frameworks' own command lines (Nuxt's `nuxi`, Angular's
//! `ng`, `vue-cli-service`, `svelte-kit`, `astro`, `remix`, `expo`, `react-native`, `ember`,
//! `gatsby`, `nest`), run by their own name or through a package runner, as tables in the form
//! of `toolchains.rs` (read its module docs for the rows).
//!
//! - Their builds, dev servers, tests, lints, type checks, code generators and project info are
//!   the project's one family ([`crate::toolchains::PROJECT_FAMILY`]): they run the project's
//!   own code and configuration, as `npm run build` does.
//! - Adding a module or an integration, or upgrading the framework (`nuxi module add`, `nuxi
//!   upgrade`, `ng add`, `ng update`, `astro add`, `expo install`, `ember install`, `nest add`),
//!   fetches new packages from the registry: the one "add dependency" family.
//! - Deploying, publishing, releasing (in any position, as make-like targets), logging in and
//!   out, and global configuration always ask.
//! - Any other command asks once under its own words.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, PUBLISHING, Row, Toolchain, add_dependency, ask,
    build, danger, project, read, tool,
};

/// The frameworks' command lines.
pub(crate) const FRAMEWORK_CLIS: &[&str] = &[
    "nuxi",
    "nuxt",
    "ng",
    "vue-cli-service",
    "svelte-kit",
    "astro",
    "remix",
    "expo",
    "react-native",
    "ember",
    "gatsby",
    "nest",
];

/// A package operand that is not a name in the public registry.
const ELSEWHERE: &[&str] = &[
    "*://*",
    "git+*",
    "git@*",
    "github:*",
    "gitlab:*",
    "bitbucket:*",
    "file:*",
    "link:*",
    ".*",
    "/*",
    "~*",
    "*.tgz",
    "*.tar.gz",
];

/// Options that fetch from another registry.
const OTHER_REGISTRY: &[&str] = &["--registry", "--from", "--next", "--prerelease"];

const ROWS: &[Row] = &[
    // A listing of deployments, or one's logs (the Astronomer CLI, also `astro`: `astro
    // deployment list`, `astro deployment logs -d x`): reads, though the word starts as
    // `deploy*` does. Their variables (secrets among them) are not here.
    read("deployment list"),
    read("deployment logs"),
    read("deployment inspect"),
    read("deployments list"),
    // The Astronomer CLI's local Airflow (`astro dev start|stop|restart|ps|logs|pytest|parse`)
    // is the project's, but `astro dev kill` removes its containers with their volumes, the
    // local metadata database and every run and connection in it, as `docker compose down -v`
    // does; `astro dev object export` copies the local connections and variables, secrets
    // among them, into the project's files. `astro dev run ARGS` runs `airflow ARGS` in the
    // scheduler's container: it is judged as Airflow's command too
    // (`runners::local_tool`), `astro dev run connections get X -o json` as a print of
    // credentials.
    danger("dev kill", DESTROYING),
    danger("dev object export", CREDENTIALS),
    // Deploying, publishing and releasing, in any position (`ember deploy production`, `ng run
    // app:deploy`, `expo publish`).
    danger("... deploy*", INFRA),
    danger("... *:deploy", INFRA),
    danger("... *-deploy", INFRA),
    danger("... publish*", PUBLISHING),
    danger("... *-publish", PUBLISHING),
    danger("... release*", PUBLISHING),
    danger("... submit", PUBLISHING),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("register", CREDENTIALS),
    danger("credentials*", CREDENTIALS),
    danger("config", GLOBAL).needs(&["-g", "--global"]),
    danger("analytics", GLOBAL).needs(&["-g", "--global"]),
    // Expo's updates and uploads go to its service.
    danger("upload*", PUBLISHING),
    danger("update", PUBLISHING).needs(&["--branch", "--channel", "--auto"]),
    read("version"),
    read("help"),
    read("whoami"),
    read("--help"),
    // A package from elsewhere than the public registry (a URL, a git repository, a path, an
    // archive) or another registry: asked under its own words, never the family.
    ask("module add").code(ELSEWHERE),
    ask("add").code(ELSEWHERE),
    ask("install").code(ELSEWHERE),
    ask("i").code(ELSEWHERE),
    ask("module add").needs(OTHER_REGISTRY),
    ask("add").needs(OTHER_REGISTRY),
    ask("install").needs(OTHER_REGISTRY),
    ask("update").needs(OTHER_REGISTRY),
    ask("upgrade").needs(OTHER_REGISTRY),
    // New packages from the registry.
    add_dependency("module add"),
    add_dependency("module install"),
    add_dependency("modules add"),
    add_dependency("upgrade"),
    add_dependency("add"),
    add_dependency("update"),
    add_dependency("install"),
    add_dependency("i"),
    // The project's builds, servers, tests, checks and generators.
    build("dev"),
    build("develop"),
    build("build"),
    build("generate"),
    build("g"),
    build("preview"),
    build("serve"),
    build("s"),
    build("start"),
    build("typecheck"),
    build("check"),
    build("analyze"),
    build("prepare"),
    build("info"),
    build("cleanup"),
    build("clean"),
    build("sync"),
    build("test"),
    build("t"),
    build("lint"),
    build("e2e"),
    build("extract-i18n"),
    build("export"),
    build("prebuild"),
    build("run:*"),
    build("run-android"),
    build("run-ios"),
    build("doctor"),
    build("routes"),
    build("vite:*"),
    build("customize"),
    build("config"),
];

/// The frameworks' toolchains; [`crate::toolchains::lookup`] tries them before the node dev
/// tools' rows, which would make `astro add` a build.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[project(tool(
    FRAMEWORK_CLIS,
    "project build/test/run",
    &[
        "-c",
        "--config",
        "--configuration",
        "--cwd",
        "--root",
        "-p",
        "--port",
        "--preset",
        "--project",
        "--mode",
        "--host",
        "--hostname",
        "-H",
        "--platform",
        "--dotenv",
        "--env",
        "-e",
        "--environment",
    ],
    ROWS,
    Kind::Ask,
))];
