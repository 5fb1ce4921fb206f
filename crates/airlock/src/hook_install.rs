//! `airlock hook install | uninstall`: adds airlock's hook entries to an agent host's
//! settings file, and takes exactly those away again.
//!
//! The file is the user's: every byte outside airlock's own entries stays as it was (key order,
//! indentation, spacing, the final newline). The file is read with serde_json only to check it
//! and to read entries; the changes are text inserted after the last item of the object or
//! list that receives them, laid out like its neighbours, and removals cut exactly the text of
//! an item and its separator. A format-preserving JSON crate would do the same through a tree;
//! two small functions over byte spans (as `airlock wrap` already uses) need no new dependency.

use std::ops::Range;
use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::{Value, json};

use crate::Exit;
use crate::hook_cmd::HostArg;
use crate::wrap_cmd::{JsonError, skip_value, skip_ws};

/// Why a host's settings file cannot be edited: it holds something `install` and `uninstall`
/// do not edit.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The JSON text itself.
    #[error(transparent)]
    Json(#[from] JsonError),
    /// Valid JSON, but not an object at the top.
    #[error("the settings are not a JSON object")]
    NotObject,
    /// A `hooks` that is not an object of events.
    #[error("`hooks` is not an object")]
    HooksNotObject,
    /// The named event's entry is not a list of groups.
    #[error("`hooks.{0}` is not a list")]
    EventNotList(&'static str),
    /// A key the parser saw that the scan of the text does not find.
    #[error("cannot find `{0}`")]
    NotFound(String),
    /// An item the parser saw (a group, an event, `hooks`) that the scan of the text does not
    /// find where the parser put it.
    #[error("{0} moved")]
    Moved(&'static str),
    /// An item to cut that is not in its container.
    #[error("no such item")]
    NoSuchItem,
}

/// Arguments of `airlock hook install`.
#[derive(Debug, Args)]
pub struct InstallArgs {
    /// The agent host.
    host: HostArg,
    /// The settings file (default: ~/.claude/settings.json or ~/.gemini/settings.json).
    #[arg(long)]
    settings: Option<PathBuf>,
    /// A policy file the hook should use, written into the hook's command.
    #[arg(long)]
    policy: Option<PathBuf>,
}

/// Arguments of `airlock hook uninstall`.
#[derive(Debug, Args)]
pub struct UninstallArgs {
    /// The agent host.
    host: HostArg,
    /// The settings file (default: ~/.claude/settings.json or ~/.gemini/settings.json).
    #[arg(long)]
    settings: Option<PathBuf>,
}

/// The events airlock's hook answers, per host, and the matcher its entry uses (`None` for a
/// lifecycle event, which takes no tool matcher).
fn events(host: HostArg) -> &'static [(&'static str, Option<&'static str>)] {
    match host {
        HostArg::ClaudeCode => &[
            ("PreToolUse", Some("*")),
            ("PermissionRequest", Some("*")),
            ("PostToolUse", Some("*")),
            ("PostToolUseFailure", Some("*")),
            ("SessionEnd", None),
        ],
        HostArg::Gemini => &[
            ("BeforeTool", Some(".*")),
            ("AfterTool", Some(".*")),
            ("SessionEnd", None),
        ],
    }
}

/// A JSON value whose objects keep the order they are written in (serde_json's map sorts its
/// keys), so that airlock's entries read in a natural order.
#[derive(Debug, Clone)]
enum Node {
    Obj(Vec<(&'static str, Node)>),
    List(Vec<Node>),
    Leaf(Value),
}

impl Node {
    /// The value rendered at `depth` levels of `unit`; on one line when `unit` is empty.
    fn render(&self, unit: &str, depth: usize) -> String {
        let (open, close, parts) = match self {
            Node::Leaf(v) => return v.to_string(),
            Node::Obj(fields) => (
                '{',
                '}',
                fields
                    .iter()
                    .map(|(k, v)| format!("{}: {}", Value::from(*k), v.render(unit, depth + 1)))
                    .collect::<Vec<_>>(),
            ),
            Node::List(items) => (
                '[',
                ']',
                items
                    .iter()
                    .map(|v| v.render(unit, depth + 1))
                    .collect::<Vec<_>>(),
            ),
        };
        if unit.is_empty() {
            return format!("{open}{}{close}", parts.join(", "));
        }
        let inner = unit.repeat(depth + 1);
        format!(
            "{open}\n{inner}{}\n{}{close}",
            parts.join(&format!(",\n{inner}")),
            unit.repeat(depth)
        )
    }
}

/// The hook group install adds for one event.
fn group(host: HostArg, matcher: Option<&'static str>, command: &str) -> Node {
    let leaf = Node::Leaf;
    let mut handler = vec![
        ("type", leaf(json!("command"))),
        ("command", leaf(json!(command))),
    ];
    match host {
        HostArg::ClaudeCode => handler.push(("timeout", leaf(json!(600)))),
        HostArg::Gemini => {
            handler.push(("name", leaf(json!("airlock"))));
            handler.push(("timeout", leaf(json!(60000))));
        }
    }
    let mut fields = Vec::new();
    if let Some(m) = matcher {
        fields.push(("matcher", leaf(json!(m))));
    }
    fields.push(("hooks", Node::List(vec![Node::Obj(handler)])));
    Node::Obj(fields)
}

/// Every event's group, as the `hooks` object of a file that has none.
fn all_groups(host: HostArg, command: &str) -> Node {
    Node::Obj(
        events(host)
            .iter()
            .map(|(e, m)| (*e, Node::List(vec![group(host, *m, command)])))
            .collect(),
    )
}

/// Whether a handler's command runs airlock's hook for `host`.
fn is_ours(handler: &Value, host: HostArg) -> bool {
    handler
        .get("command")
        .and_then(Value::as_str)
        .is_some_and(|c| c.contains("airlock") && c.contains(&format!("hook {}", host.name())))
}

/// The settings file: `--settings`, else the host's file in the user's home.
fn settings_path(host: HostArg, given: Option<&Path>) -> Result<PathBuf, Exit> {
    if let Some(p) = given {
        return Ok(p.to_owned());
    }
    let home = std::env::var("HOME")
        .ok()
        .filter(|h| !h.is_empty())
        .ok_or_else(|| Exit::input("HOME is not set; give `--settings PATH`"))?;
    let dir = match host {
        HostArg::ClaudeCode => ".claude",
        HostArg::Gemini => ".gemini",
    };
    Ok(PathBuf::from(home).join(dir).join("settings.json"))
}

fn read(path: &Path) -> Result<Option<Vec<u8>>, Exit> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Exit::input(format!(
            "cannot read `{}`: {e}",
            path.display()
        ))),
    }
}

