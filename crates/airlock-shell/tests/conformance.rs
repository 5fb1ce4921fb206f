//! Runs every case of the shared shell conformance file through analyze and classify.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use airlock_shell::{Level, ShellEnv, judge};

/// Cases with a `[[deny]]` policy or `sandboxed = true` are decided by the policy crate; for
/// them only "not allow" (deny entries) is checked here, and sandboxed cases are skipped.
#[test]
fn shared_conformance_cases() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../conformance/shell.toml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let doc: toml::Table = text.parse().unwrap();
    let env = ShellEnv::new(Some("/ws"), Some("/home/u"), &[]);
    let mut bad = Vec::new();
    for case in doc["case"].as_array().unwrap() {
        let script = case["args"]["command"].as_str().unwrap();
        let tier = case["expect_tier"].as_str().unwrap();
        if case.get("sandboxed").and_then(|v| v.as_bool()) == Some(true) {
            continue;
        }
        let got = judge(script, &env).level;
        let ok = match tier {
            "allow" => got == Level::Allow,
            "ask_once" => got == Level::AskOnce,
            "always_ask" => got == Level::AlwaysAsk,
            _ => got == Level::AlwaysAsk,
        };
        if !ok {
            bad.push(format!("{script:?}: want {tier}, got {got:?}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
