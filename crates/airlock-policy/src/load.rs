//! Loading a policy: parse the file into a [`PolicyDoc`], validate it, and compile it into a
//! [`Policy`] ready to resolve calls. Every error names file:line:column and says how to fix it.

use serde::Deserialize;

use crate::doc::{Access, Annotations, PolicyDoc};
use crate::glob::Glob;
use crate::text::{Builder, Text, cat};
use crate::tier::{Class, Tier};
use crate::{Call, Context};

/// The hasher of the tool-name index: FNV-1a, a few instructions a byte where the standard
/// SipHash costs a couple of hundred a lookup. The index is built from the policy and only
/// looked up with the agent's names, never filled by them, so a name chosen to collide can slow
/// one lookup at most, never the map.
#[derive(Clone, Copy, Default)]
pub(crate) struct NameHash;

impl std::hash::BuildHasher for NameHash {
    type Hasher = Fnv;
    fn build_hasher(&self) -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

pub(crate) struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// A JSON pointer's reference tokens, unescaped (RFC 6901), so that a call follows the pointer
/// without parsing it.
pub(crate) fn pointer_tokens(pointer: &str) -> Vec<String> {
    pointer
        .split('/')
        .skip(1)
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect()
}

/// Where a rule was written: `file:line`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Source {
    /// The policy file's name, as given when it was loaded (one text shared by its rules).
    pub file: std::sync::Arc<str>,
    /// The line the rule starts on, from 1.
    pub line: usize,
    /// `file:line`, built once: every step of a trail that cites the rule shares it.
    pub(crate) loc: std::sync::Arc<str>,
    /// The rule as a decision names it (`tool rule file:line`), built once for the same reason.
    pub(crate) cited: Text,
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// One problem in a policy file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}{}", hint.as_ref().map(|h| format!("\n  hint: {h}")).unwrap_or_default())]
#[non_exhaustive]
pub struct LoadError {
    /// The file.
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
    /// How to fix it.
    pub hint: Option<String>,
}

/// Every problem found in a policy file; a file with any problem does not load.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
pub struct LoadErrors(pub Vec<LoadError>);

/// Tool rules without wildcards, by name.
pub(crate) type ExactTools = std::collections::HashMap<String, Vec<usize>, NameHash>;

/// A loaded, validated policy, ready to resolve calls.
#[derive(Debug, Clone)]
pub struct Policy {
    pub(crate) doc: PolicyDoc,
    pub(crate) gate: Gate,
    pub(crate) deny: Vec<DenyRule>,
    pub(crate) tools: Vec<ToolRule>,
    pub(crate) apps: Vec<AppRule>,
    pub(crate) servers: Vec<ServerRule>,
    pub(crate) metas: Vec<MetaRule>,
    pub(crate) commands: Vec<CommandRule>,
    /// Tool rules without wildcards, by name: the first rule for a name is found without a scan.
    pub(crate) exact_tools: ExactTools,
    /// Tool rules with wildcards, by the literal prefix of their name.
    pub(crate) wild_tools: crate::glob::PrefixIndex,
    /// The deny entries that name a tool, by the literal prefix of their glob.
    pub(crate) deny_tools: crate::glob::PrefixIndex,
}

#[derive(Debug, Clone)]
pub(crate) struct Gate {
    pub unknown: Tier,
    pub max_delegation_depth: u32,
    pub session_budget_usd: Option<f64>,
    pub sandboxed: bool,
    /// Whether the well-known tools' table decides what no rule here classifies.
    pub well_known_tools: bool,
}

#[derive(Debug, Clone)]
pub(crate) enum DenyTarget {
    Tool(Glob),
    Command(Vec<String>),
    Path(Glob),
}

#[derive(Debug, Clone)]
pub(crate) struct DenyRule {
    pub target: DenyTarget,
    pub server: Glob,
    pub reason: Option<Text>,
    pub source: Source,
}

#[derive(Debug, Clone)]
pub(crate) struct WhenRule {
    /// The pointer's reference tokens, unescaped, so that a call follows it without parsing it.
    pub tokens: Vec<String>,
    pub equals: Option<serde_json::Value>,
    pub regex: Option<regex::Regex>,
    pub tier: Tier,
    /// Its reason, else the rule's, else `an argument condition on ...`.
    pub reason: Text,
}

#[derive(Debug, Clone)]
pub(crate) struct ToolRule {
    pub name: Glob,
    pub server: Glob,
    pub tier: Option<Tier>,
    pub class: Option<Class>,
    /// Its reason, if it gives one ([`ToolRule::reason`]).
    pub reason: Option<Text>,
    /// The family an `ask_once` answer covers on the call's server, if the rule names one.
    pub family: Option<Text>,
    /// `the tool rule for ...`, made the first time the rule decides without a reason of its
    /// own: most rules of a large policy never decide a call.
    pub default_reason: std::sync::OnceLock<Text>,
    pub cost_usd: Option<f64>,
    pub shell: Option<String>,
    pub path: Option<(String, Access)>,
    /// A web fetch tool's URL argument, whose documentation pages read.
    pub fetch: Option<String>,
    pub when: Vec<WhenRule>,
    pub source: Source,
    /// For a rule that names one tool: what a call of that tool gives whatever its arguments (its
    /// label, grant key and verbs), as a plain tool and as an enclosed action, made at its first
    /// call. A tool is called many times, and this is the same each time.
    pub texts: [std::sync::OnceLock<crate::resolve::Named>; 2],
}

#[derive(Debug, Clone)]
pub(crate) struct AppRule {
    pub name: String,
    pub tier: Tier,
    /// Its reason, else `the app rule for ...`.
    pub reason: Text,
    pub source: Source,
}

#[derive(Debug, Clone)]
pub(crate) struct ServerRule {
    pub name: Glob,
    pub default: Option<Tier>,
    pub annotations: Annotations,
    /// Whether the policy says how far to believe the annotations (else a well-known server's
    /// curated read-only tools are believed).
    pub annotations_set: bool,
    /// `the default of server ...` when the name has no wildcard, so that it is the server's.
    pub reason: Option<Text>,
    pub source: Source,
}

#[derive(Debug, Clone)]
pub(crate) struct MetaRule {
    pub tool: Glob,
    pub server: Glob,
    /// Each `actions` pointer's reference tokens (see [`pointer_tokens`]).
    pub actions: Vec<Vec<String>>,
    pub discovery: bool,
    pub source: Source,
}

#[derive(Debug, Clone)]
pub(crate) struct CommandRule {
    pub prefix: Vec<String>,
    pub tier: Tier,
    /// Its reason, else `the command rule ...`.
    pub reason: Text,
    pub source: Source,
}

impl ToolRule {
    /// Why the rule decides: its reason, else `the tool rule for ...`.
    pub(crate) fn reason(&self) -> Text {
        match &self.reason {
            Some(r) => r.clone(),
            None => self
                .default_reason
                .get_or_init(|| cat(&["the tool rule for `", self.name.as_str(), "`"]))
                .clone(),
        }
    }
}

/// Where each entry of the file starts: the byte offset of each `[[deny]]`, `[[tool]]`, ...
/// entry, read from the same parse that gives the document.
#[derive(Debug, Default)]
struct Spans {
    deny: Vec<usize>,
    tool: Vec<usize>,
    app: Vec<usize>,
    server: Vec<usize>,
    meta: Vec<usize>,
    command: Vec<usize>,
    example: Vec<usize>,
}

impl Spans {
    fn read(root: &toml::de::DeTable<'_>) -> Spans {
        let starts = |key: &str| -> Vec<usize> {
            root.get(key)
                .and_then(|v| v.get_ref().as_array())
                .map(|items| items.iter().map(|item| item.span().start).collect())
                .unwrap_or_default()
        };
        Spans {
            deny: starts("deny"),
            tool: starts("tool"),
            app: starts("app"),
            server: starts("server"),
            meta: starts("meta"),
            command: starts("command"),
            example: starts("example"),
        }
    }
}

/// Line and column (from 1) of a byte offset.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset.min(text.len())).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

struct Loader<'a> {
    file: &'a str,
    /// The file's name, shared by every rule's source.
    shared_file: std::sync::Arc<str>,
    text: &'a str,
    /// Byte offsets where each line starts, so that a rule's line is found by binary search.
    line_starts: Vec<usize>,
    errors: Vec<LoadError>,
}