/// Runs `airlock hook install`.
pub fn install(a: &InstallArgs) -> Result<u8, Exit> {
    let path = settings_path(a.host, a.settings.as_deref())?;
    let exe = crate::wrap_cmd::airlock_exe()?;
    let mut command = format!("{} hook {}", quote(&exe), a.host.name());
    if let Some(p) = &a.policy {
        let p = std::path::absolute(p).unwrap_or_else(|_| p.clone());
        command.push_str(&format!(" --policy {}", quote(&p)));
    }
    let old = read(&path)?;
    let text = match &old {
        Some(bytes) => std::str::from_utf8(bytes)
            .map_err(|_| Exit::input(format!("`{}` is not UTF-8 text", path.display())))?,
        None => "",
    };
    let (new, added) = install_text(text, a.host, &command).map_err(|source| Exit::Settings {
        path: path.clone(),
        source,
    })?;
    if added.is_empty() {
        println!("airlock is already installed in {}", path.display());
        return Ok(0);
    }
    let backup = crate::wrap_cmd::write_with_backup(&path, old.as_deref(), new.as_bytes())
        .map_err(|e| Exit::input(format!("cannot write `{}`: {e}", path.display())))?;
    println!(
        "installed `{command}` as the {} hook in {}",
        added.join(", "),
        path.display()
    );
    if let Some(b) = backup {
        println!("the previous settings are in {}", b.display());
    }
    Ok(0)
}

