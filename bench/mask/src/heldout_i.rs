//! Held-out set i of the masker benchmark (issue 26, point 4), recorded in
//! `bench/mask/heldout-i.frozen`.
//!
//! Written and frozen while the masker's rules were being changed for the misses seen on sets
//! a-h, before those changes were measured, by an engineer who read neither the masker's rules,
//! its design table nor its tests and never ran the masker over it: the honest check that those
//! changes generalise, measured once, after they land, by someone else. Only this file, the
//! frozen sets' generator modules (to learn their shape and keep this set's contexts, keys and
//! users apart from theirs), the benchmark's README (its earlier aggregate figures included) and
//! the providers' own documented token shapes went into it. Like the earlier sets it has two halves:
//!
//! - labelled secrets: contexts written for this set, 40 cases each, in set h's 45 families and
//!   21 more (`terraform-state`, `github-actions-log`, `sentry`, `csv`, `sql-dump`, `har`, `nix`,
//!   `bazel`, `protobuf-text`, `graphql`, `chat`, `diff`, `netrc`, `makefile`, `cloudformation`,
//!   `postman`, `azure`, `webhook`, `perl`, `c`, `r`). Each context is a piece of a file, a log
//!   or a paste as it is really written, the secret where real leaks put it:
//!   assignments, headers, command-line options, URLs and DSNs in many schemes, JSON and YAML
//!   fields, textproto and GraphQL arguments, HAR entries, Terraform state attributes, CSV rows,
//!   `COPY` blocks of a dump, the `+` and `-` lines of a diff, chat messages. Values from a
//!   generator of its own (xoshiro256** seeded by SplitMix64): a table of provider formats by
//!   kind (cloud, Git hosts, chat and webhooks, payments, AI providers, package registries, CI
//!   and SaaS tokens) with their real prefixes, lengths and checksums, JWTs with real JSON
//!   claims, PEM blocks with real DER prefixes, random framework secrets, people's passwords and
//!   the low-entropy passwords people really deploy (`hunter2hunter2`), under keys and users of
//!   its own. Every family has contexts whose value is a low-entropy password under a key or an
//!   option that names a password. No placeholder cases: the frozen format counts only secrets
//!   to find.
//! - clean text from sources no earlier set or the tuning read: Perl's core library past the
//!   point where set a's cap stopped (`/usr/share/perl/5.36.0` from `Internals.pod` on, its
//!   Unicode tables left out); the files of the global node modules in the extensions set b
//!   never read (node-gyp's Python, npm's HTML and man pages, licences, shims); the headers
//!   under `/usr/include` in the extensions set a never read (libstdc++'s extension-less headers
//!   and `.tcc` files, LLVM's TableGen files, RPC `.x` files); and the headers past set a's cap
//!   (Linux's UAPI, glibc's architecture folder, Python 3.11's, PostgreSQL's, libxml2's, NSS's,
//!   NSPR's, GnuTLS's and XCB's). Files in path order, each source capped.
//!
//! `airlock-bench-mask heldout-shape i heldout-i.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout i heldout-i.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case.
pub const SEED: u64 = 0x6969_2026_1206_1638;

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
        "anchovy",
        "blueberry",
        "cactus",
        "dolphin",
        "eclipse",
        "fjord",
        "granite",
        "hazel",
        "iceberg",
        "juniper",
        "koala",
        "lantern",
        "marble",
        "nebula",
        "otter",
        "paprika",
        "quokka",
        "rhubarb",
        "saffron",
        "thistle",
        "ukulele",
        "vortex",
        "walrus",
        "xylophone",
        "yodel",
        "zephyr",
        "caramel",
        "dynamo",
        "gazebo",
        "noodle",
        "tornado",
        "waffle",
    ];
    const NAMES: &[&str] = &[
        "Bella", "Charlie", "Luna", "Max", "Oliver", "Daisy", "Milo", "Rosie", "Toby", "Ziggy",
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
        "hunter2hunter2",
        "hunter2hunter2",
        "hunter22",
        "password1",
        "Password1!",
        "passw0rd",
        "Passw0rd1",
        "Passw0rd!",
        "changeme123",
        "changemeplease",
        "changethis",
        "admin2024",
        "Admin@123",
        "adminadmin",
        "root1234",
        "toortoor",
        "letmein!",
        "letmein2024",
        "iloveyou1",
        "sunshine1",
        "dragon123",
        "master123",
        "qwertyuiop",
        "asdfghjkl",
        "qazwsx123",
        "1qaz2wsx",
        "abc12345",
        "123456789a",
        "Welcome123",
        "welcome1!",
        "Autumn2025",
        "Fall2026!",
        "December2026",
        "secret123",
        "mysecret",
        "topsecret1",
        "postgres123",
        "mysqlroot",
        "redispass",
        "rabbitmq1",
        "oracle123",
        "tomcat1",
        "vagrant1",
        "ubuntu123",
        "guest1234",
        "testtest",
        "test@123",
        "development",
        "staging123",
        "Pa55word",
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
    // YAML
    (
        "yaml",
        Pw,
        r##"# ~/.dbt/profiles.yml
analytics:
  target: prod
  outputs:
    prod:
      type: postgres
      host: warehouse.kestrel-labs.dev
      user: {U}
      pass: {V}
      port: 5432
      dbname: analytics
      schema: marts
      threads: 6
"##,
    ),
    (
        "yaml",
        SlackHook,
        r##"global:
  resolve_timeout: 5m
  slack_api_url: '{V}'
route:
  receiver: team-sre
  group_by: [alertname, cluster]
"##,
    ),
    (
        "yaml",
        Fmt("npm"),
        r##"version: 2
registries:
  npm-private:
    type: npm-registry
    url: https://npm.kestrel-labs.dev
    token: {V}
updates:
  - package-ecosystem: npm
    directory: "/"
    registries: [npm-private]
"##,
    ),
    (
        "yaml",
        Keyed,
        r##"app:
  name: ledger-sync
  integrations:
    - provider: warehouse
      enabled: true
      {k}: "{V}"
      timeout_ms: 15000
"##,
    ),
    // TOML
    (
        "toml",
        Fmt("crates.io"),
        r##"# .cargo/config.toml
[registries.kestrel]
index = "sparse+https://crates.kestrel-labs.dev/api/v1/crates/"
token = "{V}"

[net]
git-fetch-with-cli = true
"##,
    ),
    (
        "toml",
        Pw,
        r##"# poetry auth.toml
[http-basic.fabrikam]
username = "{U}"
password = "{V}"
"##,
    ),
    (
        "toml",
        Keyed,
        r##"[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"
  {K} = "{V}"
"##,
    ),
    // .env
    (
        "env",
        Keyed,
        r##"# .env.local -- do not commit
NEXT_PUBLIC_SITE_URL=http://localhost:3000
{K}="{V}" # from 1password
NEXT_TELEMETRY_DISABLED=1
"##,
    ),
    (
        "env",
        UrlPw,
        r##"# .envrc
use flake
export DATABASE_URL="postgresql://{U}:{V}@localhost:6543/ledger?sslmode=disable"
export RUST_LOG=info,sqlx=warn
"##,
    ),
    (
        "env",
        Pw,
        r##"APP_ENV=staging
DB_CONNECTION=pgsql
DB_HOST=10.20.3.14
DB_USERNAME={U}
DB_PASSWORD={V}
CACHE_DRIVER=redis
"##,
    ),
    // Docker
    (
        "docker",
        Of(Kind::Git),
        r##"FROM alpine:3.20 AS fetch
RUN apk add --no-cache curl tar \
 && curl -fsSL -H "Authorization: token {V}" \
      https://api.github.com/repos/fabrikam/tools/tarball/v2.1.0 -o /tmp/tools.tgz
"##,
    ),
    (
        "docker",
        Pw,
        r##"$ echo "logging in to the mirror"
$ docker login registry.fabrikam.test -u {U} -p {V}
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
"##,
    ),
    (
        "docker",
        Basic,
        r##"{
	"auths": {
		"registry.kestrel-labs.dev:5000": {
			"auth": "{V}"
		}
	},
	"credsStore": ""
}
"##,
    ),
    // Compose
    (
        "compose",
        Pw,
        r##"  cache:
    image: redis:7.4-alpine
    command: ["redis-server", "--appendonly", "yes", "--requirepass", "{V}"]
    ports:
      - "6379:6379"
"##,
    ),
    (
        "compose",
        Pw,
        r##"  db:
    image: mariadb:11
    healthcheck:
      test: mysqladmin ping -h 127.0.0.1 -u {U} --password={V}
      interval: 10s
      retries: 5
"##,
    ),
    (
        "compose",
        Keyed,
        r##"  api:
    build: ./api
    environment:
      TZ: Europe/Berlin
      {K}: ${{K}:-{V}}
    ports: ["8080:8080"]
"##,
    ),
    // Kubernetes
    (
        "k8s",
        Keyed,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: ledger-env
  namespace: finance
type: Opaque
stringData:
  {K}: "{V}"
  LOG_LEVEL: debug
"##,
    ),
    (
        "k8s",
        Keyed,
        r##"$ kubectl -n finance create secret generic ledger-env \
    --from-literal={kk}={V} \
    --dry-run=client -o yaml | kubectl apply -f -
secret/ledger-env configured
"##,
    ),
    (
        "k8s",
        Jwt,
        r##"users:
- name: ci-deployer
  user:
    token: {V}
contexts:
- context:
    cluster: eks-eu-central
    user: ci-deployer
  name: deployer@eks
"##,
    ),
    (
        "k8s",
        KeyedB64,
        r##"{
    "apiVersion": "v1",
    "data": {
        "{kk}": "{V}"
    },
    "kind": "Secret",
    "metadata": {"name": "ledger-env", "namespace": "finance"}
}
"##,
    ),
    // Helm
    (
        "helm",
        Pw,
        r##"mariadb:
  enabled: true
  auth:
    existingSecret: ""
    username: {U}
    rootPassword: {V}
    database: wiki
"##,
    ),
    (
        "helm",
        Pw,
        r##"$ helm repo add fabrikam https://charts.fabrikam.test --username {U} --password {V}
"fabrikam" has been added to your repositories
"##,
    ),
    (
        "helm",
        Keyed,
        r##"releases:
  - name: ingest
    chart: fabrikam/ingest
    version: 4.2.1
    set:
      - name: env.{K}
        value: {V}
"##,
    ),
    // Ansible
    (
        "ansible",
        Keyed,
        r##"$ ansible-playbook site.yml -i inventories/prod --limit db \
    -e "{k}={V}" --diff
PLAY [db] **********************************************************************
"##,
    ),
    (
        "ansible",
        Pw,
        r##"[dbservers]
db1.kestrel-labs.dev ansible_user={U} ansible_become_pass={V}
db2.kestrel-labs.dev ansible_user={U}
"##,
    ),
    (
        "ansible",
        Pw,
        r##"- name: Configure replication
  community.postgresql.postgresql_user:
    db: postgres
    name: "{U}"
    password: "{V}"
    role_attr_flags: REPLICATION
  become_user: postgres
"##,
    ),
    // XML
    (
        "xml",
        Pw,
        r##"<?xml version="1.0" encoding="UTF-8"?>
<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
  <role rolename="manager-gui"/>
  <user username="{U}" password="{V}" roles="manager-gui,admin-gui"/>
</tomcat-users>
"##,
    ),
    (
        "xml",
        Pw,
        r##"  <connectionStrings>
    <add name="Reporting"
         connectionString="Data Source=sql02.fabrikam.test;Initial Catalog=Reports;User ID={U};Password={V};Encrypt=True"
         providerName="System.Data.SqlClient" />
  </connectionStrings>
"##,
    ),
    (
        "xml",
        Fmt("google api key"),
        r##"<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Kestrel Field</string>
    <string name="google_maps_key" translatable="false">{V}</string>
</resources>
"##,
    ),
    // Gradle
    (
        "gradle",
        Pw,
        r##"android {
    signingConfigs {
        create("release") {
            storeFile = file("keystore/release.jks")
            storePassword = "{V}"
            keyAlias = "upload"
        }
    }
}
"##,
    ),
    (
        "gradle",
        Keyed,
        r##"$ ./gradlew publish -P{k}={V} --no-daemon
> Task :lib:publishMavenPublicationToCorpRepository
BUILD SUCCESSFUL in 41s
"##,
    ),
    (
        "gradle",
        Tok,
        r##"repositories {
    maven {
        url = uri("https://gitlab.kestrel-labs.dev/api/v4/projects/88/packages/maven")
        credentials(HttpHeaderCredentials::class) {
            name = "Private-Token"
            value = "{V}"
        }
        authentication { create<HttpHeaderAuthentication>("header") }
    }
}
"##,
    ),
    // JavaScript
    (
        "js",
        Of(Kind::Ai),
        r##"import axios from "axios";

export const llm = axios.create({
  baseURL: "https://api.provider.example/v1",
  headers: { Authorization: "Bearer {V}", "Content-Type": "application/json" },
  timeout: 60_000,
});
"##,
    ),
    (
        "js",
        Pw,
        r##"const transporter = nodemailer.createTransport({
  host: "smtp.fabrikam.test",
  port: 587,
  auth: {
    user: "{U}@fabrikam.test",
    pass: "{V}",
  },
});
"##,
    ),
    (
        "js",
        Pw,
        r##"module.exports = {
  production: {
    client: 'pg',
    connection: { host: 'pg.internal', user: '{U}', password: '{V}', database: 'orders' },
    pool: { min: 2, max: 10 },
  },
};
"##,
    ),
    (
        "js",
        Keyed,
        r##"/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  env: {
    {K}: '{V}',
  },
};
export default nextConfig;
"##,
    ),
    // TypeScript
    (
        "ts",
        Pw,
        r##"export const AppDataSource = new DataSource({
  type: "mysql",
  host: process.env.DB_HOST ?? "localhost",
  username: "{U}",
  password: "{V}",
  database: "inventory",
  synchronize: false,
});
"##,
    ),
    (
        "ts",
        Of(Kind::Git),
        r##"import { Octokit } from "@octokit/rest";

const octokit = new Octokit({ auth: "{V}", userAgent: "release-bot/1.4" });
const { data } = await octokit.rest.repos.listReleases({ owner, repo });
"##,
    ),
    (
        "ts",
        Keyed,
        r##"ConfigModule.forRoot({
  isGlobal: true,
  load: [() => ({ {k}: process.env.{K} || '{V}' })],
}),
"##,
    ),
    // Python
    (
        "python",
        AwsSecret,
        r##"import boto3

s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id=ACCESS_KEY_ID,
    aws_secret_access_key="{V}",
)
"##,
    ),
    (
        "python",
        Pw,
        r##"conn = psycopg2.connect(
    host="pg-replica.kestrel-labs.dev",
    dbname="billing",
    user="{U}",
    password="{V}",
    connect_timeout=5,
)
"##,
    ),
    (
        "python",
        Pw,
        r##"DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.mysql",
        "NAME": "shop",
        "USER": "{U}",
        "PASSWORD": "{V}",
        "HOST": "db",
    }
}
"##,
    ),
    (
        "python",
        Fmt("openai"),
        r##"import os
from openai import OpenAI

client = OpenAI(api_key="{V}", timeout=30)
resp = client.chat.completions.create(model=MODEL, messages=msgs)
"##,
    ),
    (
        "python",
        Keyed,
        r##"class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env")

    debug: bool = False
    {k}: str = "{V}"
"##,
    ),
    // Go
    (
        "go",
        UrlPw,
        r##"	db, err := sql.Open("mysql", "{U}:{V}@tcp(10.0.4.7:3306)/inventory?parseTime=true")
	if err != nil {
		log.Fatalf("open: %v", err)
	}
"##,
    ),
    (
        "go",
        Keyed,
        r##"var defaultConfig = Config{
	Region:  "eu-central-1",
	Timeout: 30 * time.Second,
	{K}: "{V}",
}
"##,
    ),
    (
        "go",
        Tok,
        r##"	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	req.Header.Set("X-Api-Key", "{V}")
	req.Header.Set("Accept", "application/json")
	resp, err := c.http.Do(req)
"##,
    ),
    // Rust
    (
        "rust",
        Keyed,
        r##"// TODO: move to the config crate before release
pub const {K}: &str = "{V}";

pub fn client() -> reqwest::Client {
    reqwest::Client::builder().build().unwrap()
}
"##,
    ),
    (
        "rust",
        Tok,
        r##"    let resp = client
        .post(format!("{base}/v2/events"))
        .bearer_auth("{V}")
        .json(&batch)
        .send()
        .await?;
"##,
    ),
    (
        "rust",
        Pw,
        r##"    let opts = PgConnectOptions::new()
        .host("pg.kestrel-labs.dev")
        .username("{U}")
        .password("{V}")
        .database("ledger");
"##,
    ),
    // Java
    (
        "java",
        Pw,
        r##"    private Connection open() throws SQLException {
        String url = "jdbc:mysql://db-report:3306/warehouse";
        return DriverManager.getConnection(url, "{U}", "{V}");
    }
