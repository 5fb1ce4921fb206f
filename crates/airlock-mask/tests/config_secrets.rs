//! Secrets in the configuration syntaxes of daemons, devices, Windows tools, scripts and
//! languages that give a password by a directive's or a tool's position rather than a
//! `key = value` a generic rule reads; each class in several spellings, with its neighbours
//! that must stay unmasked (a prompt's `*`, a hash, a placeholder, a label).

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
fn daemon_directives_that_take_a_password_are_masked() {
    check(
        &[
            ("base dc=example\nbindpw Ld4pBind-Qx9\n", "Ld4pBind-Qx9"),
            ("  bindpw  Zorro7-bind\n", "Zorro7-bind"),
            (
                "[domain/lab]\nldap_default_authtok = Ss5d!Reader44\n",
                "Ss5d!Reader44",
            ),
            ("cachemgr_passwd Cach3Mgr-77 all\n", "Cach3Mgr-77"),
        ],
        &[
            "rootpw {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=\n",
            "bindpw <password>\n",
            "# bindpw is read from /etc/ldap.secret\n",
        ],
    );
}

#[test]
fn network_devices_and_pre_shared_keys_are_masked() {
    check(
        &[
            (
                "username ops privilege 15 password 0 Ciscop4ss!\n",
                "Ciscop4ss!",
            ),
            (
                "username backup privilege 1 password 7 0822455D0A16\n",
                "0822455D0A16",
            ),
            ("enable secret 0 En4ble-Now\n", "En4ble-Now"),
            (
                "10.0.0.1 10.0.0.2 : PSK \"Ips3c-Shared-Key-91\"\n",
                "Ips3c-Shared-Key-91",
            ),
            ("%any : PSK 'v9Lq-ipsec-77'\n", "v9Lq-ipsec-77"),
            (
                "network={\n  ssid=\"Lab\"\n  psk=\"W1fi-Lab-Pass-2025\"\n}\n",
                "W1fi-Lab-Pass-2025",
            ),
            (
                "createUser mon SHA \"Snmp-Auth-Pass-31\" AES \"x\"\n",
                "Snmp-Auth-Pass-31",
            ),
        ],
        &[
            "enable secret 5 $1$abcd$Qw1e2r3t4y5u6i7o8p9\n",
            "username ops privilege 15 secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM\n",
            "psk=\"$WIFI_PSK\"\n",
            "The privilege level is 15 for the admin user.\n",
        ],
    );
}

#[test]
fn windows_tools_with_a_password_by_position_are_masked() {
    check(
        &[
            (
                "schtasks /create /tn Backup /sc weekly /ru CORP\\svc_bk /rp Wk9!backup22\n",
                "Wk9!backup22",
            ),
            (
                "C:\\> sqlcmd -S db01 -U sa -P Sq1-Adm!n77 -Q \"SELECT 1\"\n",
                "Sq1-Adm!n77",
            ),
            ("osql -S db02 -U sa -PBcp-Pw-4410\n", "Bcp-Pw-4410"),
            ("net user kiosk K1osk#2025 /add\n", "K1osk#2025"),
            ("NET USER svc_scan Sc4n!Svc /ADD\n", "Sc4n!Svc"),
            (
                "rabbitmqctl change_password ingest 'Rabb1t-Pw-88'\n",
                "Rabb1t-Pw-88",
            ),
            ("$ rabbitmqctl add_user metrics M3trics-Pw\n", "M3trics-Pw"),
        ],
        &[
            "net user kiosk * /add\n",
            "net user kiosk /delete\n",
            "schtasks /create /tn Backup /ru SYSTEM /rp *\n",
        ],
    );
}

