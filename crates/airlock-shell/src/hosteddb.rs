//! SQL sent through a hosted database's own command line (`turso db shell DB "SQL"`, `pscale
//! shell DB BRANCH`), judged as a database client's SQL is (`devtools::sql_act`, the reading of
//! `psql -c` and `mysql -e`): the database is the service's, named by the command, not the
//! project's local one. A query that only reads asks once per database; a write, a statement
//! that destroys or administers, SQL not shown (an interactive shell, a file on standard input)
//! and any query of a database named for production always ask. The same shell pointed at this
//! machine's server (`turso db shell http://127.0.0.1:8080`, a `turso dev` server) is the
//! project's own: a read runs, a plain write joins the project family.
//!
//! The other hosted consoles (`heroku pg:psql`, `fly postgres connect`, `railway connect`,
//! `wrangler d1 execute --remote`) always ask by their platform's rows.

use crate::devtools::Act;
use crate::knowledge::verdict;
use crate::{Command, Effect, Level, Verdict};

/// Hosted databases' SQL shells: the program, the words that open the shell, the SQL dialect
/// (for `devtools::sql_act`), and how many operands name the database before the SQL.
const SQL_SHELLS: &[(&str, &[&str], &str, usize)] = &[
    // `turso db shell DB [SQL]`: SQLite's dialect (libSQL).
    ("turso", &["db", "shell"], "sqlite3", 1),
    // `pscale shell DB BRANCH`: a MySQL shell of a PlanetScale branch, SQL on standard input.
    ("pscale", &["shell"], "mysql", 2),
    ("planetscale", &["shell"], "mysql", 2),
];

/// Options of these shells whose value is the next word.
const VALUE_OPTIONS: &[&str] = &[
    "--instance",
    "--location",
    "--org",
    "--role",
    "--service-token",
    "--service-token-id",
    "--local-addr",
    "--remote-addr",
    "--replica",
];

/// A hosted database's SQL shell ([`SQL_SHELLS`]) and the SQL it is given, or `None` for any
/// other command.
pub(crate) fn sql_shell(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    let (_, opening, dialect, names) = SQL_SHELLS.iter().find(|(p, ..)| *p == name)?;
    let mut operands = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if VALUE_OPTIONS.contains(&a.as_str()) {
            it.next();
        } else if !a.starts_with('-') {
            operands.push(a.as_str());
        }
    }
    let rest = operands.strip_prefix(*opening)?;
    let database = rest.get(..*names).map(|d| d.join(" "))?;
    let mut texts: Vec<&str> = rest.get(*names..).unwrap_or_default().to_vec();
    if let Some(stdin) = c.stdin.as_deref() {
        texts.push(stdin);
    }
    let shown = !c.piped_input || c.stdin.is_some();
    let act = if shown && c.redirects.iter().all(|r| r.write) {
        crate::devtools::sql_act(&texts, dialect)
    } else {
        Act::Other
    };
    let label = format!("{name} {}", opening.join(" "));
    let local = rest
        .first()
        .is_some_and(|d| d.contains("://") && crate::knowledge::loopback(d));
    Some(judged(name, &label, &database, act, local))
}

/// The verdict of SQL `act` sent by `label` (`turso db shell`) to `database`, this machine's
/// server when `local`.
fn judged(name: &str, label: &str, database: &str, act: Act, local: bool) -> Verdict {
    let lower = database.to_ascii_lowercase();
    let production = lower.contains("prod") || lower.contains("prd") || lower.contains("live");
    match act {
        _ if production => verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("production: {name} SQL shell"),
            format!("`{label}` runs SQL on `{database}`, a production database"),
        ),
        Act::Read if local => verdict(
            Level::Allow,
            Effect::Read,
            format!("read-only: {name} query on this machine"),
            format!("`{label}` only reads, from this machine's server"),
        ),
        Act::Write if local => {
            let mut v = verdict(
                Level::AskOnce,
                Effect::Exec,
                format!("knowledge: {name} write to a service on this machine"),
                format!(
                    "`{label}` writes to this machine's server without destroying anything, as the project's own tests do; one approval covers `{}` for the session",
                    crate::toolchains::PROJECT_FAMILY
                ),
            );
            v.grant = Some(crate::toolchains::PROJECT_FAMILY.to_owned());
            v
        }
        Act::Read => {
            let mut v = verdict(
                Level::AskOnce,
                Effect::Exec,
                format!("remote: {name} query of a hosted database"),
                format!(
                    "`{label}` reads the hosted database `{database}`; one approval covers reads of `{database}` for the session"
                ),
            );
            v.grant = Some(format!("{label} {database} (reads)"));
            v.outside = true;
            v
        }
        Act::Write | Act::Other => {
            let mut v = verdict(
                Level::AlwaysAsk,
                Effect::Exec,
                format!("remote: {name} SQL that writes to a hosted database"),
                format!(
                    "`{label}` runs SQL on the hosted database `{database}` that writes, destroys or is not shown: what it changes there is the service's data"
                ),
            );
            v.outside = true;
            v
        }
    }
}
