//! Repositories the host's git would find in the workspace, before and after a run.
//!
//! The host's git, run from any folder of the workspace (or told `-C folder`), walks up from
//! there and obeys the first repository it meets: a `.git` (a directory, a `gitdir:` file or a
//! symlink) or, with the default `safe.bareRepository`, a folder that is itself a git directory
//! (a `HEAD` beside `objects` and `refs`, or a `commondir`). Its config (`core.fsmonitor`,
//! `core.hooksPath`, `core.pager`, `core.sshCommand`…) and hooks then run on the host. A
//! command may write anywhere in the workspace, and no kernel layer can deny it a name, so:
//!
//! - [`survey`], before the run, lists every such repository already there; the sandbox
//!   mounts each read-only over itself (so it can be neither changed nor moved aside);
//! - [`sweep`], after the run (every process of the sandbox is gone), walks the workspace again
//!   and neutralises every one that was not there before, or is not the same file: a `.git`
//!   is renamed to `.git.airlock-untrusted` (git looks only for `.git`), and a folder laid out
//!   as a git directory has its `HEAD` renamed, so git no longer reads it as one.
//!
//! Both walks are bounded (entries, depth, time). Nothing is skipped by name (a build folder is
//! as writable as any other); a walk that hits a bound says so, and what it did not see is then
//! treated as planted. Walking costs about a microsecond per entry, with no `stat` except of
//! what is named like a repository.

use std::collections::HashMap;
use std::ffi::{CStr, CString, OsStr};
use std::os::fd::AsFd;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use nix::dir::{Dir, Type};
use nix::fcntl::{AtFlags, OFlag};
use nix::sys::stat::{FileStat, Mode, fstat, fstatat};

/// How far a walk may go before it stops and says so.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bounds {
    /// Directory entries read.
    pub entries: usize,
    /// Folders deep (each level holds a descriptor open).
    pub depth: usize,
    /// Time of one walk.
    pub time: Duration,
}

impl Default for Bounds {
    fn default() -> Self {
        Bounds {
            entries: 1_000_000,
            depth: 200,
            time: Duration::from_secs(2),
        }
    }
}

/// The identity of a file: the same inode, of the same type, and (but for directories, whose
/// change time moves with every ordinary git operation) not changed since.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Ident {
    dev: u64,
    ino: u64,
    kind: u32,
    ctime: Option<(i64, i64)>,
}

impl Ident {
    fn of(st: &FileStat) -> Ident {
        let kind = st.st_mode & libc::S_IFMT;
        Ident {
            dev: st.st_dev,
            ino: st.st_ino,
            kind,
            ctime: (kind != libc::S_IFDIR).then_some((st.st_ctime, st.st_ctime_nsec)),
        }
    }

    fn is_dir(&self) -> bool {
        self.kind == libc::S_IFDIR
    }
}

/// A repository found by a walk: a `.git` (any type), or a folder laid out as a git directory.
#[derive(Debug, Clone)]
pub(crate) struct Found {
    /// Its path relative to the workspace.
    pub rel: PathBuf,
    id: Ident,
}

impl Found {
    /// Whether it is a directory (else a file, a symlink…).
    pub fn is_dir(&self) -> bool {
        self.id.is_dir()
    }

    /// Whether it is a symlink.
    pub fn is_symlink(&self) -> bool {
        self.id.kind == libc::S_IFLNK
    }
}

/// What a walk saw.
#[derive(Debug, Default)]
pub(crate) struct Survey {
    /// The repositories, in the order found.
    pub found: Vec<Found>,
    /// Why the walk stopped early, if it did.
    pub stopped: Option<String>,
}

/// One planted repository and what was done with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Neutralised {
    /// Where it was, absolute.
    pub path: PathBuf,
    /// What it was: `directory`, `file`, `symlink` or `bare`.
    pub what: &'static str,
    /// Where the renamed entry is now (the `.git`, or the layout's `HEAD`), or why it could
    /// not be renamed.
    pub moved_to: Result<PathBuf, String>,
}

/// Lists the repositories in `root` (not looking inside one: each is protected whole).
pub(crate) fn survey(root: &Path, bounds: Bounds) -> Survey {
    let mut walk = Walk::new(bounds, None);
    walk.start(root);
    Survey {
        found: walk.found,
        stopped: walk.stopped,
    }
}

