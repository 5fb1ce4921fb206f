//! Classes of secrets first missed on text the rules were never tuned on, each with spellings of
//! its own (never a held-out set's text) and the harmless neighbours that must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use airlock_mask::Masker;
use common::{ALNUM, HEX, LOWER, UPPER, URLSAFE, random};

fn uuid(seed: u64) -> String {
    let h = random(seed, HEX, 32);
    format!(
        "{}-{}-{}-{}-{}",
        &h[..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..]
    )
}

/// Keys in the formats their providers document, by prefix.
fn provider_keys() -> Vec<String> {
    let s = |i: u64| 1000 + i;
    vec![
        format!("tvly-{}", random(s(1), ALNUM, 32)),
        format!("tvly-dev-{}", random(s(2), ALNUM, 32)),
        format!("mlsn.{}", random(s(3), HEX, 64)),
        format!("bb_live_{}", random(s(4), URLSAFE, 27)),
        format!("hcaik_{}", random(s(5), LOWER, 58)),
        format!("hcxik_{}", random(s(6), LOWER, 58)),
        format!("phx_{}", random(s(7), ALNUM, 47)),
        format!("napi_{}", random(s(8), LOWER, 64)),
        format!("npg_{}", random(s(9), ALNUM, 12)),
        format!("fc-{}", random(s(10), HEX, 32)),
        format!(
            "00D{}!AQ{}",
            random(s(11), ALNUM, 12),
            random(s(12), ALNUM, 94)
        ),
        format!("r8_{}", random(s(13), ALNUM, 37)),
        format!("shippo_live_{}", random(s(14), HEX, 40)),
        format!("shippo_test_{}", random(s(15), HEX, 40)),
        format!("FLWSECK_TEST-{}-X", random(s(16), HEX, 32)),
        format!("FLWSECK-{}-X", random(s(17), HEX, 32)),
        format!("EZAK{}", random(s(18), LOWER, 54)),
        format!("duffel_test_{}", random(s(19), URLSAFE, 43)),
        format!("rzp_live_{}", random(s(20), ALNUM, 14)),
        format!(
            "pdl_sdbx_apikey_{}_{}_{}",
            random(s(21), LOWER, 26),
            random(s(22), ALNUM, 22),
            random(s(23), ALNUM, 3)
        ),
        format!("csk-{}", random(s(24), LOWER, 48)),
        format!("sk-lf-{}", uuid(s(25))),
        format!("e2b_{}", random(s(26), HEX, 40)),
        format!("jina_{}", random(s(27), ALNUM, 60)),
        format!("sgp_{}_{}", random(s(28), HEX, 16), random(s(29), HEX, 40)),
        format!("ATBB{}", random(s(30), ALNUM, 40)),
        format!("NRII-{}", random(s(31), URLSAFE, 32)),
        format!("dckr_pat_{}", random(s(32), URLSAFE, 27)),
        format!("figd_{}", random(s(33), URLSAFE, 40)),
        format!("CFPAT-{}", random(s(34), URLSAFE, 43)),
        format!("sm_pat_{}", random(s(35), ALNUM, 16)),
        format!("depot_project_{}", random(s(36), HEX, 64)),
        format!("esecret_{}", random(s(38), LOWER, 26)),
        format!("fio-u-{}", random(s(40), URLSAFE, 64)),
        format!(
            "dt0c01.{}.{}",
            random(s(41), UPPER, 24),
            random(s(42), UPPER, 64)
        ),
        format!(
            "dnkey-{}-{}",
            random(s(43), UPPER, 26),
            random(s(44), UPPER, 52)
        ),
        format!(
            "vercel_blob_rw_{}_{}",
            random(s(46), ALNUM, 16),
            random(s(47), ALNUM, 30)
        ),
        format!("xaat-{}", uuid(s(49))),
        format!("pat-na1-{}", uuid(s(50))),
        format!("LTAI{}", random(s(51), ALNUM, 20)),
        format!("tfp_{}", random(s(52), ALNUM, 59)),
        format!("fw_{}", random(s(54), ALNUM, 24)),
        format!(
            "sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNsM{}.{}",
            random(s(55), ALNUM, 20),
            random(s(56), URLSAFE, 22)
        ),
        format!("CLOJARS_{}", random(s(58), LOWER, 60)),
        format!(
            "tskey-api-{}-{}",
            random(s(59), ALNUM, 12),
            random(s(60), ALNUM, 30)
        ),
        format!("packagist_uat_{}", random(s(61), HEX, 68)),
        format!(
            "{}.atlasv1.{}",
            random(s(62), ALNUM, 14),
            random(s(63), ALNUM, 67)
        ),
        format!(
            "{}JQQJ99{}AZDO{}",
            random(s(64), ALNUM, 52),
            random(s(65), ALNUM, 4),
            random(s(66), ALNUM, 4)
        ),
        format!("abc8Q~{}", random(s(67), ALNUM, 34)),
        format!("AQVN{}", random(s(69), URLSAFE, 36)),
        format!("nfp_{}", random(s(70), ALNUM, 36)),
        format!("fo1_{}", random(s(71), URLSAFE, 43)),
        format!("tk-us-{}", random(s(72), URLSAFE, 48)),
        format!("sk_sbox_{}", random(s(73), LOWER, 26)),
        format!("xai-{}", random(s(74), ALNUM, 80)),
        format!(
            "pat.{}.{}.{}",
            random(s(75), ALNUM, 22),
            random(s(76), HEX, 24),
            random(s(77), ALNUM, 20)
        ),
        format!(
            "AAAA{}:APA91b{}",
            random(s(78), URLSAFE, 7),
            random(s(79), URLSAFE, 134)
        ),
        format!("secret_{}", random(s(80), ALNUM, 43)),
        format!("dp.st.dev.{}", random(s(81), ALNUM, 43)),
        format!(
            "xoxp-{}-{}-{}",
            random(s(82), b"0123456789", 12),
            random(s(83), b"0123456789", 13),
            random(s(84), ALNUM, 24)
        ),
    ]
}

