//! `POST /v1/decide` at 50 concurrent keep-alive clients, through the daemon's real HTTP stack
//! on a loopback socket: decisions per second and latency percentiles, for a mix of calls (a
//! file read, a shell command, a meta-tool, an unknown MCP tool) and for shell commands alone.
//! Beside the rate, the process's CPU time per decision (the daemon's and the clients'), which a
//! busy machine moves far less than the rate.
//!
//!     cargo bench -p airlock-server --bench decide
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    missing_docs,
    reason = "benchmark"
)]

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use airlock_gate::{Gate, GateConfig, NoApprover};
use airlock_server::{Config, Daemon};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::json;

const TOKEN: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const CLIENTS: usize = 50;
const WARMUP: Duration = Duration::from_millis(500);
const MEASURE: Duration = Duration::from_secs(2);

type Http = Client<HttpConnector, Full<Bytes>>;

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let home = tempfile::tempdir().unwrap();
        let url = start(home.path()).await;
        let mix = [
            json!({"tool": "read_file", "server": "filesystem", "args": {"path": "src/main.rs"}}),
            json!({"tool": "run_shell_command", "args": {"command": "git status && cargo test"}}),
            json!({"tool": "COMPOSIO_MULTI_EXECUTE_TOOL", "server": "composio",
                   "args": {"tools": [{"tool_slug": "GMAIL_SEND_EMAIL"}, {"tool_slug": "GITHUB_LIST_ISSUES"}]}}),
            json!({"tool": "frob_widget", "server": "acme", "args": {"n": 3}}),
        ];
        let shell = [
            json!({"tool": "run_shell_command", "args": {"command": "git status && cargo test"}}),
            json!({"tool": "run_shell_command", "args": {"command": "ls -la src | grep rs"}}),
            json!({"tool": "run_shell_command", "args": {"command": "cat README.md; git diff --stat"}}),
            json!({"tool": "run_shell_command", "args": {"command": "npm run build > build.log 2>&1"}}),
        ];
        for (name, bodies) in [("mix", &mix), ("shell", &shell)] {
            let bodies: Vec<String> = bodies.iter().map(|b| b.to_string()).collect();
            let r = decisions(&url, &bodies).await;
            println!(
                "POST /v1/decide, {name:<5} {CLIENTS} clients: {:>7.0} decisions/s; \
                 p50 {:.2} ms, p99 {:.2} ms; CPU {:.1} us per decision",
                r.0, r.1, r.2, r.3
            );
        }
    });
}

async fn start(home: &std::path::Path) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let store = airlock_store::Store::open(&home.join("airlock.db")).unwrap();
    let gate = Gate::new(
        airlock_policy::Policy::default_policy(),
        store,
        Arc::new(NoApprover::new("bench")),
        GateConfig::default(),
    );
    let daemon = Daemon::start(
        gate,
        Config {
            listen: listener.local_addr().unwrap(),
            token: TOKEN.to_owned(),
            policy_file: None,
            webhook: None,
        },
    );
    let url = daemon.url().to_owned();
    tokio::spawn(async move { daemon.serve(listener, std::future::pending()).await });
    url
}

fn client() -> Http {
    let mut connector = HttpConnector::new();
    connector.set_nodelay(true);
    Client::builder(TokioExecutor::new()).build(connector)
}

async fn post(http: &Http, url: &str, body: &str) -> u16 {
    let req = hyper::Request::post(url)
        .header("authorization", format!("Bearer {TOKEN}"))
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.to_owned())))
        .unwrap();
    let res = http.request(req).await.unwrap();
    let status = res.status().as_u16();
    res.into_body().collect().await.unwrap();
    status
}

/// This process's CPU time so far (user and system), in microseconds: the daemon's and the
/// clients' work, which unlike throughput does not fall when other processes take the cores.
fn cpu_us() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .unwrap()
        .1
        .split_whitespace()
        .collect();
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    // The kernel's clock tick is 100 Hz on every Linux build this runs on.
    ticks * 10_000.0
}

/// Decisions per second, p50 and p99 in milliseconds, and the process's CPU time per decision
/// in microseconds.
async fn decisions(url: &str, bodies: &[String]) -> (f64, f64, f64, f64) {
    let target = format!("{url}/v1/decide");
    let measuring = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    for i in 0..CLIENTS {
        let (target, bodies) = (target.clone(), bodies.to_vec());
        let (measuring, stop, done) = (measuring.clone(), stop.clone(), done.clone());
        tasks.push(tokio::spawn(async move {
            let http = client();
            let mut latencies = Vec::new();
            let mut n = i;
            while !stop.load(Ordering::Relaxed) {
                let body = &bodies[n % bodies.len()];
                n += 1;
                let started = Instant::now();
                assert_eq!(post(&http, &target, body).await, 200);
                if measuring.load(Ordering::Relaxed) {
                    latencies.push(started.elapsed());
                    done.fetch_add(1, Ordering::Relaxed);
                }
            }
            latencies
        }));
    }
    // The run's length is the measurement itself, not a wait for a condition.
    tokio::time::sleep(WARMUP).await;
    measuring.store(true, Ordering::SeqCst);
    let started = Instant::now();
    let cpu_before = cpu_us();
    tokio::time::sleep(MEASURE).await;
    measuring.store(false, Ordering::SeqCst);
    let cpu = cpu_us() - cpu_before;
    let elapsed = started.elapsed();
    let count = done.load(Ordering::SeqCst);
    stop.store(true, Ordering::SeqCst);
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 - 1.0) * p) as usize].as_secs_f64() * 1000.0;
    (
        count as f64 / elapsed.as_secs_f64(),
        pct(0.5),
        pct(0.99),
        cpu / count as f64,
    )
}
