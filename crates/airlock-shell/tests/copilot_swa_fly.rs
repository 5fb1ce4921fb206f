//! Deploy platforms' own stages: AWS Copilot's reads run and its deploys to an environment
//! named for development, testing or staging ask once per environment; a Static Web Apps
//! deploy to a named preview environment and a Fly.io review app's deploy are previews at
//! their own address. Production, an environment or app left unnamed or built at run time,
//! a token on the command line, and everything that destroys, opens a shell or handles
//! secrets keep asking every time.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::judge;
use common::{ENV, allowed, always_ask, family};

#[test]
fn copilot_reads_run() {
    allowed(&[
        "copilot svc status --name api --env dev-mk",
        "copilot svc logs --name api --env dev-mk --since 10m",
        "copilot svc logs --name api --env production --since 1h",
        "copilot svc ls",
        "copilot svc show --name api",
        "copilot env ls",
        "copilot app show",
        "copilot job ls",
        "copilot pipeline status",
        "copilot --version",
    ]);
}

#[test]
fn copilot_deploys_to_a_development_environment_are_one_question_per_environment() {
    family(
        "copilot environment: dev-mk",
        &[
            "copilot svc deploy --name api --env dev-mk",
            "copilot svc deploy -n api -e dev-mk",
            "copilot svc deploy --name worker --env=dev-mk",
            "copilot job deploy --name report --env dev-mk",
            "copilot deploy --env dev-mk",
        ],
    );
    family(
        "copilot environment: staging",
        &["copilot svc deploy --name api --env staging"],
    );
    let dev = judge("copilot svc deploy --name api --env dev-mk", &ENV).grant;
    let test = judge("copilot svc deploy --name api --env test", &ENV).grant;
    assert_ne!(dev, test);
}

#[test]
fn copilot_production_unnamed_and_destroying_commands_keep_asking() {
    always_ask(&[
        "copilot svc deploy --name api --env production",
        "copilot svc deploy --name api --env prod-eu",
        "copilot svc deploy --name api --env live",
        "copilot svc deploy --name api",
        "copilot deploy",
        "copilot deploy --env \"$ENV\"",
        "copilot svc deploy --app shop-prod --env dev",
        "copilot svc deploy --name api --env dev-mk --env production",
        "copilot env deploy --name dev",
        "copilot pipeline deploy",
        "copilot svc exec --name api --env dev-mk",
        "copilot svc delete --name api",
        "copilot app delete",
        "copilot secret init --name STRIPE_KEY",
        "copilot task run --command 'rake db:migrate'",
        "copilot svc pause --name api --env dev-mk",
    ]);
}

#[test]
fn static_web_apps_preview_deploys_are_the_preview_family() {
    family(
        "preview deploy",
        &[
            "swa deploy ./dist/fleetdesk/browser --env preview-fd902",
            "swa deploy ./dist --env preview",
            "swa deploy --app-location ./dist --env staging",
            "netlify deploy --dir dist",
        ],
    );
    always_ask(&[
        "swa deploy ./dist --env production",
        "swa deploy ./dist",
        "swa deploy /etc --env preview",
        "swa deploy ./dist --env preview --deployment-token abc123",
        "swa deploy ./dist --env $SWA_ENV",
        "swa login",
        // The npm package named `swa` is someone else's: through a package runner, the
        // Static Web Apps table is not assumed.
        "npx swa deploy ./dist --env preview-fd902",
    ]);
    family(
        "platform",
        &["swa start ./dist --api-location api", "swa build"],
    );
}

#[test]
fn fly_review_apps_are_the_preview_family_and_the_main_app_is_not() {
    family(
        "preview deploy",
        &[
            "fly deploy --config fly.review.toml --app ledgerline-api-pr-312 --remote-only",
            "flyctl deploy -a shop-pr42",
            "fly deploy --app=shop-pr-3",
            "fly deploy --app review-app-7",
            "fly deploy -a shop-preview-12 --strategy immediate",
        ],
    );
    always_ask(&[
        "fly deploy --app ledgerline-api --remote-only",
        "fly deploy --config fly.review.toml --remote-only",
        "fly deploy --app bookings-api-staging",
        "fly deploy --app shop-prod-pr-12",
        "fly deploy -a shop-pr-12 -a shop-prod",
        "fly deploy --app $APP",
        "flyctl deploy --remote-only",
        "fly apps destroy ledgerline-api-pr-312 --yes",
        "fly ssh console -a ledgerline-api-pr-312",
        "fly secrets set X=1 -a shop-pr-1",
    ]);
    allowed(&[
        "fly logs -a ledgerline-api-pr-312 --no-tail",
        "fly status -a shop-pr-1",
    ]);
}

#[test]
fn the_static_web_apps_clis_own_package_through_a_runner_is_its_table() {
    family(
        "preview deploy",
        &[
            "npx @azure/static-web-apps-cli deploy ./dist --env preview-fd902",
            "npx -y @azure/static-web-apps-cli deploy ./dist --env preview",
            "pnpm dlx @azure/static-web-apps-cli deploy ./dist --env staging",
            "npm exec -- @azure/static-web-apps-cli deploy ./dist --env preview-2",
            "bunx @azure/static-web-apps-cli deploy ./dist --env preview-3",
        ],
    );
    family(
        "platform",
        &[
            "npx @azure/static-web-apps-cli start ./dist --api-location api",
            "pnpm dlx @azure/static-web-apps-cli build",
            "yarn dlx @azure/static-web-apps-cli start",
        ],
    );
    always_ask(&[
        "npx @azure/static-web-apps-cli deploy ./dist --env production",
        "pnpm dlx @azure/static-web-apps-cli deploy ./dist",
        "npx @azure/static-web-apps-cli deploy ./dist --env preview --deployment-token abc123",
        "npx @azure/static-web-apps-cli login",
        "pnpm dlx @azure/static-web-apps-cli deploy ./dist --env $SWA_ENV",
        // Another scope's package with the same bin is someone else's.
        "npx @someone/static-web-apps-cli deploy ./dist --env preview",
        // The bare `swa` package is someone else's too: its dangerous words still ask.
        "npx swa deploy ./dist --env production",
        "pnpm dlx swa login",
    ]);
    // The bare name is an unknown program, never the platform's family.
    for s in ["npx swa start", "pnpm dlx swa build", "npx swa --version"] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, airlock_shell::Level::AskOnce, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), Some("platform"), "{s}");
    }
}
