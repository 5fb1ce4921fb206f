//! The fixture every integration test of the binary starts from.

use std::io::{Read as _, Write as _};
use std::net::TcpStream;
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

use serde_json::Value;

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
    // kubectl's current context is read from the kubeconfig: the tester's own says nothing here.
    c.env_remove("KUBECONFIG");
    c
}

/// One HTTP/1.1 request over a fresh connection.
#[allow(dead_code, reason = "not every test binary uses every fixture")]
pub fn http(
    url: &str,
    token: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    let addr = url.trim_start_matches("http://").trim_end_matches('/');
    let mut s = TcpStream::connect(addr).unwrap();
    let body = body.map(Value::to_string).unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nhost: {addr}\r\nauthorization: Bearer {token}\r\n\
         content-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut reply = String::new();
    s.read_to_string(&mut reply).unwrap();
    let status = reply
        .get(9..12)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("not an HTTP answer: {reply}"));
    let json = reply
        .split_once("\r\n\r\n")
        .map(|(_, b)| b)
        .unwrap_or_default();
    (status, serde_json::from_str(json).unwrap_or(Value::Null))
}
