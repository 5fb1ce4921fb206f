//! Offline confirmation of a rule's candidate: checksums, structure, entropy, placeholders.
//!
//! Nothing here contacts a provider: a gate that sent a candidate secret over the network to
//! check it would leak it.

use crate::rules::Check;

/// The kind given to a token that has a provider's checksummed shape but a wrong checksum: not
/// a token the provider issued, yet still masked, since a masker that errs should err towards
/// hiding (a mistyped or truncated real token, a test key that works somewhere).
pub(crate) const BAD_CHECKSUM: &str = "bad-checksum";

/// What a rule's confirmation says about a candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// A secret of the rule's kind.
    Secret,
    /// Not a secret.
    Not,
    /// The provider's shape with a wrong checksum: masked as [`BAD_CHECKSUM`].
    BadChecksum,
}

/// Whether `text[s..e]`, matched by a rule with `check` in a match that starts at `k`, is a
/// secret. The text around it tells a literal from an expression.
pub(crate) fn confirms(check: Check, text: &str, k: usize, s: usize, e: usize) -> Verdict {
    let val = text.get(s..e).unwrap_or("");
    if matches!(check, Check::Password | Check::Assignment) && negated_key(text.as_bytes(), s) {
        return Verdict::Not;
    }
    // A server's stored verifier given where a password goes (PostgreSQL's `PASSWORD
    // 'SCRAM-SHA-256$4096:...'` or `'md5...'`) is what it keeps instead of the password.
    if check.is_contextual() && (stored_verifier(val) || inside_scram_verifier(text, s)) {
        return Verdict::Not;
    }
    if check.is_contextual() && yaml_tag(text.as_bytes(), s, e) {
        return Verdict::Not;
    }
    let yes = match check {
        Check::None => true,
        // A URL's password and a command line's `user:password` are passwords by their place:
        // a stand-in word there is one too (`postgres://app:changeme@db`).
        // A URL's password is read as it was before its percent-encoding (`%3Cpassword%3E`
        // is `<password>`).
        // WeeChat's `/secure` takes an option word where the value goes (`passphrase
        // -delete`, `decrypt -discard`); quoted, the word is a value.
        Check::Secured
            if matches!(val, "-delete" | "-discard")
                && s.checked_sub(1).and_then(|i| text.as_bytes().get(i)) != Some(&b'"') =>
        {
            false
        }
        Check::Placeholder | Check::Secured => {
            let decoded = percent_decoded(val);
            (!is_placeholder(&decoded)
                || (stand_in_password(decoded.as_bytes()) && !example_comment(text.as_bytes(), e)))
                && !same_as_user(text.as_bytes(), s, e)
        }
        Check::UserPass => {
            (!is_placeholder(val) || stand_in_password(val.as_bytes()))
                && !val.bytes().all(|b| b.is_ascii_digit())
        }
        Check::Community => {
            !is_placeholder(val)
                && !val.bytes().all(|b| b.is_ascii_digit())
                && !val.eq_ignore_ascii_case("public")
                && !val.eq_ignore_ascii_case("private")
        }
        Check::Password => {
            !is_placeholder(val)
                && !val.bytes().all(|b| b.is_ascii_digit())
                // A metavariable of a usage line (`--passwd USER-ID`, `NEW_PASSWORD`).
                && !val
                    .bytes()
                    .all(|b| b.is_ascii_uppercase() || matches!(b, b'_' | b'-'))
                && (val.bytes().any(|b| !b.is_ascii_alphabetic())
                    || (val.len() >= 16
                        && val.bytes().any(|b| b.is_ascii_uppercase())
                        && val.bytes().any(|b| b.is_ascii_lowercase())))
                || stand_in_password(val.as_bytes())
                // SQL's quoted `IDENTIFIED BY '...'` and a COBOL password item's `VALUE '...'`
                // are passwords by their place: a passphrase or a coined word of letters too.
                || ((identified_by(text.as_bytes(), s) || picture_value(text.as_bytes(), s))
                    && (letters_password(val.as_bytes()) || coined_password(val.as_bytes())))
        }
        Check::Assignment => {
            // A key with no value before its line's end (`password=` then `domain=WORKGROUP`
            // on the next line): what follows is the next setting, not its value.
            if next_setting(text.as_bytes(), k, s) {
                return Verdict::Not;
            }
            let quoted = s
                .checked_sub(1)
                .and_then(|i| text.as_bytes().get(i))
                .is_some_and(|b| matches!(b, b'"' | b'\'' | b'`'));
            // In a query string (the key after `?` or `&`), the value ends at the next
            // parameter; the parameter's name may open before its keyword (`access_token`).
            let name = text
                .as_bytes()
                .get(..k)
                .unwrap_or_default()
                .iter()
                .rev()
                .take(40)
                .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
                .count();
            let line = text.as_bytes().get(..k - name).unwrap_or_default();
            let line = line
                .get(line.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1)..)
                .unwrap_or_default();
            let query = matches!(line.last(), Some(b'?' | b'&'));
            let cut = if quoted || !query {
                val.len()
            } else {
                before_next_parameter(val.as_bytes())
            };
            let (e, val) = (s + cut, val.get(..cut).unwrap_or(val));
            match assigned_literal(text.as_bytes(), k, s, e) {
                Literal::No => false,
                // A stand-in word under a password's key is the password (`DB_PASSWORD=
                // changeme`): only the placeholders it cannot be were ruled out.
                Literal::StandIn => true,
                // Under a password's key, a count from 1 with a letter or a symbol added
                // (`123456789a`, `1234567q!`) is one of the most used passwords, not a run
                // of a token's stand-in.
                // A query's value is read as it was before its percent-encoding
                // (`password=%3Cpassword%3E` is `<password>`).
                Literal::Yes => {
                    let decoded = if query {
                        percent_decoded(val)
                    } else {
                        std::borrow::Cow::Borrowed(val)
                    };
                    !is_placeholder(val)
                        && !is_placeholder(&decoded)
                        && (!token_placeholder(val, 8)
                            || (password_key(text, k) && counted_password(val.as_bytes())))
                        && !basic_placeholder(text.as_bytes().get(..s).unwrap_or_default(), val)
                }
            }
        }
        Check::Expression => {
            // Under a password's key (the match opens with it), a stand-in word is the password.
            expression_literal(text.as_bytes(), k, s, e)
                && ((!is_placeholder(val) && !token_placeholder(val, 8))
                    || (password_key(text, k) && stand_in_password(val.as_bytes())))
        }
        Check::ConnectArgument => {
            // The argument is a password by its place: one of letters counts too (a
            // passphrase, a coined word the literal's quote ends: `'Hvezdabasant'`), and a
            // stand-in word is the password.
            let stand_in = stand_in_password(val.as_bytes());
            argument_literal(
                text.as_bytes(),
                s,
                e,
                letters_password(val.as_bytes()) || coined_password(val.as_bytes()) || stand_in,
            ) && ((!is_placeholder(val) && !token_placeholder(val, 8)) || stand_in)
        }
        Check::Cookie => {
            // A session's identifier is generated: not words and numbers joined
            // (`ROCKET_LAUNCHER_0001`, `en-US`), so some part mixes letters and digits.
            !is_placeholder(val)
                && entropy(val) >= 3.0
                && val.split(['_', '-', '.', ':', '%']).any(|p| {
                    p.bytes().any(|b| b.is_ascii_digit())
                        && p.bytes().any(|b| b.is_ascii_alphabetic())
                })
        }
        Check::Generic => {
            !is_placeholder(val) && val.bytes().any(|b| b.is_ascii_digit()) && entropy(val) >= 3.0
        }
        // The cell was found and judged by `table_cell`.
        Check::Table => true,
        Check::Prose => prose_value(text, k, s, val),
        Check::Stated => stated_value(text, k, s, val),
        Check::Generated => generated_literal(val),
        // A request's id is the UUID a proxy most often captures.
        Check::Captured => generated_literal(val) && !uuid(val.as_bytes()),
        Check::Echo => {
            prose_value(text, k, s, val)
                || (random_looking(val.as_bytes())
                    && !is_placeholder(val)
                    && !token_placeholder(val, 8))
        }
        Check::Row => row_value(text.as_bytes(), k, s, e),
        // The masker searches the decoded text itself (`Masker::encoded_secret`).
        Check::Encoded => decoded_text(text, s, e).is_some(),
        Check::Bound => bound_value(text, k, s, e),
        Check::Crc32Base62 if crc32_base62_ok(val) => true,
        Check::Crc32Base62 => return Verdict::BadChecksum,
        Check::Jwt => jwt_header_ok(val),
        Check::BasicCredentials => basic_credentials(val),
        Check::Base64Password => base64_password(val),
        Check::AwsPairedSecret => {
            let b = val.as_bytes();
            b.iter().any(u8::is_ascii_digit)
                && b.iter().any(u8::is_ascii_uppercase)
                && b.iter().any(u8::is_ascii_lowercase)
                && entropy(val) >= 4.0
                && !is_placeholder(val)
        }
    };
    if yes { Verdict::Secret } else { Verdict::Not }
}

/// The literal at `s` is quoted right after a COBOL data item's `VALUE` (or `VALUE IS`) on a
/// line that gives its `PIC` (the rule's own shape: `01 WS-DB-PASSWORD PIC X(20) VALUE '...'`).
fn picture_value(hay: &[u8], s: usize) -> bool {
    let Some(head) = s.checked_sub(1).and_then(|q| hay.get(..q)) else {
        return false;
    };
    if !matches!(hay.get(s - 1), Some(b'\'' | b'"')) {
        return false;
    }
    let line = head
        .get(head.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1)..)
        .unwrap_or_default()
        .to_ascii_lowercase();
    let t = line.trim_ascii_end();
    let t = t.strip_suffix(b" is").map_or(t, <[u8]>::trim_ascii_end);
    t.ends_with(b" value") && line.windows(4).any(|w| w == b" pic")
}

/// The literal at `s` is quoted right after SQL's `IDENTIFIED BY` (in any case).
fn identified_by(hay: &[u8], s: usize) -> bool {
    let head = hay.get(..s.saturating_sub(1)).unwrap_or_default();
    matches!(
        s.checked_sub(1).and_then(|i| hay.get(i)),
        Some(b'\'' | b'"')
    ) && head
        .trim_ascii_end()
        .strip_suffix(b"by")
        .or_else(|| head.trim_ascii_end().strip_suffix(b"BY"))
        .is_some_and(|h| {
            let h = h.trim_ascii_end();
            h.len() >= 10
                && h.get(h.len() - 10..)
                    .is_some_and(|w| w.eq_ignore_ascii_case(b"identified"))
        })
}

/// The value at `s` is on a line after its key's at `k` and is itself a setting (`name=...`,
/// `name: ...`), as when a key is left empty in a file of `name=value` lines.
fn next_setting(hay: &[u8], k: usize, s: usize) -> bool {
    let gap = hay.get(k..s).unwrap_or_default();
    let Some(nl) = gap.iter().rposition(|b| *b == b'\n') else {
        return false;
    };
    // The key's line ends at its operator (a block scalar's header, `key: |-`, announces a
    // value on the next lines), and only blanks open the value's line.
    let key_line = gap.get(..nl).unwrap_or_default().trim_ascii_end();
    if !matches!(key_line.last(), Some(b'=' | b':'))
        || gap
            .get(nl + 1..)
            .is_some_and(|g| !g.iter().all(|b| *b == b' ' || *b == b'\t'))
    {
        return false;
    }
    let rest = hay.get(s..).unwrap_or_default();
    let name = rest
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        .count();
    // A setting's operator is followed by its value or its line's end, not by more `=` (a
    // base64 value's padding).
    name > 0
        && rest.first().is_some_and(u8::is_ascii_alphabetic)
        && matches!(rest.get(name), Some(b'=' | b':'))
        && rest.get(name + 1) != Some(&b'=')
        && !(rest.get(name) == Some(&b'=')
            && rest
                .get(name + 1)
                .is_none_or(|b| matches!(b, b'\n' | b'\r')))
}

/// The key at `k` is Redis's `AUTH` command as `redis-cli monitor` prints it, a quoted word
/// before its one quoted argument, which ends at `e` with its line (`"AUTH" "..."`; the
/// two-argument form's first is the user's name).
fn redis_auth(hay: &[u8], k: usize, e: usize) -> bool {
    k.checked_sub(1).and_then(|i| hay.get(i)) == Some(&b'"')
        && hay.get(k..k + 7) == Some(b"AUTH\" \"")
        && hay.get(e) == Some(&b'"')
        && hay
            .get(e + 1..)
            .unwrap_or_default()
            .iter()
            .find(|b| !matches!(b, b' ' | b'\t' | b'\r'))
            .is_none_or(|b| *b == b'\n')
}

/// The match at `k` opens with a password's keyword (`pass...`, `pwd`), as the rules of a
/// secret's name open with theirs, or with a call named `auth` (Redis's `AUTH`,
/// `jedis.auth("...")`, `red:auth(user, "...")`, `req.basic_auth(user, ...)`): its literal is
/// a password.
fn password_key(text: &str, k: usize) -> bool {
    let head = text.as_bytes().get(k..).unwrap_or_default();
    ["pass", "pwd"].iter().any(|w| {
        head.get(..w.len())
            .is_some_and(|h| h.eq_ignore_ascii_case(w.as_bytes()))
    }) || (head.starts_with(b"auth(") && auth_method(text.as_bytes(), k))
}

/// `auth` at `k` is a method's or a function's whole name in lower case (`jedis.auth`,
/// `red:auth`, `basic_auth`), not the end of a class's (`SigV4Auth`, `HTTPBasicAuth`).
fn auth_method(hay: &[u8], k: usize) -> bool {
    hay.get(k..k + 4) == Some(b"auth")
        && k.checked_sub(1)
            .and_then(|i| hay.get(i))
            .is_none_or(|b| !b.is_ascii_alphanumeric())
}

/// A count from 1 of at least six digits, then one to three letters, digits or symbols, at
/// least one of them no digit (`123456789a`, `1234567q!`, `123456789a7`): the
/// shape of the most used passwords, which a token's stand-in (`1234567890abcdef`) outruns.
fn counted_password(val: &[u8]) -> bool {
    let run = val
        .iter()
        .zip(b"1234567890")
        .take_while(|(a, b)| a == b)
        .count();
    let rest = val.get(run..).unwrap_or_default();
    run >= 6
        && (1..=3).contains(&rest.len())
        && rest
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&*?@^.".contains(b))
        && rest.iter().any(|b| !b.is_ascii_digit())
}

/// A value prose gives after a secret's name (`text[k..s]` the words before it): not a
/// placeholder, and generated (16 bytes or more, not words and a number, entropy); after a
/// password's name, also 8 bytes or more that mix a digit, a letter and a capital or a symbol
/// (`Summer2024!`), or a weak password of [`weak_password`]; after a login's question and
/// `user / `, a password's question and `it's ` on the next line, or `user NAME with password
/// `, also a word with a digit or a symbol. A sentence's full stop is no part of it,
/// nor a quote's closing mark.
fn prose_value(text: &str, k: usize, s: usize, val: &str) -> bool {
    let val = val.trim_end_matches(['.', '`', '"', '\'']);
    // Where the secret is kept (`the password is in 1Password`, `パスワードは1Passwordの…`)
    // is no value.
    let lc = val.to_ascii_lowercase();
    if names_secret_store(&lc) {
        return false;
    }
    let b = val.as_bytes();
    let name = text.get(k..s).unwrap_or("").to_ascii_lowercase();
    // A name of a password, or a question for a login whose answer is `user / password`:
    // there a word that holds a digit or a symbol (`grafana1`, `Biscuit+Harbor`) is one too,
    // though not a path's, a file's, a name's or a version's (`docs/setup`, `setup.md`,
    // `b_total`, `v1.2`: no `/`, a digit or a symbol other than `.` and `_`, 4 letters).
    // So is a chat's answer to a question for a password, `it's ...` on the next line.
    let answer = name.contains('\n') && {
        let end = name.trim_end_matches(['`', '"', '\'', ' ', '\t']);
        end.ends_with("it's") || end.ends_with("it is")
    };
    let password = name.starts_with("pw")
        || PASSWORD_NAMES.iter().any(|w| name.contains(w))
        || wifi_key(text, k);
    // A log line's `for user NAME with password ...` names the user before it: the value is
    // that user's password, a word with a digit or a symbol, or one people deploy with none
    // (`starwars`, `rootpass`).
    let head = text.get(..k).unwrap_or("");
    let head = head.rsplit('\n').next().unwrap_or("");
    let mut words = head.split_ascii_whitespace().rev();
    let user = password
        && name.starts_with("with")
        && words.next().is_some()
        && words.next().is_some_and(|w| w.eq_ignore_ascii_case("user"));
    if user && (letters_password(b) || deployed_stand_in(lc.as_bytes())) && !is_placeholder(val) {
        return true;
    }
    let handover = name.contains(" / ") || (password && (answer || user));
    let password = password || handover;
    let marked = handover
        && b.len() >= 6
        && !b.contains(&b'/')
        && b.iter().filter(|c| c.is_ascii_alphabetic()).count() >= 4
        && b.iter()
            .any(|c| c.is_ascii_digit() || b"!#$%&*+@^~=".contains(c));
    let mixed = b.len() >= 8
        && b.iter().any(u8::is_ascii_digit)
        && b.iter().any(u8::is_ascii_alphabetic)
        && b.iter()
            .any(|c| c.is_ascii_uppercase() || b"!#$%&*+@^_~=".contains(c));
    // A password people choose of lower-case letters and digits (`superman1`, `kibana123`,
    // `nutmeg4cobblestone`): 8 bytes or more, at least 4 letters, and no letter after a
    // digit's run and a second word (`utf8mb4` is a name).
    let lower = b.len() >= 8
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        && b.iter().filter(|c| c.is_ascii_alphabetic()).count() >= 4
        && b.first().is_some_and(u8::is_ascii_lowercase)
        && b.iter().any(u8::is_ascii_digit)
        && b.split(u8::is_ascii_digit)
            .filter(|w| !w.is_empty())
            .count()
            <= 2;
    // A lower-case path names where a secret is kept (`projects/42/secrets/db/versions/3`).
    let path = b.contains(&b'/')
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || b"/_.-".contains(c));
    // A passphrase of words joined by `-` (`correct-horse-battery`) after a password's name,
    // none of them a word of a sentence (`not-yet-set`, `see-the-docs`).
    let passphrase = password
        && letters_password(b)
        && (b.contains(&b'-') || b.contains(&b'.'))
        && !lc.split(['-', '.']).any(|w| PHRASE_WORDS.contains(&w));
    !is_placeholder(val)
        && !token_placeholder(val, 8)
        && !path
        && (generated(b)
            || marked
            || passphrase
            || (password && (mixed || lower || weak_password(&lc) || passphrase_shape(b))))
}

/// A label `key:` that opens its line (the match at `k` starts with its line break) under a
/// line that names a Wi-Fi network (`network: Offsite-5G`, `SSID: ...`, `Wi-Fi: ...`, `WLAN:
/// ...`): the key is the network's passphrase, a password people choose.
fn wifi_key(text: &str, k: usize) -> bool {
    let label = text.get(k..).unwrap_or("").trim_start_matches(['\r', '\n']);
    if k == text.len()
        || !text.get(k..).unwrap_or("").starts_with(['\r', '\n'])
        || !label
            .get(..4)
            .is_some_and(|l| l.eq_ignore_ascii_case("key:"))
    {
        return false;
    }
    let head = text.get(..k).unwrap_or("").trim_end_matches('\r');
    let line = head
        .rsplit('\n')
        .next()
        .unwrap_or("")
        .trim_start()
        .to_ascii_lowercase();
    [
        "network:",
        "network name:",
        "ssid:",
        "wifi:",
        "wi-fi:",
        "wifi network:",
        "wi-fi network:",
        "wlan:",
    ]
    .iter()
    .any(|l| line.starts_with(l))
}

/// Words of a sentence written with `-` that a passphrase's random words are not
/// (`not-yet-set`, `read-from-env`, `see-the-docs`).
#[rustfmt::skip]
const PHRASE_WORDS: &[&str] = &[
    "a", "an", "the", "not", "no", "none", "yet", "set", "unset", "see", "use", "used", "per",
    "env", "from", "to", "in", "on", "of", "for", "by", "via", "with", "and", "or", "is", "as",
    "auto", "same", "your", "my", "our", "its", "here", "there", "read", "generated", "stored",
    "vault", "secret", "password", "passwort", "change", "me", "required", "optional", "empty",
    "nicht", "mehr", "kein", "siehe", "pas", "voir", "non", "sin", "ver", "niet", "zie",
];

/// The name at `hay[k..]` is inside an ARN (`arn:aws:secretsmanager:...:secret:prod/db-AbCdEf`),
/// where `secret:` is the resource's type, not a key.
fn in_arn(hay: &[u8], k: usize) -> bool {
    let token = hay
        .get(..k)
        .unwrap_or_default()
        .iter()
        .rev()
        .take(200)
        .take_while(|b| !b.is_ascii_whitespace() && !matches!(b, b'"' | b'\'' | b'`'))
        .count();
    hay.get(k - token..k)
        .is_some_and(|t| t.starts_with(b"arn:"))
}

/// A value a sentence states after a secret's name (see [`Check::Stated`]): prose's check,
/// where the name (at `k`) starts a word and the value is no file's path.
/// Maltese joins its article to the noun (`it-token`, `il-password`, `l-API key`): a name
/// right after `il-`, `it-`, `l-` or `t-` (and the article's other assimilated forms) that opens
/// a word of its own starts its word.
fn maltese_article(b: &[u8], k: usize) -> bool {
    let head = b.get(..k).unwrap_or_default();
    [
        "il-", "it-", "id-", "in-", "ir-", "is-", "ix-", "iz-", "l-", "t-",
    ]
    .iter()
    .any(|a| {
        head.ends_with(a.as_bytes())
            && head
                .len()
                .checked_sub(a.len() + 1)
                .and_then(|i| head.get(i))
                .is_none_or(|c| c.is_ascii_whitespace() || b"(\"'`".contains(c))
    })
}

