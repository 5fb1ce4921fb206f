//! One workload at a time, for an instruction-counting profiler:
//! `cargo build --release --example profile` then `valgrind --tool=callgrind target/release/examples/profile plain`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a measuring tool")]

use std::hint::black_box;

use airlock_bench_resolve::policy_text;
use airlock_policy::{Call, Context, Policy};
use serde_json::json;

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "plain".into());
    let n: usize = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let text = policy_text(1000);
    let policy = Policy::load("bench.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    let mut ctx = Context::default();
    ctx.workspace = Some("/work/project".into());
    ctx.home = Some("/home/u".into());
    let empty = json!({});
    let meta_args = json!({"tools": [
        {"tool_slug": "GITHUB_TOOL_10_X"}, {"tool_slug": "SLACK_TOOL_11"}, {"tool_slug": "NOTION_TOOL_12"},
        {"tool_slug": "GMAIL_SEND_EMAIL"}, {"tool_slug": "JIRA_TOOL_14"}]});
    let write_args = json!({"file_path": "src/lib/main.rs", "content": "fn main() {}"});
    let call = match which.as_str() {
        "plain" => Call::new("SLACK_TOOL_901", Some("slack-mcp"), &empty),
        "meta" => Call::new("COMPOSIO_MULTI_EXECUTE_TOOL", Some("composio"), &meta_args),
        "write" => Call::new("Write", None, &write_args),
        "load" => {
            for _ in 0..n {
                black_box(Policy::load("bench.toml", black_box(&text)).is_ok());
            }
            return;
        }
        other => panic!("unknown workload {other}"),
    };
    for _ in 0..n {
        black_box(policy.resolve(black_box(&call), &ctx));
    }
}
