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
            "# CHECK-STANDALONE: PASS: Standalone tests :: true.txt\n",
            "PASS: Kestrunaplov suite (3 tests)\n",
        ],
    );
}

/// A JSON name whose value is an object with a `value` (`terraform output -json`, an ARM
/// template's parameters file): the object's `value` under a secret's name is the secret,
/// whatever fields come before it; under another name, or a placeholder, it stays.
#[test]
fn a_secret_named_object_s_value_is_masked() {
    check(
        &[
            (
                "{\n  \"db_password\": {\n    \"sensitive\": false,\n    \"type\": \"string\",\n    \"value\": \"Kestrel2291!\"\n  }\n}\n",
                "Kestrel2291!",
            ),
            (
                "{\"api_token\": {\"sensitive\": true, \"value\": \"q8Vd2LmXz71KpWa0RtYbN3\"}}\n",
                "q8Vd2LmXz71KpWa0RtYbN3",
            ),
            (
                "\"parameters\": {\n  \"adminPassword\": {\n    \"value\": \"Tovikambreza\"\n  }\n}\n",
                "Tovikambreza",
            ),
        ],
        &[
            "{\n  \"db_endpoint\": {\n    \"sensitive\": false,\n    \"type\": \"string\",\n    \"value\": \"orders.internal:5432\"\n  }\n}\n",
            "{\"db_password\": {\"sensitive\": true, \"type\": \"string\", \"value\": \"<sensitive>\"}}\n",
            "{\"adminPassword\": {\"value\": \"[parameters('adminPassword')]\"}}\n",
            "{\"password\": {\"type\": \"string\", \"minLength\": 12}}\n",
        ],
    );
}

/// A Wi-Fi passphrase: a QR code's `WIFI:` payload's `P:` field (fields in any order, `\;`
/// escaped), NetworkManager's `802-11-wireless-security.psk` as `nmcli --show-secrets`
/// prints it or a command line sets it; the SSID,
/// nmcli's `--` without secrets, a 64-hex PSK's placeholder and prose stay.
#[test]
fn a_wi_fi_passphrase_is_masked() {
    check(
        &[
            (
                "WIFI:T:WPA;S:guest-net;P:Zorbavelmato;H:false;;\n",
                "Zorbavelmato",
            ),
            (
                "WIFI:P:Gr4n\\;ite!Owl;S:home\\;5g;T:WPA;;\n",
                "Gr4n\\;ite!Owl",
            ),
            (
                "802-11-wireless-security.psk:           kestrunaplov\n",
                "kestrunaplov",
            ),
            (
                "$ nmcli connection modify office 802-11-wireless-security.psk \"Maple#2291x\"\n",
                "Maple#2291x",
            ),
            // nmcli's alias of the setting, as it prints it and as a command line sets it.
            (
                "wifi-sec.psk:                           Saudadesmorrebrod\n",
                "Saudadesmorrebrod",
            ),
            (
                "nmcli con add type wifi con-name home ssid HomeNet wifi-sec.key-mgmt wpa-psk wifi-sec.psk tulpthistlejuniper\n",
                "tulpthistlejuniper",
            ),
            (
                "$ nmcli connection modify cafe wifi-sec.psk 'Kestrel 2291'\n",
                "Kestrel 2291",
            ),
            // A file of settings: NetworkManager's keyfile, wpa_supplicant's block (the
            // passphrase, quoted, or the derived 64-hex key).
            (
                "[wifi-security]\nkey-mgmt=wpa-psk\npsk=Medvedthistle\n",
                "Medvedthistle",
            ),
            (
                "network={\n    ssid=\"Warehouse\"\n    key_mgmt=WPA-PSK\n    psk=\"Ezra#6700\"\n}\n",
                "Ezra#6700",
            ),
            (
                "network={\nssid=\"W\"\npsk=8dc884b428d664e3393badbaf8e70d89ef70915adc0de256cc739257a0fac2c2\n}\n",
                "8dc884b428d664e3393badbaf8e70d89ef70915adc0de256cc739257a0fac2c2",
            ),
        ],
        &[
            "WIFI:T:WPA;S:guest-net;P:;;\n",
            "802-11-wireless-security.psk:           --\n",
            "802-11-wireless-security.psk-flags:     0 (none)\n",
            "802-11-wireless-security.psk: <hidden>\n",
            "Set 802-11-wireless-security.psk to the network's passphrase.\n",
            "wifi-sec.psk:                           --\n",
            "wifi-sec.psk-flags:                     1 (agent-owned)\n",
            "psk=\"<your passphrase>\"\n",
            "psk=${WIFI_PSK}\n",
            "    psk=\"YOUR_PASSPHRASE\"\n",
            "# psk= is the passphrase, 8 to 63 characters\n",
            "psk=$(wpa_passphrase ssid pass | grep psk)\n",
        ],
    );
}

