//! The hooks, `airlock serve` and `airlock mcp` together, as real processes: a frozen daemon
//! never delays a call the rules settle and a question falls back to the host's prompt; a card
//! whose asker was killed is withdrawn and recorded as withdrawn; a policy file edited while
//! `airlock serve` or `airlock mcp` runs is taken up (raised at once, lowered only on a human's
//! approval, a corrupt file never).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use std::io::Write as _;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Output, Stdio};
use std::time::{Duration, Instant};

use common::{airlock, http};
use serde_json::{Value, json};

/// A user home with a project in it, and airlock's home beside it.
struct Fixture {
    dir: tempfile::TempDir,
}

impl Fixture {
    fn new() -> Fixture {
        let f = Fixture {
            dir: tempfile::tempdir().unwrap(),
        };
        std::fs::create_dir_all(f.project()).unwrap();
        std::fs::write(f.project().join("README.md"), "hello\n").unwrap();
        f
    }

    fn home(&self) -> PathBuf {
        self.dir.path().join("home")
    }

    fn project(&self) -> PathBuf {
        self.dir.path().join("home/project")
    }

    fn airlock_home(&self) -> PathBuf {
        self.dir.path().join("airlock-home")
    }

    /// Starts `airlock hook claude-code` with `payload` on stdin.
    fn spawn_hook(&self, payload: &Value) -> Child {
        let mut child = airlock()
            .args(["hook", "claude-code"])
            .env("HOME", self.home())
            .env("AIRLOCK_HOME", self.airlock_home())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(payload.to_string().as_bytes())
            .unwrap();
        child
    }

    /// Runs the hook on `payload`; its output and how long it took.
    fn hook(&self, payload: &Value) -> (Output, Duration) {
        let started = Instant::now();
        let out = self.spawn_hook(payload).wait_with_output().unwrap();
        (out, started.elapsed())
    }

    /// A PreToolUse payload for `tool` with `input`.
    fn payload(&self, tool: &str, input: Value) -> Value {
        json!({
            "session_id": "s1",
            "transcript_path": "/tmp/t.jsonl",
            "cwd": self.project(),
            "permission_mode": "default",
            "hook_event_name": "PreToolUse",
            "tool_name": tool,
            "tool_input": input,
            "tool_use_id": "toolu_01",
        })
    }

    /// A call the default policy allows outright.
    fn allowed(&self) -> Value {
        self.payload(
            "Read",
            json!({"file_path": self.project().join("README.md")}),
        )
    }

    /// A call the default policy asks about every time.
    fn question(&self) -> Value {
        self.payload(
            "Bash",
            json!({"command": "curl -X POST https://example.com/upload -d @notes.txt"}),
        )
    }

    /// The audit records, oldest first.
    fn audit(&self) -> Vec<airlock_store::Record> {
        let store =
            airlock_store::Store::open(&airlock_gate::store_path(&self.airlock_home())).unwrap();
        let mut all = store.list(&airlock_store::Filter::default()).unwrap();
        all.reverse();
        all
    }
}

