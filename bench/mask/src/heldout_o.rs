//! Held-out set o of the masker benchmark, recorded in `bench/mask/heldout-o.frozen`.
//!
//! Written and frozen (on 2026-12-07 at 06:54 UTC) by an engineer who read neither the masker's
//! rules, its design table nor its tests, saw no held-out set's figures and never ran the masker
//! over it: the honest check that the rules generalise, measured once, by someone else. Only the
//! benchmark's driver (where it registers and freezes sets), the generator module of set n (to
//! learn its shape), the opening of `heldout.rs`, the frozen records of every earlier set and
//! the paths their modules name (to keep this set's clean sources apart from theirs) and the
//! providers' own documented token shapes went into it. It has three parts:
//!
//! - labelled secrets: contexts written for this set, 15 cases each, in families earlier sets
//!   used least or not at all: CI definitions with values written inline (GitHub Actions,
//!   GitLab CI, CircleCI, Jenkinsfiles, Azure Pipelines, Buildkite, Drone, Travis, Bitbucket
//!   Pipelines, TeamCity's Kotlin DSL); IaC variables (tfvars, HCL provider blocks, Terraform
//!   state, CloudFormation parameter files and overrides, `.bicepparam`, ARM parameter files,
//!   Pulumi stack configs, Nomad templates, Consul ACL tokens, Vault agent, Packer, Ansible INI
//!   inventories, Helm values and `--set`, Spring properties and YAML); Jupyter notebooks (a
//!   cell's source, its output, `%env`); SQL migrations and dumps (roles, logins, `IDENTIFIED
//!   BY`, rows with keys) and LDIF, plain and base64; e-mail and an SMTP `AUTH LOGIN` trace; raw
//!   HTTP requests and responses, HAR form bodies, the browser's copies as fetch, PowerShell,
//!   `cmd` curl and Node; Postman environments, Insomnia exports, Bruno and `.http` files;
//!   systemd `Environment=`, crontab lines, nginx, Apache, HAProxy and Caddy; `.yarnrc.yml`,
//!   `pip.conf`, gem credentials, `NuGet.config`, composer's `auth.json`, Gradle and sbt
//!   credentials, cargo's `credentials.toml`, Dart's pub credentials, a Gemfile source, git's
//!   credential store; ADO.NET, JDBC (Oracle, SQL Server), ODBC strings and `odbc.ini`, Redis,
//!   AMQP, MQTT and SMB URIs, `ldapsearch -w`, `NEO4J_AUTH`, Kafka's JAAS line; Slack, Discord
//!   and Teams webhooks and Telegram bot URLs; PHP, Ruby, C#, Swift, Kotlin, Elixir, Lua, Perl,
//!   Dart, Scala, R, Julia, PowerShell, batch, Makefiles and Gradle's Groovy; chat, tickets,
//!   e-mail, tables and commit messages in Turkish, Dutch, Finnish, Ukrainian, Portuguese,
//!   Romanian, Hungarian, Japanese, Thai, Swahili, German, French and Spanish; and encoded
//!   variants (a Kubernetes secret's base64 token, URL-encoded passwords in a URI and a form
//!   body, JSON-escaped MCP results, a service account's `\n`-joined PEM key). Values from a
//!   generator of its own (xoroshiro128++, its state filled by SplitMix64 from a new seed):
//!   provider tokens in the shapes their providers document (set n's list and some fifty more
//!   vendors), generic high-entropy keys, secret UUIDs, JWTs with real JSON claims, PEM private
//!   keys with real DER prefixes, passwords in connection strings, and people's passwords (a
//!   list of its own of low-entropy ones, words with a capital and digits, letters only, words
//!   joined with dashes) after names that say password.
//! - hard negatives: texts in the same families with nothing to mask (`${{ secrets.X }}`,
//!   `${VAR}`, `<your-token>`, `{{ template }}`, `xxxx`, `changeme` in an example, reads of the
//!   environment, vaults and key stores, function calls, digests, UUIDs, commit ids, integrity
//!   hashes, password hashes, public keys and certificates, the providers' documented example
//!   values); every finding in them is a false one.
//! - clean text from sources no earlier set or the tuning read: the JDK's `java.time`,
//!   `java.text` and `java.util.concurrent` sources, `jdk.compiler`, `java.naming` and
//!   `jdk.hotspot.agent` (earlier sets read other modules of the same `src.zip`), the time zone
//!   database's text tables and the licence in the local Terraform plugin mirror. Files in path
//!   order (a zip's members in name order), each file cut to 256 KiB and each source capped.
//!
//! `airlock-bench-mask heldout-shape o heldout-o.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout o heldout-o.frozen`
//! is the measurement, to be run once.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::heldout::Case;
use crate::heldout_share::{b64, capped, checksum62, unzip_member, zip_members};

/// The seed that, with the templates below, fixes every labelled case and every negative.
pub const SEED: u64 = 0x8E35_5028_ED59_F21C;

/// Cases per context.
const PER_CONTEXT: usize = 15;

/// xoroshiro128++ (Blackman and Vigna), its two words of state filled by SplitMix64 from the
/// seed: set n's generator, run from a seed of this set's own.
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
    "Sifre2025!",
    "Istanbul34",
    "Wachtwoord1",
    "Amsterdam2026",
    "Salasana123",
    "Kesa2025!",
    "Parol2024",
    "Kyiv2025!",
    "Parola123!",
    "Bucuresti1",
    "Jelszo2026",
    "Budapest24!",
    "Senha@2025",
    "Saopaulo123",
    "Passwort1!",
    "Herbst2025",
    "Motdepasse1",
    "Soleil2024!",
    "Contrasena1",
    "Verano2026",
    "Tokyo2025!",
    "Sakura123",
    "Bangkok2024",
    "Nairobi2025!",
    "Karibu123",
    "Welkom01!",
    "Kestrel2026",
    "Deploy2025!",
    "Jenkins123",
    "Summer2026!",
    "Winter2025",
    "Temp1234!",
    "Reset2026",
    "Database1!",
    "Service2025",
    "Mq2025mq",
    "Ldap@2026",
    "Vpnaccess25!",
    "Guest2024",
    "Pa55w0rd!",
];

/// Words for people's passwords (English and the set's languages, in ASCII).
const WORDS: &[&str] = &[
    "kedi", "deniz", "bulut", "fiets", "molen", "kaas", "kissa", "lumi", "sauna", "sonyah",
    "kvitka", "zirka", "munte", "ploaie", "alma", "kenyer", "praia", "saudade", "fenster", "apfel",
    "maison", "etoile", "playa", "luna", "sakura", "neko", "umi", "sanuk", "simba", "jua",
    "falcon", "gravel", "orchid", "turnip", "beacon", "saddle", "quartz", "nectar", "ferret",
    "juniper",
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
}
use Slot::{
    AwsSecret, B64Pw, B64Tok, Basic, Dashed, Every, Fmt, Gen, Hex, Jwt, Letters, PctPw, Pem, Pw,
    Tok, UrlPw, Uuid,
};

