//! Reading tool names: look-alike Unicode, action slugs, and the verb heuristics.

use unicode_normalization::UnicodeNormalization;

/// A tool name made plain for matching, with a note when it was not plain to begin with.
#[derive(Debug, Clone, PartialEq)]
pub struct PlainName {
    /// The name as matching sees it.
    pub plain: String,
    /// Why the name is suspicious (invisible or look-alike characters), if it is.
    pub suspicious: Option<String>,
}

/// Makes `name` plain: invisible characters dropped, compatibility forms folded (NFKC), and
/// look-alike letters mapped to their ASCII skeleton (UTS #39). An ASCII name is left as it is.
pub fn plain_name(name: &str) -> PlainName {
    if name.chars().all(|c| c.is_ascii_graphic()) {
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
    let action = rest
        .split('_')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    Some((app.to_ascii_lowercase(), action.to_ascii_lowercase()))
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

/// The first destructive verb in `name`, ignoring case.
pub fn destructive_verb(name: &str) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    DESTRUCTIVE_VERBS
        .iter()
        .copied()
        .find(|v| lower.contains(v))
}

/// Write verbs, matched as whole words of the name (`update_note`, `setTitle`, `NOTE-SAVE`).
pub const WRITE_VERBS: &[&str] = &[
    "update", "set", "save", "create", "write", "edit", "put", "insert", "add", "modify", "patch",
    "upload", "append", "rename", "move", "replace", "change", "store", "commit", "upsert", "post",
    "mkdir", "touch", "install", "register", "assign", "apply", "merge", "import",
];

/// The first write verb among the words of `name`.
pub fn write_verb(name: &str) -> Option<&'static str> {
    let words = words(name);
    WRITE_VERBS
        .iter()
        .copied()
        .find(|v| words.iter().any(|w| w == v))
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
    fn verbs() {
        assert_eq!(destructive_verb("resend_invite"), Some("send"));
        assert_eq!(destructive_verb("DELETE_ALL"), Some("delete"));
        assert_eq!(destructive_verb("list_notes"), None);
        assert_eq!(write_verb("updateNote"), Some("update"));
        assert_eq!(write_verb("memory_save"), Some("save"));
        assert_eq!(write_verb("compute_output"), None);
        assert_eq!(write_verb("asset_list"), None);
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
