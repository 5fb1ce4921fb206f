//! Issue 21: HashiCorp's cluster tools. Nomad's and Consul's reads of their cluster (status,
//! plans, validations, histories, logs, the catalog) run at once wherever the cluster is; their
//! development agents on this machine are the local cluster family; a job deployed to a cluster
//! whose address names a development or staging stage is that stage's family; another change
//! to a cluster is asked once under its words, and always when it names production or when it deletes, prints
//! or makes credentials, or reaches an allocation's machine. Vault's secret metadata reads;
//! its values, tokens and writes still always ask.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level::AskOnce;
use common::{allowed, always_ask, check_grants, family};

const LOCAL: &str = "local cluster";

#[test]
fn nomad_and_consul_reads_run_at_once() {
    allowed(&[
        "nomad version",
        "nomad status",
        "nomad job plan -var-file=jobs/vars/dev.hcl jobs/api.nomad.hcl",
        "nomad job plan -address=https://nomad.dev.example.internal:4646 -var-file=jobs/vars/dev.hcl jobs/api.nomad.hcl",
        "nomad job plan -address https://nomad.dev.example.internal:4646 jobs/api.nomad.hcl",
        "nomad job validate jobs/api.nomad.hcl",
        "nomad job status -address=https://nomad.dev.example.internal:4646 api",
        "nomad job status",
        "nomad job history -p api | head -30",
        "nomad alloc logs -stderr -task api -job api | tail -60",
        "nomad alloc status 8f1c",
        "nomad node status -verbose | head -20",
        "nomad deployment status $(nomad job deployments -latest -t '{{.ID}}' api)",
        "nomad namespace list",
        "nomad var list",
        "nomad fmt -check -recursive jobs",
        // A look at production that changes nothing: a plan is the scheduler's dry run.
        "NOMAD_ADDR=https://nomad.prod.example.internal:4646 nomad job plan -var-file=jobs/vars/prod.hcl jobs/api.nomad.hcl",
        "nomad job history -address=https://nomad.prod.example.internal:4646 -p api",
        "consul version",
        "consul members",
        "consul catalog services -http-addr=https://consul.dev.example.internal:8501",
        "consul catalog nodes -service=api",
        "consul config read -kind service-defaults -name api",
        "consul intention check web api",
        "VAULT_ADDR=https://vault.prod.example.internal:8200 vault kv metadata get kv/api",
        "vault kv metadata list kv/",
    ]);
}

#[test]
fn development_agents_are_the_local_cluster_family() {
    family(
        LOCAL,
        &[
            "nomad agent -dev",
            "consul agent -dev",
            "consul agent -dev -node=laptop",
            "vault server -dev",
            "vault server -dev -dev-root-token-id=root",
            "kind create cluster",
        ],
    );
}

#[test]
fn agents_reachable_beyond_this_machine_ask_under_their_words() {
    // Go reads `--bind` as `-bind`; inline HCL, or a configuration file from outside the
    // workspace, may set the address. The project's own configuration file is its own, as its
    // compose file is: the local cluster family.
    family(
        LOCAL,
        &[
            "nomad agent -dev -config=hack/dev-agent.hcl",
            "nomad agent -dev --config hack/dev-agent.hcl",
            "consul agent -dev -config-file=dev.json",
            "consul agent -dev --config-dir=conf.d",
        ],
    );
    for script in [
        "nomad agent -dev --bind=0.0.0.0",
        "nomad agent -dev --bind 0.0.0.0",
        "nomad agent -dev -config=/etc/nomad.d/dev.hcl",
        "nomad agent -dev --config ~/nomad/dev.hcl",
        "consul agent -dev --client=0.0.0.0",
        "consul agent -dev -hcl client_addr=\"0.0.0.0\"",
        "consul agent -dev -config-file=../ops/dev.json",
        "consul agent -dev --config-dir=$CONF",
        "vault server -dev --dev-listen-address=0.0.0.0:8200",
        "vault server -dev --config=dev.hcl",
    ] {
        let v = airlock_shell::judge(script, &common::ENV);
        assert!(
            v.level != airlock_shell::Level::Allow && v.grant.as_deref() != Some(LOCAL),
            "{script}: {:?} {:?}",
            v.level,
            v.grant
        );
    }
    always_ask(&[
        "VAULT_DEV_LISTEN_ADDRESS=0.0.0.0:8200 vault server -dev",
        "env VAULT_DEV_LISTEN_ADDRESS=10.0.0.5:8200 vault server -dev",
    ]);
    family(
        LOCAL,
        &["VAULT_DEV_LISTEN_ADDRESS=127.0.0.1:8200 vault server -dev"],
    );
    check_grants(&[
        (
            "nomad agent -dev -bind=0.0.0.0",
            AskOnce,
            Some("nomad agent"),
        ),
        (
            "nomad agent -dev -bind 0.0.0.0",
            AskOnce,
            Some("nomad agent"),
        ),
        (
            "consul agent -dev -client=0.0.0.0",
            AskOnce,
            Some("consul agent"),
        ),
        (
            "consul agent -dev -client 0.0.0.0",
            AskOnce,
            Some("consul agent"),
        ),
        (
            "consul agent -dev -retry-join=10.0.0.4",
            AskOnce,
            Some("consul agent"),
        ),
        (
            "nomad agent -config=/etc/nomad.d",
            AskOnce,
            Some("nomad agent"),
        ),
        (
            "vault server -dev -dev-listen-address=0.0.0.0:8200",
            AskOnce,
            Some("vault server"),
        ),
    ]);
}