/// A chat client's `/set` of a secret-named option (WeeChat's `sasl_password`, `password`,
/// irssi's), quoted or bare; its user, its mechanism and a secure-data reference stay.
#[test]
fn a_chat_client_s_set_of_a_secret_option_is_masked() {
    check(
        &[
            (
                "/set irc.server.libera.sasl_password Mima123456\n",
                "Mima123456",
            ),
            (
                "/set irc.server.oftc.password \"jablonHazel\"\n",
                "jablonHazel",
            ),
            ("/set relay.network.password Gr4nite!Owl\n", "Gr4nite!Owl"),
        ],
        &[
            "/set irc.server.libera.sasl_username ana\n",
            "/set irc.server.libera.sasl_mechanism plain\n",
            "/set irc.server.libera.sasl_password \"${sec.data.libera}\"\n",
            "/set irc.server.libera.sasl_password ${sec.data.libera}\n",
        ],
    );
}

/// WeeChat's secured data: `/secure set NAME VALUE`, whatever the name, `/secure
/// passphrase VALUE` and `/secure decrypt VALUE`, the value bare, quoted, of several words or
/// starting with `-`; the command's other forms, its option words in place of the value
/// (`-delete`, `-discard`) and a reference to secured data stay.
#[test]
fn a_chat_client_s_secured_data_is_masked() {
    check(
        &[
            (
                "/secure set libera_pass Saudadesmorrebrod\n",
                "Saudadesmorrebrod",
            ),
            ("/secure set freenode Gr4nite!Owl\n", "Gr4nite!Owl"),
            ("  /secure set oftc \"kestrun aplov\"\n", "kestrun aplov"),
            (
                "/secure passphrase correct horse battery staple\n",
                "correct horse battery staple",
            ),
            ("/secure set bnc q8Vd2LmXz71KpWa0\r\n", "q8Vd2LmXz71KpWa0"),
            ("/secure set libera -Xk29aaQ7pL\n", "-Xk29aaQ7pL"),
            ("/secure set oftc --Gr4nite!Owl\n", "--Gr4nite!Owl"),
            ("/secure set bnc -delete-me-9Qx\n", "-delete-me-9Qx"),
            ("/secure passphrase -Lantern77 owl\n", "-Lantern77 owl"),
            ("/secure passphrase -deleteQ7x2\n", "-deleteQ7x2"),
            ("/secure passphrase \"-delete\"\n", "-delete"),
            ("/secure decrypt Kestrun-aplov-22\n", "Kestrun-aplov-22"),
            ("/secure decrypt -discardW9q\n", "-discardW9q"),
        ],
        &[
            "/secure passphrase -delete\n",
            "/secure passphrase -delete  \r\n",
            "/secure del libera\n",
            "/secure decrypt -discard\n",
            "/secure set libera ${sec.data.other}\n",
            "/secure set libera <password>\n",
            "Use /secure set to keep passwords out of irc.conf.\n",
        ],
    );
}

/// A numbered reply that lists a hash's fields and values on lines of their own (`redis-cli`'s
/// `HGETALL`): the value after a field named for a secret; another field's value, a number
/// after a secret's setting (`token_ttl`), an empty or a redacted value stay.
#[test]
fn a_secret_field_s_value_in_a_numbered_reply_is_masked() {
    check(
        &[
            (
                "127.0.0.1:6379> HGETALL user:1\n1) \"name\"\n2) \"ana\"\n3) \"password\"\n4) \"Saudadesmorrebrod\"\n",
                "Saudadesmorrebrod",
            ),
            (
                "127.0.0.1:6379> HGETALL tenant:42\n1) \"provider\"\n2) \"crm\"\n3) \"api_key\"\n4) \"51d54ad29b6a7fe4deabdf69a4b20e72\"\n",
                "51d54ad29b6a7fe4deabdf69a4b20e72",
            ),
            (
                "redis> HGETALL svc\r\n 9) \"AUTH_TOKEN\"\r\n10) \"q8Vd2LmXz71KpWa0Rt\"\r\n",
                "q8Vd2LmXz71KpWa0Rt",
            ),
            ("1) \"smtp.passwd\"\n2) \"Kestrel 2291\"\n", "Kestrel 2291"),
        ],
        &[
            "127.0.0.1:6379> HGETALL s\n1) \"token_ttl\"\n2) \"3600\"\n3) \"token\"\n4) \"\"\n",
            "1) \"password\"\n2) \"<redacted>\"\n",
            "1) \"password_changed_at\"\n2) \"2026-01-02\"\n",
            "1) \"api_key\"\n2) \"${API_KEY}\"\n",
            "1) \"secret\"\n\n2) \"see the vault\"\n",
        ],
    );
}

