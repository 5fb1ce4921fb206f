//! The hub: the one task that owns pending approvals. Handlers send it messages; it reads and
//! writes the store, keeps the waiters of each pending approval, times approvals out, notices
//! approvals closed elsewhere (by the gate that asked, through the shared store), withdraws the
//! cards whose asker has gone (it waited on the card, and its connection closed: its process
//! was killed, say), and tells the page of every change through the event channel.
//!
//! INVARIANT: an approval leaves `pending` only through `Store::decide` or `Store::expire`,
//! whose `state = 'pending'` guard makes the decision happen once; the hub then tells every
//! waiter and the page.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use airlock_gate::{Gate, GateError, now_ms};
use airlock_store::{Approval, ApprovalId, ApprovalState, Decision, NewApproval, StoreError};
use airlock_wire::ApprovalView;
use serde_json::{Value, json};
use tokio::sync::{broadcast, mpsc, oneshot};

use crate::api::ApiError;
use crate::webhook::Webhook;

/// How often the hub looks for timed-out approvals and approvals closed elsewhere.
const SWEEP: Duration = Duration::from_millis(250);

/// How long a card whose asker waited on it may go without a waiter before the asker is taken
/// for gone. An asker re-polls at once after each long-poll (and within a second after a lost
/// connection), so a card nobody has waited on for this long has no one to run its call.
const GONE_AFTER: Duration = Duration::from_secs(2);

/// What the page hears of.
#[derive(Debug, Clone)]
pub(crate) enum Event {
    /// A new pending approval (its view).
    Pending(ApprovalView),
    /// An approval was decided, timed out or withdrawn (its view).
    Closed(ApprovalView),
}

/// A question as the API received it; texts are masked by the hub before they are stored.
#[derive(Debug, Clone)]
pub(crate) struct NewCard {
    pub id: Option<ApprovalId>,
    pub session: String,
    pub server: String,
    pub tool: String,
    pub args: Value,
    pub label: String,
    pub tier: String,
    pub class: String,
    pub reason: String,
    pub rule: String,
    pub lineage: String,
    pub depth: u32,
    pub timeout_secs: u64,
    pub offers_session: bool,
    pub definition_changed: bool,
    pub cost_usd: Option<f64>,
    /// The caller's hash of the unmasked call (a gate sends it, since its `args` are masked);
    /// without it, the hash of `args`.
    pub call_hash: Option<String>,
    /// The caller long-polls the approval from now on (a gate): if no long-poll of it is open
    /// for [`GONE_AFTER`], the caller is taken for gone, even before its first one.
    pub waits: bool,
    /// The policy denies the call: it is stored denied at once, never shown as a question.
    pub deny_now: Option<String>,
    /// The machine the call was made on.
    pub host: String,
    /// The OS user the caller runs as, if it said.
    pub user: String,
    /// The working directory or project the call works in, if the caller said.
    pub cwd: String,
    /// Each enclosed action (a shell script's commands, a meta-tool's actions) with its tier.
    pub commands: Value,
}

/// A human's choice on the page or through the API.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Choice {
    Once,
    Session,
    Always,
    Definition,
    Deny(String),
}

impl Choice {
    fn as_str(&self) -> &'static str {
        match self {
            Choice::Once => "once",
            Choice::Session => "session",
            Choice::Always => "always",
            Choice::Definition => "definition",
            Choice::Deny(_) => "deny",
        }
    }
}

type Reply<T> = oneshot::Sender<Result<T, ApiError>>;

/// A view and, while it is pending, a receiver that gets the decided view.
pub(crate) type Watch = (ApprovalView, Option<oneshot::Receiver<ApprovalView>>);

/// The messages the hub takes.
pub(crate) enum Msg {
    Create(Box<NewCard>, Reply<ApprovalView>),
    /// A look at an approval; with `true`, the caller waits for its decision (a long-poll).
    Watch(ApprovalId, bool, Reply<Watch>),
    Decide(ApprovalId, Choice, Reply<ApprovalView>),
    Withdraw(ApprovalId, Reply<ApprovalView>),
    List(Option<ApprovalState>, Reply<Vec<ApprovalView>>),
}

