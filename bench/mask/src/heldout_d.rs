//! Held-out set d of the masker benchmark (issue 26, point 4), recorded in
//! `bench/mask/heldout-d.frozen`.
//!
//! Written and frozen during the third round of tuning, before its rule changes were measured,
//! by an engineer who read neither the masker's rules nor its tests and never ran the masker over
//! it: the honest check that that round's changes generalise, measured once, after they land.
//! Only this file, the secret formats reference and sets a-c's tables (to keep its contexts,
//! keys and users apart from theirs) went into it. Like sets a-c it has two halves:
//!
//! - labelled secrets: 197 contexts written for this set in 31 families (the 27 of sets a-c and
//!   `csharp`, `sql`, `ci`, `http`), 40 cases each. In code, a credential appears the many ways
//!   it does in real projects: constants, call and builder arguments (named and positional),
//!   struct and map literals, fallbacks and defaults, ternaries, and connection strings of every
//!   kind (URLs in every scheme, scheme-less DSNs, ADO.NET, JDBC, libpq key/value, JAAS, Azure
//!   storage). Values: provider tokens in the reference's formats (real prefixes and lengths,
//!   GitHub's and npm's CRC32), JWTs whose header and payload are base64url of real JSON, PEM
//!   blocks (raw, `\n`-escaped, indented), random secrets, passwords people choose, low-entropy
//!   real passwords (`hunter2hunter2`, `Summer2025!`), percent-encoded URL passwords, base64 of a
//!   secret (Kubernetes `data:`, HTTP Basic). Keys and users are its own. No placeholder cases:
//!   the frozen format counts only secrets to find.
//! - clean text from sources no earlier set or the tuning read: the JDK's security, SQL,
//!   naming and networking sources (from its `src.zip`), the cargo and rustc books (HTML),
//!   PostgreSQL's shared files, man pages and build support, and other configuration and data
//!   under `/usr/share` and `/usr/lib` (systemd units, udev rules, perf's scripts). Files in path
//!   order (zip members sorted by name), each source capped at 8 MiB.
//!
//! The cases are a function of the seed through this file's own generator (splitmix64), so the
//! record depends on nothing outside this file and the clean sources.
//!
//! `airlock-bench-mask heldout-shape d heldout-d.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout d heldout-d.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case.
pub const SEED: u64 = 0xD0D0_2026_1206_0640;

/// Cases per context.
const PER_CONTEXT: usize = 40;

/// Each clean source's cap.
const LIMIT: usize = 8 << 20;

/// splitmix64: the set's own generator, so that its cases depend on this file alone.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
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
}

const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const UPPER_DIGIT: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const LOWER_DIGIT: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
const DIGIT: &[u8] = b"0123456789";
const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const WORD_DASH: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const HEX: &[u8] = b"0123456789abcdef";
const AWS_TAIL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BECH32: &[u8] = b"QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";
/// Symbols a generated secret may hold: none that would need quoting or escaping in the
/// templates below (no quotes, backslash, `$`, `;`, `,`, `&`, `<`, `>`, braces or spaces).
const SYMBOLIC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#^*-_=+.~";

