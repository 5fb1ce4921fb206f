//! Held-out set m of the masker benchmark, recorded in `bench/mask/heldout-m.frozen`.
//!
//! Written and frozen by an engineer who read neither the masker's rules, its design table nor
//! its tests, saw no held-out set's figures (one line of the README's figures for the tuning's
//! clean text was seen in passing) and never ran the masker over it: the honest check that the
//! rules generalise, measured once, by someone else. Only the benchmark's driver and `run.sh`,
//! the generator modules of sets k and l (to learn their shape), the source lists of every
//! earlier set and of the tuning (to keep this set's clean sources apart from theirs), the
//! README's descriptions of the sets and the providers' own documented token shapes went into
//! it. It has three parts:
//!
//! - labelled secrets: contexts written for this set, 24 cases each, in families the earlier
//!   sets covered least: configuration formats (HCL, Nix, CUE, Jsonnet, Dhall, INI, Java
//!   properties, TOML, PowerShell, Windows cmd and batch files, Makefiles, GitHub Actions and
//!   GitLab CI, Helm values, systemd units, nginx, Apache, Caddy, HAProxy, Traefik, Envoy,
//!   Vector, Fluent Bit, Prometheus, Alertmanager, Kafka JAAS, Keycloak, Liquibase, Flyway,
//!   Hibernate, Spring, ASP.NET, Symfony, Laravel, Rails credentials, Django), source in many
//!   languages (Kotlin, Swift, PHP, Ruby, C#, Lua, Perl, Dart, Scala, Elixir, Zig, R, Julia,
//!   SQL, Go, Rust, Haskell, OCaml, Nim, Crystal, Groovy, F#, Clojure, Erlang, Fortran, COBOL,
//!   Solidity), tool output (CLI listings, `env` and `printenv` dumps, `docker inspect`, debug
//!   logs, HTTP request and response dumps, test failures, stack traces of Python, Java, Go,
//!   .NET, Node, Ruby, PHP and Rust, Jupyter output), human text (commit messages, issue and
//!   pull-request comments, chat, tickets, e-mails, wiki pages) in English, German, French,
//!   Spanish, Portuguese, Japanese, Chinese, Russian, Polish, Turkish, Italian and Dutch, URLs
//!   with credentials in many schemes, and agent transcripts and MCP tool results (JSON-escaped).
//!   Values from a generator of its own (RomuTrio, from a new seed): provider tokens with the
//!   shapes their providers document (prefixes, lengths, alphabets, GitHub's and npm's CRC32),
//!   generic high-entropy keys, JWTs with real JSON claims, PEM private keys with real DER
//!   prefixes, connection strings, people's passwords and a list of its own of the low-entropy
//!   passwords people deploy, after names that say password.
//! - hard negatives: texts in the same families with nothing to mask (placeholders, `${VAR}`,
//!   `<your-key>`, `xxxx`, reads of the environment and function calls, digests, UUIDs and
//!   commit ids, the providers' documented example values, public keys and publishable keys);
//!   every finding in them is a false one.
//! - clean text from sources no earlier set or the tuning read: cargo's cache of the crates.io
//!   index (JSON lines with the SHA-256 of every package), the rustup toolchains' own files
//!   beside their HTML docs and libraries (channel manifests with hashes, file lists,
//!   pretty-printers, man pages, licences) and the `test` package of Debian's Python 3.11 that
//!   set j left out. (debconf's cache was left out: its templates are compiled from the
//!   package database's templates, which set l read.)
//!   Files in path order, each file and each source capped.
//!
//! `airlock-bench-mask heldout-shape m heldout-m.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout m heldout-m.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case and every negative.
pub const SEED: u64 = 0x6D6D_2026_1207_0131;

/// Cases per context.
const PER_CONTEXT: usize = 24;

/// RomuTrio (Mark Overton's rotate-multiply generator): three words of state from the seed,
/// warmed up by sixteen rounds. No earlier set's generator.
struct Rng {
    x: u64,
    y: u64,
    z: u64,
}

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut r = Rng {
            x: seed ^ 0x9E37_79B9_7F4A_7C15,
            y: seed.rotate_left(29) ^ 0xD1B5_4A32_D192_ED03,
            z: !seed,
        };
        for _ in 0..16 {
            r.next();
        }
        r
    }
    fn next(&mut self) -> u64 {
        let (xp, yp, zp) = (self.x, self.y, self.z);
        self.x = zp.wrapping_mul(15_241_094_284_759_029_579);
        self.y = yp.wrapping_sub(xp).rotate_left(12);
        self.z = zp.wrapping_sub(yp).rotate_left(44);
        xp
    }
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
    fn between(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
    fn one<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    fn take(&mut self, alphabet: &[u8], n: usize) -> String {
        (0..n)
            .map(|_| char::from(alphabet[self.below(alphabet.len())]))
            .collect()
    }
    fn raw(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| (self.next() >> 56) as u8).collect()
    }
}

const UPNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const LOWNUM: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
const NUM: &[u8] = b"0123456789";
const AN: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const URLSAFE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STD64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const HX: &[u8] = b"0123456789abcdef";
const B32: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BECH: &[u8] = b"QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";

/// RFC 4648 base64: the standard alphabet padded, or the URL alphabet unpadded.
fn b64(data: &[u8], url: bool) -> String {
    let table = if url { URLSAFE } else { STD64 };
    let mut s = String::with_capacity(data.len().div_ceil(3) * 4);
    for group in data.chunks(3) {
        let mut n = 0u32;
        for (j, b) in group.iter().enumerate() {
            n |= u32::from(*b) << (16 - 8 * j);
        }
        for j in 0..=group.len() {
            s.push(char::from(table[((n >> (18 - 6 * j)) & 0x3f) as usize]));
        }
        if !url {
            for _ in group.len()..3 {
                s.push('=');
            }
        }
    }
    s
}