"##,
    ),
    (
        "java",
        Keyed,
        r##"@Component
public class PartnerClient {
    @Value("${partner.{k}:{V}}")
    private String {k};
"##,
    ),
    (
        "java",
        Pw,
        r##"        try (Jedis jedis = pool.getResource()) {
            jedis.auth("{V}");
            jedis.set("warmup", Instant.now().toString());
        }
"##,
    ),
    (
        "java",
        Of(Kind::Saas),
        r##"        Request request = new Request.Builder()
                .url("https://api.vendor.example/v3/contacts")
                .addHeader("Authorization", "Bearer {V}")
                .build();
"##,
    ),
    // Kotlin
    (
        "kotlin",
        Tok,
        r##"val client = HttpClient(CIO) {
    install(Auth) {
        bearer {
            loadTokens { BearerTokens("{V}", "") }
        }
    }
}
"##,
    ),
    (
        "kotlin",
        Pw,
        r##"Database.connect(
    url = "jdbc:postgresql://localhost:5432/tasks",
    driver = "org.postgresql.Driver",
    user = "{U}",
    password = "{V}",
)
"##,
    ),
    (
        "kotlin",
        Keyed,
        r##"    defaultConfig {
        applicationId = "dev.kestrel.field"
        minSdk = 26
        buildConfigField("String", "{K}", "\"{V}\"")
    }
