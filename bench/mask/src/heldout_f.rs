//! Held-out set f of the masker benchmark (issue 26, point 4), recorded in
//! `bench/mask/heldout-f.frozen`.
//!
//! Written and frozen while the masker's rules were being changed for the misses seen on sets
//! a-e, before those changes were measured, by an engineer who read neither the masker's rules
//! nor its tests and never ran the masker over it: the honest check that those changes
//! generalise, measured once, after they land, by someone else. Only this file, the secret
//! formats reference and sets a-e's tables (to keep its contexts, keys and users apart from
//! theirs) went into it. Like the earlier sets it has two halves:
//!
//! - labelled secrets: 219 contexts written for this set in the 31 families of sets d and e (so
//!   that the per-family report reads the same), 40 cases each: 8,760 secrets. Each context is
//!   a piece of a file as developers write it, the secret among ordinary lines: constants,
//!   call, builder and constructor arguments, keyword and named arguments, struct, map and
//!   object literals, fallbacks and defaults, connection strings (URLs in many schemes,
//!   scheme-less DSNs, libpq and ADO.NET key-value strings, JDBC query parameters), CRLF HTTP
//!   messages, `curl -v` transcripts, zsh and bash history, diff hunks and review comments
//!   quoting a leaked line, an incident timeline, JSON escaped inside JSON (MCP results,
//!   errors, progress and prompts), stack traces; keys in UPPER_SNAKE, snake, camel and kebab
//!   case. Values: provider tokens in the reference's formats (real prefixes and lengths,
//!   GitHub's and npm's CRC32), JWTs of real JSON, PEM blocks (raw, `\n`-escaped, indented),
//!   random secrets, passwords people choose, low-entropy real passwords (`hunter2hunter2`,
//!   `P@ssw0rd`, `Summer2026`), percent-encoded URL passwords, base64 of a secret. Keys and
//!   users are its own. No placeholder cases: the frozen format counts only secrets to find.
//! - clean text from sources no earlier set or the tuning read: the third-party packages of the
//!   Python venv the project's tests install (`tests/fixtures/python/.venv`, pinned by its
//!   `requirements.txt`), without the packages the tuning's site-packages also holds; and the
//!   files of the cargo registry's crates whose extensions the tuning never reads (C, headers,
//!   assembly, Perl, Python, shell, Go, HTML). Files in path order, each source capped.
//!
//! The cases are a function of the seed through this file's own generator (PCG-XSH-RR, two
//! 32-bit outputs a draw), so the record depends on nothing outside this file and the clean
//! sources.
//!
//! `airlock-bench-mask heldout-shape f heldout-f.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout f heldout-f.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case.
pub const SEED: u64 = 0xF0F0_2026_1206_1200;

/// Cases per context.
const PER_CONTEXT: usize = 40;

/// PCG-XSH-RR (64-bit state, 32-bit output): the set's own generator (not the wide corpus's
/// xorshift64, set d's splitmix64 nor set e's wyrand), so that its cases depend on this file
/// alone.
struct Rng(u64);

impl Rng {
    fn next32(&mut self) -> u32 {
        let old = self.0;
        self.0 = old
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        xorshifted.rotate_right((old >> 59) as u32)
    }
    fn next(&mut self) -> u64 {
        (u64::from(self.next32()) << 32) | u64::from(self.next32())
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// From `lo` to `hi`, both included.
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    fn chars(&mut self, alphabet: &[u8], n: usize) -> String {
        (0..n)
            .map(|_| char::from(alphabet[self.below(alphabet.len())]))
            .collect()
    }
    fn chars_in(&mut self, alphabet: &[u8], lo: usize, hi: usize) -> String {
        let n = self.range(lo, hi);
        self.chars(alphabet, n)
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.below(256) as u8).collect()
    }
}

const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const UPPER_DIGIT: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const LOWER_DIGIT: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
const DIGIT: &[u8] = b"0123456789";
const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const WORD_DASH: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_URL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const HEX: &[u8] = b"0123456789abcdef";
const HEX_UPPER: &[u8] = b"0123456789ABCDEF";
const AWS_TAIL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BECH32: &[u8] = b"QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";
/// Symbols a generated secret may hold: none that a template below would have to quote or
/// escape (no quotes, backslash, `$`, `;`, `,`, `&`, `<`, `>`, `|`, braces, spaces).
const SYMBOLIC: &[u8] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#%*-_=+.~@";

/// Base64 (standard alphabet with padding, or base64url without) of `bytes`.
fn base64(bytes: &[u8], url: bool) -> String {
    let alphabet: &[u8] = if url { B64_URL } else { B64 };
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(alphabet[((n >> (18 - 6 * i)) & 63) as usize]));
            } else if !url {
                out.push('=');
            }
        }
    }
    out
}

