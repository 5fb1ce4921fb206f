//! The wide labelled corpus: synthetic secrets, each in one of more than a hundred realistic
//! contexts (configuration formats, sources in seven languages, logs, shell history, URLs in
//! every common scheme, MCP tool results, stack traces), placeholders and expressions that must
//! stay, and clean text read from third-party files on this machine (never committed).
//!
//! Secrets are generated here with their providers' formats and checksums; nothing is a real
//! secret. The corpus has two parts from disjoint seeds and disjoint templates: `Part::Tuning`,
//! which the rules and their checks were tuned on, and `Part::HeldOut`, once kept apart, whose
//! misses have since been shown while tuning: both are tuning text now. The held-out sets the
//! benchmark measures are in `bench/mask/src/heldout.rs`.
//! The test `tests/wide_corpus.rs` runs a small deterministic version and asserts the goals;
//! `bench/mask/run.sh` runs a large one and reports the held-out figures.

#![allow(dead_code, reason = "shared by the crate's test and the benchmark")]

use std::path::{Path, PathBuf};

/// Which part of the corpus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// Seen while tuning the rules.
    Tuning,
    /// Once kept apart; since seen while tuning (see the module's note).
    HeldOut,
}

/// A small xorshift generator: the corpus is a function of its seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    pub fn pick<'a, T>(&mut self, from: &'a [T]) -> &'a T {
        &from[self.below(from.len())]
    }
    pub fn chars(&mut self, alphabet: &[u8], n: usize) -> String {
        (0..n).map(|_| char::from(*self.pick(alphabet))).collect()
    }
    pub fn chars_in(&mut self, alphabet: &[u8], lo: usize, hi: usize) -> String {
        let n = self.range(lo, hi);
        self.chars(alphabet, n)
    }
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
}

const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URLSAFE: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const HEX: &[u8] = b"0123456789abcdef";
const DIGITS: &[u8] = b"0123456789";
const UPPER_NUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const B32: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// A provider token with its format (and checksum where the format has one).
pub fn provider_token(rng: &mut Rng) -> String {
    let crc = |prefix: &str, rng: &mut Rng| {
        let body = rng.chars(ALNUM, 30);
        format!(
            "{prefix}{body}{}",
            airlock_mask::crc32_base62(body.as_bytes())
        )
    };
    match rng.below(30) {
        0 => crc("ghp_", rng),
        1 => crc("gho_", rng),
        2 => crc("ghs_", rng),
        3 => crc("npm_", rng),
        4 => format!(
            "github_pat_{}_{}",
            rng.chars(ALNUM, 22),
            rng.chars(ALNUM, 59)
        ),
        5 => format!("glpat-{}", rng.chars(URLSAFE, 20)),
        6 => format!(
            "xoxb-{}-{}-{}",
            rng.chars(DIGITS, 12),
            rng.chars(DIGITS, 13),
            rng.chars(ALNUM, 24)
        ),
        7 => format!("sk-ant-api03-{}AA", rng.chars(URLSAFE, 93)),
        8 => format!("sk-proj-{}", rng.chars(URLSAFE, 64)),
        9 => format!("AKIA{}", rng.chars(B32, 16)),
        10 => format!("AIza{}", rng.chars(URLSAFE, 35)),
        11 => format!("sk_live_{}", rng.chars(ALNUM, 24)),
        12 => format!("rk_test_{}", rng.chars(ALNUM, 24)),
        13 => format!("whsec_{}", rng.chars(ALNUM, 32)),
        14 => format!("hf_{}", rng.chars(LETTERS, 34)),
        15 => format!("SG.{}.{}", rng.chars(URLSAFE, 22), rng.chars(URLSAFE, 43)),
        16 => format!("SK{}", rng.chars(HEX, 32)),
        17 => format!("dop_v1_{}", rng.chars(HEX, 64)),
        18 => format!("shpat_{}", rng.chars(HEX, 32)),
        19 => format!("hvs.{}", rng.chars(URLSAFE, 90)),
        20 => format!("glsa_{}_{}", rng.chars(ALNUM, 32), rng.chars(HEX, 8)),
        21 => format!("lin_api_{}", rng.chars(ALNUM, 40)),
        22 => format!("dapi{}", rng.chars(HEX, 32)),
        23 => format!("PMAK-{}-{}", rng.chars(HEX, 24), rng.chars(HEX, 34)),
        24 => format!("pypi-AgEIcHlwaS5vcmc{}", rng.chars(URLSAFE, 70)),
        25 => format!("ya29.{}", rng.chars(URLSAFE, 80)),
        26 => format!("GOCSPX-{}", rng.chars(URLSAFE, 28)),
        27 => format!(
            "xapp-1-A{}-{}-{}",
            rng.chars(UPPER_NUM, 10),
            rng.chars(DIGITS, 13),
            rng.chars(HEX, 64)
        ),
        28 => jwt(rng),
        _ => format!("NRAK-{}", rng.chars(UPPER_NUM, 27)),
    }
}

/// A JWT whose header decodes to `{"alg":"HS256","typ":"JWT"}` or `{"alg":"RS256"...}`.
pub fn jwt(rng: &mut Rng) -> String {
    let header = *rng.pick(&[
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
        "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9",
        "eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9",
    ]);
    format!(
        "{header}.eyJ{}.{}",
        rng.chars(URLSAFE, 60),
        rng.chars(URLSAFE, 43)
    )
}

/// A random key with no provider prefix (an internal service's key, a session secret).
pub fn generic_key(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => rng.chars(ALNUM, 32),
        1 => rng.chars(HEX, 40),
        2 => format!("{}==", rng.chars(B64, 30)),
        _ => format!("{}-{}", rng.chars(ALNUM, 12), rng.chars(ALNUM, 16)),
    }
}

/// A password people choose: words, digits, a symbol. Low entropy, yet a secret.
pub fn password(rng: &mut Rng) -> String {
    const WORDS: &[&str] = &[
        "hunter", "dragon", "sunshine", "monkey", "shadow", "winter", "summer", "orange", "falcon",
        "tiger", "purple", "rocket", "silver", "coffee", "banana", "maple", "harbor", "violet",
        "cobalt", "meadow",
    ];
    let w = *rng.pick(WORDS);
    let v = *rng.pick(WORDS);
    let nd = 1 + rng.below(4);
    let d = rng.chars(DIGITS, nd);
    match rng.below(6) {
        0 => format!("{w}{d}{w}{d}"),
        1 => format!("{}{}{d}!", w[..1].to_ascii_uppercase(), &w[1..]),
        2 => format!("{w}_{v}{d}"),
        3 => format!("{w}{d}{v}"),
        4 => format!("{w}.{v}.{d}"),
        _ => format!("{}{v}{d}#", w.to_ascii_uppercase()),
    }
}

