//! Masking arbitrary text, with a known secret taken from the input: never panics, masking is
//! idempotent, and outside the markers the output never contains the known secret (a marker may
//! spell it: `own-secret 1` is in `…[masked known-secret 12]`). No finding spans past the text.

#![no_main]

use std::sync::LazyLock;

use airlock_mask::{MIN_KNOWN_SECRET_LEN, Masker};
use libfuzzer_sys::fuzz_target;

static BASE: LazyLock<Masker> = LazyLock::new(Masker::new);

fuzz_target!(|data: &[u8]| {
    // The first byte says how long the known secret is; it comes from the rest of the input.
    let Some((&n, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let n = usize::from(n % 48) + MIN_KNOWN_SECRET_LEN;
    let known: String = text
        .chars()
        .rev()
        .take(n)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    // A known secret that contains marker syntax could overlap a marker; configured secrets
    // do not look like that.
    let usable = known.len() >= MIN_KNOWN_SECRET_LEN && !known.contains(['…', ']', '\0']);
    let masker = if usable {
        BASE.clone().with_known_secrets([known.as_str()])
    } else {
        BASE.clone()
    };
    for f in masker.findings(text) {
        assert!(f.start < f.end && f.end <= text.len());
    }
    let once = masker.mask(text).into_string();
    let twice = masker.mask(&once).into_string();
    assert_eq!(once, twice, "masking is not idempotent");
    if usable {
        assert!(
            !without_markers(&once).contains(&known),
            "a known secret survived"
        );
    }
});

/// `text` with each marker replaced by a NUL, which the known secret does not contain.
fn without_markers(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("…[masked ") {
        out.push_str(&rest[..i]);
        out.push('\0');
        let after = &rest[i..];
        rest = after.find(']').map_or("", |j| &after[j + 1..]);
    }
    out.push_str(rest);
    out
}