/// CRC32 (IEEE, reflected, polynomial 0xEDB88320) in 6 base62 digits (0-9, A-Z, a-z), left
/// padded with zeros: the checksum of GitHub's and npm's tokens as the reference describes it.
fn crc_base62(body: &str) -> String {
    let mut crc: u32 = !0;
    for &b in body.as_bytes() {
        crc ^= u32::from(b);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    let mut n = u64::from(!crc);
    const D: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut out = vec![b'0'; 6];
    for slot in out.iter_mut().rev() {
        *slot = D[(n % 62) as usize];
        n /= 62;
    }
    out.into_iter().map(char::from).collect()
}

/// A provider token in a format of the reference (its token table and its list of other fixed
/// prefixes), and the format's name. `in_url`: only values that stand in a URL's user
/// information or query unencoded.
fn provider(rng: &mut Rng, in_url: bool) -> (&'static str, String) {
    let crc = |prefix: &str, rng: &mut Rng| {
        let body = rng.chars(ALNUM, 30);
        format!("{prefix}{body}{}", crc_base62(&body))
    };
    loop {
        let v = match rng.below(46) {
            0 | 1 => ("github classic", crc("ghp_", rng)),
            2 => ("github oauth", crc("gho_", rng)),
            3 => ("github user-to-server", crc("ghu_", rng)),
            4 => ("github server-to-server", crc("ghs_", rng)),
            5 => ("github refresh", crc("ghr_", rng)),
            6 => (
                "github fine-grained",
                format!(
                    "github_pat_11{}0{}_{}",
                    rng.chars(UPPER_DIGIT, 9),
                    rng.chars(ALNUM, 12),
                    rng.chars(ALNUM, 59)
                ),
            ),
            7 => ("gitlab pat", format!("glpat-{}", rng.chars(WORD_DASH, 20))),
            8 => (
                "gitlab routable",
                format!(
                    "glpat-{}.{}{}",
                    rng.chars_in(WORD_DASH, 27, 80),
                    rng.chars(LOWER_DIGIT, 2),
                    rng.chars(LOWER_DIGIT, 7)
                ),
            ),
            9 => (
                "slack bot",
                format!(
                    "xoxb-{}-{}-{}",
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars(ALNUM, 24)
                ),
            ),
            10 => (
                "slack user",
                format!(
                    "xox{}-{}-{}-{}-{}",
                    rng.pick(&["p", "e"]),
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars_in(ALNUM, 28, 34)
                ),
            ),
            11 => (
                "slack app",
                format!(
                    "xapp-{}-A{}-{}-{}",
                    rng.range(1, 2),
                    rng.chars(UPPER_DIGIT, 10),
                    rng.chars(DIGIT, 13),
                    rng.chars(HEX, 64)
                ),
            ),
            12 | 13 => (
                "anthropic",
                format!("sk-ant-api03-{}AA", rng.chars(WORD_DASH, 93)),
            ),
            14 => (
                "anthropic admin",
                format!("sk-ant-admin01-{}AA", rng.chars(WORD_DASH, 93)),
            ),
            15 | 16 => {
                let n = *rng.pick(&[74usize, 58]);
                (
                    "openai project",
                    format!(
                        "sk-{}-{}T3BlbkFJ{}",
                        rng.pick(&["proj", "svcacct", "admin"]),
                        rng.chars(WORD_DASH, n),
                        rng.chars(WORD_DASH, n)
                    ),
                )
            }
            17 => (
                "openai legacy",
                format!(
                    "sk-{}T3BlbkFJ{}",
                    rng.chars(ALNUM, 20),
                    rng.chars(ALNUM, 20)
                ),
            ),
            18 | 19 => {
                let prefix = match rng.below(10) {
                    0 => format!("A3T{}", rng.chars(UPPER_DIGIT, 1)),
                    1 => "ASIA".to_owned(),
                    2 => "ABIA".to_owned(),
                    3 => "ACCA".to_owned(),
                    _ => "AKIA".to_owned(),
                };
                ("aws key id", format!("{prefix}{}", rng.chars(AWS_TAIL, 16)))
            }
            20 => (
                "google api key",
                format!("AIza{}", rng.chars(WORD_DASH, 35)),
            ),
            21 => ("npm", crc("npm_", rng)),
            22 => (
                "pypi",
                format!("pypi-AgEIcHlwaS5vcmc{}", rng.chars_in(WORD_DASH, 60, 200)),
            ),
            23 => ("hugging face", format!("hf_{}", rng.chars(LETTERS, 34))),
            24 | 25 => (
                "stripe",
                format!(
                    "{}_{}_{}",
                    rng.pick(&["sk", "rk"]),
                    rng.pick(&["test", "live", "prod"]),
                    rng.chars_in(ALNUM, 24, 99)
                ),
            ),
            26 | 27 => ("jwt", jwt(rng)),
            28 => ("shopify", format!("shpat_{}", rng.chars(HEX, 32))),
            29 => ("digitalocean", format!("dop_v1_{}", rng.chars(HEX, 64))),
            30 => (
                "grafana sa",
                format!("glsa_{}_{}", rng.chars(ALNUM, 32), rng.chars(HEX, 8)),
            ),
            31 => ("linear", format!("lin_api_{}", rng.chars(ALNUM, 40))),
            32 => ("perplexity", format!("pplx-{}", rng.chars(ALNUM, 48))),
            33 => ("vault", format!("hvs.{}", rng.chars_in(WORD_DASH, 24, 95))),
            34 => (
                "sendgrid",
                format!(
                    "SG.{}.{}",
                    rng.chars(WORD_DASH, 22),
                    rng.chars(WORD_DASH, 43)
                ),
            ),
            35 => ("databricks", format!("dapi{}", rng.chars(HEX, 32))),
            36 => (
                "postman",
                format!("PMAK-{}-{}", rng.chars(HEX, 24), rng.chars(HEX, 34)),
            ),
            37 => ("age", format!("AGE-SECRET-KEY-1{}", rng.chars(BECH32, 58))),
            38 => ("heroku", format!("HRKU-AA{}", rng.chars(WORD_DASH, 58))),
            39 => ("openshift", format!("sha256~{}", rng.chars(WORD_DASH, 43))),
            40 => ("notion", format!("ntn_{}", rng.chars(ALNUM, 46))),
            41 => (
                "1password sa",
                format!("ops_eyJ{}", rng.chars_in(B64, 180, 320)),
            ),
            42 => ("doppler", format!("dp.pt.{}", rng.chars(ALNUM, 43))),
            43 => (
                "gitlab pat alnum",
                format!("glpat-{}", rng.chars(ALNUM, 20)),
            ),
            44 => ("npm", crc("npm_", rng)),
            _ => ("github classic", crc("ghp_", rng)),
        };
        if !in_url || !v.1.contains(['/', '+', '=', '~']) {
            return v;
        }
    }
}

/// A Slack webhook URL: the secret is the URL from its host on.
fn slack_webhook(rng: &mut Rng) -> (&'static str, String) {
    let path = *rng.pick(&["services", "services", "workflows", "triggers"]);
    let (t, b) = (rng.range(8, 11), rng.range(8, 11));
    (
        "slack webhook",
        format!(
            "https://hooks.slack.com/{path}/T{}/B{}/{}",
            rng.chars(UPPER_DIGIT, t),
            rng.chars(UPPER_DIGIT, b),
            rng.chars(ALNUM, 24)
        ),
    )
}

/// A JWT: header and payload base64url of real JSON objects, a random signature.
fn jwt(rng: &mut Rng) -> String {
    let header = *rng.pick(&[
        "{\"typ\":\"JWT\",\"alg\":\"HS256\"}",
        "{\"alg\":\"RS256\",\"kid\":\"a1b2c3\",\"typ\":\"JWT\"}",
        "{\"alg\":\"ES384\",\"typ\":\"JWT\"}",
        "{\"alg\":\"HS384\"}",
        "{\"kid\":\"signing-2026-11\",\"alg\":\"EdDSA\"}",
    ]);
    let iat = 1_770_000_000 + rng.below(30_000_000);
    let payload = match rng.below(5) {
        0 => format!(
            "{{\"sub\":\"user_{}\",\"name\":\"{}\",\"iat\":{iat}}}",
            rng.chars(DIGIT, 6),
            rng.chars(LOWER, 7)
        ),
        1 => format!(
            "{{\"iss\":\"https://login.{}.test/oauth2\",\"aud\":[\"api\",\"web\"],\"azp\":\"{}\",\"exp\":{}}}",
            rng.chars(LOWER, 5),
            rng.chars(LOWER_DIGIT, 16),
            iat + 900
        ),
        2 => format!(
            "{{\"role\":\"service_role\",\"iss\":\"supabase\",\"ref\":\"{}\",\"iat\":{iat},\"exp\":{}}}",
            rng.chars(LOWER, 20),
            iat + 315_360_000
        ),
        3 => format!(
            "{{\"client_id\":\"{}\",\"scope\":[\"orders:read\",\"orders:write\"],\"jti\":\"{}\"}}",
            rng.chars(LOWER_DIGIT, 12),
            rng.chars(HEX, 32)
        ),
        _ => format!(
            "{{\"email\":\"{}@corp.test\",\"email_verified\":true,\"exp\":{}}}",
            rng.chars(LOWER, 6),
            iat + 3600
        ),
    };
    let sig = *rng.pick(&[43usize, 64, 86, 342]);
    format!(
        "{}.{}.{}",
        base64(header.as_bytes(), true),
        base64(payload.as_bytes(), true),
        rng.chars(WORD_DASH, sig)
    )
}

/// A random secret with no prefix, as services and frameworks make them. `url_safe`: none of
/// the characters a URL or a query would need encoded.
fn random_secret(rng: &mut Rng, url_safe: bool) -> (&'static str, String) {
    loop {
        let v = match rng.below(11) {
            0 => ("random hex 32", rng.chars(HEX, 32)),
            1 => ("random hex 48", rng.chars(HEX, 48)),
            2 => ("random hex 64 upper", rng.chars(HEX_UPPER, 64)),
            3 => ("random base64", {
                let n = *rng.pick(&[18usize, 24, 33, 48, 64]);
                let b = rng.bytes(n);
                base64(&b, false)
            }),
            4 => ("random base64url", {
                let n = *rng.pick(&[16usize, 32, 40]);
                let b = rng.bytes(n);
                base64(&b, true)
            }),
            5 => ("random alnum", rng.chars_in(ALNUM, 18, 52)),
            6 => (
                "uuid",
                format!(
                    "{}-{}-4{}-{}{}-{}",
                    rng.chars(HEX, 8),
                    rng.chars(HEX, 4),
                    rng.chars(HEX, 3),
                    rng.pick(&["8", "9", "a", "b"]),
                    rng.chars(HEX, 3),
                    rng.chars(HEX, 12)
                ),
            ),
            7 => ("rails secret key base", rng.chars(HEX, 128)),
            8 => (
                "random symbolic",
                format!(
                    "{}{}",
                    rng.chars(LETTERS, 1),
                    rng.chars_in(SYMBOLIC, 15, 40)
                ),
            ),
            9 => (
                "azure client secret",
                format!(
                    "{}8Q~{}",
                    rng.chars(ALNUM, 3),
                    rng.chars(
                        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-",
                        31
                    )
                ),
            ),
            _ => ("random lower-digit", rng.chars_in(LOWER_DIGIT, 24, 40)),
        };
        if !url_safe
            || !v
                .1
                .contains(['/', '+', '=', ':', '#', '%', '*', '~', '@', '!', '.'])
        {
            return v;
        }
    }
}

/// A password a person made: words, a year or digits, a symbol.
fn human_password(rng: &mut Rng) -> (&'static str, String) {
    const W: &[&str] = &[
        "almond", "bison", "cobalt", "delta", "falcon", "gopher", "harbor", "indigo", "jasmine",
        "kestrel", "lotus", "mango", "nimbus", "orchid", "pelican", "quiver", "raven", "sparrow",
        "tango", "umber", "violet", "wombat", "yarrow", "zinnia", "biscuit", "cinder", "meadow",
        "pickle", "summit", "tofu",
    ];
    let a = *rng.pick(W);
    let b = *rng.pick(W);
    let year = 1975 + rng.below(55);
    let cap = |s: &str| {
        let mut c = s.chars();
        c.next()
            .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
            .unwrap_or_default()
    };
    let p = match rng.below(10) {
        0 => format!("{}{}!{}", cap(a), b, rng.range(1, 99)),
        1 => format!("{a}{year}{b}"),
        2 => format!("{}_{}_{}", a, b, rng.range(10, 999)),
        3 => format!("{}{}{year}", cap(a), cap(b)),
        4 => format!("{a}#{}{b}", rng.range(1, 9)),
        5 => format!("{}.{year}", cap(a)),
        6 => format!("{a}-{b}-{a}"),
        7 => format!("{}@{}{}", a, cap(b), rng.range(1, 99)),
        8 => format!(
            "{a}{}{}",
            rng.chars(DIGIT, 4),
            rng.pick(&["!", "*", ".", "!"])
        ),
        _ => format!("{}{}{}", cap(a), rng.range(100, 999), cap(b)),
    };
    ("human password", p)
}

/// A low-entropy password of the kind people really use (leaked-password lists): the kind a
/// rule that wants entropy misses.
fn common_password(rng: &mut Rng) -> (&'static str, String) {
    const P: &[&str] = &[
        "hunter2hunter2",
        "hunter2",
        "Password123",
        "password!",
        "P@ssw0rd",
        "P4ssword!",
        "changeme",
        "changeme!",
        "Changeit1",
        "admin1",
        "admin123!",
        "administrator1",
        "rootroot",
        "root@123",
        "secret!",
        "s3cr3t",
        "supersecret",
        "letmein123",
        "Welcome1!",
        "welcome2024",
        "qwerty123",
        "Qwerty!23",
        "1q2w3e4r",
        "zaq12wsx",
        "trustno1",
        "football1",
        "baseball!",
        "monkey123",
        "shadow01",
        "princess1",
        "starwars",
        "batman99",
        "Summer2026",
        "Winter2025!",
        "Spring26",
        "Company123",
        "mongodb1",
        "elastic123",
        "Jenkins1",
        "devpass",
        "test1234",
        "dev12345",
        "nopass123",
        "default1",
    ];
    let base = *rng.pick(P);
    let p = match rng.below(4) {
        0 | 1 => base.to_owned(),
        2 => format!("{base}{}", rng.below(10)),
        _ => format!("{base}{}", rng.range(10, 99)),
    };
    ("common password", p)
}

/// A password for a URL's or a DSN's user information: one without `@ : / ? # [ ] %`, or a
/// person's password with its `@`, `#` or `!` percent-encoded as a URL holds it.
fn url_password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    let strip = |s: String| s.replace(['/', '?', '#', '[', ']', '@', ':', '%'], "");
    match i % 7 {
        0 | 4 => {
            let (k, v) = human_password(rng);
            (k, strip(v))
        }
        1 | 5 => {
            let (k, v) = common_password(rng);
            (k, strip(v))
        }
        2 | 6 => random_secret(rng, true),
        _ => {
            let (_, v) = human_password(rng);
            let v = if v.contains(['@', '#', '!']) {
                v
            } else {
                format!("{v}#{}", rng.range(1, 9))
            };
            (
                "percent-encoded password",
                v.replace('@', "%40")
                    .replace('#', "%23")
                    .replace('!', "%21"),
            )
        }
    }
}

