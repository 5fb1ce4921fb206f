//! The policy language and the decision: parse, validate, resolve, explain, diff.
//!
//! This crate is pure: no I/O, no async, no clock. [`Policy::load`] turns a policy file's text
//! into a [`Policy`] (or [`LoadErrors`] naming file:line:column); [`Policy::resolve`] turns a
//! [`Call`] in a [`Context`] into a [`Decision`] with its whole trail, and never fails: every
//! fault becomes a step of the trail and a tier that asks. [`diff`] lists the protections a policy
//! change lowers or raises; [`PolicyDoc`] is the file's shape, printable with [`PolicyDoc::to_toml`].

#![deny(missing_docs)]

pub mod browser;
mod caller;
mod diff;
pub mod doc;
mod glob;
pub mod known;
mod load;
pub mod names;
mod normal;
mod paths;
mod resolve;
mod text;
mod tier;
mod urls;
pub mod well_known;

pub use airlock_shell::{GitHead, Tunnel};
pub use caller::{Floor, HostMode, PIN_CHANGED, PIN_RULE};
pub use diff::{Change, Direction, diff, lowers_protection};
pub use doc::PolicyDoc;
pub use load::{LoadError, LoadErrors, Policy, Source};
pub use resolve::{ActionDecision, Call, Context, Decision, ServerInfo, Stage, Step};
pub use text::Text;
pub use tier::{Action, Class, Tier};

/// Whether `text` matches the glob `pattern` (`*` any run of characters, `?` one), in linear
/// time: the matcher the policy's own globs use, for a caller's look-ups (a search's file
/// filter).
pub fn glob_matches(pattern: &str, text: &str) -> bool {
    glob::Glob::new(pattern).matches(text)
}

/// The embedded default policy, in the policy file's shape.
pub const DEFAULT_POLICY: &str = include_str!("default.toml");

/// The grant key of the project's one family ([`airlock_shell::PROJECT_FAMILY`]): its builds,
/// tests and runs, whichever tool asks for them (a shell command, an editor's test run through
/// its MCP server). The gate keeps a grant of it for the session whatever the call's server.
pub const PROJECT_GRANT_KEY: &str = "command:project build/test/run";

impl Policy {
    /// The embedded default policy.
    pub fn default_policy() -> Policy {
        match Policy::load("<default>", DEFAULT_POLICY) {
            Ok(p) => p,
            // INVARIANT: the default policy loads; a test checks it. Should it ever not, nothing is
            // allowed: an empty policy whose unknown tier asks every time.
            Err(_) => Policy::fail_closed(),
        }
    }

    fn fail_closed() -> Policy {
        let mut doc = PolicyDoc {
            version: 1,
            ..PolicyDoc::default()
        };
        doc.gate.unknown = Some(Tier::AlwaysAsk);
        load::from_doc(doc)
    }
}

impl PolicyDoc {
    /// Prints the document as a policy file that parses back to the same document.
    pub fn to_toml(&self) -> String {
        toml::to_string(self)
            .unwrap_or_else(|e| format!("# the policy could not be printed: {e}\n"))
    }
}