impl<'a> Loader<'a> {
    fn new(file: &'a str, text: &'a str) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Loader {
            file,
            shared_file: file.into(),
            text,
            line_starts,
            errors: Vec::new(),
        }
    }

    /// The source of the rule of kind `kind` (`tool rule`) that starts at `offset`.
    fn at(&self, kind: &str, offset: usize) -> Source {
        let line = self
            .line_starts
            .partition_point(|start| *start <= offset)
            .max(1);
        let mut cited = Builder::new();
        cited.push_str(kind);
        cited.push_byte(b' ');
        cited.push_str(self.file);
        cited.push_byte(b':');
        cited.push_number(line as u64);
        let cited = cited.finish();
        Source {
            file: std::sync::Arc::clone(&self.shared_file),
            line,
            loc: cited.get(kind.len() + 1..).unwrap_or_default().into(),
            cited,
        }
    }

    fn error(&mut self, offset: usize, message: String, hint: Option<&str>) {
        let (line, column) = line_col(self.text, offset);
        self.errors.push(LoadError {
            file: self.file.to_owned(),
            line,
            column,
            message,
            hint: hint.map(str::to_owned),
        });
    }
}

fn span_start(spans: &[usize], i: usize) -> usize {
    spans.get(i).copied().unwrap_or(0)
}

