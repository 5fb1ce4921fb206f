//! The default policy's table of well-known MCP servers: their reads run, the comments and
//! issue updates of an issue tracker ask once per server under one family, and everything else
//! (merges, deletes, file pushes, secrets, sends, unlisted tools, other servers' tools of the
//! same name) keeps the question it had without the table.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::{Call, Context, Direction, Policy, PolicyDoc, Tier, diff};
use serde_json::{Value, json};

/// The call's tier and the grant key of its action under the default policy.
fn decide(server: &str, tool: &str, args: Value) -> (Tier, String) {
    let mut ctx = Context::default();
    ctx.workspace = Some("/ws".into());
    ctx.home = Some("/home/u".into());
    let d = Policy::default_policy().resolve(&Call::new(tool, Some(server), &args), &ctx);
    (d.tier(), d.actions()[0].grant_key.to_string())
}

/// The family key of `server`.
fn family(server: &str) -> String {
    format!("comments and issue updates on {server}")
}

#[test]
fn listed_reads_run_under_every_usual_spelling_of_the_server() {
    for (server, tool) in [
        ("github", "get_issue"),
        ("GitHub", "get_issue"),
        ("github-mcp", "pull_request_read"),
        ("github-mcp-server", "get_pull_request_status"),
        ("plugin_github_github", "list_workflow_runs"),
        ("github", "search_code"),
        ("github", "get_file_contents"),
        ("linear", "get_issue"),
        ("Linear", "list_comments"),
        ("linear-server", "list_issue_statuses"),
        ("claude_ai_Linear", "get_issue"),
        ("sentry", "get_issue_details"),
        ("Sentry", "search_events"),
        ("context7", "resolve-library-id"),
        ("context7", "get-library-docs"),
        ("Context7", "query-docs"),
        ("atlassian", "getJiraIssue"),
        ("jira", "jira_get_issue"),
        ("mcp-atlassian", "confluence_get_page"),
        ("confluence", "searchConfluenceUsingCql"),
        ("slack", "slack_get_channel_history"),
        ("aws-docs", "read_documentation"),
        (
            "awslabs.aws-documentation-mcp-server",
            "search_documentation",
        ),
        ("terraform", "search_providers"),
        ("terraform", "SearchAwsProviderDocs"),
        ("kubernetes", "pods_log"),
        ("k8s", "events_list"),
        ("grafana", "query_prometheus"),
        ("grafana", "query_loki_logs"),
        ("supabase", "list_tables"),
        ("neon", "describe_branch"),
        ("stripe", "search_stripe_documentation"),
        ("huggingface", "hub_repo_details"),
        ("hf-mcp-server", "model_search"),
        ("dbt", "get_model_parents"),
        ("nx", "nx_workspace"),
        ("nx-mcp", "nx_project_details"),
        ("laravel-boost", "application-info"),
        ("laravel-boost", "last-error"),
        ("dockerhub", "listRepositoryTags"),
        ("cloudflare-docs", "search_cloudflare_documentation"),
    ] {
        assert_eq!(
            decide(server, tool, json!({})).0,
            Tier::Allow,
            "{server} {tool}"
        );
    }
}

#[test]
fn comments_and_issue_updates_share_one_question_per_server() {
    for (server, tools) in [
        (
            "github",
            &[
                "add_issue_comment",
                "update_issue",
                "update_issue_labels",
                "update_issue_assignees",
                "add_reply_to_pull_request_comment",
            ][..],
        ),
        ("GitHub", &["add_issue_comment", "update_issue_title"][..]),
        (
            "linear",
            &["create_comment", "save_comment", "update_issue"][..],
        ),
        ("sentry", &["add_issue_note", "update_issue"][..]),
        ("jira", &["jira_add_comment", "jira_update_issue"][..]),
        ("atlassian", &["addCommentToJiraIssue", "editJiraIssue"][..]),
    ] {
        for tool in tools {
            let args = json!({"body": "Fixed in #412.", "assignedTo": "me", "labels": ["bug"]});
            assert_eq!(
                decide(server, tool, args),
                (Tier::AskOnce, family(server)),
                "{server} {tool}"
            );
        }
    }
    // Each server its own question: an answer for github's comments is not one for linear's.
    assert_ne!(
        decide("github", "add_issue_comment", json!({})).1,
        decide("linear", "create_comment", json!({})).1
    );
}

