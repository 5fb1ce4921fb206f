//! The prefilter: one SIMD pass over the text finds every occurrence of every trigger.
//!
//! Teddy, the searcher of aho-corasick and Hyperscan, takes a fingerprint of each literal's first
//! 3 bytes: a set of low and a set of high nybbles per byte and per bucket (16 buckets). A
//! bucket's fingerprint matches every byte whose low nybble is in one set and high nybble in the
//! other, so literals that share a bucket blend into a fingerprint that also matches ordinary
//! text, and each such false candidate costs a verification. With over a hundred triggers, a
//! fingerprint of their first bytes matches nearly everywhere. So this module searches, for each
//! trigger, one 3-byte piece of it (its anchor), chooses the pieces and places them in buckets so
//! that the blended fingerprints stay rare in source text, and confirms the whole trigger around
//! each anchor found. Buckets and pieces only decide speed: every trigger occurrence is found
//! whatever they are.
//!
//! Two searchers run the design. Where the CPU has AVX-512, [`crate::wide`], this crate's own,
//! reads 64 bytes a step whatever the number of anchors. Elsewhere aho-corasick's Teddy does,
//! which holds 16 buckets only in its "fat" form, at 16 bytes a step, half its 8-bucket speed. It
//! is handed each anchor together with the rest its triggers share after it (`ack.com/` of
//! `slack.com/`), so that it rejects most of the anchor's ordinary occurrences itself rather than
//! reporting each, which costs a return to this module and a restart of the search.

use aho_corasick::packed::{Config, MatchKind as PackedKind, Searcher};
use aho_corasick::{AhoCorasick, AhoCorasickBuilder, Input, MatchKind, Span};

use crate::design_table::{DESIGN, TRIGGERS, WIDE};

/// How many bytes of each anchor Teddy fingerprints, and so every anchor's length.
pub(crate) const ANCHOR: usize = 3;

/// [`crate::wide`]'s buckets: four sets of 8, twice Teddy's. Each set costs the search two
/// table lookups per fingerprinted byte and 64 bytes of text, while a bucket that blends fewer
/// anchors matches ordinary text far less often, and each such false candidate costs a lookup
/// of its hash: with the built-in triggers, 16 buckets matched about one position in 20 of the
/// benchmark's source text, nearly all of them false, and 32 about one in 100.
pub(crate) const WIDE_BUCKETS: usize = 32;

/// Teddy's buckets with AVX2 ("fat" Teddy). Without AVX2 it has 8 and folds two of these into
/// one, which is slower but finds the same.
const BUCKETS: usize = 16;

/// Byte frequencies of source code and its documentation, per 65,536 bytes (the Rust, Markdown
/// and TOML files of this repository; 1 for bytes that never occur). They rank how often a
/// fingerprint matches ordinary text; they do not need to be exact.
const FREQ: [u16; 256] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1692, 1, 1, 5, 1, 1, //
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, //
    13002, 110, 624, 200, 7, 19, 132, 188, 807, 807, 141, 15, 715, 658, 1010, 900, //
    314, 250, 221, 134, 142, 121, 131, 97, 111, 105, 723, 226, 63, 471, 124, 36, //
    21, 181, 49, 113, 86, 140, 60, 34, 42, 111, 19, 16, 64, 62, 101, 108, //
    95, 3, 105, 199, 157, 45, 42, 41, 8, 13, 7, 273, 37, 272, 2, 352, //
    717, 2671, 637, 1491, 1466, 4440, 813, 735, 1124, 2372, 187, 321, 1601, 1062, 2373,
    2533, //
    1271, 93, 2538, 2890, 3451, 1103, 440, 508, 221, 482, 46, 220, 123, 219, 13, 1, //
    51, 1, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, //
    1, 1, 1, 1, 57, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, //
    1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, //
    1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, //
    1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, //
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, //
    1, 1, 64, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, //
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, //
];

/// Teddy takes at most 128 literals, and an anchor whose low nybbles are new to Teddy lands in
/// bucket `15 - id % 16`; with at most 7 such anchors per bucket, the ids to place them all
/// (repeating anchors where none is due) stay within 16 * 7 = 112.
const KEYS_PER_BUCKET: usize = 7;

/// The most literals Teddy takes. Anchors past them (the last the design placed) are searched by
/// a second, small searcher beside Teddy ([`Search::Teddy`]'s overflow), so that a new trigger
/// never needs an old one to make room; where the CPU has AVX-512, [`crate::wide`] takes any
/// number of anchors in its 16 buckets.
const TEDDY_LIMIT: usize = 128;

