//! The table of well-known MCP servers' tools is read only by a call it may decide: loading the
//! default policy (its examples included) and deciding shell, file, web, app-slug and non-MCP
//! calls never parses it. One test in its own process, so that no other test has read it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::{Call, Context, Policy, Tier, well_known};
use serde_json::json;

#[test]
fn only_an_mcp_call_of_an_unclassified_server_reads_the_table() {
    let policy = Policy::default_policy();
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    for (tool, server, args) in [
        ("Bash", None, json!({"command": "ls"})),
        ("Bash", None, json!({"command": "gh issue view 1"})),
        ("Read", None, json!({"file_path": "/ws/src/main.rs"})),
        (
            "Edit",
            None,
            json!({"file_path": "/ws/a.rs", "old_string": "a", "new_string": "b"}),
        ),
        ("WebFetch", None, json!({"url": "https://docs.rs/serde"})),
        ("Glob", None, json!({"pattern": "**/*.rs"})),
        // Not an MCP call: no server's table applies.
        ("get_issue", None, json!({})),
        // App slugs of a meta-tool's server are never in the table.
        ("GMAIL_SEND_EMAIL", Some("composio"), json!({})),
        // The default policy's own rules for the filesystem server decide.
        (
            "read_text_file",
            Some("filesystem"),
            json!({"path": "/ws/a"}),
        ),
    ] {
        let d = policy.resolve(&Call::new(tool, server, &args), &ctx);
        assert!(
            !well_known::is_loaded(),
            "{tool} on {server:?} read the table"
        );
        let _ = d.tier();
    }
    let d = policy.resolve(&Call::new("get_issue", Some("github"), &json!({})), &ctx);
    assert_eq!(d.tier(), Tier::Allow);
    assert!(well_known::is_loaded());
}
