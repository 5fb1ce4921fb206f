//! The relay: one reader task and one writer task per stream, and one dispatcher that owns all
//! state (calls waiting for a decision, requests in flight, the tools' annotations) and is fed
//! by messages: lines from both peers, verdicts from decision tasks, and probe timers.

use std::collections::HashMap;
use std::io;
use std::sync::Arc;

use airlock_gate::{Gate, Request, ResultNote, ServerInfo, Verdict};
use airlock_store::PinOutcome;
use serde_json::{Value, json};
use tokio::io::{AsyncRead, AsyncWrite, BufReader};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio::time::Instant;

use crate::frame::{Envelope, Line, read_line, write_lines};
use crate::surface;
use crate::{McpError, Observed, ProxyConfig, RelayEnd};

/// Relays between an MCP client (`client_in` is what it writes, `client_out` what it reads) and
/// an MCP server (`server_out` is the server's output, `server_in` its input), deciding every
/// `tools/call` with `gate`. Ends when the server closes its output, when the proxy's output is
/// no longer read, or, after the client closed its side, once every waiting call is settled
/// and the server has closed its output (or [`ProxyConfig::shutdown_grace`] passed).
///
/// Calls still waiting for a decision when the relay ends are withdrawn (recorded as
/// cancelled); none of them runs.
pub async fn relay<CR, CW, SR, SW>(
    gate: Arc<Gate>,
    cfg: ProxyConfig,
    client_in: CR,
    client_out: CW,
    server_out: SR,
    server_in: SW,
) -> Result<RelayEnd, McpError>
where
    CR: AsyncRead + Unpin + Send + 'static,
    CW: AsyncWrite + Unpin + Send + 'static,
    SR: AsyncRead + Unpin + Send + 'static,
    SW: AsyncWrite + Unpin + Send + 'static,
{
    let (events, inbox) = mpsc::channel(1024);
    let (to_client, client_queue) = mpsc::unbounded_channel();
    let (to_server, server_queue) = mpsc::unbounded_channel();
    let max = cfg.max_line_bytes;
    let mut tasks = Tasks(Vec::new());
    tasks.0.push(tokio::spawn(read_peer(
        client_in,
        max,
        events.clone(),
        Event::Client,
        Event::ClientEnd,
    )));
    tasks.0.push(tokio::spawn(read_peer(
        server_out,
        max,
        events.clone(),
        Event::Server,
        Event::ServerEnd,
    )));
    let server_writer = tokio::spawn(write_peer(
        server_in,
        server_queue,
        events.clone(),
        Event::ServerWriteFailed,
    ));
    let client_writer = tokio::spawn(write_peer(
        client_out,
        client_queue,
        events.clone(),
        Event::ClientWriteFailed,
    ));
    let state = Dispatcher {
        gate,
        cfg,
        to_client: Some(to_client),
        to_server: Some(to_server),
        events,
        waiting: HashMap::new(),
        in_flight: HashMap::new(),
        annotations: HashMap::new(),
        server_info: None,
        era: Era::Unknown,
        client_done: false,
        deadline: None,
    };
    // The dispatcher is a task of its own rather than part of this future. On a current-thread
    // runtime this future is the one `block_on` drives, and each wake of it (every message a
    // reader hands over) costs the scheduler one more look at the driver, an `epoll_wait`
    // system call; a task woken by another task is run straight from the queue.
    let mut dispatcher = AbortOnDrop(tokio::spawn(dispatch(state, inbox)));
    let end = match (&mut dispatcher.0).await {
        Ok(end) => end,
        Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
        Err(e) => return Err(McpError::Relay(e.to_string())),
    };
    // Let the client's writer flush what the proxy said last; the server's may be stuck on a
    // server that stopped reading, so it is not waited for.
    let grace = tokio::time::sleep(std::time::Duration::from_secs(2));
    tokio::select! {
        _ = client_writer => {}
        () = grace => tracing::debug!("the client's output did not drain in time"),
    }
    server_writer.abort();
    drop(tasks);
    Ok(end)
}

