//! The latency of one audit record (the durable, hash-chained append every tools/call waits
//! for), with SQLite's checkpoints inside the commits, with them on a thread of their own
//! ([`Store::checkpoint_in_background`], as `airlock serve` runs), and written ahead
//! ([`Store::write_ahead`], as `airlock mcp` records a call that runs), in one run.
//! Records are spaced as tool calls are, so that the checkpointer has the gaps to work in.
//! Prints p50, p99, p99.9 and the worst of each. Run: `cargo bench -p airlock-store --bench append`
//! (`APPEND_BENCH_N` records per mode, 20,000 unless set).

#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    missing_docs,
    reason = "a benchmark: a panic is a failed run"
)]

use std::time::{Duration, Instant};

use airlock_mask::Masker;
use airlock_store::{NewRecord, Store, canonical_json};

/// The pause between two records: about what a fast client spends between tool calls.
const GAP: Duration = Duration::from_micros(200);

fn main() {
    let n: usize = std::env::var("APPEND_BENCH_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    println!("{n} records per mode, {} us apart", GAP.as_micros());
    // Each mode twice, alternating, so that a slow moment of the machine does not fall on one.
    for round in 1..=2 {
        for (background, ahead) in [(false, false), (true, false), (true, true)] {
            let mut took = run(n, background, ahead);
            took.sort_unstable_by(f64::total_cmp);
            let at = |q: f64| took[((took.len() - 1) as f64 * q).round() as usize];
            println!(
                "round {round}: {:<26} p50 {:7.1} us   p99 {:7.1} us   p99.9 {:8.1} us   worst {:8.1} us",
                match (background, ahead) {
                    (_, true) => "records written ahead",
                    (true, false) => "checkpoints in background",
                    (false, false) => "checkpoints in commits",
                },
                at(0.50),
                at(0.99),
                at(0.999),
                took[took.len() - 1],
            );
        }
    }
}

/// Microseconds per append, for `n` records on a fresh store on disk; with `ahead`, as
/// `airlock mcp` records a call that runs: written ahead ([`Store::write_ahead`]).
fn run(n: usize, background: bool, ahead: bool) -> Vec<f64> {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("airlock.db")).unwrap();
    if background {
        store.checkpoint_in_background().unwrap();
    }
    if ahead {
        store.write_ahead().unwrap();
    }
    let masker = Masker::new();
    let mut took = Vec::with_capacity(n);
    for i in 0..n {
        let args = canonical_json(&serde_json::json!({"message": format!("hello {i}")}));
        let record = NewRecord {
            time_ms: 1_700_000_000_000 + i as i64,
            session: "bench".into(),
            server: "everything".into(),
            tool: "echo".into(),
            label: masker.mask("echo"),
            tier: "allow".into(),
            action: "allow".into(),
            rule: masker.mask("server everything: default allow"),
            decided_by: "rule".into(),
            detail: masker.mask(""),
            duration_ms: 0,
            args: masker.mask(&args),
        };
        std::thread::sleep(GAP);
        let started = Instant::now();
        if ahead {
            assert!(!store.pins_moved().unwrap());
            store.append_ahead(record).unwrap();
        } else {
            store
                .append_unless_changed(record, "everything", "echo")
                .unwrap();
        }
        took.push(started.elapsed().as_secs_f64() * 1e6);
    }
    took
}
