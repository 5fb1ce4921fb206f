//! The daemon approver: asks the running `airlock serve` over HTTP on the loopback interface,
//! found through `daemon.json` in airlock's home (its URL and token, written by the daemon,
//! mode 0600), and [`choose_approver`]: the daemon when it runs, else the terminal, else nobody.
//!
//! The gate has already stored the approval (see `Gate::ask`); the daemon approver hands the
//! daemon that same id, so one row, in one store when both share airlock's home, is the single
//! source of truth. The daemon adopts the row, or stores it under that id when its store is
//! another file. The approver then long-polls for the decision and reconnects (re-reading
//! `daemon.json`, since a restarted daemon may listen elsewhere) until it gets one; the gate's
//! timeout bounds the wait. Dropped before a decision, it tells the daemon the call was
//! withdrawn.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use airlock_wire::{ApprovalView, DaemonFile, ErrorBody, Lineage, NewApproval};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::Value;

use crate::approver::{Answer, Approver, BoxFuture, Card, NoApprover};
use crate::terminal::TerminalApprover;

/// The file in airlock's home through which clients find the daemon.
pub const DAEMON_FILE: &str = "daemon.json";

/// How long one long-poll asks the daemon to hold the request.
const POLL_SECS: u64 = 25;

/// The longest a long-poll may take: the daemon's hold and a margin.
const LONG_POLL: Duration = Duration::from_secs(POLL_SECS + 10);

/// How long to wait before reconnecting to a daemon that did not answer.
const RETRY: Duration = Duration::from_millis(300);

/// The longest a connection to the daemon may take. It listens on loopback, where a connection
/// takes well under a millisecond; a daemon that is gone refuses at once, and one whose backlog
/// is full (it is frozen) never completes: either way the caller falls back quickly.
pub const CONNECT_TIMEOUT: Duration = Duration::from_millis(500);

/// The longest a short exchange (the health check, handing over a card, a withdrawal) may take.
/// A frozen daemon (stopped, or stuck) still accepts connections in the kernel but never
/// answers: past this the question falls back as if no daemon ran.
pub const EXCHANGE_TIMEOUT: Duration = Duration::from_millis(900);

/// The longest handing a card over may take: the daemon stores it first, so a little longer.
const SUBMIT_TIMEOUT: Duration = Duration::from_secs(3);

/// Where the running daemon listens, and the token every request must carry.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct DaemonInfo {
    /// The base URL, e.g. `http://127.0.0.1:7878`.
    pub url: String,
    /// The bearer token.
    pub token: String,
    /// The daemon's process id.
    pub pid: u32,
}

impl DaemonInfo {
    /// The daemon at `url`, whose requests carry `token`, running as process `pid`.
    pub fn new(url: impl Into<String>, token: impl Into<String>, pid: u32) -> DaemonInfo {
        DaemonInfo {
            url: url.into(),
            token: token.into(),
            pid,
        }
    }

    /// The daemon file inside `home`.
    pub fn path(home: &Path) -> PathBuf {
        home.join(DAEMON_FILE)
    }

    /// Reads the daemon file in `home`; `None` when there is none or it is unreadable.
    pub fn read(home: &Path) -> Option<DaemonInfo> {
        let text = std::fs::read_to_string(DaemonInfo::path(home)).ok()?;
        let file: DaemonFile = serde_json::from_str(&text).ok()?;
        Some(DaemonInfo {
            url: file.url.trim_end_matches('/').to_owned(),
            token: file.token,
            pid: file.pid,
        })
    }

    /// Writes the daemon file in `home` (creating `home`), readable by the owner only, in one
    /// rename so that a reader never sees half a file.
    pub fn write(&self, home: &Path) -> std::io::Result<()> {
        std::fs::create_dir_all(home)?;
        let body = serde_json::to_vec(&DaemonFile {
            url: self.url.clone(),
            token: self.token.clone(),
            pid: self.pid,
        })?;
        let tmp = home.join(format!(".{DAEMON_FILE}.{}", std::process::id()));
        write_private(&tmp, &body)?;
        std::fs::rename(&tmp, DaemonInfo::path(home))
    }

    /// Removes the daemon file in `home` if it still names this process.
    pub fn remove_own(home: &Path) {
        if DaemonInfo::read(home).is_some_and(|i| i.pid == std::process::id()) {
            let _ = std::fs::remove_file(DaemonInfo::path(home));
        }
    }
}

