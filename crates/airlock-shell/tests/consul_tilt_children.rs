//! Consul's `lock`, `watch` and `exec` and Tilt's `docker` run a child command: the child is
//! judged on its own (a destroying or privileged child always asks, whatever a yes to the
//! wrapper covered). `consul exec` runs on the cluster's nodes and always asks. A recursive
//! `consul kv get` prints every key under a prefix with its value, as `kv export` does, and
//! always asks; one key's read keeps its question. Nomad's deletes and deregistrations destroy.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level::{Allow, AskOnce};
use common::{always_ask, check_grants};

#[test]
fn a_wrapped_child_is_judged_on_its_own() {
    always_ask(&[
        "consul lock locks/deploy rm -rf /home/u",
        "consul lock locks/deploy 'rm -rf /home/u'",
        "consul lock -n 2 locks/deploy git push --force origin main",
        "consul lock --name x -timeout=30s locks/deploy git push --force origin main",
        "consul lock -verbose locks/deploy rm -rf /home/u",
        "consul watch -type=key -key=x rm -rf /home/u",
        "consul watch --type key --key x 'rm -rf /home/u'",
        "consul exec -node=db1 uptime",
        "consul exec uptime",
        "tilt docker -- run --privileged -v /:/host alpine sh",
        "tilt docker run --privileged -v /:/host alpine sh",
    ]);
}

#[test]
fn harmless_children_keep_their_level() {
    check_grants(&[
        ("consul lock locks/build make test", AskOnce, None),
        ("consul watch -type=key -key=x", AskOnce, None),
        ("tilt docker -- ps", AskOnce, None),
        ("tilt get uiresources", Allow, None),
    ]);
}

#[test]
fn a_recursive_kv_read_is_an_export() {
    always_ask(&[
        "consul kv get -recurse",
        "consul kv get -recurse app/",
        "consul kv get --recurse app/",
        "consul kv get -recurse=true app/",
        "consul kv get -http-addr=https://consul.dev.example.internal:8501 -recurse",
    ]);
    check_grants(&[
        (
            "consul kv get config/app/flag",
            AskOnce,
            Some("consul kv get"),
        ),
        ("consul kv get -keys app/", AskOnce, None),
    ]);
}

#[test]
fn nomad_deletes_destroy() {
    always_ask(&[
        "nomad volume delete data-vol",
        "nomad volume deregister data-vol",
        "nomad node pool delete batch",
        "nomad quota delete q",
    ]);
    check_grants(&[
        ("nomad job status web", Allow, None),
        ("nomad fmt --check", Allow, None),
        ("nomad fmt -check=true", Allow, None),
    ]);
}
