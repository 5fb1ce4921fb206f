//! A command run on another machine through a remote shell (`ssh HOST 'CMD'`, `tailscale ssh
//! HOST CMD`, `gcloud compute ssh VM --command CMD`) that only reads there.
//!
//! The remote command is judged as this crate judges a command run here (the walker also
//! nests it, so its own verdict stands beside the remote shell's). When every command in it
//! runs at once and only reads (`docker ps`, `df -h /srv`, `journalctl -u x -n 20`; not `git
//! pull`, which here changes only the local repository), the remote shell asks once
//! per destination and session ([`remote_reads`], family `ssh HOST: reads`): what the human
//! answers is "let the agent look at that machine". Anything else keeps the remote shell's own
//! row, which always asks: a remote command that writes, restarts, raises privileges, installs
//! or reads a secret (the other machine's `/tmp` is no scratch space, and no redirection
//! writes but to `/dev/null`); zsh glob qualifiers in a word; no command (an interactive shell); an option outside
//! [`SSH_SAFE_FLAGS`], `-i`, `-p`, `-l` and [`SSH_SAFE_CONFIG`] (port forwarding and
//! tunnels, agent and X11 forwarding, a jump host, another configuration file, a control
//! socket, `LocalCommand` and `ProxyCommand`, which run commands here); a word built at run
//! time; and any word naming production (the destination, an option's value, the command).
//!
//! A remote command routine on the human's machine ([`routine_there`]) asks once for that
//! exact command on that destination ([`repeated`], its family the destination then the
//! script): rerunning it asks nothing more, a word changed asks again. Routine anywhere: a
//! program this crate does not know (`ssh board 'mytool x'`) or a device's package tests
//! (`ptest-runner`), otherwise as plain as a read (no known command that writes, restarts,
//! raises privileges, installs, destroys or reads a secret; no writing redirection; no
//! expansion). Routine on a machine of a private network ([`private_destination`]) only: a
//! command whose only reason to always ask is `sudo` or a service started, restarted,
//! reloaded or enabled there, or an update staged from a local bundle (the service state
//! category; `docker compose up`). The commands the walker nests in an ssh command carry that
//! machine and command ([`on_other_machine`]). One machine is one destination whatever the
//! login name or the spelling of ssh's own port; ssh reads options after the destination too
//! ([`ssh_line`]).

use crate::knowledge::{names_production, verdict};
use crate::{Command, Effect, Level, ShellEnv, Verdict};
use airlock_facts::PRIVILEGED;

/// ssh's flags that change nothing but how the connection talks and prints: quiet, verbose,
/// a terminal or none, no standard input, IPv4 or IPv6 only, compression, and the flags that
/// turn forwarding off (`-a` agent, `-x` X11, `-k` GSSAPI credentials). Not here: `-A`
/// (agent forwarding lets the other machine use this one's keys), `-X`/`-Y` (X11 forwarding),
/// `-K` (credential delegation), `-N`/`-f`/`-s` (no command, background, a subsystem), `-G`
/// (ssh's own table reads it), `-M` (a control master).
const SSH_SAFE_FLAGS: &[char] = &['q', 'v', 't', 'T', 'n', '4', '6', 'C', 'a', 'x', 'k'];

/// `-o` settings that only bound how long and how a connection is tried and who logs in.
/// `LocalCommand`, `PermitLocalCommand`, `ProxyCommand`, `ProxyJump`, the forwardings,
/// `RemoteCommand` (a command ssh would run instead of the one written), `Include` and the
/// host-key checks are not here.
const SSH_SAFE_CONFIG: &[&str] = &[
    "batchmode",
    "connecttimeout",
    "connectionattempts",
    "serveraliveinterval",
    "serveralivecountmax",
    "loglevel",
    "port",
    "user",
    "identityfile",
    "identitiesonly",
    "preferredauthentications",
    "passwordauthentication",
    "pubkeyauthentication",
    "compression",
    "requesttty",
];

