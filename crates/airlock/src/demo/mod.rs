//! `airlock demo`: a scripted agent drives the MCP gateway, in front of the example server, through
//! a story that shows each kind of decision as it happens, then prints the audit summary.
//!
//! Everything is real except the agent's choices: the example server (`server.rs`, run as the
//! hidden `airlock demo-server` through this executable) is a child process speaking stdio MCP;
//! the gateway is `airlock_mcp::relay` with a `Gate` over the embedded default policy; the agent
//! (`agent.rs`) is an in-process MCP client. Questions go to the terminal (`/dev/tty`), or are
//! answered by `--answer yes|no`. The store is a fresh one in a temporary folder unless
//! `--store` names one, so the demo never mixes into the user's own audit.

mod agent;
pub mod server;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use airlock_gate::{
    Answer, Approver, Card, FnApprover, Gate, GateConfig, TerminalApprover, Verdict, visible,
};
use airlock_mcp::{Observed, ProxyConfig};
use airlock_policy::Policy;
use airlock_store::{Filter, PinOutcome, Store};
use clap::{Args, ValueEnum};
use serde_json::{Value, json};

use crate::Exit;
use agent::Agent;
pub use agent::AgentError;

/// The example server's name in the policy and the store.
const SERVER: &str = "demo";

/// Added to the default policy: the example server ships with airlock, so its `readOnlyHint`
/// may allow a call. (From any other server a hint only raises; see docs/policy.md.)
const TRUST: &str = "[[server]]\nname = \"demo\"\nannotations = \"trust\"\n";

/// Arguments of `airlock demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Who answers the questions: the human at the terminal (`ask`), or always `yes` or `no`
    /// (default: `ask` when a terminal can be opened, else `no`).
    #[arg(long, value_enum)]
    answer: Option<AnswerArg>,
    /// The store to record into (default: a fresh one in a new temporary folder).
    #[arg(long)]
    store: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum AnswerArg {
    Yes,
    No,
    Ask,
}

/// One call of the story: what the agent is after, and the call it makes.
struct Step {
    title: &'static str,
    tool: &'static str,
    args: Value,
}

/// Runs `airlock demo`: 0 when the story ran and the audit chain verifies, 1 when it does not.
pub fn run(a: &DemoArgs) -> Result<u8, Exit> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Exit::input(format!("cannot start the runtime: {e}")))?;
    runtime.block_on(demo(a))
}

async fn demo(a: &DemoArgs) -> Result<u8, Exit> {
    let root = fresh_dir()?;
    let files = root.join("files");
    server::prepare(&files)
        .map_err(|e| Exit::input(format!("cannot prepare `{}`: {e}", files.display())))?;
    let store_path = a.store.clone().unwrap_or_else(|| root.join("airlock.db"));
    let store = Store::open(&store_path).map_err(|e| {
        Exit::input(format!(
            "cannot open the store `{}`: {e}",
            store_path.display()
        ))
    })?;
    let policy_text = format!("{}\n{TRUST}", airlock_policy::DEFAULT_POLICY);
    let policy = Policy::load("<demo policy>", &policy_text)
        .map_err(|e| Exit::input(format!("the demo policy does not load: {e}")))?;
    let answer = a.answer.unwrap_or_else(|| {
        if TerminalApprover::default().available() {
            AnswerArg::Ask
        } else {
            AnswerArg::No
        }
    });
    let gate = Arc::new(Gate::new(policy, store, approver(answer), {
        let mut config = GateConfig::default();
        config.workspace = Some(files.display().to_string());
        config.home = std::env::var("HOME").ok().filter(|h| !h.is_empty());
        config.protected = vec![store_path.display().to_string()];
        config.sandboxed = false;
        config.policy_file = None;
        config
    }));
    let session = format!("demo-{}", airlock_gate::now_ms());
    intro(&files, &store_path, answer);

    let exe = std::env::current_exe()
        .map_err(|e| Exit::input(format!("cannot find this executable: {e}")))?;
    let mut child = tokio::process::Command::new(exe)
        .arg("demo-server")
        .arg("--dir")
        .arg(&files)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| Exit::input(format!("cannot start the example server: {e}")))?;
    let (Some(server_in), Some(server_out)) = (child.stdin.take(), child.stdout.take()) else {
        return Err(Exit::input("the example server's stdio is not piped"));
    };
    let (agent_end, gateway_end) = tokio::io::duplex(1 << 16);
    let (from_agent, to_agent) = tokio::io::split(gateway_end);
    let mut cfg = ProxyConfig::new(SERVER, &session);
    cfg.on_decision = Some(Arc::new(show));
    let relay = tokio::spawn(airlock_mcp::relay(
        Arc::clone(&gate),
        cfg,
        from_agent,
        to_agent,
        server_out,
        server_in,
    ));
    let (reader, writer) = tokio::io::split(agent_end);
    let mut agent = Agent::new(reader, writer);
    let told = story(&mut agent).await;
    agent.close().await;
    let _ = tokio::time::timeout(Duration::from_secs(10), relay).await;
    let _ = child.start_kill();
    let _ = child.wait().await;
    told?;
    summary(&gate, &session, &store_path)
}

