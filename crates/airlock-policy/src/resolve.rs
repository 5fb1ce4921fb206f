//! The decision: one call, in its context, resolved to a tier, an action and a trail.
//!
//! A call encloses one or more actions: itself for a plain tool, the named actions for a
//! meta-tool, the commands of its script for a shell tool. Each action is resolved on its own in
//! the strict order (deny entries, tool rule, app rule, server and pinned defaults, heuristics,
//! `unknown`), then the context changes the tier (delegation depth, budget, sandbox) and decides
//! the action (autonomy). The call's tier is the worst of its actions'.

use std::sync::Arc;

use serde::Serialize;
use serde_json::Value;

use crate::caller::{Floor, HostMode};
use crate::doc::{Access, Annotations};
use crate::load::{DenyTarget, Policy, ServerRule, Source, ToolRule};
use crate::names;
use crate::text::{Builder, Text, cat};
use crate::tier::{Action, Class, Tier};

/// How many meta-tools may enclose one another before the innermost actions are not read.
pub const MAX_META_DEPTH: usize = 4;

/// A shell script longer than this (bytes) always asks.
pub const MAX_REVIEWED_SCRIPT_BYTES: usize = 8 * 1024;
/// A shell script that runs more commands than this always asks.
pub const MAX_REVIEWED_COMMANDS: usize = 200;

/// One tool call, as the agent made it.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct Call<'a> {
    /// The tool's name.
    pub tool: &'a str,
    /// The MCP server's name; `None` for a call that is not an MCP call.
    pub server: Option<&'a str>,
    /// The call's JSON arguments.
    pub args: &'a Value,
    /// The tool annotations the server declared.
    pub annotations: Option<&'a Value>,
}

impl<'a> Call<'a> {
    /// A call of `tool` (on `server`, for an MCP call) with `args`, without annotations.
    pub fn new(tool: &'a str, server: Option<&'a str>, args: &'a Value) -> Call<'a> {
        Call {
            tool,
            server,
            args,
            annotations: None,
        }
    }

    /// The call, with the tool annotations its server declared.
    pub fn annotated(self, annotations: Option<&'a Value>) -> Call<'a> {
        Call {
            annotations,
            ..self
        }
    }
}

/// Where and by whom a call is made: everything besides the call and the policy that decides
/// it.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct Context {
    /// 0 for the top-level agent; sub-agents count up by delegation.
    pub depth: u32,
    /// The caller works on its own and answers `ask_once` itself (never for a write or an exec
    /// outside the sandbox).
    pub auto_approve: bool,
    /// The call runs inside airlock's sandbox.
    pub sandboxed: bool,
    /// What the session has spent on costed calls.
    pub budget_spent_usd: f64,
    /// The workspace, an absolute path; relative paths are inside it.
    pub workspace: Option<Arc<str>>,
    /// The user's home directory, for `~`.
    pub home: Option<Arc<str>>,
    /// airlock's own policy, store and configuration: no tool may write them.
    pub protected: Arc<[String]>,
    /// A fact of the workspace the caller looked up for this call: absolute paths inside it
    /// that hold only what a build makes (its git repository ignores the path and everything
    /// in it, or tracks nothing under it and it holds only compiled machine code, or nothing);
    /// the shell's `removal_targets` names which to look up. A recursive `rm` of one with a
    /// conventional build output name is a clean of build output.
    pub build_output: Arc<[String]>,
    /// A fact of the workspace the caller looked up for a search tool's call that prints
    /// matching lines (`output_mode: content`): the secret files under the search's root that
    /// its file filter selects (a bounded walk; hidden entries skipped, as the search skips
    /// them). Used only to raise: a search that targets them prints their secrets.
    pub search_secrets: Arc<[String]>,
    /// A fact of the workspace the caller looked up for this call: the destinations of the
    /// script's copies of a secret file's template (the shell's `template_copy_targets`) where
    /// nothing exists yet. `cp .env.example .env` there destroys no secret.
    pub new_files: Arc<[String]>,
    /// A fact of the workspace's git repository the caller looked up for this call: its
    /// current branch (the shell's `pushes` says when a script needs it). A `git push` that
    /// names no branch pushes it.
    pub git_head: Option<Arc<airlock_shell::GitHead>>,
    /// A fact of the user's kubeconfig the caller looked up for this call: its current
    /// context (the shell's `uses_kube_context` says when a script needs it). A script that
    /// cannot switch it, and acts through it on a plainly local cluster (`kind-dev`), is the
    /// local cluster family, as it is given that context by name.
    pub kube_context: Option<Arc<str>>,
    /// Who the MCP server says it is (its `initialize` answer's `serverInfo`), if known: a
    /// well-known server's read-only tools are listed in `known_servers.toml`.
    pub server_info: Option<Arc<ServerInfo>>,
    /// The tool's definition changed since a human approved it (its pin, which the gate reads
    /// from the store): the call always asks, a possible rug pull.
    pub definition_changed: bool,
    /// What the tool's description says to the model rather than about the tool (the flags
    /// the gate found in tools/list): the call asks.
    pub description_flags: Vec<String>,
    /// A tier the caller raises the call to from its own knowledge.
    pub floor: Option<Floor>,
    /// The agent host's permission mode.
    pub host_mode: HostMode,
    /// The origin of the page the call's browser server shows, as the gate recorded it from
    /// the session's last navigation on that server that ran (`browser.rs`); `None` when it is
    /// not known (no navigation seen, or a switch of tab or history since). Read only for a
    /// browser-automation tool.
    pub page: Option<Arc<str>>,
    /// The local ports the session's earlier calls opened as tunnels to other machines, as the
    /// gate recorded them ([`Policy::tunnels_opened`]): a shell command's client of this
    /// machine on one of them reaches that machine.
    pub tunnels: Arc<[airlock_shell::Tunnel]>,
}

/// An MCP server's `serverInfo`: its name and version, as it declares them.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ServerInfo {
    /// `serverInfo.name`.
    pub name: String,
    /// `serverInfo.version`.
    pub version: String,
}

impl ServerInfo {
    /// The server `name` at `version`.
    pub fn new(name: &str, version: &str) -> ServerInfo {
        ServerInfo {
            name: name.to_owned(),
            version: version.to_owned(),
        }
    }
}

/// Which step of the resolution said something.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// A note about the call itself (names, meta-tools, scripts).
    Call,
    /// A deny entry.
    Deny,
    /// An explicit tool rule or one of its argument conditions.
    ToolRule,
    /// A per-app rule.
    AppRule,
    /// A server's default.
    ServerDefault,
    /// A built-in pinned default (mail, payments).
    PinnedDefault,
    /// A `[[command]]` rule.
    CommandRule,
    /// A heuristic: annotations, verbs, command knowledge, paths.
    Heuristic,
    /// The policy's `unknown` tier.
    Unknown,
    /// The context: depth, budget, sandbox, autonomy.
    Context,
}

/// One step of the trail.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct Step {
    /// The step.
    pub stage: Stage,
    /// The label of the action it concerns, if it concerns one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<Text>,
    /// What it found, for a human.
    pub detail: Text,
    /// The tier it set, if it set one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tier: Option<Tier>,
    /// The rule's source, `file:line`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<Arc<str>>,
}

/// The arguments an MCP server's SQL runner takes its SQL text from.
const SQL_FIELDS: &[&str] = &["sql", "query", "statement", "sql_query"];

/// The grant key of the host's web fetch tool (Claude Code's `WebFetch`), which a shell read
/// of a public page shares.
const WEB_FETCH_KEY: &str = "tool:WebFetch";
/// The one session family of writes in the workspace: every file tool's, and shell output
/// redirected into an ordinary workspace file.
const WORKSPACE_WRITES_KEY: &str = "files:write in the workspace";

/// One enclosed action's decision; only [`Policy::resolve`] makes one.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct ActionDecision {
    /// What the human sees: `gmail: send email`, `git push origin main` (masked).
    pub label: Text,
    /// The action's tier.
    pub tier: Tier,
    /// What the gate does with it in this context.
    pub action: Action,
    /// The action's class.
    pub class: Class,
    /// Why, for a human.
    pub reason: Text,
    /// The rule that decided, `file:line`, or the built-in step.
    pub rule: Text,
    /// The key a session approval is remembered under.
    pub grant_key: Text,
    /// What the action costs, if it has a cost.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
}

/// The decision for a whole call.
#[derive(Debug, Clone, Serialize)]
pub struct Decision {
    /// The worst tier of the enclosed actions.
    tier: Tier,
    /// What the gate does: the worst action of the enclosed actions.
    action: Action,
    /// The label of the approval card: the enclosed actions, never a meta-tool's name (masked).
    label: Text,
    /// Why, for a human: the reason of the action that decided.
    reason: Text,
    /// The rule that decided.
    rule: Text,
    /// The class of the action that decided.
    class: Class,
    /// Each enclosed action.
    actions: Vec<ActionDecision>,
    /// Every step that applied, in order.
    trail: Vec<Step>,
    /// What the call costs in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    cost_usd: Option<f64>,
    /// The tool's definition changed since a human approved it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    definition_changed: bool,
}

impl Decision {
    /// The decision for a call the gate could not decide (a store, a lock, a file failed): it
    /// does not run. `label` and `reason` must already be masked.
    pub fn fault(label: &str, reason: &str) -> Decision {
        Decision {
            tier: Tier::Deny,
            action: Action::Deny,
            label: Text::copied(label),
            reason: Text::copied(reason),
            rule: "airlock: fault".into(),
            class: Class::Other,
            actions: Vec::new(),
            trail: Vec::new(),
            cost_usd: None,
            definition_changed: false,
        }
    }

    /// The worst tier of the enclosed actions.
    pub fn tier(&self) -> Tier {
        self.tier
    }

    /// What the gate does: the worst action of the enclosed actions.
    pub fn action(&self) -> Action {
        self.action
    }

    /// The label of the approval card: the enclosed actions, never a meta-tool's name (masked).
    pub fn label(&self) -> &Text {
        &self.label
    }

    /// Why, for a human: the reason of the action that decided.
    pub fn reason(&self) -> &Text {
        &self.reason
    }

    /// The rule that decided.
    pub fn rule(&self) -> &Text {
        &self.rule
    }

    /// The class of the action that decided.
    pub fn class(&self) -> Class {
        self.class
    }

    /// Each enclosed action.
    pub fn actions(&self) -> &[ActionDecision] {
        &self.actions
    }

    /// Every step that applied, in order.
    pub fn trail(&self) -> &[Step] {
        &self.trail
    }

    /// What the call costs in all.
    pub fn cost_usd(&self) -> Option<f64> {
        self.cost_usd
    }

    /// The stricter of this decision and `held`'s, made for the same call by a newer policy
    /// that lowers protection and waits for a human: a deny over an ask over an allow, then the
    /// higher tier; `held` on a tie. What the newer policy raises applies, what it lowers not yet.
    pub fn stricter(self, held: Decision) -> Decision {
        let rank = |d: &Decision| {
            let action = match d.action {
                Action::Allow => 0,
                Action::Ask => 1,
                Action::Deny => 2,
            };
            (action, d.tier)
        };
        if rank(&self) > rank(&held) {
            self
        } else {
            held
        }
    }

