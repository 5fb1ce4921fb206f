//! The approval and audit pages in real headless chromium (Debian's, installed by .ci/run),
//! driven over the DevTools protocol: an agent's call waits until the test clicks approve on the
//! page; a deny typed with the keyboard reaches the agent with its reason; hostile text in tool
//! names, arguments, reasons and lineage renders as text and executes nothing; the token never
//! reaches another server on the same host.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "tests"
)]

mod support;

use std::time::Duration;

use airlock_gate::{DecidedBy, Request};
use serde_json::json;
use support::cdp::Browser;
use support::*;

/// The page's status once its event stream is connected.
const LIVE: &str = "document.getElementById('status').textContent === 'live'";

/// An agent's `send_mail` call (always asks), decided on a task of its own.
fn send_mail(home: &std::path::Path) -> tokio::task::JoinHandle<airlock_gate::Verdict> {
    let gate = agent_gate(home);
    tokio::spawn(async move {
        gate.decide(&Request::new(
            "s1",
            Some("mail"),
            "send_mail",
            json!({"to": "boss@example.com"}),
        ))
        .await
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_waiting_call_proceeds_when_approve_is_clicked_on_the_page() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let browser = Browser::launch().await;
    let page = browser.open(&d.daemon.login_url()).await;
    assert!(page.wait_for(LIVE, 10).await);
    assert_eq!(
        (
            page.eval("location.search").await,
            page.eval("location.hash").await
        ),
        (json!(""), json!("")),
        "the token left the address bar"
    );

    let gate = agent_gate(dir.path());
    let mut req = Request::new(
        "s1",
        Some("acme"),
        "frob",
        json!({"path": "notes.txt", "old_string": "alpha\nbeta", "new_string": "alpha\ngamma"}),
    );
    req.agent.depth = 1;
    req.agent.lineage = vec!["main".into(), "researcher".into()];
    let call = tokio::spawn(async move { gate.decide(&req).await });

    // The card appears live, without a reload, with what a person needs to judge the call.
    assert!(
        page.wait_for("document.querySelector('.card')", 10).await,
        "no card appeared"
    );
    let card = page
        .eval(
            "(() => { const c = document.querySelector('.card'); return {
                server: c.querySelector('.server').textContent,
                label: c.querySelector('.label').textContent,
                tier: c.querySelector('.tier').textContent,
                lineage: c.querySelector('.fact.lineage dd').textContent,
                left: c.querySelector('.left').textContent,
                added: Array.from(c.querySelectorAll('.diff .add')).map(n => n.textContent),
                removed: Array.from(c.querySelectorAll('.diff .del')).map(n => n.textContent),
                args: c.querySelector('.args-json').textContent,
            }; })()",
        )
        .await;
    assert_eq!(card["server"], "acme");
    assert_eq!(card["label"], "frob");
    assert_eq!(card["tier"], "ask once");
    assert_eq!(card["lineage"], "main → researcher");
    assert!(card["left"].as_str().unwrap().ends_with("left"), "{card}");
    assert_eq!(card["added"], json!(["+ gamma"]));
    assert_eq!(card["removed"], json!(["- beta"]));
    assert!(
        card["args"]
            .as_str()
            .unwrap()
            .contains("\"path\": \"notes.txt\"")
    );
    assert!(!call.is_finished(), "the call waits for the human");
    page.screenshot("approval-card.png").await;

    page.click(".card button.approve").await;
    let verdict = tokio::time::timeout(Duration::from_secs(10), call)
        .await
        .unwrap()
        .unwrap();
    assert!(verdict.runs(), "{}", verdict.message());
    assert_eq!(verdict.decided_by, DecidedBy::Human);
    assert!(page.wait_for("!document.querySelector('.card')", 5).await);
    assert!(
        page.wait_for(
            "document.querySelector('#recent li .outcome').textContent === 'approved once'",
            5
        )
        .await
    );
    d.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deny_typed_on_the_page_reaches_the_agent_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let browser = Browser::launch().await;
    let page = browser.open(&d.daemon.login_url()).await;
    assert!(page.wait_for(LIVE, 10).await);
    let call = send_mail(dir.path());
    assert!(
        page.wait_for("document.querySelector('.card.selected')", 10)
            .await
    );
    // Keyboard only: d focuses the reason, Enter denies.
    page.press("d").await;
    assert!(
        page.wait_for("document.activeElement.classList.contains('reason')", 5)
            .await
    );
    page.type_text("write a draft instead").await;
    page.press("Enter").await;
    let verdict = tokio::time::timeout(Duration::from_secs(10), call)
        .await
        .unwrap()
        .unwrap();
    assert!(!verdict.runs());
    assert_eq!(verdict.decided_by, DecidedBy::Human);
    assert!(
        verdict.message().contains("write a draft instead"),
        "{}",
        verdict.message()
    );
    d.stop();
}

