//! Benchmark: analyze and classify a typical short script.
#![allow(missing_docs, clippy::unwrap_used)]

use airlock_shell::{ShellEnv, analyze, judge};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let env = ShellEnv::new(Some("/ws"), Some("/home/u"), &["/ws/.airlock"]);
    let script = "cd /ws/src && git status --short | grep -v '^??' > /ws/out.txt; cargo test -q 2>&1 | tail -n 5";
    c.bench_function("judge_typical_script", |b| {
        b.iter(|| judge(black_box(script), &env))
    });
    // The parse and walk alone, to tell their cost from the knowledge tables'.
    c.bench_function("analyze_typical_script", |b| {
        b.iter(|| analyze(black_box(script)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
