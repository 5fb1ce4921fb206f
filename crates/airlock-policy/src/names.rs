//! Reading tool names: look-alike Unicode, action slugs, and the verb heuristics.

use unicode_normalization::UnicodeNormalization;

use crate::text::{Builder, Text};

/// A tool name made plain for matching, with a note when it was not plain to begin with.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct PlainName {
    /// The name as matching sees it.
    pub plain: String,
    /// Why the name is suspicious (invisible or look-alike characters), if it is.
    pub suspicious: Option<String>,
}

/// Makes `name` plain: invisible characters dropped, compatibility forms folded (NFKC), and
/// look-alike letters mapped to their ASCII skeleton (UTS #39). An ASCII name is left as it is.
pub fn plain_name(name: &str) -> PlainName {
    if is_plain(name) {
        return PlainName {
            plain: name.to_owned(),
            suspicious: None,
        };
    }
    let invisible = name.chars().filter(|c| is_invisible(*c)).count();
    let visible: String = name.chars().filter(|c| !is_invisible(*c)).collect();
    let folded: String = visible.nfkc().collect();
    // Only the characters outside ASCII are mapped to their skeleton: the skeleton of ASCII
    // itself folds letters together (`I` and `l`), which would change plain names.
    let skeleton: String = folded
        .chars()
        .flat_map(|c| {
            let mapped: Vec<char> = if c.is_ascii() {
                vec![c]
            } else {
                unicode_security::skeleton(&c.to_string()).collect()
            };
            mapped
        })
        .collect();
    let mut why = Vec::new();
    if invisible > 0 {
        why.push(format!("{invisible} invisible or control character(s)"));
    }
    if !skeleton.is_ascii() || skeleton != visible {
        why.push("characters outside plain ASCII that look like others".to_owned());
    }
    if why.is_empty() {
        why.push("characters outside plain ASCII".to_owned());
    }
    PlainName {
        plain: skeleton,
        suspicious: Some(format!(
            "the tool name `{}` has {}; it is judged as its look-alike and never less than unknown",
            name.escape_default(),
            why.join(" and ")
        )),
    }
}

fn is_invisible(c: char) -> bool {
    c.is_control()
        || c.is_whitespace()
        || matches!(c,
            '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
            | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
            | '\u{FFA0}' | '\u{FFF0}'..='\u{FFFB}' | '\u{E0000}'..='\u{E0FFF}')
}

/// An action slug split into its app and its action: `GMAIL_SEND_EMAIL` is app `gmail`, action
/// `send email`. Only upper-case slugs split, so a plain tool name like `notion_get_page` stays
/// whole unless it is an enclosed action.
pub fn split_slug(name: &str, force: bool) -> Option<(String, String)> {
    let looks_like_slug = name.contains('_')
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    if !looks_like_slug && !force {
        return None;
    }
    let (app, rest) = name.split_once('_')?;
    if app.is_empty() || rest.is_empty() {
        return None;
    }
    let mut action = String::with_capacity(rest.len());
    for word in rest.split('_').filter(|w| !w.is_empty()) {
        if !action.is_empty() {
            action.push(' ');
        }
        action.push_str(word);
    }
    action.make_ascii_lowercase();
    Some((app.to_ascii_lowercase(), action))
}

/// An action slug's app, as written in the name, and its label (`gmail: send email`), built in
/// one allocation: the label is `app: action` of [`split_slug`], which splits the same way.
#[cfg(test)]
pub(crate) fn slug_label(name: &str, force: bool) -> Option<(&str, Text)> {
    slug_parts(name, force).map(|(app, rest)| (app, slug_text(app, rest)))
}

/// An action slug's app and the rest of it, as written in the name, when it splits as
/// [`split_slug`] splits it.
pub(crate) fn slug_parts(name: &str, force: bool) -> Option<(&str, &str)> {
    // Bytes, not chars: a byte of a non-ASCII char fails the test just as the char would.
    let bytes = name.as_bytes();
    let looks_like_slug = bytes.contains(&b'_')
        && bytes
            .iter()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'_');
    if !looks_like_slug && !force {
        return None;
    }
    // `_` is ASCII: every underscore is a char boundary, so each part is a slice of the name.
    let cut = bytes.iter().position(|b| *b == b'_')?;
    let app = name.get(..cut)?;
    let rest = name.get(cut + 1..)?;
    if app.is_empty() || rest.is_empty() {
        return None;
    }
    Some((app, rest))
}