#[test]
fn a_change_of_an_issues_state_keeps_its_own_question() {
    for (server, tool, args) in [
        ("github", "update_issue", json!({"state": "closed"})),
        ("github", "update_issue", json!({"state": "open"})),
        (
            "linear",
            "update_issue",
            json!({"id": "ROS-1", "state": "Done"}),
        ),
        (
            "linear",
            "update_issue",
            json!({"id": "ROS-1", "stateId": "9f1c"}),
        ),
        ("sentry", "update_issue", json!({"status": "resolved"})),
    ] {
        let (tier, key) = decide(server, tool, args.clone());
        assert!(tier >= Tier::AskOnce, "{server} {tool} {args}");
        assert_eq!(key, format!("tool:{tool}"), "{server} {tool} {args}");
    }
}

#[test]
fn the_family_never_covers_merges_deletes_pushes_releases_secrets_or_sends() {
    for (server, tool) in [
        ("github", "merge_pull_request"),
        ("github", "create_or_update_file"),
        ("github", "push_files"),
        ("github", "delete_file"),
        ("github", "delete_repository"),
        ("github", "create_release"),
        ("github", "update_issue_state"),
        ("github", "update_pull_request"),
        ("github", "update_pull_request_branch"),
        ("github", "pull_request_review_write"),
        ("github", "create_pull_request_review"),
        ("github", "submit_pending_pull_request_review"),
        ("github", "actions_run_trigger"),
        ("github", "run_workflow"),
        ("github", "issue_write"),
        ("github", "create_issue"),
        ("github", "label_write"),
        ("github", "get_secret_scanning_alert"),
        ("github", "list_secret_scanning_alerts"),
        ("github", "remove_sub_issue"),
        ("github", "fork_repository"),
        ("linear", "create_issue"),
        ("linear", "save_issue"),
        ("jira", "jira_transition_issue"),
        ("jira", "jira_delete_issue"),
        ("atlassian", "transitionJiraIssue"),
        ("sentry", "update_project"),
        ("sentry", "create_dsn"),
        ("slack", "slack_post_message"),
        ("slack", "slack_reply_to_thread"),
        ("slack", "slack_add_reaction"),
    ] {
        let (tier, key) = decide(server, tool, json!({}));
        assert!(tier >= Tier::AskOnce, "{server} {tool}");
        assert_ne!(key, family(server), "{server} {tool}");
        assert!(!key.starts_with("reads of"), "{server} {tool}: {key}");
    }
}

#[test]
fn tools_that_run_code_or_sql_or_read_secrets_are_left_to_the_built_in_judgement() {
    for (server, tool, args) in [
        (
            "supabase",
            "execute_sql",
            json!({"query": "DROP TABLE users"}),
        ),
        ("neon", "run_sql", json!({"sql": "DELETE FROM orders"})),
        (
            "laravel-boost",
            "database-query",
            json!({"query": "TRUNCATE jobs"}),
        ),
    ] {
        assert_eq!(
            decide(server, tool, args).0,
            Tier::AlwaysAsk,
            "{server} {tool}"
        );
    }
    for (server, tool) in [
        ("supabase", "get_publishable_keys"),
        ("sentry", "find_dsns"),
        ("supabase", "apply_migration"),
        ("neon", "get_connection_string"),
        ("laravel-boost", "tinker"),
        ("laravel-boost", "get-config"),
        ("laravel-boost", "list-available-env-vars"),
        ("kubernetes", "resources_get"),
        ("kubernetes", "configuration_view"),
        ("kubernetes", "pods_exec"),
        ("terraform", "ExecuteTerraformCommand"),
        ("terraform", "get_plan_json_output"),
        ("terraform", "list_workspace_variables"),
        ("terraform", "create_run"),
        ("playwright", "browser_click"),
        ("playwright", "browser_navigate"),
        ("playwright", "browser_type"),
        ("playwright", "browser_evaluate"),
        ("playwright", "browser_network_requests"),
        ("playwright", "browser_cookie_list"),
        ("chrome-devtools", "new_page"),
        ("chrome-devtools", "evaluate_script"),
        ("chrome-devtools", "get_network_request"),
        ("huggingface", "dynamic_space"),
        ("dbt", "show"),
        ("dbt", "run"),
        ("stripe", "create_refund"),
    ] {
        assert!(
            decide(server, tool, json!({})).0 >= Tier::AskOnce,
            "{server} {tool}"
        );
    }
}

