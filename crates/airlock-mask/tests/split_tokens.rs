//! Issue 26: tokens split in pieces (a terminal's wrap, also inside a table's cell; a JSON
//! string's escaped newline; string literals joined by a program; a shell's line continuation)
//! are masked in every piece, also across a stream's chunks; code that joins strings of words,
//! wrapped prose, wrapped base64 that is no secret, tables and ordinary continuations stay.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use airlock_mask::Masker;
use common::{ALNUM, HEX, LOWER, URLSAFE, random, stays};

const DIGITS: &[u8] = b"0123456789";

/// Tokens of several kinds: providers' formats, and generated keys under a secret's name.
fn tokens(seed: u64) -> Vec<String> {
    vec![
        format!("ghp_{}", random(seed, ALNUM, 36)),
        format!("glpat-{}", random(seed + 1, URLSAFE, 20)),
        format!(
            "github_pat_11{}_{}",
            random(seed + 2, ALNUM, 20),
            random(seed + 3, ALNUM, 59)
        ),
        format!(
            "xoxb-{}-{}-{}",
            random(seed + 4, DIGITS, 12),
            random(seed + 5, DIGITS, 13),
            random(seed + 6, ALNUM, 24)
        ),
        format!("sk_live_{}", random(seed + 7, ALNUM, 32)),
        format!("npm_{}", random(seed + 8, ALNUM, 36)),
    ]
}

/// `secret` split at `cut` by `joint`.
fn split(secret: &str, cut: usize, joint: &str) -> String {
    format!("{}{joint}{}", &secret[..cut], &secret[cut..])
}

/// Every byte of the split secret (from its first piece's start to its last piece's end) is
/// inside one finding, and no piece of it survives masking.
fn masked_whole(m: &Masker, text: &str, split: &str, pieces: &[&str]) {
    let at = text
        .find(split)
        .unwrap_or_else(|| panic!("{split:?} not in {text:?}"));
    let found = m.findings(text);
    assert!(
        found
            .iter()
            .any(|f| f.start <= at && at + split.len() <= f.end),
        "{text:?} -> {}",
        m.mask(text)
    );
    let out = m.mask(text);
    for p in pieces.iter().filter(|p| p.len() >= 6) {
        // A provider's prefix stays visible; its random part does not.
        let tail = &p[p.len().min(8)..];
        assert!(
            tail.len() < 4 || !out.as_str().contains(tail),
            "{p:?} survives in {out}"
        );
    }
}

/// Checks the secret split at several places by `joint` in the text `template` makes of it.
fn check_split(joint: &str, template: impl Fn(&str) -> String) {
    let m = Masker::new();
    for t in tokens(26_500) {
        // A terminal fills a line before it wraps: its rest is no longer than the line.
        let cuts = match joint {
            "\n" | "\r\n" => [t.len() / 2, t.len() / 2 + 3, t.len() - 8],
            _ => [t.len() / 3, t.len() / 2, t.len() - 8],
        };
        for cut in cuts {
            // A cut inside the provider's prefix is no joint a rule can see through.
            if cut < 12 {
                continue;
            }
            let s = split(&t, cut, joint);
            let text = template(&s);
            masked_whole(&m, &text, &s, &[&t[..cut], &t[cut..]]);
        }
    }
}

#[test]
fn a_token_a_terminal_wrapped_is_masked_whole() {
    check_split("\n", |v| {
        format!("$ cat .env | grep TOKEN\nDEPLOY_TOKEN={v}\n$ \n")
    });
    check_split("\r\n", |v| format!("PS> $env:API_TOKEN\r\n{v}\r\nPS> \r\n"));
    check_split("\n", |v| format!("NAME        TOKEN\nwebhooks    {v}\n"));
    check_split("\n", |v| format!("{v}\n"));
}

#[test]
fn a_token_wrapped_over_many_lines_is_masked_whole() {
    let m = Masker::new();
    let t = format!(
        "github_pat_11{}_{}",
        random(26_510, ALNUM, 20),
        random(26_511, ALNUM, 59)
    );
    for width in [20, 24, 32, 40] {
        let lines: Vec<&str> = t
            .as_bytes()
            .chunks(width)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect();
        let wrapped = lines.join("\n");
        let text = format!("$ gh auth token\n{wrapped}\n$ \n");
        masked_whole(&m, &text, &wrapped, &lines);
    }
}