/// GitHub's and npm's token checksum: CRC-32 (IEEE) of the body, in 6 base62 digits.
fn checksum62(body: &str) -> String {
    let mut c: u32 = 0xFFFF_FFFF;
    for b in body.bytes() {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 == 1 {
                (c >> 1) ^ 0xEDB8_8320
            } else {
                c >> 1
            };
        }
    }
    let mut n = !c;
    let digits = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut out = [b'0'; 6];
    for d in out.iter_mut().rev() {
        *d = digits[(n % 62) as usize];
        n /= 62;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn uuid4(rng: &mut Rng) -> String {
    format!(
        "{}-{}-4{}-{}{}-{}",
        rng.take(HX, 8),
        rng.take(HX, 4),
        rng.take(HX, 3),
        rng.one(&["8", "9", "a", "b"]),
        rng.take(HX, 3),
        rng.take(HX, 12)
    )
}

/// A provider token's maker.
type Maker = fn(&mut Rng) -> String;

/// Provider token formats as their providers document them: name and maker.
const FORMATS: &[(&str, Maker)] = &[
    ("github classic pat", |r| {
        let body = r.take(AN, 30);
        format!("ghp_{body}{}", checksum62(&body))
    }),
    ("github oauth token", |r| {
        let body = r.take(AN, 30);
        format!("gho_{body}{}", checksum62(&body))
    }),
    ("github app installation token", |r| {
        let body = r.take(AN, 30);
        format!("ghs_{body}{}", checksum62(&body))
    }),
    ("github fine-grained pat", |r| {
        format!("github_pat_11{}_{}", r.take(UPNUM, 20), r.take(AN, 59))
    }),
    ("gitlab pat", |r| format!("glpat-{}", r.take(URLSAFE, 20))),
    ("gitlab runner token", |r| {
        format!("glrt-{}", r.take(URLSAFE, 20))
    }),
    ("npm token", |r| {
        let body = r.take(AN, 30);
        format!("npm_{body}{}", checksum62(&body))
    }),
    ("pypi token", |r| {
        let n = r.between(60, 120);
        format!("pypi-AgEIcHlwaS5vcmc{}", r.take(URLSAFE, n))
    }),
    ("slack bot token", |r| {
        let (a, b) = (r.between(10, 13), r.between(10, 13));
        format!(
            "xoxb-{}-{}-{}",
            r.take(NUM, a),
            r.take(NUM, b),
            r.take(AN, 24)
        )
    }),
    ("slack user token", |r| {
        format!(
            "xoxp-{}-{}-{}-{}",
            r.take(NUM, 12),
            r.take(NUM, 12),
            r.take(NUM, 13),
            r.take(HX, 32)
        )
    }),
    ("slack app token", |r| {
        format!(
            "xapp-1-A{}-{}-{}",
            r.take(UPNUM, 10),
            r.take(NUM, 13),
            r.take(HX, 64)
        )
    }),
    ("stripe live secret key", |r| {
        format!("sk_live_51{}", r.take(AN, 97))
    }),
    ("stripe restricted key", |r| {
        format!("rk_live_51{}", r.take(AN, 97))
    }),
    ("stripe webhook secret", |r| {
        format!("whsec_{}", r.take(AN, 32))
    }),
    ("openai project key", |r| {
        format!(
            "sk-proj-{}T3BlbkFJ{}",
            r.take(URLSAFE, 74),
            r.take(URLSAFE, 74)
        )
    }),
    ("openai service account key", |r| {
        format!(
            "sk-svcacct-{}T3BlbkFJ{}",
            r.take(URLSAFE, 74),
            r.take(URLSAFE, 74)
        )
    }),
    ("anthropic api key", |r| {
        format!("sk-ant-api03-{}AA", r.take(URLSAFE, 93))
    }),
    ("anthropic admin key", |r| {
        format!("sk-ant-admin01-{}AA", r.take(URLSAFE, 93))
    }),
    ("aws access key id", |r| format!("AKIA{}", r.take(B32, 16))),
    ("aws temporary key id", |r| {
        format!("ASIA{}", r.take(B32, 16))
    }),
    ("google api key", |r| format!("AIza{}", r.take(URLSAFE, 35))),
    ("google oauth client secret", |r| {
        format!("GOCSPX-{}", r.take(URLSAFE, 28))
    }),
    ("sendgrid api key", |r| {
        format!("SG.{}.{}", r.take(URLSAFE, 22), r.take(URLSAFE, 43))
    }),
    ("mailgun api key", |r| format!("key-{}", r.take(HX, 32))),
    ("twilio api key sid", |r| format!("SK{}", r.take(HX, 32))),
    ("vault service token", |r| format!("hvs.{}", r.take(AN, 24))),
    ("vault batch token", |r| {
        format!("hvb.{}", r.take(URLSAFE, 138))
    }),
    ("terraform cloud token", |r| {
        format!("{}.atlasv1.{}", r.take(AN, 14), r.take(AN, 67))
    }),
    ("digitalocean pat", |r| format!("dop_v1_{}", r.take(HX, 64))),
    ("shopify access token", |r| {
        format!("shpat_{}", r.take(HX, 32))
    }),
    ("shopify shared secret", |r| {
        format!("shpss_{}", r.take(HX, 32))
    }),
    ("hugging face token", |r| {
        format!(
            "hf_{}",
            r.take(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
        )
    }),
    ("databricks token", |r| format!("dapi{}", r.take(HX, 32))),
    ("doppler service token", |r| {
        format!("dp.st.prd.{}", r.take(AN, 40))
    }),
    ("linear api key", |r| format!("lin_api_{}", r.take(AN, 40))),
    ("notion integration token", |r| {
        format!("ntn_{}", r.take(AN, 46))
    }),
    ("pulumi access token", |r| format!("pul-{}", r.take(HX, 40))),
    ("grafana service account token", |r| {
        let body = r.take(AN, 32);
        format!("glsa_{body}_{}", r.take(HX, 8))
    }),
    ("new relic user key", |r| {
        format!("NRAK-{}", r.take(UPNUM, 27))
    }),
    ("sentry user token", |r| {
        format!("sntryu_{}", r.take(HX, 64))
    }),
    ("postman api key", |r| {
        format!("PMAK-{}-{}", r.take(HX, 24), r.take(HX, 34))
    }),
    ("docker hub pat", |r| {
        format!("dckr_pat_{}", r.take(URLSAFE, 27))
    }),
    ("supabase access token", |r| {
        format!("sbp_{}", r.take(HX, 40))
    }),
    ("groq api key", |r| format!("gsk_{}", r.take(AN, 52))),
    ("replicate token", |r| format!("r8_{}", r.take(AN, 37))),
    ("perplexity api key", |r| format!("pplx-{}", r.take(AN, 48))),
    ("xai api key", |r| format!("xai-{}", r.take(AN, 80))),
    ("openrouter key", |r| format!("sk-or-v1-{}", r.take(HX, 64))),
    ("langsmith key", |r| {
        format!("lsv2_pt_{}_{}", r.take(HX, 32), r.take(HX, 10))
    }),
    ("pinecone api key", |r| {
        format!("pcsk_{}_{}", r.take(AN, 5), r.take(AN, 63))
    }),
    ("age secret key", |r| {
        format!("AGE-SECRET-KEY-1{}", r.take(BECH, 58))
    }),
    ("telegram bot token", |r| {
        let n = r.between(9, 10);
        format!("{}:AA{}", r.take(NUM, n), r.take(URLSAFE, 33))
    }),
    ("square access token", |r| {
        format!("EAAA{}", r.take(URLSAFE, 60))
    }),
    ("mapbox secret token", |r| {
        let claims = format!(
            "{{\"u\":\"{}\",\"a\":\"{}\"}}",
            r.take(LOWNUM, 9),
            r.take(LOWNUM, 25)
        );
        format!(
            "sk.{}.{}",
            b64(claims.as_bytes(), true),
            r.take(URLSAFE, 22)
        )
    }),
    ("rubygems api key", |r| {
        format!("rubygems_{}", r.take(HX, 48))
    }),
    ("nuget api key", |r| format!("oy2{}", r.take(LOWNUM, 43))),
    ("circleci pat", |r| {
        format!("CCIPAT_{}_{}", r.take(AN, 22), r.take(HX, 40))
    }),
    ("buildkite token", |r| format!("bkua_{}", r.take(HX, 40))),
    ("figma pat", |r| format!("figd_{}", r.take(URLSAFE, 40))),
    ("airtable pat", |r| {
        format!("pat{}.{}", r.take(AN, 14), r.take(HX, 64))
    }),
    ("planetscale token", |r| {
        format!("pscale_tkn_{}", r.take(URLSAFE, 43))
    }),
    ("netlify pat", |r| format!("nfp_{}", r.take(AN, 36))),
    ("dynatrace token", |r| {
        format!("dt0c01.{}.{}", r.take(UPNUM, 24), r.take(UPNUM, 64))
    }),
    ("contentful pat", |r| {
        format!("CFPAT-{}", r.take(URLSAFE, 43))
    }),
    ("tailscale auth key", |r| {
        format!("tskey-auth-k{}CNTRL-{}", r.take(AN, 10), r.take(AN, 33))
    }),
    ("resend api key", |r| {
        format!("re_{}_{}", r.take(AN, 8), r.take(AN, 24))
    }),
    ("elevenlabs key", |r| format!("sk_{}", r.take(HX, 48))),
    ("heroku api key", |r| {
        format!("HRKU-AA{}", r.take(URLSAFE, 58))
    }),
    ("atlassian api token", |r| {
        format!(
            "ATATT3xFfGF0{}={}",
            r.take(URLSAFE, 170),
            r.take(b"0123456789ABCDEF", 8)
        )
    }),
    ("clojars token", |r| format!("CLOJARS_{}", r.take(HX, 60))),
    ("prefect api key", |r| format!("pnu_{}", r.take(AN, 36))),
    ("render api key", |r| format!("rnd_{}", r.take(AN, 32))),
];

fn provider(rng: &mut Rng) -> (&'static str, String) {
    let (name, make) = rng.one(FORMATS);
    (name, make(rng))
}

fn provider_named(rng: &mut Rng, name: &str) -> (&'static str, String) {
    let Some((n, make)) = FORMATS.iter().find(|f| f.0 == name) else {
        panic!("no format {name}");
    };
    (n, make(rng))
}

/// A JWT with real JSON claims (HS256 or RS256), signed with random bytes.
fn jwt(rng: &mut Rng) -> String {
    let rs = rng.below(2) == 0;
    let header = if rs {
        format!(
            "{{\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"{}\"}}",
            rng.take(LOWNUM, 16)
        )
    } else {
        "{\"alg\":\"HS256\",\"typ\":\"JWT\"}".to_owned()
    };
    let iat = 1_760_000_000 + rng.below(40_000_000);
    let claims = format!(
        "{{\"sub\":\"{}\",\"iss\":\"https://{}.{}/\",\"aud\":\"{}\",\"iat\":{iat},\"exp\":{},\"scope\":\"{}\"}}",
        uuid4(rng),
        rng.one(&["auth", "login", "id", "sso"]),
        rng.one(&[
            "kestrelcloud.io",
            "mosaic-hr.com",
            "tidewater.dev",
            "brightforge.net"
        ]),
        rng.one(&["api", "billing", "reports", "ingest"]),
        iat + 3600 * rng.between(1, 72),
        rng.one(&["read write", "admin", "orders:read", "offline_access"])
    );
    let sig = rng.raw(if rs { 256 } else { 32 });
    format!(
        "{}.{}.{}",
        b64(header.as_bytes(), true),
        b64(claims.as_bytes(), true),
        b64(&sig, true)
    )
}

/// A generic high-entropy secret: hex, base64, URL-safe or alphanumeric.
fn random_secret(rng: &mut Rng) -> (&'static str, String) {
    match rng.below(5) {
        0 => ("random hex 32", rng.take(HX, 32)),
        1 => ("random hex 64", rng.take(HX, 64)),
        2 => ("random base64", {
            let n = rng.between(24, 48);
            let b = rng.raw(n);
            b64(&b, false)
        }),
        3 => ("random urlsafe", {
            let b = rng.raw(32);
            b64(&b, true)
        }),
        _ => ("random alphanumeric", {
            let n = rng.between(20, 40);
            rng.take(AN, n)
        }),
    }
}

/// Low-entropy passwords people really deploy (none a dictionary's first page).
const WEAK: &[&str] = &[
    "hunter2hunter2",
    "Summer2025!",
    "Welcome123",
    "P@ssw0rd2026",
    "changeme123",
    "letmein99",
    "qwerty1234",
    "Passw0rd!",
    "admin12345",
    "Winter2024",
    "Company@123",
    "s3cr3tpass",
    "trustno1!",
    "Dragon2023",
    "iloveyou22",
    "Football7",
    "Monkey!2023",
    "Sunshine88",
    "Baseball1!",
    "Abcd@1234",
    "Qwerty!23",
    "zaq12wsx",
    "1qaz2wsx3edc",
    "Autumn2023",
    "Spring2026!",
    "Tr0ub4dor3",
    "rootroot1",
    "postgres123",
    "mysqlpass",
    "Oracle123",
    "redis2024",
    "Kaffee2024",
    "Motdepasse1",
    "contrasena1",
    "Haslo2025!",
    "parol1234",
    "Sifre2024",
    "wachtwoord1",
    "passw0rd2",
    "Jenkins123",
    "Grafana!1",
    "Kibana2024",
    "Minio12345",
    "Rabbit123",
    "guest1234",
    "tomcat123",
    "Vagrant1",
    "Ubuntu2204",
    "Test1234!",
    "Demo2025",
];

const WORDS: &[&str] = &[
    "otter", "quartz", "maple", "harbor", "cinder", "falcon", "tundra", "pebble", "violet",
    "lantern", "saffron", "glacier", "meadow", "walnut", "comet", "juniper", "basalt", "marble",
    "thistle", "ember", "cobalt", "willow", "orchid", "canyon",
];

/// A person's password: words, a capital and digits, sometimes a symbol.
fn person_password(rng: &mut Rng) -> (&'static str, String) {
    let a = rng.one(WORDS);
    let b = rng.one(WORDS);
    let mut cap = a.to_string();
    cap[..1].make_ascii_uppercase();
    let sym = *rng.one(&["", "!", "#", ".", "-", "_", "*"]);
    (
        "person password",
        format!("{cap}{b}{}{sym}", rng.between(1, 9999)),
    )
}

fn weak_password(rng: &mut Rng) -> (&'static str, String) {
    ("common password", (*rng.one(WEAK)).to_owned())
}

/// A password under a name that says password: two of three low-entropy.
fn password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    if i % 3 == 2 {
        person_password(rng)
    } else {
        weak_password(rng)
    }
}

/// A password that sits in a URL: no delimiter of a URL's authority.
fn url_password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 4 {
        0 => ("common password", {
            let w = *rng.one(WEAK);
            w.chars().filter(char::is_ascii_alphanumeric).collect()
        }),
        1 => ("person password", {
            let (_, p) = person_password(rng);
            p.chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect()
        }),
        2 => ("random alphanumeric", rng.take(AN, 24)),
        _ => ("random urlsafe", {
            let b = rng.raw(18);
            b64(&b, true)
        }),
    }
}

/// A token under a name that says key or token: provider tokens and random keys.
fn token(rng: &mut Rng, i: usize) -> (&'static str, String) {
    if i % 3 == 2 {
        random_secret(rng)
    } else {
        provider(rng)
    }
}

/// A PEM private key with a real DER prefix, lines joined by `join`.
fn pem(rng: &mut Rng, join: &str) -> (&'static str, String) {
    let (label, kind, head, len) = match rng.below(4) {
        0 => (
            "RSA PRIVATE KEY",
            "pem rsa",
            vec![
                0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00,
            ],
            1192,
        ),
        1 => (
            "PRIVATE KEY",
            "pem pkcs8",
            vec![
                0x30, 0x82, 0x04, 0xbe, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48,
                0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
            ],
            1218,
        ),
        2 => (
            "EC PRIVATE KEY",
            "pem ec",
            vec![0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20],
            121,
        ),
        _ => (
            "OPENSSH PRIVATE KEY",
            "pem openssh",
            b"openssh-key-v1\0\0\0\0\x04none\0\0\0\x04none".to_vec(),
            380,
        ),
    };
    let mut der = head;
    let rest = rng.raw(len - der.len());
    der.extend(rest);
    let body = b64(&der, false);
    let lines: Vec<&str> = body
        .as_bytes()
        .chunks(if label.starts_with("OPENSSH") { 70 } else { 64 })
        .map(|c| std::str::from_utf8(c).unwrap_or_default())
        .collect();
    (
        kind,
        format!(
            "-----BEGIN {label}-----{join}{}{join}-----END {label}-----",
            lines.join(join)
        ),
    )
}

