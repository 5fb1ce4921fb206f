//! Tunnels: a local port that a command opens and forwards to another machine (`ssh -L
//! 5433:localhost:5432 deploy@db`, `kubectl port-forward svc/db 5433:5432`), and the later
//! clients that reach this machine on such a port (`psql -h localhost -p 5433`,
//! `postgres://app@localhost:5433/app`), which reach that other machine instead.
//!
//! [`opened`] reads what a command opens: ssh's and autossh's `-L`, `-D` and `-o
//! LocalForward=`/`DynamicForward=` (gcloud's `compute ssh` passes them after `--` or in
//! `--ssh-flag`), `kubectl`/`oc port-forward`, `kubefwd`, `gcloud compute start-iap-tunnel`,
//! `aws ssm start-session` with a port-forwarding document, `fly proxy`, the Cloud SQL proxy,
//! `az network bastion tunnel`, Teleport's `tsh proxy db`, `cloudflared access tcp` and a
//! `socat` listener relaying to another machine. A port the command does not spell out (a
//! random one, an expansion) is [`Tunnel::port`] `None`: every local port may be it. `ssh -R`
//! opens a port on the other machine, not here, and `sshuttle` routes the other network's own
//! addresses, which are not this machine's: neither makes a local port reach elsewhere.
//!
//! [`raise`] is the check beside the program's knowledge: a command that reaches this machine
//! on a port a tunnel forwards (the session's, as the caller recorded them in
//! [`crate::ShellEnv::tunnels`], or an earlier command's of the same script,
//! [`crate::Command::tunnels`]) reaches the tunnel's target. A read there asks once per
//! target; anything more always asks. This check only raises, and without a tunnel on record
//! it changes nothing.

use crate::{Command, Level, ShellEnv, Verdict};

/// A local port that forwards to another machine, as a command opened it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Tunnel {
    /// The local port; `None` when the command does not spell it out (a random port, an
    /// expansion, a value that does not parse): every local port may be it.
    pub port: Option<u16>,
    /// Where the port leads, for a human (`ssh deploy@db.example.co`, `kubectl --context prod
    /// svc/db`); the family a read through it is granted under.
    pub target: String,
}

impl Tunnel {
    /// A tunnel on local `port` (`None`: not known) to `target`.
    pub fn new(port: Option<u16>, target: &str) -> Tunnel {
        Tunnel {
            port,
            target: target.to_owned(),
        }
    }
}

/// The tunnels `script` opens, for a caller to keep for the session ([`ShellEnv::tunnels`]):
/// none for a script that cannot be analysed (it is asked about as a whole).
pub fn tunnels(script: &str) -> Vec<Tunnel> {
    let a = crate::analyze(script);
    if a.failure.is_some() {
        return Vec::new();
    }
    let mut out: Vec<Tunnel> = a.commands.iter().flat_map(opened).collect();
    out.dedup();
    out
}

/// The tunnels one command opens. A command another machine runs (`ssh HOST 'kubectl
/// port-forward …'`) opens its port there, not here.
pub(crate) fn opened(c: &Command) -> Vec<Tunnel> {
    if c.remote.is_some() {
        return Vec::new();
    }
    let Some(program) = c.argv.first().map(|p| crate::program_name(p)) else {
        return Vec::new();
    };
    let words = &c.argv;
    let dynamic = |i: usize| c.dynamic.get(i).copied().unwrap_or(true);
    match program {
        "ssh" | "autossh" => ssh_tunnels(c, program == "autossh"),
        "kubectl" | "oc" | "microk8s.kubectl" => port_forward(c, program),
        "kubefwd" => vec![Tunnel::new(None, &words.join(" "))],
        "gcloud" => gcloud(c),
        "aws" => ssm_session(c),
        "fly" | "flyctl" => fly_proxy(c, program),
        "cloud-sql-proxy" | "cloud_sql_proxy" => cloud_sql_proxy(c),
        "az" => bastion(c),
        "tsh" => teleport(c),
        "cloudflared" => cloudflared(c),
        "socat" => socat(words, dynamic),
        _ => Vec::new(),
    }
}

/// ssh's options that take a value (the next word, or the rest of the word).
const SSH_VALUE_OPTIONS: &str = "BbcDEeFIiJLlmOoPpQRSWw";

