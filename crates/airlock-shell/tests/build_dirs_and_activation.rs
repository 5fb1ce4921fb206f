//! Issue 21: generic helpers of many stacks. A program in a build folder named per board,
//! configuration or tool (`build-sim`, `cmake-build-debug`, `builddir`, `.pio`) is one of the
//! project's built programs, as one under `build/` is; a Python environment's activation
//! script sourced from beside the workspace joins the project's family; `sleep N` reads. A
//! release-like program there, a script anyone may have written, a path built at run time and a
//! secret location keep their questions.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, project_family};

#[test]
fn build_folders_per_configuration_hold_the_projects_programs() {
    project_family(&[
        "./build-sim/zephyr/zephyr.exe --stop_at=5",
        "build-test/zephyr/zephyr.exe",
        "./build_arm/app --selftest",
        "./cmake-build-debug/server --port 8080",
        "./builddir/src/app",
        ".pio/build/native/program",
        "./bazel-bin/cmd/server/server_/server -h",
        "./build/app",
    ]);
    always_ask(&["./build-sim/deploy.sh"]);
    // A release-like name there, or a folder no build names: the unknown program's question,
    // which no family covers.
    for s in ["./cmake-build-release/release-upload", "./tools-sim/app"] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_eq!(v.grant, None, "{s}: {}", v.row);
    }
}

#[test]
fn a_python_environment_beside_the_workspace_is_activated_as_the_project() {
    project_family(&[
        "source ../.venv/bin/activate",
        ". ../.venv/bin/activate",
        "source ~/.virtualenvs/orchard/bin/activate",
        "source /opt/venv/bin/activate && west build -b nrf52840dk/nrf52840 app",
        "source .venv/bin/activate && pytest -q",
    ]);
    for s in [
        "source /tmp/x/bin/activate",
        "source /var/tmp/env/bin/activate",
        "cd /tmp && source x/bin/activate",
        "cd /dev/shm/a && . ../b/bin/activate",
        "source /opt/../tmp/x/bin/activate",
        "source $VENV/bin/activate",
        "source ../.venv/bin/activate extra words",
        "source ../tools/bin/setup",
    ] {
        let v = judge(s, &ENV);
        assert!(
            v.level >= Level::AskOnce && v.grant.is_none(),
            "{s:?}: {:?} `{}` {:?}",
            v.level,
            v.row,
            v.grant
        );
    }
    always_ask(&["source ~/.ssh/bin/activate", "source ~/.aws/bin/activate"]);
}

#[test]
fn a_pause_reads() {
    allowed(&["sleep 5", "sleep 0.5 && git status", "sleep 1 && ls build"]);
}
