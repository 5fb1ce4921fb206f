//! Newline-delimited framing (the MCP stdio transport): one JSON-RPC message per line, no
//! embedded newlines. Lines are read with a size cap, a trailing `\r` is stripped and blank
//! lines are skipped; each message is written as its bytes and one `\n`.

use std::io;

use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt, BufWriter};
use tokio::sync::mpsc;

/// One line read from a peer.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// A message's bytes, without the line end.
    Message(Vec<u8>),
    /// A line longer than the cap, discarded; how many bytes it had.
    TooLong(usize),
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
            if total <= max {
                buf.extend_from_slice(chunk.get(..used).unwrap_or_default());
            }
            reader.consume(if found { used + 1 } else { used });
            if found {
                break;
            }
        }
        if total > max {
            return Ok(Some(Line::TooLong(total)));
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
        assert_eq!(got, vec![Line::TooLong(50), Line::Message(b"{}".to_vec())]);
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
