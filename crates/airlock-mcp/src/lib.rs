//! MCP framing and the stdio proxy; the only crate that knows MCP shapes.
//!
//! [`relay`] sits between an MCP client and one MCP server, over any pair of byte streams, and
//! [`run_stdio`] runs it between this process's stdin/stdout and a server it spawns. Messages
//! are `serde_json::Value`s read from newline-delimited lines, and every message the gate does
//! not need is forwarded as the very bytes it arrived as. The relay touches only:
//!
//! - `tools/call`: each call gets exactly one [`Gate::decide`] before it is forwarded, decided
//!   concurrently with all other traffic; a denied call is answered by the proxy with a result
//!   whose `isError` is true, and never reaches the server;
//! - `notifications/cancelled`: a call still waiting for its decision is withdrawn (its decision
//!   future dropped, the withdrawal recorded) and the notice is not forwarded;
//! - `tools/list` results: every definition is pinned and inspected ([`Gate::observe_tools`]),
//!   and the annotations are kept for the decisions of later calls;
//! - `tools/call` (and `tasks/result`) results: masked and cut ([`Gate::finish_result`]); a cut
//!   that leaves out `structuredContent` makes the result `isError`;
//! - every other message from the server (results, errors, log and progress notifications,
//!   sampling and elicitation requests): every string masked, base64 text blobs and JSON texts
//!   included; `resources/read` and `prompts/get` results also cut to the policy's limit;
//! - results the proxy makes for a 2026-07-28 request carry `resultType`;
//! - a line over the size cap, or one that does not parse, is answered to its id (read by a scan
//!   of its top level) rather than dropped;
//! - requests sent before `initialize` (a dual-era client's `server/discover` probe): forwarded,
//!   and answered with -32601 by the proxy if the server does not answer within
//!   [`ProxyConfig::probe_timeout`].
//!
//! [`Gate::decide`]: airlock_gate::Gate::decide
//! [`Gate::observe_tools`]: airlock_gate::Gate::observe_tools
//! [`Gate::finish_result`]: airlock_gate::Gate::finish_result

#![deny(missing_docs)]

mod frame;
mod relay;
mod stdio;
mod surface;

use std::sync::Arc;
use std::time::Duration;

use airlock_gate::{ResultNote, ToolNote, Verdict};
use serde_json::Value;

pub use relay::relay;
pub use stdio::{StdioEnd, run_stdio};

/// A function told of each thing the proxy observes.
pub type OnObserved = Arc<dyn Fn(&Observed) + Send + Sync>;

/// What the proxy is told about its session.
#[derive(Clone)]
#[non_exhaustive]
pub struct ProxyConfig {
    /// The server's name (`--name`): the policy's `[[server]]` entry and the store's key.
    pub server: String,
    /// The agent session the calls belong to; session grants are kept per session.
    pub session: String,
    /// Called on the relay's task for each thing the proxy observes (a decision, a withdrawn
    /// call, a listed set of tools, a finished result), so a front end can show it as it happens.
    /// It must return quickly: traffic waits while it runs.
    pub on_decision: Option<OnObserved>,
    /// How long a request sent before `initialize` (e.g. `server/discover`) may go unanswered
    /// by the server before the proxy answers it with -32601 itself.
    pub probe_timeout: Duration,
    /// The longest line accepted from either side; longer lines are discarded (a client's with
    /// an error reply).
    pub max_line_bytes: usize,
    /// After the client closed its side and the server's input was closed, how long to wait for
    /// the server to close its output.
    pub shutdown_grace: Duration,
}

impl Default for ProxyConfig {
    fn default() -> Self {
        ProxyConfig {
            server: "mcp".to_owned(),
            session: "default".to_owned(),
            on_decision: None,
            probe_timeout: Duration::from_secs(2),
            max_line_bytes: 32 * 1024 * 1024,
            shutdown_grace: Duration::from_secs(5),
        }
    }
}

impl ProxyConfig {
    /// A configuration for server `server` in session `session`, with the defaults otherwise.
    pub fn new(server: &str, session: &str) -> ProxyConfig {
        ProxyConfig {
            server: server.to_owned(),
            session: session.to_owned(),
            ..ProxyConfig::default()
        }
    }
}

impl std::fmt::Debug for ProxyConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProxyConfig")
            .field("server", &self.server)
            .field("session", &self.session)
            .field("on_decision", &self.on_decision.is_some())
            .field("probe_timeout", &self.probe_timeout)
            .field("max_line_bytes", &self.max_line_bytes)
            .field("shutdown_grace", &self.shutdown_grace)
            .finish()
    }
}

/// Something the proxy observed, as it happened.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Observed {
    /// A tools/list result: one note per listed tool (its pin outcome, a changed definition,
    /// flags for descriptions aimed at the model).
    Listed {
        /// The notes, in the order the server listed the tools.
        notes: Vec<ToolNote>,
    },
    /// A tools/call was decided: forwarded if `verdict.runs()`, otherwise answered with the
    /// verdict's message as an error result.
    Decided {
        /// The client's request id.
        id: Value,
        /// The tool.
        tool: String,
        /// The arguments, masked.
        args: Value,
        /// The gate's verdict.
        verdict: Verdict,
    },
    /// The client cancelled a call while it waited for its decision; it never runs.
    Withdrawn {
        /// The client's request id.
        id: Value,
        /// The tool.
        tool: String,
    },
    /// A forwarded call's result came back, masked and cut as the note says.
    Finished {
        /// The client's request id.
        id: Value,
        /// The tool.
        tool: String,
        /// What masking and cutting did.
        note: ResultNote,
        /// Whether the result is an error (`isError: true` or a JSON-RPC error).
        is_error: bool,
    },
}

impl Observed {
    /// The tool this is about, if it is about one call.
    pub fn tool(&self) -> Option<&str> {
        match self {
            Observed::Listed { .. } => None,
            Observed::Decided { tool, .. }
            | Observed::Withdrawn { tool, .. }
            | Observed::Finished { tool, .. } => Some(tool),
        }
    }

    /// The verdict, if this is a decision.
    pub fn verdict(&self) -> Option<&Verdict> {
        match self {
            Observed::Decided { verdict, .. } => Some(verdict),
            _ => None,
        }
    }

    /// The tools/list notes, if this is a listing (empty otherwise).
    pub fn notes(&self) -> &[ToolNote] {
        match self {
            Observed::Listed { notes } => notes,
            _ => &[],
        }
    }
}

/// Why the relay ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RelayEnd {
    /// The client closed its side; the server's input was then closed.
    ClientClosed,
    /// The server closed its output (it exited, or was stopped).
    ServerClosed,
    /// Writing to the client failed: nobody reads the proxy's output any more.
    ClientGone,
}

/// What can go wrong running the proxy.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum McpError {
    /// No server command was given.
    #[error("no server command given")]
    NoCommand,
    /// The server could not be started.
    #[error("cannot start the MCP server `{command}`: {source}")]
    Spawn {
        /// The program.
        command: String,
        /// The cause.
        source: std::io::Error,
    },
    /// A pipe to or from the server was not set up.
    #[error("the MCP server's {0} is not a pipe")]
    Pipe(&'static str),
    /// Waiting for the server to exit failed.
    #[error("cannot wait for the MCP server: {0}")]
    Wait(std::io::Error),
    /// The relay's dispatcher stopped before the relay ended.
    #[error("the relay stopped unexpectedly: {0}")]
    Relay(String),
}
