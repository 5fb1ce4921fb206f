//! The default policy's table of well-known MCP servers, for the servers of operations and data
//! services (Firebase, Datadog, Confluent, Kafka, Unity, Argo CD, CloudWatch, AWS API, Proxmox,
//! Weights & Biases, Databricks, Solana, PagerDuty, Honeycomb, Figma, BuildBuddy), of trackers (Azure DevOps,
//! Asana, Notion) and the Jira servers whose tools have no `jira_` prefix:
//! their reads run under every usual spelling of the server, their writes, sends, code and SQL
//! keep their questions, a tool name in another letter case is not a listed name, and a server
//! whose name only looks like a listed one gets nothing from the table.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::{Call, Context, Policy, Tier};
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
        ("firebase", "firebase_get_project"),
        ("Firebase", "firestore_query_collection"),
        ("firebase-mcp", "firebase_get_security_rules"),
        ("FIREBASE", "functions_get_logs"),
        ("firebase", "crashlytics_get_report"),
        ("firebase", "realtimedatabase_get_data"),
        ("datadog", "get_metrics"),
        ("Datadog", "search_datadog_logs"),
        ("datadog-mcp", "query_metrics"),
        ("mcp-server-datadog", "get-monitors"),
        ("confluent", "list-topics"),
        ("mcp-confluent", "consume-messages"),
        ("Confluent-Cloud", "get-consumer-group-lag"),
        ("kafka", "describe_topic"),
        ("kafka-mcp", "list_topics"),
        ("KAFKA", "describe_consumer_group"),
        ("unity", "get_console_logs"),
        ("mcp-unity", "get_scenes_hierarchy"),
        ("Unity-MCP", "get_tests"),
        ("argocd", "get_application"),
        ("ArgoCD", "list_applications"),
        ("argo-cd", "get_application_workload_logs"),
        ("cloudwatch", "execute_log_insights_query"),
        ("awslabs.cloudwatch-mcp-server", "get_metric_data"),
        ("CloudWatch", "get_active_alarms"),
        ("aws-api", "suggest_aws_commands"),
        ("proxmox", "get_vms"),
        ("pve", "get_cluster_status"),
        ("Proxmox", "get_node_status"),
        ("wandb", "query_weave_traces_tool"),
        ("WandB", "get_run_history_tool"),
        ("databricks", "list_jobs"),
        ("Databricks", "list_clusters"),
        ("solana", "Solana_Documentation_Search"),
        ("solana-mcp", "Ask_Solana_Anchor_Framework_Expert"),
        ("jira", "get_issue"),
        ("JIRA", "search_issues"),
        ("my-jira", "get_issue_comments"),
        ("jira", "get_transitions"),
        ("pagerduty", "list_incidents"),
        ("PagerDuty", "list_oncalls"),
        ("pagerduty-mcp", "get_incident"),
        ("honeycomb", "run_query"),
        ("Honeycomb", "list_datasets"),
        ("azure-devops", "wit_get_work_item"),
        ("AzureDevOps", "wit_work_item"),
        ("ado", "repo_pull_request"),
        ("ado", "pipelines_get_build_log"),
        ("asana", "asana_get_task"),
        ("Asana", "asana_search_tasks"),
        ("notion", "API-post-search"),
        ("Notion", "API-retrieve-a-page"),
        ("notionApi", "API-query-data-source"),
        ("figma", "get_design_context"),
        ("Figma-Desktop", "get_screenshot"),
        ("framelink-figma-mcp", "get_figma_data"),
        ("buildbuddy", "get_invocation"),
        ("bb", "search_invocations"),
        ("BuildBuddy-MCP", "get_target"),
    ] {
        assert_eq!(
            decide(server, tool, json!({"id": "x"})).0,
            Tier::Allow,
            "{server} {tool}"
        );
    }
}