/// Markup that would run script if any of it were parsed as HTML.
const HOSTILE: &[&str] = &[
    "<script>window.__pwned = 'script'</script>",
    "\"><img src=x onerror=\"window.__pwned='img'\">",
    "'><svg onload=window.__pwned='svg'>",
    "</pre><iframe src=\"javascript:window.top.__pwned='iframe'\"></iframe>",
    "<a href=\"javascript:window.__pwned='a'\" id=evil>click</a>",
];

/// The page lists the pending approvals when it connects; a card that arrives as an event while
/// that listing is on its way is newer than the listing and must stay.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_card_that_arrives_while_the_page_loads_its_list_stays() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let browser = Browser::launch().await;
    let page = browser.open(&d.daemon.login_url()).await;
    assert!(page.wait_for(LIVE, 10).await);
    // From the next load on, every answer to the listing reaches the page 3 s late; once the
    // page has read it (a task after its body's promise settles, so after the page's own
    // continuations, which apply it), `__applied` counts it.
    page.call(
        "Page.addScriptToEvaluateOnNewDocument",
        json!({"source": "const f = window.fetch; window.__held = 0; window.__applied = 0; \
            window.fetch = (u, o) => { \
            const p = f(u, o); if (!String(u).includes('/v1/approvals')) return p; \
            window.__held += 1; return p.then(r => { const json = r.json.bind(r); \
            r.json = () => json().finally(() => setTimeout(() => { window.__applied += 1; }, 0)); \
            return new Promise(ok => setTimeout(() => ok(r), 3000)); }); };"}),
    )
    .await;
    page.goto(&format!("{}/", d.daemon.url())).await;
    assert!(
        page.wait_for(&format!("{LIVE} && window.__held === 1"), 10)
            .await
    );
    let call = send_mail(dir.path());
    assert!(
        page.wait_for("document.querySelector('.card.selected')", 10)
            .await,
        "the card did not arrive as an event"
    );
    // The held listing, which was fetched before the call asked, has been applied.
    assert!(
        page.wait_for("window.__applied === 1", 10).await,
        "the held listing never reached the page"
    );
    assert_eq!(
        page.eval("document.querySelectorAll('.card.selected').length")
            .await,
        json!(1),
        "the listing from before the card removed it"
    );
    page.press("a").await;
    let verdict = tokio::time::timeout(Duration::from_secs(30), call)
        .await
        .unwrap()
        .unwrap();
    assert!(verdict.runs(), "{}", verdict.message());
    d.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_text_renders_as_text_and_executes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let browser = Browser::launch().await;
    let page = browser.open(&d.daemon.login_url()).await;
    assert!(page.wait_for(LIVE, 10).await);
    let bidi = "invoice\u{202e}fdp.exe";
    for (i, evil) in HOSTILE.iter().enumerate() {
        let body = json!({
            "tool": format!("tool{i}{evil}"),
            "server": format!("srv{evil}"),
            "label": format!("{evil} {bidi}"),
            "reason": format!("the tool's description speaks to the model ({evil})"),
            "lineage": [format!("agent{evil}"), bidi],
            "args": {"path": format!("a{evil}.txt"), "content": format!("line\n{evil}\n{bidi}")},
        });
        let (status, v) = api("POST", &format!("{}/v1/approvals", d.url), Some(body)).await;
        assert_eq!(status, 201, "{v}");
    }
    // A recorded decision (denied by the policy, so nobody is asked) with hostile text, for
    // the audit page.
    let gate = agent_gate(dir.path());
    let v = gate
        .decide(&Request::new(
            "s1",
            Some(HOSTILE[1]),
            "nuke",
            json!({"x": HOSTILE[2]}),
        ))
        .await;
    assert!(!v.runs());

    let n = HOSTILE.len();
    assert!(
        page.wait_for(
            &format!("document.querySelectorAll('.card').length === {n}"),
            10
        )
        .await,
        "every hostile card rendered"
    );
    // Whatever the page loads has settled (an image that fails fires its `error` handler as
    // it completes), so a handler smuggled in would have run by now.
    assert!(
        page.wait_for(
            "document.readyState === 'complete' && \
             Array.from(document.images).every(i => i.complete)",
            10
        )
        .await
    );
    let report = page
        .eval(
            "(() => { const cards = document.getElementById('cards'); return {
                pwned: window.__pwned === undefined ? null : String(window.__pwned),
                violations: window.__violations,
                elements: cards.querySelectorAll('script, img, svg, iframe, a, object, embed').length,
                scripts: document.scripts.length,
                text: cards.textContent,
            }; })()",
        )
        .await;
    assert_eq!(report["pwned"], json!(null), "{report}");
    assert_eq!(report["violations"], json!([]), "nothing even tried to run");
    assert_eq!(
        report["elements"], 0,
        "no markup from the data became elements"
    );
    assert_eq!(report["scripts"], 2, "only the page's own scripts");
    let text = report["text"].as_str().unwrap();
    for evil in HOSTILE {
        assert!(text.contains(evil), "`{evil}` is shown as text");
    }
    assert!(
        text.contains("invoice⟨U+202E⟩fdp.exe"),
        "the bidi override is made visible"
    );
    assert!(
        !text.contains('\u{202e}'),
        "no raw bidi override reaches the page"
    );

    // The audit page, with the hostile record in its table and its chart.
    page.goto(&format!("{}/audit", d.url)).await;
    assert!(
        page.wait_for(
            "document.querySelectorAll('#records tbody tr').length >= 1",
            10
        )
        .await
    );
    assert!(
        page.wait_for("document.querySelector('#chart svg')", 10)
            .await
    );
    page.screenshot("audit.png").await;
    let audit = page
        .eval(
            "(() => ({
                pwned: window.__pwned === undefined ? null : String(window.__pwned),
                violations: window.__violations,
                elements: document.querySelectorAll('main img, main script, main iframe, #records a, #chart foreignObject').length,
                table: document.querySelector('#records tbody').textContent,
                caption: document.querySelector('#chart figcaption').textContent,
            }))()",
        )
        .await;
    assert_eq!(audit["pwned"], json!(null), "{audit}");
    assert_eq!(audit["violations"], json!([]));
    assert_eq!(audit["elements"], 0);
    assert!(audit["table"].as_str().unwrap().contains(HOSTILE[1]));
    assert!(audit["caption"].as_str().unwrap().contains(HOSTILE[1]));
    d.stop();
}

