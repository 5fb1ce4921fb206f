//! Integration tests for the sandbox runner on the real kernel (they run as root in CI).
#![allow(clippy::unwrap_used, reason = "a panic in a test is a failed test")]

use airlock_sandbox::{Exit, Layers, Network, Spec, run};

struct Fixture {
    ws: tempfile::TempDir,
    home: tempfile::TempDir,
}

fn fixture() -> Fixture {
    Fixture {
        ws: tempfile::tempdir().unwrap(),
        home: tempfile::tempdir().unwrap(),
    }
}

fn spec(f: &Fixture, network: Network, force: Option<Layers>) -> Spec {
    Spec {
        workspace: f.ws.path().to_path_buf(),
        network,
        allow_read: Vec::new(),
        hide: Vec::new(),
        home: f.home.path().to_path_buf(),
        env: vec![
            ("PATH".into(), "/usr/bin:/bin".into()),
            ("GITHUB_TOKEN".into(), "ghp_secretvalue".into()),
            ("LANG".into(), "C".into()),
        ],
        force_layers: force,
        limits: airlock_sandbox::Limits::default(),
    }
}

fn landlock_only() -> Option<Layers> {
    Some(Layers {
        namespaces: false,
        user_namespace: false,
        landlock: true,
        seccomp: true,
        no_new_privs: true,
    })
}

fn sh(spec: &Spec, script: &str) -> airlock_sandbox::Outcome {
    run(spec, &["/bin/sh".into(), "-c".into(), script.into()]).unwrap()
}

fn check_writes(force: Option<Layers>) {
    let f = fixture();
    let outside = std::env::current_dir()
        .unwrap()
        .join(format!("airlock-outside-{}", std::process::id()));
    let s = spec(&f, Network::None, force);
    let out = sh(
        &s,
        &format!("echo in > inside.txt; echo out > {}", outside.display()),
    );
    assert_eq!(
        std::fs::read_to_string(f.ws.path().join("inside.txt")).unwrap(),
        "in\n"
    );
    assert!(!outside.exists(), "write outside the workspace succeeded");
    assert_ne!(out.exit, Exit::Code(0));
}

#[test]
fn writes_only_inside_workspace() {
    check_writes(None);
}

#[test]
fn landlock_only_still_confines_writes_and_says_so() {
    check_writes(landlock_only());
    let f = fixture();
    let out = sh(&spec(&f, Network::None, landlock_only()), "true");
    assert!(!out.layers.namespaces && out.layers.landlock);
    assert!(out.exit.success());
}

fn check_secrets_hidden(force: Option<Layers>) {
    let f = fixture();
    let ssh = f.home.path().join(".ssh");
    std::fs::create_dir(&ssh).unwrap();
    std::fs::write(ssh.join("id_rsa"), "PRIVATE KEY").unwrap();
    let s = spec(&f, Network::None, force);
    let out = sh(
        &s,
        &format!(
            // The command also tries to take the hiding mounts away first.
            "umount {0} 2>/dev/null; umount -l /etc/shadow 2>/dev/null; \
             cat {0}/id_rsa > key.txt; cat /etc/shadow > shadow.txt; true",
            ssh.display()
        ),
    );
    assert!(out.exit.success());
    assert_eq!(
        std::fs::read_to_string(f.ws.path().join("key.txt")).unwrap(),
        ""
    );
    assert_eq!(
        std::fs::read_to_string(f.ws.path().join("shadow.txt")).unwrap(),
        ""
    );
}

#[test]
fn ssh_key_and_shadow_are_unreadable() {
    check_secrets_hidden(None);
}

#[test]
fn secrets_are_masked_outside_tmp() {
    // A HOME and workspace outside /tmp, so the hiding mounts (not the private /tmp) do the work.
    // `AIRLOCK_TEST_TMPDIR` is an unprivileged user's own directory (`tests/unprivileged.sh`).
    let base = std::env::var_os("AIRLOCK_TEST_TMPDIR").map_or_else(
        || std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")),
        std::path::PathBuf::from,
    );
    let f = Fixture {
        ws: tempfile::tempdir_in(&base).unwrap(),
        home: tempfile::tempdir_in(&base).unwrap(),
    };
    let ssh = f.home.path().join(".ssh");
    std::fs::create_dir(&ssh).unwrap();
    std::fs::write(ssh.join("id_rsa"), "PRIVATE KEY").unwrap();
    std::fs::write(f.home.path().join(".netrc"), "machine x password y").unwrap();
    let hidden_extra = f.home.path().join("extra-secret");
    std::fs::write(&hidden_extra, "EXTRA").unwrap();
    let mut s = spec(&f, Network::None, None);
    s.hide.push(hidden_extra.clone());
    let script = format!(
        "ls -A {ssh} > ls.txt; cat {home}/.netrc {extra} > leaked.txt; echo x > {ssh}/new; true",
        ssh = ssh.display(),
        home = f.home.path().display(),
        extra = hidden_extra.display()
    );
    let out = sh(&s, &script);
    assert!(out.exit.success());
    assert_eq!(
        std::fs::read_to_string(f.ws.path().join("ls.txt")).unwrap(),
        ""
    );
    assert_eq!(
        std::fs::read_to_string(f.ws.path().join("leaked.txt")).unwrap(),
        ""
    );
    assert!(!ssh.join("new").exists());
}