/// Base64 (standard alphabet with padding, or base64url without) of `bytes`.
fn base64(bytes: &[u8], url: bool) -> String {
    let alphabet: &[u8] = if url { WORD_DASH_URL } else { B64 };
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
const WORD_DASH_URL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// CRC32 (IEEE, reflected, polynomial 0xEDB88320) in 6 base62 digits (0-9, A-Z, a-z), left
/// padded with zeros: the checksum of GitHub's and npm's tokens as the reference describes it.
fn crc_base62(body: &str) -> String {
    let mut crc: u32 = !0;
    for &b in body.as_bytes() {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    let mut n = u64::from(!crc);
    const D: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut out = [b'0'; 6];
    for slot in out.iter_mut().rev() {
        *slot = D[(n % 62) as usize];
        n /= 62;
    }
    out.iter().map(|&b| char::from(b)).collect()
}

/// A provider token in a format of the reference (its token table and its list of other fixed
/// prefixes), and the format's name (Slack's webhook URLs are `slack_webhook`). `in_url`: only
/// formats that can stand in a URL's user information or query unencoded (no base64 with `/` or
/// `+`).
fn provider(rng: &mut Rng, in_url: bool) -> (&'static str, String) {
    let crc = |prefix: &str, rng: &mut Rng| {
        let body = rng.chars(ALNUM, 30);
        format!("{prefix}{body}{}", crc_base62(&body))
    };
    loop {
        let v = match rng.below(44) {
            0 => ("github classic", crc("ghp_", rng)),
            1 => ("github oauth", crc("gho_", rng)),
            2 => ("github user-to-server", crc("ghu_", rng)),
            3 => ("github server-to-server", crc("ghs_", rng)),
            4 => ("github refresh", crc("ghr_", rng)),
            5 => (
                "github fine-grained",
                format!(
                    "github_pat_11{}_{}",
                    rng.chars(UPPER_DIGIT, 20),
                    rng.chars(ALNUM, 59)
                ),
            ),
            6 => ("gitlab pat", format!("glpat-{}", rng.chars(WORD_DASH, 20))),
            7 => (
                "gitlab routable",
                format!(
                    "glpat-{}.{}{}",
                    rng.chars_in(WORD_DASH, 27, 60),
                    rng.chars(LOWER_DIGIT, 2),
                    rng.chars(LOWER_DIGIT, 7)
                ),
            ),
            8 => (
                "slack bot",
                format!(
                    "xoxb-{}-{}-{}",
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars(ALNUM, 24)
                ),
            ),
            9 => (
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
            10 => (
                "slack app",
                format!(
                    "xapp-1-A{}-{}-{}",
                    rng.chars(UPPER_DIGIT, 10),
                    rng.chars(DIGIT, 13),
                    rng.chars(HEX, 64)
                ),
            ),
            11 => (
                "slack bot",
                format!(
                    "xoxb-{}-{}-{}-{}",
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars_in(DIGIT, 10, 13),
                    rng.chars(ALNUM, 24)
                ),
            ),
            12 => (
                "anthropic",
                format!("sk-ant-api03-{}AA", rng.chars(WORD_DASH, 93)),
            ),
            13 => (
                "anthropic admin",
                format!("sk-ant-admin01-{}AA", rng.chars(WORD_DASH, 93)),
            ),
            14 => {
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
            15 => (
                "openai legacy",
                format!(
                    "sk-{}T3BlbkFJ{}",
                    rng.chars(ALNUM, 20),
                    rng.chars(ALNUM, 20)
                ),
            ),
            16 => {
                let prefix = if rng.below(8) == 0 {
                    format!("A3T{}", rng.chars(UPPER_DIGIT, 1))
                } else {
                    (*rng.pick(&["AKIA", "ASIA", "ABIA", "ACCA"])).to_owned()
                };
                ("aws key id", format!("{prefix}{}", rng.chars(AWS_TAIL, 16)))
            }
            17 => (
                "google api key",
                format!("AIza{}", rng.chars(WORD_DASH, 35)),
            ),
            18 => ("npm", crc("npm_", rng)),
            19 => (
                "pypi",
                format!("pypi-AgEIcHlwaS5vcmc{}", rng.chars_in(WORD_DASH, 50, 220)),
            ),
            20 => ("hugging face", format!("hf_{}", rng.chars(LETTERS, 34))),
            21 => (
                "stripe",
                format!(
                    "{}_{}_{}",
                    rng.pick(&["sk", "rk"]),
                    rng.pick(&["test", "live", "prod"]),
                    rng.chars_in(ALNUM, 24, 99)
                ),
            ),
            22 | 23 => ("jwt", jwt(rng)),
            24 => ("shopify", format!("shpat_{}", rng.chars(HEX, 32))),
            25 => ("digitalocean", format!("dop_v1_{}", rng.chars(HEX, 64))),
            26 => (
                "grafana sa",
                format!("glsa_{}_{}", rng.chars(ALNUM, 32), rng.chars(HEX, 8)),
            ),
            27 => ("linear", format!("lin_api_{}", rng.chars(ALNUM, 40))),
            28 => ("perplexity", format!("pplx-{}", rng.chars(ALNUM, 48))),
            29 => ("vault", format!("hvs.{}", rng.chars_in(WORD_DASH, 24, 95))),
            30 => (
                "sendgrid",
                format!(
                    "SG.{}.{}",
                    rng.chars(WORD_DASH, 22),
                    rng.chars(WORD_DASH, 43)
                ),
            ),
            31 => ("databricks", format!("dapi{}", rng.chars(HEX, 32))),
            32 => (
                "postman",
                format!("PMAK-{}-{}", rng.chars(HEX, 24), rng.chars(HEX, 34)),
            ),
            33 => ("age", format!("AGE-SECRET-KEY-1{}", rng.chars(BECH32, 58))),
            34 => ("heroku", format!("HRKU-AA{}", rng.chars(WORD_DASH, 58))),
            35 => ("openshift", format!("sha256~{}", rng.chars(WORD_DASH, 43))),
            36 => ("notion", format!("ntn_{}", rng.chars(ALNUM, 46))),
            37 => (
                "1password sa",
                format!("ops_eyJ{}", rng.chars_in(B64, 200, 300)),
            ),
            38 => ("doppler", format!("dp.pt.{}", rng.chars(ALNUM, 43))),
            39 => (
                "gitlab pat alnum",
                format!("glpat-{}", rng.chars(ALNUM, 20)),
            ),
            40 => ("github classic", crc("ghp_", rng)),
            41 => ("npm", crc("npm_", rng)),
            42 => (
                "anthropic",
                format!("sk-ant-api03-{}AA", rng.chars(WORD_DASH, 93)),
            ),
            _ => ("aws key id", format!("AKIA{}", rng.chars(AWS_TAIL, 16))),
        };
        if !in_url || !(v.1.contains('/') || v.1.contains('+')) {
            return v;
        }
    }
}

/// A Slack webhook URL: the secret is the URL from its host on.
fn slack_webhook(rng: &mut Rng) -> (&'static str, String) {
    (
        "slack webhook",
        format!(
            "https://hooks.slack.com/{}/T{}/B{}/{}",
            rng.pick(&["services", "workflows", "triggers"]),
            rng.chars(UPPER_DIGIT, 10),
            rng.chars(UPPER_DIGIT, 10),
            rng.chars(ALNUM, 24)
        ),
    )
}

/// A JWT: header and payload base64url of real JSON objects, a random signature.
fn jwt(rng: &mut Rng) -> String {
    let header = *rng.pick(&[
        "{\"alg\":\"HS256\",\"typ\":\"JWT\"}",
        "{\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"k7\"}",
        "{\"typ\":\"JWT\",\"alg\":\"ES256\"}",
        "{\"alg\":\"HS512\"}",
        "{\"kid\":\"2026-09\",\"alg\":\"PS256\"}",
    ]);
    let iat = 1_760_000_000 + rng.below(40_000_000);
    let payload = match rng.below(4) {
        0 => format!(
            "{{\"sub\":\"{}\",\"iat\":{iat},\"exp\":{}}}",
            rng.chars(DIGIT, 8),
            iat + 3600
        ),
        1 => format!(
            "{{\"iss\":\"https://auth.{}.internal/\",\"aud\":\"api\",\"sub\":\"{}\",\"scope\":\"read write\",\"iat\":{iat}}}",
            rng.chars(LOWER, 6),
            rng.chars(LOWER_DIGIT, 12)
        ),
        2 => format!(
            "{{\"iss\":\"kubernetes/serviceaccount\",\"kubernetes.io/serviceaccount/namespace\":\"{}\",\"kubernetes.io/serviceaccount/service-account.name\":\"{}\",\"sub\":\"system:serviceaccount:{}\"}}",
            rng.chars(LOWER, 5),
            rng.chars(LOWER, 7),
            rng.chars(LOWER, 9)
        ),
        _ => format!(
            "{{\"user_id\":{},\"role\":\"{}\",\"exp\":{}}}",
            rng.below(1_000_000),
            rng.pick(&["admin", "service", "editor"]),
            iat + 86_400
        ),
    };
    let sig = *rng.pick(&[43usize, 86, 342]);
    format!(
        "{}.{}.{}",
        base64(header.as_bytes(), true),
        base64(payload.as_bytes(), true),
        rng.chars(WORD_DASH, sig)
    )
}

/// A random secret with no prefix, as services and frameworks make them (no URL delimiters
/// except in the base64 kinds, which `url_safe` drops).
fn random_secret(rng: &mut Rng, url_safe: bool) -> (&'static str, String) {
    loop {
        let v = match rng.below(10) {
            0 => ("random hex 32", rng.chars(HEX, 32)),
            1 => ("random hex 40", rng.chars(HEX, 40)),
            2 => ("random hex 64", rng.chars(HEX, 64)),
            3 => ("random base64", {
                let n = *rng.pick(&[16usize, 24, 32, 48]);
                let bytes: Vec<u8> = (0..n).map(|_| rng.below(256) as u8).collect();
                base64(&bytes, false)
            }),
            4 => ("random alnum", rng.chars_in(ALNUM, 16, 48)),
            5 => ("random urlsafe", rng.chars_in(WORD_DASH, 22, 64)),
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
            7 => ("laravel app key", {
                let bytes: Vec<u8> = (0..32).map(|_| rng.below(256) as u8).collect();
                format!("base64:{}", base64(&bytes, false))
            }),
            8 => (
                "random symbolic",
                format!("{}{}", rng.chars(ALNUM, 1), rng.chars_in(SYMBOLIC, 23, 49)),
            ),
            _ => ("random lower-digit", rng.chars_in(LOWER_DIGIT, 20, 40)),
        };
        if !url_safe || !v.1.contains(['/', '+', '=', ':', '#', '^', '*']) {
            return v;
        }
    }
}

/// A password a person made: words, a year or digits, a symbol.
fn human_password(rng: &mut Rng) -> (&'static str, String) {
    const W: &[&str] = &[
        "falcon", "orchid", "biscuit", "harbor", "cobalt", "meadow", "pickle", "summit", "tango",
        "violet", "badger", "crimson", "dolphin", "ginger", "hickory", "indigo", "jasmine",
        "kettle", "lobster", "mango", "nutmeg", "olive", "panther", "raven", "sparrow", "thistle",
        "umber", "wombat", "yonder", "blizzard",
    ];
    let a = *rng.pick(W);
    let b = *rng.pick(W);
    let year = 1960 + rng.below(70);
    let cap = |s: &str| format!("{}{}", s[..1].to_ascii_uppercase(), &s[1..]);
    let p = match rng.below(9) {
        0 => format!("{}{year}!", cap(a)),
        1 => format!("{a}_{b}{}", rng.below(100)),
        2 => format!("{}{}#{year}", cap(a), cap(b)),
        3 => format!("{a}.{b}.{}", rng.range(10, 99)),
        4 => format!("{}@{}{}", cap(a), b, rng.range(1, 9)),
        5 => format!("{a}{b}{year}"),
        6 => format!("{}-{}-{}", a, b, rng.range(100, 999)),
        7 => format!("{}!{}{}", cap(a), cap(b), rng.below(10)),
        _ => format!("{a}{}{b}", rng.range(10, 99)),
    };
    ("human password", p)
}

/// A low-entropy password of the kind people really use (the lists of leaked passwords), 8 to
/// 20 characters: the kind a rule that wants entropy misses.
fn common_password(rng: &mut Rng) -> (&'static str, String) {
    const P: &[&str] = &[
        "hunter2hunter2",
        "qwerty123456",
        "Summer2025!",
        "Welcome123",
        "letmein1987",
        "iloveyou2",
        "dragon1985",
        "trustno1!",
        "monkey12345",
        "football77",
        "baseball1!",
        "sunshine99",
        "princess12",
        "shadow2020",
        "superman1",
        "michael1990",
        "1q2w3e4r5t",
        "zaq12wsx",
        "1qaz2wsx3edc",
        "qazwsxedc",
        "asdfghjkl1",
        "abc123abc",
        "P@ssw0rd123",
        "Winter2024",
        "Spring2026!",
        "Autumn#2023",
        "starwars77",
        "pokemon123",
        "chocolate1",
        "liverpool10",
        "charlie2016",
        "q1w2e3r4",
        "11223344aa",
        "Azerty123",
        "bailey2010",
        "jordan2323",
        "mustang69",
        "hello12345",
        "whatever1",
        "Company2025",
    ];
    let base = *rng.pick(P);
    let p = match rng.below(3) {
        0 => base.to_owned(),
        1 => format!("{base}{}", rng.below(10)),
        _ => format!("{base}!"),
    };
    ("common password", p)
}

/// A password for a slot with no URL delimiters: one of the three kinds with `@ : / ? # [ ] %`
/// removed, or a person's password with its `@` or `#` percent-encoded, as a URL holds it.
fn url_password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    let strip = |s: String| s.replace(['/', '?', '#', '[', ']', '@', ':', '%'], "");
    match i % 6 {
        0 | 3 => {
            let (k, v) = human_password(rng);
            (k, strip(v))
        }
        1 => {
            let (k, v) = common_password(rng);
            (k, strip(v))
        }
        2 | 4 => random_secret(rng, true),
        _ => {
            let (_, v) = human_password(rng);
            let v = if v.contains(['@', '#']) {
                v
            } else {
                format!("{v}@{}", rng.range(1, 99))
            };
            (
                "percent-encoded password",
                v.replace('@', "%40").replace('#', "%23"),
            )
        }
    }
}

/// A password for a slot whose key the template names itself (connection strings, SQL,
/// command-line flags): a person's, a common one, or a random one.
fn password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 3 {
        0 => human_password(rng),
        1 => common_password(rng),
        _ => random_secret(rng, false),
    }
}

/// A private key block in one of the reference's PEM shapes, lines joined by `nl`.
fn pem(rng: &mut Rng, nl: &str) -> (&'static str, String) {
    let kind = *rng.pick(&[
        "RSA PRIVATE KEY",
        "EC PRIVATE KEY",
        "PRIVATE KEY",
        "ENCRYPTED PRIVATE KEY",
        "OPENSSH PRIVATE KEY",
        "DSA PRIVATE KEY",
        "PGP PRIVATE KEY BLOCK",
    ]);
    let width = if kind == "OPENSSH PRIVATE KEY" {
        70
    } else {
        64
    };
    let n = rng.range(2, 26);
    let mut lines: Vec<String> = (0..n).map(|_| rng.chars(B64, width)).collect();
    let last = rng.range(4, width - 4);
    lines.push(format!("{}=", rng.chars(B64, last)));
    (
        "pem",
        format!(
            "-----BEGIN {kind}-----{nl}{}{nl}-----END {kind}-----",
            lines.join(nl)
        ),
    )
}

/// What a template's `{V}` takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// After a key of the set's tables (`{K}` or `{k}`): by turns a person's password and a
    /// common password under a password key, a provider token and a random secret (or JWT)
    /// under a token key.
    Keyed,
    /// As `Keyed`, base64-encoded (a Kubernetes Secret's `data:`).
    KeyedB64,
    /// No key: a provider token.
    Bare,
    /// No key, inside a URL: a provider token that needs no encoding there.
    BareUrl,
    /// A key the template names (`token`, `X-Api-Key`): a provider token, a random secret or a
    /// JWT.
    Tok,
    /// As `Tok`, inside a URL's query.
    TokUrl,
    /// A password whose key or position the template gives.
    Pass,
    /// A password in a URL or DSN: no delimiters, or percent-encoded.
    Url,
    /// A private key block: raw lines, `\n`-escaped (JSON, quoted env), or indented 4 spaces.
    PemRaw,
    PemEsc,
    PemIndent,
    /// An AWS secret access key (40 characters of base64's alphabet).
    AwsSecret,
    /// An Azure storage account key (64 random bytes in base64: 88 characters).
    AzureKey,
    /// HTTP Basic credentials: base64 of `user:password`.
    Basic,
    /// A Slack webhook URL.
    Hook,
}
use Slot::{
    AwsSecret, AzureKey, Bare, BareUrl, Basic, Hook, Keyed, KeyedB64, Pass, PemEsc, PemIndent,
    PemRaw, Tok, TokUrl, Url,
};

/// (family, slot, template): `{K}` an UPPER_SNAKE key, `{k}` the same key in lower or camel
/// case, `{U}` a user name, `{V}` the secret (once per template).
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // YAML
    (
        "yaml",
        Keyed,
        "datasource:\n  primary:\n    username: {U}\n    {k}: {V}\n    maxPoolSize: 10\n",
    ),
    ("yaml", Keyed, "x-secrets: &secrets\n  {K}: \"{V}\"\n"),
    (
        "yaml",
        Keyed,
        "credentials:\n  - service: billing\n    {k}: '{V}'\n",
    ),
    (
        "yaml",
        Bare,
        "integrations:\n  github:\n    enabled: true\n    pat: {V}\n",
    ),
    ("yaml", Keyed, "{k}: |-\n  {V}\n"),
    (
        "yaml",
        Hook,
        "alertmanager:\n  receivers:\n    - name: oncall\n      slack_configs:\n        - api_url: {V}\n          channel: '#alerts'\n",
    ),
    (
        "yaml",
        Url,
        "spring.r2dbc.url: r2dbc:postgresql://{U}:{V}@pg.prod:5432/orders\n",
    ),
    // TOML
    (
        "toml",
        Keyed,
        "[database.replica]\nhost = \"10.4.0.12\"\nuser = \"{U}\"\n{k} = \"{V}\"\n",
    ),
    ("toml", Keyed, "{k} = '''{V}'''\n"),
    (
        "toml",
        Keyed,
        "credentials = { user = \"{U}\", {k} = \"{V}\" }\n",
    ),
    (
        "toml",
        Url,
        "[tool.uv]\nindex-url = \"https://{U}:{V}@pkgs.internal/simple/\"\n",
    ),
    ("toml", Tok, "[registries.company]\ntoken = \"{V}\"\n"),
    // .env
    (
        "env",
        Keyed,
        "NODE_ENV=production\nPORT=8080\n{K}={V}\nREDIS_HOST=cache\n",
    ),
    ("env", Keyed, "{K}='{V}'\n"),
    ("env", Keyed, "export {K}=\"{V}\"  # from the team vault\n"),
    ("env", Keyed, "{K} = {V}\n"),
    (
        "env",
        Url,
        "DATABASE_URL=\"postgresql://{U}:{V}@db.prod.internal:5432/app?sslmode=verify-full\"\n",
    ),
    ("env", AwsSecret, "AWS_SECRET_ACCESS_KEY={V}\n"),
    // INI
    (
        "ini",
        AwsSecret,
        "[backup]\ntype = s3\nprovider = Ceph\nsecret_access_key = {V}\n",
    ),
    ("ini", Keyed, "[default]\n{k}={V}\nregion=eu-west-1\n"),
    (
        "ini",
        Keyed,
        "[program:worker]\nenvironment={K}=\"{V}\",LANG=\"C.UTF-8\"\n",
    ),
    (
        "ini",
        Url,
        "[alembic]\nsqlalchemy.url = mysql+pymysql://{U}:{V}@mysql.internal/app\n",
    ),
    // Java properties
    (
        "properties",
        Pass,
        "spring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{U}\" password=\"{V}\";\n",
    ),
    ("properties", Keyed, "camel.component.aws2-s3.{k}={V}\n"),
    ("properties", Keyed, "{k}:{V}\n"),
    ("properties", Keyed, "org.gradle.jvmargs=-Xmx2g\n{k}={V}\n"),
    ("properties", Pass, "signing.password={V}\n"),
    // Dockerfiles and docker commands
    (
        "docker",
        Keyed,
        "FROM node:20-alpine AS build\nARG {K}={V}\nRUN npm ci\n",
    ),
    ("docker", Keyed, "ENV PATH=/app/bin:$PATH {K}=\"{V}\"\n"),
    ("docker", Pass, "RUN echo \"{U}:{V}\" | chpasswd\n"),
    (
        "docker",
        BareUrl,
        "RUN pip install --extra-index-url https://__token__:{V}@gitlab.internal/api/v4/projects/12/packages/pypi/simple app\n",
    ),
    (
        "docker",
        Keyed,
        "docker run -d -e {K}={V} -p 5432:5432 postgres:16\n",
    ),
    (
        "docker",
        Pass,
        "docker login -u {U} -p {V} registry.internal\n",
    ),
    // Compose files
    (
        "compose",
        Keyed,
        "services:\n  worker:\n    image: ghcr.io/acme/worker:1.4\n    environment:\n      - {K}={V}\n",
    ),
    ("compose", Keyed, "      {K}: ${{K}:-{V}}\n"),
    (
        "compose",
        Keyed,
        "x-common-env: &common-env\n  {K}: \"{V}\"\n",
    ),
    (
        "compose",
        Url,
        "    command: [\"--broker\", \"amqp://{U}:{V}@rabbitmq:5672/\"]\n",
    ),
    (
        "compose",
        Pass,
        "  db:\n    image: mcr.microsoft.com/mssql/server:2022-latest\n    environment:\n      ACCEPT_EULA: \"Y\"\n      MSSQL_SA_PASSWORD: \"{V}\"\n",
    ),
    (
        "compose",
        Pass,
        "    healthcheck:\n      test: [\"CMD\", \"redis-cli\", \"-a\", \"{V}\", \"ping\"]\n",
    ),
    // Kubernetes
    (
        "k8s",
        Keyed,
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-credentials\n  namespace: prod\ntype: Opaque\nstringData:\n  {K}: \"{V}\"\n",
    ),
    (
        "k8s",
        KeyedB64,
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  {k}: {V}\n",
    ),
    (
        "k8s",
        Keyed,
        "        env:\n          - name: {K}\n            value: \"{V}\"\n          - name: LOG_LEVEL\n            value: info\n",
    ),
    (
        "k8s",
        Tok,
        "apiVersion: v1\nkind: Config\nusers:\n- name: ci\n  user:\n    token: {V}\n",
    ),
    (
        "k8s",
        Tok,
        "kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username={U} --docker-password={V}\n",
    ),
    (
        "k8s",
        Url,
        "  - name: DATABASE_URL\n    value: \"mysql://{U}:{V}@mysql.db.svc.cluster.local:3306/app\"\n",
    ),
    // XML, Maven, NuGet, .NET and Java EE settings
    (
        "xml",
        Pass,
        "<packageSourceCredentials>\n  <internal>\n    <add key=\"Username\" value=\"{U}\" />\n    <add key=\"ClearTextPassword\" value=\"{V}\" />\n  </internal>\n</packageSourceCredentials>\n",
    ),
    (
        "xml",
        Pass,
        "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>{U}</username>\n    <password>{V}</password>\n  </server>\n</servers>\n",
    ),
    ("xml", Keyed, "<entry key=\"{k}\">{V}</entry>\n"),
    (
        "xml",
        Pass,
        "<connectionStrings>\n  <add name=\"Default\" connectionString=\"Server=sql01;Database=Orders;User Id={U};Password={V};\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>\n",
    ),
    (
        "xml",
        Keyed,
        "<bean id=\"dataSource\" class=\"com.zaxxer.hikari.HikariDataSource\">\n  <property name=\"{k}\" value=\"{V}\"/>\n</bean>\n",
    ),
    (
        "xml",
        Url,
        "<url>https://{U}:{V}@svn.internal/repos/app</url>\n",
    ),
    (
        "xml",
        Keyed,
        "<Parameter name=\"{K}\" value=\"{V}\" override=\"false\"/>\n",
    ),
    // JavaScript
    (
        "js",
        Keyed,
        "  const {k} = process.env.NODE_ENV === 'production' ? '{V}' : 'dev';\n",
    ),
    (
        "js",
        Keyed,
        "const client = createClient({ url: 'https://api.internal', {k}: `{V}` });\n",
    ),
    (
        "js",
        Bare,
        "    headers: { Authorization: `Bearer {V}` },\n",
    ),
    ("js", Keyed, "  {k}: process.env['{K}'] ?? \"{V}\",\n"),
    (
        "js",
        Url,
        "const pool = new Pool({ connectionString: 'postgres://{U}:{V}@127.0.0.1:5432/orders' });\n",
    ),
    ("js", Keyed, "localStorage.setItem('{k}', '{V}');\n"),
    (
        "js",
        Pass,
        "const conn = mysql.createConnection({ host: 'db', user: '{U}', password: '{V}', database: 'shop' });\n",
    ),
    // TypeScript
    (
        "ts",
        Keyed,
        "export const environment = {\n  production: true,\n  {k}: '{V}',\n};\n",
    ),
    ("ts", Keyed, "  private readonly {k} = \"{V}\";\n"),
    (
        "ts",
        Bare,
        "const openai = new OpenAI({ apiKey: process.env.OPENAI_KEY ?? \"{V}\" });\n",
    ),
    (
        "ts",
        Keyed,
        "const cfg: Config = { {k}: \"{V}\", retries: 3 };\n",
    ),
    (
        "ts",
        Url,
        "const redis = new Redis(\"rediss://{U}:{V}@cache.internal:6380\");\n",
    ),
    // Python
    (
        "python",
        Keyed,
        "    session = boto3.Session({k}='{V}', region_name='eu-central-1')\n",
    ),
    (
        "python",
        Keyed,
        "CONFIG = {\"{k}\": \"{V}\", \"timeout\": 30}\n",
    ),
    ("python", Keyed, "{k} = os.environ.get('{K}') or '{V}'\n"),
    (
        "python",
        Pass,
        "conn = pymysql.connect(host=\"10.0.0.8\", user=\"{U}\", password=\"{V}\", db=\"inventory\")\n",
    ),
    ("python", Bare, "gh = Github(auth=Auth.Token(\"{V}\"))\n"),
    ("python", Keyed, "    {k}: str = Field(default=\"{V}\")\n"),
    (
        "python",
        Url,
        "SQLALCHEMY_DATABASE_URI = 'mysql+mysqldb://{U}:{V}@localhost/flaskapp'\n",
    ),
    (
        "python",
        Pass,
        "resp = requests.get(url, auth=(\"{U}\", \"{V}\"), timeout=10)\n",
    ),
    // Go
    (
        "go",
        Keyed,
        "\tsecrets := map[string]string{\"{k}\": \"{V}\"}\n",
    ),
    (
        "go",
        Pass,
        "\tauth := smtp.PlainAuth(\"\", \"{U}@example.net\", \"{V}\", \"smtp.example.net\")\n",
    ),
    (
        "go",
        Pass,
        "\tdb, err := sql.Open(\"postgres\", \"host=pg port=5432 user={U} password={V} dbname=app sslmode=disable\")\n",
    ),
    (
        "go",
        Url,
        "\tdb, _ := gorm.Open(mysql.Open(\"{U}:{V}@tcp(mysql:3306)/orders?parseTime=true\"))\n",
    ),
    ("go", Keyed, "\tos.Setenv(\"{K}\", \"{V}\")\n"),
    (
        "go",
        Keyed,
        "var {k} = flag.String(\"{k}\", \"{V}\", \"the credential\")\n",
    ),
    (
        "go",
        Bare,
        "\tclient := openai.NewClient(option.WithAPIKey(\"{V}\"))\n",
    ),
    // Rust
    (
        "rust",
        Keyed,
        "    let {k} = std::env::var(\"{K}\").unwrap_or_else(|_| \"{V}\".to_string());\n",
    ),
    ("rust", Keyed, "        {k}: \"{V}\".into(),\n"),
    (
        "rust",
        Bare,
        "        .header(\"Authorization\", \"Bearer {V}\")\n",
    ),
    (
        "rust",
        Url,
        "    let pool = PgPoolOptions::new().connect(\"postgresql://{U}:{V}@localhost/appdb\").await?;\n",
    ),
    (
        "rust",
        Keyed,
        "    #[arg(long, env = \"{K}\", default_value = \"{V}\")]\n",
    ),
    // Java
    ("java", Pass, "        dataSource.setPassword(\"{V}\");\n"),
    (
        "java",
        Keyed,
        "    private static final String {K} = System.getProperty(\"{k}\", \"{V}\");\n",
    ),
    (
        "java",
        Pass,
        "Connection c = DriverManager.getConnection(\"jdbc:oracle:thin:@db:1521/ORCL\", \"{U}\", \"{V}\");\n",
    ),
    (
        "java",
        Pass,
        "        String url = \"jdbc:sqlserver://sql01:1433;databaseName=app;user={U};password={V};encrypt=true\";\n",
    ),
    (
        "java",
        Keyed,
        "        HttpRequest.newBuilder(uri).header(\"{K}\", \"{V}\").build();\n",
    ),
    ("java", Bare, "    Stripe.apiKey = \"{V}\";\n"),
    // C#
    (
        "csharp",
        Pass,
        "var conn = new SqlConnection(\"Server=tcp:sql.internal,1433;Initial Catalog=Orders;User ID={U};Password={V};Encrypt=True;\");\n",
    ),
    ("csharp", Keyed, "    public const string {K} = \"{V}\";\n"),
    ("csharp", Keyed, "    options.{k} = \"{V}\";\n"),
    (
        "csharp",
        Keyed,
        "Environment.SetEnvironmentVariable(\"{K}\", \"{V}\");\n",
    ),
    (
        "csharp",
        Bare,
        "var client = new GitHubClient(new ProductHeaderValue(\"app\")) { Credentials = new Credentials(\"{V}\") };\n",
    ),
    (
        "csharp",
        AzureKey,
        "var account = CloudStorageAccount.Parse(\"DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey={V};EndpointSuffix=core.windows.net\");\n",
    ),
    // PHP
    ("php", Keyed, "$_ENV['{K}'] = '{V}';\n"),
    (
        "php",
        Pass,
        "$pdo = new PDO('mysql:host=127.0.0.1;dbname=shop', '{U}', '{V}');\n",
    ),
    ("php", Keyed, "    '{k}' => env('{K}') ?: '{V}',\n"),
    ("php", Keyed, "$config->set('{k}', \"{V}\");\n"),
    ("php", Keyed, "    const {K} = '{V}';\n"),
    // Ruby
    (
        "ruby",
        Keyed,
        "  config.{k} = ENV.fetch(\"{K}\") { \"{V}\" }\n",
    ),
    (
        "ruby",
        Keyed,
        "client = Aws::S3::Client.new(region: 'us-east-1', {k}: '{V}')\n",
    ),
    ("ruby", Keyed, "  :{k} => \"{V}\",\n"),
    (
        "ruby",
        Url,
        "ActiveRecord::Base.establish_connection(\"postgres://{U}:{V}@localhost/rails_dev\")\n",
    ),
    (
        "ruby",
        Bare,
        "client = Octokit::Client.new(access_token: '{V}')\n",
    ),
    // Terraform / HCL
    (
        "hcl",
        Keyed,
        "resource \"kubernetes_secret\" \"app\" {\n  data = {\n    {k} = \"{V}\"\n  }\n}\n",
    ),
    (
        "hcl",
        Pass,
        "resource \"azurerm_mssql_server\" \"main\" {\n  administrator_login          = \"{U}\"\n  administrator_login_password = \"{V}\"\n}\n",
    ),
    ("hcl", Keyed, "# terraform.tfvars\n{k} = \"{V}\"\n"),
    (
        "hcl",
        Bare,
        "provider \"github\" {\n  owner = \"acme\"\n  token = \"{V}\"\n}\n",
    ),
    (
        "hcl",
        Keyed,
        "  environment_variables = {\n    {K} = \"{V}\"\n  }\n",
    ),
    // JSON configs
    (
        "json",
        Pass,
        "{\n  \"ConnectionStrings\": {\n    \"Default\": \"Host=pg;Database=app;Username={U};Password={V}\"\n  }\n}\n",
    ),
    (
        "json",
        Keyed,
        "{\"mcpServers\":{\"search\":{\"command\":\"npx\",\"args\":[\"-y\",\"@acme/search-mcp\"],\"env\":{\"{K}\":\"{V}\"}}}}\n",
    ),
    (
        "json",
        PemEsc,
        "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod\",\n  \"private_key\": \"{V}\\n\",\n  \"client_email\": \"ci@acme-prod.iam.gserviceaccount.com\"\n}\n",
    ),
    (
        "json",
        Basic,
        "{\"auths\":{\"https://index.docker.io/v1/\":{\"auth\":\"{V}\"}}}\n",
    ),
    (
        "json",
        Keyed,
        "{\"name\":\"worker\",\"config\":{\"{k}\":\"{V}\"}}\n",
    ),
    (
        "json",
        Keyed,
        "[\n  {\n    \"Key\": \"{K}\",\n    \"Value\": \"{V}\"\n  }\n]\n",
    ),
    (
        "json",
        Url,
        "{\"sqlalchemy.url\": \"postgresql+asyncpg://{U}:{V}@db/app\"}\n",
    ),
    // JSON logs
    (
        "jsonlog",
        Keyed,
        "{\"@timestamp\":\"2026-09-14T11:02:03.456Z\",\"log.level\":\"debug\",\"message\":\"loaded settings\",\"settings\":{\"{k}\":\"{V}\"}}\n",
    ),
    (
        "jsonlog",
        Bare,
        "{\"level\":\"info\",\"ts\":1789384923.118,\"caller\":\"http/client.go:212\",\"msg\":\"request\",\"headers\":{\"Authorization\":[\"Bearer {V}\"]}}\n",
    ),
    (
        "jsonlog",
        Url,
        "{\"time\":\"2026-09-14T11:02:04Z\",\"level\":\"ERROR\",\"msg\":\"db connect\",\"dsn\":\"postgres://{U}:{V}@10.2.0.7:5432/app\",\"err\":\"timeout\"}\n",
    ),
    (
        "jsonlog",
        Keyed,
        "{\"severity\":\"DEBUG\",\"jsonPayload\":{\"env\":[\"{K}={V}\",\"HOME=/app\"]}}\n",
    ),
    (
        "jsonlog",
        Basic,
        "{\"remote_addr\":\"10.0.0.9\",\"request\":\"GET /admin HTTP/1.1\",\"http_authorization\":\"Basic {V}\",\"status\":200}\n",
    ),
    // Text logs
    (
        "textlog",
        Keyed,
        "Sep 14 11:02:03 web01 app[2211]: DEBUG config loaded: {k}={V}\n",
    ),
    (
        "textlog",
        Bare,
        "2026-09-14 11:02:03.456 WARN  [main] o.a.h.c.HttpClient - sending header Authorization: Bearer {V}\n",
    ),
    (
        "textlog",
        Url,
        "2026/09/14 11:02:03 [error] 1234#0: *5 upstream http://{U}:{V}@10.0.0.5:8080/api failed\n",
    ),
    (
        "textlog",
        Pass,
        "[2026-09-14 11:02:03] production.ERROR: login failed (user: {U}, password: {V})\n",
    ),
    ("textlog", Keyed, "DEBUG:root:env {K}='{V}'\n"),
    // Shell history and exports
    ("shell", Keyed, "$ export {K}={V}; ./run.sh\n"),
    (
        "shell",
        Pass,
        "  512  mysql -u {U} -p{V} -h db.internal orders\n",
    ),
    ("shell", Keyed, "  520  echo '{K}={V}' >> .env\n"),
    (
        "shell",
        BareUrl,
        "  533  git remote set-url origin https://x-access-token:{V}@github.com/acme/app.git\n",
    ),
    ("shell", Pass, "  540  sshpass -p '{V}' ssh {U}@10.0.0.4\n"),
    ("shell", Keyed, "  555  gh secret set {K} --body \"{V}\"\n"),
    ("shell", Keyed, "PS C:\\app> $env:{K} = \"{V}\"\n"),
    (
        "shell",
        Url,
        "  571  sqlplus {U}/{V}@//db.internal:1521/ORCLPDB1\n",
    ),
    // curl, httpie, wget
    (
        "curl",
        Tok,
        "curl -fsSL -H \"PRIVATE-TOKEN: {V}\" https://gitlab.internal/api/v4/projects\n",
    ),
    (
        "curl",
        Pass,
        "http -a {U}:{V} GET https://api.internal/v1/status\n",
    ),
    (
        "curl",
        Pass,
        "wget --user={U} --password='{V}' https://files.internal/dump.sql.gz\n",
    ),
    (
        "curl",
        Bare,
        "http POST https://api.vendor.test/v1/charges Authorization:\"Bearer {V}\" amount=100\n",
    ),
    (
        "curl",
        Keyed,
        "curl -X POST https://auth.internal/oauth/token -d client_id=web -d {k}={V}\n",
    ),
    (
        "curl",
        Url,
        "curl -k 'https://{U}:{V}@es.internal:9200/_cat/indices?v'\n",
    ),
    (
        "curl",
        Basic,
        "curl -H 'Authorization: Basic {V}' https://jenkins.internal/api/json\n",
    ),
    (
        "curl",
        TokUrl,
        "curl 'https://api.internal/v2/export?access_token={V}&format=csv'\n",
    ),
    // URLs with credentials, every scheme, and scheme-less DSNs
    (
        "url",
        Url,
        "postgresql+psycopg://{U}:{V}@pg-replica.internal:6432/reports\n",
    ),
    ("url", Url, "rediss://:{V}@cache.internal:6380/0\n"),
    (
        "url",
        Url,
        "mongodb://{U}:{V}@mongo-0.mongo:27017,mongo-1.mongo:27017/admin?replicaSet=rs0\n",
    ),
    ("url", Url, "nats://{U}:{V}@nats.internal:4222\n"),
    (
        "url",
        Url,
        "clickhouse://{U}:{V}@ch.internal:9000/default\n",
    ),
    ("url", Url, "s3://{U}:{V}@minio.internal:9000/backups\n"),
    ("url", Url, "ftps://{U}:{V}@ftp.partner.net/inbox\n"),
    (
        "url",
        Url,
        "davs://{U}:{V}@cloud.internal/remote.php/dav/files/{U}/\n",
    ),
    ("url", Url, "socks5://{U}:{V}@proxy.internal:1080\n"),
    ("url", Url, "http://{U}:{V}@proxy.corp.internal:3128\n"),
    (
        "url",
        Url,
        "mysql://{U}:{V}@tidb.internal:4000/app?tls=true\n",
    ),
    (
        "url",
        Url,
        "snowflake://{U}:{V}@acme-xy12345/analytics/public?warehouse=wh\n",
    ),
    ("url", Url, "oracle://{U}:{V}@ora.internal:1521/ORCL\n"),
    ("url", Url, "rtsp://{U}:{V}@cam-03.lan:554/stream1\n"),
    (
        "url",
        Url,
        "DSN={U}:{V}@unix(/var/run/mysqld/mysqld.sock)/app?charset=utf8mb4\n",
    ),
    // MCP messages (JSON-RPC)
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"id\":\"call-7\",\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"$ cat .env.production\\nPORT=3000\\n{K}={V}\\n\"}]}}\n",
    ),
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"id\":42,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"{\\\"{k}\\\": \\\"{V}\\\"}\"}],\"isError\":false}}\n",
    ),
    (
        "mcp",
        Url,
        "{\"jsonrpc\":\"2.0\",\"id\":43,\"error\":{\"code\":-32000,\"message\":\"tool failed\",\"data\":{\"stderr\":\"MongoServerError: bad auth mongodb://{U}:{V}@mongo:27017\"}}}\n",
    ),
    (
        "mcp",
        Bare,
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"p1\",\"progress\":3,\"message\":\"uploading with {V}\"}}\n",
    ),
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"id\":44,\"result\":{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"Use {k}={V} to log in\"}}]}}\n",
    ),
    (
        "mcp",
        Pass,
        "{\"jsonrpc\":\"2.0\",\"id\":45,\"result\":{\"contents\":[{\"uri\":\"file:///home/dev/.m2/settings.xml\",\"mimeType\":\"application/xml\",\"text\":\"<server><id>releases</id><username>{U}</username><password>{V}</password></server>\"}]}}\n",
    ),
    (
        "mcp",
        Tok,
        "{\"jsonrpc\":\"2.0\",\"id\":46,\"method\":\"sampling/createMessage\",\"params\":{\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"summarise: api_token: {V}\"}}],\"maxTokens\":200}}\n",
    ),
    // Stack traces and error messages
    (
        "stacktrace",
        Bare,
        "  File \"/app/worker.py\", line 88, in run\n    client = Client(api_key=\"{V}\")\nAuthenticationError: invalid x-api-key\n",
    ),
    (
        "stacktrace",
        Keyed,
        "Traceback (most recent call last):\n  File \"/usr/lib/python3/site-packages/app/config.py\", line 17, in load\n    raise KeyError(f\"bad {k}: {V}\")\nKeyError: 'bad'\n",
    ),
    (
        "stacktrace",
        Url,
        "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n[SQL: SELECT 1] url=postgresql://{U}:{V}@pg:5432/app\n",
    ),
    (
        "stacktrace",
        Keyed,
        "Unhandled exception. System.InvalidOperationException: Invalid {K} '{V}'\n   at App.Startup.ConfigureServices(IServiceCollection services) in /src/Startup.cs:line 42\n",
    ),
    (
        "stacktrace",
        Bare,
        "Error: 401 Unauthorized: token \"{V}\" is not valid\n    at GitHubClient.request (/app/node_modules/@octokit/core/dist-node/index.js:88:21)\n",
    ),
    (
        "stacktrace",
        Keyed,
        "goroutine 17 [running]:\nmain.connect(0xc000123, {0xc0001, 0x1f})\n\t/src/main.go:44 +0x1a5\npanic: auth failed with {k}=\"{V}\"\n",
    ),
    // CI configurations
    (
        "ci",
        Keyed,
        "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      {K}: {V}\n",
    ),
    (
        "ci",
        Keyed,
        "      - uses: azure/login@v2\n        with:\n          {k}: '{V}'\n",
    ),
    (
        "ci",
        Keyed,
        "variables:\n  {K}: \"{V}\"\n  DOCKER_DRIVER: overlay2\n",
    ),
    (
        "ci",
        Pass,
        "deploy:\n  script:\n    - docker login -u {U} -p {V} $CI_REGISTRY\n",
    ),
    (
        "ci",
        Keyed,
        "      - run: echo \"{K}={V}\" >> $GITHUB_ENV\n",
    ),
    (
        "ci",
        Tok,
        "  script:\n    - 'curl --header \"JOB-TOKEN: {V}\" --upload-file app.tgz \"${CI_API_V4_URL}/projects/12/packages/generic/app/1.0/app.tgz\"'\n",
    ),
    (
        "ci",
        Keyed,
        "    environment:\n      {K}: {V}\n    docker:\n      - image: cimg/node:20.11\n",
    ),
    (
        "ci",
        Hook,
        "      - uses: slackapi/slack-github-action@v2\n        with:\n          webhook: {V}\n          webhook-type: incoming-webhook\n",
    ),
    // SQL
    ("sql", Pass, "CREATE USER {U} WITH PASSWORD '{V}';\n"),
    ("sql", Pass, "CREATE USER '{U}'@'%' IDENTIFIED BY '{V}';\n"),
    (
        "sql",
        Pass,
        "ALTER ROLE {U} WITH LOGIN PASSWORD '{V}' VALID UNTIL '2027-01-01';\n",
    ),
    (
        "sql",
        Pass,
        "CREATE LOGIN {U} WITH PASSWORD = '{V}', CHECK_POLICY = OFF;\n",
    ),
    (
        "sql",
        Keyed,
        "INSERT INTO settings (name, value) VALUES ('{k}', '{V}');\n",
    ),
    ("sql", Pass, "SET PASSWORD FOR '{U}'@'localhost' = '{V}';\n"),
    ("sql", Pass, "CREATE USER {U} IDENTIFIED BY \"{V}\";\n"),
    // HTTP headers
    (
        "http",
        Bare,
        "GET /v1/repos HTTP/1.1\nHost: api.internal\nAuthorization: Bearer {V}\nAccept: application/json\n",
    ),
    (
        "http",
        Basic,
        "POST /login HTTP/1.1\r\nHost: portal.internal\r\nAuthorization: Basic {V}\r\n\r\n",
    ),
    (
        "http",
        Tok,
        "> GET /metrics HTTP/2\n> Host: grafana.internal\n> X-Api-Key: {V}\n> User-Agent: curl/8.5.0\n",
    ),
    (
        "http",
        Tok,
        "GET /dashboard HTTP/1.1\nCookie: theme=dark; auth_token={V}; lang=en\n",
    ),
    ("http", Basic, "Proxy-Authorization: Basic {V}\n"),
    (
        "http",
        Bare,
        ":authority: api.internal\n:method: GET\nauthorization: Bearer {V}\n",
    ),
    // Private keys
    ("pem", PemRaw, "$ cat ~/.ssh/id_ed25519\n{V}\n"),
    ("pem", PemEsc, "TLS_PRIVATE_KEY=\"{V}\"\n"),
    ("pem", PemIndent, "tls:\n  key: |\n    {V}\n"),
    ("pem", PemRaw, "  private_key = <<-EOT\n{V}\nEOT\n"),
];