/// (family, slot, template): `{U}` a user name, `{V}` the secret (once per template), `{KEYID}`
/// an access key id, `{HOST}` a host.
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // CI definitions with values written inline
    (
        "gha-env-inline",
        Fmt("sonarqube token"),
        r##"name: quality
on: [push]
jobs:
  sonar:
    runs-on: ubuntu-latest
    env:
      SONAR_HOST_URL: https://sonar.kestrel.dev
      SONAR_TOKEN: {V}
    steps:
      - uses: actions/checkout@v4
"##,
    ),
    (
        "gha-login-with",
        Pw,
        r##"      - name: Log in to the registry
        uses: docker/login-action@v3
        with:
          registry: harbor.internal.lan
          username: {U}
          password: {V}
"##,
    ),
    (
        "gha-run-webhook",
        Fmt("slack webhook url"),
        r##"      - name: Notify
        if: failure()
        run: |
          curl -sS -X POST -H 'Content-type: application/json' \
            --data '{"text":"nightly failed on ${{ github.ref_name }}"}' \
            {V}
"##,
    ),
    (
        "gitlab-ci-variables-url",
        UrlPw,
        r##"variables:
  POSTGRES_DB: orders
  DATABASE_URL: "postgresql://{U}:{V}@postgres:5432/orders"

test:
  image: python:3.12
  services: [postgres:16]
"##,
    ),
    (
        "gitlab-ci-script-npmrc",
        Fmt("npm token"),
        r##"publish:
  stage: release
  script:
    - echo "//registry.npmjs.org/:_authToken={V}" > .npmrc
    - npm publish --access public
  only: [tags]
"##,
    ),
    (
        "circleci-environment",
        Fmt("circleci personal token"),
        r##"version: 2.1
jobs:
  trigger-downstream:
    docker:
      - image: cimg/base:2025.01
    environment:
      CIRCLE_TOKEN: {V}
    steps:
      - run: ./scripts/trigger.sh
"##,
    ),
    (
        "jenkinsfile-environment",
        Pw,
        r##"pipeline {
    agent { label 'linux' }
    environment {
        DB_USER     = '{U}'
        DB_PASSWORD = '{V}'
    }
    stages {
        stage('Migrate') { steps { sh './gradlew flywayMigrate' } }
    }
}
"##,
    ),
    (
        "jenkinsfile-sh-bearer",
        Tok,
        r##"stage('Smoke') {
    steps {
        sh """
          curl -fsS -H 'Authorization: Bearer {V}' https://api.staging.kestrel.dev/health
        """
    }
}
"##,
    ),
    (
        "azure-pipelines-variables",
        Fmt("azure devops pat"),
        r##"trigger:
  - main
variables:
  - name: AZURE_DEVOPS_EXT_PAT
    value: {V}
  - name: buildConfiguration
    value: Release
"##,
    ),
    (
        "buildkite-pipeline-env",
        Fmt("buildkite api token"),
        r##"env:
  BUILDKITE_API_TOKEN: "{V}"
steps:
  - label: ":rocket: deploy"
    command: scripts/deploy.sh
    agents:
      queue: deploy
"##,
    ),
    (
        "drone-environment",
        AwsSecret,
        r##"kind: pipeline
type: docker
name: publish
steps:
  - name: upload
    image: amazon/aws-cli
    environment:
      AWS_ACCESS_KEY_ID: AKIA{KEYID}
      AWS_SECRET_ACCESS_KEY: {V}
    commands:
      - aws s3 sync dist/ s3://static-kestrel/
"##,
    ),
    (
        "travis-env-global",
        Fmt("github classic pat"),
        r##"language: node_js
node_js: [20]
env:
  global:
    - GH_TOKEN={V}
deploy:
  provider: pages
  skip_cleanup: true
"##,
    ),
    (
        "bitbucket-pipelines-variables",
        Fmt("bitbucket app password"),
        r##"pipelines:
  branches:
    main:
      - step:
          name: Tag release
          script:
            - pipe: atlassian/bitbucket-tag-release:1.0.0
              variables:
                BITBUCKET_USERNAME: {U}
                BITBUCKET_APP_PASSWORD: '{V}'
"##,
    ),
    (
        "teamcity-kotlin-dsl",
        Pw,
        r##"object Deploy : BuildType({
    name = "Deploy to staging"
    params {
        param("env.DEPLOY_USER", "{U}")
        param("env.DEPLOY_PASSWORD", "{V}")
    }
})
"##,
    ),
    // IaC variables and configuration
    (
        "tfvars-provider-token",
        Fmt("cloudflare api token"),
        r##"zone_name            = "kestrel.dev"
cloudflare_api_token = "{V}"
proxied              = true
"##,
    ),
    (
        "tfvars-db-password",
        Pw,
        r##"environment        = "staging"
db_instance_class  = "db.t4g.medium"
db_master_username = "{U}"
db_master_password = "{V}"
"##,
    ),
    (
        "hcl-provider-block",
        Fmt("digitalocean pat"),
        r##"provider "digitalocean" {
  token = "{V}"
}

resource "digitalocean_droplet" "web" {
  image  = "ubuntu-24-04-x64"
  region = "fra1"
  size   = "s-1vcpu-1gb"
}
"##,
    ),
    (
        "tfstate-attributes",
        Pw,
        r##"        {
          "schema_version": 0,
          "attributes": {
            "name": "app",
            "password": "{V}",
            "host": "%",
            "user": "{U}"
          }
        }
"##,
    ),
    (
        "cfn-parameters-file",
        Pw,
        r##"[
  { "ParameterKey": "Environment", "ParameterValue": "prod" },
  { "ParameterKey": "DBUsername", "ParameterValue": "{U}" },
  { "ParameterKey": "DBPassword", "ParameterValue": "{V}" }
]
"##,
    ),
    (
        "cfn-cli-overrides",
        Pw,
        r##"$ aws cloudformation deploy --template-file rds.yaml --stack-name billing-db \
    --parameter-overrides MasterUsername={U} MasterUserPassword={V} \
    --capabilities CAPABILITY_IAM
"##,
    ),
    (
        "bicepparam-file",
        Pw,
        r##"using './main.bicep'

param location = 'westeurope'
param adminUsername = '{U}'
param adminPassword = '{V}'
"##,
    ),
    (
        "arm-parameters-value",
        Fmt("sendgrid api key"),
        r##"{
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "appName": { "value": "notify-prod" },
    "sendgridApiKey": { "value": "{V}" }
  }
}
"##,
    ),
    (
        "pulumi-stack-config",
        Pw,
        r##"config:
  aws:region: eu-central-1
  billing:dbUser: {U}
  billing:dbPassword: {V}
"##,
    ),
    (
        "pulumi-access-token-env",
        Fmt("pulumi access token"),
        r##"# ~/.bashrc on the build box
export PULUMI_BACKEND_URL=https://api.pulumi.com
export PULUMI_ACCESS_TOKEN={V}
"##,
    ),
    (
        "nomad-job-template",
        Pw,
        r##"    template {
      destination = "secrets/app.env"
      env         = true
      data        = <<EOH
DB_HOST=postgres.service.consul
DB_PASSWORD={V}
EOH
    }
"##,
    ),
    (
        "consul-acl-tokens",
        Uuid,
        r##"acl {
  enabled        = true
  default_policy = "deny"
  tokens {
    agent = "{V}"
  }
}
"##,
    ),
    (
        "vault-agent-token",
        Fmt("vault service token"),
        r##"vault {
  address = "https://vault.kestrel.dev:8200"
}
auto_auth {
  method "token_file" {
    config = { token_file_path = "/etc/vault/token" }
  }
}
# temporary while the AppRole is broken
token = "{V}"
"##,
    ),
    (
        "packer-ssh-password",
        Pw,
        r##"source "proxmox-iso" "debian" {
  proxmox_url  = "https://pve01.lan:8006/api2/json"
  username     = "root@pam"
  ssh_username = "{U}"
  ssh_password = "{V}"
}
"##,
    ),
    (
        "ansible-inventory-ini",
        Pw,
        r##"[web]
web01 ansible_host=10.20.0.11 ansible_user={U} ansible_password={V}
web02 ansible_host=10.20.0.12 ansible_user={U}
"##,
    ),
    (
        "helm-values-subchart",
        Pw,
        r##"postgresql:
  enabled: true
  auth:
    username: {U}
    postgresPassword: {V}
    database: keycloak
"##,
    ),
    (
        "helm-set-cli",
        Fmt("datadog api key"),
        r##"$ helm upgrade --install datadog datadog/datadog -n monitoring \
    --set datadog.site=datadoghq.eu \
    --set datadog.apiKey={V} \
    --set clusterAgent.enabled=true
"##,
    ),
    (
        "spring-properties",
        Pw,
        r##"spring.datasource.url=jdbc:postgresql://db.internal:5432/shop
spring.datasource.username={U}
spring.datasource.password={V}
spring.jpa.hibernate.ddl-auto=validate
"##,
    ),
    (
        "spring-yaml-mail",
        Letters,
        r##"spring:
  mail:
    host: smtp.office365.com
    port: 587
    username: {U}@kestrel.dev
    password: {V}
"##,
    ),
    // Notebooks, SQL, LDIF
    (
        "jupyter-source-cell",
        Fmt("openai project key"),
        r##"  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "from openai import OpenAI\n",
    "client = OpenAI(api_key=\"{V}\")\n"
   ]
  },