/// Starts the hub; returns its mailbox.
pub(crate) fn spawn(
    gate: Arc<Gate>,
    events: broadcast::Sender<Event>,
    policy_file: Option<PathBuf>,
    webhook: Option<Webhook>,
) -> mpsc::Sender<Msg> {
    let (tx, mut rx) = mpsc::channel(1024);
    let mut hub = Hub {
        gate,
        events,
        policy_file,
        webhook,
        waiters: HashMap::new(),
        pending: HashSet::new(),
        watched: HashMap::new(),
    };
    hub.load();
    // A store shared with other daemons (PostgreSQL) says when any of them asked or decided:
    // the hub sweeps at once rather than at its next tick.
    let changed = Arc::new(tokio::sync::Notify::new());
    let wake = changed.clone();
    let watch = match hub
        .gate
        .with_store(|s| s.watch_approvals(move || wake.notify_one()))
    {
        Ok(watch) => watch,
        Err(e) => {
            tracing::warn!("cannot hear of other daemons' approvals at once: {e}");
            None
        }
    };
    tokio::spawn(async move {
        // Listens as long as the hub runs.
        let _watch = watch;
        let mut tick = tokio::time::interval(SWEEP);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                msg = rx.recv() => match msg {
                    Some(msg) => hub.handle(msg),
                    None => break,
                },
                _ = tick.tick() => hub.sweep(),
                _ = changed.notified() => hub.sweep(),
            }
        }
    });
    tx
}

struct Hub {
    gate: Arc<Gate>,
    events: broadcast::Sender<Event>,
    policy_file: Option<PathBuf>,
    webhook: Option<Webhook>,
    /// Who waits for each pending approval.
    waiters: HashMap<String, Vec<oneshot::Sender<ApprovalView>>>,
    /// The pending approvals handed to this daemon.
    pending: HashSet<String>,
    /// The pending approvals someone waited on: `None` while a waiter's connection is open,
    /// else since when none is.
    watched: HashMap<String, Option<Instant>>,
}

impl Hub {
    /// Picks up the approvals that were pending when the daemon last stopped.
    fn load(&mut self) {
        match self.store(|s| s.list_approvals(ApprovalState::Pending)) {
            Ok(list) => {
                for a in list {
                    if self.card(&a.id).get("handed").is_some() {
                        self.pending.insert(a.id.as_str().to_owned());
                    }
                }
            }
            Err(e) => tracing::error!("cannot read the pending approvals: {}", e),
        }
    }

    fn handle(&mut self, msg: Msg) {
        match msg {
            Msg::Create(card, reply) => {
                let _ = reply.send(self.create(*card));
            }
            Msg::Watch(id, wait, reply) => {
                let _ = reply.send(self.watch(&id, wait));
            }
            Msg::Decide(id, choice, reply) => {
                let _ = reply.send(self.decide(&id, choice));
            }
            Msg::Withdraw(id, reply) => {
                let _ = reply.send(self.withdraw(&id));
            }
            Msg::List(state, reply) => {
                let _ = reply.send(self.list(state));
            }
        }
    }

