//! The attacks of a determined command, each tried for real from inside the sandbox: what a
//! root command could do with the host's capabilities, the terminal, renaming `.git`, host
//! sockets, credential files, leaked variables, and resources. Run them as root and as an
//! unprivileged user (`tests/unprivileged.sh`); each needs `python3` on the host.
#![allow(clippy::unwrap_used, reason = "a panic in a test is a failed test")]
#![allow(
    clippy::indexing_slicing,
    clippy::panic,
    reason = "a panic in a test is a failed test"
)]

use std::path::PathBuf;
use std::process::Command;

use airlock_sandbox::{Network, Outcome, Spec, run};

/// A workspace and a home outside `/tmp` (the sandbox's `/tmp` is private, so a home there
/// would be hidden by that alone), removed on drop.
struct Fixture {
    ws: tempfile::TempDir,
    home: tempfile::TempDir,
}

fn fixture() -> Fixture {
    Fixture {
        ws: tempfile::tempdir_in(base()).unwrap(),
        home: tempfile::tempdir_in(base()).unwrap(),
    }
}

/// Where fixtures live: `AIRLOCK_TEST_TMPDIR` (an unprivileged user's own directory, as
/// `tests/unprivileged.sh` sets it), else cargo's temporary directory for tests.
fn base() -> PathBuf {
    std::env::var_os("AIRLOCK_TEST_TMPDIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_TARGET_TMPDIR")), PathBuf::from)
}

impl Fixture {
    fn spec(&self) -> Spec {
        Spec {
            workspace: self.ws.path().to_path_buf(),
            network: Network::None,
            allow_read: Vec::new(),
            hide: Vec::new(),
            home: self.home.path().to_path_buf(),
            env: vec![
                ("PATH".into(), "/usr/bin:/bin".into()),
                ("LANG".into(), "C".into()),
            ],
            force_layers: None,
            limits: airlock_sandbox::Limits::default(),
        }
    }

    fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.ws.path().join(name)).unwrap_or_default()
    }
}

fn python() -> PathBuf {
    let found = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file());
    match found {
        Some(p) => p,
        None => panic!("these tests need python3 at /usr/bin/python3 (apt-get install python3)"),
    }
}

fn sh(spec: &Spec, script: &str) -> Outcome {
    run(spec, &["/bin/sh".into(), "-c".into(), script.into()]).unwrap()
}

/// Runs a Python program inside the sandbox (from a file in the workspace).
fn py(f: &Fixture, spec: &Spec, program: &str) -> Outcome {
    std::fs::write(f.ws.path().join("probe.py"), program).unwrap();
    run(
        spec,
        &[
            python().display().to_string(),
            f.ws.path().join("probe.py").display().to_string(),
        ],
    )
    .unwrap()
}

const PRELUDE: &str = "import ctypes, os, sys\nlibc = ctypes.CDLL(None, use_errno=True)\n\
def errno(ret):\n    return 'ok' if ret >= 0 else str(ctypes.get_errno())\n";

#[test]
fn command_has_its_own_user_namespace_and_no_capabilities() {
    let f = fixture();
    let host_ns = std::fs::read_link("/proc/self/ns/user").unwrap();
    let out = sh(
        &f.spec(),
        "readlink /proc/self/ns/user > ns.txt; grep -E '^Cap(Inh|Prm|Eff|Bnd|Amb):' /proc/self/status > caps.txt",
    );
    assert!(out.exit.success());
    assert!(out.layers.user_namespace, "{}", out.layers);
    assert_ne!(f.read("ns.txt").trim(), host_ns.display().to_string());
    let caps = f.read("caps.txt");
    assert_eq!(caps.lines().count(), 5, "{caps}");
    for line in caps.lines() {
        assert!(line.ends_with("0000000000000000"), "{caps}");
    }
}

#[test]
fn file_handles_cannot_reach_hidden_files() {
    let f = fixture();
    let ssh = f.home.path().join(".ssh");
    std::fs::create_dir(&ssh).unwrap();
    let key = ssh.join("id_rsa");
    std::fs::write(&key, "PRIVATE KEY").unwrap();
    // The handle of the key, taken on the host (this needs no privilege), carried inside.
    let take = format!(
        "{PRELUDE}buf = ctypes.create_string_buffer(8 + 128)\n\
         ctypes.c_uint.from_buffer(buf, 0).value = 128\n\
         mid = ctypes.c_int()\n\
         r = libc.name_to_handle_at(-100, sys.argv[1].encode(), buf, ctypes.byref(mid), 0)\n\
         assert r == 0, ctypes.get_errno()\n\
         n = ctypes.c_uint.from_buffer(buf, 0).value\n\
         print(buf.raw[:8 + n].hex())\n"
    );
    let host = Command::new(python())
        .args(["-c", &take, &key.display().to_string()])
        .output()
        .unwrap();
    assert!(host.status.success(), "{host:?}");
    let handle = String::from_utf8(host.stdout).unwrap();
    let program = format!(
        "{PRELUDE}h = bytes.fromhex('{}')\n\
         buf = ctypes.create_string_buffer(h, len(h))\n\
         fd = libc.open_by_handle_at(os.open('.', os.O_RDONLY), buf, os.O_RDONLY)\n\
         open('errno.txt', 'w').write(errno(fd))\n\
         if fd >= 0: open('leak.txt', 'wb').write(os.read(fd, 100))\n\
         h2 = ctypes.create_string_buffer(8 + 128)\n\
         ctypes.c_uint.from_buffer(h2, 0).value = 128\n\
         mid = ctypes.c_int()\n\
         r = libc.name_to_handle_at(-100, b'/', h2, ctypes.byref(mid), 0)\n\
         open('name.txt', 'w').write(errno(r))\n",
        handle.trim()
    );
    py(&f, &f.spec(), &program);
    assert_eq!(
        f.read("leak.txt"),
        "",
        "read a hidden file through its handle"
    );
    assert_eq!(f.read("errno.txt"), libc::EPERM.to_string());
    assert_eq!(f.read("name.txt"), libc::EPERM.to_string());
}

