//! Browser-automation tools judged by the page their browser shows (`Context::page`): every
//! server family's spellings, local pages and live sites, navigations and their risky
//! neighbours, and the grant key each decision is remembered under.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::{Action, Call, Context, Policy, Tier};
use serde_json::{Value, json};

/// What the default policy decides of `tool` on `server` with `args` while the browser shows
/// `page`: the tier and the grant key of the asking action.
fn decide(server: &str, tool: &str, args: Value, page: Option<&str>) -> (Tier, String, String) {
    let policy = Policy::default_policy();
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    ctx.page = page.map(Into::into);
    let d = policy.resolve(&Call::new(tool, Some(server), &args), &ctx);
    let key = d
        .actions()
        .iter()
        .find(|a| a.action == Action::Ask)
        .map(|a| a.grant_key.to_string())
        .unwrap_or_default();
    (d.tier(), key, d.reason().to_string())
}

const LOCAL: &str = "browser on local pages";

/// Each family's spelling of a navigation, a read and an action, on the server name users give.
const SPELLINGS: &[(&str, &str, &str, &str)] = &[
    (
        "playwright",
        "browser_navigate",
        "browser_snapshot",
        "browser_click",
    ),
    (
        "playwright",
        "browser_navigate",
        "browser_take_screenshot",
        "browser_type",
    ),
    (
        "browser-use",
        "browser_navigate",
        "browser_get_state",
        "browser_input_text",
    ),
    (
        "puppeteer",
        "puppeteer_navigate",
        "puppeteer_screenshot",
        "puppeteer_fill",
    ),
    (
        "pw",
        "playwright_navigate",
        "playwright_get_visible_text",
        "playwright_click",
    ),
    (
        "browserbase",
        "browserbase_stagehand_navigate",
        "browserbase_stagehand_extract",
        "browserbase_stagehand_act",
    ),
    ("chrome-devtools", "navigate_page", "take_snapshot", "click"),
    (
        "chrome-devtools",
        "new_page",
        "list_console_messages",
        "fill",
    ),
    (
        "devtools",
        "navigate_page",
        "list_network_requests",
        "evaluate_script",
    ),
];

#[test]
fn local_pages_are_one_question_for_the_session_in_every_family() {
    for (server, nav, read, act) in SPELLINGS {
        for url in [
            "http://localhost:3000/en/schedule/2026-W50",
            "http://127.0.0.1:8000/admin/",
            "http://[::1]:5173/",
            "http://app.localhost:3000/",
            "http://rosterly.test/",
            "http://192.168.1.20:8080/",
        ] {
            let (tier, key, _) = decide(server, nav, json!({"url": url}), None);
            assert_eq!(
                (tier, key.as_str()),
                (Tier::AskOnce, LOCAL),
                "{server} {nav} {url}"
            );
        }
        let page = Some("http://localhost:3000");
        for tool in [read, act] {
            let (tier, key, _) = decide(server, tool, json!({"ref": "e1", "element": "x"}), page);
            assert_eq!(
                (tier, key.as_str()),
                (Tier::AskOnce, LOCAL),
                "{server} {tool}"
            );
        }
    }
}

#[test]
fn live_sites_ask_per_origin_to_read_and_every_time_to_act() {
    let prod = "https://app.rosterly.io";
    for (server, nav, read, act) in SPELLINGS {
        let url = "https://app.rosterly.io/en/schedule/2026-W51";
        let (tier, key, _) = decide(
            server,
            nav,
            json!({"url": url}),
            Some("http://localhost:3000"),
        );
        assert_eq!(tier, Tier::AskOnce, "{server} {nav}");
        assert_eq!(key, format!("browser pages of {prod}"), "{server} {nav}");
        let (tier, key, _) = decide(server, read, json!({}), Some(prod));
        assert_eq!(
            (tier, key),
            (Tier::AskOnce, format!("browser pages of {prod}")),
            "{server} {read}"
        );
        let (tier, _, reason) = decide(
            server,
            act,
            json!({"element": "Publish week button"}),
            Some(prod),
        );
        assert_eq!(tier, Tier::AlwaysAsk, "{server} {act}");
        assert!(reason.contains(prod), "{server} {act}: {reason}");
    }
}

#[test]
fn actions_on_a_page_airlock_does_not_know_always_ask() {
    for (server, _, read, act) in SPELLINGS {
        let (tier, _, reason) = decide(server, act, json!({}), None);
        assert_eq!(tier, Tier::AlwaysAsk, "{server} {act}: {reason}");
        // A read of an unknown page keeps the question of any unclassified tool, under its name.
        let (tier, key, _) = decide(server, read, json!({}), None);
        assert_eq!(tier, Tier::AskOnce, "{server} {read}");
        assert_ne!(key, LOCAL, "{server} {read}");
        assert!(
            !key.starts_with("browser pages of"),
            "{server} {read}: {key}"
        );
    }
}

#[test]
fn risky_navigations_always_ask_even_to_a_local_looking_host() {
    for url in [
        "file:///home/u/.ssh/id_rsa",
        "http://169.254.169.254/latest/meta-data/",
        "http://metadata.google.internal/computeMetadata/v1/",
        "http://admin:hunter2@localhost:3000/",
        "http://localhost:3000/callback?access_token=abc123",
    ] {
        for (server, nav) in [
            ("playwright", "browser_navigate"),
            ("chrome-devtools", "navigate_page"),
        ] {
            let (tier, _, reason) = decide(server, nav, json!({"url": url}), None);
            assert_eq!(tier, Tier::AlwaysAsk, "{nav} {url}: {reason}");
        }
    }
}

