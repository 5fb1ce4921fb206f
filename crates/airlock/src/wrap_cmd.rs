//! `airlock wrap PATH [--undo]`: puts every stdio MCP server of an agent's configuration behind
//! `airlock mcp --name NAME -- …`, and takes it back out.
//!
//! It reads Claude Desktop's `claude_desktop_config.json`, Cursor's `mcp.json` and Claude Code's
//! `.mcp.json` (all `{"mcpServers": {NAME: {command, args, env, …}}}`; Claude Code's
//! `~/.claude.json` also under `projects.*.mcpServers`). Only the `command` and `args` of each
//! stdio entry change, in place: every other byte of the file stays as it was. Entries already
//! wrapped are left alone; remote entries (`url`, or type `http`, `sse`, …) are reported as not
//! wrapped, since `airlock mcp` fronts stdio servers.
//!
//! The file is replaced atomically (a temporary file, then a rename) after the original is kept
//! as `PATH.airlock-backup`; `--undo` puts that backup back byte for byte.

use std::ops::Range;
use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::Value;

use crate::Exit;

/// The suffix of the backup next to a rewritten file.
const BACKUP_SUFFIX: &str = ".airlock-backup";

/// Arguments of `airlock wrap`.
#[derive(Debug, Args)]
pub struct WrapArgs {
    /// The configuration file: claude_desktop_config.json, Cursor's mcp.json, or .mcp.json.
    path: PathBuf,
    /// Put back the file as it was before `airlock wrap`, from its backup.
    #[arg(long)]
    undo: bool,
}

/// What happened to one server entry.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Fate {
    Wrapped,
    AlreadyWrapped,
    NotWrapped(String),
}

/// Runs `airlock wrap`.
pub fn run(a: &WrapArgs) -> Result<u8, Exit> {
    let path = std::fs::canonicalize(&a.path)
        .map_err(|e| Exit::input(format!("cannot open `{}`: {e}", a.path.display())))?;
    if a.undo {
        return undo(&path);
    }
    let text = std::fs::read_to_string(&path)
        .map_err(|e| Exit::input(format!("cannot read `{}`: {e}", path.display())))?;
    let airlock = std::env::current_exe()
        .map_err(|e| Exit::input(format!("cannot tell where airlock is installed: {e}")))?;
    let (new, report) = wrap_text(&text, &airlock.display().to_string())
        .map_err(|e| Exit::input(format!("`{}`: {e}", path.display())))?;
    for (name, fate) in &report {
        match fate {
            Fate::Wrapped => println!("wrapped        {name}"),
            Fate::AlreadyWrapped => println!("already        {name}"),
            Fate::NotWrapped(why) => println!("not wrapped    {name}: {why}"),
        }
    }
    if report.is_empty() {
        println!("no MCP servers in {}", path.display());
    }
    if new == text {
        return Ok(0);
    }
    let backup = backup_path(&path);
    if backup.exists() {
        return Err(Exit::input(format!(
            "`{}` is left from an earlier wrap; run `airlock wrap --undo {}` first, or remove it",
            backup.display(),
            path.display()
        )));
    }
    write_with_backup(&path, Some(text.as_bytes()), new.as_bytes())
        .map_err(|e| Exit::input(format!("cannot write `{}`: {e}", path.display())))?;
    println!(
        "rewrote {}; the original is in {}",
        path.display(),
        backup.display()
    );
    Ok(0)
}

/// Puts the backup back, if the file is still what `wrap` made of it.
fn undo(path: &Path) -> Result<u8, Exit> {
    let backup = backup_path(path);
    let original = std::fs::read(&backup).map_err(|e| {
        Exit::input(format!(
            "no backup to restore at `{}`: {e}",
            backup.display()
        ))
    })?;
    let current = std::fs::read(path)
        .map_err(|e| Exit::input(format!("cannot read `{}`: {e}", path.display())))?;
    let airlock = std::env::current_exe()
        .map_err(|e| Exit::input(format!("cannot tell where airlock is installed: {e}")))?;
    let rewrapped = String::from_utf8(original.clone())
        .ok()
        .and_then(|t| wrap_text(&t, &airlock.display().to_string()).ok())
        .map(|(t, _)| t.into_bytes());
    if rewrapped.as_deref() != Some(current.as_slice()) {
        return Err(Exit::input(format!(
            "`{}` changed since it was wrapped, so restoring `{}` would lose those changes; \
             copy the backup back by hand if that is what you want",
            path.display(),
            backup.display()
        )));
    }
    replace_atomically(path, &original)
        .map_err(|e| Exit::input(format!("cannot write `{}`: {e}", path.display())))?;
    std::fs::remove_file(&backup)
        .map_err(|e| Exit::input(format!("cannot remove `{}`: {e}", backup.display())))?;
    println!("restored {} from its backup", path.display());
    Ok(0)
}

fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(BACKUP_SUFFIX);
    PathBuf::from(name)
}

/// Keeps `old` (when there was a file) as the backup, then replaces `path` with `new`
/// atomically. Returns the backup's path, if one was written.
pub fn write_with_backup(
    path: &Path,
    old: Option<&[u8]>,
    new: &[u8],
) -> std::io::Result<Option<PathBuf>> {
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
    let backup = match old {
        Some(bytes) => {
            let b = backup_path(&target);
            replace_atomically(&b, bytes)?;
            Some(b)
        }
        None => None,
    };
    replace_atomically(&target, new)?;
    Ok(backup)
}

/// Writes `bytes` to a temporary file beside `path` (with `path`'s permissions, if it exists),
/// syncs it, and renames it over `path`: a reader sees the old file or the new one, never half.
fn replace_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.airlock-{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        if let Ok(meta) = std::fs::metadata(path) {
            f.set_permissions(meta.permissions())?;
        }
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// The wrapped text and what happened to each server, in file order.
fn wrap_text(text: &str, airlock: &str) -> Result<(String, Vec<(String, Fate)>), String> {
    let doc: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    if !doc.is_object() {
        return Err("the configuration is not a JSON object".into());
    }
    let mut tables = Vec::new();
    let root = members(text, skip_ws(text, 0))?;
    for (key, span) in &root {
        if key == "mcpServers" {
            tables.push(span.clone());
        } else if key == "projects" && text.as_bytes().get(span.start) == Some(&b'{') {
            for (_, project) in members(text, span.start)? {
                if text.as_bytes().get(project.start) != Some(&b'{') {
                    continue;
                }
                for (k, s) in members(text, project.start)? {
                    if k == "mcpServers" {
                        tables.push(s);
                    }
                }
            }
        }
    }
    let mut edits: Vec<(Range<usize>, String)> = Vec::new();
    let mut report = Vec::new();
    for table in tables {
        if text.as_bytes().get(table.start) != Some(&b'{') {
            return Err("`mcpServers` is not an object".into());
        }
        for (name, span) in members(text, table.start)? {
            let fate = wrap_entry(text, &name, span, airlock, &mut edits)?;
            report.push((name, fate));
        }
    }
    edits.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
    let mut out = text.to_owned();
    for (range, with) in edits {
        out.replace_range(range, &with);
    }
    Ok((out, report))
}

/// Decides one entry, and adds the edits that wrap it.
fn wrap_entry(
    text: &str,
    name: &str,
    span: Range<usize>,
    airlock: &str,
    edits: &mut Vec<(Range<usize>, String)>,
) -> Result<Fate, String> {
    let entry: Value = text
        .get(span.clone())
        .and_then(|t| serde_json::from_str(t).ok())
        .ok_or_else(|| format!("cannot read the entry `{name}`"))?;
    let Some(obj) = entry.as_object() else {
        return Ok(Fate::NotWrapped("not an object".into()));
    };
    let kind = obj.get("type").and_then(Value::as_str).unwrap_or("");
    let remote = ["url", "serverUrl", "httpUrl"]
        .iter()
        .any(|k| obj.contains_key(*k));
    if remote || !matches!(kind, "" | "stdio") {
        let how = if kind.is_empty() { "url" } else { kind };
        return Ok(Fate::NotWrapped(format!(
            "a remote ({how}) server; airlock mcp fronts stdio servers only"
        )));
    }
    let Some(command) = obj.get("command").and_then(Value::as_str) else {
        return Ok(Fate::NotWrapped("no `command` to run".into()));
    };
    let args: Vec<String> = match obj.get("args") {
        None => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|i| i.as_str().map(str::to_owned))
            .collect::<Option<_>>()
            .ok_or_else(|| format!("the entry `{name}` has `args` that are not all strings"))?,
        Some(_) => return Err(format!("the entry `{name}` has `args` that are not a list")),
    };
    if is_airlock(command) && args.first().map(String::as_str) == Some("mcp") {
        return Ok(Fate::AlreadyWrapped);
    }
    let mut new_args = vec![
        "mcp".to_owned(),
        "--name".to_owned(),
        name.to_owned(),
        "--".to_owned(),
    ];
    new_args.push(command.to_owned());
    new_args.extend(args);
    let quoted: Vec<String> = new_args
        .into_iter()
        .map(|a| Value::from(a).to_string())
        .collect();
    let args_json = format!("[{}]", quoted.join(", "));
    let fields = members(text, span.start)?;
    let field = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, s)| s.clone());
    let command_span = field("command").ok_or_else(|| format!("cannot find `{name}`'s command"))?;
    edits.push((command_span.clone(), Value::from(airlock).to_string()));
    match field("args") {
        Some(s) => edits.push((s, args_json)),
        None => edits.push((
            command_span.end..command_span.end,
            format!(", \"args\": {args_json}"),
        )),
    }
    Ok(Fate::Wrapped)
}