    fn create(&mut self, c: NewCard) -> Result<ApprovalView, ApiError> {
        let now = now_ms();
        let masker = self.gate.masker();
        let id = c.id.clone().unwrap_or_default();
        let existing = self.store(|s| s.get_approval(&id))?;
        let hash = c
            .call_hash
            .clone()
            .unwrap_or_else(|| airlock_gate::call_hash(&c.server, &c.tool, &c.args));
        let args = masker.mask_json(&c.args).into_value();
        let shown = masker.mask(&airlock_store::canonical_json(&args));
        match &existing {
            // An id is bound to one call: the same server, tool and arguments (by the hash of
            // the call, and by the masked arguments, which a caller that names the hash itself
            // cannot choose apart from it).
            Some(a)
                if a.server != c.server
                    || a.tool != c.tool
                    || a.call_hash != hash
                    || (c.call_hash.is_some() && a.args != shown.as_str()) =>
            {
                return Err(ApiError::Conflict {
                    field: "id",
                    message: format!(
                        "approval `{id}` belongs to another call (its call_hash is {})",
                        a.call_hash
                    ),
                });
            }
            Some(_) => {}
            None => {
                let timeout_ms = i64::try_from(c.timeout_secs.saturating_mul(1000)).unwrap_or(0);
                let new = NewApproval {
                    server: c.server.clone(),
                    tool: c.tool.clone(),
                    label: masker.mask(&c.label),
                    tier: c.tier.clone(),
                    reason: masker.mask(&c.reason),
                    args: shown,
                    call_hash: hash,
                    session: c.session.clone(),
                    lineage: masker.mask(&c.lineage),
                    created_ms: now,
                    expires_ms: now.saturating_add(timeout_ms),
                };
                self.store(|s| s.insert_approval(&id, new))?;
            }
        }
        if self.card(&id).get("handed").is_none() {
            let plain = airlock_gate::always_offered(&c.tool, &c.label);
            let offers_always = self.policy_file.is_some() && c.tier == "ask_once" && plain;
            let always_absent = if offers_always {
                None
            } else if c.tier != "ask_once" {
                Some(format!(
                    "No \"approve always\": this call is {}, which asks every time (or never \
                     runs) by rule; only an ask-once tool can be allowed for good from a card.",
                    c.tier.replace('_', " ")
                ))
            } else if !plain {
                Some(
                    "No \"approve always\": the call holds several actions (a script or a \
                     meta-tool); allow them with rules in your policy file instead."
                        .to_owned(),
                )
            } else {
                Some(
                    "No \"approve always\": the daemon has no policy file to write the rule \
                     into; create ~/.config/airlock/policy.toml (airlock policy show --default), \
                     or start airlock serve with --policy FILE."
                        .to_owned(),
                )
            };
            let card = json!({
                // Asked by a program through the API, not by a gate, which records its own
                // calls: the daemon records this one's decision in the audit.
                "api": c.id.is_none(),
                "host": c.host,
                "user": c.user,
                "cwd": c.cwd,
                "commands": c.commands,
                "always_absent": always_absent,
                "handed": true,
                "class": c.class,
                "rule": c.rule,
                "depth": c.depth,
                "offers_session": c.offers_session,
                "offers_always": offers_always,
                "definition_changed": c.definition_changed,
                "cost_usd": c.cost_usd,
            });
            let text = masker.mask(&airlock_store::canonical_json(
                masker.mask_json(&card).as_value(),
            ));
            self.store(|s| s.set_approval_card(&id, &text))?;
        }
        if let Some(why) = &c.deny_now {
            let reason = masker.mask(why);
            let _ = self.store(|s| s.decide(&id, Decision::Deny { reason }, "rule", now));
            self.record_api_decision(&id);
        }
        let view = self.view_of(&id)?;
        let pending = view.state == "pending";
        if pending && c.waits {
            // The grace starts now: an asker killed before its first long-poll is gone too.
            self.watched
                .entry(id.as_str().to_owned())
                .or_insert_with(|| Some(Instant::now()));
        }
        if pending && self.pending.insert(id.as_str().to_owned()) {
            let _ = self.events.send(Event::Pending(view.clone()));
            if let Some(hook) = &self.webhook {
                hook.notify(&serde_json::to_value(&view).unwrap_or_default());
            }
        }
        Ok(view)
    }

    fn watch(&mut self, id: &ApprovalId, wait: bool) -> Result<Watch, ApiError> {
        let view = self.view_of(id)?;
        if view.state != "pending" || !wait {
            return Ok((view, None));
        }
        self.watched.insert(id.as_str().to_owned(), None);
        let (tx, rx) = oneshot::channel();
        self.waiters
            .entry(id.as_str().to_owned())
            .or_default()
            .push(tx);
        Ok((view, Some(rx)))
    }