/// After a run: neutralises every repository in `root` that `before` did not list as the same
/// file at the same place (all of them where `before` stopped early and did not reach them).
/// Returns what it neutralised, and why it stopped early if it did.
pub(crate) fn sweep(
    root: &Path,
    before: &Survey,
    bounds: Bounds,
) -> (Vec<Neutralised>, Option<String>) {
    let known = before
        .found
        .iter()
        .map(|f| (f.rel.clone(), f.id))
        .collect::<HashMap<_, _>>();
    let mut walk = Walk::new(
        bounds,
        Some(Sweep {
            known,
            root: root.to_path_buf(),
            done: Vec::new(),
        }),
    );
    walk.start(root);
    let done = walk.sweep.map(|s| s.done).unwrap_or_default();
    (done, walk.stopped)
}

struct Sweep {
    known: HashMap<PathBuf, Ident>,
    root: PathBuf,
    done: Vec<Neutralised>,
}

struct Walk {
    bounds: Bounds,
    started: Instant,
    entries: usize,
    stopped: Option<String>,
    found: Vec<Found>,
    sweep: Option<Sweep>,
}

/// Lower-case ASCII comparison: a case-folding file system reads `.GIT` as `.git`.
fn named(name: &[u8], as_: &str) -> bool {
    name.eq_ignore_ascii_case(as_.as_bytes())
}

impl Walk {
    fn new(bounds: Bounds, sweep: Option<Sweep>) -> Walk {
        Walk {
            bounds,
            started: Instant::now(),
            entries: 0,
            stopped: None,
            found: Vec::new(),
            sweep,
        }
    }

    fn start(&mut self, root: &Path) {
        let flags = OFlag::O_RDONLY | OFlag::O_DIRECTORY | OFlag::O_CLOEXEC;
        match Dir::open(root, flags, Mode::empty()) {
            Ok(dir) => self.visit(dir, PathBuf::new(), 0),
            Err(e) => self.stopped = Some(format!("cannot read the workspace: {e}")),
        }
    }

    /// Reads one folder; true when a bound is hit.
    fn over(&mut self) -> bool {
        if self.stopped.is_some() {
            return true;
        }
        self.entries += 1;
        if self.entries > self.bounds.entries {
            self.stopped = Some(format!("more than {} entries", self.bounds.entries));
        } else if self.entries.is_multiple_of(1024) && self.started.elapsed() > self.bounds.time {
            self.stopped = Some(format!(
                "more than {} ms ({} entries read)",
                self.bounds.time.as_millis(),
                self.entries
            ));
        }
        self.stopped.is_some()
    }

    fn visit(&mut self, mut dir: Dir, rel: PathBuf, depth: usize) {
        let mut subdirs: Vec<CString> = Vec::new();
        let mut dot_gits: Vec<CString> = Vec::new();
        let mut unknown: Vec<CString> = Vec::new();
        let (mut head, mut objects, mut refs, mut commondir) = (None, false, false, false);
        for entry in dir.iter() {
            if self.over() {
                return;
            }
            let Ok(entry) = entry else {
                self.stopped = Some(format!("cannot read `{}`", rel.display()));
                return;
            };
            let name = entry.file_name();
            let bytes = name.to_bytes();
            if bytes == b"." || bytes == b".." {
                continue;
            }
            let kind = entry.file_type();
            if named(bytes, ".git") {
                dot_gits.push(name.to_owned());
                continue;
            }
            if named(bytes, "HEAD") {
                head = Some(name.to_owned());
            } else if named(bytes, "objects") {
                objects = true;
            } else if named(bytes, "refs") {
                refs = true;
            } else if named(bytes, "commondir") {
                commondir = true;
            }
            match kind {
                Some(Type::Directory) => subdirs.push(name.to_owned()),
                // A file system that does not say: asked below, after the listing.
                None => unknown.push(name.to_owned()),
                Some(_) => {}
            }
        }
        for name in unknown {
            if fstatat(dir.as_fd(), name.as_c_str(), AtFlags::AT_SYMLINK_NOFOLLOW)
                .is_ok_and(|st| st.st_mode & libc::S_IFMT == libc::S_IFDIR)
            {
                subdirs.push(name);
            }
        }
        let mut layout_head = None;
        if let Some(head) = head
            && (objects || refs || commondir)
            && let Ok(st) = fstat(dir.as_fd())
        {
            let id = Ident::of(&st);
            let at_root = rel.as_os_str().is_empty();
            match &mut self.sweep {
                None => {
                    self.found.push(Found {
                        rel: rel.clone(),
                        id,
                    });
                    // Protected whole (the workspace's root excepted, which stays writable).
                    if !at_root {
                        return;
                    }
                }
                Some(s) => {
                    if s.known.get(&rel) == Some(&id) {
                        if !at_root {
                            return;
                        }
                    } else {
                        layout_head = Some(head);
                    }
                }
            }
        }
        for name in dot_gits {
            let Ok(st) = fstatat(dir.as_fd(), name.as_c_str(), AtFlags::AT_SYMLINK_NOFOLLOW) else {
                continue;
            };
            let id = Ident::of(&st);
            let path = rel.join(OsStr::from_bytes(name.to_bytes()));
            match &self.sweep {
                None => self.found.push(Found { rel: path, id }),
                Some(s) if s.known.get(&path) == Some(&id) => {}
                Some(_) => {
                    if id.is_dir() {
                        // What it holds (a module's git directory…) is neutralised first.
                        self.descend(&dir, &name, &path, depth);
                    }
                    self.neutralise(&dir, &name, &path, what(&id));
                }
            }
        }
        for name in subdirs {
            if self.stopped.is_some() {
                return;
            }
            let path = rel.join(OsStr::from_bytes(name.to_bytes()));
            self.descend(&dir, &name, &path, depth);
        }
        if let Some(head) = layout_head {
            let path = rel.join(OsStr::from_bytes(head.to_bytes()));
            self.neutralise(&dir, &head, &path, "bare");
        }
    }

