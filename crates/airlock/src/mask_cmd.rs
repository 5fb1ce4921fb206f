//! `airlock mask`: masks secrets in a stream, or lists what it finds (`--json`), never the secret.
//!
//! A stream is masked by four threads: a reader reads the next chunk and checks that it is
//! UTF-8, a scanner makes the trigger search's pass over it, this thread finds the secrets in the
//! chunk before (from the scan: the rules' windows and checks), and a writer writes the one
//! before that, masked, piece by piece from the chunk; on two cores the copy out of the kernel
//! and the check, the scan, and the rest of the masking take about a third of the work each, so
//! the two cores share it. Each chunk the reader hands over begins with the last
//! bytes of the stream before it (the overlap): the text the masker held back from the last
//! chunk is, nearly always, the end of that overlap, so it is taken from there as it is, never
//! copied in front of the new text. The masked text is exactly the library's `mask` of the
//! whole (tests cut the input at every byte around a secret).

use std::io::{Read, Write};
use std::sync::mpsc::{Receiver, Sender, SyncSender};

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
        let _ = writeln!(std::io::stdout().lock(), "{out}");
        return Ok(0);
    }
    let sizes = match file_size(&stdin) {
        Some(len) => Sizes {
            read: FILE_READ,
            overlap: OVERLAP,
            ahead: FILE_AHEAD,
            compile_ahead: len >= COMPILE_AHEAD_FROM,
        },
        None => Sizes {
            read: PIPE_READ,
            overlap: OVERLAP,
            ahead: PIPE_AHEAD,
            compile_ahead: false,
        },
    };
    stream(&masker, stdin, sizes, &mut std::io::stdout())
}

/// How a stream is read: bytes a read asks for, and bytes of overlap (see [`Chunk`]).
#[derive(Debug, Clone, Copy)]
struct Sizes {
    read: usize,
    overlap: usize,
    /// Chunks the reader may have read ahead of the masking.
    ahead: usize,
    /// The scanning thread compiles ahead the regexes the chunks may need (see
    /// [`scan_chunks`]): for a long text, whose masking needs many of them.
    compile_ahead: bool,
}

/// Masks `input` to `out`: a thread reads and checks the text, another scans it for triggers,
/// this one finds the secrets, and another masks and writes what is settled.
fn stream(
    masker: &airlock_mask::Masker,
    input: impl Read + Send + 'static,
    sizes: Sizes,
    out: &mut (impl Write + Send),
) -> Result<u8, Exit> {
    let (read_tx, read) = std::sync::mpsc::sync_channel(sizes.ahead);
    let (chunks_tx, chunks) = std::sync::mpsc::sync_channel(sizes.ahead);
    let (free, free_rx) = std::sync::mpsc::channel();
    // Not joined: when the output is closed, or the input is refused, the command ends while
    // the reader may wait on a read that never returns (a terminal); a send that no one
    // receives ends it and the scanner otherwise.
    std::thread::Builder::new()
        .name("airlock-mask-read".into())
        .spawn(move || read_chunks(input, sizes, &read_tx, &free_rx))
        .map_err(|e| Exit::input(format!("cannot start reading standard input: {e}")))?;
    std::thread::Builder::new()
        .name("airlock-mask-scan".into())
        .spawn({
            let masker = masker.clone();
            move || scan_chunks(&masker, sizes.compile_ahead, &read, &chunks_tx)
        })
        .map_err(|e| Exit::input(format!("cannot start reading standard input: {e}")))?;
    std::thread::scope(|scope| {
        let (to_writer, writes) = std::sync::mpsc::sync_channel(AHEAD);
        let writer = {
            let (masker, free) = (masker.clone(), free.clone());
            std::thread::Builder::new()
                .name("airlock-mask-write".into())
                .spawn_scoped(scope, move || write_out(&masker, &writes, out, &free))
                .map_err(|e| Exit::input(format!("cannot start writing standard output: {e}")))?
        };
        let result = mask_chunks(masker, &chunks, &free, &to_writer);
        // The writer writes what it was handed, then ends.
        drop(to_writer);
        let _ = writer.join();
        result
    })
}