/// ssh's and autossh's forwards: `-L [bind:]port:host:hostport` (and a socket's forms), `-D
/// [bind:]port`, `-o LocalForward=…`, `-o DynamicForward=…`; the target is the destination.
fn ssh_tunnels(c: &Command, autossh: bool) -> Vec<Tunnel> {
    let words: Vec<(&str, bool)> = c
        .argv
        .iter()
        .zip(c.dynamic.iter().chain(std::iter::repeat(&true)))
        .skip(1)
        .map(|(w, d)| (w.as_str(), *d))
        .collect();
    let (forwards, destination) = ssh_forwards(&words, autossh);
    let target = format!("ssh {}", destination.unwrap_or("(a host not named)"));
    forwards
        .into_iter()
        .map(|port| Tunnel::new(port, &target))
        .collect()
}

/// The local ports ssh's options in `words` forward (`None`: not known), and the destination
/// (the first word that is no option). ssh reads options right after the destination too
/// (`ssh db -N -L 5433:localhost:5432`), up to the remote command.
fn ssh_forwards<'w>(
    words: &[(&'w str, bool)],
    autossh: bool,
) -> (Vec<Option<u16>>, Option<&'w str>) {
    let mut ports = Vec::new();
    let mut destination = None;
    let mut i = 0;
    while let Some(&(w, dynamic)) = words.get(i) {
        i += 1;
        if w == "--" {
            destination = destination.or(words.get(i).map(|(w, _)| *w));
            break;
        }
        let Some(cluster) = w.strip_prefix('-').filter(|c| !c.is_empty()) else {
            if destination.is_some() {
                // The remote command: its words are not ssh's.
                break;
            }
            destination = Some(w);
            continue;
        };
        for (at, flag) in cluster.char_indices() {
            let takes_value = SSH_VALUE_OPTIONS.contains(flag) || (autossh && flag == 'M');
            if !takes_value {
                continue;
            }
            let rest = cluster.get(at + flag.len_utf8()..).unwrap_or("");
            let (value, value_dynamic) = if rest.is_empty() {
                let v = words.get(i).copied();
                i += 1;
                v.map_or(("", true), |(v, d)| (v, d))
            } else {
                (rest, dynamic)
            };
            let forwarded = match flag {
                'L' => Some(local_forward_port(value)),
                'D' => Some(last_port(value)),
                'o' => ssh_option_forward(value),
                _ => None,
            };
            if let Some(port) = forwarded {
                ports.push(port.filter(|_| !value_dynamic));
            }
            break;
        }
    }
    (ports, destination)
}

/// The local port of `-o LocalForward=[bind:]port host:hostport` or `-o DynamicForward=…`
/// (the key in any letter case, `=` or spaces after it); `None` for any other option.
fn ssh_option_forward(value: &str) -> Option<Option<u16>> {
    let value = value.trim();
    let key_end = value.find(|ch: char| ch == '=' || ch.is_whitespace())?;
    let key = value.get(..key_end)?;
    if !key.eq_ignore_ascii_case("LocalForward") && !key.eq_ignore_ascii_case("DynamicForward") {
        return None;
    }
    let rest = value
        .get(key_end..)?
        .trim_start_matches(|ch: char| ch == '=' || ch.is_whitespace());
    let first = rest.split_whitespace().next().unwrap_or("");
    Some(last_port(first))
}

/// The local port of `-L`'s value: `[bind:]port:host:hostport`, `[bind:]port:/remote/socket`.
/// A local socket (`/tmp/s:host:port`) has no port: `None`, any, since a client of this
/// machine that names the socket reaches it.
fn local_forward_port(spec: &str) -> Option<u16> {
    let parts = colon_parts(spec);
    if parts.first().is_some_and(|p| p.starts_with('/')) {
        return None;
    }
    let remote_socket = parts.last().is_some_and(|p| p.starts_with('/'));
    let local = match (parts.len(), remote_socket) {
        (n, _) if n >= 4 => parts.get(1),
        (3, true) => parts.get(1),
        _ => parts.first(),
    };
    parse_port(local.copied().unwrap_or(""))
}

/// The last `:`-separated part of `[bind:]port`, as a port.
fn last_port(spec: &str) -> Option<u16> {
    parse_port(colon_parts(spec).last().copied().unwrap_or(""))
}

/// `spec` split at each `:` outside brackets (`[::1]:5433:localhost:5432`).
fn colon_parts(spec: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0u32;
    let mut start = 0;
    for (at, ch) in spec.char_indices() {
        match ch {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            ':' if depth == 0 => {
                parts.push(spec.get(start..at).unwrap_or(""));
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(spec.get(start..).unwrap_or(""));
    parts
}

/// A port number, 1 to 65535, written in digits only.
fn parse_port(word: &str) -> Option<u16> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse::<u16>().ok().filter(|p| *p > 0)
}

/// The value of option `names` in `words` (`--port 5433`, `--port=5433`, `-p5433` for a
/// one-letter option), with whether it holds an expansion.
fn option_value<'w>(c: &'w Command, names: &[&str]) -> Option<(&'w str, bool)> {
    let mut i = 1;
    while let Some(w) = c.argv.get(i) {
        let dynamic = c.dynamic.get(i).copied().unwrap_or(true);
        i += 1;
        for name in names {
            if w == name {
                let v = c.argv.get(i)?;
                return Some((v, c.dynamic.get(i).copied().unwrap_or(true)));
            }
            if let Some(v) = w.strip_prefix(name) {
                if let Some(v) = v.strip_prefix('=') {
                    return Some((v, dynamic));
                }
                if name.len() == 2 && !name.starts_with("--") && !v.is_empty() {
                    return Some((v, dynamic));
                }
            }
        }
    }
    None
}

/// The words after the program that are no option and no option's value, with their indexes;
/// `valued` names the options that take the next word.
fn positionals<'w>(c: &'w Command, from: usize, valued: &[&str]) -> Vec<(usize, &'w str)> {
    let mut out = Vec::new();
    let mut i = from;
    while let Some(w) = c.argv.get(i) {
        if w == "--" {
            break;
        }
        if w.starts_with('-') {
            i += if valued.contains(&w.as_str()) { 2 } else { 1 };
            continue;
        }
        out.push((i, w.as_str()));
        i += 1;
    }
    out
}

/// kubectl's (and oc's) options that take the next word as their value.
const KUBECTL_VALUED: &[&str] = &[
    "-n",
    "--namespace",
    "--context",
    "--cluster",
    "--kubeconfig",
    "--address",
    "--pod-running-timeout",
    "-s",
    "--server",
    "--user",
    "--as",
    "-c",
    "--container",
];

/// `kubectl port-forward [--address A] TYPE/NAME [LOCAL:]REMOTE …`: each local port (`:5432`,
/// a random one, is not known); the target names the context, the namespace and the resource.
fn port_forward(c: &Command, program: &str) -> Vec<Tunnel> {
    let Some(at) = c.argv.iter().position(|w| w == "port-forward") else {
        return Vec::new();
    };
    // A plainly local cluster's context (`kind-dev`, `minikube`) forwards to this machine.
    if crate::devtools::local_context("kubectl", c.argv.get(1..).unwrap_or(&[])) {
        return Vec::new();
    }
    let args = positionals(c, at + 1, KUBECTL_VALUED);
    let Some((_, resource)) = args.first() else {
        return vec![Tunnel::new(None, &c.argv.join(" "))];
    };
    let mut target = program.to_owned();
    for (names, flag) in [
        (&["--context"][..], "--context"),
        (&["-n", "--namespace"][..], "-n"),
    ] {
        if let Some((v, _)) = option_value(c, names) {
            target = format!("{target} {flag} {v}");
        }
    }
    let target = format!("{target} {resource}");
    let specs = args.get(1..).unwrap_or(&[]);
    if specs.is_empty() {
        return vec![Tunnel::new(None, &target)];
    }
    specs
        .iter()
        .map(|(i, spec)| {
            let dynamic = c.dynamic.get(*i).copied().unwrap_or(true);
            let local = spec.split(':').next().unwrap_or("");
            Tunnel::new(parse_port(local).filter(|_| !dynamic), &target)
        })
        .collect()
}

/// `gcloud compute ssh VM -- -L …` (or `--ssh-flag=-L …`): ssh's forwards; `gcloud compute
/// start-iap-tunnel VM PORT --local-host-port=[host]:port`: that port, else a random one.
fn gcloud(c: &Command) -> Vec<Tunnel> {
    let words: Vec<&str> = c.argv.iter().map(String::as_str).collect();
    let Some(at) = words
        .iter()
        .position(|w| *w == "ssh" || *w == "start-iap-tunnel")
    else {
        return Vec::new();
    };
    if !words.contains(&"compute") {
        return Vec::new();
    }
    let instance = positionals(c, at + 1, &["--zone", "--project", "--ssh-flag"])
        .first()
        .map_or("(an instance not named)", |(_, w)| *w);
    let target = format!("gcloud compute {instance}");
    if words.get(at) == Some(&"start-iap-tunnel") {
        let port =
            option_value(c, &["--local-host-port"]).and_then(|(v, d)| last_port(v).filter(|_| !d));
        return vec![Tunnel::new(port, &target)];
    }
    // ssh's own words: those after `--`, and each `--ssh-flag` value's.
    let mut ssh_words: Vec<(&str, bool)> = Vec::new();
    let mut i = at + 1;
    while let Some(w) = c.argv.get(i) {
        let dynamic = c.dynamic.get(i).copied().unwrap_or(true);
        i += 1;
        if w == "--" {
            for (j, rest) in c.argv.iter().enumerate().skip(i) {
                ssh_words.push((rest, c.dynamic.get(j).copied().unwrap_or(true)));
            }
            break;
        }
        let flag = if w == "--ssh-flag" {
            let v = c.argv.get(i).map(String::as_str);
            let d = c.dynamic.get(i).copied().unwrap_or(true);
            i += 1;
            v.map(|v| (v, d))
        } else {
            w.strip_prefix("--ssh-flag=").map(|v| (v, dynamic))
        };
        if let Some((v, d)) = flag {
            ssh_words.extend(v.split_whitespace().map(|part| (part, d)));
        }
    }
    // The options come before a destination ssh would see: a stand-in keeps them options.
    ssh_words.push(("-", false));
    let (ports, _) = ssh_forwards(&ssh_words, false);
    ports
        .into_iter()
        .map(|port| Tunnel::new(port, &target))
        .collect()
}

/// `aws ssm start-session --document-name AWS-StartPortForwardingSession… --parameters
/// '{"localPortNumber":["5433"], …}'` (or `localPortNumber=5433`): that port, else a random
/// one. A session of any other document is a shell, no tunnel.
fn ssm_session(c: &Command) -> Vec<Tunnel> {
    let words: Vec<&str> = c.argv.iter().map(String::as_str).collect();
    if !words.contains(&"ssm") || !words.contains(&"start-session") {
        return Vec::new();
    }
    let forwards = option_value(c, &["--document-name"])
        .is_some_and(|(v, d)| d || v.to_ascii_lowercase().contains("portforwarding"));
    if !forwards {
        return Vec::new();
    }
    let instance = option_value(c, &["--target"]).map_or("(a target not named)", |(v, _)| v);
    let target = format!("aws ssm {instance}");
    let port = option_value(c, &["--parameters"]).and_then(|(v, d)| {
        let at = v.find("localPortNumber")? + "localPortNumber".len();
        let digits: String = v
            .get(at..)?
            .chars()
            .skip_while(|ch| !ch.is_ascii_digit() && !ch.is_ascii_alphabetic() && *ch != '$')
            .take_while(char::is_ascii_digit)
            .collect();
        parse_port(&digits).filter(|_| !d)
    });
    vec![Tunnel::new(port, &target)]
}

/// `fly proxy LOCAL[:REMOTE] [HOST] -a APP` (flyctl's too, and `fly redis proxy`): the local
/// port, else one not known.
fn fly_proxy(c: &Command, program: &str) -> Vec<Tunnel> {
    let Some(at) = c.argv.iter().take(3).position(|w| w == "proxy") else {
        return Vec::new();
    };
    let app = option_value(c, &["-a", "--app"]).map_or(String::new(), |(v, _)| format!(" -a {v}"));
    let target = format!("{program} proxy{app}");
    let spec = positionals(
        c,
        at + 1,
        &["-a", "--app", "-o", "--org", "-b", "--bind-addr"],
    )
    .first()
    .map(|(i, w)| (*w, c.dynamic.get(*i).copied().unwrap_or(true)));
    let port = spec.and_then(|(w, d)| parse_port(w.split(':').next().unwrap_or("")).filter(|_| !d));
    vec![Tunnel::new(port, &target)]
}

/// The Cloud SQL Auth Proxy: v2's `--port N` (`-p N`) or an instance's `?port=N`, v1's
/// `-instances=P:R:I=tcp:[host:]N`. Without one the port depends on the database's kind: not
/// known.
fn cloud_sql_proxy(c: &Command) -> Vec<Tunnel> {
    let mut ports: Vec<Option<u16>> = Vec::new();
    let mut instances: Vec<&str> = Vec::new();
    if let Some((v, d)) = option_value(c, &["--port", "-p"]) {
        ports.push(parse_port(v).filter(|_| !d));
    }
    for (i, w) in c.argv.iter().enumerate().skip(1) {
        let d = c.dynamic.get(i).copied().unwrap_or(true);
        let value = w
            .strip_prefix("-instances=")
            .or_else(|| w.strip_prefix("--instances="));
        let named = value.or((!w.starts_with('-') && w.contains(':')).then_some(w.as_str()));
        let Some(named) = named else { continue };
        for instance in named.split(',') {
            instances.push(instance.split(['=', '?']).next().unwrap_or(instance));
            if let Some(tcp) = instance.split_once("=tcp:").map(|(_, t)| t) {
                ports.push(last_port(tcp).filter(|_| !d));
            } else if let Some(q) = instance.split_once("port=").map(|(_, q)| q) {
                ports.push(parse_port(q.split('&').next().unwrap_or("")).filter(|_| !d));
            }
        }
    }
    // Without an instance the proxy serves none (`--version`, `--help`).
    if instances.is_empty() {
        return Vec::new();
    }
    if ports.is_empty() {
        ports.push(None);
    }
    let target = format!("Cloud SQL {}", instances.join(","));
    ports.into_iter().map(|p| Tunnel::new(p, &target)).collect()
}

/// `az network bastion tunnel --port N --target-resource-id ID …`.
fn bastion(c: &Command) -> Vec<Tunnel> {
    let words: Vec<&str> = c.argv.iter().map(String::as_str).collect();
    if !words.windows(2).any(|w| w == ["bastion", "tunnel"]) {
        return Vec::new();
    }
    let resource = option_value(c, &["--target-resource-id", "--target-ip-address"])
        .map_or("(a resource not named)", |(v, _)| v);
    let port = option_value(c, &["--port"]).and_then(|(v, d)| parse_port(v).filter(|_| !d));
    vec![Tunnel::new(port, &format!("az bastion {resource}"))]
}

/// Teleport's `tsh proxy db --port N NAME` (and `tsh proxy app`, `tsh proxy kube`); `tsh
/// proxy ssh` is ssh's proxy command, with no port here.
fn teleport(c: &Command) -> Vec<Tunnel> {
    if c.argv.get(1).map(String::as_str) != Some("proxy")
        || c.argv.get(2).is_none_or(|w| w == "ssh")
    {
        return Vec::new();
    }
    let port = option_value(c, &["--port", "-p"]).and_then(|(v, d)| parse_port(v).filter(|_| !d));
    let name = positionals(
        c,
        2,
        &["--port", "-p", "--db-user", "--db-name", "--cluster"],
    )
    .iter()
    .map(|(_, w)| *w)
    .collect::<Vec<_>>()
    .join(" ");
    vec![Tunnel::new(port, &format!("tsh proxy {name}"))]
}

/// `cloudflared access tcp --hostname H --url [host:]N` (`access rdp|ssh|db` alike).
fn cloudflared(c: &Command) -> Vec<Tunnel> {
    if c.argv.get(1).map(String::as_str) != Some("access") {
        return Vec::new();
    }
    let Some((url, d)) = option_value(c, &["--url", "--listener"]) else {
        return Vec::new();
    };
    let host = option_value(c, &["--hostname", "--tunnel-host"]).map_or("", |(v, _)| v);
    let port = last_port(url.rsplit("//").next().unwrap_or(url)).filter(|_| !d);
    vec![Tunnel::new(port, &format!("cloudflared {host}"))]
}

/// `socat TCP-LISTEN:N,fork TCP:host:port`: a listener here relaying to another machine.
fn socat(words: &[String], dynamic: impl Fn(usize) -> bool) -> Vec<Tunnel> {
    let addresses: Vec<(usize, &str)> = words
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, w)| !w.starts_with('-') || w.as_str() == "-")
        .map(|(i, w)| (i, w.as_str()))
        .collect();
    let [(li, listen), (_, to)] = addresses.as_slice() else {
        return Vec::new();
    };
    let lower = listen.to_ascii_lowercase();
    let Some(spec) = ["tcp-listen:", "tcp4-listen:", "tcp6-listen:", "tcp-l:"]
        .iter()
        .find_map(|p| lower.strip_prefix(p))
    else {
        return Vec::new();
    };
    // A relay to another port of this machine reaches nothing elsewhere.
    let other = to.split_once(':').map_or(*to, |(_, rest)| rest);
    if local_host(other.split([':', ',']).next().unwrap_or("")) {
        return Vec::new();
    }
    let port = parse_port(spec.split(',').next().unwrap_or("")).filter(|_| !dynamic(*li));
    vec![Tunnel::new(port, &format!("socat {to}"))]
}