/// Pairs of lower-case letters, per 65,536 byte pairs of the same files, row the first letter.
const PAIRS: [[u16; 26]; 26] = [
    [
        5, 52, 130, 135, 10, 18, 85, 1, 103, 6, 19, 251, 111, 293, 1, 119, 1, 277, 248, 395, 54,
        36, 25, 9, 61, 2,
    ],
    [
        47, 6, 11, 4, 82, 4, 1, 2, 22, 35, 1, 51, 1, 3, 42, 1, 1, 18, 15, 1, 47, 1, 1, 1, 37, 1,
    ],
    [
        136, 5, 21, 6, 122, 6, 1, 154, 55, 1, 85, 49, 4, 1, 325, 7, 1, 61, 15, 196, 30, 1, 3, 1,
        21, 1,
    ],
    [
        49, 15, 6, 70, 348, 5, 15, 1, 121, 1, 1, 17, 9, 1, 58, 1, 1, 37, 50, 2, 15, 1, 1, 1, 17, 1,
    ],
    [
        153, 28, 249, 247, 43, 75, 23, 5, 11, 5, 1, 136, 86, 340, 7, 74, 65, 602, 397, 265, 5, 52,
        46, 113, 28, 1,
    ],
    [
        62, 3, 8, 5, 45, 48, 2, 1, 124, 1, 1, 21, 2, 32, 115, 1, 1, 38, 10, 14, 29, 1, 1, 1, 13, 1,
    ],
    [
        22, 1, 1, 1, 164, 1, 7, 18, 99, 1, 1, 19, 3, 16, 13, 1, 1, 20, 32, 4, 22, 3, 1, 1, 1, 1,
    ],
    [
        155, 1, 1, 2, 364, 1, 1, 1, 89, 1, 1, 1, 4, 1, 68, 2, 1, 18, 6, 125, 71, 1, 1, 1, 7, 1,
    ],
    [
        37, 22, 116, 87, 83, 84, 50, 1, 2, 1, 7, 135, 102, 539, 250, 60, 1, 80, 224, 353, 1, 42, 1,
        31, 1, 24,
    ],
    [
        5, 1, 1, 1, 38, 1, 1, 22, 1, 1, 1, 1, 1, 1, 9, 1, 1, 1, 94, 1, 4, 6, 1, 1, 1, 1,
    ],
    [
        14, 1, 1, 1, 88, 5, 1, 1, 27, 1, 1, 1, 1, 9, 3, 6, 1, 1, 28, 1, 3, 1, 1, 1, 1, 1,
    ],
    [
        94, 4, 3, 50, 316, 36, 1, 2, 182, 22, 3, 173, 1, 4, 164, 4, 1, 3, 72, 57, 47, 5, 16, 1, 55,
        1,
    ],
    [
        205, 17, 6, 12, 211, 1, 11, 1, 92, 8, 1, 16, 58, 1, 60, 85, 1, 1, 26, 3, 36, 1, 1, 1, 4, 1,
    ],
    [
        80, 2, 120, 226, 195, 24, 232, 2, 49, 1, 17, 33, 5, 30, 135, 52, 1, 2, 226, 229, 20, 24,
        27, 1, 26, 1,
    ],
    [
        22, 62, 74, 122, 9, 62, 25, 1, 17, 7, 37, 121, 242, 508, 82, 74, 1, 359, 43, 104, 134, 69,
        106, 13, 2, 1,
    ],
    [
        178, 2, 1, 22, 168, 3, 2, 3, 35, 1, 2, 82, 39, 3, 76, 79, 1, 131, 130, 84, 66, 5, 3, 2, 8,
        1,
    ],
    [
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 7, 1, 48, 1, 1, 1, 1, 1,
    ],
    [
        175, 26, 43, 55, 497, 15, 65, 1, 203, 1, 30, 56, 57, 49, 221, 4, 1, 83, 129, 114, 91, 48,
        5, 1, 45, 1,
    ],
    [
        47, 1, 42, 9, 403, 3, 4, 75, 139, 1, 58, 17, 2, 2, 106, 76, 3, 17, 149, 401, 67, 15, 13, 1,
        34, 3,
    ],
    [
        159, 1, 45, 29, 394, 10, 1, 509, 290, 1, 1, 15, 13, 2, 248, 122, 1, 214, 122, 148, 67, 1,
        11, 7, 70, 1,
    ],
    [
        17, 108, 27, 24, 92, 25, 28, 1, 26, 1, 3, 103, 37, 142, 2, 43, 1, 127, 122, 138, 1, 1, 1,
        1, 1, 1,
    ],
    [
        75, 1, 1, 1, 211, 1, 15, 1, 34, 1, 1, 1, 1, 3, 5, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1,
    ],
    [
        61, 1, 1, 4, 37, 1, 1, 47, 86, 1, 1, 2, 1, 44, 37, 1, 1, 55, 20, 1, 1, 1, 11, 1, 1, 1,
    ],
    [
        16, 1, 4, 1, 13, 1, 1, 1, 12, 1, 1, 1, 3, 1, 1, 28, 1, 1, 1, 59, 1, 1, 1, 2, 5, 1,
    ],
    [
        2, 1, 1, 1, 6, 1, 1, 1, 3, 1, 1, 4, 7, 28, 22, 50, 1, 1, 36, 20, 1, 1, 2, 1, 1, 1,
    ],
    [
        4, 1, 1, 1, 21, 1, 1, 1, 8, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    ],
];

