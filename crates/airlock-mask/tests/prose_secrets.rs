//! Secrets handed over in human prose (chat, mail, tickets, notes, commit messages) in several
//! languages: a value a sentence states after a secret's name, a value alone on the line under
//! one, a login handed over as `user / password` with a clause after it; each class in several
//! spellings, with the ordinary prose around the same words that must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::check;

/// English sentences: a connector some words after the name (`is now`, `:`, `to`, `, it's`),
/// or the value right after the name (in parentheses, in backticks on the next line).
#[test]
fn english_sentences_that_state_a_secret_are_masked() {
    check(
        &[
            (
                "The vpn login is ops and the password is now Gr4nite!Owl (reset today).\n",
                "Gr4nite!Owl",
            ),
            (
                "Token for the mirror job: Zq81vLmWc0pXe7RkTa29Nd\n",
                "Zq81vLmWc0pXe7RkTa29Nd",
            ),
            (
                "* access token for the runner: 8f3kQ2mZx91LpVw0rTbY7c\n",
                "8f3kQ2mZx91LpVw0rTbY7c",
            ),
            (
                "I reset my password to Maple#2291 this morning\n",
                "Maple#2291",
            ),
            (
                "the router password changed after the audit, it's now walrus42 btw\n",
                "walrus42",
            ),
            (
                "Temporarily hardcode the cache password (Pl4nk-Harbor) until Monday\n",
                "Pl4nk-Harbor",
            ),
            (
                "fix(seed): demo user gets password quartz-77-Rain\n",
                "quartz-77-Rain",
            ),
            (
                "ci: use deploy token tq9XvB27LmPw04ZkRa8s for the push\n",
                "tq9XvB27LmPw04ZkRa8s",
            ),
            (
                "log in with the old password\n`Birch!9904` and change it\n",
                "Birch!9904",
            ),
            ("SSID Lab-5G, passphrase copper7lantern\n", "copper7lantern"),
        ],
        &[
            "The password is stored in vault.\n",
            "Please change your password on first login.\n",
            "password is required\n",
            "The token is refreshed every 3600 seconds.\n",
            "Set the password to <password> in the form.\n",
            "the password is ${DB_PASSWORD}\n",
            "the password is ****\n",
            "our secret sauce is 2 parts butter\n",
            "The password was sha256-hashed before 2019.\n",
            "Tokens are passed to sqlite3_open_v2() unchanged.\n",
            "passed to sqlite3_open_v2() by the caller\n",
            "see /usr/sbin/update-passwd\n61b8680dc559f48c6fba7e7b363feb6f  bin/readlink\n",
        ],
    );
}

/// Other languages: a name of the secret in the language, a connector of the language (or a
/// topic particle), then the value.
#[test]
fn sentences_in_other_languages_that_state_a_secret_are_masked() {
    check(
        &[
            (
                "das neue Passwort für das Kassen-Terminal lautet Falke#2207. Bitte ändern.\n",
                "Falke#2207",
            ),
            ("Das WLAN-Passwort ist Wolke7Regen!\n", "Wolke7Regen!"),
            (
                "Le mot de passe provisoire de ta session est Pomme!4471 — pense à le changer.\n",
                "Pomme!4471",
            ),
            (
                "voici la clé d'API pour la recette : k2Vd9QmX71LzPwa0RtYb\n",
                "k2Vd9QmX71LzPwa0RtYb",
            ),
            (
                "te paso los accesos: usuario ana, contraseña Lince_8821.\n",
                "Lince_8821",
            ),
            ("La contraseña del panel es Sierra#5510\n", "Sierra#5510"),
            (
                "A senha do roteador agora é Caju!3381 (troquei ontem)\n",
                "Caju!3381",
            ),
            ("La password del NAS è Tigre!7720\n", "Tigre!7720"),
            ("Het wachtwoord is Molen#4410\n", "Molen#4410"),
            ("Nowe hasło do serwera: Sowa!9912\n", "Sowa!9912"),
            ("Пароль от сервера: Berezka!551\n", "Berezka!551"),
            (
                "検証環境のDBパスワードは Sakura#8812 です。\n",
                "Sakura#8812",
            ),
            ("测试库的密码是 Panda!66219\n", "Panda!66219"),
            ("서버 비밀번호는 Hangang#4410 입니다\n", "Hangang#4410"),
            ("Sunucu şifre: Lale!77310\n", "Lale!77310"),
        ],
        &[
            "Das Passwort ist in der Datei gespeichert.\n",
            "Le mot de passe est obligatoire.\n",
            "La contraseña es incorrecta.\n",
            "A senha é obrigatória.\n",
            "パスワードは 8 文字以上にしてください。\n",
            "密码是必填项\n",
        ],
    );
}

