//! Supabase's command line beyond the local stack's own rows: the local stack's tests, diffs
//! and lints are its family; reads of the account and the linked project (lists, the
//! migration history, a dry run of `db push`, the schema's types) read; `link` asks once under
//! its own words; functions served with the workspace's environment file are the local stack's;
//! and changes to the linked project, its resets, secrets and keys keep asking every time (a
//! reset of the local database is asked once: tests/dev_stages.rs).
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
fn supabase_local_tests_diffs_and_lints_are_the_local_stacks_family() {
    // The local stack is the project's own services: the project's family.
    project_family(&[
        "supabase test db",
        "npx supabase test db",
        "pnpm exec supabase test db",
        "supabase test db --debug",
        "supabase test new waitlist_rls",
        "supabase db diff",
        "supabase db diff --schema public | head -60",
        "supabase db diff -f add_waitlist",
        "supabase db diff --linked",
        "supabase db diff --linked --schema public",
        "supabase db lint",
        "supabase db lint --level warning",
        "supabase db lint --local --level warning",
        "supabase functions serve notify-waitlist --env-file supabase/functions/.env.local",
        "supabase functions serve notify-waitlist --env-file supabase/functions/.env.local &",
        "supabase functions serve --env-file=supabase/functions/.env",
        "supabase functions serve hello --env-file .env.local --no-verify-jwt",
    ]);
}

#[test]
fn supabase_reads_of_the_account_and_the_linked_project_run_at_once() {
    allowed(&[
        "supabase projects list",
        "npx supabase projects list",
        "supabase projects list -o json",
        "supabase orgs list",
        "supabase branches list",
        "supabase functions list --project-ref qhzvbtmkrwpdyaxlsfoe",
        "supabase functions list",
        "supabase migration list --linked",
        "supabase migration list",
        "bunx supabase migration list --linked",
        "supabase db push --dry-run",
        "supabase db push --dry-run --linked",
        "supabase db push --linked --dry-run --include-all",
        "supabase gen types typescript --linked",
        "supabase gen types typescript --project-id qhzvbtmkrwpdyaxlsfoe",
        "supabase gen types --lang=typescript --linked",
    ]);
}

#[test]
fn supabase_link_is_asked_once_under_its_own_words() {
    for s in [
        "supabase link --project-ref qhzvbtmkrwpdyaxlsfoe",
        "npx supabase link --project-ref qhzvbtmkrwpdyaxlsfoe",
        "supabase link --project-ref qhzvbtmkrwpdyaxlsfoe -p secret",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
        assert_eq!(v.grant.as_deref(), Some("supabase link"), "{s}");
    }
}

#[test]
fn supabase_changes_to_the_linked_project_resets_secrets_and_keys_keep_asking() {
    always_ask(&[
        // Changes to the linked or a named project.
        "supabase db push",
        "supabase db push --linked",
        "supabase db push --dry-run=false",
        "supabase db push --include-all",
        "supabase link --project-ref nkcwyfxzplgoaerbtdus && supabase db push",
        "supabase functions deploy notify-waitlist --project-ref qhzvbtmkrwpdyaxlsfoe",
        "supabase functions deploy notify-waitlist --project-ref nkcw --no-verify-jwt",
        "supabase functions delete notify-waitlist --project-ref nkcw",
        "supabase secrets set STRIPE_KEY=sk_live_x --project-ref nkcw",
        "supabase secrets set --project-ref nkcw --env-file supabase/functions/.env.local",
        "supabase secrets unset STRIPE_KEY",
        "supabase db reset --linked",
        "supabase projects delete nkcwyfxzplgoaerbtdus",
        "supabase projects create shop --org-id x",
        "supabase projects api-keys --project-ref nkcwyfxzplgoaerbtdus",
        "supabase branches get feature-x",
        "supabase network-restrictions --project-ref nkcw update --db-allow-cidr 0.0.0.0/0 --experimental",
        "supabase storage rm -r ss:///avatars --linked --experimental",
        "supabase db dump --linked -f /tmp/prod.sql --data-only",
        "supabase migration up --linked",
        "supabase migration repair --status applied 20240101 --linked",
        "supabase test db --linked",
        "supabase test db --db-url postgresql://u:p@db.example.com/postgres",
        "supabase db lint --linked",
        "supabase db diff --db-url postgresql://u:p@db.example.com/postgres",
        // The local stack's data dropped with its volumes, a reset elsewhere.
        "supabase stop --no-backup",
        "supabase db reset --db-url postgresql://u:p@db.example.com/postgres",
        // Another secret file handed to the functions, or the functions' file printed.
        "supabase functions serve hello --env-file ~/.supabase/access-token",
        "supabase functions serve hello --env-file supabase/.env.production",
        "supabase functions serve hello --env-file /etc/app.env",
        "cat supabase/functions/.env.local",
        "supabase login",
    ]);
}
