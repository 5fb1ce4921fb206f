//! `airlock mcp` end to end: the real Python `mcp` client drives the binary, which runs the real
//! npm reference servers behind the gate. Questions have no terminal here (`--approver none`),
//! so every call that must ask is denied, fail closed; approvals are tested on the library's
//! relay with an approver the test controls (crates/airlock-mcp/tests/relay.rs).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

#[path = "../../airlock-mcp/tests/common/peers.rs"]
mod peers;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use peers::Peers;
use serde_json::{Value, json};

/// Runs the Python client through `airlock mcp` with `policy`, in front of `server`; returns
/// one JSON value per step (after the connection's own line).
fn scenario(
    peers: &Peers,
    dir: &Path,
    policy: &str,
    name: &str,
    server: &[String],
    env: Value,
    steps: Value,
) -> Vec<Value> {
    let policy_path = dir.join("policy.toml");
    std::fs::write(&policy_path, policy).unwrap();
    let mut args = vec![
        "mcp".to_owned(),
        "--name".to_owned(),
        name.to_owned(),
        "--policy".to_owned(),
        policy_path.display().to_string(),
        "--store".to_owned(),
        dir.join("airlock.db").display().to_string(),
        "--approver".to_owned(),
        "none".to_owned(),
        "--".to_owned(),
    ];
    args.extend(server.iter().cloned());
    let scenario = json!({
        "command": env!("CARGO_BIN_EXE_airlock"),
        "args": args,
        "env": env,
        "steps": steps,
    });
    let out = Command::new(peers.python())
        .arg(peers.client())
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
    let mut lines: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.remove(0)["op"], "connected");
    lines
}

const FS_POLICY: &str = "version = 1\n[[server]]\nname = \"filesystem\"\nannotations = \"trust\"\n";
const EVERYTHING_POLICY: &str =
    "version = 1\n[[server]]\nname = \"everything\"\ndefault = \"allow\"\n";

#[test]
fn the_python_client_lists_reads_and_is_denied_writes_with_no_approver() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("work");
    std::fs::create_dir(&work).unwrap();
    std::fs::write(work.join("notes.txt"), "a note\n").unwrap();
    let target = work.join("new.txt");
    let server = vec![
        peers.filesystem().display().to_string(),
        work.display().to_string(),
    ];
    let steps = json!([
        {"op": "list"},
        {"op": "call", "tool": "read_text_file", "args": {"path": work.join("notes.txt")}},
        {"op": "call", "tool": "write_file", "args": {"path": target, "content": "x"}},
    ]);
    let got = scenario(
        &peers,
        dir.path(),
        FS_POLICY,
        "filesystem",
        &server,
        json!({}),
        steps,
    );
    let tools = got[0]["tools"].as_array().unwrap();
    assert_eq!(tools.len(), 14);
    assert_eq!(
        got[0]["annotations"]["write_file"]["destructiveHint"],
        json!(true),
        "annotations reach the client unchanged"
    );
    assert_eq!(got[1]["isError"], json!(false), "{}", got[1]);
    assert_eq!(got[1]["texts"][0], json!("a note\n"));
    assert_eq!(got[2]["isError"], json!(true), "{}", got[2]);
    let denial = got[2]["texts"][0].as_str().unwrap();
    assert!(denial.contains("no approver available"), "{denial}");
    assert!(denial.contains("Do not retry"), "{denial}");
    assert!(!target.exists(), "a denied call never reaches the server");
}

#[test]
fn get_env_secrets_are_masked_and_server_requests_pass_both_ways() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let token = "ghp_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa";
    let server = vec![peers.everything().display().to_string()];
    let steps = json!([
        {"op": "call", "tool": "get-env", "args": {}},
        {"op": "call", "tool": "trigger-sampling-request", "args": {"prompt": "hi"}},
        {"op": "call", "tool": "trigger-elicitation-request", "args": {}},
        {"op": "call", "tool": "get-roots-list", "args": {}},
        {"op": "cancel", "tool": "trigger-long-running-operation",
         "args": {"duration": 5, "steps": 5}, "after": 0.5},
        {"op": "call", "tool": "echo", "args": {"message": "still here"}},
    ]);
    let env = json!({"GITHUB_TOKEN": token, "AIRLOCK_LOG": "debug"});
    let got = scenario(
        &peers,
        dir.path(),
        EVERYTHING_POLICY,
        "everything",
        &server,
        env,
        steps,
    );
    let env_text = got[0]["texts"][0].as_str().unwrap();
    assert!(env_text.contains("GITHUB_TOKEN"), "{env_text}");
    assert!(!env_text.contains(token), "the token is masked: {env_text}");

    // What the server asked the client during each call; it may also ask for the roots at any
    // time, since the client declared them.
    let kinds = |i: usize| -> Vec<Value> {
        got[i]["received"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["kind"].clone())
            .collect()
    };
    assert!(kinds(1).contains(&json!("sampling")), "{:?}", kinds(1));
    assert!(
        got[1]["texts"][0]
            .as_str()
            .unwrap()
            .contains("a sampled answer")
    );
    assert!(kinds(2).contains(&json!("elicitation")), "{:?}", kinds(2));
    assert!(got[2]["texts"].to_string().contains("blue"), "{}", got[2]);
    assert!(kinds(3).contains(&json!("roots")), "{:?}", kinds(3));
    assert!(
        got[3]["texts"][0]
            .as_str()
            .unwrap()
            .contains("file:///scripted-root")
    );
    assert_eq!(got[4]["finished"], Value::Null, "cancelled by the client");
    assert_eq!(got[5]["texts"][0], json!("Echo: still here"));
}