/// A password whose key or position the template gives: a person's, a common one, or a random
/// one.
fn password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 3 {
        0 => common_password(rng),
        1 => human_password(rng),
        _ => random_secret(rng, false),
    }
}

/// A token-like value for a key that names a token: a provider token, a random secret or a JWT.
fn token(rng: &mut Rng, i: usize, in_url: bool) -> (&'static str, String) {
    match i % 3 {
        0 => provider(rng, in_url),
        1 => random_secret(rng, in_url),
        _ if in_url => provider(rng, true),
        _ => ("jwt", jwt(rng)),
    }
}

/// A private key block in one of the reference's PEM shapes, lines joined by `nl`.
fn pem(rng: &mut Rng, nl: &str) -> (&'static str, String) {
    let kind = *rng.pick(&[
        "PRIVATE KEY",
        "RSA PRIVATE KEY",
        "OPENSSH PRIVATE KEY",
        "EC PRIVATE KEY",
        "ENCRYPTED PRIVATE KEY",
        "PGP PRIVATE KEY BLOCK",
        "DSA PRIVATE KEY",
    ]);
    let width = if kind == "OPENSSH PRIVATE KEY" {
        70
    } else {
        64
    };
    let mut lines: Vec<String> = Vec::new();
    if kind == "RSA PRIVATE KEY" && rng.below(3) == 0 {
        // A legacy encrypted PEM: its headers, then a blank line.
        lines.push("Proc-Type: 4,ENCRYPTED".to_owned());
        lines.push(format!(
            "DEK-Info: AES-256-CBC,{}",
            rng.chars(HEX_UPPER, 32)
        ));
        lines.push(String::new());
    }
    let n = rng.range(3, 30);
    lines.extend((0..n).map(|_| rng.chars(B64, width)));
    let last = rng.range(4, width - 4);
    lines.push(format!("{}==", rng.chars(B64, last)));
    (
        "pem",
        format!(
            "-----BEGIN {kind}-----{nl}{}{nl}-----END {kind}-----",
            lines.join(nl)
        ),
    )
}

/// What a template's `{V}` takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    /// After a key of the set's tables (`{K}` or `{k}`): by turns a person's password and a
    /// common password under a password key, a provider token and a token-like value under a
    /// token key.
    Keyed,
    /// As `Keyed`, base64-encoded (a Kubernetes Secret's `data:`).
    KeyedB64,
    /// No key: a provider token.
    Bare,
    /// A key the template names (`token`, `X-Vault-Token`): a provider token, a random secret or
    /// a JWT.
    Tok,
    /// As `Tok`, inside a URL.
    TokUrl,
    /// A password whose key or position the template gives.
    Pass,
    /// A password in a URL's or DSN's user information: no delimiters, or percent-encoded.
    Url,
    /// A private key block: raw lines, `\n`-escaped (JSON, quoted strings), or indented 4
    /// spaces.
    PemRaw,
    PemEsc,
    PemIndent,
    /// An AWS secret access key (40 characters of base64's alphabet).
    AwsSecret,
    /// An Azure storage account key (64 random bytes in base64: 88 characters).
    AzureKey,
    /// HTTP Basic credentials, or docker's `auth`: base64 of `user:password`.
    Basic,
    /// A Slack webhook URL.
    Hook,
}
use Slot::{
    AwsSecret, AzureKey, Bare, Basic, Hook, Keyed, KeyedB64, Pass, PemEsc, PemIndent, PemRaw, Tok,
    TokUrl, Url,
};