    fn descend(&mut self, dir: &Dir, name: &CStr, path: &Path, depth: usize) {
        if depth + 1 > self.bounds.depth {
            self.stopped = Some(format!(
                "`{}` is more than {} folders deep",
                path.display(),
                self.bounds.depth
            ));
            return;
        }
        let flags = OFlag::O_RDONLY | OFlag::O_DIRECTORY | OFlag::O_NOFOLLOW | OFlag::O_CLOEXEC;
        match Dir::openat(dir.as_fd(), name, flags, Mode::empty()) {
            Ok(sub) => self.visit(sub, path.to_path_buf(), depth + 1),
            // Unreadable to us is unreadable to the host's git run by the same user.
            Err(nix::errno::Errno::EACCES) => {}
            // Gone, or swapped for something else, since it was listed.
            Err(nix::errno::Errno::ENOENT | nix::errno::Errno::ENOTDIR) => {}
            Err(nix::errno::Errno::ELOOP) => {}
            Err(e) => self.stopped = Some(format!("cannot open `{}`: {e}", path.display())),
        }
    }

    /// Renames `name` in `dir` to a name git does not look for.
    fn neutralise(&mut self, dir: &Dir, name: &CStr, rel: &Path, what: &'static str) {
        let Some(s) = &mut self.sweep else {
            return;
        };
        let base = name.to_bytes();
        let mut moved_to = Err("no free name".to_owned());
        for n in 0..100u32 {
            let mut new = base.to_vec();
            new.extend_from_slice(b".airlock-untrusted");
            if n > 0 {
                new.extend_from_slice(format!("-{n}").as_bytes());
            }
            let Ok(new) = CString::new(new) else {
                break;
            };
            if fstatat(dir.as_fd(), new.as_c_str(), AtFlags::AT_SYMLINK_NOFOLLOW).is_ok() {
                continue;
            }
            moved_to = nix::fcntl::renameat(dir.as_fd(), name, dir.as_fd(), new.as_c_str())
                .map(|()| {
                    s.root
                        .join(rel.parent().unwrap_or(Path::new("")))
                        .join(OsStr::from_bytes(new.to_bytes()))
                })
                .map_err(|e| e.to_string());
            break;
        }
        let path = if what == "bare" {
            s.root.join(rel.parent().unwrap_or(Path::new("")))
        } else {
            s.root.join(rel)
        };
        s.done.push(Neutralised {
            path,
            what,
            moved_to,
        });
    }
}

