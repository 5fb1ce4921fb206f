//! Held-out set k of the masker benchmark, recorded in `bench/mask/heldout-k.frozen`.
//!
//! Written and frozen while the masker's rules were being changed for the misses seen on sets
//! a-j, before those changes were measured, by an engineer who read neither the masker's rules,
//! its design table nor its tests and never ran the masker over it: the honest check that those
//! changes generalise, measured once, after they land, by someone else. Only this file, the
//! frozen sets' generator modules (to learn their shape and keep this set's contexts, keys,
//! users, seed and clean sources apart from theirs), the benchmark's README and the providers'
//! own documented token shapes went into it. Like the earlier sets it has two halves:
//!
//! - labelled secrets: contexts written for this set, 40 cases each, weighted to the families
//!   that have been hardest for maskers in general: secrets in prose (chat messages, e-mails,
//!   issue comments, commit messages, Markdown docs, code review comments: "here's the new key:
//!   X", "pwd is X", "use X as the token"), Kubernetes Secret manifests (`data:` in base64 and
//!   `stringData:`) and `kubectl get secret -o yaml|json` output, `base64 -d` output, notebook
//!   cells and outputs, MCP tool results whose text holds a secret, syslog, journald and
//!   plain-text log lines ("using api key X", "auth token=X"), Swift, Kotlin, Objective-C and
//!   Dart code setting headers, camelCase fields (`apiKey`, `clientSecret`, `authToken`) in
//!   JavaScript, TypeScript and Java objects, SDK clients that take their key positionally,
//!   command-line flags (`--token X`, `-p X`), connection strings in many schemes, shell
//!   history, Dockerfiles and Compose files, Terraform variables, unvaulted Ansible variables,
//!   Helm values, GitHub Actions and other CI files and logs, `.netrc`, and more (HTTP requests,
//!   HAR entries, Docker's `config.json`, git remotes, private keys, access logs, systemd units,
//!   editor settings, webhooks, the AWS and other cloud CLIs, Scala, Elixir, Lua, Perl, R,
//!   crontabs, Makefiles, nginx and Apache, Java properties, cloud-init, Packer, backup tools,
//!   IoT configs, Jenkins). Each context is a piece of a file, a log or a paste as it is really
//!   written, the secret where real leaks put it. Values from a generator of its own (SFC64,
//!   Chris Doty-Humphrey's small fast counting generator, from a new seed): set j's table of
//!   provider formats and about thirty more no earlier set drew (PostHog, Honeycomb, Langfuse,
//!   Tavily, Firecrawl, E2B, Browserbase, Modal, Jina, Anyscale, Deepgram, AssemblyAI, Voyage,
//!   Neon's API keys and passwords, Axiom, Paddle, Stripe restricted keys, MailerSend, Depot,
//!   SonarQube project tokens, Cloudsmith, Fastly, Twitch, Slack configuration tokens,
//!   Salesforce sessions, Bitwarden Secrets Manager, Intercom) with their real prefixes and
//!   lengths, JWTs with real JSON claims, PEM blocks with real DER prefixes, random framework
//!   secrets, people's passwords (words and names of its own) and a list of its own of the
//!   low-entropy passwords people really deploy, under keys and users of its own. Every family
//!   has contexts whose value is a low-entropy password under a key or an option that names a
//!   password. No placeholder cases: the frozen format counts only secrets to find.
//! - clean text from sources no earlier set or the tuning read: the npm cache's index and
//!   package documents (`~/.npm/_cacache`: JSON with integrity hashes, tarball URLs and
//!   READMEs; its gzipped tarballs are not text and are skipped), and the stable Rust
//!   toolchain's API pages as rustdoc renders them (`share/doc/rust/html/std`, `core`, and
//!   `alloc`, `proc_macro` and `test`; sets d, e and g read its books, set j its source pages
//!   and error index, so the prose of the `core` and `alloc` pages is, rendered, doc comments
//!   that set j read in source form). Files in path order, each source capped.
//!
//! `airlock-bench-mask heldout-shape k heldout-k.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout k heldout-k.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case.
pub const SEED: u64 = 0x6B6B_5FC6_2026_1206;

/// Cases per context.
const PER_CONTEXT: usize = 40;