/// Whether `host` names this machine: the shared loopback check (`localhost`, a name under
/// it, a `127.` address, `::1`), and `0.0.0.0`.
fn local_host(host: &str) -> bool {
    host == "0.0.0.0" || crate::knowledge::loopback(host)
}

/// What a command reaches on this machine: the ports it names or its program's defaults, and
/// whether it reaches a port it does not spell out (an expansion, a value that does not parse).
#[derive(Debug, Default, PartialEq, Eq)]
struct Reach {
    ports: Vec<u16>,
    unknown: bool,
}

impl Reach {
    fn any(&self) -> bool {
        !self.ports.is_empty() || self.unknown
    }

    fn add(&mut self, port: Option<u16>) {
        match port {
            Some(p) => self.ports.push(p),
            None => self.unknown = true,
        }
    }
}

/// A database or service client: its programs, its host and port options, its default port,
/// and the variables that set its host and port.
struct Client {
    programs: &'static [&'static str],
    host: &'static [&'static str],
    port: &'static [&'static str],
    default_port: u16,
    host_vars: &'static [&'static str],
    port_vars: &'static [&'static str],
}

/// Clients that reach a server on this machine when no host is named (a socket's server is
/// the one on its port too), by their own options.
const CLIENTS: &[Client] = &[
    Client {
        programs: &[
            "psql",
            "pg_dump",
            "pg_dumpall",
            "pg_restore",
            "pgcli",
            "createdb",
            "dropdb",
            "createuser",
            "dropuser",
            "vacuumdb",
            "reindexdb",
            "clusterdb",
            "pg_isready",
            "pg_basebackup",
            "pg_amcheck",
        ],
        host: &["-h", "--host"],
        port: &["-p", "--port"],
        default_port: 5432,
        host_vars: &["PGHOST"],
        port_vars: &["PGPORT"],
    },
    Client {
        programs: &[
            "mysql",
            "mysqldump",
            "mysqladmin",
            "mysqlimport",
            "mysqlcheck",
            "mysqlsh",
            "mariadb",
            "mariadb-dump",
            "mariadb-admin",
            "mycli",
        ],
        host: &["-h", "--host"],
        port: &["-P", "--port"],
        default_port: 3306,
        host_vars: &["MYSQL_HOST"],
        port_vars: &["MYSQL_TCP_PORT"],
    },
    Client {
        programs: &[
            "redis-cli",
            "valkey-cli",
            "keydb-cli",
            "redis-benchmark",
            "iredis",
        ],
        host: &["-h"],
        port: &["-p"],
        default_port: 6379,
        host_vars: &[],
        port_vars: &[],
    },
    Client {
        programs: &[
            "mongosh",
            "mongo",
            "mongodump",
            "mongorestore",
            "mongoexport",
            "mongoimport",
            "mongostat",
            "mongotop",
        ],
        host: &["--host", "-h"],
        port: &["--port"],
        default_port: 27017,
        host_vars: &[],
        port_vars: &[],
    },
    Client {
        programs: &["clickhouse-client"],
        host: &["--host", "-h"],
        port: &["--port"],
        default_port: 9000,
        host_vars: &["CLICKHOUSE_HOST"],
        port_vars: &["CLICKHOUSE_PORT"],
    },
];

