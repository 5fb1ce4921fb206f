//! Browser-automation MCP servers' tools, as a table by server family: which tool navigates
//! (and the argument holding the URL), which switches to a page airlock has not seen, which
//! acts on the page (click, type, fill, select, press, drag, upload, a dialog, a script) and
//! which only reads it (snapshot, screenshot, console, network, tabs).
//!
//! A tool acts on whatever page its browser shows, which its arguments do not say. The gate
//! records, per session and server, the origin of the last navigation that ran
//! ([`page_after`]), and hands it to the decision as [`crate::Context::page`]; this module
//! only reads URLs and names: it does no I/O.
//!
//! How a call is judged (`resolve.rs`): on a local origin ([`is_local`]: a dev server on this
//! machine or a private address) navigation, actions and reads share one question per session
//! ([`LOCAL_FAMILY`]); a navigation to another origin, and the reads of its pages, ask once per
//! origin; an action on another origin always asks, naming it; with no origin known (nothing
//! navigated in the session, or a switch of tabs or history since), an action always asks and
//! a read asks once under its tool, as any unclassified tool does.

/// What a browser tool does with the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    /// Opens the URL in the named argument (a `type` of `back`/`forward` makes it a
    /// [`Use::Switch`], of `reload` a [`Use::Read`]: Chrome DevTools' `navigate_page`).
    Navigate(&'static str),
    /// Moves to a page airlock cannot name: history back or forward, another tab, a closed one.
    Switch,
    /// Playwright's `browser_tabs`: lists the tabs (`action: list`), else switches.
    Tabs,
    /// Reads the page, or does what submits nothing (hover, scroll, wait, resize).
    Read,
    /// Acts on the page: click, type, fill, select, press a key, drag, upload a file, answer a
    /// dialog, run a script. The page may move (a link, a form, a script setting `location`):
    /// after it the page is the one the answer names, else unknown.
    Act,
    /// An action that opens another tab and switches to it (ExecuteAutomation's
    /// `playwright_click_and_switch_tab`): judged as an action, the page after it unknown unless
    /// the answer names it.
    ActSwitch,
    /// Runs code in the server's own process, not the page's (Playwright MCP's
    /// `browser_run_code`): what any program may do, so it always asks.
    Code,
}

/// One browser-automation server's tools.
#[derive(Debug)]
pub struct Family {
    /// The server, as its users know it.
    pub name: &'static str,
    /// Whether its tool names are its own (`browser_click`, `puppeteer_click`), read on any
    /// server; else (`click`, `fill`) only on a server whose name says it drives a browser
    /// ([`browser_server`]), since other servers use such words for other things.
    pub any_server: bool,
    /// Each tool and what it does.
    pub tools: &'static [(&'static str, Use)],
}

/// The grant key of navigation, actions and reads on local pages: one question per session and
/// server.
pub const LOCAL_FAMILY: &str = "browser on local pages";

use Use::{Act, ActSwitch, Code, Navigate, Read, Switch, Tabs};