    /// Whether the tool's definition changed since a human approved it (the card shows what
    /// changed, and a yes approves the new definition).
    pub fn definition_changed(&self) -> bool {
        self.definition_changed
    }
}

/// What kind of action is being resolved, which changes what the heuristics look at.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    /// A tool call or an enclosed action slug.
    Tool { enclosed: bool },
    /// A shell command.
    Command,
    /// A file tool's access to a path, inside the workspace or not.
    File { write: bool, inside: bool },
}

/// The server a call goes to, and its rule: looked up once for all the actions a call encloses.
#[derive(Clone, Copy)]
struct Via<'a> {
    server: Option<&'a str>,
    server_rule: Option<&'a ServerRule>,
    /// The curated entry of the well-known server the call goes to, if it is one.
    known: Option<&'static crate::known::KnownServer>,
}

/// The tier a shell tool's own rule gives: every command of its script is at least that.
struct RuleFloor {
    tier: Tier,
    reason: Option<Text>,
    rule: Text,
}

impl RuleFloor {
    /// What the tool's rule said of the tool's own action `own`.
    fn of(own: &Work) -> RuleFloor {
        RuleFloor {
            tier: own.tier.unwrap_or(Tier::Allow),
            reason: own.reason.clone(),
            rule: own.rule.clone(),
        }
    }
}

/// Where an enclosed action sits: the meta-tool around it, its server, how deep.
#[derive(Clone, Copy)]
struct Enclosed<'a> {
    meta: &'a crate::load::MetaRule,
    via: Via<'a>,
    depth: usize,
}

/// What every call of one tool gives, whatever its arguments: made at the first call of a tool
/// that a rule names (`ToolRule::texts`), then shared by every later call.
#[derive(Debug, Clone)]
pub(crate) struct Named {
    label: Text,
    grant_key: Text,
    /// The write verb of what the class heuristic reads: the label of an enclosed action, the
    /// name of a plain tool.
    write_verb: Option<&'static str>,
    destructive_verb: Option<&'static str>,
}

/// What the resolution of a call has made so far.
struct Out {
    /// The call's trail. The action under resolution holds it ([`Out::lend`]) and
    /// [`Policy::finish`] gives it back, so that every action's steps go straight into the one
    /// trail, in order, without a trail of their own.
    trail: Vec<Step>,
    actions: Vec<ActionDecision>,
    /// The tool's own name has look-alike characters: every action is raised.
    suspicious: bool,
}

impl Out {
    /// The trail, for the next action, which [`Policy::finish`] finishes before another is
    /// made.
    fn lend(&mut self) -> Vec<Step> {
        std::mem::take(&mut self.trail)
    }
}

/// One action under resolution: what has been said so far.
struct Work {
    /// The label; every step of the trail shares it.
    label: Text,
    tier: Option<Tier>,
    floor: Tier,
    class: Option<Class>,
    reason: Option<Text>,
    rule: Text,
    cost: Option<f64>,
    kind: Kind,
    grant_key: Text,
    /// The write verb of what the class heuristic reads, when it is known already.
    write_verb: Option<Option<&'static str>>,
    /// A command whose program talks to a daemon or a service outside the sandbox: the
    /// sandbox does not contain it.
    outside: bool,
    trail: Vec<Step>,
}

impl Work {
    /// An action whose steps go to `trail`: the call's, lent ([`Out::lend`]), or a new one for
    /// an action that may be dropped unfinished.
    fn new(label: Text, kind: Kind, grant_key: Text, trail: Vec<Step>) -> Self {
        Work {
            label,
            tier: None,
            floor: Tier::Allow,
            class: None,
            reason: None,
            rule: Text::default(),
            cost: None,
            kind,
            grant_key,
            write_verb: None,
            outside: false,
            trail,
        }
    }

    fn step(&mut self, stage: Stage, detail: Text, tier: Option<Tier>, source: Option<&Source>) {
        self.trail.push(Step {
            stage,
            action: Some(self.label.clone()),
            detail,
            tier,
            source: source.map(|s| Arc::clone(&s.loc)),
        });
    }

    /// Sets the tier if no earlier step did.
    fn decide(
        &mut self,
        stage: Stage,
        tier: Tier,
        reason: Text,
        rule: Text,
        source: Option<&Source>,
    ) {
        if self.tier.is_some() {
            return;
        }
        self.step(stage, reason.clone(), Some(tier), source);
        self.settle(Some(tier), Some(reason), rule);
    }

    /// The one place an action's tier, reason and rule are set, together; every step above
    /// (decide, raise, deny, a floor) goes through it.
    fn settle(&mut self, tier: Option<Tier>, reason: Option<Text>, rule: Text) {
        self.tier = tier.or(self.tier);
        self.reason = reason;
        self.rule = rule;
    }

    /// Sets aside the tier decided so far, for steps that judge the action afresh; the caller
    /// keeps what it returns as a floor where one applies.
    fn reopen(&mut self) -> Option<Tier> {
        self.tier.take()
    }

    /// Denies the action (a deny entry, airlock's own files): the step says `detail`.
    fn deny(&mut self, detail: Text, reason: Text, rule: Text, source: Option<&Source>) {
        self.step(Stage::Deny, detail, Some(Tier::Deny), source);
        self.settle(Some(Tier::Deny), Some(reason), rule);
    }

    /// Judges the call itself (a shell tool whose script cannot be judged command by command)
    /// as the action `label` at `tier`: what the tool's rule decided is set aside (a caller
    /// that keeps it as a floor passes it in `tier`).
    fn judge_call(&mut self, label: Text, tier: Tier, reason: Text, rule: Text) {
        self.label = label;
        self.reopen();
        self.raise(Stage::Call, tier, reason, rule);
    }

    /// An action of the meta-tool `name` whose name could not be read: it asks.
    fn unreadable(name: &str, meta: &crate::load::MetaRule, trail: Vec<Step>) -> Self {
        let mut w = Work::new(
            cat(&[name, ": unreadable action"]),
            Kind::Tool { enclosed: true },
            cat(&["tool:", name]),
            trail,
        );
        w.raise(
            Stage::Call,
            Tier::AskOnce,
            "an enclosed action's name could not be read".into(),
            meta.source.cited.clone(),
        );
        w
    }

    /// Whether [`Work::raise`] to `tier` would change the tier, so that a caller builds the
    /// texts of a raise only when it applies.
    fn raises(&self, tier: Tier) -> bool {
        let current = self.tier.unwrap_or(Tier::Allow).max(self.floor);
        tier > current || (self.tier.is_none() && tier >= current)
    }

    /// Raises the tier (never lowers it); the decided tier is kept if it is already higher.
    fn raise(&mut self, stage: Stage, tier: Tier, reason: Text, rule: Text) {
        self.raise_as(stage, tier, reason.clone(), reason, rule);
    }

    /// [`Work::raise`], with a step that says more than the reason (the table row that decided).
    fn raise_as(&mut self, stage: Stage, tier: Tier, detail: Text, reason: Text, rule: Text) {
        if self.raises(tier) {
            self.step(stage, detail, Some(tier), None);
            self.settle(Some(tier), Some(reason), rule);
        }
    }
}

impl Policy {
    /// Resolves one call in its context. Never fails: a fault becomes a step of the trail and a
    /// tier that asks.
    pub fn resolve(&self, call: &Call<'_>, ctx: &Context) -> Decision {
        // A plain name (the usual case) is matched as it is, without a copy.
        let plain = (!names::is_plain(call.tool)).then(|| names::plain_name(call.tool));
        let suspicious = plain.as_ref().and_then(|p| p.suspicious.as_ref());
        let mut out = Out {
            // The trail is sized where the number of actions is known.
            trail: Vec::new(),
            actions: Vec::new(),
            suspicious: suspicious.is_some(),
        };
        if let Some(why) = suspicious {
            out.trail.push(note(Text::copied(why)));
        }
        let name = plain.as_ref().map_or(call.tool, |p| p.plain.as_str());
        if let Some(meta) = self.find_meta(name, call.server) {
            self.meta_actions(call, name, meta, ctx, &mut out, 0);
        } else {
            let rule = self.find_rule(name, call.server);
            match rule {
                Some(rule) if rule.shell.is_some() => {
                    self.shell_actions(call, name, rule, ctx, &mut out);
                }
                Some(rule) if rule.path.is_some() => {
                    self.file_actions(call, name, rule, ctx, &mut out);
                }
                _ => {
                    let own = Call {
                        tool: name,
                        ..*call
                    };
                    let via = self.via_known(call.server, ctx);
                    let mut w = self.tool_action(&own, via, rule, false, &mut out);
                    self.browser_page(&mut w, name, call.server, call.args, ctx);
                    self.argument_heuristics(&mut w, name, call.args, ctx);
                    self.server_reads(&mut w, name, call.server, call.args);
                    if plain.is_some() {
                        // The class heuristic reads the name as called, not as made plain.
                        w.write_verb = None;
                    }
                    self.finish(w, call, ctx, &mut out);
                }
            }
        }
        crate::caller::apply(&mut out.actions, &mut out.trail, ctx);
        let mut decision = self.combine(out.actions, out.trail);
        decision.definition_changed = ctx.definition_changed;
        decision
    }

    /// The rule of a tool that is no meta-tool: the first tool rule that matches, a shell
    /// tool's in any letter case, else the well-known tools' table's.
    fn find_rule(&self, name: &str, server: Option<&str>) -> Option<&ToolRule> {
        let rule = self.find_tool(name, server);
        // A shell tool is one in any letter case (`bash`, `BASH`, `Shell`): a rule that only
        // happens to match the name (a wildcard) never makes its script unread.
        let rule = match rule {
            Some(r) if r.shell.is_some() || r.name.literal() == Some(name) => Some(r),
            other => self.find_shell_any_case(name, server).or(other),
        };
        rule.or_else(|| self.find_well_known(name, server))
    }

    /// The tunnels a shell tool's call opens (`ssh -fN -L 5433:localhost:5432 db`,
    /// `kubectl port-forward svc/db 5433:5432`), for the caller to keep for the session
    /// ([`Context::tunnels`]); `None` for a call of any other tool, which neither opens nor
    /// reaches one.
    pub fn tunnels_opened(&self, call: &Call<'_>) -> Option<Vec<airlock_shell::Tunnel>> {
        self.shell_script(call).map(airlock_shell::tunnels)
    }

