//! `airlock hook claude-code | gemini`: the agent hosts' hooks (`hook_install.rs` writes them
//! into the host's settings and takes them out).
//!
//! A hook reads the host's JSON on stdin, turns it into a gate request (the tool mapped onto
//! airlock's model, the workspace from `cwd`, the depth from the sub-agent fields), decides it,
//! and prints exactly the host's JSON on stdout. Hosts let a call through when a hook crashes,
//! so every internal error (bad or truncated JSON, an unreadable policy, a store that cannot be
//! opened or written) exits with the host's blocking code, 2, with the reason on stderr.
//!
//! A question goes to the approval daemon when it runs (blocking until a human decides, inside
//! the host's hook timeout); otherwise the host's own prompt asks, showing airlock's reason.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use airlock_gate::{
    Answer, Approver, BoxFuture, Card, DaemonApprover, DaemonInfo, DecidedBy, Gate, GateConfig,
    HandTo, HostMode, NoApprover, Request, Screened, Verdict,
};
use airlock_policy::Decision;
use airlock_store::HandOff;
use clap::{Args, Subcommand, ValueEnum};
use serde_json::{Value, json};

use crate::Exit;

/// Claude Code's and Gemini CLI's blocking exit code.
const BLOCK: u8 = 2;

/// The most a hook reads from stdin: a payload larger than this is refused, not cut.
const MAX_INPUT: u64 = 64 << 20;

/// Why a hook blocks the call: every fault it meets, said on stderr beside the host's blocking
/// exit code (hosts let a call through when a hook merely crashes).
#[derive(Debug, thiserror::Error)]
enum HookError {
    /// Standard input cannot be read.
    #[error("cannot read the hook input: {0}")]
    ReadInput(std::io::Error),
    /// The payload does not parse (empty, truncated or not JSON).
    #[error("the hook input is not valid JSON: {0}")]
    NotJson(serde_json::Error),
    /// The payload lacks the named string field.
    #[error("the hook input has no `{0}` string")]
    NoString(String),
    /// An event this host's hook does not answer; `answers` lists those it does.
    #[error("`airlock hook {}` answers {answers}, not `{event}`", .host.name())]
    Event {
        host: HostArg,
        answers: &'static str,
        event: String,
    },
    /// A working directory that is not absolute, so no path of the call can be judged.
    #[error("the hook input's `cwd` is not absolute: `{0}`")]
    RelativeCwd(String),
    /// The payload lacks the call's arguments.
    #[error("the hook input has no `tool_input` object")]
    NoToolInput,
    /// The policy does not load (its message names the file).
    #[error(transparent)]
    Policy(Exit),
    /// airlock's home cannot be found.
    #[error(transparent)]
    Home(airlock_gate::HomeError),
    /// The store's location cannot be found (its message names the configuration file).
    #[error(transparent)]
    StoreLocation(Exit),
    /// The store cannot be opened; `address` is shown without a database password.
    #[error("cannot open the store `{address}`: {source}")]
    Store {
        address: String,
        source: airlock_store::StoreError,
    },
    /// The async runtime cannot start.
    #[error("cannot start the runtime: {0}")]
    Runtime(std::io::Error),
    /// The gate failed to read or write the store (the gate says why).
    #[error(transparent)]
    Gate(#[from] airlock_gate::GateError),
    /// The gate decided the call as a fault: its verdict's message.
    #[error("{0}")]
    Fault(String),
    /// The hook panicked.
    #[error("an internal error (a bug in airlock)")]
    Panic,
    /// The answer cannot be written to stdout.
    #[error("cannot print the answer: {0}")]
    Print(std::io::Error),
}

/// `airlock hook …`.
#[derive(Debug, Subcommand)]
pub enum HookCommand {
    /// Claude Code's hook (PreToolUse, PermissionRequest, PostToolUse, PostToolUseFailure,
    /// SessionEnd): the host's JSON on stdin and stdout.
    ClaudeCode(HookArgs),
    /// Gemini CLI's hook (BeforeTool, AfterTool, SessionEnd): the host's JSON on stdin and
    /// stdout.
    Gemini(HookArgs),
    /// Write the hook into the host's settings file, with a backup (idempotent); every other
    /// byte of the file stays as it was.
    Install(crate::hook_install::InstallArgs),
    /// Remove exactly the entries `install` added, with a backup.
    Uninstall(crate::hook_install::UninstallArgs),
}

/// Arguments of a hook run.
#[derive(Debug, Args)]
pub struct HookArgs {
    /// The policy file (default: policy.toml in AIRLOCK_HOME, else in $XDG_CONFIG_HOME/airlock
    /// or ~/.config/airlock, when it exists; else the embedded default policy).
    #[arg(long)]
    policy: Option<PathBuf>,
    /// The store (default: airlock.db in AIRLOCK_HOME, else $XDG_DATA_HOME/airlock, else
    /// ~/.local/share/airlock).
    #[arg(long)]
    store: Option<PathBuf>,
}

/// The hosts airlock plugs into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HostArg {
    /// Claude Code.
    ClaudeCode,
    /// Gemini CLI.
    Gemini,
}