/// The story: each step a call, narrated; the rug pull re-lists when the server says so.
async fn story<R, W>(agent: &mut Agent<R, W>) -> Result<(), AgentError>
where
    R: tokio::io::AsyncRead + Unpin,
    W: tokio::io::AsyncWrite + Unpin,
{
    let init = agent.initialize().await?;
    let name = init
        .pointer("/result/serverInfo/name")
        .and_then(Value::as_str)
        .unwrap_or("?");
    chapter(1, "The agent connects and lists the tools");
    println!("   connected to `{}`", visible(name));
    let tools = agent.list_tools().await?;
    let names: Vec<&str> = tools
        .iter()
        .filter_map(|t| t.get("name").and_then(Value::as_str))
        .collect();
    println!("   tools: {}", visible(&names.join(", ")));
    for (n, step) in (2..).zip(steps()) {
        chapter(n, step.title);
        call(agent, step.tool, step.args).await?;
        // A ping's answer comes after anything the server sent before it (the gateway keeps
        // the server's order), so a list_changed sent with the result has arrived by then.
        agent.request("ping", json!({})).await?;
        if agent.list_changed {
            println!("   the server says its tools changed; the agent lists them again");
            agent.list_tools().await?;
        }
    }
    Ok(())
}

fn steps() -> Vec<Step> {
    vec![
        Step {
            title: "A read: the server marks it read-only, and the demo trusts its hints",
            tool: "read_file",
            args: json!({"path": "notes.txt"}),
        },
        Step {
            title: "A write: asks once (an answer \"for this session\" would be remembered)",
            tool: "write_file",
            args: json!({"path": "plan.md", "content": "1. tag v1.0\n2. mail the team\n"}),
        },
        Step {
            title: "A mail: always asks, every time",
            tool: "send_email",
            args: json!({"to": "team@example.com", "subject": "v1.0 is out",
                         "body": "Tagged and released."}),
        },
        Step {
            title: "A meta-tool: the card names the action it encloses, not the meta-tool",
            tool: "COMPOSIO_MULTI_EXECUTE_TOOL",
            args: json!({"tools": [{"tool_slug": "GMAIL_SEND_EMAIL", "arguments": {
                "recipient_email": "boss@example.com", "subject": "done",
                "body": "The release is out."}}]}),
        },
        Step {
            title: "A shell script: every command in it is judged, and the worst decides",
            tool: "run_command",
            args: json!({"command":
                "ls -la && cat notes.txt | wc -l; rm -rf build; git push origin main"}),
        },
        Step {
            title: "A denied call: the policy's blocklist never asks, and the server never sees it",
            tool: "run_command",
            args: json!({"command": "rm -rf ~"}),
        },
        Step {
            title: "A harmless tool (whose server is about to change it)",
            tool: "get_weather",
            args: json!({"city": "Lyon"}),
        },
        Step {
            title: "The rug pull: the same tool, now with a changed definition, always asks",
            tool: "get_weather",
            args: json!({"city": "Paris"}),
        },
        Step {
            title: "A secret in a result: masked before the agent sees it",
            tool: "show_config",
            args: json!({}),
        },
    ]
}

