//! Results on the way back to the agent: every string masked, and the whole cut to the policy's
//! `max_result_bytes`, with a notice the agent can act on.

use airlock_mask::Masker;
use serde_json::{Value, json};

/// What was done to a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct ResultNote {
    /// How many strings held a secret and were masked.
    pub masked_strings: usize,
    /// The result's size before it was cut, if it was cut.
    pub cut_from_bytes: Option<usize>,
}

/// Masks and cuts a tools/call result (or any JSON value, for results outside MCP). `sent`: the
/// size of the message that carries the result, when that message goes on as it came if
/// nothing is masked.
pub(crate) fn finish(
    masker: &Masker,
    max_bytes: u64,
    result: &mut Value,
    sent: Option<usize>,
) -> ResultNote {
    let mut note = ResultNote {
        masked_strings: mask_strings(masker, result),
        cut_from_bytes: None,
    };
    let max = usize::try_from(max_bytes).unwrap_or(usize::MAX);
    if note.masked_strings == 0 && sent.is_some_and(|n| n <= max) {
        // What goes to the agent is the message itself, within the limit.
        return note;
    }
    let size = size_of(result);
    if size > max {
        note.cut_from_bytes = Some(size);
        cut(result, size, max);
    }
    note
}

/// Masks every string (and object key) in `value`, in place; returns how many changed.
///
/// Most results hold no secret: a text is only rebuilt when the masker finds something in it
/// (a text without findings is its own masked text), so a clean result costs no allocation.
fn mask_strings(masker: &Masker, value: &mut Value) -> usize {
    match value {
        Value::String(s) => {
            if masker.findings(s).is_empty() {
                return 0;
            }
            *s = masker.mask(s).into_string();
            1
        }
        Value::Array(items) => items.iter_mut().map(|v| mask_strings(masker, v)).sum(),
        Value::Object(map) => {
            let keys: Vec<String> = map
                .keys()
                .filter(|key| !masker.findings(key).is_empty())
                .cloned()
                .collect();
            let changed = keys.len();
            for key in keys {
                if let Some(v) = map.remove(&key) {
                    map.insert(masker.mask(&key).into_string(), v);
                }
            }
            changed
                + map
                    .values_mut()
                    .map(|v| mask_strings(masker, v))
                    .sum::<usize>()
        }
        _ => 0,
    }
}

