//! Held-out set t of the masker benchmark, recorded in `bench/mask/heldout-t.frozen`.
//!
//! Written blind and frozen (on 2026-12-07 at 21:02 UTC) by an engineer who read neither the
//! masker's rules, its design table, its tests nor the benchmark's README, saw no measured figure
//! of any set and never ran the masker over it: the honest check that the rules generalise,
//! measured once, by someone else. Only the benchmark driver's opening and the places where it
//! registers, freezes and shape-checks sets, the opening of `heldout.rs` (its `Case`),
//! `heldout_share.rs`, the generator module of set s (to learn a set module's shape: its API, PEM
//! layout, clean-source reader and tests are followed; its random generator, seed, token table,
//! words, users, contexts and negatives are not), the module docstrings of sets d to s (to favour
//! the families they name least), the frozen records of every earlier set and a search of the
//! earlier modules for JDK module and package names, showing only which files name them (to keep
//! this set's clean sources apart from theirs), and the providers' documented token shapes went
//! into it. It has three parts:
//!
//! - labelled secrets: 179 contexts written for this set, 15 cases each, each a family of its
//!   own, from what agents' tool outputs and files hold and the earlier sets' lists name least:
//!   platform and IaC files (Helm values, Kustomize `secretGenerator` literals, Argo CD and Flux
//!   repository secrets, a SOPS file before encryption, Pulumi stack config in plain text, CDK's
//!   `cdk.json` context, Serverless, `samconfig.toml`, Netlify, `vercel env pull`, `fly secrets
//!   set`, `render.yaml`, Railway's and Heroku's variable listings, Compose overrides, Nomad
//!   templates, cloud-init `chpasswd`, Ansible YAML inventories, tfvars JSON, Crossplane's
//!   provider secret, a ConfigMap holding a token, Swarm stacks, Tekton runs); CI files with
//!   values written inline (GitHub Actions, GitLab, CircleCI, Bitbucket, Azure Pipelines, Drone,
//!   Woodpecker, Jenkinsfile, Buildkite); framework configuration (Spring YAML and properties,
//!   Spring Cloud Config, Rails credentials shown decrypted and `database.yml`, Django settings,
//!   Laravel `.env` and `APP_KEY`, ASP.NET `appsettings.json` and `dotnet user-secrets list`,
//!   Quarkus, Micronaut, NestJS, Phoenix `runtime.exs`, Express sessions, Next.js, Flask,
//!   pydantic settings, Symfony, `wp-config.php`, Strapi, Ghost, Hasura, Supabase); mobile files
//!   (`google-services.json`, `GoogleService-Info.plist`, `local.properties`, Gradle signing,
//!   fastlane's match environment, App Store Connect key JSON, `Info.plist`, `eas.json`, Dart
//!   defines, react-native-config); database tools (`psql` with `PGPASSWORD`, `redis-cli CONFIG
//!   GET` and `-a`, the `mongosh` banner, `.mysql_history`, `sqlcmd -P`, a migration's `CREATE
//!   ROLE`, `clickhouse-client`, `influx config create`, Elasticsearch with `curl -u`, SnowSQL,
//!   dbt profiles, Prisma, SQLAlchemy); message queues (`rabbitmqctl add_user`, Kafka's PLAIN
//!   JAAS, a NATS creds file, `mosquitto_pub -P`, Celery, Sidekiq, Pulsar); webhooks and bots
//!   (a hook's config from `gh api`, a Slack slash command's form body, Discord, Telegram's
//!   `setWebhook`); mail (an SMTP `AUTH PLAIN` session, Nodemailer, a new account's e-mail); git
//!   output (`git remote -v`, `git config -l` with an extra header, `git credential fill`, a
//!   failed clone, `.gitmodules`, diffs adding a key, `git show`, `format-patch` mail and a PEM
//!   key added with `+` on each line); package managers (npm's debug log, pip's index line,
//!   Yarn, Poetry, Composer, Bundler, Maven's debug output, `go env`, cargo registries, `dotnet
//!   nuget add source`, `helm repo add`, `docker login -p`); notebooks (`.ipynb` source and
//!   stream outputs, a Colab print, a key split across string literals); Markdown tables, HTML
//!   forms and page source, YAML front matter, protobuf text, GraphQL requests, LDIF, crontabs,
//!   Dockerfile `ARG` and `RUN`, Makefiles, VS Code and IntelliJ run configurations, the HTTP
//!   client's private environment, `.curlrc`, `.wgetrc`, `sshpass`, `htpasswd -b`,
//!   `RSYNC_PASSWORD`, private key files and a TLS secret's block scalar, service-account JSON,
//!   devtools' console, cookies, AWS profiles and `boto3`, Azure storage strings, Basic
//!   authorisation and a terminal-wrapped token; agents' reads of `.env`, `env`, YAML, JSON and
//!   TOML; and chat, tickets and mail in Latvian, Slovenian, Serbian, Bulgarian, Icelandic,
//!   Albanian, Bengali, Urdu, Tamil, Afrikaans, Basque, Galician, Welsh, Georgian, Azerbaijani,
//!   Kazakh, Esperanto, Macedonian, Nepali, Maltese, Amharic and Armenian. Values from a
//!   generator of this set's own (Lehmer's 128-bit multiplicative generator) from a new seed:
//!   provider tokens in the shapes their providers document (a table of this set's own of 71
//!   formats, every row drawn), generic high-entropy keys, JWTs with real JSON claims (Keycloak,
//!   NATS and Hasura), PKCS#8 Ed25519 and P-256, PKCS#1 RSA-3072 and OpenSSH ECDSA private keys
//!   with real DER prefixes and magic, base64 Basic and SMTP `AUTH PLAIN` credentials, passwords
//!   in URLs and connection strings, and people's passwords (a list and words of this set's own)
//!   after names that say password.
//! - hard negatives: 80 templates in the same families, 6 renderings each, with nothing to mask
//!   (placeholders, `${VAR}`, `${{ secrets.X }}`, redacted values, SOPS ciphertext, Pulumi's
//!   `secure:` values, reads of the environment and of secret stores, SCRAM and SSHA hashes,
//!   commit ids, image digests, npm integrity strings, UUIDs that are ids, public keys and
//!   certificates, and the providers' documented example values); every finding in them is a
//!   false one.
//! - clean text from sources no earlier set's record names and that the tuning did not read: the
//!   packages of `java.base` in the JDK's `src.zip` that no earlier set took (earlier sets read
//!   its `java.io`, `java.lang`, `java.net`, `java.nio`, `java.security`, `java.text`,
//!   `java.time`, `java.util`, `javax.crypto`, `javax.net`, `javax.security` and `sun.security`
//!   and the other modules): `jdk.internal`, and the `sun` packages but `sun.security` with
//!   `java.math`. Members in name order, each cut to 256 KiB and each source capped at 2 MiB.
//!
//! `airlock-bench-mask heldout-shape t heldout-t.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout t heldout-t.frozen`
//! is the measurement, to be run once.

use crate::heldout::Case;
use crate::heldout_share::{JdkSource as Source, b64, checksum62, jdk_clean};

/// The seed that, with the templates below, fixes every labelled case and every negative.
pub const SEED: u64 = 0x7E57_0C7A_11DE_2026;

/// Cases per context.
const PER_CONTEXT: usize = 15;

/// Renderings of each negative template.
const NEG_PER: usize = 6;

/// Lehmer's multiplicative congruential generator on 128 bits (Lemire's `lehmer64`): the state
/// is multiplied by a 64-bit constant and its high half is the draw; a generator no earlier set
/// used.
struct Rng(u128);

impl Rng {
    fn new(seed: u64) -> Self {
        // The state must be odd; both halves are filled so that small seeds start well apart.
        let mut r = Rng((u128::from(seed) << 64) | u128::from(seed ^ 0x2545_F491_4F6C_DD1D) | 1);
        for _ in 0..16 {
            r.next();
        }
        r
    }
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(0xDA94_2042_E4DD_58B5);
        (self.0 >> 64) as u64
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
        (0..n).map(|_| (self.next() >> 32) as u8).collect()
    }
}

const UPNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const LOWNUM: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const NUM: &[u8] = b"0123456789";
const AN: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const URLSAFE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STD64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const HX: &[u8] = b"0123456789abcdef";
const B32: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BECH32: &[u8] = b"QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";

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
    ("github classic pat", |r| {
        let body = r.take(AN, 30);
        format!("ghp_{body}{}", checksum62(&body))
    }),
    ("github installation token", |r| {
        let body = r.take(AN, 30);
        format!("ghs_{body}{}", checksum62(&body))
    }),
    ("github refresh token", |r| {
        let body = r.take(AN, 30);
        format!("ghr_{body}{}", checksum62(&body))
    }),
    ("gitlab pat", |r| format!("glpat-{}", r.take(URLSAFE, 20))),
    ("gitlab runner token", |r| {
        format!("glrt-{}", r.take(URLSAFE, 20))
    }),
    ("gitlab deploy token", |r| {
        format!("gldt-{}", r.take(URLSAFE, 20))
    }),
    ("slack user token", |r| {
        format!(
            "xoxp-{}-{}-{}-{}",
            r.take(NUM, 12),
            r.take(NUM, 13),
            r.take(NUM, 13),
            r.take(HX, 32)
        )
    }),
    ("slack app-level token", |r| {
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
    ("openai service account key", |r| {
        format!(
            "sk-svcacct-{}T3BlbkFJ{}",
            r.take(URLSAFE, 58),
            r.take(URLSAFE, 58)
        )
    }),
    ("openrouter key", |r| format!("sk-or-v1-{}", r.take(HX, 64))),
    ("anthropic admin key", |r| {
        format!("sk-ant-admin01-{}AA", r.take(URLSAFE, 93))
    }),
    ("aws access key id", |r| format!("AKIA{}", r.take(B32, 16))),
    ("google api key", |r| format!("AIza{}", r.take(URLSAFE, 35))),
    ("google oauth client secret", |r| {
        format!("GOCSPX-{}", r.take(URLSAFE, 28))
    }),
    ("google oauth refresh token", |r| {
        format!("1//0{}", r.take(URLSAFE, 99))
    }),
    ("azure storage account key", |r| {
        let raw = r.raw(64);
        b64(&raw, false)
    }),
    ("sendgrid key", |r| {
        format!("SG.{}.{}", r.take(URLSAFE, 22), r.take(URLSAFE, 43))
    }),
    ("mailgun key", |r| format!("key-{}", r.take(HX, 32))),
    ("brevo key", |r| {
        format!("xkeysib-{}-{}", r.take(HX, 64), r.take(AN, 16))
    }),
    ("resend key", |r| {
        format!("re_{}_{}", r.take(AN, 8), r.take(AN, 24))
    }),
    ("mailchimp key", |r| {
        format!("{}-us{}", r.take(HX, 32), r.between(1, 21))
    }),
    ("twilio api key secret pair", |r| {
        format!("SK{}", r.take(HX, 32))
    }),
    ("shopify admin token", |r| {
        format!("shpat_{}", r.take(HX, 32))
    }),
    ("shopify shared secret", |r| {
        format!("shpss_{}", r.take(HX, 32))
    }),
    ("npm token", |r| {
        let body = r.take(AN, 30);
        format!("npm_{body}{}", checksum62(&body))
    }),
    ("pypi token", |r| {
        format!("pypi-AgEIcHlwaS5vcmcC{}", r.take(URLSAFE, 150))
    }),
    ("docker hub pat", |r| {
        format!("dckr_pat_{}", r.take(URLSAFE, 27))
    }),
    ("vault service token", |r| {
        format!("hvs.{}", r.take(URLSAFE, 91))
    }),
    ("terraform cloud token", |r| {
        format!("{}.atlasv1.{}", r.take(AN, 14), r.take(AN, 67))
    }),
    ("digitalocean pat", |r| format!("dop_v1_{}", r.take(HX, 64))),
    ("linear api key", |r| format!("lin_api_{}", r.take(AN, 40))),
    ("notion integration token", |r| {
        format!("ntn_{}{}", r.take(NUM, 11), r.take(AN, 35))
    }),
    ("figma pat", |r| format!("figd_{}", r.take(URLSAFE, 40))),
    ("postman api key", |r| {
        format!("PMAK-{}-{}", r.take(HX, 24), r.take(HX, 34))
    }),
    ("atlassian api token", |r| {
        format!("ATATT3xFfGF0{}={}", r.take(URLSAFE, 170), r.take(UPNUM, 8))
    }),
    ("sentry user token", |r| {
        format!("sntryu_{}", r.take(HX, 64))
    }),
    ("grafana service account token", |r| {
        format!("glsa_{}_{}", r.take(AN, 32), r.take(HX, 8))
    }),
    ("databricks token", |r| format!("dapi{}", r.take(HX, 32))),
    ("doppler service token", |r| {
        format!("dp.st.{}.{}", r.one(&["prd", "stg", "dev"]), r.take(AN, 43))
    }),
    ("pulumi access token", |r| format!("pul-{}", r.take(HX, 40))),
    ("replicate token", |r| format!("r8_{}", r.take(AN, 37))),
    ("hugging face token", |r| {
        format!("hf_{}", r.take(LETTERS, 34))
    }),
    ("groq key", |r| format!("gsk_{}", r.take(AN, 52))),
    ("xai key", |r| format!("xai-{}", r.take(AN, 80))),
    ("perplexity key", |r| format!("pplx-{}", r.take(AN, 48))),
    ("airtable pat", |r| {
        format!("pat{}.{}", r.take(AN, 14), r.take(HX, 64))
    }),
    ("supabase access token", |r| {
        format!("sbp_{}", r.take(HX, 40))
    }),
    ("netlify pat", |r| format!("nfp_{}", r.take(AN, 36))),
    ("discord bot token", |r| {
        let id = format!("1{}", r.take(NUM, 18));
        format!(
            "{}.{}.{}",
            b64(id.as_bytes(), true),
            r.take(URLSAFE, 6),
            r.take(URLSAFE, 38)
        )
    }),
    ("telegram bot token", |r| {
        format!("{}:AA{}", r.take(NUM, 10), r.take(URLSAFE, 33))
    }),
    ("new relic user key", |r| {
        format!("NRAK-{}", r.take(UPNUM, 27))
    }),
    ("planetscale password", |r| {
        format!("pscale_pw_{}", r.take(URLSAFE, 43))
    }),
    ("age identity", |r| {
        format!("AGE-SECRET-KEY-1{}", r.take(BECH32, 58))
    }),
    ("square access token", |r| {
        format!("EAAA{}", r.take(URLSAFE, 60))
    }),
    ("dropbox token", |r| {
        format!("sl.u.{}", r.take(URLSAFE, 140))
    }),
    ("okta api token", |r| format!("00{}", r.take(URLSAFE, 40))),
    ("contentful pat", |r| {
        format!("CFPAT-{}", r.take(URLSAFE, 43))
    }),
    ("jfrog api key", |r| format!("AKCp{}", r.take(AN, 69))),
    ("bitbucket app password", |r| {
        format!("ATBB{}{}", r.take(AN, 32), r.take(UPNUM, 8))
    }),
    ("mapbox secret token", |r| {
        let user = *r.one(&["riga-maps", "dhaka-geo", "ksamil"]);
        let claims = format!("{{\"u\":\"{user}\",\"a\":\"{}\"}}", r.take(LOWNUM, 25));
        format!(
            "sk.{}.{}",
            b64(claims.as_bytes(), true),
            r.take(URLSAFE, 22)
        )
    }),
    ("langsmith key", |r| {
        format!("lsv2_pt_{}_{}", r.take(HX, 32), r.take(HX, 10))
    }),
    ("pinecone key", |r| {
        format!("pcsk_{}_{}", r.take(AN, 6), r.take(AN, 63))
    }),
    ("tailscale auth key", |r| {
        format!("tskey-auth-k{}CNTRL-{}", r.take(AN, 10), r.take(AN, 33))
    }),
    ("circleci pat", |r| {
        format!("CCIPAT_{}_{}", r.take(AN, 22), r.take(HX, 40))
    }),
    ("buildkite api token", |r| {
        format!("bkua_{}", r.take(HX, 40))
    }),
    ("firebase cloud messaging key", |r| {
        format!("AAAA{}:APA91b{}", r.take(URLSAFE, 7), r.take(URLSAFE, 134))
    }),
    ("heroku api key", |r| {
        format!("HRKU-AA{}", r.take(URLSAFE, 58))
    }),
    ("fly.io token", |r| {
        let b = r.raw(120);
        format!("fm2_{}", b64(&b, false))
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

/// A JWT with real JSON claims (HS256, RS256 or EdDSA): Keycloak access tokens, NATS user JWTs,
/// Hasura and Supabase-style service tokens, signed with random bytes.
fn jwt(rng: &mut Rng) -> String {
    let alg = *rng.one(&["HS256", "RS256", "EdDSA"]);
    let header = match alg {
        "HS256" => "{\"typ\":\"JWT\",\"alg\":\"HS256\"}".to_owned(),
        "RS256" => format!(
            "{{\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"{}\"}}",
            rng.take(URLSAFE, 43)
        ),
        _ => "{\"typ\":\"JWT\",\"alg\":\"ed25519-nkey\"}".to_owned(),
    };
    let iat = 1_765_000_000 + rng.below(20_000_000);
    let claims = match rng.below(3) {
        0 => format!(
            "{{\"exp\":{},\"iat\":{iat},\"jti\":\"{}\",\"iss\":\"https://sso.{}.lv/realms/{}\",\"aud\":\"account\",\"sub\":\"{}\",\"typ\":\"Bearer\",\"azp\":\"{}-web\",\"scope\":\"openid email profile\",\"preferred_username\":\"{}\"}}",
            iat + 1800,
            uuid4(rng),
            rng.one(&["dzintars", "baltija", "jurmala"]),
            rng.one(&["staff", "klienti", "ops"]),
            uuid4(rng),
            rng.one(&["portal", "kase", "noliktava"]),
            rng.one(USERS)
        ),
        1 => format!(
            "{{\"jti\":\"{}\",\"iat\":{iat},\"iss\":\"A{}\",\"name\":\"{}\",\"sub\":\"U{}\",\"nats\":{{\"pub\":{{}},\"sub\":{{}},\"subs\":-1,\"data\":-1,\"payload\":-1,\"type\":\"user\",\"version\":2}}}}",
            rng.take(B32, 52),
            rng.take(B32, 55),
            rng.one(&["telemetry", "orders", "billing"]),
            rng.take(B32, 55)
        ),
        _ => format!(
            "{{\"https://hasura.io/jwt/claims\":{{\"x-hasura-allowed-roles\":[\"admin\",\"user\"],\"x-hasura-default-role\":\"admin\",\"x-hasura-user-id\":\"{}\"}},\"iss\":\"{}\",\"iat\":{iat},\"exp\":{}}}",
            rng.between(1, 99_999),
            rng.one(&["supabase-demo", "hasura-cloud", "hamsa-api"]),
            iat + 31_536_000
        ),
    };
    let sig = rng.raw(match alg {
        "RS256" => 256,
        _ => 64,
    });
    format!(
        "{}.{}.{}",
        b64(header.as_bytes(), true),
        b64(claims.as_bytes(), true),
        b64(&sig, true)
    )
}

/// A generic high-entropy secret: hex, base64, URL-safe, alphanumeric or base32.
fn random_secret(rng: &mut Rng) -> (&'static str, String) {
    match rng.below(5) {
        0 => ("random hex", {
            let n = *rng.one(&[32, 48, 64, 128]);
            rng.take(HX, n)
        }),
        1 => ("random base64", {
            let n = rng.between(18, 64);
            let b = rng.raw(n);
            b64(&b, false)
        }),
        2 => ("random urlsafe", {
            let n = rng.between(18, 48);
            let b = rng.raw(n);
            b64(&b, true)
        }),
        3 => ("random base32", {
            let n = rng.between(20, 52);
            rng.take(B32, n)
        }),
        _ => ("random alphanumeric", {
            let n = rng.between(16, 64);
            rng.take(AN, n)
        }),
    }
}

/// Low-entropy passwords people really deploy: this set's own list.
const WEAK: &[&str] = &[
    "Riga2026!",
    "Ljubljana1",
    "Beograd2025",
    "Sofia!2026",
    "Reykjavik99",
    "Tirana2024!",
    "Dhaka@2025",
    "Karachi123!",
    "Chennai2026",
    "Kaapstad1!",
    "Donostia25",
    "Santiago#7",
    "Cymru2026!",
    "Tbilisi2025",
    "Baku2026!!",
    "Almaty777",
    "Esperanto1",
    "Winter2026#",
    "Passw0rd2026",
    "Qwerty!2025",
    "Letmein2026",
    "Admin@12345",
    "Welcome2026!",
    "Changeme!7",
    "Dragon2025*",
    "Monday123!",
];

/// Words for people's passwords and passphrases: this set's own list.
const WORDS: &[&str] = &[
    "amber", "dzintars", "lipa", "reka", "fjord", "kettle", "lantern", "pebble", "harbor",
    "cobalt", "meadow", "saffron", "tundra", "walnut", "quarry", "orchid", "falcon", "glacier",
    "copper", "violet", "thistle", "marble", "cedar", "ember", "juniper", "lagoon", "nimbus",
    "oyster", "pepper", "raven", "sorrel", "timber", "umber", "vortex", "willow", "yarrow",
    "zephyr", "basil", "clover", "dune", "hvezda", "planina", "morje", "sneg", "dalga",
];

fn cap(w: &str) -> String {
    let mut c = w.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

fn person_password(rng: &mut Rng) -> (&'static str, String) {
    let w = cap(rng.one::<&str>(WORDS));
    let nd = rng.between(4, 5);
    let d = rng.take(NUM, nd);
    let s = *rng.one(&["!", "#", "*", "@", "-", "_", ".", ""]);
    let tail = if rng.below(2) == 0 {
        (*rng.one(WORDS)).to_owned()
    } else {
        String::new()
    };
    ("person password", format!("{w}{d}{s}{tail}"))
}

fn letters_password(rng: &mut Rng) -> (&'static str, String) {
    let a = cap(rng.one::<&str>(WORDS));
    let b = cap(rng.one::<&str>(WORDS));
    let c = *rng.one(WORDS);
    ("letters-only password", format!("{a}{b}{c}"))
}

fn joined_password(rng: &mut Rng) -> (&'static str, String) {
    let n = rng.between(3, 4);
    let words: Vec<&str> = (0..n).map(|_| *rng.one(WORDS)).collect();
    ("joined passphrase", words.join("-"))
}

/// A password under a name that says password.
fn password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 4 {
        0 => ("common password", (*rng.one(WEAK)).to_owned()),
        1 => person_password(rng),
        2 => letters_password(rng),
        _ => joined_password(rng),
    }
}

/// A password that sits in a URL or a connection string: no delimiter of either.
fn url_password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    let (kind, p) = match i % 5 {
        0 => ("common password", (*rng.one(WEAK)).to_owned()),
        1 => person_password(rng),
        2 => letters_password(rng),
        3 => joined_password(rng),
        _ => ("random alphanumeric", {
            let n = rng.between(14, 30);
            rng.take(AN, n)
        }),
    };
    (
        kind,
        p.chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_' || *c == '.')
            .collect(),
    )
}

/// A token under a name that says key or token: provider tokens and random keys.
fn token(rng: &mut Rng, i: usize) -> (&'static str, String) {
    if i % 3 == 2 {
        random_secret(rng)
    } else {
        provider(rng)
    }
}

/// A PEM private key with a real DER prefix (or OpenSSH's magic), lines joined by `join`.
fn pem(rng: &mut Rng, join: &str) -> (&'static str, String) {
    let (label, kind, head, len, width): (&str, &str, Vec<u8>, usize, usize) = match rng.below(4) {
        0 => (
            "PRIVATE KEY",
            "pem pkcs8 ed25519",
            vec![
                0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04,
                0x22, 0x04, 0x20,
            ],
            48,
            64,
        ),
        1 => (
            "PRIVATE KEY",
            "pem pkcs8 ec p256",
            vec![
                0x30, 0x81, 0x87, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48,
                0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01,
                0x07, 0x04, 0x6d, 0x30, 0x6b, 0x02, 0x01, 0x01, 0x04, 0x20,
            ],
            138,
            64,
        ),
        2 => (
            "RSA PRIVATE KEY",
            "pem rsa 3072",
            vec![
                0x30, 0x82, 0x06, 0xe3, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x81, 0x00,
            ],
            1767,
            64,
        ),
        _ => (
            "OPENSSH PRIVATE KEY",
            "openssh ecdsa",
            [
                b"openssh-key-v1\0\0\0\0\x04none\0\0\0\x04none\0\0\0\0\0\0\0\x01\0\0\0\x68\0\0\0\x13ecdsa-sha2-nistp256\0\0\0\x08nistp256\0\0\0\x41\x04".as_slice(),
            ]
            .concat(),
            505,
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
    /// SMTP's `AUTH PLAIN`: base64 of `\0user\0password`.
    Plain,
    /// The provider format at this offset plus the case's index in the table (wrapping), so
    /// that every format is drawn.
    Every(usize),
    /// A provider token or random key broken after the given number of characters by the given
    /// text (a terminal's wrap, a notebook's string split); the whole of it, break included, is
    /// the secret.
    Split(usize, &'static str),
}
use Slot::{AwsSecret, Basic, Every, Fmt, Gen, Jwt, Pem, Plain, Pw, Split, Tok, UrlPw};

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
        Plain => ("smtp auth plain", {
            let user = *rng.one(USERS);
            let (_, p) = password(rng, i);
            b64(format!("\0{user}@posta.example\0{p}").as_bytes(), false)
        }),
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
    "liga.ozola",
    "ana.novak",
    "marko.petrovic",
    "ivan.georgiev",
    "sigga.jons",
    "arben.hoxha",
    "rahim.uddin",
    "ayesha.khan",
    "karthik.r",
    "thandi.nkosi",
    "ane.etxeberria",
    "uxia.lopez",
    "rhys.evans",
    "nino.beridze",
    "elvin.aliyev",
    "aigerim.s",
    "build-bot",
    "svc_reports",
];

/// (family, slot, template): `{U}` a user name, `{V}` the secret (once per template), `{KEYID}`
/// an AWS access key id.
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // Infrastructure as code and platform files
    (
        "helm-values-postgresql-auth",
        Pw,
        r##"# values-staging.yaml
postgresql:
  enabled: true
  auth:
    username: kase
    database: kase
    password: {V}
  primary:
    persistence:
      size: 20Gi
"##,
    ),
    (
        "kustomize-secret-generator-literals",
        Tok,
        r##"secretGenerator:
  - name: payments-env
    behavior: replace
    literals:
      - PAYMENTS_MODE=live
      - PAYMENTS_API_KEY={V}
generatorOptions:
  disableNameSuffixHash: true
"##,
    ),
    (
        "argocd-repository-secret-manifest",
        Fmt("github classic pat"),
        r##"apiVersion: v1
kind: Secret
metadata:
  name: repo-noliktava
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: repository
stringData:
  type: git
  url: https://github.com/baltija/noliktava-deploy
  username: {U}
  password: {V}
"##,
    ),
    (
        "flux-git-repository-basic-auth",
        Pw,
        r##"---
apiVersion: v1
kind: Secret
metadata:
  name: flux-system
  namespace: flux-system
stringData:
  username: {U}
  password: {V}
---
apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
"##,
    ),
    (
        "sops-file-before-encryption",
        Gen,
        r##"# secrets.enc.yaml -- run `sops -e -i` before committing!
smtp:
  host: smtp.posta.example
  api_secret: {V}
"##,
    ),
    (
        "pulumi-stack-config-plaintext",
        Tok,
        r##"config:
  aws:region: eu-north-1
  kase:domain: kase.example.lv
  kase:stripeKey: {V}
  kase:dbPassword:
    secure: v1:Tq8XhE3l0dYk1L9R:3lXcfu1r2f
"##,
    ),
    (
        "cdk-json-context",
        Tok,
        r##"{
  "app": "npx ts-node --prefer-ts-exts bin/infra.ts",
  "context": {
    "stage": "prod",
    "alertsWebhookToken": "{V}",
    "@aws-cdk/core:enableStackNameDuplicates": true
  }
}
"##,
    ),
    (
        "serverless-yml-provider-environment",
        Tok,
        r##"service: receipts-api
provider:
  name: aws
  runtime: nodejs20.x
  region: eu-central-1
  environment:
    TABLE_NAME: receipts-${sls:stage}
    OCR_API_KEY: {V}
functions:
  ingest:
    handler: src/ingest.handler
"##,
    ),
    (
        "samconfig-toml-parameter-overrides",
        Pw,
        r##"version = 0.1
[default.deploy.parameters]
stack_name = "ledger-api"
region = "eu-west-1"
capabilities = "CAPABILITY_IAM"
parameter_overrides = "Stage=\"prod\" DbUser=\"ledger\" DbPassword={V}"
"##,
    ),
    (
        "netlify-toml-context-environment",
        Fmt("stripe restricted key"),
        r##"[build]
  command = "npm run build"
  publish = "dist"

[context.production.environment]
  STRIPE_RESTRICTED_KEY = "{V}"
  NODE_VERSION = "20"
"##,
    ),
    (
        "vercel-env-pull-output",
        Tok,
        r##"# Created by Vercel CLI
VERCEL="1"
VERCEL_ENV="development"
VERCEL_URL=""
CMS_PREVIEW_TOKEN="{V}"
NX_DAEMON="false"
"##,
    ),
    (
        "fly-secrets-set-command",
        Tok,
        r##"$ fly secrets set -a kase-api SEARCH_API_KEY={V} SENTRY_ENVIRONMENT=production
Updating existing machines in 'kase-api' with rolling strategy
  [1/2] Machine 148e4d55c77389 [app] update finished: success
"##,
    ),
    (
        "render-yaml-env-vars",
        Pw,
        r##"services:
  - type: web
    name: klienti-portal
    runtime: python
    envVars:
      - key: ADMIN_PASSWORD
        value: {V}
      - key: PYTHON_VERSION
        value: 3.12.3
"##,
    ),
    (
        "railway-variables-json-output",
        UrlPw,
        r##"$ railway variables --json
{
  "PGHOST": "containers-us-west-41.railway.app",
  "PGPORT": "6543",
  "DATABASE_URL": "postgresql://postgres:{V}@containers-us-west-41.railway.app:6543/railway",
  "RAILWAY_ENVIRONMENT": "production"
}
"##,
    ),
    (
        "heroku-config-listing",
        UrlPw,
        r##"$ heroku config -a arkisto-prod
=== arkisto-prod Config Vars
LANG:                en_US.UTF-8
RACK_ENV:            production
REDIS_URL:           rediss://:{V}@ec2-34-241-18-3.eu-west-1.compute.amazonaws.com:7810
WEB_CONCURRENCY:     2
"##,
    ),
    (
        "heroku-config-shell-format",
        Tok,
        r##"$ heroku config -s -a arkisto-prod > .env
$ cat .env
LANG=en_US.UTF-8
MAILER_API_KEY={V}
RACK_ENV=production
"##,
    ),
    (
        "compose-override-environment",
        Pw,
        r##"# docker-compose.override.yml (local only)
services:
  keycloak:
    environment:
      KC_BOOTSTRAP_ADMIN_USERNAME: admin
      KC_BOOTSTRAP_ADMIN_PASSWORD: {V}
    ports:
      - "8081:8080"
"##,
    ),
    (
        "nomad-job-template-block",
        Tok,
        r##"    template {
      destination = "local/app.env"
      env         = true
      data        = <<EOT
LOG_LEVEL=info
GEOCODER_TOKEN={V}
EOT
    }
"##,
    ),
    (
        "cloud-init-chpasswd",
        Pw,
        r##"#cloud-config
hostname: kiosk-07
chpasswd:
  expire: false
  users:
    - name: kiosk
      password: {V}
      type: text
ssh_pwauth: true
"##,
    ),
    (
        "ansible-inventory-yaml-become",
        Pw,
        r##"all:
  children:
    db:
      hosts:
        db01.lan:
          ansible_user: {U}
          ansible_become_password: {V}
"##,
    ),
    (
        "terraform-tfvars-json",
        Tok,
        r##"{
  "project": "arhiv",
  "region": "europe-west3",
  "monitoring_api_token": "{V}",
  "replicas": 3
}
"##,
    ),
    (
        "crossplane-aws-provider-credentials",
        AwsSecret,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: aws-creds
  namespace: crossplane-system
type: Opaque
stringData:
  creds: |
    [default]
    aws_access_key_id = {KEYID}
    aws_secret_access_key = {V}
"##,
    ),
    (
        "configmap-holding-a-token",
        Tok,
        r##"apiVersion: v1
kind: ConfigMap
metadata:
  name: exporter-config
data:
  EXPORTER_TARGET: https://status.kase.example.lv
  EXPORTER_TOKEN: "{V}"
"##,
    ),
    (
        "swarm-stack-file-environment",
        Pw,
        r##"version: "3.9"
services:
  wiki:
    image: requarks/wiki:2
    environment:
      DB_TYPE: postgres
      DB_USER: wiki
      DB_PASS: {V}
    deploy:
      replicas: 1
"##,
    ),
    (
        "tekton-pipelinerun-params",
        Tok,
        r##"apiVersion: tekton.dev/v1
kind: PipelineRun
metadata:
  generateName: release-
spec:
  pipelineRef:
    name: release
  params:
    - name: registry-token
      value: {V}
"##,
    ),
    // CI configurations with inline values
    (
        "github-workflow-inline-env",
        Fmt("slack app-level token"),
        r##"jobs:
  notify:
    runs-on: ubuntu-latest
    env:
      SLACK_APP_TOKEN: {V}
    steps:
      - uses: actions/checkout@v4
      - run: node scripts/notify.js
"##,
    ),
    (
        "gitlab-ci-variables-inline",
        Pw,
        r##"variables:
  POSTGRES_DB: test
  POSTGRES_USER: runner
  POSTGRES_PASSWORD: {V}

test:
  services: [postgres:16]
  script: make test
"##,
    ),
    (
        "circleci-context-free-environment",
        Tok,
        r##"jobs:
  deploy:
    docker:
      - image: cimg/node:20.11
    environment:
      ALGOLIA_ADMIN_KEY: {V}
    steps:
      - checkout
"##,
    ),
    (
        "bitbucket-pipelines-inline-aws",
        AwsSecret,
        r##"pipelines:
  branches:
    main:
      - step:
          name: Deploy
          script:
            - pipe: atlassian/aws-s3-deploy:1.1.0
              variables:
                AWS_ACCESS_KEY_ID: '{KEYID}'
                AWS_SECRET_ACCESS_KEY: '{V}'
                S3_BUCKET: 'kase-static'
"##,
    ),
    (
        "azure-pipelines-variables-block",
        Gen,
        r##"variables:
  buildConfiguration: Release
  signingKeySecret: {V}

steps:
  - script: dotnet build --configuration $(buildConfiguration)
"##,
    ),
    (
        "drone-yml-step-environment",
        Tok,
        r##"kind: pipeline
type: docker
name: publish
steps:
  - name: publish
    image: plugins/npm
    environment:
      NPM_TOKEN: {V}
"##,
    ),
    (
        "woodpecker-pipeline-settings",
        Tok,
        r##"steps:
  deploy:
    image: woodpeckerci/plugin-s3
    settings:
      bucket: arhiv-builds
      access_key: arhiv-ci
      secret_key: {V}
"##,
    ),
    (
        "jenkinsfile-environment-block",
        Pw,
        r##"pipeline {
  agent any
  environment {
    NEXUS_USER = 'deployer'
    NEXUS_PASSWORD = '{V}'
  }
  stages {
    stage('Publish') { steps { sh './gradlew publish' } }
  }
}
"##,
    ),
    (
        "buildkite-pipeline-env",
        Fmt("buildkite api token"),
        r##"env:
  BUILDKITE_API_TOKEN: "{V}"
steps:
  - label: ":pipeline: upload"
    command: buildkite-agent pipeline upload
"##,
    ),
    // Application framework configuration
    (
        "spring-application-yml-datasource",
        Pw,
        r##"spring:
  datasource:
    url: jdbc:postgresql://db.lan:5432/noliktava
    username: noliktava
    password: {V}
  jpa:
    hibernate:
      ddl-auto: validate
"##,
    ),
    (
        "spring-properties-mail",
        Pw,
        r##"spring.mail.host=smtp.posta.example
spring.mail.port=587
spring.mail.username=noreply@kase.example.lv
spring.mail.password={V}
spring.mail.properties.mail.smtp.starttls.enable=true
"##,
    ),
    (
        "spring-cloud-config-bootstrap",
        Tok,
        r##"spring:
  cloud:
    config:
      uri: https://config.lan
      token: {V}
      fail-fast: true
"##,
    ),
    (
        "rails-credentials-show-output",
        Tok,
        r##"$ EDITOR=cat bin/rails credentials:show
secret_key_base: 1b6f2a3c
aws:
  access_key_id: {KEYID}
postmark:
  api_token: {V}
"##,
    ),
    (
        "rails-database-yml",
        Pw,
        r##"production:
  <<: *default
  database: biblioteka_production
  username: biblioteka
  password: {V}
  host: db.internal
"##,
    ),
    (
        "django-settings-secret-key",
        Gen,
        r##"BASE_DIR = Path(__file__).resolve().parent.parent

# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = "{V}"

DEBUG = False
"##,
    ),
    (
        "django-settings-databases",
        Pw,
        r##"DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "arhiv",
        "USER": "arhiv",
        "PASSWORD": "{V}",
        "HOST": "127.0.0.1",
    }
}
"##,
    ),
    (
        "laravel-env-database",
        Pw,
        r##"APP_NAME=Knjiznica
APP_ENV=production
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=knjiznica
DB_USERNAME=knjiznica
DB_PASSWORD={V}
"##,
    ),
    (
        "laravel-env-app-key",
        Gen,
        r##"APP_NAME=Knjiznica
APP_ENV=local
APP_KEY=base64:{V}
APP_DEBUG=true
"##,
    ),
    (
        "aspnet-appsettings-connection-string",
        Pw,
        r##"{
  "ConnectionStrings": {
    "Default": "Server=sql01;Database=Ledger;User Id=ledger_app;Password={V};TrustServerCertificate=True"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
"##,
    ),
    (
        "dotnet-user-secrets-list",
        Tok,
        r##"PS> dotnet user-secrets list
Smtp:User = noreply@kase.example.lv
Payments:ApiKey = {V}
Logging:Level = Debug
"##,
    ),
    (
        "quarkus-application-properties",
        Pw,
        r##"quarkus.datasource.db-kind=postgresql
quarkus.datasource.username=orders
quarkus.datasource.password={V}
quarkus.datasource.jdbc.url=jdbc:postgresql://db:5432/orders
"##,
    ),
    (
        "micronaut-jwt-generator-secret",
        Gen,
        r##"micronaut:
  security:
    authentication: bearer
    token:
      jwt:
        signatures:
          secret:
            generator:
              secret: '{V}'
"##,
    ),
    (
        "nestjs-config-factory-fallback",
        Tok,
        r##"export default registerAs('search', () => ({
  host: process.env.SEARCH_HOST ?? 'https://search.lan',
  apiKey: process.env.SEARCH_API_KEY ?? '{V}',
  timeoutMs: 5000,
}));
"##,
    ),
    (
        "phoenix-runtime-exs",
        Gen,
        r##"if config_env() == :prod do
  config :tirgus, TirgusWeb.Endpoint,
    url: [host: "tirgus.example.lv", port: 443],
    secret_key_base: "{V}"
end
"##,
    ),
    (
        "express-session-secret",
        Gen,
        r##"app.use(
  session({
    name: 'sid',
    secret: '{V}',
    resave: false,
    saveUninitialized: false,
  }),
);
"##,
    ),
    (
        "nextjs-env-local",
        Tok,
        r##"NEXT_PUBLIC_SITE_URL=http://localhost:3000
REVALIDATE_SECRET_TOKEN={V}
"##,
    ),
    (
        "flask-config-class",
        Gen,
        r##"class ProductionConfig(Config):
    DEBUG = False
    SECRET_KEY = "{V}"
    SESSION_COOKIE_SECURE = True
"##,
    ),
    (
        "pydantic-settings-dotenv-dsn",
        UrlPw,
        r##"# .env read by app/settings.py (BaseSettings)
APP_NAME=sklad
DATABASE_DSN=postgresql+asyncpg://sklad:{V}@10.8.0.4:5432/sklad
"##,
    ),
    (
        "symfony-env-local-database-url",
        UrlPw,
        r##"###> doctrine/doctrine-bundle ###
DATABASE_URL="mysql://eshop:{V}@127.0.0.1:3306/eshop?serverVersion=8.0.32&charset=utf8mb4"
###< doctrine/doctrine-bundle ###
"##,
    ),
    (
        "wp-config-db-password",
        Pw,
        r##"/** Database username */
define( 'DB_USER', 'wp_blog' );

/** Database password */
define( 'DB_PASSWORD', '{V}' );
"##,
    ),
    (
        "strapi-env-admin-jwt",
        Gen,
        r##"HOST=0.0.0.0
PORT=1337
APP_KEYS=toBeModified1,toBeModified2
ADMIN_JWT_SECRET={V}
"##,
    ),
    (
        "ghost-config-production-mail",
        Pw,
        r##"  "mail": {
    "transport": "SMTP",
    "options": {
      "service": "Mailgun",
      "auth": { "user": "postmaster@mg.blog.example", "pass": "{V}" }
    }
  },
