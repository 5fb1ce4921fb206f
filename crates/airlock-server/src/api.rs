//! The HTTP API (documented in `docs/openapi.yaml`): wire shapes in and out, validated field by
//! field so that bad input gets a 4xx JSON error that names the field. Approvals go to the hub;
//! decisions and audit queries use the gate and its store directly.

use std::collections::HashMap;
use std::convert::Infallible;
use std::time::Duration;

use airlock_gate::{Request, now_ms};
use airlock_policy::Action;
use airlock_store::{ApprovalId, ApprovalState, AuditQuery, RecordId};
use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::StatusCode;
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use futures_util::Stream;
use serde_json::{Map, Value, json};
use tokio::sync::{broadcast, oneshot};

use crate::Daemon;
use crate::hub::{Choice, Event, Msg, NewCard};

/// The longest a long-poll holds a request.
const MAX_WAIT_SECS: u64 = 60;

/// The longest timeout a created approval may ask for: a day.
const MAX_TIMEOUT_SECS: u64 = 86_400;

/// Text fields longer than this are refused.
const MAX_TEXT: usize = 64 * 1024;

/// An error answer: a status and `{"error": "...", "field": "..."}`.
#[derive(Debug)]
pub(crate) struct ApiError {
    pub status: StatusCode,
    pub field: Option<String>,
    pub message: String,
}

impl ApiError {
    pub(crate) fn new(status: StatusCode, field: Option<&str>, message: String) -> ApiError {
        ApiError {
            status,
            field: field.map(str::to_owned),
            message,
        }
    }

    fn bad(field: &str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, Some(field), message.into())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = json!({"error": self.message, "field": self.field});
        (self.status, axum::Json(body)).into_response()
    }
}

type ApiResult = Result<Response, ApiError>;

pub(crate) fn router(daemon: Daemon) -> Router {
    Router::new()
        .route("/", get(crate::page::index))
        .route("/audit", get(crate::page::audit))
        .route("/assets/{name}", get(crate::page::asset))
        .route("/v1/health", get(health))
        .route("/v1/decide", post(decide))
        .route("/v1/approvals", post(create).get(list))
        .route("/v1/approvals/{id}", get(fetch).delete(withdraw))
        .route("/v1/approvals/{id}/decision", post(decision))
        .route("/v1/events", get(events))
        .route("/v1/audit", get(audit))
        .route("/v1/audit/stats", get(stats))
        .route("/v1/audit/verify", get(verify))
        .fallback(not_found)
        .layer(axum::middleware::from_fn_with_state(
            daemon.clone(),
            crate::auth::guard,
        ))
        .layer(DefaultBodyLimit::max(1 << 20))
        .with_state(daemon)
}

async fn not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, None, "no such endpoint".to_owned())
}

async fn health() -> Response {
    axum::Json(json!({"ok": true, "now_ms": now_ms()})).into_response()
}

/// `POST /v1/decide`: the policy's decision for one call, without asking or recording.
async fn decide(State(d): State<Daemon>, body: Bytes) -> ApiResult {
    let mut obj = object(&body)?;
    let req = request_of(&mut obj)?;
    no_more(&obj)?;
    let decision = d
        .inner
        .gate
        .resolve(&req)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, None, e))?;
    let mut out = serde_json::to_value(&decision).unwrap_or_else(|_| json!({}));
    if let Some(o) = out.as_object_mut() {
        o.insert("run".to_owned(), json!(decision.action() == Action::Allow));
    }
    Ok(axum::Json(out).into_response())
}

