//! Tables whose header names a password in another language, and the shapes beside a secret's
//! name that are no secret (a reference to one, a note, a published example): each class with
//! spellings of its own (never a held-out set's text) and the harmless neighbours that must stay.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::check;

/// A wiki's or an export's table with a password's column named in another language: the
/// cell under it is masked, whatever the other columns' script.
#[test]
fn a_table_header_names_a_password_in_another_language() {
    check(
        &[
            (
                "| Usługa | Adres | Login | Hasło |\n|---|---|---|---|\n| VPN | https://vpn.firma.pl | jan.k | Zamek2024! |\n",
                "Zamek2024!",
            ),
            (
                "||Server||Uživatel||Heslo||Poznámka||\n|db-ostrava-01|novak|lipa-most-kocka|jen čtení|\n",
                "lipa-most-kocka",
            ),
            (
                "| System | Användarnamn | Lösenord |\n| ------ | ------------ | -------- |\n| Kassa | anna.l | Midsommarkrans |\n",
                "Midsommarkrans",
            ),
            (
                "| Υπηρεσία | Χρήστης | Κωδικός |\n|---|---|---|\n| Mail | nikos | Athina2025 |\n",
                "Athina2025",
            ),
            (
                "Benutzer;Kennwort;Kommentar\nadmin;Sommer2025!;Testsystem\n",
                "Sommer2025!",
            ),
            (
                "| Servidor | Usuario | Contraseña |\n|---|---|---|\n| db01 | ana.lopez | Madrid2024 |\n",
                "Madrid2024",
            ),
            (
                "| Servidor | Usuário | Senha |\n|---|---|---|\n| db01 | joao | ponte-azul-rio |\n",
                "ponte-azul-rio",
            ),
            (
                "| Сервер | Логин | Пароль |\n|---|---|---|\n| db01 | ivanov | Moskva2025 |\n",
                "Moskva2025",
            ),
            (
                "| サーバー | ユーザー | パスワード |\n|---|---|---|\n| db01 | tanaka | Sakura2024! |\n",
                "Sakura2024!",
            ),
            (
                "| Rendszer | Felhasználó | Jelszó |\n|---|---|---|\n| VPN | kovacs | Balaton2024 |\n",
                "Balaton2024",
            ),
            (
                "Palvelu\tKäyttäjä\tSalasana\nVPN\tmatti\tKesakuu2024\n",
                "Kesakuu2024",
            ),
            // An English header beside other columns in another script.
            (
                "| Środowisko | Użytkownik | Password |\n|---|---|---|\n| UAT | ci | Warta2026 |\n",
                "Warta2026",
            ),
        ],
        &[
            // No password in the cell: a mask, a note, a placeholder, an expression.
            "||Server||Uživatel||Heslo||\n|db01|novak|********|\n",
            "| Usługa | Login | Hasło |\n|---|---|---|\n| VPN | jan | (w sejfie) |\n",
            "| Usługa | Login | Hasło |\n|---|---|---|\n| VPN | jan | <hasło> |\n",
            "| Usługa | Login | Hasło |\n|---|---|---|\n| VPN | jan | n/a |\n",
            "| Usługa | Login | Hasło |\n|---|---|---|\n| VPN | jan | ${VPN_PASSWORD} |\n",
            // A column about the password, not the password.
            "| Pole | Hasło wymagane |\n|---|---|\n| konto | tak |\n",
            "| Nazwa | Typ | Hasło (hash) |\n|---|---|---|\n| jan | bcrypt | abcdefgh12 |\n",
            // Other columns in another script, none a secret's.
            "| Środowisko | Adres | Właściciel |\n|---|---|---|\n| UAT | uat.firma.pl | Zespół2024 |\n",
            // A password's word in a row, not in the header.
            "| Nazwa | Opis |\n|---|---|\n| hasło | hasło do bazy |\n",
        ],
    );
}

