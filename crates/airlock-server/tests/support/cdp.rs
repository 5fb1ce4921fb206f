//! A small DevTools-protocol driver for Debian's headless chromium: launch with a fresh profile,
//! open a page, evaluate script, press keys. Enough for the page's end-to-end tests and the
//! page-latency benchmark, without a browser-automation framework.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt as _, StreamExt as _};
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::Message;

type Waiters = Arc<Mutex<HashMap<u64, oneshot::Sender<Value>>>>;

/// Where Debian's chromium lives.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// A running headless chromium.
pub struct Browser {
    _child: tokio::process::Child,
    _profile: tempfile::TempDir,
    out: mpsc::UnboundedSender<String>,
    waiters: Waiters,
    next: Arc<AtomicU64>,
}

/// One tab, attached through a flat session.
pub struct Page<'a> {
    browser: &'a Browser,
    session: String,
}

impl Browser {
    /// Starts chromium with the flags this machine needs and connects to its DevTools socket.
    pub async fn launch() -> Browser {
        assert!(
            std::path::Path::new(CHROMIUM).exists(),
            "the browser tests need Debian's chromium at {CHROMIUM} (.ci/run installs it: \
             apt-get install chromium)"
        );
        let profile = tempfile::tempdir().unwrap();
        let child = tokio::process::Command::new(CHROMIUM)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let ws_url = devtools_url(profile.path().join("DevToolsActivePort")).await;
        let (socket, _) = tokio_tungstenite::connect_async(ws_url.as_str())
            .await
            .unwrap();
        let (mut sink, mut stream) = socket.split();
        let (out, mut outbox) = mpsc::unbounded_channel::<String>();
        tokio::spawn(async move {
            while let Some(text) = outbox.recv().await {
                if sink.send(Message::text(text)).await.is_err() {
                    break;
                }
            }
        });
        let waiters: Waiters = Arc::default();
        let inbox = Arc::clone(&waiters);
        tokio::spawn(async move {
            while let Some(Ok(msg)) = stream.next().await {
                let Message::Text(text) = msg else { continue };
                let Ok(v) = serde_json::from_str::<Value>(text.as_str()) else {
                    continue;
                };
                if let Some(id) = v.get("id").and_then(Value::as_u64)
                    && let Some(tx) = inbox.lock().unwrap().remove(&id)
                {
                    let _ = tx.send(v);
                }
            }
        });
        Browser {
            _child: child,
            _profile: profile,
            out,
            waiters,
            next: Arc::new(AtomicU64::new(1)),
        }
    }

    /// Sends one command now; the receiver gets the whole reply.
    fn start(
        &self,
        session: Option<&str>,
        method: &str,
        params: Value,
    ) -> oneshot::Receiver<Value> {
        let id = self.next.fetch_add(1, Ordering::SeqCst);
        let mut msg = json!({"id": id, "method": method, "params": params});
        if let Some(s) = session {
            msg["sessionId"] = json!(s);
        }
        let (tx, rx) = oneshot::channel();
        self.waiters.lock().unwrap().insert(id, tx);
        self.out.send(msg.to_string()).unwrap();
        rx
    }

    /// Sends one command (to a page when `session` is given) and returns its result.
    pub async fn send(&self, session: Option<&str>, method: &str, params: Value) -> Value {
        let rx = self.start(session, method, params);
        let reply = tokio::time::timeout(Duration::from_secs(30), rx)
            .await
            .unwrap_or_else(|_| panic!("chromium did not answer {method}"))
            .unwrap();
        assert!(
            reply.get("error").is_none(),
            "{method} failed: {}",
            reply["error"]
        );
        reply["result"].clone()
    }

    /// Opens `url` in a new tab and waits for it to load.
    pub async fn open(&self, url: &str) -> Page<'_> {
        let target = self
            .send(None, "Target.createTarget", json!({"url": "about:blank"}))
            .await;
        let attached = self
            .send(
                None,
                "Target.attachToTarget",
                json!({"targetId": target["targetId"], "flatten": true}),
            )
            .await;
        let page = Page {
            browser: self,
            session: attached["sessionId"].as_str().unwrap().to_owned(),
        };
        page.call("Page.enable", json!({})).await;
        page.call("Runtime.enable", json!({})).await;
        // Records what would have executed or been blocked: script run by injected markup sets
        // window.__pwned; a CSP violation (inline script or handler) is counted too.
        page.call(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({"source": "window.__violations = []; document.addEventListener('securitypolicyviolation', e => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));"}),
        )
        .await;
        page.goto(url).await;
        page
    }
}

