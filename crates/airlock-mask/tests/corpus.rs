//! The labeled corpus: for every rule, synthetic secrets in realistic contexts that it must find,
//! and near misses that it must not. Values are generated from templates, never real secrets.
//!
//! A template is text with fields: `{A30}` 30 base62 characters, `{a9}` lower-case letters, `{L34}`
//! letters, `{h64}` lower-case hex, `{d12}` digits, `{U16}` base32 (`A-Z2-7`), `{Z27}` upper case and
//! digits, `{u93}` URL-safe base64, `{b40}` base64, `{B58}` bech32, and `{C}` the base62 CRC32 of
//! the 30 characters before it (GitHub and npm tokens); other braces (`${VAR}`) are text. When a template marks a part with `«»`,
//! that part is the secret and the rest is context.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_mask::{Masker, crc32_base62};

/// Secrets each rule must find: (rule, template).
const POSITIVES: &[(&str, &str)] = &[
    ("github-pat", "ghp_{A30}{C}"),
    ("github-oauth", "gho_{A30}{C}"),
    ("github-user-to-server", "ghu_{A30}{C}"),
    ("github-server-to-server", "ghs_{A30}{C}"),
    ("github-refresh", "ghr_{A30}{C}"),
    ("github-fine-grained-pat", "github_pat_{A22}_{A59}"),
    ("gitlab-pat", "glpat-{A20}"),
    ("gitlab-pipeline-trigger", "glptt-{h40}"),
    ("gitlab-runner", "glrt-{A20}"),
    ("gitlab-deploy-token", "gldt-{A24}"),
    ("gitlab-feed-token", "glft-{A20}"),
    ("gitlab-oauth-secret", "gloas-{A64}"),
    ("gitlab-scim-token", "glsoat-{A20}"),
    ("slack-bot-token", "xoxb-{d12}-{d13}-{A24}"),
    ("slack-user-token", "xoxp-{d12}-{d12}-{d12}-{h32}"),
    ("slack-app-token", "xapp-1-A{Z10}-{d13}-{h64}"),
    ("slack-legacy-token", "xoxs-{d12}-{A20}"),
    (
        "slack-webhook",
        "«https://hooks.slack.com/services/T{Z8}/B{Z8}/{A24}»",
    ),
    ("anthropic-api-key", "sk-ant-api03-{u93}AA"),
    ("anthropic-admin-key", "sk-ant-admin01-{u93}AA"),
    ("openai-project-key", "sk-proj-{A64}"),
    ("openai-service-account-key", "sk-svcacct-{A64}"),
    ("openai-admin-key", "sk-admin-{A64}"),
    ("openai-api-key", "sk-{A20}T3BlbkFJ{A20}"),
    ("aws-access-key-id", "AKIA{U16}"),
    ("aws-access-key-id", "ASIA{U16}"),
    ("aws-secret-access-key", "aws_secret_access_key = «{b39}7»"),
    ("aws-secret-access-key", "AWS_SECRET_ACCESS_KEY=«{b39}7»"),
    // Paired: no keyword, only the key id on the line before.
    ("aws-secret-access-key", "AKIA{U16}\n«Xy{b37}7»"),
    ("google-api-key", "AIza{u35}"),
    ("google-oauth-client-secret", "GOCSPX-{u28}"),
    ("google-oauth-access-token", "ya29.{u60}"),
    ("stripe-secret-key", "sk_live_{A24}"),
    ("stripe-restricted-key", "rk_test_{A24}"),
    ("stripe-webhook-secret", "whsec_{A32}"),
    ("npm-token", "npm_{A30}{C}"),
    ("pypi-token", "pypi-AgEIcHlwaS5vcmc{u70}"),
    ("huggingface-token", "hf_{L34}"),
    ("huggingface-org-token", "api_org_{L34}"),
    ("sendgrid-api-key", "SG.{u22}.{u43}"),
    ("twilio-api-key", "SK{h32}"),
    ("digitalocean-pat", "dop_v1_{h64}"),
    ("digitalocean-oauth-token", "doo_v1_{h64}"),
    ("digitalocean-refresh-token", "dor_v1_{h64}"),
    ("shopify-access-token", "shpat_{h32}"),
    ("shopify-shared-secret", "shpss_{h32}"),
    ("shopify-custom-app-token", "shpca_{h32}"),
    ("shopify-private-app-token", "shppa_{h32}"),
    ("vault-service-token", "hvs.{u90}"),
    ("vault-batch-token", "hvb.{u90}"),
    ("vault-recovery-token", "hvr.{u30}"),
    ("grafana-service-account-token", "glsa_{A32}_{h8}"),
    ("grafana-cloud-token", "glc_{A48}"),
    ("linear-api-key", "lin_api_{A40}"),
    ("perplexity-api-key", "pplx-{A48}"),
    ("databricks-token", "dapi{h32}"),
    ("postman-api-key", "PMAK-{h24}-{h34}"),
    ("age-secret-key", "AGE-SECRET-KEY-1{B58}"),
    ("heroku-api-key", "HRKU-AA{u58}"),
    ("openshift-token", "sha256~{u43}"),
    ("notion-token", "ntn_{A46}"),
    ("tavily-api-key", "tvly-{A32}"),
    ("mailersend-api-token", "mlsn.{h64}"),
    ("browserbase-api-key", "bb_live_{u27}"),
    ("honeycomb-api-key", "hcaik_{a58}"),
    ("posthog-personal-api-key", "phx_{A47}"),
    ("neon-api-key", "napi_{a64}"),
    ("neon-password", "npg_{A12}"),
    ("firecrawl-api-key", "fc-{h32}"),
    ("salesforce-session-id", "00D{A12}!AQ{A96}"),
    ("replicate-api-token", "r8_{A37}"),
    ("shippo-api-token", "shippo_live_{h40}"),
    ("flutterwave-secret-key", "FLWSECK_TEST-{h32}-X"),
    ("easypost-api-key", "EZAK{A54}"),
    ("duffel-api-token", "duffel_test_{u43}"),
    ("razorpay-key", "rzp_live_{A14}"),
    ("paddle-api-key", "pdl_live_apikey_{a26}_{A22}_{A3}"),
    ("cerebras-api-key", "csk-{a48}"),
    ("langfuse-secret-key", "sk-lf-{h8}-{h4}-{h4}-{h4}-{h12}"),
    ("e2b-api-key", "e2b_{h40}"),
    ("jina-api-key", "jina_{A60}"),
    ("sourcegraph-token", "sgp_{h16}_{h40}"),
    ("bitbucket-app-password", "ATBB{A40}"),
    ("new-relic-ingest-key", "NRII-{u32}"),
    ("docker-hub-token", "dckr_pat_{u27}"),
    ("figma-token", "figd_{u40}"),
    ("contentful-token", "CFPAT-{u43}"),
    ("settlemint-token", "sm_pat_{A16}"),
    ("depot-token", "depot_project_{h64}"),
    ("anyscale-api-key", "esecret_{a26}"),
    ("frameio-token", "fio-u-{u64}"),
    ("dynatrace-token", "dt0c01.{Z24}.{Z64}"),
    ("defined-networking-key", "dnkey-{Z26}-{Z52}"),
    ("vercel-blob-token", "vercel_blob_rw_{A16}_{A30}"),
    ("axiom-token", "xaat-{h8}-{h4}-{h4}-{h4}-{h12}"),
    (
        "hubspot-private-app-token",
        "pat-na1-{h8}-{h4}-{h4}-{h4}-{h12}",
    ),
    ("alibaba-access-key-id", "LTAI{A20}"),
    ("typeform-token", "tfp_{A59}"),
    ("fireworks-api-key", "fw_{A24}"),
    ("mapbox-secret-token", "sk.eyJ{A60}.{u22}"),
    ("clojars-token", "CLOJARS_{a60}"),
    ("tailscale-key", "tskey-auth-{A12}-{A30}"),
    ("packagist-token", "packagist_uat_{h68}"),
    ("terraform-cloud-token", "{A14}.atlasv1.{A67}"),
    ("intercom-access-token", "dG9rO{b56}="),
    ("azure-devops-pat", "{A52}JQQJ99{A4}AZDO{A4}"),
    ("teamcity-token", "eyJ0eXAiOiAiVENWMiJ9.{u36}.{u54}"),
    ("azure-client-secret", "{A3}8Q~{A34}"),
    ("azure-function-key", "{u44}AzFu{u5}A=="),
    ("k3s-token", "K10{h64}::server:{h32}"),
    ("k3s-token", "K10{h64}::node:{A20}"),
    ("rancher-api-token", "token-{a5}:{a54}"),
    ("octopus-api-key", "API-{Z32}"),
    ("yandex-api-key", "AQVN{u36}"),
    ("netlify-token", "nfp_{A36}"),
    ("fly-io-token", "fo1_{u43}"),
    ("fly-io-token", "FlyV1 «fm2_{b300}»"),
    ("fly-io-token", "FLY_API_TOKEN=«fm1r_{b180}==»"),
    ("fly-io-token", "fm1a_{b120}"),
    ("scalingo-token", "tk-us-{u48}"),
    ("checkout-secret-key", "sk_sbox_{a26}"),
    ("xai-api-key", "xai-{A80}"),
    ("harness-token", "pat.{A22}.{h24}.{A20}"),
    ("airtable-pat", "pat{A14}.{h64}"),
    ("planetscale-token", "pscale_tkn_{u43}"),
    ("nuget-api-key", "oy2{a20}{h23}"),
    ("elevenlabs-api-key", "sk_{h48}"),
    ("render-api-key", "rnd_{A32}"),
    ("resend-api-key", "re_{A8}_{A24}"),
    ("supabase-access-token", "sbp_{h40}"),
    ("firebase-cloud-messaging-key", "AAAA{u7}:APA91b{u134}"),
    ("slack-config-token", "xoxe.xoxp-1-{A136}"),
    ("onepassword-service-token", "ops_eyJ{b300}"),
    ("doppler-token", "dp.pt.{A43}"),
    ("mailgun-api-key", "key-{h32}"),
    ("deepseek-api-key", "sk-{h32}"),
    ("buildkite-api-token", "bkua_{h40}"),
    ("prefect-api-key", "pnu_{A36}"),
    ("pinecone-api-key", "pcsk_{A5}_{A64}"),
    ("supabase-secret-key", "sb_secret_{u31}"),
    ("helicone-api-key", "sk-helicone-{h7}-{h7}-{h7}-{h7}"),
    ("trigger-dev-secret-key", "tr_prod_{A24}"),
    ("calcom-api-key", "cal_live_{h32}"),
    ("klaviyo-private-key", "pk_{h34}"),
    ("akamai-edgegrid-token", "client_token = «akab-{h16}-{h16}»"),
    ("tencent-cloud-secret-id", "AKID{A32}"),
    (
        "feishu-webhook",
        "https://open.feishu.cn«/open-apis/bot/v2/hook/{h8}-{h4}-{h4}-{h4}-{h12}»",
    ),
    (
        "nostr-private-key",
        "nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5",
    ),
    ("maxmind-license-key", "{A6}_{A29}_mmk"),
    ("new-relic-browser-key", "NRJS-{h19}"),
    ("deepl-api-key", "{h8}-{h4}-{h4}-{h4}-{h12}:fx"),
    ("backblaze-b2-application-key", "K005{A27}"),
    ("square-access-token", "EAAA{A60}"),
    ("square-access-token", "sq0atp-{A22}"),
    ("square-oauth-secret", "sq0csp-{u43}"),
    ("atlassian-api-token", "ATATT3{u186}"),
    ("cloudflare-origin-ca-key", "v1.0-{h24}-{h146}"),
    ("sentry-auth-token", "sntrys_{b80}"),
    ("pulumi-token", "pul-{h40}"),
    ("new-relic-user-key", "NRAK-{Z27}"),
    ("new-relic-license-key", "{h36}NRAL"),
    ("sonarqube-token", "squ_{h40}"),
    ("sonarqube-token", "sqp_{h40}"),
    ("mailchimp-api-key", "{h32}-us14"),
    ("infracost-api-key", "ico-{A32}"),
    ("launchdarkly-sdk-key", "sdk-{h8}-{h4}-{h4}-{h4}-{h12}"),
    (
        "encoded-secret",
        "data:text/plain;base64,«eG94Yi0yMDQ4NjEzMTkwLTUxMDc3MTIyMDktWnE4djJMbU40cFJ0N1d4WTFiQ2Q5RmdI»",
    ),
    (
        "bound-parameter",
        "UPDATE t SET api_token=?\nbinding parameter [1] as [VARCHAR] - [«{A24}»]",
    ),
    ("langsmith-api-key", "lsv2_pt_{h32}_{h10}"),
    ("groq-api-key", "gsk_{A52}"),
    ("nvidia-api-key", "nvapi-{u64}"),
    ("brevo-api-key", "xkeysib-{h64}-{A16}"),
    ("circleci-token", "CCIPAT_{A22}_{h40}"),
    ("openrouter-api-key", "sk-or-v1-{h64}"),
    ("together-api-key", "tgp_v1_{u43}"),
    ("rubygems-api-key", "rubygems_{h48}"),
    (
        "twitter-bearer-token",
        "AAAAAAAAAAAAAAAAAAAAA{A30}%3D{A40}7",
    ),
    (
        "azure-sas-signature",
        "https://x.blob.core.windows.net/c/f?sv=2024-08-04&sp=r&sig=«{A42}7%3D»",
    ),
    ("pgpass-password", "\ndb.example:5432:app:svc:«{A20}7»\n"),
    ("pgpass-password", "\n*:6432:*:svc:«{A20}7»\n"),
    (
        "redis-acl-password",
        "user worker on >«{A20}7» ~jobs:* +@all\n",
    ),
    (
        "url-path-token",
        "url = https://logs-01.loggly.com/inputs/«{h8}-{h4}-{h4}-{h4}-{h12}»/tag/http/\n",
    ),
    (
        "discord-webhook",
        "«https://discord.com/api/webhooks/{d18}/{u68}»",
    ),
    (
        "teams-webhook",
        "«https://{a9}.webhook.office.com/webhookb2/{h8}-{h4}-{h4}-{h4}-{h12}@{h8}-{h4}-{h4}-{h4}-{h12}/IncomingWebhook/{h32}/{h8}-{h4}-{h4}-{h4}-{h12}»",
    ),
    ("telegram-bot-token", "1{d9}:AA{A33}"),
    ("jwt", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ{u40}.{u43}"),
    (
        "private-key",
        "-----BEGIN RSA PRIVATE KEY-----\n{b64}\n{b64}\n{b40}==\n-----END RSA PRIVATE KEY-----",
    ),
    (
        "private-key",
        "-----BEGIN OPENSSH PRIVATE KEY-----\n{b70}\n{b70}\n-----END OPENSSH PRIVATE KEY-----",
    ),
    (
        "url-credential",
        "postgres://app:«{A16}7»@db.internal:5432/app",
    ),
    (
        "url-credential",
        "https://deploy:«{A12}9x»@git.example.invalid/repo.git",
    ),
    (
        "url-credential",
        "SENTRY_DSN=https://«{h32}»@o{d7}.ingest.sentry.io/{d7}",
    ),
    (
        "url-credential",
        "git clone https://«{A40}»@git.example.invalid/team/app.git",
    ),
    (
        "url-credential",
        "remote: \"https://«x7{u48}»@registry.example.invalid/v2/\"",
    ),
    (
        "basic-auth-credential",
        "curl -u deploy:«{A12}9x» https://api.example.invalid/",
    ),
    (
        "basic-auth-credential",
        "curl --user=ci:«{a8}42» https://api.example.invalid/",
    ),
    (
        "url-credential",
        "dsn := \"app:«{A12}9x»@tcp(db.internal:3306)/app?parseTime=true\"",
    ),
    ("cli-password", "mysql -h db -u root -p«{A12}7» app"),
    ("cli-password", "sshpass -p «{a8}42» ssh deploy@host"),
    ("cli-password", "docker login -u bot -p «{A16}3» ghcr.io"),
    (
        "cli-password",
        "nuget sources add -Name corp -Username ci -Password «{a10}42»",
    ),
    ("cli-password", "tool --db-password=«{A12}7» --verbose"),
    (
        "url-credential",
        "ORACLE_CONN=scott/«{a10}42»@ora-prod.corp.internal:1521/ORCLPDB",
    ),
    ("cli-password", "gpg --batch --passphrase '«{a8}4!»' -c f"),
    (
        "session-cookie",
        "Set-Cookie: session=«{u40}7»; Path=/; HttpOnly",
    ),
    ("session-cookie", "Cookie: sid=«{a32}1»; theme=dark"),
    (
        "sql-password",
        "CREATE USER 'app'@'%' IDENTIFIED BY '«{A12}7»';",
    ),
    ("sql-password", "ALTER USER scott IDENTIFIED BY «{A10}4»;"),
    (
        "sql-password",
        "CREATE USER app IDENTIFIED BY '«uAkfdwbmZlMzxGWUcEQJVZfAipzfzvTD»';",
    ),
    ("sql-password", "alter user app identified by \"«{a8}42»\";"),
    ("bearer-token", "Authorization: Bearer «{u40}7»"),
    ("generic-secret", "password = \"«{A20}7»\""),
    ("generic-secret", "API_KEY=«{A32}1»"),
    ("generic-secret", "client_secret: «{A24}5»"),
    ("generic-secret", "\"apiKey\": \"«{A28}3»\""),
    ("generic-secret", "DB_PASSWORD='«{A16}2»'"),
    ("generic-secret", "auth_token := «{A30}4»"),
    ("generic-secret", "accessKey=«{A20}8»"),
    (
        "generic-secret",
        "data:\n  DB_PASSWORD: «SmFja2FsSWNlYmVyZzE5ODY=»\n  region: ZXUtd2VzdC0x\n",
    ),
    (
        "generic-secret",
        "bind_password: «Cv2nkx=Pz9#JJU1~@3qbMF5FAIk#k»",
    ),
];

/// Near misses: (rule, template, the only kind of finding allowed, if any).
const NEGATIVES: &[(&str, &str, Option<&str>)] = &[
    ("github-pat", "ghp_{A29}", None),
    ("github-pat", "ghp_{A30}Zq3Kx9", Some("bad-checksum")),
    // A stand-in for a token in documentation: no finding at all.
    (
        "github-pat",
        "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        None,
    ),
    ("github-oauth", "gho_{A20}", None),
    ("github-user-to-server", "ghu_{A35}_", None),
    ("github-server-to-server", "ghs_{A12}", None),
    ("github-refresh", "ghr_{A30}", None),
    // Too short for the format (82 word characters after the prefix).
    ("github-fine-grained-pat", "github_pat_{A22}_{A40}", None),
    ("gitlab-pat", "glpat-{A10}", None),
    ("gitlab-pipeline-trigger", "glptt-{h39}", None),
    ("gitlab-runner", "glrt-{A10}", None),
    ("gitlab-deploy-token", "gldt-{A10}", None),
    ("gitlab-feed-token", "glft-{A10}", None),
    ("gitlab-oauth-secret", "gloas-{A20}", None),
    ("gitlab-scim-token", "glsoat-{A10}", None),
    ("slack-bot-token", "xoxb-123-456", None),
    ("slack-user-token", "xoxp-{d12}-{d12}", None),
    ("slack-app-token", "xapp-x-y", None),
    ("slack-legacy-token", "xoxs-short", None),
    ("slack-webhook", "https://hooks.slack.com/services/", None),
    ("anthropic-api-key", "sk-ant-api03-{u93}ZZ", None),
    ("anthropic-admin-key", "sk-ant-admin01-{u20}AA", None),
    ("openai-project-key", "sk-proj-{A10}", None),
    ("openai-service-account-key", "sk-svcacct-{A10}", None),
    ("openai-admin-key", "sk-admin-{A10}", None),
    ("openai-api-key", "sk-{A20}T3BlbkFX{A20}", None),
    ("aws-access-key-id", "AKIA{U15}", None),
    ("aws-access-key-id", "akia{U16}", None),
    (
        "aws-secret-access-key",
        "aws_secret_access_key = ${AWS_SECRET}",
        None,
    ),
    // A git commit hash near a key id is not its secret.
    (
        "aws-secret-access-key",
        "AKIA{U16}\ncommit {h40}",
        Some("aws-access-key-id"),
    ),
    ("google-api-key", "AIza{u20}", None),
    ("google-oauth-client-secret", "GOCSPX-{u10}", None),
    ("google-oauth-access-token", "ya29.short", None),
    ("stripe-secret-key", "sk_live_{A5}", None),
    ("stripe-restricted-key", "rk_live_{A5}", None),
    ("stripe-webhook-secret", "whsec_{A10}", None),
    ("npm-token", "npm_{A20}", None),
    ("npm-token", "npm_{A30}zQ7zKz", Some("bad-checksum")),
    ("pypi-token", "pypi-AgEIcHlwaS5vcmc{u10}", None),
    ("huggingface-token", "hf_{L20}", None),
    ("huggingface-token", "hf_{L34}1", None),
    ("huggingface-org-token", "api_org_{L10}", None),
    ("sendgrid-api-key", "SG.{u10}.{u10}", None),
    ("twilio-api-key", "SK{h31}", None),
    ("digitalocean-pat", "dop_v1_{h30}", None),
    ("digitalocean-oauth-token", "doo_v1_{h63}", None),
    ("digitalocean-refresh-token", "dor_v1_{Z64}", None),
    ("shopify-access-token", "shpat_{h31}", None),
    ("shopify-shared-secret", "shpss_{h20}", None),
    ("shopify-custom-app-token", "shpca_{Z32}", None),
    ("shopify-private-app-token", "shppa_{h10}", None),
    ("vault-service-token", "hvs.short", None),
    ("vault-batch-token", "hvb.{u10}", None),
    ("vault-recovery-token", "hvr.{u10}", None),
    ("grafana-service-account-token", "glsa_{A20}", None),
    ("grafana-cloud-token", "glc_{A10}", None),
    ("linear-api-key", "lin_api_{A20}", None),
    ("perplexity-api-key", "pplx-{A20}", None),
    ("databricks-token", "dapi{h20}", None),
    ("postman-api-key", "PMAK-{h10}", None),
    ("age-secret-key", "AGE-SECRET-KEY-1{B20}", None),
    ("heroku-api-key", "HRKU-AA{u20}", None),
    ("openshift-token", "sha256~{u20}", None),
    ("notion-token", "ntn_{A20}", None),
    ("tavily-api-key", "tvly-{A10}", None),
    ("mailersend-api-token", "mlsn.{h20}", None),
    ("browserbase-api-key", "bb_live_{A10}", None),
    ("honeycomb-api-key", "hcaik_{a20}", None),
    ("posthog-personal-api-key", "phx_{A20}", None),
    ("neon-api-key", "napi_{a20}", None),
    ("neon-password", "npg_{A6}", None),
    ("firecrawl-api-key", "fc-{h20}", None),
    ("salesforce-session-id", "00D{A12}!AQ{A20}", None),
    ("replicate-api-token", "r8_{A20}", None),
    ("shippo-api-token", "shippo_live_{h20}", None),
    ("flutterwave-secret-key", "FLWSECK_TEST-{h20}-X", None),
    ("easypost-api-key", "EZAK{A20}", None),
    ("duffel-api-token", "duffel_test_{u20}", None),
    ("razorpay-key", "rzp_live_{A8}", None),
    ("paddle-api-key", "pdl_live_apikey_{a10}", None),
    ("cerebras-api-key", "csk-{a20}", None),
    ("langfuse-secret-key", "sk-lf-{h8}-{h4}", None),
    ("e2b-api-key", "e2b_{h20}", None),
    ("jina-api-key", "jina_{A20}", None),
    ("sourcegraph-token", "sgp_{h16}_{h20}", None),
    ("bitbucket-app-password", "ATBB{A20}", None),
    ("new-relic-ingest-key", "NRII-{u20}", None),
    ("docker-hub-token", "dckr_pat_{u20}", None),
    ("figma-token", "figd_{u20}", None),
    ("contentful-token", "CFPAT-{u20}", None),
    ("settlemint-token", "sm_pat_{A8}", None),
    ("depot-token", "depot_project_{h20}", None),
    ("anyscale-api-key", "esecret_{a20}", None),
    ("frameio-token", "fio-u-{u20}", None),
    ("dynatrace-token", "dt0c01.{Z24}.{Z20}", None),
    ("defined-networking-key", "dnkey-{Z26}-{Z20}", None),
    ("vercel-blob-token", "vercel_blob_rw_{A16}_{A10}", None),
    ("axiom-token", "xaat-{h8}-{h4}", None),
    ("hubspot-private-app-token", "pat-na1-{h8}-{h4}", None),
    ("alibaba-access-key-id", "LTAI{A8}", None),
    ("typeform-token", "tfp_{A20}", None),
    ("fireworks-api-key", "fw_{A12}", None),
    ("mapbox-secret-token", "sk.eyJ{A10}", None),
    ("clojars-token", "CLOJARS_{a20}", None),
    ("tailscale-key", "tskey-auth-{A12}", None),
    ("packagist-token", "packagist_uat_{h20}", None),
    ("terraform-cloud-token", "{A14}.atlasv1.{A20}", None),
    ("intercom-access-token", "dG9rO{b10}", None),
    ("azure-devops-pat", "{A20}JQQJ99{A4}", None),
    ("teamcity-token", "eyJ0eXAiOiAiVENWMiJ9.{u10}", None),
    ("azure-client-secret", "{A3}8Q~{A10}", None),
    ("azure-function-key", "{u20}AzFu{u5}A==", None),
    ("k3s-token", "K10{h40}::server:{h32}", None),
    ("rancher-api-token", "token-{a5}:{a20}", None),
    ("octopus-api-key", "API-{Z12}", None),
    ("yandex-api-key", "AQVN{u20}", None),
    ("netlify-token", "nfp_{A20}", None),
    ("fly-io-token", "fo1_{u20}", None),
    ("fly-io-token", "fm2_{b20}", None),
    ("fly-io-token", "fm3_{b120}", None),
    ("scalingo-token", "tk-us-{u20}", None),
    ("checkout-secret-key", "sk_sbox_{a10}", None),
    ("xai-api-key", "xai-{A20}", None),
    ("harness-token", "pat.{A22}.{h10}", None),
    ("airtable-pat", "pat{A14}.{h20}", None),
    ("planetscale-token", "pscale_tkn_{u20}", None),
    ("nuget-api-key", "oy2{a20}", None),
    ("elevenlabs-api-key", "sk_{h30}", None),
    ("render-api-key", "rnd_{A20}", None),
    ("resend-api-key", "re_{A8}_{A10}", None),
    ("supabase-access-token", "sbp_{h20}", None),
    ("firebase-cloud-messaging-key", "AAAA{u7}:APA91b{u20}", None),
    ("slack-config-token", "xoxe.xoxp-1-{A20}", None),
    ("onepassword-service-token", "ops_eyJ{b90}", None),
    ("doppler-token", "dp.pt.{A20}", None),
    ("mailgun-api-key", "key-{h20}", None),
    ("deepseek-api-key", "sk-{h20}", None),
    ("buildkite-api-token", "bkua_{h20}", None),
    ("prefect-api-key", "pnu_{A20}", None),
    ("pinecone-api-key", "pcsk_{A5}_{A10}", None),
    ("supabase-secret-key", "sb_secret_{u10}", None),
    ("helicone-api-key", "sk-helicone-{h7}-{h7}", None),
    ("trigger-dev-secret-key", "tr_prod_{A10}", None),
    ("calcom-api-key", "cal_live_{h16}", None),
    ("klaviyo-private-key", "pk_{h20}", None),
    (
        "akamai-edgegrid-token",
        "host = akab-{h16}-{h16}.luna.akamaiapis.net",
        None,
    ),
    ("tencent-cloud-secret-id", "AKID{A20}", None),
    (
        "feishu-webhook",
        "https://open.feishu.cn/open-apis/bot/v2/hook/{h8}",
        None,
    ),
    (
        "nostr-private-key",
        "nsec1vl029mgpspedva04g90vltkh6fvh2",
        None,
    ),
    ("maxmind-license-key", "{A6}_{A20}_mmk", None),
    ("new-relic-browser-key", "NRJS-{h10}", None),
    ("deepl-api-key", "{h8}-{h4}:fx", None),
    ("backblaze-b2-application-key", "K005{A10}", None),
    ("square-access-token", "EAAA{A10}", None),
    ("square-oauth-secret", "sq0csp-{u20}", None),
    ("atlassian-api-token", "ATATT3{u50}", None),
    ("cloudflare-origin-ca-key", "v1.0-{h24}", None),
    ("sentry-auth-token", "sntrys_{A10}", None),
    ("pulumi-token", "pul-{h20}", None),
    ("new-relic-user-key", "NRAK-{Z10}", None),
    ("new-relic-license-key", "{h20}NRAL", None),
    ("sonarqube-token", "squ_{h20}", None),
    ("mailchimp-api-key", "{h32}-user", None),
    ("infracost-api-key", "ico-{A10}", None),
    ("launchdarkly-sdk-key", "sdk-{h8}-go", None),
    (
        "encoded-secret",
        "data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==",
        None,
    ),
    (
        "bound-parameter",
        "UPDATE t SET title=?\nbinding parameter [1] as [VARCHAR] - [{A24}]",
        None,
    ),
    ("langsmith-api-key", "lsv2_pt_{h32}", None),
    ("groq-api-key", "gsk_{A20}", None),
    ("nvidia-api-key", "nvapi-{u20}", None),
    ("brevo-api-key", "xkeysib-{h64}", None),
    ("circleci-token", "CCIPAT_{A22}", None),
    ("openrouter-api-key", "sk-or-v1-{h20}", None),
    ("together-api-key", "tgp_v1_{u20}", None),
    ("rubygems-api-key", "rubygems_{h20}", None),
    ("twitter-bearer-token", "AAAAAAAAAAAAAAAAAAAAA{A10}", None),
    ("azure-sas-signature", "?sv=2024-08-04&sig={A20}%3D", None),
    ("pgpass-password", "db.example:5432/app", None),
    (
        "pgpass-password",
        "nobody:*:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n",
        None,
    ),
    (
        "redis-acl-password",
        "user default on nopass ~* &* +@all\n",
        None,
    ),
    (
        "url-path-token",
        "url = https://logs-01.loggly.com/inputs/TOKEN/tag/http/\n",
        None,
    ),
    (
        "discord-webhook",
        "https://discord.com/api/webhooks/123/abc",
        None,
    ),
    (
        "teams-webhook",
        "https://contoso.webhook.office.com/webhookb2/<group>@<tenant>/IncomingWebhook/<id>/<owner>",
        None,
    ),
    ("telegram-bot-token", "1{d9}:AB{A33}", None),
    ("jwt", "eyJ{a20}.eyJ{a20}.{u20}", None),
    (
        "private-key",
        "-----BEGIN PUBLIC KEY-----\n{b64}\n-----END PUBLIC KEY-----",
        None,
    ),
    (
        "url-credential",
        "https://user:${PASSWORD}@example.invalid",
        None,
    ),
    ("url-credential", "postgres://app@db.internal/app", None),
    (
        "url-credential",
        "https://alice@git.example.invalid/x.git",
        None,
    ),
    ("url-credential", "ssh://git@github.com/team/app.git", None),
    (
        "url-credential",
        "https://github-actions-deploy-bot-2024@git.example.invalid/x",
        None,
    ),
    (
        "url-credential",
        "https://ci_runner_service_account_ops@git.example.invalid/x",
        None,
    ),
    ("basic-auth-credential", "docker run -u 1000:1000 app", None),
    // `date -u` is universal time; what follows is a date format, not `user:password`.
    ("basic-auth-credential", "date -u +%Y-%m-%dT%H:%M:%SZ", None),
    ("basic-auth-credential", "date -u +%Y%m%d-%H:%M:%S.%N", None),
    (
        "basic-auth-credential",
        "curl -u user:$PASSWORD https://api.example.invalid/",
        None,
    ),
    (
        "url-credential",
        "sql.Open(\"mysql\", dsn+\"@tcp(db:3306)/app\")",
        None,
    ),
    ("cli-password", "mysql -u root -p app", None),
    (
        "cli-password",
        "  --password string   password for the registry",
        None,
    ),
    (
        "cli-password",
        "  --passwd USER-ID    change the user's passphrase",
        None,
    ),
    (
        "cli-password",
        "cmd --password \"$PW\" -Password (Get-Secret db)",
        None,
    ),
    (
        "cli-password",
        "openssl enc -pass pass:\"$seed\" -nosalt",
        None,
    ),
    ("cli-password", "reset-password --help", None),
    ("session-cookie", "Set-Cookie: lang=en-US; Path=/", None),
    (
        "session-cookie",
        "Set-Cookie: PART_NUMBER=ROCKET_LAUNCHER_0001; path=/",
        None,
    ),
    (
        "url-credential",
        "see /usr/lib/oracle/19/client@host:1521/x and scott/${ORA_PW}@db:1521/ORCL",
        None,
    ),
    ("session-cookie", "Cookie: session=${SESSION}", None),
    ("cli-password", "sshpass -p \"$PASS\" ssh deploy@host", None),
    (
        "cli-password",
        "docker login -u bot --password-stdin ghcr.io",
        None,
    ),
    (
        "sql-password",
        "CREATE USER app IDENTIFIED BY :new_password;",
        None,
    ),
    (
        "sql-password",
        "CREATE USER ops IDENTIFIED EXTERNALLY;",
        None,
    ),
    (
        "sql-password",
        "each row is identified by its key and a counter",
        None,
    ),
    (
        "sql-password",
        "ALTER USER app IDENTIFIED BY VALUES 'S:5A3B';",
        None,
    ),
    ("bearer-token", "Authorization: Bearer ${TOKEN}", None),
    ("bearer-token", "the bearer of good news", None),
    ("generic-secret", "token = \"changeme\"", None),
    ("generic-secret", "let token = parser.next_token()?;", None),
    ("generic-secret", "api_key: <your-key>", None),
    ("generic-secret", "secret=xxxxxxxxxxxx", None),
    ("generic-secret", "auth: true", None),
    (
        "generic-secret",
        "const PASSWORD_FIELD: &str = \"password_hash\";",
        None,
    ),
];

/// Realistic lines a secret appears in. The first names no keyword, so only the secret's own
/// rule can find it there.
const CONTEXTS: &[&str] = &[
    "deploy {} done\n",
    "{\"id\": 7, \"value\": \"{}\"}\n",
    "  material: {}\n",
    "2026-01-01T00:00:00Z INFO using {} for upload\n",
    "curl -H 'X-Key: {}' https://api.example.invalid/v1\n",
    "export SERVICE_TOKEN={}\n",
    "client = Client(key=\"{}\")\n",
    "| prod | {} |\n",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Expands a template: the whole text, and the secret (the `«»` part, or all of it).
fn expand(template: &str, seed: u64) -> (String, String) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut out = String::new();
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '{' {
            out.push(c);
            continue;
        }
        let field: String = chars.by_ref().take_while(|&c| c != '}').collect();
        if field == "C" {
            let tail: String = out
                .chars()
                .rev()
                .take(30)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            out.push_str(&crc32_base62(tail.as_bytes()));
            continue;
        }
        let (kind, n) = field.split_at(field.len().min(1));
        let Ok(n) = n.parse::<usize>() else {
            // Not a field (`${VAR}`): literal text.
            out.push_str(&format!("{{{field}}}"));
            continue;
        };
        let alphabet: &[u8] = match kind {
            "A" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
            "a" => b"abcdefghijklmnopqrstuvwxyz",
            "L" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
            "h" => b"0123456789abcdef",
            "d" => b"0123456789",
            "U" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
            "Z" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
            "u" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-",
            "b" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
            "B" => b"qpzry9x8gf2tvdw0s3jn54khce6mua7l",
            _ => panic!("unknown field {{{field}}} in {template}"),
        };
        for _ in 0..n {
            let b = alphabet[(rng.next() % alphabet.len() as u64) as usize];
            // age keys are upper-case bech32.
            out.push(char::from(if kind == "B" {
                b.to_ascii_uppercase()
            } else {
                b
            }));
        }
    }
    match (out.find('«'), out.find('»')) {
        (Some(s), Some(e)) => {
            let secret = out[s + '«'.len_utf8()..e].to_owned();
            (out.replace(['«', '»'], ""), secret)
        }
        _ => (out.clone(), out),
    }
}

