//! Database migrations by where they go: a migration tool or a framework's migrate task given
//! an environment that is not a local, development or test one, a settings file or a variable
//! named for staging or production, or another machine's database always asks, in every
//! spelling of every tool; the same commands on the project's own database stay in their
//! family, and reads of any environment run.
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
fn migrations_of_a_shared_or_deployed_database_always_ask() {
    always_ask(&[
        // Atlas, by a named environment or a URL.
        "atlas migrate apply --env staging",
        "atlas migrate apply --env=staging",
        "atlas migrate apply --env shared",
        "atlas migrate apply --env live",
        "atlas migrate apply --env qa-eu",
        "atlas migrate apply --env dev-staging",
        "atlas migrate apply --env mk",
        "atlas migrate down --env staging",
        "atlas schema apply --env prod --auto-approve",
        "atlas schema apply --env uat --to file://schema.hcl",
        "atlas migrate apply --url postgres://app@db.staging.example.com:5432/app",
        "atlas migrate apply --url 'postgres://localhost/app?host=db.prod.example.com'",
        "atlas migrate apply --url \"$STAGING_DATABASE_URL\"",
        "docker compose up -d postgres && atlas migrate apply --env staging",
        // goose, dbmate, golang-migrate, sqlx.
        "goose postgres \"host=db.staging.example.com user=app dbname=app\" up",
        "GOOSE_DBSTRING=postgres://app@db.qa.example.com/app goose up",
        "dbmate --env STAGING_DATABASE_URL up",
        "dbmate --url postgres://app@db.example.com/app up",
        "migrate -path db/migrations -database postgres://app@db.stg.example.com/app up",
        "sqlx migrate run -D postgres://app@app.rds.amazonaws.com/app",
        "sqlx migrate run --database-url postgres://app@db.staging.example.com/app",
        // Node tools.
        "DATABASE_URL=\"$STAGING_DATABASE_URL\" npx prisma migrate deploy",
        "DATABASE_URL=\"$PROD_DATABASE_URL\" npx prisma migrate deploy",
        "DATABASE_URL=postgres://app@db.example.com/app npx prisma migrate deploy",
        "DATABASE_URL=postgres://app@staging-db.example.com/app npx prisma migrate dev",
        // Prisma's deploy command is for deployed databases, whatever it is given.
        "npx prisma migrate deploy",
        "npx knex migrate:latest --env staging",
        "NODE_ENV=staging npx knex migrate:latest",
        "npx sequelize-cli db:migrate --env qa",
        "npx typeorm migration:run -d src/data-source.staging.ts",
        "npx typeorm migration:run --dataSource src/data-source.production.ts",
        "npx drizzle-kit push --config drizzle.staging.config.ts",
        // Python, Java, Ruby, PHP, Elixir, .NET.
        "uv run alembic -x env=staging upgrade head",
        "alembic -n staging upgrade head",
        "alembic -c alembic.staging.ini upgrade head",
        "npx knex migrate:latest --knexfile knexfile.production.js",
        "poetry run alembic -x environment=prod upgrade head",
        "flyway -configFiles=conf/flyway.staging.toml migrate",
        "flyway -environment=staging migrate",
        "liquibase --defaults-file=liquibase.staging.properties update",
        "RAILS_ENV=staging bin/rails db:migrate",
        "bin/rails db:migrate RAILS_ENV=staging",
        "bin/rails db:migrate -e staging",
        "bundle exec rake db:migrate RAILS_ENV=preprod",
        "python manage.py migrate --settings=config.settings.staging",
        "DJANGO_SETTINGS_MODULE=config.settings.staging python manage.py migrate",
        "MIX_ENV=staging mix ecto.migrate",
        "APP_ENV=staging php bin/console doctrine:migrations:migrate -n",
        "php artisan migrate --env=staging",
    ]);
}

#[test]
fn migrations_of_the_projects_own_database_stay_in_their_family() {
    project_family(&[
        "atlas migrate apply --url postgres://app:app@localhost:5432/app?sslmode=disable",
        "atlas schema apply --url 'postgres://u:p@127.0.0.1:5432/x' --to file://schema.hcl",
        "npx prisma migrate dev",
        "npx knex migrate:latest --env development",
        "npx drizzle-kit push --config drizzle.config.ts",
        "RAILS_ENV=test bin/rails db:migrate",
        "bin/rails db:migrate",
        "python manage.py migrate --settings=config.settings.local",
        "uv run alembic upgrade head",
        "alembic -c alembic.ini upgrade head",
    ]);
    // A migration tool given only environments of the project's own: the project's family.
    project_family(&[
        "atlas migrate apply --env local",
        "atlas migrate apply --env=local",
        "atlas migrate apply --env dev-mk",
        "atlas migrate apply --env test",
        "atlas migrate apply --env ci",
        "atlas migrate diff credit_notes --env local",
        "atlas migrate lint --env local --latest 1",
        "docker compose up -d postgres && atlas migrate apply --env local",
        "dbmate -e TEST_DATABASE_URL up",
        "flyway -environment=local migrate",
    ]);
    // With its database left to its configuration or environment: the migrations' family,
    // which a yes for the project's builds does not cover.
    family(
        "database migrations",
        &[
            "atlas migrate apply",
            "atlas migrate apply --env \"$ENV\"",
            "dbmate up",
            "goose up",
            "flyway -configFiles=conf/flyway.toml migrate",
            // A database URL built at run time may be another database than the
            // environment's: no yes to the project's builds covers it.
            "atlas migrate apply --env local --url \"$DATABASE_URL\"",
            "atlas migrate apply --env local -u $DB",
            "atlas migrate apply --env=local --url=`cat url.txt`",
            "dbmate -e TEST_DATABASE_URL --url \"$URL\" up",
            "atlas schema apply --env local --to file://schema.hcl --url ${DB_URL}",
        ],
    );
    // Reads of any environment's state run.
    allowed(&[
        "atlas migrate status --env staging",
        "atlas migrate status --env local",
        "npx prisma migrate status",
    ]);
}

#[test]
fn a_server_task_under_a_staging_environment_is_no_migration() {
    assert_eq!(
        judge("RAILS_ENV=staging bin/rails server", &ENV).level,
        Level::AskOnce
    );
}