#[test]
fn fanotify_is_refused() {
    let f = fixture();
    py(
        &f,
        &f.spec(),
        &format!("{PRELUDE}open('r.txt', 'w').write(errno(libc.fanotify_init(0, os.O_RDONLY)))\n"),
    );
    assert_eq!(f.read("r.txt"), libc::EPERM.to_string());
}

#[test]
fn mount_attributes_cannot_be_cleared() {
    let f = fixture();
    std::fs::create_dir_all(f.ws.path().join(".git/hooks")).unwrap();
    // struct mount_attr { attr_set, attr_clr, propagation, userns_fd }, clearing RDONLY.
    let program = format!(
        "{PRELUDE}attr = (ctypes.c_uint64 * 4)(0, 1, 0, 0)\n\
         r = libc.syscall({nr}, -100, b'.git/hooks', 0, ctypes.byref(attr), 32)\n\
         open('r.txt', 'w').write(errno(r))\n\
         try:\n    open('.git/hooks/pre-commit', 'w').write('evil')\nexcept OSError:\n    pass\n",
        nr = libc::SYS_mount_setattr
    );
    py(&f, &f.spec(), &program);
    assert_eq!(f.read("r.txt"), libc::EPERM.to_string());
    assert!(!f.ws.path().join(".git/hooks/pre-commit").exists());
}

#[test]
fn hostname_and_domain_name_cannot_be_set() {
    let f = fixture();
    // The same names again: harmless if it ever succeeded, and still a refusal to check.
    let program = format!(
        "{PRELUDE}import socket\n\
         try:\n    socket.sethostname(socket.gethostname()); r = 'ok'\n\
         except OSError as e:\n    r = str(e.errno)\n\
         d = open('/proc/sys/kernel/domainname', 'rb').read().strip()\n\
         r += ' ' + errno(libc.setdomainname(d, len(d)))\n\
         open('r.txt', 'w').write(r)\n"
    );
    py(&f, &f.spec(), &program);
    assert_eq!(f.read("r.txt"), format!("{0} {0}", libc::EPERM));
}

#[test]
fn kernel_log_is_unreadable() {
    let f = fixture();
    // SYSLOG_ACTION_SIZE_BUFFER (10) needs the same permission as reading the log.
    py(
        &f,
        &f.spec(),
        &format!("{PRELUDE}open('r.txt', 'w').write(errno(libc.klogctl(10, None, 0)))\n"),
    );
    assert_eq!(f.read("r.txt"), libc::EPERM.to_string());
}

#[test]
fn every_listed_system_call_is_refused() {
    let f = fixture();
    // Null arguments: each call would fail harmlessly if it ever got past the filter, with an
    // errno other than EPERM (EFAULT, EINVAL, EBADF), so only the filter yields EPERM for all.
    // sethostname and setdomainname are checked apart, with arguments that change nothing.
    let calls = [
        libc::SYS_open_by_handle_at,
        libc::SYS_name_to_handle_at,
        libc::SYS_fanotify_init,
        libc::SYS_fanotify_mark,
        libc::SYS_mount_setattr,
        libc::SYS_move_mount,
        libc::SYS_open_tree,
        libc::SYS_fsopen,
        libc::SYS_fsconfig,
        libc::SYS_fsmount,
        libc::SYS_fspick,
        libc::SYS_settimeofday,
        libc::SYS_clock_settime,
        libc::SYS_clock_adjtime,
        libc::SYS_adjtimex,
        libc::SYS_syslog,
        libc::SYS_perf_event_open,
        libc::SYS_userfaultfd,
        libc::SYS_kexec_file_load,
        libc::SYS_init_module,
        libc::SYS_finit_module,
        libc::SYS_delete_module,
        libc::SYS_reboot,
        libc::SYS_swapon,
        libc::SYS_swapoff,
        libc::SYS_quotactl,
        libc::SYS_pivot_root,
        libc::SYS_chroot,
    ];
    let list = calls
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let program = format!(
        "{PRELUDE}out = []\nfor nr in [{list}]:\n\
         \x20   r = libc.syscall(nr, -1, None, None, None, None, None)\n\
         \x20   out.append('%d %s' % (nr, errno(r)))\n\
         open('r.txt', 'w').write('\\n'.join(out))\n"
    );
    py(&f, &f.spec(), &program);
    let got = f.read("r.txt");
    let expected = calls
        .iter()
        .map(|n| format!("{n} {}", libc::EPERM))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(got, expected);
}