/// Every element inside the viewport's width, and no word broken across lines: what the page
/// measures of itself.
const LAYOUT: &str = r#"(() => {
  const w = document.documentElement.clientWidth;
  const wide = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.width > 0 && (r.right > w + 0.5 || r.left < -0.5)) {
      wide.push(e.tagName + '.' + e.className + ' right=' + Math.round(r.right));
    }
  }
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const t = walker.currentNode;
    const re = /\S+/g;
    let m;
    while ((m = re.exec(t.textContent))) {
      const range = document.createRange();
      range.setStart(t, m.index);
      range.setEnd(t, m.index + m[0].length);
      const lines = new Set(Array.from(range.getClientRects())
        .filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(m[0]);
    }
  }
  return { width: w, scroll: document.documentElement.scrollWidth, wide, broken };
})()"#;

/// issue 24: cards say where a call comes from and what each command of a script is; the
/// audit page lays out at 1,000 and 1,600 px without a word broken, in human units, with the
/// decisions made through the API.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue24_cards_name_host_project_and_commands_and_the_audit_fits_two_widths() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let browser = Browser::launch().await;
    let page = browser.open(&d.daemon.login_url()).await;
    assert!(page.wait_for(LIVE, 10).await);

    // A program asks through the API about a shell script.
    let (status, created) = api(
        "POST",
        &format!("{}/v1/approvals", d.url),
        Some(json!({
            "tool": "run_shell",
            "session": "ci-7",
            "cwd": "/home/u/projects/release-tools",
            "args": {"command": "ls -la && rm -rf build"},
        })),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert!(
        page.wait_for("document.querySelector('.card .commands')", 10)
            .await
    );
    let card = page
        .eval(
            "(() => { const c = document.querySelector('.card');
              const fact = (n) => Array.from(c.querySelectorAll('.fact'))
                .find((f) => f.querySelector('dt').textContent === n);
              return {
                commands: Array.from(c.querySelectorAll('.commands li')).map((li) =>
                  [li.querySelector('.command').textContent, li.querySelector('.tier').textContent]),
                host: fact('host') && fact('host').querySelector('dd').textContent,
                project: fact('project') && fact('project').querySelector('dd').textContent,
                always: (c.querySelector('.no-always') || {}).textContent || '',
              }; })()",
        )
        .await;
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap();
    assert_eq!(card["host"], host.trim(), "{card}");
    assert_eq!(card["project"], "/home/u/projects/release-tools", "{card}");
    let commands = card["commands"].as_array().unwrap();
    assert_eq!(commands.len(), 2, "{card}");
    assert_eq!(commands[0][0], "ls -la", "{card}");
    assert_eq!(commands[1][0], "rm -rf build", "{card}");
    assert_eq!(commands[1][1], "always ask", "{card}");
    assert!(
        card["always"]
            .as_str()
            .unwrap()
            .contains("No \"approve always\""),
        "{card}"
    );
    for width in [1000, 1600] {
        page.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": false}),
        )
        .await;
        page.screenshot(&format!("card-{width}.png")).await;
    }

    // Decided through the API, with a reason; and calls a gate records, some with long names.
    let id = created["id"].as_str().unwrap();
    let (status, _) = api(
        "POST",
        &format!("{}/v1/approvals/{id}/decision", d.url),
        Some(
            json!({"answer": "deny", "reason": "this deletes the build folder the release \
            job reads from; ask the maintainers of the release tools first"}),
        ),
    )
    .await;
    assert_eq!(status, 200);
    let gate = agent_gate(dir.path());
    for tool in [
        "read_notes",
        "read_the_quarterly_planning_document_for_the_infrastructure_team_in_full",
    ] {
        let v = gate
            .decide(&Request::new(
                "session-with-a-rather-long-identifier-0123456789abcdef",
                Some("a-server-with-a-long-name-for-its-documents"),
                tool,
                json!({"path": "/home/u/projects/release-tools/docs/planning/2026-q4.md"}),
            ))
            .await;
        assert!(v.runs());
    }

    // A call the hook flow handed to Claude Code's own dialog, with no after-tool event: it did
    // not run, and nobody here saw a "no".
    {
        let masker = airlock_mask::Masker::new();
        let mut store = airlock_store::Store::open(&airlock_gate::store_path(dir.path())).unwrap();
        store
            .append(airlock_store::NewRecord {
                time_ms: i64::try_from(
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .unwrap()
                        .as_millis(),
                )
                .unwrap(),
                session: "cc-1".into(),
                server: String::new(),
                tool: "Bash".into(),
                label: masker.mask("Bash: cargo publish"),
                tier: "always_ask".into(),
                action: "deny".into(),
                rule: masker.mask("publishing"),
                decided_by: "claude-code".into(),
                detail: masker.mask("asked at Claude Code's dialog → did not run"),
                duration_ms: 4,
                args: masker.mask(r#"{"command":"cargo publish"}"#),
            })
            .unwrap();
    }
    let audit = format!("{}/audit", d.url);
    page.goto(&audit).await;
    assert!(
        page.wait_for(
            "document.querySelectorAll('#records tbody tr').length >= 4",
            10
        )
        .await
    );
    let rows = page
        .eval(
            "Array.from(document.querySelectorAll('#records tbody tr')).map((tr) =>
               Array.from(tr.cells).map((td) => td.textContent))",
        )
        .await;
    let rows = rows.as_array().unwrap();
    let api_row = rows
        .iter()
        .find(|r| r[2] == "run_shell")
        .unwrap_or_else(|| panic!("the API's decision is not in the audit: {rows:?}"));
    assert_eq!(api_row[5], "denied", "{api_row}");
    let hook_row = rows
        .iter()
        .find(|r| r[2] == "Bash")
        .unwrap_or_else(|| panic!("the hook's record is not in the audit: {rows:?}"));
    assert_eq!(
        (hook_row[5].as_str(), hook_row[6].as_str()),
        (Some("not run"), Some("claude-code")),
        "a call asked at the host's dialog that never ran reads \"not run\", not \"denied\": {hook_row}"
    );
    assert!(
        rows.iter()
            .filter(|r| r[2] == "read_notes")
            .all(|r| r[5] == "ran"),
        "{rows:?}"
    );
    assert!(
        api_row[8]
            .as_str()
            .unwrap()
            .contains("asked through the API"),
        "{api_row}"
    );
    for r in rows {
        let took = r[9].as_str().unwrap();
        assert!(
            [" ms", " s", " min", " h"].iter().any(|u| took.contains(u)),
            "a duration in human units: {r}"
        );
    }
    for width in [1000, 1600] {
        page.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": false}),
        )
        .await;
        let layout = page.eval(LAYOUT).await;
        // The viewport less a vertical scroll bar, if any.
        let inner = layout["width"].as_u64().unwrap();
        assert!(inner <= width && inner + 20 >= width, "{layout}");
        assert_eq!(
            layout["scroll"], inner,
            "the page scrolls sideways: {layout}"
        );
        assert_eq!(
            layout["wide"],
            json!([]),
            "wider than the viewport: {layout}"
        );
        assert_eq!(layout["broken"], json!([]), "words broken inside: {layout}");
        page.screenshot(&format!("audit-{width}.png")).await;
    }
    d.stop();
}

