//! An MCP tool the policy says nothing of, whose name only reads (`get_issue_details`,
//! `listPullRequests`, `search-events`) or that runs SQL which only reads (`query` with a
//! `SELECT`), asks at the unknown tier under one key for the reads of its server: a session
//! asks once per server for them. Writes, deletes, sends, merges, credentials, unknown verbs
//! keep their own question; SQL that does more than read always asks; a rule, a server's
//! default and a secret path in the arguments still decide first.
//!
//! The servers here are named so that the default policy's table of well-known servers
//! (`github`, `sentry`, `kubernetes`, ...) does not cover them: that table decides first, and
//! `well_known_servers.rs` tests it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::{Call, Context, Policy, Tier};
use serde_json::{Value, json};

/// The call's tier, its deciding rule and the grant key of its action, under `policy`.
fn decide_in(policy: &Policy, server: &str, tool: &str, args: Value) -> (Tier, String, String) {
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    let d = policy.resolve(&Call::new(tool, Some(server), &args), &ctx);
    let a = &d.actions()[0];
    (d.tier(), a.rule.to_string(), a.grant_key.to_string())
}

fn decide(server: &str, tool: &str, args: Value) -> (Tier, String, String) {
    decide_in(&Policy::default_policy(), server, tool, args)
}

#[test]
fn read_named_tools_of_a_server_share_one_question() {
    for (server, tool, args, row) in [
        (
            "errors",
            "get_issue_details",
            json!({"issueId": "WEB-4K7"}),
            "`get`",
        ),
        (
            "errors",
            "search_events",
            json!({"naturalLanguageQuery": "errors"}),
            "`search`",
        ),
        (
            "forge",
            "list_pull_requests",
            json!({"state": "open"}),
            "`list`",
        ),
        (
            "forge",
            "getPullRequestStatus",
            json!({"pullNumber": 882}),
            "`get`",
        ),
        (
            "forge",
            "search-code",
            json!({"query": "fn main"}),
            "`search`",
        ),
        ("tracker", "DESCRIBE_TEAM", json!({}), "`describe`"),
        ("wiki", "fetch", json!({"id": "abc"}), "`fetch`"),
    ] {
        let (tier, rule, key) = decide(server, tool, args);
        assert_eq!(tier, Tier::AskOnce, "{server} {tool}");
        assert_eq!(key, format!("reads of server {server}"), "{server} {tool}");
        assert!(rule.contains(row), "{server} {tool}: {rule}");
    }
}

#[test]
fn sql_that_only_reads_joins_the_reads_and_any_other_always_asks() {
    for (tool, args) in [
        (
            "query",
            json!({"sql": "SELECT now() - pg_last_xact_replay_timestamp() AS lag"}),
        ),
        (
            "query",
            json!({"sql": "select count(*) from invoice where currency is null"}),
        ),
        (
            "execute_sql",
            json!({"query": "EXPLAIN SELECT * FROM orders"}),
        ),
        ("run-query", json!({"statement": "SHOW search_path"})),
        ("read_query", json!({"query": "SELECT id FROM t LIMIT 5"})),
    ] {
        let (tier, _, key) = decide("pg", tool, args.clone());
        assert_eq!(
            (tier, key.as_str()),
            (Tier::AskOnce, "reads of server pg"),
            "{tool} {args}"
        );
    }
    for (tool, args) in [
        (
            "query",
            json!({"sql": "ALTER TABLE invoice ADD COLUMN currency char(3)"}),
        ),
        ("query", json!({"sql": "DELETE FROM orders WHERE id = 1"})),
        ("query", json!({"sql": "UPDATE users SET admin = true"})),
        ("query", json!({"sql": "SELECT 1; DROP TABLE users"})),
        ("query", json!({"sql": "SELECT pg_terminate_backend(42)"})),
        (
            "query",
            json!({"sql": "WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d"}),
        ),
        ("execute_sql", json!({"query": "TRUNCATE audit"})),
        ("write_query", json!({"query": "INSERT INTO t VALUES (1)"})),
        ("query", json!({"sql": "\\! rm -rf /"})),
    ] {
        let (tier, rule, _) = decide("pg", tool, args.clone());
        assert_eq!(tier, Tier::AlwaysAsk, "{tool} {args}");
        assert_eq!(rule, "heuristic: SQL through an MCP tool", "{tool} {args}");
    }
    // A SQL runner whose text is not where it is looked for keeps its own question.
    let (tier, _, key) = decide("pg", "query", json!({"text": "SELECT 1"}));
    assert_eq!((tier, key.as_str()), (Tier::AskOnce, "tool:query"));
}

