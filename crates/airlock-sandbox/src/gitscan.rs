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
//! treated as planted. The survey reads every folder with `getdents64` (the entries' types,
//! no `stat` but of what is named like a repository); the sweep reads again only the folders
//! whose change time moved (see [`DirRec`]), and `stat`s the others.

use std::collections::HashMap;
use std::ffi::OsStr;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use nix::errno::Errno;
use nix::fcntl::{AtFlags, OFlag, openat};
use nix::sys::stat::{FileStat, Mode, fstat, fstatat};

use crate::sys;

/// How far a walk may go before it stops and says so.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bounds {
    /// Directory entries read (a folder the sweep need not read counts one).
    pub entries: usize,
    /// Folders deep.
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

/// How many folders down the survey looks for environment files.
pub(crate) const ENV_DEPTH: usize = 3;

/// A folder whose change time is this close to the survey's start may have changed again
/// within the same tick of the kernel's coarse clock without its change time moving: the
/// sweep reads it again whatever its change time says.
const SETTLE: Duration = Duration::from_secs(1);

/// The identity of a file: the same inode, of the same type, and (but for directories, whose
/// change time moves with every ordinary git operation) not changed since.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

    /// Whether it is a regular file.
    pub fn is_file(&self) -> bool {
        self.id.kind == libc::S_IFREG
    }

    /// Whether it is a symlink.
    pub fn is_symlink(&self) -> bool {
        self.id.kind == libc::S_IFLNK
    }
}

/// A folder as the survey saw it. Creating, removing or renaming an entry moves a folder's
/// change time, which no process can set back (and the sandbox lets none set the clock): a
/// folder with the same inode and change time holds the same names, and the sweep only looks
/// again at its `.git` entries (a `gitdir:` file may be rewritten in place) and its folders.
#[derive(Debug)]
struct DirRec {
    dev: u64,
    ino: u64,
    ctime: (i64, i64),
    subdirs: Vec<Box<[u8]>>,
    dot_gits: Vec<Box<[u8]>>,
}

/// What a walk saw.
#[derive(Debug, Default)]
pub(crate) struct Survey {
    /// The repositories, in the order found.
    pub found: Vec<Found>,
    /// Why the walk stopped early, if it did.
    pub stopped: Option<String>,
    /// The environment files (`.env`…) up to [`ENV_DEPTH`] folders down, not in
    /// `node_modules` or `target`, relative to the workspace: the sandbox hides them.
    pub env_files: Vec<PathBuf>,
    dirs: HashMap<PathBuf, DirRec>,
    /// Folders this user may not read, as they were (inode and change time).
    unreadable: HashMap<PathBuf, Ident>,
    /// The change times older than this (seconds, nanoseconds) prove a folder unchanged.
    settled: (i64, i64),
}

/// One planted repository and what was done with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Neutralised {
    /// Where it was, absolute.
    pub path: PathBuf,
    /// What it was: `directory`, `file`, `symlink` or `special file` (a `.git`), or `bare`.
    pub what: &'static str,
    /// Where the renamed entry is now (the `.git`, or the layout's `HEAD`), or why it could
    /// not be renamed.
    pub moved_to: Result<PathBuf, String>,
}

