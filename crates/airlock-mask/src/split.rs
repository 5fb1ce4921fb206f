//! Tokens split in pieces: the joints between a token's pieces, and the view of a text with
//! them removed, in which the rules see the token whole.
//!
//! A token reaches the masker in pieces when a terminal wrapped it at its width (also inside a
//! table's cell), when a JSON string holds it across an escaped newline, when a program builds
//! it from string literals (`"abc" + "def"`, Python's and C's adjacent literals across lines)
//! and when a shell command continues it on the next line (`\` at a line's end). Each of these
//! puts a joint between two runs of a token's characters that its reader (the terminal, the
//! JSON decoder, the compiler, the shell) takes away. [`joint_at`] recognises a joint by its
//! own bytes and the piece after it; the masker then runs a rule again on a [`View`] of the
//! text around its window with a chain of joints taken away, and keeps only the matches that
//! cross the chain's first joint (the others the text itself gives), each mapped back to the
//! text from its first piece's start to its last piece's end, joints included: every piece of
//! the token is masked.
//!
//! A joint is recognised only where the piece after it is a token's rest: a run of a token's
//! characters with a letter and a digit (or, from 16 bytes, both cases), that ends where its
//! reader's unit ends (its line, its escaped line, its string, its cell). Words, prose wrapped
//! at a width and code that joins strings of words never hold one; and a view only adds a
//! finding where a rule confirms a secret across the joint, so wrapped base64 that is no
//! secret (an image, a hash) stays as the text alone leaves it.

/// Where a joint that starts at `at` ends, if one does: `at` is the first byte after a run of
/// a token's characters, and the joint's end is the first byte of the token's next piece.
pub(crate) fn joint_at(b: &[u8], at: usize) -> Option<usize> {
    if !b.get(at.checked_sub(1)?).is_some_and(token) {
        return None;
    }
    match b.get(at..)? {
        [b'\n', ..] | [b'\r', b'\n', ..] => wrapped(b, at),
        [b'\\', b'n', ..] | [b'\\', b'r', b'\\', b'n', ..] => escaped_newline(b, at),
        [b'\\', b'\n', ..] | [b'\\', b'\r', b'\n', ..] => continued(b, at),
        [q @ (b'"' | b'\''), ..] => concatenated(b, at, *q),
        [b' ' | b'\t' | b'|', ..] | [0xE2, ..] => cell(b, at),
        _ => None,
    }
}

/// Whether `c` can be part of a token (a provider's token, a key in base64, hex or base32, a
/// JWT's parts).
pub(crate) fn token(c: &u8) -> bool {
    c.is_ascii_alphanumeric() || b"_+/-.=".contains(c)
}

/// A terminal's wrap: the line ends right after the piece, and the next line, from its first
/// column, is the token's rest alone (or closed by its quote), no longer than the line it
/// continues (by one byte more: a cut inside a multi-byte character), since a terminal fills
/// a line before it wraps (`AKIA…` alone on a line and a hash on the next stay apart).
fn wrapped(b: &[u8], at: usize) -> Option<usize> {
    let from = at + if b.get(at) == Some(&b'\r') { 2 } else { 1 };
    let run = rest(b, at, from, |end| {
        matches!(end, None | Some(b'\n' | b'\r' | b'"' | b'\''))
    })?;
    (run <= at - wrap_start(b, at) + 1).then_some(from)
}

/// Where the width of the line that holds byte `at` is measured from, as a terminal filled it:
/// the line's start, or the end of the last mask's marker before `at` on it. A marker is not
/// the secret's width (a known secret's is longer than it, a token's shorter, and a token's
/// may stand for several lines), so the text after it is all of the line that is sure to be
/// as the terminal wrote it: a masked text's lines are never wider than its own, and masking
/// it again finds no wrap that masking it once did not.
pub(crate) fn wrap_start(b: &[u8], at: usize) -> usize {
    let start = line_start(b, at);
    let line = b.get(start..at).unwrap_or_default();
    let open = crate::MARK_OPEN.as_bytes();
    let Some(m) = line.windows(open.len()).rposition(|w| w == open) else {
        return start;
    };
    line.get(m..)
        .and_then(|tail| tail.iter().position(|c| *c == b']'))
        .map_or(start, |close| start + m + close + 1)
}

