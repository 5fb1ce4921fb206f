//! The runtime around the pure decision core: a [`Gate`] holds the policy, the store and an
//! approver, and turns a tool call into exactly one [`Verdict`]: it resolves the call, raises it
//! when the tool's definition changed (a rug pull) or its description speaks to the model, answers
//! `ask_once` from session grants, asks the approver within the policy's timeout, and appends one
//! hash-chained audit record. Every fault on the way ends in "the call does not run".
//!
//! The library is everything an agent built on it needs; airlock's own front-ends are cargo
//! features, on by default: `home` (where airlock's files live), `terminal` (the `/dev/tty`
//! card) and `daemon` (the approval daemon's client, and `choose_approver`). An agent depends on
//! `airlock-gate` with `default-features = false` and brings its own [`Approver`].
//!
//! ```
//! # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
//! use std::sync::Arc;
//! use airlock_gate::{Gate, GateConfig, NoApprover, Request};
//!
//! let gate = Gate::new(
//!     airlock_policy::Policy::default_policy(),
//!     airlock_store::Store::open_in_memory().unwrap(),
//!     Arc::new(NoApprover::new("no approver available")),
//!     GateConfig::default(),
//! );
//! let save = Request::new("s1", Some("notes"), "save_note", serde_json::json!({"text": "hi"}));
//! let verdict = gate.decide(&save).await;
//! // The default policy asks before an unknown tool runs; with nobody to ask, no.
//! assert!(!verdict.runs());
//! assert!(verdict.message().contains("no approver available"));
//! # });
//! ```

#![deny(missing_docs)]

mod approver;
#[cfg(feature = "daemon")]
mod daemon;
mod guard;
#[cfg(feature = "home")]
mod home;
mod reload;
mod result;
#[cfg(feature = "terminal")]
mod terminal;
mod tools;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use airlock_mask::{Masked, Masker};
use airlock_policy::{Action, Call, Context, Decision, Policy, Tier};
use airlock_store::{ApprovalId, NewApproval, NewRecord, PinState, RecordId, Store};
use serde_json::Value;

pub use airlock_policy::{Floor, HostMode, ServerInfo};
pub use approver::{Answer, Approver, BoxFuture, Card, FnApprover, NoApprover};
#[cfg(feature = "daemon")]
pub use daemon::{DAEMON_FILE, DaemonApprover, DaemonInfo, choose_approver, write_private};
pub use guard::{AgentContext, Denied, HandTo, Screened};
#[cfg(feature = "home")]
pub use home::{
    HomeError, UserPolicy, config_home, default_home, own_dirs, store_path, user_policy,
};
pub use result::{ResultNote, fit as fit_json_string, notice as cut_notice, size_of as json_size};
#[cfg(feature = "terminal")]
pub use terminal::{TerminalApprover, visible};
pub use tools::{ToolNote, inspect_tool};

/// A tool call, the one call type of the gate: what is called, and who calls
/// ([`AgentContext`]). The policy reads it as an [`airlock_policy::Call`], and the gate adds
/// what it knows to the caller's part to make the decision's [`Context`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Request {
    /// The MCP server, if the tool is an MCP server's.
    pub server: Option<String>,
    /// The tool name.
    pub tool: String,
    /// The arguments, as the agent sent them.
    pub args: Value,
    /// The tool's annotations, as its server listed them.
    pub annotations: Option<Value>,
    /// Who the MCP server says it is, from its `initialize` answer.
    pub server_info: Option<Arc<ServerInfo>>,
    /// Who makes the call: the session, the (sub-)agent, the host's mode, a floor.
    pub agent: AgentContext,
}

impl Request {
    /// A call by the main agent of `session`, with no annotations.
    pub fn new(session: &str, server: Option<&str>, tool: &str, args: Value) -> Request {
        AgentContext::main(session).call_to(server, tool, args)
    }
}

/// Who or what settled a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DecidedBy {
    /// The policy, without asking.
    Rule,
    /// A session grant from an earlier answer.
    Grant,
    /// A sub-agent's auto_approve.
    Autonomy,
    /// A human's answer.
    Human,
    /// Nobody answered in time.
    Timeout,
    /// The client withdrew the call while it waited.
    Cancelled,
    /// Nobody could be asked.
    NoApprover,
    /// Something failed (the store, the approver); the call does not run.
    Fault,
}

impl DecidedBy {
    /// The stored spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            DecidedBy::Rule => "rule",
            DecidedBy::Grant => "grant",
            DecidedBy::Autonomy => "autonomy",
            DecidedBy::Human => "human",
            DecidedBy::Timeout => "timeout",
            DecidedBy::Cancelled => "cancelled",
            DecidedBy::NoApprover => "no_approver",
            DecidedBy::Fault => "fault",
        }
    }
}

/// Whether a call runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ruling {
    /// The call runs.
    Run,
    /// The call does not run; the message is for the agent (who denied, why, what to do).
    Deny {
        /// The message for the agent.
        message: String,
    },
}

/// The gate's answer for one call.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Verdict {
    /// Whether the call runs, and if not, what the agent is told.
    pub ruling: Ruling,
    /// The policy's decision.
    pub decision: Decision,
    /// Who settled it.
    pub decided_by: DecidedBy,
    /// The audit record, when one was written into the chain at once: `None` for a fault, and
    /// for a record written ahead (see [`Store::write_ahead`]), which reaches the chain
    /// shortly after (and before anything reads the chain).
    pub record: Option<RecordId>,
}

impl Verdict {
    /// Whether the call runs.
    pub fn runs(&self) -> bool {
        self.ruling == Ruling::Run
    }

    /// The message for the agent when the call does not run; empty when it runs.
    pub fn message(&self) -> &str {
        match &self.ruling {
            Ruling::Run => "",
            Ruling::Deny { message } => message,
        }
    }
}