    /// The script of a shell tool's call (empty when its field holds no text, which asks);
    /// `None` for a call of any other tool.
    pub fn shell_script<'a>(&self, call: &Call<'a>) -> Option<&'a str> {
        let plain = (!names::is_plain(call.tool)).then(|| names::plain_name(call.tool));
        let name = plain.as_ref().map_or(call.tool, |p| p.plain.as_str());
        if self.find_meta(name, call.server).is_some() {
            return None;
        }
        let field = self.find_rule(name, call.server)?.shell.as_deref()?;
        Some(call.args.get(field).and_then(Value::as_str).unwrap_or(""))
    }

    /// The call's server and the first server rule whose name matches it.
    fn via<'a>(&'a self, server: Option<&'a str>) -> Via<'a> {
        Via {
            server,
            server_rule: server.and_then(|s| self.servers.iter().find(|r| r.name.matches(s))),
            known: None,
        }
    }

    /// [`Policy::via`], with the well-known server the context names, if any.
    fn via_known<'a>(&'a self, server: Option<&'a str>, ctx: &Context) -> Via<'a> {
        let known = ctx
            .server_info
            .as_deref()
            .filter(|_| server.is_some())
            .and_then(|info| crate::known::find(&info.name, &info.version));
        Via {
            known,
            ..self.via(server)
        }
    }

    fn find_meta(&self, name: &str, server: Option<&str>) -> Option<&crate::load::MetaRule> {
        self.metas
            .iter()
            .find(|m| m.tool.matches(name) && m.server.matches(server.unwrap_or("")))
    }

    /// The first shell tool rule whose name is `name` in another letter case.
    fn find_shell_any_case(&self, name: &str, server: Option<&str>) -> Option<&ToolRule> {
        self.tools.iter().find(|t| {
            t.shell.is_some()
                && t.name
                    .literal()
                    .is_some_and(|l| l.eq_ignore_ascii_case(name))
                && (t.server.is_any() || t.server.matches(server.unwrap_or("")))
        })
    }

    /// The well-known tools' table's rule for an MCP tool of a server that no rule of this
    /// policy classified, when the policy sets `gate.well_known_tools` (the default policy
    /// does): no tool rule matched it (the caller looked) and no `[[server]]` rule names the
    /// server. An app slug (`GMAIL_SEND_EMAIL`) is never in the table, so it does not
    /// make the table load. The table is parsed at the first call that gets here.
    fn find_well_known(&self, name: &str, server: Option<&str>) -> Option<&'static ToolRule> {
        let server = server?;
        if !self.gate.well_known_tools
            || names::slug_parts(name, false).is_some()
            || self.servers.iter().any(|r| r.name.matches(server))
        {
            return None;
        }
        crate::well_known::find(name, server)
    }

    /// The first tool rule, in file order, whose name and server match.
    fn find_tool(&self, name: &str, server: Option<&str>) -> Option<&ToolRule> {
        let fits = |t: &ToolRule| t.server.is_any() || t.server.matches(server.unwrap_or(""));
        let exact = self.exact_tools.get(name).and_then(|ids| {
            ids.iter()
                .copied()
                .find(|i| self.tools.get(*i).is_some_and(fits))
        });
        let wild = self.wild_tools.first(name, exact, |i| {
            self.tools
                .get(i)
                .is_some_and(|t| t.name.matches(name) && fits(t))
        });
        wild.or(exact).and_then(|i| self.tools.get(i))
    }

    /// Steps 1 to 6 for a plain tool or an enclosed action slug (`action`, with the arguments
    /// beside it), whose tool rule (if any) the caller has found. The action holds the call's
    /// trail until it is finished.
    fn tool_action(
        &self,
        action: &Call<'_>,
        via: Via<'_>,
        rule: Option<&ToolRule>,
        enclosed: bool,
        out: &mut Out,
    ) -> Work {
        let server = via.server;
        let (name, args, annotations) = (action.tool, action.args, action.annotations);
        // The app as written; app rules and the pinned apps are lower-case, so comparing with
        // ASCII case folded is comparing with the app lowered.
        let parts = names::slug_parts(name, enclosed);
        let app = parts.map(|(app, _)| app);
        // A rule without a wildcard matched the name itself: what the name gives is kept with it.
        let named = rule
            .filter(|r| r.name.literal().is_some())
            .and_then(|r| r.texts.get(usize::from(enclosed)))
            .map(|cached| {
                cached
                    .get_or_init(|| name_texts(name, parts, enclosed))
                    .clone()
            });
        let write_verb = named.as_ref().map(|n| n.write_verb);
        let (label, grant_key, destructive) = match named {
            Some(n) => (n.label, n.grant_key, n.destructive_verb),
            None => (
                label_of(name, parts),
                cat(&["tool:", name]),
                names::destructive_verb(name),
            ),
        };
        let pinned = app.and_then(pinned_default);
        let mut w = Work::new(label, Kind::Tool { enclosed }, grant_key, out.lend());
        w.write_verb = write_verb;
        if self.deny_tool(&mut w, name, server) {
            return w;
        }
        if let Some(rule) = rule {
            self.apply_tool_rule(&mut w, rule, server, args);
        }
        self.defaults(&mut w, app, via, pinned);
        self.annotations(&mut w, name, annotations, via);
        if let Some(verb) = destructive
            && w.raises(Tier::AlwaysAsk)
        {
            w.raise(
                Stage::Heuristic,
                Tier::AlwaysAsk,
                cat(&["the name holds the destructive verb `", verb, "`"]),
                "heuristic: destructive verbs".into(),
            );
        }
        w
    }

    /// Steps 3 and 4: the app rule, the server's default, the pinned default; each decides
    /// only what no earlier step did, and its texts are built only then.
    fn defaults(
        &self,
        w: &mut Work,
        app: Option<&str>,
        via: Via<'_>,
        pinned: Option<(Tier, &'static str)>,
    ) {
        let Via {
            server,
            server_rule,
            ..
        } = via;
        if w.tier.is_none()
            && let Some(app) = app
            && let Some(a) = self.apps.iter().find(|a| a.name.eq_ignore_ascii_case(app))
        {
            w.decide(
                Stage::AppRule,
                a.tier,
                a.reason.clone(),
                a.source.cited.clone(),
                Some(&a.source),
            );
        }
        if w.tier.is_none()
            && let Some(rule) = server_rule
            && let Some(default) = rule.default
        {
            let tier = pinned.map_or(default, |(t, _)| t.max(default));
            let reason = rule
                .reason
                .clone()
                .unwrap_or_else(|| cat(&["the default of server `", server.unwrap_or(""), "`"]));
            w.decide(
                Stage::ServerDefault,
                tier,
                reason,
                rule.source.cited.clone(),
                Some(&rule.source),
            );
        }
        if w.tier.is_none()
            && let Some((tier, why)) = pinned
        {
            w.decide(
                Stage::PinnedDefault,
                tier,
                why.into(),
                "built-in: pinned defaults".into(),
                None,
            );
        }
    }

    /// Step 5, the annotations the server declared, as far as the policy trusts them.
    fn annotations(&self, w: &mut Work, name: &str, annotations: Option<&Value>, via: Via<'_>) {
        let Via {
            server,
            server_rule,
            known,
        } = via;
        let trust = server_rule.map_or(Annotations::RaiseOnly, |r| r.annotations);
        // A server the policy says nothing explicit about, that is a well-known server whose
        // curated list holds this tool as read-only: its readOnlyHint is trusted for that tool.
        let curated = known
            .filter(|_| server_rule.is_none_or(|r| !r.annotations_set))
            .filter(|k| k.tools.iter().any(|t| t == name));
        if let Some(ann) = annotations.filter(|_| trust != Annotations::Ignore && server.is_some())
        {
            let read_only = ann.get("readOnlyHint").and_then(Value::as_bool) == Some(true);
            if read_only && trust == Annotations::Trust && w.tier.is_none() {
                w.decide(
                    Stage::Heuristic,
                    Tier::Allow,
                    "the server, whose annotations are trusted, marks the tool read-only".into(),
                    "heuristic: readOnlyHint".into(),
                    None,
                );
                w.class.get_or_insert(Class::Read);
            } else if let Some(k) = curated.filter(|_| read_only && w.tier.is_none()) {
                w.decide(
                    Stage::Heuristic,
                    Tier::Allow,
                    cat(&[
                        "the server marks the tool read-only, and airlock's list of well-known \
                         servers holds it as read-only in ",
                        &k.package,
                        " ",
                        &k.versions,
                    ]),
                    "built-in: known read-only tools (known_servers.toml)".into(),
                    None,
                );
                w.class.get_or_insert(Class::Read);
            }
            if ann.get("destructiveHint").and_then(Value::as_bool) == Some(true) && !read_only {
                w.raise(
                    Stage::Heuristic,
                    Tier::AlwaysAsk,
                    "the server marks the tool destructive".into(),
                    "heuristic: destructiveHint".into(),
                );
            }
        }
    }

    /// What a plain tool's arguments say, whatever its rule: a URL it would fetch that carries
    /// credentials or a blob, names a metadata service or a local file; a `path` that is a
    /// secret location, or for a search tool a tree that holds secrets; a file glob that picks
    /// secret files (`.env*`). Each only raises, to always ask.
    fn argument_heuristics(&self, w: &mut Work, name: &str, args: &Value, ctx: &Context) {
        let Some(fields) = args.as_object() else {
            return;
        };
        for value in fields.values().filter_map(Value::as_str) {
            let url_like = value.contains("://")
                || value
                    .get(..5)
                    .is_some_and(|s| s.eq_ignore_ascii_case("file:"));
            if url_like
                && let Some(why) = crate::urls::risk(value)
                && w.raises(Tier::AlwaysAsk)
            {
                let shown = self.masker().mask(&crate::urls::shown(value)).into_string();
                w.raise(
                    Stage::Heuristic,
                    Tier::AlwaysAsk,
                    cat(&["the URL `", &shown, "` always asks: ", why]),
                    "built-in: risky URLs".into(),
                );
                return;
            }
        }
        if command_line_heuristic(w, fields, ctx, self.masker()) {
            return;
        }
        let search = {
            let lower = name.to_ascii_lowercase();
            lower.contains("grep") || lower.contains("search")
        };
        if let Some(path) = args.get("path").and_then(Value::as_str) {
            let j = crate::paths::judge(path, ctx);
            let tree = search && crate::paths::holds_secrets(&j.path, ctx);
            if search && j.secret && airlock_facts::settings_file(&j.path) {
                return settings_read(w, &j.path, &j.display);
            }
            if (j.secret || tree) && w.raises(Tier::AlwaysAsk) {
                let why = if j.secret {
                    "` holds secrets"
                } else {
                    "` is a tree that holds secrets (the home directory, `/etc`, `/`)"
                };
                w.raise(
                    Stage::Heuristic,
                    Tier::AlwaysAsk,
                    cat(&["`", &j.display, why]),
                    "built-in: secret paths".into(),
                );
                return;
            }
        }
        if search {
            search_heuristics(w, args, ctx);
        }
    }

    /// An MCP tool nothing earlier decided, whose name only reads (`get_issue_details`,
    /// `list_pull_requests`: [`names::server_read_verb`]) or that runs a SQL text that only
    /// reads (`query` with a `SELECT`, judged as the shell judges `psql -c`): the policy's
    /// unknown tier, under one key for the reads of its server, so a session asks once per
    /// server for them. A SQL text that does more than read always asks; a write, a delete, a
    /// send, a credential and a verb the table lacks keep the tool's own question.
    fn server_reads(&self, w: &mut Work, name: &str, server: Option<&str>, args: &Value) {
        let Some(server) = server.filter(|_| w.tier.is_none()) else {
            return;
        };
        let sql_text = SQL_FIELDS
            .iter()
            .find_map(|k| args.get(*k).and_then(Value::as_str));
        // A tool runs SQL by its name, or by what it is given: a SQL field whose text opens
        // as a statement does (`run_snowflake_query` with a `statement`).
        let (reason, rule) =
            if names::runs_sql(name) || sql_text.is_some_and(airlock_shell::opens_as_sql) {
                let Some(sql) = sql_text else {
                    return;
                };
                if !airlock_shell::sql_only_reads(sql) {
                    return w.raise(
                        Stage::Heuristic,
                        Tier::AlwaysAsk,
                        cat(&[
                            "`",
                            name,
                            "` runs SQL that does more than read (or is not read as a read)",
                        ]),
                        "heuristic: SQL through an MCP tool".into(),
                    );
                }
                (
                    cat(&["`", name, "` runs SQL that only reads"]),
                    Text::from("built-in: MCP reads: SQL that only reads"),
                )
            } else {
                let Some((verb, why)) = names::server_read_verb(name, Some(server)) else {
                    return;
                };
                (
                    cat(&["`", name, "` ", why]),
                    cat(&["built-in: MCP reads: `", verb, "`"]),
                )
            };
        w.grant_key = cat(&["reads of server ", server]);
        let reason = cat(&[
            &reason,
            "; one question covers the reads of server `",
            server,
            "` in the session",
        ]);
        w.decide(Stage::Heuristic, self.gate.unknown, reason, rule, None);
    }

    /// A browser-automation tool nothing earlier decided (`browser.rs`), judged by the page
    /// its browser shows (`Context::page`): on a local page, navigation, actions and reads are
    /// one question per session; a navigation elsewhere and the reads of that origin's pages
    /// one question per origin; an action elsewhere, or on a page airlock does not know,
    /// always asks.
    fn browser_page(
        &self,
        w: &mut Work,
        name: &str,
        server: Option<&str>,
        args: &Value,
        ctx: &Context,
    ) {
        use crate::browser::{Use, origin};
        let Some(server) = server else {
            return;
        };
        let Some(how) = crate::browser::call_use(server, name, args) else {
            return;
        };
        let rule = Text::from("built-in: browser pages (browser.rs)");
        if w.tier.is_none() {
            let page = ctx.page.as_deref();
            // The origin the call is about: a navigation's target, else the page it acts on.
            let target = match how {
                Use::Navigate(field) => args.get(field).and_then(Value::as_str).and_then(origin),
                _ => page.map(str::to_owned),
            };
            if let Some((tier, key, reason)) =
                browser_question(how, name, target.as_deref(), page, self.gate.unknown)
            {
                if let Some(key) = key {
                    w.grant_key = key;
                }
                // An action changes whatever the page's site keeps; a navigation fetches a page.
                w.class.get_or_insert(match how {
                    Use::Act | Use::ActSwitch | Use::Code => Class::Write,
                    Use::Navigate(_) => Class::External,
                    _ => Class::Read,
                });
                w.decide(Stage::Heuristic, tier, reason, rule.clone(), None);
            }
        }
        browser_files(w, how, name, args, ctx);
    }

    fn deny_tool(&self, w: &mut Work, name: &str, server: Option<&str>) -> bool {
        let hit = self.deny_hit(name, server);
        self.apply_deny(w, hit, || cat(&["the deny entry for `", name, "`"]))
    }

    /// The first deny entry for the tool `name` on `server`.
    fn deny_hit(&self, name: &str, server: Option<&str>) -> Option<&crate::load::DenyRule> {
        self.deny_tools
            .first(name, None, |i| {
                self.deny.get(i).is_some_and(|d| {
                    matches!(&d.target, DenyTarget::Tool(g) if g.matches(name))
                        && d.server.matches(server.unwrap_or(""))
                })
            })
            .and_then(|i| self.deny.get(i))
    }

    fn apply_deny(
        &self,
        w: &mut Work,
        hit: Option<&crate::load::DenyRule>,
        default: impl FnOnce() -> Text,
    ) -> bool {
        let Some(d) = hit else { return false };
        let reason = d.reason.clone().unwrap_or_else(default);
        w.deny(
            reason.clone(),
            reason,
            d.source.cited.clone(),
            Some(&d.source),
        );
        true
    }

    /// Step 2, the tool rule: its argument conditions, its web fetch argument, its tier; a rule
    /// that names a family puts its answer under that family on the call's server.
    fn apply_tool_rule(&self, w: &mut Work, rule: &ToolRule, server: Option<&str>, args: &Value) {
        w.class = w.class.or(rule.class);
        w.cost = rule.cost_usd;
        for cond in &rule.when {
            if when_matches(cond, args) {
                w.decide(
                    Stage::ToolRule,
                    cond.tier,
                    cond.reason.clone(),
                    rule.source.cited.clone(),
                    Some(&rule.source),
                );
                return;
            }
        }
        let page = rule.fetch.as_deref().and_then(|f| args.get(f)?.as_str());
        if let Some(doc) = page.and_then(airlock_facts::documentation_page) {
            // A GET of a documentation page reads; the risky-URL checks after this still raise.
            w.class = Some(Class::Read);
            let cited = match &doc {
                airlock_facts::DocPage::Row(row) => {
                    cat(&["built-in: documentation hosts, row `", row.host, "`"])
                }
                airlock_facts::DocPage::Shape { .. } => {
                    cat(&["built-in: documentation hosts, the shape of a documentation page"])
                }
            };
            w.decide(
                Stage::ToolRule,
                Tier::Allow,
                cat(&[
                    "a page of the documentation host `",
                    doc.host(),
                    "` (",
                    doc.why(),
                    ")",
                ]),
                cited,
                Some(&rule.source),
            );
            return;
        }
        if let Some(tier) = rule.tier {
            let reason = match &rule.family {
                Some(family) => {
                    // The project's family is one across tools: a tool that builds or tests
                    // the project shares the shell's builds' and tests' key.
                    let project = family.as_str() == airlock_shell::PROJECT_FAMILY;
                    w.grant_key = match server {
                        _ if project => Text::from(crate::PROJECT_GRANT_KEY),
                        Some(server) => cat(&[family, " on ", server]),
                        None => family.clone(),
                    };
                    cat(&[
                        &rule.reason(),
                        "; one approval covers `",
                        if project { family } else { &w.grant_key },
                        "` for the session",
                    ])
                }
                None => rule.reason(),
            };
            w.decide(
                Stage::ToolRule,
                tier,
                reason,
                rule.source.cited.clone(),
                Some(&rule.source),
            );
        }
    }

    /// A meta-tool's enclosed actions. An enclosed action that is itself a meta-tool is read
    /// through in turn, `depth` counting the meta-tools around it, up to [`MAX_META_DEPTH`]; one
    /// that is a shell or file tool is judged as that tool.
    fn meta_actions(
        &self,
        call: &Call<'_>,
        name: &str,
        meta: &crate::load::MetaRule,
        ctx: &Context,
        out: &mut Out,
        depth: usize,
    ) {
        // The meta-tool is an action of its own only when it is denied, discovers, or encloses
        // nothing: it is made only then.
        let own = |out: &mut Out| {
            Work::new(
                Text::copied(name),
                Kind::Tool { enclosed: false },
                cat(&["tool:", name]),
                out.lend(),
            )
        };
        if let Some(hit) = self.deny_hit(name, call.server) {
            let mut own = own(out);
            self.apply_deny(&mut own, Some(hit), || {
                cat(&["the deny entry for `", name, "`"])
            });
            return self.finish(own, call, ctx, out);
        }
        if meta.discovery {
            let mut own = own(out);
            own.decide(
                Stage::ToolRule,
                Tier::Allow,
                "read-only discovery".into(),
                meta.source.cited.clone(),
                Some(&meta.source),
            );
            own.class = Some(Class::Read);
            return self.finish(own, call, ctx, out);
        }
        let slugs = enclosed_slugs(call.args, &meta.actions);
        // Every enclosed action goes to the same server.
        let via = self.via(call.server);
        // The note, and a step or two for each action, at once.
        out.trail.reserve(1 + 2 * slugs.len());
        let mut about = Builder::new();
        about.push_str("`");
        about.push_str(name);
        about.push_str("` is a meta-tool; it encloses ");
        about.push_number(slugs.len() as u64);
        about.push_str(" action(s)");
        out.trail.push(note(about.finish()));
        if slugs.is_empty() {
            let mut own = own(out);
            own.raise(
                Stage::Call,
                Tier::AskOnce,
                cat(&[
                    "the payload of the meta-tool `",
                    name,
                    "` names no action that can be read",
                ]),
                meta.source.cited.clone(),
            );
            own.floor = Tier::AskOnce;
            return self.finish(own, call, ctx, out);
        }
        out.actions.reserve_exact(slugs.len());
        for (slug, args) in slugs {
            let w = match slug {
                Some(slug) => {
                    let at = Enclosed { meta, via, depth };
                    self.enclosed_action(call, slug, args, at, ctx, out);
                    continue;
                }
                None => Work::unreadable(name, meta, out.lend()),
            };
            self.finish(w, call, ctx, out);
        }
    }

    /// One action a meta-tool encloses, named `slug` with the arguments `args`: a meta-tool in
    /// turn, a shell or file tool, or a tool.
    fn enclosed_action(
        &self,
        call: &Call<'_>,
        slug: &str,
        args: Option<&Value>,
        at: Enclosed<'_>,
        ctx: &Context,
        out: &mut Out,
    ) {
        let Enclosed { meta, via, depth } = at;
        let plain = (!names::is_plain(slug)).then(|| names::plain_name(slug));
        let name = plain.as_ref().map_or(slug, |p| p.plain.as_str());
        let rule = self
            .find_tool(name, call.server)
            .or_else(|| self.find_well_known(name, call.server));
        let action = Call {
            tool: name,
            server: call.server,
            args: args.unwrap_or(&Value::Null),
            annotations: None,
        };
        if let Some(inner) = self.find_meta(name, call.server) {
            if depth < MAX_META_DEPTH {
                return self.meta_actions(&action, name, inner, ctx, out, depth + 1);
            }
            let mut w = Work::new(
                cat(&[name, ": nested meta-tool"]),
                Kind::Tool { enclosed: true },
                cat(&["tool:", name]),
                out.lend(),
            );
            w.raise(
                    Stage::Call,
                    Tier::AlwaysAsk,
                    format!(
                        "meta-tools are nested deeper than {MAX_META_DEPTH}; the actions inside are not read"
                    )
                    .into(),
                    meta.source.cited.clone(),
                );
            return self.finish(w, call, ctx, out);
        }
        match rule {
            Some(r) if r.shell.is_some() => {
                return self.shell_actions(&action, name, r, ctx, out);
            }
            Some(r) if r.path.is_some() => {
                return self.file_actions(&action, name, r, ctx, out);
            }
            _ => {}
        }
        let mut w = self.tool_action(&action, via, rule, true, out);
        self.argument_heuristics(&mut w, name, action.args, ctx);
        if let Some(why) = plain.and_then(|p| p.suspicious) {
            w.raise(
                Stage::Heuristic,
                self.gate.unknown.max(Tier::AskOnce),
                why.into(),
                "built-in: look-alike names".into(),
            );
        }
        self.finish(w, call, ctx, out);
    }

    /// A command line the tool splits into words itself, with no shell (the AWS API server's
    /// `cli_command`): what the shell reads as a comment, an operator, a redirection or an
    /// expansion is a word to the tool (`--description # --endpoint-url https://…` hands the
    /// AWS CLI the second endpoint), so the shell's reading is not the tool's: the call always
    /// asks. Returns whether it does.
    fn foreign_syntax(&self, own: &mut Work, script: &str, floor: Tier) -> bool {
        let Some(ch) = shell_syntax(script) else {
            return false;
        };
        own.judge_call(
            self.masker().mask(script).into_string().into(),
            Tier::AlwaysAsk.max(floor),
            format!(
                "the command line holds `{}`, which the shell reads as its own syntax but the tool passes on as a word",
                ch.escape_default()
            )
            .into(),
            "built-in: shell scripts".into(),
        );
        true
    }

    /// A shell tool: a meta-tool whose actions are the commands of its script.
    fn shell_actions(
        &self,
        call: &Call<'_>,
        name: &str,
        rule: &ToolRule,
        ctx: &Context,
        out: &mut Out,
    ) {
        let field = rule.shell.as_deref().unwrap_or("command");
        // The tool is an action of its own only when its script cannot be judged: its steps go to
        // a trail of its own until then.
        let mut own = Work::new(
            Text::copied(name),
            Kind::Command,
            cat(&["tool:", name]),
            Vec::new(),
        );
        if self.deny_tool(&mut own, name, call.server) {
            return self.finish(own, call, ctx, out);
        }
        self.apply_tool_rule(&mut own, rule, call.server, call.args);
        let floor = RuleFloor::of(&own);
        let Some(script) = call.args.get(field).and_then(Value::as_str) else {
            own.judge_call(
                cat(&[name, ": no script"]),
                Tier::AlwaysAsk,
                cat(&["the script in `", field, "` is missing or not text"]),
                "built-in: shell scripts".into(),
            );
            return self.finish(own, call, ctx, out);
        };
        if field == "cli_command" && self.foreign_syntax(&mut own, script, floor.tier) {
            return self.finish(own, call, ctx, out);
        }
        let analysis = airlock_shell::analyze(script);
        if let Some(failure) = analysis.failure {
            own.judge_call(
                self.masker().mask(script).into_string().into(),
                Tier::AlwaysAsk.max(floor.tier),
                format!("the script could not be analysed: {failure}").into(),
                "built-in: shell scripts".into(),
            );
            return self.finish(own, call, ctx, out);
        }
        out.trail.push(note(
            format!(
                "`{name}` is a shell tool; its script runs {} command(s)",
                analysis.commands.len()
            )
            .into(),
        ));
        if analysis.commands.is_empty() {
            own.judge_call(
                self.masker().mask(script).into_string().into(),
                Tier::AskOnce.max(floor.tier),
                "the script runs no command".into(),
                "built-in: shell scripts".into(),
            );
            return self.finish(own, call, ctx, out);
        }
        self.command_actions(&analysis.commands, call, rule, &floor, ctx, out);
        let commands = analysis.commands.len();
        if script.len() > MAX_REVIEWED_SCRIPT_BYTES || commands > MAX_REVIEWED_COMMANDS {
            own.judge_call(
                cat(&[name, ": a long script"]),
                Tier::AlwaysAsk,
                too_long(script.len(), commands),
                "built-in: shell scripts".into(),
            );
            self.finish(own, call, ctx, out);
        }
    }

    /// Every command of a shell tool's script, judged with the workspace's facts the caller
    /// looked up.
    fn command_actions(
        &self,
        commands: &[airlock_shell::Command],
        call: &Call<'_>,
        rule: &ToolRule,
        floor: &RuleFloor,
        ctx: &Context,
        out: &mut Out,
    ) {
        let lists = ShellLists::of(ctx);
        // kubectl's current context holds for the script only when nothing in it can switch it.
        let kube_context = ctx
            .kube_context
            .as_deref()
            .filter(|_| airlock_shell::kube_context_holds(commands));
        let env = lists.env(ctx).with_kube_context(kube_context);
        out.actions.reserve_exact(commands.len() + 1);
        for cmd in commands {
            let w = self.command_action(cmd, out.lend(), rule, floor, &env);
            self.finish(w, call, ctx, out);
        }
    }

    /// One command of a shell tool's script: deny entries, the tool rule's tier as a floor,
    /// `[[command]]` rules, then the command knowledge.
    fn command_action(
        &self,
        cmd: &airlock_shell::Command,
        trail: Vec<Step>,
        rule: &ToolRule,
        floor: &RuleFloor,
        env: &airlock_shell::ShellEnv<'_>,
    ) -> Work {
        let label = self.masker().mask(&cmd.text).into_string();
        // A database client's password to this machine's server is masked on the card but is
        // no reason to ask by itself: the command sends it nowhere else and prints none of it.
        let carries_secret = label != cmd.text
            && airlock_shell::without_local_password(cmd)
                .is_none_or(|rest| self.masker().mask(&rest).into_string() != rest);
        let mut w = Work::new(
            label.into(),
            Kind::Command,
            format!("command:{}", cmd.prefix_key()).into(),
            trail,
        );
        w.class = rule.class;
        let words = cmd.key_words();
        let hit = self.deny.iter().find(|d| {
            matches!(&d.target, DenyTarget::Command(entry)
                if cmd.matches_prefix(entry) || crate::normal::denies(entry, &words, env.home))
        });
        if self.apply_deny(&mut w, hit, || "a deny entry for this command".into()) {
            return w;
        }
        if floor.tier > Tier::Allow {
            w.floor = floor.tier;
            w.step(
                Stage::ToolRule,
                floor.reason.clone().unwrap_or_default(),
                Some(floor.tier),
                Some(&rule.source),
            );
            w.settle(Some(floor.tier), floor.reason.clone(), floor.rule.clone());
        }
        if let Some(c) = self.commands.iter().find(|c| cmd.matches_prefix(&c.prefix)) {
            // A command rule above the tool rule's tier decides in its place.
            if w.tier.is_none_or(|t| c.tier > t) {
                w.reopen();
            }
            w.decide(
                Stage::CommandRule,
                c.tier,
                c.reason.clone(),
                c.source.cited.clone(),
                Some(&c.source),
            );
        }
        self.command_knowledge(&mut w, cmd, env);
        if carries_secret {
            w.raise(
                Stage::Heuristic,
                Tier::AlwaysAsk,
                "the command carries a secret (masked on the card)".into(),
                "built-in: secrets in commands".into(),
            );
        }
        w
    }

    /// What the shell crate's knowledge says of a command, and a privileged wrapper, which no
    /// rule lowers.
    fn command_knowledge(
        &self,
        w: &mut Work,
        cmd: &airlock_shell::Command,
        env: &airlock_shell::ShellEnv<'_>,
    ) {
        let verdict = airlock_shell::classify(cmd, env);
        let tier = match verdict.level {
            airlock_shell::Level::Allow => Tier::Allow,
            airlock_shell::Level::AskOnce => Tier::AskOnce,
            airlock_shell::Level::AlwaysAsk => Tier::AlwaysAsk,
        };
        let class = match verdict.effect {
            airlock_shell::Effect::Read => Class::Read,
            airlock_shell::Effect::Write => Class::Write,
            airlock_shell::Effect::Exec => Class::Exec,
        };
        if w.class.is_none_or(|c| c == Class::Exec || c == Class::Read) {
            w.class = Some(class);
        }
        if let Some(family) = &verdict.grant {
            // A shell read of a public page is the web fetch tool's family: one yes to "read
            // the web" covers both.
            w.grant_key = if family == airlock_shell::WEB_READ_FAMILY {
                Text::from(WEB_FETCH_KEY)
            } else if family.starts_with(airlock_facts::FILE_READ_KEY_PREFIX) {
                // A read of one settings file: a file tool's read of it shares the key.
                Text::from(family)
            } else if family == airlock_shell::ADD_DEPENDENCY_FAMILY
                && cmd
                    .argv
                    .first()
                    .is_some_and(|p| airlock_shell::adds_to_the_project(p))
            {
                // A new package from the public registries into the project's manifest: the
                // project's family (see the constant for why one yes means the same).
                Text::from(crate::PROJECT_GRANT_KEY)
            } else if family == airlock_shell::WORKSPACE_WRITE_FAMILY {
                // Output written into the workspace: the file tools' one family there.
                Text::from(WORKSPACE_WRITES_KEY)
            } else {
                cat(&["command:", family])
            };
        }
        w.outside = verdict.outside;
        if tier == Tier::AlwaysAsk || w.tier.is_none() {
            // The trail names the knowledge row that decided, as well as why.
            let detail = cat(&[&verdict.row, ": ", &verdict.reason]);
            w.raise_as(
                Stage::Heuristic,
                tier,
                detail,
                verdict.reason.into(),
                cat(&["built-in: ", &verdict.row]),
            );
        }
        // Inside a local virtual machine (`vagrant ssh -c 'sudo …'`), `sudo` is that machine's
        // root, not this one's; so it is on another machine a remote shell reaches (`ssh host
        // 'sudo …'`), where the shell's knowledge asks for that exact command there.
        if !airlock_shell::runs_in_vm(cmd)
            && cmd.remote.is_none()
            && let Some(w0) = cmd
                .wrappers
                .iter()
                .find(|w| airlock_facts::PRIVILEGED.contains(&w.as_str()))
        {
            w.raise(
                Stage::Heuristic,
                Tier::AlwaysAsk,
                cat(&["runs with raised privileges through `", w0, "`"]),
                "built-in: privilege escalation".into(),
            );
        }
    }

    /// A file tool: the path decides whether it reads or writes inside the workspace.
    fn file_actions(
        &self,
        call: &Call<'_>,
        name: &str,
        rule: &ToolRule,
        ctx: &Context,
        out: &mut Out,
    ) {
        // INVARIANT: the caller checked that the rule has a path; should it not, the call
        // encloses no action and asks.
        let Some((field, access)) = &rule.path else {
            return;
        };
        let write = *access == Access::Write;
        let raw = call.args.get(field.as_str()).and_then(Value::as_str);
        let judged = raw.map(|p| crate::paths::judge(p, ctx));
        let inside = judged.as_ref().is_some_and(|j| j.inside);
        let label = match raw {
            Some(p) => {
                let mut label = String::with_capacity(name.len() + 1 + p.len());
                label.push_str(name);
                label.push(' ');
                self.masker().mask_into(p, &mut label);
                Text::from(label)
            }
            None => Text::copied(name),
        };
        let mut w = Work::new(
            label,
            Kind::File { write, inside },
            cat(&["tool:", name]),
            out.lend(),
        );
        w.class = Some(
            rule.class
                .unwrap_or(if write { Class::Write } else { Class::Read }),
        );
        if self.deny_tool(&mut w, name, call.server) {
            return self.finish(w, call, ctx, out);
        }
        if judged
            .as_ref()
            .is_some_and(|j| self.path_denied(&mut w, j, write))
        {
            return self.finish(w, call, ctx, out);
        }
        self.apply_tool_rule(&mut w, rule, call.server, call.args);
        // The path is judged afresh; the tool rule's tier is a floor under what it finds.
        let rule_floor = w.reopen();
        path_heuristics(&mut w, judged.as_ref(), write, field);
        if write && let Some(j) = judged.as_ref() {
            install_scripts_allowed(&mut w, &j.path, call.args);
        }
        if let Some(floor) = rule_floor.filter(|f| w.tier.is_some_and(|t| *f > t)) {
            let reason = w.reason.take();
            w.settle(Some(floor), reason, rule.source.cited.clone());
        }
        self.finish(w, call, ctx, out);
    }

    /// Whether the path `j` is denied: a write to airlock's own files, a `[[deny]]` path entry.
    fn path_denied(&self, w: &mut Work, j: &crate::paths::Judged, write: bool) -> bool {
        if write && j.protected {
            w.deny(
                "airlock's own policy, store and configuration may not be written by a tool".into(),
                cat(&[
                    "`",
                    &j.path,
                    "` is airlock's own file; an agent may not change the gate",
                ]),
                "built-in: self-protection".into(),
                None,
            );
            return true;
        }
        let hit = self.deny.iter().find(|d| matches!(&d.target, DenyTarget::Path(g) if g.matches(&j.path) || g.matches(&j.display)));
        self.apply_deny(w, hit, || cat(&["the deny entry for `", &j.display, "`"]))
    }

    /// Steps 6 and after: `unknown`, then the context. The action's steps join the call's trail
    /// and its decision the call's actions.
    fn finish(&self, mut w: Work, call: &Call<'_>, ctx: &Context, out: &mut Out) {
        self.settle_tier(&mut w, out.suspicious);
        let class = class_of(&mut w, call.tool);
        let sandboxed = ctx.sandboxed || self.gate.sandboxed;
        let tier = self.context_tier(&mut w, class, call, ctx, sandboxed);
        let action = action_of(&mut w, tier, class, ctx, sandboxed);
        // A lent trail comes back whole; an action's own trail is added to the call's.
        if out.trail.is_empty() {
            std::mem::swap(&mut out.trail, &mut w.trail);
        } else {
            out.trail.append(&mut w.trail);
        }
        out.actions.push(ActionDecision {
            label: w.label,
            tier,
            action,
            class,
            reason: w.reason.unwrap_or_default(),
            rule: w.rule,
            grant_key: w.grant_key,
            cost_usd: w.cost,
        });
    }

    /// Step 6: a look-alike name raises; an action nothing classified takes `unknown`.
    fn settle_tier(&self, w: &mut Work, suspicious: bool) {
        if suspicious {
            w.raise(
                Stage::Heuristic,
                self.gate.unknown.max(Tier::AskOnce),
                "the tool name has invisible or look-alike characters".into(),
                "built-in: look-alike names".into(),
            );
        }
        if w.tier.is_none() {
            let tier = self.gate.unknown;
            w.decide(
                Stage::Unknown,
                tier,
                cat(&[
                    "nothing in the policy classifies `",
                    &w.label,
                    "`; the policy's unknown tier applies",
                ]),
                "gate.unknown".into(),
                None,
            );
        }
    }

    /// The context's changes to the tier: a delegation past the depth limit is denied, a
    /// costed call past the budget always asks, and `ask_once` inside the sandbox allows.
    fn context_tier(
        &self,
        w: &mut Work,
        class: Class,
        call: &Call<'_>,
        ctx: &Context,
        sandboxed: bool,
    ) -> Tier {
        let mut tier = w.tier.unwrap_or(Tier::AlwaysAsk).max(w.floor);
        // A delegation from depth d starts an agent at depth d + 1, which may not exceed the
        // limit.
        if class == Class::Delegate
            && ctx.depth.saturating_add(1) > self.gate.max_delegation_depth
            && tier != Tier::Deny
        {
            tier = Tier::Deny;
            let why = format!(
                "a delegation from depth {} starts an agent at depth {}, beyond the limit of {} (gate.max_delegation_depth)",
                ctx.depth,
                ctx.depth.saturating_add(1),
                self.gate.max_delegation_depth
            );
            let why = Text::from(why);
            w.step(Stage::Context, why.clone(), Some(tier), None);
            w.settle(None, Some(why), "gate.max_delegation_depth".into());
        }
        if let (Some(cost), Some(budget)) = (w.cost, self.gate.session_budget_usd)
            && cost > 0.0
            && ctx.budget_spent_usd >= budget
            && tier < Tier::AlwaysAsk
        {
            tier = Tier::AlwaysAsk;
            let why = format!(
                "the session budget of ${budget:.2} is spent (${:.2}); this call costs ${cost:.2}",
                ctx.budget_spent_usd
            );
            let why = Text::from(why);
            w.step(Stage::Context, why.clone(), Some(tier), None);
            w.settle(None, Some(why), "gate.session_budget_usd".into());
        }
        let contained = match w.kind {
            Kind::Command => !w.outside,
            Kind::File { inside, .. } => inside,
            Kind::Tool { enclosed } => {
                !enclosed
                    && call.server.is_none()
                    && w.cost.is_none()
                    && matches!(
                        class,
                        Class::Read | Class::Write | Class::Exec | Class::Other
                    )
            }
        };
        if sandboxed && contained && tier == Tier::AskOnce {
            tier = Tier::Allow;
            w.step(
                Stage::Context,
                "the call runs inside airlock's sandbox, which contains it".into(),
                Some(tier),
                None,
            );
            w.reason = Some(cat(&[
                w.reason.as_deref().unwrap_or_default(),
                "; it runs inside airlock's sandbox",
            ]));
        }
        tier
    }

    fn combine(&self, actions: Vec<ActionDecision>, trail: Vec<Step>) -> Decision {
        let rank = |a: Action| match a {
            Action::Allow => 0,
            Action::Ask => 1,
            Action::Deny => 2,
        };
        let worst = actions
            .iter()
            .enumerate()
            // The action first: a host's limit denies an action and keeps its tier.
            .max_by_key(|(i, a)| (rank(a.action), a.tier, std::cmp::Reverse(*i)))
            .map(|(_, a)| a);
        let label = match actions.as_slice() {
            [one] => one.label.clone(),
            many => {
                let mut label = Builder::new();
                for (i, a) in many.iter().enumerate() {
                    if i > 0 {
                        label.push_str("; ");
                    }
                    label.push_str(&a.label);
                }
                label.finish()
            }
        };
        let cost: f64 = actions.iter().filter_map(|a| a.cost_usd).sum();
        match worst {
            Some(w) => Decision {
                tier: w.tier,
                action: actions
                    .iter()
                    .map(|a| a.action)
                    .max_by_key(|a| rank(*a))
                    .unwrap_or(Action::Ask),
                label,
                reason: w.reason.clone(),
                rule: w.rule.clone(),
                class: w.class,
                cost_usd: (cost > 0.0).then_some(cost),
                actions,
                trail,
                definition_changed: false,
            },
            // INVARIANT: every path above yields at least one action; should one not, the call asks.
            None => Decision {
                tier: Tier::AlwaysAsk,
                action: Action::Ask,
                label,
                reason: "the call encloses no action that could be judged".into(),
                rule: "built-in: fail closed".into(),
                class: Class::Other,
                cost_usd: None,
                actions,
                trail,
                definition_changed: false,
            },
        }
    }
}

