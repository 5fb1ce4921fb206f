//! Issue 26: credentials found by their place in a configuration or a program's output rather
//! than by a keyword's assignment (a directive's positional argument, a service's key name, a
//! COBOL data item, a deployment tool's account list, a REPL's or a shell's echo, a struct
//! printed in a panic), providers' documented prefixes, and publishable keys that stay. Each
//! class in spellings of its own, with the harmless neighbours that must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use airlock_mask::Masker;
use common::{ALNUM, HEX, LETTERS, LOWER, URLSAFE, check, masks, random, stays};

/// Caddy's `dns PROVIDER TOKEN` and HAProxy's credentials by position are masked; a
/// placeholder, an expansion and prose about DNS stay.
#[test]
fn a_directives_positional_credential_is_masked() {
    let m = Masker::new();
    let token = random(26_001, URLSAFE, 40);
    let hex = random(26_002, HEX, 32);
    for (t, v) in [
        (
            format!("example.com {{\n\ttls {{\n\t\tdns cloudflare {token}\n\t}}\n}}\n"),
            &token,
        ),
        (format!("{{\n    acme_dns route53 {hex}\n}}\n"), &hex),
        (format!("tls {{ dns duckdns {token} }}\n"), &token),
        (format!("    dns porkbun {hex}\r\n"), &hex),
    ] {
        masks(&m, &t, v);
    }
    for (t, v) in [
        (
            "listen stats\n    stats auth admin:Lark.Meadow42\n",
            "Lark.Meadow42",
        ),
        (
            "userlist ops\n    user deploy insecure-password Quill#2023\n",
            "Quill#2023",
        ),
    ] {
        masks(&m, t, v);
    }
    for t in [
        "example.com {\n\ttls {\n\t\tdns cloudflare {env.CF_API_TOKEN}\n\t}\n}\n",
        "\tdns cloudflare {$CLOUDFLARE_API_TOKEN}\n",
        "the dns server example.com answers for the zone\n",
        "    dns gandi your_api_key_goes_here_please\n",
        "nameserver dns resolver_default_timeout_seconds\n",
        "    stats auth admin:admin\n",
        "    user deploy password $6$rounds=5000$salt$hash\n",
    ] {
        stays(&m, t);
    }
}

/// A service's key named by what it is for (PagerDuty's routing and service keys, Pushover's
/// user key, Segment's write key) is masked when its value is generated.
#[test]
fn a_services_named_key_is_masked() {
    let m = Masker::new();
    let hex = random(26_011, HEX, 32);
    let key = random(26_012, ALNUM, 30);
    for (t, v) in [
        (
            format!("    pagerduty_configs:\n      - routing_key: {hex}\n"),
            &hex,
        ),
        (format!("  - service_key: '{hex}'\n"), &hex),
        (
            format!("pushover_configs:\n  - user_key: {key}\n    token: $PUSHOVER\n"),
            &key,
        ),
        (format!("analytics.write_key = \"{key}\"\n"), &key),
        (format!("integration-key: {hex}\n"), &hex),
        (format!("fcm_server_key={key}\n"), &key),
    ] {
        masks(&m, &t, v);
    }
    for t in [
        "routing_key: orders.created\n",
        "channel.basic_publish(exchange='', routing_key='task_queue', body=message)\n",
        "  user_key: user_id\n",
        "    routing_key: <secret>\n",
        "    service_key: ${PAGERDUTY_SERVICE_KEY}\n",
        "cache_key = \"users:list:page_1\"\n",
    ] {
        stays(&m, t);
    }
}

/// A COBOL data item named for a secret gives its value in `VALUE`; a length, spaces and a
/// user's item stay.
#[test]
fn a_cobol_items_value_is_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "       01 WS-DB-PASSWORD  PIC X(20) VALUE 'Otter2024!'.\n",
            "Otter2024!",
        ),
        (
            "       05 API-TOKEN PICTURE IS X(40) VALUE IS \"k3yW0rd-bronze-77\".\n",
            "k3yW0rd-bronze-77",
        ),
        (
            "       77 WS-PASSWD pic x(12) value 'meadow19'.\n",
            "meadow19",
        ),
    ] {
        masks(&m, t, v);
    }
    for t in [
        "       01 WS-DB-PASSWORD  PIC X(20) VALUE SPACES.\n",
        "       01 WS-PASSWORD-LEN PIC 9(4) VALUE 0.\n",
        "       01 WS-DB-USER      PIC X(20) VALUE 'etl_runner'.\n",
        "       01 WS-DB-PASSWORD  PIC X(20) VALUE 'CHANGEME'.\n",
    ] {
        stays(&m, t);
    }
    // Fortran's declarations are assignments the generic rule reads.
    masks(
        &m,
        "  character(len=*), parameter :: api_key = 'q8Zr2LmP4xT7vN1kW3yB6cD9'\n",
        "q8Zr2LmP4xT7vN1kW3yB6cD9",
    );
}

