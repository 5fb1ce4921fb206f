//! The JavaScript frameworks' own command lines (`nuxi`, `ng`, `vue-cli-service`,
//! `svelte-kit`, `astro`, `remix`, `expo`, `react-native`, `ember`, `gatsby`, `nest`), by their
//! own name and through a package runner: builds, servers, tests, lints and type checks are the
//! project family, adding a module or upgrading the framework is the "add dependency" family,
//! and deploying, publishing, logging in and global configuration always ask.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, PROJECT, allowed, always_ask, family, project_family};

const ADD: &str = "registry add dependency";

#[test]
fn framework_builds_servers_and_checks_are_the_project_family() {
    project_family(&[
        "nuxi dev",
        "nuxi build",
        "bunx nuxi build --preset=cloudflare-pages",
        "npx nuxi generate",
        "nuxi preview",
        "nuxi analyze",
        "nuxi prepare",
        "nuxi info",
        "nuxi cleanup",
        "nuxt build",
        "npx nuxt dev",
        "ng build",
        "ng build --configuration production",
        "ng build -c production",
        "ng test --watch=false",
        "npx ng test",
        "bunx ng serve",
        "ng lint",
        "ng e2e",
        "ng generate component invoice-list",
        "ng g service api",
        "vue-cli-service build",
        "vue-cli-service serve",
        "vue-cli-service lint",
        "svelte-kit sync",
        "astro build",
        "astro check",
        "npx astro dev",
        "astro sync",
        "remix build",
        "remix dev",
        "npx remix vite:build",
        "expo start",
        "npx expo start --ios",
        "npx expo export --platform web",
        "npx expo prebuild",
        "npx expo run:android",
        "react-native run-android",
        "npx react-native start",
        "ember build",
        "ember test",
        "ember serve",
        "gatsby build",
        "gatsby develop",
        "npx gatsby clean",
        "nest build",
        "nest start --watch",
        "npx nest start",
    ]);
}

#[test]
fn framework_modules_and_upgrades_add_dependencies() {
    family(
        ADD,
        &[
            "bunx nuxi upgrade",
            "nuxi upgrade --force",
            "nuxi module add @nuxtjs/tailwindcss",
            "npx nuxi@latest module add image",
            "ng add @angular/material",
            "ng update @angular/core @angular/cli",
            "astro add react",
            "npx astro add tailwind",
            "npx expo install expo-camera",
            "ember install ember-cli-sass",
            "nest add @nestjs/swagger",
        ],
    );
    // From elsewhere than the registry: never the family.
    for s in [
        "ng add ./local-schematic",
        "nuxi module add github:acme/nuxt-module",
        "ng update @angular/core --next",
        "ng add @acme/lib --registry https://npm.acme.dev",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), Some(ADD), "{s}");
        assert_ne!(v.grant.as_deref(), PROJECT, "{s}");
    }
    // A package file from a web address that is no registry's always asks.
    always_ask(&["astro add https://example.com/x.tgz"]);
}

#[test]
fn framework_deploys_logins_and_global_configuration_always_ask() {
    always_ask(&[
        "ng deploy",
        "npx ng deploy --base-href=/app/",
        "ng run app:deploy",
        "ng config -g cli.analytics false",
        "ng analytics disable --global",
        "ng serve -c production",
        "expo publish",
        "npx expo login",
        "expo logout",
        "expo submit",
        "expo upload:android",
        "expo update --branch production",
        "ember deploy production",
        "gatsby deploy",
        "nuxi deploy",
        "astro deploy",
        "NODE_ENV=production nuxi deploy",
        "nuxi build --dotenv .env.production",
    ]);
}

#[test]
fn framework_versions_read() {
    allowed(&[
        "ng version",
        "nuxi --version",
        "astro --version",
        "expo whoami",
        "ng help",
    ]);
}

/// Another package named like a framework's CLI is never judged by the framework's table: it is
/// an unknown registry package, whose everyday command is a new dependency run (the project's
/// family) and whose publishing words always ask.
#[test]
fn someone_elses_package_named_like_a_framework_is_unknown() {
    for s in [
        "npx nuxi-evil build",
        "npx @acme/nuxi build",
        "npx vue-cli-service build",
    ] {
        let v = judge(s, &ENV);
        assert!(v.row.starts_with("unknown"), "{s}: {}", v.row);
    }
    for s in [
        "npx nuxi-evil deploy",
        "npx @acme/nuxi publish",
        "npx vue-cli-service delete",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, airlock_shell::Level::AlwaysAsk, "{s}: {}", v.row);
    }
}

#[test]
fn framework_output_removed_is_a_clean() {
    for s in [
        "rm -rf .nuxt .output",
        "rm -rf .svelte-kit",
        "rm -rf .astro dist",
        "rm -rf .angular/cache",
        "rm -rf .docusaurus build/.docusaurus",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert!(v.row.contains("build output"), "{s}: {}", v.row);
    }
    always_ask(&[
        "rm -rf ../.output",
        "rm -rf ~/.output",
        "rm -rf .output src",
    ]);
}

