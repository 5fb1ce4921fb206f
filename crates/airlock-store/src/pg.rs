//! The PostgreSQL backend: one store for a team's daemons, hooks and gateways on many hosts.
//!
//! The store's callers are synchronous, and many of them run on a tokio runtime's threads
//! (the gate and the daemon call it under a lock, as they call SQLite). The `postgres` client
//! drives a runtime of its own inside every call, which must not happen on a runtime's thread;
//! so the connection lives on a thread of its own, and each call is a job sent to it and
//! answered through a channel, with a deadline: no caller waits past it for a server that
//! does not answer.
//!
//! Shared state is serialized by the database: a decision is one `UPDATE … WHERE state =
//! 'pending'` (decided once, whichever host asks first); appends to the audit chain take a
//! transaction-level advisory lock, so the records of every host form one chain. Changes to
//! approvals are announced on [`CHANNEL`] (`NOTIFY`), for daemons that `LISTEN`.

use std::sync::mpsc;
use std::time::Duration;

use airlock_mask::Masked;
use postgres::types::ToSql;
use postgres::{Client, NoTls, Transaction};

use crate::audit::{Row, Walk, seal};
use crate::{
    Approval, ApprovalId, ApprovalState, AuditQuery, Bucket, Decision, Filter, HandOff, Head,
    Identity, NewApproval, NewHandOff, NewRecord, Outcome, PinOutcome, PinState, Record, RecordId,
    Result, ServerStats, StoreError, VerifyReport,
};

/// The channel on which a change to the approvals is announced: its payload is the approval's
/// id.
pub const CHANNEL: &str = "airlock_approvals";

/// The advisory lock that orders appends to the audit chain (transaction-level: released at
/// commit or rollback, so a host that dies mid-append holds nothing).
const AUDIT_LOCK: i64 = 0x6169_726c_6f63_6b01;
/// The advisory lock under which a store is migrated.
const MIGRATE_LOCK: i64 = 0x6169_726c_6f63_6b02;

/// How long a connection attempt may take, when the URL does not say.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a statement may run (or wait for a lock) before the server gives it up.
const STATEMENT_TIMEOUT_MS: u64 = 20_000;
/// How many records a verification reads at a time.
const PAGE: i64 = 5000;

/// Set on every new connection: nothing waits for ever on a lock or a statement.
const SESSION: &str = "SET statement_timeout = 20000; SET lock_timeout = 20000; \
    SET idle_in_transaction_session_timeout = 60000";

/// Ordered migrations; migration `i` brings the schema to version `i + 1`. The tables are the
/// SQLite store's, less what only a file needs (records written ahead).
// INVARIANT: entries are only appended, never edited, once released.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE audit (
    id BIGINT PRIMARY KEY,
    time_ms BIGINT NOT NULL,
    session TEXT NOT NULL,
    server TEXT NOT NULL,
    tool TEXT NOT NULL,
    label TEXT NOT NULL,
    tier TEXT NOT NULL,
    action TEXT NOT NULL,
    rule TEXT NOT NULL,
    decided_by TEXT NOT NULL,
    detail TEXT NOT NULL,
    duration_ms BIGINT NOT NULL,
    args TEXT NOT NULL,
    args_hash TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE INDEX audit_time ON audit(time_ms);
CREATE TABLE grants (
    session TEXT NOT NULL,
    server TEXT NOT NULL,
    key TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (session, server, key)
);
CREATE TABLE pins (
    server TEXT NOT NULL,
    tool TEXT NOT NULL,
    approved_sha TEXT NOT NULL,
    current_sha TEXT NOT NULL,
    updated_ms BIGINT NOT NULL,
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
    created_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL,
    state TEXT NOT NULL,
    decided_by TEXT,
    decided_ms BIGINT,
    deny_reason TEXT,
    card TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX approvals_state ON approvals(state, expires_ms);
CREATE TABLE always_grants (
    server TEXT NOT NULL,
    tool TEXT NOT NULL,
    policy_file TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (server, tool, policy_file)
);
CREATE TABLE handoffs (
    session TEXT NOT NULL,
    call_key TEXT NOT NULL,
    agent TEXT NOT NULL,
    call_hash TEXT NOT NULL,
    host TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
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
    // Where each record was made (`Identity`), as SQLite's migration 7.
    r#"
ALTER TABLE audit ADD COLUMN host TEXT NOT NULL DEFAULT '';
ALTER TABLE audit ADD COLUMN user_name TEXT NOT NULL DEFAULT '';
ALTER TABLE audit ADD COLUMN cwd TEXT NOT NULL DEFAULT '';
"#, // The page each browser-automation server of a session last navigated to (its origin),
    // as SQLite's migration 8.
    r#"
CREATE TABLE pages (
    session TEXT NOT NULL,
    server TEXT NOT NULL,
    origin TEXT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (session, server)
);
"#,
    // The tunnels each session opened, as SQLite's migration 9.
    r#"
CREATE TABLE tunnels (
    session TEXT NOT NULL,
    port BIGINT NOT NULL,
    target TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (session, port, target)
);
"#,
];

/// A job for the connection's thread.
type Job = Box<dyn FnOnce(&mut Link) + Send>;

/// The PostgreSQL backend of a [`crate::Store`]: a handle on the thread that owns the
/// connection.
#[derive(Debug)]
pub(crate) struct Pg {
    jobs: Option<mpsc::Sender<Job>>,
    thread: Option<std::thread::JoinHandle<()>>,
    /// The store's URL without its password, for messages.
    url: String,
    /// How long a caller waits for an answer.
    wait: Duration,
    /// How to connect, for a listener's connection of its own.
    config: postgres::Config,
    /// Stamped on every record this store appends.
    pub(crate) identity: Identity,
}

/// The connection, as its thread holds it: made again on the next call once it dropped.
struct Link {
    config: postgres::Config,
    url: String,
    client: Option<Client>,
}

impl Link {
    fn client(&mut self) -> Result<&mut Client> {
        if self.client.as_ref().is_none_or(Client::is_closed) {
            self.client = None;
            let mut client = self
                .config
                .connect(NoTls)
                .map_err(|e| unreachable(&self.url, &e))?;
            client.batch_execute(SESSION)?;
            self.client = Some(client);
        }
        self.client.as_mut().ok_or_else(|| StoreError::Unreachable {
            url: self.url.clone(),
            why: "no connection".into(),
        })
    }

    /// Runs `f` on the connection (made first if need be). An error that dropped the
    /// connection says the store is unreachable; the next call connects again.
    fn run<T>(&mut self, f: impl FnOnce(&mut Client) -> Result<T>) -> Result<T> {
        let out = self.client().and_then(f);
        let dropped = self.client.as_ref().is_some_and(Client::is_closed);
        match out {
            Err(StoreError::Postgres(e)) if dropped || e.is_closed() => {
                self.client = None;
                Err(unreachable(&self.url, &e))
            }
            other => other,
        }
    }
}

fn unreachable(url: &str, e: &postgres::Error) -> StoreError {
    // The client's own text names only the step ("error connecting to server"); its cause
    // says why (refused, no such socket, timed out).
    let why = match std::error::Error::source(e) {
        Some(cause) if !e.to_string().contains(&cause.to_string()) => format!("{e}: {cause}"),
        _ => e.to_string(),
    };
    StoreError::Unreachable {
        url: url.to_owned(),
        why,
    }
}

/// `url` without the password it may carry (`postgres://user:secret@host/db`, or
/// `?password=secret`).
pub(crate) fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let authority = match authority.rsplit_once('@') {
        Some((user, host)) => {
            let user = user.split_once(':').map_or(user, |(name, _)| name);
            format!("{user}@{host}")
        }
        None => authority.to_owned(),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let kept: Vec<&str> = query
                .split('&')
                .filter(|pair| !pair.starts_with("password="))
                .collect();
            format!("{path}?{}", kept.join("&"))
        }
        None => tail.to_owned(),
    };
    format!("{scheme}://{authority}{tail}")
}