/// (family, slot, template): `{K}` an UPPER_SNAKE key, `{k}` the same key in lower or camel
/// case, `{kk}` in kebab case, `{U}` a user name, `{V}` the secret (once per template).
const CONTEXTS: &[(&str, Slot, &str)] = &[
    (
        "yaml",
        Keyed,
        "spring:\n  cloud:\n    config:\n      server:\n        git:\n          uri: https://git.corp.example/config-repo\n          {k}: {V}\n",
    ),
    (
        "yaml",
        Keyed,
        "# values-prod.yaml\nworker:\n  replicas: 3\n  extraEnv:\n    {K}: \"{V}\"   # TODO move to a sealed secret\n",
    ),
    (
        "yaml",
        Pass,
        "mail:\n  smtp:\n    host: smtp.sendrelay.example\n    user: {U}\n    pass: '{V}'\n    starttls: true\n",
    ),
    (
        "yaml",
        Url,
        "cache:\n  backend: redis\n  location: rediss://{U}:{V}@cache-0.corp.example:6380/4\n",
    ),
    (
        "yaml",
        Tok,
        "registries:\n  - name: harbor\n    url: https://harbor.corp.example\n    robot_token: >-\n      {V}\n",
    ),
    ("yaml", Keyed, "credentials: { user: {U}, {k}: \"{V}\" }\n"),
    (
        "yaml",
        PemIndent,
        "ssl:\n  keyPem: |-\n    {V}\n  certPath: /etc/pki/tls/certs/app.crt\n",
    ),
    (
        "yaml",
        Keyed,
        "server:\n  port: 8443\nmanagement:\n  {kk}: {V}\n",
    ),
    (
        "toml",
        Keyed,
        "[database]\nhost = \"10.4.0.21\"\nport = 5432\n{k} = '{V}'\n",
    ),
    (
        "toml",
        Pass,
        "[[servers]]\nname = \"edge-1\"\nuser = \"{U}\"\npassword = \"\"\"{V}\"\"\"\n",
    ),
    (
        "toml",
        Tok,
        "[auth]\ntoken = \"{V}\"\n\n[auth.retry]\nmax = 3\n",
    ),
    (
        "toml",
        Url,
        "[sinks.clickhouse]\ntype = \"clickhouse\"\nendpoint = \"http://{U}:{V}@clickhouse.corp.example:8123\"\n",
    ),
    (
        "toml",
        Keyed,
        "secrets = { {k} = \"{V}\", rotate_days = 90 }\n",
    ),
    ("toml", Keyed, "integrations.slack.{k} = \"{V}\"\n"),
    (
        "toml",
        Keyed,
        "[publish]\nregistry = \"corp\"\n{kk} = \"{V}\"\n",
    ),
    (
        "env",
        Keyed,
        "NODE_ENV=production\nPORT=8080\n{K}={V}\nLOG_LEVEL=warn\n",
    ),
    (
        "env",
        Keyed,
        "# staging overrides\n{K}='{V}'\nFEATURE_FLAGS=beta\n",
    ),
    (
        "env",
        Pass,
        "# postgres\nPOSTGRES_HOST=db\nPOSTGRES_PASSWORD=\"{V}\"\n",
    ),
    ("env", Keyed, "export {K}={V} # prod, do not commit\n"),
    (
        "env",
        Url,
        "DATABASE_URL=\"postgresql://{U}:{V}@ep-cool-lake-123456.eu-central-1.aws.neon.tech/neondb?sslmode=require\"\n",
    ),
    (
        "env",
        AwsSecret,
        "AWS_REGION=eu-west-3\nAWS_SECRET_ACCESS_KEY={V}\n",
    ),
    ("env", Pass, "DB_USERNAME={U}\nDB_PASSWORD = {V}\n"),
    (
        "env",
        Keyed,
        "diff --git a/.env.example b/.env.example\n--- a/.env.example\n+++ b/.env.example\n@@ -3,2 +3,3 @@\n LOG_LEVEL=info\n+{K}={V}\n",
    ),
    (
        "ini",
        Pass,
        "# ~/.my.cnf\n[mysql]\nuser = {U}\npassword = {V}\n",
    ),
    (
        "ini",
        Keyed,
        "[api]\nbase_url = https://api.vendor.example/v3\n{k}: {V}\n",
    ),
    (
        "ini",
        Pass,
        "[sqlserver]\nDriver=ODBC Driver 18 for SQL Server\nServer=tcp:sql.corp.example,1433\nUID={U}\nPWD={V}\n",
    ),
    (
        "ini",
        Url,
        "[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql://{U}:{V}@localhost/app_dev\n",
    ),
    (
        "ini",
        Tok,
        "[DEFAULT]\nhost = https://dbc-7a1b2c3d-4e5f.cloud.databricks.com\ntoken = {V}\n",
    ),
    (
        "ini",
        Tok,
        "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {V}\n",
    ),
    (
        "properties",
        Pass,
        "hibernate.connection.username={U}\nhibernate.connection.password={V}\n",
    ),
    (
        "properties",
        Keyed,
        "# application-prod.properties\n{k} = {V}\nserver.port=8443\n",
    ),
    (
        "properties",
        Pass,
        "mail.smtp.auth=true\nmail.smtp.user={U}\nmail.smtp.password:{V}\n",
    ),
    (
        "properties",
        Url,
        "kafka.bootstrap=broker:9092\nschema.registry.url=https://{U}:{V}@schema-registry.corp.example\n",
    ),
    (
        "properties",
        Tok,
        "sonar.host.url=https://sonar.corp.example\nsonar.token={V}\n",
    ),
    (
        "properties",
        Keyed,
        "org.gradle.caching=true\n{k}={V}\nversion=2.3.1\n",
    ),
    ("properties", Keyed, "app.security.{kk}={V}\n"),
    (
        "docker",
        Keyed,
        "FROM node:22-alpine\nARG {K}={V}\nRUN npm ci --omit=dev\n",
    ),
    (
        "docker",
        Pass,
        "RUN useradd -m {U} && echo \"{U}:{V}\" | chpasswd\n",
    ),
    (
        "docker",
        TokUrl,
        "RUN pip install --index-url https://__token__:{V}@pypi.corp.example/simple -r requirements.txt\n",
    ),
    (
        "docker",
        Keyed,
        "docker run -d --name worker -e {K}={V} -e TZ=UTC corp/worker:latest\n",
    ),
    (
        "docker",
        Pass,
        "docker login -u {U} -p {V} registry.corp.example\n",
    ),
    (
        "docker",
        Keyed,
        "ENV {K}=\"{V}\" \\\n    PATH=/app/bin:$PATH\n",
    ),
    (
        "docker",
        Keyed,
        "        \"Env\": [\n            \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\",\n            \"{K}={V}\"\n        ],\n",
    ),
    (
        "compose",
        Keyed,
        "version: \"3.9\"\nservices:\n  worker:\n    image: corp/worker:1.4\n    environment:\n      - {K}={V}\n",
    ),
    (
        "compose",
        Pass,
        "  mariadb:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{V}\"\n",
    ),
    (
        "compose",
        Url,
        "  app:\n    environment:\n      SPRING_PROFILES_ACTIVE: prod\n      CELERY_BROKER: amqp://{U}:{V}@rabbitmq:5672/\n",
    ),
    (
        "compose",
        Pass,
        "  rabbitmq:\n    environment:\n      RABBITMQ_DEFAULT_USER: {U}\n      RABBITMQ_DEFAULT_PASS: {V}\n",
    ),
    (
        "compose",
        Tok,
        "  runner:\n    image: gitlab/gitlab-runner:latest\n    command: register --non-interactive --url https://gitlab.corp.example --token {V}\n",
    ),
    (
        "compose",
        Keyed,
        "x-common-env: &env\n  {K}: '{V}'\nservices:\n  api:\n    environment: *env\n",
    ),
    (
        "k8s",
        Keyed,
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: worker-env\n  namespace: jobs\ntype: Opaque\nstringData:\n  {K}: \"{V}\"\n",
    ),
    (
        "k8s",
        KeyedB64,
        "apiVersion: v1\ndata:\n  {k}: {V}\nkind: Secret\nmetadata:\n  name: app-secrets\n",
    ),
    (
        "k8s",
        Keyed,
        "      containers:\n        - name: api\n          env:\n            - name: {K}\n              value: \"{V}\"\n",
    ),
    (
        "k8s",
        Pass,
        "kubectl create secret generic pg-creds --from-literal=username={U} --from-literal=password='{V}'\n",
    ),
    (
        "k8s",
        Tok,
        "apiVersion: v1\nkind: Config\nusers:\n- name: ci-bot\n  user:\n    token: {V}\n",
    ),
    (
        "k8s",
        KeyedB64,
        "kind: Secret\nmetadata:\n  name: mailer\n  annotations:\n    reloader.stakater.com/match: \"true\"\ndata:\n  {K}: \"{V}\"\n",
    ),
    (
        "xml",
        Pass,
        "<settings>\n  <servers>\n    <server>\n      <id>releases</id>\n      <username>{U}</username>\n      <password>{V}</password>\n    </server>\n  </servers>\n</settings>\n",
    ),
    (
        "xml",
        Tok,
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<configuration>\n  <apikeys>\n    <add key=\"https://nuget.corp.example/v3/index.json\" value=\"{V}\" />\n  </apikeys>\n</configuration>\n",
    ),
    (
        "xml",
        Pass,
        "<connectionStrings>\n  <add name=\"Default\" connectionString=\"Server=sql01;Database=Crm;User Id={U};Password={V};\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>\n",
    ),
    (
        "xml",
        Keyed,
        "<bean id=\"apiClient\" class=\"com.corp.ApiClient\">\n  <property name=\"{k}\" value=\"{V}\"/>\n</bean>\n",
    ),
    ("xml", Keyed, "<env>\n  <{K}>{V}</{K}>\n</env>\n"),
    (
        "xml",
        Pass,
        "<tomcat-users>\n  <user username=\"{U}\" password=\"{V}\" roles=\"manager-gui\"/>\n</tomcat-users>\n",
    ),
    (
        "xml",
        Pass,
        "<properties>\n  <entry key=\"db.user\">{U}</entry>\n  <entry key=\"db.password\">{V}</entry>\n</properties>\n",
    ),
    (
        "js",
        Keyed,
        "const config = {\n  env: 'production',\n  {k}: process.env.{K} || '{V}',\n};\n",
    ),
    (
        "js",
        Pass,
        "const pool = mysql.createPool({\n  host: 'db',\n  user: '{U}',\n  password: \"{V}\",\n  database: 'shop',\n});\n",
    ),
    (
        "js",
        Bare,
        "const octokit = new Octokit({ auth: `{V}` });\n",
    ),
    (
        "js",
        Url,
        "const client = new pg.Client({ connectionString: 'postgres://{U}:{V}@pg.corp.example:5432/orders' });\n",
    ),
    (
        "js",
        Tok,
        "const res = await fetch('https://api.corp.example/v2/report', {\n  headers: { Authorization: `Bearer {V}` },\n});\n",
    ),
    (
        "js",
        Keyed,
        "export default defineConfig({ define: { __{K}__: JSON.stringify('{V}') } });\n",
    ),
    (
        "js",
        Keyed,
        "const {k} = '{V}'; // TODO: remove before merge\n",
    ),
    (
        "ts",
        Keyed,
        "export const environment = {\n  production: true,\n  apiBase: '/api',\n  {k}: '{V}',\n};\n",
    ),
    (
        "ts",
        Pass,
        "const redis = new Redis({ host: 'cache', port: 6379, password: '{V}' });\n",
    ),
    (
        "ts",
        Bare,
        "const openai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY ?? \"{V}\" });\n",
    ),
    (
        "ts",
        Keyed,
        "export class Settings {\n  readonly {k}: string = process.env['{K}'] ?? '{V}';\n}\n",
    ),
    (
        "ts",
        Url,
        "const prisma = new PrismaClient({ datasources: { db: { url: \"mysql://{U}:{V}@mysql.corp.example/app\" } } });\n",
    ),
    (
        "ts",
        Tok,
        "const db = createClient({ url: 'libsql://app-corp.turso.io', authToken: '{V}' });\n",
    ),
    ("python", Keyed, "{K} = '{V}'  # noqa: S105\n"),
    (
        "python",
        Pass,
        "conn = psycopg2.connect(dbname='app', user='{U}', password='{V}', host='localhost')\n",
    ),
    (
        "python",
        Bare,
        "llm = anthropic.Anthropic(api_key='{V}', max_retries=5)\n",
    ),
    (
        "python",
        Keyed,
        "settings = Settings(\n    debug=False,\n    {k}=\"{V}\",\n)\n",
    ),
    (
        "python",
        Url,
        "SQLALCHEMY_DATABASE_URI = 'mysql+pymysql://{U}:{V}@127.0.0.1:3306/flask'\n",
    ),
    (
        "python",
        Tok,
        "session.headers.update({'Authorization': 'Bearer {V}'})\n",
    ),
    (
        "python",
        Keyed,
        "{k} = os.environ.get(\"{K}\") or \"{V}\"\n",
    ),
    (
        "python",
        Pass,
        "with smtplib.SMTP_SSL('smtp.corp.example', 465) as smtp:\n    smtp.login('{U}', '{V}')\n",
    ),
    (
        "python",
        AwsSecret,
        "s3 = boto3.client('s3', aws_access_key_id=key_id, aws_secret_access_key='{V}')\n",
    ),
    (
        "python",
        Keyed,
        "-    {k} = os.environ[\"{K}\"]\n+    {k} = \"{V}\"  # temp, for local testing\n",
    ),
    (
        "go",
        Keyed,
        "var (\n\t{k} = \"{V}\"\n\tbaseURL = \"https://api.corp.example\"\n)\n",
    ),
    (
        "go",
        Pass,
        "\tdb, err := sql.Open(\"postgres\", \"host=pg user={U} password={V} dbname=app sslmode=disable\")\n",
    ),
    ("go", Bare, "\tapi := slack.New(\"{V}\")\n"),
    (
        "go",
        Url,
        "\tnc, err := nats.Connect(\"nats://{U}:{V}@nats.corp.example:4222\")\n",
    ),
    (
        "go",
        Tok,
        "\treq.Header.Set(\"Authorization\", \"Bearer {V}\")\n",
    ),
    (
        "go",
        Keyed,
        "\tcfg := &Config{\n\t\tEndpoint: \"https://api.corp.example\",\n\t\t{k}: \"{V}\",\n\t}\n",
    ),
    (
        "go",
        Pass,
        "\tauth := smtp.PlainAuth(\"\", \"{U}@corp.example\", \"{V}\", \"smtp.corp.example\")\n",
    ),
    ("rust", Keyed, "static {K}: &'static str = \"{V}\";\n"),
    (
        "rust",
        Url,
        "    let pool = MySqlPoolOptions::new().connect(\"mysql://{U}:{V}@localhost/app\").await?;\n",
    ),
    (
        "rust",
        Bare,
        "    let octo = Octocrab::builder().personal_token(\"{V}\".to_string()).build()?;\n",
    ),
    (
        "rust",
        Keyed,
        "    let {k} = std::env::var(\"{K}\").unwrap_or_else(|_| \"{V}\".into());\n",
    ),
    (
        "rust",
        Pass,
        "    let creds = Credentials::new(\"{U}\".to_owned(), \"{V}\".to_owned());\n",
    ),
    (
        "rust",
        Tok,
        "    headers.insert(\"x-api-key\", HeaderValue::from_static(\"{V}\"));\n",
    ),
    (
        "java",
        Keyed,
        "    static final String {K} = \"{V}\"; // FIXME read from vault\n",
    ),
    (
        "java",
        Pass,
        "        Connection c = DriverManager.getConnection(\"jdbc:postgresql://db:5432/app\", \"{U}\", \"{V}\");\n",
    ),
    (
        "java",
        Bare,
        "        var client = AnthropicOkHttpClient.builder().apiKey(\"{V}\").build();\n",
    ),
    (
        "java",
        Url,
        "        factory.setUri(\"amqp://{U}:{V}@rabbit.corp.example:5672/prod\");\n",
    ),
    (
        "java",
        Pass,
        "        ds.setPassword(System.getProperty(\"db.password\", \"{V}\"));\n",
    ),
    (
        "java",
        Keyed,
        "        Map<String, String> env = Map.of(\"{K}\", \"{V}\", \"REGION\", \"eu-west-1\");\n",
    ),
    (
        "java",
        Tok,
        "        request.addHeader(\"X-API-Key\", \"{V}\");\n",
    ),
    (
        "csharp",
        Pass,
        "var connStr = \"Host=pg;Port=5432;Database=app;Username={U};Password={V}\";\n",
    ),
    (
        "csharp",
        Keyed,
        "    internal const string {K} = \"{V}\";\n",
    ),
    (
        "csharp",
        Bare,
        "var gh = new GitHubClient(new ProductHeaderValue(\"ci\")) { Credentials = new Credentials(\"{V}\") };\n",
    ),
    (
        "csharp",
        Keyed,
        "var settings = new Dictionary<string, string> { [\"{k}\"] = \"{V}\" };\n",
    ),
    (
        "csharp",
        Url,
        "var mongo = new MongoClient(\"mongodb://{U}:{V}@mongo-0.corp.example:27017\");\n",
    ),
    (
        "csharp",
        Tok,
        "http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue(\"Bearer\", \"{V}\");\n",
    ),
    (
        "csharp",
        AzureKey,
        "var queue = new QueueClient(\"DefaultEndpointsProtocol=https;AccountName=corpqueues;AccountKey={V};EndpointSuffix=core.windows.net\", \"jobs\");\n",
    ),
    (
        "php",
        Pass,
        "$pdo = new PDO('pgsql:host=db;dbname=app', '{U}', '{V}');\n",
    ),
    ("php", Keyed, "$settings['{k}'] = \"{V}\";\n"),
    ("php", Keyed, "    '{k}' => env('{K}', '{V}'),\n"),
    ("php", Bare, "\\Stripe\\Stripe::setApiKey('{V}');\n"),
    (
        "php",
        Url,
        "$conn = pg_connect(\"postgresql://{U}:{V}@localhost:5432/wp\");\n",
    ),
    (
        "php",
        Pass,
        "$mail->Username = '{U}';\n$mail->Password = '{V}';\n",
    ),
    ("ruby", Keyed, "  {K} = '{V}'.freeze\n"),
    (
        "ruby",
        Pass,
        "  config.action_mailer.smtp_settings = {\n    user_name: \"{U}\",\n    password: \"{V}\",\n  }\n",
    ),
    (
        "ruby",
        Bare,
        "gh = Octokit::Client.new(access_token: \"{V}\", per_page: 100)\n",
    ),
    (
        "ruby",
        Url,
        "$redis = Redis.new(url: \"redis://{U}:{V}@redis.corp.example:6379/1\")\n",
    ),
    ("ruby", Keyed, "  {k}: ENV.fetch('{K}', '{V}'),\n"),
    ("ruby", Tok, "  req['X-Api-Key'] = '{V}'\n"),
    (
        "hcl",
        Pass,
        "resource \"azurerm_postgresql_flexible_server\" \"db\" {\n  administrator_login    = \"{U}\"\n  administrator_password = \"{V}\"\n  sku_name               = \"B_Standard_B1ms\"\n}\n",
    ),
    (
        "hcl",
        Keyed,
        "# terraform.tfvars\nregion = \"us-east-1\"\n{k} = \"{V}\"\n",
    ),
    (
        "hcl",
        Tok,
        "provider \"github\" {\n  owner = \"corp\"\n  token = \"{V}\"\n}\n",
    ),
    (
        "hcl",
        AwsSecret,
        "provider \"aws\" {\n  region     = \"us-east-1\"\n  secret_key = \"{V}\"\n}\n",
    ),
    (
        "hcl",
        Url,
        "resource \"kubernetes_secret\" \"db\" {\n  data = {\n    url = \"postgres://{U}:{V}@pg.corp.example:5432/app\"\n  }\n}\n",
    ),
    (
        "hcl",
        Keyed,
        "resource \"aws_lambda_function\" \"fn\" {\n  environment {\n    variables = {\n      {K} = \"{V}\"\n    }\n  }\n}\n",
    ),
    (
        "json",
        Keyed,
        "{\n  \"name\": \"worker\",\n  \"config\": {\n    \"{k}\": \"{V}\",\n    \"retries\": 3\n  }\n}\n",
    ),
    (
        "json",
        Pass,
        "{\"ConnectionStrings\":{\"Default\":\"Server=sql;Database=app;User Id={U};Password={V};TrustServerCertificate=true\"}}\n",
    ),
    (
        "json",
        Bare,
        "{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\"],\n      \"env\": { \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"{V}\" }\n    }\n  }\n}\n",
    ),
    (
        "json",
        Url,
        "{\"mongo\":{\"uri\":\"mongodb://{U}:{V}@mongo.corp.example:27017/app?authSource=admin\"}}\n",
    ),
    (
        "json",
        Tok,
        "{\"type\": \"authorized_user\", \"refresh_token\": \"{V}\", \"client_id\": \"1234.apps.googleusercontent.com\"}\n",
    ),
    (
        "json",
        PemEsc,
        "{\n  \"type\": \"service_account\",\n  \"project_id\": \"corp-prod\",\n  \"private_key\": \"{V}\",\n  \"client_email\": \"ci@corp-prod.iam.gserviceaccount.com\"\n}\n",
    ),
    (
        "json",
        Basic,
        "{\n  \"auths\": {\n    \"https://index.docker.io/v1/\": {\n      \"auth\": \"{V}\"\n    }\n  }\n}\n",
    ),
    (
        "json",
        AzureKey,
        "{\n  \"IsEncrypted\": false,\n  \"Values\": {\n    \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=corpfunc;AccountKey={V};EndpointSuffix=core.windows.net\"\n  }\n}\n",
    ),
    (
        "json",
        Keyed,
        "  \"scripts\": {\n    \"deploy\": \"{K}={V} node scripts/deploy.js\"\n  },\n",
    ),
    (
        "jsonlog",
        Keyed,
        "{\"level\":\"debug\",\"ts\":1796390400.12,\"caller\":\"config/load.go:88\",\"msg\":\"loaded\",\"{k}\":\"{V}\"}\n",
    ),
    (
        "jsonlog",
        Pass,
        "{\"@timestamp\":\"2026-11-30T10:02:11Z\",\"log.level\":\"ERROR\",\"message\":\"auth failed\",\"db\":{\"user\":\"{U}\",\"password\":\"{V}\"}}\n",
    ),
    (
        "jsonlog",
        Url,
        "{\"time\":\"2026-11-30T10:02:12Z\",\"level\":\"ERROR\",\"msg\":\"dial failed\",\"dsn\":\"amqp://{U}:{V}@mq:5672/\",\"attempt\":4}\n",
    ),
    (
        "jsonlog",
        Tok,
        "{\"ts\":\"2026-11-30T10:02:13Z\",\"event\":\"http_request\",\"headers\":{\"authorization\":\"Bearer {V}\",\"user-agent\":\"curl/8.5.0\"}}\n",
    ),
    (
        "jsonlog",
        Bare,
        "{\"level\":\"info\",\"msg\":\"webhook registered\",\"signing\":\"{V}\",\"id\":\"wh_81\"}\n",
    ),
    (
        "textlog",
        Keyed,
        "Nov 30 10:02:14 web-3 app[2211]: DEBUG env {K}={V}\n",
    ),
    (
        "textlog",
        Pass,
        "2026-11-30 10:02:15.441 ERROR [main] c.c.db.Pool - login failed for user '{U}' with password '{V}'\n",
    ),
    (
        "textlog",
        Url,
        "WARN  2026-11-30T10:02:16Z retrying connection to mysql://{U}:{V}@db-primary:3306/app (attempt 3/5)\n",
    ),
    (
        "textlog",
        Tok,
        "[DEBUG] urllib3: GET https://api.corp.example/v1/jobs headers={'Authorization': 'Bearer {V}'}\n",
    ),
    (
        "textlog",
        Bare,
        "time=\"2026-11-30T10:02:17Z\" level=warning msg=\"token {V} expires in 2 days\"\n",
    ),
    (
        "textlog",
        TokUrl,
        "10.0.3.4 - - [30/Nov/2026:10:02:18 +0000] \"POST /hooks/build?secret={V} HTTP/2.0\" 204 0 \"-\" \"GitHub-Hookshot/7f1a\"\n",
    ),
    (
        "textlog",
        Pass,
        "Incident 2211, timeline\n10:42 on-call pasted the failing command: PGPASSWORD={V} pg_dump -h prod-db -U {U} app > dump.sql\n",
    ),
    (
        "shell",
        Keyed,
        "$ export {K}=\"{V}\"\n$ ./deploy.sh --env prod\n",
    ),
    (
        "shell",
        Pass,
        " 1042  mysql -u {U} -p'{V}' -h 10.0.0.5 app\n",
    ),
    ("shell", Bare, " 1043  gh auth login --with-token <<< {V}\n"),
    ("shell", Keyed, ": 1764495000:0;export {K}={V}\n"),
    (
        "shell",
        Pass,
        " 1044  sshpass -p '{V}' ssh {U}@bastion.corp.example\n",
    ),
    (
        "shell",
        Tok,
        " 1045  npm config set //registry.npmjs.org/:_authToken {V}\n",
    ),
    (
        "shell",
        Pass,
        "root@web-1:~# htpasswd -b /etc/nginx/.htpasswd {U} {V}\n",
    ),
    (
        "shell",
        Keyed,
        "./bin/server --listen :8080 --{kk}={V} --log-format json\n",
    ),
    (
        "curl",
        Tok,
        "curl -sS -H \"Authorization: Bearer {V}\" https://api.corp.example/v1/projects | jq .\n",
    ),
    (
        "curl",
        Pass,
        "curl --user '{U}:{V}' -X POST https://jenkins.corp.example/job/deploy/build\n",
    ),
    (
        "curl",
        Bare,
        "curl https://api.vendor.example/v1/messages \\\n  -H \"x-api-key: {V}\" \\\n  -H \"content-type: application/json\" \\\n  -d @body.json\n",
    ),
    (
        "curl",
        Tok,
        "http POST api.corp.example/v1/tokens X-Api-Key:{V} name=ci\n",
    ),
    (
        "curl",
        Pass,
        "wget --user={U} --password='{V}' https://files.corp.example/backup.tar.gz\n",
    ),
    (
        "curl",
        TokUrl,
        "curl 'https://api.corp.example/v1/export?access_token={V}&format=csv'\n",
    ),
    (
        "curl",
        Keyed,
        "curl -X PATCH https://api.corp.example/settings -H 'Content-Type: application/json' --data-raw '{\"{k}\": \"{V}\"}'\n",
    ),
    (
        "url",
        Url,
        "postgresql://{U}:{V}@db.corp.example:5432/analytics?sslmode=require\n",
    ),
    ("url", Url, "rediss://{U}:{V}@cache.corp.example:6380/0\n"),
    (
        "url",
        Url,
        "mysql+aiomysql://{U}:{V}@mysql.corp.example/app\n",
    ),
    ("url", Url, "ftp://{U}:{V}@ftp.partner.example/incoming/\n"),
    ("url", Url, "mqtt://{U}:{V}@broker.iot.example:1883\n"),
    (
        "url",
        Url,
        "clickhouse://{U}:{V}@ch.corp.example:9000/default\n",
    ),
    (
        "url",
        Url,
        "svn+ssh://{U}:{V}@svn.corp.example/repos/trunk\n",
    ),
    (
        "url",
        Url,
        "sqlserver://{U}:{V}@mssql.corp.example:1433?database=crm\n",
    ),
    (
        "url",
        Pass,
        "dbname=app host=pg.corp.example user={U} password={V} sslmode=verify-full\n",
    ),
    ("url", Url, "{U}:{V}@localhost:5432/app\n"),
    ("url", Url, "smb://{U}:{V}@fileserver.corp.example/share\n"),
    ("url", Url, "socks5h://{U}:{V}@proxy.corp.example:1080\n"),
    (
        "url",
        Url,
        "oracle://{U}:{V}@ora.corp.example:1521/XEPDB1\n",
    ),
    (
        "url",
        Url,
        "snowflake://{U}:{V}@xy12345.eu-central-1/analytics?warehouse=compute_wh&role=loader\n",
    ),
    (
        "url",
        Url,
        "jdbc:postgresql://pg.corp.example:5432/app?user={U}&password={V}\n",
    ),
    ("url", Url, "redis://:{V}@redis.corp.example:6379/0\n"),
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"id\":21,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"$ cat .env\\n{K}={V}\\nDEBUG=false\\n\"}],\"isError\":false}}\n",
    ),
    (
        "mcp",
        Url,
        "{\"jsonrpc\":\"2.0\",\"id\":22,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"{\\\"connection\\\":\\\"postgres://{U}:{V}@pg:5432/app\\\"}\"}]}}\n",
    ),
    (
        "mcp",
        Tok,
        "{\"jsonrpc\":\"2.0\",\"id\":23,\"result\":{\"content\":[{\"type\":\"resource\",\"resource\":{\"uri\":\"file:///home/dev/.config/gh/hosts.yml\",\"mimeType\":\"text/yaml\",\"text\":\"github.com:\\n    oauth_token: {V}\\n    git_protocol: https\\n\"}}]}}\n",
    ),
    (
        "mcp",
        Pass,
        "{\"jsonrpc\":\"2.0\",\"id\":24,\"error\":{\"code\":-32603,\"message\":\"pool timed out\",\"data\":{\"options\":{\"username\":\"{U}\",\"password\":\"{V}\"}}}}\n",
    ),
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"p7\",\"progress\":3,\"total\":5,\"message\":\"exported {k}={V} to vault\"}}\n",
    ),
    (
        "mcp",
        Bare,
        "{\"jsonrpc\":\"2.0\",\"id\":25,\"result\":{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"Use this token for the API: {V}\"}}]}}\n",
    ),
    (
        "mcp",
        PemEsc,
        "{\"jsonrpc\":\"2.0\",\"id\":26,\"result\":{\"contents\":[{\"uri\":\"file:///srv/tls/server.key\",\"mimeType\":\"application/x-pem-file\",\"text\":\"{V}\\n\"}]}}\n",
    ),
    (
        "stacktrace",
        Url,
        "Traceback (most recent call last):\n  File \"/app/worker.py\", line 14, in <module>\n    conn = pika.BlockingConnection(pika.URLParameters(\"amqp://{U}:{V}@mq:5672/%2F\"))\npika.exceptions.AMQPConnectionError\n",
    ),
    (
        "stacktrace",
        Pass,
        "ActiveRecord::ConnectionNotEstablished: connection to server at \"10.0.0.4\", port 5432 failed\n  config: {adapter: \"postgresql\", username: \"{U}\", password: \"{V}\"}\n",
    ),
    (
        "stacktrace",
        Keyed,
        "Error: Invalid {k} '{V}'\n    at validate (/srv/app/src/config.ts:41:11)\n    at Object.<anonymous> (/srv/app/src/index.ts:7:1)\n",
    ),
    (
        "stacktrace",
        TokUrl,
        "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.corp.example/v1/sync?token={V}\n",
    ),
    (
        "stacktrace",
        Bare,
        "Caused by: com.corp.client.AuthException: token rejected: {V}\n\tat com.corp.client.Http.send(Http.java:212)\n",
    ),
    (
        "stacktrace",
        Pass,
        "  File \"/usr/lib/python3/dist-packages/ldap3/core/connection.py\", line 363, in __init__\nldap3.core.exceptions.LDAPBindError: invalidCredentials for cn={U},dc=corp with password '{V}'\n",
    ),
    (
        "ci",
        Keyed,
        "name: release\non:\n  push:\n    tags: ['v*']\nenv:\n  {K}: {V}\njobs:\n  build:\n    runs-on: ubuntu-latest\n",
    ),
    (
        "ci",
        Tok,
        "      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: {U}\n          password: {V}\n",
    ),
    (
        "ci",
        Keyed,
        "deploy:\n  image: alpine:3.20\n  script:\n    - export {K}={V}\n    - ./deploy.sh\n",
    ),
    (
        "ci",
        Pass,
        "variables:\n  POSTGRES_DB: test\n  POSTGRES_USER: {U}\n  POSTGRES_PASSWORD: \"{V}\"\n",
    ),
    (
        "ci",
        Keyed,
        "      - run:\n          name: publish\n          command: {K}={V} npm publish\n",
    ),
    (
        "ci",
        Hook,
        "notify:\n  stage: .post\n  script: curl -fsS -d '{\"text\":\"pipeline ok\"}' {V}\n",
    ),
    (
        "ci",
        Tok,
        "steps:\n- task: Npm@1\n  inputs:\n    command: custom\n    customCommand: publish --//registry.npmjs.org/:_authToken={V}\n",
    ),
    (
        "ci",
        Keyed,
        "> +      {K}: {V}\n\nPlease don't commit this; move it to the repository's secrets.\n",
    ),
    (
        "sql",
        Pass,
        "CREATE USER {U} WITH LOGIN PASSWORD '{V}' CONNECTION LIMIT 5;\n",
    ),
    (
        "sql",
        Pass,
        "CREATE USER '{U}'@'%' IDENTIFIED BY '{V}';\nGRANT SELECT ON reports.* TO '{U}'@'%';\n",
    ),
    (
        "sql",
        Pass,
        "ALTER ROLE \"{U}\" WITH PASSWORD '{V}' VALID UNTIL 'infinity';\n",
    ),
    (
        "sql",
        Keyed,
        "INSERT INTO app_config (config_key, config_value) VALUES ('{k}', '{V}') ON CONFLICT DO NOTHING;\n",
    ),
    (
        "sql",
        Pass,
        "CREATE LOGIN {U} WITH PASSWORD = N'{V}', CHECK_POLICY = OFF;\n",
    ),
    (
        "sql",
        Pass,
        "SELECT dblink_connect('reporting', 'host=replica dbname=app user={U} password={V}');\n",
    ),
    (
        "http",
        Tok,
        "GET /api/v2/orders HTTP/1.1\r\nHost: api.corp.example\r\nAuthorization: Bearer {V}\r\nAccept: */*\r\n\r\n",
    ),
    (
        "http",
        Basic,
        "POST /token HTTP/1.1\nHost: auth.corp.example\nAuthorization: Basic {V}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials\n",
    ),
    (
        "http",
        Tok,
        "> GET /v1/user HTTP/2\n> Host: api.corp.example\n> X-Api-Key: {V}\n> User-Agent: curl/8.5.0\n",
    ),
    (
        "http",
        Tok,
        "Cookie: theme=dark; api_session={V}; lang=en\n",
    ),
    (
        "http",
        Url,
        "POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername={U}&password={V}&remember=1\n",
    ),
    (
        "http",
        Tok,
        "CONNECT api.corp.example:443 HTTP/1.1\nProxy-Authorization: Bearer {V}\n",
    ),
    (
        "pem",
        PemRaw,
        "dev@laptop:~$ cat ~/.ssh/deploy_key\n{V}\ndev@laptop:~$ ls\n",
    ),
    ("pem", PemEsc, "JWT_PRIVATE_KEY=\"{V}\"\n"),
    (
        "pem",
        PemIndent,
        "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    {V}\n",
    ),
    (
        "pem",
        PemRaw,
        "echo \"{V}\" > ~/.ssh/id_rsa && chmod 600 ~/.ssh/id_rsa\n",
    ),
];