/// Runs `airlock hook uninstall`.
pub fn uninstall(a: &UninstallArgs) -> Result<u8, Exit> {
    let path = settings_path(a.host, a.settings.as_deref())?;
    let Some(old) = read(&path)? else {
        println!("{} does not exist: nothing to remove", path.display());
        return Ok(0);
    };
    let text = std::str::from_utf8(&old)
        .map_err(|_| Exit::input(format!("`{}` is not UTF-8 text", path.display())))?;
    let (new, removed) = uninstall_text(text, a.host).map_err(|source| Exit::Settings {
        path: path.clone(),
        source,
    })?;
    if removed == 0 {
        println!(
            "airlock's {} hook is not in {}",
            a.host.name(),
            path.display()
        );
        return Ok(0);
    }
    let backup = crate::wrap_cmd::write_with_backup(&path, Some(&old), new.as_bytes())
        .map_err(|e| Exit::input(format!("cannot write `{}`: {e}", path.display())))?;
    println!(
        "removed airlock's {} hook ({removed} entr{}) from {}",
        a.host.name(),
        if removed == 1 { "y" } else { "ies" },
        path.display()
    );
    if let Some(b) = backup {
        println!("the previous settings are in {}", b.display());
    }
    Ok(0)
}

/// `text` with airlock's entry added for each of the host's events that lacks one, and the
/// events added.
fn install_text(
    text: &str,
    host: HostArg,
    command: &str,
) -> Result<(String, Vec<&'static str>), SettingsError> {
    if text.bytes().all(|b| b.is_ascii_whitespace()) {
        let doc = Node::Obj(vec![("hooks", all_groups(host, command))]);
        let out = format!("{}\n", doc.render("  ", 0));
        return Ok((out, events(host).iter().map(|(e, _)| *e).collect()));
    }
    let doc: Value = serde_json::from_str(text).map_err(JsonError::Invalid)?;
    if !doc.is_object() {
        return Err(SettingsError::NotObject);
    }
    let root = skip_ws(text, 0);
    let unit = indent_unit(text);
    let mut added = Vec::new();
    let mut edits = Vec::new();
    let Some(hooks) = doc.get("hooks") else {
        edits.push(append(
            text,
            root,
            &[("hooks", all_groups(host, command))],
            &unit,
        )?);
        return Ok((
            apply(text, edits),
            events(host).iter().map(|(e, _)| *e).collect(),
        ));
    };
    if !hooks.is_object() {
        return Err(SettingsError::HooksNotObject);
    }
    let hooks_at = value_of(text, root, "hooks")?;
    let mut missing = Vec::new();
    for (event, matcher) in events(host) {
        let new = group(host, *matcher, command);
        match hooks.get(*event) {
            None => {
                missing.push((*event, Node::List(vec![new])));
                added.push(*event);
            }
            Some(Value::Array(groups)) => {
                let present = groups.iter().any(|g| {
                    g.get("hooks")
                        .and_then(Value::as_array)
                        .is_some_and(|hs| hs.iter().any(|h| is_ours(h, host)))
                });
                if !present {
                    let at = value_of(text, hooks_at, event)?;
                    edits.push(append(text, at, &[("", new)], &unit)?);
                    added.push(*event);
                }
            }
            Some(_) => return Err(SettingsError::EventNotList(event)),
        }
    }
    if !missing.is_empty() {
        edits.push(append(text, hooks_at, &missing, &unit)?);
    }
    Ok((apply(text, edits), added))
}

/// `text` without airlock's entries for `host` (in any event), and how many were removed. A
/// group holding only airlock's handler goes whole; a list or `hooks` object left empty by
/// that goes too, as install made it.
fn uninstall_text(text: &str, host: HostArg) -> Result<(String, usize), SettingsError> {
    let mut out = text.to_owned();
    let mut removed = 0;
    // One removal at a time, each on the text the one before left: the spans stay exact.
    while let Some(cut) = next_removal(&out, host)? {
        out.replace_range(cut, "");
        removed += 1;
    }
    Ok((out, removed))
}

