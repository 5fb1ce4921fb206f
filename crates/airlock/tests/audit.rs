//! `airlock audit list | stats | why | verify` over a store the test fills, and the store's
//! location from `--store` and `AIRLOCK_HOME`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use std::path::Path;

use airlock_mask::Masker;
use airlock_store::{NewRecord, Store};
use common::airlock;
use serde_json::{Value, json};

/// One decision to record: (server, tool, action, decided_by, args).
type Row<'a> = (&'a str, &'a str, &'a str, &'a str, Value);

fn fill(path: &Path, rows: &[Row<'_>]) {
    let masker = Masker::new();
    let mut store = Store::open(path).unwrap();
    store.set_identity(airlock_store::Identity {
        host: "build-box".into(),
        user: "ci".into(),
        cwd: "/srv/app".into(),
    });
    for (i, (server, tool, action, by, args)) in rows.iter().enumerate() {
        let canonical = airlock_store::canonical_json(masker.mask_json(args).as_value());
        store
            .append(NewRecord {
                time_ms: 1_767_225_600_000 + i64::try_from(i).unwrap() * 1000,
                session: if i % 2 == 0 { "s-even" } else { "s-odd" }.to_owned(),
                server: (*server).to_owned(),
                tool: (*tool).to_owned(),
                label: masker.mask(tool),
                tier: if *by == "rule" { "allow" } else { "always_ask" }.to_owned(),
                action: (*action).to_owned(),
                rule: masker.mask("heuristic: readOnlyHint"),
                decided_by: (*by).to_owned(),
                detail: masker.mask("the user said no"),
                duration_ms: 42,
                args: masker.mask(&canonical),
            })
            .unwrap();
    }
}

fn sample() -> Vec<Row<'static>> {
    vec![
        ("fs", "read_file", "allow", "rule", json!({"path": "a.txt"})),
        (
            "fs",
            "write_file",
            "deny",
            "human",
            json!({"path": "b.txt"}),
        ),
        (
            "mail",
            "send_email",
            "deny",
            "no_approver",
            json!({"to": "x@example.com", "token": "sk_live_51DemoNotRealKey0123456789abcdefGH"}),
        ),
        ("fs", "read_file", "allow", "rule", json!({"path": "c.txt"})),
    ]
}