/// One call, and what the agent got back.
async fn call<R, W>(agent: &mut Agent<R, W>, tool: &str, args: Value) -> Result<(), AgentError>
where
    R: tokio::io::AsyncRead + Unpin,
    W: tokio::io::AsyncWrite + Unpin,
{
    println!("   agent calls {tool} {}", visible(&args.to_string()));
    let reply = agent.call(tool, args).await?;
    let (text, is_error) = match reply.get("result") {
        Some(r) => (
            r.pointer("/content/0/text")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned(),
            r.get("isError").and_then(Value::as_bool).unwrap_or(false),
        ),
        None => (
            reply
                .pointer("/error/message")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned(),
            true,
        ),
    };
    let head = if is_error {
        "agent gets an error"
    } else {
        "agent gets"
    };
    let mut lines = text.lines();
    println!("   {head}: {}", visible(lines.next().unwrap_or("")));
    for line in lines.take(5) {
        println!("   {:width$}  {}", "", visible(line), width = head.len());
    }
    Ok(())
}

fn chapter(n: u32, title: &str) {
    println!("\n{n}. {title}");
}

fn intro(files: &Path, store: &Path, answer: AnswerArg) {
    println!("airlock demo: a scripted agent calls the example MCP server through the gateway.");
    println!(
        "  policy       the embedded default, plus `[[server]] name = \"demo\", annotations = \"trust\"`"
    );
    println!(
        "  server       airlock demo-server (stdio), acting only in {}",
        files.display()
    );
    println!("  store        {}", store.display());
    let who = match answer {
        AnswerArg::Ask => "you, at this terminal: y runs once, s for the session, n denies",
        AnswerArg::Yes => "--answer yes: every question is answered yes",
        AnswerArg::No => "--answer no: every question is answered no",
    };
    println!("  questions    {who}");
}

/// The approver for `--answer`: the terminal, or a fixed answer that is printed with the card.
fn approver(answer: AnswerArg) -> Arc<dyn Approver> {
    match answer {
        AnswerArg::Ask => Arc::new(TerminalApprover::default()),
        AnswerArg::Yes => Arc::new(FnApprover::new(|card: &Card| {
            print!("{}", question(card, "yes (--answer yes)"));
            Answer::Once
        })),
        AnswerArg::No => Arc::new(FnApprover::new(|card: &Card| {
            print!("{}", question(card, "no (--answer no)"));
            Answer::Deny(None)
        })),
    }
}

/// A card in a few lines, for the non-interactive answers.
fn question(card: &Card, answered: &str) -> String {
    let mut s = format!(
        "   ASKS the human: {}  ({})\n      because: {}\n",
        visible(&card.label),
        card.tier,
        visible(&card.reason)
    );
    if card.definition_changed {
        s.push_str("      warning: this tool's definition changed since it was approved\n");
    }
    let _ = writeln!(s, "      answered: {answered}");
    s
}

/// Prints what the gateway observed, as it happens.
fn show(seen: &Observed) {
    match seen {
        Observed::Listed { notes } => {
            let (mut first, mut same, mut changed) = (0, 0, 0);
            for note in notes {
                match &note.pin {
                    Some(PinOutcome::New) => first += 1,
                    Some(PinOutcome::Same) => same += 1,
                    Some(PinOutcome::Changed { previous }) => {
                        changed += 1;
                        println!(
                            "   gateway: `{}` CHANGED since it was pinned (was {}…); it asks every \
                         time until a human approves the new definition",
                            visible(&note.name),
                            previous.get(..12).unwrap_or(previous)
                        );
                    }
                    None => {}
                }
                for flag in &note.flags {
                    println!(
                        "   gateway: `{}`'s description speaks to the model: {}",
                        visible(&note.name),
                        visible(flag)
                    );
                }
            }
            println!(
                "   gateway: {} tool(s) listed and pinned: {first} new, {same} unchanged, \
                 {changed} changed",
                notes.len()
            );
        }
        Observed::Decided { verdict, .. } => print!("{}", decision(verdict)),
        Observed::Withdrawn { tool, .. } => {
            println!("   WITHDRAWN {}: the client cancelled it", visible(tool));
        }
        Observed::Finished { note, .. } => {
            if note.masked_strings > 0 {
                println!(
                    "   gateway: masked {} string(s) holding secrets in the result",
                    note.masked_strings
                );
            }
            if let Some(n) = note.cut_from_bytes {
                println!("   gateway: cut the result from {n} bytes, with a notice");
            }
        }
        _ => {}
    }
}