#[test]
fn writes_sends_code_secrets_and_unlisted_tools_keep_their_questions() {
    for (server, tool) in [
        ("firebase", "firestore_delete_document"),
        ("firebase", "auth_set_claim"),
        ("firebase", "auth_update_user"),
        ("firebase", "auth_get_users"),
        ("firebase", "firebase_get_sdk_config"),
        ("firebase", "firebase_get_admin_sdk_config"),
        ("firebase", "storage_get_object_download_url"),
        ("firebase", "messaging_send_message"),
        ("firebase", "realtimedatabase_set_data"),
        ("firebase", "remoteconfig_update_template"),
        ("firebase", "crashlytics_update_issue"),
        ("firebase", "firebase_init"),
        ("firebase", "firebase_deploy"),
        ("firebase", "dataconnect_execute"),
        ("firebase", "firebase_validate_security_rules"),
        ("datadog", "mute_host"),
        ("datadog", "schedule_downtime"),
        ("datadog", "cancel_downtime"),
        ("confluent", "produce-message"),
        ("confluent", "create-topics"),
        ("confluent", "delete-topics"),
        ("confluent", "alter-topic-config"),
        ("confluent", "get-connector-config"),
        ("confluent", "create-connector"),
        ("confluent", "restart-connector"),
        ("confluent", "create-flink-statement"),
        ("confluent", "delete-schema"),
        ("kafka", "produce_message"),
        ("kafka", "consume_messages"),
        ("kafka", "create_topic"),
        ("kafka", "delete_topic"),
        ("unity", "run_tests"),
        ("unity", "execute_menu_item"),
        ("unity", "recompile_scripts"),
        ("unity", "delete_gameobject"),
        ("unity", "add_package"),
        ("argocd", "sync_application"),
        ("argocd", "delete_application"),
        ("argocd", "update_application"),
        ("argocd", "run_resource_action"),
        ("argocd", "get_application_managed_resources"),
        ("cloudwatch", "cancel_logs_insight_query"),
        ("aws-api", "call_aws"),
        ("proxmox", "execute_vm_command"),
        ("wandb", "query_wandb_tool"),
        ("wandb", "create_wandb_report_tool"),
        ("wandb", "log_analysis_to_wandb"),
        ("databricks", "run_job"),
        ("databricks", "start_cluster"),
        ("databricks", "terminate_cluster"),
        ("databricks", "update_job"),
        ("jira", "transition_issue"),
        ("jira", "create_issue"),
        ("jira", "link_issues"),
        ("jira", "add_worklog"),
        ("pagerduty", "manage_incidents"),
        ("pagerduty", "create_incident"),
        ("pagerduty", "add_responders"),
        ("pagerduty", "start_incident_workflow"),
        ("pagerduty", "create_schedule_override"),
        ("pagerduty", "create_status_page_post"),
        ("pagerduty", "get_webhook_subscription"),
        ("pagerduty", "list_webhook_subscriptions"),
        ("honeycomb", "list_recipients"),
        ("azure-devops", "wit_create_work_item"),
        ("azure-devops", "wit_work_item_write"),
        ("azure-devops", "wit_work_items_link"),
        ("azure-devops", "repo_create_pull_request"),
        ("azure-devops", "repo_update_pull_request"),
        ("azure-devops", "repo_pull_request_write"),
        ("azure-devops", "repo_create_branch"),
        ("azure-devops", "pipelines_run_pipeline"),
        ("azure-devops", "pipelines_write"),
        ("azure-devops", "pipelines_artifact"),
        ("azure-devops", "wiki_create_or_update_page"),
        ("azure-devops", "wit_work_item_attachment"),
        ("azure-devops", "advsec_get_alerts"),
        ("azure-devops", "repo_resolve_comment"),
        ("asana", "asana_create_task"),
        ("asana", "asana_delete_task"),
        ("asana", "asana_set_parent_for_task"),
        ("asana", "asana_create_project_status"),
        ("asana", "asana_add_task_dependencies"),
        ("notion", "API-post-page"),
        ("notion", "API-patch-page"),
        ("notion", "API-delete-a-block"),
        ("notion", "API-update-page-markdown"),
        ("notion", "API-move-page"),
        ("figma", "download_assets"),
        ("figma", "download_figma_images"),
        ("figma", "use_figma"),
        ("figma", "add_code_connect_map"),
        ("buildbuddy", "get_invocation_artifact"),
        ("buildbuddy", "analyze_profile"),
        ("buildbuddy", "ci_setup_info"),
    ] {
        // A read-named one may still ask once with the server's other unlisted reads (the
        // built-in judgement); none runs unasked and none joins the comments' family.
        let (tier, key) = decide(server, tool, json!({}));
        assert!(tier >= Tier::AskOnce, "{server} {tool}");
        assert_ne!(key, family(server), "{server} {tool}");
    }
    // SQL keeps the SQL judgement.
    for (server, tool, args) in [
        (
            "databricks",
            "execute_sql",
            json!({"statement": "DELETE FROM prod.churn.daily_features"}),
        ),
        (
            "kafka",
            "produce_message",
            json!({"topic": "orders", "value": "{}"}),
        ),
    ] {
        assert!(
            decide(server, tool, args).0 >= Tier::AskOnce,
            "{server} {tool}"
        );
    }
    assert_eq!(
        decide(
            "aws-api",
            "call_aws",
            json!({"cli_command": "aws dynamodb delete-table --table-name prod"})
        )
        .0,
        Tier::AlwaysAsk
    );
}

