//! Deploys the team keeps for itself: a preview at its own address (`vercel deploy`, a bare
//! `vercel`, `netlify deploy` without `--prod`, a Firebase hosting channel of a staging
//! project) is the preview family; a Firebase deploy to a project named for development or
//! staging, and an Argo CD sync of an application so named, are each their tool's staging
//! family; a dry run is its own question. Production, a target named for no stage, a default
//! project, forced and destroying spellings keep asking every time.
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
fn preview_deploys_of_every_platform_are_one_family() {
    family(
        "preview deploy",
        &[
            "vercel",
            "vercel --yes",
            "vercel deploy",
            "vercel deploy --prebuilt",
            "vercel deploy --prebuilt --yes",
            "npx vercel deploy --prebuilt",
            "vercel deploy -e FLAG=1 --build-env NODE_ENV=test",
            "netlify deploy",
            "netlify deploy --dir=dist",
            "netlify deploy -d dist --alias pr-214",
            "npx netlify deploy --dir=dist",
            "firebase hosting:channel:deploy lrd-204 -P staging --expires 7d",
            "firebase hosting:channel:deploy pr-12 --project my-app-staging",
            "npx firebase hosting:channel:deploy pr-12 --project=larder-dev",
        ],
    );
    // A `vercel build` before it is the platform's local family: the two keep their own keys.
    let build = judge("vercel build", &ENV).grant;
    assert_eq!(build.as_deref(), Some("platform"));
}

#[test]
fn staging_deploys_are_their_tools_families() {
    family(
        "firebase staging deploy",
        &[
            "firebase deploy -P staging",
            "firebase deploy --only firestore:rules,firestore:indexes -P staging",
            "firebase deploy --only functions:cancelOrder,functions:onOrderCreated -P staging",
            "firebase deploy --project my-app-staging",
            "firebase deploy --project=larder-staging --only hosting",
            "firebase --project staging deploy",
            "npx firebase deploy -P dev",
            "firebase deploy --project rides-dev --only firestore:rules",
        ],
    );
    family(
        "argocd staging sync",
        &[
            "argocd app sync snapshot-operator-dev --revision snapshot-operator-pr-88",
            "argocd app sync snapshot-operator-staging --revision snapshot-operator-pr-88",
            "argocd app sync quoted-staging --prune=false",
            "argocd app sync shelf-staging --prune",
            "argocd app sync argocd/shop-staging --timeout 300",
            "argocd app sync shop-dev shop-staging",
            "argocd app rollback shelf-dev 3",
        ],
    );
    // A dry run deploys nothing and is asked once as the other deployers' previews are; one
    // of a deploy to a stage's project is that stage's family, as the deploy is (and so is a
    // deploy that says it is no dry run).
    family(
        "firebase staging deploy",
        &[
            "firebase deploy --only firestore:rules --dry-run -P staging",
            "firebase deploy --dry-run --project larder-dev",
            "firebase deploy --dry-run=false -P staging",
            "firebase deploy --only firestore:rules,firestore:indexes -P staging",
        ],
    );
    family(
        "infrastructure code plan/synth/local run",
        &[
            "firebase deploy --dry-run",
            "firebase deploy --force --dry-run -P staging",
            "pulumi preview --stack dev",
        ],
    );
    // A yes to one never covers another: a dry run without a stage's project, the staging
    // deploy (and its dry run), the preview.
    let grants = [
        "firebase deploy --dry-run",
        "firebase deploy -P staging",
        "firebase hosting:channel:deploy pr-1 -P staging",
        "argocd app sync shop-staging",
    ]
    .map(|s| judge(s, &ENV).grant);
    for (i, a) in grants.iter().enumerate() {
        for b in grants.iter().skip(i + 1) {
            assert_ne!(a, b);
        }
    }
}

#[test]
fn argo_cd_waits_and_reads_run_at_once() {
    allowed(&[
        "argocd app wait snapshot-operator-dev --health --timeout 300",
        "argocd app wait quoted-prod --sync",
        "argocd app get quoted-prod --show-operation",
        "argocd app diff quoted-staging --local deploy/k8s/overlays/staging",
        "argocd app history shelf-prod",
        "argocd app list -l team=storage",
    ]);
}

