//! The approval daemon: the HTTP API, the approval page and the audit page.
//!
//! [`Daemon::start`] takes a [`Gate`] (the policy, the store and its masker) and a [`Config`],
//! and spawns the hub (`hub.rs`): the one task that owns pending approvals, fed by messages from
//! the handlers. [`Daemon::app`] is the axum [`Router`]: `api.rs` holds the JSON handlers,
//! `page.rs` the embedded page assets, `auth.rs` the checks every request passes (Host, the bearer
//! token, Origin for actions), `policy_write.rs` the "approve always" rule writer and
//! `webhook.rs` the optional notification.
//!
//! Pending approvals live in the store, so a restart leaves them pending: the hub reads them
//! back, and a restart never approves anything. Only masked text reaches the store, the API
//! and the page.

#![deny(missing_docs)]

mod api;
mod auth;
mod hub;
mod page;
mod policy_write;
mod webhook;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use airlock_gate::Gate;
use axum::Router;
use tokio::sync::{broadcast, mpsc};

pub use policy_write::{RuleError, append_allow_rule};

/// How the daemon is set up.
#[derive(Debug, Clone)]
pub struct Config {
    /// The address the daemon listens on (the port may be 0 before binding).
    pub listen: SocketAddr,
    /// The bearer token every request must carry.
    pub token: String,
    /// The user's policy file, where "approve always" appends an allow rule; without one,
    /// "always" is not offered.
    pub policy_file: Option<PathBuf>,
    /// A Slack-compatible webhook that hears of each new pending approval.
    pub webhook: Option<String>,
}

/// The running daemon's shared state: cheap to clone.
#[derive(Clone)]
pub struct Daemon {
    inner: Arc<Inner>,
}

struct Inner {
    gate: Arc<Gate>,
    hub: mpsc::Sender<hub::Msg>,
    events: broadcast::Sender<hub::Event>,
    token: String,
    hosts: Vec<String>,
    url: String,
}

impl std::fmt::Debug for Daemon {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Daemon")
            .field("url", &self.inner.url)
            .finish_non_exhaustive()
    }
}

impl Daemon {
    /// Starts the hub on the current tokio runtime. `config.listen` must be the bound address
    /// (with its real port): the accepted Host headers and the page's links come from it.
    pub fn start(gate: Gate, config: Config) -> Daemon {
        let gate = Arc::new(gate);
        let url = base_url(config.listen);
        let (events, _) = broadcast::channel(1024);
        let webhook = config
            .webhook
            .clone()
            .map(|hook| webhook::Webhook::new(hook, url.clone()));
        // The policy file is looked at on every decision and on this timer, which also asks
        // about a file that lowers protection (its card goes on this daemon's page).
        let watcher = Arc::clone(&gate);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_millis(300));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                watcher.settle_policy_change().await;
            }
        });
        let hub = hub::spawn(
            Arc::clone(&gate),
            events.clone(),
            config.policy_file.clone(),
            webhook,
        );
        Daemon {
            inner: Arc::new(Inner {
                gate,
                hub,
                events,
                token: config.token,
                hosts: allowed_hosts(config.listen),
                url,
            }),
        }
    }

    /// The router: the API under `/v1`, the pages at `/` and `/audit`.
    pub fn app(&self) -> Router {
        api::router(self.clone())
    }

    /// Serves the router on `listener` until `shutdown` completes.
    pub async fn serve(
        &self,
        listener: tokio::net::TcpListener,
        shutdown: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        axum::serve(listener, self.app())
            .with_graceful_shutdown(shutdown)
            .await
    }

    /// The base URL, e.g. `http://127.0.0.1:7878`.
    pub fn url(&self) -> &str {
        &self.inner.url
    }

    /// The approval page's URL with the token that logs the browser in, in the fragment, which
    /// the browser never sends to any server: the page keeps it in `sessionStorage`.
    pub fn login_url(&self) -> String {
        format!("{}/#token={}", self.inner.url, self.inner.token)
    }
}

/// An address the daemon refuses to listen on.
#[derive(Debug, thiserror::Error)]
#[error(
    "refusing to listen on `{0}`: the approval page would be reachable from other machines; \
     listen on 127.0.0.1, or pass --allow-remote if that is what you want"
)]
pub struct RemoteListen(pub SocketAddr);

/// Refuses an address other than loopback unless `allow_remote` is set.
pub fn check_listen(addr: SocketAddr, allow_remote: bool) -> Result<(), RemoteListen> {
    if addr.ip().is_loopback() || allow_remote {
        Ok(())
    } else {
        Err(RemoteListen(addr))
    }
}

/// The token in `home`'s `token` file, made (random, mode 0600) when there is none.
pub fn ensure_token(home: &Path) -> std::io::Result<String> {
    let path = home.join("token");
    if let Ok(text) = std::fs::read_to_string(&path) {
        let token = text.trim();
        if token.len() >= 32 && token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(token.to_owned());
        }
    }
    std::fs::create_dir_all(home)?;
    let token = new_token();
    airlock_gate::write_private(&path, token.as_bytes())?;
    Ok(token)
}

/// 244 random bits (two UUID v4s, from the operating system's generator), as hex.
pub fn new_token() -> String {
    format!(
        "{}{}",
        uuid::Uuid::new_v4().simple(),
        uuid::Uuid::new_v4().simple()
    )
}

fn base_url(addr: SocketAddr) -> String {
    match addr {
        SocketAddr::V4(a) => format!("http://{}:{}", a.ip(), a.port()),
        SocketAddr::V6(a) => format!("http://[{}]:{}", a.ip(), a.port()),
    }
}

/// The Host headers this daemon answers: its own address, and `localhost` when it listens on
/// loopback. Any other Host (a DNS-rebinding page, say) is refused.
fn allowed_hosts(addr: SocketAddr) -> Vec<String> {
    let port = addr.port();
    let mut hosts = vec![base_url(addr).trim_start_matches("http://").to_owned()];
    if addr.ip().is_loopback() {
        hosts.push(format!("localhost:{port}"));
        hosts.push(format!("127.0.0.1:{port}"));
        hosts.push(format!("[::1]:{port}"));
    }
    hosts.dedup();
    hosts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_without_the_flag() {
        let lo: SocketAddr = "127.0.0.1:7878".parse().unwrap();
        let lo6: SocketAddr = "[::1]:7878".parse().unwrap();
        let any: SocketAddr = "0.0.0.0:7878".parse().unwrap();
        assert!(check_listen(lo, false).is_ok());
        assert!(check_listen(lo6, false).is_ok());
        assert!(
            check_listen(any, false)
                .unwrap_err()
                .to_string()
                .contains("--allow-remote")
        );
        assert!(check_listen(any, true).is_ok());
    }

    #[test]
    fn token_file_is_private_and_kept() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tempfile::tempdir().unwrap();
        let first = ensure_token(dir.path()).unwrap();
        assert_eq!(first.len(), 64);
        assert_eq!(ensure_token(dir.path()).unwrap(), first);
        let mode = std::fs::metadata(dir.path().join("token"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_ne!(new_token(), new_token());
    }

    #[test]
    fn hosts_of_a_loopback_daemon() {
        let hosts = allowed_hosts("127.0.0.1:9".parse().unwrap());
        assert!(hosts.contains(&"127.0.0.1:9".to_owned()));
        assert!(hosts.contains(&"localhost:9".to_owned()));
        assert!(!hosts.iter().any(|h| h.contains("evil")));
    }
}
