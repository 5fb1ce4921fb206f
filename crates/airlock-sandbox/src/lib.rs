//! The Linux sandbox runner: namespaces, Landlock, seccomp. The only crate with unsafe code.
//!
//! [`probe`] reports which confinement layers this machine offers ([`Capabilities`]), and
//! [`Capabilities::strongest`] picks the [`Layers`] that [`run`] applies. [`run`] takes a [`Spec`]
//! (workspace, network mode, secret paths, incoming environment) and an argv, forks a child that
//! confines itself (namespaces and mounts, then Landlock, `no_new_privs` and seccomp) and execs
//! the command, and returns an [`Outcome`]: the exit, the layers applied and the secret values
//! dropped from the environment (for the masker). With no filesystem confinement at all, [`run`]
//! fails with [`SandboxError::Unconfined`] and runs nothing.

#![deny(missing_docs)]

mod confine;
mod env;
mod gitscan;
mod limits;
mod sys;

use std::fmt;
use std::path::{Path, PathBuf};

pub use env::{Scrubbed, is_secret_name, scrub_env};
pub use limits::CgroupSupport;

/// Resource limits of a run; `None` leaves one unlimited. [`Limits::default`] is the
/// default of `airlock run`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Processes (and threads) at once: a cgroup's `pids.max`, else `RLIMIT_NPROC` counted in
    /// the run's own user namespace.
    pub processes: Option<u64>,
    /// Bytes of memory: a cgroup's memory limit, else `RLIMIT_AS` (address space).
    pub memory: Option<u64>,
    /// Bytes of any one file written (`RLIMIT_FSIZE`).
    pub file_size: Option<u64>,
    /// Seconds of CPU time of the whole run (a cgroup's usage, watched), else of each process
    /// (`RLIMIT_CPU`).
    pub cpu_seconds: Option<u64>,
}

impl Default for Limits {
    fn default() -> Self {
        const GIB: u64 = 1 << 30;
        Limits {
            processes: Some(512),
            memory: Some(4 * GIB),
            file_size: Some(GIB),
            cpu_seconds: Some(3600),
        }
    }
}

impl Limits {
    /// No limit at all.
    pub fn none() -> Self {
        Limits {
            processes: None,
            memory: None,
            file_size: None,
            cpu_seconds: None,
        }
    }
}

/// Network access inside the sandbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Network {
    /// No network at all (an empty network namespace, or every TCP connect denied).
    None,
    /// Only the loopback interface of a private network namespace, brought up.
    Loopback,
}

/// What a command may see and touch.
#[derive(Debug, Clone)]
pub struct Spec {
    /// The only directory tree the command may write to (besides a private tmp).
    pub workspace: PathBuf,
    /// Network mode.
    pub network: Network,
    /// Extra paths the command may read (Landlock read rules).
    pub allow_read: Vec<PathBuf>,
    /// Extra secret paths to hide, besides the built-in list.
    pub hide: Vec<PathBuf>,
    /// The user's home directory (its secret subdirectories are hidden).
    pub home: PathBuf,
    /// The incoming environment, scrubbed before the command sees it.
    pub env: Vec<(String, String)>,
    /// Restrict the layers below what the machine offers (tests force namespaces off).
    pub force_layers: Option<Layers>,
    /// Resource limits.
    pub limits: Limits,
}

/// Which of the command's output streams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    /// Standard output.
    Stdout,
    /// Standard error.
    Stderr,
}

/// Where a piped command's output goes: one writer per stream. The sandbox calls `flush` when
/// the command has been quiet for a moment, so a filtering writer can emit what it holds back.
pub trait OutputSink: Sync {
    /// The writer for `stream`.
    fn writer(&self, stream: Stream) -> Box<dyn std::io::Write + Send + '_>;
}

/// A set of confinement layers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Layers {
    /// Mount, pid, ipc and network namespaces (with a read-only root and hidden secrets).
    pub namespaces: bool,
    /// A user namespace as well (needed when not running as root).
    pub user_namespace: bool,
    /// Landlock filesystem (and, without a network namespace, TCP) rules.
    pub landlock: bool,
    /// The seccomp syscall filter.
    pub seccomp: bool,
    /// `PR_SET_NO_NEW_PRIVS`.
    pub no_new_privs: bool,
}