impl HostArg {
    pub(crate) fn name(self) -> &'static str {
        match self {
            HostArg::ClaudeCode => "claude-code",
            HostArg::Gemini => "gemini",
        }
    }

    /// How long the host waits for a hook by default, less a margin to answer in.
    fn timeout(self) -> Duration {
        match self {
            HostArg::ClaudeCode => Duration::from_secs(590),
            HostArg::Gemini => Duration::from_secs(55),
        }
    }
}

/// The hook event being answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    PreToolUse,
    PermissionRequest,
    /// Claude Code's PostToolUse, PostToolUseFailure and Gemini CLI's AfterTool: the call ran
    /// (`failed`: and failed).
    AfterTool {
        failed: bool,
    },
    /// The session ended: whatever still waits for its outcome did not run.
    SessionEnd,
    BeforeTool,
}

/// One hook payload, mapped onto airlock's model.
#[derive(Debug, Clone, PartialEq)]
struct HookCall {
    event: Event,
    session: String,
    /// The call's id at the host (Claude Code's `tool_use_id`); Gemini CLI names none.
    call_id: Option<String>,
    /// The sub-agent that made the call (`agent_id`); empty for the main agent.
    agent: String,
    cwd: String,
    /// Claude Code's permission mode (`default`, `plan`, `dontAsk`, …); empty for Gemini.
    mode: String,
    server: Option<String>,
    tool: String,
    args: Value,
    /// The call's answer, at an after-tool event (`tool_response`); null before it runs.
    response: Value,
    depth: u32,
    lineage: Vec<String>,
}

/// Runs one `airlock hook` subcommand; returns the exit code.
pub fn run(cmd: &HookCommand) -> Result<u8, Exit> {
    match cmd {
        HookCommand::ClaudeCode(args) => Ok(hook(HostArg::ClaudeCode, args)),
        HookCommand::Gemini(args) => Ok(hook(HostArg::Gemini, args)),
        HookCommand::Install(args) => crate::hook_install::install(args),
        HookCommand::Uninstall(args) => crate::hook_install::uninstall(args),
    }
}

/// One hook call, start to end. Prints the host's JSON, or blocks with the reason on stderr.
fn hook(host: HostArg, args: &HookArgs) -> u8 {
    // The host lets a call through when its hook crashes, so a panic blocks like any fault, and
    // so does an answer that cannot be printed (println! would panic on a closed pipe).
    let answered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| answer(host, args)))
        .unwrap_or(Err(HookError::Panic))
        .and_then(|out| {
            use std::io::Write;
            writeln!(std::io::stdout().lock(), "{out}").map_err(HookError::Print)
        });
    match answered {
        Ok(()) => 0,
        Err(why) => {
            eprintln!("airlock blocked this call because the hook failed: {why}");
            BLOCK
        }
    }
}

