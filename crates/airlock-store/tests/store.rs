//! Behaviour tests for the store: migrations, reopen, chain verify, approvals, grants, pins, WAL.
#![allow(clippy::unwrap_used, reason = "tests")]

use airlock_mask::Masker;
use airlock_store::*;

fn m(text: &str) -> Masked {
    Masker::new().mask(text)
}

fn record(tool: &str, action: &str, t: i64) -> NewRecord {
    NewRecord {
        time_ms: t,
        session: "s1".into(),
        server: "fs".into(),
        tool: tool.into(),
        label: m("read a file"),
        tier: "allow".into(),
        action: action.into(),
        rule: m("tools.read = allow"),
        decided_by: "rule".into(),
        detail: m(""),
        duration_ms: 3,
        args: m(&canonical_json(&serde_json::json!({"path": "a.txt"}))),
    }
}

fn approval(expires: i64) -> NewApproval {
    NewApproval {
        server: "mail".into(),
        tool: "send".into(),
        label: m("send mail"),
        tier: "always_ask".into(),
        reason: m("mail always asks"),
        args: m("{}"),
        call_hash: sha256_hex(b"mail send {}"),
        session: "s1".into(),
        lineage: m("root"),
        created_ms: 0,
        expires_ms: expires,
    }
}

fn chain(n: i64) -> (tempfile::TempDir, std::path::PathBuf, Store) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sub/dir/airlock.db");
    let mut store = Store::open(&path).unwrap();
    for i in 0..n {
        store.append(record("read", "allow", i)).unwrap();
    }
    (dir, path, store)
}

#[test]
fn migrates_from_empty_and_sets_mode() {
    let (_d, path, store) = chain(0);
    assert_eq!(store.schema_version().unwrap(), 6);
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    assert!(Store::open_in_memory().unwrap().verify().unwrap().ok());
    let conn = rusqlite::Connection::open(&path).unwrap();
    let mut stmt = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit'")
        .unwrap();
    let indexes: Vec<String> = stmt
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(indexes, ["audit_time"]);
}

#[test]
fn a_failed_append_leaves_nothing_and_the_next_one_goes_on() {
    let (_d, path, mut store) = chain(2);
    raw(
        &path,
        "CREATE TRIGGER refuse BEFORE INSERT ON audit BEGIN SELECT RAISE(ABORT, 'refused'); END;",
    );
    assert!(store.append(record("read", "allow", 2)).is_err());
    raw(&path, "DROP TRIGGER refuse");
    assert_eq!(
        store.append(record("read", "allow", 3)).unwrap(),
        RecordId(3)
    );
    assert_eq!(
        store.verify().unwrap(),
        VerifyReport {
            checked: 3,
            first_bad: None
        }
    );
}

#[test]
fn reopen_keeps_records_and_pending_approvals() {
    let (_d, path, mut store) = chain(3);
    let id = store.create_approval(approval(1000)).unwrap();
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.list(&Filter::default()).unwrap().len(), 3);
    let a = store.get_approval(&id).unwrap().unwrap();
    assert_eq!(a.state, ApprovalState::Pending);
    assert_eq!(
        store.list_approvals(ApprovalState::Pending).unwrap().len(),
        1
    );
    assert_eq!(
        store.verify().unwrap(),
        VerifyReport {
            checked: 3,
            first_bad: None
        }
    );
}

fn raw(path: &std::path::Path, sql: &str) {
    rusqlite::Connection::open(path)
        .unwrap()
        .execute_batch(sql)
        .unwrap();
}

#[test]
fn verify_detects_update_delete_insert() {
    let (_d, path, store) = chain(4);
    raw(&path, "UPDATE audit SET action = 'deny' WHERE id = 2");
    assert_eq!(store.verify().unwrap().first_bad, Some(RecordId(2)));

    let (_d, path, store) = chain(4);
    raw(&path, "DELETE FROM audit WHERE id = 2");
    assert_eq!(store.verify().unwrap().first_bad, Some(RecordId(3)));

    let (_d, path, store) = chain(4);
    raw(
        &path,
        "INSERT INTO audit SELECT 10, time_ms, session, server, tool, label, tier, 'allow', rule, \
         decided_by, detail, duration_ms, args, args_hash, prev_hash, hash FROM audit WHERE id = 4;",
    );
    assert_eq!(store.verify().unwrap().first_bad, Some(RecordId(10)));
}

