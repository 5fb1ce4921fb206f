//! Calls an agent host's hook handed to the host's own dialog, waiting for their outcome.
//!
//! A hook is a process per event: the pre-tool event that hands a question to the host's
//! dialog, the after-tool event that says the call ran, and the next call or the session's end
//! that says it did not, are each a process of their own. The hand-off lives here between
//! them, and its one audit record is written only once the outcome is known, in the same
//! transaction that removes the hand-off (and, for a call that ran, grants its keys to the
//! session), so that a call gets exactly one record whichever process settles it.
//!
//! A hand-off recorded as not run is kept, closed, until its session ends (or for a day): should
//! the host's after-tool event come for it after all (the host ran calls side by side, and the
//! next call's event came first), the record that it ran follows the one that said it did not,
//! rather than the truth being lost.

use airlock_mask::Masked;
use rusqlite::{OptionalExtension, params};

use crate::audit::{Row, append_row};
use crate::{RecordId, Result, Sqlite, StoreError};

/// A call handed to a host's dialog, as the hook that handed it off stores it.
#[derive(Debug, Clone)]
pub struct NewHandOff {
    /// The agent session.
    pub session: String,
    /// The call's own id at the host (Claude Code's `tool_use_id`), or, for a host that names
    /// none, a key made from the call's tool and arguments.
    pub call_key: String,
    /// The (sub-)agent that made the call: empty for the main agent.
    pub agent: String,
    /// The call's hash (server, tool, canonical arguments), to find it from an event that
    /// carries no id.
    pub call_hash: String,
    /// The host whose dialog asks (`claude-code`, `gemini`).
    pub host: String,
    /// When the hook handed it off, in ms since the epoch.
    pub created_ms: i64,
    /// The server (empty for the host's own tools).
    pub server: String,
    /// The tool.
    pub tool: String,
    /// The call's label, masked.
    pub label: Masked,
    /// The tier that asked.
    pub tier: String,
    /// The rule that asked, masked.
    pub rule: Masked,
    /// Why it asked, masked.
    pub reason: Masked,
    /// Masked canonical arguments.
    pub args: Masked,
    /// The session grants a human's yes gives (the decision's own keys for an `ask_once`;
    /// none for anything that asks every time).
    pub grant_keys: Vec<String>,
}

/// A stored hand-off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandOff {
    /// The agent session.
    pub session: String,
    /// See [`NewHandOff::call_key`].
    pub call_key: String,
    /// See [`NewHandOff::agent`].
    pub agent: String,
    /// See [`NewHandOff::host`].
    pub host: String,
    /// When it was handed off (ms).
    pub created_ms: i64,
    /// The tool.
    pub tool: String,
    /// The masked label.
    pub label: String,
    /// The tier.
    pub tier: String,
    /// The masked reason.
    pub reason: String,
    /// The grant keys a yes gives.
    pub grant_keys: Vec<String>,
    /// Whether it still waits; `false` once it was recorded as not run.
    pub waiting: bool,
}

/// How a hand-off ended.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// Whether the call ran (the host's after-tool event came for it).
    pub ran: bool,
    /// When the outcome was learned (ms): the record's time.
    pub time_ms: i64,
    /// Who decided, as the record stores it (the host's name: a human at its dialog).
    pub decided_by: String,
    /// What happened, in words, masked.
    pub detail: Masked,
}

pub(crate) const COLUMNS: &str =
    "session, call_key, agent, host, created_ms, tool, label, tier, reason, grant_keys, state";

/// How long a hand-off closed as not run is kept for a late after-tool event, when its
/// session never says it ended.
pub(crate) const KEEP_CLOSED_MS: i64 = 24 * 60 * 60 * 1000;

impl Sqlite {
    /// Stores a call handed to a host's dialog (replacing one under the same key).
    pub fn hand_off(&mut self, h: NewHandOff) -> Result<()> {
        let keys =
            serde_json::to_string(&h.grant_keys).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        self.conn
            .prepare_cached("DELETE FROM handoffs WHERE state = 'closed' AND created_ms < ?1")?
            .execute([h.created_ms.saturating_sub(KEEP_CLOSED_MS)])?;
        self.conn
            .prepare_cached(
                "INSERT OR REPLACE INTO handoffs (session, call_key, agent, call_hash, host, \
                 created_ms, server, tool, label, tier, rule, reason, args, grant_keys) \
                 VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14)",
            )?
            .execute(params![
                h.session,
                h.call_key,
                h.agent,
                h.call_hash,
                h.host,
                h.created_ms,
                h.server,
                h.tool,
                h.label.as_str(),
                h.tier,
                h.rule.as_str(),
                h.reason.as_str(),
                h.args.as_str(),
                keys
            ])?;
        Ok(())
    }

    /// The hand-off of `session` under `call_key`, waiting or closed as not run.
    pub fn handed_off(&self, session: &str, call_key: &str) -> Result<Option<HandOff>> {
        let sql = format!("SELECT {COLUMNS} FROM handoffs WHERE session = ?1 AND call_key = ?2");
        Ok(self
            .conn
            .prepare_cached(&sql)?
            .query_row(params![session, call_key], read)
            .optional()?)
    }

