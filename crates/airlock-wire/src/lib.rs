//! The approval daemon's HTTP bodies (`docs/openapi.yaml`), one definition shared by the daemon
//! (`airlock-server`) and its client (the gate's daemon approver), so the two cannot drift.
//! Every body refuses fields it does not know: a typo is an error that names the field, never a
//! setting silently dropped. Values are checked beyond their types (an empty tool, a tier that
//! is no tier, a timeout out of range) where they are used, in the daemon.

#![deny(missing_docs)]

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The calling agent's chain of delegations: a list of agent names, or (from the gate, whose
/// card carries it joined) one string.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Lineage {
    /// Already joined, `parent → child`.
    Joined(String),
    /// One name per agent, outermost first.
    Agents(Vec<String>),
}

impl Lineage {
    /// The agents' names, outermost first (a joined lineage as one name; an empty one as none).
    pub fn into_agents(self) -> Vec<String> {
        match self {
            Lineage::Joined(s) if s.is_empty() => Vec::new(),
            Lineage::Joined(s) => vec![s],
            Lineage::Agents(v) => v,
        }
    }
}

/// `POST /v1/decide`: one call, resolved by the daemon's policy without asking or recording.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecideRequest {
    /// The tool's name.
    pub tool: String,
    /// The agent's session (default `api`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
    /// The MCP server's name; none for an agent host's own tool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// The call's arguments.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Map<String, Value>>,
    /// The tool's annotations, as its server declared them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Map<String, Value>>,
    /// Delegation depth: 0 is the top-level agent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// Whether the caller answers `ask_once` by itself (a sub-agent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auto_approve: Option<bool>,
    /// The calling agent's chain of delegations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lineage: Option<Lineage>,
}

/// `POST /v1/approvals`: a question for a human. The gate sends its own approval's id and what
/// it resolved; a program may send the call alone, which the daemon's policy then resolves.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewApproval {
    /// The approval's id (a UUID), when the caller stored it already.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The tool's name.
    pub tool: String,
    /// The agent's session (default `api`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
    /// The MCP server's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// The call's arguments (masked by the caller; the daemon masks them again).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Map<String, Value>>,
    /// The tool's annotations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Map<String, Value>>,
    /// Delegation depth.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// Whether the caller answers `ask_once` by itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auto_approve: Option<bool>,
    /// The calling agent's chain of delegations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lineage: Option<Lineage>,
    /// What the card calls the call (the enclosed actions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// The tier the caller resolved: `allow`, `ask_once`, `always_ask` or `deny`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tier: Option<String>,
    /// The action's class (read, write, exec…), shown on the card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// Why the call asks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The rule that decided it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// How long the question may wait for an answer, 1 s to a day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout_secs: Option<u64>,
    /// The call's hash (hex SHA-256), binding the approval to the call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call_hash: Option<String>,
    /// Whether "approve for the session" is offered (default: for `ask_once`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offers_session: Option<bool>,
    /// The machine the call comes from (default: the daemon's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
    /// The OS user the agent runs as.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
    /// The agent's working directory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cwd: Option<String>,
    /// Whether the tool's definition changed since it was approved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub definition_changed: Option<bool>,
    /// Whether the caller long-polls for the answer: a caller that stops is taken for gone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waits: Option<bool>,
    /// What the call costs, in USD.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
}

/// A human's answer to a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// Run this call once.
    Once,
    /// Run it, and calls like it for the session.
    Session,
    /// Run it, and always: an allow rule in the policy file.
    Always,
    /// Approve the tool's changed definition.
    Definition,
    /// Do not run it.
    Deny,
}

impl Answer {
    /// The answer as the API spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Answer::Once => "once",
            Answer::Session => "session",
            Answer::Always => "always",
            Answer::Definition => "definition",
            Answer::Deny => "deny",
        }
    }
}

/// `POST /v1/approvals/{id}/decision`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecisionRequest {
    /// The answer.
    pub answer: Answer,
    /// Why not: only a deny takes a reason, which reaches the agent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// One enclosed action on a card (a script's command, a meta-tool's action) and its tier.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionView {
    /// What the action is.
    pub label: String,
    /// Its tier by the daemon's policy.
    pub tier: String,
}

