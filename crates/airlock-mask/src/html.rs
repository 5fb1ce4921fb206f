//! HTML tables, read as the Markdown tables they show.
//!
//! A wiki's or a mail's table arrives as `<tr><th>Login</th><th>Password</th></tr>` over
//! `<tr><td>...</td></tr>` rows, often all on one line or one row a line with the cells'
//! tags between them. The table rule reads a header line over rows of cells split by one
//! separator. This module writes each HTML table as such lines (`| Login | Password |`, a rule
//! line under a header row of `<th>` cells, then a line per row) and maps what is found there
//! back to the cells' bytes.

use crate::escaped::Decoded;
use aho_corasick::{AhoCorasick, AhoCorasickBuilder};

/// The longest table read, in bytes from `<table` to `</table>`.
const MAX_TABLE: usize = 64 * 1024;

/// Every HTML table in `text` (`<table` ... `</table>`, in any case), written as a Markdown
/// table: a line per `<tr>` row, its `<th>`/`<td>` cells' text (tags left out, blanks joined)
/// between `|`s, and a rule line under a row whose cells are all `<th>`.
pub(crate) fn tables(text: &str) -> Vec<Decoded> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(open) = find(b, i, b"<table") {
        let Some(close) = find(b, open, b"</table") else {
            break;
        };
        if close - open <= MAX_TABLE
            && let Some(d) = table(text, open, close)
        {
            out.push(d);
        }
        i = close + 7;
    }
    out
}

/// The first `needle` (lower case) in `b` from `from` on, in any case.
fn find(b: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    let hay = b.get(from..)?;
    let finder = if needle == b"<table" {
        finders().0.as_ref()?
    } else {
        finders().1.as_ref()?
    };
    finder.find(hay).map(|m| from + m.start())
}

/// The searchers for `<table` and `</table`, in any case (one pattern each: they always build).
fn finders() -> &'static (Option<AhoCorasick>, Option<AhoCorasick>) {
    static FINDERS: std::sync::OnceLock<(Option<AhoCorasick>, Option<AhoCorasick>)> =
        std::sync::OnceLock::new();
    FINDERS.get_or_init(|| {
        let one = |p: &str| {
            AhoCorasickBuilder::new()
                .ascii_case_insensitive(true)
                .build([p])
                .ok()
        };
        (one("<table"), one("</table"))
    })
}

/// Whether `b[at..]` opens the tag `name` (lower case): `<name` then `>`, a blank or `/`.
fn tag_at(b: &[u8], at: usize, name: &[u8]) -> bool {
    b.get(at) == Some(&b'<')
        && b.get(at + 1..at + 1 + name.len())
            .is_some_and(|n| n.eq_ignore_ascii_case(name))
        && matches!(
            b.get(at + 1 + name.len()),
            Some(b'>' | b' ' | b'\t' | b'\n' | b'\r' | b'/')
        )
}

/// The table `text[open..close]` written as a Markdown table, or None when it has fewer than
/// two rows of cells.
fn table(text: &str, open: usize, close: usize) -> Option<Decoded> {
    let b = text.as_bytes();
    let mut s = String::new();
    let mut from: Vec<usize> = Vec::new();
    let put = |s: &mut String, from: &mut Vec<usize>, piece: &str, at: usize| {
        s.push_str(piece);
        from.resize(s.len(), at);
    };
    let mut rows = 0;
    let mut i = open;
    while i < close {
        if !tag_at(b, i, b"tr") {
            i += 1;
            continue;
        }
        // One row: its cells up to the next `<tr` or `</tr`.
        let row_end = (i + 3..close)
            .find(|&k| tag_at(b, k, b"tr") || tag_at(b, k, b"/tr"))
            .unwrap_or(close);
        let mut cells = 0;
        let mut heads = true;
        let mut k = i + 3;
        while k < row_end {
            let head = tag_at(b, k, b"th");
            if !head && !tag_at(b, k, b"td") {
                k += 1;
                continue;
            }
            heads &= head;
            let Some(gt) = (k..row_end).find(|&g| b.get(g) == Some(&b'>')) else {
                break;
            };
            // The cell's text: up to the next cell or the row's end, tags left out.
            let end = (gt + 1..row_end)
                .find(|&g| {
                    tag_at(b, g, b"th")
                        || tag_at(b, g, b"td")
                        || tag_at(b, g, b"/th")
                        || tag_at(b, g, b"/td")
                })
                .unwrap_or(row_end);
            put(&mut s, &mut from, if cells == 0 { "| " } else { " | " }, k);
            let mut t = gt + 1;
            let mut blank = false;
            let mut wrote = false;
            while t < end {
                let c = *b.get(t)?;
                if c == b'<' {
                    // A tag inside the cell (`<code>`, `<b>`): left out.
                    t = (t..end)
                        .find(|&g| b.get(g) == Some(&b'>'))
                        .map_or(end, |g| g + 1);
                    continue;
                }
                if c.is_ascii_whitespace() {
                    blank = wrote;
                    t += 1;
                    continue;
                }
                if blank {
                    put(&mut s, &mut from, " ", t);
                    blank = false;
                }
                // A whole character, as `text` holds it.
                let n = text.get(t..)?.chars().next()?.len_utf8();
                s.push_str(text.get(t..t + n)?);
                from.extend(t..t + n);
                wrote = true;
                t += n;
            }
            cells += 1;
            k = end;
        }
        if cells > 0 {
            put(&mut s, &mut from, " |\n", row_end);
            if heads && rows == 0 {
                put(&mut s, &mut from, &"|---".repeat(cells), row_end);
                put(&mut s, &mut from, "|\n", row_end);
            }
            rows += 1;
        }
        i = row_end.max(i + 1);
    }
    if rows < 2 {
        return None;
    }
    from.push(close);
    Some(Decoded { text: s, from })
}