/// `gcloud compute ssh`'s options that only say which machine and how: its zone, its
/// project (named for production, the production rule keeps asking), the internal address.
/// Anything else (`--ssh-flag`, `--container`, `--` with ssh's own arguments, keys' and
/// tunnels' options) keeps gcloud's own row.
const GCLOUD_SSH_SAFE_OPTIONS: &[&str] = &["--zone", "--project", "--command"];
/// `gcloud compute ssh`'s flags of the same kind.
const GCLOUD_SSH_SAFE_FLAGS: &[&str] = &["--quiet", "-q", "--internal-ip"];

/// The family one yes covers for a destination's remote reads (`ssh atlas: reads`, `tailscale
/// ssh atlas: reads`).
fn family(runner: &str, destination: &str) -> String {
    format!("{runner} {destination}: reads")
}

/// Programs whose `-i FILE` is the private key they log in with: it reads it to sign the
/// login and print nothing of it.
const IDENTITY_USERS: &[&str] = &["ssh"];

/// Whether `argv[at]` is the identity file handed to ssh (`-i ~/.ssh/homelab`,
/// `-i~/.ssh/homelab`): a key used, not read out, so not a secret named. What the command
/// runs on the other machine is judged on its own (`cat ~/.ssh/id_rsa` there still asks).
pub(crate) fn identity_handed(argv: &[String], at: usize) -> bool {
    let program = argv.first().map_or("", |p| crate::program_name(p));
    if !IDENTITY_USERS.contains(&program) {
        return false;
    }
    let Some(word) = argv.get(at) else {
        return false;
    };
    let apart = at
        .checked_sub(1)
        .and_then(|p| argv.get(p))
        .is_some_and(|o| o == "-i");
    // Before the destination: a later `-i` is the remote command's.
    let before_operands = argv
        .iter()
        .take(at)
        .skip(1)
        .scan(false, |value_next, a| {
            let operand = !*value_next && !a.starts_with('-');
            *value_next = a.len() == 2
                && a.starts_with('-')
                && crate::walk::SSH_VALUE_OPTS.contains(&a.as_str());
            Some(operand)
        })
        .all(|operand| !operand);
    before_operands && (apart || (word.starts_with("-i") && word.len() > 2))
}

/// A remote shell's command whose remote command only reads, by this crate's judgement of it
/// as a local command: asked once per destination and session. `None` (the remote shell's
/// own row decides, and always asks) for anything the module's docs list.
pub(crate) fn remote_reads(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    if c.dynamic.contains(&true) {
        return None;
    }
    let (runner, (destination, script)) = match (name, args.first().map(String::as_str)) {
        ("ssh", _) => ("ssh", ssh_command(args)?),
        ("tailscale", Some("ssh")) => ("tailscale ssh", ssh_command(args.get(1..)?)?),
        ("gcloud", Some("compute")) if args.get(1).is_some_and(|a| a == "ssh") => {
            ("gcloud compute ssh", gcloud_command(args.get(2..)?)?)
        }
        _ => return None,
    };
    if script.trim().is_empty()
        || destination.contains('$')
        || args.iter().any(|a| names_production(a))
    {
        return None;
    }
    let shown = format!("{runner} {destination}");
    let kind = remote_kind(&script, private_destination(&destination), env);
    // An expansion the other machine makes (`$X`, `$(…)`, a backquote) is not the same
    // command each time, so only a script without one is repeated.
    if let Remote::Exact(why) = kind
        && !script.contains(['$', '`'])
    {
        let key = exact_key(runner, &destination, script.trim(), env);
        return Some(repeated(runner, &destination, script.trim(), why, key));
    }
    if kind != Remote::Reads {
        return None;
    }
    let family = family(runner, &destination);
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("remote: reads over {runner} ({destination})"),
        format!(
            "`{shown}` runs a command that only reads on another machine; one approval covers `{family}` for the session, never a command that changes it"
        ),
    );
    v.grant = Some(family);
    v.outside = true;
    Some(v)
}

/// What a remote script does, as this crate judges it here.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Remote {
    /// Every command runs at once and only reads.
    Reads,
    /// Every command reads, or is routine on a machine of the human's ([`routine_there`]: a
    /// program this crate does not know, a read or a service's change raised by `sudo`, a
    /// service started, restarted, reloaded or enabled), and at least one is not a read.
    Exact(Why),
    /// Anything else.
    Other,
}