/// The label of the slug split into `app` and `rest` ([`slug_parts`]): `app: action`.
pub(crate) fn slug_text(app: &str, rest: &str) -> Text {
    // The app, `: `, and the words between underscores one space apart, lowered, built byte by
    // byte: only ASCII bytes are added (the space) or dropped (`_`), so the result is UTF-8
    // whenever the name is.
    let mut label = Builder::new();
    label.push_lowered(app);
    label.push_str(": ");
    let mut owed_space = false;
    let mut started = false;
    for b in rest.bytes() {
        if b == b'_' {
            owed_space = started;
            continue;
        }
        if owed_space {
            label.push_byte(b' ');
            owed_space = false;
        }
        started = true;
        label.push_byte(b.to_ascii_lowercase());
    }
    label.finish()
}

/// Whether `name` is plain already: [`plain_name`] would leave it as it is, without a note.
pub(crate) fn is_plain(name: &str) -> bool {
    name.bytes().all(|b| b.is_ascii_graphic())
}

/// Destructive verbs, matched as substrings on purpose (`resend` counts as `send`).
pub const DESTRUCTIVE_VERBS: &[&str] = &[
    "send",
    "delete",
    "publish",
    "pay",
    "transfer",
    "remove",
    "destroy",
    "revoke",
    "drop",
    "purge",
    "wipe",
    "erase",
    "truncate",
    "terminate",
    "shutdown",
    "kill",
    "unlink",
    "rmdir",
    "format",
    "overwrite",
    "deploy",
    "withdraw",
    "refund",
    "charge",
    "wire",
    "forward_email",
];

/// For each lower-case ASCII letter, the destructive verbs that start with it, as a bit set over
/// [`DESTRUCTIVE_VERBS`] (bit `i` is verb `i`).
const DESTRUCTIVE_BY_LETTER: [u32; 26] = letter_sets(DESTRUCTIVE_VERBS);

/// For each lower-case ASCII letter, the set of `verbs` that start with it (bit `i` is verb `i`).
/// Every verb starts with a lower-case ASCII letter and there are fewer than 32 (checked when the
/// crate is compiled).
const fn letter_sets(verbs: &[&str]) -> [u32; 26] {
    assert!(verbs.len() < 32, "the verbs must fit a u32 bit set");
    const fn starting_with(verbs: &[&str], letter: u8) -> u32 {
        let mut set = 0;
        let mut bit = 0;
        let mut rest = verbs;
        while let [verb, tail @ ..] = rest {
            assert!(
                matches!(verb.as_bytes(), [first, ..] if first.is_ascii_lowercase()),
                "a verb must start with a lower-case ASCII letter"
            );
            if let [first, ..] = verb.as_bytes()
                && *first == letter
            {
                set |= 1 << bit;
            }
            bit += 1;
            rest = tail;
        }
        set
    }
    [
        starting_with(verbs, b'a'),
        starting_with(verbs, b'b'),
        starting_with(verbs, b'c'),
        starting_with(verbs, b'd'),
        starting_with(verbs, b'e'),
        starting_with(verbs, b'f'),
        starting_with(verbs, b'g'),
        starting_with(verbs, b'h'),
        starting_with(verbs, b'i'),
        starting_with(verbs, b'j'),
        starting_with(verbs, b'k'),
        starting_with(verbs, b'l'),
        starting_with(verbs, b'm'),
        starting_with(verbs, b'n'),
        starting_with(verbs, b'o'),
        starting_with(verbs, b'p'),
        starting_with(verbs, b'q'),
        starting_with(verbs, b'r'),
        starting_with(verbs, b's'),
        starting_with(verbs, b't'),
        starting_with(verbs, b'u'),
        starting_with(verbs, b'v'),
        starting_with(verbs, b'w'),
        starting_with(verbs, b'x'),
        starting_with(verbs, b'y'),
        starting_with(verbs, b'z'),
    ]
}