"##,
    ),
    (
        "jupyter-output-stream",
        Tok,
        r##"   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "Authenticated. Session token: {V}\n",
      "Fetched 412 rows\n"
     ]
    }
   ],
"##,
    ),
    (
        "jupyter-env-magic",
        Fmt("hugging face token"),
        r##"   "source": [
    "%env HF_TOKEN={V}\n",
    "from transformers import pipeline\n"
   ]
"##,
    ),
    (
        "sql-insert-api-key",
        Tok,
        r##"INSERT INTO integrations (id, name, api_key, created_at) VALUES
  (7, 'billing-sync', '{V}', '2026-03-14 09:12:00');
"##,
    ),
    (
        "sql-create-role",
        Pw,
        r##"-- V12__reporting_role.sql
CREATE ROLE reporting WITH LOGIN PASSWORD '{V}';
GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;
"##,
    ),
    (
        "mysql-identified-by",
        Pw,
        r##"CREATE USER '{U}'@'10.%' IDENTIFIED BY '{V}';
GRANT SELECT, INSERT ON shop.* TO '{U}'@'10.%';
FLUSH PRIVILEGES;
"##,
    ),
    (
        "sql-update-webhook-secret",
        Fmt("stripe webhook secret"),
        r##"-- migrate the endpoint to the new signing secret
UPDATE payment_settings SET webhook_secret = '{V}' WHERE provider = 'stripe';
"##,
    ),
    (
        "mssql-create-login",
        Pw,
        r##"USE [master];
GO
CREATE LOGIN [etl_loader] WITH PASSWORD = N'{V}', CHECK_POLICY = OFF;
GO
"##,
    ),
    (
        "sql-dump-users-row",
        Pw,
        r##"-- Dumping data for table `smtp_accounts`
LOCK TABLES `smtp_accounts` WRITE;
INSERT INTO `smtp_accounts` VALUES (1,'mailer@kestrel.dev','smtp.kestrel.dev',587,'{V}',1);
UNLOCK TABLES;
"##,
    ),
    (
        "ldif-userpassword",
        Pw,
        r##"dn: uid={U},ou=people,dc=kestrel,dc=dev
objectClass: inetOrgPerson
uid: {U}
cn: Service Account
userPassword: {V}
"##,
    ),
    (
        "ldif-userpassword-base64",
        B64Pw,
        r##"dn: cn=replicator,dc=kestrel,dc=dev
changetype: modify
replace: userPassword
userPassword:: {V}
"##,
    ),
    // E-mail, raw HTTP, browser copies, API clients
    (
        "email-body-de",
        Pw,
        r##"Betreff: Zugang zum Testsystem

Hallo zusammen,

hier die Zugangsdaten für das neue Testsystem:
Benutzer: {U}
Passwort: {V}

Bitte nach der ersten Anmeldung ändern.
Viele Grüße
"##,
    ),
    (
        "smtp-auth-login-trace",
        B64Pw,
        r##"S: 250-AUTH LOGIN PLAIN
C: AUTH LOGIN
S: 334 VXNlcm5hbWU6
C: bWFpbGVyQGtlc3RyZWwuZGV2
S: 334 UGFzc3dvcmQ6
C: {V}
S: 235 2.7.0 Authentication successful
"##,
    ),
    (
        "http-raw-bearer",
        Jwt,
        r##"GET /v2/accounts/me HTTP/1.1
Host: api.kestrel.dev
User-Agent: okhttp/4.12.0
Accept: application/json
Authorization: Bearer {V}

"##,
    ),
    (
        "http-raw-basic",
        Basic,
        r##"POST /admin/reindex HTTP/1.1
Host: search.internal:9200
Authorization: Basic {V}
Content-Type: application/json
Content-Length: 2

{}
"##,
    ),
    (
        "http-set-cookie",
        Gen,
        r##"HTTP/2 302
location: /dashboard
set-cookie: __Host-session={V}; Path=/; Secure; HttpOnly; SameSite=Lax
cache-control: no-store
"##,
    ),
    (
        "http-response-token-body",
        Every(45),
        r##"HTTP/1.1 200 OK
Content-Type: application/json;charset=UTF-8
Cache-Control: no-store

{"access_token":"{V}","token_type":"Bearer","expires_in":3600,"scope":"read write"}
"##,
    ),
    (
        "har-postdata-form",
        UrlPw,
        r##"        "postData": {
          "mimeType": "application/x-www-form-urlencoded",
          "text": "username={U}&password={V}&remember=1"
        },
"##,
    ),
    (
        "copy-as-fetch",
        Every(30),
        r##"fetch("https://api.kestrel.dev/v1/reports?limit=50", {
  "headers": {
    "accept": "application/json",
    "authorization": "Bearer {V}",
    "sec-fetch-mode": "cors"
  },
  "method": "GET"
});
"##,
    ),
    (
        "copy-as-powershell",
        Gen,
        r##"$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.Cookies.Add((New-Object System.Net.Cookie("connect.sid", "{V}", "/", "portal.kestrel.dev")))
Invoke-WebRequest -UseBasicParsing -Uri "https://portal.kestrel.dev/api/me" -WebSession $session
"##,
    ),
    (
        "copy-as-curl-cmd",
        Tok,
        r##"curl ^"https://api.kestrel.dev/v1/orders^" ^
  -H ^"accept: application/json^" ^
  -H ^"x-api-key: {V}^" ^
  --compressed
"##,
    ),
    (
        "copy-as-node-fetch",
        Fmt("shopify access token"),
        r##"const res = await fetch("https://kestrel-shop.myshopify.com/admin/api/2025-01/orders.json", {
  headers: { "X-Shopify-Access-Token": "{V}" },
});
"##,
    ),
    (
        "postman-environment",
        Every(0),
        r##"{
  "name": "staging",
  "values": [
    { "key": "baseUrl", "value": "https://staging.kestrel.dev", "enabled": true },
    { "key": "apiKey", "value": "{V}", "type": "secret", "enabled": true }
  ]
}
"##,
    ),
    (
        "insomnia-export",
        Every(15),
        r##"    {
      "_type": "request",
      "name": "List invoices",
      "url": "{{ _.base_url }}/invoices",
      "authentication": { "type": "bearer", "token": "{V}", "prefix": "" }
    },
"##,
    ),
    (
        "bruno-basic-auth",
        Pw,
        r##"meta {
  name: Login admin
  type: http
}

