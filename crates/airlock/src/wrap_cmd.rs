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
//!
//! A wrapped server's client (Claude Desktop, Cursor) gives it no terminal, so its questions go
//! to the approval daemon or are denied: `wrap` says so, and `--serve` adds `airlock serve` to
//! the user's autostart (a systemd user unit, or an XDG autostart entry).

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
    /// Also start the approval daemon (`airlock serve`) at login: `systemd` writes a user unit
    /// and enables it, `autostart` an XDG autostart entry; bare `--serve` picks systemd when it
    /// runs this machine.
    #[arg(long, value_enum, num_args = 0..=1, default_missing_value = "auto")]
    serve: Option<ServeAt>,
    /// Trust the named server's `readOnlyHint` (repeatable): adds `[[server]] name = NAME,
    /// annotations = "trust"` to your policy file, so its tools that it marks read-only run
    /// without a question. Only for a server you trust to mark its tools honestly.
    #[arg(long = "trust", value_name = "NAME")]
    trust: Vec<String>,
}

/// Where `--serve` puts `airlock serve`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ServeAt {
    /// systemd when it runs this machine, else the XDG autostart entry.
    Auto,
    /// A systemd user unit, enabled for the default target.
    Systemd,
    /// An XDG autostart entry (started by the desktop session at login).
    Autostart,
}

/// What to tell the user about who answers a wrapped server's questions.
const APPROVER_NOTE: &str = "\
Questions: Claude Desktop and Cursor start a wrapped server without a terminal, so a call
that must ask is denied until the approval daemon runs. Start it with `airlock serve` (its page
shows each question), or add `--serve` to start it at login. To use a server without the
daemon, let the policy decide its calls without asking: see \"Without a daemon\" in the README.

Read-only tools: the read-only tools of well-known servers (server-everything, server-memory,
mcp-server-time, mcp-server-git) run without a question already. For another server, add
`--trust NAME` to believe its readOnlyHint (annotations = \"trust\" in your policy): every
tool it marks read-only then runs unasked, so only for a server you trust to mark honestly.";

/// Why an MCP configuration cannot be wrapped: the file holds something `wrap` does not edit.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The JSON text itself.
    #[error(transparent)]
    Json(#[from] JsonError),
    /// Valid JSON, but not an object at the top.
    #[error("the configuration is not a JSON object")]
    NotObject,
    /// An `mcpServers` that is not an object of entries.
    #[error("`mcpServers` is not an object")]
    ServersNotObject,
    /// The server entry named cannot be read as JSON.
    #[error("cannot read the entry `{0}`")]
    Entry(String),
    /// The entry's `args` holds something other than strings.
    #[error("the entry `{0}` has `args` that are not all strings")]
    ArgsNotStrings(String),
    /// The entry's `args` is not a list.
    #[error("the entry `{0}` has `args` that are not a list")]
    ArgsNotList(String),
    /// The entry's `command` was seen in the JSON but not found in its text.
    #[error("cannot find `{0}`'s command")]
    NoCommand(String),
}

/// Why the JSON text of a file cannot be edited in place: shared by `wrap` and `hook install`,
/// which both edit bytes of a file they checked with a parser.
#[derive(Debug, thiserror::Error)]
pub enum JsonError {
    /// The parser's own error.
    #[error("not valid JSON: {0}")]
    Invalid(serde_json::Error),
    /// An object was expected where the scan stands.
    #[error("expected an object")]
    NotObject,
    /// An object or a list was expected where the scan stands.
    #[error("expected an object or a list")]
    NotContainer,
    /// An object's key that does not read as a string.
    #[error("a key is not a string")]
    KeyNotString,
    /// A key without its `:`.
    #[error("expected `:`")]
    NoColon,
    /// A value cut short by the end of the text.
    #[error("the JSON ends early")]
    EndsEarly,
}

/// Why `--serve` could not add `airlock serve` to the user's autostart.
#[derive(Debug, thiserror::Error)]
pub enum AutostartError {
    /// Neither `XDG_CONFIG_HOME` nor `HOME` is set.
    #[error("cannot tell where your configuration lives: set HOME or XDG_CONFIG_HOME")]
    NoConfigDir,
    /// The unit or autostart entry cannot be written.
    #[error(
        "cannot write `{}`: {}; check that its folder is writable",
        .path.display(),
        io_why(.source)
    )]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The systemd unit was written but its link in `default.target.wants` was not.
    #[error(
        "wrote `{}` but cannot enable it at `{}`: {}; run `systemctl --user enable airlock-serve`",
        .unit.display(),
        .link.display(),
        io_why(.source)
    )]
    Enable {
        unit: PathBuf,
        link: PathBuf,
        source: std::io::Error,
    },
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
    let path = std::fs::canonicalize(&a.path).map_err(|e| {
        Exit::input(format!(
            "cannot open `{}`: {}; give the MCP client's configuration file (Claude Desktop: \
             ~/.config/Claude/claude_desktop_config.json, Cursor: ~/.cursor/mcp.json, Claude \
             Code: .mcp.json in the project)",
            a.path.display(),
            io_why(&e)
        ))
    })?;
    if a.undo {
        return undo(&path);
    }
    let code = wrap(&path)?;
    if !a.trust.is_empty() {
        trust(&path, &a.trust)?;
    }
    if let Some(at) = a.serve {
        serve_at_login(at)?;
    }
    Ok(code)
}