#[test]
fn terminal_injection_is_refused() {
    let f = fixture();
    // The command gets a terminal of its own as its controlling terminal (its own pty), which
    // TIOCSTI would accept from anyone; the filter refuses it, and TIOCLINUX, on any terminal.
    let program = format!(
        "{PRELUDE}import pty, fcntl, termios\n\
         try:\n    os.setsid()\nexcept OSError:\n    pass\n\
         master, slave = pty.openpty()\n\
         fcntl.ioctl(slave, termios.TIOCSCTTY, 0)\n\
         c = ctypes.c_char(b'x')\n\
         a = libc.ioctl(slave, {sti}, ctypes.byref(c))\n\
         b = libc.ioctl(slave, {linux}, ctypes.byref(c))\n\
         open('r.txt', 'w').write(errno(a) + ' ' + errno(b))\n",
        sti = libc::TIOCSTI,
        linux = libc::TIOCLINUX
    );
    py(&f, &f.spec(), &program);
    assert_eq!(f.read("r.txt"), format!("{0} {0}", libc::EPERM));
}

#[test]
fn command_runs_in_a_session_of_its_own_without_a_terminal() {
    let f = fixture();
    let out = sh(
        &f.spec(),
        "cut -d' ' -f1,6,7 /proc/$$/stat > stat.txt; (exec 3</dev/tty) 2>/dev/null && echo tty > tty.txt; true",
    );
    assert!(out.exit.success());
    let stat = f.read("stat.txt");
    let fields: Vec<&str> = stat.split_whitespace().collect();
    assert_eq!(fields.len(), 3, "{stat}");
    assert_eq!(fields[0], fields[1], "not a session leader: {stat}");
    assert_eq!(fields[2], "0", "has a controlling terminal: {stat}");
    assert_eq!(f.read("tty.txt"), "");
}

/// A directory under `/run` this user may create sockets in: `/run` itself for root, else
/// `$XDG_RUNTIME_DIR` when it lies under `/run` (`tests/unprivileged.sh` provides one).
fn run_dir() -> tempfile::TempDir {
    if let Ok(d) = tempfile::tempdir_in("/run") {
        return d;
    }
    match std::env::var("XDG_RUNTIME_DIR") {
        Ok(x) if x.starts_with("/run/") => tempfile::tempdir_in(x).unwrap(),
        _ => panic!(
            "this test needs a writable directory under /run: run it as root, or set \
             XDG_RUNTIME_DIR to one (tests/unprivileged.sh does)"
        ),
    }
}

const CONNECT: &str = r#"
import socket, sys
for i, p in enumerate(sys.argv[1:]):
    s = socket.socket(socket.AF_UNIX)
    try:
        s.connect(p)
        r = 'connected'
    except OSError as e:
        r = e.strerror
    open('r%d.txt' % i, 'w').write(r)
"#;

#[test]
fn host_unix_sockets_are_unreachable() {
    let f = fixture();
    let run_tmp = run_dir();
    let in_run = run_tmp.path().join("host.sock");
    let l1 = std::os::unix::net::UnixListener::bind(&in_run).unwrap();
    // An agent socket and a runtime dir elsewhere, named by the environment.
    let agent_dir = tempfile::tempdir_in(base()).unwrap();
    let agent = agent_dir.path().join("agent.sock");
    let l2 = std::os::unix::net::UnixListener::bind(&agent).unwrap();
    let runtime = tempfile::tempdir_in(base()).unwrap();
    let in_runtime = runtime.path().join("bus");
    let l3 = std::os::unix::net::UnixListener::bind(&in_runtime).unwrap();
    for l in [&l1, &l2, &l3] {
        l.set_nonblocking(true).unwrap();
    }
    let mut spec = f.spec();
    spec.env
        .push(("SSH_AUTH_SOCK".into(), agent.display().to_string()));
    spec.env.push((
        "XDG_RUNTIME_DIR".into(),
        runtime.path().display().to_string(),
    ));
    std::fs::write(f.ws.path().join("connect.py"), CONNECT).unwrap();
    let out = run(
        &spec,
        &[
            python().display().to_string(),
            f.ws.path().join("connect.py").display().to_string(),
            in_run.display().to_string(),
            agent.display().to_string(),
            in_runtime.display().to_string(),
        ],
    )
    .unwrap();
    assert!(out.exit.success());
    for i in 0..3 {
        let r = f.read(&format!("r{i}.txt"));
        assert!(!r.is_empty() && r != "connected", "socket {i}: {r}");
    }
    for l in [&l1, &l2, &l3] {
        assert!(l.accept().is_err(), "a host socket got a connection");
    }
}

fn landlock_only() -> Option<airlock_sandbox::Layers> {
    Some(airlock_sandbox::Layers {
        namespaces: false,
        user_namespace: false,
        landlock: true,
        seccomp: true,
        no_new_privs: true,
    })
}

#[test]
fn abstract_sockets_and_signals_stay_inside_without_namespaces() {
    if airlock_sandbox::capabilities().landlock_abi.unwrap_or(0) < 6 {
        panic!("this test needs Landlock ABI 6 (Linux 6.12) for its scoping");
    }
    let f = fixture();
    let name = format!("airlock-test-{}", std::process::id());
    use std::os::linux::net::SocketAddrExt;
    let addr = std::os::unix::net::SocketAddr::from_abstract_name(name.as_bytes()).unwrap();
    let listener = std::os::unix::net::UnixListener::bind_addr(&addr).unwrap();
    listener.set_nonblocking(true).unwrap();
    let mut victim = Command::new("sleep").arg("60").spawn().unwrap();
    let mut spec = f.spec();
    spec.force_layers = landlock_only();
    let program = format!(
        "import socket, os\ns = socket.socket(socket.AF_UNIX)\n\
         try:\n    s.connect('\\0{name}'); r = 'connected'\nexcept OSError as e:\n    r = e.strerror\n\
         try:\n    os.kill({pid}, 0); k = 'signalled'\nexcept OSError as e:\n    k = e.strerror\n\
         open('r.txt', 'w').write(r + '|' + k)\n",
        pid = victim.id()
    );
    py(&f, &spec, &program);
    let _ = victim.kill();
    let _ = victim.wait();
    let r = f.read("r.txt");
    let (connect, signal) = r.split_once('|').unwrap();
    assert!(connect != "connected" && !connect.is_empty(), "{r}");
    assert!(signal != "signalled" && !signal.is_empty(), "{r}");
    assert!(listener.accept().is_err());
}