auth:basic {
  username: {U}
  password: {V}
}
"##,
    ),
    (
        "rest-client-http-file",
        Fmt("linear api key"),
        r##"@host = https://api.linear.app
@token = {V}

POST {{host}}/graphql
Authorization: {{token}}
Content-Type: application/json
"##,
    ),
    // System configuration
    (
        "systemd-environment-url",
        UrlPw,
        r##"[Service]
User=app
Environment="DATABASE_URL=postgres://{U}:{V}@127.0.0.1:5432/app"
ExecStart=/opt/app/bin/server
Restart=on-failure
"##,
    ),
    (
        "systemd-environment-token",
        Every(60),
        r##"[Service]
Type=simple
Environment=LOG_LEVEL=info
Environment=INGEST_API_TOKEN={V}
ExecStart=/usr/local/bin/shipper --config /etc/shipper.yml
"##,
    ),
    (
        "crontab-pgpassword",
        Pw,
        r##"# m h  dom mon dow   command
30 2 * * * PGPASSWORD={V} pg_dump -h db01 -U {U} shop | gzip > /backup/shop.sql.gz
"##,
    ),
    (
        "crontab-curl-header",
        Tok,
        r##"*/10 * * * * curl -fsS -m 20 -H "X-Auth-Token: {V}" https://status.kestrel.dev/api/ping >/dev/null
"##,
    ),
    (
        "nginx-proxy-bearer",
        Every(75),
        r##"location /upstream/ {
    proxy_pass https://partner.example-api.net/;
    proxy_set_header Authorization "Bearer {V}";
    proxy_set_header Host partner.example-api.net;
}
"##,
    ),
    (
        "nginx-proxy-basic",
        Basic,
        r##"location /registry/ {
    proxy_pass http://127.0.0.1:5000/;
    proxy_set_header Authorization "Basic {V}";
}
"##,
    ),
    (
        "apache-setenv",
        Pw,
        r##"<VirtualHost *:443>
    ServerName intranet.kestrel.dev
    SetEnv DB_USER {U}
    SetEnv DB_PASS {V}
</VirtualHost>
"##,
    ),
    (
        "haproxy-userlist",
        Pw,
        r##"userlist stats_users
    user {U} insecure-password {V}

listen stats
    bind :8404
    stats enable
    acl auth_ok http_auth(stats_users)
"##,
    ),
    (
        "caddy-header-up",
        Hex(40),
        r##"api.kestrel.dev {
	reverse_proxy backend:8080 {
		header_up X-Api-Key {V}
	}
}
"##,
    ),
    // Package manager and tool credentials
    (
        "git-credential-store-gitlab",
        Fmt("gitlab pat"),
        r##"https://oauth2:{V}@gitlab.kestrel.dev
"##,
    ),
    (
        "yarnrc-yml",
        Fmt("npm token"),
        r##"nodeLinker: node-modules
npmRegistryServer: "https://registry.npmjs.org"
npmAuthToken: {V}
"##,
    ),
    (
        "pip-conf-index-url",
        Fmt("jfrog api key"),
        r##"[global]
index-url = https://{U}:{V}@kestrel.jfrog.io/artifactory/api/pypi/pypi/simple
timeout = 60
"##,
    ),
    (
        "gem-credentials",
        Fmt("rubygems api key"),
        r##"---
:rubygems_api_key: {V}
"##,
    ),
    (
        "nuget-config-apikey",
        Fmt("nuget api key"),
        r##"<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <apikeys>
    <add key="https://www.nuget.org/api/v2/package" value="{V}" />
  </apikeys>
</configuration>
"##,
    ),
    (
        "nuget-config-cleartext",
        Fmt("azure devops pat"),
        r##"  <packageSourceCredentials>
    <KestrelFeed>
      <add key="Username" value="{U}" />
      <add key="ClearTextPassword" value="{V}" />
    </KestrelFeed>
  </packageSourceCredentials>
"##,
    ),
    (
        "composer-auth-json",
        Fmt("github oauth token"),
        r##"{
    "github-oauth": {
        "github.com": "{V}"
    }
}
"##,
    ),
    (
        "gradle-properties",
        Pw,
        r##"org.gradle.jvmargs=-Xmx2g
signing.keyId=4F2A9C1B
ossrhUsername={U}
ossrhPassword={V}
"##,
    ),
    (
        "sbt-credentials-file",
        Pw,
        r##"realm=Sonatype Nexus Repository Manager
host=nexus.kestrel.dev
user={U}
password={V}
"##,
    ),
    (
        "cargo-credentials-toml",
        Fmt("crates.io token"),
        r##"[registry]
token = "{V}"
"##,
    ),
    (
        "dart-pub-credentials",
        Fmt("google oauth access token"),
        r##"{"accessToken":"{V}","refreshToken":null,"tokenEndpoint":"https://accounts.google.com/o/oauth2/token","scopes":["openid","https://www.googleapis.com/auth/userinfo.email"],"expiration":1767779400000}
"##,
    ),
    (
        "gemfile-source-credentials",
        Fmt("github fine-grained pat"),
        r##"source "https://rubygems.org"
source "https://{U}:{V}@rubygems.pkg.github.com/kestrel" do
  gem "kestrel-auth"
end
"##,
    ),
    // Connection strings and URIs
    (
        "ado-net-sqlserver",
        UrlPw,
        r##"  "ConnectionStrings": {
    "Default": "Server=tcp:sql-kestrel.database.windows.net,1433;Initial Catalog=orders;User ID={U};Password={V};Encrypt=True;Connection Timeout=30;"
  }