/// The parsed `url`, with a connect timeout and an application name when it names none.
pub(crate) fn config(url: &str) -> Result<postgres::Config> {
    let mut config: postgres::Config = url.parse().map_err(|e| StoreError::Unreachable {
        url: redact(url),
        why: format!("not a PostgreSQL URL: {e}"),
    })?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    if config.get_application_name().is_none() {
        config.application_name("airlock");
    }
    Ok(config)
}

impl Drop for Pg {
    fn drop(&mut self) {
        // Dropping the sender ends the thread's loop once its last job is done.
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ended = thread.join();
        }
    }
}

impl Pg {
    /// Connects to the store at `url` and migrates it.
    pub(crate) fn connect(url: &str) -> Result<Pg> {
        let config = config(url)?;
        let shown = redact(url);
        let connect = config
            .get_connect_timeout()
            .copied()
            .unwrap_or(CONNECT_TIMEOUT);
        let (jobs, queue) = mpsc::channel::<Job>();
        let mut link = Link {
            config: config.clone(),
            url: shown.clone(),
            client: None,
        };
        let thread = std::thread::Builder::new()
            .name("airlock-postgres".into())
            .spawn(move || {
                while let Ok(job) = queue.recv() {
                    job(&mut link);
                }
            })
            .map_err(|e| StoreError::Unreachable {
                url: shown.clone(),
                why: format!("cannot start its thread: {e}"),
            })?;
        let pg = Pg {
            jobs: Some(jobs),
            thread: Some(thread),
            url: shown,
            // A call may connect first, then run a statement the server gives up at its
            // timeout: past both, the caller stops waiting.
            wait: connect + Duration::from_millis(STATEMENT_TIMEOUT_MS) + Duration::from_secs(2),
            config,
            identity: Identity::default(),
        };
        pg.call(migrate)?;
        Ok(pg)
    }