/// Starts `airlock mcp` in front of `server` with piped stdio.
fn proxy(dir: &Path, server: &[String]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_airlock"))
        .args(["mcp", "--name", "probe", "--approver", "none", "--store"])
        .arg(dir.join("airlock.db"))
        .arg("--")
        .args(server)
        .env("AIRLOCK_LOG", "debug")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

#[test]
fn server_discover_is_answered_and_stdout_carries_only_protocol() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let discover = json!({"jsonrpc": "2.0", "id": 1, "method": "server/discover",
        "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}});
    let init = json!({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"}}});
    let everything = vec![peers.everything().display().to_string()];
    let silent = vec![
        peers.python().display().to_string(),
        peers.fake_server().display().to_string(),
    ];
    // server-everything answers the probe itself; the silent server is answered by the proxy.
    for server in [everything, silent] {
        let mut child = proxy(dir.path(), &server);
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let started = Instant::now();
        writeln!(stdin, "{discover}").unwrap();
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        let answer: Value = serde_json::from_str(&line).unwrap();
        assert_eq!(answer["id"], json!(1));
        assert_eq!(answer["error"]["code"], json!(-32601), "{answer}");
        assert!(started.elapsed() < Duration::from_secs(8), "{server:?}");
        writeln!(stdin, "{init}").unwrap();
        drop(stdin);
        let rest: Vec<Value> = stdout
            .lines()
            .map(Result::unwrap)
            .map(|l| {
                serde_json::from_str(&l).unwrap_or_else(|e| {
                    panic!("stdout holds a line that is not protocol ({e}): {l}")
                })
            })
            .collect();
        assert!(
            rest.iter()
                .any(|m| m["id"] == json!(2) && m["result"]["serverInfo"].is_object()),
            "{rest:?}"
        );
        assert!(child.wait().unwrap().success());
    }
}

#[test]
fn issue24_without_name_the_server_is_named_after_its_command() {
    let peers = Peers::get();
    let dir = tempfile::tempdir().unwrap();
    let policy = dir.path().join("policy.toml");
    // The derived name is the one the policy's `[[server]]` entry and the audit use.
    std::fs::write(
        &policy,
        "version = 1\n[[server]]\nname = \"mcp-server-everything\"\ndefault = \"allow\"\n",
    )
    .unwrap();
    let store = dir.path().join("airlock.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_airlock"))
        .arg("mcp")
        .arg("--policy")
        .arg(&policy)
        .arg("--store")
        .arg(&store)
        .args(["--approver", "none", "--"])
        .arg(peers.everything())
        .env("AIRLOCK_HOME", dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut send = |msg: Value| {
        use std::io::Write;
        writeln!(stdin, "{msg}").unwrap();
        stdin.flush().unwrap();
    };
    let mut recv = |id: u64| loop {
        use std::io::BufRead;
        let mut line = String::new();
        assert!(stdout.read_line(&mut line).unwrap() > 0, "proxy closed");
        let v: Value = serde_json::from_str(&line).unwrap();
        if v["id"] == json!(id) {
            return v;
        }
    };
    send(
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}}),
    );
    recv(1);
    send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    send(json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
        "params": {"name": "echo", "arguments": {"message": "hi"}}}));
    let reply = recv(2);
    assert_eq!(
        reply["result"]["content"][0]["text"],
        json!("Echo: hi"),
        "{reply}"
    );
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("as server `mcp-server-everything` (derived from its command"),
        "{stderr}"
    );
    let audit = Command::new(env!("CARGO_BIN_EXE_airlock"))
        .arg("audit")
        .arg("--store")
        .arg(&store)
        .args(["list", "--json"])
        .output()
        .unwrap();
    let records: Value = serde_json::from_slice(&audit.stdout).unwrap();
    let record = &records.as_array().unwrap()[0];
    assert_eq!(record["server"], json!("mcp-server-everything"), "{record}");
    assert_eq!(record["action"], json!("allow"), "{record}");
}