/// Why a remote script is asked for its exact words: what its commands do beside reading.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct Why {
    /// A program this crate does not know runs (`mytool status`).
    unknown: bool,
    /// The device's package tests run (`ptest-runner tidelog`).
    tests: bool,
    /// A command runs as root (`sudo restic snapshots`).
    privileged: bool,
    /// A service of the machine is started, restarted, reloaded or enabled, or an update is
    /// staged for its next boot (`systemctl restart x`, `docker compose up -d`).
    service: bool,
}

/// What a script does on the other machine, as this crate judges it here: a command that runs
/// at once for another reason (`git pull` changes only the local repository here, but on a
/// server it changes what the server runs) is not a read there. The other machine has no
/// scratch space: its `/tmp` is judged as a folder like any other ([`REMOTE_TMP`]), so `touch
/// /tmp/x` or `sort -o /tmp/x f` there is a write. No redirection may write but to
/// `/dev/null`, and no word may carry zsh glob qualifiers (`*(e:'cmd':)` runs a command while
/// the glob expands) or extended globs: either makes it [`Remote::Other`].
fn remote_kind(script: &str, private: bool, env: &ShellEnv<'_>) -> Remote {
    // This machine's tunnels are not the other machine's ports.
    let env = &env.clone().with_tunnels(&[]);
    if glob_qualifiers(script) {
        return Remote::Other;
    }
    let a = crate::analyze(&script.replace("/tmp", REMOTE_TMP));
    if a.failure.is_some() || a.commands.is_empty() {
        return Remote::Other;
    }
    let mut why = Why::default();
    for c in &a.commands {
        if c.redirects
            .iter()
            .any(|r| r.write && r.target != "/dev/null")
        {
            return Remote::Other;
        }
        let v = crate::classify(c, env);
        if v.level == Level::Allow && v.effect == Effect::Read {
            continue;
        }
        match routine_there(c, &v, private, env) {
            Some(w) => {
                why.unknown |= w.unknown;
                why.tests |= w.tests;
                why.privileged |= w.privileged;
                why.service |= w.service;
            }
            None => return Remote::Other,
        }
    }
    if why == Why::default() {
        Remote::Reads
    } else {
        Remote::Exact(why)
    }
}

/// Whether a command whose verdict here is `v` is routine on another machine of the human's,
/// and why: a yes to that exact command on that machine may then cover it for the session.
/// Routine anywhere is a program this crate does not know ([`UNKNOWN_ROWS`]) in an otherwise
/// reading command. Routine on a machine of a private network (`private`: the human's lab or
/// bench, [`private_destination`]) is also what, once the privileged wrappers are taken off
/// (`sudo`, `doas`: that machine's root is asked about by the exact command), only reads or
/// runs such a program, or starts, restarts, reloads or enables a service there or stages its
/// next boot's update (the service state category; a container stack brought up or
/// restarted, [`container_state`]); on a server of the internet each of those keeps asking,
/// its users being there. Anything else that always asks here (data destroyed, a secret read
/// or a credential changed, a package installed, the machine's own plumbing, a reboot, a
/// publication, a word naming production) is never routine.
fn routine_there(c: &Command, v: &Verdict, private: bool, env: &ShellEnv<'_>) -> Option<Why> {
    if c.argv
        .iter()
        .chain(&c.wrapper_args)
        .any(|a| names_production(a))
    {
        return None;
    }
    let privileged = c.wrappers.iter().any(|w| PRIVILEGED.contains(&w.as_str()));
    if privileged && !private {
        return None;
    }
    let bare;
    let v = if privileged {
        let mut b = c.clone();
        b.wrappers.retain(|w| !PRIVILEGED.contains(&w.as_str()));
        b.wrapper_args.clear();
        b.remote = None;
        bare = crate::classify(&b, env);
        &bare
    } else {
        v
    };
    let service_row = format!("({})", crate::toolchains::SERVICE_STATE);
    let mut why = Why {
        privileged,
        ..Why::default()
    };
    match v.level {
        Level::Allow if v.effect == Effect::Read => {}
        Level::AskOnce if UNKNOWN_ROWS.contains(&v.row.as_str()) => why.unknown = true,
        Level::AskOnce if v.grant.as_deref() == Some(crate::embedded::DEVICE_TESTS_FAMILY) => {
            why.tests = true;
        }
        Level::AskOnce if private && container_state(c) => why.service = true,
        Level::AlwaysAsk if private && v.row.ends_with(&service_row) => why.service = true,
        _ => return None,
    }
    Some(why)
}

