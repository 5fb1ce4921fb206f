//! The fixture for relay tests: a gate over a policy and a temporary store, the relay between a
//! scripted client (JSON lines over an in-memory pipe) and a real server process.

#![allow(dead_code, reason = "each test binary uses part of the fixture")]

pub mod peers;

use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use airlock_gate::{Approver, Gate, GateConfig};
use airlock_mcp::{Observed, ProxyConfig, RelayEnd, relay};
use airlock_policy::Policy;
use airlock_store::{Filter, Record, Store};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream, ReadHalf, WriteHalf};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

pub use peers::Peers;

/// How long a test waits for any one message.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A gate over `policy` (TOML), with a store in `dir`, asking `approver`.
pub fn gate(dir: &std::path::Path, policy: &str, approver: Arc<dyn Approver>) -> Arc<Gate> {
    let policy = Policy::load("test.toml", policy).unwrap();
    let store = Store::open(&dir.join("airlock.db")).unwrap();
    Arc::new(Gate::new(policy, store, approver, GateConfig::default()))
}

/// Every audit record, oldest first.
pub fn records(gate: &Gate) -> Vec<Record> {
    let mut all = gate.with_store(|s| s.list(&Filter::default())).unwrap();
    all.sort_by_key(|r| r.id);
    all
}

/// A client session through the relay to a server process.
pub struct Session {
    pub gate: Arc<Gate>,
    writer: WriteHalf<DuplexStream>,
    reader: BufReader<ReadHalf<DuplexStream>>,
    pub relay: JoinHandle<Result<RelayEnd, airlock_mcp::McpError>>,
    pub child: tokio::process::Child,
    pub observed: mpsc::UnboundedReceiver<Observed>,
    next_id: i64,
}

impl Session {
    /// Starts `command` (with `env` added) behind the relay.
    pub async fn start(
        gate: Arc<Gate>,
        mut cfg: ProxyConfig,
        command: &[String],
        env: &[(&str, &str)],
    ) -> Session {
        let mut child = tokio::process::Command::new(&command[0])
            .args(&command[1..])
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let (tx, observed) = mpsc::unbounded_channel();
        cfg.on_decision = Some(Arc::new(move |o: &Observed| {
            let _ = tx.send(o.clone());
        }));
        let (client, proxy) = tokio::io::duplex(1 << 20);
        let (proxy_r, proxy_w) = tokio::io::split(proxy);
        let (client_r, client_w) = tokio::io::split(client);
        let server_in = child.stdin.take().unwrap();
        let server_out = child.stdout.take().unwrap();
        let relay = tokio::spawn(relay(
            Arc::clone(&gate),
            cfg,
            proxy_r,
            proxy_w,
            server_out,
            server_in,
        ));
        Session {
            gate,
            writer: client_w,
            reader: BufReader::new(client_r),
            relay,
            child,
            observed,
            next_id: 1,
        }
    }

    /// Writes one raw line.
    pub async fn send_raw(&mut self, line: &str) {
        self.writer.write_all(line.as_bytes()).await.unwrap();
        self.writer.write_all(b"\n").await.unwrap();
        self.writer.flush().await.unwrap();
    }

    /// Writes one message.
    pub async fn send(&mut self, msg: &Value) {
        self.send_raw(&msg.to_string()).await;
    }

    /// Sends a request with a fresh id; returns the id.
    pub async fn request(&mut self, method: &str, params: Value) -> i64 {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))
            .await;
        id
    }

    /// The next message from the proxy, or `None` if none arrives within `wait`.
    pub async fn recv_within(&mut self, wait: Duration) -> Option<Value> {
        let mut line = String::new();
        match tokio::time::timeout(wait, self.reader.read_line(&mut line)).await {
            Ok(Ok(0)) | Err(_) => None,
            Ok(Ok(_)) => Some(serde_json::from_str(&line).unwrap()),
            Ok(Err(e)) => panic!("reading from the proxy: {e}"),
        }
    }

    /// The next line from the proxy, as its bytes.
    pub async fn recv_raw(&mut self) -> String {
        let mut line = String::new();
        let n = tokio::time::timeout(PATIENCE, self.reader.read_line(&mut line))
            .await
            .expect("no message from the proxy in time")
            .unwrap();
        assert!(n > 0, "the proxy closed its output");
        line
    }

    /// The next message from the proxy.
    pub async fn recv(&mut self) -> Value {
        self.recv_within(PATIENCE)
            .await
            .expect("no message from the proxy in time")
    }

    /// The response to request `id`; other messages (notifications, server requests) are
    /// collected into `others`.
    pub async fn response(&mut self, id: i64, others: &mut Vec<Value>) -> Value {
        loop {
            let msg = self.recv().await;
            if msg.get("method").is_none() && msg["id"] == json!(id) {
                return msg;
            }
            others.push(msg);
        }
    }

    /// Sends a request and waits for its response.
    pub async fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.request(method, params).await;
        self.response(id, &mut Vec::new()).await
    }

    /// The legacy handshake, with `capabilities` declared.
    pub async fn initialize(&mut self, capabilities: Value) -> Value {
        let init = self
            .call(
                "initialize",
                json!({"protocolVersion": "2025-11-25", "capabilities": capabilities,
                       "clientInfo": {"name": "relay-test", "version": "0"}}),
            )
            .await;
        self.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
            .await;
        init
    }

    /// tools/call `tool` with `args`; the response.
    pub async fn tool(&mut self, tool: &str, args: Value) -> Value {
        self.call("tools/call", json!({"name": tool, "arguments": args}))
            .await
    }

    /// Closes the client's side and waits for the relay to end.
    pub async fn close(mut self) -> RelayEnd {
        self.writer.shutdown().await.unwrap();
        drop(self.writer);
        let end = tokio::time::timeout(PATIENCE, self.relay)
            .await
            .expect("the relay did not end")
            .unwrap()
            .unwrap();
        let _ = self.child.kill().await;
        end
    }
}

/// The text of a tools/call response's first content item.
pub fn text(response: &Value) -> String {
    response["result"]["content"][0]["text"]
        .as_str()
        .unwrap_or_else(|| panic!("no text in {response}"))
        .to_owned()
}

/// Whether a tools/call response is an error result.
pub fn is_error(response: &Value) -> bool {
    response["result"]["isError"] == json!(true)
}