/// A decision as the demo prints it: what ran or not, who decided, why, and each enclosed action.
fn decision(v: &Verdict) -> String {
    let d = &v.decision;
    let outcome = if v.runs() { "RAN   " } else { "DENIED" };
    let mut s = format!(
        "   {outcome} {}  [{}; decided by {}; rule: {}]\n",
        visible(d.label()),
        d.tier(),
        v.decided_by.as_str(),
        visible(d.rule())
    );
    let _ = writeln!(s, "          why: {}", visible(d.reason()));
    if d.actions().len() > 1 {
        for a in d.actions() {
            let _ = writeln!(
                s,
                "            {:<10} {:<28} {}",
                a.tier.as_str(),
                visible(&a.label),
                visible(&a.reason)
            );
        }
    }
    s
}

/// The audit summary: this session's records, counts per server, and the chain check.
fn summary(gate: &Gate, session: &str, store: &Path) -> Result<u8, Exit> {
    let filter = Filter {
        session: Some(session.to_owned()),
        ..Filter::default()
    };
    let read = gate
        .with_store(|s| Ok((s.list(&filter)?, s.stats()?, s.verify()?)))
        .map_err(|e| Exit::input(format!("cannot read the store: {e}")))?;
    let (mut records, stats, report) = read;
    records.reverse();
    println!("\nThe audit: one record per decision, hash-chained");
    for r in &records {
        println!("   {}", crate::audit_cmd::list_line(r));
    }
    println!();
    for line in crate::audit_cmd::stats_text(&stats).lines() {
        println!("   {line}");
    }
    println!("\n   {}", crate::audit_cmd::verify_line(&report));
    // The rug pull's record is the one most worth a look.
    let example = records
        .iter()
        .find(|r| r.rule == "airlock: tool pin")
        .or(records.first())
        .map_or(1, |r| r.id.0);
    let (run, install) = how_to_run();
    let path = airlock_shell::quote_word(&store.display().to_string());
    println!("\nTry: {run} audit --store {path} list");
    println!("     {run} audit --store {path} why {example}");
    println!("     {run} audit --store {path} verify");
    if let Some(install) = install {
        println!("(or put airlock on your PATH once with `{install}`, then type `airlock …`)");
    }
    Ok(u8::from(!report.ok()))
}

/// How the user can run this same airlock again from where they are, so the closing hints run
/// as printed: `airlock` when the `PATH` finds this binary; the `cargo run` form when it was
/// built by cargo in the workspace the user is in (with the `cargo install` that puts it on the
/// `PATH`); else the binary's absolute path.
fn how_to_run() -> (String, Option<String>) {
    let Some(exe) = std::env::current_exe()
        .ok()
        .and_then(|p| p.canonicalize().ok())
    else {
        return ("airlock".to_owned(), None);
    };
    let on_path = std::env::var_os("PATH").is_some_and(|paths| {
        std::env::split_paths(&paths)
            .filter_map(|dir| dir.join("airlock").canonicalize().ok())
            .next()
            .is_some_and(|found| found == exe)
    });
    if on_path {
        return ("airlock".to_owned(), None);
    }
    let profile = exe.parent();
    let profile_name = profile.and_then(Path::file_name).and_then(|n| n.to_str());
    let workspace = profile.and_then(Path::parent).and_then(Path::parent);
    let cwd = std::env::current_dir()
        .ok()
        .and_then(|p| p.canonicalize().ok());
    let built_here = workspace.is_some_and(|ws| {
        ws.join("crates/airlock/Cargo.toml").is_file() && cwd.is_some_and(|cwd| cwd.starts_with(ws))
    });
    match (built_here, profile_name, workspace) {
        (true, Some(profile @ ("debug" | "release")), Some(ws)) => {
            let release = if profile == "release" {
                " --release"
            } else {
                ""
            };
            let crate_dir = ws.join("crates/airlock");
            let install = format!(
                "cargo install --path {}",
                airlock_shell::quote_word(&crate_dir.display().to_string())
            );
            (
                format!("cargo run -q{release} -p airlock --"),
                Some(install),
            )
        }
        _ => (airlock_shell::quote_word(&exe.display().to_string()), None),
    }
}

/// A new folder for this run under the system's temporary directory.
fn fresh_dir() -> Result<PathBuf, Exit> {
    let base = std::env::temp_dir();
    for attempt in 0..100u32 {
        let dir = base.join(format!(
            "airlock-demo-{}-{}-{attempt}",
            std::process::id(),
            airlock_gate::now_ms()
        ));
        match std::fs::create_dir(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                return Err(Exit::input(format!(
                    "cannot create a folder in `{}`: {e}",
                    base.display()
                )));
            }
        }
    }
    Err(Exit::input("cannot create a fresh folder for the demo"))
}