/// Password keys: (UPPER_SNAKE, lower or camel case). None is in sets a-c.
const KEYS_PASSWORD: &[(&str, &str)] = &[
    ("MARIADB_ROOT_PASSWORD", "mariadbRootPassword"),
    ("PGPASSWORD", "pgpassword"),
    ("ORACLE_PWD", "oracle_pwd"),
    ("TRUSTSTORE_PASSWORD", "truststorePassword"),
    ("SFTP_PASSWORD", "sftp_password"),
    ("PROXY_PASSWORD", "proxyPassword"),
    ("REGISTRY_PASSWORD", "registry_password"),
    ("GRAFANA_ADMIN_PASSWORD", "grafanaAdminPassword"),
    ("INFLUXDB_ADMIN_PASSWORD", "influxdb_admin_password"),
    ("BASIC_AUTH_PASSWORD", "basicAuthPassword"),
    ("JENKINS_ADMIN_PASS", "jenkins_admin_pass"),
    ("SIGNING_KEY_PASSWORD", "signingKeyPassword"),
    ("SMB_PASSWD", "smb_passwd"),
    ("NEO4J_PASSWORD", "neo4jPassword"),
    ("VPN_PASSPHRASE", "vpn_passphrase"),
    ("DB_PWD", "dbPwd"),
];