/// The span to cut for the next airlock entry in `text`, if any.
fn next_removal(text: &str, host: HostArg) -> Result<Option<Range<usize>>, SettingsError> {
    let doc: Value = serde_json::from_str(text).map_err(JsonError::Invalid)?;
    let Some(Value::Object(hooks)) = doc.get("hooks") else {
        return Ok(None);
    };
    let root = skip_ws(text, 0);
    let root_items = items(text, root)?;
    let hooks_at = value_of(text, root, "hooks")?;
    let event_items = items(text, hooks_at)?;
    for (event, groups) in hooks {
        let Some(groups) = groups.as_array() else {
            continue;
        };
        for (g, grp) in groups.iter().enumerate() {
            let Some(handlers) = grp.get("hooks").and_then(Value::as_array) else {
                continue;
            };
            let ours: Vec<usize> = (0..handlers.len())
                .filter(|i| handlers.get(*i).is_some_and(|h| is_ours(h, host)))
                .collect();
            let Some(&first) = ours.first() else { continue };
            let list_at = value_of(text, hooks_at, event)?;
            let group_items = items(text, list_at)?;
            if ours.len() < handlers.len() {
                // The user put handlers of their own beside airlock's: only airlock's goes.
                let group_at = group_items
                    .get(g)
                    .ok_or(SettingsError::Moved("a group"))?
                    .value
                    .start;
                let inner = value_of(text, group_at, "hooks")?;
                return cut(text, &items(text, inner)?, first).map(Some);
            }
            if group_items.len() > 1 {
                return cut(text, &group_items, g).map(Some);
            }
            let e = event_items
                .iter()
                .position(|i| i.key.as_deref() == Some(event.as_str()))
                .ok_or(SettingsError::Moved("an event"))?;
            if event_items.len() > 1 {
                return cut(text, &event_items, e).map(Some);
            }
            let h = root_items
                .iter()
                .position(|i| i.key.as_deref() == Some("hooks"))
                .ok_or(SettingsError::Moved("`hooks`"))?;
            return cut(text, &root_items, h).map(Some);
        }
    }
    Ok(None)
}

/// One item of an object (with its key) or a list.
#[derive(Debug)]
struct Item {
    key: Option<String>,
    /// From the key (or the value, in a list) to the end of the value.
    whole: Range<usize>,
    value: Range<usize>,
}

/// The items of the object or list whose opening bracket is at byte `open`, and (through
/// the caller) its closing bracket after the last. `text` is valid JSON.
fn items(text: &str, open: usize) -> Result<Vec<Item>, JsonError> {
    let bytes = text.as_bytes();
    let object = match bytes.get(open) {
        Some(b'{') => true,
        Some(b'[') => false,
        _ => return Err(JsonError::NotContainer),
    };
    let mut out = Vec::new();
    let mut i = skip_ws(text, open + 1);
    while !matches!(bytes.get(i), Some(b'}' | b']') | None) {
        let start = i;
        let mut key = None;
        if object {
            let key_end = skip_value(text, i)?;
            key = text
                .get(i..key_end)
                .and_then(|k| serde_json::from_str(k).ok());
            i = skip_ws(text, key_end);
            if bytes.get(i) != Some(&b':') {
                return Err(JsonError::NoColon);
            }
            i = skip_ws(text, i + 1);
        }
        let value_start = i;
        let end = skip_value(text, i)?;
        out.push(Item {
            key,
            whole: start..end,
            value: value_start..end,
        });
        i = skip_ws(text, end);
        if bytes.get(i) == Some(&b',') {
            i = skip_ws(text, i + 1);
        }
    }
    Ok(out)
}

/// Where the value of `key` starts, in the object opening at `open`.
fn value_of(text: &str, open: usize, key: &str) -> Result<usize, SettingsError> {
    items(text, open)?
        .into_iter()
        .find(|i| i.key.as_deref() == Some(key))
        .map(|i| i.value.start)
        .ok_or_else(|| SettingsError::NotFound(key.to_owned()))
}