impl Policy {
    /// Parses, validates and compiles the policy in `text`; `file` names it in errors and trails.
    pub fn load(file: &str, text: &str) -> Result<Policy, LoadErrors> {
        // One parse: the spanned table gives each entry's line, then the document is read from it.
        let parsed = toml::de::DeTable::parse(text).and_then(|root| {
            let spans = Spans::read(root.get_ref());
            PolicyDoc::deserialize(toml::de::Deserializer::from(root)).map(|doc| (doc, spans))
        });
        let (doc, spans) = match parsed {
            Ok(parsed) => parsed,
            Err(e) => {
                let offset = e.span().map_or(0, |s| s.start);
                let (line, column) = line_col(text, offset);
                let message = e.message().trim_end_matches('.').replace('\n', " ");
                let hint = if message.contains("unknown field") {
                    Some(
                        "check the key's spelling against docs/policy.md; unknown keys are errors"
                            .to_owned(),
                    )
                } else {
                    None
                };
                return Err(LoadErrors(vec![LoadError {
                    file: file.to_owned(),
                    line,
                    column,
                    message,
                    hint,
                }]));
            }
        };
        let mut loader = Loader::new(file, text);
        let policy = compile(&mut loader, doc, &spans);
        check_examples(&mut loader, &policy, &spans);
        if loader.errors.is_empty() {
            Ok(policy)
        } else {
            Err(LoadErrors(loader.errors))
        }
    }

    /// The document this policy was loaded from.
    pub fn doc(&self) -> &PolicyDoc {
        &self.doc
    }

    /// Seconds an unanswered question waits before it becomes a denial.
    pub fn approval_timeout_secs(&self) -> u64 {
        self.doc.gate.approval_timeout_secs.unwrap_or(300)
    }

    /// Larger tool results are cut, with a notice to the agent.
    pub fn max_result_bytes(&self) -> u64 {
        self.doc.gate.max_result_bytes.unwrap_or(262_144)
    }

    /// Whether the policy says calls run inside airlock's sandbox.
    pub fn sandboxed(&self) -> bool {
        self.gate.sandboxed
    }

    /// The masker this policy masks labels with.
    pub fn masker(&self) -> &airlock_mask::Masker {
        shared_masker()
    }
}

/// The built-in masker, shared by every policy and built on first use: compiling its rules costs
/// more than loading a policy, and most calls (plain tools) never mask anything.
fn shared_masker() -> &'static airlock_mask::Masker {
    static MASKER: std::sync::OnceLock<airlock_mask::Masker> = std::sync::OnceLock::new();
    MASKER.get_or_init(airlock_mask::Masker::new)
}

