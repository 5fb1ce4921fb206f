//! Held-out set j of the masker benchmark (issue 26, point 4), recorded in
//! `bench/mask/heldout-j.frozen`.
//!
//! Written and frozen while the masker's rules were being changed for the misses seen on sets
//! a-i, before those changes were measured, by an engineer who read neither the masker's rules,
//! its design table nor its tests and never ran the masker over it: the honest check that those
//! changes generalise, measured once, after they land, by someone else. Only this file, the
//! frozen sets' generator modules (to learn their shape and keep this set's contexts, keys,
//! users, seed and clean sources apart from theirs), the benchmark's README and the providers'
//! own documented token shapes went into it. Like the earlier sets it has two halves:
//!
//! - labelled secrets: contexts written for this set, 40 cases each, in the families earlier
//!   sets found hardest (chat messages, plain-text logs, SQL statements and dumps, notebooks,
//!   Kubernetes manifests and `kubectl` output, Swift, Kotlin, C and C++, Markdown, shell
//!   history, curl, URLs in many schemes, MCP results, stack traces, CSV) and in files no
//!   earlier set wrote (Jenkinsfiles, GitLab CI, Helm values and `--set`, Pulumi config and
//!   login, Vault CLI output, e-mail and MIME parts, crontabs, supervisord, systemd environment
//!   files, `docker inspect`, `.npmrc`, `pip.conf`, `gradle.properties`, Maven's
//!   `settings.xml`, `odbc.ini`, `wp-config.php`, `appsettings.json`, Spring properties,
//!   logback and log4j2 configs, syslog and journald lines, `redis.conf`, `.pgpass`, git's
//!   config and credentials, PHP, Ruby, C#, Dart, Zig, Haskell, OCaml, Julia). Each context is
//!   a piece of a file, a log or a paste as it is really written, the secret where real leaks
//!   put it. Values from a generator of its own (xoshiro256** seeded by SplitMix64 from a new
//!   seed): set i's table of provider formats and about forty more (GitLab's other prefixes,
//!   Azure DevOps PATs, Sourcegraph, Cloudflare origin CA keys, OpenShift, Yandex, Scaleway,
//!   Fly.io, Vercel Blob, Azure function keys, Render, Defined Networking, Twilio API keys,
//!   Shippo, EasyPost, Duffel, Razorpay, Clerk, DeepSeek, Cohere, Mistral, Fireworks, Cerebras,
//!   Hugging Face org tokens, Weights & Biases, Clojars, Packagist, Hex, ReadMe, TeamCity,
//!   Drone, Scalingo, Adafruit IO, Frame.io, Beamer, SettleMint, Rootly, New Relic ingest keys,
//!   Postmark, 1Password service accounts) with their real prefixes, lengths and checksums,
//!   JWTs with real JSON claims, PEM blocks with real DER prefixes, random framework secrets,
//!   people's passwords (words and names of its own) and a list of its own of the low-entropy
//!   passwords people really deploy, under keys and users of its own. Every family has
//!   contexts whose value is a low-entropy password under a key or an option that names a
//!   password. No placeholder cases: the frozen format counts only secrets to find.
//! - clean text from sources no earlier set or the tuning read: Debian's own Python 3.11
//!   standard library (`/usr/lib/python3.11`, its tests left out), the Rust standard library's
//!   source pages as rustdoc renders them and the compiler's error index (the stable
//!   toolchain's `share/doc/rust/html/src` and `error_codes`; sets d, e and g read only its
//!   books). Files in path order, each source capped.
//!
//! `airlock-bench-mask heldout-shape j heldout-j.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout j heldout-j.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case.
pub const SEED: u64 = 0x4A4A_D1CE_2026_1912;

/// Cases per context.
const PER_CONTEXT: usize = 40;

/// xoshiro256** with its state filled by SplitMix64 from the seed.
struct Rng([u64; 4]);

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut x = seed;
        let mut s = [0u64; 4];
        for slot in &mut s {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            *slot = z ^ (z >> 31);
        }
        Rng(s)
    }
    fn next(&mut self) -> u64 {
        let s = &mut self.0;
        let out = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        out
    }
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
    /// From `lo` to `hi`, both included.
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
    fn take_in(&mut self, alphabet: &[u8], lo: usize, hi: usize) -> String {
        let n = self.between(lo, hi);
        self.take(alphabet, n)
    }
    fn raw(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| (self.next() >> 56) as u8).collect()
    }
}

const LOW: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const ABC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const UPNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const LOWNUM: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
const NUM: &[u8] = b"0123456789";
const AN: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const URLSAFE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STD64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const HX: &[u8] = b"0123456789abcdef";
const HXU: &[u8] = b"0123456789ABCDEF";
const B32: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BECH: &[u8] = b"QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";
/// The symbols a generated secret may hold: none a template would have to quote or escape.
const SYMBOLS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#%*-_=+.@~";

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

/// What kind of service a provider token belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Cloud,
    Git,
    Chat,
    Pay,
    Ai,
    Registry,
    Saas,
    Ci,
}

type Maker = fn(&mut Rng) -> String;

