//! The walk over brush-parser's AST that finds every simple command and looks through wrappers.

use brush_parser::ast;
use brush_parser::word::{self, ParameterExpr, WordPiece, WordPieceWithSource};

use crate::{Command, MAX_DEPTH, Origin, Redirect};

const SHELLS: &[&str] = &["sh", "bash", "zsh", "dash", "ksh", "ash", "fish"];

/// Walk state: the commands found so far and the first failure.
#[derive(Default)]
pub(crate) struct Walker {
    pub(crate) out: Vec<Command>,
    pub(crate) failure: Option<String>,
    cwd: String,
}

/// A word after expansion as far as it is known statically.
struct Expanded {
    text: String,
    dynamic: bool,
}

fn opts() -> brush_parser::ParserOptions {
    brush_parser::ParserOptions::default()
}

impl Walker {
    fn fail(&mut self, why: String) {
        if self.failure.is_none() {
            self.failure = Some(why);
        }
    }

    pub(crate) fn script(&mut self, src: &str, depth: usize, origin: Origin) {
        if depth > MAX_DEPTH {
            self.fail(format!("nesting is deeper than {MAX_DEPTH}"));
            return;
        }
        let mut parser = brush_parser::Parser::new(std::io::Cursor::new(src), &opts());
        match parser.parse_program() {
            Ok(prog) => {
                for cc in &prog.complete_commands {
                    self.list(cc, depth, origin);
                }
            }
            Err(e) => self.fail(format!("the script does not parse: {e}")),
        }
    }

    fn list(&mut self, list: &ast::CompoundList, depth: usize, origin: Origin) {
        for item in &list.0 {
            let ao = &item.0;
            self.pipeline(&ao.first, depth, origin);
            for next in &ao.additional {
                match next {
                    ast::AndOr::And(p) | ast::AndOr::Or(p) => self.pipeline(p, depth, origin),
                }
            }
        }
    }

    fn pipeline(&mut self, p: &ast::Pipeline, depth: usize, origin: Origin) {
        let mut prev_download = false;
        for (i, cmd) in p.seq.iter().enumerate() {
            let start = self.out.len();
            self.command(cmd, depth, origin);
            if i > 0 {
                // The first command found for this stage is the one reading the pipe.
                if let Some(c) = self.out.get_mut(start) {
                    c.piped_input = true;
                    c.piped_from_download = prev_download;
                }
            }
            prev_download = self.out.get(start..).is_some_and(|cs| {
                cs.iter().any(|c| {
                    c.argv
                        .first()
                        .is_some_and(|a| matches!(a.as_str(), "curl" | "wget" | "fetch"))
                })
            });
        }
    }

    fn command(&mut self, cmd: &ast::Command, depth: usize, origin: Origin) {
        match cmd {
            ast::Command::Simple(s) => self.simple(s, depth, origin),
            ast::Command::Compound(c, redirs) => {
                self.compound(c, depth, origin);
                if let Some(r) = redirs {
                    let mut sink = Vec::new();
                    let mut hd = None;
                    for io in &r.0 {
                        self.redirect(io, depth, &mut sink, &mut hd);
                    }
                    if !sink.is_empty() {
                        self.push(Command {
                            text: "redirection".to_owned(),
                            redirects: sink,
                            origin,
                            cwd: self.cwd.clone(),
                            ..Command::default()
                        });
                    }
                }
            }
            ast::Command::Function(f) => {
                self.compound(&f.body.0, depth, origin);
            }
            ast::Command::ExtendedTest(t, _) => self.test_expr(&t.expr, depth),
        }
    }

    fn test_expr(&mut self, e: &ast::ExtendedTestExpr, depth: usize) {
        match e {
            ast::ExtendedTestExpr::And(a, b) | ast::ExtendedTestExpr::Or(a, b) => {
                self.test_expr(a, depth);
                self.test_expr(b, depth);
            }
            ast::ExtendedTestExpr::Not(a) | ast::ExtendedTestExpr::Parenthesized(a) => {
                self.test_expr(a, depth)
            }
            ast::ExtendedTestExpr::UnaryTest(_, w) => {
                self.word(&w.value, depth);
            }
            ast::ExtendedTestExpr::BinaryTest(_, a, b) => {
                self.word(&a.value, depth);
                self.word(&b.value, depth);
            }
        }
    }

