//! A parser for the common subset of shell that builds the same syntax tree brush-parser builds,
//! at a fraction of its cost; anything outside the subset is declined and left to brush-parser.
//!
//! The subset: simple commands of literal words (plain, single-quoted, double-quoted without
//! expansions, backslash escapes), joined by `&&`, `||`, `;`, `|` and newlines, with assignments
//! and redirections (`<`, `>`, `>>`, `>|`, `<>`, `<&`, `>&`, `&>`, `&>>`, with or without a file
//! descriptor number) before, between and after the words, and comments. Declined: any `$` or
//! backquote outside single quotes, an unquoted `(` or `)`, `&` alone, `;;`, `|&`,
//! here-documents and here-strings, a line continuation, a control character, an array element
//! assignment, a descriptor number too large for brush-parser, and a reserved word (or a word
//! with `{`, `}` or `!`) where a command name goes.
//!
//! INVARIANT: `parse` returns `Some` only for a script brush-parser parses, and the tree it
//! returns is brush-parser's tree for that script, source locations aside (the walk does not read
//! them). Declining is always safe: the caller then runs brush-parser. The differential tests in
//! this file check the invariant against brush-parser itself.

use brush_parser::ast;

/// Parses `src` if it is in the subset; `None` hands it to brush-parser.
pub(crate) fn parse(src: &str) -> Option<ast::Program> {
    let tokens = lex(src)?;
    Parser {
        src,
        tokens,
        pos: 0,
    }
    .program()
}

/// The operators of the subset; brush-parser's operators outside it are declined by the lexer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Op {
    And,
    Or,
    Semi,
    Pipe,
    Newline,
    Redirect(Redirect),
}

/// The redirection operators of the subset.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Redirect {
    /// `<`
    Read,
    /// `>`
    Write,
    /// `>>`
    Append,
    /// `<>`
    ReadAndWrite,
    /// `>|`
    Clobber,
    /// `<&`
    DuplicateInput,
    /// `>&`
    DuplicateOutput,
    /// `&>`
    OutputAndError,
    /// `&>>`
    OutputAndErrorAppend,
}

/// A token: a word (a byte range of the script) or an operator (with where it starts).
#[derive(Clone, Copy, Debug)]
enum Token {
    Word { start: usize, end: usize },
    Op { op: Op, start: usize },
}

/// Splits `src` into tokens as brush-parser's tokenizer does, or declines.
fn lex(src: &str) -> Option<Vec<Token>> {
    let b = src.as_bytes();
    let mut out = Vec::with_capacity(32);
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        match c {
            b' ' | b'\t' => i += 1,
            // A `#` where a token would start begins a comment, up to the newline.
            b'#' => {
                i = b
                    .get(i..)
                    .and_then(|rest| rest.iter().position(|&c| c == b'\n'))
                    .map_or(b.len(), |n| i + n);
            }
            b'\n' => {
                out.push(Token::Op {
                    op: Op::Newline,
                    start: i,
                });
                i += 1;
            }
            b'&' | b';' | b'|' | b'<' | b'>' => {
                let (op, len) = operator(b.get(i..)?)?;
                out.push(Token::Op { op, start: i });
                i += len;
            }
            _ => {
                let end = word_end(b, i)?;
                out.push(Token::Word { start: i, end });
                i = end;
            }
        }
    }
    Some(out)
}

/// The operator at the start of `b` and its length, longest match first as brush-parser's
/// tokenizer reads them; `None` for operators outside the subset.
fn operator(b: &[u8]) -> Option<(Op, usize)> {
    use Redirect as R;
    let redirect = |r, len| Some((Op::Redirect(r), len));
    match b {
        [b'&', b'&', ..] => Some((Op::And, 2)),
        [b'&', b'>', b'>', ..] => redirect(R::OutputAndErrorAppend, 3),
        [b'&', b'>', ..] => redirect(R::OutputAndError, 2),
        [b'|', b'|', ..] => Some((Op::Or, 2)),
        [b'|', b'&', ..] => None,
        [b'|', ..] => Some((Op::Pipe, 1)),
        [b';', b';' | b'&', ..] => None,
        [b';', ..] => Some((Op::Semi, 1)),
        [b'<', b'<' | b'(', ..] => None,
        [b'<', b'&', ..] => redirect(R::DuplicateInput, 2),
        [b'<', b'>', ..] => redirect(R::ReadAndWrite, 2),
        [b'<', ..] => redirect(R::Read, 1),
        [b'>', b'(', ..] => None,
        [b'>', b'>', ..] => redirect(R::Append, 2),
        [b'>', b'|', ..] => redirect(R::Clobber, 2),
        [b'>', b'&', ..] => redirect(R::DuplicateOutput, 2),
        [b'>', ..] => redirect(R::Write, 1),
        // `&` alone runs in the background: outside the subset.
        _ => None,
    }
}

