//! Facts of the workspace a hook looks up for the call it decides, at the edge (the decision
//! core does no I/O): which paths a recursive `rm` names hold only what a build makes
//! (`Context::build_output`). The shell crate says which paths to look up
//! (`removal_targets`). A path holds only build output when the workspace's git repository
//! ignores it and everything in it (its own rules: `.gitignore` files, `.git/info/exclude`,
//! the user's excludes file), or when git tracks nothing under it and every file under it is
//! compiled machine code (ELF, Mach-O, PE, a static library, Java or WebAssembly bytecode) or
//! there is none: neither a repository nor a person keeps anything there that a build does not
//! make again. Every lookup is bounded in time and size; one that fails, times out or meets a
//! symbolic link answers no, which leaves the call asked as it was.
//!
//! For a `git push` that names no branch, the repository's current branch, default branch
//! (`origin/HEAD`) and the current branch's upstream remote (`Context::git_head`): a lookup
//! that fails leaves the branch unknown, and such a push asked as it was.
//!
//! For a script that acts on kubectl's current context and cannot switch it first, that
//! context, read from the kubeconfig files (`Context::kube_context`): one that cannot be read
//! leaves it unknown, and the script asked as it was.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long all the lookups of one call may take together.
const BUDGET: Duration = Duration::from_millis(1500);

/// The paths among the literal operands of the recursive removals in `script` that the
/// repository at `workspace` ignores and tracks nothing under.
pub(crate) fn build_output(
    workspace: &str,
    home: Option<&str>,
    protected: &[String],
    script: &str,
) -> Vec<String> {
    let protected: Vec<&str> = protected.iter().map(String::as_str).collect();
    let env = airlock_shell::ShellEnv::new(Some(workspace), home, &protected);
    let targets = airlock_shell::removal_targets(script, &env);
    if targets.is_empty() {
        return Vec::new();
    }
    let deadline = Instant::now() + BUDGET;
    targets
        .into_iter()
        .filter(|t| {
            ignored_and_untracked(workspace, t, deadline)
                || untracked_machine_code(workspace, t, deadline)
        })
        .collect()
}

/// Whether git tracks nothing under `path` (in a repository) and every file under it is
/// compiled machine code, or there is none (a removal of nothing loses nothing).
fn untracked_machine_code(workspace: &str, path: &str, deadline: Instant) -> bool {
    let ws = workspace.trim_end_matches('/');
    let Some(rel) = path.strip_prefix(ws).map(|r| r.trim_matches('/')) else {
        return false;
    };
    if rel.is_empty() || through_a_link(ws, rel) || !only_machine_code(Path::new(path)) {
        return false;
    }
    // Exit 1: nothing tracked matches (128: no repository, which answers no).
    git(
        ws,
        &[
            "--literal-pathspecs",
            "ls-files",
            "--error-unmatch",
            "--",
            rel,
        ],
        deadline,
    ) == Some(1)
}

/// How many entries [`only_machine_code`] reads at most before it answers no.
const MAX_ENTRIES: usize = 256;

/// Whether every file under `path` (itself when a file) starts as compiled machine code does,
/// with no symbolic link, no other kind of file, at most [`MAX_ENTRIES`] entries; true when
/// `path` does not exist.
fn only_machine_code(path: &Path) -> bool {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) => return e.kind() == std::io::ErrorKind::NotFound,
    };
    let mut stack = vec![(path.to_path_buf(), meta)];
    let mut seen = 0;
    while let Some((at, meta)) = stack.pop() {
        seen += 1;
        if seen > MAX_ENTRIES {
            return false;
        }
        let kind = meta.file_type();
        if kind.is_file() {
            if !machine_code(&at) {
                return false;
            }
        } else if kind.is_dir() {
            let Ok(entries) = std::fs::read_dir(&at) else {
                return false;
            };
            for entry in entries {
                let Ok(entry) = entry else {
                    return false;
                };
                let Ok(meta) = std::fs::symlink_metadata(entry.path()) else {
                    return false;
                };
                stack.push((entry.path(), meta));
            }
        } else {
            return false;
        }
    }
    true
}

/// The first bytes of compiled code: ELF; Mach-O (32 and 64 bits, either order) and universal
/// binaries or Java classes (`CAFEBABE`); PE (`MZ`); a static library (`!<arch>`);
/// WebAssembly.
const MAGIC: &[&[u8]] = &[
    b"\x7fELF",
    b"\xfe\xed\xfa\xce",
    b"\xfe\xed\xfa\xcf",
    b"\xce\xfa\xed\xfe",
    b"\xcf\xfa\xed\xfe",
    b"\xca\xfe\xba\xbe",
    b"MZ",
    b"!<arch>\n",
    b"\0asm",
];