#[test]
fn list_filter_and_stats() {
    let (_d, _p, mut store) = chain(2);
    store.append(record("write", "deny", 5)).unwrap();
    let denied = store
        .list(&Filter {
            action: Some("deny".into()),
            ..Filter::default()
        })
        .unwrap();
    assert_eq!(denied.len(), 1);
    assert_eq!(denied[0].tool, "write");
    assert_eq!(denied[0].args_hash, sha256_hex(denied[0].args.as_bytes()));
    let stats = store.stats().unwrap();
    assert_eq!(stats.len(), 1);
    assert_eq!(stats[0].by_action.get("allow"), Some(&2));
    assert_eq!(stats[0].by_action.get("deny"), Some(&1));
    assert_eq!(store.get(RecordId(3)).unwrap().unwrap().action, "deny");
}

#[test]
fn decide_succeeds_once() {
    let mut store = Store::open_in_memory().unwrap();
    let id = store.create_approval(approval(1000)).unwrap();
    let a = store
        .decide(&id, Decision::ApproveOnce, "human", 10)
        .unwrap();
    assert_eq!(a.state, ApprovalState::ApprovedOnce);
    let again = store.decide(&id, Decision::Deny { reason: m("no") }, "human", 11);
    assert!(matches!(again, Err(StoreError::AlreadyDecided(_))));
    let missing = store.decide(&ApprovalId::new(), Decision::ApproveOnce, "human", 11);
    assert!(matches!(missing, Err(StoreError::NoSuchApproval(_))));
}

#[test]
fn expiry_denies_with_timed_out() {
    let mut store = Store::open_in_memory().unwrap();
    let old = store.create_approval(approval(100)).unwrap();
    let young = store.create_approval(approval(500)).unwrap();
    let expired = store.expire(200).unwrap();
    assert_eq!(expired.len(), 1);
    let a = store.get_approval(&old).unwrap().unwrap();
    assert_eq!(a.state, ApprovalState::Denied);
    assert_eq!(a.deny_reason.as_deref(), Some("timed out"));
    assert_eq!(
        store.get_approval(&young).unwrap().unwrap().state,
        ApprovalState::Pending
    );
    assert!(matches!(
        store.decide(&old, Decision::ApproveOnce, "human", 300),
        Err(StoreError::AlreadyDecided(_))
    ));
}

#[test]
fn grants_and_revoke() {
    let mut store = Store::open_in_memory().unwrap();
    assert!(!store.has_grant("s1", "sh", "git status").unwrap());
    store.grant("s1", "sh", "git status", 1).unwrap();
    assert!(store.has_grant("s1", "sh", "git status").unwrap());
    assert!(!store.has_grant("s2", "sh", "git status").unwrap());
    assert!(store.revoke("s1", "sh", "git status").unwrap());
    assert!(!store.has_grant("s1", "sh", "git status").unwrap());
}

#[test]
fn an_always_grant_reaches_gates_that_loaded_its_policy_file_before_it() {
    let mut store = Store::open_in_memory().unwrap();
    let file = "/home/u/.config/airlock/policy.toml";
    assert!(!store.always_granted_since("fs", "write", file, 0).unwrap());
    store.grant_always("fs", "write", file, 100).unwrap();
    // A gate that loaded the file at 50 has not read the rule; one that loaded it at 150 has.
    assert!(store.always_granted_since("fs", "write", file, 50).unwrap());
    assert!(
        store
            .always_granted_since("fs", "write", file, 100)
            .unwrap()
    );
    assert!(
        !store
            .always_granted_since("fs", "write", file, 150)
            .unwrap()
    );
    // Another file, server or tool is another answer.
    assert!(
        !store
            .always_granted_since("fs", "write", "/other.toml", 50)
            .unwrap()
    );
    assert!(
        !store
            .always_granted_since("git", "write", file, 50)
            .unwrap()
    );
    assert!(
        !store
            .always_granted_since("fs", "delete", file, 50)
            .unwrap()
    );
    // Asked again later, the newer answer counts.
    store.grant_always("fs", "write", file, 200).unwrap();
    assert!(
        store
            .always_granted_since("fs", "write", file, 150)
            .unwrap()
    );
}

