//! Held-out set u of the masker benchmark, recorded in `bench/mask/heldout-u.frozen`.
//!
//! Written blind and frozen (on 2026-12-07, before any measurement) by an engineer who read
//! neither the masker's rules, its design table, its tests nor the benchmark's README, saw no
//! measured figure of any set and never ran the masker over it: the honest check that the rules
//! generalise, measured once, by someone else. Only the benchmark driver's opening and the
//! places where it registers, freezes and shape-checks sets, the opening of `heldout.rs` (its
//! `Case`), `heldout_share.rs`, the generator module of set t (to learn a set module's shape: its
//! API, PEM layout, encoders, clean-source reader and tests are followed; its random generator,
//! seed, token table, words, users, contexts and negatives are not), the module docstrings of
//! sets d to t (to favour the families and languages they name least), the frozen records of
//! every earlier set and a search of the earlier modules for pyenv's folder names, showing only
//! which files name them (to keep this set's clean sources apart from theirs), and the
//! providers' documented token shapes went into it. It has three parts:
//!
//! - labelled secrets: 228 contexts written for this set, 15 cases each, each a family of its
//!   own, from what agents' tool outputs and files hold: platform and IaC files (Helm values and
//!   `helm --set`, Kustomize env files, Argo CD cluster secrets, `flux create secret git`, a
//!   SOPS file before encryption, `pulumi config set --plaintext`, `cdk.json`, Serverless, SAM
//!   parameters, Netlify, `.env.local` from Vercel, `fly.toml`, Render env groups, Railway's and
//!   Heroku's variable listings, Terraform providers, plans and state, Ansible vars and INI
//!   inventories, Packer, Vagrant, Compose, Kubernetes secrets, deployments, `kubectl create
//!   secret`, kubeconfig, k3s joins, Rancher, Nomad templates, cloud-init, systemd units, Caddy,
//!   nginx and Traefik headers); CI files with inline values (GitHub Actions, GitLab, CircleCI,
//!   Azure Pipelines, Bitbucket, Jenkins `withEnv`, Drone, TeamCity's Kotlin DSL, a `set -x`
//!   trace); framework configuration (Spring YAML and properties with mail and OAuth2 clients,
//!   `rails credentials:show`, `database.yml`, Django's `DATABASES` and `SECRET_KEY`, Laravel's
//!   `.env` and `config/services.php`, ASP.NET `appsettings.json` and `dotnet user-secrets
//!   list`, Quarkus, Micronaut, NestJS, Phoenix `runtime.exs`, Flask, pydantic settings,
//!   Express sessions, Symfony, `wp-config.php`, Strapi, Hasura, Supabase, Nuxt, Viper, a Rust
//!   TOML, Spring Boot's key store); mobile files (`google-services.json`, `Info.plist`,
//!   `local.properties`, `gradle.properties`, fastlane's match and `.env`, `eas secret:create`,
//!   `--dart-define`, `.xcconfig`); database tools (`psql` and `\conninfo`, `.pgpass`, `redis-cli
//!   CONFIG GET`, `masterauth`, `mongosh`, MySQL's `CREATE USER` and `my.cnf`, `ALTER ROLE`,
//!   `sqlcmd -P`, `sqlplus`, `cqlshrc`, `cypher-shell`, Elasticsearch `ApiKey`, `influx
//!   --token`, Snowflake's `connections.toml`, dbt's `keyfile_json`, Prisma, JDBC and
//!   SQLAlchemy URLs); message queues (AMQP URLs, `rabbitmqctl change_password`, Kafka SCRAM
//!   JAAS, `confluent api-key create`, `mosquitto_sub -P`, NATS, SQS through `boto3`); webhooks
//!   and bots (Slack incoming webhooks, a Stripe endpoint's JSON, a GitHub hook's config,
//!   Telegram, Discord, Twilio); mail (an SMTP `AUTH LOGIN` session, `msmtprc`, Postfix's
//!   `sasl_passwd`, `smtplib`); git output (`git remote -v`, `git config -l`,
//!   `.git-credentials`, diffs adding a key, a password and a PEM key with `+` on each line, `git
//!   log -p`, a failed clone); package managers (`.npmrc`, `.yarnrc.yml`, `pip.conf`, `poetry
//!   config http-basic`, `.pypirc`, Composer's `auth.json`, Bundler, Maven's `settings.xml`,
//!   `NuGet.Config`, cargo's `credentials.toml`, gem credentials, Docker's `config.json`,
//!   `.netrc`, npm's verbose log); notebooks (`.ipynb` sources and stream outputs, a Colab
//!   fallback, a key split across string literals); Markdown tables and runbooks, HTML forms and
//!   page source, YAML front matter, protobuf text, GraphQL requests, LDIF and `ldapsearch -w`,
//!   crontabs, Dockerfile `ARG` and `ENV`, Makefiles, VS Code and IntelliJ run configurations,
//!   the HTTP client's environment, `curl -u`, `wget --password`, `sshpass`, private key files,
//!   `vault kv get`, AWS credentials, exports and Bedrock keys, a service-account JSON, `gcloud
//!   auth print-access-token`, Azure storage strings and function keys, bearer headers,
//!   devtools' copy as cURL, cookies, `kubectl create token`, a terminal-wrapped token, logs,
//!   tracebacks and exceptions; agents' reads of `env`, numbered `.env`, JSON, TOML and YAML,
//!   `grep -rn`, `printenv`, `docker inspect`, `ps aux`, `htpasswd -b`, `RSYNC_PASSWORD`, an
//!   OpenVPN auth file, `nmcli --show-secrets`, `wpa_supplicant.conf`, a TLS secret's block
//!   scalar, 1Password, Cloudflare, Sentry, Grafana Alloy, the Anthropic SDK and shell history;
//!   and chat, tickets and mail in Irish, Faroese, Breton, Occitan, West Frisian, Yoruba, Hausa,
//!   Somali, Khmer, Sinhala, Telugu, Kannada, Malayalam, Marathi, Gujarati, Punjabi, Mongolian,
//!   Uzbek, Belarusian, Tatar, Māori, Quechua, Pashto, Kurmanji Kurdish, Luxembourgish and Zulu
//!   (languages no earlier docstring names). Values from a generator of this set's own
//!   (xorshift64*: Vigna's shifts and output multiply, not the wide corpus's plain xorshift64)
//!   from a new seed: provider tokens in the shapes their providers document (a
//!   table of this set's own of 71 formats, every row drawn), generic high-entropy keys, JWTs
//!   with real JSON claims (Auth0, Cognito, a Kubernetes service account, a Supabase service
//!   role), PKCS#8 RSA-2048 and X25519, SEC 1 P-384 and OpenSSH Ed25519 private keys with real
//!   DER prefixes and magic, base64 Basic credentials and SMTP `AUTH LOGIN` password lines,
//!   passwords in URLs and connection strings, and people's passwords (a list and words of this
//!   set's own) after names that say password.
//! - hard negatives: 83 templates in the same families, 6 renderings each, with nothing to mask
//!   (placeholders, `${VAR}`, `${{ secrets.X }}`, `{{ vault_x }}`, redacted and hidden values,
//!   SOPS ciphertext, Pulumi's `secure:` values, secret-store and environment reads, SCRAM,
//!   SSHA, bcrypt and MySQL hashes, commit ids, image digests, npm integrity strings, UUIDs
//!   that are ids, public keys, certificates and fingerprints, and documented example values);
//!   every finding in them is a false one.
//! - clean text from sources no earlier set's record names and that the tuning does not read
//!   (it reads the newest Python; set e took pyenv's Python 2.7, set l pyenv's own tree but not
//!   its `versions`, sets j and m Debian's Python 3.11 and its tests): pyenv's Python 3.6
//!   standard library (`.py`, its tests and installed packages left out) and pyenv's Python 3.9
//!   `test` package (`.py`, `.txt`, `.cfg`, `.xml` and `.json`). Files in path order, each cut
//!   to 256 KiB, the first source capped at 2 MiB and the second at 1.5 MiB (the file that
//!   crosses a cap is kept whole). Older versions of modules an earlier set read in 3.11 are
//!   among them: the text differs, the kind of text does not.
//!
//! `airlock-bench-mask heldout-shape u heldout-u.frozen` recomputes the record and compares it
//! with the frozen one without masking anything; `airlock-bench-mask heldout u heldout-u.frozen`
//! is the measurement, to be run once.

use std::path::{Path, PathBuf};

use crate::heldout::Case;
use crate::heldout_share::{b64, capped, checksum62};

/// The seed that, with the templates below, fixes every labelled case and every negative.
pub const SEED: u64 = 0x0B5E_55ED_5E7C_2612;

/// Cases per context.
const PER_CONTEXT: usize = 15;

/// Renderings of each negative template.
const NEG_PER: usize = 6;

/// Marsaglia's xorshift64* as Vigna tuned it (shifts 12, 25, 27, then a multiply): a generator
/// no earlier set used (sets a-c draw from the wide corpus's plain xorshift64, whose shifts and
/// output differ), its seed offset by a Weyl constant and made odd so that a zero seed still runs.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        let mut r = Rng(seed.wrapping_add(0x9E37_79B9_7F4A_7C15) | 1);
        for _ in 0..8 {
            r.next();
        }
        r
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
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
const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const NUM: &[u8] = b"0123456789";
const AN: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const URLSAFE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STD64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const HX: &[u8] = b"0123456789abcdef";
const LOWB32: &[u8] = b"abcdefghijklmnopqrstuvwxyz234567";

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

