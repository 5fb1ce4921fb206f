//! cargo's third-party subcommands and Rust release tools, image builds of the workspace, and
//! test runners' artifact folders: each case is a script, the level it must get, and a part of
//! the row or family that must decide; every lowering comes with its dangerous neighbours.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, check_parts as check};

use Level::{Allow, AlwaysAsk, AskOnce};

const PROJECT: &str = "project build/test/run";
const ADD: &str = "registry add dependency";
#[test]
fn cargo_plugins_that_build_or_test_the_project_are_its_family() {
    check(&[
        ("cargo insta test", AskOnce, PROJECT),
        ("cargo insta test --unreferenced=reject", AskOnce, PROJECT),
        ("cargo insta test --review -p core", AskOnce, PROJECT),
        ("cargo insta accept", AskOnce, PROJECT),
        ("cargo insta reject", AskOnce, PROJECT),
        (
            "cargo insta review --snapshot tests/snapshots/cli__q.snap.new",
            AskOnce,
            PROJECT,
        ),
        (
            "cargo insta pending-snapshots",
            Allow,
            "insta pending-snapshots",
        ),
        ("cargo nextest run", AskOnce, PROJECT),
        ("cargo nextest run -p core --no-fail-fast", AskOnce, PROJECT),
        ("cargo llvm-cov --html", AskOnce, PROJECT),
        (
            "cargo llvm-cov nextest --lcov --output-path lcov.info",
            AskOnce,
            PROJECT,
        ),
        ("cargo tarpaulin --out Html", AskOnce, PROJECT),
        ("cargo hack check --feature-powerset", AskOnce, PROJECT),
        ("cargo hack --each-feature test", AskOnce, PROJECT),
        ("cargo hack clippy --all-targets", AskOnce, PROJECT),
        ("cargo expand --lib parser", AskOnce, PROJECT),
        ("cargo watch", AskOnce, PROJECT),
        ("cargo watch -x test", AskOnce, PROJECT),
        (
            "cargo watch -x check -x 'test -- --nocapture'",
            AskOnce,
            PROJECT,
        ),
        ("cargo fuzz run parse_input", AskOnce, PROJECT),
        ("cargo +nightly fuzz build", AskOnce, PROJECT),
        ("cargo mutants --in-place -f src/lib.rs", AskOnce, PROJECT),
        (
            "cargo zigbuild --release --target x86_64-unknown-linux-musl",
            AskOnce,
            PROJECT,
        ),
        (
            "cross build --release --target aarch64-unknown-linux-gnu",
            AskOnce,
            PROJECT,
        ),
        (
            "cross test --target armv7-unknown-linux-gnueabihf",
            AskOnce,
            PROJECT,
        ),
        ("cargo semver-checks", AskOnce, PROJECT),
        ("cargo deny check", Allow, "cargo deny check"),
        ("cargo audit", Allow, "cargo audit"),
        ("cargo outdated -R", Allow, "cargo outdated"),
        ("cargo machete", Allow, "machete"),
    ]);
}

#[test]
fn their_dangerous_neighbours_keep_asking() {
    check(&[
        ("cargo hack publish --no-dev-deps", AlwaysAsk, "publish"),
        ("cargo hack install ripgrep", AlwaysAsk, "install"),
        ("cargo watch -x publish", AlwaysAsk, "watch"),
        (
            "cargo watch -s 'cargo publish --token t'",
            AlwaysAsk,
            "watch",
        ),
        ("cargo watch -x 'install --path .'", AlwaysAsk, "watch"),
        ("cargo watch -x login", AlwaysAsk, "watch"),
        ("cross publish", AlwaysAsk, "publish"),
        ("cross install cargo-edit", AlwaysAsk, "install"),
        ("cargo publish", AlwaysAsk, "publish"),
        ("cargo login", AlwaysAsk, "login"),
        ("cargo owner --add someone", AlwaysAsk, "owner"),
        // A subcommand the tables do not know asks, once under its own words.
        ("cargo frobnicate --all", AskOnce, "cargo frobnicate"),
        ("cargo hack frobnicate", AskOnce, "cargo hack"),
        ("cargo audit fix", AskOnce, "audit fix"),
    ]);
    for s in ["cargo frobnicate --all", "cargo hack frobnicate"] {
        assert_ne!(judge(s, &ENV).grant.as_deref(), Some(PROJECT), "{s}");
    }
}