/// Token and key names: (UPPER_SNAKE, lower or camel case). None is in sets a-c.
const KEYS_TOKEN: &[(&str, &str)] = &[
    ("CODECOV_TOKEN", "codecovToken"),
    ("SONAR_TOKEN", "sonar_token"),
    ("CLOUDFLARE_API_TOKEN", "cloudflareApiToken"),
    ("DOCKERHUB_TOKEN", "dockerhub_token"),
    ("MAPBOX_ACCESS_TOKEN", "mapboxAccessToken"),
    ("OAUTH_CLIENT_SECRET", "oauth_client_secret"),
    ("API_SECRET", "apiSecret"),
    ("ACCESS_TOKEN", "access_token"),
    ("COOKIE_SECRET", "cookieSecret"),
    ("NEXTAUTH_SECRET", "nextauth_secret"),
    ("JWT_SECRET", "jwtSecret"),
    ("APP_KEY", "app_key"),
    ("AWS_SESSION_TOKEN", "aws_session_token"),
    ("TF_API_TOKEN", "tfApiToken"),
    ("MAILGUN_API_KEY", "mailgun_api_key"),
    ("POSTMARK_SERVER_TOKEN", "postmarkServerToken"),
    ("LLM_API_KEY", "llm_api_key"),
    ("INTERNAL_API_TOKEN", "internalApiToken"),
    ("SERVICE_ACCOUNT_TOKEN", "service_account_token"),
    ("CSRF_SECRET", "csrfSecret"),
    ("ALGOLIA_ADMIN_KEY", "algolia_admin_key"),
    ("FIREBASE_SERVER_KEY", "firebaseServerKey"),
    ("PERSONAL_ACCESS_TOKEN", "personalAccessToken"),
    ("SECRET_ACCESS_KEY", "secret_access_key"),
];