    fn decide(&mut self, id: &ApprovalId, choice: Choice) -> Result<ApprovalView, ApiError> {
        let now = now_ms();
        let approval = self.get(id)?;
        let card = self.card(id);
        let offered = |key: &str| card.get(key).and_then(Value::as_bool) == Some(true);
        if approval.state != ApprovalState::Pending {
            return Err(decided(id));
        }
        if card.get("handed").is_none() {
            return Err(ApiError::Conflict {
                field: "id",
                message: format!("approval `{id}` is being asked elsewhere (at a terminal)"),
            });
        }
        if now >= approval.expires_ms {
            self.sweep();
            return Err(ApiError::Conflict {
                field: "id",
                message: format!("approval `{id}` timed out"),
            });
        }
        let refuse = |what: &str| {
            Err(ApiError::Conflict {
                field: "answer",
                message: format!("`{}` is not offered for this call: {what}", choice.as_str()),
            })
        };
        let stored = match &choice {
            Choice::Session if !offered("offers_session") => {
                return refuse("only an ask_once call can be approved for the session");
            }
            Choice::Always if !offered("offers_always") => {
                return refuse(
                    "only a plain ask_once tool can be allowed always, and only when the \
                     daemon was given the policy file",
                );
            }
            Choice::Definition if !offered("definition_changed") => {
                return refuse("the tool's definition did not change");
            }
            Choice::Session => Decision::ApproveSession,
            Choice::Once | Choice::Always | Choice::Definition => Decision::ApproveOnce,
            Choice::Deny(reason) => Decision::Deny {
                reason: self.gate.masker().mask(reason),
            },
        };
        if choice == Choice::Always {
            let path = self.policy_file.clone().unwrap_or_default();
            crate::policy_write::append_allow_rule(&path, &approval.server, &approval.tool, now)
                .map_err(|e| ApiError::Conflict {
                    field: "answer",
                    message: e.to_string(),
                })?;
            // The human's answer approves the lowering this rule makes: the daemon's own gate
            // takes it up without asking again.
            self.gate.accept_policy_file();
            // Gates that read the file before this answer learn of it from the store.
            let file = airlock_gate::policy_key(&path);
            self.store(|s| s.grant_always(&approval.server, &approval.tool, &file, now))?;
        }
        self.store(|s| s.decide(id, stored, "human", now))?;
        self.record_api_decision(id);
        let mut card = card;
        if let Some(obj) = card.as_object_mut() {
            obj.insert("answer".to_owned(), json!(choice.as_str()));
        }
        let masker = self.gate.masker();
        let text = masker.mask(&airlock_store::canonical_json(
            masker.mask_json(&card).as_value(),
        ));
        self.store(|s| s.set_approval_card(id, &text))?;
        self.closed(id)
    }

    fn withdraw(&mut self, id: &ApprovalId) -> Result<ApprovalView, ApiError> {
        let reason = self
            .gate
            .masker()
            .mask("the client withdrew the call while it waited for approval");
        match self.store(|s| s.decide(id, Decision::Deny { reason }, "cancelled", now_ms())) {
            Ok(_) => {
                self.record_api_decision(id);
                self.closed(id)
            }
            Err(ApiError::Conflict { .. }) => self.closed(id),
            Err(e) => Err(e),
        }
    }

    fn list(&mut self, state: Option<ApprovalState>) -> Result<Vec<ApprovalView>, ApiError> {
        let now = now_ms();
        let list = match state {
            Some(state) => self.store(|s| s.list_approvals(state))?,
            None => {
                let mut all = self.store(|s| s.list_approvals(ApprovalState::Pending))?;
                all.extend(self.store(|s| s.recent_approvals(0, 200))?);
                all
            }
        };
        Ok(list
            .iter()
            .filter_map(|a| {
                let card = self.card(&a.id);
                card.get("handed").map(|_| view(a, &card, now))
            })
            .collect())
    }

    /// Times out what is due, and tells the waiters of approvals that were closed elsewhere.
    fn sweep(&mut self) {
        let now = now_ms();
        // Each approval expires once, whichever daemon sweeps first: that one records it.
        match self.store(|s| s.expire(now)) {
            Ok(expired) => {
                for a in expired {
                    self.record_api_decision(&a.id);
                }
            }
            Err(e) => tracing::error!("cannot expire approvals: {}", e),
        }
        let Ok(pending) = self.store(|s| s.list_approvals(ApprovalState::Pending)) else {
            return;
        };
        let still: HashSet<String> = pending.iter().map(|a| a.id.as_str().to_owned()).collect();
        self.adopt(&pending, now);
        let gone: Vec<String> = self.pending.difference(&still).cloned().collect();
        for id in gone {
            if let Some(id) = ApprovalId::parse(&id)
                && let Err(e) = self.closed(&id)
            {
                tracing::warn!("cannot read the closed approval `{id}`: {}", e);
            }
        }
        for senders in self.waiters.values_mut() {
            senders.retain(|s| !s.is_closed());
        }
        self.waiters.retain(|_, s| !s.is_empty());
        self.withdraw_the_abandoned();
    }

    /// Takes up the cards asked through another daemon on the same store (another host's, on
    /// a shared store): the page shows them, and a decision here reaches their asker through
    /// the store.
    fn adopt(&mut self, pending: &[Approval], now: i64) {
        for a in pending {
            if self.pending.contains(a.id.as_str()) {
                continue;
            }
            let card = self.card(&a.id);
            if card.get("handed").is_some() {
                self.pending.insert(a.id.as_str().to_owned());
                let _ = self.events.send(Event::Pending(view(a, &card, now)));
            }
        }
    }