/// Reads, decides and renders; every error is the reason the call is blocked.
fn answer(host: HostArg, args: &HookArgs) -> Result<Value, HookError> {
    let mut input = String::new();
    std::io::stdin()
        .take(MAX_INPUT)
        .read_to_string(&mut input)
        .map_err(HookError::ReadInput)?;
    let call = parse(host, &input)?;
    let (policy, policy_file) =
        crate::policy_cmd::load_policy(args.policy.as_deref()).map_err(HookError::Policy)?;
    let home = airlock_gate::default_home(|k| std::env::var(k).ok()).map_err(HookError::Home)?;
    let store_file = crate::audit_cmd::store_location(args.store.as_deref())
        .map_err(HookError::StoreLocation)?;
    let mut store = open_store(&store_file)?;
    store.set_identity(crate::identity(Some(Path::new(&call.cwd))));
    let config = gate_config(host, &call, &home, &store_file, policy_file.as_deref());
    if matches!(call.event, Event::AfterTool { .. } | Event::SessionEnd) {
        // Nothing to decide: the host says what became of a call it asked about.
        let fallback: Arc<dyn Approver> = Arc::new(NoApprover::new("no approver available"));
        let gate = Gate::new(policy, store, fallback, config);
        return outcome_event(&gate, host, &call).map(|()| json!({}));
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(HookError::Runtime)?;
    runtime.block_on(async {
        let asker = approver(host, &call, &home);
        let fallback: Arc<dyn Approver> = Arc::new(NoApprover::new("no approver available"));
        let gate = Gate::new(policy, store, asker.approver().unwrap_or(fallback), config);
        let outcome = decide(&gate, host, &call, &asker).await?;
        Ok(render(call.event, &outcome))
    })
}

/// Who may answer a question this hook cannot settle.
enum Asker {
    /// Nobody: a question is a no (the host's dontAsk mode).
    Nobody(Arc<dyn Approver>),
    /// The daemon, if it answers when a question comes; else the host's own prompt.
    Daemon(DaemonApprover, Arc<dyn Approver>),
    /// The host's own prompt.
    Host,
}

impl Asker {
    fn approver(&self) -> Option<Arc<dyn Approver>> {
        match self {
            Asker::Nobody(a) | Asker::Daemon(_, a) => Some(Arc::clone(a)),
            Asker::Host => None,
        }
    }

    /// Whether a question is asked here (else it is handed to the host). Only a question
    /// contacts the daemon, and only within the client's short timeouts, so a call the rules
    /// settle never waits for a daemon that is frozen or gone.
    async fn asks_here(&self) -> bool {
        match self {
            Asker::Nobody(_) => true,
            Asker::Daemon(daemon, _) => daemon.running().await,
            Asker::Host => false,
        }
    }
}

/// Who answers a question this hook cannot settle: the single place the approver is chosen.
/// Nothing here touches the network; [`Asker::asks_here`] does, for a question only.
fn approver(host: HostArg, call: &HookCall, home: &Path) -> Asker {
    if call.mode == "dontAsk" {
        // The host prompts nobody in this mode: a question is a no.
        return Asker::Nobody(Arc::new(NoApprover::new(
            "Claude Code runs in dontAsk mode, where nobody is asked",
        )));
    }
    // Without a daemon file there is nothing to connect to: skip the client entirely.
    if DaemonInfo::read(home).is_none() {
        return Asker::Host;
    }
    let daemon = DaemonApprover::new(home);
    let within: Arc<dyn Approver> = Arc::new(Within {
        inner: daemon.clone(),
        limit: host.timeout(),
        host: host.name(),
    });
    Asker::Daemon(daemon, within)
}

/// An approver bounded by the host's hook timeout: past it the host would stop waiting and let
/// its own flow decide, so airlock answers "no" first.
struct Within<A> {
    inner: A,
    limit: Duration,
    host: &'static str,
}

impl<A: Approver> Approver for Within<A> {
    fn ask(&self, card: Card) -> BoxFuture<'_, Answer> {
        Box::pin(async move {
            match tokio::time::timeout(self.limit, self.inner.ask(card)).await {
                Ok(answer) => answer,
                Err(_) => Answer::Unavailable(format!(
                    "no answer within {} s, {}'s hook timeout",
                    self.limit.as_secs(),
                    self.host
                )),
            }
        })
    }
}

