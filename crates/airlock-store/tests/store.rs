//! Behaviour tests for the store, on both backends: migrations, reopen, chain verify,
//! approvals, grants, pins, hand-offs; and what only one of them has (SQLite's WAL, anchor and
//! checkpoints; PostgreSQL's many writers, faults and reconnection).
//!
//! The PostgreSQL store is the test database named by `AIRLOCK_TEST_PG_URL` (`./test.sh`
//! starts a throwaway server and sets it); each test gets a schema of its own there.
#![allow(
    clippy::unwrap_used,
    clippy::panic,
    reason = "tests: a panic is a failed test"
)]

use std::path::{Path, PathBuf};

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

/// Where one test's store lives: a SQLite file in a directory of its own, or a schema of its
/// own in the PostgreSQL test database.
struct Place {
    name: &'static str,
    address: PathBuf,
    _dir: Option<tempfile::TempDir>,
    /// The PostgreSQL test database's URL and the schema, for a PostgreSQL place.
    pg: Option<(String, String)>,
}

/// The PostgreSQL test database's URL; a test that needs it fails, saying how to get one.
fn pg_url() -> String {
    std::env::var("AIRLOCK_TEST_PG_URL").unwrap_or_else(|_| {
        panic!(
            "AIRLOCK_TEST_PG_URL is not set: these tests need a PostgreSQL server. Run ./test.sh \
             (it installs Debian's postgresql and starts a throwaway cluster), or set it to a \
             test database, e.g. postgresql://postgres@/airlock_test?host=/tmp/airlock-pg-0/sock"
        )
    })
}

fn sqlite() -> Place {
    let dir = tempfile::tempdir().unwrap();
    Place {
        name: "sqlite",
        address: dir.path().join("sub/dir/airlock.db"),
        _dir: Some(dir),
        pg: None,
    }
}

fn postgres() -> Place {
    let base = pg_url();
    let schema = format!("t_{}", uuid::Uuid::new_v4().simple());
    let mut admin = postgres::Client::connect(&base, postgres::NoTls)
        .unwrap_or_else(|e| panic!("cannot reach the test database `{base}` (run ./test.sh): {e}"));
    admin
        .batch_execute(&format!("CREATE SCHEMA {schema}"))
        .unwrap();
    Place {
        name: "postgres",
        address: PathBuf::from(with_schema(&base, &schema)),
        _dir: None,
        pg: Some((base, schema)),
    }
}

/// `url` with `schema` first on its search path: the store's tables go there.
fn with_schema(url: &str, schema: &str) -> String {
    let sep = if url.contains('?') { '&' } else { '?' };
    format!("{url}{sep}options=-c%20search_path%3D{schema}")
}

/// A fresh place on each backend.
fn places() -> [Place; 2] {
    [sqlite(), postgres()]
}

impl Place {
    fn open(&self) -> Store {
        Store::open(&self.address)
            .unwrap_or_else(|e| panic!("{}: cannot open the store: {e}", self.name))
    }

    /// A store here holding `n` records.
    fn chain(&self, n: i64) -> Store {
        let mut store = self.open();
        for i in 0..n {
            store.append(record("read", "allow", i)).unwrap();
        }
        store
    }

    /// Runs `sqlite` or `pg` (SQL that bypasses the store) on the database here.
    fn raw2(&self, sqlite: &str, pg: &str) {
        match &self.pg {
            None => raw(&self.address, sqlite),
            Some(_) => {
                let url = self.address.to_str().unwrap();
                postgres::Client::connect(url, postgres::NoTls)
                    .unwrap()
                    .batch_execute(pg)
                    .unwrap();
            }
        }
    }

    fn raw(&self, sql: &str) {
        self.raw2(sql, sql);
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Some((base, schema)) = &self.pg
            && let Ok(mut admin) = postgres::Client::connect(base, postgres::NoTls)
        {
            // Best effort: a schema left behind is only space in a throwaway database.
            let _ = admin.batch_execute(&format!("DROP SCHEMA {schema} CASCADE"));
        }
    }
}

/// A SQLite store on disk holding `n` records, for what only SQLite has.
fn chain(n: i64) -> (tempfile::TempDir, std::path::PathBuf, Store) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sub/dir/airlock.db");
    let mut store = Store::open(&path).unwrap();
    for i in 0..n {
        store.append(record("read", "allow", i)).unwrap();
    }
    (dir, path, store)
}

