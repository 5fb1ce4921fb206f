//! Secret detection and masking; owns the [`Masked`] text type. Pure.
//!
//! [`Masker`] finds secrets in text and replaces each with a marker that keeps its kind and
//! length visible (`ghp_…[masked github-pat 40]`). [`Masked`] is text that has been through a
//! masker: only this crate constructs it, so the store, the page and the logs, which accept only
//! `Masked`, cannot be handed unmasked text by mistake.

#![deny(missing_docs)]

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

/// Finds and masks secrets.
#[derive(Debug, Clone, Default)]
pub struct Masker {}

impl Masker {
    /// A masker with every built-in rule.
    pub fn new() -> Self {
        Masker {}
    }

    /// Masks every secret in `text`.
    pub fn mask(&self, text: &str) -> Masked {
        // FIXME: placeholder until the masking rules land; masks nothing yet.
        Masked(text.to_owned())
    }
}