/// Provider token formats, as each provider documents or issues them: (name, kind, maker).
const FORMATS: &[(&str, Kind, Maker)] = &[
    // Cloud
    ("aws access key id", Kind::Cloud, |r| {
        let p = *r.one(&["AKIA", "AKIA", "AKIA", "ASIA", "AROA"]);
        format!("{p}{}", r.take(B32, 16))
    }),
    ("google api key", Kind::Cloud, |r| {
        format!("AIza{}", r.take(URLSAFE, 35))
    }),
    ("google oauth client secret", Kind::Cloud, |r| {
        format!("GOCSPX-{}", r.take(URLSAFE, 28))
    }),
    ("google oauth access token", Kind::Cloud, |r| {
        format!("ya29.a0{}", r.take_in(URLSAFE, 120, 200))
    }),
    ("digitalocean", Kind::Cloud, |r| {
        format!("{}_v1_{}", r.one(&["dop", "doo", "dor"]), r.take(HX, 64))
    }),
    ("alibaba access key id", Kind::Cloud, |r| {
        format!("LTAI{}", r.take(AN, 20))
    }),
    ("heroku", Kind::Cloud, |r| {
        format!("HRKU-AA{}", r.take(URLSAFE, 58))
    }),
    ("supabase", Kind::Cloud, |r| {
        if r.below(2) == 0 {
            format!("sbp_{}", r.take(HX, 40))
        } else {
            format!("sb_secret_{}", r.take(URLSAFE, 31))
        }
    }),
    ("planetscale", Kind::Cloud, |r| {
        format!(
            "pscale_{}_{}",
            r.one(&["tkn", "pw", "oauth"]),
            r.take(URLSAFE, 43)
        )
    }),
    ("databricks", Kind::Cloud, |r| {
        format!("dapi{}", r.take(HX, 32))
    }),
    ("tailscale", Kind::Cloud, |r| {
        format!(
            "tskey-{}-k{}CNTRL-{}",
            r.one(&["auth", "api", "client"]),
            r.take(AN, 10),
            r.take(AN, 33)
        )
    }),
    ("netlify", Kind::Cloud, |r| {
        format!("nfp_{}", r.take(AN, 36))
    }),
    ("doppler", Kind::Cloud, |r| {
        format!(
            "dp.{}.{}",
            r.one(&["st.prd", "st.dev", "pt", "sa"]),
            r.take(AN, 43)
        )
    }),
    ("vault", Kind::Cloud, |r| {
        if r.below(3) == 0 {
            format!("hvs.{}", r.take(AN, 24))
        } else {
            format!(
                "hv{}.CAES{}",
                r.one(&["s", "b"]),
                r.take_in(URLSAFE, 80, 110)
            )
        }
    }),
    ("pulumi", Kind::Cloud, |r| format!("pul-{}", r.take(HX, 40))),
    ("terraform cloud", Kind::Cloud, |r| {
        format!("{}.atlasv1.{}", r.take(AN, 14), r.take(AN, 67))
    }),
    ("age identity", Kind::Cloud, |r| {
        format!("AGE-SECRET-KEY-1{}", r.take(BECH, 58))
    }),
    ("azure client secret", Kind::Cloud, |r| {
        format!(
            "{}{}~{}",
            r.take(AN, 3),
            r.one(&["8Q", "7Q", "8Q"]),
            r.take(
                b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-",
                31
            )
        )
    }),
    // Git hosts
    ("github classic", Kind::Git, |r| {
        let body = r.take(AN, 30);
        let p = *r.one(&["ghp_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_"]);
        format!("{p}{body}{}", checksum62(&body))
    }),
    ("github fine-grained", Kind::Git, |r| {
        format!("github_pat_11{}_{}", r.take(UPNUM, 20), r.take(AN, 59))
    }),
    ("gitlab", Kind::Git, |r| {
        let p = *r.one(&["glpat-", "glpat-", "gldt-", "glrt-", "glft-", "glsoat-"]);
        format!("{p}{}", r.take(URLSAFE, 20))
    }),
    ("gitlab trigger", Kind::Git, |r| {
        format!("glptt-{}", r.take(HX, 40))
    }),
    ("bitbucket app password", Kind::Git, |r| {
        format!("ATBB{}{}", r.take(AN, 32), r.take(HXU, 8))
    }),
    ("atlassian api token", Kind::Git, |r| {
        format!(
            "ATATT3xFfGF0{}={}",
            r.take_in(URLSAFE, 170, 190),
            r.take(HXU, 8)
        )
    }),
    // Chat and webhooks
    ("slack", Kind::Chat, |r| {
        let p = *r.one(&["xoxb", "xoxb", "xoxp", "xoxa-2"]);
        format!(
            "{p}-{}-{}-{}",
            r.take_in(NUM, 11, 13),
            r.take_in(NUM, 11, 13),
            r.take(AN, 24)
        )
    }),
    ("slack app", Kind::Chat, |r| {
        format!(
            "xapp-1-A{}-{}-{}",
            r.take(UPNUM, 10),
            r.take(NUM, 13),
            r.take(HX, 64)
        )
    }),
    ("discord bot", Kind::Chat, |r| {
        let id = format!("{}{}", r.between(1, 9), r.take(NUM, 17));
        format!(
            "{}.{}.{}",
            b64(id.as_bytes(), true),
            r.take(URLSAFE, 6),
            r.take(URLSAFE, 38)
        )
    }),
    ("telegram bot", Kind::Chat, |r| {
        format!(
            "{}{}:AA{}",
            r.between(1, 7),
            r.take(NUM, 9),
            r.take(URLSAFE, 33)
        )
    }),
    ("mattermost", Kind::Chat, |r| r.take(LOWNUM, 26)),
    ("twilio auth token", Kind::Chat, |r| r.take(HX, 32)),
    // Payments
    ("stripe", Kind::Pay, |r| {
        format!(
            "{}_{}_{}",
            r.one(&["sk", "sk", "rk"]),
            r.one(&["live", "test"]),
            r.take_in(AN, 24, 99)
        )
    }),
    ("stripe webhook", Kind::Pay, |r| {
        format!("whsec_{}", r.take(AN, 32))
    }),
    ("square", Kind::Pay, |r| {
        if r.below(2) == 0 {
            format!("EAAA{}", r.take(URLSAFE, 60))
        } else {
            format!("sq0csp-{}", r.take(URLSAFE, 43))
        }
    }),
    ("shopify", Kind::Pay, |r| {
        format!(
            "{}_{}",
            r.one(&["shpat", "shpss", "shpca", "shppa"]),
            r.take(HX, 32)
        )
    }),
    ("paystack", Kind::Pay, |r| {
        format!("sk_live_{}", r.take(HX, 40))
    }),
    ("flutterwave", Kind::Pay, |r| {
        format!("FLWSECK{}-{}-X", r.one(&["", "_TEST"]), r.take(HX, 32))
    }),
    ("mollie", Kind::Pay, |r| {
        format!("{}_{}", r.one(&["live", "test"]), r.take(AN, 30))
    }),
    ("gocardless", Kind::Pay, |r| {
        format!("live_{}", r.take(URLSAFE, 40))
    }),
    ("checkout", Kind::Pay, |r| {
        format!("sk_sbox_{}", r.take(LOWNUM, 26))
    }),
    // AI providers
    ("openai", Kind::Ai, |r| {
        let p = *r.one(&["sk-proj-", "sk-proj-", "sk-svcacct-", "sk-admin-", "sk-"]);
        let n = if p == "sk-" { 20 } else { r.between(40, 74) };
        format!("{p}{}T3BlbkFJ{}", r.take(URLSAFE, n), r.take(URLSAFE, n))
    }),
    ("anthropic", Kind::Ai, |r| {
        let p = *r.one(&["api03", "api03", "oat01", "admin01"]);
        format!("sk-ant-{p}-{}AA", r.take(URLSAFE, 93))
    }),
    ("groq", Kind::Ai, |r| format!("gsk_{}", r.take(AN, 52))),
    ("replicate", Kind::Ai, |r| format!("r8_{}", r.take(AN, 37))),
    ("hugging face", Kind::Ai, |r| {
        format!("hf_{}", r.take(ABC, 34))
    }),
    ("xai", Kind::Ai, |r| format!("xai-{}", r.take(AN, 80))),
    ("perplexity", Kind::Ai, |r| {
        format!("pplx-{}", r.take(AN, 48))
    }),
    ("openrouter", Kind::Ai, |r| {
        format!("sk-or-v1-{}", r.take(HX, 64))
    }),
    ("nvidia", Kind::Ai, |r| {
        format!("nvapi-{}", r.take(URLSAFE, 64))
    }),
    ("langsmith", Kind::Ai, |r| {
        format!(
            "lsv2_{}_{}_{}",
            r.one(&["pt", "sk"]),
            r.take(HX, 32),
            r.take(HX, 10)
        )
    }),
    ("pinecone", Kind::Ai, |r| {
        format!("pcsk_{}_{}", r.take(AN, 5), r.take(AN, 63))
    }),
    ("elevenlabs", Kind::Ai, |r| format!("sk_{}", r.take(HX, 48))),
    ("together", Kind::Ai, |r| {
        format!("tgp_v1_{}", r.take(URLSAFE, 43))
    }),
    ("gemini", Kind::Ai, |r| {
        format!("AIzaSy{}", r.take(URLSAFE, 33))
    }),
    // Package registries
    ("npm", Kind::Registry, |r| {
        let body = r.take(AN, 30);
        format!("npm_{body}{}", checksum62(&body))
    }),
    ("pypi", Kind::Registry, |r| {
        format!("pypi-AgEIcHlwaS5vcmc{}", r.take_in(URLSAFE, 70, 180))
    }),
    ("rubygems", Kind::Registry, |r| {
        format!("rubygems_{}", r.take(HX, 48))
    }),
    ("nuget", Kind::Registry, |r| {
        format!("oy2{}", r.take(LOWNUM, 43))
    }),
    ("crates.io", Kind::Registry, |r| {
        format!("cio{}", r.take(AN, 32))
    }),
    ("docker hub", Kind::Registry, |r| {
        format!(
            "dckr_{}_{}",
            r.one(&["pat", "pat", "oat"]),
            r.take(URLSAFE, 27)
        )
    }),
    ("jfrog", Kind::Registry, |r| {
        if r.below(2) == 0 {
            format!("AKCp{}", r.take(AN, 69))
        } else {
            format!("cmVmdGtuOjAxOj{}", r.take(AN, 50))
        }
    }),
    // CI and build services
    ("circleci", Kind::Ci, |r| {
        format!("CCIPAT_{}_{}", r.take(AN, 22), r.take(HX, 40))
    }),
    ("buildkite", Kind::Ci, |r| {
        format!("bkua_{}", r.take(HX, 40))
    }),
    ("sonarqube", Kind::Ci, |r| {
        format!("{}_{}", r.one(&["squ", "sqp", "sqa"]), r.take(HX, 40))
    }),
    ("jenkins api token", Kind::Ci, |r| {
        format!("11{}", r.take(HX, 32))
    }),
    ("harness", Kind::Ci, |r| {
        format!(
            "pat.{}.{}.{}",
            r.take(URLSAFE, 22),
            r.take(HX, 24),
            r.take(AN, 20)
        )
    }),
    ("octopus", Kind::Ci, |r| {
        format!("API-{}", r.take(UPNUM, 27))
    }),
    ("codecov", Kind::Ci, uuid4),
    ("infracost", Kind::Ci, |r| format!("ico-{}", r.take(AN, 32))),
    ("prefect", Kind::Ci, |r| format!("pnu_{}", r.take(AN, 36))),
    // SaaS
    ("sentry", Kind::Saas, |r| {
        if r.below(2) == 0 {
            format!("sntryu_{}", r.take(HX, 64))
        } else {
            let claims = format!(
                "{{\"iat\":{},\"url\":\"https://sentry.io\",\"region_url\":\"https://de.sentry.io\",\"org\":\"{}\"}}",
                1_760_000_000 + r.below(40_000_000),
                r.take(LOW, 8)
            );
            format!("sntrys_{}_{}", b64(claims.as_bytes(), true), r.take(AN, 43))
        }
    }),
    ("new relic", Kind::Saas, |r| {
        format!("NRAK-{}", r.take(UPNUM, 27))
    }),
    ("dynatrace", Kind::Saas, |r| {
        format!("dt0c01.{}.{}", r.take(UPNUM, 24), r.take(UPNUM, 64))
    }),
    ("grafana", Kind::Saas, |r| {
        if r.below(2) == 0 {
            format!("glsa_{}_{}", r.take(AN, 32), r.take(HX, 8))
        } else {
            format!("glc_eyJ{}", r.take_in(AN, 90, 140))
        }
    }),
    ("brevo", Kind::Saas, |r| {
        format!("xkeysib-{}-{}", r.take(HX, 64), r.take(AN, 16))
    }),
    ("mailgun", Kind::Saas, |r| format!("key-{}", r.take(HX, 32))),
    ("mailchimp", Kind::Saas, |r| {
        format!("{}-us{}", r.take(HX, 32), r.between(1, 21))
    }),
    ("sendgrid", Kind::Saas, |r| {
        format!("SG.{}.{}", r.take(URLSAFE, 22), r.take(URLSAFE, 43))
    }),
    ("resend", Kind::Saas, |r| {
        format!("re_{}_{}", r.take(AN, 8), r.take(AN, 24))
    }),
    ("airtable", Kind::Saas, |r| {
        format!("pat{}.{}", r.take(AN, 14), r.take(HX, 64))
    }),
    ("notion", Kind::Saas, |r| {
        if r.below(2) == 0 {
            format!("secret_{}", r.take(AN, 43))
        } else {
            format!("ntn_{}", r.take(AN, 46))
        }
    }),
    ("linear", Kind::Saas, |r| {
        format!("lin_api_{}", r.take(AN, 40))
    }),
    ("figma", Kind::Saas, |r| {
        format!("figd_{}", r.take(URLSAFE, 40))
    }),
    ("contentful", Kind::Saas, |r| {
        format!("CFPAT-{}", r.take(URLSAFE, 43))
    }),
    ("okta", Kind::Saas, |r| format!("00{}", r.take(URLSAFE, 40))),
    ("mapbox", Kind::Saas, |r| {
        let claims = format!(
            "{{\"u\":\"{}\",\"a\":\"cl{}\"}}",
            r.take(LOW, 7),
            r.take(LOWNUM, 23)
        );
        format!(
            "sk.{}.{}",
            b64(claims.as_bytes(), true),
            r.take(URLSAFE, 22)
        )
    }),
    ("hubspot", Kind::Saas, |r| {
        let region = *r.one(&["na1", "eu1", "na2"]);
        format!("pat-{region}-{}", uuid4(r))
    }),
    ("launchdarkly", Kind::Saas, |r| {
        let p = *r.one(&["api", "sdk"]);
        format!("{p}-{}", uuid4(r))
    }),
    ("postman", Kind::Saas, |r| {
        format!("PMAK-{}-{}", r.take(HX, 24), r.take(HX, 34))
    }),
    ("typeform", Kind::Saas, |r| {
        format!("tfp_{}_{}", r.take(URLSAFE, 44), r.take(AN, 14))
    }),
    ("dropbox", Kind::Saas, |r| {
        format!("sl.{}", r.take_in(URLSAFE, 130, 140))
    }),
    ("asana", Kind::Saas, |r| {
        format!(
            "2/{}/{}:{}",
            r.take(NUM, 16),
            r.take(NUM, 16),
            r.take(HX, 32)
        )
    }),
    ("pagerduty", Kind::Saas, |r| {
        format!("u+{}", r.take(URLSAFE, 18))
    }),
    ("firebase cloud messaging", Kind::Saas, |r| {
        format!("AAAA{}:APA91b{}", r.take(URLSAFE, 7), r.take(URLSAFE, 134))
    }),
    ("twitter bearer", Kind::Saas, |r| {
        format!(
            "AAAAAAAAAAAAAAAAAAAAA{}%3D{}",
            r.take(AN, 25),
            r.take(AN, 50)
        )
    }),
    ("facebook", Kind::Saas, |r| {
        format!("EAA{}{}", r.one(&["B", "G", "J"]), r.take_in(AN, 150, 200))
    }),
    ("ngrok", Kind::Saas, |r| {
        format!("2{}_{}", r.take(AN, 26), r.take(AN, 21))
    }),
    // Formats first drawn in set j, as their providers (or the scanners that follow their
    // documentation) give them.
    ("gitlab other tokens", Kind::Git, |r| {
        let p = *r.one(&[
            "gloas-", "glcbt-", "glimt-", "glagent-", "glffct-", "glsoat-",
        ]);
        format!("{p}{}", r.take(URLSAFE, 20))
    }),
    ("azure devops pat", Kind::Git, |r| {
        format!(
            "{}JQQJ99{}AZDO{}",
            r.take(AN, 52),
            r.take(AN, 3),
            r.take(AN, 4)
        )
    }),
    ("sourcegraph", Kind::Git, |r| {
        format!("sgp_{}_{}", r.take(HX, 16), r.take(HX, 40))
    }),
    ("gitea", Kind::Git, |r| r.take(HX, 40)),
    ("cloudflare origin ca", Kind::Cloud, |r| {
        format!("v1.0-{}-{}", r.take(HX, 24), r.take(HX, 146))
    }),
    ("openshift", Kind::Cloud, |r| {
        format!("sha256~{}", r.take(URLSAFE, 43))
    }),
    ("yandex", Kind::Cloud, |r| {
        format!("AQVN{}", r.take(URLSAFE, 36))
    }),
    ("linode", Kind::Cloud, |r| r.take(HX, 64)),
    ("scaleway", Kind::Cloud, |r| {
        if r.below(2) == 0 {
            format!("SCW{}", r.take(UPNUM, 17))
        } else {
            uuid4(r)
        }
    }),
    ("fly.io", Kind::Cloud, |r| {
        format!("fo1_{}", r.take(URLSAFE, 43))
    }),
    ("vercel blob", Kind::Cloud, |r| {
        format!("vercel_blob_rw_{}_{}", r.take(AN, 16), r.take(AN, 30))
    }),
    ("azure function key", Kind::Cloud, |r| {
        format!("{}AzFu{}==", r.take(URLSAFE, 46), r.take(URLSAFE, 4))
    }),
    ("render", Kind::Cloud, |r| format!("rnd_{}", r.take(AN, 32))),
    ("defined networking", Kind::Cloud, |r| {
        format!("dnkey-{}-{}", r.take(UPNUM, 26), r.take(UPNUM, 52))
    }),
    ("twilio api key", Kind::Chat, |r| {
        format!("SK{}", r.take(HX, 32))
    }),
    ("messagebird", Kind::Chat, |r| r.take(AN, 25)),
    ("shippo", Kind::Pay, |r| {
        format!("shippo_{}_{}", r.one(&["live", "test"]), r.take(HX, 40))
    }),
    ("easypost", Kind::Pay, |r| {
        format!("{}{}", r.one(&["EZAK", "EZTK"]), r.take(LOWNUM, 54))
    }),
    ("duffel", Kind::Pay, |r| {
        format!(
            "duffel_{}_{}",
            r.one(&["live", "test"]),
            r.take(URLSAFE, 43)
        )
    }),
    ("razorpay", Kind::Pay, |r| {
        format!("rzp_{}_{}", r.one(&["live", "test"]), r.take(AN, 14))
    }),
    ("clerk", Kind::Pay, |r| {
        format!("sk_{}_{}", r.one(&["live", "test"]), r.take(AN, 40))
    }),
    ("deepseek", Kind::Ai, |r| format!("sk-{}", r.take(HX, 32))),
    ("cohere", Kind::Ai, |r| r.take(AN, 40)),
    ("mistral", Kind::Ai, |r| r.take(AN, 32)),
    ("fireworks", Kind::Ai, |r| format!("fw_{}", r.take(AN, 24))),
    ("cerebras", Kind::Ai, |r| {
        format!("csk-{}", r.take(LOWNUM, 48))
    }),
    ("hugging face org", Kind::Ai, |r| {
        format!("api_org_{}", r.take(ABC, 34))
    }),
    ("weights and biases", Kind::Ai, |r| r.take(HX, 40)),
    ("clojars", Kind::Registry, |r| {
        format!("CLOJARS_{}", r.take(LOWNUM, 60))
    }),
    ("packagist", Kind::Registry, |r| {
        format!("packagist_{}ut_{}", r.one(&["o", "u"]), r.take(HX, 68))
    }),
    ("hex.pm", Kind::Registry, |r| r.take(HX, 32)),
    ("readme", Kind::Registry, |r| {
        format!("rdme_{}", r.take(LOWNUM, 70))
    }),
    ("teamcity", Kind::Ci, |r| {
        format!(
            "eyJ0eXAiOiAiVENWMiJ9.{}.{}",
            r.take(URLSAFE, 36),
            r.take(URLSAFE, 48)
        )
    }),
    ("drone", Kind::Ci, |r| r.take(HX, 32)),
    ("scalingo", Kind::Ci, |r| {
        format!("tk-us-{}", r.take(URLSAFE, 48))
    }),
    ("adafruit io", Kind::Saas, |r| {
        format!("aio_{}", r.take(AN, 28))
    }),
    ("frame.io", Kind::Saas, |r| {
        format!("fio-u-{}", r.take(URLSAFE, 64))
    }),
    ("beamer", Kind::Saas, |r| {
        format!("b_{}", r.take(URLSAFE, 44))
    }),
    ("settlemint", Kind::Saas, |r| {
        format!("sm_{}_{}", r.one(&["pat", "aat", "sat"]), r.take(AN, 16))
    }),
    ("rootly", Kind::Saas, |r| {
        format!("rootly_{}", r.take(HX, 64))
    }),
    ("new relic ingest", Kind::Saas, |r| {
        format!("NRII-{}", r.take(URLSAFE, 32))
    }),
    ("postmark", Kind::Saas, uuid4),
    ("onepassword service account", Kind::Saas, |r| {
        let claims = format!(
            "{{\"signInAddress\":\"{}.1password.com\",\"userAuth\":{{\"method\":\"SRPg-4096\",\"alg\":\"PBES2g-HS256\",\"iterations\":650000}},\"email\":\"{}@{}.1passwordserviceaccounts.com\"}}",
            r.take(LOW, 8),
            r.take(LOWNUM, 26),
            r.take(LOWNUM, 26)
        );
        format!("ops_{}", b64(claims.as_bytes(), true))
    }),
];