#[test]
fn credential_files_and_airlocks_own_files_are_hidden() {
    let f = fixture();
    let home = f.home.path();
    let ws = f.ws.path();
    let other = tempfile::tempdir_in(base()).unwrap();
    let airlock_home = other.path().join("airlock-home");
    let xdg_config = other.path().join("config");
    let xdg_data = other.path().join("data");
    let files = [
        home.join(".cargo/credentials.toml"),
        home.join(".npmrc"),
        home.join(".pypirc"),
        home.join(".config/gcloud/credentials.db"),
        home.join(".azure/accessTokens.json"),
        ws.join(".env"),
        ws.join(".ENV.local"),
        ws.join("app/.env.production"),
        airlock_home.join("token"),
        airlock_home.join("airlock.db"),
        airlock_home.join("policy.toml"),
        xdg_config.join("airlock/policy.toml"),
        xdg_data.join("airlock/token"),
    ];
    for p in &files {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, "SECRET-CONTENT").unwrap();
    }
    let mut spec = f.spec();
    for (k, v) in [
        ("AIRLOCK_HOME", &airlock_home),
        ("XDG_CONFIG_HOME", &xdg_config),
        ("XDG_DATA_HOME", &xdg_data),
    ] {
        spec.env.push((k.into(), v.display().to_string()));
    }
    let list = files
        .iter()
        .map(|p| format!("'{}'", p.display()))
        .collect::<Vec<_>>()
        .join(" ");
    let out = sh(
        &spec,
        &format!("for p in {list}; do cat \"$p\"; done > leaked.txt 2>/dev/null; true"),
    );
    assert!(out.exit.success());
    assert_eq!(f.read("leaked.txt"), "");
    // A template of an environment file is no secret: it stays readable.
    std::fs::write(ws.join(".env.example"), "KEY=").unwrap();
    sh(&spec, "cat .env.example > template.txt");
    assert_eq!(f.read("template.txt"), "KEY=");
    // Hidden, not destroyed: the files are intact outside.
    for p in &files {
        assert_eq!(std::fs::read_to_string(p).unwrap(), "SECRET-CONTENT");
    }
}

#[test]
fn only_allowed_variables_pass_and_the_rest_go_to_the_masker() {
    let f = fixture();
    let mut spec = f.spec();
    for (k, v) in [
        ("LC_ANYTHING", "locale-carried-secret"),
        ("LC_ALL", "C.UTF-8"),
        ("SOME_UNKNOWN_NAME", "unknown-value-1234"),
        ("DATABASE_URL", "postgres://u:pw@h/db"),
    ] {
        spec.env.push((k.into(), v.into()));
    }
    let out = sh(&spec, "env > env.txt");
    assert!(out.exit.success());
    let env = f.read("env.txt");
    for gone in [
        "LC_",
        "locale-carried-secret",
        "SOME_UNKNOWN_NAME",
        "unknown-value-1234",
        "DATABASE_URL",
    ] {
        assert!(!env.contains(gone), "{gone} reached the command:\n{env}");
    }
    for v in [
        "locale-carried-secret",
        "unknown-value-1234",
        "postgres://u:pw@h/db",
    ] {
        assert!(
            out.dropped_secrets.iter().any(|d| d == v),
            "{v} not handed on"
        );
    }
}

fn git_bin() -> PathBuf {
    let found = ["/usr/bin/git", "/usr/local/bin/git"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file());
    match found {
        Some(p) => p,
        None => panic!("these tests need git (apt-get install git)"),
    }
}

/// The host's git in `dir`, as the user would run it after the command.
fn host_git(f: &Fixture, dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(git_bin())
        .current_dir(dir)
        .env("HOME", f.home.path())
        .env("GIT_CONFIG_NOSYSTEM", "1")
        // Never up into a repository around the fixtures (the project's own).
        .env("GIT_CEILING_DIRECTORIES", f.ws.path().parent().unwrap())
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
        .args(args)
        .output()
        .unwrap()
}

/// Everything a command might try to plant a repository the host's git will obey: move
/// `.git` (or its hooks) aside, remove it, build a new one with a hook, `core.fsmonitor`
/// and `core.hooksPath`, point a `commondir` or a `gitdir:` file at another one.
fn plant_script(marks: &std::path::Path) -> String {
    let m = marks.display();
    format!(
        r#"
hook='#!/bin/sh
touch {m}/hook'
cfg='[core]
	fsmonitor = touch {m}/fsmonitor
	hooksPath = {m}/../evil/hooks'
mkdir -p evil/hooks; printf '%s\n' "$hook" > evil/hooks/pre-commit; chmod +x evil/hooks/pre-commit
printf '%s\n' "$cfg" > evil/config; cp -r .git/objects .git/refs .git/HEAD evil/ 2>/dev/null
mv .git/hooks .git/hooks.old; mv .git .g; rm -rf .git; rmdir .git
mkdir -p .git/hooks; printf '%s\n' "$hook" > .git/hooks/pre-commit; chmod +x .git/hooks/pre-commit
printf '%s\n' "$cfg" >> .git/config; echo ../evil > .git/commondir
echo 'gitdir: evil' > .git
echo change > file.txt
true
"#
    )
}

