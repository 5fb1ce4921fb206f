//! Durable pending approvals: created pending, decided exactly once, expired to denied.

use airlock_mask::Masked;
use rusqlite::{OptionalExtension, params};

use crate::{Result, Sqlite, StoreError};

/// A random, time-ordered approval id (UUID v7).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ApprovalId(pub(crate) String);

impl ApprovalId {
    /// A fresh random id.
    pub fn new() -> ApprovalId {
        ApprovalId(uuid::Uuid::now_v7().to_string())
    }

    /// Parses an id given by a user; only valid UUIDs are accepted.
    pub fn parse(text: &str) -> Option<ApprovalId> {
        uuid::Uuid::parse_str(text)
            .ok()
            .map(|u| ApprovalId(u.to_string()))
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for ApprovalId {
    fn default() -> Self {
        ApprovalId::new()
    }
}

impl std::fmt::Display for ApprovalId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A call waiting for a human.
#[derive(Debug, Clone)]
pub struct NewApproval {
    /// The server.
    pub server: String,
    /// The tool.
    pub tool: String,
    /// The masked label.
    pub label: Masked,
    /// The tier that asked.
    pub tier: String,
    /// Why it asks, masked.
    pub reason: Masked,
    /// Masked canonical arguments.
    pub args: Masked,
    /// Hex SHA-256 of server, tool and canonical arguments.
    pub call_hash: String,
    /// The agent session.
    pub session: String,
    /// Sub-agent lineage, masked.
    pub lineage: Masked,
    /// Created, ms since the epoch.
    pub created_ms: i64,
    /// Expires, ms since the epoch.
    pub expires_ms: i64,
}

/// Where an approval stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApprovalState {
    /// Waiting.
    Pending,
    /// Approved for this one call.
    ApprovedOnce,
    /// Approved for the session.
    ApprovedSession,
    /// Denied (by a human or by timeout).
    Denied,
}

impl ApprovalState {
    /// The stored spelling: `pending`, `approved_once`, `approved_session`, `denied`.
    pub fn as_str(self) -> &'static str {
        match self {
            ApprovalState::Pending => "pending",
            ApprovalState::ApprovedOnce => "approved_once",
            ApprovalState::ApprovedSession => "approved_session",
            ApprovalState::Denied => "denied",
        }
    }