/// What the hook tells the host.
enum Outcome {
    /// Settled: allowed or denied.
    Verdict(Verdict),
    /// A human must decide at the host's prompt.
    Ask(Decision),
    /// The host's dialog for a call handed to it earlier, which waits for its outcome.
    Waiting(HandOff),
    /// A fault while answering the host's dialog, which ignores the blocking exit code.
    Fault(String),
}

/// Decides `call` through the gate, with the host's mode as an input of the decision.
async fn decide(
    gate: &Gate,
    host: HostArg,
    call: &HookCall,
    asker: &Asker,
) -> Result<Outcome, HookError> {
    let mut req = Request::new(
        &call.session,
        call.server.as_deref(),
        &call.tool,
        call.args.clone(),
    );
    req.agent.depth = call.depth;
    req.agent.lineage = call.lineage.clone();
    // The host's mode is an input of the decision: plan mode denies what writes or executes,
    // dontAsk what always asks.
    req.agent.host_mode = HostMode::parse(&call.mode);
    let key = call_key(call);
    if call.event == Event::PermissionRequest {
        // The host's dialog for a call this hook already handed to it: the question is the
        // same one, and it waits for its outcome; no second decision, no second record.
        match gate.with_store(|s| s.handed_off_call(&call.session, &call.agent, &key)) {
            Ok(Some(h)) => return Ok(Outcome::Waiting(h)),
            Ok(None) => {}
            // PermissionRequest ignores exit 2 but honours a JSON deny.
            Err(fault) => return Ok(Outcome::Fault(format!("airlock failed: {fault}"))),
        }
    } else {
        // A call the agent asked about before and that has not run by now never ran (also one
        // under this call's own id, should a host reuse ids: its record is not lost).
        close_waiting(
            gate,
            host,
            &call.session,
            Some(&call.agent),
            None,
            "the agent's next call came first",
        )?;
    }
    let decision = gate.resolve(&req).map_err(HookError::Gate)?;
    let outcome = if decision.action() == airlock_policy::Action::Ask && asker.asks_here().await {
        Outcome::Verdict(gate.decide(&req).await)
    } else {
        let to = HandTo::new(
            host.name(),
            call.call_id.as_deref().unwrap_or(&key),
            &call.agent,
        );
        match gate.screen(&req, &to) {
            Screened::Settled(v) => Outcome::Verdict(v),
            Screened::HandedOff { decision } => Outcome::Ask(decision),
        }
    };
    if let Outcome::Verdict(v) = &outcome
        && v.decided_by == DecidedBy::Fault
        && call.event != Event::PermissionRequest
    {
        // PermissionRequest ignores exit 2 but honours a JSON deny, so only it prints the
        // fault's verdict; the other events block through the exit code.
        return Err(HookError::Fault(v.message().to_owned()));
    }
    Ok(outcome)
}

