//! An example agent on airlock's library: a parent loop and sub-agents with auto_approve, every
//! tool call through `Gate::guard`, and the seeds' immutable gates holding.
//!
//! The "model" is a script, so the run is the same every time and needs no network; the
//! "human" is a function that answers approval cards and remembers what it was shown. The run
//! checks, and exits non-zero if any fails:
//!
//! - a sub-agent's auto_approve answers `ask_once` for reads by itself, and the human never sees
//!   those cards; the parent, without auto_approve, asks;
//! - a sub-agent's auto_approve never answers a write or an exec outside the sandbox: the human
//!   is asked, and sees the sub-agent's lineage on the card;
//! - sending mail always asks, whoever asks, and the human's "no" reaches the agent as an error
//!   it can act on; the tool never runs;
//! - delegation deeper than `max_delegation_depth` is denied, and a deny entry holds under
//!   auto_approve;
//! - results come back masked, and every call has exactly one audit record in a chain that
//!   verifies.
//!
//! It needs the library alone, none of airlock's front-ends (the terminal card, the daemon's
//! client, airlock's home): run it with
//! `cargo run -p airlock-gate --no-default-features --example agent`.

use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use airlock_gate::{AgentContext, Answer, Card, FnApprover, Gate, GateConfig, Request};
use serde_json::{Value, json};

const POLICY: &str = r#"
version = 1

[gate]
max_delegation_depth = 2        # agents up to depth 2: the main agent and its sub-agents may delegate
approval_timeout_secs = 5

[[deny]]
command = "rm -rf /"
reason = "the root filesystem is never wiped"

[[tool]]
name = "search_web"
tier = "ask_once"
class = "read"
reason = "searches the web"

[[tool]]
name = "read_file"
path = "path"
access = "read"

[[tool]]
name = "write_file"
path = "path"
access = "write"

[[tool]]
name = "run_bash"
shell = "command"

[[tool]]
name = "delegate_task"
tier = "allow"
class = "delegate"
reason = "starts a sub-agent"
"#;

/// What the scripted human was asked, as `agent: label`.
type Seen = Arc<Mutex<Vec<String>>>;

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let workspace = match tempdir() {
        Ok(w) => w,
        Err(why) => {
            eprintln!("cannot make a workspace: {why}");
            return ExitCode::FAILURE;
        }
    };
    let outcome = run(&workspace).await;
    let _ = std::fs::remove_dir_all(&workspace);
    match outcome {
        Ok(()) => {
            println!("\nall of the seeds' immutable gates held");
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("\nFAILED: {why}");
            ExitCode::FAILURE
        }
    }
}

async fn run(workspace: &str) -> Result<(), String> {
    let seen: Seen = Arc::default();
    let gate = gate(workspace, Arc::clone(&seen))?;
    let main = AgentContext::main("example-session");

    println!("== the parent loop (no auto_approve)");
    let found = call(&gate, &main, "search_web", json!({"q": "airlock"})).await;
    expect(
        found.is_err(),
        "the parent asks before a search, and the human said no",
    )?;
    let notes = call(&gate, &main, "read_file", json!({"path": "notes.md"})).await;
    expect(
        notes.is_ok(),
        "the parent reads inside the workspace without asking",
    )?;

    println!("\n== a researcher sub-agent (auto_approve)");
    call(&gate, &main, "delegate_task", json!({"task": "research"})).await?;
    let researcher = main.sub_agent("researcher", true);
    let found = call(&gate, &researcher, "search_web", json!({"q": "airlock"})).await?;
    expect(
        !found.to_string().contains("ghp_0123456789"),
        "the result's secret is masked on the way back",
    )?;
    let path = format!("{workspace}/report.md");
    let wrote = call(
        &gate,
        &researcher,
        "write_file",
        json!({"path": path, "text": "# findings"}),
    )
    .await;
    expect(wrote.is_ok(), "the human approved the researcher's write")?;
    let built = call(
        &gate,
        &researcher,
        "run_bash",
        json!({"command": "cargo build"}),
    )
    .await;
    expect(built.is_err(), "the human refused the researcher's build")?;
    let wiped = call(
        &gate,
        &researcher,
        "run_bash",
        json!({"command": "rm -rf /"}),
    )
    .await;
    expect(
        wiped.is_err_and(|e| e.contains("never wiped")),
        "a deny entry holds under auto_approve",
    )?;
    let mail = researcher.call_on(
        "composio",
        "GMAIL_SEND_EMAIL",
        json!({"to": "boss@example.com", "subject": "report"}),
    );
    let sent = guarded(&gate, mail).await;
    expect(
        sent.is_err_and(|e| e.contains("drafts only")),
        "mail always asks, and the human's reason reaches the agent",
    )?;

    println!("\n== a reader sub-agent of the researcher (auto_approve)");
    call(&gate, &researcher, "delegate_task", json!({"task": "read"})).await?;
    let reader = researcher.sub_agent("reader", true);
    let deeper = call(&gate, &reader, "delegate_task", json!({"task": "more"})).await;
    expect(
        deeper.is_err_and(|e| e.contains("max_delegation_depth")),
        "delegation beyond the limit is denied",
    )?;

    let seen = seen.lock().map_err(|_| "poisoned")?.clone();
    println!("\nthe human was asked about:");
    for card in &seen {
        println!("  {card}");
    }
    let expected = [
        "main: search_web",
        "main → researcher: write_file ",
        "main → researcher: cargo build",
        "main → researcher: gmail: send email",
    ];
    expect(
        seen.len() == expected.len(),
        "the human saw exactly four cards",
    )?;
    for (card, want) in seen.iter().zip(expected) {
        expect(
            card.starts_with(want),
            &format!("card `{card}` is `{want}…`"),
        )?;
    }
    audit(&gate, 10)
}

