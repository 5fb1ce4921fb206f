//! Tilt on a cluster on this machine: its reads read; `tilt up` and `tilt ci` with no context,
//! or a plainly local one, are the local cluster family (Tilt itself deploys only to clusters
//! it knows for local unless the project's Tiltfile allows another); a production or unknown
//! context, another kubeconfig, a UI bound beyond this machine and `dump` keep asking.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, family};

#[test]
fn tilt_reads_and_local_runs() {
    allowed(&[
        "tilt get uiresources",
        "sleep 20 && tilt get uiresources",
        "tilt describe uiresource api",
        "tilt logs api",
        "tilt version",
    ]);
    family(
        "local cluster",
        &[
            "tilt up",
            "tilt up --stream=true",
            "tilt up --context k3d-fleetdesk",
            "tilt up --context=kind-dev",
            "tilt ci",
            "tilt down",
            "KUBECONFIG=kind-dev.kubeconfig tilt up",
            "k3d cluster create fleetdesk --agents 1",
        ],
    );
}

#[test]
fn other_clusters_and_teardowns_keep_asking() {
    for s in [
        "tilt up --context prod-eu",
        "tilt up --context kind-prod",
        "tilt up --context gke_fleet_europe-west1_staging",
        "tilt up --kubeconfig ~/.kube/prod.yaml",
        "KUBECONFIG=~/.kube/prod.yaml tilt up",
        "KUBECONFIG=/tmp/other tilt up",
        "tilt up --host 0.0.0.0",
        "kubectl config use-context prod-eu && tilt up --stream=true",
        "tilt down --context prod-eu",
        "tilt dump engine",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AlwaysAsk, "{s}: {} ({})", v.row, v.reason);
    }
}
