//! The HTTP API (documented in `docs/openapi.yaml`): wire shapes in and out, validated field by
//! field so that bad input gets a 4xx JSON error that names the field. Approvals go to the hub;
//! decisions and audit queries use the gate and its store directly.

use std::collections::HashMap;
use std::convert::Infallible;
use std::time::Duration;

use airlock_gate::{Request, now_ms};
use airlock_policy::Action;
use airlock_store::{ApprovalId, ApprovalState, AuditQuery, RecordId};
use airlock_wire::{
    Answer, ApprovalView, DecideRequest, DecisionRequest, ErrorBody, Health, Lineage, NewApproval,
};
use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::StatusCode;
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use futures_util::Stream;
use serde_json::{Value, json};
use tokio::sync::{broadcast, oneshot};

use crate::Daemon;
use crate::hub::{Choice, Event, Msg, NewCard};

/// The longest a long-poll holds a request.
const MAX_WAIT_SECS: u64 = 60;

/// The longest timeout a created approval may ask for: a day.
const MAX_TIMEOUT_SECS: u64 = 86_400;

/// Text fields longer than this are refused.
const MAX_TEXT: usize = 64 * 1024;

/// Every way a request fails. Each kind is one HTTP status, mapped in one place
/// ([`ApiError::status`]); the answer is `{"error": "...", "field": "..."}` (`ErrorBody`).
#[derive(Debug, thiserror::Error)]
pub(crate) enum ApiError {
    /// 400: a field, parameter or the body is wrong.
    #[error("{message}")]
    Invalid { field: String, message: String },
    /// 401: no token, or the wrong one.
    #[error(
        "a valid token is needed: send `Authorization: Bearer TOKEN` (the token is in the \
         `token` file in airlock's home); in a browser, open the URL `airlock serve` printed"
    )]
    Unauthorized,
    /// 403: a header names another daemon (Host) or another page (Origin).
    #[error("{message}")]
    Forbidden {
        header: &'static str,
        message: String,
    },
    /// 404: no such endpoint, or no such approval.
    #[error("{message}")]
    NotFound {
        field: Option<&'static str>,
        message: String,
    },
    /// 409: the approval cannot take this (decided already, another call's, not offered).
    #[error("{message}")]
    Conflict {
        field: &'static str,
        message: String,
    },
    /// 503: the hub has stopped.
    #[error("the daemon is shutting down")]
    ShuttingDown,
    /// 500: the store or the policy failed.
    #[error("{0}")]
    Internal(String),
}

impl ApiError {
    fn bad(field: &str, message: impl Into<String>) -> ApiError {
        ApiError::Invalid {
            field: field.to_owned(),
            message: message.into(),
        }
    }