/// What a context's secret slot holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    /// A password under a name that says password (two of three low-entropy).
    Pw,
    /// A password inside a URL or a connection string.
    UrlPw,
    /// A provider token or a random key under a name that says key or token.
    Tok,
    /// A generic high-entropy key only.
    Gen,
    /// A provider token of the named format, where the context names its provider.
    Fmt(&'static str),
    /// A JWT.
    Jwt,
    /// A PEM private key, lines joined by the given text.
    Pem(&'static str),
    /// An AWS secret access key (40 characters of base64's alphabet).
    AwsSecret,
    /// HTTP Basic credentials: base64 of `user:password`.
    Basic,
    /// Random lowercase hex of the given length (a Datadog or PagerDuty key, an Ethereum key).
    Hex(usize),
}
use Slot::{AwsSecret, Basic, Fmt, Gen, Hex, Jwt, Pem, Pw, Tok, UrlPw};

/// (family, slot, template): `{U}` a user name, `{V}` the secret (once per template).
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // Configuration formats
    (
        "hcl-terraform",
        Pw,
        r##"resource "azurerm_mssql_server" "ledger" {
  name                         = "ledger-sql-weu"
  administrator_login          = "{U}"
  administrator_login_password = "{V}"
  version                      = "12.0"
}
"##,
    ),
    (
        "hcl-terraform",
        Gen,
        r##"provider "fastly" {
  api_key = "{V}"
}

variable "region" { default = "eu-central-1" }
"##,
    ),
    (
        "hcl-nomad-vault",
        Fmt("vault service token"),
        r##"vault {
  enabled = true
  address = "https://vault.ops.svc:8200"
  token   = "{V}"
  create_from_role = "nomad-cluster"
}
"##,
    ),
    (
        "nix",
        Pw,
        r##"  services.postgresql.initialScript = pkgs.writeText "init.sql" ''
    CREATE ROLE {U} WITH LOGIN PASSWORD '{V}' CREATEDB;
  '';
"##,
    ),
    (
        "nix",
        Tok,
        r##"{ config, pkgs, ... }:
{
  services.restic.backups.nightly = {
    repository = "s3:s3.eu-west-1.amazonaws.com/bk-nightly";
    environment.RESTIC_API_TOKEN = "{V}";
  };
}
"##,
    ),
    (
        "cue",
        Tok,
        r##"package deploy

secrets: ingest: {
	apiKey:  "{V}"
	enabled: true
}
"##,
    ),
    (
        "cue",
        Pw,
        r##"db: {
	host:     "pg-main.internal"
	user:     "{U}"
	password: "{V}"
	port:     5432
}
"##,
    ),
    (
        "jsonnet",
        Tok,
        r##"local env = import 'env.libsonnet';
{
  webhook: {
    url: 'https://notify.orbital.dev/hooks/deploy',
    secret_token: '{V}',
  },
}
"##,
    ),
    (
        "jsonnet",
        Pw,
        r##"{
  grafana+:: {
    config+: { security: { admin_user: '{U}', admin_password: '{V}' } },
  },
}
"##,
    ),
    (
        "dhall",
        Pw,
        r##"let Config = ./Config.dhall
in  Config::{ dbUser = "{U}", dbPassword = "{V}", dbHost = "10.4.0.12" }
"##,
    ),
    (
        "ini",
        Pw,
        r##"[database]
driver = mysql
host = 127.0.0.1
user = {U}
password = {V}
"##,
    ),
    (
        "ini",
        Tok,
        r##"; pulled from the vendor portal on Monday
[sync]
endpoint = https://sync.meridian-crm.com/v2
api_token = {V}
"##,
    ),
    (
        "ini-odbc",
        Pw,
        r##"[ReportsDSN]
Driver=ODBC Driver 18 for SQL Server
Server=tcp:sql-reports.corp.local,1433
UID={U}
PWD={V}
"##,
    ),
    (
        "java-properties",
        Pw,
        r##"spring.datasource.url=jdbc:postgresql://db.svc:5432/orders
spring.datasource.username={U}
spring.datasource.password={V}
spring.jpa.hibernate.ddl-auto=validate
"##,
    ),
    (
        "java-properties",
        Tok,
        r##"# mail relay
mail.smtp.host=smtp.sendgrid.net
mail.smtp.user=apikey
mail.smtp.password={V}
"##,
    ),
    (
        "toml",
        Tok,
        r##"[tool.poetry.source]
name = "private"

[http-basic.private]
username = "__token__"
password = "{V}"
"##,
    ),
    (
        "powershell",
        Pw,
        r##"$secure = ConvertTo-SecureString '{V}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential('CORP\{U}', $secure)
Invoke-Command -ComputerName fs02 -Credential $cred -ScriptBlock { Get-Service }
"##,
    ),
    (
        "powershell",
        Tok,
        r##"$env:ARTIFACT_TOKEN = "{V}"
Invoke-RestMethod -Uri "https://pkgs.internal/api/upload" -Headers @{ Authorization = "Bearer $env:ARTIFACT_TOKEN" }
"##,
    ),
    (
        "windows-batch",
        Pw,
        r##"@echo off
set SQLUSER={U}
set SQLPASS={V}
sqlcmd -S REPORTS01 -U %SQLUSER% -P %SQLPASS% -i nightly.sql
"##,
    ),
    (
        "windows-cmd",
        Pw,
        r##"C:\Users\{U}>net use Z: \\files01\finance /user:CORP\{U} {V} /persistent:no
The command completed successfully.
"##,
    ),
    (
        "makefile",
        Tok,
        r##"REGISTRY ?= registry.acme-labs.io
PUSH_TOKEN := {V}

push:
	docker login $(REGISTRY) -u ci -p $(PUSH_TOKEN)
"##,
    ),
    (
        "makefile",
        Pw,
        r##"test-db:
	PGPASSWORD={V} psql -h localhost -U {U} -d test -f schema.sql
"##,
    ),
    (
        "github-actions",
        Tok,
        r##"    steps:
      - uses: actions/checkout@v4
      - name: Publish
        env:
          NODE_AUTH_TOKEN: {V}
        run: npm publish --access public
"##,
    ),
    (
        "github-actions",
        Pw,
        r##"  services:
    mysql:
      image: mysql:8.4
      env:
        MYSQL_ROOT_PASSWORD: {V}
      ports: ["3306:3306"]
"##,
    ),
    (
        "gitlab-ci",
        Fmt("sentry user token"),
        r##"deploy:prod:
  stage: deploy
  variables:
    SENTRY_AUTH_TOKEN: "{V}"
  script:
    - sentry-cli releases new "$CI_COMMIT_SHA"
"##,
    ),
    (
        "gitlab-ci",
        Pw,
        r##"integration:
  services:
    - name: postgres:16
  variables:
    POSTGRES_USER: {U}
    POSTGRES_PASSWORD: {V}
"##,
    ),
    (
        "helm-values",
        Pw,
        r##"auth:
  enabled: true
  rootUser: {U}
  rootPassword: "{V}"
persistence:
  size: 50Gi
"##,
    ),
    (
        "helm-values",
        Hex(32),
        r##"datadog:
  site: datadoghq.eu
  apiKey: {V}
  logs:
    enabled: true
"##,
    ),
    (
        "systemd-unit",
        Pw,
        r##"[Service]
User=svc-exporter
Environment="DATA_SOURCE_USER={U}"
Environment="DATA_SOURCE_PASS={V}"
ExecStart=/usr/local/bin/postgres_exporter
"##,
    ),
    (
        "systemd-unit",
        Gen,
        r##"[Service]
Environment=CLOUDFLARE_API_TOKEN={V}
ExecStart=/usr/bin/cloudflared tunnel run edge-01
Restart=always
"##,
    ),
    (
        "nginx",
        Basic,
        r##"location /internal/ {
    proxy_pass http://backend:9000;
    proxy_set_header Authorization "Basic {V}";
}
"##,
    ),
    (
        "nginx",
        Tok,
        r##"    location /api/ {
        proxy_pass https://upstream.partner.io;
        proxy_set_header X-Api-Key {V};
    }
"##,
    ),
    (
        "apache",
        Pw,
        r##"<Location /ldap-protected>
    AuthLDAPURL "ldap://dc1.corp.local/ou=Users,dc=corp,dc=local?sAMAccountName"
    AuthLDAPBindDN "cn={U},ou=Service,dc=corp,dc=local"
    AuthLDAPBindPassword {V}
</Location>
"##,
    ),
    (
        "caddyfile",
        Gen,
        r##"example.org {
	tls {
		dns cloudflare {V}
	}
	reverse_proxy localhost:8080
}
"##,
    ),
    (
        "haproxy",
        Pw,
        r##"userlist admins
    user {U} insecure-password {V}

listen stats
    bind :8404
    stats auth {U}:{V2}
"##,
    ),
    (
        "traefik",
        Fmt("digitalocean pat"),
        r##"certificatesResolvers:
  le:
    acme:
      dnsChallenge:
        provider: digitalocean
# DO_AUTH_TOKEN={V}
"##,
    ),
    (
        "envoy",
        Tok,
        r##"          - name: envoy.filters.http.header_to_metadata
            request_headers_to_add:
              - header: { key: "x-upstream-key", value: "{V}" }
"##,
    ),
    (
        "vector-fluentbit",
        Hex(32),
        r##"[OUTPUT]
    Name        datadog
    Match       *
    Host        http-intake.logs.datadoghq.eu
    apikey      {V}
"##,
    ),
    (
        "prometheus",
        Pw,
        r##"scrape_configs:
  - job_name: rabbitmq
    basic_auth:
      username: {U}
      password: {V}
    static_configs:
      - targets: ['mq-01:15692']
"##,
    ),
    (
        "alertmanager",
        Hex(32),
        r##"receivers:
  - name: pager
    pagerduty_configs:
      - routing_key: {V}
        severity: critical
"##,
    ),
    (
        "kafka-jaas",
        Pw,
        r##"KafkaClient {
  org.apache.kafka.common.security.plain.PlainLoginModule required
  username="{U}"
  password="{V}";
};
"##,
    ),
    (
        "spring-yaml",
        Pw,
        r##"spring:
  rabbitmq:
    host: mq.internal
    username: {U}
    password: {V}
"##,
    ),
    (
        "aspnet-appsettings",
        UrlPw,
        r##"{
  "ConnectionStrings": {
    "Default": "Server=sql01;Database=Shop;User Id={U};Password={V};TrustServerCertificate=True"
  }
}
"##,
    ),
    (
        "symfony-laravel-env",
        Pw,
        r##"APP_ENV=production
APP_DEBUG=false
DB_CONNECTION=mysql
DB_USERNAME={U}
DB_PASSWORD={V}
"##,
    ),
    (
        "symfony-laravel-env",
        Fmt("mailgun api key"),
        r##"MAIL_MAILER=smtp
MAIL_HOST=smtp.mailgun.org
MAILGUN_SECRET={V}
"##,
    ),
    (
        "rails-credentials",
        Tok,
        r##"aws:
  access_key_id: AKIA{KEYID}
  secret_access_key: {V}
secret_key_base: 7f2c
"##,
    ),
    (
        "django-settings",
        Gen,
        r##"DEBUG = False
ALLOWED_HOSTS = ["shop.example.net"]
SECRET_KEY = "{V}"
"##,
    ),
    (
        "keycloak-realm",
        Gen,
        r##"    {
      "clientId": "billing-portal",
      "publicClient": false,
      "secret": "{V}",
      "redirectUris": ["https://billing.corp/*"]
    }