/// A mount's options that give a password beside a user (CIFS's `username=...,password=...`
/// in `/etc/fstab` or `mount -o`), whatever its characters, letters alone too; a credentials
/// file's path, an expansion, and a call's keyword arguments stay.
#[test]
fn a_password_among_a_mount_s_options_is_masked() {
    check(
        &[
            (
                "//fs01.lan/scans /mnt/scans cifs username=haruto.sato,password=Medvedthistle,uid=1000,iocharset=utf8 0 0\n",
                "Medvedthistle",
            ),
            (
                "//nas/media /mnt/media cifs user=ana,pass=tulpthistlejuniper 0 0\n",
                "tulpthistlejuniper",
            ),
            (
                "mount -t cifs //fs/share /mnt -o username=bob,domain=CORP,password=Gr4nite!Owl\n",
                "Gr4nite!Owl",
            ),
            (
                "sudo mount -t cifs //fs/share /mnt -o password=kestrunaplov,username=bob\n",
                "kestrunaplov",
            ),
            (
                "//fs/x /x smb3 uid=1000,gid=1000,vers=3.0,password=Saudades,username=me 0 0\n",
                "Saudades",
            ),
        ],
        &[
            "//fs01/x /mnt/x cifs credentials=/root/.smbcred,uid=1000 0 0\n",
            "//fs01/x /mnt/x cifs username=bob,password=${SMB_PASS},uid=1000 0 0\n",
            "conn = login(user=u,password=passwd)\n",
            "f(username=name,password=pw, retries=3)\n",
            "mount -o username=bob,password=<password> //fs/share /mnt\n",
        ],
    );
}

/// msmtp's configuration: an account's `password` line, bare or quoted, letters alone too;
/// `passwordeval`, an empty password and prose that starts a line with `password` stay.
#[test]
fn an_msmtp_account_s_password_is_masked() {
    check(
        &[
            (
                "account default\nhost smtp.example.org\nuser ana\npassword Saudadesmorrebrod\n",
                "Saudadesmorrebrod",
            ),
            (
                "account gmail\nhost smtp.gmail.com\nport 587\nauth on\nuser ana@gmail.com\nfrom ana@gmail.com\npassword \"Saudades morrebrod\"\n",
                "Saudades morrebrod",
            ),
            (
                "defaults\ntls on\n\naccount work\nhost mail.corp\nuser bob\npassword\tGr4nite!Owl\n",
                "Gr4nite!Owl",
            ),
        ],
        &[
            "account default\nhost smtp.example.org\nuser ana\npasswordeval \"pass show mail\"\n",
            "user accounts are listed\npassword management is hard\n",
            "account default\nhost smtp.example.org\npassword ${SMTP_PASSWORD}\n",
            "host smtp.example.org\npassword <your password>\n",
        ],
    );
}