#[test]
fn files_and_exports_that_hold_a_password_are_masked() {
    check(
        &[
            (
                "# /etc/postfix/sasl_passwd\n[mail.isp.example]:2525 relay@corp.example:Rel4y-Pass99\n",
                "Rel4y-Pass99",
            ),
            (
                "; userlist.txt\n\"ingest\" \"Pgb0uncer-Pw-55\"\n",
                "Pgb0uncer-Pw-55",
            ),
            (
                "<String><Key>Password</Key><Value ProtectInMemory=\"True\">Kee Pass 77!</Value></String>\n",
                "Kee Pass 77!",
            ),
            (
                "<string name=\"sync_secret\" translatable=\"false\">f8e7d6c5b4a3928170</string>\n",
                "f8e7d6c5b4a3928170",
            ),
            (
                "##[debug]Evaluating: variables.API_TOKEN\n##[debug]Result: 'tok_9f8e7d6c5b4a3'\n",
                "tok_9f8e7d6c5b4a3",
            ),
        ],
        &[
            "<string name=\"forgot_password\">Forgot password?</string>\n",
            "<string name=\"password_hint\">Password</string>\n",
            "<String><Key>Password</Key><Value ProtectInMemory=\"True\"></Value></String>\n",
            "##[debug]Evaluating: variables.BUILD_ID\n##[debug]Result: '4411'\n",
        ],
    );
}

#[test]
fn languages_own_syntaxes_for_a_password_literal_are_masked() {
    check(
        &[
            (
                "spawn ssh root@host\nexpect \"*assword:*\"\nsend \"R00t-Exp3ct!\\r\"\n",
                "R00t-Exp3ct!",
            ),
            ("$pw = 'Pw-Var-2025!'\n", "Pw-Var-2025!"),
            (
                "PRIVATE_KEY=0x5f2c9a1e8b7d6c4f3a2e1d0c9b8a7f6e5d4c3b2a19081726354433221100ffee\n",
                "5f2c9a1e8b7d6c4f3a2e1d0c9b8a7f6e5d4c3b2a19081726354433221100ffee",
            ),
            (
                "cdk.SecretValue.unsafePlainText('Cdk-Db-Pass-9')\n",
                "Cdk-Db-Pass-9",
            ),
            (
                "(__bridge id)kSecValueData: [@\"Keych41n-Pw\" dataUsingEncoding:NSUTF8StringEncoding]\n",
                "Keych41n-Pw",
            ),
            (
                "^!p::\nSend, admin{Tab}\nSend, Ahk-Pass-2025{Enter}\nreturn\n",
                "Ahk-Pass-2025",
            ),
            ("SendInput, ops{Tab}Ahk-One-Line9{Enter}\n", "Ahk-One-Line9"),
            (
                "//S1 EXEC PGM=FTP,PARM='host (EXIT'\n//INPUT DD *\nftpuser\nFtp-Pw-4411\nQUIT\n",
                "Ftp-Pw-4411",
            ),
            (
                "let db = open(\"localhost\", \"user\", \"N1m-Db-Pass\", \"mydb\")\n",
                "N1m-Db-Pass",
            ),
            (
                "Blob.valueOf('api.user' + ':' + 'Ap3x-Basic-Pw');\n",
                "Ap3x-Basic-Pw",
            ),
            ("auth = 'svc' + ':' + 'Js-Basic-Pw7'\n", "Js-Basic-Pw7"),
        ],
        &[
            "$pw = $env:PW\n",
            "$pw = Read-Host -AsSecureString\n",
            "expect \"password:\"\nsend \"$pw\\r\"\n",
            "let f = open(\"data.txt\", \"r\", \"utf-8\", \"strict\")\n",
            "label = 'host' + ':' + 'port'\n",
            "Send, {Tab}{Enter}\n",
            "cdk.SecretValue.unsafePlainText(props.password)\n",
        ],
    );
}

