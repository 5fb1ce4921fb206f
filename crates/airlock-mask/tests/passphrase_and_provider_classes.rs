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

use common::check;

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
