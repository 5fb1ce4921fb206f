//! Passphrases of words joined by `_` under a password's name, and provider formats first
//! missed on text the rules were never tuned on: each in spellings of its own and with the
//! harmless neighbours that must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::{ALNUM, HEX, LOWER, UPPER, URLSAFE, check, random};

#[test]
fn underscore_joined_passphrases_under_a_password_name_are_masked() {
    let p = "walrus_fjord_cobalt_meadow";
    let texts = [
        format!("password: {p}\n"),
        format!("  password: \"{p}\"\n"),
        format!("DB_PASSWORD={p}\n"),
        format!("export PGPASSWORD={p}\n"),
        format!("spring.datasource.password={p}\n"),
        format!("{{\"password\": \"{p}\", \"user\": \"app\"}}\n"),
        format!("<password>{p}</password>\n"),
        format!("Server=db;User Id=app;Password={p};Encrypt=True\n"),
        format!("define( 'DB_PASSWORD', '{p}' );\n"),
        format!("ALTER USER app WITH PASSWORD '{p}';\n"),
        format!("$ RSYNC_PASSWORD={p} rsync -av ./out/ rsync://mirror/www/\n"),
        format!("jdbc:postgresql://db/app?user=app&password={p}&ssl=true\n"),
        format!("the password is {p}\n"),
        format!("Mara: Пароль от сервера: {p}\n"),
        "passwd = \"heron_quartz_lagoon\"\n".to_string(),
        "ROOT_PASS=tundra_saffron_otter_basalt_kelp_moss\n".to_string(),
    ];
    let masked: Vec<(&str, &str)> = texts
        .iter()
        .map(|t| {
            let v = if t.contains(p) {
                p
            } else if t.contains("heron") {
                "heron_quartz_lagoon"
            } else {
                "tundra_saffron_otter_basalt_kelp_moss"
            };
            (t.as_str(), v)
        })
        .collect();
    check(
        &masked,
        &[
            // snake_case names of code and of settings stay
            "password = get_secret_value\n",
            "password = db_password_value\n",
            "password = read_password_from_file()\n",
            "password = self.smtp_login_password\n",
            "password = hashed_user_pw\n",
            "password = mysql_native_password\n",
            "password = user_supplied_value\n",
            "password_encryption = scram_sha_256\n",
            "pass_through_mode = enabled\n",
            // placeholders and sentences written with `_`
            "DB_PASSWORD=your_password_here\n",
            "password: change_me_please\n",
            "password: not_yet_set\n",
            "the password is stored_in_vault_entry\n",
            // two words are a name's, not a passphrase's
            "password: admin_console\n",
            // words joined by `_` under a name that is no password's
            "mode: walrus_fjord_cobalt\n",
        ],
    );
}

#[test]
fn k3s_rancher_octopus_and_azure_function_keys_are_masked() {
    let k3s = format!("K10{}::server:{}", random(31, HEX, 64), random(32, HEX, 32));
    let k3s_agent = format!("K10{}::node:{}", random(33, HEX, 64), random(34, ALNUM, 20));
    let rancher = format!("token-{}:{}", random(35, LOWER, 5), random(36, LOWER, 54));
    let octopus = format!("API-{}", random(37, UPPER, 32));
    let octopus_short = format!("API-{}", random(38, UPPER, 26));
    let azure = format!(
        "{}AzFu{}A==",
        random(39, URLSAFE, 44),
        random(40, URLSAFE, 5)
    );
    let texts = [
        (
            format!("curl -sfL https://get.k3s.io | K3S_TOKEN={k3s} sh -\n"),
            &k3s,
        ),
        (
            format!("k3s agent --server https://10.1.0.4:6443 --token {k3s_agent}\n"),
            &k3s_agent,
        ),
        (format!("token: \"{k3s}\"\n"), &k3s),
        (
            format!("$ rancher login https://rancher.example/v3 --token {rancher}\n"),
            &rancher,
        ),
        (format!("Authorization: Bearer {rancher}\n"), &rancher),
        (format!("RANCHER_TOKEN={rancher}\n"), &rancher),
        (format!("OCTOPUS_API_KEY={octopus}\n"), &octopus),
        (
            format!("octo push --apiKey {octopus_short} --server https://octo.example\n"),
            &octopus_short,
        ),
        (format!("  api_key: \"{octopus}\"\n"), &octopus),
        (
            format!("GET https://fn-app.azurewebsites.net/api/report?code={azure}\n"),
            &azure,
        ),
        (format!("x-functions-key: {azure}\n"), &azure),
        (format!("\"masterKey\": \"{azure}\"\n"), &azure),
    ];
    let masked: Vec<(&str, &str)> = texts
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    check(
        &masked,
        &[
            // `token-` as prose's or a name's word, or a key's name with a short secret
            "token-based auth: see the token-abcde:short example\n",
            "kubectl get secret token-ab12c -o yaml\n",
            // `API-` before a heading's words or an issue's key
            "API-FIRSTDESIGNPRINCIPLESANDGUIDES\n",
            "see API-1234 in the tracker\n",
            // `::server:` in code's paths and in a log line
            "use crate::server::Config;\n",
            "K10 rollout::server:started\n",
            // `AzFu` in a word of code, no key's shape
            "let psizAzFu = grid[j];\n",
        ],
    );
}