/// What the reader hands on: a chunk of the stream, its end, or why it stopped.
enum FromReader {
    Chunk(Chunk),
    End,
    Failed(String),
}

/// A chunk of the stream: `text[..from]` is the stream's last bytes before it (the overlap, at
/// most [`Sizes::overlap`] and whole characters), `text[from..]` the new text; `scan` is where
/// the masker's triggers are in all of `text`, when its new text is long enough to be worth a
/// pass of its own (see [`SCAN_FROM`]).
struct Chunk {
    text: String,
    from: usize,
    scan: Option<airlock_mask::Scan>,
}

/// What the writer masks and writes: `text[start..]`'s settled part, or at the end all of it.
struct ToWriter {
    text: String,
    start: usize,
    settled: Option<airlock_mask::Settled>,
}

/// Finds the secrets in each chunk as it comes and hands what is settled to the writer: a
/// secret split across two chunks is still masked (the masker holds back the end of each
/// chunk's text until the next).
fn mask_chunks(
    masker: &airlock_mask::Masker,
    chunks: &Receiver<FromReader>,
    free: &Sender<Vec<u8>>,
    writer: &SyncSender<ToWriter>,
) -> Result<u8, Exit> {
    // The text held back from the last chunk, copied: it is nearly always the end of the next
    // chunk's overlap, and is needed only when it is longer.
    let mut held = String::new();
    // What the reader handed on after chunks taken together (see below), for the next turn.
    let mut next = None;
    loop {
        let Some(msg) = next.take().or_else(|| chunks.recv().ok()) else {
            return Err(Exit::input(
                "cannot read standard input: the reader stopped",
            ));
        };
        let chunk = match msg {
            FromReader::Chunk(chunk) => chunk,
            FromReader::End => {
                let rest = ToWriter {
                    text: held,
                    start: 0,
                    settled: None,
                };
                let _ = writer.send(rest);
                return Ok(0);
            }
            FromReader::Failed(message) => return Err(Exit::input(message)),
        };
        let (mut text, start, mut scan) = if held.len() <= chunk.from {
            // What was held back is the end of the overlap: the text goes on from there, and
            // the reader's scan of the chunk serves it.
            (chunk.text, chunk.from - held.len(), chunk.scan)
        } else {
            // Held back more than the overlap (a long secret across the cut): put it in front.
            let new = chunk.text.get(chunk.from..).unwrap_or_default();
            let mut text = String::with_capacity(held.len() + new.len());
            text.push_str(&held);
            text.push_str(new);
            let _ = free.send(chunk.text.into_bytes());
            (text, 0, None)
        };
        // Chunks already waiting (short reads of a pipe whose writer is ahead) go on this one's
        // end, up to `TOGETHER`: one settle over them re-scans the text held back once, not once
        // a read. Only what has been read already: nothing waits for more input.
        while text.len() - start < TOGETHER {
            match chunks.try_recv() {
                Ok(FromReader::Chunk(more)) => {
                    // The scans join when the next chunk's overlap is the end of this text.
                    let overlap = more.text.get(..more.from).unwrap_or_default();
                    let joined = match (&mut scan, &more.scan) {
                        (Some(s), Some(m)) => {
                            text.ends_with(overlap)
                                && masker.join_scans(s, text.len(), m, more.from)
                        }
                        _ => false,
                    };
                    if !joined {
                        scan = None;
                    }
                    text.push_str(more.text.get(more.from..).unwrap_or_default());
                    let _ = free.send(more.text.into_bytes());
                }
                Ok(other) => {
                    next = Some(other);
                    break;
                }
                Err(_) => break,
            }
        }
        let view = text.get(start..).unwrap_or_default();
        let settled = match &scan {
            Some(scan) => masker.settle_scanned(&text, start, scan),
            None => masker.settle(view),
        };
        held.clear();
        held.push_str(view.get(settled.len()..).unwrap_or_default());
        let out = ToWriter {
            text,
            start,
            settled: Some(settled),
        };
        if writer.send(out).is_err() {
            // The writer is gone (a closed pipe): nothing more can be delivered.
            return Ok(0);
        }
    }
}