#[test]
fn a_token_wrapped_in_a_tables_cell_is_masked_whole() {
    let m = Masker::new();
    for t in tokens(26_520) {
        let (a, b) = t.split_at(24);
        for (l, r, edge) in [
            ("│", "│", "┌"),
            ("|", "|", "+"),
            ("┃", "┃", "┏"),
            ("║", "║", "╔"),
        ] {
            let w = 24;
            let text = format!(
                "{edge}----------{edge}\n{l} NAME     {l} TOKEN{pad0} {r}\n{l} webhooks {l} {a} {r}\n{l}          {l} {b}{pad} {r}\n",
                pad0 = " ".repeat(w - 5),
                pad = " ".repeat(w.saturating_sub(b.len())),
            );
            let first = text.find(a).unwrap();
            let last = text.find(b).unwrap() + b.len();
            let found = m.findings(&text);
            assert!(
                found.iter().any(|f| f.start <= first && last <= f.end),
                "{text} -> {}",
                m.mask(&text)
            );
            let out = m.mask(&text);
            assert!(
                !out.as_str().contains(&a[8..]) && !out.as_str().contains(b),
                "{out}"
            );
        }
    }
}

#[test]
fn a_token_across_an_escaped_newline_is_masked_whole() {
    check_split("\\n", |v| {
        format!(
            "{{\"level\":\"info\",\"msg\":\"captured pane\",\"text\":\"$ gh auth token\\n{v}\\n$ \"}}\n"
        )
    });
    check_split("\\r\\n", |v| {
        format!("{{\"output\":\"export API_TOKEN={v}\\r\\n\"}}")
    });
    check_split("\\n", |v| format!("{{\"stdout\":\"{v}\"}}"));
}

#[test]
fn a_token_built_from_string_literals_is_masked_whole() {
    // JavaScript, TypeScript, Java, C#, Go: `+` at the line's end or the next line's start,
    // or on one line.
    check_split("\" +\n    \"", |v| {
        format!("const cfg = {{\n  apiKey: \"{v}\",\n}};\n")
    });
    check_split("\"\n    + \"", |v| format!("String apiKey = \"{v}\";\n"));
    check_split("\" + \"", |v| format!("var token = \"{v}\";\n"));
    check_split("' +\n  '", |v| format!("const token = '{v}';\n"));
    check_split("\" +\n\t\"", |v| format!("\tapiKey := \"{v}\"\n"));
    // PHP's and Perl's `.`, Lua's `..`.
    check_split("' .\n    '", |v| format!("$token = '{v}';\n"));
    check_split("\" ..\n  \"", |v| format!("local token = \"{v}\"\n"));
    // Python's (and C's) adjacent literals across lines, Python's `\` continuation.
    check_split("\"\n    \"", |v| format!("API_TOKEN = (\n    \"{v}\"\n)\n"));
    check_split("'\n        '", |v| {
        format!("client = Client(\n    token=('{v}'),\n)\n")
    });
    check_split("\" \\\n    \"", |v| format!("token = \"{v}\"\n"));
}

#[test]
fn a_token_a_shell_line_continues_is_masked_whole() {
    check_split("\\\n", |v| {
        format!("curl -H \"Authorization: Bearer {v}\" \\\n  https://api.example.com/v1/ping\n")
    });
    check_split("\\\n", |v| format!("export GITHUB_TOKEN={v}\n"));
    check_split("\\\r\n", |v| format!("set TOKEN={v}\r\n"));
}

#[test]
fn a_split_token_is_masked_across_a_streams_chunks() {
    let m = Masker::new();
    let filler = "INFO step finished in 3 ms\n".repeat(1000);
    for t in tokens(26_530) {
        for joint in ["\n", "\\n", "\" +\n    \"", "\\\n"] {
            let s = split(&t, t.len() / 2, joint);
            let text = format!("{filler}token = \"{s}\"\n{filler}");
            let at = filler.len() + 9 + s.len() / 2;
            for chunk in [1000, 4096, 16_384 + 7] {
                // Chunks cut the text anywhere, also inside the split token.
                let mut cuts: Vec<usize> = (chunk..text.len()).step_by(chunk).collect();
                cuts.push(at);
                cuts.sort_unstable();
                let mut stream = m.stream();
                let mut out = String::new();
                let mut from = 0;
                for c in cuts {
                    out.push_str(stream.push(&text[from..c]).as_str());
                    from = c;
                }
                out.push_str(stream.push(&text[from..]).as_str());
                out.push_str(stream.finish().as_str());
                assert_eq!(out, m.mask(&text).as_str(), "{joint:?}");
                let (a, b) = t.split_at(t.len() / 2);
                assert!(!out.contains(&a[8..]) && !out.contains(b), "{joint:?}: {t}");
            }
        }
    }
}

