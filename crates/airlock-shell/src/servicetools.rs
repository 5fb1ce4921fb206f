//! Clients of a service the project runs on this machine that are not HTTP clients: gRPC's
//! `grpcurl` and its load tester `ghz`.
//!
//! A gRPC call is to a server what an HTTP request is (see `runners::request`): listing and
//! describing the services, and gRPC's standard health check, only read; a method call to this machine's server joins the project
//! family (`toolchains::PROJECT_FAMILY`, the key curl's local writes use too), since it changes
//! at most the development data of the project's own running service, which the project's own
//! code changes as well through its tests; a method whose name deletes, drops, purges or resets, a call
//! to another machine, a server named production, and a header grpcurl builds from the
//! environment always ask; credentials written out in a header to this machine's server make a
//! listing a call of the family. Anything this module cannot read plainly (a word built at run time, files
//! written, client keys) is left to the unknown-program rule.

use crate::{Effect, Level, Verdict};

/// grpcurl's and ghz's options that take a value, without their leading dashes.
const VALUE_OPTIONS: &[&str] = &[
    "d",
    "data",
    "H",
    "rpc-header",
    "reflect-header",
    "metadata",
    "m",
    "proto",
    "import-path",
    "i",
    "protoset",
    "cacert",
    "max-time",
    "connect-timeout",
    "keepalive-time",
    "authority",
    "servername",
    "user-agent",
    "format",
    "max-msg-sz",
    "call",
    "n",
    "total",
    "c",
    "concurrency",
    "z",
    "duration",
    "r",
    "rps",
    "t",
    "timeout",
    "o",
    "O",
    "name",
    "tags",
    "cpus",
    "x",
    "max-duration",
];

/// Options that write files or hand the client a key or certificate: left to the unknown-program
/// rule.
const UNPLAIN_OPTIONS: &[&str] = &[
    "protoset-out",
    "proto-out-dir",
    "cert",
    "key",
    "config",
    "alts-handshaker-service",
    "alts-target-service-account",
    "o",
    "output",
];

/// Options whose value is a header sent to the server.
const HEADER_OPTIONS: &[&str] = &["H", "rpc-header", "reflect-header", "metadata", "m"];

/// Words a method's name starts with when it destroys data (`DeleteAccount`, `PurgeQueue`).
const DESTROYING_METHODS: &[&str] = &[
    "delete", "remove", "drop", "purge", "truncate", "destroy", "wipe", "erase", "flush", "reset",
    "clear",
];

/// gRPC's standard health check method, in grpcurl's two spellings.
const HEALTH_CHECKS: &[&str] = &["grpc.health.v1.Health/Check", "grpc.health.v1.Health.Check"];

fn verdict(
    level: Level,
    effect: Effect,
    row: String,
    reason: String,
    grant: Option<String>,
) -> Verdict {
    Verdict {
        command: String::new(),
        level,
        effect,
        row,
        reason,
        grant,
        outside: true,
    }
}

/// A gRPC client's command line, read plainly.
struct Call<'a> {
    positional: Vec<&'a str>,
    headers: Vec<&'a str>,
    method: Option<&'a str>,
    unix: bool,
    expand: bool,
}

/// Reads the options and operands; `None` for an option this module leaves to later rules.
fn parse(args: &[String]) -> Option<Call<'_>> {
    let mut call = Call {
        positional: Vec::new(),
        headers: Vec::new(),
        method: None,
        unix: false,
        expand: false,
    };
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        let Some(flag) = a.strip_prefix("--").or_else(|| a.strip_prefix('-')) else {
            call.positional.push(a);
            continue;
        };
        let (key, attached) = match flag.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (flag, None),
        };
        if key.is_empty() || UNPLAIN_OPTIONS.contains(&key) {
            return None;
        }
        let value = match attached {
            None if VALUE_OPTIONS.contains(&key) => Some(it.next()?),
            v => v,
        };
        match key {
            "unix" => call.unix = value.is_none_or(|v| v != "false"),
            "expand-headers" => call.expand = value.is_none_or(|v| v != "false"),
            "call" => call.method = value,
            _ => {}
        }
        if HEADER_OPTIONS.contains(&key) {
            call.headers.extend(value);
        }
    }
    Some(call)
}

