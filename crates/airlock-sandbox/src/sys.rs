//! Thin wrappers over the system calls the sandbox needs; every `unsafe` block of the crate is here.

use std::ffi::{CStr, CString};
use std::io;
use std::os::fd::RawFd;

/// The result of `fork`.
pub(crate) enum Forked {
    /// In the child.
    Child,
    /// In the parent, with the child's pid.
    Parent(libc::pid_t),
}

fn check(ret: libc::c_int) -> io::Result<libc::c_int> {
    if ret < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(ret)
    }
}

fn cstr(s: &str) -> io::Result<CString> {
    CString::new(s).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))
}

#[allow(unsafe_code)]
pub(crate) fn euid() -> libc::uid_t {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

#[allow(unsafe_code)]
pub(crate) fn egid() -> libc::gid_t {
    // SAFETY: getegid has no preconditions and cannot fail.
    unsafe { libc::getegid() }
}

/// Forks. The child must only confine itself, exec or `_exit`.
#[allow(unsafe_code)]
pub(crate) fn fork() -> io::Result<Forked> {
    // SAFETY: the child never returns into the caller's normal flow: it only runs the sandbox
    // setup (system calls and plain allocations, which glibc keeps usable after fork) and then
    // execs or calls `_exit`.
    let pid = unsafe { libc::fork() };
    match pid {
        p if p < 0 => Err(io::Error::last_os_error()),
        0 => Ok(Forked::Child),
        p => Ok(Forked::Parent(p)),
    }
}

/// Makes `to` a copy of `from` (for the child's stdout and stderr).
#[allow(unsafe_code)]
pub(crate) fn dup2(from: RawFd, to: RawFd) -> io::Result<()> {
    // SAFETY: dup2 only manipulates the process's descriptor table; both are plain integers and
    // an invalid one is reported as an error.
    check(unsafe { libc::dup2(from, to) }).map(|_| ())
}

/// Restores the default action of SIGPIPE (Rust starts programs with it ignored).
#[allow(unsafe_code)]
pub(crate) fn default_sigpipe() {
    // SAFETY: setting a signal's disposition to SIG_DFL installs no handler code; it only
    // changes what the kernel does when the signal arrives.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Ends the current process at once, without running destructors or atexit handlers.
#[allow(unsafe_code)]
pub(crate) fn exit_now(code: i32) -> ! {
    // SAFETY: _exit never returns and is safe to call in a forked child.
    unsafe { libc::_exit(code) }
}

/// Waits for `pid`, retrying on EINTR; returns the raw wait status.
#[allow(unsafe_code)]
pub(crate) fn wait(pid: libc::pid_t) -> io::Result<libc::c_int> {
    let mut status: libc::c_int = 0;
    loop {
        // SAFETY: status points to a live c_int for the duration of the call.
        let ret = unsafe { libc::waitpid(pid, &mut status, 0) };
        if ret >= 0 {
            return Ok(status);
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
}

/// Writes all of `buf` to `fd`, best effort (used to report child errors).
#[allow(unsafe_code)]
pub(crate) fn write_fd(fd: RawFd, buf: &[u8]) {
    // SAFETY: buf is a valid slice of buf.len() bytes; a short or failed write only loses the
    // error message, never memory safety.
    let _ = unsafe { libc::write(fd, buf.as_ptr().cast(), buf.len()) };
}

#[allow(unsafe_code)]
pub(crate) fn unshare(flags: libc::c_int) -> io::Result<()> {
    // SAFETY: unshare takes plain flags and only changes this process's namespaces.
    check(unsafe { libc::unshare(flags) }).map(drop)
}

/// Whether `unshare(flags)` succeeds, tried in a throwaway child.
pub(crate) fn can_unshare(flags: libc::c_int) -> bool {
    match fork() {
        Ok(Forked::Child) => exit_now(if unshare(flags).is_ok() { 0 } else { 1 }),
        Ok(Forked::Parent(pid)) => {
            wait(pid).is_ok_and(|s| libc::WIFEXITED(s) && libc::WEXITSTATUS(s) == 0)
        }
        Err(_) => false,
    }
}

/// The Landlock ABI version, from `landlock_create_ruleset(NULL, 0, VERSION)`.
#[allow(unsafe_code)]
pub(crate) fn landlock_abi() -> Option<i32> {
    const LANDLOCK_CREATE_RULESET_VERSION: libc::c_uint = 1;
    // SAFETY: with a null attribute pointer, size 0 and the VERSION flag the call reads no memory.
    let ret = unsafe {
        libc::syscall(
            libc::SYS_landlock_create_ruleset,
            std::ptr::null::<libc::c_void>(),
            0usize,
            LANDLOCK_CREATE_RULESET_VERSION,
        )
    };
    i32::try_from(ret).ok().filter(|v| *v > 0)
}

#[allow(unsafe_code)]
fn prctl(option: libc::c_int, arg: libc::c_ulong) -> libc::c_int {
    // SAFETY: only called with options whose arguments are plain integers (no pointers).
    unsafe {
        libc::prctl(
            option,
            arg,
            0 as libc::c_ulong,
            0 as libc::c_ulong,
            0 as libc::c_ulong,
        )
    }
}

pub(crate) fn seccomp_available() -> bool {
    prctl(libc::PR_GET_SECCOMP, 0) >= 0 && std::path::Path::new("/proc/self/status").exists()
}

pub(crate) fn no_new_privs_available() -> bool {
    prctl(libc::PR_GET_NO_NEW_PRIVS, 0) >= 0
}

pub(crate) fn set_no_new_privs() -> io::Result<()> {
    check(prctl(libc::PR_SET_NO_NEW_PRIVS, 1)).map(drop)
}

pub(crate) fn die_with_parent() -> io::Result<()> {
    check(prctl(
        libc::PR_SET_PDEATHSIG,
        libc::SIGKILL as libc::c_ulong,
    ))
    .map(drop)
}

/// `mount(2)` with optional source, fstype and data.
#[allow(unsafe_code)]
pub(crate) fn mount(
    src: Option<&str>,
    target: &str,
    fstype: Option<&str>,
    flags: libc::c_ulong,
    data: Option<&str>,
) -> io::Result<()> {
    let src = src.map(cstr).transpose()?;
    let target = cstr(target)?;
    let fstype = fstype.map(cstr).transpose()?;
    let data = data.map(cstr).transpose()?;
    let ptr = |c: &Option<CString>| c.as_ref().map_or(std::ptr::null(), |c| c.as_ptr());
    // SAFETY: every pointer is either null or a NUL-terminated string that outlives the call.
    let ret = unsafe {
        libc::mount(
            ptr(&src),
            target.as_ptr(),
            ptr(&fstype),
            flags,
            ptr(&data).cast(),
        )
    };
    check(ret).map(drop)
}

/// The mount flags (`MS_*`) that a read-only remount of `path` must keep.
#[allow(unsafe_code)]
pub(crate) fn kept_mount_flags(path: &str) -> io::Result<libc::c_ulong> {
    let c = cstr(path)?;
    // SAFETY: an all-zero statvfs is a valid value of this plain C struct.
    let mut st: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: c is NUL-terminated and st is a live, writable statvfs.
    check(unsafe { libc::statvfs(c.as_ptr(), &mut st) })?;
    let pairs = [
        (libc::ST_NOSUID, libc::MS_NOSUID),
        (libc::ST_NODEV, libc::MS_NODEV),
        (libc::ST_NOEXEC, libc::MS_NOEXEC),
        (libc::ST_NOATIME, libc::MS_NOATIME),
        (libc::ST_NODIRATIME, libc::MS_NODIRATIME),
        (libc::ST_RELATIME, libc::MS_RELATIME),
    ];
    Ok(pairs
        .iter()
        .filter(|(st_flag, _)| st.f_flag & st_flag != 0)
        .fold(0, |acc, (_, ms)| acc | ms))
}

/// Brings the loopback interface of the current network namespace up.
#[allow(unsafe_code)]
pub(crate) fn loopback_up() -> io::Result<()> {
    // SAFETY: socket takes plain integers.
    let fd =
        check(unsafe { libc::socket(libc::AF_INET, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, 0) })?;
    // SAFETY: an all-zero ifreq is a valid value of this plain C struct.
    let mut req: libc::ifreq = unsafe { std::mem::zeroed() };
    for (dst, src) in req.ifr_name.iter_mut().zip(b"lo\0") {
        *dst = *src as libc::c_char;
    }
    // SAFETY: req is a live ifreq naming `lo`; SIOCGIFFLAGS fills ifru_flags.
    let got = check(unsafe { libc::ioctl(fd, libc::SIOCGIFFLAGS, &mut req) });
    if got.is_ok() {
        // SAFETY: SIOCGIFFLAGS succeeded, so the flags member of the union is the one set.
        unsafe { req.ifr_ifru.ifru_flags |= (libc::IFF_UP | libc::IFF_RUNNING) as libc::c_short };
    }
    // SAFETY: as above; SIOCSIFFLAGS reads the flags from req.
    let set = got.and_then(|_| check(unsafe { libc::ioctl(fd, libc::SIOCSIFFLAGS, &req) }));
    // SAFETY: fd was returned by socket above and is closed once.
    unsafe { libc::close(fd) };
    set.map(drop)
}

/// Executes `path` with `argv` and `envp`; returns only on failure.
#[allow(unsafe_code)]
pub(crate) fn execve(path: &CStr, argv: &[CString], envp: &[CString]) -> io::Error {
    let mut a: Vec<*const libc::c_char> = argv.iter().map(|c| c.as_ptr()).collect();
    a.push(std::ptr::null());
    let mut e: Vec<*const libc::c_char> = envp.iter().map(|c| c.as_ptr()).collect();
    e.push(std::ptr::null());
    // SAFETY: path and every argv/envp entry are NUL-terminated strings kept alive by the
    // caller; both arrays end with a null pointer.
    unsafe { libc::execve(path.as_ptr(), a.as_ptr(), e.as_ptr()) };
    io::Error::last_os_error()
}

/// Resets `sig` to its default action and raises it (to pass a child's death signal on).
#[allow(unsafe_code)]
pub(crate) fn reraise(sig: libc::c_int) {
    // SAFETY: restoring the default disposition and raising a signal have no memory effects.
    unsafe {
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}

/// The highest capability number this kernel knows (`/proc/sys/kernel/cap_last_cap`).
pub(crate) fn cap_last_cap() -> u32 {
    std::fs::read_to_string("/proc/sys/kernel/cap_last_cap")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(63)
}

/// Drops every capability for good: the bounding set (so an exec as uid 0 gains none back),
/// the ambient set, and the effective, permitted and inheritable sets. Fails if any
/// capability is left afterwards.
#[allow(unsafe_code)]
pub(crate) fn drop_capabilities(last_cap: u32) -> io::Result<()> {
    for cap in 0..=last_cap {
        // Without CAP_SETPCAP (an unprivileged process outside a user namespace) the bounding
        // set cannot shrink; that process has no capability to gain back on exec either
        // (no_new_privs ignores file capabilities and set-uid bits), so EPERM is harmless.
        let ret = prctl(libc::PR_CAPBSET_DROP, libc::c_ulong::from(cap));
        if ret < 0 {
            let e = io::Error::last_os_error();
            match e.raw_os_error() {
                Some(libc::EINVAL) => break,
                Some(libc::EPERM) => {}
                _ => return Err(e),
            }
        }
    }
    check(prctl(
        libc::PR_CAP_AMBIENT,
        libc::PR_CAP_AMBIENT_CLEAR_ALL as libc::c_ulong,
    ))?;
    #[repr(C)]
    struct Header {
        version: u32,
        pid: libc::c_int,
    }
    #[repr(C)]
    #[derive(Clone, Copy, Default)]
    struct Data {
        effective: u32,
        permitted: u32,
        inheritable: u32,
    }
    const VERSION_3: u32 = 0x2008_0522;
    let mut header = Header {
        version: VERSION_3,
        pid: 0,
    };
    let none = [Data::default(); 2];
    // SAFETY: header and data are live, correctly laid out `_LINUX_CAPABILITY_VERSION_3`
    // structures (one header, two data words) for the duration of the call.
    check(unsafe { libc::syscall(libc::SYS_capset, &mut header, none.as_ptr()) as libc::c_int })?;
    let mut now = [Data::default(); 2];
    // SAFETY: as above; capget writes two data words into `now`.
    check(unsafe {
        libc::syscall(libc::SYS_capget, &mut header, now.as_mut_ptr()) as libc::c_int
    })?;
    if now
        .iter()
        .any(|d| d.effective | d.permitted | d.inheritable != 0)
    {
        return Err(io::Error::other("capabilities remain after dropping them"));
    }
    Ok(())
}

/// Starts a new session: the process loses its controlling terminal, so nothing it runs can
/// push keystrokes into the user's terminal or receive its signals.
#[allow(unsafe_code)]
pub(crate) fn setsid() -> io::Result<()> {
    // SAFETY: setsid takes no arguments and only changes this process's session.
    check(unsafe { libc::setsid() }).map(drop)
}

/// Lowers a resource limit (soft and hard) of the current process.
#[allow(unsafe_code)]
pub(crate) fn setrlimit(resource: libc::__rlimit_resource_t, value: u64) -> io::Result<()> {
    let lim = libc::rlimit {
        rlim_cur: value,
        rlim_max: value,
    };
    // SAFETY: lim is a live rlimit read by the call.
    check(unsafe { libc::setrlimit(resource, &lim) }).map(drop)
}

/// Sends `sig` to `pid`, best effort.
#[allow(unsafe_code)]
pub(crate) fn kill(pid: libc::pid_t, sig: libc::c_int) {
    // SAFETY: kill takes plain integers; a failure only means the process is gone.
    let _ = unsafe { libc::kill(pid, sig) };
}

/// Whether this process may write into the directory `path`.
#[allow(unsafe_code)]
pub(crate) fn writable(path: &std::path::Path) -> bool {
    let Ok(c) = cstr(&path.display().to_string()) else {
        return false;
    };
    // SAFETY: c is a NUL-terminated string that outlives the call.
    unsafe { libc::access(c.as_ptr(), libc::W_OK) == 0 }
}

/// Reads the next entries of the directory open at `fd` into `buf` (`getdents64`): the number
/// of bytes filled, 0 at the end. Half the system calls of `opendir`/`readdir` (no `fstat`, no
/// `fcntl`, no rewind), which matters for a walk of a whole workspace.
#[allow(unsafe_code)]
pub(crate) fn getdents(fd: std::os::fd::BorrowedFd<'_>, buf: &mut [u8]) -> io::Result<usize> {
    use std::os::fd::AsRawFd;
    // SAFETY: the kernel writes at most `buf.len()` bytes into `buf`, which is valid and
    // exclusively borrowed for the call; `fd` is a live descriptor for the borrow's length.
    let n = unsafe {
        libc::syscall(
            libc::SYS_getdents64,
            fd.as_raw_fd(),
            buf.as_mut_ptr(),
            buf.len(),
        )
    };
    if n < 0 {
        return Err(io::Error::last_os_error());
    }
    usize::try_from(n).map_err(|_| io::Error::from(io::ErrorKind::InvalidData))
}

/// The entries in the first `len` bytes of a `getdents64` buffer: each name (without its NUL)
/// and `d_type` (`DT_UNKNOWN` where the file system does not say).
pub(crate) fn dirents(buf: &[u8]) -> impl Iterator<Item = (&[u8], u8)> {
    // struct linux_dirent64 { u64 d_ino; i64 d_off; u16 d_reclen; u8 d_type; char d_name[]; }
    let mut at = 0usize;
    std::iter::from_fn(move || {
        let rest = buf.get(at..)?;
        let reclen = u16::from_ne_bytes([*rest.get(16)?, *rest.get(17)?]) as usize;
        let kind = *rest.get(18)?;
        let name = rest.get(19..reclen)?;
        let name = name.get(..name.iter().position(|b| *b == 0)?)?;
        if reclen == 0 {
            return None;
        }
        at += reclen;
        Some((name, kind))
    })
}
