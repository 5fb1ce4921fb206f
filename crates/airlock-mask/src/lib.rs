//! Secret detection and masking; owns the [`Masked`] text type. Pure.
//!
//! [`Masker`] finds secrets in text and replaces each with a marker that keeps its kind and
//! length visible (`ghp_…[masked github-pat 40]`). [`Masked`] is text that has been through a
//! masker: only this crate constructs it, so the store, the page and the logs, which accept only
//! `Masked`, cannot be handed unmasked text by mistake.

#![deny(missing_docs)]

mod rules;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use regex::bytes::{Regex, RegexBuilder};
use rules::{Check, RULES};
use sha2::{Digest, Sha256};

/// Text that has been through a [`Masker`]. Only this crate constructs it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Masked(String);

impl Masked {
    /// The masked text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The masked text, owned.
    pub fn into_string(self) -> String {
        self.0
    }
}

impl std::fmt::Display for Masked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A JSON value whose every string (and object key) has been through a [`Masker`].
#[derive(Debug, Clone, PartialEq)]
pub struct MaskedJson(serde_json::Value);

impl MaskedJson {
    /// The masked value.
    pub fn as_value(&self) -> &serde_json::Value {
        &self.0
    }

    /// The masked value, owned.
    pub fn into_value(self) -> serde_json::Value {
        self.0
    }
}

impl std::fmt::Display for MaskedJson {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One secret found in text. Holds no part of the secret beyond a fingerprint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule that matched (`github-pat`, `known-secret`, ...).
    pub rule: &'static str,
    /// Byte offset where the secret starts.
    pub start: usize,
    /// Byte offset just past the secret.
    pub end: usize,
    /// First 8 bytes of the SHA-256 of the secret, in hex.
    pub fingerprint: String,
    keep: usize,
}

struct Rule {
    name: &'static str,
    regex: Regex,
    keep: usize,
    check: Check,
}

/// Finds and masks secrets.
#[derive(Clone)]
pub struct Masker {
    rules: std::sync::Arc<Vec<Rule>>,
    /// For each trigger pattern id, the rules it enables.
    trigger_rules: std::sync::Arc<Vec<Vec<usize>>>,
    always: std::sync::Arc<Vec<usize>>,
    prefilter: Option<std::sync::Arc<AhoCorasick>>,
    known: Option<std::sync::Arc<AhoCorasick>>,
}

impl std::fmt::Debug for Masker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Masker")
            .field("rules", &self.rules.len())
            .finish_non_exhaustive()
    }
}

impl Default for Masker {
    fn default() -> Self {
        Self::new()
    }
}

const MARK_OPEN: &str = "…[masked ";
/// Known secrets shorter than this are ignored: they would mask ordinary words.
pub const MIN_KNOWN_SECRET_LEN: usize = 8;

impl Masker {
    /// A masker with every built-in rule.
    pub fn new() -> Self {
        let mut rules = Vec::new();
        let mut triggers: Vec<String> = Vec::new();
        let mut trigger_rules: Vec<Vec<usize>> = Vec::new();
        let mut always = Vec::new();
        for def in RULES {
            let Ok(regex) = RegexBuilder::new(def.regex).unicode(false).build() else {
                continue;
            };
            let idx = rules.len();
            rules.push(Rule {
                name: def.name,
                regex,
                keep: def.keep,
                check: def.check,
            });
            if def.triggers.is_empty() {
                always.push(idx);
            }
            for t in def.triggers {
                let t = t.to_ascii_lowercase();
                if let Some(pos) = triggers.iter().position(|x| *x == t) {
                    if let Some(v) = trigger_rules.get_mut(pos) {
                        v.push(idx);
                    }
                } else {
                    triggers.push(t);
                    trigger_rules.push(vec![idx]);
                }
            }
        }
        let prefilter = AhoCorasickBuilder::new()
            .match_kind(MatchKind::LeftmostFirst)
            .ascii_case_insensitive(true)
            .build(&triggers)
            .ok()
            .map(std::sync::Arc::new);
        Masker {
            rules: std::sync::Arc::new(rules),
            trigger_rules: std::sync::Arc::new(trigger_rules),
            always: std::sync::Arc::new(always),
            prefilter,
            known: None,
        }
    }