/// User names. None is in sets a-c.
const USERS: &[&str] = &[
    "svc_billing",
    "analytics",
    "deploy_bot",
    "replicator",
    "app_owner",
    "ci_runner",
    "kafka",
    "webadmin",
];

/// A token-like value for a key that names a token: a provider token, a random secret or a JWT.
fn token(rng: &mut Rng, i: usize, in_url: bool) -> (&'static str, String) {
    match i % 3 {
        0 => provider(rng, in_url),
        1 => random_secret(rng, in_url),
        _ if in_url => provider(rng, true),
        _ => ("jwt", jwt(rng)),
    }
}

/// Every labelled case of set d, `PER_CONTEXT` per context.
pub fn cases() -> Vec<Case> {
    let mut rng = Rng(SEED);
    let mut out = Vec::new();
    for &(family, slot, template) in CONTEXTS {
        for i in 0..PER_CONTEXT {
            let mut key = ("", "");
            let (kind, value) = match slot {
                Keyed | KeyedB64 => {
                    let (k, v) = match i % 4 {
                        0 => (*rng.pick(KEYS_PASSWORD), human_password(&mut rng)),
                        1 => (*rng.pick(KEYS_TOKEN), provider(&mut rng, false)),
                        2 => (*rng.pick(KEYS_TOKEN), token(&mut rng, 1 + i / 4, false)),
                        _ => (*rng.pick(KEYS_PASSWORD), common_password(&mut rng)),
                    };
                    key = k;
                    if slot == KeyedB64 {
                        ("base64 of a secret", base64(v.1.as_bytes(), false))
                    } else {
                        v
                    }
                }
                Bare => provider(&mut rng, false),
                BareUrl => provider(&mut rng, true),
                Tok => token(&mut rng, i, false),
                TokUrl => token(&mut rng, i, true),
                Pass => password(&mut rng, i),
                Url => url_password(&mut rng, i),
                PemRaw => pem(&mut rng, "\n"),
                PemEsc => pem(&mut rng, "\\n"),
                PemIndent => pem(&mut rng, "\n    "),
                AwsSecret => ("aws secret key", rng.chars(B64, 40)),
                AzureKey => ("azure storage key", {
                    let bytes: Vec<u8> = (0..64).map(|_| rng.below(256) as u8).collect();
                    base64(&bytes, false)
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

/// Where a clean source's files come from.
enum Origin {
    /// Files under these directories whose names end in one of these extensions (all files
    /// when none); `.gz` files among them are decompressed.
    Dirs(Vec<PathBuf>, &'static [&'static str]),
    /// Members of a zip archive under these prefixes, ending in `.java`, sorted by name.
    Zip(PathBuf, &'static [&'static str]),
}

/// The JDK whose `src.zip` set d reads: the newest under `/usr/lib/jvm` that ships one.
fn jdk_src_zip() -> PathBuf {
    let mut zips: Vec<PathBuf> = std::fs::read_dir("/usr/lib/jvm")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("lib/src.zip"))
        .filter(|p| p.is_file())
        .collect();
    zips.sort();
    zips.pop().unwrap_or_default()
}

/// The stable toolchain's documentation directory under rustup's home.
fn rust_docs() -> PathBuf {
    let rustup = std::env::var("RUSTUP_HOME").map_or_else(
        |_| PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".rustup"),
        PathBuf::from,
    );
    let mut stable: Vec<PathBuf> = std::fs::read_dir(rustup.join("toolchains"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("stable-"))
        })
        .collect();
    stable.sort();
    stable.pop().unwrap_or_default().join("share/doc/rust/html")
}

/// Set d's clean sources, none read by sets a-c or by the tuning.
fn sources() -> Vec<(&'static str, Origin)> {
    let docs = rust_docs();
    let dirs = |v: &[&str]| v.iter().map(PathBuf::from).collect::<Vec<_>>();
    vec![
        (
            "jdk_security_sql_net_sources",
            Origin::Zip(
                jdk_src_zip(),
                &[
                    "java.base/java/security/",
                    "java.base/javax/crypto/",
                    "java.base/javax/net/",
                    "java.base/javax/security/",
                    "java.base/sun/security/",
                    "java.naming/",
                    "java.net.http/",
                    "java.security.jgss/",
                    "java.security.sasl/",
                    "java.sql/",
                    "jdk.crypto.cryptoki/",
                    "jdk.httpserver/",
                    "jdk.management.agent/",
                    "jdk.security.auth/",
                ],
            ),
        ),
        (
            "rust_cargo_rustc_books",
            Origin::Dirs(vec![docs.join("cargo"), docs.join("rustc")], &["html"]),
        ),
        (
            "postgresql_share_pgxs",
            Origin::Dirs(
                dirs(&["/usr/share/postgresql", "/usr/lib/postgresql"]),
                &[
                    "sql", "sample", "txt", "control", "stop", "mk", "pm", "pl", "gz", "conf",
                    "rules", "affix", "dict", "ths", "syn",
                ],
            ),
        ),
        (
            "share_config_data",
            Origin::Dirs(
                dirs(&[
                    "/usr/share/aclocal",
                    "/usr/share/alsa",
                    "/usr/share/bug",
                    "/usr/share/dbus-1",
                    "/usr/share/gdb",
                    "/usr/share/gettext",
                    "/usr/share/gitweb",
                    "/usr/share/groff",
                    "/usr/share/gtk-3.0",
                    "/usr/share/info",
                    "/usr/share/iso-codes",
                    "/usr/share/lintian",
                    "/usr/share/maven-repo",
                    "/usr/share/polkit-1",
                    "/usr/share/postgresql-common",
                    "/usr/share/source-highlight",
                    "/usr/share/system-config-printer",
                ]),
                &[],
            ),
        ),
        (
            "lib_systemd_udev_perf",
            Origin::Dirs(
                dirs(&[
                    "/usr/lib/systemd",
                    "/usr/lib/udev/rules.d",
                    "/usr/lib/perf-core",
                    "/usr/lib/heaptrack",
                ]),
                &[],
            ),
        ),
    ]
}

/// Every clean source of set d: its name, its text (files in path order, symlinks not followed,
/// files over 1 MiB and text that is not UTF-8 skipped, until the cap) and the files taken.
pub fn clean() -> Vec<(&'static str, String, usize)> {
    sources()
        .into_iter()
        .map(|(name, origin)| {
            // Files are read one by one, only until the cap.
            let files: Box<dyn Iterator<Item = Vec<u8>>> = match origin {
                Origin::Dirs(roots, exts) => {
                    let mut paths = Vec::new();
                    for r in &roots {
                        walk(r, exts, &mut paths, 0);
                    }
                    Box::new(paths.into_iter().map(read_file))
                }
                Origin::Zip(zip, prefixes) => {
                    let names = zip_members(&zip, prefixes);
                    Box::new(names.into_iter().map(move |n| unzip_member(&zip, &n)))
                }
            };
            let mut text = String::new();
            let mut taken = 0;
            for bytes in files {
                if text.len() >= LIMIT {
                    break;
                }
                if bytes.is_empty() || bytes.len() > 1 << 20 {
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

/// A file's bytes (decompressed if it ends in `.gz`), empty when it cannot be read or is over
/// 1 MiB on disk.
fn read_file(path: PathBuf) -> Vec<u8> {
    let Ok(meta) = std::fs::metadata(&path) else {
        return Vec::new();
    };
    if meta.len() > 1 << 20 {
        return Vec::new();
    }
    if path.extension().is_some_and(|e| e == "gz") {
        return match std::process::Command::new("gzip")
            .arg("-dc")
            .arg(&path)
            .output()
        {
            Ok(o) if o.status.success() => o.stdout,
            _ => Vec::new(),
        };
    }
    let mut b = Vec::new();
    match std::fs::File::open(&path).and_then(|mut h| h.read_to_end(&mut b)) {
        Ok(_) => b,
        Err(_) => Vec::new(),
    }
}

/// The `.java` members of `zip` under `prefixes`, sorted by name.
fn zip_members(zip: &Path, prefixes: &[&str]) -> Vec<String> {
    let Ok(list) = std::process::Command::new("unzip")
        .arg("-Z1")
        .arg(zip)
        .output()
    else {
        return Vec::new();
    };
    let mut names: Vec<String> = String::from_utf8_lossy(&list.stdout)
        .lines()
        .filter(|n| n.ends_with(".java") && prefixes.iter().any(|p| n.starts_with(p)))
        .map(str::to_owned)
        .collect();
    names.sort();
    names
}

/// One member of `zip` (`unzip -p`), empty when it cannot be read.
fn unzip_member(zip: &Path, name: &str) -> Vec<u8> {
    match std::process::Command::new("unzip")
        .arg("-p")
        .arg(zip)
        .arg(name)
        .output()
    {
        Ok(o) if o.status.success() => o.stdout,
        _ => Vec::new(),
    }
}

fn walk(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>, depth: usize) {
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
            walk(&p, exts, out, depth + 1);
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
            assert!(v.len() >= 8, "case {i}: {v}");
            let forbidden: &[char] = match slot {
                PemRaw | PemIndent => &['"', '\\', '\t'],
                PemEsc => &['"', '\t', '\n'],
                _ => &[
                    '"', '\'', '`', '\\', ' ', '\t', '\n', '$', ';', ',', '&', '<', '>', '{', '}',
                ],
            };
            assert!(!v.contains(forbidden), "case {i}: {v} in {template}");
            if slot == Url {
                assert!(
                    !v.contains(['@', ':', '/', '?', '#', '[', ']']),
                    "case {i}: {v}"
                );
            }
            if slot == PemRaw || slot == PemEsc || slot == PemIndent {
                assert!(
                    v.starts_with("-----BEGIN ") && v.ends_with("-----"),
                    "case {i}"
                );
            }
        }
    }

    /// Set d's contexts, keys and users are none of sets a-c's.
    #[test]
    fn contexts_keys_and_users_are_new() {
        for set in [&heldout::A, &heldout::B, &heldout::C] {
            for (_, _, template) in CONTEXTS {
                assert!(
                    set.contexts.iter().all(|c| c.2 != *template),
                    "{template} is in an earlier set"
                );
            }
            let earlier: Vec<&str> = set
                .keys_password
                .iter()
                .chain(set.keys_token)
                .flat_map(|k| [k.0, k.1])
                .collect();
            for k in KEYS_PASSWORD.iter().chain(KEYS_TOKEN) {
                assert!(!earlier.contains(&k.0) && !earlier.contains(&k.1), "{k:?}");
            }
            for u in USERS {
                assert!(!set.users.contains(u), "{u}");
            }
        }
    }

    /// The encodings and checksums the values are built with.
    #[test]
    fn encodings_and_checksums() {
        assert_eq!(base64(b"hunter2", false), "aHVudGVyMg==");
        assert_eq!(base64(b"user:pa", false), "dXNlcjpwYQ==");
        assert_eq!(base64(b"ab?", false), "YWI/");
        assert_eq!(base64(b"ab?>", true), "YWI_Pg");
        assert_eq!(base64(b"{\"alg\":\"HS256\"}", true), "eyJhbGciOiJIUzI1NiJ9");
        let mut rng = Rng(1);
        for _ in 0..100 {
            let body = rng.chars(ALNUM, 30);
            assert_eq!(crc_base62(&body), heldout::crc_base62(&body));
            assert!(jwt(&mut rng).starts_with("eyJ"));
        }
    }
}