/// The files a browser tool's call names (`browser::named_files`), judged as a file tool's
/// path is (`paths.rs`): an upload reads them into a page, a screenshot or a PDF writes them. A
/// secret location, airlock's own files, a place outside the workspace, a `file:` page outside
/// it or a file argument that is not text always asks; only files judged harmless ride the
/// question of the page.
fn browser_files(w: &mut Work, how: crate::browser::Use, name: &str, args: &Value, ctx: &Context) {
    use crate::browser::{Use, file_url_path, named_files, reads_files};
    let rule = || Text::from("built-in: browser files (browser.rs)");
    let mut files = match named_files(args) {
        Ok(files) => files,
        Err(field) => {
            return w.raise(
                Stage::Heuristic,
                Tier::AlwaysAsk,
                cat(&["the file in `", field, "` of `", name, "` is not text"]),
                rule(),
            );
        }
    };
    // A `file:` page is the file read into the browser, and its content handed to the agent.
    let read = match how {
        Use::Navigate(field) => {
            let url = args.get(field).and_then(Value::as_str);
            files.extend(url.and_then(file_url_path));
            true
        }
        _ => reads_files(name),
    };
    for file in files {
        let j = crate::paths::judge(file, ctx);
        let why = if j.secret {
            "holds secrets"
        } else if j.protected {
            "is airlock's own"
        } else if !j.inside {
            "is outside the workspace"
        } else if !read && airlock_facts::runs_as_hook(&j.path) {
            "git runs or reads as a hook"
        } else {
            continue;
        };
        let verb = if read { "` reads `" } else { "` writes `" };
        w.raise(
            Stage::Heuristic,
            Tier::AlwaysAsk,
            cat(&[
                "`",
                name,
                verb,
                file,
                "`, which ",
                why,
                ": it asks each time",
            ]),
            rule(),
        );
    }
}

