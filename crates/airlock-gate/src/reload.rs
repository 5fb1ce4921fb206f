//! Hot reload of the policy file, for a gate that lives long (`airlock mcp`, `airlock serve`).
//!
//! Every call looks at the file with one `stat` (device, inode, size, modification and change
//! times); only when that changed is it read and loaded. Then:
//! - a file that does not load (corrupt, or caught half-written) changes nothing: the last good
//!   rules stay, and the gate says so on stderr and in the audit;
//! - a file that only raises protection (by `airlock_policy::diff`) applies at once;
//! - a file that lowers any protection is held: every call is decided by both the rules in force
//!   and the file's, and the stricter decision wins (so what the file raises applies at once,
//!   and what it lowers keeps the old rules), until a human approves the lowering on a card
//!   ("the policy file lowers protection: …"); a refusal keeps it held until the file changes
//!   again.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use airlock_policy::{Direction, Policy};

/// What identifies one version of the file without reading it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stamp {
    dev: u64,
    ino: u64,
    size: u64,
    mtime_ns: i128,
    ctime_ns: i128,
}

impl Stamp {
    pub(crate) fn of(path: &Path) -> Option<Stamp> {
        use std::os::unix::fs::MetadataExt as _;
        let m = std::fs::metadata(path).ok()?;
        let ns = |s: i64, n: i64| i128::from(s) * 1_000_000_000 + i128::from(n);
        Some(Stamp {
            dev: m.dev(),
            ino: m.ino(),
            size: m.size(),
            mtime_ns: ns(m.mtime(), m.mtime_nsec()),
            ctime_ns: ns(m.ctime(), m.ctime_nsec()),
        })
    }
}

/// The rules a gate decides by: those in force, and a newer file's that lower protection
/// while a human has not approved them.
#[derive(Debug, Clone)]
pub(crate) struct Rules {
    pub(crate) active: Arc<Policy>,
    pub(crate) held: Option<Held>,
}

/// A policy file that lowers protection, held until a human approves it.
#[derive(Debug, Clone)]
pub(crate) struct Held {
    pub(crate) policy: Arc<Policy>,
    /// `what: old → new` for each protection it lowers.
    pub(crate) lowers: Vec<String>,
    /// The same for what it raises.
    pub(crate) raises: Vec<String>,
    /// The file's version.
    pub(crate) stamp: Stamp,
    /// Whether a human has been (or is being) asked about it.
    pub(crate) asked: bool,
}

/// The watched file and the last version looked at.
#[derive(Debug)]
pub(crate) struct Watch {
    pub(crate) path: PathBuf,
    pub(crate) seen: Option<Stamp>,
}

/// What a look at the file found.
#[derive(Debug)]
pub(crate) enum Found {
    /// The file does not load: the last good rules stay.
    Bad(String),
    /// The file raises protection (or changes nothing that matters): applied.
    Applied(Arc<Policy>, Vec<String>),
    /// The file lowers protection: held for a human.
    Lowers(Held),
}

/// Reads and judges the file at `path` (version `stamp`) against the rules in force.
pub(crate) fn judge(path: &Path, stamp: Stamp, active: &Policy) -> Found {
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return Found::Bad(format!("cannot read `{name}`: {e}")),
    };
    let new = match Policy::load(&name, &text) {
        Ok(p) => p,
        Err(e) => return Found::Bad(e.to_string()),
    };
    let changes = airlock_policy::diff(active.doc(), new.doc());
    let shown = |d: Direction| -> Vec<String> {
        changes
            .iter()
            .filter(|c| c.direction == d)
            .map(|c| format!("{}: {} → {}", c.what, c.old, c.new))
            .collect()
    };
    let (lowers, raises) = (shown(Direction::Lowers), shown(Direction::Raises));
    if lowers.is_empty() {
        return Found::Applied(Arc::new(new), raises);
    }
    Found::Lowers(Held {
        policy: Arc::new(new),
        lowers,
        raises,
        stamp,
        asked: false,
    })
}
