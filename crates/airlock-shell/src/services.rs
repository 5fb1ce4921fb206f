//! Local services: the containers and servers an agent starts for the project on this machine,
//! and stopping them again. Tables a reviewer can read, and the few checks that read them.
//!
//! - A command run inside one of the project's containers (`docker compose exec db psql`,
//!   `docker compose run --rm app pytest`, `docker exec web ls`) is judged on its own first, as
//!   any command is: dropping or emptying a database, printing the environment or a secret file,
//!   inline code that does either, always ask. What is left (a client query, a consumer, a
//!   test run) joins the family that started the container: the human who granted `docker
//!   compose up` granted whatever the compose file runs, which the agent can edit, so a command
//!   run in those containers adds no power the grant did not give. Compose on the project's own
//!   compose file ([`project_compose`]: in the workspace, no other file, project name or
//!   daemon) is the project family, as the project's Makefile, scripts and tests that start the
//!   same services are, and so is `docker run` of an image named without a registry or a
//!   namespace with nothing of the host mounted ([`local_image_run`]: this machine's own
//!   build, or an official image); any other container (`docker exec NAME`, a third party's
//!   image `docker run` starts) is the container family (`docker build/run/compose`). A
//!   database client's read-only query `exec`'d in a running container reads, as the same
//!   query to a loopback server does.
//! - A container started with the host in reach ([`HOST_NAMESPACE_OPTIONS`], a bind mount of a
//!   host path outside the workspace, the docker socket) always asks: it is root on the host.
//! - Stopping what the agent started: the shell's own jobs (`kill %1`, `kill $(jobs -p)`) only
//!   stop a process of this session: read-only as far as anything kept goes. A listener on an
//!   unprivileged port (`kill $(lsof -ti :8080)`, `fuser -k 8080/tcp`) or a process whose
//!   command line names a dev server ([`DEV_SERVERS`]) or the workspace (`pkill -f
//!   'http.server'`) is a local, recoverable stop that runs no new code: the project family,
//!   whose runs started it. Every process of the user (`kill -1`, `pkill -u`), init, and the
//!   system's daemons ([`SYSTEM_DAEMONS`]) always ask; any other stop keeps asking under its
//!   own key.
//! - A static file server started on loopback only (`python -m http.server -b 127.0.0.1`,
//!   `npx serve -l tcp://localhost:3000`, `npx http-server -a 127.0.0.1`) serves the workspace
//!   to this machine, as the project's own dev server does: the project family. Without a
//!   loopback bind they listen on every interface and hand every file of the directory (its
//!   `.env` among them) to the whole network: asked as before.

use crate::toolchains::PROJECT_FAMILY;
use crate::{Command, Effect, Level, ShellEnv, Verdict};

/// The family a command run inside a project container joins: the grant of `docker compose
/// up`, `docker run`, `docker exec`.
pub(crate) const CONTAINER_FAMILY: &str = "docker build/run/compose";

/// The runners (as `walk.rs` names them in a command's wrappers) whose command runs inside a
/// container of this machine's docker or podman.
const CONTAINER_RUNNERS: &[&str] = &[
    "docker-compose exec",
    "docker-compose run",
    "docker exec",
    "podman exec",
    // WordPress's local environment (`wp-env run cli wp plugin list`), the project's own.
    "wp-env run",
];

/// Words of a process's command line that name a development server or a watcher the agent
/// starts for the project: a process that matches one is the project's.
const DEV_SERVERS: &[&str] = &[
    "http.server",
    "SimpleHTTPServer",
    "http-server",
    "live-server",
    "serve",
    "runserver",
    "uvicorn",
    "gunicorn",
    "hypercorn",
    "daphne",
    "flask",
    "streamlit",
    "vite",
    "webpack",
    "webpack-dev-server",
    "next",
    "nuxt",
    "astro",
    "nodemon",
    "ts-node-dev",
    "tsx",
    "esbuild",
    "parcel",
    "storybook",
    "puma",
    "rackup",
    "rails",
    "artisan",
    "phx.server",
    "bootRun",
    "spring-boot:run",
    "quarkus:dev",
    "hugo",
    "jekyll",
    "mkdocs",
    "json-server",
    "wiremock",
    "prism",
    "mockoon",
    "air",
    "reflex",
    "cargo-watch",
    "dotnet-watch",
    // Local chains a project's tests start (Solana's test validator, Foundry's anvil,
    // Ganache): their ledgers are this machine's, thrown away with them.
    "solana-test-validator",
    "anvil",
    "ganache",
    "ganache-cli",
];

/// Daemons of the system and the desktop: stopping one is never the project's business.
const SYSTEM_DAEMONS: &[&str] = &[
    "init",
    "systemd*",
    "sshd",
    "ssh-agent",
    "gpg-agent",
    "dbus*",
    "dockerd",
    "containerd*",
    "kubelet",
    "cron",
    "crond",
    "rsyslogd",
    "journald",
    "polkitd",
    "NetworkManager",
    "wpa_supplicant",
    "Xorg",
    "Xwayland",
    "gnome-*",
    "kwin*",
    "plasmashell",
    "launchd",
    "WindowServer",
    "loginwindow",
    "Finder",
    "Dock",
    "explorer*",
    "sudo",
    "login",
    "agetty",
];

/// Options of `docker run`/`create` that share a namespace of the host or widen the
/// container's rights on it.
const HOST_NAMESPACE_OPTIONS: &[&str] = &["--net", "--network", "--pid", "--ipc", "--uts"];

/// Host paths a container may mount besides the workspace: scratch space, and named volumes
/// (no slash), which docker keeps apart from the host's files.
const MOUNTABLE_HOST_PATHS: &[&str] = &["/tmp/"];

fn verdict(level: Level, effect: Effect, row: String, reason: String) -> Verdict {
    Verdict {
        command: String::new(),
        level,
        effect,
        row,
        reason,
        grant: None,
        outside: false,
    }
}

fn project(row: String, reason: String) -> Verdict {
    let mut v = verdict(Level::AskOnce, Effect::Exec, row, reason);
    v.grant = Some(PROJECT_FAMILY.to_owned());
    v
}

fn always(row: String, reason: String) -> Verdict {
    verdict(Level::AlwaysAsk, Effect::Exec, row, reason)
}

/// The verdict of a command of this file's tables, before the toolchains' rows: process stops,
/// containers started with the host in reach, static servers bound to loopback.
pub(crate) fn judge(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    match name {
        "kill" => kill(args, c),
        "pkill" | "killall" => pkill(name, args, c, env),
        "killall5" => Some(always(
            "processes: killall5".to_owned(),
            "`killall5` signals every process of the machine".to_owned(),
        )),
        "fuser" => fuser(args, c),
        "kill-port" if !c.dynamic.iter().any(|d| *d) => kill_port(args),
        "jobs" if c.redirects.is_empty() => Some(verdict(
            Level::Allow,
            Effect::Read,
            "read-only: jobs".to_owned(),
            "`jobs` lists the shell's background jobs".to_owned(),
        )),
        "docker" | "podman" => container_host_access(name, args, c, env)
            .or_else(|| container_metadata(name, args))
            .or_else(|| workspace_image_build(name, args, c, env))
            .or_else(|| {
                (name == "docker")
                    .then(|| local_image_run(args, c, env))
                    .flatten()
            })
            .or_else(|| container_query(c)),
        "docker-compose" => container_query(c),
        "npx" | "pnpx" | "bunx" => static_server(name, args, c),
        "uvx" | "pipx" | "uv" => python_tool_runner(name, args, c),
        _ if name == "python" || name.starts_with("python3") || name == "python2" => {
            python_http_server(name, args, c).or_else(|| interpreted_danger("python", args, c))
        }
        _ => interpreted_danger(name, args, c),
    }
}

/// Options of `docker exec` and `docker compose exec` that point the command at another
/// daemon, give it another environment or more power: with any of them, a client's query in
/// the container is not judged as the same query on this machine.
const EXEC_REACHING_OPTIONS: &[&str] = &[
    "-H",
    "--host",
    "--context",
    "-c",
    "-e",
    "--env",
    "--env-file",
    "--privileged",
    "-f",
    "--file",
    "--project-directory",
];

/// A database client's read-only query run in one of this machine's running containers
/// (`docker compose exec -T db psql -U app -c 'SELECT 1'`, `docker exec redis redis-cli GET
/// k`): it reads, as the same query to a loopback server does (`devtools::service_query`), the
/// container's own server standing for this machine's. `exec` runs nothing new in a container
/// already running; `run`, an option that reaches another daemon or changes the environment,
/// a word built at run time, or a name saying production is left to the runner's rows.
pub(crate) fn container_query(c: &Command) -> Option<Verdict> {
    let inner = crate::walk::runner_inner(c)?;
    let runner = inner.wrappers.first()?;
    if !runner.ends_with(" exec") || !CONTAINER_RUNNERS.contains(&runner.as_str()) {
        return None;
    }
    let program = crate::program_name(inner.argv.first()?);
    let outer_len = c.argv.len().checked_sub(inner.argv.len())?;
    let outer = c.argv.get(..outer_len)?;
    let reaching = outer.iter().any(|a| {
        let l = a.to_ascii_lowercase();
        EXEC_REACHING_OPTIONS
            .iter()
            .any(|o| a == o || a.starts_with(&format!("{o}=")))
            || l.contains("prod")
            || l.contains("prd")
    });
    if reaching
        || !c.assignments.is_empty()
        || c.dynamic.iter().any(|d| *d)
        || !matches!(
            program,
            "psql" | "mysql" | "mariadb" | "redis-cli" | "valkey-cli"
        )
    {
        return None;
    }
    let args = inner.argv.get(1..).unwrap_or_default();
    (crate::devtools::service_query(program, args) == crate::devtools::Service::LocalRead).then(
        || {
            let mut v = verdict(
                Level::Allow,
                Effect::Read,
                format!("read-only: {program} query inside a container ({runner})"),
                format!(
                    "`{program}` only reads, from the server of one of this machine's running containers"
                ),
            );
            // docker's daemon runs it, outside any sandbox of this command.
            v.outside = true;
            v
        },
    )
}

/// Whether a command runs inside one of this machine's containers (`docker compose exec db
/// psql`), whose own environment names its server.
pub(crate) fn runs_in_container(c: &Command) -> bool {
    c.wrappers
        .first()
        .is_some_and(|r| CONTAINER_RUNNERS.contains(&r.as_str()))
}