impl Layers {
    /// The layers present in both `self` and `other`.
    pub fn intersect(self, other: Layers) -> Layers {
        Layers {
            namespaces: self.namespaces && other.namespaces,
            user_namespace: self.user_namespace
                && other.user_namespace
                && self.namespaces
                && other.namespaces,
            landlock: self.landlock && other.landlock,
            seccomp: self.seccomp && other.seccomp,
            no_new_privs: self.no_new_privs && other.no_new_privs,
        }
    }

    /// Whether some layer confines the filesystem.
    pub fn confines_filesystem(&self) -> bool {
        self.namespaces || self.landlock
    }
}

impl fmt::Display for Layers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if self.namespaces {
            parts.push(if self.user_namespace {
                "namespaces (user, mount, pid, ipc, net)"
            } else {
                "namespaces (mount, pid, ipc, net)"
            });
        }
        if self.landlock {
            parts.push("landlock");
        }
        if self.seccomp {
            parts.push("seccomp");
        }
        if self.no_new_privs {
            parts.push("no_new_privs");
        }
        if parts.is_empty() {
            return f.write_str("none");
        }
        f.write_str(&parts.join(" + "))
    }
}

/// What this machine supports, as found by [`probe`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Capabilities {
    /// Running as uid 0.
    pub root: bool,
    /// `unshare(CLONE_NEWUSER)` works.
    pub user_namespace: bool,
    /// `unshare(CLONE_NEWNS)` works (inside a user namespace when not root).
    pub mount_namespace: bool,
    /// `unshare(CLONE_NEWPID)` works.
    pub pid_namespace: bool,
    /// `unshare(CLONE_NEWIPC)` works.
    pub ipc_namespace: bool,
    /// `unshare(CLONE_NEWNET)` works.
    pub net_namespace: bool,
    /// The Landlock ABI version, if Landlock is enabled.
    pub landlock_abi: Option<i32>,
    /// seccomp filters are available.
    pub seccomp: bool,
    /// `PR_SET_NO_NEW_PRIVS` is available.
    pub no_new_privs: bool,
    /// Which cgroups a run can make for its limits.
    pub cgroups: CgroupSupport,
}

impl Capabilities {
    /// The strongest layering this machine allows.
    pub fn strongest(&self) -> Layers {
        let namespaces = self.mount_namespace
            && self.pid_namespace
            && self.ipc_namespace
            && self.net_namespace
            && (self.root || self.user_namespace);
        Layers {
            namespaces,
            // Root too: without its own user namespace, uid 0 keeps every capability over
            // the host's namespaces (file handles, fanotify, mount attributes, the kernel log).
            user_namespace: namespaces && self.user_namespace,
            landlock: self.landlock_abi.is_some(),
            seccomp: self.seccomp && self.no_new_privs,
            no_new_privs: self.no_new_privs,
        }
    }
}

impl fmt::Display for Capabilities {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let yes = |b: bool| if b { "yes" } else { "no" };
        writeln!(f, "running as root:   {}", yes(self.root))?;
        writeln!(f, "user namespace:    {}", yes(self.user_namespace))?;
        writeln!(f, "mount namespace:   {}", yes(self.mount_namespace))?;
        writeln!(f, "pid namespace:     {}", yes(self.pid_namespace))?;
        writeln!(f, "ipc namespace:     {}", yes(self.ipc_namespace))?;
        writeln!(f, "network namespace: {}", yes(self.net_namespace))?;
        match self.landlock_abi {
            Some(abi) => writeln!(f, "landlock:          ABI {abi}")?,
            None => writeln!(f, "landlock:          no")?,
        }
        writeln!(f, "seccomp:           {}", yes(self.seccomp))?;
        writeln!(f, "no_new_privs:      {}", yes(self.no_new_privs))?;
        let layers = self.strongest();
        let processes = if self.root {
            "NO process limit (uid 0 ignores RLIMIT_NPROC)"
        } else if layers.user_namespace {
            "processes by RLIMIT_NPROC in the run's user namespace"
        } else {
            "NO process limit (without a user namespace RLIMIT_NPROC would count the user's other processes)"
        };
        match self.cgroups {
            CgroupSupport::V2 => writeln!(
                f,
                "limits:            a cgroup v2 per run (processes, memory, CPU time of the whole run), file size by rlimit"
            )?,
            CgroupSupport::V1 => writeln!(
                f,
                "limits:            cgroup v1 per run (processes; memory and CPU time of the whole run where mounted), file size by rlimit"
            )?,
            CgroupSupport::None => writeln!(
                f,
                "limits:            rlimits only: {processes}, address space, file size, CPU time per process"
            )?,
        }
        if layers.namespaces {
            writeln!(
                f,
                "host sockets:      hidden (/run, /var/run, XDG_RUNTIME_DIR, SSH_AUTH_SOCK), abstract ones in another network namespace"
            )?;
        } else {
            writeln!(
                f,
                "host sockets:      REACHABLE by path without a mount namespace (Landlock scopes only abstract sockets and signals{})",
                if self.landlock_abi.unwrap_or(0) >= 6 {
                    ""
                } else {
                    ", and not on this kernel"
                }
            )?;
        }
        if layers.namespaces {
            writeln!(f, "secrets:           hidden under empty mounts")?;
            writeln!(
                f,
                "git:               the workspace's repositories (nested ones too) are read-only and cannot be moved or replaced; any repository planted in the workspace is moved aside after the run"
            )?;
        } else if layers.landlock {
            writeln!(
                f,
                "secrets:           unreadable by Landlock outside the workspace; the workspace's .env files stay readable"
            )?;
            writeln!(
                f,
                "git:               the workspace's repositories stay WRITABLE (Landlock cannot carve them out of the workspace); any repository planted in the workspace is moved aside after the run"
            )?;
        }
        if layers.user_namespace {
            writeln!(
                f,
                "capabilities:      none over the host (a user namespace of its own), and every one dropped before exec"
            )?;
        } else {
            writeln!(
                f,
                "capabilities:      every one dropped before exec (no user namespace here, so the command keeps the host's uid)"
            )?;
        }
        write!(f, "layering:          {layers}")?;
        if !layers.confines_filesystem() {
            write!(
                f,
                " (no filesystem confinement: commands need a human's approval to run unconfined)"
            )?;
        }
        Ok(())
    }
}