/// The browser-automation servers, by family.
pub const FAMILIES: &[Family] = &[
    Family {
        // Microsoft's @playwright/mcp, and browser-use's MCP server, which share the prefix.
        name: "Playwright MCP, browser-use",
        any_server: true,
        tools: &[
            ("browser_navigate", Navigate("url")),
            ("browser_tab_new", Navigate("url")),
            ("browser_navigate_back", Switch),
            ("browser_navigate_forward", Switch),
            ("browser_go_back", Switch),
            ("browser_go_forward", Switch),
            ("browser_tabs", Tabs),
            ("browser_tab_select", Switch),
            ("browser_tab_close", Switch),
            ("browser_switch_tab", Switch),
            ("browser_close_tab", Switch),
            ("browser_close", Switch),
            ("browser_tab_list", Read),
            ("browser_list_tabs", Read),
            ("browser_snapshot", Read),
            ("browser_take_screenshot", Read),
            ("browser_screenshot", Read),
            ("browser_console_messages", Read),
            ("browser_network_requests", Read),
            ("browser_wait_for", Read),
            ("browser_wait", Read),
            ("browser_get_state", Read),
            ("browser_extract_content", Read),
            ("browser_scroll", Read),
            ("browser_hover", Read),
            ("browser_resize", Read),
            ("browser_pdf_save", Read),
            ("browser_mouse_move_xy", Read),
            ("browser_click", Act),
            ("browser_type", Act),
            ("browser_fill_form", Act),
            ("browser_select_option", Act),
            ("browser_press_key", Act),
            ("browser_drag", Act),
            ("browser_file_upload", Act),
            ("browser_handle_dialog", Act),
            ("browser_evaluate", Act),
            ("browser_run_code", Code),
            ("browser_run_code_unsafe", Code),
            ("browser_mouse_click_xy", Act),
            ("browser_mouse_drag_xy", Act),
            ("browser_input_text", Act),
            ("browser_send_keys", Act),
            ("browser_upload_file", Act),
            ("browser_select_dropdown_option", Act),
        ],
    },
    Family {
        // The reference Puppeteer server (@modelcontextprotocol/server-puppeteer).
        name: "Puppeteer",
        any_server: true,
        tools: &[
            ("puppeteer_navigate", Navigate("url")),
            ("puppeteer_screenshot", Read),
            ("puppeteer_hover", Read),
            ("puppeteer_click", Act),
            ("puppeteer_fill", Act),
            ("puppeteer_select", Act),
            ("puppeteer_evaluate", Act),
        ],
    },
    Family {
        // ExecuteAutomation's @executeautomation/playwright-mcp-server.
        name: "Playwright MCP server (ExecuteAutomation)",
        any_server: true,
        tools: &[
            ("playwright_navigate", Navigate("url")),
            ("playwright_go_back", Switch),
            ("playwright_go_forward", Switch),
            ("playwright_close", Switch),
            ("playwright_screenshot", Read),
            ("playwright_get_visible_text", Read),
            ("playwright_get_visible_html", Read),
            ("playwright_console_logs", Read),
            ("playwright_hover", Read),
            ("playwright_click", Act),
            ("playwright_iframe_click", Act),
            ("playwright_iframe_fill", Act),
            ("playwright_click_and_switch_tab", ActSwitch),
            ("playwright_fill", Act),
            ("playwright_select", Act),
            ("playwright_press_key", Act),
            ("playwright_drag", Act),
            ("playwright_upload_file", Act),
            ("playwright_evaluate", Act),
        ],
    },
    Family {
        // Browserbase's server (@browserbasehq/mcp), its tools in both generations' names.
        name: "Browserbase, Stagehand",
        any_server: true,
        tools: &[
            ("browserbase_stagehand_navigate", Navigate("url")),
            ("stagehand_navigate", Navigate("url")),
            ("browserbase_stagehand_extract", Read),
            ("browserbase_stagehand_observe", Read),
            ("browserbase_stagehand_get_url", Read),
            ("browserbase_screenshot", Read),
            ("stagehand_extract", Read),
            ("stagehand_observe", Read),
            ("browserbase_stagehand_act", Act),
            ("browserbase_stagehand_agent", Act),
            ("stagehand_act", Act),
        ],
    },
    Family {
        // Chrome DevTools MCP (chrome-devtools-mcp): plain verbs, read only on a browser's server.
        name: "Chrome DevTools MCP",
        any_server: false,
        tools: &[
            ("navigate_page", Navigate("url")),
            ("new_page", Navigate("url")),
            ("navigate_page_history", Switch),
            ("select_page", Switch),
            ("close_page", Switch),
            ("list_pages", Read),
            ("take_snapshot", Read),
            ("take_screenshot", Read),
            ("screenshot", Read),
            ("list_console_messages", Read),
            ("get_console_message", Read),
            ("list_network_requests", Read),
            ("get_network_request", Read),
            ("wait_for", Read),
            ("hover", Read),
            ("resize_page", Read),
            ("emulate", Read),
            ("emulate_cpu", Read),
            ("emulate_network", Read),
            ("performance_start_trace", Read),
            ("performance_stop_trace", Read),
            ("performance_analyze_insight", Read),
            ("click", Act),
            ("fill", Act),
            ("fill_form", Act),
            ("drag", Act),
            ("upload_file", Act),
            ("press_key", Act),
            ("handle_dialog", Act),
            ("evaluate_script", Act),
        ],
    },
];

/// Words in a server's name that say it drives a browser, for the families whose tool names
/// are plain verbs.
const BROWSER_SERVER_WORDS: &[&str] = &[
    "browser",
    "chrome",
    "chromium",
    "devtools",
    "playwright",
    "puppeteer",
    "stagehand",
    "browserbase",
    "firefox",
    "webdriver",
    "selenium",
    "cdp",
];

/// Whether the server's name (as the user named it) says it drives a browser.
pub fn browser_server(server: &str) -> bool {
    let lower = server.to_ascii_lowercase();
    BROWSER_SERVER_WORDS.iter().any(|w| lower.contains(w))
}

