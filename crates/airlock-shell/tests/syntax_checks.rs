//! Everyday read-only checks: an interpreter's syntax check of files, gem and Homebrew
//! listings and descriptions read; a check that runs compile-time code or writes bytecode is
//! the project family; any option that may run code, installing, removing and fixing keep
//! asking.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, PROJECT, allowed, always_ask, project_family};

#[test]
fn syntax_checks_and_listings_read() {
    allowed(&[
        "ruby -c app.rb",
        "ruby -wc lib/hookrelay/worker.rb",
        "ruby -c -w app.rb config.ru",
        "ruby3.3 -c app.rb",
        "php -l src/Kernel.php",
        "php -n -l public/index.php",
        "node --check server.js",
        "node -c server.js",
        "bash -n deploy.sh",
        "sh -n bin/setup",
        "gem spec hookrelay-client-0.5.0.gem files",
        "cd client && gem spec hookrelay-client-0.5.0.gem files | head -20",
        "gem spec rack version",
        "gem list",
        "gem contents rack",
        "gem which rack",
        "brew style Formula/tally.rb",
        "brew style ../homebrew-tap/Formula/tally.rb",
        "brew info jq",
        "brew list --versions",
        "brew search postgresql",
        "brew deps --tree jq",
        "brew uses --installed openssl",
        "brew doctor",
        "brew config",
        "brew --prefix",
        "brew --prefix openssl@3",
        "brew audit --strict tally",
        "brew outdated",
        "bundle list",
        "bundle info rack",
        "bundle outdated",
        "bundle check",
        "composer show",
        "composer outdated --direct",
        "composer validate --strict",
        "composer why symfony/console",
        "npm ls",
        "npm outdated",
        "npm view react version",
        "npm explain react",
    ]);
}

#[test]
fn checks_that_run_or_write_the_projects_files_are_the_project_family() {
    project_family(&[
        "perl -c script.pl",
        "perl -wc lib/App.pm",
        "python -m py_compile app.py",
        "python3 -m py_compile app.py tasks.py",
        "bundle exec ruby -c app.rb",
        "brew info ./Formula/tally.rb",
        "brew audit --new Formula/tally.rb",
    ]);
}

#[test]
fn syntax_check_neighbours_keep_asking() {
    // An option that may run code: never read-only (the interpreter's own row decides).
    for s in [
        "ruby -rsomething -c app.rb",
        "ruby -I lib -c app.rb",
        "php -l -d auto_prepend_file=x.php y.php",
        "node --check -r ./hook.js server.js",
        "node --check --import ./hook.mjs server.js",
    ] {
        assert_ne!(judge(s, &ENV).level, Level::Allow, "{s}");
    }
    // Compile-time code or bytecode outside the workspace, fixing, installing: never read-only
    // and never the project family.
    for s in [
        "perl -c -MSomething x.pl",
        "perl -c /tmp/x.pl",
        "python3 -m py_compile ../other/x.py",
        "brew install jq",
        "brew upgrade",
        "brew tap acme/tools",
        "brew --prefix install jq",
    ] {
        let v = judge(s, &ENV);
        assert_ne!(v.level, Level::Allow, "{s}: {}", v.row);
        assert_ne!(v.grant.as_deref(), PROJECT, "{s}: {}", v.row);
    }
    always_ask(&[
        "ruby -c -e 'File.delete(\"x\")'",
        "ruby -c .env",
        "php -l .env.local",
        "node --check ~/.aws/credentials",
        "brew style ~/.ssh/id_rsa",
        "brew uninstall jq",
        "brew bump-formula-pr --url=https://x tally",
        "brew ruby -e 'puts 1'",
        "brew style --fix Formula/tally.rb",
        "brew cleanup",
        "brew untap acme/tools",
        "gem install rails",
        "gem push hookrelay-client-0.5.0.gem",
    ]);
}