/// A value alone on its line under a line that names a secret; not a path, a setting, or a
/// line of prose.
#[test]
fn a_value_alone_under_a_line_naming_a_secret_is_masked() {
    check(
        &[
            (
                ":key: rotated the ingest credential, new value below\nQm8vX2LpZ7aR0tWc4yNb91Ks\n3 replies\n",
                "Qm8vX2LpZ7aR0tWc4yNb91Ks",
            ),
            (
                "the new token (old one dies at noon):\n`tk_9b0wt8ab8uadvd7oddfv`\nthanks\n",
                "tk_9b0wt8ab8uadvd7oddfv",
            ),
        ],
        &[
            "/usr/share/base-passwd/group.master\n/usr/share/perl5/Debconf/Element/Web/Progress.pm\n",
            "PassCredentials=yes\nReceiveBuffer=8M\n",
            "the token is below\nsee the runbook for details\n",
        ],
    );
}

/// A key that a sentence states with `is` or `:`, generated only.
#[test]
fn a_key_stated_in_a_sentence_is_masked() {
    check(
        &[
            (
                "The demo tenant's key is Hx72kLpQ0zW9vNa3RtYb — rate-limited.\n",
                "Hx72kLpQ0zW9vNa3RtYb",
            ),
            (
                "here's the new key: 4fQz8LmW2xVb0kRt7YpA9c\n",
                "4fQz8LmW2xVb0kRt7YpA9c",
            ),
            (
                "network: Lab-5G\nkey: eB2GF0-ani8jeFMBhei8EvzbYPJeMjGaX\nsee you\n",
                "eB2GF0-ani8jeFMBhei8EvzbYPJeMjGaX",
            ),
            (
                "Demo mode ships with the shared telemetry key `Zt81mQ4vLx0pWa7kRb2N`\n",
                "Zt81mQ4vLx0pWa7kRb2N",
            ),
        ],
        &[
            "the primary key is customer_id\n",
            "key: value\n",
            "fn get(&self, key: &str) -> Option<&str>\n",
            "headers:\nkey: content-type-application-json\n",
            "The key is the user's e-mail address.\n",
        ],
    );
}

/// Chat's short name `pw`: after `is`, after `:`, or right before the value.
#[test]
fn chat_short_password_names_are_masked() {
    check(
        &[
            ("the MySQL root pw is Otter!5521\n", "Otter!5521"),
            (
                "new admin pw lumen88harbor (to the vault by Fri)\n",
                "lumen88harbor",
            ),
            ("guest pw: Ferns#2024\n", "Ferns#2024"),
        ],
        &["what's the pw again?\n", "the pw is in 1Password\n"],
    );
}

/// A login handed over in chat after a question, with a clause after the password.
#[test]
fn a_handed_over_login_with_a_clause_after_it_is_masked() {
    check(
        &[
            (
                "anyone know the login for the old staging box?\nops_ro / Lantern77 — it's the break-glass account\n",
                "Lantern77",
            ),
            (
                "what's the password for the kiosk?\nkiosk / Brick#9921 (don't change it)\n",
                "Brick#9921",
            ),
            (
                "Priya  10:41 AM\nanyone know the login for the staging box?\nTomasz  10:43 AM\nops_ro / cactus123 — it's the break-glass account\n",
                "cactus123",
            ),
        ],
        &[
            "anyone know the login for the box?\nsee docs / setup.md — it's there\n",
            "anyone know the login for the box?\nNo idea\nsee docs / setup.md\n",
        ],
    );
}