#[test]
fn ssh_key_and_shadow_are_unreadable_without_namespaces() {
    check_secrets_hidden(landlock_only());
}

fn check_no_outside_tcp(force: Option<Layers>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    listener.set_nonblocking(true).unwrap();
    let f = fixture();
    let s = spec(&f, Network::Loopback, force);
    let script = format!(
        "python3 -c 'import socket; socket.create_connection((\"127.0.0.1\", {port}), timeout=3)' && echo connected > r.txt; true"
    );
    let out = sh(&s, &script);
    assert!(out.exit.success());
    assert!(
        !f.ws.path().join("r.txt").exists(),
        "connected to a listener outside the sandbox"
    );
    assert!(
        listener.accept().is_err(),
        "the outside listener got a connection"
    );
}

#[test]
fn tcp_to_outside_listener_fails() {
    check_no_outside_tcp(None);
}

#[test]
fn tcp_to_outside_listener_fails_without_namespaces() {
    check_no_outside_tcp(landlock_only());
}

#[test]
fn loopback_listener_inside_works() {
    let f = fixture();
    let s = spec(&f, Network::Loopback, None);
    let py = "import socket; s=socket.socket(); s.bind((\"127.0.0.1\",0)); s.listen(1); c=socket.create_connection(s.getsockname()); a,_=s.accept(); c.send(b\"hi\"); open(\"r.txt\",\"wb\").write(a.recv(2))";
    let out = sh(&s, &format!("python3 -c '{py}'"));
    assert!(out.exit.success());
    assert_eq!(
        std::fs::read_to_string(f.ws.path().join("r.txt")).unwrap(),
        "hi"
    );
}

#[test]
fn token_variables_are_absent_and_reported() {
    let f = fixture();
    let out = sh(&spec(&f, Network::None, None), "env > env.txt");
    let env = std::fs::read_to_string(f.ws.path().join("env.txt")).unwrap();
    assert!(!env.contains("GITHUB_TOKEN") && !env.contains("ghp_secretvalue"));
    assert!(env.contains("LANG=C"));
    assert_eq!(out.dropped_secrets, ["ghp_secretvalue"]);
}

#[test]
fn no_new_privs_and_seccomp_are_set() {
    let f = fixture();
    let out = sh(
        &spec(&f, Network::None, None),
        "grep -E 'NoNewPrivs|Seccomp:' /proc/self/status > st.txt",
    );
    assert!(out.exit.success());
    let st = std::fs::read_to_string(f.ws.path().join("st.txt")).unwrap();
    assert!(
        st.contains("NoNewPrivs:\t1") && st.contains("Seccomp:\t2"),
        "{st}"
    );
}

#[test]
fn git_hooks_config_and_the_rest_of_git_are_read_only() {
    let f = fixture();
    std::fs::create_dir_all(f.ws.path().join(".git/hooks")).unwrap();
    std::fs::write(f.ws.path().join(".git/config"), "[core]\n").unwrap();
    sh(
        &spec(&f, Network::None, None),
        "echo evil > .git/hooks/pre-commit; echo evil >> .git/config; echo ok > .git/other; true",
    );
    assert!(!f.ws.path().join(".git/hooks/pre-commit").exists());
    assert_eq!(
        std::fs::read_to_string(f.ws.path().join(".git/config")).unwrap(),
        "[core]\n"
    );
    // The whole repository is read-only, not only its hooks and config: a planted
    // `commondir`, index entry or `config.worktree` would redirect git as well.
    assert!(!f.ws.path().join(".git/other").exists());
}

#[test]
fn command_is_pid_one_of_its_own_namespace() {
    let f = fixture();
    sh(
        &spec(&f, Network::None, None),
        "echo $$ > pid.txt; ls /proc | grep -c '^[0-9]' > n.txt",
    );
    assert_eq!(
        std::fs::read_to_string(f.ws.path().join("pid.txt")).unwrap(),
        "1\n"
    );
    let visible: u32 = std::fs::read_to_string(f.ws.path().join("n.txt"))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(visible <= 3, "{visible} processes visible");
}

#[test]
fn exit_codes_and_signals_pass_through() {
    let f = fixture();
    assert_eq!(
        sh(&spec(&f, Network::None, None), "exit 7").exit,
        Exit::Code(7)
    );
    // FIXME: in a pid namespace the command is its pid 1, so a signal it sends itself without a
    // handler is ignored; a small init process in front of it would let it die as elsewhere.
    assert_eq!(
        sh(&spec(&f, Network::None, None), "kill -TERM $$").exit,
        Exit::Code(0)
    );
    assert_eq!(
        sh(&spec(&f, Network::None, landlock_only()), "kill -TERM $$").exit,
        Exit::Signal(15)
    );
    assert_eq!(
        sh(&spec(&f, Network::None, landlock_only()), "exit 9").exit,
        Exit::Code(9)
    );
}

#[test]
fn nothing_runs_without_filesystem_confinement() {
    let f = fixture();
    let none = Some(Layers::default());
    let err = run(&spec(&f, Network::None, none), &["true".into()]).unwrap_err();
    assert!(matches!(err, airlock_sandbox::SandboxError::Unconfined));
}

#[test]
fn probe_reports_a_layering() {
    let caps = airlock_sandbox::probe();
    let text = caps.to_string();
    assert!(text.contains("layering:"));
    assert_eq!(caps.landlock_abi.is_some(), caps.strongest().landlock);
}