/// The host's JSON for `outcome`.
fn render(event: Event, outcome: &Outcome) -> Value {
    match (event, outcome) {
        (Event::PreToolUse, Outcome::Verdict(v)) => {
            let (decision, reason) = if v.runs() {
                ("allow", allow_reason(&v.decision))
            } else {
                ("deny", v.message().to_owned())
            };
            pre_tool_use(decision, &reason)
        }
        (Event::PreToolUse, Outcome::Ask(d)) => pre_tool_use("ask", &ask_reason(d)),
        (Event::PermissionRequest, Outcome::Verdict(v)) => {
            let decision = if v.runs() {
                json!({"behavior": "allow"})
            } else {
                json!({"behavior": "deny", "message": v.message()})
            };
            json!({"hookSpecificOutput": {"hookEventName": "PermissionRequest", "decision": decision}})
        }
        // No decision: the host's own prompt asks; the message says why.
        (Event::PermissionRequest, Outcome::Ask(d)) => json!({"systemMessage": ask_reason(d)}),
        (_, Outcome::Fault(why)) => json!({"hookSpecificOutput": {
            "hookEventName": "PermissionRequest",
            "decision": {"behavior": "deny", "message": format!(
                "airlock blocked this call because the hook failed: {why}")},
        }}),
        (_, Outcome::Waiting(h)) => json!({"systemMessage": format!(
            "airlock asks ({}) before {}: {}", h.tier, h.label, h.reason
        )}),
        (Event::BeforeTool, Outcome::Verdict(v)) if v.runs() => {
            json!({"decision": "allow", "reason": allow_reason(&v.decision)})
        }
        (Event::BeforeTool, Outcome::Verdict(v)) => {
            json!({"decision": "deny", "reason": v.message()})
        }
        (Event::BeforeTool, Outcome::Ask(d)) => {
            let why = ask_reason(d);
            json!({"decision": "ask", "reason": why, "systemMessage": why})
        }
        // Never decided: `answer` settles these events before deciding anything.
        (Event::AfterTool { .. } | Event::SessionEnd, _) => json!({}),
    }
}

fn pre_tool_use(decision: &str, reason: &str) -> Value {
    json!({"hookSpecificOutput": {
        "hookEventName": "PreToolUse",
        "permissionDecision": decision,
        "permissionDecisionReason": reason,
    }})
}

fn allow_reason(d: &Decision) -> String {
    format!("airlock allows {}: {}", d.label(), d.reason())
}

fn ask_reason(d: &Decision) -> String {
    format!(
        "airlock asks ({}) before {}: {}",
        d.tier().as_str(),
        d.label(),
        d.reason()
    )
}

/// The key a call waits under when the host names no id for it: its server, tool and
/// arguments, which the host's later events for it repeat.
fn call_key(call: &HookCall) -> String {
    let server = call.server.as_deref().unwrap_or("");
    airlock_gate::call_hash(server, &call.tool, &call.args)
}

/// The host's name as its users know it.
fn title(host: &str) -> &str {
    match host {
        "claude-code" => "Claude Code",
        "gemini" => "Gemini CLI",
        other => other,
    }
}

/// An after-tool or session-end event: the call this hook handed to the host's dialog ran (a
/// human approved it there), or, at the session's end, whatever still waits did not.
fn outcome_event(gate: &Gate, host: HostArg, call: &HookCall) -> Result<(), HookError> {
    let Event::AfterTool { failed } = call.event else {
        close_waiting(gate, host, &call.session, None, None, "the session ended")?;
        return gate
            .with_store(|s| s.forget_hand_offs(&call.session))
            .map_err(HookError::Gate);
    };
    // What the call left a browser's page at, whoever let it run: the next call on that
    // server is judged by it. Only a browser tool's call moves a page, so no other event
    // copies its arguments (a file write's whole text) to ask.
    if let Some(server) = call.server.as_deref()
        && airlock_gate::browser_tool(server, &call.tool)
    {
        let ran = Request::new(&call.session, Some(server), &call.tool, call.args.clone());
        // An answer that is an error leaves the page unknown: a navigation that failed did
        // not run.
        let answer = (!call.response.is_null()).then_some(&call.response);
        gate.page_ran(&ran, failed || answer_failed(&call.response), answer)
            .map_err(HookError::Gate)?;
    }
    let key = call_key(call);
    let waiting = gate
        .with_store(|s| match call.call_id.as_deref() {
            Some(id) => match s.handed_off(&call.session, id)? {
                Some(h) => Ok(Some(h)),
                None => s.handed_off_call(&call.session, &call.agent, &key),
            },
            None => s.handed_off_call(&call.session, &call.agent, &key),
        })
        .map_err(HookError::Gate)?;
    // A call airlock allowed itself was recorded when it was allowed.
    let Some(h) = waiting else { return Ok(()) };
    let host_title = title(&h.host);
    let detail = format!(
        "asked at {host_title}'s dialog → ran{}{}: approved by the human at {host_title}'s \
         dialog{}; airlock had asked ({}) because {}",
        if h.waiting {
            ""
        } else {
            " after all (an earlier record said it did not run, as the agent's next call came \
             before this after-tool event)"
        },
        if failed { " (and failed)" } else { "" },
        if h.grant_keys.is_empty() {
            ""
        } else if h.tier == "always_ask" {
            // Only the actions that ask once are remembered; the rest asks every time.
            ", and its actions that ask once remembered for the rest of this session"
        } else {
            ", and remembered for the rest of this session"
        },
        h.tier,
        h.reason,
    );
    gate.settle_hand_off(&h, true, &detail)
        .map(|_| ())
        .map_err(HookError::Gate)
}

