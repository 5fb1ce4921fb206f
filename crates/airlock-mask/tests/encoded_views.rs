//! Text the rules read as lines, held in another text: a page or a chat inside a JSON
//! string (an MCP tool's result, its lines joined by `\n` escapes), and an HTML table, read as
//! the Markdown table it shows. Each in spellings of its own, with the harmless neighbours that
//! must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use airlock_mask::Masker;
use common::check;

/// A wiki's table, a `.env` file and a listing inside an MCP tool's result or a JSON log line
/// are read as the lines their `\n` escapes encode: the password under a table's `Password`
/// or `Hasło` column and a letters-only password after `DB_PASSWORD=` are masked. The same
/// strings with placeholders, a table of names only, and a C format string stay.
#[test]
fn json_strings_are_read_as_the_lines_they_encode() {
    check(
        &[
            (
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"## Dostępy\\n\\n| System | Login | Hasło |\\n|---|---|---|\\n| Panel | minh.tran | Kodiak2024 |\\n\"}]}}\n",
                "Kodiak2024",
            ),
            (
                "{\"type\":\"text\",\"text\":\"| Service | User | Password |\\n|---|---|---|\\n| grafana | ops | Heliosyaffa656. |\\n\"}",
                "Heliosyaffa656.",
            ),
            (
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"DB_HOST=pg.internal\\nDB_USER=k.wisniewska\\nDB_PASSWORD=Heliosmarblemarble\\nDB_PORT=5432\\n\"}],\"isError\":false}}\n",
                "Heliosmarblemarble",
            ),
            (
                "{\"log\":\"service,user,password\\r\\nbilling,svc_bill,Tq7#mWx2Lp\\r\\n\",\"stream\":\"stdout\"}\n",
                "Tq7#mWx2Lp",
            ),
            (
                "{\"text\":\"| Konto | Heslo |\\n|---|---|\\n| admin | Zima2025\\u0021 |\\n\"}",
                "Zima2025\\u0021",
            ),
        ],
        &[
            "{\"type\":\"text\",\"text\":\"| Service | User | Password |\\n|---|---|---|\\n| grafana | ops | <see vault> |\\n\"}",
            "{\"type\":\"text\",\"text\":\"| Service | Owner | Notes |\\n|---|---|---|\\n| grafana | ops | Heliosyaffa656 |\\n\"}",
            "{\"text\":\"DB_HOST=pg.internal\\nDB_USER=app\\nDB_PASSWORD=${DB_PASSWORD}\\n\"}",
            "printf(\"Password: %s\\nUser: %s\\n\", password, user);\n",
            "{\"text\":\"Reset your password here:\\nhttps://example.org/reset\\nThanks\\n\"}",
            "\"a \\\"quoted\\\" word\\nand\\nlines\" and \"password\\nchanged\\nyesterday\"\n",
        ],
    );
}

/// A secret found in a JSON string is masked at the bytes that encode it, and the rest of the
/// JSON stays as it was.
#[test]
fn a_secret_in_a_json_string_is_masked_where_it_is_encoded() {
    let m = Masker::new();
    let text = "{\"text\":\"| Login | Password |\\n|---|---|\\n| ops | Kodiak2024 |\\n\"}";
    let out = m.mask(text).into_string();
    assert!(!out.contains("Kodiak2024"), "{out}");
    assert!(
        out.starts_with("{\"text\":\"| Login | Password |\\n|---|---|\\n| ops | "),
        "{out}"
    );
    assert!(out.ends_with(" |\\n\"}"), "{out}");
}