#[test]
fn deploys_to_a_cluster_whose_address_names_a_stage_are_one_family() {
    family(
        "nomad development cluster",
        &[
            "nomad job run -address=https://nomad.dev.example.internal:4646 -var-file=jobs/vars/dev.hcl jobs/api.nomad.hcl",
            "nomad job run -address https://nomad.staging.example.com:4646 jobs/api.nomad.hcl",
            "nomad job promote -address=https://nomad.dev.example.internal:4646 api",
            "nomad job revert -address=https://nomad-sandbox.example.com:4646 api 3",
            "nomad deployment promote -address=nomad.dev.example.net:4646 8f1c",
        ],
    );
}

#[test]
fn changes_to_a_cluster_ask_once_under_their_words() {
    check_grants(&[
        // No address, or one that names no stage (`internal` is a private network's, where
        // production lives too; a user name is no host): under its words and the address it
        // names, if any (`target_keys.rs`).
        (
            "nomad job run jobs/api.nomad.hcl",
            AskOnce,
            Some("nomad job run"),
        ),
        (
            "nomad job run -address=https://nomad.service.internal:4646 jobs/api.nomad.hcl",
            AskOnce,
            Some("nomad job run -address=https://nomad.service.internal:4646"),
        ),
        (
            "nomad job promote -address=https://dev@nomad.example.com:4646 api",
            AskOnce,
            Some("nomad job promote -address=https://dev@nomad.example.com:4646"),
        ),
        (
            "nomad namespace apply -description 'media services' media",
            AskOnce,
            Some("nomad namespace apply"),
        ),
        // A Consul cluster whose address names development: its stage's family, by the option
        // or by the variable set for the command (`ops_and_data_clis.rs`); none, under the
        // command's words.
        (
            "consul kv put -http-addr=https://consul.dev.example.internal:8501 config/api/dev/max_width 2048",
            AskOnce,
            Some("consul development cluster"),
        ),
        (
            "CONSUL_HTTP_ADDR=https://consul.dev.example.internal:8501 consul config write consul/intentions/api.hcl",
            AskOnce,
            Some("consul development cluster"),
        ),
        (
            "consul config write consul/intentions/api.hcl",
            AskOnce,
            Some("consul config write"),
        ),
        // A key's value may be a password: asked, never read at once.
        (
            "consul kv get config/api/dev/db",
            AskOnce,
            Some("consul kv get"),
        ),
    ]);
}

#[test]
fn production_deletes_credentials_and_shells_always_ask() {
    always_ask(&[
        // Production by the address, the namespace, or a file or key named for it.
        "NOMAD_ADDR=https://nomad.prod.example.internal:4646 nomad job run -var-file=jobs/vars/prod.hcl jobs/api.nomad.hcl",
        "NOMAD_ADDR=https://nomad.prod.example.internal:4646 nomad job run jobs/api.nomad.hcl",
        "nomad job run -address=https://nomad.prod.example.internal:4646 jobs/api.nomad.hcl",
        "nomad job run -var-file jobs/vars/prod.hcl jobs/api.nomad.hcl",
        "nomad job run -namespace=prod jobs/api.nomad.hcl",
        "nomad job promote -address https://nomad.prod.example.internal:4646 api",
        "nomad namespace apply -address=https://nomad.prod.example.internal:4646 media",
        // A development cluster's address with production named beside it.
        "nomad job run -address=https://nomad.dev.example.internal:4646 -var-file=jobs/vars/prod.hcl jobs/api.nomad.hcl",
        "nomad job run -address=https://nomad.dev.example.internal:4646 -namespace=prod jobs/api.nomad.hcl",
        "NOMAD_ADDR=https://nomad.prod.example.internal:4646 nomad job run -address=https://nomad.dev.example.internal:4646 jobs/api.nomad.hcl",
        "nomad job run -address=https://nomad.dev.example.net:4646 -address=https://nomad.prod.example.net:4646 jobs/api.nomad.hcl",
        "nomad job promote -address=https://nomad-dev.example.com@nomad.live-prd.example.com:4646 api",
        "consul kv put -http-addr=https://consul.prod.example.internal:8501 config/api/prod/flag true",
        "consul kv put config/api/prod/flag true",
        "CONSUL_HTTP_ADDR=https://consul.production.example.com:8501 consul config write i.hcl",
        // Deletes and purges.
        "nomad job stop -purge api",
        "nomad job stop -purge -address=https://nomad.prod.example.internal:4646 -namespace=media legacy",
        "nomad var purge nomad/jobs/api",
        "consul kv delete -recurse config/",
        "consul snapshot restore backup.snap",
        // Credentials printed or made.
        "NOMAD_ADDR=https://nomad.prod.example.internal:4646 nomad acl token create -name=ci -type=management",
        "nomad var get nomad/jobs/api",
        "nomad alloc fs 8f1c secrets/",
        "consul acl token read -self",
        "consul kv export config/",
        "consul snapshot save /tmp/consul.snap",
        "consul keygen",
        "vault kv get -field=password kv/api",
        "VAULT_ADDR=https://vault.prod.example.internal:8200 vault token create -policy=root -ttl=720h",
        "vault kv metadata put -max-versions=1 kv/api",
        "vault kv metadata delete kv/api",
        "VAULT_ADDR=https://vault.dev.example.internal:8200 vault policy write api vault/policies/api.hcl",
        // A shell in an allocation, and the cluster's operator.
        "nomad alloc exec -task api -job api sh -c 'rm -rf /alloc/data/cache/*'",
        "nomad operator snapshot save backup.snap",
        "nomad operator scheduler set-config -preemption-service=true",
        "consul operator raft remove-peer -id=1",
        "consul leave",
        // A loop of dispatches in the background.
        "for i in $(seq 1 500); do nomad job dispatch -detach -meta n=$i batch & done",
    ]);
}
