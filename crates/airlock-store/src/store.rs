//! [`Store`]: one type for both backends. Each method runs on the backend the store's address
//! chose when it was opened, so that callers (the gate, the daemon, the hooks) never know which.

use std::path::Path;

use airlock_mask::Masked;

use crate::pg::Pg;
pub use crate::pg::Watch;
use crate::{
    Approval, ApprovalId, ApprovalState, AuditQuery, Bucket, Decision, Filter, HandOff, Head,
    Identity, NewApproval, NewHandOff, NewRecord, Outcome, PinOutcome, PinState, Record, RecordId,
    Result, ServerStats, Sqlite, Ticket, VerifyReport,
};

/// The store: audit log, grants, pending approvals, tool pins, hand-offs. Synchronous; on
/// SQLite (a file, or memory) or on PostgreSQL (a `postgres://` URL), chosen by
/// [`Store::open`].
#[derive(Debug)]
pub struct Store {
    backend: Backend,
}

#[derive(Debug)]
enum Backend {
    Sqlite(Sqlite),
    Postgres(Pg),
}

/// Whether `address` names a PostgreSQL store (`postgres://…` or `postgresql://…`) rather than
/// a SQLite file.
pub fn is_postgres_url(address: &str) -> bool {
    ["postgres://", "postgresql://"].iter().any(|scheme| {
        address
            .get(..scheme.len())
            .is_some_and(|s| s.eq_ignore_ascii_case(scheme))
    })
}

/// `address` as messages show it: a PostgreSQL URL without its password, a path as it is.
pub fn shown_address(address: &Path) -> String {
    match address.to_str().filter(|a| is_postgres_url(a)) {
        Some(url) => crate::pg::redact(url),
        None => address.display().to_string(),
    }
}

impl Store {
    /// Opens the store at `address` and migrates it: a PostgreSQL store when it is a
    /// `postgres://` URL (see [`Store::connect`]), else the SQLite file at that path (created if
    /// needed, with WAL and mode 0600).
    pub fn open(address: &Path) -> Result<Store> {
        if let Some(url) = address.to_str().filter(|a| is_postgres_url(a)) {
            return Store::connect(url);
        }
        Ok(Store {
            backend: Backend::Sqlite(Sqlite::open(address)?),
        })
    }

    /// Connects to the PostgreSQL store at `url` and migrates it. Gives up with
    /// [`crate::StoreError::Unreachable`] when the server cannot be reached within the URL's
    /// `connect_timeout` (5 s when it names none).
    pub fn connect(url: &str) -> Result<Store> {
        Ok(Store {
            backend: Backend::Postgres(Pg::connect(url)?),
        })
    }

    /// Opens a fresh SQLite store that lives only in memory.
    pub fn open_in_memory() -> Result<Store> {
        Ok(Store {
            backend: Backend::Sqlite(Sqlite::open_in_memory()?),
        })
    }

