//! The server, cluster or connection a client's command names, kept in the grant of its `ask`
//! rows: a yes to `psql -h db-a.example.com app -c 'select …'` or `snowsql -c dev -q …` (or
//! `snow sql -c dev -q …`) is a yes to that server or connection, never to the same words sent
//! to another one (`psql -h db-b.example.com app -c 'update …'`, `snowsql -c shared -q 'insert
//! …'`), as the hosted
//! databases' shells are keyed by their database (`hosteddb.rs`). The target is named by an
//! option (`-h`, `--host=…`, `-address=…`) or by a variable set for the command alone
//! (`PGHOST=db psql`, `NOMAD_ADDR=… nomad job run`), each written under one name whatever its
//! spelling, so `NOMAD_ADDR=X nomad …` and `nomad … -address=X` share a key. A command that
//! names none keeps the words' key: the client's own defaults, the same for every such call.
//!
//! Families (the project's, a stage's) are not touched: what they cover is their own rule.

use crate::{Command, Level, Verdict};

/// One client's choosers: the programs, the groups of options that name the same part of its
/// target (the first name is the one written in the key), and the variables with the option
/// each stands for. Only what chooses where the command acts is listed (never a password, a
/// query or an output format), so that a key holds no secret and repeats of one target share it.
struct Choosers {
    programs: &'static [&'static str],
    options: &'static [&'static [&'static str]],
    variables: &'static [(&'static str, &'static str)],
}

/// PostgreSQL's clients' server, port, database, user and service.
const POSTGRES_OPTIONS: &[&[&str]] = &[
    &["-h", "--host"],
    &["-p", "--port"],
    &["-d", "--dbname"],
    &["-U", "--username"],
    &["--service"],
];

/// PostgreSQL's connection variables (libpq's).
const POSTGRES_VARIABLES: &[(&str, &str)] = &[
    ("PGHOST", "-h"),
    ("PGHOSTADDR", "-h"),
    ("PGPORT", "-p"),
    ("PGDATABASE", "-d"),
    ("PGUSER", "-U"),
    ("PGSERVICE", "--service"),
    ("PGSERVICEFILE", "--service"),
];

/// MySQL's and MariaDB's clients' server, port, socket, user, database and option files
/// (`-p` is the password there, never keyed).
const MYSQL_OPTIONS: &[&[&str]] = &[
    &["-h", "--host"],
    &["-P", "--port"],
    &["-S", "--socket"],
    &["-u", "--user"],
    &["-D", "--database"],
    &["--login-path"],
    &["--defaults-file"],
    &["--defaults-extra-file"],
];

/// MySQL's connection variables.
const MYSQL_VARIABLES: &[(&str, &str)] = &[
    ("MYSQL_HOST", "-h"),
    ("MYSQL_TCP_PORT", "-P"),
    ("MYSQL_UNIX_PORT", "-S"),
];

/// Snowflake's `snowsql`: the named connection of its configuration, the account, user, role
/// and database, and the configuration file the connection is read from.
const SNOWSQL_OPTIONS: &[&[&str]] = &[
    &["-c", "--connection"],
    &["-a", "--accountname"],
    &["-u", "--username"],
    &["-r", "--rolename"],
    &["-d", "--dbname"],
    &["--config"],
];

/// `snowsql`'s connection variables.
const SNOWSQL_VARIABLES: &[(&str, &str)] = &[
    ("SNOWSQL_ACCOUNT", "-a"),
    ("SNOWSQL_USER", "-u"),
    ("SNOWSQL_ROLE", "-r"),
    ("SNOWSQL_DATABASE", "-d"),
];

/// Snowflake's `snow`: the named connection, the account, user, role and database.
const SNOW_OPTIONS: &[&[&str]] = &[
    &["-c", "--connection", "--environment"],
    &["--account", "--accountname"],
    &["--user", "--username"],
    &["--role", "--rolename"],
    &["--database", "--dbname"],
];

/// `snow`'s connection variables.
const SNOW_VARIABLES: &[(&str, &str)] = &[
    ("SNOWFLAKE_ACCOUNT", "--account"),
    ("SNOWFLAKE_USER", "--user"),
    ("SNOWFLAKE_ROLE", "--role"),
    ("SNOWFLAKE_DATABASE", "--database"),
    ("SNOWFLAKE_DEFAULT_CONNECTION_NAME", "-c"),
];

/// ClickHouse's client: server, port, user, database.
const CLICKHOUSE_OPTIONS: &[&[&str]] = &[
    &["-h", "--host"],
    &["--port"],
    &["-u", "--user"],
    &["-d", "--database"],
];

