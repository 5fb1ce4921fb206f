//! Helpers the held-out sets n to t share, word for word as each set's generator had them: a
//! base64 encoder, GitHub's and npm's token checksum, a zip's members (read with `unzip`) and a
//! clean file's first [`FILE_CAP`] bytes, and the JDK sets' (r, s, t) clean-source reader. A set's texts (and so its frozen record) do not change
//! with where these live.

use std::path::{Path, PathBuf};

const URLSAFE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STD64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/// The most any one file gives a source: its first 256 KiB, cut at a line's end.
pub const FILE_CAP: usize = 256 << 10;

/// RFC 4648 base64: the standard alphabet padded, or the URL alphabet unpadded.
pub fn b64(data: &[u8], url: bool) -> String {
    let table = if url { URLSAFE } else { STD64 };
    let mut s = String::with_capacity(data.len().div_ceil(3) * 4);
    for group in data.chunks(3) {
        let mut n = 0u32;
        for (j, b) in group.iter().enumerate() {
            n |= u32::from(*b) << (16 - 8 * j);
        }
        for j in 0..=group.len() {
            s.push(char::from(table[((n >> (18 - 6 * j)) & 0x3f) as usize]));
        }
        if !url {
            for _ in group.len()..3 {
                s.push('=');
            }
        }
    }
    s
}

/// GitHub's and npm's token checksum: CRC-32 (IEEE) of the body, in 6 base62 digits.
pub fn checksum62(body: &str) -> String {
    let mut c: u32 = 0xFFFF_FFFF;
    for b in body.bytes() {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 == 1 {
                (c >> 1) ^ 0xEDB8_8320
            } else {
                c >> 1
            };
        }
    }
    let mut n = !c;
    let digits = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut out = [b'0'; 6];
    for d in out.iter_mut().rev() {
        *d = digits[(n % 62) as usize];
        n /= 62;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The members of `zip` that `take` takes (`unzip -Z1`), sorted by name.
pub fn zip_members(zip: &Path, take: fn(&str) -> bool) -> Vec<String> {
    let Ok(list) = std::process::Command::new("unzip")
        .arg("-Z1")
        .arg(zip)
        .output()
    else {
        return Vec::new();
    };
    let mut names: Vec<String> = String::from_utf8_lossy(&list.stdout)
        .lines()
        .filter(|n| take(n))
        .map(str::to_owned)
        .collect();
    names.sort();
    names
}

/// One member of `zip` (`unzip -p`), empty when it cannot be read.
pub fn unzip_member(zip: &Path, name: &str) -> Vec<u8> {
    match std::process::Command::new("unzip")
        .arg("-p")
        .arg(zip)
        .arg(name)
        .output()
    {
        Ok(o) if o.status.success() && o.stdout.len() <= 16 << 20 => o.stdout,
        _ => Vec::new(),
    }
}

/// The first `FILE_CAP` bytes of `s`, cut after the last whole line within them.
pub fn capped(s: &str) -> &str {
    if s.len() <= FILE_CAP {
        return s;
    }
    let mut end = FILE_CAP;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    let head = &s[..end];
    match head.rfind('\n') {
        Some(nl) => &head[..=nl],
        None => head,
    }
}

/// A clean source: its name, the `src.zip` members it takes (sorted by name) and its cap in
/// bytes.
pub struct JdkSource {
    pub name: &'static str,
    pub take: fn(&str) -> bool,
    pub cap: usize,
}

/// The newest JDK under `/usr/lib/jvm` that ships a `src.zip` (sets r, s and t read parts of it).
pub fn jdk_src_zip() -> PathBuf {
    let mut zips: Vec<PathBuf> = std::fs::read_dir("/usr/lib/jvm")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("lib/src.zip"))
        .filter(|p| p.is_file())
        .collect();
    zips.sort();
    zips.pop().unwrap_or_default()
}

/// The clean sources of a JDK set (r, s, t): each source's name, its text (members in name
/// order, files with a NUL byte or not UTF-8 skipped, each file cut to [`FILE_CAP`], until the
/// source's cap) and the files taken.
pub fn jdk_clean(sources: Vec<JdkSource>) -> Vec<(&'static str, String, usize)> {
    let zip = jdk_src_zip();
    sources
        .into_iter()
        .map(|src| {
            let names = zip_members(&zip, src.take);
            let mut text = String::new();
            let mut taken = 0;
            for name in names {
                if text.len() >= src.cap {
                    break;
                }
                let bytes = unzip_member(&zip, &name);
                if bytes.is_empty() || bytes.contains(&0) {
                    continue;
                }
                let Ok(s) = String::from_utf8(bytes) else {
                    continue;
                };
                text.push_str(capped(&s));
                if !text.ends_with('\n') {
                    text.push('\n');
                }
                taken += 1;
            }
            (src.name, text, taken)
        })
        .collect()
}
