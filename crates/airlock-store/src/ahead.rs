//! Records written ahead: how a process that records on the path of every tool call (the MCP
//! gateway) keeps the SQLite commit off that path.
//!
//! A record of a call about to run is appended, as one line, to a file of this process's own
//! (one `write`), and the call goes on. A thread of the process copies the lines into the
//! hash-chained audit log in batches (every [`BATCH`] records, or [`LAG`] after the first one
//! waiting), so that one commit serves many calls; any process that reads the audit log first
//! copies every record written ahead so far, so a reader never misses one. The append is as
//! durable as the commit it stands for: with `synchronous = NORMAL` neither is synced, and both
//! outlive a crash of airlock. A record that cannot be appended fails the call as a failed
//! commit did: a call that cannot be recorded does not run.
//!
//! The files live in `<store>-ahead/`, named `<pid>-<uuid>.jsonl`, mode 0600, each locked
//! (`flock`) by its process while it lives; a file is made under a temporary name, locked, and
//! only then given its name, so nobody else ever holds its lock while its process lives. Each
//! line is one record with its sequence number. Every copy reads the file's progress (the last
//! sequence number copied, in `ahead_progress`), copies only what comes after it, and writes
//! the new progress, all in one write transaction: whoever copies, no record is copied twice
//! and none is skipped. The file of a process that is gone (its lock is free) is deleted once
//! copied.

use std::fs::File;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use rusqlite::{OptionalExtension, params};

use crate::audit::{Row, append_row};
use crate::{NewRecord, Result, Sqlite, StoreError, io_error as io};

/// A record written ahead: its place in its process's file. [`Store::is_copied`](crate::Store::is_copied) says whether
/// it is in the audit chain yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ticket(u64);

impl Ticket {
    /// The ticket of a record appended to the chain at once.
    pub(crate) fn done() -> Ticket {
        Ticket(0)
    }
}

/// How large a file may grow, its records all copied, before its process starts a new one.
const ROTATE_BYTES: u64 = 1 << 20;

/// How many records wait for the copier before it copies them at once.
const BATCH: usize = 64;

/// How long the first record waiting for the copier may wait.
const LAG: Duration = Duration::from_millis(50);

/// How long the copier waits before it tries again after a failed copy.
const RETRY: Duration = Duration::from_millis(100);

/// The records this process writes ahead: the file, and the thread that copies them.
#[derive(Debug)]
pub(crate) struct Ahead {
    shared: Copies,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// What the writer, the copier and the waiters share.
#[derive(Debug, Clone)]
pub(crate) struct Copies(Arc<(Mutex<State>, Condvar)>);

#[derive(Debug)]
struct State {
    dir: PathBuf,
    file: File,
    /// The file's name in `dir`: its key in `ahead_progress`.
    name: String,
    /// The sequence number of the next record.
    next: u64,
    /// Records in the file and not yet taken to be copied, oldest first.
    queue: Vec<(u64, Row)>,
    /// Records taken from the queue are being copied (by the copier, or by a caller of
    /// [`Store::append`](crate::Store::append) that copies them first): nobody else takes any until they are in, so
    /// batches reach the chain in the order they were written.
    copying: bool,
    /// Every record up to this sequence number is in the chain.
    copied: u64,
    /// Bytes written to the file.
    bytes: u64,
    /// The line being written, kept to be reused.
    line: Vec<u8>,
    /// Set when the store closes: the copier copies what is left and ends.
    closing: bool,
    /// The last copy failed (and said so in the log); records wait for the next try.
    failing: bool,
    /// The copier takes nothing while set: for tests, which stop it to stand for a crash.
    held: bool,
    /// A write failed, perhaps part way: the next line starts on a line of its own.
    torn: bool,
}

/// The folder of the files written ahead for the store at `db`.
fn dir_of(db: &Path) -> PathBuf {
    crate::beside(db, crate::AHEAD)
}

/// Deletes the file `name` in `dir`, every record of which is in the chain, and then forgets
/// its progress (in that order: see [`copy_rows`]).
fn retire(conn: &rusqlite::Connection, dir: &Path, name: &str) -> Result<()> {
    let path = dir.join(name);
    std::fs::remove_file(&path).map_err(io(&path))?;
    forget_progress(conn, name)
}

/// Makes a new file in `dir`, locked, and returns it with its name.
fn new_file(dir: &Path) -> Result<(File, String)> {
    use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
    if !dir.is_dir() {
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)
            .map_err(io(dir))?;
    }
    let name = format!(
        "{}-{}.jsonl",
        std::process::id(),
        uuid::Uuid::new_v4().simple()
    );
    let made = dir.join(format!("{name}.new"));
    let file = std::fs::OpenOptions::new()
        .append(true)
        .create_new(true)
        .mode(0o600)
        .open(&made)
        .map_err(io(&made))?;
    file.try_lock().map_err(|e| StoreError::Io {
        path: made.display().to_string(),
        source: e.into(),
    })?;
    let named = dir.join(&name);
    std::fs::rename(&made, &named).map_err(io(&named))?;
    Ok((file, name))
}