fn compile(l: &mut Loader<'_>, doc: PolicyDoc, spans: &Spans) -> Policy {
    let gate = compile_gate(l, &doc);
    let deny = compile_deny(l, &doc, spans);
    let tools: Vec<ToolRule> = doc
        .tool
        .iter()
        .enumerate()
        .map(|(i, t)| compile_tool(l, t, span_start(&spans.tool, i)))
        .collect();
    let apps = doc
        .app
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let name = a.name.to_ascii_lowercase();
            AppRule {
                reason: a
                    .reason
                    .as_ref()
                    .map_or_else(|| cat(&["the app rule for `", &name, "`"]), Text::from),
                name,
                tier: a.tier,
                source: l.at("app rule", span_start(&spans.app, i)),
            }
        })
        .collect();
    let servers = doc
        .server
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = Glob::new(&s.name);
            ServerRule {
                reason: name
                    .literal()
                    .map(|n| cat(&["the default of server `", n, "`"])),
                name,
                default: s.default,
                annotations: s.annotations.unwrap_or_default(),
                annotations_set: s.annotations.is_some(),
                source: l.at("server default", span_start(&spans.server, i)),
            }
        })
        .collect();
    let metas = compile_metas(l, &doc, spans);
    let commands = compile_commands(l, &doc, spans);
    let (exact_tools, wild_tools, deny_tools) = index(&tools, &deny);
    Policy {
        doc,
        gate,
        deny,
        tools,
        apps,
        servers,
        metas,
        commands,
        exact_tools,
        wild_tools,
        deny_tools,
    }
}

/// The `[gate]` table, with its defaults.
fn compile_gate(l: &mut Loader<'_>, doc: &PolicyDoc) -> Gate {
    if doc.version != 1 {
        l.error(
            0,
            format!("unsupported policy version `{}`", doc.version),
            Some("write `version = 1`"),
        );
    }
    let gate = Gate {
        unknown: doc.gate.unknown.unwrap_or(Tier::AskOnce),
        max_delegation_depth: doc.gate.max_delegation_depth.unwrap_or(2),
        session_budget_usd: doc.gate.session_budget_usd,
        sandboxed: doc.gate.sandboxed.unwrap_or(false),
        well_known_tools: doc.gate.well_known_tools.unwrap_or(false),
    };
    if gate.unknown == Tier::Deny {
        l.error(
            0,
            "`gate.unknown` may not be `deny`".into(),
            Some("only an explicit [[deny]] entry denies; use `always_ask`"),
        );
    }
    gate
}

/// The `[[deny]]` entries; an entry with no target, or more than one, is an error.
fn compile_deny(l: &mut Loader<'_>, doc: &PolicyDoc, spans: &Spans) -> Vec<DenyRule> {
    let mut deny = Vec::new();
    for (i, d) in doc.deny.iter().enumerate() {
        let at = span_start(&spans.deny, i);
        let targets = [d.tool.is_some(), d.command.is_some(), d.path.is_some()]
            .iter()
            .filter(|x| **x)
            .count();
        if targets != 1 {
            l.error(
                at,
                "a [[deny]] entry needs exactly one of `tool`, `command` or `path`".into(),
                Some("split it into one entry per target"),
            );
            continue;
        }
        let target = if let Some(t) = &d.tool {
            DenyTarget::Tool(Glob::new_folding(t))
        } else if let Some(c) = &d.command {
            let words: Vec<String> = c.split_whitespace().map(str::to_owned).collect();
            if words.is_empty() {
                l.error(at, "a [[deny]] `command` is empty".into(), None);
                continue;
            }
            DenyTarget::Command(words)
        } else {
            DenyTarget::Path(Glob::new(d.path.as_deref().unwrap_or("")))
        };
        deny.push(DenyRule {
            target,
            server: Glob::new_folding(d.server.as_deref().unwrap_or("*")),
            reason: d.reason.as_ref().map(Text::from),
            source: l.at("deny", at),
        });
    }
    deny
}

