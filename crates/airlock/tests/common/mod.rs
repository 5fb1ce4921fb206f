//! The fixture every integration test of the binary starts from.

use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

/// A home for airlock's files that lives as long as the test binary, so no test reads or
/// writes the user's own store.
pub fn test_home() -> &'static Path {
    static HOME: OnceLock<tempfile::TempDir> = OnceLock::new();
    HOME.get_or_init(|| tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}")))
        .path()
}

/// The `airlock` binary under test, with its home in a temporary directory.
#[allow(dead_code, reason = "not every test binary uses every fixture")]
pub fn airlock() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_airlock"));
    c.env("AIRLOCK_HOME", test_home());
    c
}