impl Copies {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A copier that panicked holding the lock left the state as it was: records stay
        // queued or in the file, never lost.
        self.0.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether the record `ticket` stands for is in the audit chain.
    pub(crate) fn is_copied(&self, ticket: Ticket) -> bool {
        self.lock().copied >= ticket.0
    }

    /// Waits up to `timeout` for the record `ticket` stands for to be in the audit chain;
    /// returns whether it is.
    #[cfg(test)]
    pub(crate) fn wait_copied(&self, ticket: Ticket, timeout: Duration) -> bool {
        let state = self.lock();
        let (state, _) = self
            .0
            .1
            .wait_timeout_while(state, timeout, |s| s.copied < ticket.0)
            .unwrap_or_else(PoisonError::into_inner);
        state.copied >= ticket.0
    }

    /// Appends `row` to the file and hands it to the copier.
    fn append(&self, row: Row) -> Result<Ticket> {
        let mut s = self.lock();
        let s = &mut *s;
        let seq = s.next;
        s.line.clear();
        if s.torn {
            // Ends what a failed write left, which readers pass over.
            s.line.push(b'\n');
        }
        write_line(&mut s.line, seq, &row);
        if let Err(e) = s.file.write_all(&s.line) {
            s.torn = true;
            let path = s.dir.join(&s.name);
            return Err(io(&path)(e));
        }
        s.torn = false;
        s.bytes = s.bytes.saturating_add(s.line.len() as u64);
        s.next = seq.saturating_add(1);
        s.queue.push((seq, row));
        // The copier is woken when a batch starts (it then gives the batch its lag to fill)
        // and when the batch is full: not for each call.
        if s.queue.len() == 1 || s.queue.len() == BATCH {
            self.0.1.notify_all();
        }
        Ok(Ticket(seq))
    }

    /// The copier: copies what is queued, in order and in batches, until the store closes.
    fn copy_all(&self, conn: &rusqlite::Connection) {
        loop {
            let s = {
                let s = self.lock();
                let s = self
                    .0
                    .1
                    .wait_while(s, |s| {
                        s.held || s.copying || (s.queue.is_empty() && !s.closing)
                    })
                    .unwrap_or_else(PoisonError::into_inner);
                // A record waits: give the batch until its lag is over to fill.
                let (s, _) = self
                    .0
                    .1
                    .wait_timeout_while(s, LAG, |s| s.held || (s.queue.len() < BATCH && !s.closing))
                    .unwrap_or_else(PoisonError::into_inner);
                if s.held || s.copying {
                    continue;
                }
                if s.queue.is_empty() {
                    // Taken meanwhile by a caller that appends at once (see `flush`).
                    if s.closing {
                        break;
                    }
                    continue;
                }
                s
            };
            let (mut s, copied) = self.copy_queue(conn, s);
            match copied {
                Ok(()) => {
                    s.failing = false;
                    if s.bytes > ROTATE_BYTES && s.queue.is_empty() {
                        self.rotate(s, conn);
                    }
                }
                Err(e) => {
                    if !s.failing {
                        tracing::warn!("records written ahead wait to be copied: {e}");
                    }
                    s.failing = true;
                    if s.closing {
                        // Left in the file, for the next process that opens the store.
                        return;
                    }
                    drop(s);
                    std::thread::sleep(RETRY);
                }
            }
        }
        // Everything is copied: the file goes (or, should that fail, is copied again by
        // nobody, its progress kept).
        let s = self.lock();
        let _retired = retire(conn, &s.dir, &s.name);
    }

