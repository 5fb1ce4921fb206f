//! What the masker's integration tests share: a deterministic stand-in for a provider's random
//! part, its alphabets, and the checks that a text's secret is masked and a clean text has no
//! finding.
#![allow(dead_code)]

use airlock_mask::Masker;

/// A deterministic stand-in for a provider's random part: `n` characters of `alphabet`.
pub fn random(seed: u64, alphabet: &[u8], n: usize) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            alphabet[(x % alphabet.len() as u64) as usize] as char
        })
        .collect()
}

pub const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
pub const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
pub const UPPER: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
pub const HEX: &[u8] = b"0123456789abcdef";
pub const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
pub const URLSAFE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/// `secret` does not survive masking `text`.
pub fn masks(m: &Masker, text: &str, secret: &str) {
    let out = m.mask(text);
    assert!(!out.as_str().contains(secret), "{text:?} -> {out}");
}

/// `text` has no finding.
pub fn stays(m: &Masker, text: &str) {
    assert!(m.findings(text).is_empty(), "{text:?} -> {}", m.mask(text));
}

/// Each `(text, secret)` is masked, and each clean text has no finding.
pub fn check(masked: &[(&str, &str)], clean: &[&str]) {
    let m = Masker::new();
    for (t, v) in masked {
        masks(&m, t, v);
    }
    for t in clean {
        stays(&m, t);
    }
}
