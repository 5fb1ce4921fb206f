//! The prefilter's searcher where the CPU has AVX-512 (x86-64): Teddy's fingerprints, 32 buckets,
//! 64 bytes a step.
//!
//! aho-corasick's Teddy holds 16 buckets only as "fat" Teddy, which puts 16 bytes of text in a
//! 256-bit register, half what its 8-bucket form reads a step, so every rule past the first few
//! dozen anchors halved the search's speed. Here each step reads 64 bytes into a 512-bit register
//! and looks them up in four sets of tables, buckets 0 to 7, 8 to 15, 16 to 23 and 24 to 31: the
//! same kind of fingerprints, four times the buckets and the bytes of fat Teddy a step. The
//! buckets are the prefilter's own for this searcher (`prefilter::design_wide`): more of them
//! blend fewer anchors each, so ordinary text matches a fingerprint less often. A byte position is a candidate
//! when its 3 bytes match some bucket's fingerprint; one lookup in a small hash table of the
//! anchors then tells which anchor, if any, starts there, without returning to the search.
//!
//! The intrinsics are the safe ones of `pulp`, which checks the CPU at run time; this crate holds
//! no `unsafe`.

use pulp::x86::V4;
use std::arch::x86_64::__m512i;

/// The bytes of text a step reads at each of the three offsets.
const STEP: usize = 64;

/// Every byte a step reads: the 64 positions and the 2 bytes after the last.
const SPAN: usize = STEP + 2;

/// Sets of 8 buckets.
const SETS: usize = crate::prefilter::WIDE_BUCKETS / 8;

/// Per fingerprinted byte (3) and per set of 8 buckets ([`SETS`]), a table from a nybble to the buckets
/// that accept it, repeated in each of the four 128-bit lanes (`vpshufb` looks up within a lane).
type Tables = [[[u8; STEP]; 3]; SETS];

/// [`Tables`] in registers: per fingerprinted byte and per set, the low and high nybbles' tables.
type Registers = [[(__m512i, __m512i); SETS]; 3];

/// Finds every occurrence of a set of 3-byte anchors, each in one of [`crate::prefilter::WIDE_BUCKETS`]
/// buckets.
pub(crate) struct Wide {
    simd: V4,
    lo: Tables,
    hi: Tables,
    /// Open addressing on the anchor's bytes: `(key, anchor)`, key 0 for an empty slot.
    slots: Vec<(u32, u32)>,
    /// `slots.len()` is `1 << bits`.
    bits: u32,
    /// One bit per value of [`filter_bit`]: set for each anchor's. Most fingerprint matches in
    /// ordinary text are no anchor (the anchors a bucket blends match far more than themselves),
    /// and a probe of `slots` for each costs a branch the CPU mispredicts about as often as
    /// not; the step sifts its matches through these bits first, without a branch, and probes
    /// only those left, nearly all anchors.
    filter: Box<[u64; FILTER_WORDS]>,
}

/// [`Wide`]'s filter: 2^16 bits, 8 KiB, which stays in the first-level cache; with a few
/// hundred anchors, one 3-byte window in about two hundred that is no anchor passes it.
const FILTER_WORDS: usize = (1 << 16) / 64;

/// The bit of [`Wide`]'s filter for key `k` (of [`key`]): a multiplicative hash's top 16 bits,
/// as a word and a bit in it.
#[inline(always)]
fn filter_bit(k: u32) -> (usize, u32) {
    let h = k.wrapping_mul(0x9E37_79B1) >> 16;
    ((h >> 6) as usize, h & 63)
}

/// Whether this CPU runs [`Wide`].
pub(crate) fn available() -> bool {
    V4::try_new().is_some()
}

/// The hash key of 3 bytes: never 0, which marks an empty slot.
fn key(a: u8, b: u8, c: u8) -> u32 {
    u32::from_le_bytes([a, b, c, 1])
}

