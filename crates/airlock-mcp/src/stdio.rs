//! The stdio proxy: spawns the MCP server with piped stdin and stdout (its stderr is this
//! process's, so its logs stay logs), relays this process's stdin and stdout to it, and stops
//! and reaps it when either side ends.

use std::process::{ExitStatus, Stdio};
use std::sync::Arc;
use std::time::Duration;

use airlock_gate::Gate;
use tokio::io::{AsyncRead, AsyncWrite};

use crate::{McpError, ProxyConfig, RelayEnd, relay};

/// How the stdio proxy ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StdioEnd {
    /// Why the relay ended.
    pub relay: RelayEnd,
    /// The server's exit status.
    pub status: ExitStatus,
    /// Whether the proxy had to kill the server (it did not exit after its input closed, or
    /// the proxy was told to stop).
    pub killed: bool,
}

impl StdioEnd {
    /// The exit code for the proxy's own process: the server's code if it exited by itself,
    /// 128 + the signal if a signal it did not get from the proxy ended it, 0 if the proxy
    /// stopped it.
    pub fn code(&self) -> u8 {
        use std::os::unix::process::ExitStatusExt;
        if self.killed {
            return 0;
        }
        match (self.status.code(), self.status.signal()) {
            (Some(c), _) => u8::try_from(c).unwrap_or(1),
            (None, Some(s)) => u8::try_from(128 + s).unwrap_or(1),
            (None, None) => 1,
        }
    }
}

/// How long the server may take to exit after its input closed, before it is killed.
const EXIT_GRACE: Duration = Duration::from_secs(2);

/// Runs `command` as an MCP server behind the gate, relaying this process's stdin and stdout.
/// SIGINT and SIGTERM stop the server and end the relay (every waiting call is withdrawn).
pub async fn run_stdio(
    gate: Arc<Gate>,
    cfg: ProxyConfig,
    command: &[String],
) -> Result<StdioEnd, McpError> {
    let (program, args) = command.split_first().ok_or(McpError::NoCommand)?;
    let mut child = tokio::process::Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .map_err(|source| McpError::Spawn {
            command: program.clone(),
            source,
        })?;
    let server_in = child.stdin.take().ok_or(McpError::Pipe("input"))?;
    let server_out = child.stdout.take().ok_or(McpError::Pipe("output"))?;
    let relayed = relay(
        gate,
        cfg,
        client_input(),
        client_output(),
        server_out,
        server_in,
    );
    tokio::pin!(relayed);
    let mut stopped = false;
    let end = tokio::select! {
        end = &mut relayed => end?,
        () = stop_signal() => {
            tracing::info!("stopping: the MCP server is stopped and waiting calls are withdrawn");
            stopped = true;
            let _ = child.start_kill();
            // The server's output closes as it dies, which ends the relay cleanly.
            match tokio::time::timeout(EXIT_GRACE, &mut relayed).await {
                Ok(end) => end?,
                Err(_) => RelayEnd::ClientGone,
            }
        }
    };
    let (status, killed) = match tokio::time::timeout(EXIT_GRACE, child.wait()).await {
        Ok(status) => (status.map_err(McpError::Wait)?, stopped),
        Err(_) => {
            tracing::debug!("the MCP server did not exit after its input closed; killing it");
            let _ = child.start_kill();
            (child.wait().await.map_err(McpError::Wait)?, true)
        }
    };
    Ok(StdioEnd {
        relay: end,
        status,
        killed,
    })
}

/// This process's standard input. A pipe (how MCP clients start their servers) is read as it is
/// ready, on the runtime's own thread; anything else (a terminal, a file) through tokio's
/// `stdin`, whose every read is handed to a thread of the blocking pool and back, which costs
/// two thread switches per message.
fn client_input() -> Box<dyn AsyncRead + Unpin + Send> {
    use std::os::fd::AsFd;
    let pipe = std::io::stdin()
        .as_fd()
        .try_clone_to_owned()
        .and_then(tokio::net::unix::pipe::Receiver::from_owned_fd);
    match pipe {
        Ok(pipe) => Box::new(pipe),
        Err(_) => Box::new(tokio::io::stdin()),
    }
}

/// This process's standard output, as [`client_input`] reads its input. Nothing else writes to
/// it: logs go to standard error.
fn client_output() -> Box<dyn AsyncWrite + Unpin + Send> {
    use std::os::fd::AsFd;
    let pipe = std::io::stdout()
        .as_fd()
        .try_clone_to_owned()
        .and_then(tokio::net::unix::pipe::Sender::from_owned_fd);
    match pipe {
        Ok(pipe) => Box::new(pipe),
        Err(_) => Box::new(tokio::io::stdout()),
    }
}

/// Resolves on SIGINT or SIGTERM (never, if the handlers cannot be installed).
async fn stop_signal() {
    use tokio::signal::unix::{SignalKind, signal};
    let (Ok(mut int), Ok(mut term)) = (
        signal(SignalKind::interrupt()),
        signal(SignalKind::terminate()),
    ) else {
        return std::future::pending().await;
    };
    tokio::select! {
        _ = int.recv() => {}
        _ = term.recv() => {}
    }
}