    /// Adds secrets airlock knows (dropped environment values, configured keys). Each is masked
    /// as itself and in its base64, URL-encoded and JSON-escaped forms. Values shorter than
    /// [`MIN_KNOWN_SECRET_LEN`] bytes are ignored.
    pub fn with_known_secrets<I, S>(mut self, values: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut pats: Vec<String> = Vec::new();
        for v in values {
            let v = v.as_ref();
            if v.len() < MIN_KNOWN_SECRET_LEN {
                continue;
            }
            let b64 = base64(v.as_bytes());
            let forms = [
                v.to_owned(),
                b64.trim_end_matches('=').to_owned(),
                b64,
                url_encode(v),
                json_escape(v),
            ];
            for f in forms {
                if f.len() >= MIN_KNOWN_SECRET_LEN && !pats.contains(&f) {
                    pats.push(f);
                }
            }
        }
        if !pats.is_empty() {
            self.known = AhoCorasickBuilder::new()
                .match_kind(MatchKind::LeftmostLongest)
                .build(&pats)
                .ok()
                .map(std::sync::Arc::new);
        }
        self
    }

    /// Every secret in `text`, non-overlapping, in order.
    pub fn findings(&self, text: &str) -> Vec<Finding> {
        let bytes = text.as_bytes();
        let mut enabled = vec![false; self.rules.len()];
        for &i in self.always.iter() {
            if let Some(e) = enabled.get_mut(i) {
                *e = true;
            }
        }
        if let Some(ac) = &self.prefilter {
            for m in ac.find_iter(bytes) {
                if let Some(rs) = self.trigger_rules.get(m.pattern().as_usize()) {
                    for &i in rs {
                        if let Some(e) = enabled.get_mut(i) {
                            *e = true;
                        }
                    }
                }
            }
        }
        let mut cands: Vec<(usize, usize, usize, &'static str, usize)> = Vec::new();
        if let Some(ac) = &self.known {
            for m in ac.find_iter(bytes) {
                cands.push((m.start(), m.end(), 0, "known-secret", 0));
            }
        }
        for (i, rule) in self.rules.iter().enumerate() {
            if !enabled.get(i).copied().unwrap_or(false) {
                continue;
            }
            for caps in rule.regex.captures_iter(bytes) {
                let Some(m) = caps.get(1).or_else(|| caps.get(0)) else {
                    continue;
                };
                let (s, e) = (m.start(), m.end());
                if !text.is_char_boundary(s) || !text.is_char_boundary(e) {
                    continue;
                }
                let rest = text.get(e..).unwrap_or("");
                if rest.starts_with('…') {
                    continue;
                }
                let val = text.get(s..e).unwrap_or("");
                let ok = match rule.check {
                    Check::None => true,
                    Check::Placeholder => !is_placeholder(val),
                    Check::Generic => {
                        !is_placeholder(val)
                            && val.bytes().any(|b| b.is_ascii_digit())
                            && entropy(val) >= 3.0
                    }
                };
                if ok {
                    cands.push((s, e, i + 1, rule.name, rule.keep.min(e - s)));
                }
            }
        }
        cands.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        let mut out: Vec<Finding> = Vec::new();
        let mut last_end = 0;
        for (s, e, _, rule, keep) in cands {
            if s < last_end {
                continue;
            }
            last_end = e;
            let secret = text.get(s..e).unwrap_or("");
            out.push(Finding {
                rule,
                start: s,
                end: e,
                fingerprint: fingerprint(secret),
                keep,
            });
        }
        out
    }

    /// Masks every secret in `text`.
    pub fn mask(&self, text: &str) -> Masked {
        Masked(self.settle(apply(text, &self.findings(text))))
    }

    /// Masks again until nothing more is found, so masking masked text changes nothing
    /// (a candidate dropped for overlapping another can surface once the other is masked).
    fn settle(&self, mut text: String) -> String {
        for _ in 0..8 {
            let f = self.findings(&text);
            if f.is_empty() {
                break;
            }
            text = apply(&text, &f);
        }
        text
    }

    /// Masks every string and object key in a JSON value.
    pub fn mask_json(&self, value: &serde_json::Value) -> MaskedJson {
        MaskedJson(self.mask_value(value))
    }

    fn mask_value(&self, value: &serde_json::Value) -> serde_json::Value {
        use serde_json::Value;
        match value {
            Value::String(s) => Value::String(self.mask(s).into_string()),
            Value::Array(a) => Value::Array(a.iter().map(|v| self.mask_value(v)).collect()),
            Value::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, v)| (self.mask(k).into_string(), self.mask_value(v)))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    /// A streaming masker over this masker's rules.
    pub fn stream(&self) -> StreamMasker {
        StreamMasker {
            masker: self.clone(),
            buf: String::new(),
        }
    }
}

fn apply(text: &str, findings: &[Finding]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for f in findings {
        out.push_str(text.get(pos..f.start).unwrap_or(""));
        let keep_end = f.start + f.keep;
        let keep_end = if text.is_char_boundary(keep_end) {
            keep_end
        } else {
            f.start
        };
        out.push_str(text.get(f.start..keep_end).unwrap_or(""));
        out.push_str(MARK_OPEN);
        out.push_str(f.rule);
        out.push(' ');
        out.push_str(&(f.end - f.start).to_string());
        out.push(']');
        pos = f.end;
    }
    out.push_str(text.get(pos..).unwrap_or(""));
    out
}

/// Bytes held back by [`StreamMasker`] so a secret split across chunks is still found.
pub const HOLD_BACK: usize = 16 * 1024;

/// Masks a stream pushed in chunks, holding back at most [`HOLD_BACK`] bytes (more only while
/// a secret straddles the cut).
#[derive(Debug, Clone)]
pub struct StreamMasker {
    masker: Masker,
    buf: String,
}

impl StreamMasker {
    /// Adds a chunk; returns the masked text that is now safe to emit.
    pub fn push(&mut self, chunk: &str) -> Masked {
        self.buf.push_str(chunk);
        if self.buf.len() <= HOLD_BACK {
            return Masked(String::new());
        }
        let findings = self.masker.findings(&self.buf);
        let mut cut = self.buf.len() - HOLD_BACK;
        while !self.buf.is_char_boundary(cut) {
            cut -= 1;
        }
        for f in &findings {
            if f.start < cut && f.end > cut {
                cut = f.start;
            }
        }
        let before: Vec<Finding> = findings.into_iter().filter(|f| f.end <= cut).collect();
        let head = self.buf.get(..cut).unwrap_or("");
        let out = self.masker.settle(apply(head, &before));
        self.buf = self.buf.get(cut..).unwrap_or("").to_owned();
        Masked(out)
    }