/// Wraps the file's stdio servers and says who answers their questions.
fn wrap(path: &Path) -> Result<u8, Exit> {
    let text = std::fs::read_to_string(path).map_err(cannot_read(path))?;
    let airlock = airlock_exe()?;
    let (new, report) =
        wrap_text(&text, &airlock.display().to_string()).map_err(|source| Exit::Config {
            path: path.to_path_buf(),
            source,
        })?;
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
    let fronted = report
        .iter()
        .any(|(_, f)| matches!(f, Fate::Wrapped | Fate::AlreadyWrapped));
    if fronted {
        println!("\n{APPROVER_NOTE}\n");
    }
    if new == text {
        return Ok(0);
    }
    let backup = backup_path(path);
    if backup.exists() {
        return Err(Exit::input(format!(
            "`{}` is left from an earlier wrap; run `airlock wrap --undo {}` first, or remove it",
            backup.display(),
            path.display()
        )));
    }
    write_with_backup(path, Some(text.as_bytes()), new.as_bytes()).map_err(|e| {
        Exit::input(format!(
            "cannot write `{}` (or its backup): {}; check that its folder is writable",
            path.display(),
            io_why(&e)
        ))
    })?;
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
    let original = match std::fs::read(&backup) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return no_backup(path, &backup),
        Err(e) => {
            return Err(Exit::input(format!(
                "cannot read the backup `{}`: {}; check its permissions",
                backup.display(),
                io_why(&e)
            )));
        }
    };
    let current = std::fs::read(path).map_err(cannot_read(path))?;
    let airlock = airlock_exe()?;
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
    replace_atomically(path, &original).map_err(|e| {
        Exit::input(format!(
            "cannot write `{}`: {}; check that its folder is writable",
            path.display(),
            io_why(&e)
        ))
    })?;
    std::fs::remove_file(&backup).map_err(|e| {
        Exit::input(format!(
            "restored `{}`, but cannot remove its backup `{}`: {}; remove it by hand",
            path.display(),
            backup.display(),
            io_why(&e)
        ))
    })?;
    println!("restored {} from its backup", path.display());
    Ok(0)
}

/// `--undo` without a backup: nothing to do when no server is wrapped (an undo already done),
/// else the wrapped entries must be put back by hand.
fn no_backup(path: &Path, backup: &Path) -> Result<u8, Exit> {
    let text = std::fs::read_to_string(path).map_err(cannot_read(path))?;
    let report = wrap_text(&text, "airlock").map(|(_, r)| r).map_err(|e| {
        Exit::input(format!(
            "no backup to restore at `{}`, and `{}` cannot be read as an MCP configuration: {e}",
            backup.display(),
            path.display()
        ))
    })?;
    let wrapped: Vec<&str> = report
        .iter()
        .filter(|(_, f)| *f == Fate::AlreadyWrapped)
        .map(|(n, _)| n.as_str())
        .collect();
    if wrapped.is_empty() {
        println!(
            "nothing to undo: no server in {} runs behind airlock (no backup `{}`)",
            path.display(),
            backup.display()
        );
        return Ok(0);
    }
    Err(Exit::input(format!(
        "no backup to restore at `{}`, but `{}` still wraps {}; put each back by hand: its \
         `command` and `args` are the words after `--` in its `args`",
        backup.display(),
        path.display(),
        wrapped.join(", ")
    )))
}