    /// Runs `f` on the connection's thread and waits for its answer, at most `self.wait`.
    fn call<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Client) -> Result<T> + Send + 'static,
    ) -> Result<T> {
        let gone = || StoreError::Unreachable {
            url: self.url.clone(),
            why: "the connection's thread has ended".into(),
        };
        let (answer, answered) = mpsc::sync_channel(1);
        let job: Job = Box::new(move |link: &mut Link| {
            // The caller may have stopped waiting: then nobody reads the answer.
            let _sent = answer.send(link.run(f));
        });
        self.jobs
            .as_ref()
            .ok_or_else(gone)?
            .send(job)
            .map_err(|_| gone())?;
        match answered.recv_timeout(self.wait) {
            Ok(out) => out,
            Err(mpsc::RecvTimeoutError::Timeout) => Err(StoreError::Unreachable {
                url: self.url.clone(),
                why: format!("no answer within {} s", self.wait.as_secs()),
            }),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(gone()),
        }
    }

    /// Calls `wake` whenever any connection changes an approval (a card asked or decided
    /// through any daemon, on any host), and once each time it starts listening (what changed
    /// while it was not is read then). Listens on a connection of its own, on a thread of its
    /// own, connecting again after a drop; stops when the watch is dropped.
    pub(crate) fn watch(&self, wake: Box<dyn Fn() + Send>) -> Result<Watch> {
        let config = self.config.clone();
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stopped = stop.clone();
        let url = self.url.clone();
        let thread = std::thread::Builder::new()
            .name("airlock-listen".into())
            .spawn(move || listen(&config, &url, &*wake, &stopped))
            .map_err(|e| StoreError::Unreachable {
                url: self.url.clone(),
                why: format!("cannot start its listener: {e}"),
            })?;
        Ok(Watch {
            stop,
            thread: Some(thread),
        })
    }

    pub(crate) fn schema_version(&self) -> Result<i64> {
        self.call(|c| {
            Ok(c.query_one(
                "SELECT COALESCE(MAX(version), 0)::BIGINT FROM airlock_schema",
                &[],
            )?
            .try_get(0)?)
        })
    }

    // Approvals.

    pub(crate) fn create_approval(&self, new: NewApproval) -> Result<ApprovalId> {
        let id = ApprovalId::new();
        let key = id.clone();
        self.call(move |c| {
            let mut tx = c.transaction()?;
            insert_approval_in(&mut tx, &key, &new, false)?;
            notify(&mut tx, &key)?;
            tx.commit()?;
            Ok(())
        })?;
        Ok(id)
    }

    pub(crate) fn insert_approval(&self, id: &ApprovalId, new: NewApproval) -> Result<bool> {
        let id = id.clone();
        self.call(move |c| {
            let mut tx = c.transaction()?;
            let inserted = insert_approval_in(&mut tx, &id, &new, true)?;
            if inserted {
                notify(&mut tx, &id)?;
            }
            tx.commit()?;
            Ok(inserted)
        })
    }

    pub(crate) fn get_approval(&self, id: &ApprovalId) -> Result<Option<Approval>> {
        let id = id.0.clone();
        self.call(move |c| approval_in(c, &id))
    }

    pub(crate) fn list_approvals(&self, state: ApprovalState) -> Result<Vec<Approval>> {
        self.call(move |c| {
            let sql = format!(
                "SELECT {} FROM approvals WHERE state = $1 ORDER BY created_ms, id",
                crate::approvals::COLUMNS
            );
            c.query(&sql, &[&state.as_str()])?
                .iter()
                .map(approval_from)
                .collect()
        })
    }

    pub(crate) fn decide(
        &self,
        id: &ApprovalId,
        decision: Decision,
        by: &str,
        now_ms: i64,
    ) -> Result<Approval> {
        let (id, by) = (id.0.clone(), by.to_owned());
        self.call(move |c| {
            let (state, reason) = match &decision {
                Decision::ApproveOnce => (ApprovalState::ApprovedOnce, None),
                Decision::ApproveSession => (ApprovalState::ApprovedSession, None),
                Decision::Deny { reason } => (ApprovalState::Denied, Some(reason.as_str())),
            };
            let mut tx = c.transaction()?;
            // INVARIANT: the `state = 'pending'` guard decides once across every connection:
            // a second `UPDATE` waits for the first's row lock, then finds it decided.
            let changed = tx.execute(
                "UPDATE approvals SET state = $2, decided_by = $3, decided_ms = $4, \
                 deny_reason = $5 WHERE id = $1 AND state = 'pending'",
                &[&id, &state.as_str(), &by, &now_ms, &reason],
            )?;
            if changed == 1 {
                notify(&mut tx, &ApprovalId(id.clone()))?;
            }
            let current = approval_in(&mut tx, &id)?;
            tx.commit()?;
            match current {
                None => Err(StoreError::NoSuchApproval(id)),
                Some(_) if changed == 0 => Err(StoreError::AlreadyDecided(id)),
                Some(approval) => Ok(approval),
            }
        })
    }

    pub(crate) fn expire(&self, now_ms: i64) -> Result<Vec<Approval>> {
        self.call(move |c| {
            let mut tx = c.transaction()?;
            let sql = format!(
                "UPDATE approvals SET state = 'denied', decided_by = 'timeout', decided_ms = $1, \
                 deny_reason = 'timed out' WHERE state = 'pending' AND expires_ms <= $1 \
                 RETURNING {}",
                crate::approvals::COLUMNS
            );
            let expired = tx
                .query(&sql, &[&now_ms])?
                .iter()
                .map(approval_from)
                .collect::<Result<Vec<_>>>()?;
            for a in &expired {
                notify(&mut tx, &a.id)?;
            }
            tx.commit()?;
            Ok(expired)
        })
    }

    pub(crate) fn set_approval_card(&self, id: &ApprovalId, card: &Masked) -> Result<()> {
        let (id, card) = (id.0.clone(), card.as_str().to_owned());
        self.call(move |c| {
            let mut tx = c.transaction()?;
            let changed = tx.execute(
                "UPDATE approvals SET card = $2 WHERE id = $1",
                &[&id, &card],
            )?;
            if changed == 0 {
                return Err(StoreError::NoSuchApproval(id));
            }
            // A daemon shows a card once it has its card text: announced again with it.
            notify(&mut tx, &ApprovalId(id))?;
            tx.commit()?;
            Ok(())
        })
    }

    pub(crate) fn approval_card(&self, id: &ApprovalId) -> Result<Option<String>> {
        let id = id.0.clone();
        self.call(move |c| {
            c.query_opt("SELECT card FROM approvals WHERE id = $1", &[&id])?
                .map(|r| r.try_get(0))
                .transpose()
                .map_err(StoreError::from)
        })
    }

    pub(crate) fn recent_approvals(&self, since_ms: i64, limit: u32) -> Result<Vec<Approval>> {
        self.call(move |c| {
            let sql = format!(
                "SELECT {} FROM approvals WHERE state <> 'pending' AND decided_ms >= $1 \
                 ORDER BY decided_ms DESC, id DESC LIMIT $2",
                crate::approvals::COLUMNS
            );
            c.query(&sql, &[&since_ms, &i64::from(limit)])?
                .iter()
                .map(approval_from)
                .collect()
        })
    }

    // The audit chain.

    pub(crate) fn append(&self, new: NewRecord) -> Result<RecordId> {
        let row = Row::from(new).by(&self.identity);
        self.call(move |c| {
            let mut tx = c.transaction()?;
            let id = append_in(&mut tx, row)?;
            tx.commit()?;
            Ok(id)
        })
    }

    pub(crate) fn append_unless_changed(
        &self,
        new: NewRecord,
        server: &str,
        tool: &str,
    ) -> Result<Option<RecordId>> {
        let row = Row::from(new).by(&self.identity);
        let (server, tool) = (server.to_owned(), tool.to_owned());
        self.call(move |c| {
            let mut tx = c.transaction()?;
            if matches!(pin_in(&mut tx, &server, &tool)?, PinState::Changed { .. }) {
                return Ok(None);
            }
            let id = append_in(&mut tx, row)?;
            tx.commit()?;
            Ok(Some(id))
        })
    }

    pub(crate) fn get(&self, id: RecordId) -> Result<Option<Record>> {
        self.call(move |c| {
            let sql = format!("SELECT {} FROM audit WHERE id = $1", crate::audit::COLUMNS);
            c.query_opt(&sql, &[&id.0])?
                .as_ref()
                .map(record_from)
                .transpose()
        })
    }

    pub(crate) fn list(&self, filter: &Filter) -> Result<Vec<Record>> {
        let f = filter.clone();
        self.call(move |c| {
            let sql = format!(
                "SELECT {} FROM audit WHERE ($1::TEXT IS NULL OR server = $1) \
                 AND ($2::TEXT IS NULL OR tool = $2) AND ($3::TEXT IS NULL OR action = $3) \
                 AND ($4::TEXT IS NULL OR session = $4) \
                 AND ($5::BIGINT IS NULL OR time_ms >= $5) ORDER BY id DESC LIMIT $6",
                crate::audit::COLUMNS
            );
            let limit = f.limit.map(i64::from);
            c.query(
                &sql,
                &[
                    &f.server,
                    &f.tool,
                    &f.action,
                    &f.session,
                    &f.since_ms,
                    &limit,
                ],
            )?
            .iter()
            .map(record_from)
            .collect()
        })
    }

    pub(crate) fn stats(&self) -> Result<Vec<ServerStats>> {
        self.call(|c| {
            let rows = c.query(
                "SELECT server, action, COUNT(*) FROM audit GROUP BY server, action \
                 ORDER BY server, action",
                &[],
            )?;
            let mut out: Vec<ServerStats> = Vec::new();
            for row in rows {
                let server: String = row.try_get(0)?;
                let action: String = row.try_get(1)?;
                let count = u64::try_from(row.try_get::<_, i64>(2)?).unwrap_or(0);
                match out.last_mut() {
                    Some(last) if last.server == server => {
                        last.by_action.insert(action, count);
                    }
                    _ => out.push(ServerStats {
                        server,
                        by_action: std::collections::BTreeMap::from([(action, count)]),
                    }),
                }
            }
            Ok(out)
        })
    }

    pub(crate) fn query(&self, query: &AuditQuery) -> Result<Vec<Record>> {
        let q = query.clone();
        self.call(move |c| {
            let sql = format!(
                "SELECT {} FROM audit WHERE ($1::TEXT IS NULL OR server = $1) \
                 AND ($2::TEXT IS NULL OR tool = $2) AND ($3::TEXT IS NULL OR action = $3) \
                 AND ($4::TEXT IS NULL OR session = $4) \
                 AND ($5::TEXT IS NULL OR decided_by = $5) \
                 AND ($6::BIGINT IS NULL OR time_ms >= $6) \
                 AND ($7::BIGINT IS NULL OR time_ms < $7) AND ($8::BIGINT IS NULL OR id < $8) \
                 AND ($9::TEXT IS NULL OR strpos(lower(server || ' ' || tool || ' ' || label \
                      || ' ' || rule || ' ' || detail), lower($9)) > 0) \
                 ORDER BY id DESC LIMIT $10",
                crate::audit::COLUMNS
            );
            let before = q.before.map(|b| b.0);
            let limit = q.limit.map(i64::from);
            let params: [&(dyn ToSql + Sync); 10] = [
                &q.server,
                &q.tool,
                &q.action,
                &q.session,
                &q.decided_by,
                &q.since_ms,
                &q.until_ms,
                &before,
                &q.text,
                &limit,
            ];
            c.query(&sql, &params)?.iter().map(record_from).collect()
        })
    }

    pub(crate) fn timeline(
        &self,
        since_ms: i64,
        until_ms: i64,
        bucket_ms: i64,
    ) -> Result<Vec<Bucket>> {
        let width = bucket_ms.max(1);
        self.call(move |c| {
            let asked = crate::audit::ASKED;
            let sql = format!(
                "SELECT (time_ms / $3) * $3 AS start, server, \
                 SUM(CASE WHEN decided_by NOT IN {asked} AND action = 'allow' THEN 1 ELSE 0 END), \
                 SUM(CASE WHEN decided_by IN {asked} THEN 1 ELSE 0 END), \
                 SUM(CASE WHEN decided_by NOT IN {asked} AND action <> 'allow' THEN 1 ELSE 0 END) \
                 FROM audit WHERE time_ms >= $1 AND time_ms < $2 \
                 GROUP BY start, server ORDER BY start, server"
            );
            let count = |n: i64| u64::try_from(n).unwrap_or(0);
            c.query(&sql, &[&since_ms, &until_ms, &width])?
                .iter()
                .map(|r| {
                    Ok(Bucket {
                        start_ms: r.try_get(0)?,
                        server: r.try_get(1)?,
                        allowed: count(r.try_get(2)?),
                        asked: count(r.try_get(3)?),
                        denied: count(r.try_get(4)?),
                    })
                })
                .collect()
        })
    }

    pub(crate) fn verify(&self) -> Result<VerifyReport> {
        self.verify_against(None)
    }

    /// Walks the chain in pages, in one read-only snapshot: appends from other hosts meanwhile
    /// are not seen, and the pages agree with each other. A PostgreSQL store keeps no anchor of
    /// its own; one kept elsewhere can be given.
    pub(crate) fn verify_against(&self, anchor: Option<&Head>) -> Result<VerifyReport> {
        let anchor = anchor.cloned();
        self.call(move |c| {
            let anchor = Ok(anchor);
            let mut walk = Walk::new(&anchor);
            let mut tx = c
                .build_transaction()
                .isolation_level(postgres::IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()?;
            let sql = format!(
                "SELECT {} FROM audit WHERE id > $1 ORDER BY id LIMIT $2",
                crate::audit::COLUMNS
            );
            let mut after = i64::MIN;
            'pages: loop {
                let rows = tx.query(&sql, &[&after, &PAGE])?;
                let Some(last) = rows.last() else { break };
                after = last.try_get(0)?;
                for row in &rows {
                    if !walk.step(record_from(row)?) {
                        break 'pages;
                    }
                }
            }
            tx.commit()?;
            Ok(walk.report(anchor, false))
        })
    }

    pub(crate) fn head(&self) -> Result<Option<Head>> {
        self.call(|c| {
            c.query_opt("SELECT id, hash FROM audit ORDER BY id DESC LIMIT 1", &[])?
                .map(|r| {
                    Ok(Head {
                        count: r.try_get(0)?,
                        hash: r.try_get(1)?,
                    })
                })
                .transpose()
        })
    }

    // Hand-offs.

    pub(crate) fn hand_off(&self, h: NewHandOff) -> Result<()> {
        let keys =
            serde_json::to_string(&h.grant_keys).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        self.call(move |c| {
            let mut tx = c.transaction()?;
            tx.execute(
                "DELETE FROM handoffs WHERE state = 'closed' AND created_ms < $1",
                &[&h.created_ms.saturating_sub(crate::handoffs::KEEP_CLOSED_MS)],
            )?;
            tx.execute(
                "INSERT INTO handoffs (session, call_key, agent, call_hash, host, created_ms, \
                 server, tool, label, tier, rule, reason, args, grant_keys, state) \
                 VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,'waiting') \
                 ON CONFLICT (session, call_key) DO UPDATE SET agent = excluded.agent, \
                 call_hash = excluded.call_hash, host = excluded.host, \
                 created_ms = excluded.created_ms, server = excluded.server, \
                 tool = excluded.tool, label = excluded.label, tier = excluded.tier, \
                 rule = excluded.rule, reason = excluded.reason, args = excluded.args, \
                 grant_keys = excluded.grant_keys, state = 'waiting'",
                &[
                    &h.session,
                    &h.call_key,
                    &h.agent,
                    &h.call_hash,
                    &h.host,
                    &h.created_ms,
                    &h.server,
                    &h.tool,
                    &h.label.as_str(),
                    &h.tier,
                    &h.rule.as_str(),
                    &h.reason.as_str(),
                    &h.args.as_str(),
                    &keys,
                ],
            )?;
            tx.commit()?;
            Ok(())
        })
    }

    pub(crate) fn handed_off(&self, session: &str, call_key: &str) -> Result<Option<HandOff>> {
        let (session, call_key) = (session.to_owned(), call_key.to_owned());
        self.call(move |c| {
            let sql = format!(
                "SELECT {} FROM handoffs WHERE session = $1 AND call_key = $2",
                crate::handoffs::COLUMNS
            );
            c.query_opt(&sql, &[&session, &call_key])?
                .as_ref()
                .map(hand_off_from)
                .transpose()
        })
    }

    pub(crate) fn handed_off_call(
        &self,
        session: &str,
        agent: &str,
        call_hash: &str,
    ) -> Result<Option<HandOff>> {
        let (session, agent, call_hash) =
            (session.to_owned(), agent.to_owned(), call_hash.to_owned());
        self.call(move |c| {
            let sql = format!(
                "SELECT {} FROM handoffs WHERE session = $1 AND agent = $2 AND call_hash = $3 \
                 AND state = 'waiting' ORDER BY created_ms LIMIT 1",
                crate::handoffs::COLUMNS
            );
            c.query_opt(&sql, &[&session, &agent, &call_hash])?
                .as_ref()
                .map(hand_off_from)
                .transpose()
        })
    }

    pub(crate) fn hand_offs(&self, session: &str, agent: Option<&str>) -> Result<Vec<HandOff>> {
        let (session, agent) = (session.to_owned(), agent.map(str::to_owned));
        self.call(move |c| {
            let sql = format!(
                "SELECT {} FROM handoffs WHERE session = $1 AND ($2::TEXT IS NULL OR agent = $2) \
                 AND state = 'waiting' ORDER BY created_ms, call_key",
                crate::handoffs::COLUMNS
            );
            c.query(&sql, &[&session, &agent])?
                .iter()
                .map(hand_off_from)
                .collect()
        })
    }

    pub(crate) fn forget_hand_offs(&self, session: &str) -> Result<()> {
        let session = session.to_owned();
        self.call(move |c| {
            c.execute(
                "DELETE FROM handoffs WHERE session = $1 AND state = 'closed'",
                &[&session],
            )?;
            Ok(())
        })
    }

    pub(crate) fn settle_hand_off(
        &self,
        session: &str,
        call_key: &str,
        outcome: Outcome,
    ) -> Result<Option<RecordId>> {
        let (session, call_key) = (session.to_owned(), call_key.to_owned());
        let identity = self.identity.clone();
        self.call(move |c| {
            let mut tx = c.transaction()?;
            // Locked: two hosts settling the same call (its after-tool event and the next
            // call's) write one record between them.
            let found = tx.query_opt(
                "SELECT created_ms, server, tool, label, tier, rule, args, grant_keys \
                 FROM handoffs WHERE session = $1 AND call_key = $2 \
                 AND (state = 'waiting' OR $3) FOR UPDATE",
                &[&session, &call_key, &outcome.ran],
            )?;
            let Some(r) = found else {
                return Ok(None);
            };
            let created: i64 = r.try_get(0)?;
            let keys = crate::handoffs::parse_keys(r.try_get(7)?);
            let row = Row {
                time_ms: outcome.time_ms,
                session: session.clone(),
                server: r.try_get(1)?,
                tool: r.try_get(2)?,
                label: r.try_get(3)?,
                tier: r.try_get(4)?,
                action: if outcome.ran { "allow" } else { "deny" }.to_owned(),
                rule: r.try_get(5)?,
                decided_by: outcome.decided_by.clone(),
                detail: outcome.detail.as_str().to_owned(),
                duration_ms: outcome.time_ms.saturating_sub(created).max(0),
                args: r.try_get(6)?,
                identity,
            };
            if outcome.ran {
                tx.execute(
                    "DELETE FROM handoffs WHERE session = $1 AND call_key = $2",
                    &[&session, &call_key],
                )?;
                for key in &keys {
                    tx.execute(
                        "INSERT INTO grants (session, server, key, created_ms) \
                         VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING",
                        &[&session, &row.server, key, &outcome.time_ms],
                    )?;
                }
            } else {
                tx.execute(
                    "UPDATE handoffs SET state = 'closed' WHERE session = $1 AND call_key = $2",
                    &[&session, &call_key],
                )?;
            }
            let id = append_in(&mut tx, row)?;
            tx.commit()?;
            Ok(Some(id))
        })
    }

    // Pins and grants.

    pub(crate) fn pin_tool(
        &self,
        server: &str,
        tool: &str,
        sha256_hex: &str,
        now_ms: i64,
    ) -> Result<PinOutcome> {
        let (server, tool, sha) = (server.to_owned(), tool.to_owned(), sha256_hex.to_owned());
        self.call(move |c| {
            // One statement: two hosts that see a tool first at the same moment pin it once.
            let row = c.query_one(
                "INSERT INTO pins (server, tool, approved_sha, current_sha, updated_ms) \
                 VALUES ($1,$2,$3,$3,$4) ON CONFLICT (server, tool) DO UPDATE \
                 SET current_sha = excluded.current_sha, updated_ms = excluded.updated_ms \
                 RETURNING approved_sha, (xmax = 0) AS inserted",
                &[&server, &tool, &sha, &now_ms],
            )?;
            let approved: String = row.try_get(0)?;
            let inserted: bool = row.try_get(1)?;
            Ok(if inserted {
                PinOutcome::New
            } else if approved == sha {
                PinOutcome::Same
            } else {
                PinOutcome::Changed { previous: approved }
            })
        })
    }

    pub(crate) fn approve_pin(&self, server: &str, tool: &str, sha256_hex: &str) -> Result<()> {
        let (server, tool, sha) = (server.to_owned(), tool.to_owned(), sha256_hex.to_owned());
        self.call(move |c| {
            c.execute(
                "INSERT INTO pins (server, tool, approved_sha, current_sha, updated_ms) \
                 VALUES ($1,$2,$3,$3,0) ON CONFLICT (server, tool) \
                 DO UPDATE SET approved_sha = excluded.approved_sha",
                &[&server, &tool, &sha],
            )?;
            Ok(())
        })
    }

    pub(crate) fn pin_state(&self, server: &str, tool: &str) -> Result<PinState> {
        let (server, tool) = (server.to_owned(), tool.to_owned());
        self.call(move |c| pin_in(c, &server, &tool))
    }

    pub(crate) fn grant(&self, session: &str, server: &str, key: &str, now_ms: i64) -> Result<()> {
        let (session, server, key) = (session.to_owned(), server.to_owned(), key.to_owned());
        self.call(move |c| {
            c.execute(
                "INSERT INTO grants (session, server, key, created_ms) VALUES ($1,$2,$3,$4) \
                 ON CONFLICT DO NOTHING",
                &[&session, &server, &key, &now_ms],
            )?;
            Ok(())
        })
    }

    pub(crate) fn has_grant(&self, session: &str, server: &str, key: &str) -> Result<bool> {
        let (session, server, key) = (session.to_owned(), server.to_owned(), key.to_owned());
        self.call(move |c| {
            Ok(c.query_opt(
                "SELECT 1 FROM grants WHERE session = $1 AND server = $2 AND key = $3",
                &[&session, &server, &key],
            )?
            .is_some())
        })
    }

    pub(crate) fn page(&self, session: &str, server: &str) -> Result<Option<String>> {
        let (session, server) = (session.to_owned(), server.to_owned());
        self.call(move |c| {
            Ok(c.query_opt(
                "SELECT origin FROM pages WHERE session = $1 AND server = $2",
                &[&session, &server],
            )?
            .map(|r| r.try_get(0))
            .transpose()?)
        })
    }

    pub(crate) fn tunnels(&self, session: &str) -> Result<Vec<(i64, String)>> {
        let session = session.to_owned();
        self.call(move |c| {
            c.query(
                "SELECT port, target FROM tunnels WHERE session = $1 ORDER BY created_ms, port",
                &[&session],
            )?
            .iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect()
        })
    }

    pub(crate) fn add_tunnel(
        &self,
        session: &str,
        port: i64,
        target: &str,
        now_ms: i64,
    ) -> Result<()> {
        let (session, target) = (session.to_owned(), target.to_owned());
        self.call(move |c| {
            c.execute(
                "INSERT INTO tunnels (session, port, target, created_ms) VALUES ($1,$2,$3,$4) \
                 ON CONFLICT DO NOTHING",
                &[&session, &port, &target, &now_ms],
            )?;
            Ok(())
        })
    }

    pub(crate) fn set_page(
        &self,
        session: &str,
        server: &str,
        origin: Option<&str>,
        now_ms: i64,
    ) -> Result<()> {
        let (session, server) = (session.to_owned(), server.to_owned());
        let origin = origin.map(str::to_owned);
        self.call(move |c| {
            match origin {
                Some(o) => c.execute(
                    "INSERT INTO pages (session, server, origin, updated_ms) VALUES ($1,$2,$3,$4) \
                     ON CONFLICT (session, server) DO UPDATE SET origin = excluded.origin, \
                     updated_ms = excluded.updated_ms",
                    &[&session, &server, &o, &now_ms],
                )?,
                None => c.execute(
                    "DELETE FROM pages WHERE session = $1 AND server = $2",
                    &[&session, &server],
                )?,
            };
            Ok(())
        })
    }

    pub(crate) fn grant_always(
        &self,
        server: &str,
        tool: &str,
        policy_file: &str,
        now_ms: i64,
    ) -> Result<()> {
        let (server, tool, file) = (server.to_owned(), tool.to_owned(), policy_file.to_owned());
        self.call(move |c| {
            c.execute(
                "INSERT INTO always_grants (server, tool, policy_file, created_ms) \
                 VALUES ($1,$2,$3,$4) ON CONFLICT (server, tool, policy_file) \
                 DO UPDATE SET created_ms = excluded.created_ms",
                &[&server, &tool, &file, &now_ms],
            )?;
            Ok(())
        })
    }

    pub(crate) fn always_granted_since(
        &self,
        server: &str,
        tool: &str,
        policy_file: &str,
        since_ms: i64,
    ) -> Result<bool> {
        let (server, tool, file) = (server.to_owned(), tool.to_owned(), policy_file.to_owned());
        self.call(move |c| {
            Ok(c.query_opt(
                "SELECT 1 FROM always_grants WHERE server = $1 AND tool = $2 \
                 AND policy_file = $3 AND created_ms >= $4",
                &[&server, &tool, &file, &since_ms],
            )?
            .is_some())
        })
    }

    pub(crate) fn revoke(&self, session: &str, server: &str, key: &str) -> Result<bool> {
        let (session, server, key) = (session.to_owned(), server.to_owned(), key.to_owned());
        self.call(move |c| {
            let n = c.execute(
                "DELETE FROM grants WHERE session = $1 AND server = $2 AND key = $3",
                &[&session, &server, &key],
            )?;
            Ok(n > 0)
        })
    }
}