/// Provider token formats in the shapes their providers document (this set's own table, other
/// rows than the earlier sets favoured where a provider has several): name and maker.
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
    ("gitlab pipeline trigger token", |r| {
        format!("glptt-{}", r.take(HX, 40))
    }),
    ("gitlab feed token", |r| {
        format!("glft-{}", r.take(URLSAFE, 20))
    }),
    ("slack bot token", |r| {
        format!(
            "xoxb-{}-{}-{}",
            r.take(NUM, 12),
            r.take(NUM, 13),
            r.take(AN, 24)
        )
    }),
    ("slack incoming webhook", |r| {
        format!(
            "https://hooks.slack.com/services/T{}/B{}/{}",
            r.take(UPNUM, 10),
            r.take(UPNUM, 10),
            r.take(AN, 24)
        )
    }),
    ("telegram bot token", |r| {
        format!("{}:AA{}", r.take(NUM, 10), r.take(URLSAFE, 33))
    }),
    ("twilio auth token", |r| r.take(HX, 32)),
    ("discord webhook token", |r| r.take(URLSAFE, 68)),
    ("slack config refresh token", |r| {
        format!("xoxe-1-{}", r.take(AN, 146))
    }),
    ("stripe live secret key", |r| {
        format!("sk_live_{}", r.take(AN, 24))
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
    ("deepseek key", |r| format!("sk-{}", r.take(HX, 32))),
    ("google api key", |r| format!("AIza{}", r.take(URLSAFE, 35))),
    ("google oauth access token", |r| {
        format!("ya29.a0{}", r.take(URLSAFE, 150))
    }),
    ("azure ad client secret", |r| {
        format!("{}8Q~{}", r.take(AN, 3), r.take(URLSAFE, 34))
    }),
    ("azure devops pat", |r| r.take(LOWB32, 52)),
    ("azure function key", |r| {
        format!("{}AzFu{}==", r.take(AN, 50), r.take(AN, 2))
    }),
    ("azure cosmos db key", |r| {
        let raw = r.raw(64);
        b64(&raw, false)
    }),
    ("aws bedrock api key", |r| {
        let raw = r.raw(96);
        format!("ABSK{}", b64(&raw, false))
    }),
    ("rubygems key", |r| format!("rubygems_{}", r.take(HX, 48))),
    ("nuget key", |r| format!("oy2{}", r.take(LOWNUM, 43))),
    ("crates.io token", |r| format!("cio{}", r.take(AN, 32))),
    ("npm token", |r| {
        let body = r.take(AN, 30);
        format!("npm_{body}{}", checksum62(&body))
    }),
    ("pypi token", |r| {
        format!("pypi-AgEIcHlwaS5vcmcCJ{}", r.take(URLSAFE, 140))
    }),
    ("docker hub pat", |r| {
        format!("dckr_pat_{}", r.take(URLSAFE, 27))
    }),
    ("vault batch token", |r| {
        format!("hvb.{}", r.take(URLSAFE, 138))
    }),
    ("digitalocean oauth token", |r| {
        format!("doo_v1_{}", r.take(HX, 64))
    }),
    ("notion legacy secret", |r| {
        format!("secret_{}", r.take(AN, 43))
    }),
    ("sentry org token", |r| {
        let claims = format!(
            "{{\"iat\":{},\"url\":\"https://sentry.io\",\"region_url\":\"https://de.sentry.io\",\"org\":\"{}\"}}",
            1_760_000_000 + r.below(9_000_000),
            r.one(&["luxgaart", "feroya", "mumbai-labs"])
        );
        format!(
            "sntrys_{}_{}",
            b64(claims.as_bytes(), false).trim_end_matches('='),
            r.take(AN, 43)
        )
    }),
    ("grafana cloud token", |r| {
        let claims = format!(
            "{{\"o\":\"{}\",\"n\":\"stack-{}\",\"k\":\"{}\",\"m\":{{\"r\":\"eu\"}}}}",
            r.take(NUM, 6),
            r.take(NUM, 6),
            r.take(AN, 24)
        );
        format!("glc_{}", b64(claims.as_bytes(), false))
    }),
    ("new relic insert key", |r| {
        format!("NRII-{}", r.take(URLSAFE, 32))
    }),
    ("hugging face token", |r| format!("hf_{}", r.take(AN, 34))),
    ("square access token", |r| {
        format!("sq0atp-{}", r.take(URLSAFE, 22))
    }),
    ("square oauth secret", |r| {
        format!("sq0csp-{}", r.take(URLSAFE, 43))
    }),
    ("shippo live token", |r| {
        format!("shippo_live_{}", r.take(HX, 40))
    }),
    ("easypost key", |r| format!("EZAK{}", r.take(AN, 54))),
    ("flutterwave secret key", |r| {
        format!("FLWSECK-{}-X", r.take(HX, 32))
    }),
    ("paystack secret key", |r| {
        format!("sk_live_{}", r.take(HX, 40))
    }),
    ("typeform token", |r| {
        format!("tfp_{}_{}", r.take(URLSAFE, 44), r.take(AN, 14))
    }),
    ("clojars token", |r| format!("CLOJARS_{}", r.take(HX, 60))),
    ("doppler personal token", |r| {
        format!("dp.pt.{}", r.take(AN, 43))
    }),
    ("prefect api key", |r| format!("pnu_{}", r.take(AN, 36))),
    ("planetscale token", |r| {
        format!("pscale_tkn_{}", r.take(URLSAFE, 43))
    }),
    ("scalingo token", |r| {
        format!("tk-us-{}", r.take(URLSAFE, 48))
    }),
    ("readme key", |r| format!("rdme_{}", r.take(LOWNUM, 70))),
    ("dynatrace token", |r| {
        format!("dt0c01.{}.{}", r.take(UPNUM, 24), r.take(UPNUM, 64))
    }),
    ("adafruit io key", |r| format!("aio_{}", r.take(AN, 28))),
    ("1password service account token", |r| {
        let claims = format!(
            "{{\"signInAddress\":\"my.1password.eu\",\"userAuth\":{{\"method\":\"SRPg-4096\",\"alg\":\"PBES2g-HS256\",\"iterations\":650000,\"salt\":\"{}\"}},\"email\":\"{}@1passwordserviceaccounts.eu\",\"srpX\":\"{}\",\"muk\":{{\"alg\":\"A256GCM\",\"ext\":true,\"k\":\"{}\",\"key_ops\":[\"encrypt\",\"decrypt\"],\"kty\":\"oct\",\"kid\":\"mp\"}},\"secretKey\":\"A3-{}-{}-{}\",\"deviceUuid\":\"{}\"}}",
            r.take(URLSAFE, 22),
            r.take(LOWER, 13),
            r.take(HX, 64),
            r.take(URLSAFE, 43),
            r.take(UPNUM, 6),
            r.take(UPNUM, 6),
            r.take(UPNUM, 5),
            r.take(LOWNUM, 26)
        );
        format!("ops_{}", b64(claims.as_bytes(), true))
    }),
    ("cloudflare origin ca key", |r| {
        format!("v1.0-{}-{}", r.take(HX, 24), r.take(HX, 146))
    }),
    ("harness pat", |r| {
        format!(
            "pat.{}.{}.{}",
            r.take(URLSAFE, 22),
            r.take(HX, 24),
            r.take(AN, 20)
        )
    }),
    ("launchdarkly sdk key", |r| format!("sdk-{}", uuid4(r))),
    ("octopus deploy key", |r| {
        format!("API-{}", r.take(UPNUM, 32))
    }),
    ("jfrog reference token", |r| {
        format!("cmVmdGtuOjAxOjE3{}", r.take(AN, 48))
    }),
    ("sonarqube user token", |r| {
        format!("squ_{}", r.take(HX, 40))
    }),
    ("render api key", |r| format!("rnd_{}", r.take(AN, 32))),
    ("supabase secret key", |r| {
        format!("sb_secret_{}", r.take(URLSAFE, 32))
    }),
    ("neon api key", |r| format!("napi_{}", r.take(LOWNUM, 64))),
    ("infracost key", |r| format!("ico-{}", r.take(AN, 32))),
    ("yandex cloud api key", |r| {
        format!("AQVN{}", r.take(URLSAFE, 36))
    }),
    ("hubspot private app token", |r| {
        format!("pat-eu1-{}", uuid4(r))
    }),
    ("asana pat", |r| {
        format!(
            "2/{}/{}:{}",
            r.take(NUM, 16),
            r.take(NUM, 16),
            r.take(HX, 32)
        )
    }),
    ("clickup token", |r| {
        format!("pk_{}_{}", r.take(NUM, 8), r.take(UPNUM, 32))
    }),
    ("trello token", |r| {
        format!("ATTA{}{}", r.take(HX, 64), r.take(UPNUM, 8))
    }),
    ("openshift token", |r| {
        format!("sha256~{}", r.take(URLSAFE, 43))
    }),
    ("k3s cluster token", |r| {
        format!("K10{}::server:{}", r.take(HX, 64), r.take(HX, 32))
    }),
    ("rancher api token", |r| {
        format!("token-{}:{}", r.take(LOWNUM, 5), r.take(LOWNUM, 54))
    }),
    ("bitbucket repository token", |r| {
        format!("ATCTT3xFfGN0{}={}", r.take(URLSAFE, 160), r.take(UPNUM, 8))
    }),
    ("circleci project token", |r| {
        format!("CCIPRJ_{}_{}", r.take(AN, 22), r.take(HX, 40))
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

/// A JWT with real JSON claims: Auth0 and Cognito access tokens, a Kubernetes service account's
/// token and a Supabase service role key, signed with random bytes.
fn jwt(rng: &mut Rng) -> String {
    let iat = 1_766_000_000 + rng.below(15_000_000);
    let (header, claims) = match rng.below(4) {
        0 => (
            format!(
                "{{\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"{}\"}}",
                rng.take(URLSAFE, 22)
            ),
            format!(
                "{{\"iss\":\"https://{}.eu.auth0.com/\",\"sub\":\"auth0|{}\",\"aud\":[\"https://api.{}.ie\",\"https://{}.eu.auth0.com/userinfo\"],\"iat\":{iat},\"exp\":{},\"scope\":\"openid profile read:orders\",\"azp\":\"{}\"}}",
                rng.one(&["corrib", "skerry", "liffey"]),
                rng.take(HX, 24),
                rng.one(&["corrib", "skerry", "liffey"]),
                rng.one(&["corrib", "skerry", "liffey"]),
                iat + 86_400,
                rng.take(AN, 32)
            ),
        ),
        1 => (
            format!("{{\"kid\":\"{}=\",\"alg\":\"RS256\"}}", rng.take(STD64, 43)),
            format!(
                "{{\"sub\":\"{}\",\"cognito:groups\":[\"admins\"],\"iss\":\"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_{}\",\"client_id\":\"{}\",\"token_use\":\"access\",\"scope\":\"aws.cognito.signin.user.admin\",\"auth_time\":{iat},\"exp\":{},\"iat\":{iat},\"jti\":\"{}\",\"username\":\"{}\"}}",
                uuid4(rng),
                rng.take(AN, 9),
                rng.take(LOWNUM, 26),
                iat + 3600,
                uuid4(rng),
                rng.one(USERS)
            ),
        ),
        2 => (
            format!(
                "{{\"alg\":\"RS256\",\"kid\":\"{}\"}}",
                rng.take(URLSAFE, 43)
            ),
            format!(
                "{{\"aud\":[\"https://kubernetes.default.svc.cluster.local\"],\"exp\":{},\"iat\":{iat},\"iss\":\"https://kubernetes.default.svc.cluster.local\",\"kubernetes.io\":{{\"namespace\":\"{}\",\"serviceaccount\":{{\"name\":\"{}\",\"uid\":\"{}\"}}}},\"nbf\":{iat},\"sub\":\"system:serviceaccount:{}\"}}",
                iat + 31_536_000,
                rng.one(&["ci", "billing", "ingest"]),
                rng.one(&["deployer", "runner", "sync"]),
                uuid4(rng),
                rng.one(&["ci:deployer", "billing:runner"])
            ),
        ),
        _ => (
            "{\"alg\":\"HS256\",\"typ\":\"JWT\"}".to_owned(),
            format!(
                "{{\"iss\":\"supabase\",\"ref\":\"{}\",\"role\":\"service_role\",\"iat\":{iat},\"exp\":{}}}",
                rng.take(LOWER, 20),
                iat + 315_360_000
            ),
        ),
    };
    let sig_len = if header.contains("HS256") { 32 } else { 256 };
    let sig = rng.raw(sig_len);
    format!(
        "{}.{}.{}",
        b64(header.as_bytes(), true),
        b64(claims.as_bytes(), true),
        b64(&sig, true)
    )
}

/// A generic high-entropy secret: hex, base64, URL-safe, alphanumeric or lower base32.
fn random_secret(rng: &mut Rng) -> (&'static str, String) {
    match rng.below(5) {
        0 => ("random hex", {
            let n = *rng.one(&[32, 40, 64, 96]);
            rng.take(HX, n)
        }),
        1 => ("random base64", {
            let n = rng.between(24, 66);
            let b = rng.raw(n);
            b64(&b, false)
        }),
        2 => ("random urlsafe", {
            let n = rng.between(20, 48);
            let b = rng.raw(n);
            b64(&b, true)
        }),
        3 => ("random lower base32", {
            let n = rng.between(24, 56);
            rng.take(LOWB32, n)
        }),
        _ => ("random alphanumeric", {
            let n = rng.between(20, 60);
            rng.take(AN, n)
        }),
    }
}

/// Low-entropy passwords people really deploy: this set's own list.
const WEAK: &[&str] = &[
    "Gaillimh2026!",
    "Torshavn1",
    "Breizh2025",
    "Tolosa#2026",
    "Ljouwert99",
    "Ibadan2024!",
    "Kano@2026",
    "Mogadishu1!",
    "Phnompenh2025",
    "Kandy2026!",
    "Hyderabad#9",
    "Mysuru2025",
    "Kochi@2026",
    "Pune!2026",
    "Ulaanbaatar1",
    "Samarkand25",
    "Minsk2026!",
    "Kazan2025#",
    "Rotorua2026",
    "Cusco!2025",
    "Kandahar26",
    "Summer2026!",
    "P@ssword2026",
    "Welkom123!",
    "Secret2025*",
    "Trustno1!26",
];

/// Words for people's passwords and passphrases: this set's own list.
const WORDS: &[&str] = &[
    "currach",
    "bodhran",
    "skerry",
    "puffin",
    "menhir",
    "crepe",
    "garonne",
    "polder",
    "terp",
    "kora",
    "baobab",
    "harmattan",
    "mango",
    "lotus",
    "tamarind",
    "monsoon",
    "cardamom",
    "ger",
    "steppe",
    "yurt",
    "sable",
    "birch",
    "kiwi",
    "pounamu",
    "llama",
    "andes",
    "saffron",
    "pistachio",
    "lichen",
    "basalt",
    "fulmar",
    "gannet",
    "heather",
    "kestrel",
    "loch",
    "nettle",
    "otter",
    "quince",
    "rowan",
    "sloe",
    "tern",
    "whin",
];

fn cap(w: &str) -> String {
    let mut c = w.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

fn person_password(rng: &mut Rng) -> (&'static str, String) {
    let w = cap(rng.one::<&str>(WORDS));
    let nd = rng.between(2, 4);
    let d = rng.take(NUM, nd);
    let s = *rng.one(&["!", "#", "*", "@", "-", "_", ".", "+", ""]);
    let w2 = cap(rng.one::<&str>(WORDS));
    ("person password", format!("{w}{s}{w2}{d}"))
}

fn letters_password(rng: &mut Rng) -> (&'static str, String) {
    let a = *rng.one(WORDS);
    let b = cap(rng.one::<&str>(WORDS));
    let c = cap(rng.one::<&str>(WORDS));
    ("letters-only password", format!("{a}{b}{c}"))
}

fn joined_password(rng: &mut Rng) -> (&'static str, String) {
    let n = rng.between(3, 5);
    let sep = *rng.one(&["-", ".", "_"]);
    let words: Vec<&str> = (0..n).map(|_| *rng.one(WORDS)).collect();
    ("joined passphrase", words.join(sep))
}

/// A password under a name that says password.
fn password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    match i % 5 {
        0 => ("common password", (*rng.one(WEAK)).to_owned()),
        1 => person_password(rng),
        2 => letters_password(rng),
        3 => joined_password(rng),
        _ => ("random alphanumeric", {
            let n = rng.between(12, 28);
            rng.take(AN, n)
        }),
    }
}

/// A password that sits in a URL or a connection string: no delimiter of either.
fn url_password(rng: &mut Rng, i: usize) -> (&'static str, String) {
    let (kind, p) = password(rng, i);
    (
        kind,
        p.chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_' || *c == '.')
            .collect(),
    )
}

/// A token under a name that says key or token: provider tokens and random keys.
fn token(rng: &mut Rng, i: usize) -> (&'static str, String) {
    if i % 3 == 1 {
        random_secret(rng)
    } else {
        provider(rng)
    }
}

/// A PEM private key with a real DER prefix (or OpenSSH's magic), lines joined by `join`:
/// PKCS#8 RSA-2048, SEC 1 P-384, PKCS#8 X25519 and OpenSSH Ed25519.
fn pem(rng: &mut Rng, join: &str) -> (&'static str, String) {
    let (label, kind, head, len, width): (&str, &str, Vec<u8>, usize, usize) = match rng.below(4) {
        0 => (
            "PRIVATE KEY",
            "pem pkcs8 rsa 2048",
            vec![
                0x30, 0x82, 0x04, 0xbe, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86,
                0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x82, 0x04, 0xa8,
                0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00,
            ],
            1218,
            64,
        ),
        1 => (
            "EC PRIVATE KEY",
            "pem sec1 p384",
            vec![0x30, 0x81, 0xa4, 0x02, 0x01, 0x01, 0x04, 0x30],
            167,
            64,
        ),
        2 => (
            "PRIVATE KEY",
            "pem pkcs8 x25519",
            vec![
                0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x04,
                0x22, 0x04, 0x20,
            ],
            48,
            64,
        ),
        _ => (
            "OPENSSH PRIVATE KEY",
            "openssh ed25519",
            b"openssh-key-v1\0\0\0\0\x04none\0\0\0\x04none\0\0\0\0\0\0\0\x01\0\0\0\x33\0\0\0\x0bssh-ed25519\0\0\0\x20".to_vec(),
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
    /// A password under a name that says password.
    Pw,
    /// A password inside a URL or a connection string.
    UrlPw,
    /// A provider token or a random key under a name that says key, token or secret.
    Tok,
    /// A generic high-entropy key only.
    Gen,
    /// A provider token of the named format, where the context names its provider.
    Fmt(&'static str),
    /// A JWT.
    Jwt,
    /// A PEM or OpenSSH private key, lines joined by the given text.
    Pem(&'static str),
    /// An AWS secret access key (40 characters of base64's alphabet).
    AwsSecret,
    /// HTTP Basic credentials: base64 of `user:password`.
    Basic,
    /// SMTP's `AUTH LOGIN` password line: base64 of the password alone.
    Login,
    /// The provider format at this offset plus the case's index in the table (wrapping), so
    /// that every format is drawn.
    Every(usize),
    /// A provider token or random key broken after the given number of characters by the given
    /// text; the whole of it, break included, is the secret.
    Split(usize, &'static str),
}
use Slot::{AwsSecret, Basic, Every, Fmt, Gen, Jwt, Login, Pem, Pw, Split, Tok, UrlPw};

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
        Login => ("smtp auth login", {
            let (_, p) = password(rng, i);
            b64(p.as_bytes(), false)
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
    "aoife.byrne",
    "rani.joensen",
    "yann.le-goff",
    "oriana.sarda",
    "wytse.de.boer",
    "tunde.adeyemi",
    "aminu.bello",
    "hodan.warsame",
    "sokha.chan",
    "nimal.perera",
    "lakshmi.rao",
    "anil.menon",
    "bat-erdene",
    "dilshod.k",
    "alesia.k",
    "aroha.ngata",
    "deploy-svc",
    "etl_runner",
];

/// (family, slot, template): `{U}` a user name, `{V}` the secret (once per template), `{KEYID}`
/// an AWS access key id.
const CONTEXTS: &[(&str, Slot, &str)] = &[
    // Infrastructure as code and platform files
    (
        "helm-values-redis-auth-password",
        Pw,
        r##"# charts/cache/values-prod.yaml
redis:
  architecture: replication
  auth:
    enabled: true
    password: "{V}"
  replica:
    replicaCount: 2
"##,
    ),
    (
        "helm-install-set-flag",
        Tok,
        r##"$ helm upgrade --install ledger ./charts/ledger -n ledger \
    --set image.tag=2.14.1 \
    --set secrets.apiKey={V} \
    --wait
Release "ledger" has been upgraded. Happy Helming!
"##,
    ),
    (
        "kustomize-secret-generator-envs-file",
        Pw,
        r##"# overlays/prod/db.env (read by secretGenerator envs:)
DB_HOST=db.internal
DB_USER=ledger
DB_PASSWORD={V}
"##,
    ),
    (
        "argocd-cluster-secret-bearer",
        Jwt,
        r##"apiVersion: v1
kind: Secret
metadata:
  name: cluster-edge-eu
  labels:
    argocd.argoproj.io/secret-type: cluster
stringData:
  name: edge-eu
  server: https://10.20.0.1:6443
  config: |
    {"bearerToken":"{V}","tlsClientConfig":{"insecure":false}}
"##,
    ),
    (
        "flux-git-https-credentials",
        Fmt("gitlab feed token"),
        r##"$ flux create secret git infra-auth \
    --url=https://gitlab.example.ie/platform/infra \
    --username=flux \
    --password={V}
"##,
    ),
    (
        "sops-plaintext-before-encrypt",
        Tok,
        r##"# secrets/prod.yaml (to be encrypted with sops -e -i)
stripe:
  webhook_secret: {V}
smtp:
  host: smtp.eu.mailgun.org
"##,
    ),
    (
        "pulumi-config-set-plaintext",
        Tok,
        r##"$ pulumi config set --plaintext ciToken {V}
$ pulumi config
KEY      VALUE
ciToken  (see above)
"##,
    ),
    (
        "cdk-context-json-secret",
        Tok,
        r##"{
  "app": "npx ts-node bin/app.ts",
  "context": {
    "stage": "prod",
    "ingestApiKey": "{V}"
  }
}
"##,
    ),
    (
        "serverless-yml-environment",
        Tok,
        r##"service: parcels-api
provider:
  name: aws
  runtime: nodejs20.x
  environment:
    SHIPPING_API_KEY: {V}
    STAGE: ${sls:stage}
"##,
    ),
    (
        "sam-template-parameter-default",
        Pw,
        r##"Parameters:
  DbPassword:
    Type: String
    NoEcho: true
    Default: {V}
Resources:
  Db:
    Type: AWS::RDS::DBInstance
"##,
    ),
    (
        "netlify-env-set-output",
        Tok,
        r##"$ netlify env:set CMS_PREVIEW_SECRET {V} --context production
Set environment variable CMS_PREVIEW_SECRET in the production context for site grianan-docs
"##,
    ),
    (
        "vercel-env-local-file",
        Fmt("supabase secret key"),
        r##"# Created by Vercel CLI
NEXT_PUBLIC_SUPABASE_URL="https://abcdwxyzqrst.supabase.co"
SUPABASE_SECRET_KEY="{V}"
VERCEL_ENV="development"
"##,
    ),
    (
        "fly-toml-env-block",
        UrlPw,
        r##"app = "torshavn-api"
primary_region = "ams"

[env]
  DATABASE_URL = "postgres://torshavn:{V}@torshavn-db.flycast:5432/torshavn"
  PORT = "8080"
"##,
    ),
    (
        "render-env-group-yaml",
        Fmt("render api key"),
        r##"envVarGroups:
  - name: deploy-tools
    envVars:
      - key: RENDER_API_KEY
        value: {V}
"##,
    ),
    (
        "railway-variables-table",
        UrlPw,
        r##"$ railway variables
╔══════════════════ Variables for kano-api ═══════════════════╗
║ REDIS_URL        │ redis://default:{V}@redis.railway.internal:6379 ║
║ RAILWAY_ENVIRONMENT │ production                              ║
╚══════════════════════════════════════════════════════════════╝
"##,
    ),
    (
        "heroku-config-output",
        Tok,
        r##"$ heroku config -a ibadan-shop
=== ibadan-shop Config Vars
LOG_LEVEL:        info
PAYSTACK_SECRET:  {V}
WEB_CONCURRENCY:  2
"##,
    ),
    (
        "terraform-provider-block-inline",
        Fmt("digitalocean oauth token"),
        r##"provider "digitalocean" {
  token = "{V}"
}

resource "digitalocean_droplet" "web" {
  image = "ubuntu-24-04-x64"
"##,
    ),
    (
        "terraform-plan-output-sensitive-leak",
        Pw,
        r##"  # aws_db_instance.main will be created
  + resource "aws_db_instance" "main" {
      + engine              = "postgres"
      + username            = "app"
      + password            = "{V}"
      + skip_final_snapshot = true
    }
"##,
    ),
    (
        "terraform-state-json-attribute",
        Gen,
        r##"      "instances": [
        {
          "schema_version": 0,
          "attributes": {
            "id": "hmac-signing",
            "result": "{V}",
            "special": true
"##,
    ),
    (
        "ansible-vars-plain-before-vault",
        Pw,
        r##"# group_vars/dbservers/vars.yml
mysql_root_user: root
mysql_root_password: {V}
mysql_bind_address: 0.0.0.0
"##,
    ),
    (
        "ansible-ini-inventory-become-pass",
        Pw,
        r##"[webservers]
web1.lan ansible_host=10.0.3.11 ansible_user={U} ansible_become_pass={V}
web2.lan ansible_host=10.0.3.12
"##,
    ),
    (
        "packer-hcl-variable-default",
        AwsSecret,
        r##"variable "aws_access_key" { default = "{KEYID}" }
variable "aws_secret_key" {
  default   = "{V}"
  sensitive = true
}
"##,
    ),
    (
        "vagrantfile-provision-env",
        Pw,
        r##"config.vm.provision "shell", env: {
  "MYSQL_PWD" => "{V}",
  "APP_ENV" => "dev"
}, inline: "mysql -uroot < /vagrant/schema.sql"
"##,
    ),
    (
        "docker-compose-environment-list",
        Pw,
        r##"services:
  keycloak:
    image: quay.io/keycloak/keycloak:26.0
    environment:
      - KC_DB=postgres
      - KC_BOOTSTRAP_ADMIN_PASSWORD={V}
"##,
    ),
    (
        "k8s-secret-stringdata-token",
        Fmt("launchdarkly sdk key"),
        r##"apiVersion: v1
kind: Secret
metadata:
  name: flags
type: Opaque
stringData:
  LD_SDK_KEY: {V}
"##,
    ),
    (
        "k8s-deployment-env-value",
        Tok,
        r##"        env:
          - name: NODE_ENV
            value: production
          - name: SEARCH_ADMIN_KEY
            value: "{V}"
          - name: PORT
"##,
    ),
    (
        "kubectl-create-secret-literal",
        Pw,
        r##"$ kubectl -n billing create secret generic pg-app \
    --from-literal=username=billing \
    --from-literal=password={V}
secret/pg-app created
"##,
    ),
    (
        "kubeconfig-user-token",
        Fmt("openshift token"),
        r##"users:
- name: {U}/api-ocp-lab-example-ie:6443
  user:
    token: {V}
contexts:
- context:
"##,
    ),
    (
        "k3s-join-command",
        Fmt("k3s cluster token"),
        r##"$ curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.10:6443 K3S_TOKEN={V} sh -
[INFO]  Finding release for channel stable
"##,
    ),
    (
        "rancher-cli-login",
        Fmt("rancher api token"),
        r##"$ rancher login https://rancher.lan/v3 --token {V}
NUMBER    CLUSTER NAME   PROJECT ID
1         local          local:p-x7k2m
"##,
    ),
    (
        "nomad-job-template-env",
        Pw,
        r##"      template {
        data        = <<EOH
RABBIT_USER=orders
RABBIT_PASS={V}
EOH
        destination = "secrets/env"
        env         = true
      }
"##,
    ),
    (
        "cloud-init-user-data-password",
        Pw,
        r##"#cloud-config
users:
  - name: {U}
    lock_passwd: false
    plain_text_passwd: {V}
ssh_pwauth: true
"##,
    ),
    (
        "systemd-unit-environment",
        Tok,
        r##"[Service]
User=ingest
Environment=INGEST_TOKEN={V}
ExecStart=/usr/local/bin/ingest --listen :9400
Restart=on-failure
"##,
    ),
    (
        "caddyfile-basicauth-plain-note",
        Basic,
        r##"# reverse proxy adds this upstream header
metrics.example.ie {
    reverse_proxy 10.0.0.7:9090 {
        header_up Authorization "Basic {V}"
    }
}
"##,
    ),
    (
        "nginx-proxy-set-header-bearer",
        Tok,
        r##"location /api/ {
    proxy_pass https://upstream.partner.example;
    proxy_set_header Authorization "Bearer {V}";
}
"##,
    ),
    (
        "traefik-dynamic-basic-auth",
        Basic,
        r##"http:
  middlewares:
    upstream-auth:
      headers:
        customRequestHeaders:
          Authorization: "Basic {V}"
"##,
    ),
    // CI files with inline values
    (
        "github-actions-env-inline",
        Fmt("crates.io token"),
        r##"      - name: Publish
        run: cargo publish --locked
        env:
          CARGO_REGISTRY_TOKEN: {V}
"##,
    ),
    (
        "gitlab-ci-variables-inline",
        Fmt("sonarqube user token"),
        r##"variables:
  SONAR_HOST_URL: https://sonar.example.ie
  SONAR_TOKEN: "{V}"
sonarqube-check:
  stage: test
"##,
    ),
    (
        "circleci-config-environment",
        Fmt("clojars token"),
        r##"jobs:
  deploy:
    docker:
      - image: clojure:temurin-21-lein
    environment:
      CLOJARS_USERNAME: {U}
      CLOJARS_PASSWORD: {V}
"##,
    ),
    (
        "azure-pipelines-variables",
        Fmt("azure devops pat"),
        r##"variables:
  - name: System.Debug
    value: false
  - name: AZDO_PAT
    value: {V}
steps:
  - script: az devops login
"##,
    ),
    (
        "bitbucket-pipelines-script-export",
        Fmt("bitbucket repository token"),
        r##"pipelines:
  default:
    - step:
        script:
          - export BB_TOKEN={V}
          - ./ci/tag-release.sh
"##,
    ),
    (
        "jenkins-pipeline-withenv",
        Fmt("octopus deploy key"),
        r##"stage('Release') {
  steps {
    withEnv(["OCTOPUS_API_KEY={V}"]) {
      sh 'octo create-release --project Web'
    }
  }
}
"##,
    ),
    (
        "drone-yml-settings-password",
        Pw,
        r##"steps:
  - name: publish
    image: plugins/docker
    settings:
      repo: registry.lan/app
      username: drone
      password: {V}
"##,
    ),
    (
        "teamcity-kotlin-dsl-param",
        Tok,
        r##"params {
    param("env.DEPLOY_HOOK_SECRET", "{V}")
    param("env.REGION", "eu-west-1")
}
"##,
    ),
    (
        "ci-log-set-x-trace",
        Fmt("rubygems key"),
        r##"+ mkdir -p ~/.gem
+ echo ':rubygems_api_key: {V}'
+ chmod 0600 /root/.gem/credentials
+ gem push pkg/kora-1.4.0.gem
"##,
    ),
    (
        "ci-circleci-project-token-curl",
        Fmt("circleci project token"),
        r##"$ curl -X POST https://circleci.com/api/v2/project/gh/kora/app/pipeline \
    -H "Circle-Token: {V}" -H 'content-type: application/json'
"##,
    ),
    // Framework configuration
    (
        "spring-application-yml-datasource",
        Pw,
        r##"spring:
  datasource:
    url: jdbc:postgresql://db:5432/orders
    username: orders
    password: {V}
  jpa:
    open-in-view: false
"##,
    ),
    (
        "spring-application-properties-mail",
        Pw,
        r##"spring.mail.host=smtp.office365.com
spring.mail.port=587
spring.mail.username={U}@example.ie
spring.mail.password={V}
spring.mail.properties.mail.smtp.starttls.enable=true
"##,
    ),
    (
        "spring-oauth2-client-secret",
        Fmt("azure ad client secret"),
        r##"spring.security.oauth2.client.registration.azure.client-id=5f1c2a9e-1111-4c6b-9d7e-0a2b3c4d5e6f
spring.security.oauth2.client.registration.azure.client-secret={V}
spring.security.oauth2.client.registration.azure.scope=openid,profile
"##,
    ),
    (
        "rails-credentials-show",
        Gen,
        r##"$ bin/rails credentials:show
secret_key_base: {V}
aws:
  access_key_id: AKIA...
"##,
    ),
    (
        "rails-database-yml-production",
        Pw,
        r##"production:
  <<: *default
  database: kiosk_production
  username: kiosk
  password: {V}
  host: <%= ENV.fetch("DB_HOST") { "localhost" } %>
"##,
    ),
    (
        "django-settings-databases",
        Pw,
        r##"DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "atlas",
        "USER": "atlas",
        "PASSWORD": "{V}",
        "HOST": "127.0.0.1",
"##,
    ),
    (
        "django-settings-secret-key",
        Gen,
        r##"# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = '{V}'

DEBUG = False
"##,
    ),
    (
        "laravel-dotenv-mail-password",
        Pw,
        r##"MAIL_MAILER=smtp
MAIL_HOST=smtp.mailtrap.io
MAIL_PORT=2525
MAIL_USERNAME={U}
MAIL_PASSWORD={V}
MAIL_ENCRYPTION=tls
"##,
    ),
    (
        "laravel-config-services-php",
        Tok,
        r##"    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => '{V}',
        'endpoint' => 'api.eu.mailgun.net',
    ],
"##,
    ),
    (
        "aspnet-appsettings-connection-string",
        UrlPw,
        r##"{
  "ConnectionStrings": {
    "Default": "Server=sql.lan,1433;Database=Rota;User Id=rota;Password={V};TrustServerCertificate=True"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
"##,
    ),
    (
        "dotnet-user-secrets-list",
        Fmt("azure cosmos db key"),
        r##"$ dotnet user-secrets list
Cosmos:Endpoint = https://rota-db.documents.azure.com:443/
Cosmos:Key = {V}
"##,
    ),
    (
        "quarkus-application-properties",
        Pw,
        r##"quarkus.datasource.db-kind=postgresql
quarkus.datasource.username=inventory
quarkus.datasource.password={V}
quarkus.datasource.jdbc.url=jdbc:postgresql://localhost:5432/inventory
"##,
    ),
    (
        "micronaut-application-yml-jwt-secret",
        Gen,
        r##"micronaut:
  security:
    token:
      jwt:
        signatures:
          secret:
            generator:
              secret: '{V}'
"##,
    ),
    (
        "nestjs-config-module-defaults",
        Tok,
        r##"export default () => ({
  port: parseInt(process.env.PORT, 10) || 3000,
  payments: {
    apiKey: process.env.PAYMENTS_KEY ?? '{V}',
  },
});
"##,
    ),
    (
        "phoenix-runtime-exs",
        Gen,
        r##"if config_env() == :prod do
  config :mbira, MbiraWeb.Endpoint,
    http: [port: 4000],
    secret_key_base: "{V}"
end
"##,
    ),
    (
        "flask-config-py",
        Gen,
        r##"class ProductionConfig(Config):
    DEBUG = False
    SECRET_KEY = "{V}"
    SESSION_COOKIE_SECURE = True
"##,
    ),
    (
        "fastapi-pydantic-settings-default",
        Fmt("neon api key"),
        r##"class Settings(BaseSettings):
    neon_api_key: str = "{V}"
    database_url: str = "postgresql://localhost/app"
"##,
    ),
    (
        "express-session-secret",
        Gen,
        r##"app.use(session({
  secret: '{V}',
  resave: false,
  saveUninitialized: false,
}));
"##,
    ),
    (
        "symfony-dotenv-local",
        UrlPw,
        r##"###> doctrine/doctrine-bundle ###
DATABASE_URL="mysql://app:{V}@127.0.0.1:3306/app?serverVersion=8.0.32&charset=utf8mb4"
###< doctrine/doctrine-bundle ###
"##,
    ),
    (
        "wordpress-wp-config-define",
        Pw,
        r##"/** Database username */
define( 'DB_USER', 'wp_ulaan' );

/** Database password */
define( 'DB_PASSWORD', '{V}' );
"##,
    ),
    (
        "strapi-admin-env",
        Gen,
        r##"HOST=0.0.0.0
PORT=1337
ADMIN_JWT_SECRET={V}
TRANSFER_TOKEN_SALT=tobemodified
"##,
    ),
    (
        "hasura-admin-secret-header",
        Pw,
        r##"$ curl https://hasura.lan/v1/graphql \
    -H 'x-hasura-admin-secret: {V}' \
    -d '{"query":"{ users { id } }"}'
"##,
    ),
    (
        "supabase-service-role-env",
        Jwt,
        r##"SUPABASE_URL=https://qwertyuiopasdfghjklz.supabase.co
SUPABASE_SERVICE_ROLE_KEY={V}
"##,
    ),
    (
        "nuxt-runtime-config",
        Tok,
        r##"export default defineNuxtConfig({
  runtimeConfig: {
    cmsToken: '{V}',
    public: { apiBase: '/api' },
  },
})
"##,
    ),
    (
        "go-viper-config-yaml",
        Tok,
        r##"server:
  addr: :8080
upstream:
  base_url: https://api.partner.example
  api_key: {V}
  timeout: 5s
"##,
    ),
    (
        "rust-config-toml-app",
        Pw,
        r##"[database]
host = "localhost"
user = "tern"
password = "{V}"
pool_size = 8
"##,
    ),
    (
        "java-keystore-password-properties",
        Pw,
        r##"server.ssl.key-store=classpath:keystore.p12
server.ssl.key-store-type=PKCS12
server.ssl.key-store-password={V}
server.ssl.key-alias=tomcat
"##,
    ),
    // Mobile
    (
        "google-services-json-api-key",
        Fmt("google api key"),
        r##"{
  "project_info": { "project_number": "482913377120", "project_id": "kora-mobile" },
  "client": [{
    "api_key": [{ "current_key": "{V}" }],
    "services": { "appinvite_service": { "other_platform_oauth_client": [] } }
  }]
}
"##,
    ),
    (
        "info-plist-string-key",
        Tok,
        r##"	<key>CFBundleShortVersionString</key>
	<string>3.2.0</string>
	<key>MapsSecretKey</key>
	<string>{V}</string>
"##,
    ),
    (
        "android-local-properties",
        Pw,
        r##"sdk.dir=/Users/{U}/Library/Android/sdk
RELEASE_STORE_FILE=../keys/release.jks
RELEASE_STORE_PASSWORD={V}
RELEASE_KEY_ALIAS=upload
"##,
    ),
    (
        "gradle-properties-repo-credentials",
        Fmt("jfrog reference token"),
        r##"org.gradle.jvmargs=-Xmx4g
artifactoryUser={U}
artifactoryPassword={V}
android.useAndroidX=true
"##,
    ),
    (
        "fastlane-matchfile-env",
        Pw,
        r##"$ MATCH_PASSWORD={V} bundle exec fastlane match appstore --readonly
[12:04:11]: Cloning remote git repo...
"##,
    ),
    (
        "fastlane-appfile-env-dotfile",
        Pw,
        r##"# fastlane/.env.default
FASTLANE_USER={U}@example.ie
FASTLANE_PASSWORD={V}
FASTLANE_TEAM_ID=Q7XK2M9P4L
"##,
    ),
    (
        "expo-eas-secret-create",
        Tok,
        r##"$ eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value {V} --type string
✔ Created a new secret SENTRY_AUTH_TOKEN on project @kora/app.
"##,
    ),
    (
        "flutter-dart-define-run",
        Tok,
        r##"$ flutter run --release --dart-define=API_KEY={V} --dart-define=ENV=prod
Launching lib/main.dart on Pixel 8 in release mode...
"##,
    ),
    (
        "xcconfig-secret-setting",
        Tok,
        r##"// Config/Release.xcconfig
PRODUCT_BUNDLE_IDENTIFIER = ie.kora.app
ANALYTICS_WRITE_KEY = {V}
"##,
    ),
    // Database tools
    (
        "psql-conninfo-uri",
        UrlPw,
        r##"$ psql "postgresql://reporting:{V}@pg.lan:5432/warehouse?sslmode=require" -c '\conninfo'
You are connected to database "warehouse" as user "reporting" on host "pg.lan" at port "5432".
"##,
    ),
    (
        "pgpass-file-line",
        Pw,
        r##"# ~/.pgpass
pg.lan:5432:warehouse:reporting:{V}
localhost:5432:*:postgres:postgres
"##,
    ),
    (
        "redis-cli-config-get-requirepass",
        Pw,
        r##"127.0.0.1:6379> CONFIG GET requirepass
1) "requirepass"
2) "{V}"
127.0.0.1:6379>
"##,
    ),
    (
        "redis-conf-masterauth",
        Pw,
        r##"replicaof 10.0.5.10 6379
masterauth {V}
appendonly yes
"##,
    ),
    (
        "mongosh-connection-uri",
        UrlPw,
        r##"$ mongosh "mongodb+srv://{U}:{V}@cluster0.ab1cd.mongodb.net/shop?retryWrites=true&w=majority"
Current Mongosh Log ID: 6745c1e2f1a2b3c4d5e6f708
"##,
    ),
    (
        "mysql-show-grants-identified",
        Pw,
        r##"mysql> CREATE USER 'etl'@'10.0.%' IDENTIFIED BY '{V}';
Query OK, 0 rows affected (0.02 sec)
mysql> SHOW GRANTS FOR 'etl'@'10.0.%';
"##,
    ),
    (
        "mysql-my-cnf-client",
        Pw,
        r##"[client]
user=backup
password={V}
host=db1.lan
"##,
    ),
    (
        "postgres-alter-role-password",
        Pw,
        r##"warehouse=# ALTER ROLE reporting WITH LOGIN PASSWORD '{V}';
ALTER ROLE
"##,
    ),
    (
        "mssql-sqlcmd-flags",
        Pw,
        r##"$ sqlcmd -S tcp:sql.lan,1433 -U sa -P '{V}' -Q "SELECT @@VERSION"
Microsoft SQL Server 2022 (RTM-CU15) - 16.0.4145.4 (X64)
"##,
    ),
    (
        "oracle-sqlplus-connect",
        UrlPw,
        r##"$ sqlplus hr/{V}@//ora.lan:1521/XEPDB1

SQL*Plus: Release 21.0.0.0.0 - Production
"##,
    ),
    (
        "cassandra-cqlsh-rc",
        Pw,
        r##"; ~/.cassandra/cqlshrc
[authentication]
username = {U}
password = {V}
"##,
    ),
    (
        "neo4j-cypher-shell",
        Pw,
        r##"$ cypher-shell -a neo4j://graph.lan:7687 -u neo4j -p {V}
Connected to Neo4j using Bolt protocol version 5.4 at neo4j://graph.lan:7687 as user neo4j.
"##,
    ),
    (
        "elasticsearch-api-key-header",
        Gen,
        r##"$ curl -s https://es.lan:9200/_cat/indices -H "Authorization: ApiKey {V}"
green open logs-2026.12.07 Ab3xYz 1 1 120345 0 88.1mb 44mb
"##,
    ),
    (
        "influxdb-cli-token-flag",
        Gen,
        r##"$ influx query 'from(bucket:"metrics") |> range(start:-1h)' --org kora --token {V}
Result: _result
"##,
    ),
    (
        "snowflake-connections-toml",
        Pw,
        r##"[connections.prod]
account = "kx12345.eu-central-1"
user = "{U}"
password = "{V}"
warehouse = "COMPUTE_WH"
"##,
    ),
    (
        "dbt-profiles-yml-bigquery-keyfile-json",
        Pem("\\n"),
        r##"analytics:
  target: prod
  outputs:
    prod:
      type: bigquery
      method: service-account-json
      keyfile_json:
        type: service_account
        private_key: "{V}\n"
"##,
    ),
    (
        "prisma-schema-url-literal",
        UrlPw,
        r##"datasource db {
  provider = "postgresql"
  url      = "postgresql://prisma:{V}@localhost:5432/kora?schema=public"
}
"##,
    ),
    (
        "jdbc-url-password-param",
        UrlPw,
        r##"jdbc.url=jdbc:mysql://db.lan:3306/crm?user=crm&password={V}&useSSL=true
"##,
    ),
    (
        "sqlalchemy-engine-url-python",
        UrlPw,
        r##"engine = create_engine(
    "mssql+pyodbc://sa:{V}@sql.lan:1433/Rota?driver=ODBC+Driver+18+for+SQL+Server"
)
"##,
    ),
    // Message queues
    (
        "rabbitmq-amqp-url-env",
        UrlPw,
        r##"CELERY_BROKER_URL=amqps://celery:{V}@mq.lan:5671/prod
CELERY_RESULT_BACKEND=rpc://
"##,
    ),
    (
        "rabbitmqctl-change-password",
        Pw,
        r##"$ rabbitmqctl change_password orders {V}
Changing password for user "orders" ...
"##,
    ),
    (
        "kafka-client-properties-scram",
        Pw,
        r##"security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="{U}" password="{V}";
"##,
    ),
    (
        "confluent-cloud-api-secret",
        Gen,
        r##"$ confluent api-key create --resource lkc-7x2k9p
+------------+------------------------------------------------------------------+
| API Key    | QZ7K2M4PXL9RTB3W                                                 |
| API Secret | {V} |
+------------+------------------------------------------------------------------+
"##,
    ),
    (
        "mqtt-mosquitto-sub-password",
        Pw,
        r##"$ mosquitto_sub -h mqtt.lan -p 8883 -u sensors -P {V} -t 'farm/+/temp' --cafile ca.crt
"##,
    ),
    (
        "nats-server-conf-users",
        Pw,
        r##"authorization {
  users = [
    { user: "ingest", password: "{V}" }
  ]
}
"##,
    ),
    (
        "sqs-boto3-client-inline",
        AwsSecret,
        r##"sqs = boto3.client(
    "sqs",
    region_name="eu-west-1",
    aws_access_key_id="{KEYID}",
    aws_secret_access_key="{V}",
)
"##,
    ),
    // Webhooks, bots and payloads
    (
        "slack-webhook-curl",
        Fmt("slack incoming webhook"),
        r##"$ curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy ok"}' {V}
ok
"##,
    ),
    (
        "stripe-webhook-endpoint-create-json",
        Gen,
        r##"{
  "id": "we_1QxYz2AbCdEfGhIj",
  "object": "webhook_endpoint",
  "url": "https://api.kora.ie/hooks/stripe",
  "secret": "{V}",
  "status": "enabled"
}
"##,
    ),
    (
        "github-webhook-hook-config",
        Gen,
        r##"{
  "type": "Repository",
  "id": 512334871,
  "name": "web",
  "config": { "content_type": "json", "insecure_ssl": "0", "secret": "{V}", "url": "https://ci.lan/hook" }
}
"##,
    ),
    (
        "telegram-bot-api-url",
        Fmt("telegram bot token"),
        r##"$ curl "https://api.telegram.org/bot{V}/getUpdates"
{"ok":true,"result":[]}
"##,
    ),
    (
        "discord-webhook-url",
        Fmt("discord webhook token"),
        r##"DISCORD_ALERTS=https://discord.com/api/webhooks/1313131313131313131/{V}
"##,
    ),
    (
        "twilio-auth-token-env",
        Fmt("twilio auth token"),
        r##"TWILIO_ACCOUNT_SID=AC4f2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c
TWILIO_AUTH_TOKEN={V}
TWILIO_FROM=+35312345678
"##,
    ),
    // Mail
    (
        "smtp-auth-login-session",
        Login,
        r##"S: 220 smtp.lan ESMTP Postfix
C: EHLO build.lan
S: 250-AUTH PLAIN LOGIN
C: AUTH LOGIN
S: 334 VXNlcm5hbWU6
C: YnVpbGRAa29yYS5pZQ==
S: 334 UGFzc3dvcmQ6
C: {V}
S: 235 2.7.0 Authentication successful
"##,
    ),
    (
        "msmtprc-account",
        Pw,
        r##"account default
host smtp.fastmail.com
port 465
tls on
user {U}@fastmail.com
password {V}
"##,
    ),
    (
        "postfix-sasl-passwd",
        Pw,
        r##"# /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:{V}
"##,
    ),
    (
        "python-smtplib-login",
        Pw,
        r##"with smtplib.SMTP_SSL("smtp.zoho.eu", 465) as s:
    s.login("{U}@kora.ie", "{V}")
    s.send_message(msg)
"##,
    ),
    // Git output
    (
        "git-remote-v-token-url",
        Fmt("github fine-grained pat"),
        r##"$ git remote -v
origin	https://x-access-token:{V}@github.com/kora/app.git (fetch)
origin	https://x-access-token:(same)@github.com/kora/app.git (push)
"##,
    ),
    (
        "git-config-list-credential-url",
        Fmt("gitlab pipeline trigger token"),
        r##"$ git config -l
user.name={U}
core.editor=vim
ci.trigger-token={V}
remote.origin.url=https://gitlab.lan/kora/app.git
"##,
    ),
    (
        "git-credentials-store-file",
        UrlPw,
        r##"$ cat ~/.git-credentials
https://{U}:{V}@bitbucket.org
"##,
    ),
    (
        "git-diff-adds-env-line",
        Tok,
        r##"diff --git a/.env.production b/.env.production
index 3f1c2d4..8a9b0c1 100644
--- a/.env.production
+++ b/.env.production
@@ -3,3 +3,4 @@ APP_URL=https://kora.ie
 LOG_CHANNEL=stack
-SEARCH_KEY=
+SEARCH_KEY={V}
 QUEUE_CONNECTION=redis
"##,
    ),
    (
        "git-diff-adds-yaml-password",
        Pw,
        r##"@@ -12,7 +12,7 @@ spring:
   datasource:
     username: orders
-    password: ${DB_PASSWORD}
+    password: {V}
   jpa:
"##,
    ),
    (
        "git-diff-adds-pem-lines",
        Pem("\n+"),
        r##"diff --git a/deploy/key.pem b/deploy/key.pem
new file mode 100644
--- /dev/null
+++ b/deploy/key.pem
@@ -0,0 +1,28 @@
+{V}
"##,
    ),
    (
        "git-log-patch-json-key",
        Tok,
        r##"commit 1e5d7c9a0b3f2e4d6c8a1b3e5f7d9c0a2b4e6f81
Author: {U} <{U}@kora.ie>

    wire partner api

diff --git a/config/partner.json b/config/partner.json
+  "apiKey": "{V}",
"##,
    ),
    (
        "git-clone-failed-with-token",
        Fmt("github oauth token"),
        r##"$ git clone https://{V}@github.com/kora/private-infra.git
Cloning into 'private-infra'...
remote: Repository not found.
"##,
    ),
    // Package managers
    (
        "npmrc-auth-token-line",
        Fmt("npm token"),
        r##"registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken={V}
save-exact=true
"##,
    ),
    (
        "yarnrc-yml-npm-auth",
        Tok,
        r##"nodeLinker: node-modules
npmScopes:
  kora:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAuthToken: "{V}"
"##,
    ),
    (
        "pip-conf-index-url",
        UrlPw,
        r##"[global]
index-url = https://{U}:{V}@pypi.kora.lan/simple/
timeout = 30
"##,
    ),
    (
        "poetry-config-http-basic",
        Pw,
        r##"$ poetry config http-basic.internal {U} {V}
$ poetry publish -r internal
Publishing kora-utils (1.8.0) to internal
"##,
    ),
    (
        "pypirc-password",
        Fmt("pypi token"),
        r##"[distutils]
index-servers = pypi

[pypi]
username = __token__
password = {V}
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
        "bundler-config-credential",
        Tok,
        r##"$ bundle config set --global gems.contribsys.com {U}:{V}
$ cat ~/.bundle/config
"##,
    ),
    (
        "maven-settings-xml-server",
        Pw,
        r##"<servers>
  <server>
    <id>kora-releases</id>
    <username>{U}</username>
    <password>{V}</password>
  </server>
</servers>
"##,
    ),
    (
        "nuget-config-cleartext",
        Fmt("nuget key"),
        r##"<packageSourceCredentials>
  <kora>
    <add key="Username" value="{U}" />
    <add key="ClearTextPassword" value="{V}" />
  </kora>
</packageSourceCredentials>
"##,
    ),
    (
        "cargo-credentials-toml",
        Fmt("crates.io token"),
        r##"# ~/.cargo/credentials.toml
[registry]
token = "{V}"
"##,
    ),
    (
        "gem-credentials-file",
        Fmt("rubygems key"),
        r##"---
:rubygems_api_key: {V}
"##,
    ),
    (
        "docker-config-json-auth",
        Basic,
        r##"{
  "auths": {
    "registry.kora.lan": {
      "auth": "{V}"
    }
  }
}
"##,
    ),
    (
        "goproxy-netrc",
        Pw,
        r##"machine goproxy.kora.lan
login {U}
password {V}
"##,
    ),
    (
        "npm-verbose-log-auth-header",
        Fmt("npm token"),
        r##"npm verb headers {
npm verb headers   'npm-auth-type': 'web',
npm verb headers   authorization: 'Bearer {V}',
npm verb headers   'user-agent': 'npm/10.9.0 node/v22.11.0 linux x64'
npm verb headers }
"##,
    ),
    // Notebooks, documents and markup
    (
        "ipynb-code-cell-source",
        Tok,
        r##"  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "import requests\n",
    "API_KEY = \"{V}\"\n",
    "r = requests.get(URL, headers={\"X-Api-Key\": API_KEY})"
   ]
  },