/// One `[[tool]]` rule and its argument conditions.
fn compile_tool(l: &mut Loader<'_>, t: &crate::doc::ToolDoc, at: usize) -> ToolRule {
    let when = t
        .when
        .iter()
        .filter_map(|w| compile_when(l, t, w, at))
        .collect();
    if t.shell.is_some() && t.path.is_some() {
        l.error(
            at,
            format!("the tool rule `{}` has both `shell` and `path`", t.name),
            Some("a tool is either a shell tool or a file tool"),
        );
    }
    if t.access.is_some() != t.path.is_some() {
        l.error(
            at,
            format!(
                "the tool rule `{}` needs `path` and `access` together",
                t.name
            ),
            None,
        );
    }
    if t.family.is_some() && t.tier != Some(Tier::AskOnce) {
        l.error(
            at,
            format!(
                "the tool rule `{}` has a `family` but no `tier = \"ask_once\"`",
                t.name
            ),
            Some("a family is what one approval covers; only an ask_once rule is approved once"),
        );
    }
    if t.family.as_deref().is_some_and(|f| f.trim().is_empty()) {
        l.error(
            at,
            format!("the `family` of the tool rule `{}` is empty", t.name),
            None,
        );
    }
    if let Some(c) = t.cost_usd.filter(|c| !c.is_finite() || *c < 0.0) {
        l.error(
            at,
            format!(
                "`cost_usd` of `{}` must be a finite amount of zero or more, not `{c}`",
                t.name
            ),
            None,
        );
    }
    ToolRule {
        name: Glob::new(&t.name),
        // Server names are the user's own: a rule for `github` is one for `GitHub`.
        server: Glob::new_folding(t.server.as_deref().unwrap_or("*")),
        tier: t.tier,
        class: t.class,
        reason: t.reason.as_ref().map(Text::from),
        family: t.family.as_ref().map(Text::from),
        default_reason: std::sync::OnceLock::new(),
        cost_usd: t.cost_usd,
        shell: t.shell.clone(),
        path: t.path.clone().zip(t.access),
        fetch: t.fetch.clone(),
        when,
        source: l.at("tool rule", at),
        texts: Default::default(),
    }
}

/// One `[[tool.when]]` condition of the rule `t`; `None` (and an error) when it is malformed.
fn compile_when(
    l: &mut Loader<'_>,
    t: &crate::doc::ToolDoc,
    w: &crate::doc::WhenDoc,
    at: usize,
) -> Option<WhenRule> {
    if w.equals.is_none() && w.regex.is_none() {
        l.error(
            at,
            format!("a [[tool.when]] of `{}` needs `equals` or `regex`", t.name),
            None,
        );
        return None;
    }
    let regex = match w.regex.as_deref().map(regex::Regex::new) {
        None => None,
        Some(Ok(r)) => Some(r),
        Some(Err(e)) => {
            l.error(
                at,
                format!(
                    "bad regex in [[tool.when]] of `{}`: {}",
                    t.name,
                    first_line(&e.to_string())
                ),
                Some("regexes use Rust regex syntax; write them in single quotes"),
            );
            return None;
        }
    };
    let pointer = if w.arg.starts_with('/') {
        w.arg.clone()
    } else {
        format!("/{}", w.arg.replace('~', "~0").replace('/', "~1"))
    };
    let tokens = pointer_tokens(&pointer);
    let reason = match w.reason.as_ref().or(t.reason.as_ref()) {
        Some(r) => Text::from(r),
        None => cat(&["an argument condition on `", &pointer, "`"]),
    };
    Some(WhenRule {
        tokens,
        equals: w.equals.as_ref().and_then(|v| serde_json::to_value(v).ok()),
        regex,
        tier: w.tier,
        reason,
    })
}

/// The `[[meta]]` rules.
fn compile_metas(l: &mut Loader<'_>, doc: &PolicyDoc, spans: &Spans) -> Vec<MetaRule> {
    let mut metas = Vec::new();
    for (i, m) in doc.meta.iter().enumerate() {
        let at = span_start(&spans.meta, i);
        let discovery = m.discovery.unwrap_or(false);
        if m.actions.is_empty() && !discovery {
            l.error(
                at,
                format!(
                    "the meta-tool `{}` needs `actions` (JSON pointers) or `discovery = true`",
                    m.tool
                ),
                None,
            );
        }
        if let Some(bad) = m.actions.iter().find(|p| !p.starts_with('/')) {
            l.error(
                at,
                format!(
                    "`{bad}` in the meta-tool `{}` is not a JSON pointer",
                    m.tool
                ),
                Some("pointers start with `/`, e.g. \"/tools/*/tool_slug\""),
            );
        }
        metas.push(MetaRule {
            tool: Glob::new(&m.tool),
            server: Glob::new(m.server.as_deref().unwrap_or("*")),
            actions: m.actions.iter().map(|p| pointer_tokens(p)).collect(),
            discovery,
            source: l.at("meta", at),
        });
    }
    metas
}