/// An HTML table whose header row names a password column (`<th>Password</th>`, `<TH
/// class=...>Hasło</TH>`, cells with tags in them) is read as the Markdown table it shows: the
/// cell under that column is masked, on one line or one row a line. Placeholders in that
/// column, a table with no secret's column, and prose about a password table stay.
#[test]
fn html_tables_are_read_as_the_tables_they_show() {
    check(
        &[
            (
                "<table>\n  <tr><th>Service</th><th>Login</th><th>Password</th></tr>\n  <tr><td>Grafana (staging)</td><td>k.wisniewska</td><td>Telaviv2025</td></tr>\n</table>\n",
                "Telaviv2025",
            ),
            (
                "<TABLE border=1><TR><TH class=\"h\">System</TH><TH>Hasło</TH></TR><TR><TD>panel</TD><TD><code>bulle-kocka-meadow</code></TD></TR></TABLE>",
                "bulle-kocka-meadow",
            ),
            (
                "<table>\n<thead>\n<tr>\n<th>User</th>\n<th>Password</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>ci-runner</td>\n<td>Kopikatt877@</td>\n</tr>\n</tbody>\n</table>\n",
                "Kopikatt877@",
            ),
        ],
        &[
            "<table>\n  <tr><th>Service</th><th>Login</th><th>Password</th></tr>\n  <tr><td>Grafana</td><td>k.wisniewska</td><td>&lt;in vault&gt;</td></tr>\n</table>\n",
            "<table>\n  <tr><th>Service</th><th>Owner</th><th>Version</th></tr>\n  <tr><td>Grafana</td><td>k.wisniewska</td><td>Telaviv2025</td></tr>\n</table>\n",
            "<p>The password table below lists who may reset them.</p><table><tr><td>ops</td><td>yes</td></tr></table>\n",
            "<table><tr><th>Option</th><th>Description</th></tr><tr><td>--password</td><td>Read the password from the terminal</td></tr></table>\n",
        ],
    );
}

/// A password handed over a few lines after the question for it, in chat (a plain speaker's
/// name, a Slack paste's name and time lines, a name in another script) and in mail (a quoted
/// question, a greeting, then the password alone): masked. The same talk whose answer is a
/// pointer (`it's in the vault`), a short word, a plain word, or a question with no `?`, and a
/// question followed by code, stay.
#[test]
fn a_password_handed_over_lines_after_the_question_is_masked() {
    check(
        &[
            (
                "#ops-staging\nana: does anyone have the staging db password? the vault entry is empty\ntom: one sec, checking my notes\ntom: here\ntom: Warszawa1\nana: thanks, that worked\n",
                "Warszawa1",
            ),
            (
                "Petr Novák  10:12\nAhoj, neznáš heslo k testovací databázi?\nJana Dvořák  10:14\npočkej, hledám\nJana Dvořák  10:15\nsahar-slonce-violin-copper\nPetr Novák  10:15\ndíky\n",
                "sahar-slonce-violin-copper",
            ),
            (
                "Lan: anh ơi, mật khẩu wifi phòng họp là gì vậy?\nHùng: để anh xem lại\nHùng: à đây rồi\nHùng: hoa-copper-zamek-shalom\n",
                "hoa-copper-zamek-shalom",
            ),
            (
                "> Czy możesz mi podesłać hasło do panelu administracyjnego?\n\nJasne, poniżej.\nPamiętaj, żeby go nie zapisywać w notatkach.\nZamekpantai1433!\n\nPozdrawiam,\nKasia\n",
                "Zamekpantai1433!",
            ),
            (
                "{\"jsonrpc\":\"2.0\",\"id\":21,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"[10:01] ops_admin: what's the password for the reporting db?\\n[10:03] kim: checking\\n[10:04] kim: Tigercopper1033*\\n\"}]}}\n",
                "Tigercopper1033*",
            ),
            (
                "> Could you send me the admin password for the test box?\n\nSure, see below.\nPlease delete this mail once you have it.\n\nBackup2024!\n\nThanks\n",
                "Backup2024!",
            ),
        ],
        &[
            "ana: does anyone have the staging db password?\ntom: one sec\ntom: it's in the vault under staging/db\nana: thanks\n",
            "ana: does anyone have the staging db password?\ntom: no idea\ntom: ask ops\n",
            "ana: does anyone have the staging db password?\ntom: checking\ntom: nope\n",
            "ana: the staging db password rotated today\ntom: ok\ntom: Warszawa1\n",
            "# Should we hash the password here?\ndef check(user):\n    return verify(user)\n",
            "Q: How do I reset my password?\nA: Use the link on the login page.\n",
            "\taskyesno \"Should I restore your passwd? [Y/n]\"\n\n\tif [ \"$a\" = \"y\" ] ; then\n\t\tcat /etc/passwd.org > /etc/passwd\n\t\tchanges=1\n",
            "Couldn't decrypt config/credentials.yml.enc. Perhaps you passed the wrong key?\ndigest: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\n",
            "{\"text\":\"[10:01] ana: what's the password for the reporting db?\\n[10:03] kim: checking\\n[10:04] kim: vault\\n\"}\n",
        ],
    );
}
