//! The policy file as users write it (POLICY.md's shape), as plain serde values.
//!
//! A [`PolicyDoc`] is what the file says, nothing compiled: parsing a file gives one, and printing
//! one gives a file that parses back to the same document.

use serde::{Deserialize, Serialize};

use crate::tier::{Class, Tier};

/// A whole policy file.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PolicyDoc {
    /// The format version; only `1` exists.
    pub version: i64,
    /// Settings of the gate.
    #[serde(default)]
    pub gate: GateDoc,
    /// The blocklist: the only way to `deny`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deny: Vec<DenyDoc>,
    /// Explicit per-tool rules.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tool: Vec<ToolDoc>,
    /// Per-app rules.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub app: Vec<AppDoc>,
    /// MCP servers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub server: Vec<ServerDoc>,
    /// Meta-tools, whose arguments name the real actions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub meta: Vec<MetaDoc>,
    /// Shell command rules.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub command: Vec<CommandDoc>,
    /// Policy tests, checked when the file loads.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub example: Vec<ExampleDoc>,
}

/// `[gate]`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GateDoc {
    /// Tier of a call nothing classifies (default `ask_once`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unknown: Option<Tier>,
    /// An unanswered question becomes a denial after this many seconds (default 300).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub approval_timeout_secs: Option<u64>,
    /// A delegation from deeper than this is denied (default 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_delegation_depth: Option<u32>,
    /// Once spent, every further cost is `always_ask` (default: no budget).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_budget_usd: Option<f64>,
    /// Larger tool results are cut (default 262144).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_result_bytes: Option<u64>,
    /// Calls run inside airlock's sandbox (default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sandboxed: Option<bool>,
    /// MCP tools of well-known servers that no rule here classifies are decided by the
    /// built-in, reviewed table (`airlock policy show --well-known`) (default false; the
    /// embedded default policy sets it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub well_known_tools: Option<bool>,
}

/// `[[deny]]`: one blocklist entry.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DenyDoc {
    /// Glob over the tool name or an enclosed action's slug.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
    /// Glob over the server name (default `*`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// A shell command, matched word by word against each analysed command.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<String>,
    /// Glob over a file path a file tool writes (`~` is the home directory).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// Why, shown to the agent and the human.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// `[[tool]]`: an explicit per-tool rule.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToolDoc {
    /// Glob over the tool name.
    pub name: String,
    /// Glob over the server name (default `*`), ignoring ASCII case: server names are the
    /// user's own (`github`, `GitHub`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// The tier; without it, later steps decide and the rule only sets class, cost or shell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tier: Option<Tier>,
    /// The class shown on the card and used by autonomy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<Class>,
    /// Why, shown on the card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// For an `ask_once` rule: the family one approval covers for the session, with the
    /// server's name (`comments and issue updates` on server `github` is the family
    /// `comments and issue updates on github`); rules with the same family share the answer.
    /// An argument condition that matches keeps the tool's own question.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// What one call costs, counted against the session budget.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
    /// A shell tool: the argument that holds the script.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shell: Option<String>,
    /// A file tool: the argument that holds the path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// A file tool's access: `read` or `write`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access: Option<Access>,
    /// A web fetch tool: the argument that holds the URL. A GET of a page on a documentation
    /// host (airlock's built-in table) reads, unless a risky-URL check says otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fetch: Option<String>,
    /// Argument conditions, checked in order; the first that matches sets the tier.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub when: Vec<WhenDoc>,
}

/// What a file tool does with its path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// Reads the file.
    Read,
    /// Writes or edits the file.
    Write,
}

/// `[[tool.when]]`: an argument condition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WhenDoc {
    /// An argument name, or a JSON pointer into the arguments (`/options/bypass`).
    pub arg: String,
    /// Matches when the argument equals this value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equals: Option<toml::Value>,
    /// Matches when the argument, as text, matches this regex.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
    /// The tier the call gets when the condition matches.
    pub tier: Tier,
    /// Why, shown on the card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// `[[app]]`: a per-app rule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AppDoc {
    /// The app, as the first word of an action slug (`gmail` for `GMAIL_SEND_EMAIL`).
    pub name: String,
    /// The tier of the app's actions.
    pub tier: Tier,
    /// Why, shown on the card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// `[[server]]`: an MCP server's settings.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerDoc {
    /// The server's name, as given to `airlock mcp --name`.
    pub name: String,
    /// Tier for this server's tools that no rule names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<Tier>,
    /// How far the server's tool annotations are believed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Annotations>,
}

/// How far a server's tool annotations are believed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Annotations {
    /// `readOnlyHint` may allow a call.
    Trust,
    /// Hints may only raise a tier (the default).
    #[default]
    RaiseOnly,
    /// Hints are not read.
    Ignore,
}

/// `[[meta]]`: a tool whose arguments name the real actions.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MetaDoc {
    /// Glob over the meta-tool's name.
    pub tool: String,
    /// Glob over the server name (default `*`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// JSON pointers to the enclosed actions' slugs; `*` is every element.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<String>,
    /// Read-only discovery: allowed, encloses nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discovery: Option<bool>,
}

/// `[[command]]`: a shell command rule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommandDoc {
    /// The words a command starts with, after wrappers are removed.
    pub prefix: String,
    /// The tier of a matching command.
    pub tier: Tier,
    /// Why, shown on the card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Commands that must match, checked when the file loads.
    #[serde(default, rename = "match", skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<String>,
    /// Commands that must not match, checked when the file loads.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_match: Vec<String>,
}

/// `[[example]]`: a policy test.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExampleDoc {
    /// The tool called.
    pub tool: String,
    /// The server, for an MCP call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// The call's arguments.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<toml::Table>,
    /// The tier the call must resolve to.
    pub expect: Tier,
}