#[test]
fn an_unlisted_tool_of_a_listed_server_asks_as_before() {
    for (server, tool, key) in [
        // Read-named, not listed: the server's reads, one question for them.
        ("github", "get_job_logs", "reads of server github"),
        (
            "linear",
            "get_issue_git_branch_name",
            "reads of server linear",
        ),
        ("sentry", "get_sentry_resource", "reads of server sentry"),
        // Anything else: its own question.
        ("github", "create_branch", "tool:create_branch"),
        (
            "sentry",
            "analyze_issue_with_seer",
            "tool:analyze_issue_with_seer",
        ),
    ] {
        let (tier, got) = decide(server, tool, json!({}));
        assert!(tier >= Tier::AskOnce, "{server} {tool}");
        assert_eq!(got, key, "{server} {tool}");
    }
}

#[test]
fn another_servers_tool_of_the_same_name_is_not_covered() {
    for (server, tool) in [
        ("tracker", "get_issue"),
        ("gitlab", "get_issue"),
        ("forge", "list_pull_requests"),
        ("jira", "getJiraIssue_extra"),
        ("notion", "search_documentation"),
        ("prod-db", "list_tables"),
        ("myapi", "search"),
        ("nginx", "nx_workspace"),
        ("wiki", "jira_get_issue"),
    ] {
        assert!(
            decide(server, tool, json!({})).0 >= Tier::AskOnce,
            "{server} {tool}"
        );
    }
    for (server, tool) in [
        ("gitlab", "add_issue_comment"),
        ("tracker", "update_issue"),
        ("forge", "create_comment"),
        ("wiki", "jira_add_comment"),
    ] {
        let (tier, key) = decide(server, tool, json!({}));
        assert!(tier >= Tier::AskOnce, "{server} {tool}");
        assert_eq!(key, format!("tool:{tool}"), "{server} {tool}");
    }
    // A call that is not an MCP call is no server's.
    assert_eq!(
        Policy::default_policy()
            .resolve(
                &Call::new("get_issue", None, &json!({})),
                &Context::default()
            )
            .tier(),
        Tier::AskOnce
    );
}

#[test]
fn no_listed_read_is_named_like_a_write_an_exec_or_a_secret() {
    // The rows of the built-in table the default policy applies, as the rules they decide as.
    let mut doc = Policy::default_policy().doc().clone();
    doc.tool.extend(airlock_policy::well_known::tool_docs());
    let risky = [
        "secret",
        "token",
        "password",
        "credential",
        "dsn",
        "connection_string",
        "env",
        "exec",
        "eval",
        "tinker",
        "shell",
        "sql",
        "delete",
        "merge",
        "push",
        "send",
        "post",
        "cookie",
        "key",
        "create",
        "update",
        "write",
        "trigger",
        "deploy",
    ];
    let mut reads = 0;
    for t in doc.tool.iter().filter(|t| t.server.is_some()) {
        if t.tier == Some(Tier::Allow) {
            reads += 1;
            let lower = t.name.to_ascii_lowercase();
            // Reviewed: the fields a new issue takes (creates nothing); configuration keys'
            // names, without their values; CloudWatch's Logs Insights and PromQL queries (their
            // languages only read); a summary of an evaluation's results (runs nothing);
            // status page posts and alert triggers read, not made; Notion's searches and
            // queries, sent as POST requests, change nothing; BuildBuddy's records of a build's
            // remote executions, read.
            let reviewed = [
                "jira_get_create_fields",
                "list-available-config-keys",
                "execute_log_insights_query",
                "execute_cwl_insights_batch",
                "execute_promql_query",
                "execute_promql_range_query",
                "summarize_evaluation_tool",
                "get_status_page_post",
                "list_status_page_post_updates",
                "list_triggers",
                "get_trigger",
                "API-post-search",
                "API-post-database-query",
                "get_execution",
                "get_executions",
            ];
            assert!(
                reviewed.contains(&t.name.as_str()) || !risky.iter().any(|r| lower.contains(r)),
                "{} on {:?}",
                t.name,
                t.server
            );
        }
        if t.family.as_deref() == Some("project build/test/run") {
            // A project run: the project's own tests or build inside the server's program,
            // never a deploy, an upload or a menu of the project's choosing.
            assert_eq!(t.tier, Some(Tier::AskOnce), "{}", t.name);
            let lower = t.name.to_ascii_lowercase();
            assert!(
                lower.contains("test") || lower.contains("build"),
                "{} is no test or build",
                t.name
            );
            for word in ["deploy", "upload", "publish", "menu", "release", "push"] {
                assert!(!lower.contains(word), "{} holds `{word}`", t.name);
            }
        } else if let Some(f) = &t.family {
            assert_eq!(t.tier, Some(Tier::AskOnce), "{}", t.name);
            assert_eq!(f, "comments and issue updates", "{}", t.name);
            let lower = t.name.to_ascii_lowercase();
            for word in [
                "merge",
                "delete",
                "remove",
                "push",
                "file",
                "release",
                "secret",
                "transition",
                "close",
                "state",
                "workflow",
                "review_write",
                "submit",
            ] {
                assert!(!lower.contains(word), "{} holds `{word}`", t.name);
            }
        }
        if t.tier.is_some() {
            assert!(
                t.reason.is_some(),
                "{} on {:?} has no reason",
                t.name,
                t.server
            );
        }
    }
    assert!(reads > 200, "{reads}");
}

