//! `airlock mcp` on every surface a server has toward its client, with real peers: fastmcp's
//! `Client` and the Python SDK's `mcp.Client` drive the binary, which runs a FastMCP server that
//! plants secrets of eight kinds on each surface (tests/fixtures/python/surface_server.py) and
//! makes answers too big to pass. Both protocol eras are run: the legacy handshake and the
//! 2026-07-28 era that fastmcp's client negotiates through `server/discover`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

#[path = "../../airlock-mcp/tests/common/peers.rs"]
mod peers;

use std::path::Path;
use std::process::Command;

use peers::Peers;
use serde_json::{Value, json};

/// The planted secrets and, for each, the part that must never come back (a URL's password;
/// the whole secret otherwise).
const PLANTED: &[(&str, &str)] = &[
    (
        "ghp_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa",
        "Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa",
    ),
    ("AKIAZ3MVQ7RT2KX4WB6P", "AKIAZ3MVQ7RT2KX4WB6P"),
    (
        "xoxb-2718281828-3141592653589-Qw3rTy7UiOp9AsDfGh1JkL2z",
        "3141592653589-Qw3rTy7UiOp9AsDfGh1JkL2z",
    ),
    (
        "sk_live_4eC39HqLyjWDarjtT1zdp7dcVb2Xm9Qa",
        "4eC39HqLyjWDarjtT1zdp7dcVb2Xm9Qa",
    ),
    (
        "postgres://admin:Sup3rS3cretPassw0rd@db.internal:5432/app",
        "Sup3rS3cretPassw0rd",
    ),
    (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1Xzg4NDEiLCJvcmciOiJhY21lIiwicm9sZSI6ImFkbWluIiwiaWF0IjoxNzY1MDAwMDAwLCJleHAiOjE3NjUwMDM2MDB9.mx9kr5p-PkNGvGaApVMRjrQS2eH9WWWFFL8cy1_zeH4",
        "mx9kr5p-PkNGvGaApVMRjrQS2eH9WWWFFL8cy1_zeH4",
    ),
    (
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACDh0Zk3Xq8vY2wR5tP9sL4mN7bV1cX6zA3fG8hJ2kQ0pwAAAJgAAAAAAAAA\n-----END OPENSSH PRIVATE KEY-----",
        "QyNTUxOQAAACDh0Zk3Xq8vY2wR5tP9sL4mN7bV1cX6zA3fG8hJ2kQ0pwAAAJgAAAAAAAAA",
    ),
    (
        "AIzaSyD3xK9mQ2vL8pR4tY7wZ1nB5cF3hJ6dG0s",
        "SyD3xK9mQ2vL8pR4tY7wZ1nB5cF3hJ6dG0s",
    ),
];

const ALLOW: &str = "version = 1\n[[server]]\nname = \"surfaces\"\ndefault = \"allow\"\n";

