//! Held-out set s of the masker benchmark, recorded in `bench/mask/heldout-s.frozen`.
//!
//! Written blind and frozen (on 2026-12-07 at 18:15 UTC) by an engineer who read neither the
//! masker's rules, its design table, its tests nor the benchmark's README, saw no measured figure
//! of any set and never ran the masker over it: the honest check that the rules generalise,
//! measured once, by someone else. Only the benchmark's driver (its opening and where it registers,
//! freezes and shape-checks sets), the opening of `heldout.rs` (its `Case`), the generator module
//! of set r (to learn its shape: its base64 and CRC-32 encoders, PEM layout, clean-source reader,
//! API and tests are followed; its random generator, seed, token table, words, users, contexts and
//! negatives are not), the module docstrings of the earlier sets (to favour the families they name
//! least), the frozen records of every earlier set and a search of the earlier modules for folder
//! and JDK module names, showing only which files name them (to keep this set's clean sources
//! apart from theirs), and the providers' documented token shapes went into it. It has three
//! parts:
//!
//! - labelled secrets: 200 contexts written for this set, 15 cases each, each a family of its own,
//!   from what agents' tool outputs hold and the earlier sets' lists name least: CI logs (GitHub
//!   Actions, GitLab CI, CircleCI, Buildkite, Jenkins, Drone, Azure Pipelines, Travis, Bitbucket
//!   Pipelines, TeamCity); `printenv`, `env`, `set`, `export -p`, PowerShell's `Env:`, `cmd`'s
//!   `set`, `/proc/PID/environ` and fish's `set -x` dumps; `docker inspect`, `docker compose
//!   config`, `kubectl get -o yaml/json`, `kubectl describe`, kubeconfigs, `helm get values`,
//!   `terraform show`, `terraform output -json`, `aws ... --output json` (IAM, Secrets Manager,
//!   SSM, STS, Lambda), `gcloud`, service-account JSON, `az`, `gh api`, `gh auth status`, `vault
//!   kv get` and `vault token create`; HTTP dumps (`curl -v`, httpie, HAR, devtools' "copy as
//!   curl", "copy as fetch" and "copy as PowerShell", raw requests, Burp, mitmproxy, `wget -d`,
//!   responses); crash reports and traces (Sentry events, Python, Java, Go, Node, Rust, .NET, PHP
//!   and Ruby); credential files (`.npmrc`, `.yarnrc.yml`, `.pypirc`, `pip.conf`,
//!   `.gem/credentials`, Maven's `settings.xml`, `gradle.properties`, `NuGet.Config`,
//!   `.docker/config.json`, `.git-credentials`, `.cargo/credentials.toml`, Composer's
//!   `auth.json`, `.condarc`, `.s3cfg`, `.boto`, `rclone.conf`, `.terraformrc`); Postman,
//!   Insomnia and Bruno files and OpenAPI examples; SQL dumps (mysqldump, `pg_dump`'s `COPY`,
//!   SQLite), CSV exports and the Mongo shell's output; READMEs, issue and review comments, Jira,
//!   Confluence and Stack Overflow pastes; chat in Portuguese, Dutch, Swedish, Turkish, Japanese,
//!   Russian, Ukrainian, Norwegian, Danish, Catalan, Swahili, Tagalog, Malay, Persian, Estonian,
//!   Slovak, Croatian, Lithuanian and English (letters-only passwords among them);
//!   terminal-wrapped tokens and tokens split across JSON-escaped text, string concatenations and
//!   shell line continuations; `.env`, TOML, INI, Java properties, YAML anchors and flow mappings,
//!   XML and JSON app settings, Nomad HCL, systemd units, supervisord and Ansible variants; sources
//!   in Python, Go, Rust, Java, C#, Ruby, PHP, TypeScript, Elixir, Lua, Perl, R, Groovy, Terraform
//!   and SQL; URLs with credentials in the amqps, postgresql+psycopg, mysql+pymysql, mssql+pyodbc,
//!   oracle, clickhouse, nats, sftp, ssh, git+https, rtsp, wss, neo4j+s, couchbases and jdbc
//!   schemes; MCP tool results (JSON-RPC shaped); access, structured, Python and log4j logs and
//!   crash reports' environment sections. Values from a generator of this set's own (Bob
//!   Jenkins' small fast generator) from a new seed: provider tokens in the shapes their
//!   providers document (a table of this set's own, every row drawn), generic high-entropy keys,
//!   JWTs with real JSON claims, PEM and OpenSSH private keys with real DER prefixes and magic,
//!   base64 Basic credentials, passwords in connection strings, and people's passwords (a list of
//!   this set's own) after names that say password.
//! - hard negatives: texts in the same families with nothing to mask (placeholders, template
//!   variables, `${VAR}`, redacted values, reads of the environment and of secret stores,
//!   function calls, file hashes, commit ids, UUIDs that are ids, public keys and the providers'
//!   documented example values); every finding in them is a false one.
//! - clean text from sources no earlier set's record names and that the tuning did not read (the
//!   cargo registry's sources, the npm fixtures, `/usr/share/doc`, `/etc` and pyenv's newest
//!   Python): the modules of the JDK's `src.zip` no earlier set took (`java.compiler`,
//!   `jdk.xml.dom`, `jdk.sctp`, `java.smartcardio`, `jdk.naming.dns`, `jdk.naming.rmi`,
//!   `jdk.management.jfr`, `jdk.unsupported`, `jdk.unsupported.desktop`, `jdk.security.jgss`,
//!   `jdk.net`, `java.transaction.xa`, `jdk.jsobject`, `jdk.editpad`, `jdk.internal.ed`,
//!   `jdk.nio.mapmode` and the small aggregator and agent modules). Members in name order, each
//!   cut to 256 KiB and each source capped.
//!
//! `airlock-bench-mask heldout-shape s heldout-s.frozen` recomputes the record and compares it with
//! the frozen one without masking anything; `airlock-bench-mask heldout s heldout-s.frozen` is the
//! measurement, to be run once.

use crate::heldout::Case;

/// The seed that, with the templates below, fixes every labelled case and every negative.
pub const SEED: u64 = 0x51A7_E5E7_0007_B10D;

/// Cases per context.
const PER_CONTEXT: usize = 15;

/// Bob Jenkins' small fast generator (JSF64, "a small noncryptographic PRNG"): four words,
/// rotations and sums; a generator no earlier set used.
struct Rng {
    a: u64,
    b: u64,
    c: u64,
    d: u64,
}

