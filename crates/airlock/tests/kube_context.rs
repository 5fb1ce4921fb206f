//! kubectl's current context as `airlock explain` (and a hook) reads it from the kubeconfig
//! files (`KUBECONFIG`, else `~/.kube/config`): a plainly local one makes `make deploy` and
//! `kubectl apply` the local cluster family; another context, a file that is missing, odd or
//! unreadable, leaves them always asking.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use std::path::Path;

use common::airlock;
use serde_json::Value;

/// The tier and grant key of `script` explained with `home` and `kubeconfig`.
fn explain(home: &Path, kubeconfig: Option<&str>, script: &str) -> (String, String) {
    let mut cmd = airlock();
    cmd.env("HOME", home).current_dir(home);
    if let Some(k) = kubeconfig {
        cmd.env("KUBECONFIG", k);
    }
    let args = serde_json::json!({ "command": script }).to_string();
    let out = cmd
        .args(["explain", "--tool", "Bash", "--args", &args, "--json"])
        .args(["--workspace", &home.display().to_string()])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let grants: Vec<String> = v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["grant_key"].as_str().unwrap_or_default().to_owned())
        .collect();
    (v["tier"].as_str().unwrap().to_owned(), grants.join(","))
}

const SCRIPTS: &[&str] = &[
    "make deploy IMG=snapshot-operator:dev",
    "kubectl apply -f config/samples/x.yaml",
];

fn local(home: &Path, kubeconfig: Option<&str>, why: &str) {
    for s in SCRIPTS {
        assert_eq!(
            explain(home, kubeconfig, s),
            ("ask_once".to_owned(), "command:local cluster".to_owned()),
            "{why}: {s}"
        );
    }
}

fn asks(home: &Path, kubeconfig: Option<&str>, why: &str) {
    for s in SCRIPTS {
        assert_eq!(explain(home, kubeconfig, s).0, "always_ask", "{why}: {s}");
    }
}

#[test]
fn the_current_context_is_read_from_the_kubeconfig_files() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    std::fs::create_dir_all(home.join(".kube")).unwrap();
    let config = home.join(".kube/config");
    let write = |p: &Path, ctx: &str| {
        std::fs::write(
            p,
            format!("apiVersion: v1\nkind: Config\ncurrent-context: {ctx}\n"),
        )
        .unwrap();
    };
    asks(&home, None, "no kubeconfig");
    write(&config, "kind-snapshots");
    local(&home, None, "~/.kube/config names kind-snapshots");
    write(&config, "gke_tessera-prod_europe-west4_prod-eu");
    asks(&home, None, "~/.kube/config names a cloud cluster");
    std::fs::write(&config, "current-context: kind-a\ncurrent-context: prod\n").unwrap();
    asks(&home, None, "the key twice");
    // KUBECONFIG: a missing file is skipped, the first file that names a context decides.
    let a = dir.path().join("a.yaml");
    let b = dir.path().join("b.yaml");
    let list = format!("{}:{}", a.display(), b.display());
    write(&b, "minikube");
    local(&home, Some(&list), "KUBECONFIG: a missing, b local");
    std::fs::write(&a, "apiVersion: v1\nkind: Config\n").unwrap();
    local(&home, Some(&list), "KUBECONFIG: a names none, b local");
    write(&a, "gke_prod");
    asks(&home, Some(&list), "KUBECONFIG: a names another cluster");
    // A file that cannot be read (a folder here) leaves the context unknown.
    std::fs::remove_file(&a).unwrap();
    std::fs::create_dir(&a).unwrap();
    asks(&home, Some(&list), "KUBECONFIG: a unreadable");
    // A relative entry: which file kubectl reads depends on where it runs.
    asks(&home, Some("b.yaml"), "a relative KUBECONFIG");
}