/// Runs `surface_client.py` with `client` ("fastmcp", "mcp", "raw") in `mode` through
/// `airlock mcp` (policy `policy`, no approver) in front of the surface server; returns the
/// client's lines: the connection's first, then one per step, then (for the SDK clients) what
/// the server sent outside answers.
fn run(
    peers: &Peers,
    dir: &Path,
    policy: &str,
    client: &str,
    mode: &str,
    steps: Value,
) -> Vec<Value> {
    let policy_path = dir.join("policy.toml");
    std::fs::write(&policy_path, policy).unwrap();
    let secrets: Vec<&str> = PLANTED.iter().map(|(s, _)| *s).collect();
    let scenario = json!({
        "client": client,
        "mode": mode,
        "command": env!("CARGO_BIN_EXE_airlock"),
        "args": [
            "mcp", "--name", "surfaces",
            "--policy", policy_path.display().to_string(),
            "--store", dir.join("airlock.db").display().to_string(),
            "--approver", "none", "--",
            peers.python().display().to_string(),
            peers.surface_server().display().to_string(),
        ],
        "env": {"SURFACE_SECRETS": serde_json::to_string(&secrets).unwrap()},
        "steps": steps,
    });
    let out = Command::new(peers.python())
        .arg(peers.surface_client())
        .arg(scenario.to_string())
        .current_dir(dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the client failed: {}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Asserts that no planted secret is anywhere in `what`.
fn assert_clean(what: &Value, context: &str) {
    let text = what.to_string();
    // JSON escapes the PEM's newlines; look for the parts between them too.
    for (_, needle) in PLANTED {
        assert!(
            !text.contains(needle),
            "{context}: {needle:?} came back unmasked in {text}"
        );
    }
}

/// Asserts that `what` holds `words` (so the surface was really exercised) and the masker's
/// marks (so something was masked there).
fn assert_masked(what: &Value, words: &str, context: &str) {
    let text = what.to_string();
    assert!(
        text.contains(words),
        "{context}: {words:?} missing in {text}"
    );
    assert!(
        text.matches("[masked").count() >= PLANTED.len(),
        "{context}: fewer masks than planted secrets in {text}"
    );
    assert_clean(what, context);
}

fn surface_steps(modern: bool) -> Value {
    let mut steps = vec![
        json!({"op": "call", "tool": "leak"}),
        json!({"op": "call", "tool": "chatty"}),
        json!({"op": "call", "tool": "fail"}),
        json!({"op": "read", "uri": "secret://text"}),
        json!({"op": "read", "uri": "secret://blob"}),
        json!({"op": "read", "uri": "secret://broken"}),
        json!({"op": "prompt", "name": "leaky_prompt", "args": {"topic": "databases"}}),
        json!({"op": "complete", "prompt": "leaky_prompt", "arg": "topic", "value": "db-"}),
    ];
    if !modern {
        // Requests from the server exist in the legacy era only.
        steps.push(json!({"op": "call", "tool": "ask_model"}));
        steps.push(json!({"op": "call", "tool": "ask_user"}));
    }
    Value::Array(steps)
}

fn check_surfaces(got: &[Value], modern: bool) {
    let step = |op: &str, i: usize| -> &Value {
        let s = &got[i + 1];
        assert_eq!(s["op"], json!(op), "{s}");
        assert!(s.get("exception").is_none() || op == "read", "{s}");
        s
    };
    let leak = step("call", 0);
    assert_eq!(leak["isError"], json!(false), "{leak}");
    assert_masked(&leak["texts"], "settings:", "a tool's text");
    assert_masked(
        &leak["structured"],
        "settings:",
        "a tool's structured content",
    );
    assert_eq!(step("call", 1)["texts"][0], json!("chatty done"));
    let fail = step("call", 2);
    assert_eq!(fail["isError"], json!(true));
    assert_masked(&fail["texts"], "could not connect", "a tool's error");
    assert_masked(
        &step("read", 3)["contents"],
        "text resource",
        "a text resource",
    );
    assert_masked(
        &step("read", 4)["contents"],
        "blob resource",
        "a blob resource",
    );
    let broken = step("read", 5);
    assert!(broken.get("exception").is_some(), "{broken}");
    assert_masked(&broken["text"], "cannot read", "a JSON-RPC error's message");
    assert_masked(
        &step("prompt", 6)["texts"],
        "Write about databases",
        "a prompt",
    );
    let values = &step("complete", 7)["values"];
    assert_eq!(values.as_array().unwrap().len(), PLANTED.len(), "{values}");
    assert!(
        values
            .as_array()
            .unwrap()
            .iter()
            .all(|v| v.as_str().unwrap().starts_with("db-"))
    );
    assert_masked(values, "db-", "completions");
    let seen = got.last().unwrap();
    assert_eq!(seen["op"], json!("seen"));
    assert_masked(&seen["logs"], "log line", "log messages");
    assert_masked(&seen["progress"], "progress", "progress messages");
    if !modern {
        assert_eq!(
            step("call", 8)["texts"][0],
            json!("the model said: a sampled answer")
        );
        assert_masked(
            &seen["sampling"],
            "summarise this configuration",
            "a sampling request",
        );
        assert!(
            seen["sampling"][0]["system"]
                .as_str()
                .unwrap()
                .starts_with("you know:"),
            "{seen}"
        );
        assert_eq!(step("call", 9)["texts"][0], json!("the user said: accept"));
        assert_masked(
            &seen["elicitation"],
            "is this configuration right?",
            "an elicitation request",
        );
    }
    // And nothing anywhere in what the client saw.
    assert_clean(&Value::Array(got.to_vec()), "the whole session");
}

#[test]
fn every_surface_is_masked_for_fastmcp_in_the_legacy_era() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let got = run(
        &peers,
        dir.path(),
        ALLOW,
        "fastmcp",
        "legacy",
        surface_steps(false),
    );
    check_surfaces(&got, false);
}

#[test]
fn every_surface_is_masked_for_fastmcp_in_the_modern_era() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let got = run(
        &peers,
        dir.path(),
        ALLOW,
        "fastmcp",
        "auto",
        surface_steps(true),
    );
    assert_eq!(got[0]["protocol"], json!("2026-07-28"), "{}", got[0]);
    check_surfaces(&got, true);
}

