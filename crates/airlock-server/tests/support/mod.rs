//! The test fixture: a daemon over a store file in a temp home, served on a loopback port
//! ([`start`]) or in process with no socket ([`start_app`], its requests going through
//! `Daemon::app()` with `tower::ServiceExt::oneshot`), a gate that asks it through
//! `daemon.json`, and a small HTTP client that reaches either.
#![allow(dead_code, reason = "each test binary uses part of the fixture")]

pub mod cdp;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Arc, Mutex};

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
    /// The loopback server; none for a daemon served in process.
    server: Option<tokio::task::JoinHandle<()>>,
}

impl Running {
    /// Stops serving (the hub stops when the last handle goes).
    pub fn stop(self) {
        match self.server {
            Some(server) => {
                server.abort();
                DaemonInfo::remove_own(&self.home);
            }
            None => in_process().retain(|(url, _)| *url != self.url),
        }
    }
}

/// The daemons served in process, by base URL: [`http`] hands their requests to the router.
static IN_PROCESS: Mutex<Vec<(String, axum::Router)>> = Mutex::new(Vec::new());

fn in_process() -> std::sync::MutexGuard<'static, Vec<(String, axum::Router)>> {
    IN_PROCESS.lock().unwrap_or_else(|e| e.into_inner())
}

/// A daemon over `home`'s store served in process: no socket, no `daemon.json`. Its URL names a
/// port nothing listens on (one per daemon, so that tests running at once tell them apart); it
/// is the daemon's own address for the Host and Origin checks, and [`http`] routes it here.
pub async fn start_app(home: &Path, config: impl FnOnce(&mut Config)) -> Running {
    static PORT: AtomicU16 = AtomicU16::new(1);
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], PORT.fetch_add(1, Ordering::SeqCst)));
    let daemon = Daemon::start(daemon_gate(home), config_for(addr, config));
    let url = daemon.url().to_owned();
    in_process().push((url.clone(), daemon.app()));
    Running {
        url,
        daemon,
        home: home.to_owned(),
        server: None,
    }
}

/// The daemon's own gate: the test policy over `home`'s store, asking no one.
fn daemon_gate(home: &Path) -> Gate {
    let store = airlock_store::Store::open(&airlock_gate::store_path(home)).unwrap();
    Gate::new(
        policy(POLICY),
        store,
        Arc::new(airlock_gate::NoApprover::new("the daemon asks no one")),
        GateConfig::default(),
    )
}

fn config_for(addr: std::net::SocketAddr, config: impl FnOnce(&mut Config)) -> Config {
    let mut cfg = Config {
        listen: addr,
        token: TOKEN.to_owned(),
        policy_file: None,
        webhook: None,
    };
    config(&mut cfg);
    cfg
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
    let daemon = Daemon::start(daemon_gate(home), config_for(addr, config));
    let app = daemon.app();
    let server = tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    DaemonInfo::new(daemon.url(), TOKEN, std::process::id())
        .write(home)
        .unwrap();
    Running {
        url: daemon.url().to_owned(),
        daemon,
        home: home.to_owned(),
        server: Some(server),
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

/// One HTTP exchange: status, headers and JSON body (Null when the body is not JSON). A daemon
/// served in process gets the request through its router, with the Host header a client would
/// send unless the test sets its own.
pub async fn http(
    method: &str,
    url: &str,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> (u16, hyper::HeaderMap, Value) {
    let app = in_process()
        .iter()
        .find(|(base, _)| url.starts_with(&format!("{base}/")))
        .map(|(_, app)| app.clone());
    if let Some(app) = app {
        use tower::ServiceExt as _;
        let uri: hyper::Uri = url.parse().unwrap();
        let mut req = hyper::Request::builder()
            .method(method)
            .uri(uri.path_and_query().unwrap().as_str());
        if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("host")) {
            req = req.header("host", uri.authority().unwrap().as_str());
        }
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        let req = req
            .body(axum::body::Body::from(body.unwrap_or("").to_owned()))
            .unwrap();
        let res = app.oneshot(req).await.unwrap();
        let status = res.status().as_u16();
        let headers = res.headers().clone();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        return (
            status,
            headers,
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        );
    }
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
