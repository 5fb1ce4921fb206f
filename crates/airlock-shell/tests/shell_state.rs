//! Builtins and activation functions that change only the shell's own state run at once; their
//! neighbours that print the environment, trace expanded words, change what a name runs,
//! install, or write files keep asking.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask};

#[test]
fn shell_state_only_runs_at_once() {
    allowed(&[
        "deactivate",
        "deactivate 2>/dev/null",
        "deactivate 2>/dev/null; git status",
        "deactivate || true",
        "conda deactivate",
        "conda activate ml",
        "pyenv shell 3.12.4",
        "pyenv shell --unset",
        "rbenv shell 3.3.0",
        "nodenv shell 20.11.0",
        "goenv shell 1.22.1",
        "jenv shell 17",
        "asdf shell nodejs 20.11.0",
        "nvm use 20",
        "nvm use",
        "nvm use --lts",
        "nvm use 18 && node -v",
        "fnm use 20",
        "rvm use 3.3",
        "chruby 3.3",
        "hash -r",
        "hash",
        "hash cargo",
        "set -e",
        "set +e",
        "set -u",
        "set -eu",
        "set -o pipefail",
        "set -euo pipefail",
        "set -eo pipefail",
        "set +o pipefail",
        "set -o errexit -o nounset",
        "set -o",
        "ulimit -n",
        "ulimit -a",
        "umask",
        "umask -S",
        "shopt -s globstar",
        "shopt -s nullglob extglob",
        "shopt -u dotglob",
        // Issue 21: reading a line into a variable, forgetting one, and the terminal's size.
        "git ls-files | while read -r f; do wc -l \"$f\"; done",
        "while IFS= read -r line; do echo \"$line\"; done < notes.txt",
        "read -r answer",
        "unset FOO BAR",
        "unset -f build_all",
        "tput cols",
        "clear",
        "usleep 200000",
        "sleep 8 && git status",
        "date -u +%Y-%m-%dT%H:%M:%SZ",
        "echo started at $(date -u '+%Y-%m-%d %H:%M:%S')",
        // `$!` is the last background job's process id, not a variable chosen at run time.
        "sleep 30 & echo $!",
        "sleep 30 & wait $!",
    ]);
}

#[test]
fn shell_state_neighbours_still_ask() {
    // Printing every variable and function.
    always_ask(&["set", "compgen -v", "env", "printenv", "export -p"]);
    // What `read` reads and what a loop does with it are judged where they are written; an
    // indirect expansion still names a variable chosen at run time.
    always_ask(&[
        "while read -r line; do echo \"$line\"; done < ~/.ssh/id_rsa",
        "read -r x < ~/.aws/credentials",
        "cat .env | while read -r l; do echo $l; done",
        "echo ${!name}",
        "sleep 1 & echo ${!var}",
        "date -s '2020-01-01 00:00:00'",
        "curl -u admin:hunter2x https://api.example.com",
    ]);
    for s in [
        // Tracing prints each command's expanded words, a secret variable's value included.
        "set -x",
        "set -v",
        "set -o xtrace",
        "set -o verbose",
        "set -euxo pipefail",
        "shopt -o -s xtrace",
        "shopt -s extdebug",
        // Every later variable exported to the programs it starts.
        "set -a",
        "set -o allexport",
        // Positional words, or a setting no list holds.
        "set -- a b",
        "set -o unknownthing",
        // What a name runs, the mode of every file created later.
        "hash -p /tmp/x cargo",
        "umask 000",
        "umask 077",
        // Version managers: installing, a default for every shell, files written.
        "nvm install 20",
        "nvm alias default 20",
        "nvm use --delete-prefix 20",
        "fnm use 20 --install-if-missing",
        "rvm use 3.3 --default",
        "rvm use 3.3 --install",
        "rvm install 3.3",
        "pyenv install 3.12",
        "pyenv global 3.12",
        "pyenv local 3.12",
        "mise use node@20",
        "mise use -g node@20",
        "volta pin node@20",
        "asdf install nodejs 20",
        "asdf global nodejs 20",
        // Output written to a file.
        "deactivate > out.txt",
        "set -e > log.txt",
        // Activation scripts run the script's code: the project family at most.
        "source .venv/bin/activate",
        ". venv/bin/activate",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.level, Level::Allow, "{s}: {}", v.row);
    }
    // A script's other commands keep their own rows.
    always_ask(&[
        "set -e; cargo publish",
        "deactivate; git push --force origin main",
        "set -euo pipefail; rm -rf ~/.ssh",
    ]);
}

/// Issue 21: the folder stack is followed as `cd` is: `pushd DIR` enters a folder and `popd`
/// goes back, so a build between them in the workspace is the project's, and one in a folder
/// outside it (or one the walk cannot know: `pushd +1`, a `popd` with nothing pushed) is not.
#[test]
fn pushd_and_popd_are_followed_as_cd_is() {
    common::project_family(&[
        "pushd build && cmake .. && popd",
        "pushd build/release && cpack -G DEB && popd",
        "pushd /tmp && popd && cargo build",
        "pushd build > /dev/null && make -j4; popd > /dev/null",
    ]);
    allowed(&["dirs -v", "pushd src && ls && popd"]);
    for s in [
        "pushd /tmp && cargo build && popd",
        "popd && cargo build",
        "pushd +1 && cargo build",
        "pushd && cargo build",
        "pushd ~/other-project && npm install",
    ] {
        let v = judge(s, &ENV);
        assert!(
            v.level != Level::Allow && v.grant.as_deref() != common::PROJECT,
            "{s:?} should not be the project's: {:?} `{}` {:?}",
            v.level,
            v.row,
            v.grant
        );
    }
    always_ask(&["pushd ~/.ssh && cat id_rsa"]);
}
