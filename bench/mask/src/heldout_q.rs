//! Held-out set q of the masker benchmark, recorded in `bench/mask/heldout-q.frozen`.
//!
//! Written blind and frozen (on 2026-12-07 at 12:17 UTC) by an engineer who read neither the
//! masker's rules, its design table nor its tests and never ran the masker over it (the
//! README's entries were read, the measured figures of sets m, o and p among them): the honest
//! check that the rules generalise, measured once, by someone else. Only the benchmark's driver (where it
//! registers and freezes sets), the generator module of set p (to learn its shape; its random
//! generator, encodings and table of provider formats are reused, its contexts are not), the
//! opening of `heldout.rs`, the frozen records of every earlier set and the paths their modules
//! name (to keep this set's clean sources apart from theirs), the README's entries and the
//! providers' own documented token shapes went into it. It has three parts:
//!
//! - labelled secrets: contexts written for this set, 15 cases each, each a family of its own,
//!   from families earlier sets used least or not at all: service configurations (PHP, HAProxy,
//!   PgBouncer, Mosquitto, RabbitMQ, Fluent Bit, Logstash, Telegraf, Alertmanager, Grafana,
//!   keepalived, WireGuard, SSSD, nslcd, Postfix, msmtp, fetchmail, mutt, rclone, s3cmd, Samba
//!   credentials, `fstab` CIFS mounts, bitcoind, NuGet, FileZilla); backup tools' environments
//!   (restic, borg, duplicity); cloud CLIs' caches and outputs (AWS STS, `az ad sp`, gcloud,
//!   Vault, 1Password, Bitwarden, Heroku, doctl, `gh auth status`, Stripe's CLI); sources in PHP,
//!   Laravel, Rails, Django, boto3, Go, Rust, C#, VBA, Perl, R, MATLAB, Groovy, Lua, Tcl/Expect,
//!   AppleScript, Solidity and Foundry; logs of nginx, Envoy, journald, Compose, MySQL's general
//!   log, PostgreSQL, MongoDB, `redis-cli monitor`, auditd, `bash -x`, Ansible, Terraform,
//!   Gradle, Maven, npm, pip, git's credential trace, `ps`, Windows' process audit and
//!   PowerShell transcripts; PHP, Python (rich), JDBC, Ruby, .NET and Elixir stack traces; chat,
//!   tickets and mail in Portuguese, Turkish, Dutch, Japanese, Russian, Swedish, Ukrainian,
//!   Danish, Malay, Persian, Tagalog and Norwegian; MCP tool results (file reads, shell, database
//!   rows, browser network); URLs in the amqps, sftp, smb, rtsp, wss, clickhouse, nats, jdbc
//!   and otpauth schemes; zsh, fish and PSReadLine histories; SQL inserts, SQLite dumps, CSV,
//!   TSV, mongoexport and `redis-cli` replies; raw HTTP cookies, proxy authorisation, form
//!   bodies and token responses; CI logs (GitHub Actions, GitLab, CircleCI, Jenkins, Azure
//!   DevOps, Buildkite); password managers' and browsers' CSV exports; dotenv-vault keys,
//!   Jupyter server lists, WordPress salts and PEM keys in JSON, YAML and Ansible vars. Values
//!   from a generator of set p's kind (xoshiro256**, its state filled by SplitMix64) from a new
//!   seed: provider tokens in the shapes their providers document (set p's table and fourteen
//!   more, every one drawn), generic high-entropy keys, base32 TOTP seeds, JWTs with real JSON
//!   claims, PEM private keys with real DER prefixes, passwords in connection strings, and
//!   people's passwords (a list of this set's own) after names that say password.
//! - hard negatives: texts in the same families with nothing to mask (placeholders, template
//!   variables, redacted values, reads of the environment and of secret stores, function calls,
//!   file hashes, commit ids, UUIDs that are ids, base64 images, public keys and the providers'
//!   documented example values); every finding in them is a false one.
//! - clean text from sources no earlier set or the tuning read: the JDK's `jdk.jdi`, its
//!   internal `vm.ci`, `le` (JLine) and `md` (Markdown) modules, and its tools' modules
//!   (`jdk.jlink`, `jdk.jpackage`, `jdk.jdeps`, `jdk.jartool`, `jdk.dynalink`), from the
//!   `src.zip` earlier sets read other modules of. Members in name order, each cut to 256 KiB
//!   and each source capped.
//!
//! `airlock-bench-mask heldout-shape q heldout-q.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout q heldout-q.frozen`
//! is the measurement, to be run once.

use std::path::PathBuf;

use crate::heldout::Case;
use crate::heldout_share::{b64, capped, checksum62, unzip_member, zip_members};

/// The seed that, with the templates below, fixes every labelled case and every negative.
pub const SEED: u64 = 0xA7E1_5C08_93D4_6B2F;

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
    ("github server-to-server token", |r| {
        let body = r.take(AN, 30);
        format!("ghs_{body}{}", checksum62(&body))
    }),
    ("gitlab feed token", |r| {
        format!("glft-{}", r.take(URLSAFE, 20))
    }),
    ("gitlab oauth application secret", |r| {
        format!("gloas-{}", r.take(HX, 64))
    }),
    ("anthropic admin key", |r| {
        format!("sk-ant-admin01-{}AA", r.take(URLSAFE, 93))
    }),
    ("openai admin key", |r| {
        format!("sk-admin-{}", r.take(URLSAFE, 156))
    }),
    ("posthog personal api key", |r| {
        format!("phx_{}", r.take(AN, 43))
    }),
    ("typeform pat", |r| {
        format!("tfp_{}_{}", r.take(AN, 44), r.take(AN, 14))
    }),
    ("frameio token", |r| {
        format!("fio-u-{}", r.take(URLSAFE, 64))
    }),
    ("prefect api key", |r| format!("pnu_{}", r.take(AN, 36))),
    ("readme api key", |r| format!("rdme_{}", r.take(HX, 70))),
    ("dropbox short-lived token", |r| {
        format!("sl.{}", r.take(URLSAFE, 138))
    }),
    ("asana pat", |r| {
        format!(
            "2/{}/{}:{}",
            r.take(NUM, 16),
            r.take(NUM, 16),
            r.take(HX, 32)
        )
    }),
    ("elevenlabs api key", |r| format!("sk_{}", r.take(HX, 48))),
    ("lob live key", |r| format!("live_{}", r.take(HX, 35))),
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
            rng.one(&["joao.m.silva", "a.yilmaz", "mette.h", "haruto.s", "nurul.a"]),
            rng.one(&[
                "loja.example.pt",
                "firma.example.dk",
                "kaisha.example.jp",
                "bedrijf.example.nl"
            ]),
            rng.one(&[
                "auth.loja.example.pt",
                "idp.firma.example.dk",
                "sso.kaisha.example.jp",
                "login.bedrijf.example.nl"
            ]),
            rng.one(&["backoffice", "payroll", "warehouse", "kiosk"]),
            iat + 900 * rng.between(1, 96),
            rng.one(&["owner", "viewer", "orders:write", "helpdesk"])
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
    "Lisboa2026!",
    "Saudade123",
    "Istanbul34!",
    "Sifre2025",
    "Amsterdam2026",
    "Welkom01!",
    "Sakura2025",
    "Tokyo2026!",
    "Parol2025!",
    "Moskva123",
    "Sommar2026",
    "Stockholm1!",
    "Kyiv2025!",
    "Vorota123",
    "Kobenhavn2026",
    "Hygge2025!",
    "Selamat123",
    "Merdeka2026!",
    "Tehran1404!",
    "Mabuhay2025",
    "Maynila123!",
    "Fjord2026!",
    "Bergen123",
    "Winter2026!",
    "Password2026",
    "Summer2025!",
    "Company123!",
    "Helpdesk2026",
    "Laptop2025!",
    "Qwerty!2026",
    "Azerty2025",
    "Zaq12wsx!",
    "Passw0rd2026",
    "Temp1234!",
    "Synology2025!",
    "Camera123!",
    "Backup@2025",
    "Jenkins2026",
    "Mysql2025!",
    "Redis123!",
];

/// Words for people's passwords (English and the set's languages, in ASCII).
const WORDS: &[&str] = &[
    "saudade",
    "praia",
    "laranja",
    "deniz",
    "bulut",
    "kiraz",
    "tulp",
    "fiets",
    "molen",
    "sakura",
    "yuki",
    "neko",
    "beryoza",
    "zvezda",
    "medved",
    "sommar",
    "skog",
    "alg",
    "kalyna",
    "sonyashnyk",
    "hygge",
    "smorrebrod",
    "bolig",
    "harimau",
    "pantai",
    "durian",
    "golnar",
    "baran",
    "setareh",
    "bahay",
    "dagat",
    "araw",
    "fjell",
    "elv",
    "nordlys",
    "thistle",
    "falcon",
    "juniper",
    "quartz",
    "badger",
    "ember",
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
    /// A base32 secret of the given length (a TOTP seed).
    B32Key(usize),
}
use Slot::{
    AwsSecret, B32Key, B64Pw, B64Tok, Basic, Dashed, Every, Fmt, Gen, Hex, Jwt, Letters, PctPw,
    Pem, Pw, Tok, UrlPw, Uuid, Wrap,
};