/// Password keys: (UPPER_SNAKE, lower or camel case). None is in sets a-e.
const KEYS_PASSWORD: &[(&str, &str)] = &[
    ("SMTP_RELAY_PASSWORD", "smtpRelayPassword"),
    ("GRAFANA_SMTP_PASSWORD", "grafana_smtp_password"),
    ("JENKINS_API_PASS", "jenkinsApiPass"),
    ("MONGO_APP_PASSWORD", "mongo_app_password"),
    ("ELASTICSEARCH_PASS", "elasticsearchPass"),
    ("SFTP_PASSWD", "sftp_passwd"),
    ("VPN_USER_PASSWORD", "vpnUserPassword"),
    ("KEYCHAIN_PASSWORD", "keychain_password"),
    ("HARBOR_ADMIN_PASSWORD", "harborAdminPassword"),
    ("AMQP_PASS", "amqpPass"),
    ("NEO4J_AUTH_PASSWORD", "neo4jAuthPassword"),
    ("GPG_SIGNING_PASSPHRASE", "gpg_signing_passphrase"),
    ("BACKUP_ENCRYPTION_PASSWORD", "backupEncryptionPassword"),
    ("ORACLE_APP_PWD", "oracle_app_pwd"),
];

/// Token and key names: (UPPER_SNAKE, lower or camel case). None is in sets a-e.
const KEYS_TOKEN: &[(&str, &str)] = &[
    ("MAILGUN_SIGNING_KEY", "mailgunSigningKey"),
    ("TWILIO_API_SECRET", "twilio_api_secret"),
    ("DATADOG_APP_KEY", "datadogAppKey"),
    ("ALGOLIA_WRITE_API_KEY", "algolia_write_api_key"),
    ("CF_DNS_API_TOKEN", "cfDnsApiToken"),
    ("DISCORD_BOT_TOKEN", "discord_bot_token"),
    ("LAUNCHDARKLY_SDK_KEY", "launchdarklySdkKey"),
    ("MAPBOX_SECRET_TOKEN", "mapbox_secret_token"),
    ("POSTHOG_PERSONAL_API_KEY", "posthogPersonalApiKey"),
    ("JWT_SIGNING_SECRET", "jwt_signing_secret"),
    ("SESSION_COOKIE_SECRET", "sessionCookieSecret"),
    ("NUGET_API_KEY", "nuget_api_key"),
    ("TF_CLOUD_TOKEN", "tfCloudToken"),
    ("GRADLE_PUBLISH_SECRET", "gradle_publish_secret"),
    ("FIREBASE_ADMIN_KEY", "firebaseAdminKey"),
    ("MIXPANEL_API_SECRET", "mixpanel_api_secret"),
    ("ASANA_ACCESS_TOKEN", "asanaAccessToken"),
    ("CODECOV_UPLOAD_TOKEN", "codecov_upload_token"),
    ("RESEND_API_KEY", "resendApiKey"),
    ("ENCRYPTION_MASTER_KEY", "encryption_master_key"),
];