    fn compound(&mut self, c: &ast::CompoundCommand, depth: usize, origin: Origin) {
        use ast::CompoundCommand as C;
        let saved = self.cwd.clone();
        match c {
            C::Arithmetic(a) => self.arith(&a.expr.value),
            C::ArithmeticForClause(a) => {
                for e in [&a.initializer, &a.condition, &a.updater]
                    .into_iter()
                    .flatten()
                {
                    self.arith(&e.value);
                }
                self.list(&a.body.list, depth, origin);
            }
            C::BraceGroup(b) => self.list(&b.list, depth, origin),
            C::Subshell(s) => {
                self.list(&s.list, depth, origin);
                self.cwd = saved;
            }
            C::ForClause(f) => {
                for w in f.values.iter().flatten() {
                    self.word(&w.value, depth);
                }
                self.list(&f.body.list, depth, origin);
            }
            C::CaseClause(cc) => {
                self.word(&cc.value.value, depth);
                for item in &cc.cases {
                    if let Some(l) = &item.cmd {
                        self.list(l, depth, origin);
                    }
                }
            }
            C::IfClause(i) => {
                self.list(&i.condition, depth, origin);
                self.list(&i.then, depth, origin);
                for e in i.elses.iter().flatten() {
                    if let Some(c) = &e.condition {
                        self.list(c, depth, origin);
                    }
                    self.list(&e.body, depth, origin);
                }
            }
            C::WhileClause(w) | C::UntilClause(w) => {
                self.list(&w.0, depth, origin);
                self.list(&w.1.list, depth, origin);
            }
            C::Coprocess(cp) => self.command(&cp.body, depth, origin),
        }
    }

    fn arith(&mut self, s: &str) {
        if s.contains("$(") || s.contains('`') {
            self.fail("a command substitution inside an arithmetic expression".to_owned());
        }
    }

    /// Expands a word statically, analysing every substitution inside it.
    fn word(&mut self, w: &str, depth: usize) -> Expanded {
        match word::parse(w, &opts()) {
            Ok(pieces) => {
                let mut e = Expanded {
                    text: String::with_capacity(w.len()),
                    dynamic: false,
                };
                self.pieces(&pieces, w, depth, &mut e);
                e
            }
            Err(err) => {
                self.fail(format!("the word `{w}` does not parse: {err}"));
                Expanded {
                    text: w.to_owned(),
                    dynamic: true,
                }
            }
        }
    }

    fn pieces(&mut self, ps: &[WordPieceWithSource], src: &str, depth: usize, e: &mut Expanded) {
        for p in ps {
            let raw = src.get(p.start_index..p.end_index).unwrap_or("");
            match &p.piece {
                WordPiece::Text(t) | WordPiece::SingleQuotedText(t) => e.text.push_str(t),
                WordPiece::AnsiCQuotedText(t) => e.text.push_str(t),
                WordPiece::DoubleQuotedSequence(inner)
                | WordPiece::GettextDoubleQuotedSequence(inner) => {
                    self.pieces(inner, src, depth, e)
                }
                WordPiece::TildeExpansion(t) => {
                    e.text.push('~');
                    if let word::TildeExpr::UserHome(u) = t {
                        e.text.push_str(u);
                    } else if !matches!(t, word::TildeExpr::Home) {
                        e.dynamic = true;
                    }
                }
                WordPiece::ParameterExpansion(pe) => {
                    e.dynamic = true;
                    e.text.push_str(raw);
                    self.param(pe, raw, depth);
                }
                WordPiece::CommandSubstitution(s) | WordPiece::BackquotedCommandSubstitution(s) => {
                    e.dynamic = true;
                    e.text.push_str(raw);
                    self.nested(s, depth, Origin::Substitution);
                }
                WordPiece::EscapeSequence(s) => e.text.push_str(s.strip_prefix('\\').unwrap_or(s)),
                WordPiece::ArithmeticExpression(a) => {
                    e.dynamic = true;
                    e.text.push_str(raw);
                    self.arith(&a.value);
                }
            }
        }
    }

    fn param(&mut self, pe: &ParameterExpr, raw: &str, depth: usize) {
        let inner = match pe {
            ParameterExpr::UseDefaultValues {
                default_value: v, ..
            }
            | ParameterExpr::AssignDefaultValues {
                default_value: v, ..
            }
            | ParameterExpr::UseAlternativeValue {
                alternative_value: v,
                ..
            }
            | ParameterExpr::IndicateErrorIfNullOrUnset {
                error_message: v, ..
            } => v.as_deref(),
            _ => {
                if raw.contains("$(") || raw.contains('`') {
                    self.fail(format!("a substitution inside `{raw}` is not analysed"));
                }
                None
            }
        };
        if let Some(v) = inner {
            self.word(v, depth + 1);
        }
    }