"##,
    ),
    (
        "jdbc-oracle-thin",
        UrlPw,
        r##"db.url=jdbc:oracle:thin:{U}/{V}@//ora-prod.lan:1521/ORCLPDB1
db.pool.max=20
"##,
    ),
    (
        "jdbc-sqlserver-props",
        UrlPw,
        r##"jdbc:sqlserver://mssql01.lan:1433;databaseName=warehouse;user={U};password={V};trustServerCertificate=true
"##,
    ),
    (
        "odbc-connection-string",
        UrlPw,
        r##"conn = pyodbc.connect("Driver={ODBC Driver 18 for SQL Server};Server=mssql01.lan;Database=hr;Uid={U};Pwd={V};")
"##,
    ),
    (
        "odbc-ini-dsn",
        Pw,
        r##"[warehouse]
Driver     = PostgreSQL Unicode
Servername = pg-dw.lan
Port       = 5432
Database   = dw
Username   = {U}
Password   = {V}
"##,
    ),
    (
        "redis-uri",
        UrlPw,
        r##"CACHE_URL=rediss://default:{V}@redis-prod.kestrel.dev:6380/0
"##,
    ),
    (
        "amqp-uri",
        UrlPw,
        r##"celery:
  broker_url: amqps://{U}:{V}@mq.kestrel.dev:5671/jobs
"##,
    ),
    (
        "mqtt-uri",
        UrlPw,
        r##"mosquitto_sub -L mqtts://{U}:{V}@broker.kestrel.dev:8883/sensors/# -v
"##,
    ),
    (
        "ldapsearch-bind",
        Pw,
        r##"$ ldapsearch -H ldaps://ldap.kestrel.dev -D "cn=admin,dc=kestrel,dc=dev" -w {V} -b "ou=people,dc=kestrel,dc=dev" "(uid={U})"
"##,
    ),
    (
        "smb-uri",
        UrlPw,
        r##"smbclient-ng --target smb://{U}:{V}@files01.lan/finance
"##,
    ),
    (
        "neo4j-auth-env",
        Pw,
        r##"  neo4j:
    image: neo4j:5
    environment:
      - NEO4J_AUTH=neo4j/{V}
"##,
    ),
    (
        "kafka-jaas-config",
        Pw,
        r##"sasl.mechanism=PLAIN
security.protocol=SASL_SSL
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{U}" password="{V}";
"##,
    ),
    (
        "url-encoded-password",
        PctPw,
        r##"SQLALCHEMY_DATABASE_URI=postgresql+psycopg://{U}:{V}@pg.kestrel.dev:5432/crm
"##,
    ),
    (
        "form-body-password-grant",
        PctPw,
        r##"POST /oauth/token HTTP/1.1
Host: auth.kestrel.dev
Content-Type: application/x-www-form-urlencoded

grant_type=password&client_id=cli&username={U}&password={V}
"##,
    ),
    // Webhooks and bot tokens
    (
        "discord-webhook",
        Fmt("discord webhook url"),
        r##"ALERT_WEBHOOK = "{V}"
"##,
    ),
    (
        "teams-webhook",
        Fmt("teams webhook url"),
        r##"$uri = '{V}'
Invoke-RestMethod -Method Post -Uri $uri -Body $payload -ContentType 'application/json'
"##,
    ),
    (
        "slack-webhook-hcl",
        Fmt("slack webhook url"),
        r##"resource "grafana_contact_point" "ops" {
  name = "ops"
  slack {
    url = "{V}"
  }
}
"##,
    ),
    (
        "telegram-bot-url",
        Fmt("telegram bot token"),
        r##"requests.post("https://api.telegram.org/bot{V}/sendMessage", json={"chat_id": CHAT_ID, "text": msg})
"##,
    ),
    // Sources in less common languages
    (
        "php-define",
        Pw,
        r##"<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '{U}' );
define( 'DB_PASSWORD', '{V}' );
define( 'DB_HOST', 'localhost' );
"##,
    ),
    (
        "php-client-constructor",
        Fmt("stripe live secret key"),
        r##"<?php
$stripe = new \Stripe\StripeClient('{V}');
$session = $stripe->checkout->sessions->create([...]);
"##,
    ),
    (
        "ruby-client-kwarg",
        Fmt("github fine-grained pat"),
        r##"client = Octokit::Client.new(access_token: "{V}")
client.auto_paginate = true
"##,
    ),
    (
        "csharp-client-constructor",
        Fmt("sendgrid api key"),
        r##"var client = new SendGridClient("{V}");
var msg = MailHelper.CreateSingleEmail(from, to, subject, text, html);
"##,
    ),
    (
        "swift-let-key",
        Fmt("mapbox secret token"),
        r##"enum Config {
    static let mapboxDownloadsToken = "{V}"
    static let region = "eu"
}
"##,
    ),
    (
        "kotlin-const-val",
        Fmt("anthropic api key"),
        r##"object Secrets {
    const val ANTHROPIC_API_KEY = "{V}"
}
"##,
    ),
    (
        "elixir-repo-config",
        Pw,
        r##"config :shop, Shop.Repo,
  username: "{U}",
  password: "{V}",
  hostname: "db.internal",
  pool_size: 10
"##,
    ),
    (
        "lua-local-password",
        Pw,
        r##"local redis = require "resty.redis"
local red = redis:new()
local ok, err = red:auth("{V}")
"##,
    ),
    (
        "perl-dbi-connect",
        Pw,
        r##"my $dbh = DBI->connect("dbi:Pg:dbname=ledger;host=pg01", "{U}", "{V}", { RaiseError => 1 });
"##,
    ),
    (
        "dart-const-jwt",
        Jwt,
        r##"const String supabaseUrl = 'https://xyzcompany.supabase.co';
const String supabaseServiceKey = '{V}';
"##,
    ),
    (
        "scala-val-secret",
        AwsSecret,
        r##"val credentials = AwsBasicCredentials.create("AKIA{KEYID}", "{V}")
"##,
    ),
    (
        "r-sys-setenv",
        Fmt("openai legacy key"),
        r##"library(httr2)
Sys.setenv(OPENAI_API_KEY = "{V}")
"##,
    ),
    (
        "julia-env-assign",
        Fmt("github classic pat"),
        r##"using GitHub
ENV["GITHUB_AUTH"] = "{V}"
myauth = GitHub.authenticate(ENV["GITHUB_AUTH"])
"##,
    ),
    (
        "powershell-securestring",
        Pw,
        r##"$user = "KESTREL\{U}"
$secure = ConvertTo-SecureString "{V}" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $secure)
"##,
    ),
    (
        "batch-set",
        Pw,
        r##"@echo off
set SQLUSER={U}
set SQLPASS={V}
sqlcmd -S sql01 -U %SQLUSER% -P %SQLPASS% -i nightly.sql
"##,
    ),
    (
        "makefile-variable",
        Tok,
        r##"REGISTRY ?= ghcr.io/kestrel
API_TOKEN := {V}

deploy:
	curl -fsS -H "Authorization: Bearer $(API_TOKEN)" $(DEPLOY_HOOK)
"##,
    ),
    (
        "groovy-gradle-credentials",
        Pw,
        r##"repositories {
    maven {
        url "https://nexus.kestrel.dev/repository/releases/"
        credentials {
            username "{U}"
            password "{V}"
        }
    }
}
"##,
    ),
    // Human text in several languages
    (
        "chat-tr",
        Pw,
        r##"[09:41] ahmet.yilmaz: staging veritabanına giremiyorum
[09:42] {U}: şifre değişti, yenisi: {V}
[09:42] ahmet.yilmaz: tamam, teşekkürler
"##,
    ),
    (
        "chat-nl",
        Tok,
        r##"Jeroen: heb jij de API-sleutel voor de koppeling met Exact?
{U}: ja, hier: {V}
Jeroen: top, dank je
"##,
    ),
    (
        "ticket-fi",
        Pw,
        r##"Tiketti #4412: VPN-tunnus ei toimi
Käyttäjätunnus: {U}
Salasana: {V}
Tila: avoin
"##,
    ),
    (
        "ticket-uk",
        Pw,
        r##"Заявка 2291: доступ до бази звітів
Логін: {U}
Пароль: {V}
Термін дії: до кінця кварталу
"##,
    ),
    (
        "commit-message-pt",
        Tok,
        r##"commit 3f9c2e1a7b
Author: {U} <{U}@kestrel.dev>

    Volta a chave antiga ({V}) até a migração do gateway terminar
"##,
    ),
    (
        "commit-message-ro",
        Pw,
        r##"fix(deploy): parola nouă pentru baza de date de test este {V}

Am actualizat și fișierul de configurare din staging.
"##,
    ),
    (
        "email-hu",
        Pw,
        r##"Tárgy: Belépési adatok

Kedves Kolléga!

A tesztkörnyezet adatai:
felhasználónév: {U}
jelszó: {V}

Üdvözlettel,
Informatika
"##,
    ),
    (
        "chat-ja",
        Pw,
        r##"田中: 検証環境の管理画面に入れません
{U}: パスワードを再発行しました。新しいパスワードは {V} です
田中: ありがとうございます！
"##,
    ),
    (
        "chat-th",
        Pw,
        r##"สมชาย: ขอรหัสผ่านเข้าระบบทดสอบหน่อยครับ
{U}: รหัสผ่าน: {V}
สมชาย: ขอบคุณครับ
"##,
    ),
    (
        "ticket-sw",
        Pw,
        r##"Ombi #318: Kuingia kwenye seva ya majaribio
Jina la mtumiaji: {U}
Nenosiri: {V}
"##,
    ),
    (
        "table-de",
        Pw,
        r##"| System | Benutzer | Passwort | Bemerkung |
|--------|----------|----------|-----------|
| Jira (Test) | {U} | {V} | nur intern |
"##,
    ),
    (
        "table-fr",
        Letters,
        r##"| Service | Identifiant | Mot de passe |
|---|---|---|
| Wi-Fi invités | invite | {V} |
"##,
    ),
    (
        "jira-comment-es",
        Dashed,
        r##"Hola {U}, ya creé la cuenta de servicio.
La contraseña provisional es {V} — cámbiala al entrar, por favor.
"##,
    ),
    // Encoded variants
    (
        "k8s-secret-token-base64",
        B64Tok,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: registry-token
type: Opaque
data:
  token: {V}
"##,
    ),
    (
        "mcp-result-escaped-config",
        Pw,
        r##"{"jsonrpc":"2.0","id":14,"result":{"content":[{"type":"text","text":"{\n  \"database\": {\n    \"user\": \"{U}\",\n    \"password\": \"{V}\"\n  }\n}"}]}}
"##,
    ),
    (
        "mcp-result-escaped-env",
        Every(90),
        r##"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"NODE_ENV=production\nPAYMENTS_API_KEY={V}\nPORT=8080\n"}],"isError":false}}
"##,
    ),
    (
        "gcp-service-account-json",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "kestrel-prod",
  "private_key_id": "{KEYHEX}",
  "private_key": "{V}\n",
  "client_email": "deployer@kestrel-prod.iam.gserviceaccount.com"
}
"##,
    ),
    // Vendors named by their context
    (
        "databricks-cfg",
        Fmt("databricks token"),
        r##"[DEFAULT]
host  = https://adb-4412.7.azuredatabricks.net
token = {V}
"##,
    ),
    (
        "tailscale-up",
        Fmt("tailscale auth key"),
        r##"$ sudo tailscale up --auth-key={V} --advertise-tags=tag:ci
"##,
    ),
    (
        "dynatrace-oneagent",
        Fmt("dynatrace token"),
        r##"wget -O oneagent.sh "https://abc12345.live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest" --header="Authorization: Api-Token {V}"
"##,
    ),
    (
        "langsmith-env",
        Fmt("langsmith key"),
        r##"LANGSMITH_TRACING=true
LANGSMITH_API_KEY={V}
LANGSMITH_PROJECT=support-bot
"##,
    ),
    (
        "ai-keys-dotfile",
        Tok,
        r##"# ~/.config/llm/keys.toml
[providers]
default = "{V}"
"##,
    ),
    (
        "vendor-key-table",
        Every(105),
        r##"| Vendor | Environment | Key |
|---|---|---|
| payments | production | {V} |
"##,
    ),
];

