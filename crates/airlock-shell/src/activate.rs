//! The activation script of a Python environment sourced from outside the workspace
//! (`source ../.venv/bin/activate` in a west workspace's top folder, `. ~/.virtualenvs/app/bin/activate`).
//!
//! `virtualenv` and `python -m venv` write `bin/activate`, which only sets the shell's `PATH`,
//! `VIRTUAL_ENV` and prompt, and defines `deactivate`; sourcing it is how a developer starts
//! working on a project whose environment lives beside it. It joins the project's family, as
//! sourcing the same script inside the workspace does. A script in a folder anyone may write
//! (`/tmp`, `/var/tmp`, `/dev/shm`), one with words after it, a path built at run time, a
//! secret location and airlock's own files keep asking.

use crate::knowledge::{inside_workspace, is_protected};
use crate::toolchains::PROJECT_FAMILY;
use crate::{Command, Effect, Level, ShellEnv, Verdict};

/// Folders any user may write into: a script there may be anyone's.
const SHARED_FOLDERS: &[&str] = &["/tmp/", "/var/tmp/", "/dev/shm/"];

/// The verdict of `source|. DIR/bin/activate` outside the workspace, when it is one.
pub(crate) fn venv_activation(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    let [script] = args else {
        return None;
    };
    if !matches!(name, "source" | ".")
        || c.dynamic.iter().any(|d| *d)
        || !script.ends_with("/bin/activate")
        // Where the script really is, resolved from the command's folder (`../../tmp/x`,
        // a `cd /tmp` before it): a path built at run time is no known place.
        || crate::knowledge::absolute_path(script, &c.cwd, env)
            .is_none_or(|at| SHARED_FOLDERS.iter().any(|f| at.starts_with(f)))
        || airlock_facts::secret_location(script).is_some()
        || is_protected(script, &c.cwd, env)
        || inside_workspace(script, &c.cwd, env)
    {
        return None;
    }
    Some(Verdict {
        command: String::new(),
        level: Level::AskOnce,
        effect: Effect::Exec,
        row: format!("knowledge: a Python environment's activation by {name}"),
        reason: format!(
            "runs `{script}`, the activation script of a Python environment, which sets the shell's PATH and prompt; one approval covers `{PROJECT_FAMILY}` for the session"
        ),
        grant: Some(PROJECT_FAMILY.to_owned()),
        outside: false,
    })
}