/// Container stacks' commands that start or restart what the machine already runs: `docker
/// compose up|start|restart` (and `docker-compose`, `podman compose`, `podman-compose`),
/// `docker start|restart` (and podman's). Not here: a pull (new images), a teardown, a
/// removal or prune, `--renew-anon-volumes` (its anonymous volumes' data thrown away).
fn container_state(c: &Command) -> bool {
    let words: Vec<&str> = c.argv.iter().map(String::as_str).collect();
    let (rest, compose) = match words.as_slice() {
        [docker, "compose", rest @ ..] if matches!(*docker, "docker" | "podman") => (rest, true),
        [compose, rest @ ..] if matches!(*compose, "docker-compose" | "podman-compose") => {
            (rest, true)
        }
        [docker, rest @ ..] if matches!(*docker, "docker" | "podman") => (rest, false),
        _ => return false,
    };
    let mut it = rest.iter();
    let verb = loop {
        let Some(w) = it.next() else {
            return false;
        };
        if COMPOSE_VALUE_OPTIONS.contains(w) {
            it.next();
        } else if !w.starts_with('-') {
            break *w;
        }
    };
    let verbs: &[&str] = if compose {
        &["up", "start", "restart"]
    } else {
        &["start", "restart"]
    };
    verbs.contains(&verb)
        && !rest
            .iter()
            .any(|w| *w == "-V" || w.starts_with("--renew-anon-volumes"))
}

/// `docker compose`'s own options whose value is the next word, before its verb.
const COMPOSE_VALUE_OPTIONS: &[&str] = &[
    "-f",
    "--file",
    "-p",
    "--project-name",
    "--profile",
    "--project-directory",
    "--env-file",
    "--ansi",
    "--progress",
    "--parallel",
    "-c",
    "--context",
    "-H",
    "--host",
];

/// A command nested in a remote shell's ([`Command::remote`]) judged as one run on that
/// machine: what asks once is asked for the remote shell's exact command on that machine (a
/// family of this one, the project's, never covers it, and its yes grants none here), and
/// what always asks only because it is routine there ([`routine_there`]) asks once so too.
pub(crate) fn on_other_machine(c: &Command, v: &mut Verdict, env: &ShellEnv<'_>) {
    let Some(run) = &c.remote else {
        return;
    };
    let private = private_destination(&run.destination);
    // A read beside a routine command there is one of that machine's reads: the yes to `sudo
    // systemctl start backup && journalctl -u backup` lets the agent look at that machine
    // too, as a yes to its reads alone does (issue 21). It asks only with the remote shell,
    // which decides the call (a call that always asks grants nothing); a script of reads
    // alone is the remote shell's reads already, and what sets where the rest runs (`cd`) is
    // part of the routine command's own key.
    let state = c
        .argv
        .first()
        .is_none_or(|p| SHELL_STATE.contains(&p.as_str()));
    if v.level == Level::Allow
        && v.effect == Effect::Read
        && !state
        && matches!(remote_kind(&run.script, private, env), Remote::Exact(_))
    {
        let family = family("ssh", &run.destination);
        v.level = Level::AskOnce;
        v.row = format!("{} (a read on another machine)", v.row);
        v.reason = format!(
            "{}; it runs on another machine, where one approval covers `{family}` for the session",
            v.reason
        );
        v.grant = Some(family);
        v.outside = true;
        return;
    }
    let routine = v.level == Level::AlwaysAsk && routine_there(c, v, private, env).is_some();
    if !(v.level == Level::AskOnce || routine) {
        return;
    }
    v.level = Level::AskOnce;
    v.row = format!("{} (on another machine)", v.row);
    v.reason = format!(
        "{}; it runs on another machine, where one approval covers that exact command on that machine for the session",
        v.reason
    );
    v.grant = Some(exact_key("ssh", &run.destination, &run.script, env));
    v.outside = true;
}

