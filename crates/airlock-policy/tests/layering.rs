//! The decision core does no I/O: a mechanical check that its sources name no file system,
//! network, process, environment or async runtime, and that its manifest depends on none.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use std::path::Path;

const FORBIDDEN: &[&str] = &[
    "std::fs",
    "std::net",
    "std::process",
    "std::env",
    "tokio",
    "std::time::SystemTime",
    "Instant::now",
    "std::thread",
];

fn check_dir(dir: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            check_dir(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                for f in FORBIDDEN {
                    if line.contains(f) {
                        found.push(format!("{}:{}: names `{f}`", path.display(), n + 1));
                    }
                }
            }
        }
    }
}

#[test]
fn the_pure_crates_do_no_io() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for name in [
        "airlock-facts",
        "airlock-policy",
        "airlock-shell",
        "airlock-mask",
    ] {
        check_dir(&crates.join(name).join("src"), &mut found);
        let manifest = std::fs::read_to_string(crates.join(name).join("Cargo.toml")).unwrap();
        let deps = manifest
            .split("[dependencies]")
            .nth(1)
            .unwrap_or("")
            .split("\n[")
            .next()
            .unwrap_or("");
        for bad in ["tokio", "rusqlite", "axum", "libc", "nix"] {
            if deps.lines().any(|l| l.trim_start().starts_with(bad)) {
                found.push(format!("{name}/Cargo.toml depends on `{bad}`"));
            }
        }
    }
    // The facts are data every layer reads: they depend on nothing.
    let facts = std::fs::read_to_string(crates.join("airlock-facts").join("Cargo.toml")).unwrap();
    let facts_deps = facts.split("[dependencies]").nth(1).unwrap_or("");
    let facts_deps = facts_deps.split("\n[").next().unwrap_or("");
    if facts_deps.lines().any(|l| !l.trim().is_empty()) {
        found.push("airlock-facts/Cargo.toml has dependencies".to_owned());
    }
    assert!(
        found.is_empty(),
        "the pure crates must not do I/O:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_itself_catches_a_forbidden_name() {
    let tmp = std::env::temp_dir().join(format!("airlock-layering-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::write(
        tmp.join("x.rs"),
        "fn f() { let _ = std::fs::read(\"a\"); }\n",
    )
    .unwrap();
    let mut found = Vec::new();
    check_dir(&tmp, &mut found);
    std::fs::remove_dir_all(&tmp).unwrap();
    assert_eq!(found.len(), 1);
}

/// The longest a function of the decision core may be, in lines from `fn` to its closing brace.
const MAX_FN_LINES: usize = 80;

/// Where the text that starts at `i` (a comment, a string, a character literal) ends, if one
/// starts there.
fn literal_end(chars: &[char], i: usize) -> Option<usize> {
    let at = |j: usize| chars.get(j).copied();
    let find = |from: usize, what: &str| {
        let what: Vec<char> = what.chars().collect();
        (from..chars.len())
            .find(|j| chars[*j..].starts_with(&what))
            .map_or(chars.len(), |j| j + what.len())
    };
    let after_word = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    match (chars[i], at(i + 1)) {
        ('/', Some('/')) => Some(find(i, "\n") - 1),
        // Block comments in the core do not nest.
        ('/', Some('*')) => Some(find(i + 2, "*/")),
        ('r', Some('"' | '#')) if !after_word => {
            let hashes = chars[i + 1..].iter().take_while(|c| **c == '#').count();
            (at(i + 1 + hashes) == Some('"'))
                .then(|| find(i + 2 + hashes, &format!("\"{}", "#".repeat(hashes))))
        }
        ('"', _) => {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            Some(j + 1)
        }
        // A character literal ('x', '\n', '\u{7b}'), not a lifetime ('a).
        ('\'', Some('\\')) => Some(find(i + 2, "'")),
        ('\'', _) if at(i + 2) == Some('\'') => Some(i + 3),
        _ => None,
    }
}

/// `text` with comments, strings and character literals blanked (newlines kept), so that the
/// braces left are the code's own.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        match literal_end(&chars, i) {
            Some(end) => {
                let end = end.clamp(i + 1, chars.len());
                out.extend(
                    chars[i..end]
                        .iter()
                        .map(|c| if *c == '\n' { '\n' } else { ' ' }),
                );
                i = end;
            }
            None => {
                out.push(chars[i]);
                i += 1;
            }
        }
    }
    out
}