/// Records as not run every call of `session` (of `agent`'s calls, if given; except the one
/// with id `except`) still waiting at the host's dialog: `why` says what came instead of its
/// after-tool event.
fn close_waiting(
    gate: &Gate,
    host: HostArg,
    session: &str,
    agent: Option<&str>,
    except: Option<&str>,
    why: &str,
) -> Result<(), HookError> {
    let waiting = gate
        .with_store(|s| s.hand_offs(session, agent))
        .map_err(HookError::Gate)?;
    for h in waiting
        .iter()
        .filter(|h| Some(h.call_key.as_str()) != except)
    {
        let host_title = title(if h.host.is_empty() {
            host.name()
        } else {
            &h.host
        });
        let detail = format!(
            "asked at {host_title}'s dialog → did not run: no after-tool event came for it before \
             {why} (rejected at the dialog, or the agent stopped); airlock had asked ({}) \
             because {}",
            h.tier, h.reason,
        );
        gate.settle_hand_off(h, false, &detail)
            .map_err(HookError::Gate)?;
    }
    Ok(())
}

/// Opens the store (which creates its directory when missing); failure blocks the call.
fn open_store(path: &Path) -> Result<airlock_store::Store, HookError> {
    airlock_store::Store::open(path).map_err(|source| HookError::Store {
        address: airlock_store::shown_address(path),
        source,
    })
}

/// The gate's surroundings: the workspace from the payload's `cwd`, and airlock's own files
/// (its home, store and policy, and the host settings that hold the hook) protected.
fn gate_config(
    host: HostArg,
    call: &HookCall,
    home: &Path,
    store: &Path,
    policy: Option<&Path>,
) -> GateConfig {
    let user_home = std::env::var("HOME").ok().filter(|h| !h.is_empty());
    let mut protected = crate::protected_paths(Some(store), policy);
    protected.push(crate::absolute(home));
    let dot = match host {
        HostArg::ClaudeCode => ".claude",
        HostArg::Gemini => ".gemini",
    };
    for base in user_home.iter().chain(std::iter::once(&call.cwd)) {
        protected.push(format!("{base}/{dot}/settings.json"));
        protected.push(format!("{base}/{dot}/settings.local.json"));
    }
    let mut config = GateConfig::default();
    // Only a call to decide needs the workspace's facts (an after-tool event decides nothing).
    let deciding = !matches!(call.event, Event::AfterTool { .. } | Event::SessionEnd);
    if let (true, Some(script)) = (deciding, call.args.get("command").and_then(Value::as_str)) {
        config.build_output = crate::workspace_facts::build_output(
            &call.cwd,
            user_home.as_deref(),
            &protected,
            script,
        );
        config.search_secrets = crate::workspace_facts::shell_search_secrets(
            &call.cwd,
            user_home.as_deref(),
            &protected,
            script,
        );
        config.new_files =
            crate::workspace_facts::new_files(&call.cwd, user_home.as_deref(), &protected, script);
        if airlock_shell::pushes(script) {
            config.git_head = crate::workspace_facts::git_head(&call.cwd);
        }
        if airlock_shell::uses_kube_context(script) {
            config.kube_context = crate::workspace_facts::kube_context(user_home.as_deref());
        }
    }
    if deciding && config.search_secrets.is_empty() {
        // Claude Code's Grep lists file names unless asked for content; Gemini CLI's search
        // prints the lines it finds.
        config.search_secrets = crate::workspace_facts::search_secrets(
            &call.cwd,
            &call.tool,
            &call.args,
            matches!(host, HostArg::Gemini),
        );
    }
    config.workspace = Some(call.cwd.clone());
    config.home = user_home;
    config.protected = protected;
    // A hook is a process per call: it reads the policy file, and any rule added to it, anew.
    config.policy_file = None;
    config
}