fn what(id: &Ident) -> &'static str {
    match id.kind {
        libc::S_IFDIR => "directory",
        libc::S_IFLNK => "symlink",
        libc::S_IFREG => "file",
        _ => "special file",
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a panic in a test is a failed test")]
    use super::*;

    fn layout(dir: &Path) {
        std::fs::create_dir_all(dir.join("objects")).unwrap();
        std::fs::create_dir_all(dir.join("refs")).unwrap();
        std::fs::write(dir.join("HEAD"), "ref: refs/heads/main\n").unwrap();
        std::fs::write(dir.join("config"), "[core]\n\tpager = false\n").unwrap();
    }

    #[test]
    fn finds_every_shape_and_neutralises_only_the_new() {
        let ws = tempfile::tempdir().unwrap();
        let w = ws.path();
        layout(&w.join(".git"));
        std::fs::create_dir_all(w.join("vendor/x/.git")).unwrap();
        layout(&w.join("vendor/x/.git"));
        std::fs::create_dir_all(w.join("sub")).unwrap();
        std::fs::write(w.join("sub/.git"), "gitdir: ../.git/modules/sub\n").unwrap();
        let before = survey(w, Bounds::default());
        assert!(before.stopped.is_none());
        let mut rels: Vec<_> = before.found.iter().map(|f| f.rel.clone()).collect();
        rels.sort();
        assert_eq!(
            rels,
            [".git", "sub/.git", "vendor/x/.git"].map(PathBuf::from)
        );
        // Nothing new: nothing moves.
        let (done, stopped) = sweep(w, &before, Bounds::default());
        assert!(done.is_empty() && stopped.is_none(), "{done:?}");
        // Plant every shape.
        std::fs::create_dir_all(w.join("a/b/.git/hooks")).unwrap();
        layout(&w.join("a/b/.git"));
        std::os::unix::fs::symlink("/elsewhere", w.join("a/.git")).unwrap();
        layout(&w.join("bare.git"));
        layout(&w.join("a/b/.git/modules/m"));
        std::fs::write(w.join("sub/.git"), "gitdir: /elsewhere\n").unwrap();
        let (done, stopped) = sweep(w, &before, Bounds::default());
        assert!(stopped.is_none());
        let mut paths: Vec<_> = done
            .iter()
            .map(|d| (d.path.strip_prefix(w).unwrap().to_path_buf(), d.what))
            .collect();
        paths.sort();
        assert_eq!(
            paths,
            [
                ("a/.git", "symlink"),
                ("a/b/.git", "bare"),
                ("a/b/.git", "directory"),
                ("a/b/.git/modules/m", "bare"),
                ("bare.git", "bare"),
                ("sub/.git", "file"),
            ]
            .map(|(p, w)| (PathBuf::from(p), w))
        );
        assert!(done.iter().all(|d| d.moved_to.is_ok()), "{done:?}");
        assert!(!w.join("a/.git").exists() && w.join("a/.git.airlock-untrusted").is_symlink());
        assert!(
            w.join("a/b/.git.airlock-untrusted/HEAD.airlock-untrusted")
                .is_file()
        );
        assert!(
            w.join("a/b/.git.airlock-untrusted/modules/m/HEAD.airlock-untrusted")
                .is_file()
        );
        assert!(!w.join("bare.git/HEAD").exists());
        assert!(w.join("sub/.git.airlock-untrusted").is_file());
        // The root's and the vendored repository are untouched.
        assert!(w.join(".git/HEAD").is_file() && w.join("vendor/x/.git/HEAD").is_file());
        // A second sweep finds nothing more.
        let (done, _) = sweep(w, &before, Bounds::default());
        assert!(done.is_empty(), "{done:?}");
    }

    #[test]
    fn a_bound_hit_is_said_and_what_it_missed_is_planted() {
        let ws = tempfile::tempdir().unwrap();
        let w = ws.path();
        for i in 0..50 {
            std::fs::create_dir_all(w.join(format!("d{i}"))).unwrap();
        }
        let small = Bounds {
            entries: 10,
            ..Bounds::default()
        };
        let before = survey(w, small);
        assert!(before.stopped.as_deref().unwrap().contains("entries"));
        // A repository the survey could not have seen is planted for the sweep.
        std::fs::create_dir_all(w.join("d49/.git")).unwrap();
        let (done, stopped) = sweep(w, &before, Bounds::default());
        assert!(stopped.is_none());
        assert_eq!(done.len(), 1);
        let deep = Bounds {
            depth: 3,
            ..Bounds::default()
        };
        std::fs::create_dir_all(w.join("a/b/c/d/e")).unwrap();
        let (_, stopped) = sweep(w, &before, deep);
        assert!(stopped.unwrap().contains("folders deep"));
    }
}