"##,
    ),
    (
        "hasura-admin-secret-env",
        Gen,
        r##"HASURA_GRAPHQL_DATABASE_URL=postgres://hasura@db:5432/hasura
HASURA_GRAPHQL_ENABLE_CONSOLE=false
HASURA_GRAPHQL_ADMIN_SECRET={V}
"##,
    ),
    (
        "supabase-service-role-env",
        Jwt,
        r##"SUPABASE_URL=https://xyzcompany.supabase.co
SUPABASE_SERVICE_ROLE_KEY={V}
"##,
    ),
    // Mobile
    (
        "google-services-json",
        Fmt("google api key"),
        r##"{
  "project_info": { "project_number": "804411290123", "project_id": "tirgus-app" },
  "client": [
    {
      "client_info": { "mobilesdk_app_id": "1:804411290123:android:5c2b9d1a7f" },
      "api_key": [ { "current_key": "{V}" } ]
    }
  ]
}
"##,
    ),
    (
        "google-service-info-plist",
        Fmt("google api key"),
        r##"<dict>
	<key>CLIENT_ID</key>
	<string>804411290123-q1l2.apps.googleusercontent.com</string>
	<key>API_KEY</key>
	<string>{V}</string>
	<key>GCM_SENDER_ID</key>
	<string>804411290123</string>
</dict>
"##,
    ),
    (
        "android-local-properties-signing",
        Pw,
        r##"sdk.dir=/home/dev/Android/Sdk
RELEASE_STORE_FILE=../keys/release.jks
RELEASE_KEY_ALIAS=tirgus
RELEASE_STORE_PASSWORD={V}
"##,
    ),
    (
        "gradle-kts-signing-config",
        Pw,
        r##"signingConfigs {
    create("release") {
        storeFile = file("release.jks")
        storePassword = "{V}"
        keyAlias = "upload"
    }
}
"##,
    ),
    (
        "fastlane-matchfile-env",
        Pw,
        r##"# fastlane/.env.default
MATCH_GIT_URL=git@github.com:baltija/certificates.git
MATCH_PASSWORD={V}
FASTLANE_TEAM_ID=Q1W2E3R4T5
"##,
    ),
    (
        "app-store-connect-api-key-json",
        Pem("\\n"),
        r##"{
  "key_id": "D383SF739",
  "issuer_id": "6053b7fe-68a8-4acb-89be-165aa6465141",
  "key": "{V}",
  "in_house": false
}
"##,
    ),
    (
        "ios-info-plist-api-key",
        Tok,
        r##"	<key>CFBundleShortVersionString</key>
	<string>2.4.1</string>
	<key>AnalyticsWriteKey</key>
	<string>{V}</string>
"##,
    ),
    (
        "eas-json-build-env",
        Tok,
        r##"{
  "build": {
    "production": {
      "env": { "SENTRY_AUTH_TOKEN": "{V}" },
      "channel": "production"
    }
  }
}
"##,
    ),
    (
        "flutter-dart-define-json",
        Tok,
        r##"{
  "API_BASE": "https://api.tirgus.example.lv",
  "MAPS_TOKEN": "{V}"
}
"##,
    ),
    (
        "react-native-config-env",
        Tok,
        r##"API_URL=https://api.kase.example.lv
CODEPUSH_KEY={V}
"##,
    ),
    // Database tools and their output
    (
        "psql-pgpassword-inline",
        Pw,
        r##"$ PGPASSWORD='{V}' psql -h db.lan -U report -d ledger -c '\conninfo'
You are connected to database "ledger" as user "report" on host "db.lan" (address "10.8.0.4") at port "5432".
"##,
    ),
    (
        "redis-cli-config-get-requirepass",
        Pw,
        r##"127.0.0.1:6379> CONFIG GET requirepass
1) "requirepass"
2) "{V}"
127.0.0.1:6379> CONFIG GET maxmemory
"##,
    ),
    (
        "redis-cli-auth-flag",
        Pw,
        r##"$ redis-cli -h cache.lan -a {V} --no-auth-warning INFO keyspace
# Keyspace
db0:keys=41822,expires=40117,avg_ttl=3411290
"##,
    ),
    (
        "mongosh-connecting-banner",
        UrlPw,
        r##"Current Mongosh Log ID: 6751c0e2a1b3c4d5e6f70812
Connecting to:          mongodb://admin:{V}@mongo-0.mongo.lan:27017/?authSource=admin&appName=mongosh+2.3.2
Using MongoDB:          7.0.14
"##,
    ),
    (
        "mysql-history-alter-user",
        Pw,
        r##"show databases;
use shop;
ALTER USER 'shop'@'%' IDENTIFIED BY '{V}';
FLUSH PRIVILEGES;
"##,
    ),
    (
        "sqlcmd-sa-password-flag",
        Pw,
        r##"PS C:\> sqlcmd -S tcp:sql01,1433 -U sa -P {V} -Q "SELECT @@VERSION"
Microsoft SQL Server 2022 (RTM-CU15) - 16.0.4145.4 (X64)
"##,
    ),
    (
        "postgres-migration-create-role",
        Pw,
        r##"-- V12__reporting_role.sql
CREATE ROLE reporting LOGIN PASSWORD '{V}' VALID UNTIL 'infinity';
GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;
"##,
    ),
    (
        "clickhouse-client-password-flag",
        Pw,
        r##"$ clickhouse-client --host ch.lan --user analyst --password {V} --query "SELECT count() FROM events"
18822019
"##,
    ),
    (
        "influx-config-create",
        Tok,
        r##"$ influx config create --config-name prod --host-url https://influx.lan:8086 --org baltija --token {V} --active
Active	Name	URL				Org
*	prod	https://influx.lan:8086	baltija
"##,
    ),
    (
        "elasticsearch-curl-user-flag",
        UrlPw,
        r##"$ curl -sk -u elastic:{V} "https://es01.lan:9200/_cat/indices?v"
health status index        uuid                   pri rep docs.count
green  open   logs-2026.12 kQ8hN3V1TmS0o7h0jW0pZg   1   1   18822019
"##,
    ),
    (
        "snowsql-config-file",
        Pw,
        r##"[connections.prod]
accountname = xy12345.eu-central-1
username = {U}
password = {V}
warehousename = ANALYTICS_WH
"##,
    ),
    (
        "dbt-profiles-yml",
        Pw,
        r##"arhiv:
  target: prod
  outputs:
    prod:
      type: postgres
      host: warehouse.lan
      user: dbt
      password: {V}
      port: 5432
      dbname: analytics
      schema: marts
"##,
    ),
    (
        "prisma-env-database-url",
        UrlPw,
        r##"# Environment variables declared in this file are available at build time
DATABASE_URL="postgresql://prisma:{V}@localhost:5432/tirgus?schema=public"
"##,
    ),
    (
        "sqlalchemy-create-engine-call",
        UrlPw,
        r##"engine = create_engine(
    "mysql+mysqldb://etl:{V}@warehouse.lan/staging",
    pool_pre_ping=True,
)
"##,
    ),
    // Message queues
    (
        "rabbitmqctl-add-user",
        Pw,
        r##"# rabbitmqctl add_user orders '{V}'
Adding user "orders" ...
Done. Don't forget to grant the user permissions to some virtual hosts!
"##,
    ),
    (
        "kafka-client-properties-plain-jaas",
        Pw,
        r##"bootstrap.servers=kafka-0.lan:9093
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="orders" password="{V}";
"##,
    ),
    (
        "nats-creds-file",
        Jwt,
        r##"-----BEGIN NATS USER JWT-----
{V}
------END NATS USER JWT------

************************* IMPORTANT *************************
NKEY Seed printed below can be used to sign and prove identity.
"##,
    ),
    (
        "mosquitto-pub-password-flag",
        Pw,
        r##"$ mosquitto_pub -h mqtt.lan -p 8883 --cafile ca.crt -u sensors -P {V} -t 'noliktava/temp' -m '4.2'
"##,
    ),
    (
        "celery-broker-url",
        UrlPw,
        r##"CELERY_BROKER_URL = "amqp://celery:{V}@rabbitmq.lan:5672/celery"
CELERY_RESULT_BACKEND = "rpc://"
"##,
    ),
    (
        "sidekiq-redis-url-initializer",
        UrlPw,
        r##"Sidekiq.configure_server do |config|
  config.redis = { url: "rediss://default:{V}@redis-12345.c1.eu-west-1.cloud.example:12345/0" }
end
"##,
    ),
    (
        "pulsar-client-conf-token",
        Jwt,
        r##"webServiceUrl=https://pulsar.lan:8443/
brokerServiceUrl=pulsar+ssl://pulsar.lan:6651/
authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken
authParams=token:{V}
"##,
    ),
    // Webhooks and bots
    (
        "gh-api-hook-config-output",
        Gen,
        r##"$ gh api repos/baltija/kase/hooks/481122903 --jq .config
{"content_type":"json","insecure_ssl":"0","secret":"{V}","url":"https://ci.lan/hooks/github"}
"##,
    ),
    (
        "slack-slash-command-form-body",
        Gen,
        r##"POST /slack/commands HTTP/1.1
Content-Type: application/x-www-form-urlencoded

token={V}&team_id=T0001&channel_name=ops&user_name={U}&command=%2Fdeploy&text=kase
"##,
    ),
    (
        "discord-bot-dotenv",
        Fmt("discord bot token"),
        r##"DISCORD_GUILD_ID=1120391223348873226
DISCORD_BOT_TOKEN={V}
"##,
    ),
    (
        "telegram-set-webhook-url",
        Fmt("telegram bot token"),
        r##"$ curl -s "https://api.telegram.org/bot{V}/setWebhook?url=https://bots.lan/tg"
{"ok":true,"result":true,"description":"Webhook was set"}
"##,
    ),
    // E-mail
    (
        "smtp-auth-plain-session",
        Plain,
        r##"S: 220 smtp.posta.example ESMTP ready
C: EHLO build01
S: 250-AUTH PLAIN LOGIN
C: AUTH PLAIN {V}
S: 235 2.7.0 Authentication successful
"##,
    ),
    (
        "nodemailer-transport-options",
        Pw,
        r##"const transporter = nodemailer.createTransport({
  host: 'smtp.posta.example',
  port: 465,
  secure: true,
  auth: { user: 'noreply@kase.example.lv', pass: '{V}' },
});
"##,
    ),
    (
        "email-new-account-credentials",
        Pw,
        r##"From: IT Helpdesk <it@baltija.example>
To: {U}@baltija.example
Subject: Your VPN account

Hello,
your VPN account is ready. Username: {U}
Temporary password: {V}
Please change it at first login.
"##,
    ),
    // Git output
    (
        "git-remote-verbose",
        Fmt("github installation token"),
        r##"$ git remote -v
origin	https://x-access-token:{V}@github.com/baltija/kase.git (fetch)
origin	https://x-access-token:REDACTED@github.com/baltija/kase.git (push)
"##,
    ),
    (
        "git-config-list-extraheader",
        Tok,
        r##"$ git config -l
user.name=Build Bot
core.repositoryformatversion=0
http.https://git.lan/.extraheader=AUTHORIZATION: bearer {V}
remote.origin.url=https://git.lan/arhiv/web.git
"##,
    ),
    (
        "git-credential-fill-output",
        Pw,
        r##"$ printf 'protocol=https\nhost=git.lan\n\n' | git credential fill
protocol=https
host=git.lan
username={U}
password={V}
"##,
    ),
    (
        "git-clone-fatal-error-url",
        UrlPw,
        r##"$ git clone https://{U}:{V}@git.lan/arhiv/web.git
Cloning into 'web'...
fatal: unable to access 'https://git.lan/arhiv/web.git/': Could not resolve host: git.lan
"##,
    ),
    (
        "gitmodules-token-url",
        Fmt("gitlab deploy token"),
        r##"[submodule "vendor/ui-kit"]
	path = vendor/ui-kit
	url = https://gitlab+deploy-token-41:{V}@gitlab.lan/design/ui-kit.git
"##,
    ),
    (
        "git-diff-dotenv-added-key",
        Tok,
        r##"diff --git a/.env.production b/.env.production
index 3f1c2a9..7d0e41b 100644
--- a/.env.production
+++ b/.env.production
@@ -2,3 +2,4 @@ NODE_ENV=production
 LOG_LEVEL=warn
-SEARCH_API_KEY=
+SEARCH_API_KEY={V}
 PORT=8080
"##,
    ),
    (
        "git-diff-yaml-password-changed",
        Pw,
        r##"@@ -14,7 +14,7 @@ database:
   host: db.lan
   user: noliktava
-  password: ${DB_PASSWORD}
+  password: {V}
   pool: 10
"##,
    ),
    (
        "git-show-commit-with-aws-keys",
        AwsSecret,
        r##"commit 9b2e4c1f0a7d3e6b5c8a1f2e3d4c5b6a7e8f9d0c
Author: {U} <{U}@baltija.example>
Date:   Fri Dec 4 16:22:10 2026 +0200

    quick fix for uploads

diff --git a/upload.py b/upload.py
+s3 = boto3.client("s3", aws_access_key_id="{KEYID}", aws_secret_access_key="{V}")
"##,
    ),
    (
        "format-patch-mail",
        Tok,
        r##"From 4e1d2c3b Mon Sep 17 00:00:00 2001
From: {U} <{U}@baltija.example>
Subject: [PATCH] wire the geocoder

---
 config/geo.toml | 1 +
+api_key = "{V}"
-- 
2.47.1
"##,
    ),
    (
        "git-log-patch-pem-added",
        Pem("\n+"),
        r##"commit 0f3a9c2d5e7b1a4c6e8d0f2a4b6c8e0a1c3e5f7a
    add deploy key

diff --git a/deploy/id_key b/deploy/id_key
new file mode 100600
--- /dev/null
+++ b/deploy/id_key
@@ -0,0 +1,9 @@
+{V}
"##,
    ),
    // Package managers
    (
        "npm-debug-log-auth-token",
        Fmt("npm token"),
        r##"14 verbose config //registry.npmjs.org/:_authToken={V}
15 silly logfile done cleaning log files
16 verbose stack Error: 403 Forbidden - PUT https://registry.npmjs.org/@kase%2fui
"##,
    ),
    (
        "pip-install-looking-in-indexes",
        UrlPw,
        r##"$ pip install -r requirements.txt
Looking in indexes: https://pypi.org/simple, https://ci:{V}@nexus.lan/repository/pypi-internal/simple
Collecting kase-core==2.4.1
"##,
    ),
    (
        "yarn-config-get-npm-auth-token",
        Tok,
        r##"$ yarn config get npmScopes --json
{"kase":{"npmRegistryServer":"https://npm.pkg.github.com","npmAuthToken":"{V}"}}
"##,
    ),
    (
        "poetry-config-list-http-basic",
        Pw,
        r##"$ poetry config --list
cache-dir = "/home/ci/.cache/pypoetry"
http-basic.internal.password = "{V}"
http-basic.internal.username = "ci"
installer.max-workers = null
"##,
    ),
    (
        "composer-auth-github-oauth-command",
        Fmt("github classic pat"),
        r##"$ composer config --global github-oauth.github.com {V}
$ composer install --no-dev
Installing dependencies from lock file
"##,
    ),
    (
        "bundler-config-mirror-credentials",
        Pw,
        r##"$ bundle config
Settings are listed in order of priority. The top value will be used.
gems.lan
Set for the current user (/home/ci/.bundle/config): "ci:{V}"
"##,
    ),
    (
        "maven-debug-server-password",
        Pw,
        r##"[DEBUG] Using mirror nexus (https://nexus.lan/repository/maven-public/) for central
[DEBUG]   (f) server = releases
[DEBUG]   (f) username = deployer
[DEBUG]   (f) password = {V}
"##,
    ),
    (
        "goproxy-env-with-credentials",
        UrlPw,
        r##"$ go env | grep -i proxy
GONOPROXY=''
GOPROXY='https://goproxy:{V}@athens.lan,direct'
GOPRIVATE='git.lan'
"##,
    ),
    (
        "cargo-config-registry-token",
        Tok,
        r##"[registries.arhiv]
index = "sparse+https://cargo.lan/api/v1/crates/"
token = "{V}"
"##,
    ),
    (
        "dotnet-nuget-add-source",
        Pw,
        r##"> dotnet nuget add source https://nuget.lan/v3/index.json -n internal -u {U} -p {V} --store-password-in-clear-text
Package source with Name: internal added successfully.
"##,
    ),
    (
        "helm-repo-add-password",
        Pw,
        r##"$ helm repo add charts https://charts.lan --username {U} --password {V}
"charts" has been added to your repositories
"##,
    ),
    (
        "docker-login-password-flag",
        Fmt("docker hub pat"),
        r##"$ docker login -u {U} -p {V}
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
"##,
    ),
    // Notebooks
    (
        "ipynb-json-code-cell-source",
        Tok,
        r##"  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "import openai\n",
    "client = openai.OpenAI(api_key=\"{V}\")\n"
   ]
  },