/// Renderings of each negative template.
const NEG_PER: usize = 5;

/// (family, template) of the hard negatives: nothing in them is a secret. `{SHA1}` a commit id,
/// `{SHA7}` its short form, `{SHA256}` a digest, `{UUID}` a random UUID, `{U}` a user name,
/// `{B64HASH}` a base64 SHA-256, `{PKLIVE}` a Stripe publishable key, `{SSHPUB}` an ed25519
/// public key's body, `{AGEPUB}` an age recipient, `{LOW16}` a listing's id, `{DIGITS}` ten
/// digits, `{CERT}` a certificate's body.
const NEGATIVES: &[(&str, &str)] = &[
    (
        "gha-env-inline",
        r##"    env:
      SONAR_HOST_URL: https://sonar.kestrel.dev
      SONAR_TOKEN: ${{ secrets.SONAR_TOKEN }}
    steps:
      - uses: actions/checkout@{SHA1} # v4.2.2
"##,
    ),
    (
        "gha-login-with",
        r##"        uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: ${{ github.actor }}
          password: ${{ secrets.GITHUB_TOKEN }}
"##,
    ),
    (
        "gha-run-webhook",
        r##"        run: |
          curl -sS -X POST --data @payload.json "$SLACK_WEBHOOK_URL"
        env:
          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK }}
"##,
    ),
    (
        "gitlab-ci-variables-url",
        r##"variables:
  POSTGRES_PASSWORD: $CI_DB_PASSWORD
  DATABASE_URL: "postgresql://runner:${POSTGRES_PASSWORD}@postgres:5432/orders"
"##,
    ),
    (
        "gitlab-ci-script-npmrc",
        r##"  script:
    - echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc
    - npm ci --cache .npm --prefer-offline
"##,
    ),
    (
        "circleci-environment",
        r##"    environment:
      CIRCLE_TOKEN: << pipeline.parameters.token >>
      GIT_SHA: << pipeline.git.revision >>
"##,
    ),
    (
        "jenkinsfile-environment",
        r##"    environment {
        DB_CREDS = credentials('orders-db')
        DB_PASSWORD = "${env.DB_CREDS_PSW}"
    }
"##,
    ),
    (
        "jenkinsfile-sh-bearer",
        r##"withCredentials([string(credentialsId: 'smoke-token', variable: 'TOKEN')]) {
    sh 'curl -fsS -H "Authorization: Bearer $TOKEN" https://api.staging.kestrel.dev/health'
}
"##,
    ),
    (
        "azure-pipelines-variables",
        r##"variables:
  - group: release-secrets
  - name: AZURE_DEVOPS_EXT_PAT
    value: $(System.AccessToken)
"##,
    ),
    (
        "buildkite-pipeline-env",
        r##"steps:
  - label: ":rocket: deploy"
    command: scripts/deploy.sh
    plugins:
      - seek-oss/aws-sm#v2.3.2:
          env:
            BUILDKITE_API_TOKEN: buildkite/api-token
"##,
    ),
    (
        "drone-environment",
        r##"    environment:
      AWS_ACCESS_KEY_ID:
        from_secret: aws_access_key_id
      AWS_SECRET_ACCESS_KEY:
        from_secret: aws_secret_access_key
"##,
    ),
    (
        "travis-env-global",
        r##"env:
  global:
    - secure: "{B64HASH}"
    - COMMIT={SHA1}
"##,
    ),
    (
        "tfvars-provider-token",
        r##"# Set with: export TF_VAR_cloudflare_api_token=<your-token>
zone_id              = "{HEX32}"
cloudflare_api_token = var.cloudflare_api_token
"##,
    ),
    (
        "tfvars-db-password",
        r##"db_master_username = "{U}"
db_master_password = random_password.db.result
kms_key_id         = "arn:aws:kms:eu-central-1:{DIGITS}12:key/{UUID}"
"##,
    ),
    (
        "hcl-provider-block",
        r##"provider "digitalocean" {
  token = data.vault_generic_secret.do.data["token"]
}
# image id {SHA256}
"##,
    ),
    (
        "tfstate-attributes",
        r##"          "attributes": {
            "id": "{UUID}",
            "password": null,
            "password_wo_version": 1,
            "etag": "{HEX32}"
          },
          "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]
"##,
    ),
    (
        "cfn-parameters-file",
        r##"  "Parameters": {
    "DBPassword": {
      "Type": "String",
      "NoEcho": true,
      "Default": "{{resolve:secretsmanager:prod/billing/db:SecretString:password}}"
    }
  }
"##,
    ),
    (
        "bicepparam-file",
        r##"using './main.bicep'
param adminUsername = '{U}'
param adminPassword = az.getSecret('{UUID}', 'rg-shared', 'kv-shared', 'vm-admin-password')
"##,
    ),
    (
        "arm-parameters-value",
        r##"    "sendgridApiKey": {
      "reference": {
        "keyVault": { "id": "/subscriptions/{UUID}/resourceGroups/rg/providers/Microsoft.KeyVault/vaults/kv-notify" },
        "secretName": "sendgrid-api-key"
      }
    }
"##,
    ),
    (
        "pulumi-stack-config",
        r##"config:
  aws:region: eu-central-1
  billing:dbPassword:
    secure: v1:{B64HASH}
encryptionsalt: v1:{LOW16}:v1:{B64HASH}
"##,
    ),
    (
        "nomad-job-template",
        r##"      data        = <<EOH
DB_PASSWORD={{ with secret "kv/data/billing" }}{{ .Data.data.password }}{{ end }}
EOH
"##,
    ),
    (
        "consul-acl-tokens",
        r##"service {
  name = "web"
  id   = "web-{UUID}"
  port = 8080
  meta = { git_sha = "{SHA1}" }
}
"##,
    ),
    (
        "vault-agent-token",
        r##"auto_auth {
  method "approle" {
    config = {
      role_id_file_path   = "/etc/vault/role-id"
      secret_id_file_path = "/etc/vault/secret-id"
    }
  }
}
"##,
    ),
    (
        "ansible-inventory-ini",
        r##"[web]
web01 ansible_host=10.20.0.11 ansible_user={U} ansible_password="{{ vault_web_password }}"
"##,
    ),
    (
        "helm-values-subchart",
        r##"postgresql:
  auth:
    existingSecret: keycloak-db
    secretKeys:
      adminPasswordKey: postgres-password
image:
  digest: sha256:{SHA256}
"##,
    ),
    (
        "spring-properties",
        r##"spring.datasource.username=${DB_USER}
spring.datasource.password=${DB_PASSWORD:}
spring.application.instance-id={UUID}
"##,
    ),
    (
        "spring-yaml-mail",
        r##"spring:
  mail:
    username: ${MAIL_USER}
    password: ENC(${MAIL_PASSWORD_ENCRYPTED})
"##,
    ),
    (
        "jupyter-source-cell",
        r##"   "source": [
    "import os\n",
    "from openai import OpenAI\n",
    "client = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\n"
   ]
"##,
    ),
    (
        "jupyter-output-stream",
        r##"   "outputs": [
    {
     "data": { "text/plain": [ "'{SHA256}'" ] },
     "execution_count": 7,
     "metadata": {},
     "output_type": "execute_result"
    }
   ],
"##,
    ),
    (
        "jupyter-env-magic",
        r##"   "source": [
    "# set HF_TOKEN=<your-hugging-face-token> in the kernel's environment first\n",
    "from huggingface_hub import login; login(token=os.getenv(\"HF_TOKEN\"))\n"
   ]
