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
//! [`SSH_SAFE_FLAGS`], [`SSH_SAFE_VALUE_OPTIONS`] and [`SSH_SAFE_CONFIG`] (port forwarding and
//! tunnels, agent and X11 forwarding, a jump host, another configuration file, a control
//! socket, `LocalCommand` and `ProxyCommand`, which run commands here); a word built at run
//! time; and any word naming production (the destination, an option's value, the command).
//!
//! A remote command whose programs this crate does not know (`ssh board 'ptest-runner x'`,
//! `rauc info bundle.raucb` there), and which is otherwise as plain as a read (no known
//! command that writes, restarts, raises privileges, installs, destroys or reads a secret;
//! no writing redirection; no expansion), asks once for that exact command on that
//! destination ([`repeated`], its family the destination then the script): rerunning it asks nothing more,
//! a word changed asks again.

use crate::knowledge::{names_production, verdict};
use crate::{Command, Effect, Level, ShellEnv, Verdict};

/// ssh's flags that change nothing but how the connection talks and prints: quiet, verbose,
/// a terminal or none, no standard input, IPv4 or IPv6 only, compression, and the flags that
/// turn forwarding off (`-a` agent, `-x` X11, `-k` GSSAPI credentials). Not here: `-A`
/// (agent forwarding lets the other machine use this one's keys), `-X`/`-Y` (X11 forwarding),
/// `-K` (credential delegation), `-N`/`-f`/`-s` (no command, background, a subsystem), `-G`
/// (ssh's own table reads it), `-M` (a control master).
const SSH_SAFE_FLAGS: &[char] = &['q', 'v', 't', 'T', 'n', '4', '6', 'C', 'a', 'x', 'k'];

/// ssh's options with a value that only say who connects where: the identity file (the key
/// is used by ssh, never printed), the port, the login name, the `-o` settings of
/// [`SSH_SAFE_CONFIG`]. Not here: `-L`, `-R`, `-D`, `-w`, `-W` (forwarding and tunnels), `-J`
/// (a jump through another host), `-F` (a configuration file, whose `LocalCommand`,
/// `ProxyCommand` or `Match exec` run commands here), `-S`/`-O` (a control socket), `-E`
/// (writes a log file here), `-b`, `-B`, `-c`, `-e`, `-I`, `-m`, `-Q`.
const SSH_SAFE_VALUE_OPTIONS: &[&str] = &["-i", "-p", "-l", "-o"];

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
    let kind = remote_kind(&script, env);
    // An expansion the other machine makes (`$X`, `$(…)`, a backquote) is not the same
    // command each time, so only a script without one is repeated.
    if kind == Remote::Unknown && !script.contains(['$', '`']) {
        return Some(repeated(runner, &destination, script.trim()));
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
    /// Every command reads or runs a program this crate does not know (`rauc info x`,
    /// `ptest-runner tidelog` on a development board), and none is known to write, restart,
    /// raise privileges, install, destroy or read a secret.
    Unknown,
    /// Anything else.
    Other,
}

/// What a script does on the other machine, as this crate judges it here: a command that runs
/// at once for another reason (`git pull` changes only the local repository here, but on a
/// server it changes what the server runs) is not a read there. The other machine has no
/// scratch space: its `/tmp` is judged as a folder like any other ([`REMOTE_TMP`]), so `touch
/// /tmp/x` or `sort -o /tmp/x f` there is a write. No redirection may write but to
/// `/dev/null`, and no word may carry zsh glob qualifiers (`*(e:'cmd':)` runs a command while
/// the glob expands) or extended globs: either makes it [`Remote::Other`].
fn remote_kind(script: &str, env: &ShellEnv<'_>) -> Remote {
    if glob_qualifiers(script) {
        return Remote::Other;
    }
    let a = crate::analyze(&script.replace("/tmp", REMOTE_TMP));
    if a.failure.is_some() || a.commands.is_empty() {
        return Remote::Other;
    }
    let mut kind = Remote::Reads;
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
        if v.level == Level::AskOnce && UNKNOWN_ROWS.contains(&v.row.as_str()) {
            kind = Remote::Unknown;
            continue;
        }
        return Remote::Other;
    }
    kind
}

/// The rows of a program this crate does not know at all and whose words say nothing
/// destroying, publishing or about credentials (those have rows of their own, which always
/// ask).
const UNKNOWN_ROWS: &[&str] = &["unknown program", "unknown program: everyday command"];

/// A remote command with programs this crate does not know ([`Remote::Unknown`]): what it
/// does there cannot be read, so a yes covers only that exact command on that machine, asked
/// again whenever a word of it changes (a test runner or a status command rerun on a
/// development board is asked once).
fn repeated(runner: &str, destination: &str, script: &str) -> Verdict {
    let shown = format!("{runner} {destination}");
    let family = format!("{shown}: `{script}`");
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("remote: one command repeated over {runner} ({destination})"),
        format!(
            "`{shown}` runs `{script}` on another machine, with a program this gate does not know; one approval covers that exact command on that machine for the session, never another"
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

/// The destination (with its port, when one is given) and the remote command line of an
/// `ssh` command whose every option is a safe one; `None` otherwise.
fn ssh_command(args: &[String]) -> Option<(String, String)> {
    let mut port = None;
    let mut it = args.iter();
    let destination = loop {
        let a = it.next()?;
        if !a.starts_with('-') {
            break a.clone();
        }
        if let Some(opt) = SSH_SAFE_VALUE_OPTIONS
            .iter()
            .find(|o| a.starts_with(**o) && a.len() >= 2)
        {
            let attached = a.get(2..).filter(|v| !v.is_empty());
            let value = match attached {
                Some(v) => v.to_owned(),
                None => it.next()?.clone(),
            };
            match *opt {
                "-o" if !safe_config(&value) => return None,
                "-p" => port = Some(value),
                _ => {}
            }
        } else if !a
            .get(1..)
            .is_some_and(|f| !f.is_empty() && f.chars().all(|ch| SSH_SAFE_FLAGS.contains(&ch)))
        {
            return None;
        }
    };
    let destination = match port {
        Some(p) => format!("{destination}:{p}"),
        None => destination,
    };
    let script: Vec<&str> = it.map(String::as_str).collect();
    Some((destination, script.join(" ")))
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