/// `POST /v1/approvals`: a new pending approval (or the gate's, adopted under its id).
async fn create(State(d): State<Daemon>, body: Bytes) -> ApiResult {
    let mut obj = object(&body)?;
    let id = match take_str(&mut obj, "id", false)? {
        Some(text) => Some(ApprovalId::parse(&text).ok_or_else(|| {
            ApiError::bad("id", format!("`{text}` is not an approval id (a UUID)"))
        })?),
        None => None,
    };
    let req = request_of(&mut obj)?;
    let label = take_str(&mut obj, "label", false)?;
    let tier = take_str(&mut obj, "tier", false)?;
    if let Some(t) = &tier
        && airlock_policy::Tier::parse(t).is_none()
    {
        return Err(ApiError::bad(
            "tier",
            format!("`{t}` is not a tier (allow, ask_once, always_ask, deny)"),
        ));
    }
    let class = take_str(&mut obj, "class", false)?;
    let reason = take_str(&mut obj, "reason", false)?;
    let rule = take_str(&mut obj, "rule", false)?;
    let timeout = take_u64(&mut obj, "timeout_secs")?;
    if timeout.is_some_and(|t| t == 0 || t > MAX_TIMEOUT_SECS) {
        return Err(ApiError::bad(
            "timeout_secs",
            format!("must be between 1 and {MAX_TIMEOUT_SECS}"),
        ));
    }
    let hash = take_str(&mut obj, "call_hash", false)?;
    if let Some(h) = &hash
        && !(h.len() == 64 && h.bytes().all(|b| b.is_ascii_hexdigit()))
    {
        return Err(ApiError::bad(
            "call_hash",
            "must be a hex SHA-256 (64 digits)",
        ));
    }
    let offers_session = take_bool(&mut obj, "offers_session")?;
    let host = take_str(&mut obj, "host", false)?
        .filter(|h| !h.is_empty())
        .unwrap_or_else(hostname);
    let cwd = take_str(&mut obj, "cwd", false)?.unwrap_or_default();
    let definition_changed = take_bool(&mut obj, "definition_changed")?.unwrap_or(false);
    let waits = take_bool(&mut obj, "waits")?.unwrap_or(false);
    let cost = match obj.remove("cost_usd") {
        None | Some(Value::Null) => None,
        Some(v) => Some(
            v.as_f64()
                .filter(|c| c.is_finite() && *c >= 0.0)
                .ok_or_else(|| ApiError::bad("cost_usd", "must be a number, 0 or more"))?,
        ),
    };
    no_more(&obj)?;
    let gate = &d.inner.gate;
    // A caller that did not resolve the call itself gets the daemon's policy's decision; a
    // call that policy denies is stored denied and never shown as a question.
    let resolved = gate
        .resolve(&req)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, None, e))?;
    let tier = tier.unwrap_or_else(|| resolved.tier().as_str().to_owned());
    let deny_now = (resolved.action() == Action::Deny || tier == "deny").then(|| {
        if resolved.action() == Action::Deny {
            resolved.reason().to_string()
        } else {
            "the caller's tier is deny".to_owned()
        }
    });
    let card = NewCard {
        id,
        session: req.agent.session.clone(),
        server: req.server.clone().unwrap_or_default(),
        tool: req.tool.clone(),
        label: label.unwrap_or_else(|| resolved.label().to_string()),
        offers_session: offers_session.unwrap_or(tier == "ask_once"),
        tier,
        class: class.unwrap_or_else(|| resolved.class().as_str().to_owned()),
        reason: reason.unwrap_or_else(|| resolved.reason().to_string()),
        rule: rule.unwrap_or_else(|| resolved.rule().to_string()),
        lineage: req.agent.lineage.join(" → "),
        depth: req.agent.depth,
        timeout_secs: timeout.unwrap_or_else(|| gate.policy().approval_timeout_secs()),
        definition_changed,
        cost_usd: cost.or(resolved.cost_usd()),
        deny_now,
        host,
        cwd,
        // What each enclosed action (a script's command, a meta-tool's action) resolves to,
        // by the daemon's policy; one plain tool has none to list.
        commands: if resolved.actions().len() > 1 || resolved.label().as_ref() != req.tool {
            resolved
                .actions()
                .iter()
                .map(|a| json!({"label": a.label.as_ref(), "tier": a.tier.as_str()}))
                .collect()
        } else {
            Value::Array(Vec::new())
        },
        call_hash: hash.map(|h| h.to_ascii_lowercase()),
        waits,
        args: req.args,
    };
    let view = ask(&d, |reply| Msg::Create(Box::new(card), reply)).await?;
    Ok((StatusCode::CREATED, axum::Json(view)).into_response())
}

/// This machine's name, for the cards of calls whose caller did not name its own.
fn hostname() -> String {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|p| std::fs::read_to_string(p).ok())
        .map(|h| h.trim().to_owned())
        .unwrap_or_default()
}

/// `GET /v1/approvals?state=pending`.
async fn list(State(d): State<Daemon>, Query(q): Query<HashMap<String, String>>) -> ApiResult {
    let state = match q.get("state").map(String::as_str) {
        None | Some("all") => None,
        Some(s) => Some(ApprovalState::parse(s).ok_or_else(|| {
            ApiError::bad(
                "state",
                format!(
                    "`{s}` is not a state (pending, approved_once, approved_session, denied, all)"
                ),
            )
        })?),
    };
    known_params(&q, &["state"])?;
    let views = ask(&d, |reply| Msg::List(state, reply)).await?;
    Ok(axum::Json(json!({"approvals": views, "now_ms": now_ms()})).into_response())
}