#[test]
fn pin_changed_flow() {
    let mut store = Store::open_in_memory().unwrap();
    let (a, b) = (sha256_hex(b"v1"), sha256_hex(b"v2"));
    assert_eq!(
        store.pin_tool("fs", "read", &a, 1).unwrap(),
        PinOutcome::New
    );
    assert_eq!(
        store.pin_tool("fs", "read", &a, 2).unwrap(),
        PinOutcome::Same
    );
    assert_eq!(
        store.pin_tool("fs", "read", &b, 3).unwrap(),
        PinOutcome::Changed {
            previous: a.clone()
        }
    );
    assert_eq!(
        store.pin_state("fs", "read").unwrap(),
        PinState::Changed {
            approved: a.clone(),
            current: b.clone()
        }
    );
    assert_eq!(
        store.pin_tool("fs", "read", &b, 4).unwrap(),
        PinOutcome::Changed { previous: a }
    );
    store.approve_pin("fs", "read", &b).unwrap();
    assert_eq!(store.pin_state("fs", "read").unwrap(), PinState::Approved);
    assert_eq!(
        store.pin_tool("fs", "read", &b, 5).unwrap(),
        PinOutcome::Same
    );
}

#[test]
fn a_run_is_not_recorded_when_another_connection_saw_the_definition_change() {
    let (_d, path, mut mine) = chain(0);
    mine.pin_tool("fs", "read", "aaa", 1).unwrap();
    let first = mine.append_unless_changed(record("read", "allow", 1), "fs", "read");
    assert!(first.unwrap().is_some(), "an approved pin records the run");
    // Unknown tools (never listed) have nothing to compare: the run is recorded.
    let unknown = mine.append_unless_changed(record("other", "allow", 1), "fs", "other");
    assert!(unknown.unwrap().is_some());
    let mut other = Store::open(&path).unwrap();
    other.pin_tool("fs", "read", "bbb", 2).unwrap();
    let stale = mine.append_unless_changed(record("read", "allow", 2), "fs", "read");
    assert_eq!(stale.unwrap(), None, "a changed pin records nothing");
    assert_eq!(mine.verify().unwrap().checked, 2);
    other.approve_pin("fs", "read", "bbb").unwrap();
    let approved = mine.append_unless_changed(record("read", "allow", 3), "fs", "read");
    assert!(approved.unwrap().is_some());
    assert_eq!(mine.verify().unwrap().checked, 3);
}

#[test]
fn two_connections_share_the_file() {
    let (_d, path, store) = chain(0);
    let path2 = path.clone();
    let writer = std::thread::spawn(move || {
        let mut other = Store::open(&path2).unwrap();
        for i in 0..50 {
            other.append(record("read", "allow", i)).unwrap();
        }
    });
    let mut mine = Store::open(&path).unwrap();
    for i in 0..50 {
        mine.append(record("write", "allow", i)).unwrap();
    }
    writer.join().unwrap();
    let report = store.verify().unwrap();
    assert_eq!(
        report,
        VerifyReport {
            checked: 100,
            first_bad: None
        }
    );
}

