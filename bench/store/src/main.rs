//! How far one store takes a team, printed as a small report:
//! 1. decisions per second through `POST /v1/decide` (32 concurrent keep-alive clients spread
//!    over the daemons) with 1, 2 and 4 daemons (each its own gate and store connection) on one
//!    PostgreSQL, and the same on one SQLite file on this host (a decision through the API is
//!    not recorded; the gate that asks records its call, as part 2 measures);
//! 2. records appended per second straight through `Store::append` by 1, 2 and 4 writers,
//!    each on a connection of its own (the ceiling of the chain's one lock);
//! 3. the time from `POST /v1/approvals` on daemon A to the card on daemon B's open page
//!    (headless chromium), both on one PostgreSQL (goal: p95 under 200 ms).
//!
//! The PostgreSQL database is `AIRLOCK_TEST_PG_URL` (`./test.sh` starts one); each run works in
//! a schema of its own there.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "benchmark"
)]

#[path = "../../../crates/airlock-server/tests/support/cdp.rs"]
#[allow(dead_code, reason = "the tests' browser driver; this uses a part of it")]
mod cdp;

use std::path::PathBuf;
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
const CLIENTS: usize = 32;
const WARMUP: Duration = Duration::from_secs(1);
const MEASURE: Duration = Duration::from_secs(4);
const PAGE_SAMPLES: usize = 40;

type Http = Client<HttpConnector, Full<Bytes>>;

/// Where one measurement's store lives.
enum Place {
    Sqlite(tempfile::TempDir),
    Postgres { base: String, schema: String },
}

impl Place {
    fn sqlite() -> Place {
        Place::Sqlite(tempfile::tempdir().unwrap())
    }

    fn postgres() -> Place {
        let base = std::env::var("AIRLOCK_TEST_PG_URL")
            .expect("AIRLOCK_TEST_PG_URL is not set: run ./test.sh, or set it to a database");
        let schema = format!("bench_{}", uuid::Uuid::new_v4().simple());
        admin(&base, &format!("CREATE SCHEMA {schema}")).unwrap();
        Place::Postgres { base, schema }
    }

    fn name(&self) -> &'static str {
        match self {
            Place::Sqlite(_) => "SQLite",
            Place::Postgres { .. } => "PostgreSQL",
        }
    }

    fn address(&self) -> PathBuf {
        match self {
            Place::Sqlite(dir) => dir.path().join("airlock.db"),
            Place::Postgres { base, schema } => {
                let sep = if base.contains('?') { '&' } else { '?' };
                PathBuf::from(format!("{base}{sep}options=-c%20search_path%3D{schema}"))
            }
        }
    }

    fn open(&self) -> airlock_store::Store {
        airlock_store::Store::open(&self.address()).unwrap()
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Place::Postgres { base, schema } = self {
            let _ = admin(base, &format!("DROP SCHEMA {schema} CASCADE"));
        }
    }
}

/// Runs `sql` on the database at `url`, on a thread of its own: the `postgres` client must not
/// run on the runtime's threads.
fn admin(url: &str, sql: &str) -> Result<(), postgres::Error> {
    let (url, sql) = (url.to_owned(), sql.to_owned());
    std::thread::spawn(move || {
        postgres::Client::connect(&url, postgres::NoTls)?.batch_execute(&sql)
    })
    .join()
    .unwrap()
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        if std::env::var("BENCH_PAGE_ONLY").is_err() {
            throughput().await;
        }
        println!("\n## A card asked on daemon A, on daemon B's page (one PostgreSQL)");
        let place = Place::postgres();
        let urls = start(&place, 2).await;
        page_latency(&urls[0], &urls[1]).await;
    });
}

async fn throughput() {
    {
        println!("## POST /v1/decide through N daemons on one store ({CLIENTS} clients)");
        for make in [Place::sqlite as fn() -> Place, Place::postgres] {
            for daemons in [1, 2, 4] {
                let place = make();
                let urls = start(&place, daemons).await;
                decisions(&place, &urls).await;
            }
        }
        println!("\n## Store::append, N writers, each on a connection of its own");
        for make in [Place::sqlite as fn() -> Place, Place::postgres] {
            for writers in [1, 2, 4] {
                appends(&make(), writers);
            }
        }
    }
}

