//! Secret detection and masking; owns the [`Masked`] text type. Pure.
//!
//! [`Masker`] finds secrets in text and replaces each with a marker that keeps its kind and
//! length visible (`ghp_…[masked github-pat 40]`). [`Masked`] is text that has been through a
//! masker: only this crate constructs it, so the store, the page and the logs, which accept only
//! `Masked`, cannot be handed unmasked text by mistake.

#![deny(missing_docs)]

mod check;
mod design_table;
mod escaped;
mod html;
mod prefilter;
mod rules;
mod split;
#[cfg(target_arch = "x86_64")]
mod wide;

use std::sync::Arc;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use prefilter::Prefilter;
use std::ops::Range;

use regex_automata::nfa::thompson::{self, backtrack, pikevm};
use regex_automata::util::captures::{Captures, GroupInfo};
use regex_automata::util::pool::Pool;
use regex_automata::util::primitives::NonMaxUsize;
use regex_automata::{Anchored, Input, hybrid, meta};
use regex_syntax::hir::Hir;
use rules::{Check, Gate, NEAR_RADIUS, RULES, RuleDef};
use sha2::{Digest, Sha256};

use check::Verdict;
pub use check::crc32_base62;

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
    /// The regex's source; it is compiled the first time a text could hold this rule's secret,
    /// so that building a masker (once per process, in every command) stays cheap.
    source: &'static str,
    compiled: std::sync::OnceLock<Option<Compiled>>,
    keep: usize,
    check: Check,
    lead: usize,
    near: Option<&'static str>,
    gate: Gate,
}

/// A rule's regex, compiled.
struct Compiled {
    regex: Search,
    /// Where a match can start, when few places can (see [`Starts`]); otherwise the regex
    /// searches for the start itself.
    starts: Option<Starts>,
    /// The regex has a capture group 1: only it is the secret.
    group: bool,
    /// The longest match, in bytes (`usize::MAX` when the regex is unbounded).
    span: usize,
}

impl Rule {
    /// The compiled regex; `None` if it does not compile (a test checks that every rule does).
    fn compiled(&self) -> Option<&Compiled> {
        self.compiled
            .get_or_init(|| {
                // Parsed once, as the regex would parse it, for its longest match as written,
                // and opened (see `unbounded`) for the regex and its starts.
                let written =
                    regex_automata::util::syntax::parse_with(self.source, &syntax_config()).ok()?;
                let span = written.properties().maximum_len().unwrap_or(usize::MAX);
                let hir = unbounded(written);
                let starts = Starts::of(&hir);
                let regex = match starts {
                    Some(_) => Search::Anchored(Box::new(Forward::new(&hir)?)),
                    None => Search::Meta(
                        meta::Builder::new()
                            .configure(rule_config())
                            .build_from_hir(&hir)
                            .ok()?,
                    ),
                };
                Some(Compiled {
                    group: regex
                        .group_info()
                        .group_len(regex_automata::PatternID::ZERO)
                        > 1,
                    starts,
                    span,
                    regex,
                })
            })
            .as_ref()
    }

    /// The longest match, in bytes.
    fn span(&self) -> usize {
        self.compiled().map_or(usize::MAX, |c| c.span)
    }
}

/// The compiled rule set, shared by every clone of a [`Masker`].
struct Engine {
    rules: Vec<Rule>,
    /// Each rule's triggers as written, and whether they are also matched in UPPER case.
    spelled: Vec<(&'static [&'static str], bool)>,
    /// The one-pass search over every trigger, built the first time it pays (see [`SHORT`]).
    prefilter: std::sync::OnceLock<Triggers>,
    /// Bytes searched trigger by trigger so far, before the one-pass search was built.
    scanned: std::sync::atomic::AtomicUsize,
    /// The triggers by first byte, for searching short texts without the one-pass search.
    by_first: std::sync::OnceLock<FirstBytes>,
    /// Rules with no trigger: they run over the whole text.
    always: Vec<usize>,
    /// Rules that run only near another rule's candidates.
    paired: Vec<usize>,
    /// Every kind a marker can name, with the bytes of public prefix shown before it.
    kinds: Vec<(&'static str, usize)>,
}

/// The triggers as one search: every spelling once, and last the marker of earlier masking.
struct Triggers {
    /// Finds every trigger and every marker in one pass.
    prefilter: Prefilter,
    /// Each trigger, spelled as searched.
    lits: Vec<Vec<u8>>,
    /// For each trigger, the rules it enables; the last one is the marker's.
    rules: Vec<Vec<usize>>,
    /// The longest trigger's length.
    longest: usize,
}

/// Texts up to this long are searched byte by byte, for the triggers that start with each byte,
/// until, in all, [`SHORT_BUDGET`] bytes have been: building the one-pass search costs about as
/// much as searching that many bytes so, and a process that masks only a few short texts (a hook
/// runs once per tool call) never pays for it. Both find the same occurrences (a test checks).
const SHORT: usize = 4 * 1024;
/// See [`SHORT`].
const SHORT_BUDGET: usize = 16 * 1024;

impl Engine {
    /// The one-pass search, built on first use: every spelling of every trigger once.
    fn triggers(&self) -> &Triggers {
        self.prefilter.get_or_init(|| {
            let mut triggers: Vec<(Vec<u8>, Vec<usize>)> = Vec::new();
            // Where each trigger is in `triggers`: folded keywords expand to many spellings, and
            // a scan of the list for each would be quadratic in them.
            let mut trigger_at: std::collections::HashMap<Vec<u8>, usize> =
                std::collections::HashMap::new();
            for (idx, t) in spellings(&self.spelled) {
                match trigger_at.get(&t).and_then(|&at| triggers.get_mut(at)) {
                    Some((_, rs)) => rs.push(idx),
                    None => {
                        trigger_at.insert(t.clone(), triggers.len());
                        triggers.push((t, vec![idx]));
                    }
                }
            }
            // The marker of earlier masking is searched in the same pass, as the last trigger.
            triggers.push((MARK_OPEN.as_bytes().to_vec(), Vec::new()));
            let (lits, rules): (Vec<Vec<u8>>, Vec<Vec<usize>>) = triggers.into_iter().unzip();
            Triggers {
                prefilter: Prefilter::new(lits.clone()),
                longest: lits.iter().map(Vec::len).max().unwrap_or(0),
                lits,
                rules,
            }
        })
    }

    /// Calls `on(rule, start, end)` for every occurrence of every trigger in `hay` and each rule
    /// it enables, overlapping occurrences too, and `on(None, start, _)` for every marker of
    /// earlier masking, in order.
    fn each_trigger(&self, hay: &[u8], mut on: impl FnMut(Option<usize>, usize, usize)) {
        use std::sync::atomic::Ordering::Relaxed;
        let short = self.prefilter.get().is_none()
            && hay.len() <= SHORT
            && self.scanned.fetch_add(hay.len(), Relaxed) + hay.len() <= SHORT_BUDGET;
        if short {
            return self.each_trigger_alone(hay, on);
        }
        let t = self.triggers();
        t.prefilter.each(hay, |i, p| t.report(i, p, &mut on));
    }

    /// [`Engine::each_trigger`] over `text[from..]`, from `scan`, the occurrences [`Masker::scan`]
    /// found in `text`: the same calls, in the same order, with the same offsets (from `from`).
    /// An occurrence is where its bytes are, whatever text around it was searched, so those
    /// that start at `from` or later are exactly the ones a search of `text[from..]` finds.
    fn each_scanned(
        &self,
        scan: &Scan,
        from: usize,
        mut on: impl FnMut(Option<usize>, usize, usize),
    ) {
        let t = self.triggers();
        for &(i, p) in &scan.found {
            if let Some(p) = p.checked_sub(from) {
                t.report(i, p, &mut on);
            }
        }
    }

