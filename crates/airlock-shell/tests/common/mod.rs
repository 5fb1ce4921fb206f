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

/// Each script asks once under `grant`.
pub fn family(grant: &str, scripts: &[&str]) {
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            (v.level != Level::AskOnce || v.grant.as_deref() != Some(grant))
                .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "should ask once under {grant}:\n{}",
        bad.join("\n")
    );
}

/// Judges every case: the level, and `part` found in the row or in the grant's family.
pub fn check_parts(cases: &[(&str, Level, &str)]) {
    let bad: Vec<String> = cases
        .iter()
        .filter_map(|(script, level, part)| {
            let v = judge(script, &ENV);
            let family = v.grant.clone().unwrap_or_default();
            let found = v.row.contains(part) || family.contains(part);
            (v.level != *level || !found).then(|| {
                format!(
                    "{script:?}: want {level:?} `{part}`, got {:?} `{}` grant {:?} ({})",
                    v.level, v.row, v.grant, v.reason
                )
            })
        })
        .collect();
    assert!(
        bad.is_empty(),
        "{} case(s) differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Judges every case in `env`: the level, and the grant when the case names one.
pub fn check_grants_in(env: &ShellEnv<'_>, cases: &[(&str, Level, Option<&str>)]) {
    let bad: Vec<String> = cases
        .iter()
        .filter_map(|(script, level, grant)| {
            let v = judge(script, env);
            let grant_ok = grant.is_none_or(|g| v.grant.as_deref() == Some(g));
            (v.level != *level || !grant_ok).then(|| {
                format!(
                    "{script:?}: want {level:?} {grant:?}, got {:?} {:?} `{}` ({})",
                    v.level, v.grant, v.row, v.reason
                )
            })
        })
        .collect();
    assert!(
        bad.is_empty(),
        "{} case(s) differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// [`check_grants_in`] the shared [`ENV`].
pub fn check_grants(cases: &[(&str, Level, Option<&str>)]) {
    check_grants_in(&ENV, cases);
}
