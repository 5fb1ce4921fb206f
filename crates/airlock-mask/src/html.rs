//! HTML tables, read as the Markdown tables they show.
//!
//! A wiki's or a mail's table arrives as `<tr><th>Login</th><th>Password</th></tr>` over
//! `<tr><td>...</td></tr>` rows, often all on one line or one row a line with the cells'
//! tags between them. The table rule reads a header line over rows of cells split by one
//! separator. This module writes each HTML table as such lines (`| Login | Password |`, a rule
//! line under a header row of `<th>` cells, then a line per row) and maps what is found there
//! back to the cells' bytes.

use crate::escaped::Decoded;
use aho_corasick::AhoCorasick;

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
    let found = match finder {
        Finder::Packed(s) => s.find(hay),
        Finder::Automaton(ac) => ac.find(hay),
    };
    found.map(|m| from + m.start())
}

/// A searcher for one tag's spellings (see [`finders`]).
enum Finder {
    /// Teddy, which looks at the first three bytes of every spelling together.
    Packed(aho_corasick::packed::Searcher),
    /// Where Teddy does not build (a CPU without SSSE3).
    Automaton(AhoCorasick),
}

/// The searchers for `<table` and `</table`, in any case (`None` if one does not build: the
/// view then has no table). One pattern matched without case, as an automaton, stops at every
/// `<` of the text (generics, comparisons, markup) and reads on from there; Teddy, given every
/// spelling (32 of each), looks for their first three bytes together, which ordinary text
/// rarely holds. All the spellings are as long, so the leftmost match is the same either way.
fn finders() -> &'static (Option<Finder>, Option<Finder>) {
    static FINDERS: std::sync::OnceLock<(Option<Finder>, Option<Finder>)> =
        std::sync::OnceLock::new();
    FINDERS.get_or_init(|| {
        let one = |p: &[u8]| {
            let all = spellings(p);
            match aho_corasick::packed::Config::new()
                .builder()
                .extend(&all)
                .build()
            {
                Some(s) => Some(Finder::Packed(s)),
                None => AhoCorasick::new(&all).ok().map(Finder::Automaton),
            }
        };
        (one(b"<table"), one(b"</table"))
    })
}

/// Every spelling of `word` in ASCII upper and lower case, each once.
pub(crate) fn spellings(word: &[u8]) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = vec![Vec::new()];
    for &b in word {
        let (lower, upper) = (b.to_ascii_lowercase(), b.to_ascii_uppercase());
        out = out
            .iter()
            .flat_map(|s| {
                let with = |c: u8| {
                    let mut t = s.clone();
                    t.push(c);
                    t
                };
                std::iter::once(with(lower)).chain((upper != lower).then(|| with(upper)))
            })
            .collect();
    }
    out
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
