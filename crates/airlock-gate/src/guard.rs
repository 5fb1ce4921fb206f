//! The library surface for agents written in Rust: [`Gate::guard`] runs a tool only after the
//! gate allows it and masks and cuts its result on the way back; [`AgentContext`] says who calls
//! (the main agent, or a sub-agent derived from its parent with [`AgentContext::sub_agent`]).
//!
//! For adapters whose host asks the human itself (agent hooks), [`Gate::screen`] decides without
//! asking anyone, and [`Gate::refuse`] records a denial the host's own limits require.
//!
//! ```
//! # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
//! use std::sync::Arc;
//! use airlock_gate::{AgentContext, Answer, FnApprover, Gate, GateConfig, ToolCall};
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
//!     .guard(ToolCall::new("read_notes", json!({})), &main, || async {
//!         json!({"text": "deploy key: ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"})
//!     })
//!     .await
//!     .unwrap();
//! assert!(!notes.to_string().contains("ghp_0123"));
//!
//! // Refused: the tool never runs, and the agent gets a message it can act on.
//! let mut sent = false;
//! let err = gate
//!     .guard(ToolCall::new("send_mail", json!({"to": "boss"})), &main, || async {
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

use airlock_policy::{Action, Class, Decision, Stage, Step, Text};
use airlock_store::{NewRecord, RecordId};
use serde_json::Value;

use crate::{DecidedBy, Gate, Request, Verdict, deny_message, now_ms};

/// One tool call an agent wants to make.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCall {
    /// The MCP server the tool belongs to; `None` for the agent's own tools.
    pub server: Option<String>,
    /// The tool's name.
    pub tool: String,
    /// The arguments.
    pub args: Value,
    /// The tool's annotations, as its server listed them.
    pub annotations: Option<Value>,
}

impl ToolCall {
    /// A call of one of the agent's own tools.
    pub fn new(tool: &str, args: Value) -> ToolCall {
        ToolCall {
            server: None,
            tool: tool.to_owned(),
            args,
            annotations: None,
        }
    }

    /// A call of an MCP server's tool.
    pub fn on(server: &str, tool: &str, args: Value) -> ToolCall {
        ToolCall {
            server: Some(server.to_owned()),
            ..ToolCall::new(tool, args)
        }
    }
}

/// Who makes calls: the main agent, or a sub-agent with its lineage.
#[derive(Debug, Clone, PartialEq, Eq)]
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
        }
    }

    /// The gate's request for `call` made by this agent.
    pub fn request(&self, call: ToolCall) -> Request {
        Request {
            session: self.session.clone(),
            server: call.server,
            tool: call.tool,
            args: call.args,
            annotations: call.annotations,
            depth: self.depth,
            auto_approve: self.auto_approve,
            lineage: self.lineage.clone(),
            server_info: None,
        }
    }
}

/// A call the gate did not let run.
#[derive(Debug, Clone)]
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
    /// A human must answer; the question was recorded as handed to someone else.
    HandedOff {
        /// The decision, with the label and reason to show.
        decision: Decision,
        /// The audit record of the hand-off, when one could be written.
        record: Option<RecordId>,
    },
}