/// Masks and writes what [`mask_chunks`] hands on, and gives each buffer back to the reader.
fn write_out(
    masker: &airlock_mask::Masker,
    writes: &Receiver<ToWriter>,
    out: &mut impl Write,
    free: &Sender<Vec<u8>>,
) {
    let mut masked = String::new();
    for w in writes {
        let view = w.text.get(w.start..).unwrap_or_default();
        let mut ok = true;
        match &w.settled {
            // Written piece by piece from the chunk, not copied into one masked string first:
            // the text between secrets is nearly all of it, and a piece with a line end goes
            // straight to the output.
            Some(settled) => settled.each_piece(view, |p| {
                ok = ok && out.write_all(p.as_bytes()).is_ok();
            }),
            None => {
                // The end of the stream: at most the hold-back and a secret.
                masker.mask_into(view, &mut masked);
                ok = out.write_all(masked.as_bytes()).is_ok();
            }
        }
        if !ok {
            return;
        }
        let _ = free.send(w.text.into_bytes());
    }
    let _ = out.flush();
}

/// Hands on what the reader hands on, each long chunk with the masker's scan of it: the one
/// pass over every byte that masking starts with, made on this thread while the masking thread
/// settles the chunk before (on two cores, the reader's copy and check, this scan and the
/// masking share them about evenly). A short read (a pipe whose writer writes little at a time)
/// is not scanned: its overlap would be most of the pass, and it is masked together with the
/// next. For a long text, while this thread would wait (for the reader's next chunk, or for
/// the masking to take this one) it compiles, one rule at a time, the regexes the chunks' triggers may need that
/// are not compiled yet, from the last rule back, as the masking compiles what it needs from the
/// first on: the compiling is shared, a chunk waits for one rule's at most and the stream's end
/// for none, and a rule whose trigger the stream never holds is never compiled (a long text
/// holds about half of them).
fn scan_chunks(
    masker: &airlock_mask::Masker,
    compile_ahead: bool,
    read: &Receiver<FromReader>,
    chunks: &SyncSender<FromReader>,
) {
    use std::sync::mpsc::{TryRecvError, TrySendError};
    let mut ahead = airlock_mask::Ahead::default();
    loop {
        let mut msg = match read.try_recv() {
            Ok(msg) => msg,
            Err(TryRecvError::Empty) if masker.prepare_next(&mut ahead) => continue,
            Err(TryRecvError::Empty) => match read.recv() {
                Ok(msg) => msg,
                Err(_) => return,
            },
            Err(TryRecvError::Disconnected) => return,
        };
        match &mut msg {
            FromReader::Chunk(c) if c.text.len() - c.from >= SCAN_FROM => {
                let scan = masker.scan(&c.text);
                if compile_ahead {
                    ahead = masker.ahead(&scan);
                }
                c.scan = Some(scan);
            }
            FromReader::Chunk(_) => {}
            // The end goes on at once: no chunk is left to compile for.
            FromReader::End | FromReader::Failed(_) => {
                let _ = chunks.send(msg);
                return;
            }
        }
        loop {
            msg = match chunks.try_send(msg) {
                Ok(()) => break,
                Err(TrySendError::Full(msg)) if masker.prepare_next(&mut ahead) => msg,
                Err(TrySendError::Full(msg)) => match chunks.send(msg) {
                    Ok(()) => break,
                    Err(_) => return,
                },
                Err(TrySendError::Disconnected(_)) => return,
            };
        }
    }
}

