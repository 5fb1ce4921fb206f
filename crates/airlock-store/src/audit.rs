//! The hash-chained audit log: one record per decision, verified end to end.

use std::collections::BTreeMap;
use std::fmt::Write;

use airlock_mask::Masked;
use rusqlite::{OptionalExtension, params};

use crate::anchor::{AnchorCheck, Head};
use crate::canon::write_str;
use crate::{Result, Sqlite, sha256_hex};

/// The id of an audit record (its position in the chain).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RecordId(pub i64);

/// Where a record was made: the host, the OS user and the working directory of the process
/// (or the agent) whose decision it records. A store stamps its identity
/// ([`Store::set_identity`](crate::Store::set_identity)) on every record it appends; on a team's shared store, it tells the
/// hosts and users apart.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Identity {
    /// The machine's host name.
    pub host: String,
    /// The OS user.
    pub user: String,
    /// The working directory (the agent's project).
    pub cwd: String,
}

impl Identity {
    fn is_empty(&self) -> bool {
        self.host.is_empty() && self.user.is_empty() && self.cwd.is_empty()
    }
}

/// What the caller records about one decision.
#[derive(Debug, Clone)]
pub struct NewRecord {
    /// When the decision was made, in ms since the epoch.
    pub time_ms: i64,
    /// The agent session.
    pub session: String,
    /// The server the tool belongs to.
    pub server: String,
    /// The tool name.
    pub tool: String,
    /// The call's label, masked.
    pub label: Masked,
    /// The tier that applied (`allow`, `ask_once`, ...).
    pub tier: String,
    /// The action taken (`allow`, `deny`, ...).
    pub action: String,
    /// The rule that decided, as text, masked.
    pub rule: Masked,
    /// Who decided: `rule`, `human`, `timeout`, `autonomy`, `grant` or `no_approver`.
    pub decided_by: String,
    /// Detail of the answer (a human's reason, ...), masked.
    pub detail: Masked,
    /// How long the decision took.
    pub duration_ms: i64,
    /// Masked arguments as canonical JSON text.
    pub args: Masked,
}

/// A stored audit record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Its id.
    pub id: RecordId,
    /// When the decision was made, in ms since the epoch.
    pub time_ms: i64,
    /// The agent session.
    pub session: String,
    /// The server.
    pub server: String,
    /// The tool.
    pub tool: String,
    /// The masked label.
    pub label: String,
    /// The tier.
    pub tier: String,
    /// The action.
    pub action: String,
    /// The deciding rule.
    pub rule: String,
    /// Who decided.
    pub decided_by: String,
    /// Answer detail.
    pub detail: String,
    /// Decision time.
    pub duration_ms: i64,
    /// Masked canonical arguments.
    pub args: String,
    /// Hex SHA-256 of `args`.
    pub args_hash: String,
    /// Hash of the previous record (zeros for the first).
    pub prev_hash: String,
    /// This record's chain hash.
    pub hash: String,
    /// Where it was made (empty in records made before identities were kept).
    pub identity: Identity,
}

/// What happened to a recorded call, in the words `audit list` and the audit page use: one
/// reading of a record's action and decider for every place that shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallOutcome {
    /// The call ran (allowed by airlock, or approved at an agent host's own dialog).
    Ran,
    /// An agent host's own dialog asked and no after-tool event came: the call did not run, and
    /// nobody here saw a "no" (the human may have rejected it, or the agent moved on).
    NotRun,
    /// A record of an earlier version, written when the question was handed to the host.
    Asked,
    /// After a run, repositories the command planted were moved aside (the command ran).
    Moved,
    /// airlock denied the call: it did not run.
    Denied,
}

impl CallOutcome {
    /// The outcome in one or two words.
    pub fn as_str(self) -> &'static str {
        match self {
            CallOutcome::Ran => "ran",
            CallOutcome::NotRun => "not run",
            CallOutcome::Asked => "asked",
            CallOutcome::Moved => "moved",
            CallOutcome::Denied => "denied",
        }
    }
}

