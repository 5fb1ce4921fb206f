//! Classes of secrets and of harmless look-alikes first seen on text the rules were not tuned
//! on (issue 26): base64 passwords in markup, a Redis client's `auth[]` pair in a URL's query,
//! values after a ` :: ` that are generated, prose in more languages, and the neighbours that
//! must stay (an empty key before the next setting, a digest under a hash's name, a
//! documentation example, a percent-encoded placeholder). Each spelling is this file's own.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_mask::Masker;

/// Each text's value is masked.
fn masked(cases: &[(&str, &str)]) {
    let m = Masker::new();
    for (t, v) in cases {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// No text has a finding.
fn kept(cases: &[&str]) {
    let m = Masker::new();
    for t in cases {
        assert!(m.findings(t).is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

#[test]
fn a_base64_password_in_an_element_named_for_it_is_masked() {
    // base64 of `Lantern77!`, `otter-pond-green`, `Walrus 2024`, `tok_9fQ2xLm`
    masked(&[
        (
            "<Server>\n  <User>ops</User>\n  <Pass encoding=\"base64\">TGFudGVybjc3IQ==</Pass>\n</Server>\n",
            "TGFudGVybjc3IQ==",
        ),
        (
            "<Password encoding='base64'>b3R0ZXItcG9uZC1ncmVlbg==</Password>\n",
            "b3R0ZXItcG9uZC1ncmVlbg==",
        ),
        (
            "<ns:ProxyPassword id=\"p1\" encoding=\"base64\">V2FscnVzIDIwMjQ=</ns:ProxyPassword>",
            "V2FscnVzIDIwMjQ=",
        ),
        (
            "<apiToken encoding=\"base64\">dG9rXzlmUTJ4TG0=</apiToken>\n",
            "dG9rXzlmUTJ4TG0=",
        ),
    ]);
    kept(&[
        // an icon, a host, a placeholder (`<password>`), a stored hash (`{SSHA}...`)
        "<Icon encoding=\"base64\">iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB</Icon>\n",
        "<Host encoding=\"base64\">ZnRwLmV4YW1wbGUub3Jn</Host>\n",
        "<Pass encoding=\"base64\">PHBhc3N3b3JkPg==</Pass>\n",
        "<Pass encoding=\"base64\">e1NTSEF9YWJjZGVmZ2hpams=</Pass>\n",
        "<Pass encoding=\"base64\"></Pass>\n",
    ]);
}

#[test]
fn a_redis_clients_auth_pair_in_a_query_is_masked() {
    masked(&[
        (
            "session.save_path = \"tcp://10.1.2.3:6379?auth[]=web&auth[]=Lantern77&database=1\"\n",
            "Lantern77",
        ),
        (
            "session.save_path=tcp://cache:6379?persistent=1&auth[]=app&auth[]=otterpond\n",
            "otterpond",
        ),
        (
            "ini_set('session.save_path', 'tls://r.example:6380?auth%5B%5D=svc&auth%5B%5D=Quill%232023');\n",
            "Quill%232023",
        ),
    ]);
    kept(&[
        "session.save_path = \"tcp://10.1.2.3:6379?auth[]=web&auth[]=${REDIS_PASSWORD}\"\n",
        "session.save_path = \"tcp://10.1.2.3:6379?auth[]=web&auth[]=<password>\"\n",
        "session.save_path = \"tcp://10.1.2.3:6379?database=2&timeout=2.5\"\n",
        "$auth[] = $user; $auth[] = $password;\n",
    ]);
}

#[test]
fn a_generated_value_before_a_double_colon_is_masked() {
    masked(&[
        (
            "http://127.0.0.1:8889/?token=9c0ffee1d2b3a4958677e8f9a0b1c2d3e4f5a6b7c8d9e0f1 :: /srv/notebooks\n",
            "9c0ffee1d2b3a4958677e8f9a0b1c2d3e4f5a6b7c8d9e0f1",
        ),
        (
            "http://lab.internal:8888/lab?token=Zq8vN3kR7tW2yB5mC1xL9pF4 :: /home/ana\n",
            "Zq8vN3kR7tW2yB5mC1xL9pF4",
        ),
    ]);
    // A test runner's listing and a type signature keep their names.
    kept(&[
        "PASS: auth_token :: test_refresh.py\n",
        "password :: Text\n",
        "secret_key :: ByteString -> Key\n",
    ]);
}

#[test]
fn passwords_stated_in_more_languages_are_masked() {
    masked(&[
        // Norwegian
        (
            "kari: Passordet til wifi er Fjellbekk42!\nola: takk\n",
            "Fjellbekk42!",
        ),
        ("Passord for skriveren er Lakrids#2025\n", "Lakrids#2025"),
        // Malay
        (
            "siti: Kata laluan baharu untuk VPN ialah Kopitiam88\n",
            "Kopitiam88",
        ),
        ("Kata laluan: Rambutan#2026\n", "Rambutan#2026"),
        // a quoted name or an aside in parentheses before the connector
        (
            "Lösenordet för nätet \"Lab-5G\" är Granskog77\n",
            "Granskog77",
        ),
        (
            "Het wachtwoord van de NAS (nas01.kantoor.example) is Tulpen2026!\n",
            "Tulpen2026!",
        ),
        (
            "The password for the \"staging\" account is Otter!pond9\n",
            "Otter!pond9",
        ),
        (
            "the token (for the build bot) is 7fK2qL9xVm3Rt8Wp4Zc6Ny\n",
            "7fK2qL9xVm3Rt8Wp4Zc6Ny",
        ),
    ]);
    kept(&[
        "Passordet er lagret i hvelvet\n",
        "Kata laluan ialah wajib\n",
        "Het wachtwoord (zie het beleid) is verplicht\n",
        "Lösenordet för \"Lab-5G\" är hemligt\n",
        "the password (see below) is stored in the vault\n",
        "Dette er passordet til kontoen\n",
    ]);
}

#[test]
fn an_empty_key_does_not_take_the_next_setting_as_its_value() {
    kept(&[
        "username=backup\npassword=\ndomain=WORKGROUP\n",
        "[smb]\nuser = ops\npassword =\nworkgroup = OFFICE7\n",
        "api_key:\nregion: eu-west-1\n",
        "secret=\n  timeout=30\n",
    ]);
    // A value on the next line that is no setting is still read, as is a block scalar's.
    masked(&[
        (
            "dockerhub_token: |-\n  hhQx8IZkk3oAzFHYoGwdsiksGrJAReJtxzG0jwm4ZP8=\n",
            "hhQx8IZkk3oAzFHYoGwdsiksGrJAReJtxzG0jwm4ZP8=",
        ),
        ("password=Lantern77\ndomain=WORKGROUP\n", "Lantern77"),
    ]);
}

#[test]
fn a_digest_under_a_hash_functions_name_stays() {
    kept(&[
        "{\"api_secret_sha256\":\"3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea\"}\n",
        "[{\\\"id\\\":2,\\\"token_sha1\\\":\\\"a9993e364706816aba3e25717850c26c9cd0d89d\\\"}]\n",
        "password_md5 = '5f4dcc3b5aa765d61d8327deb882cf99'\n",
        "client_secret_bcrypt: \"$2b$12$KIXQJ3m1oW9bW7m0eW0QeO2n4cYvVtqz8o1Zt6nq2m3b4c5d6e7f8\"\n",
    ]);
    // The secret itself, under its own name, is still masked.
    masked(&[(
        "{\"api_secret\":\"q8Zr2LxV7mT4nB9cK1wF6pH3sD5gJ0yE\"}\n",
        "q8Zr2LxV7mT4nB9cK1wF6pH3sD5gJ0yE",
    )]);
}

#[test]
fn a_query_values_documentation_example_and_encoded_placeholder_stay() {
    kept(&[
        "otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example\n",
        "otpauth://totp/ACME?secret=JBSWY3DPEHPK3PXP\n",
        "grant_type=password&username=ana&password=%3Cpassword%3E&scope=openid\n",
        "curl -d 'client_id=web&client_secret=%7BCLIENT_SECRET%7D&grant_type=client_credentials'\n",
    ]);
    masked(&[
        (
            "otpauth://totp/ACME:ana?secret=KRUGS4ZANFZSAYJAONSWG4TFOQ&issuer=ACME\n",
            "KRUGS4ZANFZSAYJAONSWG4TFOQ",
        ),
        (
            "grant_type=password&username=ana&password=Lantern%2177x&scope=openid\n",
            "Lantern%2177x",
        ),
    ]);
}

#[test]
fn a_pgbouncer_userlists_plain_passwords_are_masked() {
    masked(&[
        (
            "\"pgbouncer\" \"md5c0ffee0123456789abcdef0123456789\"\n\"ana.reis\" \"Lantern77!\"\n",
            "Lantern77!",
        ),
        (
            "; auth_file\n\"admin\" \"SCRAM-SHA-256$4096:c2FsdA==$c3RvcmVk:c2VydmVy\"\n\n\"report\" \"otter-pond-green\"\n",
            "otter-pond-green",
        ),
        (
            "\"a\" \"md5c0ffee0123456789abcdef0123456789\"\n\"b\" \"md5aaaaeeee0123456789abcdef01234567\"\n\"svc\" \"changeme\"\n",
            "changeme",
        ),
    ]);
    kept(&[
        // verifiers alone, and quoted pairs with no verifier (a shell's arguments, a log)
        "\"pgbouncer\" \"md5c0ffee0123456789abcdef0123456789\"\n\"ana\" \"md5aaaaeeee0123456789abcdef01234567\"\n",
        "\"GET\" \"session:9f2c\"\n\"SELECT\" \"3\"\n",
        "\"pgbouncer\" \"md5c0ffee0123456789abcdef0123456789\"\n\"ana\" \"<password>\"\n",
    ]);
}

#[test]
fn redis_monitors_auth_argument_is_masked() {
    masked(&[
        (
            "1733566201.104532 [0 10.0.3.14:51022] \"AUTH\" \"MeadowLarkRiver\"\n",
            "MeadowLarkRiver",
        ),
        (
            "1733566201.104532 [0 127.0.0.1:6000] \"AUTH\" \"otter-pond-green\"\n",
            "otter-pond-green",
        ),
        (
            "1733566201.104532 [0 127.0.0.1:6000] \"AUTH\" \"Lantern77\"\n",
            "Lantern77",
        ),
    ]);
    kept(&[
        "1733566201.105001 [0 10.0.3.14:51022] \"SELECT\" \"3\"\n",
        "1733566201.105001 [0 10.0.3.14:51022] \"AUTH\" \"<password>\"\n",
        "\"AUTH\" \"required\" is what the server answers\n",
        "1733566201.105001 [0 10.0.3.14:51022] \"AUTH\" \"${REDIS_PASSWORD}\"\n",
    ]);
}

#[test]
fn a_connection_calls_password_of_letters_is_masked() {
    masked(&[
        (
            "$db = new PDO('pgsql:host=pg;dbname=crm', 'crm', 'HarborLantern', $opts);\n",
            "HarborLantern",
        ),
        (
            "my $dbh = DBI->connect('dbi:mysql:database=ops', 'ops', 'Hvezdabasant');\n",
            "Hvezdabasant",
        ),
        (
            "#1 /srv/www/lib/Db.php(40): PDO->__construct('mysql:host=m1;d...', 'web', 'kelapamuda')\n",
            "kelapamuda",
        ),
        (
            "conn = pymysql.connect(\"db.lan\", \"report\", \"otter-pond-green\")\n",
            "otter-pond-green",
        ),
    ]);
    // Code's names, a configuration's words and references stay.
    kept(&[
        "$db = new PDO($dsn, $user, $password);\n",
        "$db = new PDO('pgsql:host=pg;dbname=crm', 'crm', getenv('DB_PASSWORD'));\n",
        "my $dbh = DBI->connect($dsn, 'ops', $ENV{DB_PASS});\n",
        "conn = pymysql.connect(\"db.lan\", \"report\", \"PasswordField\")\n",
        "$db = new PDO('pgsql:host=pg;dbname=crm', 'crm', '');\n",
    ]);
}

#[test]
fn sqls_identified_by_password_of_letters_is_masked() {
    masked(&[
        (
            "CREATE USER 'replica'@'10.%' IDENTIFIED BY 'meadowLarkRiver';\n",
            "meadowLarkRiver",
        ),
        (
            "ALTER USER app IDENTIFIED BY \"Hvezdabasant\";\n",
            "Hvezdabasant",
        ),
        (
            "create user 'ro'@'%' identified by 'otter-pond-green';\n",
            "otter-pond-green",
        ),
    ]);
    kept(&[
        "CREATE USER 'replica'@'10.%' IDENTIFIED BY '<password>';\n",
        "CREATE USER app IDENTIFIED BY '${DB_PASSWORD}';\n",
        "CREATE USER 'x'@'%' IDENTIFIED WITH auth_socket;\n",
        "-- users are identified by 'username' and a password\n",
    ]);
}

#[test]
fn a_secret_echoed_in_a_shell_trace_is_masked_in_the_output_line() {
    masked(&[
        (
            "+ echo \"deploying with key $PLUGIN_API_KEY\"\ndeploying with key Vq8ZpL2mXc7RtN4bKd9WsH3y\n+ ./deploy\n",
            "Vq8ZpL2mXc7RtN4bKd9WsH3y",
        ),
        (
            "+ echo \"api key: ${API_KEY}\"\napi key: 8f3b2c1d9e7a6b5c4d3e2f1a0b9c8d7e\n",
            "8f3b2c1d9e7a6b5c4d3e2f1a0b9c8d7e",
        ),
        (
            "++ echo using token $DEPLOY_TOKEN\nusing token QWERTYZX7H5K3M2N4P6R8T\n",
            "QWERTYZX7H5K3M2N4P6R8T",
        ),
        (
            "$ echo \"auth $AUTH_TOKEN\"\r\nauth aB3dE5fG7hJ9kL1mN3pQ5rS7\r\n",
            "aB3dE5fG7hJ9kL1mN3pQ5rS7",
        ),
        (
            "  + echo 'secret=$CLIENT_SECRET'\nsecret=Msn2CURMHKG4jyJ67J9GF.582ar4.jcYhELRH3Gk\n",
            "Msn2CURMHKG4jyJ67J9GF.582ar4.jcYhELRH3Gk",
        ),
    ]);
    kept(&[
        // output that is not the echoed text, an unexpanded name, a masked value, a path, a
        // length, a command that is not an echo
        "+ echo \"deploying with key $PLUGIN_API_KEY\"\nsomething else entirely aB3dE5fG7hJ9kL1mN3pQ5rS7\n",
        "+ echo \"deploying with key $PLUGIN_API_KEY\"\ndeploying with key ${PLUGIN_API_KEY}\n",
        "+ echo \"key $PLUGIN_API_KEY\"\nkey ***\n",
        "+ echo \"the token is $TOKEN_FILE\"\nthe token is /run/secrets/token\n",
        "+ echo \"password length ${#PASSWORD}\"\npassword length 24\n",
        "+ printf \"key %s\" $API_KEY\nkey aB3dE5fG7hJ9kL1mN3pQ5rS7\n",
        "deploying with key $PLUGIN_API_KEY\ndeploying with key aB3dE5fG7hJ9kL1mN3pQ5rS7\n",
    ]);
}

#[test]
fn a_sql_server_client_password_option_is_masked() {
    masked(&[
        (
            "2026-12-02T07:20:31.5440019Z sqlcmd -S tcp:sql.example.net -U sqladmin -P FikaMoreHytte -i restore.sql\n",
            "FikaMoreHytte",
        ),
        (
            "sqlcmd -S db -U sa -P 'Str0ng!Pass' -Q \"select 1\"",
            "Str0ng!Pass",
        ),
        (
            "sqlcmd.exe -S . -d app -U app_rw -P \"Kx9 mm\" -Q go",
            "Kx9 mm",
        ),
        (
            "bcp dbo.t out t.dat -S db -U loader -P ChuvaJuniper -c",
            "ChuvaJuniper",
        ),
        (
            "osql -S srv -U sa -P SauleMahaltsuki -Q \"exit\"",
            "SauleMahaltsuki",
        ),
        ("isql -U sa -P winter2024x -S SYBASE", "winter2024x"),
    ]);
    kept(&[
        // psql's print option and createuser's prompt, an expansion, a lone `-P`, a
        // placeholder
        "psql -U postgres -P pager=off -c 'select 1'",
        "createuser -U postgres -P alice",
        "sqlcmd -S db -U sa -P $SA_PASSWORD -Q \"select 1\"",
        "sqlcmd -S db -U sa -P -Q \"select 1\"",
        "sqlcmd -S db -U sa -P <password> -Q \"select 1\"",
        "sqlcmd -S db -U sa -P \"%SA_PASSWORD%\" -Q \"select 1\"",
    ]);
}

#[test]
fn a_literal_in_a_ruby_fetch_block_is_a_fallback() {
    masked(&[
        (
            "Stripe.api_key = ENV.fetch(\"STRIPE_KEY\") { \"ba69a62cdbe5fefb1a607d3be2016c60\" }\n",
            "ba69a62cdbe5fefb1a607d3be2016c60",
        ),
        (
            "config.secret_key = ENV.fetch('SECRET_KEY') { 'fa1b2c3d4e5f60718293a4b5c6d7e8f9' }\n",
            "fa1b2c3d4e5f60718293a4b5c6d7e8f9",
        ),
        (
            "api_key = ENV.fetch(\"K\") { |k| \"RFBNZWRYDJ7HG3V7ZCR6U4OFNU2Z3RJZZ\" }\n",
            "RFBNZWRYDJ7HG3V7ZCR6U4OFNU2Z3RJZZ",
        ),
        (
            "  access_token: ENV.fetch(\"GH\") { \"hf_BELmdBOVSeHaWZU3L7NuoY3eYAMQOFnAz9\" },\n",
            "hf_BELmdBOVSeHaWZU3L7NuoY3eYAMQOFnAz9",
        ),
    ]);
    kept(&[
        // placeholders, an error, nil, a call
        "token = ENV.fetch(\"GH\") { \"changeme\" }\n",
        "token = ENV.fetch(\"GH\") { \"<your-token>\" }\n",
        "token = ENV.fetch(\"GH\") { raise \"missing GH\" }\n",
        "token = ENV.fetch(\"GH\") { nil }\n",
        "token = ENV.fetch(\"GH\") { Rails.application.credentials.gh }\n",
        "api_key = ENV.fetch(\"K\") { \"xxxxxxxxxxxxxxxxxxxx\" }\n",
    ]);
}

#[test]
fn a_parenthesised_literal_after_an_assignment_is_its_value() {
    masked(&[
        (
            "API_TOKEN = (\n    \"6f839ba1757691032743b7e7e3f26b61\"\n    \"fb09af23b2554a017b810e8ba7d54f8f\"\n)\n",
            "fb09af23b2554a017b810e8ba7d54f8f",
        ),
        (
            "API_TOKEN = (\n    \"6f839ba1757691032743b7e7e3f26b61\"\n    \"fb09af23b2554a017b810e8ba7d54f8f\"\n)\n",
            "6f839ba1757691032743b7e7e3f26b61",
        ),
        (
            "    client_secret = (\n        'M1NITk92urU0G5kprTavOm0E7Z.WuWrQ'\n        'n.UJwncsHphOu37weUZ9UBH2AWG4l_gmTg'\n    )\n",
            "n.UJwncsHphOu37weUZ9UBH2AWG4l_gmTg",
        ),
        (
            "SECRET_KEY = (\"F0btTcTIuUI7bg0bLpWJBRrvIFlRzILO\")\n",
            "F0btTcTIuUI7bg0bLpWJBRrvIFlRzILO",
        ),
        (
            "api_key: str = (\r\n    \"XVMKUYBEP7V4HF4UN3ZI45MKGO\"\r\n)\r\n",
            "XVMKUYBEP7V4HF4UN3ZI45MKGO",
        ),
        (
            "settings = {\"token\": (\n    \"cHO2d5kYH0HI0Tplj4QNBDaKTbcTItx2\"\n)}\n",
            "cHO2d5kYH0HI0Tplj4QNBDaKTbcTItx2",
        ),
    ]);
    kept(&[
        // prose, a tuple's scheme, a lookup, a pattern, a URL, a header built from a name, a
        // placeholder
        "PASSWORD_HELP = (\n    \"Enter the password\"\n    \" you were given\"\n)\n",
        "token = (\"Bearer\", access)\n",
        "secret_key = (\n    os.environ[\"SECRET_KEY\"]\n)\n",
        "TOKEN_RE = (\n    \"[A-Za-z0-9]{32}\"\n)\n",
        "token_url = (\n    \"https://example.com/oauth/token\"\n)\n",
        "auth_header = (\n    \"Bearer \"\n    + token\n)\n",
        "api_key = (\n    \"<your-api-key>\"\n)\n",
        "API_TOKEN = (\n    \"${API_TOKEN}\"\n)\n",
    ]);
}

#[test]
fn a_value_after_a_question_that_names_its_secret_is_masked() {
    masked(&[
        (
            "etl-nightly: can you try with my token? C72229427E2A953AAE5899B4A2C09248\netl-nightly: revoke it after\n",
            "C72229427E2A953AAE5899B4A2C09248",
        ),
        (
            "jordi: can you try with my token? cmVmdGtuOjAxOjntdeSerM8RNZdtb8m18Ln0Qgjsuhm9\n",
            "cmVmdGtuOjAxOjntdeSerM8RNZdtb8m18Ln0Qgjsuhm9",
        ),
        ("what's the new password? Tr0ub4dor&3\n", "Tr0ub4dor&3"),
        (
            "need the api key?  PZ2F4NHMHBWWQANNJLMDSQ76ATOUXC",
            "PZ2F4NHMHBWWQANNJLMDSQ76ATOUXC",
        ),
        (
            "[10:02] mika: the secret? berbXdiibkTENkbdbZaLf9GGVWtu3hKhLU7Zn0UC9VU\n",
            "berbXdiibkTENkbdbZaLf9GGVWtu3hKhLU7Zn0UC9VU",
        ),
    ]);
    kept(&[
        // questions answered in words, a date, a step's number
        "Forgot your password? Unfortunately, we cannot recover it.\n",
        "Forgot your password? Reset it at https://example.com/reset\n",
        "Lost your API key? Regenerate it in settings.\n",
        "Need a token? Run gh auth token to print one.\n",
        "Which token? The one from step 2.\n",
        "Where is the secret? In vault at secret/data/app.\n",
        "Do you have the password? Yes, 2 of them.\n",
        "password? Unbelievable\n",
        "Is this the right token? 2024-01-01 was the expiry\n",
    ]);
}

#[test]
fn an_ini_sections_bare_key_that_opens_its_line_is_masked_when_generated() {
    masked(&[
        (
            "[b2-backup]\ntype = b2\naccount = 0031f2a9c4e7\nkey = 5c5bac994092b570b4dfb560856db2459a008971\nhard_delete = true\n",
            "5c5bac994092b570b4dfb560856db2459a008971",
        ),
        (
            "[b2]\nkey = YU/tyo7L+qDSTjg6go6p7l7J1/sZlMA+\n",
            "YU/tyo7L+qDSTjg6go6p7l7J1/sZlMA+",
        ),
        (
            "[b2]\nkey=NotkOcH0qtcjV-vne_vTUceNMFuFegt9\n",
            "NotkOcH0qtcjV-vne_vTUceNMFuFegt9",
        ),
        (
            "[b2]\r\nkey = A8E312F864FD3BC68A3EB6A7D6F074510E8B75E9AB1EE4E3\r\n",
            "A8E312F864FD3BC68A3EB6A7D6F074510E8B75E9AB1EE4E3",
        ),
        (
            "[s]\nkey =  HBG6T743GSB3F5JNFQSQQIVPELIGBTUXIZNUWRFG\n",
            "HBG6T743GSB3F5JNFQSQQIVPELIGBTUXIZNUWRFG",
        ),
    ]);
    kept(&[
        // code, a sort's key, an expansion, a placeholder, a counting run, a repeated byte, a
        // setting's name, a path
        "for x in y:\n    pass\nkey = hashlib.sha256(data).hexdigest()\n",
        "x\nkey = \"user_id_sort_order\"\n",
        "[remote]\nkey = ${B2_KEY}\n",
        "[remote]\nkey = xxxxxxxxxxxxxxxxxxxxxxxx\n",
        "x\nkey = 0123456789abcdef0123456789abcdef\n",
        "x\nkey = AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\n",
        "x\nkey = com.example.app.settings.theme\n",
        "x\nkey = /etc/ssl/private/server.key\n",
        "x\nkey=value\n",
    ]);
}

#[test]
fn sonarqubes_login_setting_as_an_environment_variable_is_masked_when_generated() {
    masked(&[
        (
            "pipeline {\n    environment {\n        SONAR_LOGIN = 'UBCHDR3GHU3ZHAJERBTXKRM45WFM5UITFHJ'\n    }\n}\n",
            "UBCHDR3GHU3ZHAJERBTXKRM45WFM5UITFHJ",
        ),
        (
            "SONAR_LOGIN=squ_8f3b2c1d9e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c\n",
            "squ_8f3b2c1d9e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c",
        ),
        (
            "  SONAR_LOGIN: \"nOjWbZY_Efi3q-UNsRxFRsv0PxZERQ0b\"\n",
            "nOjWbZY_Efi3q-UNsRxFRsv0PxZERQ0b",
        ),
        (
            "{\"sonar.login\": \"K0gb6kHzkN1tRuxY5lpCeeqU26uc6Qgv65v\"}",
            "K0gb6kHzkN1tRuxY5lpCeeqU26uc6Qgv65v",
        ),
    ]);
    kept(&[
        // a user's name, an expansion, a credentials binding, a placeholder
        "SONAR_LOGIN = 'admin'\n",
        "SONAR_LOGIN = \"${env.SONAR_TOKEN}\"\n",
        "SONAR_LOGIN = credentials('sonar-token')\n",
        "SONAR_LOGIN: <your-sonar-token>\n",
        "\"sonar.login\": \"ci-bot\"",
    ]);
}
