//! What every message from the server goes through before the client sees it: each string (and
//! object key) masked, a string that is itself a JSON document masked value by value (escapes
//! such as `\n` would otherwise hide where a secret starts), a base64 `blob` that decodes to
//! text masked as that text, the contents of
//! a `resources/read` result and the messages of a `prompts/get` result cut to the policy's
//! limit, and the `resultType` that a result in a
//! modern-era (2026-07-28) session must carry when the proxy makes or rebuilds it.

use airlock_mask::Masker;
use base64::Engine as _;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use serde_json::{Value, json};

/// The `_meta` key a modern-era request states its protocol version with; legacy-era requests
/// never carry it (their version was settled by `initialize`).
const MODERN_VERSION_KEY: &str = "io.modelcontextprotocol/protocolVersion";

/// Standard base64, with or without padding (servers differ), written back padded.
const BASE64: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::STANDARD,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// How much of a blob is decoded first to tell text from binary data, in base64 characters.
const SNIFF: usize = 4096;

/// Whether `msg` (a request) speaks the modern era: its `_meta` states a protocol version.
pub(crate) fn is_modern(msg: &Value) -> bool {
    msg.get("params")
        .and_then(|p| p.get("_meta"))
        .and_then(|m| m.get(MODERN_VERSION_KEY))
        .is_some()
}

/// Marks a result the proxy made or rebuilt as complete, as the 2026-07-28 schema requires of
/// every result (`resultType` absent means complete there, but the SDKs that speak it validate
/// the field); a result that says otherwise keeps what it says.
pub(crate) fn complete(result: &mut Value) {
    if let Some(obj) = result.as_object_mut() {
        obj.entry("resultType")
            .or_insert_with(|| Value::from("complete"));
    }
}

/// Masks every string and object key in `value`, in place, and every `blob` that decodes to
/// text; returns how many changed. A text without findings is left as it is (no allocation).
pub(crate) fn mask_value(masker: &Masker, value: &mut Value) -> usize {
    walk(masker, value, true)
}

/// Masks only what is encoded in `value`'s strings: `blob`s that decode to text and strings
/// that are JSON documents (for a result whose strings the gate has masked as they are);
/// returns how many changed.
pub(crate) fn mask_encoded(masker: &Masker, value: &mut Value) -> usize {
    walk(masker, value, false)
}

fn walk(masker: &Masker, value: &mut Value, strings: bool) -> usize {
    match value {
        Value::String(s) if strings => usize::from(mask_string(masker, s)),
        Value::String(s) => usize::from(mask_json_text(masker, s)),
        Value::Array(items) => items.iter_mut().map(|v| walk(masker, v, strings)).sum(),
        Value::Object(map) => {
            let mut changed = 0;
            if strings && map.keys().any(|k| !masker.findings(k).is_empty()) {
                let old = std::mem::take(map);
                for (k, v) in old {
                    let masked = masker.mask(&k).into_string();
                    changed += usize::from(masked != k);
                    map.insert(masked, v);
                }
            }
            for (k, v) in map.iter_mut() {
                changed += match v {
                    Value::String(s) if k == "blob" => usize::from(mask_blob(masker, s)),
                    _ => walk(masker, v, strings),
                };
            }
            changed
        }
        _ => 0,
    }
}

fn mask_string(masker: &Masker, s: &mut String) -> bool {
    let mut changed = false;
    if !masker.findings(s).is_empty() {
        *s = masker.mask(s).into_string();
        changed = true;
    }
    mask_json_text(masker, s) || changed
}

/// Masks a text that is a JSON document with escapes in it (a tool's structured output
/// serialised into its text, a JSON log line): its strings are masked as the values they
/// decode to, where an escape such as `\n` before a secret no longer hides where it starts.
/// A text that changes is written back as JSON (pretty if it was on several lines), with its
/// keys in order; one without escapes reads the same to the masker as decoded, and is left.
fn mask_json_text(masker: &Masker, s: &mut String) -> bool {
    let start = s.trim_start();
    if !(start.starts_with('{') || start.starts_with('[')) || !s.contains('\\') {
        return false;
    }
    let Ok(mut doc) = serde_json::from_str::<Value>(s) else {
        return false;
    };
    if walk(masker, &mut doc, true) == 0 {
        return false;
    }
    let text = if s.contains('\n') {
        serde_json::to_string_pretty(&doc)
    } else {
        serde_json::to_string(&doc)
    };
    match text {
        Ok(t) => {
            *s = t;
            true
        }
        Err(_) => false,
    }
}