"##,
    ),
    (
        "ipynb-json-stream-output",
        Tok,
        r##"   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "loaded config: token={V}\n"
     ]
    }
   ],
"##,
    ),
    (
        "colab-print-hf-token",
        Fmt("hugging face token"),
        r##"[4] from google.colab import userdata
    tok = userdata.get('HF_TOKEN'); print(tok)
hf-token-debug: {V}
"##,
    ),
    (
        "notebook-split-string-literal",
        Split(20, "\"\n    \""),
        r##"key = ("{V}")
resp = requests.get(URL, headers={"X-Api-Key": key})
"##,
    ),
    // Documents, pages and formats
    (
        "markdown-table-environments",
        Pw,
        r##"| Environment | Login | Password |
|-------------|-------|----------|
| staging     | admin | {V} |
| prod        | admin | see vault |
"##,
    ),
    (
        "html-form-prefilled-password",
        Pw,
        r##"<form method="post" action="/login">
  <input type="text" name="username" value="{U}">
  <input type="password" name="password" value="{V}">
  <button type="submit">Pieteikties</button>
</form>
"##,
    ),
    (
        "html-page-source-inline-config",
        Tok,
        r##"<script>
  window.__APP_CONFIG__ = {"env":"prod","searchAdminKey":"{V}","locale":"lv"};
</script>
"##,
    ),
    (
        "yaml-front-matter-post",
        Tok,
        r##"---
title: "Importing the price list"
date: 2026-11-20
draft: true
sync_token: {V}
---
The importer runs every night at 02:00.
"##,
    ),
    (
        "protobuf-text-format-credentials",
        Tok,
        r##"backend {
  name: "geo"
  address: "geo.lan:443"
  credentials {
    api_key: "{V}"
  }
}
"##,
    ),
    (
        "graphql-request-variables",
        Tok,
        r##"POST /graphql HTTP/1.1
Content-Type: application/json

{"query":"mutation Connect($t: String!) { connectIntegration(token: $t) { id } }","variables":{"t":"{V}"}}
"##,
    ),
    (
        "ldif-user-password-plain",
        Pw,
        r##"dn: uid={U},ou=people,dc=baltija,dc=example
objectClass: inetOrgPerson
uid: {U}
cn: {U}
userPassword: {V}
"##,
    ),
    (
        "crontab-mysqldump-password",
        Pw,
        r##"# m h dom mon dow command
15 2 * * * /usr/bin/mysqldump -u backup -p{V} --all-databases | gzip > /backup/all.sql.gz
"##,
    ),
    (
        "dockerfile-arg-default-token",
        Tok,
        r##"FROM node:20-alpine AS build
ARG NPM_TOKEN={V}
RUN echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm ci
"##,
    ),
    (
        "dockerfile-run-pip-index-url",
        UrlPw,
        r##"FROM python:3.12-slim
RUN pip install --no-cache-dir --index-url https://pip:{V}@pypi.lan/simple -r requirements.txt
"##,
    ),
    (
        "makefile-variable-token",
        Tok,
        r##"REGISTRY ?= registry.lan
DEPLOY_TOKEN := {V}

deploy:
	curl -fsS -H "X-Deploy-Token: $(DEPLOY_TOKEN)" https://deploy.lan/hooks/kase
"##,
    ),
    (
        "vscode-launch-json-env",
        Tok,
        r##"{
  "type": "node",
  "request": "launch",
  "name": "API",
  "program": "${workspaceFolder}/src/index.js",
  "env": { "PAYMENTS_KEY": "{V}" }
}
"##,
    ),
    (
        "intellij-run-configuration-env",
        Pw,
        r##"<configuration name="Application" type="SpringBootApplicationConfigurationType">
  <envs>
    <env name="DB_PASSWORD" value="{V}" />
  </envs>
</configuration>
"##,
    ),
    (
        "http-client-private-env-json",
        Jwt,
        r##"{
  "dev": {
    "host": "http://localhost:8080",
    "accessToken": "{V}"
  }
}
"##,
    ),
    (
        "curlrc-user-line",
        Pw,
        r##"# ~/.curlrc
silent
show-error
user = "{U}:{V}"
"##,
    ),
    (
        "wgetrc-http-password",
        Pw,
        r##"# ~/.wgetrc
http_user = mirror
http_password = {V}
tries = 3
"##,
    ),
    (
        "sshpass-command",
        Pw,
        r##"$ sshpass -p '{V}' ssh -o StrictHostKeyChecking=no {U}@10.8.0.21 uptime
 11:02:41 up 41 days,  3:12,  1 user,  load average: 0.08, 0.11, 0.09
"##,
    ),
    (
        "htpasswd-batch-command",
        Pw,
        r##"$ htpasswd -b -B /etc/nginx/.htpasswd {U} {V}
Adding password for user {U}
"##,
    ),
    (
        "rsync-password-env",
        Pw,
        r##"$ RSYNC_PASSWORD={V} rsync -av backup@nas.lan::arhiv /srv/arhiv/
receiving incremental file list
"##,
    ),
    (
        "cat-private-key-file",
        Pem("\n"),
        r##"$ cat ~/.ssh/deploy_key
{V}
$ chmod 600 ~/.ssh/deploy_key
"##,
    ),
    (
        "k8s-tls-secret-block-scalar",
        Pem("\n    "),
        r##"stringData:
  tls.key: |
    {V}
"##,
    ),
    (
        "service-account-json-private-key",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "tirgus-app",
  "private_key_id": "4b1f0c9e2d7a",
  "private_key": "{V}\n",
  "client_email": "uploader@tirgus-app.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "devtools-console-fetch-bearer",
        Jwt,
        r##"> await fetch("/api/orders", { headers: { Authorization: "Bearer {V}" } })
< Response {type: 'basic', url: 'https://kase.example.lv/api/orders', status: 200, ok: true}
"##,
    ),
    (
        "cookie-header-access-token",
        Jwt,
        r##"GET /account HTTP/2
Host: portal.baltija.example
Cookie: lang=lv; access_token={V}; theme=dark
"##,
    ),
    (
        "aws-credentials-profile-file",
        AwsSecret,
        r##"[arhiv-prod]
aws_access_key_id = {KEYID}
aws_secret_access_key = {V}
region = eu-north-1
"##,
    ),
    (
        "boto3-session-arguments",
        AwsSecret,
        r##"session = boto3.Session(
    aws_access_key_id="{KEYID}",
    aws_secret_access_key="{V}",
    region_name="eu-north-1",
)
"##,
    ),
    (
        "azure-storage-connection-string",
        Fmt("azure storage account key"),
        r##"AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=arhivstore;AccountKey={V};EndpointSuffix=core.windows.net"
"##,
    ),
    (
        "http-basic-authorization-header",
        Basic,
        r##"> GET /api/v2/reports HTTP/1.1
> Host: reports.lan
> Authorization: Basic {V}
> User-Agent: curl/8.11.0
"##,
    ),
    (
        "terminal-wrapped-token-echo",
        Split(40, "\n"),
        r##"$ echo $UPLOAD_TOKEN
{V}
$ ./upload.sh
"##,
    ),
    // Agent-side reads: every format drawn
    (
        "agent-read-file-dotenv-every-a",
        Every(0),
        r##"{"type":"tool_result","content":"1\tNODE_ENV=production\n2\tINTEGRATION_TOKEN={V}\n3\tPORT=3000\n"}
"##,
    ),
    (
        "agent-shell-env-grep-every-b",
        Every(15),
        r##"$ env | grep -i _KEY
SERVICE_API_KEY={V}
"##,
    ),
    (
        "agent-yaml-secrets-every-c",
        Every(30),
        r##"integrations:
  vendor:
    enabled: true
    api_token: "{V}"
"##,
    ),
    (
        "agent-json-config-every-d",
        Every(45),
        r##"{"integrations":{"vendor":{"token":"{V}","retries":3}}}
"##,
    ),
    (
        "agent-toml-config-every-e",
        Every(60),
        r##"[vendor]
endpoint = "https://api.vendor.example"
secret = "{V}"
"##,
    ),
    // Chat, tickets and mail in languages earlier sets did not use
    (
        "chat-latvian-password",
        Pw,
        r##"[09:14] {U}: sveiki, kāda ir staging datubāzes parole?
[09:16] liga.ozola: parole: {V}
[09:16] liga.ozola: pēc tam nomaini, lūdzu
"##,
    ),
    (
        "chat-slovenian-token",
        Tok,
        r##"{U}: a mi lahko pošlješ žeton za API?
ana.novak: ja, tukaj je žeton: {V}
ana.novak: velja do petka
"##,
    ),
    (
        "chat-serbian-password",
        Pw,
        r##"marko.petrovic: Lozinka za admin nalog je {V}
marko.petrovic: nemoj je deliti dalje
"##,
    ),
    (
        "ticket-bulgarian-every",
        Every(5),
        r##"Тикет #4412: Интеграцията спря да работи
Описание: Сменихме ключа. Новият API ключ е {V}
Моля, обновете конфигурацията.
"##,
    ),
    (
        "chat-icelandic-password",
        Pw,
        r##"sigga.jons: lykilorðið fyrir wifi í fundarherberginu er {V}
{U}: takk!
"##,
    ),
    (
        "email-albanian-token",
        Tok,
        r##"Përshëndetje,
tokeni i ri për API-në është: {V}
Ju lutem mos e publikoni.
Arben
"##,
    ),
    (
        "chat-bengali-every",
        Every(20),
        r##"rahim.uddin: নতুন API কী: {V}
rahim.uddin: এটা প্রোডাকশনের জন্য, সাবধানে রাখবেন
"##,
    ),
    (
        "ticket-urdu-password",
        Pw,
        r##"ٹکٹ 8812: سرور تک رسائی
صارف نام: {U}
پاس ورڈ: {V}
"##,
    ),
    (
        "chat-tamil-token",
        Tok,
        r##"karthik.r: டோக்கன் இதோ: {V}
karthik.r: இதை யாரிடமும் பகிர வேண்டாம்
"##,
    ),
    (
        "chat-afrikaans-password",
        Pw,
        r##"thandi.nkosi: Die wagwoord vir die toetsbediener is {V}
{U}: dankie, ek probeer dit nou
"##,
    ),
    (
        "chat-basque-token",
        Tok,
        r##"ane.etxeberria: hona hemen APIaren gakoa: {V}
ane.etxeberria: ez partekatu, mesedez
"##,
    ),
    (
        "email-galician-password",
        Pw,
        r##"Ola,
o contrasinal temporal da túa conta é {V}
Cámbiao despois de entrar.
Uxía
"##,
    ),
    (
        "chat-welsh-token",
        Tok,
        r##"rhys.evans: dyma'r tocyn newydd: {V}
{U}: diolch yn fawr
"##,
    ),
    (
        "ticket-georgian-every",
        Every(40),
        r##"ბილეთი 2201: ინტეგრაციის გასაღები შეიცვალა
ახალი გასაღები: {V}
"##,
    ),
    (
        "chat-azerbaijani-password",
        Pw,
        r##"elvin.aliyev: serverin parolu: {V}
elvin.aliyev: sabah dəyişəcəyəm
"##,
    ),
    (
        "chat-kazakh-token",
        Tok,
        r##"aigerim.s: жаңа токен: {V}
aigerim.s: оны ешкімге бермеңіз
"##,
    ),
    (
        "chat-esperanto-password",
        Pw,
        r##"{U}: kio estas la pasvorto por la testa servilo?
sigga.jons: la pasvorto estas {V}
"##,
    ),
    (
        "chat-macedonian-token",
        Tok,
        r##"ivan.georgiev: еве го клучот за API: {V}
ivan.georgiev: важи само за тест околината
"##,
    ),
    (
        "chat-nepali-password",
        Pw,
        r##"{U}: VPN को पासवर्ड के हो?
karthik.r: पासवर्ड: {V}
"##,
    ),
    (
        "chat-maltese-token",
        Tok,
        r##"{U}: għandek it-token tal-API?
rhys.evans: iva, it-token huwa {V}
"##,
    ),
    (
        "chat-amharic-password",
        Pw,
        r##"{U}: የአገልጋዩ የይለፍ ቃል ምንድን ነው?
thandi.nkosi: የይለፍ ቃል: {V}
"##,
    ),
    (
        "chat-armenian-token",
        Tok,
        r##"nino.beridze: API-ի նոր բանալին՝ {V}
nino.beridze: խնդրում եմ չտարածել
"##,
    ),
];

