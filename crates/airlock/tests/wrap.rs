//! `airlock wrap` end to end on the configuration files agents really use: Claude Desktop's
//! claude_desktop_config.json, Cursor's mcp.json, Claude Code's .mcp.json and ~/.claude.json.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use std::path::Path;
use std::process::Output;

use common::airlock;
use serde_json::{Value, json};

const CLAUDE_DESKTOP: &str = r#"{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": [
        "-y",
        "@modelcontextprotocol/server-filesystem",
        "/Users/username/Desktop",
        "/Users/username/Downloads"
      ]
    },
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": {
        "GITHUB_PERSONAL_ACCESS_TOKEN": "<YOUR_TOKEN>"
      }
    },
    "sqlite": { "command": "uvx", "args": ["mcp-server-sqlite", "--db-path", "C:\\Users\\me\\test.db"] }
  },
  "globalShortcut": "Ctrl+Space"
}
"#;

const CURSOR: &str = r#"{
	"mcpServers": {
		"server-name": {
			"command": "npx",
			"args": ["-y", "mcp-server"],
			"env": {
				"API_KEY": "value"
			}
		},
		"local-python": {
			"command": "python",
			"args": ["mcp-server.py"],
			"env": {"API_KEY": "value"}
		},
		"remote-server": {
			"url": "http://localhost:3000/mcp",
			"headers": {"API_KEY": "value"}
		},
		"bare": {"command": "/opt/tools/mcp-bare"}
	}
}"#;

const CLAUDE_CODE: &str = r#"{
  "mcpServers": {
    "shared-server": {
      "type": "stdio",
      "command": "/path/to/server",
      "args": [],
      "env": {}
    },
    "api-server": {
      "type": "http",
      "url": "${API_BASE_URL:-https://api.example.com}/mcp",
      "headers": {
        "Authorization": "Bearer ${API_KEY}"
      }
    },
    "events": {"type": "sse", "url": "https://mcp.example.com/sse"},
    "café ☕": {"command": "node", "args": ["serve.js", "--label", "say \"hi\""]}
  }
}
"#;

const CLAUDE_JSON: &str = r#"{"numStartups": 12, "mcpServers": {"memory": {"type": "stdio", "command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"], "env": {}}},
 "projects": {"/home/u/app": {"allowedTools": [], "mcpServers": {"sentry": {"type": "http", "url": "https://mcp.sentry.dev/mcp"}, "db": {"type": "stdio", "command": "pg-mcp", "args": ["--ro"], "env": {"PGHOST": "db"}}}}}}
"#;

fn wrap(path: &Path, undo: bool) -> Output {
    let mut c = airlock();
    c.arg("wrap").arg(path);
    if undo {
        c.arg("--undo");
    }
    c.output().unwrap()
}

fn ok(out: &Output) -> String {
    assert_eq!(
        out.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn exe() -> String {
    env!("CARGO_BIN_EXE_airlock").to_owned()
}

/// Each stdio entry runs `airlock mcp --name NAME -- COMMAND ARGS…` with its env untouched.
fn assert_wrapped(entry: &Value, name: &str, original: &Value) {
    assert_eq!(entry["command"], exe(), "{name}");
    let mut expected = vec![json!("mcp"), json!("--name"), json!(name), json!("--")];
    expected.push(original["command"].clone());
    if let Some(args) = original["args"].as_array() {
        expected.extend(args.iter().cloned());
    }
    assert_eq!(entry["args"], Value::Array(expected), "{name}");
    assert_eq!(entry.get("env"), original.get("env"), "{name}");
    assert_eq!(entry.get("type"), original.get("type"), "{name}");
}

/// The entry's name: the last key of its path.
fn name<'a>(path: &[&'a str]) -> &'a str {
    path.last().copied().unwrap()
}

/// The value at `path` (object keys) inside `v`.
fn at<'a>(v: &'a Value, path: &[&str]) -> &'a Value {
    path.iter().fold(v, |v, k| &v[*k])
}