    /// Calls `wake` whenever an approval changes anywhere, for a store shared across hosts
    /// (PostgreSQL's `LISTEN`/`NOTIFY`): a daemon then reads at once what another daemon
    /// asked or decided. `None` for a SQLite store, whose daemon reads changes by polling. The
    /// watch stops when dropped.
    pub fn watch_approvals(&self, wake: impl Fn() + Send + 'static) -> Result<Option<Watch>> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(None),
            Backend::Postgres(p) => p.watch(Box::new(wake)).map(Some),
        }
    }

    /// Stamps `identity` (this process's host, OS user and working directory, or the agent's)
    /// on every record this store appends from now on.
    pub fn set_identity(&mut self, identity: Identity) {
        match &mut self.backend {
            Backend::Sqlite(s) => s.identity = identity,
            Backend::Postgres(p) => p.identity = identity,
        }
    }

    /// Appends `new` as made where `identity` says (the host, user and directory of a caller
    /// that asked through a daemon), not where this store runs; an empty field of `identity` is
    /// this store's. Later appends are stamped as before.
    pub fn append_as(&mut self, identity: Identity, new: NewRecord) -> Result<RecordId> {
        let own = match &mut self.backend {
            Backend::Sqlite(s) => &mut s.identity,
            Backend::Postgres(p) => &mut p.identity,
        };
        let or = |theirs: String, ours: &str| {
            if theirs.is_empty() {
                ours.to_owned()
            } else {
                theirs
            }
        };
        let merged = Identity {
            host: or(identity.host, &own.host),
            user: or(identity.user, &own.user),
            cwd: or(identity.cwd, &own.cwd),
        };
        let saved = std::mem::replace(own, merged);
        let out = self.append(new);
        self.set_identity(saved);
        out
    }

    /// Whether this store is a PostgreSQL store, shared by the daemons and hooks of many hosts.
    pub fn is_shared(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// Moves the checkpoints of a SQLite store's log off its commits (see the SQLite backend);
    /// nothing to do on PostgreSQL, which checkpoints on its own.
    pub fn checkpoint_in_background(&mut self) -> Result<()> {
        match &mut self.backend {
            Backend::Sqlite(s) => s.checkpoint_in_background(),
            Backend::Postgres(_) => Ok(()),
        }
    }

    /// The log size, in pages, at which a commit on a SQLite store checkpoints its log; 0 on
    /// PostgreSQL, whose commits never do.
    pub fn in_commit_checkpoint_pages(&self) -> Result<i64> {
        match &self.backend {
            Backend::Sqlite(s) => s.in_commit_checkpoint_pages(),
            Backend::Postgres(_) => Ok(0),
        }
    }

    /// Makes a SQLite store write the records of calls about to run ahead
    /// ([`Store::append_ahead`]). A PostgreSQL store appends at once: the chain is shared with
    /// other hosts, and only the database orders their records.
    pub fn write_ahead(&mut self) -> Result<()> {
        match &mut self.backend {
            Backend::Sqlite(s) => s.write_ahead(),
            Backend::Postgres(_) => Ok(()),
        }
    }

    /// Whether this store writes records ahead.
    pub fn writes_ahead(&self) -> bool {
        match &self.backend {
            Backend::Sqlite(s) => s.writes_ahead(),
            Backend::Postgres(_) => false,
        }
    }

    /// Records `new` ahead, on a SQLite store that writes ahead; any other store appends it to
    /// the chain at once. An error means it was not recorded.
    pub fn append_ahead(&mut self, new: NewRecord) -> Result<Ticket> {
        match &mut self.backend {
            Backend::Sqlite(s) => s.append_ahead(new),
            Backend::Postgres(p) => p.append(new).map(|_| Ticket::done()),
        }
    }

    /// Whether the record `ticket` stands for is in the audit chain.
    pub fn is_copied(&self, ticket: Ticket) -> bool {
        match &self.backend {
            Backend::Sqlite(s) => s.is_copied(ticket),
            Backend::Postgres(_) => true,
        }
    }

    /// Whether another process marked a tool pin as changed since this store last looked.
    /// Always true for a store that does not write ahead (a PostgreSQL store among them), whose
    /// callers check pins in the record's own transaction ([`Store::append_unless_changed`]).
    pub fn pins_moved(&mut self) -> Result<bool> {
        match &mut self.backend {
            Backend::Sqlite(s) => s.pins_moved(),
            Backend::Postgres(_) => Ok(true),
        }
    }
}

