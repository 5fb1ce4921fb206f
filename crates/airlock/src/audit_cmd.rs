//! `airlock audit list | stats | why ID | verify | head`: reads the audit store (the hash-chained log
//! of every decision). The store is `--store PATH`, else `airlock.db` in airlock's home
//! (`AIRLOCK_HOME`, else `$XDG_DATA_HOME/airlock`, else `~/.local/share/airlock`).
//!
//! Every text in a record was masked before it was written; it is still escaped for display,
//! since it came from an agent or a server.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use airlock_gate::visible;
use airlock_store::{
    AnchorCheck, CallOutcome, Filter, Head, Record, RecordId, ServerStats, Store, VerifyReport,
    host_dialog,
};
use clap::{Args, Subcommand, ValueEnum};
use serde_json::{Value, json};

use crate::Exit;

/// Arguments of `airlock audit`.
#[derive(Debug, Args)]
pub struct AuditArgs {
    /// The store file (default: `airlock.db` in airlock's home).
    #[arg(long, global = true)]
    store: Option<PathBuf>,
    #[command(subcommand)]
    command: AuditCommand,
}

/// The audit subcommands.
#[derive(Debug, Subcommand)]
pub enum AuditCommand {
    /// List recorded decisions, newest first.
    List(ListArgs),
    /// Count decisions per server and action.
    Stats {
        /// Print JSON for programs.
        #[arg(long)]
        json: bool,
    },
    /// Explain one recorded decision: who decided, how, why, and its place in the chain.
    Why {
        /// The record's id (as `audit list` shows it, with or without `#`).
        id: String,
        /// Print JSON for programs.
        #[arg(long)]
        json: bool,
    },
    /// Check the hash chain, and its end against the anchor beside the store (or `--anchor`);
    /// exit 1 and name the first broken record, or the records missing at the end.
    Verify {
        /// An anchor kept elsewhere, as `airlock audit head` printed it (`HASH:COUNT`), checked
        /// instead of the anchor file beside the store.
        #[arg(long, value_name = "HASH:COUNT")]
        anchor: Option<String>,
    },
    /// Print the chain's head (`HASH:COUNT`: the newest record's hash and the number of
    /// records), to keep somewhere the agent cannot write and check later with `verify --anchor`.
    Head,
}

/// Filters of `airlock audit list`.
#[derive(Debug, Args)]
pub struct ListArgs {
    /// Only this server's calls.
    #[arg(long)]
    server: Option<String>,
    /// Only this tool's calls.
    #[arg(long)]
    tool: Option<String>,
    /// Only calls that ran (allow) or did not (deny).
    #[arg(long, value_enum)]
    action: Option<ActionArg>,
    /// Only this agent session's calls.
    #[arg(long)]
    session: Option<String>,
    /// At most this many records.
    #[arg(long)]
    limit: Option<u32>,
    /// Print JSON for programs.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ActionArg {
    Allow,
    Deny,
}

/// Runs `airlock audit`.
pub fn run(a: &AuditArgs) -> Result<u8, Exit> {
    let path = store_location(a.store.as_deref())?;
    let store = open_existing(&path)?;
    let fault = |e: airlock_store::StoreError| {
        Exit::input(format!("cannot read the store `{}`: {e}", path.display()))
    };
    match &a.command {
        AuditCommand::List(l) => {
            let filter = Filter {
                server: l.server.clone(),
                tool: l.tool.clone(),
                action: l.action.map(|x| match x {
                    ActionArg::Allow => "allow".to_owned(),
                    ActionArg::Deny => "deny".to_owned(),
                }),
                session: l.session.clone(),
                since_ms: None,
                limit: l.limit,
            };
            let records = store.list(&filter).map_err(fault)?;
            if l.json {
                let all: Vec<Value> = records.iter().map(record_json).collect();
                print_json(&Value::Array(all));
            } else if records.is_empty() {
                println!("no records match");
            } else {
                for r in &records {
                    println!("{}", list_line(r));
                }
            }
            Ok(0)
        }
        AuditCommand::Stats { json } => {
            let stats = store.stats().map_err(fault)?;
            if *json {
                print_json(&stats_json(&stats));
            } else {
                print!("{}", stats_text(&stats));
            }
            Ok(0)
        }
        AuditCommand::Why { id, json } => {
            let id = parse_id(id)?;
            let record = store
                .get(id)
                .map_err(fault)?
                .ok_or_else(|| Exit::input(format!("no record `#{}` in the store", id.0)))?;
            let report = store.verify().map_err(fault)?;
            if *json {
                let mut v = record_json(&record);
                if let Some(obj) = v.as_object_mut() {
                    obj.insert("how".into(), json!(how(&record.decided_by)));
                    obj.insert("chain".into(), chain_json(&record, &report));
                }
                print_json(&v);
            } else {
                print!("{}", why_text(&record, &report));
            }
            Ok(0)
        }
        AuditCommand::Verify { anchor } => {
            let given = match anchor {
                Some(text) => Some(Head::parse(text).ok_or_else(|| {
                    Exit::input(format!(
                        "`{text}` is not an anchor: give HASH:COUNT as `airlock audit head` \
                         prints it"
                    ))
                })?),
                None => None,
            };
            let report = store.verify_against(given.as_ref()).map_err(fault)?;
            println!("{}", verify_line(&report));
            Ok(u8::from(!report.ok()))
        }
        AuditCommand::Head => {
            match store.head().map_err(fault)? {
                Some(head) => println!("{head}"),
                None => println!("no records yet"),
            }
            Ok(0)
        }
    }
}