    /// [`Engine::each_trigger`], looking at each byte of `hay` for the spellings that start
    /// with it.
    fn each_trigger_alone(&self, hay: &[u8], mut on: impl FnMut(Option<usize>, usize, usize)) {
        let table = self.by_first.get_or_init(|| FirstBytes::new(&self.spelled));
        for (p, &b) in hay.iter().enumerate() {
            let from = table.start.get(usize::from(b)).copied().unwrap_or(0);
            let to = table.start.get(usize::from(b) + 1).copied().unwrap_or(0);
            let rest = hay.get(p..).unwrap_or_default();
            for (rule, spelling) in table.entries.get(from..to).unwrap_or_default() {
                if rest.starts_with(spelling) {
                    let end = if rule.is_some() {
                        p + spelling.len()
                    } else {
                        p
                    };
                    on(*rule, p, end);
                }
            }
        }
    }
}

impl Triggers {
    /// Calls `on` for trigger `i` found at `p` as [`Engine::each_trigger`] does: once for each
    /// rule it enables, and for the marker of earlier masking with `None`.
    #[inline(always)]
    fn report(&self, i: usize, p: usize, on: &mut impl FnMut(Option<usize>, usize, usize)) {
        if i == self.rules.len().saturating_sub(1) {
            on(None, p, p);
        }
        let end = p + self.lits.get(i).map_or(0, Vec::len);
        for &r in self.rules.get(i).into_iter().flatten() {
            on(Some(r), p, end);
        }
    }
}

/// Where a secret found at `s..e` ends when a terminal wrapped it: it ends its line, and the
/// next line is its rest alone, from the line's first column: 6 to 400 bytes of a token's
/// alphabet, `=` only as base64's padding at its end, with a letter and a digit or (16 bytes
/// or more) both cases, so that a word, a setting or an indented line after it stays apart;
/// and no longer than the line it continues (by one byte at most: a cut at a token's middle),
/// since a terminal fills a line before it wraps (`AKIA…` alone on a line, a hash on the next,
/// stay apart); the line's width is measured as [`split::wrap_start`] does, past any marker.
fn wrapped_end(b: &[u8], s: usize, e: usize) -> usize {
    let token = split::token;
    let found = b.get(s..e).unwrap_or_default();
    if found.len() < 8 || found.contains(&b'\n') || !found.last().is_some_and(token) {
        return e;
    }
    let from = match b.get(e..) {
        Some([b'\n', ..]) => e + 1,
        Some([b'\r', b'\n', ..]) => e + 2,
        _ => return e,
    };
    let rest = b.get(from..).unwrap_or_default();
    let run = rest.iter().take(401).take_while(|c| token(c)).count();
    let line = rest.get(..run).unwrap_or_default();
    let pad = line.iter().rev().take_while(|c| **c == b'=').count();
    let ends = matches!(rest.get(run), None | Some(b'\n' | b'\r'));
    let digit = line.iter().any(u8::is_ascii_digit);
    let letter = line.iter().any(u8::is_ascii_alphabetic);
    let cases = line.iter().any(u8::is_ascii_uppercase) && line.iter().any(u8::is_ascii_lowercase);
    let mixed = (digit && letter) || (run >= 16 && cases);
    let padded_only = !line.get(..run - pad).unwrap_or_default().contains(&b'=');
    let filled = run <= e.saturating_sub(split::wrap_start(b, e)) + 1;
    if (6..=400).contains(&run) && ends && padded_only && mixed && filled {
        from + run
    } else {
        e
    }
}

/// Every spelling of every rule's triggers, as [`variants`] spells them, with the rule's index.
fn spellings<'a>(
    spelled: &'a [(&'static [&'static str], bool)],
) -> impl Iterator<Item = (usize, Vec<u8>)> + 'a {
    spelled.iter().enumerate().flat_map(|(r, &(list, fold))| {
        list.iter()
            .flat_map(move |t| variants(t, fold))
            .map(move |t| (r, t.into_bytes()))
    })
}

/// Every spelling of every trigger (as [`variants`] spells them), and the marker of earlier
/// masking, by first byte.
struct FirstBytes {
    /// `entries[start[b]..start[b + 1]]` start with byte `b`.
    start: Vec<usize>,
    /// The rule (`None` for the marker) and the spelling.
    entries: Vec<(Option<usize>, Vec<u8>)>,
}

impl FirstBytes {
    fn new(spelled: &[(&'static [&'static str], bool)]) -> FirstBytes {
        let mut entries = vec![(None, MARK_OPEN.as_bytes().to_vec())];
        entries.extend(
            spellings(spelled)
                .filter(|(_, t)| !t.is_empty())
                .map(|(r, t)| (Some(r), t)),
        );
        let first = |e: &(Option<usize>, Vec<u8>)| usize::from(e.1.first().copied().unwrap_or(0));
        entries.sort_by_key(first);
        let mut start = vec![0; 257];
        for e in &entries {
            if let Some(n) = start.get_mut(first(e) + 1) {
                *n += 1;
            }
        }
        for b in 1..start.len() {
            let before = start.get(b - 1).copied().unwrap_or(0);
            if let Some(n) = start.get_mut(b) {
                *n += before;
            }
        }
        FirstBytes { start, entries }
    }
}

/// Finds and masks secrets.
#[derive(Clone)]
pub struct Masker {
    engine: Arc<Engine>,
    known: Option<Arc<AhoCorasick>>,
}

impl std::fmt::Debug for Masker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Masker")
            .field("rules", &self.engine.rules.len())
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

/// A marker of earlier masking: where its visible prefix starts, where the marker starts, its end.
type Marker = (usize, usize, usize);

