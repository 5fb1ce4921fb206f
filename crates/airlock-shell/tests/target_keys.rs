//! Issue 21: a yes to a client's command is a yes to the server, cluster or connection it names
//! (`targets.rs`). The same words sent to another host, connection, account, address or
//! namespace ask again, however the target is spelled (an option, its long name, `=`, a value
//! written against a short option, a variable set for the command); repeats of one target share
//! the key; a password or a query is never part of it; families, reads and what always asks are
//! as they were.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level::{AlwaysAsk, AskOnce};
use airlock_shell::judge;
use common::{ENV, allowed, always_ask, check_grants};

/// The grant key of `script`, which must ask once.
fn key(script: &str) -> String {
    let v = judge(script, &ENV);
    assert_eq!(v.level, AskOnce, "{script:?}: {v:?}");
    v.grant.unwrap_or_else(|| panic!("{script:?} has no grant"))
}

/// Each group's scripts share one key, and no two groups share a key.
fn same_within_distinct_across(groups: &[&[&str]]) {
    let mut keys: Vec<(String, &str)> = Vec::new();
    for group in groups {
        let first = key(group[0]);
        for s in group.iter().skip(1) {
            assert_eq!(
                key(s),
                first,
                "{s:?} should share the key of {:?}",
                group[0]
            );
        }
        if let Some((_, other)) = keys.iter().find(|(k, _)| *k == first) {
            panic!("{:?} shares the key `{first}` of {other:?}", group[0]);
        }
        keys.push((first, group[0]));
    }
}

#[test]
fn snowsql_is_keyed_by_its_connection() {
    same_within_distinct_across(&[
        &[
            "snowsql -c dev -o friendly=false -o timing=false -q 'select count(*) from ANALYTICS.DBT_NORA.FCT'",
            "snowsql -c dev -q 'select 1'",
            "snowsql --connection dev -q 'select 1'",
            "snowsql --connection=dev -f queries/check.sql",
            "snowsql -cdev -q 'select 1'",
        ],
        &[
            "snowsql -c shared -q 'insert into t values (1)'",
            "snowsql -c shared -q 'update t set a = 1'",
        ],
        &[
            "snowsql -q 'select 1'",
            "snowsql -o friendly=false -q 'select 1'",
        ],
        &["snowsql -a acme-eu -u nora -q 'select 1'"],
        &["snowsql -a acme-us -u nora -q 'select 1'"],
        &["snowsql -c dev -r SYSADMIN -q 'select 1'"],
        &["SNOWSQL_ACCOUNT=acme-us snowsql -q 'select 1'"],
        // Snowflake's newer CLI, likewise.
        &[
            "snow sql -c dev -q 'select 1'",
            "snow sql --connection=dev -f queries/check.sql",
            "snow sql --environment dev -q 'select 2'",
        ],
        &["snow sql -c shared -q 'insert into t values (1)'"],
        &[
            "snow sql --account acme-us -q 'select 1'",
            "SNOWFLAKE_ACCOUNT=acme-us snow sql -q 'select 1'",
        ],
    ]);
}

#[test]
fn sql_clients_are_keyed_by_their_server_database_and_user() {
    same_within_distinct_across(&[
        &[
            "psql -h db.example.com app -c 'select 1'",
            "psql --host db.example.com app -c 'update t set a = 1'",
            "psql --host=db.example.com app -c 'select 2'",
            "psql -hdb.example.com app -c 'select 1'",
            "PGHOST=db.example.com psql app -c 'select 1'",
        ],
        &[
            "psql -h db2.example.com app -c 'update t set a = 1'",
            "PGHOST=db2.example.com psql app -c 'select 1'",
        ],
        &["psql -h db.example.com -U admin app -c 'select 1'"],
        &["psql -h db.example.com app -p 6432 -c 'select 1'"],
        &["psql -h db.example.com other -c 'select 1'"],
        &[
            "mysql -h db.example.com -u app -e 'select 1'",
            "mysql --host=db.example.com --user=app -e 'select 1'",
            "MYSQL_HOST=db.example.com mysql -u app -e 'select 1'",
        ],
        &["mysql -h db2.example.com -u app -e 'select 1'"],
        &["clickhouse-client --host ch-a.example.com -q 'select 1'"],
        &["clickhouse-client --host ch-b.example.com -q 'select 1'"],
    ]);
}

#[test]
fn passwords_and_queries_are_never_part_of_a_key() {
    for script in [
        "mysql -h db.example.com -u app -phunter2 -e 'select 1'",
        "mysql -h db.example.com -u app --password=hunter2 -e 'select 1'",
        "mongosh --host db.example.com -u app -p hunter2 --eval 'db.x.find()'",
        "psql -h db.example.com app -c 'select hunter2 from t'",
        "snowsql -c dev -q 'select hunter2 from t'",
        "cockroach sql --url postgres://app:hunter2@crdb.example.com:26257/app -e 'select 1'",
        "COCKROACH_URL=postgres://app:hunter2@crdb.example.com:26257/app cockroach sql -e 'select 1'",
    ] {
        let k = key(script);
        assert!(!k.contains("hunter2"), "{script:?}: key `{k}`");
    }
    // Two passwords for one server and user: one key.
    assert_eq!(
        key("mysql -h db.example.com -u app -phunter2 -e 'select 1'"),
        key("mysql -h db.example.com -u app -pother -e 'select 1'"),
    );
}

