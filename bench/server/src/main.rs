//! Benchmarks of the approval daemon, printed as a small report:
//! 1. decisions per second through `POST /v1/decide` with 50 concurrent keep-alive clients
//!    (goal: over 20,000/s), with latency percentiles;
//! 2. the time from `POST /v1/approvals` to the card's appearance on an open approval page in
//!    headless chromium (goal: under 100 ms).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "benchmark"
)]

#[path = "../../../crates/airlock-server/tests/support/cdp.rs"]
mod cdp;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use airlock_gate::{Gate, GateConfig, NoApprover};
use airlock_server::{Config, Daemon};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};

const TOKEN: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const CLIENTS: usize = 50;
const WARMUP: Duration = Duration::from_secs(1);
const MEASURE: Duration = Duration::from_secs(5);
const PAGE_SAMPLES: usize = 40;

type Http = Client<HttpConnector, Full<Bytes>>;

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let home = tempfile::tempdir().unwrap();
        resolve_alone(home.path());
        if std::env::var("BENCH_RESOLVE_ONLY").is_ok() {
            return;
        }
        let url = start(home.path()).await;
        decisions(&url).await;
        page_latency(&url).await;
    });
}

async fn start(home: &std::path::Path) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let store = airlock_store::Store::open(&airlock_gate::store_path(home)).unwrap();
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

/// The same calls' decisions in process, one thread, no HTTP: the ceiling per core.
fn resolve_alone(home: &std::path::Path) {
    let store = airlock_store::Store::open(&home.join("alone.db")).unwrap();
    let gate = Gate::new(
        airlock_policy::Policy::default_policy(),
        store,
        Arc::new(NoApprover::new("bench")),
        GateConfig::default(),
    );
    let reqs = [
        airlock_gate::Request::new(
            "s",
            Some("filesystem"),
            "read_file",
            json!({"path": "src/main.rs"}),
        ),
        airlock_gate::Request::new(
            "s",
            None,
            "run_shell_command",
            json!({"command": "git status && cargo test"}),
        ),
        airlock_gate::Request::new(
            "s",
            Some("composio"),
            "COMPOSIO_MULTI_EXECUTE_TOOL",
            json!({"tools": [{"tool_slug": "GMAIL_SEND_EMAIL"}, {"tool_slug": "GITHUB_LIST_ISSUES"}]}),
        ),
        airlock_gate::Request::new("s", Some("acme"), "frob_widget", json!({"n": 3})),
    ];
    let n = 20_000;
    for req in &reqs {
        let started = Instant::now();
        for _ in 0..n / 4 {
            std::hint::black_box(gate.resolve(req).unwrap());
        }
        let per = started.elapsed().as_secs_f64() / (n / 4) as f64;
        println!("  resolve {:<28} {:.1} us", req.tool, per * 1e6);
    }
    let started = Instant::now();
    for i in 0..n {
        let d = gate.resolve(&reqs[i % reqs.len()]).unwrap();
        std::hint::black_box(serde_json::to_vec(&d).unwrap());
    }
    let per = started.elapsed().as_secs_f64() / n as f64;
    println!(
        "Gate::resolve + JSON of the decision, in process, one thread: {:.1} us per call ({:.0}/s per core)",
        per * 1e6,
        1.0 / per
    );
}

fn client() -> Http {
    let mut connector = HttpConnector::new();
    connector.set_nodelay(true);
    Client::builder(TokioExecutor::new()).build(connector)
}

async fn post(http: &Http, url: &str, body: &str) -> (u16, Bytes) {
    let req = hyper::Request::post(url)
        .header("authorization", format!("Bearer {TOKEN}"))
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.to_owned())))
        .unwrap();
    let res = http.request(req).await.unwrap();
    let status = res.status().as_u16();
    (status, res.into_body().collect().await.unwrap().to_bytes())
}