"##,
    ),
    (
        "liquibase-flyway",
        Pw,
        r##"url: jdbc:oracle:thin:@//ora-prod:1521/LEDGER
username: {U}
password: {V}
changeLogFile: db/changelog/master.xml
"##,
    ),
    (
        "docker-compose",
        Pw,
        r##"  db:
    image: mariadb:11
    environment:
      - MARIADB_USER={U}
      - MARIADB_PASSWORD={V}
"##,
    ),
    (
        "kubernetes-secret",
        Basic,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: registry-auth
type: Opaque
data:
  credentials: {V}
"##,
    ),
    (
        "ansible-inventory",
        Pw,
        r##"[windows]
win-build-01 ansible_host=10.20.1.5

[windows:vars]
ansible_user={U}
ansible_password={V}
ansible_connection=winrm
"##,
    ),
    (
        "netrc-pgpass",
        Pw,
        r##"machine git.internal.corp
  login {U}
  password {V}
"##,
    ),
    (
        "pgpass",
        Pw,
        r##"# hostname:port:database:username:password
pg-replica.internal:5432:*:{U}:{V}
"##,
    ),
    (
        "npmrc-pypirc",
        Fmt("npm token"),
        r##"registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken={V}
"##,
    ),
    (
        "maven-settings",
        Pw,
        r##"  <servers>
    <server>
      <id>nexus-releases</id>
      <username>{U}</username>
      <password>{V}</password>
    </server>
  </servers>
"##,
    ),
    (
        "gradle-properties",
        Gen,
        r##"org.gradle.jvmargs=-Xmx4g
signing.keyId=24875D73
ossrhToken={V}
"##,
    ),
    (
        "xml-config",
        Pw,
        r##"<connectionStrings>
  <add name="Crm" connectionString="Data Source=crm-sql;Initial Catalog=Crm;User ID={U};Password={V}" providerName="System.Data.SqlClient" />
</connectionStrings>
"##,
    ),
    // Source code in many languages
    (
        "kotlin",
        Tok,
        r##"object ApiConfig {
    const val BASE_URL = "https://api.vantage-pay.com/"
    const val API_KEY = "{V}"
}
"##,
    ),
    (
        "kotlin",
        Pw,
        r##"val ds = HikariDataSource().apply {
    jdbcUrl = "jdbc:mysql://db:3306/app"
    username = "{U}"
    password = "{V}"
}
"##,
    ),
    (
        "swift",
        Tok,
        r##"var request = URLRequest(url: URL(string: "https://api.lumen.ai/v1/chat")!)
request.setValue("Bearer {V}", forHTTPHeaderField: "Authorization")
"##,
    ),
    (
        "swift",
        Pw,
        r##"let config = PostgresConfiguration(hostname: "localhost", username: "{U}", password: "{V}", database: "notes")
"##,
    ),
    (
        "php",
        Pw,
        r##"<?php
$pdo = new PDO('mysql:host=localhost;dbname=shop', '{U}', '{V}');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
"##,
    ),
    (
        "php",
        Fmt("stripe live secret key"),
        r##"<?php
return [
    'stripe' => [
        'secret' => '{V}',
    ],
];
"##,
    ),
    (
        "ruby",
        Fmt("github classic pat"),
        r##"Octokit.configure do |c|
  c.access_token = "{V}"
  c.auto_paginate = true
end
"##,
    ),
    (
        "ruby",
        Pw,
        r##"ActiveRecord::Base.establish_connection(
  adapter: "postgresql", host: "db", username: "{U}", password: "{V}", database: "warehouse"
)
"##,
    ),
    (
        "csharp",
        Pw,
        r##"var factory = new ConnectionFactory {
    HostName = "rabbit.internal",
    UserName = "{U}",
    Password = "{V}"
};
"##,
    ),
    (
        "csharp",
        Tok,
        r##"builder.Services.AddHttpClient("partner", c => {
    c.DefaultRequestHeaders.Add("X-API-Key", "{V}");
});
"##,
    ),
    (
        "lua",
        Tok,
        r##"local http = require("resty.http")
local API_TOKEN = "{V}"
local res = http.new():request_uri(url, { headers = { ["Authorization"] = "Token " .. API_TOKEN } })
"##,
    ),
    (
        "lua",
        Pw,
        r##"local db = mysql:new()
db:connect{ host = "127.0.0.1", port = 3306, database = "game", user = "{U}", password = "{V}" }
"##,
    ),
    (
        "perl",
        Pw,
        r##"my $dbh = DBI->connect("dbi:Pg:dbname=stock;host=pg01", "{U}", "{V}", { RaiseError => 1 });
"##,
    ),
    (
        "perl",
        Tok,
        r##"my $ua = LWP::UserAgent->new;
$ua->default_header('X-Auth-Token' => '{V}');
"##,
    ),
    (
        "dart",
        Tok,
        r##"final dio = Dio(BaseOptions(
  baseUrl: 'https://api.fernhill.app',
  headers: {'x-api-key': '{V}'},
));
"##,
    ),
    (
        "dart",
        Pw,
        r##"final conn = PostgreSQLConnection('db.local', 5432, 'app', username: '{U}', password: '{V}');
"##,
    ),
    (
        "scala",
        Pw,
        r##"val xa = Transactor.fromDriverManager[IO](
  "org.postgresql.Driver", "jdbc:postgresql:ledger", "{U}", "{V}"
)
"##,
    ),
    (
        "scala",
        Tok,
        r##"  val slackToken: String = sys.env.getOrElse("SLACK_TOKEN", "{V}")
"##,
    ),
    (
        "elixir",
        Pw,
        r##"config :my_app, MyApp.Repo,
  username: "{U}",
  password: "{V}",
  hostname: "localhost",
  database: "my_app_prod"
"##,
    ),
    (
        "elixir",
        Fmt("stripe restricted key"),
        r##"config :stripity_stripe, api_key: "{V}"
"##,
    ),
    (
        "zig",
        Tok,
        r##"const api_key = "{V}";

pub fn main() !void {
    try client.setHeader("Authorization", "Bearer " ++ api_key);
}
"##,
    ),
    (
        "r-lang",
        Fmt("openai service account key"),
        r##"library(httr)
Sys.setenv(OPENAI_API_KEY = "{V}")
res <- POST(url, add_headers(Authorization = paste("Bearer", Sys.getenv("OPENAI_API_KEY"))))
"##,
    ),
    (
        "r-lang",
        Pw,
        r##"con <- dbConnect(RPostgres::Postgres(), dbname = "survey", host = "10.1.1.4",
                 user = "{U}", password = "{V}")
"##,
    ),
    (
        "julia",
        Tok,
        r##"using HTTP
const TOKEN = "{V}"
r = HTTP.get("https://api.quarry.io/v1/jobs", ["Authorization" => "Bearer $TOKEN"])
"##,
    ),
    (
        "julia",
        Pw,
        r##"conn = LibPQ.Connection("host=db user={U} password={V} dbname=sim")
"##,
    ),
    (
        "sql",
        Pw,
        r##"CREATE USER {U} WITH ENCRYPTED PASSWORD '{V}';
GRANT CONNECT ON DATABASE analytics TO {U};
"##,
    ),
    (
        "sql",
        Pw,
        r##"ALTER LOGIN [{U}] WITH PASSWORD = N'{V}', CHECK_POLICY = OFF;
GO
"##,
    ),
    (
        "sql",
        Tok,
        r##"INSERT INTO integrations (name, api_key, created_at)
VALUES ('hubspot', '{V}', NOW());
"##,
    ),
    (
        "go",
        Tok,
        r##"	client := resty.New().
		SetBaseURL("https://api.corvid.io").
		SetAuthToken("{V}")
"##,
    ),
    (
        "rust-src",
        UrlPw,
        r##"    let pool = PgPoolOptions::new()
        .connect("postgres://{U}:{V}@localhost/inventory")
        .await?;
"##,
    ),
    (
        "haskell-ocaml",
        Tok,
        r##"apiKey :: Text
apiKey = "{V}"

main = runReq defaultHttpConfig $ req GET url NoReqBody bsResponse (header "X-Api-Key" (encodeUtf8 apiKey))
"##,
    ),
    (
        "haskell-ocaml",
        Pw,
        r##"let conn = Pgx.connect ~host:"db" ~user:"{U}" ~password:"{V}" ~database:"books" ()
"##,
    ),
    (
        "nim-crystal",
        Tok,
        r##"let client = newHttpClient()
client.headers = newHttpHeaders({"Authorization": "Bearer {V}"})
"##,
    ),
    (
        "groovy-jenkins",
        Pw,
        r##"sh "sshpass -p '{V}' ssh {U}@build-agent-07 'sudo systemctl restart agent'"
"##,
    ),
    (
        "fsharp-clojure",
        Tok,
        r##"(def config {:api-url "https://api.tessellate.io"
             :api-key "{V}"
             :timeout-ms 5000})
"##,
    ),
    (
        "erlang",
        Pw,
        r##"{ok, C} = epgsql:connect(#{host => "localhost", username => "{U}", password => "{V}", database => "chat"}).
"##,
    ),
    (
        "fortran-cobol",
        Pw,
        r##"       01 WS-DB-USER      PIC X(20) VALUE '{U}'.
       01 WS-DB-PASSWORD  PIC X(20) VALUE '{V}'.
"##,
    ),
    (
        "solidity-hardhat",
        Hex(64),
        r##"module.exports = {
  solidity: "0.8.24",
  networks: { sepolia: { url: RPC_URL, accounts: ["0x{V}"] } },
};
"##,
    ),
    (
        "javascript",
        Tok,
        r##"const client = new Client({
  auth: "{V}",
  timeoutMs: 30_000,
});
"##,
    ),
    (
        "typescript",
        Pw,
        r##"export const redis = new Redis({ host: "cache.internal", port: 6379, password: "{V}" });
"##,
    ),
    (
        "python",
        Tok,
        r##"import requests

HEADERS = {"Authorization": "Token {V}", "Accept": "application/json"}
resp = requests.get("https://api.heliograph.io/v3/sites", headers=HEADERS, timeout=10)
"##,
    ),
    (
        "python",
        UrlPw,
        r##"engine = create_engine(
    "mssql+pyodbc://{U}:{V}@sql-bi/warehouse?driver=ODBC+Driver+18+for+SQL+Server"
)
"##,
    ),
    (
        "java",
        Pw,
        r##"    Connection conn = DriverManager.getConnection(
        "jdbc:oracle:thin:@ora-prod:1521/ORCL", "{U}", "{V}");
"##,
    ),
    (
        "shell-script",
        Fmt("hugging face token"),
        r##"#!/usr/bin/env bash
set -euo pipefail
export HF_TOKEN={V}
huggingface-cli upload org/model ./out
"##,
    ),
    (
        "private-key-file",
        Pem("\n"),
        r##"# deploy key for the config repo, added 2026-03-02
{V}
"##,
    ),
    (
        "private-key-in-yaml",
        Pem("\n    "),
        r##"tls:
  key: |
    {V}
"##,
    ),
    // Tool output
    (
        "env-dump",
        Fmt("openai project key"),
        r##"$ env | sort
HOME=/home/{U}
HOSTNAME=worker-5c9f
LANG=C.UTF-8
OPENAI_API_KEY={V}
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin
"##,
    ),
    (
        "env-dump",
        Pw,
        r##"PWD=/srv/app
REDIS_HOST=cache
REDIS_PASSWORD={V}
SHLVL=1
"##,
    ),
    (
        "docker-inspect",
        Pw,
        r##"            "Env": [
                "POSTGRES_DB=metrics",
                "POSTGRES_PASSWORD={V}",
                "PGDATA=/var/lib/postgresql/data"
            ],