/// What `tool` on `server` does with the page, if it is a browser-automation tool.
pub fn tool_use(server: &str, tool: &str) -> Option<Use> {
    FAMILIES
        .iter()
        .filter(|f| f.any_server || browser_server(server))
        .find_map(|f| f.tools.iter().find(|(name, _)| *name == tool))
        .map(|(_, u)| *u)
}

/// What a call does, its arguments read: a navigation's `type` and Playwright's tab action.
pub(crate) fn call_use(server: &str, tool: &str, args: &serde_json::Value) -> Option<Use> {
    let text = |k: &str| args.get(k).and_then(serde_json::Value::as_str);
    Some(match tool_use(server, tool)? {
        Navigate(field) => match text("type").map(str::to_ascii_lowercase).as_deref() {
            // A `javascript:` URL runs a script on the page the browser shows.
            None | Some("url") if text(field).is_some_and(script_url) => Act,
            None | Some("url") if text(field).is_some() => Navigate(field),
            Some("reload") => Read,
            _ => Switch,
        },
        Tabs if text("action").is_some_and(|a| a.eq_ignore_ascii_case("list")) => Read,
        Tabs => Switch,
        other => other,
    })
}

/// The page a browser shows after `tool` on `server` ran with `args` (and `failed`, if it did),
/// its server's `answer` read when there is one (an MCP result, a host's tool response):
/// `Some(Some(origin))` for a known page, `Some(None)` when the page is then unknown, `None` for
/// a call that leaves it as it was.
///
/// The page the answer names ([`answer_page`]) is where the browser is, whatever was asked
/// (a redirect, a link, a form, a script). Without one: a navigation is at its URL's origin; a
/// switch of tab or history, an action and code leave the page unknown; a read leaves it as it
/// was. A call that failed leaves the page unknown, unless it only read it.
pub fn page_after(
    server: &str,
    tool: &str,
    args: &serde_json::Value,
    failed: bool,
    answer: Option<&serde_json::Value>,
) -> Option<Option<String>> {
    let how = call_use(server, tool, args)?;
    if failed {
        return match how {
            Read | Tabs => None,
            _ => Some(None),
        };
    }
    match answer.map_or(Named::Nothing, answer_page) {
        Named::Page(url) => return Some(origin(&url)),
        Named::Several => return Some(None),
        Named::Nothing => {}
    }
    match how {
        Navigate(field) => Some(
            args.get(field)
                .and_then(serde_json::Value::as_str)
                .and_then(origin),
        ),
        Switch | Act | ActSwitch | Code => Some(None),
        Tabs | Read => None,
    }
}

/// Whether a call may move the page, so that until it is known to have run the page is unknown.
pub fn moves_page(server: &str, tool: &str, args: &serde_json::Value) -> bool {
    page_after(server, tool, args, false, None).is_some()
}

/// What a server's answer says of the page its browser shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Named {
    /// No page.
    Nothing,
    /// This URL.
    Page(String),
    /// Different pages: the page's own text (a console message, its content) may print a line
    /// that looks like the server's, so the page is unknown.
    Several,
}

/// The line by which a server names the page its browser shows after a call: Playwright MCP's
/// `- Page URL: <url>` (at the start of a line, where the server writes it).
const PAGE_LINES: &[&str] = &["- Page URL:", "Page URL:"];

/// The page a server's answer names, in any of its text (an MCP result's `content`, a host's
/// tool response as a string, an array or an object).
pub fn answer_page(answer: &serde_json::Value) -> Named {
    let mut found: Option<String> = None;
    let mut several = false;
    let mut visit = |text: &str| {
        for line in text.lines() {
            let Some(url) = PAGE_LINES
                .iter()
                .find_map(|p| line.strip_prefix(p))
                .map(str::trim)
            else {
                continue;
            };
            match &found {
                Some(f) if f != url => several = true,
                Some(_) => {}
                None => found = Some(url.to_owned()),
            }
        }
    };
    strings(answer, 0, &mut visit);
    match found {
        _ if several => Named::Several,
        Some(url) => Named::Page(url),
        None => Named::Nothing,
    }
}

/// Calls `f` on every string in `v`, to a depth enough for any answer's shape.
fn strings(v: &serde_json::Value, depth: usize, f: &mut impl FnMut(&str)) {
    if depth > 8 {
        return;
    }
    match v {
        serde_json::Value::String(s) => f(s),
        serde_json::Value::Array(items) => items.iter().for_each(|i| strings(i, depth + 1, f)),
        serde_json::Value::Object(map) => map.values().for_each(|i| strings(i, depth + 1, f)),
        _ => {}
    }
}

