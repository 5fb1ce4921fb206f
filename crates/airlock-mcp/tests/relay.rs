//! The relay against real MCP servers (the npm reference servers and a small misbehaving one),
//! driven by a scripted client, with approvers the tests control.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use airlock_gate::{Answer, Approver, BoxFuture, Card, FnApprover};
use airlock_mcp::{Observed, ProxyConfig};
use airlock_store::PinOutcome;
use common::{Peers, Session, gate, is_error, records, text};
use serde_json::{Value, json};

const FS_POLICY: &str = r#"
version = 1
[[server]]
name = "filesystem"
annotations = "trust"
"#;

const FAKE_POLICY: &str = r#"
version = 1
[gate]
max_result_bytes = 4096
[[server]]
name = "fake"
default = "allow"
annotations = "ignore"
"#;

/// Answers every card with `answer`, keeping the cards.
fn answering(answer: Answer) -> (Arc<dyn Approver>, Arc<Mutex<Vec<Card>>>) {
    let cards = Arc::new(Mutex::new(Vec::new()));
    let kept = Arc::clone(&cards);
    let approver = FnApprover::new(move |card: &Card| {
        kept.lock().unwrap().push(card.clone());
        answer.clone()
    });
    (Arc::new(approver), cards)
}

/// Never answers; counts the cards.
struct Never(Arc<AtomicUsize>);

impl Approver for Never {
    fn ask(&self, _card: Card) -> BoxFuture<'_, Answer> {
        self.0.fetch_add(1, Ordering::SeqCst);
        Box::pin(std::future::pending())
    }
}

fn filesystem(peers: &Peers, dir: &std::path::Path) -> Vec<String> {
    vec![
        peers.filesystem().display().to_string(),
        dir.display().to_string(),
    ]
}

fn fake(peers: &Peers) -> Vec<String> {
    vec![
        peers.python().display().to_string(),
        peers.fake_server().display().to_string(),
    ]
}

async fn fs_session(approver: Arc<dyn Approver>, policy: &str) -> (Session, tempfile::TempDir) {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("work");
    std::fs::create_dir(&work).unwrap();
    std::fs::write(work.join("notes.txt"), "hello from the workspace\n").unwrap();
    let gate = gate(dir.path(), policy, approver);
    let cfg = ProxyConfig::new("filesystem", "s1");
    let mut s = Session::start(gate, cfg, &filesystem(&peers, &work), &[]).await;
    s.initialize(json!({})).await;
    (s, dir)
}

async fn fake_session(approver: Arc<dyn Approver>, cfg: ProxyConfig) -> Session {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let gate = gate(dir.path(), FAKE_POLICY, approver);
    // The store stays open through the gate; the directory may go.
    let s = Session::start(gate, cfg, &fake(&peers), &[]).await;
    std::mem::forget(dir);
    s
}