/// A candidate before overlaps are resolved: span, rule order, rule name, visible prefix.
type Cand = (usize, usize, usize, &'static str, usize);

impl Masker {
    /// A masker with every built-in rule. Every such masker in a process shares one engine, so
    /// its regexes and prefilter are built once.
    pub fn new() -> Self {
        static ALL: std::sync::OnceLock<Arc<Engine>> = std::sync::OnceLock::new();
        Masker {
            engine: Arc::clone(ALL.get_or_init(|| Self::build(RULES.iter()).engine)),
            known: None,
        }
    }

    /// A masker with only the built-in rules named (`github-pat`, `jwt`, ...); unknown names
    /// are ignored. For measuring and for narrow uses; [`Masker::new`] is the safe default.
    pub fn with_rules<'a>(names: impl IntoIterator<Item = &'a str>) -> Self {
        let names: Vec<&str> = names.into_iter().collect();
        Self::build(RULES.iter().filter(|d| names.contains(&d.name)))
    }

    /// The names of the built-in rules, in order (a name may appear twice when two rules find
    /// the same kind of secret).
    pub fn rule_names() -> impl Iterator<Item = &'static str> {
        RULES.iter().map(|d| d.name)
    }

    fn build(defs: impl Iterator<Item = &'static RuleDef>) -> Self {
        let mut rules = Vec::with_capacity(RULES.len());
        let mut spelled = Vec::with_capacity(RULES.len());
        let mut always = Vec::new();
        let mut paired = Vec::new();
        for def in defs {
            let idx = rules.len();
            rules.push(Rule {
                name: def.name,
                source: def.regex,
                compiled: std::sync::OnceLock::new(),
                keep: def.keep,
                check: def.check,
                lead: def.lead,
                near: def.near,
                gate: def.gate,
            });
            spelled.push((def.triggers, def.fold));
            if def.near.is_some() {
                paired.push(idx);
            } else if def.triggers.is_empty() {
                always.push(idx);
            }
        }
        let mut kinds: Vec<(&'static str, usize)> = vec![("known-secret", 0)];
        for r in &rules {
            let prefix = match r.check {
                Check::Crc32Base62 => Some((check::BAD_CHECKSUM, r.keep)),
                _ => None,
            };
            for (kind, keep) in std::iter::once((r.name, r.keep)).chain(prefix) {
                match kinds.iter_mut().find(|k| k.0 == kind) {
                    Some(k) => k.1 = k.1.max(keep),
                    None => kinds.push((kind, keep)),
                }
            }
        }
        Masker {
            engine: Arc::new(Engine {
                rules,
                spelled,
                prefilter: std::sync::OnceLock::new(),
                scanned: std::sync::atomic::AtomicUsize::new(0),
                by_first: std::sync::OnceLock::new(),
                always,
                paired,
                kinds,
            }),
            known: None,
        }
    }

    /// Builds now what masking would build on first use: the one-pass search over every
    /// trigger and every rule's regex. For a caller about to mask a long stream, which can do
    /// this on another thread while it reads and masks: the regexes are compiled from the last
    /// rule back, and masking compiles the ones it needs from the first on, so the two seldom
    /// meet on one (which is then waited for, never compiled twice).
    pub fn prepare(&self) {
        self.engine.triggers();
        for rule in self.engine.rules.iter().rev() {
            rule.compiled();
        }
    }

    /// The rules whose regexes masking a text scanned as `scan` may need and that are not
    /// compiled yet: every rule a trigger in it enables, and the rules with no trigger, from
    /// the last back. A stream's scanner compiles these with [`Masker::prepare_next`] while
    /// it would otherwise wait, for the next chunk or for the masking to take this one (which
    /// compiles what it needs from the first rule on, as it needs them): only rules the text
    /// may need are compiled, where [`Masker::prepare`] compiles every one.
    pub fn ahead(&self, scan: &Scan) -> Ahead {
        let eng = &*self.engine;
        let t = eng.triggers();
        let mut want = vec![false; eng.rules.len()];
        let mut seen = vec![false; t.rules.len()];
        for &(i, _) in &scan.found {
            if let Some(s) = seen.get_mut(i).filter(|s| !**s) {
                *s = true;
                for &r in t.rules.get(i).into_iter().flatten() {
                    want.get_mut(r).into_iter().for_each(|w| *w = true);
                }
            }
        }
        for &r in &eng.always {
            want.get_mut(r).into_iter().for_each(|w| *w = true);
        }
        let compiled = |r: usize| eng.rules.get(r).is_none_or(|x| x.compiled.get().is_some());
        // Popped from the end, so the first rule is last.
        Ahead(
            (0..want.len())
                .filter(|&r| want.get(r) == Some(&true) && !compiled(r))
                .collect(),
        )
    }

    /// Compiles the regex of the next of [`Masker::ahead`]'s rules and drops it from `ahead`
    /// (one that masking is compiling is waited for, never compiled twice); false when none is
    /// left. One at a time, so that a thread that compiles while it waits for another can stop
    /// as soon as the other is ready.
    pub fn prepare_next(&self, ahead: &mut Ahead) -> bool {
        let Some(r) = ahead.0.pop() else {
            return false;
        };
        self.engine.rules.get(r).map(Rule::compiled);
        true
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
                .map(Arc::new);
        }
        self
    }

    /// Every secret in `text`, non-overlapping, in order. Candidates that overlap are one
    /// finding over their union, named by the one that starts first (the longest, then the
    /// earliest rule): masking a part would leave the rest readable.
    pub fn findings(&self, text: &str) -> Vec<Finding> {
        let mut out = self.spans(text);
        for f in &mut out {
            f.fingerprint = fingerprint(text.get(f.start..f.end).unwrap_or(""));
        }
        out
    }

    /// [`Masker::findings`] without their fingerprints (left empty): masking needs only where
    /// each secret is, and a SHA-256 per finding is wasted on text that is not listed.
    fn spans(&self, text: &str) -> Vec<Finding> {
        self.spans_scanned(text, None)
    }

    /// [`Masker::spans`], with the triggers taken from `scan` (of a text whose bytes from `.1` on
    /// are `text`) when there is one, instead of searched for.
    fn spans_scanned(&self, text: &str, scan: Option<(&Scan, usize)>) -> Vec<Finding> {
        let mut cands = self.candidates(text, scan);
        // A wrap's rest that another rule finds a secret in is that secret, not this one's
        // rest (a token's line, then a key id's).
        let mut starts: Vec<usize> = cands.iter().map(|c| c.0).collect();
        starts.sort_unstable();
        for c in &mut cands {
            let end = wrapped_end(text.as_bytes(), c.0, c.1);
            let other = starts
                .get(starts.partition_point(|s| *s <= c.1)..)
                .and_then(<[usize]>::first)
                .is_some_and(|s| *s < end);
            if !other {
                c.1 = end;
            }
        }
        cands.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        let mut out: Vec<Finding> = Vec::new();
        for (s, e, _, rule, keep) in cands {
            match out.last_mut() {
                Some(last) if s < last.end => last.end = last.end.max(e),
                _ => out.push(Finding {
                    rule,
                    start: s,
                    end: e,
                    fingerprint: String::new(),
                    keep,
                }),
            }
        }
        self.add_escaped(text, &mut out);
        out
    }

    /// Adds to `out` (`text`'s findings, in order) the secrets found in the text that `text`'s
    /// JSON strings encode, read as its lines ([`escaped::strings`]), and in its HTML tables
    /// written as Markdown tables ([`html::tables`]), at the bytes that hold them; findings that overlap become one over their union, as in [`Masker::spans`].
    fn add_escaped(&self, text: &str, out: &mut Vec<Finding>) {
        let mut more = Vec::new();
        let views = escaped::strings(text).into_iter().chain(html::tables(text));
        for d in views {
            for f in self.spans(&d.text) {
                let Some((s, e)) = d.span(f.start, f.end) else {
                    continue;
                };
                let keep = d
                    .span(f.start, f.start + f.keep)
                    .map_or(0, |(a, b)| b.saturating_sub(a));
                more.push(Finding {
                    rule: f.rule,
                    start: s,
                    end: e,
                    fingerprint: String::new(),
                    keep,
                });
            }
        }
        if more.is_empty() {
            return;
        }
        more.append(out);
        more.sort_unstable_by(|a, b| a.start.cmp(&b.start).then(b.end.cmp(&a.end)));
        for f in more {
            match out.last_mut() {
                Some(last) if f.start < last.end => last.end = last.end.max(f.end),
                _ => out.push(f),
            }
        }
    }

    /// Every rule's confirmed matches, overlapping, in no order.
    fn candidates(&self, text: &str, scan: Option<(&Scan, usize)>) -> Vec<Cand> {
        let bytes = text.as_bytes();
        let eng = &*self.engine;
        let mut cands: Vec<Cand> = Vec::new();
        // Every trigger occurrence, also those starting inside another one.
        let mut hits: Vec<(usize, usize)> = Vec::new();
        // The joints (see `split`) a rule's match from a trigger may cross: in the first runs of
        // a token's characters after a trigger its gate admits, or at the end of the run right
        // after one whose gate sees too short a token (its start, split). With the rule and the
        // trigger's start.
        let mut joints: Vec<(usize, (usize, usize), usize)> = Vec::new();
        let mut mark_at: Vec<usize> = Vec::new();
        let on = |rule: Option<usize>, p: usize, end: usize| match rule {
            None => mark_at.push(p),
            Some(r) => match eng.rules.get(r) {
                Some(x) if x.gate.admits(bytes, end) => {
                    hits.push((r, p));
                    split::near(bytes, end, |j| joints.push((r, j, p)));
                }
                Some(x) if x.gate.reads_length() => {
                    if let Some(j) = split::after_run(bytes, end) {
                        joints.push((r, j, p));
                    }
                }
                _ => {}
            },
        };
        match scan {
            Some((scan, from)) => eng.each_scanned(scan, from, on),
            None => eng.each_trigger(bytes, on),
        }
        let marks = markers(&mark_at, &eng.kinds, text);
        if let Some(ac) = &self.known {
            for m in ac.find_iter(bytes) {
                if !inside(&marks, m.start(), m.end()) {
                    cands.push((m.start(), m.end(), 0, "known-secret", 0));
                }
            }
        }
        hits.sort_unstable();
        let mut i = 0;
        while let Some(&(r, _)) = hits.get(i) {
            let n = hits
                .get(i..)
                .map_or(0, |h| h.iter().take_while(|x| x.0 == r).count());
            if let Some(rule) = eng.rules.get(r) {
                let starts = hits.get(i..i + n).unwrap_or_default().iter().map(|h| h.1);
                let windows = merge(starts.map(|p| {
                    (
                        p.saturating_sub(rule.lead),
                        p.saturating_add(rule.span()).saturating_add(1),
                    )
                }));
                for (ws, we) in windows {
                    self.run(r, text, ws, we, &marks, &mut cands);
                }
            }
            i += n;
        }
        if !joints.is_empty() {
            self.rejoined(text, &mut joints, &marks, &mut cands);
        }
        for &r in &eng.always {
            self.run(r, text, 0, bytes.len(), &marks, &mut cands);
        }
        for &r in &eng.paired {
            let Some(partner) = eng.rules.get(r).and_then(|x| x.near) else {
                continue;
            };
            let near: Vec<(usize, usize)> = cands
                .iter()
                .filter(|c| c.3 == partner)
                .map(|c| {
                    (
                        c.0.saturating_sub(NEAR_RADIUS),
                        c.1.saturating_add(NEAR_RADIUS),
                    )
                })
                .collect();
            let mut sorted = near;
            sorted.sort_unstable();
            for (ws, we) in merge(sorted.into_iter()) {
                self.run(r, text, ws, we, &marks, &mut cands);
            }
        }
        cands
    }

    /// The matches of split tokens: for each `(rule, joint, trigger)` (see [`split`]), the rule
    /// runs again, from the trigger's window on, on a view of the text around it with the
    /// chain of joints from that one taken away, and each match that crosses the joint is a
    /// candidate over its span of the text, every piece and joint of it.
    fn rejoined(
        &self,
        text: &str,
        joints: &mut Vec<(usize, (usize, usize), usize)>,
        marks: &[Marker],
        cands: &mut Vec<Cand>,
    ) {
        let bytes = text.as_bytes();
        // One view for each rule and joint, from the first trigger's window.
        joints.sort_unstable();
        joints.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
        // Another finding after a joint (a known secret, another rule's secret) is that
        // secret, not a token's rest (a token's line, then a key id's, as `wrapped_end` leaves
        // it): the joined token ends where it starts. The view ends there, and the chain before
        // the piece it starts in, so that a format's match (and its run on past the format's
        // length) stops at the other's first byte instead of running over it: the token is
        // found by the pass that finds the other, not only by one over the masked text.
        let mut starts: Vec<usize> = cands.iter().map(|c| c.0).collect();
        starts.sort_unstable();
        let mut seen: Vec<Cand> = Vec::new();
        for &(r, joint, p) in joints.iter() {
            let Some(rule) = self.engine.rules.get(r) else {
                continue;
            };
            let bound = starts
                .get(starts.partition_point(|x| *x < joint.1)..)
                .and_then(<[usize]>::first)
                .map_or(bytes.len(), |x| *x);
            let chain: Vec<(usize, usize)> = split::chain(bytes, joint)
                .into_iter()
                .take_while(|j| j.1 < bound)
                .collect();
            // INVARIANT: a chain's joints are in order, so `chain` is empty only when the
            // other finding starts the piece right after `joint`: nothing of it is this token's.
            let Some(&(_, last)) = chain.last() else {
                continue;
            };
            let ws = p.saturating_sub(rule.lead);
            let start = floor_boundary(text, ws.saturating_sub(VIEW_BEFORE));
            let end = ceil_boundary(text, (last + VIEW_AFTER).min(bound));
            let Some(view) = split::View::new(text, start, end, &chain) else {
                continue;
            };
            seen.clear();
            self.run(r, &view.text, view.of(ws), view.text.len(), &[], &mut seen);
            for &(s, e, order, name, keep) in &seen {
                let (s, e) = view.span_back(s, e);
                let crosses = s < joint.0 && e > joint.1;
                let marked = marks.iter().any(|m| m.0 < e && s < m.2);
                if crosses && !marked {
                    cands.push((s, e, order, name, keep.min(joint.0 - s)));
                }
            }
        }
    }

    /// Runs rule `r` on `text[ws..we]` (look-behind sees the bytes before `ws`). A window ends one
    /// byte past the longest match, so that `\b` and `$` see the byte after it.
    fn run(
        &self,
        r: usize,
        text: &str,
        ws: usize,
        we: usize,
        marks: &[Marker],
        cands: &mut Vec<Cand>,
    ) {
        let Some(rule) = self.engine.rules.get(r) else {
            return;
        };
        let Some(compiled) = rule.compiled() else {
            return;
        };
        let bytes = text.as_bytes();
        let we = we.min(bytes.len());
        let hay = bytes.get(..we).unwrap_or_default();
        let mut caps: Captures = if compiled.group {
            Captures::all(compiled.regex.group_info().clone())
        } else {
            Captures::matches(compiled.regex.group_info().clone())
        };
        let mut at = ws;
        while at <= we {
            let found = match &compiled.starts {
                // The leftmost match from `at` on is the first anchored match at a start from
                // `at` on, tried only where a match can start: an anchored search's lazy DFA
                // holds far fewer states than one that may start anywhere, which a process
                // builds from scratch as it masks.
                Some(starts) => {
                    let Some(start) = starts.next(hay, at) else {
                        break;
                    };
                    let input = Input::new(hay)
                        .span(start..hay.len())
                        .anchored(Anchored::Yes);
                    match compiled.regex.find(&input, &mut caps) {
                        Some(found) => found,
                        None => {
                            at = start + 1;
                            continue;
                        }
                    }
                }
                None => {
                    let input = Input::new(hay).span(at..hay.len());
                    let Some(found) = compiled.regex.find(&input, &mut caps) else {
                        break;
                    };
                    found
                }
            };
            let (whole, m) = found;
            let (s, mut e) = match rule.check {
                // A table's row: the secret is the cell under the header's secret column.
                Check::Table => check::table_cell(text, whole.start, m.start, m.end)
                    .unwrap_or((m.start, m.start)),
                _ => (m.start, m.end),
            };
            let fits = s < e
                && text.is_char_boundary(s)
                && text.is_char_boundary(e)
                && !inside(marks, s, e)
                && !(rule.check.is_contextual()
                    && marks.iter().any(|m| m.1 == e || m.2 == whole.start));
            // A format's match (not a value read from its context, nor a block of lines) is a
            // token: one that stands in for a token in documentation (`xxxxxx`, `000000`,
            // `your`) is none, and one that runs on past the format's length is masked to its
            // end, never cut inside. A counting run (`0123456789abcdef`) in a token's shape is
            // still masked: better a documentation example hidden than a real token shown.
            let token = !rule.check.is_contextual()
                && rule.check != Check::AwsPairedSecret
                && !bytes
                    .get(s..e)
                    .unwrap_or_default()
                    .iter()
                    .any(u8::is_ascii_whitespace);
            let verdict = match check::confirms(rule.check, text, whole.start, s, e) {
                Verdict::Not => Verdict::Not,
                _ if rule.check == Check::Encoded => self.encoded_secret(text, s, e),
                _ if token
                    && check::token_placeholder(
                        text.get(s + rule.keep.min(e - s)..e).unwrap_or(""),
                        usize::MAX,
                    ) =>
                {
                    Verdict::Not
                }
                v => v,
            };
            if token && verdict != Verdict::Not {
                e += bytes
                    .get(e..)
                    .unwrap_or_default()
                    .iter()
                    .take(TOKEN_RUN)
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
                    .count();
            }
            let name = match verdict {
                _ if !fits => None,
                Verdict::Secret => Some(rule.name),
                Verdict::BadChecksum => Some(check::BAD_CHECKSUM),
                Verdict::Not => None,
            };
            if let Some(name) = name {
                cands.push((s, e, r + 1, name, rule.keep.min(e - s)));
                at = whole.end.max(whole.start + 1);
            } else {
                // A rejected match must not hide a real one that starts inside it.
                at = whole.start + 1;
            }
        }
    }

    /// A base64 payload `text[s..e]` ([`Check::Encoded`]) whose decoded text holds a secret
    /// this masker finds, or is one generated token alone. The decoded text is shorter than
    /// the payload, so a payload nested in it is searched in turn and the search ends.
    fn encoded_secret(&self, text: &str, s: usize, e: usize) -> Verdict {
        match check::decoded_text(text, s, e) {
            Some(plain) if check::generated_token(&plain) || !self.spans(&plain).is_empty() => {
                Verdict::Secret
            }
            _ => Verdict::Not,
        }
    }

    /// Masks every secret in `text`.
    pub fn mask(&self, text: &str) -> Masked {
        let mut out = String::new();
        self.mask_into(text, &mut out);
        Masked(out)
    }

    /// Masks every secret in `text` and appends the result to `out`, reusing its capacity: for
    /// callers that mask many texts in a row (a stream, a log) and would otherwise allocate, and
    /// fault in, a fresh buffer for each. What is appended is exactly [`Masker::mask`]'s text;
    /// `out` is a plain `String`, so a caller that hands it on as masked text must keep it free
    /// of anything else.
    pub fn mask_into(&self, text: &str, out: &mut String) {
        apply(text, &self.spans(text), out);
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

    /// Masks the part of `text` that no later text can change, for a stream that goes on after
    /// it: all but the last [`HOLD_BACK`] bytes, back to their line's start (see
    /// [`settle_point`]), less any secret that reaches into them, or nothing when `text` is no
    /// longer than [`HOLD_BACK`]. Appends that part, masked, to `out` and
    /// returns its length; the caller keeps the rest and puts it before what comes next. This
    /// is [`StreamMasker`]'s step, for a caller that keeps the stream in a buffer of its own
    /// (and so copies nothing into the masker's).
    pub fn mask_settled_into(&self, text: &str, out: &mut String) -> usize {
        let settled = self.settle(text);
        settled.mask_into(text, out);
        settled.len()
    }

    /// Finds the part of `text` that no later text can change, as [`Masker::mask_settled_into`]
    /// does, and the secrets in it, without masking it yet: for a caller that masks it
    /// elsewhere (another thread writes it out while this one goes on to the next text).
    pub fn settle(&self, text: &str) -> Settled {
        self.settle_scanned_from(text, None)
    }

    /// Finds where every trigger occurs in `text`: the one pass over all of its bytes that
    /// masking starts with, for a caller that makes it on another thread, ahead of
    /// [`Masker::settle_scanned`] (a stream's reader, while the text before is masked).
    pub fn scan(&self, text: &str) -> Scan {
        let mut found = Vec::new();
        self.engine
            .triggers()
            .prefilter
            .each(text.as_bytes(), |i, p| found.push((i, p)));
        Scan { found }
    }

    /// [`Masker::settle`] of `text[from..]`, with the triggers taken from `scan`, this masker's
    /// [`Masker::scan`] of `text` (or [`Masker::join_scans`] of texts that make it up): the same
    /// `Settled` as `settle(&text[from..])` (its offsets from `from`), without a search of its
    /// own. `from` is a character boundary of `text`.
    pub fn settle_scanned(&self, text: &str, from: usize, scan: &Scan) -> Settled {
        self.settle_scanned_from(text.get(from..).unwrap_or(""), Some((scan, from)))
    }

    /// Makes `scan`, of a text `len` bytes long, the scan of that text followed by the bytes of
    /// another from `overlap` on, whose first `overlap` bytes are the last `overlap` of the first
    /// (the caller checks that they are) and whose scan is `more`. Returns false, and leaves
    /// `scan` as it was, when `overlap` is too short to hold every trigger that begins in the
    /// first text and ends in the second: then the joined text must be searched anew.
    pub fn join_scans(&self, scan: &mut Scan, len: usize, more: &Scan, overlap: usize) -> bool {
        let t = self.engine.triggers();
        let longest = t.longest;
        if overlap < longest || len < overlap {
            return false;
        }
        // An occurrence that ends in the first text is in `scan`; one that ends past it starts
        // within the last `longest` bytes of the first text or later, so within `more`'s text.
        let shift = len - overlap;
        scan.found.extend(more.found.iter().filter_map(|&(i, p)| {
            let end = p + t.lits.get(i).map_or(0, Vec::len);
            (end > overlap).then_some((i, p + shift))
        }));
        true
    }

    fn settle_scanned_from(&self, text: &str, scan: Option<(&Scan, usize)>) -> Settled {
        if text.len() <= HOLD_BACK {
            return Settled {
                len: 0,
                findings: Vec::new(),
            };
        }
        let mut findings = self.spans_scanned(text, scan);
        let mut cut = settle_point(text);
        // A secret found after the cut keeps the lines before its own with it, as far back as
        // a rule's match may start: the words that make it one may be there (a chat's question
        // for a login and the answerer's name line, a table's header, `new value below`), and
        // the next text, which starts at the cut, must hold them to find it again. Whole
        // lines that start at most [`LINE_REACH`] bytes before the secret are kept, and when
        // the secret's line starts further back, the [`LINE_REACH`] bytes before it (the
        // cut may be inside its line, between the secret and the words before it).
        // A secret the cut falls inside is kept whole first, so that the first secret after
        // the cut is that one when there is one, and the words before it are kept with it.
        let straddled = |cut: usize| {
            findings
                .iter()
                .find(|f| f.start < cut && f.end > cut)
                .map_or(cut, |f| f.start)
        };
        cut = straddled(cut);
        if let Some(start) = findings.iter().find(|f| f.start >= cut).map(|f| f.start) {
            let reach = floor_boundary(text, start.saturating_sub(LINE_REACH));
            let before = if reach == 0 {
                0
            } else {
                text.as_bytes()
                    .get(reach - 1..start)
                    .and_then(|b| b.iter().position(|&c| c == b'\n'))
                    .map_or(reach, |i| reach + i)
            };
            cut = cut.min(before);
        }
        cut = straddled(cut);
        let end = findings.iter().take_while(|f| f.end <= cut).count();
        findings.truncate(end);
        Settled { len: cut, findings }
    }

    /// A streaming masker over this masker's rules.
    pub fn stream(&self) -> StreamMasker {
        StreamMasker {
            masker: self.clone(),
            buf: String::new(),
            scan: None,
        }
    }
}

