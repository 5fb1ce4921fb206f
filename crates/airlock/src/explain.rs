//! `airlock explain`: resolves one call against a policy and prints the decision and its trail.

use std::path::{Path, PathBuf};

use airlock_policy::{Call, Context, Floor, HostMode, Tier};
use clap::Args;
use serde_json::{Value, json};

use crate::Exit;

/// Arguments of `airlock explain`.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The tool's name, as the agent calls it.
    #[arg(long)]
    tool: String,
    /// The MCP server's name; without it, the call is not an MCP call.
    #[arg(long)]
    server: Option<String>,
    /// The call's arguments, a JSON object.
    #[arg(long, default_value = "{}")]
    args: String,
    /// The tool annotations the server declares, a JSON object.
    #[arg(long)]
    annotations: Option<String>,
    /// Who the server says it is, `NAME@VERSION` as in its `initialize` answer's `serverInfo`:
    /// a well-known server's read-only tools are trusted (see `known_servers.toml`).
    #[arg(long)]
    server_info: Option<String>,
    /// The policy file (default: policy.toml in AIRLOCK_HOME, else in $XDG_CONFIG_HOME/airlock
    /// or ~/.config/airlock, when it exists; else the embedded default policy).
    #[arg(long)]
    policy: Option<PathBuf>,
    /// Delegation depth: 0 is the top-level agent.
    #[arg(long, default_value_t = 0)]
    depth: u32,
    /// The caller works on its own (a sub-agent) and answers ask_once by itself.
    #[arg(long)]
    auto_approve: bool,
    /// The call runs inside airlock's sandbox.
    #[arg(long)]
    sandboxed: bool,
    /// What the session has spent on costed calls, in USD.
    #[arg(long, default_value_t = 0.0)]
    budget_spent: f64,
    /// The workspace (default: the current directory).
    #[arg(long)]
    workspace: Option<PathBuf>,
    /// The tool's definition changed since a human approved it (its pin in the store).
    #[arg(long)]
    definition_changed: bool,
    /// A flag of the tool's description that speaks to the model, as tools/list found it
    /// (repeatable).
    #[arg(long = "description-flag", value_name = "FLAG")]
    description_flags: Vec<String>,
    /// A tier the caller raises the call to, `TIER:WHY` (`always_ask:runs unconfined`).
    #[arg(long)]
    floor: Option<String>,
    /// The agent host's permission mode (`plan`, `dontAsk`), as a hook reads it.
    #[arg(long)]
    host_mode: Option<String>,
    /// A path in the workspace that holds only build output (git ignores it and everything in
    /// it, or tracks nothing under it and it holds only machine code), as a hook looks it up
    /// for a recursive `rm` (repeatable; relative to the workspace).
    #[arg(long = "build-output", value_name = "PATH")]
    build_output: Vec<String>,
    /// The page the call's browser server shows, as a URL or origin (`http://localhost:3000`),
    /// as the gate recorded it from the session's last navigation that ran; without it the
    /// page is unknown.
    #[arg(long, value_name = "URL")]
    page: Option<String>,
    /// A newer version of the policy file that lowers protection and waits for a human's
    /// approval: a gate then decides by the stricter of the two policies, and so does explain.
    #[arg(long)]
    held_policy: Option<PathBuf>,
    /// Print JSON for programs.
    #[arg(long)]
    json: bool,
}

fn parse_json(flag: &str, text: &str) -> Result<Value, Exit> {
    let v: Value = serde_json::from_str(text)
        .map_err(|e| Exit::input(format!("`--{flag}` is not valid JSON: {e}")))?;
    if !v.is_object() {
        return Err(Exit::input(format!(
            "`--{flag}` must be a JSON object, not `{text}`"
        )));
    }
    Ok(v)
}

/// Builds the context's paths at the edge: the workspace, the home directory, and airlock's own
/// files ([`crate::protected_paths`]) with the `store` and `policy` file a command reads.
pub fn context_paths(
    workspace: Option<&PathBuf>,
    store: Option<&Path>,
    policy: Option<&Path>,
) -> (Option<String>, Option<String>, Vec<String>) {
    let ws = workspace
        .cloned()
        .or_else(|| std::env::current_dir().ok())
        .map(|p| std::path::absolute(&p).unwrap_or(p).display().to_string());
    let home = std::env::var("HOME").ok().filter(|h| !h.is_empty());
    (ws, home, crate::protected_paths(store, policy))
}

/// `NAME@VERSION` as a server's `serverInfo` (the name may hold `@`: the last one splits).
fn server_info(text: &str) -> Result<std::sync::Arc<airlock_policy::ServerInfo>, Exit> {
    let (name, version) = text.rsplit_once('@').ok_or_else(|| {
        Exit::input(format!(
            "`--server-info` is NAME@VERSION, as the server answers `initialize`, not `{text}`"
        ))
    })?;
    Ok(std::sync::Arc::new(airlock_policy::ServerInfo::new(
        name, version,
    )))
}

/// `TIER:WHY` as the caller's floor.
fn floor(text: &str) -> Result<Floor, Exit> {
    let (tier, why) = text.split_once(':').unwrap_or((text, ""));
    let tier = Tier::parse(tier).ok_or_else(|| {
        Exit::input(format!(
            "`--floor` is TIER:WHY with a tier of allow, ask_once, always_ask or deny, not `{text}`"
        ))
    })?;
    Ok(Floor::new(tier, why))
}

