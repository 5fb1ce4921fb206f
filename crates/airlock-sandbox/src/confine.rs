//! The child side of a run: namespaces and mounts, Landlock, `no_new_privs`, seccomp, then exec.

use std::collections::BTreeMap;
use std::ffi::CString;
use std::io::Read;
use std::os::fd::{AsRawFd, IntoRawFd};
use std::path::{Path, PathBuf};

use landlock::{
    ABI, Access, AccessFs, AccessNet, CompatLevel, Compatible, Ruleset, RulesetAttr,
    RulesetCreatedAttr, RulesetStatus, Scope, path_beneath_rules,
};
use seccompiler::{
    BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter,
    SeccompRule,
};

use crate::limits::Cgroups;
use crate::sys::{self, Forked};
use crate::{
    Capabilities, Exit, Layers, Network, OutputSink, SandboxError, Scrubbed, Spec, Stream,
    hidden_paths,
};

/// Everything the child needs, prepared in the parent.
pub(crate) struct Plan {
    layers: Layers,
    abi: ABI,
    network: Network,
    workspace: PathBuf,
    tmp: PathBuf,
    hidden: Vec<PathBuf>,
    /// The repositories in the workspace before the run (see `gitscan`).
    pub(crate) repos: crate::gitscan::Survey,
    /// What of them is mounted read-only over itself.
    protect: Vec<PathBuf>,
    read_rules: Vec<PathBuf>,
    write_rules: Vec<PathBuf>,
    filters: Vec<BpfProgram>,
    last_cap: u32,
    cgroups: Cgroups,
    rlimits: Vec<(libc::__rlimit_resource_t, u64)>,
    cpu_limit: Option<std::time::Duration>,
    program: CString,
    argv: Vec<CString>,
    envp: Vec<CString>,
}

impl Plan {
    pub(crate) fn new(
        spec: &Spec,
        workspace: &Path,
        layers: Layers,
        caps: &Capabilities,
        tmp: &Path,
        env: &Scrubbed,
        argv: &[String],
    ) -> Result<Plan, SandboxError> {
        // The walk of the workspace (for its repositories and environment files) is the
        // longest part of the plan on a big workspace: it runs beside the rest.
        std::thread::scope(|scope| {
            let surveyed = scope.spawn(|| {
                let repos = crate::gitscan::survey(workspace, crate::gitscan::Bounds::default());
                let protect = git_dirs(workspace, &repos);
                (repos, protect)
            });
            let mut plan = Plan::build(spec, workspace, layers, caps, tmp, env, argv)?;
            (plan.repos, plan.protect) = surveyed.join().map_err(|_| {
                SandboxError::Setup("the survey of the workspace's repositories failed".to_owned())
            })?;
            // The workspace's environment files, which the same walk found. (Only the mounts
            // hide them: Landlock alone lets the whole workspace be read.)
            let env_files = plan.repos.env_files.iter().map(|rel| workspace.join(rel));
            plan.hidden.extend(env_files);
            Ok(plan)
        })
    }