/// Probes the running kernel for each confinement layer.
///
/// Each namespace is tried by unsharing it in a forked child. One child first tries them all
/// at once, which is how the sandbox uses them; only where that fails is each tried alone, to
/// tell which are missing. (A fork of this process costs about a millisecond.)
pub fn probe() -> Capabilities {
    let root = sys::euid() == 0;
    let user = if root { 0 } else { libc::CLONE_NEWUSER };
    let namespaces =
        libc::CLONE_NEWNS | libc::CLONE_NEWPID | libc::CLONE_NEWIPC | libc::CLONE_NEWNET;
    let all = sys::can_unshare(libc::CLONE_NEWUSER | namespaces);
    let alone = |flags| all || sys::can_unshare(flags);
    Capabilities {
        root,
        user_namespace: alone(libc::CLONE_NEWUSER),
        mount_namespace: alone(user | libc::CLONE_NEWNS),
        pid_namespace: alone(user | libc::CLONE_NEWPID),
        ipc_namespace: alone(user | libc::CLONE_NEWIPC),
        net_namespace: alone(user | libc::CLONE_NEWNET),
        landlock_abi: sys::landlock_abi(),
        seccomp: sys::seccomp_available(),
        no_new_privs: sys::no_new_privs_available(),
        cgroups: limits::probe(),
    }
}

/// What [`probe`] finds, probed once per process.
pub fn capabilities() -> &'static Capabilities {
    static CAPS: std::sync::OnceLock<Capabilities> = std::sync::OnceLock::new();
    CAPS.get_or_init(probe)
}

/// How the command ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this code.
    Code(i32),
    /// It was killed by this signal.
    Signal(i32),
}

impl Exit {
    /// Whether the command exited with code 0.
    pub fn success(&self) -> bool {
        *self == Exit::Code(0)
    }
}

/// The result of a sandboxed run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// How the command ended.
    pub exit: Exit,
    /// The layers actually applied.
    pub layers: Layers,
    /// Values of the environment variables that were dropped (for the masker).
    pub dropped_secrets: Vec<String>,
    /// Every repository the command planted in the workspace (a `.git` directory, file or
    /// symlink, or a folder laid out as a bare repository, anywhere in it, that was not there
    /// before or is not the same file), each renamed so the host's git no longer finds it.
    pub planted_git: Vec<PlantedGit>,
    /// Why the workspace could not be checked fully for planted repositories (a bound on the
    /// walk was hit): treat it as holding one.
    pub git_unchecked: Option<String>,
    /// Why the repositories of the workspace could not all be listed before the run: those
    /// past that point were not protected, and the sweep after it moved them aside as planted.
    pub git_unlisted: Option<String>,
    /// The run was killed for using more CPU time than its limit.
    pub cpu_time_exceeded: bool,
}