/// Code that joins strings, prose wrapped at a width, ordinary continuations, tables and
/// wrapped base64 that is no secret have no finding.
#[test]
fn harmless_neighbours_of_split_tokens_stay() {
    let m = Masker::new();
    let hex = random(26_540, HEX, 64);
    let b64 = random(26_541, ALNUM, 228);
    let lower = random(26_542, LOWER, 40);
    let image: String = b64
        .as_bytes()
        .chunks(76)
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    let texts = [
        "const greeting = \"Hello, \" + name + \"!\";\n".to_owned(),
        "String q = \"SELECT id, name \" +\n    \"FROM users WHERE id = ?\";\n".to_owned(),
        "msg = (\n    \"the first part of a long message \"\n    \"and its second part\"\n)\n".to_owned(),
        "const path = \"/api/v1\" + \"/users\";\n".to_owned(),
        "label = \"build\" + \"42\"\n".to_owned(),
        "The configuration file was written on the\nnineteenth of March by the deploy script\n".to_owned(),
        "docker run \\\n  -e FOO=bar \\\n  -p 8080:80 \\\n  nginx:1.27\n".to_owned(),
        "./configure --prefix=/usr \\\n--enable-shared\n".to_owned(),
        "{\"log\":\"line1 ok\\nline2 ok\\nstep3 done\"}\n".to_owned(),
        "{\"text\":\"build 42\\nv1.2.3\\nall tests passed\"}\n".to_owned(),
        format!("<img src=\"data:image/png;base64,\n{image}\n\">\n"),
        format!("sha256: {}\n{}\n", &hex[..32], &hex[32..]),
        format!("commit {}\n{}\n", &hex[..40], &lower[..24]),
        "| name | version |\n|------|---------|\n| api  | 1.2.3   |\n|      | 1.2.4rc1 |\n".to_owned(),
        "│ service │ image           │\n│ web     │ nginx:1.27      │\n│         │ alpine3.20      │\n".to_owned(),
        format!("checksums = [\n    \"{}\"\n    \"{}\"\n]\n", &hex[..32], &hex[32..]),
    ];
    for t in &texts {
        stays(&m, t);
    }
}

/// A shell's echo of a secret-named variable captured in a JSON string: the value after the
/// escaped newline is masked, whole or split; an empty echo, a placeholder and a variable
/// named for no secret stay.
#[test]
fn an_echo_captured_in_a_json_string_is_masked() {
    let m = Masker::new();
    let hex = random(26_550, HEX, 32);
    let key = random(26_551, ALNUM, 24);
    for (v, name) in [
        (&hex, "API_TOKEN"),
        (&key, "DB_PASSWORD"),
        (&hex, "SIGNING_KEY"),
    ] {
        for line in [
            format!("$ echo ${name}\\n{v}\\n$ "),
            format!("$ echo \\\"${name}\\\"\\r\\n{v}\\r\\n"),
            format!("# printenv {name}\\n{v}"),
        ] {
            let text = format!("{{\"level\":\"info\",\"text\":\"{line}\"}}\n");
            masked_whole(&m, &text, v, &[v]);
        }
        let half = v.len() / 2;
        let s = split(v, half, "\\n");
        let text = format!("{{\"text\":\"$ echo ${name}\\n{s}\\n$ \"}}\n");
        masked_whole(&m, &text, &s, &[&v[..half], &v[half..]]);
    }
    for t in [
        "{\"text\":\"$ echo $API_TOKEN\\n\\n$ \"}\n".to_owned(),
        "{\"text\":\"$ echo $API_TOKEN\\n<your-token-here>\\n$ \"}\n".to_owned(),
        "{\"text\":\"$ echo $API_TOKEN\\nxxxxxxxxxxxxxxxx\\n$ \"}\n".to_owned(),
        format!("{{\"text\":\"$ echo $BUILD_ID\\n{hex}\\n$ \"}}\n"),
    ] {
        stays(&m, &t);
    }
}

/// A split token's joined rest ends where another finding starts: a GitHub token's prefix ends
/// one line (`ghp_`), its body fills the next, and a known secret opens the line after. The
/// known secret's bytes once ran the joined token on past its format's length, and the token
/// was dropped for crossing it, so the first pass masked only the known secret and a second
/// pass found the token (the idempotence property's `parts = [5, 3, 2, 5, 2, 4], seed = 0`).
#[test]
fn a_split_token_before_a_known_secret_is_masked_by_the_first_pass() {
    let token = "fwa3caJ2YTJ07QDIt1nzNWMcXQVqNT1oXEgj";
    let known = "Kn0wn-fwa3caJ2YTJ07QDI";
    let m = Masker::new().with_known_secrets([known]);
    let text = format!("{token}ghp_\n{token}\n{known}");
    let once = m.mask(&text).into_string();
    assert_eq!(
        once,
        format!("{token}ghp_…[masked github-pat 41]\n…[masked known-secret 22]")
    );
    assert_eq!(m.mask(&once).into_string(), once);
}