/// The dispatcher's loop: handles every event until one ends the relay, then settles what is
/// left.
async fn dispatch(mut state: Dispatcher, mut inbox: mpsc::Receiver<Event>) -> RelayEnd {
    let end = loop {
        let deadline = state.deadline;
        let event = tokio::select! {
            event = inbox.recv() => event,
            () = sleep_until(deadline), if deadline.is_some() => {
                tracing::debug!("the server did not close its output in time after its input was closed");
                break RelayEnd::ClientClosed;
            }
        };
        // The dispatcher holds a sender itself, so the inbox never closes while it runs.
        let Some(event) = event else {
            break RelayEnd::ServerClosed;
        };
        if let Some(end) = state.handle(event) {
            break end;
        }
    };
    state.finish(end).await;
    end
}

async fn sleep_until(deadline: Option<Instant>) {
    match deadline {
        Some(d) => tokio::time::sleep_until(d).await,
        None => std::future::pending().await,
    }
}

/// Tasks aborted when the relay ends (or its future is dropped).
struct Tasks(Vec<JoinHandle<()>>);

impl Drop for Tasks {
    fn drop(&mut self) {
        for task in &self.0 {
            task.abort();
        }
    }
}

/// A task aborted when its owner drops it.
struct AbortOnDrop<T>(JoinHandle<T>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// A task aborted when its owner drops it, with a way to wait for it to stop.
struct Aborting(JoinHandle<()>);

impl Aborting {
    /// Aborts the task and waits until its future has been dropped.
    async fn stop(mut self) {
        self.0.abort();
        let _ = (&mut self.0).await;
    }
}

impl Drop for Aborting {
    fn drop(&mut self) {
        self.0.abort();
    }
}

enum Event {
    Client(Line),
    ClientEnd(Option<io::Error>),
    Server(Line),
    ServerEnd(Option<io::Error>),
    ClientWriteFailed(io::Error),
    ServerWriteFailed(io::Error),
    Decided { key: String, verdict: Box<Verdict> },
    ProbeExpired(String),
}

async fn read_peer<R>(
    source: R,
    max: usize,
    events: mpsc::Sender<Event>,
    line: fn(Line) -> Event,
    end: fn(Option<io::Error>) -> Event,
) where
    R: AsyncRead + Unpin,
{
    let mut reader = BufReader::with_capacity(64 * 1024, source);
    loop {
        let event = match read_line(&mut reader, max).await {
            Ok(Some(l)) => line(l),
            Ok(None) => end(None),
            Err(e) => end(Some(e)),
        };
        let last = matches!(event, Event::ClientEnd(_) | Event::ServerEnd(_));
        if events.send(event).await.is_err() || last {
            return;
        }
    }
}

async fn write_peer<W>(
    sink: W,
    queue: mpsc::UnboundedReceiver<Vec<u8>>,
    events: mpsc::Sender<Event>,
    failed: fn(io::Error) -> Event,
) where
    W: AsyncWrite + Unpin,
{
    if let Err(e) = write_lines(sink, queue).await {
        let _ = events.send(failed(e)).await;
    }
}

/// Which protocol era the session speaks, as far as the proxy can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Era {
    /// Nothing but probes yet: requests may be probes the server does not know.
    Unknown,
    /// The client sent `initialize`.
    Legacy,
    /// The server answered a probe with a result: there is no `initialize` to wait for.
    Modern,
}

/// A tools/call waiting for its decision.
struct Waiting {
    id: Value,
    tool: String,
    line: Vec<u8>,
    /// Whether the request speaks the modern era (its answer needs `resultType`).
    modern: bool,
    /// The task deciding it; dropping it drops the decision future: the call is withdrawn.
    /// `None` while a decision made at once is handled.
    decision: Option<Aborting>,
}

/// A forwarded client request whose answer the proxy reads.
enum InFlight {
    /// initialize: the server's `serverInfo` says which server it is.
    Initialize,
    /// tools/list: the definitions are pinned.
    List,
    /// tools/call or tasks/result: the result is masked and cut.
    Result {
        id: Value,
        tool: String,
        modern: bool,
        /// A browser tool's call, whose answer says it ran: the page it moved is recorded.
        page: Option<Box<Request>>,
    },
    /// resources/read or prompts/get: the result is masked and its contents or messages cut.
    Read { modern: bool, kind: surface::Cut },
    /// A request sent before `initialize`; `timer` is `None` once the proxy answered it.
    Probe { id: Value, timer: Option<Aborting> },
}