    /// The HTTP status of each kind.
    pub(crate) fn status(&self) -> StatusCode {
        match self {
            ApiError::Invalid { .. } => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden { .. } => StatusCode::FORBIDDEN,
            ApiError::NotFound { .. } => StatusCode::NOT_FOUND,
            ApiError::Conflict { .. } => StatusCode::CONFLICT,
            ApiError::ShuttingDown => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The field, parameter or header at fault.
    fn field(&self) -> Option<&str> {
        match self {
            ApiError::Invalid { field, .. } => Some(field),
            ApiError::Unauthorized => Some("Authorization"),
            ApiError::Forbidden { header, .. } => Some(header),
            ApiError::NotFound { field, .. } => *field,
            ApiError::Conflict { field, .. } => Some(field),
            ApiError::ShuttingDown | ApiError::Internal(_) => None,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: self.to_string(),
            field: self.field().map(str::to_owned),
        };
        (self.status(), axum::Json(body)).into_response()
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
    ApiError::NotFound {
        field: None,
        message: "no such endpoint".to_owned(),
    }
}

async fn health() -> Response {
    axum::Json(Health {
        ok: true,
        now_ms: now_ms(),
    })
    .into_response()
}

/// An event's JSON.
fn text(view: &ApprovalView) -> String {
    serde_json::to_string(view).unwrap_or_default()
}

/// `POST /v1/decide`: the policy's decision for one call, without asking or recording.
async fn decide(State(d): State<Daemon>, body: Bytes) -> ApiResult {
    let req = request_of(parse(&body)?)?;
    let decision = d
        .inner
        .gate
        .resolve(&req)
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    let mut out = serde_json::to_value(&decision).unwrap_or_else(|_| json!({}));
    if let Some(o) = out.as_object_mut() {
        o.insert("run".to_owned(), json!(decision.action() == Action::Allow));
    }
    Ok(axum::Json(out).into_response())
}

/// `POST /v1/approvals`: a new pending approval (or the gate's, adopted under its id).
async fn create(State(d): State<Daemon>, body: Bytes) -> ApiResult {
    let new: NewApproval = parse(&body)?;
    let id = match &new.id {
        Some(text) => Some(ApprovalId::parse(text).ok_or_else(|| {
            ApiError::bad("id", format!("`{text}` is not an approval id (a UUID)"))
        })?),
        None => None,
    };
    for (field, text) in [
        ("label", &new.label),
        ("tier", &new.tier),
        ("class", &new.class),
        ("reason", &new.reason),
        ("rule", &new.rule),
        ("host", &new.host),
        ("cwd", &new.cwd),
    ] {
        short(field, text.as_deref().unwrap_or(""))?;
    }
    if let Some(t) = &new.tier
        && airlock_policy::Tier::parse(t).is_none()
    {
        return Err(ApiError::bad(
            "tier",
            format!("`{t}` is not a tier (allow, ask_once, always_ask, deny)"),
        ));
    }
    if new
        .timeout_secs
        .is_some_and(|t| t == 0 || t > MAX_TIMEOUT_SECS)
    {
        return Err(ApiError::bad(
            "timeout_secs",
            format!("must be between 1 and {MAX_TIMEOUT_SECS}"),
        ));
    }
    if let Some(h) = &new.call_hash
        && !(h.len() == 64 && h.bytes().all(|b| b.is_ascii_hexdigit()))
    {
        return Err(ApiError::bad(
            "call_hash",
            "must be a hex SHA-256 (64 digits)",
        ));
    }
    if new.cost_usd.is_some_and(|c| !(c.is_finite() && c >= 0.0)) {
        return Err(ApiError::bad("cost_usd", "must be a number, 0 or more"));
    }
    let NewApproval {
        id: _,
        tool,
        session,
        server,
        args,
        annotations,
        depth,
        auto_approve,
        lineage,
        label,
        tier,
        class,
        reason,
        rule,
        timeout_secs: timeout,
        call_hash: hash,
        offers_session,
        host,
        user,
        cwd,
        definition_changed,
        waits,
        cost_usd: cost,
    } = new;
    let req = request_of(DecideRequest {
        tool,
        session,
        server,
        args,
        annotations,
        depth,
        auto_approve,
        lineage,
    })?;
    let host = host.filter(|h| !h.is_empty()).unwrap_or_else(hostname);
    let user = user.unwrap_or_default();
    let cwd = cwd.unwrap_or_default();
    let definition_changed = definition_changed.unwrap_or(false);
    let waits = waits.unwrap_or(false);
    let gate = &d.inner.gate;
    // A caller that did not resolve the call itself gets the daemon's policy's decision; a
    // call that policy denies is stored denied and never shown as a question.
    let resolved = gate
        .resolve(&req)
        .map_err(|e| ApiError::Internal(e.to_string()))?;
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
        user,
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
fn refreshed(mut view: ApprovalView) -> ApprovalView {
    view.now_ms = now_ms();
    view
}

/// `POST /v1/approvals/{id}/decision`: `{"answer": "once"|"session"|"always"|"definition"|"deny",
/// "reason": "..."}`.
async fn decision(State(d): State<Daemon>, Path(id): Path<String>, body: Bytes) -> ApiResult {
    let id = parse_id(&id)?;
    let DecisionRequest { answer, reason } = parse(&body)?;
    let reason = reason.unwrap_or_default();
    short("reason", &reason)?;
    let choice = match answer {
        Answer::Once => Choice::Once,
        Answer::Session => Choice::Session,
        Answer::Always => Choice::Always,
        Answer::Definition => Choice::Definition,
        Answer::Deny => Choice::Deny(reason.trim().to_owned()),
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
            Ok(Event::Pending(v)) => SseEvent::default().event("pending").data(text(&v)),
            Ok(Event::Closed(v)) => SseEvent::default().event("closed").data(text(&v)),
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
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    let next = (records.len() == usize::try_from(limit).unwrap_or(0))
        .then(|| records.last().map(|r| r.id.0))
        .flatten();
    let rows: Vec<Value> = records
        .iter()
        .map(|r| {
            json!({
                "id": r.id.0, "time_ms": r.time_ms, "session": r.session, "server": r.server,
                "tool": r.tool, "label": r.label, "tier": r.tier, "action": r.action,
                "outcome": r.outcome().as_str(),
                "rule": r.rule, "decided_by": r.decided_by, "detail": r.detail,
                "duration_ms": r.duration_ms,
                "args": serde_json::from_str::<Value>(&r.args).unwrap_or_else(|_| json!(r.args)),
                "hash": r.hash,
                "host": r.identity.host,
                "user": r.identity.user,
                "cwd": r.identity.cwd,
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
        .map_err(|e| ApiError::Internal(e.to_string()))?;
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
        .map_err(|e| ApiError::Internal(e.to_string()))?;
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
    let gone = || ApiError::ShuttingDown;
    let (tx, rx) = oneshot::channel();
    d.inner.hub.send(msg(tx)).await.map_err(|_| gone())?;
    rx.await.map_err(|_| gone())?
}

/// The gate's request for a call's fields, checked beyond their types: `/v1/decide`'s body, or
/// the same fields of `/v1/approvals`'s.
fn request_of(call: DecideRequest) -> Result<Request, ApiError> {
    if call.tool.trim().is_empty() {
        return Err(ApiError::bad("tool", "must not be empty"));
    }
    short("tool", &call.tool)?;
    short("session", call.session.as_deref().unwrap_or(""))?;
    short("server", call.server.as_deref().unwrap_or(""))?;
    let lineage = call.lineage.map(Lineage::into_agents).unwrap_or_default();
    for agent in &lineage {
        short("lineage", agent)?;
    }
    let session = call.session.unwrap_or_else(|| "api".to_owned());
    let server = call.server.filter(|s| !s.is_empty());
    let args = Value::Object(call.args.unwrap_or_default());
    let mut req = Request::new(&session, server.as_deref(), &call.tool, args);
    req.annotations = call.annotations.map(Value::Object);
    req.agent.depth = call.depth.unwrap_or(0);
    req.agent.auto_approve = call.auto_approve.unwrap_or(false);
    req.agent.lineage = lineage;
    Ok(req)
}

/// A body read into its wire type. An error names the field at fault: the one serde names
/// (missing, unknown), else where in the body it failed, else `body` itself.
fn parse<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let de = &mut serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let message = inner.to_string();
        let named = ["missing field `", "unknown field `"]
            .iter()
            .find_map(|p| message.strip_prefix(p)?.split('`').next())
            .map(str::to_owned);
        let at = path
            .split(['.', '['])
            .next()
            .filter(|f| !f.is_empty() && !inner.is_syntax() && !inner.is_eof());
        let field = named
            .or(at.map(str::to_owned))
            .unwrap_or_else(|| "body".to_owned());
        let message = match field.as_str() {
            "body" if inner.is_data() => {
                format!("must be a JSON object of the documented fields: {message}")
            }
            "body" => format!("is not JSON: {message}"),
            _ => message,
        };
        ApiError::bad(&field, message)
    })
}

/// Refuses a text longer than [`MAX_TEXT`].
fn short(field: &str, text: &str) -> Result<(), ApiError> {
    if text.len() > MAX_TEXT {
        return Err(ApiError::bad(
            field,
            format!("is longer than {MAX_TEXT} bytes"),
        ));
    }
    Ok(())
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