/// Reads `input` in reads of `sizes.read` bytes and hands each on as a chunk of whole UTF-8
/// characters, after the overlap; a character split by a read waits for the next. Buffers come
/// back through `free` to be filled again.
fn read_chunks(
    mut input: impl Read,
    sizes: Sizes,
    chunks: &SyncSender<FromReader>,
    free: &Receiver<Vec<u8>>,
) {
    let fail = |message: String| {
        let _ = chunks.send(FromReader::Failed(message));
    };
    // The next chunk's first bytes: the overlap (`tail[..from]`) and the first bytes of a
    // character the last read split. Kept apart, so that the reader holds no second buffer
    // while it waits for the masker to take a chunk.
    let mut tail: Vec<u8> = Vec::new();
    let mut from = 0;
    // The first read is short, so that the masking starts at once.
    let mut read = sizes.read.min(FIRST_READ);
    loop {
        let mut buf = free.try_recv().unwrap_or_default();
        let kept = tail.len();
        let want = kept + read;
        if buf.capacity() == 0 {
            // Zeroed by the allocator (fresh pages of the kernel), not by a pass of its own.
            buf = vec![0; want];
        } else if buf.len() < want {
            // A recycled buffer keeps its length, so this writes zeros only into new room.
            buf.resize(want, 0);
        }
        if let Some(head) = buf.get_mut(..kept) {
            head.copy_from_slice(&tail);
        }
        let n = loop {
            match input.read(buf.get_mut(kept..want).unwrap_or_default()) {
                Ok(n) => break n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return fail(format!("cannot read standard input: {e}")),
            }
        };
        if n == 0 {
            if kept > from {
                return fail("standard input ends inside a UTF-8 character".into());
            }
            let _ = chunks.send(FromReader::End);
            return;
        }
        read = sizes.read;
        let filled = kept + n;
        buf.truncate(filled);
        let whole = whole_characters(&buf);
        let mut start = whole.saturating_sub(sizes.overlap);
        while start < whole && buf.get(start).is_some_and(|&b| b & 0xC0 == 0x80) {
            start += 1;
        }
        tail.clear();
        tail.extend_from_slice(buf.get(start..).unwrap_or_default());
        buf.truncate(whole);
        let text = match String::from_utf8(buf) {
            Ok(text) => text,
            Err(_) => return fail("standard input is not UTF-8 text".into()),
        };
        if chunks
            .send(FromReader::Chunk(Chunk {
                text,
                from,
                scan: None,
            }))
            .is_err()
        {
            return;
        }
        from = whole - start;
    }
}

/// The length of `bytes` less a character its end splits: the first bytes of a UTF-8 sequence
/// that more bytes would complete. Anything else is left in, for the check to judge.
fn whole_characters(bytes: &[u8]) -> usize {
    let len = bytes.len();
    // A sequence is at most 4 bytes, so one that is cut starts in the last 3.
    let Some(lead) = (len.saturating_sub(3)..len)
        .rev()
        .find(|&i| bytes.get(i).is_some_and(|&b| b & 0xC0 != 0x80))
    else {
        return len;
    };
    match std::str::from_utf8(bytes.get(lead..).unwrap_or_default()) {
        Err(e) if e.error_len().is_none() => lead + e.valid_up_to(),
        _ => len,
    }
}

/// The size of standard input when it is a regular file.
fn file_size(stdin: &std::io::Stdin) -> Option<u64> {
    use std::os::fd::AsFd;
    let meta = stdin
        .as_fd()
        .try_clone_to_owned()
        .map(std::fs::File::from)
        .and_then(|f| f.metadata())
        .ok()?;
    meta.is_file().then_some(meta.len())
}

