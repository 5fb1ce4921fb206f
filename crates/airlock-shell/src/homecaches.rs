//! Build tools' caches in the user's home, removed by hand: Xcode's derived data (`rm -rf
//! ~/Library/Developer/Xcode/DerivedData/App-*`, what Xcode's "Clean Build Folder" and
//! `fastlane clear_derived_data` remove), the simulators' caches, SwiftPM's, CocoaPods',
//! Gradle's, Go's and ccache's.
//!
//! Each holds only what a build or an install makes again (compiled products, indexes,
//! downloaded packages), so removing it is the one `package cache` family of `npm cache clean`
//! and `pip cache purge`: recoverable, and no code runs. Archives (`Xcode/Archives`, signed
//! builds and their symbols), device support files, the simulators' devices (their apps' data)
//! and any other folder of the home are not caches: their removal keeps `rm`'s question.

use crate::{Command, Effect, Level, Verdict};

/// The caches, relative to the home.
const HOME_BUILD_CACHES: &[&str] = &[
    "Library/Developer/Xcode/DerivedData",
    "Library/Developer/CoreSimulator/Caches",
    "Library/Caches/org.swift.swiftpm",
    "Library/Caches/CocoaPods",
    ".gradle/caches",
    ".gradle/build-cache-1",
    ".cache/go-build",
    ".cache/ccache",
    ".ccache",
    ".cache/sccache",
];

/// The family of cleaning this user's package and build caches.
const CACHE_FAMILY: &str = "package cache";

/// `rm -rf` of one or more of the home's build caches, or of entries in them (a glob only in
/// the last name): the cache family. Options other than `-r`, `-f`, `-v`, a climb (`..`), an
/// expansion other than the home's and anything outside the caches return `None`.
pub(crate) fn cache_removal(name: &str, args: &[String], c: &Command) -> Option<Verdict> {
    if name != "rm" || c.spawn != crate::Spawn::None || c.script_moves_files {
        return None;
    }
    let mut operands = 0;
    for a in args {
        if a.starts_with('-') {
            let ok = matches!(a.as_str(), "--recursive" | "--force" | "--verbose")
                || (!a.starts_with("--") && a.chars().skip(1).all(|ch| "rRfv".contains(ch)));
            if !ok {
                return None;
            }
            continue;
        }
        if !in_a_cache(a) {
            return None;
        }
        operands += 1;
    }
    (operands > 0).then(|| Verdict {
        command: String::new(),
        level: Level::AskOnce,
        effect: Effect::Write,
        row: "knowledge: rm of a build cache in the home".to_owned(),
        reason: format!(
            "removes a build tool's cache in the home, which the next build or install makes again; one approval covers `{CACHE_FAMILY}` for the session"
        ),
        grant: Some(CACHE_FAMILY.to_owned()),
        outside: false,
    })
}

/// Whether a path is a cache of [`HOME_BUILD_CACHES`] or an entry in one: `~/` or `$HOME/`
/// and the cache, then at most one name, which may hold a glob (not a hidden one).
fn in_a_cache(path: &str) -> bool {
    let Some(rest) = path
        .strip_prefix("~/")
        .or_else(|| path.strip_prefix("$HOME/"))
    else {
        return false;
    };
    let rest = rest.trim_end_matches('/');
    if rest.contains(['$', '`', '\\', '[', '{', '?']) || rest.split('/').any(|p| p == "..") {
        return false;
    }
    HOME_BUILD_CACHES
        .iter()
        .any(|cache| match rest.strip_prefix(cache) {
            Some("") => true,
            Some(entry) => entry.strip_prefix('/').is_some_and(|name| {
                !name.is_empty() && !name.contains('/') && !name.starts_with('.')
            }),
            None => false,
        })
}