async fn decisions(url: &str) {
    let target = format!("{url}/v1/decide");
    // A realistic mix: a read the default policy allows, a shell command it analyses, a
    // meta-tool payload and an MCP tool of an unknown server.
    let bodies = [
        json!({"tool": "read_file", "server": "filesystem", "args": {"path": "src/main.rs"}}),
        json!({"tool": "run_shell_command", "args": {"command": "git status && cargo test"}}),
        json!({"tool": "COMPOSIO_MULTI_EXECUTE_TOOL", "server": "composio",
               "args": {"tools": [{"tool_slug": "GMAIL_SEND_EMAIL"}, {"tool_slug": "GITHUB_LIST_ISSUES"}]}}),
        json!({"tool": "frob_widget", "server": "acme", "args": {"n": 3}}),
    ]
    .map(|b| b.to_string());
    let measuring = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    for i in 0..CLIENTS {
        let (target, bodies) = (target.clone(), bodies.clone());
        let (measuring, stop, done) = (measuring.clone(), stop.clone(), done.clone());
        tasks.push(tokio::spawn(async move {
            let http = client();
            let mut latencies = Vec::new();
            let mut n = i;
            while !stop.load(Ordering::Relaxed) {
                let body = &bodies[n % bodies.len()];
                n += 1;
                let started = Instant::now();
                let (status, _) = post(&http, &target, body).await;
                assert_eq!(status, 200);
                if measuring.load(Ordering::Relaxed) {
                    latencies.push(started.elapsed());
                    done.fetch_add(1, Ordering::Relaxed);
                }
            }
            latencies
        }));
    }
    tokio::time::sleep(WARMUP).await;
    measuring.store(true, Ordering::SeqCst);
    let started = Instant::now();
    tokio::time::sleep(MEASURE).await;
    measuring.store(false, Ordering::SeqCst);
    let elapsed = started.elapsed();
    let count = done.load(Ordering::SeqCst);
    stop.store(true, Ordering::SeqCst);
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 - 1.0) * p) as usize].as_secs_f64() * 1000.0;
    println!(
        "POST /v1/decide, {CLIENTS} concurrent clients, {:.1} s: {count} decisions, {:.0} decisions/s \
         (goal > 20000); latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        elapsed.as_secs_f64(),
        count as f64 / elapsed.as_secs_f64(),
        pct(0.5),
        pct(0.99),
        pct(1.0),
    );
}

fn wall_ms() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
        * 1000.0
}

async fn page_latency(url: &str) {
    let browser = cdp::Browser::launch().await;
    let page = browser.open(&format!("{url}/?token={TOKEN}")).await;
    assert!(
        page.wait_for(
            "document.getElementById('status').textContent === 'live'",
            10
        )
        .await
    );
    let http = client();
    let mut samples = Vec::new();
    for i in 0..PAGE_SAMPLES {
        // The page resolves this promise with its own clock when a new card is in the DOM.
        let watch = "new Promise(done => { const box = document.getElementById('cards'); \
            const seen = box.children.length; const obs = new MutationObserver(() => { \
            if (box.children.length > seen) { obs.disconnect(); \
            done(performance.timeOrigin + performance.now()); } }); \
            obs.observe(box, { childList: true }); })";
        let shown = page.eval_later(watch);
        tokio::time::sleep(Duration::from_millis(100)).await;
        let created = wall_ms();
        let body = json!({"tool": format!("frob_{i}"), "server": "acme", "args": {"i": i}});
        let (status, v) = post(&http, &format!("{url}/v1/approvals"), &body.to_string()).await;
        assert_eq!(status, 201);
        let at = shown.await.as_f64().unwrap();
        samples.push(at - created);
        let id = serde_json::from_slice::<Value>(&v).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let (status, _) = post(
            &http,
            &format!("{url}/v1/approvals/{id}/decision"),
            r#"{"answer":"deny"}"#,
        )
        .await;
        assert_eq!(status, 200);
        assert!(
            page.wait_for("document.querySelectorAll('.card').length === 0", 5)
                .await
        );
    }
    samples.sort_by(f64::total_cmp);
    let pct = |p: f64| samples[((samples.len() as f64 - 1.0) * p) as usize];
    println!(
        "approval created -> card on the open page, {PAGE_SAMPLES} samples: median {:.1} ms, \
         p95 {:.1} ms, max {:.1} ms (goal < 100 ms)",
        pct(0.5),
        pct(0.95),
        pct(1.0)
    );
}