/// A provider token of `kind` (any kind when `None`) and its format's name. `in_url`: only
/// values that stand unencoded in a URL's user information or query.
fn provider(rng: &mut Rng, kind: Option<Kind>, in_url: bool) -> (&'static str, String) {
    let pool: Vec<&(&str, Kind, Maker)> = FORMATS
        .iter()
        .filter(|f| kind.is_none_or(|k| f.1 == k))
        .collect();
    loop {
        let (name, _, make) = **rng.one(&pool);
        let v = make(rng);
        if !in_url || !v.contains(['/', '+', '=', '~', '%', ':', '.']) {
            return (name, v);
        }
    }
}

/// A token of the named format of `FORMATS`, where the context fixes the provider.
fn provider_named(rng: &mut Rng, name: &str) -> (&'static str, String) {
    let (n, _, make) = *FORMATS
        .iter()
        .find(|f| f.0 == name)
        .unwrap_or_else(|| panic!("no format {name}"));
    (n, make(rng))
}

/// A JWT with real JSON claims, as identity providers issue them, and a random signature of
/// its algorithm's length.
fn jwt(rng: &mut Rng) -> String {
    let (alg, sig) = *rng.one(&[
        ("HS256", 43usize),
        ("RS256", 342),
        ("ES256", 86),
        ("PS512", 683),
        ("HS512", 86),
    ]);
    let header = match rng.below(3) {
        0 => format!("{{\"alg\":\"{alg}\",\"typ\":\"JWT\"}}"),
        1 => format!(
            "{{\"alg\":\"{alg}\",\"typ\":\"JWT\",\"kid\":\"{}\"}}",
            rng.take(URLSAFE, 43)
        ),
        _ => format!("{{\"typ\":\"at+jwt\",\"alg\":\"{alg}\"}}"),
    };
    let now = 1_764_000_000 + rng.below(20_000_000);
    let claims = match rng.below(6) {
        0 => format!(
            "{{\"exp\":{},\"iat\":{now},\"jti\":\"{}\",\"iss\":\"https://sso.{}.dev/realms/staff\",\"typ\":\"Bearer\",\"azp\":\"portal\",\"preferred_username\":\"{}\"}}",
            now + 300,
            uuid4(rng),
            rng.take(LOW, 6),
            rng.take(LOW, 5)
        ),
        1 => format!(
            "{{\"iss\":\"kubernetes/serviceaccount\",\"kubernetes.io/serviceaccount/namespace\":\"{}\",\"kubernetes.io/serviceaccount/service-account.name\":\"deployer\",\"sub\":\"system:serviceaccount:{}:deployer\"}}",
            rng.take(LOW, 6),
            rng.take(LOW, 6)
        ),
        2 => format!(
            "{{\"iss\":\"supabase\",\"ref\":\"{}\",\"role\":\"{}\",\"iat\":{now},\"exp\":{}}}",
            rng.take(LOW, 20),
            rng.one(&["anon", "service_role"]),
            now + 315_569_520
        ),
        3 => format!(
            "{{\"https://hasura.io/jwt/claims\":{{\"x-hasura-allowed-roles\":[\"user\",\"editor\"],\"x-hasura-default-role\":\"user\",\"x-hasura-user-id\":\"{}\"}},\"sub\":\"{}\",\"iat\":{now}}}",
            rng.take(NUM, 5),
            rng.take(NUM, 5)
        ),
        4 => format!(
            "{{\"iss\":\"https://{}.eu.auth0.com/\",\"sub\":\"{}@clients\",\"aud\":\"https://api.{}.io\",\"iat\":{now},\"exp\":{},\"gty\":\"client-credentials\"}}",
            rng.take(LOW, 8),
            rng.take(AN, 32),
            rng.take(LOW, 6),
            now + 86_400
        ),
        _ => format!(
            "{{\"user_id\":{},\"email\":\"{}@{}.org\",\"scopes\":[\"read\",\"write\",\"admin\"],\"exp\":{}}}",
            rng.between(1000, 99_999),
            rng.take(LOW, 6),
            rng.take(LOW, 7),
            now + 3600
        ),
    };
    format!(
        "{}.{}.{}",
        b64(header.as_bytes(), true),
        b64(claims.as_bytes(), true),
        rng.take(URLSAFE, sig)
    )
}