"##,
    ),
    // C#
    (
        "csharp",
        Pw,
        r##"using var conn = new SqlConnection(
    "Server=tcp:sql-eu.fabrikam.test,1433;Database=Payroll;User Id={U};Password={V};TrustServerCertificate=true");
await conn.OpenAsync();
"##,
    ),
    (
        "csharp",
        Tok,
        r##"_http.DefaultRequestHeaders.Add("X-Auth-Token", "{V}");
_http.DefaultRequestHeaders.UserAgent.ParseAdd("fabrikam-sync/3.0");
"##,
    ),
    (
        "csharp",
        Pw,
        r##"var smtp = new SmtpClient("smtp.office365.com", 587)
{
    EnableSsl = true,
    Credentials = new NetworkCredential("{U}@fabrikam.test", "{V}"),
};
"##,
    ),
    (
        "csharp",
        AzureKey,
        r##"var blobs = new BlobServiceClient(
    "DefaultEndpointsProtocol=https;AccountName=fabrikamdocs;AccountKey={V};EndpointSuffix=core.windows.net");
"##,
    ),
    // PHP
    (
        "php",
        Pw,
        r##"<?php
return [
    'driver'   => 'mysql',
    'host'     => '127.0.0.1',
    'database' => 'crm',
    'username' => '{U}',
    'password' => '{V}',
];
"##,
    ),
    (
        "php",
        Pw,
        r##"/** MySQL database username */
define( 'DB_USER', '{U}' );

/** MySQL database password */
define( 'DB_PASSWORD', '{V}' );
"##,
    ),
    (
        "php",
        Fmt("stripe"),
        r##"\Stripe\Stripe::setApiKey('{V}');
$session = \Stripe\Checkout\Session::create([
    'mode' => 'payment',
]);
"##,
    ),
    // Ruby
    (
        "ruby",
        Of(Kind::Git),
        r##"client = Octokit::Client.new(access_token: "{V}")
client.auto_paginate = true
repos = client.org_repos("fabrikam")
"##,
    ),
    (
        "ruby",
        Pw,
        r##"Net::SMTP.start("smtp.fabrikam.test", 587, helo: "fabrikam.test",
                user: "{U}", secret: "{V}", authtype: :login) do |smtp|
  smtp.send_message(msg, from, to)
end
"##,
    ),
    (
        "ruby",
        UrlPw,
        r##"Sidekiq.configure_server do |config|
  config.redis = { url: "redis://{U}:{V}@redis-queue.internal:6379/2" }
end
"##,
    ),
    // Swift
    (
        "swift",
        Keyed,
        r##"enum Keys {
    // injected by CI before archive
    static let {k} = "{V}"
}
"##,
    ),
    (
        "swift",
        Tok,
        r##"var request = URLRequest(url: url)
request.httpMethod = "POST"
request.setValue("Bearer {V}", forHTTPHeaderField: "Authorization")
"##,
    ),
    (
        "swift",
        Pw,
        r##"AF.request("https://api.fabrikam.test/v1/me")
    .authenticate(username: "{U}", password: "{V}")
    .responseDecodable(of: Profile.self) { response in
        debugPrint(response)
    }
"##,
    ),
    // Scala
    (
        "scala",
        Pw,
        r##"val df = spark.read
  .format("jdbc")
  .option("url", "jdbc:postgresql://dwh:5432/events")
  .option("user", "{U}")
  .option("password", "{V}")
  .option("dbtable", "public.clicks")
  .load()
"##,
    ),
    (
        "scala",
        Keyed,
        r##"object Settings {
  val {k}: String = sys.env.getOrElse("{K}", "{V}")
}
"##,
    ),
    (
        "scala",
        Pw,
        r##"db {
  url = "jdbc:mysql://mysql:3306/catalog"
  user = "{U}"
  password = "{V}"
  numThreads = 10
}
"##,
    ),
    // Elixir
    (
        "elixir",
        Pw,
        r##"config :ledger, Ledger.Repo,
  username: "{U}",
  password: "{V}",
  hostname: "db",
  database: "ledger_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox
"##,
    ),
    (
        "elixir",
        Keyed,
        r##"config :shop, :partner,
  {k}: System.get_env("{K}", "{V}")
"##,
    ),
    (
        "elixir",
        Tok,
        r##"req = Req.new(base_url: "https://api.vendor.example", auth: {:bearer, "{V}"})
Req.get!(req, url: "/v1/orders").body
"##,
    ),
    // Dart
    (
        "dart",
        Keyed,
        r##"class Env {
  static const String {k} = '{V}';
}
"##,
    ),
    (
        "dart",
        Jwt,
        r##"await Supabase.initialize(
  url: 'https://xyzcompany.supabase.co',
  anonKey: '{V}',
);
"##,
    ),
    (
        "dart",
        Pw,
        r##"final conn = await Connection.open(
  Endpoint(host: 'localhost', database: 'notes', username: '{U}', password: '{V}'),
  settings: ConnectionSettings(sslMode: SslMode.disable),
);
"##,
    ),
    // Lua
    (
        "lua",
        Pw,
        r##"local red = redis:new()
red:set_timeout(2000)
assert(red:connect("redis.internal", 6379))
local ok, err = red:auth("{U}", "{V}")
if not ok then ngx.log(ngx.ERR, err) end
"##,
    ),
    (
        "lua",
        Fmt("openai"),
        r##"require("chatgpt").setup({
  api_key_cmd = nil,
  openai_params = { model = "gpt-4o" },
})
vim.env.OPENAI_API_KEY = "{V}"
"##,
    ),
    (
        "lua",
        Keyed,
        r##"return {
  listen = "0.0.0.0:9000",
  {k} = "{V}",
}
"##,
    ),
    // Perl
    (
        "perl",
        Pw,
        r##"my $dbh = DBI->connect("dbi:Pg:dbname=ops;host=pg01", "{U}", '{V}',
    { RaiseError => 1, AutoCommit => 0 }) or die $DBI::errstr;