/// The first destructive verb in `name`, ignoring case.
pub fn destructive_verb(name: &str) -> Option<&'static str> {
    // One pass over the name, without lowering it: at each byte, only the verbs that start with
    // that letter and come earlier in the list than the best found so far are tried. The verbs
    // are ASCII, so comparing bytes with ASCII case folded is the same as searching the name
    // lowered with `to_ascii_lowercase`.
    let bytes = name.as_bytes();
    let mut best = DESTRUCTIVE_VERBS.len();
    for (start, b) in bytes.iter().enumerate() {
        let letter = b.to_ascii_lowercase().wrapping_sub(b'a');
        let Some(mask) = DESTRUCTIVE_BY_LETTER.get(usize::from(letter)) else {
            continue;
        };
        let mut candidates = mask & ((1u32 << best) - 1);
        while candidates != 0 {
            let i = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let Some(v) = DESTRUCTIVE_VERBS.get(i).map(|v| v.as_bytes()) else {
                break;
            };
            if bytes
                .get(start..start + v.len())
                .is_some_and(|h| h.eq_ignore_ascii_case(v))
            {
                best = i;
                break;
            }
        }
        if best == 0 {
            break;
        }
    }
    DESTRUCTIVE_VERBS.get(best).copied()
}

/// Write verbs, matched as whole words of the name (`update_note`, `setTitle`, `NOTE-SAVE`).
pub const WRITE_VERBS: &[&str] = &[
    "update", "set", "save", "create", "write", "edit", "put", "insert", "add", "modify", "patch",
    "upload", "append", "rename", "move", "replace", "change", "store", "commit", "upsert", "post",
    "mkdir", "touch", "install", "register", "assign", "apply", "merge", "import",
];

/// Nouns naming credentials: a tool whose name holds one and no read verb changes them
/// (`manage_auth`, `rotate_key`, `revoke_token`), and is a write.
const CREDENTIAL_NOUNS: &[&str] = &[
    "auth",
    "oauth",
    "credential",
    "credentials",
    "password",
    "passwords",
    "passwd",
    "key",
    "keys",
    "apikey",
    "token",
    "tokens",
    "secret",
    "secrets",
    "login",
    "logout",
    "mfa",
    "otp",
    "permission",
    "permissions",
    "role",
    "roles",
];

/// Verbs that only read: with one, a name about credentials reads them (`get_api_key`).
const READ_VERBS: &[&str] = &[
    "get", "list", "read", "show", "describe", "count", "search", "find", "fetch", "view", "check",
    "verify", "validate", "lookup", "query", "inspect", "has", "is", "exists", "status",
];

/// The leading verbs of an MCP tool's name that only read the server's data, each with why:
/// an MCP tool the policy says nothing of, named by one of them (`get_issue_details`,
/// `listPullRequests`, `search-events`), joins its server's reads, one session question per
/// server ([`server_read_verb`]). A verb missing here keeps the tool's own question.
pub const SERVER_READ_VERBS: &[(&str, &str)] = &[
    ("get", "gets an item by its name or id"),
    ("list", "lists items"),
    ("search", "searches items"),
    ("find", "finds items"),
    ("describe", "describes an item"),
    ("read", "reads an item"),
    ("fetch", "fetches an item"),
    ("show", "shows an item"),
    ("view", "views an item"),
    ("lookup", "looks an item up"),
    ("retrieve", "retrieves an item"),
    ("count", "counts items"),
    ("inspect", "inspects an item"),
    ("browse", "browses items"),
];

/// Verbs that act on something (run, send, start, stop…): a name where one comes before a read
/// verb (`pods_exec_and_get`, `job_run_then_list`) does more than read.
const ACTING_VERBS: &[&str] = &[
    "exec", "execute", "run", "send", "call", "invoke", "trigger", "start", "stop", "restart",
    "scale", "kill", "deploy", "sync", "rollback", "rollout", "drain", "cordon", "evict", "attach",
    "forward", "proxy", "copy", "cp", "mv", "then",
];

/// Words that read an item when they end a name after the item's noun (`pods_log`,
/// `deployment_events`, `node_top`, `job_status`, `repo_details`): as a name's first word some of them write
/// (`log_event` records one), so they count only after a noun.
const TRAILING_READ_WORDS: &[(&str, &str)] = &[
    ("log", "reads an item's log"),
    ("logs", "reads an item's logs"),
    ("events", "lists an item's events"),
    ("status", "reads an item's status"),
    ("top", "reads an item's resource use"),
    ("history", "reads an item's history"),
    // A hub's or a tracker's description of one item (`hub_repo_details`, `space_info`).
    ("details", "reads an item's details"),
    ("info", "reads an item's information"),
];

