//! The test fixture: a daemon over a store file in a temp home, served on a loopback port, a
//! gate that asks it through `daemon.json`, and a small HTTP client.
#![allow(dead_code, reason = "each test binary uses part of the fixture")]

pub mod cdp;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use airlock_gate::{DaemonInfo, Gate, GateConfig};
use airlock_server::{Config, Daemon};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::Value;

pub const TOKEN: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

/// A running daemon.
pub struct Running {
    pub daemon: Daemon,
    pub url: String,
    pub home: PathBuf,
    server: tokio::task::JoinHandle<()>,
}

impl Running {
    /// Stops serving (the hub stops when the last handle goes).
    pub fn stop(self) {
        self.server.abort();
        DaemonInfo::remove_own(&self.home);
    }
}

pub fn policy(text: &str) -> airlock_policy::Policy {
    airlock_policy::Policy::load("test.toml", text).unwrap()
}

/// The test policy: `frob` asks once, `mail` always asks, `nuke` is denied, reads are allowed,
/// `run_shell` runs the shell script in its `command`.
pub const POLICY: &str = r#"
version = 1
[gate]
approval_timeout_secs = 30
[[deny]]
tool = "nuke"
reason = "never"
[[tool]]
name = "frob"
tier = "ask_once"
reason = "frobbing changes things"
[[tool]]
name = "send_mail"
tier = "always_ask"
[[tool]]
name = "read_*"
tier = "allow"
[[tool]]
name = "run_shell"
shell = "command"
"#;

/// A daemon over `home`'s store, on a fresh loopback port, with `daemon.json` written.
pub async fn start(home: &Path, config: impl FnOnce(&mut Config)) -> Running {
    start_on(home, 0, config).await
}

pub async fn start_on(home: &Path, port: u16, config: impl FnOnce(&mut Config)) -> Running {
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
        .await
        .unwrap();
    let addr = listener.local_addr().unwrap();
    let store = airlock_store::Store::open(&airlock_gate::store_path(home)).unwrap();
    let gate = Gate::new(
        policy(POLICY),
        store,
        Arc::new(airlock_gate::NoApprover::new("the daemon asks no one")),
        GateConfig::default(),
    );
    let mut cfg = Config {
        listen: addr,
        token: TOKEN.to_owned(),
        policy_file: None,
        webhook: None,
    };
    config(&mut cfg);
    let daemon = Daemon::start(gate, cfg);
    let app = daemon.app();
    let server = tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    DaemonInfo {
        url: daemon.url().to_owned(),
        token: TOKEN.to_owned(),
        pid: std::process::id(),
    }
    .write(home)
    .unwrap();
    Running {
        url: daemon.url().to_owned(),
        daemon,
        home: home.to_owned(),
        server,
    }
}

/// A gate in the agent's process: same home, same store file, asking through the daemon.
pub fn agent_gate(home: &Path) -> Gate {
    let store = airlock_store::Store::open(&airlock_gate::store_path(home)).unwrap();
    Gate::new(
        policy(POLICY),
        store,
        airlock_gate::choose_approver(home, false),
        GateConfig::default(),
    )
}

/// One HTTP exchange: status, headers and JSON body (Null when the body is not JSON).
pub async fn http(
    method: &str,
    url: &str,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> (u16, hyper::HeaderMap, Value) {
    let client: Client<HttpConnector, Full<Bytes>> =
        Client::builder(TokioExecutor::new()).build(HttpConnector::new());
    let mut req = hyper::Request::builder().method(method).uri(url);
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let req = req
        .body(Full::new(Bytes::from(body.unwrap_or("").to_owned())))
        .unwrap();
    let res = client.request(req).await.unwrap();
    let status = res.status().as_u16();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        headers,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

pub const BEARER: &str = "Bearer 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

/// An authorized JSON request.
pub async fn api(method: &str, url: &str, body: Option<Value>) -> (u16, Value) {
    let text = body.map(|b| b.to_string());
    let (status, _, v) = http(
        method,
        url,
        &[
            ("authorization", BEARER),
            ("content-type", "application/json"),
        ],
        text.as_deref(),
    )
    .await;
    (status, v)
}

/// Polls `f` until it is true, for at most `secs`.
pub async fn eventually(secs: u64, mut f: impl AsyncFnMut() -> bool) -> bool {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    while std::time::Instant::now() < until {
        if f().await {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    false
}

/// The pending approvals the daemon lists.
pub async fn pending(url: &str) -> Vec<Value> {
    let (_, v) = api("GET", &format!("{url}/v1/approvals?state=pending"), None).await;
    v["approvals"].as_array().cloned().unwrap_or_default()
}