/// A session's cookie in Netscape's `cookies.txt` (also after `#HttpOnly_`): the value of a
/// cookie named for a session, a login or a token; other cookies, the header and a
/// placeholder stay.
#[test]
fn a_session_cookie_in_a_cookie_jar_is_masked() {
    check(
        &[
            (
                ".example.org\tTRUE\t/\tTRUE\t1798761600\tsession_token\t87f2123349cc3f8c7d54e9a1b68fb8e75c6611c2\n",
                "87f2123349cc3f8c7d54e9a1b68fb8e75c6611c2",
            ),
            (
                "#HttpOnly_.example.com\tTRUE\t/\tFALSE\t0\tsid\tdb/fBEFj+U7FMqHG/gVSV2UIADhwXPHr\n",
                "db/fBEFj+U7FMqHG/gVSV2UIADhwXPHr",
            ),
            (
                "app.example.net\tFALSE\t/api\tTRUE\t1767225600\tremember_user_token\tW1s0Ml0sIiQyYSQxMCRhYmMiXQ--9f8e7d\n",
                "W1s0Ml0sIiQyYSQxMCRhYmMiXQ--9f8e7d",
            ),
        ],
        &[
            "# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html\n",
            ".example.org\tTRUE\t/\tTRUE\t1798761600\tlang\tit-IT-variant-2\n",
            ".example.org\tTRUE\t/\tFALSE\t1798761600\t_ga\tGA1.2.1234567890.1700000000\n",
            ".example.org\tTRUE\t/\tTRUE\t0\tsession_id\tyour-session-id\n",
        ],
    );
}

/// A key-value store's export with each value in base64 (`consul kv export`): the value of
/// an entry whose key names a secret, when it decodes to a password (here `Kestrel2291!`,
/// `q8Vd2LmXz71KpWa0RtYbN3`, `Tovikambreza7`); another key's value, a placeholder's (`<password>`) and a
/// stored hash's base64 stay.
#[test]
fn a_base64_value_under_a_secret_named_key_in_a_kv_export_is_masked() {
    check(
        &[
            (
                "[\n  {\n    \"key\": \"orders/db/password\",\n    \"flags\": 0,\n    \"value\": \"S2VzdHJlbDIyOTEh\"\n  }\n]\n",
                "S2VzdHJlbDIyOTEh",
            ),
            (
                "[\n  {\n    \"key\": \"svc/api_token\",\n    \"flags\": 0,\n    \"value\": \"cThWZDJMbVh6NzFLcFdhMFJ0WWJOMw==\"\n  }\n]\n",
                "cThWZDJMbVh6NzFLcFdhMFJ0WWJOMw==",
            ),
            (
                "[{\"key\":\"app/smtp/Password\",\"flags\":0,\"value\":\"VG92aWthbWJyZXphNw==\"}]\n",
                "VG92aWthbWJyZXphNw==",
            ),
        ],
        &[
            "[\n  {\n    \"key\": \"orders/db/host\",\n    \"flags\": 0,\n    \"value\": \"ZGIuaW50ZXJuYWw6NTQzMg==\"\n  }\n]\n",
            "[\n  {\n    \"key\": \"orders/db/password\",\n    \"flags\": 0,\n    \"value\": \"PHBhc3N3b3JkPg==\"\n  }\n]\n",
            "[\n  {\n    \"key\": \"orders/db/password\",\n    \"flags\": 0,\n    \"value\": \"e1NTSEF9VzZwaDVNbTVQejhHZ2lVTGJQZ3pHMzdtajlnPQ==\"\n  }\n]\n",
        ],
    );
}