/// Masks a base64 blob whose bytes are UTF-8 text, re-encoding the masked text; binary data
/// (which is not UTF-8 in its first few KiB) and text without findings stay as they are.
fn mask_blob(masker: &Masker, blob: &mut String) -> bool {
    // Most blobs are binary: a few KiB tell, before the whole blob is decoded.
    let head = blob.get(..SNIFF.min(blob.len() / 4 * 4)).unwrap_or("");
    if blob.len() > SNIFF {
        match BASE64.decode(head) {
            Ok(bytes) if utf8_prefix(&bytes) => {}
            _ => return false,
        }
    }
    let Ok(bytes) = BASE64.decode(blob.as_bytes()) else {
        return false;
    };
    let Ok(text) = String::from_utf8(bytes) else {
        return false;
    };
    if masker.findings(&text).is_empty() {
        return false;
    }
    *blob = BASE64.encode(masker.mask(&text).as_str());
    true
}

/// Whether `bytes` is UTF-8 but for a character cut at its end.
fn utf8_prefix(bytes: &[u8]) -> bool {
    match std::str::from_utf8(bytes) {
        Ok(_) => true,
        Err(e) => e.error_len().is_none(),
    }
}

/// The length of `value`'s compact JSON (the gate's count, which its cuts use too).
pub(crate) use airlock_gate::json_size as size_of;

/// What a result cut for size holds: a `resources/read` result's `contents` or a `prompts/get`
/// result's `messages`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cut {
    Resource,
    Prompt,
}

impl Cut {
    /// The method whose result this is, for the log.
    pub(crate) fn method(self) -> &'static str {
        match self {
            Cut::Resource => "resources/read",
            Cut::Prompt => "prompts/get",
        }
    }

    /// Cuts a result of `size` bytes to `max` (see [`cut_contents`] and [`cut_messages`]).
    pub(crate) fn cut(self, result: &mut Value, size: usize, max: usize) {
        match self {
            Cut::Resource => cut_contents(result, size, max),
            Cut::Prompt => cut_messages(result, size, max),
        }
    }
}

/// Cuts a `resources/read` result of `size` bytes to `max`: the contents that fit are kept
/// whole, the first that does not is cut (a text) or left out (a blob, which a cut would turn
/// into garbage), and a text item with the gate's notice, under that item's URI, ends the list.
/// The result stays a valid `ReadResourceResult`; its other fields are kept.
pub(crate) fn cut_contents(result: &mut Value, size: usize, max: usize) {
    let notice = airlock_gate::cut_notice(size, max);
    let left_out = cut_list(result, "contents", max, notice.len(), |item| {
        item.get_mut("text")
    });
    let Some(Value::Array(items)) = result.get_mut("contents") else {
        return;
    };
    // The notice goes under the URI of the item left out, or else of the last item kept.
    let uri = left_out
        .as_ref()
        .or(items.last())
        .and_then(|item| item.get("uri"))
        .filter(|u| size_of(u) <= 1024)
        .cloned()
        .unwrap_or_else(|| Value::from(""));
    items.push(json!({"uri": uri, "mimeType": "text/plain", "text": notice}));
}

/// Cuts a `prompts/get` result of `size` bytes to `max`: the messages that fit are kept whole,
/// the first that does not is cut (a text) or left out (an image, audio or embedded resource),
/// and a user message with the gate's notice ends the list. The result stays a valid
/// `GetPromptResult`; its other fields (the description) are kept.
pub(crate) fn cut_messages(result: &mut Value, size: usize, max: usize) {
    let notice = airlock_gate::cut_notice(size, max);
    cut_list(result, "messages", max, notice.len(), |message| {
        let content = message.get_mut("content")?;
        if content.get("type").and_then(Value::as_str) != Some("text") {
            return None;
        }
        content.get_mut("text")
    });
    if let Some(Value::Array(items)) = result.get_mut("messages") {
        items.push(json!({"role": "user", "content": {"type": "text", "text": notice}}));
    }
}