/// What the gate knows of its surroundings.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct GateConfig {
    /// The agent's workspace, for judging file paths.
    pub workspace: Option<String>,
    /// The user's home directory, for judging file paths.
    pub home: Option<String>,
    /// airlock's own files (policy, store, token): denied to every tool.
    pub protected: Vec<String>,
    /// Paths in the workspace that hold only build output, as the caller looked them up for
    /// the call it decides (a hook, a process per call): see `Context::build_output`.
    pub build_output: Vec<String>,
    /// Secret files a search that prints lines would print from, as the caller looked them up
    /// for the call it decides: see `Context::search_secrets`.
    pub search_secrets: Vec<String>,
    /// Destinations of copies of a secret file's template where nothing exists yet, as the
    /// caller looked them up for the call it decides: see `Context::new_files`.
    pub new_files: Vec<String>,
    /// The workspace repository's current branch, as the caller looked it up for the call it
    /// decides: see `Context::git_head`.
    pub git_head: Option<airlock_policy::GitHead>,
    /// kubectl's current context, as the caller looked it up for the call it decides: see
    /// `Context::kube_context`.
    pub kube_context: Option<String>,
    /// Whether calls run inside airlock's sandbox (also set by the policy's `sandboxed`).
    pub sandboxed: bool,
    /// The policy file the gate's policy was read from, as [`policy_key`] names it. "Approve
    /// always" writes its allow rule into that file and records the answer in the store; a
    /// gate that read the file before the answer honours it until it restarts and reads the
    /// rule itself.
    pub policy_file: Option<String>,
}

/// Whether "approve always" can be offered for an ask_once call of `tool` labelled `label`: a
/// plain tool, named by its own label (not a command, an enclosed action or a pattern), which
/// one allow `[[tool]]` rule can name.
pub fn always_offered(tool: &str, label: &str) -> bool {
    label == tool && !tool.contains(['*', '?'])
}

/// The name of a policy file in the store's "approve always" answers: its canonical path, so
/// that the daemon and a gate name the same file alike.
pub fn policy_key(path: &std::path::Path) -> String {
    std::fs::canonicalize(path)
        .or_else(|_| std::path::absolute(path))
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

/// The runtime: one per process, shared by every call.
pub struct Gate {
    /// The policy the gate started with; its masker is every policy's (the built-in one).
    first: Arc<Policy>,
    /// The rules calls are decided by: the policy in force, and a newer file's that lowers
    /// protection, held until a human approves it (see `reload.rs`).
    rules: RwLock<reload::Rules>,
    /// The policy file watched for changes ([`Gate::watch_policy`]).
    watch: Option<Mutex<reload::Watch>>,
    store: Mutex<Store>,
    approver: Arc<dyn Approver>,
    /// [`GateConfig::sandboxed`].
    sandboxed: bool,
    /// [`GateConfig::policy_file`].
    policy_file: Option<String>,
    /// Money spent per session.
    spent: Mutex<HashMap<String, f64>>,
    /// The masked text of each tool definition this gate saw, by its pin's hash, so that the
    /// card of a changed definition can show what changed (at most `DEFINITIONS_KEPT`).
    definitions: Mutex<HashMap<String, String>>,
    /// Notes from tools/list, per (server, tool): flags shown on the card.
    flags: Mutex<HashMap<String, HashMap<String, Vec<String>>>>,
    /// Tools, per (server, tool), whose pinned definition this gate last saw approved (or never
    /// pinned): their calls skip reading the pin, and a call that is to run is recorded only if
    /// the pin is still unchanged, read in the record's own transaction, or, for a record
    /// written ahead, only if no other process marked a pin as changed since (see
    /// `record_to_run`).
    pins_unchanged: Mutex<HashMap<String, HashSet<String>>>,
    /// When the gate was made, which is when its policy had been read (ms since the epoch).
    loaded_ms: i64,
    /// The policy's texts (labels, rules, reasons) as masked, by text: the same few come back
    /// call after call, and masking each again is most of what recording a call costs.
    masked_texts: Mutex<HashMap<String, Masked>>,
    /// The configuration's paths, shared by every call's context rather than copied into each.
    paths: Paths,
}

/// The configuration's paths as a decision context holds them.
#[derive(Debug)]
struct Paths {
    workspace: Option<Arc<str>>,
    home: Option<Arc<str>>,
    protected: Arc<[String]>,
    build_output: Arc<[String]>,
    search_secrets: Arc<[String]>,
    new_files: Arc<[String]>,
    git_head: Option<Arc<airlock_policy::GitHead>>,
    kube_context: Option<Arc<str>>,
}

/// How many masked texts a gate keeps; it forgets them all when full.
const MASKED_TEXTS: usize = 512;

impl std::fmt::Debug for Gate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gate")
            .field("paths", &self.paths)
            .field("sandboxed", &self.sandboxed)
            .field("policy_file", &self.policy_file)
            .finish_non_exhaustive()
    }
}

/// Milliseconds since the epoch (0 if the clock is before it).
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

impl Gate {
    /// A gate over `policy`, recording into `store`, asking `approver`.
    pub fn new(
        policy: Policy,
        store: Store,
        approver: Arc<dyn Approver>,
        config: GateConfig,
    ) -> Gate {
        let GateConfig {
            workspace,
            home,
            protected,
            build_output,
            search_secrets,
            new_files,
            git_head,
            kube_context,
            sandboxed,
            policy_file,
        } = config;
        let policy = Arc::new(policy);
        Gate {
            rules: RwLock::new(reload::Rules {
                active: Arc::clone(&policy),
                held: None,
            }),
            watch: None,
            first: policy,
            store: Mutex::new(store),
            approver,
            spent: Mutex::new(HashMap::new()),
            flags: Mutex::new(HashMap::new()),
            definitions: Mutex::new(HashMap::new()),
            pins_unchanged: Mutex::new(HashMap::new()),
            loaded_ms: now_ms(),
            masked_texts: Mutex::new(HashMap::new()),
            paths: Paths {
                workspace: workspace.map(Into::into),
                home: home.map(Into::into),
                protected: protected.into(),
                build_output: build_output.into(),
                search_secrets: search_secrets.into(),
                new_files: new_files.into(),
                git_head: git_head.map(Arc::new),
                kube_context: kube_context.map(Into::into),
            },
            sandboxed,
            policy_file,
        }
    }

    /// Watches `path`, the file the gate's policy was read from: each call then looks at it
    /// (one `stat`) and takes up a new version: at once when it raises protection, after a
    /// human's approval when it lowers any, never when it does not load (see `reload.rs`).
    pub fn watch_policy(mut self, path: &std::path::Path) -> Gate {
        self.watch = Some(Mutex::new(reload::Watch {
            path: path.to_owned(),
            seen: reload::Stamp::of(path),
        }));
        self
    }

    /// The policy in force.
    pub fn policy(&self) -> Arc<Policy> {
        self.rules().active
    }

