//! The store: audit log, grants, pending approvals, tool pins, migrations; on SQLite (one
//! host, embedded, the default) or on PostgreSQL (a team: many hosts, one queue, one chain).
//!
//! [`Store`] is one type whose methods run on the backend its address chose
//! ([`Store::open`](crate::Store::open): a `postgres://` URL or a file path). The SQLite backend owns one
//! connection; the PostgreSQL one, a connection on a thread of its own (`pg.rs`). Audit
//! [`Record`]s are hash-chained so [`Store::verify`](crate::Store::verify) finds edits, insertions and deletions.
//! Every text that may carry an agent's or a server's data is accepted only as [`Masked`], so
//! nothing unmasked is written. Time is always passed in as milliseconds since the epoch; the
//! store never reads the clock.

#![deny(missing_docs)]

mod ahead;
mod anchor;
mod approvals;
mod audit;
mod canon;
mod handoffs;
mod pg;
mod pins;
mod store;

use std::path::Path;

pub use ahead::Ticket;
pub use airlock_mask::Masked;
pub use anchor::{AnchorCheck, Head};
pub use approvals::{Approval, ApprovalId, ApprovalState, Decision, NewApproval};
pub use audit::{
    AuditQuery, Bucket, CallOutcome, Filter, Identity, NewRecord, Record, RecordId, ServerStats,
    VerifyReport, host_dialog,
};
pub use canon::{canonical_json, sha256_hex};
pub use handoffs::{HandOff, NewHandOff, Outcome};
pub use pins::{PinOutcome, PinState};
pub use store::{Store, Watch, is_postgres_url, shown_address};