/// Writes `bytes` to a new file at `path` with mode 0600 (replacing any file there).
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    use std::os::unix::fs::{OpenOptionsExt as _, PermissionsExt as _};
    let _ = std::fs::remove_file(path);
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// The approver for this process: the daemon when it runs, else the terminal at `/dev/tty`
/// when `tty_allowed` and it opens, else nobody ("no approver available"). The choice is made
/// again for each card, so a daemon started later gets the next question.
pub fn choose_approver(home: &Path, tty_allowed: bool) -> Arc<dyn Approver> {
    Arc::new(Chosen {
        daemon: DaemonApprover::new(home),
        tty: tty_allowed.then(TerminalApprover::default),
        nobody: NoApprover::new("no approver available"),
    })
}

/// The daemon, the terminal or nobody, per card.
struct Chosen {
    daemon: DaemonApprover,
    tty: Option<TerminalApprover>,
    nobody: NoApprover,
}

impl Approver for Chosen {
    fn ask(&self, card: Card) -> BoxFuture<'_, Answer> {
        Box::pin(async move {
            match self.daemon.submit(&card).await {
                Ok(submitted) => return self.daemon.wait(submitted).await,
                Err(why) => tracing::debug!("not asking the daemon: {why}"),
            }
            match &self.tty {
                Some(tty) if tty.available() => tty.ask(card).await,
                _ => self.nobody.ask(card).await,
            }
        })
    }
}

/// Asks the running approval daemon.
#[derive(Debug, Clone)]
pub struct DaemonApprover {
    home: PathBuf,
    client: Client<HttpConnector, Full<Bytes>>,
}

/// An approval the daemon accepted.
struct Submitted {
    id: String,
    body: NewApproval,
}

/// Why the daemon did not take or answer a question; the question then falls back.
#[derive(Debug, thiserror::Error)]
enum DaemonError {
    #[error("the approval daemon is not running")]
    NotRunning,
    #[error("cannot reach the approval daemon: {0}")]
    Unreachable(String),
    #[error("the approval daemon did not answer in time")]
    Timeout,
    #[error("the approval daemon refused the question ({status}: {reason})")]
    Refused { status: u16, reason: String },
    #[error("the approval daemon's answer does not read: {0}")]
    Unreadable(#[from] serde_json::Error),
}

impl DaemonApprover {
    /// Asks the daemon found through `home`'s daemon file.
    pub fn new(home: &Path) -> DaemonApprover {
        let mut connector = HttpConnector::new();
        connector.set_connect_timeout(Some(CONNECT_TIMEOUT));
        connector.set_nodelay(true);
        DaemonApprover {
            home: home.to_owned(),
            client: Client::builder(TokioExecutor::new()).build(connector),
        }
    }

    /// Whether a daemon answers now, within `EXCHANGE_TIMEOUT` (0.9 s).
    pub async fn running(&self) -> bool {
        match DaemonInfo::read(&self.home) {
            Some(info) => matches!(
                self.call(&info, "GET", "/v1/health", None::<&()>, EXCHANGE_TIMEOUT)
                    .await,
                Ok((200, _))
            ),
            None => false,
        }
    }

    /// Hands the card to the daemon.
    async fn submit(&self, card: &Card) -> Result<Submitted, DaemonError> {
        let info = DaemonInfo::read(&self.home).ok_or(DaemonError::NotRunning)?;
        let body = new_approval(card);
        let (status, bytes) = self
            .call(&info, "POST", "/v1/approvals", Some(&body), SUBMIT_TIMEOUT)
            .await?;
        match status {
            200 | 201 => {
                let view: ApprovalView = serde_json::from_slice(&bytes)?;
                Ok(Submitted { id: view.id, body })
            }
            status => Err(DaemonError::Refused {
                status,
                reason: serde_json::from_slice::<ErrorBody>(&bytes)
                    .map_or_else(|_| "no reason".to_owned(), |e| e.error),
            }),
        }
    }

    /// Long-polls until the daemon has a decision, reconnecting as needed. Dropping the future
    /// withdraws the call at the daemon.
    async fn wait(&self, submitted: Submitted) -> Answer {
        let mut withdraw = Withdraw {
            approver: self.clone(),
            id: submitted.id.clone(),
            armed: true,
        };
        let path = format!("/v1/approvals/{}?wait={POLL_SECS}", submitted.id);
        loop {
            let Some(info) = DaemonInfo::read(&self.home) else {
                tokio::time::sleep(RETRY).await;
                continue;
            };
            let polled = self.call(&info, "GET", &path, None::<&()>, LONG_POLL).await;
            match polled {
                Ok((200, bytes)) => match serde_json::from_slice::<ApprovalView>(&bytes) {
                    Ok(view) if view.state != "pending" => {
                        withdraw.armed = false;
                        return answer_of(&view);
                    }
                    Ok(_) => {}
                    Err(e) => {
                        tracing::warn!("the approval daemon's answer does not read: {e}");
                        tokio::time::sleep(RETRY).await;
                    }
                },
                Ok((404, _)) => {
                    // A daemon with another store lost the approval (it was started afresh):
                    // ask it again under the same id.
                    let _ = self
                        .call(
                            &info,
                            "POST",
                            "/v1/approvals",
                            Some(&submitted.body),
                            SUBMIT_TIMEOUT,
                        )
                        .await;
                    tokio::time::sleep(RETRY).await;
                }
                Ok(_) | Err(_) => tokio::time::sleep(RETRY).await,
            }
        }
    }