/// An unencrypted private key block, lines joined with `nl` (a newline, or `\n` inside JSON).
pub fn pem(rng: &mut Rng, nl: &str) -> String {
    let kind = *rng.pick(&[
        "RSA PRIVATE KEY",
        "PRIVATE KEY",
        "EC PRIVATE KEY",
        "OPENSSH PRIVATE KEY",
    ]);
    let lines: Vec<String> = (0..4).map(|_| rng.chars(B64, 64)).collect();
    format!(
        "-----BEGIN {kind}-----{nl}{}{nl}-----END {kind}-----",
        lines.join(nl)
    )
}

/// What kind of value a template takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// `{V}` after a secret-named key `{K}`: a provider token, a random key or a password.
    Keyed,
    /// `{V}` with no key: a provider token.
    Bare,
    /// `{V}` is the password of a URL (`{U}` its user).
    Url,
    /// `{V}` is a private key block; `{N}` says how lines are joined.
    Pem,
    /// `{V}` is this many random bytes in padded base64 after a format's prefix (a storage
    /// account's key; a framework's application key, `base64:...`), with no provider's prefix.
    Base64(usize, &'static str),
}

/// One context: (family, slot, template). `{V}` is the secret, `{K}` a secret-named key in the
/// case the template shows, `{U}` a user name.
pub type Context = (&'static str, Slot, &'static str);

use Slot::{Bare, Base64, Keyed, Pem, Url};