#[test]
fn a_tool_name_in_another_letter_case_is_not_a_listed_name() {
    for (server, tool) in [
        ("firebase", "Firebase_Get_Project"),
        ("firebase", "FIRESTORE_QUERY_COLLECTION"),
        ("kafka", "List_Topics"),
        ("kafka", "DESCRIBE_TOPIC"),
        ("confluent", "LIST-TOPICS"),
        ("proxmox", "Get_Vms"),
        ("solana", "solana_documentation_search"),
        ("jira", "Get_Issue"),
        ("datadog", "GET_METRICS"),
    ] {
        let (tier, key) = decide(server, tool, json!({}));
        assert!(tier >= Tier::AskOnce, "{server} {tool}");
        assert!(!key.starts_with("comments"), "{server} {tool}: {key}");
    }
}

#[test]
fn a_server_that_only_looks_like_a_listed_one_gets_nothing_from_the_table() {
    for (server, tool) in [
        ("firestore", "firestore_query_collection"),
        ("fire-base", "firebase_get_project"),
        ("confluence", "list-topics"),
        ("confluence", "consume-messages"),
        ("argo", "get_application"),
        ("argo-workflows", "list_applications"),
        ("cargo", "list_applications"),
        ("community", "get_console_logs"),
        ("opportunity", "get_tests"),
        ("data-dog", "get_metrics"),
        ("dd", "search_logs"),
        ("aws-docs", "suggest_aws_commands"),
        ("cloud", "execute_log_insights_query"),
        ("logs", "get_metric_data"),
        ("pve2", "get_vms"),
        ("vms", "get_vms"),
        ("wand", "get_run_history_tool"),
        ("solar", "Solana_Documentation_Search"),
        ("bricks", "list_jobs"),
        ("jenkins", "list_jobs"),
        ("tracker", "get_issue"),
        ("redpanda", "list_topics"),
        ("pager", "list_incidents"),
        ("tornado", "wit_get_work_item"),
        ("avocado", "repo_pull_request"),
        ("devops", "wiki"),
        ("notes", "API-retrieve-a-page"),
        ("sigma", "get_design_context"),
        ("honey", "run_query"),
        ("tasks", "asana_get_task"),
        ("bbq", "get_invocation"),
        ("bazel", "get_invocation"),
    ] {
        assert!(
            decide(server, tool, json!({})).0 >= Tier::AskOnce,
            "{server} {tool}"
        );
    }
    // A comment tool of a look-alike is its own question, not a family's.
    for (server, tool) in [
        ("tracker", "add_comment"),
        ("fire-base", "crashlytics_create_note"),
    ] {
        let (tier, key) = decide(server, tool, json!({"body": "x"}));
        assert!(tier >= Tier::AskOnce, "{server} {tool}");
        assert_eq!(key, format!("tool:{tool}"), "{server} {tool}");
    }
}