/// Whether a navigation's URL is a script (`javascript:`, in any case, after spaces).
pub fn script_url(url: &str) -> bool {
    let url = url.trim_start();
    url.get(..11)
        .is_some_and(|s| s.eq_ignore_ascii_case("javascript:"))
}

/// The arguments in which browser tools name files: an upload's files (`paths`, `filePath`),
/// a screenshot's, a PDF's or a trace's destination (`filename`, `path`, `downloadsDir`).
pub const FILE_FIELDS: &[&str] = &[
    "paths",
    "path",
    "filename",
    "filePath",
    "file_path",
    "filepath",
    "files",
    "outputPath",
    "output_path",
    "savePath",
    "downloadsDir",
    "directory",
];

/// Whether `tool` reads the files it names (an upload sends them to the page); else it writes
/// them (a screenshot, a PDF, a trace).
pub fn reads_files(tool: &str) -> bool {
    tool.to_ascii_lowercase().contains("upload")
}

/// The files a browser call names, as written; `Err` when a file argument holds what is not
/// text (it cannot be judged).
pub fn named_files(args: &serde_json::Value) -> Result<Vec<&str>, &'static str> {
    let mut out = Vec::new();
    for field in FILE_FIELDS {
        match args.get(*field) {
            None | Some(serde_json::Value::Null) => {}
            Some(serde_json::Value::String(s)) => out.push(s.as_str()),
            Some(serde_json::Value::Array(items)) => {
                for item in items {
                    out.push(item.as_str().ok_or(*field)?);
                }
            }
            Some(_) => return Err(*field),
        }
    }
    Ok(out)
}

/// The file a `file:` URL names (`file:///etc/passwd`, `file://localhost/x`), for a navigation
/// that reads it into the page.
pub fn file_url_path(url: &str) -> Option<&str> {
    let url = url.trim();
    let rest = url.get(..5).filter(|s| s.eq_ignore_ascii_case("file:"))?;
    let rest = url.get(rest.len()..)?;
    let rest = rest.strip_prefix("//").map_or(rest, |r| {
        r.find('/').and_then(|i| r.get(i..)).unwrap_or("/")
    });
    Some(rest.split(['?', '#']).next().unwrap_or(rest))
}

/// The origin of `url`: `scheme://host[:port]`, in lower case, without a user part, a default
/// port or a trailing dot; `about:blank` as itself; a browser's own pages (`chrome://settings`)
/// by scheme and host. `None` for what cannot be read as a URL.
pub fn origin(url: &str) -> Option<String> {
    let url = url.trim();
    let (scheme, rest) = url.split_once(':')?;
    let scheme = scheme.to_ascii_lowercase();
    if scheme.is_empty()
        || !scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
    {
        return None;
    }
    if scheme == "about" {
        let page = rest.split(['?', '#']).next().unwrap_or_default();
        return Some(format!("about:{}", page.to_ascii_lowercase()));
    }
    let rest = rest.strip_prefix("//")?;
    // A browser ends the authority at a backslash as at a slash; the shared reader, as curl
    // does, keeps it in the authority (`http://evil.example\@localhost` is evil.example's).
    let end = rest.find('\\').unwrap_or(rest.len());
    let authority = format!("x://{}", rest.get(..end)?);
    let parts = airlock_facts::url_host(&authority);
    let host = parts.host;
    if host.is_empty() && scheme != "file" {
        return None;
    }
    // A port is digits; anything else is no URL a browser opens.
    let port = match parts.port.filter(|p| !p.is_empty()) {
        Some(p) if !p.chars().all(|c| c.is_ascii_digit()) => return None,
        other => other,
    };
    let host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host
    };
    let default = matches!(
        (scheme.as_str(), port),
        ("http" | "ws", Some("80")) | ("https" | "wss", Some("443"))
    );
    Some(match port.filter(|_| !default) {
        Some(p) => format!("{scheme}://{host}:{p}"),
        None => format!("{scheme}://{host}"),
    })
}