/// `hir` with every counted repetition of a range up to at least [`LONG_REPEAT`] (`{10,2000}`)
/// left open (`{10,}`); an exact count (`{64}`) stays. A rule's regex runs only on a window
/// that ends its longest match (of the source, as written) after its trigger, so the window
/// bounds the match as the count did; and a repetition of thousands is compiled into thousands
/// of states, which a process that masks once would pay for in time to compile and to fill its
/// lazy DFA. Done on the parsed pattern, so that one parse serves the regex and its longest
/// match.
fn unbounded(hir: Hir) -> Hir {
    use regex_syntax::hir::{Capture, HirKind, Repetition};
    // Only the nodes over a long count are built anew; the rest are moved as they are.
    if !counts_long(&hir) {
        return hir;
    }
    match hir.into_kind() {
        HirKind::Repetition(rep) => Hir::repetition(Repetition {
            max: rep.max.filter(|_| !is_long(&rep)),
            sub: Box::new(unbounded(*rep.sub)),
            ..rep
        }),
        HirKind::Capture(cap) => Hir::capture(Capture {
            sub: Box::new(unbounded(*cap.sub)),
            ..cap
        }),
        HirKind::Concat(subs) => Hir::concat(subs.into_iter().map(unbounded).collect()),
        HirKind::Alternation(subs) => Hir::alternation(subs.into_iter().map(unbounded).collect()),
        HirKind::Empty => Hir::empty(),
        HirKind::Literal(lit) => Hir::literal(lit.0),
        HirKind::Class(class) => Hir::class(class),
        HirKind::Look(look) => Hir::look(look),
    }
}