/// A JSON string's escaped newline (`\n`, `\r\n`): the token's rest runs to the next escape,
/// the string's end or the line's.
fn escaped_newline(b: &[u8], at: usize) -> Option<usize> {
    let from = at + if b.get(at + 1) == Some(&b'r') { 4 } else { 2 };
    rest(b, at, from, |end| {
        matches!(end, None | Some(b'\\' | b'"' | b'\n' | b'\r'))
    })?;
    Some(from)
}

/// A shell's (or Python's) line continuation inside a token: `\` ends the line and the token's
/// rest starts the next in its first column (indentation would be a word's separator, or part
/// of a quoted string).
fn continued(b: &[u8], at: usize) -> Option<usize> {
    let from = at + if b.get(at + 1) == Some(&b'\r') { 3 } else { 2 };
    rest(b, at, from, |end| {
        matches!(
            end,
            None | Some(b'"' | b'\'' | b' ' | b'\t' | b'\n' | b'\r' | b'\\')
        )
    })?;
    Some(from)
}

/// The most bytes between two string literals that one token is built from.
const CONCAT_GAP: usize = 48;

/// Two string literals in the same quotes joined into one by a program: an operator (`+`, PHP's
/// and Perl's `.`, Lua's `..`, Visual Basic's `&`, SQL's `||`) between them, or, for Python's
/// and C's adjacent literals, a line break (on one line, two quoted words are a command's two
/// arguments) or, on one line, a parenthesis that opens the first (Python's `("abc" "def")`,
/// which a command's arguments never start with); a line continuation's `\` may end the line.
/// The second literal is the token's rest, whole.
fn concatenated(b: &[u8], at: usize, quote: u8) -> Option<usize> {
    let grouped = opened_by_parenthesis(b, at, quote);
    let gap = b.get(at + 1..)?;
    let mut operator = false;
    let mut newline = false;
    let mut i = 0;
    loop {
        match gap.get(i..)? {
            [b' ' | b'\t' | b'\r', ..] => i += 1,
            [b'\n', ..] => {
                newline = true;
                i += 1;
            }
            [b'\\', b'\n', ..] | [b'\\', b'\r', b'\n', ..] => {
                newline = true;
                i += if gap.get(i + 1) == Some(&b'\r') { 3 } else { 2 };
            }
            [b'.', b'.', ..] | [b'|', b'|', ..] if !operator => {
                operator = true;
                i += 2;
            }
            [b'+' | b'.' | b'&', ..] if !operator => {
                operator = true;
                i += 1;
            }
            [q, ..] if *q == quote && (operator || newline || grouped) => break,
            _ => return None,
        }
        if i > CONCAT_GAP {
            return None;
        }
    }
    let from = at + 1 + i + 1;
    rest(b, at, from, |end| end == Some(&quote))?;
    Some(from)
}

/// The literal that ends at `at` (its closing quote) opens after `(` and blanks: `= ("abc"`,
/// a group of adjacent literals, the first piece of the group.
fn opened_by_parenthesis(b: &[u8], at: usize, quote: u8) -> bool {
    let head = b.get(..at).unwrap_or_default();
    let Some(open) = head.iter().rposition(|c| *c == quote) else {
        return false;
    };
    let before = head.get(..open).unwrap_or_default();
    let blanks = before
        .iter()
        .rev()
        .take_while(|c| matches!(c, b' ' | b'\t'))
        .count();
    before.len() > blanks && before.get(before.len() - blanks - 1) == Some(&b'(')
}

/// A wrap inside a table's cell: the piece fills its cell up to the border (`│`, `|`, `┃`,
/// `║`, after at most one space), and the next line has a border in the same column, the
/// same padding, and the token's rest alone in the cell.
fn cell(b: &[u8], at: usize) -> Option<usize> {
    let spaces = b.get(at..)?.iter().take_while(|c| **c == b' ').count();
    let close = border(b, at + spaces)?;
    if spaces > 1 {
        return None;
    }
    let line_start = line_start(b, at);
    let line = b.get(line_start..at)?;
    let piece = line.iter().rev().take_while(|c| token(c)).count();
    let cell = line.get(..line.len() - piece)?;
    let pad = cell.iter().rev().take_while(|c| **c == b' ').count();
    let left = line_start + cell.len() - pad;
    let open = (1..=3).find_map(|n| {
        let s = left.checked_sub(n)?;
        border(b, s)
            .filter(|len| s + len == left)
            .map(|len| (s, len))
    })?;
    let prefix = b.get(line_start..open.0)?;
    let next = line_start + b.get(line_start..)?.iter().position(|c| *c == b'\n')? + 1;
    // The next line's cell starts in the same column: the same characters' count before its
    // border (box-drawing borders and other cells' text need not be one byte each).
    let column = chars(prefix);
    let mut p = next;
    for _ in 0..column {
        let c = b.get(p)?;
        if *c == b'\n' {
            return None;
        }
        p += utf8_len(*c);
    }
    if border(b, p)? != open.1 || b.get(p..p + open.1) != b.get(open.0..open.0 + open.1) {
        return None;
    }
    let from = p + open.1 + pad;
    if b.get(p + open.1..from)?.iter().any(|c| *c != b' ') {
        return None;
    }
    let run = rest(b, at, from, |end| {
        matches!(end, Some(b' ' | b'|') | Some(0xE2))
    })?;
    let trail = b
        .get(from + run..)?
        .iter()
        .take_while(|c| **c == b' ')
        .count();
    (border(b, from + run + trail) == Some(close)).then_some(from)
}