fn stated_value(text: &str, k: usize, s: usize, val: &str) -> bool {
    let b = text.as_bytes();
    let name = b.get(k..s).unwrap_or_default();
    // A German compound (`WLAN-Passwort`, `Datenbankkennwort`) holds its name inside a word.
    let compound = name.len() >= 8
        && (name
            .get(..8)
            .is_some_and(|w| w.eq_ignore_ascii_case(b"passwort"))
            || name
                .get(..8)
                .is_some_and(|w| w.eq_ignore_ascii_case(b"kennwort")));
    // So does a key's name joined to `API-` (`API-Schlüssel`, `API-sleutel`, `API-Token`).
    let api = k >= 4
        && b.get(k - 4..k)
            .is_some_and(|w| w.eq_ignore_ascii_case(b"api-"))
        && k.checked_sub(5)
            .and_then(|i| b.get(i))
            .is_none_or(|c| c.is_ascii_whitespace() || b"(\"'`".contains(c));
    let before = k.checked_sub(1).and_then(|i| b.get(i)).copied();
    // A name in another script (`DBパスワード`) or after a blank or a line break its rule
    // reads (` pw `, `\nkey: `) starts its own word.
    let word_start = match before {
        _ if name
            .first()
            .is_none_or(|c| *c >= 0x80 || c.is_ascii_whitespace()) =>
        {
            true
        }
        None => true,
        Some(b'-') => compound || api || maltese_article(b, k),
        Some(c) if c.is_ascii_alphabetic() => compound,
        Some(c) => !(c.is_ascii_digit() || b"/._\\".contains(&c)),
    };
    // A file's path (`/usr/share/perl5/Debconf/Readline.pm`, `./certs/ca.pem`) names where
    // something is kept; base64's `+` and `=` are no path's.
    let v = val.as_bytes();
    let path = (v.starts_with(b"/") || v.starts_with(b"./") || v.starts_with(b"~/"))
        && v.iter().filter(|c| **c == b'/').count() >= 2
        && !v.iter().any(|c| matches!(c, b'+' | b'='));
    // A setting's `name=value` (`ReceiveBuffer=8M`, `--node-labels=a=1`) is an assignment.
    let setting = v.iter().position(|c| *c == b'=').is_some_and(|i| {
        let head = v.get(..i).unwrap_or_default();
        let head = head
            .strip_prefix(b"--")
            .or_else(|| head.strip_prefix(b"-"))
            .unwrap_or(head);
        head.first()
            .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
            && head
                .iter()
                .all(|c| c.is_ascii_alphanumeric() || b"_.-".contains(c))
            && v.get(i + 1).is_some_and(|c| *c != b'=')
    });
    // Prose's check reads the name alone (`Tokens`, not `Tokens are passed to`, whose
    // `pass` names no password); `mot de passe`, `kata sandi`, `mật khẩu` are each one name
    // of several words.
    let lead = usize::from(name.first() == Some(&b' '));
    let several = ["mot de passe"]
        .iter()
        .chain(PASSWORD_NAMES.iter().filter(|w| w.trim().contains(' ')))
        .find(|w| {
            name.get(..w.len())
                .is_some_and(|n| n.eq_ignore_ascii_case(w.as_bytes()))
        });
    let words = match several {
        Some(w) => w.len(),
        None => name
            .iter()
            .skip(lead)
            .position(|c| b" \t:,(\r\n".contains(c))
            .map_or(name.len(), |i| i + lead),
    };
    // An address's port (`db.internal:5432`) ends a host's name.
    let port = val
        .rsplit_once(':')
        .is_some_and(|(_, p)| !p.is_empty() && p.bytes().all(|c| c.is_ascii_digit()));
    // Code that names a secret (`secrets.token_hex(16)`, `vault.read(...)`): a member or a
    // call, not a sentence's name.
    let word = name.get(lead..words).unwrap_or_default();
    let code = b.get(k + words) == Some(&b'(')
        || word
            .windows(2)
            .any(|w| matches!(w, [b'.', c] if c.is_ascii_alphabetic()));
    // A password's hash in the modular crypt format (`$6$rounds=5000$salt$hash`, `$2b$12$...`,
    // `$argon2id$...`) is what a server keeps instead of the password.
    let crypt = v.first() == Some(&b'$') && v.iter().filter(|c| **c == b'$').count() >= 3;
    // A password of letters alone (`hvezdalanterngunung`, `YamBasant`) that a sentence of
    // another language states (`... היא copperbaram ...`, `Heslo k účtu: ...`): a coined
    // word of ASCII letters there is the password, where an English sentence's word would
    // be one of its own.
    let name_l = String::from_utf8_lossy(name.get(..words).unwrap_or_default()).to_lowercase();
    let foreign = v.iter().all(u8::is_ascii_alphabetic)
        && s.checked_sub(1)
            .and_then(|i| b.get(i))
            .is_none_or(|c| !c.is_ascii_alphabetic())
        && PASSWORD_NAMES.iter().any(|w| name_l.contains(w))
        && (coined_password(v) || passphrase_shape(v))
        && !is_placeholder(val)
        && in_other_language(text, k, s, s + v.len(), {
            let between = b.get(k + words..s).unwrap_or_default();
            let between = between.trim_ascii_end();
            let between = between
                .strip_suffix(b"`")
                .or_else(|| between.strip_suffix(b"\""))
                .unwrap_or(between)
                .trim_ascii_end();
            between.ends_with(b":") || between.ends_with("\u{ff1a}".as_bytes())
        });
    // A coined password of letters alone that an English sentence states after its copula
    // (`the password is Medvedbaran`, `the new password is juniperbaran (rotate ...)`): the
    // clause ends after it, and it has none of the endings a word of English prose has there
    // (`compromised`, `sufficient`, `alphanumeric`).
    let ends_clause = {
        let after = b.get(s + v.len()..).unwrap_or_default();
        let after = after
            .get(after.iter().take(2).take_while(|c| **c == b' ').count()..)
            .unwrap_or_default();
        match after.first() {
            None | Some(b'\n' | b'\r') => true,
            Some(b'.' | b',' | b';' | b'!' | b')') => {
                after.get(1).is_none_or(|c| c.is_ascii_whitespace())
            }
            Some(b'(') => true,
            _ => after.starts_with("\u{2014}".as_bytes()) || after.starts_with(b"- "),
        }
    };
    // Only after English's copula: a language of Latin letters puts its own long words there
    // (`hasło zostało zresetowane`, `Le mot de passe est obligatoire`).
    let copula = {
        let between = b.get(k + words..s).unwrap_or_default().trim_ascii_end();
        let last = between
            .rsplit(|c| c.is_ascii_whitespace())
            .next()
            .unwrap_or_default();
        let last = last.strip_suffix(b":").unwrap_or(last);
        [b"is".as_slice(), b"was", b"now"]
            .iter()
            .any(|w| last.eq_ignore_ascii_case(w))
    };
    // Another language's copula (`Passordet ... er ...`, `a senha ... agora é ...`, `heslo
    // ... je ...`, `Kata laluan ... ialah ...`), where its sentence may go on with a short
    // word of its own after the value (`fra i dag`, `om ni`, `do petka`, `ya`).
    let between = b.get(k + words..s).unwrap_or_default().trim_ascii_end();
    // A label's colon after the name's words (`adgangskode til printeren: ...`), or after a
    // copula (`is: ...`).
    let labelled = between.ends_with(b":");
    let other_copula = {
        let last = between
            .rsplit(|c| c.is_ascii_whitespace())
            .next()
            .unwrap_or_default();
        let last = last.strip_suffix(b":").unwrap_or(last);
        #[rustfmt::skip]
        const COPULAS: &[&str] = &[
            "er", "\u{e4}r", "\u{e9}", "\u{e9}s", "es", "est", "ist", "je", "ni", "ialah", "adalah",
            "on", "yra", "ir", "jest", "este", "\u{e8}", "ay", "ng", "lautet", "wynosi", "zijn",
        ];
        COPULAS
            .iter()
            .any(|w| last.eq_ignore_ascii_case(w.as_bytes()))
    };
    let short_word_follows = {
        let after = b.get(s + v.len()..).unwrap_or_default();
        let word = after
            .strip_prefix(b" ")
            .unwrap_or_default()
            .iter()
            .take_while(|c| c.is_ascii_lowercase())
            .count();
        (1..=4).contains(&word)
            && after
                .get(1 + word)
                .is_none_or(|c| !c.is_ascii_alphanumeric() && *c < 0x80)
    };
    let plain_coined = (copula || other_copula || labelled)
        && v.iter().all(u8::is_ascii_alphabetic)
        && s.checked_sub(1)
            .and_then(|i| b.get(i))
            .is_some_and(|c| c.is_ascii_whitespace() || *c == b':')
        && PASSWORD_NAMES.iter().any(|w| name_l.contains(w))
        && coined_password(v)
        && !prose_ending(v)
        && !is_placeholder(val)
        && (copula || !foreign_ending(v))
        && (ends_clause || (other_copula && short_word_follows));
    word_start
        && !in_arn(b, k)
        && !path
        && !setting
        && !port
        && !code
        && !crypt
        && !identifier_label(b.get(k..s).unwrap_or_default())
        && (foreign || plain_coined || prose_value(text, k, k + words, val))
}

/// The word ends as words of English prose do after `the password is` (participles,
/// adjectives, adverbs: `compromised`, `sufficient`, `alphanumeric`, `temporarily`), which a
/// password of words run together seldom does.
fn prose_ending(v: &[u8]) -> bool {
    let l = v.to_ascii_lowercase();
    [
        "ed", "ic", "al", "ent", "ant", "ous", "ive", "ize", "ise", "ary", "ory", "ten", "ly",
        "ible", "est",
    ]
    .iter()
    .any(|e| l.ends_with(e.as_bytes()))
}

/// The word ends as participles and adverbs of other languages written in Latin letters do
/// (`selecionada`, `bloqueado`, `vorbereitet`, `obligatoire`... `-ig`, `-isk`, `-mente`), where a sentence
/// states a word of its own after its copula (`a senha ... é selecionada como ...`).
fn foreign_ending(v: &[u8]) -> bool {
    let l = v.to_ascii_lowercase();
    [
        "ada", "ado", "adas", "ados", "ida", "ido", "idas", "idos", "ando", "endo", "indo",
        "mente", "iert", "ig", "lig", "isk", "ende", "eret", "ert", "tet", "uto", "uta", "oire",
        "aire", "ique", "eux", "euse", "ible", "able", "elle", "ive", "if", "ente", "ante", "oso",
        "osa", "ario", "aria", "orio", "oria", "ivo", "iva", "ile", "ato", "ata", "ito", "ita",
        "ale", "ore",
    ]
    .iter()
    .any(|e| l.ends_with(e.as_bytes()))
}

/// The line that holds `text[s..e]` (a value after a secret's name at `k`) is written in
/// another language than English, the value is a word of its own there (no letter of that
/// language's alphabet touches it), and it ends there. In another script (Hebrew, Arabic,
/// Devanagari, Greek, CJK: a letter from U+0370 on, outside the Latin letters of U+1E00 to
/// U+1EFF) a word of ASCII letters is foreign to the sentence, so it may be followed by
/// punctuation or by more of that script. In a language written in Latin letters with accents
/// (Czech, Polish), where a long word of ASCII letters is often the sentence's own (`hasło z
/// konfiguracji`), only a label's value (`labelled`: `Heslo k účtu: ...`) that ends its line.
fn in_other_language(text: &str, k: usize, s: usize, e: usize, labelled: bool) -> bool {
    let latin = |c: char| c < '\u{370}' || ('\u{1e00}'..='\u{1eff}').contains(&c);
    let letter = |c: Option<char>| c.is_some_and(|c| c.is_alphabetic() && latin(c));
    let head = text.get(..k).unwrap_or("");
    let start = head.rfind('\n').map_or(0, |i| i + 1);
    let rest = text.get(e..).unwrap_or("");
    let line = text
        .get(start..e + rest.find('\n').unwrap_or(rest.len()))
        .unwrap_or("");
    if letter(text.get(..s).and_then(|h| h.chars().next_back())) || letter(rest.chars().next()) {
        return false;
    }
    let script = line
        .chars()
        .any(|c| !latin(c) && !('\u{2000}'..='\u{206f}').contains(&c));
    let accented = line.bytes().any(|c| c >= 0x80);
    let after = rest.trim_start_matches([' ', '\t']);
    let blanks = rest.len() - after.len();
    match after.chars().next() {
        None | Some('\n' | '\r') => script || (accented && labelled),
        Some(c) if !c.is_ascii() => script,
        Some(c) if blanks == 0 => script && ".,;!?)".contains(c),
        Some(c) => script && ",;!?".contains(c),
    }
}

/// The words from a secret's name to its value end in a label that names an identifier
/// (`ID: ...`, `Identyfikator: ...`): the value is the record's, the ticket's or the key's
/// id, not the secret.
fn identifier_label(between: &[u8]) -> bool {
    let end = between
        .iter()
        .rposition(|c| !b" \t\r\n`\"'(".contains(c))
        .map_or(0, |i| i + 1);
    let between = between.get(..end).unwrap_or_default();
    let Some(head) = between
        .strip_suffix(b":")
        .or_else(|| between.strip_suffix("\u{ff1a}".as_bytes()))
    else {
        return false;
    };
    let head = head.trim_ascii_end();
    let start = head
        .iter()
        .rposition(|c| !(c.is_ascii_alphanumeric() || *c >= 0x80))
        .map_or(0, |i| i + 1);
    let word = String::from_utf8_lossy(head.get(start..).unwrap_or_default()).to_lowercase();
    ID_LABELS.contains(&word.as_str())
}

/// Labels of an identifier in the languages prose states secrets in, lower case.
#[rustfmt::skip]
const ID_LABELS: &[&str] = &[
    "id", "ids", "uuid", "guid", "identifier", "identyfikator", "identifik\u{e1}tor",
    "identifikator", "identifiant", "identificador", "identificativo", "kennung",
];

/// Password managers and secret stores whose names prose gives where a secret is kept, the
/// ones whose names a value's check would take (a digit, a mix of cases), lower case.
#[rustfmt::skip]
const SECRET_STORES: &[&str] = &[
    "1password",                              // AgileBits' manager, and its `op` CLI's vaults
    "keepassxc", "keepass2", "keepassx",      // KeePass's ports
];

/// Whether a value (`lower`, in lower case) names a password store (`1Password`,
/// `1Password-Tresor`, `KeePassXC`) rather than holding a secret: the store's name, alone or
/// before a word of another script or a separator.
fn names_secret_store(lower: &str) -> bool {
    SECRET_STORES.iter().any(|store| {
        lower.strip_prefix(store).is_some_and(|rest| {
            rest.chars()
                .next()
                .is_none_or(|c| !c.is_ascii_alphanumeric())
        })
    })
}

/// The names of a password that prose gives before its value, in several languages (lower
/// case as `to_ascii_lowercase` leaves them): a value after one is a password by its mix.
#[rustfmt::skip]
pub(crate) const PASSWORD_NAMES: &[&str] = &[
    "pass",                                   // password, passwd, passphrase, Passwort, mot de passe, palavra-passe
    " pw", "pwd",                             // chat's short names
    "kennwort",                               // German
    "contrase\u{f1}a",                        // Spanish contraseña
    "senha",                                  // Portuguese
    "wachtwoord",                             // Dutch
    "has\u{142}o",                            // Polish hasło
    "parola",                                 // Italian, Turkish, Romanian
    "\u{15f}ifre", "\u{15e}ifre",             // Turkish şifre, Şifre
    "\u{430}\u{440}\u{43e}\u{43b}\u{44c}",      // Russian пароль
    "\u{30d1}\u{30b9}\u{30ef}\u{30fc}\u{30c9}", // Japanese パスワード
    "\u{6697}\u{8a3c}\u{756a}\u{53f7}",         // Japanese 暗証番号 (a PIN)
    "\u{5bc6}\u{7801}", "\u{5bc6}\u{78bc}",       // Chinese 密码, 密碼
    "\u{53e3}\u{4ee4}",                       // Chinese 口令
    "\u{be44}\u{bc00}\u{bc88}\u{d638}",         // Korean 비밀번호
    "clave",                                  // Spanish (a key, also a password)
    "\u{430}\u{440}\u{43e}\u{43b}\u{44c}",      // пароль after a capital П (as lower case leaves it)
    "salasana",                               // Finnish
    "nenosiri",                               // Swahili
    "jelsz",                                  // Hungarian jelszó, jelszava
    "heslo",                                  // Czech and Slovak
    "l\u{f6}senord", "adgangskode",           // Swedish, Danish and Norwegian
    "lozinka", "contrasenya",                 // Croatian and Serbian, Catalan
    "kata sandi",                             // Indonesian
    "m\u{1ead}t kh\u{1ea9}u",                 // Vietnamese mật khẩu
    "\u{430}\u{440}\u{43e}\u{43b}\u{430}",      // Bulgarian парола
    "\u{e23}\u{e2b}\u{e31}\u{e2a}\u{e1c}\u{e48}\u{e32}\u{e19}", // Thai รหัสผ่าน
    "\u{5e1}\u{5d9}\u{5e1}\u{5de}\u{5d4}",      // Hebrew סיסמה
    "\u{643}\u{644}\u{645}\u{629} \u{627}\u{644}", // Arabic كلمة المرور, كلمة السر
    "\u{92a}\u{93e}\u{938}\u{935}\u{930}\u{94d}\u{921}", // Hindi पासवर्ड
    "\u{631}\u{645}\u{632} \u{639}\u{628}\u{648}\u{631}", // Persian رمز عبور
    "\u{3c9}\u{3b4}\u{3b9}\u{3ba}",             // Greek κωδικός
    "kata laluan",                            // Malay (Norwegian's passord is `pass`)
    "parool", // Estonian
    "parol", // Uzbek, Romanian parolă, Tajik
    "slapta\u{17e}od", // Lithuanian slaptažodis
    "fjal\u{eb}kalim", // Albanian fjalëkalim
    "\u{43b}\u{43e}\u{437}\u{438}\u{43d}\u{43a}", // Serbian, Macedonian лозинка
    "\u{15f}ifr\u{259}", // Azerbaijani şifrə
    "\u{49b}\u{4b1}\u{43f}\u{438}\u{44f} \u{441}\u{4e9}\u{437}", // Kazakh құпия сөз
    "\u{43d}\u{443}\u{443}\u{446} \u{4af}\u{433}", // Mongolian нууц үг
    "\u{10de}\u{10d0}\u{10e0}\u{10dd}\u{10da}", // Georgian პაროლი
    "\u{563}\u{561}\u{572}\u{57f}\u{576}\u{561}\u{562}\u{561}\u{57c}", // Armenian գաղտնաբառ
    "\u{9aa}\u{9be}\u{9b8}\u{993}", // Bengali পাসওয়ার্ড
    "\u{67e}\u{627}\u{633} \u{648}\u{631}\u{688}", // Urdu پاس ورڈ
    "\u{b95}\u{b9f}\u{bb5}\u{bc1}\u{b9a}\u{bcd}\u{b9a}\u{bca}\u{bb2}", // Tamil கடவுச்சொல்
    "\u{aaa}\u{abe}\u{ab8}\u{ab5}\u{ab0}", // Gujarati પાસવર્ડ
    "\u{a2a}\u{a3e}\u{a38}\u{a35}\u{a30}", // Punjabi ਪਾਸਵਰਡ
    "\u{caa}\u{cbe}\u{cb8}\u{ccd}", // Kannada ಪಾಸ್‌ವರ್ಡ್
    "\u{d2a}\u{d3e}\u{d38}\u{d4d}", // Malayalam പാസ്‌വേഡ്
    "\u{c2a}\u{c3e}\u{c38}\u{c4d}", // Telugu పాస్‌వర్డ్
    "\u{db8}\u{dd4}\u{dbb}\u{db4}\u{daf}", // Sinhala මුරපදය
    "\u{12e8}\u{12ed}\u{1208}\u{134d}", // Amharic የይለፍ ቃል
    "\u{1005}\u{1000}\u{102c}\u{1038}\u{101d}\u{103e}\u{1000}", // Burmese စကားဝှက်
    "\u{1796}\u{17b6}\u{1780}\u{17d2}\u{1799}\u{179f}\u{1798}", // Khmer ពាក្យសម្ងាត់
    "\u{ea5}\u{eb0}\u{eab}\u{eb1}\u{e94}\u{e9c}", // Lao ລະຫັດຜ່ານ
    "wagwoord", // Afrikaans
    "pasvorto", // Esperanto
    "lykilor\u{f0}", // Icelandic lykilorð
    "contrasinal", // Galician
    "pasfhocal", // Irish pasfhocal
    "ger-tremen", // Breton ger-tremen
    "a\u{1e63}\u{ed}n\u{e0}", // Yoruba (ọ̀rọ̀) aṣínà
    "erayga sirta", // Somali erayga sirta (ah)
    "\u{441}\u{435}\u{440}\u{441}\u{4af}\u{437}", // Tatar серсүз
    "pakasqa simi", // Quechua pakasqa simi
    "\u{67e}\u{67c}\u{646}\u{648}\u{645}", // Pashto پټنوم
];

/// GitHub classic tokens (`ghp_` and kin) and npm tokens: a 4-byte prefix, 30 random base62
/// characters, then their CRC32 in base62 (`0-9A-Za-z`), left-padded with `0` to 6 characters.
pub(crate) fn crc32_base62_ok(token: &str) -> bool {
    let (Some(payload), Some(sum)) = (token.get(4..34), token.get(34..)) else {
        return false;
    };
    if sum.len() != 6 {
        return false;
    }
    let mut n: u64 = 0;
    for b in sum.bytes() {
        let Some(d) = base62_digit(b) else {
            return false;
        };
        n = n * 62 + u64::from(d);
    }
    n == u64::from(crc32(payload.as_bytes()))
}

fn base62_digit(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'A'..=b'Z' => Some(b - b'A' + 10),
        b'a'..=b'z' => Some(b - b'a' + 36),
        _ => None,
    }
}

/// The base62 encoding (`0-9A-Za-z`, 6 digits) of the CRC32 of `payload`: what a GitHub-style
/// token carries as its last 6 characters.
pub fn crc32_base62(payload: &[u8]) -> String {
    const DIGITS: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut n = crc32(payload);
    let mut out = [b'0'; 6];
    for slot in out.iter_mut().rev() {
        *slot = DIGITS.get((n % 62) as usize).copied().unwrap_or(b'0');
        n /= 62;
    }
    out.iter().map(|&b| char::from(b)).collect()
}

#[expect(
    clippy::indexing_slicing,
    reason = "a constant evaluated at compile time: an out-of-range index fails the build"
)]
const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 == 1 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

/// CRC-32 (IEEE 802.3), as zlib and GitHub compute it.
fn crc32(data: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in data {
        let idx = ((c ^ u32::from(b)) & 0xFF) as usize;
        c = CRC_TABLE.get(idx).copied().unwrap_or(0) ^ (c >> 8);
    }
    !c
}

/// The value after a Basic scheme is credentials: it decodes to printable ASCII
/// `user:password` with a user of no blanks and a password that is not the user's name and not
/// a placeholder (a stand-in people deploy is one: `app:hunter2`). A run that does not end
/// where the base64 does (`Basic authentication`) decodes to bytes and is left.
fn basic_credentials(val: &str) -> bool {
    if !val.len().is_multiple_of(4) {
        return false;
    }
    let Some(plain) = base64url_decode(val) else {
        return false;
    };
    if !plain.iter().all(|b| (0x20..0x7f).contains(b)) {
        return false;
    }
    let plain = String::from_utf8_lossy(&plain);
    let Some((user, pass)) = plain.split_once(':') else {
        return false;
    };
    !user.is_empty()
        && !user.contains(' ')
        && pass.len() >= 3
        && pass != user
        && (!is_placeholder(pass) || stand_in_password(pass.as_bytes()))
}

/// A password in base64 by its place: the text decodes to printable ASCII or UTF-8 (`AUTH
/// PLAIN`'s `authzid NUL user NUL password`: its password), at least 3 bytes, that is no stored
/// hash (LDAP's `{SSHA}...`, a modular crypt `$6$...`) nor a placeholder; a stand-in word is
/// a password here by its place.
fn base64_password(val: &str) -> bool {
    if !val.len().is_multiple_of(4) {
        return false;
    }
    let Some(plain) = base64url_decode(val) else {
        return false;
    };
    let pass = plain.rsplit(|b| *b == 0).next().unwrap_or_default();
    let Ok(pass) = std::str::from_utf8(pass) else {
        return false;
    };
    let nul_ok = !plain.contains(&0) || plain.iter().filter(|b| **b == 0).count() == 2;
    nul_ok
        && pass.chars().count() >= 3
        && !pass.chars().any(char::is_control)
        && !pass.starts_with('{')
        && !(pass.starts_with('$') && pass.matches('$').count() >= 3)
        && (!is_placeholder(pass) || stand_in_password(pass.as_bytes()))
}

/// The text a base64 payload `text[s..e]` decodes to, when the payload is whole (no base64
/// byte runs on after it) and decodes to text (UTF-8, no control bytes but line breaks and
/// tabs): an image's or a font's bytes are none.
pub(crate) fn decoded_text(text: &str, s: usize, e: usize) -> Option<String> {
    let after = text.as_bytes().get(e).copied();
    if after.is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=')) {
        return None;
    }
    let plain = String::from_utf8(base64url_decode(text.get(s..e)?)?).ok()?;
    let text_like = !plain
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'));
    text_like.then_some(plain)
}

/// Decoded text that is one generated token alone (a key, a hex digest's length of random
/// digits), not a UUID.
pub(crate) fn generated_token(plain: &str) -> bool {
    let t = plain.trim();
    !t.bytes().any(|b| b.is_ascii_whitespace()) && generated_literal(t) && !uuid(t.as_bytes())
}

/// A parameter an ORM's log binds (see [`Check::Bound`]): generated, no UUID (a row's id),
/// and the statement it is bound to, on its line or the three before (within 2,000 bytes),
/// names a secret: a keyword of `generic-secret` or a `key` column or table.
fn bound_value(text: &str, k: usize, s: usize, e: usize) -> bool {
    let val = text.get(s..e).unwrap_or("");
    let hay = text.as_bytes();
    let mut from = k.saturating_sub(2000);
    if let Some(i) = hay
        .get(from..k)
        .unwrap_or_default()
        .iter()
        .enumerate()
        .rev()
        .filter(|(_, b)| **b == b'\n')
        .nth(3)
        .map(|(i, _)| i)
    {
        from += i + 1;
    }
    let names_secret = |t: &[u8]| {
        let t = t.to_ascii_lowercase();
        KEYWORDS
            .iter()
            .map(|w| w.as_bytes())
            .chain([b"key".as_slice()])
            .any(|w| t.windows(w.len()).any(|x| x == w))
    };
    // What a secret's digest is kept under (`key_hash`, `token_digest`): its hex digits are
    // no secret.
    let digest_words = |t: &[u8]| {
        let t = t.to_ascii_lowercase();
        [b"hash".as_slice(), b"digest", b"sha", b"fingerprint"]
            .iter()
            .any(|w| t.windows(w.len()).any(|x| x == *w))
    };
    let digest = val.len() >= 32 && val.bytes().all(|b| b.is_ascii_hexdigit());
    // A parameter given with its name (`{'reset_token': '...'}`) is judged by that name; one
    // given by position, by the statement.
    let named = parameter_name(hay.get(k..s).unwrap_or_default());
    let secret = match named {
        Some(n) => names_secret(n) && !digest_words(n),
        None => {
            let statement = hay.get(from..s).unwrap_or_default();
            names_secret(statement) && !(digest && digest_words(statement))
        }
    };
    secret && generated_literal(val) && !uuid(val.as_bytes())
}