struct Dispatcher {
    gate: Arc<Gate>,
    cfg: ProxyConfig,
    to_client: Option<mpsc::UnboundedSender<Vec<u8>>>,
    to_server: Option<mpsc::UnboundedSender<Vec<u8>>>,
    events: mpsc::Sender<Event>,
    waiting: HashMap<String, Waiting>,
    in_flight: HashMap<String, InFlight>,
    /// The annotations of each listed tool, as its server listed them.
    annotations: HashMap<String, Value>,
    /// Who the server says it is in its answer to `initialize`.
    server_info: Option<Arc<ServerInfo>>,
    era: Era,
    client_done: bool,
    /// When to stop waiting for the server after its input was closed.
    deadline: Option<Instant>,
}

/// The map key of a request id: its JSON text, so `1` and `"1"` stay distinct.
fn key(id: &Value) -> String {
    id.to_string()
}

impl Dispatcher {
    /// Handles one event; `Some` ends the relay.
    fn handle(&mut self, event: Event) -> Option<RelayEnd> {
        match event {
            Event::Client(line) => self.client_line(line),
            Event::Server(line) => self.server_line(line),
            Event::Decided { key, verdict } => self.decided(&key, *verdict),
            Event::ProbeExpired(key) => self.probe_expired(&key),
            Event::ClientEnd(err) => {
                if let Some(e) = err {
                    tracing::warn!("cannot read from the client: {e}");
                }
                tracing::debug!("the client closed its side");
                self.client_done = true;
                if self.waiting.is_empty() {
                    self.close_server_input();
                }
            }
            Event::ServerEnd(err) => {
                if let Some(e) = err {
                    tracing::warn!("cannot read from the MCP server: {e}");
                }
                tracing::debug!("the MCP server closed its output");
                return Some(if self.client_done {
                    RelayEnd::ClientClosed
                } else {
                    RelayEnd::ServerClosed
                });
            }
            Event::ClientWriteFailed(e) => {
                tracing::debug!("cannot write to the client: {e}");
                return Some(RelayEnd::ClientGone);
            }
            Event::ServerWriteFailed(e) => {
                tracing::warn!("cannot write to the MCP server: {e}");
                self.to_server = None;
            }
        }
        None
    }

    fn client_line(&mut self, line: Line) {
        let bytes = match line {
            Line::Message(b) => b,
            Line::TooLong(n, envelope) => {
                tracing::warn!("discarded a {n}-byte message from the client (over the limit)");
                let why = format!(
                    "Invalid Request: the message is {n} bytes, over the proxy's limit of {} bytes",
                    self.cfg.max_line_bytes
                );
                self.refuse_client(&envelope, -32600, &why);
                return;
            }
        };
        let msg: Value = match serde_json::from_slice(&bytes) {
            Ok(v) => v,
            Err(e) => {
                tracing::warn!("the client sent a line that is not JSON: {e}");
                // The request never reaches the server; its sender still gets an answer, to its
                // id when the id can be read (a lone surrogate in an argument, a nesting too
                // deep for the parser, ... leave the envelope readable).
                let why = format!("Parse error: {e}");
                self.refuse_client(&Envelope::of(&bytes), -32700, &why);
                return;
            }
        };
        if !msg.is_object() {
            let why = if msg.is_array() {
                "Invalid Request: batches are not supported"
            } else {
                "Invalid Request"
            };
            self.reply_error(Value::Null, -32600, why);
            return;
        }
        let method = msg.get("method").and_then(Value::as_str);
        let id = msg.get("id").cloned();
        match (method, id) {
            (Some("tools/call"), Some(id)) => self.call(id, msg, bytes),
            (Some("tools/call"), None) => {
                tracing::warn!("dropped a tools/call sent as a notification (it has no id)");
            }
            (Some("notifications/cancelled"), None) => self.cancel(&msg, bytes),
            (Some("initialize"), id) => {
                self.era = Era::Legacy;
                if let Some(id) = id {
                    self.in_flight.insert(key(&id), InFlight::Initialize);
                }
                self.send_server(bytes);
            }
            (Some("tools/list"), Some(id)) => {
                self.in_flight.insert(key(&id), InFlight::List);
                self.send_server(bytes);
            }
            (Some("tasks/result"), Some(id)) => {
                let tool = "tasks/result".to_owned();
                let modern = self.modern(&msg);
                self.in_flight.insert(
                    key(&id),
                    InFlight::Result {
                        id,
                        tool,
                        modern,
                        page: None,
                    },
                );
                self.send_server(bytes);
            }
            (Some(m @ ("resources/read" | "prompts/get")), Some(id)) => {
                let modern = self.modern(&msg);
                let kind = if m == "prompts/get" {
                    surface::Cut::Prompt
                } else {
                    surface::Cut::Resource
                };
                self.in_flight
                    .insert(key(&id), InFlight::Read { modern, kind });
                self.send_server(bytes);
            }
            (Some(m), Some(id)) if self.era == Era::Unknown && m != "ping" => {
                self.probe(id);
                self.send_server(bytes);
            }
            _ => self.send_server(bytes),
        }
    }

