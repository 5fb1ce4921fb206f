//! Newline-delimited framing (the MCP stdio transport): one JSON-RPC message per line, no
//! embedded newlines. Lines are read with a size cap, a trailing `\r` is stripped and blank
//! lines are skipped; each message is written as its bytes and one `\n`.
//!
//! A line the proxy cannot keep (over the cap) or parse still owes its sender an answer when it
//! is a request: [`Envelope`] reads its top-level `id` and whether it has a `method` with a
//! byte-at-a-time scan, which needs neither the whole line in memory nor valid JSON elsewhere.

use std::io;

use serde_json::Value;

use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt, BufWriter};
use tokio::sync::mpsc;

/// One line read from a peer.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// A message's bytes, without the line end.
    Message(Vec<u8>),
    /// A line longer than the cap, discarded: how many bytes it had, and what its envelope said
    /// (boxed: every line read travels in this type, and few are too long).
    TooLong(usize, Box<Envelope>),
}

/// What a scan of a message's top level found: its `id` (if it could be read) and whether it
/// names a `method` (a request or notification, as opposed to a response).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Envelope {
    /// The top-level `id`, if it is there and is valid JSON on its own.
    pub(crate) id: Option<Value>,
    /// Whether the top level has an `id` key, readable or not.
    pub(crate) id_key: bool,
    /// Whether the top level has a `method` key.
    pub(crate) method: bool,
    /// Whether the top level has a `result` or `error` key (and no `method`): an answer.
    pub(crate) answer: bool,
}

impl Envelope {
    /// Scans a whole line.
    pub(crate) fn of(line: &[u8]) -> Envelope {
        let mut scan = Scan::default();
        scan.feed(line);
        scan.finish()
    }
}

/// The longest top-level key or `id` value kept while scanning; longer ones are not `id`s.
const KEPT: usize = 1024;

/// A streaming scan of a JSON object's top level: string and nesting state, the current key,
/// and the bytes of the `id` value while they pass.
#[derive(Debug, Default)]
pub(crate) struct Scan {
    depth: u32,
    in_string: bool,
    escaped: bool,
    /// At depth 1, outside strings: whether the next string is a key (after `{` or `,`).
    want_key: bool,
    /// The key being read (depth 1), or the last one read.
    key: Vec<u8>,
    reading_key: bool,
    /// Whether the value being read belongs to the key `id`.
    in_id: bool,
    id: Vec<u8>,
    id_done: bool,
    method: bool,
    answer: bool,
}

impl Scan {
    /// Feeds the next bytes of the line.
    pub(crate) fn feed(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.step(b);
        }
    }

    fn step(&mut self, b: u8) {
        if self.in_id && !self.id_done {
            let ends = !self.in_string && self.depth == 1 && (b == b',' || b == b'}');
            if ends {
                self.id_done = true;
                self.in_id = false;
            } else if self.id.len() < KEPT {
                self.id.push(b);
            } else {
                // Longer than any id worth reading: not one.
                self.id.clear();
                self.in_id = false;
                self.id_done = true;
            }
        }
        if self.in_string {
            if self.escaped {
                self.escaped = false;
            } else if b == b'\\' {
                self.escaped = true;
            } else if b == b'"' {
                self.in_string = false;
                if self.reading_key {
                    self.reading_key = false;
                    return;
                }
            }
            if self.reading_key && self.key.len() < KEPT {
                self.key.push(b);
            }
            return;
        }
        match b {
            b'"' => {
                self.in_string = true;
                if self.depth == 1 && self.want_key {
                    self.want_key = false;
                    self.reading_key = true;
                    self.key.clear();
                }
            }
            b'{' | b'[' => {
                self.depth = self.depth.saturating_add(1);
                if self.depth == 1 {
                    self.want_key = b == b'{';
                }
            }
            b'}' | b']' => self.depth = self.depth.saturating_sub(1),
            b',' if self.depth == 1 => self.want_key = true,
            b':' if self.depth == 1 => {
                if self.key == b"method" {
                    self.method = true;
                }
                if self.key == b"result" || self.key == b"error" {
                    self.answer = true;
                }
                if self.key == b"id" && !self.id_done {
                    self.in_id = true;
                    self.id.clear();
                }
            }
            _ => {}
        }
    }

    /// What the scan found.
    pub(crate) fn finish(self) -> Envelope {
        let id = if self.id_done || self.in_id {
            serde_json::from_slice::<Value>(&self.id)
                .ok()
                .filter(|v| v.is_string() || v.is_number())
        } else {
            None
        };
        Envelope {
            id,
            id_key: self.id_done || self.in_id,
            method: self.method,
            answer: self.answer && !self.method,
        }
    }
}