/// User names. None is in sets a-e.
const USERS: &[&str] = &[
    "ci_publisher",
    "report_ro",
    "sync-agent",
    "app_writer",
    "backup_op",
    "kc_admin",
    "webhook_svc",
    "analyst",
];

/// Every labelled case of set f, `PER_CONTEXT` per context.
pub fn cases() -> Vec<Case> {
    let mut rng = Rng(SEED);
    let mut out = Vec::new();
    for &(family, slot, template) in CONTEXTS {
        for i in 0..PER_CONTEXT {
            let mut key = ("", "");
            let (kind, value) = match slot {
                Keyed | KeyedB64 => {
                    let (k, v) = match i % 4 {
                        0 => (*rng.pick(KEYS_PASSWORD), common_password(&mut rng)),
                        1 => (*rng.pick(KEYS_TOKEN), provider(&mut rng, false)),
                        2 => (*rng.pick(KEYS_PASSWORD), human_password(&mut rng)),
                        _ => (*rng.pick(KEYS_TOKEN), token(&mut rng, 1 + i / 4, false)),
                    };
                    key = k;
                    if slot == KeyedB64 {
                        ("base64 of a secret", base64(v.1.as_bytes(), false))
                    } else {
                        v
                    }
                }
                Bare => provider(&mut rng, false),
                Tok => token(&mut rng, i, false),
                TokUrl => token(&mut rng, i, true),
                Pass => password(&mut rng, i),
                Url => url_password(&mut rng, i),
                PemRaw => pem(&mut rng, "\n"),
                PemEsc => pem(&mut rng, "\\n"),
                PemIndent => pem(&mut rng, "\n    "),
                AwsSecret => ("aws secret key", rng.chars(B64, 40)),
                AzureKey => ("azure storage key", {
                    let b = rng.bytes(64);
                    base64(&b, false)
                }),
                Hook => slack_webhook(&mut rng),
                Basic => ("http basic", {
                    let user = *rng.pick(USERS);
                    let (_, p) = password(&mut rng, i);
                    base64(format!("{user}:{p}").as_bytes(), false)
                }),
            };
            let user = *rng.pick(USERS);
            let filled = template
                .replace("{K}", key.0)
                .replace("{k}", key.1)
                .replace("{kk}", &key.0.to_lowercase().replace('_', "-"))
                .replace("{U}", user);
            assert_eq!(filled.matches("{V}").count(), 1, "one {{V}} in {template}");
            let at = filled.find("{V}").unwrap();
            let text = filled.replacen("{V}", &value, 1);
            // A Slack webhook is the secret from its host on; its scheme is not.
            let (at, len) = match value.strip_prefix("https://") {
                Some(rest) if kind == "slack webhook" => (at + 8, rest.len()),
                _ => (at, value.len()),
            };
            out.push(Case {
                family,
                kind,
                text,
                secret: (at, at + len),
            });
        }
    }
    out
}