/// A login a sentence hands over as `user / password` after `log in with`.
#[test]
fn a_login_handed_over_in_a_sentence_is_masked() {
    check(
        &[
            ("2. Log in with `admin` / `Test1234!4`\n", "Test1234!4"),
            (
                "login as ops / Thimble405cinder, then open Settings\n",
                "Thimble405cinder",
            ),
            ("Logon with svc_backup / Qx7#Lm2Vb\n", "Qx7#Lm2Vb"),
        ],
        &[
            "Log in with your e-mail / password.\n",
            "log in as admin / see the wiki\n",
            "login with SSO / SAML 2.0 only\n",
        ],
    );
}

/// A label on the line under a line that names a secret (`New value: ...`), and a token whose
/// parts a `:` joins; not a host and its port.
#[test]
fn a_labelled_value_under_a_secret_s_line_is_masked() {
    check(
        &[
            (
                "The NAS admin password changed. Old value: hunter2 (disabled)\nNew value: Kq82!vLmZ0pXw\n",
                "Kq82!vLmZ0pXw",
            ),
            (
                "machine account is set up, access token: 0.2b8ed5c0-2aec-4cf9-8f47-f113389f2964.n2L5hgybA3ZX:1cKp3xefNz1ErG3W4Km3fQ==\n",
                "1cKp3xefNz1ErG3W4Km3fQ==",
            ),
        ],
        &[
            "the password is on db.internal:5432 now\n",
            "secretRef:\n  name: my-secret-1234567890\n",
        ],
    );
}

/// Where a secret is kept, named as prose names it in any language, is no value; the value
/// beside the same words still is.
#[test]
fn a_password_store_named_where_the_value_would_be_is_not_a_secret() {
    check(
        &[
            ("the password is hunter2x9 now", "hunter2x9"),
            ("パスワードは Tr0ub4dor&3 です", "Tr0ub4dor&3"),
        ],
        &[
            "パスワードは1Passwordの「検証環境」に保存してあります。",
            "The password is 1Password's staging item.",
            "Das Passwort ist 1Password-Tresor \"Staging\".",
            "password: KeePassXC (team database)",
            "Le mot de passe est dans 1Password.",
        ],
    );
}

/// A chat log's answer under a question for a secret, after its time and speaker; a chat's
/// ordinary answer under the same question stays.
#[test]
fn a_chat_logs_answer_after_its_time_and_speaker_is_masked() {
    check(
        &[
            (
                "[09:13] deploybot7: can someone paste the bot token again?\n[09:14] mara: 8ce6fc9a86974fe3038b7984debc66f7\n",
                "8ce6fc9a86974fe3038b7984debc66f7",
            ),
            (
                "[9:02] ops: new api key for staging pls\n[9:03] j.doe: l7WqdkOOcYWj0ZI/QZ2tHx1qSXL0WROJPd51TuNas8QDPQZ0\n",
                "l7WqdkOOcYWj0ZI/QZ2tHx1qSXL0WROJPd51TuNas8QDPQZ0",
            ),
            (
                "[14:20:05] ana: what's the grafana password?\n[14:21:10] raj: `Xq7#mT2pLw9v`\n",
                "Xq7#mT2pLw9v",
            ),
        ],
        &[
            "[09:13] kim: can someone paste the bot token again?\n[09:14] mara: ask in the vault channel\n",
            "[09:13] kim: the token expired\n[09:14] mara: rotated_yesterday\n",
            "[09:13] kim: where is the password policy?\n[09:14] mara: docs/security/passwords.md\n",
            "[09:13] kim: the token expired\n[09:14] mara: 2024-01-15\n",
        ],
    );
}