/// (family, template) of the hard negatives: nothing in them is a secret. `{SHA1}` a commit id,
/// `{SHA7}` its short form, `{SHA256}` a digest, `{UUID}` a random UUID, `{U}` a user name,
/// `{B64HASH}` a base64 SHA-256, `{SRI}` an npm integrity string, `{SSHPUB}` an ed25519 public
/// key's body, `{CERT}` a certificate's base64 lines, `{DIGITS}` ten digits.
const NEGATIVES: &[(&str, &str)] = &[
    (
        "helm-values-postgresql-auth",
        r##"postgresql:
  auth:
    username: kase
    existingSecret: kase-postgresql
    secretKeys:
      userPasswordKey: password
"##,
    ),
    (
        "kustomize-secret-generator-literals",
        r##"secretGenerator:
  - name: payments-env
    envs:
      - payments.env
    options:
      annotations:
        config.kubernetes.io/origin: {SHA1}
"##,
    ),
    (
        "argocd-repository-secret-manifest",
        r##"stringData:
  type: git
  url: https://github.com/baltija/noliktava-deploy
  username: {U}
  password: <github-token>
"##,
    ),
    (
        "sops-file-before-encryption",
        r##"smtp:
    host: smtp.posta.example
    api_secret: ENC[AES256_GCM,data:{B64HASH},iv:{B64HASH},tag:{B64HASH},type:str]
sops:
    lastmodified: "2026-12-01T10:00:00Z"
    mac: ENC[AES256_GCM,data:{B64HASH},type:str]
"##,
    ),
    (
        "pulumi-stack-config-plaintext",
        r##"config:
  aws:region: eu-north-1
  kase:stripeKey:
    secure: v1:{B64HASH}
encryptionsalt: v1:{B64HASH}
"##,
    ),
    (
        "serverless-yml-provider-environment",
        r##"provider:
  environment:
    OCR_API_KEY: ${ssm:/receipts/${sls:stage}/ocr-api-key}
    TABLE_NAME: receipts-${sls:stage}
"##,
    ),
    (
        "vercel-env-pull-output",
        r##"# Created by Vercel CLI
VERCEL_ENV="development"
VERCEL_GIT_COMMIT_SHA="{SHA1}"
CMS_PREVIEW_TOKEN=""
"##,
    ),
    (
        "fly-secrets-set-command",
        r##"$ fly secrets list -a kase-api
NAME          	DIGEST          	CREATED AT
SEARCH_API_KEY	{SHA7}9e1a0c44	2026-11-28T10:11:12Z
"##,
    ),
    (
        "heroku-config-listing",
        r##"=== arkisto-prod Config Vars
REDIS_URL:           rediss://:<redacted>@ec2-34-241-18-3.eu-west-1.compute.amazonaws.com:7810
SOURCE_VERSION:      {SHA1}
"##,
    ),
    (
        "compose-override-environment",
        r##"services:
  keycloak:
    environment:
      KC_BOOTSTRAP_ADMIN_PASSWORD: ${KEYCLOAK_ADMIN_PASSWORD:?set it in .env}
"##,
    ),
    (
        "cloud-init-chpasswd",
        r##"#cloud-config
users:
  - name: kiosk
    ssh_authorized_keys:
      - ssh-ed25519 {SSHPUB} {U}@laptop
"##,
    ),
    (
        "ansible-inventory-yaml-become",
        r##"db01.lan:
  ansible_user: {U}
  ansible_become_password: "{{ vault_become_password }}"
"##,
    ),
    (
        "terraform-tfvars-json",
        r##"{
  "project": "arhiv",
  "monitoring_api_token": null,
  "image_digest": "sha256:{SHA256}"
}
"##,
    ),
    (
        "crossplane-aws-provider-credentials",
        r##"spec:
  credentials:
    source: Secret
    secretRef:
      namespace: crossplane-system
      name: aws-creds
      key: creds
"##,
    ),
    (
        "configmap-holding-a-token",
        r##"data:
  EXPORTER_TARGET: https://status.kase.example.lv
  EXPORTER_TOKEN_FILE: /var/run/secrets/exporter/token
  CHECKSUM: "{SHA256}"
"##,
    ),
    (
        "github-workflow-inline-env",
        r##"    env:
      SLACK_APP_TOKEN: ${{ secrets.SLACK_APP_TOKEN }}
    steps:
      - uses: actions/checkout@{SHA1}
"##,
    ),
    (
        "gitlab-ci-variables-inline",
        r##"variables:
  POSTGRES_PASSWORD: $CI_POSTGRES_PASSWORD
  CACHE_KEY: "$CI_COMMIT_REF_SLUG-{SHA7}"
"##,
    ),
    (
        "bitbucket-pipelines-inline-aws",
        r##"              variables:
                AWS_ACCESS_KEY_ID: $AWS_ACCESS_KEY_ID
                AWS_SECRET_ACCESS_KEY: $AWS_SECRET_ACCESS_KEY
                S3_BUCKET: 'kase-static'
"##,
    ),
    (
        "azure-pipelines-variables-block",
        r##"variables:
  - group: signing-secrets
  - name: signingKeySecret
    value: $(SigningKeySecret)
"##,
    ),
    (
        "jenkinsfile-environment-block",
        r##"  environment {
    NEXUS = credentials('nexus-deployer')
    GIT_COMMIT_SHORT = '{SHA7}'
  }