/// A command run inside one of this machine's containers, once judged on its own: what only
/// asked once (a query, a consumer, a test run) joins the family of the container it runs in:
/// the project family in a service of the project's own compose file ([`project_compose`]) or
/// of its `wp-env` environment, the container family in any other; what always asks keeps
/// asking.
pub(crate) fn in_container(c: &Command, env: &ShellEnv<'_>, v: &mut Verdict) {
    let Some(runner) = c.wrappers.first() else {
        return;
    };
    if v.level != Level::AskOnce || !CONTAINER_RUNNERS.contains(&runner.as_str()) {
        return;
    }
    let project = runner == "wp-env run"
        || (runner.starts_with("docker-compose ") && project_compose(&c.wrapper_args, c, env));
    let family = if project {
        PROJECT_FAMILY
    } else {
        CONTAINER_FAMILY
    };
    v.row = format!("{} (inside a container: {runner})", v.row);
    v.reason = format!(
        "{}; it runs inside a container of the project's services, which the approval of `{family}` already covers",
        v.reason
    );
    v.grant = Some(family.to_owned());
    v.outside = true;
}

/// Subcommands of compose that create, start, stop, build, pull or run in the services the
/// compose file declares; `down` keeps its volumes (`down -v` always asks, before this).
const PROJECT_COMPOSE_SUBCOMMANDS: &[&str] = &[
    "up", "start", "stop", "restart", "build", "pull", "create", "down", "kill", "pause",
    "unpause", "watch", "exec", "run",
];
/// Compose's own options (before its subcommand) whose value is a file or folder it reads: the
/// project's only when inside the workspace.
const PROJECT_COMPOSE_PATHS: &[&str] = &["-f", "--file", "--env-file", "--project-directory"];
/// Compose's own options whose value chooses nothing beyond the project's file: its profiles
/// and how progress is shown. `-p`/`--project-name` is not here: it names another compose
/// project's containers.
const PROJECT_COMPOSE_VALUES: &[&str] = &["--profile", "--progress", "--ansi"];
/// Options of those subcommands that take no value and reach nothing beyond the project's
/// services: detaching, building or pulling what the file names, recreating its containers,
/// a terminal or not. Not here: `--push` (a build's push is a publish), `--privileged`,
/// `-V`/`--renew-anon-volumes` and `--rmi` (they drop data or images), `-v` (volumes).
const PROJECT_COMPOSE_FLAGS: &[&str] = &[
    "-d",
    "--detach",
    "--build",
    "--no-build",
    "--wait",
    "--no-deps",
    "--force-recreate",
    "--no-recreate",
    "--always-recreate-deps",
    "--remove-orphans",
    "--quiet-pull",
    "--abort-on-container-exit",
    "--no-color",
    "--no-log-prefix",
    "--no-start",
    "--no-cache",
    "--pull",
    "-q",
    "--quiet",
    "--ignore-pull-failures",
    "--include-deps",
    "-T",
    "--no-TTY",
    "-i",
    "--interactive",
    "--tty",
    "--rm",
    "--service-ports",
];
/// Options of those subcommands whose value stays within the project's services: timeouts,
/// a service's exit code or scale, an instance index, a container name, a working directory,
/// variable or user inside the container (its own, not this machine's), a signal.
const PROJECT_COMPOSE_SUB_VALUES: &[&str] = &[
    "-t",
    "--timeout",
    "--wait-timeout",
    "--exit-code-from",
    "--attach",
    "--no-attach",
    "--scale",
    "--index",
    "--name",
    "-e",
    "--env",
    "-w",
    "--workdir",
    "-u",
    "--user",
    "-s",
    "--signal",
];

/// Whether compose's words (`compose -f FILE up -d db`, or `docker-compose`'s without the
/// first word) start, stop, build or run in the services of the project's own compose file:
/// in a folder of the workspace, on the compose file found there or named inside it, with only
/// the options of the tables above and no word built at run time. Such a command runs the
/// project's own configuration as it stands, as its Makefile does (`make up`, an npm script,
/// the tests' testcontainers start the same services under the project family): the project
/// family. Any other compose file, project name, daemon (`-H`, `--context`, `DOCKER_HOST`
/// before the program) or option keeps the container family's question.
pub(crate) fn project_compose(words: &[String], c: &Command, env: &ShellEnv<'_>) -> bool {
    let words = match words.split_first() {
        Some((first, rest)) if first == "compose" => rest,
        _ => words,
    };
    let inside =
        |p: &str| !p.contains(['$', '`']) && crate::knowledge::inside_workspace(p, &c.cwd, env);
    if !inside(".") || words.iter().any(|w| w.contains(['$', '`'])) {
        return false;
    }
    let mut it = words.iter();
    let sub = loop {
        let Some(a) = it.next() else { return false };
        if !a.starts_with('-') {
            break a.as_str();
        }
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) => (o, Some(v.to_owned())),
            None => (a.as_str(), None),
        };
        let Some(value) = attached.or_else(|| it.next().cloned()) else {
            return false;
        };
        let fits = if PROJECT_COMPOSE_PATHS.contains(&opt) {
            inside(&value)
        } else {
            PROJECT_COMPOSE_VALUES.contains(&opt)
        };
        if !fits {
            return false;
        }
    };
    if !PROJECT_COMPOSE_SUBCOMMANDS.contains(&sub) {
        return false;
    }
    // `exec SERVICE CMD…` and `run SERVICE CMD…`: the words after the service are the command,
    // judged on its own.
    let runs = matches!(sub, "exec" | "run");
    while let Some(a) = it.next() {
        if !a.starts_with('-') {
            if runs {
                return true;
            }
            continue;
        }
        let (opt, attached) = match a.split_once('=') {
            Some((o, _)) => (o, true),
            None => (a.as_str(), false),
        };
        if PROJECT_COMPOSE_FLAGS.contains(&opt) && !attached {
            continue;
        }
        if !PROJECT_COMPOSE_SUB_VALUES.contains(&opt) || (!attached && it.next().is_none()) {
            return false;
        }
    }
    !runs
}

/// `docker compose up -d db` (`podman compose`, `docker-compose`, `podman-compose`) on the
/// project's own compose file, once its rows asked only once under the container family: the
/// project family ([`project_compose`]); a danger row, a host in reach, another file, project
/// or daemon keep their verdicts. An assignment before the program (`COMPOSE_FILE=…`,
/// `DOCKER_HOST=…`) keeps the question too.
pub(crate) fn project_compose_command(c: &Command, env: &ShellEnv<'_>, v: &mut Verdict) {
    let name = c
        .argv
        .first()
        .map(|p| crate::program_name(p))
        .unwrap_or_default();
    let words = c.argv.get(1..).unwrap_or_default();
    let compose = match name {
        "docker" | "podman" => words.first().is_some_and(|w| w == "compose"),
        "docker-compose" | "podman-compose" => true,
        _ => false,
    };
    if !compose
        || v.level != Level::AskOnce
        || v.grant.as_deref() != Some(CONTAINER_FAMILY)
        || !c.wrappers.is_empty()
        || !c.assignments.is_empty()
        || c.split_expansion
        || c.dynamic.iter().any(|d| *d)
        || !project_compose(words, c, env)
    {
        return;
    }
    let table = format!("(builds and tests: {CONTAINER_FAMILY})");
    let ours = format!("(the project's compose file: {PROJECT_FAMILY})");
    v.row = if v.row.contains(&table) {
        v.row.replace(&table, &ours)
    } else {
        format!("{} {ours}", v.row)
    };
    v.reason = format!(
        "`{name}` starts, stops, builds or runs in the services of the project's own compose file, as its Makefile or tests do; one approval covers `{PROJECT_FAMILY}` for the session"
    );
    v.grant = Some(PROJECT_FAMILY.to_owned());
    v.outside = true;
}

/// The targets of `kill` (its words that are not signal options), with their places in
/// `args`: `-9`, `-KILL`, `-s NAME` and `-n NUM` are signals; `-1` is a target (every process),
/// as is a word after `--`.
fn kill_targets(args: &[String]) -> Vec<(usize, &String)> {
    let mut out = Vec::new();
    let mut options = true;
    let mut skip = false;
    for (i, a) in args.iter().enumerate() {
        if skip {
            skip = false;
            continue;
        }
        if options && a == "--" {
            options = false;
        } else if options && (a == "-s" || a == "-n") {
            skip = true;
        } else if options && a.starts_with('-') && a.len() > 1 && a != "-1" {
            // A signal (`-9`, `-TERM`), or a process group (`-1234`), which is a target.
            if a.len() > 3 && a.chars().skip(1).all(|ch| ch.is_ascii_digit()) {
                out.push((i, a));
            }
        } else {
            out.push((i, a));
        }
    }
    out
}

/// `kill`: a job of this shell (`%1`), the shell's jobs, a listener on an unprivileged port.
fn kill(args: &[String], c: &Command) -> Option<Verdict> {
    if args.iter().any(|a| a == "-l" || a == "-L") {
        return Some(verdict(
            Level::Allow,
            Effect::Read,
            "read-only: kill -l".to_owned(),
            "`kill -l` lists signal names".to_owned(),
        ));
    }
    let targets = kill_targets(args);
    if targets
        .iter()
        .any(|(_, t)| matches!(t.as_str(), "-1" | "1" | "0" | "-0"))
    {
        return Some(always(
            "processes: every process or init".to_owned(),
            "`kill` of -1, 0 or 1 signals every process of the user, the whole group, or init"
                .to_owned(),
        ));
    }
    if targets.is_empty() {
        return None;
    }
    let dynamic = |i: usize| c.dynamic.get(i + 1).copied().unwrap_or(true);
    let job = |i: usize, t: &str| {
        (t.starts_with('%') && !dynamic(i))
            || (dynamic(i)
                && matches!(
                    t,
                    "$(jobs -p)" | "`jobs -p`" | "$(jobs -pr)" | "$(jobs -rp)"
                ))
    };
    if targets.iter().all(|(i, t)| job(*i, t)) {
        return Some(verdict(
            Level::Allow,
            Effect::Read,
            "processes: the shell's own jobs".to_owned(),
            "`kill` of the shell's own background jobs stops only what this session started"
                .to_owned(),
        ));
    }
    if targets
        .iter()
        .all(|(i, t)| dynamic(*i) && port_listener(t).is_some())
    {
        return Some(project(
            "processes: listener on a local port".to_owned(),
            "`kill` of what listens on an unprivileged local port stops a local server, as the project's own runs started it; one approval covers `project build/test/run` for the session".to_owned(),
        ));
    }
    None
}