"##,
    ),
    (
        "perl",
        Tok,
        r##"my $ua = LWP::UserAgent->new(timeout => 20);
$ua->default_header('Authorization' => 'Bearer {V}');
my $res = $ua->get("$base/api/v2/hosts");
"##,
    ),
    (
        "perl",
        Keyed,
        r##"our %CONFIG = (
    endpoint => 'https://api.fabrikam.test',
    {k}      => '{V}',
    retries  => 3,
);
"##,
    ),
    // C
    (
        "c",
        Keyed,
        r##"/* config.h -- generated by ./configure, edit with care */
#define HAVE_LIBCURL 1
#define {K} "{V}"
#define DEFAULT_PORT 8443
"##,
    ),
    (
        "c",
        Pw,
        r##"    if (!mysql_real_connect(conn, "db.fabrikam.test", "{U}", "{V}",
                            "telemetry", 3306, NULL, CLIENT_SSL)) {
        fprintf(stderr, "%s\n", mysql_error(conn));
        return 1;
    }
"##,
    ),
    (
        "c",
        Pw,
        r##"    curl_easy_setopt(curl, CURLOPT_URL, "ftps://files.fabrikam.test/upload/");
    curl_easy_setopt(curl, CURLOPT_USERNAME, "{U}");
    curl_easy_setopt(curl, CURLOPT_PASSWORD, "{V}");
"##,
    ),
    // R
    (
        "r",
        Keyed,
        r##"library(httr2)
Sys.setenv({K} = "{V}")
resp <- request(base) |> req_perform()
"##,
    ),
    (
        "r",
        Pw,
        r##"con <- DBI::dbConnect(
  RPostgres::Postgres(),
  host = "warehouse.kestrel-labs.dev",
  dbname = "analytics",
  user = "{U}",
  password = "{V}"
)
"##,
    ),
    (
        "r",
        Tok,
        r##"res <- httr::GET(
  "https://api.vendor.example/v1/series",
  httr::add_headers(Authorization = paste("Bearer", "{V}"))
)
"##,
    ),
    // PowerShell
    (
        "powershell",
        Pw,
        r##"$secure = ConvertTo-SecureString "{V}" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("FABRIKAM\{U}", $secure)
Enter-PSSession -ComputerName app07 -Credential $cred
"##,
    ),
    (
        "powershell",
        Tok,
        r##"$headers = @{ Authorization = "Bearer {V}"; Accept = "application/json" }
Invoke-RestMethod -Uri "$base/api/v1/builds" -Headers $headers -Method Get
"##,
    ),
    (
        "powershell",
        Keyed,
        r##"PS C:\src\ledger> $env:{K} = '{V}'
PS C:\src\ledger> dotnet run --project .\src\Ledger.Api
"##,
    ),
    // Shell
    (
        "shell",
        Pw,
        r##"#!/usr/bin/env bash
set -euo pipefail
mysqldump -h db01 -u {U} -p'{V}' --single-transaction shop | gzip > /backup/shop.sql.gz
"##,
    ),
    (
        "shell",
        UrlTok,
        r##"$ git clone https://{U}:{V}@git.fabrikam.test/platform/infra.git
Cloning into 'infra'...
remote: Enumerating objects: 1842, done.
"##,
    ),
    (
        "shell",
        Pw,
        r##"$ sshpass -p '{V}' ssh -o StrictHostKeyChecking=no {U}@10.40.0.12 uptime
 14:02:11 up 41 days,  3:17,  0 users,  load average: 0.08, 0.12, 0.10
"##,
    ),
    (
        "shell",
        AwsSecret,
        r##"$ aws configure set aws_access_key_id "$KEY_ID" --profile billing
$ aws configure set aws_secret_access_key {V} --profile billing
$ aws sts get-caller-identity --profile billing
"##,
    ),
    (
        "shell",
        Keyed,
        r##"# ~/.zshrc
alias k=kubectl
export PATH="$HOME/.local/bin:$PATH"
export {K}={V}
"##,
    ),
    // curl
    (
        "curl",
        Pw,
        r##"$ curl -sS -u {U}:{V} https://jenkins.fabrikam.test/job/deploy/lastBuild/api/json | jq .result
"SUCCESS"
"##,
    ),
    (
        "curl",
        Fmt("gitlab"),
        r##"curl --request POST --header "PRIVATE-TOKEN: {V}" \
  "https://gitlab.kestrel-labs.dev/api/v4/projects/42/pipeline?ref=main"
"##,
    ),
    (
        "curl",
        Tok,
        r##"curl -X POST https://auth.vendor.example/oauth/token \
  -d grant_type=client_credentials \
  -d client_id=ledger-sync \
  -d client_secret={V}
"##,
    ),
    // URLs
    (
        "url",
        UrlPw,
        r##"MONGO_URI=mongodb+srv://{U}:{V}@cluster0.ab1cd.mongodb.net/app?retryWrites=true&w=majority
"##,
    ),
    (
        "url",
        UrlPw,
        r##"broker: amqps://{U}:{V}@b-3f1e.mq.eu-west-1.amazonaws.com:5671/%2f
"##,
    ),
    (
        "url",
        UrlPw,
        r##"lftp -e "mirror -R ./dist /www; quit" ftp://{U}:{V}@ftp.kestrel-labs.dev
"##,
    ),
    (
        "url",
        UrlPw,
        r##"clickhouse:
  dsn: "https://play.clickhouse.fabrikam.test:8443/?user={U}&password={V}&database=events"
"##,
    ),
    // JSON configs
    (
        "json",
        Pw,
        r##"{
  "ConnectionStrings": {
    "Default": "Host=pg;Port=5432;Database=notes;Username={U};Password={V}"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
"##,
    ),
    (
        "json",
        Keyed,
        r##"{
  "editor.formatOnSave": true,
  "rest-client.environmentVariables": {
    "staging": {
      "host": "https://staging.fabrikam.test",
      "{k}": "{V}"
    }
  }
}
"##,
    ),
    (
        "json",
        Pw,
        r##"{
    "http-basic": {
        "repo.packagist.fabrikam.test": {
            "username": "{U}",
            "password": "{V}"
        }
    }
}
"##,
    ),
    // Logs
    (
        "jsonlog",
        Pw,
        r##"{"ts":"2026-12-01T09:14:22.811Z","level":"debug","msg":"connecting","config":{"host":"db-01","user":"{U}","password":"{V}","sslmode":"require"}}
"##,
    ),
    (
        "textlog",
        UrlTok,
        r##"10.1.4.22 - - [01/Dec/2026:09:14:22 +0000] "GET /export.csv?access_token={V}&fmt=csv HTTP/1.1" 200 88123 "-" "python-requests/2.32.3"
"##,
    ),
    (
        "textlog",
        Tok,
        r##"2026-12-01 09:14:22,811 DEBUG [http-nio-8080-exec-4] c.f.sync.VendorClient - using api key {V} for tenant 42
2026-12-01 09:14:23,004 INFO  [http-nio-8080-exec-4] c.f.sync.VendorClient - 200 OK in 193ms
"##,
    ),
    (
        "textlog",
        Pw,
        r##"2026-12-01 09:14:22.811 UTC [2231] postgres@ops LOG:  statement: ALTER USER {U} WITH PASSWORD '{V}';
"##,
    ),
    // MCP tool calls and results
    (
        "mcp",
        Keyed,
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"$ printenv | sort\nHOME=/home/dev\n{K}={V}\nPATH=/usr/local/bin:/usr/bin"}],"isError":false}}
"##,
    ),
    (
        "mcp",
        Keyed,
        r##"{
  "mcpServers": {
    "tracker": {
      "command": "npx",
      "args": ["-y", "@fabrikam/tracker-mcp"],
      "env": { "{K}": "{V}" }
    }
  }
}
"##,
    ),
    (
        "mcp",
        Tok,
        r##"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"http_request","arguments":{"method":"GET","url":"https://api.vendor.example/v2/me","headers":{"Authorization":"Bearer {V}"}}}}
"##,
    ),
    // Stack traces
    (
        "stacktrace",
        Tok,
        r##"pydantic_core._pydantic_core.ValidationError: 1 validation error for VendorSettings
api_token
  String should have at most 32 characters [type=string_too_long, input_value='{V}', input_type=str]
"##,
    ),
    (
        "stacktrace",
        Keyed,
        r##"TypeError: Cannot read properties of undefined (reading 'region')
    at loadClient (/srv/app/dist/client.js:41:17)
    at async main (/srv/app/dist/index.js:12:3) {
  config: { endpoint: 'https://api.fabrikam.test', {k}: '{V}' }
}
"##,
    ),
    (
        "stacktrace",
        Pw,
        r##"thread 'main' panicked at src/main.rs:88:10:
connect failed for DbConfig { host: "pg.internal", user: "{U}", password: "{V}", port: 5432 }: Io(Os { code: 111, kind: ConnectionRefused })
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
"##,
    ),
    // Sentry events
    (
        "sentry",
        Tok,
        r##"{"event_id":"c1f0e2d7a9b84b1c9f3e7d6a5b4c3d2e","platform":"python","level":"error",
 "request":{"url":"https://api.fabrikam.test/v1/sync","method":"POST",
  "headers":{"Content-Type":"application/json","X-Api-Token":"{V}"}}}