    /// A tools/call: decided on its own task, so that other traffic flows while it waits.
    fn call(&mut self, id: Value, mut msg: Value, line: Vec<u8>) {
        let k = key(&id);
        if self.waiting.contains_key(&k) || self.in_flight.contains_key(&k) {
            self.reply_error(
                id,
                -32600,
                "Invalid Request: the request id is already in use",
            );
            return;
        }
        // `get` rather than `pointer`, which builds a string for each step of its path.
        let Some(tool) = msg
            .get("params")
            .and_then(|p| p.get("name"))
            .and_then(Value::as_str)
            .map(str::to_owned)
        else {
            self.reply_error(id, -32602, "Invalid params: tools/call needs params.name");
            return;
        };
        // The message itself goes on as the line it came in; its arguments are taken, not copied.
        let args = msg
            .get_mut("params")
            .and_then(|p| p.get_mut("arguments"))
            .map_or_else(|| json!({}), Value::take);
        let mut req = Request::new(&self.cfg.session, Some(&self.cfg.server), &tool, args);
        req.annotations = self.annotations.get(&tool).cloned();
        req.server_info = self.server_info.clone();
        let gate = Arc::clone(&self.gate);
        let mut decision = Box::pin(async move { gate.decide(&req).await });
        let mut waiting = Waiting {
            id,
            tool,
            line,
            modern: self.modern(&msg),
            decision: None,
        };
        // Most calls are settled by a rule, a grant or autonomy, with nobody to wait for: they
        // are decided here and now, without a task of their own and a message back. A call
        // that must wait (for a human) is left pending by this first poll and goes on in a
        // task, whose first poll registers that task's waker, as every poll does.
        let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
        if let std::task::Poll::Ready(verdict) = decision.as_mut().poll(&mut cx) {
            self.settle(&k, waiting, verdict);
            return;
        }
        let events = self.events.clone();
        let task_key = k.clone();
        waiting.decision = Some(Aborting(tokio::spawn(async move {
            let verdict = decision.await;
            let decided = Event::Decided {
                key: task_key,
                verdict: Box::new(verdict),
            };
            let _ = events.send(decided).await;
        })));
        self.waiting.insert(k, waiting);
    }

    /// A decision made on a call's own task.
    fn decided(&mut self, k: &str, verdict: Verdict) {
        let Some(call) = self.waiting.remove(k) else {
            // Withdrawn after its decision was made but before it was read: it stays unrun.
            tracing::debug!("a decision arrived for a withdrawn call");
            return;
        };
        self.settle(k, call, verdict);
    }