/// An Ethereum account's private key where a deployment tool takes one is masked; a
/// transaction's hash, an environment lookup and an address stay.
#[test]
fn a_deployment_tools_account_key_is_masked() {
    let m = Masker::new();
    let key = random(26_021, HEX, 64);
    for t in [
        format!("  networks: {{ sepolia: {{ url: RPC_URL, accounts: [\"0x{key}\"] }} }},\n"),
        format!("      accounts: [\n        '0x{key}',\n      ],\n"),
        format!("const wallet = new ethers.Wallet(\"0x{key}\", provider);\n"),
        format!("accounts = [\"{key}\"]\n"),
    ] {
        masks(&m, &t, &key);
    }
    for t in [
        "  networks: { sepolia: { url: RPC_URL, accounts: [process.env.PRIVATE_KEY] } },\n"
            .to_string(),
        format!("tx hash: 0x{key}\n"),
        format!("bytes32 constant SLOT = 0x{key};\n"),
        "accounts: [\"0x0000000000000000000000000000000000000000000000000000000000000000\"]\n"
            .to_string(),
        "const wallet = new Wallet(privateKey, provider);\n".to_string(),
    ] {
        stays(&m, &t);
    }
}

/// A REPL's output of an expression that names a secret is masked; a doctest's generated
/// value (a call) and a value that is no secret stay.
#[test]
fn a_repls_echo_of_a_secret_is_masked() {
    let m = Masker::new();
    let key = random(26_031, URLSAFE, 43);
    let hex = random(26_032, HEX, 32);
    let letters = random(26_033, LETTERS, 26);
    for (t, v) in [
        (
            format!("In [4]: os.environ[\"COHERE_API_KEY\"]\nOut[4]: '{key}'\n"),
            &key,
        ),
        (
            format!("In [12]: settings.SECRET_KEY\nOut[12]: \"{hex}\"\n"),
            &hex,
        ),
        (format!(">>> os.getenv('STRIPE_TOKEN')\n'{key}'\n"), &key),
        // A token of letters alone, as some providers issue them.
        (
            format!("In [7]: os.environ[\"VENDOR_API_KEY\"]\nOut[7]: '{letters}'\n"),
            &letters,
        ),
    ] {
        masks(&m, &t, v);
    }
    for t in [
        ">>> secrets.token_hex(16)\n'f9bf78b9a18ce6d46a0cd2b0b86df9da'\n",
        "In [3]: generate_token()\nOut[3]: 'Zq8x7YtR2pLm4nB6vC3kJ9hG1fD5sA0w'\n",
        "In [5]: os.environ[\"TOKEN_URL\"]\nOut[5]: 'https://auth.example.test/token'\n",
        ">>> config.token_type\n'Bearer'\n",
        "In [6]: settings.TOKEN_PROVIDER\nOut[6]: 'RotatingVendorTokenProvider'\n",
        ">>> os.environ['API_TOKEN']\n'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'\n",
    ] {
        stays(&m, t);
    }
}

/// A shell session that prints a secret-named variable after a prompt: the next line is its
/// value.
#[test]
fn a_shells_echo_of_a_secret_is_masked() {
    let m = Masker::new();
    let hex = random(26_041, HEX, 64);
    let key = random(26_042, ALNUM, 32);
    let letters = random(26_043, LETTERS, 28);
    for (t, v) in [
        (format!("$ echo $DEPLOY_TOKEN\n{hex}\n"), &hex),
        (
            format!("user@build:~$ echo \"${{API_KEY}}\"\n{key}\n"),
            &key,
        ),
        (format!("# printenv GITHUB_TOKEN\n{key}\n$ "), &key),
        (format!("$ echo $SLACK_TOKEN\n{letters}\n"), &letters),
    ] {
        masks(&m, &t, v);
    }
    for t in [
        "$ echo $DEPLOY_TOKEN\n\n$ ls\n",
        "$ echo $TOKEN_FILE\n/run/secrets/deploy_token\n",
        "echo $DEPLOY_TOKEN | docker login --password-stdin\n",
        "$ echo $PATH\n/usr/local/bin:/usr/bin:/bin\n",
    ] {
        stays(&m, t);
    }
}

