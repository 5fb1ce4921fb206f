//! The example MCP server over real stdio, and `airlock demo` end to end, non-interactively.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

use common::airlock;
use serde_json::{Value, json};

/// A running `airlock demo-server` and line-by-line access to its stdio.
struct Peer {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Peer {
    fn start(dir: &std::path::Path) -> Peer {
        let mut child = airlock()
            .arg("demo-server")
            .arg("--dir")
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Peer {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, msg: &Value) {
        self.line(&msg.to_string());
    }

    fn line(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{text}").unwrap();
        stdin.flush().unwrap();
    }

    /// Closes stdin and waits for the server to exit.
    fn finish(mut self) -> std::process::ExitStatus {
        drop(self.stdin.take());
        self.child.wait().unwrap()
    }

    /// The next line the server writes, which must be one JSON object.
    fn recv(&mut self) -> Value {
        let mut line = String::new();
        assert!(
            self.stdout.read_line(&mut line).unwrap() > 0,
            "server closed stdout"
        );
        assert!(line.ends_with('\n'), "newline-delimited: {line:?}");
        serde_json::from_str(&line).unwrap()
    }

    fn request(&mut self, id: u64, method: &str, params: Value) -> Value {
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        let reply = self.recv();
        assert_eq!(reply["jsonrpc"], "2.0");
        assert_eq!(reply["id"], id, "{reply}");
        reply
    }

    fn call(&mut self, id: u64, tool: &str, args: Value) -> Value {
        self.request(id, "tools/call", json!({"name": tool, "arguments": args}))
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn text(result: &Value) -> &str {
    result["result"]["content"][0]["text"].as_str().unwrap()
}

fn tool<'a>(list: &'a Value, name: &str) -> &'a Value {
    list["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == name)
        .unwrap_or_else(|| panic!("no tool {name} in {list}"))
}

#[test]
fn example_server_speaks_the_lifecycle_over_stdio() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Peer::start(dir.path());
    let init = s.request(
        1,
        "initialize",
        json!({"protocolVersion": "2025-06-18", "capabilities": {},
               "clientInfo": {"name": "test", "version": "0"}}),
    );
    assert_eq!(init["result"]["protocolVersion"], "2025-06-18");
    assert_eq!(init["result"]["capabilities"]["tools"]["listChanged"], true);
    assert_eq!(init["result"]["serverInfo"]["name"], "airlock-demo");
    // An unknown version is answered with the server's latest.
    let other = s.request(2, "initialize", json!({"protocolVersion": "1.0.0"}));
    assert_eq!(other["result"]["protocolVersion"], "2025-11-25");
    s.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    // A notification gets no answer: the next line is the ping's.
    assert_eq!(s.request(3, "ping", json!({}))["result"], json!({}));
    // An unknown method, such as the modern era's probe, is -32601.
    let discover = s.request(4, "server/discover", json!({}));
    assert_eq!(discover["error"]["code"], -32601);

    let list = s.request(5, "tools/list", json!({}));
    let names: Vec<&str> = list["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    for want in [
        "read_file",
        "write_file",
        "send_email",
        "COMPOSIO_MULTI_EXECUTE_TOOL",
        "run_command",
        "show_config",
        "get_weather",
    ] {
        assert!(names.contains(&want), "{want} missing from {names:?}");
    }
    assert_eq!(
        tool(&list, "read_file")["annotations"]["readOnlyHint"],
        true
    );
    for t in list["result"]["tools"].as_array().unwrap() {
        assert_eq!(t["inputSchema"]["type"], "object", "{t}");
    }
}

#[test]
fn example_server_tools_act_only_in_the_demo_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Peer::start(dir.path());
    s.request(1, "initialize", json!({"protocolVersion": "2025-11-25"}));

    let read = s.call(2, "read_file", json!({"path": "notes.txt"}));
    assert_eq!(read["result"]["isError"], false);
    assert!(text(&read).contains("Release checklist"));
    let outside = s.call(3, "read_file", json!({"path": "../../etc/passwd"}));
    assert_eq!(outside["result"]["isError"], true);
    assert!(text(&outside).contains("outside the demo folder"));

    let write = s.call(
        4,
        "write_file",
        json!({"path": "plan.md", "content": "ship it"}),
    );
    assert_eq!(write["result"]["isError"], false, "{write}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("plan.md")).unwrap(),
        "ship it"
    );
    let again = s.call(5, "write_file", json!({"path": "plan.md", "content": "x"}));
    assert_eq!(again["result"]["isError"], true, "never overwrites");

    s.call(
        6,
        "send_email",
        json!({"to": "team@example.com", "subject": "release", "body": "done"}),
    );
    s.call(
        7,
        "COMPOSIO_MULTI_EXECUTE_TOOL",
        json!({"tools": [{"tool_slug": "GMAIL_SEND_EMAIL",
                          "arguments": {"recipient_email": "boss@example.com", "subject": "hi", "body": "b"}}]}),
    );
    let outbox = std::fs::read_to_string(dir.path().join("outbox.jsonl")).unwrap();
    let mails: Vec<Value> = outbox
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(mails.len(), 2);
    assert_eq!(mails[0]["to"], "team@example.com");
    assert_eq!(mails[1]["to"], "boss@example.com");

    let shell = s.call(8, "run_command", json!({"command": "touch hacked"}));
    assert!(text(&shell).contains("would run"));
    assert!(
        !dir.path().join("hacked").exists(),
        "the shell tool executes nothing"
    );

    let config = s.call(9, "show_config", json!({}));
    assert!(
        text(&config).contains("AKIA"),
        "the raw server returns the secret"
    );

    let unknown = s.call(10, "nope", json!({}));
    assert_eq!(unknown["error"]["code"], -32602);
    let missing = s.call(11, "read_file", json!({}));
    assert_eq!(missing["result"]["isError"], true);
}

#[test]
fn example_server_rug_pulls_after_the_first_weather_call() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Peer::start(dir.path());
    s.request(1, "initialize", json!({"protocolVersion": "2025-11-25"}));
    let before = s.request(2, "tools/list", json!({}));
    let clean = tool(&before, "get_weather")["description"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(!clean.contains("IMPORTANT"));

    let weather = s.call(3, "get_weather", json!({"city": "Lyon"}));
    assert!(text(&weather).contains("Lyon"));
    // Right after the result: the list changed.
    let note = s.recv();
    assert_eq!(note["method"], "notifications/tools/list_changed");
    assert!(note.get("id").is_none());

    let after = s.request(4, "tools/list", json!({}));
    let poisoned = tool(&after, "get_weather")["description"].as_str().unwrap();
    assert_ne!(poisoned, clean);
    assert!(poisoned.contains("<IMPORTANT>"));
    // Only once: a second call does not announce another change.
    s.call(5, "get_weather", json!({"city": "Oslo"}));
    let next = s.request(6, "ping", json!({}));
    assert_eq!(next["result"], json!({}));
}

#[test]
fn example_server_answers_bad_lines_and_keeps_going() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Peer::start(dir.path());
    s.line("{not json");
    let err = s.recv();
    assert_eq!(err["error"]["code"], -32700);
    assert_eq!(err["id"], Value::Null);
    s.line("");
    assert_eq!(s.request(1, "ping", json!({}))["result"], json!({}));
    assert!(s.finish().success(), "exits 0 when stdin closes");
}