#[test]
fn names_of_a_password_and_a_key_in_more_languages_are_read() {
    let key = random(51, LOWER, 36);
    let hex = random(52, HEX, 40);
    let texts = [
        // passwords: Irish, Breton, Yoruba, Somali, Tatar, Quechua, Pashto, Luxembourgish
        (
            "Siobhán: An pasfhocal nua: Gaillimh42!\n".to_string(),
            "Gaillimh42!",
        ),
        (
            "Ger-tremen ar wifi: Kemper*2031\n".to_string(),
            "Kemper*2031",
        ),
        (
            "Ọ̀rọ̀ aṣínà tuntun ni: Osogbo7781\n".to_string(),
            "Osogbo7781",
        ),
        (
            "Erayga sirta ah waa: Hargeysa#55\n".to_string(),
            "Hargeysa#55",
        ),
        ("Яңа серсүз: Kazan_2029!\n".to_string(), "Kazan_2029!"),
        (
            "Wifipa pakasqa siminqa: Qosqo2027$\n".to_string(),
            "Qosqo2027$",
        ),
        ("د وای فای پټنوم: Kandahar!88\n".to_string(), "Kandahar!88"),
        (
            "D'Passwuert ass Iechternach19, mierk der et.\n".to_string(),
            "Iechternach19",
        ),
        (
            "D'Passwuert ass fjord_walrus_cobalt, mierk der et.\n".to_string(),
            "fjord_walrus_cobalt",
        ),
        // connectors: Punjabi and Hindi `ਹੈ`/`है` before the value, Khmer `គឺ`
        (
            "ਵਾਈਫਾਈ ਦਾ ਪਾਸਵਰਡ ਹੈ Amritsar2030\n".to_string(),
            "Amritsar2030",
        ),
        (
            "वाईफाई का पासवर्ड है Lucknow2030!\n".to_string(),
            "Lucknow2030!",
        ),
        ("ពាក្យសម្ងាត់វ៉ាយហ្វាយគឺ Siemreap77!\n".to_string(), "Siemreap77!"),
        // keys and tokens: Uzbek, Zulu, Faroese, West Frisian, Hausa, Kurmanji, Maori,
        // Gujarati, Sinhala, Malayalam
        (format!("Yangi API kalit: {key}\n"), key.as_str()),
        (format!("Ukhiye omusha: {key}\n"), key.as_str()),
        (format!("Lykilin til tænastuna: {hex}\n"), hex.as_str()),
        (format!("De nije kaai: {hex}\n"), hex.as_str()),
        (format!("Sabon maɓalli: {key}\n"), key.as_str()),
        (format!("Mifteya nû: {key}\n"), key.as_str()),
        (format!("Te kī hou: {hex}\n"), hex.as_str()),
        (format!("નવી API કી: {key}\n"), key.as_str()),
        (format!("නව යතුර: {hex}\n"), hex.as_str()),
        (format!("പുതിയ ടോക്കൺ: {key}\n"), key.as_str()),
    ];
    let masked: Vec<(&str, &str)> = texts.iter().map(|(t, v)| (t.as_str(), *v)).collect();
    check(
        &masked,
        &[
            // a key's name before a word, not a generated value
            "Yangi API kalit: tayyor\n",
            "Te kī API: kei te pouaka\n",
            "De nije kaai: yn de haven\n",
            "Lykilin til tænastuna: í skápinum\n",
            // a password's name before a sentence's word, or no value at all
            "D'Passwuert ass geännert.\n",
            "An pasfhocal: athraithe\n",
            // `ass`, `kaai` and `kalit` as English, Dutch or Turkish words
            "kick ass release notes: v2.0 is out\n",
            "de kaai by de haven\n",
            "kalite kontrol listesi: hazır\n",
        ],
    );
}