/// Where the store is: the flag, else `store = "…"` in airlock's `config.toml` (in its
/// configuration directory: how every command, the hooks included, points at a team's
/// PostgreSQL store), else the default home's `airlock.db`.
pub fn store_location(flag: Option<&Path>) -> Result<PathBuf, Exit> {
    if let Some(p) = flag {
        return Ok(p.to_owned());
    }
    let var = |k: &str| std::env::var(k).ok();
    if let Ok(dir) = airlock_gate::config_home(var)
        && let Some(store) = configured_store(&dir.join("config.toml"))?
    {
        return Ok(store);
    }
    airlock_gate::default_home(var)
        .map(|home| airlock_gate::store_path(&home))
        .map_err(|e| Exit::input(e.to_string()))
}

/// airlock's `config.toml`, as far as the store goes.
#[derive(serde::Deserialize)]
struct Config {
    /// The store: a SQLite file or a `postgres://` URL.
    store: Option<PathBuf>,
}

/// The store named in the configuration file `file`, if it exists and names one.
fn configured_store(file: &Path) -> Result<Option<PathBuf>, Exit> {
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(Exit::input(format!(
                "cannot read `{}`: {e}",
                file.display()
            )));
        }
    };
    let config: Config = toml::from_str(&text)
        .map_err(|e| Exit::input(format!("`{}` does not read: {e}", file.display())))?;
    Ok(config.store)
}

/// Opens a store that exists; reading the audit never creates one (a PostgreSQL store is
/// there when its server answers).
fn open_existing(path: &Path) -> Result<Store, Exit> {
    let shared = path.to_str().is_some_and(airlock_store::is_postgres_url);
    if !shared && !path.exists() {
        return Err(Exit::input(format!(
            "no audit store at `{}` (nothing has been recorded there); give `--store PATH` or \
             set AIRLOCK_HOME",
            path.display()
        )));
    }
    Store::open(path).map_err(|e| Exit::input(format!("cannot open the store: {e}")))
}

fn parse_id(text: &str) -> Result<RecordId, Exit> {
    text.trim_start_matches('#')
        .parse::<i64>()
        .ok()
        .filter(|n| *n > 0)
        .map(RecordId)
        .ok_or_else(|| {
            Exit::input(format!(
                "`{text}` is not a record id; give the number `audit list` shows, e.g. `3`"
            ))
        })
}

fn print_json(v: &Value) {
    println!("{}", serde_json::to_string_pretty(v).unwrap_or_default());
}

/// One line of `audit list`.
pub fn list_line(r: &Record) -> String {
    let ran = r.outcome().as_str();
    let server = if r.server.is_empty() { "-" } else { &r.server };
    format!(
        "#{:<4} {}  {ran:<7}  {:<10} {:<10} {:<11} {}",
        r.id.0,
        utc(r.time_ms),
        visible(server),
        r.tier,
        r.decided_by,
        visible(&r.label),
    )
}

/// A record as JSON: every stored field.
pub fn record_json(r: &Record) -> Value {
    json!({
        "id": r.id.0,
        "time_ms": r.time_ms,
        "time": utc(r.time_ms),
        "session": r.session,
        "server": r.server,
        "tool": r.tool,
        "label": r.label,
        "tier": r.tier,
        "action": r.action,
        "rule": r.rule,
        "decided_by": r.decided_by,
        "detail": r.detail,
        "duration_ms": r.duration_ms,
        "args": serde_json::from_str::<Value>(&r.args).unwrap_or_else(|_| Value::String(r.args.clone())),
        "args_hash": r.args_hash,
        "prev_hash": r.prev_hash,
        "hash": r.hash,
        "host": r.identity.host,
        "user": r.identity.user,
        "cwd": r.identity.cwd,
    })
}