/// Whether `hir` holds a repetition that [`unbounded`] opens.
fn counts_long(hir: &Hir) -> bool {
    use regex_syntax::hir::HirKind;
    match hir.kind() {
        HirKind::Repetition(rep) => is_long(rep) || counts_long(&rep.sub),
        HirKind::Capture(cap) => counts_long(&cap.sub),
        HirKind::Concat(subs) | HirKind::Alternation(subs) => subs.iter().any(counts_long),
        HirKind::Empty | HirKind::Literal(_) | HirKind::Class(_) | HirKind::Look(_) => false,
    }
}

/// A counted range (not an exact count) of at least [`LONG_REPEAT`] at most.
fn is_long(rep: &regex_syntax::hir::Repetition) -> bool {
    rep.max
        .is_some_and(|max| max != rep.min && max as usize >= LONG_REPEAT)
}

/// A rule's regex, built for how it is searched.
enum Search {
    /// Searched only anchored, at the places [`Starts`] finds.
    Anchored(Box<Forward>),
    /// Searched for its own start.
    Meta(meta::Regex),
}

impl Search {
    fn group_info(&self) -> &GroupInfo {
        match self {
            Search::Anchored(f) => f.backtrack.get_nfa().group_info(),
            Search::Meta(regex) => regex.group_info(),
        }
    }