/// The number of contexts and of families.
pub fn shape() -> (usize, usize) {
    let mut fams: Vec<&str> = CONTEXTS.iter().map(|c| c.0).collect();
    fams.sort_unstable();
    fams.dedup();
    (CONTEXTS.len(), fams.len())
}

/// The site-packages of the Python venv the project's tests install
/// (`tests/fixtures/python/.venv`, pinned by `tests/fixtures/python/requirements.txt`).
fn fixture_site_packages() -> PathBuf {
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/python/.venv/lib");
    let mut pythons: Vec<PathBuf> = std::fs::read_dir(&lib)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("site-packages"))
        .filter(|p| p.is_dir())
        .collect();
    pythons.sort();
    pythons.pop().unwrap_or_default()
}

/// The packages of the fixture venv that the tuning's site-packages (pyenv's largest) holds
/// too, and pip's own: skipped, so that set f reads none of the tuning's text.
const TUNING_PACKAGES: &[&str] = &[
    "__pycache__",
    "_distutils_hack",
    "_yaml",
    "annotated_types",
    "attr",
    "attrs",
    "certifi",
    "cffi",
    "click",
    "cryptography",
    "dotenv",
    "idna",
    "joserfc",
    "jsonschema",
    "jsonschema_path",
    "jsonschema_specifications",
    "pathable",
    "pip",
    "pkg_resources",
    "pycparser",
    "pydantic",
    "pydantic_core",
    "pydantic_settings",
    "pygments",
    "referencing",
    "rpds",
    "setuptools",
    "typing_inspection",
    "yaml",
];