/// The name a parameter is given with just before its value (`'name': '` of a dictionary,
/// `"name": "`), from the text before the value's opening quote.
fn parameter_name(head: &[u8]) -> Option<&[u8]> {
    let h = head
        .strip_suffix(b"'")
        .or_else(|| head.strip_suffix(b"\""))?;
    let h = h.trim_ascii_end().strip_suffix(b":")?.trim_ascii_end();
    let quote = *h.last()?;
    if !matches!(quote, b'\'' | b'"') {
        return None;
    }
    let h = h.get(..h.len() - 1)?;
    let open = h.iter().rposition(|b| *b == quote)?;
    let name = h.get(open + 1..)?;
    (!name.is_empty()
        && name
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.')))
    .then_some(name)
}

/// `v` is a stored password verifier: SCRAM's `SCRAM-SHA-256$<iterations>:<salt>$<stored
/// key>:<server key>` (also SHA-1), or its head alone, `SCRAM-SHA-256$<iterations>:<salt>`
/// (a log line cut short; the salt is public), or PostgreSQL's `md5` and 32 hex digits, or
/// Vault's audit log's HMAC of a value.
fn stored_verifier(v: &str) -> bool {
    let b = v.as_bytes();
    let scram = ["scram-sha-256$", "scram-sha-1$"].iter().any(|p| {
        b.get(..p.len())
            .is_some_and(|h| h.eq_ignore_ascii_case(p.as_bytes()))
            && b.get(p.len()..).is_some_and(|r| {
                let n = r.iter().take_while(|c| c.is_ascii_digit()).count();
                n > 0 && r.get(n) == Some(&b':')
            })
    }) && (1..=2).contains(&v.matches('$').count());
    let md5 =
        b.len() == 35 && b.starts_with(b"md5") && b.iter().skip(3).all(|c| c.is_ascii_hexdigit());
    // Vault's audit log writes each sensitive value as its HMAC (`hmac-sha256:` and 64 hex
    // digits), which reveals nothing of it.
    let audit_hmac = b.len() == 76
        && b.starts_with(b"hmac-sha256:")
        && b.iter().skip(12).all(|c| c.is_ascii_hexdigit());
    scram || md5 || audit_hmac
}

/// The value at `s` is a part of a SCRAM verifier after its `SCRAM-SHA-256$<iterations>:`.
fn inside_scram_verifier(text: &str, s: usize) -> bool {
    let head = text.as_bytes().get(..s).unwrap_or_default();
    let head = head
        .get(head.len().saturating_sub(24)..)
        .unwrap_or_default();
    let Some(at) = head
        .windows(10)
        .rposition(|w| w.eq_ignore_ascii_case(b"scram-sha-"))
    else {
        return false;
    };
    let rest = head.get(at + 10..).unwrap_or_default();
    let rest = rest
        .strip_prefix(b"256$")
        .or_else(|| rest.strip_prefix(b"1$"))
        .unwrap_or_default();
    rest.strip_suffix(b":")
        .is_some_and(|n| !n.is_empty() && n.iter().all(u8::is_ascii_digit))
}

/// `v` with its `%XX` escapes decoded, where they decode to UTF-8 (else `v` as it is).
fn percent_decoded(v: &str) -> std::borrow::Cow<'_, str> {
    if !v.contains('%') {
        return std::borrow::Cow::Borrowed(v);
    }
    let b = v.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        let hex = |j: usize| b.get(j).and_then(|h| char::from(*h).to_digit(16));
        match (c, hex(i + 1), hex(i + 2)) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_or(std::borrow::Cow::Borrowed(v), std::borrow::Cow::Owned)
}

/// A JWT's first segment decodes to a JSON object header naming `alg` or `typ`, and it is no
/// published example: jwt.io's debugger opens on a token for `John Doe` signed with the secret
/// `your-256-bit-secret`, which guides and chats paste as the JWT everyone knows.
fn jwt_header_ok(token: &str) -> bool {
    const PUBLISHED_SIGNATURES: &[&str] = &["SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"];
    if token
        .rsplit('.')
        .next()
        .is_some_and(|sig| PUBLISHED_SIGNATURES.contains(&sig))
    {
        return false;
    }
    let header = token.split('.').next().unwrap_or("");
    let Some(json) = base64url_decode(header) else {
        return false;
    };
    let json = String::from_utf8_lossy(&json);
    json.trim_start().starts_with('{') && (json.contains("\"alg\"") || json.contains("\"typ\""))
}

fn base64url_decode(s: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for b in s.bytes() {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'-' | b'+' => 62,
            b'_' | b'/' => 63,
            b'=' => break,
            _ => return None,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xFF) as u8);
        }
    }
    Some(out)
}

/// The keywords of `generic-secret`, lower case, longest first.
const KEYWORDS: &[&str] = &[
    "encryption_key",
    "encryption-key",
    "encryptionkey",
    "signing_key",
    "signing-key",
    "signingkey",
    "master_key",
    "master-key",
    "masterkey",
    "passphrase",
    "credential",
    "private_key",
    "private-key",
    "privatekey",
    "access_key",
    "access-key",
    "accesskey",
    "account_key",
    "account-key",
    "accountkey",
    "password",
    // German's password (`passwort`, a Rails form's `"passwort"=>...`, `db_passwort`).
    "passwort",
    "api_key",
    "api-key",
    "passwd",
    "secret",
    "apikey",
    "token",
    "auth",
    "pass",
    "pwd",
];

/// `head` ends with a YAML block scalar's header and the next line's indent: `:`, blanks, `|`
/// or `>` (maybe `-` or `+`), blanks, a line break, blanks.
fn block_scalar(head: &[u8]) -> bool {
    let h = head.trim_ascii_end();
    let h = h
        .strip_suffix(b"-")
        .or_else(|| h.strip_suffix(b"+"))
        .unwrap_or(h);
    let Some(h) = h.strip_suffix(b"|").or_else(|| h.strip_suffix(b">")) else {
        return false;
    };
    head.get(h.len()..).is_some_and(|t| t.contains(&b'\n')) && h.trim_ascii_end().ends_with(b":")
}

/// First words of a method's name that make it an action on a secret, not a builder's setter
/// of one: `.verify_token("...")`, `.get_secret("...")`.
const VERBS: &[&[u8]] = &[
    b"get",
    b"verify",
    b"validate",
    b"check",
    b"parse",
    b"decode",
    b"encode",
    b"read",
    b"load",
    b"fetch",
    b"find",
    b"lookup",
    b"has",
    b"is",
    b"delete",
    b"remove",
    b"revoke",
    b"refresh",
    b"generate",
    b"gen",
    b"create",
    b"hash",
    b"compare",
    b"encrypt",
    b"decrypt",
    b"sign",
    b"new",
    b"make",
    b"to",
    b"from",
    b"as",
    b"mask",
    b"redact",
    b"rotate",
    b"reset",
    b"clear",
    b"add",
    b"put",
    b"update",
    b"store",
    b"save",
    b"write",
    b"send",
    b"print",
    b"log",
    b"test",
    b"assert",
    b"expect",
    b"use",
    b"require",
    b"request",
    b"issue",
    b"exchange",
    b"introspect",
];

/// Last words of a secret-named key that make it name something about the secret, not the
/// secret: `auth_header`, `password_file`, `token_url`, `HTTPPasswordMgr`, `secretName`,
/// `password_hash`. Their values are names, paths, addresses, methods and digests.
const NOT_SECRET_SUFFIXES: &[&str] = &[
    "name",
    "realm",
    "names",
    "type",
    "types",
    "kind",
    "header",
    "headers",
    "hdr",
    "handler",
    "handlers",
    "mgr",
    "manager",
    "url",
    "uri",
    "urls",
    "endpoint",
    "host",
    "path",
    "file",
    "filename",
    "dir",
    "method",
    "methods",
    "mode",
    "length",
    "len",
    "size",
    "format",
    "prefix",
    "field",
    "fields",
    "column",
    "encryption",
    "algorithm",
    "algo",
    "scheme",
    "provider",
    "class",
    "cls",
    "count",
    "enabled",
    "required",
    "policy",
    "label",
    "env",
    "var",
    "timeout",
    "expiry",
    "expires",
    "ttl",
    "lifetime",
    "hash",
    "digest",
    "checksum",
    "fingerprint",
    "regex",
    "pattern",
    "template",
    "hint",
    "description",
    "desc",
    "help",
    "prompt",
    "message",
    "msg",
    "error",
    "text",
    "title",
    "style",
    "icon",
    "version",
    "service",
    "server",
    "user",
    "username",
    "plugin",
    "module",
    "backend",
    "store",
    "storage",
    "cache",
    "command",
    "cmd",
    "flag",
    "option",
    "options",
    "param",
    "arg",
    "args",
    "list",
    "map",
    "set",
    "ref",
    "source",
    "kdf",
    "salt",
    "rounds",
    "iterations",
    "level",
    "strength",
    "policy",
    "rule",
    "rules",
    "spec",
    "specs",
    "used",
    "date",
    "time",
    "at",
    "id",
    "ids",
    // A hash function's name as the last word names the secret's digest, stored in its
    // place (`api_secret_sha256`, `password_md5`, `token_bcrypt`), not the secret.
    "md5",
    "sha1",
    "sha224",
    "sha256",
    "sha384",
    "sha512",
    "bcrypt",
    "scrypt",
    "argon2",
    "argon2id",
    "pbkdf2",
    "blake2b",
    "blake3",
];

/// Words before `token` in a key that make it a request's bookkeeping, not a credential: a
/// page's (`NextToken`, `nextPageToken`, `ContinuationToken`), an idempotency key
/// (`ClientRequestToken`, `ChangeToken`), a published proof (`VerificationToken`).
const TOKEN_QUALIFIERS: &[&str] = &[
    "next",
    "page",
    "continuation",
    "continue",
    "pagination",
    "paging",
    "marker",
    "resume",
    "start",
    "input",
    "output",
    "client",
    "request",
    "change",
    "idempotency",
    "sync",
    "cancel",
    "cancellation",
    "action",
    "purchase",
    "verification",
    "csrf",
    "xsrf",
];

/// The last word of the key name `key` (its first run of `[A-Za-z0-9_.-]`), split at `_`, `-`,
/// `.` and a lower-to-upper case change, in lower case.
fn last_word(key: &[u8]) -> Vec<u8> {
    let name: Vec<u8> = key
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
        .copied()
        .collect();
    let mut start = 0;
    for i in 1..name.len() {
        let (Some(a), Some(b)) = (name.get(i - 1), name.get(i)) else {
            continue;
        };
        if matches!(a, b'_' | b'-' | b'.') || (a.is_ascii_lowercase() && b.is_ascii_uppercase()) {
            start = i;
        }
    }
    name.get(start..).unwrap_or_default().to_ascii_lowercase()
}

/// The line's text before a key ends with a blank after a `name=value` pair whose value is
/// no argument a comma ends (`host=db user=app ` before `password=...`).
fn blank_pairs_before(head: &[u8]) -> bool {
    let Some(last) = head.last() else {
        return false;
    };
    let pair = head
        .trim_ascii_end()
        .rsplit(u8::is_ascii_whitespace)
        .next()
        .unwrap_or_default();
    let Some(eq) = pair.iter().position(|b| *b == b'=') else {
        return false;
    };
    matches!(last, b' ' | b'\t')
        && eq > 0
        && eq + 1 < pair.len()
        && pair
            .get(..eq)
            .unwrap_or_default()
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        && !matches!(pair.last(), Some(b',' | b'(' | b')'))
}

/// Providers' prefixes of keys that are public by design (see [`not_secret_shape`]).
const PUBLISHABLE_PREFIXES: &[&[u8]] = &[
    b"pk.eyJ",
    b"pk_live_",
    b"pk_test_",
    b"sb_publishable_",
    b"pk-lf-",
];

/// A value that is plainly something other than a secret, whatever its key: an address
/// (`https://…`, `host:5432`), a path (`/usr/lib/x`, `~/.ssh/id`, `C:\x`), a dotted number
/// (an OID, a version, an IP address).
fn not_secret_shape(val: &[u8]) -> bool {
    // A publishable key, public by its provider's documented prefix: Mapbox's public token
    // (`pk.` and the base64 of its account's JSON, `pk.eyJ...`; its secret one is `sk.`),
    // Stripe's and Clerk's `pk_live_`/`pk_test_`, Supabase's `sb_publishable_`, Langfuse's
    // `pk-lf-`. Each ships in a web page's bundle by design.
    if PUBLISHABLE_PREFIXES.iter().any(|p| val.starts_with(p)) {
        return true;
    }
    // A protocol's name and version (`HTTP/1.1`, `HTTP/2`, `RTSP/1.0`, `SIP/2.0`), as a
    // request line prints it after a URL whose query ends in a key's name.
    if let Some((proto, version)) = val.iter().position(|b| *b == b'/').map(|i| {
        (
            val.get(..i).unwrap_or_default(),
            val.get(i + 1..).unwrap_or_default(),
        )
    }) {
        let digits = version.iter().filter(|b| b.is_ascii_digit()).count();
        if (2..=6).contains(&proto.len())
            && proto.iter().all(u8::is_ascii_uppercase)
            && (1..=2).contains(&digits)
            && version.first().is_some_and(u8::is_ascii_digit)
            && version.iter().all(|b| b.is_ascii_digit() || *b == b'.')
        {
            return true;
        }
    }
    // A parameter's lower-case name and its `=` (`realm=`, `oauth_token=` of an OAuth 1.0
    // header, `Authorization: OAuth realm="..."`): the value is what follows.
    if val
        .strip_suffix(b"=")
        .is_some_and(|n| !n.is_empty() && n.iter().all(|b| b.is_ascii_lowercase() || *b == b'_'))
    {
        return true;
    }
    // A class's name, as a quoted annotation names it (`private_key: "_EllipticCurvePrivateKey"`):
    // capitalised words of two or more letters, nothing else.
    let name = val.strip_prefix(b"_").unwrap_or(val);
    let mut words = 0;
    let mut rest = name;
    while let Some((&first, tail)) = rest.split_first() {
        let lower = tail.iter().take_while(|b| b.is_ascii_lowercase()).count();
        if !first.is_ascii_uppercase() || lower < 1 {
            words = 0;
            break;
        }
        words += 1;
        rest = tail.get(lower..).unwrap_or_default();
    }
    if words >= 2 {
        return true;
    }
    let scheme = val.iter().position(|b| *b == b':').is_some_and(|i| {
        i > 0
            && val.get(i + 1..i + 3) == Some(b"//")
            && val.get(..i).is_some_and(|p| {
                p.iter()
                    .all(|b| b.is_ascii_alphanumeric() || b"+.-".contains(b))
            })
    });
    let host_port = val.iter().filter(|b| **b == b':').count() == 1
        && val
            .split(|b| *b == b':')
            .nth(1)
            .is_some_and(|p| (1..=5).contains(&p.len()) && p.iter().all(u8::is_ascii_digit))
        && val.split(|b| *b == b':').next().is_some_and(|h| {
            h.iter().any(u8::is_ascii_lowercase)
                && h.iter()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b".-".contains(b))
        });
    let path = (val.starts_with(b"/")
        || val.starts_with(b"~/")
        || val.starts_with(b"./")
        || val.starts_with(b"../"))
        && val.iter().filter(|b| **b == b'/').count() >= 2
        && !val.iter().any(|b| matches!(b, b'+' | b'='))
        && val
            .split(|b| *b == b'/')
            .filter(|p| !p.is_empty() && *p != b"." && *p != b"..")
            .all(|p| p.iter().any(u8::is_ascii_lowercase) || p.iter().all(u8::is_ascii_digit))
        // A generated key's alphabet has `/` (`/NKzoRHkyo2VFYv8L/MSXocIGwpVUIO0EWMkkWPY`).
        && !val.split(|b| *b == b'/').any(random_looking);
    // `tests/ui/multi_line.rs`, `config/*.yaml`: a relative path to a file.
    let relative_path = val.contains(&b'/')
        && val.split(|b| *b == b'/').all(|p| {
            !p.is_empty()
                && p.iter().any(|b| b.is_ascii_lowercase() || *b == b'*')
                && p.iter()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_.*-".contains(b))
        })
        && val.rsplit(|b| *b == b'/').next().is_some_and(|f| {
            f.rsplit(|b| *b == b'.')
                .next()
                .is_some_and(|x| (1..=5).contains(&x.len()) && x.iter().all(u8::is_ascii_lowercase))
                && f.contains(&b'.')
        });
    let windows_path = val.len() > 3
        && val.first().is_some_and(u8::is_ascii_alphabetic)
        && val.get(1..3) == Some(b":\\");
    let dotted_number = val.iter().filter(|b| **b == b'.').count() >= 2
        && val.iter().all(|b| b.is_ascii_digit() || *b == b'.');
    // A package manager's version range (`^1.0.0`, `~1.0.3`, `>=0.10.0`, `1.x`,
    // `^2.1.0-beta.3`): an operator, then dotted numbers (or `x`), maybe a pre-release's tag.
    let range = {
        let bare = val.trim_ascii_start();
        let op = bare
            .iter()
            .take(3)
            .take_while(|b| matches!(b, b'^' | b'~' | b'=' | b'<' | b'>' | b'v'))
            .count();
        let core = bare.get(op..).unwrap_or_default();
        let core = core.split(|b| *b == b'-').next().unwrap_or_default();
        core.split(|b| *b == b'.').count() >= 2
            && core.split(|b| *b == b'.').all(|p| {
                !p.is_empty() && (p.iter().all(u8::is_ascii_digit) || p == b"x" || p == b"*")
            })
    };
    // A grammar's repetition (`1*tchar`, `*DIGIT`, `2*4HEXDIG`), as RFCs write them in ABNF.
    let abnf = val.iter().filter(|b| **b == b'*').count() == 1
        && val
            .split(|b| *b == b'*')
            .next()
            .is_some_and(|n| n.iter().all(u8::is_ascii_digit))
        && val.split(|b| *b == b'*').nth(1).is_some_and(|r| {
            let name = r.iter().skip_while(|b| b.is_ascii_digit()).count();
            name >= 3
                && r.iter()
                    .skip_while(|b| b.is_ascii_digit())
                    .all(|b| b.is_ascii_alphabetic() || *b == b'-')
        });
    // An ARN, a date, a value cut short with an ellipsis, a colour (`#ansigreen`, `#ff00aa`).
    let arn = val.starts_with(b"arn:");
    let date = val.len() >= 10
        && val.get(..10).is_some_and(|d| {
            d.iter().enumerate().all(|(i, b)| {
                if i == 4 || i == 7 {
                    *b == b'-'
                } else {
                    b.is_ascii_digit()
                }
            })
        });
    let cut_short = val.ends_with(b"...") || val.ends_with("…".as_bytes());
    let colour = val.first() == Some(&b'#')
        && val.len() > 1
        && (val.iter().skip(1).all(u8::is_ascii_alphabetic)
            || ([4, 7, 9].contains(&val.len()) && val.iter().skip(1).all(u8::is_ascii_hexdigit)));
    // A regular expression's character class (`[A-Za-z0-9._~+/-]+=*`) or anchored pattern.
    let pattern = (val.first() == Some(&b'[') && val.contains(&b']'))
        || (val.first() == Some(&b'^') && val.last() == Some(&b'$'));
    // A path of names (`DistributionList.NextMarker`, `Jobs[-1].JobId`): no digit but in an
    // index, or in names of a path of three or more (`rust_openssl.hpke.MLKEM768Key`); not a
    // token whose parts are dotted and one of them issued at random (`dt0c01.QHZL....`,
    // `sk.eyJ1Ijoi....`, `....atlasv1....`).
    let parts = val.split(|b| *b == b'.').count();
    let names = val.contains(&b'.')
        && !val.split(|b| *b == b'.').any(random_part)
        && val.split(|b| *b == b'.').all(|p| {
            let name = p.split(|b| *b == b'[').next().unwrap_or_default();
            let index = p.get(name.len()..).unwrap_or_default();
            name.first()
                .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
                && name.iter().all(|b| {
                    b.is_ascii_alphabetic() || *b == b'_' || (parts >= 3 && b.is_ascii_digit())
                })
                && (index.is_empty()
                    || (index.starts_with(b"[")
                        && index.ends_with(b"]")
                        && index
                            .iter()
                            .all(|b| b.is_ascii_digit() || matches!(b, b'[' | b']' | b'-'))))
        });
    scheme
        || host_port
        || path
        || relative_path
        || windows_path
        || dotted_number
        || range
        || abnf
        || arn
        || date
        || cut_short
        || colour
        || names
        || pattern
}

/// A part of a value issued at random, not a name a person wrote: 20 bytes or more,
/// generated (see [`generated`]), with 3 digits or more (`QHZLFHOCQS331P3PSP0AT4P0`, not
/// `Http2ConnectionFactory`).
fn random_part(p: &[u8]) -> bool {
    p.len() >= 20 && generated(p) && p.iter().filter(|b| b.is_ascii_digit()).count() >= 3
}

/// `val` is a name in lower camelCase (`proxyAuthentication`, `serverCreds`): letters only,
/// opening in lower case, each capital followed by a lower-case letter.
fn lower_camel_name(val: &[u8]) -> bool {
    val.first().is_some_and(u8::is_ascii_lowercase)
        && val.iter().all(u8::is_ascii_alphabetic)
        && val.iter().any(u8::is_ascii_uppercase)
        && val.iter().enumerate().all(|(i, b)| {
            !b.is_ascii_uppercase() || val.get(i + 1).is_some_and(u8::is_ascii_lowercase)
        })
}

/// `after` (what follows a value) is a statement's `;` and then the line's end (maybe after
/// blanks and a `//` comment).
fn statement_ends(after: &[u8]) -> bool {
    let Some(rest) = after.strip_prefix(b";") else {
        return false;
    };
    let blanks = rest
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    let rest = rest.get(blanks..).unwrap_or_default();
    rest.is_empty() || rest.starts_with(b"\n") || rest.starts_with(b"\r") || rest.starts_with(b"//")
}

/// The value at `s` sits in a column of a listing whose header, up to 30 lines above (no blank
/// line between), names it a digest (`DIGEST`, `HASH`, `CHECKSUM`, `SHA256`, `FINGERPRINT`):
/// the same cell by tabs, or the header's word that starts where the value does.
fn digest_column(hay: &[u8], s: usize) -> bool {
    const DIGESTS: &[&[u8]] = &[
        b"DIGEST",
        b"HASH",
        b"CHECKSUM",
        b"SHA",
        b"SHA1",
        b"SHA256",
        b"SHA512",
        b"MD5",
        b"FINGERPRINT",
    ];
    let head = hay.get(..s).unwrap_or_default();
    let start = head.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    let prefix = head.get(start..).unwrap_or_default();
    let tabs = prefix.iter().filter(|b| **b == b'\t').count();
    let col = prefix.len();
    let mut end = start;
    for _ in 0..30 {
        let Some(prev_end) = end.checked_sub(1) else {
            return false;
        };
        let line_start = hay
            .get(..prev_end)
            .unwrap_or_default()
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1);
        let line = hay.get(line_start..prev_end).unwrap_or_default();
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.trim_ascii().is_empty() {
            return false;
        }
        let cell = if tabs > 0 {
            line.split(|b| *b == b'\t').nth(tabs).unwrap_or_default()
        } else if col > 0 && line.get(col - 1) == Some(&b' ') {
            let rest = line.get(col..).unwrap_or_default();
            let n = rest.iter().take_while(|b| !b.is_ascii_whitespace()).count();
            rest.get(..n).unwrap_or_default()
        } else {
            &[]
        };
        if DIGESTS.contains(&cell.trim_ascii()) {
            return true;
        }
        end = line_start;
    }
    false
}

/// `val` is an e-mail address: a local part, one `@`, and a domain with a dot.
fn email_address(val: &[u8]) -> bool {
    let mut parts = val.split(|b| *b == b'@');
    let (Some(local), Some(domain), None) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    !local.is_empty()
        && local
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'+' | b'-'))
        && domain.contains(&b'.')
        && domain.first().is_some_and(u8::is_ascii_alphanumeric)
        && domain
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-'))
}

/// `val` is a name written in CamelCase (`CanonicalNameCredentialSourcer`,
/// `BatchedProviderA`): letters only, each capital followed by a lower-case letter (or last),
/// each run of lower-case letters at least 2 long. A random string of letters is seldom so.
fn camel_case(val: &[u8]) -> bool {
    val.len() >= 2
        && val.iter().all(u8::is_ascii_alphabetic)
        && val.iter().filter(|b| b.is_ascii_uppercase()).count() >= 2
        && val.iter().enumerate().all(|(i, b)| {
            !b.is_ascii_uppercase() || val.get(i + 1).is_none_or(u8::is_ascii_lowercase)
        })
        && val
            .split(u8::is_ascii_uppercase)
            .skip(1)
            .all(|run| run.is_empty() || run.len() >= 2)
}

/// Methods that turn a string literal into another form of the same text (`"...".to_string()`).
const CONVERSIONS: &[&[u8]] = &[
    b"to_string",
    b"parse",
    b"to_owned",
    b"into",
    b"as_bytes",
    b"as_str",
    b"to_vec",
    b"encode",
    b"getBytes",
    b"toCharArray",
    b"trim",
    // Ruby: a frozen literal is the same literal.
    b"freeze",
    b"dup",
];