/// A struct or an error printed in a panic, a stack trace's annotated argument, an API's error
/// that quotes the key it refused.
#[test]
fn a_printed_structs_and_errors_credential_is_masked() {
    let m = Masker::new();
    let key = random(26_051, ALNUM, 31);
    for t in [
        format!("main.newClient({{0xc000014090, 0x28}} /* token=\"{key}\" */)\n"),
        format!("Api {{ status: 401, body: \"invalid key {key}\" }}\n"),
        format!("error: unknown API key: {key}\n"),
        format!("403 Forbidden: revoked key {key}\n"),
        format!("Config {{ password: \"{key}\", host: \"db\" }}\n"),
    ] {
        masks(&m, &t, &key);
    }
    for t in [
        "error: invalid key format, expected 32 hex digits\n",
        "panic: unknown key kind in map: user_settings_primary\n",
        "x := a /* scale */ * b\n",
    ] {
        stays(&m, t);
    }
}

/// A header named for a key with no keyword, in lower case as a proxy writes it.
#[test]
fn a_lower_case_headers_key_is_masked() {
    let m = Masker::new();
    let key = random(26_061, URLSAFE, 24);
    for t in [
        format!("  - header: {{ key: \"x-upstream-key\", value: \"{key}\" }}\n"),
        format!("x-tenant-key: {key}\n"),
        format!("{{\"name\": \"x-partner-key\", \"value\": \"{key}\"}}\n"),
    ] {
        masks(&m, &t, &key);
    }
    for t in [
        "  - header: { key: \"x-upstream-key\", value: \"%REQ(x-upstream-key)%\" }\n",
        "x-request-key: 2024-01-01\n",
        "  - header: { key: \"x-cache-key\", value: \"${UPSTREAM_KEY}\" }\n",
    ] {
        stays(&m, t);
    }
}

/// Providers' documented prefixes (PlanetScale, NuGet, ElevenLabs, Render, Resend, Supabase's
/// access tokens) are masked anywhere, prose included; words sharing a prefix stay.
#[test]
fn issue_26_providers_are_masked_anywhere() {
    let m = Masker::new();
    for v in [
        format!("pscale_tkn_{}", random(26_071, URLSAFE, 43)),
        format!("pscale_pw_{}", random(26_072, URLSAFE, 43)),
        format!("oy2{}", random(26_073, LOWER, 43)),
        format!("sk_{}", random(26_074, HEX, 48)),
        format!("rnd_{}", random(26_075, ALNUM, 32)),
        format!(
            "re_{}_{}",
            random(26_076, ALNUM, 8),
            random(26_077, ALNUM, 24)
        ),
        format!("sbp_{}", random(26_078, HEX, 40)),
    ] {
        for t in [
            format!("Using {v} until the vault integration is merged.\n"),
            format!("新的访问令牌：{v}（有效期7天）\n"),
            format!("{{\"text\":\"key:\\n{v}\\n\"}}\n"),
            format!("KEY={v}\n"),
        ] {
            masks(&m, &t, &v);
        }
    }
    for t in [
        "let re_compiled_pattern_for_all_the_headers = x;\n",
        "fn task_runner_status(disk_usage_percent: u8) {}\n",
        "rnd_seed = rnd_generator_for_the_simulation_engine\n",
        "sk_buff *skb = alloc_skb(len, GFP_KERNEL);\n",
    ] {
        stays(&m, t);
    }
}

/// A publishable key, public by its provider's prefix, stays under a token's name; its secret
/// sibling does not.
#[test]
fn publishable_keys_stay() {
    let m = Masker::new();
    let body = random(26_081, URLSAFE, 60);
    for t in [
        format!("NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1Ijoi{body}.{body}\n"),
        format!(
            "stripe_publishable_key: pk_live_{}\n",
            random(26_082, ALNUM, 40)
        ),
        format!("SUPABASE_ANON_KEY=sb_publishable_{body}\n"),
    ] {
        stays(&m, &t);
    }
    let secret = format!("sk.eyJ1Ijoi{body}.{body}");
    masks(&m, &format!("MAPBOX_TOKEN={secret}\n"), &secret);
}

/// A stand-in password among pairs separated by blanks (a libpq connection string, a log's
/// bracketed properties) is text, not a variable passed on; code's keyword arguments stay.
#[test]
fn a_stand_in_password_among_blank_separated_pairs_is_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "conn = LibPQ.Connection(\"host=db user=etl password=rootpass dbname=sim\")\n",
            "rootpass",
        ),
        (
            "psql 'host=db user=app password=dbpass1 sslmode=require'\n",
            "dbpass1",
        ),
        (
            "\tat com.acme.db.Pool.open(Pool.java:57) [props: user=app, password=adminpass]\n",
            "adminpass",
        ),
        (
            "dsn: host=db user=app password=db_password2 port=5432\n",
            "db_password2",
        ),
    ] {
        masks(&m, t, v);
    }
    for t in [
        "conn = psycopg2.connect(user=user, password=rootpass)\n",
        "f(password=rootpass)\n",
        "if password == rootpass and user == admin:\n",
        "kwargs = dict(host=host, password=db_password)\n",
    ] {
        stays(&m, t);
    }
}