impl Rng {
    fn new(seed: u64) -> Self {
        let mut r = Rng {
            a: 0xF1EA_5EED,
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
        (0..n).map(|_| (self.next() >> 24) as u8).collect()
    }
}

const UPNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const LOWNUM: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const NUM: &[u8] = b"0123456789";
const AN: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const URLSAFE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STD64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const HX: &[u8] = b"0123456789abcdef";
const UHX: &[u8] = b"0123456789ABCDEF";
const B32: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
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

/// Provider token formats in the shapes their providers document (this set's own table): name
/// and maker.
const FORMATS: &[(&str, Maker)] = &[
    ("github fine-grained pat", |r| {
        format!("github_pat_11{}_{}", r.take(UPNUM, 20), r.take(AN, 59))
    }),
    ("github oauth token", |r| {
        let body = r.take(AN, 30);
        format!("gho_{body}{}", checksum62(&body))
    }),
    ("github user-to-server token", |r| {
        let body = r.take(AN, 30);
        format!("ghu_{body}{}", checksum62(&body))
    }),
    ("gitlab deploy token", |r| {
        format!("gldt-{}", r.take(URLSAFE, 20))
    }),
    ("gitlab pipeline trigger token", |r| {
        format!("glptt-{}", r.take(HX, 40))
    }),
    ("gitlab feed token", |r| {
        format!("glft-{}", r.take(URLSAFE, 20))
    }),
    ("slack user token", |r| {
        format!(
            "xoxp-{}-{}-{}-{}",
            r.take(NUM, 11),
            r.take(NUM, 12),
            r.take(NUM, 13),
            r.take(HX, 32)
        )
    }),
    ("slack webhook path", |r| {
        format!(
            "https://hooks.slack.com/services/T{}/B{}/{}",
            r.take(UPNUM, 10),
            r.take(UPNUM, 10),
            r.take(AN, 24)
        )
    }),
    ("stripe live restricted key", |r| {
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
    ("anthropic api key", |r| {
        format!("sk-ant-api03-{}AA", r.take(URLSAFE, 93))
    }),
    ("groq api key", |r| format!("gsk_{}", r.take(AN, 52))),
    ("xai api key", |r| format!("xai-{}", r.take(AN, 80))),
    ("replicate api token", |r| format!("r8_{}", r.take(AN, 37))),
    ("huggingface token", |r| format!("hf_{}", r.take(AN, 34))),
    ("google oauth client secret", |r| {
        format!("GOCSPX-{}", r.take(URLSAFE, 28))
    }),
    ("google api key", |r| format!("AIza{}", r.take(URLSAFE, 35))),
    ("aws access key id", |r| format!("AKIA{}", r.take(B32, 16))),
    ("azure ad client secret", |r| {
        format!(
            "{}{}Q~{}",
            r.take(AN, 3),
            r.between(7, 8),
            r.take(URLSAFE, 34)
        )
    }),
    ("shopify private app token", |r| {
        format!("shppa_{}", r.take(HX, 32))
    }),
    ("shopify shared secret", |r| {
        format!("shpss_{}", r.take(HX, 32))
    }),
    ("twilio auth sid pair", |r| format!("SK{}", r.take(HX, 32))),
    ("sendgrid api key", |r| {
        format!("SG.{}.{}", r.take(URLSAFE, 22), r.take(URLSAFE, 43))
    }),
    ("mailgun api key", |r| format!("key-{}", r.take(HX, 32))),
    ("npm granular token", |r| {
        let body = r.take(AN, 30);
        format!("npm_{body}{}", checksum62(&body))
    }),
    ("pypi api token", |r| {
        format!("pypi-AgENdGVzdC5weXBpLm9yZw{}", r.take(URLSAFE, 70))
    }),
    ("rubygems api key", |r| {
        format!("rubygems_{}", r.take(HX, 48))
    }),
    ("nuget api key", |r| format!("oy2{}", r.take(LOWNUM, 43))),
    ("docker hub pat", |r| {
        format!("dckr_pat_{}", r.take(URLSAFE, 27))
    }),
    ("terraform cloud token", |r| {
        format!("{}.atlasv1.{}", r.take(AN, 14), r.take(AN, 67))
    }),
    ("vault batch token", |r| {
        format!("hvb.{}", r.take(URLSAFE, 138))
    }),
    ("vault service token", |r| format!("hvs.{}", r.take(AN, 24))),
    ("pulumi access token", |r| format!("pul-{}", r.take(HX, 40))),
    ("doppler cli token", |r| format!("dp.ct.{}", r.take(AN, 43))),
    ("digitalocean oauth token", |r| {
        format!("doo_v1_{}", r.take(HX, 64))
    }),
    ("fly macaroon token", |r| {
        format!("fm2_{}", r.take(URLSAFE, 120))
    }),
    ("netlify pat", |r| format!("nfp_{}", r.take(AN, 36))),
    ("supabase access token", |r| {
        format!("sbp_{}", r.take(HX, 40))
    }),
    ("planetscale password", |r| {
        format!("pscale_pw_{}", r.take(URLSAFE, 43))
    }),
    ("linear oauth token", |r| {
        format!("lin_oauth_{}", r.take(HX, 64))
    }),
    ("notion secret", |r| format!("secret_{}", r.take(AN, 43))),
    ("figma pat", |r| format!("figd_{}", r.take(URLSAFE, 40))),
    ("datadog api key", |r| r.take(HX, 32)),
    ("new relic user key", |r| {
        format!("NRAK-{}", r.take(UPNUM, 27))
    }),
    ("sentry user token", |r| {
        format!("sntryu_{}", r.take(HX, 64))
    }),
    ("grafana cloud token", |r| {
        format!(
            "glc_{}",
            b64(
                format!(
                    "{{\"o\":\"{}\",\"n\":\"stack-{}-token\",\"k\":\"{}\",\"m\":{{\"r\":\"eu\"}}}}",
                    r.take(NUM, 6),
                    r.take(NUM, 6),
                    r.take(AN, 24)
                )
                .as_bytes(),
                false
            )
            .trim_end_matches('=')
        )
    }),
    ("tailscale auth key", |r| {
        format!("tskey-auth-k{}CNTRL-{}", r.take(AN, 10), r.take(AN, 33))
    }),
    ("circleci personal token", |r| {
        format!("CCIPAT_{}_{}", r.take(AN, 22), r.take(HX, 40))
    }),
    ("buildkite agent token", |r| {
        format!("bkat_{}", r.take(LOWNUM, 48))
    }),
    ("discord bot token", |r| {
        format!(
            "M{}.{}.{}",
            r.take(AN, 25),
            r.take(URLSAFE, 6),
            r.take(URLSAFE, 38)
        )
    }),
    ("telegram bot token", |r| {
        format!("{}:AA{}", r.take(NUM, 10), r.take(URLSAFE, 33))
    }),
    ("alibaba access key id", |r| {
        format!("LTAI5t{}", r.take(AN, 18))
    }),
    ("jfrog reference token", |r| {
        format!("cmVmdGtuOjAxOj{}", r.take(AN, 50))
    }),
    ("square oauth secret", |r| {
        format!("sq0csp-{}", r.take(URLSAFE, 43))
    }),
    ("age identity", |r| {
        format!(
            "AGE-SECRET-KEY-1{}",
            r.take(b"QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
        )
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

/// A JWT with real JSON claims (HS512, RS256 or ES256): CI OIDC tokens, Auth0 access tokens and
/// Supabase service keys, signed with random bytes.
fn jwt(rng: &mut Rng) -> String {
    let alg = *rng.one(&["HS512", "RS256", "ES256"]);
    let header = if alg == "HS512" {
        "{\"alg\":\"HS512\",\"typ\":\"JWT\"}".to_owned()
    } else {
        format!(
            "{{\"typ\":\"JWT\",\"alg\":\"{alg}\",\"x5t\":\"{}\",\"kid\":\"{}\"}}",
            rng.take(URLSAFE, 27),
            rng.take(HX, 40)
        )
    };
    let iat = 1_764_000_000 + rng.below(30_000_000);
    let claims = match rng.below(3) {
        0 => format!(
            "{{\"jti\":\"{}\",\"sub\":\"repo:{}/{}:ref:refs/heads/main\",\"aud\":\"sts.amazonaws.com\",\"ref\":\"refs/heads/main\",\"repository\":\"{}/{}\",\"run_id\":\"{}\",\"iss\":\"https://token.actions.githubusercontent.com\",\"nbf\":{iat},\"exp\":{},\"iat\":{iat}}}",
            uuid4(rng),
            rng.one(&["lojavirtual", "boekhouding", "kassasystem"]),
            rng.one(&["api", "infra", "site"]),
            rng.one(&["lojavirtual", "boekhouding"]),
            rng.one(&["deploy", "web"]),
            rng.take(NUM, 11),
            iat + 300
        ),
        1 => format!(
            "{{\"iss\":\"https://{}.eu.auth0.com/\",\"sub\":\"auth0|{}\",\"aud\":[\"https://api.{}.example\",\"https://{}.eu.auth0.com/userinfo\"],\"iat\":{iat},\"exp\":{},\"scope\":\"openid profile email offline_access\",\"azp\":\"{}\"}}",
            rng.one(&["lojinha", "fietsen", "kaffe"]),
            rng.take(HX, 24),
            rng.one(&["lojinha", "fietsen", "kaffe"]),
            rng.one(&["lojinha", "fietsen", "kaffe"]),
            iat + 86_400,
            rng.take(AN, 32)
        ),
        _ => format!(
            "{{\"iss\":\"supabase\",\"ref\":\"{}\",\"role\":\"service_role\",\"iat\":{iat},\"exp\":{}}}",
            rng.take(LOWER, 20),
            iat + 315_360_000
        ),
    };
    let sig = rng.raw(match alg {
        "HS512" => 64,
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

/// A generic high-entropy secret: hex, base64, URL-safe, alphanumeric, upper hex or base32.
fn random_secret(rng: &mut Rng) -> (&'static str, String) {
    match rng.below(6) {
        0 => ("random hex", {
            let n = *rng.one(&[32, 40, 64]);
            rng.take(HX, n)
        }),
        1 => ("random base64", {
            let n = rng.between(24, 64);
            let b = rng.raw(n);
            b64(&b, false)
        }),
        2 => ("random urlsafe", {
            let n = rng.between(24, 48);
            let b = rng.raw(n);
            b64(&b, true)
        }),
        3 => ("random upper hex", {
            let n = *rng.one(&[32, 48]);
            rng.take(UHX, n)
        }),
        4 => ("random base32", {
            let n = rng.between(24, 40);
            rng.take(B32, n)
        }),
        _ => ("random alphanumeric", {
            let n = rng.between(20, 50);
            rng.take(AN, n)
        }),
    }
}

/// Low-entropy passwords people really deploy: this set's own list.
const WEAK: &[&str] = &[
    "Lisboa2026!",
    "Saudade123",
    "Amsterdam2025!",
    "Wachtwoord1",
    "Sommar2026!",
    "Losenord123",
    "Istanbul2025!",
    "Sifre1234!",
    "Sakura2026!",
    "Parol2025!",
    "Kyiv2026!",
    "Oslo2025!",
    "Passord123",
    "Kobenhavn2026",
    "Barcelona25!",
    "Nairobi2026!",
    "Manila2025!",
    "KualaLumpur1!",
    "Tehran2026!",
    "Tallinn2025!",
    "Bratislava26!",
    "Zagreb2025!",
    "Vilnius2026!",
    "Spring2026!",
    "Winter2025!",
    "Password2026!",
    "Qwerty2025!",
    "P@ssw0rd2026",
    "Jenkins2026!",
    "Postgres123!",
    "Rabbitmq2025",
    "Minio2026!",
    "Deploy2025!",
    "Staging123!",
    "Company2026!",
    "Test1234!",
];

/// Words for people's passwords (ASCII spellings of words in the set's languages).
const WORDS: &[&str] = &[
    "praia",
    "saudade",
    "gato",
    "chuva",
    "fiets",
    "kaas",
    "tulp",
    "molen",
    "sommar",
    "skog",
    "fika",
    "kanelbulle",
    "deniz",
    "kahve",
    "simit",
    "sakura",
    "neko",
    "yama",
    "tsuki",
    "koshka",
    "zvezda",
    "sonce",
    "kalyna",
    "fjell",
    "hytte",
    "hygge",
    "smorrebrod",
    "platja",
    "muntanya",
    "simba",
    "jua",
    "bahari",
    "mahal",
    "bituin",
    "bunga",
    "kopi",
    "golab",
    "setareh",
    "meri",
    "kuu",
    "hrad",
    "more",
    "jura",
    "saule",
    "otter",
    "granite",
    "juniper",
    "quartz",
    "willow",
];

fn cap(w: &str) -> String {
    let mut s = w.to_owned();
    s[..1].make_ascii_uppercase();
    s
}

/// A person's password: a word, another, digits and sometimes a symbol.
fn person_password(rng: &mut Rng) -> (&'static str, String) {
    let a = *rng.one(WORDS);
    let b = *rng.one(WORDS);
    let sym = *rng.one(&["", "!", "#", ".", "_", "*", "@", "-", "~"]);
    (
        "person password",
        format!("{}{}{}{sym}", cap(a), cap(b), rng.between(1, 2026)),
    )
}

/// A password of letters only: two to four words, some capitalised, at least ten letters.
fn letters_password(rng: &mut Rng) -> (&'static str, String) {
    let n = rng.between(2, 4);
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

/// A passphrase: three to five words joined with dots or dashes.
fn joined_password(rng: &mut Rng) -> (&'static str, String) {
    let n = rng.between(3, 5);
    let sep = *rng.one(&["-", "."]);
    let words: Vec<&str> = (0..n).map(|_| *rng.one(WORDS)).collect();
    ("joined passphrase", words.join(sep))
}

fn weak_password(rng: &mut Rng) -> (&'static str, String) {
    ("common password", (*rng.one(WEAK)).to_owned())
}

/// A password under a name that says password.
fn password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 5 {
        0 | 3 => weak_password(rng),
        1 => person_password(rng),
        2 => letters_password(rng),
        _ => joined_password(rng),
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
                .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-' || *c == '.')
                .collect()
        }),
        2 => letters_password(rng),
        3 => ("joined passphrase", {
            let (_, p) = joined_password(rng);
            p.replace('.', "-")
        }),
        _ => ("random alphanumeric", {
            let n = rng.between(16, 32);
            rng.take(AN, n)
        }),
    }
}

/// A token under a name that says key or token: provider tokens and random keys.
fn token(rng: &mut Rng, i: usize) -> (&'static str, String) {
    if i % 3 == 1 {
        random_secret(rng)
    } else {
        loop {
            let (n, t) = provider(rng);
            // The webhook URL is not a value a key holds bare.
            if !t.contains("://") {
                break (n, t);
            }
        }
    }
}

/// A PEM private key with a real DER prefix (or OpenSSH's magic), lines joined by `join`.
fn pem(rng: &mut Rng, join: &str) -> (&'static str, String) {
    let (label, kind, head, len, width): (&str, &str, Vec<u8>, usize, usize) = match rng.below(4) {
        0 => (
            "RSA PRIVATE KEY",
            "pem rsa 2048",
            vec![
                0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00,
            ],
            1192,
            64,
        ),
        1 => (
            "PRIVATE KEY",
            "pem pkcs8 rsa",
            vec![
                0x30, 0x82, 0x04, 0xbe, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48,
                0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x82, 0x04, 0xa8,
            ],
            1218,
            64,
        ),
        2 => (
            "EC PRIVATE KEY",
            "pem ec p256",
            vec![0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20],
            121,
            64,
        ),
        _ => (
            "OPENSSH PRIVATE KEY",
            "openssh ed25519",
            [
                b"openssh-key-v1\0\0\0\0\x04none\0\0\0\x04none\0\0\0\0\0\0\0\x01\0\0\0\x33\0\0\0\x0bssh-ed25519\0\0\0\x20".as_slice(),
            ]
            .concat(),
            399,
            70,
        ),
    };
    let mut der = head;
    let rest = rng.raw(len - der.len());
    der.extend(rest);
    let body = b64(&der, false);
    let lines: Vec<&str> = body
        .as_bytes()
        .chunks(width)
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
    /// A password under a name that says password (common, a person's, letters only, joined).
    Pw,
    /// A password of letters only.
    Letters,
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
    /// A provider token or random key in base64.
    B64Tok,
    /// The provider format at this offset plus the case's index in the table (wrapping), so
    /// that every format is drawn.
    Every(usize),
    /// A provider token or random key broken after the given number of characters by the given
    /// text (a terminal's wrap, an escaped newline, a JSON string split); the whole of it,
    /// break included, is the secret.
    Split(usize, &'static str),
}
use crate::heldout_share::{JdkSource as Source, b64, checksum62, jdk_clean};
use Slot::{AwsSecret, B64Tok, Basic, Every, Fmt, Gen, Jwt, Letters, Pem, Pw, Split, Tok, UrlPw};

/// The value a slot holds for case `i`: its kind and its text (all of it the secret).
fn value(rng: &mut Rng, slot: Slot, i: usize) -> (&'static str, String) {
    match slot {
        Pw => password(rng, i),
        Letters => letters_password(rng),
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
        B64Tok => {
            let (_, t) = token(rng, i);
            ("base64 token", b64(t.as_bytes(), false))
        }
        Every(at) => {
            let (name, make) = FORMATS[(at + i) % FORMATS.len()];
            (name, make(rng))
        }
        Split(at, joint) => {
            let (_, t) = token(rng, i);
            let cut = at.min(t.len() / 2);
            ("split token", format!("{}{joint}{}", &t[..cut], &t[cut..]))
        }
    }
}

const USERS: &[&str] = &[
    "joao.silva",
    "m.vandijk",
    "erik.lindqvist",
    "ayse.yilmaz",
    "tanaka.hiroshi",
    "o.petrenko",
    "ingrid.haugen",
    "mette.jensen",
    "jordi.puig",
    "amani.mwangi",
    "jose.reyes",
    "nurul.aziz",
    "r.tehrani",
    "kadri.tamm",
    "m.kovac",
    "ci-runner",
    "deploy_svc",
    "etl-nightly",
];

/// (family, slot, template): `{U}` a user name, `{V}` the secret (once per template), `{KEYID}`
/// an AWS access key id.
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // CI logs
    (
        "github-actions-step-env-echo",
        Tok,
        r##"2026-11-30T09:14:02.1183520Z ##[group]Run ./scripts/publish.sh
2026-11-30T09:14:02.1184011Z ./scripts/publish.sh
2026-11-30T09:14:02.1192744Z shell: /usr/bin/bash -e {0}
2026-11-30T09:14:02.1193051Z env:
2026-11-30T09:14:02.1193390Z   NODE_VERSION: 22
2026-11-30T09:14:02.1193722Z   REGISTRY_AUTH_TOKEN: {V}
2026-11-30T09:14:02.1194005Z ##[endgroup]
"##,
    ),
    (
        "github-actions-debug-curl",
        Fmt("github fine-grained pat"),
        r##"2026-11-30T10:02:55.7710312Z ##[debug]Evaluating: secrets.RELEASE_PAT
2026-11-30T10:02:55.7731199Z + curl -sS -X POST -H 'Authorization: Bearer {V}' https://api.github.com/repos/lojavirtual/api/releases
2026-11-30T10:02:56.3012988Z {"message":"Validation Failed","status":"422"}
"##,
    ),
    (
        "gitlab-ci-job-trace-export",
        Pw,
        r##"[0KRunning with gitlab-runner 17.6.0 (3153ccc6)[0;m
[0K  on docker-runner-03 t3_xPz91, system ID: s_4c1f2e8a6b0d[0;m
$ export PGPASSWORD={V}
$ psql -h db.staging.internal -U app -c 'select 1'
 ?column? 
----------
        1
"##,
    ),
    (
        "gitlab-ci-variables-yaml",
        Tok,
        r##"variables:
  DOCKER_DRIVER: overlay2
  SONAR_HOST_URL: https://sonar.fietsen.example
  SONAR_TOKEN: "{V}"
  GIT_DEPTH: "20"
"##,
    ),
    (
        "circleci-step-output",
        Fmt("circleci personal token"),
        r##"#!/bin/bash -eo pipefail
curl -s -H "Circle-Token: {V}" https://circleci.com/api/v2/me
{"name":"{U}","login":"{U}","id":"8f14e45f-ceea-467f-a0b5-9b8a7c5d2e11"}
CircleCI received exit code 0
"##,
    ),
    (
        "buildkite-agent-log",
        Fmt("buildkite agent token"),
        r##"2026-12-01 06:41:09 NOTICE Starting buildkite-agent v3.87.1 with PID: 2241
2026-12-01 06:41:09 INFO   Registering agent with Buildkite...
2026-12-01 06:41:09 DEBUG  POST https://agent.buildkite.com/v3/register token={V}
2026-12-01 06:41:10 INFO   Successfully registered agent "builder-7" with tags [queue=default]
"##,
    ),
    (
        "jenkins-console-withenv",
        AwsSecret,
        r##"[Pipeline] withEnv
[Pipeline] {
[Pipeline] sh
+ aws configure set aws_access_key_id {KEYID}
+ aws configure set aws_secret_access_key {V}
+ aws s3 sync dist/ s3://kassasystem-web/ --delete
upload: dist/index.html to s3://kassasystem-web/index.html
"##,
    ),
    (
        "drone-ci-secret-log",
        Tok,
        r##"+ echo "deploying with key $PLUGIN_API_KEY"
deploying with key {V}
+ ./deploy --env production
"##,
    ),
    (
        "azure-pipelines-log",
        Pw,
        r##"2026-12-02T07:20:31.5081927Z ##[section]Starting: Restore database
2026-12-02T07:20:31.5201133Z Generating script.
2026-12-02T07:20:31.5300422Z ========================== Starting Command Output ===========================
2026-12-02T07:20:31.5440019Z sqlcmd -S tcp:sql-prod.database.windows.net -U sqladmin -P {V} -i restore.sql
2026-12-02T07:20:33.1022391Z Changed database context to 'Loja'.
"##,
    ),
    (
        "travis-ci-env-line",
        Tok,
        r##"Setting environment variables from repository settings
$ export DEPLOY_BRANCH=main
$ export HEROKU_API_KEY={V}
$ bundle exec rake db:migrate
"##,
    ),
    (
        "bitbucket-pipelines-yml",
        Pw,
        r##"pipelines:
  branches:
    main:
      - step:
          name: Deploy
          script:
            - pipe: atlassian/ftp-deploy:0.7.1
              variables:
                USER: deploy
                PASSWORD: '{V}'
                SERVER: ftp.lojinha.example
"##,
    ),
    (
        "teamcity-build-log",
        Tok,
        r##"[09:13:40] :	 [Step 2/3] Starting: /opt/buildagent/temp/agentTmp/custom_script.sh
[09:13:40] :	 [Step 2/3] in directory: /opt/buildagent/work/4f1c
[09:13:41]i:	 [Step 2/3] ##teamcity[setParameter name='env.NEXUS_TOKEN' value='{V}']
[09:13:42] :	 [Step 2/3] Process exited with code 0
"##,
    ),
    (
        "github-actions-oidc-token-dump",
        Jwt,
        r##"Run echo "$ACTIONS_ID_TOKEN" | cut -c1-2000
{"count":1,"value":"{V}"}
Error: Process completed with exit code 1.
"##,
    ),
    (
        "gitlab-ci-docker-login",
        Fmt("gitlab deploy token"),
        r##"$ echo "gitlab+deploy-token-41:{V}" | docker login -u gitlab+deploy-token-41 --password-stdin registry.gitlab.com
WARNING! Your password will be stored unencrypted in /root/.docker/config.json.
Login Succeeded
"##,
    ),
    (
        "github-actions-set-output",
        Gen,
        r##"Run ./ci/mint-key.sh
::add-mask::***
::set-output name=signing_key::{V}
Warning: The `set-output` command is deprecated and will be disabled soon.
"##,
    ),
    // Environment dumps
    (
        "printenv-dump",
        Tok,
        r##"HOSTNAME=api-7d9f8b6c4-xk2lp
HOME=/root
OPENAI_API_KEY={V}
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
LANG=C.UTF-8
"##,
    ),
    (
        "env-dump-db-password",
        Pw,
        r##"SHLVL=1
DB_HOST=10.20.3.14
DB_USER=app_rw
DB_PASSWORD={V}
_=/usr/bin/env
"##,
    ),
    (
        "bash-set-dump",
        Tok,
        r##"BASH_VERSION='5.2.21(1)-release'
COLUMNS=211
DIRSTACK=()
GITHUB_TOKEN={V}
HISTFILE=/home/{U}/.bash_history
"##,
    ),
    (
        "export-p-dump",
        Tok,
        r##"declare -x EDITOR="vim"
declare -x HF_TOKEN="{V}"
declare -x LESS="-R"
declare -x OLDPWD="/srv/models"
"##,
    ),
    (
        "powershell-get-childitem-env",
        Pw,
        r##"Name                           Value
----                           -----
COMPUTERNAME                   BUILD-WIN-02
SQL_SA_PASSWORD                {V}
TEMP                           C:\Users\builder\AppData\Local\Temp
"##,
    ),
    (
        "cmd-set-dump",
        Tok,
        r##"C:\src\app>set
ALLUSERSPROFILE=C:\ProgramData
AZURE_CLIENT_SECRET={V}
COMPUTERNAME=DEV-LAPTOP-17
"##,
    ),
    (
        "proc-environ-nul-split",
        Tok,
        "PATH=/usr/bin:/bin\u{0}HOME=/app\u{0}STRIPE_SECRET={V}\u{0}NODE_ENV=production\u{0}",
    ),
    (
        "fish-set-x-dump",
        Pw,
        r##"SMTP_HOST smtp.fietsen.example
SMTP_PASS {V}
SMTP_PORT 587
"##,
    ),
    // Containers, clusters and clouds
    (
        "docker-inspect-env",
        Tok,
        r##"[
    {
        "Id": "5c8e1f0a9d3b4e7f2a6c1d8b0e9f3a2c7d4b1e6f8a0c3d5e7b9f1a2c4d6e8f0a",
        "Config": {
            "Hostname": "5c8e1f0a9d3b",
            "Env": [
                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "SENTRY_AUTH_TOKEN={V}",
                "PYTHON_VERSION=3.12.7"
            ],
"##,
    ),
    (
        "docker-inspect-db-url",
        UrlPw,
        r##"            "Env": [
                "DATABASE_URL=postgresql://loja:{V}@db:5432/loja?sslmode=disable",
                "RAILS_ENV=production"
            ],
"##,
    ),
    (
        "docker-compose-config",
        Pw,
        r##"services:
  rabbitmq:
    environment:
      RABBITMQ_DEFAULT_PASS: {V}
      RABBITMQ_DEFAULT_USER: admin
    image: rabbitmq:3.13-management
"##,
    ),
    (
        "kubectl-get-secret-yaml",
        B64Tok,
        r##"apiVersion: v1
data:
  api-key: {V}
kind: Secret
metadata:
  creationTimestamp: "2026-10-02T11:40:17Z"
  name: payments-api
  namespace: loja
type: Opaque
"##,
    ),
    (
        "kubectl-get-secret-json",
        B64Tok,
        r##"{
    "apiVersion": "v1",
    "data": {
        "token": "{V}"
    },
    "kind": "Secret",
    "metadata": {
        "name": "ci-bot",
        "namespace": "tools"
    }
}
"##,
    ),
    (
        "kubectl-get-deploy-env",
        Pw,
        r##"    spec:
      containers:
      - env:
        - name: REDIS_PASSWORD
          value: {V}
        - name: REDIS_HOST
          value: redis-master.cache.svc
        image: registry.fietsen.example/api:2.14.0
"##,
    ),
    (
        "kubectl-describe-pod-env",
        Tok,
        r##"Containers:
  worker:
    Image:          ghcr.io/kaffe/worker:1.9.2
    Environment:
      QUEUE_URL:        amqp://rabbit.kaffe.svc:5672
      ANTHROPIC_API_KEY:  {V}
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-8x2kq (ro)
"##,
    ),
    (
        "kubeconfig-user-token",
        Jwt,
        r##"apiVersion: v1
kind: Config
users:
- name: ci-deployer
  user:
    token: {V}
current-context: prod-eu
"##,
    ),
    (
        "kubeconfig-client-key-data",
        B64Tok,
        r##"users:
- name: kubernetes-admin
  user:
    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==
    client-key-data: {V}
"##,
    ),
    (
        "helm-get-values",
        Pw,
        r##"USER-SUPPLIED VALUES:
auth:
  database: keycloak
  password: {V}
  username: keycloak
primary:
  persistence:
    size: 20Gi
"##,
    ),
    (
        "terraform-show-plan",
        Pw,
        r##"  # aws_db_instance.main will be created
  + resource "aws_db_instance" "main" {
      + allocated_storage = 50
      + engine            = "postgres"
      + password          = "{V}"
      + username          = "loja_admin"
    }
"##,
    ),
    (
        "terraform-output-json",
        Tok,
        r##"{
  "api_key": {
    "sensitive": true,
    "type": "string",
    "value": "{V}"
  },
  "endpoint": {
    "sensitive": false,
    "type": "string",
    "value": "https://api.fietsen.example"
  }
}
"##,
    ),
    (
        "aws-iam-create-access-key-json",
        AwsSecret,
        r##"{
    "AccessKey": {
        "UserName": "ci-uploader",
        "AccessKeyId": "{KEYID}",
        "Status": "Active",
        "SecretAccessKey": "{V}",
        "CreateDate": "2026-12-01T08:12:44+00:00"
    }
}
"##,
    ),
    (
        "aws-secretsmanager-get-secret-value",
        Pw,
        r##"{
    "ARN": "arn:aws:secretsmanager:eu-west-1:481516234200:secret:prod/db-AbCdEf",
    "Name": "prod/db",
    "SecretString": "{\"username\":\"loja\",\"password\":\"{V}\"}",
    "VersionStages": [
        "AWSCURRENT"
    ]
}
"##,
    ),
    (
        "aws-ssm-get-parameter",
        Tok,
        r##"{
    "Parameter": {
        "Name": "/kassa/prod/PAYMENT_API_KEY",
        "Type": "SecureString",
        "Value": "{V}",
        "Version": 7
    }
}
"##,
    ),
    (
        "aws-sts-assume-role-json",
        AwsSecret,
        r##"{
    "Credentials": {
        "AccessKeyId": "{KEYID}",
        "SecretAccessKey": "{V}",
        "Expiration": "2026-12-07T19:40:02+00:00"
    }
}
"##,
    ),
    (
        "aws-lambda-get-function-configuration",
        Tok,
        r##"{
    "FunctionName": "thumbnailer",
    "Runtime": "python3.12",
    "Environment": {
        "Variables": {
            "IMGPROXY_KEY": "{V}",
            "BUCKET": "fotos-prod"
        }
    }
}
"##,
    ),
    (
        "gcloud-secrets-access",
        Tok,
        r##"$ gcloud secrets versions access latest --secret=mailer-key --project=kaffe-prod
{V}
$ 
"##,
    ),
    (
        "gcloud-service-account-json",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "kaffe-prod",
  "private_key_id": "3f9a1c2b4d6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a",
  "private_key": "{V}\n",
  "client_email": "uploader@kaffe-prod.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "az-ad-sp-create-for-rbac",
        Fmt("azure ad client secret"),
        r##"{
  "appId": "b1f4c6d2-7a3e-4c9b-8e21-5d0f3a6b9c14",
  "displayName": "gh-deployer",
  "password": "{V}",
  "tenant": "9e2d7c41-3b6a-4f08-a1c5-7e4b2d9f0a36"
}
"##,
    ),
    (
        "az-storage-keys-list",
        Gen,
        r##"[
  {
    "creationTime": "2026-03-11T10:02:44.123456+00:00",
    "keyName": "key1",
    "permissions": "FULL",
    "value": "{V}"
  }
]
"##,
    ),
    (
        "gh-api-actions-secret-json",
        Fmt("github oauth token"),
        r##"$ gh api /user -H "Authorization: token {V}" --jq .login
{U}
"##,
    ),
    (
        "gh-auth-status-show-token",
        Fmt("github user-to-server token"),
        r##"github.com
  ✓ Logged in to github.com account {U} (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: {V}
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
"##,
    ),
    (
        "vault-kv-get-table",
        Pw,
        r##"====== Secret Path ======
secret/data/loja/smtp

======= Metadata =======
Key                Value
---                -----
created_time       2026-11-14T08:31:02.559Z
version            4

====== Data ======
Key         Value
---         -----
password    {V}
username    noreply
"##,
    ),
    (
        "vault-token-create-json",
        Fmt("vault service token"),
        r##"{
  "request_id": "6c1b0e5a-2f9d-4c83-b7a1-0d4e9f2c8b35",
  "auth": {
    "client_token": "{V}",
    "accessor": "Zx8Qv2mTn4Lp6Rw1Ys3Ua5Kb",
    "policies": ["default", "ci"],
    "lease_duration": 2764800
  }
}
"##,
    ),
    // HTTP dumps
    (
        "curl-verbose-request",
        Tok,
        r##"*   Trying 104.18.32.47:443...
* Connected to api.fietsen.example (104.18.32.47) port 443
* ALPN: server accepted h2
> GET /v2/orders?limit=5 HTTP/2
> Host: api.fietsen.example
> user-agent: curl/8.5.0
> accept: */*
> x-api-key: {V}
> 
< HTTP/2 200 
< content-type: application/json
"##,
    ),
    (
        "curl-verbose-basic-auth",
        Basic,
        r##"> POST /service/rest/v1/components?repository=maven-releases HTTP/1.1
> Host: nexus.boekhouding.example
> Authorization: Basic {V}
> Content-Length: 48211
> 
< HTTP/1.1 204 No Content
"##,
    ),
    (
        "httpie-request-print",
        Fmt("sendgrid api key"),
        r##"POST /v3/mail/send HTTP/1.1
Accept: application/json, */*;q=0.5
Authorization: Bearer {V}
Content-Type: application/json
Host: api.sendgrid.com
User-Agent: HTTPie/3.2.4

{"personalizations":[{"to":[{"email":"{U}@fietsen.example"}]}]}
"##,
    ),
    (
        "har-request-header",
        Jwt,
        r##"        "request": {
          "method": "GET",
          "url": "https://app.lojinha.example/api/me",
          "httpVersion": "h2",
          "headers": [
            {
              "name": "authorization",
              "value": "Bearer {V}"
            },
"##,
    ),
    (
        "har-response-set-cookie",
        Gen,
        r##"          "cookies": [
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
        "devtools-copy-as-curl",
        Tok,
        r##"curl 'https://dash.kaffe.example/api/graphql' \
  -H 'accept: application/graphql-response+json' \
  -H 'content-type: application/json' \
  -H 'x-auth-token: {V}' \
  --data-raw '{"query":"{ viewer { id } }"}'
"##,
    ),
    (
        "devtools-copy-as-fetch",
        Jwt,
        r##"fetch("https://portal.fietsen.example/api/invoices?page=2", {
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
        "devtools-copy-as-powershell",
        Tok,
        r##"$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
Invoke-WebRequest -UseBasicParsing -Uri "https://api.kassa.example/v1/export" `
-WebSession $session `
-Headers @{
"X-Api-Token"="{V}"
}
"##,
    ),
    (
        "raw-http-request-cookie",
        Gen,
        r##"GET /admin/ HTTP/1.1
Host: shop.lojinha.example
Cookie: csrftoken=d41d8cd98f00b204; sessionid={V}
Accept-Language: pt-BR,pt;q=0.9
"##,
    ),
    (
        "burp-repeater-request",
        Pw,
        r##"POST /login HTTP/1.1
Host: intranet.boekhouding.example
Content-Type: application/x-www-form-urlencoded
Content-Length: 52

username={U}&password={V}&remember=on
"##,
    ),
    (
        "mitmproxy-flow-dump",
        Fmt("stripe live restricted key"),
        r##"127.0.0.1:51022: POST https://api.stripe.com/v1/payment_intents
    Authorization: Bearer {V}
    Content-Type: application/x-www-form-urlencoded
 << 200 OK 1.9k
"##,
    ),
    (
        "wget-debug-output",
        Tok,
        r##"---request begin---
GET /artifacts/build-2231.tar.gz HTTP/1.1
User-Agent: Wget/1.21.4
Accept: */*
Host: files.kassa.example
Private-Token: {V}

---request end---
"##,
    ),
    (
        "http-response-json-token",
        Fmt("digitalocean oauth token"),
        r##"HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
Cache-Control: no-store

{"access_token":"{V}","token_type":"bearer","expires_in":2592000,"scope":"read write"}
"##,
    ),
    (
        "curl-form-client-credentials",
        Gen,
        r##"$ curl -s https://auth.kaffe.example/oauth/token \
    -d grant_type=client_credentials \
    -d client_id=reporting-job \
    -d client_secret={V}
"##,
    ),
    // Crash reports and traces
    (
        "sentry-event-json-extra",
        Tok,
        r##"{"event_id":"fc6d8c0c43fc4630ad850ee518f1b9d0","level":"error","platform":"python","extra":{"sys.argv":["manage.py","sync"],"settings":{"PAYMENT_KEY":"{V}","DEBUG":false}}}
"##,
    ),
    (
        "python-traceback-locals",
        UrlPw,
        r##"Traceback (most recent call last):
  File "/app/jobs/sync.py", line 88, in run
    conn = psycopg.connect(dsn)
           ^^^^^^^^^^^^^^^^^^^^
    dsn = 'postgresql://sync:{V}@pg-primary.internal:5432/crm'
psycopg.OperationalError: connection failed: server closed the connection unexpectedly
"##,
    ),
    (
        "java-exception-message",
        UrlPw,
        r##"Exception in thread "main" java.sql.SQLException: Access denied for user 'erp'@'10.0.4.12'
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)
	at com.boekhouding.db.Pool.open(Pool.java:57) [url=jdbc:mysql://erp:{V}@mysql.internal:3306/erp]
	at com.boekhouding.Main.main(Main.java:21)
"##,
    ),
    (
        "go-panic-struct-dump",
        Tok,
        r##"panic: unexpected status 401 from upstream

goroutine 1 [running]:
main.mustFetch({0xc0000a4000, 0x1f}, {Token:{V} Timeout:30s Retries:3})
	/src/cmd/fetcher/main.go:71 +0x2f4
exit status 2
"##,
    ),
    (
        "node-unhandled-rejection",
        Tok,
        r##"node:internal/process/promises:391
    triggerUncaughtException(err, true /* fromPromise */);
    ^

AxiosError: Request failed with status code 403
    config: {
      headers: { Accept: 'application/json', 'X-Api-Key': '{V}' },
      url: 'https://api.fietsen.example/v1/sync'
    },
"##,
    ),
    (
        "rust-panic-debug-config",
        Pw,
        r##"thread 'main' panicked at src/main.rs:42:10:
called `Result::unwrap()` on an `Err` value: Config { host: "mq.internal", user: "ingest", password: "{V}", vhost: "/" }
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
"##,
    ),
    (
        "dotnet-unhandled-exception",
        Pw,
        r##"Unhandled exception. System.InvalidOperationException: Cannot open database "Loja" requested by the login.
 ---> Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'loja'.
   ConnectionString: Server=sql01;Database=Loja;User Id=loja;Password={V};TrustServerCertificate=True
   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception)
"##,
    ),
    (
        "php-fatal-error-trace",
        Pw,
        r##"PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied in /var/www/html/db.php:12
Stack trace:
#0 /var/www/html/db.php(12): PDO->__construct('mysql:host=db;d...', 'wp', '{V}')
#1 {main}
  thrown in /var/www/html/db.php on line 12
"##,
    ),
    (
        "ruby-exception-backtrace",
        Tok,
        r##"/usr/local/bundle/gems/faraday-2.12.0/lib/faraday/response/raise_error.rb:30:in `on_complete': the server responded with status 401 (Faraday::UnauthorizedError)
	request headers: {"Authorization"=>"Token token={V}", "User-Agent"=>"Faraday v2.12.0"}
	from app/services/sync.rb:14:in `call'
"##,
    ),
    // Package managers' and tools' credential files
    (
        "npmrc-authtoken",
        Fmt("npm granular token"),
        r##"@kaffe:registry=https://npm.pkg.github.com
//registry.npmjs.org/:_authToken={V}
always-auth=true
"##,
    ),
    (
        "npmrc-auth-base64",
        Basic,
        r##"registry=https://nexus.boekhouding.example/repository/npm-group/
_auth={V}
email={U}@boekhouding.example
"##,
    ),
    (
        "yarnrc-yml-npm-auth",
        Tok,
        r##"nodeLinker: node-modules
npmScopes:
  fietsen:
    npmRegistryServer: "https://npm.fietsen.example"
    npmAuthToken: "{V}"
"##,
    ),
    (
        "pypirc-file",
        Fmt("pypi api token"),
        r##"[distutils]
index-servers =
    pypi

[pypi]
username = __token__
password = {V}
"##,
    ),
    (
        "pip-conf-index-url",
        UrlPw,
        r##"[global]
index-url = https://{U}:{V}@pypi.boekhouding.example/simple/
timeout = 60
"##,
    ),
    (
        "gem-credentials-yaml",
        Fmt("rubygems api key"),
        r##"---
:rubygems_api_key: {V}
"##,
    ),
    (
        "maven-settings-xml-server",
        Pw,
        r##"<settings>
  <servers>
    <server>
      <id>releases</id>
      <username>deployment</username>
      <password>{V}</password>
    </server>
  </servers>
</settings>
"##,
    ),
    (
        "gradle-properties-publish",
        Tok,
        r##"org.gradle.jvmargs=-Xmx2g
ossrhUsername={U}
ossrhToken={V}
signing.keyId=4F2A9C1D
"##,
    ),
    (
        "nuget-config-cleartext",
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
        "nuget-config-package-source-credentials",
        Pw,
        r##"  <packageSourceCredentials>
    <Kassa>
      <add key="Username" value="{U}" />
      <add key="ClearTextPassword" value="{V}" />
    </Kassa>
  </packageSourceCredentials>
"##,
    ),
    (
        "docker-config-json-auths",
        Basic,
        r##"{
	"auths": {
		"registry.kaffe.example": {
			"auth": "{V}"
		}
	},
	"credsStore": ""
}
"##,
    ),
    (
        "git-credentials-line",
        UrlPw,
        r##"https://{U}:{V}@git.fietsen.example
"##,
    ),
    (
        "cargo-credentials-toml",
        Gen,
        r##"[registries.kassa]
token = "{V}"
"##,
    ),
    (
        "composer-auth-json",
        Tok,
        r##"{
    "github-oauth": {},
    "bearer": {
        "repo.lojinha.example": "{V}"
    }
}
"##,
    ),
    (
        "s3cfg-file",
        AwsSecret,
        r##"[default]
access_key = {KEYID}
secret_key = {V}
host_base = s3.eu-central-1.amazonaws.com
use_https = True
"##,
    ),
    (
        "rclone-conf-remote",
        Gen,
        r##"[b2-backup]
type = b2
account = 0031f2a9c4e7
key = {V}
hard_delete = true
"##,
    ),
    (
        "terraformrc-credentials",
        Fmt("terraform cloud token"),
        r##"credentials "app.terraform.io" {
  token = "{V}"
}
"##,
    ),
    (
        "condarc-channel-token",
        Gen,
        r##"channels:
  - https://conda.kaffe.example/t/{V}/internal
  - conda-forge
"##,
    ),
    (
        "boto-config",
        AwsSecret,
        r##"[Credentials]
aws_access_key_id = {KEYID}
aws_secret_access_key = {V}

[Boto]
https_validate_certificates = True
"##,
    ),
    // API collections and specs
    (
        "postman-collection-auth",
        Tok,
        r##"{
	"info": { "name": "Kassa API", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json" },
	"auth": {
		"type": "apikey",
		"apikey": [
			{ "key": "value", "value": "{V}", "type": "string" },
			{ "key": "key", "value": "X-API-Key", "type": "string" }
		]
	},
"##,
    ),
    (
        "postman-environment-values",
        Pw,
        r##"{
	"name": "staging",
	"values": [
		{ "key": "baseUrl", "value": "https://staging.kassa.example", "enabled": true },
		{ "key": "adminPassword", "value": "{V}", "type": "secret", "enabled": true }
	]
}
"##,
    ),
    (
        "insomnia-export-bearer",
        Jwt,
        r##"  - _id: req_5f1c2a9b
    _type: request
    name: List customers
    method: GET
    url: "{{ _.base_url }}/customers"
    authentication:
      type: bearer
      token: {V}
"##,
    ),
    (
        "bruno-request-file",
        Tok,
        r##"meta {
  name: create invoice
  type: http
  seq: 3
}

auth:bearer {
  token: {V}
}
"##,
    ),
    (
        "openapi-example-header",
        Tok,
        r##"components:
  securitySchemes:
    ApiKeyAuth:
      type: apiKey
      in: header
      name: X-API-KEY
  examples:
    authHeader:
      value: {V}
"##,
    ),
    // Data exports
    (
        "sql-dump-insert-users",
        Pw,
        r##"LOCK TABLES `smtp_accounts` WRITE;
INSERT INTO `smtp_accounts` (`id`, `host`, `username`, `password`) VALUES (1,'smtp.lojinha.example','vendas','{V}');
UNLOCK TABLES;
"##,
    ),
    (
        "pg-dump-copy-block",
        Tok,
        "COPY public.integrations (id, provider, api_key, created_at) FROM stdin;\n4\tshipping\t{V}\t2026-09-14 10:22:01+00\n\\.\n",
    ),
    (
        "csv-export-credentials",
        Pw,
        r##"service,login,password,url
wifi-office,guest,,http://192.168.1.1
nas,admin,{V},https://nas.local:5001
"##,
    ),
    (
        "csv-export-api-keys",
        Tok,
        r##"name;environment;key;owner
payments;prod;{V};{U}
"##,
    ),
    (
        "sqlite-dump-settings",
        Tok,
        r##"CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT);
INSERT INTO settings VALUES('theme','dark');
INSERT INTO settings VALUES('openai_api_key','{V}');
COMMIT;
"##,
    ),
    (
        "mongo-shell-find-output",
        UrlPw,
        r##"[
  {
    _id: ObjectId('6751e0c2a9f4b12c3d4e5f60'),
    name: 'reports',
    uri: 'mongodb://reporter:{V}@mongo-0.mongo:27017/reports?authSource=admin'
  }
]
"##,
    ),
    // Docs, issues and tickets
    (
        "readme-quickstart-export",
        Tok,
        r##"## Quick start

```bash
export KASSA_API_KEY={V}
npm run dev
```

Then open http://localhost:3000.
"##,
    ),
    (
        "readme-docker-run",
        Pw,
        r##"Run it locally:

    docker run -d -p 5432:5432 -e POSTGRES_PASSWORD={V} postgres:17

and point `DATABASE_URL` at it.
"##,
    ),
    (
        "github-issue-comment-log",
        Tok,
        r##"Same here on 2.4.1. Log with `--verbose`:

```
[debug] loaded config from /home/{U}/.config/kaffe/config.toml
[debug] api_key = {V}
[error] 401 Unauthorized
```
"##,
    ),
    (
        "github-pr-review-suggestion",
        Tok,
        r##"```suggestion
const client = new Client({ apiKey: process.env.KASSA_KEY });
```
The previous line hard-coded `apiKey: '{V}'`, please rotate it.
"##,
    ),
    (
        "jira-ticket-description",
        Pw,
        r##"*Steps to reproduce*
# Log in to https://erp.boekhouding.example as {U} (password: {V})
# Open Reports > Monthly
# Click Export

*Expected* a CSV, *actual* HTTP 500.
"##,
    ),
    (
        "confluence-runbook-table",
        Pw,
        r##"|| System || Account || Password ||
| Grafana | admin | {V} |
| Kibana | elastic | see Vault |
"##,
    ),
    (
        "markdown-table-env-vars",
        Tok,
        r##"| Variable | Example | Notes |
|---|---|---|
| `MAILER_TOKEN` | `{V}` | copy from the staging project |
"##,
    ),
    (
        "gitlab-issue-note-curl",
        Fmt("gitlab pipeline trigger token"),
        r##"To retrigger, run:

    curl -X POST --fail -F token={V} -F ref=main https://gitlab.fietsen.example/api/v4/projects/42/trigger/pipeline
"##,
    ),
    (
        "stackoverflow-question-snippet",
        Fmt("google api key"),
        r##"I'm getting `REQUEST_DENIED` from the Geocoding API. My code:

```js
const url = `https://maps.googleapis.com/maps/api/geocode/json?address=${addr}&key={V}`;
```
"##,
    ),
    // Chat in many languages
    (
        "chat-portuguese-senha",
        Letters,
        r##"[10:42] joao.silva: a senha do wifi do escritório mudou, agora é {V}
[10:43] m.vandijk: valeu!
"##,
    ),
    (
        "chat-dutch-wachtwoord",
        Pw,
        r##"Hoi team, het nieuwe wachtwoord voor de testomgeving is: {V}
Niet delen buiten het team graag.
"##,
    ),
    (
        "chat-swedish-losenord",
        Letters,
        r##"erik.lindqvist 09:12
Lösenordet till routern är {V} om ni behöver starta om den.
"##,
    ),
    (
        "chat-turkish-sifre",
        Pw,
        r##"Ayşe Yılmaz: Sunucunun root şifresi: {V} — akşam değiştireceğim.
"##,
    ),
    (
        "chat-japanese-password",
        Letters,
        r##"田中: 検証環境の管理画面のパスワードは {V} です。ログイン後に変更してください。
"##,
    ),
    (
        "chat-russian-parol",
        Letters,
        r##"Ольга: пароль от тестового сервера — {V}, логин admin
"##,
    ),
    (
        "chat-ukrainian-parol",
        Pw,
        r##"Олександр Петренко, 14:05
Новий пароль до бази: {V}
"##,
    ),
    (
        "chat-norwegian-passord",
        Letters,
        r##"Ingrid: Passordet til gjestenettet er {V} fra i dag.
"##,
    ),
    (
        "chat-danish-adgangskode",
        Pw,
        r##"Mette Jensen (11:20): adgangskode til printeren: {V}
"##,
    ),
    (
        "chat-catalan-contrasenya",
        Letters,
        r##"Jordi: La contrasenya del servidor de proves és {V}, no la canvieu.
"##,
    ),
    (
        "chat-swahili-nenosiri",
        Letters,
        r##"Amani: Nenosiri la seva mpya ni {V} — tafadhali usilishiriki.
"##,
    ),
    (
        "chat-tagalog-password",
        Pw,
        r##"Jose: Eto yung password ng staging db: {V} pakipalitan na lang pagkatapos.
"##,
    ),
    (
        "chat-malay-katalaluan",
        Letters,
        r##"Nurul: Kata laluan untuk akaun ujian ialah {V} ya.
"##,
    ),
    (
        "chat-persian-ramz",
        Letters,
        r##"رضا: رمز عبور سرور تست {V} است.
"##,
    ),
    (
        "chat-estonian-parool",
        Pw,
        r##"Kadri Tamm: uus parool on {V}, palun ära jaga.
"##,
    ),
    (
        "chat-slovak-heslo",
        Letters,
        r##"Martin: heslo na testovací server je {V}
"##,
    ),
    (
        "chat-croatian-lozinka",
        Pw,
        r##"Marko: lozinka za VPN je {V} do petka.
"##,
    ),
    (
        "chat-lithuanian-slaptazodis",
        Letters,
        r##"Rūta: slaptažodis į administravimo skydelį: {V}
"##,
    ),
    (
        "chat-english-dm-token",
        Tok,
        r##"{U}: can you try with my token? {V}
{U}: revoke it after, it's the admin one
"##,
    ),
    // Wrapped and split tokens
    (
        "terminal-wrapped-export",
        Split(37, "\n"),
        r##"$ cat .env.production | grep TOKEN
DEPLOY_TOKEN={V}
$ 
"##,
    ),
    (
        "terminal-wrapped-table-cell",
        Split(24, "\n"),
        r##"NAME        KEY
webhooks    {V}
"##,
    ),
    (
        "json-escaped-newline-split",
        Split(30, "\\n"),
        r##"{"level":"info","msg":"captured pane","text":"$ echo $API_TOKEN\n{V}\n$ "}
"##,
    ),
    (
        "json-string-concatenated",
        Split(28, "\" +\n    \""),
        r##"const cfg = {
  apiKey: "{V}",
  region: "eu-west-1",
};
"##,
    ),
    (
        "python-implicit-concat-token",
        Split(32, "\"\n    \""),
        r##"API_TOKEN = (
    "{V}"
)
"##,
    ),
    (
        "shell-line-continuation-token",
        Split(40, "\\\n"),
        r##"curl -H "Authorization: Bearer {V}" \
  https://api.kassa.example/v1/ping
"##,
    ),
    (
        "terminal-wrapped-pem",
        Pem("\n"),
        r##"$ kubectl get secret tls-kassa -o jsonpath='{.data.tls\.key}' | base64 -d
{V}
$ 
"##,
    ),
    (
        "json-escaped-pem",
        Pem("\\n"),
        r##"{"id":"ssh-deploy","type":"ssh","private_key":"{V}\n","created":"2026-10-11"}
"##,
    ),
    // Configuration variants
    (
        "dotenv-quoted-single",
        Tok,
        r##"APP_ENV=production
MAIL_MAILER=smtp
POSTMARK_TOKEN='{V}'
"##,
    ),
    (
        "dotenv-export-prefix",
        Pw,
        r##"export REDIS_URL=redis://redis:6379/0
export ADMIN_PASSWORD={V}
"##,
    ),
    (
        "toml-nested-table",
        Tok,
        r##"[server]
port = 8080

[integrations.linear]
api_key = "{V}"
team = "ENG"
"##,
    ),
    (
        "ini-section-password",
        Pw,
        r##"[database]
driver = pgsql
host = 127.0.0.1
user = moodle
pass = {V}
"##,
    ),
    (
        "java-properties-spring",
        Pw,
        r##"spring.datasource.url=jdbc:postgresql://db:5432/loja
spring.datasource.username=loja
spring.datasource.password={V}
spring.jpa.hibernate.ddl-auto=validate
"##,
    ),
    (
        "yaml-anchor-merge",
        Tok,
        r##"defaults: &defaults
  timeout: 30
  token: {V}
production:
  <<: *defaults
  host: api.kaffe.example
"##,
    ),
    (
        "yaml-flow-mapping",
        Tok,
        r##"integrations: {slack: {webhook_secret: {V}, channel: "#deploys"}}
"##,
    ),
    (
        "xml-appsettings-config",
        Pw,
        r##"<configuration>
  <appSettings>
    <add key="SmtpUser" value="noreply@kassa.example" />
    <add key="SmtpPassword" value="{V}" />
  </appSettings>
</configuration>
"##,
    ),
    (
        "json-appsettings-connectionstring",
        Pw,
        r##"{
  "ConnectionStrings": {
    "Default": "Host=pg;Database=kassa;Username=kassa;Password={V}"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
"##,
    ),
    (
        "hcl-nomad-job-env",
        Tok,
        r##"task "api" {
  driver = "docker"
  env {
    ALGOLIA_ADMIN_KEY = "{V}"
  }
}
"##,
    ),
    (
        "systemd-unit-environment",
        Pw,
        r##"[Service]
User=metabase
Environment=MB_DB_TYPE=postgres
Environment=MB_DB_PASS={V}
ExecStart=/usr/bin/java -jar /opt/metabase/metabase.jar
"##,
    ),
    (
        "supervisord-environment",
        Tok,
        r##"[program:worker]
command=/srv/app/bin/worker
environment=QUEUE=default,MAPBOX_TOKEN="{V}"
autorestart=true
"##,
    ),
    (
        "ansible-vars-yaml",
        Pw,
        r##"---
mysql_root_password: "{V}"
mysql_databases:
  - name: wordpress
"##,
    ),
    (
        "php-env-array-config",
        Tok,
        r##"<?php
return [
    'stripe' => [
        'secret' => '{V}',
        'currency' => 'eur',
    ],
];
"##,
    ),
    // Sources
    (
        "python-settings-module",
        Tok,
        r##"import os

DEBUG = False
ALLOWED_HOSTS = ["kassa.example"]
SENDGRID_KEY = "{V}"
"##,
    ),
    (
        "python-requests-call",
        Tok,
        r##"resp = requests.get(
    "https://api.fietsen.example/v1/rides",
    headers={"Authorization": f"Token {V}"},
    timeout=10,
)
"##,
    ),
    (
        "go-const-block",
        Tok,
        r##"package config

const (
	defaultRegion = "eu-central-1"
	apiToken      = "{V}"
)
"##,
    ),
    (
        "go-struct-literal",
        Pw,
        r##"	cfg := mysql.Config{
		User:   "reports",
		Passwd: "{V}",
		Net:    "tcp",
		Addr:   "mysql.internal:3306",
	}
"##,
    ),
    (
        "rust-const-str",
        Tok,
        r##"// TODO: move to the environment before release
const UPLOAD_KEY: &str = "{V}";

fn main() {
    upload(UPLOAD_KEY);
}
"##,
    ),
    (
        "java-static-final",
        Tok,
        r##"public final class Keys {
    private Keys() {}
    public static final String MAPS_API_KEY = "{V}";
}
"##,
    ),
    (
        "csharp-connection-string",
        Pw,
        r##"var builder = new SqlConnectionStringBuilder
{
    DataSource = "sql01.kassa.internal",
    UserID = "kassa_app",
    Password = "{V}",
};
"##,
    ),
    (
        "ruby-initializer",
        Tok,
        r##"Stripe.api_key = ENV.fetch("STRIPE_KEY") { "{V}" }
Stripe.api_version = "2024-06-20"
"##,
    ),
    (
        "typescript-client-options",
        Tok,
        r##"export const client = createClient({
  baseUrl: "https://api.lojinha.example",
  token: "{V}",
});
"##,
    ),
    (
        "elixir-runtime-config",
        Gen,
        r##"config :kassa, KassaWeb.Endpoint,
  url: [host: "kassa.example", port: 443],
  secret_key_base: "{V}"
"##,
    ),
    (
        "lua-nginx-config",
        Tok,
        r##"local http = require "resty.http"
local API_KEY = "{V}"
local httpc = http.new()
"##,
    ),
    (
        "perl-dbi-connect",
        Pw,
        r##"my $dbh = DBI->connect("dbi:Pg:dbname=ledger;host=pg", "ledger", "{V}",
    { RaiseError => 1, AutoCommit => 0 });
"##,
    ),
    (
        "r-sys-setenv",
        Tok,
        r##"library(httr)
Sys.setenv(OPENWEATHER_KEY = "{V}")
res <- GET("https://api.openweathermap.org/data/2.5/weather", query = list(q = "Nairobi"))
"##,
    ),
    (
        "groovy-jenkinsfile-environment",
        Tok,
        r##"pipeline {
    agent any
    environment {
        SONAR_LOGIN = '{V}'
    }
    stages { stage('scan') { steps { sh 'mvn sonar:sonar' } } }
}
"##,
    ),
    (
        "terraform-provider-block",
        Tok,
        r##"provider "datadog" {
  api_key = "{V}"
  api_url = "https://api.datadoghq.eu/"
}
"##,
    ),
    (
        "sql-create-user-statement",
        Pw,
        r##"CREATE USER 'grafana'@'%' IDENTIFIED BY '{V}';
GRANT SELECT ON metrics.* TO 'grafana'@'%';
"##,
    ),
    (
        "sql-alter-role-password",
        Pw,
        r##"ALTER ROLE replicator WITH LOGIN REPLICATION PASSWORD '{V}';
"##,
    ),
    // URLs with credentials
    (
        "url-amqps",
        UrlPw,
        r##"CELERY_BROKER_URL=amqps://celery:{V}@mq.kaffe.example:5671/prod
"##,
    ),
    (
        "url-postgresql-long-scheme",
        UrlPw,
        r##"sqlalchemy.url = postgresql+psycopg://ledger:{V}@pg.internal/ledger
"##,
    ),
    (
        "url-mysql-pymysql",
        UrlPw,
        r##"SQLALCHEMY_DATABASE_URI = "mysql+pymysql://superset:{V}@mariadb:3306/superset"
"##,
    ),
    (
        "url-mssql-odbc",
        UrlPw,
        r##"engine = create_engine("mssql+pyodbc://sa:{V}@sqlsrv:1433/Loja?driver=ODBC+Driver+18+for+SQL+Server")
"##,
    ),
    (
        "url-oracle-thin",
        UrlPw,
        r##"DB_URL=oracle://hr:{V}@ora19.internal:1521/ORCLPDB1
"##,
    ),
    (
        "url-clickhouse",
        UrlPw,
        r##"clickhouse-client --host ch.internal --query "SELECT 1" # from clickhouse://analytics:{V}@ch.internal:9000/events
"##,
    ),
    (
        "url-nats",
        UrlPw,
        r##"nats sub -s nats://ingest:{V}@nats.internal:4222 'orders.>'
"##,
    ),
    (
        "url-sftp",
        UrlPw,
        r##"lftp -e 'mirror -R dist /var/www' sftp://deploy:{V}@files.lojinha.example
"##,
    ),
    (
        "url-ssh-scheme",
        UrlPw,
        r##"remote = ssh://git:{V}@gitea.fietsen.example:2222/infra/ansible.git
"##,
    ),
    (
        "url-git-plus-https",
        UrlPw,
        r##"mylib @ git+https://{U}:{V}@git.kassa.example/libs/mylib.git@v1.4.0
"##,
    ),
    (
        "url-rtsp-camera",
        UrlPw,
        r##"ffmpeg -rtsp_transport tcp -i rtsp://admin:{V}@192.168.10.31:554/Streaming/Channels/101 -c copy out.mp4
"##,
    ),
    (
        "url-websocket",
        UrlPw,
        r##"const socket = new WebSocket("wss://bot:{V}@stream.kaffe.example/feed");
"##,
    ),
    (
        "url-neo4j-secure",
        UrlPw,
        r##"NEO4J_URI=neo4j+s://neo4j:{V}@a1b2c3d4.databases.neo4j.io
"##,
    ),
    (
        "url-couchbases",
        UrlPw,
        r##"cluster = Cluster("couchbases://app:{V}@cb.kassa.example")
"##,
    ),
    (
        "url-influxdb",
        UrlPw,
        r##"[[outputs.influxdb]]
  urls = ["http://telegraf:{V}@influx.internal:8086"]
  database = "telegraf"
"##,
    ),
    (
        "url-jdbc-user-password-params",
        Pw,
        r##"jdbc:postgresql://pg.internal:5432/loja?user=loja&password={V}&ssl=true
"##,
    ),
    (
        "url-query-api-key",
        Tok,
        r##"GET https://api.fietsen.example/v2/stations?city=utrecht&apikey={V} 200 1843ms
"##,
    ),
    // MCP tool results
    (
        "mcp-read-file-result",
        Tok,
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"APP_NAME=kassa\nMAILGUN_KEY={V}\nLOG_LEVEL=info\n"}],"isError":false}}
"##,
    ),
    (
        "mcp-shell-result-env",
        Pw,
        r##"{"jsonrpc":"2.0","id":12,"result":{"content":[{"type":"text","text":"PGHOST=pg\nPGUSER=analytics\nPGPASSWORD={V}\n"}]}}
"##,
    ),
    (
        "mcp-db-query-rows",
        Tok,
        r##"{"jsonrpc":"2.0","id":3,"result":{"structuredContent":{"rows":[{"id":1,"name":"mailer","secret":"{V}"}],"rowCount":1},"content":[{"type":"text","text":"1 row"}]}}
"##,
    ),
    (
        "mcp-browser-network-result",
        Jwt,
        r##"{"jsonrpc":"2.0","id":21,"result":{"content":[{"type":"text","text":"GET https://app.kaffe.example/api/session 200\nrequest headers:\n  authorization: Bearer {V}\n"}]}}
"##,
    ),
    (
        "mcp-git-show-result",
        UrlPw,
        r##"{"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"diff --git a/deploy.sh b/deploy.sh\n+REMOTE=https://ci:{V}@git.kassa.example/ops/deploy.git\n"}]}}
"##,
    ),
    (
        "mcp-secrets-tool-result",
        Pem("\\n"),
        r##"{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"{V}"}],"isError":false}}
"##,
    ),
    // Every provider format, where the context says nothing of its provider
    (
        "dotenv-local-every-format",
        Every(0),
        r##"# .env.local (not committed)
NEXT_PUBLIC_SITE=https://lojinha.example
INTEGRATION_SECRET={V}
"##,
    ),
    (
        "json-config-every-format",
        Every(15),
        r##"{
  "service": "notifier",
  "credential": "{V}",
  "retries": 3
}
"##,
    ),
    (
        "yaml-config-every-format",
        Every(30),
        r##"upstream:
  url: https://api.partner.example
  token: {V}
"##,
    ),
    (
        "log-line-every-format",
        Every(45),
        r##"2026-12-03 04:11:09,331 WARNING auth.py:88 retrying with credential={V} after 401
"##,
    ),
    // Logs and stack traces
    (
        "nginx-access-log-query-token",
        Gen,
        r##"203.0.113.7 - - [03/Dec/2026:11:02:19 +0000] "GET /hooks/deploy?token={V} HTTP/1.1" 200 17 "-" "GitHub-Hookshot/9f3d1c2"
"##,
    ),
    (
        "structured-log-json-header",
        Jwt,
        r##"{"ts":"2026-12-03T11:05:44.120Z","level":"debug","msg":"outgoing request","method":"POST","url":"https://billing.internal/charge","headers":{"authorization":"Bearer {V}","content-type":"application/json"}}
"##,
    ),
    (
        "python-logging-repr",
        Tok,
        r##"DEBUG:urllib3.connectionpool:https://api.kassa.example:443 "POST /v1/sync HTTP/1.1" 401 39
DEBUG:kassa.client:request kwargs={'headers': {'X-Token': '{V}'}, 'timeout': 15}
"##,
    ),
    (
        "java-log4j-config-dump",
        Pw,
        r##"2026-12-03 09:14:51.102 INFO  [main] c.k.config.Loader - effective config: {mail.host=smtp.kaffe.example, mail.user=alerts, mail.password={V}, mail.port=587}
"##,
    ),
    (
        "crash-report-environment-section",
        Tok,
        r##"---- Crash report: worker-3 (signal 11) ----
Build: 4.2.0+g1a2b3c4
Environment:
  LD_LIBRARY_PATH=/opt/kassa/lib
  KASSA_LICENSE_KEY={V}
Backtrace:
  #0 0x00007f3a1c2b4d10 in memcpy () from /lib/x86_64-linux-gnu/libc.so.6
"##,
    ),
];

/// Renderings of each negative template.
const NEG_PER: usize = 6;

/// (family, template) of the hard negatives: nothing in them is a secret. `{SHA1}` a commit id,
/// `{SHA7}` its short form, `{SHA256}` a digest, `{HEX32}` an MD5, `{UUID}` a random UUID, `{U}`
/// a user name, `{B64HASH}` a base64 SHA-256, `{SSHPUB}` an ed25519 public key's body,
/// `{DIGITS}` ten digits, `{UPPER16}` sixteen capitals and digits, `{LOW16}` sixteen lowercase
/// letters and digits.
const NEGATIVES: &[(&str, &str)] = &[
    (
        "github-actions-step-env-echo",
        r##"2026-11-30T09:14:02.1183520Z ##[group]Run ./scripts/publish.sh
2026-11-30T09:14:02.1193051Z env:
2026-11-30T09:14:02.1193722Z   REGISTRY_AUTH_TOKEN: ***
2026-11-30T09:14:02.1194005Z   GITHUB_SHA: {SHA1}
2026-11-30T09:14:02.1194005Z ##[endgroup]
"##,
    ),
    (
        "github-actions-debug-curl",
        r##"2026-11-30T10:02:55.7731199Z + curl -sS -X POST -H 'Authorization: Bearer ***' https://api.github.com/repos/lojavirtual/api/releases
2026-11-30T10:02:55.7731199Z ##[debug]run id {DIGITS}, head {SHA7}
"##,
    ),
    (
        "gitlab-ci-job-trace-export",
        r##"$ export PGPASSWORD="$(cat /run/secrets/pg_password)"
$ echo "checksum $(sha256sum dump.sql | cut -c1-64)"
checksum {SHA256}
"##,
    ),
    (
        "gitlab-ci-variables-yaml",
        r##"variables:
  SONAR_HOST_URL: https://sonar.fietsen.example
  SONAR_TOKEN: $SONAR_TOKEN_MASKED
  CACHE_KEY: "{SHA1}"
"##,
    ),
    (
        "circleci-step-output",
        r##"curl -s -H "Circle-Token: ${CIRCLE_TOKEN}" https://circleci.com/api/v2/me
{"name":"{U}","login":"{U}","id":"{UUID}"}
"##,
    ),
    (
        "buildkite-agent-log",
        r##"2026-12-01 06:41:09 INFO   Registering agent with Buildkite...
2026-12-01 06:41:09 DEBUG  POST https://agent.buildkite.com/v3/register token=[REDACTED]
2026-12-01 06:41:10 INFO   Job {UUID} finished, artifact sha256 {SHA256}
"##,
    ),
    (
        "jenkins-console-withenv",
        r##"[Pipeline] withCredentials
Masking supported pattern matches of $AWS_SECRET_ACCESS_KEY
+ aws configure set aws_secret_access_key ****
+ git rev-parse HEAD
{SHA1}
"##,
    ),
    (
        "azure-pipelines-log",
        r##"2026-12-02T07:20:31.5440019Z sqlcmd -S tcp:sql-prod.database.windows.net -U sqladmin -P *** -i restore.sql
2026-12-02T07:20:31.5440019Z Build.SourceVersion: {SHA1}
"##,
    ),
    (
        "github-actions-oidc-token-dump",
        r##"Run TOKEN=$(curl -sH "Authorization: bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN" "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=sts.amazonaws.com" | jq -r .value)
job id {UUID}
"##,
    ),
    (
        "printenv-dump",
        r##"HOSTNAME=api-7d9f8b6c4-xk2lp
OPENAI_API_KEY=sk-...REPLACE_ME
GIT_COMMIT={SHA1}
BUILD_ID={UUID}
"##,
    ),
    (
        "env-dump-db-password",
        r##"DB_HOST=10.20.3.14
DB_PASSWORD_FILE=/run/secrets/db_password
IMAGE_DIGEST=sha256:{SHA256}
"##,
    ),
    (
        "bash-set-dump",
        r##"BASH_VERSION='5.2.21(1)-release'
GITHUB_TOKEN=
HISTFILE=/home/{U}/.bash_history
PROMPT_COMMAND='history -a'
"##,
    ),
    (
        "export-p-dump",
        r##"declare -x HF_TOKEN
declare -x HF_HOME="/srv/models/.cache"
declare -x CUDA_VISIBLE_DEVICES="0,1"
"##,
    ),
    (
        "powershell-get-childitem-env",
        r##"Name                           Value
----                           -----
SQL_SA_PASSWORD                $(Get-Secret -Name SqlSa -AsPlainText)
PROCESSOR_IDENTIFIER           Intel64 Family 6 Model 154
"##,
    ),
    (
        "docker-inspect-env",
        r##"        "Id": "{SHA256}",
        "Image": "sha256:{SHA256}",
            "Env": [
                "SENTRY_AUTH_TOKEN_FILE=/run/secrets/sentry",
                "PYTHON_SHA256={SHA256}"
            ],
"##,
    ),
    (
        "docker-inspect-db-url",
        r##"            "Env": [
                "DATABASE_URL=postgresql://loja@db:5432/loja?sslmode=disable",
                "PGPASSFILE=/run/secrets/pgpass"
            ],
"##,
    ),
    (
        "docker-compose-config",
        r##"services:
  rabbitmq:
    environment:
      RABBITMQ_DEFAULT_PASS: ${RABBITMQ_PASSWORD:?set it in .env}
      RABBITMQ_DEFAULT_USER: admin
"##,
    ),
    (
        "kubectl-get-secret-yaml",
        r##"apiVersion: v1
kind: Secret
metadata:
  name: payments-api
  uid: {UUID}
  resourceVersion: "{DIGITS}"
type: Opaque
"##,
    ),
    (
        "kubectl-get-deploy-env",
        r##"      - env:
        - name: REDIS_PASSWORD
          valueFrom:
            secretKeyRef:
              key: redis-password
              name: redis
        image: registry.fietsen.example/api@sha256:{SHA256}
"##,
    ),
    (
        "kubeconfig-user-token",
        r##"users:
- name: oidc
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: kubelogin
      args: ["get-token", "--server-id", "{UUID}"]
"##,
    ),
    (
        "kubeconfig-client-key-data",
        r##"clusters:
- cluster:
    certificate-authority-data: {CERT}
    server: https://10.0.0.1:6443
  name: prod-eu
"##,
    ),
    (
        "helm-get-values",
        r##"USER-SUPPLIED VALUES:
auth:
  existingSecret: keycloak-db
  secretKeys:
    userPasswordKey: password
"##,
    ),
    (
        "terraform-show-plan",
        r##"  + resource "aws_db_instance" "main" {
      + password          = (sensitive value)
      + username          = "loja_admin"
      + id                = (known after apply)
    }
"##,
    ),
    (
        "terraform-output-json",
        r##"{
  "api_key": { "sensitive": true, "type": "string", "value": "<sensitive>" },
  "bucket_arn": { "sensitive": false, "type": "string", "value": "arn:aws:s3:::fotos-{LOW16}" }
}
"##,
    ),
    (
        "aws-iam-create-access-key-json",
        r##"{
    "AccessKeyMetadata": [
        { "UserName": "ci-uploader", "AccessKeyId": "AKIAIOSFODNN7EXAMPLE", "Status": "Active" }
    ]
}
"##,
    ),
    (
        "aws-secretsmanager-get-secret-value",
        r##"{
    "ARN": "arn:aws:secretsmanager:eu-west-1:{DIGITS}:secret:prod/db-AbCdEf",
    "Name": "prod/db",
    "VersionId": "{UUID}"
}
"##,
    ),
    (
        "aws-sts-assume-role-json",
        r##"{
    "Credentials": {
        "AccessKeyId": "AKIAIOSFODNN7EXAMPLE",
        "SecretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    },
    "AssumedRoleUser": { "AssumedRoleId": "AROA{UPPER16}:ci" }
}
"##,
    ),
    (
        "gcloud-service-account-json",
        r##"{
  "type": "service_account",
  "project_id": "kaffe-prod",
  "private_key_id": "{SHA1}",
  "client_id": "{DIGITS}",
  "client_email": "uploader@kaffe-prod.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "az-ad-sp-create-for-rbac",
        r##"{
  "appId": "{UUID}",
  "displayName": "gh-deployer",
  "password": null,
  "tenant": "{UUID}"
}
"##,
    ),
    (
        "gh-auth-status-show-token",
        r##"github.com
  ✓ Logged in to github.com account {U} (keyring)
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo'
"##,
    ),
    (
        "vault-kv-get-table",
        r##"====== Data ======
Key         Value
---         -----
password    n/a (use vault kv get -field=password)
checksum    {SHA256}
"##,
    ),
    (
        "curl-verbose-request",
        r##"> GET /v2/orders?limit=5 HTTP/2
> Host: api.fietsen.example
> x-request-id: {UUID}
> if-none-match: "{HEX32}"
< HTTP/2 304 
"##,
    ),
    (
        "curl-verbose-basic-auth",
        r##"> POST /service/rest/v1/components HTTP/1.1
> Authorization: Basic <base64 of user:password>
< HTTP/1.1 401 Unauthorized
< WWW-Authenticate: Basic realm="Sonatype Nexus Repository Manager"
"##,
    ),
    (
        "har-request-header",
        r##"            {
              "name": "authorization",
              "value": "Bearer [filtered]"
            },
            { "name": "x-trace-id", "value": "{HEX32}" },
"##,
    ),
    (
        "devtools-copy-as-curl",
        r##"curl 'https://dash.kaffe.example/static/app.{HEX32}.js' \
  -H 'accept: */*' \
  -H 'if-none-match: W/"{SHA1}"' \
  --compressed
"##,
    ),
    (
        "devtools-copy-as-fetch",
        r##"fetch("https://portal.fietsen.example/api/invoices?page=2", {
  "headers": { "authorization": `Bearer ${await getToken()}` },
  "method": "GET"
});
"##,
    ),
    (
        "burp-repeater-request",
        r##"POST /login HTTP/1.1
Host: intranet.boekhouding.example
Content-Type: application/x-www-form-urlencoded

username={U}&password=&csrf={HEX32}
"##,
    ),
    (
        "http-response-json-token",
        r##"HTTP/1.1 400 Bad Request
Content-Type: application/json

{"error":"invalid_grant","error_description":"refresh token expired","trace_id":"{UUID}"}
"##,
    ),
    (
        "sentry-event-json-extra",
        r##"{"event_id":"{HEX32}","level":"error","extra":{"settings":{"PAYMENT_KEY":"[Filtered]","DEBUG":false},"release":"{SHA1}"}}
"##,
    ),
    (
        "python-traceback-locals",
        r##"  File "/app/jobs/sync.py", line 88, in run
    conn = psycopg.connect(dsn)
    dsn = 'postgresql://sync@pg-primary.internal:5432/crm'
psycopg.OperationalError: fe_sendauth: no password supplied
"##,
    ),
    (
        "go-panic-struct-dump",
        r##"main.mustFetch({0xc0000a4000, 0x1f}, {Token:<redacted> Timeout:30s Retries:3})
	/src/cmd/fetcher/main.go:71 +0x2f4
build: vcs.revision={SHA1}
"##,
    ),
    (
        "rust-panic-debug-config",
        r##"called `Result::unwrap()` on an `Err` value: Config { host: "mq.internal", user: "ingest", password: Secret([REDACTED]), vhost: "/" }
"##,
    ),
    (
        "dotnet-unhandled-exception",
        r##"   ConnectionString: Server=sql01;Database=Loja;Integrated Security=True;TrustServerCertificate=True
   ActivityId: {UUID}
"##,
    ),
    (
        "npmrc-authtoken",
        r##"@kaffe:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}
"##,
    ),
    (
        "pypirc-file",
        r##"[pypi]
username = __token__
password = pypi-<your token here>
"##,
    ),
    (
        "maven-settings-xml-server",
        r##"    <server>
      <id>releases</id>
      <username>${env.NEXUS_USER}</username>
      <password>${env.NEXUS_PASSWORD}</password>
    </server>
"##,
    ),
    (
        "gradle-properties-publish",
        r##"ossrhUsername={U}
ossrhToken=
signing.keyId=4F2A9C1D
signing.secretKeyRingFile=/home/{U}/.gnupg/secring.gpg
"##,
    ),
    (
        "nuget-config-package-source-credentials",
        r##"    <Kassa>
      <add key="Username" value="{U}" />
      <add key="ClearTextPassword" value="%NUGET_FEED_PASSWORD%" />
    </Kassa>
"##,
    ),
    (
        "docker-config-json-auths",
        r##"{
	"auths": { "registry.kaffe.example": {} },
	"credsStore": "desktop",
	"currentContext": "default"
}
"##,
    ),
    (
        "git-credentials-line",
        r##"https://{U}@git.fietsen.example
"##,
    ),
    (
        "s3cfg-file",
        r##"[default]
access_key = AKIAIOSFODNN7EXAMPLE
secret_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
host_base = s3.eu-central-1.amazonaws.com
"##,
    ),
    (
        "terraformrc-credentials",
        r##"credentials_helper "vault" {
  args = ["--path", "secret/terraform"]
}
"##,
    ),
    (
        "postman-collection-auth",
        r##"		"apikey": [
			{ "key": "value", "value": "{{apiKey}}", "type": "string" },
			{ "key": "key", "value": "X-API-Key", "type": "string" }
		]
"##,
    ),
    (
        "postman-environment-values",
        r##"	"values": [
		{ "key": "adminPassword", "value": "", "type": "secret", "enabled": true }
	],
	"_postman_exported_using": "Postman/11.20.0"
"##,
    ),
    (
        "openapi-example-header",
        r##"  examples:
    authHeader:
      summary: your key from the dashboard
      value: YOUR_API_KEY
"##,
    ),
    (
        "sql-dump-insert-users",
        r##"INSERT INTO `users` (`id`, `email`, `password_hash`) VALUES (1,'{U}@lojinha.example','$2y$10$abcdefghijklmnopqrstuuVvL1v3Hq8v1x9z7a5c3e1g0i2k4m6o8');
"##,
    ),
    (
        "csv-export-credentials",
        r##"service,login,password,url
nas,admin,(in the vault),https://nas.local:5001
build,{U},{UUID},https://ci.local
"##,
    ),
    (
        "readme-quickstart-export",
        r##"```bash
export KASSA_API_KEY=<your key>
npm run dev
```
"##,
    ),
    (
        "readme-docker-run",
        r##"    docker run -d -p 5432:5432 -e POSTGRES_PASSWORD="$(openssl rand -base64 24)" postgres:17
"##,
    ),
    (
        "github-issue-comment-log",
        r##"```
[debug] loaded config from /home/{U}/.config/kaffe/config.toml
[debug] api_key = (set, 40 chars)
[debug] version {SHA7}
```
"##,
    ),
    (
        "jira-ticket-description",
        r##"# Log in to https://erp.boekhouding.example as {U} (password in 1Password, "ERP test")
# Open Reports > Monthly
"##,
    ),
    (
        "chat-portuguese-senha",
        r##"[10:42] joao.silva: a senha do wifi está no cofre, pasta Escritório
[10:43] m.vandijk: valeu!
"##,
    ),
    (
        "chat-dutch-wachtwoord",
        r##"Hoi team, het nieuwe wachtwoord voor de testomgeving staat in Bitwarden.
"##,
    ),
    (
        "chat-japanese-password",
        r##"田中: 検証環境のパスワードは共有フォルダの手順書を見てください。
"##,
    ),
    (
        "chat-russian-parol",
        r##"Ольга: пароль от тестового сервера лежит в KeePass, запись «тест»
"##,
    ),
    (
        "chat-swahili-nenosiri",
        r##"Amani: Nenosiri jipya nimekutumia kwa ujumbe binafsi.
"##,
    ),
    (
        "terminal-wrapped-export",
        r##"$ git log --oneline -1
{SHA7} Bump version
$ sha256sum release.tar.gz
{SHA256}  release.tar.gz
"##,
    ),
    (
        "json-escaped-newline-split",
        r##"{"level":"info","msg":"captured pane","text":"$ echo $API_TOKEN\n\n$ "}
"##,
    ),
    (
        "terminal-wrapped-pem",
        r##"$ kubectl get secret tls-kassa -o jsonpath='{.data.tls\.crt}' | base64 -d
-----BEGIN CERTIFICATE-----
    {CERT}
-----END CERTIFICATE-----
"##,
    ),
    (
        "dotenv-quoted-single",
        r##"APP_ENV=production
POSTMARK_TOKEN='${POSTMARK_TOKEN}'
"##,
    ),
    (
        "toml-nested-table",
        r##"[integrations.linear]
api_key = { env = "LINEAR_API_KEY" }
team = "ENG"
"##,
    ),
    (
        "java-properties-spring",
        r##"spring.datasource.username=loja
spring.datasource.password=${DB_PASSWORD}
"##,
    ),
    (
        "json-appsettings-connectionstring",
        r##"{
  "ConnectionStrings": {
    "Default": "Host=pg;Database=kassa;Username=kassa;Password=__REPLACED_AT_DEPLOY__"
  }
}
"##,
    ),
    (
        "ansible-vars-yaml",
        r##"---
mysql_root_password: "{{ vault_mysql_root_password }}"
"##,
    ),
    (
        "python-settings-module",
        r##"import os

SENDGRID_KEY = os.environ["SENDGRID_KEY"]
BUILD = "{SHA1}"
"##,
    ),
    (
        "go-const-block",
        r##"const (
	defaultRegion = "eu-central-1"
	apiTokenEnv   = "API_TOKEN"
	schemaHash    = "{SHA256}"
)
"##,
    ),
    (
        "java-static-final",
        r##"public final class Keys {
    public static final String MAPS_API_KEY = System.getenv("MAPS_API_KEY");
    public static final String BUILD_ID = "{UUID}";
}
"##,
    ),
    (
        "csharp-connection-string",
        r##"    Password = configuration["Db:Password"],
    ApplicationName = "kassa-{LOW16}",
"##,
    ),
    (
        "terraform-provider-block",
        r##"provider "datadog" {
  api_key = var.datadog_api_key
  app_key = data.vault_generic_secret.dd.data["app_key"]
}
"##,
    ),
    (
        "sql-create-user-statement",
        r##"CREATE USER 'grafana'@'%' IDENTIFIED WITH auth_socket;
-- migration {SHA7}
"##,
    ),
    (
        "url-amqps",
        r##"CELERY_BROKER_URL=amqps://celery@mq.kaffe.example:5671/prod
"##,
    ),
    (
        "url-git-plus-https",
        r##"mylib @ git+https://git.kassa.example/libs/mylib.git@{SHA1}
"##,
    ),
    (
        "url-rtsp-camera",
        r##"ffmpeg -rtsp_transport tcp -i "rtsp://${CAM_USER}:${CAM_PASS}@192.168.10.31:554/Streaming/Channels/101" -c copy out.mp4
"##,
    ),
    (
        "url-neo4j-secure",
        r##"NEO4J_URI=neo4j+s://a1b2c3d4.databases.neo4j.io
NEO4J_USERNAME=neo4j
"##,
    ),
    (
        "mcp-read-file-result",
        r##"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"APP_NAME=kassa\nMAILGUN_KEY=\nLOG_LEVEL=info\nGIT_SHA={SHA1}\n"}],"isError":false}}
"##,
    ),
    (
        "mcp-secrets-tool-result",
        r##"{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"ssh-ed25519 {SSHPUB} deploy@kassa"}],"isError":false}}
"##,
    ),
    (
        "mcp-db-query-rows",
        r##"{"jsonrpc":"2.0","id":3,"result":{"structuredContent":{"rows":[{"id":1,"name":"mailer","secret_sha256":"{SHA256}"}],"rowCount":1}}}
"##,
    ),
    (
        "nginx-access-log-query-token",
        r##"203.0.113.7 - - [03/Dec/2026:11:02:19 +0000] "GET /assets/app-{HEX32}.css HTTP/1.1" 200 18211 "-" "Mozilla/5.0"
"##,
    ),
    (
        "structured-log-json-header",
        r##"{"ts":"2026-12-03T11:05:44.120Z","level":"debug","msg":"outgoing request","headers":{"authorization":"[REDACTED]","x-request-id":"{UUID}"}}
"##,
    ),
    (
        "crash-report-environment-section",
        r##"Environment:
  KASSA_LICENSE_KEY=(unset)
  BUILD_ID={B64HASH}
"##,
    ),
];

/// Every labelled case of set s, `PER_CONTEXT` per context.
pub fn cases() -> Vec<Case> {
    let mut rng = Rng::new(SEED);
    let mut out = Vec::with_capacity(CONTEXTS.len() * PER_CONTEXT);
    for &(family, slot, template) in CONTEXTS {
        for i in 0..PER_CONTEXT {
            let (kind, value) = value(&mut rng, slot, i);
            let user = *rng.one(USERS);
            let key_id = format!("AKIA{}", rng.take(B32, 16));
            let filled = template.replace("{U}", user).replace("{KEYID}", &key_id);
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

/// Every hard negative of set s, `NEG_PER` renderings of each template: (family, text). A
/// finding anywhere in one is a false one.
pub fn negatives() -> Vec<(&'static str, String)> {
    let mut rng = Rng::new(SEED ^ 0x00A1_17E9_A7E5_5E75);
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
                .replace("{UUID}", &uuid4(&mut rng))
                .replace("{B64HASH}", &b64(&rng.raw(32), false))
                .replace("{CERT}", &{
                    let mut der = vec![
                        0x30, 0x82, 0x02, 0x8a, 0x30, 0x82, 0x01, 0xf3, 0xa0, 0x03, 0x02, 0x01,
                        0x02, 0x02, 0x14,
                    ];
                    der.extend(rng.raw(177));
                    let body = b64(&der, false);
                    body.as_bytes()
                        .chunks(64)
                        .map(|c| std::str::from_utf8(c).unwrap_or_default())
                        .collect::<Vec<_>>()
                        .join("\n    ")
                })
                .replace(
                    "{SSHPUB}",
                    &b64(
                        &[b"\0\0\0\x0bssh-ed25519\0\0\0\x20".as_slice(), &rng.raw(32)].concat(),
                        false,
                    ),
                );
            out.push((family, text));
        }
    }
    out
}

/// Whether `name` is a file under one of `modules`' folders.
fn in_modules(name: &str, modules: &[&str]) -> bool {
    !name.ends_with('/')
        && modules
            .iter()
            .any(|m| name.strip_prefix(m).is_some_and(|r| r.starts_with('/')))
}

/// Set s's clean sources, none named by sets a-r's records or read by the tuning: the modules of
/// the JDK's `src.zip` that no earlier set took.
fn sources() -> Vec<Source> {
    vec![
        Source {
            // The compiler API, the XML DOM extensions, SCTP and smart cards.
            name: "jdk_compiler_api_xml_dom_sctp_smartcardio_sources",
            take: |n| {
                in_modules(
                    n,
                    &[
                        "java.compiler",
                        "jdk.xml.dom",
                        "jdk.sctp",
                        "java.smartcardio",
                    ],
                )
            },
            cap: 2 << 20,
        },
        Source {
            // The DNS and RMI naming providers, JFR's management bean, the unsupported APIs,
            // Kerberos extensions, socket options, XA, the JavaScript object bridge, the line
            // editors, the mapped-memory mode and the small aggregator and agent modules.
            name: "jdk_naming_dns_rmi_jfr_management_unsupported_net_small_sources",
            take: |n| {
                in_modules(
                    n,
                    &[
                        "jdk.naming.dns",
                        "jdk.naming.rmi",
                        "jdk.management.jfr",
                        "jdk.unsupported",
                        "jdk.unsupported.desktop",
                        "jdk.security.jgss",
                        "jdk.net",
                        "java.transaction.xa",
                        "jdk.jsobject",
                        "jdk.editpad",
                        "jdk.internal.ed",
                        "jdk.nio.mapmode",
                        "java.se",
                        "jdk.graal.compiler",
                        "jdk.graal.compiler.management",
                        "jdk.jdwp.agent",
                        "jdk.crypto.ec",
                    ],
                )
            },
            cap: 2 << 20,
        },
    ]
}

/// Every clean source of set s (see [`jdk_clean`]).
pub fn clean() -> Vec<(&'static str, String, usize)> {
    jdk_clean(sources())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heldout;
    use crate::heldout_share::FILE_CAP;
    use crate::heldout_share::capped;

    /// Every case holds its secret whole, in a span of its text, with no character its context
    /// would have to quote or escape (a split token's break aside); a URL's or connection
    /// string's secret holds no delimiter of either.
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
            let plain = match slot {
                Split(_, joint) => {
                    assert_eq!(v.matches(joint).count(), 1, "case {i}: {v}");
                    v.replacen(joint, "", 1)
                }
                _ => v.to_owned(),
            };
            let forbidden: &[char] = match slot {
                Pem(j) if j.contains('\n') => &['"', '\\', '\t'],
                Pem(_) => &['"', '\t', '\n'],
                _ => &[
                    '"', '\'', '`', '\\', ' ', '\t', '\n', '$', ';', ',', '&', '<', '>', '{', '}',
                    '|', '?', '(', ')', '^', '[', ']', '%',
                ],
            };
            assert!(!plain.contains(forbidden), "case {i}: {v} in {template}");
            if slot == UrlPw {
                assert!(
                    !v.contains(['@', ':', '/', '?', '#', '[', ']', '+', '=', ';']),
                    "case {i}: {v}"
                );
            }
            if slot == Letters {
                assert!(v.chars().all(|c| c.is_ascii_alphabetic()), "case {i}: {v}");
            }
            for ph in ["{U}", "{V", "{KEYID}"] {
                assert!(!c.text.contains(ph), "{template}");
            }
        }
    }

    /// At least 150 contexts, 2,250 cases and 500 negatives; every format is drawn; every kind
    /// of password is there; negatives fill every placeholder, share the cases' families and
    /// hold no labelled secret's value.
    #[test]
    fn shape_formats_and_negatives() {
        let (contexts, families) = shape();
        assert!(
            contexts >= 150 && families == contexts,
            "{contexts} {families}"
        );
        let cases = cases();
        assert!(cases.len() >= 2250 && negatives().len() >= 500);
        for (name, _) in FORMATS {
            assert!(cases.iter().any(|c| c.kind == *name), "{name} never drawn");
        }
        for kind in [
            "letters-only password",
            "joined passphrase",
            "common password",
            "person password",
            "jwt",
            "http basic",
            "base64 token",
            "split token",
            "aws secret access key",
            "openssh ed25519",
        ] {
            assert!(cases.iter().any(|c| c.kind == kind), "{kind}");
        }
        let negs = negatives();
        assert_eq!(negs.len(), NEGATIVES.len() * NEG_PER);
        for (family, t) in &negs {
            assert!(CONTEXTS.iter().any(|c| c.0 == *family), "{family}");
            for ph in [
                "{U}",
                "{SHA1",
                "{SHA2",
                "{SHA7",
                "{HEX",
                "{UUID}",
                "{B64HASH}",
                "{SSHPUB}",
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
        let mut z = Rng::new(0);
        assert_ne!(z.next(), z.next());
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let body = rng.take(AN, 30);
            assert_eq!(checksum62(&body), heldout::crc_base62(&body));
            assert!(jwt(&mut rng).starts_with("eyJ"));
        }
        let (_, key) = provider_named(&mut rng, "age identity");
        assert!(
            key.len() == 74 && key.starts_with("AGE-SECRET-KEY-1"),
            "{key}"
        );
        let (_, k) = pem(&mut rng, "\n");
        assert!(k.starts_with("-----BEGIN ") && k.ends_with("PRIVATE KEY-----"));
        assert!(in_modules("jdk.sctp/share/classes/A.java", &["jdk.sctp"]));
        assert!(!in_modules("jdk.sctpx/A.java", &["jdk.sctp"]));
        assert!(!in_modules("jdk.net/", &["jdk.net"]));
        let long = "abcdefghij\n".repeat(FILE_CAP / 5);
        let cut = capped(&long);
        assert!(cut.len() <= FILE_CAP && cut.ends_with('\n'));
    }
}
