//! Text inside JSON strings, read as the lines it encodes.
//!
//! A tool's result often carries a page, a chat or a file as one JSON string (an MCP server's
//! `"text"`), its lines joined by `\n` escapes. The rules that read lines (a table's header over
//! its rows, a chat's question over its answer, a file's `KEY=value` lines) see one long line
//! there. This module finds such strings, decodes them, and maps what is found in the decoded
//! text back to the bytes that encode it.

/// The fewest `\n` escapes a string holds to be read as lines: one is a message's line end
/// (`"usage: %s\n"` in C), two or more are lines of a text.
const MIN_BREAKS: usize = 2;

/// The shortest string (its encoded bytes between the quotes) read as lines.
const MIN_LEN: usize = 24;

/// A JSON string's decoded text, and where each of its bytes came from.
pub(crate) struct Decoded {
    /// The decoded text.
    pub(crate) text: String,
    /// For each byte of `text`, and one past its end, the offset in the encoding text of the
    /// escape or byte that produced it (a byte of a character from `\uXXXX` maps to the escape's
    /// start; the last entry is the closing quote's offset).
    pub(crate) from: Vec<usize>,
}

impl Decoded {
    /// The encoding text's span of the decoded span `s..e`.
    pub(crate) fn span(&self, s: usize, e: usize) -> Option<(usize, usize)> {
        Some((*self.from.get(s)?, *self.from.get(e)?))
    }
}

/// Every double-quoted string in `text` that holds at least [`MIN_BREAKS`] `\n` escapes and
/// [`MIN_LEN`] bytes, decoded. Strings are read as JSON spells them: they do not cross a line
/// break, and a quote after a backslash does not end them; a quote is read as opening a string
/// only where no string is open, so that the quotes between two strings are not read as one.
pub(crate) fn strings(text: &str) -> Vec<Decoded> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    // Only the lines that hold a `\n` escape are read, found by one fast search.
    let Some(finder) = escapes() else {
        return out;
    };
    let mut done = 0;
    for m in finder.find_iter(b) {
        let at = m.start();
        if at < done {
            continue;
        }
        let start = crate::split::line_start(b, at);
        let end = b
            .get(at..)
            .and_then(|t| t.iter().position(|c| *c == b'\n'))
            .map_or(b.len(), |i| at + i);
        line_strings(text, start, end, &mut out);
        done = end;
    }
    out
}

/// The searcher for a `\n` escape (one pattern: it always builds).
fn escapes() -> Option<&'static aho_corasick::AhoCorasick> {
    static FINDER: std::sync::OnceLock<Option<aho_corasick::AhoCorasick>> =
        std::sync::OnceLock::new();
    FINDER
        .get_or_init(|| aho_corasick::AhoCorasick::new([b"\\n"]).ok())
        .as_ref()
}

/// [`strings`] of the line `text[from..to]`.
fn line_strings(text: &str, from: usize, to: usize, out: &mut Vec<Decoded>) {
    let b = text.as_bytes();
    let mut i = from;
    while i < to {
        if b.get(i) != Some(&b'"') {
            i += 1;
            continue;
        }
        let open = i + 1;
        let mut j = open;
        let mut breaks = 0;
        let mut close = None;
        while j < to {
            match b.get(j) {
                Some(b'"') => {
                    close = Some(j);
                    break;
                }
                Some(b'\\') => {
                    if b.get(j + 1) == Some(&b'n') {
                        breaks += 1;
                    }
                    j += 2;
                }
                _ => j += 1,
            }
        }
        let Some(close) = close else {
            // No closing quote on this line: what follows is not in a string.
            return;
        };
        if breaks >= MIN_BREAKS
            && close - open >= MIN_LEN
            && let Some(d) = decode(text, open, close)
        {
            out.push(d);
        }
        i = close + 1;
    }
}

