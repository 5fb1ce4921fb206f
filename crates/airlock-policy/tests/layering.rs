//! The decision core does no I/O: a mechanical check that its sources name no file system,
//! network, process, environment or async runtime, and that its manifest depends on none.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use std::path::Path;

const FORBIDDEN: &[&str] = &[
    "std::fs",
    "std::net",
    "std::process",
    "std::env",
    "tokio",
    "std::time::SystemTime",
    "Instant::now",
    "std::thread",
];

fn check_dir(dir: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            check_dir(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                for f in FORBIDDEN {
                    if line.contains(f) {
                        found.push(format!("{}:{}: names `{f}`", path.display(), n + 1));
                    }
                }
            }
        }
    }
}

#[test]
fn the_pure_crates_do_no_io() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for name in [
        "airlock-facts",
        "airlock-policy",
        "airlock-shell",
        "airlock-mask",
    ] {
        check_dir(&crates.join(name).join("src"), &mut found);
        let manifest = std::fs::read_to_string(crates.join(name).join("Cargo.toml")).unwrap();
        let deps = manifest
            .split("[dependencies]")
            .nth(1)
            .unwrap_or("")
            .split("\n[")
            .next()
            .unwrap_or("");
        for bad in ["tokio", "rusqlite", "axum", "libc", "nix"] {
            if deps.lines().any(|l| l.trim_start().starts_with(bad)) {
                found.push(format!("{name}/Cargo.toml depends on `{bad}`"));
            }
        }
    }
    // The facts are data every layer reads: they depend on nothing.
    let facts = std::fs::read_to_string(crates.join("airlock-facts").join("Cargo.toml")).unwrap();
    let facts_deps = facts.split("[dependencies]").nth(1).unwrap_or("");
    let facts_deps = facts_deps.split("\n[").next().unwrap_or("");
    if facts_deps.lines().any(|l| !l.trim().is_empty()) {
        found.push("airlock-facts/Cargo.toml has dependencies".to_owned());
    }
    assert!(
        found.is_empty(),
        "the pure crates must not do I/O:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_itself_catches_a_forbidden_name() {
    let tmp = std::env::temp_dir().join(format!("airlock-layering-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::write(
        tmp.join("x.rs"),
        "fn f() { let _ = std::fs::read(\"a\"); }\n",
    )
    .unwrap();
    let mut found = Vec::new();
    check_dir(&tmp, &mut found);
    std::fs::remove_dir_all(&tmp).unwrap();
    assert_eq!(found.len(), 1);
}