/// Bytes read at a time from a pipe or a terminal: what a pipe holds (a read returns what is
/// there, so asking for more gains nothing, and a recycled buffer would be zeroed up to it).
const PIPE_READ: usize = 64 * 1024;
/// Reads of a pipe queued for the masking, taken together when it is behind (see [`TOGETHER`]).
const PIPE_AHEAD: usize = 16;
/// The most text masked at once from chunks taken together.
const TOGETHER: usize = 1 << 20;
/// Bytes read at a time from a regular file (its size known): the re-scan of the hold-back and
/// the per-read work are a smaller part of larger reads, and the buffers in flight (about six)
/// few enough pages to fault in (4 MiB reads fault in 6,500 pages of 4 KiB, 2 MiB 3,400).
const FILE_READ: usize = 2 << 20;
/// Chunks of a file queued between the reader, the scanner and the masking: none, each is
/// handed over directly. A sender fills or scans its next chunk while the receiver works on the
/// one before, and the reader is faster than the scanner, so a queued chunk would only be one
/// more buffer to fault in (about 1,000 page faults and 3% of the process's CPU time).
const FILE_AHEAD: usize = 0;
/// Bytes of the first read, whatever the input: the masking waits for it.
const FIRST_READ: usize = 256 * 1024;
/// New bytes of a chunk from which it is scanned ahead (see [`scan_chunks`]).
const SCAN_FROM: usize = 2 * airlock_mask::HOLD_BACK;
/// Standard input from a file this long has its regexes compiled ahead (see [`scan_chunks`]); a
/// shorter one needs fewer, and its masking would wait for one being compiled ahead when it
/// could have compiled one it needs.
const COMPILE_AHEAD_FROM: u64 = 1 << 20;
/// Bytes of the stream repeated at the start of each chunk: the masker holds back at most
/// [`airlock_mask::HOLD_BACK`] and the secret that reaches into it, whose longest fits in another
/// [`airlock_mask::HOLD_BACK`] (a test of the masker checks every rule's).
const OVERLAP: usize = 2 * airlock_mask::HOLD_BACK + 4;
/// Chunks queued between two threads: the reader is faster than the masker, so one queued chunk
/// keeps the masker busy, and each more is one more buffer to fault in.
const AHEAD: usize = 1;

#[cfg(test)]
mod tests {
    use super::{FILE_AHEAD, FILE_READ, FIRST_READ, OVERLAP, PIPE_AHEAD, PIPE_READ, Sizes, stream};
    use airlock_mask::{HOLD_BACK, Masker, crc32_base62};
    use std::io::Read;

    /// Input whose reads end where the test says: at each of `cuts`, and otherwise after at
    /// most `most` bytes, as a pipe returns what its writer has put in.
    struct Reads {
        data: Vec<u8>,
        at: usize,
        cuts: Vec<usize>,
        most: usize,
    }