#[test]
fn insert_approval_under_a_given_id_keeps_the_first_and_the_card() {
    let mut store = Store::open_in_memory().unwrap();
    let id = ApprovalId::new();
    assert!(store.insert_approval(&id, approval(1000)).unwrap());
    let mut other = approval(5000);
    other.tool = "other".into();
    assert!(!store.insert_approval(&id, other).unwrap());
    let a = store.get_approval(&id).unwrap().unwrap();
    assert_eq!((a.tool.as_str(), a.expires_ms), ("send", 1000));
    assert_eq!(store.approval_card(&id).unwrap().as_deref(), Some("{}"));
    store.set_approval_card(&id, &m(r#"{"rule":"r"}"#)).unwrap();
    assert_eq!(
        store.approval_card(&id).unwrap().as_deref(),
        Some(r#"{"rule":"r"}"#)
    );
    assert!(matches!(
        store.set_approval_card(&ApprovalId::new(), &m("{}")),
        Err(StoreError::NoSuchApproval(_))
    ));
    store
        .decide(&id, Decision::ApproveOnce, "human", 70)
        .unwrap();
    let recent = store.recent_approvals(50, 10).unwrap();
    assert_eq!(recent.len(), 1);
    assert!(store.recent_approvals(71, 10).unwrap().is_empty());
}

#[test]
fn query_filters_by_text_time_decider_and_pages() {
    let (_d, _p, mut store) = chain(0);
    for (i, (tool, action, by)) in [
        ("read", "allow", "rule"),
        ("send", "deny", "human"),
        ("send", "allow", "human"),
        ("drop", "deny", "rule"),
    ]
    .into_iter()
    .enumerate()
    {
        let mut r = record(tool, action, i64::try_from(i).unwrap() * 1000);
        r.decided_by = by.into();
        store.append(r).unwrap();
    }
    let q = |query: AuditQuery| {
        store
            .query(&query)
            .unwrap()
            .into_iter()
            .map(|r| r.id.0)
            .collect::<Vec<_>>()
    };
    assert_eq!(q(AuditQuery::default()), vec![4, 3, 2, 1]);
    let text = AuditQuery {
        text: Some("SEN".into()),
        ..AuditQuery::default()
    };
    assert_eq!(q(text), vec![3, 2]);
    let human = AuditQuery {
        decided_by: Some("human".into()),
        action: Some("deny".into()),
        ..AuditQuery::default()
    };
    assert_eq!(q(human), vec![2]);
    let window = AuditQuery {
        since_ms: Some(1000),
        until_ms: Some(3000),
        ..AuditQuery::default()
    };
    assert_eq!(q(window), vec![3, 2]);
    let page = AuditQuery {
        before: Some(RecordId(3)),
        limit: Some(1),
        ..AuditQuery::default()
    };
    assert_eq!(q(page), vec![2]);
}

#[test]
fn timeline_counts_allowed_asked_and_denied_per_bucket_and_server() {
    let (_d, _p, mut store) = chain(0);
    for (t, server, action, by) in [
        (0, "fs", "allow", "rule"),
        (10, "fs", "allow", "grant"),
        (20, "fs", "deny", "rule"),
        (30, "mail", "allow", "human"),
        (40, "mail", "deny", "timeout"),
        (150, "fs", "deny", "no_approver"),
        (250, "fs", "allow", "rule"),
    ] {
        let mut r = record("t", action, t);
        r.server = server.into();
        r.decided_by = by.into();
        store.append(r).unwrap();
    }
    let b = store.timeline(0, 200, 100).unwrap();
    let row = |start, server: &str, allowed, asked, denied| Bucket {
        start_ms: start,
        server: server.into(),
        allowed,
        asked,
        denied,
    };
    assert_eq!(
        b,
        vec![
            row(0, "fs", 2, 0, 1),
            row(0, "mail", 0, 2, 0),
            row(100, "fs", 0, 1, 0),
        ]
    );
}

/// The in-commit checkpoint threshold of a new connection to `path`.
fn autocheckpoint(path: &std::path::Path) -> i64 {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.pragma_query_value(None, "wal_autocheckpoint", |r| r.get(0))
        .unwrap()
}

#[test]
fn a_store_that_checkpoints_in_the_background_never_checkpoints_in_a_commit() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("airlock.db");
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.in_commit_checkpoint_pages().unwrap(), 1000);
    store.checkpoint_in_background().unwrap();
    // SQLite's own hook, which copies the log inside the commit that crosses its threshold,
    // is gone from this connection; other processes keep theirs.
    assert_eq!(store.in_commit_checkpoint_pages().unwrap(), 0);
    assert_eq!(autocheckpoint(&path), 1000);
    let before = std::fs::metadata(&path).unwrap().len();
    // Each record writes a few pages to the log: past the threshold, the thread is woken and
    // copies the log into the database file.
    for i in 0..1500 {
        store.append(record("read", "allow", i)).unwrap();
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while std::fs::metadata(&path).unwrap().len() == before {
        assert!(
            std::time::Instant::now() < deadline,
            "the log was never checkpointed into the database"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Dropping the store stops its thread; the records are all there for the next reader.
    drop(store);
    let store = Store::open(&path).unwrap();
    let report = store.verify().unwrap();
    assert!(report.ok());
    assert_eq!(report.checked, 1500);
}