#[test]
fn writes_sends_credentials_and_unknown_verbs_keep_their_own_question() {
    for tool in [
        "create_issue",
        "update_issue",
        "merge_pull_request",
        "add_comment",
        "get_api_key",
        "list_and_update",
        "run_report",
        "trigger_workflow",
        "resolve_issue",
        // Local files, folders and the environment may hold secrets.
        "read_multiple_files",
        "read_text_file",
        "list_directory",
        "get-env",
        "get_file_contents",
    ] {
        let (tier, _, key) = decide("forge", tool, json!({}));
        assert!(tier >= Tier::AskOnce, "{tool}");
        assert_eq!(key, format!("tool:{tool}"), "{tool}");
    }
    for tool in [
        "delete_branch",
        "send_message",
        "get_and_remove",
        "publish_release",
    ] {
        assert_eq!(
            decide("forge", tool, json!({})).0,
            Tier::AlwaysAsk,
            "{tool}"
        );
    }
    // A secret path in a read tool's arguments always asks.
    let (tier, _, _) = decide(
        "filesystem",
        "read_file",
        json!({"path": "/home/u/.ssh/id_rsa"}),
    );
    assert_eq!(tier, Tier::AlwaysAsk);
}

#[test]
fn a_local_tool_a_rule_and_a_server_default_decide_first() {
    // Not an MCP call: the local tool's own question.
    let args = json!({});
    let d = Policy::default_policy().resolve(
        &Call::new("get_issue_details", None, &args),
        &Context::default(),
    );
    assert_eq!(
        d.actions()[0].grant_key.to_string(),
        "tool:get_issue_details"
    );
    let policy = Policy::load(
        "p.toml",
        r#"
version = 1
[[tool]]
name = "get_secret_report"
server = "sentry"
tier = "always_ask"
[[server]]
name = "billing"
default = "always_ask"
"#,
    )
    .unwrap();
    assert_eq!(
        decide_in(&policy, "sentry", "get_secret_report", json!({})).0,
        Tier::AlwaysAsk
    );
    assert_eq!(
        decide_in(&policy, "billing", "list_invoices", json!({})).0,
        Tier::AlwaysAsk
    );
    assert_eq!(
        decide_in(&policy, "sentry", "get_issue", json!({})).2,
        "reads of server sentry"
    );
}

