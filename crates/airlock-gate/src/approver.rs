//! Approvers: whoever answers a card. The terminal, the daemon, a function, or nobody.

use std::future::Future;
use std::pin::Pin;
use std::time::{Duration, Instant};

use airlock_policy::{Class, Tier};
use serde_json::Value;

/// A boxed future, so that approvers can be trait objects.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// What a human is asked about. Every text on it is masked; the approver still escapes it for
/// display, since it comes from an agent or a server.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Card {
    /// The durable approval's id.
    pub approval: String,
    /// The agent session.
    pub session: String,
    /// The MCP server, empty for a local tool.
    pub server: String,
    /// The tool.
    pub tool: String,
    /// The enclosed actions (`gmail: send email`), never a meta-tool's name.
    pub label: String,
    /// The tier.
    pub tier: Tier,
    /// The class of the action that decided.
    pub class: Class,
    /// Why it asks.
    pub reason: String,
    /// The rule that decided.
    pub rule: String,
    /// The sub-agent lineage, outermost first, joined; empty for the main agent.
    pub lineage: String,
    /// The masked arguments.
    pub args: Value,
    /// The hash the approval is bound to ([`crate::call_hash`] of the unmasked call).
    pub call_hash: String,
    /// How long the question stays open.
    pub timeout: Duration,
    /// When it closes.
    pub deadline: Instant,
    /// Whether "for this session" may be offered (ask_once only).
    pub offers_session: bool,
    /// Whether the tool's definition changed since it was approved.
    pub definition_changed: bool,
    /// The change, as lines of the masked definitions (`- ` approved, `+ ` now, `  ` both),
    /// when this gate saw both; empty otherwise.
    pub definition_diff: Vec<String>,
    /// What the call costs, if it has a cost.
    pub cost_usd: Option<f64>,
    /// The workspace (project directory) the call works in, if known.
    pub workspace: String,
}

/// An approver's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Run this call once.
    Once,
    /// Run it, and remember the answer for the session (ask_once only; otherwise once).
    Session,
    /// Approve the tool's changed definition, and run this call once.
    ApproveDefinition,
    /// Do not run it, with an optional reason for the agent.
    Deny(Option<String>),
    /// Nobody could answer (no terminal, no daemon); the call does not run.
    Unavailable(String),
}

/// Whoever answers cards.
pub trait Approver: Send + Sync {
    /// Asks about `card`. The gate enforces the timeout and drops the future when the call is
    /// withdrawn, so an approver must tolerate being dropped at any await.
    fn ask(&self, card: Card) -> BoxFuture<'_, Answer>;
}

/// Nobody: every card is answered "no", with a reason.
#[derive(Debug, Clone)]
pub struct NoApprover {
    why: String,
}

impl NoApprover {
    /// Denies every card because of `why` (e.g. "no approver available").
    pub fn new(why: &str) -> NoApprover {
        NoApprover {
            why: why.to_owned(),
        }
    }
}

impl Approver for NoApprover {
    fn ask(&self, _card: Card) -> BoxFuture<'_, Answer> {
        let why = self.why.clone();
        Box::pin(async move { Answer::Unavailable(why) })
    }
}

/// A function answers: for tests, scripted runs and programs that decide for themselves.
pub struct FnApprover<F> {
    f: F,
}

impl<F> FnApprover<F>
where
    F: Fn(&Card) -> Answer + Send + Sync,
{
    /// An approver that answers with `f`.
    pub fn new(f: F) -> FnApprover<F> {
        FnApprover { f }
    }
}

impl<F> std::fmt::Debug for FnApprover<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("FnApprover")
    }
}

impl<F> Approver for FnApprover<F>
where
    F: Fn(&Card) -> Answer + Send + Sync,
{
    fn ask(&self, card: Card) -> BoxFuture<'_, Answer> {
        let answer = (self.f)(&card);
        Box::pin(async move { answer })
    }
}
