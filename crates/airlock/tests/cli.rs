//! Integration tests of the `airlock` binary: every conformance case through
//! `airlock explain --json`, the explain contract's exit codes, and `airlock policy`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Deserialize;

fn airlock() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_airlock"));
    c.env_remove("AIRLOCK_HOME");
    c
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[derive(Deserialize)]
struct File {
    policy: Option<String>,
    case: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    name: String,
    tool: String,
    server: Option<String>,
    args: Option<toml::Table>,
    annotations: Option<toml::Table>,
    #[serde(default)]
    depth: u32,
    #[serde(default)]
    auto_approve: bool,
    #[serde(default)]
    sandboxed: bool,
    #[serde(default)]
    budget_spent_usd: f64,
    expect_tier: String,
    expect_action: String,
    expect_label: Option<String>,
    expect_label_excludes: Option<String>,
    expect_reason_contains: Option<String>,
    policy: Option<String>,
}

/// Runs one case through the binary, in a fresh empty home; returns what differs.
fn run_case(dir: &Path, file_policy: Option<&Path>, case: &Case, n: usize) -> Vec<String> {
    let home = dir.join(format!("home-{n}"));
    std::fs::create_dir_all(&home).unwrap();
    let mut cmd = airlock();
    cmd.env("HOME", &home).current_dir(dir);
    cmd.args([
        "explain",
        "--json",
        "--workspace",
        "/work/project",
        "--tool",
        &case.tool,
    ]);
    if let Some(s) = &case.server {
        cmd.args(["--server", s]);
    }
    let args = serde_json::to_string(&case.args.clone().unwrap_or_default()).unwrap();
    cmd.args(["--args", &args]);
    if let Some(a) = &case.annotations {
        cmd.args(["--annotations", &serde_json::to_string(a).unwrap()]);
    }
    cmd.args([
        "--depth",
        &case.depth.to_string(),
        "--budget-spent",
        &case.budget_spent_usd.to_string(),
    ]);
    if case.auto_approve {
        cmd.arg("--auto-approve");
    }
    if case.sandboxed {
        cmd.arg("--sandboxed");
    }
    let own;
    let policy = match &case.policy {
        Some(p) => {
            own = dir.join(format!("case-{n}.toml"));
            std::fs::write(&own, p).unwrap();
            Some(own.as_path())
        }
        None => file_policy,
    };
    if let Some(p) = policy {
        cmd.arg("--policy").arg(p);
    }
    let out = cmd.output().unwrap();
    if !out.status.success() {
        return vec![format!(
            "exit {:?}: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        )];
    }
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let get = |k: &str| v[k].as_str().unwrap_or_default().to_owned();
    let mut problems = Vec::new();
    if get("tier") != case.expect_tier {
        problems.push(format!("tier {} (want {})", get("tier"), case.expect_tier));
    }
    if get("action") != case.expect_action {
        problems.push(format!(
            "action {} (want {})",
            get("action"),
            case.expect_action
        ));
    }
    if case
        .expect_label
        .as_ref()
        .is_some_and(|l| *l != get("label"))
    {
        problems.push(format!("label {}", get("label")));
    }
    if case
        .expect_label_excludes
        .as_ref()
        .is_some_and(|x| get("label").contains(x.as_str()))
    {
        problems.push(format!("label {} holds what it must not", get("label")));
    }
    if case
        .expect_reason_contains
        .as_ref()
        .is_some_and(|r| !get("reason").to_lowercase().contains(&r.to_lowercase()))
    {
        problems.push(format!("reason {}", get("reason")));
    }
    for key in ["label", "reason", "actions", "trail"] {
        if v.get(key).is_none() {
            problems.push(format!("no `{key}` in the output"));
        }
    }
    problems
}

#[test]
fn every_conformance_case_passes_through_explain_json() {
    let tmp = tempfile::tempdir().unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("conformance"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    let (mut total, mut failures) = (0, Vec::new());
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let file: File = toml::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let file_policy = file.policy.as_ref().map(|p| {
            let f = tmp.path().join(format!("{name}.policy.toml"));
            std::fs::write(&f, p).unwrap();
            f
        });
        for case in &file.case {
            total += 1;
            let problems = run_case(tmp.path(), file_policy.as_deref(), case, total);
            if !problems.is_empty() {
                failures.push(format!("{name}: {}: {}", case.name, problems.join("; ")));
            }
        }
    }
    assert!(total >= 200, "only {total} cases");
    assert!(
        failures.is_empty(),
        "{} of {total} cases fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn explain_exits_2_on_bad_input() {
    let tmp = tempfile::tempdir().unwrap();
    let bad_policy = tmp.path().join("bad.toml");
    std::fs::write(&bad_policy, "version = 1\n[gate]\nunknwn = \"allow\"\n").unwrap();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            vec![
                "--tool".into(),
                "x".into(),
                "--args".into(),
                "{not json".into(),
            ],
            "not valid JSON",
        ),
        (
            vec!["--tool".into(), "x".into(), "--args".into(), "[1]".into()],
            "must be a JSON object",
        ),
        (
            vec![
                "--tool".into(),
                "x".into(),
                "--policy".into(),
                "/nonexistent/p.toml".into(),
            ],
            "cannot read the policy",
        ),
        (
            vec![
                "--tool".into(),
                "x".into(),
                "--policy".into(),
                bad_policy.display().to_string(),
            ],
            "bad.toml:3:1",
        ),
        (
            vec!["--tool".into(), "x".into(), "--frobnicate".into()],
            "--frobnicate",
        ),
    ];
    for (args, want) in cases {
        let out = airlock().arg("explain").args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains(want),
            "{args:?}: stderr `{err}` lacks `{want}`"
        );
        assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    }
}