/// The key at `hay[k..s]` names a secret: its keyword starts a word or a part of one
/// (`db_password`, `dbPassword`, `PGPASSWORD`, not `pauthtest`) and goes on, if at all, only into
/// a plural or another keyword (`tokens`, `authtoken`, not `authority`, `tokenizer`); `pass` is
/// the key's last word; the key's last word does not name something about the secret
/// (`password_file`). Returns the keyword's length and the lower-case letters that continue it.
fn secret_key(hay: &[u8], k: usize, s: usize) -> Option<(usize, Vec<u8>)> {
    // A line break escaped in a JSON string (`"APP=kassa\\nMAILGUN_KEY=..."`, a tool's result
    // that carries a file) ends the line before an UPPER_CASE name: its `n` is no part of it.
    let escaped = k > 0
        && hay.get(k - 1) == Some(&b'\\')
        && matches!(hay.get(k), Some(b'n' | b'r' | b't'))
        && hay.get(k + 1).is_some_and(u8::is_ascii_uppercase);
    let k = k + usize::from(escaped);
    let key = hay.get(k..s).unwrap_or_default();
    let lower = |i: usize| hay.get(i).is_some_and(u8::is_ascii_lowercase);
    // A password's name glued to a lower-case word before it (`pgpassword`, `rootpasswd`,
    // the Azure Files driver's `azurestorageaccountkey`) still ends in it; another keyword
    // inside a word does not name a secret (`pauthtest`).
    let glued_password = [
        b"password".as_slice(),
        b"passwort",
        b"passwd",
        b"passphrase",
        b"accountkey",
    ]
    .iter()
    .any(|w| {
        key.get(..w.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(w))
            && key.get(w.len()).is_none_or(|b| !b.is_ascii_alphanumeric())
    });
    if k > 0 && lower(k - 1) && lower(k) && !glued_password {
        return None;
    }
    // German writes its nouns capitalised: `Passwort: ...` is a label in prose (`Passwort:
    // nicht mehr gültig`), while a key spells it `passwort`, `PASSWORT` or `db_passwort`.
    if key.starts_with(b"Passwort") {
        return None;
    }
    let kw = KEYWORDS
        .iter()
        .find(|w| {
            key.len() >= w.len()
                && key
                    .get(..w.len())
                    .is_some_and(|p| p.eq_ignore_ascii_case(w.as_bytes()))
        })
        .map_or(0, |w| w.len());
    let cont: Vec<u8> = key
        .get(kw..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| b.is_ascii_lowercase())
        .copied()
        .collect();
    let continues = |w: &[u8]| cont.starts_with(w);
    // A dunder name's closing underscores end it too (`__SMTP_PASS__`, a bundler's define).
    let name_end = key
        .get(kw..)
        .unwrap_or_default()
        .iter()
        .find(|b| **b != b'_')
        .is_none_or(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.')));
    // `pass` names a password only as the key's last word (`SMTP_PASS`, `db.pass`), not in
    // `pass_through`, `passes` or `passed`.
    if kw == 4
        && key
            .get(..4)
            .is_some_and(|p| p.eq_ignore_ascii_case(b"pass"))
        && !name_end
    {
        return None;
    }
    // A release's file named for its package (`kestrel-auth-2.4.1.gem`, `oauth-1.2.0.tar.gz`):
    // a version's dotted number after the keyword names a file, whose value is its checksum.
    let versioned = key
        .get(kw..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
        .collect::<Vec<_>>()
        .windows(3)
        .any(|w| matches!(w, [a, b'.', c] if a.is_ascii_digit() && c.is_ascii_digit()));
    if versioned {
        return None;
    }
    let last = last_word(key);
    if NOT_SECRET_SUFFIXES
        .iter()
        .any(|w| w.as_bytes() == last.as_slice())
        && !issued_secret_id(hay, k, s)
    {
        return None;
    }
    // The name before the keyword, in the same identifier: a type's path (`AWS::IAM::AccessKey`)
    // names a kind of resource, and a qualifier makes a token bookkeeping (`NextToken`).
    let head = hay.get(..k).unwrap_or_default();
    let ident = head
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_alphanumeric())
        .count();
    if head
        .get(..head.len() - ident)
        .is_some_and(|h| h.ends_with(b"::"))
    {
        return None;
    }
    if key
        .get(..5)
        .is_some_and(|w| w.eq_ignore_ascii_case(b"token"))
    {
        let name = head.len()
            - head
                .iter()
                .rev()
                .take(40)
                .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
                .count();
        let before = last_word(
            head.get(name..)
                .unwrap_or_default()
                .strip_suffix(b"_")
                .or_else(|| head.get(name..)?.strip_suffix(b"-"))
                .or_else(|| head.get(name..)?.strip_suffix(b"."))
                .unwrap_or_else(|| head.get(name..).unwrap_or_default()),
        );
        // A client object's member (`client.Token = "..."`, an SDK's credential) is no
        // client's request token (`ClientToken`, `client_token`).
        let member = head.ends_with(b".") && before.as_slice() == b"client";
        if !member
            && TOKEN_QUALIFIERS
                .iter()
                .any(|w| w.as_bytes() == before.as_slice())
        {
            return None;
        }
    }
    let mut alnum: Vec<u8> = key
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric())
        .copied()
        .collect();
    // A .NET configuration path's last section names its key (`Cosmos:Key`, as `dotnet
    // user-secrets list` and `appsettings` paths write it) as `CosmosKey` would.
    let section = key.get(alnum.len()..).unwrap_or_default();
    if let Some(last) = section
        .strip_prefix(b":")
        .filter(|l| l.starts_with(b"Key") && l.get(3).is_none_or(|b| !b.is_ascii_alphanumeric()))
    {
        alnum.extend_from_slice(last.get(..3).unwrap_or_default());
    }
    let camel_key = kw == 0 && upper_words(&alnum).is_some();
    if !cont.is_empty()
        && !camel_key
        && cont != b"s"
        && !KEYWORDS.iter().any(|w| continues(w.as_bytes()))
        && !continues(b"key")
        && !continues(b"orization")
    {
        return None;
    }
    // A name with no keyword but its last word `KEY` (`STRIPE_KEY`, `APP_KEY`): a setting's
    // name in UPPER case, not a key of something public or of a table (`PUBLIC_KEY`,
    // `PRIMARY_KEY`, `CACHE_KEY`).
    if kw == 0 {
        let name: Vec<u8> = key
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .copied()
            .collect();
        // A camelCase name ending in `Key` (`analyticsWriteKey`) is read as its UPPER_CASE
        // words (`ANALYTICS_WRITE_KEY`), and so is a configuration path's last section
        // (`Cosmos:Key`, read above as `CosmosKey`).
        let name = upper_words(&name)
            .or_else(|| upper_words(&alnum))
            .unwrap_or(name);
        // The first word and the one before `KEY` say what the key is for (`CACHE_KEY`,
        // `USER_PUBLIC_KEY`, `REDIS_CACHE_KEY`).
        let mut words = name.split(|b| *b == b'_');
        let first = words.next().unwrap_or_default();
        // A personal access token's `PAT` (`GITHUB_PAT`) is read as its `KEY`.
        let before_key = name
            .strip_suffix(b"_KEY")
            .or_else(|| name.strip_suffix(b"_PAT"))
            .and_then(|n| n.rsplit(|b| *b == b'_').next())
            .unwrap_or_default();
        let word_start =
            escaped || k == 0 || hay.get(k - 1).is_none_or(|b| !b.is_ascii_alphanumeric());
        if !word_start
            || !(name.ends_with(b"_KEY") || name.ends_with(b"_PAT"))
            || !name
                .iter()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'_')
            || NOT_SECRET_KEYS.iter().any(|w| {
                // A product's license key (`KASSA_LICENSE_KEY`) is a secret its vendor
                // issued; `LICENSE_KEY` alone may name a license's identifier.
                (w.as_bytes() == before_key && (before_key != b"LICENSE" || first == b"LICENSE"))
                    || (w.as_bytes() == first && !PRIVILEGED_KEYS.contains(&before_key))
            })
        {
            return None;
        }
    }
    Some((kw, cont))
}

/// The key at `hay[k..]` is `secret_id` in any spelling (`SecretID`, `secretId`, `SECRET-ID`)
/// and the value at `s` (maybe after a quote) a UUID: Vault AppRole's `secret_id` and
/// Consul's ACL token `SecretID` are the secret itself, issued as a UUID, where another
/// `..._id` names a thing (`secret_id = "prod/db"`, AWS's `SecretId` of an ARN).
fn issued_secret_id(hay: &[u8], k: usize, s: usize) -> bool {
    let name: Vec<u8> = hay
        .get(k..)
        .unwrap_or_default()
        .iter()
        .take(12)
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
        .filter(|b| b.is_ascii_alphanumeric())
        .map(u8::to_ascii_lowercase)
        .collect();
    let val = hay.get(s..).unwrap_or_default();
    let val = val
        .strip_prefix(b"\"")
        .or_else(|| val.strip_prefix(b"'"))
        .unwrap_or(val);
    name == b"secretid" && val.get(..36).is_some_and(uuid)
}

/// `v` is a UUID in its 8-4-4-4-12 form of hex digits.
fn uuid(v: &[u8]) -> bool {
    v.len() == 36
        && v.iter().enumerate().all(|(i, b)| {
            if matches!(i, 8 | 13 | 18 | 23) {
                *b == b'-'
            } else {
                b.is_ascii_hexdigit()
            }
        })
}

/// A camelCase (or PascalCase) name that ends in `Key` (`analyticsWriteKey`, `ServerKey`), as
/// UPPER_CASE words joined by `_` (`ANALYTICS_WRITE_KEY`); `None` for any other name.
fn upper_words(name: &[u8]) -> Option<Vec<u8>> {
    let camel = name.first().is_some_and(u8::is_ascii_alphabetic)
        && name.get(1).is_some_and(u8::is_ascii_lowercase)
        && name.len() > 3
        && name.ends_with(b"Key")
        && name.iter().all(u8::is_ascii_alphanumeric);
    camel.then(|| {
        let mut out = Vec::with_capacity(name.len() + 4);
        for &b in name {
            if b.is_ascii_uppercase() && !out.is_empty() {
                out.push(b'_');
            }
            out.push(b.to_ascii_uppercase());
        }
        out
    })
}

/// Words right before `KEY` that name a privileged key whatever its service's first word says
/// (`SEARCH_ADMIN_KEY`, `STORAGE_MASTER_KEY`, `CONFIG_WRITE_KEY` are no public search, storage or
/// configuration key).
const PRIVILEGED_KEYS: &[&[u8]] = &[b"ADMIN", b"MASTER", b"WRITE", b"SERVER", b"MANAGEMENT"];

/// First words of an UPPER_CASE `..._KEY` name with no keyword that name a key that is no
/// secret: a public one, a table's, a cache's, a sort's.
const NOT_SECRET_KEYS: &[&str] = &[
    "PUBLIC",
    "PUB",
    "PRIMARY",
    "FOREIGN",
    "SORT",
    "PARTITION",
    "CACHE",
    "HASH",
    "DICT",
    "MAP",
    "INDEX",
    "LOOKUP",
    "ROUTING",
    // camelCase names' first words (`queryKey`, `idempotencyKey`, `localStorageKey`).
    "QUERY",
    "IDEMPOTENCY",
    "LOCAL",
    "DEDUP",
    "LOCK",
    "SHARD",
    "CONFIG",
    "REGISTRY",
    "SSH",
    "GPG",
    "PGP",
    "HOT",
    "SHORTCUT",
    "KEYBOARD",
    "UNIQUE",
    "ROW",
    "SEARCH",
    "GROUP",
    "ORDER",
    "FIELD",
    "OBJECT",
    "STATE",
    "STORAGE",
    "ENV",
    "TRANSLATION",
    "I18N",
    "MODIFIER",
    "ESCAPE",
    "ENTER",
    "TAB",
    "SPACE",
    "BACKSPACE",
    "DELETE",
    "CTRL",
    "ALT",
    "SHIFT",
    "META",
    "CMD",
    "ARROW",
    "LEFT",
    "RIGHT",
    "UP",
    "DOWN",
    "HOME",
    "END",
    "F1",
    "F2",
    "F3",
    "F4",
    "F5",
    "F6",
    "F7",
    "F8",
    "F9",
    "F10",
    "F11",
    "F12",
    "NUM",
    "MAX",
    "MIN",
    "DEFAULT",
    "LICENSE",
    "SITE",
    "RECAPTCHA",
];

/// A value under an UPPER_CASE `..._KEY` name with no keyword is a key only if it looks
/// generated: 16 or more bytes, a digit and a letter, and 3 bits of entropy per byte; not words
/// in lower case with a digit or two (`google_oauth2_flow_`, a dictionary's key).
fn generated(val: &[u8]) -> bool {
    let wordy = val
        .split(|b| !b.is_ascii_alphanumeric())
        .filter(|p| !p.is_empty())
        .all(|p| {
            p.iter()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                && p.iter().filter(|b| b.is_ascii_digit()).count() <= 2
        });
    val.len() >= 16
        && !wordy
        && val.iter().any(u8::is_ascii_digit)
        && val.iter().any(u8::is_ascii_alphabetic)
        && entropy(std::str::from_utf8(val).unwrap_or("")) >= 3.0
}

/// A literal that is a secret by its look alone (see [`Check::Generated`]): generated, not a
/// placeholder, not words joined with a number, and not an address (`https://...`,
/// `host:8443`) or a path.
fn generated_literal(val: &str) -> bool {
    let port = val
        .rsplit_once(':')
        .is_some_and(|(_, p)| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    // Words joined by `.`, `_` or `-` with a number (`orders.by_customer.2024`) name a thing.
    let plain = val
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'.' | b'_' | b'-'));
    let words = val
        .split(['.', '_', '-'])
        .filter(|p| plain && p.len() >= 2 && p.bytes().all(|b| b.is_ascii_lowercase()))
        .count();
    generated(val.as_bytes())
        && words < 2
        && !is_placeholder(val)
        && !token_placeholder(val, 8)
        && !val.contains("://")
        && !val.starts_with(['/', '.', '~'])
        && !port
}

/// A literal `hay[s..e]` in an expression after the secret-named key at `k` (see
/// [`Check::Expression`]): the key names a secret ([`secret_key`]; `login` only as a call's
/// name); the literal is closed by its quote, not the receiver of a method other than a
/// conversion nor joined to more by an operator; a call is not named by a verb
/// (`check_password(user, "...")`); and the literal holds a digit or a symbol, or is long and
/// random-looking.
fn expression_literal(hay: &[u8], k: usize, s: usize, e: usize) -> bool {
    let key = hay.get(k..s).unwrap_or_default();
    let login = key
        .get(..5)
        .is_some_and(|w| w.eq_ignore_ascii_case(b"login"));
    if login {
        let after = key.get(5..).unwrap_or_default();
        let lower = |i: usize| hay.get(i).is_some_and(u8::is_ascii_lowercase);
        if (k > 0 && lower(k - 1)) || after.first().is_some_and(u8::is_ascii_alphanumeric) {
            return false;
        }
        // An anonymous login (FTP's `anonymous` or `ftp` user) gives an e-mail address as
        // its password by convention (`login("anonymous", "jane@example.org")`).
        let val = hay.get(s..e).unwrap_or_default();
        let user = after
            .get(..after.len().min(40))
            .unwrap_or_default()
            .to_ascii_lowercase();
        if (user.windows(9).any(|w| w == b"anonymous")
            || user.windows(5).any(|w| w == b"\"ftp\"" || w == b"'ftp'"))
            && email_address(val)
        {
            return false;
        }
    }
    // A login's second argument is its password: a passphrase of words is one there too
    // (`s.login("ana@example.org", "harborLanternWalrus")`).
    let mut letters = login && letters_password(hay.get(s..e).unwrap_or_default());
    if !login {
        match secret_key(hay, k, s) {
            None => return false,
            Some((0, _)) if !generated(hay.get(s..e).unwrap_or_default()) => return false,
            Some((kw, _)) => {
                let val = hay.get(s..e).unwrap_or_default();
                let word = key.get(..kw).unwrap_or_default().to_ascii_lowercase();
                // A call named `auth` takes a password (`red:auth(user, "...")`).
                let auth_call = auth_method(hay, k) && key.get(kw) == Some(&b'(');
                letters = (password_word(&word) || auth_call)
                    && (letters_password(val) || stand_in_password(val));
            }
        }
    }
    if !argument_literal(hay, s, e, letters) {
        return false;
    }
    // Between the key's name and the literal: a call's `(` and a comma make it a call's (or a
    // tuple's) argument; its name is the identifier around the key.
    let name_len = key
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
        .count();
    let between = hay.get(k + name_len..s).unwrap_or_default();
    let call = between.contains(&b'(') && between.contains(&b',');
    if login && !call {
        return false;
    }
    // The next argument after a quoted key's call (`cmp.Or(os.Getenv("KEY"), "...")`) is a
    // fallback only when that call looks the key up (`getenv`, `LookupEnv`, `env::var`,
    // `config.get`, `viper.GetString`), not `hash("password"), "5f4dcc..."`.
    let trimmed = between.trim_ascii_start();
    let quote = usize::from(trimmed.first() == Some(&b'\\'));
    if matches!(trimmed.get(quote), Some(b'"' | b'\''))
        && trimmed
            .get(quote + 1..)
            .and_then(|t| t.trim_ascii_start().strip_prefix(b")"))
            .is_some_and(|t| t.trim_ascii_start().starts_with(b","))
        && !call
    {
        let ident = hay
            .get(..k)
            .unwrap_or_default()
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
            .count();
        let open = (k - ident).checked_sub(2);
        let name = open
            .filter(|&o| hay.get(o) == Some(&b'('))
            .and_then(|o| hay.get(o.saturating_sub(12)..o))
            .unwrap_or_default()
            .to_ascii_lowercase();
        if ![
            b"env".as_slice(),
            b"get",
            b"var",
            b"lookup",
            b"fetch",
            b"string",
        ]
        .iter()
        .any(|w| name.ends_with(w))
        {
            return false;
        }
    }
    if call {
        let before = hay.get(..k).unwrap_or_default();
        let start = before.len()
            - before
                .iter()
                .rev()
                .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                .count();
        let ident = hay.get(start..k + name_len).unwrap_or_default();
        let first: Vec<u8> = ident
            .iter()
            .enumerate()
            .take_while(|(i, b)| b.is_ascii_alphanumeric() && (*i == 0 || !b.is_ascii_uppercase()))
            .map(|(_, b)| b.to_ascii_lowercase())
            .collect();
        if VERBS.contains(&first.as_slice()) {
            return false;
        }
    }
    true
}

/// A quoted literal `hay[s..e]` written as a call's argument: not plainly something else (a
/// URL, a path), closed by its quote, not the receiver of a method other than a conversion nor
/// joined to more by an operator, and holding a digit or a symbol, or long and random-looking.
fn argument_literal(hay: &[u8], s: usize, e: usize, password: bool) -> bool {
    let val = hay.get(s..e).unwrap_or_default();
    // Where the place says password, capitalised words run together are a passphrase
    // (`BlueHarbor`), not the class's name they would be elsewhere.
    if not_secret_shape(val) && !(password && passphrase_shape(val)) {
        return false;
    }
    let Some(quote) = s.checked_sub(1).and_then(|i| hay.get(i)).copied() else {
        return false;
    };
    let after = hay.get(e..).unwrap_or_default();
    if after.first() != Some(&quote) {
        return false;
    }
    let rest = after.get(1..).unwrap_or_default();
    if rest.first() == Some(&b'.') {
        let method: Vec<u8> = rest
            .iter()
            .skip(1)
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .copied()
            .collect();
        if !method.is_empty() && !CONVERSIONS.contains(&method.as_slice()) {
            return false;
        }
    }
    // `%>` closes an embedded Ruby tag (`<%= ENV['PW'] || '...' %>`); `%` alone formats.
    let next = rest.iter().position(|b| !matches!(b, b' ' | b'\t'));
    if next.is_some_and(|i| {
        matches!(rest.get(i), Some(b'+' | b'%' | b'*'))
            && !(rest.get(i) == Some(&b'%') && rest.get(i + 1) == Some(&b'>'))
    }) {
        return false;
    }
    let symbol = |b: &u8| !b.is_ascii_alphanumeric() && !matches!(b, b'_' | b'-' | b'.');
    let random = val.len() >= 16
        && !camel_case(val)
        && val.iter().any(u8::is_ascii_uppercase)
        && val.iter().any(u8::is_ascii_lowercase)
        && entropy(std::str::from_utf8(val).unwrap_or("")) >= 3.5;
    val.iter().any(u8::is_ascii_digit) || val.iter().any(symbol) || random || password
}

/// An option's constant and its value as a call's last two arguments, the value quoted
/// (`curl_easy_setopt(h, CURLOPT_PASSWORD, "...")`, PHP's `curl_setopt($ch, CURLOPT_USERPWD,
/// "...")`): the name around the keyword at `k` is in UPPER case with a `_`, is an argument
/// itself (after `(` or `,`), and the call closes after the value (`rest`, after its quote).
fn option_argument(hay: &[u8], k: usize, rest: &[u8]) -> bool {
    let ident = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_';
    let head = hay.get(..k).unwrap_or_default();
    let ns = head.len() - head.iter().rev().take_while(|b| ident(b)).count();
    let ne = k + hay
        .get(k..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| ident(b))
        .count();
    let name = hay.get(ns..ne).unwrap_or_default();
    let upper = name.len() >= 6
        && name.contains(&b'_')
        && name
            .iter()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'_');
    let argument = matches!(
        head.get(..ns)
            .unwrap_or_default()
            .iter()
            .rev()
            .find(|b| !matches!(b, b' ' | b'\t')),
        Some(b',' | b'(')
    );
    let closes = rest.iter().find(|b| !matches!(b, b' ' | b'\t')) == Some(&b')');
    upper && argument && closes
}

/// The length of an HTTP authorization scheme and its blanks at the end of `head` (`Basic `,
/// `token `, `Bearer `, `OAuth `, `ApiKey `), or 0.
fn auth_scheme_before(head: &[u8]) -> usize {
    let blanks = head
        .iter()
        .rev()
        .take(3)
        .take_while(|b| **b == b' ')
        .count();
    if blanks == 0 {
        return 0;
    }
    let word = head.get(..head.len() - blanks).unwrap_or_default();
    ["basic", "token", "bearer", "oauth", "apikey"]
        .iter()
        .find(|w| {
            word.len() >= w.len()
                && word
                    .get(word.len() - w.len()..)
                    .is_some_and(|t| t.eq_ignore_ascii_case(w.as_bytes()))
                && word
                    .get(..word.len() - w.len())
                    .and_then(|h| h.last())
                    .is_none_or(|b| !b.is_ascii_alphanumeric())
        })
        .map_or(0, |w| w.len() + blanks)
}

/// `val` follows `Basic ` and is the base64 of `user:password` whose password stands in for one
/// (`dXNlcjpwYXNz`, "user:pass"; a test's `dXNlcg==`, "user") or repeats the user; a stand-in
/// people deploy as a password (`app:hunter2`, [`stand_in_password`]) is the password.
fn basic_placeholder(head: &[u8], val: &str) -> bool {
    let n = auth_scheme_before(head);
    let scheme = head.get(head.len() - n..).unwrap_or_default();
    let basic = scheme
        .get(..5)
        .is_some_and(|w| w.eq_ignore_ascii_case(b"basic"));
    let Some(plain) = base64url_decode(val).and_then(|b| String::from_utf8(b).ok()) else {
        return false;
    };
    // Without the scheme, only base64 that decodes to words (npm's `_auth` of
    // "user:not my real password"): a generated secret decodes to bytes, not prose.
    let words =
        val.len() >= 12 && plain.contains(' ') && plain.bytes().all(|b| (0x20..0x7f).contains(&b));
    if !(basic || words) {
        return false;
    }
    match plain.split_once(':') {
        // A stand-in word deployed as the password is the password (`app:hunter2`).
        Some((user, pass)) => {
            pass.is_empty()
                || pass == user
                || (is_placeholder(pass) && !stand_in_password(pass.as_bytes()))
        }
        None => is_placeholder(&plain),
    }
}

/// The part of an unquoted value before a query string's next parameter
/// (`pw&useSSL=false` of `?password=pw&useSSL=false`): the value the checks judge, though
/// the finding masks it all.
pub(crate) fn before_next_parameter(val: &[u8]) -> usize {
    val.iter()
        .enumerate()
        .find(|&(i, b)| {
            *b == b'&'
                && i > 0
                && val
                    .get(i + 1)
                    .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
                && val
                    .get(i + 1..)
                    .unwrap_or_default()
                    .iter()
                    .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-')))
                    == Some(&b'=')
        })
        .map_or(val.len(), |(i, _)| i)
}

/// The length of a string literal's prefix before the quote at `open`: Python's `r`, `b`, `u`,
/// `f` (and two of them), Rust's `r#` and `b`, T-SQL's `N`, after a byte that is no name's.
fn string_prefix(hay: &[u8], open: usize) -> usize {
    let head = hay.get(..open).unwrap_or_default();
    let hashes = head
        .iter()
        .rev()
        .take(3)
        .take_while(|b| **b == b'#')
        .count();
    let head = head.get(..head.len() - hashes).unwrap_or_default();
    let letters = head
        .iter()
        .rev()
        .take(3)
        .take_while(|b| b"rbufnRBUFN".contains(b))
        .count();
    let head = head.get(..head.len() - letters).unwrap_or_default();
    let alone = head
        .last()
        .is_none_or(|b| !(b.is_ascii_alphanumeric() || *b == b'_'));
    if (1..=2).contains(&letters) && alone {
        letters + hashes
    } else {
        0
    }
}

/// Where a literal opens once a conversion that wraps it (`String::from("...")`,
/// `Some("...")`) is read as part of it: the operator is read before it, as for the bare
/// literal.
fn unwrap_conversion(hay: &[u8], open: usize) -> usize {
    let head = hay.get(..open).unwrap_or_default();
    let trimmed = head.len()
        - head
            .iter()
            .rev()
            .take(3)
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
            .count();
    let head = head.get(..trimmed).unwrap_or_default();
    crate::rules::WRAPPERS
        .iter()
        .find_map(|w| {
            let h = head.strip_suffix(b"(")?;
            let start = h.len().checked_sub(w.len())?;
            let ident = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b':');
            (h.get(start..)?.eq_ignore_ascii_case(w.as_bytes())
                && start
                    .checked_sub(1)
                    .and_then(|i| h.get(i))
                    .is_none_or(|b| !ident(b)))
            .then_some(start)
        })
        .unwrap_or_else(|| parenthesised(hay, open))
}