#[test]
fn release_tools_are_dry_runs_unless_executed() {
    check(&[
        ("cargo release 0.9.0", AskOnce, PROJECT),
        ("cargo release patch", AskOnce, PROJECT),
        ("cargo release publish", AskOnce, PROJECT),
        ("cargo release changes", Allow, "release changes"),
        (
            "cargo release 0.9.0 --execute --no-confirm",
            AlwaysAsk,
            "publish",
        ),
        ("cargo release minor -x", AlwaysAsk, "publish"),
        ("cargo release publish --execute", AlwaysAsk, "publish"),
        ("cargo release push --execute", AlwaysAsk, "publish"),
        ("cargo release tag -x", AlwaysAsk, "publish"),
        ("dist plan", AskOnce, PROJECT),
        (
            "dist build --artifacts=local --target x86_64-unknown-linux-gnu",
            AskOnce,
            PROJECT,
        ),
        ("cargo dist build --artifacts=local", AskOnce, PROJECT),
        ("cargo dist plan", AskOnce, PROJECT),
        ("dist host --steps=create", AlwaysAsk, "publish"),
        ("dist publish", AlwaysAsk, "publish"),
        ("dist upload", AlwaysAsk, "publish"),
        ("cargo dist host", AlwaysAsk, "publish"),
        ("dist selfupdate", AlwaysAsk, "global"),
        ("dist init", AskOnce, "dist init"),
    ]);
}

#[test]
fn rustup_targets_and_components_are_new_dependencies() {
    check(&[
        ("rustup target add wasm32-unknown-unknown", AskOnce, ADD),
        (
            "rustup target add aarch64-unknown-linux-gnu x86_64-unknown-linux-musl",
            AskOnce,
            ADD,
        ),
        ("rustup component add clippy rustfmt", AskOnce, ADD),
        ("rustup self uninstall -y", AlwaysAsk, "global"),
        ("rustup toolchain uninstall nightly", AlwaysAsk, "global"),
        ("rustup toolchain install nightly", AlwaysAsk, "global"),
    ]);
}

#[test]
fn image_builds_of_the_workspace_are_the_project_family() {
    check(&[
        ("docker build .", AskOnce, PROJECT),
        (
            "docker build -f apps/dashboard/Dockerfile -t acme/dashboard:dev .",
            AskOnce,
            PROJECT,
        ),
        (
            "docker build -t api:test --target test --build-arg GO=1.22 services/api",
            AskOnce,
            PROJECT,
        ),
        (
            "docker buildx build --platform linux/amd64,linux/arm64 -t x .",
            AskOnce,
            PROJECT,
        ),
        (
            "docker buildx build --load -t x:dev --progress=plain .",
            AskOnce,
            PROJECT,
        ),
        (
            "docker buildx build -o type=local,dest=./out .",
            AskOnce,
            PROJECT,
        ),
        (
            "docker buildx build --output=dist/image .",
            AskOnce,
            PROJECT,
        ),
        ("docker image build --no-cache -t x .", AskOnce, PROJECT),
        (
            "podman build -t localhost/app:dev -f Containerfile .",
            AskOnce,
            PROJECT,
        ),
        ("docker build --network none .", AskOnce, PROJECT),
    ]);
}

#[test]
fn image_builds_that_reach_further_keep_asking() {
    for s in [
        "docker buildx build --push -t ghcr.io/acme/app:1 .",
        "docker buildx build -o type=registry .",
        "docker buildx build --output type=image,push=true .",
        "docker buildx build -o /tmp/out .",
        "docker buildx build -o type=local,dest=/home/u/out .",
        "docker build --secret id=npm,src=/home/u/.npmrc .",
        "docker build --ssh default .",
        "docker buildx build --allow security.insecure .",
        "docker build --network host .",
        "docker build --network=host .",
        "docker build https://github.com/acme/app.git#main",
        "docker build git@github.com:acme/app.git",
        "docker build - < Dockerfile",
        "docker build /etc",
        "docker build ..",
        "docker build -f /home/u/Dockerfile .",
        "docker -H tcp://build.acme.io:2376 build .",
        "docker --context remote build .",
        "docker buildx build --builder cloud-acme .",
        "docker buildx build --build-context src=/home/u .",
        "docker buildx build --cache-to type=registry,ref=acme/cache .",
        "podman build -v /home/u:/h .",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.grant.as_deref(), Some(PROJECT), "{s}: {}", v.row);
        assert_ne!(v.level, Allow, "{s}");
    }
    check(&[
        (
            "docker buildx build --push -t ghcr.io/acme/app:1 .",
            AlwaysAsk,
            "publishing",
        ),
        ("docker push acme/app:1", AlwaysAsk, "publishing"),
        (
            "docker build --push -t ghcr.io/acme/app:1 .",
            AlwaysAsk,
            "publishing",
        ),
        (
            "podman build --push -t quay.io/acme/app:1 .",
            AlwaysAsk,
            "publishing",
        ),
        ("docker image build --push .", AlwaysAsk, "publishing"),
    ]);
}