#[test]
fn every_rule_has_positives_and_near_misses() {
    for name in Masker::rule_names() {
        assert!(
            POSITIVES.iter().any(|p| p.0 == name),
            "no positive for {name}"
        );
        assert!(
            NEGATIVES.iter().any(|n| n.0 == name),
            "no near miss for {name}"
        );
    }
}

/// In the keyword-free context each rule finds its own secrets, named by the rule, and masks
/// them; in every context at least 99 % of the secrets are masked.
#[test]
fn labeled_corpus_recall() {
    let m = Masker::new();
    let mut total = 0;
    let mut masked = 0;
    let mut misses = Vec::new();
    for (i, (rule, template)) in POSITIVES.iter().enumerate() {
        for seed in 0..5u64 {
            let (value, secret) = expand(template, i as u64 * 101 + seed);
            let ctx = if seed == 0 {
                0
            } else {
                (i + seed as usize) % CONTEXTS.len()
            };
            let text = CONTEXTS[ctx].replacen("{}", &value, 1);
            let start = text.find(&secret).unwrap();
            let end = start + secret.len();
            let findings = m.findings(&text);
            let covering = findings.iter().find(|f| f.start <= start && f.end >= end);
            if seed == 0 {
                assert_eq!(
                    covering.map(|f| f.rule),
                    Some(*rule),
                    "{rule} in {text:?}: {findings:?}"
                );
            }
            total += 1;
            if covering.is_some() && !m.mask(&text).as_str().contains(&secret) {
                masked += 1;
            } else {
                misses.push(format!("{rule}: {text:?}"));
            }
        }
    }
    assert!(total >= 300, "only {total} secrets");
    assert!(
        masked * 100 >= total * 99,
        "recall {masked}/{total}; missed {misses:#?}"
    );
}