"##,
    ),
    (
        "spring-application-yml-datasource",
        r##"spring:
  datasource:
    username: noliktava
    password: ${DB_PASSWORD:}
"##,
    ),
    (
        "spring-properties-mail",
        r##"spring.mail.username=noreply@kase.example.lv
spring.mail.password=${MAIL_PASSWORD}
"##,
    ),
    (
        "rails-credentials-show-output",
        r##"$ bin/rails credentials:edit
Adding config/master.key to store the encryption key: [FILTERED]
Save this in a password manager your team can access.
"##,
    ),
    (
        "rails-database-yml",
        r##"production:
  username: biblioteka
  password: <%= ENV["BIBLIOTEKA_DATABASE_PASSWORD"] %>
"##,
    ),
    (
        "django-settings-secret-key",
        r##"SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
STATICFILES_STORAGE = "manifest"  # build {SHA7}
"##,
    ),
    (
        "laravel-env-database",
        r##"DB_USERNAME=knjiznica
DB_PASSWORD=
MIX_ASSET_HASH={HEX32}
"##,
    ),
    (
        "laravel-env-app-key",
        r##"APP_KEY=
# run `php artisan key:generate` to fill APP_KEY
"##,
    ),
    (
        "aspnet-appsettings-connection-string",
        r##"{
  "ConnectionStrings": {
    "Default": "Server=sql01;Database=Ledger;Integrated Security=True;TrustServerCertificate=True"
  }
}
"##,
    ),
    (
        "dotnet-user-secrets-list",
        r##"PS> dotnet user-secrets list
No secrets configured for this application.
UserSecretsId: {UUID}
"##,
    ),
    (
        "phoenix-runtime-exs",
        r##"  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise "environment variable SECRET_KEY_BASE is missing."
"##,
    ),
    (
        "express-session-secret",
        r##"app.use(session({ name: 'sid', secret: config.get('session.secret'), resave: false }));
"##,
    ),
    (
        "wp-config-db-password",
        r##"define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
/* build {SHA1} */
"##,
    ),
    (
        "supabase-service-role-env",
        r##"SUPABASE_URL=https://xyzcompany.supabase.co
SUPABASE_SERVICE_ROLE_KEY=your-service-role-key
"##,
    ),
    (
        "google-services-json",
        r##"{
  "project_info": { "project_number": "{DIGITS}", "project_id": "tirgus-app" },
  "client": [ { "oauth_client": [ { "client_id": "{DIGITS}-abc.apps.googleusercontent.com" } ] } ]
}
"##,
    ),
    (
        "android-local-properties-signing",
        r##"sdk.dir=/home/dev/Android/Sdk
RELEASE_STORE_PASSWORD=
# SHA-256 of release.jks: {SHA256}
"##,
    ),
    (
        "fastlane-matchfile-env",
        r##"git_url(ENV["MATCH_GIT_URL"])
storage_mode("git")
type("appstore")
"##,
    ),
    (
        "app-store-connect-api-key-json",
        r##"{
  "key_id": "D383SF739",
  "issuer_id": "{UUID}",
  "key_filepath": "./AuthKey_D383SF739.p8"
}
"##,
    ),
    (
        "psql-pgpassword-inline",
        r##"$ psql "service=ledger" -c '\conninfo'
You are connected to database "ledger" as user "report" on host "db.lan" at port "5432".
"##,
    ),
    (
        "redis-cli-config-get-requirepass",
        r##"127.0.0.1:6379> ACL GETUSER default
 1) "flags"
 5) "passwords"
 6) 1) "{SHA256}"