/// Programs whose words are text, patterns or process names, never an address they connect
/// to (`grep -rn localhost:5433 .`, `echo DATABASE_URL=… >> .env`, `pkill -f 'ssh -L 5433'`).
const TEXT_PROGRAMS: &[&str] = &[
    "echo", "printf", "grep", "egrep", "fgrep", "rg", "ag", "sed", "awk", "cat", "head", "tail",
    "less", "jq", "yq", "tee", "sort", "wc", "lsof", "ss", "netstat", "ps", "pgrep", "pkill",
    "kill", "killall", "fuser", "git", "export", "test", "[",
];

/// Programs that take a host and a port as their operands (`nc -z localhost 5433`, `cqlsh
/// 127.0.0.1 9043`).
const HOST_PORT_OPERANDS: &[&str] = &["nc", "ncat", "netcat", "telnet", "cqlsh"];

/// A URL scheme's default port, for a URL of this machine that names none.
fn scheme_port(scheme: &str) -> Option<u16> {
    let scheme = scheme.to_ascii_lowercase();
    let scheme = scheme.rsplit(':').next().unwrap_or(&scheme);
    Some(match scheme.split('+').next().unwrap_or(scheme) {
        "postgres" | "postgresql" | "pgsql" => 5432,
        "mysql" | "mariadb" => 3306,
        "redis" | "rediss" | "valkey" => 6379,
        "mongodb" => 27017,
        "amqp" => 5672,
        "http" | "ws" => 80,
        "https" | "wss" => 443,
        "clickhouse" => 9000,
        _ => return None,
    })
}