#[test]
fn a_family_needs_ask_once_and_naming_one_lowers_protection() {
    let with = |tier: &str, family: &str| {
        format!(
            "version = 1\n[[tool]]\nname = \"add_comment\"\nserver = \"tracker\"\n\
             tier = \"{tier}\"\nfamily = \"{family}\"\n"
        )
    };
    let err = Policy::load("p.toml", &with("always_ask", "comments")).unwrap_err();
    assert!(err.to_string().contains("`family`"), "{err}");
    assert!(Policy::load("p.toml", &with("ask_once", " ")).is_err());
    let p = Policy::load("p.toml", &with("ask_once", "comments")).unwrap();
    let d = p.resolve(
        &Call::new("add_comment", Some("Tracker"), &json!({})),
        &Context::default(),
    );
    assert_eq!(d.tier(), Tier::AskOnce);
    assert_eq!(d.actions()[0].grant_key.to_string(), "comments on Tracker");
    let plain = "version = 1\n[[tool]]\nname = \"add_comment\"\nserver = \"tracker\"\n\
                 tier = \"ask_once\"\n";
    let old: PolicyDoc = toml::from_str(plain).unwrap();
    let new: PolicyDoc = toml::from_str(&with("ask_once", "comments")).unwrap();
    let lowers = |changes: Vec<airlock_policy::Change>| {
        changes
            .iter()
            .any(|c| c.what.contains("family") && c.direction == Direction::Lowers)
    };
    assert!(lowers(diff(&old, &new)));
    assert!(!lowers(diff(&new, &old)));
}

/// The tier and the grant key of a call under the policy `text`.
fn decide_by(text: &str, server: &str, tool: &str, args: Value) -> (Tier, String) {
    let policy = Policy::load("own.toml", text).unwrap();
    let d = policy.resolve(&Call::new(tool, Some(server), &args), &Context::default());
    (d.tier(), d.actions()[0].grant_key.to_string())
}

#[test]
fn a_policy_file_of_ones_own_gets_the_table_only_when_it_turns_it_on() {
    let off = "version = 1\n";
    let on = "version = 1\n[gate]\nwell_known_tools = true\n";
    for (server, tool) in [
        ("github", "get_issue"),
        ("GitHub", "list_issues"),
        ("linear", "list_issues"),
        ("my-jira", "getJiraIssue"),
        ("nx-mcp", "nx_docs"),
    ] {
        assert_eq!(
            decide_by(off, server, tool, json!({})).0,
            Tier::AskOnce,
            "{server} {tool}"
        );
        assert_eq!(
            decide_by(on, server, tool, json!({})).0,
            Tier::Allow,
            "{server} {tool}"
        );
    }
    // The comment family holds with it on, per server.
    assert_eq!(
        decide_by(on, "github", "add_issue_comment", json!({"body": "x"})),
        (Tier::AskOnce, family("github"))
    );
    assert_eq!(
        decide_by(off, "github", "add_issue_comment", json!({"body": "x"})).1,
        "tool:add_issue_comment"
    );
    // What the table leaves out keeps its question either way.
    for text in [off, on] {
        assert!(decide_by(text, "github", "merge_pull_request", json!({})).0 >= Tier::AskOnce);
        assert!(decide_by(text, "github", "delete_file", json!({})).0 >= Tier::AskOnce);
    }
}