/// The contexts. Templates at an odd index belong to the held-out part.
pub const CONTEXTS: &[Context] = &[
    // YAML
    (
        "yaml",
        Keyed,
        "database:\n  host: db.internal\n  {k}: {V}\n  port: 5432\n",
    ),
    ("yaml", Keyed, "env:\n  - name: {K}\n    value: \"{V}\"\n"),
    ("yaml", Keyed, "{k}: '{V}'\n"),
    (
        "yaml",
        Keyed,
        "services:\n  api:\n    {k}: \"{V}\" # rotated monthly\n",
    ),
    ("yaml", Bare, "steps:\n  - run: ./deploy.sh --key {V}\n"),
    (
        "yaml",
        Url,
        "spring:\n  datasource:\n    url: jdbc:postgresql://{U}:{V}@db.prod.internal:5432/app\n",
    ),
    ("yaml", Pem, "tls:\n  key: |\n    {V}\n"),
    // TOML
    ("toml", Keyed, "[database]\n{k} = \"{V}\"\n"),
    ("toml", Keyed, "[registries.internal]\n{k} = '{V}'\n"),
    (
        "toml",
        Keyed,
        "[default]\nregion = \"eu-west-1\"\n{k} = \"{V}\"\n",
    ),
    (
        "toml",
        Url,
        "[source]\nurl = \"https://{U}:{V}@git.corp.internal/repo.git\"\n",
    ),
    // .env and properties
    ("env", Keyed, "{K}={V}\n"),
    ("env", Keyed, "export {K}=\"{V}\"\n"),
    ("env", Keyed, "{K}='{V}'\n"),
    ("env", Keyed, "NODE_ENV=production\n{K}={V}\nPORT=8080\n"),
    (
        "env",
        Url,
        "DATABASE_URL=postgres://{U}:{V}@db.internal:5432/app\n",
    ),
    (
        "env",
        Url,
        "REDIS_URL=redis://{U}:{V}@cache.internal:6379/0\n",
    ),
    ("properties", Keyed, "spring.datasource.{k}={V}\n"),
    ("properties", Keyed, "app.{k} = {V}\n"),
    ("ini", Keyed, "[client]\nuser = app\n{k} = {V}\n"),
    ("ini", Keyed, "[server]\n{k}={V}\n"),
    // Docker and compose
    ("docker", Keyed, "FROM node:20\nENV {K}={V}\nRUN npm ci\n"),
    ("docker", Keyed, "ARG {K}={V}\n"),
    ("docker", Keyed, "ENV {K} {V}\n"),
    (
        "docker",
        Bare,
        "RUN curl -fsSL -H \"PRIVATE-TOKEN: {V}\" https://gitlab.internal/api/v4/projects\n",
    ),
    (
        "compose",
        Keyed,
        "services:\n  db:\n    environment:\n      - {K}={V}\n",
    ),
    (
        "compose",
        Keyed,
        "services:\n  db:\n    environment:\n      {K}: \"{V}\"\n",
    ),
    ("compose", Keyed, "    environment:\n      {K}: {V}\n"),
    (
        "compose",
        Url,
        "    command: [\"--broker\", \"amqp://{U}:{V}@rabbit:5672/\"]\n",
    ),
    // Kubernetes
    (
        "k8s",
        Keyed,
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  {k}: {V}\n",
    ),
    (
        "k8s",
        Keyed,
        "        env:\n        - name: {K}\n          value: {V}\n",
    ),
    ("k8s", Keyed, "data:\n  {k}: \"{V}\"\n"),
    ("k8s", Keyed, "          args: [\"--{k}={V}\"]\n"),
    // XML, Maven, .NET
    (
        "xml",
        Keyed,
        "<settings><servers><server><id>nexus</id><username>deploy</username><{k}>{V}</{k}></server></servers></settings>\n",
    ),
    ("xml", Keyed, "  <add key=\"{K}\" value=\"{V}\" />\n"),
    ("xml", Keyed, "<property name=\"{k}\" value=\"{V}\"/>\n"),
    ("xml", Keyed, "<config>\n  <{k}>{V}</{k}>\n</config>\n"),
    ("xml", Keyed, "<entry key=\"{k}\">{V}</entry>\n"),
    (
        "xml",
        Url,
        "<url>https://{U}:{V}@repo.corp.internal/maven2</url>\n",
    ),
    (
        "xml",
        Keyed,
        "<connectionString>Server=db;User Id=app;{K}={V};</connectionString>\n",
    ),
    // JavaScript and TypeScript
    ("js", Keyed, "const {k} = \"{V}\";\n"),
    ("js", Keyed, "module.exports = { {k}: '{V}' };\n"),
    (
        "js",
        Keyed,
        "const client = new Client({ {k}: \"{V}\", timeout: 5000 });\n",
    ),
    ("js", Keyed, "headers['{K}'] = `{V}`;\n"),
    (
        "js",
        Bare,
        "fetch(url, { headers: { Authorization: `Bearer {V}` } });\n",
    ),
    ("ts", Keyed, "export const {K}: string = \"{V}\";\n"),
    (
        "ts",
        Keyed,
        "const config: Config = {\n  {k}: \"{V}\",\n};\n",
    ),
    ("ts", Keyed, "private readonly {k} = '{V}';\n"),
    (
        "ts",
        Url,
        "const uri = \"mongodb+srv://{U}:{V}@cluster0.abcde.mongodb.net/db\";\n",
    ),
    // Python
    ("python", Keyed, "{K} = \"{V}\"\n"),
    ("python", Keyed, "client = Client({k}=\"{V}\")\n"),
    (
        "python",
        Keyed,
        "settings = {\"{k}\": \"{V}\", \"debug\": False}\n",
    ),
    ("python", Keyed, "os.environ[\"{K}\"] = \"{V}\"\n"),
    ("python", Keyed, "    {k}='{V}',\n"),
    (
        "python",
        Url,
        "engine = create_engine(\"mysql+pymysql://{U}:{V}@db.internal/app\")\n",
    ),
    ("python", Bare, "openai.api_key = \"{V}\"\n"),
    // Go
    ("go", Keyed, "const {k} = \"{V}\"\n"),
    ("go", Keyed, "\t{k} := \"{V}\"\n"),
    ("go", Keyed, "cfg := Config{{K}: \"{V}\"}\n"),
    ("go", Keyed, "os.Setenv(\"{K}\", \"{V}\")\n"),
    (
        "go",
        Url,
        "db, err := sql.Open(\"postgres\", \"postgres://{U}:{V}@localhost/app?sslmode=disable\")\n",
    ),
    // Rust
    ("rust", Keyed, "const {K}: &str = \"{V}\";\n"),
    ("rust", Keyed, "let {k} = \"{V}\";\n"),
    ("rust", Keyed, "    .header(\"{K}\", \"{V}\")\n"),
    (
        "rust",
        Keyed,
        "Config { {k}: \"{V}\".into(), ..Default::default() }\n",
    ),
    ("rust", Bare, "let client = Client::new(\"{V}\");\n"),
    // Java and Kotlin
    (
        "java",
        Keyed,
        "private static final String {K} = \"{V}\";\n",
    ),
    ("java", Keyed, "props.setProperty(\"{k}\", \"{V}\");\n"),
    ("java", Keyed, "    String {k} = \"{V}\";\n"),
    (
        "java",
        Url,
        "    DriverManager.getConnection(\"jdbc:mysql://{U}:{V}@db:3306/app\");\n",
    ),
    ("java", Keyed, "val {k} = \"{V}\"\n"),
    // JSON configs
    (
        "json",
        Keyed,
        "{\n  \"{k}\": \"{V}\",\n  \"region\": \"us-east-1\"\n}\n",
    ),
    ("json", Keyed, "{\"auth\":{\"{k}\":\"{V}\"}}\n"),
    ("json", Keyed, "    \"{K}\": \"{V}\"\n"),
    (
        "json",
        Keyed,
        "{\"mcpServers\":{\"gh\":{\"command\":\"npx\",\"env\":{\"{K}\":\"{V}\"}}}}\n",
    ),
    ("json", Bare, "{\"id\": 7, \"value\": \"{V}\"}\n"),
    (
        "json",
        Url,
        "{\"url\": \"https://{U}:{V}@registry.corp.internal/\"}\n",
    ),
    // JSON logs
    (
        "jsonlog",
        Keyed,
        "{\"level\":\"debug\",\"msg\":\"request\",\"{k}\":\"{V}\",\"ts\":1767225600}\n",
    ),
    (
        "jsonlog",
        Bare,
        "{\"level\":\"info\",\"msg\":\"upload done with {V}\",\"ts\":1767225600}\n",
    ),
    (
        "jsonlog",
        Keyed,
        "{\"level\":\"error\",\"err\":\"auth failed\",\"headers\":{\"{K}\":\"{V}\"}}\n",
    ),
    (
        "jsonlog",
        Url,
        "{\"level\":\"warn\",\"msg\":\"retrying amqps://{U}:{V}@mq.internal:5671/\"}\n",
    ),
    // text logs
    (
        "textlog",
        Keyed,
        "2026-01-01T00:00:00Z DEBUG config loaded {k}={V} region=eu\n",
    ),
    (
        "textlog",
        Bare,
        "2026-01-01 00:00:00,123 INFO worker: using {V} for upload\n",
    ),
    (
        "textlog",
        Keyed,
        "Jan  1 00:00:00 host app[123]: {K}: {V}\n",
    ),
    (
        "textlog",
        Bare,
        "[2026-01-01 00:00:00] production.ERROR: token rejected: {V}\n",
    ),
    (
        "textlog",
        Url,
        "WARN connecting to ftp://{U}:{V}@files.internal/upload failed\n",
    ),
    // shell history
    ("shell", Keyed, "export {K}={V}\n"),
    ("shell", Keyed, "  512  {K}={V} ./run.sh\n"),
    ("shell", Bare, "gh auth login --with-token <<< {V}\n"),
    ("shell", Keyed, "docker run -e {K}={V} app:latest\n"),
    ("shell", Keyed, "mysql -u root --{k}={V} app\n"),
    (
        "shell",
        Url,
        "git clone https://{U}:{V}@github.com/corp/private.git\n",
    ),
    (
        "shell",
        Bare,
        "echo {V} | docker login ghcr.io -u bot --password-stdin\n",
    ),
    // curl
    (
        "curl",
        Bare,
        "curl -H 'Authorization: Bearer {V}' https://api.example.invalid/v1/me\n",
    ),
    (
        "curl",
        Keyed,
        "curl -H \"{K}: {V}\" https://api.example.invalid/v1\n",
    ),
    (
        "curl",
        Url,
        "curl -u {U}:{V} https://api.example.invalid/ -X GET\n",
    ),
    (
        "curl",
        Keyed,
        "curl \"https://api.example.invalid/v1/items?{k}={V}&limit=10\"\n",
    ),
    (
        "curl",
        Url,
        "curl https://{U}:{V}@api.example.invalid/v2/\n",
    ),
    (
        "curl",
        Bare,
        "curl -X POST https://api.example.invalid/hook --data '{\"key\":\"{V}\"}'\n",
    ),
    // URLs in every scheme
    ("url", Url, "postgresql://{U}:{V}@pg.internal:5432/db\n"),
    ("url", Url, "mysql://{U}:{V}@mysql.internal:3306/app\n"),
    (
        "url",
        Url,
        "mongodb://{U}:{V}@mongo-0.internal,mongo-1.internal:27017/app?replicaSet=rs0\n",
    ),
    ("url", Url, "redis://:{V}@redis.internal:6379\n"),
    ("url", Url, "rediss://default:{V}@cache.internal:6380\n"),
    ("url", Url, "amqp://{U}:{V}@rabbit.internal:5672/vhost\n"),
    ("url", Url, "smtp://{U}:{V}@smtp.mail.internal:587\n"),
    ("url", Url, "sftp://{U}:{V}@files.internal:22/upload\n"),
    ("url", Url, "ldaps://{U}:{V}@ldap.internal:636/dc=corp\n"),
    ("url", Url, "https://{U}:{V}@[2001:db8::1]:8443/api\n"),
    ("url", Url, "git+ssh://{U}:{V}@git.internal/repo.git\n"),
    ("url", Url, "s3://{U}:{V}@minio.internal:9000/bucket\n"),
    ("url", Url, "nats://{U}:{V}@nats.internal:4222\n"),
    ("url", Url, "HTTP://{U}:{V}@proxy.internal:3128\n"),
    ("url", Url, "kafka+ssl://{U}:{V}@broker.internal:9093\n"),
    (
        "url",
        Url,
        "clickhouse://{U}:{V}@ch.internal:9000/default\n",
    ),
    // MCP tool results (JSON-RPC, the text JSON-escaped inside)
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"{K}={V}\\nPORT=8080\\n\"}]}}\n",
    ),
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"{\\\"{k}\\\": \\\"{V}\\\"}\"}]}}\n",
    ),
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{\"structuredContent\":{\"{k}\":\"{V}\"},\"content\":[]}}\n",
    ),
    (
        "mcp",
        Bare,
        "{\"jsonrpc\":\"2.0\",\"id\":6,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"token: {V}\"}]}}\n",
    ),
    (
        "mcp",
        Url,
        "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"DATABASE_URL=postgres://{U}:{V}@db/app\"}]}}\n",
    ),
    (
        "mcp",
        Keyed,
        "{\"jsonrpc\":\"2.0\",\"id\":8,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"<{k}>{V}</{k}>\"}]}}\n",
    ),
    (
        "mcp",
        Pem,
        "{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"{V}\"}]}}\n",
    ),
    // stack traces
    (
        "stacktrace",
        Url,
        "Traceback (most recent call last):\n  File \"app.py\", line 12, in <module>\n    conn = connect(\"postgres://{U}:{V}@db/app\")\npsycopg2.OperationalError: could not connect\n",
    ),
    (
        "stacktrace",
        Keyed,
        "Exception in thread \"main\" java.lang.IllegalStateException: bad config {k}={V}\n\tat com.corp.App.main(App.java:42)\n",
    ),
    (
        "stacktrace",
        Bare,
        "thread 'main' panicked at src/main.rs:10:5:\nrequest failed with key {V}\nnote: run with `RUST_BACKTRACE=1`\n",
    ),
    (
        "stacktrace",
        Keyed,
        "Error: connect ECONNREFUSED\n    at Client.connect ({k}=\"{V}\") (node_modules/pg/lib/client.js:132:14)\n",
    ),
    (
        "stacktrace",
        Keyed,
        "panic: invalid {k}: \"{V}\"\n\ngoroutine 1 [running]:\nmain.main()\n\t/app/main.go:12 +0x1d\n",
    ),
    // PEM in files
    ("pem", Pem, "{V}\n"),
    ("pem", Pem, "key_pem = \"\"\"{V}\"\"\"\n"),
    // Calls whose name says credential: a user and its password as arguments.
    ("rust", Url, "    .basic_auth(\"{U}\", Some(\"{V}\"))\n"),
    (
        "java",
        Url,
        "        return new PasswordAuthentication(\"{U}\", \"{V}\".toCharArray());\n",
    ),
    (
        "python",
        Url,
        "r = requests.get(url, auth=(\"{U}\", \"{V}\"), timeout=5)\n",
    ),
    ("go", Url, "\treq.SetBasicAuth(\"{U}\", \"{V}\")\n"),
    (
        "csharp",
        Url,
        "client.Credentials = new NetworkCredential(\"{U}\", \"{V}\");\n",
    ),
    (
        "python",
        Url,
        "    server.login(\"{U}@corp.example\", \"{V}\")\n",
    ),
    // Literal fallbacks and defaults after a secret-named key.
    (
        "rust",
        Keyed,
        "let {k} = env::var(\"{K}\").unwrap_or(\"{V}\".to_string());\n",
    ),
    ("python", Keyed, "{k} = os.getenv(\"{K}\") or \"{V}\"\n"),
    (
        "java",
        Keyed,
        "val {k} = System.getenv(\"{K}\") ?: \"{V}\"\n",
    ),
    (
        "rust",
        Keyed,
        "    let {k} = std::env::var(\"{K}\").unwrap_or_else(|_| \"{V}\".into());\n",
    ),
    ("php", Keyed, "$secret = getenv('{K}') ?: '{V}';\n"),
    ("js", Keyed, "const {k} = isProd ? \"{V}\" : \"\";\n"),
    (
        "ts",
        Keyed,
        "const {k} = process.env.NODE_ENV === \"test\" ? undefined : \"{V}\";\n",
    ),
    // Data source names with no scheme, and passwords on a client's command line.
    (
        "go",
        Url,
        "\tdsn := \"{U}:{V}@tcp(127.0.0.1:3306)/app?charset=utf8mb4&parseTime=True\"\n",
    ),
    (
        "go",
        Url,
        "db, err := sql.Open(\"mysql\", \"{U}:{V}@tcp(db:3306)/app\")\n",
    ),
    (
        "shell",
        Url,
        "mysql -h db.internal -u {U} -p{V} app < dump.sql\n",
    ),
    ("shell", Url, "sshpass -p {V} ssh {U}@bastion.internal\n"),
    // HTTP authorization schemes and API key headers, and a query string's next parameter.
    (
        "curl",
        Url,
        "curl -H 'Authorization: Basic {V}' https://api.example.invalid/v1/me\n",
    ),
    (
        "curl",
        Bare,
        "curl -sS -H \"X-API-Key: {V}\" https://api.example.invalid/v1\n",
    ),
    (
        "java",
        Url,
        "String url = \"jdbc:mysql://db.internal:3306/app?user={U}&password={V}&useSSL=false\";\n",
    ),
    (
        "go",
        Bare,
        "\treq.Header.Set(\"Authorization\", \"token {V}\")\n",
    ),
    // Connection calls, constants with a lifetime, XML's character data, property lists, .netrc.
    (
        "java",
        Url,
        "Connection c = DriverManager.getConnection(\"jdbc:postgresql://db/app\", \"{U}\", \"{V}\");\n",
    ),
    (
        "php",
        Url,
        "$pdo = new PDO('mysql:host=db;dbname=app', '{U}', '{V}');\n",
    ),
    (
        "php",
        Url,
        "$link = mysqli_connect(\"db.internal\", \"{U}\", \"{V}\", \"app\");\n",
    ),
    ("rust", Keyed, "pub static {K}: &'static str = \"{V}\";\n"),
    ("xml", Keyed, "<{k}><![CDATA[{V}]]></{k}>\n"),
    (
        "xml",
        Keyed,
        "<dict>\n  <key>{k}</key>\n  <string>{V}</string>\n</dict>\n",
    ),
    (
        "shell",
        Url,
        "machine api.corp.internal login {U} password {V}\n",
    ),
    // A setting named for a service's key, with no keyword but `KEY`.
    ("env", Bare, "SENDGRID_KEY={V}\n"),
    ("yaml", Bare, "  MAPBOX_KEY: \"{V}\"\n"),
    ("js", Bare, "const OPENAI_KEY = '{V}';\n"),
    // Getters returning a literal, Java's orElse.
    (
        "java",
        Keyed,
        "    public String get{K}() { return \"{V}\"; }\n",
    ),
    (
        "java",
        Keyed,
        "String {k} = Optional.ofNullable(System.getenv(\"{K}\")).orElse(\"{V}\");\n",
    ),
    // SQL: a user's password after IDENTIFIED BY (quoted, bare in Oracle's upper case, after
    // an authentication plugin), T-SQL's N'...' literal, a role's PASSWORD in a client's -c.
    (
        "sql",
        Url,
        "CREATE USER '{U}'@'10.0.%' IDENTIFIED BY '{V}';\n",
    ),
    (
        "sql",
        Url,
        "ALTER USER {U} IDENTIFIED WITH caching_sha2_password BY '{V}';\n",
    ),
    (
        "sql",
        Url,
        "CREATE USER {U} IDENTIFIED BY {V} DEFAULT TABLESPACE users;\n",
    ),
    (
        "sql",
        Url,
        "GRANT SELECT ON reports.* TO '{U}'@'localhost' identified by \"{V}\";\n",
    ),
    (
        "sql",
        Url,
        "CREATE LOGIN {U} WITH PASSWORD = N'{V}', CHECK_POLICY = OFF;\n",
    ),
    (
        "sql",
        Url,
        "ALTER USER {U} IDENTIFIED BY {V}\n  ACCOUNT UNLOCK;\n",
    ),
    (
        "shell",
        Url,
        "psql -d postgres -c \"CREATE ROLE {U} LOGIN PASSWORD '{V}'\"\n",
    ),
    (
        "sql",
        Url,
        "-- rotated\nalter user {U} identified by \"{V}\" account unlock;\n",
    ),
    // A storage account's key (Azure: 64 bytes, 88 characters) and Laravel's APP_KEY
    // (`base64:` and 32 bytes), in connection strings and settings.
    (
        "csharp",
        Base64(64, ""),
        "var conn = \"DefaultEndpointsProtocol=https;AccountName=stacme;AccountKey={V};EndpointSuffix=core.windows.net\";\n",
    ),
    (
        "env",
        Base64(64, ""),
        "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=logs01;AccountKey={V}\"\n",
    ),
    (
        "json",
        Base64(64, ""),
        "{\"storage\": {\"accountName\": \"media\", \"accountKey\": \"{V}\"}}\n",
    ),
    (
        "python",
        Base64(64, ""),
        "svc = TableService(account_name=\"tbl\", account_key=\"{V}\")\n",
    ),
    ("toml", Base64(64, ""), "[azure]\naccount_key = \"{V}\"\n"),
    (
        "env",
        Base64(32, "base64:"),
        "APP_ENV=production\nAPP_KEY={V}\n",
    ),
    ("yaml", Base64(32, "base64:"), "  APP_KEY: \"{V}\"\n"),
    ("docker", Base64(32, "base64:"), "ENV APP_KEY={V}\n"),
    (
        "compose",
        Base64(32, "base64:"),
        "    environment:\n      - APP_KEY={V}\n",
    ),
    (
        "php",
        Base64(32, "base64:"),
        "    'key' => env('APP_KEY', '{V}'),\n",
    ),
    // A command line's option and its value after a blank; a mail login's password after an
    // empty identity.
    (
        "shell",
        Url,
        "mongo --host db.internal --username {U} --password {V} admin\n",
    ),
    ("shell", Keyed, "./deploy --{k} {V} --region eu-west-1\n"),
    (
        "shell",
        Url,
        "rabbitmqadmin --username={U} --password {V} list queues\n",
    ),
    // A password that closes a parenthesis in a log line.
    (
        "textlog",
        Url,
        "[2026-03-02 10:11:12] app.ERROR: sign-in refused (login: {U}, password: {V})\n",
    ),
    (
        "textlog",
        Url,
        "WARN retrying connect (host=db.internal user={U} password={V})\n",
    ),
    // A client's password quoted after -p.
    (
        "shell",
        Url,
        "mysqldump -u {U} -p'{V}' --single-transaction shop > shop.sql\n",
    ),
    (
        "shell",
        Url,
        "sshpass -p \"{V}\" scp backup.tar {U}@10.1.2.3:/srv\n",
    ),
    (
        "go",
        Url,
        "a := smtp.PlainAuth(\"\", \"{U}@mail.corp.internal\", \"{V}\", \"mail.corp.internal\")\n",
    ),
    (
        "shell",
        Url,
        "redis-cli -h cache.internal -p 6380 -a {V} --no-auth-warning INFO\n",
    ),
    (
        "shell",
        Url,
        "valkey-cli --tls -a '{V}' -n 2 KEYS 'sess:*'\n",
    ),
    (
        "shell",
        Url,
        "mysqldump -h db.internal -u{U} -p{V} --all-databases > all.sql\n",
    ),
    (
        "shell",
        Url,
        "mysqladmin --host=db.internal -p\"{V}\" status\n",
    ),
    (
        "shell",
        Url,
        "mongodump --host rs0/db1:27017 -u {U} -p {V} --authenticationDatabase admin\n",
    ),
    (
        "shell",
        Url,
        "ldapmodify -x -H ldaps://ldap.corp.internal -D cn={U},dc=corp -w '{V}' -f add.ldif\n",
    ),
    (
        "shell",
        Url,
        "smbclient //files.corp.internal/backup -U {U}%{V} -c 'ls'\n",
    ),
    (
        "shell",
        Url,
        "mosquitto_pub -h broker.internal -u {U} -P {V} -t alerts -m up\n",
    ),
    ("shell", Url, "htpasswd -bB /etc/nginx/.htpasswd {U} {V}\n"),
    (
        "shell",
        Url,
        "keytool -importkeystore -srckeystore in.p12 -srcstorepass {V} -destkeystore out.jks\n",
    ),
    (
        "curl",
        Url,
        "http -a {U}:{V} POST https://api.corp.internal/v1/jobs name=nightly\n",
    ),
    (
        "curl",
        Url,
        "xh --auth {U}:{V} get api.corp.internal/health\n",
    ),
    (
        "shell",
        Url,
        "sqlplus -s {U}/{V}@//db.corp.internal:1521/ORCLPDB1 @report.sql\n",
    ),
    (
        "shell",
        Url,
        "expdp {U}/\"{V}\"@prod schemas=hr directory=dp_dir\n",
    ),
    ("sql", Url, "CONNECT {U}/{V}@reports;\n"),
    (
        "shell",
        Url,
        "sqlldr userid={U}/{V}@orcl control=load.ctl log=load.log\n",
    ),
    ("sql", Url, "create user {U} identified by {V};\n"),
    (
        "sql",
        Url,
        "alter user '{U}'@'%' identified with mysql_native_password by '{V}';\n",
    ),
    ("sql", Url, "SET PASSWORD FOR '{U}'@'localhost' = '{V}';\n"),
    ("sql", Url, "set password for {U}@'%' = password('{V}');\n"),
    ("sql", Url, "EXEC sp_addlogin '{U}', '{V}';\n"),
    (
        "sql",
        Url,
        "CREATE DATABASE LINK reports CONNECT TO {U} IDENTIFIED BY {V} USING 'rep';\n",
    ),
    (
        "compose",
        Url,
        "    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-{V}}\n",
    ),
    (
        "compose",
        Url,
        "    environment:\n      - \"REDIS_PASSWORD=${REDIS_PASSWORD-{V}}\"\n",
    ),
    ("docker", Url, "ENV DB_PASSWORD=${DB_PASSWORD:-{V}}\n"),
    ("shell", Url, "export SMTP_PASS=\"${SMTP_PASS-{V}}\"\n"),
    (
        "compose",
        Url,
        "    command: redis-server --appendonly yes --requirepass {V}\n",
    ),
    (
        "compose",
        Url,
        "    command: [\"redis-server\", \"--requirepass\", \"{V}\"]\n",
    ),
    ("ini", Url, "bind 0.0.0.0\nmasterauth {V}\n"),
    (
        "docker",
        Url,
        "RUN echo '{U}:{V}' | chpasswd && usermod -aG sudo {U}\n",
    ),
    (
        "docker",
        Url,
        "RUN echo \"{V}\" | docker login registry.corp.internal -u {U} --password-stdin\n",
    ),
    (
        "docker",
        Url,
        "RUN useradd -m -p \"$(openssl passwd -6 '{V}')\" {U}\n",
    ),
    (
        "docker",
        Url,
        "RUN npm config set //npm.corp.internal/:_authToken {V}\n",
    ),
    (
        "compose",
        Url,
        "    environment: { POSTGRES_PASSWORD: {V}, POSTGRES_USER: {U} }\n",
    ),
    (
        "toml",
        Url,
        "[database]\nuser = \"{U}\"\npassword = \"\"\"{V}\"\"\"\n",
    ),
    ("toml", Url, "[smtp]\nlogin = '{U}'\npassword = '''{V}'''\n"),
    (
        "java",
        Url,
        "String url = \"jdbc:oracle:thin:{U}/{V}@db.corp.internal:1521/ORCL\";\n",
    ),
    (
        "compose",
        Url,
        "    healthcheck:\n      test: [\"CMD\", \"mysqladmin\", \"ping\", \"-u{U}\", \"-p{V}\"]\n",
    ),
    ("python", Keyed, "{K} = r\"{V}\"\n"),
    ("python", Keyed, "{K}: Final[str] = f'{V}'\n"),
    (
        "python",
        Keyed,
        "settings = Settings({k}=SecretStr(\"{V}\"))\n",
    ),
    (
        "rust",
        Keyed,
        "let {k} = Secret::new(String::from(\"{V}\"));\n",
    ),
    ("rust", Keyed, "const {K}: &str = r#\"{V}\"#;\n"),
    (
        "rust",
        Keyed,
        "let opts = Opts::new().host(\"db\").{k}(Some(\"{V}\"));\n",
    ),
    (
        "compose",
        Url,
        "    healthcheck:\n      test: [\"CMD\", \"redis-cli\", \"-a\", \"{V}\", \"ping\"]\n",
    ),
    (
        "compose",
        Url,
        "      test: [\"CMD\", \"mongosh\", \"-u\", \"{U}\", \"-p\", \"{V}\", \"--quiet\"]\n",
    ),
    (
        "url",
        Url,
        "git clone https://{U}@corp.example:{V}@git.corp.example/team/repo.git\n",
    ),
    (
        "url",
        Url,
        "proxy = \"http://{U}@corp.example:{V}@proxy.corp.example:3128\"\n",
    ),
    ("rust", Keyed, "const {K}: &[u8] = b\"{V}\";\n"),
    (
        "rust",
        Keyed,
        "    {k}: \"{V}\".parse().expect(\"a valid value\"),\n",
    ),
    (
        "rust",
        Keyed,
        "    #[arg(long, env = \"{K}\", default_value = \"{V}\")]\n",
    ),
];

