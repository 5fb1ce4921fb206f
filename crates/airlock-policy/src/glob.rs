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

    /// The first byte of the literal text before the first wildcard (ASCII-folded to lower case
    /// for a folding glob), if there is any such text.
    pub fn first_byte(&self) -> Option<u8> {
        let b = *self.pattern.as_bytes().first()?;
        if self.prefix_len == 0 {
            return None;
        }
        Some(if self.fold_case {
            b.to_ascii_lowercase()
        } else {
            b
        })
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

/// Globs indexed by the first byte of their literal prefix, so that a lookup tries only the globs
/// that could match a text: those whose prefix starts with the text's first byte, and those that
/// start with a wildcard.
#[derive(Debug, Clone, Default)]
pub struct FirstByteIndex {
    /// For each byte (ASCII-folded to lower case for folding globs), the ids in ascending order.
    by_byte: Vec<Vec<usize>>,
    /// Ids of the globs that start with a wildcard, in ascending order.
    open: Vec<usize>,
}

impl FirstByteIndex {
    /// Adds the glob `id`; ids must be added in ascending order.
    pub fn push(&mut self, id: usize, glob: &Glob) {
        match glob.first_byte() {
            Some(b) => {
                if self.by_byte.is_empty() {
                    self.by_byte = vec![Vec::new(); 256];
                }
                if let Some(ids) = self.by_byte.get_mut(usize::from(b)) {
                    ids.push(id);
                }
            }
            None => self.open.push(id),
        }
    }

    /// The smallest id below `below` (if given) that could match `text` and for which `hit` holds.
    pub fn first(
        &self,
        text: &str,
        fold_case: bool,
        below: Option<usize>,
        hit: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let lead = text.as_bytes().first().map(|b| {
            if fold_case {
                b.to_ascii_lowercase()
            } else {
                *b
            }
        });
        let keyed: &[usize] = lead
            .and_then(|b| self.by_byte.get(usize::from(b)))
            .map_or(&[], Vec::as_slice);
        let under = |bound: Option<usize>, i: usize| bound.is_none_or(|b| i < b);
        let a = keyed
            .iter()
            .copied()
            .take_while(|i| under(below, *i))
            .find(|i| hit(*i));
        let bound = a.or(below);
        let b = self
            .open
            .iter()
            .copied()
            .take_while(|i| under(bound, *i))
            .find(|i| hit(*i));
        b.or(a)
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
    use super::Glob;

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
}
