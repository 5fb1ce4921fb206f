//! The library surface for agents written in Rust: [`Gate::guard`] runs a tool only after the
//! gate allows it and masks and cuts its result on the way back; [`AgentContext`] says who calls
//! (the main agent, or a sub-agent derived from its parent with [`AgentContext::sub_agent`]) and
//! makes its calls ([`AgentContext::call`]).
//!
//! For adapters whose host asks the human itself (agent hooks), [`Gate::screen`] decides without
//! asking anyone; the host's own limits (its plan mode) are the caller's
//! [`AgentContext::host_mode`], which the policy decides with.
//!
//! ```
//! # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
//! use std::sync::Arc;
//! use airlock_gate::{AgentContext, Answer, FnApprover, Gate, GateConfig};
//! use serde_json::json;
//!
//! let policy = airlock_policy::Policy::load("agent.toml", r#"
//!     version = 1
//!     [[tool]]
//!     name = "read_notes"
//!     tier = "allow"
//!     [[tool]]
//!     name = "send_mail"
//!     tier = "always_ask"
//! "#).unwrap();
//! // The human, here a function, says no to everything.
//! let human = FnApprover::new(|_card| Answer::Deny(Some("not today".into())));
//! let gate = Gate::new(
//!     policy,
//!     airlock_store::Store::open_in_memory().unwrap(),
//!     Arc::new(human),
//!     GateConfig::default(),
//! );
//! let main = AgentContext::main("session-1");
//!
//! // Allowed: the tool runs, and the secret in its result is masked on the way back.
//! let notes = gate
//!     .guard(main.call("read_notes", json!({})), || async {
//!         json!({"text": "deploy key: ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"})
//!     })
//!     .await
//!     .unwrap();
//! assert!(!notes.to_string().contains("ghp_0123"));
//!
//! // Refused: the tool never runs, and the agent gets a message it can act on.
//! let mut sent = false;
//! let err = gate
//!     .guard(main.call("send_mail", json!({"to": "boss"})), || async {
//!         sent = true;
//!         json!("sent")
//!     })
//!     .await
//!     .unwrap_err();
//! assert!(!sent);
//! assert!(err.message.contains("not today"));
//! # });
//! ```

use std::future::Future;
use std::time::Instant;

use airlock_policy::Decision;
use airlock_store::{HandOff, NewHandOff, Outcome, RecordId};
use serde_json::Value;

use crate::{Floor, Gate, HostMode, Request, Verdict, now_ms};

/// Who makes calls: the main agent, or a sub-agent with its lineage; the caller's part of the
/// decision's context, which every [`Request`] carries.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct AgentContext {
    /// The session grants are remembered in; sub-agents share their parent's.
    pub session: String,
    /// This agent's name, shown in its sub-agents' lineage.
    pub name: String,
    /// Delegation depth: 0 for the main agent.
    pub depth: u32,
    /// Whether this agent answers `ask_once` by itself (never a write or an exec outside the
    /// sandbox, never `always_ask`, never a deny).
    pub auto_approve: bool,
    /// The chain of agents down to this one, outermost first; empty for the main agent.
    pub lineage: Vec<String>,
    /// The agent host's permission mode (a hook's `permission_mode`), which the policy decides
    /// with.
    pub host_mode: HostMode,
    /// A tier the caller raises its calls to from its own knowledge (see
    /// [`Gate::decide_at_least`]).
    pub floor: Option<Floor>,
}

impl AgentContext {
    /// The main agent of `session`, without auto_approve.
    pub fn main(session: &str) -> AgentContext {
        AgentContext {
            session: session.to_owned(),
            name: "main".to_owned(),
            depth: 0,
            auto_approve: false,
            lineage: Vec::new(),
            host_mode: HostMode::Default,
            floor: None,
        }
    }

