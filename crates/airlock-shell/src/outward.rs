//! The project's own code asked to act outward: one check over every way the project's code
//! is run (`python -m app`, `cargo run --`, `go run`, `node scripts/x.js`, `npm run`, make
//! targets, `manage.py` commands, `rails runner`, workspace scripts, a console script no table
//! knows).
//!
//! The project family covers running the project's code because the agent could write a test
//! that runs the same code: running it adds no power. A command of that code whose leading
//! words name an outward action (send, mail, notify, broadcast, publish, deploy, upload, push,
//! post, sync…) and that names a recipient or a remote other than this machine (an email
//! address outside `localhost`, a URL or host that is not loopback, `--to`, `--channel`,
//! `--webhook`, `--all`) reaches people and services the session was never granted: always
//! asked. The same command with only local targets (`--to me@localhost --smtp-host
//! localhost`) or a dry run keeps its tier. This check only raises.

use crate::{Command, Level, Verdict};

/// Words (from a name split at punctuation and camel-case humps) that name an action reaching
/// people or services outside this machine.
const OUTWARD_WORDS: &[&str] = &[
    "send",
    "sends",
    "sending",
    "sender",
    "sendmail",
    "mail",
    "mails",
    "mailer",
    "mailers",
    "mailing",
    "email",
    "emails",
    "emailer",
    "notify",
    "notifies",
    "notifier",
    "notification",
    "notifications",
    "broadcast",
    "broadcasts",
    "publish",
    "publisher",
    "deploy",
    "deployer",
    "release",
    "upload",
    "uploader",
    "push",
    "pusher",
    "post",
    "posts",
    "announce",
    "announcement",
    "announcements",
    "sync",
    "syncer",
    "deliver",
    "delivery",
    "deliveries",
    "newsletter",
    "newsletters",
    "invite",
    "invites",
    "invitation",
    "invitations",
    "alert",
    "alerts",
    "sms",
    "tweet",
    "webhook",
    "webhooks",
    "blast",
];

/// Beginnings of a word joined from several (`sendtestemail`, `notifyall`, `publishdocs`)
/// that name an outward action.
const OUTWARD_STEMS: &[&str] = &[
    "send",
    "notif",
    "broadcast",
    "publish",
    "deliver",
    "announc",
    "newsletter",
    "upload",
    "email",
    "mailout",
];

/// Interpreters that run the project's modules and scripts (`.venv/bin/python -m app`, `node
/// dist/cli.js`), whatever row judged the run.
const INTERPRETERS: &[&str] = &[
    "python", "python3", "node", "bun", "deno", "ruby", "php", "perl", "tsx", "ts-node",
];

/// Words that make a delivery's recipients the code's own choice, named by no option
/// (`UserMailer.digest.deliver_now`): they are not this machine unless the command says so.
const IMPLICIT_RECIPIENTS: &[&str] = &["deliver"];

/// The last word of an option's name (or a setting's, `CHANNEL=#general`) that makes its
/// value a recipient (`--to`, `--mail-to`, `--channel`, `--webhook`): any value but this
/// machine's, or a version, is one.
const RECIPIENT_WORDS: &[&str] = &[
    "to",
    "cc",
    "bcc",
    "recipient",
    "recipients",
    "rcpt",
    "channel",
    "channels",
    "webhook",
    "room",
    "chat",
    "phone",
    "email",
    "emails",
];

/// The last word of an option's name that makes its value a remote (`--smtp-host`,
/// `--base-url`, `--dest`, `--registry`) when the value names another machine: a URL, an
/// address, or a host name with a domain (`smtp.acme.com`; not `db`, a service of this
/// machine's compose file, nor `dist`, a folder).
const REMOTE_WORDS: &[&str] = &[
    "host",
    "hostname",
    "server",
    "remote",
    "url",
    "uri",
    "endpoint",
    "dest",
    "destination",
    "relay",
    "smtp",
    "bucket",
    "registry",
];

/// Words of a lone option that send to everyone (`--all`, `--everyone`, `--all-users`).
const EVERYONE_WORDS: &[&str] = &[
    "users",
    "subscribers",
    "recipients",
    "members",
    "customers",
    "staff",
    "contacts",
];

/// Words that make an operand a test the command selects (`tests/test_notify.py`), not an
/// action it takes.
const TEST_WORDS: &[&str] = &["test", "tests", "spec", "specs"];

/// How many leading positional words may name the action (`poetry run python -m app send`).
const LEADING: usize = 5;