/// Finds every occurrence of a set of triggers in one pass.
pub(crate) struct Prefilter {
    search: Search,
    /// For each pattern the searcher knows, the anchor it stands for.
    pattern_anchor: Vec<usize>,
    /// The fast searcher runs: Teddy, with every anchor in the bucket chosen for it up to its
    /// limit and the rest in its overflow, or [`crate::wide`] (false when they fell back to one
    /// automaton).
    #[cfg_attr(not(test), expect(dead_code, reason = "read by the tests"))]
    placed: bool,
    /// For each anchor, the triggers it is taken from, each with what checks it there (see
    /// [`Piece`]), side by side: an anchor's occurrence reads one short array, not a trigger's
    /// bytes and its head from two more places per trigger (a common anchor, `key`, is taken
    /// from dozens).
    anchors: Vec<Vec<Piece>>,
    triggers: Vec<Vec<u8>>,
}

/// A trigger as an anchor's occurrence checks it.
#[derive(Debug, Clone, Copy)]
struct Piece {
    /// The trigger.
    t: usize,
    /// Where in it the anchor starts.
    off: usize,
    /// Its first 8 bytes (fewer for a shorter one) as a little-endian word, and the mask of
    /// the bytes it has: an anchor's occurrence is checked against its triggers with a load
    /// and a compare, not a call to compare bytes (most occurrences are no trigger's).
    head: u64,
    mask: u64,
    /// It is longer than 8 bytes: its head's match is checked against the whole of it.
    long: bool,
}

enum Search {
    /// Where the CPU has AVX-512: the anchors, in their buckets, with this crate's own searcher.
    #[cfg(target_arch = "x86_64")]
    Wide(Box<crate::wide::Wide>),
    /// Teddy over the anchors that fit it, and an automaton over the rest (the overflow, with
    /// each pattern's anchor), merged in order of start.
    Teddy(Searcher, Option<(AhoCorasick, Vec<usize>)>),
    /// Where Teddy is not available (no SSSE3, or a trigger shorter than [`ANCHOR`]).
    Automaton(AhoCorasick),
    Nothing,
}

/// A bucket as Teddy sees it: per fingerprinted byte, the sets of low and high nybbles.
#[derive(Clone, Copy, Default)]
struct Print {
    lo: [u16; ANCHOR],
    hi: [u16; ANCHOR],
}

impl Print {
    fn with(mut self, anchor: &[u8]) -> Print {
        for (j, &b) in anchor.iter().take(ANCHOR).enumerate() {
            if let (Some(lo), Some(hi)) = (self.lo.get_mut(j), self.hi.get_mut(j)) {
                *lo |= 1 << (b & 15);
                *hi |= 1 << (b >> 4);
            }
        }
        self
    }

    /// The bytes the fingerprint accepts at position `j`, as the first `n` of an array.
    fn accepts(&self, j: usize) -> ([u8; 256], usize) {
        let mut out = [0u8; 256];
        let mut n = 0;
        let (lo, hi) = (self.lo.get(j).copied(), self.hi.get(j).copied());
        for h in (0..16u8).filter(|h| hi.unwrap_or(0) & (1 << h) != 0) {
            for l in (0..16u8).filter(|l| lo.unwrap_or(0) & (1 << l) != 0) {
                if let Some(slot) = out.get_mut(n) {
                    *slot = h << 4 | l;
                    n += 1;
                }
            }
        }
        (out, n)
    }

    /// How often the fingerprint matches source text, up to a constant factor: the sum, over
    /// the 3-byte strings it accepts, of their frequency as a chain of byte pairs.
    fn rate(&self) -> f64 {
        let [(s0, n0), (s1, n1), (s2, n2)] = [0, 1, 2].map(|j| self.accepts(j));
        let (s0, s1, s2) = (
            s0.get(..n0).unwrap_or_default(),
            s1.get(..n1).unwrap_or_default(),
            s2.get(..n2).unwrap_or_default(),
        );
        s1.iter()
            .map(|&b| {
                let before: f64 = s0.iter().map(|&a| pair(a, b)).sum();
                let after: f64 = s2.iter().map(|&c| pair(b, c)).sum();
                before * after / freq(b)
            })
            .sum()
    }
}

fn freq(b: u8) -> f64 {
    f64::from(FREQ.get(usize::from(b)).copied().unwrap_or(1))
}

/// How often `a` is followed by `b`, per 65,536 pairs: counted for two lower-case letters,
/// whose pairs are far from independent (`ke`, `ey`), and taken as independent otherwise.
fn pair(a: u8, b: u8) -> f64 {
    let letter = |x: u8| x.is_ascii_lowercase().then(|| usize::from(x - b'a'));
    match (letter(a), letter(b)) {
        (Some(x), Some(y)) => f64::from(PAIRS.get(x).and_then(|r| r.get(y)).copied().unwrap_or(1)),
        _ => freq(a) * freq(b) / 65536.0,
    }
}