#[test]
fn hashicorp_changes_are_keyed_by_the_cluster_they_address() {
    same_within_distinct_across(&[
        &[
            "nomad job run -address=https://nomad.team.internal:4646 jobs/api.nomad.hcl",
            "nomad job run -address https://nomad.team.internal:4646 jobs/api.nomad.hcl",
            "NOMAD_ADDR=https://nomad.team.internal:4646 nomad job run jobs/api.nomad.hcl",
        ],
        &["nomad job run -address=https://nomad.other.internal:4646 jobs/api.nomad.hcl"],
        &["nomad job run jobs/api.nomad.hcl"],
        &[
            "nomad job run -address=https://nomad.team.internal:4646 -namespace=finance jobs/api.nomad.hcl",
        ],
        &["nomad namespace apply -description 'media services' media"],
        &["nomad namespace apply -address=http://10.0.4.7:4646 media"],
        &[
            "consul config write -http-addr=https://consul.team.internal:8501 c.hcl",
            "CONSUL_HTTP_ADDR=https://consul.team.internal:8501 consul config write c.hcl",
        ],
        &["consul config write c.hcl"],
        &["consul config write -http-addr=https://consul.other.internal:8501 c.hcl"],
    ]);
}

#[test]
fn families_reads_and_what_always_asks_are_unchanged() {
    check_grants(&[
        // A stage's family, whichever address of that stage.
        (
            "nomad job run -address=https://nomad.dev.example.internal:4646 jobs/api.nomad.hcl",
            AskOnce,
            Some("nomad development cluster"),
        ),
        (
            "CONSUL_HTTP_ADDR=https://consul.dev.example.internal:8501 consul config write c.hcl",
            AskOnce,
            Some("consul development cluster"),
        ),
        // A write to this machine's database is the project's.
        (
            "psql -h localhost -U app app -c 'insert into t values (1)'",
            AskOnce,
            Some("project build/test/run"),
        ),
        // Production and destruction always ask, by any spelling.
        ("snowsql -c prod -q 'select 1'", AlwaysAsk, None),
        (
            "psql -h db.example.com app -c 'drop table t'",
            AlwaysAsk,
            None,
        ),
        (
            "NOMAD_ADDR=https://nomad.prod.example.internal:4646 nomad job run jobs/api.nomad.hcl",
            AlwaysAsk,
            None,
        ),
        (
            "nomad job stop -purge -address=https://nomad.team.internal:4646 api",
            AlwaysAsk,
            None,
        ),
    ]);
    allowed(&[
        "psql -h localhost -U app app -c 'select 1'",
        "nomad job status -address=https://nomad.team.internal:4646 api",
        "consul catalog services -http-addr=https://consul.team.internal:8501",
        "snowsql --version",
    ]);
    always_ask(&[
        "PGHOST=db.prod.example.com psql app -c 'select 1'",
        "mysql -h db.example.com -u app -e 'truncate table t'",
        "VAULT_ADDR=https://vault.team.internal:8200 vault kv get kv/api",
    ]);
}

/// redis-cli's `-u URI` names the server (it overrides `-h`): the key names the URI's host,
/// port and database, never its password, so a yes to one server is no yes to another reached
/// by `-u`, whatever `-h` says.
#[test]
fn redis_is_keyed_by_its_uri() {
    same_within_distinct_across(&[
        &[
            "redis-cli -h db-a.example.com set k v",
            "redis-cli -h db-a.example.com set k w",
        ],
        &[
            "redis-cli -u redis://db-a.example.com set k v",
            "redis-cli -uredis://db-a.example.com set k v",
        ],
        &[
            "redis-cli -h localhost -u redis://db.example.com set k v",
            "redis-cli -u redis://db.example.com -h localhost set k v",
        ],
        &["redis-cli -u redis://db-b.example.com set k v"],
        &["redis-cli -u redis://db-a.example.com:6380 set k v"],
        &["redis-cli -u redis://db-a.example.com/2 set k v"],
        &["valkey-cli -u redis://db-a.example.com set k v"],
    ]);
    for script in [
        "redis-cli -h localhost -u redis://db.example.com set k v",
        "redis-cli -u redis://db.example.com set k v",
    ] {
        let k = key(script);
        assert!(k.contains("db.example.com"), "{script:?}: key `{k}`");
    }
    let k = key("redis-cli -u redis://app:hunter2@db.example.com set k v");
    assert!(
        !k.contains("hunter2") && k.contains("db.example.com"),
        "key `{k}`"
    );
}
