//! What the shell crate's integration tests share: the environment they judge in and the
//! checks that fail with every script that differs.
#![allow(dead_code)]

use airlock_shell::{Level, ShellEnv, judge};

pub const ENV: ShellEnv<'static> = ShellEnv::new(Some("/ws"), Some("/home/u"), &["/ws/.airlock"]);
/// The project family's grant.
pub const PROJECT: Option<&str> = Some("project build/test/run");

/// Each script always asks and no grant covers it.
pub fn always_ask(scripts: &[&str]) {
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            (v.level != Level::AlwaysAsk || v.grant.is_some())
                .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(bad.is_empty(), "should always ask:\n{}", bad.join("\n"));
}

/// Each script asks once, under the project's family.
pub fn project_family(scripts: &[&str]) {
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            (v.level != Level::AskOnce || v.grant.as_deref() != PROJECT)
                .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "should be the project family:\n{}",
        bad.join("\n")
    );
}

/// Each script runs without asking.
pub fn allowed(scripts: &[&str]) {
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            (v.level != Level::Allow).then(|| format!("{s:?}: {:?} `{}`", v.level, v.row))
        })
        .collect();
    assert!(bad.is_empty(), "should be allowed:\n{}", bad.join("\n"));
}
