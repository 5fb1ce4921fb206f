//! The demo's scripted agent: a small in-process MCP client that speaks newline-delimited
//! JSON-RPC to the gateway, answers what a server asks of it, and notes `list_changed`.

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};

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
    pub async fn request(&mut self, method: &str, params: Value) -> Result<Value, String> {
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
    pub async fn notify(&mut self, method: &str) -> Result<(), String> {
        self.send(&json!({"jsonrpc": "2.0", "method": method}))
            .await
    }

    /// The handshake: `initialize`, then `notifications/initialized`.
    pub async fn initialize(&mut self) -> Result<Value, String> {
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
    pub async fn list_tools(&mut self) -> Result<Vec<Value>, String> {
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
                .ok_or_else(|| format!("tools/list failed: {reply}"))?;
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
    pub async fn call(&mut self, tool: &str, args: Value) -> Result<Value, String> {
        self.request("tools/call", json!({"name": tool, "arguments": args}))
            .await
    }

    /// Closes the client's side; the gateway then closes the server's.
    pub async fn close(mut self) {
        let _ = self.writer.shutdown().await;
    }

    async fn send(&mut self, msg: &Value) -> Result<(), String> {
        let mut line = msg.to_string();
        line.push('\n');
        self.writer
            .write_all(line.as_bytes())
            .await
            .map_err(|e| format!("cannot write to the gateway: {e}"))?;
        self.writer
            .flush()
            .await
            .map_err(|e| format!("cannot write to the gateway: {e}"))
    }

    async fn receive(&mut self) -> Result<Value, String> {
        loop {
            let mut line = String::new();
            let n = self
                .reader
                .read_line(&mut line)
                .await
                .map_err(|e| format!("cannot read from the gateway: {e}"))?;
            if n == 0 {
                return Err("the gateway closed the connection".to_owned());
            }
            if line.trim().is_empty() {
                continue;
            }
            return serde_json::from_str(&line)
                .map_err(|e| format!("the gateway sent a line that is not JSON: {e}"));
        }
    }

    /// A notification or a request from the server, while waiting for a response.
    async fn handle(&mut self, msg: &Value) -> Result<(), String> {
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
