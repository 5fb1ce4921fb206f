//! The demo's scripted agent: a small in-process MCP client that speaks newline-delimited
//! JSON-RPC to the gateway, answers what a server asks of it, and notes `list_changed`.

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};

/// How talking to the gateway failed: the demo stops with this.
#[derive(Debug, thiserror::Error)]
pub enum AgentError {
    /// A line could not be written to the gateway.
    #[error("cannot write to the gateway: {0}")]
    Write(std::io::Error),
    /// A line could not be read from the gateway.
    #[error("cannot read from the gateway: {0}")]
    Read(std::io::Error),
    /// The gateway closed the connection while the agent waited for a response.
    #[error("the gateway closed the connection")]
    Closed,
    /// The gateway sent a line that does not parse.
    #[error("the gateway sent a line that is not JSON: {0}")]
    NotJson(serde_json::Error),
    /// `tools/list` came back with an error instead of a result (the whole response).
    #[error("tools/list failed: {0}")]
    ListFailed(Value),
}

/// An MCP client over one pair of byte streams.
pub struct Agent<R, W> {
    reader: BufReader<R>,
    writer: W,
    next_id: u64,
    /// Whether the server said its tool list changed since the last `tools/list`.
    pub list_changed: bool,
}

impl<R, W> Agent<R, W>
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    /// A client reading from `reader` and writing to `writer`.
    pub fn new(reader: R, writer: W) -> Agent<R, W> {
        Agent {
            reader: BufReader::new(reader),
            writer,
            next_id: 1,
            list_changed: false,
        }
    }

    /// Sends a request and waits for its response (`result` or `error`), handling everything
    /// that arrives before it.
    pub async fn request(&mut self, method: &str, params: Value) -> Result<Value, AgentError> {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))
            .await?;
        loop {
            let msg = self.receive().await?;
            if msg.get("id") == Some(&json!(id)) && msg.get("method").is_none() {
                return Ok(msg);
            }
            self.handle(&msg).await?;
        }
    }

    /// Sends a notification.
    pub async fn notify(&mut self, method: &str) -> Result<(), AgentError> {
        self.send(&json!({"jsonrpc": "2.0", "method": method}))
            .await
    }

    /// The handshake: `initialize`, then `notifications/initialized`.
    pub async fn initialize(&mut self) -> Result<Value, AgentError> {
        let init = self
            .request(
                "initialize",
                json!({"protocolVersion": "2025-11-25", "capabilities": {},
                       "clientInfo": {"name": "airlock-demo-agent", "version": env!("CARGO_PKG_VERSION")}}),
            )
            .await?;
        self.notify("notifications/initialized").await?;
        Ok(init)
    }

    /// `tools/list`, following every cursor.
    pub async fn list_tools(&mut self) -> Result<Vec<Value>, AgentError> {
        self.list_changed = false;
        let mut tools = Vec::new();
        let mut cursor: Option<Value> = None;
        loop {
            let params = match &cursor {
                Some(c) => json!({"cursor": c}),
                None => json!({}),
            };
            let reply = self.request("tools/list", params).await?;
            let result = reply
                .get("result")
                .ok_or_else(|| AgentError::ListFailed(reply.clone()))?;
            if let Some(page) = result.get("tools").and_then(Value::as_array) {
                tools.extend(page.iter().cloned());
            }
            match result.get("nextCursor") {
                Some(c) if !c.is_null() => cursor = Some(c.clone()),
                _ => return Ok(tools),
            }
        }
    }

    /// `tools/call`; the response as it came.
    pub async fn call(&mut self, tool: &str, args: Value) -> Result<Value, AgentError> {
        self.request("tools/call", json!({"name": tool, "arguments": args}))
            .await
    }

    /// Closes the client's side; the gateway then closes the server's.
    pub async fn close(mut self) {
        let _ = self.writer.shutdown().await;
    }

    async fn send(&mut self, msg: &Value) -> Result<(), AgentError> {
        let mut line = msg.to_string();
        line.push('\n');
        self.writer
            .write_all(line.as_bytes())
            .await
            .map_err(AgentError::Write)?;
        self.writer.flush().await.map_err(AgentError::Write)
    }

    async fn receive(&mut self) -> Result<Value, AgentError> {
        loop {
            let mut line = String::new();
            let n = self
                .reader
                .read_line(&mut line)
                .await
                .map_err(AgentError::Read)?;
            if n == 0 {
                return Err(AgentError::Closed);
            }
            if line.trim().is_empty() {
                continue;
            }
            return serde_json::from_str(&line).map_err(AgentError::NotJson);
        }
    }

    /// A notification or a request from the server, while waiting for a response.
    async fn handle(&mut self, msg: &Value) -> Result<(), AgentError> {
        let method = msg.get("method").and_then(Value::as_str);
        match (method, msg.get("id")) {
            (Some("notifications/tools/list_changed"), None) => {
                self.list_changed = true;
                Ok(())
            }
            (Some("ping"), Some(id)) => {
                self.send(&json!({"jsonrpc": "2.0", "id": id, "result": {}}))
                    .await
            }
            // This client offers no sampling, elicitation or roots.
            (Some(_), Some(id)) => {
                self.send(&json!({"jsonrpc": "2.0", "id": id,
                                  "error": {"code": -32601, "message": "Method not found"}}))
                    .await
            }
            _ => Ok(()),
        }
    }
}
