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