/// A secret's reference by the name a store holds it under (Vercel's `@name`) stays; a value
/// that opens with `@` and is no such name is masked.
#[test]
fn a_reference_by_name_after_an_at_sign_stays() {
    check(
        &[
            (
                "{\n  \"env\": { \"OPENAI_API_KEY\": \"@Xk9vQ2mP7zLw4rT8bN\" }\n}\n",
                "@Xk9vQ2mP7zLw4rT8bN",
            ),
            ("DB_PASSWORD=@dm1nistrat0r!\n", "@dm1nistrat0r!"),
            ("password: \"@Tiger-Lantern-2024\"\n", "@Tiger-Lantern-2024"),
        ],
        &[
            "{\n  \"env\": { \"OPENAI_API_KEY\": \"@openai-api-key\" }\n}\n",
            "{ \"env\": { \"STRIPE_SECRET_KEY\": \"@stripe-secret-key\", \"DB_PASSWORD\": \"@db_password\" } }\n",
            "\"build\": { \"env\": { \"SENTRY_AUTH_TOKEN\": \"@sentry-auth-token\" } }\n",
        ],
    );
}

/// A note in Markdown's emphasis in a secret's cell (`_revoked_`) stays; a token in the same
/// column is masked.
#[test]
fn an_emphasised_note_in_a_secrets_cell_stays() {
    check(
        &[(
            "| Integration | Owner | Token | Expires |\n|---|---|---|---|\n| erp | @ana | q8ZtK2vR9mXw4LpN7cYb | 2027-03-01 |\n| billing | @ana | _revoked_ | 2026-01-01 |\n",
            "q8ZtK2vR9mXw4LpN7cYb",
        )],
        &[
            "| Integration | Owner | Token | Expires |\n|---|---|---|---|\n| billing | @ana | _revoked_ | 2026-01-01 |\n",
            "| Service | Password |\n|---|---|\n| ftp | *rotated* |\n",
            "| Service | Secret |\n|---|---|\n| ftp | ~~expired~~ |\n",
            "| Service | API key |\n|---|---|\n| maps | __not issued__ |\n",
        ],
    );
}

/// Keys published for everyone (the storage emulator's account key, jwt.io's example token)
/// stay; an account's own key and token in the same shapes are masked.
#[test]
fn published_example_keys_stay() {
    let jwt_io = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
    let own_jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI4ODQyMTkiLCJyb2xlIjoiYWRtaW4iLCJpYXQiOjE3NjUwMDAwMDB9.Qm9vVlp1Tk5yR0hLd3B0eFpCcVZ3Y2RmR2hqS2xNbk8";
    let own_key =
        "q3Vx9LmT2bKp8WzR4nYc7HdF1sJg6Ae0Uo5Ii3Qw8Er2Ty4Ui6Op9As1Df3Gh5Jk7Lz0Xc2Vb4Nm6Qa8Ws==";
    check(
        &[
            (
                &format!(
                    "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=prodlogs;AccountKey={own_key};EndpointSuffix=core.windows.net\n"
                ),
                own_key,
            ),
            (&format!("Authorization: Bearer {own_jwt}\n"), own_jwt),
            (
                &format!("[14:02] ana: here is my session token:\n[14:02] ana: {own_jwt}\n"),
                own_jwt,
            ),
        ],
        &[
            "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;\n",
            &format!("Authorization: Bearer {jwt_io}\n"),
            &format!(
                "[14:02] ana: the example token on jwt.io decodes to John Doe:\n[14:02] ana: {jwt_io}\n"
            ),
        ],
    );
}

/// A C declaration whose type's name ends in a secret's word (`EC_KEY *d2i_ECPrivateKey(`)
/// is code; a configuration line that sets such a name to a key is masked.
#[test]
fn a_c_declaration_after_a_keys_type_stays() {
    check(
        &[
            (
                "EC_KEY = q8ZtK2vR9mXw4LpN7cYb3TfH\n",
                "q8ZtK2vR9mXw4LpN7cYb3TfH",
            ),
            ("API_TOKEN: \"*Kd8s_Zq2(x9LmT4wP\"\n", "*Kd8s_Zq2(x9LmT4wP"),
        ],
        &[
            "OSSL_DEPRECATEDIN_3_0 EC_KEY *d2i_ECPrivateKey(EC_KEY **key,\n                                                  const unsigned char **in,\n                                                  long len);\n",
            "OSSL_DEPRECATEDIN_3_0 EC_KEY *d2i_EC_PUBKEY_bio(BIO *bp, EC_KEY **eckey);\n",
            "const NAMING_AUTHORITY *ADMISSIONS_get0_namingAuthority(const ADMISSIONS *a);\n",
            "const NAMING_AUTHORITY *PROFESSION_INFO_get0_namingAuthority(\n    const PROFESSION_INFO *pi);\n",
            "SECRET_KEY **secret_key_dup(const SECRET_KEY *src);\n",
        ],
    );
}