/// Query languages of metrics, logs and traces that have no statement that writes (PromQL,
/// LogQL, TraceQL, by their own or their store's name): a tool named for querying one and
/// nothing else (`query_prometheus`, `loki_query`) reads the server's data, unlike a `query`
/// of a database, whose SQL may write ([`SQL_TOOL_NAMES`]).
const READ_ONLY_QUERY_LANGUAGES: &[&str] =
    &["prometheus", "promql", "loki", "logql", "tempo", "traceql"];

/// Nouns of a read tool's name that say it reads this machine rather than the server's data:
/// local files and folders (the filesystem server's `read_multiple_files`, whose paths no
/// heuristic reads), the environment (`get-env`), the screen or clipboard. They may read
/// secrets, so such a tool keeps its own question.
const LOCAL_READ_NOUNS: &[&str] = &[
    "file",
    "files",
    "path",
    "paths",
    "directory",
    "directories",
    "dir",
    "folder",
    "env",
    "environ",
    "environment",
    "clipboard",
    "screenshot",
    "screen",
    // A client's own settings, which hold its logins (`configuration_view` of a cluster
    // server prints the kubeconfig).
    "config",
    "configuration",
    "kubeconfig",
];

/// SQL runners of database servers by their whole name (`-` read as `_`, any case): their SQL
/// text decides (a `SELECT` reads; anything else always asks), as any name with the word `sql`.
pub const SQL_TOOL_NAMES: &[&str] = &[
    "query",
    "run_query",
    "execute_query",
    "read_query",
    "write_query",
    "execute",
    "execute_statement",
];

/// The read verb (and why it reads) of an MCP tool's name ([`SERVER_READ_VERBS`]): its first
/// word, after the server's own name when the tool's name starts with it (`nx_get_project` of
/// server `nx`, `github_list_issues` of `github`, `aws_docs_search` of `aws-docs`: many servers
/// prefix their tools so), or a read verb after one or two nouns, as servers that name a
/// resource first do (`pods_list`, `events_list`, `pods_list_in_namespace`), or a trailing
/// read word after one or two nouns (`TRAILING_READ_WORDS`: `pods_log`, never after an
/// acting verb: `pods_exec_log`); with no write verb,
/// destructive verb, credential noun or local noun among its words (`get_and_delete`,
/// `fetch_and_update`, `get_api_key`, `read_multiple_files`, `get-env`, `configuration_view`
/// keep their own question).
pub fn server_read_verb(name: &str, server: Option<&str>) -> Option<(&'static str, &'static str)> {
    let mut words = words(name);
    let prefix = server.map(self::words).unwrap_or_default();
    if !prefix.is_empty() && words.len() > prefix.len() && words.starts_with(&prefix) {
        words.drain(..prefix.len());
    }
    if let [a, b] = words.as_slice()
        && ((a == "query" && READ_ONLY_QUERY_LANGUAGES.contains(&b.as_str()))
            || (b == "query" && READ_ONLY_QUERY_LANGUAGES.contains(&a.as_str())))
    {
        return Some((
            "query",
            "queries metrics, logs or traces in a language that only reads",
        ));
    }
    let verb = |w: &String| SERVER_READ_VERBS.iter().find(|(v, _)| v == w);
    // Words before a later read verb or a trailing read word must be nouns:
    // `pods_exec_and_get` and `pods_exec_log` run something first.
    let nouns = |before: &[String]| {
        before
            .iter()
            .all(|w| !ACTING_VERBS.contains(&w.as_str()) && w != "and")
    };
    let at = words.iter().take(3).position(|w| verb(w).is_some());
    let nouns_before = at.is_some_and(|at| nouns(words.get(..at).unwrap_or_default()));
    let row = at
        .filter(|_| nouns_before)
        .and_then(|at| words.get(at))
        .and_then(verb)
        .or_else(|| match words.as_slice() {
            [before @ .., last] if (1..=2).contains(&before.len()) && nouns(before) => {
                TRAILING_READ_WORDS.iter().find(|(v, _)| v == last)
            }
            _ => None,
        })?;
    // A local noun right after a remote item's noun names that item's part on the server
    // (`get_pull_request_files`, `get_gist_files`), not this machine's files.
    let local = |i: usize, w: &String| {
        LOCAL_READ_NOUNS.contains(&w.as_str())
            && !i
                .checked_sub(1)
                .and_then(|p| words.get(p))
                .is_some_and(|p| REMOTE_ITEM_NOUNS.contains(&p.as_str()))
    };
    let other = words.iter().enumerate().any(|(i, w)| {
        WRITE_VERBS.contains(&w.as_str())
            || CREDENTIAL_NOUNS.contains(&w.as_str())
            || local(i, w)
            || DESTRUCTIVE_VERBS.iter().any(|d| w.contains(d))
    });
    (!other).then_some(*row)
}

