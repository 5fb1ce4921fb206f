//! The HTTP API, through `Daemon::app()` in process where no socket is needed, and over a real
//! loopback socket where one is (the gate's daemon approver, a long-poll's connection): errors
//! name the field, the token, Host, Origin and CSRF checks, decide-once, timeouts, durability across a restart, the gate's daemon approver
//! (approve, deny with a reason, withdraw, reconnect after a restart), approve-always and the
//! webhook.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "tests"
)]

mod support;

use std::time::{Duration, Instant};

use airlock_gate::{DecidedBy, Request};
use serde_json::{Value, json};
use support::*;

async fn create(url: &str, body: Value) -> Value {
    let (status, v) = api("POST", &format!("{url}/v1/approvals"), Some(body)).await;
    assert_eq!(status, 201, "{v}");
    v
}

async fn decide(url: &str, id: &str, body: Value) -> (u16, Value) {
    api(
        "POST",
        &format!("{url}/v1/approvals/{id}/decision"),
        Some(body),
    )
    .await
}

/// One table of bad requests: each gets a 4xx naming the field.
#[tokio::test]
async fn bad_input_gets_a_4xx_naming_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let d = start_app(dir.path(), |_| {}).await;
    let u = &d.url;
    let id = create(u, json!({"tool": "frob", "server": "acme"})).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let cases: Vec<(&str, String, Option<&str>, u16, &str)> = vec![
        (
            "POST",
            format!("{u}/v1/decide"),
            Some("{not json"),
            400,
            "body",
        ),
        ("POST", format!("{u}/v1/decide"), Some("[1]"), 400, "body"),
        ("POST", format!("{u}/v1/decide"), Some("{}"), 400, "tool"),
        (
            "POST",
            format!("{u}/v1/decide"),
            Some(r#"{"tool":""}"#),
            400,
            "tool",
        ),
        (
            "POST",
            format!("{u}/v1/decide"),
            Some(r#"{"tool":3}"#),
            400,
            "tool",
        ),
        (
            "POST",
            format!("{u}/v1/decide"),
            Some(r#"{"tool":"t","args":[1]}"#),
            400,
            "args",
        ),
        (
            "POST",
            format!("{u}/v1/decide"),
            Some(r#"{"tool":"t","depth":-1}"#),
            400,
            "depth",
        ),
        (
            "POST",
            format!("{u}/v1/decide"),
            Some(r#"{"tool":"t","lineage":[1]}"#),
            400,
            "lineage",
        ),
        (
            "POST",
            format!("{u}/v1/decide"),
            Some(r#"{"tool":"t","bogus":1}"#),
            400,
            "bogus",
        ),
        (
            "POST",
            format!("{u}/v1/approvals"),
            Some(r#"{"tool":"t","id":"x"}"#),
            400,
            "id",
        ),
        (
            "POST",
            format!("{u}/v1/approvals"),
            Some(r#"{"tool":"t","tier":"maybe"}"#),
            400,
            "tier",
        ),
        (
            "POST",
            format!("{u}/v1/approvals"),
            Some(r#"{"tool":"t","timeout_secs":0}"#),
            400,
            "timeout_secs",
        ),
        (
            "POST",
            format!("{u}/v1/approvals"),
            Some(r#"{"tool":"t","cost_usd":-1}"#),
            400,
            "cost_usd",
        ),
        (
            "GET",
            format!("{u}/v1/approvals/not-an-id"),
            None,
            400,
            "id",
        ),
        (
            "GET",
            format!("{u}/v1/approvals/{id}?wait=abc"),
            None,
            400,
            "wait",
        ),
        (
            "GET",
            format!("{u}/v1/approvals/{id}?wait=999"),
            None,
            400,
            "wait",
        ),
        (
            "GET",
            format!("{u}/v1/approvals/{id}?soon=1"),
            None,
            400,
            "soon",
        ),
        (
            "GET",
            format!("{u}/v1/approvals/0190d7a2-0000-7000-8000-000000000000"),
            None,
            404,
            "id",
        ),
        (
            "GET",
            format!("{u}/v1/approvals?state=maybe"),
            None,
            400,
            "state",
        ),
        (
            "POST",
            format!("{u}/v1/approvals/{id}/decision"),
            Some("{}"),
            400,
            "answer",
        ),
        (
            "POST",
            format!("{u}/v1/approvals/{id}/decision"),
            Some(r#"{"answer":"yes"}"#),
            400,
            "answer",
        ),
        (
            "POST",
            format!("{u}/v1/approvals/{id}/decision"),
            Some(r#"{"answer":"once","reason":"x"}"#),
            400,
            "reason",
        ),
        (
            "POST",
            format!("{u}/v1/approvals/{id}/decision"),
            Some(r#"{"answer":"always"}"#),
            409,
            "answer",
        ),
        (
            "POST",
            format!("{u}/v1/approvals/{id}/decision"),
            Some(r#"{"answer":"definition"}"#),
            409,
            "answer",
        ),
        ("GET", format!("{u}/v1/audit?limit=0"), None, 400, "limit"),
        (
            "GET",
            format!("{u}/v1/audit?since=yesterday"),
            None,
            400,
            "since",
        ),
        (
            "GET",
            format!("{u}/v1/audit?action=maybe"),
            None,
            400,
            "action",
        ),
        (
            "GET",
            format!("{u}/v1/audit/stats?since=10&until=5"),
            None,
            400,
            "since",
        ),
        (
            "GET",
            format!("{u}/v1/audit/stats?bucket=1"),
            None,
            400,
            "bucket",
        ),
    ];
    for (method, url, body, status, field) in cases {
        let (got, _, v) = http(
            method,
            &url,
            &[
                ("authorization", BEARER),
                ("content-type", "application/json"),
            ],
            body,
        )
        .await;
        assert_eq!(
            (got, v["field"].as_str()),
            (status, Some(field)),
            "{method} {url} {body:?}: {v}"
        );
        assert!(v["error"].as_str().is_some_and(|e| !e.is_empty()), "{v}");
    }
    // The approval is untouched by all of that.
    let (_, v) = api("GET", &format!("{u}/v1/approvals/{id}"), None).await;
    assert_eq!(v["state"], "pending");
    d.stop();
}

#[tokio::test]
async fn every_request_needs_the_token_and_this_daemons_host() {
    let dir = tempfile::tempdir().unwrap();
    let d = start_app(dir.path(), |_| {}).await;
    let u = &d.url;
    for path in ["/v1/health", "/v1/approvals", "/v1/audit", "/v1/events"] {
        let (status, _, v) = http("GET", &format!("{u}{path}"), &[], None).await;
        assert_eq!(
            (status, v["field"].as_str()),
            (401, Some("Authorization")),
            "{path}"
        );
        let (status, _, _) = http(
            "GET",
            &format!("{u}{path}"),
            &[("authorization", "Bearer 0123")],
            None,
        )
        .await;
        assert_eq!(status, 401, "{path} with a wrong token");
    }
    let (status, _, _) = http(
        "GET",
        &format!("{u}/v1/health"),
        &[("authorization", BEARER)],
        None,
    )
    .await;
    assert_eq!(status, 200);
    // A page on another name for this address (DNS rebinding) is refused even with the token.
    let (status, _, v) = http(
        "GET",
        &format!("{u}/v1/health"),
        &[("authorization", BEARER), ("host", "evil.example:80")],
        None,
    )
    .await;
    assert_eq!((status, v["field"].as_str()), (403, Some("Host")));
    // The page and its assets hold no data and are served without the token, never with a
    // cookie, even to a URL that carries the token.
    for path in ["/", "/audit", "/assets/app.js", "/assets/common.js"] {
        let (status, headers, _) = http("GET", &format!("{u}{path}"), &[], None).await;
        assert_eq!(status, 200, "{path}");
        assert!(headers.get("set-cookie").is_none(), "{path}");
    }
    let token = BEARER.trim_start_matches("Bearer ");
    let (_, headers, _) = http("GET", &format!("{u}/?token={token}"), &[], None).await;
    assert!(headers.get("set-cookie").is_none());
    // A cookie carrying the token is no proof.
    let cookie = format!("airlock_token={token}");
    let (status, _, _) = http(
        "GET",
        &format!("{u}/v1/health"),
        &[("cookie", &cookie)],
        None,
    )
    .await;
    assert_eq!(status, 401);
    d.stop();
}

/// The page sends the token as a bearer header like any program; an action carrying an Origin
/// must carry this daemon's, and the page has a strict CSP and no templated secret.
#[tokio::test]
async fn page_actions_need_the_token_and_this_daemons_origin() {
    let dir = tempfile::tempdir().unwrap();
    let d = start_app(dir.path(), |_| {}).await;
    let u = d.url.clone();
    let token = BEARER.trim_start_matches("Bearer ");
    // The printed URL carries the token in the fragment, which no browser sends anywhere.
    assert_eq!(d.daemon.login_url(), format!("{u}/#token={token}"));
    let (status, headers, _) = http("GET", &format!("{u}/"), &[], None).await;
    assert_eq!(status, 200);
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
        "{csp}"
    );
    let id = create(&u, json!({"tool": "frob"})).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let target = format!("{u}/v1/approvals/{id}/decision");
    let body = Some(r#"{"answer":"once"}"#);
    let own = u.clone();
    let cookie = format!("airlock_token={token}");
    type Case<'a> = (Vec<(&'a str, &'a str)>, u16, Option<&'a str>);
    let cases: Vec<Case> = vec![
        (
            vec![("cookie", &cookie), ("origin", &own)],
            401,
            Some("Authorization"),
        ),
        (vec![("origin", &own)], 401, Some("Authorization")),
        (
            vec![("authorization", BEARER), ("origin", "http://evil.example")],
            403,
            Some("Origin"),
        ),
        (
            vec![("authorization", BEARER), ("origin", "http://127.0.0.1:1")],
            403,
            Some("Origin"),
        ),
    ];
    for (headers, status, field) in cases {
        let mut h = headers.clone();
        h.push(("content-type", "application/json"));
        let (got, _, v) = http("POST", &target, &h, body).await;
        assert_eq!(
            (got, v["field"].as_str()),
            (status, field),
            "{headers:?}: {v}"
        );
    }
    let (_, v) = api("GET", &format!("{u}/v1/approvals/{id}"), None).await;
    assert_eq!(v["state"], "pending", "no refused action changed anything");
    let h = [
        ("authorization", BEARER),
        ("origin", own.as_str()),
        ("content-type", "application/json"),
    ];
    let (got, _, v) = http("POST", &target, &h, body).await;
    assert_eq!(
        (got, v["state"].as_str()),
        (200, Some("approved_once")),
        "{v}"
    );
    d.stop();
}

#[tokio::test]
async fn decide_returns_the_policys_decision_without_recording() {
    let dir = tempfile::tempdir().unwrap();
    let d = start_app(dir.path(), |_| {}).await;
    let (status, v) = api(
        "POST",
        &format!("{}/v1/decide", d.url),
        Some(json!({"tool": "nuke", "server": "ops"})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        (v["tier"].as_str(), v["run"].as_bool()),
        (Some("deny"), Some(false))
    );
    let (_, v) = api(
        "POST",
        &format!("{}/v1/decide", d.url),
        Some(json!({"tool": "read_notes"})),
    )
    .await;
    assert_eq!(
        (v["tier"].as_str(), v["run"].as_bool()),
        (Some("allow"), Some(true))
    );
    assert!(v["trail"].as_array().is_some_and(|t| !t.is_empty()));
    let (_, audit) = api("GET", &format!("{}/v1/audit", d.url), None).await;
    assert_eq!(audit["records"].as_array().unwrap().len(), 0);
    d.stop();
}

#[tokio::test]
async fn an_approval_is_decided_once_and_bound_to_its_call() {
    let dir = tempfile::tempdir().unwrap();
    let d = start_app(dir.path(), |_| {}).await;
    let args = json!({"target": "widget", "token": "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"});
    let v = create(
        &d.url,
        json!({"tool": "frob", "server": "acme", "args": args}),
    )
    .await;
    let id = v["id"].as_str().unwrap();
    assert_eq!(v["state"], "pending");
    assert_eq!(v["tier"], "ask_once");
    assert_eq!(
        v["call_hash"],
        airlock_gate::call_hash("acme", "frob", &args)
    );
    // Only masked text is stored and shown.
    assert!(!v.to_string().contains("ghp_0123456789"), "{v}");
    // The id is bound to the call: re-posting it with other arguments, or another tool, is a
    // conflict naming the hash; the same call again adopts the same approval.
    let url = format!("{}/v1/approvals", d.url);
    for other in [
        json!({"id": id, "tool": "frob", "server": "acme", "args": {"target": "gadget"}}),
        json!({"id": id, "tool": "frob", "server": "acme", "args": {}}),
        json!({"id": id, "tool": "frob2", "server": "acme", "args": args}),
        json!({"id": id, "tool": "frob", "server": "acme", "args": {"target": "widget",
            "token": "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"},
            "call_hash": airlock_gate::call_hash("acme", "frob", &json!({"target": "x"}))}),
    ] {
        let (status, v) = api("POST", &url, Some(other.clone())).await;
        assert_eq!(
            (status, v["field"].as_str()),
            (409, Some("id")),
            "{other}: {v}"
        );
        assert!(v["error"].as_str().unwrap().contains("call_hash"), "{v}");
    }
    let again = create(
        &d.url,
        json!({"id": id, "tool": "frob", "server": "acme", "args": args}),
    )
    .await;
    assert_eq!(
        (again["id"].as_str(), again["state"].as_str()),
        (Some(id), Some("pending"))
    );
    let (status, v) = decide(&d.url, id, json!({"answer": "deny", "reason": "not today"})).await;
    assert_eq!((status, v["state"].as_str()), (200, Some("denied")));
    assert_eq!(v["deny_reason"], "not today");
    let (status, v) = decide(&d.url, id, json!({"answer": "once"})).await;
    assert_eq!((status, v["field"].as_str()), (409, Some("id")), "{v}");
    let (_, v) = api("GET", &format!("{}/v1/approvals/{id}", d.url), None).await;
    assert_eq!(v["state"], "denied");
    // The record of a card asked through the API says where it was asked: the asker's host, user
    // and directory, not the daemon's (a team's daemon records cards from every host).
    let v = create(
        &d.url,
        json!({"tool": "frob", "server": "acme", "args": {"target": "elsewhere"},
            "host": "ci-runner-7", "user": "builder", "cwd": "/srv/builds/widget"}),
    )
    .await;
    assert_eq!(
        (v["host"].as_str(), v["user"].as_str()),
        (Some("ci-runner-7"), Some("builder"))
    );
    let elsewhere = v["id"].as_str().unwrap().to_owned();
    let (status, _) = decide(&d.url, &elsewhere, json!({"answer": "once"})).await;
    assert_eq!(status, 200);
    let (_, v) = api("GET", &format!("{}/v1/audit", d.url), None).await;
    let record = v["records"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["args"]["target"] == "elsewhere")
        .unwrap_or_else(|| panic!("no record of the card: {v}"));
    assert_eq!(
        (
            record["host"].as_str(),
            record["user"].as_str(),
            record["cwd"].as_str()
        ),
        (
            Some("ci-runner-7"),
            Some("builder"),
            Some("/srv/builds/widget")
        ),
        "{v}"
    );
    // A call the policy denies is never a question.
    let v = create(&d.url, json!({"tool": "nuke"})).await;
    assert_eq!(
        (v["state"].as_str(), v["decided_by"].as_str()),
        (Some("denied"), Some("rule"))
    );
    assert!(pending(&d.url).await.is_empty());
    d.stop();
}

#[tokio::test]
async fn past_its_timeout_an_approval_is_denied_with_that_reason() {
    let dir = tempfile::tempdir().unwrap();
    let d = start_app(dir.path(), |_| {}).await;
    let v = create(&d.url, json!({"tool": "frob", "timeout_secs": 1})).await;
    let id = v["id"].as_str().unwrap();
    // A long-poll returns as soon as the clock decides.
    let started = Instant::now();
    let (_, v) = api("GET", &format!("{}/v1/approvals/{id}?wait=10", d.url), None).await;
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(
        (
            v["state"].as_str(),
            v["decided_by"].as_str(),
            v["deny_reason"].as_str()
        ),
        (Some("denied"), Some("timeout"), Some("timed out"))
    );
    let (status, _) = decide(&d.url, id, json!({"answer": "once"})).await;
    assert_eq!(status, 409);
    d.stop();
}

#[tokio::test]
async fn a_restart_leaves_approvals_pending_and_a_waiter_gets_the_decision() {
    let dir = tempfile::tempdir().unwrap();
    let first = start_app(dir.path(), |_| {}).await;
    let id = create(&first.url, json!({"tool": "send_mail", "server": "mail"})).await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    first.stop();
    let second = start_app(dir.path(), |_| {}).await;
    let list = pending(&second.url).await;
    assert_eq!(list.len(), 1, "the restart kept it pending");
    assert_eq!(list[0]["id"], id);
    assert_eq!(list[0]["state"], "pending");
    // A waiter on the new daemon gets the decision when it is made (or at once, if the
    // decision came first).
    let url = second.url.clone();
    let poll = tokio::spawn({
        let id = id.clone();
        async move { api("GET", &format!("{url}/v1/approvals/{id}?wait=20"), None).await }
    });
    let (status, _) = decide(&second.url, &id, json!({"answer": "once"})).await;
    assert_eq!(status, 200);
    let (status, v) = poll.await.unwrap();
    assert_eq!((status, v["state"].as_str()), (200, Some("approved_once")));
    second.stop();
}

#[tokio::test]
async fn the_gates_call_waits_for_the_daemon_and_runs_when_approved() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let gate = agent_gate(dir.path());
    let mut req = Request::new("s1", Some("acme"), "frob", json!({"n": 1}));
    req.agent.depth = 1;
    req.agent.lineage = vec!["main".into(), "researcher".into()];
    let call = tokio::spawn(async move { gate.decide(&req).await });
    let url = d.url.clone();
    assert!(eventually(10, async || !pending(&url).await.is_empty()).await);
    let card = pending(&d.url).await.remove(0);
    // One approval, under the gate's own id, with the sub-agent's lineage on the card.
    assert_eq!(card["lineage"], "main → researcher");
    assert!(
        card["rule"]
            .as_str()
            .unwrap()
            .starts_with("tool rule test.toml:"),
        "{card}"
    );
    let (status, _) = decide(
        &d.url,
        card["id"].as_str().unwrap(),
        json!({"answer": "session"}),
    )
    .await;
    assert_eq!(status, 200);
    let verdict = call.await.unwrap();
    assert!(verdict.runs(), "{}", verdict.message());
    assert_eq!(verdict.decided_by, DecidedBy::Human);
    let (_, all) = api("GET", &format!("{}/v1/approvals", d.url), None).await;
    assert_eq!(
        all["approvals"].as_array().unwrap().len(),
        1,
        "one source of truth"
    );
    d.stop();
}

#[tokio::test]
async fn a_deny_reason_reaches_the_agent_and_a_dropped_call_is_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let gate = std::sync::Arc::new(agent_gate(dir.path()));
    let g = std::sync::Arc::clone(&gate);
    let call = tokio::spawn(async move {
        g.decide(&Request::new(
            "s1",
            Some("mail"),
            "send_mail",
            json!({"to": "a@b.c"}),
        ))
        .await
    });
    let url = d.url.clone();
    assert!(eventually(10, async || !pending(&url).await.is_empty()).await);
    let id = pending(&d.url).await[0]["id"].as_str().unwrap().to_owned();
    decide(
        &d.url,
        &id,
        json!({"answer": "deny", "reason": "use the draft folder"}),
    )
    .await;
    let verdict = call.await.unwrap();
    assert!(!verdict.runs());
    assert!(
        verdict.message().contains("use the draft folder"),
        "{}",
        verdict.message()
    );
    // Now a call that the agent abandons while it waits.
    let g = std::sync::Arc::clone(&gate);
    let call = tokio::spawn(async move {
        g.decide(&Request::new(
            "s1",
            Some("mail"),
            "send_mail",
            json!({"to": "x@y.z"}),
        ))
        .await
    });
    assert!(eventually(10, async || !pending(&url).await.is_empty()).await);
    let id = pending(&d.url).await[0]["id"].as_str().unwrap().to_owned();
    call.abort();
    let url2 = d.url.clone();
    assert!(
        eventually(10, async || {
            let (_, v) = api("GET", &format!("{url2}/v1/approvals/{id}"), None).await;
            v["state"] == "denied" && v["decided_by"] == "cancelled"
        })
        .await,
        "the daemon heard the call was withdrawn"
    );
    d.stop();
}

#[tokio::test]
async fn the_agent_reconnects_to_a_restarted_daemon_and_gets_its_decision() {
    let dir = tempfile::tempdir().unwrap();
    let first = start(dir.path(), |_| {}).await;
    let gate = agent_gate(dir.path());
    let call = tokio::spawn(async move {
        gate.decide(&Request::new("s1", Some("acme"), "frob", json!({})))
            .await
    });
    let url = first.url.clone();
    assert!(eventually(10, async || !pending(&url).await.is_empty()).await);
    first.stop();
    // The daemon comes back elsewhere; the agent finds it through daemon.json.
    let second = start(dir.path(), |_| {}).await;
    let list = pending(&second.url).await;
    assert_eq!(list.len(), 1);
    // Decided at the second daemon: the agent learns it only by finding that daemon.
    decide(
        &second.url,
        list[0]["id"].as_str().unwrap(),
        json!({"answer": "once"}),
    )
    .await;
    let verdict = tokio::time::timeout(Duration::from_secs(20), call)
        .await
        .unwrap()
        .unwrap();
    assert!(verdict.runs(), "{}", verdict.message());
    second.stop();
}

#[tokio::test]
async fn approve_always_appends_an_allow_rule_to_the_policy_file() {
    let dir = tempfile::tempdir().unwrap();
    let policy_file = dir.path().join("policy.toml");
    std::fs::write(&policy_file, POLICY).unwrap();
    let pf = policy_file.clone();
    let d = start_app(dir.path(), move |c| c.policy_file = Some(pf)).await;
    // A gateway that read the same policy file before the answer, with nobody to ask.
    let running = airlock_gate::Gate::new(
        policy(POLICY),
        airlock_store::Store::open(&airlock_gate::store_path(dir.path())).unwrap(),
        std::sync::Arc::new(airlock_gate::NoApprover::new("nobody to ask")),
        {
            let mut config = airlock_gate::GateConfig::default();
            config.policy_file = Some(airlock_gate::policy_key(&policy_file));
            config
        },
    );
    let frob = Request::new("s9", Some("acme"), "frob", json!({}));
    let before = running.decide(&frob).await;
    assert!(!before.runs(), "it asks, and nobody answers");
    let v = create(&d.url, json!({"tool": "frob", "server": "acme"})).await;
    assert_eq!(v["offers_always"], true);
    // always_ask calls are never made "always".
    let mail = create(&d.url, json!({"tool": "send_mail", "server": "mail"})).await;
    assert_eq!(mail["offers_always"], false);
    let (status, _) = decide(
        &d.url,
        mail["id"].as_str().unwrap(),
        json!({"answer": "always"}),
    )
    .await;
    assert_eq!(status, 409);
    let (status, v) = decide(
        &d.url,
        v["id"].as_str().unwrap(),
        json!({"answer": "always"}),
    )
    .await;
    assert_eq!((status, v["answer"].as_str()), (200, Some("always")), "{v}");
    let text = std::fs::read_to_string(&policy_file).unwrap();
    let policy = airlock_policy::Policy::load("p", &text).unwrap();
    let args = json!({});
    let call = airlock_policy::Call::new("frob", Some("acme"), &args);
    assert_eq!(
        policy
            .resolve(&call, &airlock_policy::Context::default())
            .tier(),
        airlock_policy::Tier::Allow
    );
    // The running gateway does not wait for a restart to stop asking.
    let after = running.decide(&frob).await;
    assert!(after.runs(), "{}", after.message());
    assert_eq!(after.decided_by, DecidedBy::Grant);
    // Nor does the answer reach any other tool.
    let other = running
        .decide(&Request::new("s9", Some("acme"), "frobnicate", json!({})))
        .await;
    assert!(!other.runs());
    d.stop();
}

#[tokio::test]
async fn the_webhook_hears_of_new_approvals_and_a_dead_one_blocks_nothing() {
    // A one-shot HTTP listener that keeps the body it receives.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let hook = format!("http://{}/hook", listener.local_addr().unwrap());
    let got = tokio::spawn(async move {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let (mut s, _) = listener.accept().await.unwrap();
        let mut buf = Vec::new();
        let mut chunk = [0_u8; 4096];
        loop {
            let n = s.read(&mut chunk).await.unwrap();
            buf.extend_from_slice(&chunk[..n]);
            let text = String::from_utf8_lossy(&buf).to_string();
            if let Some((head, body)) = text.split_once("\r\n\r\n") {
                let len: usize = head
                    .lines()
                    .find_map(|l| {
                        l.to_ascii_lowercase()
                            .strip_prefix("content-length: ")
                            .map(|v| v.trim().parse().unwrap())
                    })
                    .unwrap_or(0);
                if body.len() >= len {
                    s.write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
                        .await
                        .unwrap();
                    return body.to_owned();
                }
            }
        }
    });
    let dir = tempfile::tempdir().unwrap();
    let d = start_app(dir.path(), |c| c.webhook = Some(hook)).await;
    let v = create(&d.url, json!({"tool": "frob", "server": "acme"})).await;
    let body: Value = serde_json::from_str(
        &tokio::time::timeout(Duration::from_secs(10), got)
            .await
            .unwrap()
            .unwrap(),
    )
    .unwrap();
    let text = body["text"].as_str().unwrap();
    assert!(text.contains("frob on acme"), "{text}");
    assert!(
        text.contains(&format!(
            "{}/#approval-{}",
            d.url,
            v["id"].as_str().unwrap()
        )),
        "{text}"
    );
    d.stop();
    // A webhook nobody answers: creating approvals stays fast.
    let dead = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let d = start_app(dir.path(), |c| {
        c.webhook = Some(format!("http://{dead}/hook"))
    })
    .await;
    let started = Instant::now();
    for _ in 0..3 {
        create(&d.url, json!({"tool": "frob"})).await;
    }
    assert!(started.elapsed() < Duration::from_secs(3));
    assert_eq!(pending(&d.url).await.len(), 3);
    d.stop();
}

#[tokio::test]
async fn audit_queries_filter_and_count() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let gate = agent_gate(dir.path());
    for tool in ["read_a", "read_b", "nuke"] {
        gate.decide(&Request::new("s1", Some("ops"), tool, json!({})))
            .await;
    }
    let (_, v) = api("GET", &format!("{}/v1/audit?action=deny", d.url), None).await;
    let records = v["records"].as_array().unwrap();
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["tool"], "nuke");
    let (_, v) = api("GET", &format!("{}/v1/audit?q=READ_B", d.url), None).await;
    assert_eq!(v["records"].as_array().unwrap().len(), 1);
    let (_, v) = api("GET", &format!("{}/v1/audit?limit=2", d.url), None).await;
    assert_eq!(v["records"].as_array().unwrap().len(), 2);
    let next = v["next_before"].as_i64().unwrap();
    let (_, v) = api(
        "GET",
        &format!("{}/v1/audit?limit=2&before={next}", d.url),
        None,
    )
    .await;
    assert_eq!(v["records"].as_array().unwrap().len(), 1);
    let (_, v) = api("GET", &format!("{}/v1/audit/stats", d.url), None).await;
    let buckets = v["buckets"].as_array().unwrap();
    let sum = |k: &str| buckets.iter().map(|b| b[k].as_u64().unwrap()).sum::<u64>();
    assert_eq!((sum("allowed"), sum("asked"), sum("denied")), (2, 0, 1));
    let (_, v) = api("GET", &format!("{}/v1/audit/verify", d.url), None).await;
    assert_eq!(
        (v["ok"].as_bool(), v["checked"].as_u64()),
        (Some(true), Some(3))
    );
    d.stop();
}

#[test]
fn the_openapi_file_documents_every_endpoint() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/openapi.yaml"
    ))
    .unwrap();
    for path in [
        "/v1/health:",
        "/v1/decide:",
        "/v1/approvals:",
        "/v1/approvals/{id}:",
        "/v1/approvals/{id}/decision:",
        "/v1/events:",
        "/v1/audit:",
        "/v1/audit/stats:",
        "/v1/audit/verify:",
    ] {
        assert!(
            doc.contains(&format!("  {path}\n")),
            "docs/openapi.yaml lacks {path}"
        );
    }
}

/// A caller that says it waits (`waits`, as the gate does) and never long-polls, or stops, is
/// taken for gone: the approval is withdrawn and recorded as withdrawn; one that keeps a
/// long-poll open keeps its card, and a card nobody said it waits on stays.
#[tokio::test]
async fn a_card_whose_asker_stops_waiting_is_withdrawn_and_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let d = start(dir.path(), |_| {}).await;
    let gone = create(&d.url, json!({"tool": "frob", "waits": true})).await;
    let gone = gone["id"].as_str().unwrap().to_owned();
    let kept = create(
        &d.url,
        json!({"tool": "frob", "waits": true, "args": {"n": 2}}),
    )
    .await;
    let kept = kept["id"].as_str().unwrap().to_owned();
    let plain = create(&d.url, json!({"tool": "frob", "args": {"n": 3}})).await;
    let plain = plain["id"].as_str().unwrap().to_owned();
    // `kept` is long-polled the whole time.
    let url = format!("{}/v1/approvals/{kept}?wait=8", d.url);
    let poll = tokio::spawn(async move { api("GET", &url, None).await });
    let state = |id: String| {
        let url = d.url.clone();
        async move {
            api("GET", &format!("{url}/v1/approvals/{id}"), None)
                .await
                .1
        }
    };
    assert!(
        eventually(10, async || state(gone.clone()).await["state"] != "pending").await,
        "the abandoned card was withdrawn"
    );
    let v = state(gone.clone()).await;
    assert_eq!(
        (v["state"].as_str(), v["decided_by"].as_str()),
        (Some("denied"), Some("cancelled"))
    );
    assert_eq!(
        state(kept.clone()).await["state"],
        "pending",
        "a waiter keeps its card"
    );
    assert_eq!(state(plain.clone()).await["state"], "pending");
    let (_, audit) = api("GET", &format!("{}/v1/audit", d.url), None).await;
    let records = audit["records"].as_array().unwrap();
    assert_eq!(records.len(), 1, "{audit}");
    assert_eq!(records[0]["decided_by"], "cancelled");
    assert!(
        records[0]["detail"]
            .as_str()
            .unwrap()
            .contains("the asker went away")
    );
    poll.abort();
    d.stop();
}