/// Polish states a value with `to` as its copula (`hasło ... to ...`), which only the Polish
/// names take: English `to` is a preposition.
#[test]
fn polish_to_after_a_polish_name_states_a_secret() {
    check(
        &[
            (
                "Hej Marek, hasło do routera to Zielony7lis. Pozdrawiam\n",
                "Zielony7lis",
            ),
            (
                "Nowe Hasło do VPN to kwiatek2024, zmień je jutro.\n",
                "kwiatek2024",
            ),
            (
                "Klucz API do środowiska testowego to 7c2e9a41b8d03f5e6a1b2c3d4e5f6a7b\n",
                "7c2e9a41b8d03f5e6a1b2c3d4e5f6a7b",
            ),
        ],
        &[
            "Tokens are passed to Worker2 by the scheduler.\n",
            "The password is sent to user42 by mail.\n",
            "hasło do panelu to to samo co wczoraj.\n",
            "Klucz to jedna z kolumn tabeli.\n",
        ],
    );
}

/// A key's name joined to `API-` (German, Dutch) or written with `キー` after `API`
/// (Japanese, where no blank separates the words before the label's colon).
#[test]
fn api_compound_names_state_a_generated_key() {
    check(
        &[
            (
                "Die API-Schlüssel für Produktion lautet 4b1e8c0d9f2a3b5c6d7e8f9a0b1c2d3e.\n",
                "4b1e8c0d9f2a3b5c6d7e8f9a0b1c2d3e",
            ),
            (
                "Hierbij de API-sleutel: 0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d\n",
                "0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d",
            ),
            (
                "新しいAPIキーを送ります：3e5f7a9b1c2d4e6f8a0b2c4d6e8f0a1b\n",
                "3e5f7a9b1c2d4e6f8a0b2c4d6e8f0a1b",
            ),
            (
                "検証用の API キーは Zq81vLmWc0pXe7RkTa29Nd です\n",
                "Zq81vLmWc0pXe7RkTa29Nd",
            ),
            ("x パスワードは jenkins1! です。\n", "jenkins1!"),
        ],
        &[
            "Der API-Schlüssel ist im Tresor abgelegt.\n",
            "Die neue API-Schlüssel-Verwaltung kommt mit Version 2.4.\n",
            "APIキーを設定してください：設定画面から発行できます\n",
            "see the x-api-token header docs: version 2\n",
            "キーボードのキーを押してください：F12\n",
        ],
    );
}

/// A chat's question for a password with no `?`, the answerer's name and time, then the
/// answer alone on its line.
#[test]
fn a_chat_answer_after_a_question_without_a_question_mark_is_masked() {
    check(
        &[
            (
                "Tomek 9:12\nwhats the wifi password for the office\nAnia 9:14\nbluefox2024 😊\n",
                "bluefox2024",
            ),
            (
                "Dad 7:41 PM\nwhat's the pass for the garage door again\nMe 7:45 PM\nGarage#4471 x\n",
                "Garage#4471",
            ),
            (
                "what is the router pw\nSam 21:03\nTr0ub4dor&3\n",
                "Tr0ub4dor&3",
            ),
        ],
        &[
            "whats the password again\nKai 21:05\nno idea ask sam\n",
            "whats the password policy now\nKai 21:05\nsee wiki\n",
            "what is the password length limit\nBot 10:00\nlength=64\n",
        ],
    );
}

/// A table whose header names a login's column, and a row's `user / password` cell under it
/// (Confluence's `||`, MediaWiki's `!!`, Markdown's `|`).
#[test]
fn a_login_cell_under_a_login_column_is_masked() {
    check(
        &[
            (
                "| Host | Login |\n|---|---|\n| nas01 | admin / Tr0ub4dor&3 |\n",
                "Tr0ub4dor&3",
            ),
            (
                "|| System || Address || Login ||\n| Jenkins | http://ci.lan | ops / builder2024 |\n",
                "builder2024",
            ),
            (
                "{| class=\"wikitable\"\n! Box !! Address !! Credentials\n|-\n| printer || 10.1.1.9 || root / Kx8-pw-Lamp\n|}\n",
                "Kx8-pw-Lamp",
            ),
        ],
        &[
            "| Page | Login |\n|---|---|\n| setup | docs / setup.md |\n",
            "|| Service || Login ||\n| Kibana | SSO |\n| Grafana | LDAP / AD |\n",
            "| Step | Login |\n|---|---|\n| 1 | see wiki / runbook |\n",
        ],
    );
}

