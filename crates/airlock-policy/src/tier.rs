//! Tiers, actions and classes: the vocabulary of a decision.

use serde::{Deserialize, Serialize};

/// How much a call needs a human, in strict order: `Allow < AskOnce < AlwaysAsk < Deny`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    /// Runs at once.
    Allow,
    /// Asks the first time; an approval for the session is remembered.
    AskOnce,
    /// Asks every time; never remembered, never answered by autonomy.
    AlwaysAsk,
    /// Never runs. Only an explicit deny entry or a configured hard limit reaches it.
    Deny,
}

impl Tier {
    /// The tier's name as the policy file spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Allow => "allow",
            Tier::AskOnce => "ask_once",
            Tier::AlwaysAsk => "always_ask",
            Tier::Deny => "deny",
        }
    }

    /// Parses a tier name as the policy file spells it.
    pub fn parse(s: &str) -> Option<Tier> {
        match s {
            "allow" => Some(Tier::Allow),
            "ask_once" => Some(Tier::AskOnce),
            "always_ask" => Some(Tier::AlwaysAsk),
            "deny" => Some(Tier::Deny),
            _ => None,
        }
    }
}

impl std::fmt::Display for Tier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What the gate does with a tier in a context.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// The call runs.
    Allow,
    /// A human is asked; no answer is no.
    Ask,
    /// The call does not run.
    Deny,
}

impl Action {
    /// The action's name.
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Allow => "allow",
            Action::Ask => "ask",
            Action::Deny => "deny",
        }
    }
}

impl std::fmt::Display for Action {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What kind of effect an action has; autonomy answers only some classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Reads only.
    Read,
    /// Changes persistent state.
    Write,
    /// Runs programs.
    Exec,
    /// Talks to an outside service.
    External,
    /// Costs money.
    Expensive,
    /// Hands work to a sub-agent.
    Delegate,
    /// Anything else.
    Other,
}

impl Class {
    /// The class's name as the policy file spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Class::Read => "read",
            Class::Write => "write",
            Class::Exec => "exec",
            Class::External => "external",
            Class::Expensive => "expensive",
            Class::Delegate => "delegate",
            Class::Other => "other",
        }
    }
}