/// Nouns of a server's own items whose files or paths a tool reads there (a pull request's
/// changed files, a commit's, a gist's): a local noun after one is the item's.
const REMOTE_ITEM_NOUNS: &[&str] = &[
    "request",
    "pr",
    "mr",
    "issue",
    "commit",
    "commits",
    "gist",
    "release",
    "changeset",
    "diff",
];

/// Whether an MCP tool's name says it runs SQL ([`SQL_TOOL_NAMES`], a word `sql`, or a query or
/// statement it runs or executes: `run_snowflake_query`, `executeStatement`).
pub fn runs_sql(name: &str) -> bool {
    let words = words(name);
    let runs = words
        .iter()
        .any(|w| matches!(w.as_str(), "run" | "execute" | "exec"));
    let statement = words
        .iter()
        .any(|w| matches!(w.as_str(), "query" | "queries" | "statement" | "statements"));
    words.iter().any(|w| w == "sql")
        || (runs && statement)
        || SQL_TOOL_NAMES.contains(&words.join("_").as_str())
}

/// The credential noun of a name that changes credentials (see [`CREDENTIAL_NOUNS`]).
fn credential_write(name: &str) -> Option<&'static str> {
    let mut noun = None;
    for word in ascii_words(name) {
        if READ_VERBS.iter().any(|v| v.eq_ignore_ascii_case(word)) {
            return None;
        }
        noun = noun.or_else(|| {
            CREDENTIAL_NOUNS
                .iter()
                .copied()
                .find(|n| n.eq_ignore_ascii_case(word))
        });
    }
    noun
}

/// For each lower-case ASCII letter, the write verbs that start with it, as a bit set over
/// [`WRITE_VERBS`] (bit `i` is verb `i`).
const WRITE_BY_LETTER: [u32; 26] = letter_sets(WRITE_VERBS);

/// The first write verb among the words of `name`; else, for a name that changes credentials
/// (`manage_auth`), its credential noun.
pub fn write_verb(name: &str) -> Option<&'static str> {
    if !name.is_ascii() {
        let words = words(name);
        return WRITE_VERBS
            .iter()
            .copied()
            .find(|v| words.iter().any(|w| w == v))
            .or_else(|| credential_write(name));
    }
    // An ASCII name is split in place, without allocating: the verb that comes first in the list
    // among the name's words is the one the word-by-word search above would find.
    let mut best = WRITE_VERBS.len();
    for word in ascii_words(name) {
        let Some(first) = word.bytes().next().map(|b| b.to_ascii_lowercase()) else {
            continue;
        };
        let Some(set) = WRITE_BY_LETTER.get(usize::from(first.wrapping_sub(b'a'))) else {
            continue;
        };
        let mut candidates = set & ((1u32 << best) - 1);
        while candidates != 0 {
            let i = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            if WRITE_VERBS
                .get(i)
                .is_some_and(|v| v.eq_ignore_ascii_case(word))
            {
                best = i;
                break;
            }
        }
    }
    WRITE_VERBS
        .get(best)
        .copied()
        .or_else(|| credential_write(name))
}

/// The words of an ASCII name, split as [`words`] splits them, as slices of the name (not lowered).
fn ascii_words(name: &str) -> impl Iterator<Item = &str> {
    let bytes = name.as_bytes();
    let mut pos = 0;
    std::iter::from_fn(move || {
        while bytes.get(pos).is_some_and(|b| !b.is_ascii_alphanumeric()) {
            pos += 1;
        }
        let start = pos;
        let mut prev_lower = false;
        while let Some(&b) = bytes.get(pos) {
            if !b.is_ascii_alphanumeric() || (b.is_ascii_uppercase() && prev_lower) {
                break;
            }
            prev_lower = b.is_ascii_lowercase() || b.is_ascii_digit();
            pos += 1;
        }
        (pos > start).then(|| name.get(start..pos)).flatten()
    })
}