/// Reads the next non-blank line, or `None` at the end of the stream. A last line without a
/// newline still counts.
pub(crate) async fn read_line<R>(reader: &mut R, max: usize) -> io::Result<Option<Line>>
where
    R: AsyncBufRead + Unpin,
{
    loop {
        let mut buf = Vec::new();
        let mut total = 0usize;
        let mut ended = false;
        // Once the line is over the cap its bytes are scanned for the envelope, not kept.
        let mut over: Option<Scan> = None;
        loop {
            let chunk = reader.fill_buf().await?;
            if chunk.is_empty() {
                ended = true;
                break;
            }
            let (used, found) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true),
                None => (chunk.len(), false),
            };
            total = total.saturating_add(used);
            let piece = chunk.get(..used).unwrap_or_default();
            if let Some(scan) = &mut over {
                scan.feed(piece);
            } else if total <= max {
                buf.extend_from_slice(piece);
            } else {
                let mut scan = Scan::default();
                scan.feed(&buf);
                scan.feed(piece);
                buf = Vec::new();
                over = Some(scan);
            }
            reader.consume(if found { used + 1 } else { used });
            if found {
                break;
            }
        }
        if let Some(scan) = over {
            return Ok(Some(Line::TooLong(total, Box::new(scan.finish()))));
        }
        if buf.last() == Some(&b'\r') {
            buf.pop();
        }
        if buf.iter().all(u8::is_ascii_whitespace) {
            if ended {
                return Ok(None);
            }
            continue;
        }
        return Ok(Some(Line::Message(buf)));
    }
}

/// Writes every message it is sent, each followed by `\n`, flushing whenever the queue is
/// empty, until every sender is gone; then closes the sink. Returns the first write error.
pub(crate) async fn write_lines<W>(
    sink: W,
    mut queue: mpsc::UnboundedReceiver<Vec<u8>>,
) -> io::Result<()>
where
    W: AsyncWrite + Unpin,
{
    let mut out = BufWriter::with_capacity(64 * 1024, sink);
    while let Some(msg) = queue.recv().await {
        out.write_all(&msg).await?;
        out.write_all(b"\n").await?;
        while let Ok(more) = queue.try_recv() {
            out.write_all(&more).await?;
            out.write_all(b"\n").await?;
        }
        out.flush().await?;
    }
    out.shutdown().await
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lines(input: &[u8], max: usize) -> Vec<Line> {
        let mut r = tokio::io::BufReader::with_capacity(4, input);
        let mut out = Vec::new();
        while let Some(l) = read_line(&mut r, max).await.unwrap() {
            out.push(l);
        }
        out
    }

    #[tokio::test]
    async fn splits_on_newlines_strips_cr_and_skips_blank_lines() {
        let got = lines(b"{\"a\":1}\r\n\n  \n{\"b\":2}\n{\"c\":3}", 100).await;
        assert_eq!(
            got,
            vec![
                Line::Message(b"{\"a\":1}".to_vec()),
                Line::Message(b"{\"b\":2}".to_vec()),
                Line::Message(b"{\"c\":3}".to_vec()),
            ]
        );
    }

    #[tokio::test]
    async fn discards_lines_over_the_cap_and_goes_on() {
        let mut input = vec![b'x'; 50];
        input.extend_from_slice(b"\n{}\n");
        let got = lines(&input, 10).await;
        assert_eq!(
            got,
            vec![
                Line::TooLong(50, Box::default()),
                Line::Message(b"{}".to_vec())
            ]
        );
    }

    #[tokio::test]
    async fn reads_the_id_of_a_line_over_the_cap_wherever_it_stands() {
        let filler = "y".repeat(200);
        let head = format!(r#"{{"jsonrpc":"2.0","id":"a\"b","result":{{"text":"{filler}"}}}}"#);
        let tail = format!(
            r#"{{"result" : {{"id":1,"x":["{filler}", {{"id":2}}]}}, "jsonrpc":"2.0", "id" : 42 }}"#
        );
        let request = format!(r#"{{"method":"tools/call","params":{{"a":"{filler}"}},"id":7}}"#);
        let input = format!("{head}\n{tail}\n{request}\n");
        let got = lines(input.as_bytes(), 100).await;
        let envelopes: Vec<Envelope> = got
            .into_iter()
            .map(|l| match l {
                Line::TooLong(_, e) => *e,
                Line::Message(m) => panic!("kept {m:?}"),
            })
            .collect();
        assert_eq!(
            envelopes,
            vec![
                Envelope {
                    id: Some(Value::from("a\"b")),
                    id_key: true,
                    method: false,
                    answer: true,
                },
                Envelope {
                    id: Some(Value::from(42)),
                    id_key: true,
                    method: false,
                    answer: true,
                },
                Envelope {
                    id: Some(Value::from(7)),
                    id_key: true,
                    method: true,
                    answer: false,
                },
            ]
        );
    }

    #[test]
    fn reads_the_id_of_a_line_that_does_not_parse() {
        let bad = br#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"arguments":{"s":"\ud800"}}}"#;
        assert!(serde_json::from_slice::<Value>(bad).is_err());
        let e = Envelope::of(bad);
        assert_eq!((e.id, e.method), (Some(Value::from(9)), true));
        // An id that is itself unreadable, or not there, is not guessed.
        for line in [
            &br#"{"id":"\ud800","method":"x"}"#[..],
            br#"{"method":"notifications/x","params":{"id":3}}"#,
            br#"{"id":{"nested":1}}"#,
            b"not json at all",
        ] {
            assert_eq!(
                Envelope::of(line).id,
                None,
                "{}",
                String::from_utf8_lossy(line)
            );
        }
    }

    #[tokio::test]
    async fn writes_one_message_per_line() {
        let (tx, rx) = mpsc::unbounded_channel();
        let mut sink = Vec::new();
        tx.send(b"{\"a\":1}".to_vec()).unwrap();
        tx.send(b"{\"b\":2}".to_vec()).unwrap();
        drop(tx);
        write_lines(&mut sink, rx).await.unwrap();
        assert_eq!(sink, b"{\"a\":1}\n{\"b\":2}\n");
    }
}