/// The machine and exact command of an `ssh` command ([`Command::remote`]), when the remote
/// shell's options are all safe ones and nothing in it is built at run time or named for
/// production; `None` otherwise.
pub(crate) fn ssh_run(c: &Command) -> Option<crate::RemoteRun> {
    let args = c.argv.get(1..)?;
    if c.dynamic.contains(&true) || args.iter().any(|a| names_production(a)) {
        return None;
    }
    let (destination, script) = ssh_command(args)?;
    let script = script.trim();
    if script.is_empty() || destination.contains('$') || script.contains(['$', '`']) {
        return None;
    }
    Some(crate::RemoteRun {
        script: script.to_owned(),
        destination,
    })
}

/// Whether a destination (`root@192.168.7.2`, `sandbox.home.arpa:2222`) is a machine of a
/// private network: a loopback, private (RFC 1918, IPv6 unique local), shared (RFC 6598, a
/// tailnet's addresses) or link-local address, `localhost`, or a name under the private
/// networks' suffixes ([`crate::runners::PRIVATE_NAME_SUFFIXES`]) or a tailnet's (`ts.net`).
/// A bare alias (`atlas`) may name any machine through the ssh configuration: it is not one.
pub(crate) fn private_destination(destination: &str) -> bool {
    let host = destination.rsplit_once('@').map_or(destination, |(_, h)| h);
    let host = host.trim_start_matches('[');
    let host = match host.split_once(']') {
        Some((h, _)) => h,
        None if host.matches(':').count() == 1 => host.split(':').next().unwrap_or(host),
        None => host,
    };
    let host = host.to_ascii_lowercase();
    match host.parse::<core::net::IpAddr>() {
        Ok(core::net::IpAddr::V4(a)) => {
            let [first, second, ..] = a.octets();
            a.is_private()
                || a.is_loopback()
                || a.is_link_local()
                || (first == 100 && (64..128).contains(&second))
        }
        Ok(core::net::IpAddr::V6(a)) => {
            let first = a.segments().first().copied().unwrap_or_default();
            a.is_loopback() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80
        }
        Err(_) => {
            host == "localhost"
                || crate::runners::PRIVATE_NAME_SUFFIXES
                    .iter()
                    .chain(&[".ts.net"])
                    .any(|d| host.ends_with(d) && host.len() > d.len())
        }
    }
}

/// The family of one exact remote command on one machine (`ssh board: \`ptest-runner
/// tidelog\``): the script's commands that do more than read there, in their order and as
/// written, without the reads around them, so that `sudo systemctl start backup && journalctl
/// -u backup -n 20` and a later `sudo systemctl start backup` alone are one answer (the human
/// let that command run on that machine; a read beside it changes nothing there). A script
/// whose commands cannot be told apart is its whole text. What sets where or with what the
/// later commands run ([`SHELL_STATE`]: `cd /opt/stacks/immich` before `docker compose up`,
/// an assignment, an `export`) stays in the key though it reads: the same words elsewhere are
/// another command. Any other command that does more than read, added or changed by a word,
/// makes another key.
fn exact_key(runner: &str, destination: &str, script: &str, env: &ShellEnv<'_>) -> String {
    let env = &env.clone().with_tunnels(&[]);
    let a = crate::analyze(&script.replace("/tmp", REMOTE_TMP));
    let mut acting = Vec::new();
    for c in &a.commands {
        let v = crate::classify(c, env);
        let state = c
            .argv
            .first()
            .is_none_or(|p| SHELL_STATE.contains(&p.as_str()));
        if state || !(v.level == Level::Allow && v.effect == Effect::Read) {
            acting.push(c.text.replace(REMOTE_TMP, "/tmp"));
        }
    }
    let shown = if a.failure.is_some() || acting.is_empty() || acting.len() == a.commands.len() {
        script.to_owned()
    } else {
        acting.join("; ")
    };
    format!("{runner} {destination}: `{shown}`")
}

/// The shell's builtins that set where or with what the script's later commands run: a
/// folder, a variable, an option, a sourced file, an alias.
const SHELL_STATE: &[&str] = &[
    "cd", "pushd", "popd", "export", "unset", "set", "source", ".", "alias", "umask", "ulimit",
    "shopt", "declare", "typeset", "local", "readonly", "eval", "exec",
];

