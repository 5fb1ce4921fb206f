//! The chain's anchor: the newest record's hash and count, kept outside the database, so that
//! cutting records off the end of the chain (which leaves a shorter chain that verifies) is
//! seen.
//!
//! Every transaction that appends to the chain (a record appended at once, a batch copied from
//! the records written ahead, by whichever process or thread) runs through [`chained`]: it takes
//! an exclusive `flock` on `<store>-head.lock`, commits, and only then writes `<store>-head`
//! (`HASH:COUNT`, 0600, written to `<store>-head.tmp` and renamed over it), then lets the lock
//! go. So the anchor never names a record that was not committed, and since writers take the
//! lock in turn, it never moves back: the anchor always names the newest record of some commit,
//! and no later commit's anchor is overwritten by an earlier one.
//!
//! A crash between the commit and the rename leaves the anchor one transaction behind: verify
//! then reports the chain as intact with records past the anchor (which an attacker cannot use
//! to hide a cut: a cut makes the chain shorter than the anchor), or, if it was the store's very
//! first commit, that the anchor is missing. A reader holds the lock shared while it reads the
//! anchor and then the chain, so no writer is between its commit and its anchor meanwhile.
//! Neither file is synced, as commits are not (`synchronous = NORMAL`): after a power cut
//! (not a crash of airlock) the anchor may name records the log lost, and verify names them
//! as missing, which they are.

use std::fs::File;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use rusqlite::OptionalExtension as _;

use crate::{Result, StoreError};

/// The suffix of the anchor file beside a store.
pub(crate) const HEAD: &str = "-head";
/// The suffix of the lock that orders the anchor's writers.
pub(crate) const HEAD_LOCK: &str = "-head.lock";
/// The suffix of the anchor's temporary file, renamed over the anchor.
pub(crate) const HEAD_TMP: &str = "-head.tmp";

/// The newest record of a chain: its count (its id; ids run from 1 without gaps) and hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    /// How many records the chain holds up to this one (the record's id).
    pub count: i64,
    /// That record's chain hash.
    pub hash: String,
}

impl Head {
    /// Reads `HASH:COUNT` (as `airlock audit head` prints it); `None` if it is not that.
    pub fn parse(text: &str) -> Option<Head> {
        let (hash, count) = text.trim().split_once(':')?;
        let count = count.trim().parse::<i64>().ok().filter(|c| *c > 0)?;
        let hash = hash.trim().to_ascii_lowercase();
        (hash.len() == 64 && hash.bytes().all(|b| b.is_ascii_hexdigit()))
            .then_some(Head { count, hash })
    }
}

impl std::fmt::Display for Head {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.hash, self.count)
    }
}

/// What the anchor says of the chain, as [`crate::Store::verify`] found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnchorCheck {
    /// Nothing to check against: a store in memory.
    Unchecked,
    /// The chain has records but no anchor is beside the store (it was deleted, or the store was
    /// last written by an airlock without anchors).
    Missing,
    /// The anchor file is there but does not read as `HASH:COUNT`.
    Unreadable(String),
    /// The anchor's record is in the chain with the anchor's hash; `past` records follow it.
    Holds {
        /// The anchor.
        anchor: Head,
        /// Records after the anchor's (a commit whose anchor was not written yet, or a crash
        /// between a commit and its anchor).
        past: i64,
    },
    /// The chain ends before the anchor's record: records `last + 1` to `anchor.count` are gone.
    Truncated {
        /// The anchor.
        anchor: Head,
        /// The newest record the chain still holds (0 for none).
        last: i64,
    },
    /// The anchor's record is in the chain with another hash: the chain was rewritten at or
    /// before it.
    Differs {
        /// The anchor.
        anchor: Head,
        /// The hash the chain's record has.
        found: String,
    },
}

impl AnchorCheck {
    /// Whether the anchor allows the chain to be called intact.
    pub fn ok(&self) -> bool {
        matches!(self, AnchorCheck::Unchecked | AnchorCheck::Holds { .. })
    }
}

/// The anchor file of the store at `db`.
pub(crate) fn anchor_path(db: &Path) -> PathBuf {
    crate::beside(db, HEAD)
}