/// The error of a file `wrap` must read, with the hint to check its permissions.
fn cannot_read(path: &Path) -> impl FnOnce(std::io::Error) -> Exit + '_ {
    move |e| {
        Exit::input(format!(
            "cannot read `{}`: {}; check its permissions",
            path.display(),
            io_why(&e)
        ))
    }
}

/// Where this airlock binary is, for the commands `wrap` and `hook install` write.
pub(crate) fn airlock_exe() -> Result<PathBuf, Exit> {
    std::env::current_exe()
        .map_err(|e| Exit::input(format!("cannot tell where airlock is installed: {e}")))
}

/// An I/O error as a person reads it, without the OS's error number.
fn io_why(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_owned(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        _ => {
            let text = e.to_string();
            match text.find(" (os error") {
                Some(at) => text.get(..at).unwrap_or(&text).to_lowercase(),
                None => text,
            }
        }
    }
}

/// Adds `airlock serve` to the user's autostart, and says where and how to start it now.
fn serve_at_login(at: ServeAt) -> Result<(), Exit> {
    let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    let exe = airlock_exe()?;
    let at = match at {
        ServeAt::Auto if Path::new("/run/systemd/system").is_dir() => ServeAt::Systemd,
        ServeAt::Auto => ServeAt::Autostart,
        other => other,
    };
    let written = write_autostart(at, &exe, env)?;
    println!(
        "added `airlock serve` to your autostart: {}",
        written.display()
    );
    if at == ServeAt::Systemd {
        println!(
            "it starts at your next login; start it now with `systemctl --user daemon-reload && \
             systemctl --user start airlock-serve`, and find the page's address with \
             `journalctl --user -u airlock-serve`"
        );
    } else {
        println!(
            "it starts at your next login; start it now with `airlock serve`, which prints the \
             page's address"
        );
    }
    Ok(())
}