/// Splits a name into lower-case words at `_`, `-`, `.`, `/`, spaces and camelCase humps.
fn words(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if !c.is_alphanumeric() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            prev_lower = false;
            continue;
        }
        if c.is_uppercase() && prev_lower && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
        cur.extend(c.to_lowercase());
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_split_into_app_and_action() {
        assert_eq!(
            split_slug("GMAIL_SEND_EMAIL", false),
            Some(("gmail".into(), "send email".into()))
        );
        assert_eq!(split_slug("notion_get_page", false), None);
        assert_eq!(
            split_slug("slack_send", true),
            Some(("slack".into(), "send".into()))
        );
        assert_eq!(split_slug("GMAIL", false), None);
    }

    #[test]
    fn slug_labels_are_split_slugs() {
        for name in [
            "GMAIL_SEND_EMAIL",
            "notion_get_page",
            "slack_send",
            "GMAIL",
            "GMAIL__",
            "_X",
            "A__B___C_",
            "GitHub_Create_Issue",
            "x_y",
        ] {
            for force in [false, true] {
                let want = split_slug(name, force).map(|(app, action)| format!("{app}: {action}"));
                let got = slug_label(name, force);
                assert_eq!(
                    got.as_ref().map(|(_, l)| l.to_string()),
                    want,
                    "{name} {force}"
                );
                if let Some((app, _)) = got {
                    assert_eq!(
                        Some(app.to_ascii_lowercase()),
                        split_slug(name, force).map(|(a, _)| a)
                    );
                }
            }
        }
    }

    #[test]
    fn verbs() {
        assert_eq!(destructive_verb("resend_invite"), Some("send"));
        assert_eq!(destructive_verb("DELETE_ALL"), Some("delete"));
        assert_eq!(destructive_verb("list_notes"), None);
        assert_eq!(write_verb("updateNote"), Some("update"));
        assert_eq!(write_verb("memory_save"), Some("save"));
        assert_eq!(write_verb("compute_output"), None);
        assert_eq!(write_verb("asset_list"), None);
    }

    /// The verb matchers agree with the plain definitions they are a faster form of.
    #[test]
    fn verbs_match_their_plain_definitions() {
        let names = [
            "SLACK_TOOL_901",
            "resend_invite",
            "DELETE_ALL",
            "updateNote",
            "memory_save",
            "compute_output",
            "asset_list",
            "setTitle",
            "NOTE-SAVE",
            "XMLHttpPost",
            "a__b--c",
            "",
            "_",
            "x",
            "Ünïcode_update",
            "deleteAndSend",
            "sendDelete",
            "pay",
            "PAYpal_x",
            "file.write/now",
            "upsertRecord2Add",
            "ABCDef",
            "aB",
            "Ab",
            "forward_email_to",
            "FORWARD_EMAIL",
            "commit9merge",
            "9add",
            "add9",
            "gmail: send email",
            "notion: update page",
            "K\u{212A}ill_set",
            "\u{212A}ILL",
            "İnsert_put",
        ];
        let spelled: Vec<String> = DESTRUCTIVE_VERBS
            .iter()
            .chain(WRITE_VERBS)
            .flat_map(|v| [v.to_string(), v.to_ascii_uppercase(), format!("x_{v}_y")])
            .collect();
        for name in names
            .iter()
            .copied()
            .chain(spelled.iter().map(String::as_str))
        {
            let lower = name.to_ascii_lowercase();
            let destructive = DESTRUCTIVE_VERBS
                .iter()
                .copied()
                .find(|v| lower.contains(v));
            assert_eq!(destructive_verb(name), destructive, "{name}");
            let words = words(name);
            let write = WRITE_VERBS
                .iter()
                .copied()
                .find(|v| words.iter().any(|w| w == v));
            assert_eq!(write_verb(name), write, "{name}");
            if name.is_ascii() {
                let split: Vec<String> = ascii_words(name).map(str::to_ascii_lowercase).collect();
                assert_eq!(split, words, "{name}");
            }
        }
    }

    #[test]
    fn look_alikes_are_made_plain_and_flagged() {
        let cyrillic = plain_name("GMAIL_S\u{0415}ND_EMAIL");
        assert_eq!(cyrillic.plain, "GMAIL_SEND_EMAIL");
        assert!(cyrillic.suspicious.is_some());
        let zero_width = plain_name("list\u{200B}_notes");
        assert_eq!(zero_width.plain, "list_notes");
        assert!(zero_width.suspicious.unwrap().contains("invisible"));
        assert_eq!(plain_name("list_notes").suspicious, None);
    }
}
