//! A stage namer reads its option in every spelling the program's parser reads: Go's
//! `-address`/`--address` (`=VALUE` or the next word), pflag's and getopt's attached one-letter
//! value (`-tprod`, `-Pmyapp-live`, `-iinventories/x.yml`), argparse's abbreviated long option,
//! and every value of a repeated option. Every value must name a development or staging stage
//! for the stage's family to apply; a production value, or any value not read as a stage,
//! leaves the family.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::judge;
use common::{ENV, family};

/// Each script is judged outside the stage families (it asks, and no stage family's grant
/// covers it).
fn outside_stage_families(scripts: &[&str]) {
    let stage_words = ["development", "staging", "stage:", "stage run", "preview"];
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            let grant = v.grant.clone().unwrap_or_default();
            let in_family = stage_words.iter().any(|w| grant.contains(w));
            (v.level == airlock_shell::Level::Allow || in_family)
                .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "should leave the stage family:\n{}",
        bad.join("\n")
    );
}

#[test]
fn every_spelling_of_a_stage_option_is_read() {
    family(
        "nomad development cluster",
        &[
            "nomad job run -address=https://nomad.dev.example.com:4646 job.nomad",
            "nomad job run --address=https://nomad.dev.example.com:4646 job.nomad",
            "nomad job run --address https://nomad.dev.example.com:4646 job.nomad",
            "nomad job run -address https://nomad.dev.example.com:4646 -detach job.nomad",
        ],
    );
    family(
        "databricks development target",
        &[
            "databricks bundle deploy -t dev",
            "databricks bundle deploy -tdev",
            "databricks bundle deploy --target=dev",
            "databricks bundle deploy -t=dev",
            "databricks bundle deploy -t dev --var=catalog=dev_catalog",
        ],
    );
    family(
        "firebase staging deploy",
        &[
            "firebase deploy -P staging --only hosting",
            "firebase deploy -Pstaging",
            "firebase deploy --project=staging",
        ],
    );
    family(
        "ansible stage run: inventories/sandbox.yml",
        &[
            "ansible-playbook -i inventories/sandbox.yml site.yml",
            "ansible-playbook -iinventories/sandbox.yml site.yml",
            "ansible-playbook -i inventories/sandbox.yml -vvv site.yml",
        ],
    );
    family(
        "serverless stage: dev",
        &[
            "sls deploy --stage dev --verbose",
            "sls deploy -sdev",
            "serverless deploy --stage=dev",
        ],
    );
}

#[test]
fn a_production_or_unread_value_in_any_spelling_leaves_the_family() {
    outside_stage_families(&[
        // Go's flag package: `--address` is `-address`, and the last one wins.
        "nomad job run -address=https://nomad.dev.example.com:4646 --address=https://nomad.example.com:4646 job.nomad",
        "nomad job run --address=https://nomad.dev.example.com:4646 -address https://nomad.example.com:4646 job.nomad",
        // pflag: an attached one-letter value, a repeated option.
        "databricks bundle deploy -t dev -tprod",
        "databricks bundle deploy -t dev -t=prod",
        "databricks bundle deploy --target dev --target=prod",
        "databricks bundle run -t dev -pcustomer job",
        "databricks bundle deploy -t dev -vtprod",
        "firebase deploy -P staging -Pmyapp-live",
        "firebase deploy -P staging --project=myapp-live",
        // getopt-style attached values and argparse's abbreviations.
        "ansible-playbook -i inventories/sandbox.yml -iinventories/customers.yml site.yml",
        "ansible-playbook -i inventories/sandbox.yml --inv inventories/prod.yml site.yml",
        "ansible-playbook -i inventories/sandbox.yml --inventory=inventories/prod.yml site.yml",
        "sls deploy --stage dev -sprod",
        "sls deploy --stage dev --stage=customer",
        // An option given no value names no stage.
        "databricks bundle deploy -t dev -t",
    ]);
}

#[test]
fn ansible_inventories_in_every_spelling_decide_the_local_and_stage_families() {
    family(
        "local VM",
        &[
            "ansible-playbook -i inventories/vagrant site.yml",
            "ansible-playbook -iinventories/vagrant site.yml",
        ],
    );
    outside_stage_families(&[
        "ansible-playbook -i inventories/vagrant -iinventories/prod.yml site.yml",
        "ansible-playbook -i inventories/vagrant --inv=inventories/customers.yml site.yml",
        "ansible-playbook -i inventories/vagrant -eansible_host=10.0.0.5 site.yml",
        "ansible-playbook -istaging-web1, site.yml",
    ]);
}
