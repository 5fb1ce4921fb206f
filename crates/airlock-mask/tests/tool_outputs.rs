//! Secrets in the output of tools and in formats first missed on text the rules were never
//! tuned on (a tool's JSON of outputs, network managers' and chat clients' settings, a QR
//! code's Wi-Fi payload, a browser's cookie jar), each class in spellings of its own, with
//! the harmless neighbours that must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::check;

/// A request line's protocol and version (`HTTP/1.1`) after a URL whose query ends in a key's
/// placeholder is no value of that key; a generated value in its place is.
#[test]
fn a_protocol_version_after_a_key_s_name_is_not_its_value() {
    check(
        &[(
            "GET /v2/forecast?api_key=a8f3kQ2mZx91LpVw0rTbY7c HTTP/1.1\n",
            "a8f3kQ2mZx91LpVw0rTbY7c",
        )],
        &[
            "DEBUG:urllib3.connectionpool:https://api.example.org:443 \"GET /v2/x?lat=1&appid=YOUR_API_KEY HTTP/1.1\" 401 62\n",
            "\"GET /q?key=MY_API_KEY HTTP/2\" 200\n",
            "OPTIONS rtsp://cam.local/stream?token=ACCESS_TOKEN RTSP/1.0\n",
            "x API_KEY HTTP/1.0\n",
        ],
    );
}

/// A password of letters that is no word of English or of code (words of other languages or
/// names run together) under a password's key, in YAML, a `.env` line, JSON, Java properties
/// and a connection string; a word of English or code there, or an environment variable's
/// name, stays.
#[test]
fn a_coined_password_of_letters_under_a_password_s_key_is_masked() {
    check(
        &[
            ("database:\n  password: Zorbavelmato\n", "Zorbavelmato"),
            ("DB_PASSWORD=kestrunaplov\n", "kestrunaplov"),
            (
                "{\"user\":\"ana\",\"password\":\"Mirtafjolkan\"}\n",
                "Mirtafjolkan",
            ),
            ("spring.datasource.password=Tovikambreza\n", "Tovikambreza"),
            (
                "Server=sql01;User Id=crm;Password=Bazhulomiro;Encrypt=True\n",
                "Bazhulomiro",
            ),
        ],
        &[
            "password: credentials\n",
            "password: environment\n",
            "DB_PASSWORD=POSTGRESPASSWORD\n",
            "password: generated\n",
            "password: Unspecified\n",
            "\"password\": \"placeholder\"\n",
            "password = generatePassword\n",
            "password: NotRequired\n",
            "password: Passwordless\n",
            "password: KubernetesSecret\n",
            "password: configuration\n",
        ],
    );
}