    /// Withdraws the cards whose asker has gone: it waited on the card, and no waiter's
    /// connection has been open for [`GONE_AFTER`] (a closed connection drops its waiter).
    fn withdraw_the_abandoned(&mut self) {
        let now = Instant::now();
        let mut gone = Vec::new();
        for (id, since) in &mut self.watched {
            if self.waiters.contains_key(id) {
                *since = None;
                continue;
            }
            match since {
                None => *since = Some(now),
                Some(t) if now.duration_since(*t) >= GONE_AFTER => gone.push(id.clone()),
                Some(_) => {}
            }
        }
        for id in gone {
            self.watched.remove(&id);
            if let Some(id) = ApprovalId::parse(&id)
                && let Err(e) = self.abandoned(&id)
            {
                tracing::warn!("cannot withdraw the abandoned approval `{id}`: {}", e);
            }
        }
    }

    /// Closes `id` as withdrawn, since its asker is gone, and records that in the audit: the
    /// asker, which would have recorded the call, cannot.
    fn abandoned(&mut self, id: &ApprovalId) -> Result<(), ApiError> {
        let now = now_ms();
        let masker = self.gate.masker();
        let why = "withdrawn: the asker went away while the card waited (its connection to the \
                   daemon closed and it did not come back); the call did not run";
        let reason = masker.mask(why);
        match self.store(|s| s.decide(id, Decision::Deny { reason }, "cancelled", now)) {
            Ok(_) => {}
            // Decided meanwhile (a human, the asker's own withdrawal): nothing to record here.
            Err(ApiError::Conflict { .. }) => return self.closed(id).map(|_| ()),
            Err(e) => return Err(e),
        }
        let card = self.card(id);
        if card.get("api").and_then(Value::as_bool) == Some(true) {
            // A card a program made through the API is recorded as every other decision of
            // such a card: one record per call.
            self.record_api_decision(id);
        } else {
            let a = self.get(id)?;
            let rule = card.get("rule").and_then(Value::as_str).unwrap_or_default();
            let record = self.record_of(&a, rule, now, "deny", "cancelled", why);
            self.store(|s| s.append(record))?;
        }
        tracing::info!("withdrew approval `{id}`: its asker went away");
        self.closed(id).map(|_| ())
    }

    /// Tells everyone that `id` is no longer pending; returns its view. Whoever closed it
    /// recorded it (`record_api_decision`): on a shared store, that may be another daemon.
    fn closed(&mut self, id: &ApprovalId) -> Result<ApprovalView, ApiError> {
        let view = self.view_of(id)?;
        self.pending.remove(id.as_str());
        self.watched.remove(id.as_str());
        for waiter in self.waiters.remove(id.as_str()).unwrap_or_default() {
            let _ = waiter.send(view.clone());
        }
        let _ = self.events.send(Event::Closed(view.clone()));
        Ok(view)
    }