/// The port of `$(lsof -ti :PORT)` (and its spellings: `-t -i :PORT`, `-ti tcp:PORT`,
/// `-i:PORT -t`, `-sTCP:LISTEN`), when it is unprivileged.
fn port_listener(word: &str) -> Option<u16> {
    let inner = word
        .strip_prefix("$(")
        .and_then(|w| w.strip_suffix(')'))
        .or_else(|| word.strip_prefix('`').and_then(|w| w.strip_suffix('`')))?;
    let mut words = inner.split_whitespace();
    if words.next()? != "lsof" {
        return None;
    }
    let mut terse = false;
    let mut port = None;
    for w in words {
        match w {
            "-t" | "-ti" | "-it" | "-nti" | "-tni" | "-n" | "-P" | "-nP" | "-i"
            | "-sTCP:LISTEN" => {
                terse |= w.contains('t') && !w.starts_with("-sTCP");
            }
            _ => {
                let spec = w
                    .strip_prefix("-ti")
                    .or_else(|| w.strip_prefix("-i"))
                    .unwrap_or(w);
                let spec = spec
                    .strip_prefix("tcp")
                    .or_else(|| spec.strip_prefix("TCP"))
                    .unwrap_or(spec);
                let number = spec.strip_prefix(':')?;
                port = Some(number.parse::<u16>().ok()?);
                terse |= w.starts_with("-ti");
            }
        }
    }
    port.filter(|p| terse && *p >= 1024)
}

/// `fuser PORT/tcp` lists who uses a port; with `-k` it stops them, a listener on an
/// unprivileged port as `kill $(lsof -ti :PORT)` does.
fn fuser(args: &[String], c: &Command) -> Option<Verdict> {
    if c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let kills = args
        .iter()
        .any(|a| a.starts_with('-') && !a.starts_with("--") && a.contains('k'));
    let mut ports = args
        .iter()
        .filter(|a| !a.starts_with('-') && !matches!(a.as_str(), "tcp" | "udp"));
    let named: Vec<&String> = ports.by_ref().collect();
    let all_ports = !named.is_empty()
        && named.iter().all(|a| {
            let number = a
                .strip_suffix("/tcp")
                .or_else(|| a.strip_suffix("/udp"))
                .unwrap_or(a);
            number.parse::<u16>().is_ok_and(|p| p >= 1024)
        });
    if !kills {
        return all_ports.then(|| {
            verdict(
                Level::Allow,
                Effect::Read,
                "read-only: fuser".to_owned(),
                "`fuser` only lists the processes that use a port".to_owned(),
            )
        });
    }
    all_ports.then(|| {
        project(
            "processes: listener on a local port".to_owned(),
            "`fuser -k` stops what listens on an unprivileged local port, a local server as the project's own runs started it; one approval covers `project build/test/run` for the session".to_owned(),
        )
    })
}

/// `kill-port 5173 3000` (`--port 5173,3000`, `-p`, `--method tcp|udp`): it stops what
/// listens on those ports, as `fuser -k PORT/tcp` does: on unprivileged ports only, the
/// project family; anything else is left to the other rules.
pub(crate) fn kill_port(args: &[String]) -> Option<Verdict> {
    let mut ports: Vec<&str> = Vec::new();
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        match a {
            "-p" | "--port" => ports.extend(it.next()?.split(',')),
            "-m" | "--method" => {
                if !matches!(it.next()?, "tcp" | "udp") {
                    return None;
                }
            }
            "-v" | "--verbose" => {}
            _ if a.starts_with("--port=") => ports.extend(a.get(7..)?.split(',')),
            _ if a.starts_with('-') => return None,
            _ => ports.extend(a.split(',')),
        }
    }
    let unprivileged = !ports.is_empty()
        && ports
            .iter()
            .all(|p| p.trim().parse::<u16>().is_ok_and(|p| p >= 1024));
    unprivileged.then(|| {
        project(
            "processes: listener on a local port".to_owned(),
            "`kill-port` stops what listens on an unprivileged local port, a local server as the project's own runs started it; one approval covers `project build/test/run` for the session".to_owned(),
        )
    })
}

/// Whether a process name or command-line pattern names a dev server of [`DEV_SERVERS`] or
/// the workspace, and nothing wider: no regular-expression alternation or wildcard that could
/// reach other processes.
fn names_dev_server(pattern: &str, env: &ShellEnv<'_>) -> bool {
    if pattern.len() < 3 || pattern.contains(['|', '*', '+', '?', '[', '(', '^', '$', '\\']) {
        return false;
    }
    if let Some(ws) = env.workspace
        && ws.len() > 1
        && pattern.contains(ws.trim_end_matches('/'))
    {
        return true;
    }
    pattern
        .split(|ch: char| ch.is_whitespace() || ch == '/')
        .any(|w| DEV_SERVERS.iter().any(|d| d.eq_ignore_ascii_case(w)))
}

/// `pkill` and `killall`: every process of a user, a system daemon, or a dev server.
fn pkill(name: &str, args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let user = args.iter().any(|a| {
        matches!(a.as_str(), "-u" | "-U" | "--user" | "--euid" | "--uid")
            || a.starts_with("--user=")
            || a.starts_with("-u") && a.len() > 2 && name == "pkill"
    });
    let patterns: Vec<&String> = {
        let mut out = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if matches!(
                a.as_str(),
                "-s" | "--signal" | "-g" | "-G" | "-P" | "-t" | "-n" | "-o" | "--ns" | "-O"
            ) {
                it.next();
            } else if !a.starts_with('-') {
                out.push(a);
            }
        }
        out
    };
    let daemon = patterns.iter().any(|p| {
        SYSTEM_DAEMONS
            .iter()
            .any(|d| airlock_facts::component_matches(d, p))
    });
    if user || daemon || patterns.is_empty() && name == "killall" {
        return Some(always(
            format!("processes: {name} of the user's or the system's processes"),
            format!(
                "`{name}` here signals every process of a user or a daemon of the system, which no project starts"
            ),
        ));
    }
    if patterns.is_empty()
        || c.dynamic.iter().skip(1).any(|d| *d)
        || !patterns.iter().all(|p| names_dev_server(p, env))
    {
        return None;
    }
    Some(project(
        format!("processes: {name} of a dev server"),
        format!(
            "`{name}` stops processes that name a dev server or the workspace, as the project's own runs started them; one approval covers `{PROJECT_FAMILY}` for the session"
        ),
    ))
}

/// Whether `host` names this machine's loopback only.
fn loopback_host(host: &str) -> bool {
    let host = host
        .strip_prefix("tcp://")
        .or_else(|| host.strip_prefix("http://"))
        .unwrap_or(host);
    if host == "::1" || host.starts_with("[::1]") {
        return true;
    }
    let host = host.trim_start_matches('[');
    let host = match host.rsplit_once(':') {
        Some((h, p)) if p.chars().all(|ch| ch.is_ascii_digit()) && !h.is_empty() => h,
        _ => host,
    };
    let host = host.trim_end_matches(']');
    matches!(host, "localhost" | "127.0.0.1" | "::1") || host.starts_with("127.")
}

fn loopback_server(name: &str, what: &str) -> Verdict {
    project(
        format!("local service: {what} on loopback"),
        format!(
            "`{name}` serves files to this machine only (bound to loopback), as the project's dev server does; one approval covers `{PROJECT_FAMILY}` for the session"
        ),
    )
}

/// `python -m http.server … --bind 127.0.0.1`: the standard library's file server on loopback.
/// Without `--bind` it listens on every interface.
fn python_http_server(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let at = args.iter().position(|a| a == "-m")?;
    if args.get(at + 1).map(String::as_str) != Some("http.server")
        || args.get(..at)?.iter().any(|a| a != "-u" && a != "-B")
        || c.dynamic.iter().any(|d| *d)
    {
        return None;
    }
    let rest = args.get(at + 2..).unwrap_or_default();
    let mut bind = None;
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-b" | "--bind" => bind = it.next(),
            "-d" | "--directory" | "-p" | "--protocol" => {
                it.next();
            }
            "--cgi" => return None,
            _ => {
                if let Some(v) = a.strip_prefix("--bind=") {
                    bind = Some(a).filter(|_| !v.is_empty());
                    if let Some(b) = bind
                        && !loopback_host(b.trim_start_matches("--bind="))
                    {
                        return None;
                    }
                    continue;
                }
            }
        }
    }
    let bind = bind?;
    loopback_host(bind.trim_start_matches("--bind="))
        .then(|| loopback_server(name, "python -m http.server"))
}

/// `npx serve -l tcp://localhost:3000`, `npx http-server -a 127.0.0.1`: a static file server
/// bound to loopback.
fn static_server(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    if c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let mut it = args.iter().skip_while(|a| a.starts_with('-'));
    let package = it.next()?;
    let option = match package.as_str() {
        "serve" => ["-l", "--listen"],
        "http-server" => ["-a", "-a"],
        _ => return None,
    };
    let rest: Vec<&String> = it.collect();
    let binds: Vec<&String> = rest
        .windows(2)
        .filter(|w| w.first().is_some_and(|o| option.contains(&o.as_str())))
        .filter_map(|w| w.get(1).copied())
        .collect();
    (!binds.is_empty() && binds.iter().all(|b| loopback_host(b)))
        .then(|| loopback_server(name, &format!("{name} {package}")))
}