/// `n` daemons on the store at `place`, each with a gate and a connection of its own.
async fn start(place: &Place, n: usize) -> Vec<String> {
    let mut urls = Vec::new();
    for _ in 0..n {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let gate = Gate::new(
            airlock_policy::Policy::default_policy(),
            place.open(),
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
        urls.push(daemon.url().to_owned());
        tokio::spawn(async move { daemon.serve(listener, std::future::pending()).await });
    }
    urls
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

async fn decisions(place: &Place, urls: &[String]) {
    // A realistic mix: a read the default policy allows, a shell command it analyses, a
    // meta-tool payload and an MCP tool of an unknown server (asked: no approver, denied).
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
        let target = format!("{}/v1/decide", urls[i % urls.len()]);
        let bodies = bodies.clone();
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
    let secs = elapsed.as_secs_f64();
    println!(
        "{:<10} {} daemon(s): {:>6.0} decisions/s; latency p50 {:.2} ms, p99 {:.2} ms",
        place.name(),
        urls.len(),
        count as f64 / secs,
        pct(0.5),
        pct(0.99),
    );
}

fn appends(place: &Place, writers: usize) {
    let masker = airlock_mask::Masker::new();
    let record = move |i: u64| airlock_store::NewRecord {
        time_ms: 1_700_000_000_000 + i as i64,
        session: "bench".into(),
        server: "fs".into(),
        tool: "read_file".into(),
        label: masker.mask("read_file src/main.rs"),
        tier: "allow".into(),
        action: "allow".into(),
        rule: masker.mask("default: read-only"),
        decided_by: "rule".into(),
        detail: masker.mask(""),
        duration_ms: 0,
        args: masker.mask(r#"{"path":"src/main.rs"}"#),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let threads: Vec<_> = (0..writers)
        .map(|_| {
            let (mut store, stop, record) = (place.open(), stop.clone(), record.clone());
            std::thread::spawn(move || {
                let mut n = 0_u64;
                while !stop.load(Ordering::Relaxed) {
                    store.append(record(n)).unwrap();
                    n += 1;
                }
                n
            })
        })
        .collect();
    let started = Instant::now();
    std::thread::sleep(MEASURE);
    stop.store(true, Ordering::SeqCst);
    let total: u64 = threads.into_iter().map(|t| t.join().unwrap()).sum();
    let secs = started.elapsed().as_secs_f64();
    let verify = place.open().verify().unwrap();
    assert!(verify.ok() && verify.checked == total, "{verify:?}");
    println!(
        "{:<10} {} writer(s): {:>6.0} appends/s (chain verified, {} records)",
        place.name(),
        writers,
        total as f64 / secs,
        verify.checked
    );
}

fn wall_ms() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
        * 1000.0
}

async fn page_latency(a: &str, b: &str) {
    let browser = cdp::Browser::launch().await;
    let page = browser.open(&format!("{b}/#token={TOKEN}")).await;
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
        // B's page resolves this promise with its own clock when a new card is in the DOM.
        let watch = "new Promise(done => { const box = document.getElementById('cards'); \
            const seen = box.children.length; const obs = new MutationObserver(() => { \
            if (box.children.length > seen) { obs.disconnect(); \
            done(performance.timeOrigin + performance.now()); } }); \
            obs.observe(box, { childList: true }); })";
        let shown = page.eval_later(watch);
        tokio::time::sleep(Duration::from_millis(100)).await;
        let created = wall_ms();
        let body = json!({"tool": format!("frob_{i}"), "server": "acme", "args": {"i": i}});
        let (status, v) = post(&http, &format!("{a}/v1/approvals"), &body.to_string()).await;
        assert_eq!(status, 201);
        let at = shown.await.as_f64().unwrap();
        samples.push(at - created);
        let id = serde_json::from_slice::<Value>(&v).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned();
        // Decided on B; the card leaves B's page, and A's waiters hear of it.
        let (status, _) = post(
            &http,
            &format!("{b}/v1/approvals/{id}/decision"),
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
        "card asked on A, on B's page: {PAGE_SAMPLES} samples, p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms (goal: p95 < 200 ms)",
        pct(0.5),
        pct(0.95),
        pct(1.0),
    );
}