/// Secret-named keys, as written in UPPER_SNAKE (`{K}`) and in lower or camel case (`{k}`).
const KEYS_PASSWORD: &[(&str, &str)] = &[
    ("DB_PASSWORD", "password"),
    ("MYSQL_ROOT_PASSWORD", "db_password"),
    ("PGPASSWORD", "adminPassword"),
    ("REDIS_PASSWORD", "passwd"),
    ("SMTP_PASSWD", "pwd"),
    ("ADMIN_PWD", "db.password"),
    ("KEYSTORE_PASSWORD", "keystorePassword"),
    ("Password", "userPassword"),
];
const KEYS_TOKEN: &[(&str, &str)] = &[
    ("API_KEY", "api_key"),
    ("GITHUB_TOKEN", "apiKey"),
    ("SECRET_KEY", "secret"),
    ("CLIENT_SECRET", "client_secret"),
    ("AUTH_TOKEN", "authToken"),
    ("ACCESS_TOKEN", "access_token"),
    ("X-Api-Key", "accessKey"),
    ("STRIPE_SECRET_KEY", "token"),
    ("NPM_TOKEN", "private_key"),
    ("SLACK_BOT_TOKEN", "credentials"),
    ("JWT_SECRET", "secretKey"),
    ("Authorization", "auth"),
];
const USERS: &[&str] = &["app", "admin", "deploy", "svc_backup", "ci-bot", "root"];