/// Providers' documented key formats (helicone, Trigger.dev, Cal.com, Klaviyo,
/// Akamai EdgeGrid, Tencent Cloud, Feishu, Nostr, MaxMind, New Relic's browser agent, DeepL's
/// free plan, Backblaze B2), wherever they stand.
#[test]
fn provider_key_formats_are_masked() {
    check(
        &[
            (
                "HELICONE_KEY=sk-helicone-a1b2c3d-e4f5g6h-i7j8k9l-m0n1o2p\n",
                "a1b2c3d-e4f5g6h",
            ),
            (
                "uses tr_prod_Ab3dEf6hIj9kLm2nOp5q now\n",
                "Ab3dEf6hIj9kLm2nOp5q",
            ),
            (
                "cal_live_0123456789abcdef0123456789abcdef\n",
                "0123456789abcdef0123456789abcdef",
            ),
            (
                "key: pk_0123456789abcdef0123456789abcdef01\n",
                "0123456789abcdef0123456789abcdef01",
            ),
            (
                "client_token = akab-abcdefgh12345678-ijklmnop90123456\n",
                "abcdefgh12345678-ijklmnop",
            ),
            (
                "SecretId AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA\n",
                "z8krbsJ5yKBZQpn74WFkmLPx3gnPhESA",
            ),
            (
                "https://open.larksuite.com/open-apis/bot/v2/hook/12345678-abcd-ef01-2345-6789abcdef01\n",
                "12345678-abcd-ef01-2345-6789abcdef01",
            ),
            (
                "nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5\n",
                "vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5",
            ),
            (
                "LICENSE_KEY=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\n",
                "Ef34Gh56Ij78Kl90Mn12Op34Qr56S",
            ),
            (
                "licenseKey:\"NRJS-0123456789abcdef012\"\n",
                "0123456789abcdef012",
            ),
            (
                "DEEPL=01234567-89ab-cdef-0123-456789abcdef:fx\n",
                "01234567-89ab-cdef-0123-456789abcdef",
            ),
            (
                "b2 authorize-account 0012ab K001abCDefGHijKLmnOPqrSTuvWX0yz\n",
                "abCDefGHijKLmnOPqrSTuvWX0yz",
            ),
        ],
        &[
            "host = akab-abcdefgh12345678-ijklmnop90123456.luna.akamaiapis.net\n",
            "Stripe's publishable key pk_live_51Habc is public\n",
        ],
    );
}

/// Prose and API documentation that name the same directives stay.
#[test]
fn prose_that_names_a_directive_stays() {
    check(
        &[],
        &[
            "* Added `--ttl` flag to `gcloud secrets create` to let users enable secret version destruction.\n",
            " * @TLS_KX_PSK: PSK key-exchange algorithm.\n",
            " * @TLS_CRD_PSK: PSK credential.\n",
            "To enable password 0 must be unset.\n",
        ],
    );
}

/// An OpenVPN credentials file under a comment that names it, and an SDK client object's
/// token member (not a client's request token).
#[test]
fn an_openvpn_credentials_file_and_a_clients_token_member_are_masked() {
    check(
        &[
            (
                "# creds.txt for auth-user-pass\nvpnuser\nOvpn-Pass-2025\n",
                "Ovpn-Pass-2025",
            ),
            (
                "; used by auth-user-pass /etc/openvpn/up.txt\r\nalice\r\nWx7!openvpn\r\n",
                "Wx7!openvpn",
            ),
            (
                "client := api.NewClient(nil)\nclient.Token = \"Xk9fQ2mLp7RtZz81Lm\"\n",
                "Xk9fQ2mLp7RtZz81Lm",
            ),
        ],
        &[
            "auth-user-pass\nclient\nnobind\n",
            "# auth-user-pass reads a file\nremote vpn.example 1194\nnobind\n",
            "ClientToken = \"a7f3c9e1-idempotency\"\n",
        ],
    );
}

#[test]
fn a_session_cookie_in_a_list_of_cookies_is_masked() {
    check(
        &[
            (
                "\"cookies\": [\n  {\n    \"name\": \"__Secure-sess\",\n    \"value\": \"7f3a9c01be52d4e8a6f0c3b7d91e2a44\",\n    \"path\": \"/\"\n  }\n]",
                "7f3a9c01be52d4e8a6f0c3b7d91e2a44",
            ),
            (
                r#"{"cookies":[{"name":"lang","value":"en"},{"name":"connect.sid","value":"s%3AqR7vLm2XwZ9kP4tB8nC1yF6hJ0dG5sA3"}]}"#,
                "s%3AqR7vLm2XwZ9kP4tB8nC1yF6hJ0dG5sA3",
            ),
            (
                "{'cookies': [{'name': 'AUTH_TOKEN', 'value': 'x9Tq4LmZ_wP2rK8vN5bY-cJ7', 'domain': 'a.invalid'}]}",
                "x9Tq4LmZ_wP2rK8vN5bY-cJ7",
            ),
            (
                r#"{\"Cookies\": [{\"name\": \"PHPSESSID\", \"value\": \"k2v9m4p7q1x8z3c6b5n0w2e4r6\"}]}"#,
                "k2v9m4p7q1x8z3c6b5n0w2e4r6",
            ),
        ],
        &[
            r#""cookies": [{"name": "theme", "value": "dark-contrast-large-fonts"}]"#,
            r#""cookies": [{"name": "sessionid", "value": "<redacted-session-value>"}]"#,
            r#""cookies": [{"name": "sid", "value": "abc"}]"#,
        ],
    );
}