"##,
    ),
    (
        "ipynb-stream-output-print",
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
        "colab-userdata-fallback-print",
        Fmt("hugging face token"),
        r##"HF_TOKEN = "{V}"  # userdata.get("HF_TOKEN") failed on the shared runtime
from huggingface_hub import login
login(token=HF_TOKEN)
"##,
    ),
    (
        "notebook-string-concat-split",
        Split(20, "\" \""),
        r##"openai.api_key = ("{V}")
"##,
    ),
    (
        "markdown-table-credentials",
        Pw,
        r##"| Service  | User     | Password |
|----------|----------|----------|
| Grafana  | admin    | {V} |
| Kibana   | elastic  | (vault)  |
"##,
    ),
    (
        "markdown-runbook-inline-code",
        Tok,
        r##"## Rotating the partner feed

1. Log in to the partner portal.
2. Export the key: `export PARTNER_FEED_KEY={V}`
3. Run `make feed-sync`.
"##,
    ),
    (
        "html-form-hidden-input",
        Tok,
        r##"<form method="post" action="/checkout">
  <input type="hidden" name="merchant_key" value="{V}">
  <button type="submit">Pay</button>
</form>
"##,
    ),
    (
        "html-page-source-inline-script",
        Fmt("google api key"),
        r##"<script>
  window.__CONFIG__ = {"mapsKey":"{V}","env":"prod"};
</script>
<script src="https://maps.googleapis.com/maps/api/js?callback=initMap" async></script>
"##,
    ),
    (
        "html-login-form-prefilled",
        Pw,
        r##"<label for="pw">Password</label>
<input id="pw" type="password" name="password" value="{V}" autocomplete="current-password">
"##,
    ),
    (
        "yaml-front-matter-post",
        Fmt("typeform token"),
        r##"---
title: "Survey results, Q4"
layout: post
typeform_token: {V}
---
The survey closed on Friday.
"##,
    ),
    (
        "protobuf-text-format-config",
        Tok,
        r##"upstream {
  name: "ledger"
  address: "ledger.lan:443"
  auth {
    api_key: "{V}"
  }
}
"##,
    ),
    (
        "graphql-request-variables",
        Pw,
        r##"POST /graphql HTTP/1.1
Content-Type: application/json

{"query":"mutation Login($u:String!,$p:String!){login(username:$u,password:$p){token}}","variables":{"u":"{U}","p":"{V}"}}
"##,
    ),
    (
        "ldif-userpassword-plain",
        Pw,
        r##"dn: uid={U},ou=people,dc=kora,dc=ie
objectClass: inetOrgPerson
uid: {U}
userPassword: {V}
"##,
    ),
    (
        "ldapsearch-bind-password-flag",
        Pw,
        r##"$ ldapsearch -H ldaps://ldap.lan -D "cn=admin,dc=kora,dc=ie" -w {V} -b "ou=people,dc=kora,dc=ie" uid
"##,
    ),
    (
        "crontab-line-env",
        Tok,
        r##"# m h dom mon dow command
*/15 * * * * PRICE_FEED_TOKEN={V} /opt/feeds/pull.sh >> /var/log/feeds.log 2>&1
"##,
    ),
    (
        "dockerfile-arg-default",
        Fmt("hugging face token"),
        r##"FROM python:3.11-slim
ARG HF_TOKEN={V}
RUN pip install huggingface_hub && huggingface-cli download org/model --token $HF_TOKEN
"##,
    ),
    (
        "dockerfile-env-instruction",
        Pw,
        r##"FROM mcr.microsoft.com/mssql/server:2022-latest
ENV ACCEPT_EULA=Y
ENV MSSQL_SA_PASSWORD={V}
EXPOSE 1433
"##,
    ),
    (
        "makefile-variable-assignment",
        Tok,
        r##"REGISTRY   := registry.kora.lan
PUSH_TOKEN := {V}

push:
	docker push $(REGISTRY)/app:$(TAG)
"##,
    ),
    (
        "vscode-launch-json-env",
        Tok,
        r##"{
  "type": "node",
  "request": "launch",
  "name": "api",
  "env": { "NODE_ENV": "development", "CMS_TOKEN": "{V}" }
}
"##,
    ),
    (
        "intellij-workspace-env-option",
        Pw,
        r##"<configuration name="Api" type="SpringBootApplicationConfigurationType">
  <envs>
    <env name="DB_PASSWORD" value="{V}" />
  </envs>
</configuration>
"##,
    ),
    (
        "http-client-env-json",
        Tok,
        r##"{
  "prod": {
    "host": "https://api.kora.ie",
    "token": "{V}"
  }
}
"##,
    ),
    (
        "curl-user-flag",
        Pw,
        r##"$ curl -u {U}:{V} https://nexus.lan/service/rest/v1/repositories
[ { "name" : "maven-releases", "format" : "maven2" } ]
"##,
    ),
    (
        "wget-password-flag",
        Pw,
        r##"$ wget --user={U} --password={V} https://files.lan/exports/2026-12.tar.gz
"##,
    ),
    (
        "sshpass-command",
        Pw,
        r##"$ sshpass -p {V} ssh -o StrictHostKeyChecking=no {U}@10.0.8.4 uptime
"##,
    ),
    (
        "ssh-private-key-cat",
        Pem("\n"),
        r##"$ cat ~/.ssh/id_deploy
{V}
"##,
    ),
    (
        "vault-kv-get-output",
        Pw,
        r##"$ vault kv get secret/billing/db
====== Data ======
Key         Value
---         -----
password    {V}
username    billing
"##,
    ),
    (
        "aws-credentials-file",
        AwsSecret,
        r##"[ci]
aws_access_key_id = {KEYID}
aws_secret_access_key = {V}
region = eu-west-1
"##,
    ),
    (
        "aws-cli-configure-list-export",
        AwsSecret,
        r##"$ export AWS_ACCESS_KEY_ID={KEYID} AWS_SECRET_ACCESS_KEY={V}
$ aws sts get-caller-identity
"##,
    ),
    (
        "aws-bedrock-key-env",
        Fmt("aws bedrock api key"),
        r##"AWS_REGION=us-east-1
AWS_BEARER_TOKEN_BEDROCK={V}
"##,
    ),
    (
        "gcp-service-account-json",
        Pem("\\n"),
        r##"{
  "type": "service_account",
  "project_id": "kora-prod",
  "private_key_id": "4c1f2e3d4b5a69788796a5b4c3d2e1f0a9b8c7d6",
  "private_key": "{V}\n",
  "client_email": "deployer@kora-prod.iam.gserviceaccount.com"
}
"##,
    ),
    (
        "gcloud-print-access-token",
        Fmt("google oauth access token"),
        r##"$ gcloud auth print-access-token
{V}
"##,
    ),
    (
        "azure-storage-connection-string",
        Fmt("azure cosmos db key"),
        r##"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=korablobs;AccountKey={V};EndpointSuffix=core.windows.net
"##,
    ),
    (
        "azure-function-key-url",
        Fmt("azure function key"),
        r##"POST https://kora-fn.azurewebsites.net/api/resize?code={V}
"##,
    ),
    (
        "http-request-authorization-bearer",
        Jwt,
        r##"GET /v1/orders?limit=20 HTTP/1.1
Host: api.kora.ie
Authorization: Bearer {V}
Accept: application/json
"##,
    ),
    (
        "browser-devtools-copy-as-curl",
        Jwt,
        r##"curl 'https://app.kora.ie/api/me' \
  -H 'accept: application/json' \
  -H 'authorization: Bearer {V}' \
  -H 'sec-fetch-mode: cors'
"##,
    ),
    (
        "cookie-header-session",
        Jwt,
        r##"Cookie: theme=dark; session={V}; _ga=GA1.2.1234567890.1765000000
"##,
    ),
    (
        "kubectl-describe-sa-token",
        Jwt,
        r##"$ kubectl -n ci create token deployer --duration=8760h
{V}
"##,
    ),
    (
        "terminal-wrapped-token",
        Split(40, "\n"),
        r##"$ cat /run/secrets/partner_token
{V}
$
"##,
    ),
    (
        "log-line-query-string-key",
        Tok,
        r##"2026-12-07T21:14:09Z INFO http GET /v2/geocode?q=Kano&key={V} 200 41ms
"##,
    ),
    (
        "python-traceback-locals",
        Pw,
        r##"  File "/srv/app/db.py", line 42, in connect
    conn = psycopg.connect(host=host, user=user, password=password)
    password = '{V}'
psycopg.OperationalError: connection failed
"##,
    ),
    (
        "java-exception-message-url",
        UrlPw,
        r##"org.postgresql.util.PSQLException: FATAL: password authentication failed for user "app"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
Caused by: java.net.URISyntaxException: postgresql://app:{V}@db:5432/app
"##,
    ),
    // Agents reading files and environments
    (
        "agent-env-dump",
        Every(0),
        r##"$ env | sort
HOME=/home/{U}
LANG=C.UTF-8
PARTNER_TOKEN={V}
PATH=/usr/local/bin:/usr/bin:/bin
"##,
    ),
    (
        "agent-read-dotenv-numbered",
        Every(15),
        r##"     1	# local development
     2	APP_ENV=local
     3	API_TOKEN={V}
     4	CACHE_TTL=300
"##,
    ),
    (
        "agent-read-json-config",
        Every(30),
        r##"{
  "name": "kora-sync",
  "credentials": {
    "token": "{V}"
  }
}
"##,
    ),
    (
        "agent-read-toml-config",
        Every(45),
        r##"[upstream]
url = "https://api.partner.example"
token = "{V}"
retries = 3
"##,
    ),
    (
        "agent-read-yaml-secrets",
        Every(60),
        r##"integrations:
  partner:
    enabled: true
    api_token: {V}
"##,
    ),
    (
        "agent-grep-output",
        Tok,
        r##"$ grep -rn "KEY" config/
config/app.env:7:MAPS_KEY={V}
config/app.env:8:MAPS_REGION=eu
"##,
    ),
    (
        "agent-printenv-single",
        Tok,
        r##"$ printenv SEARCH_API_KEY
{V}
"##,
    ),
    (
        "agent-docker-inspect-env",
        Pw,
        r##"        "Env": [
            "POSTGRES_USER=app",
            "POSTGRES_PASSWORD={V}",
            "PGDATA=/var/lib/postgresql/data"
        ],
