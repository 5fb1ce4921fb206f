//! Clients of a service the project runs on this machine that are not HTTP clients: gRPC's
//! `grpcurl` and its load tester `ghz`.
//!
//! A gRPC call is to a server what an HTTP request is (see `runners::request`): listing and
//! describing the services only read; a method call to this machine's server is asked once per
//! server (`local service HOST:PORT writes`, the key curl's local writes use), since it changes
//! at most the development data of the project's own running service, which the agent could
//! change as well through a test; a method whose name deletes, drops, purges or resets, a call
//! to another machine, a server named production, and a call carrying credentials in a header
//! always ask. Anything this module cannot read plainly (a word built at run time, files
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

/// What a `grpcurl` or `ghz` command does, when it can be read plainly; `None` leaves it to
/// the rules after this one.
pub(crate) fn grpc_client(name: &str, args: &[String], dynamic: bool) -> Option<Verdict> {
    if !matches!(name, "grpcurl" | "ghz") || dynamic {
        return None;
    }
    let mut positional: Vec<&str> = Vec::new();
    let mut headers: Vec<&str> = Vec::new();
    let mut method: Option<&str> = None;
    let mut unix = false;
    let mut expand = false;
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        let Some(flag) = a.strip_prefix("--").or_else(|| a.strip_prefix('-')) else {
            positional.push(a);
            continue;
        };
        if flag.is_empty() {
            return None;
        }
        let (key, attached) = match flag.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (flag, None),
        };
        if UNPLAIN_OPTIONS.contains(&key) {
            return None;
        }
        let value = if VALUE_OPTIONS.contains(&key) {
            match attached {
                Some(v) => Some(v),
                None => Some(it.next()?),
            }
        } else {
            attached
        };
        match key {
            "unix" => unix = value.is_none_or(|v| v != "false"),
            "expand-headers" => expand = value.is_none_or(|v| v != "false"),
            "call" => method = value,
            _ => {}
        }
        if HEADER_OPTIONS.contains(&key) {
            headers.extend(value);
        }
    }
    let shown = format!("{name} {}", positional.join(" "));
    if headers
        .iter()
        .any(|h| crate::runners::credential_header(h) || (expand && h.contains('$')))
    {
        return Some(verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("credentials: {name} with a credential header"),
            format!("`{}` sends credentials in a header", shown.trim_end()),
            None,
        ));
    }
    // grpcurl reads the services of its `-proto` files with no server at all.
    if name == "grpcurl" && matches!(positional.first(), Some(&("list" | "describe"))) {
        return Some(read(name, &shown));
    }
    let (address, rest) = positional.split_first()?;
    let address = *address;
    let local = (unix || crate::knowledge::loopback(address))
        && !args.iter().any(|a| crate::knowledge::names_production(a));
    let verb = if name == "ghz" {
        method
    } else {
        rest.first().copied()
    };
    let verb = verb?;
    if name == "grpcurl" && matches!(verb, "list" | "describe") {
        if local {
            return Some(read(name, &shown));
        }
        return None;
    }
    if !local {
        return Some(verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("remote: {name} call to another machine"),
            format!(
                "`{}` calls a method of a service on another machine",
                shown.trim_end()
            ),
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
            format!(
                "`{}` calls a method that deletes or resets data",
                shown.trim_end()
            ),
            None,
        ));
    }
    let service = if unix { "unix socket" } else { address };
    Some(verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: {name} write to a service on this machine"),
        format!(
            "`{}` calls a method of `{service}` on this machine; one approval covers writes to it for the session",
            shown.trim_end()
        ),
        Some(format!("local service {service} writes")),
    ))
}

fn read(name: &str, shown: &str) -> Verdict {
    Verdict {
        outside: false,
        ..verdict(
            Level::Allow,
            Effect::Read,
            format!("read-only: {name} listing of a service on this machine"),
            format!("`{}` only lists or describes services", shown.trim_end()),
            None,
        )
    }
}