/// MongoDB's shells: server, port, user and the database the user is checked against (`-p` is
/// the password, never keyed; a URI operand is in the words' key already).
const MONGO_OPTIONS: &[&[&str]] = &[
    &["--host"],
    &["--port"],
    &["-u", "--username"],
    &["--authenticationDatabase"],
];

/// Redis's and Valkey's clients: server, port, socket, database number, user, and the server's
/// URI (`-u redis://user:pass@host:port/db`, which overrides `-h`: keyed with its password left
/// out, [`without_password`]); `-a` is the password, never keyed.
const REDIS_OPTIONS: &[&[&str]] = &[&["-h"], &["-p"], &["-s"], &["-n"], &["--user"], &["-u"]];

/// CockroachDB's client: the cluster's address or URL, port, user, database, certificates.
const COCKROACH_OPTIONS: &[&[&str]] = &[
    &["--host"],
    &["--url"],
    &["--port"],
    &["-u", "--user"],
    &["-d", "--database"],
    &["--certs-dir"],
];

/// CockroachDB's connection variables.
const COCKROACH_VARIABLES: &[(&str, &str)] = &[
    ("COCKROACH_HOST", "--host"),
    ("COCKROACH_URL", "--url"),
    ("COCKROACH_PORT", "--port"),
    ("COCKROACH_USER", "-u"),
    ("COCKROACH_DATABASE", "-d"),
];

/// Nomad: the cluster's address, its region and the namespace (a boundary of who may do what).
const NOMAD_OPTIONS: &[&[&str]] = &[&["-address"], &["-region"], &["-namespace"]];

/// Nomad's variables.
const NOMAD_VARIABLES: &[(&str, &str)] = &[
    ("NOMAD_ADDR", "-address"),
    ("NOMAD_REGION", "-region"),
    ("NOMAD_NAMESPACE", "-namespace"),
];

/// Consul: the cluster's address, its datacenter, namespace and partition.
const CONSUL_OPTIONS: &[&[&str]] = &[
    &["-http-addr"],
    &["-datacenter"],
    &["-namespace"],
    &["-partition"],
];

/// Consul's variables.
const CONSUL_VARIABLES: &[(&str, &str)] = &[
    ("CONSUL_HTTP_ADDR", "-http-addr"),
    ("CONSUL_NAMESPACE", "-namespace"),
    ("CONSUL_PARTITION", "-partition"),
];

/// Vault: the server's address and namespace.
const VAULT_OPTIONS: &[&[&str]] = &[&["-address"], &["-namespace", "-ns"]];

/// Vault's variables.
const VAULT_VARIABLES: &[(&str, &str)] = &[
    ("VAULT_ADDR", "-address"),
    ("VAULT_NAMESPACE", "-namespace"),
];

/// BigQuery's `bq`: the project (its datasets are the project's).
const BQ_OPTIONS: &[&[&str]] = &[&["--project_id"]];

/// Every client whose `ask` rows are keyed by the target they name.
const CLIENTS: &[Choosers] = &[
    Choosers {
        programs: &["psql", "pg_dump", "pg_dumpall", "pg_restore"],
        options: POSTGRES_OPTIONS,
        variables: POSTGRES_VARIABLES,
    },
    Choosers {
        programs: &["mysql", "mariadb", "mysqldump", "mariadb-dump"],
        options: MYSQL_OPTIONS,
        variables: MYSQL_VARIABLES,
    },
    Choosers {
        programs: &["snowsql"],
        options: SNOWSQL_OPTIONS,
        variables: SNOWSQL_VARIABLES,
    },
    Choosers {
        programs: &["snow"],
        options: SNOW_OPTIONS,
        variables: SNOW_VARIABLES,
    },
    Choosers {
        programs: &["clickhouse-client"],
        options: CLICKHOUSE_OPTIONS,
        variables: &[],
    },
    Choosers {
        programs: &["mongosh", "mongo"],
        options: MONGO_OPTIONS,
        variables: &[],
    },
    Choosers {
        programs: &["redis-cli", "valkey-cli"],
        options: REDIS_OPTIONS,
        variables: &[],
    },
    Choosers {
        programs: &["cockroach"],
        options: COCKROACH_OPTIONS,
        variables: COCKROACH_VARIABLES,
    },
    Choosers {
        programs: &["nomad"],
        options: NOMAD_OPTIONS,
        variables: NOMAD_VARIABLES,
    },
    Choosers {
        programs: &["consul"],
        options: CONSUL_OPTIONS,
        variables: CONSUL_VARIABLES,
    },
    Choosers {
        programs: &["vault"],
        options: VAULT_OPTIONS,
        variables: VAULT_VARIABLES,
    },
    Choosers {
        programs: &["bq"],
        options: BQ_OPTIONS,
        variables: &[],
    },
];