/// A token a terminal wrapped at its width: the secret ends its line and the next line,
/// from its first column, is the token's rest; the whole token, break included, is masked.
/// A line after a secret that is a setting, a word, an indented line or a heredoc's end
/// stays, as does a value alone under a label's blank line when it is a word.
#[test]
fn a_token_wrapped_onto_the_next_line_is_masked_whole() {
    let m = airlock_mask::Masker::new();
    let wrapped = [
        (
            "$ cat .env\nSTRIPE_TOKEN=q8Vd2LmXz71KpWa0Rt\nYbN3kQ2mZx91LpVw\nLOG_LEVEL=debug\n",
            "q8Vd2LmXz71KpWa0Rt\nYbN3kQ2mZx91LpVw",
        ),
        (
            "Token created. Copy it now, it will not be shown again:\n\n67b06b3b61c5fcb3efa3\n5d1dd91f71f58349a1b2\n\n",
            "67b06b3b61c5fcb3efa3\n5d1dd91f71f58349a1b2",
        ),
        (
            "api_key: Zk81vLmWc0pXe7RkTa29Nd\r\nPq4Rs7Tu+Vw0==\r\n",
            "Zk81vLmWc0pXe7RkTa29Nd\r\nPq4Rs7Tu+Vw0==",
        ),
    ];
    for (text, secret) in wrapped {
        let start = text.find(secret).unwrap();
        let found = m.findings(text);
        assert!(
            found
                .iter()
                .any(|f| f.start <= start && start + secret.len() <= f.end),
            "{text:?} -> {}",
            m.mask(text)
        );
    }
    // Secrets on consecutive lines, each found by its own rule, stay two findings (found in
    // CI: a token's line, then a key id's, were one mask).
    let two = "settings:\nghp_Zk81vLmWc0pXe7RkTa29NdPq4Rs7Tu1xYz0A\nAKIAQYLPMN5HHHFPZAM2\n";
    assert_eq!(m.findings(two).len(), 2, "{}", m.mask(two));
    let apart = [
        (
            "STRIPE_TOKEN=q8Vd2LmXz71KpWa0Rt\nLOG_LEVEL=debug\n",
            "LOG_LEVEL",
        ),
        ("STRIPE_TOKEN=q8Vd2LmXz71KpWa0Rt\nFinished\n", "Finished"),
        (
            "STRIPE_TOKEN=q8Vd2LmXz71KpWa0Rt\n  retry3times\n",
            "retry3times",
        ),
        ("cat <<EOF\nTOKEN=q8Vd2LmXz71KpWa0Rt\nEOF\n", "EOF"),
        ("TOKEN=q8Vd2LmXz71KpWa0Rt\nv1.2.3-rc1 released\n", "v1.2.3"),
        // Found in review: a line longer than the one it would continue is no wrap's rest (a
        // terminal fills a line before it wraps).
        (
            "AKIAQYLPMN5HHHFPZAM2\nd41d8cd98f00b204e9800998ecf8427e\n",
            "d41d8cd98f00b204e9800998ecf8427e",
        ),
        (
            "ghp_Zk81vLmWc0pXe7RkTa29NdPq4Rs7Tu1xYz\n0123456789abcdef0123456789abcdef0123456789abcdef\n",
            "0123456789abcdef0123456789abcdef0123456789abcdef",
        ),
    ];
    for (text, after) in apart {
        let out = m.mask(text);
        assert!(out.as_str().contains(after), "{text:?} -> {out}");
    }
    check(
        &[],
        &["Token created. Copy it now, it will not be shown again:\n\nOverview\n\n"],
    );
}

/// A key a provider publishes in its own documentation (Stripe's API reference's test-mode
/// key), in an OpenAPI example, a `.env` line or a curl command, belongs to no account and
/// stays; a test-mode key of the same shape that is not the published one is masked.
#[test]
fn a_provider_s_published_example_key_is_not_a_secret() {
    check(
        &[
            (
                "STRIPE_SECRET_KEY=sk_test_7Hq2LmXz71KpWa0RtYbN3vQd\n",
                "sk_test_7Hq2LmXz71KpWa0RtYbN3vQd",
            ),
            (
                "curl https://api.stripe.com/v1/charges -u sk_test_Zk81vLmWc0pXe7RkTa29NdQ4:\n",
                "sk_test_Zk81vLmWc0pXe7RkTa29NdQ4",
            ),
            // A longer body that starts as the example's is a key of its own.
            (
                "STRIPE_SECRET_KEY=sk_live_4eC39HqLyjWDarjtT1zdp7dcVb2Xm9Qa\n",
                "sk_live_4eC39HqLyjWDarjtT1zdp7dcVb2Xm9Qa",
            ),
        ],
        &[
            "  examples:\n    key:\n      value: sk_test_4eC39HqLyjWDarjtT1zdp7dc\n",
            "STRIPE_SECRET_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc\n",
            "curl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc:\n",
        ],
    );
}

