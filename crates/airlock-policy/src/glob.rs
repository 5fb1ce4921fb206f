//! Glob patterns over names: `*` is any run of characters, `?` is one character.

/// A compiled glob over tool names, slugs, servers and paths.
#[derive(Debug, Clone, PartialEq)]
pub struct Glob {
    pattern: String,
    /// The length of the literal text before the first wildcard: a cheap first check.
    prefix_len: usize,
    literal: bool,
    fold_case: bool,
}

impl Glob {
    /// A case-sensitive glob.
    pub fn new(pattern: &str) -> Glob {
        Glob::build(pattern, false)
    }

    /// A glob that ignores ASCII case: deny entries use it, so that a deny catches every spelling.
    pub fn new_folding(pattern: &str) -> Glob {
        Glob::build(pattern, true)
    }

    fn build(pattern: &str, fold_case: bool) -> Glob {
        let prefix_len = pattern.find(['*', '?']).unwrap_or(pattern.len());
        Glob {
            pattern: pattern.to_owned(),
            prefix_len,
            literal: prefix_len == pattern.len(),
            fold_case,
        }
    }

    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.pattern
    }

    /// The pattern when it has no wildcard and is case-sensitive: it matches only this text.
    pub fn literal(&self) -> Option<&str> {
        (self.literal && !self.fold_case).then_some(self.pattern.as_str())
    }

    /// Whether the pattern is `*`, matching everything.
    pub fn is_any(&self) -> bool {
        self.pattern == "*"
    }

    /// Whether `text` matches the whole pattern.
    pub fn matches(&self, text: &str) -> bool {
        let prefix = self.pattern.get(..self.prefix_len).unwrap_or("");
        let head_ok = match text.get(..prefix.len()) {
            Some(h) if self.fold_case => h.eq_ignore_ascii_case(prefix),
            Some(h) => h == prefix,
            None => false,
        };
        if !head_ok {
            return false;
        }
        if self.literal {
            return text.len() == prefix.len();
        }
        if self.pattern.is_ascii() && text.is_ascii() {
            wildcard(self.pattern.as_bytes(), text.as_bytes(), self.fold_case)
        } else {
            let p: Vec<char> = self.pattern.chars().collect();
            let t: Vec<char> = text.chars().collect();
            wildcard(&p, &t, self.fold_case)
        }
    }
}

/// Globs indexed by their literal prefix (the text before the first wildcard) in a byte trie, so
/// that a lookup tries only the globs whose prefix starts the text.
#[derive(Debug, Clone)]
pub struct PrefixIndex {
    /// Node 0 is the root, for the globs that start with a wildcard.
    nodes: Vec<PrefixNode>,
    /// Prefixes and texts are compared with ASCII case folded.
    fold_case: bool,
}

#[derive(Debug, Clone, Default)]
struct PrefixNode {
    /// The next byte (ASCII-folded to lower case when the index folds) and its node.
    children: Vec<(u8, usize)>,
    /// The globs whose prefix ends here, in ascending order.
    ids: Vec<usize>,
}

impl PrefixIndex {
    /// An empty index; `fold_case` for folding globs.
    pub fn new(fold_case: bool) -> PrefixIndex {
        PrefixIndex {
            nodes: vec![PrefixNode::default()],
            fold_case,
        }
    }

    fn fold(&self, b: u8) -> u8 {
        if self.fold_case {
            b.to_ascii_lowercase()
        } else {
            b
        }
    }

    fn child(&self, node: usize, b: u8) -> Option<usize> {
        let n = self.nodes.get(node)?;
        n.children.iter().find(|(c, _)| *c == b).map(|(_, i)| *i)
    }

    /// Adds the glob `id`; ids must be added in ascending order.
    pub fn push(&mut self, id: usize, glob: &Glob) {
        let prefix = glob
            .pattern
            .as_bytes()
            .get(..glob.prefix_len)
            .unwrap_or(&[]);
        let mut node = 0;
        for b in prefix {
            let b = self.fold(*b);
            node = match self.child(node, b) {
                Some(next) => next,
                None => {
                    let next = self.nodes.len();
                    self.nodes.push(PrefixNode::default());
                    if let Some(n) = self.nodes.get_mut(node) {
                        n.children.push((b, next));
                    }
                    next
                }
            };
        }
        if let Some(n) = self.nodes.get_mut(node) {
            n.ids.push(id);
        }
    }

    /// The smallest id below `below` (if given), among the globs whose prefix starts `text`, for
    /// which `hit` holds.
    pub fn first(
        &self,
        text: &str,
        below: Option<usize>,
        hit: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let mut best: Option<usize> = None;
        let mut bound = below;
        let mut node = Some(0);
        let mut bytes = text.bytes();
        while let Some(n) = node.and_then(|i| self.nodes.get(i)) {
            if let Some(id) = n
                .ids
                .iter()
                .copied()
                .take_while(|i| bound.is_none_or(|b| *i < b))
                .find(|i| hit(*i))
            {
                best = Some(id);
                bound = Some(id);
            }
            node = bytes
                .next()
                .and_then(|b| self.child(node.unwrap_or(0), self.fold(b)));
        }
        best
    }
}