/// A webhook's URL is masked whole, from its scheme (Slack's services, workflows and triggers,
/// Discord's, Teams' incoming webhooks old and new) in a shell line, HCL, YAML, JSON and prose;
/// a Telegram bot's token inside the Bot API's URL; a Logic Apps trigger's `sig=`. The
/// documentation's URLs with no secret, placeholders and a UUID of an id stay.
#[test]
fn a_webhooks_url_is_masked_whole() {
    let m = Masker::new();
    let slack = format!(
        "https://hooks.slack.com/services/T{}/B{}/{}",
        random(26_101, b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10),
        random(26_102, b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10),
        random(26_103, ALNUM, 24)
    );
    let workflow = format!(
        "https://hooks.slack.com/workflows/T{}/A{}/{}/{}",
        random(26_104, b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10),
        random(26_105, b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10),
        random(26_106, b"0123456789", 18),
        random(26_107, ALNUM, 24)
    );
    let discord = format!(
        "https://discord.com/api/webhooks/1{}/{}",
        random(26_108, b"0123456789", 18),
        random(26_109, URLSAFE, 68)
    );
    let discordapp = format!(
        "https://canary.discordapp.com/api/webhooks/{}/{}",
        random(26_110, b"123456789", 18),
        random(26_111, URLSAFE, 68)
    );
    let uuid = |seed: u64| {
        let h = random(seed, HEX, 32);
        format!(
            "{}-{}-{}-{}-{}",
            &h[..8],
            &h[8..12],
            &h[12..16],
            &h[16..20],
            &h[20..]
        )
    };
    let teams = format!(
        "https://fabrikam.webhook.office.com/webhookb2/{}@{}/IncomingWebhook/{}/{}",
        uuid(26_112),
        uuid(26_113),
        random(26_114, HEX, 32),
        uuid(26_115)
    );
    let teams_v2 = format!("{teams}/V2{}", random(26_116, URLSAFE, 40));
    let outlook = format!(
        "https://outlook.office.com/webhook/{}@{}/IncomingWebhook/{}/{}",
        uuid(26_117),
        uuid(26_118),
        random(26_119, HEX, 32),
        uuid(26_120)
    );
    for (t, v) in [
        (format!("curl -sS -X POST --data @p.json {slack}\n"), &slack),
        (format!("  slack {{\n    url = \"{slack}\"\n  }}\n"), &slack),
        (format!("alert_webhook: {workflow}\n"), &workflow),
        (format!("{{\"webhook\": \"{discord}\"}}\n"), &discord),
        (format!("DISCORD_WEBHOOK={discordapp}\n"), &discordapp),
        (format!("-H 'Authorization: Bearer {discord}'\n"), &discord),
        (format!("$uri = '{teams}'\n"), &teams),
        (format!("teams_url: {teams_v2}\n"), &teams_v2),
        (
            format!("post the alert to {outlook} when it fails\n"),
            &outlook,
        ),
    ] {
        masks(&m, &t, v);
        // Nothing of the URL is left: not its scheme, nor its host before the marker.
        let out = m.mask(&t);
        let host = v.split('/').nth(2).unwrap();
        assert!(!out.as_str().contains(host), "{t:?} -> {out}");
    }
    let bot = format!(
        "{}:AA{}",
        random(26_121, b"123456789", 10),
        random(26_122, URLSAFE, 32) + "x"
    );
    let sig = random(26_123, URLSAFE, 42) + "Q";
    for (t, v) in [
        (
            format!(
                "requests.post(\"https://api.telegram.org/bot{bot}/sendMessage\", json=body)\n"
            ),
            &bot,
        ),
        (
            format!("curl https://api.telegram.org/bot{bot}/getMe\n"),
            &bot,
        ),
        (format!("TELEGRAM_TOKEN={bot}\n"), &bot),
        (
            format!(
                "POST https://prod-27.westus.logic.azure.com:443/workflows/{}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sig}\n",
                random(26_124, HEX, 32)
            ),
            &sig,
        ),
    ] {
        masks(&m, &t, v);
    }
    for t in [
        "See https://api.slack.com/messaging/webhooks and https://hooks.slack.com/services/ for docs.\n",
        "GET https://discord.com/api/webhooks/123/abc returns 401\n",
        "https://contoso.webhook.office.com/webhookb2/<group>@<tenant>/IncomingWebhook/<id>/<owner>\n",
        "curl https://api.telegram.org/bot<token>/getMe\n",
        "requests.post(f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\")\n",
        "https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook\n",
        "request_id = \"b6fb8a35-dd6a-4a2f-9d15-eea9ffae127f\"\n",
    ] {
        stays(&m, t);
    }
}