#[test]
fn server_requests_and_blobs_are_masked_for_the_python_sdk_client() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let steps = json!([
        {"op": "call", "tool": "leak"},
        {"op": "read", "uri": "secret://blob"},
        {"op": "call", "tool": "ask_model"},
        {"op": "call", "tool": "ask_user"},
        {"op": "call", "tool": "chatty"},
    ]);
    let got = run(&peers, dir.path(), ALLOW, "mcp", "legacy", steps);
    assert_masked(&got[1]["structured"], "settings:", "structured content");
    assert_masked(&got[2]["contents"], "blob resource", "a blob resource");
    assert_eq!(
        got[3]["texts"][0],
        json!("the model said: a sampled answer"),
        "{}",
        got[3]
    );
    assert_eq!(
        got[4]["texts"][0],
        json!("the user said: accept"),
        "{}",
        got[4]
    );
    let seen = got.last().unwrap();
    assert_masked(
        &seen["sampling"],
        "summarise this configuration",
        "a sampling request",
    );
    assert_masked(
        &seen["elicitation"],
        "is this configuration right?",
        "an elicitation request",
    );
    assert_masked(&seen["logs"], "log line", "log messages");
    assert_clean(&Value::Array(got), "the whole session");
}

const SMALL: &str = "version = 1\n[gate]\nmax_result_bytes = 65536\n\
                     [[server]]\nname = \"surfaces\"\ndefault = \"allow\"\n";

/// Asserts that fastmcp's client negotiated the era `mode` asks for: 2026-07-28 through
/// `server/discover` in "auto", a handshake version in "legacy".
fn assert_era(got: &[Value], client: &str, mode: &str) {
    if client != "fastmcp" {
        return;
    }
    let protocol = got[0]["protocol"].as_str().unwrap_or_default();
    assert_eq!(
        protocol == "2026-07-28",
        mode == "auto",
        "{mode}: {}",
        got[0]
    );
}