impl Wide {
    /// A searcher for `anchors`, each with its bucket (0 to 31); `None` where the CPU lacks
    /// AVX-512 or there are more anchors than a `u32` counts.
    pub(crate) fn new(anchors: &[([u8; 3], usize)]) -> Option<Wide> {
        let simd = V4::try_new()?;
        let mut lo: Tables = [[[0; STEP]; 3]; SETS];
        let mut hi: Tables = [[[0; STEP]; 3]; SETS];
        for (anchor, bucket) in anchors {
            let (set, bit) = (bucket / 8 % SETS, 1u8 << (bucket % 8));
            for (j, &b) in anchor.iter().enumerate() {
                for lane in 0..STEP / 16 {
                    let at = |nybble: u8| lane * 16 + usize::from(nybble);
                    let lo_slot = lo.get_mut(set)?.get_mut(j)?.get_mut(at(b & 15))?;
                    *lo_slot |= bit;
                    let hi_slot = hi.get_mut(set)?.get_mut(j)?.get_mut(at(b >> 4))?;
                    *hi_slot |= bit;
                }
            }
        }
        // At most a quarter full, so that a probe for text that is no anchor ends at once.
        let bits = (anchors.len() * 4)
            .next_power_of_two()
            .max(16)
            .trailing_zeros();
        let mut slots = vec![(0u32, 0u32); 1 << bits];
        let size = slots.len();
        let mut filter = Box::new([0u64; FILTER_WORDS]);
        for (n, ([a, b, c], _)) in anchors.iter().enumerate() {
            let k = key(*a, *b, *c);
            let (word, bit) = filter_bit(k);
            *filter.get_mut(word)? |= 1 << bit;
            let mut i = slot(k, bits);
            while slots.get(i).is_some_and(|s| s.0 != 0 && s.0 != k) {
                i = (i + 1) & (size - 1);
            }
            *slots.get_mut(i)? = (k, u32::try_from(n).ok()?);
        }
        Some(Wide {
            simd,
            lo,
            hi,
            slots,
            bits,
            filter,
        })
    }

    /// Calls `f(anchor, start)` for every occurrence of every anchor in `hay`, in order of start.
    pub(crate) fn each(&self, hay: &[u8], mut f: impl FnMut(usize, usize)) {
        let simd = self.simd;
        simd.vectorize(
            #[inline(always)]
            || {
                let t = self.registers();
                let mut at = 0;
                while let Some(span) = hay.get(at..at + SPAN) {
                    let found = self.sift(span, self.step(&t, span));
                    self.each_bit(found, |k| self.confirm(hay, at + k, &mut f));
                    at += STEP;
                }
                // The last positions, fewer than a step's, read from a copy padded with zeros;
                // a candidate there is confirmed against `hay` itself.
                let rest = hay.get(at..).unwrap_or_default();
                let mut pad = [0u8; 2 * STEP + 2];
                for (slot, &b) in pad.iter_mut().zip(rest) {
                    *slot = b;
                }
                for from in [0, STEP].into_iter().filter(|&from| from < rest.len()) {
                    if let Some(span) = pad.get(from..from + SPAN) {
                        let found = self.sift(span, self.step(&t, span));
                        self.each_bit(found, |k| self.confirm(hay, at + from + k, &mut f));
                    }
                }
            },
        );
    }

    /// The tables as vectors, per fingerprinted byte and set: (low nybble, high nybble).
    #[inline(always)]
    fn registers(&self) -> Registers {
        let mut out = [[(pulp::cast([0u8; STEP]), pulp::cast([0u8; STEP])); SETS]; 3];
        for (set, (lo, hi)) in self.lo.iter().zip(&self.hi).enumerate() {
            for (j, (lo, hi)) in lo.iter().zip(hi).enumerate() {
                if let Some(slot) = out.get_mut(j).and_then(|x| x.get_mut(set)) {
                    *slot = (pulp::cast(*lo), pulp::cast(*hi));
                }
            }
        }
        out
    }

    /// The `k` below 64 where `span[k..k + 3]` matches a bucket, as bits.
    #[inline(always)]
    fn step(&self, t: &Registers, span: &[u8]) -> u64 {
        let s = self.simd;
        let low4 = s.avx512f._mm512_set1_epi8(15);
        let mut hit = [s.avx512f._mm512_set1_epi8(-1); SETS];
        for (j, sets) in t.iter().enumerate() {
            let bytes = span
                .get(j..)
                .and_then(|x| x.first_chunk::<STEP>())
                .copied()
                .unwrap_or([0; STEP]);
            let text: __m512i = pulp::cast(bytes);
            let lo = s.avx512f._mm512_and_si512(text, low4);
            let hi = s
                .avx512f
                ._mm512_and_si512(s.avx512bw._mm512_srli_epi16::<4>(text), low4);
            for (h, &(by_lo, by_hi)) in hit.iter_mut().zip(sets) {
                let by_lo = s.avx512bw._mm512_shuffle_epi8(by_lo, lo);
                let by_hi = s.avx512bw._mm512_shuffle_epi8(by_hi, hi);
                *h = s
                    .avx512f
                    ._mm512_and_si512(*h, s.avx512f._mm512_and_si512(by_lo, by_hi));
            }
        }
        let any = hit
            .into_iter()
            .reduce(|a, b| s.avx512f._mm512_or_si512(a, b))
            .unwrap_or(s.avx512f._mm512_setzero_si512());
        s.avx512bw._mm512_test_epi8_mask(any, any)
    }