/// (family, slot, template): `{U}` a user name, `{V}` the secret (once per template), `{KEYID}`
/// an access key id, `{KEYHEX}` forty hex digits.
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // Service configurations
    (
        "php-ini-session-redis",
        UrlPw,
        r##"; /etc/php/8.3/fpm/conf.d/40-session.ini
session.save_handler = redis
session.save_path = "tcp://10.20.0.7:6379?auth[]=shop&auth[]={V}&database=2"
session.gc_maxlifetime = 1440
"##,
    ),
    (
        "android-keystore-properties",
        Pw,
        r##"# keystore.properties (not in git, see README)
storeFile=../keys/upload-keystore.jks
storePassword={V}
keyAlias=upload
"##,
    ),
    (
        "haproxy-userlist",
        Pw,
        r##"userlist stats_users
    group admins users {U}
    user {U} insecure-password {V}

listen stats
    bind :8404
    stats enable
    acl auth_ok http_auth(stats_users)
"##,
    ),
    (
        "pgbouncer-userlist",
        Pw,
        r##"; /etc/pgbouncer/userlist.txt
"pgbouncer" "md5a3f1c0e9d2b84f7a6c5e1d0b9a8f7e6d"
"{U}" "{V}"
"##,
    ),
    (
        "mosquitto-bridge-conf",
        Pw,
        r##"connection bridge-to-cloud
address mqtt.cloud.example.net:8883
remote_clientid edge-gw-04
remote_username {U}
remote_password {V}
topic sensors/# out 1
"##,
    ),
    (
        "rabbitmq-conf",
        Pw,
        r##"## /etc/rabbitmq/rabbitmq.conf
listeners.tcp.default = 5672
default_vhost = /
default_user = {U}
default_pass = {V}
management.tcp.port = 15672
"##,
    ),
    (
        "fluent-bit-output",
        Pw,
        r##"[OUTPUT]
    Name          es
    Match         kube.*
    Host          es.logging.svc
    Port          9200
    HTTP_User     {U}
    HTTP_Passwd   {V}
    tls           On
"##,
    ),
    (
        "logstash-pipeline",
        Pw,
        r##"output {
  elasticsearch {
    hosts => ["https://es01:9200"]
    user => "{U}"
    password => "{V}"
    index => "app-%{+YYYY.MM.dd}"
  }
}
"##,
    ),
    (
        "telegraf-influx-output",
        Gen,
        r##"[[outputs.influxdb_v2]]
  urls = ["http://influx.monitoring:8086"]
  token = "{V}"
  organization = "plant-7"
  bucket = "sensors"
"##,
    ),
    (
        "alertmanager-slack-receiver",
        Fmt("slack webhook url"),
        r##"receivers:
  - name: oncall-slack
    slack_configs:
      - api_url: {V}
        channel: '#alerts-prod'
        send_resolved: true
"##,
    ),
    (
        "grafana-ini",
        Pw,
        r##"[security]
admin_user = admin
admin_password = {V}
disable_gravatar = true

[users]
allow_sign_up = false
"##,
    ),
    (
        "keepalived-conf",
        Pw,
        r##"vrrp_instance VI_1 {
    state MASTER
    interface eth0
    virtual_router_id 51
    priority 150
    authentication {
        auth_type PASS
        auth_pass {V}
    }
}
"##,
    ),
    (
        "wireguard-conf",
        Gen,
        r##"[Interface]
Address = 10.66.0.2/32
PrivateKey = {V}
DNS = 10.66.0.1

[Peer]
PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=
Endpoint = vpn.example.org:51820
"##,
    ),
    (
        "sssd-conf",
        Pw,
        r##"[domain/corp.example]
id_provider = ldap
ldap_uri = ldaps://ldap.corp.example
ldap_default_bind_dn = cn={U},ou=svc,dc=corp,dc=example
ldap_default_authtok_type = password
ldap_default_authtok = {V}
"##,
    ),
    (
        "nslcd-conf",
        Pw,
        r##"# /etc/nslcd.conf
uri ldap://ldap1.lan/
base dc=lan
binddn cn=nss,dc=lan
bindpw {V}
ssl start_tls
"##,
    ),
    (
        "postfix-sasl-passwd",
        Fmt("sendgrid api key"),
        r##"# /etc/postfix/sasl_passwd  (postmap after editing)
[smtp.sendgrid.net]:587 apikey:{V}
"##,
    ),
    (
        "msmtprc",
        Pw,
        r##"account        work
host           smtp.office365.com
port           587
auth           on
user           {U}@contoso.example
password       {V}
from           {U}@contoso.example
"##,
    ),
    (
        "fetchmailrc",
        Pw,
        r##"poll imap.mailbox.example proto IMAP
    user '{U}' there with password '{V}' is 'local' here
    ssl
"##,
    ),
    (
        "muttrc",
        Pw,
        r##"set imap_user = "{U}@posteo.example"
set imap_pass = "{V}"
set folder = "imaps://posteo.example:993"
set spoolfile = "+INBOX"
"##,
    ),
    (
        "rclone-conf",
        AwsSecret,
        r##"[wasabi]
type = s3
provider = Wasabi
access_key_id = {KEYID}
secret_access_key = {V}
endpoint = s3.eu-central-1.wasabisys.com
"##,
    ),
    (
        "s3cmd-cfg",
        AwsSecret,
        r##"[default]
access_key = AKIA{KEYID}
host_base = s3.amazonaws.com
secret_key = {V}
use_https = True
"##,
    ),
    (
        "smb-credentials-file",
        Pw,
        r##"root@nas-client:~# cat /root/.smbcredentials
username={U}
password={V}
domain=WORKGROUP
"##,
    ),
    (
        "fstab-cifs",
        Pw,
        r##"# /etc/fstab
UUID=2f0c8e1a-53d4-4b7e-9c61-0d1e2f3a4b5c / ext4 defaults 0 1
//fs01.lan/scans /mnt/scans cifs username={U},password={V},uid=1000,iocharset=utf8 0 0
"##,
    ),
    (
        "bitcoin-conf",
        Pw,
        r##"server=1
rpcuser={U}
rpcpassword={V}
rpcallowip=127.0.0.1
txindex=1
"##,
    ),
    (
        "nuget-config",
        Pw,
        r##"<packageSourceCredentials>
  <internal-feed>
    <add key="Username" value="{U}" />
    <add key="ClearTextPassword" value="{V}" />
  </internal-feed>
</packageSourceCredentials>
"##,
    ),
    (
        "filezilla-sitemanager",
        B64Pw,
        r##"<Server>
    <Host>ftp.printshop.example</Host>
    <Port>21</Port>
    <User>{U}</User>
    <Pass encoding="base64">{V}</Pass>
    <Name>Druckerei</Name>
</Server>
"##,
    ),
    // Backup tools and their environments
    (
        "restic-env",
        Pw,
        r##"# /etc/restic/env
export RESTIC_REPOSITORY=s3:https://s3.eu-west-1.amazonaws.com/backups-host7
export RESTIC_PASSWORD={V}
"##,
    ),
    (
        "borg-cron",
        Dashed,
        r##"15 3 * * * root BORG_PASSPHRASE='{V}' borg create --stats ssh://borg@backup.lan/./host7::{now} /etc /home
"##,
    ),
    (
        "duplicity-script",
        Pw,
        r##"#!/bin/sh
export PASSPHRASE={V}
duplicity --full-if-older-than 1M /srv/www b2://keyid:appkey@bucket/www
unset PASSPHRASE
"##,
    ),
    // Cloud CLIs' caches and outputs
    (
        "aws-sts-assume-role-output",
        AwsSecret,
        r##"$ aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deployer --role-session-name ci
{
    "Credentials": {
        "AccessKeyId": "ASIA{KEYID}",
        "SecretAccessKey": "{V}",
        "Expiration": "2026-12-07T13:04:11+00:00"
    }
}
"##,
    ),
    (
        "az-ad-sp-create-output",
        Fmt("azure ad client secret"),
        r##"$ az ad sp create-for-rbac --name gh-deployer --role contributor
{
  "appId": "5d2b8c1e-7a4f-4e0b-9c3d-1f2a3b4c5d6e",
  "displayName": "gh-deployer",
  "password": "{V}",
  "tenant": "0e9f8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c"
}
"##,
    ),
    (
        "gcloud-print-access-token",
        Fmt("google oauth access token"),
        r##"{U}@cloudshell:~ (acme-prod)$ gcloud auth print-access-token
{V}
{U}@cloudshell:~ (acme-prod)$
"##,
    ),
    (
        "gcloud-adc-json",
        Fmt("google oauth client secret"),
        r##"{
  "account": "",
  "client_id": "764086051850-6qr4p6gpi6hn506pt8ejuq83di341hur.apps.googleusercontent.com",
  "client_secret": "{V}",
  "quota_project_id": "acme-prod",
  "type": "authorized_user"
}
"##,
    ),
    (
        "vault-kv-get-table",
        Pw,
        r##"$ vault kv get secret/prod/billing-db
======= Metadata =======
Key                Value
---                -----
created_time       2026-11-30T09:12:44.1Z
version            4

====== Data ======
Key         Value
---         -----
password    {V}
username    billing
"##,
    ),
    (
        "op-item-get",
        Pw,
        r##"$ op item get "Router admin" --reveal
ID:          x4kq2m7vn3lp8d6w
Title:       Router admin
Vault:       Home
Fields:
  username:    admin
  password:    {V}
URLs:
  website:     http://192.168.1.1 (primary)
"##,
    ),
    (
        "bitwarden-get-item",
        Pw,
        r##"$ bw get item "Staging DB" | jq .login
{
  "uris": [{"match": null, "uri": "postgres://staging-db.lan"}],
  "username": "{U}",
  "password": "{V}",
  "totp": null
}
"##,
    ),
    (
        "heroku-config-output",
        UrlPw,
        r##"$ heroku config -a shop-api
=== shop-api Config Vars
DATABASE_URL:    postgres://u8f2k1:{V}@ec2-34-250-11-7.eu-west-1.compute.amazonaws.com:5432/d9a1b2
REDIS_TLS_URL:   rediss://:redacted@ec2-52-30-1-2.eu-west-1.compute.amazonaws.com:12345
"##,
    ),
    (
        "doctl-auth-init",
        Fmt("digitalocean pat"),
        r##"$ doctl auth init --context personal -t {V}
Validating token... OK
"##,
    ),
    (
        "gh-auth-status-token",
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
        "stripe-cli-config-list",
        Fmt("stripe restricted key"),
        r##"$ stripe config --list
[default]
device_name = 'build-box'
display_name = 'Acme Ltd'
live_mode_api_key = '{V}'
live_mode_key_expires_at = '2027-03-07'
"##,
    ),
    (
        "kubectl-get-secret-decoded",
        Tok,
        r##"$ kubectl -n payments get secret psp-credentials -o jsonpath='{.data.api-key}' | base64 -d; echo
{V}
"##,
    ),
    // Sources
    (
        "php-pdo",
        Pw,
        r##"<?php
$pdo = new PDO('mysql:host=db.internal;dbname=shop;charset=utf8mb4', 'shop', '{V}', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);
"##,
    ),
    (
        "laravel-database-php",
        Pw,
        r##"        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'username' => env('DB_USERNAME', 'forge'),
            'password' => env('DB_PASSWORD', '{V}'),
        ],