/// The span that removes item `i` of `all` (one of several) with its separator: up to the next
/// item's start, or, for the last, from the previous item's end.
fn cut(text: &str, all: &[Item], i: usize) -> Result<Range<usize>, SettingsError> {
    let this = all.get(i).ok_or(SettingsError::NoSuchItem)?;
    if let Some(next) = all.get(i + 1) {
        return Ok(this.whole.start..next.whole.start);
    }
    match i.checked_sub(1).and_then(|p| all.get(p)) {
        Some(prev) => Ok(prev.whole.end..this.whole.end),
        // The only item: the container is left empty, with its white space, as install found
        // it when it was empty (`{}`).
        None => {
            let before = text.get(..this.whole.start).unwrap_or("");
            let start = before.trim_end().len();
            Ok(start..skip_ws(text, this.whole.end))
        }
    }
}

/// The edit that appends `new` (key and value for an object; an empty key for a list) to the
/// object or list opening at `open`, laid out like its items: one per line at their
/// indentation, or on one line when they share one.
fn append(
    text: &str,
    open: usize,
    new: &[(&str, Node)],
    unit: &str,
) -> Result<(Range<usize>, String), JsonError> {
    let existing = items(text, open)?;
    let line = line_indent(text, open);
    let (indent, multiline) = match existing.first() {
        Some(first) => {
            let gap = text.get(open + 1..first.whole.start).unwrap_or("");
            match gap.rfind('\n') {
                Some(n) => (gap.get(n + 1..).unwrap_or("").to_owned(), true),
                None => (String::new(), false),
            }
        }
        None => (format!("{line}{unit}"), true),
    };
    let render = |(k, v): &(&str, Node)| {
        let value = if multiline {
            v.render(unit, 0).replace('\n', &format!("\n{indent}"))
        } else {
            v.render("", 0)
        };
        if k.is_empty() {
            value
        } else {
            format!("{}: {value}", Value::from(*k))
        }
    };
    let rendered: Vec<String> = new.iter().map(render).collect();
    let sep = if multiline {
        format!(",\n{indent}")
    } else {
        ", ".to_owned()
    };
    match existing.last() {
        Some(last) => Ok((
            last.whole.end..last.whole.end,
            format!("{sep}{}", rendered.join(&sep)),
        )),
        None => {
            let close = skip_ws(text, open + 1);
            Ok((
                open + 1..close,
                format!("\n{indent}{}\n{line}", rendered.join(&sep)),
            ))
        }
    }
}

/// The leading white space of the line holding byte `at`.
fn line_indent(text: &str, at: usize) -> String {
    let start = text
        .get(..at)
        .and_then(|t| t.rfind('\n'))
        .map_or(0, |n| n + 1);
    text.get(start..)
        .unwrap_or("")
        .chars()
        .take_while(|c| *c == ' ' || *c == '\t')
        .collect()
}

/// The file's unit of indentation: that of its first indented line (two spaces if none).
fn indent_unit(text: &str) -> String {
    text.lines()
        .map(|l| {
            l.chars()
                .take_while(|c| *c == ' ' || *c == '\t')
                .collect::<String>()
        })
        .find(|w| !w.is_empty())
        .unwrap_or_else(|| "  ".to_owned())
}

/// `text` with `edits` (disjoint) applied.
fn apply(text: &str, mut edits: Vec<(Range<usize>, String)>) -> String {
    edits.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
    let mut out = text.to_owned();
    for (range, with) in edits {
        out.replace_range(range, &with);
    }
    out
}