/// Greek, Hebrew and Arabic state a value with their copula (`είναι`; `היא`, `הוא`; `هي`,
/// `هو`) some words after the name (Greek's `κωδικός`, also `κωδικό`, `κωδικού`); a word of
/// letters after it, or a name with no value, stays prose.
#[test]
fn greek_hebrew_and_arabic_copulas_state_a_secret() {
    check(
        &[
            (
                "Ο κωδικός για το wifi είναι Thalia!2291 μέχρι τη Δευτέρα\n",
                "Thalia!2291",
            ),
            ("Ο νέος κωδικός του server είναι Kastro77\n", "Kastro77"),
            ("Κωδικός: Meltemi#408\n", "Meltemi#408"),
            (
                "הסיסמה החדשה לשרת הבדיקות היא Tamar#5521 אל תשתף\n",
                "Tamar#5521",
            ),
            ("הסיסמה של ה-VPN הוא Gefen2024\n", "Gefen2024"),
            ("كلمة المرور للخادم هي Nakhla!7730 من فضلك\n", "Nakhla!7730"),
            ("كلمة السر الجديدة هو Qamar2291\n", "Qamar2291"),
        ],
        &[
            "Ο κωδικός είναι λάθος, δοκίμασε ξανά.\n",
            "Ο κωδικός προϊόντος είναι στο κουτί.\n",
            "הסיסמה היא חובה\n",
            "كلمة المرور هي مطلوبة\n",
            "Ο αριθμός είναι 2291 και η πόλη Αθήνα\n",
        ],
    );
}

/// A value after a label that names an identifier (`ID:`, `Identyfikator:`, `Token ID:`,
/// `UUID:`) is the record's id, though a secret's name comes before it in the sentence; the
/// secret's own label keeps its value.
#[test]
fn a_value_labelled_as_an_identifier_is_not_the_secret() {
    check(
        &[
            ("Hasło: Sowa!9912\n", "Sowa!9912"),
            ("heslo k účtu: Lipa#2291\n", "Lipa#2291"),
            (
                "the deploy token: 8f3kQ2mZx91LpVw0rTbY7c\n",
                "8f3kQ2mZx91LpVw0rTbY7c",
            ),
        ],
        &[
            "Zgłoszenie #4821: hasło zostało zresetowane, link wysłany. Identyfikator: f1101be0-c94e-4b3c-b2ed-48613e0a2637\n",
            "Požadavek 1182: heslo najdete v trezoru. ID: 4a55fd7d-c663-4fda-b7f2-f998ced3fe71\n",
            "The password reset was requested. Request ID: 7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c2e\n",
            "API token rotated, token ID: 9c1e5b2d-4f6a-4c0e-8b3d-5f7a9c2e7f3a\n",
            "Le mot de passe a été changé. Identifiant : 3d5f7a9c-2e7f-4a9c-9e5b-2d4f6a8c0e1b\n",
        ],
    );
}

/// A passphrase of words run together, each after the first capitalised, that a sentence
/// states after a password's name (in Chinese, Polish, Vietnamese, Italian, English); a
/// product's or a code's CamelCase name after it, and such words after a key's name, stay.
#[test]
fn a_camel_case_passphrase_stated_after_a_password_s_name_is_masked() {
    check(
        &[
            (
                "测试环境数据库密码是 otterLanternWalrus ，用完请告诉我\n",
                "otterLanternWalrus",
            ),
            ("Login: ana\nHasło: JablkoHazelQamar\n", "JablkoHazelQamar"),
            (
                "mật khẩu wifi văn phòng mới là girasoleJablkoSarang nhé\n",
                "girasoleJablkoSarang",
            ),
            (
                "ecco le credenziali: utente deploy, password ChunfengWalrus\n",
                "ChunfengWalrus",
            ),
            ("the new password is MapleLantern for now\n", "MapleLantern"),
            (
                "The credential fnQ7-ZxL2pVb8Kd0RtYa3Mw9Nc-uJe4Hs was revoked by the provider.\n",
                "fnQ7-ZxL2pVb8Kd0RtYa3Mw9Nc-uJe4Hs",
            ),
        ],
        &[
            "the password is stored in PasswordManager now\n",
            "Reset the password with ResetPasswordForm\n",
            "The password is managed by KeePass\n",
            "the api key is GitHub's\n",
            "Your password is TooShort\n",
            "密码是 SecretStr 类型\n",
        ],
    );
}