#[test]
fn a_token_as_a_urls_whole_user_is_masked() {
    check(
        &[
            (
                "SENTRY_DSN=https://5c1e09a7b3f24d6e8a0b9c7d2e4f6a81@o402917.ingest.sentry.io/5512",
                "5c1e09a7b3f24d6e8a0b9c7d2e4f6a81",
            ),
            (
                "git remote set-url origin https://Xk7pQ2mZr9LwT4vB8nY3cJ6hF1dG5sA0eR2u@git.example.invalid/a.git",
                "Xk7pQ2mZr9LwT4vB8nY3cJ6hF1dG5sA0eR2u",
            ),
            (
                "url = \"https://0f9e8d7c6b5a49382716a5b4c3d2e1f0a9b8c7d6@git.example.invalid/x.git\"",
                "0f9e8d7c6b5a49382716a5b4c3d2e1f0a9b8c7d6",
            ),
        ],
        &[
            "git clone git@github.com:team/app.git",
            "https://alice@git.example.invalid/repo.git",
            "ssh://deploy-automation-service-2024@host.example.invalid/srv",
            "see https://github.com/team/app and mail ops@example.invalid",
        ],
    );
}

#[test]
fn fly_io_tokens_are_masked() {
    check(
        &[
            (
                "Authorization: FlyV1 fm2_lJPECk4TfMSR1xQm8kN3pZ7rT2vW9yB4cX6hJ1dG5sA0eR2uK8mL3nP7qV9wZ4tB2==,fm2_lJPETW9yB4cX6hJ1dG5sA0eR2uK8mL3nP7qV9wZ4tB2xQm8kN3pZ7rT2vW\n",
                "lJPECk4TfMSR1xQm8kN3pZ7rT2vW9yB4cX6hJ1dG5sA0eR2uK8mL3nP7qV9wZ4tB2",
            ),
            (
                "FLY_API_TOKEN=fm1r_Q2mZr9LwT4vB8nY3cJ6hF1dG5sA0eR2u+Xk7p/Q2mZr9LwT4vB8nY3cJ6hF1dG5sA0\n",
                "Q2mZr9LwT4vB8nY3cJ6hF1dG5sA0eR2u+Xk7p",
            ),
        ],
        &["the fm2_ prefix marks a macaroon\n", "fm2_short_value\n"],
    );
}

#[test]
fn a_query_results_password_column_is_masked() {
    check(
        &[
            (
                "mysql> SELECT user, passwd, host FROM accounts;\n+--------+-------------+-----------+\n| user   | passwd      | host      |\n+--------+-------------+-----------+\n| svc_ci | Lant3rn#Owl | 10.0.0.4  |\n+--------+-------------+-----------+\n1 row in set (0.00 sec)\n",
                "Lant3rn#Owl",
            ),
            (
                "app=# select id, label, secret_key from clients;\n id | label  |            secret_key\n----+--------+----------------------------------\n  3 | mobile | 9d4f2a7be01c6e3d58a9f7b2c4e61d03\n(1 row)\n",
                "9d4f2a7be01c6e3d58a9f7b2c4e61d03",
            ),
            (
                "+----+----------+------------------+\n| Id | Login    | API_KEY          |\n+----+----------+------------------+\n|  1 | ops      | kq83Hf0PzLx2Wv9t |\n",
                "kq83Hf0PzLx2Wv9t",
            ),
        ],
        &[
            "+----+----------+--------+\n| id | name     | status |\n+----+----------+--------+\n|  1 | Qx7Lp2Wm | active |\n",
            "mysql> SELECT user, password_changed FROM accounts;\n+--------+------------------+\n| user   | password_changed |\n+--------+------------------+\n| svc_ci | 2024-01-05       |\n",
            " id | name | password\n----+------+----------\n  1 | ops  | NULL\n",
            " id | label  |                          token_sha256\n----+--------+------------------------------------------------------------------\n  3 | mobile | 5e884898da28047151d0e56f8dc2629279e38f2f4b0f6b2ac0e6d9b63c2b1a70\n",
            "+----+------------------+\n| id | password_md5     |\n+----+------------------+\n|  1 | 9f86d081884c7d65 |\n",
        ],
    );
}