/// One labelled case: the text, and the byte span of its secret.
pub struct Case {
    pub family: &'static str,
    pub text: String,
    pub secret: (usize, usize),
}

/// The contexts of `part`, with their index.
pub fn contexts(part: Part) -> impl Iterator<Item = &'static Context> {
    CONTEXTS
        .iter()
        .enumerate()
        .filter(move |(i, _)| (i % 2 == 1) == (part == Part::HeldOut))
        .map(|(_, c)| c)
}

fn seed(part: Part) -> u64 {
    match part {
        Part::Tuning => 0x7E57_0000_0000_0001,
        Part::HeldOut => 0x4E1D_B00C_0000_0001,
    }
}

/// `n` labelled cases per context of `part`.
pub fn cases(part: Part, n: usize) -> Vec<Case> {
    let mut rng = Rng(seed(part));
    let mut out = Vec::new();
    for &(family, slot, template) in contexts(part) {
        for i in 0..n {
            out.push(case(&mut rng, family, slot, template, i));
        }
    }
    out
}

fn case(rng: &mut Rng, family: &'static str, slot: Slot, template: &str, i: usize) -> Case {
    let json = template.contains("\\\"") || template.starts_with("{\"jsonrpc\"");
    let (key, value) = match slot {
        Slot::Keyed => {
            // A third of the keyed cases are passwords people choose, under password keys.
            if i.is_multiple_of(3) {
                (*rng.pick(KEYS_PASSWORD), password(rng))
            } else {
                let v = if i % 3 == 1 {
                    provider_token(rng)
                } else {
                    generic_key(rng)
                };
                (*rng.pick(KEYS_TOKEN), v)
            }
        }
        Slot::Bare => (("", ""), provider_token(rng)),
        Slot::Url => (
            ("", ""),
            if i.is_multiple_of(2) {
                password(rng)
            } else {
                generic_key(rng).replace(['/', '+', '='], "")
            },
        ),
        Slot::Pem => (("", ""), pem(rng, if json { "\\n" } else { "\n" })),
        Slot::Base64(n, prefix) => {
            let pad = (3 - n % 3) % 3;
            let len = n.div_ceil(3) * 4;
            let key = rng.chars(B64, len - pad);
            (("", ""), format!("{prefix}{key}{}", "=".repeat(pad)))
        }
    };
    let user = *rng.pick(USERS);
    let filled = template
        .replace("{K}", key.0)
        .replace("{k}", key.1)
        .replace("{U}", user);
    let at = filled.find("{V}").unwrap_or(0);
    let text = filled.replacen("{V}", &value, 1);
    Case {
        family,
        text,
        secret: (at, at + value.len()),
    }
}

