//! Secrets under a key, in a settings listing or in prose that the rules first missed on text
//! they were never tuned on (German's `passwort` as a key, Zig's string constants, JSON's
//! escaped `\/` inside a value, Django's debug page, Thai's and Finnish's "is", a chat's
//! history in a tool's JSON result), and the references, hashes and prose that must stay.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::{ALNUM, URLSAFE, check, random};

fn pairs(v: &[(String, String)]) -> Vec<(&str, &str)> {
    v.iter().map(|(t, s)| (t.as_str(), s.as_str())).collect()
}

/// German's `passwort` names a password as a key, as `password` does.
#[test]
fn german_password_keys_are_read_as_password_keys() {
    let mut masked = Vec::new();
    for p in ["Haslo123!", "Sommer2026!", "Kiwi#blau77"] {
        for t in [
            format!(
                "  Parameters: {{\"user\"=>{{\"email\"=>\"a@b.example\", \"passwort\"=>\"{p}\"}}}}\n"
            ),
            format!("db_passwort = \"{p}\"\n"),
            format!("PASSWORT={p}\n"),
        ] {
            masked.push((t, p.to_owned()));
        }
    }
    check(
        &pairs(&masked),
        &[
            "passwort = \"${DB_PASSWORT}\"\n",
            "Das Passwortfeld darf nicht leer sein.\n",
            "Passwort: nicht-mehr-gueltig\n",
            "{\"passwort\"=>\"[FILTERED]\"}\n",
        ],
    );
}

/// Zig's string constants with a secret's name, in the string types Zig writes.
#[test]
fn zig_string_constants_are_assignments() {
    let mut masked = Vec::new();
    for seed in 0..3 {
        let v = random(8100 + seed, ALNUM, 28);
        for t in [
            format!("pub const signing_secret: []const u8 = \"{v}\";\n"),
            format!("const api_key: [:0]const u8 = \"{v}\";\n"),
            format!("var auth_token: *const [28:0]u8 = \"{v}\";\n"),
            format!("const DB_PASSWORD: []const u8 = \"{v}\";\n"),
        ] {
            masked.push((t, v.clone()));
        }
    }
    check(
        &pairs(&masked),
        &[
            "const token_name: []const u8 = \"Authorization\";\n",
            "const api_key: []const u8 = std.os.getenv(\"API_KEY\") orelse \"\";\n",
            "const secret_len: usize = 32;\n",
        ],
    );
}

/// A JSON value with `\/` escapes (PHP's `json_encode`, some loggers) is masked whole.
#[test]
fn json_escaped_slashes_are_read_through() {
    let mut masked = Vec::new();
    for seed in 0..4 {
        let a = random(8200 + seed, ALNUM, 20);
        let b = random(8300 + seed, ALNUM, 24);
        let v = if seed % 2 == 0 {
            format!("{a}\\/{b}+\\/x=")
        } else {
            format!("Xz\\/{a}\\/{b}==")
        };
        for t in [
            format!("{{\"app\":\"shop\",\"encryption_key\":\"{v}\",\"debug\":false}}\n"),
            format!("{{\"client_secret\": \"{v}\"}}\n"),
            format!("{{\"config\":{{\"api_token\":\"{v}\"}}}}\n"),
        ] {
            masked.push((t.clone(), a.clone()));
            masked.push((t, b.clone()));
        }
    }
    check(
        &pairs(&masked),
        &[
            "{\"token_url\":\"https:\\/\\/auth.example.com\\/oauth\\/token\"}\n",
            "{\"secret_path\":\"\\/etc\\/app\\/secret.key\"}\n",
        ],
    );
}

/// Django's debug page shows the settings it does not know for secrets: a generated value there
/// is masked; its masked stars, words, paths and module names stay.
#[test]
fn django_debug_settings_rows_with_generated_values_are_masked() {
    let v = random(8400, ALNUM, 46);
    let w = random(8401, URLSAFE, 40);
    let page = format!(
        "Settings\nUsing settings module config.settings.production\nSetting\tValue\nALLOWED_HOSTS\t['*']\nAWS_SECRET_ACCESS_KEY\t'********************'\nSESSION_ENGINE\t'django.contrib.sessions.backends.cache'\nSTATIC_ROOT\t'/srv/app/static/collected'\nSTRIPE_WEBHOOK_SIGNING\t'{v}'\nLANGUAGE_CODE\t'en-us'\nMAILGUN_VERIFY\t'{w}'\n"
    );
    let text = format!(
        "Settings:\nUsing settings module mysite.settings\nABSOLUTE_URL_OVERRIDES = {{}}\nDEFAULT_AUTO_FIELD = 'django.db.models.BigAutoField'\nHMAC_VERIFY = '{v}'\nTIME_ZONE = 'Europe/Berlin'\n"
    );
    check(
        &[(&page, &v), (&page, &w), (&text, &v)],
        &[
            "Settings\nUsing settings module config.settings.production\nSetting\tValue\nSECRET_KEY\t'********************'\nDEFAULT_FROM_EMAIL\t'webmaster@localhost'\nROOT_URLCONF\t'config.urls'\nWSGI_APPLICATION\t'config.wsgi.application'\n",
        ],
    );
}

