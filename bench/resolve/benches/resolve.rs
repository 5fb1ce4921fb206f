//! `resolve` on a 1,000-rule policy: a plain tool, a meta-tool with five actions, a Write with a
//! path; and cedar-policy deciding the equivalent name-based permit/forbid over 1,000 policies.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use std::hint::black_box;
use std::str::FromStr;
use std::time::Instant;

use airlock_bench_resolve::{cedar_text, policy_text};
use airlock_policy::{Call, Context, Policy};
use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::json;

fn bench(c: &mut Criterion) {
    let text = policy_text(1000);
    let start = Instant::now();
    let policy = Policy::load("bench.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("loading the 1,000-rule policy ({} bytes) took {:?}", text.len(), start.elapsed());
    let mut ctx = Context::default();
    ctx.workspace = Some("/work/project".into());
    ctx.home = Some("/home/u".into());
    let empty = json!({});
    let plain = Call::new("SLACK_TOOL_901", Some("slack-mcp"), &empty);
    let meta_args = json!({"tools": [
        {"tool_slug": "GITHUB_TOOL_10_X"}, {"tool_slug": "SLACK_TOOL_11"}, {"tool_slug": "NOTION_TOOL_12"},
        {"tool_slug": "GMAIL_SEND_EMAIL"}, {"tool_slug": "JIRA_TOOL_14"}]});
    let meta = Call::new("COMPOSIO_MULTI_EXECUTE_TOOL", Some("composio"), &meta_args);
    let write_args = json!({"file_path": "src/lib/main.rs", "content": "fn main() {}"});
    let write = Call::new("Write", None, &write_args);
    let mut g = c.benchmark_group("resolve_1000_rules");
    g.bench_function("a_plain_tool", |b| b.iter(|| black_box(policy.resolve(black_box(&plain), &ctx))));
    g.bench_function("b_meta_5_actions", |b| b.iter(|| black_box(policy.resolve(black_box(&meta), &ctx))));
    g.bench_function("c_write_with_path", |b| b.iter(|| black_box(policy.resolve(black_box(&write), &ctx))));
    g.bench_function("load_policy", |b| b.iter(|| black_box(Policy::load("bench.toml", black_box(&text)).is_ok())));
    g.finish();

    let set = cedar_policy::PolicySet::from_str(&cedar_text(1000)).unwrap_or_else(|e| panic!("{e}"));
    let authorizer = cedar_policy::Authorizer::new();
    let entities = cedar_policy::Entities::empty();
    let principal = cedar_policy::EntityUid::from_str("User::\"agent\"").unwrap_or_else(|e| panic!("{e}"));
    let action = cedar_policy::EntityUid::from_str("Action::\"call\"").unwrap_or_else(|e| panic!("{e}"));
    let resource = cedar_policy::EntityUid::from_str("Tool::\"TOOL_901\"").unwrap_or_else(|e| panic!("{e}"));
    let request = cedar_policy::Request::new(principal, action, resource, cedar_policy::Context::empty(), None).unwrap_or_else(|e| panic!("{e}"));
    let mut g = c.benchmark_group("peer_cedar_1000_policies");
    g.bench_function("a_plain_tool", |b| b.iter(|| black_box(authorizer.is_authorized(black_box(&request), &set, &entities).decision())));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