/// A name/value pair whose name is one field and its value another: Azure Pipelines' and
/// Kubernetes' `- name: ..._PAT` then `value:`, an UPPER_CASE `..._PAT` assigned, a
/// CloudFormation parameters file's `ParameterKey`/`ParameterValue` (JSON, YAML, the CLI's
/// shorthand). Paths (`LD_LIBRARY_PATH`), references and placeholders stay.
#[test]
fn a_name_value_pairs_secret_is_masked() {
    let m = Masker::new();
    let pat = random(26_201, b"abcdefghijklmnopqrstuvwxyz234567", 52);
    let hex = random(26_202, HEX, 32);
    for (t, v) in [
        (
            format!("variables:\n  - name: AZURE_DEVOPS_EXT_PAT\n    value: {pat}\n  - name: buildConfiguration\n    value: Release\n"),
            pat.as_str(),
        ),
        (format!("env:\n- name: GH_PAT\n  value: \"{pat}\"\n"), &pat),
        (format!("export GITHUB_PAT={pat}\n"), &pat),
        (format!("ADO_PAT: \"{pat}\"\n"), &pat),
        (format!("<add key=\"NUGET_FEED_PAT\" value=\"{pat}\" />\n"), &pat),
        (
            "[\n  { \"ParameterKey\": \"DBUsername\", \"ParameterValue\": \"svc_app\" },\n  { \"ParameterKey\": \"DBPassword\", \"ParameterValue\": \"Ldap@2026\" }\n]\n".to_string(),
            "Ldap@2026",
        ),
        (
            "aws cloudformation create-stack --parameters ParameterKey=DbPassword,ParameterValue='Kaas1910!x' ParameterKey=Env,ParameterValue=prod\n".to_string(),
            "Kaas1910!x",
        ),
        (
            format!("Parameters:\n  - ParameterKey: ApiToken\n    ParameterValue: {hex}\n"),
            &hex,
        ),
    ] {
        masks(&m, &t, v);
    }
    for t in [
        "LD_LIBRARY_PATH=/usr/local/lib64:/opt/cuda/lib64\n",
        "PYTHON_PATH = \"/opt/app/site-packages\"\n",
        "GITHUB_PAT=${{ secrets.GH_PAT }}\n",
        "AZURE_DEVOPS_EXT_PAT=$(System.AccessToken)\n",
        "ADO_PAT=<your-pat>\n",
        "SEARCH_PAT = \"foo.*bar\"\n",
        "{ \"ParameterKey\": \"KeyName\", \"ParameterValue\": \"my-keypair\" }\n",
        "{\"ParameterKey\": \"DBPassword\", \"ParameterValue\": \"{{resolve:secretsmanager:MyDB:SecretString:password}}\"}\n",
        "{\"ParameterKey\": \"DBPassword\", \"ParameterValue\": \"<db-password>\"}\n",
    ] {
        stays(&m, t);
    }
}

/// A UUID is a secret where its key names the secret itself: Consul's ACL `SecretID` and
/// Vault AppRole's `secret_id`, a Consul agent's `tokens { ... }` block, a token's or a
/// Heroku key's assignment; a UUID under an id's key (`AccessorID`, `request_id`, `token_id`)
/// and a reference stay.
#[test]
fn a_uuid_named_a_secret_is_masked() {
    let m = Masker::new();
    let h = random(26_301, HEX, 32);
    let u = format!(
        "{}-{}-4{}-a{}-{}",
        &h[..8],
        &h[8..12],
        &h[13..16],
        &h[17..20],
        &h[20..]
    );
    for t in [
        format!("acl {{\n  enabled = true\n  tokens {{\n    agent = \"{u}\"\n  }}\n}}\n"),
        format!("{{\"acl\": {{\"tokens\": {{\"initial_management\": \"{u}\"}}}}}}\n"),
        format!(
            "{{\"AccessorID\": \"e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b\", \"SecretID\": \"{u}\"}}\n"
        ),
        format!("SecretID:         {u}\n"),
        format!("secret_id = \"{u}\"\n"),
        format!("token = \"{u}\"\n"),
        format!("HEROKU_API_KEY={u}\n"),
        format!("CONSUL_HTTP_TOKEN={u}\n"),
    ] {
        masks(&m, &t, &u);
    }
    for t in [
        "AccessorID:       e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b\n".to_string(),
        format!("request_id = \"{u}\"\n"),
        format!("token_id = \"{u}\"\n"),
        "secret_id = \"prod/db\"\n".to_string(),
        "acl {\n  tokens {\n    agent = \"${var.consul_agent_token}\"\n  }\n}\n".to_string(),
        "tokens { page = \"next\" }\n".to_string(),
    ] {
        stays(&m, &t);
    }
}