fn audit(store: &Path, args: &[&str]) -> std::process::Output {
    airlock()
        .arg("audit")
        .args(args)
        .arg("--store")
        .arg(store)
        .output()
        .unwrap()
}

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn list_filters_and_orders_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db");
    fill(&db, &sample());

    let all = audit(&db, &["list", "--json"]);
    assert!(all.status.success());
    let v: Value = serde_json::from_slice(&all.stdout).unwrap();
    let ids: Vec<i64> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, [4, 3, 2, 1]);

    let check = |args: &[&str], want: &[i64]| {
        let mut full = vec!["list", "--json"];
        full.extend_from_slice(args);
        let out = audit(&db, &full);
        assert!(out.status.success(), "{args:?}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        let got: Vec<i64> = v
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["id"].as_i64().unwrap())
            .collect();
        assert_eq!(got, want, "{args:?}");
    };
    check(&["--server", "fs"], &[4, 2, 1]);
    check(&["--tool", "read_file"], &[4, 1]);
    check(&["--action", "deny"], &[3, 2]);
    check(&["--action", "allow", "--server", "fs"], &[4, 1]);
    check(&["--session", "s-odd"], &[4, 2]);
    check(&["--limit", "2"], &[4, 3]);
    check(&["--server", "nobody"], &[]);

    let text = stdout(&audit(&db, &["list"]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0].starts_with("#4") && lines[0].contains("ran") && lines[0].contains("read_file")
    );
    assert!(
        lines[1].contains("denied")
            && lines[1].contains("mail")
            && lines[1].contains("no_approver")
    );
    assert!(lines[3].contains("2026-01-01T00:00:00Z"), "{text}");
    let bad = audit(&db, &["list", "--action", "maybe"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn stats_count_per_server() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db");
    fill(&db, &sample());
    let out = audit(&db, &["stats", "--json"]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v,
        json!({"servers": [
            {"server": "fs", "total": 3, "by_action": {"allow": 2, "deny": 1}},
            {"server": "mail", "total": 1, "by_action": {"deny": 1}},
        ]})
    );
    let text = stdout(&audit(&db, &["stats"]));
    let fs = text.lines().find(|l| l.starts_with("fs")).unwrap();
    assert_eq!(
        fs.split_whitespace().collect::<Vec<_>>(),
        ["fs", "2", "1", "3"]
    );
}

#[test]
fn why_explains_a_record_and_its_place_in_the_chain() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db");
    fill(&db, &sample());
    let out = audit(&db, &["why", "#3"]);
    assert!(out.status.success());
    let text = stdout(&out);
    for want in [
        "record #3: DID NOT RUN",
        "session    s-even",
        "host       build-box",
        "user       ci",
        "cwd        /srv/app",
        "server     mail",
        "tool       send_email",
        "tier       always_ask",
        "action     deny",
        "rule       heuristic: readOnlyHint",
        "decided by no_approver (nobody could be asked",
        "took       42 ms",
        "args hash  ",
        "\"to\": \"x@example.com\"",
        "record 3 of 4",
        "the chain verifies through this record",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert!(
        !text.contains("sk_live_51Demo"),
        "the argument was masked before it was stored:\n{text}"
    );

    let json_out = audit(&db, &["why", "2", "--json"]);
    let v: Value = serde_json::from_slice(&json_out.stdout).unwrap();
    assert_eq!(v["id"], 2);
    assert_eq!(v["decided_by"], "human");
    assert_eq!(v["how"], "a human answered the approval card");
    assert_eq!(v["args"], json!({"path": "b.txt"}));
    assert_eq!(v["chain"]["verified"], true);
    assert_eq!(v["chain"]["position"], 2);
    assert_eq!(v["args_hash"].as_str().unwrap().len(), 64);

    let missing = audit(&db, &["why", "99"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no record `#99`"));
}

#[test]
fn verify_names_the_first_edited_record_and_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db");
    fill(&db, &sample());
    let ok = audit(&db, &["verify"]);
    assert_eq!(ok.status.code(), Some(0));
    assert!(
        stdout(&ok).contains("intact: 4 record(s)"),
        "{}",
        stdout(&ok)
    );

    // Someone rewrites history: the denied mail becomes an allowed one.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute("UPDATE audit SET action = 'allow' WHERE id = 3", [])
        .unwrap();
    drop(conn);
    let broken = audit(&db, &["verify"]);
    assert_eq!(broken.status.code(), Some(1));
    let text = stdout(&broken);
    assert!(text.contains("BROKEN at record #3"), "{text}");

    let why = stdout(&audit(&db, &["why", "3"]));
    assert!(why.contains("the chain is BROKEN at #3"), "{why}");
    let earlier = stdout(&audit(&db, &["why", "2"]));
    assert!(earlier.contains("breaks later, at #3"), "{earlier}");
}

#[test]
fn verify_finds_a_deleted_record() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db");
    fill(&db, &sample());
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute("DELETE FROM audit WHERE id = 2", []).unwrap();
    drop(conn);
    let broken = audit(&db, &["verify"]);
    assert_eq!(broken.status.code(), Some(1));
    assert!(
        stdout(&broken).contains("BROKEN at record #3"),
        "{}",
        stdout(&broken)
    );
}

#[test]
fn the_store_comes_from_airlock_home_and_is_never_created_by_reading() {
    let home = tempfile::tempdir().unwrap();
    let empty = airlock()
        .args(["audit", "list"])
        .env("AIRLOCK_HOME", home.path())
        .output()
        .unwrap();
    assert_eq!(empty.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&empty.stderr).contains("no audit store"));
    assert!(
        !home.path().join("airlock.db").exists(),
        "reading never creates a store"
    );

    fill(&home.path().join("airlock.db"), &sample());
    let out = airlock()
        .args(["audit", "stats", "--json"])
        .env("AIRLOCK_HOME", home.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["servers"][0]["server"], "fs");

    // `--store` wins over AIRLOCK_HOME, before or after the subcommand.
    let other = tempfile::tempdir().unwrap();
    let db = other.path().join("b.db");
    fill(&db, &sample()[..1]);
    for args in [
        vec!["audit", "--store", db.to_str().unwrap(), "verify"],
        vec!["audit", "verify", "--store", db.to_str().unwrap()],
    ] {
        let out = airlock()
            .args(&args)
            .env("AIRLOCK_HOME", home.path())
            .output()
            .unwrap();
        assert!(
            stdout(&out).contains("intact: 1 record(s)"),
            "{args:?}: {}",
            stdout(&out)
        );
    }
}

#[test]
fn verify_finds_records_cut_off_the_end_and_names_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db");
    fill(&db, &sample());
    let ok = audit(&db, &["verify"]);
    assert_eq!(ok.status.code(), Some(0));
    assert!(
        stdout(&ok).contains("ending at the anchor (#4)"),
        "{}",
        stdout(&ok)
    );
    let head = stdout(&audit(&db, &["head"])).trim().to_owned();
    assert!(head.ends_with(":4") && head.len() == 66, "{head}");

    let delete = |sql: &str| {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute(sql, []).unwrap();
    };
    // The newest record: the rest of the chain still links, and only the anchor sees it.
    delete("DELETE FROM audit WHERE id = 4");
    let cut = audit(&db, &["verify"]);
    assert_eq!(cut.status.code(), Some(1));
    let text = stdout(&cut);
    assert!(text.contains("TRUNCATED: record #4 is missing"), "{text}");
    assert!(text.contains("the chain ends at #3"), "{text}");
    // Several.
    delete("DELETE FROM audit WHERE id >= 2");
    let text = stdout(&audit(&db, &["verify"]));
    assert!(text.contains("records #2 to #4 are missing"), "{text}");

    // The anchor beside the store deleted as well: unanchored, and the kept head still tells.
    let anchor = dir.path().join("a.db-head");
    assert!(anchor.exists());
    std::fs::remove_file(&anchor).unwrap();
    let out = audit(&db, &["verify"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("UNANCHORED"), "{}", stdout(&out));
    let out = audit(&db, &["verify", "--anchor", &head]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains("records #2 to #4 are missing"),
        "{}",
        stdout(&out)
    );
    let bad = audit(&db, &["verify", "--anchor", "nonsense"]);
    assert_eq!(bad.status.code(), Some(2));
}
