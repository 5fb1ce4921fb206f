//! Offline confirmation of a rule's candidate: checksums, structure, entropy, placeholders.
//!
//! Nothing here contacts a provider: a gate that sent a candidate secret over the network to
//! check it would leak it.

use crate::rules::Check;

/// The kind given to a token that has a provider's checksummed shape but a wrong checksum: not
/// a token the provider issued, yet still masked, since a masker that errs should err towards
/// hiding (a mistyped or truncated real token, a test key that works somewhere).
pub(crate) const BAD_CHECKSUM: &str = "bad-checksum";

/// What a rule's confirmation says about a candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// A secret of the rule's kind.
    Secret,
    /// Not a secret.
    Not,
    /// The provider's shape with a wrong checksum: masked as [`BAD_CHECKSUM`].
    BadChecksum,
}

/// Whether `val`, matched by a rule with `check`, is a secret.
pub(crate) fn confirms(check: Check, val: &str) -> Verdict {
    let yes = match check {
        Check::None => true,
        Check::Placeholder => !is_placeholder(val),
        Check::Generic => {
            !is_placeholder(val) && val.bytes().any(|b| b.is_ascii_digit()) && entropy(val) >= 3.0
        }
        Check::Crc32Base62 if crc32_base62_ok(val) => true,
        Check::Crc32Base62 => return Verdict::BadChecksum,
        Check::Jwt => jwt_header_ok(val),
        Check::AwsPairedSecret => {
            let b = val.as_bytes();
            b.iter().any(u8::is_ascii_digit)
                && b.iter().any(u8::is_ascii_uppercase)
                && b.iter().any(u8::is_ascii_lowercase)
                && entropy(val) >= 4.0
                && !is_placeholder(val)
        }
    };
    if yes { Verdict::Secret } else { Verdict::Not }
}

/// GitHub classic tokens (`ghp_` and kin) and npm tokens: a 4-byte prefix, 30 random base62
/// characters, then their CRC32 in base62 (`0-9A-Za-z`), left-padded with `0` to 6 characters.
pub(crate) fn crc32_base62_ok(token: &str) -> bool {
    let (Some(payload), Some(sum)) = (token.get(4..34), token.get(34..)) else {
        return false;
    };
    if sum.len() != 6 {
        return false;
    }
    let mut n: u64 = 0;
    for b in sum.bytes() {
        let Some(d) = base62_digit(b) else {
            return false;
        };
        n = n * 62 + u64::from(d);
    }
    n == u64::from(crc32(payload.as_bytes()))
}

fn base62_digit(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'A'..=b'Z' => Some(b - b'A' + 10),
        b'a'..=b'z' => Some(b - b'a' + 36),
        _ => None,
    }
}

/// The base62 encoding (`0-9A-Za-z`, 6 digits) of the CRC32 of `payload`: what a GitHub-style
/// token carries as its last 6 characters.
pub fn crc32_base62(payload: &[u8]) -> String {
    const DIGITS: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut n = crc32(payload);
    let mut out = [b'0'; 6];
    for slot in out.iter_mut().rev() {
        *slot = DIGITS.get((n % 62) as usize).copied().unwrap_or(b'0');
        n /= 62;
    }
    out.iter().map(|&b| char::from(b)).collect()
}

#[expect(
    clippy::indexing_slicing,
    reason = "a constant evaluated at compile time: an out-of-range index fails the build"
)]
const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 == 1 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

/// CRC-32 (IEEE 802.3), as zlib and GitHub compute it.
fn crc32(data: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in data {
        let idx = ((c ^ u32::from(b)) & 0xFF) as usize;
        c = CRC_TABLE.get(idx).copied().unwrap_or(0) ^ (c >> 8);
    }
    !c
}

/// A JWT's first segment decodes to a JSON object header naming `alg` or `typ`.
fn jwt_header_ok(token: &str) -> bool {
    let header = token.split('.').next().unwrap_or("");
    let Some(json) = base64url_decode(header) else {
        return false;
    };
    let json = String::from_utf8_lossy(&json);
    json.trim_start().starts_with('{') && (json.contains("\"alg\"") || json.contains("\"typ\""))
}

fn base64url_decode(s: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for b in s.bytes() {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'-' | b'+' => 62,
            b'_' | b'/' => 63,
            b'=' => break,
            _ => return None,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xFF) as u8);
        }
    }
    Some(out)
}

/// Template variables, documentation stand-ins and repeated characters are not secrets.
pub(crate) fn is_placeholder(v: &str) -> bool {
    let l = v.to_ascii_lowercase();
    let first = l.bytes().next().unwrap_or(b' ');
    if matches!(first, b'$' | b'<' | b'{' | b'%') {
        return true;
    }
    const WORDS: &[&str] = &[
        "changeme",
        "example",
        "placeholder",
        "your",
        "xxxx",
        "****",
        "redacted",
        "dummy",
        "sample",
        "password",
        "secret",
        "token",
        "none",
        "null",
        "true",
        "false",
    ];
    if WORDS.iter().any(|w| l.contains(w)) {
        return true;
    }
    let mut it = l.bytes();
    let c0 = it.next();
    it.all(|b| Some(b) == c0)
}

/// Shannon entropy of the bytes of `v`, in bits per byte.
pub(crate) fn entropy(v: &str) -> f64 {
    let mut counts = [0u32; 256];
    for b in v.bytes() {
        if let Some(c) = counts.get_mut(b as usize) {
            *c += 1;
        }
    }
    let n = v.len() as f64;
    counts
        .iter()
        .filter(|&&c| c > 0)
        .map(|&c| {
            let p = f64::from(c) / n;
            -p * p.log2()
        })
        .sum()
}