    /// The leftmost-first match in `input`, and the secret in it: the first group that took
    /// part (a rule's alternatives each have their own), or the whole match when none did.
    /// `caps` is scratch space, with every group when the regex has groups.
    fn find(&self, input: &Input<'_>, caps: &mut Captures) -> Option<(Range<usize>, Range<usize>)> {
        match self {
            Search::Anchored(f) => f.search(input, caps)?,
            Search::Meta(regex) => regex.search_captures(input, caps),
        }
        let whole = caps.get_match()?.range();
        let secret = (1..caps.group_len()).find_map(|g| caps.get_group(g));
        Some((whole.clone(), secret.map_or(whole, |m| m.range())))
    }
}

/// What a [`Forward`] search needs of its own: each engine's cache.
struct ForwardCache {
    dfa: Option<hybrid::dfa::Cache>,
    backtrack: backtrack::Cache,
    pikevm: pikevm::Cache,
}

/// Makes a [`ForwardCache`] for a thread that has none.
type ForwardCacheFn = Box<
    dyn Fn() -> ForwardCache + Send + Sync + std::panic::UnwindSafe + std::panic::RefUnwindSafe,
>;

/// A regex searched only anchored: the engines `meta::Regex` runs for an anchored search, in
/// its order, built from the forward NFA alone. A meta regex also compiles the reverse NFA,
/// its lazy DFA and (when it can) a one-pass DFA, which an anchored search never needs or
/// only saves a little with, and which a process pays for anew for every rule a long text
/// needs. The lazy DFA finds where the match ends; the bounded backtracker (the PikeVM when
/// the span is too long for it) finds the groups within that match, or the whole match when
/// the lazy DFA gives up. Which engines run changes how fast a match is found, never which.
struct Forward {
    dfa: Option<hybrid::dfa::DFA>,
    backtrack: backtrack::BoundedBacktracker,
    pikevm: pikevm::PikeVM,
    caches: Pool<ForwardCache, ForwardCacheFn>,
}

impl Forward {
    /// Built as `meta::Regex` builds the same engines under [`rule_config`]; `None` when the
    /// regex does not compile.
    fn new(hir: &Hir) -> Option<Forward> {
        let config = rule_config();
        let mut look = regex_automata::util::look::LookMatcher::new();
        look.set_line_terminator(config.get_line_terminator());
        let nfa = thompson::Compiler::new()
            .configure(
                thompson::Config::new()
                    .utf8(config.get_utf8_empty())
                    .nfa_size_limit(config.get_nfa_size_limit())
                    .shrink(false)
                    .which_captures(config.get_which_captures())
                    .look_matcher(look),
            )
            .build_from_hir(hir)
            .ok()?;
        let match_kind = config.get_match_kind();
        // As the meta regex configures its lazy DFA: one that fills its cache too often gives
        // up, and the search is finished by the backtracker or the PikeVM.
        let dfa = hybrid::dfa::Builder::new()
            .configure(
                hybrid::dfa::Config::new()
                    .match_kind(match_kind)
                    .starts_for_each_pattern(true)
                    .byte_classes(config.get_byte_classes())
                    .unicode_word_boundary(true)
                    .specialize_start_states(false)
                    .cache_capacity(config.get_hybrid_cache_capacity())
                    .skip_cache_capacity_check(false)
                    .minimum_cache_clear_count(Some(3))
                    .minimum_bytes_per_state(Some(10)),
            )
            .build_from_nfa(nfa.clone())
            .ok();
        let backtrack = backtrack::Builder::new()
            .configure(backtrack::Config::new())
            .build_from_nfa(nfa.clone())
            .ok()?;
        let pikevm = pikevm::Builder::new()
            .configure(pikevm::Config::new().match_kind(match_kind))
            .build_from_nfa(nfa)
            .ok()?;
        let caches: ForwardCacheFn = Box::new({
            let (dfa, backtrack, pikevm) = (dfa.clone(), backtrack.clone(), pikevm.clone());
            move || ForwardCache {
                dfa: dfa.as_ref().map(hybrid::dfa::DFA::create_cache),
                backtrack: backtrack.create_cache(),
                pikevm: pikevm.create_cache(),
            }
        });
        Some(Forward {
            dfa,
            backtrack,
            pikevm,
            caches: Pool::new(caches),
        })
    }

    /// Fills `caps` with the match of the anchored `input`, as the meta regex's
    /// `search_captures` does; `None` when there is none.
    fn search(&self, input: &Input<'_>, caps: &mut Captures) -> Option<()> {
        let mut cache = self.caches.get();
        let cache = &mut *cache;
        caps.set_pattern(None);
        let end = match (&self.dfa, cache.dfa.as_mut()) {
            (Some(dfa), Some(c)) => match dfa.try_search_fwd(c, input) {
                Ok(None) => return None,
                Ok(Some(end)) => Some(end.offset()),
                // The lazy DFA gave up: the slower engines search the whole span.
                Err(_) => None,
            },
            _ => None,
        };
        let input = match end {
            // Only the match's bounds are wanted: the lazy DFA's anchored match is them.
            Some(end) if caps.slots_mut().len() <= 2 => {
                if let [s, e, ..] = caps.slots_mut() {
                    *s = NonMaxUsize::new(input.start());
                    *e = NonMaxUsize::new(end);
                }
                caps.set_pattern(Some(regex_automata::PatternID::ZERO));
                return Some(());
            }
            Some(end) => input.clone().span(input.start()..end),
            None => input.clone(),
        };
        // As the meta regex picks: the backtracker when the span is short enough for its
        // visited set, the PikeVM otherwise.
        if input.get_span().len() < self.backtrack.max_haystack_len()
            && self
                .backtrack
                .try_search(&mut cache.backtrack, &input, caps)
                .is_ok()
        {
            return caps.is_match().then_some(());
        }
        self.pikevm.search(&mut cache.pikevm, &input, caps);
        caps.is_match().then_some(())
    }
}

/// How a rule's regex is parsed: bytes, ASCII classes and case folding (as
/// `regex::bytes::RegexBuilder::unicode(false)` parses it).
fn syntax_config() -> regex_automata::util::syntax::Config {
    regex_automata::util::syntax::Config::new()
        .unicode(false)
        .utf8(false)
}