/// Runs `airlock mcp -- SERVER…` under the embedded default policy with no approver (so every
/// question is denied), makes each call in turn, and returns whether each one ran, with the
/// audit's record of it.
fn default_policy_calls(server: &[String], calls: &[(&str, Value)]) -> Vec<(bool, Value)> {
    let home = tempfile::tempdir().unwrap();
    let store = home.path().join("airlock.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_airlock"))
        .arg("mcp")
        .arg("--store")
        .arg(&store)
        .args(["--approver", "none", "--"])
        .args(server)
        .env("AIRLOCK_HOME", home.path())
        .current_dir(home.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut rpc = |id: u64, method: &str, params: Value| -> Value {
        let msg = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        writeln!(stdin, "{msg}").unwrap();
        stdin.flush().unwrap();
        loop {
            let mut line = String::new();
            assert!(stdout.read_line(&mut line).unwrap() > 0, "proxy closed");
            let v: Value = serde_json::from_str(&line).unwrap();
            if v["id"] == json!(id) {
                return v;
            }
        }
    };
    let init = rpc(
        1,
        "initialize",
        json!({"protocolVersion": "2025-06-18", "capabilities": {},
               "clientInfo": {"name": "t", "version": "1"}}),
    );
    assert!(init["result"]["serverInfo"].is_object(), "{init}");
    rpc(2, "tools/list", json!({}));
    let mut ran = Vec::new();
    for (n, (tool, args)) in calls.iter().enumerate() {
        let reply = rpc(
            10 + n as u64,
            "tools/call",
            json!({"name": tool, "arguments": args}),
        );
        let text = reply["result"]["content"][0]["text"].as_str().unwrap_or("");
        ran.push(!text.contains("no approver available"));
    }
    drop(stdin);
    child.wait().unwrap();
    let audit = Command::new(env!("CARGO_BIN_EXE_airlock"))
        .arg("audit")
        .arg("--store")
        .arg(&store)
        .args(["list", "--json"])
        .env("AIRLOCK_HOME", home.path())
        .output()
        .unwrap();
    let mut records: Vec<Value> = serde_json::from_slice::<Value>(&audit.stdout)
        .unwrap()
        .as_array()
        .unwrap()
        .clone();
    records.reverse();
    assert_eq!(records.len(), calls.len(), "{records:?}");
    ran.into_iter().zip(records).collect()
}

/// issue 24: under the default policy, a well-known server's read-only tools run without an
/// approver, and its other tools still ask (and, with nobody to ask, are denied).
#[test]
fn issue24_known_read_only_tools_of_real_servers_run_under_the_default_policy() {
    let peers = Peers::get();
    let repo = tempfile::tempdir().unwrap();
    let git = |args: &[&str]| {
        let ok = Command::new("git")
            .args(args)
            .current_dir(repo.path())
            .output()
            .unwrap()
            .status
            .success();
        assert!(ok, "git {args:?}");
    };
    git(&["init", "-q"]);
    std::fs::write(repo.path().join("a.txt"), "a\n").unwrap();
    let repo_path = repo.path().display().to_string();
    // Each server's command, and its calls: tool, arguments, whether it runs.
    type Calls<'a> = Vec<(&'a str, Value, bool)>;
    let cases: Vec<(Vec<String>, Calls)> = vec![
        (
            vec![peers.everything().display().to_string()],
            vec![
                ("echo", json!({"message": "hi"}), true),
                ("get-sum", json!({"a": 1, "b": 2}), true),
                // Marked read-only by the server, but it reads the environment: not listed.
                ("get-env", json!({}), false),
                ("toggle-simulated-logging", json!({}), false),
            ],
        ),
        (
            vec![peers.memory().display().to_string()],
            vec![
                ("read_graph", json!({}), true),
                (
                    "create_entities",
                    json!({"entities": [{"name": "a", "entityType": "t", "observations": []}]}),
                    false,
                ),
            ],
        ),
        (
            vec![peers.time().display().to_string()],
            vec![("get_current_time", json!({"timezone": "UTC"}), true)],
        ),
        (
            vec![
                peers.git().display().to_string(),
                "--repository".to_owned(),
                repo_path.clone(),
            ],
            vec![
                ("git_status", json!({"repo_path": repo_path}), true),
                (
                    "git_add",
                    json!({"repo_path": repo_path, "files": ["a.txt"]}),
                    false,
                ),
            ],
        ),
    ];
    for (server, calls) in cases {
        let asked: Vec<(&str, Value)> = calls.iter().map(|(t, a, _)| (*t, a.clone())).collect();
        let got = default_policy_calls(&server, &asked);
        for ((tool, _, want), (ran, record)) in calls.iter().zip(got) {
            assert_eq!(ran, *want, "{tool} of {server:?}: {record}");
            let rule = record["rule"].as_str().unwrap_or("");
            assert_eq!(
                rule.contains("known read-only tools"),
                *want,
                "{tool}: {record}"
            );
        }
    }
}
