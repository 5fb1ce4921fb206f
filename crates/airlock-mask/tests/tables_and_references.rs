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