/// The agent host whose own dialog asked, for a record decided there (`claude-code`,
/// `gemini`).
pub fn host_dialog(decided_by: &str) -> Option<&'static str> {
    match decided_by {
        "claude-code" => Some("Claude Code"),
        "gemini" => Some("Gemini CLI"),
        _ => None,
    }
}

impl Record {
    /// What happened to the call.
    pub fn outcome(&self) -> CallOutcome {
        match (self.action.as_str(), host_dialog(&self.decided_by)) {
            ("allow", _) => CallOutcome::Ran,
            (_, Some(_)) => CallOutcome::NotRun,
            ("ask", _) => CallOutcome::Asked,
            ("quarantine", _) => CallOutcome::Moved,
            _ => CallOutcome::Denied,
        }
    }
}

/// Which records to list; `None` fields match everything.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// Only this server.
    pub server: Option<String>,
    /// Only this tool.
    pub tool: Option<String>,
    /// Only this action.
    pub action: Option<String>,
    /// Only this session.
    pub session: Option<String>,
    /// Only records at or after this time (ms).
    pub since_ms: Option<i64>,
    /// At most this many (newest first).
    pub limit: Option<u32>,
}

/// A search of the audit log for the daemon's audit page; `None` fields match everything.
#[derive(Debug, Clone, Default)]
pub struct AuditQuery {
    /// Only this server.
    pub server: Option<String>,
    /// Only this tool.
    pub tool: Option<String>,
    /// Only this action (`allow`, `deny`).
    pub action: Option<String>,
    /// Only this session.
    pub session: Option<String>,
    /// Only this decider (`rule`, `human`, `timeout`, ...).
    pub decided_by: Option<String>,
    /// Only records at or after this time (ms).
    pub since_ms: Option<i64>,
    /// Only records before this time (ms).
    pub until_ms: Option<i64>,
    /// Only records with an id below this one (the next page of a newest-first listing).
    pub before: Option<RecordId>,
    /// Only records whose server, tool, label, rule or detail contains this text (any case).
    pub text: Option<String>,
    /// At most this many (newest first).
    pub limit: Option<u32>,
}

/// Decision counts for one server in one time bucket. `asked` counts the calls a human was
/// asked about (whoever or whatever answered); `allowed` and `denied` count the others.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bucket {
    /// The bucket's start, ms since the epoch (a multiple of the bucket width).
    pub start_ms: i64,
    /// The server.
    pub server: String,
    /// Allowed without asking.
    pub allowed: u64,
    /// Asked a human (or would have: no approver, timeout, withdrawn).
    pub asked: u64,
    /// Denied without asking.
    pub denied: u64,
}

/// The deciders that mean a human was asked.
pub(crate) const ASKED: &str = "('human','timeout','cancelled','no_approver')";

/// Counts of decisions for one server, by action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerStats {
    /// The server.
    pub server: String,
    /// Action to count.
    pub by_action: BTreeMap<String, u64>,
}

/// The outcome of [`Store::verify`](crate::Store::verify).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyReport {
    /// Records checked.
    pub checked: u64,
    /// The first record whose hash or link is wrong, if any.
    pub first_bad: Option<RecordId>,
    /// What the anchor (the file beside the store, or one given) says of the chain's end.
    pub anchor: AnchorCheck,
}

impl VerifyReport {
    /// Whether the whole chain is intact: every hash and link, and its end where the anchor
    /// says it is (or later).
    pub fn ok(&self) -> bool {
        self.first_bad.is_none() && self.anchor.ok()
    }
}

/// The hash the first record links to.
pub(crate) const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";
pub(crate) const COLUMNS: &str = "id, time_ms, session, server, tool, label, tier, action, rule, \
    decided_by, detail, duration_ms, args, args_hash, prev_hash, hash, host, user_name, cwd";
const INSERT: &str = "INSERT INTO audit (id, time_ms, session, server, tool, label, tier, action, \
    rule, decided_by, detail, duration_ms, args, args_hash, prev_hash, hash, host, user_name, cwd) \
    VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17,?18,?19)";