/// The decision a PreToolUse answer carries.
fn decision(out: &Output) -> String {
    assert_eq!(
        out.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["hookSpecificOutput"]["permissionDecision"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// A running `airlock serve` on a free loopback port, with airlock's home at `home`.
struct Serve {
    child: Child,
    url: String,
    token: String,
}

impl Serve {
    fn start(f: &Fixture) -> Serve {
        Serve::start_with(f, &[], Stdio::inherit())
    }

    fn start_with(f: &Fixture, extra: &[&str], stderr: Stdio) -> Serve {
        let info_path = airlock_gate::DaemonInfo::path(&f.airlock_home());
        let _ = std::fs::remove_file(&info_path);
        let child = airlock()
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(extra)
            .env("HOME", f.home())
            .env("AIRLOCK_HOME", f.airlock_home())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .unwrap();
        let info = wait_for(Duration::from_secs(30), "the daemon to start", || {
            airlock_gate::DaemonInfo::read(&f.airlock_home())
        });
        Serve {
            child,
            url: info.url,
            token: info.token,
        }
    }

    /// One request with the bearer token; the status and JSON body.
    fn api(&self, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
        http(&self.url, &self.token, method, path, body)
    }

    fn signal(&self, sig: &str) {
        let status = std::process::Command::new("kill")
            .args([sig, &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success(), "kill {sig}");
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        self.signal("-CONT");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Polls `f` until it gives a value, up to `limit`.
fn wait_for<T>(limit: Duration, what: &str, mut f: impl FnMut() -> Option<T>) -> T {
    let started = Instant::now();
    loop {
        if let Some(v) = f() {
            return v;
        }
        assert!(started.elapsed() < limit, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A daemon file naming `url`, as `airlock serve` writes it.
fn point_at(home: &Path, url: &str) {
    airlock_gate::DaemonInfo::new(url, "0".repeat(64), 1)
        .write(home)
        .unwrap();
}

/// A frozen daemon: the kernel accepts connections, nobody ever answers. A call the rules allow
/// answers without contacting it, and a question falls back to the host's prompt within the
/// client's short timeouts. Without the daemon file at all, the same decisions are the baseline.
#[test]
fn a_frozen_daemon_never_delays_an_allowed_call_and_a_question_falls_back() {
    let f = Fixture::new();
    // The baseline: no daemon file.
    let (out, baseline) = f.hook(&f.allowed());
    assert_eq!(decision(&out), "allow");

    // A listener that accepts and never answers.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let held = std::thread::spawn(move || {
        let mut kept = Vec::new();
        for s in listener.incoming().take(8) {
            kept.push(s);
        }
        kept
    });
    point_at(&f.airlock_home(), &format!("http://127.0.0.1:{port}"));
    let (out, took) = f.hook(&f.allowed());
    assert_eq!(decision(&out), "allow");
    assert!(
        took < baseline + Duration::from_millis(500) && took < Duration::from_secs(2),
        "an allowed call took {took:?} beside a frozen daemon (baseline {baseline:?})"
    );
    let (out, took) = f.hook(&f.question());
    assert_eq!(decision(&out), "ask", "the host's prompt asks");
    assert!(
        took < Duration::from_secs(3),
        "a question took {took:?} to fall back"
    );
    drop(held);

    // A real daemon, stopped with SIGSTOP.
    let serve = Serve::start(&f);
    assert_eq!(serve.api("GET", "/v1/health", None).0, 200);
    serve.signal("-STOP");
    let (out, took) = f.hook(&f.allowed());
    assert_eq!(decision(&out), "allow");
    assert!(
        took < baseline + Duration::from_millis(500) && took < Duration::from_secs(2),
        "an allowed call took {took:?} beside a stopped daemon (baseline {baseline:?})"
    );
    eprintln!("allowed call beside a stopped daemon: {took:?} (baseline {baseline:?})");
    let (out, took) = f.hook(&f.question());
    assert_eq!(decision(&out), "ask");
    assert!(took < Duration::from_secs(3), "a question took {took:?}");
    eprintln!("question beside a stopped daemon, handed to the host: {took:?}");
    serve.signal("-CONT");
    // A question handed to the host's prompt is recorded once its outcome is known: here the
    // session ends without the host running it.
    let end = json!({"session_id": "s1", "transcript_path": "/tmp/t.jsonl",
                     "cwd": f.project(), "hook_event_name": "SessionEnd", "reason": "other"});
    assert_eq!(f.hook(&end).0.status.code(), Some(0));
    let records = f.audit();
    assert_eq!(records.len(), 5, "one record per call");
}

/// A hook waiting on its card at the daemon is killed: the card is withdrawn (not left pending
/// until it times out) and the audit records it as withdrawn, once.
#[test]
fn a_card_whose_asker_was_killed_is_withdrawn_and_recorded() {
    let f = Fixture::new();
    let serve = Serve::start(&f);
    let before = f.audit().len();
    let mut hook = f.spawn_hook(&f.question());
    let pending = |serve: &Serve| {
        let (status, v) = serve.api("GET", "/v1/approvals?state=pending", None);
        assert_eq!(status, 200, "{v}");
        v["approvals"].as_array().unwrap().clone()
    };
    let card = wait_for(Duration::from_secs(20), "the hook's card", || {
        pending(&serve).into_iter().next()
    });
    assert_eq!(card["tool"], "Bash");
    assert!(
        hook.try_wait().unwrap().is_none(),
        "the hook waits for a human"
    );
    hook.kill().unwrap();
    hook.wait().unwrap();
    let killed = Instant::now();
    let id = card["id"].as_str().unwrap();
    let closed = wait_for(Duration::from_secs(15), "the card to be withdrawn", || {
        let (_, v) = serve.api("GET", &format!("/v1/approvals/{id}"), None);
        (v["state"] != "pending").then_some(v)
    });
    eprintln!("withdrawn {:?} after the hook was killed", killed.elapsed());
    assert_eq!(
        (closed["state"].as_str(), closed["decided_by"].as_str()),
        (Some("denied"), Some("cancelled")),
        "{closed}"
    );
    assert!(pending(&serve).is_empty());
    let records = f.audit();
    assert_eq!(records.len(), before + 1, "one record for the call");
    let r = records.last().unwrap();
    assert_eq!(
        (r.tool.as_str(), r.action.as_str(), r.decided_by.as_str()),
        ("Bash", "deny", "cancelled")
    );
    assert!(
        r.detail.contains("withdrawn: the asker went away"),
        "{}",
        r.detail
    );
    assert_eq!(r.session, "s1");
}

/// A policy with `show_config` and `frob` at the given tiers (`deny` is a deny entry).
fn policy(show_config: &str, frob: &str, note: &str) -> String {
    let rule = |name: &str, tier: &str| {
        if tier == "deny" {
            format!("[[deny]]\ntool = \"{name}\"\nreason = \"not here\"\n")
        } else {
            format!("[[tool]]\nname = \"{name}\"\ntier = \"{tier}\"\n")
        }
    };
    format!(
        "# {note}\nversion = 1\n[gate]\napproval_timeout_secs = 60\n{}{}",
        rule("show_config", show_config),
        rule("frob", frob)
    )
}

/// The pending cards of `serve`.
fn pending(serve: &Serve) -> Vec<Value> {
    let (status, v) = serve.api("GET", "/v1/approvals?state=pending", None);
    assert_eq!(status, 200, "{v}");
    v["approvals"].as_array().unwrap().clone()
}

/// Waits for the card about a lowering policy file and answers it.
fn answer_policy_card(serve: &Serve, lowers: &str, answer: &str) {
    let card = wait_for(Duration::from_secs(20), "the policy file's card", || {
        pending(serve)
            .into_iter()
            .find(|c| c["tool"] == "policy_file")
    });
    let label = card["label"].as_str().unwrap();
    assert!(
        label.starts_with("the policy file lowers protection: ") && label.contains(lowers),
        "{label}"
    );
    let id = card["id"].as_str().unwrap();
    let (status, v) = serve.api(
        "POST",
        &format!("/v1/approvals/{id}/decision"),
        Some(&json!({"answer": answer})),
    );
    assert_eq!(status, 200, "{v}");
}

/// Replaces the file's content as an editor does (write in place).
fn edit(path: &Path, text: &str) {
    std::fs::write(path, text).unwrap();
}

/// `airlock serve --policy FILE`: an edit that raises protection applies on the next decision;
/// one that lowers it keeps the old rule for what it lowers and asks on the daemon's page,
/// applying only on approval; a corrupt file keeps the last good policy and says so on stderr
/// and in the audit.
#[test]
fn serve_takes_up_policy_edits_raising_at_once_lowering_on_approval() {
    let f = Fixture::new();
    let file = f.dir.path().join("policy.toml");
    edit(&file, &policy("allow", "always_ask", "start"));
    let log = f.dir.path().join("serve.log");
    let serve = Serve::start_with(
        &f,
        &["--policy", file.to_str().unwrap()],
        Stdio::from(std::fs::File::create(&log).unwrap()),
    );
    let tier = |tool: &str| {
        let (status, v) = serve.api("POST", "/v1/decide", Some(&json!({"tool": tool})));
        assert_eq!(status, 200, "{v}");
        v["tier"].as_str().unwrap().to_owned()
    };
    assert_eq!(tier("show_config"), "allow");

    // Raises: the very next decision.
    edit(&file, &policy("always_ask", "always_ask", "raised"));
    assert_eq!(tier("show_config"), "always_ask");

    // Lowers frob (and raises show_config to a deny): the raise applies, the lowering waits.
    edit(&file, &policy("deny", "allow", "lowered"));
    assert_eq!(
        tier("show_config"),
        "deny",
        "what the file raises applies at once"
    );
    assert_eq!(
        tier("frob"),
        "always_ask",
        "what it lowers keeps the old rule"
    );
    answer_policy_card(&serve, "frob", "deny");
    assert_eq!(
        tier("frob"),
        "always_ask",
        "a refused lowering never applies"
    );
    assert!(
        pending(&serve).is_empty(),
        "the same file is not asked about again"
    );

    // The next version is asked about again; approved, it applies.
    edit(&file, &policy("deny", "allow", "lowered, second try"));
    assert_eq!(tier("frob"), "always_ask");
    answer_policy_card(&serve, "frob", "once");
    wait_for(Duration::from_secs(10), "the approved policy", || {
        (tier("frob") == "allow").then_some(())
    });

    // Corrupt and half-written files: the last good policy stays.
    for bad in [
        "version = 1\n[[tool]]\nname = \"frob\"\ntier = \"sometimes\"\n",
        "version = 1\n[[tool",
    ] {
        edit(&file, bad);
        assert_eq!(tier("frob"), "allow");
        assert_eq!(tier("show_config"), "deny");
    }
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(
        said.contains("did not load, so the last good policy stays in force"),
        "{said}"
    );
    let records = f.audit();
    let events: Vec<(&str, &str)> = records
        .iter()
        .filter(|r| r.tool == "policy_file")
        .map(|r| (r.action.as_str(), r.decided_by.as_str()))
        .collect();
    assert_eq!(
        events,
        [
            ("allow", "rule"),  // the raise, applied
            ("deny", "human"),  // the first lowering, refused
            ("allow", "human"), // the second, approved
            ("deny", "fault"),  // a corrupt file
            ("deny", "fault"),  // a half-written one
        ],
        "{records:#?}"
    );
}

/// One JSON-RPC conversation with `airlock mcp` over its stdio.
struct Mcp {
    child: Child,
    out: std::io::BufReader<std::process::ChildStdout>,
    next: u64,
}

impl Mcp {
    fn start(f: &Fixture, policy: &Path, log: &Path) -> Mcp {
        let demo = f.dir.path().join("demo");
        std::fs::create_dir_all(&demo).unwrap();
        let mut child = airlock()
            .args(["mcp", "--name", "demo", "--session", "s1", "--policy"])
            .arg(policy)
            .arg("--")
            .arg(env!("CARGO_BIN_EXE_airlock"))
            .args(["demo-server", "--dir"])
            .arg(&demo)
            .env("HOME", f.home())
            .env("AIRLOCK_HOME", f.airlock_home())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(log).unwrap())
            .spawn()
            .unwrap();
        let out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut mcp = Mcp {
            child,
            out,
            next: 1,
        };
        mcp.request(
            "initialize",
            json!({"protocolVersion": "2025-06-18", "capabilities": {},
                   "clientInfo": {"name": "test", "version": "1"}}),
        );
        mcp.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        mcp.request("tools/list", json!({}));
        mcp
    }

    fn send(&mut self, msg: &Value) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{msg}").unwrap();
        stdin.flush().unwrap();
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        use std::io::BufRead as _;
        let id = self.next;
        self.next += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let mut line = String::new();
            assert!(
                self.out.read_line(&mut line).unwrap() > 0,
                "airlock mcp ended"
            );
            let v: Value = serde_json::from_str(&line).unwrap();
            if v["id"] == json!(id) {
                return v;
            }
        }
    }

    /// Calls `show_config`: whether it ran.
    fn show_config(&mut self) -> bool {
        let v = self.request(
            "tools/call",
            json!({"name": "show_config", "arguments": {}}),
        );
        v["result"]["isError"] != json!(true)
    }
}

impl Drop for Mcp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `airlock mcp --policy FILE` in front of the demo server, with `airlock serve` answering its
/// questions: a raise denies the next call; a lowering keeps the old rule and asks on the
/// daemon's page, applying only once approved; a corrupt file keeps the last good policy.
#[test]
fn mcp_takes_up_policy_edits_raising_at_once_lowering_on_approval() {
    let f = Fixture::new();
    let serve = Serve::start(&f);
    let file = f.dir.path().join("policy.toml");
    edit(&file, &policy("allow", "allow", "start"));
    let log = f.dir.path().join("mcp.log");
    let mut mcp = Mcp::start(&f, &file, &log);
    assert!(mcp.show_config());

    edit(&file, &policy("deny", "allow", "raised"));
    assert!(!mcp.show_config(), "a raise applies to the next call");

    // Lowered back: the next call asks about the file first; refused, the deny holds.
    edit(&file, &policy("allow", "allow", "lowered"));
    let refuse = std::thread::scope(|s| {
        let asked = s.spawn(|| answer_policy_card(&serve, "show_config", "deny"));
        let ran = mcp.show_config();
        asked.join().unwrap();
        ran
    });
    assert!(!refuse, "a refused lowering never applies");
    assert!(!mcp.show_config());

    // The next version, approved, applies to the call that asked.
    edit(&file, &policy("allow", "allow", "lowered again"));
    let approved = std::thread::scope(|s| {
        let asked = s.spawn(|| answer_policy_card(&serve, "show_config", "once"));
        let ran = mcp.show_config();
        asked.join().unwrap();
        ran
    });
    assert!(approved, "an approved lowering applies");

    edit(&file, "version = 1\n[[deny]]\ntool = ");
    assert!(
        mcp.show_config(),
        "a corrupt file keeps the last good policy"
    );
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(
        said.contains("did not load, so the last good policy stays in force"),
        "{said}"
    );
    assert!(f.audit().iter().any(|r| r.tool == "policy_file"
        && r.decided_by == "fault"
        && r.detail.contains("did not load")));
}