/// Whether a host (or an email address's domain) is this machine: the shared loopback check
/// (`knowledge::loopback`), and the names a local mail or dev server also answers on.
fn loopback(host: &str) -> bool {
    crate::knowledge::loopback(host)
        || host.eq_ignore_ascii_case("localhost.localdomain")
        || host == "0.0.0.0"
}

/// The host a value names ([`airlock_facts::url_host`]): a URL's host, an email address's
/// domain, `host:port`'s, or the whole word; in lower case, without brackets or a trailing dot.
pub(crate) fn host_of(value: &str) -> String {
    airlock_facts::url_host(value).host
}

/// Whether a recipient or remote names only this machine: a loopback host, URL or address,
/// or a local path.
fn names_only_here(value: &str) -> bool {
    let value = value.trim_matches(|ch| ch == '"' || ch == '\'');
    value.is_empty()
        || value.starts_with("./")
        || value.starts_with("../")
        || value.starts_with('/')
        || value.starts_with("~/")
        || loopback(&host_of(value))
}

/// Whether a value is a version or a revision (`v2.0.0`, `1.4`), which names no recipient
/// (`release-notes --to v2.0.0`).
fn version(value: &str) -> bool {
    let v = value.strip_prefix(['v', 'V']).unwrap_or(value);
    v.starts_with(|ch: char| ch.is_ascii_digit())
        && v.chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '.' | '-' | '+'))
}

/// Whether a value names another machine: a URL or an address, or a host name whose last
/// label is a domain's (`smtp.acme.com`, `api.example.org:443`).
pub(crate) fn names_machine(value: &str) -> bool {
    if value.contains("://") || email(value) {
        return true;
    }
    let host = host_of(value);
    host.rsplit_once('.').is_some_and(|(name, tld)| {
        !name.is_empty()
            && tld.len() >= 2
            && tld.chars().all(|ch| ch.is_ascii_alphabetic())
            && host
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '.' | '-'))
    })
}

/// Whether `value`, given to an option or setting named with `words`, is a recipient or a
/// remote that is not this machine.
fn target_value(words: &[String], value: &str) -> bool {
    let value = value.trim_matches(|ch| ch == '"' || ch == '\'');
    let Some(last) = words.last() else {
        return false;
    };
    if names_only_here(value) || version(value) {
        return false;
    }
    RECIPIENT_WORDS.contains(&last.as_str())
        || (REMOTE_WORDS.contains(&last.as_str()) && names_machine(value))
}

/// Whether a word is an email address (`ops@acme.com`, `me@localhost`).
fn email(word: &str) -> bool {
    let word = word.trim_matches(|ch| ch == '"' || ch == '\'' || ch == '<' || ch == '>');
    word.split_once('@').is_some_and(|(user, domain)| {
        !user.is_empty()
            && !user.contains(['/', ':', ' '])
            && !domain.is_empty()
            && domain
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '.' || ch == '-')
            && domain
                .chars()
                .next()
                .is_some_and(|ch| ch.is_ascii_alphabetic())
    })
}

/// The recipient or remote a command names that is not this machine, as written; `None`
/// when it names none or only this machine's.
fn remote_target(args: &[String]) -> Option<String> {
    for (i, a) in args.iter().enumerate() {
        // An address or URL anywhere, bare or as an option's attached value.
        let word = a.split_once('=').map_or(a.as_str(), |(_, v)| v);
        if (email(word) || word.contains("://")) && !names_only_here(word) {
            return Some(word.to_owned());
        }
        // A recipient handed as a setting (`make notify CHANNEL=#general`, `TO=ops@acme.com`).
        if let Some((name, value)) = a.split_once('=').filter(|_| !a.starts_with('-')) {
            if target_value(&crate::recall::name_words(name), value) {
                return Some(value.to_owned());
            }
            continue;
        }
        let Some(long) = a.strip_prefix("--").or_else(|| a.strip_prefix('-')) else {
            continue;
        };
        let (name, attached) = match long.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (long, None),
        };
        let words = crate::recall::name_words(name);
        let everyone = match words.as_slice() {
            [w] => matches!(w.as_str(), "all" | "everyone" | "broadcast"),
            [first, second] => first == "all" && EVERYONE_WORDS.contains(&second.as_str()),
            _ => false,
        };
        if everyone && attached.is_none() {
            return Some(a.clone());
        }
        if !a.starts_with("--") && words.len() > 1 {
            continue;
        }
        let value = attached.or_else(|| {
            args.get(i + 1)
                .map(String::as_str)
                .filter(|v| !v.starts_with('-'))
        });
        if let Some(v) = value.filter(|v| target_value(&words, v)) {
            return Some(v.to_owned());
        }
    }
    None
}

