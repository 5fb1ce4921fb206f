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
//! copied in front of the new text. A file of 8 MiB or more has one scanner a core, taking
//! chunks in turn, and each also settles its chunk ahead (see [`scan_chunks`]): the secrets are
//! then found on every core, and this thread only checks that each chunk was settled from where
//! the text held back begins. The masked text is exactly the library's `mask` of the whole
//! (tests cut the input at every byte around a secret, and plant secrets at random across the
//! chunks settled ahead).

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
            workers: if len >= PARALLEL_FROM { workers() } else { 1 },
        },
        None => Sizes {
            read: PIPE_READ,
            overlap: OVERLAP,
            ahead: PIPE_AHEAD,
            compile_ahead: false,
            workers: 1,
        },
    };
    stream(&masker, stdin, sizes, &mut std::io::stdout()).map(|_| 0)
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
    /// Threads that scan chunks and settle them ahead (see [`scan_chunks`]); with one, the
    /// masking thread settles every chunk itself.
    workers: usize,
}

/// Masks `input` to `out`: a thread reads and checks the text, one or more scan it for triggers
/// (and, when there are several, settle each chunk ahead), this one finds the secrets (or takes
/// what was settled ahead), and another masks and writes what is settled.
fn stream(
    masker: &airlock_mask::Masker,
    input: impl Read + Send + 'static,
    sizes: Sizes,
    out: &mut (impl Write + Send),
) -> Result<Streamed, Exit> {
    let workers = sizes.workers.max(1);
    let (free, free_rx) = std::sync::mpsc::channel();
    let mut to_workers = Vec::with_capacity(workers);
    let mut from_workers = Vec::with_capacity(workers);
    // Not joined: when the output is closed, or the input is refused, the command ends while
    // the reader may wait on a read that never returns (a terminal); a send that no one
    // receives ends it and the scanners otherwise.
    for _ in 0..workers {
        let (read_tx, read) = std::sync::mpsc::sync_channel(sizes.ahead);
        let (chunks_tx, chunks) = std::sync::mpsc::sync_channel(sizes.ahead);
        let masker = masker.clone();
        let ahead = workers > 1;
        std::thread::Builder::new()
            .name("airlock-mask-scan".into())
            .spawn(move || scan_chunks(&masker, sizes.compile_ahead, ahead, &read, &chunks_tx))
            .map_err(|e| Exit::input(format!("cannot start reading standard input: {e}")))?;
        to_workers.push(read_tx);
        from_workers.push(chunks);
    }
    std::thread::Builder::new()
        .name("airlock-mask-read".into())
        .spawn(move || read_chunks(input, sizes, &to_workers, &free_rx))
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
        let result = mask_chunks(masker, &from_workers, &free, &to_writer);
        // The writer writes what it was handed, then ends.
        drop(to_writer);
        let _ = writer.join();
        result
    })
}

/// How a stream's chunks were settled: all of them, and those taken as a scanner settled them
/// ahead.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Streamed {
    chunks: usize,
    settled_ahead: usize,
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
/// pass of its own (see [`SCAN_FROM`]); `ahead` is `text[start..]` settled by a scanner, from
/// the `start` where it expects the text held back from the chunk before to begin (see
/// [`scan_chunks`]).
struct Chunk {
    text: String,
    from: usize,
    scan: Option<airlock_mask::Scan>,
    ahead: Option<(usize, airlock_mask::Settled)>,
}

/// What the writer masks and writes: `text[start..]`'s settled part, or at the end all of it.
struct ToWriter {
    text: String,
    start: usize,
    settled: Option<airlock_mask::Settled>,
}