/// Where a literal opens once the parentheses around it after an assignment's operator are
/// read as part of it (`API_TOKEN = (\n    "..."\n)`, as Python writes a long literal or
/// adjacent ones across lines): its `(`, when `=` or `:` comes before it; else `open`.
fn parenthesised(hay: &[u8], open: usize) -> usize {
    let head = hay.get(..open).unwrap_or_default();
    let blank = |b: &&u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    let ws = head.iter().rev().take(40).take_while(blank).count();
    let Some(p) = (head.len() - ws).checked_sub(1) else {
        return open;
    };
    let operator = head.get(..p).unwrap_or_default().trim_ascii_end().last();
    if head.get(p) == Some(&b'(') && matches!(operator, Some(b'=' | b':')) {
        p
    } else {
        open
    }
}

/// What [`assigned_literal`] makes of a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Literal {
    /// Not a literal, or not one that can be a secret.
    No,
    /// A literal that can be a secret, unless it is a placeholder.
    Yes,
    /// A stand-in word under a password's key ([`stand_in_password`]): the password.
    StandIn,
}

/// A bare value `hay[s..e]` that is a YAML tag before the value it applies to: `!` and a
/// name, a blank, and more on its line (Home Assistant's `password: !secret mqtt_password`,
/// `!env_var`, `!include`, CloudFormation's `!Ref DbPassword`). The value is a reference the
/// tag resolves, not a literal; `!Passw0rd` alone on its line is one.
fn yaml_tag(hay: &[u8], s: usize, e: usize) -> bool {
    let val = hay.get(s..e).unwrap_or_default();
    let after = hay.get(e..).unwrap_or_default();
    let blanks = after
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    val.first() == Some(&b'!')
        && val.get(1).is_some_and(u8::is_ascii_alphabetic)
        && val
            .iter()
            .skip(1)
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b':'))
        && s.checked_sub(1)
            .and_then(|i| hay.get(i))
            .is_some_and(|b| matches!(b, b' ' | b'\t'))
        && blanks > 0
        && after
            .get(blanks)
            .is_some_and(|b| !matches!(b, b'\r' | b'\n' | b'#'))
}

/// The value `hay[s..e]` after the secret-named key at `k` is a literal someone wrote there,
/// not code computing it, nor a word that merely contains a keyword:
/// - the keyword starts a word or a part of one (`db_password`, `dbPassword`, `PGPASSWORD`,
///   not `pauthtest`), and goes on, if at all, only into a plural or another keyword
///   (`tokens`, `authtoken`, not `authority`, `tokenizer`);
/// - a quoted value ends at the same quote (also JSON-escaped) and is not the receiver of a
///   method other than a conversion; after a comma (`f("KEY", "value")`) the key is quoted too;
/// - an unquoted value is not called, indexed, a macro, a type, a path (`a::b`, `a.b.c`), a
///   reference, a number or a CONSTANT, and follows `>` only in an element (`<k>v</k>`); a
///   macro's `!` (`quote! {`) is not a password's;
/// - a value after blanks alone follows an upper-case key (`API_KEY value`) or any key of a
///   Dockerfile's `ENV` or `ARG`, and holds a digit and a letter;
/// - and it holds a digit or a symbol (a word or a name is not a password), or is long and
///   random-looking; or, under a password's key, it is a stand-in word people deploy
///   ([`stand_in_password`]) that is quoted, an element's text, or ends its line, its quoted
///   argument or its parameter ([`Literal::StandIn`]).
fn assigned_literal(hay: &[u8], k: usize, s: usize, e: usize) -> Literal {
    let val = hay.get(s..e).unwrap_or_default();
    // A listing's column that its header names a digest (`fly secrets list`'s `NAME DIGEST
    // CREATED AT`) holds a hash of the secret, not the secret.
    if digest_column(hay, s) {
        return Literal::No;
    }
    let key = hay.get(k..s).unwrap_or_default();
    // Under a password's key, capitalised words run together are a passphrase
    // (`NectarMaison`), not the class's name they would be under another key.
    let password_key = key
        .get(..4)
        .is_some_and(|w| w.eq_ignore_ascii_case(b"pass"))
        || key.get(..3).is_some_and(|w| w.eq_ignore_ascii_case(b"pwd"))
        || (key
            .get(..5)
            .is_some_and(|w| w.eq_ignore_ascii_case(b"auth("))
            && auth_method(hay, k))
        || redis_auth(hay, k, e);
    if not_secret_shape(val) && !(password_key && passphrase_shape(val)) {
        return Literal::No;
    }
    // A form's or a query's empty parameter (`password=&csrf=...`): the next parameter
    // follows, not a value.
    let parameter = val
        .get(1..)
        .unwrap_or_default()
        .iter()
        .take(41)
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
        .count();
    if val.first() == Some(&b'&')
        && (1..=40).contains(&parameter)
        && val.get(1 + parameter) == Some(&b'=')
        && s > 0
        && hay.get(s - 1) == Some(&b'=')
    {
        return Literal::No;
    }
    if in_arn(hay, k) {
        return Literal::No;
    }
    // An HTTP authorization scheme before the credentials (`Authorization: Basic ...`,
    // `"token ..."`) is part of the value as written: the literal opens before it.
    // The key's own keyword is no scheme (`token HTTP/1.1` in a request line).
    let scheme = auth_scheme_before(hay.get(..s).unwrap_or_default());
    let vs = if s - scheme > k { s - scheme } else { s };
    let before = vs.checked_sub(1).and_then(|i| hay.get(i)).copied();
    let after = hay.get(e..).unwrap_or_default();
    let quoted = matches!(before, Some(b'"' | b'\'' | b'`'));
    let escaped = quoted && vs >= 2 && hay.get(vs - 2) == Some(&b'\\');
    let open = vs - usize::from(quoted) - usize::from(escaped);
    // A string that holds a quoted string (`"\"...\""`, Gradle's `buildConfigField`): the
    // literal opens at the outer quote.
    let nested =
        escaped && open > 0 && hay.get(open - 1) == Some(&b'"') && after.starts_with(b"\\\"\"");
    let open = open - usize::from(nested);
    // `@` before a verbatim literal (`@"..."`); `<![CDATA[` before an element's value.
    let open = open
        - if quoted {
            usize::from(open > 0 && hay.get(open - 1) == Some(&b'@')) + string_prefix(hay, open)
        } else if hay.get(..open).is_some_and(|h| h.ends_with(b"<![CDATA[")) {
            9
        } else {
            0
        };
    // A Python f-string that interpolates (`f"share-{id}"`), or a JavaScript template literal
    // that does (`` `)${glob}` ``), is an expression.
    let prefix = hay
        .get(open..vs - usize::from(quoted) - usize::from(escaped))
        .unwrap_or_default();
    if (prefix.iter().any(|b| matches!(b, b'f' | b'F')) && val.contains(&b'{'))
        || (before == Some(b'`') && val.windows(2).any(|w| w == b"${"))
    {
        return Literal::No;
    }
    // TOML's and Python's triple-quoted string (`password = """..."""`): the literal opens at
    // its first quote.
    let triple = quoted
        && !escaped
        && before.is_some_and(|q| {
            open >= 2
                && hay.get(open - 2..open) == Some(&[q, q][..])
                && after.starts_with(&[q, q, q])
        });
    let open = open - if triple { 2 } else { 0 };
    // Conversions that wrap the literal (`String::from("...")`, `Some("...")`, two of them in
    // `Secret::new(String::from("..."))`): the operator is read before them.
    let open = if quoted {
        unwrap_conversion(hay, unwrap_conversion(hay, open))
    } else {
        open
    };
    // The operator: the last of `:`, `=`, `>`, `,`, `(` between key and value; none for blanks;
    // `:` for a YAML block scalar (`key: |` and the value on the next line).
    // A parameter expansion's default (`${DB_PASSWORD-...}`): a `-` before the value, a `}`
    // after it, and `${` before the name.
    let name = hay
        .get(..k)
        .unwrap_or_default()
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    let expansion = open > 0
        && hay.get(open - 1) == Some(&b'-')
        && hay.get(e + usize::from(quoted)) == Some(&b'}')
        && hay.get(..k - name).is_some_and(|h| h.ends_with(b"${"));
    // The key ends before an expansion's `-` (`${SMTP_PASS-...}`: `pass` is the last word).
    let Some((kw, cont)) = secret_key(hay, k, if expansion { open - 1 } else { s }) else {
        return Literal::No;
    };
    let op = if expansion {
        Some(b'=')
    } else if block_scalar(hay.get(..open).unwrap_or_default()) {
        Some(b':')
    } else {
        hay.get(..open)
            .unwrap_or_default()
            .iter()
            .rev()
            .take_while(|b| {
                matches!(
                    b,
                    b' ' | b'\t' | b'\n' | b'\r' | b':' | b'=' | b'>' | b',' | b'(' | b'|' | b'?'
                )
            })
            .find(|b| matches!(b, b':' | b'=' | b'>' | b',' | b'(' | b'|' | b'?'))
            .copied()
    };
    // An Erlang or Elixir tuple's atom and its string (`{password, "..."}`), or an Erlang
    // macro's name and its value (`-define(DB_PASSWORD, "...")`): a name and its value.
    let tuple = op == Some(b',') && quoted && {
        let head = hay.get(..k).unwrap_or_default();
        let word = head
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        let head = head.get(..head.len() - word).unwrap_or_default();
        let head = head.trim_ascii_end();
        head.ends_with(b"{") || head.ends_with(b"-define(")
    };
    // A literal fallback (`process.env.API_KEY || "..."`, `ENV['PASSWORD'] || '...'`,
    // `?? '...'`): only a quoted literal is a value; anything else is an expression.
    if matches!(op, Some(b'|' | b'?')) && !quoted {
        return Literal::No;
    }
    // A setter's argument (`.password("...")`, `setApiKey("...")`, `setClientSecret("...")`,
    // `.webhook_secret("...")`): a quoted literal, the key the last words of the method's name,
    // made only of keywords; the words before it `set`/`with` and more words, or a builder's
    // noun after a `.` (`.webhook_`), never a verb (`.verify_token("...")`).
    if op == Some(b'(') {
        let before = hay.get(..k).unwrap_or_default();
        let ident_len = before
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        let ident = before.get(before.len() - ident_len..).unwrap_or_default();
        let outside = before.get(..before.len() - ident_len).unwrap_or_default();
        let lower = ident.to_ascii_lowercase();
        let setter = ["set", "with"].iter().any(|p| {
            lower.starts_with(p.as_bytes())
                && ident
                    .get(p.len())
                    .is_none_or(|b| *b == b'_' || b.is_ascii_uppercase())
        }) && outside
            .last()
            .is_none_or(|b| !(b.is_ascii_alphanumeric() || *b == b'_'));
        let first_word: Vec<u8> = lower
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric())
            .copied()
            .collect();
        // A method's receiver: `obj.`, Lua's `obj:` (`red:auth("...")`); not a path's `::`.
        // (Perl's `$obj->` stays out: its test suites call such methods with examples.)
        let receiver =
            outside.ends_with(b".") || (outside.ends_with(b":") && !outside.ends_with(b"::"));
        let noun = receiver
            && !ident.first().is_some_and(u8::is_ascii_uppercase)
            && !VERBS.contains(&first_word.as_slice());
        let method = ident.is_empty() && receiver || setter || noun;
        let name: Vec<u8> = key
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .map(u8::to_ascii_lowercase)
            .collect();
        let rest_of_name = name.get(kw..).unwrap_or_default();
        let rest_of_name = rest_of_name.strip_prefix(b"_").unwrap_or(rest_of_name);
        // `t.pass("tests/ui/*.rs")`: a method named `pass` is a verb.
        if !quoted
            || !method
            || ident.eq_ignore_ascii_case(b"pass")
            || !(rest_of_name.is_empty()
                || rest_of_name == b"key"
                || KEYWORDS.iter().any(|w| w.as_bytes() == rest_of_name))
        {
            return Literal::No;
        }
    }
    if op.is_none() {
        let word: Vec<u8> = hay
            .get(..open)
            .unwrap_or_default()
            .iter()
            .rev()
            .skip_while(|b| matches!(b, b' ' | b'\t'))
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
            .copied()
            .collect();
        // `ENV Name value` in a Dockerfile names any key; elsewhere only an UPPER_CASE one.
        let blanks = hay
            .get(..open)
            .unwrap_or_default()
            .iter()
            .rev()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        let line = hay
            .get(..open.saturating_sub(blanks + word.len()))
            .unwrap_or_default()
            .trim_ascii_end();
        let docker = [b"ENV", b"ARG"].iter().any(|i| {
            line.ends_with(*i)
                && line
                    .get(..line.len() - 3)
                    .is_none_or(|h| h.last().is_none_or(|b| b.is_ascii_whitespace()))
        });
        // `.netrc`: `machine HOST login USER password VALUE`; HAProxy's userlist: `user NAME
        // insecure-password VALUE` (`word` is read backwards).
        let mut words = line.rsplit(|b| b.is_ascii_whitespace());
        let named = words.next().is_some_and(|u| !u.is_empty());
        let before_name = words.next();
        // `.authinfo` puts a `port N` between the user and the password.
        let this_line = line
            .get(line.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1)..)
            .unwrap_or_default()
            .trim_ascii_start();
        let netrc_line = (this_line.starts_with(b"machine ") || this_line.starts_with(b"default "))
            && this_line.windows(7).any(|w| w == b" login ");
        let netrc = named
            && ((word.iter().rev().eq(b"password".iter())
                && (before_name == Some(b"login".as_slice()) || netrc_line))
                || (word.iter().rev().eq(b"insecure-password".iter())
                    && before_name == Some(b"user".as_slice())));
        // Prose that names a user and then gives the password (`user is app, password ...`,
        // `login: app, password ...`): the user's name ends with a comma (`word` is read
        // backwards).
        let pair = (word.iter().rev().eq(b"password".iter())
            || word.iter().rev().eq(b"passwd".iter()))
            && {
                let mut w = line
                    .rsplit(|b| b.is_ascii_whitespace())
                    .filter(|w| !w.is_empty());
                w.next().is_some_and(|u| u.len() > 1 && u.ends_with(b",")) && {
                    let mut n = w.next();
                    if n.is_some_and(|x| x.eq_ignore_ascii_case(b"is") || x == b"=") {
                        n = w.next();
                    }
                    n.is_some_and(|x| {
                        let x = x.strip_suffix(b":").unwrap_or(x);
                        [b"user".as_slice(), b"username", b"login", b"user:"]
                            .iter()
                            .any(|u| x.eq_ignore_ascii_case(u))
                    })
                }
            };
        // A command line's option: `--password VALUE`, `--api-token VALUE`.
        let option = word.ends_with(b"--");
        // A value with a digit and a letter, or (under a password's key) a password of letters
        // (`qwertyuiop`, `correct-horse-battery`), or a long random one.
        let kwd = key.get(..kw).unwrap_or_default().to_ascii_lowercase();
        let plain = (val.iter().any(u8::is_ascii_digit) && val.iter().any(u8::is_ascii_alphabetic))
            || ((password_word(&kwd) || redis_auth(hay, k, e))
                && (letters_password(val)
                    || passphrase_shape(val)
                    // A coined password ends its setting (a line, a quote, a separator),
                    // where a word of a sentence has more words after it.
                    || (coined_password(val) && ends_setting(after))
                    // After the key's own word, not its closing quote (prose's `'passwd'
                    // service`).
                    || (!word.is_empty() && stand_in_password(val))
                    // A word with a symbol added (`baseball!`): a weak password, not prose.
                    || (!word.is_empty()
                        && val.len() >= 6
                        && val.iter().any(u8::is_ascii_alphabetic)
                        && val
                            .iter()
                            .any(|b| b"!#$%&*?@^".contains(b)))))
            || weak_password(&String::from_utf8_lossy(val).to_ascii_lowercase())
            || random_looking(val);
        // A message that quotes the value after its name (a log's or an exception's
        // `login failed with password '...'`, `Invalid dbPassword '...'`): the name's keyword
        // ends its word, and the quoted literal ends where a sentence, a clause or the message's own string can.
        // Markdown quotes it as code (`` with password `...` `` in a ticket or an incident note).
        let prose = matches!(before, Some(b'"' | b'\'' | b'`'))
            && !escaped
            // `pass "..."` in prose is the verb.
            && !word.eq_ignore_ascii_case(b"ssap")
            && key
                .get(kw..)
                .is_some_and(|r| {
                    r.iter()
                        .all(|b| matches!(b, b' ' | b'\t' | b'"' | b'\'' | b'`'))
                })
            && before.is_some_and(|q| {
                after.first() == Some(&q)
                    && after.get(1).is_none_or(|b| {
                        matches!(
                            b,
                            b' ' | b'\t'
                                | b'\r'
                                | b'\n'
                                | b','
                                | b'.'
                                | b';'
                                | b')'
                                | b']'
                                | b'"'
                                | b'\''
                                | b'`'
                        )
                    })
            });
        // A configuration directive and its value alone on their line (Apache's
        // `AuthLDAPBindPassword ...`, nginx's `proxy_set_header X-Api-Key ...;`): the key, a
        // name written as code (`_`, `-` or an inner capital), opens its line or follows a
        // directive that sets a header, and the value (maybe with nginx's `;`) ends the line.
        // A log's bare value after `with password` (`connecting as app with password ...`)
        // ends its message, and holds more than letters (prose goes on with a word).
        let before_word = hay
            .get(..open.saturating_sub(blanks + word.len()))
            .unwrap_or_default();
        let head = before_word
            .get(
                before_word
                    .iter()
                    .rposition(|b| *b == b'\n')
                    .map_or(0, |i| i + 1)..,
            )
            .unwrap_or_default();
        let head_words: Vec<&[u8]> = head
            .split(|b| matches!(b, b' ' | b'\t'))
            .filter(|w| !w.is_empty())
            .collect();
        let ends_line = after
            .strip_prefix(b";")
            .unwrap_or(after)
            .iter()
            .find(|b| !matches!(b, b' ' | b'\t'))
            .is_none_or(|b| matches!(b, b'\n' | b'\r'));
        let code_name = word
            .iter()
            .rev()
            .skip(1)
            .any(|b| b.is_ascii_uppercase() || matches!(b, b'_' | b'-'));
        // A C declaration's declarator (`SECKEYPrivateKeyInfo *PK11_Export(`, `Item **secrets;`)
        // is code, not a directive's value.
        let declarator = matches!(val.first(), Some(b'*' | b'&')) || val.ends_with(b"(");
        let directive = ends_line
            && !declarator
            && (head_words.is_empty() && code_name
                || (1..=2).contains(&head_words.len())
                    && head_words
                        .first()
                        .is_some_and(|w| w.to_ascii_lowercase().ends_with(b"header")));
        let message = password_word(&kwd)
            && head_words.last().is_some_and(|w| {
                w.eq_ignore_ascii_case(b"with") || w.eq_ignore_ascii_case(b"using")
            })
            && !val.iter().all(u8::is_ascii_alphabetic)
            && (after.is_empty()
                || matches!(
                    after.first(),
                    Some(b'\n' | b'\r' | b'\\' | b'"' | b'\'' | b',' | b';' | b')')
                )
                || (after.first() == Some(&b'.')
                    && after.get(1).is_none_or(u8::is_ascii_whitespace))
                || outcome_follows(after));
        if (word.iter().any(u8::is_ascii_lowercase)
            && !docker
            && !netrc
            && !pair
            && !option
            && !prose
            && !directive
            && !message)
            || !plain
        {
            return Literal::No;
        }
    }
    if quoted {
        let close: &[u8] = match before {
            Some(b'"') if escaped => b"\\\"",
            Some(b'"') => b"\"",
            Some(b'\'') => b"'",
            _ => b"`",
        };
        if !after.starts_with(close) {
            return Literal::No;
        }
        let rest = after.get(close.len()..).unwrap_or_default();
        if rest.first() == Some(&b'.') {
            let method: Vec<u8> = rest
                .iter()
                .skip(1)
                .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                .copied()
                .collect();
            // `.parse::<TokenStream>()` reads the text as code; a plain `.parse()` keeps a value.
            let turbofish = rest.get(1 + method.len()) == Some(&b':');
            if !method.is_empty() && (!CONVERSIONS.contains(&method.as_slice()) || turbofish) {
                return Literal::No;
            }
        }
        // `f("KEY", "value")`: a comma separates a quoted key from its quoted value.
        let mut back = hay
            .get(..open)
            .unwrap_or_default()
            .iter()
            .rev()
            .skip_while(|b| matches!(b, b' ' | b'\t'));
        if back.next() == Some(&b',') && !tuple {
            let quoted_key = matches!(back.next(), Some(b'"' | b'\''));
            if !quoted_key && !option_argument(hay, k, rest) {
                return Literal::No;
            }
            // The quoted key opens a call's or a literal's arguments (`setenv("API_KEY", "…")`,
            // `{"password", "…"}`), not a list of strings (`"kadmin/passwd", "kadmin/server"`),
            // and names one secret, not a collection (`"tokens", "symbol2label"`).
            let name_start = hay
                .get(..k)
                .unwrap_or_default()
                .iter()
                .rposition(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.')))
                .map_or(0, |i| i + 1);
            let opener = name_start
                .checked_sub(1)
                .and_then(|q| hay.get(..q))
                .and_then(|h| h.iter().rev().find(|b| !matches!(b, b' ' | b'\t')));
            // Gradle's `buildConfigField("String", "API_KEY", "\"...\"")` names the field
            // after its type; a settings table's row names it after its id (`INSERT INTO
            // settings VALUES (13, 'smtp_password', '...')`).
            let row = opener == Some(&b',')
                && id_then_name(hay.get(..name_start.saturating_sub(1)).unwrap_or_default())
                && rest.trim_ascii_start().first() == Some(&b')');
            if quoted_key
                && (!(matches!(hay.get(name_start.wrapping_sub(1)), Some(b'"' | b'\''))
                && (matches!(opener, Some(b'(' | b'{' | b'['))
                    || (nested && opener == Some(&b','))
                    || row))
                || (cont == b"s" && kw != "credential".len())
                // The name goes on past its keyword in another word (`"OAuth2Session",
                // "OAuth2Auth"`): a list of names, not a name and its value.
                || (kw > 0
                    && key.get(kw + cont.len()..).is_some_and(|r| {
                        r.first().is_some_and(u8::is_ascii_alphanumeric)
                            && !KEYWORDS.iter().chain(&["key"]).any(|w| {
                                r.get(..w.len())
                                    .is_some_and(|p| p.eq_ignore_ascii_case(w.as_bytes()))
                            })
                    })))
            {
                return Literal::No;
            }
        }
        // A literal that an operator joins to more (`'user:' + name`, `"%s" % x`) is part of an
        // expression; a comment's close (`/* token="..." */`, as Go's stack traces annotate an
        // argument) is no operator.
        let next = rest.iter().position(|b| !matches!(b, b' ' | b'\t'));
        let joined = next.is_some_and(|i| match rest.get(i) {
            Some(b'+' | b'%') => true,
            Some(b'*') => rest.get(i + 1) != Some(&b'/'),
            _ => false,
        });
        if joined {
            return Literal::No;
        }
    } else {
        let next = after.first().copied();
        // A flow mapping's entry (`{ POSTGRES_PASSWORD: Summer2024, USER: app }`, YAML's): a
        // `{` opened on the key's line, and a value that holds letters and digits and, after a
        // lower-case key, is no snake_case name (a struct literal's `{ password: secret_2, .. }`
        // passes a variable).
        let line_start = hay
            .get(..k)
            .unwrap_or_default()
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1);
        let line_head = hay.get(line_start..k).unwrap_or_default();
        // An environment variable's UPPER_CASE name is no struct's field (its value may be
        // snake_case too) and no docstring's parameter.
        let upper_key = line_head
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .chain(
                key.iter()
                    .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_'),
            )
            .all(|b| !b.is_ascii_lowercase());
        let flow = next == Some(b',')
            && line_head
                .iter()
                .rposition(|b| *b == b'{')
                .is_some_and(|o| !line_head.get(o..).unwrap_or_default().contains(&b'}'))
            && val.len() >= 6
            && val.iter().any(u8::is_ascii_digit)
            && val.iter().any(u8::is_ascii_alphabetic)
            && (upper_key
                || !(val.contains(&b'_')
                    && val
                        .iter()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'_')));
        // A docstring's parameter and its description (`    oauth2_secret: OAuth2 secret to
        // use.`): a key not in UPPER case that starts its line, and prose after the value.
        let described = op == Some(b':')
            && line_head
                .iter()
                .rev()
                .skip_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
                .all(|b| matches!(b, b' ' | b'\t'))
            && !upper_key
            && next == Some(b' ')
            && after.get(1).is_some_and(u8::is_ascii_lowercase);
        // A name that ` :: ` follows is one of a list of names (a test runner's `PASS: suite ::
        // test.py`, a type signature's `name :: Type`), not a value; a generated value is no
        // name (Jupyter's `server list`: `http://...?token=<hex> :: /home/...`).
        let listed = after
            .iter()
            .take(4)
            .position(|b| !matches!(b, b' ' | b'\t'))
            .is_some_and(|i| i > 0 && after.get(i..i + 3) == Some(b":: "))
            && !generated(val);
        if described
            || listed
            || matches!(next, Some(b'(' | b'[' | b'{' | b':'))
            || (next == Some(b'<') && op != Some(b'>'))
            || (op == Some(b':') && matches!(next, Some(b',' | b';' | b')' | b'=')) && !flow)
            // `== name` and `=== name`: a comparison, not an assignment (a generated key may
            // open with `=` and go on with symbols).
            || (val.first() == Some(&b'=')
                && val
                    .iter()
                    .skip_while(|b| **b == b'=')
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')))
            // A private name, a reference, a dereference, a negation; not a generated value
            // that opens with `_` (base64url's alphabet has it).
            || (matches!(val.first(), Some(b'_' | b'&' | b'*' | b'!'))
                && !(val.first() == Some(&b'_') && random_looking(val) && generated(val))
                && val
                    .iter()
                    .skip(1)
                    .skip_while(|b| {
                        b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b':' | b'$')
                    })
                    .all(|b| matches!(b, b')' | b';' | b',')))
            || (val.last() == Some(&b'!')
                && matches!(
                    after.iter().find(|b| !matches!(b, b' ' | b'\t')),
                    Some(b'(' | b'[' | b'{')
                ))
        {
            return Literal::No;
        }
        // An unquoted value may hold parentheses (a generated key's alphabet has them), but one
        // that opens with a dotted name, a macro's or one of two or more letters, and a
        // parenthesis, is a call or an argument (`getpass()`, `os.Getenv(KEY)`, `quote!(#x)`,
        // `auth: HeaderValue)`, `authkey=self._authkey)`), and one that opens with `(`,
        // `$(` or `%(` is a group, a command substitution or a format field.
        // A C declaration whose type is the key (`EC_KEY *d2i_ECPrivateKey(EC_KEY **key,`,
        // `const NAMING_AUTHORITY *ADMISSIONS_get0_namingAuthority(`): after blanks only, a
        // pointer's `*` and a function's snake_case name, then its parameters.
        let declarator = op.is_none() && {
            let name = val.iter().skip_while(|b| **b == b'*');
            let stars = val.len() - name.clone().count();
            let name: Vec<u8> = name
                .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                .copied()
                .collect();
            (1..=2).contains(&stars)
                && name.first().is_some_and(u8::is_ascii_alphabetic)
                && name.contains(&b'_')
                && !name.ends_with(b"_")
                && val.get(stars + name.len()) == Some(&b'(')
        };
        if declarator {
            return Literal::No;
        }
        let call = val
            .iter()
            .position(|b| matches!(b, b'(' | b')'))
            .is_some_and(|p| {
                let name = val.get(..p).unwrap_or_default();
                name.first()
                    .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
                    && name
                        .iter()
                        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'!'))
                    && (name.contains(&b'.')
                        || name.ends_with(b"!")
                        || name.len() >= 2
                            && name.get(..2).is_some_and(|h| {
                                h.iter().all(|b| b.is_ascii_alphabetic() || *b == b'_')
                            }))
                    && call_ends(val.get(p..).unwrap_or_default())
                    // A word with digits that a lone `)` closes is a password that ends a
                    // parenthesis of prose (`(user: bob, password: hunter.42!)`); a name passed
                    // on is a word of letters or CamelCase not generated (`HeaderValue2)`), or of `_`, `.`
                    // after `=` (`password=getpass_result2)`).
                    && !(p + 1 == val.len()
                        && val.get(p) == Some(&b')')
                        && p >= 6
                        && name.iter().any(u8::is_ascii_digit)
                        && (op == Some(b':')
                            || name.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'!'))
                        && (!name.iter().skip(1).any(u8::is_ascii_uppercase) || generated(name)))
            });
        // `fn(a, b)`: an argument list the value's bytes cut at its first comma.
        let cut_call = val.contains(&b'(') && !val.contains(&b')') && after.first() == Some(&b',');
        if call
            || cut_call
            || [b"(".as_slice(), b"$(", b"%("]
                .iter()
                .any(|p| val.starts_with(p))
        {
            return Literal::No;
        }
        // C's integer suffixes (`0x00000400UL`, `4096u`, `1LL`) end a number too.
        let digits = val.len()
            - val
                .iter()
                .rev()
                .take(3)
                .take_while(|b| matches!(b, b'u' | b'U' | b'l' | b'L'))
                .count();
        let val_n = val.get(..digits).unwrap_or(val);
        let number = (!val_n.is_empty() && val_n.iter().all(|b| b.is_ascii_digit() || *b == b'_'))
            || (val_n.starts_with(b"0x")
                && val_n.len() > 2
                && val_n
                    .iter()
                    .skip(2)
                    .all(|b| b.is_ascii_hexdigit() || *b == b'_'));
        // `ConvertTo-SecureString`: a PowerShell command's name (`Verb-Noun`).
        let cmdlet = val.iter().filter(|b| **b == b'-').count() == 1
            && val.split(|b| *b == b'-').all(|w| {
                w.len() >= 2
                    && w.first().is_some_and(u8::is_ascii_uppercase)
                    && w.iter().all(u8::is_ascii_alphabetic)
            });
        if cmdlet {
            return Literal::No;
        }
        // `MAX_SIZE`, `CRAM-MD5`, `AES-256-CBC`: a constant's or a method's name.
        let constant = (val.contains(&b'_') || val.contains(&b'-'))
            && val.iter().filter(|b| b.is_ascii_uppercase()).count() >= 3
            && val
                .iter()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || matches!(b, b'_' | b'-'));
        if number || constant {
            return Literal::No;
        }
        match op {
            Some(b'>') if !(after.starts_with(b"</") || after.starts_with(b"]]></")) => {
                return Literal::No;
            }
            Some(b',') if !tuple => return Literal::No,
            _ => {}
        }
        // A dotted path of names (`process.env.API_KEY`) is an expression.
        let dotted = val.contains(&b'.')
            && val.split(|b| *b == b'.').all(|p| {
                p.first()
                    .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
                    && p.iter()
                        .all(|b| b.is_ascii_alphabetic() || matches!(b, b'_' | b'-'))
            });
        // A line of a configuration file holds text, not a variable: a key that opens its line
        // (YAML's `password: password1`, netrc's `password password1`, an INI section's
        // capitalised `Password = password19`) and a value that ends it.
        let name_start = line_head
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
            .count();
        let indent = line_head
            .get(..line_head.len() - name_start)
            .unwrap_or_default();
        let ends_line = after
            .iter()
            .find(|b| !matches!(b, b' ' | b'\t'))
            .is_none_or(|b| matches!(b, b'\n' | b'\r'));
        let config_line = ends_line
            && indent.iter().all(|b| matches!(b, b' ' | b'\t'))
            && match op {
                Some(b':') | None => true,
                Some(b'=') => {
                    line_head.is_empty() && key.first().is_some_and(u8::is_ascii_uppercase)
                }
                _ => false,
            };
        // A name that holds the key's keyword is a variable passed on under its own name
        // (`session_auth=s3_session_auth,`).
        let keyword = key.get(..kw).unwrap_or_default().to_ascii_lowercase();
        let named = kw > 0
            && val
                .first()
                .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
            && val
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.'))
            && val
                .to_ascii_lowercase()
                .windows(keyword.len())
                .any(|w| w == keyword.as_slice())
            // A capitalised stand-in with a number is a weak password, not a variable
            // (`password: Password123`; `password=password2` passes one on).
            && !(val.first().is_some_and(u8::is_ascii_uppercase)
                && weak_password(&String::from_utf8_lossy(val).to_ascii_lowercase()))
            // An environment variable's value is text, not a name (`SMTP_PASS=devpass`,
            // `DB_PASSWORD=password16`), as is a connection string's (`;Password=password1;`).
            && !((upper_key
                || hay
                    .get(..k)
                    .is_some_and(|h| h.trim_ascii_end().ends_with(b";")))
                && op == Some(b'=')
                && (stand_in_password(val)
                    || weak_password(&String::from_utf8_lossy(val).to_ascii_lowercase())))
            && !(config_line
                && weak_password(&String::from_utf8_lossy(val).to_ascii_lowercase()))
            // A pair of a list of pairs separated by blanks alone (libpq's `host=db user=app
            // password=...`, an environment's `USER=app PASSWORD=...`) is text: code's
            // keyword arguments are separated by commas.
            && !(op == Some(b'=') && blank_pairs_before(line_head.get(..line_head.len() - name_start).unwrap_or_default()));
        // Under a password's key, lower-case words joined by `.` that end the setting are a
        // passphrase (`PGPASSWORD=platja.zvezda.meri`), not a member's path.
        let passphrase = password_word(&keyword)
            && dotted_passphrase(val)
            && (ends_setting(after)
                || after.starts_with(b"</")
                // A line break escaped in a JSON string (a tool's result).
                || after.starts_with(b"\\n")
                || after.starts_with(b"\\r"))
            && after.first() != Some(&b'(');
        if (dotted && !passphrase) || named {
            return Literal::No;
        }
    }
    // A statement of code that assigns one variable to another (`currentProxyCredentials =
    // proxyAuthentication;`): a bare name in lower camelCase, then `;` and the line's end.
    if !quoted && lower_camel_name(val) && statement_ends(after) {
        return Literal::No;
    }
    let symbol = |b: &u8| !b.is_ascii_alphanumeric() && !matches!(b, b'_' | b'-' | b'.');
    let word = key.get(..kw).unwrap_or_default().to_ascii_lowercase();
    // Under `auth`, a mechanism's name is no secret (`auth: NTLMv2`, `auth = SCRAM-SHA-256`).
    if word == b"auth" && AUTH_MECHANISMS.contains(&val.to_ascii_lowercase().as_slice()) {
        return Literal::No;
    }
    // A method named `auth` takes a password (`jedis.auth("...")`), as Redis's `AUTH`
    // command does with its one argument (`redis-cli monitor`'s `"AUTH" "..."`).
    let auth_call =
        word == b"auth" && ((op == Some(b'(') && auth_method(hay, k)) || redis_auth(hay, k, e));
    // A coined password (see `coined_password`) ends its setting, where a word of a sentence
    // (`PASS: Standalone tests`) has more words after it.
    let passphrase = (password_word(&word) || auth_call)
        && (letters_password(val) || (coined_password(val) && ends_setting(after)));
    let random = val.len() >= 16
        && !camel_case(val)
        && val.iter().any(u8::is_ascii_uppercase)
        && val.iter().any(u8::is_ascii_lowercase)
        && entropy(std::str::from_utf8(val).unwrap_or("")) >= 3.5;
    // With no keyword, a bare dotted name of words is code's (`RegEnumKey =
    // win32api.RegEnumKey`), not a token's dotted parts (`patZ3RUF06b36qN23.a7fc8020...`).
    let path = !quoted
        && val.contains(&b'.')
        && val.split(|b| *b == b'.').all(|p| {
            p.first()
                .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
                && p.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_')
                && p.iter().filter(|b| b.is_ascii_digit()).count() <= 2
        });
    if kw == 0 {
        return if generated(val) && !path {
            Literal::Yes
        } else {
            Literal::No
        };
    }
    // A stand-in word as a password's value: quoted, an XML element's text, or a bare value
    // that ends its line, its quoted argument or its parameter (`POSTGRES_PASSWORD=changeme`,
    // `"-password=rootroot"`), never one an operator or a `;` joins to more code.
    let plain =
        val.iter().any(u8::is_ascii_digit) || val.iter().any(symbol) || random || passphrase;
    if (password_word(&word) || auth_call)
        && (!plain || is_placeholder(&String::from_utf8_lossy(val)))
        && stand_in_password(val)
    {
        let rest = after
            .iter()
            .skip_while(|b| matches!(b, b' ' | b'\t'))
            .copied()
            .next();
        // A connection string's `;` ends the parameter when another `Name=` follows it
        // (`Password=adminadmin;Encrypt=True`), where code's `;` ends a statement.
        let next_pair = after.first() == Some(&b';') && {
            let name = after
                .iter()
                .skip(1)
                .take(41)
                .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b' ' | b'_'))
                .count();
            (1..=40).contains(&name)
                && after.get(1).is_some_and(u8::is_ascii_alphabetic)
                && after.get(1 + name) == Some(&b'=')
        };
        // A shell expansion's or a Spring placeholder's default (`${DB_PASSWORD:-redispass}`,
        // `${app.db_password:devpass}`) ends at the `}` that closes the `${` of its line; a
        // template's default that asks to be changed (`${PASSWORD:-changeme}`) stays one.
        let told = is_placeholder(&String::from_utf8_lossy(val));
        let line = hay.get(..k).unwrap_or_default();
        let line = line
            .get(line.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1)..)
            .unwrap_or_default();
        let default = after.first() == Some(&b'}')
            && !told
            && line
                .windows(2)
                .rposition(|w| w == b"${")
                .is_some_and(|i| !line.get(i..).unwrap_or_default().contains(&b'}'));
        // A command line's system or project property (`-Ddb.password=...`, Gradle's
        // `-Pzip_archive_passphrase=...`) ends at a blank.
        let name = line
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.'))
            .count();
        let property = op == Some(b'=')
            && !told
            && after.first().is_none_or(|b| matches!(b, b' ' | b'\t'))
            && line.len() > name + 1
            && matches!(line.get(line.len() - name), Some(b'D' | b'P'))
            && line.get(line.len() - name - 1) == Some(&b'-')
            && line.len().checked_sub(name + 2).is_none_or(|i| {
                line.get(i)
                    .is_some_and(|b| matches!(b, b' ' | b'\t' | b'"' | b'\''))
            });
        // Pairs separated by blanks (libpq's `password=... dbname=app`) or a log's bracketed
        // properties (`[props: user=app, password=...]`) end the value at the blank or the
        // `]`; code's keyword arguments go on after a comma or close a call's `)`.
        let blank_pair =
            op == Some(b'=') && after.first().is_some_and(|b| matches!(b, b' ' | b'\t')) && {
                let r = after.trim_ascii_start();
                let n = r
                    .iter()
                    .take(41)
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
                    .count();
                (1..=40).contains(&n)
                    && r.first().is_some_and(u8::is_ascii_alphabetic)
                    && r.get(n) == Some(&b'=')
                    && r.get(n + 1) != Some(&b'=')
            };
        let bracketed = op == Some(b'=') && after.first() == Some(&b']');
        let ends = quoted
            || op == Some(b'>')
            || next_pair
            || blank_pair
            || bracketed
            || default
            || property
            || matches!(
                rest,
                None | Some(b'\n' | b'\r' | b'"' | b'\'' | b'&' | b'\\' | b'#')
            );
        // A diff that replaces a word that asks to be changed with a reference (`-  password:
        // changeme` then `+  password: ${DB_PASSWORD}`) shows the default removed, not a
        // password kept; a longer stand-in people deploy (`changemeplease`) stays a password.
        let asks_change = [
            b"changeme".as_slice(),
            b"change_me",
            b"change-me",
            b"changeit",
            b"replaceme",
            b"replace_me",
        ]
        .iter()
        .any(|w| val.eq_ignore_ascii_case(w));
        if ends && asks_change && replaced_by_reference(hay, s, e) {
            return Literal::No;
        }
        return if ends { Literal::StandIn } else { Literal::No };
    }
    if plain { Literal::Yes } else { Literal::No }
}