/// The cut steps and what each must give, for any client and era.
fn check_cuts(got: &[Value], client: &str, mode: &str) {
    let context = format!("{client} in {mode} mode");
    assert_era(got, client, mode);
    for s in &got[1..got.len() - 1] {
        assert!(
            s.get("exception").is_none(),
            "{context}: the SDK rejected {s}"
        );
    }
    // Structured content too big to keep: dropped, and the result is an error notice.
    let rows = &got[1];
    assert_eq!(rows["isError"], json!(true), "{context}: {rows}");
    assert_eq!(rows["structured"], Value::Null, "{context}: {rows}");
    let notice = rows["texts"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .as_str()
        .unwrap();
    assert!(notice.contains("was cut"), "{context}: {notice}");
    // A small summary is kept (the SDK validated it against the output schema), the text cut.
    let report = &got[2];
    assert_eq!(report["isError"], json!(false), "{context}: {report}");
    assert_eq!(
        report["structured"],
        json!({"lines": 20000, "first": "line 00000000"}),
        "{context}"
    );
    let texts = report["texts"].as_array().unwrap();
    assert!(
        texts[0]
            .as_str()
            .unwrap()
            .starts_with("line 00000000 of the report")
    );
    assert!(
        texts.last().unwrap().as_str().unwrap().contains("was cut"),
        "{context}: {report}"
    );
    let total: usize = texts.iter().map(|t| t.as_str().unwrap().len()).sum();
    assert!(total <= 65536, "{context}: {total}");
    // A 1.5 MiB resource: cut, with the notice as its last text.
    let big = got[3]["contents"].as_array().unwrap();
    let total: usize = big.iter().map(|c| c["text"].as_str().unwrap().len()).sum();
    assert!(total <= 65536 && total > 32768, "{context}: {total}");
    assert_eq!(big[0]["uri"], json!("secret://big"));
    assert!(
        big.last().unwrap()["text"]
            .as_str()
            .unwrap()
            .contains("was cut"),
        "{context}"
    );
    // A prompt of 1.5 MiB: its first message whole, the second cut, the notice a third.
    let texts = got[4]["texts"].as_array().unwrap();
    assert_eq!(texts.len(), 3, "{context}: {}", got[4]);
    assert_eq!(texts[0], json!("Summarise the log below."), "{context}");
    assert!(texts[1].as_str().unwrap().starts_with("0123456789abcdef"));
    assert!(texts[2].as_str().unwrap().contains("was cut"), "{context}");
    let total: usize = texts.iter().map(|t| t.as_str().unwrap().len()).sum();
    assert!(total <= 65536 && total > 32768, "{context}: {total}");
}

fn cut_steps() -> Value {
    json!([
        {"op": "call", "tool": "many_rows", "args": {"count": 2000}},
        {"op": "call", "tool": "report", "args": {"lines": 20000}},
        {"op": "read", "uri": "secret://big"},
        {"op": "prompt", "name": "big_prompt", "args": {}},
    ])
}

#[test]
fn cut_results_stay_valid_for_every_client_and_era() {
    let peers = Peers::get();
    for (client, mode) in [
        ("fastmcp", "auto"),
        ("fastmcp", "legacy"),
        ("mcp", "auto"),
        ("mcp", "legacy"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut steps = cut_steps();
        if client == "mcp" {
            // The SDK client checks a result against the schema it listed.
            steps
                .as_array_mut()
                .unwrap()
                .insert(0, json!({"op": "list"}));
        }
        let mut got = run(&peers, dir.path(), SMALL, client, mode, steps);
        if client == "mcp" {
            got.remove(1);
        }
        check_cuts(&got, client, mode);
    }
}

#[test]
fn an_answer_over_the_line_limit_becomes_an_error_result_for_its_call() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let steps = json!([
        {"op": "call", "tool": "huge", "args": {"megabytes": 64}},
        {"op": "call", "tool": "chatty"},
    ]);
    let got = run(&peers, dir.path(), ALLOW, "fastmcp", "auto", steps);
    assert_eq!(got[0]["protocol"], json!("2026-07-28"));
    let huge = &got[1];
    assert!(huge.get("exception").is_none(), "{huge}");
    assert_eq!(huge["isError"], json!(true), "{huge}");
    let text = huge["texts"][0].as_str().unwrap();
    assert!(text.contains("over the proxy's limit"), "{text}");
    assert_eq!(
        got[2]["texts"][0],
        json!("chatty done"),
        "the session goes on"
    );
}

#[test]
fn a_denial_is_a_valid_result_in_every_era_for_both_sdks() {
    let peers = Peers::get();
    let policy = "version = 1\n[[server]]\nname = \"surfaces\"\ndefault = \"always_ask\"\n";
    for (client, mode) in [
        ("fastmcp", "auto"),
        ("fastmcp", "legacy"),
        ("mcp", "auto"),
        ("mcp", "legacy"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let steps = json!([{"op": "call", "tool": "leak"}]);
        let got = run(&peers, dir.path(), policy, client, mode, steps);
        assert_era(&got, client, mode);
        let denied = &got[1];
        assert!(
            denied.get("exception").is_none(),
            "{client} {mode}: {denied}"
        );
        assert_eq!(denied["isError"], json!(true), "{client} {mode}: {denied}");
        let text = denied["texts"][0].as_str().unwrap();
        assert!(
            text.contains("no approver available"),
            "{client} {mode}: {text}"
        );
    }
}

#[test]
fn a_request_that_does_not_parse_is_answered_to_its_id() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let surrogate = r#"{"jsonrpc":"2.0","id":41,"method":"tools/call","params":{"name":"leak","arguments":{"s":"\ud800"}}}"#;
    let deep = format!(
        r#"{{"jsonrpc":"2.0","method":"tools/call","params":{{"name":"leak","arguments":{{"a":{}{}}}}},"id":"deep"}}"#,
        "[".repeat(1000),
        "]".repeat(1000)
    );
    let steps = json!([
        {"op": "surrogate", "id": 41, "line": surrogate},
        {"op": "deep", "id": "deep", "line": deep},
        {"op": "after", "id": 43, "line": r#"{"jsonrpc":"2.0","id":43,"method":"ping"}"#},
    ]);
    let got = run(&peers, dir.path(), ALLOW, "raw", "legacy", steps);
    for s in &got[1..3] {
        assert!(s.get("exception").is_none(), "{s}");
        assert_eq!(s["answer"]["error"]["code"], json!(-32700), "{s}");
        assert!(s["secs"].as_f64().unwrap() < 5.0, "{s}");
    }
    assert_eq!(got[3]["answer"]["result"], json!({}), "{}", got[3]);
}