    fn nested(&mut self, src: &str, depth: usize, origin: Origin) {
        let saved = std::mem::take(&mut self.cwd);
        self.cwd.clone_from(&saved);
        self.script(src, depth + 1, origin);
        self.cwd = saved;
    }

    fn redirect(
        &mut self,
        io: &ast::IoRedirect,
        depth: usize,
        sink: &mut Vec<Redirect>,
        heredoc: &mut Option<String>,
    ) {
        use ast::IoFileRedirectKind as K;
        match io {
            ast::IoRedirect::File(_, kind, target) => match target {
                ast::IoFileRedirectTarget::Filename(w) => {
                    let e = self.word(&w.value, depth);
                    let write = !matches!(kind, K::Read | K::DuplicateInput);
                    sink.push(Redirect {
                        write,
                        target: e.text,
                        dynamic: e.dynamic,
                    });
                }
                ast::IoFileRedirectTarget::ProcessSubstitution(_, s) => {
                    self.list(&s.list, depth + 1, Origin::Substitution)
                }
                ast::IoFileRedirectTarget::Fd(_) => {}
                ast::IoFileRedirectTarget::Duplicate(w) => {
                    let e = self.word(&w.value, depth);
                    let is_fd = e.text.chars().all(|c| c.is_ascii_digit() || c == '-');
                    if !is_fd {
                        sink.push(Redirect {
                            write: true,
                            target: e.text,
                            dynamic: e.dynamic,
                        });
                    }
                }
            },
            ast::IoRedirect::HereDocument(_, doc) => {
                if doc.requires_expansion {
                    if let Ok(ps) = word::parse_heredoc(&doc.doc.value, &opts()) {
                        let mut e = Expanded {
                            text: String::new(),
                            dynamic: false,
                        };
                        self.pieces(&ps, &doc.doc.value, depth, &mut e);
                        *heredoc = Some(e.text);
                    } else {
                        self.fail("a here-document does not parse".to_owned());
                    }
                } else {
                    *heredoc = Some(doc.doc.value.clone());
                }
            }
            ast::IoRedirect::HereString(_, w) => {
                let e = self.word(&w.value, depth);
                *heredoc = Some(e.text);
            }
            ast::IoRedirect::OutputAndError(w, _) => {
                let e = self.word(&w.value, depth);
                sink.push(Redirect {
                    write: true,
                    target: e.text,
                    dynamic: e.dynamic,
                });
            }
        }
    }

    fn simple(&mut self, s: &ast::SimpleCommand, depth: usize, origin: Origin) {
        let mut acc = Acc::default();
        for item in s.prefix.iter().flat_map(|p| p.0.iter()) {
            self.item(item, depth, false, &mut acc);
        }
        if let Some(w) = &s.word_or_name {
            let e = self.word(&w.value, depth);
            acc.argv.push(e.text);
            acc.dynamic.push(e.dynamic);
        }
        for item in s.suffix.iter().flat_map(|p| p.0.iter()) {
            self.item(item, depth, true, &mut acc);
        }
        let Acc {
            argv,
            dynamic,
            assignments,
            mut redirects,
            heredoc,
        } = acc;
        redirects.shrink_to_fit();
        let cmd = Command {
            text: String::new(),
            argv,
            dynamic,
            assignments,
            redirects,
            wrappers: Vec::new(),
            origin,
            cwd: self.cwd.clone(),
            piped_input: false,
            piped_from_download: false,
            heredoc: heredoc.is_some(),
        };
        self.finish(cmd, heredoc, depth);
    }

    fn item(
        &mut self,
        item: &ast::CommandPrefixOrSuffixItem,
        depth: usize,
        name_done: bool,
        acc: &mut Acc,
    ) {
        use ast::CommandPrefixOrSuffixItem as I;
        match item {
            I::IoRedirect(io) => self.redirect(io, depth, &mut acc.redirects, &mut acc.heredoc),
            I::Word(w) => {
                let e = self.word(&w.value, depth);
                acc.argv.push(e.text);
                acc.dynamic.push(e.dynamic);
            }
            I::AssignmentWord(a, w) => {
                match &a.value {
                    ast::AssignmentValue::Scalar(v) => {
                        self.word(&v.value, depth);
                    }
                    ast::AssignmentValue::Array(vs) => {
                        for (k, v) in vs {
                            if let Some(k) = k {
                                self.word(&k.value, depth);
                            }
                            self.word(&v.value, depth);
                        }
                    }
                }
                if name_done {
                    // `declare x=1` and the like: the assignment is an argument.
                    acc.argv.push(w.value.clone());
                    acc.dynamic.push(false);
                } else {
                    acc.assignments.push(w.value.clone());
                }
            }
            I::ProcessSubstitution(_, sub) => {
                self.list(&sub.list, depth + 1, Origin::Substitution);
                acc.argv.push("<(…)".to_owned());
                acc.dynamic.push(true);
            }
        }
    }