/// The value `hay[s..e]` is on a diff's removed line (`-`), and the next line, added (`+`),
/// sets the same key to a reference: an expansion or a template (`${...}`, `$VAR`, `{{ ... }}`,
/// `%(...)s`, `ENV[...]`).
fn replaced_by_reference(hay: &[u8], s: usize, e: usize) -> bool {
    let head = hay.get(..s).unwrap_or_default();
    let start = head.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    let Some(key) = head.get(start..).and_then(|l| l.strip_prefix(b"-")) else {
        return false;
    };
    if key.starts_with(b"-") || key.trim_ascii().is_empty() {
        return false;
    }
    let rest = hay.get(e..).unwrap_or_default();
    let Some(nl) = rest.iter().position(|b| *b == b'\n') else {
        return false;
    };
    let tail = rest.get(..nl).unwrap_or_default().trim_ascii();
    if !(tail.is_empty() || tail == b"\"" || tail == b"'") {
        return false;
    }
    let next = rest.get(nl + 1..).unwrap_or_default();
    let Some(value) = next.strip_prefix(b"+").and_then(|l| l.strip_prefix(key)) else {
        return false;
    };
    let value = value
        .strip_prefix(b"\"")
        .or_else(|| value.strip_prefix(b"'"))
        .unwrap_or(value);
    [b"${".as_slice(), b"$", b"{{", b"%(", b"ENV[", b"env("]
        .iter()
        .any(|r| value.starts_with(r))
}

/// A listing's row at `hay[k..]` whose first cell names a secret (see [`Check::Row`]), and its
/// value `hay[s..e]`: the name is a secret's ([`secret_key`]) and is a Markdown table's first
/// cell (after `|` and a backtick) or opens its line (after at most 4 blanks); the value is not
/// a placeholder nor a name of code, and holds a digit or a symbol, or is random-looking, or
/// (under a password's name) is a password of letters or a stand-in people deploy.
fn row_value(hay: &[u8], k: usize, s: usize, e: usize) -> bool {
    let val = hay.get(s..e).unwrap_or_default();
    let head = hay.get(..k).unwrap_or_default();
    let line = head
        .get(head.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1)..)
        .unwrap_or_default();
    let cell = line
        .strip_suffix(b"`")
        .is_some_and(|l| l.trim_ascii_end().ends_with(b"|"));
    let opens = line.len() <= 4 && line.iter().all(|b| matches!(b, b' ' | b'\t'));
    // A bordered table's record (`| API Secret | ... |`): the name's cell opens the line, and
    // the words before the keyword are its own.
    let bordered = line.trim_ascii_start().strip_prefix(b"|").is_some_and(|l| {
        l.len() <= 40
            && l.iter()
                .all(|b| b.is_ascii_alphanumeric() || b" \t_.-".contains(b))
    });
    if !(cell || opens || bordered) {
        return false;
    }
    let name_end = k + hay
        .get(k..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        .count();
    // The keyword's offset in the name: `secret_key` reads the name from its keyword on.
    let name = hay
        .get(k..name_end)
        .unwrap_or_default()
        .to_ascii_lowercase();
    let Some(at) = KEYWORDS
        .iter()
        .filter_map(|w| name.windows(w.len()).position(|x| x == w.as_bytes()))
        .min()
    else {
        return false;
    };
    let Some((kw, _)) = secret_key(hay, k + at, name_end) else {
        return false;
    };
    let word = name.get(at..at + kw).unwrap_or_default();
    // Code in a listing of names (a POD's constants, `OP_TLS_D5_BUG`; a Perl expression,
    // `$auth->get_one`): a constant's name, a sigil's variable, a method or a call.
    let constant = val
        .iter()
        .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'_');
    let expression = matches!(val.first(), Some(b'$' | b'@' | b'%' | b'&'))
        || val.windows(2).any(|w| w == b"->" || w == b"::")
        || val.contains(&b'(');
    if constant || expression {
        return false;
    }
    let v = String::from_utf8_lossy(val);
    let symbol = val.iter().any(|b| b"!#$%&*?@^+=/~".contains(b));
    let plain = (val.iter().any(u8::is_ascii_digit) && val.iter().any(u8::is_ascii_alphabetic))
        || (symbol && val.iter().any(u8::is_ascii_alphanumeric))
        || random_looking(val)
        || (password_word(word)
            && (letters_password(val) || coined_password(val) || stand_in_password(val)));
    // Under a password's name, capitalised words run together are a passphrase
    // (`HarborLantern`), not the class's name they would be under another.
    plain
        && (!not_secret_shape(val) || (password_word(word) && passphrase_shape(val)))
        && (!is_placeholder(&v) || (password_word(word) && stand_in_password(val)))
}

/// `head` (up to a quoted name's opening quote) ends a row's first element that is an
/// integer id and the `,` after it: `VALUES (13, ` of a settings table's `VALUES (13, 'name',
/// ...)`.
fn id_then_name(head: &[u8]) -> bool {
    let h = head.trim_ascii_end();
    let Some(h) = h.strip_suffix(b",") else {
        return false;
    };
    let h = h.trim_ascii_end();
    let digits = h.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    // The tuple is a row of `VALUES`, the first or one after another (`), (`), not a call's
    // arguments (`lookup(13, 'api_token', '...')`).
    digits > 0
        && h.get(..h.len() - digits)
            .and_then(|r| r.trim_ascii_end().strip_suffix(b"("))
            .is_some_and(|r| {
                let r = r.trim_ascii_end();
                r.ends_with(b",")
                    || r.len() >= 6
                        && r.get(r.len() - 6..)
                            .is_some_and(|v| v.eq_ignore_ascii_case(b"values"))
            })
}

/// What a log says of a login after its password (`... with password VALUE rejected`): a
/// blank, then one word of the attempt's outcome that ends the message (its line, or a `.`,
/// `,`, `;`, `:` or `(` that goes on).
fn outcome_follows(after: &[u8]) -> bool {
    const OUTCOMES: &[&[u8]] = &[
        b"rejected",
        b"refused",
        b"denied",
        b"failed",
        b"accepted",
        b"succeeded",
        b"expired",
    ];
    let Some(rest) = after.strip_prefix(b" ") else {
        return false;
    };
    OUTCOMES.iter().any(|w| {
        rest.len() >= w.len()
            && rest
                .get(..w.len())
                .is_some_and(|x| x.eq_ignore_ascii_case(w))
            && rest.get(w.len()).is_none_or(|b| {
                matches!(b, b'\n' | b'\r' | b'.' | b',' | b';' | b':' | b' ' | b'(')
            })
    })
}

/// Authentication mechanisms that a setting named `auth` may name (SASL's, SMB's, HTTP's,
/// PostgreSQL's and AWS's), in lower case: values with a digit or a symbol that are no secret.
const AUTH_MECHANISMS: &[&[u8]] = &[
    b"ntlmv1",
    b"ntlmv2",
    b"kerberos5",
    b"krb5",
    b"scram-sha-1",
    b"scram-sha-256",
    b"scram-sha-512",
    b"cram-md5",
    b"digest-md5",
    b"md5",
    b"sha-256",
    b"sha256",
    b"sha512",
    b"oauth2",
    b"xoauth2",
    b"hmac-sha1",
    b"hmac-sha256",
    b"hmac-sha512",
    b"aws4-hmac-sha256",
    b"sigv4",
    b"x509",
];

/// The whole stand-ins of documentation that people also deploy.
const DEPLOYED: &[&[u8]] = &[
    b"changeme",
    b"changeit",
    b"hunter2",
    b"s3cr3t",
    b"s3cret",
    b"supersecret",
    b"topsecret",
    b"letmein",
    b"passw0rd",
    b"p4ssw0rd",
    b"trustno1",
    // A product's documented default (MinIO's `minioadmin`) and the compounds of a
    // stand-in that people deploy as one (`secretpass`, `rootpass`, `administrator`).
    b"minioadmin",
    b"administrator",
    b"secretpass",
    b"rootpass",
    b"adminpass",
];

/// A value (in lower case) that opens with one of [`DEPLOYED`]'s stand-ins (`rootpass`,
/// `changeme2`).
fn deployed_stand_in(l: &[u8]) -> bool {
    DEPLOYED.iter().any(|w| l.starts_with(w))
}