#[tokio::test]
async fn reads_run_writes_ask_and_an_approval_runs_the_write() {
    Peers::get();
    let (approver, cards) = answering(Answer::Once);
    let (mut s, dir) = fs_session(approver, FS_POLICY).await;
    let work = dir.path().join("work");

    let listed = s.call("tools/list", json!({})).await;
    let tools = listed["result"]["tools"].as_array().unwrap();
    assert_eq!(tools.len(), 14, "{listed}");
    let write = tools.iter().find(|t| t["name"] == "write_file").unwrap();
    assert_eq!(write["annotations"]["destructiveHint"], json!(true));

    let read = s
        .tool(
            "read_text_file",
            json!({"path": work.join("notes.txt").display().to_string()}),
        )
        .await;
    assert!(!is_error(&read), "{read}");
    assert!(text(&read).contains("hello from the workspace"));
    assert!(
        cards.lock().unwrap().is_empty(),
        "a trusted read asks no one"
    );

    let target = work.join("new.txt");
    let wrote = s
        .tool(
            "write_file",
            json!({"path": target.display().to_string(), "content": "written\n"}),
        )
        .await;
    assert!(!is_error(&wrote), "{wrote}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "written\n");
    let cards = cards.lock().unwrap().clone();
    assert_eq!(cards.len(), 1);
    assert_eq!(cards[0].tool, "write_file");
    assert_eq!(cards[0].server, "filesystem");
    assert_eq!(cards[0].args["content"], json!("written\n"));

    let log = records(&s.gate);
    let last = log.last().unwrap();
    assert_eq!(
        (
            last.tool.as_str(),
            last.action.as_str(),
            last.decided_by.as_str()
        ),
        ("write_file", "allow", "human")
    );
    assert_eq!(log.len(), 2, "one record per decision");
    s.close().await;
}

#[tokio::test]
async fn a_denial_is_an_error_result_with_the_reason_and_never_reaches_the_server() {
    Peers::get();
    let (approver, _) = answering(Answer::Deny(Some("not today".into())));
    let (mut s, dir) = fs_session(approver, FS_POLICY).await;
    let work = dir.path().join("work");
    s.call("tools/list", json!({})).await;
    let source = work.join("notes.txt");
    let moved = s
        .tool(
            "move_file",
            json!({"source": source.display().to_string(),
                   "destination": work.join("gone.txt").display().to_string()}),
        )
        .await;
    assert!(is_error(&moved), "a denial is never a success: {moved}");
    let msg = text(&moved);
    for part in ["the user said: not today", "did not run", "Do not retry"] {
        assert!(msg.contains(part), "{part:?} missing from {msg:?}");
    }
    assert!(source.exists() && !work.join("gone.txt").exists());
    let last = records(&s.gate).pop().unwrap();
    assert_eq!(
        (last.action.as_str(), last.decided_by.as_str()),
        ("deny", "human")
    );
    s.close().await;
}

#[tokio::test]
async fn a_cancelled_call_is_withdrawn_while_other_traffic_flows() {
    Peers::get();
    let asked = Arc::new(AtomicUsize::new(0));
    let (mut s, dir) = fs_session(Arc::new(Never(Arc::clone(&asked))), FS_POLICY).await;
    let target = dir.path().join("work/never.txt");
    let call = s
        .request(
            "tools/call",
            json!({"name": "write_file",
                   "arguments": {"path": target.display().to_string(), "content": "x"}}),
        )
        .await;
    let started = Instant::now();
    while asked.load(Ordering::SeqCst) == 0 {
        assert!(started.elapsed() < common::PATIENCE, "never asked");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // The call waits for a human; everything else keeps moving.
    let pong = s.call("ping", json!({})).await;
    assert_eq!(pong["result"], json!({}));
    let listed = s.call("tools/list", json!({})).await;
    assert!(listed["result"]["tools"].is_array());

    s.send(
        &json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
                   "params": {"requestId": call, "reason": "the user moved on"}}),
    )
    .await;
    let pong = s.call("ping", json!({})).await;
    assert_eq!(pong["result"], json!({}));
    assert!(
        s.recv_within(Duration::from_millis(300)).await.is_none(),
        "a withdrawn call gets no answer"
    );
    let mut withdrawn = false;
    while let Ok(o) = s.observed.try_recv() {
        withdrawn |= matches!(o, Observed::Withdrawn { ref tool, .. } if tool == "write_file");
    }
    assert!(withdrawn);
    let last = records(&s.gate).pop().unwrap();
    assert_eq!(
        (
            last.tool.as_str(),
            last.action.as_str(),
            last.decided_by.as_str()
        ),
        ("write_file", "deny", "cancelled")
    );
    assert!(!target.exists(), "a withdrawn call never runs");
    s.close().await;
    assert!(!target.exists());
}

#[tokio::test]
async fn an_unanswered_question_times_out_as_a_denial() {
    Peers::get();
    let policy = format!("{FS_POLICY}\n[gate]\napproval_timeout_secs = 1\n");
    let asked = Arc::new(AtomicUsize::new(0));
    let (mut s, dir) = fs_session(Arc::new(Never(asked)), &policy).await;
    let target = dir.path().join("work/late.txt");
    let started = Instant::now();
    let wrote = s
        .tool(
            "write_file",
            json!({"path": target.display().to_string(), "content": "x"}),
        )
        .await;
    assert!(started.elapsed() >= Duration::from_secs(1));
    assert!(is_error(&wrote), "{wrote}");
    assert!(text(&wrote).contains("no answer within 1 s"), "{wrote}");
    assert_eq!(records(&s.gate).pop().unwrap().decided_by, "timeout");
    assert!(!target.exists());
    s.close().await;
}