/// The `}` that closes the `{` at `open`.
fn closing_brace(code: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, b) in code.iter().enumerate().skip(open) {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Each function of `text` longer than [`MAX_FN_LINES`], outside `#[cfg(test)]` modules: its
/// name, first line and length.
fn long_functions(text: &str) -> Vec<(String, usize, usize)> {
    let code = code_only(text);
    let bytes = code.as_bytes();
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let test_modules: Vec<(usize, usize)> = code
        .match_indices("#[cfg(test)]")
        .filter(|(at, _)| code[at + 12..].trim_start().starts_with("mod "))
        .filter_map(|(at, _)| {
            let open = at + code[at..].find(['{', ';'])?;
            Some((at, closing_brace(bytes, open)?))
        })
        .collect();
    let mut found = Vec::new();
    for (start, _) in code.match_indices("fn ") {
        let word_before =
            start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_');
        if word_before || test_modules.iter().any(|(a, b)| (*a..*b).contains(&start)) {
            continue;
        }
        let name: String = code[start + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        // The body opens at the first `{` after the signature; a `;` first is a declaration.
        let Some(open) = code[start..].find(['{', ';']).map(|p| start + p) else {
            continue;
        };
        if name.is_empty() || bytes[open] == b';' {
            continue;
        }
        let Some(close) = closing_brace(bytes, open) else {
            continue;
        };
        let lines = line_of(close) - line_of(start) + 1;
        if lines > MAX_FN_LINES {
            found.push((name, line_of(start), lines));
        }
    }
    found
}

fn long_functions_in(dir: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let is_tests = path.file_name().is_some_and(|n| n == "tests.rs");
        if path.is_dir() {
            long_functions_in(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") && !is_tests {
            let text = std::fs::read_to_string(&path).unwrap();
            for (name, line, lines) in long_functions(&text) {
                found.push(format!(
                    "{}:{line}: `{name}` is {lines} lines",
                    path.display()
                ));
            }
        }
    }
}

/// Small functions keep the decision core readable: no function of the policy or the shell
/// crate's library code is longer than [`MAX_FN_LINES`] lines (test tables may be).
#[test]
fn no_function_of_the_core_is_over_80_lines() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for name in ["airlock-policy", "airlock-shell"] {
        long_functions_in(&crates.join(name).join("src"), &mut found);
    }
    assert!(
        found.is_empty(),
        "functions over {MAX_FN_LINES} lines (split them):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_length_check_reads_code_not_strings() {
    let body = "    let x = 1;\n".repeat(MAX_FN_LINES);
    let long = format!("fn long() {{\n{body}}}\n");
    assert_eq!(
        long_functions(&long),
        [("long".to_owned(), 1, MAX_FN_LINES + 2)]
    );
    // Braces in strings, comments and character literals are not the code's.
    let short = "fn short() {\n    let s = \"}}}\"; // }\n    let c = '}';\n    let r = r#\"{\"#;\n}\n\
                 fn next<'a>(x: &'a str) -> &'a str {\n    x\n}\n";
    assert!(long_functions(short).is_empty());
    let tricky = format!("fn tricky() {{\n    let s = \"}}\";\n    /* }} */\n{body}}}\n");
    assert_eq!(long_functions(&tricky).len(), 1);
    // A test module's functions are test tables.
    let tested = format!("#[cfg(test)]\nmod tests {{\n{long}}}\n");
    assert!(long_functions(&tested).is_empty());
}