/// Reads the anchor beside `db`: `Ok(None)` when there is none.
pub(crate) fn read(db: &Path) -> std::result::Result<Option<Head>, String> {
    let path = anchor_path(db);
    match std::fs::read_to_string(&path) {
        Ok(text) => Head::parse(&text)
            .map(Some)
            .ok_or_else(|| format!("`{}` does not read as HASH:COUNT", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("cannot read `{}`: {e}", path.display())),
    }
}

/// The chain's newest record, read with `conn`.
pub(crate) fn head(conn: &rusqlite::Connection) -> Result<Option<Head>> {
    Ok(conn
        .prepare_cached("SELECT id, hash FROM audit ORDER BY id DESC LIMIT 1")?
        .query_row([], |r| {
            Ok(Head {
                count: r.get(0)?,
                hash: r.get(1)?,
            })
        })
        .optional()?)
}

/// The database file of `conn`, when it is a file.
fn db_of(conn: &rusqlite::Connection) -> Option<PathBuf> {
    conn.path().filter(|p| !p.is_empty()).map(PathBuf::from)
}

/// Runs `f` (which says whether it appended to the chain) in an immediate transaction on
/// `conn`, and when it appended, writes the anchor after the commit; the anchor's lock is held
/// from before the transaction to after the anchor is written (see the module's docs).
pub(crate) fn chained<T>(
    conn: &rusqlite::Connection,
    f: impl FnOnce(&rusqlite::Connection) -> Result<(T, bool)>,
) -> Result<T> {
    let Some(db) = db_of(conn) else {
        return crate::immediate(conn, |conn| f(conn).map(|(value, _)| value));
    };
    let lock_path = crate::beside(&db, HEAD_LOCK);
    let lock = open_lock(&lock_path).map_err(crate::io_error(&lock_path))?;
    lock.lock().map_err(crate::io_error(&lock_path))?;
    let mut newest = None;
    let value = crate::immediate(conn, |conn| {
        let (value, appended) = f(conn)?;
        if appended {
            newest = head(conn)?;
        }
        Ok(value)
    })?;
    if let Some(newest) = newest
        && let Err(e) = write(&db, &newest)
    {
        // The record is committed; an anchor left behind only reads as records past it.
        tracing::warn!("cannot write the audit chain's anchor: {e}");
    }
    // Closing the file lets the lock go.
    drop(lock);
    Ok(value)
}

/// A shared hold on the anchor's lock of the store at `db`, for a reader that reads the anchor
/// and the chain: no writer is between its commit and its anchor meanwhile, so the two agree.
/// `None` when the lock cannot be had (a store the reader may not write): the reader then reads
/// the anchor before the chain, which a commit in between only leaves behind.
pub(crate) fn read_lock(db: &Path) -> Option<File> {
    let lock = open_lock(&crate::beside(db, HEAD_LOCK)).ok()?;
    lock.lock_shared().ok()?;
    Some(lock)
}

fn open_lock(path: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt as _;
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(0o600)
        .open(path)
}

/// Writes `head` as the anchor beside `db`: a 0600 temporary file renamed over the anchor, so a
/// reader sees the old anchor or the new one, never part of one. The caller holds the lock.
fn write(db: &Path, head: &Head) -> std::result::Result<(), StoreError> {
    use std::os::unix::fs::OpenOptionsExt as _;
    let tmp = crate::beside(db, HEAD_TMP);
    let _ = std::fs::remove_file(&tmp);
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&tmp)
        .map_err(crate::io_error(&tmp))?;
    file.write_all(format!("{head}\n").as_bytes())
        .map_err(crate::io_error(&tmp))?;
    drop(file);
    let path = anchor_path(db);
    std::fs::rename(&tmp, &path).map_err(crate::io_error(&path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heads_read_back_as_printed() {
        let h = Head {
            count: 42,
            hash: "ab".repeat(32),
        };
        assert_eq!(Head::parse(&h.to_string()), Some(h.clone()));
        assert_eq!(
            Head::parse(&format!(" {}\n", h.to_string().to_uppercase())),
            Some(h)
        );
        for bad in [
            "",
            "abc:1",
            &format!("{}:0", "a".repeat(64)),
            &"a".repeat(64),
        ] {
            assert_eq!(Head::parse(bad), None, "{bad}");
        }
    }
}