fn assert_nothing_planted_ran(f: &Fixture, dir: &std::path::Path, marks: &std::path::Path) {
    assert_nothing_planted_ran_in(f, dir, marks, true);
}

/// Runs the host's `git commit`, `git status` and `git fetch` in `dir` (in a repository when
/// `in_repo`, so that `status` must work) and checks that no planted hook or config ran.
fn assert_nothing_planted_ran_in(
    f: &Fixture,
    dir: &std::path::Path,
    marks: &std::path::Path,
    in_repo: bool,
) {
    let commit = host_git(f, dir, &["commit", "-qam", "after the sandbox"]);
    let status = host_git(f, dir, &["status", "--porcelain"]);
    let fetch = host_git(f, dir, &["fetch", "-q", "origin"]);
    let ran: Vec<_> = std::fs::read_dir(marks)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .collect();
    assert!(
        ran.is_empty(),
        "planted code ran in {}: {ran:?} ({commit:?} {status:?} {fetch:?})",
        dir.display()
    );
    if in_repo {
        assert!(status.status.success(), "{status:?}");
    }
}

/// A shell function for the sandbox: `plant DIR` makes DIR a git directory whose hooks,
/// `core.fsmonitor`, `core.hooksPath` and `core.sshCommand` (with an ssh remote) would
/// each leave a mark in `marks` if the host's git obeyed them.
fn planter(marks: &std::path::Path) -> String {
    let m = marks.display();
    format!(
        r#"
plant() {{
  git init -q --bare "$1" || exit 9
  for h in pre-commit post-commit post-checkout; do
    printf '#!/bin/sh\ntouch {m}/hook-%s\n' "$h" > "$1/hooks/$h"; chmod +x "$1/hooks/$h"
  done
  printf '[core]\n\tbare = false\n\tfsmonitor = touch {m}/fsmonitor\n\thooksPath = %s/hooks\n\tsshCommand = touch {m}/ssh\n[remote "origin"]\n\turl = ssh://example.invalid/x\n' "$(cd "$1" && pwd)" > "$1/config"
}}
"#
    )
}

/// A workspace that is a repository with one committed file in `sub/`, and a marks folder.
fn repo_with_sub(f: &Fixture) -> tempfile::TempDir {
    let marks = tempfile::tempdir_in(base()).unwrap();
    let ws = f.ws.path();
    assert!(host_git(f, ws, &["init", "-q"]).status.success());
    std::fs::create_dir(ws.join("sub")).unwrap();
    std::fs::write(ws.join("sub/file.txt"), "one\n").unwrap();
    assert!(host_git(f, ws, &["add", "."]).status.success());
    assert!(host_git(f, ws, &["commit", "-qm", "one"]).status.success());
    marks
}

/// Runs `script` (after the planter) in the sandbox with git on its path.
fn plant(f: &Fixture, marks: &std::path::Path, script: &str) -> Outcome {
    let mut spec = f.spec();
    spec.env[0].1 = "/usr/local/bin:/usr/bin:/bin".into();
    let out = sh(&spec, &format!("{}\n{script}", planter(marks)));
    assert!(out.exit.success(), "{out:?}");
    out
}

/// The paths of the planted repositories `out` reports, relative to the workspace, each with
/// what it was; every one must have been moved aside.
fn planted(f: &Fixture, out: &Outcome) -> Vec<(String, &'static str)> {
    let ws = f.ws.path().canonicalize().unwrap();
    let mut v: Vec<_> = out
        .planted_git
        .iter()
        .map(|p| {
            assert!(p.moved_to.is_ok(), "{p}");
            let rel = p.path.strip_prefix(&ws).unwrap().display().to_string();
            (rel, p.what)
        })
        .collect();
    v.sort();
    v
}

#[test]
fn git_cannot_be_moved_replaced_or_shadowed() {
    let f = fixture();
    let marks = tempfile::tempdir_in(base()).unwrap();
    let ws = f.ws.path();
    assert!(host_git(&f, ws, &["init", "-q"]).status.success());
    std::fs::write(ws.join("file.txt"), "one\n").unwrap();
    assert!(host_git(&f, ws, &["add", "file.txt"]).status.success());
    assert!(host_git(&f, ws, &["commit", "-qm", "one"]).status.success());
    let config_before = std::fs::read_to_string(ws.join(".git/config")).unwrap();
    let mut spec = f.spec();
    spec.env[0].1 = "/usr/local/bin:/usr/bin:/bin".into();
    let out = sh(&spec, &plant_script(marks.path()));
    assert!(out.exit.success());
    let dot_git = ws.join(".git");
    assert!(dot_git.is_dir() && !ws.join(".g").exists());
    assert!(dot_git.join("hooks").is_dir() && !dot_git.join("hooks.old").exists());
    assert!(!dot_git.join("commondir").exists());
    assert!(!dot_git.join("hooks/pre-commit").exists());
    assert_eq!(
        std::fs::read_to_string(dot_git.join("config")).unwrap(),
        config_before
    );
    assert_nothing_planted_ran(&f, ws, marks.path());
    // Then what the sandbox says it did: `evil` is laid out as a git directory, so it was
    // moved aside too; nothing else was.
    assert_eq!(planted(&f, &out), [("evil".to_owned(), "bare")]);
}