    /// The rules in force (as of the last look at the watched policy file).
    fn rules(&self) -> reload::Rules {
        match self.rules.read() {
            Ok(r) => r.clone(),
            // A poisoned lock keeps the rules the gate started with.
            Err(_) => reload::Rules {
                active: Arc::clone(&self.first),
                held: None,
            },
        }
    }

    /// Looks at the watched policy file (one `stat`) and takes up a new version.
    fn look_at_policy_file(&self) {
        let Some(watch) = &self.watch else {
            return;
        };
        let Ok(mut w) = watch.lock() else {
            return;
        };
        let stamp = reload::Stamp::of(&w.path);
        if stamp == w.seen {
            return;
        }
        w.seen = stamp;
        let path = w.path.clone();
        let shown = path.display().to_string();
        let found = match stamp {
            None => reload::Found::Bad(format!("the policy file `{shown}` is gone")),
            Some(stamp) => {
                let active = match self.rules.read() {
                    Ok(r) => Arc::clone(&r.active),
                    Err(_) => return,
                };
                reload::judge(&path, stamp, &active)
            }
        };
        drop(w);
        let Ok(mut rules) = self.rules.write() else {
            return;
        };
        match found {
            reload::Found::Bad(why) => {
                let said = format!(
                    "airlock: the policy file `{shown}` did not load, so the last good policy \
                     stays in force: {why}"
                );
                eprintln!("{said}");
                drop(rules);
                self.record_policy_event("policy file not applied", &said, false);
            }
            reload::Found::Applied(policy, raises) => {
                rules.active = policy;
                rules.held = None;
                drop(rules);
                let said = if raises.is_empty() {
                    format!("airlock: the policy file `{shown}` changed; applied")
                } else {
                    format!(
                        "airlock: the policy file `{shown}` raises protection; applied at once: {}",
                        raises.join("; ")
                    )
                };
                eprintln!("{said}");
                self.record_policy_event("policy file applied", &said, true);
            }
            reload::Found::Lowers(held) => {
                eprintln!(
                    "airlock: the policy file `{shown}` lowers protection ({}); the old rules \
                     hold for what it lowers until a human approves{}",
                    held.lowers.join("; "),
                    if held.raises.is_empty() {
                        String::new()
                    } else {
                        format!(
                            ", and what it raises applies at once ({})",
                            held.raises.join("; ")
                        )
                    }
                );
                rules.held = Some(held);
            }
        }
    }

    /// Records a policy file event in the audit (a fault to record is logged, not fatal: the
    /// rules in force are unchanged by it).
    fn record_policy_event(&self, label: &str, detail: &str, applied: bool) {
        let record = NewRecord {
            time_ms: now_ms(),
            session: "airlock".to_owned(),
            server: "airlock".to_owned(),
            tool: POLICY_TOOL.to_owned(),
            label: self.masker().mask(label),
            tier: if applied { "allow" } else { "deny" }.to_owned(),
            action: if applied { "allow" } else { "deny" }.to_owned(),
            rule: self.masker().mask("policy file"),
            decided_by: if applied { "rule" } else { "fault" }.to_owned(),
            detail: self.masker().mask(detail),
            duration_ms: 0,
            args: self.masker().mask("{}"),
        };
        if let Err(e) = self.with_store(|s| s.append(record).map(|_| ())) {
            tracing::error!("cannot record a policy file event: {e}");
        }
    }

    /// Asks a human about a policy file that lowers protection, once per version of the file:
    /// on approval its rules are put in force; otherwise the old rules keep holding for what it
    /// lowers. Does nothing when no such file waits. `decide` calls it first; a process that
    /// decides without asking (the daemon) calls it on a timer.
    pub async fn settle_policy_change(&self) {
        self.look_at_policy_file();
        self.settle_held().await;
    }

    /// [`Gate::settle_policy_change`] without a look at the file.
    async fn settle_held(&self) {
        // Most calls find nothing held: a read lock tells.
        if !self
            .rules
            .read()
            .is_ok_and(|r| r.held.as_ref().is_some_and(|h| !h.asked))
        {
            return;
        }
        let held = match self.rules.write() {
            Ok(mut r) => match r.held.as_mut() {
                Some(h) if !h.asked => {
                    h.asked = true;
                    h.clone()
                }
                _ => return,
            },
            Err(_) => return,
        };
        let file = self
            .watch
            .as_ref()
            .and_then(|w| w.lock().ok().map(|w| w.path.display().to_string()))
            .unwrap_or_default();
        // The question is a call of airlock's own: it always asks, whatever the rules say of it
        // (a rule that denies it keeps the file held).
        let mut req = Request::new(
            "airlock",
            Some("airlock"),
            POLICY_TOOL,
            serde_json::json!({"file": file, "lowers": held.lowers, "raises": held.raises}),
        );
        let why = format!(
            "the policy file `{file}` lowers protection ({}); a change that lowers protection \
             takes effect only once a human approves it; until then the old rules hold for what \
             it lowers",
            held.lowers.join("; ")
        );
        req.agent.floor = Some(Floor::new(Tier::AlwaysAsk, &why));
        let decision = match self.context(&req) {
            Ok(ctx) => self.resolve_in(&req, &ctx),
            Err(fault) => {
                eprintln!("airlock: cannot ask about the policy file `{file}`: {fault}");
                return;
            }
        };
        let title = format!(
            "the policy file lowers protection: {}",
            held.lowers.join("; ")
        );
        let verdict = self
            .ask_titled(&req, decision, Instant::now(), Some(&title))
            .await;
        let Ok(mut rules) = self.rules.write() else {
            return;
        };
        let still = rules.held.as_ref().is_some_and(|h| h.stamp == held.stamp);
        if verdict.runs() && still {
            rules.active = held.policy;
            rules.held = None;
            eprintln!("airlock: a human approved the policy file `{file}`; it is in force");
        } else if !verdict.runs() {
            eprintln!(
                "airlock: the policy file `{file}` was not approved ({}); the old rules hold for \
                 what it lowers until the file changes again",
                verdict.message()
            );
        }
    }

    /// Puts the watched policy file in force as it is now, without asking: for the one writer
    /// whose change a human has just approved ("approve always" adds an allow rule, which
    /// lowers protection, and the human's answer is the approval).
    pub fn accept_policy_file(&self) {
        self.look_at_policy_file();
        if let Ok(mut rules) = self.rules.write()
            && let Some(held) = rules.held.take()
        {
            rules.active = held.policy;
        }
    }

    /// The policy's masker.
    pub fn masker(&self) -> &Masker {
        self.first.masker()
    }