/// Methods both backends have, with the same meaning: each runs on the store's backend.
macro_rules! both {
    (
        ref: { $( $(#[$rdoc:meta])* fn $rname:ident($($rarg:ident: $rty:ty),*) -> $rret:ty; )* }
        mut: { $( $(#[$mdoc:meta])* fn $mname:ident($($marg:ident: $mty:ty),*) -> $mret:ty; )* }
    ) => {
        impl Store {
            $(
                $(#[$rdoc])*
                pub fn $rname(&self, $($rarg: $rty),*) -> $rret {
                    match &self.backend {
                        Backend::Sqlite(s) => s.$rname($($rarg),*),
                        Backend::Postgres(p) => p.$rname($($rarg),*),
                    }
                }
            )*
            $(
                $(#[$mdoc])*
                pub fn $mname(&mut self, $($marg: $mty),*) -> $mret {
                    match &mut self.backend {
                        Backend::Sqlite(s) => s.$mname($($marg),*),
                        Backend::Postgres(p) => p.$mname($($marg),*),
                    }
                }
            )*
        }
    };
}

both! {
    ref: {
        /// The schema version of this store.
        fn schema_version() -> Result<i64>;
        /// One approval by id.
        fn get_approval(id: &ApprovalId) -> Result<Option<Approval>>;
        /// Approvals in `state`, oldest first.
        fn list_approvals(state: ApprovalState) -> Result<Vec<Approval>>;
        /// The card text kept by [`Store::set_approval_card`] (`{}` when none was kept).
        fn approval_card(id: &ApprovalId) -> Result<Option<String>>;
        /// Approvals decided at or after `since_ms`, newest first, at most `limit`.
        fn recent_approvals(since_ms: i64, limit: u32) -> Result<Vec<Approval>>;
        /// One record by id.
        fn get(id: RecordId) -> Result<Option<Record>>;
        /// Records matching `filter`, newest first.
        fn list(filter: &Filter) -> Result<Vec<Record>>;
        /// Decision counts per server, by action.
        fn stats() -> Result<Vec<ServerStats>>;
        /// Records matching `query`, newest first.
        fn query(query: &AuditQuery) -> Result<Vec<Record>>;
        /// Allowed, asked and denied counts per server in buckets of `bucket_ms` (at least 1)
        /// over `[since_ms, until_ms)`, oldest bucket first.
        fn timeline(since_ms: i64, until_ms: i64, bucket_ms: i64) -> Result<Vec<Bucket>>;
        /// Walks the chain from the first record and reports the first one that does not
        /// verify, and checks its end against the anchor beside a SQLite store.
        ///
        /// An edited record fails its own hash; an inserted or deleted one breaks the link of
        /// the record after it (ids are part of the hash, so renumbering does not help); records
        /// cut off the end leave a chain shorter than the anchor.
        fn verify() -> Result<VerifyReport>;
        /// [`Store::verify`], against `anchor` (as `airlock audit head` printed it, kept
        /// elsewhere) when given, instead of the anchor file beside a SQLite store.
        fn verify_against(anchor: Option<&Head>) -> Result<VerifyReport>;
        /// The chain's newest record (its count and hash), for safekeeping elsewhere: `airlock
        /// audit verify --anchor` checks the chain against it later.
        fn head() -> Result<Option<Head>>;
        /// The hand-off of `session` under `call_key`, waiting or closed as not run.
        fn handed_off(session: &str, call_key: &str) -> Result<Option<HandOff>>;
        /// The oldest waiting hand-off of `session`'s `agent` for the call with `call_hash`.
        fn handed_off_call(session: &str, agent: &str, call_hash: &str) -> Result<Option<HandOff>>;
        /// Every waiting hand-off of `session`, of one agent's calls when `agent` is given,
        /// oldest first.
        fn hand_offs(session: &str, agent: Option<&str>) -> Result<Vec<HandOff>>;
        /// The pin state of `server`/`tool`.
        fn pin_state(server: &str, tool: &str) -> Result<PinState>;
        /// Whether `session` holds a grant for `key` on `server`.
        fn has_grant(session: &str, server: &str, key: &str) -> Result<bool>;
        /// The origin of the page `server`'s browser shows in `session`, as last recorded.
        fn page(session: &str, server: &str) -> Result<Option<String>>;
        /// The tunnels `session`'s calls opened: each local port (0: one not known) and where
        /// it leads, oldest first.
        fn tunnels(session: &str) -> Result<Vec<(i64, String)>>;
        /// Whether a human allowed `server`/`tool` always through `policy_file` at or after
        /// `since_ms`: a gate that loaded the file at `since_ms` has not read that rule; one
        /// that loaded it later has, and needs no grant.
        fn always_granted_since(server: &str, tool: &str, policy_file: &str, since_ms: i64) -> Result<bool>;
    }
    mut: {
        /// Stores a new pending approval and returns its fresh id.
        fn create_approval(new: NewApproval) -> Result<ApprovalId>;
        /// Decides a pending approval; succeeds exactly once per approval, across every
        /// connection to the store (a second decision gets
        /// [`crate::StoreError::AlreadyDecided`]).
        fn decide(id: &ApprovalId, decision: Decision, by: &str, now_ms: i64) -> Result<Approval>;
        /// Denies every pending approval whose expiry is at or before `now_ms`, with reason
        /// "timed out"; returns the expired approvals.
        fn expire(now_ms: i64) -> Result<Vec<Approval>>;
        /// Stores a pending approval under an id chosen elsewhere. Returns false, changing
        /// nothing, when the id exists already.
        fn insert_approval(id: &ApprovalId, new: NewApproval) -> Result<bool>;
        /// Keeps the rest of an approval's card (the rule, the class, the flags), as masked
        /// JSON text, so that a restarted daemon shows the same card.
        fn set_approval_card(id: &ApprovalId, card: &Masked) -> Result<()>;
        /// Appends a record to the chain and returns its id.
        fn append(new: NewRecord) -> Result<RecordId>;
        /// Appends a record for a call to `server`/`tool` that is to run, unless the tool's
        /// pinned definition has changed: then nothing is written and `None` comes back. The
        /// pin is read in the record's own write transaction.
        fn append_unless_changed(new: NewRecord, server: &str, tool: &str) -> Result<Option<RecordId>>;
        /// Stores a call handed to a host's dialog (replacing one under the same key).
        fn hand_off(h: NewHandOff) -> Result<()>;
        /// Forgets the hand-offs of `session` closed as not run.
        fn forget_hand_offs(session: &str) -> Result<()>;
        /// Settles a hand-off: in one transaction, closes it (or, if the call ran, removes it
        /// and grants its keys to the session), and appends its audit record. `None` when
        /// nothing is to be written.
        fn settle_hand_off(session: &str, call_key: &str, outcome: Outcome) -> Result<Option<RecordId>>;
        /// Records `sha256_hex` as the latest definition of `server`/`tool`.
        fn pin_tool(server: &str, tool: &str, sha256_hex: &str, now_ms: i64) -> Result<PinOutcome>;
        /// Approves `sha256_hex` as the pinned definition of `server`/`tool`.
        fn approve_pin(server: &str, tool: &str, sha256_hex: &str) -> Result<()>;
        /// Grants `key` (a tool name or command prefix) to `session` on `server`.
        fn grant(session: &str, server: &str, key: &str, now_ms: i64) -> Result<()>;
        /// Records that a human allowed `server`/`tool` always, by an allow rule written into
        /// the policy file `policy_file` (its canonical path) at `now_ms`.
        fn grant_always(server: &str, tool: &str, policy_file: &str, now_ms: i64) -> Result<()>;
        /// Removes a grant; returns whether there was one.
        fn revoke(session: &str, server: &str, key: &str) -> Result<bool>;
        /// Records the origin of the page `server`'s browser shows in `session`; `None`
        /// forgets it (the page is not known).
        fn set_page(session: &str, server: &str, origin: Option<&str>, now_ms: i64) -> Result<()>;
        /// Records that a call of `session` opened local `port` (0: one not known) as a
        /// tunnel to `target`.
        fn add_tunnel(session: &str, port: i64, target: &str, now_ms: i64) -> Result<()>;
    }
}