/// Whether `command` runs airlock itself.
fn is_airlock(command: &str) -> bool {
    Path::new(command)
        .file_name()
        .is_some_and(|n| n == "airlock" || n == "airlock.exe")
}

/// The members of the JSON object that starts at byte `start` of `text`: each key (unescaped)
/// with its value's byte span. `text` has been checked to be valid JSON.
fn members(text: &str, start: usize) -> Result<Vec<(String, Range<usize>)>, String> {
    let bytes = text.as_bytes();
    if bytes.get(start) != Some(&b'{') {
        return Err("expected an object".into());
    }
    let mut out = Vec::new();
    let mut i = skip_ws(text, start + 1);
    while bytes.get(i) == Some(&b'"') {
        let key_end = skip_value(text, i)?;
        let key: String = text
            .get(i..key_end)
            .and_then(|k| serde_json::from_str(k).ok())
            .ok_or("a key is not a string")?;
        i = skip_ws(text, key_end);
        if bytes.get(i) != Some(&b':') {
            return Err("expected `:`".into());
        }
        let value_start = skip_ws(text, i + 1);
        let value_end = skip_value(text, value_start)?;
        out.push((key, value_start..value_end));
        i = skip_ws(text, value_end);
        if bytes.get(i) == Some(&b',') {
            i = skip_ws(text, i + 1);
        }
    }
    Ok(out)
}

pub(crate) fn skip_ws(text: &str, mut i: usize) -> usize {
    let bytes = text.as_bytes();
    while bytes.get(i).is_some_and(|b| b.is_ascii_whitespace()) {
        i += 1;
    }
    i
}

/// The end of the JSON value that starts at byte `i`.
pub(crate) fn skip_value(text: &str, i: usize) -> Result<usize, String> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut j = i;
    let mut in_string = false;
    while let Some(&b) = bytes.get(j) {
        if in_string {
            match b {
                b'\\' => j += 1,
                b'"' => {
                    in_string = false;
                    if depth == 0 {
                        return Ok(j + 1);
                    }
                }
                _ => {}
            }
        } else {
            match b {
                b'"' => in_string = true,
                b'{' | b'[' => depth += 1,
                b'}' | b']' if depth == 0 => return Ok(j),
                b'}' | b']' => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(j + 1);
                    }
                }
                b',' | b' ' | b'\t' | b'\r' | b'\n' if depth == 0 => return Ok(j),
                _ => {}
            }
        }
        j += 1;
    }
    if depth == 0 && !in_string && j > i {
        Ok(j)
    } else {
        Err("the JSON ends early".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_give_keys_and_value_spans() {
        let t = r#"{ "a": 1, "b\"q": {"x": [1, "]"]}, "c": "s}" }"#;
        let m = members(t, 0).unwrap();
        let got: Vec<(&str, &str)> = m.iter().map(|(k, r)| (k.as_str(), &t[r.clone()])).collect();
        assert_eq!(
            got,
            [("a", "1"), ("b\"q", r#"{"x": [1, "]"]}"#), ("c", r#""s}""#)]
        );
    }

    #[test]
    fn only_command_and_args_change() {
        let t = "{\n  \"mcpServers\": {\n    \"fs\": {\"command\": \"npx\", \"env\": {\"A\": \"1\"}},\n    \"web\": {\"url\": \"https://x\"}\n  },\n  \"other\": true\n}\n";
        let (out, report) = wrap_text(t, "/bin/airlock").unwrap();
        assert_eq!(
            out,
            "{\n  \"mcpServers\": {\n    \"fs\": {\"command\": \"/bin/airlock\", \"args\": [\"mcp\", \"--name\", \"fs\", \"--\", \"npx\"], \"env\": {\"A\": \"1\"}},\n    \"web\": {\"url\": \"https://x\"}\n  },\n  \"other\": true\n}\n"
        );
        assert_eq!(report.len(), 2);
        assert!(matches!(report[1].1, Fate::NotWrapped(_)));
        let (again, report) = wrap_text(&out, "/bin/airlock").unwrap();
        assert_eq!(again, out);
        assert_eq!(report[0].1, Fate::AlreadyWrapped);
    }
}