/// Whether the file at `path` starts as compiled code does.
fn machine_code(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 8];
    let Ok(mut f) = std::fs::File::open(path) else {
        return false;
    };
    let mut n = 0;
    while n < head.len() {
        match f.read(head.get_mut(n..).unwrap_or_default()) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(_) => return false,
        }
    }
    let head = head.get(..n).unwrap_or_default();
    MAGIC.iter().any(|m| head.starts_with(m))
}

/// Whether git ignores `path` (absolute, inside `workspace`) and everything in it: no file
/// under it is tracked or would be seen as new.
fn ignored_and_untracked(workspace: &str, path: &str, deadline: Instant) -> bool {
    let ws = workspace.trim_end_matches('/');
    let Some(rel) = path.strip_prefix(ws).map(|r| r.trim_matches('/')) else {
        return false;
    };
    // `:` starts pathspec magic, which check-ignore takes as written.
    if rel.is_empty() || rel.starts_with(':') || through_a_link(ws, rel) {
        return false;
    }
    // A directory, or nothing yet, is asked about as a directory (a pattern `bin/` matches
    // only directories), and by a name inside it (`**/bin/*` ignores what is in `bin`, not
    // `bin` itself).
    let file = std::fs::symlink_metadata(path).is_ok_and(|m| !m.is_dir());
    let ignored = |query: &str| git(ws, &["check-ignore", "-q", "--", query], deadline) == Some(0);
    let ignored = if file {
        ignored(rel)
    } else {
        ignored(&format!("{rel}/")) || ignored(&format!("{rel}/{PROBE}"))
    };
    // Nothing under it that git tracks or that it would not ignore (`!tmp/.keep`).
    ignored
        && git(
            ws,
            &[
                "--literal-pathspecs",
                "ls-files",
                "--cached",
                "--others",
                "--exclude-standard",
                "--error-unmatch",
                "--",
                rel,
            ],
            deadline,
        ) == Some(1)
}

/// A name no project writes, asked about as an entry of a directory that may not exist yet.
const PROBE: &str = ".airlock-ignore-probe";

/// Whether `rel` or a directory on the way to it is a symbolic link: a removal through one
/// reaches whatever it points at.
fn through_a_link(ws: &str, rel: &str) -> bool {
    let mut at = Path::new(ws).to_path_buf();
    rel.split('/').any(|part| {
        at.push(part);
        std::fs::symlink_metadata(&at).is_ok_and(|m| m.file_type().is_symlink())
    })
}