/// Lists the repositories in `root` (not looking inside one: each is protected whole).
pub(crate) fn survey(root: &Path, bounds: Bounds) -> Survey {
    let settled = SystemTime::now()
        .checked_sub(SETTLE)
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or((0, 0), |d| {
            (
                i64::try_from(d.as_secs()).unwrap_or(i64::MAX),
                i64::from(d.subsec_nanos()),
            )
        });
    let mut walk = Walk::new(root, bounds, None);
    if let Some(fd) = walk.open(Path::new("")) {
        walk.survey_dir(fd, PathBuf::new(), 0, true);
    }
    Survey {
        found: walk.found,
        stopped: walk.stopped,
        env_files: walk.env_files,
        dirs: walk.dirs,
        unreadable: walk.unreadable,
        settled,
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
    let known = Known {
        paths: before.found.iter().map(|f| (f.rel.clone(), f.id)).collect(),
        ids: before.found.iter().map(|f| f.id).collect(),
    };
    let mut walk = Walk::new(root, bounds, Some((known, before)));
    walk.sweep_dir(PathBuf::new(), 0);
    let unread = walk
        .unreadable
        .keys()
        .map(|rel| format!("`{}`", root.join(rel).display()))
        .collect::<Vec<_>>();
    let stopped = match (walk.stopped, unread.is_empty()) {
        (stopped, true) => stopped,
        (None, false) => Some(format!("cannot read {}", unread.join(", "))),
        (Some(why), false) => Some(format!("{why}; cannot read {}", unread.join(", "))),
    };
    (walk.done, stopped)
}

/// The repositories the survey found, by place and by identity.
struct Known {
    paths: HashMap<PathBuf, Ident>,
    ids: std::collections::HashSet<Ident>,
}

struct Walk<'a> {
    root: PathBuf,
    root_fd: Option<OwnedFd>,
    bounds: Bounds,
    started: Instant,
    entries: usize,
    stopped: Option<String>,
    buf: Vec<u8>,
    found: Vec<Found>,
    env_files: Vec<PathBuf>,
    dirs: HashMap<PathBuf, DirRec>,
    unreadable: HashMap<PathBuf, Ident>,
    before: Option<(Known, &'a Survey)>,
    done: Vec<Neutralised>,
}

/// One folder's names that matter.
#[derive(Default)]
struct Listing {
    subdirs: Vec<Box<[u8]>>,
    dot_gits: Vec<Box<[u8]>>,
    head: Option<Box<[u8]>>,
    objects: bool,
    refs: bool,
    commondir: bool,
}

impl Listing {
    /// Whether git would take the folder for a git directory: a `HEAD`, and `objects` and
    /// `refs` (or a `commondir` naming where they are). Git also checks what `HEAD` holds;
    /// any `HEAD` counts here.
    fn layout(&self) -> bool {
        self.head.is_some() && (self.commondir || (self.objects && self.refs))
    }
}

/// ASCII comparison in any letter case: a case-folding file system reads `.GIT` as `.git`.
fn named(name: &[u8], as_: &str) -> bool {
    name.eq_ignore_ascii_case(as_.as_bytes())
}

/// `rel` for the `*at` calls: the root itself is `.`.
fn at(rel: &Path) -> &Path {
    if rel.as_os_str().is_empty() {
        Path::new(".")
    } else {
        rel
    }
}

impl<'a> Walk<'a> {
    fn new(root: &Path, bounds: Bounds, before: Option<(Known, &'a Survey)>) -> Walk<'a> {
        let flags = OFlag::O_RDONLY | OFlag::O_DIRECTORY | OFlag::O_CLOEXEC;
        let (root_fd, stopped) = match nix::fcntl::open(root, flags, Mode::empty()) {
            Ok(fd) => (Some(fd), None),
            Err(e) => (None, Some(format!("cannot read the workspace: {e}"))),
        };
        Walk {
            root: root.to_path_buf(),
            root_fd,
            bounds,
            started: Instant::now(),
            entries: 0,
            stopped,
            buf: vec![0; 32 * 1024],
            found: Vec::new(),
            env_files: Vec::new(),
            dirs: HashMap::new(),
            unreadable: HashMap::new(),
            before,
            done: Vec::new(),
        }
    }

    /// Counts one entry; true when a bound is hit.
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

    /// Opens the folder `rel` (not following a symlink in its last step); None where it is
    /// gone, not a folder or unreadable to this user (then unreadable to the host's git run
    /// by the same user too), or the walk stopped.
    fn open(&mut self, rel: &Path) -> Option<OwnedFd> {
        let root = self.root_fd.as_ref()?;
        let flags = OFlag::O_RDONLY | OFlag::O_DIRECTORY | OFlag::O_NOFOLLOW | OFlag::O_CLOEXEC;
        match openat(root, at(rel), flags, Mode::empty()) {
            Ok(fd) => Some(fd),
            Err(Errno::EACCES) => {
                // A folder of this user's that the run changed is opened to it again: a
                // command may `chmod` its own folder shut around a repository it planted.
                if self.before.is_some()
                    && self.unreadable_changed(rel)
                    && self.open_up(rel)
                    && let Ok(fd) = openat(root, at(rel), flags, Mode::empty())
                {
                    return Some(fd);
                }
                self.unreadable(rel);
                None
            }
            Err(Errno::ENOENT | Errno::ENOTDIR | Errno::ELOOP) => None,
            Err(e) => {
                self.stopped = Some(format!("cannot open `{}`: {e}", rel.display()));
                None
            }
        }
    }

    /// A folder this user may not read (a command may `chmod` its own folder so, with a
    /// repository inside that the host's git still reaches through it). The survey notes it;
    /// the sweep passes over it only if it is the same folder, unchanged (not even its mode),
    /// and else says the workspace could not be checked.
    fn unreadable(&mut self, rel: &Path) {
        let Some(now) = self.stat(rel).map(|st| Ident {
            ctime: Some((st.st_ctime, st.st_ctime_nsec)),
            ..Ident::of(&st)
        }) else {
            return;
        };
        match &self.before {
            None => {
                self.unreadable.insert(rel.to_path_buf(), now);
            }
            Some((_, survey)) => {
                if survey.unreadable.get(rel) != Some(&now) {
                    self.unreadable.insert(rel.to_path_buf(), now);
                }
            }
        }
    }

    /// Whether the unreadable folder `rel` is not the one the survey found unreadable.
    fn unreadable_changed(&self, rel: &Path) -> bool {
        let now = self.stat(rel).map(|st| Ident {
            ctime: Some((st.st_ctime, st.st_ctime_nsec)),
            ..Ident::of(&st)
        });
        self.before
            .as_ref()
            .is_none_or(|(_, survey)| survey.unreadable.get(rel).copied() != now)
    }

    /// Gives this user read, write and search rights on its own folder `rel`; whether it did.
    fn open_up(&self, rel: &Path) -> bool {
        let Some(root) = self.root_fd.as_ref() else {
            return false;
        };
        let Some(st) = self.stat(rel) else {
            return false;
        };
        st.st_uid == nix::unistd::geteuid().as_raw()
            && nix::sys::stat::fchmodat(
                root,
                at(rel),
                Mode::from_bits_truncate(st.st_mode | 0o700),
                nix::sys::stat::FchmodatFlags::NoFollowSymlink,
            )
            .is_ok()
    }

    fn stat(&self, rel: &Path) -> Option<FileStat> {
        fstatat(
            self.root_fd.as_ref()?,
            at(rel),
            AtFlags::AT_SYMLINK_NOFOLLOW,
        )
        .ok()
    }

    /// Reads the names of the folder open at `fd` (and, with `env`, notes its environment
    /// files).
    fn list(&mut self, fd: &OwnedFd, rel: &Path, env: bool) -> Option<Listing> {
        let mut listing = Listing::default();
        let mut unknown: Vec<Box<[u8]>> = Vec::new();
        let mut buf = std::mem::take(&mut self.buf);
        let result = loop {
            let n = match sys::getdents(fd.as_fd(), &mut buf) {
                Ok(0) => break Some(()),
                Ok(n) => n,
                Err(e) => {
                    self.stopped = Some(format!("cannot read `{}`: {e}", rel.display()));
                    break None;
                }
            };
            let mut over = false;
            for (name, kind) in sys::dirents(buf.get(..n).unwrap_or_default()) {
                if name == b"." || name == b".." {
                    continue;
                }
                if self.over() {
                    over = true;
                    break;
                }
                if named(name, ".git") {
                    listing.dot_gits.push(name.into());
                    continue;
                }
                if env
                    && name.windows(3).any(|w| w.eq_ignore_ascii_case(b"env"))
                    && std::str::from_utf8(name).is_ok_and(crate::is_env_file)
                {
                    self.env_files.push(rel.join(OsStr::from_bytes(name)));
                }
                if named(name, "HEAD") {
                    listing.head = Some(name.into());
                } else if named(name, "objects") {
                    listing.objects = true;
                } else if named(name, "refs") {
                    listing.refs = true;
                } else if named(name, "commondir") {
                    listing.commondir = true;
                }
                match kind {
                    libc::DT_DIR => listing.subdirs.push(name.into()),
                    libc::DT_UNKNOWN => unknown.push(name.into()),
                    _ => {}
                }
            }
            if over {
                break None;
            }
        };
        self.buf = buf;
        result?;
        // A file system that does not give the entries' types: asked one by one.
        for name in unknown {
            if fstatat(fd, OsStr::from_bytes(&name), AtFlags::AT_SYMLINK_NOFOLLOW)
                .is_ok_and(|st| st.st_mode & libc::S_IFMT == libc::S_IFDIR)
            {
                listing.subdirs.push(name);
            }
        }
        Some(listing)
    }

    fn too_deep(&mut self, rel: &Path, depth: usize) -> bool {
        if depth > self.bounds.depth {
            self.stopped = Some(format!(
                "`{}` is more than {} folders deep",
                rel.display(),
                self.bounds.depth
            ));
        }
        self.stopped.is_some()
    }

    fn survey_dir(&mut self, fd: OwnedFd, rel: PathBuf, depth: usize, env: bool) {
        let Ok(st) = fstat(&fd) else {
            return;
        };
        let Some(listing) = self.list(&fd, &rel, env) else {
            return;
        };
        let at_root = rel.as_os_str().is_empty();
        if listing.layout() {
            self.found.push(Found {
                rel: rel.clone(),
                id: Ident::of(&st),
            });
            // Protected whole (the workspace's root excepted, which stays writable).
            if !at_root {
                return;
            }
        }
        for name in &listing.dot_gits {
            let path = rel.join(OsStr::from_bytes(name));
            if let Ok(st) = fstatat(&fd, OsStr::from_bytes(name), AtFlags::AT_SYMLINK_NOFOLLOW) {
                self.found.push(Found {
                    rel: path,
                    id: Ident::of(&st),
                });
            }
        }
        let flags = OFlag::O_RDONLY | OFlag::O_DIRECTORY | OFlag::O_NOFOLLOW | OFlag::O_CLOEXEC;
        for name in &listing.subdirs {
            let path = rel.join(OsStr::from_bytes(name));
            if self.too_deep(&path, depth + 1) {
                return;
            }
            // Build output and installed packages hold their own `.env` files, which are
            // not the project's secrets.
            let env = env
                && depth < ENV_DEPTH
                && name.as_ref() != b"node_modules"
                && name.as_ref() != b"target";
            match openat(&fd, OsStr::from_bytes(name), flags, Mode::empty()) {
                Ok(sub) => self.survey_dir(sub, path, depth + 1, env),
                Err(Errno::EACCES) => self.unreadable(&path),
                Err(_) => {}
            }
        }
        self.dirs.insert(
            rel,
            DirRec {
                dev: st.st_dev,
                ino: st.st_ino,
                ctime: (st.st_ctime, st.st_ctime_nsec),
                subdirs: listing.subdirs,
                dot_gits: listing.dot_gits,
            },
        );
    }

    fn known(&self, rel: &Path) -> Option<Ident> {
        self.before
            .as_ref()
            .and_then(|(k, _)| k.paths.get(rel).copied())
    }

    /// Whether `now`, found at `rel`, is a repository that was there before the run: at the
    /// same place, or moved with a folder above it (a repository is mounted read-only over
    /// itself, which cannot be renamed, but a folder holding it can): then it is the same
    /// repository, unchanged within, with the same work tree around it.
    fn was_there(&self, rel: &Path, now: Ident) -> bool {
        self.known(rel) == Some(now)
            || self
                .before
                .as_ref()
                .is_some_and(|(k, _)| k.ids.contains(&now))
    }

    fn sweep_dir(&mut self, rel: PathBuf, depth: usize) {
        if self.too_deep(&rel, depth) || self.over() {
            return;
        }
        let Some(st) = self.stat(&rel) else {
            return;
        };
        let id = Ident::of(&st);
        if !id.is_dir() {
            return;
        }
        let at_root = rel.as_os_str().is_empty();
        if !at_root && self.was_there(&rel, id) {
            // A bare layout that was there (here, or moved with a folder above it): mounted
            // read-only, so unchanged within.
            return;
        }
        let unchanged = self.before.as_ref().and_then(|(_, survey)| {
            let rec = survey.dirs.get(&rel)?;
            let ctime = (st.st_ctime, st.st_ctime_nsec);
            (rec.dev == st.st_dev
                && rec.ino == st.st_ino
                && rec.ctime == ctime
                && rec.ctime < survey.settled)
                .then(|| (rec.subdirs.clone(), rec.dot_gits.clone()))
        });
        if let Some((subdirs, dot_gits)) = unchanged {
            // The same names as before: only its `.git` entries may have changed in place.
            for name in dot_gits {
                let path = rel.join(OsStr::from_bytes(&name));
                let now = self.stat(&path).map(|st| Ident::of(&st));
                if let Some(now) = now
                    && !self.was_there(&path, now)
                    && let Some(fd) = self.open(&rel)
                {
                    self.planted(&fd, &rel, &name, depth);
                }
            }
            for name in subdirs {
                self.sweep_dir(rel.join(OsStr::from_bytes(&name)), depth + 1);
            }
            return;
        }
        let Some(fd) = self.open(&rel) else {
            return;
        };
        let Some(listing) = self.list(&fd, &rel, false) else {
            return;
        };
        for name in &listing.dot_gits {
            let path = rel.join(OsStr::from_bytes(name));
            let now = self.stat(&path).map(|st| Ident::of(&st));
            if now.is_some_and(|now| !self.was_there(&path, now)) {
                self.planted(&fd, &rel, name, depth);
            }
        }
        let layout = listing.layout();
        for name in listing.subdirs {
            self.sweep_dir(rel.join(OsStr::from_bytes(&name)), depth + 1);
        }
        if layout
            && let Some(head) = listing.head
            && !self.was_there(&rel, id)
        {
            self.neutralise(&fd, &rel, &head, "bare");
        }
    }

    /// A `.git` named `name` in the folder `rel` (open at `fd`) that was not there: what it
    /// holds is neutralised first (a module's git directory…), then it is renamed.
    fn planted(&mut self, fd: &OwnedFd, rel: &Path, name: &[u8], depth: usize) {
        let path = rel.join(OsStr::from_bytes(name));
        let Some(st) = self.stat(&path) else {
            return;
        };
        let id = Ident::of(&st);
        if id.is_dir() {
            self.sweep_dir(path, depth + 1);
        }
        let what = match id.kind {
            libc::S_IFDIR => "directory",
            libc::S_IFLNK => "symlink",
            libc::S_IFREG => "file",
            _ => "special file",
        };
        self.neutralise(fd, rel, name, what);
    }

    /// Renames `name` in the folder `rel` (open at `fd`) to a name git does not look for.
    fn neutralise(&mut self, fd: &OwnedFd, rel: &Path, name: &[u8], what: &'static str) {
        let mut moved_to = Err("no free name".to_owned());
        for n in 0..100u32 {
            let mut new = name.to_vec();
            new.extend_from_slice(b".airlock-untrusted");
            if n > 0 {
                new.extend_from_slice(format!("-{n}").as_bytes());
            }
            let new = OsStr::from_bytes(&new);
            if fstatat(fd, new, AtFlags::AT_SYMLINK_NOFOLLOW).is_ok() {
                continue;
            }
            let mut renamed = nix::fcntl::renameat(fd, OsStr::from_bytes(name), fd, new);
            if renamed == Err(Errno::EACCES) && self.open_up(rel) {
                renamed = nix::fcntl::renameat(fd, OsStr::from_bytes(name), fd, new);
            }
            moved_to = renamed
                .map(|()| self.root.join(rel).join(new))
                .map_err(|e| e.to_string());
            break;
        }
        let path = if what == "bare" {
            self.root.join(rel)
        } else {
            self.root.join(rel).join(OsStr::from_bytes(name))
        };
        self.done.push(Neutralised {
            path,
            what,
            moved_to,
        });
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

    /// Waits until the kernel's clock stamps a change later than every folder the survey
    /// recorded, then lets the sweep trust their change times (as it does for folders older
    /// than `SETTLE`): a plant from then on moves the change time of its folder.
    fn settle(survey: &mut Survey) {
        let newest = survey.dirs.values().map(|d| d.ctime).max().unwrap();
        let probe = tempfile::tempdir().unwrap();
        let file = probe.path().join("p");
        let stamp = loop {
            std::fs::write(&file, "p").unwrap();
            let st = nix::sys::stat::stat(&file).unwrap();
            if (st.st_ctime, st.st_ctime_nsec) > newest {
                break (st.st_ctime, st.st_ctime_nsec);
            }
            std::thread::yield_now();
        };
        survey.settled = stamp;
    }

    #[test]
    fn folders_unchanged_since_the_survey_are_not_read_again_but_still_swept() {
        let ws = tempfile::tempdir().unwrap();
        let w = ws.path();
        for d in ["a/b/c", "a/d", "e", "f/g"] {
            std::fs::create_dir_all(w.join(d)).unwrap();
        }
        std::fs::write(w.join("e/.git"), "gitdir: ../x\n").unwrap();
        let mut before = survey(w, Bounds::default());
        settle(&mut before);
        let (done, _) = sweep(w, &before, Bounds::default());
        assert!(done.is_empty(), "{done:?}");
        // Deep in an otherwise unchanged tree; and a `.git` file rewritten in place.
        layout(&w.join("a/b/c/.git"));
        std::fs::write(w.join("e/.git"), "gitdir: /elsewhere\n").unwrap();
        layout(&w.join("f/g"));
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
                ("a/b/c/.git", "bare"),
                ("a/b/c/.git", "directory"),
                ("e/.git", "file"),
                ("f/g", "bare"),
            ]
            .map(|(p, w)| (PathBuf::from(p), w))
        );
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
        // A `HEAD` beside `refs` but no `objects` (a copy of `.git/logs`): no git directory.
        std::fs::create_dir_all(w.join("logs/refs")).unwrap();
        std::fs::write(w.join("logs/HEAD"), "x\n").unwrap();
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
        assert!(w.join("logs/HEAD").is_file());
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