"##,
    ),
    (
        "sql-insert-api-key",
        r##"INSERT INTO integrations (id, name, api_key_hash, created_at) VALUES
  (7, 'billing-sync', '{SHA256}', now());
"##,
    ),
    (
        "sql-create-role",
        r##"CREATE ROLE reporting WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:{B64HASH}${B64HASH}:{B64HASH}';
"##,
    ),
    (
        "mysql-identified-by",
        r##"CREATE USER '{U}'@'10.%' IDENTIFIED WITH caching_sha2_password BY RANDOM PASSWORD;
-- the generated password is shown once and goes straight to the vault
"##,
    ),
    (
        "sql-dump-users-row",
        r##"INSERT INTO `users` VALUES (42,'{U}','$2b$12$abcdefghijklmnopqrstuuJ5wPyHkG8q1qfz2sXc1lqV1m8rJ5C6y','{UUID}','2026-01-14');
"##,
    ),
    (
        "ldif-userpassword",
        r##"dn: uid={U},ou=people,dc=kestrel,dc=dev
objectClass: inetOrgPerson
userPassword: {SSHA}{B64HASH}
entryUUID: {UUID}
"##,
    ),
    (
        "email-body-de",
        r##"Hallo zusammen,

das Passwort für das Testsystem bekommt ihr wie immer nur telefonisch oder über den Passwort-Safe.
Bitte niemals Passwörter per E-Mail verschicken!
"##,
    ),
    (
        "http-raw-bearer",
        r##"GET /v2/accounts/me HTTP/1.1
Host: api.kestrel.dev
Authorization: Bearer <access_token>
If-None-Match: "{HEX32}"
"##,
    ),
    (
        "http-raw-basic",
        r##"HTTP/1.1 401 Unauthorized
WWW-Authenticate: Basic realm="search", charset="UTF-8"
X-Request-Id: {UUID}
"##,
    ),
    (
        "http-set-cookie",
        r##"HTTP/2 200
etag: W/"{HEX32}"
set-cookie: theme=dark; Path=/; Max-Age=31536000
set-cookie: locale=de-DE; Path=/
"##,
    ),
    (
        "har-postdata-form",
        r##"        "postData": {
          "mimeType": "application/json",
          "text": "{\"query\":\"{ viewer { login } }\",\"requestId\":\"{UUID}\"}"
        },
"##,
    ),
    (
        "copy-as-fetch",
        r##"fetch("https://cdn.kestrel.dev/assets/app.{SHA7}.js", {
  "headers": { "accept": "*/*", "if-none-match": "\"{HEX32}\"" },
  "method": "GET"
});
"##,
    ),
    (
        "copy-as-powershell",
        r##"Invoke-WebRequest -UseBasicParsing -Uri "https://portal.kestrel.dev/api/me" `
  -Headers @{ "Authorization" = "Bearer $env:PORTAL_TOKEN"; "X-Request-Id" = "{UUID}" }
"##,
    ),
    (
        "postman-environment",
        r##"  "values": [
    { "key": "apiKey", "value": "", "type": "secret", "enabled": true },
    { "key": "token", "value": "{{vault:kestrel-api-token}}", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
"##,
    ),
    (
        "insomnia-export",
        r##"      "authentication": { "type": "bearer", "token": "{{ _.api_token }}", "prefix": "" },
      "_id": "req_{HEX32}"
"##,
    ),
    (
        "bruno-basic-auth",
        r##"auth:basic {
  username: {{adminUser}}
  password: {{adminPassword}}
}
"##,
    ),
    (
        "systemd-environment-url",
        r##"[Service]
EnvironmentFile=/etc/app/app.env
LoadCredential=db-password:/etc/credstore/db-password
Environment="DATABASE_URL=postgres://app@127.0.0.1:5432/app"
"##,
    ),
    (
        "crontab-pgpassword",
        r##"# pg_dump reads the password from ~/.pgpass (chmod 600)
30 2 * * * pg_dump -h db01 -U {U} shop | gzip > /backup/shop-$(date +\%F).sql.gz
"##,
    ),
    (
        "nginx-proxy-bearer",
        r##"location /upstream/ {
    proxy_set_header Authorization $http_authorization;
    proxy_set_header X-Request-Id $request_id;
    # upstream pinned to {SHA256}
}
"##,
    ),
    (
        "apache-setenv",
        r##"<Location /admin>
    AuthType Basic
    AuthName "Admin"
    AuthUserFile /etc/apache2/.htpasswd
    Require valid-user
</Location>
"##,
    ),
    (
        "haproxy-userlist",
        r##"userlist stats_users
    user {U} password $6$rounds=656000${LOW16}${B64HASH}
"##,
    ),
    (
        "git-credential-store-gitlab",
        r##"[credential "https://gitlab.kestrel.dev"]
	helper = cache --timeout=3600
	username = {U}
"##,
    ),
    (
        "yarnrc-yml",
        r##"npmScopes:
  kestrel:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAuthToken: "${NODE_AUTH_TOKEN}"
"##,
    ),
    (
        "gem-credentials",
        r##"# gem signin writes ~/.gem/credentials; never commit it
# checksum of kestrel-auth-2.4.1.gem: {SHA256}
"##,
    ),
    (
        "nuget-config-cleartext",
        r##"  <packageSourceCredentials>
    <KestrelFeed>
      <add key="Username" value="{U}" />
      <add key="ClearTextPassword" value="%NUGET_FEED_PAT%" />
    </KestrelFeed>
  </packageSourceCredentials>
"##,
    ),
    (
        "composer-auth-json",
        r##"{
    "content-hash": "{HEX32}",
    "packages": [
        { "name": "monolog/monolog", "source": { "reference": "{SHA1}" } }
    ]
}
"##,
    ),
    (
        "gradle-properties",
        r##"ossrhUsername=<your-jira-id>
ossrhPassword=<your-jira-password>
signing.keyId={UPPER16}
"##,
    ),
    (
        "ado-net-sqlserver",
        r##"    "Default": "Server=tcp:sql-kestrel.database.windows.net,1433;Initial Catalog=orders;Authentication=Active Directory Default;Encrypt=True;"
"##,
    ),
    (
        "jdbc-oracle-thin",
        r##"db.url=jdbc:oracle:thin:@//ora-prod.lan:1521/ORCLPDB1
db.user=${ORA_USER}
db.password=${ORA_PASSWORD}
"##,
    ),
    (
        "odbc-ini-dsn",
        r##"[warehouse]
Driver     = PostgreSQL Unicode
Servername = pg-dw.lan
Username   = {U}
Password   = xxxxxxxx
"##,
    ),
    (
        "redis-uri",
        r##"CACHE_URL=rediss://default:<password>@redis-prod.kestrel.dev:6380/0
"##,
    ),
    (
        "amqp-uri",
        r##"  broker_url: amqps://{U}:changeme@localhost:5671/jobs   # example only, see docs/setup.md
"##,
    ),
    (
        "ldapsearch-bind",
        r##"$ ldapsearch -H ldaps://ldap.kestrel.dev -D "cn=admin,dc=kestrel,dc=dev" -W -b "ou=people,dc=kestrel,dc=dev" "(entryUUID={UUID})"
Enter LDAP Password:
"##,
    ),
    (
        "kafka-jaas-config",
        r##"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${KAFKA_USER}" password="${KAFKA_PASSWORD}";
"##,
    ),
    (
        "url-encoded-password",
        r##"SQLALCHEMY_DATABASE_URI=postgresql+psycopg://{U}:%3Cpassword%3E@pg.kestrel.dev:5432/crm
"##,
    ),
    (
        "discord-webhook",
        r##"ALERT_WEBHOOK = os.environ["DISCORD_WEBHOOK_URL"]  # https://discord.com/api/webhooks/<id>/<token>
"##,
    ),
    (
        "teams-webhook",
        r##"$uri = $env:TEAMS_WEBHOOK_URL
# looks like https://<tenant>.webhook.office.com/webhookb2/<group>@<tenant-id>/IncomingWebhook/<id>/<owner>
"##,
    ),
    (
        "telegram-bot-url",
        r##"requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", json={"chat_id": {DIGITS}, "text": msg})
"##,
    ),
    (
        "php-define",
        r##"define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'AUTH_SALT', 'put your unique phrase here' );
"##,
    ),
    (
        "php-client-constructor",
        r##"$stripe = new \Stripe\StripeClient(getenv('STRIPE_SECRET_KEY'));
$publishable = '{PKLIVE}';
"##,
    ),
    (
        "csharp-client-constructor",
        r##"var client = new SendGridClient(Environment.GetEnvironmentVariable("SENDGRID_API_KEY"));
var correlationId = Guid.Parse("{UUID}");
"##,
    ),
    (
        "kotlin-const-val",
        r##"object BuildInfo {
    const val GIT_SHA = "{SHA1}"
    const val API_KEY_NAME = "ANTHROPIC_API_KEY"
}
"##,
    ),
    (
        "elixir-repo-config",
        r##"config :shop, Shop.Repo,
  username: System.fetch_env!("DB_USER"),
  password: System.fetch_env!("DB_PASSWORD"),
  hostname: "db.internal"
"##,
    ),
    (
        "perl-dbi-connect",
        r##"my $dbh = DBI->connect("dbi:Pg:dbname=ledger;host=pg01", $ENV{PGUSER}, $ENV{PGPASSWORD}, { RaiseError => 1 });
"##,
    ),
    (
        "dart-const-jwt",
        r##"const String supabaseUrl = 'https://xyzcompany.supabase.co';
const String supabaseAnonKey = String.fromEnvironment('SUPABASE_ANON_KEY');
"##,
    ),
    (
        "powershell-securestring",
        r##"$secure = Read-Host -Prompt "Password for {U}" -AsSecureString
$cred = Get-StoredCredential -Target "kestrel-sql"
"##,
    ),
    (
        "batch-set",
        r##"@echo off
set /p SQLPASS=Enter password:
sqlcmd -S sql01 -E -i nightly.sql
"##,
    ),
    (
        "makefile-variable",
        r##"GIT_SHA := $(shell git rev-parse HEAD)
API_TOKEN ?= $(shell cat ~/.config/kestrel/token)
IMAGE := ghcr.io/kestrel/api@sha256:{SHA256}
"##,
    ),
    (
        "chat-tr",
        r##"[09:42] {U}: şifreyi buraya yazmıyorum, 1Password'de "staging db" kaydına bak
"##,
    ),
    (
        "ticket-fi",
        r##"Salasana: lähetetään erikseen tekstiviestillä.
Salasanassa on oltava vähintään 14 merkkiä.
"##,
    ),
    (
        "ticket-uk",
        r##"Пароль: надішлемо окремо через Signal, не в заявці.
Ідентифікатор заявки: {UUID}
"##,
    ),
    (
        "commit-message-pt",
        r##"commit {SHA1}
Author: {U} <{U}@kestrel.dev>

    Remove a chave da API do repositório e passa a lê-la do cofre
"##,
    ),
    (
        "chat-ja",
        r##"{U}: パスワードはチャットに書かないでください。Vaultの secret/staging/admin を見てください
"##,
    ),
    (
        "table-de",
        r##"| System | Benutzer | Passwort |
|--------|----------|----------|
| Jira (Test) | {U} | siehe KeePass |
| Jenkins | {U} | ******** |
"##,
    ),
    (
        "k8s-secret-token-base64",
        r##"apiVersion: v1
kind: ConfigMap
metadata:
  name: build-info
data:
  commit: {SHA1}
  checksum: {B64HASH}
"##,
    ),
    (
        "mcp-result-escaped-config",
        r##"{"jsonrpc":"2.0","id":14,"result":{"content":[{"type":"text","text":"{\n  \"database\": {\n    \"user\": \"{U}\",\n    \"password\": \"${DB_PASSWORD}\"\n  }\n}"}]}}
"##,
    ),
    (
        "gcp-service-account-json",
        r##"{
  "type": "service_account",
  "private_key_id": "{SHA1}",
  "client_id": "{DIGITS}{DIGITS}",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/deployer%40kestrel-prod.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "public-keys",
        r##"ssh-ed25519 {SSHPUB} {U}@laptop
# age recipient: {AGEPUB}
"##,
    ),
    (
        "certificate-in-config",
        r##"tls:
  certificate: |
    -----BEGIN CERTIFICATE-----
{CERT}
    -----END CERTIFICATE-----
"##,
    ),
    (
        "lockfile-integrity",
        r##"    "node_modules/left-pad": {
      "version": "1.3.0",
      "integrity": "sha512-{B64HASH}{B64HASH}"
    },
