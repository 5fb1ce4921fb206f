//! Output written to a scratch file under `/tmp`, directly or in a folder there (a redirection,
//! `tee`, an output option such as `-o`/`--output`), adds nothing to the command's own level,
//! and `mkdir`/`touch` there run at once; deleting in a folder there, moving, linking, a hidden
//! path, a running program's socket or pid file, `..`, an expansion, and writes anywhere else
//! outside the workspace (rc files, cron) keep asking.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use airlock_shell::{Level, ShellEnv, judge};

const ENV: ShellEnv<'static> = ShellEnv::new(Some("/ws"), Some("/home/u"), &["/ws/.airlock"]);

/// Each (command with scratch output, the same command without it): same level and family.
#[test]
fn scratch_output_adds_nothing_to_the_command() {
    let bad: Vec<String> = [
        (
            "helm template ledger charts/ledger > /tmp/ledger.yaml",
            "helm template ledger charts/ledger",
        ),
        ("helm template x >/tmp/x.yaml", "helm template x"),
        ("helm template x >> /tmp/x.yaml", "helm template x"),
        ("cargo test 2> /tmp/err.log", "cargo test"),
        ("cargo test &> /tmp/test.log", "cargo test"),
        ("cargo test > /tmp/out.txt 2>&1", "cargo test"),
        ("npm run build | tee /tmp/build.log", "npm run build"),
        ("pytest -q | tee -a /tmp/pytest.log", "pytest -q"),
        ("ls -la > /tmp/listing", "ls -la"),
        ("git diff > /tmp/change.patch", "git diff"),
        ("git diff --output=/tmp/change.patch", "git diff"),
        (
            "git log --oneline | tee /tmp/log /tmp/log2",
            "git log --oneline",
        ),
        ("sort -o /tmp/sorted names.txt", "sort names.txt"),
        (
            "curl -s -o /tmp/inv.pdf localhost:8000/api/invoices/1/pdf",
            "curl -s localhost:8000/api/invoices/1/pdf",
        ),
        (
            "curl -s --output /tmp/inv.pdf localhost:8000/api/x",
            "curl -s localhost:8000/api/x",
        ),
        (
            "curl -so/tmp/page.html https://docs.rs/serde",
            "curl -s https://docs.rs/serde",
        ),
        (
            "wget -O /tmp/page.html https://docs.rs/serde",
            "wget -qO- https://docs.rs/serde",
        ),
        (
            "wget --output-document=/tmp/page.html https://docs.rs/serde",
            "wget -O- https://docs.rs/serde",
        ),
        (
            "curl -s -o/tmp/x.json localhost:8000/api/x",
            "curl -s localhost:8000/api/x",
        ),
        (
            "curl -s --output=/tmp/x.json http://127.0.0.1:8000/api/x",
            "curl -s http://127.0.0.1:8000/api/x",
        ),
        ("cd /tmp && echo x > notes.txt", "cd /tmp && echo x"),
        // In a folder of its own under /tmp.
        (
            "helm template x > /tmp/render/ledger.yaml",
            "helm template x",
        ),
        (
            "cargo test 2>&1 | tee /tmp/ci-run/3/test.log",
            "cargo test 2>&1",
        ),
        (
            "curl -s -o /tmp/draft/inv.pdf localhost:8000/api/x",
            "curl -s localhost:8000/api/x",
        ),
        (
            "kubectl get pods -o yaml > /tmp/pods.yaml",
            "kubectl get pods -o yaml",
        ),
        (
            "docker compose config > /tmp/compose.yaml",
            "docker compose config",
        ),
    ]
    .iter()
    .filter_map(|(with, without)| {
        let (a, b) = (judge(with, &ENV), judge(without, &ENV));
        (a.level != b.level || a.grant != b.grant).then(|| {
            format!(
                "{with:?}: {:?} `{}` {:?}, but {without:?}: {:?} `{}` {:?}",
                a.level, a.row, a.grant, b.level, b.row, b.grant
            )
        })
    })
    .collect();
    assert!(bad.is_empty(), "scratch output raised:\n{}", bad.join("\n"));
    // A read with scratch output runs at once.
    for s in [
        "echo x > /tmp/f",
        "ls | tee /tmp/l",
        "cat README.md > /tmp/readme",
        "echo x > /tmp/a/b",
        "mkdir -p /tmp/crash-repro && printf '{\"notes\": [' > /tmp/crash-repro/store.json",
        "mkdir /tmp/out",
        "mkdir -p /tmp/a/b/c /tmp/d",
        "touch /tmp/marker /tmp/run/ready",
        "cat README.md | tee /tmp/copies/readme",
    ] {
        assert_eq!(judge(s, &ENV).level, Level::Allow, "{s}");
    }
}