"##,
    ),
    (
        "agent-ps-aux-cmdline",
        Pw,
        r##"$ ps aux | grep backup
root  4412  0.3  0.1  12345  6789 ?  S  21:02  0:00 mysqldump -u backup --password={V} --all-databases
"##,
    ),
    (
        "agent-cat-htpasswd-note",
        Pw,
        r##"$ htpasswd -bc /etc/nginx/.htpasswd {U} {V}
Adding password for user {U}
"##,
    ),
    (
        "agent-rsync-password-env",
        Pw,
        r##"$ RSYNC_PASSWORD={V} rsync -av ./dist/ rsync://{U}@mirror.lan/www/
"##,
    ),
    (
        "agent-openvpn-auth-file",
        Pw,
        r##"$ cat /etc/openvpn/auth.txt
{U}
{V}
"##,
    ),
    (
        "agent-wifi-nmcli-show",
        Pw,
        r##"$ nmcli --show-secrets connection show Office | grep psk
802-11-wireless-security.psk:           {V}
"##,
    ),
    (
        "agent-wpa-supplicant-conf",
        Pw,
        r##"network={
    ssid="Kora-Office"
    psk="{V}"
}
"##,
    ),
    (
        "agent-tls-secret-yaml-key",
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
        "one-password-service-account-env",
        Fmt("1password service account token"),
        r##"OP_SERVICE_ACCOUNT_TOKEN={V}
"##,
    ),
    (
        "cloudflare-origin-ca-key-env",
        Fmt("cloudflare origin ca key"),
        r##"# cert-manager origin issuer
CF_ORIGIN_CA_KEY={V}
"##,
    ),
    (
        "sentry-cli-rc",
        Fmt("sentry org token"),
        r##"[auth]
token={V}

[defaults]
org=kora
"##,
    ),
    (
        "grafana-agent-river-password",
        Fmt("grafana cloud token"),
        r##"prometheus.remote_write "cloud" {
  endpoint {
    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"
    basic_auth {
      username = "1234567"
      password = "{V}"
    }
  }
}
"##,
    ),
    (
        "anthropic-sdk-client-literal",
        Fmt("anthropic api key"),
        r##"client = anthropic.Anthropic(api_key="{V}")
message = client.messages.create(model="claude-sonnet-4-5", max_tokens=1024, messages=msgs)
"##,
    ),
    (
        "openai-env-export-shell-history",
        Fmt("openai project key"),
        r##"  501  cd ~/src/kora-bot
  502  export OPENAI_API_KEY={V}
  503  python bot.py
"##,
    ),
    // Chat, tickets and mail in other languages
    (
        "chat-irish",
        Pw,
        r##"Aoife: An bhfuil pasfhocal an fhreastalaí agat?
Rónán: Tá. Pasfhocal: {V} — ná cuir sa wiki é.
"##,
    ),
    (
        "chat-faroese",
        Tok,
        r##"Rani: Her er lykilin til API'ið, goym hann trygt: {V}
Jógvan: Takk, eg skifti hann út í morgin.
"##,
    ),
    (
        "ticket-breton",
        Pw,
        r##"Tiket #4471 — Kevreadur ar servijer
Ger-tremen nevez evit an den {U}: {V}
Cheñchit anezhañ kentañ ma c'hallit.
"##,
    ),
    (
        "chat-occitan",
        Pw,
        r##"Oriana: Lo senhal del compte admin es {V}, cambiatz-lo aprèp la connexion.
"##,
    ),
    (
        "chat-west-frisian",
        Tok,
        r##"Wytse: Hjir is de kaai foar de betellings-API: {V}
Sjoukje: Tank! Ik set him yn de kluis.
"##,
    ),
    (
        "chat-yoruba",
        Pw,
        r##"Tunde: Ọ̀rọ̀ aṣínà fún database náà ni: {V}
Bisi: O ṣeun, mo ti rí i.
"##,
    ),
    (
        "chat-hausa",
        Tok,
        r##"Aminu: Ga maɓallin API ɗin sabis ɗin: {V}
Zainab: Na gode, zan ajiye shi a wuri mai tsaro.
"##,
    ),
    (
        "mail-somali",
        Pw,
        r##"Subject: Koontada cusub
Salaan {U},
Erayga sirta ah ee koontadaada cusub waa: {V}
Fadlan beddel marka ugu horreysa.
"##,
    ),
    (
        "chat-khmer",
        Pw,
        r##"សុខា៖ ពាក្យសម្ងាត់សម្រាប់ម៉ាស៊ីនមេគឺ {V}
ចាន់៖ អរគុណ!
"##,
    ),
    (
        "chat-sinhala",
        Tok,
        r##"නිමල්: API යතුර මෙන්න: {V}
කසුන්: ස්තූතියි, මම එය vault එකට දමන්නම්.
"##,
    ),
    (
        "chat-telugu",
        Pw,
        r##"లక్ష్మి: సర్వర్ పాస్‌వర్డ్: {V}
రవి: సరే, మార్చేస్తాను.
"##,
    ),
    (
        "ticket-kannada",
        Pw,
        r##"ಟಿಕೆಟ್ #2281: ಹೊಸ ಖಾತೆ
ಬಳಕೆದಾರ: {U}
ಪಾಸ್‌ವರ್ಡ್: {V}
"##,
    ),
    (
        "chat-malayalam",
        Tok,
        r##"അനിൽ: പുതിയ ടോക്കൺ ഇതാ: {V}
മീര: നന്ദി!
"##,
    ),
    (
        "chat-marathi",
        Pw,
        r##"प्रिया: डेटाबेसचा पासवर्ड {V} आहे, कोणालाही सांगू नकोस.
"##,
    ),
    (
        "chat-gujarati",
        Tok,
        r##"હેતલ: API કી: {V}
જય: આભાર, હું તેને રોટેટ કરીશ.
"##,
    ),
    (
        "chat-punjabi",
        Pw,
        r##"ਹਰਪ੍ਰੀਤ: ਸਰਵਰ ਦਾ ਪਾਸਵਰਡ ਹੈ {V}
ਗੁਰਮੀਤ: ਠੀਕ ਹੈ।
"##,
    ),
    (
        "chat-mongolian",
        Pw,
        r##"Бат-Эрдэнэ: Серверийн нууц үг: {V}
Сараа: Баярлалаа, солино.
"##,
    ),
    (
        "chat-uzbek",
        Tok,
        r##"Dilshod: Mana API kaliti: {V}
Nodira: Rahmat, uni seyfga saqlayman.
"##,
    ),
    (
        "chat-belarusian",
        Pw,
        r##"Алеся: Пароль ад сервера: {V}
Міхась: Дзякуй, змяню заўтра.
"##,
    ),
    (
        "chat-tatar",
        Pw,
        r##"Алсу: Серверның серсүзе: {V}
Рөстәм: Рәхмәт!
"##,
    ),
    (
        "chat-maori",
        Tok,
        r##"Aroha: Anei te kī API: {V}
Wiremu: Kia ora, ka penapena ahau ki te pouaka haumaru.
"##,
    ),
    (
        "chat-quechua",
        Pw,
        r##"Kusi: Servidorpa pakasqa siminqa kaymi: {V}
Inti: Sulpayki.
"##,
    ),
    (
        "chat-pashto",
        Pw,
        r##"احمد: د سرور پټنوم دا دی: {V}
کریم: مننه.
"##,
    ),
    (
        "chat-kurdish-kurmanji",
        Tok,
        r##"Dilan: Ev mifteya API ye: {V}
Baran: Spas, ez ê wê biguherînim.
"##,
    ),
    (
        "chat-luxembourgish",
        Pw,
        r##"Claude: D'Passwuert fir de Server ass {V}, w.e.g. net weiderginn.
"##,
    ),
    (
        "chat-zulu",
        Tok,
        r##"Sipho: Nangu ukhiye we-API: {V}
Thandeka: Ngiyabonga!
"##,
    ),
];