/// Errors from the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database failed.
    #[error("database error: {0}")]
    Db(#[from] rusqlite::Error),
    /// The database file or its directory could not be prepared.
    #[error("cannot prepare `{path}`: {source}")]
    Io {
        /// The path involved.
        path: String,
        /// The cause.
        source: std::io::Error,
    },
    /// The database was written by a newer airlock.
    #[error("store schema version {found} is newer than this airlock supports ({supported})")]
    TooNew {
        /// Version found on disk.
        found: i64,
        /// Latest version known here.
        supported: i64,
    },
    /// No approval has that id.
    #[error("no approval `{0}`")]
    NoSuchApproval(String),
    /// The approval was already decided (or expired).
    #[error("approval `{0}` was already decided")]
    AlreadyDecided(String),
    /// A stored value could not be read back.
    #[error("corrupt stored value: {0}")]
    Corrupt(String),
    /// The PostgreSQL store answered with an error.
    #[error("PostgreSQL error: {0}")]
    Postgres(#[from] postgres::Error),
    /// The PostgreSQL store cannot be reached (down, refused, too slow to answer, or the
    /// connection dropped): nothing was done.
    #[error("cannot reach the PostgreSQL store `{url}`: {why}")]
    Unreachable {
        /// The store's address, without its password.
        url: String,
        /// What went wrong.
        why: String,
    },
}

/// Result alias for the store.
pub type Result<T> = std::result::Result<T, StoreError>;

/// Ordered migrations; migration `i` brings the schema to version `i + 1`.
// INVARIANT: entries are only appended, never edited, once released.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE audit (
    id INTEGER PRIMARY KEY,
    time_ms INTEGER NOT NULL,
    session TEXT NOT NULL,
    server TEXT NOT NULL,
    tool TEXT NOT NULL,
    label TEXT NOT NULL,
    tier TEXT NOT NULL,
    action TEXT NOT NULL,
    rule TEXT NOT NULL,
    decided_by TEXT NOT NULL,
    detail TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    args TEXT NOT NULL,
    args_hash TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE INDEX audit_server ON audit(server, tool);
CREATE TABLE grants (
    session TEXT NOT NULL,
    server TEXT NOT NULL,
    key TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    PRIMARY KEY (session, server, key)
);
CREATE TABLE pins (
    server TEXT NOT NULL,
    tool TEXT NOT NULL,
    approved_sha TEXT NOT NULL,
    current_sha TEXT NOT NULL,
    updated_ms INTEGER NOT NULL,
    PRIMARY KEY (server, tool)
);
CREATE TABLE approvals (
    id TEXT PRIMARY KEY,
    server TEXT NOT NULL,
    tool TEXT NOT NULL,
    label TEXT NOT NULL,
    tier TEXT NOT NULL,
    reason TEXT NOT NULL,
    args TEXT NOT NULL,
    call_hash TEXT NOT NULL,
    session TEXT NOT NULL,
    lineage TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    expires_ms INTEGER NOT NULL,
    state TEXT NOT NULL,
    decided_by TEXT,
    decided_ms INTEGER,
    deny_reason TEXT
);
CREATE INDEX approvals_state ON approvals(state, expires_ms);
"#,
    r#"
ALTER TABLE approvals ADD COLUMN card TEXT NOT NULL DEFAULT '{}';
CREATE INDEX audit_time ON audit(time_ms);
"#,
    // No query of the log can use an index on (server, tool): the listings filter with
    // `?1 IS NULL OR server = ?1` and scan newest first, and the counts group every row. Each
    // record it indexed cost another page in the write-ahead log.
    r#"
DROP INDEX audit_server;
"#,
    // "Approve always" writes an allow rule into a policy file; gates that loaded that file
    // before read these, so the answer reaches them without a restart.
    r#"
CREATE TABLE always_grants (
    server TEXT NOT NULL,
    tool TEXT NOT NULL,
    policy_file TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    PRIMARY KEY (server, tool, policy_file)
);
"#,
    // Records written ahead (`ahead.rs`): per file, the last record copied into the chain,
    // written in the copy's own transaction, so that no record is copied twice.
    r#"
CREATE TABLE ahead_progress (
    file TEXT PRIMARY KEY,
    seq INTEGER NOT NULL
);
"#,
    // Calls an agent host's hook handed to the host's own dialog, until the host says whether
    // they ran (`handoffs.rs`); each is a process of its own, so the wait is kept here.
    r#"
CREATE TABLE handoffs (
    session TEXT NOT NULL,
    call_key TEXT NOT NULL,
    agent TEXT NOT NULL,
    call_hash TEXT NOT NULL,
    host TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    server TEXT NOT NULL,
    tool TEXT NOT NULL,
    label TEXT NOT NULL,
    tier TEXT NOT NULL,
    rule TEXT NOT NULL,
    reason TEXT NOT NULL,
    args TEXT NOT NULL,
    grant_keys TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'waiting',
    PRIMARY KEY (session, call_key)
);
"#,
    // Where each record was made: on a store shared by a team's hosts, which host, user and
    // project (`Identity`).
    r#"
ALTER TABLE audit ADD COLUMN host TEXT NOT NULL DEFAULT '';
ALTER TABLE audit ADD COLUMN user_name TEXT NOT NULL DEFAULT '';
ALTER TABLE audit ADD COLUMN cwd TEXT NOT NULL DEFAULT '';
"#, // The page each browser-automation server of a session last navigated to (its origin),
    // once the navigation ran: an action on a page is judged by the site it acts on.
    r#"
CREATE TABLE pages (
    session TEXT NOT NULL,
    server TEXT NOT NULL,
    origin TEXT NOT NULL,
    updated_ms INTEGER NOT NULL,
    PRIMARY KEY (session, server)
);
"#,
    // The local ports a session's calls opened as tunnels to other machines (port 0: one not
    // known), and where each leads: a later client of this machine on one reaches that machine.
    r#"
CREATE TABLE tunnels (
    session TEXT NOT NULL,
    port INTEGER NOT NULL,
    target TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    PRIMARY KEY (session, port, target)
);
"#,
];

/// The log size past which a closing store checkpoints it into the database and empties it.
/// The first connection to open a database reads the whole log to index it; kept under this,
/// that costs a tenth of a millisecond, and the checkpoint (two fsyncs) comes once in 60 or more
/// records.
const LOG_LIMIT: u64 = 256 * 1024;