/// A unit of text the matcher compares: a byte of ASCII text, or a char of any other.
trait Unit: Copy + PartialEq {
    fn is(self, c: char) -> bool;
    fn eq_fold(self, other: Self) -> bool;
}

impl Unit for u8 {
    fn is(self, c: char) -> bool {
        char::from(self) == c
    }
    fn eq_fold(self, other: Self) -> bool {
        self.eq_ignore_ascii_case(&other)
    }
}

impl Unit for char {
    fn is(self, c: char) -> bool {
        self == c
    }
    fn eq_fold(self, other: Self) -> bool {
        self.eq_ignore_ascii_case(&other)
    }
}

/// Iterative wildcard matching with one backtrack point: linear in practice, never recursive.
fn wildcard<U: Unit>(pattern: &[U], text: &[U], fold_case: bool) -> bool {
    let eq = |a: U, b: U| if fold_case { a.eq_fold(b) } else { a == b };
    let (mut p, mut t) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    while t < text.len() {
        match (pattern.get(p), text.get(t)) {
            (Some(pc), _) if pc.is('*') => {
                star = Some((p, t));
                p += 1;
            }
            (Some(pc), Some(_)) if pc.is('?') => {
                p += 1;
                t += 1;
            }
            (Some(&pc), Some(&tc)) if eq(pc, tc) => {
                p += 1;
                t += 1;
            }
            _ => match star {
                Some((sp, st)) => {
                    p = sp + 1;
                    t = st + 1;
                    star = Some((sp, st + 1));
                }
                None => return false,
            },
        }
    }
    pattern
        .get(p..)
        .is_some_and(|rest| rest.iter().all(|c| c.is('*')))
}

#[cfg(test)]
mod tests {
    use super::{Glob, PrefixIndex};

    #[test]
    fn globs_match_whole_names() {
        let cases = [
            ("GMAIL_DELETE_*", "GMAIL_DELETE_MESSAGE", true),
            ("GMAIL_DELETE_*", "GMAIL_SEND_EMAIL", false),
            ("*", "", true),
            ("a?c", "abc", true),
            ("a?c", "ac", false),
            ("*send*", "resend_invite", true),
            ("memory_save", "memory_save_all", false),
            ("a*b*c", "aXXbYYc", true),
            ("a*b*c", "aXXbYY", false),
        ];
        for (pattern, text, want) in cases {
            assert_eq!(
                Glob::new(pattern).matches(text),
                want,
                "{pattern} vs {text}"
            );
        }
        assert!(Glob::new_folding("GMAIL_*").matches("gmail_send"));
        assert!(!Glob::new("GMAIL_*").matches("gmail_send"));
        assert!(Glob::new("é*").matches("éa"));
        assert!(Glob::new("?b").matches("éb"));
        assert!(!Glob::new("ab").matches("a"));
    }

    /// The index finds the first matching glob, as a scan of every glob in order would.
    #[test]
    fn the_prefix_index_finds_what_a_scan_finds() {
        let patterns = [
            "GMAIL_*",
            "*",
            "GMAIL_SEND_*",
            "G*",
            "GMAIL_SEND_EMAIL",
            "?MAIL_*",
            "gmail_*",
            "GITHUB_*_ISSUE",
            "",
            "SLACK_*",
            "*_EMAIL",
            "GMAIL_SEND_EMAIL_*",
        ];
        let texts = [
            "GMAIL_SEND_EMAIL",
            "gmail_send_email",
            "GITHUB_CREATE_ISSUE",
            "SLACK_POST",
            "",
            "X",
            "G",
            "GMAIL_",
            "GMAIL_SEND_EMAIL_NOW",
            "éGMAIL_",
        ];
        for fold in [false, true] {
            let globs: Vec<Glob> = patterns
                .iter()
                .map(|p| {
                    if fold {
                        Glob::new_folding(p)
                    } else {
                        Glob::new(p)
                    }
                })
                .collect();
            let mut index = PrefixIndex::new(fold);
            for (i, g) in globs.iter().enumerate() {
                index.push(i, g);
            }
            for text in texts {
                for below in [None, Some(3), Some(0), Some(100)] {
                    for skip in [usize::MAX, 0, 2] {
                        let hit = |i: usize| i != skip && globs[i].matches(text);
                        let scan = (0..globs.len())
                            .take_while(|i| below.is_none_or(|b| *i < b))
                            .find(|i| hit(*i));
                        assert_eq!(
                            index.first(text, below, hit),
                            scan,
                            "{text} {below:?} {fold}"
                        );
                    }
                }
            }
        }
    }
}