    /// Forwards `call` (request id key `k`) if `verdict` runs it, and answers it otherwise.
    fn settle(&mut self, k: &str, call: Waiting, verdict: Verdict) {
        tracing::info!(
            tool = %call.tool,
            run = verdict.runs(),
            by = verdict.decided_by.as_str(),
            rule = %verdict.decision.rule(),
            "tools/call decided"
        );
        if let Some(f) = &self.cfg.on_decision {
            let args = serde_json::from_slice::<Value>(&call.line)
                .ok()
                .and_then(|m| m.pointer("/params/arguments").cloned())
                .map(|a| self.gate.masker().mask_json(&a).into_value())
                .unwrap_or(Value::Null);
            f(&Observed::Decided {
                id: call.id.clone(),
                tool: call.tool.clone(),
                args,
                verdict: verdict.clone(),
            });
        }
        if !verdict.runs() {
            let mut result = json!({
                "content": [{"type": "text", "text": verdict.message()}],
                "isError": true,
            });
            if call.modern {
                surface::complete(&mut result);
            }
            self.reply(call.id, result);
        } else if self.to_server.is_some() {
            let page = airlock_gate::browser_tool(&self.cfg.server, &call.tool).then(|| {
                let args = serde_json::from_slice::<Value>(&call.line)
                    .ok()
                    .and_then(|mut m| m.pointer_mut("/params/arguments").map(Value::take))
                    .unwrap_or_else(|| json!({}));
                Box::new(Request::new(
                    &self.cfg.session,
                    Some(&self.cfg.server),
                    &call.tool,
                    args,
                ))
            });
            let in_flight = InFlight::Result {
                id: call.id,
                tool: call.tool,
                modern: call.modern,
                page,
            };
            self.in_flight.insert(k.to_owned(), in_flight);
            self.send_server(call.line);
        } else {
            self.reply_error(
                call.id,
                -32000,
                "the MCP server is gone; the call did not run",
            );
        }
        if self.client_done && self.waiting.is_empty() {
            self.close_server_input();
        }
    }

    /// notifications/cancelled: a call still waiting is withdrawn here and the notice goes no
    /// further; any other request's cancellation is the server's business.
    fn cancel(&mut self, msg: &Value, line: Vec<u8>) {
        let request = msg.pointer("/params/requestId");
        let found = request.and_then(|id| {
            let k = key(id);
            if self.waiting.contains_key(&k) {
                return Some(k);
            }
            // A client may quote a numeric id as a string or the other way round.
            let other = match id {
                Value::String(s) => s.parse::<i64>().ok().map(|n| key(&json!(n))),
                Value::Number(n) => Some(key(&json!(n.to_string()))),
                _ => None,
            };
            other.filter(|k| self.waiting.contains_key(k))
        });
        match found.and_then(|k| self.waiting.remove(&k)) {
            Some(call) => {
                tracing::info!(tool = %call.tool, "tools/call withdrawn while it waited for a decision");
                if let Some(f) = &self.cfg.on_decision {
                    f(&Observed::Withdrawn {
                        id: call.id.clone(),
                        tool: call.tool.clone(),
                    });
                }
                drop(call);
                if self.client_done && self.waiting.is_empty() {
                    self.close_server_input();
                }
            }
            None => self.send_server(line),
        }
    }

    /// A request before `initialize`: forwarded, and answered by the proxy if the server is
    /// silent, so that a dual-era client does not wait out its own probe timeout.
    fn probe(&mut self, id: Value) {
        let k = key(&id);
        let events = self.events.clone();
        let after = self.cfg.probe_timeout;
        let timer_key = k.clone();
        let timer = tokio::spawn(async move {
            tokio::time::sleep(after).await;
            let _ = events.send(Event::ProbeExpired(timer_key)).await;
        });
        let probe = InFlight::Probe {
            id,
            timer: Some(Aborting(timer)),
        };
        self.in_flight.insert(k, probe);
    }

    fn probe_expired(&mut self, k: &str) {
        if let Some(InFlight::Probe { id, timer }) = self.in_flight.get_mut(k)
            && let Some(t) = timer.take()
        {
            // The timer has fired; dropping (aborting) it ends a task that is ending anyway.
            drop(t);
            let id = id.clone();
            tracing::debug!(
                "the MCP server did not answer a request before initialize; answering -32601"
            );
            self.reply_error(id, -32601, "Method not found");
        }
    }