impl Sqlite {
    /// Appends a record to the chain and returns its id. A store that writes ahead first puts
    /// into the chain what it wrote ahead, so the chain keeps the order of this process's
    /// records.
    pub fn append(&mut self, new: NewRecord) -> Result<RecordId> {
        self.flush_ahead()?;
        let row = Row::from(new).by(&self.identity);
        crate::anchor::chained(&self.conn, |conn| {
            append_row(conn, row).map(|id| (id, true))
        })
    }

    /// Appends a record for a call to `server`/`tool` that is to run, unless the tool's pinned
    /// definition has changed (another process saw a rug pull): then nothing is written and
    /// `None` comes back. The pin is read in the record's own write transaction, so a caller that
    /// remembers a tool's pin as approved needs no read of its own on every call, and still
    /// never records (or runs) a call whose definition changed under it.
    pub fn append_unless_changed(
        &mut self,
        new: NewRecord,
        server: &str,
        tool: &str,
    ) -> Result<Option<RecordId>> {
        self.flush_ahead()?;
        crate::anchor::chained(&self.conn, |conn| {
            if crate::pins::changed_in(conn, server, tool)? {
                return Ok((None, false));
            }
            append_row(conn, Row::from(new).by(&self.identity)).map(|id| (Some(id), true))
        })
    }

    /// One record by id.
    pub fn get(&self, id: RecordId) -> Result<Option<Record>> {
        // Every record written ahead so far is in the chain before it is read.
        self.pull_ahead(true);
        let sql = format!("SELECT {COLUMNS} FROM audit WHERE id = ?1");
        Ok(self
            .conn
            .query_row(&sql, [id.0], row_to_record)
            .optional()?)
    }