    /// `mask` less the positions `k` whose `span[k..k + 3]` the filter shows is no anchor,
    /// without a branch on any of them.
    #[inline(always)]
    fn sift(&self, span: &[u8], mask: u64) -> u64 {
        let mut kept = 0;
        self.each_bit(mask, |k| {
            let [a, b, c] = span
                .get(k..k + 3)
                .and_then(|w| w.first_chunk::<3>())
                .copied()
                .unwrap_or_default();
            let (word, bit) = filter_bit(key(a, b, c));
            let on = self.filter.get(word).copied().unwrap_or(0) >> bit & 1;
            kept |= on << k;
        });
        kept
    }

    /// Calls `f(k)` for each bit `k` set in `mask`, lowest first.
    #[inline(always)]
    fn each_bit(&self, mut mask: u64, mut f: impl FnMut(usize)) {
        while mask != 0 {
            f(mask.trailing_zeros() as usize);
            mask &= mask - 1;
        }
    }

    /// Calls `f(anchor, p)` if an anchor starts at `p`.
    #[inline(always)]
    fn confirm(&self, hay: &[u8], p: usize, f: &mut impl FnMut(usize, usize)) {
        let Some(&[a, b, c]) = hay.get(p..p + 3) else {
            return;
        };
        let k = key(a, b, c);
        let mut i = slot(k, self.bits);
        while let Some(&(found, anchor)) = self.slots.get(i) {
            if found == k {
                return f(anchor as usize, p);
            }
            if found == 0 {
                return;
            }
            i = (i + 1) & (self.slots.len() - 1);
        }
    }
}

/// Where key `k` is first looked for in a table of `1 << bits` slots (Fibonacci hashing).
fn slot(k: u32, bits: u32) -> usize {
    (k.wrapping_mul(0x9E37_79B1) >> (32 - bits)) as usize
}

#[cfg(test)]
mod tests {
    use super::Wide;
    use proptest::prelude::*;

    /// Every `(anchor, start)` in `hay`, position by position.
    fn naive(anchors: &[([u8; 3], usize)], hay: &[u8]) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for p in 0..hay.len() {
            for (a, (anchor, _)) in anchors.iter().enumerate() {
                if hay.get(p..p + 3) == Some(&anchor[..]) {
                    out.push((a, p));
                }
            }
        }
        out
    }

    proptest! {
        /// Whatever the anchors and buckets, and wherever the text ends relative to a step:
        /// every occurrence, once, in order.
        #[test]
        fn finds_what_a_scan_finds(
            anchors in proptest::collection::btree_set(proptest::array::uniform3(b'a'..=b'h'), 1..40),
            buckets in proptest::collection::vec(0usize..crate::prefilter::WIDE_BUCKETS, 40),
            picks in proptest::collection::vec((0usize..40, 0usize..6), 0..40),
            filler in proptest::collection::vec(b'a'..=b'k', 0..300),
        ) {
            let anchors: Vec<([u8; 3], usize)> = anchors
                .into_iter()
                .zip(buckets)
                .collect();
            let Some(w) = Wide::new(&anchors) else {
                // No AVX-512 here: the prefilter uses aho-corasick's Teddy, tested elsewhere.
                return Ok(());
            };
            // Filler with anchors spliced in, some back to back, some at the very end.
            let mut hay = filler.clone();
            for (n, (a, gap)) in picks.iter().enumerate() {
                let at = (n * 37 + gap * 11) % (hay.len() + 1);
                let anchor = anchors.get(a % anchors.len()).map(|x| x.0).unwrap_or_default();
                hay.splice(at..at, anchor);
            }
            if let Some((a, _)) = anchors.last() {
                hay.extend_from_slice(a);
            }
            let mut got = Vec::new();
            w.each(&hay, |a, p| got.push((a, p)));
            prop_assert_eq!(got, naive(&anchors, &hay));
        }
    }

    #[test]
    fn bytes_above_ascii_and_zeros_are_text_like_any_other() {
        let anchors = [
            ([0xff, 0x00, 0x80], 15),
            ([0, 0, 0], 0),
            ([b'k', 0xe2, 0x80], 8),
        ];
        let Some(w) = Wide::new(&anchors) else {
            return;
        };
        let mut hay = vec![0u8; 130];
        hay.extend_from_slice(&[0xff, 0x00, 0x80, b'k', 0xe2, 0x80, 0x99]);
        hay.extend_from_slice(&[0; 3]);
        let mut got = Vec::new();
        w.each(&hay, |a, p| got.push((a, p)));
        assert_eq!(got, naive(&anchors, &hay));
        assert_eq!(got.len(), 128 + 1 + 1 + 1);
    }
}