/// A watch on a PostgreSQL store's approvals ([`crate::Store::watch_approvals`]): stops its
/// listener when dropped.
#[derive(Debug)]
pub struct Watch {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ended = thread.join();
        }
    }
}

/// How long a listener waits for a notification before it looks whether to stop.
const LISTEN_TICK: Duration = Duration::from_millis(200);

/// The listener's loop: `LISTEN` on a connection of its own, `wake` on each notification,
/// connecting again (once a second) while the server cannot be reached.
fn listen(
    config: &postgres::Config,
    url: &str,
    wake: &dyn Fn(),
    stop: &std::sync::atomic::AtomicBool,
) {
    use postgres::fallible_iterator::FallibleIterator as _;
    let stopping = || stop.load(std::sync::atomic::Ordering::Relaxed);
    while !stopping() {
        let mut client = match config.connect(NoTls) {
            Ok(client) => client,
            Err(e) => {
                tracing::warn!("{}", unreachable(url, &e));
                for _ in 0..5 {
                    if stopping() {
                        return;
                    }
                    std::thread::sleep(LISTEN_TICK);
                }
                continue;
            }
        };
        if let Err(e) = client.batch_execute(&format!("LISTEN {CHANNEL}")) {
            tracing::warn!("cannot listen for approvals on `{url}`: {e}");
            continue;
        }
        // Whatever changed while nobody listened is read now.
        wake();
        while !stopping() {
            let mut notes = client.notifications();
            match notes.timeout_iter(LISTEN_TICK).next() {
                Ok(Some(_)) => wake(),
                Ok(None) => {}
                Err(e) => {
                    tracing::warn!("the approvals' listener lost `{url}`: {e}");
                    break;
                }
            }
        }
    }
}