/// Why a browser call airlock cannot judge by its page always asks: code in the server's own
/// process, a navigation to a URL that names no site.
fn unreadable(how: crate::browser::Use, target: Option<&str>) -> Option<&'static str> {
    use crate::browser::Use;
    match (how, target) {
        (Use::Code, _) => Some(
            "` runs code in the browser server's own process, with the user's rights on this \
             machine: it asks each time",
        ),
        (Use::Navigate(_), None) => Some(
            "` opens a URL airlock cannot read as a site (no scheme, `data:`, another kind): \
             it asks each time",
        ),
        _ => None,
    }
}

/// The question a browser tool's call asks (`Policy::browser_page`): its tier, its grant key
/// (`None`: it asks every time, or keeps the tool's own) and its reason; `None` when it keeps
/// the unclassified tool's question. `target` is the origin the call is about (a navigation's
/// destination, else the page), `page` the one the browser shows.
fn browser_question(
    how: crate::browser::Use,
    name: &str,
    target: Option<&str>,
    page: Option<&str>,
    unknown: Tier,
) -> Option<(Tier, Option<Text>, Text)> {
    use crate::browser::{LOCAL_FAMILY, Use, is_local};
    Some(match (how, target) {
        (Use::Code | Use::Navigate(_), _) if let Some(why) = unreadable(how, target) => {
            (Tier::AlwaysAsk.max(unknown), None, cat(&["`", name, why]))
        }
        (Use::Act | Use::ActSwitch, Some(o)) if !is_local(o) => (
            Tier::AlwaysAsk.max(unknown),
            None,
            cat(&[
                "`",
                name,
                "` acts on a page of `",
                o,
                "`, a site that is not on this machine: each action there asks",
            ]),
        ),
        (Use::Act | Use::ActSwitch, None) => (
            Tier::AlwaysAsk.max(unknown),
            None,
            cat(&[
                "`",
                name,
                "` acts on a page whose site airlock does not know (no \
                navigation of this server seen since the session or its tab began): it asks \
                each time",
            ]),
        ),
        (Use::Switch, _) if page.is_none_or(|p| !is_local(p)) => return None,
        (_, Some(o)) if is_local(o) => (
            unknown,
            Some(Text::from(LOCAL_FAMILY)),
            cat(&[
                "`",
                name,
                "` works on a local page (`",
                o,
                "`); one question covers \
                the browser on local pages in the session",
            ]),
        ),
        (Use::Navigate(_) | Use::Read | Use::Tabs, Some(o)) => (
            unknown,
            Some(cat(&["browser pages of ", o])),
            cat(&[
                "`",
                name,
                "` opens or reads a page of `",
                o,
                "`; one question covers \
                reading the pages of `",
                o,
                "` in the session",
            ]),
        ),
        _ => return None,
    })
}