/// A second server on loopback that records the head of every request it gets, and answers a
/// small page.
async fn recording_server() -> (u16, std::sync::Arc<std::sync::Mutex<Vec<String>>>) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = std::sync::Arc::clone(&seen);
    tokio::spawn(async move {
        loop {
            let Ok((mut s, _)) = listener.accept().await else {
                return;
            };
            let log = std::sync::Arc::clone(&log);
            tokio::spawn(async move {
                let mut head = Vec::new();
                let mut buf = [0_u8; 4096];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match s.read(&mut buf).await {
                        Ok(0) | Err(_) => break,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                log.lock()
                    .unwrap()
                    .push(String::from_utf8_lossy(&head).into_owned());
                let body = "<!doctype html><title>other</title><p>another local server</p>";
                let reply = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: {}\r\n\
                     connection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = s.write_all(reply.as_bytes()).await;
            });
        }
    });
    (port, seen)
}

/// The page keeps its token out of cookies (cookies ignore the port, so every server on the
/// host would get one): after logging in with the printed URL, the browser holds no cookie, and
/// a visit to another server on 127.0.0.1 (and on localhost) carries neither a cookie nor the
/// token; back on the daemon's page in the same tab, the page is still logged in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_token_reaches_no_other_local_server() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let token = BEARER.trim_start_matches("Bearer ");
    let (port, seen) = recording_server().await;
    let browser = Browser::launch().await;
    let login = d.daemon.login_url();
    assert!(login.contains("#token="), "{login}");
    let page = browser.open(&login).await;
    assert!(page.wait_for(LIVE, 10).await, "the page logged in");
    assert_eq!(
        page.eval("location.href").await,
        json!(format!("{}/", d.url))
    );
    assert_eq!(page.eval("document.cookie").await, json!(""));
    assert_eq!(
        page.eval("sessionStorage.getItem('airlock_token')").await,
        json!(token)
    );
    let cookies = page.call("Network.getAllCookies", json!({})).await;
    assert_eq!(cookies["cookies"], json!([]), "the browser holds no cookie");
    // The audit page, reached by its link, reads with the same token.
    page.goto(&format!("{}/audit", d.url)).await;
    assert!(
        page.wait_for(
            "document.getElementById('verify').textContent === 'log intact (0 records)'",
            10
        )
        .await,
        "the audit page read the log"
    );
    for host in ["127.0.0.1", "localhost"] {
        let before = seen.lock().unwrap().len();
        page.goto(&format!("http://{host}:{port}/visit")).await;
        assert!(
            eventually(10, async || seen.lock().unwrap().len() > before).await,
            "the other server was visited at {host}"
        );
    }
    page.goto(&format!("{}/", d.url)).await;
    assert!(page.wait_for(LIVE, 10).await, "still logged in in this tab");
    let requests = seen.lock().unwrap().clone();
    assert!(!requests.is_empty());
    for head in &requests {
        let lower = head.to_ascii_lowercase();
        assert!(
            !head.contains(token),
            "the token reached another server: {head}"
        );
        assert!(
            !lower.contains("\r\ncookie:"),
            "a cookie reached another server: {head}"
        );
        assert!(!lower.contains("authorization:"), "{head}");
    }
    d.stop();
}