"##,
    ),
    (
        "ps-listing",
        Pw,
        r##"USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
{U}      48213  0.3  1.2 412344 98212 ?        Sl   09:12   0:04 mysqldump -h db01 -u backup --password={V} --all-databases
"##,
    ),
    (
        "cli-listing",
        Fmt("stripe live secret key"),
        r##"$ heroku config -a billing-api
=== billing-api Config Vars
DATABASE_URL:    postgres://ucd3:pw@ec2-3-4.compute-1.amazonaws.com:5432/d8f
STRIPE_SECRET:   {V}
WEB_CONCURRENCY: 2
"##,
    ),
    (
        "cli-listing",
        Tok,
        r##"$ gh secret list
NAME           UPDATED
DEPLOY_KEY     about 2 days ago
$ echo $DEPLOY_TOKEN
{V}
"##,
    ),
    (
        "kubectl-output",
        Gen,
        r##"$ kubectl get secret api-keys -o jsonpath='{.data.signing}' | base64 -d
{V}
"##,
    ),
    (
        "debug-log",
        Tok,
        r##"2026-02-11 14:02:33,118 DEBUG urllib3.connectionpool: https://api.sift.io:443 "POST /v205/events HTTP/1.1" 200 112
2026-02-11 14:02:33,119 DEBUG client: request headers {'Authorization': 'Bearer {V}', 'User-Agent': 'sift-python/5.6'}
"##,
    ),
    (
        "debug-log",
        Pw,
        r##"[2026-04-02T08:15:44.907Z] debug: connecting to mongodb with options {"user":"{U}","pass":"{V}","authSource":"admin"}
"##,
    ),
    (
        "http-request-dump",
        Fmt("anthropic api key"),
        r##"> POST /v1/messages HTTP/2
> Host: api.anthropic.com
> x-api-key: {V}
> anthropic-version: 2023-06-01
> content-type: application/json
"##,
    ),
    (
        "http-request-dump",
        Basic,
        r##"GET /repository/maven-releases/ HTTP/1.1
Host: nexus.corp.local
Authorization: Basic {V}
User-Agent: Apache-Maven/3.9.6
"##,
    ),
    (
        "http-response-dump",
        Jwt,
        r##"HTTP/1.1 200 OK
Content-Type: application/json
Cache-Control: no-store

{"access_token":"{V}","token_type":"Bearer","expires_in":3600}
"##,
    ),
    (
        "test-failure",
        Tok,
        r##"FAILED tests/test_client.py::test_auth - AssertionError: assert 401 == 200
E   requests.exceptions.HTTPError: 401 Client Error for url: https://api.vendor.io/v1/me?api_key={V}
"##,
    ),
    (
        "test-failure",
        Pw,
        r##"--- FAIL: TestConnect (0.02s)
    db_test.go:41: connect("host=db user={U} password={V} sslmode=disable"): dial tcp 10.0.0.7:5432: i/o timeout
"##,
    ),
    (
        "stack-trace-python",
        UrlPw,
        r##"Traceback (most recent call last):
  File "/srv/app/worker.py", line 88, in <module>
    broker = Connection("amqp://{U}:{V}@rabbit.internal:5672//")
kombu.exceptions.OperationalError: [Errno 111] Connection refused
"##,
    ),
    (
        "stack-trace-java",
        Pw,
        r##"Exception in thread "main" java.sql.SQLException: Access denied for user '{U}'@'10.2.3.4' (using password: YES)
	at com.acme.db.Pool.open(Pool.java:57) [props: user={U}, password={V}]
	at com.acme.Main.main(Main.java:12)
"##,
    ),
    (
        "stack-trace-go",
        Tok,
        r##"panic: runtime error: invalid memory address or nil pointer dereference
goroutine 1 [running]:
main.newClient({0xc000014090, 0x28}, {0x7ffd, 0x3c} /* token="{V}" */)
	/src/cmd/sync/main.go:44 +0x1d
"##,
    ),
    (
        "stack-trace-dotnet",
        UrlPw,
        r##"Unhandled exception. System.ArgumentException: Format of the initialization string does not conform to specification starting at index 0.
   Connection string: Host=pg;Username={U};Password={V};Database=erp
   at Npgsql.NpgsqlConnectionStringBuilder..ctor(String connectionString)
"##,
    ),
    (
        "stack-trace-node",
        Tok,
        r##"Error: Request failed with status code 403
    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)
  config: { headers: { 'X-Api-Key': '{V}', 'User-Agent': 'axios/1.6.2' } }
"##,
    ),
    (
        "stack-trace-ruby-php",
        Pw,
        r##"PDOException: SQLSTATE[HY000] [1045] Access denied for user 'app'@'172.18.0.5'
#0 /var/www/html/db.php(12): PDO->__construct('mysql:host=db;d...', '{U}', '{V}')
#1 {main}
"##,
    ),
    (
        "stack-trace-rust",
        Tok,
        r##"thread 'main' panicked at src/main.rs:31:10:
called `Result::unwrap()` on an `Err` value: Api { status: 401, body: "invalid key {V}" }
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
"##,
    ),
    (
        "jupyter-output",
        Gen,
        r##"In [4]: os.environ["COHERE_API_KEY"]
Out[4]: '{V}'
"##,
    ),
    (
        "jupyter-output",
        Pw,
        r##"    "outputs": [
     {
      "name": "stdout",
      "output_type": "stream",
      "text": [
       "connected as {U} with password {V}\n"
      ]
     }
    ],
"##,
    ),
    (
        "terraform-output",
        Pw,
        r##"Outputs:

admin_password = "{V}"
db_endpoint = "prod-db.c9akciq32.eu-west-1.rds.amazonaws.com"
"##,
    ),
    (
        "aws-cli-output",
        AwsSecret,
        r##"$ aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deploy --role-session-name ci
{
    "Credentials": {
        "AccessKeyId": "ASIA{KEYID}",
        "SecretAccessKey": "{V}",
        "Expiration": "2026-05-01T12:00:00Z"
    }
}
"##,
    ),
    (
        "git-output",
        Fmt("github app installation token"),
        r##"$ git remote -v
origin	https://x-access-token:{V}@github.com/acme/infra.git (fetch)
origin	https://x-access-token:{V2}@github.com/acme/infra.git (push)
"##,
    ),
    (
        "shell-history",
        Pw,
        r##"  501  ssh {U}@10.0.4.2
  502  mysql -u root -p{V} -e 'show databases'
  503  exit
"##,
    ),
    (
        "shell-history",
        Fmt("gitlab pat"),
        r##"1044  curl -s -H "PRIVATE-TOKEN: {V}" https://gitlab.corp/api/v4/projects | jq '.[].name'
"##,
    ),
    // URLs with credentials in many schemes
    (
        "url-postgres",
        UrlPw,
        r##"DATABASE_URL=postgresql://{U}:{V}@pg.prod.internal:5432/core?sslmode=require
"##,
    ),
    (
        "url-mongodb",
        UrlPw,
        r##"MONGO_URI="mongodb+srv://{U}:{V}@cluster0.x7k2p.mongodb.net/app?retryWrites=true&w=majority"
"##,
    ),
    (
        "url-redis",
        UrlPw,
        r##"cache_url: rediss://default:{V}@redis-12345.c1.eu-west-1-2.ec2.cloud.redislabs.com:12345/0
"##,
    ),
    (
        "url-amqp",
        UrlPw,
        r##"CELERY_BROKER_URL = "amqps://{U}:{V}@b-4f1e.mq.eu-west-1.amazonaws.com:5671/vhost"
"##,
    ),
    (
        "url-ftp-sftp",
        UrlPw,
        r##"lftp -e "mirror -R ./dist /public_html" ftp://{U}:{V}@ftp.hosting.example-isp.net
"##,
    ),
    (
        "url-smtp",
        UrlPw,
        r##"EMAIL_URL=smtp+tls://{U}:{V}@smtp.office365.com:587
"##,
    ),
    (
        "url-ldap",
        UrlPw,
        r##"ldap_uri = "ldaps://{U}:{V}@ldap.corp.local:636/dc=corp,dc=local"
"##,
    ),
    (
        "url-mysql-jdbc",
        UrlPw,
        r##"jdbc:mysql://db.internal:3306/orders?user={U}&password={V}&useSSL=true
"##,
    ),
    (
        "url-git-https",
        UrlPw,
        r##"git clone https://{U}:{V}@bitbucket.org/acme/payments.git
"##,
    ),
    (
        "url-proxy",
        UrlPw,
        r##"export https_proxy=http://{U}:{V}@proxy.corp.local:3128
"##,
    ),
    (
        "url-clickhouse-elastic",
        UrlPw,
        r##"ELASTICSEARCH_URL=https://elastic:{V}@es-prod.es.eu-central-1.aws.cloud.es.io:9243
"##,
    ),
    (
        "url-kafka-nats",
        UrlPw,
        r##"nats_url: nats://{U}:{V}@nats-1.msg.internal:4222
"##,
    ),
    (
        "url-s3-query",
        Tok,
        r##"https://hooks.ops-relay.net/v1/ingest?source=fluent&token={V}
"##,
    ),
    // Human text
    (
        "commit-message",
        Tok,
        r##"commit 3f1c0ad7e9b2c4f1a8d6e5b4c3a2f1e0d9c8b7a6
Author: {U} <{U}@corp.example>
Date:   Tue Mar 3 10:14:02 2026 +0100

    ci: switch deploy to the new token

    Using {V} until the vault integration is merged.
"##,
    ),
    (
        "commit-message",
        Pw,
        r##"fix(db): connect with the new service user

The old password expired. New one is {V} (rotate after the release).
"##,
    ),
    (
        "issue-comment",
        Tok,
        r##"**Steps to reproduce**
1. `export ACME_TOKEN={V}`
2. run `acme deploy --env staging`
3. see `Error: 500 Internal Server Error`
"##,
    ),
    (
        "issue-comment",
        Pw,
        r##"@{U} I still get "authentication failed" with user `admin` and password `{V}` on the staging box, any idea?
"##,
    ),
    (
        "pr-comment",
        Tok,
        r##"> + const key = process.env.MAPS_KEY ?? "{V}";

Please don't hardcode the fallback, this is the production key.
"##,
    ),
    (
        "chat-slack",
        Pw,
        r##"{U}  11:02
the wifi password for the lab is {V}
"##,
    ),
    (
        "chat-slack",
        Fmt("slack bot token"),
        r##"{U}  4:41 PM
here's the staging key, expires friday: {V}
"##,
    ),
    (
        "chat-teams-discord",
        Tok,
        r##"[09:13] {U}: can someone paste the bot token again?
[09:14] mara: {V}
[09:14] mara: pls don't commit it this time
"##,
    ),
    (
        "ticket",
        Pw,
        r##"Ticket #48213 — Access request
Requester: {U}
Status: Resolved
Resolution: Account created. Temporary password: {V} (must be changed at first login).
"##,
    ),
    (
        "email",
        Pw,
        r##"From: IT Service Desk <servicedesk@corp.example>
To: {U}@corp.example
Subject: Your VPN account

Hello,

your VPN account is ready. Username: {U}
Password: {V}

Regards, IT
"##,
    ),
    (
        "email",
        Tok,
        r##"Hi team,

as discussed in the call, the API key for the partner sandbox is

    {V}

Please store it in the vault and delete this email.
"##,
    ),
    (
        "wiki-page",
        Pw,
        r##"h2. Staging environment

|| Service || URL || Login ||
| Grafana | https://grafana.stg.corp | admin / {V} |
| Kibana | https://kibana.stg.corp | SSO |
"##,
    ),
    (
        "wiki-page",
        Tok,
        r##"## Local setup

Add this to your `.env` (shared dev key, do not use in prod):

```
PAYMENTS_API_KEY={V}
```
"##,
    ),
    (
        "human-german",
        Pw,
        r##"Hallo {U},

das Passwort für den Testserver lautet {V} — bitte nach dem ersten Login ändern.

Viele Grüße
"##,
    ),
    (
        "human-german",
        Tok,
        r##"Kurze Info: der neue API-Schlüssel für das Staging ist {V}, der alte wurde gesperrt.
"##,
    ),
    (
        "human-french",
        Pw,
        r##"Bonjour,

Voici vos identifiants : utilisateur {U}, mot de passe : {V}

Cordialement,
Le support
"##,
    ),
    (
        "human-french",
        Tok,
        r##"Salut, tu peux utiliser cette clé d'API en attendant : {V}
"##,
    ),
    (
        "human-spanish",
        Pw,
        r##"Hola {U}, la contraseña del router es {V}. No la compartas por favor.
"##,
    ),
    (
        "human-spanish",
        Tok,
        r##"Te paso el token de acceso para la API de pagos: {V} (caduca el viernes)
"##,
    ),
    (
        "human-portuguese",
        Pw,
        r##"Oi {U}! A senha do banco de homologação é {V}, qualquer coisa me chama.
"##,
    ),
    (
        "human-japanese",
        Pw,
        r##"{U}さん、お疲れ様です。
検証環境のパスワードは {V} です。ログイン後に変更してください。
"##,
    ),
    (
        "human-japanese",
        Tok,
        r##"APIキーを共有します：{V}
本番では使わないでください。
"##,
    ),
    (
        "human-chinese",
        Pw,
        r##"测试服务器的账号是 {U}，密码：{V}，用完请及时修改。
"##,
    ),
    (
        "human-chinese",
        Tok,
        r##"新的访问令牌：{V}（有效期7天）
"##,
    ),
    (
        "human-russian",
        Pw,
        r##"Привет! Пароль от тестовой базы: {V}, логин {U}.
"##,
    ),
    (
        "human-russian",
        Tok,
        r##"Вот токен для API: {V} — не коммить его, пожалуйста.
"##,
    ),
    (
        "human-polish",
        Pw,
        r##"Cześć {U}, hasło do panelu to {V}. Zmień je po zalogowaniu.
"##,
    ),
    (
        "human-turkish",
        Pw,
        r##"Merhaba {U}, sunucu şifresi: {V} — lütfen kimseyle paylaşma.
"##,
    ),
    (
        "human-italian-dutch",
        Pw,
        r##"Ciao {U}, la password del database di test è {V}.
"##,
    ),
    (
        "human-italian-dutch",
        Tok,
        r##"Hoi, hier is de API-sleutel voor de testomgeving: {V}
"##,
    ),
    // Agent transcripts and MCP tool results
    (
        "mcp-tool-result",
        Fmt("resend api key"),
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"$ cat .env\nNODE_ENV=production\nRESEND_API_KEY={V}\nPORT=3000\n"}],"isError":false}}
"##,
    ),
    (
        "mcp-tool-result",
        Pw,
        r##"{"jsonrpc":"2.0","id":12,"result":{"content":[{"type":"text","text":"[database]\nhost = \"db.prod\"\nuser = \"{U}\"\npassword = \"{V}\"\n"}]}}
"##,
    ),
    (
        "mcp-tool-result",
        Pem("\\n"),
        r##"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"{V}\n"}]}}
"##,
    ),
    (
        "agent-transcript",
        Tok,
        r##"{"role":"tool","tool_call_id":"call_8f2","content":"Found in config/secrets.yml line 4:\n  api_token: {V}\n"}
"##,
    ),
    (
        "agent-transcript",
        Pw,
        r##"{"type":"tool_result","tool_use_id":"toolu_01","content":[{"type":"text","text":"DB_HOST=10.0.0.3\nDB_USER={U}\nDB_PASSWORD={V}\n"}]}
"##,
    ),
    (
        "agent-transcript",
        Jwt,
        r##"{"type":"assistant","message":{"content":[{"type":"text","text":"I called the API with the session token `{V}` and got 403."}]}}
"##,
    ),
    (
        "gcp-service-account-json",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "ledger-prod-4411",
  "private_key_id": "a3f9c2d1e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3",
  "private_key": "{V}\n",
  "client_email": "ci-deployer@ledger-prod-4411.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "jwt-in-config",
        Jwt,
        r##"SUPABASE_SERVICE_ROLE_KEY={V}
"##,
    ),
    (
        "jwt-in-curl",
        Jwt,
        r##"curl -X POST https://api.kestrelcloud.io/v2/exports \
  -H "Authorization: Bearer {V}" \
  -d '{"format":"csv"}'
"##,
    ),
];

