//! Tool pins and session grants: a tool definition's hash is pinned on first sight, and a
//! change stays flagged until a human approves it; grants remember `ask_once` answers.

use rusqlite::{OptionalExtension, params};

use crate::{Result, Sqlite};

/// The result of pinning a tool definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PinOutcome {
    /// First time this tool was seen; now pinned.
    New,
    /// Matches the approved pin.
    Same,
    /// Differs from the approved pin, which is `previous`.
    Changed {
        /// The approved hash.
        previous: String,
    },
}

/// The stored state of a pin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PinState {
    /// Never seen.
    Unknown,
    /// The latest definition is the approved one.
    Approved,
    /// The latest definition differs from the approved one.
    Changed {
        /// The approved hash.
        approved: String,
        /// The latest seen hash.
        current: String,
    },
}

impl Sqlite {
    /// Records `sha256_hex` as the latest definition of `server`/`tool`.
    pub fn pin_tool(
        &mut self,
        server: &str,
        tool: &str,
        sha256_hex: &str,
        now_ms: i64,
    ) -> Result<PinOutcome> {
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let approved: Option<String> = tx
            .query_row(
                "SELECT approved_sha FROM pins WHERE server = ?1 AND tool = ?2",
                params![server, tool],
                |r| r.get(0),
            )
            .optional()?;
        let outcome = match approved {
            None => {
                tx.execute(
                    "INSERT INTO pins (server, tool, approved_sha, current_sha, updated_ms) VALUES (?1,?2,?3,?3,?4)",
                    params![server, tool, sha256_hex, now_ms],
                )?;
                PinOutcome::New
            }
            Some(previous) => {
                tx.execute(
                    "UPDATE pins SET current_sha = ?3, updated_ms = ?4 WHERE server = ?1 AND tool = ?2",
                    params![server, tool, sha256_hex, now_ms],
                )?;
                if previous == sha256_hex {
                    PinOutcome::Same
                } else {
                    PinOutcome::Changed { previous }
                }
            }
        };
        tx.commit()?;
        if matches!(outcome, PinOutcome::Changed { .. })
            && let Some(db) = self.path.as_deref()
        {
            mark(db)?;
        }
        Ok(outcome)
    }

    /// Approves `sha256_hex` as the pinned definition of `server`/`tool`.
    pub fn approve_pin(&mut self, server: &str, tool: &str, sha256_hex: &str) -> Result<()> {
        self.conn.execute(
            "INSERT INTO pins (server, tool, approved_sha, current_sha, updated_ms) VALUES (?1,?2,?3,?3,0) \
             ON CONFLICT(server, tool) DO UPDATE SET approved_sha = ?3",
            params![server, tool, sha256_hex],
        )?;
        Ok(())
    }

    /// The pin state of `server`/`tool`.
    pub fn pin_state(&self, server: &str, tool: &str) -> Result<PinState> {
        state_in(&self.conn, server, tool)
    }

    /// Grants `key` (a tool name or command prefix) to `session` on `server`.
    pub fn grant(&mut self, session: &str, server: &str, key: &str, now_ms: i64) -> Result<()> {
        self.conn.execute(
            "INSERT OR IGNORE INTO grants (session, server, key, created_ms) VALUES (?1,?2,?3,?4)",
            params![session, server, key, now_ms],
        )?;
        Ok(())
    }

    /// Whether `session` holds a grant for `key` on `server`.
    pub fn has_grant(&self, session: &str, server: &str, key: &str) -> Result<bool> {
        Ok(self
            .conn
            .prepare_cached("SELECT 1 FROM grants WHERE session = ?1 AND server = ?2 AND key = ?3")?
            .query_row(params![session, server, key], |_| Ok(()))
            .optional()?
            .is_some())
    }