    fn build(
        spec: &Spec,
        workspace: &Path,
        layers: Layers,
        caps: &Capabilities,
        tmp: &Path,
        env: &Scrubbed,
        argv: &[String],
    ) -> Result<Plan, SandboxError> {
        let hidden = hidden_paths(spec);
        let mut read_rules = if layers.namespaces {
            // In the namespaces every hidden path is covered by an empty mount before Landlock
            // applies, and both Landlock and the seccomp filter forbid unmounting it: reads
            // are confined by the mounts, and Landlock confines writes. Allowing reads
            // everywhere saves a rule (an open, a stat, a syscall) per sibling of every hidden
            // path, about 170 of them.
            vec![PathBuf::from("/")]
        } else {
            // Landlock alone: it only allows, so everything but the hidden paths is allowed.
            let mut read_hidden: Vec<PathBuf> = hidden
                .iter()
                .map(|p| p.canonicalize().unwrap_or_else(|_| p.clone()))
                .collect();
            read_hidden.push(PathBuf::from("/tmp"));
            allow_except(Path::new("/"), &read_hidden)
        };
        read_rules.extend(spec.allow_read.iter().cloned());
        let mut write_rules = vec![workspace.to_path_buf(), tmp.to_path_buf()];
        write_rules.extend(
            [
                "/dev/null",
                "/dev/zero",
                "/dev/full",
                "/dev/tty",
                "/dev/pts",
                "/dev/ptmx",
                "/dev/shm",
            ]
            .map(PathBuf::from),
        );
        let path = env
            .kept
            .iter()
            .find(|(n, _)| n == "PATH")
            .map_or("", |(_, v)| v.as_str());
        let first = argv.first().ok_or(SandboxError::EmptyCommand)?;
        let program = resolve(first, path)?;
        let c = |s: &str| CString::new(s).map_err(|_| SandboxError::Nul(s.to_owned()));
        let limits = spec.limits;
        let cgroups = if limits == crate::Limits::none() {
            Cgroups::default()
        } else {
            Cgroups::create(&limits)
        };
        let mut rlimits = Vec::new();
        // Counted per user in the run's own user namespace, so only the run's processes count
        // (outside one, the user's other processes would count too).
        if let Some(n) = limits.processes
            && layers.user_namespace
        {
            rlimits.push((libc::RLIMIT_NPROC, n));
        }
        if let Some(m) = limits.memory
            && !cgroups.limits_memory()
        {
            rlimits.push((libc::RLIMIT_AS, m));
        }
        if let Some(f) = limits.file_size {
            rlimits.push((libc::RLIMIT_FSIZE, f));
        }
        let cpu = limits.cpu_seconds.map(std::time::Duration::from_secs);
        let cpu_limit = cpu.filter(|_| cgroups.cpu_used().is_some());
        if let Some(secs) = limits.cpu_seconds
            && cpu_limit.is_none()
        {
            rlimits.push((libc::RLIMIT_CPU, secs));
        }
        Ok(Plan {
            layers,
            abi: ABI::from(caps.landlock_abi.unwrap_or(0)),
            network: spec.network,
            workspace: workspace.to_path_buf(),
            tmp: tmp.to_path_buf(),
            hidden,
            repos: crate::gitscan::Survey::default(),
            protect: Vec::new(),
            read_rules,
            write_rules,
            filters: seccomp_filters(!layers.namespaces)?,
            last_cap: sys::cap_last_cap(),
            cgroups,
            rlimits,
            cpu_limit,
            program: c(&program.display().to_string())?,
            argv: argv.iter().map(|a| c(a)).collect::<Result<_, _>>()?,
            envp: env
                .kept
                .iter()
                .map(|(k, v)| c(&format!("{k}={v}")))
                .collect::<Result<_, _>>()?,
        })
    }
}

impl Plan {
    /// Ends what the command left running. In the namespaces nothing is left (the pid
    /// namespace ends with its first process); without them, a process the command started in
    /// the background (`setsid cmd &`) could still write to the workspace, so the run's
    /// cgroup, where there is one, is killed whole.
    pub(crate) fn end_stragglers(&self) {
        if !self.layers.namespaces {
            self.cgroups.end_all();
        }
    }
}