"##,
    ),
    (
        "mongosh-connecting-banner",
        r##"Connecting to:          mongodb://<credentials>@mongo-0.mongo.lan:27017/?authSource=admin
Current Mongosh Log ID: {HEX32}
"##,
    ),
    (
        "mysql-history-alter-user",
        r##"SHOW GRANTS FOR 'shop'@'%';
SELECT user, plugin, authentication_string FROM mysql.user WHERE user = 'shop';
"##,
    ),
    (
        "postgres-migration-create-role",
        r##"CREATE ROLE reporting LOGIN PASSWORD 'SCRAM-SHA-256$4096:{B64HASH}$' ;
"##,
    ),
    (
        "elasticsearch-curl-user-flag",
        r##"$ curl -sk -u "elastic:$ELASTIC_PASSWORD" "https://es01.lan:9200/_cluster/health"
{"cluster_name":"logs","status":"green","cluster_uuid":"{UUID}"}
"##,
    ),
    (
        "dbt-profiles-yml",
        r##"      user: dbt
      password: "{{ env_var('DBT_PASSWORD') }}"
"##,
    ),
    (
        "prisma-env-database-url",
        r##"DATABASE_URL="postgresql://johndoe:randompassword@localhost:5432/mydb?schema=public"
"##,
    ),
    (
        "kafka-client-properties-plain-jaas",
        r##"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${file:/etc/kafka/creds.properties:user}" password="${file:/etc/kafka/creds.properties:password}";
"##,
    ),
    (
        "celery-broker-url",
        r##"CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "amqp://guest:guest@localhost:5672//")
"##,
    ),
    (
        "gh-api-hook-config-output",
        r##"{"content_type":"json","insecure_ssl":"0","secret":"********","url":"https://ci.lan/hooks/github"}
X-GitHub-Request-Id: {UPPER16}
"##,
    ),
    (
        "discord-bot-dotenv",
        r##"DISCORD_GUILD_ID={DIGITS}
DISCORD_BOT_TOKEN=
"##,
    ),
    (
        "smtp-auth-plain-session",
        r##"S: 250-AUTH PLAIN LOGIN
C: AUTH PLAIN ****
S: 235 2.7.0 Authentication successful
S: 250 2.0.0 Ok: queued as {UPPER16}
"##,
    ),
    (
        "nodemailer-transport-options",
        r##"auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
"##,
    ),
    (
        "git-remote-verbose",
        r##"$ git remote -v
origin	git@github.com:baltija/kase.git (fetch)
origin	git@github.com:baltija/kase.git (push)
"##,
    ),
    (
        "git-config-list-extraheader",
        r##"$ git config -l
credential.helper=store
core.hookspath=.githooks
http.https://git.lan/.extraheader=AUTHORIZATION: bearer ***
"##,
    ),
    (
        "git-credential-fill-output",
        r##"$ git credential-cache exit
$ git log -1 --format=%H
{SHA1}
"##,
    ),
    (
        "git-diff-dotenv-added-key",
        r##"diff --git a/.env.example b/.env.example
index {SHA7}..{SHA7} 100644
--- a/.env.example
+++ b/.env.example
+SEARCH_API_KEY=your-search-api-key
"##,
    ),
    (
        "git-diff-yaml-password-changed",
        r##"@@ -14,7 +14,7 @@ database:
-  password: changeme
+  password: ${DB_PASSWORD}
"##,
    ),
    (
        "git-log-patch-pem-added",
        r##"+++ b/deploy/ca.pem
@@ -0,0 +1,4 @@
+-----BEGIN CERTIFICATE-----
+{CERT}
+-----END CERTIFICATE-----
"##,
    ),
    (
        "npm-debug-log-auth-token",
        r##"14 verbose config //registry.npmjs.org/:_authToken=${NPM_TOKEN}
22 http fetch GET 200 https://registry.npmjs.org/left-pad 41ms (cache hit)
23 silly tarball integrity {SRI}
"##,
    ),
    (
        "pip-install-looking-in-indexes",
        r##"Looking in indexes: https://pypi.org/simple, https://ci:****@nexus.lan/repository/pypi-internal/simple
Downloading kase_core-2.4.1-py3-none-any.whl (sha256={SHA256})
"##,
    ),
    (
        "cargo-config-registry-token",
        r##"[registries.arhiv]
index = "sparse+https://cargo.lan/api/v1/crates/"
credential-provider = ["cargo:token-from-stdout", "pass", "show", "cargo/arhiv"]
"##,
    ),
    (
        "docker-login-password-flag",
        r##"$ echo "$DOCKERHUB_TOKEN" | docker login -u {U} --password-stdin
Login Succeeded
"##,
    ),
    (
        "ipynb-json-code-cell-source",
        r##"   "source": [
    "import os\n",
    "client = openai.OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\n"
   ]