    /// `text` masked by the policy's masker, remembered for the next time (see `masked_texts`).
    /// The masker never changes, so a remembered text is what masking it again would give.
    pub(crate) fn mask_text(&self, text: &str) -> Masked {
        let Ok(mut known) = self.masked_texts.lock() else {
            return self.masker().mask(text);
        };
        if let Some(masked) = known.get(text) {
            return masked.clone();
        }
        let masked = self.masker().mask(text);
        if known.len() >= MASKED_TEXTS {
            known.clear();
        }
        known.insert(text.to_owned(), masked.clone());
        masked
    }

    /// Runs `f` on the store. A poisoned lock is a fault.
    pub fn with_store<T>(
        &self,
        f: impl FnOnce(&mut Store) -> airlock_store::Result<T>,
    ) -> Result<T, GateError> {
        let mut store = self
            .store
            .lock()
            .map_err(|_| GateError::Poisoned("store"))?;
        Ok(f(&mut store)?)
    }

    /// Whether calls run inside airlock's sandbox (the gate's configuration or the policy's).
    fn sandboxed(&self) -> bool {
        self.sandboxed || self.policy().sandboxed()
    }

    /// Everything besides the policy that decides `req`: what the caller says (depth,
    /// autonomy, the host's mode, a floor), and what the gate knows (the workspace, the
    /// sandbox, the session's spending, whether the tool's pinned definition changed, the flags
    /// of its description).
    pub fn context(&self, req: &Request) -> Result<Context, GateError> {
        let spent = self
            .spent
            .lock()
            .map(|m| m.get(&req.agent.session).copied().unwrap_or(0.0))
            // A poisoned budget counts as spent: costs then always ask.
            .unwrap_or(f64::INFINITY);
        let mut ctx = Context::default();
        ctx.depth = req.agent.depth;
        ctx.auto_approve = req.agent.auto_approve;
        ctx.sandboxed = self.sandboxed();
        ctx.budget_spent_usd = spent;
        ctx.workspace = self.paths.workspace.clone();
        ctx.home = self.paths.home.clone();
        ctx.protected = Arc::clone(&self.paths.protected);
        ctx.build_output = Arc::clone(&self.paths.build_output);
        ctx.search_secrets = Arc::clone(&self.paths.search_secrets);
        ctx.new_files = Arc::clone(&self.paths.new_files);
        ctx.git_head = self.paths.git_head.clone();
        ctx.kube_context = self.paths.kube_context.clone();
        ctx.server_info = req.server_info.clone();
        ctx.host_mode = req.agent.host_mode;
        ctx.floor = req.agent.floor.clone();
        if let Some(server) = req.server.as_deref()
            && browser_tool(server, &req.tool)
        {
            ctx.page = self
                .with_store(|s| s.page(&req.agent.session, server))?
                .map(Arc::from);
        }
        let call = Call::new(&req.tool, req.server.as_deref(), &req.args);
        if self.policy().shell_script(&call).is_some() {
            ctx.tunnels = self
                .with_store(|s| s.tunnels(&req.agent.session))?
                .into_iter()
                // A port the store does not hold as one (0, or a row that does not fit) may be
                // any port: every client of this machine then asks.
                .map(|(port, target)| {
                    let port = u16::try_from(port).ok().filter(|p| *p > 0);
                    airlock_policy::Tunnel::new(port, &target)
                })
                .collect();
        }
        if let Some(server) = req.server.as_deref() {
            ctx.definition_changed = self.definition_changed(server, &req.tool)?;
            ctx.description_flags = self
                .flags
                .lock()
                .map_err(|_| GateError::Poisoned("tool notes"))?
                .get(server)
                .and_then(|tools| tools.get(&req.tool))
                .cloned()
                .unwrap_or_default();
        }
        Ok(ctx)
    }

    /// The decision for `req`, as the policy makes it from the gate's context, without asking
    /// anyone or recording anything.
    pub fn resolve(&self, req: &Request) -> Result<Decision, GateError> {
        self.look_at_policy_file();
        Ok(self.resolve_in(req, &self.context(req)?))
    }

    /// The decision for `req` in `ctx`, by the rules as last looked at.
    fn resolve_in(&self, req: &Request, ctx: &Context) -> Decision {
        let call = Call::new(&req.tool, req.server.as_deref(), &req.args)
            .annotated(req.annotations.as_ref());
        let rules = self.rules();
        let decision = rules.active.resolve(&call, ctx);
        match &rules.held {
            // A file that lowers protection waits for a human: the stricter of the two rules
            // decides, so what it raises applies and what it lowers does not yet.
            Some(held) => decision.stricter(held.policy.resolve(&call, ctx)),
            None => decision,
        }
    }

    /// Whether the pinned definition of `server`/`tool` changed since it was approved: read
    /// from the store unless this gate last saw it approved.
    fn definition_changed(&self, server: &str, tool: &str) -> Result<bool, GateError> {
        let unchanged = self
            .pins_unchanged
            .lock()
            .is_ok_and(|p| p.get(server).is_some_and(|tools| tools.contains(tool)));
        if unchanged {
            return Ok(false);
        }
        self.pin_changed_now(server, tool)
    }

    /// Reads the pin of `server`/`tool` and remembers whether it is unchanged.
    fn pin_changed_now(&self, server: &str, tool: &str) -> Result<bool, GateError> {
        let state = self.with_store(|s| s.pin_state(server, tool))?;
        let changed = matches!(state, PinState::Changed { .. });
        self.remember_pin(server, tool, !changed);
        Ok(changed)
    }

    /// Decides `req`: exactly one verdict and one audit record. Dropping the future while it
    /// waits for an answer withdraws the call (recorded as cancelled); it never runs.
    pub async fn decide(&self, req: &Request) -> Verdict {
        self.decide_inner(req).await
    }

    /// Like [`Gate::decide`], with the call raised to at least `floor` because of `why` (a
    /// caller's own knowledge: "the command would run unconfined", say). Never lowers. The same
    /// as setting [`AgentContext::floor`].
    pub async fn decide_at_least(&self, req: &Request, floor: Tier, why: &str) -> Verdict {
        let mut req = req.clone();
        req.agent.floor = Some(Floor::new(floor, why));
        self.decide(&req).await
    }