/// What `c` reaches on this machine: each URL or `host:port` of this machine in its words,
/// its assignments and the script's exports (`DATABASE_URL=postgres://localhost:5433/app`,
/// `--bootstrap-server localhost:9093`), else a known client's host and port options
/// ([`CLIENTS`]) or operands.
fn reach(c: &Command) -> Reach {
    let mut r = Reach::default();
    let values = c
        .assignments
        .iter()
        .chain(&c.exported)
        .map(|a| (a.as_str(), false));
    let program = c.argv.first().map_or("", |p| crate::program_name(p));
    let text = TEXT_PROGRAMS.contains(&program);
    let words = c
        .argv
        .iter()
        .zip(c.dynamic.iter().chain(std::iter::repeat(&true)))
        .skip(1)
        .filter(|_| !text)
        .map(|(w, d)| (w.as_str(), *d));
    let client = CLIENTS.iter().find(|k| k.programs.contains(&program));
    let mut named_host = false;
    for (word, dynamic) in values.chain(words) {
        named_host |= word.contains("://");
        endpoints_in(word, dynamic, &mut r);
        if let Some(client) = client
            && let Some((host, port)) = conninfo(word)
        {
            named_host = true;
            if host.is_none_or(|h| h.starts_with('/') || local_host(h)) {
                r.add(port.map_or(Some(client.default_port), |p| {
                    parse_port(p).filter(|_| !dynamic)
                }));
            }
        }
    }
    if !named_host && let Some(client) = client {
        client_reach(c, client, &mut r);
    }
    if HOST_PORT_OPERANDS.contains(&program) {
        let operands = positionals(c, 1, &["-w", "-i", "-s", "-p", "-u", "-k", "-f", "-e"]);
        if let [(_, host), (pi, port), ..] = operands.as_slice()
            && local_host(host)
        {
            let dynamic = c.dynamic.get(*pi).copied().unwrap_or(true);
            r.add(parse_port(port).filter(|_| !dynamic));
        }
    }
    r
}