/// A password given in base64 by its place: LDIF's `userPassword::` (and `olcRootPW::`),
/// the client's answer to SMTP's `334 UGFzc3dvcmQ6` in traces of several tools, `AUTH PLAIN`.
/// A stored hash (`{SSHA}` in base64), the prompts alone and a placeholder stay.
#[test]
fn a_base64_password_by_its_place_is_masked() {
    let m = Masker::new();
    // "Service2025", "Molenmunte750#", "simbaferretkvitka" (decoded), and `\0bob\0s3cret-Pass1`.
    for (t, v) in [
        (
            "dn: cn=replicator,dc=example,dc=org\nchangetype: modify\nreplace: userPassword\nuserPassword:: U2VydmljZTIwMjU=\n",
            "U2VydmljZTIwMjU=",
        ),
        (
            "olcRootPW:: TW9sZW5tdW50ZTc1MCM=\r\n",
            "TW9sZW5tdW50ZTc1MCM=",
        ),
        (
            "S: 334 VXNlcm5hbWU6\nC: bWFpbGVyQGV4YW1wbGUub3Jn\nS: 334 UGFzc3dvcmQ6\nC: U2VydmljZTIwMjU=\nS: 235 2.7.0 Authentication successful\n",
            "U2VydmljZTIwMjU=",
        ),
        (
            "<~  334 UGFzc3dvcmQ6\n ~> TW9sZW5tdW50ZTc1MCM=\n<~  235 Authentication succeeded\n",
            "TW9sZW5tdW50ZTc1MCM=",
        ),
        (
            "334 UGFzc3dvcmQ6\nc2ltYmFmZXJyZXRrdml0a2E=\n",
            "c2ltYmFmZXJyZXRrdml0a2E=",
        ),
        (
            "C: AUTH PLAIN AGJvYgBzM2NyZXQtUGFzczE=\n",
            "AGJvYgBzM2NyZXQtUGFzczE=",
        ),
    ] {
        masks(&m, t, v);
    }
    for t in [
        // `{SSHA}` and a salted hash, as LDAP stores it.
        "userPassword:: e1NTSEF9Y2hhbmdlZGhhc2h2YWx1ZWhlcmUxMjM0NTY3OA==\n",
        // `<password>`
        "userPassword:: PHBhc3N3b3JkPg==\n",
        "334 VXNlcm5hbWU6 then 334 UGFzc3dvcmQ6 are the prompts\n",
        "S: 334 UGFzc3dvcmQ6\nS: 535 5.7.8 Authentication failed\n",
    ] {
        stays(&m, t);
    }
}

