//! Facts of the workspace a hook looks up for the call it decides, at the edge (the decision
//! core does no I/O): which paths a recursive `rm` names that the workspace's git repository
//! ignores and tracks nothing under (`Context::git_ignored`). The shell crate says which paths
//! to look up (`removal_targets`); git answers with the repository's own ignore rules
//! (`.gitignore` files, `.git/info/exclude`, the user's excludes file). Every lookup is bounded
//! in time; one that fails, times out or meets a symbolic link answers "not ignored", which
//! leaves the call asked as it was.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long all the lookups of one call may take together.
const BUDGET: Duration = Duration::from_millis(1500);

/// The paths among the literal operands of the recursive removals in `script` that the
/// repository at `workspace` ignores and tracks nothing under.
pub(crate) fn git_ignored(
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
        .filter(|t| ignored_and_untracked(workspace, t, deadline))
        .collect()
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