/// SFC64 (small fast counting generator): three words of state and a counter, warmed up by
/// twelve rounds from the seed.
struct Rng {
    a: u64,
    b: u64,
    c: u64,
    counter: u64,
}

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut r = Rng {
            a: seed,
            b: seed,
            c: seed,
            counter: 1,
        };
        for _ in 0..12 {
            r.next();
        }
        r
    }
    fn next(&mut self) -> u64 {
        let out = self.a.wrapping_add(self.b).wrapping_add(self.counter);
        self.counter = self.counter.wrapping_add(1);
        self.a = self.b ^ (self.b >> 11);
        self.b = self.c.wrapping_add(self.c << 3);
        self.c = self.c.rotate_left(24).wrapping_add(out);
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

/// A password a person chose: words, names, years, a symbol (words and names of this set's own).
fn person_password(rng: &mut Rng) -> (&'static str, String) {
    const WORDS: &[&str] = &[
        "anchovy",
        "blueberry",
        "cinder",
        "dandelion",
        "eucalyptus",
        "foxglove",
        "granite",
        "hazelnut",
        "iceberg",
        "juniper",
        "kiwi",
        "lantern",
        "marmalade",
        "nebula",
        "oyster",
        "paprika",
        "quokka",
        "rhubarb",
        "saffron",
        "thimble",
        "uplands",
        "velvet",
        "walrus",
        "yodel",
        "zephyr",
        "bagel",
        "cactus",
        "dumpling",
        "gingham",
        "lobster",
        "pistachio",
        "waffle",
    ];
    const NAMES: &[&str] = &[
        "Barnaby",
        "Clementine",
        "Dexter",
        "Frida",
        "Gus",
        "Luna",
        "Milo",
        "Olive",
        "Rufus",
        "Tilly",
    ];
    let a = *rng.one(WORDS);
    let b = *rng.one(WORDS);
    let n = *rng.one(NAMES);
    let year = 1961 + rng.below(66);
    let up = |s: &str| {
        let mut cs = s.chars();
        cs.next()
            .map(|c| c.to_ascii_uppercase().to_string() + cs.as_str())
            .unwrap_or_default()
    };
    let p = match rng.below(12) {
        0 => format!("{n}{:02}!", year % 100),
        1 => format!("{}{}{}", up(a), b, rng.between(1, 99)),
        2 => format!("{a}-{b}-{}", rng.between(1, 999)),
        3 => format!("{n}@{year}"),
        4 => format!("{}!{}", up(a), year),
        5 => format!("{a}{b}{}#", rng.between(0, 9)),
        6 => format!("my{}is{}", up(a), n),
        7 => format!("{}{}{}", n.to_lowercase(), year, up(b)),
        8 => format!("{}.{}{}", up(a), up(b), rng.take(NUM, 2)),
        9 => format!("{}{}*", up(a), rng.take(NUM, 4)),
        10 => format!("{}_{}{}", a, n, rng.between(1, 31)),
        _ => format!("{}{}{}", up(b), rng.take(NUM, 3), a),
    };
    ("person's password", p)
}

/// A low-entropy password of the kind people really deploy (from leaked-password lists and
/// defaults left in place): the kind a rule that wants entropy misses. A list of this set's own.
fn weak_password(rng: &mut Rng) -> (&'static str, String) {
    const WEAK: &[&str] = &[
        "dragon123",
        "master12",
        "sunshine1",
        "ashley123",
        "bailey12",
        "passw0rd!",
        "qwertyuiop",
        "asdfgh123",
        "1qaz2wsx",
        "qazwsx123",
        "abc12345",
        "Password2026",
        "Autumn2026!",
        "Fall2025",
        "Secret123",
        "Test1234!",
        "guest123",
        "adminadmin",
        "toor1234",
        "root1234",
        "oracle123",
        "postgres1",
        "mysql123",
        "redis123",
        "rabbitmq1",
        "tomcat123",
        "weblogic1",
        "vagrant1",
        "ubuntu123",
        "raspberry",
        "pi123456",
        "cisco123",
        "netgear1",
        "welcome123",
        "Welcome2026",
        "letmein!",
        "opensesame",
        "iloveyou",
        "lovely123",
        "charlie1",
        "jordan23",
        "hunter22",
        "soccer12",
        "hockey99",
        "pokemon1",
        "starwars1",
        "batman123",
        "Changeme!",
        "temp1234",
        "Temp2026!",
    ];
    let base = *rng.one(WEAK);
    let p = match rng.below(5) {
        0..=2 => base.to_owned(),
        3 => format!("{base}{}", rng.below(10)),
        _ => format!("{base}#"),
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
    // Chat messages: a secret handed over in prose
    (
        "chat",
        Pw,
        r##"[14:02] <jfournier> whats the pwd for the wiki bot account again
[14:03] <{U}> pwd is {V}
[14:03] <jfournier> thx, rotating it after the migration
"##,
    ),
    (
        "chat",
        Tok,
        r##"Oskar Lindqvist  3:47 PM
here's the new key: {V}
old one is revoked, ping me if the exporter still 401s
"##,
    ),
    (
        "chat",
        Fmt("tavily"),
        r##"**wen.li** — Yesterday at 21:18
use {V} as the token for the search tool until we get our own plan
**{U}** — Yesterday at 21:20
got it, works 👍
"##,
    ),
    (
        "chat",
        Pw,
        r##"<ngozi> can you drop the router login here, the label on the box is worn off
<{U}> user is admin, password {V}
<ngozi> in, thanks
"##,
    ),
    (
        "chat",
        Of(Kind::Ai),
        r##"Teams — #ml-platform
Renata Souza: I set up a shared key for the hackathon, it's {V} (budget capped at $50)
Kwame Asante: 🙏
"##,
    ),
    (
        "chat",
        Pw,
        r##"> Matrix room !ops:chat.example-hq.org
@{U}: the guest wifi changed today btw
@{U}: SSID HQ-Guest, passphrase {V}
@lhamid: ty
"##,
    ),
    // E-mail
    (
        "email",
        Tok,
        r##"From: Dana Whitfield <dana.whitfield@orbitfreight.example>
To: integrations@orbitfreight.example
Subject: Re: sandbox access for the carrier API
Date: Thu, 03 Dec 2026 09:14:52 +0000

Hi team,

As discussed, your API key for the sandbox is {V} and it expires at the end of the quarter.

Best,
Dana
"##,
    ),
    (
        "email",
        Pw,
        r##"Subject: Your temporary VPN credentials
To: {U}@clinic-north.example

Hello,

Your account has been created. Username: {U}
Temporary password: {V}

You will be asked to change it on first login.
IT Service Desk
"##,
    ),
    (
        "email",
        Fmt("mailersend"),
        r##"> On Mon, Nov 30, 2026 at 4:51 PM Felix Brandt wrote:
> > Could you send me the token for the transactional mail account?
>
Sure, it's {V} - please keep it out of the repo this time.
"##,
    ),
    (
        "email",
        Pw,
        r##"Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 7bit

Hi Marguerite, the shared mailbox is back. Login is accounts@ledgerbay.example and the password is now {V} (I reset it this morning).
"##,
    ),
    // Issue comments
    (
        "issue-comment",
        Tok,
        r##"**{U}** commented on Oct 12

Still failing for me with 1.8.2. Repro:

```
export FIRECRAWL_URL=https://api.firecrawl.dev
crawl-cli --api-key {V} https://docs.example.net
```
Output: `Error: 402 Payment Required`
"##,
    ),
    (
        "issue-comment",
        Pw,
        r##"### Steps to reproduce
1. Start the container with the compose file below
2. Log in with `admin` / `{V}`
3. Open Settings → Users, the page is blank

### Expected
The users list.
"##,
    ),
    (
        "issue-comment",
        Fmt("langfuse"),
        r##"@maintainers the tracer drops spans when the secret has a dash? My config:

    LANGFUSE_HOST=https://cloud.langfuse.com
    secret: {V}

(yes I'll rotate it after, just want this fixed)
"##,
    ),
    (
        "issue-comment",
        Pw,
        r##"> Can you share your DSN (with password)?

postgres connections work from psql, only the ORM fails. The password has no special chars, it's {V}, host is db.internal:5432.
"##,
    ),
    // Commit messages
    (
        "commit-message",
        Tok,
        r##"commit 7d41c9e0a8f2b3c6d5e4f1a0b9c8d7e6f5a4b3c2
Author: {U} <{U}@users.noreply.example>
Date:   Tue Nov 24 18:02:11 2026 +0100

    Switch the uploader to the new bucket

    Token for the uploader: {V}
"##,
    ),
    (
        "commit-message",
        Pw,
        r##"Temporarily hardcode the replica password ({V}) until the secret store is back

Revert before release!
"##,
    ),
    (
        "commit-message",
        Of(Kind::Git),
        r##"* 3f9a2c1 (HEAD -> main) ci: use deploy token {V} for the mirror push
* 88be7d0 docs: fix typo in the README
"##,
    ),
    // Markdown docs
    (
        "markdown",
        Pw,
        r##"## Local setup

1. Start the stack with `make up`.
2. Open http://localhost:8080 and sign in as `root` with the password `{V}`.
3. Create a project.
"##,
    ),
    (
        "markdown",
        Tok,
        r##"> **Note**
> The demo tenant's key is {V} — it is rate-limited to 10 requests a minute.

```bash
./demo.sh --tenant acme
```
"##,
    ),
    (
        "markdown",
        Fmt("posthog"),
        r##"### Analytics export

Set the personal API key in the job (ask #data for a new one if this stops working):

| Variable | Value |
|---|---|
| `POSTHOG_HOST` | `https://eu.posthog.com` |
| `POSTHOG_KEY` | `{V}` |
"##,
    ),
    (
        "markdown",
        Pw,
        r##"# Runbook: restoring the CMS

* SSH to `cms-02` as `deploy`
* the MySQL root pw is {V}
* run `./restore.sh latest`
"##,
    ),
    // Code review comments
    (
        "review-comment",
        Tok,
        r##"**{U}** reviewed `services/notify/client.py` line 14
> ```suggestion
> client = Client(token="{V}")
> ```
Please don't inline this, read it from the environment like the others.
"##,
    ),
    (
        "review-comment",
        Pw,
        r##"src/test/resources/application-it.yml:9
  - password: {V}
nit: is this the real staging password? If so it must not be committed.
"##,
    ),
    (
        "review-comment",
        Of(Kind::Pay),
        r##"Gerrit: Patch Set 3: Code-Review-1
(1 comment)
File billing/settings.py:
Line 42: STRIPE_KEY = '{V}'
> This is a live key, not a test one. Please revert and rotate.
"##,
    ),
    // Kubernetes Secret manifests
    (
        "k8s",
        KeyedB64,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: ledger-api-env
  namespace: payments
type: Opaque
data:
  {K}: {V}
  LOG_LEVEL: aW5mbw==
"##,
    ),
    (
        "k8s",
        Keyed,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: worker-config
stringData:
  {K}: "{V}"
  QUEUE_NAME: jobs-default
"##,
    ),
    (
        "k8s",
        PwB64,
        r##"---
apiVersion: v1
kind: Secret
metadata:
  name: pg-replica-auth
  labels:
    app.kubernetes.io/part-of: warehouse
type: kubernetes.io/basic-auth
data:
  username: cmVwbGljYXRvcg==
  password: {V}
"##,
    ),
    (
        "k8s",
        Pw,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: smtp-relay
type: Opaque
stringData:
  smtp.conf: |
    host=mail.relay.internal
    user={U}
    password={V}
"##,
    ),
    (
        "k8s",
        Keyed,
        r##"    spec:
      containers:
        - name: api
          image: registry.internal/api:4.2.0
          env:
            - name: {K}
              value: "{V}"
            - name: PORT
              value: "8080"
"##,
    ),
    // kubectl output
    (
        "kubectl-output",
        KeyedB64,
        r##"$ kubectl get secret app-env -n shop -o yaml
apiVersion: v1
data:
  {K}: {V}
kind: Secret
metadata:
  creationTimestamp: "2026-10-02T08:11:45Z"
  name: app-env
  namespace: shop
  resourceVersion: "4417729"
  uid: 5c0e4f0a-7d44-4b8e-9a31-1b8f0f6c2d17
type: Opaque
"##,
    ),
    (
        "kubectl-output",
        KeyedB64,
        r##"$ kubectl get secret -n data etl-creds -o json
{
    "apiVersion": "v1",
    "data": {
        "{kk}": "{V}"
    },
    "kind": "Secret",
    "metadata": {
        "name": "etl-creds",
        "namespace": "data"
    },
    "type": "Opaque"
}
"##,
    ),
    (
        "kubectl-output",
        Keyed,
        r##"$ kubectl describe pod checkout-7f9c6d8b4-xk2lp | grep -A4 Environment
    Environment:
      {K}:  {V}
      NODE_ENV:  production
    Mounts:
"##,
    ),
    (
        "kubectl-output",
        Pw,
        r##"$ kubectl create secret generic grafana-admin --from-literal=admin-user=admin --from-literal=admin-password={V} --dry-run=client -o yaml
"##,
    ),
    // base64 -d output
    (
        "base64-decode",
        Pw,
        r##"$ kubectl get secret mariadb -o jsonpath='{.data.mariadb-root-password}' | base64 -d
{V}
$ 
"##,
    ),
    (
        "base64-decode",
        Tok,
        r##"root@bastion:~# echo "$ENCODED" | base64 --decode
{V}root@bastion:~# 
"##,
    ),
    (
        "base64-decode",
        Keyed,
        r##"$ kubectl get secret svc-env -o go-template='{{range $k,$v := .data}}{{$k}}={{$v|base64decode}}{{"\n"}}{{end}}'
{K}={V}
TZ=UTC
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
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "loaded config: endpoint=https://api.voyageai.com/v1 key={V}\n"
     ]
    }
   ],
   "source": [
    "print(f\"loaded config: endpoint={cfg.endpoint} key={cfg.key}\")"
   ]
  },
"##,
    ),
    (
        "notebook",
        Pw,
        r##"   "source": [
    "import psycopg2\n",
    "conn = psycopg2.connect(host=\"warehouse.internal\", dbname=\"marts\", user=\"{U}\", password=\"{V}\")\n",
    "cur = conn.cursor()"
   ]
"##,
    ),
    (
        "notebook",
        Of(Kind::Ai),
        r##"   "outputs": [
    {
     "data": {
      "text/plain": [
       "{'provider': 'rerank', 'api_key': '{V}', 'model': 'rerank-2'}"
      ]
     },
     "execution_count": 7,
     "metadata": {},
     "output_type": "execute_result"
    }
   ],
