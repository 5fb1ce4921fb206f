//! Raw relay throughput, in messages per second, against a minimal Rust echo server (this very
//! binary, re-run with `RELAY_BENCH_ECHO=1`): pipelined requests straight to the server, through
//! the relay in process, and through the `airlock mcp` binary if `AIRLOCK_BIN` names it (whose
//! peak resident memory is then read from /proc). Run: `cargo bench -p airlock-mcp --bench relay`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    missing_docs,
    reason = "a benchmark: a panic is a failed run"
)]

use std::io::{BufRead, Write};
use std::process::Stdio;
use std::sync::Arc;
use std::time::{Duration, Instant};

use airlock_gate::{Gate, GateConfig, NoApprover};
use airlock_mcp::{ProxyConfig, relay};
use airlock_policy::Policy;
use airlock_store::Store;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};

const N: u64 = 200_000;
const WINDOW: u64 = 256;

fn main() {
    if std::env::var_os("RELAY_BENCH_ECHO").is_some() {
        echo_server();
        return;
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(run());
}

/// Answers every request with an empty result, as fast as it can.
fn echo_server() {
    let mut input = std::io::BufReader::with_capacity(1 << 16, std::io::stdin().lock());
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line).unwrap() == 0 {
            return;
        }
        let msg: serde_json::Value = serde_json::from_str(&line).unwrap();
        if let Some(id) = msg.get("id") {
            writeln!(out, "{{\"jsonrpc\":\"2.0\",\"id\":{id},\"result\":{{}}}}").unwrap();
        }
        if input.buffer().is_empty() {
            out.flush().unwrap();
        }
    }
}

fn echo_child() -> tokio::process::Child {
    tokio::process::Command::new(std::env::current_exe().unwrap())
        .env("RELAY_BENCH_ECHO", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap()
}

/// Sends `n` requests of `method` with at most `WINDOW` unanswered; returns the elapsed time.
async fn drive<W, R>(mut to: W, from: R, n: u64, line: impl Fn(u64) -> String) -> (Duration, W)
where
    W: AsyncWrite + Unpin + Send + 'static,
    R: AsyncRead + Unpin + Send + 'static,
{
    let (credit_tx, mut credit_rx) = tokio::sync::mpsc::channel::<()>(WINDOW as usize);
    let started = Instant::now();
    let reader = tokio::spawn(async move {
        let mut lines = BufReader::with_capacity(1 << 16, from).lines();
        let mut got = 0;
        while got < n {
            let l = lines
                .next_line()
                .await
                .unwrap()
                .expect("the stream ended early");
            if l.contains("\"result\"") {
                got += 1;
                let _ = credit_tx.try_send(());
            }
        }
    });
    let mut buf = Vec::with_capacity(1 << 16);
    let mut in_flight = 0;
    for i in 0..n {
        while in_flight >= WINDOW {
            if !buf.is_empty() {
                to.write_all(&buf).await.unwrap();
                to.flush().await.unwrap();
                buf.clear();
            }
            credit_rx.recv().await.unwrap();
            in_flight -= 1;
            while credit_rx.try_recv().is_ok() {
                in_flight -= 1;
            }
        }
        buf.extend_from_slice(line(i).as_bytes());
        buf.push(b'\n');
        in_flight += 1;
        if buf.len() > 32 * 1024 {
            to.write_all(&buf).await.unwrap();
            buf.clear();
        }
    }
    to.write_all(&buf).await.unwrap();
    to.flush().await.unwrap();
    reader.await.unwrap();
    (started.elapsed(), to)
}

fn ping(i: u64) -> String {
    format!("{{\"jsonrpc\":\"2.0\",\"id\":{i},\"method\":\"ping\"}}")
}

fn call(i: u64) -> String {
    format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":{i},\"method\":\"tools/call\",\"params\":{{\"name\":\"echo\",\"arguments\":{{\"message\":\"hello {i}\"}}}}}}"
    )
}