/// A connection string of `key=value` words (`"host=localhost port=5433 dbname=app"`): its
/// host (`hostaddr` too) and port, when it names either.
fn conninfo(word: &str) -> Option<(Option<&str>, Option<&str>)> {
    let mut host = None;
    let mut port = None;
    for pair in word.split_whitespace() {
        match pair.split_once('=') {
            Some(("host" | "hostaddr", v)) => host = Some(v.trim_matches('\'')),
            Some(("port", v)) => port = Some(v.trim_matches('\'')),
            _ => {}
        }
    }
    (host.is_some() || port.is_some()).then_some((host, port))
}

/// A client's own host and port: options, else variables on its line, else its defaults.
fn client_reach(c: &Command, client: &Client, r: &mut Reach) {
    let var = |names: &[&str]| {
        c.assignments.iter().chain(&c.exported).rev().find_map(|a| {
            let (k, v) = a.split_once('=')?;
            names.contains(&k).then_some((v, false))
        })
    };
    let host = option_value(c, client.host).or_else(|| var(client.host_vars));
    let here = host.is_none_or(|(h, dynamic)| dynamic || h.starts_with('/') || local_host(h));
    if !here {
        return;
    }
    match option_value(c, client.port).or_else(|| var(client.port_vars)) {
        Some((p, dynamic)) => r.add(parse_port(p).filter(|_| !dynamic)),
        None => r.add(Some(client.default_port)),
    }
}