/// A word people deploy as a password though documentation uses it too, judged only where a
/// password is by its place (a password's key, a URL's userinfo): one of the stand-ins people
/// deploy (`changeme`, `hunter2`, `s3cr3t`, `supersecret`, in lower case or capitalised), or 7
/// to 32 letters and digits in lower case, at least 4 of them letters (`rootroot`, `devpass`). Not a placeholder that says so (`your...`,
/// `example`, `xxxxxx`, `changeit`'s kin are passwords), not the password's own name or
/// another secret's (`password`, `passwd`, `secret`, `mytoken`), and not a word of code: a
/// type, a setting's state, a source of the value (`string`, `required`, `hidden`,
/// `getpass`, `keyring`).
fn stand_in_password(val: &[u8]) -> bool {
    if !(6..=32).contains(&val.len())
        || !val.iter().all(u8::is_ascii_alphanumeric)
        || val.iter().skip(1).any(u8::is_ascii_uppercase)
        || val.iter().filter(|b| b.is_ascii_alphabetic()).count() < 4
    {
        return false;
    }
    let l = val.to_ascii_lowercase();
    let has = |w: &[u8]| l.windows(w.len()).any(|x| x == w);
    if deployed_stand_in(&l) {
        return true;
    }
    // Other words: in lower case (a capitalised one is a label, `"Incorrect"`), and of 7
    // letters or more (six are too often an example's `python`, `sekrit`).
    if val.first().is_some_and(u8::is_ascii_uppercase) || val.len() < 7 {
        return false;
    }
    // A word typed twice (`testtest`, `adminadmin`, `toortoor`) or a secret made one's own
    // (`mysecret`): passwords people set to be easy to type, which documentation seldom writes
    // for a placeholder the way it writes `test` (`mypassword` it does write, in URLs' examples).
    let (half, rest) = l.split_at(l.len() / 2);
    if l.len().is_multiple_of(2)
        && half == rest
        && half.iter().any(u8::is_ascii_alphabetic)
        && half.iter().any(|b| Some(b) != half.first())
    {
        return true;
    }
    if l.starts_with(b"mysecret") {
        return true;
    }
    const PLACEHOLDERS: &[&[u8]] = &[
        b"your",
        b"example",
        b"sample",
        b"dummy",
        b"placeholder",
        b"redacted",
        b"xxx",
        b"replace",
        b"insert",
        b"fake",
        b"todo",
        b"fixme",
        b"none",
        b"null",
        b"undefined",
        b"true",
        b"false",
        b"password",
        b"passwd",
        b"secret",
        b"token",
        b"credential",
        b"apikey",
        b"string",
        b"value",
        b"default",
        b"test",
        b"foo",
        b"bar",
        b"baz",
        b"qux",
        b"username",
        b"user",
        b"admin",
        b"guest",
        b"anonymous",
        b"var",
        b"param",
        b"arg",
        b"config",
        b"field",
    ];
    // Names of code and settings that follow a password's key (types, states, sources).
    const CODE: &[&[u8]] = &[
        b"string",
        b"secretstr",
        b"bytes",
        b"boolean",
        b"number",
        b"integer",
        b"object",
        b"required",
        b"optional",
        b"hidden",
        b"masked",
        b"readonly",
        b"disabled",
        b"enabled",
        b"unknown",
        b"invalid",
        b"missing",
        b"empty",
        b"generated",
        b"generate",
        b"random",
        b"prompt",
        b"input",
        b"stdin",
        b"environ",
        b"variable",
        b"plaintext",
        b"encrypted",
        b"hashed",
        b"bcrypt",
        b"argon2",
        b"argon2id",
        b"scrypt",
        b"pbkdf2",
        b"sha256",
        b"sha512",
        b"getpass",
        b"keyring",
        b"keychain",
        b"vault",
        b"secrets",
        b"passphrase",
        b"pwd",
        b"unset",
        b"inherit",
        b"system",
        b"native",
        b"manual",
        b"never",
        b"always",
        b"ignore",
        b"ignored",
        b"allowed",
        b"forbidden",
        b"protected",
        b"private",
        b"public",
        b"static",
        b"literal",
        b"mysql",
        b"postgres",
        b"postgresql",
        b"sqlite",
        b"oracle",
        b"redis",
        b"mongodb",
        b"ldap",
        b"kerberos",
        b"plain",
        b"login",
        b"basic",
        b"digest",
        b"bearer",
        b"oauth",
        b"cleartext",
        b"change",
        b"update",
        b"reset",
        b"forgot",
        b"confirm",
        b"confirmation",
        b"verify",
        b"match",
        b"matches",
        b"mismatch",
        b"length",
        b"minlength",
        b"maxlength",
        b"pattern",
        b"strength",
        b"policy",
        b"expired",
        b"expires",
        b"field",
        b"fields",
        b"label",
        b"placeholder",
        b"hint",
        b"text",
        b"input",
        b"widget",
        b"dialog",
        b"form",
        b"entry",
        b"command",
        b"stored",
        b"storage",
        b"provider",
        b"providers",
        b"file",
        b"files",
        b"path",
        b"dict",
        b"list",
        b"array",
        b"option",
        b"options",
        b"optional",
        b"callable",
        b"function",
        b"method",
        b"property",
        b"attribute",
        b"self",
        b"this",
        b"kwargs",
        b"args",
        b"params",
        b"options",
        b"settings",
        b"credentials",
        b"database",
        b"server",
        b"client",
        b"remote",
        b"local",
        b"session",
        b"cookie",
    ];
    // `env` names a source only at an end (`envpass`, `fromenv`), not inside a word
    // (`development`).
    !PLACEHOLDERS.iter().any(|w| has(w))
        && !l.starts_with(b"env")
        && !l.ends_with(b"env")
        && !CODE.contains(&l.as_slice())
        && !l.iter().skip(1).all(|b| Some(b) == l.first())
}

/// 16 bytes or more in both cases with 3.5 bits of entropy per byte, not a CamelCase name: a
/// generated value with no digit (`DYnNLYeqdgfnwgjbszFJRw`).
fn random_looking(val: &[u8]) -> bool {
    val.len() >= 16
        && !camel_case(val)
        && val.iter().any(u8::is_ascii_uppercase)
        && val.iter().any(u8::is_ascii_lowercase)
        && entropy(std::str::from_utf8(val).unwrap_or("")) >= 3.5
}

/// The keyword (lower case) names a password, not a token or a key: `pass...`, `pwd`.
fn password_word(word: &[u8]) -> bool {
    word.starts_with(b"pass") || word == b"pwd"
}

/// Passwords people choose that hold neither a digit nor a symbol, judged only under a
/// password's key: a passphrase of three or more words joined by `-` (`correct-horse-battery`),
/// a walk along the keyboard (`qwertyuiop`, `qazwsxedc`), or one of the most used passwords
/// made of letters.
fn letters_password(val: &[u8]) -> bool {
    let passphrase = val.len() >= 12
        && val.split(|b| *b == b'-').count() >= 3
        && val
            .split(|b| *b == b'-')
            .all(|w| w.len() >= 2 && w.iter().all(u8::is_ascii_alphabetic));
    if passphrase || passphrase_shape(val) {
        return true;
    }
    // Six letters are too often documentation's example (`password qwerty`, `dragon`).
    if !val.iter().all(u8::is_ascii_alphabetic) || val.len() < 7 {
        return false;
    }
    let l = val.to_ascii_lowercase();
    const WALKS: &[&[u8]] = &[
        b"qwertyuiop",
        b"asdfghjkl",
        b"zxcvbnm",
        b"qazwsxedcrfvtgbyhnujmikolp",
        b"poiuytrewq",
        b"lkjhgfdsa",
        b"mnbvcxz",
    ];
    const COMMON: &[&[u8]] = &[
        b"iloveyou",
        b"sunshine",
        b"princess",
        b"football",
        b"baseball",
        b"superman",
        b"whatever",
        b"trustno",
        b"starwars",
        b"welcome",
        b"michael",
        b"jennifer",
        b"computer",
        b"freedom",
        b"mustang",
        b"pokemon",
        b"liverpool",
        b"abcdefgh",
    ];
    WALKS
        .iter()
        .any(|w| w.windows(l.len()).any(|x| x == l.as_slice()))
        || COMMON.contains(&l.as_slice())
}

/// What follows a value (`after`) ends its setting: the line, or a closing quote, a
/// separator or a bracket (then anything), after up to 3 blanks; or, after a blank, the next
/// setting of a list that blanks separate, `name=value` or `Name:value` with no blank inside
/// (libpq's `... password=... sslmode=require`, Go's `%+v`, `{... Password:... Name:...}`),
/// where a sentence's next word has none.
fn ends_setting(after: &[u8]) -> bool {
    let b = after
        .iter()
        .take(4)
        .take_while(|c| matches!(c, b' ' | b'\t'))
        .count();
    let next = after.get(b..).unwrap_or_default();
    let name = next
        .iter()
        .take(41)
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-'))
        .count();
    let next_setting = b > 0
        && next.first().is_some_and(u8::is_ascii_alphabetic)
        && (1..=40).contains(&name)
        && matches!(next.get(name), Some(b'=' | b':'))
        && next
            .get(name + 1)
            .is_some_and(|c| !c.is_ascii_whitespace() && *c != b':' && *c != b'=');
    next_setting
        || matches!(
            next.first(),
            None | Some(
                b'\n' | b'\r' | b'"' | b'\'' | b'`' | b';' | b',' | b'}' | b')' | b']' | b'&'
            )
        )
}

/// A password of letters that is no word of English or of code (`Hvezdabasant`, words of
/// other languages or names run together): 10 to 40 letters, not all upper case (an
/// environment variable's name), and none of the pieces of English and code words that a
/// setting's value of letters is made of (`environment`, `unspecified`).
fn coined_password(val: &[u8]) -> bool {
    #[rustfmt::skip]
    const PIECES: &[&str] = &[
        // the names of a secret and of what a setting holds
        "pass", "pwd", "word", "secret", "key", "token", "auth", "cred", "user", "admin",
        "login", "value", "string", "text", "field", "input", "hash", "crypt", "cipher",
        "config", "default", "env", "change", "require", "option", "none", "null", "nil",
        "empty", "blank", "hidden", "mask", "redact", "generat", "random", "sample",
        "example", "dummy", "demo", "fake", "test", "temp", "todo", "fixme", "defin", "unset",
        "variable", "param", "prompt", "stdin", "inherit", "system",
        "secur", "plain", "enable", "disable", "true", "false", "prod", "develop", "stag",
        "local", "host", "server", "client", "service", "base", "postgres", "mysql",
        "mongo", "redis", "kube", "docker", "store", "vault", "manager", "cert", "insert",
        "your", "here", "there", "this", "that", "what", "some", "thing", "where", "other",
        "ever", "always", "place", "hold", "same", "omit",
        "ignore", "skip", "supplied", "provid", "specif", "sensitiv", "protect",
        "restrict", "privat", "public", "confiden", "classif", "unknown", "missing",
        "valid", "correct", "expire", "deprecat", "differ", "match", "remov", "delet",
        "updat", "creat", "read", "write", "file", "path", "name", "type", "class",
        "object", "function", "method", "return", "import", "export",
        // English endings, which a long word of English seldom lacks
        "tion", "sion", "ment", "ness", "able", "ible", "ified", "ing", "ated", "ious",
        "ence", "ance", "ight", "ward", "less", "ful", "ship", "ally", "ity",
    ];
    if !(10..=40).contains(&val.len())
        || !val.iter().all(u8::is_ascii_alphabetic)
        || !val.iter().any(u8::is_ascii_lowercase)
    {
        return false;
    }
    let l = String::from_utf8_lossy(val).to_ascii_lowercase();
    !PIECES.iter().any(|p| l.contains(p))
}

/// A passphrase by its shape where a password's name or place says password: words run
/// together, each after the first capitalised (see [`camel_passphrase`]), words joined by `.`
/// (see [`dotted_passphrase`]) or by `_`, in lower case (see [`snake_passphrase`]) or mixed
/// (see [`underscored_passphrase`]); elsewhere each shape is a class's, a member's or a variable's name.
fn passphrase_shape(val: &[u8]) -> bool {
    camel_passphrase(val)
        || dotted_passphrase(val)
        || snake_passphrase(val)
        || underscored_passphrase(val)
}

/// A passphrase of three to six words of letters joined by `_`, some in lower case and some
/// capitalised (`quarry_turnip_Otto`, `Lantern_meadow_kiwi`), as people and generators write
/// one: code's names keep one case through their words (`db_password`, `DB_PASSWORD`, Ada's
/// `Db_Password`), and none of the words is one code names its things with (`user_Name`).
fn underscored_passphrase(val: &[u8]) -> bool {
    let words: Vec<&[u8]> = val.split(|b| *b == b'_').collect();
    let lower = |w: &[u8]| w.iter().all(u8::is_ascii_lowercase);
    let capital = |w: &[u8]| {
        w.first().is_some_and(u8::is_ascii_uppercase)
            && w.iter().skip(1).all(u8::is_ascii_lowercase)
    };
    (3..=6).contains(&words.len())
        && words.iter().all(|w| {
            (2..=12).contains(&w.len())
                && (lower(w) || capital(w))
                && !CAMEL_CODE.contains(&w.to_ascii_lowercase().as_slice())
        })
        && words.iter().any(|w| lower(w))
        && words.iter().any(|w| capital(w))
}

/// A passphrase of three to eight lower-case words joined by `_` (`kora_lotus_rowan_tern`, as
/// people and generators write one where `-` is awkward to type or quote): each word 2 to 12
/// letters, none of them a word that code or a placeholder names its own things with
/// (`db_password`, `get_secret_value`, `your_password_here`, `read_from_file`), which a
/// snake_case name would otherwise be.
fn snake_passphrase(val: &[u8]) -> bool {
    #[rustfmt::skip]
    const VERBS: &[&[u8]] = &[
        b"read", b"load", b"fetch", b"make", b"build", b"gen", b"generate", b"create",
        b"lookup", b"find", b"encode", b"decode", b"encrypt", b"decrypt", b"parse", b"compute",
        b"resolve", b"init", b"tmp", b"temp", b"our", b"is", b"has", b"do", b"run", b"call",
        b"use", b"with", b"without", b"and", b"or", b"not", b"of", b"in", b"on", b"at", b"all",
        b"mgr", b"obj", b"val", b"ref", b"ptr", b"len", b"buf", b"cb", b"fn", b"func", b"impl",
        b"cache", b"handler", b"provider", b"helper", b"util", b"utils", b"manager", b"service",
        b"client", b"server", b"host", b"port", b"url", b"uri", b"account", b"root", b"mode",
        b"enabled", b"disabled", b"enable", b"disable", b"only", b"plain", b"clear", b"salt",
        b"sha", b"md", b"scram", b"bcrypt", b"argon", b"hmac", b"aes", b"rsa", b"method",
        b"level", b"length", b"size", b"count", b"timeout", b"file", b"env", b"var", b"prefix",
        b"suffix", b"stored", b"secure", b"unsafe", b"insecure", b"strong", b"weak", b"hashed",
    ];
    let words = val.split(|b| *b == b'_').count();
    val.len() >= 10
        && (3..=8).contains(&words)
        && val.split(|b| *b == b'_').all(|w| {
            (2..=12).contains(&w.len())
                && w.iter().all(u8::is_ascii_lowercase)
                && !VERBS.contains(&w)
                && !DOTTED_CODE.contains(&w)
                && !CAMEL_CODE.contains(&w)
                && !PHRASE_WORDS.iter().any(|p| p.as_bytes() == w)
        })
}

/// The words a path of names in code or in a file's or a host's name is made of, which a
/// passphrase's random words are not (see [`dotted_passphrase`], [`snake_passphrase`]).
#[rustfmt::skip]
const DOTTED_CODE: &[&[u8]] = &[
        b"self", b"this", b"cls", b"os", b"env", b"environ", b"process", b"config", b"conf",
        b"cfg", b"settings", b"setting", b"options", b"opts", b"opt", b"params", b"param",
        b"args", b"arg", b"props", b"ctx", b"context", b"app", b"data", b"vars", b"var",
        b"values", b"value", b"secrets", b"secret", b"password", b"passwd", b"pass", b"pwd",
        b"token", b"key", b"keys", b"auth", b"credentials", b"creds", b"user", b"users",
        b"db", b"database", b"request", b"req", b"form", b"input", b"inputs", b"steps",
        b"needs", b"outputs", b"output", b"matrix", b"github", b"local", b"locals", b"module",
        b"spec", b"get", b"set", b"new", b"old", b"current", b"default", b"defaults",
        b"example", b"test", b"dummy", b"fake", b"sample", b"changeme", b"placeholder",
        b"none", b"null", b"nil", b"true", b"false", b"string", b"str", b"text", b"field",
        b"com", b"org", b"net", b"io", b"dev", b"internal", b"lan", b"corp", b"home", b"svc",
        b"cluster", b"localhost", b"invalid", b"json", b"yaml", b"yml", b"toml", b"ini",
        b"txt", b"pem", b"crt", b"cer", b"gpg", b"asc", b"enc", b"properties", b"xml", b"cnf",
        b"log", b"md", b"py", b"rb", b"js", b"ts", b"go", b"rs", b"java", b"sh", b"html",
        b"file", b"path", b"dir", b"name", b"id", b"type", b"prod", b"staging", b"www", b"api",
    ];

/// A passphrase of three to eight lower-case words joined by `.` (`platja.zvezda.meri`, as
/// generators and people write one), which a path of names would otherwise read as code: each
/// word 2 to 12 letters, none of them a word code names its receivers, its members or its
/// files with (`settings.db.password`, `self.config.secret`, `config.prod.yaml`), and the
/// last no domain's (`db.internal.example`, `mail.corp.local`).
fn dotted_passphrase(val: &[u8]) -> bool {
    let words = val.split(|b| *b == b'.').count();
    (3..=8).contains(&words)
        && val.split(|b| *b == b'.').all(|w| {
            (2..=12).contains(&w.len())
                && w.iter().all(u8::is_ascii_lowercase)
                && !DOTTED_CODE.contains(&w)
                && !PHRASE_WORDS.iter().any(|p| p.as_bytes() == w)
        })
}

/// The words code names its own things with, which a passphrase of words run together (see
/// [`camel_passphrase`]) or joined by `_` (see [`snake_passphrase`]) does not hold.
const CAMEL_CODE: &[&[u8]] = &[
    b"pass",
    b"password",
    b"passwd",
    b"passphrase",
    b"pwd",
    b"secret",
    b"token",
    b"key",
    b"field",
    b"input",
    b"name",
    b"value",
    b"hash",
    b"label",
    b"text",
    b"placeholder",
    b"confirm",
    b"confirmation",
    b"new",
    b"old",
    b"current",
    b"user",
    b"login",
    b"form",
    b"id",
    b"get",
    b"set",
    b"from",
    b"to",
    b"for",
    b"by",
    b"env",
    b"config",
    b"default",
    b"your",
    b"here",
    b"example",
    b"test",
    b"dummy",
    b"fake",
    b"secure",
    b"random",
    b"change",
    b"me",
    b"admin",
    b"db",
    b"api",
    b"auth",
    b"string",
    b"str",
    b"var",
    b"data",
    b"blob",
    b"bytes",
    b"char",
    b"chars",
    b"array",
    b"list",
    b"type",
    b"class",
    b"model",
    b"schema",
    b"props",
    b"prop",
    b"state",
    b"request",
    b"response",
    b"body",
    b"params",
    b"param",
    b"args",
    b"context",
    b"event",
    b"payload",
    b"info",
    b"object",
    b"item",
    b"entity",
    b"record",
    b"result",
    b"options",
    b"settings",
    b"prompt",
    b"dialog",
    b"button",
    b"view",
    b"widget",
    b"control",
    b"store",
    b"required",
    b"optional",
    b"nullable",
    b"null",
    b"none",
    b"empty",
    b"valid",
    b"invalid",
    b"match",
    b"length",
    b"min",
    b"max",
    b"rule",
    b"policy",
    b"reset",
    b"update",
    b"create",
    b"save",
    b"verify",
    b"check",
    b"encode",
    b"decode",
    b"encrypt",
    b"encrypted",
    b"decrypt",
    b"hashed",
    b"salted",
    b"stored",
    b"plain",
    b"raw",
    b"hidden",
    b"masked",
    b"mask",
    b"handler",
    b"callback",
    b"error",
    b"message",
    b"visible",
    b"show",
    b"toggle",
    b"strength",
    b"component",
    b"controller",
    b"service",
    b"manager",
    b"provider",
    b"helper",
    b"validator",
    b"validation",
    b"account",
    b"profile",
    b"session",
    b"credential",
    b"credentials",
    b"file",
    b"path",
    b"url",
    b"host",
    b"local",
    b"remote",
    b"private",
    b"public",
    b"sensitive",
    b"attr",
    b"attribute",
    b"property",
    b"column",
    b"entry",
    b"node",
    b"element",
    b"base",
    b"temp",
    b"prev",
    b"next",
    b"last",
    b"first",
    b"initial",
    b"bool",
    b"boolean",
    b"int",
    b"number",
    b"char",
    b"util",
    b"utils",
    b"module",
    b"library",
    b"name",
    b"mode",
    b"type",
];

/// A passphrase of words run together, each after the first capitalised (`myKiwiisLuna`,
/// `BlueHarborLantern`, `NectarMaison`): letters only, at least 10, at least three words (or
/// two of four letters or more), none of them a word that code names its own things with
/// (`newPasswordConfirm`, `userPasswordField`, `SecretStr`, `encryptedValue`, `TextInput`
/// stay).
fn camel_passphrase(val: &[u8]) -> bool {
    let mut parts: Vec<Vec<u8>> = Vec::new();
    for &b in val {
        if b.is_ascii_uppercase() || parts.is_empty() {
            parts.push(Vec::new());
        }
        if let Some(p) = parts.last_mut() {
            p.push(b.to_ascii_lowercase());
        }
    }
    val.len() >= 10
        && val.iter().all(u8::is_ascii_alphabetic)
        && val.iter().skip(1).any(u8::is_ascii_uppercase)
        && (parts.len() >= 3
            || (parts.len() == 2 && parts.iter().all(|p| p.len() >= 4))
            // A short name before a long word (`YamChunfeng`, `AnaBelvedere`).
            || (parts.len() == 2
                && parts.iter().all(|p| p.len() >= 3)
                && parts.iter().any(|p| p.len() >= 7)))
        && parts.iter().all(|p| p.len() >= 2)
        && !parts.iter().any(|p| CAMEL_CODE.contains(&p.as_slice()))
}

/// `rest` (from a value's first parenthesis on) ends the value as a call or an argument does:
/// a `)` with at most more of `);,` after it (`HeaderValue)`), or a `(` whose match is the end
/// or is followed by a method, a call, an index, `)`, `,` or `;` (`os.Getenv(KEY)`, `f(x).y`,
/// `f(x)(y)`), or none (a call
/// the value's bytes cut). A generated key's parentheses are followed by more of it
/// (`aj1d3am)mgl...`, `zlye3(k-c0y)fsve^c`).
fn call_ends(rest: &[u8]) -> bool {
    match rest.first() {
        Some(b')') => rest.iter().all(|b| matches!(b, b')' | b';' | b',')),
        Some(b'(') => {
            let mut depth = 0usize;
            for (i, b) in rest.iter().enumerate() {
                match b {
                    b'(' => depth += 1,
                    b')' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            return rest
                                .get(i + 1..)
                                .unwrap_or_default()
                                .first()
                                .is_none_or(|c| {
                                    matches!(c, b'.' | b')' | b',' | b';' | b'(' | b'[')
                                });
                        }
                    }
                    _ => {}
                }
            }
            true
        }
        _ => false,
    }
}

/// After a value that ends at `e`, its line's comment calls it an example (`amqp://app:changeme@
/// localhost/   # example only`, `// e.g.`, `-- sample`): past the value's word, a blank, then
/// `#`, `//`, `--` or `;` and a comment that holds `example`, `e.g.`, `sample` or `placeholder`
/// within 80 bytes. A stand-in password (`changeme`) is a password by its place, unless the line
/// says it is none.
fn example_comment(hay: &[u8], e: usize) -> bool {
    let rest = hay.get(e..).unwrap_or_default();
    let line = rest.iter().take(400).take_while(|b| **b != b'\n').count();
    let line = rest.get(..line).unwrap_or_default();
    let Some(gap) = line.iter().position(|b| matches!(b, b' ' | b'\t')) else {
        return false;
    };
    let after = line.get(gap..).unwrap_or_default();
    let blanks = after
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    let comment = after.get(blanks..).unwrap_or_default();
    let opens = [b"#".as_slice(), b"//", b"--", b";"]
        .iter()
        .any(|c| comment.starts_with(c));
    let words = comment
        .get(..comment.len().min(80))
        .unwrap_or_default()
        .to_ascii_lowercase();
    let has = |w: &[u8]| words.windows(w.len()).any(|x| x == w);
    opens && (has(b"example") || has(b"e.g.") || has(b"sample") || has(b"placeholder"))
}

/// The password `hay[s..e]` of a URL (`scheme://user:password@`) repeats its user
/// (`guest:guest@`): an example, not a credential.
fn same_as_user(hay: &[u8], s: usize, e: usize) -> bool {
    let Some(head) = s.checked_sub(1).and_then(|c| hay.get(..c)) else {
        return false;
    };
    let user_start = head.iter().rposition(|b| *b == b'/').map_or(0, |i| i + 1);
    head.get(user_start..)
        .is_some_and(|u| !u.is_empty() && Some(u) == hay.get(s..e))
}