"##,
    ),
    (
        "sentry",
        UrlPw,
        r##"    "breadcrumbs": {"values": [
      {"category": "httplib", "type": "http", "level": "info",
       "data": {"method": "GET", "url": "https://{U}:{V}@reports.fabrikam.test/daily", "status_code": 500}}
    ]},
"##,
    ),
    (
        "sentry",
        Keyed,
        r##"Sentry.setContext("integration", {
  provider: "warehouse",
  {k}: "{V}",
  region: "eu",
});
"##,
    ),
    // CI
    (
        "ci",
        Keyed,
        r##"variables:
  DOCKER_DRIVER: overlay2
  {K}: "{V}"

build:
  stage: build
  script:
    - make release
"##,
    ),
    (
        "ci",
        Fmt("npm"),
        r##"      - name: Publish to npm
        run: |
          npm ci
          npm publish --access public
        env:
          NODE_AUTH_TOKEN: {V}
"##,
    ),
    (
        "ci",
        Pw,
        r##"steps:
  - name: publish
    image: plugins/docker
    settings:
      repo: registry.fabrikam.test/ledger
      username: {U}
      password: {V}
"##,
    ),
    (
        "ci",
        Fmt("sonarqube"),
        r##"pipelines:
  default:
    - step:
        name: scan
        script:
          - export SONAR_TOKEN={V}
          - sonar-scanner -Dsonar.host.url=https://sonar.fabrikam.test
"##,
    ),
    // GitHub Actions run logs
    (
        "github-actions-log",
        Keyed,
        r##"2026-12-01T09:14:20.1180441Z ##[group]Run ./scripts/deploy.sh
2026-12-01T09:14:20.1181003Z ./scripts/deploy.sh
2026-12-01T09:14:20.1213577Z shell: /usr/bin/bash -e {0}
2026-12-01T09:14:20.1213901Z env:
2026-12-01T09:14:20.1214240Z   {K}: {V}
2026-12-01T09:14:20.1214618Z ##[endgroup]
"##,
    ),
    (
        "github-actions-log",
        Fmt("npm"),
        r##"2026-12-01T09:15:02.4471930Z + npm config set //registry.npmjs.org/:_authToken {V}
2026-12-01T09:15:03.0012281Z + npm publish --provenance
"##,
    ),
    (
        "github-actions-log",
        Pw,
        r##"2026-12-01T09:16:40.9901112Z + echo {V} | docker login ghcr.io -u {U} --password-stdin
2026-12-01T09:16:41.5532007Z Login Succeeded
"##,
    ),
    // Terraform
    (
        "hcl",
        AwsSecret,
        r##"provider "aws" {
  region     = "eu-central-1"
  access_key = var.access_key
  secret_key = "{V}"
}
"##,
    ),
    (
        "hcl",
        Pw,
        r##"resource "aws_db_instance" "reporting" {
  engine               = "postgres"
  instance_class       = "db.t4g.medium"
  username             = "{U}"
  password             = "{V}"
  skip_final_snapshot  = true
}
"##,
    ),
    (
        "hcl",
        Tok,
        r##"resource "github_actions_secret" "deploy" {
  repository      = "ledger"
  secret_name     = "VENDOR_TOKEN"
  plaintext_value = "{V}"
}
"##,
    ),
    // Terraform state
    (
        "terraform-state",
        Pw,
        r##"          "attributes": {
            "allocated_storage": 20,
            "engine": "mysql",
            "password": "{V}",
            "username": "{U}"
          },
"##,
    ),
    (
        "terraform-state",
        Tok,
        r##"  "outputs": {
    "ingest_api_key": {
      "value": "{V}",
      "type": "string",
      "sensitive": true
    }
  },
"##,
    ),
    (
        "terraform-state",
        UrlPw,
        r##"          "attributes": {
            "connection_string": "postgresql://{U}:{V}@reporting.c9xk2.eu-central-1.rds.amazonaws.com:5432/reporting",
            "id": "reporting"
          },