/// Each endpoint of this machine in `word`: a URL's authority (`postgres://u@localhost:5433/db`,
/// `jdbc:mysql://127.0.0.1/db`, its scheme's port when it names none), and a `host:port` of
/// this machine anywhere in it (`localhost:5433`, `--url=127.0.0.1:8080`).
fn endpoints_in(word: &str, dynamic: bool, r: &mut Reach) {
    let mut rest = word;
    while let Some(at) = rest.find("://") {
        let scheme = rest.get(..at).unwrap_or("");
        let scheme = scheme
            .rsplit(|ch: char| !(ch.is_ascii_alphanumeric() || "+.-:".contains(ch)))
            .next()
            .unwrap_or(scheme);
        let after = rest.get(at + 3..).unwrap_or("");
        let authority = after.split(['/', '?', '#']).next().unwrap_or("");
        let hosts = authority.rsplit('@').next().unwrap_or(authority);
        for hp in hosts.split(',') {
            let (host, port) = split_host_port(hp);
            let socket =
                host.is_empty() && scheme_port(scheme).is_some_and(|p| p != 80 && p != 443);
            if !(local_host(host) || socket) {
                continue;
            }
            match port {
                Some(p) => r.add(parse_port(p).filter(|_| !dynamic)),
                None => r.add(scheme_port(scheme)),
            }
        }
        rest = after;
    }
    // `host:port` without a scheme; one inside a URL is counted again, which changes nothing.
    for (at, _) in word.match_indices(':') {
        let before = word.get(..at).unwrap_or("");
        let host_start = before
            .rfind(|ch: char| !(ch.is_ascii_alphanumeric() || ".-[]".contains(ch)))
            .map_or(0, |i| i + 1);
        let host = before.get(host_start..).unwrap_or("");
        if host.is_empty() || !local_host(host) {
            continue;
        }
        let port: String = word
            .get(at + 1..)
            .unwrap_or("")
            .chars()
            .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '$' || *ch == '{')
            .collect();
        if port.is_empty() {
            continue;
        }
        r.add(parse_port(&port).filter(|_| !dynamic));
    }
}

