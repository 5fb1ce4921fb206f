//! SST names stages as Serverless does: a deploy, dev mode or shell on a stage of one's
//! own (a person's name, `dev`) is that stage's family, one yes per stage; production-looking
//! stages, shared staging, no stage at all, `remove`, secrets and an interactive shell always
//! ask; a shell's command is judged on its own. In every spelling (`sst`, `npx sst`, `pnpm sst`,
//! `pnpm exec sst`, `yarn sst`, `bunx sst`).
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

const SST: &[&str] = &[
    "sst",
    "npx sst",
    "npx -y sst",
    "pnpm sst",
    "pnpm exec sst",
    "yarn sst",
    "bunx sst",
];

fn each(commands: &[&str]) -> Vec<String> {
    SST.iter()
        .flat_map(|p| commands.iter().map(move |c| format!("{p} {c}")))
        .collect()
}

#[test]
fn production_shared_unnamed_stages_removals_and_secrets_always_ask() {
    let scripts = each(&[
        "deploy --stage production",
        "deploy --stage=prod",
        "deploy --stage live",
        "deploy --stage main",
        "deploy --stage master",
        "deploy --stage prod-eu",
        "dev --stage production",
        "diff --stage production",
        "deploy --stage staging",
        "deploy --stage qa",
        "deploy",
        "deploy --stage $STAGE",
        "deploy --stage dani --config ../other/sst.config.ts",
        "remove --stage staging",
        "remove --stage production",
        "remove --stage dani",
        "remove",
        "secret list --stage production",
        "secret list --stage dani",
        "secret get StripeKey --stage dani",
        "secret set StripeKey sk_live_x --stage production",
        "secret load .env.prod --stage production",
        "shell --stage production -- node scripts/backfill-published-at.mjs",
        "shell --stage staging -- pnpm db:migrate",
        "shell --stage dani",
        "shell --stage dani -- node -e 'console.log(process.env)'",
        "shell --stage dani -- rm -rf data",
        "unlock --stage production",
    ]);
    let refs: Vec<&str> = scripts.iter().map(String::as_str).collect();
    always_ask(&refs);
}

#[test]
fn a_stage_of_ones_own_is_its_family() {
    for s in each(&[
        "deploy --stage dani",
        "deploy --stage=dani",
        "deploy --stage dev",
        "deploy --stage ana-dev",
        "dev --stage dani",
        "shell --stage dani -- pnpm db:migrate",
        "shell --stage dani node scripts/seed.mjs",
    ]) {
        let v = judge(&s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {} ({})", v.row, v.reason);
        let stage = if s.contains("ana-dev") {
            "ana-dev"
        } else if s.contains("stage dev") {
            "dev"
        } else {
            "dani"
        };
        let family = format!("sst personal stage: {stage}");
        // A shell's command is judged on its own (the project's family for the project's
        // script), beside the stage's family.
        if !s.contains(" shell ") {
            assert_eq!(v.grant.as_deref(), Some(family.as_str()), "{s}");
        }
    }
    // One yes per stage: a person's stage never answers for another's.
    let dani = judge("sst deploy --stage dani", &ENV).grant;
    let ana = judge("sst deploy --stage ana", &ENV).grant;
    assert_ne!(dani, ana);
}
