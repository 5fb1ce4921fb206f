//! The fixture every integration test of the binary starts from.

use std::process::Command;

/// The `airlock` binary under test, with no airlock home inherited from the environment.
pub fn airlock() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_airlock"));
    c.env_remove("AIRLOCK_HOME");
    c
}