/// Prose states a password in more languages (Finnish, Swahili, Hungarian, Thai, Romanian,
/// Czech, Swedish, Indonesian, Vietnamese, Bulgarian, ...), and a passphrase of words joined
/// by `-` after a password's name in any of them; a table's column named for a password in
/// German or French. A sentence's words joined by `-`, a token's passphrase-like words and
/// a policy's column stay.
#[test]
fn prose_in_more_languages_states_a_password() {
    check(
        &[
            (
                "Käyttäjätunnus: c.dubois\nSalasana: Zirkajuniper225#\nTila: avoin\n",
                "Zirkajuniper225#",
            ),
            (
                "Jina la mtumiaji: etl_rw\nNenosiri: Guest2024\n",
                "Guest2024",
            ),
            ("felhasználónév: c.dubois\njelszó: Pa55w0rd!\n", "Pa55w0rd!"),
            ("svc: รหัสผ่าน: Nectar1843*\n", "Nectar1843*"),
            (
                "fix: parola nouă pentru baza de date este Summer2026!\n",
                "Summer2026!",
            ),
            ("Uživatel: novak\nHeslo: Praha2026!\n", "Praha2026!"),
            ("Användare: anna\nLösenord: Sommar2026!\n", "Sommar2026!"),
            ("Kata sandi baru adalah Jakarta2026!\n", "Jakarta2026!"),
            ("Mật khẩu: Hanoi2026!\n", "Hanoi2026!"),
            ("Парола: Sofia2026!\n", "Sofia2026!"),
            (
                "Benutzer: somchai.p\nPasswort: alma-sonyah-kedi-beacon\n",
                "alma-sonyah-kedi-beacon",
            ),
            ("Пароль: orchid-orchid-praia\n", "orchid-orchid-praia"),
            (
                "şifre değişti, yenisi: orchid-juniper-neko-fenster\n",
                "orchid-juniper-neko-fenster",
            ),
            (
                "La contraseña provisional es neko-neko-kenyer — cámbiala.\n",
                "neko-neko-kenyer",
            ),
            (
                "新しいパスワードは kvitka-lumi-sauna です\n",
                "kvitka-lumi-sauna",
            ),
            (
                "the new password is correct-horse-battery-staple\n",
                "correct-horse-battery-staple",
            ),
            (
                "Volta a chave antiga (e017a5651c7dc67893fffcd6f5143aed) até a migração\n",
                "e017a5651c7dc67893fffcd6f5143aed",
            ),
            (
                "la clave nueva (Tq9vX2mR7kLp4sWz8yB3nC6d) ya funciona\n",
                "Tq9vX2mR7kLp4sWz8yB3nC6d",
            ),
            (
                "| System | Benutzer | Passwort | Bemerkung |\n|---|---|---|---|\n| Jira | o.kovalenko | Database1! | intern |\n",
                "Database1!",
            ),
            (
                "| Service | Identifiant | Mot de passe |\n|---|---|---|\n| Wi-Fi | invite | Saddle2Molen |\n",
                "Saddle2Molen",
            ),
        ],
        &[
            "the password is auto-generated-per-environment\n",
            "Passwort: nicht-mehr-gueltig\n",
            "the token is one-two-three-four\n",
            "See the password-reset-flow docs: it is self-service\n",
            "Salasana: katso alta\n",
            "| Passwort-Richtlinie | Wert |\n|---|---|\n| Mindestlänge | 12 |\n",
            "| Konto | Passwort-Hash |\n|---|---|\n| root | 5f4dcc3b5aa765d61d8327deb882cf99 |\n",
            "Alasan: server down 2024\n",
            "the token expired (401) again\n",
            "la clave nueva (ver docs v2.1) ya\n",
            "the password changed (2024-05-01)\n",
        ],
    );
}

/// A proxy's header named for a key set by Caddy's `header_up` or Apache's `RequestHeader
/// set`, and a session cookie made by a constructor (a browser's "copy as PowerShell", Java's
/// `new Cookie(...)`) are masked; a reference, a placeholder and a cookie that names no
/// session stay.
#[test]
fn a_proxys_header_and_a_constructed_cookie_are_masked() {
    let m = Masker::new();
    let hex = random(26_501, HEX, 40);
    let sid = random(26_502, ALNUM, 32);
    for (t, v) in [
        (
            format!(
                "api.example.com {{\n\treverse_proxy backend:8080 {{\n\t\theader_up X-Api-Key {hex}\n\t}}\n}}\n"
            ),
            &hex,
        ),
        (format!("    header_up +X-Upstream-Token \"{hex}\"\n"), &hex),
        (format!("RequestHeader set X-Api-Key \"{hex}\"\n"), &hex),
        (
            format!(
                "$session.Cookies.Add((New-Object System.Net.Cookie(\"connect.sid\", \"{sid}\", \"/\", \"portal.example.com\")))\n"
            ),
            &sid,
        ),
        (
            format!("Cookie c = new Cookie(\"JSESSIONID\", \"{sid}\");\n"),
            &sid,
        ),
    ] {
        masks(&m, &t, v);
    }
    for t in [
        "\t\theader_up X-Api-Key {env.UPSTREAM_API_KEY}\n",
        "\t\theader_up X-Real-IP {remote_host}\n",
        "RequestHeader set X-Api-Key \"%{API_KEY}e\"\n",
        "new Cookie(\"theme\", \"dark-mode-enabled-v2\");\n",
        "new Cookie(\"sessionid\", \"<session-id>\");\n",
    ] {
        stays(&m, t);
    }
}