fn stats_json(stats: &[ServerStats]) -> Value {
    let servers: Vec<Value> = stats
        .iter()
        .map(|s| {
            let total: u64 = s.by_action.values().sum();
            json!({"server": s.server, "total": total, "by_action": s.by_action})
        })
        .collect();
    json!({ "servers": servers })
}

/// Counts per server: one line each, with its total.
pub fn stats_text(stats: &[ServerStats]) -> String {
    if stats.is_empty() {
        return "no records\n".to_owned();
    }
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{:<16} {:>6} {:>6} {:>6}",
        "server", "ran", "denied", "total"
    );
    for st in stats {
        let count = |k: &str| st.by_action.get(k).copied().unwrap_or(0);
        let total: u64 = st.by_action.values().sum();
        let name = if st.server.is_empty() {
            "-"
        } else {
            &st.server
        };
        let _ = writeln!(
            s,
            "{:<16} {:>6} {:>6} {:>6}",
            visible(name),
            count("allow"),
            count("deny"),
            total
        );
    }
    s
}

/// The result of `verify` in one line.
pub fn verify_line(report: &VerifyReport) -> String {
    match report.first_bad {
        None if !report.anchor.ok() => anchor_line(report),
        None if report.checked == 0 => "audit chain: no records yet".to_owned(),
        None => format!(
            "audit chain intact: {} record(s), every hash and link verified{}",
            report.checked,
            match &report.anchor {
                AnchorCheck::Holds { anchor, past: 0 } => {
                    format!(", ending at the anchor (#{})", anchor.count)
                }
                AnchorCheck::Holds { anchor, past } => format!(
                    ", the anchor's record #{} among them and {past} record(s) after it (written \
                     since, or the anchor was not updated after its last commit)",
                    anchor.count
                ),
                _ => String::new(),
            }
        ),
        Some(id) => format!(
            "audit chain BROKEN at record #{}: its hash or its link to the record before does not \
             verify (edited, inserted or deleted); records from #{} on cannot be trusted",
            id.0, id.0
        ),
    }
}

/// What is wrong with the chain's end, in one line.
fn anchor_line(report: &VerifyReport) -> String {
    match &report.anchor {
        AnchorCheck::Truncated { anchor, last } => {
            let missing = if anchor.count == last.saturating_add(1) {
                format!("record #{} is", anchor.count)
            } else {
                format!(
                    "records #{} to #{} are",
                    last.saturating_add(1),
                    anchor.count
                )
            };
            format!(
                "audit chain TRUNCATED: {missing} missing: the anchor names record #{} (hash \
                 {}), but the chain ends at #{last} ({} record(s) verified)",
                anchor.count, anchor.hash, report.checked
            )
        }
        AnchorCheck::Differs { anchor, found } => format!(
            "audit chain REWRITTEN: record #{} has hash {found}, but the anchor names hash {}: \
             records up to #{} were replaced",
            anchor.count, anchor.hash, anchor.count
        ),
        AnchorCheck::Missing => format!(
            "audit chain UNANCHORED: {} record(s) link, but the anchor file beside the store is \
             gone, so records cut off the end cannot be ruled out (check against a kept anchor \
             with `airlock audit verify --anchor HASH:COUNT`)",
            report.checked
        ),
        AnchorCheck::Unreadable(why) => {
            format!("audit chain UNANCHORED: the anchor cannot be read: {why}")
        }
        AnchorCheck::Unchecked | AnchorCheck::Holds { .. } => String::new(),
    }
}

/// How a decision was reached, in words.
fn how(decided_by: &str) -> &'static str {
    match decided_by {
        "rule" => "the policy decided on its own, without asking anyone",
        "grant" => "an earlier \"for this session\" answer covered it",
        "autonomy" => "a sub-agent's auto_approve answered it",
        "human" => "a human answered the approval card",
        "timeout" => "nobody answered in time, so it was denied",
        "cancelled" => "the client withdrew the call while it waited for approval",
        "no_approver" => "nobody could be asked, so it was denied (fail closed)",
        "fault" => "airlock failed while deciding, so it was denied (fail closed)",
        "sandbox" => {
            "the sandbox checked the workspace after the command ran and moved aside the \
             repositories it planted, so the host's git obeys none of them"
        }
        "claude-code" => {
            "a human at Claude Code's own dialog; airlock learned whether the call ran from \
             Claude Code's after-tool event (none by the agent's next call or the session's end: \
             it did not run)"
        }
        "gemini" => {
            "a human at Gemini CLI's own dialog; airlock learned whether the call ran from \
             Gemini CLI's after-tool event (none by the agent's next call or the session's end: \
             it did not run)"
        }
        _ => "unknown",
    }
}