/// A path as one shell word.
fn quote(p: &Path) -> String {
    let s = p.display().to_string();
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c))
    {
        s
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CMD: &str = "/bin/airlock hook claude-code";

    /// Install adds, a second install changes nothing, uninstall gives back the very bytes.
    fn round_trip(original: &str, host: HostArg, cmd: &str) -> String {
        let (installed, added) = install_text(original, host, cmd).unwrap();
        assert_eq!(added.len(), events(host).len(), "{installed}");
        let v: Value = serde_json::from_str(&installed).unwrap();
        for (event, _) in events(host) {
            assert!(
                v["hooks"][event]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|g| is_ours(&g["hooks"][0], host)),
                "{installed}"
            );
        }
        let (again, none) = install_text(&installed, host, cmd).unwrap();
        assert!(none.is_empty());
        assert_eq!(again, installed);
        let (back, removed) = uninstall_text(&installed, host).unwrap();
        assert_eq!(removed, events(host).len());
        assert_eq!(
            back, original,
            "uninstall gives back the file byte for byte"
        );
        installed
    }

    #[test]
    fn install_keeps_every_other_byte_and_uninstall_restores_the_file() {
        let four = "{\n    \"zeta\": 1,\n    \"model\": \"opus\",\n    \"permissions\": {\"deny\": [\"Read(./.env)\"]}\n}";
        let out = round_trip(four, HostArg::ClaudeCode, CMD);
        assert!(out.starts_with("{\n    \"zeta\": 1,\n    \"model\": \"opus\",\n    \"permissions\": {\"deny\": [\"Read(./.env)\"]},\n    \"hooks\": {\n        \"PreToolUse\": [\n            {\n"), "{out}");
        assert!(
            out.ends_with("\n    }\n}"),
            "no final newline, as before: {out}"
        );

        let with_hooks = "{\n\t\"hooks\": {\n\t\t\"PreToolUse\": [\n\t\t\t{\"matcher\": \"Bash\", \"hooks\": [{\"type\": \"command\", \"command\": \"lint.sh\"}]}\n\t\t],\n\t\t\"Stop\": []\n\t},\n\t\"é\": \"ünï\"\n}\n";
        let out = round_trip(with_hooks, HostArg::ClaudeCode, CMD);
        assert!(out.contains("\t\t\t{\"matcher\": \"Bash\", \"hooks\": [{\"type\": \"command\", \"command\": \"lint.sh\"}]},\n\t\t\t{\n\t\t\t\t\"matcher\": \"*\""), "{out}");
        assert!(
            out.contains("\t\t\"Stop\": [],\n\t\t\"PermissionRequest\": [\n"),
            "{out}"
        );

        let compact = r#"{"a":[1,2],"hooks":{"BeforeTool":[{"matcher":"x","hooks":[]}]}}"#;
        round_trip(compact, HostArg::Gemini, "airlock hook gemini");
        round_trip("{}", HostArg::ClaudeCode, CMD);
        round_trip("{}\n", HostArg::Gemini, "airlock hook gemini");
    }

    #[test]
    fn uninstall_removes_only_airlocks_handlers_and_leaves_other_hosts_alone() {
        let (both, _) = install_text("{}", HostArg::ClaudeCode, CMD).unwrap();
        // The user put a handler of their own into airlock's PreToolUse group.
        let mixed = both.replacen(
            "\"timeout\": 600\n          }\n        ]",
            "\"timeout\": 600\n          },\n          {\"type\": \"command\", \"command\": \"mine.sh\"}\n        ]",
            1,
        );
        assert_ne!(mixed, both);
        let (gem, n) = uninstall_text(&mixed, HostArg::Gemini).unwrap();
        assert_eq!((gem.as_str(), n), (mixed.as_str(), 0));
        let (out, n) = uninstall_text(&mixed, HostArg::ClaudeCode).unwrap();
        assert_eq!(n, events(HostArg::ClaudeCode).len());
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            v,
            json!({"hooks": {"PreToolUse": [{"matcher": "*", "hooks": [
                {"type": "command", "command": "mine.sh"}]}]}})
        );
    }

    #[test]
    fn a_file_that_is_not_an_object_of_lists_is_refused() {
        for bad in [
            "[]",
            "{ not json",
            r#"{"hooks": []}"#,
            r#"{"hooks": {"PreToolUse": {}}}"#,
        ] {
            assert!(
                install_text(bad, HostArg::ClaudeCode, CMD).is_err(),
                "{bad}"
            );
        }
    }
}