    /// The oldest waiting hand-off of `session`'s `agent` for the call with `call_hash`: how
    /// an event that carries no call id (Claude Code's PermissionRequest, Gemini CLI's
    /// AfterTool) finds its call.
    pub fn handed_off_call(
        &self,
        session: &str,
        agent: &str,
        call_hash: &str,
    ) -> Result<Option<HandOff>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM handoffs WHERE session = ?1 AND agent = ?2 AND call_hash = ?3 \
             AND state = 'waiting' ORDER BY created_ms LIMIT 1"
        );
        Ok(self
            .conn
            .prepare_cached(&sql)?
            .query_row(params![session, agent, call_hash], read)
            .optional()?)
    }

    /// Every waiting hand-off of `session`, of one agent's calls when `agent` is given,
    /// oldest first.
    pub fn hand_offs(&self, session: &str, agent: Option<&str>) -> Result<Vec<HandOff>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM handoffs WHERE session = ?1 AND (?2 IS NULL OR agent = ?2) \
             AND state = 'waiting' ORDER BY created_ms, call_key"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![session, agent], read)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Forgets the hand-offs of `session` closed as not run: its end means no after-tool event
    /// comes for them any more.
    pub fn forget_hand_offs(&mut self, session: &str) -> Result<()> {
        self.conn
            .prepare_cached("DELETE FROM handoffs WHERE session = ?1 AND state = 'closed'")?
            .execute([session])?;
        Ok(())
    }

    /// Settles a hand-off: in one transaction, closes it (or, if the call ran, removes it and
    /// grants its keys to the session), and appends its audit record. `None` when nothing is
    /// to be written: it is gone, or it was already closed as not run and still did not run.
    /// A closed one that ran after all gets a second record saying so.
    pub fn settle_hand_off(
        &mut self,
        session: &str,
        call_key: &str,
        outcome: Outcome,
    ) -> Result<Option<RecordId>> {
        self.flush_ahead()?;
        crate::anchor::chained(&self.conn, |conn| {
            let row: Option<(Vec<String>, Row, i64)> = conn
                .prepare_cached(
                    "SELECT created_ms, server, tool, label, tier, rule, args, grant_keys \
                     FROM handoffs WHERE session = ?1 AND call_key = ?2 \
                     AND (state = 'waiting' OR ?3)",
                )?
                .query_row(params![session, call_key, outcome.ran], |r| {
                    let created: i64 = r.get(0)?;
                    let keys: String = r.get(7)?;
                    let row = Row {
                        time_ms: outcome.time_ms,
                        session: session.to_owned(),
                        server: r.get(1)?,
                        tool: r.get(2)?,
                        label: r.get(3)?,
                        tier: r.get(4)?,
                        action: if outcome.ran { "allow" } else { "deny" }.to_owned(),
                        rule: r.get(5)?,
                        decided_by: outcome.decided_by.clone(),
                        detail: outcome.detail.as_str().to_owned(),
                        duration_ms: outcome.time_ms.saturating_sub(created).max(0),
                        args: r.get(6)?,
                        identity: self.identity.clone(),
                    };
                    Ok((parse_keys(&keys), row, created))
                })
                .optional()?;
            let Some((keys, row, _created)) = row else {
                return Ok((None, false));
            };
            if outcome.ran {
                conn.prepare_cached("DELETE FROM handoffs WHERE session = ?1 AND call_key = ?2")?
                    .execute(params![session, call_key])?;
            } else {
                conn.prepare_cached(
                    "UPDATE handoffs SET state = 'closed' WHERE session = ?1 AND call_key = ?2",
                )?
                .execute(params![session, call_key])?;
            }
            if outcome.ran {
                for key in &keys {
                    conn.prepare_cached(
                        "INSERT OR IGNORE INTO grants (session, server, key, created_ms) \
                         VALUES (?1,?2,?3,?4)",
                    )?
                    .execute(params![
                        session,
                        row.server,
                        key,
                        outcome.time_ms
                    ])?;
                }
            }
            append_row(conn, row).map(|id| (Some(id), true))
        })
    }
}

pub(crate) fn parse_keys(text: &str) -> Vec<String> {
    // A list that does not read grants nothing: a yes then covers only the call itself.
    serde_json::from_str(text).unwrap_or_default()
}

fn read(r: &rusqlite::Row<'_>) -> rusqlite::Result<HandOff> {
    let keys: String = r.get(9)?;
    Ok(HandOff {
        session: r.get(0)?,
        call_key: r.get(1)?,
        agent: r.get(2)?,
        host: r.get(3)?,
        created_ms: r.get(4)?,
        tool: r.get(5)?,
        label: r.get(6)?,
        tier: r.get(7)?,
        reason: r.get(8)?,
        grant_keys: parse_keys(&keys),
        waiting: r.get::<_, String>(10)? == "waiting",
    })
}