impl Page<'_> {
    /// A command to this page.
    pub async fn call(&self, method: &str, params: Value) -> Value {
        self.browser.send(Some(&self.session), method, params).await
    }

    /// Navigates and waits until the document has loaded.
    pub async fn goto(&self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
        assert!(
            self.wait_for(
                "document.readyState === 'complete' && location.href !== 'about:blank'",
                20
            )
            .await,
            "the page at {url} did not load"
        );
    }

    /// Evaluates `expr` (awaiting a promise) and returns its value.
    pub async fn eval(&self, expr: &str) -> Value {
        let r = self
            .call(
                "Runtime.evaluate",
                json!({"expression": expr, "awaitPromise": true, "returnByValue": true}),
            )
            .await;
        assert!(
            r.get("exceptionDetails").is_none(),
            "script `{expr}` threw: {}",
            r["exceptionDetails"]
        );
        r["result"]["value"].clone()
    }

    /// Starts evaluating `expr` now (awaiting a promise); the returned future gets its value.
    pub fn eval_later(&self, expr: &str) -> impl std::future::Future<Output = Value> + 'static {
        let rx = self.browser.start(
            Some(&self.session),
            "Runtime.evaluate",
            json!({"expression": expr, "awaitPromise": true, "returnByValue": true}),
        );
        async move { rx.await.unwrap()["result"]["result"]["value"].clone() }
    }

    /// Waits until `expr` is true, for at most three times `secs`: `secs` is what an idle
    /// machine needs with room to spare, and a loaded CI machine was seen to need more.
    pub async fn wait_for(&self, expr: &str, secs: u64) -> bool {
        let until = std::time::Instant::now() + Duration::from_secs(secs.saturating_mul(3));
        while std::time::Instant::now() < until {
            let r = self
                .call(
                    "Runtime.evaluate",
                    json!({"expression": format!("!!({expr})"), "returnByValue": true}),
                )
                .await;
            if r["result"]["value"] == json!(true) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    /// Saves a PNG of the page as `name` in `AIRLOCK_SCREENSHOT_DIR`, when that is set (for a
    /// person to look at what the tests saw).
    pub async fn screenshot(&self, name: &str) {
        let Ok(dir) = std::env::var("AIRLOCK_SCREENSHOT_DIR") else {
            return;
        };
        let shot = self
            .call("Page.captureScreenshot", json!({"format": "png"}))
            .await;
        let data = shot["data"].as_str().unwrap();
        let bytes = base64_decode(data);
        std::fs::write(std::path::Path::new(&dir).join(name), bytes).unwrap();
    }

    /// Presses one key, as a person would (keyDown with its text, then keyUp).
    pub async fn press(&self, key: &str) {
        let text = if key.chars().count() == 1 { key } else { "" };
        let code = match key {
            "Enter" => 13,
            _ => key
                .chars()
                .next()
                .map_or(0, |c| c.to_ascii_uppercase() as u32),
        };
        for kind in ["keyDown", "keyUp"] {
            let mut params = json!({"type": kind, "key": key, "windowsVirtualKeyCode": code});
            if kind == "keyDown" && !text.is_empty() {
                params["text"] = json!(text);
            }
            if key == "Enter" && kind == "keyDown" {
                params["text"] = json!("\r");
            }
            self.call("Input.dispatchKeyEvent", params).await;
        }
    }

    /// Types text into the focused element.
    pub async fn type_text(&self, text: &str) {
        self.call("Input.insertText", json!({"text": text})).await;
    }

    /// Clicks the centre of the element `selector` with the mouse, scrolled into view first (a
    /// click outside the viewport reaches nothing).
    pub async fn click(&self, selector: &str) {
        let js = format!(
            "(() => {{ const e = document.querySelector({}); e.scrollIntoView({{block: 'center'}}); \
             const r = e.getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()",
            json!(selector)
        );
        let xy = self.eval(&js).await;
        let (x, y) = (xy[0].as_f64().unwrap(), xy[1].as_f64().unwrap());
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            )
            .await;
        }
    }
}

/// Waits for chromium to write its DevTools port, and returns the browser's WebSocket URL.
async fn devtools_url(file: PathBuf) -> String {
    for _ in 0..400 {
        if let Ok(text) = std::fs::read_to_string(&file) {
            let mut lines = text.lines();
            if let (Some(port), Some(path)) = (lines.next(), lines.next()) {
                return format!("ws://127.0.0.1:{port}{path}");
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("chromium did not open its DevTools port");
}

/// Standard base64, as DevTools sends screenshots.
fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let clean: Vec<u8> = text
        .bytes()
        .filter(|c| *c != b'=' && !c.is_ascii_whitespace())
        .collect();
    let mut out = Vec::with_capacity(clean.len() * 3 / 4);
    for chunk in clean.chunks(4) {
        let mut acc = 0_u32;
        for (i, c) in chunk.iter().enumerate() {
            acc |= u32::from(value(*c)) << (18 - 6 * i);
        }
        let bytes = acc.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}