/// Keeps the items of `result[list]` that fit in `max` bytes whole, and the first that does
/// not with its text (found by `text`) cut to the room left, when it has one; leaves room for a
/// notice of `notice` bytes (and a URI of up to 1 KiB) that the caller appends. Returns the
/// item left out for having no text to cut (a blob, an image), if one was.
fn cut_list(
    result: &mut Value,
    list: &str,
    max: usize,
    notice: usize,
    text: fn(&mut Value) -> Option<&mut Value>,
) -> Option<Value> {
    let obj = result.as_object_mut()?;
    let rest: usize = obj
        .iter()
        .filter(|(k, _)| k.as_str() != list)
        .map(|(k, v)| k.len().saturating_add(size_of(v)).saturating_add(4))
        .sum();
    let Some(Value::Array(items)) = obj.get_mut(list) else {
        return None;
    };
    // Room for the envelope, the notice item (with a URI of up to 1 KiB) and the other fields.
    let mut budget = max.saturating_sub(rest.saturating_add(notice).saturating_add(1200));
    let mut kept = Vec::new();
    let mut left_out = None;
    for mut item in std::mem::take(items) {
        let n = size_of(&item).saturating_add(1);
        if n <= budget {
            budget -= n;
            kept.push(item);
            continue;
        }
        match text(&mut item) {
            Some(Value::String(t)) => {
                let whole = std::mem::take(t);
                let room = budget.saturating_sub(size_of(&item));
                if let Some(Value::String(t)) = text(&mut item) {
                    *t = fit(&whole, room);
                }
                kept.push(item);
            }
            _ => left_out = Some(item),
        }
        break;
    }
    *items = kept;
    left_out
}