/// A tool runs SQL by its name's words (a query or statement it runs or executes) or by what it
/// is given (a SQL field whose text opens as a statement): its reads join the server's reads,
/// anything else always asks, so one approved SELECT never covers a DELETE through the same
/// tool. A natural-language query in the same field is no SQL.
#[test]
fn sql_is_known_by_the_tools_words_or_by_its_text() {
    for (tool, args) in [
        (
            "run_snowflake_query",
            json!({"statement": "select event_date, count(*) from A.B.C group by 1"}),
        ),
        ("executeBigQueryStatement", json!({"query": "SELECT 1"})),
        (
            "warehouse_tool",
            json!({"sql_query": "select * from analytics.orders limit 5"}),
        ),
        (
            "mystery",
            json!({"query": "SHOW TABLES IN SCHEMA analytics"}),
        ),
    ] {
        let (tier, _, key) = decide("wh", tool, args.clone());
        assert_eq!(
            (tier, key.as_str()),
            (Tier::AskOnce, "reads of server wh"),
            "{tool} {args}"
        );
    }
    for (tool, args) in [
        (
            "run_snowflake_query",
            json!({"statement": "delete from A.FINANCE.T where d < '2024-01-01'"}),
        ),
        (
            "run_snowflake_query",
            json!({"statement": "create or replace table a clone b"}),
        ),
        ("mystery", json!({"query": "DROP TABLE analytics.orders"})),
        (
            "mystery",
            json!({"statement": "update users set admin = true where id = 1"}),
        ),
        (
            "execute_query",
            json!({"query": "alter warehouse W set warehouse_size = 'X4LARGE'"}),
        ),
    ] {
        let (tier, rule, _) = decide("wh", tool, args.clone());
        assert_eq!(tier, Tier::AlwaysAsk, "{tool} {args}");
        assert_eq!(rule, "heuristic: SQL through an MCP tool", "{tool} {args}");
    }
    // Natural language in a `query` field is not SQL: the tool's name decides as before.
    for (tool, args) in [
        (
            "search_issues",
            json!({"query": "show me open issues assigned to me"}),
        ),
        (
            "search_docs",
            json!({"query": "update the checkout flow docs"}),
        ),
    ] {
        let (tier, _, key) = decide("tracker", tool, args.clone());
        assert_eq!(
            (tier, key.as_str()),
            (Tier::AskOnce, "reads of server tracker"),
            "{tool} {args}"
        );
    }
}

/// A tool named after its server (`nx_get_project_graph` of `nx`, `github_list_issues`,
/// `aws_docs_search` of `aws-docs`) is read by the verb after that prefix; the prefix of
/// another server, and a write after it, change nothing.
#[test]
fn a_tool_named_after_its_server_is_read_by_the_verb_after_it() {
    for (server, tool) in [
        ("monorepo", "nx_get_project_graph"),
        ("forge", "github_list_issues"),
        ("docs", "aws_docs_search"),
        ("tracker", "linearGetIssue"),
    ] {
        let (tier, _, key) = decide(server, tool, json!({}));
        assert_eq!(
            (tier, key),
            (Tier::AskOnce, format!("reads of server {server}")),
            "{server} {tool}"
        );
    }
    for (server, tool) in [
        ("monorepo", "nx_run_generator"),
        ("forge", "github_create_issue"),
        ("chat", "slack_post_message"),
    ] {
        let (_, _, key) = decide(server, tool, json!({}));
        assert_ne!(key, format!("reads of server {server}"), "{server} {tool}");
    }
}