#[test]
fn test_runners_artifact_folders_are_build_output() {
    check(&[
        (
            "rm -rf apps/dashboard/cypress/screenshots apps/dashboard/cypress/videos",
            AskOnce,
            PROJECT,
        ),
        ("rm -rf cypress/screenshots", AskOnce, PROJECT),
        ("rm -rf cypress/downloads/report.pdf", AskOnce, PROJECT),
        ("rm -rf playwright-report blob-report", AskOnce, PROJECT),
        ("rm -rf packages/web/playwright-report", AskOnce, PROJECT),
        ("rm -rf coverage .nyc_output", AskOnce, PROJECT),
        ("rm -rf storybook-static", AskOnce, PROJECT),
        ("rm -rf .turbo apps/web/.turbo", AskOnce, PROJECT),
    ]);
    // A folder of the same last name elsewhere is the project's own media or data, and kept
    // data under an artifact folder's name stays asked; so do paths outside the workspace.
    for s in [
        "rm -rf docs/screenshots",
        "rm -rf assets/videos",
        "rm -rf cypress",
        "rm -rf cypress/fixtures",
        "rm -rf cypress/e2e",
        "rm -rf data/cypress/screenshots",
        "rm -rf /home/u/cypress/screenshots",
        "rm -rf ../other/playwright-report",
        "rm -rf ~/.nyc_output",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.grant.as_deref(), Some(PROJECT), "{s}: {}", v.row);
        assert_ne!(v.level, Allow, "{s}");
    }
}

#[test]
fn skaffold_reads_and_local_clusters() {
    const LOCAL: &str = "local cluster";
    check(&[
        ("skaffold version", Allow, "skaffold version"),
        ("skaffold render -p dev", Allow, "skaffold render"),
        ("skaffold diagnose", Allow, "skaffold diagnose"),
        ("skaffold config list", Allow, "skaffold config list"),
        ("skaffold build -p dev", AskOnce, LOCAL),
        ("skaffold dev -p dev --port-forward", AskOnce, LOCAL),
        ("skaffold run --kube-context kind-ledger", AskOnce, LOCAL),
        ("skaffold debug --kube-context=minikube", AskOnce, LOCAL),
        (
            "skaffold dev --kube-context docker-desktop -p local",
            AskOnce,
            LOCAL,
        ),
        ("skaffold delete -p dev", AskOnce, LOCAL),
        ("skaffold delete --kube-context k3d-dev", AskOnce, LOCAL),
    ]);
}

#[test]
fn skaffold_production_and_remote_always_ask() {
    check(&[
        (
            "skaffold run -p prod --default-repo europe-docker.pkg.dev/acme/ledger",
            AlwaysAsk,
            "",
        ),
        ("skaffold run -p prod", AlwaysAsk, ""),
        ("skaffold run --profile=production", AlwaysAsk, ""),
        ("skaffold delete -p prod", AlwaysAsk, ""),
        ("skaffold run -p dev,prod", AlwaysAsk, ""),
        (
            "skaffold build -p dev --default-repo gcr.io/acme",
            AlwaysAsk,
            "infrastructure",
        ),
        ("skaffold build -p dev --push", AlwaysAsk, "infrastructure"),
        ("skaffold run", AlwaysAsk, "infrastructure"),
        ("skaffold dev -p staging", AlwaysAsk, "infrastructure"),
        (
            "skaffold run --kube-context gke_acme_europe-west1_staging",
            AlwaysAsk,
            "infrastructure",
        ),
        ("skaffold run --kube-context kind-prod", AlwaysAsk, ""),
        (
            "skaffold run -p dev --kubeconfig /home/u/.kube/prod",
            AlwaysAsk,
            "",
        ),
        (
            "skaffold deploy -p dev --kube-context arn:aws:eks:x",
            AlwaysAsk,
            "",
        ),
        (
            "skaffold config set default-repo gcr.io/acme",
            AlwaysAsk,
            "global",
        ),
    ]);
}

#[test]
fn an_option_whose_whole_value_is_production_always_asks() {
    for s in [
        "mytool deploy -p prod",
        "mytool migrate -e production",
        "mytool sync -t PRD",
        "serverless deploy -s prod",
        "mytool run --where=prod",
        "cap -S prod deploy",
        "./bin/seed -e prod",
        "npm run migrate -- -e production",
    ] {
        assert_eq!(
            judge(s, &ENV).level,
            AlwaysAsk,
            "{s}: {}",
            judge(s, &ENV).row
        );
    }
    // Read-only commands, operands named prod, values that only contain the word, and
    // programs whose options are flags before file operands are not selectors.
    for (s, level) in [
        ("ls -l prod", Allow),
        ("cat -n prod", Allow),
        ("grep -r prod src", Allow),
        ("mkdir -p prod", AskOnce),
        ("git checkout -b prod", Allow),
        ("cargo build --target-dir products", AskOnce),
        ("cargo test -p product", AskOnce),
        ("docker build -t acme/app:prod-candidate .", AskOnce),
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, level, "{s}: {}", v.row);
    }
}