#[test]
fn a_git_planted_over_an_enclosing_repository_is_moved_aside() {
    // The workspace is a folder of a repository: a new `.git` there would shadow it.
    let f = fixture();
    let marks = tempfile::tempdir_in(base()).unwrap();
    let repo = f.ws.path();
    assert!(host_git(&f, repo, &["init", "-q"]).status.success());
    let ws = repo.join("sub");
    std::fs::create_dir(&ws).unwrap();
    std::fs::write(ws.join("file.txt"), "one\n").unwrap();
    assert!(host_git(&f, repo, &["add", "."]).status.success());
    assert!(
        host_git(&f, repo, &["commit", "-qm", "one"])
            .status
            .success()
    );
    let mut spec = f.spec();
    spec.workspace = ws.clone();
    spec.env[0].1 = "/usr/local/bin:/usr/bin:/bin".into();
    let script = format!(
        "git init -q . && printf '#!/bin/sh\\ntouch {m}/hook\\n' > .git/hooks/pre-commit && \
         chmod +x .git/hooks/pre-commit && git config core.fsmonitor 'touch {m}/fsmonitor' && \
         echo change > file.txt",
        m = marks.path().display()
    );
    let out = sh(&spec, &script);
    assert!(out.exit.success());
    assert_nothing_planted_ran(&f, &ws, marks.path());
    assert!(!ws.join(".git").exists() && ws.join(".git.airlock-untrusted").is_dir());
    // Then what the sandbox says it did.
    assert_eq!(
        planted(&f, &out),
        [
            ("sub/.git".to_owned(), "bare"),
            ("sub/.git".to_owned(), "directory")
        ]
    );
}

#[test]
fn a_git_planted_in_a_subfolder_is_moved_aside() {
    let f = fixture();
    let marks = repo_with_sub(&f);
    let ws = f.ws.path();
    let out = plant(
        &f,
        marks.path(),
        "plant sub/.git && mkdir -p target/debug/deps && plant target/debug/deps/.git && \
         echo change > sub/file.txt",
    );
    assert_nothing_planted_ran(&f, &ws.join("sub"), marks.path());
    assert_nothing_planted_ran(&f, &ws.join("target/debug/deps"), marks.path());
    assert!(!ws.join("sub/.git").exists() && ws.join("sub/.git.airlock-untrusted").is_dir());
    // The host's git there is the workspace's own, and it took the change.
    let log = host_git(&f, &ws.join("sub"), &["log", "--format=%s"]);
    assert!(String::from_utf8_lossy(&log.stdout).starts_with("after the sandbox"));
    // Then what the sandbox says it did.
    assert_eq!(
        planted(&f, &out),
        [
            ("sub/.git".to_owned(), "bare"),
            ("sub/.git".to_owned(), "directory"),
            ("target/debug/deps/.git".to_owned(), "bare"),
            ("target/debug/deps/.git".to_owned(), "directory"),
        ]
    );
}

#[test]
fn a_git_planted_as_a_symlink_or_a_gitdir_file_is_moved_aside() {
    let f = fixture();
    let marks = repo_with_sub(&f);
    let ws = f.ws.path();
    let out = plant(
        &f,
        marks.path(),
        "mkdir -p hidden/one two && plant hidden/one/r && ln -s ../hidden/one/r sub/.git && \
         printf 'gitdir: ../hidden/one/r\\n' > two/.git && echo change > sub/file.txt",
    );
    assert_nothing_planted_ran(&f, &ws.join("sub"), marks.path());
    assert_nothing_planted_ran(&f, &ws.join("two"), marks.path());
    assert!(ws.join("sub/.git.airlock-untrusted").is_symlink());
    assert!(ws.join("two/.git.airlock-untrusted").is_file());
    // Then what the sandbox says it did.
    assert_eq!(
        planted(&f, &out),
        [
            ("hidden/one/r".to_owned(), "bare"),
            ("sub/.git".to_owned(), "symlink"),
            ("two/.git".to_owned(), "file"),
        ]
    );
}

#[test]
fn a_git_planted_behind_a_folder_shut_to_reading_is_moved_aside() {
    let f = fixture();
    let marks = repo_with_sub(&f);
    let ws = f.ws.path();
    // The host's git still reaches `d/sub` through a folder it may only search.
    let out = plant(
        &f,
        marks.path(),
        "mkdir -p d/sub && plant d/sub/.git && chmod 500 d/sub && chmod 100 d",
    );
    assert_nothing_planted_ran(&f, &ws.join("d/sub"), marks.path());
    assert_eq!(out.git_unchecked, None);
    assert!(ws.join("d/sub/.git.airlock-untrusted").is_dir());
    // Then what the sandbox says it did.
    assert_eq!(
        planted(&f, &out),
        [
            ("d/sub/.git".to_owned(), "bare"),
            ("d/sub/.git".to_owned(), "directory")
        ]
    );
}