"##,
    ),
    // SQL
    (
        "sql",
        Pw,
        r##"CREATE LOGIN {U} WITH PASSWORD = '{V}', CHECK_POLICY = OFF;
CREATE USER {U} FOR LOGIN {U};
ALTER ROLE db_datareader ADD MEMBER {U};
"##,
    ),
    (
        "sql",
        Of(Kind::Pay),
        r##"UPDATE settings SET value = '{V}', updated_at = now()
 WHERE name = 'payments.secret_key';
"##,
    ),
    (
        "sql",
        Pw,
        r##"CREATE ROLE {U} WITH LOGIN PASSWORD '{V}' VALID UNTIL '2027-06-30';
GRANT CONNECT ON DATABASE analytics TO {U};
"##,
    ),
    // SQL dumps
    (
        "sql-dump",
        Tok,
        r##"COPY public.api_clients (id, name, secret, created_at) FROM stdin;
17	reporting-export	{V}	2026-10-02 11:04:19.2213+00
\.
"##,
    ),
    (
        "sql-dump",
        Pw,
        r##"LOCK TABLES `smtp_accounts` WRITE;
INSERT INTO `smtp_accounts` (`id`, `host`, `username`, `password`) VALUES (3,'smtp.fabrikam.test','{U}','{V}');
UNLOCK TABLES;
"##,
    ),
    (
        "sql-dump",
        Pw,
        r##"--
-- Name: USER MAPPING {U} SERVER legacy_erp; Type: USER MAPPING; Schema: -; Owner: -
--
CREATE USER MAPPING FOR {U} SERVER legacy_erp OPTIONS (user '{U}', password '{V}');
"##,
    ),
    // INI
    (
        "ini",
        Fmt("pypi"),
        r##"[distutils]
index-servers =
    pypi
    fabrikam

[pypi]
username = __token__
password = {V}

[fabrikam]
repository = https://pypi.fabrikam.test/simple/
"##,
    ),
    (
        "ini",
        Pw,
        r##"[ReportsDSN]
Driver = PostgreSQL Unicode
Servername = pg-reports
Port = 5432
Database = reports
Username = {U}
Password = {V}
"##,
    ),
    (
        "ini",
        AwsSecret,
        r##"[default]
access_key = ACCESS_KEY_ID_HERE
secret_key = {V}
host_base = s3.eu-central-1.amazonaws.com
use_https = True
"##,
    ),
    (
        "ini",
        Pw,
        r##"[inet_http_server]
port = 127.0.0.1:9001
username = {U}
password = {V}
"##,
    ),
    // Properties
    (
        "properties",
        Pw,
        r##"spring.datasource.url=jdbc:postgresql://pg:5432/tasks
spring.datasource.username={U}
spring.datasource.password={V}
spring.jpa.open-in-view=false
"##,
    ),
    (
        "properties",
        Pw,
        r##"security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{U}" password="{V}";
"##,
    ),
    (
        "properties",
        Keyed,
        r##"# local.properties -- not in version control
sdk.dir=/Users/dev/Library/Android/sdk
{k}={V}
"##,
    ),
    // HTTP
    (
        "http",
        Tok,
        r##"GET /v1/invoices?limit=50 HTTP/1.1
Host: api.fabrikam.test
Authorization: Bearer {V}
Accept: application/json
"##,
    ),
    (
        "http",
        Tok,
        r##"POST /graphql HTTP/2
host: app.kestrel-labs.dev
content-type: application/json
cookie: theme=dark; __Host-session={V}; lang=en
"##,
    ),
    (
        "http",
        Basic,
        r##"CONNECT upload.fabrikam.test:443 HTTP/1.1
Host: upload.fabrikam.test:443
Proxy-Authorization: Basic {V}
"##,
    ),
    (
        "http",
        Of(Kind::Saas),
        r##"> POST /api/v2/events HTTP/1.1
> Host: ingest.vendor.example
> User-Agent: curl/8.5.0
> X-Api-Key: {V}
> Content-Length: 312
"##,
    ),
    (
        "http",
        Pw,
        r##"POST /wp-login.php HTTP/1.1
Host: blog.fabrikam.test
Content-Type: application/x-www-form-urlencoded

log={U}&pwd={V}&wp-submit=Log+In&testcookie=1
"##,
    ),
    // HAR
    (
        "har",
        Tok,
        r##"          "headers": [
            { "name": "accept", "value": "application/json" },
            { "name": "authorization", "value": "Bearer {V}" }
          ],
"##,
    ),
    (
        "har",
        Pw,
        r##"        "postData": {
          "mimeType": "application/x-www-form-urlencoded",
          "params": [
            { "name": "username", "value": "{U}" },
            { "name": "password", "value": "{V}" }
          ]
        },
"##,
    ),
    (
        "har",
        UrlTok,
        r##"        "request": {
          "method": "GET",
          "url": "https://maps.vendor.example/api/tiles?api_key={V}&z=12",
          "queryString": []
        },
"##,
    ),
    // Markdown
    (
        "markdown",
        Keyed,
        r##"## Quick start

```bash
export {K}={V}
npm run dev
```
"##,
    ),
    (
        "markdown",
        Pw,
        r##"| env     | host               | user       | password |
|---------|--------------------|------------|----------|
| staging | pg-stg.fabrikam.io | {U} | {V} |
"##,
    ),
    (
        "markdown",
        Pw,
        r##"> **Repro:** start the stack, then log in to the admin UI as `{U}` with password `{V}` and open Settings.
"##,
    ),
    // Chat pastes
    (
        "chat",
        Pw,
        r##"[09:41] mira: anyone have the staging db creds?
[09:42] jonas: user is {U}, password {V}
[09:42] mira: ty!
"##,
    ),
    (
        "chat",
        Of(Kind::Chat),
        r##"Tomasz  11:02 AM
the bot's token is {V} if you need to test locally, don't share pls
"##,
    ),
    (
        "chat",
        Keyed,
        r##"@channel rotating keys tonight. new value for prod:
{K}={V}
ping me if anything breaks
"##,
    ),
    // Diffs and patches
    (
        "diff",
        Keyed,
        r##"diff --git a/config/prod.env b/config/prod.env
index 3f2a1b4..9c8d7e6 100644
--- a/config/prod.env
+++ b/config/prod.env
@@ -4,3 +4,4 @@ LOG_LEVEL=info
 REGION=eu-west-1
+{K}={V}
 FEATURE_X=1
"##,
    ),
    (
        "diff",
        Pw,
        r##"@@ -12,7 +12,7 @@ database:
   host: pg.internal
   user: {U}
-  password: {V}
+  password: ${DB_PASSWORD}
   pool: 8
"##,
    ),
    (
        "diff",
        Tok,
        r##"-    client = VendorClient(token=os.environ["VENDOR_TOKEN"])
+    client = VendorClient(token="{V}")  # FIXME temporary
"##,
    ),
    // Notebooks
    (
        "notebook",
        Fmt("openai"),
        r##"  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "source": [
    "import os\n",
    "os.environ[\"OPENAI_API_KEY\"] = \"{V}\"\n"
   ]
  },
"##,
    ),
    (
        "notebook",
        Keyed,
        r##"   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "{k} = {V}\n"
     ]
    }
   ],
"##,
    ),
    (
        "notebook",
        Pw,
        r##"In [4]: %env DB_PASSWORD={V}
In [5]: engine = create_engine(build_url(), pool_pre_ping=True)
"##,
    ),
    // CSV exports
    (
        "csv",
        AwsSecret,
        r##"User name,Password,Access key ID,Secret access key,Console login link
{U},,AKIAEXAMPLEUSERID,{V},https://123456789012.signin.aws.amazon.com/console
"##,
    ),
    (
        "csv",
        Pw,
        r##"name,url,username,password,note
Grafana,https://grafana.fabrikam.test,{U},{V},
"##,
    ),
    (
        "csv",
        Tok,
        r##"id;email;api_token;created
481;{U}@fabrikam.test;{V};2026-11-03
"##,
    ),
    // Nix
    (
        "nix",
        Pw,
        r##"  services.grafana.settings.security = {
    admin_user = "{U}";
    admin_password = "{V}";
  };
"##,
    ),
    (
        "nix",
        Keyed,
        r##"  environment.variables = {
    EDITOR = "nvim";
    {K} = "{V}";
  };