    /// Copies what is queued into the chain with `conn`, after the batch being copied if there
    /// is one: a record appended to the chain at once after this follows, in the chain, every
    /// record written ahead before it. On an error the records stay queued.
    fn flush(&self, conn: &rusqlite::Connection) -> Result<()> {
        let s = self.lock();
        let s = self
            .0
            .1
            .wait_while(s, |s| s.copying)
            .unwrap_or_else(PoisonError::into_inner);
        if s.queue.is_empty() {
            return Ok(());
        }
        self.copy_queue(conn, s).1
    }

    /// Copies every queued record into the chain with `conn`; `s` is held until they are taken,
    /// and nobody else is copying (the caller waited for that). They are in the chain after,
    /// or, if the copy failed, back at the head of the queue. Returns the state, held again,
    /// with how the copy went.
    fn copy_queue<'a>(
        &'a self,
        conn: &rusqlite::Connection,
        mut s: MutexGuard<'a, State>,
    ) -> (MutexGuard<'a, State>, Result<()>) {
        s.copying = true;
        let mut rows = std::mem::take(&mut s.queue);
        let name = s.name.clone();
        drop(s);
        let copied = copy_rows(conn, &name, &rows, None);
        let mut s = self.lock();
        s.copying = false;
        match copied {
            Ok(()) => s.copied = rows.last().map_or(s.copied, |r| r.0),
            Err(_) => {
                rows.append(&mut s.queue);
                s.queue = rows;
            }
        }
        self.0.1.notify_all();
        (s, copied)
    }

    /// Starts a new file once every record of the current one is in the chain (`s` says so,
    /// and is held meanwhile, so no record is appended between), and deletes the old one.
    fn rotate(&self, mut s: MutexGuard<'_, State>, conn: &rusqlite::Connection) {
        let (file, name) = match new_file(&s.dir) {
            Ok(made) => made,
            Err(e) => {
                tracing::warn!("cannot start a new file of records written ahead: {e}");
                return;
            }
        };
        let old = std::mem::replace(&mut s.name, name);
        s.file = file;
        s.bytes = 0;
        s.torn = false;
        let dir = s.dir.clone();
        // Records go on while the old file goes: forgetting its progress may wait for another
        // process's write lock.
        drop(s);
        let _retired = retire(conn, &dir, &old);
    }
}

impl Ahead {
    /// Starts writing ahead for the store at `db`, with `conn`, a connection of its own, for
    /// the copier.
    fn start(db: &Path, conn: rusqlite::Connection) -> Result<Ahead> {
        let dir = dir_of(db);
        let (file, name) = new_file(&dir)?;
        let shared = Copies(Arc::new((
            Mutex::new(State {
                dir: dir.clone(),
                file,
                name,
                next: 1,
                queue: Vec::new(),
                copying: false,
                copied: 0,
                bytes: 0,
                line: Vec::with_capacity(1024),
                closing: false,
                failing: false,
                held: false,
                torn: false,
            }),
            Condvar::new(),
        )));
        let copier = shared.clone();
        let thread = std::thread::Builder::new()
            .name("airlock-copy".into())
            .spawn(move || copier.copy_all(&conn))
            .map_err(io(&dir))?;
        Ok(Ahead {
            shared,
            thread: Some(thread),
        })
    }

    /// Copies what is left, then ends the copier (see [`Copies::copy_all`]).
    fn stop(&mut self) {
        {
            let mut s = self.shared.lock();
            s.closing = true;
            s.held = false;
        }
        self.shared.0.1.notify_all();
        if let Some(t) = self.thread.take() {
            // A copier that panicked left its records in the file.
            let _ended = t.join();
        }
    }
}

