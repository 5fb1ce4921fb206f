//! A reader run by `xargs` whose standard input is a listing of the workspace (`ls`, a `find`
//! selecting by name, git's tracked files), narrowed only by line filters, is judged as the same
//! reader given the names the listing can print: read-only as `cat migrations/*` and `find .
//! -name '*.rb' -exec grep {} +` are. Any other source, a transforming filter, secret names,
//! writers, shells, `xargs -P 0` and arguments from a file keep asking.
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
fn readers_of_a_workspace_listing_read() {
    allowed(&[
        "ls -t migrations | head -1 | xargs -I{} sed -n 1,40p migrations/{}",
        "ls -t migrations | head -n 1 | xargs -I % cat migrations/%",
        "ls migrations | sort -r | head -3 | xargs -i cat migrations/{}",
        "ls | xargs cat",
        "ls -1t db/migrate | tail -1 | xargs -I{} head -20 db/migrate/{}",
        "git diff --name-only | xargs wc -l",
        "git diff --name-only HEAD~1 | xargs grep -n TODO",
        "git diff --cached --name-only | grep '\\.rb$' | xargs grep -n binding.pry",
        "git ls-files | xargs grep -l TODO",
        "git ls-files '*.go' | xargs wc -l",
        "find . -name '*.rb' | xargs grep -n foo",
        "find src -name '*.ts' -not -path '*/node_modules/*' | xargs grep -c describe",
        "find . -name '*.rb' -print0 | xargs -0 grep -n foo",
        "find . -type f -name '*.php' | xargs -n 20 grep -l Invoice",
    ]);
}

#[test]
fn other_sources_filters_and_readers_keep_asking() {
    always_ask(&[
        // Unseen words: no listing, or one that prints more than bare names of entries.
        "xargs cat",
        "xargs cat < list.txt",
        "echo .env | xargs cat",
        "ls -a | xargs cat",
        "ls -A config | xargs -I{} cat config/{}",
        "ls -la | xargs cat",
        "ls -R | xargs cat",
        "find ~ | xargs cat",
        "find . | xargs cat",
        "git ls-files -o | xargs cat",
        "git status --porcelain | xargs cat",
        "ls | sed 's/^/..\\//' | xargs cat",
        "ls | grep -o x | xargs cat",
        "ls | xargs -a list.txt cat",
        // Secret names and places.
        "ls ~/.ssh | xargs cat",
        "ls ~/.ssh/id_rsa | xargs cat",
        "ls .env | xargs cat",
        "ls migrations | xargs -I{} cat ~/.ssh/{}",
        "find . -name '.env*' | xargs cat",
        "find . -name '*.pem' | xargs cat",
        "find ~ -name '*.pem' | xargs cat",
        "git ls-files .env | xargs cat",
        // Removing, copying out, flooding, a shell given the words.
        "find . -name '*.rb' | xargs rm",
        "ls | xargs rm -f",
        "find . -name '*.rb' | xargs -I{} cp {} /tmp/",
        "ls | xargs -P 0 cat",
        "ls | xargs sh -c 'cat $0'",
        "ls | xargs bash -c 'cat \"$@\"' _",
    ]);
    // Writers and sed scripts that write keep their own rows: never read-only.
    for s in ["ls | xargs sed -i s/a/b/", "ls | xargs sed -n 'w /tmp/x'"] {
        assert_ne!(judge(s, &ENV).level, Level::Allow, "{s}");
    }
}