/// How often `s` occurs in source text, per 65,536 bytes, as a chain of byte pairs.
fn chain(s: &[u8]) -> f64 {
    let first = match (s.first(), s.get(1)) {
        (Some(&a), Some(&b)) => pair(a, b),
        (Some(&a), None) => freq(a),
        _ => return 0.0,
    };
    s.windows(3).fold(first, |f, w| match w {
        [_, b, c] => f * pair(*b, *c) / freq(*b),
        _ => f,
    })
}

/// What an occurrence of an anchor's pattern costs, in fingerprint hits: Teddy returns it, and
/// the search restarts after the whole-trigger check. (Each occurrence of the anchor alone costs
/// [`crate::wide`] a lookup of its hash, counted as one fingerprint hit.)
const REPORT_COST: f64 = 8.0;

/// The low nybbles of an anchor: Teddy puts literals that share them in one bucket.
fn lo_key(anchor: &[u8]) -> [u8; ANCHOR] {
    let mut k = [0u8; ANCHOR];
    for (slot, &b) in k.iter_mut().zip(anchor) {
        *slot = b & 15;
    }
    k
}

impl Prefilter {
    /// A prefilter for `triggers` (each at least [`ANCHOR`] bytes for the fast searcher).
    pub(crate) fn new(triggers: Vec<Vec<u8>>) -> Prefilter {
        Self::with_search(triggers, true)
    }

    /// [`Prefilter::new`]; `wide`: whether to use [`crate::wide::Wide`] where the CPU has
    /// AVX-512 (the tests also build it without, so that aho-corasick's Teddy, which serves
    /// every other CPU, is checked on this one too).
    pub(crate) fn with_search(triggers: Vec<Vec<u8>>, wide: bool) -> Prefilter {
        // Designing takes milliseconds, too long for a process per tool call: the design for
        // the built-in rules is computed ahead and kept in `design_table.rs` (a test checks it
        // is current); any other set of triggers is designed here.
        // Each searcher has its own design: [`crate::wide`]'s has twice the buckets, so its
        // pieces can be the rarest ones a trigger has, where Teddy's must also blend well.
        let wide = wide && wide_available();
        let builtin = triggers
            .iter()
            .map(Vec::as_slice)
            .eq(TRIGGERS.iter().copied());
        let anchor_of = match (builtin, wide) {
            (true, true) => WIDE.to_vec(),
            (true, false) => DESIGN.to_vec(),
            (false, true) => design_wide(&triggers),
            (false, false) => design(&triggers),
        };
        Self::build(triggers, &anchor_of, wide)
    }