/// The label of the tool `name`, split into `parts` if it is a slug.
fn label_of(name: &str, parts: Option<(&str, &str)>) -> Text {
    parts.map_or_else(
        || Text::copied(name),
        |(app, rest)| names::slug_text(app, rest),
    )
}

/// What every call of the tool `name` gives (see [`Named`]).
fn name_texts(name: &str, parts: Option<(&str, &str)>, enclosed: bool) -> Named {
    let label = label_of(name, parts);
    let write_verb = names::write_verb(if enclosed { &label } else { name });
    Named {
        label,
        grant_key: cat(&["tool:", name]),
        write_verb,
        destructive_verb: names::destructive_verb(name),
    }
}

fn note(detail: Text) -> Step {
    Step {
        stage: Stage::Call,
        action: None,
        detail,
        tier: None,
        source: None,
    }
}

/// Mail and payments are pinned to always ask (the app compared with ASCII case folded); the
/// text is the reason.
fn pinned_default(app: &str) -> Option<(Tier, &'static str)> {
    const MAIL: &[&str] = &[
        "gmail",
        "outlook",
        "googlemail",
        "yahoomail",
        "protonmail",
        "mailgun",
        "sendgrid",
        "mailchimp",
        "postmark",
    ];
    const PAY: &[&str] = &[
        "stripe",
        "paypal",
        "square",
        "braintree",
        "adyen",
        "wise",
        "venmo",
        "plaid",
        "coinbase",
    ];
    if MAIL.iter().any(|m| m.eq_ignore_ascii_case(app)) {
        Some((Tier::AlwaysAsk, "mail is pinned to always ask"))
    } else if PAY.iter().any(|p| p.eq_ignore_ascii_case(app)) {
        Some((Tier::AlwaysAsk, "payments is pinned to always ask"))
    } else {
        None
    }
}