impl Gate {
    /// Runs `run` only if the gate allows `call` made by `ctx`, asking the approver when the
    /// policy says so. The tool's result is masked and cut to the policy's `max_result_bytes`
    /// before it is returned. A denial (by the policy, a human, a timeout or a fault) returns
    /// [`Denied`] and `run` is never called.
    ///
    /// A tool that fails should return its error as a value too (for example an MCP result with
    /// `isError`), so that the error text is masked like any other result.
    pub async fn guard<F, Fut, T>(
        &self,
        call: ToolCall,
        ctx: &AgentContext,
        run: F,
    ) -> Result<Value, Denied>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = T>,
        T: Into<Value>,
    {
        let req = ctx.request(call);
        let verdict = self.decide(&req).await;
        if !verdict.run {
            return Err(Denied {
                message: verdict.message.clone(),
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
    /// recorded and returned; a call that needs a human is recorded as an `ask` handed to
    /// `handed_to` (e.g. `claude-code`, whose own prompt then asks), and its decision returned.
    pub fn screen(&self, req: &Request, handed_to: &str) -> Screened {
        let started = Instant::now();
        let decision = match self.resolve(req) {
            Ok(d) => d,
            Err(fault) => return Screened::Settled(self.fault(req, started, &fault)),
        };
        let decision = match self.without_asking(req, decision, started) {
            crate::Unasked::Settled(verdict) => return Screened::Settled(verdict),
            crate::Unasked::NeedsHuman(decision) => decision,
        };
        match self.record_hand_off(req, &decision, handed_to, started) {
            Ok(id) => Screened::HandedOff {
                decision,
                record: Some(id),
            },
            Err(fault) => Screened::Settled(self.fault(req, started, &fault)),
        }
    }

    /// Denies `req` for a limit outside the policy (an agent host's read-only mode, say): the
    /// decision keeps its tier, `who` and `why` go to the agent, and the denial is recorded with
    /// `rule` as the rule that decided.
    pub fn refuse(
        &self,
        req: &Request,
        mut decision: Decision,
        who: &str,
        why: &str,
        rule: &str,
    ) -> Verdict {
        decision.trail.push(Step {
            stage: Stage::Context,
            action: None,
            detail: Text::copied(why),
            tier: None,
            source: Some(rule.into()),
        });
        decision.action = Action::Deny;
        decision.reason = Text::copied(why);
        decision.rule = Text::copied(rule);
        let msg = deny_message(&decision, who, why);
        self.settle(req, decision, DecidedBy::Rule, Some(msg), Instant::now())
    }

    fn record_hand_off(
        &self,
        req: &Request,
        decision: &Decision,
        handed_to: &str,
        started: Instant,
    ) -> Result<RecordId, String> {
        let masker = self.masker();
        let record = NewRecord {
            time_ms: now_ms(),
            session: req.session.clone(),
            server: req.server.clone().unwrap_or_default(),
            tool: req.tool.clone(),
            label: masker.mask(&decision.label),
            tier: decision.tier.as_str().to_owned(),
            action: "ask".to_owned(),
            rule: masker.mask(&decision.rule),
            decided_by: handed_to.to_owned(),
            detail: masker.mask(&format!("handed to {handed_to}: {}", decision.reason)),
            duration_ms: i64::try_from(started.elapsed().as_millis()).unwrap_or(i64::MAX),
            args: masker.mask(&airlock_store::canonical_json(
                masker.mask_json(&req.args).as_value(),
            )),
        };
        self.with_store(|s| s.append(record))
    }
}

/// Whether any action `decision` would let through writes or executes: what a read-only mode
/// refuses.
pub fn writes(decision: &Decision) -> bool {
    decision
        .actions
        .iter()
        .any(|a| a.action != Action::Deny && matches!(a.class, Class::Write | Class::Exec))
        || (decision.actions.is_empty() && matches!(decision.class, Class::Write | Class::Exec))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    use airlock_store::Store;
    use serde_json::json;

    use super::*;
    use crate::{Answer, FnApprover, GateConfig, NoApprover};

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
            .guard(ToolCall::new("read", json!({})), &main, || async move {
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
            .guard(ToolCall::new("send_mail", json!({})), &main, || async {
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
        let r = g.guard(ToolCall::new("search", json!({})), &sub, run).await;
        assert_eq!(r.unwrap(), json!("ok"));
        let r = g
            .guard(ToolCall::new("search", json!({})), &main, run)
            .await;
        assert!(r.is_err(), "the main agent has no auto_approve");
        for tool in ["write_file", "send_mail"] {
            let err = g
                .guard(ToolCall::new(tool, json!({})), &sub, run)
                .await
                .unwrap_err();
            assert_eq!(err.verdict.decided_by, DecidedBy::Human, "{tool}");
        }
        assert!(
            g.guard(ToolCall::new("delegate", json!({})), &sub, run)
                .await
                .is_ok()
        );
        let deep = sub.sub_agent("deeper", true);
        let err = g
            .guard(ToolCall::new("delegate", json!({})), &deep, run)
            .await
            .unwrap_err();
        assert_eq!(err.verdict.decision.rule, "gate.max_delegation_depth");
    }

    #[tokio::test]
    async fn screen_hands_asks_off_and_records_them() {
        let g = Gate::new(
            airlock_policy::Policy::load("t.toml", POLICY).unwrap(),
            Store::open_in_memory().unwrap(),
            Arc::new(NoApprover::new("unused")),
            GateConfig::default(),
        );
        let req = Request::new("s", None, "send_mail", json!({}));
        let Screened::HandedOff { decision, record } = g.screen(&req, "host") else {
            panic!("send_mail asks");
        };
        assert_eq!(decision.tier, airlock_policy::Tier::AlwaysAsk);
        let rec = g.with_store(|s| s.get(record.unwrap())).unwrap().unwrap();
        assert_eq!(
            (rec.action.as_str(), rec.decided_by.as_str()),
            ("ask", "host")
        );

        let read = Request::new("s", None, "read", json!({}));
        let Screened::Settled(v) = g.screen(&read, "host") else {
            panic!("read is allowed");
        };
        assert!(v.run);

        let write = Request::new("s", None, "write_file", json!({}));
        let decision = g.resolve(&write).unwrap();
        assert!(writes(&decision));
        let v = g.refuse(&write, decision, "the host", "read-only mode", "host: plan");
        assert!(
            !v.run && v.message.contains("read-only mode"),
            "{}",
            v.message
        );
        let rec = g.with_store(|s| s.get(v.record.unwrap())).unwrap().unwrap();
        assert_eq!(
            (rec.action.as_str(), rec.rule.as_str()),
            ("deny", "host: plan")
        );
    }
}