/// Servers that name the resource first (`pods_list`, `events_list`, `pods_log`): a read verb
/// after one or two nouns, or a trailing read word after a noun, joins the server's reads. An
/// acting verb before the read (`pods_exec_and_get`), a write or destructive word anywhere, a
/// client's own settings (`configuration_view`) and a read word that writes when it leads
/// (`log_event`) keep their own question.
#[test]
fn a_tool_named_resource_first_is_read_by_the_verb_after_the_noun() {
    for (server, tool) in [
        ("cluster", "pods_list"),
        ("cluster", "pods_list_in_namespace"),
        ("cluster", "events_list"),
        ("cluster", "namespaces_list"),
        ("cluster", "pods_get"),
        ("cluster", "pods_log"),
        ("cluster", "nodes_top"),
        ("argocd", "application_manifests_get"),
        // Another service's name before the verb is a noun like any other: still a read.
        ("forge", "gitlab_list_issues"),
        // A remote item's files are the server's, not this machine's.
        ("forge", "get_pull_request_files"),
        ("forge", "get_gist_files"),
        ("ci", "pipelineStatus"),
        ("ci", "job-history"),
        ("cluster", "kubernetes_pods_list"),
        // A hub's description of one of its items.
        ("hub", "hub_repo_details"),
        ("hub", "space_info"),
        ("forge", "repo_info"),
        // A query in a language of metrics, logs or traces that only reads.
        ("metrics", "query_prometheus"),
        ("metrics", "query_loki"),
        ("metrics", "queryPrometheus"),
        ("prometheus", "promql_query"),
        ("tempo", "traceql_query"),
    ] {
        let (tier, _, key) = decide(server, tool, json!({}));
        assert_eq!(
            (tier, key),
            (Tier::AskOnce, format!("reads of server {server}")),
            "{server} {tool}"
        );
    }
    for (server, tool) in [
        ("cluster", "pods_exec_and_get"),
        ("cluster", "pods_run"),
        ("cluster", "pods_delete"),
        ("cluster", "resources_create_or_update"),
        ("cluster", "configuration_view"),
        ("cluster", "deployment_scale_then_list"),
        ("logger", "log_event"),
        ("logger", "status"),
        ("forge", "user_list_tokens"),
        ("chat", "channel_post_and_list"),
        ("filesystem", "read_multiple_files"),
        ("filesystem", "list_directory"),
        ("forge", "get_file_contents"),
        ("forge", "request_files_upload"),
        // An acting verb before a trailing read word acts first (found in review).
        ("cluster", "pods_exec_log"),
        ("docker", "container_exec_logs"),
        ("ci", "pipeline_trigger_status"),
        ("ci", "build_start_log"),
        ("cluster", "node_drain_status"),
        ("cluster", "service_proxy_log"),
        ("ci", "job-run-status"),
        // A write, an acting verb or credentials before a trailing `details` or `info`.
        ("billing", "update_payment_details"),
        ("billing", "payment_details_set"),
        ("ci", "job_run_info"),
        ("chat", "send_details"),
        ("forge", "token_info"),
        ("vault", "secret_details"),
        ("cluster", "pods_delete_info"),
        ("ci", "info"),
        // A query of anything else may write (SQL, a store's own language), and a query
        // tool that does more than query is not one.
        ("postgres", "query"),
        ("db", "query_database"),
        ("metrics", "query_prometheus_and_delete"),
        ("metrics", "run_prometheus_query"),
        ("prometheus", "query_prometheus_admin"),
        ("wandb", "query_wandb_tool"),
    ] {
        let (_, _, key) = decide(server, tool, json!({}));
        assert_ne!(key, format!("reads of server {server}"), "{server} {tool}");
    }
}

/// dbt's SQL names its relations by template (`{{ ref('orders') }}`, `{{ source('app',
/// 'users') }}`): read as the tables they resolve to, a SELECT of them joins the server's reads;
/// any other template expression, or a statement that does more than read, always asks.
#[test]
fn dbt_relation_references_are_the_tables_they_name() {
    for args in [
        json!({"sql_query": "select month, mrr from {{ ref('mrr_by_month') }} order by month desc", "limit": 12}),
        json!({"sql_query": "select * from {{ source(\"app\", \"users\") }} u join {{ref('orders')}} o on o.user_id = u.id"}),
    ] {
        let (tier, _, key) = decide("dbt", "show", args.clone());
        assert_eq!(
            (tier, key.as_str()),
            (Tier::AskOnce, "reads of server dbt"),
            "{args}"
        );
    }
    for args in [
        json!({"sql_query": "select * from {{ run_query('delete from finance.events') }}"}),
        json!({"sql_query": "select {{ my_macro() }} from {{ ref('x') }}"}),
        json!({"sql_query": "delete from {{ ref('events') }} where true"}),
        json!({"sql_query": "select 1 from {{ ref('x') }}; drop table {{ ref('y') }}"}),
    ] {
        let (tier, _, _) = decide("dbt", "show", args.clone());
        assert_eq!(tier, Tier::AlwaysAsk, "{args}");
    }
}