/// The `[[command]]` rules; an empty prefix is an error.
fn compile_commands(l: &mut Loader<'_>, doc: &PolicyDoc, spans: &Spans) -> Vec<CommandRule> {
    let mut commands = Vec::new();
    for (i, c) in doc.command.iter().enumerate() {
        let at = span_start(&spans.command, i);
        let prefix: Vec<String> = c.prefix.split_whitespace().map(str::to_owned).collect();
        if prefix.is_empty() {
            l.error(at, "a [[command]] `prefix` is empty".into(), None);
            continue;
        }
        commands.push(CommandRule {
            reason: c.reason.as_ref().map_or_else(
                || cat(&["the command rule `", &prefix.join(" "), "`"]),
                Text::from,
            ),
            prefix,
            tier: c.tier,
            source: l.at("command rule", at),
        });
    }
    commands
}

/// The indexes the resolution looks tool names up in.
fn index(
    tools: &[ToolRule],
    deny: &[DenyRule],
) -> (
    ExactTools,
    crate::glob::PrefixIndex,
    crate::glob::PrefixIndex,
) {
    let mut exact_tools = ExactTools::default();
    let mut wild_tools = crate::glob::PrefixIndex::new(false);
    for (i, t) in tools.iter().enumerate() {
        match t.name.literal() {
            Some(name) => exact_tools.entry(name.to_owned()).or_default().push(i),
            None => wild_tools.push(i, &t.name),
        }
    }
    // Deny entries fold case, so that a deny catches every spelling.
    let mut deny_tools = crate::glob::PrefixIndex::new(true);
    for (i, d) in deny.iter().enumerate() {
        if let DenyTarget::Tool(g) = &d.target {
            deny_tools.push(i, g);
        }
    }
    (exact_tools, wild_tools, deny_tools)
}

/// Compiles a document that is known to be valid, ignoring what it would report.
pub(crate) fn from_doc(doc: PolicyDoc) -> Policy {
    let mut loader = Loader::new("<built-in>", "");
    compile(&mut loader, doc, &Spans::default())
}

fn first_line(s: &str) -> String {
    s.lines().last().unwrap_or(s).trim().to_owned()
}

/// Checks every `[[example]]` and every `[[command]]` `match`/`not_match`: a failing one is a
/// load error.
fn check_examples(l: &mut Loader<'_>, policy: &Policy, spans: &Spans) {
    for (i, ex) in policy.doc.example.iter().enumerate() {
        let args = ex
            .args
            .as_ref()
            .and_then(|a| serde_json::to_value(a).ok())
            .unwrap_or_else(|| serde_json::json!({}));
        let call = Call::new(&ex.tool, ex.server.as_deref(), &args);
        let got = policy.resolve(&call, &Context::default()).tier();
        if got != ex.expect {
            l.error(
                span_start(&spans.example, i),
                format!(
                    "example `{}` expects `{}` but the policy resolves it to `{}`",
                    ex.tool, ex.expect, got
                ),
                Some("run `airlock explain` on the example to see the trail"),
            );
        }
    }
    for (i, c) in policy.doc.command.iter().enumerate() {
        let prefix: Vec<&str> = c.prefix.split_whitespace().collect();
        for (text, want) in c
            .matches
            .iter()
            .map(|m| (m, true))
            .chain(c.not_match.iter().map(|m| (m, false)))
        {
            let analysis = airlock_shell::analyze(text);
            let hit = analysis
                .commands
                .iter()
                .any(|cmd| cmd.matches_prefix(&prefix));
            if hit != want {
                let verb = if want {
                    "should match"
                } else {
                    "should not match"
                };
                l.error(
                    span_start(&spans.command, i),
                    format!("`{text}` {verb} the command prefix `{}`", c.prefix),
                    None,
                );
            }
        }
    }
}

/// Compiles tool rules that do not come from a policy file (the well-known tools' table) with
/// the loader's own checks: each `(rule, offset)` cites `file` at the line of `offset` in
/// `text`. `None` if any rule is malformed.
pub(crate) fn compile_tools(
    file: &str,
    text: &str,
    docs: &[(crate::doc::ToolDoc, usize)],
) -> Option<Vec<ToolRule>> {
    let mut loader = Loader::new(file, text);
    let rules = docs
        .iter()
        .map(|(doc, at)| compile_tool(&mut loader, doc, *at))
        .collect();
    loader.errors.is_empty().then_some(rules)
}