/// `GET /v1/approvals/{id}?wait=SECS`: the approval; while it is pending, waits up to SECS for
/// its decision.
async fn fetch(
    State(d): State<Daemon>,
    Path(id): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> ApiResult {
    let id = parse_id(&id)?;
    known_params(&q, &["wait"])?;
    let wait = match q.get("wait") {
        None => 0,
        Some(w) => w
            .parse::<u64>()
            .ok()
            .filter(|w| *w <= MAX_WAIT_SECS)
            .ok_or_else(|| {
                ApiError::bad(
                    "wait",
                    format!("`{w}` is not a number of seconds from 0 to {MAX_WAIT_SECS}"),
                )
            })?,
    };
    let (view, rx) = ask(&d, |reply| Msg::Watch(id, wait > 0, reply)).await?;
    let view = match rx {
        Some(rx) if wait > 0 => match tokio::time::timeout(Duration::from_secs(wait), rx).await {
            Ok(Ok(decided)) => decided,
            _ => refreshed(view),
        },
        _ => view,
    };
    Ok(axum::Json(view).into_response())
}

/// A pending view with the clock moved on.
fn refreshed(mut view: Value) -> Value {
    if let Some(o) = view.as_object_mut() {
        o.insert("now_ms".to_owned(), json!(now_ms()));
    }
    view
}

/// `POST /v1/approvals/{id}/decision`: `{"answer": "once"|"session"|"always"|"definition"|"deny",
/// "reason": "..."}`.
async fn decision(State(d): State<Daemon>, Path(id): Path<String>, body: Bytes) -> ApiResult {
    let id = parse_id(&id)?;
    let mut obj = object(&body)?;
    let answer = take_str(&mut obj, "answer", true)?.unwrap_or_default();
    let reason = take_str(&mut obj, "reason", false)?.unwrap_or_default();
    no_more(&obj)?;
    let choice = match answer.as_str() {
        "once" => Choice::Once,
        "session" => Choice::Session,
        "always" => Choice::Always,
        "definition" => Choice::Definition,
        "deny" => Choice::Deny(reason.trim().to_owned()),
        other => {
            return Err(ApiError::bad(
                "answer",
                format!("`{other}` is not an answer (once, session, always, definition, deny)"),
            ));
        }
    };
    if !matches!(choice, Choice::Deny(_)) && !reason.trim().is_empty() {
        return Err(ApiError::bad("reason", "only a deny takes a reason"));
    }
    let view = ask(&d, |reply| Msg::Decide(id, choice, reply)).await?;
    Ok(axum::Json(view).into_response())
}

/// `DELETE /v1/approvals/{id}`: the caller withdrew the call; it is denied if still pending.
async fn withdraw(State(d): State<Daemon>, Path(id): Path<String>) -> ApiResult {
    let id = parse_id(&id)?;
    let view = ask(&d, |reply| Msg::Withdraw(id, reply)).await?;
    Ok(axum::Json(view).into_response())
}

/// `GET /v1/events`: server-sent events, `pending` and `closed`, each with an approval's view.
async fn events(State(d): State<Daemon>) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>>> {
    let rx = d.inner.events.subscribe();
    let hello = SseEvent::default()
        .event("hello")
        .data(json!({"now_ms": now_ms()}).to_string());
    let stream = futures_util::stream::unfold((Some(hello), rx), |(first, mut rx)| async move {
        if let Some(hello) = first {
            return Some((Ok(hello), (None, rx)));
        }
        let event = match rx.recv().await {
            Ok(Event::Pending(v)) => SseEvent::default().event("pending").data(v.to_string()),
            Ok(Event::Closed(v)) => SseEvent::default().event("closed").data(v.to_string()),
            // The page fell behind: it reloads the list.
            Err(broadcast::error::RecvError::Lagged(_)) => {
                SseEvent::default().event("resync").data("{}")
            }
            Err(broadcast::error::RecvError::Closed) => return None,
        };
        Some((Ok(event), (None, rx)))
    });
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
}

/// `GET /v1/audit`: records, newest first, with filters.
async fn audit(State(d): State<Daemon>, Query(q): Query<HashMap<String, String>>) -> ApiResult {
    known_params(
        &q,
        &[
            "server",
            "tool",
            "action",
            "session",
            "decided_by",
            "since",
            "until",
            "before",
            "q",
            "limit",
        ],
    )?;
    let text = |k: &str| q.get(k).filter(|v| !v.is_empty()).cloned();
    if let Some(a) = q.get("action")
        && !["allow", "deny", ""].contains(&a.as_str())
    {
        return Err(ApiError::bad(
            "action",
            format!("`{a}` is not allow or deny"),
        ));
    }
    let limit = int_param(&q, "limit")?.unwrap_or(100);
    if !(1..=1000).contains(&limit) {
        return Err(ApiError::bad("limit", "must be between 1 and 1000"));
    }
    let query = AuditQuery {
        server: text("server"),
        tool: text("tool"),
        action: text("action"),
        session: text("session"),
        decided_by: text("decided_by"),
        since_ms: int_param(&q, "since")?,
        until_ms: int_param(&q, "until")?,
        before: int_param(&q, "before")?.map(RecordId),
        text: text("q"),
        limit: u32::try_from(limit).ok(),
    };
    let records = d
        .inner
        .gate
        .with_store(|s| s.query(&query))
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, None, e))?;
    let next = (records.len() == usize::try_from(limit).unwrap_or(0))
        .then(|| records.last().map(|r| r.id.0))
        .flatten();
    let rows: Vec<Value> = records
        .iter()
        .map(|r| {
            json!({
                "id": r.id.0, "time_ms": r.time_ms, "session": r.session, "server": r.server,
                "tool": r.tool, "label": r.label, "tier": r.tier, "action": r.action,
                "rule": r.rule, "decided_by": r.decided_by, "detail": r.detail,
                "duration_ms": r.duration_ms,
                "args": serde_json::from_str::<Value>(&r.args).unwrap_or_else(|_| json!(r.args)),
                "hash": r.hash,
            })
        })
        .collect();
    Ok(axum::Json(json!({"records": rows, "next_before": next})).into_response())
}