#[tokio::test]
async fn a_changed_definition_is_flagged_and_asks_until_a_human_approves_it() {
    Peers::get();
    let (approver, cards) = answering(Answer::ApproveDefinition);
    let mut s = fake_session(approver, ProxyConfig::new("fake", "s1")).await;
    s.initialize(json!({})).await;

    let notes = |s: &mut Session| -> Vec<airlock_gate::ToolNote> {
        let mut last = Vec::new();
        while let Ok(o) = s.observed.try_recv() {
            if let Observed::Listed { notes } = o {
                last = notes;
            }
        }
        last
    };
    s.call("tools/list", json!({})).await;
    let first = notes(&mut s);
    assert_eq!(first[0].name, "add");
    assert_eq!(first[0].pin, Some(PinOutcome::New));
    assert!(first[0].flags.is_empty());

    let sum = s.tool("add", json!({"a": 2, "b": 3})).await;
    assert_eq!(text(&sum), "5");
    assert!(
        cards.lock().unwrap().is_empty(),
        "an unchanged allowed tool asks no one"
    );

    // The server announces a change; the announcement alone is not an alarm, the next list is.
    let mut others = Vec::new();
    let id = s.request("tools/list", json!({})).await;
    s.response(id, &mut others).await;
    assert!(
        others
            .iter()
            .any(|m| m["method"] == "notifications/tools/list_changed"),
        "list_changed passes through: {others:?}"
    );
    let second = notes(&mut s);
    assert!(
        matches!(second[0].pin, Some(PinOutcome::Changed { .. })),
        "{:?}",
        second[0]
    );
    assert!(
        second[0].flags.iter().any(|f| f.contains("IMPORTANT")),
        "{:?}",
        second[0].flags
    );
    assert!(second[1..].iter().all(|n| n.pin == Some(PinOutcome::Same)));

    let sum = s.tool("add", json!({"a": 1, "b": 1})).await;
    assert_eq!(text(&sum), "2", "approved, so it ran");
    {
        let cards = cards.lock().unwrap();
        assert_eq!(cards.len(), 1);
        assert!(cards[0].definition_changed);
        // issue 24: the card shows what changed, old and new.
        let diff = &cards[0].definition_diff;
        assert!(
            diff.iter()
                .any(|l| l.starts_with("- ") && l.contains("description"))
                && diff
                    .iter()
                    .any(|l| l.starts_with("+ ") && l.contains("IMPORTANT")),
            "{diff:?}"
        );
    }

    // Approved: the pin matches again, but the description still speaks to the model.
    s.call("tools/list", json!({})).await;
    assert_eq!(notes(&mut s)[0].pin, Some(PinOutcome::Same));
    s.tool("add", json!({"a": 1, "b": 2})).await;
    let cards = cards.lock().unwrap();
    assert_eq!(cards.len(), 2);
    assert!(!cards[1].definition_changed);
    assert!(
        cards[1].reason.contains("speaks to the model"),
        "{}",
        cards[1].reason
    );
}

#[tokio::test]
async fn results_are_masked_in_content_and_structured_content_and_cut_to_the_limit() {
    Peers::get();
    let (approver, _) = answering(Answer::Deny(None));
    let mut s = fake_session(approver, ProxyConfig::new("fake", "s1")).await;
    s.initialize(json!({})).await;
    s.call("tools/list", json!({})).await;

    let secret = s.tool("secret", json!({})).await;
    let whole = secret.to_string();
    assert!(
        !whole.contains("A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"),
        "{whole}"
    );
    assert!(!whole.contains("MIIEowIBAAKCAQEA1234567890"), "{whole}");
    assert!(secret["result"]["structuredContent"]["config"]["token"].is_string());
    assert!(
        text(&secret).contains("api_key="),
        "the text around a secret stays"
    );

    let big = s.tool("big", json!({})).await;
    let size = serde_json::to_vec(&big["result"]).unwrap().len();
    assert!(size <= 4096, "cut to max_result_bytes: {size}");
    let items = big["result"]["content"].as_array().unwrap();
    assert!(
        items.last().unwrap()["text"]
            .as_str()
            .unwrap()
            .contains("was cut"),
        "{big}"
    );
    let mut finished = Vec::new();
    while let Ok(o) = s.observed.try_recv() {
        if let Observed::Finished { tool, note, .. } = o {
            finished.push((tool, note));
        }
    }
    assert!(
        finished[0].0 == "secret" && finished[0].1.masked_strings >= 3,
        "{finished:?}"
    );
    assert!(finished[1].1.cut_from_bytes.is_some_and(|n| n > 100_000));
}