/// Forks, confines the child, runs the command and waits for it. With a sink, the command's
/// stdout and stderr are pipes copied into the sink's writers while it runs.
/// Returns how the command ended and whether it was killed for its CPU time.
pub(crate) fn spawn(
    plan: &Plan,
    sink: Option<&dyn OutputSink>,
) -> Result<(Exit, bool), SandboxError> {
    let (mut reader, writer) = std::io::pipe()?;
    let pipes = match sink {
        Some(_) => Some((std::io::pipe()?, std::io::pipe()?)),
        None => None,
    };
    match sys::fork()? {
        Forked::Child => {
            drop(reader);
            let fd = writer.into_raw_fd();
            if let Some(((_, out), (_, err))) = &pipes {
                let redirected =
                    sys::dup2(out.as_raw_fd(), 1).and_then(|()| sys::dup2(err.as_raw_fd(), 2));
                if let Err(e) = redirected {
                    sys::write_fd(fd, format!("redirect output: {e}").as_bytes());
                    sys::exit_now(127)
                }
            }
            drop(pipes);
            // Into the run's cgroups first, so that every process it makes is counted.
            for procs in plan.cgroups.procs_files() {
                if let Err(e) = std::fs::write(&procs, "0") {
                    sys::write_fd(
                        fd,
                        format!("join cgroup `{}`: {e}", procs.display()).as_bytes(),
                    );
                    sys::exit_now(127)
                }
            }
            let err = if plan.layers.namespaces {
                enter_namespaces(plan, fd)
            } else {
                confine_and_exec(plan, false)
            };
            sys::write_fd(fd, err.as_bytes());
            sys::exit_now(127)
        }
        Forked::Parent(pid) => {
            drop(writer);
            let done = std::sync::atomic::AtomicBool::new(false);
            let wait = || {
                let status = sys::wait(pid);
                done.store(true, std::sync::atomic::Ordering::Release);
                status
            };
            let (status, cpu_exceeded) = std::thread::scope(|scope| {
                let watcher = plan.cpu_limit.map(|limit| {
                    let done = &done;
                    scope.spawn(move || crate::limits::watch_cpu(&plan.cgroups, limit, done))
                });
                let status = match (sink, pipes) {
                    (Some(sink), Some(((out_r, out_w), (err_r, err_w)))) => {
                        drop((out_w, err_w));
                        scope.spawn(|| copy(out_r, sink.writer(Stream::Stdout)));
                        scope.spawn(|| copy(err_r, sink.writer(Stream::Stderr)));
                        wait()
                    }
                    _ => wait(),
                };
                let exceeded = watcher.is_some_and(|w| {
                    w.thread().unpark();
                    w.join().unwrap_or(false)
                });
                (status, exceeded)
            });
            let status = status?;
            let mut msg = String::new();
            reader.read_to_string(&mut msg)?;
            if !msg.is_empty() {
                return Err(SandboxError::Setup(msg));
            }
            Ok((decode(status), cpu_exceeded))
        }
    }
}