/// What a `grpcurl` or `ghz` command does, when it can be read plainly; `None` leaves it to
/// the rules after this one. An operand built at run time (`"$HOST:9090"`, `"$METHOD"`) is not
/// plain.
pub(crate) fn grpc_client(name: &str, args: &[String]) -> Option<Verdict> {
    if !matches!(name, "grpcurl" | "ghz") {
        return None;
    }
    let call = parse(args)?;
    let built = |w: &str| w.contains('$') || w.contains('`');
    if call.positional.iter().any(|w| built(w)) || call.method.is_some_and(built) {
        return None;
    }
    let shown = format!("{name} {}", call.positional.join(" "));
    let shown = shown.trim_end();
    // A header grpcurl expands itself (`-expand-headers`, `${TOKEN}`) may carry any secret of
    // the environment, which the shell's own checks never see.
    if call.headers.iter().any(|h| h.contains('$')) {
        return Some(verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("credentials: {name} with a credential header"),
            format!("`{shown}` sends a header built from the environment"),
            None,
        ));
    }
    // Credentials written out go only where the call goes: to this machine's server they are
    // the project's test users' (a call, never a plain read); elsewhere the call always asks.
    let credentials = call
        .headers
        .iter()
        .any(|h| crate::runners::credential_header(h));
    // grpcurl reads the services of its `-proto` files with no server at all.
    if name == "grpcurl" && matches!(call.positional.first(), Some(&("list" | "describe"))) {
        return Some(read(name, shown));
    }
    let (address, rest) = call.positional.split_first()?;
    let local = (call.unix || crate::knowledge::loopback(address))
        && !args.iter().any(|a| crate::knowledge::names_production(a));
    let verb = if name == "ghz" {
        call.method
    } else {
        rest.first().copied()
    }?;
    if name == "grpcurl" && matches!(verb, "list" | "describe") && !credentials {
        return local.then(|| read(name, shown));
    }
    // gRPC's standard health check only answers whether the service serves: a read.
    if name == "grpcurl" && local && !credentials && HEALTH_CHECKS.contains(&verb) {
        return Some(read(name, shown));
    }
    decide(name, shown, address, verb, local, call.unix)
}

/// A method call's verdict: see the module's documentation.
fn decide(
    name: &str,
    shown: &str,
    address: &str,
    verb: &str,
    local: bool,
    unix: bool,
) -> Option<Verdict> {
    if !local {
        return Some(verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("remote: {name} call to another machine"),
            format!("`{shown}` calls a method of a service on another machine"),
            None,
        ));
    }
    let method_name = verb
        .rsplit(['/', '.'])
        .next()
        .unwrap_or(verb)
        .to_ascii_lowercase();
    if DESTROYING_METHODS
        .iter()
        .any(|d| method_name.starts_with(d))
    {
        return Some(verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("destroying data: {name} call of a deleting method"),
            format!("`{shown}` calls a method that deletes or resets data"),
            None,
        ));
    }
    let service = if unix { "unix socket" } else { address };
    Some(verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: {name} write to a service on this machine"),
        format!(
            "`{shown}` calls a method of `{service}` on this machine, as the project's own tests do; one approval covers `{}` for the session",
            crate::toolchains::PROJECT_FAMILY
        ),
        Some(crate::toolchains::PROJECT_FAMILY.to_owned()),
    ))
}

fn read(name: &str, shown: &str) -> Verdict {
    Verdict {
        outside: false,
        ..verdict(
            Level::Allow,
            Effect::Read,
            format!("read-only: {name} listing of a service on this machine"),
            format!("`{shown}` only lists or describes services"),
            None,
        )
    }
}