fn raw(path: &Path, sql: &str) {
    rusqlite::Connection::open(path)
        .unwrap()
        .execute_batch(sql)
        .unwrap();
}

#[test]
fn migrates_from_empty_and_sets_mode() {
    let (_d, path, store) = chain(0);
    assert_eq!(store.schema_version().unwrap(), 9);
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
    for p in places() {
        let mut store = p.chain(2);
        p.raw2(
            "CREATE TRIGGER refuse BEFORE INSERT ON audit BEGIN SELECT RAISE(ABORT, 'refused'); END;",
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS \
             $$ BEGIN RAISE EXCEPTION 'refused'; END $$; \
             CREATE TRIGGER refuse BEFORE INSERT ON audit FOR EACH ROW EXECUTE FUNCTION refuse();",
        );
        assert!(store.append(record("read", "allow", 2)).is_err());
        p.raw2("DROP TRIGGER refuse", "DROP TRIGGER refuse ON audit");
        assert_eq!(
            store.append(record("read", "allow", 3)).unwrap(),
            RecordId(3)
        );
        let report = store.verify().unwrap();
        assert_eq!((report.checked, report.first_bad), (3, None));
        assert!(report.ok(), "{}: {report:?}", p.name);
    }
}

#[test]
fn reopen_keeps_records_and_pending_approvals() {
    for p in places() {
        let mut store = p.chain(3);
        let id = store.create_approval(approval(1000)).unwrap();
        drop(store);
        let store = p.open();
        assert_eq!(store.list(&Filter::default()).unwrap().len(), 3);
        let a = store.get_approval(&id).unwrap().unwrap();
        assert_eq!(a.state, ApprovalState::Pending);
        assert_eq!(
            store.list_approvals(ApprovalState::Pending).unwrap().len(),
            1
        );
        let report = store.verify().unwrap();
        assert_eq!((report.checked, report.first_bad), (3, None));
        assert!(report.ok(), "{report:?}");
    }
}

#[test]
fn verify_detects_update_delete_insert() {
    for backend in [sqlite as fn() -> Place, postgres] {
        let p = backend();
        let store = p.chain(4);
        p.raw("UPDATE audit SET action = 'deny' WHERE id = 2");
        assert_eq!(
            store.verify().unwrap().first_bad,
            Some(RecordId(2)),
            "{}",
            p.name
        );

        let p = backend();
        let store = p.chain(4);
        p.raw("DELETE FROM audit WHERE id = 2");
        assert_eq!(
            store.verify().unwrap().first_bad,
            Some(RecordId(3)),
            "{}",
            p.name
        );

        let p = backend();
        let store = p.chain(4);
        p.raw(
            "INSERT INTO audit SELECT 10, time_ms, session, server, tool, label, tier, 'allow', \
             rule, decided_by, detail, duration_ms, args, args_hash, prev_hash, hash, host, \
             user_name, cwd FROM audit WHERE id = 4;",
        );
        assert_eq!(
            store.verify().unwrap().first_bad,
            Some(RecordId(10)),
            "{}",
            p.name
        );
    }
}