/// Brings the schema up to date, under an advisory lock: daemons that start together migrate
/// once.
fn migrate(c: &mut Client) -> Result<()> {
    let supported = i64::try_from(MIGRATIONS.len()).unwrap_or(i64::MAX);
    // Up to date, as on every open but the first (a hook opens the store once per tool call):
    // one read, no lock. A store without the table yet fails the read and is migrated below.
    let found = c
        .query_one(
            "SELECT COALESCE(MAX(version), 0)::BIGINT FROM airlock_schema",
            &[],
        )
        .and_then(|r| r.try_get::<_, i64>(0));
    if matches!(found, Ok(v) if v == supported) {
        return Ok(());
    }
    let mut tx = c.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATE_LOCK])?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS airlock_schema (version INTEGER PRIMARY KEY, \
         applied_ms BIGINT NOT NULL)",
    )?;
    let found: i64 = tx
        .query_one(
            "SELECT COALESCE(MAX(version), 0)::BIGINT FROM airlock_schema",
            &[],
        )?
        .try_get(0)?;
    if found > supported {
        return Err(StoreError::TooNew { found, supported });
    }
    for (version, sql) in (1..)
        .zip(MIGRATIONS)
        .skip(usize::try_from(found).unwrap_or(0))
    {
        tx.batch_execute(sql)?;
        tx.execute(
            "INSERT INTO airlock_schema (version, applied_ms) \
             VALUES ($1, (EXTRACT(EPOCH FROM now()) * 1000)::BIGINT)",
            &[&version],
        )?;
    }
    tx.commit()?;
    Ok(())
}