"##,
    ),
    (
        "nix",
        Of(Kind::Git),
        r##"# /etc/nix/nix.conf
experimental-features = nix-command flakes
access-tokens = github.com={V}
"##,
    ),
    // Bazel
    (
        "bazel",
        Tok,
        r##"build:remote --bes_results_url=https://app.buildbuddy.io/invocation/
build:remote --remote_cache=grpcs://remote.buildbuddy.io
build:remote --remote_header=x-buildbuddy-api-key={V}
"##,
    ),
    (
        "bazel",
        Keyed,
        r##"# user.bazelrc
build --action_env={K}={V}
test --test_output=errors
"##,
    ),
    (
        "bazel",
        Pw,
        r##"sh_test(
    name = "migrations_test",
    srcs = ["migrations_test.sh"],
    env = {"PGUSER": "{U}", "PGPASSWORD": "{V}"},
)
"##,
    ),
    // Protobuf text format and gRPC
    (
        "protobuf-text",
        Keyed,
        r##"# proto-message: ingest.Config
endpoint: "ingest.fabrikam.test:443"
{k}: "{V}"
batch_size: 500
"##,
    ),
    (
        "protobuf-text",
        Pw,
        r##"upstream {
  name: "billing"
  credentials {
    username: "{U}"
    password: "{V}"
  }
}
"##,
    ),
    (
        "protobuf-text",
        Tok,
        r##"$ grpcurl -H 'authorization: Bearer {V}' -d '{"id": "42"}' api.fabrikam.test:443 ledger.v1.Ledger/GetAccount
"##,
    ),
    // GraphQL
    (
        "graphql",
        Pw,
        r##"mutation {
  login(input: { email: "{U}@fabrikam.test", password: "{V}" }) {
    token
  }
}
"##,
    ),
    (
        "graphql",
        Tok,
        r##"{"operationName":"RegisterWebhook","variables":{"url":"https://hooks.fabrikam.test/in","secret":"{V}"},"query":"mutation RegisterWebhook($url: String!, $secret: String!) { registerWebhook(url: $url, secret: $secret) { id } }"}
"##,
    ),
    (
        "graphql",
        Tok,
        r##"const client = new ApolloClient({
  uri: "https://api.fabrikam.test/graphql",
  headers: { "x-hasura-admin-secret": "{V}" },
  cache: new InMemoryCache(),
});
"##,
    ),
    // systemd
    (
        "systemd",
        Keyed,
        r##"[Service]
User=ledger
Environment="RUST_LOG=info" "{K}={V}"
ExecStart=/opt/ledger/bin/ledger-sync
"##,
    ),
    (
        "systemd",
        Pw,
        r##"[Service]
Type=simple
ExecStart=/usr/local/bin/postgres_exporter --web.listen-address=:9187 --db.password={V}
Restart=on-failure
"##,
    ),
    (
        "systemd",
        Pw,
        r##"[Service]
SetCredential=db-password:{V}
ExecStart=/usr/bin/app --db-password-file=%d/db-password
"##,
    ),
    // nginx, Apache, HAProxy
    (
        "nginx",
        Basic,
        r##"    location /upstream/ {
        proxy_pass https://reports.fabrikam.test/;
        proxy_set_header Authorization "Basic {V}";
    }
"##,
    ),
    (
        "nginx",
        Keyed,
        r##"<VirtualHost *:443>
    ServerName wiki.fabrikam.test
    SetEnv {K} "{V}"
    DocumentRoot /var/www/wiki
</VirtualHost>
"##,
    ),
    (
        "nginx",
        Pw,
        r##"userlist stats_users
    user {U} insecure-password {V}

listen stats
    bind :8404
"##,
    ),
    // PEM keys
    (
        "pem",
        Pem("\n"),
        r##"$ cat ~/.ssh/deploy_ed25519
{V}
"##,
    ),
    (
        "pem",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "kestrel-analytics",
  "private_key_id": "1f0e9d8c7b6a",
  "private_key": "{V}\n",
  "client_email": "loader@kestrel-analytics.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "pem",
        Pem("\n      "),
        r##"tls:
  enabled: true
  key: |
      {V}
"##,
    ),
    (
        "pem",
        Pw,
        r##"$ openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passout pass:{V}
$ ls -l bundle.p12
-rw------- 1 dev dev 2573 Dec  1 09:14 bundle.p12
"##,
    ),
    // netrc, git credentials, pgpass
    (
        "netrc",
        Pw,
        r##"machine api.fabrikam.test
  login {U}
  password {V}
"##,
    ),
    (
        "netrc",
        UrlTok,
        r##"https://{U}:{V}@github.com
"##,
    ),
    (
        "netrc",
        Pw,
        r##"# ~/.pgpass
pg-reports.fabrikam.test:5432:reports:{U}:{V}
"##,
    ),
    // Makefiles
    (
        "makefile",
        Keyed,
        r##"REGISTRY ?= registry.fabrikam.test
{K} ?= {V}

push:
	docker push $(REGISTRY)/ledger:$(TAG)
"##,
    ),
    (
        "makefile",
        Pw,
        r##"deploy:
	rsync -az dist/ deploy@web01:/srv/www/
	./bin/notify --user {U} --password {V} --channel releases
"##,
    ),
    (
        "makefile",
        Tok,
        r##"export VENDOR_TOKEN := {V}

test:
	go test ./...
"##,
    ),
    // CloudFormation and SAM
    (
        "cloudformation",
        Pw,
        r##"Parameters:
  MasterUserPassword:
    Type: String
    NoEcho: true
    Default: {V}
"##,
    ),
    (
        "cloudformation",
        Tok,
        r##"  VendorSecret:
    Type: AWS::SecretsManager::Secret
    Properties:
      Name: vendor/api
      SecretString: '{"token":"{V}"}'
"##,
    ),
    (
        "cloudformation",
        Keyed,
        r##"  IngestFunction:
    Type: AWS::Serverless::Function
    Properties:
      Handler: app.handler
      Environment:
        Variables:
          {K}: {V}
"##,
    ),
    // Postman and REST clients
    (
        "postman",
        Tok,
        r##"	"auth": {
		"type": "bearer",
		"bearer": [
			{ "key": "token", "value": "{V}", "type": "string" }
		]
	},
"##,
    ),
    (
        "postman",
        Keyed,
        r##"{
	"name": "staging",
	"values": [
		{ "key": "baseUrl", "value": "https://staging.fabrikam.test", "enabled": true },
		{ "key": "{k}", "value": "{V}", "enabled": true }
	]
}
"##,
    ),
    (
        "postman",
        Pw,
        r##"### login
POST https://staging.fabrikam.test/api/session
Content-Type: application/json

{"username": "{U}", "password": "{V}"}
"##,
    ),
    // Azure
    (
        "azure",
        Sas,
        r##"https://fabrikamexports.blob.core.windows.net/daily/2026-12-01.parquet?sv=2022-11-02&ss=b&srt=o&sp=r&se=2027-01-31T23:59:59Z&st=2026-12-01T00:00:00Z&spr=https&sig={V}
"##,
    ),
    (
        "azure",
        Pw,
        r##"$ az login --service-principal -u 5b2e0c1d-7a34-4f5e-9a8b-3c2d1e0f9a8b -p {V} --tenant fabrikam.onmicrosoft.com
"##,
    ),
    (
        "azure",
        SharedKey,
        r##"ServiceBusConnection=Endpoint=sb://fabrikam-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={V}
"##,
    ),
    // Chat and webhook URLs in prose and output
    (
        "webhook",
        DiscordHook,
        r##"DISCORD_ALERTS={V}
"##,
    ),
    (
        "webhook",
        SlackHook,
        r##"  - name: notify
    run: curl -X POST -H 'Content-type: application/json' --data "{\"text\":\"deployed\"}" {V}
"##,
    ),
    (
        "webhook",
        Pw,
        r##"webhooks:
  - url: https://hooks.fabrikam.test/deploys
    basic_auth:
      username: {U}
      password: {V}
"##,
    ),
];