    /// Ends the stream; returns the rest, masked.
    pub fn finish(self) -> Masked {
        self.masker.mask(&self.buf)
    }
}

fn is_placeholder(v: &str) -> bool {
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

fn entropy(v: &str) -> f64 {
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

fn fingerprint(secret: &str) -> String {
    let d = Sha256::digest(secret.as_bytes());
    d.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

fn base64(data: &[u8]) -> String {
    const T: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for ch in data.chunks(3) {
        let b0 = u32::from(ch.first().copied().unwrap_or(0));
        let b1 = u32::from(ch.get(1).copied().unwrap_or(0));
        let b2 = u32::from(ch.get(2).copied().unwrap_or(0));
        let n = (b0 << 16) | (b1 << 8) | b2;
        for i in 0..4 {
            if i <= ch.len() {
                let idx = ((n >> (18 - 6 * i)) & 63) as usize;
                out.push(char::from(T.get(idx).copied().unwrap_or(b'A')));
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn url_encode(v: &str) -> String {
    let mut out = String::new();
    for b in v.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn json_escape(v: &str) -> String {
    let s = serde_json::Value::String(v.to_owned()).to_string();
    s.get(1..s.len().saturating_sub(1)).unwrap_or("").to_owned()
}

#[cfg(test)]
mod tests;
