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

/// What `airlock demo` printed, and where it put its files.
struct DemoRun {
    out: String,
    code: Option<i32>,
    files: std::path::PathBuf,
}

impl Drop for DemoRun {
    fn drop(&mut self) {
        // The demo's own temporary folder (the demo folder's parent); the store is the test's.
        if let Some(root) = self.files.parent() {
            let _ = std::fs::remove_dir_all(root);
        }
    }
}

fn demo(answer: &str, store: &std::path::Path) -> DemoRun {
    let o = airlock()
        .args(["demo", "--answer", answer, "--store"])
        .arg(store)
        .output()
        .unwrap();
    let out = String::from_utf8(o.stdout).unwrap();
    let files = out
        .lines()
        .find_map(|l| {
            l.split_once("acting only in ")
                .map(|(_, p)| p.trim().to_owned())
        })
        .unwrap_or_else(|| panic!("no demo folder in\n{out}"));
    DemoRun {
        code: o.status.code(),
        files: files.into(),
        out,
    }
}

fn assert_has(out: &str, wants: &[&str]) {
    for want in wants {
        assert!(out.contains(want), "missing {want:?} in\n{out}");
    }
}

/// The raw secret values the example server's show_config returns.
const SECRETS: [&str; 3] = [
    "AKIADEMO7NOTREAL2345",
    "Xk9vTq2mLw8rZp4s",
    "sk_live_51DemoNotRealKey0123456789abcdefGH",
];

/// (tool, label, tier, action, decided_by, rule prefix) of each record, oldest first.
fn records(store: &std::path::Path) -> Vec<(String, String, String, String, String, String)> {
    let s = airlock_store::Store::open(store).unwrap();
    let mut all = s.list(&airlock_store::Filter::default()).unwrap();
    all.reverse();
    all.into_iter()
        .map(|r| (r.tool, r.label, r.tier, r.action, r.decided_by, r.rule))
        .collect()
}

fn assert_records(store: &std::path::Path, want: &[(&str, &str, &str, &str, &str, &str)]) {
    let got = records(store);
    assert_eq!(got.len(), want.len(), "{got:#?}");
    for (g, w) in got.iter().zip(want) {
        assert_eq!(
            (&*g.0, &*g.1, &*g.2, &*g.3, &*g.4),
            (w.0, w.1, w.2, w.3, w.4),
            "{g:?}"
        );
        assert!(
            g.5.starts_with(w.5),
            "rule {:?} for {}, want {:?}",
            g.5,
            g.0,
            w.5
        );
    }
}

const SHELL: &str = "ls -la; cat notes.txt; wc -l; rm -rf build; git push origin main";

