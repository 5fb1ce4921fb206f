//! Canonical JSON (sorted keys, no insignificant whitespace) and hex SHA-256.

use std::fmt::Write;

use sha2::{Digest, Sha256};

/// Renders `value` as canonical JSON: object keys sorted, no insignificant whitespace.
pub fn canonical_json(value: &serde_json::Value) -> String {
    let mut out = String::new();
    write_value(value, &mut out);
    out
}

/// Hex (lowercase) SHA-256 of `data`.
pub fn sha256_hex(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

/// Lowercase hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    let digit = |n: u8| char::from_digit(u32::from(n), 16).unwrap_or('0');
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(digit(b >> 4));
        out.push(digit(b & 0xf));
    }
    out
}

fn write_value(value: &serde_json::Value, out: &mut String) {
    use serde_json::Value;
    match value {
        Value::Object(map) => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            entries.sort_by(|a, b| a.0.cmp(b.0));
            out.push('{');
            for (i, (key, v)) in entries.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_str(key, out);
                out.push(':');
                write_value(v, out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(item, out);
            }
            out.push(']');
        }
        Value::String(s) => write_str(s, out),
        Value::Number(n) => {
            let _ = write!(out, "{n}");
        }
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Null => out.push_str("null"),
    }
}

/// Writes `s` as a JSON string exactly as serde_json does: `"` and `\` escaped, the control
/// characters below U+0020 as `\b \t \n \f \r` or `\u00XX` (lowercase hex), nothing else.
pub(crate) fn write_str(s: &str, out: &mut String) {
    out.reserve(s.len() + 2);
    out.push('"');
    let mut plain = 0;
    for (i, b) in s.bytes().enumerate() {
        let short = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            0x08 => "\\b",
            b'\t' => "\\t",
            b'\n' => "\\n",
            0x0c => "\\f",
            b'\r' => "\\r",
            0x00..=0x1f => "",
            _ => continue,
        };
        // Every byte escaped is ASCII, so `plain..i` lies on character boundaries.
        out.push_str(s.get(plain..i).unwrap_or_default());
        plain = i + 1;
        if short.is_empty() {
            let _ = write!(out, "\\u{b:04x}");
        } else {
            out.push_str(short);
        }
    }
    out.push_str(s.get(plain..).unwrap_or_default());
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_sorted_and_compact() {
        let v = serde_json::json!({"b": [1, {"z": 1, "a": "x y"}], "a": null});
        assert_eq!(
            canonical_json(&v),
            r#"{"a":null,"b":[1,{"a":"x y","z":1}]}"#
        );
    }

    #[test]
    fn sha256_known_vector() {
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    /// Every stored hash covers this text, so it must stay serde_json's own rendering.
    #[test]
    fn strings_and_scalars_render_as_serde_json_renders_them() {
        let mut texts: Vec<String> = (0u32..0x300)
            .chain([0x2028, 0x2029, 0x202e, 0xfeff, 0x1f600])
            .filter_map(char::from_u32)
            .map(|c| format!("a{c}b{c}"))
            .collect();
        texts.extend(["", "\"", "\\", "\u{7f}", "x\"y\\z\n\r\t\u{1}é😀"].map(String::from));
        for text in texts {
            let v = serde_json::Value::String(text);
            assert_eq!(canonical_json(&v), v.to_string());
        }
        let scalars = serde_json::json!([
            0,
            -1,
            i64::MIN,
            u64::MAX,
            1.5,
            -0.0,
            1e300,
            true,
            false,
            null
        ]);
        assert_eq!(canonical_json(&scalars), scalars.to_string());
        let nested = serde_json::json!({"\n": {"a\u{0}": "\u{1f}", "é": [{"\"": 1}]}});
        assert_eq!(canonical_json(&nested), nested.to_string());
    }

    #[test]
    fn hex_is_lowercase_two_digits_a_byte() {
        assert_eq!(hex(&[0x00, 0x0f, 0xa0, 0xff]), "000fa0ff");
    }
}