/// Runs `git -C ws ARGS` with nothing configured that runs a program on a status read
/// (fsmonitor) and no lock taken; its exit code, or `None` when it
/// cannot start or outlives `deadline` (then it is killed).
fn git(ws: &str, args: &[&str], deadline: Instant) -> Option<i32> {
    let mut child = Command::new("git")
        .arg("-C")
        .arg(ws)
        .args(["-c", "core.fsmonitor=false"])
        .args(args)
        .env("GIT_OPTIONAL_LOCKS", "0")
        .env("GIT_TERMINAL_PROMPT", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return status.code(),
            // A child has no handle to wait on with a timeout: a short poll, bounded by the
            // deadline.
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(1)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
}

/// The most of a kubeconfig file read: a larger one leaves the current context unknown.
const MAX_KUBECONFIG_BYTES: u64 = 4 << 20;

/// kubectl's current context, as the kubeconfig files it reads say it (`KUBECONFIG`, else
/// `~/.kube/config`): the first file that names one decides, and a missing file is skipped, as
/// kubectl does. A file that cannot be read, is too large or says it oddly leaves the context
/// unknown (`None`), and the commands that act through it asked as they were. No process runs.
pub(crate) fn kube_context(home: Option<&str>) -> Option<String> {
    use std::io::Read;
    let var = std::env::var("KUBECONFIG").ok();
    for file in airlock_facts::kubeconfig_files(var.as_deref(), home)? {
        let f = match std::fs::File::open(&file) {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(_) => return None,
        };
        let mut text = String::new();
        f.take(MAX_KUBECONFIG_BYTES + 1)
            .read_to_string(&mut text)
            .ok()?;
        if text.len() as u64 > MAX_KUBECONFIG_BYTES {
            return None;
        }
        match airlock_facts::kubeconfig_current_context(&text) {
            airlock_facts::KubeContext::Unset => {}
            airlock_facts::KubeContext::Named(c) => return Some(c),
            airlock_facts::KubeContext::Odd => return None,
        }
    }
    None
}

/// The workspace repository's current branch, its default branch and the current branch's
/// upstream remote; `None` when there is no repository or the lookup fails.
pub(crate) fn git_head(workspace: &str) -> Option<airlock_policy::GitHead> {
    let deadline = Instant::now() + BUDGET;
    let ws = workspace.trim_end_matches('/');
    // Exit 1 with `--quiet`: a detached HEAD, whose branch stays unknown.
    let branch = git_output(
        ws,
        &["symbolic-ref", "--quiet", "--short", "HEAD"],
        deadline,
    );
    let default_branch = git_output(
        ws,
        &[
            "symbolic-ref",
            "--quiet",
            "--short",
            "refs/remotes/origin/HEAD",
        ],
        deadline,
    )
    .map(|d| d.strip_prefix("origin/").map(str::to_owned).unwrap_or(d));
    let upstream_remote = branch.as_deref().and_then(|b| {
        git_output(
            ws,
            &["config", "--get", &format!("branch.{b}.remote")],
            deadline,
        )
    });
    // A repository must answer at least for its HEAD (a branch, or a detached HEAD).
    if branch.is_none() && git(ws, &["rev-parse", "--git-dir"], deadline) != Some(0) {
        return None;
    }
    Some(airlock_policy::GitHead::new(
        branch,
        default_branch,
        upstream_remote,
    ))
}

/// Runs `git -C ws ARGS` as [`git`] does and returns its first line of output when it exits 0
/// with one; `None` otherwise.
fn git_output(ws: &str, args: &[&str], deadline: Instant) -> Option<String> {
    use std::io::Read;
    let mut child = Command::new("git")
        .arg("-C")
        .arg(ws)
        .args(["-c", "core.fsmonitor=false"])
        .args(args)
        .env("GIT_OPTIONAL_LOCKS", "0")
        .env("GIT_TERMINAL_PROMPT", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(1)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    };
    let mut text = String::new();
    // The answers read here are one short line: a bounded read is enough.
    child
        .stdout
        .take()?
        .take(4096)
        .read_to_string(&mut text)
        .ok()?;
    let line = text.lines().next()?.trim();
    (status.success() && !line.is_empty()).then(|| line.to_owned())
}

/// How many entries the walk of a search's root reads at most, and for how long. A walk cut
/// short by either reports its root as possibly holding secrets ([`unchecked`]): a search is
/// never let through because the check gave up (a loaded machine, a huge tree).
const SEARCH_WALK_ENTRIES: usize = 6000;
const SEARCH_WALK_BUDGET: Duration = Duration::from_millis(250);
/// Folders of fetched dependencies and compiled output the walk does not enter: they hold no
/// file of the user's secrets, and they are what makes a project's tree large.
const SEARCH_WALK_SKIPPED: &[&str] = &[
    "node_modules",
    "bower_components",
    "target",
    "__pycache__",
    "site-packages",
];

/// What a walk cut short reports for `root`: a path under it, so every rule that asks whether a
/// search's root holds a secret file finds it there.
fn unchecked(root: &str) -> String {
    format!(
        "{}/… (more files than airlock checks; one may hold secrets)",
        root.trim_end_matches('/')
    )
}
/// How many secret files a walk reports at most (one is enough to raise; a few say more).
const SEARCH_WALK_FOUND: usize = 4;

/// For a search tool's call that prints the lines it finds (`output_mode: content`; a search
/// of a host whose search has no such mode and always prints them, `prints_by_default`), the secret files under its
/// root (`path`, else the workspace) that its file filter (`glob` or `include`) selects, as the
/// one secret-location table names them (`Context::search_secrets`). The walk skips hidden
/// entries, as the search (ripgrep by default) does; it follows no symbolic link and stops after
/// [`SEARCH_WALK_ENTRIES`] entries or [`SEARCH_WALK_BUDGET`], reporting what it found by then and
/// the root itself as unchecked ([`unchecked`]). A root outside the workspace is judged by the
/// table alone (the home, `/etc`).
pub(crate) fn search_secrets(
    workspace: &str,
    tool: &str,
    args: &serde_json::Value,
    prints_by_default: bool,
) -> Vec<String> {
    let lower = tool.to_ascii_lowercase();
    if !(lower.contains("grep") || lower.contains("search")) {
        return Vec::new();
    }
    let mode = args.get("output_mode").and_then(serde_json::Value::as_str);
    if mode.is_some_and(|m| m != "content") || (mode.is_none() && !prints_by_default) {
        return Vec::new();
    }
    let ws = workspace.trim_end_matches('/');
    let root = match args.get("path").and_then(serde_json::Value::as_str) {
        Some(p) if p.starts_with('/') => airlock_facts::normalize(p).into_owned(),
        Some(p) => airlock_facts::normalize(&format!("{ws}/{p}")).into_owned(),
        None => ws.to_owned(),
    };
    if ws.is_empty() || !airlock_facts::within(&root, ws) {
        return Vec::new();
    }
    let filters: Vec<String> = ["glob", "include"]
        .iter()
        .filter_map(|k| args.get(*k).and_then(serde_json::Value::as_str))
        .map(str::to_owned)
        .collect();
    let mut found = Vec::new();
    if !walk_for_secrets(
        &root,
        &filters,
        true,
        false,
        Instant::now() + SEARCH_WALK_BUDGET,
        &mut found,
    ) {
        found.push(unchecked(&root));
    }
    found
}

/// For the recursive searches of a shell script that print lines (`grep -r`, `rg` without
/// `-l`; the shell's `printing_search_roots`), the secret files under their roots in the
/// workspace that their filters select, walked as [`search_secrets`] walks (hidden entries
/// skipped only for a search that skips them).
pub(crate) fn shell_search_secrets(
    workspace: &str,
    home: Option<&str>,
    protected: &[String],
    script: &str,
) -> Vec<String> {
    // Most scripts search and remove nothing: no second parse for them (a program built by an
    // expansion is asked about anyway). A build tool's clean (`cargo clean`) removes its folder.
    if !(script.contains("grep")
        || script.contains("clean")
        || script.contains("rg")
        || script.contains("find")
        || script.contains("xargs")
        || script
            .split(|c: char| c.is_whitespace() || ";&|()`".contains(c))
            .any(|w| w == "rm" || w.ends_with("/rm"))
        || script.contains(['*', '?', '[']))
    {
        return Vec::new();
    }
    let protected: Vec<&str> = protected.iter().map(String::as_str).collect();
    let env = airlock_shell::ShellEnv::new(Some(workspace), home, &protected);
    let ws = workspace.trim_end_matches('/');
    let deadline = Instant::now() + SEARCH_WALK_BUDGET;
    let mut found = Vec::new();
    for target in airlock_shell::removal_targets(script, &env) {
        keys_near_the_top(Path::new(&target), &mut found);
    }
    for search in airlock_shell::printing_search_roots(script, &env) {
        for root in search.roots.iter().filter(|r| airlock_facts::within(r, ws)) {
            if !walk_for_secrets(
                root,
                &search.globs,
                search.skips_hidden,
                search.shallow,
                deadline,
                &mut found,
            ) {
                found.push(unchecked(root));
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// How deep and how many entries [`keys_near_the_top`] reads: a key a build writes beside its
/// output sits near the top (`target/deploy/treasury-keypair.json`, Anchor's program keypair).
const KEY_WALK_DEPTH: usize = 2;
const KEY_WALK_ENTRIES: usize = 2000;

/// Adds to `found` the files the one secret-location table names in `path` or a folder just
/// under it (breadth first, [`KEY_WALK_DEPTH`] levels below it, [`KEY_WALK_ENTRIES`] entries,
/// no link followed), for a recursive removal of `path`: ignored output that holds a key (a
/// program's keypair, which a rebuild makes anew with another address) is no clean of build
/// output, since its removal loses what no build gives back. A walk cut short adds what it
/// found by then (the removal keeps the tier the rest of its checks give it).
fn keys_near_the_top(path: &Path, found: &mut Vec<String>) {
    let mut level = vec![path.to_path_buf()];
    let mut seen = 0;
    for _ in 0..=KEY_WALK_DEPTH {
        let mut next = Vec::new();
        for dir in level {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for entry in entries.flatten() {
                seen += 1;
                if seen > KEY_WALK_ENTRIES || found.len() >= SEARCH_WALK_FOUND {
                    return;
                }
                let Ok(kind) = entry.file_type() else {
                    continue;
                };
                let at = entry.path().display().to_string();
                if kind.is_file() && airlock_facts::secret_location(&at).is_some() {
                    found.push(at);
                } else if kind.is_dir() {
                    next.push(entry.path());
                }
            }
        }
        level = next;
    }
}

/// Walks `root` (no symbolic link followed; hidden entries skipped when `skip_hidden`) for
/// files the secret-location table names and one of `filters` selects (every file when there
/// is none), adding them to `found`; stops after [`SEARCH_WALK_ENTRIES`] entries, at
/// `deadline`, or with [`SEARCH_WALK_FOUND`] files found. False when it stopped before it had
/// read every entry it would and found nothing: the tree was not checked.
fn walk_for_secrets(
    root: &str,
    filters: &[String],
    skip_hidden: bool,
    shallow: bool,
    deadline: Instant,
    found: &mut Vec<String>,
) -> bool {
    let filters: Vec<String> = filters.iter().flat_map(|g| expand_braces(g)).collect();
    let selected = |rel: &str, name: &str| {
        filters.is_empty()
            || filters.iter().any(|g| {
                let g = g.trim_start_matches("**/");
                if g.contains('/') {
                    airlock_policy::glob_matches(g, rel)
                } else {
                    airlock_policy::glob_matches(g, name)
                }
            })
    };
    let mut stack = vec![std::path::PathBuf::from(root)];
    let mut seen = 0;
    while let Some(at) = stack.pop() {
        let Ok(meta) = std::fs::symlink_metadata(&at) else {
            continue;
        };
        seen += 1;
        if seen > SEARCH_WALK_ENTRIES || Instant::now() > deadline {
            return !found.is_empty();
        }
        let shown = at.display().to_string();
        let rel = shown
            .strip_prefix(root)
            .unwrap_or(&shown)
            .trim_start_matches('/')
            .to_owned();
        let name = at
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if meta.is_file() {
            if airlock_facts::secret_location(&shown).is_some() && selected(&rel, &name) {
                found.push(shown);
                if found.len() >= SEARCH_WALK_FOUND {
                    return true;
                }
            }
        } else if meta.is_dir() {
            let Ok(entries) = std::fs::read_dir(&at) else {
                continue;
            };
            if shallow && at.as_path() != std::path::Path::new(root) {
                continue;
            }
            for entry in entries.flatten() {
                let name = entry.file_name();
                let name = name.to_string_lossy();
                let hidden = name.starts_with('.');
                let skipped = SEARCH_WALK_SKIPPED.contains(&name.as_ref())
                    && entry.file_type().is_ok_and(|t| t.is_dir());
                if !(skipped || hidden && skip_hidden) {
                    stack.push(entry.path());
                }
            }
        }
    }
    true
}

/// `*.{yml,yaml}` as `*.yml` and `*.yaml` (one level of braces, as search globs write them).
fn expand_braces(glob: &str) -> Vec<String> {
    match (glob.find('{'), glob.find('}')) {
        (Some(open), Some(close)) if open < close => {
            let (head, rest) = glob.split_at(open);
            let body = rest.get(1..close - open).unwrap_or_default();
            let tail = rest.get(close - open + 1..).unwrap_or_default();
            body.split(',')
                .map(|alt| format!("{head}{alt}{tail}"))
                .collect()
        }
        _ => vec![glob.to_owned()],
    }
}

/// The destinations of the copies of a secret file's template in `script` (the shell's
/// `template_copy_targets`) where nothing exists yet: no file, no directory, no symbolic link
/// there or on the way to it.
pub(crate) fn new_files(
    workspace: &str,
    home: Option<&str>,
    protected: &[String],
    script: &str,
) -> Vec<String> {
    // Most scripts copy nothing: no second parse for them.
    if !script.contains("cp") {
        return Vec::new();
    }
    let protected: Vec<&str> = protected.iter().map(String::as_str).collect();
    let env = airlock_shell::ShellEnv::new(Some(workspace), home, &protected);
    let ws = workspace.trim_end_matches('/');
    airlock_shell::template_copy_targets(script, &env)
        .into_iter()
        .filter(|t| {
            let Some(rel) = t.strip_prefix(ws).map(|r| r.trim_matches('/')) else {
                return false;
            };
            !rel.is_empty()
                && !through_a_link(ws, rel)
                && std::fs::symlink_metadata(t)
                    .is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
        })
        .collect()
}