#[test]
fn demo_answering_no_runs_only_what_the_policy_allows() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("demo.db");
    let run = demo("no", &store);
    assert_eq!(run.code, Some(0), "{}", run.out);
    assert_has(
        &run.out,
        &[
            "7 tool(s) listed and pinned: 7 new, 0 unchanged, 0 changed",
            "RAN    read_file  [allow; decided by rule; rule: heuristic: readOnlyHint]",
            "agent gets: Release checklist",
            "ASKS the human: write_file  (ask_once)",
            "DENIED write_file  [ask_once; decided by human",
            "DENIED send_email  [always_ask; decided by human",
            // The meta-tool's card and record name the enclosed action.
            "ASKS the human: gmail: send email  (always_ask)",
            "DENIED gmail: send email  [always_ask; decided by human; rule: built-in: pinned defaults]",
            // Each command of the script is judged.
            "allow      ls -la",
            "allow      cat notes.txt",
            "always_ask rm -rf build",
            "always_ask git push origin main",
            "DENIED rm -rf ~  [deny; decided by rule",
            "the server says its tools changed; the agent lists them again",
            "`get_weather` CHANGED since it was pinned",
            "`get_weather`'s description speaks to the model: holds an <IMPORTANT> block",
            "0 new, 6 unchanged, 1 changed",
            "warning: this tool's definition changed since it was approved",
            "DENIED get_weather  [always_ask; decided by human; rule: airlock: tool pin]",
            "gateway: masked 1 string(s) holding secrets in the result",
            "AWS_ACCESS_KEY_ID=AKIA…[masked aws-access-key-id 20]",
            "audit chain intact: 9 record(s)",
            "demo                  3      6      9",
            "why 8\n",
        ],
    );
    assert!(
        run.out
            .contains("Denied by the user: the user said no. The call did not run."),
        "the agent is told who denied it and why"
    );
    // The blocklisted call never asked anyone.
    let rm = run
        .out
        .split("agent calls run_command {\"command\":\"rm -rf ~\"}")
        .nth(1)
        .unwrap();
    assert!(!rm.split("\n\n").next().unwrap().contains("ASKS"), "{rm}");
    for secret in SECRETS {
        assert!(!run.out.contains(secret), "{secret} reached the output");
    }
    assert_records(
        &store,
        &[
            (
                "read_file",
                "read_file",
                "allow",
                "allow",
                "rule",
                "heuristic: readOnlyHint",
            ),
            (
                "write_file",
                "write_file",
                "ask_once",
                "deny",
                "human",
                "gate.unknown",
            ),
            (
                "send_email",
                "send_email",
                "always_ask",
                "deny",
                "human",
                "heuristic",
            ),
            (
                "COMPOSIO_MULTI_EXECUTE_TOOL",
                "gmail: send email",
                "always_ask",
                "deny",
                "human",
                "built-in: pinned defaults",
            ),
            (
                "run_command",
                SHELL,
                "always_ask",
                "deny",
                "human",
                "built-in: destructive",
            ),
            ("run_command", "rm -rf ~", "deny", "deny", "rule", "deny "),
            (
                "get_weather",
                "get_weather",
                "allow",
                "allow",
                "rule",
                "heuristic: readOnlyHint",
            ),
            (
                "get_weather",
                "get_weather",
                "always_ask",
                "deny",
                "human",
                "airlock: tool pin",
            ),
            (
                "show_config",
                "show_config",
                "allow",
                "allow",
                "rule",
                "heuristic: readOnlyHint",
            ),
        ],
    );
    // Nothing that was denied happened: no new file, no mail.
    assert!(run.files.join("notes.txt").exists());
    assert!(!run.files.join("plan.md").exists());
    assert!(!run.files.join("outbox.jsonl").exists());

    let verify = airlock()
        .args(["audit", "verify", "--store"])
        .arg(&store)
        .output()
        .unwrap();
    assert_eq!(verify.status.code(), Some(0));
    let why = airlock()
        .args(["audit", "why", "8", "--store"])
        .arg(&store)
        .output()
        .unwrap();
    let why = String::from_utf8(why.stdout).unwrap();
    assert_has(
        &why,
        &["rule       airlock: tool pin", "\"city\": \"Paris\""],
    );
}

#[test]
fn demo_answering_yes_runs_all_but_the_blocklist() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("demo.db");
    let run = demo("yes", &store);
    assert_eq!(run.code, Some(0), "{}", run.out);
    assert_has(
        &run.out,
        &[
            "answered: yes (--answer yes)",
            "RAN    write_file  [ask_once; decided by human",
            "RAN    gmail: send email  [always_ask; decided by human",
            &format!("RAN    {SHELL}  [always_ask; decided by human"),
            "DENIED rm -rf ~  [deny; decided by rule",
            "RAN    get_weather  [always_ask; decided by human; rule: airlock: tool pin]",
            "agent gets: would run in",
            "audit chain intact: 9 record(s)",
            "demo                  8      1      9",
        ],
    );
    for secret in SECRETS {
        assert!(!run.out.contains(secret), "{secret} reached the output");
    }
    let actions: Vec<String> = records(&store).into_iter().map(|r| r.3).collect();
    assert_eq!(
        actions,
        [
            "allow", "allow", "allow", "allow", "allow", "deny", "allow", "allow", "allow"
        ]
    );
    // What was approved happened, inside the demo folder; the shell tool ran nothing real.
    assert_eq!(
        std::fs::read_to_string(run.files.join("plan.md")).unwrap(),
        "1. tag v1.0\n2. mail the team\n"
    );
    let outbox = std::fs::read_to_string(run.files.join("outbox.jsonl")).unwrap();
    let to: Vec<Value> = outbox
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["to"].clone())
        .collect();
    assert_eq!(to, [json!("team@example.com"), json!("boss@example.com")]);

    // A second run into the same store continues the chain.
    let again = demo("no", &store);
    assert_eq!(again.code, Some(0));
    assert_has(&again.out, &["audit chain intact: 18 record(s)", "#10 "]);
    let mut db = std::fs::read(&store).unwrap();
    if let Ok(wal) = std::fs::read(store.with_extension("db-wal")) {
        db.extend(wal);
    }
    for secret in SECRETS {
        assert!(
            !db.windows(secret.len()).any(|w| w == secret.as_bytes()),
            "{secret} reached the store"
        );
    }
}