/// A random secret with no prefix, as frameworks and services generate them. `url_safe`: none
/// of the characters a URL would need encoded.
fn random_secret(rng: &mut Rng, url_safe: bool) -> (&'static str, String) {
    loop {
        let v = match rng.below(12) {
            0 => ("random hex", {
                let n = *rng.one(&[32usize, 40, 64]);
                rng.take(HX, n)
            }),
            1 => ("random base64", {
                let n = *rng.one(&[24usize, 32, 48]);
                let b = rng.raw(n);
                b64(&b, false)
            }),
            2 => ("random base64url", {
                let b = rng.raw(32);
                b64(&b, true)
            }),
            3 => ("random alphanumeric", rng.take_in(AN, 20, 48)),
            4 => ("uuid", uuid4(rng)),
            5 => (
                "django secret key",
                format!(
                    "django-insecure-{}",
                    rng.take(b"abcdefghijklmnopqrstuvwxyz0123456789!@#%*-_=+", 50)
                ),
            ),
            6 => ("laravel app key", {
                let b = rng.raw(32);
                format!("base64:{}", b64(&b, false))
            }),
            7 => ("fernet key", {
                let b = rng.raw(32);
                let mut s = b64(&b, true);
                s.push('=');
                s
            }),
            8 => ("random symbolic", {
                format!("{}{}", rng.take(ABC, 1), rng.take_in(SYMBOLS, 16, 36))
            }),
            9 => ("secret key base", rng.take(HX, 128)),
            10 => ("random upper hex", rng.take(HXU, 48)),
            _ => ("random lower alphanumeric", rng.take_in(LOWNUM, 26, 40)),
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

/// A password a person chose: words, names, years, a symbol.
fn person_password(rng: &mut Rng) -> (&'static str, String) {
    const WORDS: &[&str] = &[
        "acorn",
        "bramble",
        "copper",
        "drizzle",
        "ember",
        "falcon",
        "gumdrop",
        "harbor",
        "indigo",
        "jasper",
        "kettle",
        "lilac",
        "mango",
        "nutmeg",
        "orchid",
        "pebble",
        "quartz",
        "raven",
        "sparrow",
        "tulip",
        "umber",
        "violet",
        "willow",
        "yarrow",
        "zinnia",
        "biscuit",
        "cobalt",
        "fennel",
        "meadow",
        "pretzel",
        "sequoia",
        "tangerine",
    ];
    const NAMES: &[&str] = &[
        "Archie", "Biscuit", "Coco", "Duke", "Ellie", "Finn", "Gizmo", "Hazel", "Juno", "Pepper",
    ];
    let a = *rng.one(WORDS);
    let b = *rng.one(WORDS);
    let n = *rng.one(NAMES);
    let year = 1968 + rng.below(60);
    let up = |s: &str| {
        let mut cs = s.chars();
        cs.next()
            .map(|c| c.to_ascii_uppercase().to_string() + cs.as_str())
            .unwrap_or_default()
    };
    let p = match rng.below(11) {
        0 => format!("{n}{year}!"),
        1 => format!("{}{}{}", up(a), up(b), rng.between(1, 99)),
        2 => format!("{a}.{b}.{}", rng.between(1, 999)),
        3 => format!("{n}+{}", up(a)),
        4 => format!("{}#{}", up(a), year),
        5 => format!("{a}{b}{}!", rng.between(0, 9)),
        6 => format!("I-love-{}-{}", a, rng.between(10, 99)),
        7 => format!("{}{}{}", n.to_lowercase(), year % 100, up(b)),
        8 => format!("{}_{}_{}", up(a), up(b), rng.take(NUM, 3)),
        9 => format!("{}*{}", up(a), rng.take(NUM, 4)),
        _ => format!("{}{}@{}", up(a), rng.take(NUM, 2), b),
    };
    ("person's password", p)
}

/// A low-entropy password of the kind people really deploy (from leaked-password lists and
/// defaults left in place): the kind a rule that wants entropy misses.
fn weak_password(rng: &mut Rng) -> (&'static str, String) {
    const WEAK: &[&str] = &[
        "monkey123",
        "football1",
        "baseball!",
        "shadow12",
        "michael1",
        "superman1",
        "trustno1",
        "princess1",
        "starwars",
        "whatever1",
        "freedom1",
        "qwerty123",
        "zaq12wsx",
        "1q2w3e4r",
        "P@ssw0rd",
        "P@ssword1",
        "Welcome1!",
        "Summer2025",
        "Winter2026!",
        "Spring2026",
        "admin123",
        "administrator",
        "rootpass",
        "r00tr00t",
        "default1",
        "password123",
        "pass1234",
        "secretpass",
        "changeme1",
        "changeme2025",
        "demo1234",
        "mariadb1",
        "mongo123",
        "elastic1",
        "kibana123",
        "grafana1",
        "jenkins1",
        "sonar123",
        "nexus123",
        "minio123",
        "minioadmin",
        "keycloak1",
        "wordpress1",
        "django123",
        "rails123",
        "company123",
        "Company2026",
        "letmein12",
        "hello123",
        "iloveyou2",
    ];
    let base = *rng.one(WEAK);
    let p = match rng.below(5) {
        0..=2 => base.to_owned(),
        3 => format!("{base}{}", rng.below(10)),
        _ => format!("{base}!"),
    };
    ("common password", p)
}

/// A password for a URL's or a DSN's user information: one with none of `@ : / ? # [ ] %`, or
/// a person's password with its `@`, `#`, `!` or `+` percent-encoded as a URL holds it.
fn url_password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    let bare = |s: String| s.replace(['@', ':', '/', '?', '#', '[', ']', '%', '+', '.', '~'], "");
    match i % 6 {
        0 | 3 => {
            let (k, v) = weak_password(rng);
            (k, bare(v))
        }
        1 => {
            let (k, v) = person_password(rng);
            (k, bare(v))
        }
        2 => random_secret(rng, true),
        4 => provider(rng, None, true),
        _ => {
            let (_, v) = person_password(rng);
            let v = if v.contains(['@', '#', '!', '+']) {
                v
            } else {
                format!("{v}!")
            };
            (
                "percent-encoded password",
                v.replace('@', "%40")
                    .replace('#', "%23")
                    .replace('!', "%21")
                    .replace('+', "%2B"),
            )
        }
    }
}

/// A password where the template names one: a common one, a person's, or a generated one.
fn password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 3 {
        0 => weak_password(rng),
        1 => person_password(rng),
        _ => random_secret(rng, false),
    }
}

/// A value for a key that names a token: a provider token, a random secret or a JWT.
fn token(rng: &mut Rng, i: usize, in_url: bool) -> (&'static str, String) {
    match i % 4 {
        0 | 2 => provider(rng, None, in_url),
        1 => random_secret(rng, in_url),
        _ if in_url => provider(rng, None, true),
        _ => ("jwt", jwt(rng)),
    }
}

/// A private key in one of PEM's shapes, its body base64 of the key's real DER (or OpenSSH or
/// OpenPGP) opening and random bytes, lines joined by `join`.
fn pem(rng: &mut Rng, join: &str) -> (&'static str, String) {
    let (label, head, len, width): (&str, &[u8], usize, usize) = *rng.one(&[
        (
            "RSA PRIVATE KEY",
            &[0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00][..],
            1190,
            64,
        ),
        (
            "PRIVATE KEY",
            &[
                0x30, 0x82, 0x04, 0xbe, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48,
                0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x82, 0x04, 0xa8,
            ][..],
            1218,
            64,
        ),
        (
            "PRIVATE KEY",
            &[
                0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22,
                0x04, 0x20,
            ][..],
            48,
            64,
        ),
        (
            "EC PRIVATE KEY",
            &[0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20][..],
            121,
            64,
        ),
        (
            "OPENSSH PRIVATE KEY",
            b"openssh-key-v1\0\0\0\0\x04none\0\0\0\x04none\0\0\0\0\0\0\0\x01\0\0\0\x33\0\0\0\x0bssh-ed25519",
            400,
            70,
        ),
        (
            "ENCRYPTED PRIVATE KEY",
            &[
                0x30, 0x82, 0x05, 0x2c, 0x30, 0x56, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d,
                0x01, 0x05, 0x0d,
            ][..],
            1328,
            64,
        ),
        (
            "DSA PRIVATE KEY",
            &[0x30, 0x82, 0x01, 0xbb, 0x02, 0x01, 0x00, 0x02, 0x81, 0x81, 0x00][..],
            447,
            64,
        ),
    ]);
    let mut der = head.to_vec();
    let more = rng.raw(len.saturating_sub(head.len()));
    der.extend(more);
    let body = b64(&der, false);
    let lines: Vec<&str> = body
        .as_bytes()
        .chunks(width)
        .map(|c| std::str::from_utf8(c).unwrap_or_default())
        .collect();
    (
        "private key",
        format!(
            "-----BEGIN {label}-----{join}{}{join}-----END {label}-----",
            lines.join(join)
        ),
    )
}

/// What a template's `{V}` holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    /// After a key of the set's tables (`{K}`, `{k}` or `{kk}`): by turns a common password
    /// and a person's password under a password key, a provider token and a token-like value
    /// under a token key.
    Keyed,
    /// As `Keyed`, base64-encoded (a Kubernetes Secret's `data:`).
    KeyedB64,
    /// A password where the template's key, option or position names one.
    Pw,
    /// A password in a URL's or a DSN's user information or query.
    UrlPw,
    /// A key the template names for a token: a provider token, a random secret or a JWT.
    Tok,
    /// As `Tok`, inside a URL.
    UrlTok,
    /// A provider token of one kind of service.
    Of(Kind),
    /// A provider token of the named format, where the context names its provider.
    Fmt(&'static str),
    /// A JWT.
    Jwt,
    /// A private key block, lines joined by the given text (`\n`, `\\n`, a newline and an
    /// indent).
    Pem(&'static str),
    /// An AWS secret access key (40 characters of base64's alphabet).
    AwsSecret,
    /// An Azure storage account key (64 bytes in base64).
    AzureKey,
    /// A shared access key of Service Bus or Event Hubs (32 bytes in base64).
    SharedKey,
    /// The `sig` of an Azure SAS URL (32 bytes in base64, percent-encoded).
    Sas,
    /// HTTP Basic credentials or a registry's `auth`: base64 of `user:password`.
    Basic,
    /// A Slack incoming webhook (the secret is the URL from its host on).
    SlackHook,
    /// A Discord webhook's token (the last segment of its URL).
    DiscordHook,
}
use Slot::{
    AwsSecret, AzureKey, Basic, DiscordHook, Fmt, Jwt, Keyed, KeyedB64, Of, Pem, Pw, Sas,
    SharedKey, SlackHook, Tok, UrlPw, UrlTok,
};

/// (family, slot, template): `{K}` an UPPER_SNAKE key, `{k}` the same key in lower or camel
/// case, `{kk}` in kebab case, `{U}` a user name, `{V}` the secret (once per template).
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // Chat messages
    (
        "chat",
        Pw,
        r##"[09:42] <rkowalczyk> anyone know the creds for the staging grafana?
[09:43] <{U}> admin / {V}
[09:43] <rkowalczyk> ty
"##,
    ),
    (
        "chat",
        Tok,
        r##"Priya Raman  10:14 AM
ok I rotated it, new one for the ingest job is {V} — please don't paste it in #general this time
Tomás Ibarra  10:15 AM
:+1: updating the runner now
"##,
    ),
    (
        "chat",
        Fmt("deepseek"),
        r##"**halvard** — Today at 16:02
can someone test this key, I keep getting 402 from deepseek
`{V}`
**maelle** — Today at 16:04
that's the team key, it's out of credit
"##,
    ),
    // Plain-text logs
    (
        "textlog",
        Pw,
        r##"2026-11-30 03:12:44,918 INFO  [pool-3-thread-1] c.q.b.ImportJob - connecting to sftp.partner-feeds.net:22 as {U} password={V}
2026-11-30 03:12:45,402 INFO  [pool-3-thread-1] c.q.b.ImportJob - 14 files listed
"##,
    ),
    (
        "textlog",
        Tok,
        r##"Dec 02 11:40:07.311 DEBUG outbound request: POST https://api.parcelhub.io/v3/labels headers={"Content-Type": "application/json", "X-Parcelhub-Key": "{V}"}
Dec 02 11:40:07.902 DEBUG response 201 in 591ms
"##,
    ),
    (
        "textlog",
        Of(Kind::Ai),
        r##"[worker-7] 2026-12-01T22:05:13Z level=warn msg="retrying completion" attempt=2 provider=llm-gateway api_key={V} err="429 Too Many Requests"
"##,
    ),
    // SQL statements
    (
        "sql",
        Pw,
        r##"-- provisioning for the reporting replica
CREATE LOGIN [{U}] WITH PASSWORD = N'{V}', CHECK_POLICY = OFF;
CREATE USER [{U}] FOR LOGIN [{U}];
ALTER ROLE db_datareader ADD MEMBER [{U}];
"##,
    ),
    (
        "sql",
        Tok,
        r##"INSERT INTO integration_credentials (tenant_id, provider, api_token, created_at)
VALUES (4471, 'shipstation', '{V}', now());
"##,
    ),
    (
        "sql",
        Pw,
        r##"mysql> ALTER USER '{U}'@'10.20.%' IDENTIFIED WITH caching_sha2_password BY '{V}';
Query OK, 0 rows affected (0.02 sec)
"##,
    ),
    // SQL dumps
    (
        "sql-dump",
        Tok,
        r##"--
-- Data for Name: oauth_clients; Type: TABLE DATA; Schema: public; Owner: lumen
--

COPY public.oauth_clients (id, name, client_id, client_secret, redirect_uri) FROM stdin;
17	mobile-ios	a91f3c2e	{V}	com.lumen.app://callback
\.
"##,
    ),
    (
        "sql-dump",
        Pw,
        r##"LOCK TABLES `smtp_accounts` WRITE;
/*!40000 ALTER TABLE `smtp_accounts` DISABLE KEYS */;
INSERT INTO `smtp_accounts` (`id`, `host`, `port`, `username`, `password`) VALUES (3,'mail.orchard-coop.org',587,'{U}','{V}');
/*!40000 ALTER TABLE `smtp_accounts` ENABLE KEYS */;
UNLOCK TABLES;
"##,
    ),
    // Notebooks
    (
        "notebook",
        Of(Kind::Ai),
        r##"  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "import cohere\n",
    "co = cohere.Client(\"{V}\")\n",
    "resp = co.chat(message=\"summarise the Q3 tickets\")"
   ]
  },
"##,
    ),
    (
        "notebook",
        Pw,
        r##"   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "engine = create_engine(...)\n",
      "connected: {'host': 'pg-analytics.internal', 'user': '{U}', 'password': '{V}', 'db': 'marts'}\n"
     ]
    }
   ],
"##,
    ),
    (
        "notebook",
        Keyed,
        r##"  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {},
   "outputs": [],
   "source": [
    "%env {K}={V}\n",
    "%load_ext dotenv"
   ]
  },
"##,
    ),
    // Kubernetes manifests
    (
        "k8s",
        Keyed,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: quarry-api-env
  namespace: quarry
type: Opaque
stringData:
  {K}: "{V}"
  LOG_LEVEL: info
"##,
    ),
    (
        "k8s",
        KeyedB64,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: ledgerline-creds
  labels:
    app.kubernetes.io/part-of: ledgerline
type: Opaque
data:
  {kk}: {V}
"##,
    ),
    (
        "k8s",
        Pw,
        r##"    spec:
      containers:
        - name: mariadb
          image: mariadb:11.4
          env:
            - name: MARIADB_ROOT_PASSWORD
              value: "{V}"
            - name: MARIADB_DATABASE
              value: tickets
"##,
    ),
    // kubectl output
    (
        "kubectl-output",
        KeyedB64,
        r##"$ kubectl get secret payments-env -n billing -o yaml
apiVersion: v1
data:
  {K}: {V}
kind: Secret
metadata:
  creationTimestamp: "2026-10-14T08:21:55Z"
  name: payments-env
  namespace: billing
  resourceVersion: "88412093"
type: Opaque
"##,
    ),
    (
        "kubectl-output",
        Pw,
        r##"$ kubectl -n keycloak get secret keycloak-initial-admin -o jsonpath='{.data.password}' | base64 -d
{V}
$ kubectl -n keycloak port-forward svc/keycloak 8443:443
"##,
    ),
    // Swift
    (
        "swift",
        Tok,
        r##"enum Secrets {
    static let analyticsWriteKey = "{V}"
    static let environment = "production"
}
"##,
    ),
    (
        "swift",
        Pw,
        r##"let credential = URLCredential(user: "{U}",
                               password: "{V}",
                               persistence: .forSession)
