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
    // is still masked and memory stays bounded. The stream lives in one buffer: each read lands
    // after the text held back from the last one, the valid UTF-8 is handed to the masker as it
    // is (checked, never copied through a lossy pass), and what the masker settles is written
    // out and dropped from the front; the rest (the hold-back, a split character) stays.
    let mut buf = vec![0u8; CHUNK + 2 * airlock_mask::HOLD_BACK + 4];
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
        let end = n == 0;
        filled += n;
        let have = buf.get(..filled).unwrap_or_default();
        let text = match std::str::from_utf8(have) {
            Ok(text) => text,
            Err(e) if e.error_len().is_none() && !end => {
                std::str::from_utf8(have.get(..e.valid_up_to()).unwrap_or_default())
                    .map_err(|_| Exit::input("standard input is not UTF-8 text"))?
            }
            Err(e) if e.error_len().is_none() => {
                return Err(Exit::input("standard input ends inside a UTF-8 character"));
            }
            Err(_) => return Err(Exit::input("standard input is not UTF-8 text")),
        };
        masked.clear();
        if end {
            masker.mask_into(text, &mut masked);
            let _ = stdout.write_all(masked.as_bytes());
            let _ = stdout.flush();
            return Ok(0);
        }
        let taken = masker.mask_settled_into(text, &mut masked);
        buf.copy_within(taken..filled, 0);
        filled -= taken;
        if stdout.write_all(masked.as_bytes()).is_err() {
            // The reader is gone (a closed pipe): nothing more can be delivered.
            return Ok(0);
        }
    }
}

/// Bytes read at a time: large enough that the masker's re-scan of its hold-back and the
/// per-read calls are a small part of the work. The buffer holds this after the hold-back (at
/// most twice [`airlock_mask::HOLD_BACK`] when a secret reaches into it) and a split character.
const CHUNK: usize = 1 << 20;
/// Room for markers and the hold-back in the masked text of one read.
const MARGIN: usize = 64 * 1024;
