//! Held-out set p of the masker benchmark, recorded in `bench/mask/heldout-p.frozen`.
//!
//! Written blind and frozen (on 2026-12-07 at 09:28 UTC) by an engineer who read neither the
//! masker's rules, its design table nor its tests, saw no held-out set's figures and never ran
//! the masker over it: the honest check that the rules generalise, measured once, by someone
//! else. Only the benchmark's driver (where it registers and freezes sets), the generator module
//! of set o (to learn its shape), the opening of `heldout.rs`, the frozen records of every
//! earlier set and the paths their modules name (to keep this set's clean sources apart from
//! theirs), the README's entry of set o and the providers' own documented token shapes went
//! into it. It has three parts:
//!
//! - labelled secrets: contexts written for this set, 15 cases each, in families earlier sets
//!   used least or not at all: diffs, patch files, `git log -p` and code review comments;
//!   Terraform plan and output, `kubectl describe` and `create secret`, `docker inspect`,
//!   `printenv` and `/proc/*/environ` (NULs shown as `^@`); CI job logs with timestamps and
//!   ANSI colours; Python, Java, Go, Rust and Node stack traces and panics with secrets in
//!   locals, structs and URLs; pytest, Jest, Go test, RSpec and JUnit failures; SQL statement
//!   logs and ORM bind logs; HTTP client debug output (`curl -v`, urllib3, HTTPie, grpcurl);
//!   OpenAPI examples, GraphQL variables, protobuf text format; TOML, INI, HOCON, CUE, Nix,
//!   Dhall, Jsonnet, Starlark; Kotlin, Swift, Objective-C, C, C++, Zig, Nim, OCaml, F#,
//!   Clojure, Haskell, Erlang, Go, Rust, Java annotations; shell rc files, PowerShell profiles,
//!   Windows registry exports, plists, Android and Gradle properties, xcconfig, Unity and Godot
//!   configs, logcat and iOS crash text; localStorage dumps, Netscape `cookies.txt`, HAR
//!   bodies and headers; chat and tickets in Korean, Chinese, Arabic, Hebrew, Hindi, Polish,
//!   Vietnamese, Indonesian, Italian, Greek and Czech; markdown tables, CSV exports, YAML
//!   anchors and block scalars, JSON with escaped unicode; secrets broken by a terminal's line
//!   wrap; URLs' query strings and fragments, `data:` URIs, Docker build args, Helm
//!   `--set-string`; and a PEM key deleted in a diff (each line prefixed with `-`). Values from
//!   a generator of its own (xoshiro256**, its state filled by SplitMix64 from a new seed):
//!   provider tokens in the shapes their providers document, generic high-entropy keys, JWTs
//!   with real JSON claims, PEM private keys with real DER prefixes, passwords in connection
//!   strings, and people's passwords (a list of its own) after names that say password.
//! - hard negatives: texts in the same families with nothing to mask (placeholders, template
//!   variables, redacted values, reads of the environment and of secret stores, file hashes,
//!   commit ids, UUIDs that are ids, base64 images, public keys and the providers' documented
//!   example values); every finding in them is a false one.
//! - clean text from sources no earlier set or the tuning read: the JDK's `java.xml`,
//!   `java.desktop`, `java.lang`, `java.util` (without `concurrent`) and `java.nio`, `jdk.javadoc`
//!   and `jdk.jfr` sources (earlier sets read other modules of the same `src.zip`). Members in
//!   name order, each cut to 256 KiB and each source capped.
//!
//! `airlock-bench-mask heldout-shape p heldout-p.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout p heldout-p.frozen`
//! is the measurement, to be run once.

use std::path::PathBuf;

use crate::heldout::Case;
use crate::heldout_share::{b64, capped, checksum62, unzip_member, zip_members};

/// The seed that, with the templates below, fixes every labelled case and every negative.
pub const SEED: u64 = 0x3C9D_71A4_0B6E_58F2;

/// Cases per context.
const PER_CONTEXT: usize = 15;

