//! `airlock run` end to end: the gate decides first, then the sandbox confines what runs.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::airlock;

/// `airlock run --workspace WS --approver none -- ARGS`: no human answers any question.
fn run_unattended(ws: &std::path::Path, args: &[&str]) -> std::process::Output {
    airlock()
        .arg("run")
        .arg("--workspace")
        .arg(ws)
        .args(["--approver", "none", "--"])
        .args(args)
        .output()
        .unwrap()
}

fn confined() -> bool {
    airlock_sandbox::probe().strongest().confines_filesystem()
}

#[test]
fn a_denied_command_never_runs() {
    let ws = tempfile::tempdir().unwrap();
    let marker = ws.path().join("ran");
    let script = format!("touch {} && rm -rf /", marker.display());
    let out = run_unattended(ws.path(), &["sh", "-c", &script]);
    assert_eq!(
        out.status.code(),
        Some(126),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("denied"));
    assert!(!marker.exists(), "a denied script ran");
}

#[test]
fn a_question_without_an_approver_is_a_no() {
    let ws = tempfile::tempdir().unwrap();
    let out = run_unattended(ws.path(), &["git", "push", "origin", "main"]);
    assert_eq!(out.status.code(), Some(126));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no approver available"), "{err}");
}

#[test]
fn an_allowed_command_runs_confined_to_the_workspace() {
    if !confined() {
        // Where nothing can confine, `run` asks; the test above covers that no answer is no.
        let out = airlock()
            .args(["run", "--approver", "none", "--", "true"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(126));
        return;
    }
    let ws = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir_in("/var/tmp").unwrap();
    let inside_file = ws.path().join("inside.txt");
    let outside_file = outside.path().join("outside.txt");
    let script = format!(
        "echo hi > {} ; echo no > {} ; true",
        inside_file.display(),
        outside_file.display()
    );
    let out = run_unattended(ws.path(), &["sh", "-c", &script]);
    let err = String::from_utf8_lossy(&out.stderr);
    // The script writes outside the workspace, so the gate asks every time and nobody answers.
    assert_eq!(out.status.code(), Some(126), "{err}");
    assert!(!inside_file.exists() && !outside_file.exists());
    // mkdir of a workspace folder asks once, and the sandbox answers it: it runs at once.
    let out = run_unattended(ws.path(), &["mkdir", "-p", "build/out"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(ws.path().join("build/out").is_dir());
}

#[test]
fn doctor_reports_the_layers() {
    let out = airlock().arg("doctor").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("airlock run will"), "{text}");
}

#[test]
fn output_leaves_masked_including_the_values_of_dropped_secret_variables() {
    assert!(
        confined(),
        "this test needs the kernel sandbox (user namespaces or Landlock)"
    );
    let ws = tempfile::tempdir().unwrap();
    let value = "q7Zr-not-a-known-format-9f3k2m";
    let pattern = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB";
    std::fs::write(
        ws.path().join("log.txt"),
        format!("deploy {value}\nuser {pattern}\nok\n"),
    )
    .unwrap();
    let out = airlock()
        .arg("run")
        .arg("--workspace")
        .arg(ws.path())
        .env("DEPLOY_TOKEN", value)
        .args(["--approver", "none", "--", "cat", "log.txt"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("deploy ") && stdout.contains("ok"),
        "{stdout}"
    );
    assert!(
        !stdout.contains(value),
        "a dropped variable's value leaked: {stdout}"
    );
    assert!(!stdout.contains(pattern), "a token leaked: {stdout}");
}

#[test]
fn the_store_and_the_files_beside_it_are_protected_inside_the_workspace() {
    assert!(
        confined(),
        "this test needs the kernel sandbox (user namespaces or Landlock)"
    );
    let ws = tempfile::tempdir().unwrap();
    let store = ws.path().join("audit.db");
    let run = |target: &str| {
        airlock()
            .arg("run")
            .arg("--workspace")
            .arg(ws.path())
            .arg("--store")
            .arg(&store)
            .args(["--approver", "none", "--", "mkdir", "-p", target])
            .output()
            .unwrap()
    };
    // A folder of the workspace: the sandbox answers the question, and it runs.
    let out = run(&ws.path().join("build").display().to_string());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The folder of records written ahead, beside the store: a question nobody answers.
    let ahead = format!("{}-ahead/forged", store.display());
    let out = run(&ahead);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(126), "{err}");
    assert!(err.contains("airlock's own file"), "{err}");
    assert!(!std::path::Path::new(&ahead).exists());
}

#[test]
fn every_dropped_variable_is_masked_in_the_output() {
    assert!(
        confined(),
        "this test needs the kernel sandbox (user namespaces or Landlock)"
    );
    let ws = tempfile::tempdir().unwrap();
    let value = "v4lue-in-a-locale-variable-k2j9";
    std::fs::write(ws.path().join("log.txt"), format!("got {value}\nok\n")).unwrap();
    let out = airlock()
        .arg("run")
        .arg("--workspace")
        .arg(ws.path())
        .env("LC_ANYTHING", value)
        .args(["--approver", "none", "--", "cat", "log.txt"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("got ") && stdout.contains("ok"), "{stdout}");
    assert!(!stdout.contains(value), "a dropped value leaked: {stdout}");
}

#[test]
fn resource_limits_apply_and_are_set_by_flags() {
    assert!(
        confined(),
        "this test needs the kernel sandbox (user namespaces or Landlock)"
    );
    let ws = tempfile::tempdir().unwrap();
    let run = |limit: &str| {
        airlock()
            .arg("run")
            .arg("--workspace")
            .arg(ws.path())
            .args(["--approver", "none", "--max-file-size", limit])
            .args(["--", "truncate", "-s", "4M", "big"])
            .output()
            .unwrap()
    };
    let out = run("1M");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("File too large"));
    let out = run("unlimited");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::metadata(ws.path().join("big")).unwrap().len(),
        4 << 20
    );
    let out = run("1Q");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_planted_repository_is_moved_aside_said_and_recorded() {
    assert!(
        confined(),
        "this test needs the kernel sandbox (user namespaces or Landlock)"
    );
    let ws = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let store = home.path().join("audit.db");
    std::fs::create_dir(ws.path().join("sub")).unwrap();
    // Built by a program the analysis cannot read through: only the sweep after the run sees it.
    let plant = "import os\nos.makedirs('sub/' + '.g' + 'it/hooks')\n";
    std::fs::write(ws.path().join("plant.py"), plant).unwrap();
    let out = airlock()
        .arg("run")
        .arg("--workspace")
        .arg(ws.path())
        .arg("--store")
        .arg(&store)
        .args(["--approver", "none", "--", "python3", "plant.py"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains("planted") && err.contains("sub/.git.airlock-untrusted"),
        "{err}"
    );
    assert!(!ws.path().join("sub/.git").exists());
    assert!(ws.path().join("sub/.git.airlock-untrusted/hooks").is_dir());
    let list = airlock()
        .args(["audit", "--store"])
        .arg(&store)
        .args(["list", "--json"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&list.stdout);
    assert!(list.status.success(), "{text}");
    assert!(
        text.contains("planted repositories moved aside") && text.contains("quarantine"),
        "{text}"
    );
    assert!(text.contains("sub/.git.airlock-untrusted"), "{text}");
    // The plain list says what happened: the command ran and its plant was moved, not "denied".
    let plain = airlock()
        .args(["audit", "--store"])
        .arg(&store)
        .arg("list")
        .output()
        .unwrap();
    let plain = String::from_utf8_lossy(&plain.stdout);
    let line = plain
        .lines()
        .find(|l| l.contains("planted repositories moved aside"))
        .unwrap_or_else(|| panic!("no record of the move in:\n{plain}"));
    assert!(line.contains("moved") && !line.contains("denied"), "{line}");
}