/// Copies a pipe into a writer until the pipe closes, flushing whenever it is quiet for 50 ms.
fn copy(mut from: std::io::PipeReader, mut to: Box<dyn std::io::Write + Send + '_>) {
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    use std::os::fd::AsFd;
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let quiet = {
            let mut fds = [PollFd::new(from.as_fd(), PollFlags::POLLIN)];
            matches!(poll(&mut fds, PollTimeout::from(50u16)), Ok(0))
        };
        if quiet {
            if to.flush().is_err() {
                break;
            }
            continue;
        }
        match from.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                if to.write_all(buf.get(..n).unwrap_or_default()).is_err() {
                    break;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let _ = to.flush();
}

fn decode(status: libc::c_int) -> Exit {
    if libc::WIFSIGNALED(status) {
        Exit::Signal(libc::WTERMSIG(status))
    } else {
        Exit::Code(libc::WEXITSTATUS(status))
    }
}

/// In the first child: unshare, fork the namespace's first process, pass its exit on.
fn enter_namespaces(plan: &Plan, fd: i32) -> String {
    let mut flags =
        libc::CLONE_NEWNS | libc::CLONE_NEWPID | libc::CLONE_NEWIPC | libc::CLONE_NEWNET;
    if plan.layers.user_namespace {
        flags |= libc::CLONE_NEWUSER;
    }
    let (uid, gid) = (sys::euid(), sys::egid());
    if let Err(e) = sys::die_with_parent().and_then(|()| sys::unshare(flags)) {
        return format!("unshare: {e}");
    }
    if plan.layers.user_namespace {
        let maps = std::fs::write("/proc/self/setgroups", "deny")
            .and_then(|()| std::fs::write("/proc/self/uid_map", format!("{uid} {uid} 1")))
            .and_then(|()| std::fs::write("/proc/self/gid_map", format!("{gid} {gid} 1")));
        if let Err(e) = maps {
            return format!("user namespace maps: {e}");
        }
    }
    match sys::fork() {
        Err(e) => format!("fork: {e}"),
        Ok(Forked::Child) => {
            let err = confine_and_exec(plan, true);
            sys::write_fd(fd, err.as_bytes());
            sys::exit_now(127)
        }
        Ok(Forked::Parent(pid)) => match sys::wait(pid) {
            Err(e) => format!("wait: {e}"),
            Ok(status) => match decode(status) {
                Exit::Code(code) => sys::exit_now(code),
                Exit::Signal(sig) => {
                    sys::reraise(sig);
                    sys::exit_now(128 + sig)
                }
            },
        },
    }
}

/// Applies every layer to the current process and execs; returns the error if any step fails.
fn confine_and_exec(plan: &Plan, in_namespaces: bool) -> String {
    if let Err(e) = sys::die_with_parent() {
        return format!("pdeathsig: {e}");
    }
    if in_namespaces {
        if let Err(e) = setup_mounts(plan) {
            return e;
        }
        if plan.network == Network::Loopback
            && let Err(e) = sys::loopback_up()
        {
            return format!("loopback: {e}");
        }
    }
    if let Err(e) = std::env::set_current_dir(&plan.workspace) {
        return format!("chdir to workspace: {e}");
    }
    if plan.layers.landlock
        && let Err(e) = landlock(plan, !in_namespaces)
    {
        return format!("landlock: {e}");
    }
    if (plan.layers.no_new_privs || plan.layers.seccomp)
        && let Err(e) = sys::set_no_new_privs()
    {
        return format!("no_new_privs: {e}");
    }
    // Whatever the layering, the command holds no capability: in its own user namespace that
    // costs it nothing it could need, and where no user namespace is possible (root in a
    // restrictive container) it is what keeps uid 0 from acting on the host.
    if let Err(e) = sys::drop_capabilities(plan.last_cap) {
        return format!("drop capabilities: {e}");
    }
    for (resource, value) in &plan.rlimits {
        if let Err(e) = sys::setrlimit(*resource, *value) {
            return format!("resource limit {resource}: {e}");
        }
    }
    // A session of its own: no controlling terminal to push keystrokes into (TIOCSTI) or to
    // take over; its stdin, stdout and stderr still work.
    if let Err(e) = sys::setsid() {
        return format!("setsid: {e}");
    }
    if plan.layers.seccomp {
        for filter in &plan.filters {
            if let Err(e) = seccompiler::apply_filter(filter) {
                return format!("seccomp: {e}");
            }
        }
    }
    format!(
        "exec `{}`: {}",
        plan.program.to_string_lossy(),
        sys::execve(&plan.program, &plan.argv, &plan.envp)
    )
}

fn setup_mounts(plan: &Plan) -> Result<(), String> {
    sys::mount(None, "/", None, libc::MS_REC | libc::MS_PRIVATE, None)
        .map_err(err("make private", Path::new("/")))?;
    let ws = std::fs::File::open(&plan.workspace).map_err(err("open", &plan.workspace))?;
    let mountinfo = std::fs::read_to_string("/proc/self/mountinfo")
        .map_err(err("read", Path::new("/proc/self/mountinfo")))?;
    for point in mount_points(&mountinfo) {
        let special = point.starts_with("/proc") || point.starts_with("/sys");
        let res = sys::kept_mount_flags(&point).and_then(|kept| {
            sys::mount(
                None,
                &point,
                None,
                libc::MS_REMOUNT | libc::MS_BIND | libc::MS_RDONLY | kept,
                None,
            )
        });
        if let Err(e) = res
            && !special
        {
            return Err(format!("remount read-only `{point}`: {e}"));
        }
    }
    sys::mount(
        Some("tmpfs"),
        "/tmp",
        Some("tmpfs"),
        libc::MS_NOSUID | libc::MS_NODEV,
        Some("mode=1777"),
    )
    .map_err(err("mount tmpfs on", &plan.tmp))?;
    let ws_str = plan.workspace.display().to_string();
    std::fs::create_dir_all(&plan.workspace).map_err(err("create", &plan.workspace))?;
    let src = format!("/proc/self/fd/{}", ws.as_raw_fd());
    sys::mount(
        Some(&src),
        &ws_str,
        None,
        libc::MS_BIND | libc::MS_REC,
        None,
    )
    .map_err(err("bind", &plan.workspace))?;
    sys::mount(
        None,
        &ws_str,
        None,
        libc::MS_REMOUNT | libc::MS_BIND | libc::MS_NOSUID | libc::MS_NODEV,
        None,
    )
    .map_err(err("remount writable", &plan.workspace))?;
    drop(ws);
    for p in &plan.protect {
        bind_read_only(p, p).map_err(err("protect", p))?;
    }
    for p in plan.hidden.iter().flat_map(|h| around(h, &plan.workspace)) {
        let p = &p;
        match std::fs::metadata(p) {
            Ok(m) if m.is_dir() => sys::mount(
                Some("tmpfs"),
                &p.display().to_string(),
                Some("tmpfs"),
                libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NODEV,
                Some("size=4k,mode=0755"),
            )
            .map_err(err("hide", p))?,
            Ok(_) => bind_read_only(Path::new("/dev/null"), p).map_err(err("hide", p))?,
            Err(_) => {}
        }
    }
    sys::mount(
        Some("proc"),
        "/proc",
        Some("proc"),
        libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
        None,
    )
    .map_err(err("mount proc on", Path::new("/proc")))
}

/// The repositories the host's git finds in the workspace, to be mounted read-only over
/// themselves: every `.git` (a directory, or a `gitdir:` file) and bare layout the survey
/// found (nested ones too: a submodule, a vendored repository), and the directory a `gitdir:`
/// file or a `.git` symlink points to when it lies in the workspace. A mount point cannot be
/// renamed or removed (EBUSY), so the command can neither change a repository (hooks, config,
/// index, a planted `commondir`) nor move it aside and build another in its place. A symlink
/// itself cannot be mounted over: replacing it makes a new `.git`, which the sweep after the
/// run moves aside. The workspace's root, laid out as a bare repository, stays writable.
fn git_dirs(workspace: &Path, repos: &crate::gitscan::Survey) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for found in &repos.found {
        if found.rel.as_os_str().is_empty() {
            continue;
        }
        let path = workspace.join(&found.rel);
        let target = if found.is_symlink() {
            Some(path.clone())
        } else if found.is_dir() {
            dirs.push(path.clone());
            None
        } else if found.is_file() {
            dirs.push(path.clone());
            gitdir_target(&path)
        } else {
            // A fifo or a socket named `.git` is no repository to git; replaced by one, it is
            // a new `.git` to the sweep.
            None
        };
        if let Some(target) = target
            && let Ok(target) = target.canonicalize()
            && target.starts_with(workspace)
            && target != workspace
        {
            dirs.push(target);
        }
    }
    dirs
}