    /// Remembers whether the pinned definition of `server`/`tool` is unchanged.
    fn remember_pin(&self, server: &str, tool: &str, unchanged: bool) {
        if let Ok(mut pins) = self.pins_unchanged.lock() {
            if unchanged {
                pins.entry(server.to_owned())
                    .or_default()
                    .insert(tool.to_owned());
            } else if let Some(tools) = pins.get_mut(server) {
                tools.remove(tool);
            }
        }
    }

    async fn decide_inner(&self, req: &Request) -> Verdict {
        // A policy file that lowers protection is asked about before the call that found it.
        self.settle_policy_change().await;
        let started = Instant::now();
        let mut ctx = match self.context(req) {
            Ok(ctx) => ctx,
            Err(fault) => return self.fault(req, started, &fault.to_string()),
        };
        let decision = self.resolve_in(req, &ctx);
        let decision = match self.without_asking(req, decision, started) {
            Unasked::Settled(verdict) => return verdict,
            Unasked::NeedsHuman(decision) => decision,
        };
        // The card must show a rug pull that another process saw since this gate last read the
        // pin: a human's yes is not checked against the pin again.
        let Some(server) = req.server.as_deref().filter(|_| !ctx.definition_changed) else {
            return self.ask(req, decision, started).await;
        };
        match self.pin_changed_now(server, &req.tool) {
            Ok(false) => self.ask(req, decision, started).await,
            Ok(true) => {
                ctx.definition_changed = true;
                match self.without_asking(req, self.resolve_in(req, &ctx), started) {
                    Unasked::Settled(verdict) => verdict,
                    Unasked::NeedsHuman(decision) => self.ask(req, decision, started).await,
                }
            }
            Err(fault) => self.fault(req, started, &fault.to_string()),
        }
    }

    /// Settles what needs nobody: an allow or a deny by rule, autonomy or a session grant.
    /// A call that needs a human comes back as its decision.
    pub(crate) fn without_asking(
        &self,
        req: &Request,
        decision: Decision,
        started: Instant,
    ) -> Unasked {
        match decision.action() {
            Action::Allow => {
                let by = if req.agent.auto_approve
                    && decision.tier() == Tier::AskOnce
                    && !self.sandboxed()
                {
                    DecidedBy::Autonomy
                } else {
                    DecidedBy::Rule
                };
                Unasked::Settled(self.settle(req, decision, by, None, started))
            }
            Action::Deny => {
                let msg = deny_message(&decision, "airlock's policy", decision.reason());
                Unasked::Settled(self.settle(req, decision, DecidedBy::Rule, Some(msg), started))
            }
            Action::Ask if decision.tier() == Tier::AskOnce => match self.granted(req, &decision) {
                Ok(true) => {
                    Unasked::Settled(self.settle(req, decision, DecidedBy::Grant, None, started))
                }
                Ok(false) => Unasked::NeedsHuman(decision),
                Err(fault) => Unasked::Settled(self.fault(req, started, &fault.to_string())),
            },
            Action::Ask => Unasked::NeedsHuman(decision),
        }
    }

    async fn ask(&self, req: &Request, decision: Decision, started: Instant) -> Verdict {
        self.ask_titled(req, decision, started, None).await
    }

    /// [`Gate::ask`], with the card (and the approval row) titled `title` rather than the
    /// decision's label: a question of airlock's own, whose label names no action.
    async fn ask_titled(
        &self,
        req: &Request,
        decision: Decision,
        started: Instant,
        title: Option<&str>,
    ) -> Verdict {
        let title = title.unwrap_or(decision.label());
        let server = req.server.clone().unwrap_or_default();
        let masker = self.masker();
        let timeout_secs = self.policy().approval_timeout_secs();
        let masked_args = masker.mask_json(&req.args).into_value();
        let canonical = airlock_store::canonical_json(&masked_args);
        let lineage = req.agent.lineage.join(" → ");
        let created = now_ms();
        let expires =
            created.saturating_add(i64::try_from(timeout_secs.saturating_mul(1000)).unwrap_or(0));
        let hash = call_hash(&server, &req.tool, &req.args);
        let new = NewApproval {
            server: server.clone(),
            tool: req.tool.clone(),
            label: masker.mask(title),
            tier: decision.tier().as_str().to_owned(),
            reason: masker.mask(decision.reason()),
            args: masker.mask(&canonical),
            call_hash: hash.clone(),
            session: req.agent.session.clone(),
            lineage: masker.mask(&lineage),
            created_ms: created,
            expires_ms: expires,
        };
        let id = match self.with_store(|s| s.create_approval(new)) {
            Ok(id) => id,
            Err(fault) => return self.fault(req, started, &fault.to_string()),
        };
        let changed = decision.definition_changed();
        let definition_diff = if changed {
            self.definition_diff(&server, &req.tool)
        } else {
            Vec::new()
        };
        let card = Card {
            approval: id.as_str().to_owned(),
            session: req.agent.session.clone(),
            server: server.clone(),
            tool: req.tool.clone(),
            label: masker.mask(title).into_string(),
            tier: decision.tier(),
            class: decision.class(),
            reason: decision.reason().to_string(),
            rule: decision.rule().to_string(),
            lineage: masker.mask(&lineage).into_string(),
            args: masked_args,
            call_hash: hash,
            timeout: Duration::from_secs(timeout_secs),
            deadline: Instant::now() + Duration::from_secs(timeout_secs),
            offers_session: decision.tier() == Tier::AskOnce,
            definition_changed: changed,
            definition_diff,
            cost_usd: decision.cost_usd(),
            workspace: self.paths.workspace.as_deref().unwrap_or("").to_owned(),
        };
        let mut pending = Pending {
            gate: self,
            req,
            id: id.clone(),
            decision: Some(decision),
            started,
        };
        let answer = tokio::time::timeout(card.timeout, self.approver.ask(card)).await;
        let Some(decision) = pending.decision.take() else {
            return self.fault(req, started, "the pending call lost its decision");
        };
        match answer {
            Err(_) => {
                let why = format!("no answer within {timeout_secs} s");
                self.close_approval(
                    &id,
                    airlock_store::Decision::Deny {
                        reason: masker.mask(&why),
                    },
                    "timeout",
                );
                let msg = deny_message(&decision, "the approval timeout", &why);
                self.settle(req, decision, DecidedBy::Timeout, Some(msg), started)
            }
            Ok(Answer::Unavailable(why)) => {
                self.close_approval(
                    &id,
                    airlock_store::Decision::Deny {
                        reason: masker.mask(&why),
                    },
                    "no_approver",
                );
                let msg = deny_message(
                    &decision,
                    "airlock (fail closed)",
                    &format!("{}; {why}", decision.reason()),
                );
                self.settle(req, decision, DecidedBy::NoApprover, Some(msg), started)
            }
            Ok(Answer::Deny(reason)) => {
                let why = match reason.as_deref().map(str::trim) {
                    Some(r) if !r.is_empty() => format!("the user said: {r}"),
                    _ => "the user said no".to_owned(),
                };
                self.close_approval(
                    &id,
                    airlock_store::Decision::Deny {
                        reason: masker.mask(&why),
                    },
                    "human",
                );
                let msg = deny_message(&decision, "the user", &why);
                self.settle(req, decision, DecidedBy::Human, Some(msg), started)
            }
            Ok(answer @ (Answer::Once | Answer::Session | Answer::ApproveDefinition)) => {
                let session = matches!(answer, Answer::Session) && decision.tier() == Tier::AskOnce;
                let stored = if session {
                    airlock_store::Decision::ApproveSession
                } else {
                    airlock_store::Decision::ApproveOnce
                };
                self.close_approval(&id, stored, "human");
                // A call that asks every time offers no "for this session": a yes to it
                // approves the whole call, so the ask_once actions beside its always_ask ones
                // are remembered as a "for this session" answer would remember them (and the
                // always_ask ones never: `grant_keys`).
                let whole = decision.tier() == Tier::AlwaysAsk
                    && matches!(answer, Answer::Once | Answer::Session);
                let remembered = if session || whole {
                    self.grant(req, &decision)
                } else if matches!(answer, Answer::ApproveDefinition) {
                    self.approve_definition(req)
                } else {
                    Ok(())
                };
                if let Err(fault) = remembered {
                    return self.fault(req, started, &fault.to_string());
                }
                self.settle(req, decision, DecidedBy::Human, None, started)
            }
        }
    }

