//! A team's store: two `airlock serve` processes, each with a home (and a token) of its own, on
//! one PostgreSQL database. A card asked through one daemon is on the other's live feed within
//! a second; a decision on the other wakes the asker's long-poll on the first; the approval is
//! decided once (the second daemon's answer is a 409) and recorded once; neither daemon takes the
//! other's token; `airlock audit --store postgres://…` reads the one chain.
//!
//! The database is the one `AIRLOCK_TEST_PG_URL` names (`./test.sh` starts a throwaway
//! PostgreSQL and sets it); the test works in a schema of its own there.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use std::io::{BufRead as _, BufReader, Write as _};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use common::{airlock, http};
use serde_json::{Value, json};

/// A schema of its own in the PostgreSQL test database, dropped at the end.
struct Database {
    base: String,
    schema: String,
    url: String,
}

impl Database {
    fn new() -> Database {
        let base = std::env::var("AIRLOCK_TEST_PG_URL").unwrap_or_else(|_| {
            panic!(
                "AIRLOCK_TEST_PG_URL is not set: this test needs a PostgreSQL server. Run \
                 ./test.sh (it installs Debian's postgresql and starts a throwaway cluster)"
            )
        });
        let schema = format!("team_{}", uuid::Uuid::new_v4().simple());
        postgres::Client::connect(&base, postgres::NoTls)
            .unwrap_or_else(|e| panic!("cannot reach `{base}` (run ./test.sh): {e}"))
            .batch_execute(&format!("CREATE SCHEMA {schema}"))
            .unwrap();
        let sep = if base.contains('?') { '&' } else { '?' };
        let url = format!("{base}{sep}options=-c%20search_path%3D{schema}");
        Database { base, schema, url }
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Ok(mut c) = postgres::Client::connect(&self.base, postgres::NoTls) {
            // Best effort: a schema left behind is only space in a throwaway database.
            let _ = c.batch_execute(&format!("DROP SCHEMA {} CASCADE", self.schema));
        }
    }
}

/// A running `airlock serve --store URL`, with a home of its own.
struct Serve {
    child: Child,
    url: String,
    token: String,
    _home: tempfile::TempDir,
}