/// Reads the host's payload.
fn parse(host: HostArg, input: &str) -> Result<HookCall, HookError> {
    let v: Value = serde_json::from_str(input).map_err(HookError::NotJson)?;
    let text = |key: &str| {
        v.get(key)
            .and_then(Value::as_str)
            .map(str::to_owned)
            .ok_or_else(|| HookError::NoString(key.to_owned()))
    };
    let event = match (host, text("hook_event_name")?.as_str()) {
        (HostArg::ClaudeCode, "PreToolUse") => Event::PreToolUse,
        (HostArg::ClaudeCode, "PermissionRequest") => Event::PermissionRequest,
        (HostArg::ClaudeCode, "PostToolUse") | (HostArg::Gemini, "AfterTool") => {
            Event::AfterTool { failed: false }
        }
        (HostArg::ClaudeCode, "PostToolUseFailure") => Event::AfterTool { failed: true },
        (_, "SessionEnd") => Event::SessionEnd,
        (HostArg::Gemini, "BeforeTool") => Event::BeforeTool,
        (_, other) => {
            return Err(HookError::Event {
                host,
                answers: match host {
                    HostArg::ClaudeCode => {
                        "PreToolUse, PermissionRequest, PostToolUse, PostToolUseFailure and \
                         SessionEnd"
                    }
                    HostArg::Gemini => "BeforeTool, AfterTool and SessionEnd",
                },
                event: other.to_owned(),
            });
        }
    };
    let session = text("session_id")?;
    let agent = v
        .get("agent_id")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned();
    if event == Event::SessionEnd {
        // No tool: only the session matters.
        return Ok(HookCall {
            event,
            session,
            call_id: None,
            agent,
            cwd: String::new(),
            mode: String::new(),
            server: None,
            tool: String::new(),
            args: json!({}),
            response: Value::Null,
            depth: 0,
            lineage: Vec::new(),
        });
    }
    let cwd = text("cwd")?;
    if !Path::new(&cwd).is_absolute() {
        return Err(HookError::RelativeCwd(cwd));
    }
    let name = text("tool_name")?;
    let args = v
        .get("tool_input")
        .filter(|i| i.is_object())
        .cloned()
        .ok_or(HookError::NoToolInput)?;
    let (server, tool) = match host {
        HostArg::ClaudeCode => claude_tool(&name),
        HostArg::Gemini => gemini_tool(&name, v.get("mcp_context")),
    };
    let (depth, lineage) = match v.get("agent_id").and_then(Value::as_str) {
        Some(id) => {
            let kind = v
                .get("agent_type")
                .and_then(Value::as_str)
                .unwrap_or("subagent");
            (1, vec!["main".to_owned(), format!("{kind} ({id})")])
        }
        None => (0, Vec::new()),
    };
    Ok(HookCall {
        event,
        session,
        call_id: v
            .get("tool_use_id")
            .and_then(Value::as_str)
            .filter(|id| !id.is_empty())
            .map(str::to_owned),
        agent,
        cwd,
        mode: v
            .get("permission_mode")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_owned(),
        server,
        tool,
        args,
        response: v.get("tool_response").cloned().unwrap_or(Value::Null),
        depth,
        lineage,
    })
}