/// The outward word a command's leading words name: its program's or script's name, then
/// its first positional words (a module, a subcommand, a script, code given inline), each
/// split into words; a test it selects names none.
fn outward_word(c: &Command) -> Option<String> {
    let program = c.argv.first()?;
    let base = program.rsplit('/').next().unwrap_or(program);
    let args = c.argv.get(1..).unwrap_or_default();
    let mut after = false;
    let positional = args.iter().filter(|a| {
        if !after && *a == "--" {
            after = true;
            return false;
        }
        after || !a.starts_with('-')
    });
    std::iter::once(base)
        .chain(positional.take(LEADING).map(String::as_str))
        .filter(|w| !email(w) && !w.contains("://"))
        .map(crate::recall::name_words)
        .filter(|words| !words.iter().any(|w| TEST_WORDS.contains(&w.as_str())))
        .flatten()
        .find(|w| {
            OUTWARD_WORDS.contains(&w.as_str()) || OUTWARD_STEMS.iter().any(|s| w.starts_with(s))
        })
}

/// A run of the project's own code (the project family, or a program no table knows) whose
/// leading words name an outward action and that names a recipient or remote other than this
/// machine: always asked. `None` for anything else, a dry run, or only local targets.
pub(crate) fn outward_action(c: &Command, v: &Verdict) -> Option<Verdict> {
    let base = c
        .argv
        .first()
        .map_or("", |p| p.rsplit('/').next().unwrap_or(p));
    let interpreter = INTERPRETERS.contains(&base)
        || base
            .strip_prefix("python")
            .is_some_and(|v| v.chars().all(|ch| ch.is_ascii_digit() || ch == '.'));
    let project = v.grant.as_deref() == Some(crate::toolchains::PROJECT_FAMILY)
        || v.row.starts_with("unknown program")
        || interpreter;
    if !project || v.level >= Level::AlwaysAsk {
        return None;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    if args
        .iter()
        .any(|a| crate::DRY_RUN_FLAGS.contains(&a.as_str()))
        || crate::appstacks::on_local_chain(c)
    {
        return None;
    }
    // An HTTP client's request whose words were all understood is judged by its URL operands
    // (`runners::request`): a URL inside the data it sends to this machine is no destination.
    if crate::runners::request(base, args).is_some() {
        return None;
    }
    let verb = outward_word(c)?;
    let target = remote_target(args).or_else(|| {
        (IMPLICIT_RECIPIENTS.contains(&verb.as_str())
            || args.iter().any(|a| {
                crate::recall::name_words(a)
                    .iter()
                    .any(|w| IMPLICIT_RECIPIENTS.contains(&w.as_str()))
            }))
        .then(|| "the recipients its code chooses".to_owned())
    })?;
    let program = c.argv.first().map_or("", String::as_str);
    Some(Verdict {
        command: String::new(),
        level: Level::AlwaysAsk,
        effect: crate::Effect::Exec,
        row: format!("outward: the project's code, `{verb}` to another machine"),
        reason: format!(
            "`{program}` runs the project's code, whose `{verb}` reaches `{target}`, not this machine: people or services the session was never granted; never covered by the project's family"
        ),
        grant: None,
        outside: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets() {
        let a = |s: &[&str]| s.iter().map(|w| (*w).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            remote_target(&a(&["send", "--to", "ops@acme.com"])).as_deref(),
            Some("ops@acme.com")
        );
        assert_eq!(
            remote_target(&a(&["--to", "me@localhost", "--smtp-host", "localhost"])),
            None
        );
        assert_eq!(
            remote_target(&a(&["--smtp-host=127.0.0.1", "--smtp-port", "1025"])),
            None
        );
        assert_eq!(
            remote_target(&a(&["--channel", "#general"])).as_deref(),
            Some("#general")
        );
        assert_eq!(
            remote_target(&a(&["--webhook=http://localhost:8080/hook"])),
            None
        );
        assert_eq!(
            remote_target(&a(&["https://hooks.slack.com/services/x"])).as_deref(),
            Some("https://hooks.slack.com/services/x")
        );
        assert_eq!(remote_target(&a(&["http://[::1]:3000/x"])), None);
        assert_eq!(remote_target(&a(&["--all"])).as_deref(), Some("--all"));
        assert_eq!(remote_target(&a(&["--all-targets"])), None);
        assert_eq!(remote_target(&a(&["--dest", "./out"])), None);
        assert_eq!(remote_target(&a(&["@types/node@20"])), None);
        assert!(email("ops@acme.com"));
        assert!(!email("git@github.com:acme/app.git"));
        assert!(!email("@scope/pkg"));
    }
}
