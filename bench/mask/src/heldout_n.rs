//! Held-out set n of the masker benchmark, recorded in `bench/mask/heldout-n.frozen`.
//!
//! Written and frozen (on 2026-12-07 at 04:21 UTC) by an engineer who read neither the masker's
//! rules, its design table nor its tests, saw no held-out set's figures (the README's opening
//! paragraph on set d, with its figures, was seen in passing while reading the sets'
//! descriptions) and never ran the masker over it: the honest check that the rules generalise,
//! measured once, by someone else. Only the benchmark's driver (where it registers and freezes
//! sets), `run.sh`, the generator modules of sets l and m (to learn their shape), the source
//! lists of every earlier set (to keep this set's clean sources apart from theirs), the README's
//! descriptions of the sets and the providers' own documented token shapes went into it. It has
//! three parts:
//!
//! - labelled secrets: contexts written for this set, 20 cases each, in the families where a
//!   masker is likely weakest and agents meet them: human text (wiki pages and tables with
//!   login and password columns, runbooks, tickets, chat, e-mail, commit messages) in English,
//!   Polish, Czech, Swedish, Korean, Vietnamese, Indonesian, Hindi, Arabic, Hebrew and Greek;
//!   a secret handed over two or three lines after the question; passwords of letters only and
//!   of words joined with dashes; keys written with no connector (`token abc…` in prose, table
//!   cells); configuration in the formats earlier sets used least (Apex, Nim, Clojure, Elm,
//!   Racket, Ada, Delphi, VB.NET, AutoHotkey, PowerShell DSC, Puppet, Chef, Salt, Ansible vars,
//!   Bicep, ARM templates, CloudFormation, Serverless, Vercel and Netlify, Supabase and Firebase,
//!   `.npmrc`, `.pypirc`, `.netrc`, `.git-credentials`, pgpass, `my.cnf`, sqlplus, JDBC and
//!   ADO.NET strings, rclone, s3cmd, boto, kubeconfig, docker's `config.json`); tool output
//!   (`terraform output`, `kubectl get secret` in base64 and decoded, `aws sts`, `gh auth
//!   status -t`, the Heroku, Fly and Vercel CLIs, HAR files, Postman collections, `curl -v`
//!   dumps, SQL results with a token column); and MCP tool results, JSON-escaped. Values from a
//!   generator of its own (xoroshiro128++, its state filled by SplitMix64 from a new seed):
//!   provider tokens in the shapes their providers document, generic high-entropy keys, JWTs
//!   with real JSON claims, PEM private keys with real DER prefixes, passwords in connection
//!   strings, and people's passwords (a list of its own of low-entropy ones, words with a
//!   capital and digits, letters only, words joined with dashes) after names that say password.
//! - hard negatives: texts in the same families with nothing to mask (placeholders, `${VAR}`,
//!   `<your-key>`, `xxxx`, reads of the environment and function calls, digests, UUIDs and
//!   commit ids, the providers' documented example values, public and publishable keys, prose
//!   about passwords that gives none); every finding in them is a false one.
//! - clean text from sources no earlier set or the tuning read: the JDK's `java.io` and
//!   `java.net` sources and its locale data for the languages above (sets d and e read other
//!   modules of the same `src.zip`), the crypto headers of `/usr/include` that set a's cap never
//!   reached and set i did not list (OpenSSL, Nettle, p11-kit, xmlsec), rustdoc's static files
//!   and trait-implementation scripts beside the HTML pages earlier sets read, and LLVM 14's
//!   CMake modules. Files in path order (a zip's members in name order), each file cut to
//!   256 KiB and each source capped.
//!
//! `airlock-bench-mask heldout-shape n heldout-n.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout n heldout-n.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case and every negative.
pub const SEED: u64 = 0x6E6E_2026_1207_0410;

/// Cases per context.
const PER_CONTEXT: usize = 20;