/// A prefix of `text` whose JSON string form (escapes and all) is at most `max` bytes beyond
/// the empty string's: the gate's cut, less the two quotes.
fn fit(text: &str, max: usize) -> String {
    airlock_gate::fit_json_string(text, max.saturating_add(2))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB";

    #[test]
    fn masks_strings_keys_and_blobs_that_are_text_but_not_binary_ones() {
        let m = Masker::new();
        let text_blob = BASE64.encode(format!("GITHUB_TOKEN={TOKEN}\n"));
        let mut binary = vec![0x89, b'P', b'N', b'G', 0, 0xff];
        binary.extend_from_slice(TOKEN.as_bytes());
        let binary_blob = BASE64.encode(&binary);
        let mut v = json!({
            "contents": [
                {"uri": "file:///a", "text": format!("key {TOKEN}")},
                {"uri": "file:///b", "blob": text_blob},
                {"uri": "file:///c", "blob": binary_blob.clone()},
            ],
            TOKEN: "as a key",
        });
        assert_eq!(mask_value(&m, &mut v), 3);
        let out = v.to_string();
        assert!(!out.contains(TOKEN), "{out}");
        let decoded = BASE64
            .decode(v["contents"][1]["blob"].as_str().unwrap())
            .unwrap();
        let decoded = String::from_utf8(decoded).unwrap();
        assert!(decoded.starts_with("GITHUB_TOKEN=") && !decoded.contains(TOKEN));
        assert_eq!(v["contents"][2]["blob"], json!(binary_blob));

        let clean = json!({"contents": [{"uri": "x", "blob": BASE64.encode("hello")}]});
        let mut same = clean.clone();
        assert_eq!(mask_value(&m, &mut same), 0);
        assert_eq!(same, clean);
    }

    #[test]
    fn a_json_text_is_masked_value_by_value() {
        let m = Masker::new();
        let inner = json!({"config": "settings:\nAKIAZ3MVQ7RT2KX4WB6P\nend", "n": 1});
        let mut v = json!({"text": inner.to_string()});
        assert_eq!(mask_value(&m, &mut v), 1);
        let back: Value = serde_json::from_str(v["text"].as_str().unwrap()).unwrap();
        let config = back["config"].as_str().unwrap();
        assert!(
            config.starts_with("settings:\n") && config.ends_with("\nend"),
            "{config}"
        );
        assert!(!config.contains("Z3MVQ7RT2KX4WB6P"), "{config}");
        assert_eq!(back["n"], json!(1));
        // The same through the pass that leaves plain strings to the gate.
        let mut v = json!({"text": inner.to_string()});
        assert_eq!(mask_encoded(&m, &mut v), 1);
        // Clean JSON texts and texts that only look like JSON stay as they are.
        for t in [
            r#"{"a": "line\nline"}"#,
            r#"{"a": "\n AKIAZ3MVQ7RT2KX4WB6P"#,
        ] {
            let mut v = Value::from(t);
            mask_value(&m, &mut v);
            assert!(v.as_str().unwrap().starts_with(r#"{"a": ""#), "{v}");
        }
    }

    #[test]
    fn a_long_text_blob_is_decoded_whole_and_a_long_binary_one_is_not() {
        let m = Masker::new();
        let text = format!("{}\npassword: {TOKEN}\n", "line of text\n".repeat(2000));
        let mut blob = BASE64.encode(&text);
        assert!(mask_blob(&m, &mut blob));
        let mut binary = vec![0xffu8; 10_000];
        binary.extend_from_slice(TOKEN.as_bytes());
        let mut blob = BASE64.encode(&binary);
        assert!(!mask_blob(&m, &mut blob));
    }

    #[test]
    fn a_cut_resource_stays_a_read_result_under_the_limit() {
        let mut r = json!({
            "contents": [
                {"uri": "file:///small", "mimeType": "text/plain", "text": "small"},
                {"uri": "file:///big", "mimeType": "text/plain", "text": "é\"".repeat(100_000)},
                {"uri": "file:///after", "text": "never reached"},
            ],
            "resultType": "complete",
        });
        let size = size_of(&r);
        cut_contents(&mut r, size, 8192);
        assert!(size_of(&r) <= 8192, "{}", size_of(&r));
        let items = r["contents"].as_array().unwrap();
        assert_eq!(items.len(), 3, "{r}");
        assert_eq!(items[0]["text"], json!("small"));
        assert!(items[1]["text"].as_str().unwrap().starts_with("é\""));
        assert_eq!(items[2]["uri"], json!("file:///big"));
        assert!(items[2]["text"].as_str().unwrap().contains("was cut"));
        assert_eq!(r["resultType"], json!("complete"));

        let mut blobs = json!({"contents": [
            {"uri": "file:///bin", "mimeType": "image/png", "blob": "A".repeat(50_000)}]});
        let size = size_of(&blobs);
        cut_contents(&mut blobs, size, 4096);
        let items = blobs["contents"].as_array().unwrap();
        assert_eq!(items.len(), 1, "a blob is left out, not cut: {blobs}");
        assert_eq!(items[0]["uri"], json!("file:///bin"));

        // The notice names the blob left out, not the text kept before it.
        let mut mixed = json!({"contents": [
            {"uri": "file:///a.txt", "text": "kept"},
            {"uri": "file:///b.png", "mimeType": "image/png", "blob": "A".repeat(50_000)}]});
        let size = size_of(&mixed);
        cut_contents(&mut mixed, size, 4096);
        let items = mixed["contents"].as_array().unwrap();
        assert_eq!(items.len(), 2, "{mixed}");
        assert_eq!(items[0]["text"], json!("kept"));
        assert_eq!(items[1]["uri"], json!("file:///b.png"));
        assert!(items[1]["text"].as_str().unwrap().contains("was cut"));
    }

    #[test]
    fn a_cut_prompt_stays_a_prompt_result_under_the_limit() {
        let text = |t: &str| json!({"type": "text", "text": t});
        let mut r = json!({
            "description": "a long prompt",
            "messages": [
                {"role": "user", "content": text("first")},
                {"role": "assistant", "content": text(&"<\\u>".repeat(100_000))},
                {"role": "user", "content": text("never reached")},
            ],
        });
        let size = size_of(&r);
        Cut::Prompt.cut(&mut r, size, 8192);
        assert!(size_of(&r) <= 8192, "{}", size_of(&r));
        let messages = r["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 3, "{r}");
        assert_eq!(messages[0]["content"]["text"], json!("first"));
        assert_eq!(messages[1]["role"], json!("assistant"));
        assert!(
            messages[1]["content"]["text"]
                .as_str()
                .unwrap()
                .starts_with("<\\u>")
        );
        assert_eq!(messages[2]["role"], json!("user"));
        assert!(
            messages[2]["content"]["text"]
                .as_str()
                .unwrap()
                .contains("was cut")
        );
        assert_eq!(r["description"], json!("a long prompt"));

        // An image (or audio, or an embedded resource) is left out, never cut into garbage.
        let image = json!({"type": "image", "mimeType": "image/png", "data": "A".repeat(50_000)});
        let mut r = json!({"messages": [{"role": "user", "content": image}]});
        let size = size_of(&r);
        Cut::Prompt.cut(&mut r, size, 4096);
        let messages = r["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 1, "{r}");
        assert!(
            messages[0]["content"]["text"]
                .as_str()
                .unwrap()
                .contains("was cut")
        );
    }

    #[test]
    fn modern_requests_are_told_by_their_meta_and_results_marked_complete() {
        let modern = json!({"method": "tools/call", "params": {"_meta": {MODERN_VERSION_KEY: "2026-07-28"}}});
        let legacy = json!({"method": "tools/call", "params": {"_meta": {"progressToken": 1}}});
        assert!(is_modern(&modern));
        assert!(!is_modern(&legacy));
        let mut r = json!({"content": []});
        complete(&mut r);
        assert_eq!(r["resultType"], json!("complete"));
        let mut asked = json!({"resultType": "input_required"});
        complete(&mut asked);
        assert_eq!(asked["resultType"], json!("input_required"));
    }
}