/// Issue 21: removing scratch files directly under /tmp (without `-r`), alone or beside build
/// output of the workspace, is the project family's clean: truncating one is already output a
/// command may write, and removing it destroys no more.
#[test]
fn removing_scratch_files_is_the_project_clean() {
    for s in [
        "rm /tmp/x",
        "rm -f /tmp/ledger.yaml",
        "rm -fv /tmp/a.log /tmp/b.json",
        "rm -- /tmp/change.patch",
        "unlink /tmp/x",
        "rm -f terraform/envs/dev/dev.tfplan /tmp/ledger.yaml",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: `{}`", v.row);
        assert_eq!(v.grant.as_deref(), Some("project build/test/run"), "{s}");
    }
    // From a folder outside the workspace it asks once, without a family, as every command
    // run there does.
    let v = judge("cd /tmp && rm -f ledger.yaml", &ENV);
    assert_eq!(v.level, Level::AskOnce, "`{}`", v.row);
}

#[test]
fn deleting_elsewhere_and_unsafe_tmp_paths_keep_asking() {
    let bad: Vec<String> = [
        // Deleting a tree, or a running program's socket, pid or lock file, under /tmp;
        // moving, linking, changing modes there is not output.
        "rm -rf /tmp/scratch",
        "rm -rf /tmp/data",
        "rm -r /tmp/x",
        "rm -R /tmp/x",
        "rm --recursive /tmp/x",
        "rm -f /tmp/mysql.sock",
        "rm /tmp/vscode-ipc-1.sock",
        "unlink /tmp/app.socket",
        "rm -f /tmp/server.pid",
        "rm -f /tmp/build.lock",
        "rm -f /tmp/.X0-lock",
        "rm -f /tmp/ssh-XXXX/agent.1234",
        "rm -f /tmp/*.log",
        "rm -f \"/tmp/$NAME\"",
        "rm -f /tmp/../etc/hosts",
        "rm -f /tmp",
        "rm -f /tmp/ledger.yaml ~/.bashrc",
        "rm -f /var/tmp/x",
        "mv notes.txt /tmp/notes.txt",
        "cp a /tmp/b",
        "ln -s ~/.bashrc /tmp/x",
        "chmod 777 /tmp/x",
        "truncate -s 0 /tmp/x",
        // Hidden, nested, climbing, globbed or built paths.
        "echo x > /tmp/.X11-unix/X0",
        "echo x > /tmp/.bashrc",
        "echo x > /tmp/a/.bashrc",
        "echo x > /tmp/.cache/a",
        "echo x > /tmp/a/../../home/u/.bashrc",
        "echo x > /tmp/ssh-XXXX/agent.sock",
        "echo x > /tmp/run/server.pid",
        "mkdir /tmp/.hidden",
        "mkdir -p /tmp/a/../../home/u/.config/x",
        "mkdir -p /tmp/out ~/.config/x",
        "mkdir \"/tmp/$NAME\"",
        "touch /tmp/a/.profile",
        "rm /tmp/a/b",
        "echo x > /tmp/../home/u/.bashrc",
        "echo x > /tmp/..",
        "echo x > /tmp/",
        "echo x > /tmp/*",
        "echo x > \"/tmp/$NAME\"",
        "echo x > $TMPDIR/x",
        "echo x > /tmp/$(whoami)",
        "cd /tmp/.. && echo x > etc",
        "curl -o /tmp/../etc/x https://docs.rs/serde",
        "echo x | tee /tmp/ok ~/.profile",
        // Anywhere else outside the workspace.
        "echo 'alias ls=rm' >> ~/.bashrc",
        "echo x > ~/.zshrc",
        "echo '* * * * * id' > /etc/cron.d/x",
        "echo x | tee -a ~/.profile",
        "echo x > /var/tmp/x",
        "curl -o ~/.local/bin/tool https://x.example/tool",
        "sort -o /etc/hosts names.txt",
        "curl -s -o /tmp/.x localhost:8000/api/x",
        "curl -s -o ~/.bashrc localhost:8000/api/x",
        "wget -O ~/.bashrc https://docs.rs/serde",
    ]
    .iter()
    .filter_map(|s| {
        let v = judge(s, &ENV);
        (v.level != Level::AlwaysAsk).then(|| format!("{s:?}: {:?} `{}`", v.level, v.row))
    })
    .collect();
    assert!(bad.is_empty(), "should always ask:\n{}", bad.join("\n"));
}