    fn push(&mut self, mut c: Command) {
        if c.text.is_empty() {
            c.text = label(&c.argv);
        }
        self.out.push(c);
    }

    /// Looks through wrappers, re-parses scripts given to shells, tracks `cd`, and records.
    fn finish(&mut self, mut c: Command, heredoc: Option<String>, depth: usize) {
        let mut depth_guard = 0;
        loop {
            depth_guard += 1;
            if depth_guard > 16 {
                break;
            }
            let Some(prog) = c.argv.first().cloned() else {
                break;
            };
            if c.dynamic.first().copied().unwrap_or(false) {
                break;
            }
            let skip = match prog.as_str() {
                "sudo" | "doas" => opt_skip(
                    &c.argv,
                    &["-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U"],
                    0,
                ),
                "nohup" | "builtin" => Some(1),
                "command" => {
                    if c.argv.iter().skip(1).any(|a| a == "-v" || a == "-V") {
                        None
                    } else {
                        opt_skip(&c.argv, &[], 0)
                    }
                }
                "exec" => opt_skip(&c.argv, &["-a"], 0),
                "time" => opt_skip(&c.argv, &["-f", "-o", "--format", "--output"], 0),
                "nice" => opt_skip(&c.argv, &["-n", "--adjustment"], 0),
                "ionice" => opt_skip(&c.argv, &["-c", "-n", "-p"], 0),
                "stdbuf" => opt_skip(&c.argv, &["-i", "-o", "-e"], 0),
                "timeout" => opt_skip(&c.argv, &["-s", "-k", "--signal", "--kill-after"], 1),
                "env" => self.env_skip(&mut c),
                "xargs" => {
                    let n = opt_skip(
                        &c.argv,
                        &[
                            "-n",
                            "-I",
                            "-L",
                            "-P",
                            "-d",
                            "-E",
                            "-s",
                            "-a",
                            "-i",
                            "--max-args",
                            "--delimiter",
                            "--arg-file",
                            "--max-procs",
                        ],
                        0,
                    );
                    if n.is_some() {
                        c.origin = Origin::Spawned;
                    }
                    n
                }
                _ => None,
            };
            match skip {
                Some(n) if n < c.argv.len() => {
                    c.wrappers.push(prog);
                    c.argv.drain(..n);
                    c.dynamic.drain(..n.min(c.dynamic.len()));
                }
                _ => break,
            }
        }
        let prog = c.argv.first().cloned().unwrap_or_default();
        let hidden = c.dynamic.first().copied().unwrap_or(false);
        if !hidden {
            let base = prog.rsplit('/').next().unwrap_or("");
            if SHELLS.contains(&base) || prog == "eval" {
                if self.shell(&c, heredoc.as_deref(), depth) {
                    return;
                }
            }
            if prog == "find" {
                self.find_exec(&c, depth);
            }
            if prog == "cd" {
                self.cd(&c);
            }
        }
        self.push(c);
    }

    /// `env`'s options and assignments; returns how many words to drop.
    fn env_skip(&mut self, c: &mut Command) -> Option<usize> {
        let mut i = 1;
        while let Some(a) = c.argv.get(i) {
            if a == "--" {
                i += 1;
                break;
            } else if matches!(a.as_str(), "-u" | "-C" | "--unset" | "--chdir") {
                i += 2;
            } else if a == "-S" || a == "--split-string" {
                // The string is a command line of its own.
                let rest = c.argv.get(i + 1).cloned().unwrap_or_default();
                let mut words: Vec<String> = rest.split_whitespace().map(str::to_owned).collect();
                words.extend(c.argv.iter().skip(i + 2).cloned());
                let n = words.len();
                c.argv.truncate(i);
                c.dynamic.truncate(i);
                c.argv.extend(words);
                c.dynamic.extend(std::iter::repeat_n(false, n));
                i += 0;
                break;
            } else if a.starts_with('-') {
                i += 1;
            } else if a.contains('=') && !a.starts_with('=') {
                c.assignments.push(a.clone());
                i += 1;
            } else {
                break;
            }
        }
        if i < c.argv.len() { Some(i) } else { None }
    }