/// Announces a change to approval `id`, at the commit of `tx`.
fn notify(tx: &mut Transaction<'_>, id: &ApprovalId) -> Result<()> {
    tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &id.as_str()])?;
    Ok(())
}

fn insert_approval_in(
    tx: &mut Transaction<'_>,
    id: &ApprovalId,
    new: &NewApproval,
    keep_existing: bool,
) -> Result<bool> {
    let sql = format!(
        "INSERT INTO approvals ({}) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,'pending',\
         NULL,NULL,NULL){}",
        crate::approvals::COLUMNS,
        if keep_existing {
            " ON CONFLICT (id) DO NOTHING"
        } else {
            ""
        }
    );
    let n = tx.execute(
        &sql,
        &[
            &id.as_str(),
            &new.server,
            &new.tool,
            &new.label.as_str(),
            &new.tier,
            &new.reason.as_str(),
            &new.args.as_str(),
            &new.call_hash,
            &new.session,
            &new.lineage.as_str(),
            &new.created_ms,
            &new.expires_ms,
        ],
    )?;
    Ok(n == 1)
}

fn approval_in(c: &mut impl postgres::GenericClient, id: &str) -> Result<Option<Approval>> {
    let sql = format!(
        "SELECT {} FROM approvals WHERE id = $1",
        crate::approvals::COLUMNS
    );
    c.query_opt(&sql, &[&id])?
        .as_ref()
        .map(approval_from)
        .transpose()
}