#[test]
fn a_folder_laid_out_as_a_bare_repository_is_neutralised() {
    let f = fixture();
    let marks = repo_with_sub(&f);
    let ws = f.ws.path();
    // `sub` itself becomes a git directory: the host's git in `sub` finds it before the
    // workspace's repository (safe.bareRepository is `all` by default).
    let out = plant(
        &f,
        marks.path(),
        "plant /tmp/r && cp -r /tmp/r/HEAD /tmp/r/objects /tmp/r/refs /tmp/r/config /tmp/r/hooks sub/",
    );
    assert_nothing_planted_ran(&f, &ws.join("sub"), marks.path());
    assert!(!ws.join("sub/HEAD").exists() && ws.join("sub/HEAD.airlock-untrusted").is_file());
    // Then what the sandbox says it did.
    assert_eq!(planted(&f, &out), [("sub".to_owned(), "bare")]);
}

#[test]
fn any_new_git_in_a_workspace_without_a_repository_is_moved_aside() {
    let f = fixture();
    let marks = tempfile::tempdir_in(base()).unwrap();
    let ws = f.ws.path();
    let out = plant(
        &f,
        marks.path(),
        "plant .git && mkdir -p deep/er && plant deep/er/.git && echo x > deep/er/f",
    );
    for dir in [ws.to_path_buf(), ws.join("deep/er")] {
        assert_nothing_planted_ran_in(&f, &dir, marks.path(), false);
        // No repository is found at all: the quarantined ones are not read.
        let status = host_git(&f, &dir, &["status"]);
        assert!(!status.status.success(), "{status:?}");
    }
    // Then what the sandbox says it did.
    assert_eq!(
        planted(&f, &out),
        [
            (".git".to_owned(), "bare"),
            (".git".to_owned(), "directory"),
            ("deep/er/.git".to_owned(), "bare"),
            ("deep/er/.git".to_owned(), "directory"),
        ]
    );
}

#[test]
fn a_git_planted_without_namespaces_is_moved_aside_too() {
    let f = fixture();
    let marks = repo_with_sub(&f);
    let ws = f.ws.path();
    let mut spec = f.spec();
    spec.env[0].1 = "/usr/local/bin:/usr/bin:/bin".into();
    spec.force_layers = landlock_only();
    let out = sh(
        &spec,
        &format!(
            "{}\nplant sub/.git && echo change > sub/file.txt",
            planter(marks.path())
        ),
    );
    assert!(out.exit.success(), "{out:?}");
    assert_nothing_planted_ran(&f, &ws.join("sub"), marks.path());
    // Then what the sandbox says it did.
    assert_eq!(
        planted(&f, &out),
        [
            ("sub/.git".to_owned(), "bare"),
            ("sub/.git".to_owned(), "directory")
        ]
    );
}

#[test]
fn nested_repositories_keep_working_and_cannot_be_changed_or_replaced() {
    let f = fixture();
    let marks = tempfile::tempdir_in(base()).unwrap();
    let ws = f.ws.path();
    // A repository to be the submodule, outside the workspace.
    let lib = tempfile::tempdir_in(base()).unwrap();
    assert!(host_git(&f, lib.path(), &["init", "-q"]).status.success());
    std::fs::write(lib.path().join("l.txt"), "lib\n").unwrap();
    assert!(host_git(&f, lib.path(), &["add", "."]).status.success());
    assert!(
        host_git(&f, lib.path(), &["commit", "-qm", "lib"])
            .status
            .success()
    );
    assert!(host_git(&f, ws, &["init", "-q"]).status.success());
    let add = host_git(
        &f,
        ws,
        &[
            "-c",
            "protocol.file.allow=always",
            "submodule",
            "add",
            "-q",
            &lib.path().display().to_string(),
            "lib",
        ],
    );
    assert!(add.status.success(), "{add:?}");
    // A vendored repository of its own.
    std::fs::create_dir_all(ws.join("vendor/v")).unwrap();
    let v = ws.join("vendor/v");
    assert!(host_git(&f, &v, &["init", "-q"]).status.success());
    std::fs::write(v.join("v.txt"), "v\n").unwrap();
    assert!(host_git(&f, &v, &["add", "."]).status.success());
    assert!(host_git(&f, &v, &["commit", "-qm", "v"]).status.success());
    assert!(
        host_git(&f, ws, &["commit", "-qm", "with lib"])
            .status
            .success()
    );
    let lib_link = std::fs::read_to_string(ws.join("lib/.git")).unwrap();
    // Every way to change or replace them, each noted as it fares.
    let script = "\
        try() { if (eval \"$1\") 2>/dev/null; then echo \"done: $1\"; fi; }
        try 'printf x > vendor/v/.git/hooks/pre-commit'
        try 'git -C vendor/v config core.fsmonitor \"touch m\"'
        try 'mv vendor/v/.git vendor/v/.g'
        try 'rm -rf vendor/v/.git'
        try 'printf \"gitdir: /x\\n\" > lib/.git'
        try 'rm -f lib/.git'
        try 'mv lib/.git lib/.g'
        try 'printf x > .git/modules/lib/hooks/pre-commit'
        echo change > vendor/v/v.txt; echo change > lib/l.txt
        # A folder holding a repository can move (the repository moves with it, unchanged);
        # a new one in its old place is planted.
        mv vendor vendor2 && mkdir -p vendor/v/.git/hooks
        true";
    let mut spec = f.spec();
    spec.env[0].1 = "/usr/local/bin:/usr/bin:/bin".into();
    let out = run(
        &spec,
        &[
            "/bin/sh".into(),
            "-c".into(),
            format!("( {script} ) > done.txt"),
        ],
    )
    .unwrap();
    assert!(out.exit.success(), "{out:?}");
    assert_eq!(f.read("done.txt"), "");
    assert_eq!(
        std::fs::read_to_string(ws.join("lib/.git")).unwrap(),
        lib_link
    );
    // They keep working for the host's git.
    let v = ws.join("vendor2/v");
    assert_nothing_planted_ran(&f, &v, marks.path());
    assert_nothing_planted_ran(&f, &ws.join("lib"), marks.path());
    let log = host_git(&f, &v, &["log", "--format=%s"]);
    assert!(String::from_utf8_lossy(&log.stdout).starts_with("after the sandbox"));
    let log = host_git(&f, &ws.join("lib"), &["log", "--format=%s"]);
    assert!(String::from_utf8_lossy(&log.stdout).starts_with("after the sandbox"));
    // Then what the sandbox says it did: only the new one was moved aside.
    assert_eq!(
        planted(&f, &out),
        [("vendor/v/.git".to_owned(), "directory")]
    );
    assert!(v.join(".git/HEAD").is_file());
}

