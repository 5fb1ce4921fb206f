//! Work on a developer's own stages and local stand-ins that a session repeats: a Serverless
//! Framework stage named for development or staging (its deploys and its functions'
//! invocations) is one question per stage, and Supabase's local `db reset` is one question
//! under its own words. Production, a stage left to the configuration or built at run time, a
//! production profile, another configuration, removals, printing the resolved configuration,
//! and a reset of the linked or another project keep asking every time.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, family};

#[test]
fn a_serverless_development_stage_is_one_question_per_stage() {
    family(
        "serverless stage: dev-ana",
        &[
            "sls deploy --stage dev-ana --aws-profile acme-dev",
            "sls deploy --stage dev-ana",
            "serverless deploy -s dev-ana",
            "sls deploy --stage=dev-ana --region eu-west-1",
            "npx serverless deploy --stage dev-ana",
            "npx serverless deploy function -f carrierWebhook -s dev-ana",
            "sls deploy function --function api --stage dev-ana --aws-profile acme-dev",
            "sls invoke -f carrierWebhook --stage dev-ana -p events/carrier_webhook.json --aws-profile acme-dev",
            "sls invoke --function carrierWebhook --stage dev-ana --path events/a.json --log",
            "sls invoke -f worker --stage dev-ana -t Event",
        ],
    );
    family(
        "serverless stage: staging",
        &[
            "sls deploy --stage staging --aws-profile acme-staging",
            "npx serverless deploy --stage staging",
            "sls invoke -f api --stage staging -p events/ping.json",
        ],
    );
    // A yes for a developer's own stage never covers staging, nor the local runs.
    let dev = judge("sls deploy --stage dev-ana", &ENV).grant;
    let staging = judge("sls deploy --stage staging", &ENV).grant;
    let local = judge("sls invoke local -f fn --stage dev-ana", &ENV).grant;
    assert_ne!(dev, staging);
    assert_ne!(dev, local);
    assert_eq!(
        local.as_deref(),
        Some("infrastructure code plan/synth/local run")
    );
}

#[test]
fn serverless_production_unnamed_and_destroying_spellings_keep_asking() {
    always_ask(&[
        // Production by its stage or its profile, and a stage left to the configuration.
        "sls deploy --stage prod --aws-profile acme-prod",
        "sls deploy --stage production",
        "sls deploy -s live",
        "sls deploy --stage dev-ana --stage prod",
        "sls deploy --stage dev --aws-profile acme-prod",
        "sls deploy --stage dev --aws-profile=acme-production",
        "AWS_PROFILE=acme-prod sls deploy --stage dev",
        "AWS_PROFILE=acme-prod npx serverless deploy function -f carrierWebhook -s prod",
        "sls invoke -f backfill --stage prod -d '{\"since\": \"2026-11-01\"}' --aws-profile acme-prod",
        "sls deploy",
        "sls invoke -f api",
        "npx serverless deploy",
        // A stage built at run time, another configuration, an option not known here.
        "sls deploy --stage $STAGE",
        "sls deploy --stage \"${USER}-dev\"",
        "sls deploy --stage dev -c serverless.prod.yml",
        "sls deploy --stage dev --config ../other/serverless.yml",
        "sls deploy --stage dev --param token=abc",
        "sls deploy --stage dev --config=serverless.prod.yml",
        "sls invoke -f fn --stage dev -p /etc/hosts",
        "sls invoke -f fn --stage dev --path=../other/event.json",
        "sls deploy --stage dev --package /tmp/build",
        // Inline data may hold anything the shell would expand: kept asking.
        "sls invoke -f fn --stage dev -d '{\"a\":1}'",
        // Removing, rolling back, printing the resolved configuration and credentials.
        "sls remove --stage staging --aws-profile acme-staging",
        "sls remove --stage dev-ana",
        "sls rollback --stage dev-ana -t 1700000000",
        "sls print --stage dev-ana",
        "sls login",
    ]);
    allowed(&[
        "sls deploy list --stage prod --aws-profile acme-prod",
        "sls info --stage dev-ana",
        "sls logs -f api --stage dev-ana",
    ]);
}

#[test]
fn a_stage_built_at_run_time_names_no_stage_for_any_tool() {
    // The variable's own name says nothing of the stage it holds.
    for s in [
        "eas update --branch $STAGE",
        "firebase deploy -P $STAGING_PROJECT",
        "firebase deploy --project \"${STAGE}\"",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AlwaysAsk, "{s}: {}", v.row);
    }
}

#[test]
fn supabase_local_reset_is_one_question_under_its_own_words() {
    family(
        "supabase db reset",
        &[
            "supabase db reset",
            "supabase db reset --local",
            "npx supabase db reset",
            "pnpm exec supabase db reset",
            "supabase db reset --no-seed",
            "supabase db reset --version 20240101000000",
            "supabase db reset && supabase test db",
        ],
    );
    // Its grant is not the local stack's: a yes to `supabase start` (the project's family)
    // never covers it.
    assert_eq!(
        judge("supabase start", &ENV).grant.as_deref(),
        Some("project build/test/run")
    );
    always_ask(&[
        "supabase db reset --linked",
        "supabase db reset --linked=true",
        "npx supabase db reset --linked",
        "supabase db reset --local --linked",
        "supabase db reset --db-url postgresql://u:p@db.example.com/postgres",
        "supabase db reset --db-url=postgresql://u:p@db.example.com/postgres",
        "supabase db reset --workdir ../other-app",
        "supabase link --project-ref abc && supabase db reset --linked",
        "supabase stop --no-backup",
    ]);
}