/// Wraps `text` in a fresh file; checks each stdio entry (a key path ending in its name) is
/// wrapped, each remote one left alone and reported, nothing else changed; then undoes.
fn round_trip(file: &str, text: &str, stdio: &[&[&str]], remote: &[&[&str]]) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(file);
    std::fs::write(&path, text).unwrap();
    let report = ok(&wrap(&path, false));
    let original: Value = serde_json::from_str(text).unwrap();
    let wrapped_text = std::fs::read_to_string(&path).unwrap();
    let wrapped: Value = serde_json::from_str(&wrapped_text).unwrap();
    for p in stdio {
        assert_wrapped(at(&wrapped, p), name(p), at(&original, p));
        assert!(
            report.contains(&format!("wrapped        {}", name(p))),
            "{report}"
        );
    }
    for p in remote {
        assert_eq!(at(&wrapped, p), at(&original, p), "{p:?} is left alone");
        assert!(
            report.contains(&format!("not wrapped    {}: a remote", name(p))),
            "{report}"
        );
    }
    // Nothing but the wrapped entries changed.
    let strip = |v: &Value| {
        let mut v = v.clone();
        for p in stdio {
            let (last, table) = p.split_last().unwrap();
            let t = table.iter().fold(&mut v, |v, k| &mut v[*k]);
            t.as_object_mut().unwrap().remove(*last);
        }
        v
    };
    assert_eq!(strip(&wrapped), strip(&original));
    let backup = dir.path().join(format!("{file}.airlock-backup"));
    assert_eq!(std::fs::read_to_string(&backup).unwrap(), text);

    // A second wrap finds everything wrapped and writes nothing.
    let again = ok(&wrap(&path, false));
    for p in stdio {
        assert!(
            again.contains(&format!("already        {}", name(p))),
            "{again}"
        );
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), wrapped_text);

    ok(&wrap(&path, true));
    assert_eq!(
        std::fs::read(&path).unwrap(),
        text.as_bytes(),
        "byte for byte"
    );
    assert!(!backup.exists());
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        leftovers,
        [std::ffi::OsString::from(file)],
        "no temporary files left"
    );
}

#[test]
fn claude_desktop_config() {
    let m = |n| ["mcpServers", n];
    round_trip(
        "claude_desktop_config.json",
        CLAUDE_DESKTOP,
        &[&m("filesystem"), &m("github"), &m("sqlite")],
        &[],
    );
}

#[test]
fn cursor_mcp_json() {
    let m = |n| ["mcpServers", n];
    round_trip(
        "mcp.json",
        CURSOR,
        &[&m("server-name"), &m("local-python"), &m("bare")],
        &[&m("remote-server")],
    );
}

#[test]
fn claude_code_mcp_json() {
    let m = |n| ["mcpServers", n];
    round_trip(
        ".mcp.json",
        CLAUDE_CODE,
        &[&m("shared-server"), &m("café ☕")],
        &[&m("api-server"), &m("events")],
    );
}

#[test]
fn claude_json_with_projects() {
    let p = |n| ["projects", "/home/u/app", "mcpServers", n];
    round_trip(
        ".claude.json",
        CLAUDE_JSON,
        &[&["mcpServers", "memory"], &p("db")],
        &[&p("sentry")],
    );
}

#[test]
fn undo_refuses_to_lose_later_edits_and_wrap_refuses_to_overwrite_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mcp.json");
    std::fs::write(&path, CURSOR).unwrap();
    ok(&wrap(&path, false));
    let edited = std::fs::read_to_string(&path).unwrap().replace(
        "\"mcpServers\": {",
        "\"mcpServers\": {\"new\": {\"command\": \"x\"},",
    );
    std::fs::write(&path, &edited).unwrap();
    let out = wrap(&path, true);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("changed since it was wrapped"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), edited);
    let out = wrap(&path, false);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("earlier wrap"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), edited);
}

#[test]
fn bad_files_are_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mcp.json");
    for text in [
        "{ \"mcpServers\": ",
        "[1]",
        "{\"mcpServers\": []}",
        "{\"mcpServers\": {\"x\": {\"command\": \"a\", \"args\": \"-y\"}}}",
    ] {
        std::fs::write(&path, text).unwrap();
        let out = wrap(&path, false);
        assert_eq!(out.status.code(), Some(2), "{text}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        assert!(!dir.path().join("mcp.json.airlock-backup").exists());
    }
    let out = wrap(&path, true);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no backup"));
    let out = wrap(&dir.path().join("missing.json"), false);
    assert_eq!(out.status.code(), Some(2));
    std::fs::write(&path, "{\"theme\": \"dark\"}").unwrap();
    assert!(ok(&wrap(&path, false)).contains("no MCP servers"));
}

#[test]
fn issue24_wrap_explains_the_approver_and_errors_name_the_file_and_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mcp.json");
    std::fs::write(&path, CURSOR).unwrap();
    let said = ok(&wrap(&path, false));
    assert!(
        said.contains("denied until the approval daemon runs"),
        "{said}"
    );
    assert!(
        said.contains("`airlock serve`") && said.contains("--serve"),
        "{said}"
    );
    ok(&wrap(&path, true));
    // A second undo has nothing to do, and says so.
    let again = wrap(&path, true);
    let said = ok(&again);
    assert!(said.contains("nothing to undo"), "{said}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), CURSOR);
    // A file that is not there: its path, in words, and what to give instead.
    let missing = dir.path().join("nope.json");
    for undo in [false, true] {
        let out = wrap(&missing, undo);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2));
        assert!(!err.contains("os error"), "{err}");
        assert!(err.contains(&missing.display().to_string()), "{err}");
        assert!(
            err.contains("no such file") && err.contains("claude_desktop_config.json"),
            "{err}"
        );
    }
    // Wrapped, with its backup gone: undo names what to put back by hand.
    ok(&wrap(&path, false));
    std::fs::remove_file(dir.path().join("mcp.json.airlock-backup")).unwrap();
    let out = wrap(&path, true);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(!err.contains("os error"), "{err}");
    assert!(
        err.contains("by hand") && err.contains("server-name"),
        "{err}"
    );
}