/// How a rule's regex is built: as `regex::bytes::Regex` builds one (the same limits,
/// leftmost-first, empty matches anywhere), less the prefilter of its own literals: a rule's
/// regex runs only on a short window around its trigger, nearly always anchored at the starts
/// [`Starts`] finds, where a prefilter would skip little, and extracting and building it was
/// about a third of compiling the regexes a long text needs (which every process pays anew).
/// Which engines run changes how fast a match is found, never which.
fn rule_config() -> meta::Config {
    meta::Config::new()
        .nfa_size_limit(Some(10 * (1 << 20)))
        .hybrid_cache_capacity(2 * (1 << 20))
        .match_kind(regex_automata::MatchKind::LeftmostFirst)
        .utf8_empty(false)
        .auto_prefilter(false)
}

/// Where a match of a rule's regex can start: the first bytes of its literal prefixes (every
/// match starts with one of them), up to four.
struct Starts {
    /// Pairs of bytes (first * 256 + second) that start a prefix, as bits.
    pairs: Box<[u64; 65536 / 64]>,
    /// The pairs that are a whole prefix, as bits: where one is, a match can start.
    whole: Box<[u64; 65536 / 64]>,
    /// The prefixes of three bytes and of four or more, as their first three and four bytes
    /// in lower case ([`folded`]), sorted. A keyword in any case is hundreds of spellings but a
    /// few dozen in one case, and its first four bytes are far rarer in source text than its
    /// first two (`to` against `toke`): each pair that is there is checked against these
    /// before the regex runs.
    threes: Vec<u32>,
    fours: Vec<u32>,
}

impl Starts {
    /// The starts of the matches of the regex `hir`, or `None` when they are not a finite set of literal
    /// prefixes of at least two bytes (a regex that starts with a class of many bytes, or
    /// with an optional part): then a start can be nearly anywhere, and the regex's own
    /// search finds it faster.
    fn of(hir: &regex_syntax::hir::Hir) -> Option<Starts> {
        use regex_syntax::hir::literal::{ExtractKind, Extractor};
        // Only the first four bytes are used: longer literals would cost the extraction and
        // add little. A set past the extractor's limit comes back shorter, never wrong.
        let seq = Extractor::new()
            .kind(ExtractKind::Prefix)
            .limit_literal_len(4)
            .extract(hir);
        let mut starts = Starts {
            pairs: Box::new([0; 65536 / 64]),
            whole: Box::new([0; 65536 / 64]),
            threes: Vec::new(),
            fours: Vec::new(),
        };
        for lit in seq.literals()? {
            let bytes = lit.as_bytes();
            let [a, b, ..] = bytes else {
                return None;
            };
            let pair = usize::from(*a) << 8 | usize::from(*b);
            *starts.pairs.get_mut(pair >> 6)? |= 1 << (pair & 63);
            match bytes.len() {
                2 => *starts.whole.get_mut(pair >> 6)? |= 1 << (pair & 63),
                3 => starts.threes.push(folded(bytes)),
                _ => starts.fours.push(folded(bytes.get(..4)?)),
            }
        }
        for set in [&mut starts.threes, &mut starts.fours] {
            set.sort_unstable();
            set.dedup();
        }
        Some(starts)
    }

    /// The first position from `at` on where a match can start in `hay` (a match starts with
    /// a pair, so none at the last byte). Every pair is looked up, with no test of its first
    /// byte alone: a few in a hundred are there, so the lookups are well predicted, where a
    /// test of the first byte would be taken for one byte in five of source text.
    fn next(&self, hay: &[u8], at: usize) -> Option<usize> {
        let rest = hay.get(at..)?;
        let bit = |set: &[u64; 65536 / 64], pair: usize| {
            set.get(pair >> 6).copied().unwrap_or(u64::MAX) & (1 << (pair & 63)) != 0
        };
        let i = rest.windows(2).enumerate().position(|(i, w)| {
            let pair = usize::from(w.first().copied().unwrap_or(0)) << 8
                | usize::from(w.get(1).copied().unwrap_or(0));
            bit(&self.pairs, pair)
                && (bit(&self.whole, pair) || self.longer(rest.get(i..).unwrap_or_default()))
        })?;
        Some(at + i)
    }

    /// Whether `t` starts with a prefix of three bytes or with the first four of a longer
    /// one, in any case: its first four bytes are folded once, and their first three are the
    /// folded three.
    fn longer(&self, t: &[u8]) -> bool {
        let four = folded(t);
        (t.len() >= 3 && self.threes.binary_search(&(four & 0x00ff_ffff)).is_ok())
            || (t.len() >= 4 && self.fours.binary_search(&four).is_ok())
    }
}

/// Up to four bytes in ASCII lower case, as a number: equal for two texts that are equal in
/// any case, so a text that starts with a prefix always matches it folded.
fn folded(bytes: &[u8]) -> u32 {
    let word = match bytes.first_chunk::<4>() {
        Some(w) => u32::from_le_bytes(*w),
        None => {
            let mut word = [0u8; 4];
            for (w, b) in word.iter_mut().zip(bytes) {
                *w = *b;
            }
            u32::from_le_bytes(word)
        }
    };
    // The four bytes at once: a byte's high bit is set, in `upper`, when its low seven bits
    // are `A` or more and not past `Z` and its own high bit is clear (no sum carries into the
    // next byte: 0x7f + 0x3f < 0x100); that bit moved to 0x20 makes the letter small, as
    // `to_ascii_lowercase` does byte by byte.
    let low = word & 0x7f7f_7f7f;
    let upper = (low + 0x3f3f_3f3f) & !(low + 0x2525_2525) & !word & 0x8080_8080;
    word | (upper >> 2)
}

/// See [`unbounded`].
const LONG_REPEAT: usize = 64;

/// A trigger as matched: itself, and for parts of keywords also in UPPER case.
fn variants(t: &str, fold: bool) -> Vec<String> {
    let mut out = vec![t.to_owned()];
    let upper = t.to_ascii_uppercase();
    if fold && upper != t {
        out.push(upper);
    }
    out
}

/// Merges sorted `(start, end)` windows that overlap or touch.
fn merge(windows: impl Iterator<Item = (usize, usize)>) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    for (s, e) in windows {
        match out.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => out.push((s, e)),
        }
    }
    out
}

/// The markers already in `text`, each with the visible prefix before it: masking leaves these
/// alone, so masking masked text changes nothing. Only a well-formed marker counts (a known kind,
/// a length, `]`), and it covers no more than its kind's public prefix, so text made to look
/// like a marker cannot shelter a secret: `ghp_<36 characters>…[masked github-pat 40]` still has
/// its 40 characters masked.
fn markers(found: &[usize], kinds: &[(&str, usize)], text: &str) -> Vec<Marker> {
    let mut out = Vec::new();
    let mut from = 0;
    for &s in found {
        if s < from {
            continue;
        }
        let body = text.get(s + MARK_OPEN.len()..).unwrap_or("");
        let Some((kind, rest)) = body.split_once(' ') else {
            continue;
        };
        let Some(&(_, keep)) = kinds.iter().find(|k| k.0 == kind) else {
            continue;
        };
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || rest.as_bytes().get(digits) != Some(&b']') {
            continue;
        }
        let end = s + MARK_OPEN.len() + kind.len() + 1 + digits + 1;
        out.push((s.saturating_sub(keep), s, end));
        from = end;
    }
    out
}

/// Whether `s..e` lies inside one of the markers.
fn inside(marks: &[Marker], s: usize, e: usize) -> bool {
    marks.iter().any(|&(ms, _, me)| ms <= s && e <= me)
}

/// Appends `text` to `out` with every finding replaced by its marker.
fn apply(text: &str, findings: &[Finding], out: &mut String) {
    out.reserve(text.len());
    pieces(text, findings, |p| out.push_str(p));
}

