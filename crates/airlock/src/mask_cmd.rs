//! `airlock mask`: masks secrets in a stream, or lists what it finds (`--json`), never the secret.

use std::io::{Read, Write};

use clap::Args;
use serde_json::json;

use crate::Exit;

/// Arguments of `airlock mask`.
#[derive(Debug, Args)]
pub struct MaskArgs {
    /// List the findings as JSON (rule, byte start and end, fingerprint) instead of masking.
    #[arg(long)]
    json: bool,
}

/// Runs `airlock mask` on standard input.
pub fn run(a: &MaskArgs) -> Result<u8, Exit> {
    let masker = airlock_mask::Masker::new();
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    if a.json {
        let mut text = String::new();
        stdin
            .lock()
            .read_to_string(&mut text)
            .map_err(|e| Exit::input(format!("cannot read standard input as text: {e}")))?;
        let findings: Vec<_> = masker
            .findings(&text)
            .into_iter()
            .map(|f| json!({ "rule": f.rule, "start": f.start, "end": f.end, "fingerprint": f.fingerprint }))
            .collect();
        let out = serde_json::to_string_pretty(&findings).unwrap_or_default();
        let _ = writeln!(stdout, "{out}");
        return Ok(0);
    }
    // Streamed in chunks, with the masker's bounded hold-back, so a secret split across two reads
    // is still masked and memory stays bounded.
    let mut stream = masker.stream();
    let mut buf = vec![0u8; 64 * 1024];
    let mut pending: Vec<u8> = Vec::new();
    // The masked text of one read, its capacity kept from one read to the next.
    let mut masked = String::new();
    let mut input = stdin.lock();
    loop {
        let n = input
            .read(&mut buf)
            .map_err(|e| Exit::input(format!("cannot read standard input: {e}")))?;
        if n == 0 {
            break;
        }
        pending.extend_from_slice(buf.get(..n).unwrap_or_default());
        // Only whole UTF-8 characters go to the masker; a split character waits for the next read.
        let valid = match std::str::from_utf8(&pending) {
            Ok(_) => pending.len(),
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            Err(_) => return Err(Exit::input("standard input is not UTF-8 text")),
        };
        let text = String::from_utf8_lossy(pending.get(..valid).unwrap_or_default()).into_owned();
        pending.drain(..valid);
        masked.clear();
        stream.push_into(&text, &mut masked);
        let _ = stdout.write_all(masked.as_bytes());
    }
    if !pending.is_empty() {
        return Err(Exit::input("standard input ends inside a UTF-8 character"));
    }
    masked.clear();
    stream.finish_into(&mut masked);
    let _ = stdout.write_all(masked.as_bytes());
    Ok(0)
}