const MIB: u64 = 1 << 20;

#[test]
fn processes_past_the_limit_are_refused() {
    let f = fixture();
    let mut spec = f.spec();
    spec.limits.processes = Some(20);
    // Forks until refused, 200 at most; the children wait to be killed with the run.
    let program = r#"
import os, time
n = 0
for _ in range(200):
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        time.sleep(30)
        os._exit(0)
    n += 1
open('n.txt', 'w').write(str(n))
"#;
    let out = py(&f, &spec, program);
    assert!(out.exit.success(), "{:?}", out.exit);
    let n: u64 = f.read("n.txt").parse().unwrap();
    assert!(
        (1..20).contains(&n),
        "{n} processes started under a limit of 20"
    );
}

#[test]
fn memory_past_the_limit_is_refused() {
    let f = fixture();
    let mut spec = f.spec();
    spec.limits.memory = Some(256 * MIB);
    let program = r#"
try:
    b = b'x' * (512 << 20)
    open('r.txt', 'w').write('allocated %d' % len(b))
except MemoryError:
    open('r.txt', 'w').write('refused')
"#;
    let out = py(&f, &spec, program);
    let r = f.read("r.txt");
    // Refused by the address-space limit, or killed by the cgroup's.
    assert!(
        r == "refused" || (r.is_empty() && out.exit == airlock_sandbox::Exit::Signal(9)),
        "{r} {:?}",
        out.exit
    );
}

#[test]
fn files_past_the_limit_are_cut() {
    let f = fixture();
    let mut spec = f.spec();
    spec.limits.file_size = Some(MIB);
    let out = sh(&spec, "head -c 4194304 /dev/zero > big.bin");
    assert!(!out.exit.success());
    let len = std::fs::metadata(f.ws.path().join("big.bin"))
        .unwrap()
        .len();
    assert!(len <= MIB, "{len} bytes written under a limit of {MIB}");
}

#[test]
fn cpu_time_past_the_limit_ends_the_run() {
    let f = fixture();
    let mut spec = f.spec();
    spec.limits.cpu_seconds = Some(1);
    // Busy for up to 20 s of wall time, then says it survived.
    let program = r#"
import time
end = time.monotonic() + 20
while time.monotonic() < end:
    pass
open('r.txt', 'w').write('survived')
"#;
    let started = std::time::Instant::now();
    let out = py(&f, &spec, program);
    assert_eq!(f.read("r.txt"), "", "{:?}", out.exit);
    assert!(!out.exit.success());
    assert!(started.elapsed() < std::time::Duration::from_secs(15));
}

#[test]
fn default_limits_leave_ordinary_commands_alone() {
    let f = fixture();
    let out = py(
        &f,
        &f.spec(),
        "import subprocess\nb = b'x' * (64 << 20)\n\
         open('r.txt', 'w').write(subprocess.run(['echo', 'fine'], capture_output=True, text=True).stdout)\n",
    );
    assert!(out.exit.success(), "{:?}", out.exit);
    assert_eq!(f.read("r.txt"), "fine\n");
}

#[test]
fn without_a_user_namespace_every_capability_is_dropped_and_doctor_says_so() {
    let f = fixture();
    let mut spec = f.spec();
    // Root in a container that forbids user namespaces keeps the other namespaces; anyone
    // else without one is left with Landlock.
    spec.force_layers = if airlock_sandbox::capabilities().root {
        Some(airlock_sandbox::Layers {
            namespaces: true,
            user_namespace: false,
            landlock: true,
            seccomp: true,
            no_new_privs: true,
        })
    } else {
        landlock_only()
    };
    let out = sh(
        &spec,
        "grep -E '^Cap(Inh|Prm|Eff|Bnd|Amb):' /proc/self/status > caps.txt",
    );
    assert!(out.exit.success(), "{:?}", out.exit);
    assert!(!out.layers.user_namespace);
    let caps = f.read("caps.txt");
    assert_eq!(caps.lines().count(), 5, "{caps}");
    // An unprivileged process cannot shrink its bounding set (that takes CAP_SETPCAP); it
    // holds nothing to lose, and no_new_privs keeps exec from granting anything.
    let root = airlock_sandbox::capabilities().root;
    for line in caps.lines().filter(|l| root || !l.starts_with("CapBnd")) {
        assert!(line.ends_with("0000000000000000"), "{caps}");
    }
    let mut machine = airlock_sandbox::capabilities().clone();
    machine.root = true;
    machine.user_namespace = false;
    let text = machine.to_string();
    assert!(
        text.contains("every one dropped before exec (no user namespace here"),
        "{text}"
    );
    assert!(!machine.strongest().user_namespace);
}
