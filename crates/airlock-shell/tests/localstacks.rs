//! Local development stacks (Supabase's local stack, DDEV, Lando, the Symfony local server):
//! their status and logs only read, starting, stopping and migrating the local stack is each
//! stack's own family, and whatever reaches the linked remote project, destroys the stack's
//! data, shares it or listens on every interface keeps asking, in every spelling and through
//! every package runner.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, family, project_family};

#[test]
fn local_stacks_reads_run_at_once() {
    allowed(&[
        "supabase status",
        "supabase status -o env",
        "supabase migration list --local",
        "npx supabase migration list --local",
        "supabase migration list",
        "ddev describe",
        "ddev logs -s web",
        "ddev list",
        "ddev version",
        "lando info",
        "lando logs",
        "lando list",
        "symfony version",
        "symfony server:log --no-tail | tail -20",
        "symfony server:status",
        "symfony server:list",
        "symfony local:server:status",
        "symfony local:php:list",
        "symfony local:proxy:status",
        "symfony check:requirements",
        "symfony local:check:requirements",
    ]);
}

#[test]
fn local_stacks_runs_are_each_stacks_own_family() {
    // Supabase's local stack runs the services `supabase/config.toml` declares, as the
    // project's compose file does: the project's family.
    project_family(&[
        "supabase start",
        "supabase start -x studio",
        "npx supabase start",
        "bunx supabase stop",
        "supabase stop",
        "supabase init",
        "supabase migration new saved_searches",
        "supabase migration up",
        "supabase migration up --local",
        "supabase migration up --include-all",
        "supabase db diff --local",
        "supabase db diff --local -f add_index",
        "supabase db lint --local",
        "supabase db dump --local",
        "supabase db dump --local --data-only > dump.sql",
        "supabase gen types typescript --local > types/supabase.ts",
        "supabase gen types --lang=typescript --local",
        "supabase functions serve",
        "supabase functions serve hello --no-verify-jwt",
        "supabase functions new hello",
    ]);
    // DDEV's, Lando's and Warden's containers are the project's own configuration (`.ddev/`,
    // `.lando.yml`, `.warden/`), as its compose file is: the project's family
    // (`drupal_sites.rs`).
    project_family(&[
        "ddev start",
        "ddev stop",
        "ddev restart",
        "lando start",
        "lando stop",
        "lando restart",
        "warden env up",
        "den env stop",
    ]);
    family(
        "symfony local server",
        &[
            "symfony server:start -d",
            "symfony serve -d",
            "symfony server:start --port=8001 --no-tls",
            "symfony local:server:start -d",
            "symfony server:stop",
            "symfony local:server:stop",
            "symfony proxy:start",
        ],
    );
    // The Symfony local server's grant never covers the stacks that are the project's
    // (Supabase's, DDEV's, Lando's and Warden's), nor theirs it.
    let project = judge("supabase start", &ENV).grant;
    assert_eq!(project, judge("lando start", &ENV).grant);
    assert_ne!(project, judge("symfony serve -d", &ENV).grant);
}