/// Calls `piece` with each piece of `text` masked, in order: the text between findings, and
/// for each finding the prefix it keeps and its marker.
fn pieces(text: &str, findings: &[Finding], mut piece: impl FnMut(&str)) {
    use std::fmt::Write as _;
    let mut length = String::new();
    let mut pos = 0;
    for f in findings {
        piece(text.get(pos..f.start).unwrap_or(""));
        let keep_end = f.start + f.keep;
        let keep_end = if text.is_char_boundary(keep_end) {
            keep_end
        } else {
            f.start
        };
        piece(text.get(f.start..keep_end).unwrap_or(""));
        piece(MARK_OPEN);
        piece(f.rule);
        length.clear();
        // Writing to a `String` cannot fail.
        let _ = write!(length, " {}]", f.end - f.start);
        piece(&length);
        pos = f.end;
    }
    piece(text.get(pos..).unwrap_or(""));
}

/// The most bytes of `[A-Za-z0-9_-]` a token's finding takes past its format's match: a token
/// longer than its format (a new issue, a typo) is masked whole, not cut with its end shown.
pub(crate) const TOKEN_RUN: usize = 256;

/// How much of the text before a rule's window a view of a split token holds (a rule's match
/// or its check may read the lines before: a table's header, a key's name).
const VIEW_BEFORE: usize = 1024;
/// How much of the text after a split token's last joint a view holds (its last piece and
/// what a check reads after it).
const VIEW_AFTER: usize = 512;

/// The first character boundary of `text` at or before `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    while at > 0 && !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The first character boundary of `text` at or after `at`.
fn ceil_boundary(text: &str, mut at: usize) -> usize {
    while at < text.len() && !text.is_char_boundary(at) {
        at += 1;
    }
    at.min(text.len())
}

/// Bytes held back by [`StreamMasker`] so a secret split across chunks is still found.
pub const HOLD_BACK: usize = 16 * 1024;

/// Where the settled part of a stream's `text` ends when no secret reaches across that point
/// (see [`Masker::settle`]): at the start of the line of the byte [`HOLD_BACK`] bytes before
/// its end, when that line starts at most [`LINE_REACH`] bytes before it, else at that byte's
/// character. A secret that is one by the words before it (`Authorization: Bearer`, a
/// secret-named key) has them on its line, and the next text, which starts there, must hold
/// them: a cut between them and the secret would leave it unmasked. 0 for a text no longer
/// than [`HOLD_BACK`]. For a caller that settles a stream's chunks out of order and must know
/// where the text before a chunk settles up to.
pub fn settle_point(text: &str) -> usize {
    let Some(mut cut) = text.len().checked_sub(HOLD_BACK).filter(|&c| c > 0) else {
        return 0;
    };
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let reach = cut.saturating_sub(LINE_REACH);
    let line = text
        .as_bytes()
        .get(reach..cut)
        .and_then(|b| b.iter().rposition(|&b| b == b'\n'));
    match line {
        Some(nl) => reach + nl + 1,
        None => cut,
    }
}

/// How far back from where a stream's text would settle up to [`settle_point`] looks for the
/// start of its line.
pub const LINE_REACH: usize = 4 * 1024;

/// Where every trigger occurs in a text, from [`Masker::scan`]: for [`Masker::settle_scanned`].
#[derive(Debug, Clone, Default)]
pub struct Scan {
    /// Each occurrence's trigger and start, in the order the search found them.
    found: Vec<(usize, usize)>,
}

/// Rules whose regexes a scanned text may need, not compiled yet, from [`Masker::ahead`].
#[derive(Debug, Clone, Default)]
pub struct Ahead(Vec<usize>);

/// The settled part of a stream's text, from [`Masker::settle`]: its length and the secrets in
/// it.
#[derive(Debug, Clone)]
pub struct Settled {
    len: usize,
    findings: Vec<Finding>,
}

impl Settled {
    /// Bytes settled at the start of the text: the caller drops them from its stream and keeps
    /// the rest, to put before what comes next.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Nothing is settled yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends the settled part of `text`, masked, to `out`. `text` is the text this was
    /// settled from (or one that starts with the same bytes); masking any other would hide the
    /// wrong bytes.
    pub fn mask_into(&self, text: &str, out: &mut String) {
        apply(text.get(..self.len).unwrap_or(""), &self.findings, out);
    }

    /// Calls `piece` with each piece of the settled part of `text` masked, in order (the text
    /// between secrets, and each secret's visible prefix and marker): together they are what
    /// [`Settled::mask_into`] appends, for a caller that writes them out without copying the
    /// text into one string first. `text` as for [`Settled::mask_into`].
    pub fn each_piece(&self, text: &str, piece: impl FnMut(&str)) {
        pieces(text.get(..self.len).unwrap_or(""), &self.findings, piece);
    }
}

/// Masks a stream pushed in chunks, holding back at most [`HOLD_BACK`] bytes and the start of
/// their line, up to [`LINE_REACH`] more (more only while a secret straddles the cut).
#[derive(Debug, Clone)]
pub struct StreamMasker {
    masker: Masker,
    buf: String,
    /// Where the triggers are in `buf`, when it has been searched: the text held back was
    /// searched with the chunk it came in, so the next push searches only its own chunk (and
    /// the few bytes before it that a trigger across the join may start in).
    scan: Option<Scan>,
}

impl StreamMasker {
    /// Adds a chunk; returns the masked text that is now safe to emit.
    pub fn push(&mut self, chunk: &str) -> Masked {
        let mut out = String::new();
        self.push_into(chunk, &mut out);
        Masked(out)
    }

    /// Adds a chunk and appends the masked text that is now safe to emit to `out`, reusing its
    /// capacity (see [`Masker::mask_into`]); appends what [`StreamMasker::push`] would return.
    pub fn push_into(&mut self, chunk: &str, out: &mut String) {
        let held = self.buf.len();
        self.buf.push_str(chunk);
        if self.buf.len() <= HOLD_BACK {
            // Nothing settles yet (see `Masker::settle`): no search.
            self.scan = None;
            return;
        }
        let scan = match self.scan.take() {
            Some(mut scan) => {
                let longest = self.masker.engine.triggers().longest;
                let mut from = held.saturating_sub(longest);
                while !self.buf.is_char_boundary(from) {
                    from -= 1;
                }
                let more = self.masker.scan(self.buf.get(from..).unwrap_or(""));
                if self.masker.join_scans(&mut scan, held, &more, held - from) {
                    scan
                } else {
                    self.masker.scan(&self.buf)
                }
            }
            None => self.masker.scan(&self.buf),
        };
        let settled = self.masker.settle_scanned(&self.buf, 0, &scan);
        settled.mask_into(&self.buf, out);
        let taken = settled.len();
        self.buf.drain(..taken);
        // An occurrence is where its bytes are: those from `taken` on are the search of what is
        // left, moved back with it.
        let mut scan = scan;
        scan.found.retain_mut(|(_, p)| match p.checked_sub(taken) {
            Some(q) => {
                *p = q;
                true
            }
            None => false,
        });
        self.scan = Some(scan);
    }

    /// Ends the stream; returns the rest, masked.
    pub fn finish(self) -> Masked {
        self.masker.mask(&self.buf)
    }

    /// Ends the stream; appends the rest, masked, to `out` (see [`Masker::mask_into`]).
    pub fn finish_into(self, out: &mut String) {
        self.masker.mask_into(&self.buf, out);
    }
}

fn fingerprint(secret: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let d = Sha256::digest(secret.as_bytes());
    let mut out = String::with_capacity(16);
    for &b in d.iter().take(8) {
        for n in [b >> 4, b & 15] {
            out.push(char::from(HEX.get(usize::from(n)).copied().unwrap_or(b'0')));
        }
    }
    out
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