/// `docker run` (and `create`, `compose run`) with the host in reach: a namespace of the host,
/// the docker socket, or a bind mount of a host path outside the workspace. Root in such a
/// container is root on the host.
fn container_host_access(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    let positional: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    let starts = match positional.as_slice() {
        [first, ..] if matches!(first.as_str(), "run" | "create") => true,
        [first, second, ..] if first.as_str() == "container" => {
            matches!(second.as_str(), "run" | "create")
        }
        [first, ..] if first.as_str() == "compose" => positional.contains(&&"run".to_owned()),
        _ => false,
    };
    if !starts {
        return None;
    }
    let mut reach = None;
    for (i, a) in args.iter().enumerate() {
        let (opt, value) = match a.split_once('=') {
            Some((o, v)) if o.starts_with('-') => (o, Some(v.to_owned())),
            _ => (a.as_str(), None),
        };
        let value = || value.clone().or_else(|| args.get(i + 1).cloned());
        if HOST_NAMESPACE_OPTIONS.contains(&opt) {
            if value().is_some_and(|v| v == "host") {
                reach = Some(format!("`{opt} host` shares the host's namespace"));
            }
        } else if matches!(opt, "-v" | "--volume" | "--mount") {
            if let Some(v) = value()
                && let Some(source) = mount_source(opt, &v)
                && !mountable(&source, c, env)
            {
                reach = Some(format!("mounts `{source}` of the host"));
            }
        } else if opt.starts_with("-v")
            && opt.len() > 2
            && !opt.starts_with("--")
            && let Some(source) = mount_source("-v", opt.get(2..).unwrap_or_default())
            && !mountable(&source, c, env)
        {
            reach = Some(format!("mounts `{source}` of the host"));
        }
    }
    reach.map(|why| {
        let mut v = always(
            format!("privilege: {name} run with the host in reach"),
            format!("the container {why}: root inside it is root on this machine"),
        );
        v.outside = true;
        v
    })
}

/// Image build options whose value is the next word and never reaches beyond the build: tags,
/// build arguments, the stage, the platform, labels, a pull cache, the progress display.
const IMAGE_BUILD_VALUES: &[&str] = &[
    "-t",
    "--tag",
    "--build-arg",
    "--target",
    "--platform",
    "--label",
    "--cache-from",
    "--progress",
    "--add-host",
    "--shm-size",
    "-m",
    "--memory",
    "--ulimit",
    "--annotation",
    "--no-cache-filter",
    "--pull",
];
/// Image build options whose value is a file of the host the build reads or writes: inside
/// the workspace only.
const IMAGE_BUILD_FILES: &[&str] = &["-f", "--file", "--iidfile", "--metadata-file"];
/// Image build flags that take no value and change nothing beyond the local image.
const IMAGE_BUILD_FLAGS: &[&str] = &[
    "--no-cache",
    "--pull",
    "--load",
    "-q",
    "--quiet",
    "--rm",
    "--force-rm",
    "--squash",
    "--compress",
];

/// `docker build` / `docker buildx build` / `podman build` of a context inside the workspace:
/// the project family. It runs the project's own Dockerfile in a build container that mounts
/// nothing of the host, which adds nothing to running the project's code. Everything that
/// reaches further keeps its rows: a push (`--push`, `-o type=registry`), an output, a
/// Dockerfile or a metadata file outside the workspace, secrets and SSH agents (`--secret`,
/// `--ssh`), insecure entitlements (`--allow`), the host's network, host mounts (podman's
/// `-v`), extra contexts, cache exports, another builder or daemon (`--builder`, `-H`,
/// `--context`), a remote context (a URL) or one read from stdin, and any option not listed
/// here.
fn workspace_image_build(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    let rest = match args {
        [b, rest @ ..] if b == "build" => rest,
        [group, b, rest @ ..]
            if matches!(group.as_str(), "buildx" | "image" | "builder") && b == "build" =>
        {
            rest
        }
        _ => return None,
    };
    let inside = |p: &str| crate::knowledge::inside_workspace(p, &c.cwd, env);
    let mut context = None;
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        if a == "--" {
            return None;
        }
        if !a.starts_with('-') || a == "-" {
            if context.replace(a.as_str()).is_some() {
                return None;
            }
            continue;
        }
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) => (o, Some(v.to_owned())),
            None => (a.as_str(), None),
        };
        if IMAGE_BUILD_FLAGS.contains(&opt) && attached.is_none() && opt != "--pull" {
            continue;
        }
        let takes = IMAGE_BUILD_VALUES.contains(&opt)
            || IMAGE_BUILD_FILES.contains(&opt)
            || matches!(opt, "-o" | "--output" | "--network");
        if !takes {
            return None;
        }
        // `--pull` alone is a flag; `--pull=always` (podman) a value.
        if opt == "--pull" && attached.is_none() {
            continue;
        }
        let value = match attached {
            Some(v) => v,
            None => it.next()?.clone(),
        };
        let fits = match opt {
            "-o" | "--output" => local_output(&value, &inside),
            "--network" => matches!(value.as_str(), "none" | "default" | "bridge"),
            _ if IMAGE_BUILD_FILES.contains(&opt) => !value.starts_with('$') && inside(&value),
            _ => true,
        };
        if !fits {
            return None;
        }
    }
    let context = context?;
    if context == "-"
        || context.contains("://")
        || context.starts_with("git@")
        || context.starts_with('$')
        || !inside(context)
    {
        return None;
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: {name} build of the workspace (builds and tests: {PROJECT_FAMILY})"),
        format!(
            "`{name} build` runs the project's own Dockerfile on a context inside the workspace, with no host mount; one approval covers `{PROJECT_FAMILY}` for the session"
        ),
    );
    v.grant = Some(PROJECT_FAMILY.to_owned());
    v.outside = true;
    Some(v)
}

/// `docker run` options that take no value and only say how the container is run.
const IMAGE_RUN_FLAGS: &[&str] = &[
    "--rm",
    "-d",
    "--detach",
    "-i",
    "-t",
    "-it",
    "-ti",
    "--init",
    "--read-only",
];
/// `docker run` options whose value only names, places or limits the container: a published
/// port, its name and host name, its working folder, entrypoint, platform and resources.
/// An environment variable (`-e NAME=value`) and a network are checked on their own.
const IMAGE_RUN_VALUES: &[&str] = &[
    "-p",
    "--publish",
    "--name",
    "--hostname",
    "-w",
    "--workdir",
    "--entrypoint",
    "--platform",
    "-m",
    "--memory",
    "--cpus",
    "--shm-size",
    "-e",
    "--env",
    "--network",
    "--net",
];

/// `docker run` of an image named without a registry or a namespace (`fleet-api:local`,
/// `billing:3.8.0`), with only the options above: the project family, as the project's
/// `docker build` that made it is. Such a name is an image of this machine or one of Docker
/// Hub's official images, never a third party's (`evilcorp/miner`, `ghcr.io/x/y` keep the
/// container family), and a container that mounts nothing of the host runs what a `docker
/// build` of the project's Dockerfile, which the agent can edit, already runs. A mount, a
/// device, privileges, the host's namespaces, another user, an environment file or a value
/// taken from the host's environment (`-e NAME`, `-e NAME=$VALUE`), another daemon, and any
/// option not listed leave the command to the container family or the rows that always ask.
fn local_image_run(args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    if c.split_expansion || c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let rest = match args {
        [r, rest @ ..] if r == "run" => rest,
        [group, r, rest @ ..] if group == "container" && r == "run" => rest,
        _ => return None,
    };
    let mut it = rest.iter();
    let mut entrypoint = None;
    let image = loop {
        let a = it.next()?;
        if !a.starts_with('-') {
            break a.as_str();
        }
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v)),
            _ => (a.as_str(), None),
        };
        if IMAGE_RUN_FLAGS.contains(&opt) && attached.is_none() {
            continue;
        }
        if !IMAGE_RUN_VALUES.contains(&opt) {
            return None;
        }
        let value = match attached {
            Some(v) => v,
            None => it.next()?.as_str(),
        };
        entrypoint = (opt == "--entrypoint").then_some(value).or(entrypoint);
        let fits = match opt {
            // A literal value of the command's own: `-e NAME` copies the host's.
            "-e" | "--env" => value
                .split_once('=')
                .is_some_and(|(k, _)| !k.is_empty() && !k.contains('$')),
            "--network" | "--net" => {
                !matches!(value, "host" | "")
                    && !value.contains(':')
                    && value
                        .chars()
                        .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.'))
            }
            _ => true,
        };
        if !fits {
            return None;
        }
    };
    let (repo, tag) = image.split_once(':').unwrap_or((image, "latest"));
    let plain = |w: &str, extra: &[char]| {
        !w.is_empty()
            && w.chars()
                .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || extra.contains(&ch))
            && !w.starts_with(['.', '-', '_'])
    };
    if !plain(repo, &['.', '_', '-']) || !(plain(&tag.to_ascii_lowercase(), &['.', '_', '-'])) {
        return None;
    }
    let command: Vec<&str> = entrypoint
        .into_iter()
        .chain(it.map(String::as_str))
        .collect();
    match container_command(image, &command, env) {
        ContainerCommand::Family => {}
        ContainerCommand::Asks(v) => return Some(*v),
        ContainerCommand::Other => return None,
    }
    let mut v = project(
        format!(
            "knowledge: docker run of a local or official image (builds and tests: {PROJECT_FAMILY})"
        ),
        format!(
            "`docker run {image}` runs an image named without a registry or namespace (this machine's own build or an official image) with nothing of the host mounted; one approval covers `{PROJECT_FAMILY}` for the session"
        ),
    );
    v.outside = true;
    Some(v)
}

/// What the command after a local or official image makes of its run.
enum ContainerCommand {
    /// None, the image's own entrypoint given options, a harmless command, or the project's
    /// builds and tests: the project family holds.
    Family,
    /// A cloud metadata address anywhere, or a command that always asks: the run always asks.
    Asks(Box<Verdict>),
    /// A command asked once under another key: the container family, as another image's.
    Other,
}

/// A container run, created or entered (`run`, `create`, `exec`, also under `container`) with a
/// cloud metadata address among its words, whatever the image: the container's network reaches
/// the address, and its answer holds the machine's credentials.
fn container_metadata(name: &str, args: &[String]) -> Option<Verdict> {
    let words = match args {
        [group, rest @ ..] if group == "container" => rest,
        _ => args,
    };
    let verb = words.first()?;
    if !matches!(verb.as_str(), "run" | "create" | "exec") {
        return None;
    }
    let metadata = words.iter().any(|w| {
        crate::runners::metadata_url(w)
            || w.split_once('=')
                .is_some_and(|(_, v)| crate::runners::metadata_url(v))
    });
    metadata.then(|| {
        let mut v = crate::knowledge::verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("{name} {verb}: a cloud metadata address"),
            format!(
                "`{name} {verb}` is given a cloud metadata address, which the container's network reaches and whose answer holds the machine's credentials"
            ),
        );
        v.outside = true;
        v
    })
}