/// An approval as the daemon shows it: the answer to every approval endpoint, and the body of
/// each `pending` and `closed` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApprovalView {
    /// Its id (a UUID).
    pub id: String,
    /// `pending`, `approved_once`, `approved_session` or `denied`.
    pub state: String,
    /// The MCP server's name (empty for a host's own tool).
    pub server: String,
    /// The tool's name.
    pub tool: String,
    /// What the card calls the call.
    pub label: String,
    /// Its tier.
    pub tier: String,
    /// The action's class.
    pub class: Option<String>,
    /// Why it asks.
    pub reason: String,
    /// The rule that decided it.
    pub rule: Option<String>,
    /// The calling agent's chain of delegations, joined.
    pub lineage: String,
    /// Delegation depth.
    pub depth: Option<u32>,
    /// The agent's session.
    pub session: String,
    /// The call's arguments (masked).
    pub args: Value,
    /// The call's hash.
    pub call_hash: String,
    /// When it was asked, in ms since the epoch.
    pub created_ms: i64,
    /// When it times out.
    pub expires_ms: i64,
    /// The daemon's clock now, for the page's countdown.
    pub now_ms: i64,
    /// Whether "approve for the session" is offered.
    pub offers_session: bool,
    /// Whether "approve always" is offered.
    pub offers_always: bool,
    /// Why "approve always" is not offered, when it is not.
    pub always_absent: Option<String>,
    /// The machine the call comes from.
    pub host: Option<String>,
    /// The OS user the agent runs as.
    pub user: Option<String>,
    /// The agent's working directory.
    pub cwd: Option<String>,
    /// The enclosed actions and their tiers; empty for one plain tool.
    pub commands: Vec<ActionView>,
    /// Whether the tool's definition changed.
    pub definition_changed: bool,
    /// What the call costs, in USD.
    pub cost_usd: Option<f64>,
    /// The human's answer, once there is one.
    pub answer: Option<Answer>,
    /// Who closed it: `human`, `timeout`, `cancelled`, `policy`…
    pub decided_by: Option<String>,
    /// When it was closed.
    pub decided_ms: Option<i64>,
    /// A deny's reason.
    pub deny_reason: Option<String>,
}

/// `GET /v1/health`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Health {
    /// Always true: the daemon answers.
    pub ok: bool,
    /// The daemon's clock.
    pub now_ms: i64,
}

/// An error answer: what is wrong, and the field (or header, or parameter) it is about.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ErrorBody {
    /// What is wrong and how to fix it.
    pub error: String,
    /// The field, header or parameter at fault, when one is.
    pub field: Option<String>,
}