/// The rows of a program this crate does not know at all and whose words say nothing
/// destroying, publishing or about credentials (those have rows of their own, which always
/// ask).
const UNKNOWN_ROWS: &[&str] = &["unknown program", "unknown program: everyday command"];

/// A remote command routine on the human's machine ([`Remote::Exact`]: a program this crate
/// does not know, whose effect cannot be read; `sudo`; a service started or restarted): a
/// yes covers only that exact command on that machine, asked again whenever a word of it
/// changes (a test runner, a status command run as root or a service's restart rerun on a
/// development board is asked once).
fn repeated(runner: &str, destination: &str, script: &str, why: Why, family: String) -> Verdict {
    let shown = format!("{runner} {destination}");
    let mut whys = Vec::new();
    if why.privileged {
        whys.push("runs as root there");
    }
    if why.service {
        whys.push("changes the state of a service there");
    }
    if why.tests {
        whys.push("runs the device's package tests");
    }
    if why.unknown {
        whys.push("runs a program this gate does not know");
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("remote: one command repeated over {runner} ({destination})"),
        format!(
            "`{shown}` runs `{script}` on another machine, which {}; one approval covers `{family}` for the session (that command on that machine, whatever it reads beside it), never another",
            whys.join(" and ")
        ),
    );
    v.grant = Some(family);
    v.outside = true;
    v
}

/// Where a remote script's `/tmp` is judged: a folder outside the workspace and outside this
/// machine's scratch space, so a write there is a write.
const REMOTE_TMP: &str = "/remote-machine/tmp";

/// Whether a word of the script holds a glob character and a parenthesis (`*(e:'touch x':)`,
/// `*.log(.)`, `?(a|b)`): zsh's glob qualifiers run code while the glob expands.
fn glob_qualifiers(script: &str) -> bool {
    script
        .split_whitespace()
        .any(|w| w.contains(['*', '?', '[']) && w.contains('('))
}

/// An `ssh` command line read as ssh reads it: its options, the destination and where the
/// remote command starts. ssh reads options before the destination and again right after it
/// (`ssh host -L 80:x:80 uptime` forwards a port), until a word that is no option or `--`.
struct SshLine<'a> {
    /// Each option's letter and its value (attached, `-p2222`, or the next word).
    options: Vec<(char, Option<&'a str>)>,
    /// The destination as written (`root@board`, `ssh://me@nas:2222`).
    destination: &'a str,
    /// The index of the remote command's first word (the length when there is none).
    command: usize,
}

/// Reads an `ssh` command's arguments (after `ssh`) as ssh's option parser does; `None` when
/// there is no destination or an option's value is missing.
fn ssh_line(args: &[String]) -> Option<SshLine<'_>> {
    let mut options = Vec::new();
    let mut destination = None;
    let mut terminated = false;
    let mut i = 0;
    while let Some(a) = args.get(i) {
        i += 1;
        if !terminated && a == "--" {
            terminated = true;
            continue;
        }
        if terminated || !a.starts_with('-') || a.len() < 2 {
            if destination.is_some() {
                i -= 1;
                break;
            }
            destination = Some(a.as_str());
            continue;
        }
        let letters = a.get(1..).unwrap_or_default();
        for (at, letter) in letters.char_indices() {
            if !crate::walk::SSH_VALUE_OPTS.contains(&format!("-{letter}").as_str()) {
                options.push((letter, None));
                continue;
            }
            let rest = letters.get(at + letter.len_utf8()..).unwrap_or_default();
            let value = if rest.is_empty() {
                i += 1;
                args.get(i - 1)?.as_str()
            } else {
                rest
            };
            options.push((letter, Some(value)));
            break;
        }
    }
    Some(SshLine {
        options,
        destination: destination?,
        command: i,
    })
}

/// The index of the first word of the remote command an `ssh` command's arguments (after
/// `ssh`) run, as ssh reads them ([`ssh_line`]): the walker judges the words from there.
pub(crate) fn ssh_command_at(args: &[String]) -> Option<usize> {
    ssh_line(args).map(|l| l.command)
}