    /// Writes the audit record of an approval asked through the API, once it is decided: no
    /// gate records it, and every decision belongs in the audit.
    fn record_api_decision(&self, id: &ApprovalId) {
        let card = self.card(id);
        if card.get("api").and_then(Value::as_bool) != Some(true) {
            return;
        }
        let Ok(a) = self.get(id) else {
            return;
        };
        let Some(decided) = a.decided_ms else {
            return;
        };
        let approved = matches!(
            a.state,
            ApprovalState::ApprovedOnce | ApprovalState::ApprovedSession
        );
        let rule = card.get("rule").and_then(Value::as_str).unwrap_or("");
        let record = self.record_of(
            &a,
            rule,
            decided,
            if approved { "allow" } else { "deny" },
            a.decided_by.as_deref().unwrap_or_default(),
            &format!(
                "asked through the API; {}",
                a.deny_reason.as_deref().unwrap_or(a.state.as_str())
            ),
        );
        // The record says where the call was asked (the card's host, user and directory), not
        // where this daemon runs; what the card does not say is this daemon's.
        let text = |key: &str| {
            card.get(key)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        let asker = airlock_store::Identity {
            host: text("host"),
            user: text("user"),
            cwd: text("cwd"),
        };
        if let Err(e) = self.store(|s| s.append_as(asker, record)) {
            tracing::error!("cannot record the decision of approval `{id}`: {}", e);
        }
    }

    /// The audit record of approval `a`'s end at `time_ms`, masked: the daemon writes one for a
    /// card no gate records (asked through the API, or withdrawn when its asker went away).
    fn record_of(
        &self,
        a: &Approval,
        rule: &str,
        time_ms: i64,
        action: &str,
        decided_by: &str,
        detail: &str,
    ) -> airlock_store::NewRecord {
        let masker = self.gate.masker();
        airlock_store::NewRecord {
            time_ms,
            session: a.session.clone(),
            server: a.server.clone(),
            tool: a.tool.clone(),
            label: masker.mask(&a.label),
            tier: a.tier.clone(),
            action: action.to_owned(),
            rule: masker.mask(rule),
            decided_by: decided_by.to_owned(),
            detail: masker.mask(detail),
            duration_ms: time_ms.saturating_sub(a.created_ms),
            args: masker.mask(&a.args),
        }
    }

    fn get(&self, id: &ApprovalId) -> Result<Approval, ApiError> {
        self.store(|s| s.get_approval(id))?
            .ok_or_else(|| ApiError::NotFound {
                field: Some("id"),
                message: format!("no approval `{id}`"),
            })
    }

    fn view_of(&self, id: &ApprovalId) -> Result<ApprovalView, ApiError> {
        let approval = self.get(id)?;
        Ok(view(&approval, &self.card(id), now_ms()))
    }

    /// The kept card of `id` (an empty object when none was kept).
    fn card(&self, id: &ApprovalId) -> Value {
        self.store(|s| s.approval_card(id))
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_else(|| json!({}))
    }

    fn store<T>(
        &self,
        f: impl FnOnce(&mut airlock_store::Store) -> airlock_store::Result<T>,
    ) -> Result<T, ApiError> {
        self.gate.with_store(f).map_err(|e| match e {
            GateError::Store(StoreError::NoSuchApproval(id)) => ApiError::NotFound {
                field: Some("id"),
                message: format!("no approval `{id}`"),
            },
            GateError::Store(StoreError::AlreadyDecided(id)) => decided_text(&id),
            GateError::Store(other) => ApiError::Internal(format!("the store failed: {other}")),
            other => ApiError::Internal(other.to_string()),
        })
    }
}

fn decided(id: &ApprovalId) -> ApiError {
    decided_text(id.as_str())
}

fn decided_text(id: &str) -> ApiError {
    ApiError::Conflict {
        field: "id",
        message: format!("approval `{id}` was already decided"),
    }
}

/// An approval as the API and the page show it. Every text in it was masked when stored.
pub(crate) fn view(a: &Approval, card: &Value, now: i64) -> ApprovalView {
    let args = serde_json::from_str::<Value>(&a.args).unwrap_or_else(|_| json!(a.args));
    let text = |key: &str| card.get(key).and_then(Value::as_str).map(str::to_owned);
    let flag = |key: &str| card.get(key).and_then(Value::as_bool).unwrap_or(false);
    ApprovalView {
        id: a.id.as_str().to_owned(),
        state: a.state.as_str().to_owned(),
        server: a.server.clone(),
        tool: a.tool.clone(),
        label: a.label.clone(),
        tier: a.tier.clone(),
        class: text("class"),
        reason: a.reason.clone(),
        rule: text("rule"),
        lineage: a.lineage.clone(),
        depth: card
            .get("depth")
            .and_then(Value::as_u64)
            .and_then(|d| u32::try_from(d).ok()),
        session: a.session.clone(),
        args,
        call_hash: a.call_hash.clone(),
        created_ms: a.created_ms,
        expires_ms: a.expires_ms,
        now_ms: now,
        offers_session: flag("offers_session"),
        offers_always: flag("offers_always"),
        always_absent: text("always_absent"),
        host: text("host"),
        user: text("user"),
        cwd: text("cwd"),
        commands: card
            .get("commands")
            .and_then(|c| serde_json::from_value(c.clone()).ok())
            .unwrap_or_default(),
        definition_changed: flag("definition_changed"),
        cost_usd: card.get("cost_usd").and_then(Value::as_f64),
        answer: card
            .get("answer")
            .and_then(|c| serde_json::from_value(c.clone()).ok()),
        decided_by: a.decided_by.clone(),
        decided_ms: a.decided_ms,
        deny_reason: a.deny_reason.clone(),
    }
}