    fn server_line(&mut self, line: Line) {
        let bytes = match line {
            Line::Message(b) => b,
            Line::TooLong(n, envelope) => {
                tracing::warn!("discarded a {n}-byte message from the MCP server (over the limit)");
                let why = format!(
                    "the MCP server's message was {n} bytes, over the proxy's limit of {} bytes \
                     for one message, and was dropped",
                    self.cfg.max_line_bytes
                );
                self.lost_server_message(&envelope, Some(n), &why);
                return;
            }
        };
        let msg: Value = match serde_json::from_slice(&bytes) {
            Ok(v) => v,
            Err(e) => {
                tracing::warn!("discarded a line from the MCP server that is not JSON: {e}");
                let why =
                    format!("the MCP server's message could not be read ({e}) and was dropped");
                self.lost_server_message(&Envelope::of(&bytes), None, &why);
                return;
            }
        };
        // Requests and notifications from the server (sampling, elicitation, log messages,
        // progress) are masked like answers.
        if msg.get("method").is_some() {
            self.forward_masked(msg, bytes, &["params"]);
            return;
        }
        let Some(id) = msg.get("id") else {
            self.forward_masked(msg, bytes, &["result", "error"]);
            return;
        };
        match self.in_flight.remove(&key(id)) {
            None => self.forward_masked(msg, bytes, &["result", "error"]),
            Some(InFlight::Initialize) => {
                self.server_info = server_info(&msg);
                self.forward_masked(msg, bytes, &["result", "error"]);
            }
            Some(InFlight::List) => {
                self.listed(&msg);
                self.forward_masked(msg, bytes, &["result", "error"]);
            }
            Some(InFlight::Result {
                id,
                tool,
                modern,
                page,
            }) => {
                // The server's answer, as it sent it, names the page its browser shows.
                let answer = page.as_ref().and_then(|_| msg.get("result").cloned());
                let failed = self.result(msg, bytes, id, tool, modern);
                // Until the server answers, the gate holds the page as unknown; a fault here
                // leaves it so.
                if let Some(req) = page
                    && let Err(fault) = self.gate.page_ran(&req, failed, answer.as_ref())
                {
                    tracing::warn!("could not record the browser's page: {fault}");
                }
            }
            Some(InFlight::Read { modern, kind }) => self.read_result(msg, bytes, modern, kind),
            Some(InFlight::Probe { timer: None, .. }) => {
                tracing::debug!(
                    "dropped the MCP server's late answer to a request the proxy answered"
                );
            }
            Some(InFlight::Probe { timer: Some(_), .. }) => {
                if msg.get("result").is_some() {
                    self.era = Era::Modern;
                }
                self.forward_masked(msg, bytes, &["result", "error"]);
            }
        }
    }

    /// Whether a client request speaks the modern era: it says so in its `_meta`, or the server
    /// answered a probe.
    fn modern(&self, msg: &Value) -> bool {
        self.era == Era::Modern || surface::is_modern(msg)
    }

    /// Masks the members `parts` of a message from the server and forwards it: as the bytes it
    /// came as when nothing in it was masked.
    fn forward_masked(&self, mut msg: Value, bytes: Vec<u8>, parts: &[&str]) {
        let masker = self.gate.masker();
        let mut changed = 0;
        for part in parts {
            if let Some(v) = msg.get_mut(*part) {
                changed += surface::mask_value(masker, v);
            }
        }
        if changed == 0 {
            self.send_client(bytes);
        } else {
            self.send_json(&msg);
        }
    }

    /// A resources/read or prompts/get answer: masked, and its contents or messages cut to the
    /// policy's limit.
    fn read_result(&self, mut msg: Value, bytes: Vec<u8>, modern: bool, kind: surface::Cut) {
        let masker = self.gate.masker();
        let max = usize::try_from(self.gate.policy().max_result_bytes()).unwrap_or(usize::MAX);
        let mut changed = 0;
        if let Some(error) = msg.get_mut("error") {
            changed += surface::mask_value(masker, error);
        }
        if let Some(result) = msg.get_mut("result") {
            changed += surface::mask_value(masker, result);
            if changed > 0 || bytes.len() > max {
                let size = surface::size_of(result);
                if size > max {
                    tracing::info!(
                        "a {} result of {size} bytes was cut to {max}",
                        kind.method()
                    );
                    kind.cut(result, size, max);
                    changed += 1;
                }
            }
            if changed > 0 && modern {
                surface::complete(result);
            }
        }
        if changed == 0 {
            self.send_client(bytes);
        } else {
            self.send_json(&msg);
        }
    }