/// An app's property list names its keys for their use (`<key>AnalyticsWriteKey</key>` then
/// `<string>...</string>`): a generated value under a camelCase name that ends in `Key` is
/// masked; a word, an identifier, a build setting's reference and a placeholder stay.
#[test]
fn property_list_keys_named_for_their_use() {
    let values = [
        common::random(5501, common::ALNUM, 32),
        common::random(5502, common::HEX, 48),
        common::random(5503, b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 40),
    ];
    let mut masked = Vec::new();
    for v in &values {
        for t in [
            format!(
                "\t<key>CFBundleShortVersionString</key>\n\t<string>2.4.1</string>\n\t<key>AnalyticsWriteKey</key>\n\t<string>{v}</string>\n"
            ),
            format!("<key>SegmentKey</key><string>{v}</string>"),
            format!("    <key>BranchLiveKey</key>\n    <string>{v}</string>\n"),
        ] {
            masked.push((t, v.clone()));
        }
    }
    let masked: Vec<(&str, &str)> = masked
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    common::check(
        &masked,
        &[
            "<key>NSExtensionPointKey</key>\n<string>com.apple.widgetkit-extension</string>\n",
            "<key>UIApplicationSceneManifestKey</key>\n<string>SceneConfiguration</string>\n",
            "<key>CacheKey</key>\n<string>v2-thumbnails-cache</string>\n",
            "<key>AnalyticsWriteKey</key>\n<string>$(ANALYTICS_WRITE_KEY)</string>\n",
            "<key>AnalyticsWriteKey</key>\n<string>YOUR_WRITE_KEY_HERE</string>\n",
            "<key>CFBundleVersion</key>\n<string>20261201</string>\n",
        ],
    );
}

/// A passphrase of words joined by `_` in mixed case (`quarry_turnip_Otto`) under a password's
/// key is the password; code's names in one case (`db_password_value`, `DB_PASSWORD`,
/// `Db_Password_Field`) and names made of code's words stay.
#[test]
fn underscored_passphrases_under_a_password_key() {
    let mut masked = Vec::new();
    for p in [
        "quarry_turnip_Otto",
        "inkwell_lichen_Wilhelmina",
        "Lantern_meadow_kiwi",
    ] {
        for t in [
            format!("      password: \"{p}\"\n"),
            format!("RELEASE_STORE_PASSWORD={p}\n"),
            format!("conn = pymssql.connect(server=\"sql03\", user=\"etl\", password=\"{p}\")\n"),
            format!("  \"SEAFILE_ADMIN_PASSWORD\": \"{p}\",\n"),
        ] {
            masked.push((t, p.to_string()));
        }
    }
    let masked: Vec<(&str, &str)> = masked
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    common::check(
        &masked,
        &[
            "password: \"db_password_value\"\n",
            "password: \"DB_PASSWORD\"\n",
            "password: \"Db_Password_Field\"\n",
            "password = user_Name_field\n",
            "  password_field: \"login_form_Password\"\n",
            "token: \"quarry_turnip_Otto\"\n",
        ],
    );
}

/// A vendor's key header (`X-<Vendor>-Key`) in a Ruby or PHP hash (`=>`) or a Clojure map's
/// pair of strings gives its generated value; a name or a reference stays.
#[test]
fn vendor_key_headers_in_hashes_and_clojure_maps() {
    let k = common::random(5601, common::URLSAFE, 40);
    let h = common::random(5602, common::HEX, 32);
    common::check(
        &[
            (&format!("{{:headers {{\"X-Catalog-Key\" \"{k}\"}}}}\n"), &k),
            (
                &format!(
                    "(http/get url\n  {{:headers {{\"X-Catalog-Key\" \"{h}\"}}\n   :as :json}})\n"
                ),
                &h,
            ),
            (&format!("headers = {{ 'X-Fleet-Key' => '{k}' }}\n"), &k),
            (&format!("$headers = ['X-Fleet-Key' => \"{h}\"];\n"), &h),
        ],
        &[
            "{:headers {\"X-Catalog-Key\" api-key}}\n",
            "{:headers {\"X-Catalog-Key\" \"catalog-service-key\"}}\n",
            "headers = { 'X-Fleet-Key' => ENV.fetch('FLEET_KEY') }\n",
        ],
    );
}
