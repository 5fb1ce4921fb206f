//! Held-out set l of the masker benchmark, recorded in `bench/mask/heldout-l.frozen`.
//!
//! Written and frozen while the masker's rules were being changed for the misses seen on sets
//! a-k, before those changes were measured, by an engineer who read neither the masker's rules,
//! its design table nor its tests and never ran the masker over it: the honest check that those
//! changes generalise, measured once, after they land, by someone else. Only this file, the
//! frozen sets' generator modules (to learn their shape and keep this set's contexts, keys,
//! users, seed and clean sources apart from theirs), the benchmark's README (not its figures of
//! sets j and k) and the providers' own documented token shapes went into it. Like the earlier
//! sets it has two halves:
//!
//! - labelled secrets: contexts written for this set, 40 cases each, weighted to prose and
//!   conversation (Slack, Teams, IRC, Discord and Mattermost pastes, e-mails and their quoted
//!   replies, tickets, pull-request descriptions, commit messages, wiki pages, README
//!   troubleshooting sections, meeting notes, on-call handovers: many ways of handing over a key
//!   or a password), logs of many kinds (application, proxy, database, audit, CI, container,
//!   Windows event), source code in many languages, among them ones earlier sets barely used
//!   (Scala, Kotlin, Objective-C, Elixir, Erlang, F#, Groovy, Crystal, Nim, V, Fortran-style
//!   namelists, JCL, VB.NET, Delphi, Apex, Haskell, OCaml, Julia, Zig, Clojure, Tcl, PowerShell,
//!   AutoHotkey, ABAP), configuration of many servers and tools, CLI invocations and shell
//!   history (Unix and Windows), infrastructure as code (Bicep, CDK, Pulumi, Crossplane, Nomad,
//!   Salt, Puppet, Chef), notebooks, MCP tool results, JSON API responses, HAR and raw HTTP
//!   traces, and stack traces and error messages that print a secret. Values from a generator
//!   of its own (JSF64, Bob Jenkins's small fast generator, from a new seed): set k's table of
//!   provider formats and sixty-six more no earlier set drew (Amazon Bedrock, Tencent Cloud,
//!   Volcengine, Backblaze B2, Akamai, Porkbun, DNSimple, Deno Deploy, Infisical, Trello,
//!   ClickUp, WooCommerce, PayPal, Adyen, Plaid, Stytch, Polar, Klaviyo, OneSignal, PubNub,
//!   Ably, LiveKit, ntfy, Riot Games, Lichess, DeepL, Helicone, Brave Search, Apify,
//!   LlamaCloud, RunPod, Xata, Appwrite, Fauna, Inngest, Trigger.dev, Cal.com, Coralogix,
//!   MaxMind, New Relic browser keys, Adobe, Intra 42, Tinybird, Neptune, Alpaca, Nostr,
//!   minisign, WireGuard, Ethereum keys, Bluesky and Apple app passwords, Teams, DingTalk and
//!   Google Chat webhooks) with their real prefixes and lengths, JWTs with real JSON claims, PEM
//!   blocks with real DER prefixes, random framework secrets, people's passwords (words and
//!   names of its own) and a list of its own of the low-entropy passwords people really deploy,
//!   under keys and users of its own. Every family has contexts whose value is a low-entropy
//!   password under a key or an option that names a password. No placeholder cases: the frozen
//!   format counts only secrets to find.
//! - clean text from sources no earlier set or the tuning read: Debian's package database
//!   (`/var/lib/dpkg/info`: file lists and their MD5 sums, then maintainer scripts, symbol and
//!   shlibs files and triggers), the architecture-specific Perl trees no set read
//!   (`/usr/lib/x86_64-linux-gnu/perl-base` and `perl5`), pyenv's own tree (its commands, tests,
//!   documents and python-build's definitions and patches, not the Pythons it installed), and
//!   `/var/lib/dpkg/status`, apt's signed release files and the Rust toolchain's release notes
//!   and `std_detect` API pages. Files in path order, each file and each source capped.
//!
//! `airlock-bench-mask heldout-shape l heldout-l.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout l heldout-l.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case.
pub const SEED: u64 = 0x1C1C_05F6_2026_1206;

/// Cases per context.
const PER_CONTEXT: usize = 40;

/// JSF64 (Bob Jenkins's small fast generator, 64-bit): four words of state, warmed up by twenty
/// rounds from the seed. Not the wide corpus's xorshift64 nor any earlier set's generator.
struct Rng {
    a: u64,
    b: u64,
    c: u64,
    d: u64,
}

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut r = Rng {
            a: 0xf1ea_5eed,
            b: seed,
            c: seed,
            d: seed,
        };
        for _ in 0..20 {
            r.next();
        }
        r
    }
    fn next(&mut self) -> u64 {
        let e = self.a.wrapping_sub(self.b.rotate_left(7));
        self.a = self.b ^ self.c.rotate_left(13);
        self.b = self.c.wrapping_add(self.d.rotate_left(37));
        self.c = self.d.wrapping_add(e);
        self.d = e.wrapping_add(self.a);
        self.d
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
    /// A webhook's secret, drawn only by name.
    Hook,
}

type Maker = fn(&mut Rng) -> String;