    /// A message from the server that could not be kept (over the limit) or read: a request of
    /// the server's is refused to the server, and an answer to one of the client's requests
    /// becomes an error answer (for a tools/call, an error result the model reads), so that no
    /// one waits for what will never come.
    fn lost_server_message(&mut self, envelope: &Envelope, size: Option<usize>, why: &str) {
        let Some(id) = envelope.id.clone() else {
            return;
        };
        if envelope.method {
            self.send_server_json(&json!({
                "jsonrpc": "2.0", "id": id,
                "error": {"code": -32600, "message": format!("Invalid Request: {why}")},
            }));
            return;
        }
        match self.in_flight.remove(&key(&id)) {
            Some(InFlight::Probe { timer: None, .. }) => {}
            Some(InFlight::Result {
                id, tool, modern, ..
            }) => {
                let text = format!(
                    "[airlock: {why}. The call ran, but its result cannot be shown. If you \
                     need it, ask for a smaller part: a range, a page, a filter.]"
                );
                let mut result =
                    json!({"content": [{"type": "text", "text": text}], "isError": true});
                if modern {
                    surface::complete(&mut result);
                }
                if let Some(f) = &self.cfg.on_decision {
                    let mut note = ResultNote::default();
                    note.cut_from_bytes = size;
                    f(&Observed::Finished {
                        id: id.clone(),
                        tool,
                        note,
                        is_error: true,
                    });
                }
                self.reply(id, result);
            }
            _ => self.reply_error(id, -32603, &format!("Internal error: {why}")),
        }
    }

    /// A tools/list result: pins every definition, keeps the annotations.
    fn listed(&mut self, msg: &Value) {
        let Some(tools) = msg.pointer("/result/tools").and_then(Value::as_array) else {
            return;
        };
        for tool in tools {
            if let Some(name) = tool.get("name").and_then(Value::as_str) {
                match tool.get("annotations") {
                    Some(a) => self.annotations.insert(name.to_owned(), a.clone()),
                    None => self.annotations.remove(name),
                };
            }
        }
        let notes = self.gate.observe_tools(&self.cfg.server, tools);
        for note in &notes {
            if let Some(PinOutcome::Changed { .. }) = note.pin {
                tracing::warn!(
                    tool = %note.name,
                    "the tool's definition changed since it was approved; it asks every time until a human approves it"
                );
            }
            if !note.flags.is_empty() {
                tracing::warn!(tool = %note.name, flags = %note.flags.join("; "), "the tool's description speaks to the model");
            }
        }
        if let Some(f) = &self.cfg.on_decision {
            f(&Observed::Listed { notes });
        }
    }

    /// A forwarded call's answer: masked and cut; forwarded byte for byte if nothing changed.
    /// Returns whether the call failed (an error result or a protocol error).
    fn result(
        &mut self,
        mut msg: Value,
        bytes: Vec<u8>,
        id: Value,
        tool: String,
        modern: bool,
    ) -> bool {
        let mut note = ResultNote::default();
        let mut changed = false;
        let mut is_error = false;
        if let Some(result) = msg.get_mut("result") {
            let structured = result.get("structuredContent").is_some();
            // What is encoded in a string (a blob, a JSON text) is masked before any cut, which
            // could leave a JSON text that no longer parses.
            let encoded = surface::mask_encoded(self.gate.masker(), result);
            note = self.gate.finish_result_of(result, bytes.len());
            note.masked_strings += encoded;
            changed = note.masked_strings > 0 || note.cut_from_bytes.is_some();
            // A cut that had to leave out the structured content leaves a result that no longer
            // matches the tool's output schema; as an error result it needs none, and the SDKs
            // hand its notice to the agent instead of failing on the schema.
            if structured
                && note.cut_from_bytes.is_some()
                && let Some(obj) = result.as_object_mut()
                && !obj.contains_key("structuredContent")
            {
                obj.insert("isError".to_owned(), Value::Bool(true));
            }
            if changed && modern {
                surface::complete(result);
            }
            is_error = result.get("isError") == Some(&Value::Bool(true));
        } else if let Some(error) = msg.get_mut("error") {
            changed = surface::mask_value(self.gate.masker(), error) > 0;
            is_error = true;
        }
        if let Some(f) = &self.cfg.on_decision {
            f(&Observed::Finished {
                id,
                tool,
                note,
                is_error,
            });
        }
        if changed {
            match serde_json::to_vec(&msg) {
                Ok(out) => self.send_client(out),
                Err(e) => tracing::error!("cannot write a masked result: {e}"),
            }
        } else {
            self.send_client(bytes);
        }
        is_error
    }