/// The destination (the machine, with its port when it is not ssh's own, `nas:2222`; the
/// login name is left out, one machine whoever logs in) and the remote command line of an
/// `ssh` command whose every option is a safe one; `None` otherwise.
fn ssh_command(args: &[String]) -> Option<(String, String)> {
    let line = ssh_line(args)?;
    // The options with a value that only say who connects where: the identity file (`-i`:
    // the key is used by ssh, never printed), the port (`-p`), the login name (`-l`), the `-o`
    // settings of [`SSH_SAFE_CONFIG`]. Not these: `-L`, `-R`, `-D`, `-w`, `-W` (forwarding and
    // tunnels), `-J` (a jump through another host), `-F` (a configuration file, whose
    // `LocalCommand`, `ProxyCommand` or `Match exec` run commands here), `-S`/`-O` (a control
    // socket), `-E` (writes a log file here), `-b`, `-B`, `-c`, `-e`, `-I`, `-m`, `-Q`.
    // ssh keeps the first port it is given (`-p 22 -o Port=2222` connects to 22): ports that
    // disagree leave the machine unknown here.
    let mut ports: Vec<String> = Vec::new();
    for (letter, value) in &line.options {
        match (letter, value) {
            (f, None) if SSH_SAFE_FLAGS.contains(f) => {}
            ('p', Some(v)) => ports.push((*v).to_owned()),
            ('o', Some(v)) if safe_config(v) => {
                if let Some(p) = config_value(v, "port") {
                    ports.push(p);
                }
            }
            ('i' | 'l', Some(_)) => {}
            _ => return None,
        }
    }
    let written = line.destination;
    let (host, uri_port) = match written.strip_prefix("ssh://") {
        Some(rest) => {
            let rest = rest.trim_end_matches('/');
            let host = rest.rsplit_once('@').map_or(rest, |(_, h)| h);
            match host.rsplit_once(':') {
                Some((h, p)) if !h.contains(':') => (h, Some(p.to_owned())),
                _ => (host, None),
            }
        }
        None => (written.rsplit_once('@').map_or(written, |(_, h)| h), None),
    };
    ports.extend(uri_port);
    let port = match ports.first() {
        Some(first) if ports.iter().any(|p| p != first) => return None,
        first => first.cloned().filter(|p| p != "22"),
    };
    let destination = match port {
        Some(p) => format!("{host}:{p}"),
        None => host.to_owned(),
    };
    let script: Vec<&str> = args
        .get(line.command..)
        .unwrap_or_default()
        .iter()
        .map(String::as_str)
        .collect();
    Some((destination, script.join(" ")))
}

/// The value of an `-o` setting (`Port=2222`, `Port 2222`) when its key is `key`.
fn config_value(setting: &str, key: &str) -> Option<String> {
    let (k, v) = setting.split_once(|ch: char| ch == '=' || ch.is_whitespace())?;
    k.eq_ignore_ascii_case(key).then(|| {
        v.trim_start_matches(|ch: char| ch == '=' || ch.is_whitespace())
            .to_owned()
    })
}

/// Whether an `-o` setting (`ConnectTimeout=5`, `BatchMode yes`) is one of [`SSH_SAFE_CONFIG`].
fn safe_config(setting: &str) -> bool {
    let key = setting
        .split(|ch: char| ch == '=' || ch.is_whitespace())
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    SSH_SAFE_CONFIG.contains(&key.as_str())
}

/// The machine and the `--command` of `gcloud compute ssh VM --command CMD` whose every option
/// is a safe one; `None` otherwise.
fn gcloud_command(args: &[String]) -> Option<(String, String)> {
    let mut machine = None;
    let mut command = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v.to_owned())),
            _ => (a.as_str(), None),
        };
        if GCLOUD_SSH_SAFE_OPTIONS.contains(&opt) {
            let value = match attached {
                Some(v) => v,
                None => it.next()?.clone(),
            };
            if opt == "--command" {
                command = Some(value);
            }
        } else if a.starts_with('-') {
            if !GCLOUD_SSH_SAFE_FLAGS.contains(&opt) {
                return None;
            }
        } else if machine.replace(a.clone()).is_some() {
            return None;
        }
    }
    Some((machine?, command?))
}