/// Whether an origin (as [`origin`] writes it) is a page on this machine or the local network:
/// `http`/`https` to `localhost`, a `*.localhost` or `*.test` name, a loopback address
/// (`127.0.0.0/8` in any spelling, `[::1]`, `0.0.0.0`) or a private one (`10/8`,
/// `172.16/12`, `192.168/16`, IPv6 `fc00::/7`); and `about:blank`. Link-local addresses are
/// not (a cloud's metadata service lives there), nor a browser's own pages.
pub fn is_local(origin: &str) -> bool {
    if origin == "about:blank" {
        return true;
    }
    let Some(rest) = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
    else {
        return false;
    };
    let host = airlock_facts::url_host(&format!("x://{rest}")).host;
    if host.contains(':') {
        return local_v6(&host);
    }
    if host == "localhost" || host.ends_with(".localhost") || host.ends_with(".test") {
        return true;
    }
    // A `+` before a part is read by no browser: such a host is a name, not this machine.
    let address = (!host.contains('+')).then(|| airlock_facts::ipv4_address(&host));
    address.flatten().is_some_and(|ip| {
        let [a, b, _, _] = ip.to_be_bytes();
        a == 127
            || a == 10
            || ip == 0
            || (a == 172 && (16..32).contains(&b))
            || (a == 192 && b == 168)
    })
}

/// `::1` and the unique local range `fc00::/7`, in any spelling of their groups.
fn local_v6(host: &str) -> bool {
    let host = host.split('%').next().unwrap_or(host);
    airlock_facts::ipv6_address(host).is_some_and(|g| {
        g == [0, 0, 0, 0, 0, 0, 0, 1] || g.first().is_some_and(|g| g & 0xfe00 == 0xfc00)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_in_many_spellings() {
        let cases = [
            (
                "http://localhost:3000/en/schedule",
                Some("http://localhost:3000"),
            ),
            (
                "HTTPS://App.Rosterly.IO./x?y#z",
                Some("https://app.rosterly.io"),
            ),
            (
                "https://app.rosterly.io:443/",
                Some("https://app.rosterly.io"),
            ),
            ("http://app.rosterly.io:80", Some("http://app.rosterly.io")),
            (
                "http://user:pw@localhost:8080/",
                Some("http://localhost:8080"),
            ),
            ("http://[::1]:5173/", Some("http://[::1]:5173")),
            ("chrome://extensions", Some("chrome://extensions")),
            ("about:blank", Some("about:blank")),
            ("file:///etc/passwd", Some("file://")),
            (
                "http://evil.example\\@localhost:3000/",
                Some("http://evil.example"),
            ),
            ("http://localhost\\@evil.example/", Some("http://localhost")),
            ("http://localhost:/x", Some("http://localhost")),
            ("http://localhost:abc/", None),
            ("http://[FD12::1]:8080/", Some("http://[fd12::1]:8080")),
            ("http://a@b@localhost:3000", Some("http://localhost:3000")),
            ("localhost:3000", None),
            ("/en/schedule", None),
            ("", None),
            ("http://", None),
        ];
        for (url, want) in cases {
            assert_eq!(origin(url).as_deref(), want, "{url}");
        }
    }

    #[test]
    fn local_origins_and_their_neighbours() {
        let local = [
            "http://localhost:3000",
            "https://localhost",
            "http://app.localhost:3000",
            "http://rosterly.test",
            "http://127.0.0.1:8000",
            "http://127.1.2.3",
            "http://2130706433",
            "http://0x7f000001",
            "http://0.0.0.0:3000",
            "http://[::1]:5173",
            "http://[0:0:0:0:0:0:0:1]",
            "http://[fd12:3456::1]",
            "http://[fc00::]",
            "http://[::0001]",
            "https://[0:0::1]:8443",
            "http://10.0.0.5:8080",
            "http://172.16.0.1",
            "http://172.31.255.255",
            "http://192.168.1.20:3000",
            "about:blank",
        ];
        for o in local {
            assert!(is_local(o), "{o}");
        }
        let not_local = [
            "https://app.rosterly.io",
            "https://localhost.example.com",
            "https://mylocalhost",
            "https://test.example.com",
            "https://example.testing",
            "http://169.254.169.254",
            "http://172.32.0.1",
            "http://172.15.0.1",
            "http://192.169.1.1",
            "http://11.0.0.1",
            "http://[::2]",
            "http://[::ffff:127.0.0.1]",
            "http://[fe00::1]",
            "http://localhost.evil.example",
            "http://127.0.0.1.nip.io",
            "http://[fe80::1]",
            "http://[2001:db8::1]",
            "chrome://extensions",
            "file://",
            "about:config",
            "ftp://localhost",
            "data:",
        ];
        for o in not_local {
            assert!(!is_local(o), "{o}");
        }
    }
}