/// A repository the command planted in the workspace, and what was done with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlantedGit {
    /// Where it was: the `.git`, or the folder laid out as a bare repository.
    pub path: PathBuf,
    /// What it was: `directory`, `file`, `symlink` or `special file` (a `.git`), or `bare`.
    pub what: &'static str,
    /// Where the renamed entry now is (the `.git`, or the bare layout's `HEAD`), or why it
    /// could not be renamed (then git must not be run there before a human checks it).
    pub moved_to: Result<PathBuf, String>,
}

impl fmt::Display for PlantedGit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = self.path.display();
        if self.what == "bare" {
            write!(
                f,
                "the command laid out `{p}` as a bare repository, whose config and hooks git run there would obey; "
            )?;
        } else {
            write!(
                f,
                "the command planted `{p}` (a {}), whose config and hooks git run there would obey; ",
                self.what
            )?;
        }
        match &self.moved_to {
            Ok(to) => write!(
                f,
                "it was moved to `{}`, which git does not read (check it before moving it back)",
                to.display()
            ),
            Err(e) => write!(
                f,
                "it could NOT be moved aside ({e}): do not run git there before checking it"
            ),
        }
    }
}

/// Why a command could not be run in the sandbox.
#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    /// No layer confining the filesystem is available; a human must decide.
    #[error("no filesystem confinement is available on this machine: refusing to run unconfined")]
    Unconfined,
    /// The argv was empty.
    #[error("empty command")]
    EmptyCommand,
    /// The program was not found on the sandbox `PATH`.
    #[error("program `{0}` not found on the sandbox path")]
    NotFound(String),
    /// An argument or variable held a NUL byte.
    #[error("argument `{0}` contains a nul byte")]
    Nul(String),
    /// The workspace does not exist or is not a directory.
    #[error("workspace `{0}` is not a directory")]
    Workspace(String),
    /// Building the seccomp filter failed.
    #[error("cannot build the seccomp filter: {0}")]
    Seccomp(String),
    /// A system call in the parent failed.
    #[error("cannot start the sandbox: {0}")]
    Io(#[from] std::io::Error),
    /// The child failed to confine itself, so the command never ran.
    #[error("sandbox setup failed: {0}")]
    Setup(String),
}

/// Makes a write to a closed pipe end the process quietly, as it does for other command-line
/// tools (`airlock audit list | head`), instead of failing every later print.
pub fn quiet_broken_pipes() {
    sys::default_sigpipe();
}

/// Runs `argv` confined by the strongest available layers (limited by `spec.force_layers`).
///
/// The machine is probed once per process; later runs reuse the result.
pub fn run(spec: &Spec, argv: &[String]) -> Result<Outcome, SandboxError> {
    run_inner(spec, argv, None)
}

/// Like [`run`], but the command's stdout and stderr go through pipes into `sink`'s writers
/// (a masking writer, say) instead of straight to this process's own. [`scrub_env`] tells the
/// caller beforehand which secret values the scrub drops, for the masker.
pub fn run_piped(
    spec: &Spec,
    argv: &[String],
    sink: &dyn OutputSink,
) -> Result<Outcome, SandboxError> {
    run_inner(spec, argv, Some(sink))
}

fn run_inner(
    spec: &Spec,
    argv: &[String],
    sink: Option<&dyn OutputSink>,
) -> Result<Outcome, SandboxError> {
    let caps = capabilities();
    let mut layers = caps.strongest();
    if let Some(forced) = spec.force_layers {
        layers = layers.intersect(forced);
    }
    if !layers.confines_filesystem() {
        return Err(SandboxError::Unconfined);
    }
    if argv.is_empty() {
        return Err(SandboxError::EmptyCommand);
    }
    let workspace = spec
        .workspace
        .canonicalize()
        .map_err(|_| SandboxError::Workspace(spec.workspace.display().to_string()))?;
    if !workspace.is_dir() {
        return Err(SandboxError::Workspace(workspace.display().to_string()));
    }
    let private_tmp = if layers.namespaces {
        None
    } else {
        Some(PrivateTmp::create()?)
    };
    let tmp_dir = private_tmp
        .as_ref()
        .map_or_else(|| PathBuf::from("/tmp"), |t| t.0.clone());
    let scrubbed = scrub_env(&spec.env, &spec.home, &tmp_dir, &workspace);
    let plan = confine::Plan::new(spec, &workspace, layers, caps, &tmp_dir, &scrubbed, argv)?;
    let (exit, cpu_time_exceeded) = confine::spawn(&plan, sink)?;
    // Every process of the run is gone now, so nothing plants after the sweep.
    plan.end_stragglers();
    let (planted, swept_stop) = gitscan::sweep(&workspace, &plan.repos, gitscan::Bounds::default());
    Ok(Outcome {
        exit,
        layers,
        dropped_secrets: scrubbed.dropped,
        planted_git: planted
            .into_iter()
            .map(|n| PlantedGit {
                path: n.path,
                what: n.what,
                moved_to: n.moved_to,
            })
            .collect(),
        git_unchecked: swept_stop.map(|why| {
            format!(
                "the workspace could not be checked fully for planted repositories ({why}): treat it as holding one, and run no git in it before checking for `.git` and bare repositories"
            )
        }),
        git_unlisted: plan.repos.stopped.clone().map(|why| {
            format!(
                "the workspace's repositories could not all be listed before the run ({why}): those not listed were not protected, and any found after the run was moved aside as planted"
            )
        }),
        cpu_time_exceeded,
    })
}