impl Drop for Ahead {
    fn drop(&mut self) {
        self.stop();
    }
}

/// One line of a file of records written ahead: a record and its sequence number.
#[derive(serde::Serialize, serde::Deserialize)]
struct Line<R> {
    seq: u64,
    #[serde(flatten)]
    row: R,
}

/// Writes `row` as one line of JSON, `seq` first.
fn write_line(out: &mut Vec<u8>, seq: u64, row: &Row) {
    // Into a Vec, and of strings and numbers only: it cannot fail.
    let _ = serde_json::to_writer(&mut *out, &Line { seq, row });
    out.push(b'\n');
}

/// Reads a line [`write_line`] wrote; `None` for anything else (a line cut by a crash).
fn read_line(line: &[u8]) -> Option<(u64, Row)> {
    let line: Line<Row> = serde_json::from_slice(line).ok()?;
    Some((line.seq, line.row))
}

/// The records of the whole lines of `text`, in order.
fn complete_rows(text: &[u8]) -> Vec<(u64, Row)> {
    let whole = text
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(&[][..], |end| text.get(..end).unwrap_or_default());
    whole.split(|&b| b == b'\n').filter_map(read_line).collect()
}

/// Copies into the chain those of `rows` (in order) that come after `file`'s progress, and
/// moves the progress to the last of them, in one transaction.
///
/// `read_from`: the open file the rows were read from, by a process other than its writer.
/// Nothing is copied if it was deleted by then, which its writer does only once every record of
/// it is in the chain, and before it forgets the file's progress: looked at inside the
/// transaction, which that forgetting waits for, so a progress that is gone is never taken for
/// none copied.
fn copy_rows(
    conn: &rusqlite::Connection,
    file: &str,
    rows: &[(u64, Row)],
    read_from: Option<&File>,
) -> Result<()> {
    use std::os::unix::fs::MetadataExt as _;
    crate::anchor::chained(conn, |conn| {
        if let Some(f) = read_from {
            let links = f.metadata().map_err(io(Path::new(file)))?;
            if links.nlink() == 0 {
                return Ok(((), false));
            }
        }
        let done: Option<i64> = conn
            .prepare_cached("SELECT seq FROM ahead_progress WHERE file = ?1")?
            .query_row(params![file], |r| r.get(0))
            .optional()?;
        let done = done.and_then(|d| u64::try_from(d).ok()).unwrap_or(0);
        let mut last = None;
        for (seq, row) in rows.iter().filter(|(seq, _)| *seq > done) {
            append_row(conn, row.clone())?;
            last = Some(*seq);
        }
        if let Some(last) = last {
            conn.prepare_cached(
                "INSERT INTO ahead_progress (file, seq) VALUES (?1, ?2) \
                 ON CONFLICT (file) DO UPDATE SET seq = excluded.seq",
            )?
            .execute(params![file, i64::try_from(last).unwrap_or(i64::MAX)])?;
        }
        Ok(((), last.is_some()))
    })
}

fn forget_progress(conn: &rusqlite::Connection, file: &str) -> Result<()> {
    conn.execute("DELETE FROM ahead_progress WHERE file = ?1", params![file])?;
    Ok(())
}

impl Sqlite {
    /// Makes this store write the records of calls about to run ahead ([`Store::append_ahead`](crate::Store::append_ahead)),
    /// for a process that records on the path of every tool call: the SQLite commit (a write
    /// lock taken and released with six `fcntl`s, two pages written to the log; 40 to 70 µs on
    /// a tools/call) moves to a thread of its own, which copies each record into the chain
    /// while its call runs. Also starts watching the tool pins' change mark
    /// ([`Store::pins_moved`](crate::Store::pins_moved)). Does nothing for a store in memory, or when called again.
    pub fn write_ahead(&mut self) -> Result<()> {
        let Some(db) = self.path.clone() else {
            return Ok(());
        };
        if self.ahead.is_some() {
            return Ok(());
        }
        let conn = crate::side_connection(&db)?;
        self.pins_seen = Some(crate::pins::watch_mark(&db)?);
        self.ahead = Some(Ahead::start(&db, conn)?);
        Ok(())
    }