/// Where the line that holds byte `at` starts.
pub(crate) fn line_start(b: &[u8], at: usize) -> usize {
    b.get(..at)
        .and_then(|before| before.iter().rposition(|c| *c == b'\n'))
        .map_or(0, |n| n + 1)
}

/// The length of the table border that starts at `at`: `|`, or one of the box-drawing
/// characters `│`, `┃`, `║`.
fn border(b: &[u8], at: usize) -> Option<usize> {
    match b.get(at..)? {
        [b'|', ..] => Some(1),
        [0xE2, 0x94, 0x82 | 0x83, ..] | [0xE2, 0x95, 0x91, ..] => Some(3),
        _ => None,
    }
}

/// The characters in UTF-8 text `b` (its bytes that start one).
fn chars(b: &[u8]) -> usize {
    b.iter().filter(|c| (**c & 0xC0) != 0x80).count()
}

/// The bytes of the UTF-8 character whose first byte is `c`.
fn utf8_len(c: u8) -> usize {
    match c {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

/// The length of a token's rest at `from`, after a joint that starts at `at`, if the byte
/// after it (or the text's end, `None`) is one `ends` accepts: up to 400 bytes of a token's
/// characters, `=` only as base64's padding at its end, no word's shape (letters in one case,
/// or capitalised), and a token's look: a letter and a digit, or both cases, in 4 bytes or
/// more; or, after a piece that looks a token's (16 bytes or more of that look), 2 bytes or
/// more (a token's last few characters).
fn rest(b: &[u8], at: usize, from: usize, ends: impl Fn(Option<&u8>) -> bool) -> Option<usize> {
    let after = b.get(from..)?;
    let run = after.iter().take(401).take_while(|c| token(c)).count();
    let piece = after.get(..run)?;
    let pad = piece.iter().rev().take_while(|c| **c == b'=').count();
    let padded_only = !piece.get(..run - pad)?.contains(&b'=');
    let ok = !word_shaped(piece)
        && ((run >= 4 && looks_token(piece)) || (run >= 2 && strong_before(b, at)));
    (ok && run <= 400 && padded_only && ends(after.get(run))).then_some(run)
}

/// A letter and a digit, or both cases.
fn looks_token(piece: &[u8]) -> bool {
    let digit = piece.iter().any(u8::is_ascii_digit);
    let upper = piece.iter().any(u8::is_ascii_uppercase);
    let lower = piece.iter().any(u8::is_ascii_lowercase);
    (digit && (upper || lower)) || (upper && lower)
}

/// Letters alone, in one case after the first (`debug`, `Finished`, `EOF`): a word.
fn word_shaped(piece: &[u8]) -> bool {
    let tail = piece.get(1..).unwrap_or_default();
    piece.iter().all(u8::is_ascii_alphabetic)
        && (tail.iter().all(u8::is_ascii_lowercase) || tail.iter().all(u8::is_ascii_uppercase))
}

/// Whether the piece before a joint that starts at `at` (the run of a token's characters that
/// ends there) looks a token's: 16 bytes or more, [`looks_token`].
fn strong_before(b: &[u8], at: usize) -> bool {
    let head = b.get(..at).unwrap_or_default();
    let run = head.iter().rev().take(64).take_while(|c| token(c)).count();
    run >= 16 && looks_token(head.get(at - run..).unwrap_or_default())
}

/// A text's bytes `start..end` with a chain of joints taken away: the text a rule sees the
/// token whole in, and the way back from its offsets to the text's.
pub(crate) struct View {
    /// The text seen.
    pub(crate) text: String,
    /// Where each piece of the view starts, in the view and in the text, in order.
    pieces: Vec<(usize, usize)>,
    /// Where the text seen starts in the text.
    start: usize,
}

impl View {
    /// The view of `text[start..end]` without `chain` (joints in order, within the range).
    /// `None` when a bound or a joint would cut a character.
    pub(crate) fn new(
        text: &str,
        start: usize,
        end: usize,
        chain: &[(usize, usize)],
    ) -> Option<View> {
        let mut seen = String::with_capacity(end.saturating_sub(start));
        let mut pieces = Vec::with_capacity(chain.len() + 1);
        let mut at = start;
        for &(js, je) in chain.iter().chain(std::iter::once(&(end, end))) {
            pieces.push((seen.len(), at));
            seen.push_str(text.get(at..js)?);
            at = je;
        }
        Some(View {
            text: seen,
            pieces,
            start,
        })
    }

    /// Where the view's byte `v` is in the text.
    fn back(&self, v: usize) -> usize {
        let i = self.pieces.partition_point(|p| p.0 <= v);
        self.pieces
            .get(i.saturating_sub(1))
            .map_or(self.start + v, |p| p.1 + (v - p.0))
    }

    /// The view's offset of the text's byte `t` (a byte before the first joint).
    pub(crate) fn of(&self, t: usize) -> usize {
        t.saturating_sub(self.start)
    }

    /// The text's span of the view's span `s..e` (not empty): from where its first byte is
    /// to just past its last.
    pub(crate) fn span_back(&self, s: usize, e: usize) -> (usize, usize) {
        (self.back(s), self.back(e.saturating_sub(1)) + 1)
    }
}

/// The chain of joints that starts with `first`: it and each joint that starts where the piece
/// after the one before it ends (a token wrapped over three lines and more), at most
/// [`CHAIN`] of them.
pub(crate) fn chain(b: &[u8], first: (usize, usize)) -> Vec<(usize, usize)> {
    let mut out = vec![first];
    while let Some(&(_, end)) = out.last().filter(|_| out.len() < CHAIN) {
        let run = b
            .get(end..)
            .unwrap_or_default()
            .iter()
            .take_while(|c| token(c))
            .count();
        match joint_at(b, end + run) {
            Some(next) if run > 0 => out.push((end + run, next)),
            _ => break,
        }
    }
    out
}

/// The most joints one token is seen across.
const CHAIN: usize = 8;

/// The joint at the end of the run of a token's characters at `at` (right after a rule's
/// trigger), if there is one: a trigger whose gate sees too short a token may start a split one.
pub(crate) fn after_run(b: &[u8], at: usize) -> Option<(usize, usize)> {
    let run = b
        .get(at..)?
        .iter()
        .take(NEAR_BYTES)
        .take_while(|c| token(c))
        .count();
    let stop = at + run;
    if run == NEAR_BYTES {
        return None;
    }
    joint_at(b, stop).map(|end| (stop, end))
}

/// Calls `on` with each joint at the end of the first [`NEAR_RUNS`] runs of a token's
/// characters from `at` (a trigger's end), within [`NEAR_BYTES`] of it: where the token a
/// rule finds after its trigger (a key's value, a prefix's token, the next line's value under
/// a header or after a command) may be split.
pub(crate) fn near(b: &[u8], at: usize, mut on: impl FnMut((usize, usize))) {
    let limit = (at + NEAR_BYTES).min(b.len());
    let mut p = at;
    for _ in 0..NEAR_RUNS {
        let Some(after) = b.get(p..limit) else {
            return;
        };
        let run = after.iter().take_while(|c| token(c)).count();
        let stop = p + run;
        if let Some(end) = joint_at(b, stop) {
            on((stop, end));
            p = end;
            continue;
        }
        let gap = after
            .get(run..)
            .unwrap_or_default()
            .iter()
            .take_while(|c| !token(c))
            .count();
        if run + gap == 0 {
            return;
        }
        p = stop + gap;
    }
}

/// How many runs of a token's characters after a trigger [`near`] looks at.
const NEAR_RUNS: usize = 6;
/// How far after a trigger [`near`] and [`after_run`] look for a joint.
const NEAR_BYTES: usize = 256;