/// A `data:` URI whose base64 payload decodes to text that holds a secret (a JSON document
/// with a key, a token alone, a generated key alone) is masked whole, in an HTML link, CSS and
/// a JSON value; one that decodes to an image, a greeting, a clean document, a template or a
/// UUID stays.
#[test]
fn a_data_uri_that_decodes_to_a_secret_is_masked() {
    let json = "eyJzZXJ2aWNlIjoiYmlsbGluZyIsImFwaV9rZXkiOiJrOVhxMkxtVjdwUnQ0V3pCOG5ZYzNEZkcifQ==";
    let slack = "eG94Yi0yMDQ4NjEzMTkwLTUxMDc3MTIyMDktWnE4djJMbU40cFJ0N1d4WTFiQ2Q5RmdI";
    let random = "WnE4djJMbU40cFJ0N1d4WTFiQ2Q5RmdIakszcw==";
    check(
        &[
            (
                &format!("<a href=\"data:application/json;base64,{json}\">settings</a>\n"),
                json,
            ),
            (
                &format!(".x {{ background: url(data:text/plain;base64,{slack}); }}\n"),
                slack,
            ),
            (
                &format!("{{\"export\": \"data:application/octet-stream;base64,{random}\"}}\n"),
                random,
            ),
        ],
        &[
            "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==\">\n",
            "<a href=\"data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==\">hi</a>\n",
            "<a href=\"data:application/json;base64,eyJuYW1lIjoiYXBwIiwidmVyc2lvbiI6IjEuMi4zIn0=\">x</a>\n",
            "<a href=\"data:application/json;base64,eyJ0b2tlbiI6IiR7QVBJX1RPS0VOfSJ9\">x</a>\n",
            "<a href=\"data:text/plain;base64,M2YyYjhjMWUtOWE0ZC00ZTdiLThjMmEtMWQ1ZTZmN2E4Yjlj\">id</a>\n",
        ],
    );
}