    /// Records matching `filter`, newest first.
    pub fn list(&self, filter: &Filter) -> Result<Vec<Record>> {
        // Every record written ahead so far is in the chain before it is read.
        self.pull_ahead(true);
        let sql = format!(
            "SELECT {COLUMNS} FROM audit WHERE (?1 IS NULL OR server = ?1) \
             AND (?2 IS NULL OR tool = ?2) AND (?3 IS NULL OR action = ?3) \
             AND (?4 IS NULL OR session = ?4) AND (?5 IS NULL OR time_ms >= ?5) \
             ORDER BY id DESC LIMIT ?6"
        );
        let limit = filter.limit.map_or(-1, i64::from);
        let mut stmt = self.conn.prepare(&sql)?;
        let rows = stmt.query_map(
            params![
                filter.server,
                filter.tool,
                filter.action,
                filter.session,
                filter.since_ms,
                limit
            ],
            row_to_record,
        )?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Decision counts per server, by action.
    pub fn stats(&self) -> Result<Vec<ServerStats>> {
        // Every record written ahead so far is in the chain before it is read.
        self.pull_ahead(true);
        let mut stmt = self.conn.prepare(
            "SELECT server, action, COUNT(*) FROM audit GROUP BY server, action ORDER BY server",
        )?;
        let mut out: Vec<ServerStats> = Vec::new();
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?;
        for row in rows {
            let (server, action, count) = row?;
            let count = u64::try_from(count).unwrap_or(0);
            match out.last_mut() {
                Some(last) if last.server == server => {
                    last.by_action.insert(action, count);
                }
                _ => out.push(ServerStats {
                    server,
                    by_action: BTreeMap::from([(action, count)]),
                }),
            }
        }
        Ok(out)
    }

    /// Records matching `query`, newest first.
    pub fn query(&self, query: &AuditQuery) -> Result<Vec<Record>> {
        // Every record written ahead so far is in the chain before it is read.
        self.pull_ahead(true);
        let sql = format!(
            "SELECT {COLUMNS} FROM audit WHERE (?1 IS NULL OR server = ?1) \
             AND (?2 IS NULL OR tool = ?2) AND (?3 IS NULL OR action = ?3) \
             AND (?4 IS NULL OR session = ?4) AND (?5 IS NULL OR decided_by = ?5) \
             AND (?6 IS NULL OR time_ms >= ?6) AND (?7 IS NULL OR time_ms < ?7) \
             AND (?8 IS NULL OR id < ?8) \
             AND (?9 IS NULL OR instr(lower(server || ' ' || tool || ' ' || label || ' ' || rule \
                  || ' ' || detail), lower(?9)) > 0) \
             ORDER BY id DESC LIMIT ?10"
        );
        let limit = query.limit.map_or(-1, i64::from);
        let mut stmt = self.conn.prepare(&sql)?;
        let rows = stmt.query_map(
            params![
                query.server,
                query.tool,
                query.action,
                query.session,
                query.decided_by,
                query.since_ms,
                query.until_ms,
                query.before.map(|b| b.0),
                query.text,
                limit
            ],
            row_to_record,
        )?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Allowed, asked and denied counts per server in buckets of `bucket_ms` (at least 1) over
    /// `[since_ms, until_ms)`, oldest bucket first.
    pub fn timeline(&self, since_ms: i64, until_ms: i64, bucket_ms: i64) -> Result<Vec<Bucket>> {
        // Every record written ahead so far is in the chain before it is read.
        self.pull_ahead(true);
        let width = bucket_ms.max(1);
        let sql = format!(
            "SELECT (time_ms / ?3) * ?3 AS start, server, \
             SUM(CASE WHEN decided_by NOT IN {ASKED} AND action = 'allow' THEN 1 ELSE 0 END), \
             SUM(CASE WHEN decided_by IN {ASKED} THEN 1 ELSE 0 END), \
             SUM(CASE WHEN decided_by NOT IN {ASKED} AND action != 'allow' THEN 1 ELSE 0 END) \
             FROM audit WHERE time_ms >= ?1 AND time_ms < ?2 \
             GROUP BY start, server ORDER BY start, server"
        );
        let mut stmt = self.conn.prepare(&sql)?;
        let count = |n: i64| u64::try_from(n).unwrap_or(0);
        let rows = stmt.query_map(params![since_ms, until_ms, width], |r| {
            Ok(Bucket {
                start_ms: r.get(0)?,
                server: r.get(1)?,
                allowed: count(r.get(2)?),
                asked: count(r.get(3)?),
                denied: count(r.get(4)?),
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Walks the chain from the first record and reports the first one that does not verify,
    /// and checks its end against the anchor beside the store (see `anchor.rs`).
    ///
    /// An edited record fails its own hash; an inserted or deleted one breaks the link of the
    /// record after it (ids are part of the hash, so renumbering does not help); records cut
    /// off the end leave a chain shorter than the anchor.
    pub fn verify(&self) -> Result<VerifyReport> {
        self.verify_against(None)
    }

    /// [`Store::verify`](crate::Store::verify), against `anchor` (as `airlock audit head` printed it, kept elsewhere)
    /// when given, instead of the anchor file beside the store.
    pub fn verify_against(&self, anchor: Option<&Head>) -> Result<VerifyReport> {
        // Every record written ahead so far is in the chain before it is read.
        self.pull_ahead(true);
        // The anchor and the chain are read under the anchor's lock, shared: no writer is
        // between its commit and its anchor meanwhile. The anchor is read first all the same:
        // anchors are written after their commits, so without the lock the chain read next
        // still holds at least the anchor's record.
        let _held = self.path.as_deref().and_then(crate::anchor::read_lock);
        let anchor = match (anchor, self.path.as_deref()) {
            (Some(given), _) => Ok(Some(given.clone())),
            (None, Some(db)) => crate::anchor::read(db),
            (None, None) => Ok(None),
        };
        let mut stmt = self
            .conn
            .prepare(&format!("SELECT {COLUMNS} FROM audit ORDER BY id"))?;
        let rows = stmt.query_map([], row_to_record)?;
        let mut walk = Walk::new(&anchor);
        for row in rows {
            if !walk.step(row?) {
                break;
            }
        }
        Ok(walk.report(anchor, self.path.is_some()))
    }

    /// The chain's newest record (its count and hash), for safekeeping elsewhere: `airlock
    /// audit verify --anchor` checks the chain against it later.
    pub fn head(&self) -> Result<Option<Head>> {
        // Every record written ahead so far is in the chain before it is read.
        self.pull_ahead(true);
        crate::anchor::head(&self.conn)
    }
}

/// A record's fields as the caller gave them, before it has a place in the chain: what a
/// record written ahead carries in its file (see `ahead.rs`). Every text in it came from
/// [`Masked`] text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Row {
    pub(crate) time_ms: i64,
    pub(crate) session: String,
    pub(crate) server: String,
    pub(crate) tool: String,
    pub(crate) label: String,
    pub(crate) tier: String,
    pub(crate) action: String,
    pub(crate) rule: String,
    pub(crate) decided_by: String,
    pub(crate) detail: String,
    pub(crate) duration_ms: i64,
    pub(crate) args: String,
    /// Lines written ahead before identities were kept read as empty ones.
    #[serde(default)]
    pub(crate) identity: Identity,
}

impl Row {
    /// `self`, made by `identity`.
    pub(crate) fn by(mut self, identity: &Identity) -> Row {
        self.identity = identity.clone();
        self
    }
}

impl From<NewRecord> for Row {
    fn from(new: NewRecord) -> Row {
        Row {
            time_ms: new.time_ms,
            session: new.session,
            server: new.server,
            tool: new.tool,
            label: new.label.into_string(),
            tier: new.tier,
            action: new.action,
            rule: new.rule.into_string(),
            decided_by: new.decided_by,
            detail: new.detail.into_string(),
            duration_ms: new.duration_ms,
            args: new.args.into_string(),
            identity: Identity::default(),
        }
    }
}

/// Appends `row` to the chain inside a write transaction the caller holds.
pub(crate) fn append_row(conn: &rusqlite::Connection, row: Row) -> Result<RecordId> {
    // Statements run on every call are prepared once per connection, not parsed each
    // time. The last record is read inside the write transaction: other processes
    // append to the same chain.
    let last: Option<(i64, String)> = conn
        .prepare_cached("SELECT id, hash FROM audit ORDER BY id DESC LIMIT 1")?
        .query_row([], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    let (id, prev_hash) = match last {
        Some((id, hash)) => (id.saturating_add(1), hash),
        None => (1, GENESIS.to_owned()),
    };
    let rec = seal(id, prev_hash, row);
    conn.prepare_cached(INSERT)?.execute(params![
        rec.id.0,
        rec.time_ms,
        rec.session,
        rec.server,
        rec.tool,
        rec.label,
        rec.tier,
        rec.action,
        rec.rule,
        rec.decided_by,
        rec.detail,
        rec.duration_ms,
        rec.args,
        rec.args_hash,
        rec.prev_hash,
        rec.hash,
        rec.identity.host,
        rec.identity.user,
        rec.identity.cwd
    ])?;
    Ok(rec.id)
}

/// SHA-256 over the previous hash, a newline and the canonical JSON of every other field.
///
/// The JSON is written here field by field, with the keys in their sorted order, as
/// [`canonical_json`] would render the object of those fields (a test holds the two equal):
/// every stored hash covers this text.
fn chain_hash(rec: &Record) -> String {
    let mut text = String::with_capacity(
        rec.prev_hash.len()
            + rec.session.len()
            + rec.server.len()
            + rec.tool.len()
            + rec.label.len()
            + rec.rule.len()
            + rec.detail.len()
            + rec.args.len()
            + rec.identity.cwd.len()
            + 380,
    );
    text.push_str(&rec.prev_hash);
    text.push('\n');
    let field = |text: &mut String, key: &str, value: &str| {
        text.push_str(key);
        write_str(value, text);
    };
    field(&mut text, "{\"action\":", &rec.action);
    field(&mut text, ",\"args\":", &rec.args);
    field(&mut text, ",\"args_hash\":", &rec.args_hash);
    // The identity's fields are hashed once a record has one: the records made before they
    // were kept keep the hash they were made with.
    let identity = (!rec.identity.is_empty()).then_some(&rec.identity);
    if let Some(id) = identity {
        field(&mut text, ",\"cwd\":", &id.cwd);
    }
    field(&mut text, ",\"decided_by\":", &rec.decided_by);
    field(&mut text, ",\"detail\":", &rec.detail);
    let _ = write!(text, ",\"duration_ms\":{}", rec.duration_ms);
    if let Some(id) = identity {
        field(&mut text, ",\"host\":", &id.host);
    }
    let _ = write!(text, ",\"id\":{}", rec.id.0);
    field(&mut text, ",\"label\":", &rec.label);
    field(&mut text, ",\"rule\":", &rec.rule);
    field(&mut text, ",\"server\":", &rec.server);
    field(&mut text, ",\"session\":", &rec.session);
    field(&mut text, ",\"tier\":", &rec.tier);
    let _ = write!(text, ",\"time_ms\":{}", rec.time_ms);
    field(&mut text, ",\"tool\":", &rec.tool);
    if let Some(id) = identity {
        field(&mut text, ",\"user\":", &id.user);
    }
    text.push('}');
    sha256_hex(text.as_bytes())
}

/// A walk along the chain from its first record, as [`Store::verify`](crate::Store::verify) makes it: fed the
/// records in id order, it stops at the first one whose id, link or hash is wrong, and notes
/// the hash found where the anchor says the chain's end was. Both backends walk with it.
pub(crate) struct Walk {
    prev: String,
    expected_id: i64,
    checked: u64,
    first_bad: Option<RecordId>,
    at_anchor: Option<String>,
    anchor_count: Option<i64>,
}

impl Walk {
    /// A walk that checks the chain against `anchor`, as far as it could be read.
    pub(crate) fn new(anchor: &std::result::Result<Option<Head>, String>) -> Walk {
        Walk {
            prev: GENESIS.to_owned(),
            expected_id: 1,
            checked: 0,
            first_bad: None,
            at_anchor: None,
            anchor_count: anchor
                .as_ref()
                .ok()
                .and_then(|a| a.as_ref())
                .map(|a| a.count),
        }
    }

    /// Checks the next record; false once the walk found a bad one (it reads no further).
    pub(crate) fn step(&mut self, rec: Record) -> bool {
        self.checked += 1;
        let bad = rec.id.0 != self.expected_id
            || rec.prev_hash != self.prev
            || rec.hash != chain_hash(&rec)
            || rec.args_hash != sha256_hex(rec.args.as_bytes());
        if bad {
            self.first_bad = Some(rec.id);
            return false;
        }
        if Some(rec.id.0) == self.anchor_count {
            self.at_anchor = Some(rec.hash.clone());
        }
        self.expected_id = rec.id.0.saturating_add(1);
        self.prev = rec.hash;
        true
    }

    /// What the walk found. `anchored` says whether the store keeps an anchor of its own (a
    /// store on disk does): only then is a missing anchor a finding.
    pub(crate) fn report(
        self,
        anchor: std::result::Result<Option<Head>, String>,
        anchored: bool,
    ) -> VerifyReport {
        let last = self.expected_id.saturating_sub(1);
        let anchor = match anchor {
            _ if self.first_bad.is_some() => AnchorCheck::Unchecked,
            Err(why) => AnchorCheck::Unreadable(why),
            Ok(None) if !anchored => AnchorCheck::Unchecked,
            Ok(None) if self.checked == 0 => AnchorCheck::Unchecked,
            Ok(None) => AnchorCheck::Missing,
            Ok(Some(anchor)) => match self.at_anchor {
                Some(found) if found == anchor.hash => AnchorCheck::Holds {
                    past: last.saturating_sub(anchor.count),
                    anchor,
                },
                Some(found) => AnchorCheck::Differs { anchor, found },
                None => AnchorCheck::Truncated { anchor, last },
            },
        };
        VerifyReport {
            checked: self.checked,
            first_bad: self.first_bad,
            anchor,
        }
    }
}

/// The record `row` becomes at `id`, after the record whose hash is `prev_hash`: its
/// arguments' hash and its chain hash computed.
pub(crate) fn seal(id: i64, prev_hash: String, row: Row) -> Record {
    let mut rec = Record {
        id: RecordId(id),
        time_ms: row.time_ms,
        session: row.session,
        server: row.server,
        tool: row.tool,
        label: row.label,
        tier: row.tier,
        action: row.action,
        rule: row.rule,
        decided_by: row.decided_by,
        detail: row.detail,
        duration_ms: row.duration_ms,
        args_hash: sha256_hex(row.args.as_bytes()),
        args: row.args,
        prev_hash,
        hash: String::new(),
        identity: row.identity,
    };
    rec.hash = chain_hash(&rec);
    rec
}

fn row_to_record(r: &rusqlite::Row<'_>) -> rusqlite::Result<Record> {
    Ok(Record {
        id: RecordId(r.get(0)?),
        time_ms: r.get(1)?,
        session: r.get(2)?,
        server: r.get(3)?,
        tool: r.get(4)?,
        label: r.get(5)?,
        tier: r.get(6)?,
        action: r.get(7)?,
        rule: r.get(8)?,
        decided_by: r.get(9)?,
        detail: r.get(10)?,
        duration_ms: r.get(11)?,
        args: r.get(12)?,
        args_hash: r.get(13)?,
        prev_hash: r.get(14)?,
        hash: r.get(15)?,
        identity: Identity {
            host: r.get(16)?,
            user: r.get(17)?,
            cwd: r.get(18)?,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canonical_json;

    /// The chain hash as it was first defined: the canonical JSON of an object of the fields.
    fn reference_hash(rec: &Record) -> String {
        let body = serde_json::json!({
            "id": rec.id.0, "time_ms": rec.time_ms, "session": rec.session, "server": rec.server,
            "tool": rec.tool, "label": rec.label, "tier": rec.tier, "action": rec.action,
            "rule": rec.rule, "decided_by": rec.decided_by, "detail": rec.detail,
            "duration_ms": rec.duration_ms, "args": rec.args, "args_hash": rec.args_hash,
        });
        let mut body = body;
        if rec.identity != Identity::default()
            && let Some(obj) = body.as_object_mut()
        {
            obj.insert("host".into(), rec.identity.host.clone().into());
            obj.insert("user".into(), rec.identity.user.clone().into());
            obj.insert("cwd".into(), rec.identity.cwd.clone().into());
        }
        sha256_hex(format!("{}\n{}", rec.prev_hash, canonical_json(&body)).as_bytes())
    }

    #[test]
    fn chain_hash_is_the_hash_of_the_fields_canonical_json() {
        let odd = [
            "",
            "plain",
            "q\"uote\\back",
            "line\nfeed\r\t\u{1}\u{1f}\u{7f}",
            "é 😀 \u{202e}",
        ];
        for (i, text) in odd.iter().enumerate() {
            let n = i64::try_from(i).unwrap_or(0);
            let rec = Record {
                id: RecordId(n + 1),
                time_ms: 1_700_000_000_000 - n,
                session: format!("s{text}"),
                server: format!("{text}srv"),
                tool: (*text).to_owned(),
                label: format!("label {text}"),
                tier: "allow".to_owned(),
                action: "deny".to_owned(),
                rule: (*text).to_owned(),
                decided_by: "rule".to_owned(),
                detail: format!("{text}{text}"),
                duration_ms: -n,
                args: format!("{{\"k\":\"{text}\"}}"),
                args_hash: sha256_hex(text.as_bytes()),
                prev_hash: GENESIS.to_owned(),
                hash: String::new(),
                identity: Identity::default(),
            };
            assert_eq!(chain_hash(&rec), reference_hash(&rec), "{text:?}");
            let made = Record {
                identity: Identity {
                    host: format!("h{text}"),
                    user: (*text).to_owned(),
                    cwd: format!("/p/{text}"),
                },
                ..rec.clone()
            };
            assert_eq!(chain_hash(&made), reference_hash(&made), "{text:?}");
            assert_ne!(chain_hash(&made), chain_hash(&rec));
        }
    }
}