/// The anchor beside the store: records cut off the end of the chain (which leaves a chain
/// that verifies on its own) fail verify, named; an anchor kept elsewhere is checked the same.
#[test]
fn verify_detects_records_cut_off_the_end() {
    use std::os::unix::fs::PermissionsExt;
    let (_d, path, store) = chain(5);
    let anchor_file = store_files(&path)
        .into_iter()
        .find(|p| p.to_string_lossy().ends_with("-head"))
        .unwrap();
    let mode = std::fs::metadata(&anchor_file)
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600);
    let head = store.head().unwrap().unwrap();
    assert_eq!(head.count, 5);
    assert_eq!(
        std::fs::read_to_string(&anchor_file).unwrap().trim(),
        head.to_string()
    );
    let report = store.verify().unwrap();
    assert!(report.ok(), "{report:?}");
    assert_eq!(
        report.anchor,
        AnchorCheck::Holds {
            anchor: head.clone(),
            past: 0
        }
    );

    // The newest record, then several.
    raw(&path, "DELETE FROM audit WHERE id = 5");
    let report = store.verify().unwrap();
    assert!(!report.ok());
    assert_eq!(
        (report.checked, report.first_bad),
        (4, None),
        "the rest still links"
    );
    assert_eq!(
        report.anchor,
        AnchorCheck::Truncated {
            anchor: head.clone(),
            last: 4
        }
    );
    raw(&path, "DELETE FROM audit WHERE id >= 3");
    assert_eq!(
        store.verify().unwrap().anchor,
        AnchorCheck::Truncated {
            anchor: head.clone(),
            last: 2
        }
    );
    raw(&path, "DELETE FROM audit");
    assert_eq!(
        store.verify().unwrap().anchor,
        AnchorCheck::Truncated {
            anchor: head.clone(),
            last: 0
        }
    );

    // The anchor deleted too: missing, not intact.
    let (_d, path, store) = chain(3);
    let kept = store.head().unwrap().unwrap();
    raw(&path, "DELETE FROM audit WHERE id = 3");
    std::fs::remove_file(crate_anchor(&path)).unwrap();
    let report = store.verify().unwrap();
    assert_eq!(report.anchor, AnchorCheck::Missing);
    assert!(!report.ok());
    // The anchor kept elsewhere still names what is gone.
    let report = store.verify_against(Some(&kept)).unwrap();
    assert_eq!(
        report.anchor,
        AnchorCheck::Truncated {
            anchor: kept,
            last: 2
        }
    );

    // A chain cut and regrown to the same length: the anchor's record differs.
    let (_d, path, mut store) = chain(3);
    let kept = store.head().unwrap().unwrap();
    raw(&path, "DELETE FROM audit WHERE id = 3");
    store.append(record("other", "deny", 9)).unwrap();
    let report = store.verify_against(Some(&kept)).unwrap();
    assert!(
        matches!(report.anchor, AnchorCheck::Differs { .. }),
        "{report:?}"
    );
    assert!(!report.ok());

    // A chain past an older anchor is intact: records came after it.
    let (_d, _path, mut store) = chain(2);
    let older = store.head().unwrap().unwrap();
    store.append(record("read", "allow", 3)).unwrap();
    let report = store.verify_against(Some(&older)).unwrap();
    assert_eq!(
        report.anchor,
        AnchorCheck::Holds {
            anchor: older,
            past: 1
        }
    );
    assert!(report.ok());
}

fn crate_anchor(db: &std::path::Path) -> std::path::PathBuf {
    let mut p = db.as_os_str().to_owned();
    p.push("-head");
    p.into()
}

/// Many processes' worth of writers (connections on threads, and a store writing ahead, whose
/// copier commits on a thread of its own): the anchor never lags what verify reads as the end,
/// nor runs ahead of it, at any moment a reader looks.
#[test]
fn the_anchor_follows_every_writer() {
    let (_d, path, reader) = chain(0);
    let writers: Vec<_> = (0..3)
        .map(|w| {
            let path = path.clone();
            std::thread::spawn(move || {
                let mut s = Store::open(&path).unwrap();
                if w == 0 {
                    s.write_ahead().unwrap();
                }
                for i in 0..60 {
                    if w == 0 {
                        let _ = s.append_ahead(record("ahead", "allow", i)).unwrap();
                    } else {
                        s.append(record("now", "allow", i)).unwrap();
                    }
                }
            })
        })
        .collect();
    let mut looked = 0;
    while writers.iter().any(|w| !w.is_finished()) {
        let report = reader.verify().unwrap();
        assert!(report.ok(), "{report:?}");
        looked += 1;
    }
    for w in writers {
        w.join().unwrap();
    }
    let report = reader.verify().unwrap();
    assert_eq!(report.checked, 180);
    assert_eq!(
        report.anchor,
        AnchorCheck::Holds {
            anchor: reader.head().unwrap().unwrap(),
            past: 0
        }
    );
    assert!(looked > 0);
}