    /// Puts every record this store wrote ahead into the chain, before a record appended at
    /// once, so that the chain keeps the order in which this process decided.
    pub(crate) fn flush_ahead(&self) -> Result<()> {
        match &self.ahead {
            Some(ahead) => ahead.shared.flush(&self.conn),
            None => Ok(()),
        }
    }

    /// Whether this store writes records ahead.
    pub fn writes_ahead(&self) -> bool {
        self.ahead.is_some()
    }

    /// The records this store writes ahead.
    #[cfg(test)]
    pub(crate) fn copies(&self) -> Option<Copies> {
        self.ahead.as_ref().map(|a| a.shared.clone())
    }

    /// Records `new` ahead: one line appended to this process's file; its copier puts it into
    /// the audit chain shortly ([`Store::is_copied`](crate::Store::is_copied)). An error means it was not recorded. A
    /// store that does not write ahead appends it to the chain at once.
    pub fn append_ahead(&mut self, new: NewRecord) -> Result<Ticket> {
        match &self.ahead {
            Some(ahead) => ahead.shared.append(Row::from(new).by(&self.identity)),
            None => self.append(new).map(|_| Ticket(0)),
        }
    }

    /// Whether the record `ticket` stands for is in the audit chain.
    pub fn is_copied(&self, ticket: Ticket) -> bool {
        self.ahead
            .as_ref()
            .is_none_or(|a| a.shared.is_copied(ticket))
    }