    /// Records what tools/list said: pins each definition, and keeps the flags of descriptions
    /// that speak to the model for the cards of later calls.
    pub fn observe_tools(&self, server: &str, tools: &[Value]) -> Vec<ToolNote> {
        let mut notes = Vec::with_capacity(tools.len());
        for tool in tools {
            let mut note = inspect_tool(tool);
            self.keep_definition(&note.sha256, tool);
            let now = now_ms();
            match self.with_store(|s| s.pin_tool(server, &note.name, &note.sha256, now)) {
                Ok(outcome) => {
                    let unchanged = !matches!(outcome, airlock_store::PinOutcome::Changed { .. });
                    self.remember_pin(server, &note.name, unchanged);
                    note.pin = Some(outcome);
                }
                Err(fault) => note
                    .flags
                    .push(format!("could not pin the definition: {fault}")),
            }
            if let Ok(mut flags) = self.flags.lock() {
                if note.flags.is_empty() {
                    if let Some(tools) = flags.get_mut(server) {
                        tools.remove(&note.name);
                    }
                } else {
                    flags
                        .entry(server.to_owned())
                        .or_default()
                        .insert(note.name.clone(), note.flags.clone());
                }
            }
            notes.push(note);
        }
        notes
    }

    /// Keeps the masked text of a listed definition under its hash, for a later card's diff.
    fn keep_definition(&self, sha256: &str, tool: &Value) {
        let Ok(mut kept) = self.definitions.lock() else {
            return;
        };
        if kept.contains_key(sha256) {
            return;
        }
        if kept.len() >= DEFINITIONS_KEPT {
            kept.clear();
        }
        let text = self
            .masker()
            .mask(&tools::definition_text(tool))
            .into_string();
        kept.insert(sha256.to_owned(), text);
    }

    /// The lines that changed between the approved and the latest definition of a tool, when
    /// this gate saw both.
    fn definition_diff(&self, server: &str, tool: &str) -> Vec<String> {
        let Ok(PinState::Changed { approved, current }) =
            self.with_store(|s| s.pin_state(server, tool))
        else {
            return Vec::new();
        };
        let Ok(kept) = self.definitions.lock() else {
            return Vec::new();
        };
        match (kept.get(&approved), kept.get(&current)) {
            (Some(old), Some(new)) => tools::line_diff(old, new),
            _ => Vec::new(),
        }
    }

    /// Masks every string of a tools/call result's `content` and `structuredContent`, and cuts
    /// the result to the policy's `max_result_bytes` with a notice to the agent.
    pub fn finish_result(&self, result: &mut Value) -> ResultNote {
        result::finish(
            self.masker(),
            self.policy().max_result_bytes(),
            result,
            None,
        )
    }

    /// [`Gate::finish_result`] for a result that arrived as a message of `bytes` bytes and, if
    /// nothing in it is masked, goes on as those bytes: within the limit they need no cut, and
    /// no count of the result's own size.
    pub fn finish_result_of(&self, result: &mut Value, bytes: usize) -> ResultNote {
        result::finish(
            self.masker(),
            self.policy().max_result_bytes(),
            result,
            Some(bytes),
        )
    }

    /// Whether the session holds a grant for every action of the call, or a human allowed the
    /// tool always since this gate read its policy.
    fn granted(&self, req: &Request, decision: &Decision) -> Result<bool, GateError> {
        let server = req.server.as_deref().unwrap_or("");
        let keys = grant_keys(req, decision);
        let always = self
            .policy_file
            .as_deref()
            .filter(|_| req.server.is_some() && always_offered(&req.tool, decision.label()));
        self.with_store(|s| {
            for key in &keys {
                if !s.has_grant(&req.agent.session, grant_server(server, key), key)? {
                    return match always {
                        Some(file) => {
                            s.always_granted_since(server, &req.tool, file, self.loaded_ms)
                        }
                        None => Ok(false),
                    };
                }
            }
            Ok(true)
        })
    }

    fn grant(&self, req: &Request, decision: &Decision) -> Result<(), GateError> {
        let server = req.server.as_deref().unwrap_or("");
        let now = now_ms();
        let keys = grant_keys(req, decision);
        self.with_store(|s| {
            for key in &keys {
                s.grant(&req.agent.session, grant_server(server, key), key, now)?;
            }
            Ok(())
        })
    }

    /// Forgets the page of `req`'s browser server when `req` may move it (a navigation, a
    /// switch of tab or history): until the call is known to have run, its page is unknown.
    pub(crate) fn page_may_move(&self, req: &Request) -> Result<(), GateError> {
        let Some(server) = req.server.as_deref() else {
            return Ok(());
        };
        if !airlock_policy::browser::moves_page(server, &req.tool, &req.args) {
            return Ok(());
        }
        self.with_store(|s| s.set_page(&req.agent.session, server, None, now_ms()))
    }