fn chain_json(r: &Record, report: &VerifyReport) -> Value {
    json!({
        "position": r.id.0,
        "records": report.checked,
        "prev_hash": r.prev_hash,
        "hash": r.hash,
        "verified": report.first_bad.is_none_or(|bad| bad > r.id),
        "first_bad": report.first_bad.map(|b| b.0),
    })
}

/// `audit why`: the whole record, in words.
pub fn why_text(r: &Record, report: &VerifyReport) -> String {
    let mut s = String::new();
    let host = host_dialog(&r.decided_by);
    let ran = match (r.outcome(), host) {
        (CallOutcome::Ran, Some(host)) => format!("RAN (asked at {host}'s dialog, approved there)"),
        (CallOutcome::Ran, None) => "RAN".to_owned(),
        (CallOutcome::NotRun, _) => format!(
            "DID NOT RUN (asked at {}'s dialog)",
            host.unwrap_or("the host")
        ),
        (CallOutcome::Asked, _) => "HANDED TO THE HOST'S DIALOG (outcome not recorded)".to_owned(),
        (CallOutcome::Moved, _) => {
            "RAN (the repositories it planted were moved aside afterwards)".to_owned()
        }
        (CallOutcome::Denied, _) => "DID NOT RUN".to_owned(),
    };
    let _ = writeln!(s, "record #{}: {ran}  {}", r.id.0, visible(&r.label));
    let mut row = |k: &str, v: &str| {
        let _ = writeln!(s, "  {k:<11}{v}");
    };
    row("time", &utc(r.time_ms));
    row("session", &visible(&r.session));
    // Records made before identities were kept have none.
    if r.identity != airlock_store::Identity::default() {
        row("host", &visible(&r.identity.host));
        row("user", &visible(&r.identity.user));
        row("cwd", &visible(&r.identity.cwd));
    }
    row(
        "server",
        &visible(if r.server.is_empty() { "-" } else { &r.server }),
    );
    row("tool", &visible(&r.tool));
    row("label", &visible(&r.label));
    row("tier", &r.tier);
    row("action", &r.action);
    row("rule", &visible(&r.rule));
    row(
        "decided by",
        &format!("{} ({})", r.decided_by, how(&r.decided_by)),
    );
    row("detail", &visible(&r.detail));
    row("took", &format!("{} ms", r.duration_ms));
    row("args hash", &r.args_hash);
    s.push_str("  arguments (masked)\n");
    let pretty = serde_json::from_str::<Value>(&r.args)
        .ok()
        .and_then(|v| serde_json::to_string_pretty(&v).ok())
        .unwrap_or_else(|| r.args.clone());
    for line in pretty.lines() {
        let _ = writeln!(s, "    {}", visible(line));
    }
    let _ = writeln!(
        s,
        "  chain      record {} of {}; previous hash {}",
        r.id.0,
        report.checked,
        short(&r.prev_hash)
    );
    let _ = writeln!(s, "             this hash {}", short(&r.hash));
    let verdict = match report.first_bad {
        None => "the chain verifies through this record and to the end".to_owned(),
        Some(bad) if bad > r.id => format!(
            "the chain verifies through this record, but breaks later, at #{}",
            bad.0
        ),
        Some(bad) => format!(
            "the chain is BROKEN at #{}: this record cannot be trusted",
            bad.0
        ),
    };
    let _ = writeln!(s, "             {verdict}");
    s
}

fn short(hash: &str) -> &str {
    hash.get(..16).unwrap_or(hash)
}

/// Milliseconds since the epoch as an RFC 3339 UTC time, to the second.
pub fn utc(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utc_formats_known_instants() {
        assert_eq!(utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(utc(951_782_400_000), "2000-02-29T00:00:00Z");
        assert_eq!(utc(1_767_225_599_999), "2025-12-31T23:59:59Z");
        assert_eq!(utc(-1000), "1969-12-31T23:59:59Z");
    }

    #[test]
    fn ids_take_an_optional_hash_sign() {
        assert_eq!(parse_id("#12").unwrap(), RecordId(12));
        assert_eq!(parse_id("3").unwrap(), RecordId(3));
        assert!(parse_id("0").is_err());
        assert!(parse_id("x").is_err());
    }
}