/// xoshiro256** (Blackman and Vigna), its four words of state filled by SplitMix64 from the
/// seed: a generator no earlier set used.
struct Rng {
    s: [u64; 4],
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
        let s = [split(), split(), split(), split()];
        Rng { s }
    }
    fn next(&mut self) -> u64 {
        let out = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
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
    ("gitlab runner token", |r| {
        format!("glrt-{}", r.take(URLSAFE, 20))
    }),
    ("slack app-level token", |r| {
        format!(
            "xapp-1-A{}-{}-{}",
            r.take(UPNUM, 10),
            r.take(NUM, 13),
            r.take(HX, 64)
        )
    }),
    ("discord webhook url", |r| {
        format!(
            "https://discord.com/api/webhooks/1{}/{}",
            r.take(NUM, 18),
            r.take(URLSAFE, 68)
        )
    }),
    ("teams webhook url", |r| {
        let (a, b, c) = (uuid4(r), uuid4(r), uuid4(r));
        format!(
            "https://{}.webhook.office.com/webhookb2/{a}@{b}/IncomingWebhook/{}/{c}",
            r.one(&["contoso", "fabrikamgmbh", "northwindtraders", "adatumcorp"]),
            r.take(HX, 32)
        )
    }),
    ("telegram bot token", |r| {
        format!(
            "{}:AA{}",
            r.between(100_000_000, 7_999_999_999),
            r.take(URLSAFE, 33)
        )
    }),
    ("stripe webhook secret", |r| {
        format!("whsec_{}", r.take(AN, 32))
    }),
    ("mailchimp api key", |r| {
        format!("{}-us{}", r.take(HX, 32), r.between(1, 21))
    }),
    ("square access token", |r| {
        format!("EAAA{}", r.take(URLSAFE, 60))
    }),
    ("square oauth secret", |r| {
        format!("sq0csp-{}", r.take(URLSAFE, 43))
    }),
    ("shopify shared secret", |r| {
        format!("shpss_{}", r.take(HX, 32))
    }),
    ("pulumi access token", |r| format!("pul-{}", r.take(HX, 40))),
    ("databricks token", |r| format!("dapi{}", r.take(HX, 32))),
    ("dynatrace token", |r| {
        format!("dt0c01.{}.{}", r.take(UPNUM, 24), r.take(UPNUM, 64))
    }),
    ("planetscale token", |r| {
        format!("pscale_tkn_{}", r.take(URLSAFE, 43))
    }),
    ("grafana service account token", |r| {
        format!("glsa_{}_{}", r.take(AN, 32), r.take(HX, 8))
    }),
    ("rubygems api key", |r| {
        format!("rubygems_{}", r.take(HX, 48))
    }),
    ("nuget api key", |r| format!("oy2{}", r.take(LOWNUM, 43))),
    ("clojars token", |r| format!("CLOJARS_{}", r.take(HX, 60))),
    ("jfrog api key", |r| format!("AKCp8{}", r.take(AN, 68))),
    ("crates.io token", |r| format!("cio{}", r.take(AN, 32))),
    ("mapbox secret token", |r| {
        let claims = format!(
            "{{\"u\":\"{}\",\"a\":\"cl{}\"}}",
            r.one(&["fjordmaps", "trailhead-dev", "kartograf"]),
            r.take(LOWNUM, 23)
        );
        format!(
            "sk.{}.{}",
            b64(claims.as_bytes(), true),
            r.take(URLSAFE, 22)
        )
    }),
    ("okta api token", |r| format!("00{}", r.take(URLSAFE, 40))),
    ("circleci personal token", |r| {
        format!("CCIPAT_{}_{}", r.take(AN, 22), r.take(HX, 40))
    }),
    ("buildkite api token", |r| {
        format!("bkua_{}", r.take(HX, 40))
    }),
    ("launchdarkly sdk key", |r| format!("sdk-{}", uuid4(r))),
    ("contentful pat", |r| {
        format!("CFPAT-{}", r.take(URLSAFE, 43))
    }),
    ("airtable pat", |r| {
        format!("pat{}.{}", r.take(AN, 14), r.take(HX, 64))
    }),
    ("replicate token", |r| format!("r8_{}", r.take(AN, 37))),
    ("groq api key", |r| format!("gsk_{}", r.take(AN, 52))),
    ("perplexity api key", |r| format!("pplx-{}", r.take(AN, 48))),
    ("xai api key", |r| format!("xai-{}", r.take(AN, 80))),
    ("langsmith key", |r| {
        format!("lsv2_pt_{}_{}", r.take(HX, 32), r.take(HX, 10))
    }),
    ("bitbucket app password", |r| {
        format!("ATBB{}{}", r.take(AN, 32), r.take(b"0123456789ABCDEF", 8))
    }),
    ("tailscale auth key", |r| {
        format!("tskey-auth-k{}CNTRL-{}", r.take(AN, 10), r.take(AN, 33))
    }),
    ("adafruit io key", |r| format!("aio_{}", r.take(AN, 28))),
    ("firebase cloud messaging server key", |r| {
        format!("AAAA{}:APA91b{}", r.take(URLSAFE, 7), r.take(URLSAFE, 134))
    }),
    ("shippo live token", |r| {
        format!("shippo_live_{}", r.take(HX, 40))
    }),
    ("flutterwave secret key", |r| {
        format!("FLWSECK-{}-X", r.take(HX, 32))
    }),
    ("easypost api key", |r| format!("EZAK{}", r.take(AN, 54))),
    ("duffel live token", |r| {
        format!("duffel_live_{}", r.take(URLSAFE, 43))
    }),
    ("resend api key", |r| {
        format!("re_{}_{}", r.take(AN, 8), r.take(AN, 24))
    }),
    ("google oauth access token", |r| {
        format!("ya29.a0{}", r.take(URLSAFE, 150))
    }),
    ("new relic license key", |r| {
        format!("{}NRAL", r.take(HX, 36))
    }),
    ("datadog api key", |r| r.take(HX, 32)),
    ("twilio auth token", |r| r.take(HX, 32)),
    ("pinecone api key", |r| {
        format!("pcsk_{}_{}", r.take(AN, 5), r.take(AN, 62))
    }),
    ("render api key", |r| format!("rnd_{}", r.take(AN, 32))),
    ("infracost api key", |r| format!("ico-{}", r.take(AN, 32))),
    ("linode token", |r| r.take(HX, 64)),
    ("hetzner cloud token", |r| r.take(AN, 64)),
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
                "ji.hoon.park",
                "wei.zhang",
                "lea.cohen",
                "priya.n",
                "giulia.r"
            ]),
            rng.one(&["hanbit.kr", "tiandi.cn", "ormat.co.il", "vela.it"]),
            rng.one(&[
                "auth.hanbit.kr",
                "idp.tiandi.cn",
                "sso.ormat.co.il",
                "login.vela.it"
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
    "Seoul2025!",
    "Saranghae1",
    "Beijing2026",
    "Mima123456",
    "Shalom2025!",
    "Yerushalayim1",
    "Mumbai@2025",
    "Bharat2026",
    "Haslo2025!",
    "Krakow123",
    "Matkhau2026",
    "Hanoi2025!",
    "Rahasia123",
    "Jakarta2026!",
    "Ciao2025!",
    "Roma1234",
    "Kodikos2025",
    "Athina2026!",
    "Heslo2025",
    "Praha123!",
    "Admin@2026",
    "Qwerty2025!",
    "Welcome2026",
    "Spring2026!",
    "Autumn2025",
    "Staging123!",
    "Backup2026",
    "Grafana2025",
    "Kafka@2026",
    "Oracle123!",
    "Postgres2025",
    "Letmein2026!",
    "Monday2025",
    "Changeit2026",
    "Office365!",
    "Wifi2025guest",
    "Printer123",
    "Router@2026",
    "Camera2025!",
    "Secure2026#",
];

/// Words for people's passwords (English and the set's languages, in ASCII).
const WORDS: &[&str] = &[
    "haneul", "baram", "sarang", "chunfeng", "longma", "xiaoyu", "qamar", "yasmin", "shemesh",
    "yam", "tara", "gulab", "basant", "slonce", "jablko", "wisla", "hoasen", "songhong", "mekong",
    "melati", "pelangi", "gunung", "girasole", "tramonto", "limone", "thalassa", "ilios", "elia",
    "hvezda", "jablon", "vltava", "copper", "walrus", "lantern", "pepper", "glacier", "hazel",
    "maple", "otter", "cobalt",
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
    /// The provider format at this offset plus the case's index in the list (wrapping), so
    /// that every format is drawn.
    Every(usize),
    /// A UUID that is itself the secret (a Consul ACL token).
    Uuid,
    /// A password with a symbol, percent-encoded as a URI or a form body holds it.
    PctPw,
    /// A provider token or random key in base64, as a Kubernetes secret's `data` holds it.
    B64Tok,
    /// A provider token or random key broken by a terminal's line wrap: a line break after the
    /// given number of its characters (the whole token, break included, is the secret).
    Wrap(usize),
}
use Slot::{
    AwsSecret, B64Pw, B64Tok, Basic, Dashed, Every, Fmt, Gen, Hex, Jwt, Letters, PctPw, Pem, Pw,
    Tok, UrlPw, Uuid, Wrap,
};

/// (family, slot, template): `{U}` a user name, `{V}` the secret (once per template), `{KEYID}`
/// an access key id, `{KEYHEX}` forty hex digits.
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // Diffs, patches, history and review
    (
        "git-diff-added-env",
        Fmt("stripe live secret key"),
        r##"diff --git a/.env.production b/.env.production
index 3f1c2a9..8b7e0d4 100644
--- a/.env.production
+++ b/.env.production
@@ -4,3 +4,4 @@ APP_ENV=production
 LOG_LEVEL=info
 SENTRY_ENVIRONMENT=production
+STRIPE_SECRET_KEY={V}
"##,
    ),
    (
        "git-log-p-yaml",
        Pw,
        r##"commit {KEYHEX}
Author: {U} <{U}@hanbit.kr>
Date:   Tue Mar 3 14:02:11 2026 +0900

    config: point staging at the new database

diff --git a/config/staging.yml b/config/staging.yml
@@ -12,7 +12,7 @@ database:
   host: pg-staging.internal
   user: app
-  password: ${DB_PASSWORD}
+  password: {V}
"##,
    ),
    (
        "format-patch-json",
        Tok,
        r##"From {KEYHEX} Mon Sep 17 00:00:00 2001
From: {U} <{U}@vela.it>
Subject: [PATCH 2/3] client: hardcode key for the demo

---
 demo/settings.json | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)

--- a/demo/settings.json
+++ b/demo/settings.json
@@ -1,4 +1,4 @@
 {
-  "apiKey": "",
+  "apiKey": "{V}",
   "region": "eu-south-1"
"##,
    ),
    (
        "review-comment-suggestion",
        Tok,
        r##"**{U}** commented on `src/clients/billing.ts` line 18:

> ```ts
> const BILLING_KEY = "{V}";
> ```

This looks like a live key. Please move it to the secret store and rotate it.
"##,
    ),
    (
        "diff-deleted-pem",
        Pem("\n-"),
        r##"diff --git a/deploy/id_deploy b/deploy/id_deploy
deleted file mode 100600
index 9c1e2f0..0000000
--- a/deploy/id_deploy
+++ /dev/null
@@ -1,27 +0,0 @@
-{V}
"##,
    ),
    (
        "svn-diff-properties",
        Pw,
        r##"Index: conf/mail.properties
===================================================================
--- conf/mail.properties	(revision 4821)
+++ conf/mail.properties	(working copy)
@@ -3,4 +3,4 @@
 mail.smtp.host=smtp.ormat.co.il
 mail.smtp.user={U}
-mail.smtp.password=
+mail.smtp.password={V}
"##,
    ),
    // Infrastructure tools' output
    (
        "terraform-plan-attr",
        Pw,
        r##"  # aws_db_instance.orders will be created
  + resource "aws_db_instance" "orders" {
      + allocated_storage    = 50
      + engine               = "postgres"
      + identifier           = "orders-prod"
      + password             = "{V}"
      + username             = "orders_admin"
    }

Plan: 1 to add, 0 to change, 0 to destroy.
"##,
    ),
    (
        "terraform-plan-env-map",
        Tok,
        r##"  # aws_lambda_function.ingest will be updated in-place
  ~ resource "aws_lambda_function" "ingest" {
        id = "ingest"
      ~ environment {
          ~ variables = {
              + "PARTNER_API_TOKEN" = "{V}"
                "STAGE"             = "prod"
            }
        }
    }
"##,
    ),
    (
        "terraform-output-json",
        Pw,
        r##"$ terraform output -json
{
  "db_endpoint": {
    "sensitive": false,
    "type": "string",
    "value": "orders.c9akciq32.eu-central-1.rds.amazonaws.com:5432"
  },
  "db_password": {
    "sensitive": false,
    "type": "string",
    "value": "{V}"
  }
}
"##,
    ),
    (
        "kubectl-describe-pod-env",
        Pw,
        r##"Containers:
  api:
    Image:          registry.tiandi.cn/api:2.14.0
    Port:           8080/TCP
    State:          Running
    Environment:
      SPRING_PROFILES_ACTIVE:  prod
      DB_USERNAME:             {U}
      DB_PASSWORD:             {V}
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-7x2lq (ro)
"##,
    ),
    (
        "kubectl-get-secret-yaml",
        B64Tok,
        r##"$ kubectl get secret partner-api -o yaml
apiVersion: v1
data:
  token: {V}
kind: Secret
metadata:
  name: partner-api
  namespace: ingest
type: Opaque
"##,
    ),
    (
        "kubectl-create-secret-history",
        Pw,
        r##"  512  kubectl config use-context prod-eu
  513  kubectl -n billing create secret generic billing-db --from-literal=username={U} --from-literal=password={V}
  514  kubectl -n billing rollout restart deploy/billing
"##,
    ),
    (
        "docker-inspect-env",
        UrlPw,
        r##"        "Config": {
            "Hostname": "4f2a9c1d7e0b",
            "Env": [
                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "REDIS_URL=redis://default:{V}@cache:6379/0",
                "NODE_ENV=production"
            ],
            "Cmd": ["node", "server.js"],
"##,
    ),
    (
        "docker-build-arg",
        Fmt("npm token"),
        r##"$ docker build --build-arg NPM_TOKEN={V} --build-arg NODE_ENV=production -t web:latest .
[+] Building 41.2s (14/14) FINISHED
"##,
    ),
    (
        "dockerfile-arg-default",
        Pw,
        r##"FROM python:3.12-slim
ARG PIP_INDEX_USER={U}
ARG PIP_INDEX_PASSWORD={V}
RUN pip install --index-url https://${PIP_INDEX_USER}:${PIP_INDEX_PASSWORD}@pypi.vela.it/simple -r requirements.txt
"##,
    ),
    (
        "helm-set-string",
        Tok,
        r##"helm upgrade --install ingest ./charts/ingest \
  --namespace ingest --create-namespace \
  --set image.tag=2.3.1 \
  --set-string secrets.partnerApiKey={V} \
  --wait --timeout 5m
"##,
    ),
    (
        "kustomize-secret-generator",
        Pw,
        r##"secretGenerator:
  - name: mq-credentials
    literals:
      - MQ_USER={U}
      - MQ_PASSWORD={V}
generatorOptions:
  disableNameSuffixHash: true
"##,
    ),
    (
        "ansible-verbose-invocation",
        Pw,
        r##"ok: [db1.internal] => {
    "changed": false,
    "invocation": {
        "module_args": {
            "login_host": "localhost",
            "login_user": "postgres",
            "login_password": "{V}",
            "name": "orders"
        }
    }
}
"##,
    ),
    (
        "vault-kv-get-table",
        Pw,
        r##"$ vault kv get secret/orders/db
====== Data ======
Key         Value
---         -----
password    {V}
username    {U}
"##,
    ),
    (
        "aws-sts-assume-role-output",
        AwsSecret,
        r##"{
    "Credentials": {
        "AccessKeyId": "ASIA{KEYID}",
        "SecretAccessKey": "{V}",
        "Expiration": "2026-04-01T12:00:00+00:00"
    },
    "AssumedRoleUser": {
        "Arn": "arn:aws:sts::123456789012:assumed-role/deployer/ci"
    }
}
"##,
    ),
    (
        "gcloud-print-access-token",
        Fmt("google oauth access token"),
        r##"$ gcloud auth print-access-token
{V}
$ curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://storage.googleapis.com/storage/v1/b
"##,
    ),
    (
        "az-sp-create-output",
        Fmt("azure ad client secret"),
        r##"$ az ad sp create-for-rbac --name ci-deployer --role contributor
{
  "appId": "0e5d6a1b-3c2f-4b8e-9a7d-1f2e3d4c5b6a",
  "displayName": "ci-deployer",
  "password": "{V}",
  "tenant": "72f988bf-86f1-41af-91ab-2d7cd011db47"
}
"##,
    ),
    // Environment dumps
    (
        "printenv-dump",
        Fmt("github classic pat"),
        r##"$ printenv | sort
EDITOR=vim
GITHUB_TOKEN={V}
HOME=/home/{U}
LANG=ko_KR.UTF-8
PATH=/home/{U}/.local/bin:/usr/local/bin:/usr/bin:/bin
"##,
    ),
    (
        "proc-environ-nul",
        Fmt("openai project key"),
        r##"# cat /proc/4121/environ
HOSTNAME=worker-7d9f^@HOME=/root^@OPENAI_API_KEY={V}^@PYTHONUNBUFFERED=1^@PATH=/usr/local/bin:/usr/bin^@
"##,
    ),
    (
        "env-sort-aws",
        AwsSecret,
        r##"$ env | grep -i aws
AWS_ACCESS_KEY_ID=AKIA{KEYID}
AWS_DEFAULT_REGION=ap-northeast-2
AWS_SECRET_ACCESS_KEY={V}
"##,
    ),
    (
        "env-dump-nomad-token",
        Uuid,
        r##"NOMAD_ADDR=https://nomad.service.consul:4646
NOMAD_NAMESPACE=billing
NOMAD_TOKEN={V}
NOMAD_REGION=global
"##,
    ),
    // CI job logs
    (
        "ci-log-ansi-export",
        Fmt("npm token"),
        "2026-03-04T10:11:12.4410032Z \x1b[36;1mecho \"registry=https://registry.npmjs.org/\" > .npmrc\x1b[0m\n2026-03-04T10:11:12.4412817Z \x1b[36;1mexport NPM_TOKEN={V}\x1b[0m\n2026-03-04T10:11:12.4413001Z shell: /usr/bin/bash -e {0}\n",
    ),
    (
        "ci-log-gitlab-section",
        UrlPw,
        "section_start:1772618400:step_script\r\x1b[0K\x1b[0K\x1b[36;1mExecuting \"step_script\" stage of the job script\x1b[0;m\n\x1b[32;1m$ curl -fsS -u admin:{V} https://nexus.internal/service/rest/v1/status\x1b[0;m\n{\"status\":\"ok\"}\n",
    ),
    (
        "ci-log-jenkins-timestamps",
        Tok,
        r##"[2026-02-11T08:14:03.221Z] + ./gradlew publish -PartifactoryUser=ci -PartifactoryToken={V}
[2026-02-11T08:14:09.874Z] > Task :lib:publishMavenPublicationToArtifactoryRepository
[2026-02-11T08:14:10.002Z] BUILD SUCCESSFUL in 6s
"##,
    ),
    (
        "ci-log-buildkite-ansi",
        Fmt("docker hub pat"),
        "\x1b[90m~~~ Logging in to Docker Hub\x1b[0m\n\x1b[90m$\x1b[0m echo {V} | docker login -u kestrelci --password-stdin\n\x1b[32mLogin Succeeded\x1b[0m\n",
    ),
    // Stack traces and panics
    (
        "python-traceback-locals",
        Tok,
        r##"│ /app/ingest/client.py:88 in fetch                                          │
│                                                                             │
│   85 │   def fetch(self, path):                                             │
│ ❱ 88 │   │   resp = self.session.get(self.base + path, timeout=5)           │
│                                                                             │
│ ╭──────────────────────────── locals ─────────────────────────────╮         │
│ │    path = '/v2/orders'                                           │         │
│ │ api_key = '{V}' │         │
│ ╰──────────────────────────────────────────────────────────────────╯         │
"##,
    ),
    (
        "python-traceback-url",
        Fmt("google api key"),
        r##"Traceback (most recent call last):
  File "/srv/geo/lookup.py", line 41, in lookup
    r.raise_for_status()
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://maps.googleapis.com/maps/api/geocode/json?address=Via+Roma+1&key={V}
"##,
    ),
    (
        "java-stacktrace-jdbc",
        UrlPw,
        r##"Exception in thread "main" java.sql.SQLNonTransientConnectionException: Could not create connection to database server. Attempted reconnect 3 times. url=jdbc:mysql://db.internal:3306/shop?user=shop&password={V}&useSSL=true
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)
	at com.mysql.cj.jdbc.ConnectionImpl.connectWithRetries(ConnectionImpl.java:896)