/// Placeholders and expressions after secret-named keys, and provider-shaped stand-ins: none
/// may be masked. `{k}`/`{K}` are keys as in the contexts.
pub const STAYS: &[&str] = &[
    "{K}=${{K}}\n",
    "{K}=\"${{K}:-}\"\n",
    "{k}: ${{ secrets.{K} }}\n",
    "{k}: \"{{{{ .Values.{k} }}}}\"\n",
    "{k} = os.environ[\"{K}\"]\n",
    "{k} = os.getenv(\"{K}\", \"\")\n",
    "const {k} = process.env.{K};\n",
    "const {k} = process.env.{K} || '';\n",
    "let {k} = std::env::var(\"{K}\")?;\n",
    "{k} := os.Getenv(\"{K}\")\n",
    "String {k} = System.getenv(\"{K}\");\n",
    "{k} = config.get(\"{k}\")\n",
    "{k} = self.{k}\n",
    "{k}=$(cat /run/secrets/{k})\n",
    "{K}=<your-api-key>\n",
    "{k}: <YOUR_{K}>\n",
    "{K}=xxxxxxxxxxxxxxxxxxxxxxxx\n",
    "{K}=XXXXXXXXXXXXXXXX\n",
    "{k}: \"********\"\n",
    "{K}=<changeme>\n",
    "{k} = \"REPLACE_WITH_YOUR_{K}\"\n",
    "{K}=REPLACE_ME\n",
    "{K}=your-secret-here\n",
    "{k}: null\n",
    "{k} = None\n",
    "{k}: String,\n",
    "pub {k}: Option<String>,\n",
    "fn check({k}: &str) -> bool {\n",
    "def login(user, {k}):\n",
    "{k} = hash_password(raw_{k}, salt)\n",
    "{k} = generate_token(user.id, expires_in=3600)\n",
    "{k} = base64.b64encode(os.urandom(32))\n",
    "const {k} = crypto.randomBytes(32).toString('hex');\n",
    "{k} = request.headers.get('Authorization')\n",
    "self.{k} = {k}\n",
    "{k} = args.{k} or DEFAULT_{K}\n",
    "if {k} == expected_{k}:\n",
    "{k}_hash = bcrypt.hashpw({k}.encode(), bcrypt.gensalt())\n",
    "\"{k}\": \"$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW\",\n",
    "<{k}>${env.{K}}</{k}>\n",
    "<add key=\"{K}\" value=\"%{K}%\" />\n",
    "{k}: !vault |\n",
    "{K}: ${{ secrets.{K} }}\n",
    "{K}=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
    "{K}=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\n",
    "{K}=sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxAA\n",
    "{K}=sk-proj-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\n",
    "{K}=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n",
    "{K}=AKIAXXXXXXXXXXXXXXXX\n",
    "{K}=AKIAIOSFODNN7EXAMPLE\n",
    "{K}=AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\n",
    "{K}=xoxb-000000000000-0000000000000-xxxxxxxxxxxxxxxxxxxxxxxx\n",
    "{K}=glpat-xxxxxxxxxxxxxxxxxxxx\n",
    "{K}=npm_00000000000000000000000000000000000000\n",
    "{K}=hvs.XXXXXXXXXXXXXXXXXXXXXXXXXXXX\n",
    "{K}=whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
    "{K}=dop_v1_0000000000000000000000000000000000000000000000000000000000000000\n",
    "{K}=github_pat_xxxxxxxxxxxxxxxxxxxxxx_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
    "{K}=sk-ant-api03-your-key-here\n",
    "url = \"postgres://user:${{DB_PASSWORD}}@db/app\"\n",
    "url = \"postgres://user:<password>@db/app\"\n",
    "DATABASE_URL=postgres://postgres:${{POSTGRES_PASSWORD}}@localhost/app\n",
    "url: redis://:{{{{ .Values.redis.password }}}}@redis:6379\n",
    "https://user:$PASS@host.example/\n",
    "mongodb://user:****@cluster0.mongodb.net/\n",
    "Authorization: Bearer <token>\n",
    "Authorization: Bearer ${{TOKEN}}\n",
    "CREATE USER app IDENTIFIED BY :new_password;\n",
    "CREATE USER app IDENTIFIED BY '${{DB_PASSWORD}}';\n",
    "ALTER USER app IDENTIFIED BY '<password>';\n",
    "CREATE USER ops IDENTIFIED EXTERNALLY;\n",
    "Each session is identified by its cookie and a counter.\n",
    "A user identified by name only; see IDENTIFIED BY in the manual.\n",
    "AccountKey=<storage-account-key>;\n",
    "\"DefaultEndpointsProtocol=https;AccountName=dev;AccountKey=${{AZURE_STORAGE_KEY}}\"\n",
    "account_key = get_account_key(name)\n",
    "APP_KEY=base64:${{LARAVEL_KEY}}\n",
    "APP_KEY=\n",
    "mysql -u app -p\"$MYSQL_PWD\" shop\n",
    "sshpass -p '${{SSH_PASS}}' ssh ops@host\n",
    "fn connect(host: &str, password: Secret2) -> Conn {{\n",
    "db = connect(host, password=read_secret_v2)\n",
    "login(user: name, password: String)\n",
    "mongo --username admin --password\n",
    "  --password PASSWORD   the password to use\n",
    "  --{k} <{k}>\n",
    "cmd --{k} \"$SECRET\" --{k} $SECRET\n",
    "cmd --{k} ${{{K}}}\n",
    "  --password-file /run/secrets/db_password\n",
    "auth := smtp.PlainAuth(\"\", user, pass, host)\n",
    "auth := smtp.PlainAuth(\"\", cfg.User, cfg.Password, cfg.Host)\n",
    "redis-cli -a $REDIS_PASSWORD ping\n",
    "redis-cli -a \"${{REDIS_PASSWORD}}\" ping\n",
    "mysql -u root -p$MYSQL_ROOT_PASSWORD shop\n",
    "password: ${{{K}:-}}\n",
    "password: ${{{K}:-changeme}}\n",
    "X=${{{K}-${{FALLBACK_TOKEN}}}}\n",
    "sqlplus scott/${{ORACLE_PW}}@orcl\n",
    "CONNECT user/<password>@db\n",
    "SET PASSWORD FOR 'u'@'h' = PASSWORD(@pw);\n",
    "create user x identified by :pw;\n",
    "htpasswd -b .htpasswd alice $PASS\n",
    "keytool -list -storepass:env STOREPASS\n",
    "http -a $USER:$PASS example.org\n",
    "ldapsearch -x -w $LDAP_PW -D cn=admin\n",
    "mongo -u x -p $MONGO_PW\n",
    "The user is identified by name; see below.\n",
    "rsync -a host:/path/to/x dest\n",
    "git commit -a -m \"fix http: thing\"\n",
    "In a connect string the format is user/pass@host\n",
    "-keypass and -new can not be specified if -storetype is {{0}}\n",
    "    {k}: OAuth2 client secret to use.\n",
    "{k} = f\"share-{{portfolio_id}}-{{org_type}}\"\n",
    "  % openssl passwd \\-1 \\-salt xxxxxxxx password\n",
    "let c = Config {{ {k}: secret_2, user: name }};\n",
    "        Location: http://example.com/cb#access_token=2YotnFZFEjr1zCsicMWpAA\n",
    "            Authorization: Bearer mF_9.B5f-4.1JqM\n",
    "    backend: \"Backend\", {k}: \"_EllipticCurvePrivateKey\", data: bytes\n",
    "    MovedAttribute(\"HTTPPasswordMgrWithDefaultRealm\", \"urllib2\", \"urllib.request\"),\n",
    "  {k}: 'bm90IG15IHJlYWwgcGFzc3dvcmQ=',\n",
    "  '//registry.example.com/:_auth': 'aXNhYWNzOm5vdCBteSByZWFsIHBhc3N3b3Jk',\n",
    "        output = {k}.close = `)${{extglobStar}}`;\n",
    "    let mut tokens = \"tuple.0.0\".parse::<TokenStream>().unwrap().into_iter();\n",
];