/// How many pages the log holds before a store that checkpoints in the background wakes its
/// checkpointer: SQLite's own threshold for the checkpoint it would otherwise run inside a
/// commit.
const BACKGROUND_PAGES: i32 = 1000;

/// The SQLite backend of a [`Store`]; synchronous, one connection (and, once
/// [`Store::checkpoint_in_background`](crate::Store::checkpoint_in_background) is called, a second one on a thread of its own).
#[derive(Debug)]
pub(crate) struct Sqlite {
    conn: rusqlite::Connection,
    /// The database's file, for a store on disk.
    path: Option<std::path::PathBuf>,
    /// The records this process writes ahead, once [`Store::write_ahead`](crate::Store::write_ahead) is called.
    ahead: Option<ahead::Ahead>,
    /// The tool pins' change mark, and its length as this process last saw it, once writing
    /// ahead.
    pins_seen: Option<(std::fs::File, u64)>,
    /// The write-ahead log's file, for a store on disk.
    log: Option<std::path::PathBuf>,
    checkpointer: Option<Checkpointer>,
    /// Stamped on every record this store appends.
    pub(crate) identity: audit::Identity,
}

/// How every connection to a store on disk commits and closes: the store's own and the side
/// connections of its threads alike (SQLite's defaults differ, and a connection left with them
/// synced the log on every commit).
fn commit_settings(conn: &rusqlite::Connection) -> Result<()> {
    // In WAL mode, NORMAL syncs at checkpoints rather than on every commit: a crash of airlock
    // or of the agent loses nothing; a power cut may lose the last records, but never breaks
    // the chain (SQLite's own recommendation for WAL). Syncing every record cost about 1 ms per
    // tool call, and syncing each batch the copier copies an fsync per 64 records.
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    // The last connection to close would checkpoint the log into the database and delete it:
    // three fsyncs, and the next process creates the log again. A hook is a process per tool
    // call, so the log is left for the next one (see `Drop`, which keeps it short).
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
        true,
    )?;
    Ok(())
}

/// A second connection to the store at `path`, for a thread of the process's own (the copier
/// of records written ahead, the checkpointer): it waits for the write lock as the store's own
/// does, and commits and closes as it does.
fn side_connection(path: &Path) -> Result<rusqlite::Connection> {
    let conn = rusqlite::Connection::open(path)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    commit_settings(&conn)?;
    Ok(conn)
}

/// The thread that checkpoints the log for a [`Store`]. The store's log hook holds the only
/// way to wake it; the thread ends once the hook is removed.
#[derive(Debug)]
struct Checkpointer {
    thread: std::thread::JoinHandle<()>,
}

/// What a store's log hook is: told after each commit how many pages the log holds.
type LogHook = fn(&mut rusqlite::hooks::Wal, std::ffi::c_int) -> rusqlite::Result<()>;

impl Drop for Sqlite {
    /// Stops the checkpointer, if any; then checkpoints the log into the database and empties
    /// it when it has grown past `LOG_LIMIT` (256 KiB). Best effort: a log left long costs time, never
    /// records.
    fn drop(&mut self) {
        // The copier copies what is left (and ends) before the checkpointer stops.
        self.ahead = None;
        if let Some(c) = self.checkpointer.take() {
            // Removing the hook drops its sender, which ends the thread's wait. Should the
            // removal fail, the thread is left to end with the process rather than waited for.
            if self.conn.wal_hook(None::<LogHook>).is_ok() {
                // A checkpointer that panicked has nothing left to clean up.
                let _ended = c.thread.join();
            }
        }
        let long = self
            .log
            .as_deref()
            .and_then(|log| std::fs::metadata(log).ok())
            .is_some_and(|m| m.len() > LOG_LIMIT);
        if long {
            // Busy (another process is writing) or failed: the next store to close tries again.
            let _checkpointed = self
                .conn
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
        }
    }
}