/// Appends `row` to the chain inside `tx`, under the chain's advisory lock: the last record is
/// read only once every other host's append before it has committed.
fn append_in(tx: &mut Transaction<'_>, row: Row) -> Result<RecordId> {
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&AUDIT_LOCK])?;
    let last = tx.query_opt("SELECT id, hash FROM audit ORDER BY id DESC LIMIT 1", &[])?;
    let (id, prev_hash) = match last {
        Some(r) => (r.try_get::<_, i64>(0)?.saturating_add(1), r.try_get(1)?),
        None => (1, crate::audit::GENESIS.to_owned()),
    };
    let rec = seal(id, prev_hash, row);
    tx.execute(
        "INSERT INTO audit (id, time_ms, session, server, tool, label, tier, action, rule, \
         decided_by, detail, duration_ms, args, args_hash, prev_hash, hash, host, user_name, \
         cwd) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19)",
        &[
            &rec.id.0,
            &rec.time_ms,
            &rec.session,
            &rec.server,
            &rec.tool,
            &rec.label,
            &rec.tier,
            &rec.action,
            &rec.rule,
            &rec.decided_by,
            &rec.detail,
            &rec.duration_ms,
            &rec.args,
            &rec.args_hash,
            &rec.prev_hash,
            &rec.hash,
            &rec.identity.host,
            &rec.identity.user,
            &rec.identity.cwd,
        ],
    )?;
    Ok(rec.id)
}

