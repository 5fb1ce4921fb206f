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
use common::{ALNUM, HEX, LETTERS, LOWER, URLSAFE, masks, random, stays};

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