#[test]
fn an_api_key_authorization_scheme_is_masked() {
    let key = random(61, ALNUM, 40);
    let b64 = format!("{}==", random(62, ALNUM, 58));
    let texts = [
        format!("Authorization: ApiKey {key}\n"),
        format!(
            "curl -H \"Authorization: ApiKey {b64}\" https://search.example:9200/_cluster/health\n"
        ),
        format!("headers = {{\"Authorization\": \"ApiKey {key}\"}}\n"),
        format!("authorization: apikey {key}\n"),
    ];
    let masked: Vec<(&str, &str)> = texts
        .iter()
        .map(|t| {
            (
                t.as_str(),
                if t.contains(&key) {
                    key.as_str()
                } else {
                    b64.as_str()
                },
            )
        })
        .collect();
    check(
        &masked,
        &[
            "Authorization: ApiKey ${ES_API_KEY}\n",
            "Authorization: ApiKey <base64 of id:api_key>\n",
            "the ApiKey header is required\n",
        ],
    );
}

#[test]
fn cypher_shell_and_poetry_command_lines_are_masked() {
    let texts = [
        (
            "cypher-shell -a bolt://db:7687 -u neo4j -p Graph!2031\n",
            "Graph!2031",
        ),
        (
            "cypher-shell -u neo4j --password heron_quartz_lagoon -d movies\n",
            "heron_quartz_lagoon",
        ),
        (
            "cypher-shell --address neo4j+s://x.databases.neo4j.io -u neo4j -p 'Wr0ng#Turn'\n",
            "Wr0ng#Turn",
        ),
        (
            "poetry config http-basic.private ci-bot Kestrel#2030\n",
            "Kestrel#2030",
        ),
        (
            "poetry config http-basic.gitlab __token__ glx9Z8mQ2vR7tY6uP5oL\n",
            "glx9Z8mQ2vR7tY6uP5oL",
        ),
        (
            "poetry config http-basic.corp alice \"walrus-fjord-cobalt\"\n",
            "walrus-fjord-cobalt",
        ),
    ];
    let masked: Vec<(&str, &str)> = texts.to_vec();
    check(
        &masked,
        &[
            // a lone `-p` asks for the password; a user alone sets none
            "cypher-shell -u neo4j -p\n",
            "cypher-shell -u neo4j --format plain\n",
            "poetry config http-basic.internal alice\n",
            "poetry config --list\n",
        ],
    );
}

#[test]
fn a_configuration_paths_last_section_names_its_key() {
    let key = format!("{}==", random(81, ALNUM, 86));
    let short = random(82, ALNUM, 32);
    let texts = [
        format!("Cosmos:Key = {key}\n"),
        format!(
            "$ dotnet user-secrets list\nSearchService:Endpoint = https://x.example/\nPayments:Key = {short}\n"
        ),
        format!("dotnet user-secrets set \"Maps:Key\" \"{short}\"\n"),
    ];
    let masked: Vec<(&str, &str)> = texts
        .iter()
        .map(|t| {
            (
                t.as_str(),
                if t.contains(&key) {
                    key.as_str()
                } else {
                    short.as_str()
                },
            )
        })
        .collect();
    check(
        &masked,
        &[
            // keys of a cache, a sort or a public key, a reference and a longer name
            "Cache:Key = orders-by-customer\n",
            "Sort:Key = created_at\n",
            "Public:Key = MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n",
            "Jwt:Key = ${JWT_KEY}\n",
            "Cosmos:KeyVaultName = kv-prod-01-westeurope-shared\n",
        ],
    );
}

#[test]
fn a_bordered_tables_record_of_a_secret_is_masked() {
    let secret = random(91, LOWER, 52);
    let b64 = format!("{}==", random(92, ALNUM, 62));
    let texts = [
        format!(
            "+------------+------------------+\n| API Key    | KX72PQ4ML9RTB3WZ |\n| API Secret | {secret} |\n+------------+------------------+\n"
        ),
        format!("| Secret     | {b64} |\n"),
        format!("| Token | {secret} |\n"),
        "| Password | Tern#Harbor2031 |\n".to_string(),
    ];
    let masked: Vec<(&str, &str)> = texts
        .iter()
        .map(|t| {
            let v = if t.contains(&secret) {
                secret.as_str()
            } else if t.contains(&b64) {
                b64.as_str()
            } else {
                "Tern#Harbor2031"
            };
            (t.as_str(), v)
        })
        .collect();
    check(
        &masked,
        &[
            "| Secret rotation | enabled |\n",
            "| password_min_length | 12345678 |\n",
            "| Token endpoint | https://login.example/oauth2/token |\n",
            "| Password | ******** |\n",
            "| Password | (hidden) |\n",
            "| Token | ${TOKEN} |\n",
            "| secret | see vault |\n",
            "| Auth | enabled |\n",
            "| Secret name | db-credentials |\n",
            "| API Key    | KX72PQ4ML9RTB3WZ |\n",
        ],
    );
}