/// Every placeholder case: the text, with every key pair filled in.
pub fn stays() -> Vec<String> {
    let mut out = Vec::new();
    for (i, t) in STAYS.iter().enumerate() {
        for keys in [KEYS_PASSWORD, KEYS_TOKEN] {
            let (k_up, k_low) = keys[i % keys.len()];
            out.push(
                t.replace("{{", "\u{1}")
                    .replace("}}", "\u{2}")
                    .replace("{K}", k_up)
                    .replace("{k}", k_low)
                    .replace('\u{1}', "{")
                    .replace('\u{2}', "}"),
            );
        }
    }
    out
}

/// Clean third-party text from `roots`: files with one of `exts` (all when empty), in path
/// order, until `limit` bytes. Files over 1 MiB and files that are not UTF-8 are skipped.
pub fn clean_text(roots: &[PathBuf], exts: &[&str], limit: usize) -> String {
    let mut files = Vec::new();
    for r in roots {
        walk(r, exts, &mut files, 0);
    }
    let mut text = String::new();
    for f in files {
        if text.len() >= limit {
            break;
        }
        let Ok(meta) = std::fs::metadata(&f) else {
            continue;
        };
        if meta.len() > 1 << 20 {
            continue;
        }
        if let Ok(s) = std::fs::read_to_string(&f) {
            text.push_str(&s);
            if !s.ends_with('\n') {
                text.push('\n');
            }
        }
    }
    text
}