"##,
    ),
    (
        "docs-example-values",
        r##"Example (placeholder values, do not use):

    export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE
    export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
    export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
"##,
    ),
];

const USERS: &[&str] = &[
    "a.yilmaz",
    "jdevries",
    "svc_laskutus",
    "o.kovalenko",
    "ionescu.m",
    "nagy.peter",
    "rafael.souza",
    "m.schneider",
    "c.dubois",
    "tanaka.k",
    "somchai.p",
    "wanjiru",
    "build-bot",
    "etl_rw",
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
    }
}

/// Every labelled case of set o, `PER_CONTEXT` per context.
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

/// Every hard negative of set o, `NEG_PER` renderings of each template: (family, text). A
/// finding anywhere in one is a false one.
pub fn negatives() -> Vec<(&'static str, String)> {
    let mut rng = Rng::new(SEED ^ 0xFF37_0F82_7CE8_EF3B);
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
/// Set o's clean sources, none read by sets a-n or by the tuning (which read the cargo
/// registry's sources, the npm fixtures, `/usr/share/doc`, `/etc` and pyenv's newest Python).
fn sources() -> Vec<Source> {
    vec![
        Source {
            // Sets d, e and n read the JDK's security, SQL, networking, I/O, management, RMI,
            // XML crypto and locale data modules: these are `java.time`, `java.text` and
            // `java.util.concurrent` of `java.base`.
            name: "jdk_java_time_text_concurrent_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.ends_with(".java")
                    && [
                        "java.base/java/time/",
                        "java.base/java/text/",
                        "java.base/java/util/concurrent/",
                    ]
                    .iter()
                    .any(|p| n.starts_with(p))
            }),
            cap: 5 << 19,
        },
        Source {
            // javac's own sources and resources (`jdk.compiler`).
            name: "jdk_compiler_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.starts_with("jdk.compiler/") && !n.ends_with('/')
            }),
            cap: 5 << 19,
        },
        Source {
            // JNDI with its LDAP and DNS providers (`java.naming`): code that speaks of
            // credentials, principals and passwords without holding any.
            name: "jdk_java_naming_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.starts_with("java.naming/") && !n.ends_with('/')
            }),
            cap: 3 << 19,
        },
        Source {
            // The serviceability agent (`jdk.hotspot.agent`).
            name: "jdk_hotspot_agent_sources",
            origin: Origin::Zip(jdk_src_zip(), |n| {
                n.starts_with("jdk.hotspot.agent/") && !n.ends_with('/')
            }),
            cap: 3 << 19,
        },
        Source {
            // The time zone database's text tables (`tzdata.zi`, `*.tab`, the leap-second
            // lists; the compiled zones hold NUL bytes and are skipped) and the licence shipped
            // beside the Terraform AWS provider in the local plugin mirror (its binary is over
            // 16 MiB and skipped).
            name: "tzdata_tables_and_provider_mirror_licence",
            origin: Origin::Dirs(
                vec![
                    PathBuf::from("/usr/share/zoneinfo"),
                    PathBuf::from("/opt/tf-plugins"),
                ],
                |_| true,
                &[],
            ),
            cap: 1 << 19,
        },
    ]
}

/// Every clean source of set o: its name, its text (files in path order or members in name
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