/// The cargo registry's crate sources (`$CARGO_HOME/registry/src`).
fn cargo_registry() -> PathBuf {
    std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".cargo"))
        .join("registry/src")
}

/// A clean source: its name, roots, extensions, directories skipped and cap.
type Source = (
    &'static str,
    Vec<PathBuf>,
    &'static [&'static str],
    &'static [&'static str],
    usize,
);

/// Set f's clean sources, none read by sets a-e or by the tuning.
fn sources() -> Vec<Source> {
    vec![
        (
            "fixture_venv_site_packages",
            vec![fixture_site_packages()],
            &[
                "py", "pyi", "json", "toml", "cfg", "ini", "yaml", "yml", "txt",
            ],
            TUNING_PACKAGES,
            12 << 20,
        ),
        (
            // The tuning reads the registry's rs, md, toml, json, js, ts, mjs, cjs, yml, yaml and
            // txt files (and the corpus its rs, md, toml and json): these extensions it never reads.
            "cargo_registry_c_asm_perl_py_sh",
            vec![cargo_registry()],
            &[
                "c", "h", "cc", "cpp", "hpp", "S", "s", "asm", "pl", "pm", "py", "sh", "go",
                "html", "in", "inc",
            ],
            &[],
            8 << 20,
        ),
    ]
}

/// Every clean source of set f: its name, its text (files in path order, symlinks not followed,
/// files over 1 MiB and text that is not UTF-8 skipped, until the cap) and the files taken.
pub fn clean() -> Vec<(&'static str, String, usize)> {
    sources()
        .into_iter()
        .map(|(name, roots, exts, skip, limit)| {
            let mut paths = Vec::new();
            for r in &roots {
                walk(r, exts, skip, &mut paths, 0);
            }
            let mut text = String::new();
            let mut taken = 0;
            for p in paths {
                if text.len() >= limit {
                    break;
                }
                let bytes = read_file(&p);
                if bytes.is_empty() {
                    continue;
                }
                let Ok(s) = String::from_utf8(bytes) else {
                    continue;
                };
                text.push_str(&s);
                if !s.ends_with('\n') {
                    text.push('\n');
                }
                taken += 1;
            }
            (name, text, taken)
        })
        .collect()
}

/// A file's bytes, empty when it cannot be read or is over 1 MiB.
fn read_file(path: &Path) -> Vec<u8> {
    let Ok(meta) = std::fs::metadata(path) else {
        return Vec::new();
    };
    if meta.len() > 1 << 20 {
        return Vec::new();
    }
    let mut b = Vec::new();
    match std::fs::File::open(path).and_then(|mut h| h.read_to_end(&mut b)) {
        Ok(_) => b,
        Err(_) => Vec::new(),
    }
}

/// Files under `dir` in path order whose extension is one of `exts` (all files when `exts` is
/// empty), not following symlinks, skipping directories named in `skip`.
fn walk(dir: &Path, exts: &[&str], skip: &[&str], out: &mut Vec<PathBuf>, depth: usize) {
    if depth > 16 {
        return;
    }
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        let Ok(meta) = std::fs::symlink_metadata(&p) else {
            continue;
        };
        if meta.is_dir() {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned());
            if !name.is_some_and(|n| skip.contains(&n.as_str())) {
                walk(&p, exts, skip, out, depth + 1);
            }
        } else if meta.is_file() {
            let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
            if exts.is_empty() || exts.contains(&ext) {
                out.push(p);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heldout;

    /// Every case holds its secret whole, in a span of its text, with no character its context
    /// would have to quote or escape; a URL's password holds no URL delimiter.
    #[test]
    fn cases_are_well_formed() {
        let cases = cases();
        assert_eq!(cases.len(), CONTEXTS.len() * PER_CONTEXT);
        assert!(shape().0 >= 100 && shape().1 >= 31, "{:?}", shape());
        for (i, c) in cases.iter().enumerate() {
            let (family, slot, template) = CONTEXTS[i / PER_CONTEXT];
            assert_eq!(c.family, family);
            let v = c
                .text
                .get(c.secret.0..c.secret.1)
                .unwrap_or_else(|| panic!("span of case {i} in {template}"));
            assert!(v.len() >= 6, "case {i}: {v}");
            let forbidden: &[char] = match slot {
                PemRaw | PemIndent => &['"', '\\', '\t'],
                PemEsc => &['"', '\t', '\n'],
                _ => &[
                    '"', '\'', '`', '\\', ' ', '\t', '\n', '$', ';', ',', '&', '<', '>', '{', '}',
                    '|', '?', '(', ')', '^',
                ],
            };
            assert!(!v.contains(forbidden), "case {i}: {v} in {template}");
            if slot == Url || slot == TokUrl {
                assert!(
                    !v.contains(['@', ':', '/', '?', '#', '[', ']', '+', '=']),
                    "case {i}: {v}"
                );
            }
        }
        assert!(
            cases
                .iter()
                .any(|c| c.text[c.secret.0..c.secret.1] == *"hunter2hunter2"),
            "hunter2hunter2"
        );
    }

    /// Set f's contexts, keys and users are none of sets a-e's (sets d's and e's tables are
    /// private, so they are looked for in their source text, as Rust writes the literals).
    #[test]
    fn contexts_keys_and_users_are_new() {
        let mut reused: Vec<String> = Vec::new();
        let names = || {
            KEYS_PASSWORD
                .iter()
                .chain(KEYS_TOKEN)
                .flat_map(|k| [k.0, k.1])
                .chain(USERS.iter().copied())
        };
        for (set, src) in [
            ("d", include_str!("heldout_d.rs")),
            ("e", include_str!("heldout_e.rs")),
        ] {
            for (_, _, template) in CONTEXTS {
                if src.contains(&format!("{template:?}")) {
                    reused.push(format!("context {template:?} (set {set})"));
                }
            }
            for name in names() {
                if src.contains(&format!("\"{name}\"")) {
                    reused.push(format!("{name} (set {set})"));
                }
            }
        }
        for set in [&heldout::A, &heldout::B, &heldout::C] {
            for (_, _, template) in CONTEXTS {
                if set.contexts.iter().any(|c| c.2 == *template) {
                    reused.push(format!("context {template:?} (set {:#x})", set.seed));
                }
            }
            let earlier: Vec<&str> = set
                .keys_password
                .iter()
                .chain(set.keys_token)
                .flat_map(|k| [k.0, k.1])
                .chain(set.users.iter().copied())
                .collect();
            for name in names() {
                if earlier.contains(&name) {
                    reused.push(format!("{name} (set {:#x})", set.seed));
                }
            }
        }
        let mut seen = std::collections::HashSet::new();
        for (_, _, template) in CONTEXTS {
            if !seen.insert(*template) {
                reused.push(format!("context {template:?} twice"));
            }
        }
        assert!(reused.is_empty(), "{reused:#?}");
    }

    /// The encodings and checksums the values are built with.
    #[test]
    fn encodings_and_checksums() {
        assert_eq!(base64(b"hunter2", false), "aHVudGVyMg==");
        assert_eq!(base64(b"{\"alg\":\"HS256\"}", true), "eyJhbGciOiJIUzI1NiJ9");
        let mut rng = Rng(11);
        for _ in 0..100 {
            let body = rng.chars(ALNUM, 30);
            assert_eq!(crc_base62(&body), heldout::crc_base62(&body));
            assert!(jwt(&mut rng).starts_with("eyJ"));
        }
    }
}
