//! A project's browser end-to-end tests run against a live site: they click, fill in and
//! submit there as a user would, so they ask once per site, however the site's address is
//! given, and a yes never covers another site; the same tests against this machine's server
//! are the project's family.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use common::{ENV, always_ask, project_family};

#[test]
fn browser_tests_against_another_site_ask_once_per_site() {
    // Sites that are not production's (staging, a private address, a site given inside a
    // runner's JSON override): once per site.
    let cases = [
        "PLAYWRIGHT_TEST_BASE_URL=https://staging.example.com yarn playwright test",
        "E2E_BASE_URL=http://10.0.4.12:8080 npx playwright test",
        "CYPRESS_BASE_URL=https://staging.example.com npx cypress run",
        "npx cypress run --config baseUrl=https://staging.example.com --spec cypress/e2e/a.cy.ts",
        "npx wdio run wdio.conf.ts --baseUrl https://staging.example.com",
        "npx testcafe chrome tests/ --base-url https://staging.example.com",
        "pnpm exec codeceptjs run --override '{\"helpers\":{\"Playwright\":{\"url\":\"https://app.example.com\"}}}'",
    ];
    for script in cases {
        let host = script
            .split("://")
            .nth(1)
            .and_then(|r| r.split(['/', ' ', '"', '\'']).next())
            .unwrap();
        let want = format!("browser tests against {host}");
        // The runner's command (beside the one it spawns) asks under the site's key, so a yes
        // to the project's family never covers the run; nothing of the script asks more.
        let verdicts: Vec<_> = airlock_shell::analyze(script)
            .commands
            .iter()
            .map(|c| airlock_shell::classify(c, &ENV))
            .collect();
        assert!(
            verdicts
                .iter()
                .any(|v| v.grant.as_deref() == Some(want.as_str())),
            "{script}: {verdicts:#?}"
        );
        assert_eq!(
            airlock_shell::judge(script, &ENV).level,
            airlock_shell::Level::AskOnce,
            "{script}"
        );
    }
    // A site given with credentials always asks; so does a suite run against a
    // production-looking site (a production run, whatever runs it).
    always_ask(&[
        "BASE_URL=https://admin:pw@staging.example.com npx playwright test",
        "BASE_URL=https://app.rosterly.io pnpm exec playwright test --repeat-each=25 --workers=8",
        "PLAYWRIGHT_BASE_URL=https://app.example.com npx playwright test e2e/checkout.spec.ts",
        "env BASE_URL=https://shop.example.com npx playwright test --project=chromium",
        "npx cypress open --config baseUrl=https://app.example.com",
        "npx wdio run wdio.conf.ts --baseUrl https://app.example.com",
        "npx testcafe chrome tests/ --base-url https://app.example.com",
        "npx nightwatch --launch-url https://app.example.com",
    ]);
}

#[test]
fn browser_tests_against_this_machine_are_the_projects_own() {
    project_family(&[
        "BASE_URL=http://localhost:3000 pnpm exec playwright test",
        "PLAYWRIGHT_BASE_URL=http://127.0.0.1:4173 npx playwright test",
        "npx playwright test",
        "npx playwright test e2e/checkout.spec.ts --project=chromium",
        "npx cypress run --config baseUrl=http://localhost:4000",
        "CYPRESS_BASE_URL=http://app.localhost:3000 npx cypress run",
    ]);
}