/// The length of `value`'s compact JSON, counted as it is written rather than built.
pub fn size_of(value: &Value) -> usize {
    struct Count(usize);
    impl std::io::Write for Count {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0 = self.0.saturating_add(buf.len());
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut count = Count(0);
    serde_json::to_writer(&mut count, value).map_or(usize::MAX, |()| count.0)
}

/// The notice that ends a result cut from `size` bytes to the limit of `max`: what the agent
/// reads in place of the rest.
pub fn notice(size: usize, max: usize) -> String {
    format!(
        "[airlock: this result was {size} bytes, over the limit of {max} bytes, and was cut here. \
         If you need the rest, ask for a smaller part: a range, a page, a filter.]"
    )
}

fn cut(result: &mut Value, size: usize, max: usize) {
    let notice = notice(size, max);
    // Room for the notice item and the envelope around it.
    let mut budget = max.saturating_sub(notice.len().saturating_add(64));
    let Some(obj) = result.as_object_mut() else {
        let text = serde_json::to_string(result).unwrap_or_default();
        *result = Value::String(format!("{}{notice}", fit(&text, budget)));
        return;
    };
    if obj.get("content").is_some_and(Value::is_array) {
        if obj
            .get("structuredContent")
            .is_some_and(|s| size_of(s) > budget / 2)
        {
            obj.remove("structuredContent");
        }
        let rest: usize = obj
            .iter()
            .filter(|(k, _)| k.as_str() != "content")
            .map(|(k, v)| k.len().saturating_add(size_of(v)).saturating_add(4))
            .sum();
        budget = budget.saturating_sub(rest);
        let mut kept = Vec::new();
        if let Some(Value::Array(items)) = obj.get_mut("content") {
            for mut item in std::mem::take(items) {
                let n = size_of(&item);
                if n <= budget {
                    budget -= n;
                    kept.push(item);
                    continue;
                }
                if let Some(Value::String(text)) = item.get_mut("text") {
                    let overhead = n.saturating_sub(text.len());
                    let room = budget.saturating_sub(overhead);
                    *text = prefix(text, room).to_owned();
                    // Escapes can make the text longer than its bytes; trim until it fits.
                    while size_of(&item) > budget
                        && item
                            .get("text")
                            .and_then(Value::as_str)
                            .is_some_and(|t| !t.is_empty())
                    {
                        if let Some(Value::String(t)) = item.get_mut("text") {
                            let half = t.len() / 2;
                            *t = prefix(t, half).to_owned();
                        }
                    }
                    kept.push(item);
                }
                break;
            }
            kept.push(json!({"type": "text", "text": notice}));
            *items = kept;
        }
    } else {
        let text = serde_json::to_string(result).unwrap_or_default();
        *result = json!({"content": [
            {"type": "text", "text": fit(&text, budget.saturating_sub(64))},
            {"type": "text", "text": notice},
        ]});
    }
}

/// A prefix of `text` whose JSON string form (quotes included) fits in `max` bytes.
pub fn fit(text: &str, max: usize) -> String {
    let mut t = prefix(text, max);
    loop {
        let n = size_of(&Value::String(t.to_owned()));
        if n <= max || t.is_empty() {
            return t.to_owned();
        }
        let shrunk = t.len().saturating_mul(max) / n;
        t = prefix(t, shrunk.min(t.len().saturating_sub(1)));
    }
}

/// The longest prefix of `text` of at most `max` bytes that ends on a char boundary.
fn prefix(text: &str, max: usize) -> &str {
    let mut end = max.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text.get(..end).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_every_string_in_content_and_structured_content() {
        let m = Masker::new();
        let key = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB";
        let mut r = json!({
            "content": [{"type": "text", "text": format!("token {key}")},
                        {"type": "resource", "resource": {"uri": "x", "text": key}}],
            "structuredContent": {"env": {"GITHUB_TOKEN": key}},
        });
        let note = finish(&m, 1 << 20, &mut r, None);
        assert_eq!(note.masked_strings, 3);
        assert!(!r.to_string().contains(key), "{r}");
        assert_eq!(note.cut_from_bytes, None);
    }

    #[test]
    fn masks_keys_and_leaves_a_clean_result_as_it_was() {
        let m = Masker::new();
        let key = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB";
        let mut r = json!({"structuredContent": {key: {"inner": key}, "plain": "text"}});
        let note = finish(&m, 1 << 20, &mut r, None);
        assert_eq!(note.masked_strings, 2);
        assert!(!r.to_string().contains(key), "{r}");
        assert_eq!(r["structuredContent"]["plain"], json!("text"));
        let clean = json!({"content": [{"type": "text", "text": "Echo: hello"}]});
        let mut same = clean.clone();
        assert_eq!(finish(&m, 1 << 20, &mut same, None), ResultNote::default());
        assert_eq!(same, clean);
        assert_eq!(size_of(&clean), clean.to_string().len());
    }

    #[test]
    fn cuts_long_results_with_a_notice_and_stays_under_the_limit() {
        let m = Masker::new();
        let mut r = json!({"content": [
            {"type": "text", "text": "é".repeat(5000)},
            {"type": "text", "text": "second"},
        ], "isError": false});
        let note = finish(&m, 2000, &mut r, None);
        assert_eq!(note.cut_from_bytes.map(|n| n > 2000), Some(true));
        assert!(size_of(&r) <= 2000, "{}", size_of(&r));
        let items = r["content"].as_array().unwrap();
        assert!(
            items.last().unwrap()["text"]
                .as_str()
                .unwrap()
                .contains("was cut")
        );
        assert!(items[0]["text"].as_str().unwrap().starts_with('é'));
        assert_eq!(r["isError"], json!(false));
    }

    #[test]
    fn a_clean_result_in_a_message_within_the_limit_goes_on_uncut() {
        let m = Masker::new();
        let mut r = json!({"content": [{"type": "text", "text": "x".repeat(3000)}]});
        let same = r.clone();
        assert_eq!(finish(&m, 4000, &mut r, Some(3100)), ResultNote::default());
        assert_eq!(r, same);
        let note = finish(&m, 2000, &mut r, Some(3100));
        assert!(
            note.cut_from_bytes.is_some(),
            "a message over the limit is cut"
        );
        assert_ne!(r, same);
    }

    #[test]
    fn cuts_values_outside_mcp_too() {
        let m = Masker::new();
        let mut r = json!({"rows": "x".repeat(10_000)});
        finish(&m, 1000, &mut r, None);
        assert!(size_of(&r) <= 1000);
        assert!(r.to_string().contains("was cut"));
    }
}