/// A parameter an ORM's or a driver's log binds to a statement that names a secret
/// (SQLAlchemy's cached and error forms, Hibernate's binder, TypeORM's and Prisma's
/// parameter lists, Django's `args=`) is masked; the statement's other values, a value bound
/// to a statement that names no secret, a row's UUID, and code that merely names parameters
/// stay.
#[test]
fn a_bound_parameter_of_a_statement_that_names_a_secret_is_masked() {
    check(
        &[
            (
                "INFO sqlalchemy.engine.Engine UPDATE users SET reset_token=%(reset_token)s WHERE users.id = %(id_1)s\nINFO sqlalchemy.engine.Engine [cached since 12.4s ago] {'reset_token': 'Qm7vX2kP9rLw4ZtB8nYc', 'id_1': 7}\n",
                "Qm7vX2kP9rLw4ZtB8nYc",
            ),
            (
                "sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key\n[SQL: INSERT INTO credentials (name, secret) VALUES (%(name)s, %(secret)s)]\n[parameters: {'name': 'stripe', 'secret': 'wJ4nT8qZ2xLp6VbR0mKs9d'}]\n",
                "wJ4nT8qZ2xLp6VbR0mKs9d",
            ),
            (
                "Hibernate: update accounts set auth_key=?, version=? where id=?\n2026-04-01 09:12:44.102 TRACE 7 --- [main] o.h.type.descriptor.sql.BasicBinder : binding parameter [1] as [VARCHAR] - [hR3kL9mQ2wX7vB4nZ8pT]\n",
                "hR3kL9mQ2wX7vB4nZ8pT",
            ),
            (
                "query: INSERT INTO \"session\"(\"token\", \"userId\") VALUES ($1, $2) -- PARAMETERS: [\"b7Fk2Lq9Xz4Wm8Rt3Vn6Yp\",42]\n",
                "b7Fk2Lq9Xz4Wm8Rt3Vn6Yp",
            ),
            (
                "prisma:query SELECT \"public\".\"ApiKey\".\"id\" FROM \"public\".\"ApiKey\" WHERE \"public\".\"ApiKey\".\"key\" = $1\nprisma:query params [\"Np4Lx8Qw2Rz7Kt5Vm9Bc\"]\n",
                "Np4Lx8Qw2Rz7Kt5Vm9Bc",
            ),
            // Hibernate 6's binder, and the query event's `Params:` list of Prisma and of
            // loggers that print a statement's parameters after it, quoted or not.
            (
                "update accounts set auth_key=? where id=?\n2026-04-01 TRACE org.hibernate.orm.jdbc.bind : binding parameter (1:VARCHAR) <- [hR3kL9mQ2wX7vB4nZ8pT]\n",
                "hR3kL9mQ2wX7vB4nZ8pT",
            ),
            (
                "prisma:query UPDATE \"User\" SET \"apiKey\" = $1 WHERE \"id\" = $2\nParams: [\"Qm7vX2kP9rLw4ZtB8nYc\",42]\nDuration: 3ms\n",
                "Qm7vX2kP9rLw4ZtB8nYc",
            ),
            (
                "Query: insert into sessions (user_id, refresh_token) values (?, ?)\nParams: [42, Qm7vX2kP9rLw4ZtB8nYc]\n",
                "Qm7vX2kP9rLw4ZtB8nYc",
            ),
            // `Params: ` with no list: the values quoted or bare, first or after others, on
            // the statement's next line or a few below.
            (
                "UPDATE users SET password = $1 WHERE id = $2\nParams: \"Qx7vT2mNp9LkRw4ZsY8b\", 5\n",
                "Qx7vT2mNp9LkRw4ZsY8b",
            ),
            (
                "UPDATE users SET password = $1 WHERE id = $2\nParams: Qx7vT2mNp9LkRw4ZsY8b, 5\n",
                "Qx7vT2mNp9LkRw4ZsY8b",
            ),
            (
                "UPDATE users SET password = $1 WHERE id = $2\nParams: 'Qx7vT2mNp9LkRw4ZsY8b', 5\n",
                "Qx7vT2mNp9LkRw4ZsY8b",
            ),
            (
                "insert into api_keys (owner, api_key) values ($1, $2)\nParams: 7, \"Qx7vT2mNp9LkRw4ZsY8b\"\n",
                "Qx7vT2mNp9LkRw4ZsY8b",
            ),
            (
                "UPDATE accounts SET auth_token = ? WHERE id = ?\n  -- took 2ms\n  -- rows 1\nParams: Qx7vT2mNp9LkRw4ZsY8b, 5\n",
                "Qx7vT2mNp9LkRw4ZsY8b",
            ),
            (
                "update accounts set secret=? where id=?\nbinding parameter (1:VARCHAR) <- Qx7vT2mNp9LkRw4ZsY8b,\n",
                "Qx7vT2mNp9LkRw4ZsY8b",
            ),
            (
                "(0.001) INSERT INTO \"authtoken_token\" (\"key\", \"user_id\", \"created\") VALUES (%s, %s, %s); args=('9f2c4e71b8a03d5f6e2c1b7a9d4e8f0a3c5b7d9e', 3, '2026-01-02'); alias=default\n",
                "9f2c4e71b8a03d5f6e2c1b7a9d4e8f0a3c5b7d9e",
            ),
        ],
        &[
            "INFO sqlalchemy.engine.Engine INSERT INTO orders (sku, ref) VALUES (%(sku)s, %(ref)s)\nINFO sqlalchemy.engine.Engine [generated in 0.00013s] {'sku': 'SKU-2291', 'ref': 'a8f3kQ2mZx91LpVw0rTbY7c'}\n",
            "INFO sqlalchemy.engine.Engine DELETE FROM api_tokens WHERE api_tokens.id = %(id_1)s\nINFO sqlalchemy.engine.Engine [generated in 0.00011s] {'id_1': '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c'}\n",
            "Hibernate: update accounts set auth_key=? where id=?\nbinding parameter [2] as [BIGINT] - [42]\n",
            "update accounts set name=? where id=?\nbinding parameter (1:VARCHAR) <- [hR3kL9mQ2wX7vB4nZ8pT]\n",
            "Query: select * from orders where ref = ?\nParams: [a8f3kQ2mZx91LpVw0rTbY7c]\n",
            "Query: delete from api_tokens where id = $1\nParams: [\"3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c\"]\n",
            "UPDATE users SET nickname = $1 WHERE id = $2\nParams: \"Qx7vT2mNp9LkRw4ZsY8b\", 5\n",
            "UPDATE users SET password = $1 WHERE id = $2\nParams: \"3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c\", 5\n",
            "UPDATE users SET password = $1 WHERE id = $2\nParams: 42, 5\n",
            "params = [\"token\", \"secret_name\"]\n",
            "/// @param token the parameter [named] in the docs\n",
        ],
    );
}

