//! Benchmark: `run(["true"])` in the sandbox against spawning `true` directly.
#![allow(clippy::unwrap_used, reason = "a panic in a benchmark is a failed run")]

use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let ws = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let spec = airlock_sandbox::Spec {
        workspace: ws.path().to_path_buf(),
        network: airlock_sandbox::Network::None,
        allow_read: Vec::new(),
        hide: Vec::new(),
        home: home.path().to_path_buf(),
        env: vec![("PATH".into(), "/usr/bin:/bin".into())],
        force_layers: None,
        limits: airlock_sandbox::Limits::default(),
    };
    let argv = vec!["true".to_owned()];
    c.bench_function("sandbox run true", |b| {
        b.iter(|| airlock_sandbox::run(&spec, &argv).unwrap())
    });
    c.bench_function("spawn true directly", |b| {
        b.iter(|| std::process::Command::new("true").status().unwrap())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