#[test]
fn local_stacks_remote_destroying_and_exposing_neighbours_keep_asking() {
    always_ask(&[
        // Supabase: the linked or another remote project, and wiping the local data.
        "supabase stop --no-backup",
        "npx supabase stop --no-backup",
        "supabase db reset --linked",
        "supabase db reset --db-url postgresql://u:p@db.example.com/postgres",
        "supabase db push",
        "supabase db push --linked",
        "supabase secrets list",
        "supabase secrets set KEY=v",
        "supabase functions deploy hello",
        "supabase migration up --linked",
        "supabase migration up --db-url postgresql://u:p@db.example.com/postgres",
        "supabase db diff --db-url postgresql://u:p@db.example.com/postgres",
        "supabase db dump",
        "supabase db dump --local -f /etc/passwd",
        "supabase db lint --linked",
        "supabase gen types typescript --db-url postgresql://u:p@db.example.com/postgres",
        "supabase db pull",
        "supabase login",
        "supabase projects delete abcd",
        // DDEV and Lando: deleting the project's data, hosting providers, public sharing.
        "ddev delete -Oy",
        "ddev stop --remove-data",
        "ddev stop -R",
        "ddev import-db --file=dump.sql.gz",
        "ddev snapshot restore latest",
        "ddev share",
        "ddev pull pantheon",
        "ddev push acquia",
        "ddev exec rm -rf /var/www/html",
        "lando destroy -y",
        "lando db-import dump.sql",
        "lando share",
        "lando pull --database=live",
        // Symfony: the cloud client, root certificates, exported credentials.
        "symfony deploy",
        "symfony cloud:deploy",
        "symfony env:delete staging",
        "symfony ssh",
        "symfony db:dump -e main",
        "symfony var:export",
        "symfony server:ca:install",
        "symfony console doctrine:database:drop --force",
        "symfony console doctrine:fixtures:load -n",
        "symfony console secrets:reveal DATABASE_URL",
        "symfony console secrets:list --reveal --env=prod",
        "symfony console debug:dotenv",
        "symfony composer global require foo/bar",
        "symfony composer config --global github-oauth.github.com tok",
        // Functions served with a secret file that is no environment file of the workspace
        // (tests/supabase.rs has the workspace's own).
        "supabase functions serve hello --env-file ~/.supabase/access-token",
        "supabase functions serve hello --env-file ../other/.env",
        "supabase functions serve hello --env-file supabase/.env.production",
        // Wrangler's dev against the deployed bindings.
        "wrangler dev --remote",
        "npx wrangler dev --remote",
        "wrangler pages dev dist --remote",
        "wrangler pages deploy dist",
    ]);
}

#[test]
fn symfony_runs_console_and_composer_as_those_programs() {
    project_family(&[
        "symfony console cache:clear",
        "symfony console doctrine:migrations:migrate -n",
        "symfony console make:entity Invoice",
        "symfony composer install",
        "symfony php bin/phpunit",
    ]);
    let v = judge("symfony composer require symfony/messenger", &ENV);
    assert_eq!(v.level, Level::AskOnce);
    assert_eq!(
        judge("composer require symfony/messenger", &ENV).grant,
        v.grant
    );
}

#[test]
fn symfony_server_on_every_interface_asks_under_its_own_row() {
    for s in [
        "symfony server:start --allow-all-ip",
        "symfony serve --allow-all-ip -d",
        "symfony local:server:start --allow-all-ip",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}");
        assert_ne!(v.grant.as_deref(), Some("symfony local server"), "{s}");
        assert_ne!(v.grant.as_deref(), common::PROJECT, "{s}");
    }
}

/// The stacks' neighbours that hold or destroy what the services keep: a deploy tool's and a
/// framework vault's secret files in the project, and inline code that empties a service's
/// collections (a job queue's retry and dead sets, a cache).
#[test]
fn stack_secrets_and_emptying_services_always_ask() {
    always_ask(&[
        "cat .kamal/secrets",
        "cat .kamal/secrets-common",
        "head -5 config/secrets/prod/prod.decrypt.private.php",
        "bundle exec ruby -e 'require \"sidekiq/api\"; Sidekiq::RetrySet.new.clear; Sidekiq::DeadSet.new.clear'",
        "ruby -e 'Sidekiq::Queue.new(\"default\").clear'",
        "echo 'Rails.cache.clear' | rails console",
        "python -c 'import redis; r = redis.Redis(); r.clear()'",
    ]);
    allowed(&[
        "cat config/secrets/prod/prod.encrypt.public.php",
        "cat .kamal/hooks/pre-deploy",
    ]);
}

#[test]
fn wrangler_pages_dev_serves_the_project_on_this_machine() {
    project_family(&[
        "wrangler pages dev dist --port 8788",
        "npx wrangler pages dev dist",
        "bunx wrangler pages dev .output/public --compatibility-date=2024-09-01",
    ]);
    always_ask(&[
        "wrangler pages dev dist --remote",
        "wrangler pages deploy dist --branch main",
        "wrangler pages secret put KEY --project-name x",
    ]);
    // On every interface, its own row.
    let v = judge("wrangler pages dev dist --ip 0.0.0.0", &ENV);
    assert_eq!(v.level, Level::AskOnce);
    assert_ne!(v.grant.as_deref(), common::PROJECT);
}