#[test]
fn near_misses_are_not_findings() {
    let m = Masker::new();
    for (i, (rule, template, allowed)) in NEGATIVES.iter().enumerate() {
        for seed in 0..3u64 {
            let (value, _) = expand(template, i as u64 * 7919 + seed);
            let text = format!("note {value} end\n");
            let findings = m.findings(&text);
            assert!(
                findings.iter().all(|f| Some(f.rule) == *allowed),
                "{rule} near miss {text:?}: {findings:?}"
            );
            if allowed.is_some() {
                assert!(
                    !findings.is_empty(),
                    "{rule}: {text:?} should be {allowed:?}"
                );
            }
        }
    }
}

/// Every masked secret shows its kind and length, and masking the output again changes nothing.
#[test]
fn markers_keep_kind_and_length_and_masking_is_idempotent() {
    let m = Masker::new();
    for (i, (rule, template)) in POSITIVES.iter().enumerate() {
        let (value, secret) = expand(template, i as u64 + 17);
        let text = CONTEXTS[0].replacen("{}", &value, 1);
        let once = m.mask(&text).into_string();
        assert!(
            once.contains(&format!("[masked {rule} {}]", secret.len())),
            "{rule}: {once}"
        );
        assert_eq!(m.mask(&once).into_string(), once, "{rule}");
    }
}