#[tokio::test]
async fn unknown_fields_pass_unchanged_both_ways() {
    Peers::get();
    let (approver, _) = answering(Answer::Deny(None));
    let mut s = fake_session(approver, ProxyConfig::new("fake", "s1")).await;
    s.initialize(json!({})).await;
    let listed = s.call("tools/list", json!({})).await;
    let add = &listed["result"]["tools"][0];
    assert_eq!(add["x-unknown-field"], json!({"kept": true}));
    assert_eq!(add["execution"], json!({"taskSupport": "forbidden"}));

    let params = json!({
        "name": "echo_params",
        "arguments": {"nested": {"list": [1, 2.5, null, "é\u{1F600}"]}},
        "_meta": {"progressToken": "p-1", "dev.example/trace": {"span": 7}},
        "task": {"ttl": 60000},
        "x-extension": [true, false],
    });
    let echoed = s.call("tools/call", params.clone()).await;
    assert_eq!(echoed["result"]["structuredContent"]["params"], params);
}

#[tokio::test]
async fn malformed_lines_get_json_rpc_errors_and_the_relay_goes_on() {
    Peers::get();
    let (approver, _) = answering(Answer::Deny(None));
    let mut s = fake_session(approver, ProxyConfig::new("fake", "s1")).await;
    s.initialize(json!({})).await;

    s.send_raw("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": ")
        .await;
    let err = s.recv().await;
    assert_eq!(
        (err["error"]["code"].clone(), err["id"].clone()),
        (json!(-32700), Value::Null)
    );
    s.send_raw("[{\"jsonrpc\": \"2.0\", \"id\": 6, \"method\": \"ping\"}]")
        .await;
    assert_eq!(s.recv().await["error"]["code"], json!(-32600));
    let nameless = s.call("tools/call", json!({"arguments": {}})).await;
    assert_eq!(nameless["error"]["code"], json!(-32602));

    // A line from the server that is not JSON is dropped; the answer after it still arrives.
    let noisy = s.tool("noise", json!({})).await;
    assert_eq!(text(&noisy), "after the noise");
    assert_eq!(s.call("ping", json!({})).await["result"], json!({}));
}

#[tokio::test]
async fn a_silent_server_s_discover_probe_is_answered_with_method_not_found() {
    Peers::get();
    let (approver, _) = answering(Answer::Deny(None));
    let mut cfg = ProxyConfig::new("fake", "s1");
    cfg.probe_timeout = Duration::from_millis(300);
    let mut s = fake_session(approver, cfg).await;
    let started = Instant::now();
    let probe = s
        .call(
            "server/discover",
            json!({"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}),
        )
        .await;
    assert_eq!(probe["error"]["code"], json!(-32601), "{probe}");
    assert!(started.elapsed() < Duration::from_secs(5));
    // The client falls back to the legacy handshake, which is relayed as usual.
    let init = s.initialize(json!({})).await;
    assert_eq!(init["result"]["serverInfo"]["name"], json!("fake"));
}

#[tokio::test]
async fn list_changed_at_start_is_not_an_alarm_and_requests_from_the_server_pass() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let policy = "version = 1\n[[server]]\nname = \"everything\"\ndefault = \"allow\"\n";
    let (approver, _) = answering(Answer::Deny(None));
    let gate = gate(dir.path(), policy, approver);
    let cfg = ProxyConfig::new("everything", "s1");
    let command = vec![peers.everything().display().to_string()];
    let mut s = Session::start(gate, cfg, &command, &[]).await;
    s.initialize(json!({"sampling": {}, "roots": {"listChanged": true}}))
        .await;
    s.call("tools/list", json!({})).await;
    s.call("tools/list", json!({})).await;
    let mut listings = Vec::new();
    while let Ok(o) = s.observed.try_recv() {
        if let Observed::Listed { notes } = o {
            listings.push(notes);
        }
    }
    assert_eq!(listings.len(), 2);
    assert!(
        listings[1].iter().all(|n| n.pin == Some(PinOutcome::Same)),
        "{:?}",
        listings[1]
    );

    // sampling/createMessage from the server reaches the client; its answer reaches the server.
    let id = s
        .request(
            "tools/call",
            json!({"name": "trigger-sampling-request", "arguments": {"prompt": "hi"}}),
        )
        .await;
    let request = loop {
        let msg = s.recv().await;
        if msg["method"] == "sampling/createMessage" {
            break msg;
        }
    };
    s.send(&json!({"jsonrpc": "2.0", "id": request["id"], "result": {
        "role": "assistant", "model": "relay-test",
        "content": {"type": "text", "text": "sampled through the relay"}}}))
        .await;
    let done = s.response(id, &mut Vec::new()).await;
    assert!(text(&done).contains("sampled through the relay"), "{done}");
}