    /// Records for the session the tunnels `req` opens when it may run (a shell command's
    /// `ssh -L`, `kubectl port-forward`, …: [`Policy::tunnels_opened`]): the session's later
    /// clients of this machine on those ports reach the tunnels' targets. Kept masked, since
    /// a target is shown on cards.
    pub(crate) fn tunnels_may_open(&self, req: &Request) -> Result<(), GateError> {
        let call = Call::new(&req.tool, req.server.as_deref(), &req.args);
        let opened = self.policy().tunnels_opened(&call).unwrap_or_default();
        if opened.is_empty() {
            return Ok(());
        }
        let now = now_ms();
        self.with_store(|s| {
            for t in &opened {
                let target = self.mask_text(&t.target);
                s.add_tunnel(
                    &req.agent.session,
                    t.port.map_or(0, i64::from),
                    target.as_str(),
                    now,
                )?;
            }
            Ok(())
        })
    }

    /// Records what `req`, which ran (and `failed`, if it did), left its browser's page at
    /// (`airlock_policy::browser::page_after`): the page the server's `answer` names, else the
    /// origin a navigation opened; unknown after a switch of tab or history, an action whose
    /// answer names no page, or a call that failed. A read changes nothing. The hooks call it
    /// on the host's after-tool event, the MCP gateway on the server's answer.
    pub fn page_ran(
        &self,
        req: &Request,
        failed: bool,
        answer: Option<&serde_json::Value>,
    ) -> Result<(), GateError> {
        let Some(server) = req.server.as_deref() else {
            return Ok(());
        };
        let Some(page) =
            airlock_policy::browser::page_after(server, &req.tool, &req.args, failed, answer)
        else {
            return Ok(());
        };
        self.with_store(|s| s.set_page(&req.agent.session, server, page.as_deref(), now_ms()))
    }

    fn approve_definition(&self, req: &Request) -> Result<(), GateError> {
        let server = req.server.as_deref().unwrap_or("");
        self.with_store(|s| match s.pin_state(server, &req.tool)? {
            PinState::Changed { current, .. } => s.approve_pin(server, &req.tool, &current),
            _ => Ok(()),
        })?;
        self.remember_pin(server, &req.tool, true);
        Ok(())
    }

    fn close_approval(&self, id: &ApprovalId, decision: airlock_store::Decision, by: &str) {
        let now = now_ms();
        // The approval daemon decides the shared row itself before it answers; that is the
        // same decision, not a fault.
        let closed = self.with_store(|s| match s.decide(id, decision, by, now) {
            Err(airlock_store::StoreError::AlreadyDecided(_)) => Ok(()),
            other => other.map(|_| ()),
        });
        if let Err(fault) = closed {
            tracing::warn!(
                approval = id.as_str(),
                "could not close the approval: {fault}"
            );
        }
    }

    fn fault(&self, req: &Request, started: Instant, fault: &str) -> Verdict {
        tracing::error!(tool = %req.tool, "gate fault: {fault}");
        let decision = Decision::fault(
            self.masker().mask(&req.tool).as_str(),
            self.masker()
                .mask(&format!("airlock failed: {fault}"))
                .as_str(),
        );
        let msg = deny_message(&decision, "airlock (fail closed)", decision.reason());
        self.settle(req, decision, DecidedBy::Fault, Some(msg), started)
    }

    /// Writes the audit record and builds the verdict. A call that would run but cannot be
    /// recorded does not run.
    fn settle(
        &self,
        req: &Request,
        decision: Decision,
        by: DecidedBy,
        deny: Option<String>,
        started: Instant,
    ) -> Verdict {
        let run = deny.is_none();
        let masker = self.masker();
        let detail: &str = match &deny {
            Some(msg) => msg,
            None => decision.reason(),
        };
        let record = NewRecord {
            time_ms: now_ms(),
            session: req.agent.session.clone(),
            server: req.server.clone().unwrap_or_default(),
            tool: req.tool.clone(),
            label: self.mask_text(decision.label()),
            tier: decision.tier().as_str().to_owned(),
            action: if run { "allow" } else { "deny" }.to_owned(),
            rule: self.mask_text(decision.rule()),
            decided_by: by.as_str().to_owned(),
            detail: self.mask_text(detail),
            duration_ms: i64::try_from(started.elapsed().as_millis()).unwrap_or(i64::MAX),
            args: masker.mask(&airlock_store::canonical_json(
                masker.mask_json(&req.args).as_value(),
            )),
        };
        // A call about to run on a rule, autonomy or a grant may have been decided with the pin
        // as this gate remembers it; the record is written only if the pin is still unchanged.
        let checked = match (run, by, req.server.as_deref()) {
            (true, DecidedBy::Rule | DecidedBy::Autonomy | DecidedBy::Grant, Some(server)) => {
                Some(server)
            }
            _ => None,
        };
        // A call that may move a browser's page leaves it unknown until it is known to have
        // run (`Gate::page_ran`): a call made meanwhile is not judged by the page before it.
        if run && let Err(fault) = self.page_may_move(req) {
            return self.fault(req, started, &fault.to_string());
        }
        // A tunnel the call opens is the session's from the moment it may run.
        if run && let Err(fault) = self.tunnels_may_open(req) {
            return self.fault(req, started, &fault.to_string());
        }
        let appended = match checked {
            Some(server) => match self.record_to_run(record, server, &req.tool) {
                Ok(Some(written)) => Ok(written),
                Ok(None) => return self.refuse_changed(req, server, started),
                Err(fault) => Err(fault),
            },
            None => self.with_store(|s| s.append(record)).map(Written::Now),
        };
        match appended {
            Ok(written) => {
                if run
                    && let Some(cost) = decision.cost_usd()
                    && let Ok(mut spent) = self.spent.lock()
                {
                    *spent.entry(req.agent.session.clone()).or_insert(0.0) += cost;
                }
                Verdict {
                    ruling: match deny {
                        None => Ruling::Run,
                        Some(message) => Ruling::Deny { message },
                    },
                    decision,
                    decided_by: by,
                    record: match written {
                        Written::Now(id) => Some(id),
                        Written::Ahead => None,
                    },
                }
            }
            Err(fault) => {
                tracing::error!("could not write the audit record: {fault}");
                let why = format!("airlock could not record the decision ({fault})");
                Verdict {
                    ruling: Ruling::Deny {
                        message: deny_message(&decision, "airlock (fail closed)", &why),
                    },
                    decision,
                    decided_by: DecidedBy::Fault,
                    record: None,
                }
            }
        }
    }