/// Runs `airlock explain`.
pub fn run(a: &ExplainArgs) -> Result<(), Exit> {
    let args = parse_json("args", &a.args)?;
    let annotations = a
        .annotations
        .as_deref()
        .map(|t| parse_json("annotations", t))
        .transpose()?;
    if !a.budget_spent.is_finite() || a.budget_spent < 0.0 {
        return Err(Exit::input(format!(
            "`--budget-spent` must be zero or more, not `{}`",
            a.budget_spent
        )));
    }
    let (policy, policy_file) = crate::policy_cmd::load_policy(a.policy.as_deref())?;
    let (workspace, home, mut protected) =
        context_paths(a.workspace.as_ref(), None, policy_file.as_deref());
    let held = match &a.held_policy {
        Some(p) => {
            protected.push(crate::absolute(p));
            Some(crate::policy_cmd::load(p)?)
        }
        None => None,
    };
    let mut ctx = Context::default();
    ctx.depth = a.depth;
    ctx.auto_approve = a.auto_approve;
    ctx.sandboxed = a.sandboxed;
    ctx.budget_spent_usd = a.budget_spent;
    ctx.build_output = a
        .build_output
        .iter()
        .map(|p| match &workspace {
            Some(ws) if !p.starts_with('/') => format!("{}/{p}", ws.trim_end_matches('/')),
            _ => p.clone(),
        })
        .map(|p| p.trim_end_matches('/').to_owned())
        .collect();
    // As a hook does: the destinations of copies of a secret file's template not made yet.
    if let (Some(ws), Some(script)) = (&workspace, args.get("command").and_then(|c| c.as_str())) {
        let protected: Vec<String> = protected.clone();
        ctx.new_files =
            crate::workspace_facts::new_files(ws, home.as_deref(), &protected, script).into();
        ctx.search_secrets =
            crate::workspace_facts::shell_search_secrets(ws, home.as_deref(), &protected, script)
                .into();
    }
    // As a hook does: the secret files a search that prints lines would print from.
    if let Some(ws) = &workspace
        && ctx.search_secrets.is_empty()
    {
        ctx.search_secrets =
            crate::workspace_facts::search_secrets(ws, &a.tool, &args, false).into();
    }
    // As a hook does: the repository's current branch, for a push that names none.
    if let (Some(ws), Some(script)) = (&workspace, args.get("command").and_then(|c| c.as_str()))
        && airlock_shell::pushes(script)
    {
        ctx.git_head = crate::workspace_facts::git_head(ws).map(std::sync::Arc::new);
    }
    // As a hook does: kubectl's current context, for a script that acts through it.
    if let Some(script) = args.get("command").and_then(|c| c.as_str())
        && airlock_shell::uses_kube_context(script)
    {
        ctx.kube_context = crate::workspace_facts::kube_context(home.as_deref()).map(Into::into);
    }
    ctx.workspace = workspace.map(Into::into);
    ctx.home = home.map(Into::into);
    ctx.protected = protected.into();
    ctx.server_info = a.server_info.as_deref().map(server_info).transpose()?;
    ctx.definition_changed = a.definition_changed;
    ctx.page = a.page.as_deref().map(|p| {
        airlock_policy::browser::origin(p)
            .unwrap_or_else(|| p.to_owned())
            .into()
    });
    ctx.description_flags = a.description_flags.clone();
    ctx.floor = a.floor.as_deref().map(floor).transpose()?;
    ctx.host_mode = a
        .host_mode
        .as_deref()
        .map_or(HostMode::Default, HostMode::parse);
    let call = Call::new(&a.tool, a.server.as_deref(), &args).annotated(annotations.as_ref());
    let d = policy.resolve(&call, &ctx);
    let d = match &held {
        Some(held) => d.stricter(held.resolve(&call, &ctx)),
        None => d,
    };
    if a.json {
        let out = json!({
            "tier": d.tier(), "action": d.action(), "label": d.label(), "reason": d.reason(), "rule": d.rule(),
            "class": d.class(), "cost_usd": d.cost_usd(), "actions": d.actions(), "trail": d.trail(),
            "definition_changed": d.definition_changed(),
        });
        println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return Ok(());
    }
    println!(
        "{}  {}  ({})",
        d.action().as_str().to_uppercase(),
        d.label(),
        d.tier()
    );
    println!("  reason: {}", d.reason());
    println!("  rule:   {}", d.rule());
    if d.actions().len() > 1 {
        println!("  enclosed actions (the worst decides):");
        for x in d.actions() {
            println!(
                "    {:<10} {:<6} {}  [{}]",
                x.tier.as_str(),
                x.action.as_str(),
                x.label,
                x.rule
            );
        }
    }
    println!("  trail:");
    for s in d.trail() {
        let tier = s.tier.map(|t| format!(" -> {t}")).unwrap_or_default();
        let src = s
            .source
            .as_ref()
            .map(|s| format!("  ({s})"))
            .unwrap_or_default();
        let on = s
            .action
            .as_ref()
            .filter(|_| d.actions().len() > 1)
            .map(|a| format!("[{a}] "))
            .unwrap_or_default();
        println!(
            "    {:<15} {on}{}{tier}{src}",
            format!("{:?}", s.stage).to_lowercase(),
            s.detail
        );
    }
    Ok(())
}
