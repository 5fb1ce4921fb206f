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
    // is still masked and memory stays bounded. Reads go straight into one buffer of `CHUNK`
    // bytes; its valid UTF-8 is handed to the masker as it is (checked, never copied through a
    // lossy pass), and only a character split by the read waits for the next one.
    let mut stream = masker.stream();
    let mut buf = vec![0u8; CHUNK];
    // Bytes at the start of `buf` left from the last read: the first bytes of a split character.
    let mut filled = 0;
    // The masked text of one read, its capacity kept from one read to the next.
    let mut masked = String::with_capacity(CHUNK + MARGIN);
    let mut input = stdin.lock();
    loop {
        let n = match input.read(buf.get_mut(filled..).unwrap_or_default()) {
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Exit::input(format!("cannot read standard input: {e}"))),
        };
        if n == 0 {
            break;
        }
        filled += n;
        let have = buf.get(..filled).unwrap_or_default();
        let (text, valid) = match std::str::from_utf8(have) {
            Ok(text) => (text, filled),
            Err(e) if e.error_len().is_none() => {
                let valid = e.valid_up_to();
                let text = std::str::from_utf8(have.get(..valid).unwrap_or_default())
                    .map_err(|_| Exit::input("standard input is not UTF-8 text"))?;
                (text, valid)
            }
            Err(_) => return Err(Exit::input("standard input is not UTF-8 text")),
        };
        masked.clear();
        stream.push_into(text, &mut masked);
        buf.copy_within(valid..filled, 0);
        filled -= valid;
        if stdout.write_all(masked.as_bytes()).is_err() {
            // The reader is gone (a closed pipe): nothing more can be delivered.
            return Ok(0);
        }
    }
    if filled > 0 {
        return Err(Exit::input("standard input ends inside a UTF-8 character"));
    }
    masked.clear();
    stream.finish_into(&mut masked);
    let _ = stdout.write_all(masked.as_bytes());
    let _ = stdout.flush();
    Ok(0)
}

/// Bytes read at a time: large enough that the masker's re-scan of its hold-back and the
/// per-read calls are a small part of the work.
const CHUNK: usize = 1 << 20;
/// Room for markers and the hold-back in the masked text of one read.
const MARGIN: usize = 64 * 1024;