/// Whether a tool's answer says it failed: an MCP result's `isError`, Gemini CLI's `error`, or
/// a text that is an error report (`Error: …`, Playwright MCP's `### Error`).
fn answer_failed(response: &Value) -> bool {
    let flag = |k: &str| match response.get(k) {
        Some(Value::Bool(b)) => *b,
        Some(Value::Null) | None => false,
        Some(Value::String(s)) => !s.is_empty(),
        Some(_) => true,
    };
    let error_text = |t: &str| {
        let t = t.trim_start();
        t.starts_with("Error") || t.starts_with("### Error") || t.starts_with("MCP error")
    };
    let first_text = match response {
        Value::String(s) => Some(s.as_str()),
        Value::Array(items) => items
            .first()
            .and_then(|i| i.get("text"))
            .and_then(Value::as_str),
        _ => response.pointer("/content/0/text").and_then(Value::as_str),
    };
    flag("isError") || flag("is_error") || flag("error") || first_text.is_some_and(error_text)
}

/// Claude Code's tool name as server and tool: `mcp__<server>__<tool>` splits at the first `__`
/// after the prefix (server names may hold hyphens and single underscores), `Agent` is the
/// sub-agent tool the policy knows as `Task`, and every other name is a local tool.
fn claude_tool(name: &str) -> (Option<String>, String) {
    if let Some(rest) = name.strip_prefix("mcp__")
        && let Some((server, tool)) = rest.split_once("__")
        && !server.is_empty()
        && !tool.is_empty()
    {
        return (Some(server.to_owned()), tool.to_owned());
    }
    let tool = if name == "Agent" { "Task" } else { name };
    (None, tool.to_owned())
}

/// Gemini CLI's tool name as server and tool: MCP calls from `mcp_context`, else
/// `mcp_<server>_<tool>` (Gemini's server names hold no `_`); its file, search and web tools as
/// the default policy's names for the same tools (same argument names), so their paths are judged.
fn gemini_tool(name: &str, mcp: Option<&Value>) -> (Option<String>, String) {
    let field = |k: &str| {
        mcp.and_then(|m| m.get(k))
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
    };
    if let (Some(server), Some(tool)) = (field("server_name"), field("tool_name")) {
        return (Some(server.to_owned()), tool.to_owned());
    }
    if let Some(rest) = name.strip_prefix("mcp_")
        && let Some((server, tool)) = rest.split_once('_')
        && !server.is_empty()
        && !tool.is_empty()
    {
        return (Some(server.to_owned()), tool.to_owned());
    }
    let local = match name {
        "read_file" => "Read",
        "write_file" => "Write",
        "replace" => "Edit",
        "glob" => "Glob",
        "grep_search" | "search_file_content" => "Grep",
        "list_directory" => "LS",
        "web_fetch" => "WebFetch",
        "google_web_search" => "WebSearch",
        other => other,
    };
    (None, local.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claude_tool_names_split_at_the_first_double_underscore() {
        let cases = [
            ("mcp__github__create_issue", Some("github"), "create_issue"),
            ("mcp__my-server__get-thing", Some("my-server"), "get-thing"),
            (
                "mcp__claude_ai_Gmail__send",
                Some("claude_ai_Gmail"),
                "send",
            ),
            ("mcp__plugin_p_srv__do__it", Some("plugin_p_srv"), "do__it"),
            ("mcp____tool", None, "mcp____tool"),
            ("mcp__server__", None, "mcp__server__"),
            ("mcp__onlyserver", None, "mcp__onlyserver"),
            ("Agent", None, "Task"),
            ("Bash", None, "Bash"),
        ];
        for (name, server, tool) in cases {
            let (s, t) = claude_tool(name);
            assert_eq!((s.as_deref(), t.as_str()), (server, tool), "{name}");
        }
    }

    #[test]
    fn gemini_tool_names_prefer_the_mcp_context() {
        let ctx = json!({"server_name": "git-hub", "tool_name": "create_issue"});
        assert_eq!(
            gemini_tool("mcp_git-hub_create_issue", Some(&ctx)),
            (Some("git-hub".into()), "create_issue".into())
        );
        assert_eq!(
            gemini_tool("mcp_github_create_issue", None),
            (Some("github".into()), "create_issue".into())
        );
        assert_eq!(gemini_tool("write_file", None), (None, "Write".into()));
        assert_eq!(
            gemini_tool("run_shell_command", None),
            (None, "run_shell_command".into())
        );
    }
}