"##,
    ),
    (
        "rails-credentials-decrypted",
        Hex(128),
        r##"$ bin/rails credentials:show
secret_key_base: {V}
aws:
  region: eu-central-1
"##,
    ),
    (
        "django-settings",
        Gen,
        r##"# settings/production.py
DEBUG = False
ALLOWED_HOSTS = ["shop.example.pt"]
SECRET_KEY = "{V}"
"##,
    ),
    (
        "python-boto3-client",
        AwsSecret,
        r##"s3 = boto3.client(
    "s3",
    aws_access_key_id="AKIA{KEYID}",
    aws_secret_access_key="{V}",
    region_name="sa-east-1",
)
"##,
    ),
    (
        "go-sql-open",
        UrlPw,
        r##"	db, err := sql.Open("pgx", "postgres://orders:{V}@pg-orders.internal:5432/orders?sslmode=require")
	if err != nil {
		log.Fatalf("open: %v", err)
	}
"##,
    ),
    (
        "rust-reqwest-bearer",
        Tok,
        r##"    let resp = client
        .get("https://api.partner.example/v2/shipments")
        .bearer_auth("{V}")
        .send()
        .await?;
"##,
    ),
    (
        "csharp-sqlconnection",
        Pw,
        r##"using var conn = new SqlConnection(
    "Server=tcp:erp-sql.database.windows.net,1433;Initial Catalog=erp;User ID={U};Password={V};Encrypt=True;");
await conn.OpenAsync();
"##,
    ),
    (
        "vba-adodb-macro",
        Pw,
        r##"Sub RefreshSales()
    Dim cn As New ADODB.Connection
    cn.Open "Provider=SQLOLEDB;Data Source=ERP01;Initial Catalog=Sales;User Id=sa;Password={V};"
    ' ...
End Sub
"##,
    ),
    (
        "perl-dbi-connect",
        Pw,
        r##"my $dbh = DBI->connect("dbi:Pg:dbname=stats;host=pg2", "report", "{V}",
    { RaiseError => 1, AutoCommit => 1 }) or die $DBI::errstr;
"##,
    ),
    (
        "r-dbconnect",
        Pw,
        r##"con <- DBI::dbConnect(RPostgres::Postgres(),
  dbname = "survey", host = "analytics-db",
  user = "{U}", password = "{V}")
