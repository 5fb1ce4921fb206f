//! A writer that masks what passes through it: a sandboxed command's output on its way out.
//!
//! Text is held back only as long as a secret could still be growing at its end: on `flush`
//! (the command went quiet) everything up to the last complete line is emitted, unless a PEM
//! block is open; past 64 KiB, all but the last 16 KiB is emitted. A secret never straddles an
//! emitted boundary, because the boundary moves to the start of any finding that crosses it.

use std::io::Write;

use airlock_mask::Masker;

const HOLD_BACK: usize = 16 * 1024;
const LIMIT: usize = 64 * 1024;
/// Past this, even an open PEM block is let go (masked as far as it can be).
const HARD_LIMIT: usize = 1024 * 1024;

/// Masks bytes written to it and writes the masked text to `out`.
pub struct MaskingWriter<'a> {
    masker: &'a Masker,
    /// Bytes not yet decoded (an incomplete UTF-8 sequence at the end of a write).
    pending: Vec<u8>,
    /// Decoded text not yet emitted.
    buf: String,
    /// The masked text of one emit, its capacity kept from one to the next.
    masked: String,
    out: Box<dyn Write + Send>,
}

impl<'a> MaskingWriter<'a> {
    /// A writer masking with `masker` into `out`.
    pub fn new(masker: &'a Masker, out: Box<dyn Write + Send>) -> MaskingWriter<'a> {
        MaskingWriter {
            masker,
            pending: Vec::new(),
            buf: String::new(),
            masked: String::new(),
            out,
        }
    }

    fn decode(&mut self, at_end: bool) {
        loop {
            match std::str::from_utf8(&self.pending) {
                Ok(text) => {
                    self.buf.push_str(text);
                    self.pending.clear();
                    return;
                }
                Err(e) => {
                    let valid = e.valid_up_to();
                    let (good, rest) = self.pending.split_at(valid);
                    self.buf
                        .push_str(std::str::from_utf8(good).unwrap_or_default());
                    match e.error_len() {
                        // An incomplete sequence at the end: wait for the rest of it.
                        None if !at_end => {
                            self.pending = rest.to_vec();
                            return;
                        }
                        skip => {
                            self.buf.push('\u{fffd}');
                            let skip = skip.unwrap_or(rest.len());
                            self.pending = rest.get(skip..).unwrap_or_default().to_vec();
                        }
                    }
                }
            }
        }
    }

    /// Emits `buf[..cut]`, masked, moving `cut` back so that no finding and no open PEM block
    /// crosses it.
    fn emit_until(&mut self, mut cut: usize, force: bool) -> std::io::Result<()> {
        while cut > 0 && !self.buf.is_char_boundary(cut) {
            cut -= 1;
        }
        let head = self.buf.get(..cut).unwrap_or("");
        if !force && let Some(open) = open_pem(head) {
            cut = open;
        }
        for f in self.masker.findings(&self.buf) {
            if f.start < cut && f.end > cut {
                cut = f.start;
            }
        }
        if cut == 0 {
            return Ok(());
        }
        let head = self.buf.get(..cut).unwrap_or("");
        self.masked.clear();
        self.masker.mask_into(head, &mut self.masked);
        self.out.write_all(self.masked.as_bytes())?;
        self.buf.drain(..cut);
        Ok(())
    }
}

/// The start of a PEM block in `text` that has no end yet.
fn open_pem(text: &str) -> Option<usize> {
    let begin = text.rfind("-----BEGIN")?;
    let ended = text.get(begin..).is_some_and(|t| t.contains("-----END"));
    (!ended).then_some(begin)
}

impl Write for MaskingWriter<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        self.decode(false);
        if self.buf.len() > LIMIT {
            let cut = self.buf.len() - HOLD_BACK;
            let force = self.buf.len() > HARD_LIMIT;
            self.emit_until(cut, force)?;
        }
        Ok(bytes.len())
    }

    /// The writer went quiet: emit every complete line.
    fn flush(&mut self) -> std::io::Result<()> {
        if let Some(nl) = self.buf.rfind('\n') {
            self.emit_until(nl + 1, false)?;
        }
        self.out.flush()
    }
}

impl Drop for MaskingWriter<'_> {
    fn drop(&mut self) {
        self.decode(true);
        let rest = std::mem::take(&mut self.buf);
        let _ = self
            .out
            .write_all(self.masker.mask(&rest).as_str().as_bytes());
        let _ = self.out.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    impl Shared {
        fn text(&self) -> String {
            String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
        }
    }

    const KEY: &str = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB";

    #[test]
    fn a_secret_split_across_writes_and_flushes_is_masked() {
        let masker = Masker::new();
        let out = Shared::default();
        let mut w = MaskingWriter::new(&masker, Box::new(out.clone()));
        let line = format!("token={KEY}\n");
        let (a, b) = line.split_at(12);
        w.write_all(b"building...\n").unwrap();
        w.flush().unwrap();
        assert_eq!(
            out.text(),
            "building...\n",
            "complete lines go out when quiet"
        );
        w.write_all(a.as_bytes()).unwrap();
        w.flush().unwrap();
        w.write_all(b.as_bytes()).unwrap();
        w.flush().unwrap();
        drop(w);
        let text = out.text();
        assert!(!text.contains(KEY) && !text.contains("ghp_0123"), "{text}");
        assert!(text.contains("token="), "{text}");
    }

    #[test]
    fn an_open_pem_block_is_held_until_it_ends() {
        let masker = Masker::new();
        let out = Shared::default();
        let mut w = MaskingWriter::new(&masker, Box::new(out.clone()));
        w.write_all(b"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n").unwrap();
        w.flush().unwrap();
        assert_eq!(out.text(), "", "nothing of an open block goes out");
        w.write_all(b"QyNTUxOQAAACBhY2Nlc3M=\n-----END OPENSSH PRIVATE KEY-----\n")
            .unwrap();
        drop(w);
        let text = out.text();
        assert!(!text.contains("b3BlbnNzaC1rZXktdjEAAAAA"), "{text}");
    }

    #[test]
    fn multibyte_characters_split_across_writes_survive() {
        let masker = Masker::new();
        let out = Shared::default();
        let mut w = MaskingWriter::new(&masker, Box::new(out.clone()));
        let text = "héllo wörld\n".as_bytes();
        for b in text {
            w.write_all(std::slice::from_ref(b)).unwrap();
        }
        drop(w);
        assert_eq!(out.text(), "héllo wörld\n");
    }

    #[test]
    fn long_output_streams_with_bounded_memory() {
        let masker = Masker::new();
        let out = Shared::default();
        let mut w = MaskingWriter::new(&masker, Box::new(out.clone()));
        let chunk = "x".repeat(1000) + "\n";
        for _ in 0..200 {
            w.write_all(chunk.as_bytes()).unwrap();
            assert!(w.buf.len() <= LIMIT + chunk.len());
        }
        drop(w);
        assert_eq!(out.text().len(), 200 * chunk.len());
    }
}