"##,
    ),
    (
        "notebook",
        Keyed,
        r##"   "source": [
    "%env {K}={V}\n",
    "%load_ext autoreload"
   ]
"##,
    ),
    // MCP tool results
    (
        "mcp",
        Keyed,
        r##"{"jsonrpc":"2.0","id":17,"result":{"content":[{"type":"text","text":"Read 3 lines from /srv/app/.env:\n{K}={V}\nPORT=3000\n"}],"isError":false}}
"##,
    ),
    (
        "mcp",
        Tok,
        r##"{"jsonrpc":"2.0","id":"call_8","result":{"content":[{"type":"text","text":"Created service account ci-reader. Its token is {V} (shown once)."}]}}
"##,
    ),
    (
        "mcp",
        Pw,
        r##"{"jsonrpc":"2.0","id":42,"result":{"structuredContent":{"host":"db-primary.internal","port":5432,"user":"{U}","password":"{V}"},"content":[{"type":"text","text":"connection details fetched"}]}}
"##,
    ),
    (
        "mcp",
        Fmt("neon"),
        r##"<- {"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"{\"projects\":[{\"id\":\"quiet-moon-481207\"}],\"api_key_used\":\"{V}\"}"}]}}
"##,
    ),
    (
        "mcp",
        Pw,
        r##"{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"$ cat ~/.my.cnf\n[client]\nuser={U}\npassword={V}\n"}]}}
"##,
    ),
    // syslog lines
    (
        "syslog",
        Tok,
        r##"Dec  4 02:17:33 edge-gw-03 feedsync[2291]: using api key {V} for upstream https://feeds.partner.example
Dec  4 02:17:34 edge-gw-03 feedsync[2291]: fetched 118 items
"##,
    ),
    (
        "syslog",
        Pw,
        r##"<30>1 2026-12-04T06:41:09.221Z nas-01 backupd 811 - - mounting //fs01/archive with username={U},password={V},vers=3.0
"##,
    ),
    (
        "syslog",
        Tok,
        r##"Nov 29 23:59:01 app-7 node[14022]: [auth] refreshed session, auth token={V} expires_in=3600
"##,
    ),
    (
        "syslog",
        Pw,
        r##"Dec 01 08:00:12 mailhub postfix/smtp[3310]: warning: SASL config: smtp_sasl_password_maps entry relay.sendmail.example {U}:{V}
"##,
    ),
    // journald
    (
        "journald",
        Tok,
        r##"$ journalctl -u metrics-agent --since today
Dec 05 10:02:47 obs-node-2 metrics-agent[902]: config loaded (remote_write url=https://prom.example-cloud.net/api/v1/write bearer_token={V})
Dec 05 10:02:47 obs-node-2 metrics-agent[902]: starting 4 shards
"##,
    ),
    (
        "journald",
        Pw,
        r##"Dec 05 03:30:00 db-backup systemd[1]: Starting pg-dump.service...
Dec 05 03:30:00 db-backup pg-dump.sh[44120]: + PGPASSWORD={V} pg_dump -h 10.4.0.12 -U {U} orders
Dec 05 03:31:12 db-backup systemd[1]: pg-dump.service: Deactivated successfully.
"##,
    ),
    (
        "journald",
        Of(Kind::Chat),
        r##"{"__REALTIME_TIMESTAMP":"1764922801123456","_HOSTNAME":"alert-relay","SYSLOG_IDENTIFIER":"alert-relay","MESSAGE":"posting with token {V} to channel C04QX8B2L","PRIORITY":"6"}
"##,
    ),
    // plain-text application logs
    (
        "textlog",
        Tok,
        r##"2026-12-02 14:11:08.402 DEBUG 1 --- [main] c.o.g.GatewayClient : Initialising client with apiKey={V}, timeout=PT30S
"##,
    ),
    (
        "textlog",
        Pw,
        r##"[2026-12-03 01:00:04] production.INFO: Attempting FTP upload to ftp.printshop.example as {U} with password "{V}"
"##,
    ),
    (
        "textlog",
        Fmt("honeycomb"),
        r##"time="2026-12-01T10:15:22Z" level=info msg="otel exporter configured" endpoint=api.honeycomb.io:443 headers="x-honeycomb-team={V}"
"##,
    ),
    (
        "textlog",
        Jwt,
        r##"W/2026-12-04 09:12:55.017 OkHttp: --> GET https://api.fleettrack.example/v2/vehicles
W/2026-12-04 09:12:55.017 OkHttp: Authorization: Bearer {V}
W/2026-12-04 09:12:55.391 OkHttp: <-- 200 OK (374ms)
"##,
    ),
    // Swift
    (
        "swift",
        Tok,
        r##"var request = URLRequest(url: URL(string: "https://api.tidepool.example/v1/readings")!)
request.httpMethod = "POST"
request.setValue("{V}", forHTTPHeaderField: "X-Api-Key")
request.setValue("application/json", forHTTPHeaderField: "Content-Type")
"##,
    ),
    (
        "swift",
        Pw,
        r##"    let credential = URLCredential(user: "{U}", password: "{V}", persistence: .forSession)
    session.delegate?.urlSession?(session, didReceive: challenge) { _, _ in }
"##,
    ),
    (
        "swift",
        Of(Kind::Saas),
        r##"enum Secrets {
    static let analyticsKey = "{V}"
    static let environment = "production"
}
"##,
    ),
    // Kotlin
    (
        "kotlin",
        Tok,
        r##"val client = OkHttpClient.Builder()
    .addInterceptor { chain ->
        chain.proceed(chain.request().newBuilder().header("Authorization", "Token {V}").build())
    }
    .build()
"##,
    ),
    (
        "kotlin",
        Pw,
        r##"    val ds = HikariDataSource().apply {
        jdbcUrl = "jdbc:postgresql://pg.internal:5432/inventory"
        username = "{U}"
        password = "{V}"
    }
"##,
    ),
    (
        "kotlin",
        Of(Kind::Ai),
        r##"private val llm = OpenAiClient(
    "{V}",
    baseUrl = "https://gateway.internal/v1",
)
"##,
    ),
    // Objective-C
    (
        "objc",
        Tok,
        r##"NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
[req setValue:@"{V}" forHTTPHeaderField:@"X-Auth-Token"];
[req setHTTPMethod:@"GET"];
"##,
    ),
    (
        "objc",
        Pw,
        r##"static NSString * const kKeychainFallbackPassword = @"{V}";
static NSString * const kServiceName = @"com.fieldnotes.sync";
"##,
    ),
    (
        "objc",
        Of(Kind::Saas),
        r##"- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [CrashReporter startWithAPIKey:@"{V}"];
    return YES;
}
"##,
    ),
    // Dart
    (
        "dart",
        Tok,
        r##"final response = await http.get(
  Uri.parse('https://api.menuhub.example/v2/items'),
  headers: {'Authorization': 'Bearer {V}', 'Accept': 'application/json'},
);
"##,
    ),
    (
        "dart",
        Pw,
        r##"  final settings = ConnectionSettings(
    host: 'mysql.internal',
    port: 3306,
    user: '{U}',
    password: '{V}',
    db: 'pos',
  );