/// Providers' documented prefixes are masked wherever the key stands: a client's argument, an
/// environment line, a log line, JSON with an escaped line break, prose.
#[test]
fn providers_documented_formats_are_masked_anywhere() {
    let m = Masker::new();
    for v in provider_keys() {
        for t in [
            format!("client = Client(\"{v}\")\n"),
            format!("SERVICE_KEY={v}\n"),
            format!("Dec  1 02:00:00 host app[42]: connecting with {v} to upstream\n"),
            format!("{{\"text\":\"$ cat key.txt\\n{v}\\n\"}}\n"),
            format!("the new one is {v} (old one revoked)\n"),
        ] {
            let out = m.mask(&t);
            assert!(!out.as_str().contains(&v), "{t:?} -> {out}");
        }
    }
}

/// Ordinary words, identifiers and documentation that share those prefixes stay.
#[test]
fn words_sharing_a_providers_prefix_stay() {
    let m = Masker::new();
    for t in [
        "napi_value result; napi_create_string_utf8(env, s, len, &result);\n",
        "aio_read(&cb); aio_error(&cb); aio_return(&cb);\n",
        "see rfc-2616 and rfc-7231 for the details\n",
        "fw_version = read_fw_version_from_device(dev)\n",
        "API-Version: 2024-01-01\n",
        "keys look like tvly-... or fc-... or phx_...\n",
        "favicon-32x32.png\n",
        "the xai-sdk package and the e2b_code_interpreter module\n",
        "const sk_sbox_prefix = \"sk_sbox_\";\n",
        "export PATH=$PATH:/opt/pat.d/bin\n",
        "secret_key_base = ENV.fetch(\"SECRET_KEY_BASE\")\n",
        "Flags: NO_ADDR, dt0c01 is the token's prefix\n",
        "sqa_ and sqp_ and squ_ are SonarQube's token prefixes\n",
        "TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
        "NEON_API_KEY=napi_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
        "POSTHOG_PERSONAL_API_KEY=phx_<your-key>\n",
        "FIRECRAWL_API_KEY=${FIRECRAWL_API_KEY:-fc-YOUR-KEY}\n",
        "REPLICATE_API_TOKEN=r8_************************************\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// An API client built with its key as a literal argument: alone, after an application's id or
/// an endpoint and a user, on a line of its own; in Kotlin, Python, PHP, Go, Java, Swift.
#[test]
fn a_clients_literal_key_is_masked() {
    let m = Masker::new();
    let key = random(2001, ALNUM, 32);
    let hex = random(2002, HEX, 40);
    for (t, v) in [
        (format!("val scraper = ScraperApp(\"{key}\")\n"), &key),
        (
            format!("private val llm = ChatClient(\n    \"{key}\",\n    timeout = 30,\n)\n"),
            &key,
        ),
        (format!("co = vendor.ClientV3(\"{hex}\")\n"), &hex),
        (format!("$gw = new \\Billing\\Gateway('{key}');\n"), &key),
        (format!("\tsc.Init(\"{hex}\", nil)\n"), &hex),
        (
            format!("return new IndexClient(\"Q4ZP8M2KXA\", \"{hex}\");\n"),
            &hex,
        ),
        (
            format!(
                "client = Minio(\"objects.internal:9000\", \"uploader\", \"{key}\", secure=True)\n"
            ),
            &key,
        ),
        (format!("let api = WeatherClient(\"{hex}\")\n"), &hex),
    ] {
        let out = m.mask(&t);
        assert!(!out.as_str().contains(v.as_str()), "{t:?} -> {out}");
    }
    for t in [
        "client = HttpClient(\"https://api.example.test/v2/items\")\n",
        "app = FlaskApp(\"inventory_service\")\n",
        "c = RedisClient(\"cache.internal:6379\")\n",
        "val c = ApiClient(\"YOUR_API_KEY_HERE_0000\")\n",
        "client = OpenAIClient(\"<your-api-key-goes-here>\")\n",
        "sc.Init(os.Getenv(\"STRIPE_KEY\"), nil)\n",
        "gw = Gateway(\"${PAYMENTS_KEY}\")\n",
        "app = SampleApp(\"/var/lib/sample-app/data01\")\n",
        "client = TestClient(\"com.example.widgets.Widget2\")\n",
        "client = ScraperClient(\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\")\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A header's value set before its name (Apple's APIs), or by a proxy after it (nginx), where
/// the header's name names a key, a token or a secret; other headers stay.
#[test]
fn a_headers_value_named_for_a_secret_is_masked() {
    let m = Masker::new();
    let key = random(3001, URLSAFE, 32);
    for t in [
        format!("[req setValue:@\"{key}\" forHTTPHeaderField:@\"CDN-Key\"];\n"),
        format!("request.setValue(\"{key}\", forHTTPHeaderField: \"X-Service-Token\")\n"),
        format!("request.addValue(\"{key}\", forHTTPHeaderField: \"x-api-key\")\n"),
        format!("        proxy_set_header X-Backend-Key \"{key}\";\n"),
        format!("    add_header X-Signing-Secret {key};\n"),
        format!("grpc_set_header x-tenant-token '{key}';\n"),
    ] {
        let out = m.mask(&t);
        assert!(!out.as_str().contains(&key), "{t:?} -> {out}");
    }
    for t in [
        "[req setValue:@\"application/json\" forHTTPHeaderField:@\"Content-Type\"];\n",
        "request.setValue(token, forHTTPHeaderField: \"X-Api-Key\")\n",
        "request.setValue(\"Bearer \\(token)\", forHTTPHeaderField: \"Authorization\")\n",
        "proxy_set_header X-Real-IP $remote_addr;\n",
        "proxy_set_header X-Api-Key $http_x_api_key;\n",
        "proxy_set_header X-Upstream-Key \"${UPSTREAM_KEY}\";\n",
        "add_header Cache-Control \"no-store, max-age=0\";\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A driver manager's connection takes the password after the driver, the URL and the user.
#[test]
fn a_driver_managers_password_is_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "  val xa = Transactor.fromDriverManager[IO](\n    \"org.postgresql.Driver\", \"jdbc:postgresql://db/app\", \"reporting\", \"Lark.Meadow42\", None\n  )\n",
            "Lark.Meadow42",
        ),
        (
            "val xa = Transactor.fromDriverManager[IO](\"org.h2.Driver\", url, \"sa\", \"otterpond\")\n",
            "otterpond",
        ),
        (
            "DataSource ds = new DriverManagerDataSource(\"jdbc:mysql://db/app\", \"app\", \"Quill#2023\");\n",
            "Quill#2023",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "val xa = Transactor.fromDriverManager[IO](driver, url, user, password)\n",
        "val xa = Transactor.fromDriverManager[IO](\"org.h2.Driver\", url, \"sa\", \"\")\n",
        "new DriverManagerDataSource(url, \"app\", System.getenv(\"DB_PASSWORD\"));\n",
        "val xa = Transactor.fromDriverManager[IO](\"org.h2.Driver\", url, \"sa\", \"${DB_PASSWORD}\")\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A passphrase of words run together in camel case under a password's key, quoted in code or
/// bare in a configuration file; names that code gives its own things stay.
#[test]
fn camel_case_passphrases_under_a_password_key_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        ("db.password=ourOtterisBrave\n", "ourOtterisBrave"),
        ("    password = \"quietMeadowLark\"\n", "quietMeadowLark"),
        ("$smtp->Password = 'theWalrusSings';\n", "theWalrusSings"),
        (
            "static NSString * const kVaultPassword = @\"purpleOtterDance\";\n",
            "purpleOtterDance",
        ),
        (
            "[client]\nuser=ops\npassword=saltyHarborBreeze\n",
            "saltyHarborBreeze",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "password = getPasswordFromVault\n",
        "const password = \"newPasswordConfirm\";\n",
        "<input type=\"password\" name=\"password\" id=\"userPasswordField\">\n",
        "password: \"{{ vaultLookupSecretValue }}\"\n",
        "password = self.readStoredCredential()\n",
        "password = \"ChangeMeNow\"\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Passwords a command line or a log gives by position: Windows' `net use`, a Postfix SASL
/// map's `user:password`, twine's `-p` after PyPI's token user.
#[test]
fn command_line_passwords_by_position_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "C:\\> net use Q: \\\\files01\\teams /user:ACME\\svc_print Marmot.77 /persistent:yes\n",
            "Marmot.77",
        ),
        (
            "net use \\\\nas02\\backup \"Quiet Otter 9\" /USER:nas02\\backup\n",
            "Quiet Otter 9",
        ),
        (
            "NET USE R: \\\\srv\\data /u:srv\\ops walrusgate\n",
            "walrusgate",
        ),
        (
            "postfix/smtp[812]: warning: smtp_sasl_password_maps lookup for [mail.relay.test]:587 relay_user:Tern!Harbor3\n",
            "Tern!Harbor3",
        ),
        (
            "# /etc/postfix/sasl_passwd\n# smtp_sasl_password_maps: smtp.relay.test:587 mailer:PinkHeron88\n",
            "PinkHeron88",
        ),
        (
            "\ttwine upload -r internal -u __token__ -p pypi-AgENdGVzdC5weXBpLm9yZwIk 'dist/*'\n",
            "pypi-AgENdGVzdC5weXBpLm9yZwIk",
        ),
        (
            "twine upload --username ci --password Kestrel#2024 dist/*\n",
            "Kestrel#2024",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "net use Z: \\\\srv\\share /user:CORP\\bob *\n",
        "net use Z: /delete /yes\n",
        "runas /user:CORP\\admin cmd.exe\n",
        "twine upload -u __token__ -p $PYPI_TOKEN dist/*\n",
        "twine upload -u __token__ -p \"${PYPI_API_TOKEN}\" dist/*\n",
        "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// What a decoding command prints is masked when the shell's prompt follows it on the same
/// line, and a decoded password is masked by its place; prose and the prompt stay.
#[test]
fn decoded_values_before_a_prompt_and_decoded_passwords_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "admin@jump-01:~$ echo \"$BLOB\" | base64 -d\nq8v3k2m9x7c4n1b6z5l0root@jump-01:~$ \n",
            "q8v3k2m9x7c4n1b6z5l0",
        ),
        (
            "$ oc get secret pg -o jsonpath='{.data.postgres-password}' | base64 --decode\nsandpiper7\n$ \n",
            "sandpiper7",
        ),
        (
            "$ kubectl get secret app -o jsonpath=\"{.data.DB_PASSWORD}\" | base64 -d\nmarmot#fig\n",
            "marmot#fig",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "$ echo aGVsbG8gd29ybGQ= | base64 -d\nhello world\n",
        "$ kubectl get secret app -o jsonpath='{.data.password}' | base64 -d > pw.txt\nchmod 600 pw.txt\n",
        "$ kubectl get secret app -o jsonpath='{.data.username}' | base64 -d\npostgres\n",
        "$ kubectl get secret app -o jsonpath='{.data.password}' | base64 -d\npassword\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A log's or an exception's message that names an API key and gives it; prose about keys
/// stays.
#[test]
fn api_keys_in_log_messages_are_masked() {
    let m = Masker::new();
    let key = random(4001, LOWER, 32);
    for t in [
        format!("Nov  2 11:04:51 web-2 fetcher[88]: using API key {key} for partner feed\n"),
        format!("INFO connecting with the partner api key: {key}\n"),
        format!("com.acme.client.AuthError: rejected credentials for key {key}\n"),
        format!("WARN request denied for key '{key}' (quota)\n"),
    ] {
        let out = m.mask(&t);
        assert!(!out.as_str().contains(&key), "{t:?} -> {out}");
    }
    for t in [
        "looking for key bindings in the settings file\n",
        "using api key authentication for the partner feed\n",
        "error: invalid value for key database.port\n",
        "using api key rotation every 90 days\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A settings row set by a secret's name after other conditions of its `WHERE`; a flag set by
/// a secret's name and a row named for something else stay.
#[test]
fn settings_rows_after_other_conditions_are_masked() {
    let m = Masker::new();
    let v = random(5001, URLSAFE, 40);
    for t in [
        format!(
            "UPDATE org_config SET value = '{v}' WHERE org_id = 7 AND name = 'smtp_password';\n"
        ),
        format!(
            "update app_settings set setting_value = '{v}' where env = 'prod' and tenant = 3 and key = 'stripe.secret_key';\n"
        ),
    ] {
        let out = m.mask(&t);
        assert!(!out.as_str().contains(&v), "{t:?} -> {out}");
    }
    for t in [
        "UPDATE org_config SET value = 'true' WHERE org_id = 7 AND name = 'rotate_secret_daily';\n",
        "UPDATE org_config SET value = 'Q7xk2P9wZr4Lm8Tn' WHERE org_id = 7 AND name = 'theme_color';\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A package manifest's entries under names that hold `auth` (`basic-auth-connect`,
/// `./bearer-auth`): version ranges and relative paths to the package's own files stay, while
/// a secret under such a name is still masked.
#[test]
fn version_ranges_and_relative_paths_stay() {
    let m = Masker::new();
    for t in [
        "\"devDependencies\": {\"basic-auth-connect\": \"^1.0.0\", \"body-parser\": \"^1.12.4\"}\n",
        "\"dependencies\": {\"basic-auth\": \"~1.0.3\", \"connect\": \"2.30.1\"}\n",
        "\"dependencies\": {\"passport-oauth2\": \">=1.6.1\", \"jwt-auth\": \"1.x\"}\n",
        "\"exports\": {\"./basic-auth\": \"./dist/middleware/basic-auth/index.js\"}\n",
        "\"exports\": {\"./bearer-auth\": \"../lib/bearer-auth/index.mjs\"}\n",
        "\"peerDependencies\": {\"next-auth\": \"^5.0.0-beta.25\"}\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
    for (t, v) in [
        ("\"auth\": \"^x9Kq2Lm7Pz4Rt8Wv\"\n", "^x9Kq2Lm7Pz4Rt8Wv"),
        (
            "\"authToken\": \"./Zk9q2Lm7Pz4Rt8Wv3nXc\"\n",
            "./Zk9q2Lm7Pz4Rt8Wv3nXc",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// A bare `key=...` among a log line's `name=value` pairs is masked when generated; a sort's
/// key, a keyword argument's name and a cache key made of words stay.
#[test]
fn a_bare_key_among_name_value_pairs_is_masked() {
    let m = Masker::new();
    let v = random(6001, URLSAFE, 43);
    let b64 = "base64:Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==".to_owned();
    for (t, v) in [
        (
            format!("loaded config: endpoint=https://api.vendor.test/v1 key={v}\n"),
            &v,
        ),
        (
            format!("{{\"text\": [\"client ready region=eu key={v}\\n\"]}}\n"),
            &v,
        ),
        (
            format!("level=info msg=\"exporter ready\" KEY={v} retries=3\n"),
            &v,
        ),
        (format!("loaded config: region=eu key={b64}\\n\"\n"), &b64),
    ] {
        let out = m.mask(&t);
        assert!(!out.as_str().contains(v.as_str()), "{t:?} -> {out}");
    }
    for t in [
        "rows = sorted(rows, key=lambda r: r.created_at)\n",
        "items.sort(key=itemgetter(1))\n",
        "cache hit key=user_profile_settings ttl=300\n",
        "upsert key=orders.by_customer.2024 ok\n",
        "loaded config: endpoint=https://api.vendor.test/v1 key=${VENDOR_KEY}\n",
        "loaded config: endpoint=https://api.vendor.test/v1 key=xxxxxxxxxxxxxxxxxxxxxxxx\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}