/// The command a container of `image` runs (`--entrypoint`'s value, then the words after the
/// image), with the network: judged as a script of this machine's is. What always asks here (a
/// fetch run by a shell, a destroy) always asks there too; a cloud metadata address anywhere
/// in the command was already asked by [`container_metadata`]. Words that begin with an option
/// (`app:dev --version`) are the image's own entrypoint's arguments.
fn container_command(image: &str, command: &[&str], env: &ShellEnv<'_>) -> ContainerCommand {
    let asks = |row: String, reason: String| {
        let mut v = crate::knowledge::verdict(Level::AlwaysAsk, Effect::Exec, row, reason);
        v.outside = true;
        ContainerCommand::Asks(Box::new(v))
    };
    if command.first().is_none_or(|w| w.starts_with('-')) {
        return ContainerCommand::Family;
    }
    let script = command
        .iter()
        .map(|w| shell_quote(w))
        .collect::<Vec<_>>()
        .join(" ");
    let inner = crate::judge(&script, env);
    match inner.level {
        Level::Allow => ContainerCommand::Family,
        Level::AskOnce if inner.grant.as_deref() == Some(PROJECT_FAMILY) => {
            ContainerCommand::Family
        }
        Level::AskOnce => ContainerCommand::Other,
        Level::AlwaysAsk => asks(
            format!("container command: {}", inner.row),
            format!(
                "`docker run {image}` runs `{script}` in a container with the network: {}",
                inner.reason
            ),
        ),
    }
}

/// A word as a shell reads it back: bare when it holds only safe characters, else in single
/// quotes (each `'` written `'\\''`).
fn shell_quote(w: &str) -> String {
    let safe = |ch: char| ch.is_ascii_alphanumeric() || "-_./:=@,+".contains(ch);
    if !w.is_empty() && w.chars().all(safe) {
        return w.to_owned();
    }
    format!("'{}'", w.replace('\'', "'\\''"))
}

/// Whether an image build's `--output` writes only into the workspace: a path, or a local or
/// tar exporter whose `dest` is inside it; an image or registry exporter may push.
fn local_output(value: &str, inside: &dyn Fn(&str) -> bool) -> bool {
    if !value.contains('=') {
        return value != "-" && !value.starts_with('$') && inside(value);
    }
    let mut kind = "local";
    let mut dest = None;
    for kv in value.split(',') {
        match kv.split_once('=') {
            Some(("type", t)) => kind = t,
            Some(("dest", d)) => dest = Some(d),
            Some(_) => {}
            None => return false,
        }
    }
    matches!(kind, "local" | "tar")
        && dest.is_some_and(|d| d != "-" && !d.starts_with('$') && inside(d))
}

/// The host side of a bind mount (`/:/host`, `type=bind,source=/,target=/h`); none for a
/// named volume.
fn mount_source(opt: &str, value: &str) -> Option<String> {
    let source = if opt == "--mount" {
        value.split(',').find_map(|kv| {
            kv.strip_prefix("source=")
                .or_else(|| kv.strip_prefix("src="))
        })?
    } else {
        value.split(':').next()?
    };
    // A named volume has no slash and does not start as a path does.
    (source.contains('/') || source.starts_with(['.', '~', '$'])).then(|| source.to_owned())
}

/// Whether a host path may be mounted: inside the workspace, or scratch space.
fn mountable(source: &str, c: &Command, env: &ShellEnv<'_>) -> bool {
    let source = source
        .strip_prefix("$(pwd)")
        .or_else(|| source.strip_prefix("${PWD}"))
        .or_else(|| source.strip_prefix("$PWD"))
        .map(|rest| format!(".{rest}"))
        .unwrap_or_else(|| source.to_owned());
    if source.contains("docker.sock") || source.contains("..") {
        return false;
    }
    if MOUNTABLE_HOST_PATHS
        .iter()
        .any(|p| source.starts_with(p) && source.len() > p.len())
    {
        return true;
    }
    crate::knowledge::inside_workspace(&source, &c.cwd, env)
}

/// Names of a workspace script that publishes, deploys, reaches production or handles
/// secrets, besides the release words every tool shares (`runners::RELEASE_ARGS`): such a
/// script always asks, as `python -m app.deploy` does.
const SCRIPT_DANGER_NAMES: &[&str] = &[
    "prod",
    "prod-*",
    "prod_*",
    "*-prod",
    "*_prod",
    "*-prod-*",
    "*_prod_*",
    "production*",
    "*-production*",
    "*_production*",
    "*secret*",
    "*credential*",
    "*password*",
    "token",
    "tokens",
    "*-token",
    "*_token",
    "*-tokens",
    "*_tokens",
    "keys",
    "*-keys",
    "*_keys",
    "rotate-key*",
    "rotate_key*",
    "promote*",
    "*-promote*",
    "*_promote*",
];

/// Names of a workspace script that destroys data (`reset-db.sh`, `scripts/wipe`): no family
/// covers it; it keeps asking under its own name.
const SCRIPT_DESTROY_NAMES: &[&str] = &[
    "destroy*",
    "*-destroy*",
    "*_destroy*",
    "drop*",
    "*-drop*",
    "*_drop*",
    "reset*",
    "*-reset*",
    "*_reset*",
    "wipe*",
    "*-wipe*",
    "*_wipe*",
    "teardown*",
    "nuke*",
    "purge*",
    "*-purge*",
    "clean*",
    "*-clean*",
    "*_clean*",
];

/// Extensions of a shell script run by its path (`./scripts/check.sh`).
const SCRIPT_EXTENSIONS: &[&str] = &["sh", "bash", "zsh", "ksh"];

/// Folders of a workspace that hold its scripts (`./scripts/setup`, `tools/lint`, `hack/x`).
const SCRIPT_DIRS: &[&str] = &["scripts", "script", "tools", "bin", "hack", "ci", "dev"];

/// Letters of a shell's short options that only trace, stop on errors or stop globbing
/// (`-e`, `-x`, `-u`, `-v`, `-f`), and `-o` with one of [`PLAIN_SHELL_SETTINGS`]: the script
/// still runs as written.
const PLAIN_SHELL_LETTERS: &str = "euxvfo";

/// Settings of `-o` that only trace or stop on errors.
const PLAIN_SHELL_SETTINGS: &[&str] = &["pipefail", "errexit", "nounset", "xtrace", "verbose"];

/// Long options of a shell that only skip the user's start-up files.
const PLAIN_SHELL_LONG: &[&str] = &["--norc", "--noprofile", "--posix"];

/// Whether `w` or one of its parts (split at `.` and `/`) matches one of `list`.
fn named(list: &[&str], w: &str) -> bool {
    w.split(['.', '/']).chain([w]).any(|part| {
        list.iter()
            .any(|g| airlock_facts::component_matches(g, part))
    })
}

/// The one argument that asks a script for its usage (`./bin/deploy --help`).
const SCRIPT_HELP: &[&str] = &["--help", "-h", "help", "--usage"];

/// A script whose name or words deploy, publish, reach production or handle secrets: always
/// asked, whoever runs it (a shell, `python`, `node`), as `python -m app.deploy` is. Asked for
/// its usage alone ([`SCRIPT_HELP`]), it is asked once under the script and that word: a script
/// that ignores the word runs as written, so no yes to the project covers it, but the human who
/// saw what the first run did need not answer for the same call again; one named for
/// production always asks, since a run that ignored the word would act on production again.
fn script_danger(script: &str, rest: &[String]) -> Option<Verdict> {
    let base = script.rsplit('/').next().unwrap_or(script);
    let stem = base.split('.').next().unwrap_or(base);
    let mut words: Vec<String> = vec![stem.to_owned()];
    words.extend(rest.iter().filter(|a| !a.starts_with('-')).cloned());
    let dangerous =
        crate::runners::releases(&words) || words.iter().any(|w| named(SCRIPT_DANGER_NAMES, w));
    if let [help] = rest
        && SCRIPT_HELP.contains(&help.as_str())
        && dangerous
        && !crate::knowledge::names_production(stem)
    {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: usage of script {stem}"),
            format!(
                "`{script} {help}` asks a script named for deploying, publishing, production or secrets for its usage; it runs as written if it ignores `{help}`, so one approval covers only this call for the session"
            ),
        );
        v.grant = Some(format!("{script} {help}"));
        return Some(v);
    }
    dangerous
        .then(|| {
            always(
                format!("publishing: script {stem}"),
                format!(
                    "`{script}` deploys, publishes, reaches production or handles secrets by its name or words: never covered by the project's family"
                ),
            )
        })
}

/// Interpreters that run a script file of the project as the project family, and the
/// extensions of their scripts.
const SCRIPT_RUNNERS: &[(&str, &[&str])] = &[
    ("python", &["py"]),
    ("python3", &["py"]),
    ("node", &["js", "mjs", "cjs", "ts"]),
    ("bun", &["js", "ts", "mjs"]),
    ("deno", &["js", "ts"]),
    ("ruby", &["rb"]),
    ("php", &["php"]),
    ("perl", &["pl"]),
];

/// `python scripts/deploy.py`, `node scripts/publish.mjs`: a script file named for
/// deploying, publishing, production or secrets, run by an interpreter.
fn interpreted_danger(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let (_, exts) = SCRIPT_RUNNERS.iter().find(|(n, _)| *n == name)?;
    let script = args.first()?;
    let ext = script.rsplit_once('.').map(|(_, e)| e)?;
    if !exts.contains(&ext) || c.dynamic.get(1).copied().unwrap_or(true) {
        return None;
    }
    script_danger(script, args.get(1..).unwrap_or_default())
}