#[test]
fn vercel_pull_of_a_preview_or_development_environment_is_asked_once() {
    family(
        "vercel pull",
        &[
            "vercel pull",
            "vercel pull --yes",
            "vercel pull --yes --environment=preview",
            "vercel pull --environment preview",
            "vercel pull --environment=development",
            "npx vercel pull --yes --environment=preview",
        ],
    );
}

#[test]
fn production_default_forced_and_unnamed_deploys_keep_asking() {
    always_ask(&[
        // Vercel: production, promotion, another folder or token, a public source.
        "vercel --prod",
        "vercel deploy --prod",
        "vercel deploy --prebuilt --prod",
        "vercel build --prod && vercel deploy --prebuilt --prod",
        "npx vercel --prod",
        "pnpm dlx vercel@latest --prod --yes",
        "vercel deploy --target=production",
        "vercel deploy --target production",
        "vercel deploy --public",
        "vercel deploy --cwd ~/",
        "vercel deploy ~/",
        "vercel ./dist",
        "vercel deploy --token abc",
        "vercel promote https://courtside-git-feat-x.vercel.app --yes",
        "vercel redeploy https://courtside-git-feat-x.vercel.app",
        "vercel pull --environment=production",
        "vercel pull --environment production --yes",
        "vercel pull --environment=prod-eu",
        "vercel pull --prod",
        "vercel pull --cwd /tmp/other",
        "vercel env pull .env.local",
        "vercel env pull /dev/stdout --environment=preview",
        "vercel env pull .env.production.local --environment=production",
        // Netlify: production, a build on Netlify, another account, a folder outside.
        "netlify deploy --prod",
        "netlify deploy -p --dir dist",
        "netlify deploy --prod-if-unlocked",
        "npx netlify deploy --prod --dir=dist",
        "netlify deploy --trigger",
        "netlify deploy --auth tok --dir dist",
        "netlify deploy --dir ~/",
        "netlify deploy --dir=/etc",
        "netlify deploy -d ../other/dist",
        "netlify deploy --functions ../../fns",
        // Firebase: production, the default project, several projects, forced, deleting.
        "firebase deploy",
        "firebase deploy --only hosting",
        "flutter build web --release && firebase deploy --only hosting",
        "firebase deploy --only functions -P prod",
        "firebase deploy --only firestore:rules --project rides-prod",
        "firebase deploy --only firestore:rules,firestore:indexes --project larder-prod --force",
        "firebase deploy --project checkout-prod --only hosting",
        "firebase deploy -P staging --force",
        "firebase deploy -P staging -P prod",
        "firebase deploy -P demo-larder",
        "firebase deploy -P larder",
        "firebase deploy --dry-run -P prod",
        "firebase deploy --dry-run --project larder-prod",
        "firebase hosting:channel:deploy live -P staging",
        "firebase hosting:channel:deploy pr-1",
        "firebase hosting:channel:deploy pr-1 -P prod",
        "firebase hosting:clone larder-staging:lrd-204 larder-prod:live",
        "firebase firestore:delete orders --recursive --force --project larder-staging",
        "firebase functions:delete legacyOrderHook --force -P staging",
        "firebase functions:secrets:set KEY --project larder-staging",
        // Argo CD: production, an application named for no stage, several apps one of which
        // is production, a selector, forced or local syncs, deletes, settings, tokens.
        "argocd app sync quoted-prod",
        "argocd app sync shelf-prod --prune",
        "argocd app sync payments",
        "argocd app sync shop-staging shop-prod",
        "argocd app sync -l env=dev",
        "argocd app sync shop-staging --force",
        "argocd app sync shop-staging --replace",
        "argocd app sync shop-staging --local ./k8s",
        "argocd app sync --revision main-dev payments",
        "argocd app rollback shelf-prod 3",
        "argocd app delete shelf-staging --cascade -y",
        "argocd app set quoted-prod --kustomize-image ghcr.io/quoted/quoted:1.8.0-rc.1",
        "argocd app set shop-staging --sync-policy automated",
        "argocd app terminate-op shop-staging",
        "argocd account generate-token --account ci",
    ]);
}