/// The store at `path` and the files kept beside it: SQLite's log, its index and its rollback
/// journal, the records written ahead (a folder), the tool pins' change mark and the chain's
/// anchor (with its lock and temporary file: an agent that could write it could hide a cut
/// chain). Whoever
/// protects the store from an agent's tools protects all of them: a line written into a file of
/// records written ahead would be copied into the audit chain.
///
/// A PostgreSQL store has no files here (its server guards it): none.
pub fn store_files(path: &Path) -> Vec<std::path::PathBuf> {
    if path.to_str().is_some_and(is_postgres_url) {
        return Vec::new();
    }
    std::iter::once(path.to_owned())
        .chain(
            [
                "-wal",
                "-shm",
                "-journal",
                AHEAD,
                PINS,
                anchor::HEAD,
                anchor::HEAD_LOCK,
                anchor::HEAD_TMP,
            ]
            .iter()
            .map(|suffix| beside(path, suffix)),
        )
        .collect()
}

/// The suffix of the folder of records written ahead beside a store.
const AHEAD: &str = "-ahead";
/// The suffix of the tool pins' change mark beside a store.
const PINS: &str = "-pins";

/// The file named as the store at `db`, with `suffix` after its name.
fn beside(db: &Path, suffix: &str) -> std::path::PathBuf {
    let mut p = db.as_os_str().to_owned();
    p.push(suffix);
    p.into()
}

/// Turns an I/O error about `path` into the store's error.
fn io_error(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
    move |source| StoreError::Io {
        path: path.display().to_string(),
        source,
    }
}