"##,
    ),
    (
        "dart",
        Fmt("google api key"),
        r##"const firebaseOptions = FirebaseOptions(
  apiKey: '{V}',
  appId: '1:448120934411:android:7d0c7a9e0b3f21a4',
  projectId: 'menuhub-prod',
);
"##,
    ),
    // JavaScript objects with camelCase fields
    (
        "javascript",
        Tok,
        r##"const config = {
  region: 'eu-west-1',
  apiKey: '{V}',
  retries: 3,
};
module.exports = config;
"##,
    ),
    (
        "javascript",
        Pw,
        r##"const pool = mysql.createPool({
  host: process.env.DB_HOST || 'localhost',
  user: '{U}',
  password: '{V}',
  database: 'bookings',
});
"##,
    ),
    (
        "javascript",
        Of(Kind::Saas),
        r##"import Intercom from 'intercom-client';
const client = new Intercom.Client({ tokenAuth: { token: '{V}' } });
"##,
    ),
    (
        "javascript",
        Keyed,
        r##"window.__APP_SETTINGS__ = {"env":"prod","{k}":"{V}","features":["chat","search"]};
"##,
    ),
    // TypeScript
    (
        "typescript",
        Tok,
        r##"export const environment = {
  production: true,
  authToken: '{V}',
  apiBase: 'https://api.carepath.example',
};
"##,
    ),
    (
        "typescript",
        Tok,
        r##"const oauth: OAuthConfig = {
  clientId: '6c1b3f0e-9d2a-4c55-8e7f-0a1b2c3d4e5f',
  clientSecret: '{V}',
  redirectUri: 'https://app.carepath.example/callback',
};
"##,
    ),
    (
        "typescript",
        Of(Kind::Ai),
        r##"import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';

const llm = new OpenAI({ apiKey: '{V}', baseURL: process.env.LLM_BASE });
"##,
    ),
    (
        "typescript",
        Pw,
        r##"  const transporter = nodemailer.createTransport({
    host: 'smtp.mailrelay.example',
    port: 587,
    auth: { user: '{U}', pass: '{V}' },
  });
"##,
    ),
    // Java
    (
        "java",
        Tok,
        r##"    private static final Map<String, String> HEADERS = Map.of(
        "Content-Type", "application/json",
        "X-Api-Key", "{V}");
"##,
    ),
    (
        "java",
        Pw,
        r##"        Properties props = new Properties();
        props.put("mail.smtp.host", "smtp.office-relay.example");
        props.put("mail.smtp.user", "{U}");
        props.put("mail.smtp.password", "{V}");
"##,
    ),
    (
        "java",
        Tok,
        r##"@Bean
public SearchClient searchClient() {
    return new SearchClient("R7KQ2M9XWD", "{V}");
}
"##,
    ),
    // Python SDK clients and settings
    (
        "python",
        Of(Kind::Ai),
        r##"import cohere
from tavily import TavilyClient

co = cohere.ClientV2("{V}")
"##,
    ),
    (
        "python",
        Pw,
        r##"engine = create_engine(
    URL.create("mssql+pyodbc", username="{U}", password="{V}", host="sql01.corp.example", database="crm"),
)
"##,
    ),
    (
        "python",
        Tok,
        r##"def get_client():
    return Minio("s3.internal:9000", "shopfront", "{V}", secure=False)
"##,
    ),
    (
        "python",
        Fmt("e2b"),
        r##">>> from e2b_code_interpreter import Sandbox
>>> sbx = Sandbox(api_key="{V}")
>>> sbx.run_code("print(1)")
"##,
    ),
    // Go
    (
        "go",
        Of(Kind::Pay),
        r##"func main() {
	sc := &client.API{}
	sc.Init("{V}", nil)
	params := &stripe.CustomerListParams{}
"##,
    ),
    (
        "go",
        Pw,
        r##"	cfg := mysql.Config{
		User:   "{U}",
		Passwd: "{V}",
		Net:    "tcp",
		Addr:   "10.9.0.4:3306",
		DBName: "ledger",
	}
"##,
    ),
    (
        "go",
        Tok,
        r##"	client := resty.New().
		SetBaseURL("https://api.shipfast.example").
		SetAuthToken("{V}")
"##,
    ),
    // Ruby
    (
        "ruby",
        Of(Kind::Chat),
        r##"notifier = Slack::Web::Client.new(token: '{V}')
notifier.chat_postMessage(channel: '#deploys', text: "Deployed #{sha}")
"##,
    ),
    (
        "ruby",
        Pw,
        r##"ActionMailer::Base.smtp_settings = {
  address: 'smtp.postbox.example',
  user_name: '{U}',
  password: '{V}',
  authentication: :login
}
"##,
    ),
    // C#
    (
        "csharp",
        Tok,
        r##"var client = new RestClient("https://api.ticketing.example");
var request = new RestRequest("/v3/tickets");
request.AddHeader("X-Api-Key", "{V}");
"##,
    ),
    (
        "csharp",
        Pw,
        r##"    var cs = new SqlConnectionStringBuilder {
        DataSource = "sql-prod-02",
        InitialCatalog = "Payroll",
        UserID = "{U}",
        Password = "{V}",
    };
"##,
    ),
    // PHP
    (
        "php",
        Pw,
        r##"$mail->Host = 'smtp.hostmail.example';
$mail->SMTPAuth = true;
$mail->Username = '{U}';
$mail->Password = '{V}';
"##,
    ),
    (
        "php",
        Of(Kind::Pay),
        r##"<?php
$gateway = new \Payments\Gateway('{V}');
$charge = $gateway->charges->create(['amount' => 2500, 'currency' => 'eur']);
"##,
    ),
    // Rust
    (
        "rust",
        Tok,
        r##"    let client = reqwest::Client::new();
    let res = client
        .get("https://api.fieldops.example/v1/jobs")
        .bearer_auth("{V}")
        .send()
        .await?;
"##,
    ),
    (
        "rust",
        Pw,
        r##"    let opts = PgConnectOptions::new()
        .host("pg-analytics.internal")
        .username("{U}")
        .password("{V}")
        .database("events");
"##,
    ),
    // Command-line flags
    (
        "cli-flags",
        Tok,
        r##"$ depot build --project 9x2kq7m4 --token {V} -t registry.example/app:latest --push .
"##,
    ),
    (
        "cli-flags",
        Pw,
        r##"$ mysqldump -h 127.0.0.1 -u {U} -p{V} --single-transaction shop > shop.sql
"##,
    ),
    (
        "cli-flags",
        Pw,
        r##"+ sshpass -p {V} rsync -az ./build/ {U}@198.51.100.23:/var/www/site/
"##,
    ),
    (
        "cli-flags",
        Tok,
        r##"ExecStart=/usr/local/bin/tunnel-agent run --hostname edge-04 --auth-token={V} --log-level info
"##,
    ),
    (
        "cli-flags",
        Pw,
        r##"C:\> net use Z: \\fileserver02\projects /user:CORP\{U} {V} /persistent:no
The command completed successfully.
"##,
    ),
    // Connection strings
    (
        "connection-string",
        UrlPw,
        r##"DATABASE_URL=postgresql://{U}:{V}@pg-main.internal:5432/orders?sslmode=require
"##,
    ),
    (
        "connection-string",
        UrlPw,
        r##"spring.data.mongodb.uri=mongodb+srv://{U}:{V}@cluster3.x7kqz.mongodb.net/catalog?retryWrites=true&w=majority
"##,
    ),
    (
        "connection-string",
        UrlPw,
        r##"CELERY_BROKER_URL = "amqps://{U}:{V}@rabbit.internal:5671/jobs"
"##,
    ),
    (
        "connection-string",
        UrlPw,
        r##"cache:
  url: rediss://default:{V}@redis-17821.c2.eu-west-1.cloud.example:17821/0
"##,
    ),
    (
        "connection-string",
        Pw,
        r##"  "ConnectionStrings": {
    "Reporting": "Server=tcp:rpt-sql.database.windows.net,1433;Initial Catalog=rpt;User ID={U};Password={V};Encrypt=True;"
  }