    /// Stops the server's input (the client is done and no call waits to be forwarded).
    fn close_server_input(&mut self) {
        if self.to_server.take().is_some() || self.deadline.is_none() {
            self.deadline = Some(Instant::now() + self.cfg.shutdown_grace);
        }
    }

    /// Settles what is left when the relay ends: waiting calls are withdrawn (their decision
    /// futures dropped, so each is recorded as cancelled) and tracked requests the server never
    /// answered get an error, so the client does not wait for them.
    async fn finish(&mut self, end: RelayEnd) {
        let waiting: Vec<Waiting> = self.waiting.drain().map(|(_, call)| call).collect();
        for call in waiting {
            if let Some(decision) = call.decision {
                decision.stop().await;
            }
        }
        if end == RelayEnd::ServerClosed {
            let open: Vec<Value> = self
                .in_flight
                .drain()
                .filter_map(|(k, f)| match f {
                    InFlight::Result { id, .. } => Some(id),
                    InFlight::Probe { id, timer: Some(_) } => Some(id),
                    InFlight::Read { .. } => serde_json::from_str(&k).ok(),
                    InFlight::Probe { timer: None, .. } | InFlight::List | InFlight::Initialize => {
                        None
                    }
                })
                .collect();
            for id in open {
                self.reply_error(id, -32000, "the MCP server closed before it answered");
            }
        }
    }

    fn reply(&self, id: Value, result: Value) {
        self.send_json(&json!({"jsonrpc": "2.0", "id": id, "result": result}));
    }

    fn reply_error(&self, id: Value, code: i64, message: &str) {
        self.send_json(&json!({
            "jsonrpc": "2.0",
            "id": id,
            "error": {"code": code, "message": message},
        }));
    }

    /// Answers a client line the proxy cannot take: to its id when that can be read (with a
    /// null id otherwise); not at all when it is a notification (a method and no id), which is
    /// never answered. A client's answer to a request of the server's goes to the server as an
    /// error, so that the server does not wait for it; the ids it names are the server's.
    fn refuse_client(&self, envelope: &Envelope, code: i64, why: &str) {
        match &envelope.id {
            Some(id) if envelope.answer => self.send_server_json(&json!({
                "jsonrpc": "2.0", "id": id,
                "error": {"code": -32603, "message": format!("Internal error: the client's answer could not be passed on ({why})")},
            })),
            Some(id) => self.reply_error(id.clone(), code, why),
            None if envelope.method && !envelope.id_key => {
                tracing::warn!("dropped a notification from the client that could not be read");
            }
            None => self.reply_error(Value::Null, code, why),
        }
    }

    fn send_server_json(&self, msg: &Value) {
        match serde_json::to_vec(msg) {
            Ok(bytes) => self.send_server(bytes),
            Err(e) => tracing::error!("cannot write a message: {e}"),
        }
    }

    fn send_json(&self, msg: &Value) {
        match serde_json::to_vec(msg) {
            Ok(bytes) => self.send_client(bytes),
            Err(e) => tracing::error!("cannot write a message: {e}"),
        }
    }

    fn send_client(&self, bytes: Vec<u8>) {
        if let Some(tx) = &self.to_client {
            let _ = tx.send(bytes);
        }
    }

    fn send_server(&self, bytes: Vec<u8>) {
        match &self.to_server {
            Some(tx) => {
                let _ = tx.send(bytes);
            }
            None => tracing::debug!("dropped a message for the MCP server: its input is closed"),
        }
    }
}

/// The `serverInfo` of an answer to `initialize`: its name and version.
fn server_info(msg: &Value) -> Option<Arc<ServerInfo>> {
    let info = msg.pointer("/result/serverInfo")?;
    Some(Arc::new(ServerInfo::new(
        info.get("name")?.as_str()?,
        info.get("version")?.as_str()?,
    )))
}