/// Where the host's unix sockets live (a docker or ssh-agent socket there is a way out).
const SOCKET_DIRS: &[&str] = &["/run", "/var/run"];

/// The built-in secret locations for the user whose home is `home`, from the table the
/// policy and the shell analysis share (`airlock-facts`): every home and absolute location,
/// airlock's own directories, and the home's own files of each name-only location
/// (`~/.npmrc`, `~/.pypirc`, `~/.netrc`).
pub fn secret_paths(home: &Path) -> Vec<PathBuf> {
    let home_text = home.display().to_string();
    let mut paths: Vec<PathBuf> = airlock_facts::hidden_paths(&home_text)
        .into_iter()
        .map(PathBuf::from)
        .collect();
    paths.extend(
        airlock_facts::SECRET_LOCATIONS
            .iter()
            .filter(|loc| loc.anchor == airlock_facts::Anchor::Name && !loc.path.contains('*'))
            .flat_map(|loc| {
                loc.names()
                    .map(|n| home.join(n.as_ref()))
                    .collect::<Vec<_>>()
            }),
    );
    paths
}

/// Whether a workspace file is an environment file the sandbox hides (`.env`, `.ENV.local`,
/// `prod.env`, `.envrc`; not a template such as `.env.example`).
pub(crate) fn is_env_file(name: &str) -> bool {
    airlock_facts::secret_location(name).is_some_and(|loc| loc.family == ".env")
}

/// Everything [`run`] hides for `spec` outside the workspace: the built-in secret locations,
/// the host's socket directories, what the environment names (airlock's home wherever
/// `AIRLOCK_HOME` points, the XDG config and data dirs' `airlock`, `XDG_RUNTIME_DIR`, the ssh
/// agent's socket), and `spec.hide`. [`run`] also hides the workspace's environment files
/// (any case, up to three folders down, not in `node_modules` or `target`), which the walk of
/// the workspace for its repositories finds.
pub fn hidden_paths(spec: &Spec) -> Vec<PathBuf> {
    let mut paths = secret_paths(&spec.home);
    paths.extend(SOCKET_DIRS.iter().map(PathBuf::from));
    let var = |name: &str| {
        spec.env
            .iter()
            .find(|(n, v)| n == name && !v.is_empty())
            .map(|(_, v)| PathBuf::from(v))
            .filter(|p| p.is_absolute())
    };
    paths.extend(var("AIRLOCK_HOME"));
    paths.extend(var("XDG_CONFIG_HOME").map(|p| p.join("airlock")));
    paths.extend(var("XDG_DATA_HOME").map(|p| p.join("airlock")));
    paths.extend(var("XDG_RUNTIME_DIR"));
    paths.extend(var("SSH_AUTH_SOCK"));
    paths.extend(spec.hide.iter().cloned());
    paths
}

/// A private temporary directory for the namespace-less layering, removed on drop.
struct PrivateTmp(PathBuf);

impl PrivateTmp {
    fn create() -> Result<Self, SandboxError> {
        use std::os::unix::fs::DirBuilderExt;
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let path = std::env::temp_dir().join(format!("airlock-tmp-{}-{nanos}", std::process::id()));
        std::fs::DirBuilder::new().mode(0o700).create(&path)?;
        Ok(PrivateTmp(path))
    }
}

impl Drop for PrivateTmp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