"##,
    ),
    (
        "matlab-weboptions",
        Tok,
        r##"apiKey = '{V}';
opts = weboptions('HeaderFields', {'X-Api-Key', apiKey}, 'Timeout', 30);
data = webread('https://api.meteo.example/v1/stations', opts);
"##,
    ),
    (
        "groovy-jenkins-shared-lib",
        Tok,
        r##"def call(Map args) {
    def registryToken = '{V}'
    sh "docker login -u ci --password-stdin registry.lan <<< ${registryToken}"
}
"##,
    ),
    (
        "terraform-provider-block",
        Fmt("github classic pat"),
        r##"provider "github" {
  owner = "acme-pt"
  token = "{V}"
}
"##,
    ),
    (
        "ansible-host-vars",
        Pw,
        r##"# host_vars/win-build-01.yml
ansible_connection: winrm
ansible_user: Administrator
ansible_password: {V}
ansible_winrm_transport: ntlm
"##,
    ),
    (
        "salt-pillar",
        Pw,
        r##"# /srv/pillar/mysql.sls
mysql:
  server:
    root_user: root
    root_password: {V}
"##,
    ),
    (
        "puppet-hiera",
        Pw,
        r##"---
profile::postgres::db_user: 'inventory'
profile::postgres::db_password: '{V}'
profile::postgres::listen: '*'
"##,
    ),
    (
        "chef-data-bag",
        Pw,
        r##"{
  "id": "smtp",
  "server": "smtp.lan",
  "user": "{U}",
  "password": "{V}"
}
"##,
    ),
    (
        "openresty-lua",
        Tok,
        r##"location /upstream/ {
    access_by_lua_block {
        local api_key = "{V}"
        ngx.req.set_header("X-Api-Key", api_key)
    }
}
"##,
    ),
    (
        "tcl-expect-script",
        Pw,
        r##"#!/usr/bin/expect -f
spawn ssh {U}@switch-core-1
expect "assword:"
send "{V}\r"
expect "#"
send "show running-config\r"
"##,
    ),
    (
        "applescript-shell",
        UrlPw,
        r##"set theResult to do shell script "curl -s -u admin:{V} http://nas.local:5000/webapi/query.cgi"
display dialog theResult
"##,
    ),
    (
        "hardhat-config",
        Hex(64),
        r##"module.exports = {
  solidity: "0.8.24",
  networks: {
    sepolia: {
      url: "https://rpc.sepolia.org",
      accounts: ["0x{V}"],
    },
  },
};
"##,
    ),
    (
        "foundry-env",
        Hex(64),
        r##"# .env for forge script
RPC_URL=https://eth-mainnet.example/v2/public
PRIVATE_KEY=0x{V}
ETHERSCAN_API_KEY=
"##,
    ),
    // Logs
    (
        "nginx-access-log-query",
        Every(0),
        r##"10.1.4.22 - - [07/Dec/2026:10:14:03 +0000] "GET /v1/export?api_key={V}&format=csv HTTP/1.1" 200 48213 "-" "python-requests/2.32.3"
"##,
    ),
    (
        "php-fatal-stack-args",
        Pw,
        r##"PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/app/db.php:12
Stack trace:
#0 /var/www/app/db.php(12): PDO->__construct('mysql:host=db;d...', 'shop', '{V}')
#1 /var/www/app/index.php(4): require('/var/www/app/db...')
#2 {main}
"##,
    ),
    (
        "envoy-access-log-json",
        Basic,
        r##"{"start_time":"2026-12-07T10:22:31.118Z","method":"POST","path":"/api/orders","response_code":201,"authority":"orders.svc","authorization":"Basic {V}","upstream_host":"10.4.2.9:8080"}
"##,
    ),
    (
        "journalctl-output",
        UrlPw,
        r##"Dec 07 09:58:12 app-3 gunicorn[812]: [INFO] Booting worker with pid: 815
Dec 07 09:58:12 app-3 gunicorn[815]: settings: DATABASE_URL=postgres://app:{V}@pg-main.lan:5432/app
Dec 07 09:58:13 app-3 gunicorn[815]: [INFO] Application startup complete.
"##,
    ),
    (
        "docker-compose-logs",
        Every(15),
        r##"web-1     | 2026-12-07 10:01:44 DEBUG config loaded: PAYMENT_PROVIDER_KEY={V}
web-1     | 2026-12-07 10:01:44 INFO  listening on :8000
worker-1  | 2026-12-07 10:01:45 INFO  connected to redis
"##,
    ),
    (
        "mysql-general-log",
        Pw,
        r##"2026-12-07T08:41:02.551203Z	   37 Connect	root@localhost on  using Socket
2026-12-07T08:41:02.551918Z	   37 Query	CREATE USER 'replica'@'10.0.%' IDENTIFIED BY '{V}'
2026-12-07T08:41:02.560011Z	   37 Query	GRANT REPLICATION SLAVE ON *.* TO 'replica'@'10.0.%'
"##,
    ),
    (
        "postgres-log-statement",
        Pw,
        r##"2026-12-07 09:12:44.120 UTC [2231] postgres@app LOG:  statement: ALTER ROLE app_rw WITH LOGIN PASSWORD '{V}';
2026-12-07 09:12:44.121 UTC [2231] postgres@app LOG:  duration: 0.412 ms
"##,
    ),
    (
        "mongodb-log-json",
        UrlPw,
        r##"{"t":{"$date":"2026-12-07T09:30:00.000+00:00"},"s":"I","c":"NETWORK","id":4333208,"ctx":"ReplicaSetMonitor","msg":"RSM host selection","attr":{"uri":"mongodb+srv://{U}:{V}@cluster0.ab1cd.mongodb.net/orders"}}
"##,
    ),
    (
        "redis-cli-monitor",
        Pw,
        r##"OK
1733566201.104532 [0 10.0.3.14:51022] "AUTH" "{V}"
1733566201.105001 [0 10.0.3.14:51022] "SELECT" "3"
1733566201.105390 [3 10.0.3.14:51022] "GET" "session:9f2c"
"##,
    ),
    (
        "auditd-execve",
        Pw,
        r##"type=SYSCALL msg=audit(1733566300.412:9921): arch=c000003e syscall=59 success=yes exit=0 comm="mysqldump" exe="/usr/bin/mysqldump"
type=EXECVE msg=audit(1733566300.412:9921): argc=4 a0="mysqldump" a1="-uroot" a2="-p{V}" a3="shop"
"##,
    ),
    (
        "bash-xtrace",
        Fmt("github fine-grained pat"),
        r##"+ REPO=acme/infra
+ curl -fsSL -H 'Authorization: token {V}' https://api.github.com/repos/acme/infra/releases/latest
+ jq -r .tag_name
"##,
    ),
    (
        "ansible-vvv-output",
        Pw,
        r##"<db-02> ESTABLISH SSH CONNECTION FOR USER: deploy
ok: [db-02] => {
    "changed": false,
    "invocation": {
        "module_args": {
            "login_user": "postgres",
            "login_password": "{V}",
            "name": "inventory"
        }
    }
}
"##,
    ),
    (
        "terraform-debug-log",
        Tok,
        r##"2026-12-07T10:40:01.223Z [DEBUG] provider.terraform-provider-cloudflare: HTTP Request:
POST /client/v4/zones HTTP/1.1
Host: api.cloudflare.com
Authorization: Bearer {V}
Content-Type: application/json
"##,
    ),
    (
        "gradle-info-output",
        Pw,
        r##"> Task :app:signReleaseBundle
Starting process 'command '/usr/lib/jvm/java-17/bin/jarsigner''. Working directory: /builds/app Command: jarsigner -keystore upload.jks -storepass {V} app-release.aab upload
"##,
    ),
    (
        "maven-debug-output",
        Pw,
        r##"[DEBUG] Configuring mojo org.apache.maven.plugins:maven-deploy-plugin:3.1.1:deploy
[DEBUG]   (f) username = deployer
[DEBUG]   (f) password = {V}
[DEBUG]   (f) repositoryId = nexus-releases
"##,
    ),
    (
        "npm-debug-log",
        Fmt("npm token"),
        r##"12 verbose config /home/ci/.npmrc
13 silly config load:file:/home/ci/.npmrc //registry.npmjs.org/:_authToken={V}
14 verbose title npm publish
"##,
    ),
    (
        "pip-verbose-index",
        Fmt("gitlab pat"),
        r##"Using pip 24.3.1 from /usr/lib/python3/dist-packages/pip (python 3.12)
Looking in indexes: https://__token__:{V}@gitlab.acme.example/api/v4/projects/41/packages/pypi/simple
Collecting acme-core==2.4.0
"##,
    ),
    (
        "git-credential-trace",
        Tok,
        r##"10:55:02.118001 run-command.c:673       trace: run_command: 'git credential-store get'
10:55:02.121442 git-credential: < protocol=https
10:55:02.121460 git-credential: < host=git.acme.example
10:55:02.121470 git-credential: < username={U}
10:55:02.121478 git-credential: < password={V}
"##,
    ),
    (
        "ps-aux-sshpass",
        Pw,
        r##"USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
deploy     41022  0.0  0.0   2800  1024 ?        S    10:02   0:00 sshpass -p {V} ssh -o StrictHostKeyChecking=no deploy@web-4
"##,
    ),
    (
        "windows-4688-command-line",
        Pw,
        r##"A new process has been created.
Process Information:
	New Process Name:	C:\Windows\System32\net.exe
	Process Command Line:	net use Z: \\fs01\finance {V} /user:CORP\{U} /persistent:no
"##,
    ),
    (
        "powershell-transcript",
        Pw,
        r##"**********************
PowerShell transcript start
Start time: 20261207101500
**********************
PS C:\ops> $sec = ConvertTo-SecureString '{V}' -AsPlainText -Force
PS C:\ops> $cred = New-Object PSCredential('CORP\svc_backup', $sec)
"##,
    ),
    (
        "cmd-batch-file",
        Pw,
        r##"@echo off
set PGHOST=pg-reports
set PGUSER=reports
set PGPASSWORD={V}
"C:\Program Files\PostgreSQL\16\bin\pg_dump.exe" -Fc reports > D:\dumps\reports.dump
"##,
    ),
    // Chat, tickets and mail
    (
        "chat-portuguese",
        Pw,
        r##"[10:02] {U}: Oi! A senha do banco de staging é {V} , troca depois por favor
[10:03] ana.souza: valeu, já entrei
"##,
    ),
    (
        "chat-turkish",
        Pw,
        r##"{U}: Merhaba, VPN şifresi: {V}
mehmet.k: Teşekkürler, bağlandım 👍
"##,
    ),
    (
        "ticket-dutch",
        Pw,
        r##"Ticket #48213 — Toegang FTP-server
Beste collega,
Het wachtwoord voor de FTP-server (ftp.drukkerij.example) is {V}
Gebruikersnaam: {U}
Met vriendelijke groet, Servicedesk
"##,
    ),
    (
        "chat-japanese",
        Tok,
        r##"{U}: 本番のAPIキーはこれです → {V}
sato.k: ありがとうございます！後でVaultに移します
"##,
    ),
    (
        "chat-russian",
        Pw,
        r##"{U}: Пароль от админки: {V}
ivan.p: спасибо, зашёл
"##,
    ),
    (
        "ticket-swedish",
        Pw,
        r##"Ärende 2291: Gästnätverk
Hej! Lösenordet till wifi-nätet "Kontor-Gäst" är {V}
Mvh IT-support
"##,
    ),
    (
        "chat-ukrainian",
        Fmt("telegram bot token"),
        r##"{U}: Токен для нашого бота: {V}
olena.s: дякую, додала в конфіг
"##,
    ),
    (
        "mail-danish",
        Pw,
        r##"Fra: {U}@firma.example
Emne: Adgang til lønsystemet

Hej Mette,
Brugernavn: mette.h
Adgangskode: {V}
Husk at skifte den ved første login.
"##,
    ),
    (
        "chat-malay",
        Pw,
        r##"{U}: Kata laluan untuk pelayan ujian ialah {V}
aisyah: ok terima kasih
"##,
    ),
    (
        "ticket-persian",
        Pw,
        r##"درخواست شماره ۱۲۰۴
سلام، نام کاربری: {U}
رمز عبور سرور: {V}
"##,
    ),
    (
        "chat-tagalog",
        Pw,
        r##"{U}: Ito yung password ng admin panel: {V}
jose.r: salamat po!
"##,
    ),
    (
        "chat-norwegian",
        Pw,
        r##"{U}: Passordet til testbrukeren er {V}
kari.n: takk, det funker
"##,
    ),
    // MCP tool results
    (
        "mcp-read-file-result",
        Pw,
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"APP_ENV=production\nDB_HOST=db.internal\nDB_PASSWORD={V}\nCACHE_DRIVER=redis\n"}],"isError":false}}
"##,
    ),
    (
        "mcp-shell-exec-result",
        Every(30),
        r##"{"jsonrpc":"2.0","id":12,"result":{"content":[{"type":"text","text":"exit_code: 0\nstdout:\nexport SERVICE_TOKEN={V}\n"}]}}
"##,
    ),
    (
        "mcp-db-query-result",
        Every(45),
        r##"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"[{\"id\":1,\"name\":\"billing\",\"api_secret\":\"{V}\",\"active\":true}]"}]}}
"##,
    ),
    (
        "mcp-browser-network-result",
        Tok,
        r##"{"jsonrpc":"2.0","id":21,"result":{"content":[{"type":"text","text":"GET https://api.crm.example/v3/contacts 200\nrequest headers: {\"x-api-key\":\"{V}\",\"accept\":\"application/json\"}"}]}}
"##,
    ),
    // Stack traces
    (
        "python-rich-traceback-locals",
        Pw,
        r##"│ /app/sync/ldap_sync.py:88 in bind                                                │
│                                                                                  │
│ ❱  88 │   conn.simple_bind_s(bind_dn, password)                                   │
│ ╭──────────────────────────── locals ────────────────────────────╮               │
│ │  bind_dn = 'cn=sync,ou=svc,dc=corp'                            │               │
│ │ password = '{V}'                                               │               │
│ ╰────────────────────────────────────────────────────────────────╯               │
"##,
    ),
    (
        "java-jdbc-exception",
        UrlPw,
        r##"java.sql.SQLNonTransientConnectionException: Could not create connection to database server. Attempted reconnect 3 times. url=jdbc:mysql://db-legacy:3306/erp?user=erp&password={V}&useSSL=false
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)
	at com.acme.erp.Db.open(Db.java:41)