/// Finds the secrets in each chunk as it comes and hands what is settled to the writer: a
/// secret split across two chunks is still masked (the masker holds back the end of each
/// chunk's text until the next). Chunks come from the scanners in the turn the reader handed
/// them out in. A chunk a scanner settled ahead is taken as it was settled when the text held
/// back from the chunk before begins where the scanner expected; otherwise it is settled here,
/// as every chunk is when there is one scanner, so the output is the same either way.
fn mask_chunks(
    masker: &airlock_mask::Masker,
    workers: &[Receiver<FromReader>],
    free: &Sender<Vec<u8>>,
    writer: &SyncSender<ToWriter>,
) -> Result<Streamed, Exit> {
    let mut turn = workers.iter().cycle();
    let mut streamed = Streamed::default();
    // The text held back from the last chunk, copied: it is nearly always the end of the next
    // chunk's overlap, and is needed only when it is longer.
    let mut held = String::new();
    // What the reader handed on after chunks taken together (see below), for the next turn.
    let mut next = None;
    loop {
        let Some(chunks) = turn.next() else {
            return Err(Exit::input("cannot read standard input: no reader"));
        };
        let Some(msg) = next.take().or_else(|| chunks.recv().ok()) else {
            return Err(Exit::input(
                "cannot read standard input: the reader stopped",
            ));
        };
        let mut chunk = match msg {
            FromReader::Chunk(chunk) => chunk,
            FromReader::End => {
                let rest = ToWriter {
                    text: held,
                    start: 0,
                    settled: None,
                };
                let _ = writer.send(rest);
                return Ok(streamed);
            }
            FromReader::Failed(message) => return Err(Exit::input(message)),
        };
        streamed.chunks += 1;
        // INVARIANT: a chunk settled ahead is taken only when its text starts where the text
        // held back starts, so it was settled from the very text this thread would settle.
        let ahead = chunk
            .ahead
            .take()
            .filter(|(start, _)| held.len() <= chunk.from && chunk.from - held.len() == *start);
        if let Some((start, settled)) = ahead {
            streamed.settled_ahead += 1;
            let view = chunk.text.get(start..).unwrap_or_default();
            held.clear();
            held.push_str(view.get(settled.len()..).unwrap_or_default());
            let out = ToWriter {
                text: chunk.text,
                start,
                settled: Some(settled),
            };
            if writer.send(out).is_err() {
                return Ok(streamed);
            }
            continue;
        }
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
        // a read. Only what has been read already: nothing waits for more input. With several
        // scanners the next chunk is another's, settled ahead, and chunks are not taken together.
        while workers.len() == 1 && text.len() - start < TOGETHER {
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
            return Ok(streamed);
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
///
/// With `settle_ahead` (one of several scanners, each taking every so many chunks in turn), it
/// also settles each scanned chunk, as the masking thread would, from where it expects the
/// text held back from the chunk before to start: where the chunk's overlap, the stream's last
/// bytes before it, settles up to. The masking thread settles the chunk before from a text
/// that starts further back, but ends at the same byte, and the point a text settles up to
/// depends on its last [`airlock_mask::HOLD_BACK`] bytes and the secrets around them, so the
/// two nearly always agree; when they do not, the masking thread settles the chunk again (see
/// [`mask_chunks`]). The settling, most of the masking's work, runs on as many threads as
/// there are scanners.
fn scan_chunks(
    masker: &airlock_mask::Masker,
    compile_ahead: bool,
    settle_ahead: bool,
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
                if settle_ahead {
                    let start = masker
                        .settle(c.text.get(..c.from).unwrap_or_default())
                        .len();
                    c.ahead = Some((start, masker.settle_scanned(&c.text, start, &scan)));
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
    workers: &[SyncSender<FromReader>],
    free: &Receiver<Vec<u8>>,
) {
    // Chunks go to the scanners in turn, and the masking takes them back in the same turn, so
    // they stay in order; the end, or why reading stopped, goes where the next chunk would.
    let mut turn = workers.iter().cycle();
    let Some(mut chunks) = turn.next() else {
        return;
    };
    let fail = |chunks: &SyncSender<FromReader>, message: String| {
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
                Err(e) => return fail(chunks, format!("cannot read standard input: {e}")),
            }
        };
        if n == 0 {
            if kept > from {
                return fail(
                    chunks,
                    "standard input ends inside a UTF-8 character".into(),
                );
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
            Err(_) => return fail(chunks, "standard input is not UTF-8 text".into()),
        };
        if chunks
            .send(FromReader::Chunk(Chunk {
                text,
                from,
                scan: None,
                ahead: None,
            }))
            .is_err()
        {
            return;
        }
        chunks = turn.next().unwrap_or(chunks);
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

/// Scanners that settle a long file's chunks ahead: one a core, and at most [`MOST_WORKERS`];
/// one core settles every chunk on the masking thread, as a pipe's are.
fn workers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(MOST_WORKERS))
}

/// The most scanners: each holds a chunk or two of [`FILE_READ`] bytes.
const MOST_WORKERS: usize = 8;
/// Standard input from a file this long is settled ahead on several threads; a shorter one is
/// a chunk or two, which one thread settles as soon.
const PARALLEL_FROM: u64 = 4 * FILE_READ as u64;

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
    use super::{
        FILE_AHEAD, FILE_READ, FIRST_READ, OVERLAP, PIPE_AHEAD, PIPE_READ, SCAN_FROM, Sizes,
        Streamed, stream,
    };
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
        let result = stream(&Masker::new(), input, sizes, &mut out)
            .map(|_| 0)
            .map_err(|e| e.to_string());
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
        workers: 1,
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
                    workers: 1,
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
            workers: 1,
        };
        let pipe = Sizes {
            read: PIPE_READ,
            overlap: OVERLAP,
            ahead: PIPE_AHEAD,
            compile_ahead: false,
            workers: 1,
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

    /// A small random generator, so that a failing case is found again from its seed.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// A line of ordinary text: code, prose with characters of 2 to 4 bytes, CRLF, a long line
    /// with no secret, and secret-looking names with harmless values.
    fn ordinary(rng: &mut Rng) -> String {
        match rng.below(8) {
            0 => "fn parse(input: &str) -> Result<Config, Error> { toml::from_str(input) }\r\n"
                .to_owned(),
            1 => "    // Ünïcödé — 文字列 — 😀 a read may cut inside a character\n".to_owned(),
            2 => {
                "password = compute_hash(user, salt)  # an expression, not a secret\r\n".to_owned()
            }
            3 => format!(
                "{}\n",
                "lorem_ipsum(dolor, sit, amet); ".repeat(rng.below(400) + 1)
            ),
            4 => "é".repeat(rng.below(3000) + 1),
            5 => "\r\n".repeat(rng.below(4) + 1),
            6 => "Authorization: Bearer ${TOKEN}\n".to_owned(),
            _ => "the api key is stored in the vault; ask ops for access\n".to_owned(),
        }
    }

    /// A secret the masker finds, in the words around it: tokens of several formats, a URL's
    /// password, a multi-line PEM key of up to 10 KiB, a long value under a secret's name, a
    /// login handed over on the line after a question, and a token glued to a long run.
    fn planted(rng: &mut Rng, n: u32) -> (String, String) {
        match rng.below(8) {
            0 => {
                let t = token("ghp_", n);
                (format!("export GITHUB_TOKEN={t}\r\n"), t)
            }
            1 => {
                let t = token("npm_", n);
                (format!("\"npm\": \"{t}\",\n"), t)
            }
            2 => {
                let t = format!("sk-ant-api03-{}AA", chars(n + 3, 93));
                (
                    format!("curl -H 'Authorization: Bearer {t}' https://x.invalid\n"),
                    t,
                )
            }
            3 => {
                let p = chars(n, 24);
                (
                    format!("DB_URL=postgres://app:{p}@db.internal:5432/app\n"),
                    p,
                )
            }
            4 => {
                let lines: Vec<String> = (0..rng.below(150) + 2)
                    .map(|i| chars(n * 1000 + i as u32, 64))
                    .collect();
                let body = lines.join("\n");
                let key = format!(
                    "-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"
                );
                (format!("{key}\n"), lines[0].clone())
            }
            5 => {
                let t = token("ghp_", n);
                (format!("{}{t}\n", "x".repeat(rng.below(6000) + 1)), t)
            }
            6 => {
                let p = format!("Lantern{}x{}", n % 97, chars(n, 6));
                (
                    format!("anyone know the creds for the staging box?\nops_ro / {p}\n"),
                    p,
                )
            }
            _ => {
                let t = format!("{}{}", token("ghp_", n), chars(n, rng.below(2000) as u32));
                (format!("token: {t}\n"), token("ghp_", n))
            }
        }
    }

    /// The sequential stream's output, as the library settles it, for chunks that end at `ends`
    /// (the reads): each chunk goes on the text held back, what settles is masked, and the rest
    /// at the end is masked whole. What `airlock mask` writes with one scanner and no chunks
    /// taken together.
    fn sequential(text: &str, ends: &[usize]) -> String {
        let masker = Masker::new();
        let (mut out, mut held, mut at) = (String::new(), String::new(), 0);
        for &end in ends.iter().chain([&text.len()]) {
            held.push_str(&text[at..end]);
            at = end;
            let n = masker.mask_settled_into(&held, &mut out);
            held.drain(..n);
        }
        masker.mask_into(&held, &mut out);
        out
    }

    /// Where the reads of `text` in full reads of `read` bytes end, less a character each splits.
    fn read_ends(text: &str, read: usize) -> Vec<usize> {
        let mut ends = vec![];
        let mut raw = read.min(FIRST_READ);
        while raw < text.len() {
            let mut end = raw;
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            ends.push(end);
            raw += read;
        }
        ends
    }

    /// Random texts with secrets planted across the places a stream is cut (each read's end,
    /// and 16 KiB before it, where the text would settle up to) and at random, read as a file in
    /// small reads so that there are many cuts, with 2 to 4 scanners settling ahead: the output
    /// is the sequential stream's for the same reads byte for byte, and the library's `mask` of
    /// the whole text; and most chunks are taken as settled ahead, so the test runs that path.
    #[test]
    fn settling_ahead_on_several_threads_writes_what_one_thread_writes() {
        let mut total = Streamed::default();
        for seed in 1..=24u64 {
            let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            let read = SCAN_FROM + 1 + rng.below(48 * 1024);
            let len = 200 * 1024 + rng.below(300 * 1024);
            let mut cuts: Vec<usize> = read_ends(&"a".repeat(len), read)
                .into_iter()
                .flat_map(|e| [e.saturating_sub(HOLD_BACK), e])
                .collect();
            cuts.extend((0..6).map(|_| rng.below(len)));
            cuts.sort_unstable();
            let (mut text, mut secrets, mut n) = (String::new(), vec![], 0u32);
            for cut in cuts {
                while text.len() + 200 < cut {
                    text.push_str(&ordinary(&mut rng));
                }
                // The secret's line starts up to 300 bytes before the cut, so it reaches across.
                while text.len() + 300 < cut + rng.below(300) {
                    text.push('.');
                }
                let (line, secret) = planted(&mut rng, n);
                text.push_str(&line);
                secrets.push(secret);
                n += 1;
            }
            if rng.below(2) == 0 {
                text.push_str("tail with no newline, and a token: ");
                text.push_str(&token("ghp_", 7777));
            }
            let whole = Masker::new().mask(&text).into_string();
            let shown = secrets
                .iter()
                .filter(|s| whole.contains(s.as_str()))
                .count();
            assert!(
                shown * 10 < secrets.len(),
                "seed {seed}: {shown} secrets left"
            );
            let reference = sequential(&text, &read_ends(&text, read));
            assert!(
                reference == whole,
                "seed {seed}: the stream is not `mask`: {}",
                difference(&reference, &whole)
            );
            let workers = 2 + rng.below(3);
            let sizes = Sizes {
                read,
                overlap: OVERLAP,
                ahead: rng.below(2),
                compile_ahead: rng.below(2) == 0,
                workers,
            };
            let (result, out) = masked_counted(text.as_bytes(), usize::MAX, sizes);
            let streamed = result.unwrap();
            assert!(
                out == reference,
                "seed {seed}: read {read}, {workers} scanners: {}",
                difference(&out, &reference)
            );
            total.chunks += streamed.chunks;
            total.settled_ahead += streamed.settled_ahead;
        }
        assert!(
            total.settled_ahead * 10 > total.chunks * 8,
            "{total:?}: most chunks settled ahead"
        );
    }

    /// Where two outputs first differ, and each one's bytes around it.
    fn difference(a: &str, b: &str) -> String {
        let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
        let around = |s: &str| {
            let bytes = &s.as_bytes()[at.saturating_sub(150)..(at + 150).min(s.len())];
            String::from_utf8_lossy(bytes).into_owned()
        };
        format!("at byte {at}:\n{:?}\nand\n{:?}", around(a), around(b))
    }

    /// `airlock mask`'s output and how its chunks were settled.
    fn masked_counted(
        text: &[u8],
        most: usize,
        sizes: Sizes,
    ) -> (Result<Streamed, String>, String) {
        let input = Reads {
            data: text.to_vec(),
            at: 0,
            cuts: vec![],
            most,
        };
        let mut out = Vec::new();
        let result = stream(&Masker::new(), input, sizes, &mut out).map_err(|e| e.to_string());
        (result, String::from_utf8(out).unwrap())
    }

    /// A chunk settled ahead from a start that is not where the text held back starts is
    /// settled again: in text whose settling the overlap alone does not foresee (a block of
    /// 600 key-like lines under a PEM header with no end in reach, a token glued to a run of
    /// 40 KiB with no line end), some chunks are settled again and the rest taken as settled
    /// ahead, and the output is the sequential stream's, and the library's for the whole.
    #[test]
    fn a_chunk_settled_ahead_from_the_wrong_start_is_settled_again() {
        let filler = "let x = compute(1, 2); // a line of ordinary code\n";
        let read = 64 * 1024;
        let mut text = filler.repeat(FIRST_READ / filler.len() - 20);
        let lines: Vec<String> = (0..600).map(|i| chars(i, 64)).collect();
        text.push_str(&format!(
            "-----BEGIN RSA PRIVATE KEY-----\n{}\n-----END RSA PRIVATE KEY-----\n",
            lines.join("\n")
        ));
        text.push_str(&filler.repeat(2000));
        let long = format!("{}{}", token("ghp_", 3), chars(5, 40_000));
        text.push_str(&format!("token: {long}\n"));
        text.push_str(&filler.repeat(3000));
        let reference = sequential(&text, &read_ends(&text, read));
        for workers in [2, 3] {
            let sizes = Sizes {
                read,
                overlap: OVERLAP,
                ahead: 0,
                compile_ahead: true,
                workers,
            };
            let (result, out) = masked_counted(text.as_bytes(), usize::MAX, sizes);
            let streamed = result.unwrap();
            assert!(
                out == reference,
                "{workers} scanners: {}",
                difference(&out, &reference)
            );
            assert!(streamed.settled_ahead < streamed.chunks, "{streamed:?}");
            assert!(streamed.settled_ahead > streamed.chunks / 2, "{streamed:?}");
        }
        assert!(reference == Masker::new().mask(&text).into_string());
    }

    /// Input that is not UTF-8 after many chunks settled ahead on several threads: refused, and
    /// what was written is the start of the masked text before the bad bytes; input that ends
    /// inside a character likewise.
    #[test]
    fn bad_input_is_refused_when_chunks_are_settled_ahead() {
        let mut text = String::new();
        let mut n = 0;
        while text.len() < 600 * 1024 {
            text.push_str(&format!("line {n}: token={} é\r\n", token("ghp_", n)));
            n += 1;
        }
        let good = Masker::new().mask(&text).into_string();
        let sizes = Sizes {
            workers: 3,
            ..SMALL
        };
        for bad in [&b"\xff"[..], b"\xc3(", b"\xed\xa0\x80", b"\xe2\x82"] {
            let mut input = text.clone().into_bytes();
            input.extend_from_slice(bad);
            if bad != b"\xe2\x82" {
                input.extend_from_slice(b" more text\n");
            }
            let (result, out) = masked_counted(&input, usize::MAX, sizes);
            assert!(result.unwrap_err().starts_with("standard input "));
            assert!(good.starts_with(&out) && out.len() > 400 * 1024);
            assert!(!out.contains(&token("ghp_", 1)));
        }
    }

    /// A short input, and one that ends inside a token, with several scanners: the same output
    /// as one, at once (the first read is short and nothing waits for a full chunk).
    #[test]
    fn short_inputs_with_several_scanners_are_masked_as_with_one() {
        for text in [
            String::new(),
            "x".to_owned(),
            format!("token={}\n", token("ghp_", 1)),
            format!("{}\ntoken={}", "é".repeat(40_000), token("ghp_", 2)),
        ] {
            let sizes = Sizes {
                workers: 4,
                ..SMALL
            };
            let (result, out) = masked_counted(text.as_bytes(), usize::MAX, sizes);
            assert!(result.is_ok());
            assert!(out == Masker::new().mask(&text).into_string());
        }
    }
}