#[test]
fn list_filter_and_stats() {
    for p in places() {
        let mut store = p.chain(2);
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
}

#[test]
fn decide_succeeds_once() {
    for p in places() {
        let mut store = p.open();
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
}

#[test]
fn expiry_denies_with_timed_out() {
    for p in places() {
        let mut store = p.open();
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
}

#[test]
fn grants_and_revoke() {
    for p in places() {
        let mut store = p.open();
        assert!(!store.has_grant("s1", "sh", "git status").unwrap());
        store.grant("s1", "sh", "git status", 1).unwrap();
        assert!(store.has_grant("s1", "sh", "git status").unwrap());
        assert!(!store.has_grant("s2", "sh", "git status").unwrap());
        assert!(store.revoke("s1", "sh", "git status").unwrap());
        assert!(!store.has_grant("s1", "sh", "git status").unwrap());
    }
}

#[test]
fn a_browsers_page_is_kept_per_session_and_server_and_forgotten() {
    for p in places() {
        let mut store = p.open();
        assert_eq!(store.page("s1", "playwright").unwrap(), None);
        store
            .set_page("s1", "playwright", Some("http://localhost:3000"), 1)
            .unwrap();
        store
            .set_page("s1", "playwright", Some("https://app.example.com"), 2)
            .unwrap();
        assert_eq!(
            store.page("s1", "playwright").unwrap().as_deref(),
            Some("https://app.example.com")
        );
        assert_eq!(store.page("s2", "playwright").unwrap(), None);
        assert_eq!(store.page("s1", "puppeteer").unwrap(), None);
        store.set_page("s1", "playwright", None, 3).unwrap();
        assert_eq!(store.page("s1", "playwright").unwrap(), None);
    }
}

#[test]
fn an_always_grant_reaches_gates_that_loaded_its_policy_file_before_it() {
    for p in places() {
        let mut store = p.open();
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
}

#[test]
fn pin_changed_flow() {
    for p in places() {
        let mut store = p.open();
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
}

#[test]
fn a_run_is_not_recorded_when_another_connection_saw_the_definition_change() {
    for p in places() {
        let mut mine = p.chain(0);
        mine.pin_tool("fs", "read", "aaa", 1).unwrap();
        let first = mine.append_unless_changed(record("read", "allow", 1), "fs", "read");
        assert!(first.unwrap().is_some(), "an approved pin records the run");
        // Unknown tools (never listed) have nothing to compare: the run is recorded.
        let unknown = mine.append_unless_changed(record("other", "allow", 1), "fs", "other");
        assert!(unknown.unwrap().is_some());
        let mut other = p.open();
        other.pin_tool("fs", "read", "bbb", 2).unwrap();
        let stale = mine.append_unless_changed(record("read", "allow", 2), "fs", "read");
        assert_eq!(stale.unwrap(), None, "a changed pin records nothing");
        assert_eq!(mine.verify().unwrap().checked, 2);
        other.approve_pin("fs", "read", "bbb").unwrap();
        let approved = mine.append_unless_changed(record("read", "allow", 3), "fs", "read");
        assert!(approved.unwrap().is_some());
        assert_eq!(mine.verify().unwrap().checked, 3);
    }
}

#[test]
fn two_connections_share_the_file() {
    for p in places() {
        let store = p.chain(0);
        let path = p.address.clone();
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
        assert_eq!((report.checked, report.first_bad), (100, None));
        assert!(report.ok(), "{report:?}");
    }
}

#[test]
fn insert_approval_under_a_given_id_keeps_the_first_and_the_card() {
    for p in places() {
        let mut store = p.open();
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
}

#[test]
fn query_filters_by_text_time_decider_and_pages() {
    for p in places() {
        let mut store = p.chain(0);
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
}

#[test]
fn timeline_counts_allowed_asked_and_denied_per_bucket_and_server() {
    for p in places() {
        let mut store = p.chain(0);
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

fn hand_off(key: &str, keys: &[&str]) -> NewHandOff {
    let m = airlock_mask::Masker::new();
    NewHandOff {
        session: "s".into(),
        call_key: key.into(),
        agent: String::new(),
        call_hash: format!("hash-{key}"),
        host: "claude-code".into(),
        created_ms: 1000,
        server: String::new(),
        tool: "Bash".into(),
        label: m.mask("cargo test"),
        tier: "ask_once".into(),
        rule: m.mask("shell"),
        reason: m.mask("runs the tests"),
        args: m.mask("{}"),
        grant_keys: keys.iter().map(|k| (*k).to_owned()).collect(),
    }
}

fn outcome(ran: bool) -> Outcome {
    Outcome {
        ran,
        time_ms: 1500,
        decided_by: "claude-code".into(),
        detail: airlock_mask::Masker::new().mask("what happened"),
    }
}

#[test]
fn a_hand_off_settles_once_with_one_record_and_grants_only_when_it_ran() {
    for p in places() {
        let mut s = p.open();
        s.hand_off(hand_off("t1", &["cmd:cargo test"])).unwrap();
        s.hand_off(hand_off("t2", &["cmd:cargo build"])).unwrap();
        assert_eq!(s.hand_offs("s", Some("")).unwrap().len(), 2);
        assert_eq!(
            s.handed_off_call("s", "", "hash-t2")
                .unwrap()
                .unwrap()
                .call_key,
            "t2"
        );

        let id = s
            .settle_hand_off("s", "t1", outcome(true))
            .unwrap()
            .unwrap();
        assert!(
            s.settle_hand_off("s", "t1", outcome(false))
                .unwrap()
                .is_none()
        );
        let rec = s.get(id).unwrap().unwrap();
        assert_eq!((rec.action.as_str(), rec.duration_ms), ("allow", 500));
        assert!(s.has_grant("s", "", "cmd:cargo test").unwrap());

        let id = s
            .settle_hand_off("s", "t2", outcome(false))
            .unwrap()
            .unwrap();
        assert_eq!(s.get(id).unwrap().unwrap().action, "deny");
        assert!(!s.has_grant("s", "", "cmd:cargo build").unwrap());
        assert!(s.hand_offs("s", None).unwrap().is_empty());
        assert!(
            s.settle_hand_off("s", "t2", outcome(false))
                .unwrap()
                .is_none()
        );
        assert!(!s.handed_off("s", "t2").unwrap().unwrap().waiting);
        assert_eq!(s.list(&Filter::default()).unwrap().len(), 2);
        // It ran after all: a second record says so, and the yes is remembered.
        let id = s
            .settle_hand_off("s", "t2", outcome(true))
            .unwrap()
            .unwrap();
        assert_eq!(s.get(id).unwrap().unwrap().action, "allow");
        assert!(s.has_grant("s", "", "cmd:cargo build").unwrap());
        assert!(s.handed_off("s", "t2").unwrap().is_none());
        s.hand_off(hand_off("t3", &[])).unwrap();
        s.settle_hand_off("s", "t3", outcome(false)).unwrap();
        s.forget_hand_offs("s").unwrap();
        assert!(s.handed_off("s", "t3").unwrap().is_none());
        assert_eq!(s.list(&Filter::default()).unwrap().len(), 4);
        assert!(s.verify().unwrap().ok());
    }
}

/// Hosts append to one chain at once, each on a connection of its own: the advisory lock
/// orders them, and the chain verifies with every record in it.
#[test]
fn postgres_appends_from_many_connections_form_one_chain() {
    let p = postgres();
    let reader = p.chain(0);
    let writers: Vec<_> = (0..4)
        .map(|w| {
            let address = p.address.clone();
            std::thread::spawn(move || {
                let mut s = Store::open(&address).unwrap();
                for i in 0..40 {
                    s.append(record(&format!("w{w}"), "allow", i)).unwrap();
                }
            })
        })
        .collect();
    let mut looked = 0;
    while writers.iter().any(|w| !w.is_finished()) {
        let report = reader.verify().unwrap();
        assert!(report.ok(), "{report:?}");
        looked += 1;
    }
    for w in writers {
        w.join().unwrap();
    }
    let report = reader.verify().unwrap();
    assert_eq!((report.checked, report.first_bad), (160, None));
    assert!(report.ok(), "{report:?}");
    assert_eq!(reader.head().unwrap().unwrap().count, 160);
    assert!(looked > 0);
    // A head kept elsewhere checks the shared chain's end, as `airlock audit verify --anchor`.
    let kept = reader.head().unwrap().unwrap();
    p.raw("DELETE FROM audit WHERE id = 160");
    assert_eq!(
        reader.verify_against(Some(&kept)).unwrap().anchor,
        AnchorCheck::Truncated {
            anchor: kept,
            last: 159
        }
    );
}

/// Two daemons decide the same approval at the same moment: one decision holds, the other is
/// told it was already decided (the daemon's 409).
#[test]
fn postgres_decides_once_across_connections() {
    let p = postgres();
    for _ in 0..10 {
        let id = p.open().create_approval(approval(i64::MAX)).unwrap();
        let start = std::sync::Arc::new(std::sync::Barrier::new(2));
        let deciders: Vec<_> = [Decision::ApproveOnce, Decision::Deny { reason: m("no") }]
            .into_iter()
            .map(|d| {
                let (address, id, start) = (p.address.clone(), id.clone(), start.clone());
                std::thread::spawn(move || {
                    let mut s = Store::open(&address).unwrap();
                    start.wait();
                    s.decide(&id, d, "human", 10)
                })
            })
            .collect();
        let outcomes: Vec<_> = deciders.into_iter().map(|d| d.join().unwrap()).collect();
        let won: Vec<_> = outcomes.iter().filter_map(|o| o.as_ref().ok()).collect();
        assert_eq!(won.len(), 1, "{outcomes:?}");
        assert!(
            outcomes
                .iter()
                .any(|o| matches!(o, Err(StoreError::AlreadyDecided(_)))),
            "{outcomes:?}"
        );
        let stored = p.open().get_approval(&id).unwrap().unwrap();
        assert_eq!(stored.state, won[0].state);
    }
}

/// A server that is down, or an address that never answers, is a clear error within the
/// connect timeout: the caller does not hang, and nothing runs.
#[test]
fn postgres_unreachable_fails_fast_with_a_clear_message() {
    let started = std::time::Instant::now();
    let down = Store::open(Path::new(
        "postgresql://postgres:secret@/airlock_test?host=/nonexistent/airlock-pg",
    ))
    .unwrap_err();
    let text = down.to_string();
    assert!(matches!(down, StoreError::Unreachable { .. }), "{text}");
    assert!(
        text.starts_with("cannot reach the PostgreSQL store `postgresql://postgres@/"),
        "{text}"
    );
    assert!(!text.contains("secret"), "{text}");
    // A routable address that drops every packet: only the connect timeout ends the wait.
    let silent = Store::open(Path::new(
        "postgresql://postgres@10.255.255.1:5432/airlock_test?connect_timeout=1",
    ))
    .unwrap_err();
    assert!(matches!(silent, StoreError::Unreachable { .. }), "{silent}");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(4),
        "took {:?}",
        started.elapsed()
    );
}

/// A connection the server drops (a restart, a failover, an administrator) costs the call
/// that found it dropped, which fails as unreachable; the next call connects again, and
/// nothing committed is lost.
#[test]
fn postgres_reconnects_after_a_dropped_connection() {
    let p = postgres();
    let name = format!("airlock-drop-{}", uuid::Uuid::new_v4().simple());
    let address = format!("{}&application_name={name}", p.address.to_str().unwrap());
    let mut store = Store::open(Path::new(&address)).unwrap();
    let id = store.create_approval(approval(i64::MAX)).unwrap();
    store.append(record("read", "allow", 1)).unwrap();
    let mut admin = postgres::Client::connect(&pg_url(), postgres::NoTls).unwrap();
    let killed = admin
        .query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
            &[&name],
        )
        .unwrap();
    assert_eq!(killed.len(), 1);
    // The server ends the connection's process a moment after it is told to.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !admin
        .query(
            "SELECT 1 FROM pg_stat_activity WHERE application_name = $1",
            &[&name],
        )
        .unwrap()
        .is_empty()
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the connection lives on"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let first = store.append(record("read", "allow", 2));
    assert!(
        matches!(first, Err(StoreError::Unreachable { .. })),
        "{first:?}"
    );
    assert_eq!(
        store.append(record("read", "allow", 3)).unwrap(),
        RecordId(2)
    );
    let pending = store.get_approval(&id).unwrap().unwrap();
    assert_eq!(pending.state, ApprovalState::Pending);
    assert!(store.verify().unwrap().ok());
}

/// PostgreSQL's schema is versioned as SQLite's is: migrated once, and a store a newer airlock
/// migrated further is refused rather than misread.
#[test]
fn postgres_migrates_once_and_refuses_a_newer_schema() {
    let p = postgres();
    let first = p.open();
    let version = first.schema_version().unwrap();
    assert!(version >= 1);
    assert_eq!(p.open().schema_version().unwrap(), version);
    p.raw("INSERT INTO airlock_schema (version, applied_ms) VALUES (999, 0)");
    let newer = Store::open(&p.address).unwrap_err();
    assert!(
        matches!(newer, StoreError::TooNew { found: 999, .. }),
        "{newer}"
    );
}

/// Every record carries where it was made (host, OS user, working directory), under its hash;
/// records made before identities were kept (none stamped) verify as they were made.
#[test]
fn records_carry_their_identity_under_the_hash() {
    for p in places() {
        let mut store = p.chain(1);
        let made = Identity {
            host: "laptop-3".into(),
            user: "ana".into(),
            cwd: "/home/ana/project".into(),
        };
        store.set_identity(made.clone());
        let id = store.append(record("read", "allow", 2)).unwrap();
        let rec = store.get(id).unwrap().unwrap();
        assert_eq!(rec.identity, made, "{}", p.name);
        assert_eq!(
            store.get(RecordId(1)).unwrap().unwrap().identity,
            Identity::default()
        );
        assert!(store.verify().unwrap().ok(), "{}", p.name);
        p.raw("UPDATE audit SET user_name = 'bob' WHERE id = 2");
        assert_eq!(
            store.verify().unwrap().first_bad,
            Some(RecordId(2)),
            "{}",
            p.name
        );
    }
}

#[test]
fn a_record_tells_what_happened_to_its_call() {
    let mut s = Store::open_in_memory().unwrap();
    let cases = [
        ("allow", "rule", CallOutcome::Ran),
        ("allow", "human", CallOutcome::Ran),
        ("allow", "claude-code", CallOutcome::Ran),
        // Asked at an agent host's dialog, and no after-tool event came.
        ("deny", "claude-code", CallOutcome::NotRun),
        ("deny", "gemini", CallOutcome::NotRun),
        ("ask", "claude-code", CallOutcome::NotRun),
        // Written by earlier versions when the question was handed to the host.
        ("ask", "rule", CallOutcome::Asked),
        ("quarantine", "sandbox", CallOutcome::Moved),
        ("deny", "rule", CallOutcome::Denied),
        ("deny", "human", CallOutcome::Denied),
        ("deny", "timeout", CallOutcome::Denied),
    ];
    for (i, (action, by, _)) in cases.iter().enumerate() {
        let mut r = record("frob", action, i64::try_from(i).unwrap());
        r.decided_by = (*by).to_owned();
        s.append(r).unwrap();
    }
    let mut got = s.list(&Filter::default()).unwrap();
    got.sort_by_key(|r| r.time_ms);
    let outcomes: Vec<(&str, &str, CallOutcome)> = got
        .iter()
        .map(|r| (r.action.as_str(), r.decided_by.as_str(), r.outcome()))
        .collect();
    assert_eq!(outcomes, cases);
    assert_eq!(CallOutcome::NotRun.as_str(), "not run");
    assert_eq!(host_dialog("claude-code"), Some("Claude Code"));
    assert_eq!(host_dialog("human"), None);
}

#[test]
fn a_sessions_tunnels_are_kept_once_each_and_only_for_it() {
    for p in places() {
        let mut s = p.open();
        assert!(s.tunnels("s1").unwrap().is_empty());
        s.add_tunnel("s1", 5433, "ssh db", 10).unwrap();
        s.add_tunnel("s1", 5433, "ssh db", 11).unwrap();
        s.add_tunnel("s1", 0, "kubectl svc/db", 12).unwrap();
        s.add_tunnel("s2", 6380, "ssh cache", 13).unwrap();
        let s1 = vec![
            (5433, "ssh db".to_owned()),
            (0, "kubectl svc/db".to_owned()),
        ];
        assert_eq!(s.tunnels("s1").unwrap(), s1, "{}", p.name);
        let s2 = vec![(6380, "ssh cache".to_owned())];
        assert_eq!(s.tunnels("s2").unwrap(), s2, "{}", p.name);
    }
}
