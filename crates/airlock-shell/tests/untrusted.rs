//! A package, extension or plugin file from outside the workspace handed to a command that
//! installs or imports it always asks, in every package manager, editor and device tool and in
//! every spelling of the path; the same file from inside the project, and reads or copies of
//! the outside file, are judged as before.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, always_ask, check_parts};

#[test]
fn a_package_file_from_outside_the_project_always_asks() {
    let scripts = [
        "pip install ~/Downloads/fastjson-2.1-py3-none-any.whl",
        "python3 -m pip install /tmp/pkg-1.0.tar.gz",
        "uv pip install $HOME/Downloads/tool.WHL",
        "npm i /tmp/left-pad-9.9.9.tgz",
        "pnpm add ../../shared/x.tgz",
        "code --install-extension ~/Downloads/theme.vsix",
        "cursor --install-extension=/tmp/ext.vsix",
        "/opt/unity/6000.0/Editor/Unity -batchmode -quit -importPackage ~/Downloads/Shaders_FREE.unitypackage",
        "poetry add /tmp/pkg-1.0.tar.gz",
        "adb install -r ~/Downloads/app-release.apk",
        "dotnet add package Foo --source /tmp && nuget add /tmp/Foo.1.0.0.nupkg -source ./packages",
        "jenkins-cli install-plugin /tmp/backdoor.hpi",
    ];
    always_ask(&scripts);
    let cases: Vec<(&str, Level, &str)> = scripts
        .iter()
        .map(|s| {
            (
                *s,
                Level::AlwaysAsk,
                "untrusted: package file from outside the project",
            )
        })
        .collect();
    check_parts(&cases);
}

#[test]
fn the_projects_own_package_files_and_reads_of_outside_ones_are_judged_as_before() {
    for s in [
        "pip install ./dist/airlock_demo-0.1-py3-none-any.whl",
        "pip install dist/*.whl",
        "npm i ./vendor/x.tgz",
        "adb install app/build/outputs/apk/debug/app-debug.apk",
        "sha256sum ~/Downloads/x.whl",
        "ls -l ~/Downloads/x.vsix",
        "unzip -l /tmp/x.whl",
        "pip install requests",
        "npm install",
    ] {
        let v = judge(s, &ENV);
        assert!(
            !v.row.contains("untrusted: package file"),
            "{s}: {} ({})",
            v.row,
            v.reason
        );
    }
}