/// The JSON string `text[open..close]` decoded, or None when it is not valid text.
fn decode(text: &str, open: usize, close: usize) -> Option<Decoded> {
    let b = text.as_bytes();
    let mut s = String::with_capacity(close - open);
    let mut from = Vec::with_capacity(close - open + 1);
    let mut i = open;
    let push = |s: &mut String, from: &mut Vec<usize>, c: char, at: usize| {
        s.push(c);
        from.resize(s.len(), at);
    };
    while i < close {
        let c = *b.get(i)?;
        if c != b'\\' {
            // A run of plain bytes, copied as it is (it is whole characters: it ends before a
            // backslash or the closing quote, both ASCII).
            let end = (i..close)
                .find(|&k| b.get(k) == Some(&b'\\'))
                .unwrap_or(close);
            s.push_str(text.get(i..end)?);
            from.extend(i..end);
            i = end;
            continue;
        }
        let e = *b.get(i + 1)?;
        let (ch, len) = match e {
            b'n' => ('\n', 2),
            b't' => ('\t', 2),
            b'r' => ('\r', 2),
            b'b' => ('\u{8}', 2),
            b'f' => ('\u{c}', 2),
            b'"' | b'\\' | b'/' => (char::from(e), 2),
            b'u' => {
                let hex = |at: usize| {
                    // Four hex digits, as JSON has them (`from_str_radix` alone takes a sign).
                    text.get(at..at + 4)
                        .filter(|h| h.bytes().all(|c| c.is_ascii_hexdigit()))
                        .and_then(|h| u32::from_str_radix(h, 16).ok())
                };
                let hi = hex(i + 2)?;
                if (0xD800..0xDC00).contains(&hi)
                    && text.get(i + 6..i + 8) == Some("\\u")
                    && let Some(lo) = hex(i + 8).filter(|lo| (0xDC00..0xE000).contains(lo))
                {
                    let c = char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))?;
                    (c, 12)
                } else {
                    (char::from_u32(hi).unwrap_or('\u{FFFD}'), 6)
                }
            }
            // Not JSON's escape: the backslash stays, as a text that is not JSON has it.
            _ => ('\\', 1),
        };
        push(&mut s, &mut from, ch, i);
        i += len;
    }
    from.push(close);
    Some(Decoded { text: s, from })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The decoded text of the whole of `encoded` (the bytes between a string's quotes).
    fn decoded(encoded: &str) -> Option<Decoded> {
        decode(encoded, 0, encoded.len())
    }

    #[test]
    fn simple_escapes_decode_and_map_back() {
        let d = decoded(r#"a\nb\t\"c\\"#).expect("valid");
        assert_eq!(d.text, "a\nb\t\"c\\");
        // `b` is byte 2 of the decoded text and byte 3 of the encoding.
        assert_eq!(d.span(2, 3), Some((3, 4)));
        assert_eq!(d.from.last(), Some(&11));
    }

    #[test]
    fn a_surrogate_pair_is_one_character() {
        let d = decoded(r"x\ud83d\ude00y").expect("valid");
        assert_eq!(d.text, "x\u{1F600}y");
        // The emoji's four bytes all map to its first escape; `y` follows the second.
        assert_eq!(d.span(1, 5), Some((1, 13)));
    }

    #[test]
    fn a_lone_surrogate_is_the_replacement_character() {
        assert_eq!(decoded(r"\ud83dx").expect("valid").text, "\u{FFFD}x");
        assert_eq!(decoded(r"\ude00").expect("valid").text, "\u{FFFD}");
        // A high half followed by an escape that is not a low half: both read alone.
        assert_eq!(decoded(r"\ud83d\u0041").expect("valid").text, "\u{FFFD}A");
    }

    #[test]
    fn a_bad_unicode_escape_is_not_text() {
        for bad in [r"\uZZZZ", r"\u12", r"\u+abc", r"\u-001", r"ab\u"] {
            assert!(decoded(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn an_unknown_escape_keeps_its_backslash() {
        assert_eq!(decoded(r"C:\x").expect("valid").text, "C:\\x");
    }

    #[test]
    fn only_strings_with_lines_are_read() {
        let text = concat!(
            r#"{"text": "DB_HOST=db\nDB_USER=app\nDB_PASSWORD=hunter2hunter2", "#,
            r#""short": "a\nb\nc", "one": "usage: %s file name here\n"}"#
        );
        let found = strings(text);
        assert_eq!(found.len(), 1);
        let d = &found[0];
        assert_eq!(
            d.text,
            "DB_HOST=db\nDB_USER=app\nDB_PASSWORD=hunter2hunter2"
        );
        let at = d.text.find("hunter2").expect("decoded");
        let (s, e) = d.span(at, at + 14).expect("mapped");
        assert_eq!(&text[s..e], "hunter2hunter2");
    }
}