    impl Read for Reads {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let cut = self.cuts.iter().copied().find(|&c| c > self.at);
            let end = (self.at + buf.len().min(self.most))
                .min(cut.unwrap_or(usize::MAX))
                .min(self.data.len());
            let n = end - self.at;
            buf[..n].copy_from_slice(&self.data[self.at..end]);
            self.at = end;
            Ok(n)
        }
    }

    /// `airlock mask`'s output for `text` read as `reads` cuts it.
    fn masked(
        text: &[u8],
        cuts: Vec<usize>,
        most: usize,
        sizes: Sizes,
    ) -> (Result<u8, String>, String) {
        let input = Reads {
            data: text.to_vec(),
            at: 0,
            cuts,
            most,
        };
        let mut out = Vec::new();
        let result = stream(&Masker::new(), input, sizes, &mut out).map_err(|e| e.to_string());
        (result, String::from_utf8(out).unwrap())
    }

    /// `n` letters and digits, scrambled from `seed`.
    fn chars(seed: u32, n: u32) -> String {
        const ALNUM: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
        (0..n)
            .map(|i| {
                let x = (seed.wrapping_add(1).wrapping_mul(2_654_435_761) ^ i.wrapping_mul(40_503))
                    .wrapping_mul(2_246_822_519);
                char::from(ALNUM[(x >> 16) as usize % ALNUM.len()])
            })
            .collect()
    }

    fn token(prefix: &str, seed: u32) -> String {
        let body = chars(seed, 30);
        format!("{prefix}{body}{}", crc32_base62(body.as_bytes()))
    }

    const SMALL: Sizes = Sizes {
        read: 40 * 1024,
        overlap: 2 * HOLD_BACK + 4,
        // As a file is read: each chunk handed over directly.
        ahead: 0,
        compile_ahead: true,
    };

    /// A secret cut by a read at every byte of it (and just around it), with the reader's
    /// overlap, and with an overlap too short for what is held back, so the text held back is
    /// put in front of the next: the output is the library's for the whole text, every time.
    #[test]
    fn a_secret_cut_by_a_read_anywhere_is_masked_as_whole() {
        let filler = "let x = compute(1, 2); // a line of ordinary code\n".repeat(HOLD_BACK / 25);
        let secret = token("ghp_", 1);
        let text = format!("{filler}export GITHUB_TOKEN={secret}\n{filler}");
        let at = text.find(&secret).unwrap();
        let whole = Masker::new().mask(&text).into_string();
        assert!(!whole.contains(&secret));
        for overlap in [SMALL.overlap, 64] {
            for cut in at - 3..=at + secret.len() + 3 {
                let sizes = Sizes { overlap, ..SMALL };
                let (result, out) = masked(text.as_bytes(), vec![cut], usize::MAX, sizes);
                assert_eq!(result, Ok(0));
                assert!(out == whole, "a read cut at {cut}, overlap {overlap}");
            }
        }
    }

    /// A hand-over's answer (`user / password`) whose masking a read leaves to the next chunk,
    /// the question before it settled with the chunk before: the next chunk still holds the
    /// question, so the output is the library's for the whole text.
    #[test]
    fn a_hand_over_split_from_its_question_by_a_read_is_masked() {
        let filler = "let x = compute(1, 2); // a line of ordinary code\n".repeat(HOLD_BACK / 25);
        let text = format!(
            "{filler}anyone know the creds for the staging box?\nops_ro / Lantern77\n{filler}"
        );
        let at = text.find("ops_ro").unwrap();
        let whole = Masker::new().mask(&text).into_string();
        assert!(!whole.contains("Lantern77"));
        for cut in at + HOLD_BACK - 2..=at + HOLD_BACK + 20 {
            let (result, out) = masked(text.as_bytes(), vec![cut], usize::MAX, SMALL);
            assert_eq!(result, Ok(0));
            assert!(out == whole, "a read cut at {cut}");
        }
    }

    /// Secrets of several kinds on both sides of many cuts, read in short reads as from a pipe,
    /// in full reads, and in reads that split characters of 2, 3 and 4 bytes.
    #[test]
    fn output_is_the_library_s_whatever_the_reads() {
        let mut text = String::new();
        let mut n = 0;
        while text.len() < 300 * 1024 {
            text.push_str(&"é€😀 ordinary text, ".repeat(n % 97 + 1));
            text.push_str(&format!(
                "\ntoken={} and {}\n",
                token("ghp_", n as u32),
                token("npm_", n as u32 + 7)
            ));
            text.push_str(&format!(
                "curl -H 'Authorization: Bearer sk-ant-api03-{}AA'\n",
                chars(n as u32 + 3, 93)
            ));
            n += 1;
        }
        let whole = Masker::new().mask(&text).into_string();
        assert!(!whole.contains(&token("ghp_", 3)) && whole.contains("[masked github-pat 40]"));
        assert!(whole.contains("[masked anthropic-api-key 108]"));
        let cuts: Vec<usize> = (1..40).map(|i| i * 7919).collect();
        // Each with no read queued, one, and 16 (taken together when the masking is behind).
        for (most, overlap, ahead) in [
            (usize::MAX, SMALL.overlap, 1),
            (65536, SMALL.overlap, 16),
            (4093, 64, 16),
            (4093, SMALL.overlap, 0),
            (1, SMALL.overlap, 16),
            (3, 64, 1),
        ] {
            if most < 8 {
                // Byte by byte only over a stretch that holds split characters and a secret.
                let part = &text[..text.char_indices().nth(3000).unwrap().0];
                let sizes = Sizes {
                    read: 4096,
                    overlap,
                    ahead,
                    compile_ahead: true,
                };
                let (result, out) = masked(part.as_bytes(), vec![], most, sizes);
                assert_eq!(result, Ok(0));
                assert!(
                    out == Masker::new().mask(part).into_string(),
                    "reads of {most}"
                );
                continue;
            }
            let sizes = Sizes {
                overlap,
                ahead,
                ..SMALL
            };
            let (result, out) = masked(text.as_bytes(), cuts.clone(), most, sizes);
            assert_eq!(result, Ok(0));
            assert!(
                out == whole,
                "reads of at most {most}, overlap {overlap}, {ahead} ahead"
            );
        }
    }

    /// The stream's output with `sizes`, read in full reads (as from a file) or in reads of at
    /// most `most` bytes (as from a pipe).
    fn masked_reads(text: &[u8], most: usize, sizes: Sizes) -> (Result<u8, String>, String) {
        masked(text, vec![], most, sizes)
    }

    /// Where the chunks of a stream read in full reads end (`FIRST_READ`, then `read` more each
    /// time, in text of one-byte characters there), and where the text settled before each
    /// ends when nothing holds it back: the places the workers' settling ahead starts from.
    fn split_points(read: usize, len: usize) -> Vec<usize> {
        let mut ends = vec![];
        let mut end = read.min(FIRST_READ);
        while end < len {
            ends.push(end);
            end += read;
        }
        ends.iter().flat_map(|&e| [e - HOLD_BACK, e]).collect()
    }

    /// Secrets of several kinds straddle every place the stream is split (each chunk's end, and
    /// where the masker would settle the chunk's text up to, 16 KiB before it) at several
    /// offsets, among CRLF lines, lines of 100 KiB, characters of 2 to 4 bytes, and the text
    /// ends inside a token with no newline: the output is the library's `mask` of the whole,
    /// byte for byte, read as a file and as a pipe, with the command's own sizes and small ones.
    #[test]
    fn secrets_across_every_split_point_are_masked_as_the_library_masks_the_whole() {
        let lines = [
            "fn parse(input: &str) -> Result<Config, Error> { toml::from_str(input) }\r\n",
            "    // Ünïcödé — 文字列 — 😀 a read may cut inside a character\n",
            "password = compute_hash(user, salt)  # an expression, not a secret\r\n",
        ];
        let long_line = "lorem_ipsum(dolor, sit, amet); ".repeat(100 * 1024 / 31);
        // A line with a secret in it: the text before the secret, the secret, the text after.
        let secret = |n: u32| match n % 4 {
            0 => ("export GITHUB_TOKEN=".to_owned(), token("ghp_", n), "\r\n"),
            1 => ("\"npm\": \"".to_owned(), token("npm_", n), "\",\n"),
            2 => (
                "curl -H 'Authorization: Bearer ".to_owned(),
                format!("sk-ant-api03-{}AA", chars(n + 3, 93)),
                "' https://x.invalid\n",
            ),
            _ => (
                format!("DB_URL=postgres://app:{}", chars(n, 24)),
                "@db.internal:5432/app".to_owned(),
                "\n",
            ),
        };
        let build = |points: &[usize]| {
            let mut text = String::new();
            let mut i = 0;
            for (n, &at) in points.iter().enumerate() {
                let n = n as u32;
                loop {
                    let line = if i % 7 == 3 {
                        &long_line
                    } else {
                        lines[i % lines.len()]
                    };
                    // Every other pair of secrets ends a run of 6,000 bytes with no line end, so
                    // that the masker cannot cut at its line's start.
                    let run = if n / 2 % 2 == 1 { 6000 } else { 400 };
                    if text.len() + line.len() + run > at {
                        break;
                    }
                    text.push_str(line);
                    i += 1;
                }
                // The secret starts from 1 to 30 bytes before the split point, so that it
                // reaches past it (the shortest is 40 bytes; the URL's password ends there).
                let (before, value, after) = secret(n);
                let back = (n as usize * 13) % 30 + 1;
                while text.len() + before.len() + back < at {
                    text.push('.');
                }
                text.push_str(&before);
                text.push_str(&value);
                text.push_str(after);
            }
            text.push_str("tail with no newline, and a token: ");
            text.push_str(&token("ghp_", 77));
            text
        };
        let file = Sizes {
            read: FILE_READ,
            overlap: OVERLAP,
            ahead: FILE_AHEAD,
            compile_ahead: true,
        };
        let pipe = Sizes {
            read: PIPE_READ,
            overlap: OVERLAP,
            ahead: PIPE_AHEAD,
            compile_ahead: false,
        };
        for (sizes, len) in [(file, 5 << 20), (SMALL, 1 << 20), (pipe, 1 << 20)] {
            let points = split_points(sizes.read, len);
            // Every split point, and then only the chunks' ends (every other point).
            for every in [1, 2] {
                let at: Vec<usize> = points
                    .iter()
                    .skip(every - 1)
                    .step_by(every)
                    .copied()
                    .collect();
                let text = build(&at);
                let whole = Masker::new().mask(&text).into_string();
                assert!(!whole.contains(&token("ghp_", 4)) && !whole.contains(&token("ghp_", 77)));
                assert!(whole.contains("[masked github-pat 40]") && whole.ends_with("40]"));
                let (result, out) = masked_reads(text.as_bytes(), usize::MAX, sizes);
                assert_eq!(result, Ok(0));
                assert!(out == whole, "full reads of {}, every {every}", sizes.read);
                if sizes.read > PIPE_READ {
                    continue;
                }
                let (result, out) = masked_reads(text.as_bytes(), 4093, sizes);
                assert_eq!(result, Ok(0));
                assert!(out == whole, "reads of 4093, {}, every {every}", sizes.read);
            }
        }
    }

    /// Input that is not UTF-8 after many chunks dense with secrets (and CRLF line ends): refused
    /// as before, and what is written is the start of the library's masking of the text before
    /// the bad bytes, with no secret in it.
    #[test]
    fn bad_input_after_chunks_with_secrets_is_refused_after_their_masked_text() {
        let mut text = String::new();
        let mut n = 0;
        while text.len() < 400 * 1024 {
            text.push_str(&format!("line {n}: token={}\r\n", token("ghp_", n)));
            n += 1;
        }
        let good = Masker::new().mask(&text).into_string();
        for bad in [&b"\xff"[..], b"\xc3(", b"\xed\xa0\x80"] {
            let mut input = text.clone().into_bytes();
            input.extend_from_slice(bad);
            input.extend_from_slice(b" more text\n");
            let (result, out) = masked_reads(&input, usize::MAX, SMALL);
            assert_eq!(result.unwrap_err(), "standard input is not UTF-8 text");
            assert!(good.starts_with(&out) && out.len() > 300 * 1024);
            assert!(!out.contains(&token("ghp_", 1)));
        }
    }

    /// Input that is not UTF-8 ends the command with its error, as before: nothing of the bad
    /// read is written, and what was written before it is masked.
    #[test]
    fn input_that_is_not_utf8_is_refused() {
        let secret = token("ghp_", 9);
        let mut text = format!("token={secret}\n").repeat(4000).into_bytes();
        let good = text.len();
        text.extend_from_slice(b"bad \xff byte\n");
        text.extend_from_slice(format!("token={secret}\n").repeat(100).as_bytes());
        let (result, out) = masked(&text, vec![], usize::MAX, SMALL);
        assert_eq!(result.unwrap_err(), "standard input is not UTF-8 text");
        assert!(!out.contains(&secret) && out.contains("[masked github-pat 40]"));
        assert!(out.len() < good);
        let (result, out) = masked(
            "ok é".as_bytes().split_last().unwrap().1,
            vec![],
            usize::MAX,
            SMALL,
        );
        assert_eq!(
            result.unwrap_err(),
            "standard input ends inside a UTF-8 character"
        );
        assert_eq!(out, "");
    }
}