session.configuration.urlCredentialStorage?.setDefaultCredential(credential, for: protectionSpace)
"##,
    ),
    // Kotlin
    (
        "kotlin",
        Pw,
        r##"val dataSource = HikariDataSource().apply {
    jdbcUrl = "jdbc:postgresql://pg-orders.int:5432/orders"
    username = "{U}"
    password = "{V}"
    maximumPoolSize = 12
}
"##,
    ),
    (
        "kotlin",
        Of(Kind::Pay),
        r##"object PaymentsConfig {
    const val PUBLISHABLE = "pk_live_51NzQx"
    const val SECRET_KEY = "{V}"
}
"##,
    ),
    // C
    (
        "c",
        Pw,
        r##"#define MQTT_HOST "broker.greenhouse.lan"
#define MQTT_PORT 8883
#define MQTT_USER "{U}"
#define MQTT_PASS "{V}"
"##,
    ),
    (
        "c",
        Tok,
        r##"static const char *const api_token = "{V}";

int telemetry_post(const char *body)
{
	struct curl_slist *h = NULL;
"##,
    ),
    // C++
    (
        "cpp",
        Pw,
        r##"    sql::ConnectOptionsMap props;
    props["hostName"] = "tcp://127.0.0.1:3306";
    props["userName"] = "{U}";
    props["password"] = "{V}";
    std::unique_ptr<sql::Connection> con(driver->connect(props));
"##,
    ),
    (
        "cpp",
        Of(Kind::Cloud),
        r##"namespace cfg {
constexpr std::string_view kCloudToken{"{V}"};
constexpr int kRetries = 5;
}  // namespace cfg
"##,
    ),
    // Markdown
    (
        "markdown",
        Pw,
        r##"## Local setup

1. `docker compose up -d`
2. Log in to pgAdmin at http://localhost:5050 with `admin@local.test` and password `{V}`
3. Run the migrations: `make migrate`
"##,
    ),
    (
        "markdown",
        Tok,
        r##"### Incident 2026-11-18: webhook deliveries failing

Root cause: the signing secret was rotated in the dashboard but not in Vault.
Old value (now revoked): {V}
Action items: add an alert on 401s from the receiver.
"##,
    ),
    (
        "markdown",
        Keyed,
        r##"| Variable | Value | Notes |
|---|---|---|
| `APP_ENV` | `staging` | |
| `{K}` | `{V}` | ask @ops before rotating |
"##,
    ),
    // Shell history
    (
        "shell-history",
        Pw,
        r##"  501  cd ~/src/atlas
  502  psql "host=db-02.atlas.lan user={U} dbname=atlas" 
  503  export PGPASSWORD={V}
  504  psql -h db-02.atlas.lan -U {U} atlas -c '\dt'
"##,
    ),
    (
        "shell-history",
        Tok,
        r##": 1764921043:0;gh auth status
: 1764921088:0;export GH_ENTERPRISE_TOKEN={V}
: 1764921094:0;gh repo list acme-eng --limit 200
"##,
    ),
    (
        "shell-history",
        Pw,
        r##"sudo mysql -u root -p{V} -e "SHOW DATABASES;"
ls -la /var/lib/mysql
"##,
    ),
    // curl commands
    (
        "curl",
        Pw,
        r##"curl -sS --fail -u {U}:{V} \
  -X POST https://jenkins.buildfarm.lan/job/release/buildWithParameters \
  --data-urlencode "TAG=v4.2.0"
"##,
    ),
    (
        "curl",
        Tok,
        r##"curl https://api.statuspage.io/v1/pages/x2kl9d/incidents \
  -H "Authorization: OAuth {V}" \
  -d "incident[name]=Degraded API latency"
"##,
    ),
    (
        "curl",
        UrlTok,
        r##"curl -s "https://api.weatherstack.dev/current?access_key={V}&query=Lisbon" | jq .current
"##,
    ),
    // URLs with credentials
    (
        "url",
        UrlPw,
        r##"CELERY_BROKER_URL=amqps://{U}:{V}@rabbit.queue-eu.internal:5671/orders
"##,
    ),
    (
        "url",
        UrlPw,
        r##"  clickhouse_dsn: "clickhouse://{U}:{V}@ch-01.metrics.lan:9000/events?secure=true"
"##,
    ),
    (
        "url",
        UrlPw,
        r##"git clone https://{U}:{V}@git.fieldwork.coop/infra/ansible-roles.git
"##,
    ),
    (
        "url",
        UrlPw,
        r##"<dataSource url="sqlserver://{U}:{V}@mssql-07.corp.lan:1433?database=Inventory&encrypt=true"/>
"##,
    ),
    // MCP tool results
    (
        "mcp",
        Keyed,
        r##"{"jsonrpc":"2.0","id":42,"result":{"content":[{"type":"text","text":"Read 3 lines from .env.production:\n{K}={V}\nNODE_ENV=production\nPORT=8080"}],"isError":false}}
"##,
    ),
    (
        "mcp",
        Pw,
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"{\"service\":\"postgres\",\"environment\":[\"POSTGRES_USER={U}\",\"POSTGRES_PASSWORD={V}\"]}"}]}}
"##,
    ),
    (
        "mcp",
        Tok,
        r##"{"jsonrpc":"2.0","id":"call_19","result":{"structuredContent":{"secrets":[{"name":"ci/deploy","value":"{V}","version":4}]},"content":[{"type":"text","text":"1 secret"}]}}
"##,
    ),
    // Stack traces
    (
        "stacktrace",
        Pw,
        r##"Exception in thread "main" org.postgresql.util.PSQLException: FATAL: password authentication failed for user "{U}" (password: {V})
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
	at org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)
"##,
    ),
    (
        "stacktrace",
        Tok,
        r##"Traceback (most recent call last):
  File "/srv/sync/run.py", line 41, in <module>
    client = Client(token="{V}", base_url=BASE)
  File "/srv/sync/venv/lib/python3.12/site-packages/hubclient/core.py", line 88, in __init__
    raise AuthError("token rejected")
hubclient.errors.AuthError: token rejected
"##,
    ),
    (
        "stacktrace",
        UrlPw,
        r##"thread 'main' panicked at src/db.rs:27:10:
failed to connect to postgres://{U}:{V}@10.4.0.12:5432/ledger: Connection refused (os error 111)
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
"##,
    ),
    // CSV
    (
        "csv",
        Pw,
        r##"hostname,ip,role,admin_user,admin_password
sw-core-01,10.0.0.2,switch,netadmin,{V}
sw-edge-04,10.0.3.9,switch,netadmin,Sp4rr0w-edge
"##,
    ),
    (
        "csv",
        Tok,
        r##"service;environment;owner;api_key;expires
mailer;prod;{U};{V};2027-03-01
"##,
    ),
    // Jenkinsfile
    (
        "jenkinsfile",
        Pw,
        r##"pipeline {
  agent any
  environment {
    NEXUS_USER = '{U}'
    NEXUS_PASSWORD = '{V}'
  }
  stages {
    stage('Publish') {
      steps { sh './gradlew publish' }
    }
  }
}
"##,
    ),
    (
        "jenkinsfile",
        Tok,
        r##"    stage('Notify') {
      steps {
        sh "curl -X POST -H 'X-Auth-Token: {V}' https://deploy-hooks.corp.lan/notify?job=${env.JOB_NAME}"
      }
    }