/// `GET /v1/audit/stats?since=MS&until=MS&bucket=MS`: allowed, asked and denied per server per
/// time bucket, and the totals per server.
async fn stats(State(d): State<Daemon>, Query(q): Query<HashMap<String, String>>) -> ApiResult {
    known_params(&q, &["since", "until", "bucket"])?;
    let now = now_ms();
    let until = int_param(&q, "until")?.unwrap_or(now.saturating_add(1));
    let since = int_param(&q, "since")?.unwrap_or(until.saturating_sub(24 * 3_600_000));
    if since >= until {
        return Err(ApiError::bad("since", "must be before `until`"));
    }
    let bucket = int_param(&q, "bucket")?.unwrap_or_else(|| ((until - since) / 48).max(1000));
    if bucket < 1000 || (until - since) / bucket > 2000 {
        return Err(ApiError::bad(
            "bucket",
            "must be at least 1000 ms and make at most 2000 buckets",
        ));
    }
    let (buckets, totals) = d
        .inner
        .gate
        .with_store(|s| Ok((s.timeline(since, until, bucket)?, s.stats()?)))
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, None, e))?;
    let buckets: Vec<Value> = buckets
        .iter()
        .map(|b| {
            json!({"start_ms": b.start_ms, "server": b.server, "allowed": b.allowed,
                   "asked": b.asked, "denied": b.denied})
        })
        .collect();
    let totals: Vec<Value> = totals
        .iter()
        .map(|t| json!({"server": t.server, "by_action": t.by_action}))
        .collect();
    Ok(axum::Json(json!({
        "since_ms": since, "until_ms": until, "bucket_ms": bucket,
        "buckets": buckets, "totals": totals,
    }))
    .into_response())
}

/// `GET /v1/audit/verify`: walks the hash chain.
async fn verify(State(d): State<Daemon>) -> ApiResult {
    let report = d
        .inner
        .gate
        .with_store(|s| s.verify())
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, None, e))?;
    use airlock_store::AnchorCheck;
    let (anchor, missing) = match &report.anchor {
        AnchorCheck::Unchecked => ("unchecked", None),
        AnchorCheck::Missing => ("missing", None),
        AnchorCheck::Unreadable(_) => ("unreadable", None),
        AnchorCheck::Holds { .. } => ("holds", None),
        AnchorCheck::Differs { .. } => ("differs", None),
        AnchorCheck::Truncated { anchor, last } => (
            "truncated",
            Some(json!([last.saturating_add(1), anchor.count])),
        ),
    };
    Ok(axum::Json(json!({
        "ok": report.ok(), "checked": report.checked, "first_bad": report.first_bad.map(|r| r.0),
        "anchor": anchor, "missing": missing,
    }))
    .into_response())
}

/// Sends a message to the hub and waits for its reply.
async fn ask<T>(
    d: &Daemon,
    msg: impl FnOnce(oneshot::Sender<Result<T, ApiError>>) -> Msg,
) -> Result<T, ApiError> {
    let gone = || {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            None,
            "the daemon is shutting down".to_owned(),
        )
    };
    let (tx, rx) = oneshot::channel();
    d.inner.hub.send(msg(tx)).await.map_err(|_| gone())?;
    rx.await.map_err(|_| gone())?
}