fn when_matches(cond: &crate::load::WhenRule, args: &Value) -> bool {
    let Some(value) = follow(args, &cond.tokens) else {
        return false;
    };
    if let Some(eq) = &cond.equals
        && value != eq
    {
        return false;
    }
    if let Some(re) = &cond.regex {
        let text = match value {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        return re.is_match(&text);
    }
    true
}

/// What the JSON pointer with these reference tokens (already unescaped) points at, as
/// `Value::pointer` finds it.
fn follow<'v>(root: &'v Value, tokens: &[String]) -> Option<&'v Value> {
    tokens.iter().try_fold(root, |v, token| match v {
        Value::Object(_) => field(v, token),
        Value::Array(items) => {
            // An index is digits, without a sign or a leading zero (RFC 6901).
            if token.starts_with('+') || (token.starts_with('0') && token.len() != 1) {
                return None;
            }
            token.parse::<usize>().ok().and_then(|i| items.get(i))
        }
        _ => None,
    })
}

/// The member `key` of an object. A small object is searched in order, which is quicker than
/// hashing the key; a large one by its index.
fn field<'v>(v: &'v Value, key: &str) -> Option<&'v Value> {
    match v {
        Value::Object(map) if map.len() <= 8 => {
            map.iter().find(|(k, _)| k.as_str() == key).map(|(_, v)| v)
        }
        Value::Object(map) => map.get(key),
        _ => None,
    }
}

/// The enclosed actions' slugs (`None` where a pointer finds something that is not text) and
/// the arguments beside each.
fn enclosed_slugs<'v>(
    args: &'v Value,
    pointers: &[Vec<String>],
) -> Vec<(Option<&'v str>, Option<&'v Value>)> {
    // Room for a usual batch, so that the list does not grow one step at a time.
    let mut out = Vec::with_capacity(8);
    // One action found by two pointers (`/tools/*/slug` and `/tools/*/name` of one object)
    // counts once: it is known by the node that holds it. With one pointer every hit is its own.
    let track = pointers.len() > 1;
    let mut seen: Vec<*const Value> = Vec::new();
    for pointer in pointers {
        walk(args, pointer, &mut |holder, found| {
            if track {
                let id = std::ptr::from_ref(holder);
                if seen.contains(&id) {
                    return;
                }
                seen.push(id);
            }
            out.push((found.0.as_str(), found.1));
        });
    }
    out
}

type Found<'v> = (&'v Value, Option<&'v Value>);

/// Follows a JSON pointer, given as its reference tokens (`pointer_tokens`, at load), whose `*`
/// tokens are every element, and hands each hit to `hit` with the node that holds it (the
/// object whose member it is, or the element itself under a final `*`) and its sibling
/// arguments.
fn walk<'v>(root: &'v Value, tokens: &[String], hit: &mut dyn FnMut(&'v Value, Found<'v>)) {
    if tokens.is_empty() {
        hit(root, (root, None));
        return;
    }
    descend(root, tokens, hit);
}

fn descend<'v>(v: &'v Value, segments: &[String], hit: &mut dyn FnMut(&'v Value, Found<'v>)) {
    let Some((seg, rest)) = segments.split_first() else {
        return;
    };
    if seg == "*" {
        if let Value::Array(items) = v {
            for item in items {
                if rest.is_empty() {
                    // A `*` at the end names each element itself, with no sibling arguments.
                    hit(item, (item, None));
                } else {
                    descend(item, rest, hit);
                }
            }
        }
        return;
    }
    let Some(child) = field(v, seg).or_else(|| match v {
        Value::Array(items) => seg.parse::<usize>().ok().and_then(|n| items.get(n)),
        _ => None,
    }) else {
        return;
    };
    if rest.is_empty() {
        let args = field(v, "arguments")
            .or_else(|| field(v, "args"))
            .or_else(|| field(v, "input"));
        hit(v, (child, args));
    } else {
        descend(child, rest, hit);
    }
}

/// The context's lists as the shell crate borrows them: one place builds the environment a
/// command is judged in, for a shell tool's script and for a command line in another tool's
/// arguments alike.
struct ShellLists<'c> {
    protected: Vec<&'c str>,
    build_output: Vec<&'c str>,
    new_files: Vec<&'c str>,
    search_secrets: Vec<&'c str>,
}

impl<'c> ShellLists<'c> {
    fn of(ctx: &'c Context) -> Self {
        let strs = |v: &'c [String]| v.iter().map(String::as_str).collect();
        ShellLists {
            protected: strs(&ctx.protected),
            build_output: strs(&ctx.build_output),
            new_files: strs(&ctx.new_files),
            search_secrets: strs(&ctx.search_secrets),
        }
    }

    fn env<'e>(&'e self, ctx: &'c Context) -> airlock_shell::ShellEnv<'e>
    where
        'c: 'e,
    {
        airlock_shell::ShellEnv::new(
            ctx.workspace.as_deref(),
            ctx.home.as_deref(),
            &self.protected,
        )
        .with_build_output(&self.build_output)
        .with_new_files(&self.new_files)
        .with_search_secrets(&self.search_secrets)
        .with_git_head(ctx.git_head.as_deref())
        .with_tunnels(&ctx.tunnels)
    }
}

/// The first character of `line` the shell reads as its own syntax where a tool that splits
/// a command line into words with no shell (Python's `shlex.split`) reads a word: outside
/// quotes a comment's `#` (at a word's start), an operator or redirection (`;`, `|`, `&`, `<`,
/// `>`, `(`, `)`), a newline, an expansion (`$`, a backquote); inside double quotes an
/// expansion.
fn shell_syntax(line: &str) -> Option<char> {
    let mut quote: Option<char> = None;
    let mut escaped = false;
    let mut word_start = true;
    for ch in line.chars() {
        if escaped {
            escaped = false;
            word_start = false;
            continue;
        }
        match quote {
            Some('\'') => {
                if ch == '\'' {
                    quote = None;
                }
            }
            Some(_) => match ch {
                '"' => quote = None,
                '\\' => escaped = true,
                '$' | '`' => return Some(ch),
                _ => {}
            },
            None => match ch {
                '\'' | '"' => quote = Some(ch),
                '\\' => escaped = true,
                '#' if word_start => return Some(ch),
                ';' | '|' | '&' | '<' | '>' | '(' | ')' | '\n' | '\r' | '$' | '`' => {
                    return Some(ch);
                }
                _ => {}
            },
        }
        word_start = quote.is_none() && (ch == ' ' || ch == '\t');
    }
    None
}

/// Argument fields that hold a command line a tool runs (`call_aws`'s `cli_command`, a
/// runner's `command`), by name in any letter case.
const COMMAND_LINE_FIELDS: &[&str] = &[
    "command",
    "cli_command",
    "cmd",
    "shell_command",
    "bash_command",
    "command_line",
    "commandline",
];

/// Argument fields that hold the words handed to a command line's program (`command: "aws",
/// args: ["s3", "rm", …]`), by name in any letter case.
const ARGUMENT_LIST_FIELDS: &[&str] = &["args", "arguments", "argv"];

/// The command line a field holds: its text, or its words (`["sh", "-c", "rm -rf /data"]`)
/// quoted for the shell; followed by the words of an argument list beside it
/// ([`ARGUMENT_LIST_FIELDS`]). None for a value that is neither, or a list with a word that is
/// not text.
fn command_line(v: &Value, fields: &serde_json::Map<String, Value>) -> Option<String> {
    let words = |v: &Value| -> Option<Vec<String>> {
        v.as_array()?
            .iter()
            .map(|w| w.as_str().map(airlock_shell::quote_word))
            .collect()
    };
    let mut line = match v {
        Value::String(s) => s.clone(),
        _ => words(v)?.join(" "),
    };
    let listed = fields
        .iter()
        .find(|(k, _)| {
            ARGUMENT_LIST_FIELDS
                .iter()
                .any(|f| f.eq_ignore_ascii_case(k))
        })
        .and_then(|(_, v)| words(v));
    for word in listed.unwrap_or_default() {
        line.push(' ');
        line.push_str(&word);
    }
    Some(line)
}

/// A tool that is not a shell tool but is handed a command line to run (an MCP server's
/// `call_aws` with `cli_command: "aws dynamodb update-item … --table-name x-prod"`, an exec
/// tool's `command: ["sh", "-c", …]`: [`command_line`]): the shell crate judges that line as it
/// would the shell tool's, and a line it always asks about raises
/// the call to always ask, naming the command. A heuristic: it only raises. Returns whether
/// it raised.
fn command_line_heuristic(
    w: &mut Work,
    fields: &serde_json::Map<String, Value>,
    ctx: &Context,
    masker: &airlock_mask::Masker,
) -> bool {
    let Some((field, line)) = fields.iter().find_map(|(k, v)| {
        let named = COMMAND_LINE_FIELDS
            .iter()
            .any(|f| f.eq_ignore_ascii_case(k));
        named
            .then(|| command_line(v, fields))
            .flatten()
            .map(|line| (k.as_str(), line))
    }) else {
        return false;
    };
    let line = line.as_str();
    if !w.raises(Tier::AlwaysAsk) {
        return false;
    }
    let lists = ShellLists::of(ctx);
    let v = airlock_shell::judge(line, &lists.env(ctx));
    if v.level != airlock_shell::Level::AlwaysAsk {
        return false;
    }
    let shown = masker.mask(&v.command).into_string();
    w.raise(
        Stage::Heuristic,
        Tier::AlwaysAsk,
        format!(
            "its `{field}` runs `{shown}`, which always asks: {}",
            masker.mask(&v.reason).into_string()
        )
        .into(),
        "built-in: command lines in arguments".into(),
    );
    true
}