    /// The origin of the page `server`'s browser shows in `session`, as last recorded.
    pub fn page(&self, session: &str, server: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .prepare_cached("SELECT origin FROM pages WHERE session = ?1 AND server = ?2")?
            .query_row(params![session, server], |r| r.get(0))
            .optional()?)
    }

    /// The tunnels `session`'s calls opened: each local port (0: one not known) and where it
    /// leads, oldest first.
    pub fn tunnels(&self, session: &str) -> Result<Vec<(i64, String)>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT port, target FROM tunnels WHERE session = ?1 ORDER BY created_ms, port",
        )?;
        let rows = stmt.query_map(params![session], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Records that a call of `session` opened local `port` (0: one not known) as a tunnel to
    /// `target`.
    pub fn add_tunnel(
        &mut self,
        session: &str,
        port: i64,
        target: &str,
        now_ms: i64,
    ) -> Result<()> {
        self.conn.execute(
            "INSERT OR IGNORE INTO tunnels (session, port, target, created_ms) VALUES (?1,?2,?3,?4)",
            params![session, port, target, now_ms],
        )?;
        Ok(())
    }

    /// Records the origin of the page `server`'s browser shows in `session`; `None` forgets
    /// it (the page is not known).
    pub fn set_page(
        &mut self,
        session: &str,
        server: &str,
        origin: Option<&str>,
        now_ms: i64,
    ) -> Result<()> {
        match origin {
            Some(o) => self.conn.execute(
                "INSERT INTO pages (session, server, origin, updated_ms) VALUES (?1,?2,?3,?4) \
                 ON CONFLICT (session, server) DO UPDATE SET origin = excluded.origin, \
                 updated_ms = excluded.updated_ms",
                params![session, server, o, now_ms],
            )?,
            None => self.conn.execute(
                "DELETE FROM pages WHERE session = ?1 AND server = ?2",
                params![session, server],
            )?,
        };
        Ok(())
    }

    /// Records that a human allowed `server`/`tool` always, by an allow rule written into the
    /// policy file `policy_file` (its canonical path) at `now_ms`.
    pub fn grant_always(
        &mut self,
        server: &str,
        tool: &str,
        policy_file: &str,
        now_ms: i64,
    ) -> Result<()> {
        self.conn.execute(
            "INSERT INTO always_grants (server, tool, policy_file, created_ms) VALUES (?1,?2,?3,?4) \
             ON CONFLICT (server, tool, policy_file) DO UPDATE SET created_ms = excluded.created_ms",
            params![server, tool, policy_file, now_ms],
        )?;
        Ok(())
    }

    /// Whether a human allowed `server`/`tool` always through `policy_file` at or after
    /// `since_ms`: a gate that loaded the file at `since_ms` has not read that rule; one that
    /// loaded it later has, and needs no grant (nor gets one, if the rule was removed since).
    pub fn always_granted_since(
        &self,
        server: &str,
        tool: &str,
        policy_file: &str,
        since_ms: i64,
    ) -> Result<bool> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT 1 FROM always_grants WHERE server = ?1 AND tool = ?2 \
                 AND policy_file = ?3 AND created_ms >= ?4",
            )?
            .query_row(params![server, tool, policy_file, since_ms], |_| Ok(()))
            .optional()?
            .is_some())
    }

    /// Removes a grant; returns whether there was one.
    pub fn revoke(&mut self, session: &str, server: &str, key: &str) -> Result<bool> {
        let n = self.conn.execute(
            "DELETE FROM grants WHERE session = ?1 AND server = ?2 AND key = ?3",
            params![session, server, key],
        )?;
        Ok(n > 0)
    }
}

/// The pin state of `server`/`tool`, read on `conn` (inside the caller's transaction, if any).
fn state_in(conn: &rusqlite::Connection, server: &str, tool: &str) -> Result<PinState> {
    // Cached: every decision about a server's tool asks this, so its preparation is paid once
    // per connection.
    let row: Option<(String, String)> = conn
        .prepare_cached(
            "SELECT approved_sha, current_sha FROM pins WHERE server = ?1 AND tool = ?2",
        )?
        .query_row(params![server, tool], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    Ok(match row {
        None => PinState::Unknown,
        Some((approved, current)) if approved == current => PinState::Approved,
        Some((approved, current)) => PinState::Changed { approved, current },
    })
}

/// Whether the pinned definition of `server`/`tool` has changed since it was approved.
pub(crate) fn changed_in(conn: &rusqlite::Connection, server: &str, tool: &str) -> Result<bool> {
    Ok(matches!(
        state_in(conn, server, tool)?,
        PinState::Changed { .. }
    ))
}

/// Opens (making it if need be) the change mark of the store at `db`: the file whose growth
/// tells processes that write records ahead that a pin changed. It is only ever appended to,
/// never replaced, so a file opened once stays the one other processes append to.
fn open_mark(db: &std::path::Path) -> Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt as _;
    let path = crate::beside(db, crate::PINS);
    std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .mode(0o600)
        .open(&path)
        .map_err(crate::io_error(&path))
}

/// Marks, for every process that writes records ahead, that a pin of the store at `db` changed
/// (after the change is committed): one byte appended to the mark.
fn mark(db: &std::path::Path) -> Result<()> {
    use std::io::Write as _;
    open_mark(db)?
        .write_all(b"\n")
        .map_err(crate::io_error(&crate::beside(db, crate::PINS)))
}

/// Opens the change mark of the store at `db`, to watch with [`mark_len`], and returns it with
/// its length now.
pub(crate) fn watch_mark(db: &std::path::Path) -> Result<(std::fs::File, u64)> {
    let file = open_mark(db)?;
    let len = mark_len(&file)?;
    Ok((file, len))
}

/// How many times a pin was marked as changed: the length of the mark `file` (an `fstat`, with
/// no path to look up).
pub(crate) fn mark_len(file: &std::fs::File) -> Result<u64> {
    file.metadata()
        .map(|m| m.len())
        .map_err(|source| crate::StoreError::Io {
            path: "the tool pins' change mark".into(),
            source,
        })
}
