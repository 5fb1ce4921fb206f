//! `airlock serve --webhook https://…` as a user runs it against Slack or a hook of their own:
//! the daemon's client speaks TLS, checks the hook's certificate against the roots the system
//! names (here `SSL_CERT_FILE`, pointing at a CA made for the test), delivers the notice to a
//! hook it trusts and refuses one it does not.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use common::airlock;
use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use serde_json::{Value, json};

/// A certificate authority made for the test.
struct Ca(CertifiedIssuer<'static, KeyPair>);

impl Ca {
    fn new(name: &str) -> Ca {
        let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
        params
            .distinguished_name
            .push(rcgen::DnType::CommonName, name);
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        Ca(CertifiedIssuer::self_signed(params, KeyPair::generate().unwrap()).unwrap())
    }

    /// A certificate for `localhost`, signed by this authority, and its key.
    fn server_cert(&self) -> (Vec<CertificateDer<'static>>, PrivateKeyDer<'static>) {
        let key = KeyPair::generate().unwrap();
        let params = CertificateParams::new(vec!["localhost".to_owned()]).unwrap();
        let cert = params.signed_by(&key, &self.0).unwrap();
        let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der()));
        (vec![cert.der().clone(), self.0.der().clone()], key)
    }
}

/// What the hook saw of one connection: the request's body, or why the connection failed.
type Seen = Result<String, String>;

/// An https hook on localhost serving `cert`; returns its port and what each connection brought.
fn hook(
    cert: (Vec<CertificateDer<'static>>, PrivateKeyDer<'static>),
) -> (u16, mpsc::Receiver<Seen>) {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(cert.0, cert.1)
        .unwrap();
    let config = Arc::new(config);
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for tcp in listener.incoming() {
            let Ok(tcp) = tcp else { return };
            tcp.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
            let conn = rustls::ServerConnection::new(Arc::clone(&config)).unwrap();
            let mut tls = rustls::StreamOwned::new(conn, tcp);
            let seen = read_request(&mut tls).map_err(|e| e.to_string());
            if seen.is_ok() {
                let reply = b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok";
                let _ = tls.write_all(reply);
                tls.conn.send_close_notify();
                let _ = tls.flush();
            }
            if tx.send(seen).is_err() {
                return;
            }
        }
    });
    (port, rx)
}

/// Reads one HTTP request and returns its body.
fn read_request(s: &mut impl Read) -> std::io::Result<String> {
    let mut buf = Vec::new();
    let mut chunk = [0_u8; 4096];
    loop {
        let n = s.read(&mut chunk)?;
        if n == 0 {
            return Err(std::io::Error::other("the connection closed mid-request"));
        }
        buf.extend_from_slice(&chunk[..n]);
        let text = String::from_utf8_lossy(&buf).to_string();
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let len: usize = head
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse().unwrap())
                })
                .unwrap_or(0);
            if body.len() >= len {
                return Ok(body.to_owned());
            }
        }
    }
}

/// A running `airlock serve` with `--webhook url`, trusting only the roots in `roots`; its
/// standard error goes to `log`.
struct Daemon {
    child: Child,
    url: String,
    token: String,
}

impl Daemon {
    fn start(home: &Path, webhook: &str, roots: &Path, log: &Path) -> Daemon {
        let child = airlock()
            .args(["serve", "--listen", "127.0.0.1:0", "--webhook", webhook])
            .env("HOME", home)
            .env("AIRLOCK_HOME", home.join("airlock"))
            .env("SSL_CERT_FILE", roots)
            .env_remove("SSL_CERT_DIR")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(log).unwrap())
            .spawn()
            .unwrap();
        let info_path = airlock_gate::DaemonInfo::path(&home.join("airlock"));
        let started = Instant::now();
        let info: Value = loop {
            if let Some(v) = std::fs::read_to_string(&info_path)
                .ok()
                .and_then(|t| serde_json::from_str(&t).ok())
            {
                break v;
            }
            assert!(started.elapsed().as_secs() < 30, "the daemon did not start");
            std::thread::sleep(Duration::from_millis(50));
        };
        Daemon {
            child,
            url: info["url"].as_str().unwrap().to_owned(),
            token: info["token"].as_str().unwrap().to_owned(),
        }
    }

    /// Creates a pending approval through the API and returns its id.
    fn create(&self, body: &Value) -> String {
        let addr = self.url.trim_start_matches("http://").trim_end_matches('/');
        let mut s = TcpStream::connect(addr).unwrap();
        let body = body.to_string();
        write!(
            s,
            "POST /v1/approvals HTTP/1.1\r\nhost: {addr}\r\nauthorization: Bearer {}\r\n\
             content-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            self.token,
            body.len()
        )
        .unwrap();
        let mut reply = String::new();
        s.read_to_string(&mut reply).unwrap();
        assert!(reply.starts_with("HTTP/1.1 201"), "{reply}");
        let (_, json) = reply.split_once("\r\n\r\n").unwrap();
        let v: Value = serde_json::from_str(json).unwrap();
        v["id"].as_str().unwrap().to_owned()
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn an_https_webhook_is_delivered_to_a_trusted_hook_and_refused_to_an_untrusted_one() {
    let dir = tempfile::tempdir().unwrap();
    let trusted = Ca::new("airlock test roots");
    let stranger = Ca::new("someone else");
    let roots = dir.path().join("roots.pem");
    std::fs::write(&roots, trusted.0.pem()).unwrap();

    // A hook whose certificate chains to the roots the system names: the notice arrives.
    let (port, seen) = hook(trusted.server_cert());
    let home = dir.path().join("a");
    let log = dir.path().join("a.log");
    let daemon = Daemon::start(
        &home,
        &format!("https://localhost:{port}/hook"),
        &roots,
        &log,
    );
    let id = daemon.create(&json!({"tool": "frob", "server": "acme"}));
    let body = seen
        .recv_timeout(Duration::from_secs(20))
        .expect("the hook heard nothing")
        .unwrap_or_else(|e| panic!("the delivery failed: {e}"));
    let body: Value = serde_json::from_str(&body).unwrap();
    let text = body["text"].as_str().unwrap();
    assert!(text.contains("frob on acme"), "{text}");
    assert!(text.contains(&format!("/#approval-{id}")), "{text}");
    drop(daemon);

    // A hook whose certificate no trusted root signed: the client ends the handshake, sends
    // nothing, and the daemon says why.
    let (port, seen) = hook(stranger.server_cert());
    let home = dir.path().join("b");
    let log = dir.path().join("b.log");
    let daemon = Daemon::start(
        &home,
        &format!("https://localhost:{port}/hook"),
        &roots,
        &log,
    );
    daemon.create(&json!({"tool": "frob", "server": "acme"}));
    let refused = seen
        .recv_timeout(Duration::from_secs(20))
        .expect("the daemon never tried the hook");
    let why = refused.expect_err("a hook with an untrusted certificate was sent the notice");
    assert!(why.contains("fatal alert"), "{why}");
    let started = Instant::now();
    let logged = loop {
        let text = std::fs::read_to_string(&log).unwrap();
        if text.contains("webhook delivery failed") || started.elapsed().as_secs() > 20 {
            break text;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(logged.contains("webhook delivery failed"), "{logged}");
    drop(daemon);
}