/// The call fields shared by `/v1/decide` and `/v1/approvals`.
fn request_of(obj: &mut Map<String, Value>) -> Result<Request, ApiError> {
    let tool = take_str(obj, "tool", true)?.unwrap_or_default();
    if tool.trim().is_empty() {
        return Err(ApiError::bad("tool", "must not be empty"));
    }
    let session = take_str(obj, "session", false)?.unwrap_or_else(|| "api".to_owned());
    let server = take_str(obj, "server", false)?.filter(|s| !s.is_empty());
    let args = obj.remove("args").unwrap_or_else(|| json!({}));
    if !args.is_object() {
        return Err(ApiError::bad("args", "must be a JSON object"));
    }
    let annotations = match obj.remove("annotations") {
        None | Some(Value::Null) => None,
        Some(v @ Value::Object(_)) => Some(v),
        Some(_) => return Err(ApiError::bad("annotations", "must be a JSON object")),
    };
    let depth = take_u64(obj, "depth")?.unwrap_or(0);
    let depth = u32::try_from(depth).map_err(|_| ApiError::bad("depth", "is too large"))?;
    let auto_approve = take_bool(obj, "auto_approve")?.unwrap_or(false);
    let lineage = match obj.remove("lineage") {
        None | Some(Value::Null) => Vec::new(),
        // The gate's card carries the lineage already joined.
        Some(Value::String(s)) if s.len() <= MAX_TEXT => {
            if s.is_empty() {
                Vec::new()
            } else {
                vec![s]
            }
        }
        Some(Value::Array(items)) => items
            .into_iter()
            .map(|i| match i {
                Value::String(s) if s.len() <= MAX_TEXT => Ok(s),
                _ => Err(ApiError::bad("lineage", "must be a list of strings")),
            })
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(ApiError::bad("lineage", "must be a list of strings")),
    };
    let mut req = Request::new(&session, server.as_deref(), &tool, args);
    req.annotations = annotations;
    req.agent.depth = depth;
    req.agent.auto_approve = auto_approve;
    req.agent.lineage = lineage;
    Ok(req)
}

fn object(body: &[u8]) -> Result<Map<String, Value>, ApiError> {
    match serde_json::from_slice::<Value>(body) {
        Ok(Value::Object(obj)) => Ok(obj),
        Ok(_) => Err(ApiError::bad("body", "must be a JSON object")),
        Err(e) => Err(ApiError::bad("body", format!("is not JSON: {e}"))),
    }
}

fn take_str(
    obj: &mut Map<String, Value>,
    key: &str,
    required: bool,
) -> Result<Option<String>, ApiError> {
    match obj.remove(key) {
        None | Some(Value::Null) if required => Err(ApiError::bad(key, "is required")),
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.len() > MAX_TEXT => Err(ApiError::bad(
            key,
            format!("is longer than {MAX_TEXT} bytes"),
        )),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(ApiError::bad(key, "must be a string")),
    }
}

fn take_u64(obj: &mut Map<String, Value>, key: &str) -> Result<Option<u64>, ApiError> {
    match obj.remove(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .map(Some)
            .ok_or_else(|| ApiError::bad(key, "must be a whole number, 0 or more")),
    }
}

fn take_bool(obj: &mut Map<String, Value>, key: &str) -> Result<Option<bool>, ApiError> {
    match obj.remove(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(b)),
        Some(_) => Err(ApiError::bad(key, "must be true or false")),
    }
}

fn no_more(obj: &Map<String, Value>) -> Result<(), ApiError> {
    match obj.keys().next() {
        Some(key) => Err(ApiError::bad(key, format!("`{key}` is not a known field"))),
        None => Ok(()),
    }
}

fn known_params(q: &HashMap<String, String>, known: &[&str]) -> Result<(), ApiError> {
    match q.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => Err(ApiError::bad(k, format!("`{k}` is not a known parameter"))),
        None => Ok(()),
    }
}

fn int_param(q: &HashMap<String, String>, key: &str) -> Result<Option<i64>, ApiError> {
    match q.get(key).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => v
            .parse::<i64>()
            .map(Some)
            .map_err(|_| ApiError::bad(key, format!("`{v}` is not a whole number"))),
    }
}

fn parse_id(text: &str) -> Result<ApprovalId, ApiError> {
    ApprovalId::parse(text)
        .ok_or_else(|| ApiError::bad("id", format!("`{text}` is not an approval id (a UUID)")))
}