    /// A prefilter for `triggers` with the anchors and buckets `anchor_of` chose (among
    /// [`WIDE_BUCKETS`] for [`crate::wide`], else among Teddy's [`BUCKETS`]).
    fn build(triggers: Vec<Vec<u8>>, anchor_of: &[(usize, usize)], wide: bool) -> Prefilter {
        let mut names: Vec<[u8; ANCHOR]> = Vec::new();
        // Where each anchor is in `names` (a scan for each would be quadratic in them).
        let mut name_at: std::collections::HashMap<[u8; ANCHOR], usize> =
            std::collections::HashMap::new();
        let mut anchors: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut bucket_of: Vec<usize> = Vec::new();
        for (t, &(off, bucket)) in anchor_of.iter().enumerate() {
            let Some(piece) = triggers.get(t).and_then(|x| x.get(off..off + ANCHOR)) else {
                continue;
            };
            let mut name = [0u8; ANCHOR];
            name.copy_from_slice(piece);
            match name_at.get(&name).copied() {
                Some(a) => anchors
                    .get_mut(a)
                    .into_iter()
                    .for_each(|v| v.push((t, off))),
                None => {
                    name_at.insert(name, names.len());
                    names.push(name);
                    anchors.push(vec![(t, off)]);
                    bucket_of.push(bucket);
                }
            }
        }
        // Teddy's buckets: a design for the wide searcher, should it be missing, folds into them.
        let teddy_bucket_of: Vec<usize> = bucket_of.iter().map(|b| b % BUCKETS).collect();
        let mut order = teddy_order(&names, &teddy_bucket_of);
        // Past Teddy's literals: the anchors not among its first ids go to the overflow.
        let overflow: Vec<usize> = if order.len() > TEDDY_LIMIT {
            order.truncate(TEDDY_LIMIT);
            (0..names.len()).filter(|a| !order.contains(a)).collect()
        } else {
            Vec::new()
        };
        // Each anchor is searched with as much of its triggers as they share from it on, so
        // that Teddy itself rejects an anchor's occurrences that start none of its triggers.
        let shared: Vec<&[u8]> = anchors
            .iter()
            .map(|list| {
                let mut tails = list
                    .iter()
                    .filter_map(|&(t, off)| triggers.get(t).and_then(|x| x.get(off..)));
                let first = tails.next().unwrap_or_default();
                let n = tails.fold(first.len(), |n, x| {
                    n.min(first.iter().zip(x).take_while(|(a, b)| a == b).count())
                });
                first.get(..n).unwrap_or_default()
            })
            .collect();
        let pats: Vec<&[u8]> = order
            .iter()
            .filter_map(|&a| shared.get(a).copied())
            .collect();
        let rest: Vec<&[u8]> = overflow
            .iter()
            .filter_map(|&a| shared.get(a).copied())
            .collect();
        let short = triggers.iter().any(|t| t.len() < ANCHOR);
        let search = if triggers.is_empty() {
            Search::Nothing
        } else if short {
            automaton(&triggers)
        } else if let Some(w) = wide.then(|| wide_search(&names, &bucket_of)).flatten() {
            w
        } else {
            let teddy = Config::new()
                .match_kind(PackedKind::LeftmostFirst)
                .heuristic_pattern_limits(false)
                .only_teddy(true)
                .builder()
                .extend(&pats)
                .build();
            let rest = (!rest.is_empty()).then(|| {
                AhoCorasickBuilder::new()
                    .match_kind(MatchKind::LeftmostFirst)
                    .build(&rest)
                    .ok()
                    .map(|ac| (ac, overflow.clone()))
            });
            match (teddy, rest) {
                (Some(s), None) => Search::Teddy(s, None),
                (Some(s), Some(Some(rest))) => Search::Teddy(s, Some(rest)),
                // An overflow the automaton cannot take, or no Teddy: one automaton for all.
                _ => {
                    order.extend(&overflow);
                    let all: Vec<&[u8]> = order
                        .iter()
                        .filter_map(|&a| shared.get(a).copied())
                        .collect();
                    automaton(&all)
                }
            }
        };
        // The automaton over whole triggers reports trigger ids; make them anchors of themselves.
        let (pattern_anchor, anchors) = if short {
            let n = triggers.len();
            ((0..n).collect(), (0..n).map(|t| vec![(t, 0)]).collect())
        } else if search.is_wide() {
            ((0..anchors.len()).collect(), anchors)
        } else {
            (order, anchors)
        };
        let placed = !short && (matches!(search, Search::Teddy(..)) || search.is_wide());
        Prefilter {
            search,
            pattern_anchor,
            placed,
            anchors: anchors
                .iter()
                .map(|list| {
                    list.iter()
                        .map(|&(t, off)| {
                            let whole = triggers.get(t).map_or(&[][..], Vec::as_slice);
                            let (head, mask) = head(whole);
                            Piece {
                                t,
                                off,
                                head,
                                mask,
                                long: whole.len() > 8,
                            }
                        })
                        .collect()
                })
                .collect(),
            triggers,
        }
    }

    /// Whether the fast searcher runs with every anchor in the bucket chosen for it.
    #[cfg(test)]
    pub(crate) fn placed(&self) -> bool {
        self.placed
    }

    /// Calls `f(trigger, start)` for every occurrence of every trigger in `hay`, overlapping
    /// ones too, in order of where their anchors start.
    pub(crate) fn each(&self, hay: &[u8], mut f: impl FnMut(usize, usize)) {
        #[cfg(target_arch = "x86_64")]
        if let Search::Wide(w) = &self.search {
            return w.each(hay, |pattern, p| self.confirm(hay, pattern, p, &mut f));
        }
        if let Search::Teddy(s, Some((rest, rest_anchor))) = &self.search {
            return self.each_with_overflow(hay, s, rest, rest_anchor, f);
        }
        let mut at = 0;
        while at < hay.len() {
            let found = match &self.search {
                Search::Teddy(s, _) => s.find_in(hay, Span::from(at..hay.len())),
                Search::Automaton(ac) => ac.find(Input::new(hay).span(at..hay.len())),
                #[cfg(target_arch = "x86_64")]
                Search::Wide(_) => None,
                Search::Nothing => None,
            };
            let Some(m) = found else { break };
            let p = m.start();
            self.confirm(hay, m.pattern().as_usize(), p, &mut f);
            at = p + 1;
        }
    }

    /// [`Prefilter::each`] with Teddy and its overflow: each searcher's next occurrence, the
    /// earlier first (two anchors never start at one byte: they differ in their 3 bytes).
    fn each_with_overflow(
        &self,
        hay: &[u8],
        teddy: &Searcher,
        rest: &AhoCorasick,
        rest_anchor: &[usize],
        mut f: impl FnMut(usize, usize),
    ) {
        let end = hay.len();
        let next_teddy = |at: usize| {
            (at < end)
                .then(|| teddy.find_in(hay, Span::from(at..end)))
                .flatten()
                .map(|m| {
                    (
                        m.start(),
                        self.pattern_anchor.get(m.pattern().as_usize()).copied(),
                    )
                })
        };
        let next_rest = |at: usize| {
            (at < end)
                .then(|| rest.find(Input::new(hay).span(at..end)))
                .flatten()
                .map(|m| (m.start(), rest_anchor.get(m.pattern().as_usize()).copied()))
        };
        let (mut a, mut b) = (next_teddy(0), next_rest(0));
        loop {
            let take_teddy = match (a, b) {
                (Some(x), Some(y)) => x.0 <= y.0,
                (Some(_), None) => true,
                (None, Some(_)) => false,
                (None, None) => break,
            };
            let found = if take_teddy { a } else { b };
            let Some((p, anchor)) = found else { break };
            if let Some(anchor) = anchor {
                self.confirm_anchor(hay, anchor, p, &mut f);
            }
            if take_teddy {
                a = next_teddy(p + 1);
            } else {
                b = next_rest(p + 1);
            }
        }
    }