fn pin_in(c: &mut impl postgres::GenericClient, server: &str, tool: &str) -> Result<PinState> {
    let row = c.query_opt(
        "SELECT approved_sha, current_sha FROM pins WHERE server = $1 AND tool = $2",
        &[&server, &tool],
    )?;
    Ok(match row {
        None => PinState::Unknown,
        Some(r) => {
            let (approved, current): (String, String) = (r.try_get(0)?, r.try_get(1)?);
            if approved == current {
                PinState::Approved
            } else {
                PinState::Changed { approved, current }
            }
        }
    })
}

fn approval_from(r: &postgres::Row) -> Result<Approval> {
    let state_text: String = r.try_get(12)?;
    let state = ApprovalState::parse(&state_text)
        .ok_or_else(|| StoreError::Corrupt(format!("approval state `{state_text}`")))?;
    Ok(Approval {
        id: ApprovalId(r.try_get(0)?),
        server: r.try_get(1)?,
        tool: r.try_get(2)?,
        label: r.try_get(3)?,
        tier: r.try_get(4)?,
        reason: r.try_get(5)?,
        args: r.try_get(6)?,
        call_hash: r.try_get(7)?,
        session: r.try_get(8)?,
        lineage: r.try_get(9)?,
        created_ms: r.try_get(10)?,
        expires_ms: r.try_get(11)?,
        state,
        decided_by: r.try_get(13)?,
        decided_ms: r.try_get(14)?,
        deny_reason: r.try_get(15)?,
    })
}

fn record_from(r: &postgres::Row) -> Result<Record> {
    Ok(Record {
        id: RecordId(r.try_get(0)?),
        time_ms: r.try_get(1)?,
        session: r.try_get(2)?,
        server: r.try_get(3)?,
        tool: r.try_get(4)?,
        label: r.try_get(5)?,
        tier: r.try_get(6)?,
        action: r.try_get(7)?,
        rule: r.try_get(8)?,
        decided_by: r.try_get(9)?,
        detail: r.try_get(10)?,
        duration_ms: r.try_get(11)?,
        args: r.try_get(12)?,
        args_hash: r.try_get(13)?,
        prev_hash: r.try_get(14)?,
        hash: r.try_get(15)?,
        identity: Identity {
            host: r.try_get(16)?,
            user: r.try_get(17)?,
            cwd: r.try_get(18)?,
        },
    })
}

fn hand_off_from(r: &postgres::Row) -> Result<HandOff> {
    Ok(HandOff {
        session: r.try_get(0)?,
        call_key: r.try_get(1)?,
        agent: r.try_get(2)?,
        host: r.try_get(3)?,
        created_ms: r.try_get(4)?,
        tool: r.try_get(5)?,
        label: r.try_get(6)?,
        tier: r.try_get(7)?,
        reason: r.try_get(8)?,
        grant_keys: crate::handoffs::parse_keys(r.try_get(9)?),
        waiting: r.try_get::<_, String>(10)? == "waiting",
    })
}

#[cfg(test)]
mod tests {
    use super::redact;

    /// Each table's columns as (name, type affinity, not null, part of the primary key), read
    /// back from a database that `migrations` built; `BIGINT` is SQLite's `INTEGER`.
    fn columns(migrations: &[&str]) -> std::collections::BTreeMap<String, Vec<String>> {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        for m in migrations {
            conn.execute_batch(m).unwrap();
        }
        let mut tables = conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .unwrap();
        let names: Vec<String> = tables
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let mut out = std::collections::BTreeMap::new();
        for table in names {
            let mut info = conn
                .prepare(&format!("SELECT name, type, \"notnull\", pk FROM pragma_table_info('{table}') ORDER BY name"))
                .unwrap();
            let cols = info
                .query_map([], |r| {
                    let kind: String = r.get(1)?;
                    let kind = if kind == "BIGINT" {
                        "INTEGER".into()
                    } else {
                        kind
                    };
                    Ok(format!(
                        "{} {kind} notnull={} pk={}",
                        r.get::<_, String>(0)?,
                        r.get::<_, i64>(2)?,
                        r.get::<_, i64>(3)?
                    ))
                })
                .unwrap()
                .collect::<Result<Vec<_>, _>>()
                .unwrap();
            out.insert(table, cols);
        }
        out
    }

    #[test]
    fn the_postgres_schema_is_the_sqlite_schema_less_what_only_a_file_needs() {
        // The two backends keep their migrations apart (each is released as it is), so a
        // column added to one and forgotten in the other is caught here.
        let mut sqlite = columns(crate::MIGRATIONS);
        let pg = columns(super::MIGRATIONS);
        assert!(
            sqlite.remove("ahead_progress").is_some(),
            "records written ahead are only a file's"
        );
        assert_eq!(sqlite, pg);
        assert!(pg.len() >= 6, "{pg:?}");
    }

    #[test]
    fn a_url_is_shown_without_its_password() {
        for (url, shown) in [
            (
                "postgres://u:secret@db.example/airlock",
                "postgres://u@db.example/airlock",
            ),
            (
                "postgresql://u@h/db?host=/run/pg",
                "postgresql://u@h/db?host=/run/pg",
            ),
            ("postgres://u:p%40ss@h:5432", "postgres://u@h:5432"),
            ("postgresql:///db?user=x", "postgresql:///db?user=x"),
            (
                "postgresql://h/db?password=s&user=x",
                "postgresql://h/db?user=x",
            ),
        ] {
            assert_eq!(redact(url), shown, "{url}");
        }
    }
}