/// A script of the workspace run by a shell (`bash scripts/x.sh`, `sh ./x.sh`, `source
/// .venv/bin/activate`) or by its path (`./scripts/x.sh`): the project's code, as `python
/// script.py` is, and so the project family, unless its name or words deploy, publish, reach
/// production or handle secrets (always asked) or destroy (asked under its own name). A
/// script outside the workspace, from a process substitution, standard input, `-c` or a
/// download keeps its own checks.
pub(crate) fn workspace_script(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    let mut at = 0;
    while let Some(a) = args.get(at) {
        if PLAIN_SHELL_LONG.contains(&a.as_str()) {
            at += 1;
            continue;
        }
        let Some(letters) = a
            .strip_prefix('-')
            .filter(|l| !l.is_empty() && l.chars().all(|ch| PLAIN_SHELL_LETTERS.contains(ch)))
        else {
            break;
        };
        at += 1;
        if letters.contains('o') {
            // `-o` takes the next word: only a setting that traces or stops on errors.
            if !letters.ends_with('o')
                || letters.matches('o').count() > 1
                || !args
                    .get(at)
                    .is_some_and(|v| PLAIN_SHELL_SETTINGS.contains(&v.as_str()))
            {
                return None;
            }
            at += 1;
        }
    }
    let script = args.get(at)?;
    if c.dynamic.get(at + 1).copied().unwrap_or(true)
        || script.starts_with('-')
        || script == crate::walk::PROCESS_SUBSTITUTION
        || c.runs_download.is_some()
        || c.piped_from_download
        || script.starts_with("/dev/")
    {
        return None;
    }
    script_in_workspace(script, args.get(at + 1..).unwrap_or_default(), c, env, name)
}

/// A shell script of the workspace run by its path: with a shell's extension, or in one of
/// the workspace's script folders.
pub(crate) fn script_by_path(p: &str, c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let base = p.rsplit('/').next().unwrap_or(p);
    let ext = base.rsplit_once('.').map(|(_, e)| e);
    let in_scripts = p.rsplit('/').skip(1).any(|d| SCRIPT_DIRS.contains(&d));
    if !(ext.is_some_and(|e| SCRIPT_EXTENSIONS.contains(&e)) || in_scripts) {
        return None;
    }
    script_in_workspace(p, c.argv.get(1..).unwrap_or_default(), c, env, p)
}

fn script_in_workspace(
    script: &str,
    rest: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
    runner: &str,
) -> Option<Verdict> {
    if !crate::knowledge::inside_workspace(script, &c.cwd, env)
        || c.cwd.starts_with('$')
        || crate::knowledge::is_protected(script, &c.cwd, env)
    {
        return None;
    }
    if let Some(v) = script_danger(script, rest) {
        return Some(v);
    }
    let base = script.rsplit('/').next().unwrap_or(script);
    let stem = base.split('.').next().unwrap_or(base);
    let words: Vec<&String> = rest.iter().filter(|a| !a.starts_with('-')).collect();
    if named(SCRIPT_DESTROY_NAMES, stem)
        || words
            .first()
            .is_some_and(|w| crate::knowledge::destroys(&w.to_ascii_lowercase()))
    {
        return None;
    }
    Some(project(
        format!("knowledge: workspace script run by {runner}"),
        format!(
            "runs `{script}`, a script of the workspace, as the project's own code runs; one approval covers `{PROJECT_FAMILY}` for the session"
        ),
    ))
}

/// Options of `cp` that change nothing of what a plain copy of one file does: no-clobber,
/// verbose, keeping the mode and times.
const PLAIN_COPY_OPTIONS: &[&str] = &[
    "-n",
    "--no-clobber",
    "-v",
    "--verbose",
    "-p",
    "-nv",
    "-vn",
    "--update=none",
];

/// The absolute destination of `cp TEMPLATE SECRET` inside the workspace, where TEMPLATE is a
/// secret file's template (`.env.example`, `config/secrets.yml.sample`, `.env.dist`) and
/// SECRET a secret file of the same kind (`.env`, `.env.testing`, `config/secrets.yml`): a
/// plain copy of one file, both paths literal and inside the workspace.
pub(crate) fn template_copy_destination(c: &Command, env: &ShellEnv<'_>) -> Option<String> {
    if c.program() != crate::Program::Known("cp".to_owned())
        || c.dynamic.iter().any(|d| *d)
        || !c.wrappers.is_empty()
        || c.cwd.starts_with('$')
    {
        return None;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    if args
        .iter()
        .any(|a| a.starts_with('-') && !PLAIN_COPY_OPTIONS.contains(&a.as_str()))
    {
        return None;
    }
    let [source, dest] = args
        .iter()
        .filter(|a| !a.starts_with('-'))
        .collect::<Vec<_>>()[..]
    else {
        return None;
    };
    if dest.ends_with('/')
        || airlock_facts::secret_location(source).is_some()
        || !crate::knowledge::inside_workspace(source, &c.cwd, env)
        || !crate::knowledge::inside_workspace(dest, &c.cwd, env)
        || crate::knowledge::is_protected(dest, &c.cwd, env)
    {
        return None;
    }
    let lower = source.to_ascii_lowercase();
    let secret = airlock_facts::NOT_SECRET_SUFFIXES
        .iter()
        .filter(|s| **s != ".pub" && lower.ends_with(*s))
        .find_map(|s| airlock_facts::secret_location(source.get(..source.len() - s.len())?))?;
    let made = airlock_facts::secret_location(dest)?;
    if made.family != secret.family {
        return None;
    }
    crate::knowledge::absolute_path(dest, &c.cwd, env)
}

/// `cp .env.example .env` where nothing exists at `.env` yet (a fact the caller looked up,
/// [`ShellEnv::new_files`]): the project's own template, with no secret in it, made into the
/// file the project reads; it destroys no secret and reads none, and removing it undoes it.
/// Setting up the project to run: the project family. Overwriting an existing secret file,
/// copying a secret file, or a template from or to outside the workspace keep asking.
pub(crate) fn template_copy(c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let dest = template_copy_destination(c, env)?;
    if !env.new_files.contains(&dest.as_str()) {
        return None;
    }
    let mut v = project(
        "write: secret file from its template".to_owned(),
        format!(
            "creates `{dest}` from the project's template, where no file was: it reads and destroys no secret; one approval covers `{PROJECT_FAMILY}` for the session"
        ),
    );
    v.effect = Effect::Write;
    Some(v)
}

/// Options of `uvx` and `pipx run` that change nothing of which package runs or where it
/// comes from.
const TOOL_RUNNER_PLAIN_OPTIONS: &[&str] = &["-q", "--quiet", "--offline", "-v", "--verbose"];

/// Options of `uvx`, `pipx run` and `uv tool run` that take a value as the next word.
const TOOL_RUNNER_VALUE_OPTIONS: &[&str] = &[
    "--from",
    "--with",
    "--spec",
    "--index",
    "--index-url",
    "--extra-index-url",
    "--default-index",
    "-f",
    "--find-links",
    "-p",
    "--python",
    "--with-requirements",
    "--pip-args",
];

/// `uvx TOOL …` and `pipx run TOOL …` run the public registry's package of that name in an
/// environment of their own, as `uv run TOOL` runs the project's: when a table knows the
/// tool, its row decides (`uvx twine check dist/*` reads, `uvx twine upload` publishes, `uvx
/// ruff check` is ruff's). Another source (`--from`, `--spec`, `--with`, an index, a URL or a
/// path) keeps the runner's own row.
fn python_tool_runner(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let args = match name {
        "uvx" => args,
        "pipx" if args.first().is_some_and(|a| a == "run") => args.get(1..)?,
        "uv" if args.first().is_some_and(|a| a == "tool")
            && args.get(1).is_some_and(|a| a == "run") =>
        {
            args.get(2..)?
        }
        _ => return None,
    };
    // The runner's own options, with their values: the tool is the first word after them.
    let mut at = 0;
    let mut plain = true;
    while let Some(a) = args.get(at) {
        if !a.starts_with('-') {
            break;
        }
        if !TOOL_RUNNER_PLAIN_OPTIONS.contains(&a.as_str()) {
            plain = false;
        }
        at += if TOOL_RUNNER_VALUE_OPTIONS.contains(&a.as_str()) {
            2
        } else {
            1
        };
    }
    if c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let package = args.get(at)?;
    let tool = package.split(['@', '=']).next().unwrap_or(package);
    if tool.is_empty() || tool.contains(['/', ':', '.', '[']) {
        return None;
    }
    // From another source, only a dangerous row of the tool is taken (it always asks).
    if !plain {
        return crate::knowledge::toolchain(tool, args.get(at + 1..).unwrap_or_default())
            .filter(|v| v.level == Level::AlwaysAsk);
    }
    let mut v = crate::knowledge::toolchain(tool, args.get(at + 1..).unwrap_or_default())?;
    v.row = format!("{} (run by {name})", v.row);
    Some(v)
}

/// A recursive search that prints the lines it finds (`grep -r PATTERN DIR`, `rg PATTERN`),
/// as read from its words.
#[derive(Debug, Default)]
pub(crate) struct PrintingSearch {
    /// The roots as written; `.` when none is.
    pub roots: Vec<String>,
    /// The file filters that select files (`--include=*.yml`, `-g '*.yml'`).
    pub globs: Vec<String>,
    /// The pattern, when the words show it.
    pub pattern: Option<String>,
    /// Whether the search skips hidden files and folders (ripgrep without `--hidden`/`-uu`).
    pub skips_hidden: bool,
    /// Whether only the roots' own entries are read, not their subfolders' (a reader given a
    /// glob: `cat config/*`).
    pub shallow: bool,
}

/// Options of grep and ripgrep that take a value as the next word.
const SEARCH_VALUE_OPTIONS: &[&str] = &[
    "-e",
    "--regexp",
    "-f",
    "--file",
    "-A",
    "-B",
    "-C",
    "-m",
    "--max-count",
    "--include",
    "--exclude",
    "--exclude-dir",
    "-d",
    "-D",
    "--label",
    "-g",
    "--glob",
    "--iglob",
    "-t",
    "-T",
    "--type",
    "--type-not",
    "-M",
    "--max-columns",
    "--max-depth",
    "--color",
    "--colors",
    "-E",
    "--encoding",
    "--sort",
    "--sortr",
    "-j",
    "--threads",
    "--type-add",
    "-r",
    "--replace",
    "--pre",
    "--ignore-file",
    "--path-separator",
];

/// grep's options that take the next word as their value (a word missing here is read as the
/// pattern, so the word after it stays a path, as it must).
const GREP_VALUE_OPTIONS: &[&str] = &[
    "-e",
    "--regexp",
    "-f",
    "--file",
    "-A",
    "-B",
    "-C",
    "-m",
    "-d",
    "-D",
    "--after-context",
    "--before-context",
    "--context",
    "--max-count",
    "--label",
    "--binary-files",
    "--devices",
    "--directories",
    "--exclude",
    "--exclude-from",
    "--exclude-dir",
    "--include",
    "--group-separator",
];

/// Where a search's pattern stands in `argv` (`rg -n PATTERN`, `grep -r PATTERN src`): its first
/// operand, when no `-e` or `-f` gives the pattern instead. A pattern is a regular expression
/// the search matches lines against, never a file it opens: a word of it that reads like a
/// secret's name (`process.env`, `id_rsa`) names none. `None` when the pattern is given by an
/// option or the words cannot be read for sure.
pub(crate) fn search_pattern_at(c: &Command) -> Option<usize> {
    let name = c.argv.first().map(|p| crate::program_name(p))?;
    let rg = name == "rg";
    if !(rg || matches!(name, "grep" | "egrep" | "fgrep")) || c.spawn != crate::Spawn::None {
        return None;
    }
    let values = if rg {
        SEARCH_VALUE_OPTIONS
    } else {
        GREP_VALUE_OPTIONS
    };
    let mut i = 1;
    while let Some(a) = c.argv.get(i) {
        if a == "--" {
            return (i + 1 < c.argv.len()).then_some(i + 1);
        }
        if !a.starts_with('-') || a == "-" {
            return Some(i);
        }
        let long = a.starts_with("--");
        let opt = if long {
            a.split_once('=').map_or(a.as_str(), |(o, _)| o)
        } else {
            a.get(..2).unwrap_or(a)
        };
        if matches!(opt, "-e" | "--regexp" | "-f" | "--file")
            || (!long && a.chars().skip(1).any(|ch| ch == 'e' || ch == 'f'))
        {
            return None;
        }
        // A short option given its value in the same word (`-A3`), or a cluster of flags
        // (`-rn`): one word. A cluster ending in an option that takes a value is not read.
        let takes = values.contains(&opt) && !a.contains('=');
        if !long && a.len() > 2 {
            if a.chars()
                .skip(1)
                .any(|ch| values.contains(&format!("-{ch}").as_str()))
                && !a.chars().skip(2).all(|ch| ch.is_ascii_digit())
            {
                return None;
            }
            i += 1;
        } else {
            i += if takes { 2 } else { 1 };
        }
    }
    None
}

/// Options that make a search print names, counts or nothing instead of lines.
const SEARCH_QUIET_OPTIONS: &[&str] = &[
    "-l",
    "--files-with-matches",
    "-L",
    "--files-without-match",
    "-c",
    "--count",
    "--count-matches",
    "-q",
    "--quiet",
    "--files",
];

/// Whether a short-option cluster (`-rl`, `-nc`) makes the search print names or counts.
fn quiet_cluster(a: &str, rg: bool) -> bool {
    let quiet: &[char] = if rg {
        &['l', 'c', 'q']
    } else {
        &['l', 'L', 'c', 'q']
    };
    !a.starts_with("--") && a.len() > 2 && a.chars().skip(1).any(|ch| quiet.contains(&ch))
}

/// The recursive search `c` runs that prints lines, if it is one: a search (`grep -r`, `rg`) or
/// a reader over the files of a tree or a glob ([`listed_read`]).
pub(crate) fn printing_search(c: &Command) -> Option<PrintingSearch> {
    let crate::Program::Known(name) = c.program() else {
        return None;
    };
    listed_read(c, &name).or_else(|| recursive_search(c, &name))
}

/// `grep -r PATTERN DIRS`, `rg PATTERN`: a search that prints the lines it finds.
fn recursive_search(c: &Command, name: &str) -> Option<PrintingSearch> {
    let rg = name == "rg";
    if !(rg || matches!(name, "grep" | "egrep" | "fgrep")) || c.spawn != crate::Spawn::None {
        return None;
    }
    // Lines that only feed a count (`rg -n x | wc -l`) print nothing of what they match.
    if c.output_counted && c.redirects.is_empty() {
        return None;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    let mut out = PrintingSearch {
        skips_hidden: rg,
        ..PrintingSearch::default()
    };
    let mut recursive = rg;
    let mut operands = Vec::new();
    let mut explicit_pattern = false;
    let mut it = args.iter();
    let mut after = false;
    while let Some(a) = it.next() {
        if after || !a.starts_with('-') || a == "-" {
            operands.push(a.clone());
            continue;
        }
        if a == "--" {
            after = true;
            continue;
        }
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) if a.starts_with("--") => (o, Some(v.to_owned())),
            _ => (a.as_str(), None),
        };
        if SEARCH_QUIET_OPTIONS.contains(&opt) {
            return None;
        }
        if quiet_cluster(a, rg) {
            return None;
        }
        if !rg && (opt == "--recursive" || opt == "--dereference-recursive")
            || (!rg && !a.starts_with("--") && a.chars().skip(1).any(|ch| ch == 'r' || ch == 'R'))
        {
            recursive = true;
        }
        if rg && (opt == "--hidden" || opt == "-." || a.starts_with("-uu")) {
            out.skips_hidden = false;
        }
        if (rg || opt != "-r") && SEARCH_VALUE_OPTIONS.contains(&opt) {
            let value = attached.or_else(|| it.next().cloned());
            match opt {
                "-e" | "--regexp" => {
                    explicit_pattern = true;
                    out.pattern = value;
                }
                "-f" | "--file" => explicit_pattern = true,
                "--include" | "-g" | "--glob" | "--iglob" => {
                    if let Some(v) = value.filter(|v| !v.starts_with('!')) {
                        out.globs.push(v);
                    }
                }
                _ => {}
            }
        }
    }
    if !recursive {
        return None;
    }
    let mut operands = operands.into_iter();
    if !explicit_pattern {
        out.pattern = operands.next();
    }
    out.roots = operands.collect();
    if out.roots.is_empty() {
        out.roots.push(".".to_owned());
    }
    Some(out)
}