/// What a server keeps instead of a password and what stands in for one stay: a SCRAM or
/// md5 verifier given to `PASSWORD`, a URL's percent-encoded placeholder, a release file's
/// checksum after a name that holds `auth`; a real password in the same places is masked.
#[test]
fn verifiers_encoded_placeholders_and_checksums_stay() {
    check(
        &[
            (
                "CREATE ROLE app WITH LOGIN PASSWORD 'Scram-Like$1:2!x';\n",
                "Scram-Like$1:2!x",
            ),
            (
                "url = postgres://app:p%40ss%3Aw0rd%21@db.internal:5432/x\n",
                "p%40ss%3Aw0rd%21",
            ),
            (
                "oauth2_token: \"7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c2e\"\n",
                "7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c2e",
            ),
        ],
        &[
            "CREATE ROLE reporting WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:TqFEPT2MPEDsniyBPC0ijnuVNOmvc9NLd7LBXLqGOlE=$TqFEPT2MPEDsniyBPC0ijnuVNOmvc9NLd7LBXLqGOlE=:TqFEPT2MPEDsniyBPC0ijnuVNOmvc9NLd7LBXLqGOlE=';\n",
            "ALTER ROLE app PASSWORD 'md5a3556571e93b0d20722ba62be61e8c2d';\n",
            "DATABASE_URI=postgresql+psycopg://app:%3Cpassword%3E@pg.example.com:5432/crm\n",
            "DATABASE_URI=postgresql://app:%24%7BDB_PASSWORD%7D@pg.example.com:5432/crm\n",
            "# checksum of example-auth-2.4.1.gem: b35ef72f9cd077f01373755c7e6988387f72ef5b66d0115c3e68182214147169\n",
            "oauth-1.2.0.tar.gz: 5f4dcc3b5aa765d61d8327deb882cf99aaaaaaaabbbbbbbbccccccccdddddddd\n",
        ],
    );
}

/// A password of two or more words run together (`NectarMaison`, `kediTurnip`) under a
/// password's key is masked in YAML, properties, HCL, JSON, a build DSL's parameter and SQL;
/// a type's or a field's name there (`SecretStr`, `PasswordInput`, `TextField`,
/// `EncryptedValue`) and such words under another key stay.
#[test]
fn a_password_of_words_run_together_is_masked() {
    check(
        &[
            (
                "spring:\n  mail:\n    username: bot@example.com\n    password: FensterkenyerMaison\n",
                "FensterkenyerMaison",
            ),
            ("password: kediTurnip\n", "kediTurnip"),
            (
                "spring.datasource.password=PlayasimbaFerret\n",
                "PlayasimbaFerret",
            ),
            (
                "db_master_password = \"KvitkaZirkaSauna\"\n",
                "KvitkaZirkaSauna",
            ),
            ("  \"password\": \"NectarMaison\",\n", "NectarMaison"),
            (
                "param(\"env.DEPLOY_PASSWORD\", \"sonyahGravel\")\n",
                "sonyahGravel",
            ),
            (
                "CREATE ROLE reporting WITH LOGIN PASSWORD 'MaisonSaudadeNeko';\n",
                "MaisonSaudadeNeko",
            ),
            ("userPassword: BulutumiFenster\n", "BulutumiFenster"),
            ("local ok, err = red:auth(\"FerretKaas\")\n", "FerretKaas"),
            (
                "local ok, err = red:auth(\"ferret-turnip-alma\")\n",
                "ferret-turnip-alma",
            ),
            ("jedis.auth(\"SaddleSaddle\");\n", "SaddleSaddle"),
        ],
        &[
            "password: SecretStr\n",
            "password: PasswordInput\n",
            "    password: TextField\n",
            "password = \"EncryptedValue\"\n",
            "password: HiddenInput\n",
            "password: StringType\n",
            "password: \"RequiredField\"\n",
            "class_name: NectarMaison\n",
            "theme = \"KvitkaZirkaSauna\"\n",
            "client.auth(\"userInput\")\n",
            "router.use(auth(\"BearerStrategy\"))\n",
        ],
    );
}

/// A SCRAM verifier's head alone (`SCRAM-SHA-256$<iterations>:<salt>`, as a log line cut
/// short prints it) holds only its public salt and stays, in SQL, a log line and YAML; a
/// password that merely opens with the mechanism's name and no iteration count is masked.
#[test]
fn a_scram_verifier_s_head_alone_is_not_a_secret() {
    check(
        &[
            (
                "ALTER ROLE app WITH LOGIN PASSWORD 'SCRAM-SHA-256$Otter:91!';\n",
                "SCRAM-SHA-256$Otter:91!",
            ),
            (
                "CREATE ROLE app PASSWORD 'scram-sha-256$:Gr4nite!Owl';\n",
                "scram-sha-256$:Gr4nite!Owl",
            ),
        ],
        &[
            "LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:rrxBPjeyOJN8hTtQ7Z9i5U4f6yL5k2ItCpPpF4bafZI='\n",
            "CREATE ROLE r PASSWORD 'SCRAM-SHA-1$10000:c2FsdHNhbHQ=';\n",
            "password: \"SCRAM-SHA-256$8192:Zm9vYmFyYmF6cXV4\"\n",
        ],
    );
}