    /// A sub-agent this agent starts: one level deeper, in the same session, with its own
    /// `auto_approve`, and the lineage extended by its name.
    ///
    /// ```
    /// let main = airlock_gate::AgentContext::main("s1");
    /// let worker = main.sub_agent("researcher", true).sub_agent("reader", false);
    /// assert_eq!(worker.depth, 2);
    /// assert_eq!(worker.lineage, ["main", "researcher", "reader"]);
    /// assert!(!worker.auto_approve);
    /// ```
    pub fn sub_agent(&self, name: &str, auto_approve: bool) -> AgentContext {
        let mut lineage = if self.lineage.is_empty() {
            vec![self.name.clone()]
        } else {
            self.lineage.clone()
        };
        lineage.push(name.to_owned());
        AgentContext {
            session: self.session.clone(),
            name: name.to_owned(),
            depth: self.depth.saturating_add(1),
            auto_approve,
            lineage,
            // A sub-agent runs in its parent's host; the parent's floor was for its own calls.
            host_mode: self.host_mode,
            floor: None,
        }
    }

    /// A call this agent makes of one of its own tools.
    pub fn call(&self, tool: &str, args: Value) -> Request {
        self.call_to(None, tool, args)
    }

    /// A call this agent makes of a tool of the MCP server `server`.
    pub fn call_on(&self, server: &str, tool: &str, args: Value) -> Request {
        self.call_to(Some(server), tool, args)
    }

    /// A call this agent makes of `tool`, on `server` if it is an MCP server's.
    pub fn call_to(&self, server: Option<&str>, tool: &str, args: Value) -> Request {
        Request {
            server: server.map(str::to_owned),
            tool: tool.to_owned(),
            args,
            annotations: None,
            server_info: None,
            agent: self.clone(),
        }
    }
}

/// A call the gate did not let run.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Denied {
    /// The message for the agent: what was stopped, by whom, why, and what to do instead.
    pub message: String,
    /// The whole verdict, with the decision and its trail.
    pub verdict: Box<Verdict>,
}

impl std::fmt::Display for Denied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Denied {}

/// The outcome of [`Gate::screen`].
#[derive(Debug, Clone)]
pub enum Screened {
    /// Allowed or denied by the policy, a session grant or autonomy, and recorded.
    Settled(Verdict),
    /// A human must answer at the host's dialog; the call waits in the store for its outcome
    /// (see [`Gate::settle_hand_off`]), and is recorded once that is known.
    HandedOff {
        /// The decision, with the label and reason to show.
        decision: Decision,
    },
}

/// Where [`Gate::screen`] hands a question: an agent host's own dialog, and the call as the
/// host names it, so that its later events find it.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct HandTo<'a> {
    /// The host (`claude-code`, `gemini`): who decided, in the record.
    pub host: &'a str,
    /// The call's id at the host (Claude Code's `tool_use_id`), or a key made from the call.
    pub call_key: &'a str,
    /// The (sub-)agent that made the call: empty for the main agent.
    pub agent: &'a str,
}

impl<'a> HandTo<'a> {
    /// A question for `host`'s dialog about the call it names `call_key`, made by `agent`.
    pub fn new(host: &'a str, call_key: &'a str, agent: &'a str) -> HandTo<'a> {
        HandTo {
            host,
            call_key,
            agent,
        }
    }
}

impl Gate {
    /// Runs `run` only if the gate allows `req` (made by an [`AgentContext`]: `ctx.call(…)`),
    /// asking the approver when the policy says so. The tool's result is masked and cut to the
    /// policy's `max_result_bytes` before it is returned. A denial (by the policy, a human, a timeout or a fault) returns
    /// [`Denied`] and `run` is never called.
    ///
    /// A tool that fails should return its error as a value too (for example an MCP result with
    /// `isError`), so that the error text is masked like any other result.
    pub async fn guard<F, Fut, T>(&self, req: Request, run: F) -> Result<Value, Denied>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = T>,
        T: Into<Value>,
    {
        let verdict = self.decide(&req).await;
        if !verdict.runs() {
            return Err(Denied {
                message: verdict.message().to_owned(),
                verdict: Box::new(verdict),
            });
        }
        let mut result: Value = run().await.into();
        let note = self.finish_result(&mut result);
        if note.masked_strings > 0 || note.cut_from_bytes.is_some() {
            tracing::debug!(tool = %req.tool, ?note, "result masked or cut");
        }
        Ok(result)
    }