/// Where the word starting at `start` ends, or `None` when it holds anything outside the subset.
fn word_end(b: &[u8], start: usize) -> Option<usize> {
    let mut i = start;
    while let Some(&c) = b.get(i) {
        match c {
            b' ' | b'\t' | b'\n' | b'&' | b';' | b'|' | b'<' | b'>' => return Some(i),
            b'\'' => {
                let close = b.get(i + 1..)?.iter().position(|&c| c == b'\'')?;
                if b.get(i + 1..i + 1 + close)?.iter().any(|&c| is_control(c)) {
                    return None;
                }
                i += close + 2;
            }
            b'"' => i = double_quoted_end(b, i + 1)?,
            b'\\' => i += escape_len(b.get(i + 1).copied())?,
            b'$' | b'`' | b'(' | b')' => return None,
            _ if is_control(c) => return None,
            _ => i += 1,
        }
    }
    Some(i)
}

/// The index after the closing quote of a double-quoted string whose text starts at `i`.
fn double_quoted_end(b: &[u8], mut i: usize) -> Option<usize> {
    while let Some(&c) = b.get(i) {
        match c {
            b'"' => return Some(i + 1),
            b'\\' => i += escape_len(b.get(i + 1).copied())?,
            b'$' | b'`' => return None,
            _ if is_control(c) => return None,
            _ => i += 1,
        }
    }
    None
}

/// How many bytes a backslash and the character after it take, when the pair is in the subset:
/// not at the end (an error), not before a newline (a line continuation, which brush-parser's
/// tokenizer removes from the word), not before an expansion or a control character. A character
/// of more than one byte is left to the caller to step over as ordinary text.
fn escape_len(next: Option<u8>) -> Option<usize> {
    match next? {
        b'$' | b'`' | b'\n' => None,
        c if is_control(c) => None,
        c if c.is_ascii() => Some(2),
        _ => Some(1),
    }
}

/// Control characters other than tab and newline (a newline ends an unquoted word and is
/// text inside quotes).
fn is_control(c: u8) -> bool {
    (c < 0x20 && c != b'\t' && c != b'\n') || c == 0x7f
}

/// Words that are not a simple command's name: brush-parser's reserved words (POSIX and bash),
/// and `time`, which times a whole pipeline.
const RESERVED: &[&str] = &[
    "!", "{", "}", "case", "do", "done", "elif", "else", "esac", "fi", "for", "if", "in", "then",
    "until", "while", "[[", "]]", "function", "select", "coproc", "time",
];

