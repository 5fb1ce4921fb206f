//! `airlock serve`: the approval daemon. It listens on 127.0.0.1 (another address only with
//! `--allow-remote`), keeps its token in the 0600 `token` file in airlock's home, writes
//! `daemon.json` there (its URL and token, 0600) so that every `airlock mcp`, hook and
//! `airlock run` on the machine sends its questions here, and prints the page's login URL.

use std::net::SocketAddr;
use std::path::PathBuf;

use airlock_gate::{DaemonInfo, Gate, GateConfig};
use airlock_server::{Config, Daemon};
use airlock_store::Store;
use clap::Args;

use crate::Exit;

/// Arguments of `airlock serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:7878")]
    listen: SocketAddr,
    /// Allow an address other machines can reach; anyone with the token can then approve.
    #[arg(long)]
    allow_remote: bool,
    /// The policy file: `POST /v1/decide` decides by it, and "approve always" writes its allow
    /// rules into it (default: `policy.toml` in airlock's configuration directory when it
    /// exists, else the embedded default policy, and "approve always" is not offered).
    #[arg(long)]
    policy: Option<PathBuf>,
    /// The store (default: airlock.db in airlock's home).
    #[arg(long)]
    store: Option<PathBuf>,
    /// A Slack-compatible webhook URL that hears of each new pending approval.
    #[arg(long)]
    webhook: Option<String>,
}

/// Runs `airlock serve` until Ctrl-C or SIGTERM.
pub fn run(a: &ServeArgs) -> Result<u8, Exit> {
    airlock_server::check_listen(a.listen, a.allow_remote)
        .map_err(|e| Exit::input(e.to_string()))?;
    init_logging();
    let home = airlock_gate::default_home(|k| std::env::var(k).ok())
        .map_err(|e| Exit::input(e.to_string()))?;
    let (policy, policy_file) = crate::policy_cmd::load_policy(a.policy.as_deref())?;
    let store_path = crate::audit_cmd::store_location(a.store.as_deref())?;
    let mut store = Store::open(&store_path).map_err(|e| {
        Exit::input(format!(
            "cannot open the store `{}`: {e}",
            airlock_store::shown_address(&store_path)
        ))
    })?;
    store.set_identity(crate::identity(None));
    // This process records on the path of every tool call: the log's checkpoints (fsyncs)
    // go to a thread of their own rather than stall the call whose record crosses SQLite's
    // threshold.
    if let Err(e) = store.checkpoint_in_background() {
        tracing::warn!("the store's log is checkpointed inside commits: {e}");
    }
    let token = airlock_server::ensure_token(&home).map_err(|e| {
        Exit::input(format!(
            "cannot keep the token in `{}`: {e}",
            home.display()
        ))
    })?;
    let (workspace, user_home, protected) =
        crate::explain::context_paths(None, Some(&store_path), policy_file.as_deref());
    let mut config = GateConfig::default();
    config.workspace = workspace;
    config.home = user_home;
    config.protected = protected;
    config.sandboxed = false;
    config.policy_file = policy_file.as_deref().map(airlock_gate::policy_key);
    // The daemon's own gate decides and records; the one question it asks itself is about a
    // policy file that lowers protection, which goes on its own page (through `daemon.json`).
    let mut gate = Gate::new(
        policy,
        store,
        airlock_gate::choose_approver(&home, false),
        config,
    );
    if let Some(p) = &policy_file {
        gate = gate.watch_policy(p);
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Exit::input(format!("cannot start the async runtime: {e}")))?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(a.listen).await.map_err(|e| {
            Exit::input(format!(
                "cannot listen on `{}`: {e} (is another `airlock serve` running?)",
                a.listen
            ))
        })?;
        let listen = listener
            .local_addr()
            .map_err(|e| Exit::input(format!("cannot read the bound address: {e}")))?;
        let daemon = Daemon::start(
            gate,
            Config {
                listen,
                token: token.clone(),
                policy_file,
                webhook: a.webhook.clone(),
            },
        );
        DaemonInfo::new(daemon.url(), token, std::process::id())
            .write(&home)
            .map_err(|e| Exit::input(format!("cannot write the daemon file: {e}")))?;
        println!("airlock serve: approvals at {}", daemon.login_url());
        println!("airlock serve: audit at {}/audit", daemon.url());
        let served = daemon.serve(listener, stopped()).await;
        DaemonInfo::remove_own(&home);
        served.map_err(|e| Exit::input(format!("the daemon stopped: {e}")))?;
        Ok(0)
    })
}

/// Completes on Ctrl-C or SIGTERM.
async fn stopped() {
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = term => {}
    }
}

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("AIRLOCK_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .try_init();
}