#[test]
fn adjacent_literals_grouped_in_parentheses_on_one_line_are_one_token() {
    let a = random(101, LOWER, 14);
    let b = random(102, LOWER, 14);
    let gh = random(103, ALNUM, 18);
    let texts = [
        (
            format!("openai.api_key = (\"{a}\" \"{b}\")\n"),
            a.clone(),
            b.clone(),
        ),
        (
            format!("TOKEN = ('glpat-{gh}' '{a}')\n"),
            gh.clone(),
            a.clone(),
        ),
        (
            format!("client = Client(api_key=(\"{a}\"  \"{b}\"))\n"),
            a.clone(),
            b.clone(),
        ),
    ];
    let m = airlock_mask::Masker::new();
    for (t, first, second) in &texts {
        let out = m.mask(t).into_string();
        assert!(
            !out.contains(first.as_str()) && !out.contains(second.as_str()),
            "{t:?} -> {out}"
        );
    }
    check(
        &[],
        &[
            // a command's two quoted arguments, words grouped in parentheses, a call's arguments
            "echo \"abc123def456\" \"ghi789jkl012\"\n",
            "msg = (\"Hello\" \"World\")\n",
            "git commit -m \"fix x1\" \"y2\"\n",
            "print(\"a1b2c3d4e5\", \"f6g7h8i9j0\")\n",
        ],
    );
}

#[test]
fn a_logins_passphrase_argument_is_masked() {
    check(
        &[
            (
                "s.login(\"ana@example.org\", \"harborLanternWalrus\")\n",
                "harborLanternWalrus",
            ),
            (
                "smtp.login(\"ana@example.org\", \"heron-quartz-lagoon\")\n",
                "heron-quartz-lagoon",
            ),
            (
                "server.login(user, \"fjord_walrus_cobalt_meadow\")\n",
                "fjord_walrus_cobalt_meadow",
            ),
            (
                "ftp.login('deploy', 'tundra.saffron.otter')\n",
                "tundra.saffron.otter",
            ),
        ],
        &[
            "s.login(\"ana@example.org\", \"password\")\n",
            "s.login(user, \"getPassword\")\n",
            "s.login(\"user\", \"UserName\")\n",
            "client.login(username, password_field_value)\n",
            "ftp.login(\"anonymous\", \"ana@example.org\")\n",
        ],
    );
}

#[test]
fn a_secret_pulumi_config_set_stores_is_masked() {
    let hex = random(111, HEX, 64);
    let alnum = random(112, ALNUM, 30);
    let texts = [
        format!("$ pulumi config set --plaintext ciToken {hex}\n"),
        format!("pulumi config set --secret dbPassword {alnum}\n"),
        format!("pulumi config set -s prod --secret stripe:apiKey \"{alnum}\"\n"),
        format!("pulumi config set --path 'app.authSecret' {hex}\n"),
    ];
    let masked: Vec<(&str, &str)> = texts
        .iter()
        .map(|t| {
            (
                t.as_str(),
                if t.contains(&hex) {
                    hex.as_str()
                } else {
                    alnum.as_str()
                },
            )
        })
        .collect();
    check(
        &masked,
        &[
            "pulumi config set aws:region eu-west-1\n",
            "pulumi config set --secret dbPassword\n",
            "pulumi config set keyName my-ssh-key-prod\n",
            "pulumi config set tokenTtl 3600\n",
        ],
    );
}

/// The example credentials of RFC 5849 (OAuth 1.0), which its implementations' docstrings and
/// tests quote in the specification's own tables and headers, belong to no one; a token of the
/// same shape in the same places is masked.
#[test]
fn oauth1_specification_examples_stay_and_real_tokens_do_not() {
    let token = random(93, LOWER, 16);
    let table = |v: &str| {
        format!(
            "    +------------------------+------------------+\n    |   oauth_consumer_key   | 9djdj82h48djs9d2 |\n    |       oauth_token      | {v} |\n    +------------------------+------------------+\n"
        )
    };
    let header = |v: &str| {
        format!(
            "Authorization: OAuth realm=\"Example\", oauth_consumer_key=\"dpf43f3p2l4k3l03\", oauth_token=\"{v}\", oauth_signature_method=\"HMAC-SHA1\"\n"
        )
    };
    let real = [table(&token), header(&token)];
    let examples = [
        table("kkk9d7dh3k39sjv7"),
        header("nnch734d00sl2jdk"),
        "oauth_token_secret = \"pfkkdhi9sl3r4s00\"\n".to_string(),
        "consumer_secret='kd94hf93k423kf44'\n".to_string(),
        "    token_secret = 'hdhd0244k9j7ao03'\n".to_string(),
    ];
    let masked: Vec<(&str, &str)> = real.iter().map(|t| (t.as_str(), token.as_str())).collect();
    let clean: Vec<&str> = examples.iter().map(String::as_str).collect();
    check(&masked, &clean);
}
