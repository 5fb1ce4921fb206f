//! The local development environments' commands that run a program in the project's
//! containers (Laravel Sail in every spelling, DDEV, Docksal's `fin`, Lando, docker compose):
//! the program is judged as it is on the host, its dangerous rows first; the environment's own
//! commands keep their rows.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask};

/// The spellings of Laravel Sail.
const SAIL: &[&str] = &[
    "sail",
    "./vendor/bin/sail",
    "vendor/bin/sail",
    "bash vendor/bin/sail",
    "sh ./vendor/bin/sail",
];

fn each(programs: &[&str], commands: &[&str]) -> Vec<String> {
    programs
        .iter()
        .flat_map(|p| commands.iter().map(move |c| format!("{p} {c}")))
        .collect()
}

#[test]
fn sails_children_are_judged_as_on_the_host() {
    let scripts = each(
        SAIL,
        &[
            // A package source the project did not declare.
            "composer config repositories.dedupe vcs https://github.com/qjobs-dev/laravel-job-dedupe",
            "composer config repositories.x '{\"type\":\"vcs\",\"url\":\"https://x.example/y\"}'",
            "composer config secure-http false",
            // The database thrown away.
            "artisan migrate:fresh",
            "artisan migrate:fresh --seed",
            "art migrate:fresh",
            "debug migrate:reset",
            "artisan db:wipe",
            "art db:wipe --force",
            // Credentials and the environment printed.
            "artisan key:generate",
            "php -r 'echo getenv(\"DB_PASSWORD\");'",
            "php artisan migrate:fresh",
            // Global installs.
            "composer global require laravel/installer",
            "npm install -g vercel",
            // Sail's own dangerous commands.
            "down -v",
            "down --volumes",
            "share",
            "root-shell",
            // docker compose's exec of another program.
            "exec laravel.test composer config repositories.x vcs https://x.example/y",
            "run --rm laravel.test php artisan migrate:fresh",
        ],
    );
    let refs: Vec<&str> = scripts.iter().map(String::as_str).collect();
    always_ask(&refs);
    // The session's command, both halves.
    always_ask(&[
        "./vendor/bin/sail composer config repositories.dedupe vcs https://github.com/qjobs-dev/laravel-job-dedupe && ./vendor/bin/sail composer require qjobs-dev/laravel-job-dedupe:dev-master",
    ]);
}

#[test]
fn sails_everyday_commands_ask_once_and_never_always() {
    for s in each(
        SAIL,
        &[
            "up -d",
            "stop",
            "down",
            "build",
            "test",
            "test --filter=Reminder",
            "artisan test --parallel",
            "pest --coverage --min=80",
            "pest tests/Feature/ReminderTest.php",
            "phpunit",
            "pint --dirty",
            "composer install",
            "composer phpstan",
            "composer require laravel/horizon",
            "npm ci",
            "npm run build",
            "artisan migrate",
            "artisan optimize:clear",
            "artisan make:migration add_x --table=y",
            "bin phpstan analyse",
            "mysql",
            "tinker",
        ],
    ) {
        let v = judge(&s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {} ({})", v.row, v.reason);
    }
    allowed(&["sail ps", "sail --version"]);
}

#[test]
fn other_environments_children_are_judged_as_on_the_host() {
    always_ask(&[
        "ddev composer config repositories.x vcs https://x.example/y",
        "ddev artisan migrate:fresh",
        "ddev exec composer config repositories.x vcs https://x.example/y",
        "ddev exec php artisan db:wipe",
        "ddev console doctrine:schema:drop --force",
        "ddev drush sql-drop -y",
        "fin composer config repositories.x vcs https://x.example/y",
        "fin drush sql-drop -y",
        "fin composer global require drush/drush",
        "lando composer config repositories.x vcs https://x.example/y",
        "lando artisan migrate:fresh",
        "lando php artisan db:wipe",
        "warden env exec php-fpm composer config repositories.x vcs https://x.example/y",
        "warden shell -c 'php artisan migrate:fresh'",
        "docker compose exec app composer config repositories.x vcs https://x.example/y",
        "docker compose exec app php artisan migrate:fresh",
        "docker compose run --rm app php artisan db:wipe",
        "docker exec -it app composer config repositories.x vcs https://x.example/y",
    ]);
    for s in [
        "ddev composer install",
        "ddev artisan test",
        "ddev mysql",
        "fin composer install",
        "fin drush cr",
        "lando composer install",
        "docker compose exec app composer install",
        "docker compose exec app php artisan test",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {} ({})", v.row, v.reason);
    }
}