/// Renderings of each negative template.
const NEG_PER: usize = 6;

/// (family, template) of the hard negatives: nothing in them is a secret. `{SHA1}` a commit id,
/// `{SHA256}` a digest, `{UUID}` a random UUID, `{U}` a user name.
const NEGATIVES: &[(&str, &str)] = &[
    (
        "hcl-terraform",
        r##"resource "azurerm_mssql_server" "ledger" {
  administrator_login          = var.sql_admin_login
  administrator_login_password = var.sql_admin_password
}
"##,
    ),
    (
        "hcl-terraform",
        r##"provider "fastly" {
  api_key = data.vault_generic_secret.fastly.data["api_key"]
}
"##,
    ),
    (
        "hcl-nomad-vault",
        r##"template {
  data = <<EOT
DB_PASSWORD={{ with secret "kv/data/db" }}{{ .Data.data.password }}{{ end }}
EOT
}
"##,
    ),
    (
        "nix",
        r##"  services.grafana.settings.security.admin_password = "$__file{/run/secrets/grafana-admin}";
"##,
    ),
    (
        "nix",
        r##"  src = fetchFromGitHub {
    owner = "{U}";
    repo = "tool";
    rev = "{SHA1}";
    hash = "sha256-{B64HASH}";
  };
"##,
    ),
    (
        "cue",
        r##"db: {
	user:     string | *"app"
	password: string @tag(dbPassword)
}
"##,
    ),
    (
        "jsonnet",
        r##"{
  webhook: { secret_token: std.extVar('WEBHOOK_SECRET') },
}
"##,
    ),
    (
        "dhall",
        r##"let Config = ./Config.dhall
in  Config::{ dbUser = env:DB_USER as Text, dbPassword = env:DB_PASSWORD as Text }
"##,
    ),
    (
        "ini",
        r##"[database]
user = app
password = <your-db-password>
"##,
    ),
    (
        "ini",
        r##"[sync]
api_token = ${SYNC_API_TOKEN}
; get one from https://portal.example.com/settings/tokens
"##,
    ),
    (
        "java-properties",
        r##"spring.datasource.username=${DB_USER}
spring.datasource.password=${DB_PASSWORD:}
spring.jpa.open-in-view=false
"##,
    ),
    (
        "java-properties",
        r##"# set in the environment, never here
mail.smtp.password=
app.security.jwt.secret=CHANGE_ME
"##,
    ),
    (
        "powershell",
        r##"$secure = Read-Host -AsSecureString -Prompt 'Password'
$cred = New-Object System.Management.Automation.PSCredential('CORP\{U}', $secure)
"##,
    ),
    (
        "powershell",
        r##"$token = (Get-Secret -Name ArtifactToken -AsPlainText)
Invoke-RestMethod -Uri $uri -Headers @{ Authorization = "Bearer $token" }
"##,
    ),
    (
        "windows-batch",
        r##"set /p SQLPASS=Enter the SQL password:
sqlcmd -S REPORTS01 -U %SQLUSER% -P %SQLPASS% -i nightly.sql
"##,
    ),
    (
        "makefile",
        r##"push:
	echo "$(REGISTRY_TOKEN)" | docker login $(REGISTRY) -u ci --password-stdin
"##,
    ),
    (
        "github-actions",
        r##"      - name: Publish
        env:
          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
        run: npm publish
      - uses: actions/cache@{SHA1}
"##,
    ),
    (
        "gitlab-ci",
        r##"deploy:
  variables:
    SENTRY_AUTH_TOKEN: $SENTRY_AUTH_TOKEN
  script:
    - echo "deploying $CI_COMMIT_SHA"
"##,
    ),
    (
        "helm-values",
        r##"auth:
  rootUser: admin
  # rootPassword: ""  # generated when empty
  existingSecret: minio-root
"##,
    ),
    (
        "helm-values",
        r##"image:
  repository: registry.example.com/api
  digest: sha256:{SHA256}
datadog:
  apiKeyExistingSecret: datadog-secret
"##,
    ),
    (
        "systemd-unit",
        r##"[Service]
EnvironmentFile=/etc/exporter/credentials
LoadCredential=db-password:/etc/credstore/db-password
ExecStart=/usr/local/bin/postgres_exporter
"##,
    ),
    (
        "nginx",
        r##"location /internal/ {
    auth_basic "Restricted";
    auth_basic_user_file /etc/nginx/.htpasswd;
    proxy_set_header X-Request-Id $request_id;
}
"##,
    ),
    (
        "apache",
        r##"<Location /ldap-protected>
    AuthLDAPBindDN "cn=reader,ou=Service,dc=corp,dc=local"
    AuthLDAPBindPassword "exec:/usr/local/bin/ldap-pass"
</Location>
"##,
    ),
    (
        "caddyfile",
        r##"example.org {
	tls {
		dns cloudflare {env.CF_API_TOKEN}
	}
}
"##,
    ),
    (
        "kafka-jaas",
        r##"KafkaClient {
  org.apache.kafka.common.security.plain.PlainLoginModule required
  username="${KAFKA_USER}"
  password="${KAFKA_PASSWORD}";
};
"##,
    ),
    (
        "aspnet-appsettings",
        r##"{
  "ConnectionStrings": {
    "Default": "Server=sql01;Database=Shop;Integrated Security=True;TrustServerCertificate=True"
  },
  "Jwt": { "Key": "" }
}
"##,
    ),
    (
        "symfony-laravel-env",
        r##"APP_KEY=
DB_PASSWORD=
MAIL_PASSWORD=null
STRIPE_SECRET=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
"##,
    ),
    (
        "django-settings",
        r##"SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DATABASES = {"default": dj_database_url.config(conn_max_age=600)}
"##,
    ),
    (
        "docker-compose",
        r##"    environment:
      - MARIADB_PASSWORD_FILE=/run/secrets/db_password
      - MARIADB_USER=${DB_USER:-app}
"##,
    ),
    (
        "kubernetes-secret",
        r##"apiVersion: v1
kind: Secret
metadata:
  name: registry-auth
  uid: {UUID}
  resourceVersion: "48213"
type: Opaque
"##,
    ),
    (
        "maven-settings",
        r##"    <server>
      <id>nexus-releases</id>
      <username>${env.NEXUS_USER}</username>
      <password>${env.NEXUS_PASSWORD}</password>
    </server>
"##,
    ),
    (
        "kotlin",
        r##"object ApiConfig {
    val API_KEY: String = BuildConfig.API_KEY
    val password = System.getenv("DB_PASSWORD") ?: error("DB_PASSWORD not set")
}
"##,
    ),
    (
        "swift",
        r##"let token = try keychain.get("api-token")
request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
"##,
    ),
    (
        "php",
        r##"<?php
$pdo = new PDO($dsn, getenv('DB_USER'), getenv('DB_PASSWORD'));
$hash = password_hash($password, PASSWORD_DEFAULT);
"##,
    ),
    (
        "ruby",
        r##"Octokit.configure do |c|
  c.access_token = ENV.fetch("GITHUB_TOKEN")
end
"##,
    ),
    (
        "csharp",
        r##"var factory = new ConnectionFactory {
    UserName = config["Rabbit:User"],
    Password = config["Rabbit:Password"]
};
"##,
    ),
    (
        "lua",
        r##"local API_TOKEN = os.getenv("API_TOKEN") or error("API_TOKEN missing")
"##,
    ),
    (
        "perl",
        r##"my $dbh = DBI->connect($dsn, $ENV{DB_USER}, $ENV{DB_PASS}, { RaiseError => 1 });
"##,
    ),
    (
        "dart",
        r##"const apiKey = String.fromEnvironment('API_KEY');
final password = Platform.environment['DB_PASSWORD'];
"##,
    ),
    (
        "scala",
        r##"  val slackToken: String = sys.env("SLACK_TOKEN")
  val password = config.getString("db.password")
"##,
    ),
    (
        "elixir",
        r##"config :my_app, MyApp.Repo,
  password: System.fetch_env!("DB_PASSWORD")
"##,
    ),
    (
        "zig",
        r##"const api_key = std.posix.getenv("API_KEY") orelse return error.MissingKey;
"##,
    ),
    (
        "r-lang",
        r##"key <- Sys.getenv("OPENAI_API_KEY")
con <- dbConnect(RPostgres::Postgres(), password = keyring::key_get("survey-db"))
"##,
    ),
    (
        "julia",
        r##"const TOKEN = get(ENV, "QUARRY_TOKEN", "")
"##,
    ),
    (
        "sql",
        r##"CREATE USER app_reader WITH PASSWORD NULL;
SELECT id, password_hash FROM users WHERE email = :email;
"##,
    ),
    (
        "sql",
        r##"-- rotate: ALTER ROLE app WITH PASSWORD 'xxxxxxxx';
INSERT INTO audit (actor, action, request_id) VALUES ('{U}', 'login', '{UUID}');
"##,
    ),
    (
        "go",
        r##"	client := resty.New().SetAuthToken(os.Getenv("CORVID_TOKEN"))
"##,
    ),
    (
        "python",
        r##"HEADERS = {"Authorization": f"Token {os.environ['API_TOKEN']}"}
password = getpass.getpass("Password: ")
"##,
    ),
    (
        "java",
        r##"    Connection conn = DriverManager.getConnection(url, props.getProperty("user"), props.getProperty("password"));
"##,
    ),
    (
        "javascript",
        r##"const client = new Client({ auth: process.env.NOTION_TOKEN });
const password = await prompt("password: ", { hidden: true });
"##,
    ),
    (
        "private-key-file",
        r##"-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEEVs/o5+uQbTjL3chynL4wXgUg2R9
q9UU8I5mEovUf86QZ7kOBIjJwqnzD1omageEHWwHdBO6B+dFabmdT9POxg==
-----END PUBLIC KEY-----
"##,
    ),
    (
        "private-key-file",
        r##"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl {U}@laptop
"##,
    ),
    (
        "env-dump",
        r##"$ env | sort
HOME=/home/{U}
HOSTNAME=worker-5c9f
INVOCATION_ID={HEX32}
OPENAI_API_KEY=
PATH=/usr/local/bin:/usr/bin
"##,
    ),
    (
        "docker-inspect",
        r##"            "Image": "sha256:{SHA256}",
            "Env": [
                "POSTGRES_PASSWORD_FILE=/run/secrets/pg",
                "PGDATA=/var/lib/postgresql/data"
            ],
"##,
    ),
    (
        "cli-listing",
        r##"$ gh secret list
NAME           UPDATED
DEPLOY_KEY     about 2 days ago
NPM_TOKEN      about 1 month ago
"##,
    ),
    (
        "cli-listing",
        r##"$ docker images
REPOSITORY          TAG       IMAGE ID       CREATED        SIZE
api                 latest    {HEX12}   2 hours ago    184MB
"##,
    ),
    (
        "debug-log",
        r##"2026-02-11 14:02:33,119 DEBUG client: request headers {'Authorization': 'Bearer ***', 'X-Request-Id': '{UUID}'}
"##,
    ),
    (
        "debug-log",
        r##"[2026-04-02T08:15:44.907Z] debug: auth ok user={U} session={UUID} password=[REDACTED]
"##,
    ),
    (
        "http-request-dump",
        r##"> POST /v1/messages HTTP/2
> Host: api.anthropic.com
> x-api-key: $ANTHROPIC_API_KEY
> idempotency-key: {UUID}
"##,
    ),
    (
        "http-response-dump",
        r##"HTTP/1.1 200 OK
ETag: "{HEX32}"
X-Request-Id: {UUID}

{"token_type":"Bearer","expires_in":3600,"access_token":"<redacted>"}
"##,
    ),
    (
        "test-failure",
        r##"FAILED tests/test_hash.py::test_digest - AssertionError: assert '{SHA256}' == 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
"##,
    ),
    (
        "stack-trace-python",
        r##"Traceback (most recent call last):
  File "/srv/app/settings.py", line 12, in <module>
    SECRET_KEY = os.environ["SECRET_KEY"]
KeyError: 'SECRET_KEY'
"##,
    ),
    (
        "stack-trace-java",
        r##"java.lang.IllegalStateException: Could not resolve placeholder 'db.password' in value "${db.password}"
	at org.springframework.core.env.AbstractPropertyResolver.resolveRequiredPlaceholders(AbstractPropertyResolver.java:239)
"##,
    ),
    (
        "stack-trace-go",
        r##"goroutine 1 [running]:
main.main()
	/src/cmd/sync/main.go:44 +0x1d
exit status 2 (build {SHA1})
"##,
    ),
    (
        "jupyter-output",
        r##"In [4]: os.environ.get("COHERE_API_KEY") is None
Out[4]: True
"##,
    ),
    (
        "aws-cli-output",
        r##"$ aws configure list
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                <not set>             None    None
access_key     ****************ABCD shared-credentials-file
secret_key     ****************wxyz shared-credentials-file
"##,
    ),
    (
        "aws-cli-output",
        r##"# from the AWS documentation
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
"##,
    ),
    (
        "git-output",
        r##"$ git log --oneline -3
{SHA7} fix: retry on 429
{SHA7B} chore: bump deps
$ git rev-parse HEAD
{SHA1}
"##,
    ),
    (
        "shell-history",
        r##"  502  mysql -u root -p -e 'show databases'
  503  export API_KEY=$(pass show work/api-key)
"##,
    ),
    (
        "url-postgres",
        r##"DATABASE_URL=postgresql://user:password@localhost:5432/mydb
"##,
    ),
    (
        "url-mongodb",
        r##"MONGO_URI="mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true"
"##,
    ),
    (
        "url-redis",
        r##"cache_url: redis://:${REDIS_PASSWORD}@cache:6379/0
"##,
    ),
    (
        "url-git-https",
        r##"git clone https://github.com/{U}/dotfiles.git
git checkout {SHA1}
"##,
    ),
    (
        "url-proxy",
        r##"export https_proxy=http://proxy.corp.local:3128
export no_proxy=localhost,127.0.0.1,.corp.local
"##,
    ),
    (
        "commit-message",
        r##"commit {SHA1}
Author: {U} <{U}@corp.example>

    chore: move the API key to the secret store

    The key is now read from API_KEY; see docs/secrets.md.
"##,
    ),
    (
        "issue-comment",
        r##"**Steps to reproduce**
1. `export ACME_TOKEN=<your token>`
2. run `acme deploy --env staging`
"##,
    ),
    (
        "pr-comment",
        r##"> + const key = process.env.MAPS_KEY ?? "";

LGTM, thanks for removing the hardcoded key. Rebased on {SHA7}.
"##,
    ),
    (
        "chat-slack",
        r##"{U}  11:02
the wifi password is on the sticker under the router, not posting it here
"##,
    ),
    (
        "ticket",
        r##"Ticket #48213 — Access request
Requester: {U}
Resolution: Account created. A password reset link was sent to the user's e-mail.
"##,
    ),
    (
        "email",
        r##"Hello,

your VPN account is ready. Username: {U}
You will receive your password by SMS.

Regards, IT
"##,
    ),
    (
        "wiki-page",
        r##"## Local setup

Add this to your `.env`:

```
PAYMENTS_API_KEY=your-api-key-here
PAYMENTS_SECRET=xxxxxxxxxxxxxxxx
```
"##,
    ),
    (
        "human-german",
        r##"Hallo {U}, das Passwort bekommst du per Telefon, nicht per Mail.
"##,
    ),
    (
        "human-french",
        r##"Bonjour, le mot de passe est dans le coffre-fort (entrée « serveur de test »).
"##,
    ),
    (
        "human-spanish",
        r##"Hola, la contraseña está en el gestor de contraseñas, carpeta Infra.
"##,
    ),
    (
        "human-japanese",
        r##"パスワードは1Passwordの「検証環境」に保存してあります。
"##,
    ),
    (
        "human-chinese",
        r##"密码已通过企业微信单独发给你，请查收。
"##,
    ),
    (
        "human-russian",
        r##"Пароль лежит в Vault по пути secret/test-db, логин {U}.
"##,
    ),
    (
        "mcp-tool-result",
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"$ cat .env.example\nNODE_ENV=production\nRESEND_API_KEY=re_xxxxxxxxx\nPORT=3000\n"}],"isError":false}}
"##,
    ),
    (
        "mcp-tool-result",
        r##"{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"commit {SHA1}\nsha256 {SHA256}\nrequest {UUID}\n"}]}}
"##,
    ),
    (
        "agent-transcript",
        r##"{"role":"tool","tool_call_id":"call_8f2","content":"config/secrets.yml line 4:\n  api_token: <%= ENV['API_TOKEN'] %>\n"}
"##,
    ),
    (
        "jwt-in-config",
        r##"SUPABASE_ANON_KEY_EXAMPLE=your-anon-key
NEXT_PUBLIC_MAPBOX_TOKEN=pk.{PKMAPBOX}
"##,
    ),
];

