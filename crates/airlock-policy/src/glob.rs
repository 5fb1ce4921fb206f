//! Glob patterns over names: `*` is any run of characters, `?` is one character.

/// A compiled glob over tool names, slugs, servers and paths.
#[derive(Debug, Clone, PartialEq)]
pub struct Glob {
    pattern: Vec<char>,
    fold_case: bool,
}

impl Glob {
    /// A case-sensitive glob.
    pub fn new(pattern: &str) -> Glob {
        Glob {
            pattern: pattern.chars().collect(),
            fold_case: false,
        }
    }

    /// A glob that ignores ASCII case: deny entries use it, so that a deny catches every spelling.
    pub fn new_folding(pattern: &str) -> Glob {
        Glob {
            pattern: pattern.chars().collect(),
            fold_case: true,
        }
    }

    /// The pattern as written.
    pub fn as_string(&self) -> String {
        self.pattern.iter().collect()
    }

    /// Whether the pattern is `*`, matching everything.
    pub fn is_any(&self) -> bool {
        self.pattern == ['*']
    }

    /// Whether `text` matches the whole pattern.
    pub fn matches(&self, text: &str) -> bool {
        let text: Vec<char> = text.chars().collect();
        let eq = |a: char, b: char| {
            if self.fold_case {
                a.eq_ignore_ascii_case(&b)
            } else {
                a == b
            }
        };
        // Iterative wildcard matching with one backtrack point: linear in practice, never recursive.
        let (mut p, mut t) = (0usize, 0usize);
        let mut star: Option<(usize, usize)> = None;
        while t < text.len() {
            match (self.pattern.get(p), text.get(t)) {
                (Some('*'), _) => {
                    star = Some((p, t));
                    p += 1;
                }
                (Some('?'), Some(_)) => {
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
        self.pattern
            .get(p..)
            .is_some_and(|rest| rest.iter().all(|c| *c == '*'))
    }
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
    }
}