/// A team's page: cards from many hosts and users (a shared store brings them all), filtered
/// by host and by user; the filters offer the values the cards carry.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_filters_cards_by_host_and_user() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let browser = Browser::launch().await;
    let page = browser.open(&d.daemon.login_url()).await;
    assert!(page.wait_for(LIVE, 10).await);
    for (n, host, user) in [
        (1, "laptop-ana", "ana"),
        (2, "ci-runner", "bob"),
        (3, "laptop-ana", "bob"),
    ] {
        let (status, created) = api(
            "POST",
            &format!("{}/v1/approvals", d.url),
            Some(json!({
                "tool": "send_email",
                "session": format!("s{n}"),
                "host": host,
                "user": user,
                "cwd": "/srv/app",
                "args": {"n": n},
            })),
        )
        .await;
        assert_eq!(status, 201, "{created}");
    }
    assert!(
        page.wait_for("document.querySelectorAll('.card').length === 3", 10)
            .await
    );
    let shown = "(() => Array.from(document.querySelectorAll('.card'))
        .filter((c) => !c.hidden)
        .map((c) => Array.from(c.querySelectorAll('.fact'))
          .filter((f) => ['host', 'user'].includes(f.querySelector('dt').textContent))
          .map((f) => f.querySelector('dd').textContent).join('/'))
        .sort())()";
    let choose = |id: &str, value: &str| {
        format!(
            "(() => {{ const s = document.getElementById('{id}'); s.value = '{value}';
              s.dispatchEvent(new Event('change')); return s.value; }})()"
        )
    };
    let options = page
        .eval("Array.from(document.getElementById('filter-host').options).map((o) => o.value)")
        .await;
    assert_eq!(options, json!(["", "ci-runner", "laptop-ana"]));
    assert_eq!(
        page.eval(&choose("filter-host", "laptop-ana")).await,
        "laptop-ana"
    );
    assert_eq!(
        page.eval(shown).await,
        json!(["laptop-ana/ana", "laptop-ana/bob"])
    );
    assert_eq!(page.eval(&choose("filter-user", "bob")).await, "bob");
    assert_eq!(page.eval(shown).await, json!(["laptop-ana/bob"]));
    page.eval(&choose("filter-host", "")).await;
    assert_eq!(
        page.eval(shown).await,
        json!(["ci-runner/bob", "laptop-ana/bob"])
    );
    d.stop();
}