    /// Copies into the chain the records that processes wrote ahead and did not copy yet:
    /// those of processes now gone (whose files are then deleted), and, with `live`, those of
    /// processes still running too, as a reader of the log must. Best effort: what cannot be
    /// copied now stays for later.
    pub(crate) fn pull_ahead(&self, live: bool) {
        let Some(db) = self.path.as_deref() else {
            return;
        };
        let dir = dir_of(db);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.ends_with(".jsonl") {
                continue;
            }
            if let Err(e) = self.pull_file(&dir, &name, live) {
                tracing::warn!("cannot copy the records written ahead in `{name}` yet: {e}");
            }
        }
    }

    fn pull_file(&self, dir: &Path, name: &str, live: bool) -> Result<()> {
        let path = &dir.join(name);
        use std::io::Read as _;
        use std::os::unix::fs::MetadataExt as _;
        let Ok(mut file) = File::open(path) else {
            // Deleted since the listing.
            return Ok(());
        };
        // Free: its process is gone. (Or, for a moment, another reader holds it.)
        let gone = file.try_lock().is_ok();
        if !gone && !live {
            return Ok(());
        }
        if gone && file.metadata().map_err(io(path))?.nlink() == 0 {
            // Copied and deleted by another process between our open and our lock.
            return Ok(());
        }
        let mut text = Vec::new();
        file.read_to_end(&mut text).map_err(io(path))?;
        // Whole lines: not what follows the last newline (a line being written, or one a crash
        // cut), and not a line a failed write left (see `State::torn`).
        let rows = complete_rows(&text);
        if !rows.is_empty() {
            copy_rows(&self.conn, name, &rows, Some(&file))?;
        }
        if gone {
            retire(&self.conn, dir, name)?;
        }
        Ok(())
    }

    /// Whether another process marked a tool pin as changed since this store last looked (or
    /// since [`Store::write_ahead`](crate::Store::write_ahead)). A caller that remembers pins as approved reads them again
    /// when it has: a record written ahead is not checked against the pin inside its own
    /// transaction, as [`Store::append_unless_changed`](crate::Store::append_unless_changed) checks it. Always true for a store that
    /// does not write ahead, whose callers must use that check.
    pub fn pins_moved(&mut self) -> Result<bool> {
        let Some((mark, seen)) = self.pins_seen.as_mut() else {
            return Ok(true);
        };
        let now = crate::pins::mark_len(mark)?;
        if now == *seen {
            return Ok(false);
        }
        *seen = now;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]

    use super::*;
    use airlock_mask::Masker;

    fn record(i: i64) -> NewRecord {
        let m = Masker::new();
        NewRecord {
            time_ms: 1_700_000_000_000 + i,
            session: "s".into(),
            server: "srv".into(),
            tool: format!("tool{i}"),
            label: m.mask(&format!("label \"{i}\"\n")),
            tier: "allow".into(),
            action: "allow".into(),
            rule: m.mask("server srv: default allow"),
            decided_by: "rule".into(),
            detail: m.mask(""),
            duration_ms: 0,
            args: m.mask(&format!("{{\"n\":{i}}}")),
        }
    }

    fn tools(store: &Sqlite) -> Vec<String> {
        let mut r: Vec<String> = store
            .list(&crate::Filter::default())
            .unwrap()
            .into_iter()
            .map(|r| r.tool)
            .collect();
        r.reverse();
        r
    }

    fn files(db: &Path) -> usize {
        std::fs::read_dir(dir_of(db)).map_or(0, |d| d.count())
    }

    fn copies(store: &Sqlite) -> Copies {
        store.copies().unwrap()
    }

    /// Stops the copier taking records, as if the process had stopped.
    fn hold(store: &Sqlite) {
        copies(store).lock().held = true;
    }

    fn name(store: &Sqlite) -> String {
        copies(store).lock().name.clone()
    }

    /// Ends a store as a crash would: what its copier did not take stays in the file, and the
    /// file's lock is let go (the copier, held, is left waiting).
    fn crash(mut store: Sqlite) {
        let ahead = store.ahead.take().unwrap();
        {
            let mut s = ahead.shared.lock();
            s.held = true;
            s.file = File::open("/dev/null").unwrap();
        }
        std::mem::forget(ahead);
        drop(store);
    }

    const WAIT: Duration = Duration::from_secs(10);

    /// A new store on disk that writes ahead, its folder (kept while it lives) and its path.
    fn writing_ahead() -> (tempfile::TempDir, PathBuf, Sqlite) {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("a.db");
        let mut store = Sqlite::open(&db).unwrap();
        store.write_ahead().unwrap();
        (dir, db, store)
    }

    /// The copier commits batch after batch: with SQLite's default (FULL) each of them synced
    /// the log, an fsync that a record written ahead, unsynced, does not need.
    #[test]
    fn the_copier_commits_without_syncing_as_the_store_does() {
        let (_dir, db, store) = writing_ahead();
        let level = |c: &rusqlite::Connection| -> i64 {
            c.pragma_query_value(None, "synchronous", |r| r.get(0))
                .unwrap()
        };
        let side = crate::side_connection(&db).unwrap();
        assert_eq!(level(&side), 1, "NORMAL");
        assert_eq!(level(&side), level(&store.conn));
    }

    #[test]
    fn a_line_reads_back_as_the_row_it_was() {
        let row = Row::from(record(7));
        let mut out = Vec::new();
        write_line(&mut out, 42, &row);
        assert_eq!(out.last(), Some(&b'\n'));
        assert_eq!(read_line(out.strip_suffix(b"\n").unwrap()), Some((42, row)));
        assert_eq!(
            read_line(&out[..out.len() / 2]),
            None,
            "a cut line is not read"
        );
    }

    #[test]
    fn records_written_ahead_reach_the_chain_and_the_file_goes_at_the_end() {
        let (_dir, db, mut store) = writing_ahead();
        assert!(store.writes_ahead());
        hold(&store);
        let t1 = store.append_ahead(record(1)).unwrap();
        let t2 = store.append_ahead(record(2)).unwrap();
        assert!(!store.is_copied(t1));
        assert!(!copies(&store).wait_copied(t1, Duration::from_millis(20)));
        let n: i64 = store
            .conn
            .query_row("SELECT count(*) FROM audit", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 0, "not in the chain before a copy");
        assert_eq!(tools(&store), ["tool1", "tool2"], "a reader copies first");
        copies(&store).lock().held = false;
        copies(&store).0.1.notify_all();
        assert!(copies(&store).wait_copied(t2, WAIT));
        assert!(store.is_copied(t1) && store.is_copied(t2));
        store.append(record(3)).unwrap();
        assert_eq!(tools(&store), ["tool1", "tool2", "tool3"]);
        assert!(store.verify().unwrap().ok());
        assert_eq!(files(&db), 1);
        store.append_ahead(record(4)).unwrap();
        drop(store);
        assert_eq!(files(&db), 0, "the file is deleted once all is copied");
        let store = Sqlite::open(&db).unwrap();
        assert_eq!(tools(&store), ["tool1", "tool2", "tool3", "tool4"]);
        assert!(store.verify().unwrap().ok());
    }

    #[test]
    fn a_lone_record_reaches_the_chain_without_a_reader() {
        let (_dir, _db, mut store) = writing_ahead();
        // The copier is asleep on an empty queue before the record comes.
        std::thread::sleep(Duration::from_millis(100));
        let started = std::time::Instant::now();
        let t = store.append_ahead(record(1)).unwrap();
        assert!(
            copies(&store).wait_copied(t, WAIT),
            "a single record is copied too"
        );
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "copied after the lag, not at the end: {:?}",
            started.elapsed()
        );
        let n: i64 = store
            .conn
            .query_row("SELECT count(*) FROM audit", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 1, "in the chain without a reader copying it");
    }

    /// The tools of the chain's records in id order, read without copying anything first.
    fn chain(store: &Sqlite) -> Vec<String> {
        let mut stmt = store
            .conn
            .prepare("SELECT tool FROM audit ORDER BY id")
            .unwrap();
        stmt.query_map([], |r| r.get::<_, String>(0))
            .unwrap()
            .map(|t| t.unwrap())
            .collect()
    }

    #[test]
    fn a_record_appended_at_once_follows_those_written_ahead_before_it() {
        let (_dir, _db, mut store) = writing_ahead();
        store.append_ahead(record(1)).unwrap();
        store.append_ahead(record(2)).unwrap();
        store.append(record(3)).unwrap();
        assert_eq!(chain(&store), ["tool1", "tool2", "tool3"]);
        // While the copier copies batches of its own, on its own thread.
        let mut want: Vec<String> = chain(&store);
        for i in 4..400 {
            if i % 7 == 0 {
                store.append(record(i)).unwrap();
            } else {
                store.append_ahead(record(i)).unwrap();
            }
            want.push(format!("tool{i}"));
            if i % 50 == 0 {
                std::thread::sleep(Duration::from_millis(60));
            }
        }
        store.append(record(400)).unwrap();
        want.push("tool400".to_owned());
        assert_eq!(chain(&store), want);
        assert!(store.verify().unwrap().ok());
    }

    #[test]
    fn the_next_process_copies_what_a_crashed_one_wrote_ahead_once() {
        let (_dir, db, mut store) = writing_ahead();
        let t1 = store.append_ahead(record(1)).unwrap();
        assert!(copies(&store).wait_copied(t1, WAIT));
        hold(&store);
        store.append_ahead(record(2)).unwrap();
        store.append_ahead(record(3)).unwrap();
        // Opening the store copies only the files of processes gone; reading it copies all.
        let other = Sqlite::open(&db).unwrap();
        let n: i64 = other
            .conn
            .query_row("SELECT count(*) FROM audit", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 1);
        assert_eq!(tools(&other), ["tool1", "tool2", "tool3"]);
        drop(other);
        store.append_ahead(record(4)).unwrap();
        crash(store);
        assert_eq!(files(&db), 1);
        let store = Sqlite::open(&db).unwrap();
        assert_eq!(
            tools(&store),
            ["tool1", "tool2", "tool3", "tool4"],
            "each once"
        );
        assert!(store.verify().unwrap().ok());
        assert_eq!(files(&db), 0);
        let n: i64 = store
            .conn
            .query_row("SELECT count(*) FROM ahead_progress", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 0);
        drop(store);
        let store = Sqlite::open(&db).unwrap();
        assert_eq!(tools(&store).len(), 4);
    }

    #[test]
    fn lines_cut_by_a_failed_write_or_a_crash_are_passed_over_and_the_rest_copied() {
        let (_dir, db, mut store) = writing_ahead();
        hold(&store);
        store.append_ahead(record(1)).unwrap();
        let path = dir_of(&db).join(name(&store));
        let append = |bytes: &[u8]| {
            let mut f = std::fs::OpenOptions::new()
                .append(true)
                .open(&path)
                .unwrap();
            f.write_all(bytes).unwrap();
        };
        // A write that failed part way, as the store saw it.
        append(b"{\"seq\":2,\"time_ms\":1,\"sess");
        copies(&store).lock().torn = true;
        store.append_ahead(record(3)).unwrap();
        crash(store);
        // A line a crash cut.
        append(b"{\"seq\":4,\"time_ms\":1,\"sess");
        let store = Sqlite::open(&db).unwrap();
        assert_eq!(tools(&store), ["tool1", "tool3"]);
        assert!(store.verify().unwrap().ok());
    }

    #[test]
    fn a_full_file_is_replaced_once_copied() {
        let (_dir, db, mut store) = writing_ahead();
        let first = name(&store);
        let mut n = 0;
        let mut last = None;
        while copies(&store).lock().bytes <= ROTATE_BYTES {
            last = Some(store.append_ahead(record(n)).unwrap());
            n += 1;
        }
        assert!(copies(&store).wait_copied(last.unwrap(), WAIT));
        assert_ne!(name(&store), first);
        // The copier deletes the old file after it let go of the new one, so a little after.
        let started = std::time::Instant::now();
        while dir_of(&db).join(&first).exists() && started.elapsed() < WAIT {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(!dir_of(&db).join(&first).exists(), "the old file is gone");
        assert_eq!(files(&db), 1, "only the new file is left");
        hold(&store);
        store.append_ahead(record(n)).unwrap();
        crash(store);
        let store = Sqlite::open(&db).unwrap();
        assert_eq!(tools(&store).len(), usize::try_from(n + 1).unwrap());
        assert!(store.verify().unwrap().ok());
    }

    #[test]
    fn a_reader_that_read_a_file_before_its_writer_deleted_it_copies_nothing_again() {
        let (_dir, db, mut store) = writing_ahead();
        for i in 0..3 {
            store.append_ahead(record(i)).unwrap();
        }
        // A reader opens and reads the file while its writer lives...
        let path = dir_of(&db).join(name(&store));
        let name = name(&store);
        let file = File::open(&path).unwrap();
        let rows: Vec<(u64, Row)> = std::fs::read(&path)
            .unwrap()
            .split(|&b| b == b'\n')
            .map_while(read_line)
            .collect();
        assert_eq!(rows.len(), 3);
        // ... which then copies everything, deletes the file and forgets its progress.
        drop(store);
        assert!(!path.exists());
        let reader = Sqlite::open(&db).unwrap();
        copy_rows(&reader.conn, &name, &rows, Some(&file)).unwrap();
        assert_eq!(tools(&reader), ["tool0", "tool1", "tool2"], "each once");
    }

    #[test]
    fn a_pin_changed_by_another_process_moves_the_mark() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("a.db");
        let mut other = Sqlite::open(&db).unwrap();
        other.pin_tool("srv", "t", "aaa", 1).unwrap();
        let mut store = Sqlite::open(&db).unwrap();
        store.write_ahead().unwrap();
        assert!(!store.pins_moved().unwrap());
        other.pin_tool("srv", "t", "aaa", 2).unwrap();
        other.pin_tool("srv", "u", "ccc", 2).unwrap();
        assert!(
            !store.pins_moved().unwrap(),
            "a new or unchanged pin is no change"
        );
        other.pin_tool("srv", "t", "bbb", 3).unwrap();
        assert!(store.pins_moved().unwrap());
        assert!(!store.pins_moved().unwrap(), "once per change");
    }

    #[test]
    fn a_store_in_memory_appends_at_once() {
        let mut store = Sqlite::open_in_memory().unwrap();
        store.write_ahead().unwrap();
        assert!(!store.writes_ahead());
        let t = store.append_ahead(record(1)).unwrap();
        assert!(store.is_copied(t));
        assert_eq!(tools(&store), ["tool1"]);
        assert!(
            store.pins_moved().unwrap(),
            "without the mark, callers check in the commit"
        );
    }
}