/// Where a `gitdir:` file points, read from its first 4 KiB (a `.git` file is one line).
fn gitdir_target(path: &Path) -> Option<PathBuf> {
    use std::io::Read;
    let mut text = String::new();
    std::fs::File::open(path)
        .ok()?
        .take(4096)
        .read_to_string(&mut text)
        .ok()?;
    let target = text.lines().find_map(|l| l.strip_prefix("gitdir:"))?;
    Some(path.parent()?.join(target.trim()))
}

/// What hiding `hidden` means when the workspace lies inside it (airlock's home or the
/// runtime dir used as a workspace): everything in it but the way down to the workspace.
fn around(hidden: &Path, workspace: &Path) -> Vec<PathBuf> {
    if !workspace.starts_with(hidden) {
        return vec![hidden.to_path_buf()];
    }
    if workspace == hidden {
        return Vec::new();
    }
    let Ok(entries) = std::fs::read_dir(hidden) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .flat_map(|e| around(&e.path(), workspace))
        .collect()
}

fn err<'a>(what: &'a str, p: &'a Path) -> impl Fn(std::io::Error) -> String + 'a {
    move |e| format!("{what} `{}`: {e}", p.display())
}

fn bind_read_only(src: &Path, target: &Path) -> std::io::Result<()> {
    let t = target.display().to_string();
    sys::mount(
        Some(&src.display().to_string()),
        &t,
        None,
        libc::MS_BIND,
        None,
    )?;
    let kept = sys::kept_mount_flags(&t)?;
    sys::mount(
        None,
        &t,
        None,
        libc::MS_REMOUNT | libc::MS_BIND | libc::MS_RDONLY | kept,
        None,
    )
}