/// Thai's `คือ` and Finnish's `on` ("is") link a password's name to its value; English's
/// preposition `on` does not.
#[test]
fn thai_and_finnish_prose_states_passwords() {
    let mut masked = Vec::new();
    for p in ["Keycloak2026!", "Cobaltgelato*39", "Warszawa2025"] {
        for t in [
            format!("รหัสผ่านเข้าระบบบัญชี a.levi คือ {p} นะครับ\n"),
            format!("รหัสผ่านคือ {p}\n"),
            format!("รหัสผ่าน wifi คือ {p}\n"),
            format!("Moi! Wifi-verkon salasana on {p} — älä laita sitä wikiin.\n"),
            format!("Salasanasi on {p}\n"),
            format!("Palvelimen uusi salasana on nyt: {p}\n"),
        ] {
            masked.push((t, p.to_owned()));
        }
    }
    check(
        &pairs(&masked),
        &[
            "Set the password on db01 before the release.\n",
            "Rotate the token on host2 and host3 tonight.\n",
            "Salasana on vaihdettava 90 päivän välein.\n",
            "รหัสผ่านคือ สิ่งที่ต้องเก็บเป็นความลับ\n",
        ],
    );
}

/// A login handed over in a chat whose history a tool returns as JSON (`\n` escaped).
#[test]
fn logins_handed_over_in_a_json_chat_history_are_masked() {
    let mut masked = Vec::new();
    for p in ["Shalom123!", "Apfelsaffron_83", "Heslo2025"] {
        for t in [
            format!(
                "{{\"text\":\"[09:41] nina: what's the staging admin login?\\n[09:42] omar: admin / {p}\\n[09:42] nina: thanks\"}}\n"
            ),
            format!("{{\"text\":\"anyone have the creds for grafana?\\nroot / {p}\"}}\n"),
            format!(
                "{{\"messages\":[\"what's the login for the NAS?\\r\\nops / {p}\\r\\nthx\"]}}\n"
            ),
        ] {
            masked.push((t, p.to_owned()));
        }
    }
    check(
        &pairs(&masked),
        &[
            "{\"text\":\"where's the login page?\\nsee docs / setup.md\\n\"}\n",
            "{\"text\":\"any creds needed?\\nno / none\"}\n",
        ],
    );
}

/// References and hashes where a secret would go stay: YAML tags (`!secret name`, `!Ref`) and
/// Vault's audit HMACs; a UUID in a sentence after the one that names a password stays too.
#[test]
fn references_hashes_and_the_next_sentence_stay() {
    check(
        &[
            ("password: !Passw0rd\n", "!Passw0rd"),
            ("password: Sommer2026!\n", "Sommer2026!"),
        ],
        &[
            "mqtt:\n  broker: 192.168.178.10\n  password: !secret mqtt_password\n",
            "api_key: !secret openweathermap_key\n",
            "Parameters:\n  DbPassword: !Ref DatabasePassword\n",
            "token: !env_var HASS_TOKEN\n",
            "{\"response\":{\"data\":{\"password\":\"hmac-sha256:c797beda8dd1b04c441879b3c21d07544985b067e16bdc517fc3ff7fe4fcdcac\"}}}\n",
            "طلب رقم 5521: تم إرسال رابط إعادة تعيين كلمة المرور إلى البريد الإلكتروني. المعرف: 1c5b439d-52cf-48bd-9fac-62dc04bcf8af\n",
            "We reset the password for the account. Reference: 5317f2c4-44c8-4a29-bc9e-2b3a2f6fd6e1\n",
        ],
    );
}

/// A password of letters under a password's key where the setting ends at the next one of a
/// list that blanks separate (libpq's conninfo, Go's `%+v`), or in a COBOL password item's
/// `VALUE`; a word with more words after it and a stand-in stay.
#[test]
fn coined_passwords_end_at_the_next_setting_of_a_blank_separated_list() {
    let mut masked = Vec::new();
    for p in ["Yamtengerlantern", "haneuljablkosauna", "KocourShuifleur"] {
        for t in [
            format!(
                "conn = LibPQ.Connection(\"host=db port=5432 user=julia password={p} sslmode=require\")\n"
            ),
            format!(
                "loaded config: &{{DB:{{Host:db.intern User:goapp Password:{p} Name:ledger}} LogLevel:debug}}\n"
            ),
            format!("       01  WS-DB-PASSWORD    PIC X(20) VALUE '{p}'.\n"),
            format!("       01  WS-DB-PASSWORD    PIC X(20) VALUE IS \"{p}\".\n"),
        ] {
            masked.push((t, p.to_owned()));
        }
    }
    check(
        &pairs(&masked),
        &[
            "       01  WS-DB-PASSWORD    PIC X(20) VALUE SPACES.\n",
            "       01  WS-PASSWORD-LABEL PIC X(20) VALUE 'Enter password'.\n",
            "PASS: Standalone tests passed\n",
            "password=Verification sslmode=require\n",
            "{Password:required Name:ledger}\n",
        ],
    );
}