/// xoroshiro128++ (Blackman and Vigna), its two words of state filled by SplitMix64 from the
/// seed. No earlier set's generator.
struct Rng {
    s0: u64,
    s1: u64,
}

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut sm = seed;
        let mut split = || {
            sm = sm.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = sm;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let s0 = split();
        let s1 = split();
        Rng { s0, s1 }
    }
    fn next(&mut self) -> u64 {
        let (s0, mut s1) = (self.s0, self.s1);
        let out = s0.wrapping_add(s1).rotate_left(17).wrapping_add(s0);
        s1 ^= s0;
        self.s0 = s0.rotate_left(49) ^ s1 ^ (s1 << 21);
        self.s1 = s1.rotate_left(28);
        out
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
const B32LOW: &[u8] = b"abcdefghijklmnopqrstuvwxyz234567";
const BECH: &[u8] = b"QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";
const AZSECRET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789~.-_";

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
    ("github user-to-server token", |r| {
        let body = r.take(AN, 30);
        format!("ghu_{body}{}", checksum62(&body))
    }),
    ("github fine-grained pat", |r| {
        format!("github_pat_11{}_{}", r.take(UPNUM, 20), r.take(AN, 59))
    }),
    ("gitlab pat", |r| format!("glpat-{}", r.take(URLSAFE, 20))),
    ("gitlab deploy token", |r| {
        format!("gldt-{}", r.take(URLSAFE, 20))
    }),
    ("gitlab trigger token", |r| {
        format!("glptt-{}", r.take(HX, 40))
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
    ("slack webhook url", |r| {
        format!(
            "https://hooks.slack.com/services/T{}/B{}/{}",
            r.take(UPNUM, 10),
            r.take(UPNUM, 10),
            r.take(AN, 24)
        )
    }),
    ("stripe live secret key", |r| {
        format!("sk_live_51{}", r.take(AN, 97))
    }),
    ("stripe legacy secret key", |r| {
        format!("sk_live_{}", r.take(AN, 24))
    }),
    ("stripe restricted key", |r| {
        format!("rk_live_51{}", r.take(AN, 97))
    }),
    ("openai project key", |r| {
        format!(
            "sk-proj-{}T3BlbkFJ{}",
            r.take(URLSAFE, 74),
            r.take(URLSAFE, 74)
        )
    }),
    ("openai legacy key", |r| {
        format!("sk-{}T3BlbkFJ{}", r.take(AN, 20), r.take(AN, 20))
    }),
    ("anthropic api key", |r| {
        format!("sk-ant-api03-{}AA", r.take(URLSAFE, 93))
    }),
    ("aws access key id", |r| format!("AKIA{}", r.take(B32, 16))),
    ("google api key", |r| format!("AIza{}", r.take(URLSAFE, 35))),
    ("google oauth client secret", |r| {
        format!("GOCSPX-{}", r.take(URLSAFE, 28))
    }),
    ("azure storage account key", |r| {
        let b = r.raw(64);
        b64(&b, false)
    }),
    ("azure ad client secret", |r| {
        format!("{}8Q~{}", r.take(AN, 3), r.take(AZSECRET, 34))
    }),
    ("azure devops pat", |r| r.take(B32LOW, 52)),
    ("twilio api key sid", |r| format!("SK{}", r.take(HX, 32))),
    ("sendgrid api key", |r| {
        format!("SG.{}.{}", r.take(URLSAFE, 22), r.take(URLSAFE, 43))
    }),
    ("mailgun api key", |r| {
        format!("{}-{}-{}", r.take(HX, 32), r.take(HX, 8), r.take(HX, 8))
    }),
    ("sentry org auth token", |r| {
        let claims = format!(
            "{{\"iat\":{},\"url\":\"https://sentry.io\",\"region_url\":\"https://de.sentry.io\",\"org\":\"{}\"}}",
            1_750_000_000 + r.below(30_000_000),
            r.one(&["northwind", "kestrel-labs", "orbital", "tidepool"])
        );
        format!(
            "sntrys_{}_{}",
            b64(claims.as_bytes(), true),
            r.take(URLSAFE, 43)
        )
    }),
    ("sentry user token", |r| {
        format!("sntryu_{}", r.take(HX, 64))
    }),
    ("vault service token", |r| {
        format!("hvs.CAESI{}", r.take(URLSAFE, 90))
    }),
    ("vault legacy token", |r| format!("hvs.{}", r.take(AN, 24))),
    ("doppler personal token", |r| {
        format!("dp.pt.{}", r.take(AN, 43))
    }),
    ("doppler service token", |r| {
        format!("dp.st.prd.{}", r.take(AN, 40))
    }),
    ("linear api key", |r| format!("lin_api_{}", r.take(AN, 40))),
    ("notion integration secret", |r| {
        format!("secret_{}", r.take(AN, 43))
    }),
    ("notion token", |r| {
        format!("ntn_{}{}", r.take(NUM, 11), r.take(AN, 35))
    }),
    ("atlassian api token", |r| {
        format!(
            "ATATT3xFfGF0{}={}",
            r.take(URLSAFE, 170),
            r.take(b"0123456789ABCDEF", 8)
        )
    }),
    ("digitalocean pat", |r| format!("dop_v1_{}", r.take(HX, 64))),
    ("digitalocean oauth token", |r| {
        format!("doo_v1_{}", r.take(HX, 64))
    }),
    ("hugging face token", |r| {
        format!(
            "hf_{}",
            r.take(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
        )
    }),
    ("cloudflare api token", |r| r.take(URLSAFE, 40)),
    ("cloudflare global api key", |r| r.take(HX, 37)),
    ("postman api key", |r| {
        format!("PMAK-{}-{}", r.take(HX, 24), r.take(HX, 34))
    }),
    ("figma pat", |r| format!("figd_{}", r.take(URLSAFE, 40))),
    ("npm token", |r| {
        let body = r.take(AN, 30);
        format!("npm_{body}{}", checksum62(&body))
    }),
    ("pypi token", |r| {
        let n = r.between(70, 130);
        format!("pypi-AgEIcHlwaS5vcmc{}", r.take(URLSAFE, n))
    }),
    ("docker hub pat", |r| {
        format!("dckr_pat_{}", r.take(URLSAFE, 27))
    }),
    ("fly token", |r| {
        let n = r.between(180, 260);
        format!("fm2_lJPE{}", r.take(STD64, n))
    }),
    ("heroku api key", |r| {
        format!("HRKU-AA{}", r.take(URLSAFE, 58))
    }),
    ("vercel token", |r| r.take(AN, 24)),
    ("netlify pat", |r| format!("nfp_{}", r.take(AN, 36))),
    ("supabase access token", |r| {
        format!("sbp_{}", r.take(HX, 40))
    }),
    ("grafana cloud token", |r| {
        let claims = format!(
            "{{\"o\":\"{}\",\"n\":\"{}\",\"k\":\"{}\",\"m\":{{\"r\":\"prod-eu-west-2\"}}}}",
            r.take(NUM, 6),
            r.one(&["stack-ci", "alloy-writer", "deploy"]),
            r.take(AN, 24)
        );
        format!("glc_{}", b64(claims.as_bytes(), false))
    }),
    ("new relic user key", |r| {
        format!("NRAK-{}", r.take(UPNUM, 27))
    }),
    ("sonarqube token", |r| format!("squ_{}", r.take(HX, 40))),
    ("terraform cloud token", |r| {
        format!("{}.atlasv1.{}", r.take(AN, 14), r.take(AN, 67))
    }),
    ("discord bot token", |r| {
        let id = format!("1{}", r.take(NUM, 18));
        format!(
            "{}.{}.{}",
            b64(id.as_bytes(), true),
            r.take(URLSAFE, 6),
            r.take(URLSAFE, 38)
        )
    }),
    ("openrouter key", |r| format!("sk-or-v1-{}", r.take(HX, 64))),
    ("shopify access token", |r| {
        format!("shpat_{}", r.take(HX, 32))
    }),
    ("age secret key", |r| {
        format!("AGE-SECRET-KEY-1{}", r.take(BECH, 58))
    }),
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

/// A JWT with real JSON claims (HS256, RS256 or ES256), signed with random bytes; one in four
/// a Supabase service-role key.
fn jwt(rng: &mut Rng) -> String {
    let alg = *rng.one(&["HS256", "RS256", "ES256"]);
    let header = if alg == "HS256" {
        "{\"alg\":\"HS256\",\"typ\":\"JWT\"}".to_owned()
    } else {
        format!(
            "{{\"alg\":\"{alg}\",\"kid\":\"{}\",\"typ\":\"JWT\"}}",
            rng.take(URLSAFE, 22)
        )
    };
    let iat = 1_755_000_000 + rng.below(45_000_000);
    let claims = if rng.below(4) == 0 {
        format!(
            "{{\"iss\":\"supabase\",\"ref\":\"{}\",\"role\":\"service_role\",\"iat\":{iat},\"exp\":{}}}",
            rng.take(b"abcdefghijklmnopqrstuvwxyz", 20),
            iat + 315_360_000
        )
    } else {
        format!(
            "{{\"sub\":\"{}\",\"email\":\"{}@{}\",\"iss\":\"https://{}/\",\"aud\":[\"{}\"],\"iat\":{iat},\"exp\":{},\"roles\":[\"{}\"]}}",
            uuid4(rng),
            rng.one(&[
                "ewa.nowak",
                "jan.dvorak",
                "minh.tran",
                "siti.rahma",
                "anna.berg"
            ]),
            rng.one(&["lumenhq.io", "parcelpost.pl", "kodiak.cz", "saigonsoft.vn"]),
            rng.one(&[
                "auth.lumenhq.io",
                "idp.parcelpost.pl",
                "sso.kodiak.cz",
                "login.saigonsoft.vn"
            ]),
            rng.one(&["admin-api", "ledger", "ops-console", "mobile"]),
            iat + 900 * rng.between(1, 96),
            rng.one(&["admin", "editor", "billing:write", "support"])
        )
    };
    let sig = rng.raw(match alg {
        "HS256" => 32,
        "ES256" => 64,
        _ => 256,
    });
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
        1 => ("random hex 40", rng.take(HX, 40)),
        2 => ("random base64", {
            let n = rng.between(24, 48);
            let b = rng.raw(n);
            b64(&b, false)
        }),
        3 => ("random urlsafe", {
            let n = rng.between(24, 40);
            let b = rng.raw(n);
            b64(&b, true)
        }),
        _ => ("random alphanumeric", {
            let n = rng.between(20, 44);
            rng.take(AN, n)
        }),
    }
}

/// Low-entropy passwords people really deploy: this set's own list (no earlier set's).
const WEAK: &[&str] = &[
    "Welcome2026",
    "Password1!",
    "Haslo123!",
    "Zima2025",
    "Heslo2024",
    "Lato2026!",
    "Sommar2025",
    "Losenord1",
    "matkhau123",
    "Matkhau@2025",
    "rahasia123",
    "Jakarta2024",
    "Seoul2025!",
    "qwer1234!",
    "asdf1234",
    "Admin@2026",
    "Kodiak2024",
    "Praha2025",
    "Warszawa1",
    "Goteborg22",
    "Athens2024!",
    "Telaviv2025",
    "Mumbai@123",
    "Delhi2024",
    "Cairo2025!",
    "Changeme1",
    "Passw0rd2025",
    "Secret123",
    "Letmein2025",
    "Qwerty2026",
    "P4ssword!",
    "Monday123",
    "Office365!",
    "Zaq12wsx!",
    "Support2025",
    "Backup2024!",
    "Staging123",
    "Prod2025!",
    "Sa2025sa",
    "Root@1234",
];

/// Words for people's passwords (English and the set's languages, in ASCII).
const WORDS: &[&str] = &[
    "kwiatek", "slonce", "zamek", "jablko", "pivo", "hrad", "kocka", "sommar", "regn", "katt",
    "bulle", "hoa", "mua", "bien", "kopi", "pantai", "gunung", "bagus", "pani", "chai", "shalom",
    "yaffa", "thalassa", "helios", "sahar", "qamar", "tiger", "harbor", "pickle", "lantern",
    "violin", "marble", "ostrich", "waffle", "copper", "meadow", "rocket", "pepper", "walrus",
    "cactus",
];

fn cap(w: &str) -> String {
    let mut s = w.to_owned();
    s[..1].make_ascii_uppercase();
    s
}

/// A person's password: two words, a capital and digits, sometimes a symbol.
fn person_password(rng: &mut Rng) -> (&'static str, String) {
    let a = rng.one(WORDS);
    let b = rng.one(WORDS);
    let sym = *rng.one(&["", "!", "#", ".", "_", "*", "@"]);
    (
        "person password",
        format!("{}{b}{}{sym}", cap(a), rng.between(1, 2026)),
    )
}

/// A password of letters only: two or three words, some capitalised, more while it is under
/// ten letters.
fn letters_password(rng: &mut Rng) -> (&'static str, String) {
    let n = rng.between(2, 3);
    let mut s = String::new();
    let mut words = 0;
    while words < n || s.len() < 10 {
        let w = *rng.one(WORDS);
        if rng.below(2) == 0 {
            s.push_str(&cap(w));
        } else {
            s.push_str(w);
        }
        words += 1;
    }
    ("letters-only password", s)
}

/// A passphrase: three or four words joined with dashes.
fn dashed_password(rng: &mut Rng) -> (&'static str, String) {
    let n = rng.between(3, 4);
    let words: Vec<&str> = (0..n).map(|_| *rng.one(WORDS)).collect();
    ("dashed passphrase", words.join("-"))
}

fn weak_password(rng: &mut Rng) -> (&'static str, String) {
    ("common password", (*rng.one(WEAK)).to_owned())
}

/// A password under a name that says password: common ones, people's, letters only and
/// dashed passphrases.
fn password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 5 {
        0 | 3 => weak_password(rng),
        1 => person_password(rng),
        2 => letters_password(rng),
        _ => dashed_password(rng),
    }
}

/// A password that sits in a URL or a connection string: no delimiter of either.
fn url_password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 5 {
        0 => ("common password", {
            let w = *rng.one(WEAK);
            w.chars().filter(char::is_ascii_alphanumeric).collect()
        }),
        1 => ("person password", {
            let (_, p) = person_password(rng);
            p.chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        }),
        2 => letters_password(rng),
        3 => dashed_password(rng),
        _ => ("random alphanumeric", {
            let n = rng.between(16, 32);
            rng.take(AN, n)
        }),
    }
}

/// A token under a name that says key or token: provider tokens and random keys.
fn token(rng: &mut Rng, i: usize) -> (&'static str, String) {
    if i % 4 == 3 {
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
                0x30, 0x82, 0x04, 0xa3, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00,
            ],
            1191,
        ),
        1 => (
            "PRIVATE KEY",
            "pem pkcs8",
            vec![
                0x30, 0x82, 0x04, 0xbd, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48,
                0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
            ],
            1217,
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
            399,
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
    /// A password under a name that says password (common, a person's, letters only, dashed).
    Pw,
    /// A password of letters only.
    Letters,
    /// A passphrase of words joined with dashes.
    Dashed,
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
    /// A password in base64, as a Kubernetes secret's `data` holds it.
    B64Pw,
    /// Random lowercase hex of the given length (Datadog, Twilio, a Sentry DSN's key).
    Hex(usize),
}
use crate::heldout_share::{b64, capped, checksum62, unzip_member, zip_members};
use Slot::{AwsSecret, B64Pw, Basic, Dashed, Fmt, Gen, Hex, Jwt, Letters, Pem, Pw, Tok, UrlPw};

/// (family, slot, template): `{U}` a user name, `{V}` the secret (once per template), `{KEYID}`
/// an access key id, `{HOST}` a host.
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // Human text: wiki pages and tables
    (
        "wiki-table-pl",
        Pw,
        r##"## Dostępy do środowiska testowego

| Środowisko | Adres | Login | Hasło |
|---|---|---|---|
| UAT | https://uat.parcelpost.pl | {U} | {V} |

Hasła zmieniamy co kwartał, pytania do zespołu utrzymania.
"##,
    ),
    (
        "wiki-table-cs",
        Pw,
        r##"h2. Přístupy k serverům

||Server||Uživatel||Heslo||Poznámka||
|db-brno-02|{U}|{V}|jen pro čtení|
"##,
    ),
    (
        "wiki-table-sv",
        Letters,
        r##"### Inloggningar för testmiljön

| System | Användarnamn | Lösenord |
| ------ | ------------ | -------- |
| Kassa (test) | {U} | {V} |
"##,
    ),
    (
        "wiki-table-en",
        Pw,
        r##"<table>
  <tr><th>Service</th><th>Login</th><th>Password</th></tr>
  <tr><td>Grafana (staging)</td><td>{U}</td><td>{V}</td></tr>
</table>
"##,
    ),
    (
        "wiki-table-token-cell",
        Tok,
        r##"| Integration | Owner | Token | Expires |
|-------------|-------|-------|---------|
| billing-sync | @{U} | {V} | 2027-03-01 |
"##,
    ),
    (
        "wiki-table-el",
        Pw,
        r##"| Υπηρεσία | Χρήστης | Κωδικός |
|---|---|---|
| VPN γραφείου | {U} | {V} |
"##,
    ),
    // Runbooks, tickets, e-mail, chat, commits
    (
        "runbook-ko",
        Pw,
        r##"## 장애 대응 절차

1. 배스천 호스트에 접속합니다.
2. 관리자 계정: {U}
3. 비밀번호: {V}
4. `systemctl restart ledger` 실행 후 상태를 확인합니다.
"##,
    ),
    (
        "runbook-en-backticks",
        Dashed,
        r##"### Restoring the archive box

Log in as `{U}` with the passphrase `{V}`, then mount the backup volume:

    sudo mount /dev/sdb1 /mnt/archive
"##,
    ),
    (
        "ticket-hi",
        Pw,
        r##"टिकट #4471: स्टेजिंग डेटाबेस तक पहुँच

उपयोगकर्ता नाम: {U}
पासवर्ड: {V}

कृपया काम पूरा होने के बाद पासवर्ड बदल दें।
"##,
    ),
    (
        "ticket-jira-prose",
        Pw,
        r##"*Steps to reproduce*
# Open https://portal.kodiak.cz/login
# Sign in as {U} with password {V}
# Observe the 500 on the dashboard
"##,
    ),
    (
        "email-id",
        Pw,
        r##"Halo Pak Budi,

Berikut akun untuk server laporan:
Nama pengguna: {U}
Kata sandi: {V}

Mohon segera diganti setelah login pertama.
Salam,
Siti
"##,
    ),
    (
        "email-vi",
        Pw,
        r##"Chào anh Minh,

Em gửi lại thông tin đăng nhập hệ thống kế toán:
Tên đăng nhập: {U}
Mật khẩu: {V}

Anh đổi mật khẩu giúp em sau khi vào nhé.
"##,
    ),
    (
        "email-el",
        Pw,
        r##"Καλημέρα Νίκο,

ο λογαριασμός σου στο σύστημα τιμολόγησης είναι έτοιμος.
Όνομα χρήστη: {U}
Κωδικός πρόσβασης: {V}

Φιλικά,
Μαρία
"##,
    ),
    (
        "chat-ar",
        Pw,
        r##"[09:41] سارة: هل يمكنك إرسال بيانات الدخول لخادم النسخ الاحتياطي؟
[09:43] عمر: اسم المستخدم {U} وكلمة المرور: {V}
"##,
    ),
    (
        "chat-he",
        Letters,
        r##"דנה: מה הסיסמה של הראוטר במשרד?
יואב: הסיסמה היא {V}
דנה: תודה!
"##,
    ),
    (
        "chat-id-letters",
        Letters,
        r##"[08.15] rina: password wifi kantor yang baru apa ya?
[08.16] agus: {V}
[08.16] rina: makasih
"##,
    ),
    (
        "chat-answer-later-en",
        Pw,
        r##"#ops-staging
ana: does anyone have the staging db password? the vault entry is empty
tom: one sec, checking my notes
tom: here
tom: {V}
ana: thanks, that worked
"##,
    ),
    (
        "chat-answer-later-cs",
        Pw,
        r##"Petr Novák  10:12
Ahoj, neznáš heslo k testovací databázi?
Jana Dvořák  10:14
počkej, hledám
Jana Dvořák  10:15
{V}
Petr Novák  10:15
díky
"##,
    ),
    (
        "chat-answer-later-vi",
        Dashed,
        r##"Lan: anh ơi, mật khẩu wifi phòng họp là gì vậy?
Hùng: để anh xem lại
Hùng: à đây rồi
Hùng: {V}
"##,
    ),
    (
        "email-answer-later-ko",
        Pw,
        r##"> 안녕하세요, 테스트 서버 관리자 비밀번호를 알려주실 수 있나요?

네, 확인했습니다.
보안상 메일은 확인 후 바로 삭제해 주세요.

{V}

감사합니다.
"##,
    ),
    (
        "email-answer-later-pl",
        Pw,
        r##"> Czy możesz mi podesłać hasło do panelu administracyjnego?

Jasne, poniżej.
Pamiętaj, żeby go nie zapisywać w notatkach.
{V}

Pozdrawiam,
Kasia
"##,
    ),
    (
        "chat-dashed-en",
        Dashed,
        r##"<alex> new guest wifi password is {V}
<alex> it rotates again on the first of the month
"##,
    ),
    (
        "prose-token-pl",
        Tok,
        r##"Wrzuciłem nowy token {V} do konfiguracji CI, stary wygasł w piątek.
"##,
    ),
    (
        "prose-key-sv",
        Tok,
        r##"Hej! API-nyckeln till leverantörsportalen är {V} – den gäller till nästa kvartal.
"##,
    ),
    (
        "prose-key-el",
        Tok,
        r##"Το νέο κλειδί API {V} ισχύει μόνο για το περιβάλλον δοκιμών.
"##,
    ),
    (
        "prose-token-hi",
        Tok,
        r##"नया एक्सेस टोकन {V} है, इसे किसी के साथ साझा न करें।
"##,
    ),
    (
        "prose-key-he",
        Tok,
        r##"המפתח החדש ל-API הוא {V} ותוקפו עד סוף החודש.
"##,
    ),
    (
        "prose-key-colon-en",
        Gen,
        r##"Quick note for the on-call: the partner feed now needs key: {V} in the X-Feed-Key header.
"##,
    ),
    (
        "prose-token-no-connector-en",
        Tok,
        r##"I rotated the deploy credentials, use token {V} for the next release and I'll revoke it after.
"##,
    ),
    (
        "commit-message",
        Tok,
        r##"commit 3f9c2e1d8b7a6c5e4d3f2a1b0c9d8e7f6a5b4c3d
Author: {U} <{U}@lumenhq.io>
Date:   Tue Nov 24 16:02:11 2026 +0100

    Hardcode partner token for the nightly import

    Use {V} until the secret store is back (OPS-1187).
"##,
    ),
    (
        "commit-message-pl",
        Pw,
        r##"Tymczasowo ustaw hasło do bazy raportowej

Hasło: {V} (do zmiany po migracji, zgłoszenie RAP-88).
"##,
    ),
    (
        "ticket-pem",
        Pem("\n"),
        r##"Hi team, the deploy key for the legacy box (ticket SUP-2291) is below, please add it to the bastion:

{V}

Thanks, {U}
"##,
    ),
    (
        "chat-jwt-devtools",
        Jwt,
        r##"[14:02] {U}: copied this from devtools, the admin API still says 403 with it:
[14:02] {U}: Authorization: Bearer {V}
"##,
    ),
    (
        "chat-gcp-key",
        Fmt("google api key"),
        r##"maps key for the staging app is {V}, restricted to *.staging.lumenhq.io
"##,
    ),
    // Configuration in the formats earlier sets used least
    (
        "apex",
        Gen,
        r##"public with sharing class PartnerClient {
    private static final String CLIENT_SECRET = '{V}';
    public static HttpResponse send(HttpRequest req) {
        req.setHeader('X-Client-Secret', CLIENT_SECRET);
        return new Http().send(req);
    }
}
"##,
    ),
    (
        "nim",
        Tok,
        r##"import std/httpclient

const apiToken = "{V}"
let client = newHttpClient(headers = newHttpHeaders({"Authorization": "Bearer " & apiToken}))
"##,
    ),
    (
        "clojure",
        Pw,
        r##"(def db-spec
  {:dbtype   "postgresql"
   :dbname   "orders"
   :host     "pg.internal"
   :user     "{U}"
   :password "{V}"})