"##,
    ),
    (
        "markdown-table-environments",
        r##"| Environment | Login | Password |
|-------------|-------|----------|
| staging     | admin | in 1Password, "Staging admin" |
| prod        | admin | ask #ops |
"##,
    ),
    (
        "html-form-prefilled-password",
        r##"<input type="password" name="password" autocomplete="current-password" placeholder="Parole">
<input type="hidden" name="csrf" value="{HEX32}">
"##,
    ),
    (
        "yaml-front-matter-post",
        r##"---
title: "Importing the price list"
commit: {SHA1}
id: {UUID}
---
"##,
    ),
    (
        "ldif-user-password-plain",
        r##"dn: uid={U},ou=people,dc=baltija,dc=example
userPassword: {SSHA}{B64HASH}
"##,
    ),
    (
        "dockerfile-arg-default-token",
        r##"FROM node:20-alpine@sha256:{SHA256} AS build
ARG NPM_TOKEN
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
"##,
    ),
    (
        "cat-private-key-file",
        r##"$ cat ~/.ssh/deploy_key.pub
ssh-ed25519 {SSHPUB} deploy@ci
"##,
    ),
    (
        "service-account-json-private-key",
        r##"{
  "type": "service_account",
  "private_key_id": "{SHA1}",
  "private_key": "<PRIVATE KEY>",
  "client_id": "{DIGITS}"
}
"##,
    ),
    (
        "aws-credentials-profile-file",
        r##"[default]
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
"##,
    ),
    (
        "azure-storage-connection-string",
        r##"AZURE_STORAGE_CONNECTION_STRING="UseDevelopmentStorage=true"
"##,
    ),
    (
        "http-basic-authorization-header",
        r##"> GET /api/v2/reports HTTP/1.1
> Authorization: Basic <base64(user:password)>
> X-Request-Id: {UUID}
"##,
    ),
    (
        "agent-read-file-dotenv-every-a",
        r##"{"type":"tool_result","content":"1\tNODE_ENV=production\n2\tINTEGRATION_TOKEN=\n3\tBUILD_SHA={SHA1}\n"}
"##,
    ),
    (
        "agent-shell-env-grep-every-b",
        r##"$ env | grep -i _KEY
SERVICE_API_KEY_FILE=/run/secrets/service_api_key
"##,
    ),
    (
        "chat-latvian-password",
        r##"[09:14] {U}: sveiki, kāda ir staging datubāzes parole?
[09:16] liga.ozola: tā ir paroļu pārvaldniekā, ierakstā "staging db"
"##,
    ),
    (
        "chat-slovenian-token",
        r##"ana.novak: žeton je v Vaultu pod secret/api/vendor, ne pošiljam ga po klepetu
"##,
    ),
    (
        "ticket-bulgarian-every",
        r##"Тикет #4412: Интеграцията спря да работи
Commit: {SHA1}
Ключът е в хранилището за тайни, не го копирайте тук.
"##,
    ),
    (
        "chat-bengali-every",
        r##"rahim.uddin: কমিট {SHA7} ডিপ্লয় হয়েছে
"##,
    ),
    (
        "ticket-georgian-every",
        r##"ბილეთი 2201: მოთხოვნის ID {UUID}
"##,
    ),
    (
        "chat-kazakh-token",
        r##"aigerim.s: токен Vault-та жатыр: secret/data/api
"##,
    ),
];

/// Every labelled case of set t, `PER_CONTEXT` per context.
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

/// A certificate's DER (a real prefix, random bytes after it) in base64 lines joined by `join`.
fn cert_lines(rng: &mut Rng, join: &str) -> String {
    let mut der = vec![
        0x30, 0x82, 0x01, 0xb4, 0x30, 0x82, 0x01, 0x5a, 0xa0, 0x03, 0x02, 0x01, 0x02, 0x02, 0x14,
    ];
    der.extend(rng.raw(168));
    let body = b64(&der, false);
    body.as_bytes()
        .chunks(64)
        .map(|c| std::str::from_utf8(c).unwrap_or_default())
        .collect::<Vec<_>>()
        .join(join)
}

/// Every hard negative of set t, `NEG_PER` renderings of each template: (family, text). A
/// finding anywhere in one is a false one.
pub fn negatives() -> Vec<(&'static str, String)> {
    let mut rng = Rng::new(SEED ^ 0x0E6A_7E5F_A15E_0001);
    let mut out = Vec::with_capacity(NEGATIVES.len() * NEG_PER);
    for &(family, template) in NEGATIVES {
        for _ in 0..NEG_PER {
            let sha1 = rng.take(HX, 40);
            let user = *rng.one(USERS);
            let sri = format!("sha512-{}", b64(&rng.raw(64), false));
            let ssh = b64(
                &[b"\0\0\0\x0bssh-ed25519\0\0\0\x20".as_slice(), &rng.raw(32)].concat(),
                false,
            );
            let text = template
                .replace("{U}", user)
                .replace("{SHA1}", &sha1)
                .replace("{SHA7}", &sha1[..7])
                .replace("{SHA256}", &rng.take(HX, 64))
                .replace("{HEX32}", &rng.take(HX, 32))
                .replace("{UPPER16}", &rng.take(UPNUM, 16))
                .replace("{DIGITS}", &rng.take(NUM, 10))
                .replace("{UUID}", &uuid4(&mut rng))
                .replace("{B64HASH}", &b64(&rng.raw(32), false))
                .replace("{SRI}", &sri)
                .replace("{SSHPUB}", &ssh)
                .replace("{CERT}", &cert_lines(&mut rng, "\n+"));
            out.push((family, text));
        }
    }
    out
}

/// Whether `name` is a file under one of `folders` (each ending in `/`) and under none of
/// `but`.
fn under(name: &str, folders: &[&str], but: &[&str]) -> bool {
    !name.ends_with('/')
        && folders.iter().any(|f| name.starts_with(f))
        && !but.iter().any(|b| name.starts_with(b))
}

/// Set t's clean sources, none named by sets a-s's records or read by the tuning: the packages
/// of `java.base` that no earlier set took (earlier sets took its `java.io`, `java.lang`,
/// `java.net`, `java.nio`, `java.security`, `java.text`, `java.time`, `java.util`,
/// `javax.crypto`, `javax.net`, `javax.security` and `sun.security`).
fn sources() -> Vec<Source> {
    vec![
        Source {
            // The JDK's internal packages: class-file API, foreign memory, loaders, misc, reflection,
            // virtual threads, jimage, jrtfs, module system, vector support and the like.
            name: "jdk_java_base_jdk_internal_sources",
            take: |n| under(n, &["java.base/jdk/internal/"], &[]),
            cap: 2 << 20,
        },
        Source {
            // The `sun` packages but `sun.security` (channels and file systems, protocol
            // handlers, calendars and resources, launcher, reflection, invocation, text
            // normalisation) and `java.math`.
            name: "jdk_java_base_sun_but_security_and_math_sources",
            take: |n| {
                under(
                    n,
                    &["java.base/sun/", "java.base/java/math/"],
                    &["java.base/sun/security/"],
                )
            },
            cap: 2 << 20,
        },
    ]
}

/// Every clean source of set t (see [`jdk_clean`]).
pub fn clean() -> Vec<(&'static str, String, usize)> {
    jdk_clean(sources())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heldout;

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
            for ph in ["{U}", "{V", "{KEYID}"] {
                assert!(!c.text.contains(ph), "{template}");
            }
        }
    }

    /// At least 150 contexts, 2,250 cases and 450 negatives; every format is drawn; every kind
    /// of value is there; negatives fill every placeholder, share the cases' families and hold
    /// no labelled secret's value.
    #[test]
    fn shape_formats_and_negatives() {
        let (contexts, families) = shape();
        assert!(
            contexts >= 150 && families == contexts,
            "{contexts} {families}"
        );
        let cases = cases();
        assert!(cases.len() >= 2250 && negatives().len() >= 450);
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
            "smtp auth plain",
            "split token",
            "aws secret access key",
            "openssh ecdsa",
            "pem pkcs8 ed25519",
            "random base32",
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
                "{DIGITS}",
                "{CERT}",
                "{SRI}",
            ] {
                assert!(!t.contains(ph), "{t}");
            }
        }
        for c in cases.iter().step_by(5) {
            let v = &c.text[c.secret.0..c.secret.1];
            assert!(negs.iter().all(|(_, t)| !t.contains(v)), "{v}");
        }
    }

    /// The encodings, checksums and generator the values are built with, and the sources'
    /// selection.
    #[test]
    fn encodings_checksums_and_sources() {
        assert_eq!(b64(b"hunter2", false), "aHVudGVyMg==");
        let mut z = Rng::new(0);
        assert_ne!(z.next(), z.next());
        let mut rng = Rng::new(7);
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
        let (_, s) = provider_named(&mut rng, "azure storage account key");
        assert!(s.len() == 88 && s.ends_with("=="), "{s}");
        let (_, k) = pem(&mut rng, "\n");
        assert!(k.starts_with("-----BEGIN ") && k.ends_with("PRIVATE KEY-----"));
        let (_, p) = url_password(&mut rng, 1);
        assert!(!p.is_empty());
        let sun = sources()[1].take;
        assert!(sun("java.base/sun/nio/ch/Net.java"));
        assert!(sun("java.base/java/math/BigInteger.java"));
        assert!(!sun("java.base/sun/security/ssl/SSLEngineImpl.java"));
        assert!(!sun("java.base/sun/"));
        assert!(!(sources()[0].take)("java.base/java/lang/String.java"));
    }
}