#[test]
fn jira_comments_and_field_updates_share_one_question_but_a_status_change_keeps_its_own() {
    for (tool, args) in [
        (
            "add_comment",
            json!({"issueKey": "OPS-12", "body": "Deployed to staging."}),
        ),
        (
            "update_issue",
            json!({"issueKey": "OPS-12", "summary": "Flaky nomad job", "labels": ["ci"]}),
        ),
        (
            "assign_issue",
            json!({"issueKey": "OPS-12", "accountId": "5b10"}),
        ),
    ] {
        assert_eq!(
            decide("jira", tool, args.clone()),
            (Tier::AskOnce, family("jira")),
            "{tool} {args}"
        );
    }
    for args in [
        json!({"issueKey": "OPS-12", "status": "Done"}),
        json!({"issueKey": "OPS-12", "transition": "31"}),
        json!({"issueKey": "OPS-12", "fields": {"status": {"name": "Closed"}}}),
        json!({"issueKey": "OPS-12", "fields": {"resolution": {"name": "Won't Do"}}}),
    ] {
        let (tier, key) = decide("jira", "update_issue", args.clone());
        assert!(tier >= Tier::AskOnce, "{args}");
        assert_eq!(key, "tool:update_issue", "{args}");
    }
    // Firebase's Crashlytics notes: one question per server.
    assert_eq!(
        decide(
            "firebase",
            "crashlytics_create_note",
            json!({"issueId": "a1", "note": "fixed in 2.4.1"})
        ),
        (Tier::AskOnce, family("firebase"))
    );
}

#[test]
fn tracker_comments_and_field_updates_share_one_question_per_server_but_not_a_closing() {
    for (server, tool, args) in [
        (
            "pagerduty",
            "add_note_to_incident",
            json!({"incident_id": "Q1", "note": "Rolled back."}),
        ),
        (
            "azure-devops",
            "wit_add_work_item_comment",
            json!({"workItemId": 7, "comment": "Repro attached."}),
        ),
        (
            "azure-devops",
            "wit_update_work_item",
            json!({"id": 7, "updates": [{"op": "add", "path": "/fields/System.Title", "value": "Flaky login"}]}),
        ),
        (
            "ado",
            "repo_create_pull_request_thread",
            json!({"repositoryId": "r", "pullRequestId": 3, "content": "nit"}),
        ),
        (
            "asana",
            "asana_create_task_story",
            json!({"task_id": "1", "text": "Done on staging."}),
        ),
        (
            "asana",
            "asana_update_task",
            json!({"task_id": "1", "due_on": "2026-12-24"}),
        ),
        (
            "notion",
            "API-create-a-comment",
            json!({"parent": {"page_id": "p"}, "rich_text": []}),
        ),
    ] {
        assert_eq!(
            decide(server, tool, args.clone()),
            (Tier::AskOnce, family(server)),
            "{server} {tool} {args}"
        );
    }
    for (server, tool, args) in [
        (
            "azure-devops",
            "wit_update_work_item",
            json!({"id": 7, "updates": [{"op": "add", "path": "/fields/System.State", "value": "Closed"}]}),
        ),
        (
            "azure-devops",
            "wit_update_work_item",
            json!({"id": 7, "updates": [{"op": "replace", "path": "/fields/system.reason", "value": "Fixed"}]}),
        ),
        (
            "asana",
            "asana_update_task",
            json!({"task_id": "1", "completed": true}),
        ),
        (
            "asana",
            "asana_update_task",
            json!({"task_id": "1", "completed": false}),
        ),
    ] {
        let (tier, key) = decide(server, tool, args.clone());
        assert!(tier >= Tier::AskOnce, "{server} {tool} {args}");
        assert_eq!(key, format!("tool:{tool}"), "{server} {tool} {args}");
    }
}