/// A URL authority's `host[:port]` (`[::1]:5433`, `localhost`).
fn split_host_port(hp: &str) -> (&str, Option<&str>) {
    if let Some(v6) = hp.strip_prefix('[') {
        let (host, rest) = v6.split_once(']').unwrap_or((v6, ""));
        return (host, rest.strip_prefix(':'));
    }
    if hp.matches(':').count() > 1 {
        return (hp, None);
    }
    match hp.split_once(':') {
        Some((h, p)) => (h, Some(p)),
        None => (hp, None),
    }
}

/// Programs whose words after a destination are a command another machine runs, whose
/// `localhost` is its own.
const REMOTE_SHELLS: &[&str] = &[
    "ssh",
    "autossh",
    "mosh",
    "tailscale",
    "vagrant",
    "multipass",
];

/// Runners whose command runs inside a container, a pod or on a cluster's nodes, as the walk
/// names them in [`Command::wrappers`].
const ELSEWHERE_RUNNERS: &[&str] = &[
    "docker exec",
    "podman exec",
    "kubectl exec",
    "docker-compose exec",
    "docker-compose run",
    "ddev exec",
    "warden env exec",
    "warden env run",
    "den env exec",
    "den env run",
    "wp-env run",
    "consul exec",
];

/// Whether `c` runs where this machine's ports are not `localhost`: a remote shell's or a
/// runner's words (`ssh db 'curl localhost:8080'`, `kubectl exec pod -- curl …`), or a command
/// such a runner runs inside a container or a pod (`docker exec db psql -p 5433`).
fn runs_elsewhere(c: &Command) -> bool {
    let program = c.argv.first().map_or("", |p| crate::program_name(p));
    c.wrappers
        .iter()
        .any(|w| ELSEWHERE_RUNNERS.contains(&w.as_str()))
        || REMOTE_SHELLS.contains(&program)
        || (matches!(
            program,
            "docker" | "podman" | "nerdctl" | "kubectl" | "oc" | "gcloud"
        ) && c.argv.iter().any(|w| w == "exec" || w == "ssh"))
}

/// The check beside the program's knowledge (see the module): a command that reaches this
/// machine on a port a tunnel forwards is raised, a read to ask once per target, anything more
/// to always ask. A command that opens a tunnel itself, or runs on another machine, is left
/// as it is.
pub(crate) fn raise(c: &Command, env: &ShellEnv<'_>, worst: &mut Verdict) {
    if c.remote.is_some() || (env.tunnels.is_empty() && c.tunnels.is_empty()) {
        return;
    }
    if !opened(c).is_empty() || runs_elsewhere(c) {
        return;
    }
    let r = reach(c);
    if !r.any() {
        return;
    }
    let Some(t) = env.tunnels.iter().chain(&c.tunnels).find(|t| match t.port {
        Some(p) => r.unknown || r.ports.contains(&p),
        None => true,
    }) else {
        return;
    };
    let port = t
        .port
        .map_or_else(|| "a local port".to_owned(), |p| format!("local port {p}"));
    let via = format!("through the tunnel on {port} to `{}`", t.target);
    if worst.level == Level::Allow {
        *worst = crate::knowledge::verdict(
            Level::AskOnce,
            worst.effect,
            "remote: through a tunnel",
            format!("`{}` reads another machine {via}", c.text),
        );
        worst.grant = Some(format!("reads through the tunnel to {}", t.target));
    } else if worst.level < Level::AlwaysAsk {
        *worst = crate::knowledge::verdict(
            Level::AlwaysAsk,
            worst.effect,
            "remote: through a tunnel",
            format!("`{}` changes another machine {via}", c.text),
        );
    } else {
        worst.reason = format!("{} ({via})", worst.reason);
    }
    worst.outside = true;
}