"##,
    ),
    (
        "ruby-faraday-error",
        Tok,
        r##"Faraday::UnauthorizedError: the server responded with status 401
  request: {:method=>:get, :url=>"https://api.shipping.example/v1/labels", :headers=>{"Authorization"=>"Bearer {V}", "User-Agent"=>"Faraday v2.12.0"}}
  /usr/local/bundle/gems/faraday-2.12.0/lib/faraday/response/raise_error.rb:28:in `on_complete'
"##,
    ),
    (
        "dotnet-npgsql-exception",
        Pw,
        r##"Unhandled exception. Npgsql.NpgsqlException (0x80004005): Failed to connect to 10.0.5.4:5432
   ConnectionString: Host=10.0.5.4;Username=ledger;Password={V};Database=ledger
   at Npgsql.Internal.NpgsqlConnector.Connect(NpgsqlTimeout timeout)
"##,
    ),
    (
        "elixir-crash-report",
        Pw,
        r##"** (DBConnection.ConnectionError) connection not available
    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1
config: [hostname: "pg", username: "shop", password: "{V}", database: "shop_prod", pool_size: 10]
"##,
    ),
    // URLs in many schemes
    (
        "url-amqps",
        UrlPw,
        r##"CELERY_BROKER_URL=amqps://worker:{V}@mq.example.net:5671/prod
"##,
    ),
    (
        "url-sftp",
        UrlPw,
        r##"lftp -e 'mirror -R ./dist /upload; bye' sftp://deploy:{V}@files.example.org:22
"##,
    ),
    (
        "url-smb",
        UrlPw,
        r##"gio mount smb://CORP\;{U}:{V}@fs01.corp.example/public
"##,
    ),
    (
        "url-rtsp-camera",
        UrlPw,
        r##"ffmpeg -rtsp_transport tcp -i rtsp://admin:{V}@192.168.1.64:554/Streaming/Channels/101 -c copy cam1.mp4
"##,
    ),
    (
        "url-wss-token-query",
        Jwt,
        r##"WebSocket connection to 'wss://stream.example.io/socket?access_token={V}&vsn=2.0.0' failed: Error during WebSocket handshake: Unexpected response code: 403
"##,
    ),
    (
        "url-git-oauth2",
        Fmt("gitlab pat"),
        r##"[remote "origin"]
	url = https://oauth2:{V}@gitlab.com/acme-pt/backoffice.git
	fetch = +refs/heads/*:refs/remotes/origin/*
"##,
    ),
    (
        "url-jdbc-sqlserver",
        Pw,
        r##"spring.datasource.url=jdbc:sqlserver://erp-db:1433;databaseName=erp;user=sa;password={V};encrypt=true;trustServerCertificate=true
"##,
    ),
    (
        "url-clickhouse",
        UrlPw,
        r##"clickhouse-client --host ch-1 --query "SELECT 1"
CLICKHOUSE_URL="clickhouse://default:{V}@ch-1.analytics:9000/events"
"##,
    ),
    (
        "url-nats",
        UrlPw,
        r##"nats sub --server nats://telemetry:{V}@nats.edge.lan:4222 'sensors.>'
"##,
    ),
    (
        "otpauth-uri",
        B32Key(32),
        r##"otpauth://totp/Acme%20VPN:{U}?secret={V}&issuer=Acme%20VPN&algorithm=SHA1&digits=6&period=30
"##,
    ),
    // Shell histories
    (
        "zsh-extended-history",
        Fmt("github fine-grained pat"),
        r##": 1733561120:0;cd ~/src/infra
: 1733561134:0;export GITHUB_TOKEN={V}
: 1733561150:12;terraform plan
"##,
    ),
    (
        "fish-history",
        Fmt("anthropic api key"),
        r##"- cmd: set -gx ANTHROPIC_API_KEY {V}
  when: 1733561981
- cmd: python agent.py --model claude
  when: 1733562003
"##,
    ),
    (
        "psreadline-history",
        Fmt("openai project key"),
        r##"cd C:\src\chatbot
$env:OPENAI_API_KEY = "{V}"
python .\bot.py
"##,
    ),
    (
        "bash-history-htpasswd",
        Pw,
        r##"sudo apt install apache2-utils
sudo htpasswd -b -c /etc/nginx/.htpasswd {U} {V}
sudo systemctl reload nginx
"##,
    ),
    // Data dumps
    (
        "sql-insert-integrations",
        Every(60),
        r##"INSERT INTO `integrations` (`id`, `provider`, `secret`, `created_at`) VALUES
(3, 'partner', '{V}', '2026-11-02 10:11:12');
"##,
    ),
    (
        "csv-user-export",
        Pw,
        r##"id,email,display_name,plain_password,created
1041,{U}@loja.example,{U},{V},2026-10-03
"##,
    ),
    (
        "sqlite-dump",
        Every(75),
        r##"PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE oauth_tokens (id INTEGER PRIMARY KEY, token TEXT, expires TEXT);
INSERT INTO oauth_tokens VALUES(4,'{V}','2026-12-31T00:00:00Z');
COMMIT;
"##,
    ),
    (
        "mongoexport-jsonl",
        Hex(32),
        r##"{"_id":{"$oid":"6753a1f0c2e4b8a9d0f1e2c3"},"service":"twilio","accountSid":"AC8f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c","authToken":"{V}"}
"##,
    ),
    (
        "redis-cli-hgetall",
        Every(90),
        r##"127.0.0.1:6379> HGETALL tenant:42:integration
1) "provider"
2) "crm"
3) "api_key"
4) "{V}"
"##,
    ),
    (
        "tsv-secrets-export",
        Every(105),
        "name\tenv\tvalue\nsvc-sync\tprod\t{V}\n",
    ),
    // HTTP traces
    (
        "http-request-cookie",
        Gen,
        r##"GET /account HTTP/2
Host: shop.example.pt
Cookie: theme=dark; session_id={V}; lang=pt-PT
User-Agent: Mozilla/5.0
"##,
    ),
    (
        "http-set-cookie",
        Gen,
        r##"HTTP/1.1 302 Found
Location: /dashboard
Set-Cookie: remember_token={V}; Path=/; Expires=Tue, 05 Jan 2027 10:00:00 GMT; HttpOnly; Secure
"##,
    ),
    (
        "http-proxy-authorization",
        Basic,
        r##"CONNECT api.partner.example:443 HTTP/1.1
Host: api.partner.example:443
Proxy-Authorization: Basic {V}
Proxy-Connection: Keep-Alive
"##,
    ),
    (
        "http-form-password-grant",
        PctPw,
        r##"POST /oauth/token HTTP/1.1
Host: auth.example.io
Content-Type: application/x-www-form-urlencoded

grant_type=password&client_id=mobile&username={U}&password={V}&scope=openid
"##,
    ),
    (
        "http-token-response",
        Jwt,
        r##"HTTP/1.1 200 OK
Content-Type: application/json
Cache-Control: no-store

{"access_token":"{V}","token_type":"Bearer","expires_in":3600,"scope":"orders:read"}
"##,
    ),
    (
        "mitmproxy-flow-dump",
        Fmt("anthropic admin key"),
        r##"POST https://api.anthropic.com/v1/organizations/users
    anthropic-version: 2023-06-01
    x-api-key: {V}
    content-type: application/json
 << 200 OK 312b
"##,
    ),
    // CI output
    (
        "github-actions-step-echo",
        Every(120),
        r##"2026-12-07T10:12:03.5512233Z ##[group]Run ./scripts/release.sh
2026-12-07T10:12:03.5514110Z + echo 'using release token {V}'
2026-12-07T10:12:03.5520101Z using release token ***
"##,
    ),
    (
        "gitlab-ci-docker-login",
        Fmt("gitlab deploy token"),
        r##"$ docker login -u gitlab+deploy-token-17 -p {V} registry.gitlab.com
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
"##,
    ),
    (
        "circleci-codecov",
        Uuid,
        r##"#!/bin/bash -eo pipefail
export CODECOV_TOKEN={V}
./codecov -t ${CODECOV_TOKEN} -f coverage.xml
"##,
    ),
    (
        "jenkins-console-curl",
        UrlPw,
        r##"[Pipeline] sh
+ curl -sf -u admin:{V} -X POST http://jenkins.lan:8080/job/deploy/build
[Pipeline] }
"##,
    ),
    (
        "azure-devops-extraheader",
        Basic,
        r##"##[command]git -c http.extraheader="AUTHORIZATION: basic {V}" fetch --force --tags --prune origin
remote: Azure Repos
"##,
    ),
    (
        "buildkite-agent-cfg",
        Gen,
        r##"# /etc/buildkite-agent/buildkite-agent.cfg
token="{V}"
name="%hostname-%spawn"
tags="queue=default,os=linux"
"##,
    ),
    // Exports and other places
    (
        "keepass-csv-export",
        Pw,
        r##""Group","Title","Username","Password","URL","Notes"
"Root/Infra","VPN","{U}","{V}","https://vpn.acme.example",""
"##,
    ),
    (
        "chrome-passwords-csv",
        Pw,
        r##"name,url,username,password,note
intranet.acme.example,https://intranet.acme.example/login,{U},{V},
"##,
    ),
    (
        "dotenv-keys",
        Hex(64),
        r##"#/!!!!!!!!!!!!!!!!!!!.env.keys!!!!!!!!!!!!!!!!!!!!!!/
DOTENV_KEY_PRODUCTION="dotenv://:key_{V}@dotenv.org/vault/.env.vault?environment=production"
"##,
    ),
    (
        "jupyter-server-list",
        Hex(48),
        r##"$ jupyter server list
Currently running servers:
http://localhost:8888/?token={V} :: /home/{U}/notebooks
"##,
    ),
    (
        "wp-salts",
        Gen,
        r##"define( 'DB_HOST', 'localhost' );
define( 'AUTH_KEY',         '{V}' );
define( 'WP_DEBUG', false );
"##,
    ),
    (
        "ansible-vars-ssh-key",
        Pem("\n  "),
        r##"deploy_user: deploy
deploy_ssh_key: |
  {V}
"##,
    ),
    (
        "gcp-service-account-json",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "acme-data",
  "private_key_id": "{KEYHEX}",
  "private_key": "{V}\n",
  "client_email": "loader@acme-data.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "k8s-tls-secret-stringdata",
        Pem("\n    "),
        r##"apiVersion: v1
kind: Secret
type: kubernetes.io/tls
stringData:
  tls.key: |
    {V}
"##,
    ),
    (
        "cat-ssh-deploy-key",
        Pem("\n"),
        r##"$ cat ~/.ssh/id_deploy
{V}
$ chmod 600 ~/.ssh/id_deploy
"##,
    ),
    (
        "cookie-id-token",
        Jwt,
        r##"curl 'https://portal.example.io/api/me' -H 'Cookie: id_token={V}; consent=1'
"##,
    ),
    (
        "flyctl-secrets-set",
        Gen,
        r##"$ fly secrets set SESSION_SECRET={V} -a shop-api
Updating existing machines in 'shop-api' with rolling strategy
"##,
    ),
    (
        "mysql-cli-history",
        Pw,
        r##"mysql -h db-replica -u root -p{V} -e 'SHOW SLAVE STATUS\G'
"##,
    ),
    (
        "wpa-supplicant-conf",
        Letters,
        r##"network={
    ssid="Hemma-5G"
    psk="{V}"
    key_mgmt=WPA-PSK
}
"##,
    ),
    (
        "nomad-var-get-json",
        B64Tok,
        r##"$ nomad var get -out json nomad/jobs/ingest
{
  "Namespace": "default",
  "Path": "nomad/jobs/ingest",
  "Items": {
    "api_key_b64": "{V}"
  }
}
"##,
    ),
    (
        "tmux-capture-pane-wrapped",
        Wrap(40),
        r##"{U}@build-7:~$ printenv API_TOKEN
{V}
{U}@build-7:~$
"##,
    ),
];

/// Renderings of each negative template.
const NEG_PER: usize = 6;

/// (family, template) of the hard negatives: nothing in them is a secret. `{SHA1}` a commit id,
/// `{SHA7}` its short form, `{SHA256}` a digest, `{HEX32}` an MD5, `{UUID}` a random UUID,
/// `{U}` a user name, `{B64HASH}` a base64 SHA-256, `{PKLIVE}` a Stripe publishable key,
/// `{SSHPUB}` an ed25519 public key's body, `{AGEPUB}` an age recipient, `{UPPER16}` and
/// `{LOW16}` ids, `{DIGITS}` ten digits, `{CERT}` a certificate's body, `{PNG}` a small PNG
/// image in base64.
const NEGATIVES: &[(&str, &str)] = &[
    (
        "php-ini-session-redis",
        r##"session.save_handler = redis
session.save_path = "tcp://10.20.0.7:6379?auth[]=${REDIS_USER}&auth[]=${REDIS_PASSWORD}&database=2"
"##,
    ),
    (
        "android-keystore-properties",
        r##"storeFile=../keys/upload-keystore.jks
storePassword=System.getenv("STORE_PASSWORD")
keyPassword=<set in CI>
keyAlias=upload
"##,
    ),
    (
        "haproxy-userlist",
        r##"userlist stats_users
    user {U} password $6$rounds=5000$Zx81kq$Qe3aRt9uVw2xYz0AbCdEfGhIjKlMnOpQrStUvWxYz1234567890ab
"##,
    ),
    (
        "pgbouncer-userlist",
        r##""{U}" "SCRAM-SHA-256$4096:{B64HASH}$StoredKeyPlaceholder=:ServerKeyPlaceholder="
"##,
    ),
    (
        "mosquitto-bridge-conf",
        r##"connection bridge-to-cloud
remote_username {U}
# remote_password is read from /run/secrets/mqtt_bridge at start
bridge_cafile /etc/mosquitto/ca.crt
"##,
    ),
    (
        "rabbitmq-conf",
        r##"default_user = {U}
default_pass = $(RABBITMQ_DEFAULT_PASS)
# sha256 of the definitions file: {SHA256}
"##,
    ),
    (
        "fluent-bit-output",
        r##"[OUTPUT]
    Name          es
    HTTP_User     {U}
    HTTP_Passwd   ${ES_PASSWORD}
"##,
    ),
    (
        "logstash-pipeline",
        r##"output {
  elasticsearch {
    user => "{U}"
    password => "${ES_PWD}"
  }
}
"##,
    ),
    (
        "telegraf-influx-output",
        r##"[[outputs.influxdb_v2]]
  urls = ["http://influx.monitoring:8086"]
  token = "$INFLUX_TOKEN"
  bucket = "sensors"
"##,
    ),
    (
        "alertmanager-slack-receiver",
        r##"receivers:
  - name: oncall-slack
    slack_configs:
      - api_url_file: /etc/alertmanager/secrets/slack-url
        channel: '#alerts-prod'
"##,
    ),
    (
        "grafana-ini",
        r##"[security]
admin_user = admin
admin_password = $__file{/run/secrets/grafana_admin}
secret_key = $__env{GF_SECRET_KEY}
"##,
    ),
    (
        "keepalived-conf",
        r##"vrrp_instance VI_1 {
    virtual_router_id 51
    authentication {
        auth_type AH
    }
}
"##,
    ),
    (
        "wireguard-conf",
        r##"[Interface]
Address = 10.66.0.2/32
PostUp = wg set %i private-key /etc/wireguard/privatekey

[Peer]
PublicKey = {B64HASH}
"##,
    ),
    (
        "sssd-conf",
        r##"[domain/corp.example]
ldap_default_bind_dn = cn={U},ou=svc,dc=corp,dc=example
ldap_default_authtok_type = obfuscated_password
ldap_default_authtok = <generated by sss_obfuscate>
"##,
    ),
    (
        "postfix-sasl-passwd",
        r##"# /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
"##,
    ),
    (
        "msmtprc",
        r##"account        work
user           {U}@contoso.example
passwordeval   "secret-tool lookup host smtp.office365.com user {U}"
"##,
    ),
    (
        "muttrc",
        r##"set imap_user = "{U}@posteo.example"
set imap_pass = "`pass show mail/posteo`"
"##,
    ),
    (
        "rclone-conf",
        r##"[wasabi]
type = s3
env_auth = true
# access_key_id and secret_access_key come from AWS_* variables
"##,
    ),
    (
        "smb-credentials-file",
        r##"username={U}
password=
domain=WORKGROUP
"##,
    ),
    (
        "fstab-cifs",
        r##"//fs01.lan/scans /mnt/scans cifs credentials=/root/.smbcredentials,uid=1000 0 0
UUID={UUID} /data ext4 defaults 0 2
"##,
    ),
    (
        "bitcoin-conf",
        r##"server=1
rpcauth={U}:{HEX32}${SHA256}
rpcallowip=127.0.0.1
"##,
    ),
    (
        "nuget-config",
        r##"<add key="Username" value="{U}" />
<add key="ClearTextPassword" value="%NUGET_FEED_PASSWORD%" />
"##,
    ),
    (
        "restic-env",
        r##"export RESTIC_REPOSITORY=s3:https://s3.eu-west-1.amazonaws.com/backups-host7
export RESTIC_PASSWORD_FILE=/etc/restic/password
export RESTIC_PASSWORD_COMMAND="pass show backups/restic"
"##,
    ),
    (
        "borg-cron",
        r##"15 3 * * * root BORG_PASSCOMMAND='cat /root/.borg-passphrase' borg create ssh://borg@backup.lan/./host7::{now} /etc
"##,
    ),
    (
        "aws-sts-assume-role-output",
        r##"{
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA{UPPER16}:ci",
        "Arn": "arn:aws:sts::123456789012:assumed-role/deployer/ci"
    },
    "SecretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
}
"##,
    ),
    (
        "az-ad-sp-create-output",
        r##"{
  "appId": "{UUID}",
  "displayName": "gh-deployer",
  "password": null,
  "tenant": "{UUID}"
}
"##,
    ),
    (
        "gcloud-adc-json",
        r##"{
  "client_id": "{DIGITS}-abc.apps.googleusercontent.com",
  "client_secret": "<redacted>",
  "type": "authorized_user"
}
"##,
    ),
    (
        "vault-kv-get-table",
        r##"====== Metadata ======
Key              Value
---              -----
created_time     2026-11-30T09:12:44.1Z
deletion_time    n/a
destroyed        false
version          4
"##,
    ),
    (
        "op-item-get",
        r##"ID:          {LOW16}
Title:       Router admin
Fields:
  username:    admin
  password:    [use 'op item get {LOW16} --reveal' to reveal]
"##,
    ),
    (
        "heroku-config-output",
        r##"=== shop-api Config Vars
DATABASE_URL:    postgres://user:password@host:5432/dbname
RELEASE_SHA:     {SHA1}
"##,
    ),
    (
        "gh-auth-status-token",
        r##"github.com
  ✓ Logged in to github.com account {U} (keyring)
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo'
"##,
    ),
    (
        "kubectl-get-secret-decoded",
        r##"$ kubectl -n payments get secret psp-credentials -o jsonpath='{.metadata.uid}'; echo
{UUID}
"##,
    ),
    (
        "php-pdo",
        r##"<?php
$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASSWORD'));
"##,
    ),
    (
        "laravel-database-php",
        r##"            'password' => env('DB_PASSWORD', ''),
            'unix_socket' => env('DB_SOCKET', ''),
"##,
    ),
    (
        "rails-credentials-decrypted",
        r##"$ bin/rails credentials:show
Couldn't decrypt config/credentials.yml.enc. Perhaps you passed the wrong key?
digest: {SHA256}
"##,
    ),
    (
        "django-settings",
        r##"SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
STATIC_VERSION = "{SHA7}"
"##,
    ),
    (
        "python-boto3-client",
        r##"session = boto3.Session(profile_name="deploy")
s3 = session.client("s3", region_name="sa-east-1")
etag = "{HEX32}"
"##,
    ),
    (
        "go-sql-open",
        r##"	dsn := fmt.Sprintf("postgres://%s:%s@%s/orders", user, url.QueryEscape(pass), host)
	db, err := sql.Open("pgx", dsn)
"##,
    ),
    (
        "rust-reqwest-bearer",
        r##"    let token = std::env::var("PARTNER_TOKEN")?;
    let resp = client.get(url).bearer_auth(&token).send().await?;
"##,
    ),
    (
        "csharp-sqlconnection",
        r##"var cs = builder.Configuration.GetConnectionString("Erp");
// "Server=tcp:erp-sql.database.windows.net;User ID={U};Password=<password>;"
"##,
    ),
    (
        "perl-dbi-connect",
        r##"my $dbh = DBI->connect($ENV{STATS_DSN}, $ENV{STATS_USER}, $ENV{STATS_PASS},
    { RaiseError => 1 });
"##,
    ),
    (
        "r-dbconnect",
        r##"con <- DBI::dbConnect(RPostgres::Postgres(),
  user = "{U}", password = Sys.getenv("SURVEY_DB_PASSWORD"))
"##,
    ),
    (
        "terraform-provider-block",
        r##"provider "github" {
  owner = "acme-pt"
  token = var.github_token
}
"##,
    ),
    (
        "ansible-host-vars",
        r##"ansible_user: Administrator
ansible_password: "{{ vault_win_admin_password }}"
"##,
    ),
    (
        "puppet-hiera",
        r##"profile::postgres::db_password: >
  ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAxggEhMIIBHQIBADAFMAACAQEwDQYJKoZIhvcNAQEBBQAEggEA]
"##,
    ),
    (
        "hardhat-config",
        r##"module.exports = {
  networks: {
    sepolia: { url: process.env.SEPOLIA_RPC, accounts: [process.env.DEPLOYER_KEY] },
  },
};
// deployed at 0x{SHA1}
"##,
    ),
    (
        "nginx-access-log-query",
        r##"10.1.4.22 - - [07/Dec/2026:10:14:03 +0000] "GET /v1/export?api_key=REDACTED&format=csv HTTP/1.1" 200 48213 "-" "curl/8.5.0"
10.1.4.22 - - [07/Dec/2026:10:14:04 +0000] "GET /static/app.{SHA7}.js HTTP/1.1" 200 1021 "-" "Mozilla/5.0"
"##,
    ),
    (
        "php-fatal-stack-args",
        r##"Stack trace:
#0 /var/www/app/db.php(12): PDO->__construct('mysql:host=db;d...', 'shop', Object(SensitiveParameterValue))
#1 {main}
"##,
    ),
    (
        "envoy-access-log-json",
        r##"{"start_time":"2026-12-07T10:22:31.118Z","method":"POST","path":"/api/orders","response_code":201,"request_id":"{UUID}","authorization":"[REDACTED]"}
"##,
    ),
    (
        "journalctl-output",
        r##"Dec 07 09:58:12 app-3 gunicorn[815]: settings: DATABASE_URL=postgres://app:***@pg-main.lan:5432/app
Dec 07 09:58:12 app-3 systemd[1]: Started app.service (invocation {HEX32}).
"##,
    ),
    (
        "mysql-general-log",
        r##"2026-12-07T08:41:02.551918Z	   37 Query	CREATE USER 'replica'@'10.0.%' IDENTIFIED WITH caching_sha2_password BY <secret>
2026-12-07T08:41:02.560011Z	   37 Query	SELECT SHA2('{U}', 256)
"##,
    ),
    (
        "postgres-log-statement",
        r##"2026-12-07 09:12:44.120 UTC [2231] postgres@app LOG:  statement: ALTER ROLE app_rw WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:{B64HASH}'
"##,
    ),
    (
        "redis-cli-monitor",
        r##"1733566201.105001 [0 10.0.3.14:51022] "SELECT" "3"
1733566201.105390 [3 10.0.3.14:51022] "GET" "session:{HEX32}"
"##,
    ),
    (
        "bash-xtrace",
        r##"+ curl -fsSL -H 'Authorization: token ***' https://api.github.com/repos/acme/infra/commits/{SHA1}
+ jq -r .sha
"##,
    ),
    (
        "ansible-vvv-output",
        r##"ok: [db-02] => {
    "invocation": {
        "module_args": {
            "login_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER",
            "name": "inventory"
        }
    }
}
"##,
    ),
    (
        "maven-debug-output",
        r##"[DEBUG]   (f) username = deployer
[DEBUG]   (f) password = ${env.NEXUS_PASSWORD}
[DEBUG]   (f) checksum = {SHA1}
"##,
    ),
    (
        "npm-debug-log",
        r##"13 silly config load:file:/home/ci/.npmrc //registry.npmjs.org/:_authToken=${NPM_TOKEN}
14 http fetch GET 200 https://registry.npmjs.org/left-pad 12ms (cache revalidated) integrity sha512-{B64HASH}
"##,
    ),
    (
        "git-credential-trace",
        r##"10:55:02.121460 git-credential: < host=git.acme.example
10:55:02.121470 git-credential: < username={U}
10:55:02.121478 git-credential: < password=<redacted>
"##,
    ),
    (
        "powershell-transcript",
        r##"PS C:\ops> $cred = Get-Credential -UserName 'CORP\svc_backup' -Message 'Backup account'
PS C:\ops> $sec = Read-Host -AsSecureString 'Password'
"##,
    ),
    (
        "cmd-batch-file",
        r##"@echo off
set PGPASSFILE=%APPDATA%\postgresql\pgpass.conf
set /p PGPASSWORD=Enter password:
"##,
    ),
    (
        "chat-portuguese",
        r##"[10:02] {U}: a senha do staging está no cofre, em infra/staging/db — não mando por aqui
[10:03] ana.souza: beleza, commit {SHA7} já tem a config nova
"##,
    ),
    (
        "chat-japanese",
        r##"{U}: APIキーはVaultの secret/prod/api に入れました（ここには貼りません）
sato.k: 了解です。リクエストIDは {UUID} です
"##,
    ),
    (
        "chat-russian",
        r##"{U}: пароль не пришлю в чат, он в 1Password (хранилище «Инфра»)
ivan.p: ок, хэш сборки {SHA256}
"##,
    ),
    (
        "ticket-dutch",
        r##"Het wachtwoord is via een eenmalige link verstuurd (verloopt na 24 uur).
Referentie: {UUID}
"##,
    ),
    (
        "chat-turkish",
        r##"{U}: VPN şifresi değişti, yenisini Bitwarden'dan alabilirsin
mehmet.k: tamam, ticket numarası {DIGITS}
"##,
    ),
    (
        "mail-danish",
        r##"Hej Mette,
Du får en SMS med en midlertidig adgangskode. Skift den ved første login.
Sagsnummer: {DIGITS}
"##,
    ),
    (
        "mcp-read-file-result",
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"APP_ENV=production\nDB_PASSWORD=\nDB_PASSWORD_FILE=/run/secrets/db\n"}],"isError":false}}
"##,
    ),
    (
        "mcp-db-query-result",
        r##"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"[{\"id\":1,\"name\":\"billing\",\"api_secret_sha256\":\"{SHA256}\",\"active\":true}]"}]}}
"##,
    ),
    (
        "mcp-image-result",
        r##"{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"image","data":"{PNG}","mimeType":"image/png"}]}}
"##,
    ),
    (
        "python-rich-traceback-locals",
        r##"│ │  bind_dn = 'cn=sync,ou=svc,dc=corp'                            │
│ │ password = <redacted>                                          │
│ │  req_id  = '{UUID}'                                            │
"##,
    ),
    (
        "java-jdbc-exception",
        r##"java.sql.SQLException: Access denied for user 'erp'@'10.0.4.2' (using password: YES)
	at com.acme.erp.Db.open(Db.java:41) ~[erp-core-2.4.0.jar:{SHA7}]
"##,
    ),
    (
        "url-amqps",
        r##"CELERY_BROKER_URL=amqps://worker:${RABBIT_PASSWORD}@mq.example.net:5671/prod
"##,
    ),
    (
        "url-rtsp-camera",
        r##"ffmpeg -rtsp_transport tcp -i "rtsp://${CAM_USER}:${CAM_PASS}@192.168.1.64:554/Streaming/Channels/101" -c copy cam1.mp4
"##,
    ),
    (
        "url-git-oauth2",
        r##"[remote "origin"]
	url = https://gitlab.com/acme-pt/backoffice.git
[branch "main"]
	merge = refs/heads/main
# HEAD {SHA1}
"##,
    ),
    (
        "otpauth-uri",
        r##"otpauth://totp/Acme%20VPN:{U}?secret=JBSWY3DPEHPK3PXP&issuer=Example
"##,
    ),
    (
        "zsh-extended-history",
        r##": 1733561134:0;export GITHUB_TOKEN=$(gh auth token)
: 1733561150:12;git checkout {SHA7}
"##,
    ),
    (
        "fish-history",
        r##"- cmd: set -gx ANTHROPIC_API_KEY (security find-generic-password -s anthropic -w)
  when: 1733561981
"##,
    ),
    (
        "psreadline-history",
        r##"$env:OPENAI_API_KEY = (Get-Secret -Name OpenAI -AsPlainText)
git log -1 --format=%H  # {SHA1}
"##,
    ),
    (
        "sql-insert-integrations",
        r##"INSERT INTO `integrations` (`id`, `provider`, `secret_ref`, `checksum`) VALUES
(3, 'partner', 'vault:secret/data/partner#key', '{SHA256}');
"##,
    ),
    (
        "csv-user-export",
        r##"id,email,display_name,password_hash,created
1041,{U}@loja.example,{U},$2b$12$abcdefghijklmnopqrstuu5Qh1bq8WZ2p3yTr4Hc6ZxPd8eK1mNiG,2026-10-03
"##,
    ),
    (
        "sqlite-dump",
        r##"INSERT INTO migrations VALUES(12,'{SHA1}','2026-12-01T00:00:00Z');
INSERT INTO devices VALUES(4,'{UUID}','{U}');
"##,
    ),
    (
        "redis-cli-hgetall",
        r##"1) "provider"
2) "crm"
3) "api_key_id"
4) "{UUID}"
"##,
    ),
    (
        "http-request-cookie",
        r##"GET /account HTTP/2
Cookie: theme=dark; lang=pt-PT; _ga=GA1.1.{DIGITS}.1733561120
If-None-Match: "{HEX32}"
"##,
    ),
    (
        "http-form-password-grant",
        r##"grant_type=password&client_id=mobile&username={U}&password=%3Cpassword%3E&scope=openid
"##,
    ),
    (
        "http-token-response",
        r##"HTTP/1.1 400 Bad Request
Content-Type: application/json

{"error":"invalid_grant","error_description":"Invalid refresh token","trace_id":"{HEX32}"}
"##,
    ),
    (
        "github-actions-step-echo",
        r##"2026-12-07T10:12:03.5514110Z + echo 'using release token ***'
2026-12-07T10:12:03.5520101Z HEAD is now at {SHA7} release: 2.4.0
"##,
    ),
    (
        "gitlab-ci-docker-login",
        r##"$ echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
Login Succeeded
"##,
    ),
    (
        "circleci-codecov",
        r##"./codecov -t ${CODECOV_TOKEN} -f coverage.xml -C {SHA1}
"##,
    ),
    (
        "keepass-csv-export",
        r##""Group","Title","Username","Password","URL","Notes"
"Root/Infra","VPN","{U}","","https://vpn.acme.example","password in the hardware token"
"##,
    ),
    (
        "jupyter-server-list",
        r##"$ jupyter server list
Currently running servers:
http://localhost:8888/ :: /home/{U}/notebooks
"##,
    ),
    (
        "ssh-authorized-keys",
        r##"# ~/.ssh/authorized_keys
ssh-ed25519 {SSHPUB} {U}@laptop
"##,
    ),
    (
        "age-recipients",
        r##"# .sops.yaml
creation_rules:
  - path_regex: secrets/.*\.yaml$
    age: {AGEPUB}
"##,
    ),
    (
        "stripe-publishable-key",
        r##"<script>
  const stripe = Stripe("{PKLIVE}");
</script>
"##,
    ),
    (
        "tls-certificate",
        r##"$ cat /etc/ssl/certs/intranet.pem
-----BEGIN CERTIFICATE-----
{CERT}
-----END CERTIFICATE-----
"##,
    ),
    (
        "k8s-tls-secret-stringdata",
        r##"apiVersion: v1
kind: Secret
type: kubernetes.io/tls
data:
  tls.key: ""
  ca.crt: ""
# filled by cert-manager, certificate {UUID}
"##,
    ),
    (
        "gcp-service-account-json",
        r##"{
  "type": "service_account",
  "project_id": "acme-data",
  "private_key_id": "<key id>",
  "private_key": "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----\n"
}
"##,
    ),
];

const USERS: &[&str] = &[
    "joao.silva",
    "ayse.yilmaz",
    "j.de.vries",
    "haruto.sato",
    "d.ivanova",
    "erik.lindqvist",
    "o.kovalenko",
    "mette.hansen",
    "nurul.aziz",
    "s.rahimi",
    "maria.santos",
    "ingrid.berg",
    "svc_backup",
    "deploy-bot",
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
        B32Key(n) => ("base32 totp secret", rng.take(B32, n)),
    }
}

/// Every labelled case of set q, `PER_CONTEXT` per context.
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

/// Every hard negative of set q, `NEG_PER` renderings of each template: (family, text). A
/// finding anywhere in one is a false one.
pub fn negatives() -> Vec<(&'static str, String)> {
    let mut rng = Rng::new(SEED ^ 0x2B8F_D041_6CE3_975A);
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

/// Set q's clean sources, none read by sets a-p or by the tuning (which read the cargo
/// registry's sources, the npm fixtures, `/usr/share/doc`, `/etc` and pyenv's newest Python):
/// modules of the JDK's `src.zip` that no earlier set took.
fn sources() -> Vec<Source> {
    vec![
        Source {
            // The debugger interface (`jdk.jdi`: JDI, its connectors and the `jdb` tool).
            name: "jdk_jdi_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.starts_with("jdk.jdi/") && !n.ends_with('/')
            }),
            cap: 2 << 20,
        },
        Source {
            // The JVM compiler interface (`jdk.internal.vm.ci`), JLine (`jdk.internal.le`) and
            // the Markdown parser javadoc uses (`jdk.internal.md`).
            name: "jdk_internal_vmci_le_md_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                (n.starts_with("jdk.internal.vm.ci/")
                    || n.starts_with("jdk.internal.le/")
                    || n.starts_with("jdk.internal.md/"))
                    && !n.ends_with('/')
            }),
            cap: 2 << 20,
        },
        Source {
            // The JDK's packaging and analysis tools (`jlink`, `jpackage` with its resources,
            // `jdeps`, `jar`) and Dynalink.
            name: "jdk_tools_jlink_jpackage_jdeps_jar_dynalink_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                (n.starts_with("jdk.jlink/")
                    || n.starts_with("jdk.jpackage/")
                    || n.starts_with("jdk.jdeps/")
                    || n.starts_with("jdk.jartool/")
                    || n.starts_with("jdk.dynalink/"))
                    && !n.ends_with('/')
            }),
            cap: 2 << 20,
        },
    ]
}

/// Every clean source of set q: its name, its text (members in name order, files over 16 MiB,
/// with a NUL byte or not UTF-8 skipped, each file cut to `FILE_CAP`, until the source's cap)
/// and the files taken.
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
