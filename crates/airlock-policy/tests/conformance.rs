//! Runs every conformance case (conformance/*.toml, copied from the shared seed cases) through the
//! library, and checks that the copy is in sync with the shared folder when it is present.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

#[path = "support/cases.rs"]
mod cases;

use airlock_policy::{Call, Context, Policy};
use cases::{Case, root};

/// Cases believed wrong, kept as expected failures: (file, case name, why).
const EXPECTED_FAILURES: &[(&str, &str)] = &[];

fn check(file: &str, case: &Case, policy: &Policy) -> Result<(), String> {
    let args = case.args_json();
    let annotations = case.annotations_json();
    let call = Call::new(&case.tool, case.server.as_deref(), &args).annotated(annotations.as_ref());
    let mut ctx = Context::default();
    ctx.depth = case.depth;
    ctx.auto_approve = case.auto_approve;
    ctx.sandboxed = case.sandboxed;
    ctx.budget_spent_usd = case.budget_spent_usd;
    ctx.workspace = Some("/work/project".into());
    ctx.home = Some("/home/user".into());
    ctx.protected = vec![
        "/home/user/.config/airlock".into(),
        "/home/user/.local/share/airlock".into(),
    ]
    .into();
    let d = policy.resolve(&call, &ctx);
    let problems = case.compare(
        d.tier().as_str(),
        d.action().as_str(),
        d.label(),
        d.reason(),
    );
    if problems.is_empty() {
        Ok(())
    } else {
        let trail: Vec<String> = d
            .trail()
            .iter()
            .map(|s| format!("    {:?} {} {:?}", s.stage, s.detail, s.tier))
            .collect();
        Err(format!(
            "{file}: {}: {}\n{}",
            case.name,
            problems.join(", "),
            trail.join("\n")
        ))
    }
}

fn load_cases() -> Vec<(String, Case, Policy)> {
    let mut out = Vec::new();
    for (name, file) in cases::files() {
        let file_policy = file.policy.as_ref().map(|p| {
            Policy::load(&format!("{name} policy"), p)
                .unwrap_or_else(|e| panic!("{name}: the file's policy does not load:\n{e}"))
        });
        for case in file.case {
            let policy = match &case.policy {
                Some(p) => Policy::load(&format!("{name}: {}", case.name), p).unwrap_or_else(|e| {
                    panic!("{name}: {}: policy does not load:\n{e}", case.name)
                }),
                None => file_policy.clone().unwrap_or_else(Policy::default_policy),
            };
            out.push((name.clone(), case, policy));
        }
    }
    out
}

#[test]
fn every_conformance_case_passes() {
    let cases = load_cases();
    assert!(cases.len() >= 200, "only {} cases", cases.len());
    let mut failures = Vec::new();
    let mut unexpected_passes = Vec::new();
    for (file, case, policy) in &cases {
        assert!(!case.source.is_empty());
        let expected_failure = EXPECTED_FAILURES
            .iter()
            .any(|(f, n)| f == file && n == &case.name);
        match (check(file, case, policy), expected_failure) {
            (Err(e), false) => failures.push(e),
            (Ok(()), true) => unexpected_passes.push(format!("{file}: {}", case.name)),
            _ => {}
        }
    }
    assert!(
        unexpected_passes.is_empty(),
        "expected failures now pass; remove them: {unexpected_passes:#?}"
    );
    assert!(
        failures.is_empty(),
        "{} of {} cases fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn the_copy_is_in_sync_with_the_shared_cases() {
    let shared = root().join("../shared/conformance");
    let Ok(entries) = std::fs::read_dir(&shared) else {
        // Outside a checkout that has the shared folder beside it, the copy is all there is.
        return;
    };
    for e in entries {
        let path = e.unwrap().path();
        let ours = root().join("conformance").join(path.file_name().unwrap());
        assert_eq!(
            std::fs::read(&path).unwrap(),
            std::fs::read(&ours).unwrap_or_default(),
            "{} differs from the project's copy; copy it again",
            path.display()
        );
    }
}