/// The daemon file (`daemon.json` in airlock's home): where the daemon listens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DaemonFile {
    /// The base URL, e.g. `http://127.0.0.1:7878`.
    pub url: String,
    /// The bearer token.
    pub token: String,
    /// The daemon's process id.
    pub pid: u32,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]

    use super::*;

    #[test]
    fn bodies_refuse_unknown_fields_and_take_both_lineages() {
        let e = serde_json::from_str::<DecideRequest>(r#"{"tool":"t","bogus":1}"#).unwrap_err();
        assert!(e.to_string().contains("unknown field `bogus`"), "{e}");
        let e = serde_json::from_str::<DecisionRequest>(r#"{"answer":"maybe"}"#).unwrap_err();
        assert!(e.to_string().contains("unknown variant `maybe`"), "{e}");
        let joined: DecideRequest =
            serde_json::from_str(r#"{"tool":"t","lineage":"main → sub"}"#).unwrap();
        assert_eq!(
            joined.lineage.unwrap().into_agents(),
            vec!["main → sub".to_owned()]
        );
        let list: DecideRequest =
            serde_json::from_str(r#"{"tool":"t","lineage":["main","sub"]}"#).unwrap();
        assert_eq!(list.lineage.unwrap().into_agents(), ["main", "sub"]);
        // What one side writes, the other reads.
        let new = NewApproval {
            tool: "frob".to_owned(),
            waits: Some(true),
            ..NewApproval::default()
        };
        let text = serde_json::to_string(&new).unwrap();
        assert_eq!(text, r#"{"tool":"frob","waits":true}"#);
        assert_eq!(serde_json::from_str::<NewApproval>(&text).unwrap(), new);
    }

    /// The lines of `docs/openapi.yaml` that document the schema `name`: from its heading to
    /// the next line indented as little or less.
    fn schema(name: &str) -> Vec<&'static str> {
        let doc = include_str!("../../../docs/openapi.yaml");
        let heading = format!("    {name}:");
        doc.lines()
            .skip_while(|l| *l != heading)
            .skip(1)
            .take_while(|l| l.starts_with("      "))
            .collect()
    }

    /// The property names a schema's lines list (at the properties' indentation).
    fn documented(lines: &[&str]) -> Vec<String> {
        let mut names: Vec<String> = lines
            .iter()
            .filter_map(|l| {
                let key = l
                    .strip_prefix("            ")
                    .or_else(|| l.strip_prefix("        "))?;
                let (name, _) = key.split_once(':')?;
                name.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_')
                    .then(|| name.to_owned())
            })
            .filter(|n| {
                !n.is_empty() && !["type", "properties", "description"].contains(&n.as_str())
            })
            .collect();
        names.sort();
        names
    }

    /// Every field of every body is in docs/openapi.yaml, and nothing else is.
    #[test]
    fn the_openapi_file_documents_every_field() {
        let call = DecideRequest {
            tool: "t".to_owned(),
            session: Some(String::new()),
            server: Some(String::new()),
            args: Some(Map::new()),
            annotations: Some(Map::new()),
            depth: Some(0),
            auto_approve: Some(false),
            lineage: Some(Lineage::Agents(Vec::new())),
        };
        let new = NewApproval {
            id: Some(String::new()),
            label: Some(String::new()),
            tier: Some(String::new()),
            class: Some(String::new()),
            reason: Some(String::new()),
            rule: Some(String::new()),
            timeout_secs: Some(1),
            call_hash: Some(String::new()),
            offers_session: Some(true),
            host: Some(String::new()),
            user: Some(String::new()),
            cwd: Some(String::new()),
            definition_changed: Some(true),
            waits: Some(true),
            cost_usd: Some(0.0),
            ..NewApproval::default()
        };
        let view = ApprovalView {
            id: String::new(),
            state: String::new(),
            server: String::new(),
            tool: String::new(),
            label: String::new(),
            tier: String::new(),
            class: None,
            reason: String::new(),
            rule: None,
            lineage: String::new(),
            depth: None,
            session: String::new(),
            args: Value::Null,
            call_hash: String::new(),
            created_ms: 0,
            expires_ms: 0,
            now_ms: 0,
            offers_session: false,
            offers_always: false,
            always_absent: None,
            host: None,
            user: None,
            cwd: None,
            commands: Vec::new(),
            definition_changed: false,
            cost_usd: None,
            answer: None,
            decided_by: None,
            decided_ms: None,
            deny_reason: None,
        };
        let keys = |v: Value| -> Vec<String> { v.as_object().unwrap().keys().cloned().collect() };
        let mut want = keys(serde_json::to_value(&call).unwrap());
        want.sort();
        assert_eq!(
            documented(&schema("Call")),
            want,
            "docs/openapi.yaml's Call"
        );
        let call_keys = want;
        let mut want: Vec<String> = keys(serde_json::to_value(&new).unwrap())
            .into_iter()
            .filter(|k| !call_keys.contains(k))
            .collect();
        want.sort();
        assert_eq!(
            documented(&schema("NewApproval")),
            want,
            "docs/openapi.yaml's NewApproval"
        );
        let mut want = keys(serde_json::to_value(&view).unwrap());
        want.sort();
        assert_eq!(
            documented(&schema("Approval")),
            want,
            "docs/openapi.yaml's Approval"
        );
    }
}
