//! `airlock mcp --name NAME -- CMD…`: the MCP stdio proxy in front of one server.
//!
//! The MCP client starts airlock instead of the server; airlock starts the server and relays
//! between the two, deciding every tool call with the policy (see `airlock-mcp`). stdin and
//! stdout carry only the protocol: questions go to `/dev/tty`, logs to stderr (`AIRLOCK_LOG`
//! sets the level, `warn` by default). With no terminal every question is answered "no".

use std::path::PathBuf;
use std::sync::Arc;

use airlock_gate::{Gate, GateConfig};
use airlock_mcp::ProxyConfig;
use airlock_store::Store;
use clap::Args;

use crate::Exit;
use crate::approver_arg::ApproverArg;

/// Arguments of `airlock mcp`.
#[derive(Debug, Args)]
pub struct McpArgs {
    /// The server's name: its `[[server]]` entry in the policy and its name in the audit.
    #[arg(long)]
    name: String,
    /// The policy file (default: policy.toml in AIRLOCK_HOME, else in $XDG_DATA_HOME/airlock or
    /// ~/.local/share/airlock, when it exists; else the embedded default policy).
    #[arg(long)]
    policy: Option<PathBuf>,
    /// The store (default: airlock.db in AIRLOCK_HOME, else $XDG_DATA_HOME/airlock, else
    /// ~/.local/share/airlock).
    #[arg(long)]
    store: Option<PathBuf>,
    /// Who answers questions: `tty` is the approval daemon when `airlock serve` runs, else the
    /// terminal; `none` is nobody (every question is denied).
    #[arg(long, value_enum, default_value_t = ApproverArg::Tty)]
    approver: ApproverArg,
    /// The agent session the calls belong to (default: a new session for each run).
    #[arg(long)]
    session: Option<String>,
    /// The MCP server's command and its arguments.
    #[arg(last = true, required = true)]
    command: Vec<String>,
}

/// Runs `airlock mcp`; returns the server's exit code.
pub fn run(a: &McpArgs) -> Result<u8, Exit> {
    init_logging();
    let (policy, policy_file) = crate::policy_cmd::load_policy(a.policy.as_deref())?;
    let store_path = match &a.store {
        Some(p) => p.clone(),
        None => airlock_gate::default_home(|k| std::env::var(k).ok())
            .map(|home| airlock_gate::store_path(&home))
            .map_err(|e| Exit::input(e.to_string()))?,
    };
    let mut store = Store::open(&store_path).map_err(|e| {
        Exit::input(format!(
            "cannot open the store `{}`: {e}",
            store_path.display()
        ))
    })?;
    // This process records on the path of every tool call: the log's checkpoints (fsyncs)
    // go to a thread of their own rather than stall the call whose record crosses SQLite's
    // threshold.
    if let Err(e) = store.checkpoint_in_background() {
        tracing::warn!("the store's log is checkpointed inside commits: {e}");
    }
    // ... and the commit of a call's record goes off that path too: the record is appended
    // to a file of this process's own and copied into the audit chain while the call runs.
    if let Err(e) = store.write_ahead() {
        tracing::warn!("records are committed on the path of each call: {e}");
    }
    let (workspace, home, mut protected) = crate::explain::context_paths(None);
    protected.extend(crate::absolute_store_files(&store_path));
    if let Some(p) = &policy_file {
        protected.push(crate::absolute(p));
    }
    let config = GateConfig {
        workspace,
        home,
        protected,
        sandboxed: false,
        policy_file: policy_file.as_deref().map(airlock_gate::policy_key),
    };
    let mut gate = Gate::new(policy, store, a.approver.approver(), config);
    if let Some(p) = &policy_file {
        // An edit of the policy file takes effect on the next call: at once when it raises
        // protection, after a human's approval when it lowers it.
        gate = gate.watch_policy(p);
    }
    let gate = Arc::new(gate);
    let session = a.session.clone().unwrap_or_else(|| {
        format!(
            "mcp-{}-{}-{}",
            a.name,
            airlock_gate::now_ms(),
            std::process::id()
        )
    });
    let cfg = ProxyConfig::new(&a.name, &session);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Exit::input(format!("cannot start the async runtime: {e}")))?;
    let ended = runtime.block_on(airlock_mcp::run_stdio(gate, cfg, &a.command));
    // Reading stdin blocks a thread that cannot be interrupted; do not wait for it.
    runtime.shutdown_background();
    match ended {
        Ok(end) => Ok(end.code()),
        Err(e) => Err(Exit::input(e.to_string())),
    }
}

/// Logs go to stderr, never stdout (the protocol's); `AIRLOCK_LOG` takes a filter such as
/// `info` or `airlock_mcp=debug`.
fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("AIRLOCK_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .try_init();
}