/// The mount points listed in a `/proc/self/mountinfo` text, unescaped.
fn mount_points(mountinfo: &str) -> Vec<String> {
    mountinfo
        .lines()
        .filter_map(|l| l.split(' ').nth(4))
        .map(|p| {
            p.replace("\\040", " ")
                .replace("\\011", "\t")
                .replace("\\012", "\n")
                .replace("\\134", "\\")
        })
        .collect()
}

fn landlock(plan: &Plan, restrict_tcp: bool) -> Result<(), String> {
    let e = |e: landlock::RulesetError| e.to_string();
    let mut ruleset = Ruleset::default()
        .set_compatibility(CompatLevel::BestEffort)
        .handle_access(AccessFs::from_all(plan.abi))
        .map_err(e)?;
    if restrict_tcp {
        ruleset = ruleset
            .handle_access(AccessNet::from_all(plan.abi))
            .map_err(e)?;
    }
    let status = ruleset
        .scope(Scope::from_all(plan.abi))
        .map_err(e)?
        .create()
        .map_err(e)?
        .add_rules(path_beneath_rules(
            &plan.read_rules,
            AccessFs::from_read(plan.abi),
        ))
        .map_err(e)?
        .add_rules(path_beneath_rules(
            &plan.write_rules,
            AccessFs::from_all(plan.abi),
        ))
        .map_err(e)?
        .restrict_self()
        .map_err(e)?;
    if status.ruleset == RulesetStatus::NotEnforced {
        return Err("not enforced by this kernel".to_owned());
    }
    Ok(())
}

/// The paths under `root` that together cover everything except `hidden` (Landlock only allows).
fn allow_except(root: &Path, hidden: &[PathBuf]) -> Vec<PathBuf> {
    if hidden.iter().any(|h| h == root) {
        return Vec::new();
    }
    if !hidden.iter().any(|h| h.starts_with(root)) {
        return vec![root.to_path_buf()];
    }
    let Ok(entries) = std::fs::read_dir(root) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .flat_map(|e| allow_except(&e.path(), hidden))
        .collect()
}