/// Writes the autostart file for `airlock serve` under the user's configuration directory
/// (`$XDG_CONFIG_HOME`, else `~/.config`); returns its path. A systemd unit is also enabled for
/// the default target, as `systemctl --user enable` would, by its link in
/// `default.target.wants`. `AIRLOCK_HOME`, when set, is passed on, so that the daemon and the
/// wrapped servers share one home.
fn write_autostart(
    at: ServeAt,
    exe: &Path,
    env: impl Fn(&str) -> Option<String>,
) -> Result<PathBuf, AutostartError> {
    let config = env("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| env("HOME").map(|h| PathBuf::from(h).join(".config")))
        .ok_or(AutostartError::NoConfigDir)?;
    let quoted = format!("\"{}\"", exe.display().to_string().replace('"', "\\\""));
    let home = env("AIRLOCK_HOME");
    let (path, text) = if at == ServeAt::Systemd {
        let env_line = home
            .map(|h| format!("Environment=\"AIRLOCK_HOME={h}\"\n"))
            .unwrap_or_default();
        let text = format!(
            "[Unit]\nDescription=airlock approval daemon (answers the questions of wrapped MCP \
             servers)\n\n[Service]\n{env_line}ExecStart={quoted} serve\nRestart=on-failure\n\n\
             [Install]\nWantedBy=default.target\n"
        );
        (config.join("systemd/user/airlock-serve.service"), text)
    } else {
        let exec = match home {
            Some(h) => format!("env \"AIRLOCK_HOME={h}\" {quoted} serve"),
            None => format!("{quoted} serve"),
        };
        let text = format!(
            "[Desktop Entry]\nType=Application\nName=airlock approval daemon\nComment=Answers \
             the questions of wrapped MCP servers\nExec={exec}\nTerminal=false\nNoDisplay=true\n\
             X-GNOME-Autostart-enabled=true\n"
        );
        (config.join("autostart/airlock-serve.desktop"), text)
    };
    replace_atomically(&path, text.as_bytes()).map_err(|source| AutostartError::Write {
        path: path.clone(),
        source,
    })?;
    if at == ServeAt::Systemd {
        let wants = config.join("systemd/user/default.target.wants");
        let link = wants.join("airlock-serve.service");
        let made = std::fs::create_dir_all(&wants).and_then(|()| {
            if std::fs::symlink_metadata(&link).is_ok() {
                Ok(())
            } else {
                std::os::unix::fs::symlink(&path, &link)
            }
        });
        made.map_err(|source| AutostartError::Enable {
            unit: path.clone(),
            link,
            source,
        })?;
    }
    Ok(path)
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
fn wrap_text(text: &str, airlock: &str) -> Result<(String, Vec<(String, Fate)>), ConfigError> {
    let doc: Value = serde_json::from_str(text).map_err(JsonError::Invalid)?;
    if !doc.is_object() {
        return Err(ConfigError::NotObject);
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
            return Err(ConfigError::ServersNotObject);
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
) -> Result<Fate, ConfigError> {
    let entry: Value = text
        .get(span.clone())
        .and_then(|t| serde_json::from_str(t).ok())
        .ok_or_else(|| ConfigError::Entry(name.to_owned()))?;
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
            .ok_or_else(|| ConfigError::ArgsNotStrings(name.to_owned()))?,
        Some(_) => return Err(ConfigError::ArgsNotList(name.to_owned())),
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
    let command_span = field("command").ok_or_else(|| ConfigError::NoCommand(name.to_owned()))?;
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
fn members(text: &str, start: usize) -> Result<Vec<(String, Range<usize>)>, JsonError> {
    let bytes = text.as_bytes();
    if bytes.get(start) != Some(&b'{') {
        return Err(JsonError::NotObject);
    }
    let mut out = Vec::new();
    let mut i = skip_ws(text, start + 1);
    while bytes.get(i) == Some(&b'"') {
        let key_end = skip_value(text, i)?;
        let key: String = text
            .get(i..key_end)
            .and_then(|k| serde_json::from_str(k).ok())
            .ok_or(JsonError::KeyNotString)?;
        i = skip_ws(text, key_end);
        if bytes.get(i) != Some(&b':') {
            return Err(JsonError::NoColon);
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
pub(crate) fn skip_value(text: &str, i: usize) -> Result<usize, JsonError> {
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
        Err(JsonError::EndsEarly)
    }
}

/// `--trust NAME…`: adds `annotations = "trust"` entries for servers of the file to the user's
/// policy (made from the embedded default when there is none), after checking the new policy
/// loads; a server that already has an entry is left for the user to edit.
fn trust(config: &Path, names: &[String]) -> Result<(), Exit> {
    let text = std::fs::read_to_string(config).unwrap_or_default();
    let servers: Vec<String> = wrap_text(&text, "airlock")
        .map(|(_, r)| r.into_iter().map(|(n, _)| n).collect())
        .unwrap_or_default();
    let found = airlock_gate::user_policy(|k| std::env::var(k).ok(), Path::is_file)
        .map_err(|e| Exit::input(e.to_string()))?;
    let file = found.path;
    let mut policy = if found.exists {
        std::fs::read_to_string(&file).map_err(|e| {
            Exit::input(format!(
                "cannot read the policy `{}`: {}; check its permissions",
                file.display(),
                io_why(&e)
            ))
        })?
    } else {
        airlock_policy::DEFAULT_POLICY.to_owned()
    };
    let loaded = airlock_policy::Policy::load(&file.display().to_string(), &policy)
        .map_err(|e| Exit::input(format!("the policy `{}` is invalid:\n{e}", file.display())))?;
    for name in names {
        if !servers.contains(name) {
            return Err(Exit::input(format!(
                "`--trust {name}`: `{}` has no server `{name}`; its servers are: {}",
                config.display(),
                servers.join(", ")
            )));
        }
        if loaded.doc().server.iter().any(|s| &s.name == name) {
            return Err(Exit::input(format!(
                "the policy `{}` already has a `[[server]]` entry for `{name}`; add \
                 `annotations = \"trust\"` to it by hand",
                file.display()
            )));
        }
        let quoted = Value::from(name.as_str()).to_string();
        policy.push_str(&format!(
            "\n# Added by `airlock wrap --trust`: the server's readOnlyHint may allow a call.\n\
             [[server]]\nname = {quoted}\nannotations = \"trust\"\n"
        ));
    }
    airlock_policy::Policy::load(&file.display().to_string(), &policy).map_err(|e| {
        Exit::input(format!(
            "the policy with the trusted servers would not load, so `{}` is unchanged:\n{e}",
            file.display()
        ))
    })?;
    replace_atomically(&file, policy.as_bytes()).map_err(|e| {
        Exit::input(format!(
            "cannot write the policy `{}`: {}; check that its folder is writable",
            file.display(),
            io_why(&e)
        ))
    })?;
    for name in names {
        println!(
            "trusted        {name}: its tools marked read-only run without a question ({})",
            file.display()
        );
    }
    Ok(())
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