/// A password of letters alone that a sentence of another language gives after its name (some
/// words and a connector later, right after it, or after a label) is masked: Hebrew, Arabic,
/// Hindi, Czech, Greek, Vietnamese, Polish and Chinese, each in words of its own; an English
/// word that follows the name in such a sentence, a code's name, a short word, an English
/// sentence's word, and a word of a language written in Latin letters that is no label's
/// value (`hasło z konfiguracji`, a Vietnamese sentence that goes on) stay.
#[test]
fn a_letters_password_in_a_sentence_of_another_language_is_masked() {
    check(
        &[
            (
                "הסיסמה החדשה של השרת היא morvathelkin תודה\n",
                "morvathelkin",
            ),
            ("كلمة السر للخادم هي Zubranketol من فضلك\n", "Zubranketol"),
            ("डेटाबेस का पासवर्ड velquorantis है।\n", "velquorantis"),
            ("Dobrý den, heslo pro server: trabovelkin\n", "trabovelkin"),
            (
                "Ο κωδικός του router είναι farnoviskel ευχαριστώ\n",
                "farnoviskel",
            ),
            ("Mật khẩu máy chủ: quorvantelis\n", "quorvantelis"),
            ("Hasło do serwera: BoraKristavel\n", "BoraKristavel"),
            ("服务器密码是 Velmorastin ，谢谢\n", "Velmorastin"),
        ],
        &[
            "הסיסמה נדחתה על ידי Authentication server\n",
            "비밀번호는 PasswordEncoder 로 암호화됩니다\n",
            "Heslo je uloženo v nastavení\n",
            "पासवर्ड configuration में है\n",
            "The password is compromised\n",
            "Usuń zahardkodowane hasło z konfiguracji\n",
            "Ha a jelszó elfogadható, a rendszer belépteti\n",
            "Se a senha criptografada é selecionada, o usuário\n",
            "Mật khẩu máy chủ là quorvantelis nhé\n",
            "Ο κωδικός για το VPN είναι στο email\n",
        ],
    );
}

/// Korean hands a value over with "here it is" after its name (`토큰 여기 있어요 ...`,
/// `여기 있습니다`), and names a key `키` (`연동 키: ...`): a generated value there is masked;
/// a path, a key's name and a word stay.
#[test]
fn korean_here_it_is_and_key_give_a_value() {
    check(
        &[
            (
                "새 토큰 여기 있어요 Zq8v2LmN4pRt7WxY1bCd 오늘만 써주세요\n",
                "Zq8v2LmN4pRt7WxY1bCd",
            ),
            (
                "API 토큰 여기 있습니다: x9Kq2Lm7Vn4Rt8Wz3Pb\n",
                "x9Kq2Lm7Vn4Rt8Wz3Pb",
            ),
            (
                "- 결제 키: `k4jm9qx2lw7rt5vz8np3yb6c`\n",
                "k4jm9qx2lw7rt5vz8np3yb6c",
            ),
        ],
        &[
            "키보드 설정 파일은 여기 있어요 ~/.config/kb/layout.json\n",
            "키: primary_key\n",
            "기본 키는 user_id 입니다\n",
        ],
    );
}