/// Programs that print what they read: run by `find -exec` or `xargs` over the files of a tree,
/// they print the files as a recursive search prints its lines.
const CONTENT_PRINTERS: &[&str] = &[
    "cat", "tac", "nl", "head", "tail", "less", "more", "bat", "batcat", "strings", "xxd", "od",
    "hexdump", "base64", "sed", "awk", "gawk", "jq", "yq", "sort", "cut", "paste", "column",
    "grep", "egrep", "fgrep", "rg", "diff", "pr", "fold", "tee",
];

/// A reader run over the files of a tree, as a recursive search that prints them: the reader
/// `find ROOT [-name GLOB] -exec cat {} +` runs (also as xargs runs it over such a listing:
/// `git ls-files | xargs cat`), over its roots and the names it selects by ([`found_read`]); or a reader `xargs` runs over names the script does not show
/// (`xargs cat`), over the folder before the replacement string (`xargs -I{} cat dir/{}`), else
/// the current one. A reader that only prints names or counts (`grep -l`, `| wc -l`) prints
/// none of it.
fn listed_read(c: &Command, name: &str) -> Option<PrintingSearch> {
    if c.output_counted && c.redirects.is_empty() {
        return None;
    }
    let quiet = matches!(name, "grep" | "egrep" | "fgrep" | "rg")
        && c.argv.iter().skip(1).any(|a| {
            SEARCH_QUIET_OPTIONS.contains(&a.split('=').next().unwrap_or_default())
                || quiet_cluster(a, name == "rg")
        });
    if !CONTENT_PRINTERS.contains(&name) || quiet {
        return None;
    }
    match &c.spawn {
        crate::Spawn::None => globbed_read(c, name),
        crate::Spawn::Xargs => {
            let root = c
                .argv
                .iter()
                .skip(1)
                .find_map(|a| a.strip_suffix("/{}"))
                .filter(|d| !d.is_empty() && !d.split('/').any(|p| p == ".."))
                .unwrap_or(".");
            Some(PrintingSearch {
                roots: vec![root.to_owned()],
                ..PrintingSearch::default()
            })
        }
        crate::Spawn::Find(roots) => Some(found_read(c, roots)),
    }
}

/// The reader `find ROOTS … -exec` runs, over `roots` and the names find selects by
/// (`runners::find_selection`); every file when it selects by anything else.
fn found_read(c: &Command, roots: &[String]) -> PrintingSearch {
    let mut out = PrintingSearch {
        roots: roots.to_vec(),
        ..PrintingSearch::default()
    };
    if out.roots.is_empty() {
        out.roots.push(".".to_owned());
    }
    if let Some((_, names)) = crate::runners::find_selection(&c.find_args) {
        out.globs = names.into_iter().map(str::to_owned).collect();
    }
    out
}

/// A reader given a glob (`cat config/*`, `tail -n 5 logs/*.log`): what the glob selects in its
/// folder, which the shell expands to every name there (a secret file's too), is printed. The
/// first operand of a reader that takes a script or a pattern there (`sed`, `awk`, `grep`, `jq`)
/// is not a path. A glob whose folder holds a glob itself is walked from the current folder.
fn globbed_read(c: &Command, name: &str) -> Option<PrintingSearch> {
    // A recursive search reads the whole tree: `printing_search` reads it as one.
    let recursive = name == "rg"
        || matches!(name, "grep" | "egrep" | "fgrep")
            && c.argv.iter().skip(1).any(|a| {
                a == "--recursive"
                    || a == "--dereference-recursive"
                    || (!a.starts_with("--")
                        && a.starts_with('-')
                        && a.chars().skip(1).any(|ch| ch == 'r' || ch == 'R'))
            });
    if recursive {
        return None;
    }
    let scripted = matches!(
        name,
        "sed" | "awk" | "gawk" | "grep" | "egrep" | "fgrep" | "rg" | "jq" | "yq"
    );
    let explicit = c.argv.iter().skip(1).any(|a| {
        matches!(
            a.as_str(),
            "-e" | "-f" | "--regexp" | "--file" | "--expression"
        ) || a.starts_with("--expression=")
            || a.starts_with("--regexp=")
    });
    let mut operands = c
        .argv
        .iter()
        .zip(c.dynamic.iter().chain(std::iter::repeat(&false)))
        .skip(1)
        .filter(|(a, _)| !a.starts_with('-'))
        .skip(usize::from(scripted && !explicit));
    let mut out = PrintingSearch::default();
    for (word, dynamic) in operands.by_ref() {
        if *dynamic || !word.contains(['*', '?', '[']) {
            continue;
        }
        let (dir, last) = match word.rsplit_once('/') {
            Some((d, l)) if !d.contains(['*', '?', '[']) => (if d.is_empty() { "/" } else { d }, l),
            Some(_) => (".", "*"),
            None => (".", word.as_str()),
        };
        out.roots.push(dir.to_owned());
        out.globs.push(last.to_owned());
        out.skips_hidden = !last.starts_with('.');
        out.shallow = true;
    }
    (!out.roots.is_empty()).then_some(out)
}

