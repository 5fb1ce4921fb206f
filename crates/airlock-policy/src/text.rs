//! [`Text`], the texts of a decision: labels, reasons, rules, grant keys and trail details.
//!
//! A decision is made on every tool call, and most of its texts are either fixed (`gate.unknown`,
//! `built-in: pinned defaults`) or come from the policy (a rule's reason, `tool rule
//! file:line`). A `Text` holds the first as a `&'static str` and the second as an `Arc<str>` made
//! once when the policy is loaded, so that a decision shares them instead of copying each one;
//! only the texts that depend on the call (a label, a grant key) are made per call, in one
//! allocation each ([`Builder`]).

use std::borrow::Borrow;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::sync::Arc;

use serde::{Serialize, Serializer};

/// An immutable text whose clones are cheap: a fixed text, or one shared by reference count. It
/// reads as a `str` (it derefs to one), compares, hashes and serializes as its text.
#[derive(Clone)]
pub struct Text(Repr);

#[derive(Clone)]
enum Repr {
    Static(&'static str),
    Shared(Arc<str>),
}

impl Text {
    /// The text as a `str`.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Static(s) => s,
            Repr::Shared(s) => s,
        }
    }

    /// A text made from a copy of `s`.
    pub fn copied(s: &str) -> Text {
        Text(Repr::Shared(Arc::from(s)))
    }
}

impl Default for Text {
    fn default() -> Self {
        Text(Repr::Static(""))
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for Text {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl From<&'static str> for Text {
    fn from(s: &'static str) -> Self {
        Text(Repr::Static(s))
    }
}

impl From<String> for Text {
    fn from(s: String) -> Self {
        Text(Repr::Shared(Arc::from(s)))
    }
}

impl From<&String> for Text {
    fn from(s: &String) -> Self {
        Text::copied(s)
    }
}

impl From<Arc<str>> for Text {
    fn from(s: Arc<str>) -> Self {
        Text(Repr::Shared(s))
    }
}

impl From<Text> for String {
    fn from(t: Text) -> Self {
        t.as_str().to_owned()
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text {}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialEq<Text> for str {
    fn eq(&self, other: &Text) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Text> for &str {
    fn eq(&self, other: &Text) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<Text> for String {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialOrd for Text {
    fn partial_cmp(&self, other: &Text) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Text {
    fn cmp(&self, other: &Text) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl Hash for Text {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// Builds a text from pieces: on the stack while it fits, then copied once into its shared
/// allocation (building a `String` first would allocate and free one more time).
pub(crate) struct Builder {
    stack: [u8; STACK],
    len: usize,
    /// The text so far once it outgrows the stack.
    heap: Vec<u8>,
}

/// Most texts of a decision (labels of slugs, `tool:NAME`, the default reasons) fit.
const STACK: usize = 192;

impl Builder {
    pub(crate) fn new() -> Builder {
        Builder {
            stack: [0; STACK],
            len: 0,
            heap: Vec::new(),
        }
    }

    #[inline]
    pub(crate) fn push_str(&mut self, s: &str) {
        self.push_bytes(s.as_bytes());
    }

    /// Appends `s` with ASCII letters lowered.
    #[inline]
    pub(crate) fn push_lowered(&mut self, s: &str) {
        let start = self.len;
        self.push_bytes(s.as_bytes());
        let added = if self.heap.is_empty() {
            self.stack.get_mut(start..self.len)
        } else {
            self.heap.get_mut(start..)
        };
        if let Some(added) = added {
            added.make_ascii_lowercase();
        }
    }

    /// Appends bytes. The caller keeps the text UTF-8: whole `str`s, ASCII bytes, or the bytes of
    /// a `str` with only ASCII bytes changed or dropped; should it not, [`Builder::finish`]
    /// replaces what is not UTF-8 rather than fail.
    #[inline]
    pub(crate) fn push_bytes(&mut self, bytes: &[u8]) {
        let end = self.len + bytes.len();
        if self.heap.is_empty()
            && let Some(room) = self.stack.get_mut(self.len..end)
        {
            room.copy_from_slice(bytes);
            self.len = end;
            return;
        }
        if self.heap.is_empty() {
            self.heap.reserve(end.max(2 * STACK));
            self.heap
                .extend_from_slice(self.stack.get(..self.len).unwrap_or(&[]));
        }
        self.heap.extend_from_slice(bytes);
        self.len = end;
    }

    #[inline]
    pub(crate) fn push_byte(&mut self, b: u8) {
        match self.stack.get_mut(self.len) {
            Some(slot) if self.heap.is_empty() => {
                *slot = b;
                self.len += 1;
            }
            _ => self.push_bytes(&[b]),
        }
    }

    /// Appends `n` in decimal.
    pub(crate) fn push_number(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        loop {
            at -= 1;
            if let Some(d) = digits.get_mut(at) {
                // `n % 10` is below 10: the cast keeps it.
                *d = b'0' + (n % 10) as u8;
            }
            n /= 10;
            if n == 0 || at == 0 {
                break;
            }
        }
        self.push_bytes(digits.get(at..).unwrap_or(&[]));
    }

    pub(crate) fn finish(&self) -> Text {
        let bytes = if self.heap.is_empty() {
            self.stack.get(..self.len).unwrap_or(&[])
        } else {
            &self.heap
        };
        match std::str::from_utf8(bytes) {
            Ok(s) => Text::copied(s),
            Err(_) => Text::from(String::from_utf8_lossy(bytes).into_owned()),
        }
    }
}

/// The pieces, joined in one allocation.
pub(crate) fn cat(parts: &[&str]) -> Text {
    let mut b = Builder::new();
    for p in parts {
        b.push_str(p);
    }
    b.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_read_compare_and_serialize_as_their_text() {
        let fixed = Text::from("gate.unknown");
        let shared = Text::from(String::from("gate.unknown"));
        assert_eq!(fixed, shared);
        assert_eq!(fixed, "gate.unknown");
        assert_eq!("gate.unknown", shared);
        assert_eq!(
            format!("{fixed} {shared:?}"),
            "gate.unknown \"gate.unknown\""
        );
        assert_eq!(
            serde_json::to_string(&shared).ok().as_deref(),
            Some("\"gate.unknown\"")
        );
        assert_eq!(Text::default(), "");
        assert!(shared.starts_with("gate"));
    }

    #[test]
    fn the_builder_joins_short_and_long_texts() {
        let long = "x".repeat(STACK + 7);
        for pieces in [
            vec![],
            vec!["tool:", "SLACK_TOOL_901"],
            vec!["a", long.as_str(), "é"],
            vec![long.as_str(), long.as_str()],
        ] {
            assert_eq!(cat(&pieces), pieces.concat());
        }
        let mut b = Builder::new();
        b.push_lowered("GMAIL");
        b.push_lowered(&long.to_ascii_uppercase());
        b.push_lowered("É");
        assert_eq!(b.finish(), format!("gmail{long}É"));
        for n in [0u64, 7, 10, 1234, u64::MAX] {
            let mut b = Builder::new();
            b.push_str("n=");
            b.push_number(n);
            assert_eq!(b.finish(), format!("n={n}"));
        }
    }
}