/// What a search tool's arguments say beyond its path: the secret files it would print lines
/// of ([`crate::paths::search_prints_secrets`]; one deployed environment's settings file alone
/// is a read of that file), a file filter that picks secret files (`.env*`). Each only raises.
fn search_heuristics(w: &mut Work, args: &Value, ctx: &Context) {
    if let Some(file) = settings_searched_for_secrets(args, ctx)
        && w.raises(Tier::AlwaysAsk)
    {
        return w.raise(
            Stage::Heuristic,
            Tier::AlwaysAsk,
            cat(&[
                "looks for names of secrets in `",
                &file,
                "`, settings outside the workspace: it prints the tokens and passwords kept there",
            ]),
            "built-in: search of settings for secrets".into(),
        );
    }
    let printed = crate::paths::search_prints_secrets(args, ctx);
    if let [only] = printed.as_slice()
        && airlock_facts::settings_file(only)
    {
        return settings_read(w, only, only);
    }
    if let Some(file) = printed.first() {
        if w.raises(Tier::AlwaysAsk) {
            w.raise(
                Stage::Heuristic,
                Tier::AlwaysAsk,
                cat(&[
                    "the search prints the lines it finds in `",
                    file,
                    "`, which holds secrets",
                ]),
                "built-in: secret paths".into(),
            );
        }
        return;
    }
    let glob = ["glob", "include"]
        .iter()
        .find_map(|k| args.get(*k).and_then(Value::as_str))
        .filter(|g| airlock_facts::glob_names_secrets(g));
    if let Some(g) = glob
        && w.raises(Tier::AlwaysAsk)
    {
        w.raise(
            Stage::Heuristic,
            Tier::AlwaysAsk,
            cat(&["searches the files `", g, "`, which hold secrets"]),
            "built-in: secret paths".into(),
        );
    }
}

/// The path a search tool looks in when it is a shell's startup file (`~/.zshrc`) or settings
/// outside the workspace (a dot-file or a file under a dot-folder, a file under `/etc`) and its
/// pattern names secrets (`CSC_|APPLE_|GH_TOKEN`): as the shell's `grep` of the same file, it
/// prints the exported tokens and stored passwords it finds.
fn settings_searched_for_secrets(args: &Value, ctx: &Context) -> Option<String> {
    let pattern = args.get("pattern").and_then(Value::as_str)?;
    let path = args.get("path").and_then(Value::as_str)?;
    if !airlock_facts::pattern_names_secrets(pattern) {
        return None;
    }
    let j = crate::paths::judge(path, ctx);
    let settings = airlock_facts::shell_startup_file(&j.path)
        || (!j.inside && (hidden_component(&j.path) || j.path.starts_with("/etc/")));
    settings.then_some(j.display)
}

/// A read of one deployed environment's settings file (`values-prod.yaml`; see
/// [`airlock_facts::SecretLocation::settings`]), by a file tool or a search of it alone: it
/// asks, and a yes holds for reading that exact file in the session, by any tool that reads it
/// alike (`cat` of it shares the key), never for another file or a write.
fn settings_read(w: &mut Work, path: &str, shown: &str) {
    if w.raises(Tier::AskOnce) {
        w.grant_key = airlock_facts::file_read_key(path).into();
    }
    w.raise(
        Stage::Heuristic,
        Tier::AskOnce,
        cat(&[
            "reads `",
            shown,
            "`, a deployed environment's settings, which may hold secrets; a yes holds for reading this file in the session",
        ]),
        "built-in: production settings".into(),
    );
}

/// A read outside the workspace, in no secret location and no hidden folder or file, is what
/// the shell's readers do without asking (`cat ~/code/handbook/x.md`, `head /etc/hosts`) and
/// what the sandbox's read-only root shows. A dot-file or a file under a dot-folder
/// (`~/.Renviron`, `~/.config/tool/config.toml`) is where programs keep settings and logins the
/// secret table may not know yet: it keeps its question.
fn outside_read(w: &mut Work, path: &str, shown: &str) {
    if hidden_component(path) {
        w.raise(
            Stage::Heuristic,
            Tier::AskOnce,
            cat(&[
                "reads `",
                shown,
                "`, outside the workspace, in a hidden folder or file where programs keep their settings",
            ]),
            "built-in: reads of hidden files outside the workspace".into(),
        );
    } else {
        w.raise(
            Stage::Heuristic,
            Tier::Allow,
            cat(&[
                "reads `",
                shown,
                "`, outside the workspace, in no secret location or hidden folder",
            ]),
            "built-in: reads outside the workspace".into(),
        );
    }
}

/// Whether a component of `path` is hidden (`.config`, `.Renviron`; not `.` or `..`).
fn hidden_component(path: &str) -> bool {
    path.split('/')
        .any(|p| p.starts_with('.') && p != "." && p != "..")
}

/// What a file tool's path says: missing, a secret, a write outside the workspace or into
/// `.git`, a workspace write (one session family), a read outside or inside the workspace.
fn path_heuristics(w: &mut Work, judged: Option<&crate::paths::Judged>, write: bool, field: &str) {
    match judged {
        None => w.raise(
            Stage::Heuristic,
            Tier::AskOnce,
            cat(&["the path in `", field, "` is missing or not text"]),
            "built-in: file paths".into(),
        ),
        Some(j) if j.secret && !write && airlock_facts::settings_file(&j.path) => {
            settings_read(w, &j.path, &j.display);
        }
        Some(j) if j.secret => w.raise(
            Stage::Heuristic,
            Tier::AlwaysAsk,
            cat(&["`", &j.display, "` holds secrets"]),
            "built-in: secret paths".into(),
        ),
        Some(j) if write && !j.inside => w.raise(
            Stage::Heuristic,
            Tier::AlwaysAsk,
            cat(&["writes `", &j.display, "`, outside the workspace"]),
            "built-in: writes outside the workspace".into(),
        ),
        // A repository's own files and its hook managers' run code at the next commit
        // (which runs without asking) or rewrite history: never in the family.
        Some(j) if write && airlock_facts::runs_as_hook(&j.path) => w.raise(
            Stage::Heuristic,
            Tier::AlwaysAsk,
            cat(&[
                "writes `",
                &j.display,
                "`, which git runs or reads as a hook",
            ]),
            "built-in: repository internals".into(),
        ),
        // Every file tool's writes in the workspace are one session family, as a host's
        // "accept edits for this session": one approval covers Edit, Write, MultiEdit and
        // NotebookEdit alike. Secret, outside, `.git` and airlock's own files are decided
        // above, so the family never covers them.
        Some(j) if write => {
            w.grant_key = Text::from(WORKSPACE_WRITES_KEY);
            w.raise(
                Stage::Heuristic,
                Tier::AskOnce,
                cat(&["writes `", &j.display, "` in the workspace"]),
                "built-in: workspace writes".into(),
            )
        }
        Some(j) if !j.inside => outside_read(w, &j.path, &j.display),
        Some(j) => w.raise(
            Stage::Heuristic,
            Tier::Allow,
            cat(&["reads `", &j.display, "` in the workspace"]),
            "built-in: workspace reads".into(),
        ),
    }
}

/// A file tool's write into a package manager's settings file that lets dependencies run
/// their install scripts (`trustedDependencies` added to `package.json`, `onlyBuiltDependencies`
/// to `pnpm-workspace.yaml`, `enableScripts: true` to `.yarnrc.yml`): the same switch as `bun pm
/// trust` on the command line, so it always asks and the edits' family never covers it. The
/// text is what the tool writes: Write's `content`, Edit's `new_string`, each of MultiEdit's.
fn install_scripts_allowed(w: &mut Work, path: &str, args: &Value) {
    let edits = args
        .get("edits")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|e| e.get("new_string"));
    let allowed = ["content", "new_string", "new_source"]
        .iter()
        .filter_map(|f| args.get(*f))
        .chain(edits)
        .filter_map(Value::as_str)
        .any(|text| airlock_shell::lets_install_scripts_run(path, text));
    if allowed {
        w.raise(
            Stage::Heuristic,
            Tier::AlwaysAsk,
            "lets the project's dependencies run their install scripts: a stranger's code that runs on this machine at the next install".into(),
            "built-in: install scripts allowed".into(),
        );
    }
}

/// The action's class: its rule's or its kind's, and a write when a tool's name holds a write
/// verb.
fn class_of(w: &mut Work, name: &str) -> Class {
    let mut class = w.class.unwrap_or(match w.kind {
        Kind::Command => Class::Exec,
        Kind::File { write: true, .. } => Class::Write,
        Kind::File { write: false, .. } => Class::Read,
        Kind::Tool { .. } => Class::Other,
    });
    if matches!(class, Class::Read | Class::Other | Class::External)
        && matches!(w.kind, Kind::Tool { .. })
        && let Some(verb) = w.write_verb.unwrap_or_else(|| {
            names::write_verb(if matches!(w.kind, Kind::Tool { enclosed: true }) {
                &w.label
            } else {
                name
            })
        })
    {
        w.step(
            Stage::Heuristic,
            cat(&["the name holds the write verb `", verb, "`: a write"]),
            None,
            None,
        );
        class = Class::Write;
    }
    class
}

/// What the gate does with an action at `tier`: `auto_approve` answers `ask_once`, except
/// for a write or an exec the sandbox does not hold.
fn action_of(w: &mut Work, tier: Tier, class: Class, ctx: &Context, sandboxed: bool) -> Action {
    // A command that reaches a daemon or service outside the sandbox is never answered as
    // if the sandbox held it.
    let escapes = matches!(w.kind, Kind::Command) && w.outside;
    let writes_or_execs = matches!(class, Class::Write | Class::Exec) && (!sandboxed || escapes);
    match tier {
        Tier::Allow => Action::Allow,
        Tier::Deny => Action::Deny,
        Tier::AlwaysAsk => Action::Ask,
        Tier::AskOnce if ctx.auto_approve && !writes_or_execs => {
            w.step(
                Stage::Context,
                "auto_approve answers ask_once for this sub-agent".into(),
                None,
                None,
            );
            Action::Allow
        }
        Tier::AskOnce => {
            if ctx.auto_approve {
                w.step(
                    Stage::Context,
                    cat(&[
                        "auto_approve does not answer a ",
                        class.as_str(),
                        " outside the sandbox",
                    ]),
                    None,
                    None,
                );
            }
            Action::Ask
        }
    }
}

/// Why a script past a sane size always asks: a human cannot review it from its card. It is
/// an action of its own beside its commands, so a deny entry among them still denies.
fn too_long(bytes: usize, commands: usize) -> Text {
    format!(
        "the script is {bytes} bytes and runs {commands} commands, over the limit of {MAX_REVIEWED_SCRIPT_BYTES} bytes or {MAX_REVIEWED_COMMANDS} commands"
    )
    .into()
}