#[test]
fn a_policys_own_tool_or_server_rule_wins_over_the_table() {
    let tool_rule = "version = 1\n[gate]\nwell_known_tools = true\n[[tool]]\nname = \"get_issue\"\nserver = \"github\"\ntier = \"always_ask\"\n";
    assert_eq!(
        decide_by(tool_rule, "github", "get_issue", json!({})).0,
        Tier::AlwaysAsk
    );
    assert_eq!(
        decide_by(tool_rule, "GitHub", "get_issue", json!({})).0,
        Tier::AlwaysAsk
    );
    // Another server of the same family still gets the table.
    assert_eq!(
        decide_by(tool_rule, "github-mcp", "get_issue", json!({})).0,
        Tier::Allow
    );
    let server_rule = "version = 1\n[gate]\nwell_known_tools = true\n[[server]]\nname = \"github\"\ndefault = \"always_ask\"\n";
    for tool in ["get_issue", "list_issues", "add_issue_comment"] {
        assert_eq!(
            decide_by(server_rule, "github", tool, json!({})).0,
            Tier::AlwaysAsk,
            "{tool}"
        );
    }
    assert_eq!(
        decide_by(server_rule, "linear", "get_issue", json!({})).0,
        Tier::Allow
    );
    // A wildcard rule of one's own is a rule for the tool too.
    let wild = "version = 1\n[gate]\nwell_known_tools = true\n[[tool]]\nname = \"get_*\"\nserver = \"*git*\"\ntier = \"always_ask\"\n";
    assert_eq!(
        decide_by(wild, "github", "get_issue", json!({})).0,
        Tier::AlwaysAsk
    );
    assert_eq!(
        decide_by(wild, "github", "list_issues", json!({})).0,
        Tier::Allow
    );
}

#[test]
fn turning_the_table_on_lowers_protection() {
    let off: PolicyDoc = toml::from_str("version = 1\n").unwrap();
    let on: PolicyDoc = toml::from_str("version = 1\n[gate]\nwell_known_tools = true\n").unwrap();
    let changes = diff(&off, &on);
    assert!(
        changes
            .iter()
            .any(|c| c.what == "gate.well_known_tools" && c.direction == Direction::Lowers),
        "{changes:?}"
    );
    let back = diff(&on, &off);
    assert!(
        back.iter()
            .any(|c| c.what == "gate.well_known_tools" && c.direction == Direction::Raises)
    );
}

/// Running the project's tests in the Unity editor (mcp-unity's `run_tests`) runs the project's
/// code, as `Unity -batchmode -runTests` does: one question under the project's family, shared
/// with the shell's builds and tests, under every usual name of the server. Menu items,
/// recompiles and changes to scenes and packages keep their own question, and so does a
/// `run_tests` of a server the table does not know.
#[test]
fn unity_editor_test_runs_are_the_project_family() {
    let project = "command:project build/test/run";
    for server in ["unity", "Unity", "mcp-unity", "unity-mcp", "my_unity"] {
        let (tier, key) = decide(
            server,
            "run_tests",
            json!({"testMode": "EditMode", "testFilter": "DailyRewardServiceTests"}),
        );
        assert_eq!((tier, key.as_str()), (Tier::AskOnce, project), "{server}");
    }
    let (tier, key) = decide(
        "Bash",
        "Bash",
        json!({"command": "/opt/unity/6000.0.31f1/Editor/Unity -batchmode -nographics -projectPath . -runTests -testPlatform PlayMode"}),
    );
    assert_eq!((tier, key.as_str()), (Tier::AskOnce, project));
    for (server, tool) in [
        ("unity", "execute_menu_item"),
        ("unity", "recompile_scripts"),
        ("unity", "add_package"),
        ("unity", "update_gameobject"),
        ("community", "run_tests"),
        ("ci", "run_tests"),
    ] {
        let (tier, key) = decide(
            server,
            tool,
            json!({"menuPath": "Tools/Upload (production)"}),
        );
        assert!(
            tier != Tier::Allow && key != project,
            "{server} {tool}: {tier:?} {key}"
        );
    }
}
