//! Issue 21: the Databricks CLI. Its reads of the workspace (who is logged in, listings, jobs'
//! runs, tables) run at once whatever the target; loading a bundle (its validation and summary)
//! runs the bundle's own scripts: the project's family, and always asks for production;
//! a bundle deployed to or run in a target named for development or staging is that stage's
//! family; other changes ask once under their words; production, credentials, deletes, grants
//! and any other deploy always ask.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level::AskOnce;
use common::{allowed, always_ask, check_grants, family};

const DEV_TARGET: &str = "databricks development target";

#[test]
fn workspace_reads_run_at_once() {
    allowed(&[
        "databricks --version",
        "databricks current-user me --profile dev",
        "databricks current-user me",
        "databricks auth profiles",
        "databricks auth describe --profile dev",
        "databricks workspace list /Workspace/Users/someone@example.com/.bundle --profile dev",
        "databricks fs ls dbfs:/Volumes/dev/landing",
        "databricks jobs list --profile dev",
        "databricks jobs list-runs --job-id 123 --limit 1 -o json",
        "databricks warehouses list --profile dev",
        "databricks tables list dev_analytics churn --profile dev",
        "databricks secrets list-scopes",
        "databricks pipelines list-updates 0a3e",
        "databricks bundle schema",
    ]);
}

/// Loading a bundle runs its `experimental.scripts.preinit` hook and its Python resource
/// loader (the project's `databricks.yml`): the project's family, whatever the spelling, and
/// always a question when the target, profile or host names production.
#[test]
fn loading_a_bundle_is_the_projects_family_and_asks_for_production() {
    family(
        "project build/test/run",
        &[
            "databricks bundle validate",
            "databricks bundle validate -t dev",
            "databricks bundle validate -t dev -o json | jq '.resources.jobs | keys'",
            "databricks bundle validate --target=staging",
            "databricks bundle summary -t dev",
            "databricks bundle summary --target dev -o json",
            "databricks -t dev bundle summary",
            "cargo test",
        ],
    );
    always_ask(&[
        "databricks bundle validate --target prod",
        "databricks bundle validate -t prod",
        "databricks bundle validate --target=production -o json",
        "databricks bundle summary -t prd",
        "databricks -t prod bundle summary",
        "databricks bundle validate -t dev --profile customer_prod",
        "databricks bundle summary -p prod-admin",
        "DATABRICKS_BUNDLE_TARGET=prod databricks bundle validate",
        "DATABRICKS_CONFIG_PROFILE=prod databricks bundle summary -t dev",
    ]);
}

#[test]
fn bundles_in_development_and_staging_targets_are_one_family() {
    family(
        DEV_TARGET,
        &[
            "databricks bundle deploy -t dev",
            "databricks bundle deploy --target=dev",
            "databricks bundle deploy -t staging --profile staging",
            "databricks bundle run -t dev features_job --params run_date=2026-12-05",
            "databricks bundle run --target dev features_job",
        ],
    );
}

#[test]
fn other_changes_ask_once_under_their_words() {
    check_grants(&[
        // The REST API: a GET under its words; any other method always asks
        // (`ops_and_data_clis.rs`), since its path, not its words, says what it does.
        (
            "databricks api get /api/2.0/clusters/list --profile dev",
            AskOnce,
            Some("databricks api get"),
        ),
        (
            "databricks jobs run-now 123 --profile dev",
            AskOnce,
            Some("databricks jobs run-now"),
        ),
        // Whole settings, whose Spark configuration may hold a storage key.
        (
            "databricks clusters get 0611-084512-abc",
            AskOnce,
            Some("databricks clusters get"),
        ),
        (
            "databricks jobs get 123",
            AskOnce,
            Some("databricks jobs get"),
        ),
        // Answers that embed a job's, a run's or a pipeline's settings.
        (
            "databricks jobs get-run-output 42",
            AskOnce,
            Some("databricks jobs get-run-output"),
        ),
        (
            "databricks pipelines get-update 0a3e 5678",
            AskOnce,
            Some("databricks pipelines get-update"),
        ),
        (
            "databricks jobs list-runs --expand-tasks",
            AskOnce,
            Some("databricks jobs list-runs"),
        ),
        (
            "databricks jobs list --expand-tasks --profile dev",
            AskOnce,
            Some("databricks jobs list"),
        ),
        // A run in the bundle's default target, which the command does not name.
        (
            "databricks bundle run features_job",
            AskOnce,
            Some("databricks bundle run"),
        ),
    ]);
}

#[test]
fn production_credentials_deletes_and_other_deploys_always_ask() {
    always_ask(&[
        // Deploys outside a development or staging target.
        "databricks bundle deploy",
        "databricks bundle deploy -t prod --force-lock",
        "databricks bundle deploy -t dev --profile prod",
        "databricks bundle deploy -t dev --force-lock",
        "databricks bundle deploy -t dev-prod",
        "DATABRICKS_CONFIG_PROFILE=prod databricks bundle deploy -t dev",
        "DATABRICKS_HOST=https://adb-prod.azuredatabricks.net databricks bundle deploy -t dev",
        // Production by profile or target.
        "databricks jobs run-now 683140925571204 --profile prod",
        "databricks bundle run -t prod features_job",
        "databricks api post /api/2.0/sql/statements --profile prod --json '{\"statement\": \"DROP TABLE prod_analytics.churn.daily\"}'",
        "databricks pipelines start-update 0a3e --full-refresh --profile prod",
        "databricks warehouses edit 4b9d --max-num-clusters 40 --profile prod",
        // Credentials.
        "databricks auth token --profile prod",
        "databricks auth login --profile dev --host https://adb-1.azuredatabricks.net",
        "databricks auth describe --sensitive",
        "databricks auth env --profile dev",
        "databricks tokens create --comment ci --lifetime-seconds 0 --profile prod",
        "databricks secrets get-secret analytics crm_db_password | jq -r .value | base64 -d",
        "databricks secrets put-secret analytics key",
        "databricks configure --token",
        // Deletes, destroys and grants.
        "databricks fs rm -r dbfs:/Volumes/dev/landing/events --profile dev",
        "databricks workspace delete /Workspace/Shared/churn --recursive --profile dev",
        "databricks bundle destroy -t dev",
        "databricks jobs delete 123",
        "databricks grants update table dev_analytics.churn.daily --json '{}'",
        // A flood of runs.
        "for d in $(seq 1 365); do databricks bundle run -t dev backfill --no-wait --params run_date=$d; done",
    ]);
}