"##,
    ),
    // GitLab CI
    (
        "gitlab-ci",
        Keyed,
        r##"variables:
  DOCKER_DRIVER: overlay2
  {K}: "{V}"

build:
  stage: build
  script:
    - make image
"##,
    ),
    (
        "gitlab-ci",
        Pw,
        r##"deploy_staging:
  stage: deploy
  script:
    - echo "{V}" | docker login registry.gitlab.example.net -u {U} --password-stdin
    - docker push registry.gitlab.example.net/web/app:$CI_COMMIT_SHORT_SHA
"##,
    ),
    // Helm values
    (
        "helm",
        Pw,
        r##"postgresql:
  enabled: true
  auth:
    username: {U}
    password: {V}
    database: wiki
"##,
    ),
    (
        "helm",
        Of(Kind::Saas),
        r##"datadog:
  site: datadoghq.eu
  clusterName: prod-fra
monitoring:
  sentryDsn: ""
  vendorApiKey: {V}
"##,
    ),
    // Pulumi config
    (
        "pulumi",
        Pw,
        r##"config:
  aws:region: eu-west-1
  infra:dbUser: {U}
  infra:dbPassword: {V}
  infra:instanceClass: db.t4g.medium
"##,
    ),
    (
        "pulumi",
        Fmt("pulumi"),
        r##"$ pulumi login
Manage your Pulumi stacks by logging in.
Enter your access token from https://app.pulumi.com/account/tokens
    or hit <ENTER> to log in using your browser                   : {V}
"##,
    ),
    // Vault CLI output
    (
        "vault-cli",
        Pw,
        r##"$ vault kv get -mount=secret apps/inventory
======= Secret Path =======
secret/data/apps/inventory

======= Metadata =======
Key                Value
---                -----
created_time       2026-11-02T09:15:21.113Z
version            6

====== Data ======
Key            Value
---            -----
db_password    {V}
db_user        {U}
"##,
    ),
    (
        "vault-cli",
        Fmt("vault"),
        r##"$ vault login -method=userpass username={U}
Password (will be hidden):
Success! You are now authenticated.

Key                    Value
---                    -----
token                  {V}
token_accessor         qP3bW0yZq8kQ1dNf7mT2vLrA
token_duration         768h
"##,
    ),
    // E-mail
    (
        "email",
        Pw,
        r##"From: IT Service Desk <servicedesk@harrow-logistics.co.uk>
To: {U}@harrow-logistics.co.uk
Subject: Your new VPN account
Date: Tue, 01 Dec 2026 08:02:11 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Hello,

Your VPN account is ready.
Username: {U}
Temporary password: {V}

You will be asked to change it at first login.
"##,
    ),
    (
        "email",
        Tok,
        r##"------=_Part_3310_1044.1764580000
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi team, the new API key for the sandbox is {V} (expires in 30 days).
------=_Part_3310_1044.1764580000--
"##,
    ),
    // crontab
    (
        "crontab",
        Pw,
        r##"# m h  dom mon dow   command
15 2 * * * /usr/bin/mysqldump -u{U} -p'{V}' --single-transaction shop | gzip > /backup/shop-$(date +\%F).sql.gz
"##,
    ),
    (
        "crontab",
        Keyed,
        r##"SHELL=/bin/bash
MAILTO=ops@fernbank.io
{K}={V}
*/10 * * * * /opt/fernbank/bin/sync-inventory >> /var/log/sync.log 2>&1
"##,
    ),
    // supervisord
    (
        "supervisord",
        Keyed,
        r##"[program:worker]
command=/srv/app/venv/bin/celery -A app worker -l info
directory=/srv/app
user=www-data
environment=DJANGO_SETTINGS_MODULE="app.settings.prod",{K}="{V}"
autorestart=true
"##,
    ),
    (
        "supervisord",
        Pw,
        r##"[inet_http_server]
port=127.0.0.1:9001
username={U}
password={V}
"##,
    ),
    // systemd environment files
    (
        "systemd-env",
        Keyed,
        r##"# /etc/default/ledgerd — read by ledgerd.service (EnvironmentFile=)
LEDGERD_LISTEN=0.0.0.0:7400
{K}={V}
LEDGERD_LOG=warn
"##,
    ),
    (
        "systemd-env",
        Pw,
        r##"[Service]
Type=simple
User=minio
Environment="MINIO_ROOT_USER={U}"
Environment="MINIO_ROOT_PASSWORD={V}"
ExecStart=/usr/local/bin/minio server /data --console-address :9001
"##,
    ),
    // docker inspect
    (
        "docker-inspect",
        Keyed,
        r##"        "Config": {
            "Hostname": "4b1e0c9d2a7f",
            "Env": [
                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "{K}={V}",
                "LANG=C.UTF-8"
            ],
            "Cmd": ["gunicorn", "app:app"],
"##,
    ),
    (
        "docker-inspect",
        Pw,
        r##"$ docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' rabbitmq-1
RABBITMQ_DEFAULT_USER={U}
RABBITMQ_DEFAULT_PASS={V}
RABBITMQ_VERSION=3.13.7
"##,
    ),
    // .npmrc
    (
        "npmrc",
        Fmt("npm"),
        r##"registry=https://registry.npmjs.org/
@tideline:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken={V}
"##,
    ),
    (
        "npmrc",
        Basic,
        r##"@corp:registry=https://nexus.corp.lan/repository/npm-group/
//nexus.corp.lan/repository/npm-group/:_auth={V}
always-auth=true
"##,
    ),
    (
        "npmrc",
        Pw,
        r##"//verdaccio.lab.lan/:username={U}
//verdaccio.lab.lan/:_password={V}
//verdaccio.lab.lan/:email={U}@lab.lan
"##,
    ),
    // pip.conf
    (
        "pip-conf",
        UrlPw,
        r##"[global]
index-url = https://{U}:{V}@pypi.artifacts.kelp.dev/simple/
timeout = 60
"##,
    ),
    (
        "pip-conf",
        UrlTok,
        r##"[global]
extra-index-url = https://__token__:{V}@gitlab.kelp.dev/api/v4/projects/112/packages/pypi/simple
"##,
    ),
    // gradle.properties
    (
        "gradle-properties",
        Pw,
        r##"org.gradle.jvmargs=-Xmx3g
android.useAndroidX=true
RELEASE_STORE_FILE=release.jks
RELEASE_STORE_PASSWORD={V}
RELEASE_KEY_ALIAS=upload
"##,
    ),
    (
        "gradle-properties",
        Tok,
        r##"systemProp.org.gradle.internal.publish.checksums.insecure=true
ossrhUsername={U}
ossrhToken={V}
"##,
    ),
    // Maven settings.xml
    (
        "maven-settings",
        Pw,
        r##"  <servers>
    <server>
      <id>artifactory-releases</id>
      <username>{U}</username>
      <password>{V}</password>
    </server>
  </servers>
"##,
    ),
    (
        "maven-settings",
        Tok,
        r##"    <server>
      <id>github</id>
      <configuration>
        <httpHeaders>
          <property>
            <name>Private-Token</name>
            <value>{V}</value>
          </property>
        </httpHeaders>
      </configuration>
    </server>
"##,
    ),
    // odbc.ini
    (
        "odbc-ini",
        Pw,
        r##"[WarehouseDSN]
Driver      = /opt/microsoft/msodbcsql18/lib64/libmsodbcsql-18.so
Server      = tcp:dwh.corp.lan,1433
Database    = Warehouse
UID         = {U}
PWD         = {V}
"##,
    ),
    (
        "odbc-ini",
        Pw,
        r##"[snowflake]
Driver=/usr/lib64/snowflake/odbc/lib/libSnowflake.so
server=xy12345.eu-central-1.snowflakecomputing.com
uid={U}
pwd={V}
role=LOADER
"##,
    ),
    // wp-config.php
    (
        "wp-config",
        Pw,
        r##"/** The name of the database for WordPress */
define( 'DB_NAME', 'wp_bakery' );

/** Database username */
define( 'DB_USER', '{U}' );

/** Database password */
define( 'DB_PASSWORD', '{V}' );
"##,
    ),
    (
        "wp-config",
        Tok,
        r##"define( 'AUTH_KEY',         '{V}' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
"##,
    ),
    // appsettings.json
    (
        "appsettings",
        Pw,
        r##"{
  "ConnectionStrings": {
    "Default": "Server=sql-01.corp.lan;Database=Claims;User Id={U};Password={V};TrustServerCertificate=True"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
"##,
    ),
    (
        "appsettings",
        Keyed,
        r##"  "Integrations": {
    "Carrier": {
      "BaseUrl": "https://api.carrierlink.net",
      "{k}": "{V}",
      "TimeoutSeconds": 30
    }
  },
"##,
    ),
    // Spring application.properties
    (
        "spring-properties",
        Pw,
        r##"spring.datasource.url=jdbc:mysql://mysql-hr.int:3306/hr?useSSL=true
spring.datasource.username={U}
spring.datasource.password={V}
spring.jpa.hibernate.ddl-auto=validate
"##,
    ),
    (
        "spring-properties",
        Tok,
        r##"spring.security.oauth2.client.registration.keycloak.client-id=hr-portal
spring.security.oauth2.client.registration.keycloak.client-secret={V}
spring.security.oauth2.client.registration.keycloak.scope=openid,profile
"##,
    ),
    (
        "spring-properties",
        Pw,
        r##"spring:
  rabbitmq:
    host: mq.hr.int
    username: {U}
    password: {V}
"##,
    ),
    // log4j / logback
    (
        "log4j",
        Pw,
        r##"  <appender name="DB" class="ch.qos.logback.classic.db.DBAppender">
    <connectionSource class="ch.qos.logback.core.db.DriverManagerConnectionSource">
      <driverClass>org.postgresql.Driver</driverClass>
      <url>jdbc:postgresql://logs-db.int:5432/applogs</url>
      <user>{U}</user>
      <password>{V}</password>
    </connectionSource>
  </appender>
"##,
    ),
    (
        "log4j",
        UrlTok,
        r##"appender.loggly.type = Http
appender.loggly.name = Loggly
appender.loggly.url = https://logs-01.loggly.com/inputs/{V}/tag/http/
appender.loggly.layout.type = JsonLayout
"##,
    ),
    // syslog and journald
    (
        "syslog",
        Pw,
        r##"Dec  3 04:17:22 bastion-2 sshpass[20931]: running: sshpass -p {V} ssh -o StrictHostKeyChecking=no {U}@10.8.1.44
Dec  3 04:17:23 bastion-2 sshd[20935]: Accepted password for {U} from 10.8.0.5 port 51822 ssh2
"##,
    ),
    (
        "syslog",
        Tok,
        r##"Dec 03 09:01:55 api-3 node[1187]: [config] loaded env: PORT=8080 SEARCH_ADMIN_KEY={V} REGION=eu
Dec 03 09:01:55 api-3 node[1187]: listening on :8080
"##,
    ),
    (
        "syslog",
        Pw,
        r##"<134>1 2026-12-03T10:22:08.114Z nas01 smbd 4412 - - auth: NTLMv2 fallback for user {U} with password {V} rejected
"##,
    ),
    // redis.conf
    (
        "redis-conf",
        Pw,
        r##"bind 0.0.0.0
protected-mode yes
port 6379
requirepass {V}
maxmemory 2gb
"##,
    ),
    (
        "redis-conf",
        Pw,
        r##"replicaof 10.2.0.11 6379
masterauth {V}
replica-read-only yes
"##,
    ),
    (
        "redis-conf",
        Pw,
        r##"user {U} on >{V} ~cache:* +get +set +del
"##,
    ),
    // .pgpass
    (
        "pgpass",
        Pw,
        r##"# hostname:port:database:username:password
db-primary.fin.lan:5432:ledger:{U}:{V}
"##,
    ),
    (
        "pgpass",
        Pw,
        r##"*:6432:*:{U}:{V}
localhost:5432:*:postgres:postgres
"##,
    ),
    // PHP
    (
        "php",
        Pw,
        r##"<?php
$pdo = new PDO(
    'pgsql:host=127.0.0.1;port=5432;dbname=shop',
    '{U}',
    '{V}',
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
);
"##,
    ),
    (
        "php",
        Tok,
        r##"return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN', 'mg.quillhaven.com'),
        'secret' => env('MAILGUN_SECRET', '{V}'),
        'endpoint' => 'api.eu.mailgun.net',
    ],
];
"##,
    ),
    // Ruby
    (
        "ruby",
        Pw,
        r##"ActionMailer::Base.smtp_settings = {
  address: "smtp.postmarkapp.com",
  port: 587,
  user_name: "{U}",
  password: "{V}",
  authentication: :plain
}
"##,
    ),
    (
        "ruby",
        AwsSecret,
        r##"Aws.config.update(
  region: "eu-west-1",
  credentials: Aws::Credentials.new("AKIA5QWRTYZXCVB7NM2K", "{V}")
)
"##,
    ),
    (
        "ruby",
        Keyed,
        r##"# config/initializers/vendors.rb
ENV["{K}"] ||= "{V}"
"##,
    ),
    // C#
    (
        "csharp",
        Pw,
        r##"var factory = new ConnectionFactory
{
    HostName = "rabbit.claims.lan",
    UserName = "{U}",
    Password = "{V}",
    VirtualHost = "/claims"
};
"##,
    ),
    (
        "csharp",
        Of(Kind::Saas),
        r##"builder.Services.AddHttpClient("crm", c =>
{
    c.BaseAddress = new Uri("https://api.crm-vendor.com/");
    c.DefaultRequestHeaders.Add("X-Api-Key", "{V}");
});
"##,
    ),
    // Dart
    (
        "dart",
        Pw,
        r##"final conn = await MySQLConnection.createConnection(
  host: 'db.fieldapp.lan',
  port: 3306,
  userName: '{U}',
  password: '{V}',
  databaseName: 'fieldapp',
);
"##,
    ),
    (
        "dart",
        Tok,
        r##"class Env {
  static const mapsApiKey = '{V}';
  static const apiBase = 'https://api.fieldapp.io';
}
"##,
    ),
    // Zig
    (
        "zig",
        Tok,
        r##"const std = @import("std");

const api_token = "{V}";

pub fn main() !void {
    var gpa = std.heap.GeneralPurposeAllocator(.{}){};
"##,
    ),
    (
        "zig",
        Pw,
        r##"    var client = try pg.Pool.init(allocator, .{ .connect = .{
        .host = "127.0.0.1",
    }, .auth = .{
        .username = "{U}",
        .password = "{V}",
        .database = "telemetry",
    } });
"##,
    ),
    // Haskell
    (
        "haskell",
        Pw,
        r##"connInfo :: ConnectInfo
connInfo = defaultConnectInfo
  { connectHost = "pg.ledger.lan"
  , connectUser = "{U}"
  , connectPassword = "{V}"
  , connectDatabase = "ledger"
  }
"##,
    ),
    (
        "haskell",
        Tok,
        r##"slackToken :: Text
slackToken = "{V}"

main :: IO ()
main = runBot slackToken
"##,
    ),
    // OCaml
    (
        "ocaml",
        Pw,
        r##"let uri =
  Uri.make ~scheme:"postgresql" ~host:"db.ocaml-shop.lan" ~port:5432
    ~userinfo:"{U}:{V}" ~path:"/shop" ()
"##,
    ),
    (
        "ocaml",
        Tok,
        r##"let api_key = "{V}"

let headers = Cohttp.Header.of_list [ ("Authorization", "Bearer " ^ api_key) ]
"##,
    ),
    // Julia
    (
        "julia",
        Pw,
        r##"conn = LibPQ.Connection("host=pg.research.lan dbname=trials user={U} password={V}")
result = execute(conn, "SELECT count(*) FROM visits")
"##,
    ),
    (
        "julia",
        Keyed,
        r##"ENV["{K}"] = "{V}"
using HTTP, JSON3
"##,
    ),
    // Python
    (
        "python",
        Pw,
        r##"conn = pymssql.connect(server="sql-02.corp.lan", user="{U}", password="{V}", database="Billing")
cursor = conn.cursor(as_dict=True)
"##,
    ),
    (
        "python",
        Of(Kind::Ai),
        r##"from mistralai import Mistral

client = Mistral(api_key="{V}")
resp = client.chat.complete(model="mistral-large-latest", messages=msgs)
"##,
    ),
    (
        "python",
        Keyed,
        r##"class ProdConfig(BaseConfig):
    DEBUG = False
    {K} = "{V}"
    SESSION_COOKIE_SECURE = True
"##,
    ),
    // Go
    (
        "go",
        Pw,
        r##"	cfg := mysql.Config{
		User:   "{U}",
		Passwd: "{V}",
		Net:    "tcp",
		Addr:   "mysql-02.int:3306",
		DBName: "orders",
	}
