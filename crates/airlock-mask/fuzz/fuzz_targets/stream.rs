//! Streaming arbitrary text in arbitrary chunks: never panics, and a known secret placed in
//! the stream never survives, wherever the chunks are cut.

#![no_main]

use std::sync::LazyLock;

use airlock_mask::Masker;
use libfuzzer_sys::fuzz_target;

const KNOWN: &str = "Kn0wn-s3cret-VALUE-42";
static MASKER: LazyLock<Masker> = LazyLock::new(|| Masker::new().with_known_secrets([KNOWN]));

fuzz_target!(|data: &[u8]| {
    // Byte 0 picks where the secret goes, byte 1 the chunk size; the rest is the text.
    let [at, size, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let mut at = usize::from(*at) * text.len() / 256;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let text = format!("{}{KNOWN}{}", &text[..at], &text[at..]);
    let size = usize::from(*size).max(1) * 97;
    let mut stream = MASKER.stream();
    let mut out = String::new();
    let mut rest = text.as_str();
    while !rest.is_empty() {
        let mut cut = rest.len().min(size);
        while !rest.is_char_boundary(cut) {
            cut += 1;
        }
        out.push_str(stream.push(&rest[..cut]).as_str());
        rest = &rest[cut..];
    }
    out.push_str(stream.finish().as_str());
    assert!(!out.contains(KNOWN), "the known secret survived the stream");
});