"##,
    ),
    (
        "elm",
        Tok,
        r##"module Config exposing (apiKey, baseUrl)


baseUrl : String
baseUrl =
    "https://api.lumenhq.io/v3"


apiKey : String
apiKey =
    "{V}"
"##,
    ),
    (
        "racket",
        Pw,
        r##"#lang racket
(define smtp-user "{U}")
(define smtp-password "{V}")
(send-mail-message "noreply@kodiak.cz" "Report" '("ops@kodiak.cz") '() '() lines)
"##,
    ),
    (
        "ada",
        Pw,
        r##"package Db_Settings is
   Host     : constant String := "db01.corp.local";
   User     : constant String := "{U}";
   Password : constant String := "{V}";
end Db_Settings;
"##,
    ),
    (
        "delphi",
        Pw,
        r##"procedure TDataModule1.DataModuleCreate(Sender: TObject);
begin
  FDConnection1.Params.UserName := '{U}';
  FDConnection1.Params.Password := '{V}';
  FDConnection1.Connected := True;
end;
"##,
    ),
    (
        "vbnet-ado",
        UrlPw,
        r##"Dim connStr As String = "Server=sql01.corp.local;Database=Sales;User Id={U};Password={V};TrustServerCertificate=True"
Using conn As New SqlConnection(connStr)
    conn.Open()
End Using
"##,
    ),
    (
        "autohotkey",
        Tok,
        r##"#Requires AutoHotkey v2.0
ApiKey := "{V}"
^!u:: {
    Run "curl -H `"X-Api-Key: " ApiKey "`" https://tools.internal/upload"
}
"##,
    ),
    (
        "powershell-dsc",
        Pw,
        r##"$ConfigData = @{
    AllNodes = @(
        @{ NodeName = 'SQL01'; SqlSaLogin = '{U}'; SqlSaPassword = '{V}'; PSDscAllowPlainTextPassword = $true }
    )
}
"##,
    ),
    (
        "puppet",
        Pw,
        r##"mysql::db { 'billing':
  user     => '{U}',
  password => '{V}',
  host     => 'localhost',
  grant    => ['SELECT', 'UPDATE'],
}
"##,
    ),
    (
        "chef-attributes",
        Tok,
        r##"default['monitoring']['endpoint'] = 'https://metrics.lumenhq.io'
default['monitoring']['api_key'] = '{V}'
"##,
    ),
    (
        "salt-pillar",
        Pw,
        r##"postgres:
  users:
    {U}:
      ensure: present
      password: '{V}'
      createdb: False
"##,
    ),
    (
        "ansible-vars",
        Pw,
        r##"# group_vars/dbservers.yml
mysql_root_user: root
mysql_root_password: "{V}"
mysql_databases:
  - name: inventory
"##,
    ),
    (
        "bicep",
        Pw,
        r##"param location string = resourceGroup().location
param adminLogin string = '{U}'
@secure()
param adminPassword string = '{V}'
"##,
    ),
    (
        "arm-parameters",
        Pw,
        r##"{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "adminUsername": { "value": "{U}" },
    "adminPassword": { "value": "{V}" }
  }
}
"##,
    ),
    (
        "cloudformation",
        Pw,
        r##"Resources:
  OrdersDb:
    Type: AWS::RDS::DBInstance
    Properties:
      Engine: postgres
      MasterUsername: {U}
      MasterUserPassword: {V}
      AllocatedStorage: "100"
"##,
    ),
    (
        "serverless-yml",
        Fmt("stripe live secret key"),
        r##"provider:
  name: aws
  runtime: nodejs20.x
  environment:
    STRIPE_SECRET_KEY: {V}
    STAGE: ${sls:stage}
"##,
    ),
    (
        "vercel-json",
        Fmt("openai project key"),
        r##"{
  "buildCommand": "next build",
  "env": {
    "OPENAI_API_KEY": "{V}"
  }
}
"##,
    ),
    (
        "netlify-toml",
        Tok,
        r##"[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"
  CMS_ACCESS_TOKEN = "{V}"
"##,
    ),
    (
        "supabase-env",
        Jwt,
        r##"NEXT_PUBLIC_SUPABASE_URL=https://abcdxyzproject.supabase.co
SUPABASE_SERVICE_ROLE_KEY={V}
"##,
    ),
    (
        "firebase-service-account",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "saigonsoft-prod",
  "private_key_id": "{KEYHEX}",
  "private_key": "{V}\n",
  "client_email": "firebase-adminsdk@saigonsoft-prod.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "npmrc",
        Fmt("npm token"),
        r##"@lumen:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken={V}
always-auth=true
"##,
    ),
    (
        "pypirc",
        Fmt("pypi token"),
        r##"[distutils]
index-servers = pypi

[pypi]
username = __token__
password = {V}
"##,
    ),
    (
        "netrc",
        Fmt("heroku api key"),
        r##"machine api.heroku.com
  login {U}@lumenhq.io
  password {V}
machine git.heroku.com
  login {U}@lumenhq.io
"##,
    ),
    (
        "git-credentials",
        Fmt("github classic pat"),
        r##"https://{U}:{V}@github.com
"##,
    ),
    (
        "pgpass",
        UrlPw,
        r##"# hostname:port:database:username:password
pg-reports.internal:5432:reports:{U}:{V}
"##,
    ),
    (
        "my-cnf",
        Pw,
        r##"[client]
user={U}
password={V}
host=127.0.0.1

[mysqldump]
single-transaction
"##,
    ),
    (
        "sqlplus-connect",
        UrlPw,
        r##"$ sqlplus {U}/{V}@//ora-prod.corp.local:1521/ORCLPDB1

SQL*Plus: Release 19.0.0.0.0 - Production
"##,
    ),
    (
        "jdbc-sqlserver",
        UrlPw,
        r##"db.url=jdbc:sqlserver://sql01.corp.local:1433;databaseName=hr;user={U};password={V};encrypt=true
"##,
    ),
    (
        "adonet-appsettings",
        UrlPw,
        r##"{
  "ConnectionStrings": {
    "Default": "Server=tcp:lumen-sql.database.windows.net,1433;Initial Catalog=app;User ID={U};Password={V};Encrypt=True;"
  }
}
"##,
    ),
    (
        "azure-storage-connection",
        Fmt("azure storage account key"),
        r##"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=lumenassets;AccountKey={V};EndpointSuffix=core.windows.net
"##,
    ),
    (
        "azure-client-secret",
        Fmt("azure ad client secret"),
        r##"AZURE_TENANT_ID=0d6f6e4b-2a6e-4a7b-9d1c-5e2f0a9c7b31
AZURE_CLIENT_ID=7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
AZURE_CLIENT_SECRET={V}
"##,
    ),
    (
        "rclone-conf",
        Gen,
        r##"[b2-archive]
type = b2
account = {KEYID}
key = {V}
hard_delete = true
"##,
    ),
    (
        "s3cmd",
        AwsSecret,
        r##"[default]
access_key = AKIA{KEYID}
host_base = s3.amazonaws.com
secret_key = {V}
use_https = True
"##,
    ),
    (
        "boto-config",
        AwsSecret,
        r##"[Credentials]
aws_access_key_id = AKIA{KEYID}
aws_secret_access_key = {V}

[Boto]
debug = 0
"##,
    ),
    (
        "kubeconfig",
        Jwt,
        r##"users:
- name: ci-deployer
  user:
    token: {V}
contexts:
- context: {cluster: prod-eu, user: ci-deployer}
  name: prod-eu
"##,
    ),
    (
        "docker-config-json",
        Basic,
        r##"{
  "auths": {
    "registry.gitlab.com": {
      "auth": "{V}"
    }
  }
}
"##,
    ),
    (
        "sentry-dsn",
        Hex(32),
        r##"SENTRY_DSN=https://{V}@o4507213.ingest.de.sentry.io/4508819
"##,
    ),
    (
        "datadog-env",
        Hex(32),
        r##"DD_SITE=datadoghq.eu
DD_API_KEY={V}
DD_ENV=staging
"##,
    ),
    (
        "runbook-twilio",
        Hex(32),
        r##"SMS fallback: account AC7d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a, auth token {V} (owner: {U}).
"##,
    ),
    // Tool output
    (
        "terraform-output",
        Pw,
        r##"$ terraform output
api_endpoint = "https://api.lumenhq.io"
db_admin_password = "{V}"
db_host = "orders.cluster-c1x2y3.eu-west-1.rds.amazonaws.com"
"##,
    ),
    (
        "kubectl-secret-yaml",
        B64Pw,
        r##"$ kubectl get secret orders-db -o yaml
apiVersion: v1
data:
  password: {V}
  username: b3JkZXJz
kind: Secret
metadata:
  name: orders-db
  namespace: prod
type: Opaque
"##,
    ),
    (
        "kubectl-secret-decoded",
        Tok,
        r##"$ kubectl -n prod get secret partner-api -o jsonpath='{.data.token}' | base64 -d
{V}
$ 
"##,
    ),
    (
        "aws-sts",
        AwsSecret,
        r##"$ aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deploy --role-session-name ci
{
    "Credentials": {
        "AccessKeyId": "ASIA{KEYID}",
        "SecretAccessKey": "{V}",
        "Expiration": "2026-12-07T06:11:42+00:00"
    }
}
"##,
    ),
    (
        "gh-auth-status",
        Fmt("github oauth token"),
        r##"$ gh auth status -t
github.com
  ✓ Logged in to github.com account {U} (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: {V}
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
"##,
    ),
    (
        "heroku-config",
        UrlPw,
        r##"$ heroku config -a lumen-api
=== lumen-api Config Vars
DATABASE_URL: postgres://{U}:{V}@ec2-52-18-4-9.eu-west-1.compute.amazonaws.com:5432/d4kq1
NODE_ENV:     production
"##,
    ),
    (
        "fly-tokens",
        Fmt("fly token"),
        r##"$ fly tokens create deploy -a lumen-api
FlyV1 {V}
"##,
    ),
    (
        "vercel-env-pull",
        Jwt,
        r##"$ vercel env pull .env.local
Downloading `development` Environment Variables for {U}/lumen-web
Created .env.local file
$ cat .env.local
VERCEL_OIDC_TOKEN="{V}"
"##,
    ),
    (
        "har-authorization",
        Tok,
        r##"        "headers": [
          { "name": "Accept", "value": "application/json" },
          { "name": "Authorization", "value": "Bearer {V}" },
          { "name": "User-Agent", "value": "Mozilla/5.0" }
        ],
"##,
    ),
    (
        "har-cookie",
        Gen,
        r##"        "cookies": [
          {
            "name": "__Host-session",
            "value": "{V}",
            "path": "/",
            "httpOnly": true,
            "secure": true
          }
        ],
"##,
    ),
    (
        "postman-collection",
        Tok,
        r##"  "auth": {
    "type": "apikey",
    "apikey": [
      { "key": "value", "value": "{V}", "type": "string" },
      { "key": "key", "value": "X-API-Key", "type": "string" }
    ]
  },
"##,
    ),
    (
        "curl-verbose-basic",
        Basic,
        r##"*   Trying 10.2.0.14:443...
* Connected to nexus.corp.local (10.2.0.14) port 443
> GET /service/rest/v1/repositories HTTP/2
> Host: nexus.corp.local
> authorization: Basic {V}
> user-agent: curl/8.5.0
>
< HTTP/2 200
"##,
    ),
    (
        "curl-verbose-cookie",
        Gen,
        r##"> POST /api/v2/orders HTTP/1.1
> Host: shop.lumenhq.io
> Cookie: sessionid={V}; theme=dark
> Content-Type: application/json
"##,
    ),
    (
        "sql-result-token-column",
        Tok,
        r##"orders=> SELECT id, name, api_token FROM integrations WHERE enabled;
 id |     name      |                api_token
----+---------------+------------------------------------------
  7 | erp-export    | {V}
(1 row)
"##,
    ),
    (
        "mysql-result-password-column",
        Pw,
        r##"mysql> SELECT login, password, role FROM legacy_users LIMIT 1;
+--------------+--------------------+-------+
| login        | password           | role  |
+--------------+--------------------+-------+
| {U} | {V} | admin |
+--------------+--------------------+-------+
"##,
    ),
    // MCP tool results, JSON-escaped
    (
        "mcp-tool-result",
        Pw,
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"DB_HOST=pg.internal\nDB_USER={U}\nDB_PASSWORD={V}\nDB_PORT=5432\n"}],"isError":false}}
"##,
    ),
    (
        "mcp-tool-result",
        Tok,
        r##"{"jsonrpc":"2.0","id":12,"result":{"content":[{"type":"text","text":"# .env.production\nSLACK_SIGNING=off\nINTEGRATION_TOKEN=\"{V}\"\n"}]}}
"##,
    ),
    (
        "mcp-tool-result-wiki-pl",
        Pw,
        r###"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"## Dostępy\n\n| System | Login | Hasło |\n|---|---|---|\n| Panel | {U} | {V} |\n"}]}}
"###,
    ),
    (
        "mcp-tool-result-chat-later",
        Pw,
        r##"{"jsonrpc":"2.0","id":21,"result":{"content":[{"type":"text","text":"[10:01] {U}: what's the password for the reporting db?\n[10:03] kim: checking\n[10:04] kim: {V}\n"}]}}
"##,
    ),
    (
        "mcp-tool-result-kubectl",
        B64Pw,
        r##"{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"apiVersion: v1\ndata:\n  admin-password: {V}\nkind: Secret\n"}]}}
"##,
    ),
];

/// Renderings of each negative template.
const NEG_PER: usize = 6;

/// (family, template) of the hard negatives: nothing in them is a secret. `{SHA1}` a commit id,
/// `{SHA7}` its short form, `{SHA256}` a digest, `{UUID}` a random UUID, `{U}` a user name,
/// `{B64HASH}` a base64 SHA-256, `{PKLIVE}` a Stripe publishable key, `{SSHPUB}` an ed25519
/// public key's body, `{AGEPUB}` an age recipient, `{LOW16}` a listing's id, `{DIGITS}` ten
/// digits, `{CERT}` a certificate's body.
const NEGATIVES: &[(&str, &str)] = &[
    (
        "wiki-table-pl",
        r##"| Środowisko | Login | Hasło |
|---|---|---|
| UAT | {U} | (w sejfie 1Password, wpis „UAT panel”) |
| PROD | {U} | ******** |
"##,
    ),
    (
        "wiki-table-cs",
        r##"||Server||Uživatel||Heslo||
|db-brno-02|{U}|viz Vault: secret/db/brno|
"##,
    ),
    (
        "wiki-table-sv",
        r##"| System | Användarnamn | Lösenord |
| ------ | ------------ | -------- |
| Kassa (test) | {U} | <fråga i #drift> |
"##,
    ),
    (
        "wiki-table-en",
        r##"| Service | Login | Password |
|---------|-------|----------|
| Grafana | {U} | stored in Vault at `kv/grafana/admin` |
| Jenkins | {U} | SSO, no local password |
"##,
    ),
    (
        "runbook-ko",
        r##"2. 관리자 계정: {U}
3. 비밀번호: 1Password의 "배스천 관리자" 항목을 확인하세요.
"##,
    ),
    (
        "ticket-hi",
        r##"पासवर्ड: कृपया टीम लीड से पूछें (ईमेल पर न भेजें)।
पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।
"##,
    ),
    (
        "email-id",
        r##"Kata sandi akan dikirim terpisah lewat SMS. Jangan balas email ini dengan kata sandi Anda.
"##,
    ),
    (
        "email-vi",
        r##"Mật khẩu: (sẽ gửi qua tin nhắn riêng)
Lưu ý: mật khẩu phải có ít nhất 12 ký tự, gồm chữ hoa và số.
"##,
    ),
    (
        "email-el",
        r##"Ο κωδικός πρόσβασης θα σας σταλεί σε ξεχωριστό μήνυμα. Μην τον μοιράζεστε με κανέναν.
"##,
    ),
    (
        "chat-ar",
        r##"[09:43] عمر: كلمة المرور موجودة في الخزنة، لا أرسلها هنا.
"##,
    ),
    (
        "chat-he",
        r##"יואב: הסיסמה נמצאת במנהל הסיסמאות, אל תשלחי אותה בצ'אט.
"##,
    ),
    (
        "chat-answer-later-en",
        r##"ana: does anyone have the staging db password?
tom: one sec
tom: it's in vault now, `vault kv get secret/staging/db`
ana: thanks
"##,
    ),
    (
        "chat-answer-later-cs",
        r##"Petr Novák  10:12
Ahoj, neznáš heslo k testovací databázi?
Jana Dvořák  10:15
je v trezoru pod položkou test-db
"##,
    ),
    (
        "prose-token-no-connector-en",
        r##"I rotated the deploy token; the new one is in the CI settings as DEPLOY_TOKEN, ping me if the release job fails.
"##,
    ),
    (
        "prose-key-sv",
        r##"API-nyckeln finns i valvet under leverantörsportalen – be {U} om åtkomst.
"##,
    ),
    (
        "commit-message",
        r##"commit {SHA1}
Author: {U} <{U}@lumenhq.io>

    Read partner token from the environment instead of the config file

    Reverts {SHA7}; the token now comes from PARTNER_TOKEN (OPS-1187).
"##,
    ),
    (
        "ticket-pem",
        r##"Please add my public key to the bastion:

ssh-ed25519 {SSHPUB} {U}@laptop
"##,
    ),
    (
        "apex",
        r##"public with sharing class PartnerClient {
    private static final String CLIENT_SECRET = Partner_Settings__c.getOrgDefaults().Client_Secret__c;
}
"##,
    ),
    (
        "nim",
        r##"import std/os
let apiToken = getEnv("API_TOKEN")
"##,
    ),
    (
        "clojure",
        r##"(def db-spec {:dbtype "postgresql" :user (System/getenv "DB_USER") :password (System/getenv "DB_PASSWORD")})
"##,
    ),
    (
        "ada",
        r##"   Password : constant String := Ada.Environment_Variables.Value ("DB_PASSWORD");
"##,
    ),
    (
        "delphi",
        r##"  FDConnection1.Params.Password := GetEnvironmentVariable('DB_PASSWORD');
"##,
    ),
    (
        "vbnet-ado",
        r##"Dim connStr As String = ConfigurationManager.ConnectionStrings("Sales").ConnectionString
"##,
    ),
    (
        "puppet",
        r##"mysql::db { 'billing':
  user     => '{U}',
  password => lookup('billing::db_password'),
}
"##,
    ),
    (
        "salt-pillar",
        r##"postgres:
  users:
    {U}:
      password: {{ salt['vault'].read_secret('secret/postgres/app', 'password') }}
"##,
    ),
    (
        "ansible-vars",
        r##"mysql_root_password: "{{ vault_mysql_root_password }}"
api_token: "{{ lookup('env', 'API_TOKEN') }}"
"##,
    ),
    (
        "bicep",
        r##"@secure()
param adminPassword string
param storageSku string = 'Standard_LRS'
"##,
    ),
    (
        "arm-parameters",
        r##"    "adminPassword": {
      "reference": {
        "keyVault": { "id": "/subscriptions/{UUID}/resourceGroups/rg-shared/providers/Microsoft.KeyVault/vaults/kv-shared" },
        "secretName": "vm-admin-password"
      }
    }
"##,
    ),
    (
        "cloudformation",
        r##"      MasterUsername: !Ref DbUser
      MasterUserPassword: '{{resolve:secretsmanager:orders-db:SecretString:password}}'
"##,
    ),
    (
        "serverless-yml",
        r##"  environment:
    STRIPE_SECRET_KEY: ${ssm:/lumen/prod/stripe-secret-key}
    STRIPE_PUBLISHABLE_KEY: {PKLIVE}
"##,
    ),
    (
        "vercel-json",
        r##"{
  "env": { "OPENAI_API_KEY": "@openai-api-key" }
}
"##,
    ),
    (
        "netlify-toml",
        r##"[build.environment]
  CMS_ACCESS_TOKEN = "<your-cms-token>"
"##,
    ),
    (
        "npmrc",
        r##"//registry.npmjs.org/:_authToken=${NPM_TOKEN}
@lumen:registry=https://npm.pkg.github.com
"##,
    ),
    (
        "pypirc",
        r##"[pypi]
username = __token__
password = pypi-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
"##,
    ),
    (
        "netrc",
        r##"machine api.example.com
  login your-login
  password your-password
"##,
    ),
    (
        "pgpass",
        r##"# hostname:port:database:username:password
# *:*:*:postgres:<password>
"##,
    ),
    (
        "my-cnf",
        r##"[client]
user={U}
password=
# password is read from ~/.mylogin.cnf (mysql_config_editor)
"##,
    ),
    (
        "jdbc-sqlserver",
        r##"db.url=jdbc:sqlserver://sql01.corp.local:1433;databaseName=hr;integratedSecurity=true;encrypt=true
"##,
    ),
    (
        "s3cmd",
        r##"[default]
access_key = AKIAIOSFODNN7EXAMPLE
secret_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
"##,
    ),
    (
        "kubeconfig",
        r##"users:
- name: ci-deployer
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: aws
      args: ["eks", "get-token", "--cluster-name", "prod-eu"]
"##,
    ),
    (
        "docker-config-json",
        r##"{
  "auths": { "registry.gitlab.com": {} },
  "credsStore": "desktop"
}
"##,
    ),
    (
        "terraform-output",
        r##"$ terraform output
api_endpoint = "https://api.lumenhq.io"
db_admin_password = <sensitive>
db_instance_id = "{UUID}"
"##,
    ),
    (
        "kubectl-secret-yaml",
        r##"$ kubectl get configmap orders-config -o yaml
apiVersion: v1
data:
  LOG_LEVEL: info
  FEATURE_FLAGS: checkout,search
kind: ConfigMap
metadata:
  resourceVersion: "48213"
  uid: {UUID}
"##,
    ),
    (
        "aws-sts",
        r##"$ aws sts get-caller-identity
{
    "UserId": "AIDA{UPPER16}",
    "Account": "123456789012",
    "Arn": "arn:aws:iam::123456789012:user/{U}"
}
"##,
    ),
    (
        "gh-auth-status",
        r##"$ gh auth status
github.com
  ✓ Logged in to github.com account {U} (keyring)
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo'
"##,
    ),
    (
        "har-authorization",
        r##"          { "name": "If-None-Match", "value": "W/\"{HEX32}\"" },
          { "name": "X-Request-Id", "value": "{UUID}" },
"##,
    ),
    (
        "postman-collection",
        r##"  "auth": {
    "type": "bearer",
    "bearer": [ { "key": "token", "value": "{{accessToken}}", "type": "string" } ]
  },
"##,
    ),
    (
        "curl-verbose-basic",
        r##"> GET /v2/ HTTP/1.1
> Host: registry.lumenhq.io
< HTTP/1.1 401 Unauthorized
< Www-Authenticate: Bearer realm="https://registry.lumenhq.io/token",service="registry"
< Docker-Content-Digest: sha256:{SHA256}
"##,
    ),
    (
        "sql-result-token-column",
        r##" id |     name      |   token_sha256
----+---------------+------------------------------------------------------------------
  7 | erp-export    | {SHA256}
"##,
    ),
    (
        "mcp-tool-result",
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"DB_HOST=pg.internal\nDB_PASSWORD=${DB_PASSWORD}\nAGE_RECIPIENT={AGEPUB}\n"}]}}
"##,
    ),
    (
        "mcp-tool-result-wiki-pl",
        r##"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"| System | Login | Hasło |\n|---|---|---|\n| Panel | {U} | patrz sejf |\n"}]}}
"##,
    ),
    (
        "wiki-table-token-cell",
        r##"| Integration | Owner | Token | Expires |
|-------------|-------|-------|---------|
| billing-sync | @{U} | _revoked_ | 2026-01-01 |
| erp-export | @{U} | in Vault: `kv/integrations/erp` | 2027-03-01 |
"##,
    ),
    (
        "prose-token-pl",
        r##"Token wygasł w piątek; nowy jest w ustawieniach CI jako zmienna DEPLOY_TOKEN, nie wklejajcie go tutaj.
"##,
    ),
    (
        "chat-dashed-en",
        r##"<alex> guest wifi password rotates on the first of the month, it's on the whiteboard in the kitchen
<alex> pick a passphrase of four random words joined with dashes for your own accounts
"##,
    ),
    (
        "commit-message-pl",
        r##"Usuń zahardkodowane hasło z konfiguracji

Hasło do bazy czytamy teraz ze zmiennej HASLO_BAZY (RAP-88), commit {SHA7} wycofany.
"##,
    ),
    (
        "email-answer-later-ko",
        r##"> 안녕하세요, 테스트 서버 관리자 비밀번호를 알려주실 수 있나요?

비밀번호는 메일로 보내드릴 수 없습니다.
사내 비밀번호 관리자에서 "테스트 서버" 항목을 확인해 주세요.
"##,
    ),
    (
        "chat-id-letters",
        r##"[08.15] rina: password wifi kantor yang baru apa ya?
[08.16] agus: ada di papan tulis ruang rapat ya
"##,
    ),
    (
        "runbook-en-backticks",
        r##"Log in as `{U}` with the passphrase from the `archive-box` entry in 1Password, then mount the backup volume.
"##,
    ),
    (
        "azure-storage-connection",
        r##"# Azurite, the local emulator: its documented well-known development account
AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;
"##,
    ),
    (
        "chat-jwt-devtools",
        r##"[14:02] {U}: the example token on jwt.io decodes to John Doe, try it in the debugger first:
[14:02] {U}: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c
"##,
    ),
    (
        "sentry-dsn",
        r##"SENTRY_DSN=https://<key>@o0.ingest.sentry.io/0
SENTRY_RELEASE={SHA1}
"##,
    ),
    (
        "datadog-env",
        r##"DD_SITE=datadoghq.eu
DD_API_KEY=${DD_API_KEY}
DD_VERSION={SHA7}
"##,
    ),
    (
        "supabase-env",
        r##"NEXT_PUBLIC_SUPABASE_URL=https://abcdxyzproject.supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=<anon-key-from-the-dashboard>
SUPABASE_SERVICE_ROLE_KEY=
"##,
    ),
    (
        "firebase-service-account",
        r##"{
  "type": "service_account",
  "project_id": "saigonsoft-prod",
  "private_key": "-----BEGIN PRIVATE KEY-----\n...REDACTED...\n-----END PRIVATE KEY-----\n",
  "client_id": "{DIGITS}"
}
"##,
    ),
    (
        "kubectl-secret-decoded",
        r##"$ kubectl -n prod get secret ingress-tls -o jsonpath='{.data.tls\.crt}' | base64 -d
-----BEGIN CERTIFICATE-----
{CERT}
-----END CERTIFICATE-----
"##,
    ),
    (
        "fly-tokens",
        r##"$ fly tokens list -a lumen-api
ID                      NAME            TYPE    EXPIRES AT
{LOW16}        deploy-ci       deploy  2027-12-07
"##,
    ),
    (
        "heroku-config",
        r##"$ heroku config -a lumen-api
=== lumen-api Config Vars
NODE_ENV:  production
REDIS_URL: redis://localhost:6379/0
"##,
    ),
    (
        "git-credentials",
        r##"[credential]
	helper = store --file ~/.git-credentials
	username = {U}
"##,
    ),
    (
        "rclone-conf",
        r##"[s3-archive]
type = s3
provider = AWS
env_auth = true
region = eu-central-1
"##,
    ),
    (
        "boto-config",
        r##"[Credentials]
# credentials come from the instance profile
aws_access_key_id =
aws_secret_access_key =
"##,
    ),
    (
        "curl-verbose-cookie",
        r##"< HTTP/1.1 200 OK
< Set-Cookie: theme=dark; Path=/; SameSite=Lax
< ETag: "{HEX32}"
< X-Request-Id: {UUID}
"##,
    ),
    (
        "har-cookie",
        r##"        "cookies": [
          { "name": "_ga", "value": "GA1.1.{DIGITS}.{DIGITS}" },
          { "name": "lang", "value": "pl" }
        ],
"##,
    ),
    (
        "mysql-result-password-column",
        r##"mysql> SELECT login, password, role FROM legacy_users LIMIT 2;
+--------------+----------+--------+
| login        | password | role   |
+--------------+----------+--------+
| {U} | NULL     | admin  |
| {U} | (hidden) | viewer |
+--------------+----------+--------+
"##,
    ),
    (
        "package-lock",
        r##"    "node_modules/left-pad": {
      "version": "1.3.0",
      "resolved": "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",
      "integrity": "sha256-{B64HASH}"
    },
"##,
    ),
];

const USERS: &[&str] = &[
    "k.wisniewska",
    "jnovak",
    "svc_raporty",
    "lindqvist.a",
    "minh.tran",
    "siti_r",
    "ops_admin",
    "ci-runner",
    "y.cohen",
    "n.papadopoulos",
    "rahul.verma",
    "o.haddad",
    "kim.jiwoo",
    "deploy_ro",
];

/// The value a slot holds for case `i`: its kind and its text (all of it the secret).
fn value(rng: &mut Rng, slot: Slot, i: usize) -> (&'static str, String) {
    match slot {
        Pw => password(rng, i),
        Letters => letters_password(rng),
        Dashed => dashed_password(rng),
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
        B64Pw => ("base64 password", {
            let (_, p) = password(rng, i);
            b64(p.as_bytes(), false)
        }),
        Hex(n) => ("random hex", rng.take(HX, n)),
    }
}

/// Every labelled case of set n, `PER_CONTEXT` per context.
pub fn cases() -> Vec<Case> {
    let mut rng = Rng::new(SEED);
    let mut out = Vec::with_capacity(CONTEXTS.len() * PER_CONTEXT);
    for &(family, slot, template) in CONTEXTS {
        for i in 0..PER_CONTEXT {
            let (kind, value) = value(&mut rng, slot, i);
            let user = *rng.one(USERS);
            let key_id = rng.take(B32, 16);
            let key_hex = rng.take(HX, 40);
            let filled = template
                .replace("{U}", user)
                .replace("{KEYID}", &key_id)
                .replace("{KEYHEX}", &key_hex);
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

/// Every hard negative of set n, `NEG_PER` renderings of each template: (family, text). A
/// finding anywhere in one is a false one.
pub fn negatives() -> Vec<(&'static str, String)> {
    let mut rng = Rng::new(SEED ^ 0x6E65_6761_7469_7665);
    let mut out = Vec::with_capacity(NEGATIVES.len() * NEG_PER);
    for &(family, template) in NEGATIVES {
        for _ in 0..NEG_PER {
            let sha1 = rng.take(HX, 40);
            let user = *rng.one(USERS);
            let text = template
                .replace("{U}", user)
                .replace("{SHA1}", &sha1)
                .replace("{SHA7}", &sha1[..7])
                .replace("{SHA256}", &rng.take(HX, 64))
                .replace("{HEX32}", &rng.take(HX, 32))
                .replace("{UPPER16}", &rng.take(UPNUM, 16))
                .replace("{LOW16}", &rng.take(LOWNUM, 16))
                .replace("{DIGITS}", &rng.take(NUM, 10))
                .replace("{CERT}", &{
                    let mut der = vec![
                        0x30, 0x82, 0x03, 0x1a, 0x30, 0x82, 0x02, 0x02, 0xa0, 0x03, 0x02, 0x01,
                        0x02,
                    ];
                    der.extend(rng.raw(179));
                    let body = b64(&der, false);
                    body.as_bytes()
                        .chunks(64)
                        .map(|c| std::str::from_utf8(c).unwrap_or_default())
                        .collect::<Vec<_>>()
                        .join("\n")
                })
                .replace("{UUID}", &uuid4(&mut rng))
                .replace("{B64HASH}", &b64(&rng.raw(32), false))
                .replace("{PKLIVE}", &format!("pk_live_51{}", rng.take(AN, 97)))
                .replace(
                    "{SSHPUB}",
                    &b64(
                        &[b"\0\0\0\x0bssh-ed25519\0\0\0\x20".as_slice(), &rng.raw(32)].concat(),
                        false,
                    ),
                )
                .replace(
                    "{AGEPUB}",
                    &format!("age1{}", rng.take(BECH, 58).to_lowercase()),
                );
            out.push((family, text));
        }
    }
    out
}

/// The languages of this set's human text, as the JDK's locale data names them (`iw` and `in`
/// are Java's old codes for Hebrew and Indonesian).
const LANGS: &[&str] = &[
    "pl", "cs", "sv", "ko", "vi", "id", "in", "hi", "ar", "he", "iw", "el",
];

/// Where a clean source's files come from.
enum Origin {
    /// Files under these roots (a root may be a file), walked in path order, symlinks not
    /// followed, that `take` takes, skipping directories of these names.
    Dirs(Vec<PathBuf>, fn(&Path) -> bool, &'static [&'static str]),
    /// Members of a zip archive that `take` takes, sorted by name.
    Zip(PathBuf, fn(&str) -> bool),
}

/// A clean source: its name, origin and cap in bytes.
struct Source {
    name: &'static str,
    origin: Origin,
    cap: usize,
}

/// The JDK whose `src.zip` sets d and e read (other modules of it): the newest under
/// `/usr/lib/jvm` that ships one.
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

/// The HTML docs of the newest stable Rust toolchain rustup installed (earlier sets read its
/// books and API pages; this set its static files and trait-implementation scripts).
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

/// A header file as sets a and i took them.
fn is_header(p: &Path) -> bool {
    p.extension()
        .is_some_and(|e| ["h", "hpp", "hh", "def", "inc"].iter().any(|x| e == *x))
}

/// Set n's clean sources, none read by sets a-m or by the tuning (which read the cargo
/// registry's sources, the npm fixtures, `/usr/share/doc`, `/etc` and pyenv's newest Python).
fn sources() -> Vec<Source> {
    let docs = rust_docs();
    let include = |v: &[&str]| {
        v.iter()
            .map(|d| Path::new("/usr/include").join(d))
            .collect::<Vec<_>>()
    };
    vec![
        Source {
            // Set d read the JDK's security, SQL and networking modules (`java.base/javax/net`,
            // `java.net.http`, not `java.base/java/net`), set e its logging, management, RMI,
            // prefs, rowset, XML crypto, jconsole and jshell: these are `java.io` and `java.net`
            // of `java.base`.
            name: "jdk_java_io_net_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.ends_with(".java")
                    && ["java.base/java/io/", "java.base/java/net/"]
                        .iter()
                        .any(|p| n.starts_with(p))
            }),
            cap: 5 << 19,
        },
        Source {
            // The JDK's CLDR and legacy locale data for this set's languages: month and day
            // names, time zone, currency and language names (Java source, `\u` escapes).
            name: "jdk_locale_data_set_languages",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                let Some(stem) = n
                    .strip_prefix("jdk.localedata/")
                    .and_then(|r| r.strip_suffix(".java"))
                    .map(|r| r.rsplit('/').next().unwrap_or(r))
                else {
                    return false;
                };
                stem.split('_').nth(1).is_some_and(|l| LANGS.contains(&l))
            }),
            cap: 1 << 20,
        },
        Source {
            // Set a's cap stopped inside `/usr/include/c++` and set i listed the folders it
            // read past it; these it did not: OpenSSL's, Nettle's, p11-kit's and xmlsec's
            // crypto headers.
            name: "include_crypto_headers",
            origin: Origin::Dirs(
                include(&["openssl", "nettle", "p11-kit-1", "xmlsec1"]),
                is_header,
                &[],
            ),
            cap: 5 << 19,
        },
        Source {
            // rustdoc's static files (its JavaScript, CSS and licences; the fonts are not text)
            // and the scripts that list each trait's implementations across crates, beside the
            // HTML pages sets d-m read.
            name: "rustdoc_static_files_trait_impl_scripts",
            origin: Origin::Dirs(
                vec![docs.join("static.files"), docs.join("trait.impl")],
                |_| true,
                &[],
            ),
            cap: 3 << 19,
        },
        Source {
            // LLVM 14's CMake package modules and shared data (set g read only its `build`).
            name: "llvm14_cmake_modules_and_share",
            origin: Origin::Dirs(
                vec![
                    PathBuf::from("/usr/lib/llvm-14/lib/cmake"),
                    PathBuf::from("/usr/lib/llvm-14/share"),
                ],
                |_| true,
                &[],
            ),
            cap: 1 << 20,
        },
    ]
}

/// Every clean source of set n: its name, its text (files in path order or members in name
/// order, files over 16 MiB, with a NUL byte or not UTF-8 skipped, each file cut to `FILE_CAP`,
/// until the source's cap) and the files taken.
pub fn clean() -> Vec<(&'static str, String, usize)> {
    sources()
        .into_iter()
        .map(|src| {
            let files: Box<dyn Iterator<Item = Vec<u8>>> = match src.origin {
                Origin::Dirs(roots, take, skip) => {
                    let mut paths = Vec::new();
                    for r in &roots {
                        if std::fs::symlink_metadata(r).is_ok_and(|m| m.is_file()) {
                            paths.push(r.clone());
                        } else {
                            walk(r, take, skip, &mut paths, 0);
                        }
                    }
                    Box::new(paths.into_iter().map(|p| read_small(&p)))
                }
                Origin::Zip(zip, take) => {
                    let names = zip_members(&zip, take);
                    Box::new(names.into_iter().map(move |n| unzip_member(&zip, &n)))
                }
            };
            let mut text = String::new();
            let mut taken = 0;
            for bytes in files {
                if text.len() >= src.cap {
                    break;
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
    use crate::heldout_share::FILE_CAP;

    /// Every case holds its secret whole, in a span of its text, with no character its context
    /// would have to quote or escape; a URL's or connection string's secret holds no delimiter
    /// of either.
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
                Pem("\n") => &['"', '\\', '\t'],
                Pem(_) => &['"', '\t', '\n'],
                _ => &[
                    '"', '\'', '`', '\\', ' ', '\t', '\n', '$', ';', ',', '&', '<', '>', '{', '}',
                    '|', '?', '(', ')', '^', '[', ']', '%',
                ],
            };
            assert!(!v.contains(forbidden), "case {i}: {v} in {template}");
            if slot == UrlPw {
                assert!(
                    !v.contains(['@', ':', '/', '?', '#', '[', ']', '+', '=', ';']),
                    "case {i}: {v}"
                );
            }
            if slot == Letters {
                assert!(v.chars().all(|c| c.is_ascii_alphabetic()), "case {i}: {v}");
            }
            if slot == Dashed {
                assert!(
                    v.chars().all(|c| c.is_ascii_lowercase() || c == '-') && v.contains('-'),
                    "case {i}: {v}"
                );
            }
            for ph in ["{U}", "{V", "{KEYID}", "{KEYHEX}"] {
                assert!(!c.text.contains(ph), "{template}");
            }
        }
    }

    /// At least 60 contexts; every format is drawn; the human-text languages are all there;
    /// negatives fill every placeholder and hold no labelled secret's value.
    #[test]
    fn shape_formats_and_negatives() {
        let (contexts, families) = shape();
        assert!(contexts >= 60 && families >= 50, "{contexts} {families}");
        let cases = cases();
        for (name, _) in FORMATS {
            assert!(cases.iter().any(|c| c.kind == *name), "{name} never drawn");
        }
        for kind in [
            "letters-only password",
            "dashed passphrase",
            "common password",
            "person password",
        ] {
            assert!(cases.iter().any(|c| c.kind == kind), "{kind}");
        }
        let negs = negatives();
        assert_eq!(negs.len(), NEGATIVES.len() * NEG_PER);
        for (_, t) in &negs {
            for ph in [
                "{U}",
                "{SHA",
                "{HEX",
                "{UUID}",
                "{B64HASH}",
                "{PKLIVE}",
                "{SSHPUB}",
                "{AGEPUB}",
                "{UPPER16}",
                "{LOW16}",
                "{DIGITS}",
                "{CERT}",
            ] {
                assert!(!t.contains(ph), "{t}");
            }
        }
        for c in cases.iter().step_by(5) {
            let v = &c.text[c.secret.0..c.secret.1];
            assert!(negs.iter().all(|(_, t)| !t.contains(v)), "{v}");
        }
    }

    /// The encodings, checksums and generator the values are built with, and the file cap.
    #[test]
    fn encodings_checksums_and_cap() {
        assert_eq!(b64(b"hunter2", false), "aHVudGVyMg==");
        assert_eq!(b64(b"\xfb\xff", true), "-_8");
        // xoroshiro128++ from SplitMix64(0)'s first two outputs.
        let mut z = Rng::new(0);
        assert_eq!(z.s0, 0xE220_A839_7B1D_CDAF);
        assert_ne!(z.next(), z.next());
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            let body = rng.take(AN, 30);
            assert_eq!(checksum62(&body), heldout::crc_base62(&body));
            assert!(jwt(&mut rng).starts_with("eyJ"));
        }
        let (_, key) = provider_named(&mut rng, "azure storage account key");
        assert!(key.len() == 88 && key.ends_with("=="), "{key}");
        let long = "abcdefghij\n".repeat(FILE_CAP / 5);
        let cut = capped(&long);
        assert!(cut.len() <= FILE_CAP && cut.ends_with('\n'));
    }
}
