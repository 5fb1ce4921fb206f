//! A command pointed at a production-looking host (by an option, an assignment or a URL
//! operand) with an option that repeats or parallelises its requests, or a test suite pointed
//! at one, is a flood or a production run: asked every time, whatever program runs it. The same
//! commands against this machine, the private network, or a dev, staging, preview or test host,
//! and the repetition options with no address, keep their rows.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, always_ask};

/// Production-looking addresses, each in the spellings a command gives it.
const PRODUCTION: &[&str] = &[
    "https://app.rosterly.io",
    "https://api.orbitmaps.io/v1",
    "https://shop.acme.com",
    "http://203.0.113.7:8080",
];

/// Addresses of this machine, the private network, and dev, staging, preview or test hosts.
const NOT_PRODUCTION: &[&str] = &[
    "http://localhost:3000",
    "http://127.0.0.1:8000",
    "http://[::1]:8080",
    "http://0.0.0.0:8000",
    "http://10.0.0.5:8080",
    "http://192.168.1.20",
    "http://api.home.arpa",
    "https://app.local",
    "https://rosterly.test",
    "https://dani.rosterly.dev",
    "https://staging.rosterly.io",
    "https://app-staging.rosterly.io",
    "https://sandbox.api.orbitmaps.io",
    "https://preview.acme.com",
    "https://pr-42.preview.acme.app",
    "https://courtside-git-feat-crt-57-waitlist-courtside.vercel.app",
    "https://qa.acme.com",
    "https://dev-api.acme.com",
];

/// Commands with a repetition or concurrency option, `URL` standing for the address.
const LOADS: &[&str] = &[
    "BASE_URL={u} pnpm exec playwright test --repeat-each=25 --workers=8",
    "uv run python scripts/bench_geocode.py --base-url {u} --concurrency 200 --requests 50000",
    "python scripts/bench.py --url={u} -c 50",
    "python scripts/bench.py --url {u} -n 5000",
    "node scripts/load.mjs --target {u} --rps 300",
    "node scripts/load.mjs --endpoint={u} --duration 10m --vus 100",
    "API_URL={u} ./scripts/soak.sh --iterations 1000",
    "TARGET={u} go run ./cmd/loadgen --threads 32",
    "bun run scripts/hammer.ts {u} --connections 500",
    "python -m locustfile --host {u} --users 500 --spawn-rate 50",
    "deno run -A bench.ts --origin {u} --rate 1000",
];

/// Test suites pointed at the address, `{u}` standing for it.
const SUITES: &[&str] = &[
    "PLAYWRIGHT_BASE_URL={u} npx playwright test",
    "BASE_URL={u} pnpm exec playwright test tests/publish.spec.ts",
    "CYPRESS_BASE_URL={u} npx cypress run",
    "pytest --base-url {u} tests/e2e",
    "API_URL={u} npm run test:e2e",
    "E2E_URL={u} pnpm test",
];

fn with(commands: &[&str], urls: &[&str]) -> Vec<String> {
    commands
        .iter()
        .flat_map(|c| urls.iter().map(move |u| c.replace("{u}", u)))
        .collect()
}

#[test]
fn a_load_or_a_test_suite_against_production_always_asks() {
    let mut scripts = with(LOADS, PRODUCTION);
    scripts.extend(with(SUITES, PRODUCTION));
    // A bare host name for a host option.
    scripts.push("uv run python scripts/bench.py --host api.orbitmaps.io --threads 16".into());
    scripts.push("python bench.py --server=api.acme.com --concurrency 20".into());
    let refs: Vec<&str> = scripts.iter().map(String::as_str).collect();
    always_ask(&refs);
}

#[test]
fn the_same_runs_elsewhere_keep_their_rows() {
    let mut scripts = with(LOADS, NOT_PRODUCTION);
    scripts.extend(with(SUITES, NOT_PRODUCTION));
    // Repetition with no address, an address with no repetition and no test suite, and
    // options named like an address whose value is no host.
    scripts.extend(
        [
            "pnpm exec playwright test --repeat-each=25 --workers=8",
            "npx playwright test --workers=8",
            "uv run pytest -n 8",
            "python scripts/bench.py --concurrency 200 --requests 50000",
            "python scripts/check_health.py --url https://api.orbitmaps.io",
            "node scripts/sitemap.mjs --base-url https://shop.acme.com",
            "cross test --target aarch64-unknown-linux-gnu",
            "cargo test --target x86_64-unknown-linux-gnu -- --test-threads 4",
            "go test -count=1 ./...",
            "BASE_URL=$PREVIEW_URL npx playwright test --workers=4",
            "python bench.py --url https://api.orbitmaps.io --concurrency 1",
        ]
        .map(String::from),
    );
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            (v.level == Level::AlwaysAsk).then(|| format!("{s}: {} ({})", v.row, v.reason))
        })
        .collect();
    assert!(bad.is_empty(), "should not always ask:\n{}", bad.join("\n"));
}

/// An address a script exports before the run (`export BASE_URL=…; npx playwright test`) is
/// the run's as an assignment before it is; a load tool reads an address from its environment
/// as from `-e`; a settings option's `NAME=VALUE` value names an address in either spelling.
#[test]
fn exported_addresses_env_prefixes_and_settings_values_are_read() {
    let mut scripts = Vec::new();
    for u in PRODUCTION {
        for s in [
            "export BASE_URL={u}; npx playwright test",
            "export BASE_URL={u} && pnpm exec playwright test tests/a.spec.ts",
            "export PLAYWRIGHT_BASE_URL={u}\nnpx playwright test",
            "declare -x CYPRESS_BASE_URL={u}; npx cypress run",
            "BASE_URL={u} k6 run script.js",
            "K6_TARGET={u} k6 run load/quote.js",
            "export BASE_URL={u}; k6 run script.js",
            "TARGET_URL={u} artillery run load.yml",
            "k6 run -e BASE_URL={u} script.js",
            "npx cypress run --config=baseUrl={u}",
            "npx cypress run --config baseUrl={u}",
            "npx cypress run --config video=false,baseUrl={u}",
            "npx cypress run --config=video=false,baseUrl={u}",
        ] {
            scripts.push(s.replace("{u}", u));
        }
    }
    let refs: Vec<&str> = scripts.iter().map(String::as_str).collect();
    always_ask(&refs);
    // The same against this machine keeps its question; an export no later command sees
    // as an address, or one after the run, changes nothing.
    for (s, not) in [
        (
            "export BASE_URL=http://localhost:3000; npx playwright test",
            Level::AlwaysAsk,
        ),
        (
            "npx cypress run --config=baseUrl=http://localhost:4000",
            Level::AlwaysAsk,
        ),
        (
            "npx cypress run --config baseUrl=http://localhost:4000",
            Level::AlwaysAsk,
        ),
        (
            "BASE_URL=http://localhost:8080 k6 run script.js",
            Level::AlwaysAsk,
        ),
        (
            "npx playwright test; export BASE_URL=https://app.rosterly.io",
            Level::AlwaysAsk,
        ),
        (
            "export LOG_LEVEL=debug; npx playwright test",
            Level::AlwaysAsk,
        ),
    ] {
        assert_ne!(judge(s, &ENV).level, not, "{s}: {}", judge(s, &ENV).row);
    }
    // Both spellings of a settings value are judged alike.
    for u in NOT_PRODUCTION {
        let a = judge(&format!("npx cypress run --config=baseUrl={u}"), &ENV);
        let b = judge(&format!("npx cypress run --config baseUrl={u}"), &ENV);
        assert_eq!((a.level, &a.grant), (b.level, &b.grant), "{u}");
    }
}
