//! The wide corpus, small and deterministic (see `wide/mod.rs`): recall per context family on
//! both parts, placeholders and expressions left alone, and few findings in clean third-party
//! text (the sources of the crates this workspace locks, from the cargo registry).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod wide;

use airlock_mask::Masker;
use wide::Part;

/// Cases per context and part.
const PER_CONTEXT: usize = 9;

#[test]
fn recall_per_family_is_at_least_99_percent_on_both_parts() {
    let m = Masker::new();
    assert!(wide::CONTEXTS.len() >= 100, "at least 100 contexts");
    for part in [Part::Tuning, Part::HeldOut] {
        let cases = wide::cases(part, PER_CONTEXT);
        let score = wide::score(&m, &cases);
        let low: Vec<_> = score
            .by_family
            .iter()
            .filter(|(_, n, found)| (*found as f64) < 0.99 * *n as f64)
            .collect();
        assert!(
            low.is_empty(),
            "{part:?}: families under 99%: {low:?}\nmissed:\n{}",
            score.missed.join("----\n")
        );
    }
}

#[test]
fn placeholders_and_expressions_stay() {
    let m = Masker::new();
    let masked: Vec<String> = wide::stays()
        .into_iter()
        .filter(|t| !m.findings(t).is_empty())
        .map(|t| format!("{t} -> {}", m.mask(&t)))
        .collect();
    assert!(masked.is_empty(), "masked:\n{}", masked.join(""));
}

#[test]
fn low_entropy_passwords_under_password_keys_are_masked() {
    let m = Masker::new();
    for t in [
        "DB_PASSWORD=hunter2hunter2\n",
        "password = \"hunter2hunter2\"\n",
        "  password: hunter2hunter2\n",
        "<password>hunter2hunter2</password>\n",
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains("hunter2"), "{t} -> {out}");
    }
}

#[test]
fn clean_third_party_text_has_at_most_one_finding_per_mib() {
    let lock = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.lock");
    let dirs = wide::locked_crate_dirs(&lock);
    assert!(
        dirs.len() >= 20,
        "the cargo registry holds the sources of only {} locked crates: run `cargo fetch` first",
        dirs.len()
    );
    let text = wide::clean_text(&dirs, &["rs", "md", "toml", "json"], 4 << 20);
    assert!(
        text.len() >= 4 << 20,
        "only {} bytes of clean text",
        text.len()
    );
    let m = Masker::new();
    let findings = m.findings(&text);
    let mib = text.len() as f64 / f64::from(1u32 << 20);
    let shown: Vec<String> = findings
        .iter()
        .map(|f| {
            let ls = text[..f.start].rfind('\n').map_or(0, |i| i + 1);
            let le = text[f.end..].find('\n').map_or(text.len(), |i| f.end + i);
            format!("{}: {}", f.rule, &text[ls..le.min(ls + 200)])
        })
        .collect();
    assert!(
        findings.len() as f64 <= mib,
        "{} findings in {mib:.1} MiB:\n{}",
        findings.len(),
        shown.join("\n")
    );
}