/// The grant key of an `ask` row of `program` (`key`, its words' key), with the target `args`
/// name by their options written after it (`snowsql -c=dev`, `psql app -h=db.example.com`).
pub(crate) fn with_options(program: &str, args: &[String], key: String) -> String {
    let Some(client) = CLIENTS.iter().find(|c| c.programs.contains(&program)) else {
        return key;
    };
    let mut parts = vec![key];
    parts.extend(
        named_by_options(client, args)
            .into_iter()
            .map(|(name, value)| format!("{name}={}", without_password(&value))),
    );
    canonical(client, &parts.join(" "))
}

/// A command's variables that name its client's target (`PGHOST=db psql …`), added to the key
/// of an `ask` row of the client's own ([`with_options`]). A family's grant (whose row ends
/// with the family's name in parentheses), an `allow` and an `always ask` are left as they are.
pub(crate) fn with_variables(c: &Command, worst: &mut Verdict) {
    let Some(program) = c.argv.first().map(|p| crate::program_name(p)) else {
        return;
    };
    let Some(client) = CLIENTS.iter().find(|k| k.programs.contains(&program)) else {
        return;
    };
    if worst.level != Level::AskOnce {
        return;
    }
    let Some(grant) = worst.grant.as_mut() else {
        return;
    };
    let family = worst.row.ends_with(&format!("{grant})"));
    if family || !(grant == program || grant.starts_with(&format!("{program} "))) {
        return;
    }
    let mut parts = vec![grant.clone()];
    for a in &c.assignments {
        let Some((variable, value)) = a.split_once('=') else {
            continue;
        };
        if let Some((_, option)) = client.variables.iter().find(|(v, _)| *v == variable) {
            parts.push(format!("{option}={}", without_password(value)));
        }
    }
    *grant = canonical(client, &parts.join(" "));
}

/// A URL's password left out (`postgres://app:secret@db/app` is `postgres://app@db/app`): a
/// key is stored and shown, and the server and user are what it names.
fn without_password(value: &str) -> String {
    let Some((scheme, rest)) = value.split_once("://") else {
        return value.to_owned();
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((userinfo, host)) => {
            let user = userinfo.split(':').next().unwrap_or_default();
            format!("{scheme}://{user}@{host}{path}")
        }
        None => value.to_owned(),
    }
}

/// `key` with its target's parts (`-h=db`) after its words, in the order of the client's
/// option groups and each once, so that every spelling of one target gives one key.
fn canonical(client: &Choosers, key: &str) -> String {
    let rank = |w: &str| {
        client.options.iter().position(|g| {
            g.first()
                .is_some_and(|f| w.strip_prefix(f).is_some_and(|r| r.starts_with('=')))
        })
    };
    let (mut parts, words): (Vec<&str>, Vec<&str>) =
        key.split(' ').partition(|w| rank(w).is_some());
    parts.sort_by_key(|w| (rank(w), *w));
    parts.dedup();
    words.into_iter().chain(parts).collect::<Vec<_>>().join(" ")
}

/// The target `args` name by `client`'s options, each under its group's first name: `-h db`,
/// `--host=db` and `-hdb` (a short option's value written against it) alike.
fn named_by_options(client: &Choosers, args: &[String]) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        for group in client.options {
            let Some(first) = group.first() else {
                continue;
            };
            let value = group.iter().find_map(|o| {
                if a == o {
                    Some(None)
                } else if let Some(v) = a.strip_prefix(o).and_then(|r| r.strip_prefix('=')) {
                    Some(Some(v.to_owned()))
                } else if is_short(o) && a.len() > o.len() && a.starts_with(o) {
                    a.get(o.len()..).map(|v| Some(v.to_owned()))
                } else {
                    None
                }
            });
            match value {
                Some(Some(v)) => out.push((*first, v)),
                Some(None) => out.push((*first, it.next().cloned().unwrap_or_default())),
                None => continue,
            }
            break;
        }
    }
    out
}

/// Whether `option` is a one-letter option (`-h`), whose value may be written against it.
fn is_short(option: &str) -> bool {
    option.len() == 2 && option.starts_with('-') && !option.starts_with("--")
}