    /// A shell or `eval` with a script: analyse the script; returns whether it was handled.
    fn shell(&mut self, c: &Command, heredoc: Option<&str>, depth: usize) -> bool {
        if c.argv.first().is_some_and(|p| p == "eval") {
            if c.dynamic.iter().skip(1).any(|d| *d) {
                return false;
            }
            let src = c.argv.get(1..).unwrap_or(&[]).join(" ");
            self.nested(&src, depth, Origin::Eval);
            return true;
        }
        let mut i = 1;
        let mut inline = false;
        while let Some(a) = c.argv.get(i) {
            if a == "--" {
                i += 1;
                break;
            }
            if a.starts_with('-') || a.starts_with('+') {
                if !a.starts_with("--") && a.contains('c') {
                    inline = true;
                }
                if a == "-o" || a == "+o" || a == "-O" || a == "+O" || a == "--rcfile" {
                    i += 1;
                }
                i += 1;
                continue;
            }
            break;
        }
        if inline {
            if c.dynamic.get(i).copied().unwrap_or(true) {
                return false;
            }
            if let Some(src) = c.argv.get(i) {
                let src = src.clone();
                self.nested(&src, depth, Origin::ShellScript);
                return true;
            }
            return false;
        }
        if i >= c.argv.len() {
            if let Some(body) = heredoc {
                self.nested(body, depth, Origin::ShellScript);
                return true;
            }
        }
        false
    }

    /// `find -exec CMD ;`: the command find runs.
    fn find_exec(&mut self, c: &Command, depth: usize) {
        let mut i = 0;
        while let Some(a) = c.argv.get(i) {
            if matches!(a.as_str(), "-exec" | "-execdir" | "-ok" | "-okdir") {
                let start = i + 1;
                let mut end = start;
                while let Some(w) = c.argv.get(end) {
                    if w == ";" || w == "+" {
                        break;
                    }
                    end += 1;
                }
                let inner = Command {
                    argv: c.argv.get(start..end).unwrap_or(&[]).to_vec(),
                    dynamic: c.dynamic.get(start..end).unwrap_or(&[]).to_vec(),
                    wrappers: vec!["find".to_owned()],
                    origin: Origin::Spawned,
                    cwd: c.cwd.clone(),
                    ..Command::default()
                };
                self.finish(inner, None, depth + 1);
                i = end;
            }
            i += 1;
        }
    }

    fn cd(&mut self, c: &Command) {
        let target = c.argv.iter().skip(1).find(|a| !a.starts_with('-'));
        let dynamic = c.dynamic.iter().skip(1).any(|d| *d);
        self.cwd = match target {
            None => "~".to_owned(),
            Some(_) if dynamic => "$".to_owned(),
            Some(t) if t.starts_with('/') || t.starts_with('~') => t.clone(),
            Some(t) if self.cwd.is_empty() => t.clone(),
            Some(t) => format!("{}/{t}", self.cwd),
        };
    }
}

/// The parts of a simple command, gathered word by word.
#[derive(Default)]
struct Acc {
    argv: Vec<String>,
    dynamic: Vec<bool>,
    assignments: Vec<String>,
    redirects: Vec<Redirect>,
    heredoc: Option<String>,
}

/// Skips a wrapper's options (those in `with_value` take the next word), then `extra` more
/// positional words (timeout's duration); returns the index of the wrapped program.
fn opt_skip(argv: &[String], with_value: &[&str], extra: usize) -> Option<usize> {
    let mut i = 1;
    while let Some(a) = argv.get(i) {
        if a == "--" {
            i += 1;
            break;
        }
        if !a.starts_with('-') || a == "-" {
            break;
        }
        if with_value.contains(&a.as_str()) {
            i += 1;
        }
        i += 1;
    }
    i += extra;
    if i < argv.len() { Some(i) } else { None }
}

/// A readable label for argv: words joined, quoted when they hold spaces or are empty.
fn label(argv: &[String]) -> String {
    let mut s = String::new();
    for (i, a) in argv.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        if a.is_empty()
            || a.chars()
                .any(|c| c.is_whitespace() || "'\"|&;<>()".contains(c))
        {
            s.push('\'');
            s.push_str(&a.replace('\'', "'\\''"));
            s.push('\'');
        } else {
            s.push_str(a);
        }
    }
    s
}