"##,
    ),
    (
        "go",
        Tok,
        r##"	req.Header.Set("Authorization", "Token {V}")
	resp, err := http.DefaultClient.Do(req)
"##,
    ),
    (
        "go",
        Of(Kind::Chat),
        r##"var notifier = chatops.New(chatops.Options{
	Channel: "#deploys",
	Token:   "{V}",
})
"##,
    ),
    // Rust
    (
        "rust",
        Pw,
        r##"    let opts = PgConnectOptions::new()
        .host("pg.invoices.lan")
        .username("{U}")
        .password("{V}")
        .database("invoices");
"##,
    ),
    (
        "rust",
        Tok,
        r##"const WEBHOOK_SECRET: &str = "{V}";

fn verify(sig: &str, body: &[u8]) -> bool {
"##,
    ),
    (
        "rust",
        Of(Kind::Registry),
        r##"# ~/.cargo/credentials.toml
[registries.fernbank]
token = "{V}"
"##,
    ),
    // JavaScript
    (
        "js",
        Pw,
        r##"const transporter = nodemailer.createTransport({
  host: "smtp.zoho.eu",
  port: 465,
  secure: true,
  auth: { user: "{U}@quillhaven.com", pass: "{V}" },
});
"##,
    ),
    (
        "js",
        Of(Kind::Git),
        r##"const gitClient = new Gitlab({
  host: 'https://gitlab.quillhaven.com',
  token: '{V}',
});
"##,
    ),
    // dotenv
    (
        "dotenv",
        Keyed,
        r##"# .env.staging
APP_URL=https://staging.quillhaven.com
{K}={V}
QUEUE_CONNECTION=redis
"##,
    ),
    (
        "dotenv",
        Pw,
        r##"DB_HOST=127.0.0.1
DB_PORT=3306
DB_USERNAME={U}
DB_PASSWORD="{V}"
"##,
    ),
    // Dockerfile
    (
        "dockerfile",
        Pw,
        r##"FROM mcr.microsoft.com/mssql/server:2022-latest
ENV ACCEPT_EULA=Y \
    MSSQL_SA_PASSWORD={V} \
    MSSQL_PID=Developer
"##,
    ),
    (
        "dockerfile",
        Of(Kind::Registry),
        r##"FROM node:22-alpine AS deps
WORKDIR /app
RUN echo "//registry.npmjs.org/:_authToken={V}" > .npmrc && npm ci && rm .npmrc
"##,
    ),
    // Terraform
    (
        "terraform",
        Pw,
        r##"resource "aws_db_instance" "reports" {
  identifier        = "reports-prod"
  engine            = "postgres"
  username          = "{U}"
  password          = "{V}"
  allocated_storage = 50
}
"##,
    ),
    (
        "terraform",
        Of(Kind::Cloud),
        r##"provider "linode" {
  token = "{V}"
}
"##,
    ),
    // Ansible
    (
        "ansible",
        Pw,
        r##"- name: create replication user
  community.mysql.mysql_user:
    name: {U}
    host: "%"
    password: "{V}"
    priv: "*.*:REPLICATION SLAVE"
"##,
    ),
    (
        "ansible",
        Keyed,
        r##"# group_vars/prod/vars.yml
app_port: 8080
{k}: "{V}"
"##,
    ),
    // JSON
    (
        "json",
        Pw,
        r##"{
  "name": "reporting",
  "connection": {
    "host": "10.3.0.41",
    "user": "{U}",
    "password": "{V}"
  }
}
"##,
    ),
    (
        "json",
        Jwt,
        r##"{"expires_in":3600,"token_type":"Bearer","access_token":"{V}","scope":"orders:read"}
"##,
    ),
    // XML
    (
        "xml",
        Pw,
        r##"                <datasource jndi-name="java:jboss/datasources/ClaimsDS" pool-name="ClaimsDS">
                    <connection-url>jdbc:postgresql://pg-claims.int:5432/claims</connection-url>
                    <driver>postgresql</driver>
                    <security user-name="{U}" password="{V}"/>
                </datasource>
"##,
    ),
    (
        "xml",
        Tok,
        r##"<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Fieldapp</string>
    <string name="backend_api_key">{V}</string>
</resources>
"##,
    ),
    // TOML
    (
        "toml",
        Pw,
        r##"[database]
host = "pg.forge.lan"
user = "{U}"
password = "{V}"
pool = 16
"##,
    ),
    (
        "toml",
        Tok,
        r##"[tool.poetry.http-basic.private]
username = "__token__"
password = "{V}"
"##,
    ),
    // HTTP
    (
        "http",
        Tok,
        r##"GET /api/v2/reports?limit=50 HTTP/1.1
Host: reports.quillhaven.com
Authorization: Bearer {V}
Accept: application/json
"##,
    ),
    (
        "http",
        Basic,
        r##"POST /ingest HTTP/1.1
Host: collector.metrics.lan:8086
Authorization: Basic {V}
Content-Type: text/plain
"##,
    ),
    (
        "http",
        Pw,
        r##"POST /login HTTP/1.1
Host: admin.fieldapp.io
Content-Type: application/x-www-form-urlencoded

username={U}&password={V}
"##,
    ),
    // PowerShell
    (
        "powershell",
        Pw,
        r##"$secure = ConvertTo-SecureString '{V}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ('CORP\{U}', $secure)
Enter-PSSession -ComputerName fs02 -Credential $cred
"##,
    ),
    (
        "powershell",
        Tok,
        r##"$headers = @{ 'X-Octopus-ApiKey' = '{V}' }
Invoke-RestMethod -Uri https://deploy.corp.lan/api/projects -Headers $headers
"##,
    ),
    // git config
    (
        "git-config",
        UrlPw,
        r##"[remote "origin"]
	url = https://{U}:{V}@bitbucket.fernbank.io/scm/ops/playbooks.git
	fetch = +refs/heads/*:refs/remotes/origin/*
"##,
    ),
    (
        "git-config",
        Pw,
        r##"$ cat ~/.git-credentials
https://{U}:{V}@git.fieldwork.coop
"##,
    ),
    // Private keys
    (
        "pem",
        Pem("\n"),
        r##"$ cat deploy/id_ed25519
{V}
$ chmod 600 deploy/id_ed25519
"##,
    ),
    (
        "pem",
        Pem("\\n"),
        r##"{"type": "service_account", "project_id": "fernbank-prod", "private_key_id": "5c1e2a", "private_key": "{V}\n", "client_email": "deployer@fernbank-prod.iam.gserviceaccount.com"}
"##,
    ),
    (
        "pem",
        Pw,
        r##"$ openssl pkcs12 -export -in tls/portal.crt -inkey tls/portal.key -name portal -out portal.p12 -passout pass:{V}
$ keytool -importkeystore -srckeystore portal.p12 -srcstoretype PKCS12 -destkeystore portal.jks
"##,
    ),
    // Webhooks
    (
        "webhook",
        SlackHook,
        r##"notify:
  on_failure:
    slack: {V}
"##,
    ),
    (
        "webhook",
        DiscordHook,
        r##"def announce(tag: str) -> None:
    requests.post("{V}", json={"content": f"release {tag} is live"}, timeout=5)
"##,
    ),
    (
        "webhook",
        Pw,
        r##"[[outputs.http]]
  url = "https://hooks.fieldwork.coop/metrics"
  username = "{U}"
  password = "{V}"
"##,
    ),
    // More of the families earlier sets found hardest, and cloud keys
    (
        "chat",
        Pw,
        r##"Kasia: what's the wifi pw for the lab AP again
Ben: it's {V} — same as the printer admin one lol
"##,
    ),
    (
        "textlog",
        AwsSecret,
        r##"2026-12-04 06:00:01 [backup] starting s3 sync, bucket=fieldwork-backups region=eu-central-1 aws_secret_access_key={V}
2026-12-04 06:00:09 [backup] 2,114 objects uploaded
"##,
    ),
    (
        "sql",
        Pw,
        r##"CREATE SERVER IF NOT EXISTS legacy_crm FOREIGN DATA WRAPPER mysql OPTIONS (HOST '10.9.0.3', DATABASE 'crm', USER '{U}', PASSWORD '{V}', PORT 3306);
"##,
    ),
    (
        "sql-dump",
        Keyed,
        r##"INSERT INTO public.settings VALUES (12, 'mail.provider', 'postmark');
INSERT INTO public.settings VALUES (13, '{k}', '{V}');
INSERT INTO public.settings VALUES (14, 'mail.from', 'noreply@fernbank.io');
"##,
    ),
    (
        "csv",
        UrlPw,
        r##"name,type,connection_string,owner
orders_replica,postgres,postgresql://{U}:{V}@10.1.4.20:5432/orders,data-eng
"##,
    ),
    (
        "k8s",
        AzureKey,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: azure-files
type: Opaque
stringData:
  azurestorageaccountname: fernbankfiles
  azurestorageaccountkey: {V}
"##,
    ),
    (
        "markdown",
        Sas,
        r##"Download the export from
https://fernbankexports.blob.core.windows.net/exports/q3.zip?sv=2024-11-04&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&spr=https&sig={V}
(link valid until the end of the year)
"##,
    ),
    (
        "mcp",
        Jwt,
        r##"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"Login succeeded. Session token: {V}"}],"isError":false}}
"##,
    ),
    (
        "notebook",
        AwsSecret,
        r##"    "s3 = boto3.client(\n",
    "    \"s3\",\n",
    "    aws_access_key_id=\"AKIA2NRTQ7ZX4PLMKB6W\",\n",
    "    aws_secret_access_key=\"{V}\",\n",
    ")\n",
"##,
    ),
    (
        "url",
        UrlPw,
        r##"spring.ldap.urls=ldaps://{U}:{V}@dc01.corp.lan:636
"##,
    ),
    (
        "url",
        UrlTok,
        r##"webhook_url: https://hooks.fieldwork.coop/ingest?token={V}&source=grafana
"##,
    ),
    (
        "appsettings",
        SharedKey,
        r##"  "ServiceBus": {
    "ConnectionString": "Endpoint=sb://claims-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={V}"
  },
"##,
    ),
    (
        "shell-history",
        Pw,
        r##"  88  htpasswd -b -c /etc/nginx/.htpasswd {U} {V}
  89  systemctl reload nginx
"##,
    ),
    (
        "curl",
        Jwt,
        r##"$ curl -v https://api.fieldapp.io/v1/me -H 'Authorization: Bearer {V}'
*   Trying 34.117.59.81:443...
> GET /v1/me HTTP/2
"##,
    ),
    (
        "stacktrace",
        Pw,
        r##"System.Data.SqlClient.SqlException (0x80131904): Login failed for user '{U}'.
   at System.Data.SqlClient.SqlInternalConnectionTds..ctor(DbConnectionPoolIdentity identity, SqlConnectionString connectionOptions) ConnectionString: Data Source=sql-01;Initial Catalog=Claims;User ID={U};Password={V}
"##,
    ),
    (
        "swift",
        Of(Kind::Saas),
        r##"        let config = Configuration(
            apiKey: "{V}",
            host: "https://eu.telemetry-vendor.com"
        )
"##,
    ),
    (
        "kotlin",
        Tok,
        r##"    buildConfigField("String", "BACKEND_TOKEN", "\"{V}\"")
"##,
    ),
    (
        "helm",
        Keyed,
        r##"$ helm upgrade --install api ./charts/api -n prod \
    --set image.tag=4.2.0 \
    --set env.{K}={V}
"##,
    ),
    (
        "gitlab-ci",
        Tok,
        r##"release:
  image: registry.gitlab.com/gitlab-org/release-cli:latest
  script:
    - 'curl --header "PRIVATE-TOKEN: {V}" --upload-file dist/app.tar.gz "$CI_API_V4_URL/projects/$CI_PROJECT_ID/packages/generic/app/$CI_COMMIT_TAG/app.tar.gz"'
"##,
    ),
    (
        "c",
        Pw,
        r##"	if (mysql_real_connect(conn, "127.0.0.1", "{U}", "{V}", "sensors", 0, NULL, 0) == NULL) {
		fprintf(stderr, "%s\n", mysql_error(conn));
"##,
    ),
];

/// Password keys: (UPPER_SNAKE, lower or camel case). None is in sets a-i.
const KEYS_PASSWORD: &[(&str, &str)] = &[
    ("CLICKHOUSE_INGEST_PASSWORD", "clickhouseIngestPassword"),
    ("KEYCLOAK_REALM_ADMIN_PASS", "keycloak_realm_admin_pass"),
    ("ARTEMIS_BROKER_PASSWD", "artemisBrokerPasswd"),
    ("SFTP_PARTNER_PASSWORD", "sftp_partner_password"),
    ("METABASE_DB_PASSWORD", "metabaseDbPassword"),
    ("PROXMOX_API_PASSWORD", "proxmox_api_password"),
    ("TRINO_CATALOG_PASS", "trinoCatalogPass"),
    ("GITEA_ADMIN_PASSWORD", "gitea_admin_password"),
    ("HARBOR_ROBOT_PASSWORD", "harborRobotPassword"),
    ("BORG_OFFSITE_PASSPHRASE", "borg_offsite_passphrase"),
    ("UNIFI_CONTROLLER_PASSWD", "unifiControllerPasswd"),
    ("MQTT_BRIDGE_PASSWORD", "mqtt_bridge_password"),
    ("SUPERSET_ADMIN_PASSWORD", "supersetAdminPassword"),
    ("CASSANDRA_APP_PASS", "cassandra_app_pass"),
];

/// Token and key names: (UPPER_SNAKE, lower or camel case). None is in sets a-i.
const KEYS_TOKEN: &[(&str, &str)] = &[
    ("STATUSPAGE_API_TOKEN", "statuspageApiToken"),
    ("POSTMARK_OUTBOUND_TOKEN", "postmark_outbound_token"),
    ("SHIPPO_API_KEY", "shippoApiKey"),
    ("EASYPOST_PROD_KEY", "easypost_prod_key"),
    ("CLERK_BACKEND_SECRET", "clerkBackendSecret"),
    ("FLY_MACHINES_TOKEN", "fly_machines_token"),
    ("RENDER_API_KEY", "renderApiKey"),
    ("COHERE_TRIAL_KEY", "cohere_trial_key"),
    ("MISTRAL_API_KEY", "mistralApiKey"),
    ("ROOTLY_API_TOKEN", "rootly_api_token"),
    ("TEAMCITY_ACCESS_TOKEN", "teamcityAccessToken"),
    ("SOURCEGRAPH_ACCESS_TOKEN", "sourcegraph_access_token"),
    ("CLOJARS_DEPLOY_TOKEN", "clojarsDeployToken"),
    ("WANDB_API_KEY", "wandb_api_key"),
    ("COOKIE_SESSION_HMAC_SECRET", "cookieSessionHmacSecret"),
    ("LOB_WEBHOOK_SECRET", "lob_webhook_secret"),
    ("CARRIERLINK_API_KEY", "carrierlinkApiKey"),
    ("FIREWORKS_API_KEY", "fireworks_api_key"),
];

/// User names. None is in sets a-i.
const USERS: &[&str] = &[
    "nweber_ro",
    "svc_ledgerline",
    "ingest_07",
    "okafor.a",
    "backup_agent",
    "rpt_reader",
    "ci_pub_bot",
    "lhernandez",
    "mq_consume02",
    "kiosk_admin",
];

/// The value a slot holds for case `i`: its kind, its text, and the span of that text that is
/// the secret.
fn value(rng: &mut Rng, slot: Slot, i: usize) -> (&'static str, String, (usize, usize)) {
    let (kind, v) = match slot {
        Keyed | KeyedB64 => unreachable!("keyed values are drawn with their key"),
        Pw => password(rng, i),
        UrlPw => url_password(rng, i),
        Tok => token(rng, i, false),
        UrlTok => token(rng, i, true),
        Of(k) => provider(rng, Some(k), false),
        Fmt(name) => provider_named(rng, name),
        Jwt => ("jwt", jwt(rng)),
        Pem(join) => pem(rng, join),
        AwsSecret => ("aws secret access key", rng.take(STD64, 40)),
        AzureKey => ("azure storage key", {
            let b = rng.raw(64);
            b64(&b, false)
        }),
        SharedKey => ("azure shared access key", {
            let b = rng.raw(32);
            b64(&b, false)
        }),
        Sas => ("azure sas signature", {
            let b = rng.raw(32);
            b64(&b, false)
                .replace('+', "%2B")
                .replace('/', "%2F")
                .replace('=', "%3D")
        }),
        Basic => ("http basic", {
            let user = *rng.one(USERS);
            let (_, p) = password(rng, i);
            b64(format!("{user}:{p}").as_bytes(), false)
        }),
        SlackHook => {
            let (t, b) = (rng.between(8, 11), rng.between(9, 11));
            let url = format!(
                "https://hooks.slack.com/{}/T{}/B{}/{}",
                rng.one(&["services", "services", "triggers"]),
                rng.take(UPNUM, t),
                rng.take(UPNUM, b),
                rng.take(AN, 24)
            );
            let span = (8, url.len());
            return ("slack webhook", url, span);
        }
        DiscordHook => {
            let id = format!("{}{}", rng.between(1, 9), rng.take(NUM, 18));
            let host = *rng.one(&["discord.com", "discordapp.com", "canary.discord.com"]);
            let head = format!("https://{host}/api/webhooks/{id}/");
            let url = format!("{head}{}", rng.take(URLSAFE, 68));
            return ("discord webhook", url.clone(), (head.len(), url.len()));
        }
    };
    let n = v.len();
    (kind, v, (0, n))
}

/// Every labelled case of set j, `PER_CONTEXT` per context.
pub fn cases() -> Vec<Case> {
    let mut rng = Rng::new(SEED);
    let mut out = Vec::with_capacity(CONTEXTS.len() * PER_CONTEXT);
    for &(family, slot, template) in CONTEXTS {
        for i in 0..PER_CONTEXT {
            let mut key = ("", "");
            let (kind, value, span) = if slot == Keyed || slot == KeyedB64 {
                let (k, (kind, v)) = match i % 4 {
                    0 => (*rng.one(KEYS_PASSWORD), weak_password(&mut rng)),
                    1 => (*rng.one(KEYS_TOKEN), provider(&mut rng, None, false)),
                    2 => (*rng.one(KEYS_PASSWORD), person_password(&mut rng)),
                    _ => (*rng.one(KEYS_TOKEN), token(&mut rng, 1 + i / 4, false)),
                };
                key = k;
                let (kind, v) = if slot == KeyedB64 {
                    ("base64 of a secret", b64(v.as_bytes(), false))
                } else {
                    (kind, v)
                };
                let n = v.len();
                (kind, v, (0, n))
            } else {
                value(&mut rng, slot, i)
            };
            let user = *rng.one(USERS);
            let filled = template
                .replace("{K}", key.0)
                .replace("{kk}", &key.0.to_lowercase().replace('_', "-"))
                .replace("{k}", key.1)
                .replace("{U}", user);
            assert_eq!(filled.matches("{V}").count(), 1, "one {{V}} in {template}");
            let at = filled.find("{V}").unwrap_or_default();
            let text = filled.replacen("{V}", &value, 1);
            out.push(Case {
                family,
                kind,
                text,
                secret: (at + span.0, at + span.1),
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

/// Which files of a source's roots it takes: those with one of the extensions.
#[derive(Clone, Copy)]
enum Take {
    Only(&'static [&'static str]),
}

/// A clean source: its name, roots (walked in this order), the files it takes, the directory
/// names it skips, and its cap in bytes.
struct Source {
    name: &'static str,
    roots: Vec<PathBuf>,
    take: Take,
    skip: &'static [&'static str],
    cap: usize,
}

/// The HTML docs of the newest stable Rust toolchain rustup installed. Sets d, e and g read its
/// books; set j reads what they left: the standard library's source pages and the error index.
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

/// Set j's clean sources, none read by sets a-i or by the tuning.
fn sources() -> Vec<Source> {
    let docs = rust_docs();
    vec![
        Source {
            // Debian's own Python 3.11 standard library (set a and set h read its
            // `dist-packages`, the tuning pyenv's newest Python, set e pyenv's 2.7); its test
            // suite and byte code left out.
            name: "debian_python311_stdlib",
            roots: vec![PathBuf::from("/usr/lib/python3.11")],
            take: Take::Only(&["py"]),
            skip: &[
                "__pycache__",
                "test",
                "tests",
                "dist-packages",
                "site-packages",
            ],
            cap: 5 << 20,
        },
        Source {
            // The Rust standard library's sources as rustdoc renders them (alloc, core,
            // proc_macro, std, ...): code, doc comments and highlighting markup.
            name: "rust_std_source_pages",
            roots: vec![docs.join("src")],
            take: Take::Only(&["html"]),
            skip: &[],
            cap: 5 << 20,
        },
        Source {
            // The compiler's error index: one page per error code, prose and examples.
            name: "rust_error_index",
            roots: vec![docs.join("error_codes")],
            take: Take::Only(&["html"]),
            skip: &[],
            cap: 3 << 20,
        },
    ]
}

/// Every clean source of set j: its name, its text (files in path order, symlinks not followed,
/// files over 1 MiB, with a NUL byte or not UTF-8 skipped, until the cap) and the files taken.
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
                let bytes = read_small(&p);
                if bytes.is_empty() || bytes.contains(&0) {
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
            (src.name, text, taken)
        })
        .collect()
}

/// A file's bytes, empty when it cannot be read or is over 1 MiB.
fn read_small(path: &Path) -> Vec<u8> {
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

/// Files under `dir` in path order that `take` takes, not following symlinks, skipping
/// directories named in `skip`.
fn walk(dir: &Path, take: Take, skip: &[&str], out: &mut Vec<PathBuf>, depth: usize) {
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
        } else if meta.is_file() {
            let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
            let wanted = match take {
                Take::Only(exts) => exts.contains(&ext),
            };
            if wanted {
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
            assert!(v.len() >= 6, "case {i}: {v}");
            let forbidden: &[char] = match slot {
                Pem("\n") | Pem("\n      ") => &['"', '\\', '\t'],
                Pem(_) => &['"', '\t', '\n'],
                _ => &[
                    '"', '\'', '`', '\\', ' ', '\t', '\n', '$', ';', ',', '&', '<', '>', '{', '}',
                    '|', '?', '(', ')', '^', '[', ']',
                ],
            };
            assert!(!v.contains(forbidden), "case {i}: {v} in {template}");
            if slot == UrlPw || slot == UrlTok {
                assert!(
                    !v.contains(['@', ':', '/', '?', '#', '[', ']', '+', '=']),
                    "case {i}: {v}"
                );
            }
        }
        // A template names a key exactly when its slot draws one.
        for (_, slot, template) in CONTEXTS {
            let keyed = *slot == Keyed || *slot == KeyedB64;
            let names_key = ["{K}", "{k}", "{kk}"].iter().any(|k| template.contains(k));
            assert_eq!(keyed, names_key, "{template}");
        }
    }

    /// At least 150 contexts in at least 60 families, and every family has low-entropy
    /// passwords among its cases; every provider format is drawn.
    #[test]
    fn every_family_has_weak_passwords_and_every_format_is_drawn() {
        let (contexts, families) = shape();
        assert!(contexts >= 150 && families >= 60, "{contexts} {families}");
        let cases = cases();
        let mut fams: Vec<&str> = CONTEXTS.iter().map(|c| c.0).collect();
        fams.dedup();
        for f in fams {
            assert!(
                cases
                    .iter()
                    .any(|c| c.family == f && c.kind == "common password"),
                "no common password in family {f}"
            );
        }
        for (name, _, _) in FORMATS {
            assert!(cases.iter().any(|c| c.kind == *name), "{name} never drawn");
        }
    }

    /// Set j's contexts, keys and users are none of sets a-i's (sets d to i keep their tables
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
            ("f", include_str!("heldout_f.rs")),
            ("g", include_str!("heldout_g.rs")),
            ("h", include_str!("heldout_h.rs")),
            ("i", include_str!("heldout_i.rs")),
        ] {
            for (_, _, template) in CONTEXTS {
                if src.contains(&format!("{template:?}")) || src.contains(template) {
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
        assert_eq!(b64(b"hunter2", false), "aHVudGVyMg==");
        assert_eq!(b64(b"ab", false), "YWI=");
        assert_eq!(b64(b"\xfb\xff", true), "-_8");
        assert_eq!(b64(b"{\"alg\":\"HS256\"}", true), "eyJhbGciOiJIUzI1NiJ9");
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let body = rng.take(AN, 30);
            assert_eq!(checksum62(&body), heldout::crc_base62(&body));
            assert!(jwt(&mut rng).starts_with("eyJ"));
        }
        // The generator reaches every index of small ranges.
        let mut seen = [false; 7];
        for _ in 0..200 {
            seen[rng.below(7)] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }
}