    /// Calls `f(trigger, start)` for each trigger of `pattern`'s anchor found at `p` that is
    /// there whole.
    #[inline(always)]
    fn confirm(&self, hay: &[u8], pattern: usize, p: usize, f: &mut impl FnMut(usize, usize)) {
        if let Some(&a) = self.pattern_anchor.get(pattern) {
            self.confirm_anchor(hay, a, p, f);
        }
    }

    /// Calls `f(trigger, start)` for each trigger of `anchor` found at `p` that is there whole.
    #[inline(always)]
    fn confirm_anchor(
        &self,
        hay: &[u8],
        anchor: usize,
        p: usize,
        f: &mut impl FnMut(usize, usize),
    ) {
        for piece in self.anchors.get(anchor).into_iter().flatten() {
            let Some(start) = p.checked_sub(piece.off) else {
                continue;
            };
            let whole = || self.triggers.get(piece.t).map_or(&[][..], Vec::as_slice);
            let there = match hay.get(start..start + 8) {
                Some(word) => {
                    let word = word.first_chunk::<8>().copied().unwrap_or_default();
                    u64::from_le_bytes(word) & piece.mask == piece.head
                        && (!piece.long || hay.get(start..).is_some_and(|h| h.starts_with(whole())))
                }
                None => hay.get(start..).is_some_and(|h| h.starts_with(whole())),
            };
            if there {
                f(piece.t, start);
            }
        }
    }

    /// Where in trigger `t` its anchor starts.
    #[cfg(test)]
    pub(crate) fn anchor_offset(&self, t: usize) -> usize {
        self.anchors
            .iter()
            .flatten()
            .find(|x| x.t == t)
            .map_or(0, |x| x.off)
    }

    /// Whether the search runs with [`crate::wide::Wide`].
    #[cfg(test)]
    pub(crate) fn wide(&self) -> bool {
        self.search.is_wide()
    }
}

/// A trigger's first 8 bytes as a little-endian word, and the mask of those it has (see
/// [`Piece`]'s `head`).
fn head(trigger: &[u8]) -> (u64, u64) {
    let mut word = [0u8; 8];
    let mut mask = [0u8; 8];
    for ((w, m), &b) in word.iter_mut().zip(&mut mask).zip(trigger) {
        *w = b;
        *m = 0xff;
    }
    (u64::from_le_bytes(word), u64::from_le_bytes(mask))
}

impl Search {
    fn is_wide(&self) -> bool {
        #[cfg(target_arch = "x86_64")]
        if let Search::Wide(_) = self {
            return true;
        }
        false
    }
}

/// The search with this crate's own searcher, where the CPU has AVX-512.
#[cfg(target_arch = "x86_64")]
fn wide_search(names: &[[u8; ANCHOR]], bucket_of: &[usize]) -> Option<Search> {
    let anchors: Vec<([u8; ANCHOR], usize)> = names
        .iter()
        .copied()
        .zip(bucket_of.iter().copied())
        .collect();
    crate::wide::Wide::new(&anchors).map(|w| Search::Wide(Box::new(w)))
}

#[cfg(not(target_arch = "x86_64"))]
fn wide_search(_: &[[u8; ANCHOR]], _: &[usize]) -> Option<Search> {
    None
}

fn automaton<P: AsRef<[u8]>>(pats: &[P]) -> Search {
    match AhoCorasickBuilder::new()
        .match_kind(MatchKind::LeftmostFirst)
        .build(pats)
    {
        Ok(ac) => Search::Automaton(ac),
        Err(_) => Search::Nothing,
    }
}