const USERS: &[&str] = &[
    "okafor.n",
    "svc_ledger",
    "j.lindqvist",
    "deploybot7",
    "mhernandez",
    "etl_runner",
    "akowalska",
    "reporting_ro",
    "t.nakamura",
    "build-agent",
    "rfernandes",
    "ops_oncall",
];

/// The value a slot holds for case `i`: its kind and its text (all of it the secret).
fn value(rng: &mut Rng, slot: Slot, i: usize) -> (&'static str, String) {
    match slot {
        Pw => password(rng, i),
        UrlPw => url_password(rng, i),
        Tok => token(rng, i),
        Gen => random_secret(rng),
        Fmt(name) => provider_named(rng, name),
        Jwt => ("jwt", jwt(rng)),
        Pem(join) => pem(rng, join),
        AwsSecret => ("aws secret access key", rng.take(STD64, 40)),
        Basic => ("http basic", {
            let user = *rng.one(USERS);
            let (_, p) = password(rng, i);
            b64(format!("{user}:{p}").as_bytes(), false)
        }),
        Hex(n) => ("random hex", rng.take(HX, n)),
    }
}

/// Every labelled case of set m, `PER_CONTEXT` per context.
pub fn cases() -> Vec<Case> {
    let mut rng = Rng::new(SEED);
    let mut out = Vec::with_capacity(CONTEXTS.len() * PER_CONTEXT);
    for &(family, slot, template) in CONTEXTS {
        for i in 0..PER_CONTEXT {
            let (kind, value) = value(&mut rng, slot, i);
            let user = *rng.one(USERS);
            let key_id = rng.take(B32, 16);
            let filled = template
                .replace("{U}", user)
                .replace("{KEYID}", &key_id)
                .replace("{V2}", &value);
            assert_eq!(filled.matches("{V}").count(), 1, "one {{V}} in {template}");
            let at = filled.find("{V}").unwrap_or_default();
            let text = filled.replacen("{V}", &value, 1);
            out.push(Case {
                family,
                kind,
                text,
                secret: (at, at + value.len()),
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

/// Every hard negative of set m, `NEG_PER` renderings of each template: (family, text). A
/// finding anywhere in one is a false one.
pub fn negatives() -> Vec<(&'static str, String)> {
    let mut rng = Rng::new(SEED ^ 0x4E45_4741_5449_5645);
    let mut out = Vec::with_capacity(NEGATIVES.len() * NEG_PER);
    for &(family, template) in NEGATIVES {
        for _ in 0..NEG_PER {
            let sha1 = rng.take(HX, 40);
            let user = *rng.one(USERS);
            let text = template
                .replace("{U}", user)
                .replace("{SHA1}", &sha1)
                .replace("{SHA7}", &sha1[..7])
                .replace("{SHA7B}", &rng.take(HX, 7))
                .replace("{SHA256}", &rng.take(HX, 64))
                .replace("{HEX32}", &rng.take(HX, 32))
                .replace("{HEX12}", &rng.take(HX, 12))
                .replace("{UUID}", &uuid4(&mut rng))
                .replace("{B64HASH}", &b64(&rng.raw(32), false))
                .replace("{PKMAPBOX}", &{
                    let claims = format!(
                        "{{\"u\":\"{}\",\"a\":\"{}\"}}",
                        rng.take(LOWNUM, 9),
                        rng.take(LOWNUM, 25)
                    );
                    format!("{}.{}", b64(claims.as_bytes(), true), rng.take(URLSAFE, 22))
                });
            out.push((family, text));
        }
    }
    out
}

/// The most any one file gives a source: the first 512 KiB of it, cut at a line's end, so that
/// one large file (a channel manifest) does not fill a source.
const FILE_CAP: usize = 512 << 10;

/// A clean source: its name, roots (walked in this order), which files it takes (by their
/// path), the directory names it skips, its cap in bytes, and whether its NUL bytes separate
/// records (cargo's index cache), read as line breaks, rather than mark a file as binary.
struct Source {
    name: &'static str,
    roots: Vec<PathBuf>,
    take: fn(&Path) -> bool,
    skip: &'static [&'static str],
    cap: usize,
    nul_is_newline: bool,
}

fn home() -> PathBuf {
    PathBuf::from(std::env::var("HOME").unwrap_or_default())
}

/// Every toolchain rustup installed (a symlinked alias is not followed), in path order.
fn toolchains() -> Vec<PathBuf> {
    let rustup =
        std::env::var("RUSTUP_HOME").map_or_else(|_| home().join(".rustup"), PathBuf::from);
    let mut out: Vec<PathBuf> = std::fs::read_dir(rustup.join("toolchains"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| std::fs::symlink_metadata(p).is_ok_and(|m| m.is_dir()))
        .collect();
    out.sort();
    out
}

/// Set m's clean sources, none read by sets a-l or by the tuning (which read the cargo
/// registry's `src`, `/usr/share/doc` and `/etc`; sets d-l read the toolchain's HTML books and
/// API pages, set j Python 3.11's library without its tests).
fn sources() -> Vec<Source> {
    let cargo = std::env::var("CARGO_HOME").map_or_else(|_| home().join(".cargo"), PathBuf::from);
    let mut rust_roots = Vec::new();
    for t in toolchains() {
        rust_roots.push(t.join("lib/rustlib"));
        rust_roots.push(t.join("share/man"));
        rust_roots.push(t.join("share/doc"));
    }
    vec![
        Source {
            // Cargo's cache of the crates.io index: one JSON line per published version of
            // each crate the machine resolved (names, versions, features, dependencies and the
            // SHA-256 of every package), records separated by NUL bytes.
            name: "cargo_registry_index_cache",
            roots: vec![cargo.join("registry/index")],
            take: |_| true,
            skip: &[],
            cap: 6 << 20,
            nul_is_newline: true,
        },
        Source {
            // The rustup toolchains' own files beside their HTML docs and libraries: channel
            // manifests (download URLs and SHA-256 and xz hashes of every component), component
            // file lists, the debuggers' pretty-printers, rustc's and cargo's man pages, the
            // READMEs, copyright pages and licences.
            name: "rust_toolchain_manifests_man_pages_licences",
            roots: rust_roots,
            take: |_| true,
            skip: &["x86_64-unknown-linux-gnu", "html"],
            cap: 6 << 20,
            nul_is_newline: false,
        },
        Source {
            // The part of Debian's Python 3.11 that set j left out: its `test` package (the
            // regression-test driver and support modules).
            name: "python311_test_package",
            roots: vec![PathBuf::from("/usr/lib/python3.11/test")],
            take: |p| p.extension().is_none_or(|e| e != "pyc"),
            skip: &["__pycache__"],
            cap: 4 << 20,
            nul_is_newline: false,
        },
    ]
}

/// Every clean source of set m: its name, its text (files in path order, symlinks not followed,
/// files over 16 MiB, with a NUL byte (unless it separates records) or not UTF-8 skipped, each
/// file cut to `FILE_CAP`, until the source's cap) and the files taken.
pub fn clean() -> Vec<(&'static str, String, usize)> {
    sources()
        .into_iter()
        .map(|src| {
            let mut paths = Vec::new();
            for r in &src.roots {
                if std::fs::symlink_metadata(r).is_ok_and(|m| m.is_file()) {
                    paths.push(r.clone());
                } else {
                    walk(r, src.take, src.skip, &mut paths, 0);
                }
            }
            let mut text = String::new();
            let mut taken = 0;
            for p in paths {
                if text.len() >= src.cap {
                    break;
                }
                let mut bytes = read_small(&p);
                if src.nul_is_newline {
                    for b in &mut bytes {
                        if *b == 0 {
                            *b = b'\n';
                        }
                    }
                }
                if bytes.is_empty() || bytes.contains(&0) {
                    continue;
                }
                let Ok(s) = String::from_utf8(bytes) else {
                    continue;
                };
                text.push_str(capped(&s));
                if !text.ends_with('\n') {
                    text.push('\n');
                }
                taken += 1;
            }
            (src.name, text, taken)
        })
        .collect()
}

/// The first `FILE_CAP` bytes of `s`, cut after the last whole line within them.
fn capped(s: &str) -> &str {
    if s.len() <= FILE_CAP {
        return s;
    }
    let mut end = FILE_CAP;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    let head = &s[..end];
    match head.rfind('\n') {
        Some(nl) => &head[..=nl],
        None => head,
    }
}

/// A file's bytes, empty when it cannot be read or is over 16 MiB.
fn read_small(path: &Path) -> Vec<u8> {
    let Ok(meta) = std::fs::metadata(path) else {
        return Vec::new();
    };
    if meta.len() > 16 << 20 {
        return Vec::new();
    }
    let mut b = Vec::new();
    match std::fs::File::open(path).and_then(|mut h| h.read_to_end(&mut b)) {
        Ok(_) => b,
        Err(_) => Vec::new(),
    }
}

/// Files under `dir` in path order that `take` takes, not following symlinks, skipping
/// directories named in `skip`.
fn walk(dir: &Path, take: fn(&Path) -> bool, skip: &[&str], out: &mut Vec<PathBuf>, depth: usize) {
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
                walk(&p, take, skip, out, depth + 1);
            }
        } else if meta.is_file() && take(&p) {
            out.push(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heldout;

    /// Every case holds its secret whole, in a span of its text, with no character its context
    /// would have to quote or escape; a URL's secret holds no URL delimiter.
    #[test]
    fn cases_are_well_formed() {
        let cases = cases();
        assert_eq!(cases.len(), CONTEXTS.len() * PER_CONTEXT);
        for (i, c) in cases.iter().enumerate() {
            let (family, slot, template) = CONTEXTS[i / PER_CONTEXT];
            assert_eq!(c.family, family);
            let v = c
                .text
                .get(c.secret.0..c.secret.1)
                .unwrap_or_else(|| panic!("span of case {i} in {template}"));
            assert!(v.len() >= 8, "case {i}: {v}");
            let forbidden: &[char] = match slot {
                Pem("\n") | Pem("\n    ") => &['"', '\\', '\t'],
                Pem(_) => &['"', '\t', '\n'],
                _ => &[
                    '"', '\'', '`', '\\', ' ', '\t', '\n', '$', ';', ',', '&', '<', '>', '{', '}',
                    '|', '?', '(', ')', '^', '[', ']', '%',
                ],
            };
            assert!(!v.contains(forbidden), "case {i}: {v} in {template}");
            if slot == UrlPw {
                assert!(
                    !v.contains(['@', ':', '/', '?', '#', '[', ']', '+', '=']),
                    "case {i}: {v}"
                );
            }
            assert!(
                !c.text.contains("{U}") && !c.text.contains("{V"),
                "{template}"
            );
        }
    }

    /// At least 100 families; every format is drawn; negatives fill every placeholder and hold
    /// no labelled secret's value.
    #[test]
    fn shape_formats_and_negatives() {
        let (contexts, families) = shape();
        assert!(contexts >= 150 && families >= 100, "{contexts} {families}");
        let cases = cases();
        for (name, _) in FORMATS {
            assert!(cases.iter().any(|c| c.kind == *name), "{name} never drawn");
        }
        let negs = negatives();
        assert_eq!(negs.len(), NEGATIVES.len() * NEG_PER);
        for (_, t) in &negs {
            for ph in ["{U}", "{SHA", "{HEX", "{UUID}", "{B64HASH}", "{PKMAPBOX}"] {
                assert!(!t.contains(ph), "{t}");
            }
        }
        for c in cases.iter().step_by(7) {
            let v = &c.text[c.secret.0..c.secret.1];
            assert!(negs.iter().all(|(_, t)| !t.contains(v)), "{v}");
        }
    }

    /// The encodings and checksums the values are built with, and the file cap.
    #[test]
    fn encodings_checksums_and_cap() {
        assert_eq!(b64(b"hunter2", false), "aHVudGVyMg==");
        assert_eq!(b64(b"\xfb\xff", true), "-_8");
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            let body = rng.take(AN, 30);
            assert_eq!(checksum62(&body), heldout::crc_base62(&body));
            assert!(jwt(&mut rng).starts_with("eyJ"));
        }
        let long = "abcdefghij\n".repeat(FILE_CAP / 5);
        let cut = capped(&long);
        assert!(cut.len() <= FILE_CAP && cut.ends_with('\n'));
    }
}