fn report(what: &str, n: u64, took: Duration) {
    let per_sec = n as f64 / took.as_secs_f64();
    println!(
        "{what:<44} {n:>7} requests in {:>7.3} s: {:>9.0} requests/s, {:>9.0} messages/s relayed",
        took.as_secs_f64(),
        per_sec,
        2.0 * per_sec
    );
}

fn gate(store: Store) -> Arc<Gate> {
    let policy = Policy::load(
        "bench.toml",
        "version = 1\n[[server]]\nname = \"bench\"\ndefault = \"allow\"\n",
    )
    .unwrap();
    Arc::new(Gate::new(
        policy,
        store,
        Arc::new(NoApprover::new("no approver available")),
        GateConfig::default(),
    ))
}

async fn through_relay(gate: Arc<Gate>, n: u64, line: fn(u64) -> String) -> Duration {
    let mut child = echo_child();
    let (client, proxy) = tokio::io::duplex(1 << 20);
    let (proxy_r, proxy_w) = tokio::io::split(proxy);
    let (client_r, client_w) = tokio::io::split(client);
    let relayed = tokio::spawn(relay(
        gate,
        ProxyConfig::new("bench", "bench"),
        proxy_r,
        proxy_w,
        child.stdout.take().unwrap(),
        child.stdin.take().unwrap(),
    ));
    let (took, _client) = drive(client_w, client_r, n, line).await;
    relayed.abort();
    took
}

async fn run() {
    let mut child = echo_child();
    let (took, _) = drive(
        child.stdin.take().unwrap(),
        child.stdout.take().unwrap(),
        N,
        ping,
    )
    .await;
    report("direct to the echo server (ping)", N, took);
    drop(child);

    let took = through_relay(gate(Store::open_in_memory().unwrap()), N, ping).await;
    report("through the relay (ping)", N, took);

    let calls = N / 10;
    let took = through_relay(gate(Store::open_in_memory().unwrap()), calls, call).await;
    report(
        "through the relay (tools/call, store in memory)",
        calls,
        took,
    );

    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("airlock.db")).unwrap();
    let took = through_relay(gate(store), calls, call).await;
    report("through the relay (tools/call, store on disk)", calls, took);

    let mut store = Store::open(&dir.path().join("background.db")).unwrap();
    store.checkpoint_in_background().unwrap();
    let took = through_relay(gate(store), calls, call).await;
    report("  ... checkpoints in the background", calls, took);

    // As `airlock mcp` runs its store: records written ahead, checkpoints on a thread of their
    // own.
    let mut store = Store::open(&dir.path().join("ahead.db")).unwrap();
    store.checkpoint_in_background().unwrap();
    store.write_ahead().unwrap();
    let took = through_relay(gate(store), calls, call).await;
    report("  ... records written ahead (as airlock mcp)", calls, took);

    if let Some(bin) = std::env::var_os("AIRLOCK_BIN") {
        // Cargo runs a benchmark in its crate's folder; a relative path names a file from the
        // workspace's root, where the command is typed.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let bin = root.join(bin);
        let policy = dir.path().join("policy.toml");
        std::fs::write(
            &policy,
            "version = 1\n[[server]]\nname = \"bench\"\ndefault = \"allow\"\n",
        )
        .unwrap();
        let mut proxy = tokio::process::Command::new(bin)
            .args(["mcp", "--name", "bench", "--approver", "none", "--policy"])
            .arg(&policy)
            .arg("--store")
            .arg(dir.path().join("airlock.db"))
            .arg("--")
            .arg(std::env::current_exe().unwrap())
            .env("RELAY_BENCH_ECHO", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let pid = proxy.id().unwrap();
        let to = proxy.stdin.take().unwrap();
        let from = proxy.stdout.take().unwrap();
        // The proxy's input stays open (held here) while its memory is read.
        let (took, _input) = drive(to, from, N, ping).await;
        report("through the airlock mcp binary (ping)", N, took);
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
        for key in ["VmHWM", "VmRSS"] {
            if let Some(l) = status.lines().find(|l| l.starts_with(key)) {
                println!("airlock mcp {l}");
            }
        }
    }
}