/// A recursive-descent parser over the tokens, following brush-parser's grammar for the subset.
struct Parser<'a> {
    src: &'a str,
    tokens: Vec<Token>,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<Token> {
        self.tokens.get(self.pos).copied()
    }

    fn peek_op(&self) -> Option<Op> {
        match self.peek() {
            Some(Token::Op { op, .. }) => Some(op),
            _ => None,
        }
    }

    fn text(&self, start: usize, end: usize) -> Option<&'a str> {
        self.src.get(start..end)
    }

    fn at_end_of_line(&self) -> bool {
        matches!(
            self.peek(),
            None | Some(Token::Op {
                op: Op::Newline,
                ..
            })
        )
    }

    /// Skips newlines.
    fn linebreak(&mut self) {
        while self.peek_op() == Some(Op::Newline) {
            self.pos += 1;
        }
    }

    fn program(&mut self) -> Option<ast::Program> {
        let mut complete_commands = Vec::new();
        self.linebreak();
        while self.peek().is_some() {
            complete_commands.push(self.complete_command()?);
            if !self.at_end_of_line() {
                return None;
            }
            self.linebreak();
        }
        Some(ast::Program { complete_commands })
    }

    /// And-or lists separated by `;`, up to a newline or the end.
    fn complete_command(&mut self) -> Option<ast::CompoundList> {
        let mut items = vec![ast::CompoundListItem(
            self.and_or()?,
            ast::SeparatorOperator::Sequence,
        )];
        while self.peek_op() == Some(Op::Semi) {
            self.pos += 1;
            if self.at_end_of_line() {
                break;
            }
            items.push(ast::CompoundListItem(
                self.and_or()?,
                ast::SeparatorOperator::Sequence,
            ));
        }
        Some(ast::CompoundList(items))
    }

    fn and_or(&mut self) -> Option<ast::AndOrList> {
        let first = self.pipeline()?;
        let mut additional = Vec::new();
        loop {
            let and = match self.peek_op() {
                Some(Op::And) => true,
                Some(Op::Or) => false,
                _ => break,
            };
            self.pos += 1;
            self.linebreak();
            let p = self.pipeline()?;
            additional.push(if and {
                ast::AndOr::And(p)
            } else {
                ast::AndOr::Or(p)
            });
        }
        Some(ast::AndOrList { first, additional })
    }

    fn pipeline(&mut self) -> Option<ast::Pipeline> {
        let mut seq = vec![ast::Command::Simple(self.simple()?)];
        while self.peek_op() == Some(Op::Pipe) {
            self.pos += 1;
            self.linebreak();
            seq.push(ast::Command::Simple(self.simple()?));
        }
        Some(ast::Pipeline {
            timed: None,
            bang: false,
            seq,
        })
    }

    /// Assignments and redirections, the command name, then words, assignments and
    /// redirections; as brush-parser's `simple_command`.
    fn simple(&mut self) -> Option<ast::SimpleCommand> {
        use ast::CommandPrefixOrSuffixItem as I;
        let mut prefix = Vec::new();
        loop {
            if let Some(r) = self.redirect()? {
                prefix.push(I::IoRedirect(r));
            } else if let Some(item) = self.assignment()? {
                prefix.push(item);
            } else {
                break;
            }
        }
        let Some(Token::Word { start, end }) = self.peek() else {
            return (!prefix.is_empty()).then_some(ast::SimpleCommand {
                prefix: Some(ast::CommandPrefix(prefix)),
                word_or_name: None,
                suffix: None,
            });
        };
        let name = self.text(start, end)?;
        if RESERVED.contains(&name) || name.contains(['{', '}', '!']) {
            return None;
        }
        let word_or_name = Some(ast::Word::from(name.to_owned()));
        self.pos += 1;
        let mut suffix = Vec::new();
        loop {
            if let Some(r) = self.redirect()? {
                suffix.push(I::IoRedirect(r));
            } else if let Some(item) = self.assignment()? {
                suffix.push(item);
            } else if let Some(Token::Word { start, end }) = self.peek() {
                suffix.push(I::Word(ast::Word::from(self.text(start, end)?.to_owned())));
                self.pos += 1;
            } else {
                break;
            }
        }
        Some(ast::SimpleCommand {
            prefix: (!prefix.is_empty()).then_some(ast::CommandPrefix(prefix)),
            word_or_name,
            suffix: (!suffix.is_empty()).then_some(ast::CommandSuffix(suffix)),
        })
    }

    /// A redirection at the cursor: `Some(None)` when there is none, `None` to decline.
    fn redirect(&mut self) -> Option<Option<ast::IoRedirect>> {
        use Redirect as R;
        use ast::IoFileRedirectKind as K;
        let (fd, at) = match (self.peek(), self.tokens.get(self.pos + 1)) {
            // A number right before a redirection operator starting with `<` or `>` is the file
            // descriptor it redirects.
            (
                Some(Token::Word { start, end }),
                Some(Token::Op {
                    op,
                    start: op_start,
                }),
            ) if end == *op_start
                && !matches!(
                    op,
                    Op::Redirect(R::OutputAndError | R::OutputAndErrorAppend)
                )
                && matches!(op, Op::Redirect(_)) =>
            {
                let w = self.text(start, end)?;
                if w.bytes().all(|c| c.is_ascii_digit()) {
                    // brush-parser fails on a number too large for a descriptor; leave it that.
                    (Some(w.parse::<ast::IoFd>().ok()?), self.pos + 1)
                } else {
                    (None, self.pos)
                }
            }
            _ => (None, self.pos),
        };
        let Some(Token::Op {
            op: Op::Redirect(r),
            ..
        }) = self.tokens.get(at).copied()
        else {
            return Some(None);
        };
        let Some(Token::Word { start, end }) = self.tokens.get(at + 1).copied() else {
            return None;
        };
        let word = ast::Word::from(self.text(start, end)?.to_owned());
        self.pos = at + 2;
        let file = |kind| {
            ast::IoRedirect::File(fd, kind, ast::IoFileRedirectTarget::Filename(word.clone()))
        };
        let duplicate = |kind| {
            ast::IoRedirect::File(fd, kind, ast::IoFileRedirectTarget::Duplicate(word.clone()))
        };
        Some(Some(match r {
            R::Read => file(K::Read),
            R::Write => file(K::Write),
            R::Append => file(K::Append),
            R::ReadAndWrite => file(K::ReadAndWrite),
            R::Clobber => file(K::Clobber),
            R::DuplicateInput => duplicate(K::DuplicateInput),
            R::DuplicateOutput => duplicate(K::DuplicateOutput),
            R::OutputAndError => ast::IoRedirect::OutputAndError(word, false),
            R::OutputAndErrorAppend => ast::IoRedirect::OutputAndError(word, true),
        }))
    }

    /// An assignment word (`NAME=value`, `NAME+=value`) at the cursor: `Some(None)` when the
    /// word is not one, `None` to decline (an array element, `NAME[i]=value`).
    fn assignment(&mut self) -> Option<Option<ast::CommandPrefixOrSuffixItem>> {
        let Some(Token::Word { start, end }) = self.peek() else {
            return Some(None);
        };
        let w = self.text(start, end)?;
        let name_len = w
            .bytes()
            .position(|c| !(c.is_ascii_alphanumeric() || c == b'_'))
            .unwrap_or(w.len());
        let (name, rest) = w.split_at_checked(name_len)?;
        if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
            return Some(None);
        }
        let (append, value) = if let Some(v) = rest.strip_prefix("+=") {
            (true, v)
        } else if let Some(v) = rest.strip_prefix('=') {
            (false, v)
        } else if rest.starts_with('[') && rest.contains('=') {
            return None;
        } else {
            return Some(None);
        };
        self.pos += 1;
        let assignment = ast::Assignment {
            name: ast::AssignmentName::VariableName(name.to_owned()),
            value: ast::AssignmentValue::Scalar(ast::Word::from(value.to_owned())),
            append,
            loc: brush_parser::SourceSpan::default(),
        };
        Some(Some(ast::CommandPrefixOrSuffixItem::AssignmentWord(
            assignment,
            ast::Word::from(w.to_owned()),
        )))
    }
}