#[test]
fn demo_without_a_terminal_answers_no_and_keeps_its_store_out_of_airlock_home() {
    let home = tempfile::tempdir().unwrap();
    // setsid: a new session with no controlling terminal, so /dev/tty cannot be opened.
    let o = std::process::Command::new("setsid")
        .arg("-w")
        .arg(env!("CARGO_BIN_EXE_airlock"))
        .arg("demo")
        .env("AIRLOCK_HOME", home.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(o.status.code(), Some(0), "{out}");
    assert_has(
        &out,
        &[
            "--answer no: every question is answered no",
            "audit chain intact: 9 record(s)",
        ],
    );
    assert!(
        !home.path().join("airlock.db").exists(),
        "the demo never writes the user's store"
    );
    let store = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("store").map(|p| p.trim().to_owned()))
        .unwrap();
    assert!(std::path::Path::new(&store).exists(), "{store}");
    std::fs::remove_dir_all(std::path::Path::new(&store).parent().unwrap()).unwrap();
}

/// The demo's closing hints, run as printed by a shell with the given `PATH`, from `cwd`.
fn closing_hints_run_as_printed(path_env: &std::ffi::OsStr, cwd: &std::path::Path) -> Vec<String> {
    let home = tempfile::tempdir().unwrap();
    let o = airlock()
        .args(["demo", "--answer", "no"])
        .env("AIRLOCK_HOME", home.path())
        .env("PATH", path_env)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(o.status.code(), Some(0), "{out}");
    let hints: Vec<String> = out
        .lines()
        .skip_while(|l| !l.starts_with("Try: "))
        .take(3)
        .map(|l| l.trim_start_matches("Try:").trim().to_owned())
        .collect();
    assert_eq!(hints.len(), 3, "{out}");
    for hint in &hints {
        let run = std::process::Command::new("sh")
            .arg("-c")
            .arg(hint)
            .env("PATH", path_env)
            .env("AIRLOCK_HOME", home.path())
            .current_dir(cwd)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success() && !said.trim().is_empty(),
            "`{hint}` failed: {said}{}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    let store = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("store").map(|p| p.trim().to_owned()))
        .unwrap();
    std::fs::remove_dir_all(std::path::Path::new(&store).parent().unwrap()).unwrap();
    hints
}

#[test]
fn issue24_demo_hints_name_airlock_when_it_is_on_the_path() {
    let bin = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_airlock"), bin.path().join("airlock")).unwrap();
    let mut paths = vec![bin.path().to_path_buf()];
    paths.extend(std::env::split_paths(&std::env::var_os("PATH").unwrap()));
    let path_env = std::env::join_paths(paths).unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let hints = closing_hints_run_as_printed(&path_env, elsewhere.path());
    assert!(hints[0].starts_with("airlock audit --store "), "{hints:?}");
}

#[test]
fn issue24_demo_hints_use_cargo_run_in_the_workspace_when_airlock_is_not_on_the_path() {
    // The PATH a user has after cloning: cargo, and no airlock on it.
    let cargo = std::path::Path::new(env!("CARGO"));
    let mut paths = vec![cargo.parent().unwrap().to_path_buf()];
    paths.extend(
        std::env::split_paths(&std::env::var_os("PATH").unwrap())
            .filter(|p| !p.join("airlock").exists()),
    );
    let path_env = std::env::join_paths(paths).unwrap();
    let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let hints = closing_hints_run_as_printed(&path_env, &workspace);
    assert!(
        hints[0].starts_with("cargo run -q -p airlock -- audit --store "),
        "{hints:?}"
    );
}

#[test]
fn issue24_demo_hints_name_the_binary_outside_its_workspace() {
    let path = std::env::var_os("PATH").unwrap();
    let paths = std::env::split_paths(&path).filter(|p| !p.join("airlock").exists());
    let path_env = std::env::join_paths(paths).unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let hints = closing_hints_run_as_printed(&path_env, elsewhere.path());
    let exe = std::fs::canonicalize(env!("CARGO_BIN_EXE_airlock")).unwrap();
    assert!(
        hints[0].starts_with(&format!("{} audit", exe.display())),
        "{hints:?}"
    );
}