/// Providers' keys that their own shape gives away, wherever they stand: SonarQube's user,
/// project and global tokens, Mailchimp's keys with their data centre, Infracost's keys, LaunchDarkly's SDK keys and New Relic's license keys; words that start
/// like them stay.
#[test]
fn providers_keys_with_a_shape_of_their_own_are_masked() {
    check(
        &[
            (
                "sonar-scanner -Dsonar.host.url=https://sq.local squ_3f9c2e7a1b8d4f6e0a5c9b2d7e1f4a8c6b3d0e9f\n",
                "squ_3f9c2e7a1b8d4f6e0a5c9b2d7e1f4a8c6b3d0e9f",
            ),
            (
                "| ci | sqp_0a1b2c3d4e5f60718293a4b5c6d7e8f901234567 |\n",
                "sqp_0a1b2c3d4e5f60718293a4b5c6d7e8f901234567",
            ),
            (
                "export SONAR_X=sqa_9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d\n",
                "sqa_9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d",
            ),
            (
                "mc: 4f1e9a7c2b8d3e6f0a5c1b9d7e2f4a8c-us14\n",
                "4f1e9a7c2b8d3e6f0a5c1b9d7e2f4a8c-us14",
            ),
            (
                "INFRACOST=ico-Qw8eR2tY6uI0oP4aS9dF3gH7jK1lZ5xC\n",
                "ico-Qw8eR2tY6uI0oP4aS9dF3gH7jK1lZ5xC",
            ),
            (
                "ld: sdk-5b2e8c1f-7a4d-4e9b-b3c6-0f1e2d3c4b5a\n",
                "sdk-5b2e8c1f-7a4d-4e9b-b3c6-0f1e2d3c4b5a",
            ),
            (
                "license 0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3fNRAL in use\n",
                "0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3fNRAL",
            ),
        ],
        &[
            "go get github.com/aws/aws-sdk-go-v2@v1.30.0\n",
            "Accept-Language: en-us,en;q=0.5\n",
            "<link rel=\"icon\" href=\"/favico-32.png\">\n",
            "squ_ is SonarQube's prefix for a user's token\n",
            "sdk-version: 4.2.1\n",
            "useradd --user-group -us ops\n",
        ],
    );
}

/// Letters-only passwords where their setting names a password: a short name run together
/// with a long word (`OleTrovanskel`) under a password's key, capitalised words in a
/// two-column listing's password row, and `.authinfo`'s password after a `port`; a code's
/// name there, and a listing's row that names no password, stay.
#[test]
fn letters_passwords_in_settings_and_listings_are_masked() {
    check(
        &[
            ("\"ProxyPassword\"=\"OleTrovanskel\"\n", "OleTrovanskel"),
            ("db:\n  password: \"KaiMorventhal\"\n", "KaiMorventhal"),
            (
                "====== Data ======\nKey         Value\n---         -----\npassword    MirelTovaskar\nusername    ana\n",
                "MirelTovaskar",
            ),
            (
                "machine imap.example.org login ana@example.org port 993 password velquorantis\n",
                "velquorantis",
            ),
        ],
        &[
            "password = \"NewPassword\"\n",
            "password: \"GetValue\"\n",
            "====== Data ======\nKey         Value\n---         -----\nusername    MirelTovaskar\n",
            "machine imap.example.org login ana port 993\n",
        ],
    );
}

/// A value written as a sentence that says it is for tests (`hunter2-was-here-only-in-tests`,
/// `not_for_use_in_ci_tests`) is a stand-in, in a diff's removed line and in YAML; a
/// passphrase of random words, and a real password with a digit, stay masked.
#[test]
fn a_value_that_says_it_is_for_tests_is_a_stand_in() {
    check(
        &[
            (
                "  password: correct-horse-battery-staple\n",
                "correct-horse-battery-staple",
            ),
            ("-  db_password: Tr4vel-in-the-Rain\n", "Tr4vel-in-the-Rain"),
            // Random letters around a sentence's words: a key, not a stand-in.
            (
                "API_TOKEN=a8f3k2-is-the-dev-key-9ZqLm2Pw7RtY\n",
                "a8f3k2-is-the-dev-key-9ZqLm2Pw7RtY",
            ),
            (
                "DB_PASSWORD=Kx9-local-is-not-for-Qz7\n",
                "Kx9-local-is-not-for-Qz7",
            ),
            (
                "  password: kx-local-is-not-for-qz\n",
                "kx-local-is-not-for-qz",
            ),
            (
                "secret: wq7z-only-for-the-test-env\n",
                "wq7z-only-for-the-test-env",
            ),
            ("token: Only-For-The-Dev-Box\n", "Only-For-The-Dev-Box"),
        ],
        &[
            "-  password: hunter2-was-here-only-in-tests\n+  password: ${DB_PASSWORD}\n",
            "api_token: not_for_use_in_ci_tests\n",
            "-  secret: only-a-fake-value-for-the-demo\n",
            "+  password: this_is_only_for_local_dev\n",
            "db_password: used-in-tests-only-not-a-secret\n",
        ],
    );
}
