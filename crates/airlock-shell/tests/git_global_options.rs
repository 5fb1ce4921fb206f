//! git's global options that make it run another program (`-c core.fsmonitor=…`,
//! `--config-env`, `--exec-path`) ask every time wherever they stand among the options before
//! the subcommand, after a `-C DIR`, `--git-dir DIR` or `--work-tree DIR` as before it: a read
//! such as `git status` runs the fsmonitor hook, and a push or commit a grant covers runs the
//! hooks and the ssh command they name.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use common::{allowed, always_ask, family};

#[test]
fn program_running_globals_after_a_folder_option_always_ask() {
    always_ask(&[
        "git -C . -c core.fsmonitor='sh -c id' status",
        "git -C . -c core.pager='sh -c id' log",
        "git -C sub -c core.hooksPath=/tmp/h commit -m x",
        "git --git-dir .git -c core.fsmonitor=x status",
        "git --git-dir=.git -c core.fsmonitor=x status",
        "git --work-tree . -c diff.external=x diff",
        "git --no-pager -C . -c core.fsmonitor=x status",
        "git -C ../shelf-gitops -c core.sshCommand='sh -c id' push origin feat/x",
        "git -C ../shelf-gitops -c credential.helper='!sh -c id' push origin feat/x",
        "git -C ../shelf-gitops --config-env core.sshCommand=X push origin feat/x",
        "git -C ../shelf-gitops --config-env=core.sshCommand=X push origin feat/x",
        "git -C ../shelf-gitops --exec-path=/tmp push origin feat/x",
        "git --namespace ns -c core.fsmonitor=x status",
        "git -c core.fsmonitor=x -C . status",
    ]);
    allowed(&[
        "git -C . status",
        "git -C ../shelf-gitops log --oneline -5",
        "git --no-pager -C sub diff",
        "git --git-dir .git log -1",
        "git --work-tree . status --short",
    ]);
    family(
        "feature branch push and pull request in shelf-gitops",
        &["git -C ../shelf-gitops push origin feat/x"],
    );
    family("git add/commit/branch", &["git -C sub commit -m x"]);
}