impl Sqlite {
    /// Opens (creating if needed) the store at `path`, with WAL and mode 0600, and migrates it.
    pub fn open(path: &Path) -> Result<Sqlite> {
        // Processes that open a new store at the same moment (two hooks on the first tool
        // calls) race to set the log mode and to migrate; SQLite answers the loser "busy" at
        // once, without waiting as it does for a record. The loser tries again.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        loop {
            match Sqlite::open_once(path) {
                Err(StoreError::Db(e))
                    if e.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy)
                        && std::time::Instant::now() < deadline =>
                {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
                other => return other,
            }
        }
    }

    fn open_once(path: &Path) -> Result<Sqlite> {
        // Most opens find the directory and a private file already there (a hook opens the
        // store once per tool call): a look is cheaper than a mkdir and a chmod that fail or
        // change nothing.
        if let Some(dir) = path
            .parent()
            .filter(|d| !d.as_os_str().is_empty() && !d.is_dir())
        {
            std::fs::create_dir_all(dir).map_err(io_error(path))?;
        }
        let conn = rusqlite::Connection::open(path)?;
        set_private(path).map_err(io_error(path))?;
        // The log mode is kept in the file: set it only on a new store, since setting it takes
        // the database's exclusive lock.
        let mode: String = conn.pragma_query_value(None, "journal_mode", |r| r.get(0))?;
        if !mode.eq_ignore_ascii_case("wal") {
            conn.pragma_update(None, "journal_mode", "WAL")?;
        }
        commit_settings(&conn)?;
        let store = Sqlite::setup(conn, Some(path.to_owned()), Some(beside(path, "-wal")))?;
        // Records that a process now gone wrote ahead and did not copy go into the chain
        // before anything appends to it.
        store.pull_ahead(false);
        Ok(store)
    }

    /// Moves the checkpoints of this store's log off its commits, for a process that records
    /// on the path of a tool call (the gateway, the daemon). SQLite otherwise copies the log
    /// into the database inside the commit that crosses its threshold, with two fsyncs: a
    /// stall of several milliseconds once in a few hundred records. Here that commit only
    /// wakes a thread, which runs a passive checkpoint on a connection of its own; a passive
    /// checkpoint never holds the write lock, so records go on meanwhile.
    ///
    /// Durability is unchanged: a record is committed to the log as before, and the log is
    /// checkpointed at the same threshold, only elsewhere. Does nothing for a store in
    /// memory, or when called again.
    pub fn checkpoint_in_background(&mut self) -> Result<()> {
        let Some(log) = &self.log else {
            return Ok(());
        };
        if self.checkpointer.is_some() {
            return Ok(());
        }
        let Some(path) = self.conn.path().map(std::path::PathBuf::from) else {
            return Ok(());
        };
        let side = side_connection(&path)?;
        let (wake, woken) = std::sync::mpsc::sync_channel::<()>(1);
        let thread = std::thread::Builder::new()
            .name("airlock-checkpoint".into())
            .spawn(move || {
                // Ends when the store removes its log hook, which holds the sender.
                while woken.recv().is_ok() {
                    if let Err(e) = side.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
                    {
                        // The next wake tries again; until then the log only grows.
                        tracing::warn!("cannot checkpoint the store's log: {e}");
                    }
                }
            })
            .map_err(|source| StoreError::Io {
                path: log.display().to_string(),
                source,
            })?;
        // Replaces SQLite's own hook, which checkpoints inside the commit.
        self.conn
            .wal_hook(Some(move |_: &mut rusqlite::hooks::Wal, pages| {
                if pages >= BACKGROUND_PAGES {
                    // Full: a wake is already on its way, and one is enough.
                    let _woken = wake.try_send(());
                }
                Ok(())
            }))?;
        self.checkpointer = Some(Checkpointer { thread });
        Ok(())
    }

    /// The log size, in pages, at which a commit on this connection checkpoints the log
    /// itself: SQLite's threshold, or 0 once [`Store::checkpoint_in_background`](crate::Store::checkpoint_in_background) took that work
    /// off the commits.
    pub fn in_commit_checkpoint_pages(&self) -> Result<i64> {
        Ok(self
            .conn
            .pragma_query_value(None, "wal_autocheckpoint", |r| r.get(0))?)
    }

    /// Opens a fresh store that lives only in memory.
    pub fn open_in_memory() -> Result<Sqlite> {
        Sqlite::setup(rusqlite::Connection::open_in_memory()?, None, None)
    }

    /// The schema version of this store.
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))?)
    }

    fn setup(
        mut conn: rusqlite::Connection,
        path: Option<std::path::PathBuf>,
        log: Option<std::path::PathBuf>,
    ) -> Result<Sqlite> {
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        let found: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        let supported = i64::try_from(MIGRATIONS.len()).unwrap_or(i64::MAX);
        if found > supported {
            return Err(StoreError::TooNew { found, supported });
        }
        // Up to date, as on every open but the first: no write lock is needed.
        if found < supported {
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let found: i64 = tx.pragma_query_value(None, "user_version", |r| r.get(0))?;
            for (version, sql) in (1..)
                .zip(MIGRATIONS)
                .skip(usize::try_from(found).unwrap_or(0))
            {
                tx.execute_batch(sql)?;
                tx.pragma_update(None, "user_version", version)?;
            }
            tx.commit()?;
        }
        Ok(Sqlite {
            conn,
            path,
            ahead: None,
            pins_seen: None,
            log,
            checkpointer: None,
            identity: audit::Identity::default(),
        })
    }
}

/// Runs `f` in an immediate (write) transaction on `conn` and commits it; on any error the
/// transaction is rolled back. `BEGIN` and `COMMIT` are cached statements, as every decision's
/// audit record runs through here.
fn immediate<T>(
    conn: &rusqlite::Connection,
    f: impl FnOnce(&rusqlite::Connection) -> Result<T>,
) -> Result<T> {
    conn.prepare_cached("BEGIN IMMEDIATE")?.execute([])?;
    let done = f(conn).and_then(|value| {
        conn.prepare_cached("COMMIT")?.execute([])?;
        Ok(value)
    });
    if done.is_err() && !conn.is_autocommit() {
        // The error is the one to report; a failed rollback leaves nothing committed.
        let _rolled_back = conn.execute_batch("ROLLBACK");
    }
    done
}

#[cfg(unix)]
fn set_private(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    if std::fs::metadata(path)?.permissions().mode() & 0o777 == 0o600 {
        return Ok(());
    }
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
}

#[cfg(not(unix))]
fn set_private(_path: &Path) -> std::io::Result<()> {
    Ok(())
}