/// Password keys: (UPPER_SNAKE, lower or camel case). None is in sets a-h.
const KEYS_PASSWORD: &[(&str, &str)] = &[
    ("NEO4J_BOLT_PASSWORD", "neo4jBoltPassword"),
    ("COUCHDB_CLUSTER_PASS", "couchdb_cluster_pass"),
    ("LDAP_SYNC_BIND_PASSWD", "ldapSyncBindPasswd"),
    ("SNOWFLAKE_LOADER_PASSWORD", "snowflake_loader_password"),
    ("VERDACCIO_PUBLISH_PASSWORD", "verdaccioPublishPassword"),
    ("WIREGUARD_UI_PASSWORD", "wireguard_ui_password"),
    ("SMTP_RELAY_PASSWD", "smtpRelayPasswd"),
    ("PGADMIN_SETUP_PASSWORD", "pgadmin_setup_password"),
    ("UPLOAD_KEYSTORE_PASS", "uploadKeystorePass"),
    ("ODOO_MASTER_PASSWORD", "odoo_master_password"),
    ("NEXUS_DEPLOY_PASSWORD", "nexusDeployPassword"),
    ("TIMESCALE_DB_PASSWD", "timescale_db_passwd"),
    (
        "OPENSEARCH_INITIAL_ADMIN_PASSWORD",
        "opensearchInitialAdminPassword",
    ),
    ("ZIP_ARCHIVE_PASSPHRASE", "zip_archive_passphrase"),
];

/// Token and key names: (UPPER_SNAKE, lower or camel case). None is in sets a-h.
const KEYS_TOKEN: &[(&str, &str)] = &[
    ("POSTHOG_PROJECT_SECRET", "posthogProjectSecret"),
    ("RESEND_SENDING_KEY", "resend_sending_key"),
    ("VERCEL_PREVIEW_TOKEN", "vercelPreviewToken"),
    ("OPSGENIE_INTEGRATION_KEY", "opsgenie_integration_key"),
    (
        "BUILDKITE_PIPELINE_TRIGGER_TOKEN",
        "buildkitePipelineTriggerToken",
    ),
    ("ROLLBAR_SERVER_TOKEN", "rollbar_server_token"),
    ("SONAR_SCANNER_TOKEN", "sonarScannerToken"),
    ("PLAID_SANDBOX_SECRET", "plaid_sandbox_secret"),
    ("ELEVENLABS_API_KEY", "elevenlabsApiKey"),
    ("REPLICATE_PREDICTIONS_TOKEN", "replicate_predictions_token"),
    ("NGROK_AUTHTOKEN", "ngrokAuthtoken"),
    ("CLOUDFLARE_R2_SECRET", "cloudflare_r2_secret"),
    ("DISCORD_BOT_SECRET", "discordBotSecret"),
    ("TELEGRAM_NOTIFY_TOKEN", "telegram_notify_token"),
    ("MAPBOX_DOWNLOADS_TOKEN", "mapboxDownloadsToken"),
    ("NEXTAUTH_SIGNING_SECRET", "nextauth_signing_secret"),
    ("INBOUND_WEBHOOK_HMAC", "inboundWebhookHmac"),
    (
        "LAUNCHDARKLY_SERVER_SDK_SECRET",
        "launchdarkly_server_sdk_secret",
    ),
    ("PINECONE_API_KEY", "pineconeApiKey"),
    ("GROQ_API_KEY", "groq_api_key"),
];

/// User names. None is in sets a-h.
const USERS: &[&str] = &[
    "etl_batch03",
    "graf_viewer",
    "billing_svc9",
    "mhartmann",
    "deploybot",
    "replicator02",
    "qa_runner",
    "wh_ingest",
    "tsato",
    "analytics_rw",
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

/// Every labelled case of set i, `PER_CONTEXT` per context.
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

/// Which files of a source's roots it takes: those with one of the extensions (`""` for none),
/// or those with none of them.
#[derive(Clone, Copy)]
enum Take {
    Only(&'static [&'static str]),
    Except(&'static [&'static str]),
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

/// Where Perl's core library lives, and the first of its entries set a's cap never reached:
/// set a reads `/usr/share/perl5` and then `/usr/share/perl` (`pm`, `pl`, `pod`) in path order
/// up to 8 MiB, and on this machine stops inside `IPC` (at `IPC/Cmd.pm`).
const PERL_CORE: &str = "/usr/share/perl/5.36.0";
const PERL_PAST: &str = "IPC";

/// Set i's clean sources, none read by sets a-h or by the tuning.
fn sources() -> Vec<Source> {
    let mut perl: Vec<PathBuf> = std::fs::read_dir(PERL_CORE)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| {
            let n = e.file_name();
            let n = n.to_string_lossy();
            n.as_bytes() > PERL_PAST.as_bytes() && n != "unicore"
        })
        .map(|e| e.path())
        .collect();
    perl.sort();
    let include = |v: &[&str]| {
        v.iter()
            .map(|d| Path::new("/usr/include").join(d))
            .collect::<Vec<_>>()
    };
    vec![
        Source {
            // Its Unicode tables (`unicore`) are generated data, left out.
            name: "perl_core_past_set_a",
            roots: perl,
            take: Take::Only(&["pm", "pl", "pod"]),
            skip: &["unicore"],
            cap: 4 << 20,
        },
        Source {
            // Set b reads the global node modules' js, mjs, cjs, json, md and ts files; these
            // are all their others: node-gyp's Python, npm's HTML docs and man pages, licences,
            // shell and PowerShell shims.
            name: "node_modules_other_extensions",
            roots: vec![PathBuf::from("/usr/lib/node_modules")],
            take: Take::Except(&["js", "mjs", "cjs", "json", "md", "ts"]),
            skip: &[],
            cap: 4 << 20,
        },
        Source {
            // Set a reads `/usr/include`'s h, hpp, hh, def and inc files; these are its others:
            // libstdc++'s extension-less headers and tcc files, LLVM's TableGen files, RPC
            // interface files, node's gypi.
            name: "include_other_extensions",
            roots: vec![PathBuf::from("/usr/include")],
            take: Take::Except(&["h", "hpp", "hh", "def", "inc"]),
            skip: &[],
            cap: 4 << 20,
        },
        Source {
            // Set a's cap stops inside `/usr/include/c++`; these folders come after it.
            name: "include_past_set_a",
            roots: include(&[
                "python3.11",
                "postgresql",
                "libxml2",
                "nspr",
                "gnutls",
                "nss",
                "x86_64-linux-gnu",
                "linux",
                "xcb",
            ]),
            take: Take::Only(&["h", "hpp", "hh", "def", "inc"]),
            skip: &[],
            cap: 5 << 20,
        },
    ]
}

/// Every clean source of set i: its name, its text (files in path order, symlinks not followed,
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
                Take::Except(exts) => !exts.contains(&ext),
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
        assert!(
            cases
                .iter()
                .any(|c| c.text[c.secret.0..c.secret.1] == *"hunter2hunter2"),
            "hunter2hunter2"
        );
    }

    /// At least 160 contexts in at least 45 families, and every family has low-entropy
    /// passwords among its cases; every provider format is drawn.
    #[test]
    fn every_family_has_weak_passwords_and_every_format_is_drawn() {
        let (contexts, families) = shape();
        assert!(contexts >= 160 && families >= 45, "{contexts} {families}");
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

    /// Set i's contexts, keys and users are none of sets a-h's (sets d to h keep their tables
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