#[test]
fn a_browsers_own_pages_are_not_local() {
    let (tier, key, _) = decide(
        "chrome-devtools",
        "new_page",
        json!({"url": "chrome://extensions"}),
        None,
    );
    assert_eq!(
        (tier, key.as_str()),
        (Tier::AskOnce, "browser pages of chrome://extensions")
    );
    let (tier, _, _) = decide(
        "chrome-devtools",
        "click",
        json!({"uid": "1_2"}),
        Some("chrome://extensions"),
    );
    assert_eq!(tier, Tier::AlwaysAsk);
}

#[test]
fn switches_of_tab_or_history_and_their_harmless_neighbours() {
    // The tab list reads; a tab switch or history move leaves the page unknown.
    let local = Some("http://localhost:3000");
    let (tier, key, _) = decide(
        "playwright",
        "browser_tabs",
        json!({"action": "list"}),
        local,
    );
    assert_eq!((tier, key.as_str()), (Tier::AskOnce, LOCAL));
    let (tier, key, _) = decide(
        "playwright",
        "browser_tabs",
        json!({"action": "select", "index": 1}),
        local,
    );
    assert_eq!((tier, key.as_str()), (Tier::AskOnce, LOCAL));
    let (tier, key, _) = decide(
        "playwright",
        "browser_navigate_back",
        json!({}),
        Some("https://app.rosterly.io"),
    );
    assert_eq!(tier, Tier::AskOnce);
    assert_ne!(key, LOCAL);
    // Chrome DevTools' navigate_page by type: a reload reads the page it shows.
    let (tier, key, _) = decide(
        "chrome-devtools",
        "navigate_page",
        json!({"type": "reload"}),
        local,
    );
    assert_eq!((tier, key.as_str()), (Tier::AskOnce, LOCAL));
    let (tier, key, _) = decide(
        "chrome-devtools",
        "navigate_page",
        json!({"type": "reload"}),
        Some("https://app.rosterly.io"),
    );
    assert_eq!(
        (tier, key.as_str()),
        (Tier::AskOnce, "browser pages of https://app.rosterly.io")
    );
    for spelling in ["back", "forward", "Back"] {
        let page = airlock_policy::browser::page_after(
            "chrome-devtools",
            "navigate_page",
            &json!({"type": spelling}),
            false,
        );
        assert_eq!(page, Some(None), "{spelling}");
    }
}

#[test]
fn plain_verbs_are_browser_tools_only_on_a_browsers_server() {
    // `click`, `fill` and `hover` on a server that says nothing of a browser keep their
    // ordinary judgement; on one that does, they act on its page.
    for server in [
        "chrome-devtools",
        "chrome",
        "my-browser",
        "cdp",
        "Puppeteer-local",
    ] {
        assert!(
            airlock_policy::browser::tool_use(server, "click").is_some(),
            "{server}"
        );
    }
    for server in ["figma", "lsp", "linear", "notes"] {
        assert!(
            airlock_policy::browser::tool_use(server, "click").is_none(),
            "{server}"
        );
        assert!(
            airlock_policy::browser::tool_use(server, "hover").is_none(),
            "{server}"
        );
    }
    // Prefixed names are their server's own, whatever the user named it.
    for server in ["pw", "web", "x"] {
        assert!(
            airlock_policy::browser::tool_use(server, "browser_click").is_some(),
            "{server}"
        );
        assert!(
            airlock_policy::browser::tool_use(server, "puppeteer_evaluate").is_some(),
            "{server}"
        );
    }
}

#[test]
fn what_a_navigation_leaves_the_page_at() {
    use airlock_policy::browser::page_after;
    let nav = |url: &str, failed| {
        page_after(
            "playwright",
            "browser_navigate",
            &json!({"url": url}),
            failed,
        )
    };
    assert_eq!(
        nav("http://localhost:3000/x", false),
        Some(Some("http://localhost:3000".into()))
    );
    assert_eq!(
        nav("https://App.Rosterly.io/en", false),
        Some(Some("https://app.rosterly.io".into()))
    );
    // A navigation that failed may have left the page anywhere.
    assert_eq!(nav("http://localhost:3000/x", true), Some(None));
    assert_eq!(nav("not a url", false), Some(None));
    assert_eq!(
        page_after("playwright", "browser_click", &json!({}), false),
        None
    );
    assert_eq!(
        page_after("playwright", "browser_snapshot", &json!({}), false),
        None
    );
    assert_eq!(
        page_after(
            "playwright",
            "browser_tabs",
            &json!({"action": "new"}),
            false
        ),
        Some(None)
    );
    assert_eq!(
        page_after(
            "playwright",
            "browser_tabs",
            &json!({"action": "list"}),
            false
        ),
        None
    );
}

#[test]
fn a_policy_rule_for_a_browser_tool_still_decides() {
    let policy = Policy::load(
        "t.toml",
        "version = 1\n[[tool]]\nname = \"browser_snapshot\"\ntier = \"allow\"\n",
    )
    .unwrap();
    let mut ctx = Context::default();
    ctx.page = Some("https://app.rosterly.io".into());
    let args = json!({});
    let d = policy.resolve(
        &Call::new("browser_snapshot", Some("playwright"), &args),
        &ctx,
    );
    assert_eq!(d.tier(), Tier::Allow);
}