"##,
    ),
    (
        "go-panic-struct",
        UrlPw,
        r##"panic: dial tcp 10.0.4.12:5432: connect: connection refused (cfg={Host:10.0.4.12 Port:5432 User:ledger Password:{V} SSLMode:require})

goroutine 1 [running]:
main.mustConnect(...)
	/src/cmd/ledger/main.go:57 +0x1c5
"##,
    ),
    (
        "rust-panic-debug",
        Tok,
        r##"thread 'main' panicked at src/main.rs:42:10:
called `Result::unwrap()` on an `Err` value: Upstream { status: 401, config: ClientConfig { base_url: "https://api.vela.it", token: "{V}", retries: 3 } }
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
"##,
    ),
    (
        "node-axios-error",
        Jwt,
        r##"AxiosError: Request failed with status code 401
    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)
  config: {
    method: 'get',
    url: 'https://api.hanbit.kr/v1/me',
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      Authorization: 'Bearer {V}'
    }
  },
"##,
    ),
    (
        "python-dsn-pct-error",
        PctPw,
        r##"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "pg.internal" (10.1.2.3), port 5432 failed: FATAL:  password authentication failed for user "reports"
(Background on this error at: https://sqlalche.me/e/20/e3q8)
engine url: postgresql+psycopg2://reports:{V}@pg.internal:5432/reports
"##,
    ),
    (
        "dotnet-exception-connstring",
        UrlPw,
        r##"Unhandled exception. System.ArgumentException: Keyword not supported: 'encryptt'.
   at Microsoft.Data.SqlClient.SqlConnectionStringBuilder.GetIndex(String keyword)
   ConnectionString: Server=tcp:sql-prod.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password={V};Encryptt=True;
"##,
    ),
    // Test failures
    (
        "pytest-assertion-diff",
        Tok,
        r##"    def test_headers(client):
>       assert client.headers == {"X-Api-Key": "expected"}
E       AssertionError: assert {'X-Api-Key': '{V}'} == {'X-Api-Key': 'expected'}
E         Differing items:
E         Use -v to get more diff
"##,
    ),
    (
        "jest-snapshot",
        Tok,
        r##"exports[`PaymentsClient sends the key 1`] = `
{
  "headers": {
    "Authorization": "Bearer {V}",
    "Content-Type": "application/json",
  },
}
`;
"##,
    ),
    (
        "go-test-failure",
        Tok,
        r##"--- FAIL: TestClientSignsRequests (0.00s)
    client_test.go:57: header X-Api-Key = "{V}", want "test-key"
FAIL
FAIL	github.com/kestrel/ledger/client	0.014s
"##,
    ),
    (
        "rspec-failure",
        Fmt("shopify access token"),
        r##"  1) ShopifySync fetches products with the store token
     Failure/Error: expect(request.headers["X-Shopify-Access-Token"]).to eq("test")

       expected: "test"
            got: "{V}"
"##,
    ),
    (
        "junit-xml-system-out",
        Tok,
        r##"<testcase classname="com.vela.api.AuthIT" name="login" time="0.412">
  <system-out><![CDATA[POST /oauth/token -> 200 access_token={V} expires_in=3600
]]></system-out>
</testcase>
"##,
    ),
    // SQL and ORM logs
    (
        "postgres-statement-log",
        Pw,
        r##"2026-01-19 09:12:44.120 UTC [2211] postgres@orders LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD '{V}';
2026-01-19 09:12:44.121 UTC [2211] postgres@orders LOG:  duration: 0.412 ms
"##,
    ),
    (
        "sqlalchemy-echo-params",
        Gen,
        r##"INFO sqlalchemy.engine.Engine INSERT INTO api_keys (owner, key, created_at) VALUES (%(owner)s, %(key)s, now()) RETURNING api_keys.id
INFO sqlalchemy.engine.Engine [generated in 0.00021s] {'owner': 'billing', 'key': '{V}'}
"##,
    ),
    (
        "hibernate-bind-log",
        Tok,
        r##"Hibernate: update integration set api_token=?, updated_at=? where id=?
2026-02-02 11:04:17.331 TRACE 1 --- [nio-8080-exec-4] o.h.type.descriptor.sql.BasicBinder : binding parameter [1] as [VARCHAR] - [{V}]
2026-02-02 11:04:17.331 TRACE 1 --- [nio-8080-exec-4] o.h.type.descriptor.sql.BasicBinder : binding parameter [3] as [BIGINT] - [42]
"##,
    ),
    (
        "mysql-general-log",
        Pw,
        r##"2026-03-01T02:00:01.512345Z	   18 Connect	root@localhost on  using Socket
2026-03-01T02:00:01.512901Z	   18 Query	CREATE USER 'backup'@'%' IDENTIFIED BY '{V}'
2026-03-01T02:00:01.514002Z	   18 Query	GRANT SELECT, LOCK TABLES ON *.* TO 'backup'@'%'
"##,
    ),
    (
        "prisma-query-log",
        Tok,
        r##"prisma:query INSERT INTO "public"."Webhook" ("url","secret","createdAt") VALUES ($1,$2,$3) RETURNING "public"."Webhook"."id"
prisma:query params ["https://hooks.vela.it/in","{V}","2026-03-02 10:00:00 UTC"]
"##,
    ),
    // HTTP client debug output
    (
        "curl-verbose-bearer",
        Tok,
        r##"* Connected to api.tiandi.cn (203.0.113.7) port 443
> GET /v3/accounts HTTP/2
> Host: api.tiandi.cn
> user-agent: curl/8.5.0
> accept: */*
> authorization: Bearer {V}
>
< HTTP/2 200
"##,
    ),
    (
        "curl-verbose-basic",
        Basic,
        r##"> POST /api/v1/query HTTP/1.1
> Host: clickhouse.internal:8443
> Authorization: Basic {V}
> Content-Length: 31
>
* upload completely sent off: 31 bytes
"##,
    ),
    (
        "urllib3-debug-query",
        Tok,
        r##"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.weather.vela.it:443
DEBUG:urllib3.connectionpool:https://api.weather.vela.it:443 "GET /v2/forecast?lat=45.46&lon=9.19&appid={V} HTTP/1.1" 200 1873
"##,
    ),
    (
        "httpie-request",
        Fmt("sendgrid api key"),
        r##"POST /v3/mail/send HTTP/1.1
Accept: application/json, */*;q=0.5
Authorization: Bearer {V}
Content-Type: application/json
Host: api.sendgrid.com
User-Agent: HTTPie/3.2.2
"##,
    ),
    (
        "grpcurl-metadata",
        Jwt,
        r##"$ grpcurl -H 'authorization: Bearer {V}' -d '{"id": "ord_8812"}' orders.internal:443 orders.v1.Orders/Get
{
  "id": "ord_8812",
  "status": "SHIPPED"
}
"##,
    ),
    (
        "okhttp-logcat",
        Fmt("google api key"),
        r##"03-14 09:26:53.614  8123  8190 I okhttp.OkHttpClient: --> POST https://firebaseinstallations.googleapis.com/v1/projects/hanbit-app/installations
03-14 09:26:53.615  8123  8190 I okhttp.OkHttpClient: x-goog-api-key: {V}
03-14 09:26:53.615  8123  8190 I okhttp.OkHttpClient: --> END POST (89-byte body)
"##,
    ),
    // API descriptions and wire formats
    (
        "openapi-example-header",
        Fmt("stripe restricted key"),
        r##"components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
  examples:
    liveKey:
      summary: key used by the nightly reconciliation job
      value: {V}
"##,
    ),
    (
        "graphql-variables",
        Pw,
        r##"{
  "operationName": "SignIn",
  "query": "mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }",
  "variables": {
    "email": "{U}@tiandi.cn",
    "password": "{V}"
  }
}
"##,
    ),
    (
        "protobuf-text-format",
        Tok,
        r##"# proto-file: config/v1/upstream.proto
# proto-message: UpstreamConfig
name: "payments"
endpoint: "payments.internal:443"
credentials {
  api_key: "{V}"
  rotate_after_days: 90
}
"##,
    ),
    (
        "har-response-body",
        Tok,
        r##"        "response": {
          "status": 200,
          "content": {
            "mimeType": "application/json",
            "text": "{\"access_token\":\"{V}\",\"token_type\":\"Bearer\",\"expires_in\":3600}"
          }
        },
"##,
    ),
    (
        "har-request-header",
        Every(0),
        r##"          "headers": [
            { "name": "accept", "value": "application/json" },
            { "name": "x-api-key", "value": "{V}" }
          ],
"##,
    ),
    (
        "swagger-curl",
        Every(40),
        r##"curl -X 'GET' \
  'https://api.vela.it/v1/pets?status=available' \
  -H 'accept: application/json' \
  -H 'api_key: {V}'
"##,
    ),
    // Configuration languages
    (
        "toml-database-table",
        Pw,
        r##"[server]
port = 8080

[database]
host = "db.internal"
user = "{U}"
password = "{V}"
pool = 16
"##,
    ),
    (
        "ini-smtp-section",
        Pw,
        r##"[smtp]
host = smtp.vela.it
port = 587
user = {U}
pass = {V}
starttls = yes
"##,
    ),
    (
        "java-properties-payment",
        Fmt("stripe legacy secret key"),
        r##"# payments
app.payment.provider=stripe
app.payment.secret-key={V}
app.payment.currency=EUR
"##,
    ),
    (
        "hocon-cassandra",
        Pw,
        r##"datastax-java-driver {
  basic.contact-points = ["cass1.internal:9042"]
  advanced.auth-provider {
    class = PlainTextAuthProvider
    username = "{U}"
    password = "{V}"
  }
}
"##,
    ),
    (
        "cue-secrets",
        Tok,
        r##"package deploy

service: "ingest"
secrets: {
	apiKey: "{V}"
	region: "ap-east-1"
}
"##,
    ),
    (
        "nix-service-env",
        Tok,
        r##"  systemd.services.ingest = {
    wantedBy = [ "multi-user.target" ];
    environment = {
      INGEST_API_TOKEN = "{V}";
      RUST_LOG = "info";
    };
  };
"##,
    ),
    (
        "dhall-record",
        Gen,
        r##"let Config = ./Config.dhall

in  Config::{
    , host = "api.hanbit.kr"
    , apiKey = "{V}"
    , timeoutSeconds = 30
    }
"##,
    ),
    (
        "jsonnet-local",
        Tok,
        r##"local token = '{V}';
{
  apiVersion: 'v1',
  kind: 'ConfigMap',
  data: { UPSTREAM_TOKEN: token },
}
"##,
    ),
    (
        "starlark-env-dict",
        Tok,
        r##"sh_binary(
    name = "deploy",
    srcs = ["deploy.sh"],
    env = {
        "DEPLOY_TOKEN": "{V}",
        "TARGET": "prod",
    },
)
"##,
    ),
    (
        "yaml-anchor-merge",
        Pw,
        r##"x-db: &db
  DB_HOST: postgres
  DB_USER: {U}
  DB_PASSWORD: {V}

services:
  api:
    environment:
      <<: *db
  worker:
    environment:
      <<: *db
"##,
    ),
    (
        "yaml-block-scalar-pem",
        Pem("\n    "),
        r##"tls:
  certFile: /etc/tls/tls.crt
  privateKey: |
    {V}
  minVersion: "1.2"
"##,
    ),
    (
        "json-escaped-unicode",
        Pw,
        r##"{"user":"{U}","display":"Caf\u00e9 Milano \u2615","password":"{V}","locale":"it-IT"}
"##,
    ),
    (
        "xml-maven-settings",
        Pw,
        r##"<servers>
  <server>
    <id>vela-releases</id>
    <username>{U}</username>
    <password>{V}</password>
  </server>
</servers>
"##,
    ),
    (
        "appsettings-connstring",
        UrlPw,
        r##"{
  "ConnectionStrings": {
    "Default": "Server=sql01;Database=Crm;User Id=crm;Password={V};TrustServerCertificate=True"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
"##,
    ),
    (
        "dotnet-user-secrets-list",
        Fmt("stripe live secret key"),
        r##"$ dotnet user-secrets list
Logging:LogLevel:Default = Debug
Stripe:SecretKey = {V}
"##,
    ),
    (
        "rails-credentials-show",
        AwsSecret,
        r##"$ bin/rails credentials:show
aws:
  access_key_id: AKIA{KEYID}
  secret_access_key: {V}
secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>
"##,
    ),
    (
        "wp-config-define",
        Pw,
        r##"/** Database username */
define( 'DB_USER', '{U}' );

/** Database password */
define( 'DB_PASSWORD', '{V}' );
"##,
    ),
    (
        "grafana-datasource-secure",
        Pw,
        r##"apiVersion: 1
datasources:
  - name: Postgres
    type: postgres
    url: pg.internal:5432
    user: grafana
    secureJsonData:
      password: {V}
"##,
    ),
    (
        "prometheus-remote-write",
        Tok,
        r##"remote_write:
  - url: https://prometheus-prod-24.grafana.net/api/prom/push
    basic_auth:
      username: 1234567
      password: {V}
"##,
    ),
    (
        "cargo-config-registry",
        Gen,
        r##"[registries.internal]
index = "sparse+https://crates.vela.it/index/"
token = "{V}"
"##,
    ),
    // Source code
    (
        "kotlin-const",
        Tok,
        r##"object ApiConfig {
    const val BASE_URL = "https://api.hanbit.kr/"
    const val API_KEY = "{V}"
}
"##,
    ),
    (
        "swift-let",
        Fmt("stripe live secret key"),
        r##"import StripeKit

enum Keys {
    static let stripeSecret = "{V}"
}
"##,
    ),
    (
        "objc-static-string",
        Tok,
        r##"#import "APIClient.h"

static NSString * const kAPIKey = @"{V}";

@implementation APIClient
"##,
    ),
    (
        "c-define",
        Pw,
        r##"#define WIFI_SSID     "office-2g"
#define MQTT_USER     "{U}"
#define MQTT_PASSWORD "{V}"
#define MQTT_PORT     8883
"##,
    ),
    (
        "cpp-brace-init",
        Tok,
        r##"namespace cfg {
const std::string kEndpoint{"https://telemetry.vela.it/v1"};
const std::string kApiToken{"{V}"};
}  // namespace cfg
"##,
    ),
    (
        "zig-const",
        Gen,
        r##"const std = @import("std");

const api_key = "{V}";
const endpoint = "https://api.tiandi.cn";
"##,
    ),
    (
        "nim-let",
        Tok,
        r##"import std/httpclient

let apiKey = "{V}"
let client = newHttpClient(headers = newHttpHeaders({"X-Api-Key": apiKey}))
"##,
    ),
    (
        "ocaml-let",
        Tok,
        r##"let api_token = "{V}"

let headers = Cohttp.Header.of_list [ ("Authorization", "Bearer " ^ api_token) ]
"##,
    ),
    (
        "fsharp-connstring",
        UrlPw,
        r##"[<Literal>]
let ConnStr = "Host=pg.internal;Database=ledger;Username=ledger;Password={V}"
"##,
    ),
    (
        "clojure-map",
        Pw,
        r##"(def db-spec
  {:dbtype   "postgresql"
   :dbname   "orders"
   :user     "{U}"
   :password "{V}"})
"##,
    ),
    (
        "haskell-binding",
        Tok,
        r##"apiKey :: Text
apiKey = "{V}"

main :: IO ()
main = runClient apiKey
"##,
    ),
    (
        "erlang-sys-config",
        Tok,
        r##"[{payments, [
    {endpoint, "https://api.vela.it"},
    {api_key, "{V}"}
]}].
"##,
    ),
    (
        "rust-const",
        Tok,
        r##"const BASE: &str = "https://api.ormat.co.il";
const API_KEY: &str = "{V}";
"##,
    ),
    (
        "go-var-block",
        Tok,
        r##"var (
	endpoint = "https://api.tiandi.cn/v2"
	apiToken = "{V}"
)
"##,
    ),
    (
        "java-value-default",
        Fmt("stripe legacy secret key"),
        r##"@Service
public class ChargeService {
    @Value("${stripe.secret:{V}}")
    private String stripeSecret;
}
"##,
    ),
    (
        "node-env-fallback",
        Tok,
        r##"const apiKey = process.env.PARTNER_API_KEY || '{V}';
module.exports = { apiKey };
"##,
    ),
    (
        "django-secret-key",
        Gen,
        r##"# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = '{V}'

DEBUG = False
"##,
    ),
    (
        "sentry-init-dsn",
        Hex(32),
        r##"Sentry.init({
  dsn: "https://{V}@o450123.ingest.sentry.io/5512345",
  tracesSampleRate: 0.2,
});
"##,
    ),
    // Shells, platforms and devices
    (
        "bashrc-export",
        Fmt("anthropic api key"),
        r##"# >>> local tools >>>
export PATH="$HOME/.cargo/bin:$PATH"
export ANTHROPIC_API_KEY={V}
alias ll='ls -alF'
"##,
    ),
    (
        "zshrc-alias-inline",
        Fmt("heroku api key"),
        r##"alias hdeploy='HEROKU_API_KEY={V} heroku container:release web -a hanbit-api'
"##,
    ),
    (
        "powershell-profile",
        Fmt("groq api key"),
        r##"# Microsoft.PowerShell_profile.ps1
Set-PSReadLineOption -EditMode Emacs
$env:GROQ_API_KEY = "{V}"
Import-Module posh-git
"##,
    ),
    (
        "fish-set-gx",
        Fmt("hugging face token"),
        r##"# ~/.config/fish/config.fish
set -gx HF_HOME ~/.cache/huggingface
set -gx HF_TOKEN {V}
"##,
    ),
    (
        "bash-history-mysql",
        UrlPw,
        r##"  201  ssh bastion
  202  mysql -h db1.internal -u root -p{V} shop
  203  exit
"##,
    ),
    (
        "redis-cli-auth",
        Pw,
        r##"$ redis-cli -h cache.internal -p 6379 -a {V} --no-auth-warning INFO keyspace
# Keyspace
db0:keys=18231,expires=912,avg_ttl=0
"##,
    ),
    (
        "windows-registry-export",
        Pw,
        r##"Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\prod-db]
"HostName"="db01.ormat.local"
"ProxyUsername"="{U}"
"ProxyPassword"="{V}"
"##,
    ),
    (
        "macos-plist",
        Tok,
        r##"<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
	<key>APIBaseURL</key>
	<string>https://api.hanbit.kr</string>
	<key>APIKey</key>
	<string>{V}</string>
</dict>
</plist>
"##,
    ),
    (
        "android-local-properties",
        Fmt("google api key"),
        r##"## This file must *NOT* be checked into Version Control Systems,
sdk.dir=/Users/{U}/Library/Android/sdk
MAPS_API_KEY={V}
"##,
    ),
    (
        "gradle-properties-signing",
        Pw,
        r##"org.gradle.jvmargs=-Xmx4g
signing.keyId=24875D73
signing.password={V}
signing.secretKeyRingFile=/Users/{U}/.gnupg/secring.gpg
"##,
    ),
    (
        "ios-xcconfig",
        Gen,
        r##"// Secrets.xcconfig
BUNDLE_ID = kr.hanbit.app
REVENUECAT_API_KEY = {V}
"##,
    ),
    (
        "unity-asset-yaml",
        Gen,
        r##"%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!114 &11400000
MonoBehaviour:
  m_Name: PlayFabSharedSettings
  TitleId: 9F3A2
  DeveloperSecretKey: {V}
"##,
    ),
    (
        "godot-project-godot",
        Tok,
        r##"[application]

config/name="Tiny Harbor"
run/main_scene="res://main.tscn"

[analytics]

api_key="{V}"
"##,
    ),
    (
        "ios-crash-userinfo",
        Tok,
        r##"Last Exception Backtrace:
0   CoreFoundation   0x1a2b3c4d __exceptionPreprocess + 164
Application Specific Information:
*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'request failed: {URL=https://api.vela.it/v1/sync, token={V}}'
"##,
    ),
    (
        "logcat-retrofit",
        Jwt,
        r##"03-14 10:02:11.301  9921  9960 D OkHttp  : --> GET https://api.tiandi.cn/v1/profile
03-14 10:02:11.301  9921  9960 D OkHttp  : Authorization: Bearer {V}
03-14 10:02:11.302  9921  9960 D OkHttp  : --> END GET
"##,
    ),
    // Browser state
    (
        "localstorage-dump",
        Jwt,
        r##"> JSON.stringify(localStorage)
'{"theme":"dark","lang":"he","auth.accessToken":"{V}","auth.expiresAt":"1772700000"}'
"##,
    ),
    (
        "cookies-txt-netscape",
        Gen,
        "# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html\n.vela.it\tTRUE\t/\tTRUE\t1798761600\tlang\tit\n.vela.it\tTRUE\t/\tTRUE\t1798761600\tsession_token\t{V}\n",
    ),
    (
        "devtools-copy-as-curl-cookie",
        Gen,
        r##"curl 'https://admin.hanbit.kr/api/users?page=2' \
  -H 'accept: application/json' \
  -H 'cookie: _ga=GA1.2.1122334455.1700000000; sid={V}' \
  --compressed
"##,
    ),
    // People's text in other languages
    (
        "korean-chat",
        Tok,
        r##"[오후 3:12] {U}: 배포용 토큰 여기 있어요 {V} 내일까지만 쓰고 폐기할게요
"##,
    ),
    (
        "chinese-chat",
        Pw,
        r##"{U}：测试环境数据库密码是 {V} ，用完请告诉我，我会改掉。
"##,
    ),
    (
        "arabic-chat",
        Pw,
        r##"مرحبا، كلمة المرور الجديدة لخادم الاختبار هي {V} يرجى عدم مشاركتها.
"##,
    ),
    (
        "hebrew-chat",
        Pw,
        r##"היי, הסיסמה לשרת ה-staging היא {V} תחליף אותה אחרי ההדגמה.
"##,
    ),
    (
        "hindi-chat",
        Pw,
        r##"नमस्ते, सर्वर का नया पासवर्ड {V} है, कृपया इसे किसी से साझा न करें।
"##,
    ),
    (
        "polish-ticket",
        Pw,
        r##"Zgłoszenie #4821: dostęp do panelu administracyjnego
Login: {U}
Hasło: {V}
Proszę zmienić hasło po pierwszym logowaniu.
"##,
    ),
    (
        "vietnamese-chat",
        Pw,
        r##"Anh ơi, mật khẩu wifi văn phòng mới là {V} nhé, em đã đổi sáng nay.
"##,
    ),
    (
        "indonesian-chat",
        Tok,
        r##"Halo tim, ini token API untuk staging: {V} tolong jangan dibagikan ke luar.
"##,
    ),
    (
        "italian-email",
        Pw,
        r##"Oggetto: accesso al server di test

Ciao {U},
ecco le credenziali: utente deploy, password {V}
Cambiala al primo accesso, grazie.
"##,
    ),
    (
        "greek-chat",
        Pw,
        r##"Γεια σου! Ο κωδικός για το VPN είναι {V} και ισχύει μέχρι την Παρασκευή.
"##,
    ),
    (
        "czech-ticket",
        Pw,
        r##"Požadavek 1182: nový účet pro {U}
Heslo k účtu: {V}
Po prvním přihlášení si heslo změňte.
"##,
    ),
    (
        "korean-api-key-note",
        Every(20),
        r##"## 운영 환경 키
- 결제 연동 키: `{V}`
- 담당자: {U}
"##,
    ),
    // Tables and exports
    (
        "markdown-creds-table",
        Pw,
        r##"| Environment | User | Password |
|-------------|------|----------|
| staging     | {U}  | {V} |
"##,
    ),
    (
        "csv-export-keys",
        Tok,
        r##"id,name,api_key,created_at
17,billing-sync,{V},2026-01-03T10:22:00Z
"##,
    ),
    (
        "vendor-key-table",
        Every(80),
        r##"| Service | Owner | Key |
|---|---|---|
| ingest | {U} | {V} |
"##,
    ),
    (
        "tsv-spreadsheet-paste",
        Every(60),
        "service\tenv\tkey\nsearch\tprod\t{V}\n",
    ),
    // URLs and encodings
    (
        "url-query-key",
        Fmt("google api key"),
        r##"<script async src="https://maps.googleapis.com/maps/api/js?key={V}&callback=initMap&libraries=places"></script>
"##,
    ),
    (
        "url-fragment-implicit",
        Tok,
        r##"Redirected to https://app.hanbit.kr/oauth/callback#access_token={V}&token_type=bearer&expires_in=3600&state=af0ifjsldkj
"##,
    ),
    (
        "url-userinfo-remote-v",
        Fmt("github fine-grained pat"),
        r##"$ git remote -v
origin	https://{U}:{V}@github.com/hanbit/app.git (fetch)
"##,
    ),
    (
        "data-uri-json",
        B64Tok,
        r##"<a download="config.json" href="data:application/json;base64,{V}">download config</a>
"##,
    ),
    (
        "mongodb-srv-error",
        UrlPw,
        r##"MongoServerSelectionError: connection <monitor> to 10.2.0.4:27017 closed
    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:285:38)
  uri: 'mongodb+srv://orders:{V}@cluster0.x7k2p.mongodb.net/orders?retryWrites=true'
"##,
    ),
    (
        "pip-index-url-log",
        Fmt("gitlab pat"),
        r##"Looking in indexes: https://pypi.org/simple, https://__token__:{V}@gitlab.vela.it/api/v4/projects/112/packages/pypi/simple
Collecting vela-common==2.4.0
"##,
    ),
    (
        "goproxy-env",
        Fmt("jfrog api key"),
        r##"GOFLAGS=-mod=mod
GOPROXY=https://{U}:{V}@vela.jfrog.io/artifactory/api/go/go-virtual,direct
GONOSUMDB=vela.it/*
"##,
    ),
    (
        "nginx-access-log-token",
        Gen,
        r##"203.0.113.44 - - [07/Mar/2026:10:14:02 +0000] "GET /export/report.csv?download_token={V} HTTP/1.1" 200 48213 "-" "Mozilla/5.0"
"##,
    ),
    (
        "laravel-app-key",
        Gen,
        r##"APP_NAME=Harbor
APP_ENV=production
APP_KEY=base64:{V}
APP_DEBUG=false
"##,
    ),
    // Broken by a terminal's line wrap
    (
        "terminal-wrap-token",
        Wrap(40),
        r##"$ ./scripts/issue-token --service ingest
Token created. Copy it now, it will not be shown again:

{V}

"##,
    ),
    (
        "terminal-wrap-env",
        Wrap(56),
        r##"$ cat .env
PAYMENTS_API_KEY={V}
LOG_LEVEL=debug
"##,
    ),
    // Mail, chat clients and misc
    (
        "authinfo-line",
        Pw,
        r##"machine smtp.gmail.com login {U}@gmail.com port 587 password {V}
"##,
    ),
    (
        "muttrc-smtp-pass",
        Pw,
        r##"set smtp_url = "smtps://{U}@smtp.vela.it:465/"
set smtp_pass = "{V}"
set from = "{U}@vela.it"
"##,
    ),
    (
        "weechat-sasl",
        Pw,
        r##"/set irc.server.libera.sasl_mechanism plain
/set irc.server.libera.sasl_username {U}
/set irc.server.libera.sasl_password {V}
"##,
    ),
    (
        "netrc-heroku",
        Fmt("heroku api key"),
        r##"machine api.heroku.com
  login {U}@vela.it
  password {V}
machine git.heroku.com
"##,
    ),
    (
        "pgpass-line",
        UrlPw,
        r##"# hostname:port:database:username:password
pg.internal:5432:*:reports:{V}
"##,
    ),
    (
        "rabbitmqctl-add-user",
        Pw,
        r##"$ rabbitmqctl add_user {U} {V}
Adding user "{U}" ...
Done. Don't forget to grant the user permissions to some virtual hosts!
"##,
    ),
    (
        "mosquitto-pub",
        Pw,
        r##"mosquitto_pub -h mqtt.vela.it -p 8883 --cafile ca.crt -u {U} -P {V} -t sensors/3/temp -m 21.5
"##,
    ),
    (
        "elastic-curl-user",
        UrlPw,
        r##"$ curl -k -u elastic:{V} "https://es01:9200/_cat/indices?v"
health status index    uuid                   pri rep docs.count
"##,
    ),
    (
        "lerna-debug-env",
        Fmt("github oauth token"),
        r##"lerna info version 8.1.2
lerna verb env GH_TOKEN={V}
lerna verb git tag v2.4.0
"##,
    ),
    (
        "npm-debug-config",
        Fmt("npm token"),
        r##"12 verbose title npm publish
13 verbose argv "publish" "--access" "public"
14 verbose config //registry.npmjs.org/:_authToken={V}
15 timing config:load Completed in 9ms
"##,
    ),
    (
        "docker-login-stdin",
        Fmt("github classic pat"),
        r##"$ echo {V} | docker login ghcr.io -u {U} --password-stdin
Login Succeeded
"##,
    ),
    (
        "consul-kv-export-b64",
        B64Pw,
        r##"[
  {
    "key": "orders/db/password",
    "flags": 0,
    "value": "{V}"
  }
]
"##,
    ),
    (
        "journald-app-line",
        Tok,
        r##"Mar 07 10:14:02 worker-3 ingest[2211]: level=debug msg="calling upstream" url=https://api.ormat.co.il/v1 token={V}
"##,
    ),
    (
        "pagerduty-routing-key",
        Hex(32),
        r##"alertmanager:
  receivers:
    - name: on-call
      pagerduty_configs:
        - routing_key: {V}
          severity: critical
"##,
    ),
    (
        "terminal-cat-pem",
        Pem("\n"),
        r##"$ cat ~/.ssh/deploy_ed
{V}
$ chmod 600 ~/.ssh/deploy_ed
"##,
    ),
    (
        "slack-message-pasted-key",
        Every(100),
        r##"{U}  10:42 AM
here's the key for the sandbox, don't commit it: {V}
"##,
    ),
    (
        "issue-comment-key",
        Every(10),
        r##"> **Steps to reproduce**
> 1. Set the key: `export API_KEY={V}`
> 2. Run `make e2e`
"##,
    ),
    (
        "ticket-json-body",
        Every(30),
        r##"{"ticket":{"subject":"Integration broken","body":"We rotated yesterday, the new key is {V} but calls still fail"}}
"##,
    ),
    (
        "yaml-multiline-folded",
        Every(50),
        r##"integrations:
  partner:
    notes: >
      Key issued on 2026-02-01 by {U}, expires in a year.
    key: {V}
"##,
    ),
    (
        "env-dump-every",
        Every(70),
        r##"$ heroku config -a hanbit-api
=== hanbit-api Config Vars
LOG_LEVEL:       info
VENDOR_API_KEY:  {V}
"##,
    ),
    (
        "xml-config-every",
        Every(90),
        r##"<integration name="vendor">
  <endpoint>https://vendor.example.net/api</endpoint>
  <apiKey>{V}</apiKey>
</integration>
"##,
    ),
    (
        "wifi-qr-payload",
        Letters,
        r##"# contents of the QR code taped to the meeting room screen
WIFI:T:WPA;S:hanbit-guest;P:{V};H:false;;
"##,
    ),
    (
        "bitwarden-json-export",
        Dashed,
        r##"      "login": {
        "uris": [{ "match": null, "uri": "https://router.local" }],
        "username": "admin",
        "password": "{V}",
        "totp": null
      },
"##,
    ),
    (
        "op-item-get-output",
        Dashed,
        r##"$ op item get "NAS admin" --reveal
ID:          {KEYID}
Title:       NAS admin
Fields:
  username:    {U}
  password:    {V}
"##,
    ),
    (
        "nmcli-show-secrets",
        Letters,
        r##"$ nmcli --show-secrets connection show office-5g | grep psk
802-11-wireless-security.psk:           {V}
"##,
    ),
];

/// Renderings of each negative template.
const NEG_PER: usize = 5;

/// (family, template) of the hard negatives: nothing in them is a secret. `{SHA1}` a commit id,
/// `{SHA7}` its short form, `{SHA256}` a digest, `{HEX32}` an MD5, `{UUID}` a random UUID,
/// `{U}` a user name, `{B64HASH}` a base64 SHA-256, `{PKLIVE}` a Stripe publishable key,
/// `{SSHPUB}` an ed25519 public key's body, `{AGEPUB}` an age recipient, `{UPPER16}` and
/// `{LOW16}` ids, `{DIGITS}` ten digits, `{CERT}` a certificate's body, `{PNG}` a small PNG
/// image in base64.
const NEGATIVES: &[(&str, &str)] = &[
    (
        "git-diff-added-env",
        r##"diff --git a/.env.example b/.env.example
--- a/.env.example
+++ b/.env.example
@@ -4,3 +4,4 @@ APP_ENV=production
 LOG_LEVEL=info
+STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx
+SENTRY_DSN=
"##,
    ),
    (
        "git-log-p-yaml",
        r##"commit {SHA1}
Merge: {SHA7} {SHA7}
Author: {U} <{U}@hanbit.kr>

    config: read the password from the environment

-  password: hunter2-was-here-only-in-tests
+  password: ${DB_PASSWORD}
"##,
    ),
    (
        "format-patch-json",
        r##"From {SHA1} Mon Sep 17 00:00:00 2001
Subject: [PATCH] client: read the key from settings

-  "apiKey": "{{ api_key }}",
+  "apiKey": "",
index {SHA7}..{SHA7} 100644
"##,
    ),
    (
        "review-comment-suggestion",
        r##"**{U}** commented on `src/clients/billing.ts` line 18:

```suggestion
const BILLING_KEY = process.env.BILLING_KEY ?? "";
```
Looks good after this; see {SHA7}.
"##,
    ),
    (
        "diff-deleted-pem",
        r##"diff --git a/deploy/id_deploy.pub b/deploy/id_deploy.pub
deleted file mode 100644
index {SHA7}..0000000
--- a/deploy/id_deploy.pub
+++ /dev/null
@@ -1 +0,0 @@
-ssh-ed25519 {SSHPUB} deploy@ci
"##,
    ),
    (
        "terraform-plan-attr",
        r##"  + resource "aws_db_instance" "orders" {
      + identifier = "orders-prod"
      + password   = (sensitive value)
      + username   = "orders_admin"
      + id         = (known after apply)
    }
"##,
    ),
    (
        "terraform-plan-env-map",
        r##"      ~ environment {
          ~ variables = {
              ~ "PARTNER_API_TOKEN" = (sensitive value)
              + "BUILD_SHA"         = "{SHA1}"
            }
        }
"##,
    ),
    (
        "terraform-output-json",
        r##"{
  "db_password": { "sensitive": true, "type": "string" },
  "bucket_arn": { "sensitive": false, "type": "string", "value": "arn:aws:s3:::orders-{LOW16}" },
  "cluster_id": { "sensitive": false, "type": "string", "value": "{UUID}" }
}
"##,
    ),
    (
        "kubectl-describe-pod-env",
        r##"    Environment:
      DB_USERNAME:  <set to the key 'username' in secret 'orders-db'>  Optional: false
      DB_PASSWORD:  <set to the key 'password' in secret 'orders-db'>  Optional: false
    Image ID:  registry.tiandi.cn/api@sha256:{SHA256}
"##,
    ),
    (
        "kubectl-get-secret-yaml",
        r##"Name:         partner-api
Namespace:    ingest
Type:  Opaque

Data
====
token:  64 bytes
ca.crt: 1180 bytes
"##,
    ),
    (
        "kubectl-create-secret-history",
        r##"  513  kubectl -n billing create secret generic billing-db --from-env-file=./billing.env
  514  kubectl -n billing get secret billing-db -o jsonpath='{.metadata.uid}'
  515  echo {UUID}
"##,
    ),
    (
        "docker-inspect-env",
        r##"        "Id": "{SHA256}",
        "Image": "sha256:{SHA256}",
            "Env": [
                "REDIS_URL=redis://cache:6379/0",
                "NODE_ENV=production"
            ],
"##,
    ),
    (
        "docker-build-arg",
        r##"$ docker build --secret id=npmrc,src=$HOME/.npmrc --build-arg GIT_SHA={SHA1} -t web:{SHA7} .
 => => writing image sha256:{SHA256}
"##,
    ),
    (
        "helm-set-string",
        r##"helm upgrade --install ingest ./charts/ingest \
  --set-string image.digest=sha256:{SHA256} \
  --set-string secrets.partnerApiKey="$PARTNER_API_KEY" \
  --set-file tls.crt=./tls.crt
"##,
    ),
    (
        "ansible-verbose-invocation",
        r##"ok: [db1.internal] => {
    "invocation": {
        "module_args": {
            "login_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER",
            "name": "orders"
        }
    }
}
"##,
    ),
    (
        "vault-kv-get-table",
        r##"$ vault kv metadata get secret/orders/db
created_time     2026-01-19T09:12:44.120Z
current_version  7
request_id       {UUID}
"##,
    ),
    (
        "aws-sts-assume-role-output",
        r##"{
    "UserId": "AROA{UPPER16}:ci",
    "Account": "123456789012",
    "Arn": "arn:aws:sts::123456789012:assumed-role/deployer/ci"
}
"##,
    ),
    (
        "printenv-dump",
        r##"$ printenv | sort
GIT_COMMIT={SHA1}
GITHUB_TOKEN=***
HOME=/home/{U}
RUN_ID={UUID}
"##,
    ),
    (
        "proc-environ-nul",
        r##"HOSTNAME=worker-7d9f^@HOME=/root^@OPENAI_API_KEY=^@BUILD_ID={DIGITS}^@PATH=/usr/local/bin:/usr/bin^@
"##,
    ),
    (
        "env-sort-aws",
        r##"AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE
AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
AWS_DEFAULT_REGION=us-east-1
# values from the AWS documentation, for the tutorial only
"##,
    ),
    (
        "ci-log-ansi-export",
        "2026-03-04T10:11:12.4410032Z \x1b[36;1mexport NPM_TOKEN=***\x1b[0m\n2026-03-04T10:11:12.4413001Z ##[debug]Evaluating: secrets.NPM_TOKEN\n2026-03-04T10:11:12.4413911Z Download action repository 'actions/setup-node@{SHA1}'\n",
    ),
    (
        "ci-log-gitlab-section",
        "section_start:1772618400:prepare_script\r\x1b[0K\x1b[0K\x1b[36;1mPreparing environment\x1b[0;m\nRunning on runner-{LOW16}-project-112-concurrent-0 via gitlab-runner-7f9c...\n\x1b[32;1mChecking out {SHA7} as detached HEAD (ref is main)...\x1b[0;m\n",
    ),
    (
        "ci-log-jenkins-timestamps",
        r##"[2026-02-11T08:14:03.221Z] + ./gradlew publish -PartifactoryUser=ci -PartifactoryToken=****
[2026-02-11T08:14:03.222Z] Masking supported pattern matches of $ARTIFACTORY_TOKEN
[2026-02-11T08:14:10.002Z] Published {SHA1}
"##,
    ),
    (
        "python-traceback-locals",
        r##"│ │    path = '/v2/orders'                                 │
│ │ api_key = '********'                                    │
│ │ request_id = '{UUID}'                    │
"##,
    ),
    (
        "python-traceback-url",
        r##"requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.vela.it/v2/orders/{UUID}?expand=items&page_token={DIGITS}
"##,
    ),
    (
        "java-stacktrace-jdbc",
        r##"java.sql.SQLNonTransientConnectionException: Could not create connection. url=jdbc:mysql://db.internal:3306/shop?useSSL=true&serverTimezone=UTC
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)
"##,
    ),
    (
        "go-panic-struct",
        r##"panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x6c1e2f]

goroutine 1 [running]:
main.(*Client).Do(0x0, {0xc000012345, 0x10})
"##,
    ),
    (
        "rust-panic-debug",
        r##"thread 'main' panicked at src/main.rs:42:10:
called `Result::unwrap()` on an `Err` value: Upstream { status: 401, config: ClientConfig { base_url: "https://api.vela.it", token: "[redacted]", retries: 3 } }
"##,
    ),
    (
        "node-axios-error",
        r##"AxiosError: Request failed with status code 401
  config: {
    headers: Object [AxiosHeaders] {
      Authorization: 'Bearer <redacted>',
      'X-Request-Id': '{UUID}'
    }
  },
"##,
    ),
    (
        "pytest-assertion-diff",
        r##"E       AssertionError: assert '{SHA256}' == '{SHA256}'
E         - {SHA7}
E         + {SHA7}
"##,
    ),
    (
        "jest-snapshot",
        r##"exports[`PaymentsClient sends the key 1`] = `
{
  "headers": {
    "Authorization": "Bearer test-token",
    "X-Request-Id": "{UUID}",
  },
}
`;
"##,
    ),
    (
        "postgres-statement-log",
        r##"2026-01-19 09:12:44.120 UTC [2211] postgres@orders LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:{B64HASH}'
"##,
    ),
    (
        "sqlalchemy-echo-params",
        r##"INFO sqlalchemy.engine.Engine SELECT api_keys.id, api_keys.owner FROM api_keys WHERE api_keys.key_hash = %(hash)s
INFO sqlalchemy.engine.Engine [cached since 12.4s ago] {'hash': '{SHA256}'}
"##,
    ),
    (
        "hibernate-bind-log",
        r##"o.h.type.descriptor.sql.BasicBinder : binding parameter [1] as [VARCHAR] - [{UUID}]
o.h.type.descriptor.sql.BasicBinder : binding parameter [2] as [BIGINT] - [{DIGITS}]
"##,
    ),
    (
        "curl-verbose-bearer",
        r##"> GET /v3/accounts HTTP/2
> authorization: Bearer $TOKEN
< x-request-id: {UUID}
< etag: W/"{HEX32}"
"##,
    ),
    (
        "curl-verbose-basic",
        r##"> POST /api/v1/query HTTP/1.1
> Authorization: Basic dXNlcm5hbWU6cGFzc3dvcmQ=
* (the docs' example: base64 of username:password)
"##,
    ),
    (
        "urllib3-debug-query",
        r##"DEBUG:urllib3.connectionpool:https://api.vela.it:443 "GET /v2/forecast?lat=45.46&lon=9.19&appid=YOUR_API_KEY HTTP/1.1" 401 62
"##,
    ),
    (
        "grpcurl-metadata",
        r##"$ grpcurl -H "authorization: Bearer ${TOKEN}" -d '{"id": "{UUID}"}' orders.internal:443 orders.v1.Orders/Get
"##,
    ),
    (
        "openapi-example-header",
        r##"components:
  securitySchemes:
    ApiKeyAuth:
      type: apiKey
      in: header
      name: X-API-Key
  examples:
    key:
      value: sk_test_4eC39HqLyjWDarjtT1zdp7dc
"##,
    ),
    (
        "graphql-variables",
        r##"{
  "operationName": "SignIn",
  "variables": { "email": "{U}@tiandi.cn", "password": "" },
  "extensions": { "persistedQuery": { "version": 1, "sha256Hash": "{SHA256}" } }
}
"##,
    ),
    (
        "protobuf-text-format",
        r##"credentials {
  api_key_ref: "projects/hanbit/secrets/payments-api-key/versions/latest"
  key_fingerprint: "{SHA256}"
}
"##,
    ),
    (
        "har-response-body",
        r##"          "content": {
            "mimeType": "image/png",
            "encoding": "base64",
            "text": "{PNG}"
          }
"##,
    ),
    (
        "har-request-header",
        r##"            { "name": "if-none-match", "value": "\"{HEX32}\"" },
            { "name": "x-request-id", "value": "{UUID}" }
"##,
    ),
    (
        "toml-database-table",
        r##"[database]
host = "db.internal"
user = "{U}"
password = "${DB_PASSWORD}"
"##,
    ),
    (
        "ini-smtp-section",
        r##"[smtp]
host = smtp.vela.it
user = {U}
pass = %(SMTP_PASS)s
"##,
    ),
    (
        "hocon-cassandra",
        r##"  advanced.auth-provider {
    username = ${?CASSANDRA_USER}
    password = ${?CASSANDRA_PASSWORD}
  }
"##,
    ),
    (
        "cue-secrets",
        r##"secrets: {
	apiKey: string @tag(apiKey)
	region: "ap-east-1"
}
"##,
    ),
    (
        "nix-service-env",
        r##"    environmentFile = config.age.secrets.ingest.path;
    src = fetchFromGitHub { owner = "hanbit"; repo = "ingest"; rev = "{SHA1}"; hash = "sha256-{B64HASH}"; };
"##,
    ),
    (
        "dhall-record",
        r##"in  Config::{
    , apiKey = env:API_KEY as Text
    , schema = ./schema.dhall sha256:{SHA256}
    }
"##,
    ),
    (
        "jsonnet-local",
        r##"local token = std.extVar('UPSTREAM_TOKEN');
{ data: { UPSTREAM_TOKEN: token, BUILD: '{SHA7}' } }
"##,
    ),
    (
        "starlark-env-dict",
        r##"http_archive(
    name = "rules_go",
    sha256 = "{SHA256}",
    urls = ["https://github.com/bazelbuild/rules_go/releases/download/v0.50.1/rules_go-v0.50.1.zip"],
)
"##,
    ),
    (
        "yaml-anchor-merge",
        r##"x-db: &db
  DB_HOST: postgres
  DB_USER: {U}
  DB_PASSWORD_FILE: /run/secrets/db_password
services:
  api:
    environment:
      <<: *db
"##,
    ),
    (
        "yaml-block-scalar-pem",
        r##"tls:
  certificate: |
    -----BEGIN CERTIFICATE-----
    {CERT}
    -----END CERTIFICATE-----
  privateKeyRef: tls-key
"##,
    ),
    (
        "json-escaped-unicode",
        r##"{"user":"{U}","display":"Caf\u00e9 Milano \u2615","password":"\u2022\u2022\u2022\u2022\u2022\u2022","id":"{UUID}"}
"##,
    ),
    (
        "appsettings-connstring",
        r##"  "ConnectionStrings": {
    "Default": "Server=sql01;Database=Crm;Integrated Security=true;TrustServerCertificate=True"
  },
"##,
    ),
    (
        "rails-credentials-show",
        r##"$ bin/rails credentials:edit
Adding config/master.key to store the encryption key: {HEX32}
Save this in a password manager your team can access.
"##,
    ),
    (
        "wp-config-define",
        r##"define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'AUTH_KEY',         'put your unique phrase here' );
"##,
    ),
    (
        "kotlin-const",
        r##"object ApiConfig {
    const val BASE_URL = "https://api.hanbit.kr/"
    val API_KEY: String = BuildConfig.API_KEY
}
"##,
    ),
    (
        "swift-let",
        r##"enum Keys {
    static let stripePublishable = "{PKLIVE}"
    static let stripeSecret = ProcessInfo.processInfo.environment["STRIPE_SECRET"] ?? ""
}
"##,
    ),
    (
        "c-define",
        r##"#define FW_BUILD_ID   "{SHA7}"
#define MQTT_PASSWORD CONFIG_MQTT_PASSWORD
#define IMAGE_SHA256  "{SHA256}"
"##,
    ),
    (
        "go-var-block",
        r##"var (
	endpoint = "https://api.tiandi.cn/v2"
	apiToken = os.Getenv("API_TOKEN")
	buildSHA = "{SHA1}"
)
"##,
    ),
    (
        "rust-const",
        r##"const API_KEY_VAR: &str = "PAYMENTS_API_KEY";
const SCHEMA_SHA256: &str = "{SHA256}";
"##,
    ),
    (
        "django-secret-key",
        r##"SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
STATIC_URL = "/static/"
"##,
    ),
    (
        "bashrc-export",
        r##"export ANTHROPIC_API_KEY="$(pass show anthropic/api-key)"
export GPG_TTY=$(tty)
"##,
    ),
    (
        "powershell-profile",
        r##"$env:GROQ_API_KEY = (Get-Secret -Name GroqApiKey -AsPlainText)
Set-Location C:\src
"##,
    ),
    (
        "windows-registry-export",
        r##"[HKEY_LOCAL_MACHINE\SOFTWARE\Classes\CLSID\{{UUID}}]
@="Hanbit Shell Extension"
"InstallId"="{UUID}"
"##,
    ),
    (
        "macos-plist",
        r##"	<key>CFBundleIdentifier</key>
	<string>kr.hanbit.app</string>
	<key>APIKey</key>
	<string>$(API_KEY)</string>
"##,
    ),
    (
        "android-local-properties",
        r##"sdk.dir=/Users/{U}/Library/Android/sdk
MAPS_API_KEY=DEFAULT_API_KEY
"##,
    ),
    (
        "ios-xcconfig",
        r##"REVENUECAT_API_KEY = $(inherited)
#include? "Secrets.xcconfig"
"##,
    ),
    (
        "unity-asset-yaml",
        r##"--- !u!114 &11400000
MonoBehaviour:
  m_Script: {fileID: 11500000, guid: {HEX32}, type: 3}
  TitleId: 9F3A2
"##,
    ),
    (
        "localstorage-dump",
        r##"'{"theme":"dark","lang":"he","deviceId":"{UUID}","lastSeenBuild":"{SHA7}"}'
"##,
    ),
    (
        "cookies-txt-netscape",
        "# Netscape HTTP Cookie File\n.vela.it\tTRUE\t/\tFALSE\t1798761600\t_ga\tGA1.2.{DIGITS}.1700000000\n.vela.it\tTRUE\t/\tFALSE\t1798761600\tconsent\taccepted\n",
    ),
    (
        "korean-chat",
        r##"[오후 3:12] {U}: 토큰은 금고에 넣어뒀어요. 커밋 {SHA7} 확인 부탁드려요.
"##,
    ),
    (
        "chinese-chat",
        r##"{U}：密码我已经放到 1Password 里了，提交号是 {SHA7}。
"##,
    ),
    (
        "polish-ticket",
        r##"Zgłoszenie #4821: hasło zostało zresetowane, link wysłany na {U}@vela.it. Identyfikator: {UUID}
"##,
    ),
    (
        "czech-ticket",
        r##"Požadavek 1182: heslo najdete v trezoru, nikdy ho neposílejte e-mailem. ID: {UUID}
"##,
    ),
    (
        "markdown-creds-table",
        r##"| Environment | User | Password |
|-------------|------|----------|
| staging     | {U}  | (in Vault: secret/staging/{U}) |
"##,
    ),
    (
        "csv-export-keys",
        r##"id,name,key_fingerprint,created_at
17,billing-sync,{SHA256},2026-01-03T10:22:00Z
"##,
    ),
    (
        "url-query-key",
        r##"<script async src="https://maps.googleapis.com/maps/api/js?key=YOUR_API_KEY&callback=initMap"></script>
"##,
    ),
    (
        "url-fragment-implicit",
        r##"https://docs.vela.it/guide/{SHA7}/auth#access_token-lifetime and https://github.com/hanbit/app/commit/{SHA1}#diff-{SHA256}
"##,
    ),
    (
        "data-uri-json",
        r##"<img alt="logo" src="data:image/png;base64,{PNG}">
"##,
    ),
    (
        "mongodb-srv-error",
        r##"  uri: 'mongodb+srv://<username>:<password>@cluster0.x7k2p.mongodb.net/orders?retryWrites=true'
"##,
    ),
    (
        "pip-index-url-log",
        r##"Looking in indexes: https://pypi.org/simple, https://__token__:****@gitlab.vela.it/api/v4/projects/112/packages/pypi/simple
"##,
    ),
    (
        "nginx-access-log-token",
        r##"203.0.113.44 - - [07/Mar/2026:10:14:02 +0000] "GET /assets/app.{HEX32}.js HTTP/1.1" 200 48213 "-" "Mozilla/5.0"
"##,
    ),
    (
        "terminal-wrap-token",
        r##"$ sha256sum release.tar.gz
{SHA256}  release.tar.gz
$ git rev-parse HEAD
{SHA1}
"##,
    ),
    (
        "authinfo-line",
        r##"machine smtp.gmail.com login {U}@gmail.com port 587 password-command "pass show mail/gmail"
"##,
    ),
    (
        "consul-kv-export-b64",
        r##"[{"key":"orders/feature-flags","flags":0,"value":"eyJuZXdDaGVja291dCI6dHJ1ZX0="}]
"##,
    ),
    (
        "ssh-known-hosts",
        r##"github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl
bastion.vela.it ssh-ed25519 {SSHPUB}
"##,
    ),
    (
        "age-recipients",
        r##"# age recipients for the team's encrypted files
{AGEPUB}
"##,
    ),
    (
        "lockfile-integrity",
        r##"    "node_modules/zod": {
      "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",
      "integrity": "sha512-{B64HASH}{B64HASH}"
    },
"##,
    ),
    (
        "docs-example-values",
        r##"Example values from the provider's documentation (do not use):

    SLACK_BOT_TOKEN=xoxb-your-token
    GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
    OPENAI_API_KEY=sk-...
"##,
    ),
];

const USERS: &[&str] = &[
    "jihoon.park",
    "wei.zhang",
    "lea.cohen",
    "omar.haddad",
    "priya.n",
    "k.nowak",
    "nguyen.van.an",
    "budi.santoso",
    "giulia.rossi",
    "n.papadopoulos",
    "t.novak",
    "ci-runner",
    "svc_ingest",
    "ops",
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
        Uuid => ("secret uuid", uuid4(rng)),
        Every(at) => {
            let (name, make) = FORMATS[(at + i) % FORMATS.len()];
            (name, make(rng))
        }
        PctPw => ("url-encoded password", {
            let w = *rng.one(WORDS);
            let a = cap(w);
            let b = *rng.one(WORDS);
            let sym = *rng.one(&["%40", "%3A", "%2F", "%23", "%21", "%3F", "%26", "%2B"]);
            format!("{a}{}{sym}{b}", rng.between(1, 2026))
        }),
        B64Tok => {
            let (_, t) = token(rng, i);
            ("base64 token", b64(t.as_bytes(), false))
        }
        Wrap(at) => {
            let (_, t) = token(rng, i);
            let cut = at.min(t.len() / 2);
            ("wrapped token", format!("{}\n{}", &t[..cut], &t[cut..]))
        }
    }
}

/// Every labelled case of set p, `PER_CONTEXT` per context.
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

/// Every hard negative of set p, `NEG_PER` renderings of each template: (family, text). A
/// finding anywhere in one is a false one.
pub fn negatives() -> Vec<(&'static str, String)> {
    let mut rng = Rng::new(SEED ^ 0x61D2_9E0C_47B3_A58E);
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
                .replace("{PNG}", &{
                    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
                    png.extend(rng.raw(60));
                    b64(&png, false)
                })
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

/// Where a clean source's files come from: members of a zip archive that `take` takes, sorted
/// by name.
enum Origin {
    Zip(PathBuf, fn(&str) -> bool),
}

/// A clean source: its name, origin and cap in bytes.
struct Source {
    name: &'static str,
    origin: Origin,
    cap: usize,
}

/// The JDK whose `src.zip` earlier sets read (other modules of it): the newest under
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

/// Set p's clean sources, none read by sets a-o or by the tuning (which read the cargo
/// registry's sources, the npm fixtures, `/usr/share/doc`, `/etc` and pyenv's newest Python):
/// modules of the JDK's `src.zip` that no earlier set took.
fn sources() -> Vec<Source> {
    vec![
        Source {
            // The XML stack (`java.xml`: JAXP, Xerces, Xalan, StAX): earlier sets read only
            // `java.xml.crypto`.
            name: "jdk_java_xml_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.starts_with("java.xml/") && !n.ends_with('/')
            }),
            cap: 3 << 20,
        },
        Source {
            // AWT, Swing, Java 2D, sound and image I/O (`java.desktop`).
            name: "jdk_java_desktop_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.starts_with("java.desktop/") && !n.ends_with('/')
            }),
            cap: 3 << 20,
        },
        Source {
            // `java.lang` of `java.base` (with `invoke`, `reflect`, `runtime` and `foreign`).
            name: "jdk_java_lang_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.starts_with("java.base/java/lang/") && n.ends_with(".java")
            }),
            cap: 2 << 20,
        },
        Source {
            // `java.util` without `concurrent` (set o's), and `java.nio`.
            name: "jdk_java_util_nio_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.ends_with(".java")
                    && (n.starts_with("java.base/java/nio/")
                        || (n.starts_with("java.base/java/util/")
                            && !n.starts_with("java.base/java/util/concurrent/")))
            }),
            cap: 2 << 20,
        },
        Source {
            // The javadoc tool (`jdk.javadoc`, with its HTML doclet's resources) and the flight
            // recorder (`jdk.jfr`, with its `.jfc` settings).
            name: "jdk_javadoc_jfr_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                (n.starts_with("jdk.javadoc/") || n.starts_with("jdk.jfr/")) && !n.ends_with('/')
            }),
            cap: 3 << 19,
        },
    ]
}

/// Every clean source of set p: its name, its text (members in name order, files over 16 MiB, with a NUL byte or not UTF-8 skipped, each file cut to `FILE_CAP`,
/// until the source's cap) and the files taken.
pub fn clean() -> Vec<(&'static str, String, usize)> {
    sources()
        .into_iter()
        .map(|src| {
            let Origin::Zip(zip, take) = src.origin;
            let names = zip_members(&zip, take);
            let files = names.into_iter().map(|n| unzip_member(&zip, &n));
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
                Pem(j) if j.contains('\n') => &['"', '\\', '\t'],
                Pem(_) => &['"', '\t', '\n'],
                Wrap(_) => &[
                    '"', '\'', '`', '\\', ' ', '\t', '$', ';', ',', '&', '<', '>',
                ],
                PctPw => &[
                    '"', '\'', '`', '\\', ' ', '\t', '\n', '$', '@', ':', '/', '&',
                ],
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
            if slot == PctPw {
                assert!(v.contains('%'), "case {i}: {v}");
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

    /// At least 100 contexts, 2,000 cases and 400 negatives; every format is drawn; every kind
    /// of password is there; negatives fill every placeholder and hold no labelled secret's value.
    #[test]
    fn shape_formats_and_negatives() {
        let (contexts, families) = shape();
        assert!(contexts >= 100 && families >= 100, "{contexts} {families}");
        let cases = cases();
        assert!(cases.len() >= 2000 && negatives().len() >= 400);
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
                "{PNG}",
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
        // xoshiro256** from SplitMix64(0)'s first four outputs.
        let mut z = Rng::new(0);
        assert_eq!(z.s[0], 0xE220_A839_7B1D_CDAF);
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
