//! What the caller's context adds once the policy has decided each action: a tool definition
//! that changed since a human approved it, a description aimed at the model, the caller's own
//! floor, and the agent host's permission mode.
//!
//! These are inputs of the decision like the depth or the budget, so that a decision is made in
//! one place and `airlock explain` reproduces what a gate decides from the same inputs. Each
//! applies to every enclosed action, so that the call's decision and its actions agree.

use crate::resolve::{ActionDecision, Context, Stage, Step};
use crate::text::Text;
use crate::tier::{Action, Class, Tier};

/// A tier the caller raises a call to from its own knowledge ("the command would run
/// unconfined"), with why. It never lowers.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Floor {
    /// The least tier the call gets.
    pub tier: Tier,
    /// Why, for a human.
    pub why: String,
}

impl Floor {
    /// A floor of `tier`, because of `why`.
    pub fn new(tier: Tier, why: &str) -> Floor {
        Floor {
            tier,
            why: why.to_owned(),
        }
    }
}

/// The agent host's permission mode, where the host has one (Claude Code's
/// `permission_mode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum HostMode {
    /// The host's usual mode: it adds nothing.
    #[default]
    Default,
    /// Read-only planning: nothing that writes or executes may run.
    Plan,
    /// The host asks nobody: what always asks is a no (an `ask_once` may still be answered by
    /// a session grant).
    DontAsk,
}

impl HostMode {
    /// The mode from the host's spelling (`plan`, `dontAsk`); any other is the usual mode.
    pub fn parse(s: &str) -> HostMode {
        match s {
            "plan" => HostMode::Plan,
            "dontAsk" => HostMode::DontAsk,
            _ => HostMode::Default,
        }
    }
}

/// The rule of a raise for a changed tool definition.
pub const PIN_RULE: &str = "airlock: tool pin";
/// Why a tool whose definition changed asks.
pub const PIN_CHANGED: &str = "the tool's definition changed since it was approved (a possible \
     rug pull); it asks every time until a human approves the new definition";
/// The rule of a raise for a description aimed at the model.
const FLAGS_RULE: &str = "airlock: tool description";
/// The rule of the caller's floor.
const FLOOR_RULE: &str = "airlock: caller";
/// The rule and reason of the host's plan mode.
const PLAN_RULE: &str = "host: plan mode";
const PLAN_WHY: &str = "the agent host's plan mode allows nothing that writes or executes; leave \
     plan mode first";
/// The rule and reason of the host's dontAsk mode.
const DONT_ASK_RULE: &str = "host: dontAsk mode";
const DONT_ASK_WHY: &str = "the agent host runs in dontAsk mode, where nobody is asked: a call \
     that asks every time is a no";

/// Applies the caller's context to the call's `actions`, with a step of `trail` for each input
/// that applies.
pub(crate) fn apply(actions: &mut [ActionDecision], trail: &mut Vec<Step>, ctx: &Context) {
    if ctx.definition_changed {
        raise(
            actions,
            trail,
            Tier::AlwaysAsk,
            PIN_CHANGED.into(),
            PIN_RULE,
        );
    }
    if !ctx.description_flags.is_empty() {
        let why = format!(
            "the tool's description speaks to the model ({})",
            ctx.description_flags.join("; ")
        );
        raise(actions, trail, Tier::AskOnce, why.into(), FLAGS_RULE);
    }
    if let Some(floor) = &ctx.floor {
        raise(
            actions,
            trail,
            floor.tier,
            Text::copied(&floor.why),
            FLOOR_RULE,
        );
    }
    match ctx.host_mode {
        HostMode::Default => {}
        HostMode::Plan => refuse(actions, trail, PLAN_WHY, PLAN_RULE, |a| {
            matches!(a.class, Class::Write | Class::Exec)
        }),
        HostMode::DontAsk => refuse(actions, trail, DONT_ASK_WHY, DONT_ASK_RULE, |a| {
            a.action == Action::Ask && a.tier >= Tier::AlwaysAsk
        }),
    }
}

/// Raises every action to at least `tier` and never lets one run without a human: an action
/// the context allowed (the sandbox, autonomy) asks. A denied action stays denied.
fn raise(
    actions: &mut [ActionDecision],
    trail: &mut Vec<Step>,
    tier: Tier,
    why: Text,
    rule: &'static str,
) {
    trail.push(step(why.clone(), Some(tier), rule));
    for a in actions.iter_mut().filter(|a| a.action != Action::Deny) {
        if tier > a.tier || a.action == Action::Allow {
            a.tier = a.tier.max(tier);
            a.action = Action::Ask;
            a.reason = why.clone();
            a.rule = rule.into();
        }
    }
}

/// Denies every action `hit` picks, for a limit of the host's; each keeps its tier.
fn refuse(
    actions: &mut [ActionDecision],
    trail: &mut Vec<Step>,
    why: &'static str,
    rule: &'static str,
    hit: impl Fn(&ActionDecision) -> bool,
) {
    let mut any = false;
    for a in actions
        .iter_mut()
        .filter(|a| a.action != Action::Deny && hit(a))
    {
        a.action = Action::Deny;
        a.reason = why.into();
        a.rule = rule.into();
        any = true;
    }
    if any {
        trail.push(step(why.into(), None, rule));
    }
}

fn step(detail: Text, tier: Option<Tier>, rule: &'static str) -> Step {
    Step {
        stage: Stage::Context,
        action: None,
        detail,
        tier,
        source: Some(rule.into()),
    }
}
