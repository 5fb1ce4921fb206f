//! Issue 21: a build tool's cache in the home removed by hand (Xcode's derived data, the
//! simulators', SwiftPM's, CocoaPods', Gradle's, Go's, ccache's) is the one package cache
//! family of `npm cache clean`: what it holds the next build makes again. Archives, the rest
//! of the home, a climb out of a cache and a hidden entry keep `rm`'s question.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use common::{always_ask, family};

#[test]
fn build_caches_in_the_home_are_the_cache_family() {
    family(
        "package cache",
        &[
            "rm -rf ~/Library/Developer/Xcode/DerivedData/Fieldnotes-*",
            "rm -rf ~/Library/Developer/Xcode/DerivedData",
            "rm -rf ~/Library/Developer/Xcode/DerivedData/",
            "rm -r $HOME/Library/Developer/Xcode/DerivedData/App-abcdef",
            "rm -rf ~/Library/Caches/org.swift.swiftpm",
            "rm -rf ~/Library/Developer/CoreSimulator/Caches/*",
            "rm -rf ~/.gradle/caches",
            "rm -rf ~/.cache/go-build ~/.cache/ccache",
            "npm cache clean --force",
        ],
    );
}

#[test]
fn the_rest_of_the_home_keeps_asking() {
    always_ask(&[
        "rm -rf ~/Library/Developer/Xcode/Archives/2026-11-30",
        "rm -rf ~/Library/Developer/Xcode",
        "rm -rf ~/Library/Developer/CoreSimulator/Devices",
        "rm -rf ~/Library/Developer/Xcode/DerivedData/../../..",
        "rm -rf ~/Library/Developer/Xcode/DerivedData/.hidden",
        "rm -rf ~/Library/Developer/Xcode/DerivedData/x/y",
        "rm -rf ~/Library/Developer/Xcode/DerivedData/* ~/Documents",
        "rm -rf ~/.gradle",
        "rm -rf /Library/Developer/Xcode/DerivedData",
        "rm -rf ~/Library/Developer/Xcode/DerivedData --no-preserve-root",
        "rm -rf $DERIVED/Library/Developer/Xcode/DerivedData",
    ]);
}