/// (family, template) of the hard negatives: nothing in them is a secret. `{SHA1}` a commit id,
/// `{SHA7}` its short form, `{SHA256}` a digest, `{UUID}` a random UUID, `{U}` a user name,
/// `{B64HASH}` a base64 SHA-256, `{SRI}` an npm integrity string, `{SSHPUB}` an ed25519 public
/// key's body, `{CERT}` a certificate's base64 lines, `{DIGITS}` ten digits, `{HEX32}` an MD5.
const NEGATIVES: &[(&str, &str)] = &[
    (
        "helm-values-redis-auth-password",
        r##"redis:
  auth:
    enabled: true
    existingSecret: cache-redis
    existingSecretPasswordKey: redis-password
"##,
    ),
    (
        "helm-install-set-flag",
        r##"$ helm upgrade --install ledger ./charts/ledger -n ledger \
    --set image.tag=2.14.1 \
    --set secrets.apiKey="$LEDGER_API_KEY" \
    --set image.digest=sha256:{SHA256}
"##,
    ),
    (
        "kustomize-secret-generator-envs-file",
        r##"# overlays/prod/db.env.example
DB_HOST=db.internal
DB_USER=ledger
DB_PASSWORD=<set in the vault>
"##,
    ),
    (
        "argocd-cluster-secret-bearer",
        r##"stringData:
  name: edge-eu
  server: https://10.20.0.1:6443
  config: |
    {"execProviderConfig":{"command":"argocd-k8s-auth","args":["aws","--cluster-name","edge-eu"]},"tlsClientConfig":{"caData":"LS0tLS1CRUdJTi..."}}
"##,
    ),
    (
        "flux-git-https-credentials",
        r##"$ flux create source git infra \
    --url=https://gitlab.example.ie/platform/infra \
    --branch=main \
    --secret-ref=infra-auth
"##,
    ),
    (
        "sops-plaintext-before-encrypt",
        r##"stripe:
    webhook_secret: ENC[AES256_GCM,data:{B64HASH},iv:{B64HASH},tag:{B64HASH},type:str]
sops:
    lastmodified: "2026-12-07T20:11:03Z"
    mac: ENC[AES256_GCM,data:{B64HASH},type:str]
"##,
    ),
    (
        "pulumi-config-set-plaintext",
        r##"config:
  ledger:ciToken:
    secure: v1:{B64HASH}
  ledger:region: eu-west-1
"##,
    ),
    (
        "serverless-yml-environment",
        r##"provider:
  environment:
    SHIPPING_API_KEY: ${ssm:/parcels/prod/shipping-api-key}
    STAGE: ${sls:stage}
"##,
    ),
    (
        "sam-template-parameter-default",
        r##"Parameters:
  DbPassword:
    Type: AWS::SSM::Parameter::Value<String>
    Default: /kora/prod/db-password
    NoEcho: true
"##,
    ),
    (
        "vercel-env-local-file",
        r##"# Created by Vercel CLI
VERCEL_GIT_COMMIT_SHA="{SHA1}"
VERCEL_GIT_COMMIT_REF="main"
VERCEL_ENV="development"
"##,
    ),
    (
        "fly-toml-env-block",
        r##"[env]
  DATABASE_URL = "postgres://torshavn@torshavn-db.flycast:5432/torshavn"
  PORT = "8080"
# the password comes from `fly secrets set DATABASE_PASSWORD=...`
"##,
    ),
    (
        "railway-variables-table",
        r##"REDIS_URL=${{Redis.REDIS_URL}}
RAILWAY_DEPLOYMENT_ID={UUID}
RAILWAY_GIT_COMMIT_SHA={SHA1}
"##,
    ),
    (
        "heroku-config-output",
        r##"=== ibadan-shop Config Vars
DATABASE_URL:     (hidden: use heroku config:get)
HEROKU_SLUG_COMMIT: {SHA1}
WEB_CONCURRENCY:  2
"##,
    ),
    (
        "terraform-provider-block-inline",
        r##"provider "digitalocean" {
  token = var.do_token
}
variable "do_token" {
  sensitive = true
}
"##,
    ),
    (
        "terraform-plan-output-sensitive-leak",
        r##"  + resource "aws_db_instance" "main" {
      + engine              = "postgres"
      + password            = (sensitive value)
      + username            = "app"
    }