    /// Decides `req` without asking anyone: an allow or a deny (by rule, grant or autonomy) is
    /// recorded and returned; a call that needs a human is handed to the host's dialog named in
    /// `to`: it waits in the store, with the session grants a yes would give (an `ask_once`
    /// decision's own keys; none for anything that asks every time), until the host's events
    /// say whether it ran, and only then is it recorded ([`Gate::settle_hand_off`]).
    pub fn screen(&self, req: &Request, to: &HandTo<'_>) -> Screened {
        let started = Instant::now();
        let decision = match self.resolve(req) {
            Ok(d) => d,
            Err(fault) => return Screened::Settled(self.fault(req, started, &fault.to_string())),
        };
        let decision = match self.without_asking(req, decision, started) {
            crate::Unasked::Settled(verdict) => return Screened::Settled(verdict),
            crate::Unasked::NeedsHuman(decision) => decision,
        };
        match self.store_hand_off(req, &decision, to) {
            Ok(()) => Screened::HandedOff { decision },
            Err(fault) => Screened::Settled(self.fault(req, started, &fault.to_string())),
        }
    }

    /// Settles the hand-off of `session` under `call_key`: records it as run (and grants its
    /// keys to the session) or as not run, with `detail` saying what happened, and `decided_by`
    /// the host. `None` when it was no longer waiting (settled by another event).
    pub fn settle_hand_off(
        &self,
        hand_off: &HandOff,
        ran: bool,
        detail: &str,
    ) -> Result<Option<RecordId>, crate::GateError> {
        let outcome = Outcome {
            ran,
            time_ms: now_ms(),
            decided_by: hand_off.host.clone(),
            detail: self.masker().mask(detail),
        };
        self.with_store(|s| s.settle_hand_off(&hand_off.session, &hand_off.call_key, outcome))
    }