    /// Reads the stored spelling back.
    pub fn parse(text: &str) -> Option<ApprovalState> {
        [
            Self::Pending,
            Self::ApprovedOnce,
            Self::ApprovedSession,
            Self::Denied,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

/// A human's (or the clock's) answer.
#[derive(Debug, Clone)]
pub enum Decision {
    /// Run this call once.
    ApproveOnce,
    /// Run it and grant the session.
    ApproveSession,
    /// Do not run it.
    Deny {
        /// Why, masked.
        reason: Masked,
    },
}

/// A stored approval.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Approval {
    /// Its id.
    pub id: ApprovalId,
    /// The server.
    pub server: String,
    /// The tool.
    pub tool: String,
    /// Masked label.
    pub label: String,
    /// The tier.
    pub tier: String,
    /// Masked reason.
    pub reason: String,
    /// Masked canonical arguments.
    pub args: String,
    /// Hex SHA-256 of the call.
    pub call_hash: String,
    /// The session.
    pub session: String,
    /// Masked lineage.
    pub lineage: String,
    /// Created, ms.
    pub created_ms: i64,
    /// Expires, ms.
    pub expires_ms: i64,
    /// Current state.
    pub state: ApprovalState,
    /// Who decided (`human`, `timeout`, ...), once decided.
    pub decided_by: Option<String>,
    /// When decided, ms.
    pub decided_ms: Option<i64>,
    /// The deny reason, masked, when denied.
    pub deny_reason: Option<String>,
}

pub(crate) const COLUMNS: &str = "id, server, tool, label, tier, reason, args, call_hash, session, lineage, \
    created_ms, expires_ms, state, decided_by, decided_ms, deny_reason";

impl Sqlite {
    /// Stores a new pending approval and returns its fresh id.
    pub fn create_approval(&mut self, new: NewApproval) -> Result<ApprovalId> {
        let id = ApprovalId::new();
        self.conn.execute(
            &format!("INSERT INTO approvals ({COLUMNS}) VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,'pending',NULL,NULL,NULL)"),
            params![
                id.0, new.server, new.tool, new.label.as_str(), new.tier, new.reason.as_str(),
                new.args.as_str(), new.call_hash, new.session, new.lineage.as_str(),
                new.created_ms, new.expires_ms
            ],
        )?;
        Ok(id)
    }

    /// One approval by id.
    pub fn get_approval(&self, id: &ApprovalId) -> Result<Option<Approval>> {
        let sql = format!("SELECT {COLUMNS} FROM approvals WHERE id = ?1");
        let row = self
            .conn
            .query_row(&sql, [&id.0], row_to_approval)
            .optional()?;
        row.transpose()
    }

    /// Approvals in `state`, oldest first.
    pub fn list_approvals(&self, state: ApprovalState) -> Result<Vec<Approval>> {
        let sql =
            format!("SELECT {COLUMNS} FROM approvals WHERE state = ?1 ORDER BY created_ms, id");
        let mut stmt = self.conn.prepare(&sql)?;
        let rows = stmt.query_map([state.as_str()], row_to_approval)?;
        rows.map(|r| r?).collect()
    }

    /// Decides a pending approval; succeeds exactly once per approval.
    pub fn decide(
        &mut self,
        id: &ApprovalId,
        decision: Decision,
        by: &str,
        now_ms: i64,
    ) -> Result<Approval> {
        let (state, reason) = match &decision {
            Decision::ApproveOnce => (ApprovalState::ApprovedOnce, None),
            Decision::ApproveSession => (ApprovalState::ApprovedSession, None),
            Decision::Deny { reason } => (ApprovalState::Denied, Some(reason.as_str())),
        };
        // INVARIANT: the `state = 'pending'` guard makes the decision atomic across connections.
        let changed = self.conn.execute(
            "UPDATE approvals SET state = ?2, decided_by = ?3, decided_ms = ?4, deny_reason = ?5 \
             WHERE id = ?1 AND state = 'pending'",
            params![id.0, state.as_str(), by, now_ms, reason],
        )?;
        let current = self.get_approval(id)?;
        match current {
            None => Err(StoreError::NoSuchApproval(id.0.clone())),
            Some(_) if changed == 0 => Err(StoreError::AlreadyDecided(id.0.clone())),
            Some(approval) => Ok(approval),
        }
    }

    /// Denies every pending approval whose expiry is at or before `now_ms`, with reason
    /// "timed out"; returns the expired approvals.
    pub fn expire(&mut self, now_ms: i64) -> Result<Vec<Approval>> {
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let ids: Vec<String> = {
            let mut stmt = tx
                .prepare("SELECT id FROM approvals WHERE state = 'pending' AND expires_ms <= ?1")?;
            stmt.query_map([now_ms], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?
        };
        tx.execute(
            "UPDATE approvals SET state = 'denied', decided_by = 'timeout', decided_ms = ?1, \
             deny_reason = 'timed out' WHERE state = 'pending' AND expires_ms <= ?1",
            [now_ms],
        )?;
        tx.commit()?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(a) = self.get_approval(&ApprovalId(id))? {
                out.push(a);
            }
        }
        Ok(out)
    }
}

impl Sqlite {
    /// Stores a pending approval under an id chosen elsewhere (by the gate that asks, whose own
    /// store may be another file). Returns false, changing nothing, when the id exists already.
    pub fn insert_approval(&mut self, id: &ApprovalId, new: NewApproval) -> Result<bool> {
        let changed = self.conn.execute(
            &format!("INSERT OR IGNORE INTO approvals ({COLUMNS}) VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,'pending',NULL,NULL,NULL)"),
            params![
                id.0, new.server, new.tool, new.label.as_str(), new.tier, new.reason.as_str(),
                new.args.as_str(), new.call_hash, new.session, new.lineage.as_str(),
                new.created_ms, new.expires_ms
            ],
        )?;
        Ok(changed == 1)
    }

    /// Keeps the rest of an approval's card (the rule, the class, the flags), as masked JSON
    /// text, so that a restarted daemon shows the same card.
    pub fn set_approval_card(&mut self, id: &ApprovalId, card: &Masked) -> Result<()> {
        let changed = self.conn.execute(
            "UPDATE approvals SET card = ?2 WHERE id = ?1",
            params![id.0, card.as_str()],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSuchApproval(id.0.clone()));
        }
        Ok(())
    }

    /// The card text kept by [`Store::set_approval_card`](crate::Store::set_approval_card) (`{}` when none was kept).
    pub fn approval_card(&self, id: &ApprovalId) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row("SELECT card FROM approvals WHERE id = ?1", [&id.0], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// Approvals decided at or after `since_ms`, newest first, at most `limit`.
    pub fn recent_approvals(&self, since_ms: i64, limit: u32) -> Result<Vec<Approval>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM approvals WHERE state != 'pending' AND decided_ms >= ?1 \
             ORDER BY decided_ms DESC, id DESC LIMIT ?2"
        );
        let mut stmt = self.conn.prepare(&sql)?;
        let rows = stmt.query_map(params![since_ms, limit], row_to_approval)?;
        rows.map(|r| r?).collect()
    }
}

fn row_to_approval(r: &rusqlite::Row<'_>) -> rusqlite::Result<Result<Approval>> {
    let state_text: String = r.get(12)?;
    let Some(state) = ApprovalState::parse(&state_text) else {
        return Ok(Err(StoreError::Corrupt(format!(
            "approval state `{state_text}`"
        ))));
    };
    Ok(Ok(Approval {
        id: ApprovalId(r.get(0)?),
        server: r.get(1)?,
        tool: r.get(2)?,
        label: r.get(3)?,
        tier: r.get(4)?,
        reason: r.get(5)?,
        args: r.get(6)?,
        call_hash: r.get(7)?,
        session: r.get(8)?,
        lineage: r.get(9)?,
        created_ms: r.get(10)?,
        expires_ms: r.get(11)?,
        state,
        decided_by: r.get(13)?,
        decided_ms: r.get(14)?,
        deny_reason: r.get(15)?,
    }))
}