/// A gate over the example policy, a fresh in-memory store, and the scripted human.
fn gate(workspace: &str, seen: Seen) -> Result<Gate, String> {
    let policy = airlock_policy::Policy::load("agent.toml", POLICY).map_err(|e| e.to_string())?;
    let store = airlock_store::Store::open_in_memory().map_err(|e| e.to_string())?;
    let human = FnApprover::new(move |card: &Card| {
        let who = if card.lineage.is_empty() {
            "main"
        } else {
            &card.lineage
        };
        if let Ok(mut s) = seen.lock() {
            s.push(format!("{who}: {}", card.label));
        }
        if card.class == airlock_policy::Class::Write {
            Answer::Once
        } else if card.label.contains("send email") {
            Answer::Deny(Some("drafts only".into()))
        } else {
            Answer::Deny(Some("not now".into()))
        }
    });
    Ok(Gate::new(policy, store, Arc::new(human), {
        let mut config = GateConfig::default();
        config.workspace = Some(workspace.to_owned());
        config
    }))
}

/// One of the agent's own tools, through the gate.
async fn call(gate: &Gate, ctx: &AgentContext, tool: &str, args: Value) -> Result<Value, String> {
    guarded(gate, ctx.call(tool, args)).await
}

/// Any call through the gate, with the tool "run" only when it is allowed.
async fn guarded(gate: &Gate, call: Request) -> Result<Value, String> {
    let who = call
        .agent
        .lineage
        .last()
        .map_or("main", String::as_str)
        .to_owned();
    let tool = call.tool.clone();
    let args = call.args.clone();
    let result = gate
        .guard(call, || async move { run_tool(&tool, &args) })
        .await;
    match &result {
        Ok(v) => println!("  {who:<10} ran      {v}"),
        Err(e) => println!("  {who:<10} refused  {}", e.message),
    }
    result.map_err(|e| e.message)
}

/// The tools themselves: what runs once the gate allows a call.
fn run_tool(tool: &str, args: &Value) -> Value {
    match tool {
        "search_web" => json!({"hits": ["airlock: an approval gate",
                                        "leaked config: GITHUB_TOKEN=ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"]}),
        "write_file" => {
            let path = args["path"].as_str().unwrap_or_default();
            let text = args["text"].as_str().unwrap_or_default();
            match std::fs::write(path, text) {
                Ok(()) => json!({"written": path}),
                Err(e) => json!({"isError": true, "error": e.to_string()}),
            }
        }
        "delegate_task" => json!({"started": args["task"]}),
        other => json!({"ok": other}),
    }
}

/// Every call has exactly one record, and the chain verifies.
fn audit(gate: &Gate, calls: usize) -> Result<(), String> {
    let records = gate
        .with_store(|s| s.list(&airlock_store::Filter::default()))
        .map_err(|e| e.to_string())?;
    let report = gate.with_store(|s| s.verify()).map_err(|e| e.to_string())?;
    println!(
        "\naudit: {} records, chain intact: {}",
        records.len(),
        report.ok()
    );
    expect(records.len() == calls, "one audit record per call")?;
    expect(report.ok(), "the audit chain verifies")
}

fn expect(ok: bool, what: &str) -> Result<(), String> {
    if ok {
        println!("  ✓ {what}");
        Ok(())
    } else {
        Err(what.to_owned())
    }
}

/// A fresh directory for the agent's workspace.
fn tempdir() -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("airlock-example-agent-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    Ok(dir.display().to_string())
}