/// A recursive search that prints lines over a folder of the workspace where the caller found
/// a secret file its filter selects ([`ShellEnv::search_secrets`]), when the filter selected it
/// or the pattern looks for secrets or matches almost anything: it prints the secrets.
pub(crate) fn search_prints_secrets(c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    if env.search_secrets.is_empty() {
        return None;
    }
    let search = printing_search(c)?;
    let prints = |f: &str| {
        !search.globs.is_empty()
            || search
                .pattern
                .as_deref()
                .is_none_or(|p| airlock_facts::pattern_prints_secrets_of(p, f))
    };
    let file = search.roots.iter().find_map(|r| {
        let root = crate::knowledge::absolute_path(r, &c.cwd, env)?;
        env.search_secrets
            .iter()
            .find(|f| airlock_facts::within(f, &root) && prints(f))
    })?;
    Some(always(
        "secret: search printing a secret file".to_owned(),
        format!("the search prints the lines it finds in `{file}`, which holds secrets"),
    ))
}

/// A search of a shell's startup file (`~/.zshrc`, `~/.config/fish/config.fish`,
/// [`airlock_facts::SHELL_STARTUP_FILES`]) or of a tool's settings outside the workspace (a
/// dot-file or a file under a dot-folder of the home, a file under `/etc`) whose pattern names
/// secrets ([`airlock_facts::pattern_names_secrets`]: `grep DENO_AUTH_TOKENS ~/.zshrc`,
/// `grep -E '(username|password):' ~/.config/tool/config`, `awk '/API_KEY/' ~/.profile`): it
/// prints the exported tokens and stored passwords it finds, so it always asks. The same
/// search of the workspace, or another pattern (`grep alias ~/.zshrc`), reads.
pub(crate) fn settings_search(c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let crate::Program::Known(name) = c.program() else {
        return None;
    };
    let args = c.argv.get(1..).unwrap_or_default();
    let (pattern, files) = match name.as_str() {
        "grep" | "egrep" | "fgrep" | "rg" | "ag" | "ack" => search_words(args, name == "rg")?,
        "awk" | "gawk" | "mawk" | "nawk" => awk_words(args)?,
        _ => return None,
    };
    if !airlock_facts::pattern_names_secrets(&pattern) {
        return None;
    }
    let file = files.iter().find(|f| settings_file(f, &c.cwd, env))?;
    Some(verdict(
        Level::AlwaysAsk,
        Effect::Read,
        "secret: search of settings for secrets".to_owned(),
        format!(
            "`{name}` looks for names of secrets in `{file}`, settings outside the workspace: it prints the tokens and passwords kept there"
        ),
    ))
}

/// Short options that take a value in ripgrep only: grep's `-E`, `-r`, `-T` take none.
const RG_ONLY_VALUE_OPTIONS: &[&str] = &["-E", "-r", "-T", "-t", "-M", "-j", "-g"];

/// A grep-like search's pattern and files: the `-e` pattern or the first operand, and the
/// operands after it; none when the pattern comes from a file (`-f`).
fn search_words(args: &[String], rg: bool) -> Option<(String, Vec<String>)> {
    let mut pattern = None;
    let mut operands = Vec::new();
    let mut it = args.iter();
    let mut after = false;
    while let Some(a) = it.next() {
        if after || !a.starts_with('-') || a == "-" {
            operands.push(a.clone());
        } else if a == "--" {
            after = true;
        } else if a == "-f" || a == "--file" || a.starts_with("--file=") {
            return None;
        } else if let Some(v) = a.strip_prefix("--regexp=") {
            pattern = Some(v.to_owned());
        } else if a == "-e" || a == "--regexp" {
            pattern = it.next().cloned();
        } else if !a.contains('=')
            && SEARCH_VALUE_OPTIONS.contains(&a.as_str())
            && (rg || !RG_ONLY_VALUE_OPTIONS.contains(&a.as_str()))
        {
            it.next();
        }
    }
    let mut operands = operands.into_iter();
    let pattern = pattern.or_else(|| operands.next())?;
    Some((pattern, operands.collect()))
}

/// An awk's program and files; none when the program comes from a file (`-f`).
fn awk_words(args: &[String]) -> Option<(String, Vec<String>)> {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-f" | "--file" => return None,
            "-F" | "-v" | "--assign" | "--field-separator" => {
                it.next();
            }
            _ if a.starts_with('-') => {}
            _ => return Some((a.clone(), it.cloned().collect())),
        }
    }
    None
}

/// Whether `path` is a shell's startup file, or settings outside the workspace: a dot-file or
/// a file under a dot-folder of the home (`~/.gitconfig`, `~/.config/tool/config`), a file
/// under `/etc`.
fn settings_file(path: &str, cwd: &str, env: &ShellEnv<'_>) -> bool {
    let home_rest = ["$HOME/", "${HOME}/"]
        .iter()
        .find_map(|p| path.strip_prefix(p))
        .map(str::to_owned);
    let abs = crate::knowledge::absolute_path(path, cwd, env);
    let inside = abs
        .as_deref()
        .zip(env.workspace)
        .is_some_and(|(a, w)| airlock_facts::within(a, w));
    let in_home = home_rest.or_else(|| {
        let (a, h) = abs.as_deref().zip(env.home)?;
        a.strip_prefix(h)?.strip_prefix('/').map(str::to_owned)
    });
    airlock_facts::shell_startup_file(abs.as_deref().unwrap_or(path))
        || (!inside
            && (in_home.is_some_and(|r| r.starts_with('.'))
                || abs.as_deref().is_some_and(|a| a.starts_with("/etc/"))))
}

/// Load generators' options that send results or the run to a service elsewhere (k6's and
/// artillery's clouds, an output to a metrics server) or take a key for one.
const LOAD_ELSEWHERE: &[&str] = &["-o", "--out", "--record", "--key", "--cloud"];

/// A load generator whose addresses are in its environment or on its input as well as in its
/// words: a variable its script reads (`BASE_URL=http://localhost:8080 k6 run s.js`, an
/// exported one) or a Vegeta attack's targets given as text (`echo 'GET
/// http://localhost:8080/quote' | vegeta attack -rate=200`). Judged as [`local_load_test`]
/// judges the same addresses given as arguments: every one of them this machine's, the
/// project family; any other, a load at a target this command names outside its words, always
/// asked. A targets file, or input this command does not show, keeps the table's question.
pub(crate) fn load_test_given(name: &str, args: &[String], c: &crate::Command) -> Option<Verdict> {
    if !crate::recall::LOAD_TOOLS.contains(&name) {
        return None;
    }
    let from_env = c.assignments.iter().chain(&c.exported).filter_map(|a| {
        let (_, value) = a.split_once('=')?;
        let value = value.trim_matches(['"', '\'']);
        // A web address only: a database's URL is not where the load goes.
        (value.starts_with("http://") || value.starts_with("https://")).then(|| value.to_owned())
    });
    let attack = name == "vegeta"
        && args.first().is_some_and(|a| a == "attack")
        && !args
            .iter()
            .any(|a| a.trim_start_matches('-').starts_with("targets"));
    let from_input = c
        .stdin
        .as_deref()
        .filter(|_| attack)
        .unwrap_or_default()
        .split_whitespace()
        .filter(|w| w.contains("://"))
        .map(str::to_owned);
    let given: Vec<String> = from_env.chain(from_input).collect();
    if given.is_empty() {
        return None;
    }
    let all = [args, given.as_slice()].concat();
    Some(local_load_test(name, &all).unwrap_or_else(|| {
        crate::knowledge::verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("knowledge: {name} load test of an address it is given"),
            format!(
                "`{name}` sends a load of requests to an address its environment or input names, which is not only this machine's"
            ),
        )
    }))
}

/// A load test of this machine's own server (`hey -n 1000 http://localhost:8080/`, `k6 run -e
/// BASE_URL=http://localhost:8080 load/quote.js`): the developer's own test of the project's
/// server, as its tests' requests are, so the project family. Every address it is given is
/// this machine's (at least one, with its scheme), nothing is sent to a service elsewhere, no
/// word expands, and a file it is given outside the workspace is a scratch file under `/tmp`.
/// A load aimed at another machine always asks (`recall::request_flood`); a load tool given
/// no address (a targets file, a script alone) keeps its own question.
pub(crate) fn local_load_test(name: &str, args: &[String]) -> Option<Verdict> {
    if !crate::recall::LOAD_TOOLS.contains(&name) || (name == "k6" && args.first()? != "run") {
        return None;
    }
    let mut local = 0;
    for a in args {
        // `NAME=VALUE` or `--opt=VALUE`, unless the `=` is in a URL's query.
        let (option, value) = match a.split_once('=') {
            Some((o, v)) if !o.contains("://") => (o, v),
            _ => (a.as_str(), a.as_str()),
        };
        if LOAD_ELSEWHERE.contains(&option) || a.contains(['$', '`']) {
            return None;
        }
        if value.contains("://") {
            let web = value.starts_with("http://") || value.starts_with("https://");
            if !(web && crate::knowledge::loopback(value)) {
                return None;
            }
            local += 1;
        } else if (value.starts_with(['/', '~']) || value.contains(".."))
            && !crate::knowledge::scratch(value, false, "/")
        {
            return None;
        }
    }
    (local > 0).then(|| {
        let mut v = crate::knowledge::verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: {name} load test of this machine"),
            format!(
                "`{name}` sends a load of requests to this machine's own server, as the project's tests do; one approval covers `{PROJECT_FAMILY}` for the session"
            ),
        );
        v.grant = Some(PROJECT_FAMILY.to_owned());
        v
    })
}