/// A declaration that types its secret's name before the value: Ada's `: constant String :=`,
/// Bicep's `param name string =`, Go's `var name string =`, PL/SQL's `VARCHAR2(30) :=`. An
/// expression, an empty string, a declaration with no value and a number stay.
#[test]
fn a_typed_declaration_of_a_secret_is_masked() {
    check(
        &[
            (
                "   Password : constant String := \"Gdansk2024!\";\n",
                "Gdansk2024!",
            ),
            (
                "   Db_Password : constant String := \"lipa-most-kocka\";\n",
                "lipa-most-kocka",
            ),
            (
                "   Api_Token : aliased String := \"q8ZtK2vR9mXw4LpN7cYb\";\n",
                "q8ZtK2vR9mXw4LpN7cYb",
            ),
            (
                "   Smtp_Pass : constant String :=\"Morskie0ko\";\n",
                "Morskie0ko",
            ),
            (
                "@secure()\nparam adminPassword string = 'Welcome2026'\n",
                "Welcome2026",
            ),
            (
                "param sqlAdminPassword string = 'Pantaibulle854'\n",
                "Pantaibulle854",
            ),
            (
                "@secure()\nparam apiKey securestring = 'q8ZtK2vR9mXw4LpN7cYb'\n",
                "q8ZtK2vR9mXw4LpN7cYb",
            ),
            ("var password string = \"Athens2024!\"\n", "Athens2024!"),
            (
                "const dbPassword string = \"tiger-lantern-kopi\"\n",
                "tiger-lantern-kopi",
            ),
            (
                "  v_password VARCHAR2(30) := 'Oracle2024!';\n",
                "Oracle2024!",
            ),
        ],
        &[
            "   Password : constant String := \"\";\n",
            "   Password : constant String := Get_Env (\"DB_PASSWORD\");\n",
            "   Password_Length : constant Natural := 12;\n",
            "@secure()\nparam adminPassword string\n",
            "@secure()\nparam adminPassword string = newGuid()\n",
            "param adminPassword string = keyVault.getSecret('admin-password')\n",
            "var password string = os.Getenv(\"DB_PASSWORD\")\n",
            "passwordPolicy string = 'Require8Chars'\n",
            "param adminPassword string = '<your-password>'\n",
            "var password string = \"${DB_PASSWORD}\"\n",
        ],
    );
}

/// A chat log whose times are written with a dot (`[08.16] agus: `), as with a colon: the
/// answer on the line after a password's question is masked; a reply of words stays.
#[test]
fn a_chat_answer_after_a_dotted_time_is_masked() {
    check(
        &[
            (
                "[08.15] rina: password wifi kantor yang baru apa ya?\n[08.16] agus: KopiTubrukPagi\n[08.16] rina: makasih\n",
                "KopiTubrukPagi",
            ),
            (
                "[8.15] rina: the vpn password?\n[8.16] agus: Jakarta2024!\n",
                "Jakarta2024!",
            ),
            (
                "[08:15] rina: the vpn password?\n[08:16] agus: Jakarta2024!\n",
                "Jakarta2024!",
            ),
        ],
        &[
            "[08.15] rina: password wifi kantor yang baru apa ya?\n[08.16] agus: sebentar\n[08.16] rina: makasih\n",
            "[08.15] rina: password wifi kantor yang baru apa ya?\n[08.16] agus: tanya_admin\n",
            "[08.15] rina: password wifi kantor yang baru apa ya?\n[08.16] agus: ${WIFI_PASSWORD}\n",
        ],
    );
}