/// Masks `text` twice: both passes give the same text, and it holds neither the random part of
/// `token` (its prefix may stay) nor `known`.
fn masked_once(m: &Masker, text: &str, token: &str, known: &str) {
    let once = m.mask(text).into_string();
    let twice = m.mask(&once).into_string();
    assert_eq!(once, twice, "{text:?}");
    assert!(
        !once.contains(&token[token.len() - 12..]),
        "{text:?} -> {once}"
    );
    assert!(!once.contains(known), "{text:?} -> {once}");
}

/// Every provider format split across lines (its prefix ending the first, or cut inside its
/// body), by a newline or a CRLF, followed by a known secret or another provider's token on
/// the next line, or by a known secret glued to its rest on the same line: the first pass masks
/// the split token and what follows it, and a second pass changes nothing.
#[test]
fn a_split_token_before_another_finding_is_masked_by_the_first_pass() {
    let known = format!("Kn0wn-{}", random(26_560, ALNUM, 16));
    let m = Masker::new().with_known_secrets([known.as_str()]);
    let others = tokens(26_570);
    for (n, t) in tokens(26_550).iter().enumerate() {
        let prefix = ["github_pat_", "ghp_", "glpat-", "xoxb-", "sk_live_", "npm_"]
            .iter()
            .find(|p| t.starts_with(*p))
            .map_or(4, |p| p.len());
        let other = &others[(n + 1) % others.len()];
        for cut in [prefix, t.len() / 2] {
            let (a, b) = t.split_at(cut);
            for nl in ["\n", "\r\n"] {
                // A terminal 120 columns wide: the first piece ends its line.
                let head = format!("{:<w$}{a}", "webhooks", w = 120 - a.len());
                for tail in [
                    format!("{b}{nl}{known}{nl}"),
                    format!("{b}{nl}{known} rotated{nl}$ "),
                    format!("{b}{known}{nl}"),
                    format!("{b}{nl}{other}{nl}"),
                ] {
                    let text = format!("{head}{nl}{tail}");
                    masked_once(&m, &text, t, &known);
                    if tail.contains(other.as_str()) {
                        assert!(!m.mask(&text).as_str().contains(&other[other.len() - 12..]));
                    }
                }
            }
        }
    }
}

/// A known secret on a split token's first line: its marker (longer than it) does not widen
/// the line, so a second pass finds no wrap the first did not. A line too narrow for its next
/// line to be its wrap leaves the prefix and the next line apart in both passes; a line wide
/// enough is a wrap, and the first pass masks the token across it.
#[test]
fn a_known_secret_before_a_split_token_keeps_its_lines_width() {
    let m = Masker::new();
    for (n, t) in tokens(26_590).iter().enumerate() {
        let known = format!("Kn0wn-{}", random(26_600 + n as u64, ALNUM, 16));
        let m = m.clone().with_known_secrets([known.as_str()]);
        let prefix = ["github_pat_", "ghp_", "glpat-", "xoxb-", "sk_live_", "npm_"]
            .iter()
            .find(|p| t.starts_with(*p))
            .map_or(4, |p| p.len());
        let (a, b) = t.split_at(prefix);
        for nl in ["\n", "\r\n"] {
            let line = format!("{known}{a}");
            let narrow = format!("{line}{nl}{b}{nl}");
            if b.len() > line.len() + 1 {
                let once = m.mask(&narrow).into_string();
                assert_eq!(once, narrow.replace(&known, "…[masked known-secret 22]"));
                assert_eq!(m.mask(&once).into_string(), once);
            } else {
                masked_once(&m, &narrow, t, &known);
            }
            let pad = " ".repeat(b.len());
            let wide = format!("{known}{pad}{a}{nl}{b}{nl}");
            masked_once(&m, &wide, t, &known);
        }
    }
}

/// The harmless neighbours: a prefix that ends a line before a word, a path or a short id, then
/// a known secret, leaves all but the known secret as it was, in both passes.
#[test]
fn a_prefix_before_no_token_and_a_known_secret_stays() {
    let known = format!("Kn0wn-{}", random(26_580, ALNUM, 16));
    let m = Masker::new().with_known_secrets([known.as_str()]);
    for next in ["rotated", "docs/tokens.md", "v2", "ok"] {
        for nl in ["\n", "\r\n"] {
            let text = format!("{:<40}ghp_{nl}{next}{nl}{known}{nl}", "webhooks");
            let once = m.mask(&text).into_string();
            let want = text.replace(&known, "…[masked known-secret 22]");
            assert_eq!(once, want);
            assert_eq!(m.mask(&once).into_string(), once);
        }
    }
}