#[cfg(test)]
mod tests {
    //! Differential tests: wherever the fast parser accepts a script, its tree must be
    //! brush-parser's (source locations aside) and the analysis must be the one brush-parser's
    //! tree gives.
    #![allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::indexing_slicing,
        clippy::panic
    )]

    use super::parse;
    use crate::walk::Walker;
    use crate::{analyze, analyze_with};
    use proptest::prelude::*;

    /// Whether the fast parser accepted `src`; an error when it accepted and disagrees.
    fn check(src: &str) -> Result<bool, String> {
        let Some(fast) = parse(src) else {
            return Ok(false);
        };
        let mut parser = brush_parser::Parser::new(std::io::Cursor::new(src), &Default::default());
        let brush = parser
            .parse_program()
            .map_err(|e| format!("{src:?}: accepted, but brush-parser fails: {e}"))?;
        let (fast, brush) = (
            without_locations(&format!("{fast:?}")),
            without_locations(&format!("{brush:?}")),
        );
        if fast != brush {
            return Err(format!(
                "{src:?}: the trees differ\n fast:  {fast}\n brush: {brush}"
            ));
        }
        let mut w = Walker::default();
        w.brush_only = true;
        let (fast, brush) = (
            format!("{:?}", analyze(src)),
            format!("{:?}", analyze_with(src, w)),
        );
        if fast != brush {
            return Err(format!(
                "{src:?}: the analyses differ\n fast:  {fast}\n brush: {brush}"
            ));
        }
        Ok(true)
    }

    /// Checks every script; fails with those that disagree; returns how many were accepted.
    fn check_all<'a>(scripts: impl IntoIterator<Item = &'a str>) -> usize {
        let mut accepted = 0;
        let mut bad = Vec::new();
        for s in scripts {
            match check(s) {
                Ok(a) => accepted += usize::from(a),
                Err(e) => bad.push(e),
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
        accepted
    }

    /// `Debug` text with every `loc: …` value replaced by `_`: the fast parser records no
    /// source locations, and the walk reads none. Quoted strings are copied as they are.
    fn without_locations(s: &str) -> String {
        let mut out = String::with_capacity(s.len());
        let mut rest = s;
        while let Some(c) = rest.chars().next() {
            if c == '"' {
                let end = debug_string_end(rest);
                out.push_str(&rest[..end]);
                rest = &rest[end..];
            } else if let Some(after) = rest.strip_prefix("loc: ") {
                out.push_str("loc: _");
                rest = &after[value_end(after)..];
            } else {
                out.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
        out
    }

    /// The length of the `Debug` string literal at the start of `s`, quotes included.
    fn debug_string_end(s: &str) -> usize {
        let mut escaped = false;
        for (i, c) in s.char_indices().skip(1) {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => return i + 1,
                _ => {}
            }
        }
        s.len()
    }

    /// Where a `Debug` value (no strings inside) at the start of `s` ends.
    fn value_end(s: &str) -> usize {
        let mut depth = 0usize;
        for (i, c) in s.char_indices() {
            match c {
                '(' | '{' | '[' => depth += 1,
                ')' | '}' | ']' if depth == 0 => return i,
                ')' | '}' | ']' => depth -= 1,
                ',' if depth == 0 => return i,
                _ => {}
            }
        }
        s.len()
    }

    /// Every string literal of a Rust source file (comments skipped), escapes resolved.
    fn rust_strings(src: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut it = src.chars().peekable();
        while let Some(c) = it.next() {
            match c {
                '/' if it.peek() == Some(&'/') => {
                    it.by_ref().find(|c| *c == '\n');
                }
                // A character literal (`'x'`, `'\''`) or a lifetime (`'static`).
                '\'' => {
                    let mut ahead = it.clone();
                    match (ahead.next(), ahead.next()) {
                        (Some('\\'), _) => {
                            it.next();
                            it.next();
                            it.by_ref().find(|c| *c == '\'');
                        }
                        (Some(_), Some('\'')) => {
                            it.next();
                            it.next();
                        }
                        _ => {}
                    }
                }
                '"' => {
                    let mut s = String::new();
                    while let Some(c) = it.next() {
                        match c {
                            '"' => break,
                            '\\' => match it.next() {
                                Some('n') => s.push('\n'),
                                Some('t') => s.push('\t'),
                                Some('r') => s.push('\r'),
                                Some('0') => s.push('\0'),
                                Some('\n') => while it.next_if(|c| c.is_whitespace()).is_some() {},
                                Some('u') => {
                                    let hex: String =
                                        it.by_ref().skip(1).take_while(|c| *c != '}').collect();
                                    let code = u32::from_str_radix(&hex, 16).unwrap();
                                    s.push(char::from_u32(code).unwrap());
                                }
                                Some(other) => s.push(other),
                                None => {}
                            },
                            _ => s.push(c),
                        }
                    }
                    out.push(s);
                }
                _ => {}
            }
        }
        out
    }

    /// Every string of the case table (scripts, and rows and labels, which are scripts too as
    /// far as a parser is concerned) and every command of the shared conformance file.
    #[test]
    fn agrees_on_every_case_script() {
        // Included at build time: the crate's sources do no I/O, tests included.
        let mut scripts = rust_strings(include_str!("../tests/cases.rs"));
        let doc: toml::Table = include_str!("../../../conformance/shell.toml")
            .parse()
            .unwrap();
        for case in doc["case"].as_array().unwrap() {
            scripts.push(case["args"]["command"].as_str().unwrap().to_owned());
        }
        assert!(scripts.len() > 500, "only {} scripts found", scripts.len());
        let accepted = check_all(scripts.iter().map(String::as_str));
        // The fast parser is worth having only if it takes most everyday scripts.
        assert!(
            accepted * 2 > scripts.len(),
            "the fast parser accepted only {accepted} of {} scripts",
            scripts.len()
        );
    }

    /// Inputs at the edges of the subset: each is declined or agrees.
    #[test]
    fn tricky_inputs_decline_or_agree() {
        check_all([
            "a\\ b",
            "echo a\\ b c",
            "echo '&&'",
            "echo \"a;b\"",
            "x=1 y=2 cmd",
            "x=1 y=2",
            "x=1 >out y=2 cmd z=3 arg",
            "x+=1 cmd",
            "x[1]=2 cmd",
            "echo x[1]=2",
            "1x=2 cmd",
            "_x=2 cmd",
            "x=\"a b\" cmd",
            "x='a b'",
            "\"x\"=1 cmd",
            "x\\=1 cmd",
            "cmd 2>&1",
            "cmd 2>&-",
            "cmd 2 >&1",
            "cmd >&2",
            "cmd >&out",
            "cmd <&0",
            "cmd <&in",
            "cmd >| f",
            "cmd &> f",
            "cmd &>> f",
            "cmd 2&>f",
            "cmd <> f",
            "cmd 10>f",
            "cmd 4294967295>f",
            "cmd 4294967296>f",
            "cmd 99999999999>f",
            "cmd a2>f",
            "cmd >f2>g",
            "2>/dev/null cmd",
            ">f",
            "> f cmd",
            "cmd >",
            "cmd > ;",
            "cmd >>| f",
            "ls # comment",
            "ls #comment\npwd",
            "# only a comment",
            "a#b",
            "echo a#b #c",
            "ls;#c",
            "ls&&#c\npwd",
            "echo \"#x\" '#y' \\#z",
            "ls \\\npwd",
            "ls \\",
            "echo 'a\\\nb'",
            "echo \"a\\\nb\"",
            "echo \"a\\\"b\" 'c'\"d\"e",
            "echo \"a\\\\\"",
            "echo \\'",
            "echo \\\"",
            "echo \\;",
            "echo \\|\\&\\>",
            "echo 'unterminated",
            "echo \"unterminated",
            "echo 'multi\nline' done",
            "git commit -m \"first\n\nsecond\"",
            "",
            " ",
            "\n\n",
            ";",
            "ls;",
            "ls ;",
            "ls; ;",
            "ls;;",
            "ls ;; pwd",
            "; ls",
            "ls\n;pwd",
            "ls;\npwd",
            "ls &&\n\npwd",
            "ls ||\npwd",
            "ls |\n wc",
            "ls | | wc",
            "ls |",
            "ls &&",
            "&& ls",
            "ls &",
            "ls & pwd",
            "ls |& wc",
            "ls && pwd || who | wc -l; date\nuptime",
            "if true; then ls; fi",
            "echo if then fi done",
            "x=1 if true",
            "time ls",
            "x=1 time ls",
            "! ls",
            "find . ! -name x",
            "{ ls; }",
            "echo {}",
            "find . -exec rm {} \\;",
            "echo a{b,c}",
            "{ls",
            "[[ -f x ]]",
            "[ -f x ]",
            "test -f x && echo '[[ y ]]'",
            "echo *.rs ? [ab]",
            "ls ~ ~/x ~u/x x~",
            "echo ~+",
            "cd ~-",
            "echo $HOME",
            "echo '$HOME'",
            "echo \"$HOME\"",
            "echo \\$HOME",
            "awk '{print $1}' f",
            "echo `id`",
            "echo (",
            "f() { ls; }",
            "cat <<EOF\nx\nEOF",
            "cat <<< x",
            "cat < <(ls)",
            "echo >(x)",
            "echo \u{e9}t\u{e9} '\u{fc}'",
            "echo \\\u{e9}",
            "echo a\rb",
            "echo 'a\rb'",
            "echo a\u{7f}",
            "echo\ta\t\tb",
            "sudo -u root timeout 5 rm -rf x",
            "bash -c 'rm -rf ~ && echo hi'",
            "sh -c \"ls; git push\"",
            "eval 'eval '\\''rm -rf x'\\'''",
            "echo hi | bash",
            "git -c alias.x='!rm -rf y' x",
            "ssh host rm -rf /",
            "xargs rm < list",
            "env -C /tmp FOO=1 rm x",
            "cd /tmp && rm -rf x; cd - ; ls",
        ]);
    }

    /// The subset the module documents is accepted (and agrees).
    #[test]
    fn the_subset_is_accepted() {
        for s in [
            "ls",
            "cd /ws/src && git status --short | grep -v '^??' > /ws/out.txt; cargo test -q 2>&1 | tail -n 5",
            "x=1 y=2 cmd a 'b c' \"d e\" f\\ g",
            "a || b\nc; d",
            "cmd <in >out 2>>err >|f <>rw 3<&0 4>&1 &>all &>>more",
            "ls # a comment",
            "find . ! -name '*.rs' -exec rm {} \\;",
            "",
        ] {
            assert_eq!(check(s), Ok(true), "{s:?}");
        }
    }

    /// What the module documents as outside the subset is declined.
    #[test]
    fn outside_the_subset_is_declined() {
        for s in [
            "echo $x",
            "echo \"$x\"",
            "echo `id`",
            "echo $(id)",
            "(ls)",
            "ls &",
            "case x in a) ;; esac",
            "ls |& wc",
            "cat <<EOF\nx\nEOF",
            "cat <<< x",
            "ls \\\n-la",
            "echo a\rb",
            "a[1]=x cmd",
            "if true; then ls; fi",
            "{ ls; }",
            "! ls",
            "time ls",
            "ls 99999999999>f",
        ] {
            assert_eq!(parse(s).map(|_| ()), None, "{s:?}");
        }
    }

    /// Pieces scripts are made of, the subset's and its edges'.
    const PIECES: &[&str] = &[
        "ls",
        "a",
        "x=1",
        "y+=",
        "2",
        "1",
        "-n",
        "{}",
        "{",
        "}",
        "!",
        "~",
        "*",
        "?",
        "[",
        "]",
        "#",
        "a#b",
        "'q w'",
        "'&&'",
        "\"a;b\"",
        "\"a\\\"b\"",
        "\\ ",
        "\\",
        "\\\n",
        "\\'",
        " ",
        " ",
        " ",
        "\t",
        "\n",
        ";",
        ";",
        "&&",
        "||",
        "|",
        "|",
        "&",
        ">",
        ">>",
        "<",
        ">&",
        "<&",
        "&>",
        "&>>",
        ">|",
        "<>",
        "2>&1",
        "$x",
        "`a`",
        "(",
        ")",
        "if",
        "then",
        "fi",
        "time",
        "done",
        "'",
        "\"",
        "=",
        "-",
        "\u{e9}",
        "\r",
        "bash -c ",
        "eval ",
        "sudo ",
        "cd ",
    ];

    fn script() -> impl Strategy<Value = String> {
        proptest::collection::vec(proptest::sample::select(PIECES), 0..14)
            .prop_map(|pieces| pieces.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Scripts of random pieces: the fast parser declines or agrees.
        #[test]
        fn random_pieces_decline_or_agree(s in script()) {
            prop_assert_eq!(check(&s).err(), None);
        }

        /// Scripts of random characters: the fast parser declines or agrees.
        #[test]
        fn random_characters_decline_or_agree(s in "[a-c0-2 \t\n'\"\\\\;&|<>#=+!{}~*$()-]{0,24}") {
            prop_assert_eq!(check(&s).err(), None);
        }
    }
}