/// The seccomp filters: syscalls denied with EPERM, and `clone3` with ENOSYS (so libc falls back
/// to `clone`, whose flags a filter can see).
fn seccomp_filters(deny_inet: bool) -> Result<Vec<BpfProgram>, SandboxError> {
    let s = |e: seccompiler::BackendError| SandboxError::Seccomp(e.to_string());
    let arch = seccompiler::TargetArch::try_from(std::env::consts::ARCH)
        .map_err(|e| SandboxError::Seccomp(e.to_string()))?;
    let mut deny: BTreeMap<i64, Vec<SeccompRule>> = [
        // Other processes' memory.
        libc::SYS_ptrace,
        libc::SYS_process_vm_readv,
        libc::SYS_process_vm_writev,
        // Kernel interfaces with a history of escapes, or that bypass other layers.
        libc::SYS_io_uring_setup,
        libc::SYS_io_uring_enter,
        libc::SYS_io_uring_register,
        libc::SYS_bpf,
        libc::SYS_perf_event_open,
        libc::SYS_userfaultfd,
        libc::SYS_keyctl,
        libc::SYS_add_key,
        libc::SYS_request_key,
        // File handles open any inode of a file system, past every hiding mount.
        libc::SYS_open_by_handle_at,
        libc::SYS_name_to_handle_at,
        // Watching the host's file activity.
        libc::SYS_fanotify_init,
        libc::SYS_fanotify_mark,
        // The mount table, old and new API: hiding and read-only mounts must stay.
        libc::SYS_mount,
        libc::SYS_umount2,
        libc::SYS_mount_setattr,
        libc::SYS_pivot_root,
        libc::SYS_chroot,
        libc::SYS_fsopen,
        libc::SYS_fsconfig,
        libc::SYS_fsmount,
        libc::SYS_fspick,
        libc::SYS_move_mount,
        libc::SYS_open_tree,
        libc::SYS_setns,
        libc::SYS_unshare,
        // The machine's identity, clock and kernel log.
        libc::SYS_sethostname,
        libc::SYS_setdomainname,
        libc::SYS_settimeofday,
        libc::SYS_clock_settime,
        libc::SYS_clock_adjtime,
        libc::SYS_adjtimex,
        libc::SYS_syslog,
        // Administration of the kernel and its devices.
        libc::SYS_kexec_load,
        libc::SYS_kexec_file_load,
        libc::SYS_init_module,
        libc::SYS_finit_module,
        libc::SYS_delete_module,
        libc::SYS_reboot,
        libc::SYS_swapon,
        libc::SYS_swapoff,
        libc::SYS_acct,
        libc::SYS_quotactl,
        libc::SYS_quotactl_fd,
    ]
    .into_iter()
    .map(|n| (n, Vec::new()))
    .collect();
    let newuser =
        u64::try_from(libc::CLONE_NEWUSER).map_err(|e| SandboxError::Seccomp(e.to_string()))?;
    let flag = SeccompCondition::new(
        0,
        SeccompCmpArgLen::Qword,
        SeccompCmpOp::MaskedEq(newuser),
        newuser,
    )
    .map_err(s)?;
    deny.insert(
        libc::SYS_clone,
        vec![SeccompRule::new(vec![flag]).map_err(s)?],
    );
    // Typing into a terminal (TIOCSTI) or driving the console (TIOCLINUX). The kernel reads
    // the request as 32 bits, so the filter compares 32 bits too.
    let ioctl = [libc::TIOCSTI, libc::TIOCLINUX]
        .into_iter()
        .map(|req| {
            SeccompCondition::new(1, SeccompCmpArgLen::Dword, SeccompCmpOp::Eq, req)
                .and_then(|c| SeccompRule::new(vec![c]))
                .map_err(s)
        })
        .collect::<Result<Vec<_>, _>>()?;
    deny.insert(libc::SYS_ioctl, ioctl);
    if deny_inet {
        let unix =
            u64::try_from(libc::AF_UNIX).map_err(|e| SandboxError::Seccomp(e.to_string()))?;
        for call in [libc::SYS_socket, libc::SYS_socketpair] {
            let cond = SeccompCondition::new(0, SeccompCmpArgLen::Dword, SeccompCmpOp::Ne, unix)
                .map_err(s)?;
            deny.insert(call, vec![SeccompRule::new(vec![cond]).map_err(s)?]);
        }
    }
    let eperm = SeccompFilter::new(
        deny,
        SeccompAction::Allow,
        SeccompAction::Errno(libc::EPERM as u32),
        arch,
    )
    .map_err(s)?;
    let enosys = SeccompFilter::new(
        [(libc::SYS_clone3, Vec::new())].into_iter().collect(),
        SeccompAction::Allow,
        SeccompAction::Errno(libc::ENOSYS as u32),
        arch,
    )
    .map_err(s)?;
    Ok(vec![
        BpfProgram::try_from(eperm).map_err(s)?,
        BpfProgram::try_from(enosys).map_err(s)?,
    ])
}

/// Finds `program` on `path` unless it already names a file.
fn resolve(program: &str, path: &str) -> Result<PathBuf, SandboxError> {
    if program.contains('/') {
        return Ok(PathBuf::from(program));
    }
    path.split(':')
        .map(|dir| Path::new(dir).join(program))
        .find(|p| p.is_file())
        .ok_or_else(|| SandboxError::NotFound(program.to_owned()))
}