    /// One request to the daemon, answered within `limit`; the answer's status and body.
    async fn call<T: serde::Serialize>(
        &self,
        info: &DaemonInfo,
        method: &str,
        path: &str,
        body: Option<&T>,
        limit: Duration,
    ) -> Result<(u16, Bytes), DaemonError> {
        let bytes = match body {
            Some(b) => Bytes::from(serde_json::to_vec(b)?),
            None => Bytes::new(),
        };
        let request = hyper::Request::builder()
            .method(method)
            .uri(format!("{}{path}", info.url))
            .header("authorization", format!("Bearer {}", info.token))
            .header("content-type", "application/json")
            .body(Full::new(bytes))
            .map_err(|e| DaemonError::Unreachable(e.to_string()))?;
        let exchange = async {
            let unreachable = |e: &dyn std::fmt::Display| DaemonError::Unreachable(e.to_string());
            let response = self
                .client
                .request(request)
                .await
                .map_err(|e| unreachable(&e))?;
            let status = response.status().as_u16();
            let body = response
                .into_body()
                .collect()
                .await
                .map_err(|e| unreachable(&e))?
                .to_bytes();
            Ok((status, body))
        };
        tokio::time::timeout(limit, exchange)
            .await
            .map_err(|_| DaemonError::Timeout)?
    }
}

impl Approver for DaemonApprover {
    fn ask(&self, card: Card) -> BoxFuture<'_, Answer> {
        Box::pin(async move {
            match self.submit(&card).await {
                Ok(submitted) => self.wait(submitted).await,
                Err(why) => Answer::Unavailable(why.to_string()),
            }
        })
    }
}

/// Tells the daemon that a call it holds was withdrawn, when the waiting future is dropped.
struct Withdraw {
    approver: DaemonApprover,
    id: String,
    armed: bool,
}

impl Drop for Withdraw {
    fn drop(&mut self) {
        if !self.armed {
            return;
        }
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let approver = self.approver.clone();
        let path = format!("/v1/approvals/{}", self.id);
        runtime.spawn(async move {
            if let Some(info) = DaemonInfo::read(&approver.home)
                && let Err(e) = approver
                    .call(&info, "DELETE", &path, None::<&()>, EXCHANGE_TIMEOUT)
                    .await
            {
                tracing::warn!("could not tell the daemon the call was withdrawn: {e}");
            }
        });
    }
}

/// The card as the daemon's `POST /v1/approvals` takes it. Every text on it is already masked.
fn new_approval(card: &Card) -> NewApproval {
    let left = card.deadline.saturating_duration_since(Instant::now());
    NewApproval {
        id: Some(card.approval.clone()),
        session: Some(card.session.clone()),
        server: Some(card.server.clone()),
        tool: card.tool.clone(),
        label: Some(card.label.clone()),
        tier: Some(card.tier.as_str().to_owned()),
        class: Some(card.class.as_str().to_owned()),
        reason: Some(card.reason.clone()),
        rule: Some(card.rule.clone()),
        lineage: Some(Lineage::Joined(card.lineage.clone())),
        args: match &card.args {
            Value::Object(map) => Some(map.clone()),
            _ => None,
        },
        call_hash: Some(card.call_hash.clone()),
        waits: Some(true),
        timeout_secs: Some(left.as_secs().max(1)),
        offers_session: Some(card.offers_session),
        definition_changed: Some(card.definition_changed),
        cost_usd: card.cost_usd,
        cwd: Some(card.workspace.clone()),
        user: Some(
            ["USER", "LOGNAME"]
                .iter()
                .find_map(|k| std::env::var(k).ok().filter(|u| !u.is_empty()))
                .unwrap_or_default(),
        ),
        host: Some(
            nix::unistd::gethostname()
                .ok()
                .and_then(|h| h.into_string().ok())
                .unwrap_or_default(),
        ),
        ..NewApproval::default()
    }
}