/// Chooses each trigger's anchor (its offset) and bucket, greedily: the triggers whose best
/// piece alone is most common go first, and each takes the piece and bucket that raise the
/// buckets' summed match rate least, counting each occurrence of what Teddy is handed for the
/// piece (the piece and the rest of its trigger) as [`REPORT_COST`] fingerprint hits: a piece
/// late in its trigger (`ial` of `dential`) is handed to Teddy with little after it, and every
/// word that holds it is returned to this module. Pieces with the same low nybbles share a bucket, as Teddy
/// will put them together anyway. Returns `(offset, bucket)` per trigger.
pub(crate) fn design(triggers: &[Vec<u8>]) -> Vec<(usize, usize)> {
    let mut buckets = [Print::default(); BUCKETS];
    let mut now = [0.0f64; BUCKETS];
    let mut keys: Vec<([u8; ANCHOR], usize)> = Vec::new();
    let pieces = |t: &[u8]| -> Vec<usize> { (0..=t.len().saturating_sub(ANCHOR)).collect() };
    let alone = |t: &Vec<u8>| -> f64 {
        pieces(t)
            .into_iter()
            .filter_map(|o| t.get(o..o + ANCHOR))
            .map(|a| Print::default().with(a).rate())
            .fold(f64::MAX, f64::min)
    };
    let mut order: Vec<usize> = (0..triggers.len()).collect();
    let rates: Vec<f64> = triggers.iter().map(alone).collect();
    order.sort_by(|&a, &b| {
        let (ra, rb) = (rates.get(a), rates.get(b));
        rb.partial_cmp(&ra).unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut out: Vec<Option<(usize, usize)>> = vec![None; triggers.len()];
    let mut members: Vec<Vec<(usize, [u8; ANCHOR])>> = vec![Vec::new(); BUCKETS];
    // A second round takes each trigger out and places it again, now that it sees the others.
    for t in order.iter().chain(&order).copied() {
        let Some(trig) = triggers.get(t) else {
            continue;
        };
        if let Some((_, b)) = out.get_mut(t).and_then(Option::take)
            && let (Some(m), Some(print), Some(rate)) =
                (members.get_mut(b), buckets.get_mut(b), now.get_mut(b))
        {
            m.retain(|x| x.0 != t);
            *print = m.iter().fold(Print::default(), |p, x| p.with(&x.1));
            *rate = print.rate();
            keys.retain(|k| k.1 != b || m.iter().any(|x| lo_key(&x.1) == k.0));
        }
        let mut best: Option<(f64, usize, usize)> = None;
        // Where every bucket holds its share of low nybbles, a new piece goes where it costs
        // least all the same: Teddy then places it past its limit, in the overflow.
        for relax in [false, true] {
            if best.is_some() {
                break;
            }
            for off in pieces(trig) {
                let Some(piece) = trig.get(off..off + ANCHOR) else {
                    continue;
                };
                let forced = keys.iter().find(|k| k.0 == lo_key(piece)).map(|k| k.1);
                for (b, (print, rate)) in buckets.iter().zip(&now).enumerate() {
                    let full = keys.iter().filter(|k| k.1 == b).count() >= KEYS_PER_BUCKET;
                    if forced.is_some_and(|f| f != b) || (forced.is_none() && full && !relax) {
                        continue;
                    }
                    let cost = print.with(piece).rate() - rate
                        + REPORT_COST * chain(trig.get(off..).unwrap_or_default())
                        + chain(piece);
                    if best.is_none_or(|x| cost < x.0) {
                        best = Some((cost, off, b));
                    }
                }
            }
        }
        let Some((_, off, b)) = best else {
            continue;
        };
        if let (Some(piece), Some(print), Some(rate), Some(m)) = (
            trig.get(off..off + ANCHOR),
            buckets.get_mut(b),
            now.get_mut(b),
            members.get_mut(b),
        ) {
            *print = print.with(piece);
            *rate = print.rate();
            let mut name = [0u8; ANCHOR];
            name.copy_from_slice(piece);
            m.push((t, name));
            if !keys.iter().any(|k| k.0 == lo_key(piece)) {
                keys.push((lo_key(piece), b));
            }
        }
        if let Some(slot) = out.get_mut(t) {
            *slot = Some((off, b));
        }
    }
    out.into_iter().map(Option::unwrap_or_default).collect()
}

/// Chooses each trigger's anchor (its offset) and bucket among [`WIDE_BUCKETS`] for
/// [`crate::wide`], greedily: the triggers whose best piece alone is most common go first, and
/// each takes the piece and bucket that raise the buckets' summed match rate least, counting
/// each occurrence of the piece itself as [`OCCURRENCE_COST`] fingerprint hits. A piece another
/// trigger already placed costs nothing more. With twice Teddy's buckets the blend matters less
/// and the piece's own occurrences more: `--user` is found by `--u`, not by the `use` of every
/// `use` line. Returns `(offset, bucket)` per trigger.
pub(crate) fn design_wide(triggers: &[Vec<u8>]) -> Vec<(usize, usize)> {
    let pieces = |t: &[u8]| -> Vec<usize> { (0..=t.len().saturating_sub(ANCHOR)).collect() };
    let alone = |t: &Vec<u8>| -> f64 {
        pieces(t)
            .into_iter()
            .filter_map(|o| t.get(o..o + ANCHOR))
            .map(|a| Print::default().with(a).rate())
            .fold(f64::MAX, f64::min)
    };
    let rates: Vec<f64> = triggers.iter().map(alone).collect();
    let mut order: Vec<usize> = (0..triggers.len()).collect();
    order.sort_by(|&a, &b| {
        let (ra, rb) = (rates.get(a), rates.get(b));
        rb.partial_cmp(&ra).unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut buckets = [Print::default(); WIDE_BUCKETS];
    let mut now = [0.0f64; WIDE_BUCKETS];
    let mut used = [false; WIDE_BUCKETS];
    let mut placed: std::collections::HashMap<&[u8], usize> = std::collections::HashMap::new();
    let mut out = vec![(0, 0); triggers.len()];
    for t in order {
        let Some(trig) = triggers.get(t) else {
            continue;
        };
        let mut best: Option<(f64, usize, usize)> = None;
        for off in pieces(trig) {
            let Some(piece) = trig.get(off..off + ANCHOR) else {
                continue;
            };
            if let Some(&b) = placed.get(piece) {
                if best.is_none_or(|x| 0.0 < x.0) {
                    best = Some((0.0, off, b));
                }
                continue;
            }
            let mut tried_empty = false;
            for (b, (print, rate)) in buckets.iter().zip(&now).enumerate() {
                // Every empty bucket costs the same: one is tried.
                if !used.get(b).copied().unwrap_or(true) {
                    if tried_empty {
                        continue;
                    }
                    tried_empty = true;
                }
                let cost = print.with(piece).rate() - rate + OCCURRENCE_COST * chain(piece);
                if best.is_none_or(|x| cost < x.0) {
                    best = Some((cost, off, b));
                }
            }
        }
        let Some((_, off, b)) = best else {
            continue;
        };
        if let Some(piece) = trig.get(off..off + ANCHOR)
            && !placed.contains_key(piece)
            && let (Some(print), Some(rate), Some(u)) =
                (buckets.get_mut(b), now.get_mut(b), used.get_mut(b))
        {
            *print = print.with(piece);
            *rate = print.rate();
            *u = true;
            placed.insert(piece, b);
        }
        if let Some(slot) = out.get_mut(t) {
            *slot = (off, b);
        }
    }
    out
}

/// What an occurrence of a wide anchor costs, in fingerprint hits: its hash is found, and its
/// triggers are compared with the text. Set by measure: on three slices of the benchmark corpus
/// 4 gave 20 to 40% fewer candidates than 2 (3 the same design, 6 and 8 more), as the rarer
/// pieces it prefers are also made of rarer bytes, which blend less.
const OCCURRENCE_COST: f64 = 4.0;

/// Whether [`crate::wide`] runs on this CPU.
#[cfg(target_arch = "x86_64")]
fn wide_available() -> bool {
    crate::wide::available()
}

#[cfg(not(target_arch = "x86_64"))]
fn wide_available() -> bool {
    false
}

/// The order in which to hand the anchors to Teddy so that each lands in its bucket: Teddy
/// puts a literal whose low nybbles it has not seen into bucket `15 - id % 16`, and one whose
/// low nybbles it has seen with the earlier literal. Where no anchor is due for the next id's
/// bucket, an anchor already placed is repeated, which fills the id and changes no fingerprint.
/// Returns, per pattern id, the anchor.
fn teddy_order(names: &[[u8; ANCHOR]], bucket_of: &[usize]) -> Vec<usize> {
    // The fullest bucket becomes Teddy's bucket 15, which the first id fills, and so on down,
    // so that a bucket left empty is never due before every full one has started.
    let mut sizes: Vec<(usize, usize)> = (0..BUCKETS)
        .map(|b| (bucket_of.iter().filter(|&&x| x == b).count(), b))
        .collect();
    sizes.sort_by(|x, y| y.cmp(x));
    let mut pending: Vec<Vec<usize>> = vec![Vec::new(); BUCKETS];
    for (a, &b) in bucket_of.iter().enumerate() {
        let rank = sizes.iter().position(|s| s.1 == b).unwrap_or(0);
        if let Some(p) = pending.get_mut(BUCKETS - 1 - rank) {
            p.push(a);
        }
    }
    let mut seen: Vec<[u8; ANCHOR]> = Vec::new();
    let mut out: Vec<usize> = Vec::new();
    let mut left = bucket_of.len();
    while left > 0 {
        let due = BUCKETS - 1 - out.len() % BUCKETS;
        let known = |a: &usize| names.get(*a).is_some_and(|n| seen.contains(&lo_key(n)));
        // The due bucket's anchor first; else one whose low nybbles Teddy knows, which goes to
        // their bucket whatever its id.
        let next = pending
            .get(due)
            .and_then(|p| p.iter().copied().find(|a| !known(a)));
        let next = next.or_else(|| pending.iter().flatten().copied().find(known));
        let first = || pending.iter().flatten().next().copied();
        let next = next.or_else(|| if out.is_empty() { first() } else { None });
        let Some(a) = next else {
            // Nothing is due here: repeat an anchor already placed.
            out.extend(out.last().copied());
            continue;
        };
        for p in &mut pending {
            p.retain(|&x| x != a);
        }
        if let Some(n) = names
            .get(a)
            .filter(|n| !seen.contains(&lo_key(n.as_slice())))
        {
            seen.push(lo_key(n));
        }
        out.push(a);
        left -= 1;
    }
    out
}