/// Provider token formats, as each provider documents or issues them: (name, kind, maker). Set
/// k's table, then the formats no earlier set drew.
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
    // Formats no earlier set drew, from the providers' documented or issued shapes.
    ("posthog", Kind::Saas, |r| format!("phx_{}", r.take(AN, 47))),
    ("honeycomb", Kind::Saas, |r| {
        format!("hc{}ik_{}", r.one(&["a", "x"]), r.take(LOWNUM, 58))
    }),
    ("langfuse", Kind::Ai, |r| format!("sk-lf-{}", uuid4(r))),
    ("tavily", Kind::Ai, |r| {
        format!("tvly-{}{}", r.one(&["", "dev-", "prod-"]), r.take(AN, 32))
    }),
    ("firecrawl", Kind::Ai, |r| format!("fc-{}", r.take(HX, 32))),
    ("e2b", Kind::Ai, |r| format!("e2b_{}", r.take(HX, 40))),
    ("browserbase", Kind::Ai, |r| {
        format!("bb_live_{}", r.take(URLSAFE, 27))
    }),
    ("modal", Kind::Ai, |r| format!("as-{}", r.take(AN, 22))),
    ("jina", Kind::Ai, |r| {
        format!("jina_{}{}", r.take(HX, 32), r.take(AN, 28))
    }),
    ("anyscale", Kind::Ai, |r| {
        format!("esecret_{}", r.take(LOWNUM, 26))
    }),
    ("deepgram", Kind::Ai, |r| r.take(HX, 40)),
    ("assemblyai", Kind::Ai, |r| r.take(HX, 32)),
    ("voyage", Kind::Ai, |r| {
        format!("pa-{}", r.take(URLSAFE, 43))
    }),
    ("neon", Kind::Cloud, |r| {
        format!("napi_{}", r.take(LOWNUM, 64))
    }),
    ("neon password", Kind::Cloud, |r| {
        format!("npg_{}", r.take(AN, 12))
    }),
    ("axiom", Kind::Saas, |r| {
        format!("{}-{}", r.one(&["xaat", "xapt"]), uuid4(r))
    }),
    ("paddle", Kind::Pay, |r| {
        format!(
            "pdl_{}_apikey_01{}_{}_{}",
            r.one(&["live", "sdbx"]),
            r.take(LOWNUM, 24),
            r.take(AN, 22),
            r.take(AN, 3)
        )
    }),
    ("stripe restricted", Kind::Pay, |r| {
        format!("rk_live_51{}{}", r.take(AN, 22), r.take(AN, 75))
    }),
    ("mailersend", Kind::Saas, |r| {
        format!("mlsn.{}", r.take(HX, 64))
    }),
    ("depot", Kind::Ci, |r| {
        format!("depot_{}_{}", r.one(&["org", "project"]), r.take(HX, 64))
    }),
    ("sonarqube project", Kind::Ci, |r| {
        format!("sqp_{}", r.take(HX, 40))
    }),
    ("cloudsmith", Kind::Registry, |r| r.take(HX, 40)),
    ("fastly", Kind::Cloud, |r| r.take(URLSAFE, 32)),
    ("twitch", Kind::Chat, |r| r.take(LOWNUM, 30)),
    ("slack config", Kind::Chat, |r| {
        format!("xoxe.xoxp-1-Mi0y{}", r.take(AN, 140))
    }),
    ("salesforce", Kind::Saas, |r| {
        format!(
            "00D{}!AQ{}",
            r.take(AN, 12),
            r.take(
                b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._",
                94
            )
        )
    }),
    ("bitwarden secrets manager", Kind::Saas, |r| {
        let key = r.raw(16);
        format!("0.{}.{}:{}", uuid4(r), r.take(AN, 30), b64(&key, false))
    }),
    ("intercom", Kind::Saas, |r| {
        let body = format!("tok:{}:1:0", uuid4(r).replace('-', "_"));
        b64(body.as_bytes(), false)
    }),
    // Formats no earlier set drew, from the providers' documented or issued shapes.
    ("amazon bedrock api key", Kind::Cloud, |r| {
        let inner = format!(
            "BedrockAPIKey-{}-at-{}:{}",
            r.take(LOWNUM, 4),
            r.take(NUM, 12),
            r.take(AN, 40)
        );
        format!("ABSK{}", b64(inner.as_bytes(), false))
    }),
    ("tencent cloud secret id", Kind::Cloud, |r| {
        format!("AKID{}", r.take(AN, 32))
    }),
    ("volcengine access key", Kind::Cloud, |r| {
        let inner = r.take(HX, 32);
        format!("AKLT{}", b64(inner.as_bytes(), false))
    }),
    ("backblaze b2 application key", Kind::Cloud, |r| {
        format!("K00{}{}", r.between(1, 5), r.take(AN, 27))
    }),
    ("akamai edgegrid", Kind::Cloud, |r| {
        format!("akab-{}-{}", r.take(LOWNUM, 16), r.take(LOWNUM, 16))
    }),
    ("porkbun", Kind::Cloud, |r| {
        format!("{}1_{}", r.one(&["sk", "sk", "pk"]), r.take(HX, 64))
    }),
    ("dnsimple", Kind::Cloud, |r| {
        format!("dnsimple_{}_{}", r.one(&["a", "u"]), r.take(AN, 32))
    }),
    ("deno deploy", Kind::Cloud, |r| {
        format!("ddp_{}", r.take(AN, 36))
    }),
    ("infisical service token", Kind::Cloud, |r| {
        format!(
            "st.{}.{}.{}",
            r.take(HX, 24),
            r.take(HX, 32),
            r.take(HX, 32)
        )
    }),
    ("hetzner cloud", Kind::Cloud, |r| r.take(AN, 64)),
    ("ibm cloud api key", Kind::Cloud, |r| r.take(URLSAFE, 44)),
    ("trello", Kind::Git, |r| {
        format!("ATTA{}{}", r.take(HX, 64), r.take(HXU, 8))
    }),
    ("clickup", Kind::Saas, |r| {
        format!("pk_{}_{}", r.take(NUM, 8), r.take(UPNUM, 32))
    }),
    ("woocommerce", Kind::Pay, |r| {
        format!("{}_{}", r.one(&["cs", "cs", "ck"]), r.take(HX, 40))
    }),
    ("paypal access token", Kind::Pay, |r| {
        format!("A21AA{}", r.take_in(URLSAFE, 85, 100))
    }),
    ("adyen", Kind::Pay, |r| {
        format!(
            "AQE{}==-{}=-{}",
            r.take(STD64, 78),
            r.take(STD64, 43),
            r.take(AN, 16)
        )
    }),
    ("plaid access token", Kind::Pay, |r| {
        format!(
            "access-{}-{}",
            r.one(&["sandbox", "production", "development"]),
            uuid4(r)
        )
    }),
    ("polar", Kind::Pay, |r| {
        format!("polar_{}_{}", r.one(&["oat", "pat"]), r.take(AN, 43))
    }),
    ("stytch", Kind::Saas, |r| {
        format!(
            "secret-{}-{}",
            r.one(&["test", "live"]),
            r.take(URLSAFE, 36)
        )
    }),
    ("ethereum private key", Kind::Pay, |r| {
        format!("0x{}", r.take(HX, 64))
    }),
    ("alpaca", Kind::Pay, |r| r.take(AN, 40)),
    ("klaviyo", Kind::Saas, |r| format!("pk_{}", r.take(HX, 34))),
    ("onesignal", Kind::Chat, |r| {
        format!(
            "os_v2_app_{}",
            r.take(b"abcdefghijklmnopqrstuvwxyz234567", 100)
        )
    }),
    ("pubnub secret", Kind::Chat, |r| {
        let u = uuid4(r);
        format!("sec-c-{}", b64(u.as_bytes(), false))
    }),
    ("ably", Kind::Chat, |r| {
        format!(
            "{}.{}:{}",
            r.take(AN, 6),
            r.take(AN, 6),
            r.take(URLSAFE, 43)
        )
    }),
    ("livekit", Kind::Chat, |r| r.take(AN, 43)),
    ("ntfy", Kind::Chat, |r| format!("tk_{}", r.take(LOWNUM, 29))),
    ("riot games", Kind::Saas, |r| format!("RGAPI-{}", uuid4(r))),
    ("lichess", Kind::Saas, |r| format!("lip_{}", r.take(AN, 20))),
    ("deepl", Kind::Ai, |r| {
        format!("{}{}", uuid4(r), r.one(&[":fx", ":fx", ""]))
    }),
    ("cal.com", Kind::Saas, |r| {
        format!("cal_{}_{}", r.one(&["live", "test"]), r.take(HX, 32))
    }),
    ("coralogix", Kind::Saas, |r| {
        format!("cxtp_{}", r.take(AN, 30))
    }),
    ("maxmind license", Kind::Saas, |r| {
        format!("{}_{}_mmk", r.take(AN, 6), r.take(AN, 29))
    }),
    ("new relic browser", Kind::Saas, |r| {
        format!("NRJS-{}", r.take(HX, 19))
    }),
    ("adobe client secret", Kind::Saas, |r| {
        format!("p8e-{}", r.take(AN, 32))
    }),
    ("intra 42", Kind::Saas, |r| {
        format!("s-s4t2{}-{}", r.one(&["ud", "af"]), r.take(HX, 64))
    }),
    ("tinybird", Kind::Saas, |r| {
        let claims = format!(
            "{{\"u\":\"{}\",\"id\":\"{}\",\"host\":\"{}\"}}",
            uuid4(r),
            uuid4(r),
            r.one(&["gcp-europe-west3", "us-east", "aws-eu-central-1"])
        );
        format!("p.{}.{}", b64(claims.as_bytes(), true), r.take(URLSAFE, 43))
    }),
    ("neptune", Kind::Ai, |r| {
        let claims = format!(
            "{{\"api_address\":\"https://app.neptune.ai\",\"api_url\":\"https://app.neptune.ai\",\"api_key\":\"{}\"}}",
            uuid4(r)
        );
        b64(claims.as_bytes(), false)
    }),
    ("checkly", Kind::Ci, |r| format!("cu_{}", r.take(HX, 32))),
    ("imagekit", Kind::Saas, |r| {
        let b = r.raw(20);
        format!("private_{}", b64(&b, false))
    }),
    ("helicone", Kind::Ai, |r| {
        format!(
            "sk-helicone-{}-{}-{}-{}",
            r.take(LOWNUM, 7),
            r.take(LOWNUM, 7),
            r.take(LOWNUM, 7),
            r.take(LOWNUM, 7)
        )
    }),
    ("brave search", Kind::Ai, |r| {
        format!("BSA{}", r.take(AN, 28))
    }),
    ("apify", Kind::Ai, |r| {
        format!("apify_api_{}", r.take(AN, 36))
    }),
    ("llamacloud", Kind::Ai, |r| {
        format!("llx-{}", r.take(AN, 48))
    }),
    ("runpod", Kind::Ai, |r| format!("rpa_{}", r.take(UPNUM, 44))),
    ("xata", Kind::Cloud, |r| format!("xau_{}", r.take(AN, 32))),
    ("appwrite", Kind::Cloud, |r| {
        format!("standard_{}", r.take(HX, 256))
    }),
    ("fauna", Kind::Cloud, |r| {
        format!("fn{}{}", r.one(&["A", "E"]), r.take(URLSAFE, 37))
    }),
    ("inngest", Kind::Ci, |r| {
        format!(
            "signkey-{}-{}",
            r.one(&["prod", "test", "branch"]),
            r.take(HX, 64)
        )
    }),
    ("trigger.dev", Kind::Ci, |r| {
        format!("tr_{}_{}", r.one(&["dev", "prod", "stg"]), r.take(AN, 20))
    }),
    ("mem0", Kind::Ai, |r| format!("m0-{}", r.take(AN, 40))),
    ("fal", Kind::Ai, |r| {
        format!("{}:{}", uuid4(r), r.take(HX, 32))
    }),
    ("stability", Kind::Ai, |r| format!("sk-{}", r.take(AN, 48))),
    ("quay robot", Kind::Registry, |r| r.take(UPNUM, 64)),
    ("nostr nsec", Kind::Pay, |r| {
        format!("nsec1{}", r.take(b"qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
    }),
    ("minisign secret key", Kind::Registry, |r| {
        let mut b = b"EdScB2".to_vec();
        b.extend(r.raw(152));
        b64(&b, false)
    }),
    ("signify secret key", Kind::Registry, |r| {
        let mut b = b"EdBK\0\0\0\x2a".to_vec();
        b.extend(r.raw(96));
        b64(&b, false)
    }),
    ("wireguard private key", Kind::Cloud, |r| {
        let b = r.raw(32);
        b64(&b, false)
    }),
    ("bluesky app password", Kind::Chat, |r| {
        format!(
            "{}-{}-{}-{}",
            r.take(LOWNUM, 4),
            r.take(LOWNUM, 4),
            r.take(LOWNUM, 4),
            r.take(LOWNUM, 4)
        )
    }),
    ("apple app-specific password", Kind::Cloud, |r| {
        format!(
            "{}-{}-{}-{}",
            r.take(LOW, 4),
            r.take(LOW, 4),
            r.take(LOW, 4),
            r.take(LOW, 4)
        )
    }),
    ("google app password", Kind::Cloud, |r| r.take(LOW, 16)),
    // Webhook secrets: drawn only where the context is the webhook's own URL or setting.
    ("teams incoming webhook", Kind::Hook, |r| {
        format!(
            "{}@{}/IncomingWebhook/{}/{}/V2{}",
            uuid4(r),
            uuid4(r),
            r.take(HX, 32),
            uuid4(r),
            r.take(URLSAFE, 43)
        )
    }),
    ("dingtalk robot", Kind::Hook, |r| r.take(HX, 64)),
    ("google chat webhook", Kind::Hook, |r| {
        format!("{}%3D", r.take(URLSAFE, 43))
    }),
    ("wecom webhook", Kind::Hook, uuid4),
    ("feishu webhook", Kind::Hook, uuid4),
];

/// A provider token of `kind` (any kind but a webhook's when `None`) and its format's name. `in_url`: only
/// values that stand unencoded in a URL's user information or query.
fn provider(rng: &mut Rng, kind: Option<Kind>, in_url: bool) -> (&'static str, String) {
    let pool: Vec<&(&str, Kind, Maker)> = FORMATS
        .iter()
        .filter(|f| kind.map_or(f.1 != Kind::Hook, |k| f.1 == k))
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

/// A password a person chose: words, names, years, a symbol (words and names of this set's own).
fn person_password(rng: &mut Rng) -> (&'static str, String) {
    const WORDS: &[&str] = &[
        "albatross",
        "bramble",
        "cobblestone",
        "driftwood",
        "elderberry",
        "fjord",
        "gazebo",
        "harpoon",
        "inkwell",
        "jackdaw",
        "kettle",
        "lichen",
        "mandolin",
        "nutmeg",
        "orchard",
        "pelican",
        "quarry",
        "rosemary",
        "sprocket",
        "tamarind",
        "umbrella",
        "vineyard",
        "wombat",
        "yarrow",
        "zucchini",
        "biscuit",
        "caramel",
        "doughnut",
        "fennel",
        "gumbo",
        "meadow",
        "turnip",
    ];
    const NAMES: &[&str] = &[
        "Archie",
        "Bramwell",
        "Cosima",
        "Dottie",
        "Ezra",
        "Fenella",
        "Hamish",
        "Ingrid",
        "Otto",
        "Wilhelmina",
    ];
    let a = *rng.one(WORDS);
    let b = *rng.one(WORDS);
    let n = *rng.one(NAMES);
    let year = 1958 + rng.below(69);
    let up = |s: &str| {
        let mut cs = s.chars();
        cs.next()
            .map(|c| c.to_ascii_uppercase().to_string() + cs.as_str())
            .unwrap_or_default()
    };
    let p = match rng.below(12) {
        0 => format!("{n}{year}!"),
        1 => format!("{}{}{}", up(a), up(b), rng.between(1, 99)),
        2 => format!("{a}.{b}.{}", rng.between(10, 99)),
        3 => format!("{n}#{}", year % 100),
        4 => format!("{}@{}", up(a), rng.take(NUM, 4)),
        5 => format!("{a}_{b}_{n}"),
        6 => format!("i{}{}", up(a), year),
        7 => format!("{}{}{}!", n.to_lowercase(), a, rng.between(1, 9)),
        8 => format!("{}-{}-{}", up(a), n, year % 100),
        9 => format!("{}{}**", up(b), rng.take(NUM, 2)),
        10 => format!("{}4{}", a, b),
        _ => format!("{}{}{}", year, up(a), n),
    };
    ("person's password", p)
}

/// A low-entropy password of the kind people really deploy (from leaked-password lists and
/// defaults left in place): the kind a rule that wants entropy misses. A list of this set's own.
fn weak_password(rng: &mut Rng) -> (&'static str, String) {
    const WEAK: &[&str] = &[
        "princess1",
        "monkey123",
        "shadow12",
        "superman1",
        "michael1",
        "football1",
        "baseball9",
        "trustno1",
        "zaq12wsx",
        "1q2w3e4r",
        "qwe123qwe",
        "asdf1234",
        "zxcvbnm1",
        "Spring2026",
        "Winter2025!",
        "Summer26!",
        "Company123",
        "Pa55word",
        "P@ssw0rd1",
        "admin@123",
        "Admin2026",
        "sa123456",
        "manager1",
        "support1",
        "service1",
        "backup123",
        "jenkins1",
        "gitlab123",
        "elastic1",
        "kibana123",
        "grafana1",
        "minio123",
        "nagios1",
        "zabbix1",
        "cactus123",
        "ftpuser1",
        "sysadmin1",
        "default1",
        "changeit",
        "secret1!",
        "access14",
        "matrix12",
        "freedom1",
        "whatever1",
        "computer1",
        "internet1",
        "killer12",
        "flower12",
        "purple12",
        "cheese123",
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
    /// A password (by turns a common one, a person's, a generated one) base64-encoded, where
    /// the context names a password (a Secret's `data.password`).
    PwB64,
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
    AwsSecret, AzureKey, Basic, DiscordHook, Fmt, Jwt, Keyed, KeyedB64, Of, Pem, Pw, PwB64, Sas,
    SharedKey, SlackHook, Tok, UrlPw, UrlTok,
};

/// (family, slot, template): `{K}` an UPPER_SNAKE key, `{k}` the same key in lower or camel
/// case, `{kk}` in kebab case, `{U}` a user name, `{V}` the secret (once per template).
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // Slack pastes: a key or a password handed over in a channel or a thread
    (
        "slack-paste",
        Pw,
        r##"Priya Raman  10:41 AM
anyone know the login for the old Jira staging box?
Tomasz Wójcik  10:43 AM
{U} / {V} — it's the break-glass account, don't change it pls
"##,
    ),
    (
        "slack-paste",
        Tok,
        r##"Hemi Walker  APP  9:02 AM
:key: rotated the ingest credential for #data-eng, new value below (old one dies at noon)
{V}
3 replies  Last reply today at 9:15 AM
"##,
    ),
    (
        "slack-paste",
        Fmt("helicone"),
        r##"Jonas Ek  2:17 PM
can I borrow the gateway key for the eval run? just for tonight
Ayesha Karim  2:19 PM
sure, it's {V} — proxying through oai.helicone.ai, tag your requests with Helicone-User-Id
"##,
    ),
    (
        "slack-paste",
        Keyed,
        r##"Léa Moreau  4:55 PM
pasting my .env so you can compare:
```
NODE_ENV=development
PORT=3100
{K}={V}
```
"##,
    ),
    // Microsoft Teams pastes
    (
        "teams-paste",
        Pw,
        r##"[11/28 3:12 PM] Gareth Pryce
The conference room PC is locked again. Local admin is .\roomadmin and the password is {V}
[11/28 3:14 PM] Yuki Tanabe
👍 logged in, thank you
"##,
    ),
    (
        "teams-paste",
        Of(Kind::Pay),
        r##"Bogdan Ilie (External) 08:30
Good morning. For the settlement reconciliation please use the key {V} — it is read-only on our side.
Carmen Ortiz 08:34
Received, I'll put it in the vault and delete this message.
"##,
    ),
    (
        "teams-paste",
        Fmt("teams incoming webhook"),
        r##"Nikhil Bose 17:02
For the deploy notifications channel I created a connector, URL is
https://northwindlogistics.webhook.office.com/webhookb2/{V}
just POST a MessageCard to it
"##,
    ),
    // IRC logs
    (
        "irc-log",
        Pw,
        r##"2026-11-30 21:14:07 <quillon> who has the nickserv pass for the project bot
2026-11-30 21:15:22 <{U}> /msg NickServ IDENTIFY fennecbot {V}
2026-11-30 21:15:25 <{U}> oops wrong window
"##,
    ),
    (
        "irc-log",
        Tok,
        r##"[09:58] * marsh has joined #infra-private
[09:59] <marsh> drt: the api token for the status page is {V}
[10:00] <drt> cheers, adding to the bouncer
"##,
    ),
    (
        "irc-log",
        Pw,
        r##"--- Day changed Tue Dec 01 2026
03:12 -!- Topic for #buildfarm: builders down? slave password is {V} | logs at https://ci.example-oss.org
03:12 -!- Topic set by ormond [~ormond@gateway/shell] [Mon Nov 30 22:40:15 2026]
"##,
    ),
    // Discord pastes
    (
        "discord-paste",
        Of(Kind::Ai),
        r##"kestrel — Today at 1:07 AM
ok the bot is up again, I hardcoded the model key for now: {V}
will move it to secrets tomorrow
pinecone_fan — Today at 1:09 AM
lol
"##,
    ),
    (
        "discord-paste",
        Pw,
        r##"@everyone minecraft server is moving! new address mc.blockhaven.example:25565
rcon password is {V} (mods only, do NOT share)
"##,
    ),
    (
        "discord-paste",
        DiscordHook,
        r##"**ghostlamp** — 12/02/2026 6:44 PM
put this in the GitHub repo settings → Webhooks (append /github):
{V}
"##,
    ),
    // Mattermost
    (
        "mattermost",
        Pw,
        r##"@{U} posted in ~release-coordination
> the signing box password changed after the incident, it's now {V}
> ping me before the 14:00 freeze if it doesn't take
"##,
    ),
    (
        "mattermost",
        Fmt("ntfy"),
        r##"**hildur** 13:22
for the phone alerts subscribe to topic `pager-nightly` on ntfy.sh.example, publishing needs the access token {V}
"##,
    ),
    // E-mail threads
    (
        "email-thread",
        Pw,
        r##"From: "Harriet Ng" <h.ng@lumenprint.example>
To: "{U}" <{U}@lumenprint.example>
Subject: Printer portal login
Date: Tue, 1 Dec 2026 08:02:11 -0500

Morning! For the Canon portal the login is admin and the password is {V}.
Let me know if it asks for a PIN.

H.
"##,
    ),
    (
        "email-thread",
        Tok,
        r##"---------- Forwarded message ---------
From: Partner Onboarding <onboarding@tidewater-api.example>
Date: Mon, Nov 30, 2026 at 11:19 AM
Subject: Your production credentials

Client ID: 7d61d2b2-partner-eu
Client secret: {V}

Store these securely. This e-mail will not be re-sent.
"##,
    ),
    (
        "email-thread",
        Fmt("deepl"),
        r##"On 29/11/2026 17:40, Mireille Dubois wrote:
> Do we have a translation key for the help centre?

Yes — DeepL auth key {V}, it's on the team plan, 500k chars a month.

Cheers,
Seán
"##,
    ),
    (
        "email-thread",
        Pw,
        r##"Subject: RE: wifi at the offsite
Hi all,
network: Offsite-Guest-5G
key: {V}
See you Thursday!
"##,
    ),
    // Support tickets
    (
        "support-ticket",
        Pw,
        r##"Ticket #48213 — Cannot log in to tenant admin
Requester: {U}
Priority: High

Description:
I reset my password to {V} this morning but the portal still says "invalid credentials". Tried incognito too.
"##,
    ),
    (
        "support-ticket",
        Of(Kind::Saas),
        r##"SD-9917 | Integration failing since Friday
Reporter: facilities-team
Comment (internal): customer included their API key in the ticket body: {V} — asked them to rotate it.
"##,
    ),
    (
        "support-ticket",
        UrlPw,
        r##"### Customer reply (via e-mail)
The connector still fails. The exact connection string we entered:
postgres://reporting:{V}@db.acme-retail.example:5432/warehouse
Can you check on your side?
"##,
    ),
    // Pull-request descriptions
    (
        "pr-description",
        Tok,
        r##"## What
Switch the geocoder to the new provider.

## How to test
1. `export GEOCODER_KEY={V}` (temporary sandbox key, I'll revoke after review)
2. `make dev` and open /stores/near-me
"##,
    ),
    (
        "pr-description",
        Pw,
        r##"### Summary
Seeds a local Keycloak with two realms for the e2e suite.

### Notes for reviewers
- admin console: http://localhost:8180, user `admin`, password `{V}`
- realm export lives in `e2e/keycloak/realm.json`
"##,
    ),
    (
        "pr-description",
        Fmt("trigger.dev"),
        r##"This PR moves the nightly digest into a background task.

To run it locally you need the dev key in `.env.local`, mine is {V}, feel free to use it until you get your own from the dashboard.
"##,
    ),
    // Commit messages
    (
        "commit-message",
        Pw,
        r##"commit 3f9c2e1a7b0d4c55e8a9f61b2d7c0e4a9b8f1c23
Author: {U} <{U}@ironbark.example>
Date:   Wed Dec 2 19:44:03 2026 +0000

    chore: set kiosk unlock password to {V} for the pilot stores
"##,
    ),
    (
        "commit-message",
        Of(Kind::Cloud),
        r##"Revert "temporarily hardcode deploy credential"

This reverts commit 91b0e7d.
The credential {V} was revoked by the provider's scanner within minutes anyway.
"##,
    ),
    (
        "commit-message",
        Keyed,
        r##"fix(ci): pass {K} explicitly

The matrix job lost the secret context, so for now:
    {K}={V} ./scripts/smoke.sh
TODO: move back to the secret store
"##,
    ),
    // Wiki pages
    (
        "wiki-page",
        Pw,
        r##"== Lab network ==
{| class="wikitable"
! Device !! IP !! Login
|-
| core switch || 10.20.0.1 || manager / {V}
|}
"##,
    ),
    (
        "wiki-page",
        Tok,
        r##"h2. Accessing the metrics API

Use the shared read token below until SSO lands:

{code}
curl -H "X-Api-Token: {V}" https://metrics.internal.example/api/v2/series
{code}
"##,
    ),
    (
        "wiki-page",
        Keyed,
        r##"## Environment variables (staging)

| Name | Value | Owner |
|------|-------|-------|
| `{K}` | `{V}` | platform |
| `LOG_LEVEL` | `info` | platform |
"##,
    ),
    // README troubleshooting sections
    (
        "readme-troubleshooting",
        Pw,
        r##"## Troubleshooting

**`FATAL: password authentication failed for user "app"`** — your local volume predates the
seed change. Either wipe it (`docker volume rm shop_pg`) or log in with the old password
`{V}` and run `ALTER USER app PASSWORD 'app';`.
"##,
    ),
    (
        "readme-troubleshooting",
        Fmt("apify"),
        r##"### The scraper returns 401

Make sure `APIFY_TOKEN` is set. The shared development token is `{V}`; it has a
$5 monthly cap, so use your own for anything heavy.
"##,
    ),
    (
        "readme-troubleshooting",
        UrlPw,
        r##"### Proxy errors behind the office firewall

Set the proxy with credentials before `npm install`:

    npm config set proxy http://netuser:{V}@proxy.office.example:3128
"##,
    ),
    // Meeting notes
    (
        "meeting-notes",
        Pw,
        r##"# Ops sync — 2026-12-03
Attendees: Rowan, Ifeoma, {U}
- Backup NAS migrated; new admin pw {V} (Rowan to move it to the vault by Fri)
- Cert renewal: done
"##,
    ),
    (
        "meeting-notes",
        Tok,
        r##"Action items
- [ ] Ifeoma: revoke the vendor token that was shared in the call ({V})
- [x] Rowan: enable audit logging on the bucket
"##,
    ),
    (
        "meeting-notes",
        Fmt("livekit"),
        r##"Video infra retro, 30 Nov
* LiveKit self-hosted: key APIx7Gd2kQ1vLmZ, secret {V}
* TURN fallback still flaky on hotel wifi
"##,
    ),
    // On-call handover notes
    (
        "oncall-handover",
        Pw,
        r##"HANDOVER 2026-12-04 07:00 UTC (night → day)
- db-replica-3 lag alarm flapping, muted until 12:00
- emergency console account: breakglass / {V}
- nothing else open
"##,
    ),
    (
        "oncall-handover",
        Of(Kind::Ci),
        r##"Pager notes for whoever picks this up:
the runner registration token expired, I generated a new one: {V}
re-register with `./config.sh --token` on build-07 and build-09
"##,
    ),
    // Text messages and phone notes
    (
        "text-message",
        Pw,
        r##"Mum 📱 Today 18:22
whats the netflix password again love
You 18:25
{V} x
"##,
    ),
    (
        "text-message",
        Pw,
        r##"SMS from +44 7700 900123, 02/12/2026 09:14
Hi it's Dev from the agency. Alarm code changed, new code for the building app is {V}. Delete after reading pls
"##,
    ),
    // Application logs that print a credential
    (
        "app-log",
        Tok,
        r##"{"ts":"2026-12-02T10:14:55.201Z","level":"debug","logger":"billing.client","msg":"outbound request","method":"POST","url":"https://api.billing-partner.example/v3/charges","headers":{"Authorization":"Bearer {V}","Idempotency-Key":"c8a1"}}
"##,
    ),
    (
        "app-log",
        Pw,
        r##"2026-12-02 10:15:01,337 WARN  [pool-3-thread-1] c.l.ftp.Uploader - retrying login host=ftp.carrier.example user={U} pass={V} attempt=2/5
"##,
    ),
    (
        "app-log",
        Keyed,
        r##"I1202 10:15:09.442871   2291 config.go:118] loaded settings from env: map[HTTP_ADDR::8080 {K}:{V} REGION:eu-west-1]
"##,
    ),
    (
        "app-log",
        Fmt("inngest"),
        r##"[inngest] 2026-12-02T10:16:33Z INFO serve handler registered functions=7 signingKey={V} mode=cloud
"##,
    ),
    // Proxy and load balancer logs
    (
        "proxy-log",
        UrlTok,
        r##"203.0.113.41 - - [02/Dec/2026:10:17:12 +0000] "GET /v1/export.csv?format=csv&access_token={V}&from=2026-11-01 HTTP/2.0" 200 88412 "-" "python-requests/2.32.3" rt=0.412
"##,
    ),
    (
        "proxy-log",
        Basic,
        r##"[2026-12-02T10:17:40.118Z] "POST /internal/reindex HTTP/1.1" 202 - 0 19 31 30 "10.4.1.8" "curl/8.5.0" "6c1d0f9e" "search-admin" "10.4.7.20:9200" authorization="Basic {V}"
"##,
    ),
    (
        "proxy-log",
        UrlPw,
        r##"Dec  2 10:18:03 lb1 haproxy[1123]: 198.51.100.7:51522 [02/Dec/2026:10:18:03.117] fe_https be_legacy/web2 0/0/1/22/23 302 512 - - ---- 14/14/0/0/0 0/0 "GET /login.cgi?user=operator&password={V} HTTP/1.1"
"##,
    ),
    // Database server logs
    (
        "database-log",
        Pw,
        r##"2026-12-02 10:19:44.012 UTC [48812] app@orders LOG:  statement: ALTER ROLE reporting_ro WITH LOGIN PASSWORD '{V}' VALID UNTIL '2027-01-01';
"##,
    ),
    (
        "database-log",
        Pw,
        r##"# Time: 2026-12-02T10:20:07.551330Z
# User@Host: root[root] @ localhost []  Id:    91
# Query_time: 0.004112  Lock_time: 0.000000 Rows_sent: 0  Rows_examined: 0
SET timestamp=1796206807;
CREATE USER 'etl_nightly'@'10.%' IDENTIFIED BY '{V}';
"##,
    ),
    (
        "database-log",
        UrlPw,
        r##"{"t":{"$date":"2026-12-02T10:20:31.004+00:00"},"s":"I","c":"NETWORK","id":51800,"ctx":"conn442","msg":"client metadata","attr":{"remote":"10.9.3.4:40112","client":"conn442","uri":"mongodb://svc_ingest:{V}@mongo-0.data.svc:27017/?authSource=admin"}}
"##,
    ),
    // Audit logs
    (
        "audit-log",
        Pw,
        r##"type=EXECVE msg=audit(1796206855.118:9921): argc=5 a0="mysql" a1="-u" a2="backup" a3="-p{V}" a4="inventory"
"##,
    ),
    (
        "audit-log",
        Keyed,
        r##"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"RequestResponse","verb":"patch","objectRef":{"resource":"configmaps","namespace":"payments","name":"gateway-env"},"requestObject":{"data":{"{K}":"{V}"}},"user":{"username":"system:serviceaccount:cd:argocd-application-controller"}}
"##,
    ),
    // CI logs
    (
        "ci-log",
        Tok,
        r##"[2026-12-02T10:22:41.903Z] $ ./gradlew publish -Prepo.token={V} --no-daemon
[2026-12-02T10:22:44.120Z] > Task :lib:publishMavenPublicationToInternalRepository
"##,
    ),
    (
        "ci-log",
        Pw,
        r##"2026-12-02T10:23:05.7714421Z ##[debug]Evaluating: variables.DB_ADMIN_PASSWORD
2026-12-02T10:23:05.7715002Z ##[debug]Result: '{V}'
2026-12-02T10:23:05.7716318Z ##[section]Starting: Run migrations
"##,
    ),
    (
        "ci-log",
        Keyed,
        r##"~~~ :docker: Building image
$ docker build --build-arg {K}={V} -t registry.example.io/shop/api:4f1e2 .
Sending build context to Docker daemon  2.31MB
"##,
    ),
    // Container logs
    (
        "container-log",
        Pw,
        r##"db-1   | 2026-12-02 10:24:11+00:00 [Note] [Entrypoint]: GENERATED ROOT PASSWORD: {V}
db-1   | 2026-12-02 10:24:11+00:00 [Note] [Entrypoint]: Creating database shop
"##,
    ),
    (
        "container-log",
        Of(Kind::Cloud),
        r##"$ kubectl logs deploy/uploader -n media --tail=3
2026/12/02 10:24:52 using credentials from env, key=AKIA-redacted secret-present=true
2026/12/02 10:24:52 fallback token {V} (from /etc/uploader/token)
2026/12/02 10:24:53 listening on :8080
"##,
    ),
    // Windows event logs
    (
        "windows-event-log",
        Pw,
        r##"Log Name:      Microsoft-Windows-PowerShell/Operational
Source:        Microsoft-Windows-PowerShell
Event ID:      4104
Task Category: Execute a Remote Command
Creating Scriptblock text (1 of 1):
$cred = New-Object PSCredential('CORP\{U}', (ConvertTo-SecureString -String '{V}' -AsPlainText -Force))
"##,
    ),
    (
        "windows-event-log",
        Pw,
        r##"<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event"><System><EventID>4688</EventID><Computer>WS-0193.corp.example</Computer></System><EventData><Data Name="NewProcessName">C:\Windows\System32\net.exe</Data><Data Name="CommandLine">net user svc_scan {V} /add</Data></EventData></Event>
"##,
    ),
    // HTTP client debug output
    (
        "http-debug-log",
        Tok,
        r##"* Connected to api.ledger.example (192.0.2.10) port 443
> GET /v2/accounts HTTP/2
> Host: api.ledger.example
> user-agent: curl/8.5.0
> x-api-key: {V}
> accept: */*
>
< HTTP/2 200
"##,
    ),
    (
        "http-debug-log",
        Jwt,
        r##"DEBUG:urllib3.connectionpool:https://graph.internal.example:443 "GET /v1/me HTTP/1.1" 200 512
DEBUG:app.http:request headers {'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer {V}', 'Accept': 'application/json'}
"##,
    ),
    (
        "http-debug-log",
        Pw,
        r##"D/OkHttp: --> POST https://auth.fieldapp.example/oauth/token
D/OkHttp: Content-Type: application/x-www-form-urlencoded
D/OkHttp: grant_type=password&username={U}&password={V}
D/OkHttp: --> END POST (71-byte body)
"##,
    ),
    // Scala
    (
        "scala",
        Pw,
        r##"object Db {
  private val ds = new HikariDataSource()
  ds.setJdbcUrl("jdbc:postgresql://pg.ledger.svc:5432/ledger")
  ds.setUsername("ledger_app")
  ds.setPassword("{V}")
}
"##,
    ),
    (
        "scala",
        Tok,
        r##"val request = basicRequest
  .post(uri"https://api.shipments.example/v1/labels")
  .header("X-Auth-Token", "{V}")
  .body(labelJson)
"##,
    ),
    // Kotlin
    (
        "kotlin",
        Pw,
        r##"fun keystore(): KeyStore = KeyStore.getInstance("PKCS12").apply {
    val pass = "{V}".toCharArray()
    load(FileInputStream("certs/client.p12"), pass)
}
"##,
    ),
    (
        "kotlin",
        Of(Kind::Chat),
        r##"private val pushClient = PushClient(
    appId = "d1c0ffee-0000-4a1b-9c2d-3e4f5a6b7c8d",
    restApiKey = "{V}",
)
"##,
    ),
    // Objective-C
    (
        "objective-c",
        Tok,
        r##"- (NSURLRequest *)signedRequestForURL:(NSURL *)url {
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"{V}" forHTTPHeaderField:@"X-Client-Secret"];
    return req;
}
"##,
    ),
    (
        "objective-c",
        Pw,
        r##"NSDictionary *query = @{
    (__bridge id)kSecClass: (__bridge id)kSecClassGenericPassword,
    (__bridge id)kSecAttrAccount: @"sync-user",
    (__bridge id)kSecValueData: [@"{V}" dataUsingEncoding:NSUTF8StringEncoding],
};
"##,
    ),
    // Elixir
    (
        "elixir",
        Pw,
        r##"config :ledger, Ledger.Repo,
  username: "ledger",
  password: "{V}",
  hostname: "db.internal",
  pool_size: 10
"##,
    ),
    (
        "elixir",
        Fmt("ably"),
        r##"defmodule Notify.Realtime do
  @ably_key "{V}"

  def publish(channel, msg), do: Ably.Rest.publish(@ably_key, channel, msg)
end
"##,
    ),
    // Erlang
    (
        "erlang",
        Pw,
        r##"[{epgsql_pool, [
    {host, "pg-main.internal"},
    {username, "queue_worker"},
    {password, "{V}"},
    {database, "jobs"}
 ]}].
"##,
    ),
    (
        "erlang",
        Tok,
        r##"-define(API_TOKEN, <<"{V}">>).

call(Path) ->
    hackney:request(get, <<"https://api.metrics.example", Path/binary>>,
                    [{<<"Authorization">>, <<"Token ", ?API_TOKEN/binary>>}], <<>>, []).
"##,
    ),
    // F#
    (
        "fsharp",
        Pw,
        r##"let connStr =
    SqlConnectionStringBuilder(
        DataSource = "sql-prod-02.corp.example",
        InitialCatalog = "Payroll",
        UserID = "payroll_svc",
        Password = "{V}")
"##,
    ),
    (
        "fsharp",
        Of(Kind::Ai),
        r##"[<Literal>]
let ModelKey = "{V}"

let client = new HttpClient(BaseAddress = Uri "https://api.model-host.example/")
client.DefaultRequestHeaders.Add("Authorization", $"Bearer {ModelKey}")
"##,
    ),
    // Groovy and Jenkins
    (
        "groovy",
        Pw,
        r##"def sql = Sql.newInstance(
    'jdbc:oracle:thin:@//ora-fin.corp.example:1521/FINPRD',
    'gl_reader',
    '{V}',
    'oracle.jdbc.OracleDriver')
"##,
    ),
    (
        "groovy",
        Tok,
        r##"pipeline {
  agent any
  environment {
    SONAR_LOGIN = '{V}'
  }
  stages { stage('scan') { steps { sh 'sonar-scanner' } } }
}
"##,
    ),
    // Crystal
    (
        "crystal",
        UrlPw,
        r##"DB.open "mysql://shop:{V}@127.0.0.1:3306/shop" do |db|
  db.query_one "select count(*) from orders", as: Int64
end
"##,
    ),
    (
        "crystal",
        Tok,
        r##"headers = HTTP::Headers{"Authorization" => "Bearer {V}", "Accept" => "application/json"}
response = HTTP::Client.get("https://api.tracker.example/issues", headers: headers)
"##,
    ),
    // Nim
    (
        "nim",
        Pw,
        r##"let db = open("pg.internal:5432", "inventory", "{V}", "inventory")
defer: db.close()
"##,
    ),
    (
        "nim",
        Of(Kind::Saas),
        r##"const apiKey = "{V}"
var client = newHttpClient()
client.headers = newHttpHeaders({"X-API-Key": apiKey})
"##,
    ),
    // V
    (
        "vlang",
        Pw,
        r##"fn main() {
	mut db := pg.connect(pg.Config{
		host: 'localhost'
		user: 'vweb'
		password: '{V}'
		dbname: 'blog'
	}) or { panic(err) }
}
"##,
    ),
    // Fortran namelists and model configs
    (
        "fortran-namelist",
        Pw,
        r##"&archive_nml
  archive_host   = 'hpss.climate-lab.example',
  archive_user   = 'modelrun',
  archive_passwd = '{V}',
  retain_days    = 30
/
"##,
    ),
    (
        "fortran-namelist",
        Tok,
        r##"&data_portal
  portal_url   = 'https://esgf.example.org/api',
  portal_token = '{V}',
  max_retries  = 4
/
"##,
    ),
    // JCL and mainframe jobs
    (
        "jcl",
        Pw,
        r##"//NIGHTLY  JOB (ACCT),'BATCH LOAD',CLASS=A,MSGCLASS=X,
//             USER=BATCHU1,PASSWORD={V}
//STEP01   EXEC PGM=IKJEFT01
//SYSTSPRT DD SYSOUT=*
"##,
    ),
    (
        "jcl",
        Pw,
        r##"//FTPSTEP  EXEC PGM=FTP,PARM='ftp.partner.example (EXIT'
//INPUT    DD *
xferuser
{V}
PUT 'PROD.DAILY.EXTRACT' daily.txt
QUIT
/*
"##,
    ),
    // VB.NET
    (
        "vbnet",
        Pw,
        r##"Dim cs As String = "Server=sql01;Database=Claims;User Id=claims_app;Password={V};"
Using conn As New SqlConnection(cs)
    conn.Open()
End Using
"##,
    ),
    (
        "vbnet",
        Tok,
        r##"Private Const ApiSecret As String = "{V}"

Public Function Client() As HttpClient
    Dim c As New HttpClient()
    c.DefaultRequestHeaders.Add("X-Api-Secret", ApiSecret)
    Return c
End Function
"##,
    ),
    // Delphi and Object Pascal
    (
        "delphi",
        Pw,
        r##"procedure TDataModule1.DataModuleCreate(Sender: TObject);
begin
  FDConnection1.Params.Values['User_Name'] := 'pos';
  FDConnection1.Params.Values['Password'] := '{V}';
  FDConnection1.Connected := True;
end;
"##,
    ),
    (
        "delphi",
        Tok,
        r##"const
  SHIPPING_API_KEY = '{V}';

begin
  RESTClient1.Params.AddHeader('X-Api-Key', SHIPPING_API_KEY);
"##,
    ),
    // Apex (Salesforce)
    (
        "apex",
        Tok,
        r##"public with sharing class ErpCallout {
    private static final String API_KEY = '{V}';
    public static HttpResponse send(String body) {
        HttpRequest req = new HttpRequest();
        req.setHeader('x-api-key', API_KEY);
"##,
    ),
    (
        "apex",
        Pw,
        r##"Blob headerValue = Blob.valueOf('integration.user' + ':' + '{V}');
String authorizationHeader = 'Basic ' + EncodingUtil.base64Encode(headerValue);
req.setHeader('Authorization', authorizationHeader);
"##,
    ),
    // Haskell
    (
        "haskell",
        Pw,
        r##"connInfo :: ConnectInfo
connInfo = defaultConnectInfo
  { connectHost = "pg.internal"
  , connectUser = "hask"
  , connectPassword = "{V}"
  , connectDatabase = "events"
  }
"##,
    ),
    // OCaml
    (
        "ocaml",
        Tok,
        r##"let api_token = "{V}"

let headers = Cohttp.Header.of_list [ ("Authorization", "token " ^ api_token) ]
"##,
    ),
    (
        "ocaml",
        UrlPw,
        r##"let uri = Uri.make ~scheme:"postgresql" ~userinfo:"caml:{V}" ~host:"db" ~path:"/app" ()
"##,
    ),
    // Julia
    (
        "julia",
        Pw,
        r##"conn = LibPQ.Connection("host=analytics.internal dbname=stats user=jl_analyst password={V}")
df = DataFrame(execute(conn, "SELECT * FROM daily_rollup"))
"##,
    ),
    (
        "julia",
        Of(Kind::Ai),
        r##"ENV["HF_HUB_DISABLE_TELEMETRY"] = "1"
const LLM_KEY = "{V}"
resp = HTTP.post(url, ["Authorization" => "Bearer $LLM_KEY"], JSON3.write(body))
"##,
    ),
    // Zig
    (
        "zig",
        Tok,
        r##"const auth_header = "Bearer {V}";

pub fn main() !void {
    var client = std.http.Client{ .allocator = gpa };
"##,
    ),
    (
        "zig",
        Pw,
        r##"const db_config = .{
    .host = "127.0.0.1",
    .user = "ziggy",
    .password = "{V}",
};
"##,
    ),
    // Clojure
    (
        "clojure",
        Pw,
        r##"(def db-spec {:dbtype "postgresql"
              :dbname "orders"
              :host "pg.internal"
              :user "clj"
              :password "{V}"})
"##,
    ),
    (
        "clojure",
        Tok,
        r##"(http/get "https://api.catalog.example/v1/items"
          {:headers {"X-Catalog-Key" "{V}"}
           :as :json})
"##,
    ),
    // Tcl and Expect
    (
        "tcl-expect",
        Pw,
        r##"spawn ssh admin@10.30.0.5
expect "password:"
send "{V}\r"
expect "#"
send "show running-config\r"
"##,
    ),
    (
        "tcl-expect",
        Tok,
        r##"set token "{V}"
set resp [http::geturl $url -headers [list Authorization "Bearer $token"]]
"##,
    ),
    // PowerShell
    (
        "powershell",
        Pw,
        r##"$pw = '{V}'
$secure = ConvertTo-SecureString $pw -AsPlainText -Force
New-LocalUser -Name 'kioskuser' -Password $secure -PasswordNeverExpires
"##,
    ),
    (
        "powershell",
        Tok,
        r##"$headers = @{ 'PRIVATE-TOKEN' = '{V}' }
Invoke-RestMethod -Uri 'https://git.corp.example/api/v4/projects' -Headers $headers
"##,
    ),
    // AutoHotkey
    (
        "autohotkey",
        Pw,
        r##"^!l::
Send, {U}{Tab}
Send, {V}{Enter}
return
"##,
    ),
    // ABAP
    (
        "abap",
        Pw,
        r##"DATA(lo_client) = cl_http_client=>create_by_url( 'https://erp-bridge.example/api' ).
lo_client->authenticate( username = 'RFC_BRIDGE' password = '{V}' ).
"##,
    ),
    (
        "abap",
        Tok,
        r##"CONSTANTS gc_api_key TYPE string VALUE '{V}'.
lo_request->set_header_field( name = 'X-Api-Key' value = gc_api_key ).
"##,
    ),
    // C# (a few shapes earlier sets did not use)
    (
        "csharp",
        Pw,
        r##"var factory = new ConnectionFactory
{
    HostName = "rabbit.internal",
    UserName = "orders",
    Password = "{V}",
};
"##,
    ),
    (
        "csharp",
        Of(Kind::Pay),
        r##"services.AddHttpClient<PaymentsClient>(c =>
{
    c.BaseAddress = new Uri("https://api.payments.example/");
    c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "{V}");
});
"##,
    ),
    // Lua and embedded scripting
    (
        "lua",
        Pw,
        r##"local red = redis:new()
red:connect("10.0.3.4", 6379)
local ok, err = red:auth("{V}")
"##,
    ),
    // Rust
    (
        "rust",
        Tok,
        r##"let client = reqwest::Client::new();
let resp = client
    .get("https://api.fleet.example/v1/vehicles")
    .header("X-Fleet-Key", "{V}")
    .send()
    .await?;
"##,
    ),
    (
        "rust",
        Pw,
        r##"let opts = PgConnectOptions::new()
    .host("pg.internal")
    .username("axum_app")
    .password("{V}")
    .database("shop");
"##,
    ),
    // Mail servers and clients
    (
        "mail-config",
        Pw,
        r##"# /etc/postfix/sasl_passwd
[smtp.relay-provider.example]:587 relay-user@mailhost.example:{V}
"##,
    ),
    (
        "mail-config",
        Pw,
        r##"defaults
auth           on
tls            on
account        work
host           smtp.office.example
from           {U}@office.example
user           {U}@office.example
password       {V}
account default : work
"##,
    ),
    (
        "mail-config",
        Pw,
        r##"poll imap.mailbox.example protocol IMAP
    user "{U}" there with password "{V}" is "localuser" here
    ssl
"##,
    ),
    // VPN configuration
    (
        "vpn-config",
        Fmt("wireguard private key"),
        r##"[Interface]
Address = 10.66.0.2/32
PrivateKey = {V}
DNS = 10.66.0.1

[Peer]
PublicKey = Jx4uWmPz0f0GQq0rTyxlYp9t6m3mU8v0wN8eS7m1cGk=
Endpoint = vpn.example.net:51820
"##,
    ),
    (
        "vpn-config",
        Pw,
        r##"# /etc/ipsec.secrets
198.51.100.20 203.0.113.5 : PSK "{V}"
"##,
    ),
    (
        "vpn-config",
        Pw,
        r##"# /etc/openvpn/client/auth.txt (referenced by auth-user-pass)
{U}
{V}
"##,
    ),
    // Network devices and wireless
    (
        "network-config",
        Pw,
        r##"network={
    ssid="Warehouse-Scanners"
    key_mgmt=WPA-PSK
    psk="{V}"
}
"##,
    ),
    (
        "network-config",
        Pw,
        r##"vrrp_instance VI_1 {
    state MASTER
    interface eth0
    virtual_router_id 51
    authentication {
        auth_type PASS
        auth_pass {V}
    }
}
"##,
    ),
    (
        "network-config",
        Pw,
        r##"interface=wlan0
driver=nl80211
ssid=FieldKit-AP
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase={V}
"##,
    ),
    (
        "network-config",
        Pw,
        r##"hostname edge-rtr-02
!
username netops privilege 15 password 0 {V}
!
"##,
    ),
    // RADIUS and VoIP
    (
        "radius-voip",
        Pw,
        r##"client branch-ap-controllers {
    ipaddr = 10.40.0.0/16
    secret = {V}
    nas_type = other
}
"##,
    ),
    (
        "radius-voip",
        Pw,
        r##"[6001]
type=friend
context=from-internal
host=dynamic
secret={V}
disallow=all
allow=ulaw
"##,
    ),
    // Directory services
    (
        "directory-config",
        Pw,
        r##"[domain/corp.example]
id_provider = ldap
ldap_uri = ldaps://ldap.corp.example
ldap_default_bind_dn = cn=sssd-reader,ou=svc,dc=corp,dc=example
ldap_default_authtok_type = password
ldap_default_authtok = {V}
"##,
    ),
    (
        "directory-config",
        Pw,
        r##"# /etc/ldap.secret is referenced by libnss-ldap; nslcd.conf has the same value inline
uri ldap://dir.internal/
base dc=internal
binddn cn=nslcd,dc=internal
bindpw {V}
"##,
    ),
    // Message brokers and realtime servers
    (
        "broker-config",
        Pw,
        r##"# coturn
listening-port=3478
fingerprint
use-auth-secret
static-auth-secret={V}
realm=turn.meet.example
"##,
    ),
    (
        "broker-config",
        Pw,
        r##"listener 8883
cafile /etc/mosquitto/ca.crt
bridge_attempt_unsubscribe false
connection cloud-bridge
address broker.iot-cloud.example:8883
remote_username plant-7
remote_password {V}
"##,
    ),
    (
        "broker-config",
        Keyed,
        r##"apiVersion: v1
kind: ConfigMap
metadata:
  name: nats-leaf
data:
  leaf.conf: |
    leafnodes {
      remotes = [ { url: "tls://connect.ngs.example", credentials: "/creds/leaf.creds" } ]
    }
    # {K}: {V}
"##,
    ),
    // Database client configuration
    (
        "db-client-config",
        Pw,
        r##"[ODBC Data Sources]
ReportsDSN = PostgreSQL Unicode

[ReportsDSN]
Driver     = PostgreSQL Unicode
Servername = reports.internal
Database   = reports
Username   = odbc_reader
Password   = {V}
"##,
    ),
    (
        "db-client-config",
        Pw,
        r##"# pgbouncer userlist.txt
"app_rw" "{V}"
"stats_collector" "md5c0a9f2b9e3d14ab2e1f9c7d8a0b1e2f3"
"##,
    ),
    (
        "db-client-config",
        UrlPw,
        r##"ORDERS_PRD =
  (DESCRIPTION =
    (ADDRESS = (PROTOCOL = TCP)(HOST = ora-scan.corp.example)(PORT = 1521))
    (CONNECT_DATA = (SERVICE_NAME = orders)))
# sqlplus orders_app/{V}@ORDERS_PRD
"##,
    ),
    // Unusual configuration languages
    (
        "config-languages",
        Keyed,
        r##"app {
  http.port = 9000
  secrets {
    {k} = "{V}"
  }
}
"##,
    ),
    (
        "config-languages",
        Pw,
        r##"{:db {:host "pg.internal"
      :port 5432
      :user "edn_user"
      :password "{V}"}}
"##,
    ),
    (
        "config-languages",
        Keyed,
        r##"let Config = ./Config.dhall
in  Config::{ host = "api.internal", {k} = "{V}" }
"##,
    ),
    (
        "config-languages",
        Pw,
        r##"services.grafana.settings.security = {
  admin_user = "admin";
  admin_password = "{V}";
};
"##,
    ),
    (
        "config-languages",
        Keyed,
        r##"server "api" {
    listen ":8443"
    env {
        {K} "{V}"
    }
}
"##,
    ),
    // Web and application servers
    (
        "server-config",
        Pw,
        r##"<Context path="/billing">
  <Resource name="jdbc/BillingDB" auth="Container" type="javax.sql.DataSource"
            username="billing" password="{V}"
            driverClassName="org.postgresql.Driver" url="jdbc:postgresql://pg/billing"/>
</Context>
"##,
    ),
    (
        "server-config",
        Pw,
        r##"<server>
  <dataSource jndiName="jdbc/inventory">
    <jdbcDriver libraryRef="DB2Lib"/>
    <properties.db2.jcc databaseName="INVDB" serverName="db2.internal" portNumber="50000"
        user="invsvc" password="{V}"/>
  </dataSource>
</server>
"##,
    ),
    (
        "server-config",
        Pw,
        r##"acl localnet src 10.0.0.0/8
http_port 3128
cachemgr_passwd {V} all
"##,
    ),
    (
        "server-config",
        Pw,
        r##"# /etc/nut/upsd.users
[monuser]
    password = {V}
    upsmon primary
"##,
    ),
    // Monitoring agents
    (
        "monitoring-config",
        Pw,
        r##"# /etc/snmp/snmpd.conf
createUser monitor SHA "{V}"
rouser monitor auth
"##,
    ),
    (
        "monitoring-config",
        Tok,
        r##"[[outputs.influxdb_v2]]
  urls = ["https://influx.metrics.example:8086"]
  token = "{V}"
  organization = "plant-ops"
  bucket = "telegraf"
"##,
    ),
    (
        "monitoring-config",
        Fmt("coralogix"),
        r##"exporters:
  coralogix:
    domain: "eu2.coralogix.com"
    private_key: "{V}"
    application_name: "checkout"
    subsystem_name: "api"
"##,
    ),
    // Infrastructure as code: Azure Bicep and ARM
    (
        "iac-azure",
        Pw,
        r##"resource sqlServer 'Microsoft.Sql/servers@2023-05-01-preview' = {
  name: 'sql-claims-weu'
  location: location
  properties: {
    administratorLogin: 'claimsadmin'
    administratorLoginPassword: '{V}'
  }
}
"##,
    ),
    (
        "iac-azure",
        Pw,
        r##"{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "vmAdminUsername": { "value": "azureops" },
    "vmAdminPassword": { "value": "{V}" }
  }
}
"##,
    ),
    // AWS CDK and Pulumi programs
    (
        "iac-programs",
        Pw,
        r##"const cluster = new rds.DatabaseCluster(this, 'Reports', {
  engine: rds.DatabaseClusterEngine.auroraPostgres({ version: rds.AuroraPostgresEngineVersion.VER_15_4 }),
  credentials: rds.Credentials.fromPassword('reports', cdk.SecretValue.unsafePlainText('{V}')),
  writer: rds.ClusterInstance.provisioned('writer'),
});
"##,
    ),
    (
        "iac-programs",
        Tok,
        r##"config:
  aws:region: eu-central-1
  shop-infra:dbName: shop
  shop-infra:searchApiKey: {V}
"##,
    ),
    (
        "iac-programs",
        Keyed,
        r##"import pulumi_kubernetes as k8s

k8s.core.v1.Secret(
    "app-env",
    string_data={"{K}": "{V}"},
)
"##,
    ),
    // Crossplane, Nomad and Consul
    (
        "iac-orchestrators",
        Pw,
        r##"job "ledger" {
  group "api" {
    task "server" {
      driver = "docker"
      env {
        DB_USER     = "ledger"
        DB_PASSWORD = "{V}"
      }
    }
  }
}
"##,
    ),
    (
        "iac-orchestrators",
        Tok,
        r##"acl {
  enabled = true
  default_policy = "deny"
  tokens {
    initial_management = "{V}"
  }
}
"##,
    ),
    (
        "iac-orchestrators",
        PwB64,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: rds-master-creds
  namespace: crossplane-system
type: Opaque
data:
  password: {V}
"##,
    ),
    (
        "iac-orchestrators",
        Keyed,
        r##"apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: checkout
spec:
  target:
    template:
      data:
        {K}: "{V}"
"##,
    ),
    // Configuration management: Salt, Puppet, Chef
    (
        "config-management",
        Pw,
        r##"# /srv/pillar/mysql.sls
mysql:
  server:
    root_password: '{V}'
  user:
    wordpress:
      host: localhost
"##,
    ),
    (
        "config-management",
        Pw,
        r##"# hieradata/common.yaml
profile::postgres::superuser_password: '{V}'
profile::postgres::listen: '*'
"##,
    ),
    (
        "config-management",
        Keyed,
        r##"{
  "id": "payments",
  "{k}": "{V}",
  "environment": "production"
}
"##,
    ),
    (
        "config-management",
        Pw,
        r##"user 'deploy' do
  comment 'Deploy user'
  shell '/bin/bash'
  password '{V}'
  manage_home true
end
"##,
    ),
    // Windows command lines
    (
        "windows-cli",
        Pw,
        r##"C:\> cmdkey /generic:TERMSRV/rds01.corp.example /user:CORP\{U} /pass:{V}
CMDKEY: Credential added successfully.
"##,
    ),
    (
        "windows-cli",
        Pw,
        r##"C:\Users\{U}> net use Z: \\files01\finance /user:CORP\{U} {V} /persistent:yes
The command completed successfully.
"##,
    ),
    (
        "windows-cli",
        Pw,
        r##"schtasks /create /tn "NightlyExport" /tr "C:\jobs\export.bat" /sc daily /st 02:00 /ru CORP\svc_export /rp {V}
"##,
    ),
    (
        "windows-cli",
        Pw,
        r##"PS C:\> sqlcmd -S sql02.corp.example -U sa -P {V} -Q "SELECT @@VERSION"
"##,
    ),
    // Shell history of several shells
    (
        "shell-history",
        Pw,
        r##"- cmd: mysqldump -h db.internal -u dumper --password={V} shop > shop.sql
  when: 1796210011
- cmd: gzip shop.sql
  when: 1796210040
"##,
    ),
    (
        "shell-history",
        Tok,
        r##": 1796210102:0;export HCLOUD_TOKEN={V}
: 1796210110:0;hcloud server list
"##,
    ),
    (
        "shell-history",
        Pw,
        r##"Get-Service | Where Status -eq Running
$p = ConvertTo-SecureString "{V}" -AsPlainText -Force
Enter-PSSession -ComputerName app03 -Credential (New-Object PSCredential "CORP\admin", $p)
"##,
    ),
    (
        "shell-history",
        UrlPw,
        r##"  501  cd ~/src/migrations
  502  psql "postgresql://migrator:{V}@pg-primary.internal:5432/app?sslmode=require" -f 0042_add_index.sql
  503  history | tail
"##,
    ),
    // Command-line tools with credentials in their options
    (
        "cli-invocation",
        Pw,
        r##"$ redis-cli -h cache.internal -p 6380 --tls -a {V} INFO replication
"##,
    ),
    (
        "cli-invocation",
        Pw,
        r##"$ mongosh "mongodb+srv://cluster0.abcde.mongodb.net/admin" --username atlasAdmin --password {V}
"##,
    ),
    (
        "cli-invocation",
        Tok,
        r##"$ doctl auth init --context staging --access-token {V}
Validating token... ✔
"##,
    ),
    (
        "cli-invocation",
        Pw,
        r##"$ rabbitmqctl add_user telemetry {V}
Adding user "telemetry" ...
$ rabbitmqctl set_permissions -p / telemetry ".*" ".*" ".*"
"##,
    ),
    (
        "cli-invocation",
        Fmt("porkbun"),
        r##"$ certbot certonly --authenticator dns-porkbun --dns-porkbun-key pk1_0a94b6e2d1c3f5a7b9e8d6c4a2f0e1d3c5b7a9f8e6d4c2b0a1f3e5d7c9b8a6f4e2 --dns-porkbun-secret {V} -d '*.shop.example'
"##,
    ),
    // Notebooks
    (
        "notebook",
        Tok,
        r##"  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "import os\n",
    "os.environ[\"WANDB_API_KEY\"] = \"{V}\"\n",
    "wandb.init(project=\"churn\")"
   ]
  },
"##,
    ),
    (
        "notebook",
        Pw,
        r##"```{r setup}
library(DBI)
con <- dbConnect(RPostgres::Postgres(), host = "warehouse.internal",
                 user = "analyst", password = "{V}", dbname = "dw")
```
"##,
    ),
    (
        "notebook",
        Fmt("neptune"),
        r##"In [7]: run = neptune.init_run(project="acme/forecast", api_token="{V}")
https://app.neptune.ai/acme/forecast/e/FOR-212
"##,
    ),
    // MCP tool results
    (
        "mcp-tool-result",
        Keyed,
        r##"{"jsonrpc":"2.0","id":14,"result":{"content":[{"type":"text","text":"$ cat deploy/.env.production\nAPP_ENV=production\n{K}={V}\nLOG_FORMAT=json\n"}],"isError":false}}
"##,
    ),
    (
        "mcp-tool-result",
        Pw,
        r##"{"jsonrpc":"2.0","id":"call_7","result":{"content":[{"type":"text","text":"Found 1 matching row in table service_accounts: name=reporting, login=rpt_user, password={V}, rotated=2025-03-02"}]}}
"##,
    ),
    (
        "mcp-tool-result",
        Of(Kind::Git),
        r##"{"jsonrpc":"2.0","id":31,"result":{"structuredContent":{"file":"scripts/mirror.sh","line":12,"match":"git push https://x-access-token:{V}@git.example.com/org/mirror.git"},"content":[{"type":"text","text":"1 match"}]}}
"##,
    ),
    (
        "mcp-tool-result",
        Jwt,
        r##"Tool result (browser.get_local_storage):
{
  "origin": "https://console.example-saas.com",
  "items": {
    "theme": "dark",
    "session.accessToken": "{V}"
  }
}
"##,
    ),
    // JSON API responses
    (
        "api-response",
        Tok,
        r##"HTTP/1.1 201 Created
Content-Type: application/json

{"id":"key_01JEZ4","name":"ci-uploader","created_at":"2026-12-02T10:40:00Z","secret":"{V}","note":"This secret is shown only once."}
"##,
    ),
    (
        "api-response",
        Pw,
        r##"{
  "data": {
    "createDatabaseUser": {
      "user": { "name": "app_ro", "host": "%" },
      "generatedPassword": "{V}"
    }
  }
}
"##,
    ),
    (
        "api-response",
        Fmt("plaid access token"),
        r##"{
  "access_token": "{V}",
  "item_id": "M5eVJqLnv3tbzdngLDp9FL5OlDNxlNhlE55op",
  "request_id": "Aim3b"
}
"##,
    ),
    (
        "api-response",
        Fmt("paypal access token"),
        r##"{"scope":"https://uri.paypal.com/services/payments/realtimepayment https://uri.paypal.com/services/payments/payment/authcapture","access_token":"{V}","token_type":"Bearer","app_id":"APP-80W284485P519543T","expires_in":32400,"nonce":"2026-12-02T10:41:02Zx1"}
"##,
    ),
    // HAR files and raw HTTP traces
    (
        "har-trace",
        Tok,
        r##"        "request": {
          "method": "GET",
          "url": "https://api.dashboard.example/v1/widgets",
          "httpVersion": "HTTP/2",
          "headers": [
            { "name": "authorization", "value": "Token {V}" },
            { "name": "accept", "value": "application/json" }
          ],
"##,
    ),
    (
        "har-trace",
        Pw,
        r##"          "postData": {
            "mimeType": "application/x-www-form-urlencoded",
            "params": [
              { "name": "username", "value": "{U}" },
              { "name": "password", "value": "{V}" }
            ]
          }
"##,
    ),
    (
        "har-trace",
        Jwt,
        r##"          "cookies": [
            { "name": "sid", "value": "{V}", "path": "/", "httpOnly": true, "secure": true }
          ],
"##,
    ),
    (
        "http-raw",
        Pw,
        r##"POST /api/login HTTP/1.1
Host: intranet.example
Content-Type: application/json
Content-Length: 61

{"email":"{U}@intranet.example","password":"{V}"}
"##,
    ),
    (
        "http-raw",
        Basic,
        r##"GET /nexus/repository/maven-private/ HTTP/1.1
Host: nexus.build.example
Authorization: Basic {V}
User-Agent: Apache-Maven/3.9.6
"##,
    ),
    (
        "http-raw",
        Fmt("dingtalk robot"),
        r##"POST /robot/send?access_token={V} HTTP/1.1
Host: oapi.dingtalk.com
Content-Type: application/json

{"msgtype":"text","text":{"content":"deploy finished"}}
"##,
    ),
    // Stack traces and error messages that print a secret
    (
        "stack-trace",
        UrlPw,
        r##"org.postgresql.util.PSQLException: Connection to pg-main:5432 refused. Check that the hostname and port are correct.
	at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:346)
	at com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:562)
Caused by: java.lang.IllegalStateException: datasource url=jdbc:postgresql://pg-main:5432/ledger?user=ledger&password={V}
"##,
    ),
    (
        "stack-trace",
        Pw,
        r##"Traceback (most recent call last):
  File "/srv/ingest/run.py", line 44, in <module>
    client.login(user, password)
  File "/srv/ingest/venv/lib/python3.12/site-packages/ftplib.py", line 412, in login
    resp = self.sendcmd('PASS ' + passwd)
    locals: user='ingest', passwd='{V}', acct=''
ftplib.error_perm: 530 Login incorrect.
"##,
    ),
    (
        "stack-trace",
        Tok,
        r##"Error: Request failed with status code 403
    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)
    at settle (/app/node_modules/axios/lib/core/settle.js:17:12) {
  config: {
    url: 'https://api.vendor.example/v2/sync',
    headers: { Accept: 'application/json', 'X-Vendor-Key': '{V}' },
"##,
    ),
    (
        "stack-trace",
        Pw,
        r##"goroutine 1 [running]:
main.mustConnect(...)
	/src/cmd/worker/main.go:58
panic: dial failed for config {Host:amqp.internal Port:5672 User:worker Password:{V} VHost:/jobs}
"##,
    ),
    (
        "error-message",
        Pw,
        r##"ActiveRecord::ConnectionNotEstablished: FATAL:  password authentication failed for user "rails"
  (connection options: host=db.internal dbname=app_production user=rails password={V})
"##,
    ),
    (
        "error-message",
        Tok,
        r##"Error: invalid configuration: unable to validate token '{V}' against issuer https://auth.example.com: token expired
Usage:
  fleetctl login [flags]
"##,
    ),
    (
        "error-message",
        Pw,
        r##"ERROR 1045 (28000): Access denied for user 'grafana'@'10.1.4.22' (using password: YES)
# attempted: mysql -u grafana -p'{V}' -h 10.1.0.9 grafana
"##,
    ),
    // Webhook URLs and settings
    (
        "webhook",
        Fmt("google chat webhook"),
        r##"ALERT_WEBHOOK=https://chat.googleapis.com/v1/spaces/AAAAq3xZ1bE/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={V}
"##,
    ),
    (
        "webhook",
        Fmt("wecom webhook"),
        r##"notify:
  wecom:
    url: https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={V}
"##,
    ),
    (
        "webhook",
        Fmt("feishu webhook"),
        r##"curl -X POST -H "Content-Type: application/json" \
  -d '{"msg_type":"text","content":{"text":"build ok"}}' \
  https://open.feishu.cn/open-apis/bot/v2/hook/{V}
"##,
    ),
    (
        "webhook",
        SlackHook,
        r##"# Alertmanager receivers
receivers:
- name: team-storage
  slack_configs:
  - api_url: {V}
    channel: '#storage-alerts'
"##,
    ),
    (
        "webhook",
        Pw,
        r##"[webhook.deploy]
url = "https://hooks.internal.example/deploy"
basic_auth_user = "hookuser"
basic_auth_password = "{V}"
"##,
    ),
    // Cloud credential files of providers earlier sets did not use
    (
        "cloud-credentials",
        Fmt("tencent cloud secret id"),
        r##"# ~/.tccli/default.credential
{
    "type": "secret",
    "secretId": "{V}",
    "secretKey": "see vault: tccli/default"
}
"##,
    ),
    (
        "cloud-credentials",
        Fmt("volcengine access key"),
        r##"export VOLCENGINE_ACCESS_KEY={V}
export VOLCENGINE_REGION=cn-beijing
"##,
    ),
    (
        "cloud-credentials",
        Fmt("backblaze b2 application key"),
        r##"$ b2 account authorize 0051c9e3a7f2b4d0000000003 {V}
Using https://api.backblazeb2.com
"##,
    ),
    (
        "cloud-credentials",
        Fmt("akamai edgegrid"),
        r##"[default]
client_secret = C113nt53KR3TN6N90yVuAgICxIRwsObLi0E67/N8eRN=
host = akab-h05tnam3wl42son7nktnlnnx-kbob3i3v.luna.akamaiapis.net
access_token = akab-acc35t0k3nodujqunph3w7hzp7-gtm6ij
client_token = {V}
"##,
    ),
    (
        "cloud-credentials",
        Fmt("hetzner cloud"),
        r##"# ~/.config/hcloud/cli.toml
active_context = "prod"

[[contexts]]
  name = "prod"
  token = "{V}"
"##,
    ),
    (
        "cloud-credentials",
        Pw,
        r##"clouds:
  lab:
    auth:
      auth_url: https://keystone.lab.example:5000/v3
      username: "{U}"
      password: "{V}"
      project_name: "ci"
      user_domain_name: "Default"
"##,
    ),
    (
        "cloud-credentials",
        Fmt("amazon bedrock api key"),
        r##"export AWS_BEARER_TOKEN_BEDROCK={V}
aws bedrock-runtime converse --model-id anthropic.claude-sonnet --region us-west-2 --messages file://msg.json
"##,
    ),
    // Object storage clients
    (
        "cloud-storage",
        AwsSecret,
        r##"$ mc alias set wasabi https://s3.eu-central-2.wasabisys.example WSB7QK2M9XR4TL8CV3NE {V} --api S3v4
Added `wasabi` successfully.
"##,
    ),
    (
        "cloud-storage",
        AzureKey,
        r##"az storage blob upload-batch --account-name stfieldmedia --account-key {V} -d photos -s ./export --overwrite
"##,
    ),
    (
        "cloud-storage",
        SharedKey,
        r##"[OUTPUT]
    Name        kafka
    Match       *
    Brokers     evh-telemetry.servicebus.windows.net:9093
    rdkafka.sasl.password Endpoint=sb://evh-telemetry.servicebus.windows.net/;SharedAccessKeyName=fluentbit-send;SharedAccessKey={V}
"##,
    ),
    (
        "cloud-storage",
        Sas,
        r##"azcopy copy ./dist/* "https://stwebassets.blob.core.windows.net/$web?sv=2024-08-04&ss=b&srt=co&sp=rwdlacx&se=2026-12-31T00:00:00Z&spr=https&sig={V}" --recursive
"##,
    ),
    (
        "cloud-storage",
        Pw,
        r##"$ smbclient //nas01/backup -U backup%{V} -c 'ls'
"##,
    ),
    // Cryptocurrency wallets and keys
    (
        "crypto-keys",
        Fmt("ethereum private key"),
        r##"# hardhat deploy account (testnet)
SEPOLIA_RPC_URL=https://sepolia.infura.example/v3/9aa3d95b3bc440fa88ea12eaa4456161
DEPLOYER_PRIVATE_KEY={V}
"##,
    ),
    (
        "crypto-keys",
        Fmt("nostr nsec"),
        r##"{
  "relays": ["wss://relay.damus.io", "wss://nos.lol"],
  "bot_npub": "npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m",
  "bot_nsec": "{V}"
}
"##,
    ),
    (
        "crypto-keys",
        Pw,
        r##"bitcoind -daemon -rpcuser=btcnode -rpcpassword={V} -rpcallowip=10.0.0.0/8
"##,
    ),
    // Signing keys
    (
        "signing-keys",
        Fmt("minisign secret key"),
        r##"untrusted comment: minisign encrypted secret key
{V}
"##,
    ),
    (
        "signing-keys",
        Fmt("signify secret key"),
        r##"$ cat release.sec
untrusted comment: signify secret key
{V}
"##,
    ),
    (
        "signing-keys",
        Pem("\n"),
        r##"# AuthKey_8F3K2L9Q1M.p8 (App Store Connect API)
{V}
"##,
    ),
    (
        "signing-keys",
        Pw,
        r##"# gradle.properties (release signing)
RELEASE_STORE_FILE=../keys/upload.jks
RELEASE_KEY_ALIAS=upload
RELEASE_STORE_PASSWORD={V}
"##,
    ),
    // App passwords
    (
        "app-passwords",
        Fmt("bluesky app password"),
        r##"BSKY_HANDLE=status.example.org
BSKY_APP_PASSWORD={V}
"##,
    ),
    (
        "app-passwords",
        Fmt("apple app-specific password"),
        r##"xcrun notarytool submit build/App.zip --apple-id release@studio.example --team-id 9XK2Q7LM3P --password {V} --wait
"##,
    ),
    (
        "app-passwords",
        Fmt("google app password"),
        r##"EMAIL_HOST = "smtp.gmail.com"
EMAIL_PORT = 587
EMAIL_HOST_USER = "noreply.bookings@gmail.example"
EMAIL_HOST_PASSWORD = "{V}"
"##,
    ),
    (
        "app-passwords",
        Pw,
        r##"[account]
server = https://cloud.family.example/remote.php/dav
username = {U}
app_password = {V}
"##,
    ),
    // PEM keys embedded in other formats
    (
        "pem-embedded",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "tileserver-prod",
  "private_key_id": "5b1e0c9f2a7d4e8b6c3a1f0e9d8c7b6a5f4e3d2c",
  "private_key": "{V}\n",
  "client_email": "tiles@tileserver-prod.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "pem-embedded",
        Pem("\n      "),
        r##"gateway:
  listenPort: 8443
  tlsKey: |
      {V}
"##,
    ),
    (
        "pem-embedded",
        Pw,
        r##"# keystore for the Kafka client
ssl.keystore.location=/etc/kafka/client.keystore.jks
ssl.keystore.password={V}
ssl.key.password=${file:/etc/kafka/secrets.properties:key.password}
"##,
    ),
    // Mobile app configuration
    (
        "mobile-config",
        Tok,
        r##"<key>CFBundleIdentifier</key>
<string>com.example.fieldnotes</string>
<key>BackendApiSecret</key>
<string>{V}</string>
"##,
    ),
    (
        "mobile-config",
        Pw,
        r##"<resources>
    <string name="app_name">Tally</string>
    <string name="sync_password" translatable="false">{V}</string>
</resources>
"##,
    ),
    (
        "mobile-config",
        Fmt("onesignal"),
        r##"flutter run --dart-define=ONESIGNAL_APP_ID=2f1c9a7e-6b3d-4c8e-9f0a-1b2c3d4e5f60 --dart-define=ONESIGNAL_REST_KEY={V}
"##,
    ),
    // Home automation and IoT
    (
        "iot-config",
        Pw,
        r##"# secrets.yaml (Home Assistant)
wifi_ssid: "Attic-IoT"
wifi_password: "{V}"
mqtt_user: homeassistant
"##,
    ),
    (
        "iot-config",
        Pw,
        r##"esphome:
  name: greenhouse-sensor
ota:
  - platform: esphome
    password: "{V}"
"##,
    ),
    (
        "iot-config",
        Tok,
        r##"Backlog MqttHost mqtt.home.example; MqttUser tasmota; MqttPassword hidden; WebPassword hidden
# cloud relay token for the plug: {V}
"##,
    ),
    // Game servers
    (
        "game-server-config",
        Pw,
        r##"# server.properties
enable-rcon=true
rcon.port=25575
rcon.password={V}
motd=Welcome to Blockhaven
"##,
    ),
    (
        "game-server-config",
        Pw,
        r##"// server.cfg
hostname "Frag Friday #2"
rcon_password "{V}"
sv_password ""
"##,
    ),
    (
        "game-server-config",
        Fmt("riot games"),
        r##"RIOT_API_KEY={V}
RIOT_REGION=euw1
"##,
    ),
    // Package manager and developer tool configuration
    (
        "devtool-config",
        Tok,
        r##"npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.acme.example"
    npmAuthToken: "{V}"
"##,
    ),
    (
        "devtool-config",
        UrlPw,
        r##"[global]
index-url = https://pypi-mirror:{V}@packages.internal.example/simple
trusted-host = packages.internal.example
"##,
    ),
    (
        "devtool-config",
        Tok,
        r##"# ~/.terraformrc
plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"
credentials "tfe.corp.example" {
  token = "{V}"
}
"##,
    ),
    (
        "devtool-config",
        Pw,
        r##"{
    "http-basic": {
        "repo.magento.example": {
            "username": "f3a9c2e1b7d04a6c",
            "password": "{V}"
        }
    }
}
"##,
    ),
    (
        "devtool-config",
        Tok,
        r##"[install.scopes]
"@acme" = { token = "{V}", url = "https://npm.acme.example/" }
"##,
    ),
    // CMS and e-commerce configuration
    (
        "cms-config",
        Pw,
        r##"$databases['default']['default'] = [
  'database' => 'drupal',
  'username' => 'drupal',
  'password' => '{V}',
  'host' => 'mariadb',
  'driver' => 'mysql',
];
"##,
    ),
    (
        "cms-config",
        Pw,
        r##"'db' => [
    'connection' => [
        'default' => [
            'host' => 'localhost',
            'dbname' => 'magento',
            'username' => 'magento',
            'password' => '{V}',
"##,
    ),
    (
        "cms-config",
        Fmt("woocommerce"),
        r##"WOO_STORE_URL=https://shop.example
WOO_CONSUMER_KEY=ck_41b0a7d3e9c2f8165a4b3c2d1e0f9a8b7c6d5e4f
WOO_CONSUMER_SECRET={V}
"##,
    ),
    (
        "cms-config",
        Pw,
        r##"{
  "url": "https://blog.example",
  "database": {
    "client": "mysql",
    "connection": { "host": "127.0.0.1", "user": "ghost", "password": "{V}", "database": "ghost_prod" }
  }
}
"##,
    ),
    // SDK clients of providers earlier sets did not use, in JavaScript and TypeScript
    (
        "sdk-js",
        Fmt("stytch"),
        r##"import * as stytch from 'stytch';

const client = new stytch.Client({
  project_id: 'project-live-7c1e2a4b-9d3f-4e5a-8b6c-0d1e2f3a4b5c',
  secret: '{V}',
});
"##,
    ),
    (
        "sdk-js",
        Fmt("llamacloud"),
        r##"const parser = new LlamaParseReader({ resultType: 'markdown', apiKey: '{V}' });
const docs = await parser.loadData('./contracts/msa.pdf');
"##,
    ),
    (
        "sdk-js",
        Fmt("xata"),
        r##"export const xata = new XataClient({
  databaseURL: 'https://acme-r2d2f1.eu-central-1.xata.sh/db/shop',
  apiKey: '{V}',
  branch: 'main',
});
"##,
    ),
    (
        "sdk-js",
        Pw,
        r##"const transporter = nodemailer.createTransport({
  host: 'smtp.mailhost.example',
  port: 465,
  secure: true,
  auth: { user: 'notifications@shop.example', pass: '{V}' },
});
"##,
    ),
    (
        "sdk-js",
        Fmt("fauna"),
        r##"const client = new Client({ secret: '{V}', endpoint: new URL('https://db.fauna.com') });
"##,
    ),
    // SDK clients in Python
    (
        "sdk-python",
        Fmt("mem0"),
        r##"from mem0 import MemoryClient

memory = MemoryClient(api_key="{V}")
memory.add(messages, user_id="alex")
"##,
    ),
    (
        "sdk-python",
        Fmt("fal"),
        r##"import fal_client
os.environ["FAL_KEY"] = "{V}"
result = fal_client.subscribe("fal-ai/flux/dev", arguments={"prompt": "a lighthouse"})
"##,
    ),
    (
        "sdk-python",
        Fmt("runpod"),
        r##"import runpod

runpod.api_key = "{V}"
endpoint = runpod.Endpoint("vllm-8b-prod")
"##,
    ),
    (
        "sdk-python",
        Pw,
        r##"conn = pymssql.connect(server="sql03.corp.example", user="etl", password="{V}", database="Staging")
"##,
    ),
    (
        "sdk-python",
        Fmt("alpaca"),
        r##"trading = TradingClient("PKX4N2Q8Z1R7W3M5B0TV", "{V}", paper=True)
"##,
    ),
    // SDK clients in Ruby, PHP and Go
    (
        "sdk-other",
        Fmt("klaviyo"),
        r##"KlaviyoAPI.configure do |config|
  config.api_key['Klaviyo-API-Key'] = "Klaviyo-API-Key {V}"
end
"##,
    ),
    (
        "sdk-other",
        Fmt("pubnub secret"),
        r##"$pnconf = new PNConfiguration();
$pnconf->setSubscribeKey("sub-c-2f0c3a18-4d6e-4b1a-9c3e-7a5b8d2e1f09");
$pnconf->setPublishKey("pub-c-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d");
$pnconf->setSecretKey("{V}");
"##,
    ),
    (
        "sdk-other",
        Fmt("lichess"),
        r##"client := lichess.NewClient(http.DefaultClient)
client.Token = "{V}"
games, _ := client.Games.Export(ctx, "MagnusCarlsen", nil)
"##,
    ),
    (
        "sdk-other",
        Pw,
        r##"Net::SFTP.start('sftp.partner.example', 'exports', password: '{V}') do |sftp|
  sftp.upload!('out/daily.csv', '/incoming/daily.csv')
end
"##,
    ),
    (
        "sdk-other",
        Fmt("cal.com"),
        r##"$response = Http::withToken('{V}')
    ->get('https://api.cal.com/v2/bookings', ['status' => 'upcoming']);
"##,
    ),
    // CI configuration files
    (
        "ci-config",
        Pw,
        r##"pipelines:
  default:
    - step:
        name: Integration tests
        services: [postgres]
definitions:
  services:
    postgres:
      image: postgres:16
      variables:
        POSTGRES_PASSWORD: '{V}'
"##,
    ),
    (
        "ci-config",
        Tok,
        r##"steps:
  - name: publish
    image: plugins/docker
    settings:
      repo: registry.example.io/shop/web
      username: ci
      password: {V}
"##,
    ),
    (
        "ci-config",
        Fmt("checkly"),
        r##"- task: Bash@3
  displayName: Run synthetic checks
  inputs:
    targetType: inline
    script: npx checkly test --record
  env:
    CHECKLY_API_KEY: {V}
    CHECKLY_ACCOUNT_ID: 4c9a2b7e-1d3f-4e5a-9b8c-7d6e5f4a3b2c
"##,
    ),
    (
        "ci-config",
        Keyed,
        r##"apiVersion: tekton.dev/v1
kind: Task
metadata:
  name: smoke
spec:
  steps:
    - name: run
      image: curlimages/curl
      env:
        - name: {K}
          value: "{V}"
"##,
    ),
    // Backup tools
    (
        "backup-config",
        Pw,
        r##"#!/bin/sh
export BORG_REPO=ssh://borg@backup.home.example:2222/./laptop
export BORG_PASSPHRASE='{V}'
borg create --stats ::'{hostname}-{now}' ~/Documents
"##,
    ),
    (
        "backup-config",
        Pw,
        r##"{
  "repository": "s3:https://s3.eu.example/backups-kopia",
  "password": "{V}",
  "policy": { "retention": { "keepDaily": 14 } }
}
"##,
    ),
    (
        "backup-config",
        Pw,
        r##"PASSPHRASE="{V}" duplicity --full-if-older-than 1M /srv/www sftp://backup@nas.local//volume1/www
"##,
    ),
    // Kubernetes client configuration and Helm invocations
    (
        "kubernetes-client",
        Jwt,
        r##"users:
- name: ci-deployer@prod-eu
  user:
    token: {V}
contexts:
- context: {cluster: prod-eu, user: ci-deployer@prod-eu, namespace: shop}
  name: prod-eu
"##,
    ),
    (
        "kubernetes-client",
        Pw,
        r##"$ helm upgrade --install keycloak bitnami/keycloak -n auth \
    --set auth.adminUser=admin \
    --set auth.adminPassword={V} \
    --set postgresql.enabled=true
"##,
    ),
    (
        "kubernetes-client",
        Keyed,
        r##"$ kubectl create secret generic api-env -n shop --from-literal={K}={V} --dry-run=client -o yaml | kubectl apply -f -
secret/api-env configured
"##,
    ),
    // SQL scripts that create or change credentials
    (
        "sql-script",
        Pw,
        r##"CREATE LOGIN [report_reader] WITH PASSWORD = N'{V}', CHECK_POLICY = OFF;
GO
CREATE USER [report_reader] FOR LOGIN [report_reader];
"##,
    ),
    (
        "sql-script",
        Pw,
        r##"ALTER USER etl_loader IDENTIFIED BY "{V}" ACCOUNT UNLOCK;
GRANT CREATE SESSION TO etl_loader;
"##,
    ),
    (
        "sql-script",
        Pw,
        r##"CREATE USER looker_svc PASSWORD = '{V}' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;
"##,
    ),
    (
        "sql-script",
        Fmt("quay robot"),
        r##"-- registry mirror credentials used by the sync job
INSERT INTO registry_credentials (registry, username, secret)
VALUES ('quay.io', 'acme+mirror_bot', '{V}');
"##,
    ),
    // Spreadsheet and CSV exports
    (
        "csv-export",
        Pw,
        r##"hostname,ip,role,admin_user,admin_password,owner
pdu-a3,10.8.1.13,pdu,apc,{V},facilities
"##,
    ),
    (
        "csv-export",
        Pw,
        r##"url,username,password,httpRealm,formActionOrigin,guid,timeCreated
https://portal.insurer.example,{U},{V},,https://portal.insurer.example,{a1b2c3d4-0000-4000-8000-123456789abc},1733140000000
"##,
    ),
    (
        "csv-export",
        Tok,
        r##"name,service,key,created
ingest-prod,metrics,{V},2026-11-02
"##,
    ),
    // Prose in other languages
    (
        "prose-german",
        Pw,
        r##"Hallo Jana,

das neue Passwort für das Lager-Terminal lautet {V}. Bitte nach dem ersten Login ändern.

Viele Grüße
Matthias
"##,
    ),
    (
        "prose-spanish",
        Pw,
        r##"Buenas, te paso los accesos del panel: usuario {U}, contraseña {V}. Cualquier cosa me avisas.
"##,
    ),
    (
        "prose-french",
        Tok,
        r##"Salut l'équipe, voici la clé d'API pour l'environnement de recette : {V}
Merci de ne pas la committer !
"##,
    ),
    (
        "prose-french",
        Pw,
        r##"Bonjour Camille,
Le mot de passe provisoire de ta session sur le poste d'accueil est {V} — pense à le changer.
Bonne journée,
Hugo
"##,
    ),
    (
        "prose-portuguese",
        Pw,
        r##"Oi Rafa! A senha do roteador da loja agora é {V} (troquei ontem depois da visita do técnico).
"##,
    ),
    (
        "prose-japanese",
        Pw,
        r##"お疲れさまです。検証環境のDBパスワードは {V} です。共有後は削除してください。
"##,
    ),
    // Code review comments
    (
        "code-review",
        Tok,
        r##"**{U}** reviewed `config/settings.py` line 88
> ```suggestion
> PARTNER_API_KEY = os.environ["PARTNER_API_KEY"]
> ```
This was `PARTNER_API_KEY = "{V}"` before — please rotate it, it's in the history now.
"##,
    ),
    (
        "code-review",
        Pw,
        r##"src/test/resources/application-it.yml, line 14:
  spring.datasource.password: {V}
nit: the integration tests use the same password as staging, can we generate one instead?
"##,
    ),
    // Release notes and changelogs
    (
        "release-notes",
        Pw,
        r##"## [3.4.0] - 2026-11-27
### Changed
- The appliance's default web console password is now `{V}` (was `admin`). Change it on first boot.
"##,
    ),
    (
        "release-notes",
        Tok,
        r##"### Known issues
- Demo mode ships with the shared telemetry key `{V}`; it will be removed in 3.5.
"##,
    ),
    // ChatOps bots and their replies
    (
        "chatops",
        Pw,
        r##"/vault read secret/ops/ilo-console
🤖 vaultbot: secret/ops/ilo-console → username=Administrator password={V} (lease 768h)
"##,
    ),
    (
        "chatops",
        Of(Kind::Registry),
        r##"deploybot  APP  11:03
✅ Rotated publish token for `@acme/ui`. New token: {V}
Stored in CI variable NPM_PUBLISH_TOKEN (masked).
"##,
    ),
    // Password manager and browser exports
    (
        "password-export",
        Pw,
        r##"<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile><Root><Group><Name>Network</Name><Entry><String><Key>Title</Key><Value>NAS</Value></String><String><Key>UserName</Key><Value>admin</Value></String><String><Key>Password</Key><Value ProtectInMemory="True">{V}</Value></String></Entry></Group></Root></KeePassFile>
"##,
    ),
    (
        "password-export",
        Pw,
        r##"{"items":[{"type":1,"name":"Router","login":{"username":"admin","password":"{V}","uris":[{"uri":"http://192.168.1.1"}]}}]}
"##,
    ),
    // Environment files for providers earlier sets did not use
    (
        "env-file",
        Fmt("infisical service token"),
        r##"INFISICAL_TOKEN={V}
INFISICAL_API_URL=https://app.infisical.com/api
"##,
    ),
    (
        "env-file",
        Fmt("deno deploy"),
        r##"DENO_DEPLOY_TOKEN={V}
DENO_PROJECT=acme-edge
"##,
    ),
    (
        "env-file",
        Fmt("appwrite"),
        r##"APPWRITE_ENDPOINT=https://cloud.appwrite.io/v1
APPWRITE_PROJECT_ID=66f2a1b0003c9e7d4a21
APPWRITE_API_KEY={V}
"##,
    ),
    (
        "env-file",
        Keyed,
        r##"# .env.local — do not commit
NEXT_PUBLIC_SITE_URL=http://localhost:3000
{K}="{V}"
"##,
    ),
    (
        "env-file",
        Fmt("maxmind license"),
        r##"GEOIPUPDATE_ACCOUNT_ID=912844
GEOIPUPDATE_LICENSE_KEY={V}
GEOIPUPDATE_EDITION_IDS=GeoLite2-City GeoLite2-ASN
"##,
    ),
    // Task runners
    (
        "task-runner",
        Pw,
        r##"# justfile
db-shell:
    PGPASSWORD={V} psql -h localhost -U app app_dev
"##,
    ),
    (
        "task-runner",
        Tok,
        r##"version: '3'
tasks:
  release:
    env:
      GORELEASER_TOKEN: '{V}'
    cmds:
      - goreleaser release --clean
"##,
    ),
    (
        "task-runner",
        Keyed,
        r##"[env]
{K} = "{V}"
RUST_LOG = "info"

[tools]
node = "22"
"##,
    ),
    // JVM application properties and code
    (
        "jvm-config",
        Pw,
        r##"quarkus.datasource.db-kind=postgresql
quarkus.datasource.username=quarkus
quarkus.datasource.password={V}
quarkus.datasource.jdbc.url=jdbc:postgresql://pg:5432/orders
"##,
    ),
    (
        "jvm-config",
        Pw,
        r##"JSch jsch = new JSch();
Session session = jsch.getSession("deploy", "10.2.0.15", 22);
session.setPassword("{V}");
session.setConfig("StrictHostKeyChecking", "no");
"##,
    ),
    (
        "jvm-config",
        Fmt("adyen"),
        r##"adyen:
  environment: LIVE
  merchant-account: AcmeShopEU
  api-key: {V}
"##,
    ),
    // More providers in configuration and code
    (
        "provider-config",
        Fmt("tinybird"),
        r##"[tinybird]
host = "https://api.europe-west3.gcp.tinybird.co"
token = "{V}"
"##,
    ),
    (
        "provider-config",
        Fmt("intra 42"),
        r##"FT_CLIENT_ID=u-s4t2ud-8b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d
FT_CLIENT_SECRET={V}
"##,
    ),
    (
        "provider-config",
        Fmt("adobe client secret"),
        r##"{
  "client_id": "7d3a1f0e9c8b4a6d5e2f1a0b9c8d7e6f",
  "client_secret": "{V}",
  "scopes": ["openid", "AdobeID", "firefly_api"]
}
"##,
    ),
    (
        "provider-config",
        Fmt("new relic browser"),
        r##"<script type="text/javascript">
window.NREUM||(NREUM={});NREUM.init={privacy:{cookies_enabled:true}};
;NREUM.loader_config={accountID:"4123987",trustKey:"4123987",agentID:"1134455",licenseKey:"{V}",applicationID:"1134455"};
</script>
"##,
    ),
    (
        "provider-config",
        Fmt("brave search"),
        r##"{
  "mcpServers": {
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "{V}" }
    }
  }
}
"##,
    ),
    (
        "provider-config",
        Fmt("clickup"),
        r##"clickup:
  workspace_id: 9012345678
  token: {V}
"##,
    ),
    (
        "provider-config",
        Fmt("trello"),
        r##"TRELLO_KEY=0a1b2c3d4e5f60718293a4b5c6d7e8f9
TRELLO_TOKEN={V}
"##,
    ),
    (
        "provider-config",
        Fmt("polar"),
        r##"polar = Polar(access_token="{V}", server="production")
"##,
    ),
    (
        "provider-config",
        Fmt("dnsimple"),
        r##"LEGO_EMAIL=certs@shop.example
DNSIMPLE_OAUTH_TOKEN={V}
lego --dns dnsimple -d shop.example run
"##,
    ),
    (
        "provider-config",
        Fmt("imagekit"),
        r##"const imagekit = new ImageKit({
  publicKey: 'public_Qm9vX2xrZ2h0c3Ryb2tlMTIz=',
  privateKey: '{V}',
  urlEndpoint: 'https://ik.imagekit.io/acme',
});
"##,
    ),
    (
        "provider-config",
        Fmt("stability"),
        r##"resp = requests.post(
    "https://api.stability.ai/v2beta/stable-image/generate/core",
    headers={"authorization": "Bearer {V}", "accept": "image/*"},
    files={"none": ""},
    data={"prompt": "a red bicycle"},
)
"##,
    ),
    (
        "provider-config",
        Fmt("ibm cloud api key"),
        r##"$ ibmcloud login --apikey {V} -r eu-de -g default
Authenticating...
OK
"##,
    ),
    (
        "provider-config",
        Pw,
        r##"[smtp]
host = mail.provider.example
user = alerts
password = {V}
"##,
    ),
];

/// Password keys: (UPPER_SNAKE, lower or camel case). None is in sets a-k.
const KEYS_PASSWORD: &[(&str, &str)] = &[
    ("MOODLE_DB_PASSWORD", "moodleDbPassword"),
    ("JOOMLA_DB_PASS", "joomla_db_pass"),
    ("SEAFILE_ADMIN_PASSWORD", "seafileAdminPassword"),
    ("GUACAMOLE_DB_PASSWORD", "guacamole_db_password"),
    ("NEXUS_ADMIN_PASS", "nexusAdminPass"),
    (
        "OPENPROJECT_SEED_ADMIN_PASSWORD",
        "openproject_seed_admin_password",
    ),
    ("MATOMO_DATABASE_PASSWORD", "matomoDatabasePassword"),
    ("PIHOLE_WEBPASSWORD", "pihole_webpassword"),
    (
        "KEYCLOAK_BOOTSTRAP_ADMIN_PASSWORD",
        "keycloakBootstrapAdminPassword",
    ),
    ("OMADA_CONTROLLER_PASS", "omada_controller_pass"),
    ("QBITTORRENT_WEBUI_PASSWORD", "qbittorrentWebuiPassword"),
    ("PAPERLESS_ADMIN_PASSWORD", "paperless_admin_password"),
    (
        "TEAMSPEAK_SERVERADMIN_PASSWORD",
        "teamspeakServeradminPassword",
    ),
    (
        "SFTPGO_DEFAULT_ADMIN_PASSWORD",
        "sftpgo_default_admin_password",
    ),
];

/// Token and key names: (UPPER_SNAKE, lower or camel case). None is in sets a-k.
const KEYS_TOKEN: &[(&str, &str)] = &[
    ("HELICONE_API_KEY", "heliconeApiKey"),
    ("LLAMA_CLOUD_API_KEY", "llama_cloud_api_key"),
    ("APIFY_TOKEN", "apifyToken"),
    ("TRIGGER_SECRET_KEY", "trigger_secret_key"),
    ("INNGEST_SIGNING_KEY", "inngestSigningKey"),
    ("XATA_API_KEY", "xata_api_key"),
    ("STYTCH_SECRET", "stytchSecret"),
    ("KLAVIYO_PRIVATE_KEY", "klaviyo_private_key"),
    ("ONESIGNAL_REST_API_KEY", "onesignalRestApiKey"),
    ("ABLY_API_KEY", "ably_api_key"),
    ("LIVEKIT_API_SECRET", "livekitApiSecret"),
    ("RIOT_GAMES_TOKEN", "riot_games_token"),
    ("CORALOGIX_PRIVATE_KEY", "coralogixPrivateKey"),
    ("PLAID_ACCESS_TOKEN", "plaid_access_token"),
    ("RUNPOD_API_KEY", "runpodApiKey"),
    ("MEM0_API_KEY", "mem0_api_key"),
    ("TINYBIRD_ADMIN_TOKEN", "tinybirdAdminToken"),
    ("CHECKLY_API_KEY", "checkly_api_key"),
];

/// User names. None is in sets a-k.
const USERS: &[&str] = &[
    "okonkwo_adm",
    "svc_ledgerbot",
    "ingest_worker7",
    "hkristiansen",
    "pg_archiver",
    "buildagent_win2",
    "lvanderberg",
    "mqtt_gateway5",
    "pos_lane12",
    "reportsvc_ro",
];

/// The value a slot holds for case `i`: its kind, its text, and the span of that text that is
/// the secret.
fn value(rng: &mut Rng, slot: Slot, i: usize) -> (&'static str, String, (usize, usize)) {
    let (kind, v) = match slot {
        Keyed | KeyedB64 => unreachable!("keyed values are drawn with their key"),
        Pw => password(rng, i),
        PwB64 => {
            let (_, p) = password(rng, i);
            ("base64 of a password", b64(p.as_bytes(), false))
        }
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

/// Every labelled case of set l, `PER_CONTEXT` per context.
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

/// Which files of a source's roots it takes: those with one of the extensions, or every file
/// (apt's release files and pyenv's commands have no extension of their own).
#[derive(Clone, Copy)]
enum Take {
    Only(&'static [&'static str]),
    Any,
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

/// The most any one file gives a source: the first 512 KiB of it, cut at a line's end, so that
/// one large file (the Cloud SDK's MD5 sums, a big symbols file) does not fill a source.
const FILE_CAP: usize = 512 << 10;

/// The HTML docs of the newest stable Rust toolchain rustup installed. Sets d, e and g read its
/// books, set j its source pages and error index, set k its std, core, alloc, proc_macro and
/// test API pages; set l reads its release notes and the `std_detect` API pages.
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

/// Set l's clean sources, none read by sets a-k or by the tuning.
fn sources() -> Vec<Source> {
    let docs = rust_docs();
    let dpkg = PathBuf::from("/var/lib/dpkg");
    vec![
        Source {
            // Debian's package database: each installed package's file list and the MD5 sums
            // of its files (hex digests beside paths).
            name: "dpkg_info_file_lists_and_md5sums",
            roots: vec![dpkg.join("info")],
            take: Take::Only(&["list", "md5sums"]),
            skip: &[],
            cap: 12 << 20,
        },
        Source {
            // The same database's maintainer scripts (shell), debconf templates, library
            // symbol and shlibs files, triggers and conffile lists.
            name: "dpkg_info_scripts_symbols_triggers",
            roots: vec![dpkg.join("info")],
            take: Take::Only(&[
                "postinst",
                "preinst",
                "postrm",
                "prerm",
                "config",
                "templates",
                "symbols",
                "shlibs",
                "triggers",
                "conffiles",
            ]),
            skip: &[],
            cap: 7 << 20,
        },
        Source {
            // The architecture-specific Perl trees no set read (set c read
            // `/usr/lib/x86_64-linux-gnu/perl`, set h skipped these two).
            name: "perl_base_and_perl5_arch_modules",
            roots: vec![
                PathBuf::from("/usr/lib/x86_64-linux-gnu/perl-base"),
                PathBuf::from("/usr/lib/x86_64-linux-gnu/perl5"),
            ],
            take: Take::Only(&["pm", "pl", "pod", "ph", "al", "ix"]),
            skip: &[],
            cap: 6 << 20,
        },
        Source {
            // pyenv's own tree (the tuning and set e read only Pythons it installed, under
            // `versions`): its shell commands and hooks, tests, man page, documents and
            // python-build's definitions (download URLs with their SHA-256 sums) and patches.
            name: "pyenv_own_tree_and_python_build",
            roots: vec![PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".pyenv")],
            take: Take::Any,
            skip: &["versions", ".git", "shims", "cache", "sources"],
            cap: 10 << 20,
        },
        Source {
            // The package status file, apt's signed release files (the compressed package
            // lists are not text and are skipped), the Rust release notes and the
            // `std_detect` API pages.
            name: "dpkg_status_apt_release_rust_notes_std_detect",
            roots: vec![
                dpkg.join("status"),
                PathBuf::from("/var/lib/apt/lists"),
                docs.join("releases.md"),
                docs.join("std_detect"),
            ],
            take: Take::Any,
            skip: &["partial", "auxfiles"],
            cap: 4 << 20,
        },
    ]
}

/// Every clean source of set l: its name, its text (files in path order, symlinks not followed,
/// files over 16 MiB, with a NUL byte or not UTF-8 skipped, each file cut to `FILE_CAP`, until
/// the source's cap) and the files taken.
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
                Take::Any => true,
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

    /// Set l's contexts, keys and users are none of sets a-k's (sets d to k keep their tables
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
            ("j", include_str!("heldout_j.rs")),
            ("k", include_str!("heldout_k.rs")),
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

    /// Webhook secrets are drawn only where a context names their webhook, and the file cap
    /// cuts at a line's end.
    #[test]
    fn webhooks_only_by_name_and_files_cut_at_lines() {
        let mut rng = Rng::new(11);
        for _ in 0..2000 {
            let (name, _) = provider(&mut rng, None, false);
            let kind = FORMATS.iter().find(|f| f.0 == name).map(|f| f.1);
            assert_ne!(kind, Some(Kind::Hook), "{name}");
        }
        let long = "abcdefghij\n".repeat(FILE_CAP / 5);
        let cut = capped(&long);
        assert!(cut.len() <= FILE_CAP && cut.ends_with('\n'));
        assert_eq!(capped("short\n"), "short\n");
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