/// A value shaped like a provider's token but made to stand in for one in documentation: the
/// part after the public prefix holds a run of 6 repeated characters (`xxxxxx`, `000000`), of
/// `consecutive` consecutive ones (`123456`, `abcdef`), or a stand-in word. A random body holds
/// such a run with a chance under 1 in 1,000.
pub(crate) fn token_placeholder(body: &str, consecutive: usize) -> bool {
    // Keys a provider publishes in its own documentation for every reader to paste (Stripe's
    // API reference's test-mode pair), which belong to no account's secrets, as AWS's
    // documentation's `AKIAIOSFODNN7EXAMPLE` says so in its name.
    const PUBLISHED_EXAMPLES: &[&str] = &[
        "4eC39HqLyjWDarjtT1zdp7dc", // Stripe's `sk_test_` example key
        "TYooMQauvdEDq54NiTphI7jx", // Stripe's `pk_test_` example key
        // The TOTP secret of the key URI format's documentation (`otpauth://totp/...?secret=
        // JBSWY3DPEHPK3PXP`: base32 of `Hello!` and `0xDEADBEEF`), pasted by every guide
        "JBSWY3DPEHPK3PXP",
    ];
    // The whole body, after at most its public prefix (`sk_test_`), never a part: a longer
    // body that starts like one (`sk_live_4eC39…Qa`) is a key of its own (found in CI).
    let published = |x: &&str| {
        body.strip_suffix(*x)
            .is_some_and(|prefix| prefix.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'))
    };
    if PUBLISHED_EXAMPLES.iter().any(published) {
        return true;
    }
    let l = body.to_ascii_lowercase();
    const WORDS: &[&str] = &[
        "example",
        "your",
        "xxxx",
        "dummy",
        "sample",
        "placeholder",
        "redacted",
        "fake",
        "insert",
        "replace",
    ];
    if WORDS.iter().any(|w| l.contains(w) && written_word(body, w)) {
        return true;
    }
    let b = l.as_bytes();
    let run = |step: i16| {
        let mut n = 1;
        for w in b.windows(2) {
            if let [x, y] = w
                && i16::from(*y) - i16::from(*x) == step
                && x.is_ascii_alphanumeric()
            {
                n += 1;
                if n >= consecutive || (step == 0 && n >= 6) {
                    return true;
                }
                continue;
            }
            n = 1;
        }
        false
    };
    run(0) || run(1) || run(-1)
}

/// `word` (lower case) is in `v` as someone writes it: in lower case, in UPPER case, or in words
/// that each start a part (`ChangeMe`, `yourKey`), not with its case mixed the way a random
/// string mixes it (`pfAkEG`, `ADummY` in a generated key).
fn written_word(v: &str, word: &str) -> bool {
    let n = word.len();
    v.char_indices().any(|(i, _)| {
        let Some(part) = v.get(i..i + n) else {
            return false;
        };
        if !part.eq_ignore_ascii_case(word) {
            return false;
        }
        let b = part.as_bytes();
        let upper = b.iter().filter(|c| c.is_ascii_uppercase()).count();
        let letters = b.iter().filter(|c| c.is_ascii_alphabetic()).count();
        if upper == 0 || upper == letters {
            return true;
        }
        // Each capital starts a part of at least two letters whose rest is lower case.
        b.iter().enumerate().all(|(j, c)| {
            !c.is_ascii_uppercase()
                || (b.get(j + 1).is_some_and(u8::is_ascii_lowercase)
                    && (j == 0 || !b.get(j - 1).is_some_and(u8::is_ascii_uppercase)))
        })
    })
}

/// Whether a (lowercased) value is a date format: `strftime` conversions (`%m`, `%S`) and the
/// separators between them only (`%m:%sz` of `date -u +%Y-%m-%dT%H:%M:%SZ`, whose `-u` is
/// "universal time", not a user). A password made of conversions alone is not one anybody
/// types.
fn strftime_format(l: &str) -> bool {
    let mut bytes = l.bytes();
    let mut conversions = 0;
    while let Some(b) = bytes.next() {
        match b {
            b'%' if bytes.next().is_some_and(|c| c.is_ascii_alphabetic()) => conversions += 1,
            b'-' | b':' | b'.' | b'_' | b'/' | b',' | b' ' | b't' | b'z' => {}
            _ => return false,
        }
    }
    conversions >= 2
}

/// Template variables, documentation stand-ins and repeated characters are not secrets.
pub(crate) fn is_placeholder(v: &str) -> bool {
    let l = v.to_ascii_lowercase();
    let first = l.bytes().next().unwrap_or(b' ');
    if matches!(first, b'<' | b'{') {
        return true;
    }
    // A reference or a format field: `$VAR`, `${VAR}`, `$(cmd)`, `$1`, `%VAR%`, `%(name)s`,
    // `%{VAR}`, `%s`. A generated key may open with `$` or `%` and a symbol (`%k9v!x@2m…` is not
    // a reference, `%!x9…` neither).
    let second = l.as_bytes().get(1).copied();
    // A reference is made of names, braces and a path's punctuation; a generated key that
    // opens with `$` and a letter holds other symbols (`$q=w(=^7b3)p^...`).
    if first == b'$'
        && second.is_none_or(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'{' | b'('))
        && (matches!(second, Some(b'{' | b'('))
            || l.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"_/.:@{}()$-#~".contains(&b)))
    {
        return true;
    }
    if first == b'%'
        && (matches!(second, None | Some(b'(' | b'{'))
            || l.ends_with('%')
            || (l.len() <= 4
                && l.bytes()
                    .skip(1)
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')))
    {
        return true;
    }
    if first == b'%' && strftime_format(&l) {
        return true;
    }
    // A secret's reference by the name a store holds it under (Vercel's `"env": { "API_KEY":
    // "@api-key" }`): lower-case words joined by `-` or `_`, one of them a secret's. A
    // password that opens with `@` mixes in other bytes (`@dm1n!`, `@Tiger-Lantern`).
    if let Some(name) = v.strip_prefix('@') {
        let words: Vec<&str> = name.split(['-', '_']).collect();
        if words.len() >= 2
            && words.iter().all(|w| {
                !w.is_empty()
                    && w.bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            })
            && words.iter().any(|w| {
                matches!(
                    *w,
                    "key"
                        | "token"
                        | "secret"
                        | "password"
                        | "pass"
                        | "pwd"
                        | "api"
                        | "dsn"
                        | "credentials"
                )
            })
        {
            return true;
        }
    }
    // A note in Markdown's emphasis where a value would be (`| _revoked_ |`, `*rotated*`,
    // `~~expired~~`): lower-case words between the marks, no secret's bytes.
    for mark in ["__", "**", "~~", "_", "*"] {
        if let Some(inner) = v.strip_prefix(mark).and_then(|r| r.strip_suffix(mark))
            && (2..=30).contains(&inner.len())
            && inner
                .bytes()
                .all(|b| b.is_ascii_lowercase() || matches!(b, b' ' | b'-'))
            && inner.bytes().next().is_some_and(|b| b.is_ascii_lowercase())
        {
            return true;
        }
    }
    const WORDS: &[&str] = &[
        "changeme",
        "changeit",
        "replace_me",
        "replaceme",
        "example",
        "placeholder",
        "your",
        "xxxx",
        "****",
        "redacted",
        "dummy",
        "sample",
        "password",
        "secret",
        "token",
    ];
    // A provider's token may open with `secret_` or `token_` (Notion's, Supabase's
    // `sb_secret_`): after its last such word, a part issued at random, where a stand-in
    // goes on with words (`your_secret_token_here`).
    let stand_in = |w: &&str| l.contains(*w) && written_word(v, w);
    let issued = WORDS
        .iter()
        .filter(|w| stand_in(w))
        .all(|w| matches!(*w, "secret" | "token" | "password"))
        && ["secret", "token", "password"].iter().any(|w| {
            l.rfind(w).is_some_and(|i| {
                v.get(i + w.len()..)
                    .is_some_and(|r| random_part(r.trim_start_matches(['_', '-', '.']).as_bytes()))
            })
        });
    if WORDS.iter().any(stand_in) && !weak_password(&l) && !issued {
        return true;
    }
    // A language's empty values, as words of their own (`None)`, `(null`), not four letters
    // a random value holds between others (`3r2c0h4sy1none1tzcu`); a list of choices made of
    // them (`true/false`, `on|off`, `yes/no`).
    const EMPTIES: &[&str] = &["none", "null", "nil", "true", "false", "undefined"];
    const CHOICES: &[&str] = &["on", "off", "yes", "no", "enabled", "disabled"];
    let alnum = |i: Option<usize>| {
        i.and_then(|i| l.as_bytes().get(i))
            .is_some_and(u8::is_ascii_alphanumeric)
    };
    let alone = |w: &str| {
        l.match_indices(w)
            .any(|(i, _)| !alnum(i.checked_sub(1)) && !alnum(Some(i + w.len())))
    };
    if EMPTIES.iter().any(|w| alone(w))
        || (l.contains(['/', '|'])
            && l.split(['/', '|'])
                .all(|w| EMPTIES.contains(&w) || CHOICES.contains(&w)))
    {
        return true;
    }
    // The example credentials of the OAuth 1.0, OAuth 2.0 and OpenID Connect specifications
    // (RFC 5849, RFC 6749, RFC 6750, OpenID Connect Core), which their implementations'
    // documentation and tests quote, as AWS's documentation quotes `AKIAIOSFODNN7EXAMPLE`.
    const SPEC_EXAMPLES: &[&str] = &[
        // RFC 5849's consumer keys and secrets, tokens and token secrets, and verifier.
        "dpf43f3p2l4k3l03",
        "kd94hf93k423kf44",
        "hh5s93j4hdidpola",
        "hdhd0244k9j7ao03",
        "hfdp7dh39dks9884",
        "nnch734d00sl2jdk",
        "pfkkdhi9sl3r4s00",
        "9djdj82h48djs9d2",
        "j49sk3j29djd",
        "kkk9d7dh3k39sjv7",
        "dh893hdasih9",
        "2YotnFZFEjr1zCsicMWpAA",
        "tGzv3JOkF0XG5Qx2TlKWIA",
        "SplxlOBeZQQYbYS6WxSbIA",
        "mF_9.B5f-4.1JqM",
        "SlAV32hkKG",
        "8xLOxBtZp8",
        "s6BhdRkqt3",
        "gX1fBat3bV",
        "czZCaGRSa3F0MzpnWDFmQmF0M2JW",
        "h480djs93hd8",
    ];
    if SPEC_EXAMPLES.iter().any(|x| v.contains(x)) {
        return true;
    }
    // Published keys that belong to no one: the storage emulator's (Azurite's) well-known
    // development account key, which Microsoft documents for every local `devstoreaccount1`
    // connection string, and the signature of jwt.io's example token (see `jwt_header_ok`).
    const PUBLISHED_KEYS: &[&str] = &[
        "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
        "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    ];
    if PUBLISHED_KEYS.iter().any(|x| v.contains(x)) {
        return true;
    }
    // Whole values that documentation uses for a password (`user:pass@`, `admin:admin`).
    const STAND_INS: &[&str] = &[
        "pass",
        "passwd",
        "pwd",
        "pw",
        "foo",
        "bar",
        "baz",
        "qux",
        "foobar",
        "test",
        "testing",
        "guest",
        "admin",
        "root",
        "user",
        "username",
        "anonymous",
        "letmein",
        "s3cr3t",
        "s3cret",
        "hunter2",
        "topsecret",
    ];
    if STAND_INS.contains(&l.as_str()) {
        return true;
    }
    // A sentence of words joined by `-` or `_` that says what the value is for
    // (`hunter2-was-here-only-in-tests`, `not_for_production_use_in_ci_only`): four or more
    // words, two of them a sentence's small words and one naming a test or a stand-in; a
    // passphrase's random words are no sentence (`correct-horse-battery-staple`). Every part
    // is a plain word ([`plain_word`]) or one of the stand-ins above, and the value has no
    // capital: a key with random letters around such words (`a8f3k2-is-the-dev-key-9ZqLm2Pw7RtY`,
    // `Kx9-local-is-not-for-Qz7`) is no sentence.
    const SMALL: &[&str] = &[
        "a", "an", "the", "was", "is", "are", "be", "here", "only", "in", "for", "not", "just",
        "do", "never", "no", "use", "used", "of", "to",
    ];
    const SAYS: &[&str] = &[
        "test", "tests", "testing", "ci", "fake", "dummy", "demo", "sample", "example", "local",
        "dev", "fixture", "fixtures", "mock",
    ];
    let parts: Vec<&str> = l.split(['-', '_']).filter(|p| !p.is_empty()).collect();
    if parts.len() >= 4
        && !v.bytes().any(|b| b.is_ascii_uppercase())
        && parts.iter().all(|p| STAND_INS.contains(p) || plain_word(p))
        && parts.iter().filter(|p| SMALL.contains(p)).count() >= 2
        && parts.iter().any(|p| SAYS.contains(p))
    {
        return true;
    }
    let mut it = l.bytes();
    let c0 = it.next();
    it.all(|b| Some(b) == c0)
}

/// A part of a stand-in sentence that reads as a word of a dictionary: lower-case letters only,
/// with a vowel, no run of four consonants and no letter three times in a row (`tests`, `was`,
/// `only`; not `kx`, `qz`, `xkcdq`, `zzz`). One- and two-letter parts are the sentence's small
/// words, checked by their list.
fn plain_word(p: &str) -> bool {
    const SHORT: &[&str] = &[
        "a", "an", "in", "is", "be", "do", "no", "of", "to", "ci", "on", "at", "it", "or", "by",
        "as", "we", "us", "my", "up",
    ];
    let vowel = |b: u8| matches!(b, b'a' | b'e' | b'i' | b'o' | b'u' | b'y');
    if p.len() <= 2 {
        return SHORT.contains(&p);
    }
    let b = p.as_bytes();
    b.iter().all(u8::is_ascii_lowercase)
        && b.iter().any(|&c| vowel(c))
        && !b.windows(4).any(|w| w.iter().all(|&c| !vowel(c)))
        && !b
            .windows(3)
            .any(|w| w.first() == w.get(1) && w.get(1) == w.get(2))
}

/// The words of [`is_placeholder`] that people also deploy as passwords once a number is added
/// (`password1!`, `Secret123`, `changeme2024`, `changeit20243`, `MyPassword1`).
const PASSWORD_WORDS: &[&str] = &[
    "password",
    "supersecret",
    "topsecret",
    "mysecret",
    "secret",
    "changeme",
    "changeit",
];

/// `l` (lower case) is a weak real password built on a stand-in word, not a stand-in: at least
/// 8 bytes (7 with a symbol), a password word of [`PASSWORD_WORDS`], a digit or a symbol, and
/// besides those words at most 2
/// letters and no other stand-in (`your_password_1`, `secret_token_2` and `example-secret-1` stay
/// placeholders, as do `password`, `changeme` and `<password1>`).
fn weak_password(l: &str) -> bool {
    // A `)` that closes prose around it (`(PGPASSWORD=changeit2024)`) is not the password's;
    // another bracket is code's (`password: Secret2) -> Conn` is 7 bytes without it).
    let l = l.strip_suffix(')').unwrap_or(l);
    // A symbol added counts as a number does (`changeme!`, `secret#`); a 7-byte value holds
    // a symbol (`Secret2)` is a type and its parenthesis).
    let symbol = l.bytes().any(|b| b"!#$%&*?@^".contains(&b));
    if l.len() < 8 && !(l.len() == 7 && symbol)
        || !(symbol || l.bytes().any(|b| b.is_ascii_digit()))
        || l.bytes().any(|b| b"()[]{}".contains(&b))
    {
        return false;
    }
    let mut rest = l.to_owned();
    let mut found = false;
    for w in PASSWORD_WORDS {
        if rest.contains(w) {
            found = true;
            rest = rest.replace(w, " ");
        }
    }
    found && rest.bytes().filter(u8::is_ascii_alphabetic).count() <= 2
}

/// Shannon entropy of the bytes of `v`, in bits per byte.
pub(crate) fn entropy(v: &str) -> f64 {
    let mut counts = [0u32; 256];
    for b in v.bytes() {
        if let Some(c) = counts.get_mut(b as usize) {
            *c += 1;
        }
    }
    let n = v.len() as f64;
    counts
        .iter()
        .filter(|&&c| c > 0)
        .map(|&c| {
            let p = f64::from(c) / n;
            -p * p.log2()
        })
        .sum()
}

/// A table's cell under a column whose name names a secret: `k` opens the header (a delimited
/// line of names, a `COPY table (names) FROM stdin`, an `INSERT INTO table (names) VALUES`) and
/// `text[s..e]` is the row after it (after a Markdown table's rule line; the first tuple of the
/// statement's values). The header and the row must have as many fields, and the header's
/// fields must all be names; the first cell under a secret's column that holds a literal is
/// the secret. Returns its span.
pub(crate) fn table_cell(text: &str, k: usize, s: usize, e: usize) -> Option<(usize, usize)> {
    let b = text.as_bytes();
    let head = b.get(k..s)?;
    let insert = head
        .get(..6)
        .is_some_and(|h| h.eq_ignore_ascii_case(b"insert"));
    let line_end = head.iter().position(|&c| c == b'\n').unwrap_or(head.len());
    let line = head.get(..line_end)?;
    // The names in parentheses (a statement's), else the whole line.
    let parens = || {
        let open = line.iter().position(|&c| c == b'(')?;
        let close = line.iter().rposition(|&c| c == b')')?;
        (open < close).then_some((k + open + 1, k + close))
    };
    let (names, row_sep) = if insert {
        (parens()?, b',')
    } else if line.windows(5).any(|w| w.eq_ignore_ascii_case(b"stdin")) {
        (parens()?, b'\t')
    } else {
        let sep = [b',', b';', b'\t', b'|']
            .into_iter()
            .max_by_key(|c| line.iter().filter(|x| *x == c).count())?;
        ((k, k + line.len()), sep)
    };
    let name_sep = if names.0 == k { row_sep } else { b',' };
    let pipe = row_sep == b'|';
    // Confluence's wiki markup heads a table with `||` between its names (`|| System ||
    // Password ||`) and its rows with `|`: the names are the fields that hold one, and a row's
    // fields lose the empty ones before its first `|` and after its last.
    let wiki = pipe && names.0 == k && line.windows(2).any(|w| w == b"||");
    let mut header = fields(b, names.0, names.1, name_sep);
    if wiki {
        header.retain(|f| f.0 < f.1);
    }
    let row_fields = |s: usize, e: usize| {
        let mut row = fields(b, s, e, row_sep);
        if wiki {
            if row.first().is_some_and(|f| f.0 == f.1) {
                row.remove(0);
            }
            if row.last().is_some_and(|f| f.0 == f.1) {
                row.pop();
            }
        }
        row
    };
    let row = row_fields(s, e);
    let named = header.iter().enumerate().all(|(i, &(hs, he))| {
        let n = b.get(hs..he).unwrap_or_default();
        (n.is_empty() && pipe && (i == 0 || i + 1 == header.len()))
            || (n.len() <= 40
                && n.iter().filter(|c| **c == b' ').count() <= 3
                && n.iter()
                    .all(|c| c.is_ascii_alphanumeric() || *c >= 0x80 || b" _.#/-".contains(c)))
    });
    if !named || header.iter().filter(|f| f.0 < f.1).count() < 2 || row.len() != header.len() {
        return None;
    }
    let literal = |row: &[(usize, usize)]| {
        header.iter().zip(row).find_map(|(&(hs, he), &(cs, ce))| {
            let name = text.get(hs..he)?;
            let cell = text.get(cs..ce)?;
            (secret_column(name) && table_literal(cell)).then_some((cs, ce))
        })
    };
    if let Some(cell) = literal(&row) {
        return Some(cell);
    }
    // A delimited export's first row with nothing in the column (`wifi,guest,,http://...`):
    // the next rows of as many fields, up to 20 of them, until a line that is none. (A
    // client's table of query results, `| NULL |`, shows no secret further down.)
    if pipe {
        return None;
    }
    let mut at = e;
    for _ in 0..20 {
        let start = at + b.get(at..)?.iter().position(|&c| c == b'\n')? + 1;
        let end = start
            + b.get(start..)?
                .iter()
                .position(|&c| c == b'\n')
                .unwrap_or(b.len() - start);
        let end = if b.get(end.checked_sub(1)?) == Some(&b'\r') && end > start {
            end - 1
        } else {
            end
        };
        let next = row_fields(start, end);
        if next.len() != header.len() {
            return None;
        }
        if let Some(cell) = literal(&next) {
            return Some(cell);
        }
        at = end;
    }
    None
}

/// A password's name in other languages that holds `pass` (so that the table's rule, whose
/// triggers are `generic-secret`'s keywords, reads its header), as a table's column names it
/// (in lower case): German `Passwort`, Norwegian `passord`; French `mot de passe` is read whole.
const FOREIGN_PASSWORD_WORDS: &[&str] = &["passwort", "passord"];

/// The fields of `b[from..to]` split at `sep` outside quotes (a statement's tuple ends at its
/// `)`), each trimmed of blanks and its quotes.
fn fields(b: &[u8], from: usize, to: usize, sep: u8) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let (mut start, mut quote) = (from, None::<u8>);
    let mut at = from;
    while at <= to {
        let c = if at == to {
            sep
        } else {
            b.get(at).copied().unwrap_or(sep)
        };
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if matches!(c, b'"' | b'\'' | b'`') => quote = Some(c),
            None if c == sep || (c == b')' && sep == b',' && at > from) => {
                let mut fs = start;
                let mut fe = at;
                while fs < fe && b.get(fs).is_some_and(|c| matches!(c, b' ' | b'\t' | b'\r')) {
                    fs += 1;
                }
                while fe > fs
                    && b.get(fe - 1)
                        .is_some_and(|c| matches!(c, b' ' | b'\t' | b'\r'))
                {
                    fe -= 1;
                }
                if fe >= fs + 2
                    && matches!(b.get(fs), Some(b'"' | b'\'' | b'`'))
                    && b.get(fs) == b.get(fe - 1)
                {
                    fs += 1;
                    fe -= 1;
                }
                out.push((fs, fe));
                if c == b')' {
                    break;
                }
                start = at + 1;
            }
            None => {}
        }
        at += 1;
    }
    out
}

/// A column's name that names a secret (`password`, `Secret access key`, `api_token`), not
/// what is about one (`password_hash`, `token_type`, `secret_name`, `password_changed_at`).
fn secret_column(name: &str) -> bool {
    let l = name.to_lowercase();
    let words: Vec<&str> = l
        .split([' ', '_', '-', '.', '/', '#'])
        .filter(|w| !w.is_empty())
        .collect();
    let names_one = words.iter().any(|w| {
        matches!(
            *w,
            "password"
                | "passwd"
                | "pwd"
                | "pass"
                | "passphrase"
                | "secret"
                | "token"
                | "apikey"
                | "pat"
                | "credential"
                | "credentials"
        ) || w.ends_with("password")
            || w.ends_with("secret")
            || w.ends_with("token")
    }) || words
        .last()
        .is_some_and(|w| FOREIGN_PASSWORD_WORDS.contains(w))
        || l.ends_with("mot de passe")
        // A password's name in another language (`Hasło`, `Lösenord`, `Κωδικός`), past the
        // short pieces that English's words above read.
        || PASSWORD_NAMES
            .iter()
            .any(|w| w.len() > 4 && l.contains(w))
        || l.contains("api key")
        || l.contains("api_key")
        || l.contains("apikey")
        || l.contains("private key")
        || l.contains("private_key");
    let about = words.last().is_some_and(|w| {
        matches!(
            *w,
            "id" | "name"
                | "type"
                | "hash"
                | "hashed"
                | "digest"
                | "md5"
                | "sha1"
                | "sha256"
                | "sha512"
                | "bcrypt"
                | "checksum"
                | "salt"
                | "url"
                | "uri"
                | "at"
                | "date"
                | "time"
                | "expires"
                | "expiry"
                | "expiration"
                | "count"
                | "len"
                | "length"
                | "policy"
                | "scope"
                | "scopes"
                | "hint"
                | "set"
                | "required"
                | "changed"
                | "updated"
                | "created"
                | "reset"
                | "status"
                | "enabled"
                | "ref"
                | "path"
                | "file"
                | "version"
                | "prefix"
                | "last4"
                | "fingerprint"
                | "mode"
        )
    });
    names_one && !about
}

/// A cell's value that is a literal secret: no blank, not a number, an empty value's word or
/// a placeholder (a stand-in word in a password's column is the password).
fn table_literal(cell: &str) -> bool {
    let c = cell.as_bytes();
    c.len() >= 4
        && !c.iter().any(u8::is_ascii_whitespace)
        && !c.iter().all(u8::is_ascii_digit)
        && ![
            "null", "none", "\\n", "n/a", "true", "false", "redacted", "hidden",
        ]
        .iter()
        .any(|w| cell.eq_ignore_ascii_case(w))
        && !c
            .iter()
            .all(|b| matches!(b, b'*' | b'x' | b'X' | b'-' | b'.' | b'#'))
        // A note in parentheses or brackets (`(hidden)`, `<not set>`, `[redacted]`), maybe
        // cut at either end where a statement's fields end.
        && !matches!(c.first(), Some(b'(' | b'<' | b'['))
        && !matches!(c.last(), Some(b')' | b'>' | b']'))
        && (!is_placeholder(cell) || stand_in_password(c))
}

/// Words that, right before a password's word in an option's or a key's name, say there is no
/// password to give (`--no-password`, `--insecure-no-password`, `--skip-password`,
/// `--ask-pass`, `--prompt-password`): the option is a switch, and the word after it is none.
const NEGATING_WORDS: &[&[u8]] = &[
    b"no", b"skip", b"without", b"disable", b"ignore", b"empty", b"prompt", b"ask",
];

/// Whether the name before the value at `s` (past blanks, `=`, `:` and an opening quote) is
/// a password's word right after a [`NEGATING_WORDS`] word (`no-password`, `ask_pass`).
fn negated_key(hay: &[u8], s: usize) -> bool {
    let head = hay.get(..s).unwrap_or_default();
    let gap = head
        .iter()
        .rev()
        .take(8)
        .take_while(|b| matches!(b, b' ' | b'\t' | b'=' | b':' | b'"' | b'\''))
        .count();
    let head = head.get(..head.len() - gap).unwrap_or_default();
    let name_len = head
        .iter()
        .rev()
        .take(64)
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        .count();
    let name = head.get(head.len() - name_len..).unwrap_or_default();
    let words: Vec<&[u8]> = name
        .split(|b| matches!(b, b'-' | b'_' | b'.'))
        .filter(|w| !w.is_empty())
        .collect();
    let Some((last, rest)) = words.split_last() else {
        return false;
    };
    let last = last.to_ascii_lowercase();
    (password_word(&last) || last == b"pw")
        && rest
            .last()
            .is_some_and(|w| NEGATING_WORDS.iter().any(|n| w.eq_ignore_ascii_case(n)))
}