fn walk(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>, depth: usize) {
    if depth > 12 {
        return;
    }
    let Ok(rd) = std::fs::read_dir(dir) else {
        if dir.is_file() {
            out.push(dir.to_path_buf());
        }
        return;
    };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        let Ok(meta) = std::fs::symlink_metadata(&p) else {
            continue;
        };
        if meta.is_dir() {
            walk(&p, exts, out, depth + 1);
        } else if meta.is_file() {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
            if exts.is_empty() || exts.contains(&ext) || exts.contains(&name) {
                out.push(p);
            }
        }
    }
}

/// The crates of the workspace's `Cargo.lock`, as unpacked in the cargo registry: third-party
/// code that is on every machine that builds the workspace.
pub fn locked_crate_dirs(lock: &Path) -> Vec<PathBuf> {
    let home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".cargo")
        });
    let lock = std::fs::read_to_string(lock).unwrap_or_default();
    let mut names = Vec::new();
    let mut name = "";
    for line in lock.lines() {
        if let Some(n) = line.strip_prefix("name = \"") {
            name = n.trim_end_matches('"');
        } else if let Some(v) = line.strip_prefix("version = \"") {
            names.push(format!("{name}-{}", v.trim_end_matches('"')));
        }
    }
    let mut dirs = Vec::new();
    let Ok(indexes) = std::fs::read_dir(home.join("registry/src")) else {
        return dirs;
    };
    let mut indexes: Vec<PathBuf> = indexes.flatten().map(|e| e.path()).collect();
    indexes.sort();
    for n in names {
        if let Some(d) = indexes.iter().map(|i| i.join(&n)).find(|d| d.is_dir()) {
            dirs.push(d);
        }
    }
    dirs.sort();
    dirs.dedup();
    dirs
}

/// Per family: (cases, found); and the texts of the cases missed.
pub struct Score {
    pub by_family: Vec<(&'static str, usize, usize)>,
    pub missed: Vec<String>,
}

/// Scores `cases`: a case is found when one finding covers its whole secret.
pub fn score(masker: &airlock_mask::Masker, cases: &[Case]) -> Score {
    let mut by_family: Vec<(&'static str, usize, usize)> = Vec::new();
    let mut missed = Vec::new();
    for c in cases {
        let found = masker
            .findings(&c.text)
            .iter()
            .any(|f| f.start <= c.secret.0 && c.secret.1 <= f.end);
        match by_family.iter_mut().find(|f| f.0 == c.family) {
            Some(f) => {
                f.1 += 1;
                f.2 += usize::from(found);
            }
            None => by_family.push((c.family, 1, usize::from(found))),
        }
        if !found {
            missed.push(c.text.clone());
        }
    }
    Score { by_family, missed }
}