#[test]
fn explain_prints_the_trail_for_humans() {
    let out = airlock().args(["explain", "--tool", "COMPOSIO_MULTI_EXECUTE_TOOL", "--server", "composio", "--args", r#"{"tools":[{"tool_slug":"GMAIL_SEND_EMAIL"},{"tool_slug":"GITHUB_LIST_REPOSITORIES"}]}"#]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        text.starts_with("ASK  gmail: send email; github: list repositories  (always_ask)"),
        "{text}"
    );
    assert!(text.contains("enclosed actions"), "{text}");
    assert!(!text.contains("COMPOSIO_MULTI_EXECUTE_TOOL  ("), "{text}");
}

#[test]
fn policy_check_reports_file_line_column_and_examples() {
    let tmp = tempfile::tempdir().unwrap();
    let good = tmp.path().join("good.toml");
    std::fs::write(&good, airlock_default()).unwrap();
    let out = airlock()
        .args(["policy", "check"])
        .arg(&good)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let failing = tmp.path().join("failing.toml");
    std::fs::write(&failing, "version = 1\n\n[[tool]]\nname = \"x\"\ntier = \"allow\"\n\n[[example]]\ntool = \"x\"\nexpect = \"always_ask\"\n\n[[command]]\nprefix = \"git push\"\ntier = \"always_ask\"\nmatch = [\"git pull\"]\n").unwrap();
    let out = airlock()
        .args(["policy", "check"])
        .arg(&failing)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("failing.toml:7:1: example `x` expects `always_ask` but the policy resolves it to `allow`"), "{err}");
    assert!(
        err.contains("failing.toml:11:1: `git pull` should match the command prefix `git push`"),
        "{err}"
    );
}

fn airlock_default() -> String {
    let out = airlock()
        .args(["policy", "show", "--default"])
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn policy_diff_lists_lowerings() {
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a.toml"), tmp.path().join("b.toml"));
    std::fs::write(
        &a,
        "version = 1\n[[tool]]\nname = \"memory_save\"\ntier = \"always_ask\"\n",
    )
    .unwrap();
    std::fs::write(&b, "version = 1\n[[tool]]\nname = \"memory_save\"\ntier = \"allow\"\n[[tool]]\nname = \"x\"\ntier = \"deny\"\n").unwrap();
    let out = airlock()
        .args(["policy", "diff"])
        .arg(&a)
        .arg(&b)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        text.lines().any(|l| l.starts_with("LOWERS")
            && l.contains("tool memory_save")
            && l.contains("always_ask")
            && l.contains("allow")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("raises") && l.contains("tool x")),
        "{text}"
    );
    let out = airlock()
        .args(["policy", "diff", "--fail-on-lower"])
        .arg(&a)
        .arg(&b)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn mask_masks_stdin_and_lists_findings_without_the_secret() {
    use std::io::Write;
    let secret = "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";
    let input = format!("export GITHUB_TOKEN={secret}\nplain line\n");
    for json in [false, true] {
        let mut cmd = airlock();
        cmd.arg("mask");
        if json {
            cmd.arg("--json");
        }
        let mut child = cmd
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success());
        assert!(!text.contains(secret), "{text}");
        if json {
            let v: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert!(!v.as_array().unwrap().is_empty(), "{text}");
            assert!(
                v[0]["fingerprint"].is_string() && v[0]["start"].is_u64(),
                "{text}"
            );
        } else {
            assert!(
                text.contains("plain line") && text.contains("masked"),
                "{text}"
            );
        }
    }
}