"##,
    ),
    (
        "terraform-state-json-attribute",
        r##"          "attributes": {
            "id": "{UUID}",
            "result": null,
            "keepers": { "rotation": "2026-12" },
            "bcrypt_hash": "$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy"
"##,
    ),
    (
        "ansible-vars-plain-before-vault",
        r##"mysql_root_user: root
mysql_root_password: "{{ vault_mysql_root_password }}"
mysql_bind_address: 0.0.0.0
"##,
    ),
    (
        "packer-hcl-variable-default",
        r##"variable "aws_secret_key" {
  default   = env("AWS_SECRET_ACCESS_KEY")
  sensitive = true
}
"##,
    ),
    (
        "docker-compose-environment-list",
        r##"    environment:
      - KC_DB=postgres
      - KC_BOOTSTRAP_ADMIN_PASSWORD=${KC_ADMIN_PASSWORD:?set it in .env}
"##,
    ),
    (
        "k8s-secret-stringdata-token",
        r##"apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
spec:
  data:
    - secretKey: LD_SDK_KEY
      remoteRef: { key: flags/launchdarkly, property: sdk_key }
"##,
    ),
    (
        "k8s-deployment-env-value",
        r##"          - name: SEARCH_ADMIN_KEY
            valueFrom:
              secretKeyRef: { name: search, key: admin-key }
        image: registry.lan/api@sha256:{SHA256}
"##,
    ),
    (
        "kubeconfig-user-token",
        r##"users:
- name: {U}@edge
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: kubelogin
"##,
    ),
    (
        "cloud-init-user-data-password",
        r##"users:
  - name: {U}
    lock_passwd: true
    ssh_authorized_keys:
      - ssh-ed25519 {SSHPUB} {U}@laptop
"##,
    ),
    (
        "systemd-unit-environment",
        r##"[Service]
User=ingest
EnvironmentFile=/etc/ingest/env
LoadCredential=token:/etc/credstore/ingest-token
ExecStart=/usr/local/bin/ingest --listen :9400
"##,
    ),
    (
        "nginx-proxy-set-header-bearer",
        r##"location /api/ {
    proxy_pass https://upstream.partner.example;
    proxy_set_header Authorization $http_authorization;
    proxy_set_header X-Request-Id $request_id;
}
"##,
    ),
    (
        "github-actions-env-inline",
        r##"      - name: Publish
        run: cargo publish --locked
        env:
          CARGO_REGISTRY_TOKEN: ${{ secrets.CARGO_REGISTRY_TOKEN }}
      - uses: actions/checkout@{SHA1}
"##,
    ),
    (
        "gitlab-ci-variables-inline",
        r##"variables:
  SONAR_HOST_URL: https://sonar.example.ie
  SONAR_TOKEN: $SONAR_TOKEN
  GIT_DEPTH: "0"
"##,
    ),
    (
        "azure-pipelines-variables",
        r##"variables:
  - group: azdo-credentials
steps:
  - script: echo "$(AZDO_PAT)" | az devops login
    env: { AZDO_PAT: $(AZDO_PAT) }
"##,
    ),
    (
        "jenkins-pipeline-withenv",
        r##"withCredentials([string(credentialsId: 'octopus-api-key', variable: 'OCTOPUS_API_KEY')]) {
  sh 'octo create-release --project Web --apiKey "$OCTOPUS_API_KEY"'
}
"##,
    ),
    (
        "ci-log-set-x-trace",
        r##"+ echo ':rubygems_api_key: ***'
+ chmod 0600 /root/.gem/credentials
+ gem push pkg/kora-1.4.0.gem
Successfully registered gem: kora (1.4.0)
"##,
    ),
    (
        "spring-application-yml-datasource",
        r##"spring:
  datasource:
    url: jdbc:postgresql://db:5432/orders
    username: orders
    password: ${DB_PASSWORD:}
"##,
    ),
    (
        "spring-oauth2-client-secret",
        r##"spring.security.oauth2.client.registration.azure.client-id={UUID}
spring.security.oauth2.client.registration.azure.client-secret=${AZURE_CLIENT_SECRET}
"##,
    ),
    (
        "rails-credentials-show",
        r##"$ bin/rails credentials:edit
Adding config/master.key to store the encryption key: (not shown)
Save this in a password manager your team can access.
File encrypted and saved.
"##,
    ),
    (
        "django-settings-secret-key",
        r##"SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = os.environ.get("DEBUG") == "1"
"##,
    ),
    (
        "django-settings-databases",
        r##"        "USER": "atlas",
        "PASSWORD": env("DATABASE_PASSWORD"),
        "HOST": "127.0.0.1",
"##,
    ),
    (
        "laravel-dotenv-mail-password",
        r##"MAIL_MAILER=smtp
MAIL_USERNAME=null
MAIL_PASSWORD=null
MAIL_ENCRYPTION=null
"##,
    ),
    (
        "aspnet-appsettings-connection-string",
        r##"{
  "ConnectionStrings": {
    "Default": "Server=sql.lan,1433;Database=Rota;Integrated Security=True;TrustServerCertificate=True"
  }
}
"##,
    ),
    (
        "dotnet-user-secrets-list",
        r##"$ dotnet user-secrets list
No secrets configured for this application.
$ dotnet user-secrets init
Set UserSecretsId to '{UUID}' for MSBuild project '/src/Rota/Rota.csproj'.
"##,
    ),
    (
        "quarkus-application-properties",
        r##"quarkus.datasource.username=inventory
quarkus.datasource.password=${DB_PASSWORD}
quarkus.datasource.jdbc.url=jdbc:postgresql://localhost:5432/inventory
"##,
    ),
    (
        "phoenix-runtime-exs",
        r##"  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise """
      environment variable SECRET_KEY_BASE is missing.
      You can generate one by calling: mix phx.gen.secret
      """
"##,
    ),
    (
        "express-session-secret",
        r##"app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  cookie: { secure: true, maxAge: 86400000 },
}));
"##,
    ),
    (
        "wordpress-wp-config-define",
        r##"define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'AUTH_KEY',         'put your unique phrase here' );
"##,
    ),
    (
        "google-services-json-api-key",
        r##"{
  "project_info": { "project_number": "{DIGITS}", "project_id": "kora-mobile" },
  "client": [{ "client_info": { "mobilesdk_app_id": "1:{DIGITS}:android:{HEX32}" } }]
}
"##,
    ),
    (
        "android-local-properties",
        r##"sdk.dir=/Users/{U}/Library/Android/sdk
RELEASE_STORE_FILE=../keys/release.jks
# RELEASE_STORE_PASSWORD comes from the CI keychain
"##,
    ),
    (
        "fastlane-matchfile-env",
        r##"git_url("git@github.com:kora/certificates.git")
storage_mode("git")
type("appstore")
# MATCH_PASSWORD is read from the keychain
"##,
    ),
    (
        "psql-conninfo-uri",
        r##"$ psql "host=pg.lan dbname=warehouse user=reporting sslmode=require" -c '\conninfo'
You are connected to database "warehouse" as user "reporting" on host "pg.lan" at port "5432".
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
"##,
    ),
    (
        "redis-cli-config-get-requirepass",
        r##"127.0.0.1:6379> CONFIG GET requirepass
1) "requirepass"
2) ""
127.0.0.1:6379> ACL WHOAMI
"default"
"##,
    ),
    (
        "mysql-show-grants-identified",
        r##"mysql> SHOW GRANTS FOR 'etl'@'10.0.%';
| GRANT SELECT, INSERT ON `warehouse`.* TO `etl`@`10.0.%` |
mysql> SELECT authentication_string FROM mysql.user WHERE user='etl';
| $A$005${HEX32} |
"##,
    ),
    (
        "postgres-alter-role-password",
        r##"warehouse=# \password reporting
Enter new password for user "reporting":
Enter it again:
warehouse=# SELECT rolname, rolpassword FROM pg_authid WHERE rolname='reporting';
 reporting | SCRAM-SHA-256$4096:{B64HASH}${B64HASH}:{B64HASH}
"##,
    ),
    (
        "mongosh-connection-uri",
        r##"$ mongosh "mongodb+srv://cluster0.ab1cd.mongodb.net/shop" --apiVersion 1 --username {U}
Enter password: ****************
Current Mongosh Log ID: 6745c1e2f1a2b3c4d5e6f708
"##,
    ),
    (
        "elasticsearch-api-key-header",
        r##"{
  "id": "VuaCfGcBCdbkQm-e5aOx",
  "name": "ingest-key",
  "expiration": 1767225600000,
  "api_key": "(returned once; stored in the vault)"
}
"##,
    ),
    (
        "kafka-client-properties-scram",
        r##"security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${KAFKA_USER}" password="${KAFKA_PASSWORD}";
"##,
    ),
    (
        "rabbitmq-amqp-url-env",
        r##"CELERY_BROKER_URL=amqps://celery@mq.lan:5671/prod
CELERY_RESULT_BACKEND=rpc://
CELERY_TASK_ID={UUID}
"##,
    ),
    (
        "slack-webhook-curl",
        r##"$ curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy {SHA7} ok"}' "$SLACK_WEBHOOK_URL"
ok
"##,
    ),
    (
        "github-webhook-hook-config",
        r##"{
  "type": "Repository",
  "id": {DIGITS},
  "config": { "content_type": "json", "insecure_ssl": "0", "secret": "********", "url": "https://ci.lan/hook" }
}
"##,
    ),
    (
        "telegram-bot-api-url",
        r##"$ curl "https://api.telegram.org/bot<TOKEN>/getUpdates"
{"ok":false,"error_code":404,"description":"Not Found"}
"##,
    ),
    (
        "smtp-auth-login-session",
        r##"S: 220 smtp.lan ESMTP Postfix
C: EHLO build.lan
S: 250-AUTH PLAIN LOGIN
S: 250 SIZE 52428800
C: QUIT
S: 221 2.0.0 Bye
"##,
    ),
    (
        "git-remote-v-token-url",
        r##"$ git remote -v
origin	git@github.com:kora/app.git (fetch)
origin	git@github.com:kora/app.git (push)
$ git rev-parse HEAD
{SHA1}
"##,
    ),
    (
        "git-diff-adds-env-line",
        r##"diff --git a/.env.example b/.env.example
index {SHA7}..{SHA7} 100644
--- a/.env.example
+++ b/.env.example
@@ -3,3 +3,4 @@ APP_URL=https://kora.ie
+SEARCH_KEY=your-search-key-here
"##,
    ),
    (
        "git-diff-adds-pem-lines",
        r##"diff --git a/deploy/ca.pem b/deploy/ca.pem
new file mode 100644
--- /dev/null
+++ b/deploy/ca.pem
@@ -0,0 +1,12 @@
+-----BEGIN CERTIFICATE-----
+{CERT}
+-----END CERTIFICATE-----
"##,
    ),
    (
        "npmrc-auth-token-line",
        r##"registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
"##,
    ),
    (
        "npm-verbose-log-auth-header",
        r##"npm http fetch GET 200 https://registry.npmjs.org/left-pad 41ms (cache revalidated)
npm verb reify "integrity": "{SRI}"
npm verb exit 0
"##,
    ),
    (
        "pip-conf-index-url",
        r##"[global]
index-url = https://pypi.kora.lan/simple/
keyring-provider = subprocess
"##,
    ),
    (
        "pypirc-password",
        r##"[pypi]
username = __token__
password = pypi-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
"##,
    ),
    (
        "maven-settings-xml-server",
        r##"<server>
  <id>kora-releases</id>
  <username>${env.MAVEN_USER}</username>
  <password>${env.MAVEN_PASSWORD}</password>
</server>
"##,
    ),
    (
        "docker-config-json-auth",
        r##"{
  "auths": { "registry.kora.lan": {} },
  "credsStore": "desktop",
  "currentContext": "default"
}
"##,
    ),
    (
        "ipynb-code-cell-source",
        r##"   "source": [
    "import os\n",
    "API_KEY = os.environ[\"API_KEY\"]\n",
    "print(hashlib.sha256(API_KEY.encode()).hexdigest()[:8])"
   ]
"##,
    ),
    (
        "markdown-table-credentials",
        r##"| Service  | User     | Password          |
|----------|----------|-------------------|
| Grafana  | admin    | see 1Password     |
| Kibana   | elastic  | `$ELASTIC_PASSWORD` |
"##,
    ),
    (
        "html-form-hidden-input",
        r##"<form method="post" action="/checkout">
  <input type="hidden" name="csrf_token" value="{HEX32}">
  <input type="hidden" name="order_id" value="{UUID}">
</form>
"##,
    ),
    (
        "html-page-source-inline-script",
        r##"<script src="/static/app.{HEX32}.js" integrity="{SRI}" crossorigin="anonymous"></script>
<link rel="stylesheet" href="/static/app.{SHA7}.css">
"##,
    ),
    (
        "ldif-userpassword-plain",
        r##"dn: uid={U},ou=people,dc=kora,dc=ie
objectClass: inetOrgPerson
uid: {U}
userPassword: {SSHA}{B64HASH}
"##,
    ),
    (
        "crontab-line-env",
        r##"*/15 * * * * . /etc/feeds/env && /opt/feeds/pull.sh >> /var/log/feeds.log 2>&1
0 3 * * * /usr/bin/certbot renew --quiet
"##,
    ),
    (
        "dockerfile-arg-default",
        r##"FROM python:3.11-slim@sha256:{SHA256}
RUN --mount=type=secret,id=hf_token HF_TOKEN=$(cat /run/secrets/hf_token) huggingface-cli download org/model
"##,
    ),
    (
        "vault-kv-get-output",
        r##"$ vault kv metadata get secret/billing/db
======= Metadata =======
created_time       2026-12-01T09:12:44.112Z
current_version    4
request_id         {UUID}
"##,
    ),
    (
        "aws-credentials-file",
        r##"[ci]
credential_process = /usr/local/bin/aws-vault exec ci --json
region = eu-west-1
[docs-example]
aws_secret_access_key = wJalrXUtnFI/K7MDENG/bPxRfiCYEXAMPLEKEY
"##,
    ),
    (
        "gcp-service-account-json",
        r##"{
  "type": "external_account",
  "audience": "//iam.googleapis.com/projects/{DIGITS}/locations/global/workloadIdentityPools/gh/providers/gh",
  "credential_source": { "file": "/var/run/secrets/token" }
}
"##,
    ),
    (
        "http-request-authorization-bearer",
        r##"GET /v1/orders?limit=20 HTTP/1.1
Host: api.kora.ie
Authorization: Bearer <redacted>
X-Request-Id: {UUID}
"##,
    ),
    (
        "ssh-private-key-cat",
        r##"$ cat ~/.ssh/id_deploy.pub
ssh-ed25519 {SSHPUB} deploy@kora
$ ssh-keygen -lf ~/.ssh/id_deploy.pub
256 SHA256:{B64HASH} deploy@kora (ED25519)
"##,
    ),
    (
        "agent-env-dump",
        r##"$ env | sort
GIT_COMMIT={SHA1}
HOME=/home/{U}
HOSTNAME={HEX32}
INVOCATION_ID={UUID}
"##,
    ),
    (
        "agent-docker-inspect-env",
        r##"        "Env": [
            "POSTGRES_USER=app",
            "POSTGRES_PASSWORD_FILE=/run/secrets/pg_password",
        ],
        "Image": "sha256:{SHA256}",
"##,
    ),
    (
        "chat-irish",
        r##"Aoife: An bhfuil pasfhocal an fhreastalaí agat?
Rónán: Tá sé sa chófra, faoi "prod/freastalaí". Ná cuir sa chomhrá é.
"##,
    ),
    (
        "chat-sinhala",
        r##"නිමල්: commit {SHA7} එකේ API යතුර ඉවත් කළා.
කසුන්: හරි, vault එකෙන් ගන්න.
"##,
    ),
    (
        "chat-mongolian",
        r##"Бат-Эрдэнэ: Нууц үгийг vault-д хадгалсан, "prod/db" замаар ав.
Сараа: Баярлалаа.
"##,
    ),
];

/// Every labelled case of set u, `PER_CONTEXT` per context.
pub fn cases() -> Vec<Case> {
    let mut rng = Rng::new(SEED);
    let mut out = Vec::with_capacity(CONTEXTS.len() * PER_CONTEXT);
    for &(family, slot, template) in CONTEXTS {
        for i in 0..PER_CONTEXT {
            let (kind, value) = value(&mut rng, slot, i);
            let user = *rng.one(USERS);
            let key_id = format!("AKIA{}", rng.take(UPNUM, 16));
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
        0x30, 0x82, 0x02, 0x1a, 0x30, 0x82, 0x01, 0xc0, 0xa0, 0x03, 0x02, 0x01, 0x02, 0x02, 0x10,
    ];
    der.extend(rng.raw(240));
    let body = b64(&der, false);
    body.as_bytes()
        .chunks(64)
        .map(|c| std::str::from_utf8(c).unwrap_or_default())
        .collect::<Vec<_>>()
        .join(join)
}

/// Every hard negative of set u, `NEG_PER` renderings of each template: (family, text). A
/// finding anywhere in one is a false one.
pub fn negatives() -> Vec<(&'static str, String)> {
    let mut rng = Rng::new(SEED ^ 0x4E65_6761_7469_7665);
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

/// A clean source: its name, the pyenv Python it reads (the newest installed version of that
/// minor release), the directory it reads below that version, the file endings it takes, the
/// path parts it leaves out and its cap in bytes.
struct Source {
    name: &'static str,
    python: &'static str,
    dir: &'static str,
    ends: &'static [&'static str],
    skip: &'static [&'static str],
    cap: usize,
}

/// Set u's clean sources, none named by sets a-t's records or read by the tuning: two Pythons
/// that pyenv installed and no earlier set read (set e took its Python 2.7, set l its own tree
/// but not `versions`, the tuning reads the newest Python).
fn sources() -> Vec<Source> {
    vec![
        Source {
            // Python 3.6's standard library, its tests and installed packages left out.
            name: "pyenv_python36_stdlib",
            python: "3.6.",
            dir: "lib/python3.6",
            ends: &[".py"],
            skip: &["/test/", "/tests/", "/site-packages/", "/idle_test/"],
            cap: 2 << 20,
        },
        Source {
            // Python 3.9's own test package (set m took Debian's Python 3.11 tests).
            name: "pyenv_python39_test_package",
            python: "3.9.",
            dir: "lib/python3.9/test",
            ends: &[".py", ".txt", ".cfg", ".xml", ".json"],
            skip: &["/site-packages/"],
            cap: 3 << 19,
        },
    ]
}

/// The newest version under pyenv's `versions` whose name starts with `minor` (as `3.6.`).
fn pyenv_version(minor: &str) -> PathBuf {
    let root = PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".pyenv/versions");
    let mut found: Vec<PathBuf> = std::fs::read_dir(&root)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(minor))
        })
        .collect();
    found.sort();
    found.pop().unwrap_or_default()
}

/// Every file under `dir`, recursively, in path order (symbolic links not followed).
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        match e.file_type() {
            Ok(t) if t.is_dir() => walk(&p, out),
            Ok(t) if t.is_file() => out.push(p),
            _ => {}
        }
    }
}

/// Every clean source of set u: its name, its text (files in path order, those with a NUL byte
/// or not UTF-8 skipped, each cut to `FILE_CAP`, until the source's cap) and the files taken.
pub fn clean() -> Vec<(&'static str, String, usize)> {
    sources()
        .into_iter()
        .map(|src| {
            let mut files = Vec::new();
            walk(&pyenv_version(src.python).join(src.dir), &mut files);
            files.sort();
            let mut text = String::new();
            let mut taken = 0;
            for f in files {
                if text.len() >= src.cap {
                    break;
                }
                let name = f.to_string_lossy();
                if !src.ends.iter().any(|e| name.ends_with(e))
                    || src.skip.iter().any(|s| name.contains(s))
                {
                    continue;
                }
                let Ok(bytes) = std::fs::read(&f) else {
                    continue;
                };
                if bytes.contains(&0) {
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
            "random alphanumeric",
            "random lower base32",
            "jwt",
            "http basic",
            "smtp auth login",
            "split token",
            "aws secret access key",
            "openssh ed25519",
            "pem pkcs8 rsa 2048",
            "pem sec1 p384",
            "pem pkcs8 x25519",
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
        assert_eq!(b64(b"any carnal pleas", false), "YW55IGNhcm5hbCBwbGVhcw==");
        let mut z = Rng::new(0);
        assert_ne!(z.next(), z.next());
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let body = rng.take(AN, 30);
            assert_eq!(checksum62(&body), heldout::crc_base62(&body));
            assert!(jwt(&mut rng).starts_with("eyJ"));
        }
        let (_, k) = provider_named(&mut rng, "azure cosmos db key");
        assert!(k.len() == 88 && k.ends_with("=="), "{k}");
        let (_, k) = provider_named(&mut rng, "azure ad client secret");
        assert!(k.len() == 40 && &k[3..6] == "8Q~", "{k}");
        let (_, k) = provider_named(&mut rng, "github fine-grained pat");
        assert_eq!(k.len(), 93, "{k}");
        for _ in 0..8 {
            let (_, k) = pem(&mut rng, "\n");
            assert!(k.starts_with("-----BEGIN ") && k.ends_with("PRIVATE KEY-----"));
        }
        for i in 0..10 {
            let (_, p) = url_password(&mut rng, i);
            assert!(p.len() >= 8, "{p}");
        }
        let mut files = Vec::new();
        walk(Path::new("src"), &mut files);
        assert!(files.iter().any(|f| f.ends_with("heldout_u.rs")));
    }
}