/// A password of letters alone, coined (words of several languages or names run together),
/// that an English chat message or ticket states after a password's name and `is` or `was`,
/// and that ends its clause: at the line's end, before a stop, a comma or an aside. The words
/// prose puts there (`compromised`, `required`, `unavailable`, `alphanumeric`, `temporarily
/// disabled`), a word of code, a secret store, and other languages' own words after their
/// copula (`Le mot de passe est obligatoire`) stay.
#[test]
fn a_coined_password_of_letters_stated_in_chat_is_masked() {
    check(
        &[
            ("the password is Medvedbaran\n", "Medvedbaran"),
            (
                "ok the wifi password for the lab is Junipersommarneko, thanks\n",
                "Junipersommarneko",
            ),
            (
                "the new password is juniperbaran (rotate after release)\n",
                "juniperbaran",
            ),
            ("my password was Kvitkadeniz.\n", "Kvitkadeniz"),
            ("the password is now Haneulkedimolen\n", "Haneulkedimolen"),
        ],
        &[
            "The password is compromised\n",
            "The password is compromised.\n",
            "the password is alphanumeric\n",
            "the password is unavailable\n",
            "the password is Unspecified\n",
            "the password is required\n",
            "the password is temporarily disabled\n",
            "the password is irrelevant here\n",
            "the password is hardcoded\n",
            "the password is randomized\n",
            "the password is overwritten\n",
            "Password is mandatory.\n",
            "The password is incorrect.\n",
            "the password is Configuration\n",
            "the password is environment\n",
            "the password is changeable\n",
            "the password is Passwordless\n",
            "The password is deprecated\n",
            "The password is in KeePassXC\n",
            "the password is sufficient\n",
            "the password is persistent\n",
            "Le mot de passe est obligatoire.\n",
            "Passordet er obligatorisk\n",
        ],
    );
}

/// A key handed over as a verb's object with its label (`the feed now needs key: ...`, `use
/// key: ...`, `requires key: ...`): a generated value is masked; a kind of key named before
/// the label (Rails' `to store the encryption key: ...`, a cache's `restored from key: ...`)
/// and a word of code stay.
#[test]
fn a_key_as_a_verbs_object_with_its_label() {
    let hex = common::random(4401, common::HEX, 32);
    let tok = common::random(4402, common::URLSAFE, 40);
    let mut masked = Vec::new();
    for v in [&hex, &tok] {
        for t in [
            format!(
                "Quick note for the on-call: the partner feed now needs key: {v} in the X-Feed-Key header.\n"
            ),
            format!("For the sandbox, use key: {v}\n"),
            format!("The export job requires key: `{v}` until Friday.\n"),
            format!("it accepts key: {v}\n"),
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
            &format!(
                "Adding config/master.key to store the encryption key: {hex}\nSave this in a password manager your team can access.\n"
            ),
            &format!("Cache restored from key: node-cache-Linux-x64-npm-{hex}\n"),
            "the lookup uses key: sessionIdentifierLongName for the map\n",
            "The index needs key: user_id_and_created_at to be unique.\n",
        ],
    );
}

/// A Wi-Fi network's key under the line that names the network (`network: ...` then `key:
/// ...`, after `SSID:`, `Wi-Fi:`, `WLAN:` too) is its passphrase, a password people choose; the same
/// label under another line asks for a generated value, and a word stays.
#[test]
fn a_wifi_networks_key_under_its_name() {
    let mut masked = Vec::new();
    for p in [
        "sysadmin19",
        "Elderberry@6982",
        "Kiwi#blau77",
        "quarry_turnip_Otto",
    ] {
        for t in [
            format!(
                "Subject: RE: wifi at the offsite\nHi all,\nnetwork: Offsite-Guest-5G\nkey: {p}\nSee you Thursday!\n"
            ),
            format!("SSID: Lager-WLAN\nkey: {p}\n"),
            format!("Wi-Fi: Office\nkey: {p}\n"),
            format!("WLAN: Lager\r\nkey: {p}\r\n"),
        ] {
            masked.push((t, p.to_string()));
        }
    }
    let masked: Vec<(&str, &str)> = masked
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    check(
        &masked,
        &[
            "network: Offsite-Guest-5G\nkey: ask-at-the-front-desk\n",
            "network: Offsite-Guest-5G\nkey: printed on the router\n",
            "project: billing\nkey: sa123456\n",
            "networks:\n  default:\nkey: value12345\n",
        ],
    );
}