/// Runs `airlock wrap --serve=AT` with a temporary HOME; returns that HOME.
fn wrap_serve(at: &str) -> tempfile::TempDir {
    let home = tempfile::tempdir().unwrap();
    let path = home.path().join("mcp.json");
    std::fs::write(&path, CURSOR).unwrap();
    let out = airlock()
        .arg("wrap")
        .arg(&path)
        .arg(format!("--serve={at}"))
        .env("HOME", home.path())
        .env_remove("XDG_CONFIG_HOME")
        .output()
        .unwrap();
    let said = ok(&out);
    assert!(
        said.contains("added `airlock serve` to your autostart"),
        "{said}"
    );
    home
}

#[test]
fn issue24_wrap_serve_writes_an_enabled_systemd_user_unit() {
    let home = wrap_serve("systemd");
    let unit = home
        .path()
        .join(".config/systemd/user/airlock-serve.service");
    let text = std::fs::read_to_string(&unit).unwrap();
    assert!(
        text.contains(&format!("\nExecStart=\"{}\" serve\n", exe())),
        "{text}"
    );
    assert!(text.contains("WantedBy=default.target"), "{text}");
    // The daemon shares the wrapped servers' home.
    let airlock_home = common::test_home().display().to_string();
    assert!(
        text.contains(&format!("Environment=\"AIRLOCK_HOME={airlock_home}\"")),
        "{text}"
    );
    let link = home
        .path()
        .join(".config/systemd/user/default.target.wants/airlock-serve.service");
    assert_eq!(std::fs::read_link(&link).unwrap(), unit);
}

#[test]
fn issue24_wrap_serve_writes_an_xdg_autostart_entry() {
    let home = wrap_serve("autostart");
    let entry = home.path().join(".config/autostart/airlock-serve.desktop");
    let text = std::fs::read_to_string(&entry).unwrap();
    assert!(
        text.starts_with("[Desktop Entry]\nType=Application\n"),
        "{text}"
    );
    let airlock_home = common::test_home().display().to_string();
    assert!(
        text.contains(&format!(
            "\nExec=env \"AIRLOCK_HOME={airlock_home}\" \"{}\" serve\n",
            exe()
        )),
        "{text}"
    );
}

#[test]
fn issue24_wrap_trust_adds_a_trusting_server_entry_to_the_users_policy() {
    let home = tempfile::tempdir().unwrap();
    let path = home.path().join("mcp.json");
    std::fs::write(&path, CURSOR).unwrap();
    let run = |args: &[&str]| {
        airlock()
            .args(args)
            .env_remove("AIRLOCK_HOME")
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_DATA_HOME")
            .env("HOME", home.path())
            .output()
            .unwrap()
    };
    let file = path.display().to_string();
    let out = run(&["wrap", &file, "--trust", "local-python"]);
    let said = ok(&out);
    assert!(
        said.contains("--trust NAME"),
        "the offer is on every wrap: {said}"
    );
    assert!(said.contains("trusted        local-python"), "{said}");
    let policy = home.path().join(".config/airlock/policy.toml");
    let text = std::fs::read_to_string(&policy).unwrap();
    assert!(
        text.starts_with(airlock_policy::DEFAULT_POLICY),
        "made from the default policy"
    );
    assert!(
        text.ends_with("[[server]]\nname = \"local-python\"\nannotations = \"trust\"\n"),
        "{text}"
    );
    let explain = |server: &str| {
        let out = run(&[
            "explain",
            "--tool",
            "lookup",
            "--server",
            server,
            "--annotations",
            r#"{"readOnlyHint": true}"#,
        ]);
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(explain("local-python").starts_with("ALLOW"));
    assert!(explain("server-name").starts_with("ASK"));
    // Trusting it again, or a server the file does not have: the policy is left as it was.
    for name in ["local-python", "nope"] {
        let out = run(&["wrap", &file, "--trust", name]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(name) && !err.contains("os error"), "{err}");
        assert_eq!(std::fs::read_to_string(&policy).unwrap(), text);
    }
}