"##,
    ),
    (
        "connection-string",
        UrlPw,
        r##"clickhouse_dsn: clickhouse://{U}:{V}@ch-01.internal:9000/analytics?secure=true
"##,
    ),
    (
        "connection-string",
        UrlPw,
        r##"url = "sqlserver://sql.internal:1433;databaseName=hr;user={U};password={V};encrypt=true"
"##,
    ),
    (
        "connection-string",
        UrlPw,
        r##"NATS_URL=nats://{U}:{V}@nats-0.nats.svc:4222
"##,
    ),
    // Shell history
    (
        "shell-history",
        Keyed,
        r##"  511  cd ~/src/ledger
  512  export {K}={V}
  513  ./scripts/sync.sh --dry-run
"##,
    ),
    (
        "shell-history",
        Pw,
        r##": 1764930112:0;docker login registry.internal:5000 -u {U} -p {V}
: 1764930130:0;docker push registry.internal:5000/tools/ci:3
"##,
    ),
    (
        "shell-history",
        Tok,
        r##"  998  curl -s -H "PRIVATE-TOKEN: {V}" https://git.internal/api/v4/projects | jq '.[].path'
  999  history | tail
"##,
    ),
    (
        "shell-history",
        Pw,
        r##"- cmd: redis-cli -h cache-03 -a {V} --no-auth-warning info replication
  when: 1764931402
"##,
    ),
    // Dockerfiles
    (
        "dockerfile",
        Keyed,
        r##"FROM python:3.12-slim
WORKDIR /app
ENV {K}={V}
COPY requirements.txt .
RUN pip install -r requirements.txt
"##,
    ),
    (
        "dockerfile",
        Tok,
        r##"FROM node:22-bookworm AS build
ARG GH_PACKAGES_TOKEN={V}
RUN npm config set //npm.pkg.github.com/:_authToken=${GH_PACKAGES_TOKEN} && npm ci
"##,
    ),
    (
        "dockerfile",
        Pw,
        r##"FROM mcr.microsoft.com/mssql/server:2022-latest
ENV ACCEPT_EULA=Y \
    MSSQL_SA_PASSWORD={V}
EXPOSE 1433
"##,
    ),
    // Docker Compose
    (
        "compose",
        Keyed,
        r##"services:
  api:
    image: ghcr.io/tidewater/api:2.3
    environment:
      - {K}={V}
      - LOG_FORMAT=json
"##,
    ),
    (
        "compose",
        Pw,
        r##"  db:
    image: mariadb:11
    environment:
      MARIADB_ROOT_PASSWORD: {V}
      MARIADB_DATABASE: wiki
    volumes:
      - dbdata:/var/lib/mysql
"##,
    ),
    (
        "compose",
        Pw,
        r##"  grafana:
    image: grafana/grafana:11.3.0
    environment:
      GF_SECURITY_ADMIN_USER: {U}
      GF_SECURITY_ADMIN_PASSWORD: "{V}"
"##,
    ),
    // Terraform variables and configuration
    (
        "tfvars",
        Keyed,
        r##"region      = "eu-central-1"
{k} = "{V}"
instance_count = 3
"##,
    ),
    (
        "tfvars",
        Pw,
        r##"# prod.auto.tfvars
db_master_username = "{U}"
db_master_password = "{V}"
multi_az           = true
"##,
    ),
    (
        "tfvars",
        Of(Kind::Cloud),
        r##"{
  "environment": "staging",
  "provider_token": "{V}",
  "node_pool_size": 4
}
"##,
    ),
    (
        "terraform",
        Tok,
        r##"provider "datadog" {
  api_key = var.datadog_api_key
  app_key = "{V}"
}
"##,
    ),
    (
        "terraform",
        Pw,
        r##"resource "azurerm_linux_virtual_machine" "jump" {
  name                            = "jump-01"
  admin_username                  = "{U}"
  admin_password                  = "{V}"
  disable_password_authentication = false
"##,
    ),
    // Ansible variables (not vaulted)
    (
        "ansible",
        Keyed,
        r##"# group_vars/webservers.yml
nginx_worker_processes: auto
{k}: "{V}"
deploy_user: www-data
"##,
    ),
    (
        "ansible",
        Pw,
        r##"    - name: Create the application database user
      community.mysql.mysql_user:
        name: "{U}"
        password: "{V}"
        priv: "app.*:ALL"
        state: present
"##,
    ),
    (
        "ansible",
        Pw,
        r##"[dbservers]
db1.internal ansible_user={U} ansible_become_pass={V}
"##,
    ),
    // Helm values
    (
        "helm",
        Keyed,
        r##"extraEnv:
  - name: {K}
    value: {V}
resources:
  limits:
    memory: 512Mi
"##,
    ),
    (
        "helm",
        Pw,
        r##"postgresql:
  enabled: true
  auth:
    username: {U}
    password: {V}
    database: identity
"##,
    ),
    (
        "helm",
        Tok,
        r##"$ helm upgrade --install ingest ./charts/ingest -n obs --set secrets.writeToken={V} --set replicaCount=2
"##,
    ),
    // GitHub Actions
    (
        "github-actions",
        Keyed,
        r##"jobs:
  deploy:
    runs-on: ubuntu-24.04
    environment: production
    env:
      {K}: {V}
    steps:
      - uses: actions/checkout@v4
"##,
    ),
    (
        "github-actions",
        Pw,
        r##"      - name: Log in to the registry
        uses: docker/login-action@v3
        with:
          registry: registry.internal
          username: {U}
          password: {V}
"##,
    ),
    (
        "github-actions",
        Tok,
        r##"      - name: Upload coverage
        run: ./upload.sh
        env:
          UPLOAD_TOKEN: "{V}"
"##,
    ),
    // .netrc
    (
        "netrc",
        Pw,
        r##"machine ftp.archive-mirror.example
  login {U}
  password {V}
"##,
    ),
    (
        "netrc",
        Tok,
        r##"machine api.heroku.com login ops@tidewater.example password {V}
"##,
    ),
    // dotenv files
    (
        "dotenv",
        Keyed,
        r##"# .env.production
NODE_ENV=production
{K}={V}
SENTRY_ENVIRONMENT=prod
"##,
    ),
    (
        "dotenv",
        Pw,
        r##"REDIS_HOST=cache.internal
REDIS_PASSWORD='{V}'
REDIS_DB=2
"##,
    ),
    // Other CI configurations
    (
        "ci-config",
        Tok,
        r##"# bitbucket-pipelines.yml
pipelines:
  default:
    - step:
        script:
          - export ARTIFACT_TOKEN={V}
          - ./gradlew publish
"##,
    ),
    (
        "ci-config",
        Pw,
        r##"# .circleci/config.yml
    docker:
      - image: cimg/postgres:16.2
        environment:
          POSTGRES_USER: {U}
          POSTGRES_PASSWORD: {V}
"##,
    ),
    (
        "ci-config",
        Keyed,
        r##"# azure-pipelines.yml
variables:
  buildConfiguration: Release
  {K}: '{V}'
"##,
    ),
    // YAML application config
    (
        "yaml-config",
        Keyed,
        r##"server:
  port: 8443
integrations:
  {k}: {V}
  timeout_seconds: 20
"##,
    ),
    (
        "yaml-config",
        Pw,
        r##"ldap:
  url: ldaps://dc01.corp.example:636
  bind_dn: cn={U},ou=services,dc=corp,dc=example
  bind_password: {V}
"##,
    ),
    // JSON config
    (
        "json-config",
        Keyed,
        r##"{
  "name": "order-sync",
  "{k}": "{V}",
  "schedule": "*/5 * * * *"
}
"##,
    ),
    (
        "json-config",
        Pw,
        r##"{"smtp":{"host":"smtp.relaymail.example","port":465,"secure":true,"auth":{"user":"{U}","pass":"{V}"}}}
"##,
    ),
    // TOML config
    (
        "toml-config",
        Keyed,
        r##"[service]
name = "thumbnailer"

[service.secrets]
{k} = "{V}"
"##,
    ),
    (
        "toml-config",
        Pw,
        r##"[database]
host = "10.30.1.7"
user = "{U}"
password = "{V}"
pool = 16
"##,
    ),
    // INI config
    (
        "ini-config",
        Pw,
        r##"[client]
host     = db-ro.internal
user     = {U}
password = {V}
"##,
    ),
    (
        "ini-config",
        Keyed,
        r##"[integrations]
enabled = true
{k} = {V}
"##,
    ),
    // XML config
    (
        "xml-config",
        Pw,
        r##"<Resource name="jdbc/OrdersDB" auth="Container" type="javax.sql.DataSource"
          username="{U}" password="{V}"
          driverClassName="org.postgresql.Driver" url="jdbc:postgresql://pg.internal/orders"/>
"##,
    ),
    (
        "xml-config",
        Tok,
        r##"<appSettings>
  <add key="Environment" value="Production" />
  <add key="PartnerApiToken" value="{V}" />
</appSettings>
"##,
    ),
    // HTTP requests
    (
        "http-request",
        Tok,
        r##"POST /v1/events HTTP/1.1
Host: intake.metricsbay.example
Content-Type: application/json
X-Api-Key: {V}
Content-Length: 112
"##,
    ),
    (
        "http-request",
        Basic,
        r##"GET /artifactory/api/storage/libs-release HTTP/1.1
Host: repo.internal
Authorization: Basic {V}
User-Agent: gradle/8.10
"##,
    ),
    (
        "http-request",
        Tok,
        r##"> GET /api/v2/orders?limit=50 HTTP/2
> Host: api.shopline.example
> user-agent: curl/8.5.0
> authorization: Bearer {V}
> accept: */*
"##,
    ),
    // curl
    (
        "curl",
        Pw,
        r##"curl -u {U}:{V} -X POST https://jenkins.internal/job/nightly/build
"##,
    ),
    (
        "curl",
        Tok,
        r##"curl --request GET \
  --url 'https://api.courierdesk.example/v1/shipments?status=open' \
  --header 'x-access-token: {V}'
"##,
    ),
    // httpie and wget
    (
        "http-cli",
        Tok,
        r##"$ http POST https://api.formstack.example/v2/forms Authorization:"Bearer {V}" name=intake
"##,
    ),
    (
        "http-cli",
        Pw,
        r##"wget --user={U} --password={V} https://downloads.vendor-portal.example/releases/agent-5.2.tar.gz
"##,
    ),
    // PowerShell
    (
        "powershell",
        Pw,
        r##"$secpass = ConvertTo-SecureString "{V}" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ("CORP\{U}", $secpass)
"##,
    ),
    (
        "powershell",
        Tok,
        r##"$headers = @{ "Authorization" = "Bearer {V}"; "Content-Type" = "application/json" }
Invoke-RestMethod -Uri "https://api.assetreg.example/v1/devices" -Headers $headers
"##,
    ),
    // SQL
    (
        "sql",
        Pw,
        r##"CREATE USER {U} WITH LOGIN PASSWORD '{V}' VALID UNTIL '2027-06-30';
GRANT CONNECT ON DATABASE billing TO {U};
"##,
    ),
    (
        "sql",
        Tok,
        r##"UPDATE tenant_settings SET value = '{V}' WHERE tenant_id = 88 AND name = 'webhook_signing_secret';
"##,
    ),
    // URLs with tokens in the query
    (
        "url",
        UrlTok,
        r##"https://hooks.formrelay.example/v1/ingest?source=website&access_token={V}
"##,
    ),
    (
        "url",
        UrlPw,
        r##"ftp://{U}:{V}@ftp.printvendor.example/incoming/2026-12/
"##,
    ),
    (
        "url",
        Sas,
        r##"$ azcopy copy ./exports "https://mediastore42.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2027-01-31T00:00:00Z&spr=https&sig={V}" --recursive
"##,
    ),
    // Stack traces
    (
        "stacktrace",
        Pw,
        r##"Traceback (most recent call last):
  File "/srv/etl/load.py", line 88, in <module>
    conn = connect(host="10.2.0.5", user="{U}", password="{V}")
  File "/srv/etl/.venv/lib/python3.12/site-packages/pymysql/connections.py", line 361, in __init__
pymysql.err.OperationalError: (2003, "Can't connect to MySQL server on '10.2.0.5'")
"##,
    ),
    (
        "stacktrace",
        Tok,
        r##"Exception in thread "main" com.vendor.sdk.AuthException: invalid credentials for key {V}
	at com.vendor.sdk.Client.authenticate(Client.java:211)
	at com.acme.sync.Main.main(Main.java:34)
"##,
    ),
    // HAR and browser copies
    (
        "har",
        Tok,
        r##"          {
            "name": "x-session-token",
            "value": "{V}"
          },
"##,
    ),
    (
        "har",
        Jwt,
        r##"fetch("https://app.rosterly.example/api/shifts?week=49", {
  "headers": {
    "accept": "application/json",
    "authorization": "Bearer {V}"
  },
  "method": "GET"
});
"##,
    ),
    // Docker's config.json
    (
        "docker-config",
        Basic,
        r##"{
  "auths": {
    "registry.internal:5000": {
      "auth": "{V}"
    }
  }
}
"##,
    ),
    (
        "docker-config",
        Pw,
        r##"$ echo {V} | docker login ghcr.io -u {U} --password-stdin
Login Succeeded
"##,
    ),
    // git remotes and credentials
    (
        "git-credentials",
        UrlTok,
        r##"[remote "origin"]
	url = https://oauth2:{V}@git.internal/platform/infra.git
	fetch = +refs/heads/*:refs/remotes/origin/*
"##,
    ),
    (
        "git-credentials",
        UrlPw,
        r##"https://{U}:{V}@bitbucket.internal
"##,
    ),
    // Private keys
    (
        "private-key",
        Pem("\n"),
        r##"$ cat ~/.ssh/deploy_key
{V}
"##,
    ),
    (
        "private-key",
        Pem("\\n"),
        r##"{"type":"service_account","project_id":"orbit-data-441","private_key_id":"3b9e0f1c2d4a","private_key":"{V}\n","client_email":"etl@orbit-data-441.iam.gserviceaccount.com"}
"##,
    ),
    // Access logs with tokens in the query
    (
        "access-log",
        UrlTok,
        r##"203.0.113.41 - - [04/Dec/2026:11:02:17 +0000] "GET /export.csv?api_key={V}&from=2026-11-01 HTTP/1.1" 200 88412 "-" "python-requests/2.32.3"
"##,
    ),
    (
        "access-log",
        UrlPw,
        r##"10.0.4.17 - - [04/Dec/2026:11:04:51 +0000] "GET /login?user={U}&password={V} HTTP/1.1" 302 0 "-" "Mozilla/5.0"
"##,
    ),
    (
        "http-request",
        Pw,
        r##"POST /session HTTP/1.1
Host: portal.benefitsline.example
Content-Type: application/x-www-form-urlencoded

login={U}&password={V}&remember=1
"##,
    ),
    (
        "private-key",
        Pw,
        r##"$ openssl genpkey -algorithm RSA -aes-256-cbc -pass pass:{V} -out signing.key
"##,
    ),
    (
        "har",
        Pw,
        r##"        "postData": {
          "mimeType": "application/json",
          "text": "{\"email\":\"{U}@rosterly.example\",\"password\":\"{V}\"}"
        },
"##,
    ),
    // systemd units and drop-ins
    (
        "systemd",
        Keyed,
        r##"[Service]
Environment="{K}={V}"
ExecStart=/opt/sync/bin/sync --config /etc/sync.yml
"##,
    ),
    (
        "systemd",
        Pw,
        r##"# /etc/systemd/system/mnt-media.mount
[Mount]
What=//nas.lan/media
Where=/mnt/media
Options=username={U},password={V},uid=1000
"##,
    ),
    // Editor and IDE settings
    (
        "ide-config",
        Pw,
        r##"{
  "sqltools.connections": [
    { "name": "prod-ro", "driver": "PostgreSQL", "server": "pg-ro.internal", "username": "{U}", "password": "{V}" }
  ]
}
"##,
    ),
    (
        "ide-config",
        Tok,
        r##"{
  "editor.formatOnSave": true,
  "rest-client.environmentVariables": {
    "prod": { "baseUrl": "https://api.fieldops.example", "token": "{V}" }
  }
}
"##,
    ),
    // CI job logs
    (
        "ci-log",
        Tok,
        r##"2026-12-04T10:41:07.1192830Z ##[group]Run ./deploy.sh
2026-12-04T10:41:07.1193311Z + ./cli deploy --env prod --api-token {V}
2026-12-04T10:41:09.8801221Z Deployed revision 412
"##,
    ),
    (
        "ci-log",
        Pw,
        r##"$ echo "Using DB_PASS=$DB_PASS"
Using DB_PASS={V}
$ ./migrate up
"##,
    ),
    // Webhooks
    (
        "webhook",
        SlackHook,
        r##"# alertmanager.yml (on-call rota 2026-Q4)
global:
  resolve_timeout: 4m
  slack_api_url: '{V}'
route:
  receiver: oncall-slack
"##,
    ),
    (
        "webhook",
        DiscordHook,
        r##"notifier:
  kind: discord
  url: {V}
"##,
    ),
    (
        "webhook",
        Pw,
        r##"receivers:
  - name: ops-mail
    email_configs:
      - to: ops@lumenport.example
        auth_username: {U}
        auth_password: {V}
"##,
    ),
    // AWS CLI files and output
    (
        "aws-cli",
        AwsSecret,
        r##"[profile billing-prod]
aws_access_key_id = AKIAZ3QXW7RTN4K2MPLB
aws_secret_access_key = {V}
region = eu-west-1
"##,
    ),
    (
        "aws-cli",
        Pw,
        r##"$ aws rds create-db-instance --db-instance-identifier reports --engine postgres --master-username {U} --master-user-password {V} --allocated-storage 50
"##,
    ),
    // Other cloud CLIs
    (
        "cloud-cli",
        Tok,
        r##"$ doctl auth init --context prod --access-token {V}
Validating token... ✔
"##,
    ),
    (
        "cloud-cli",
        Pw,
        r##"PS> az vm create -g rg-build -n agent-07 --image Ubuntu2204 --admin-username {U} --admin-password {V}
"##,
    ),
    (
        "cloud-cli",
        AzureKey,
        r##"$ az storage blob upload --account-name mediastore42 --account-key {V} -c thumbs -f ./a.png
"##,
    ),
    // Scala
    (
        "scala",
        Pw,
        r##"  val xa = Transactor.fromDriverManager[IO](
    "org.postgresql.Driver", "jdbc:postgresql://pg.internal/events", "{U}", "{V}", None
  )
"##,
    ),
    // Elixir
    (
        "elixir",
        Pw,
        r##"config :ledger, Ledger.Repo,
  username: "{U}",
  password: "{V}",
  hostname: "db.internal",
  pool_size: 10
"##,
    ),
    (
        "elixir",
        AwsSecret,
        r##"config :ex_aws, :s3,
  access_key_id: "AKIA6ODU5DHT7VUHNZ2M",
  secret_access_key: "{V}"
"##,
    ),
    // Lua
    (
        "lua",
        Pw,
        r##"local red = redis:new()
red:connect("10.0.0.21", 6379)
local ok, err = red:auth("{V}")
"##,
    ),
    // Perl
    (
        "perl",
        Pw,
        r##"my $dbh = DBI->connect("DBI:mysql:database=crm;host=db.internal", "{U}", "{V}", { RaiseError => 1 });
"##,
    ),
    // R
    (
        "r",
        Pw,
        r##"con <- dbConnect(RPostgres::Postgres(), dbname = "surveys", host = "pg.internal",
                 user = "{U}", password = "{V}")
"##,
    ),
    (
        "r",
        Tok,
        r##"Sys.setenv(MAPS_TOKEN = "{V}")
geo <- geocode_batch(addresses)
"##,
    ),
    // crontab
    (
        "crontab",
        Pw,
        r##"# m h dom mon dow command
15 2 * * * PGPASSWORD={V} /usr/bin/pg_dump -U {U} -h localhost shop | gzip > /backup/shop.sql.gz
"##,
    ),
    // Makefiles
    (
        "makefile",
        Tok,
        r##"publish:
	twine upload --repository-url https://pypi.internal/simple -u __token__ -p {V} dist/*
"##,
    ),
    (
        "makefile",
        Pw,
        r##"DB_USER ?= {U}
DB_PASSWORD ?= {V}

migrate:
	migrate -database "mysql://$(DB_USER):$(DB_PASSWORD)@tcp(localhost:3306)/app" up
"##,
    ),
    // nginx and Apache
    (
        "nginx",
        Tok,
        r##"    location /upstream/ {
        proxy_set_header X-Upstream-Key "{V}";
        proxy_pass https://backend.internal;
    }
"##,
    ),
    (
        "nginx",
        Pw,
        r##"<Location /status>
    AuthLDAPBindDN "cn={U},ou=svc,dc=corp,dc=example"
    AuthLDAPBindPassword "{V}"
</Location>
"##,
    ),
    // Java properties
    (
        "properties",
        Keyed,
        r##"server.port=8080
app.integration.{k}={V}
logging.level.root=INFO
"##,
    ),
    (
        "properties",
        Pw,
        r##"spring.rabbitmq.host=mq.internal
spring.rabbitmq.username={U}
spring.rabbitmq.password={V}
"##,
    ),
    // cloud-init
    (
        "cloud-init",
        Pw,
        r##"#cloud-config
chpasswd:
  expire: false
  users:
    - name: {U}
      password: {V}
      type: text
"##,
    ),
    (
        "cloud-init",
        Keyed,
        r##"#cloud-config
write_files:
  - path: /etc/default/agent
    content: |
      {K}={V}
"##,
    ),
    // Packer
    (
        "packer",
        Pw,
        r##"source "vsphere-iso" "base" {
  vcenter_server = "vc01.lab.internal"
  username       = "{U}@vsphere.local"
  password       = "{V}"
  ssh_password   = "packer"
"##,
    ),
    // Backup tools
    (
        "backup-config",
        Pw,
        r##"[offsite]
type = sftp
host = backup.hetzner-box.example
user = {U}
pass = {V}
"##,
    ),
    (
        "backup-config",
        Pw,
        r##"export RESTIC_REPOSITORY=s3:https://s3.eu-central-1.example.com/restic-prod
export RESTIC_PASSWORD={V}
restic backup /srv
"##,
    ),
    // IoT and MQTT
    (
        "iot-config",
        Pw,
        r##"mqtt:
  broker: mqtts://broker.farmsense.example:8883
  client_id: greenhouse-04
  username: {U}
  password: {V}
"##,
    ),
    (
        "iot-config",
        SharedKey,
        r##"HostName=farmsense-hub.azure-devices.net;DeviceId=greenhouse-04;SharedAccessKey={V}
"##,
    ),
    // Jenkins
    (
        "jenkins",
        Pw,
        r##"    environment {
        NEXUS_USER = '{U}'
        NEXUS_PASS = '{V}'
    }
"##,
    ),
    (
        "jenkins",
        Tok,
        r##"<com.cloudbees.plugins.credentials.impl.StringCredentialsImpl>
  <id>sonar-token</id>
  <secret>{V}</secret>
</com.cloudbees.plugins.credentials.impl.StringCredentialsImpl>
"##,
    ),
    // More prose, logs and tool results, with providers named by their context
    (
        "chat",
        Fmt("browserbase"),
        r##"[11:20] <pmarsh> the scraper CI job needs a browser key
[11:21] <{U}> try {V}, it's the team one
"##,
    ),
    (
        "chat",
        Fmt("bitwarden secrets manager"),
        r##"Hannah Cole  9:03 AM
machine account for the runners is set up, access token: {V}
Hannah Cole  9:03 AM
bws secret list should work now
"##,
    ),
    (
        "email",
        Fmt("salesforce"),
        r##"Hi Rob,

I pulled a session from the sandbox org so you can test the bulk API without SSO:
{V}
It will time out after two hours of inactivity.

— Ines
"##,
    ),
    (
        "issue-comment",
        Fmt("deepgram"),
        r##"<details><summary>config.json</summary>

```json
{ "stt": { "provider": "deepgram", "apiKey": "{V}", "model": "nova-3" } }
```
</details>
"##,
    ),
    (
        "markdown",
        Fmt("modal"),
        r##"## Deploying the worker

```sh
modal token set --token-id ak-Qh3fZp81LmW2cXr7Tn0bYd --token-secret {V}
modal deploy worker.py
```
"##,
    ),
    (
        "textlog",
        Fmt("axiom"),
        r##"2026/12/04 17:44:02 [vector] sink "axiom" configured: dataset=edge-logs token={V}
"##,
    ),
    (
        "syslog",
        Fmt("twitch"),
        r##"Dec  6 20:01:44 streambox chatbot[1207]: oauth: exchanging code with client_secret={V} for client 9ck2f0aqwq1yv4sb
"##,
    ),
    (
        "mcp",
        Fmt("paddle"),
        r##"{"jsonrpc":"2.0","id":23,"result":{"content":[{"type":"text","text":"Environment of service billing-worker:\n  PADDLE_ENV=live\n  PADDLE_API_KEY={V}\n"}]}}
"##,
    ),
    (
        "mcp",
        Fmt("intercom"),
        r##"{"jsonrpc":"2.0","id":"tool-31","result":{"content":[{"type":"text","text":"Found 1 secret in workspace settings: name=support_inbox_token value={V}"}],"isError":false}}
"##,
    ),
    (
        "notebook",
        Fmt("assemblyai"),
        r##"   "source": [
    "import assemblyai as aai\n",
    "aai.settings.api_key = \"{V}\"\n",
    "transcript = aai.Transcriber().transcribe(\"call-0412.mp3\")"
   ]
"##,
    ),
    (
        "kubectl-output",
        Fmt("jina"),
        r##"$ kubectl exec deploy/embedder -- printenv | grep -i jina
JINA_API_KEY={V}
"##,
    ),
    (
        "shell-history",
        Fmt("anyscale"),
        r##"  204  pip install -U anyscale
  205  anyscale login --token {V}
  206  anyscale job submit -f job.yaml
"##,
    ),
    (
        "ci-config",
        Fmt("sonarqube project"),
        r##"sonar:
  stage: test
  script:
    - sonar-scanner -Dsonar.projectKey=ledger -Dsonar.host.url=https://sonar.internal -Dsonar.token={V}
"##,
    ),
    (
        "javascript",
        Fmt("stripe restricted"),
        r##"const stripe = require('stripe')('{V}');
const sessions = await stripe.checkout.sessions.list({ limit: 3 });
"##,
    ),
    (
        "textlog",
        Fmt("slack config"),
        r##"[2026-12-02T08:12:40Z] INFO manifest-sync: rotating config token, new token={V} (expires in 12h)
"##,
    ),
    (
        "base64-decode",
        Fmt("neon password"),
        r##"$ echo 'bnBnX...' | base64 -d   # the value of PGPASSWORD from the secret
{V}
"##,
    ),
    (
        "k8s",
        Fmt("voyage"),
        r##"apiVersion: v1
kind: Secret
metadata:
  name: embeddings
stringData:
  voyage-api-key: {V}
"##,
    ),
    (
        "journald",
        Fmt("depot"),
        r##"Dec 06 07:55:10 builder-1 depot-agent[3321]: registered with org token {V}
"##,
    ),
    (
        "swift",
        Fmt("posthog"),
        r##"let config = PostHogConfig(apiKey: "{V}", host: "https://eu.i.posthog.com")
PostHogSDK.shared.setup(config)
"##,
    ),
    (
        "kotlin",
        Fmt("firecrawl"),
        r##"val crawler = FirecrawlApp("{V}")
val page = crawler.scrapeUrl("https://docs.fieldops.example")
"##,
    ),
    (
        "dart",
        Fmt("cloudsmith"),
        r##"final headers = <String, String>{
  'X-Api-Key': '{V}',
};
await dio.get('https://api.cloudsmith.io/v1/packages/acme/flutter/', options: Options(headers: headers));
"##,
    ),
    (
        "objc",
        Fmt("fastly"),
        r##"[request setValue:@"{V}" forHTTPHeaderField:@"Fastly-Key"];
"##,
    ),
    (
        "chat",
        Pw,
        r##"Mara: what's the pw for the shared 1Password vault again?
Ben: it's {V}
Mara: 👍
"##,
    ),
    (
        "email",
        Pw,
        r##"Hi all,

The NAS admin password changed. Old value: hunter2 (disabled)
New value: {V}

Please update your scripts by Friday.
"##,
    ),
    (
        "commit-message",
        Pw,
        r##"    fix(seed): admin user gets password {V} in the demo fixtures
    
    Closes #412
"##,
    ),
];

/// Password keys: (UPPER_SNAKE, lower or camel case). None is in sets a-j.
const KEYS_PASSWORD: &[(&str, &str)] = &[
    ("NEXTCLOUD_ADMIN_PASSWORD", "nextcloudAdminPassword"),
    ("ODOO_DB_PASSWORD", "odoo_db_password"),
    ("ZABBIX_API_PASS", "zabbixApiPass"),
    ("PGBOUNCER_AUTH_PASSWORD", "pgbouncer_auth_password"),
    (
        "OPENSEARCH_DASHBOARDS_PASSWORD",
        "opensearchDashboardsPassword",
    ),
    ("AIRFLOW_WWW_PASSWORD", "airflow_www_password"),
    ("MEMGRAPH_CLUSTER_PASSWORD", "memgraphClusterPassword"),
    ("RESTIC_REPO_PASSWORD", "restic_repo_password"),
    ("SNMP_AUTH_PASSPHRASE", "snmpAuthPassphrase"),
    ("TIMESCALE_OWNER_PASS", "timescale_owner_pass"),
    ("MSSQL_REPORTING_PASSWD", "mssqlReportingPasswd"),
    ("VAULTWARDEN_ADMIN_PASSWORD", "vaultwarden_admin_password"),
    ("INFLUXDB_OPERATOR_PASSWORD", "influxdbOperatorPassword"),
    ("PRINTSHOP_FTP_PASSWORD", "printshop_ftp_password"),
];

/// Token and key names: (UPPER_SNAKE, lower or camel case). None is in sets a-j.
const KEYS_TOKEN: &[(&str, &str)] = &[
    ("POSTHOG_PROJECT_EXPORT_KEY", "posthogProjectExportKey"),
    ("HONEYCOMB_OTLP_INGEST_KEY", "honeycomb_otlp_ingest_key"),
    ("LANGFUSE_SECRET_KEY", "langfuseSecretKey"),
    ("TAVILY_API_KEY", "tavily_api_key"),
    ("FIRECRAWL_API_KEY", "firecrawlApiKey"),
    ("E2B_API_KEY", "e2b_api_key"),
    ("BROWSERBASE_API_KEY", "browserbaseApiKey"),
    ("NEON_API_KEY", "neon_api_key"),
    ("AXIOM_INGEST_TOKEN", "axiomIngestToken"),
    ("PADDLE_API_SECRET", "paddle_api_secret"),
    ("MAILERSEND_API_TOKEN", "mailersendApiToken"),
    ("DEPOT_ORG_TOKEN", "depot_org_token"),
    ("DEEPGRAM_API_KEY", "deepgramApiKey"),
    ("VOYAGE_API_KEY", "voyage_api_key"),
    ("TWITCH_CLIENT_SECRET", "twitchClientSecret"),
    ("INTERCOM_INBOX_TOKEN", "intercom_inbox_token"),
    ("SALESFORCE_SESSION_TOKEN", "salesforceSessionToken"),
    ("BWS_ACCESS_TOKEN", "bws_access_token"),
];

/// User names. None is in sets a-j.
const USERS: &[&str] = &[
    "tkaminski_ops",
    "svc_orderflow",
    "etl_loader3",
    "mbeaumont",
    "replica_sync",
    "grafana_rdr7",
    "ci_release_bot",
    "dvasquez",
    "kafka_admin02",
    "pos_till04",
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

/// Every labelled case of set k, `PER_CONTEXT` per context.
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
/// (the npm cache names its files by their hashes, with no extension).
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

/// The HTML docs of the newest stable Rust toolchain rustup installed. Sets d, e and g read its
/// books, set j its standard library's source pages and error index; set k reads the API pages.
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

/// Set k's clean sources, none read by sets a-j or by the tuning.
fn sources() -> Vec<Source> {
    let docs = rust_docs();
    let npm = PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".npm/_cacache");
    vec![
        Source {
            // npm's content-addressed cache: the index's lines (a hash, then JSON naming the
            // request, its integrity and headers) and the package documents the registry
            // served (JSON with versions, `dist.integrity` and `shasum` hashes, tarball URLs,
            // READMEs). The cached tarballs are gzip, not text, and are skipped.
            name: "npm_cache_index_and_packuments",
            roots: vec![npm.join("index-v5"), npm.join("content-v2")],
            take: Take::Any,
            skip: &["tmp"],
            cap: 6 << 20,
        },
        Source {
            // The standard library's API pages as rustdoc renders them: signatures, doc
            // prose, examples and navigation markup.
            name: "rust_std_api_pages",
            roots: vec![docs.join("std")],
            take: Take::Only(&["html"]),
            skip: &[],
            cap: 8 << 20,
        },
        Source {
            // The core library's API pages.
            name: "rust_core_api_pages",
            roots: vec![docs.join("core")],
            take: Take::Only(&["html"]),
            skip: &[],
            cap: 6 << 20,
        },
        Source {
            // The smaller crates' API pages: proc_macro, test, then alloc to the cap.
            name: "rust_proc_macro_test_alloc_api_pages",
            roots: vec![
                docs.join("proc_macro"),
                docs.join("test"),
                docs.join("alloc"),
            ],
            take: Take::Only(&["html"]),
            skip: &[],
            cap: 4 << 20,
        },
    ]
}

/// Every clean source of set k: its name, its text (files in path order, symlinks not followed,
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

    /// Set k's contexts, keys and users are none of sets a-j's (sets d to j keep their tables
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