    /// Records a call about to run on a rule, autonomy or a grant, decided with the pin of
    /// `server`/`tool` as this gate remembers it: `None` (nothing written) if that pin changed
    /// since it was approved. A store that writes ahead records it with one append, unless
    /// another process marked a pin as changed since this gate last looked: then the gate
    /// forgets the pins it remembers and checks this one in the record's own transaction, as a
    /// store that does not write ahead always does.
    fn record_to_run(
        &self,
        record: NewRecord,
        server: &str,
        tool: &str,
    ) -> Result<Option<Written>, GateError> {
        let mut moved = false;
        let written = self.with_store(|s| {
            if s.writes_ahead() && !s.pins_moved()? {
                return s.append_ahead(record).map(|_| Some(Written::Ahead));
            }
            moved = s.writes_ahead();
            Ok(s.append_unless_changed(record, server, tool)?
                .map(Written::Now))
        });
        if moved && let Ok(mut pins) = self.pins_unchanged.lock() {
            pins.clear();
        }
        written
    }

    /// Records as denied a call about to run whose definition another process saw change
    /// while it was decided; the next call reads the pin again and asks.
    fn refuse_changed(&self, req: &Request, server: &str, started: Instant) -> Verdict {
        self.remember_pin(server, &req.tool, false);
        let decision = match self.context(req) {
            Ok(mut ctx) => {
                ctx.definition_changed = true;
                self.resolve_in(req, &ctx)
            }
            Err(fault) => return self.fault(req, started, &fault.to_string()),
        };
        let msg = deny_message(
            &decision,
            "airlock (tool pin)",
            "the tool's definition changed since it was approved, as another airlock process \
             saw while this call was being decided; it did not run, and a new call will ask a \
             human",
        );
        self.settle(req, decision, DecidedBy::Rule, Some(msg), started)
    }
}

/// Where a decision's record went.
#[derive(Debug, Clone, Copy)]
enum Written {
    /// Into the audit chain.
    Now(RecordId),
    /// Ahead, into this process's file.
    Ahead,
}

/// What the gate could settle without asking anyone.
pub(crate) enum Unasked {
    /// Settled and recorded.
    Settled(Verdict),
    /// Needs a human: the decision to put on the card.
    NeedsHuman(Decision),
}

/// A call waiting for an answer. If the future that owns it is dropped (the client withdrew
/// the call), the approval is closed and the withdrawal recorded.
struct Pending<'a> {
    gate: &'a Gate,
    req: &'a Request,
    id: ApprovalId,
    decision: Option<Decision>,
    started: Instant,
}

impl Drop for Pending<'_> {
    fn drop(&mut self) {
        if let Some(decision) = self.decision.take() {
            let why = "the client withdrew the call while it waited for approval";
            let masker = self.gate.masker();
            self.gate.close_approval(
                &self.id,
                airlock_store::Decision::Deny {
                    reason: masker.mask(why),
                },
                "cancelled",
            );
            let msg = deny_message(&decision, "the client", why);
            self.gate.settle(
                self.req,
                decision,
                DecidedBy::Cancelled,
                Some(msg),
                self.started,
            );
        }
    }
}

/// How many tool definitions a gate keeps the text of, for the cards of changed definitions.
const DEFINITIONS_KEPT: usize = 4096;

/// The keys a yes is remembered under: the own key (a tool, an enclosed action, a command
/// prefix) of each asking action that asks once, or the tool itself when only the gate's raise
/// asks of an `ask_once` call. A call that also holds an `always_ask` action gives the keys of
/// its `ask_once` actions alone, and none when it has none.
pub(crate) fn grant_keys(req: &Request, decision: &Decision) -> Vec<String> {
    // INVARIANT: an always_ask action is never remembered; it asks every time.
    let keys: Vec<String> = decision
        .actions()
        .iter()
        .filter(|a| a.action == Action::Ask && a.tier < Tier::AlwaysAsk)
        .map(|a| a.grant_key.to_string())
        .collect();
    if keys.is_empty() && decision.tier() == Tier::AskOnce {
        vec![format!("tool:{}", req.tool)]
    } else {
        keys
    }
}

/// The server a session's grant of `key` is kept under: the call's, but the project's one
/// family ([`airlock_policy::PROJECT_GRANT_KEY`]) is kept with the shell's (no server), since
/// a build or test run through an MCP server (an editor's test runner) runs the same project
/// code as one from the shell: one yes covers both.
fn grant_server<'a>(server: &'a str, key: &str) -> &'a str {
    if key == airlock_policy::PROJECT_GRANT_KEY {
        ""
    } else {
        server
    }
}

/// Whether `tool` on `server` is a browser-automation tool (`airlock_policy::browser`): what
/// it ran may move the page the gate keeps for its server ([`Gate::page_ran`]).
pub fn browser_tool(server: &str, tool: &str) -> bool {
    airlock_policy::browser::tool_use(server, tool).is_some()
}

/// The tool name of policy file events in the audit and on cards.
const POLICY_TOOL: &str = "policy_file";

/// The SHA-256 an approval is bound to: server, tool and canonical arguments.
pub fn call_hash(server: &str, tool: &str, args: &Value) -> String {
    let bound = serde_json::json!([server, tool, args]);
    airlock_store::sha256_hex(airlock_store::canonical_json(&bound).as_bytes())
}

/// The message a model can act on: what was stopped, by whom, why, and what to do instead.
pub fn deny_message(decision: &Decision, who: &str, why: &str) -> String {
    format!(
        "airlock blocked this call: {label}. Denied by {who}: {why}. The call did not run. \
         Do not retry it unchanged; it will not be allowed. Try another way, or ask the user.",
        label = decision.label()
    )
}

#[cfg(test)]
mod tests;

/// What can go wrong in the gate itself; every one ends in "the call does not run".
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum GateError {
    /// A thread panicked while it held one of the gate's locks.
    #[error("the {0}'s lock is poisoned")]
    Poisoned(&'static str),
    /// The store failed (cannot be read or written, unreachable, a conflict).
    #[error(transparent)]
    Store(#[from] airlock_store::StoreError),
}