/// A game engine's import cache (Godot 4's `.godot`) is build output its next import makes
/// again: removing it is a clean, beside the import that makes it again; the project's own
/// assets, scenes and scripts, a cache outside the workspace and the engine's user data keep
/// asking every time.
#[test]
fn engine_import_cache_removed_is_a_clean() {
    for s in [
        "rm -rf .godot",
        "rm -rf ./.godot/",
        "rm -rf .godot && godot --headless --import",
        "rm -r .godot/imported",
        "rm -rf game/.godot",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_eq!(v.grant.as_deref(), PROJECT, "{s}: {}", v.row);
    }
    always_ask(&[
        "rm -rf .godot assets",
        "rm -rf ../.godot",
        "rm -rf ~/.local/share/godot",
        "rm -rf ~/.local/share/godot/app_userdata/Game/saves",
        "rm -rf .import",
        "rm -rf scenes .godot",
    ]);
}

/// Unity's import cache and Unreal's intermediate and compiled files are a clean where git
/// ignores them (any letter case, alone or together with the engine's other output); without
/// that fact, or beside the project's own assets, they keep asking every time.
#[test]
fn engine_caches_git_ignores_are_a_clean() {
    use airlock_shell::ShellEnv;
    const IGNORED: &[&str] = &[
        "/ws/Library",
        "/ws/Library/ScriptAssemblies",
        "/ws/Temp",
        "/ws/obj",
        "/ws/Game/Intermediate",
        "/ws/Game/Binaries",
        "/ws/Game/DerivedDataCache",
        "/ws/Assets",
        "/ws/Game/Saved",
    ];
    let env =
        ShellEnv::new(Some("/ws"), Some("/home/u"), &["/ws/.airlock"]).with_build_output(IGNORED);
    for s in [
        "rm -rf Library/ScriptAssemblies Temp",
        "rm -rf Library",
        "rm -rf Library Temp obj",
        "cd Game && rm -rf Intermediate Binaries DerivedDataCache",
    ] {
        let v = judge(s, &env);
        assert_eq!(v.level, Level::AskOnce, "{s}: {} ({})", v.row, v.reason);
        assert_eq!(v.grant.as_deref(), PROJECT, "{s}: {}", v.row);
    }
    for s in [
        "rm -rf Library Assets",
        "rm -rf Game/Saved",
        "rm -rf ~/Library",
        "rm -rf ../Library",
    ] {
        let v = judge(s, &env);
        assert_eq!(v.level, Level::AlwaysAsk, "{s}: {}", v.row);
    }
    always_ask(&[
        "rm -rf Library/ScriptAssemblies Temp",
        "rm -rf Intermediate",
    ]);
}

/// A listing of deployments and a deployment's logs are reads, though `deployment` starts as
/// `deploy*` does; deploying, a deployment's variables and deleting one keep asking.
#[test]
fn deployment_listings_and_logs_read() {
    allowed(&[
        "astro deployment list",
        "astro deployment logs --deployment-name finance-staging --scheduler -c 40",
        "cd airflow && astro deployment inspect -d finance-staging",
        "astro deployments list",
    ]);
    always_ask(&[
        "astro deploy --deployment-name finance-prod -f",
        "astro deployment variable list --deployment-name finance-prod",
        "astro deployment delete finance-staging",
        "astro deployment create --name x",
        "astro deployment list && astro deploy",
    ]);
}

/// The Astronomer CLI's local Airflow: starting, stopping, testing and parsing it are the
/// project's; `astro dev run ARGS` is Airflow's command in its container and is judged as
/// `airflow ARGS` (its connections, variables and configuration print credentials, a reset
/// destroys); `astro dev kill` throws away the local metadata database with its volumes, and
/// exporting the local objects copies their secrets into the project: both always ask.
#[test]
fn astronomer_local_airflow_and_its_airflow_commands() {
    project_family(&[
        "astro dev start --wait 3m",
        "astro dev stop",
        "astro dev restart",
        "astro dev ps",
        "astro dev parse",
        "astro dev pytest tests/dags/test_dag_integrity.py",
        "astro dev pytest -k merge",
        "astro dev run dags test partner_orders 2026-12-01",
        "astro dev run tasks test partner_orders merge_orders 2026-12-01",
        "astro dev run dags list",
        "astro dev run dags list-import-errors",
        "astro dev run tasks list partner_orders --tree",
        "astro dev run dags state partner_orders 2026-12-02T00:00:00+00:00",
        "astro dev object import",
        "astro dev --verbosity debug run dags list",
        "astro dev run -- dags test partner_orders 2026-12-01",
        "astro dev --verbosity debug start",
    ]);
    for s in [
        "astro dev run connections get google_cloud_default -o json",
        "astro dev run connections get google_cloud_default",
        "astro dev run connections list",
        "astro dev run connections export -",
        "astro dev run connections export conns.json",
        "astro dev run variables get partner_api_key",
        "astro dev run variables export vars.json",
        "astro dev run config get-value database sql_alchemy_conn",
        "astro dev run config list",
        "astro dev run db reset -y",
        "astro dev run users create -u admin -p admin -r Admin -e a@b -f a -l b",
        // Astro's options before `run`, and a `--` after it, leave Airflow's words the same.
        "astro dev --verbosity debug run connections get google_cloud_default",
        "astro dev --verbosity=debug run variables get partner_api_key",
        "astro dev run -- connections get google_cloud_default",
        "astro dev --verbosity debug run -- variables list",
        "astro dev kill",
        "astro dev object export",
        "astro dev object export --env-export",
        "docker exec -it airflow-scheduler-1 airflow connections get google_cloud_default -o json",
        "docker compose exec scheduler airflow variables get slack_token",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AlwaysAsk, "{s}: {}", v.row);
        assert_eq!(v.grant, None, "{s}");
    }
}