    fn store_hand_off(
        &self,
        req: &Request,
        decision: &Decision,
        to: &HandTo<'_>,
    ) -> Result<(), crate::GateError> {
        // The host may run it: until it says so, the page it may move is unknown.
        self.page_may_move(req)?;
        // The host may run it: the tunnels it opens are the session's from now on.
        self.tunnels_may_open(req)?;
        let masker = self.masker();
        let server = req.server.clone().unwrap_or_default();
        // INVARIANT: only ask_once actions are remembered; always_ask asks every time. A yes
        // at the host's dialog approves the whole call, so the ask_once actions beside an
        // always_ask one are remembered too (`grant_keys` leaves the always_ask ones out).
        let grant_keys = crate::grant_keys(req, decision);
        let hand_off = NewHandOff {
            session: req.agent.session.clone(),
            call_key: to.call_key.to_owned(),
            agent: to.agent.to_owned(),
            call_hash: crate::call_hash(&server, &req.tool, &req.args),
            host: to.host.to_owned(),
            created_ms: now_ms(),
            server,
            tool: req.tool.clone(),
            label: self.mask_text(decision.label()),
            tier: decision.tier().as_str().to_owned(),
            rule: self.mask_text(decision.rule()),
            reason: self.mask_text(decision.reason()),
            args: masker.mask(&airlock_store::canonical_json(
                masker.mask_json(&req.args).as_value(),
            )),
            grant_keys,
        };
        self.with_store(|s| s.hand_off(hand_off))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    use airlock_store::Store;
    use serde_json::json;

    use super::*;
    use crate::{Answer, DecidedBy, FnApprover, GateConfig, NoApprover};

    const POLICY: &str = r#"
version = 1
[gate]
max_delegation_depth = 2
max_result_bytes = 2000
[[tool]]
name = "search"
tier = "ask_once"
class = "read"
[[tool]]
name = "write_file"
tier = "ask_once"
class = "write"
[[tool]]
name = "send_mail"
tier = "always_ask"
[[tool]]
name = "delegate"
tier = "allow"
class = "delegate"
[[tool]]
name = "read"
tier = "allow"
"#;

    fn gate(answer: Answer) -> Gate {
        let approver = FnApprover::new(move |_card: &crate::Card| answer.clone());
        Gate::new(
            airlock_policy::Policy::load("t.toml", POLICY).unwrap(),
            Store::open_in_memory().unwrap(),
            Arc::new(approver),
            GateConfig::default(),
        )
    }

    #[tokio::test]
    async fn the_tool_runs_only_after_an_allow_and_its_result_is_masked_and_cut() {
        let g = gate(Answer::Deny(None));
        let main = AgentContext::main("s");
        let key = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB";
        let out = g
            .guard(main.call("read", json!({})), || async move {
                json!({"key": key, "rows": "x".repeat(5000)})
            })
            .await
            .unwrap();
        let text = out.to_string();
        assert!(!text.contains(key), "{text}");
        assert!(text.contains("was cut"), "{text}");
        assert!(text.len() <= 2000, "{}", text.len());

        let ran = AtomicBool::new(false);
        let err = g
            .guard(main.call("send_mail", json!({})), || async {
                ran.store(true, Ordering::SeqCst);
                json!("sent")
            })
            .await
            .unwrap_err();
        assert!(!ran.load(Ordering::SeqCst));
        assert!(err.message.contains("the user said no"), "{err}");
        assert_eq!(err.verdict.decided_by, DecidedBy::Human);
    }

    #[tokio::test]
    async fn a_sub_agent_auto_approves_reads_but_not_writes_sends_or_deep_delegation() {
        // A human who would say no to everything: whatever runs was answered by autonomy.
        let g = gate(Answer::Deny(Some("no".into())));
        let main = AgentContext::main("s");
        let sub = main.sub_agent("worker", true);
        let run = || async { json!("ok") };
        let r = g.guard(sub.call("search", json!({})), run).await;
        assert_eq!(r.unwrap(), json!("ok"));
        let r = g.guard(main.call("search", json!({})), run).await;
        assert!(r.is_err(), "the main agent has no auto_approve");
        for tool in ["write_file", "send_mail"] {
            let err = g.guard(sub.call(tool, json!({})), run).await.unwrap_err();
            assert_eq!(err.verdict.decided_by, DecidedBy::Human, "{tool}");
        }
        assert!(g.guard(sub.call("delegate", json!({})), run).await.is_ok());
        let deep = sub.sub_agent("deeper", true);
        let err = g
            .guard(deep.call("delegate", json!({})), run)
            .await
            .unwrap_err();
        assert_eq!(err.verdict.decision.rule(), "gate.max_delegation_depth");
    }

    #[tokio::test]
    async fn screen_hands_asks_off_and_records_each_once_its_outcome_is_known() {
        let g = Gate::new(
            airlock_policy::Policy::load("t.toml", POLICY).unwrap(),
            Store::open_in_memory().unwrap(),
            Arc::new(NoApprover::new("unused")),
            GateConfig::default(),
        );
        let to = |key| HandTo::new("host", key, "");
        let records = || g.with_store(|s| s.list(&Default::default())).unwrap();
        let waiting = |key: &str| g.with_store(|s| s.handed_off("s", key)).unwrap().unwrap();
        let mail = Request::new("s", None, "send_mail", json!({}));
        let Screened::HandedOff { decision } = g.screen(&mail, &to("m1")) else {
            panic!("send_mail asks");
        };
        assert_eq!(decision.tier(), airlock_policy::Tier::AlwaysAsk);
        assert!(records().is_empty(), "recorded once its outcome is known");
        let id = g
            .settle_hand_off(&waiting("m1"), true, "ran")
            .unwrap()
            .unwrap();
        let rec = g.with_store(|s| s.get(id)).unwrap().unwrap();
        assert_eq!(
            (
                rec.action.as_str(),
                rec.decided_by.as_str(),
                rec.detail.as_str()
            ),
            ("allow", "host", "ran")
        );
        // A yes to always_ask is never remembered.
        assert!(matches!(
            g.screen(&mail, &to("m2")),
            Screened::HandedOff { .. }
        ));

        let write = Request::new("s", None, "write_file", json!({"path": "a"}));
        assert!(matches!(
            g.screen(&write, &to("w1")),
            Screened::HandedOff { .. }
        ));
        let id = g
            .settle_hand_off(&waiting("w1"), false, "no")
            .unwrap()
            .unwrap();
        assert_eq!(g.with_store(|s| s.get(id)).unwrap().unwrap().action, "deny");
        assert!(matches!(
            g.screen(&write, &to("w2")),
            Screened::HandedOff { .. }
        ));
        g.settle_hand_off(&waiting("w2"), true, "ran").unwrap();
        // An ask_once yes learned from the host covers the session's next call at once.
        let Screened::Settled(v) = g.screen(&write, &to("w3")) else {
            panic!("granted");
        };
        assert_eq!((v.runs(), v.decided_by), (true, DecidedBy::Grant));
        assert_eq!(records().len(), 4);

        let read = Request::new("s", None, "read", json!({}));
        let Screened::Settled(v) = g.screen(&read, &to("r1")) else {
            panic!("read is allowed");
        };
        assert!(v.runs());

        // A yes at the host's dialog to a call that also holds an always_ask action
        // remembers its ask_once actions, never the always_ask ones; a no remembers nothing.
        let mixed = Request::new(
            "s3",
            None,
            "run_command",
            json!({"command": "corepack enable && pnpm install"}),
        );
        let sh =
            |script: &str| Request::new("s3", None, "run_command", json!({ "command": script }));
        let d = Gate::new(
            airlock_policy::Policy::default_policy(),
            Store::open_in_memory().unwrap(),
            Arc::new(NoApprover::new("unused")),
            GateConfig {
                workspace: Some("/work/p".into()),
                ..GateConfig::default()
            },
        );
        let waiting_d = |key: &str| d.with_store(|s| s.handed_off("s3", key)).unwrap().unwrap();
        let Screened::HandedOff { decision } = d.screen(&mixed, &to("c1")) else {
            panic!("corepack enable asks");
        };
        assert_eq!(decision.tier(), airlock_policy::Tier::AlwaysAsk);
        d.settle_hand_off(&waiting_d("c1"), false, "no").unwrap();
        assert!(matches!(
            d.screen(&sh("pnpm install"), &to("c2")),
            Screened::HandedOff { .. }
        ));
        d.settle_hand_off(&waiting_d("c2"), false, "no").unwrap();
        assert!(matches!(
            d.screen(&mixed, &to("c3")),
            Screened::HandedOff { .. }
        ));
        d.settle_hand_off(&waiting_d("c3"), true, "ran").unwrap();
        let Screened::Settled(v) = d.screen(&sh("pnpm install"), &to("c4")) else {
            panic!("the approved call's ask_once action is granted");
        };
        assert_eq!((v.runs(), v.decided_by), (true, DecidedBy::Grant));
        assert!(matches!(
            d.screen(&sh("corepack enable"), &to("c5")),
            Screened::HandedOff { .. }
        ));

        // The host's plan mode denies what writes, and the record names it.
        let mut write = Request::new("s2", None, "write_file", json!({}));
        write.agent.host_mode = crate::HostMode::Plan;
        let Screened::Settled(v) = g.screen(&write, &to("p1")) else {
            panic!("plan mode settles a write");
        };
        assert!(
            !v.runs() && v.message().contains("plan mode allows nothing"),
            "{}",
            v.message()
        );
        let rec = g.with_store(|s| s.get(v.record.unwrap())).unwrap().unwrap();
        assert_eq!(
            (rec.action.as_str(), rec.rule.as_str(), rec.tier.as_str()),
            ("deny", "host: plan mode", "ask_once")
        );
    }
}