/// The gate's answer for a decided approval as the daemon reports it.
fn answer_of(view: &ApprovalView) -> Answer {
    let by = view.decided_by.as_deref().unwrap_or("");
    match (view.state.as_str(), view.answer, by) {
        ("approved_session", _, _) => Answer::Session,
        ("approved_once", Some(airlock_wire::Answer::Definition), _) => Answer::ApproveDefinition,
        ("approved_once", _, _) => Answer::Once,
        ("denied", _, "human") => Answer::Deny(view.deny_reason.clone().filter(|r| !r.is_empty())),
        ("denied", _, "timeout") => {
            Answer::Unavailable("nobody answered at the approval daemon in time".to_owned())
        }
        ("denied", _, "cancelled") => Answer::Unavailable("the call was withdrawn".to_owned()),
        (state, _, by) => Answer::Unavailable(format!(
            "the approval daemon closed the question (`{state}` by `{by}`)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn card() -> Card {
        Card {
            approval: "0190d7a2-0000-7000-8000-000000000000".to_owned(),
            session: "s".to_owned(),
            server: "mail".to_owned(),
            tool: "send".to_owned(),
            label: "send".to_owned(),
            tier: airlock_policy::Tier::AlwaysAsk,
            class: airlock_policy::Class::External,
            reason: "mail".to_owned(),
            rule: "r".to_owned(),
            lineage: String::new(),
            args: json!({}),
            call_hash: String::new(),
            timeout: Duration::from_secs(5),
            deadline: Instant::now() + Duration::from_secs(5),
            offers_session: false,
            definition_changed: false,
            definition_diff: Vec::new(),
            cost_usd: None,
            workspace: String::new(),
        }
    }

    /// A view with the daemon's fields, these ones set.
    fn view(fields: Value) -> ApprovalView {
        let mut v = json!({"id": "x", "state": "pending", "server": "", "tool": "t", "label": "t",
            "tier": "ask_once", "class": null, "reason": "", "rule": null, "lineage": "",
            "depth": null, "session": "s", "args": {}, "call_hash": "", "created_ms": 0,
            "expires_ms": 0, "now_ms": 0, "offers_session": false, "offers_always": false,
            "always_absent": null, "host": null, "cwd": null, "commands": [],
            "definition_changed": false, "cost_usd": null, "answer": null, "decided_by": null,
            "decided_ms": null, "deny_reason": null});
        for (k, f) in fields.as_object().unwrap() {
            v[k] = f.clone();
        }
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn answers_follow_the_state_and_who_decided() {
        let a = |v: Value| answer_of(&view(v));
        assert_eq!(a(json!({"state": "approved_once"})), Answer::Once);
        assert_eq!(
            a(json!({"state": "approved_once", "answer": "definition"})),
            Answer::ApproveDefinition
        );
        assert_eq!(a(json!({"state": "approved_session"})), Answer::Session);
        assert_eq!(
            a(json!({"state": "denied", "decided_by": "human", "deny_reason": "not now"})),
            Answer::Deny(Some("not now".to_owned()))
        );
        assert_eq!(
            a(json!({"state": "denied", "decided_by": "human", "deny_reason": ""})),
            Answer::Deny(None)
        );
        assert!(matches!(
            a(json!({"state": "denied", "decided_by": "timeout"})),
            Answer::Unavailable(_)
        ));
        assert!(matches!(a(json!({"state": "odd"})), Answer::Unavailable(_)));
    }

    #[test]
    fn daemon_file_round_trips_with_mode_0600() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tempfile::tempdir().unwrap();
        let home = dir.path().join("home");
        assert_eq!(DaemonInfo::read(&home), None);
        let info = DaemonInfo {
            url: "http://127.0.0.1:1/".to_owned(),
            token: "t".to_owned(),
            pid: std::process::id(),
        };
        info.write(&home).unwrap();
        let read = DaemonInfo::read(&home).unwrap();
        assert_eq!(read.url, "http://127.0.0.1:1");
        let mode = std::fs::metadata(DaemonInfo::path(&home))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        DaemonInfo::remove_own(&home);
        assert_eq!(DaemonInfo::read(&home), None);
    }

    #[tokio::test]
    async fn without_a_daemon_or_terminal_nobody_answers() {
        let dir = tempfile::tempdir().unwrap();
        let approver = choose_approver(dir.path(), false);
        let card = card();
        assert_eq!(
            approver.ask(card).await,
            Answer::Unavailable("no approver available".to_owned())
        );
    }

    #[tokio::test]
    async fn a_stale_daemon_file_falls_back() {
        let dir = tempfile::tempdir().unwrap();
        // A port nobody listens on: bind one, note it, and let it go.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        DaemonInfo {
            url: format!("http://127.0.0.1:{port}"),
            token: "t".to_owned(),
            pid: 1,
        }
        .write(dir.path())
        .unwrap();
        assert!(!DaemonApprover::new(dir.path()).running().await);
        let answer = choose_approver(dir.path(), false).ask(card()).await;
        assert_eq!(
            answer,
            Answer::Unavailable("no approver available".to_owned())
        );
    }
}