impl Serve {
    fn start(store: &str) -> Serve {
        let home = tempfile::tempdir().unwrap();
        let child = airlock()
            .args(["serve", "--listen", "127.0.0.1:0", "--store", store])
            .env("HOME", home.path())
            .env("AIRLOCK_HOME", home.path())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let started = Instant::now();
        let info = loop {
            if let Some(info) = airlock_gate::DaemonInfo::read(home.path()) {
                break info;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "the daemon did not start"
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        Serve {
            child,
            url: info.url,
            token: info.token,
            _home: home,
        }
    }

    fn api(&self, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
        http(&self.url, &self.token, method, path, body)
    }

    fn addr(&self) -> String {
        self.url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_owned()
    }

    /// The daemon's live feed (what its page listens to): each `pending` event's approval id,
    /// with the moment it arrived.
    fn feed(&self) -> mpsc::Receiver<(String, Instant)> {
        let addr = self.addr();
        let mut s = TcpStream::connect(&addr).unwrap();
        write!(
            s,
            "GET /v1/events HTTP/1.1\r\nhost: {addr}\r\nauthorization: Bearer {}\r\n\
             accept: text/event-stream\r\n\r\n",
            self.token
        )
        .unwrap();
        let (tx, rx) = mpsc::channel();
        let mut lines = BufReader::new(s).lines();
        // The stream is open once its first event (`hello`) arrived.
        let (ready, is_ready) = mpsc::channel();
        std::thread::spawn(move || {
            let mut event = String::new();
            while let Some(Ok(line)) = lines.next() {
                if let Some(name) = line.strip_prefix("event: ") {
                    event = name.to_owned();
                    if event == "hello" {
                        let _ = ready.send(());
                    }
                } else if let Some(data) = line.strip_prefix("data: ")
                    && event == "pending"
                {
                    let v: Value = serde_json::from_str(data).unwrap_or(Value::Null);
                    let id = v["id"].as_str().unwrap_or_default().to_owned();
                    if tx.send((id, Instant::now())).is_err() {
                        return;
                    }
                }
            }
        });
        is_ready
            .recv_timeout(Duration::from_secs(10))
            .expect("the live feed did not open");
        rx
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A question a program asks through the API, as an agent host's integration would.
fn question(n: usize) -> Value {
    json!({
        "tool": "send_email",
        "server": "mail",
        "session": format!("team-{n}"),
        "args": {"to": "a@example.com", "n": n},
        "tier": "always_ask",
        "host": "build-box-7",
        "cwd": "/srv/project",
        "timeout_secs": 60,
    })
}

#[test]
fn two_daemons_on_one_postgres_share_cards_decisions_and_the_chain() {
    let db = Database::new();
    let a = Serve::start(&db.url);
    let b = Serve::start(&db.url);

    // Tokens stay per daemon.
    assert_eq!(http(&b.url, &a.token, "GET", "/v1/approvals", None).0, 401);
    assert_eq!(http(&a.url, &b.token, "GET", "/v1/approvals", None).0, 401);

    let feed = b.feed();
    let mut latencies = Vec::new();
    for n in 0..5 {
        let asked = Instant::now();
        let (status, card) = a.api("POST", "/v1/approvals", Some(&question(n)));
        assert_eq!(status, 201, "{card}");
        let id = card["id"].as_str().unwrap().to_owned();
        // On B's live feed within a second.
        let seen = loop {
            let (got, at) = feed
                .recv_timeout(Duration::from_secs(1))
                .unwrap_or_else(|_| panic!("card {n} never reached the other daemon's page"));
            if got == id {
                break at;
            }
        };
        latencies.push(seen.duration_since(asked));

        // The asker long-polls A; the human answers on B.
        let (url, token, path) = (
            a.url.clone(),
            a.token.clone(),
            format!("/v1/approvals/{id}?wait=10"),
        );
        let poll = std::thread::spawn(move || {
            let (status, v) = http(&url, &token, "GET", &path, None);
            (status, v, Instant::now())
        });
        // Give the long-poll a moment to reach A; it is still waiting when the answer comes,
        // so what ends it is the decision on B.
        std::thread::sleep(Duration::from_millis(100));
        assert!(
            !poll.is_finished(),
            "A's long-poll ended before any decision"
        );
        let decided = Instant::now();
        let (status, v) = b.api(
            "POST",
            &format!("/v1/approvals/{id}/decision"),
            Some(&json!({"answer": "once"})),
        );
        assert_eq!(status, 200, "{v}");
        let (status, v, woke) = poll.join().unwrap();
        assert_eq!(status, 200, "{v}");
        assert_eq!(v["state"], "approved_once", "{v}");
        assert!(
            woke.duration_since(decided) < Duration::from_secs(1),
            "the decision on B took {:?} to wake A's long-poll",
            woke.duration_since(decided)
        );
        // Decided once: the other daemon's second answer is refused.
        let (status, v) = a.api(
            "POST",
            &format!("/v1/approvals/{id}/decision"),
            Some(&json!({"answer": "deny", "reason": "too late"})),
        );
        assert_eq!(status, 409, "{v}");
        // A's page knows the card's host and working directory.
        let (_, v) = b.api("GET", &format!("/v1/approvals/{id}"), None);
        assert_eq!(v["host"], "build-box-7", "{v}");
        assert_eq!(v["cwd"], "/srv/project", "{v}");
    }
    latencies.sort();
    eprintln!("card from A to B's live feed: {latencies:?}");

    // One record per decision, in one chain, whichever daemon wrote it.
    let out = airlock()
        .args(["audit", "--store", &db.url, "verify"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let store = airlock_store::Store::open(&PathBuf::from(&db.url)).unwrap();
    let records = store.list(&airlock_store::Filter::default()).unwrap();
    assert_eq!(records.len(), 5, "{records:#?}");
    assert!(
        records
            .iter()
            .all(|r| r.action == "allow" && r.decided_by == "human")
    );
    assert!(store.verify().unwrap().ok());
}
