//! The built-in rule table: provider formats, PEM keys, JWTs, URL credentials, generic assignments.
//!
//! Every rule names the literals (its triggers) that any match contains; the masker runs a rule's
//! regex only on a window around the places where one of its triggers occurs. A rule's window
//! reaches `lead` bytes before the trigger and the regex's longest match after it, so every
//! regex must have a bounded longest match (a test checks it against the hold-back).

/// How a rule's candidate is confirmed after its regex matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Check {
    /// The regex match is enough.
    None,
    /// A bearer token: entropy, a digit, and not a placeholder.
    Generic,
    /// A session cookie's value: entropy, not a placeholder, and a part (between `_`, `-`,
    /// `.`, `:`, `%`) that mixes letters and digits.
    Cookie,
    /// A value assigned to a secret-named key: a literal (not an expression, a call, a name or
    /// a number) and not a placeholder; see `check::assigned_literal`.
    Assignment,
    /// The password of `-u user:password`: not a placeholder, not a number (`-u 1000:1000`).
    UserPass,
    /// An SNMP community (or a management client's password) by its place: `UserPass`'s, and
    /// not SNMP's factory default (`public`, `private`), which every agent answers to until it
    /// is changed.
    Community,
    /// A password after SQL's `IDENTIFIED BY`: not a placeholder, not a number, and not a word
    /// (prose's "a library identified by 'name'") unless long and in mixed case (generated).
    Password,
    /// A password in a URL: not a placeholder.
    Placeholder,
    /// WeeChat's secured data (`/secure set NAME VALUE`, `/secure passphrase VALUE`):
    /// `Placeholder`'s check, and not one of the command's option words in place of the
    /// value (`-delete`, `-discard`); any other value, one that starts with `-` too, is one.
    Secured,
    /// GitHub classic tokens and npm tokens: the last 6 characters are the base62 CRC32 of the
    /// 30 characters after the 4-byte prefix.
    Crc32Base62,
    /// A JWT: the header decodes (base64url) to a JSON object that names `alg` or `typ`.
    Jwt,
    /// HTTP Basic credentials after the scheme: the base64 decodes to printable `user:password`
    /// whose password is not a placeholder; see `check::basic_credentials`.
    BasicCredentials,
    /// A password given in base64 by its place (LDIF's `userPassword::`, the answer to SMTP's
    /// `334 UGFzc3dvcmQ6`, `AUTH PLAIN`): it decodes to printable text (after `AUTH PLAIN`'s
    /// last NUL) that is no stored hash (`{SSHA}...`, `$6$...`) nor a placeholder; see
    /// `check::base64_password`.
    Base64Password,
    /// An AWS secret access key found only by being near an access key id: random-looking.
    AwsPairedSecret,
    /// A connection call's third argument after an address and a user:
    /// `getConnection(url, "app", "...")`; see `check::argument_literal`.
    ConnectArgument,
    /// A literal in an expression around a secret-named key: a call's second argument after a
    /// user (`basic_auth("u", "...")`), a fallback (`getenv("KEY") or "..."`), a ternary's
    /// branch; see `check::expression_literal`.
    Expression,
    /// A table's row after a header that names a secret's column: the cell under it, a
    /// literal; see `check::table_cell`.
    Table,
    /// A value that prose gives after a secret's name (`the bot's token is ...`, `using api
    /// key ...`), or a settings row's before it: generated, or after a password's name a
    /// password by its mix; see `check::prose_value`.
    Prose,
    /// A value a sentence states after a secret's name: prose's check, where the name starts
    /// a word (not `update-passwd`, `qcom-lpass`, `/etc/passwd`; a German compound,
    /// `WLAN-Passwort`, does) and the value is no file's path; see `check::stated_value`.
    Stated,
    /// A row of a two-column listing whose first cell names a secret: the cell beside it;
    /// see `check::row_value`.
    Row,
    /// A literal that names no secret by its place alone (a client's argument): generated,
    /// not a placeholder, an address or a path; see `check::generated_literal`.
    Generated,
    /// A header's value a proxy's log captured without its name: generated, and no UUID (a
    /// request's id); see `check::generated_literal`.
    Captured,
    /// The value a REPL or a shell prints for an expression that names a secret: prose's
    /// value, or a random-looking one of letters alone (a token with no digit).
    Echo,
    /// A base64 payload (a `data:` URI's): whole, it decodes to text that holds a secret the
    /// masker finds, or that is one generated token alone; decided in the masker, which
    /// searches the decoded text (see `check::decoded_text`).
    Encoded,
    /// A parameter an ORM's or a driver's log binds to a statement (SQLAlchemy's
    /// `[parameters: ...]`, Hibernate's `binding parameter [1] as [VARCHAR] - [...]`,
    /// Prisma's `params [...]`): generated, no UUID, and the statement, on the lines before,
    /// names a secret (`api_token`, `secret`, `key`); see `check::bound_value`.
    Bound,
}

impl Check {
    /// The rule's match is bounded by its surroundings (a value after a keyword, a URL's
    /// password), not by a format: masking a neighbour can move its end, or change what its
    /// keyword follows. Such a candidate that ends where a marker starts, or starts where one
    /// ends, was left over by an earlier masking and is left alone.
    pub(crate) fn is_contextual(self) -> bool {
        matches!(
            self,
            Check::Generic
                | Check::Cookie
                | Check::Placeholder
                | Check::Secured
                | Check::Assignment
                | Check::UserPass
                | Check::Community
                | Check::Password
                | Check::Expression
                | Check::ConnectArgument
                | Check::Table
                | Check::Prose
                | Check::Stated
                | Check::Row
                | Check::Generated
                | Check::Captured
                | Check::Echo
                | Check::Bound
        )
    }
}

/// What must follow a trigger for the rule's regex to have a match around it: a test of a few
/// bytes that spares the regex most of the windows of a trigger that fills ordinary text
/// (`://` in every link, `token` in every parser). A gate only says where a match cannot be, so
/// it must hold at the trigger inside every match the regex can make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Gate {
    /// Every trigger occurrence gets a window.
    Open,
    /// A keyword of `generic-secret` and its tail: at most [`KEYWORD_TAIL`] bytes of
    /// `[A-Za-z0-9_.-]`, an optional (escaped) quote, an optional `]`, then `:`, `=`, `:=`, `:-`,
    /// `=>`, `>`, `,`, `||`, `??` or `?=` with up to 3 spaces (or 40 blanks that align a column) before and after,
    /// or 1 to 3 spaces alone, or a type
    /// annotation (`: &str =`), or `:` and a YAML block scalar's indicator, a line break and an
    /// indent, then a value (see [`value_follows`]); or a setter's `(` and a quoted value; or a
    /// shell expansion's `-` default (the key's word holds the `-` and runs to a `}`).
    Assignment,
    /// A keyword of `generic-secret` naming the secret of a name/value pair: its tail, an
    /// optional quote, 1 to 20 spaces, commas, `{`, `=` or `:` (TOML's and YAML's inline table,
    /// `KEY = { value = "..." }`), then `value` or `default` in any case (maybe as Terraform's
    /// `plaintext_value`); or
    /// the rest of the name's element (`</key>`, or up to 40 bytes to a `>`), up to 20 spaces
    /// and `<value>` in any case; or up to 3 blanks, a block's `{` and, within 200 bytes
    /// holding no brace, `value` or `default` (Terraform's `variable "..." {`); or 1 to 3
    /// blanks and a command's `--body`, `--value` or `--secret-string` option.
    NameValue,
    /// A keyword of `generic-secret` in an expression: its tail, an optional (escaped) quote and
    /// `)`, up to 3 blanks, then a fallback (`||`, `??`, `?:`, `or`, `.unwrap_or`, `{`) and a
    /// quote within 64 bytes; or an optional `=`, `:=` or `:` and a call's or a tuple's `(`, a
    /// first argument (quoted, or a name), `,` and a quote within 64 bytes; after a quoted key,
    /// its call's other arguments (`, None)`) before the fallback, or its call's `)` and `,`
    /// (`cmp.Or(os.Getenv("KEY"), "...")`); or `=`, `:=` or `:`
    /// and a ternary's `?` on the same line within 81 bytes, then a quote, a name or `(`.
    Expression,
    /// A keyword of `generic-secret` before a ternary: [`Gate::Expression`]'s last case alone.
    Ternary,
    /// A client's command line: after `pass` (of `sshpass`), blanks and `-p`; after `ogin` (of
    /// `login`) or `-u `, a blank or the user, then a `-p` on the same line within 300 bytes.
    Cli,
    /// `pass` of a command line's password option (`-Password`, `--db-password`,
    /// `--passphrase`): within the 24 bytes before it, in the option's own word, a `-`; after it
    /// (and `word`, `wd` or `phrase`), `=` or a blank.
    OptionValue,
    /// `:152` or `:248` of an Oracle listener's port (1520-1529, 2483, 2484) in EZConnect's
    /// `user/password@host:port/service`: a digit after it; before it, a host of at most 100
    /// bytes of `[A-Za-z0-9.-]` after an `@`, and before that a password of 3 to 200 bytes
    /// after a `/`.
    OraclePort,
    /// `:5432` and the three other databases' ports of a data source name with no scheme
    /// (`user:password@host:5432/db`): no digit after it; before it, a host of at most 100
    /// bytes of `[A-Za-z0-9.-]` after an `@`, and before that a password of 3 to 200 bytes
    /// holding no space, `:`, `@`, `/`, quote or angle bracket, after a `:`.
    DsnPort,
    /// `ookie:` (`ookie":`) of a cookie header: up to 3 blanks, an optional `"`, then a
    /// cookie's name of 1 to 64 bytes and its `=` (not `cookie: Cookie` in code).
    Cookie,
    /// `secret` of `aws_secret...`: `aws` among the 11 bytes before the trigger's end.
    Aws,
    /// `bearer`: 1 to 3 spaces, then at least 20 bytes of a token.
    Bearer,
    /// `bearer` as an element of its own before the token: an optional closing quote, then
    /// up to 3 blanks and `,` (R's `paste("Bearer", "...")`, Elixir's `{:bearer, "..."}`) or
    /// `Tokens(` (Ktor's `BearerTokens("...")`), up to 3 blanks and a quote.
    BearerElement,
    /// At least this many hex digits.
    Hex(usize),
    /// A call's quoted first argument: after the trigger, up to 3 digits (`ClientV2`), an
    /// optional `(`, up to 12 blanks or line breaks, then a quote.
    QuotedArgument,
    /// At least this many bytes of a token's word, `[A-Za-z0-9_-]` (a short prefix such as
    /// `fw_` or `as-` that ordinary words also hold is searched only before a token's length).
    Word(usize),
    /// A `.`, then at least this many bytes of a token's word (Harness's `pat.` after the
    /// `pat` that Airtable's and HubSpot's tokens share).
    DotWord(usize),
    /// `sql-password`'s triggers: `IDENTIFIED` and its `BY` or `WITH` pass; `pass` only after
    /// `SET` and its blanks; `ogin` only in `sp_addlogin`.
    Sql,
    /// The `://` of `url-credential`: `user:password@`, the user (at most 100 bytes, maybe
    /// none; an e-mail address with its `@` too) holding no space, `:`, `/`, `?` or `#`, the password 3 to 200 bytes holding no
    /// space, `/`, `?`, quote or angle bracket and ending at an `@` (an unencoded `#` is in
    /// passwords people write into URLs).
    Userinfo,
    /// The `://` of a token as a URL's user: 32 to 200 bytes of `[A-Za-z0-9_-]`, then `@`.
    UserToken,
    /// A keyword of a table's header: it is in a field of a delimited line (see
    /// [`column_field`]).
    Column,
    /// A secret's name in a row's `WHERE` (`UPDATE settings SET value = '...' WHERE name =
    /// 'payments.secret_key'`): the name's closing quote after the trigger, and `where` and a
    /// blank within the 320 bytes before it, on its line.
    SettingRow,
    /// `ogin` of a dotted setting's last name, `.login` (`sonar.login`), or SonarQube's
    /// `SONAR_LOGIN`, then an optional closing quote, up to 3 blanks and `=` or `:`.
    DottedLogin,
    /// A plural secret's name that opens a list (`"secrets": [`): the rest of its word (up to
    /// 4 letters), an optional (escaped) quote, up to 20 blanks, `:`, up to 20 blanks and `[`.
    List,
    /// A secret's name in prose: the rest of its word (up to 8 bytes), 1 to 3 blanks and `is`
    /// or `was` and a blank; or 1 to 3 blanks and a value (or `:`) after it, and `using ` or
    /// `with ` within the 48 bytes before the trigger on its line.
    Prose,
    /// A secret's name in a sentence whose value comes later: on its line only prose's bytes
    /// up to a linking ` is ` or ` was ` within 100 bytes, or up to the line's end and, within
    /// the next line's first 60 bytes, `it's `, `it is ` or a label's `: `; then a word that
    /// holds a digit or a symbol (see [`prose_answer_follows`]).
    ProseAnswer,
    /// A secret's name in a sentence that states its value (see [`stated_follows`]): the
    /// rest of its word, then a blank, `:`, `,`, a question's `?`, a line break or a byte of another script;
    /// and a digit or a value's symbol before the end of the next line.
    Stated,
    /// A secret's name on a line whose next line holds one value alone: the line's end within
    /// 128 bytes, before any of code's `=`, `;`, braces, angle brackets or `"`, then up to 3
    /// blanks, maybe a label (words, `:` and 1 to 3 blanks), an
    /// optional quote, 6 to 400 of a value's bytes, an optional quote, up to 3 blanks and the
    /// line's end (see [`next_line_value`]).
    NextLine,
    /// A login handed over in a sentence: ` / ` on the trigger's line within 80 bytes.
    LoginPair,
    /// A question in chat or mail that asks for a login (`anyone know the creds for ...?`): a
    /// `?` later on the trigger's line within 140 bytes, and within the 120 bytes of the next
    /// line or the one after a ` / ` (the answer's `user / password`).
    Handover,
    /// A question in chat or mail for a secret whose answer comes a few lines later: a `?`
    /// later on the trigger's line within 140 bytes, and one of the next 6 lines, each of at
    /// most 160 bytes, holds one value alone, maybe after a speaker's name (see
    /// [`answer_later_follows`]).
    AnswerLater,
    /// A keyword of a listing's row: after its tail, an optional closing backtick, up to 3
    /// blanks and a Markdown table's `|`; or 4 to 40 blanks that align a column and a value
    /// that ends its line (see [`row_follows`]).
    Row,
    /// A keyword of a COBOL data item's name (`WS-DB-PASSWORD`): after its tail, 1 to 20
    /// blanks and `PIC` in any case.
    Picture,
    /// After a secret's keyword inside a key-value export's key (`"key": ".../password",`):
    /// the rest of the keyword's word, its closing quote and the entry's `,`.
    KvEntry,
    /// After a secret's keyword in a chat client's `/set` of an option: the rest of the
    /// option's name, then a blank, on a line that opens with `/set`.
    SetCommand,
    /// After a secret's keyword in a numbered reply's field (`redis-cli`'s `3) "api_key"`):
    /// the rest of the field's name, its closing quote, a line break and the next item's
    /// number and `) "`.
    ReplyField,
    /// After a secret's keyword in a statement: a line that binds its parameters,
    /// `Params: ` (a list, a quoted value or a bare one) or Hibernate 6's `) <- `, within the
    /// keyword's line and the four after (each read to 400 bytes): every form the rule's
    /// regex takes.
    BoundBelow,
    /// A secret's name expanded in an `echo` that a shell traced (`+ echo "deploying with key
    /// $API_KEY"`, as `set -x` prints it) or ran after a prompt: see [`traced_echo`].
    TracedEcho,
}

/// The most bytes of `[A-Za-z0-9_.-]` after a generic keyword's trigger and before its `:` or
/// `=`: the rest of the keyword (`phrase` of `passphrase` after `pass`) and the regex's 20.
const KEYWORD_TAIL: usize = 6 + 20;

/// The length of the word that continues a matched keyword (`_`, `.`, `-` included), counted to
/// one past `KEYWORD_TAIL`, so that a caller can tell a short tail from a too-long one.
fn keyword_tail(rest: &[u8]) -> usize {
    rest.iter()
        .take(KEYWORD_TAIL + 1)
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        .count()
}

impl Gate {
    /// Whether the gate reads a token's length after its trigger: a token split in pieces (see
    /// `split`) is too short for it in the text, though whole in a view without the joints.
    pub(crate) fn reads_length(self) -> bool {
        matches!(
            self,
            Gate::Bearer | Gate::Hex(_) | Gate::Word(_) | Gate::DotWord(_)
        )
    }

    /// Whether the trigger ending at `end` in `hay` can be inside a match.
    pub(crate) fn admits(self, hay: &[u8], end: usize) -> bool {
        let rest = hay.get(end..).unwrap_or_default();
        match self {
            Gate::Open => true,
            _ if matches!(self, Gate::Assignment | Gate::NameValue | Gate::Expression)
                && !key_word_before(hay, end) =>
            {
                false
            }
            Gate::Assignment => {
                let tail = keyword_tail(rest);
                // A parameter expansion's `-` default: the keyword's word runs on to the `}`
                // (or to a quote after its `-`); the `-` is within the tail's first bytes.
                let dash = rest
                    .get(..tail.min(KEYWORD_TAIL + 1))
                    .is_some_and(|t| t.contains(&b'-'));
                let word = if !dash {
                    0
                } else {
                    rest.iter()
                        .take(KEYWORD_TAIL + 210)
                        .take_while(|b| !(is_space(**b) || matches!(b, b'}' | b'"' | b'\'' | b'$')))
                        .count()
                };
                let closes = dash
                    && match rest.get(word) {
                        Some(b'}') => rest.get(..word).is_some_and(|w| w.contains(&b'-')),
                        Some(b'"' | b'\'') => word > 0 && rest.get(word - 1) == Some(&b'-'),
                        _ => false,
                    };
                if closes {
                    return true;
                }
                if tail > KEYWORD_TAIL {
                    return false;
                }
                let mut at = tail;
                if rest.get(at) == Some(&b'\\') && matches!(rest.get(at + 1), Some(b'"' | b'\'')) {
                    at += 2;
                } else if matches!(rest.get(at), Some(b'"' | b'\'')) {
                    at += 1;
                }
                if rest.get(at) == Some(&b']') {
                    at += 1;
                }
                let after = rest.get(at..).unwrap_or_default();
                operator_then_value(after, true)
            }
            Gate::NameValue => {
                let tail = keyword_tail(rest);
                let at = tail + usize::from(matches!(rest.get(tail), Some(b'"' | b'\'')));
                let gap = rest
                    .get(at..)
                    .unwrap_or_default()
                    .iter()
                    .take(21)
                    .take_while(|b| is_space(**b) || matches!(b, b',' | b'{' | b'=' | b':'))
                    .count();
                let word = rest.get(at + gap..).unwrap_or_default();
                // JSON's quoted `"value"` after the quoted name.
                let word = match word.first() {
                    Some(b'"' | b'\'') => word.get(1..).unwrap_or_default(),
                    _ => word,
                };
                // Terraform's `secret_name = "..."` and `plaintext_value = "..."`;
                // CloudFormation's `"ParameterValue"`.
                let word = match (word.get(..10), word.get(..9)) {
                    (Some(p), _) if p.eq_ignore_ascii_case(b"plaintext_") => {
                        word.get(10..).unwrap_or_default()
                    }
                    (_, Some(p)) if p.eq_ignore_ascii_case(b"parameter") => {
                        word.get(9..).unwrap_or_default()
                    }
                    _ => word,
                };
                // XML's value element after the name: `</key>` or up to 40 bytes of the name's
                // element or attributes to its `>`, up to 20 spaces, then `<value>`.
                let element = || {
                    let r = rest.get(at..).unwrap_or_default();
                    let from = if r.starts_with(b"</") { 2 } else { 0 };
                    let Some(gt) = r
                        .iter()
                        .skip(from)
                        .take(41)
                        .position(|b| matches!(b, b'<' | b'>' | b'\n'))
                        .map(|p| p + from)
                        .filter(|&p| r.get(p) == Some(&b'>'))
                    else {
                        return false;
                    };
                    let after = r.get(gt + 1..).unwrap_or_default();
                    let sp = after.iter().take(21).take_while(|b| is_space(**b)).count();
                    let element = after.get(sp..).unwrap_or_default();
                    sp <= 20
                        && [b"<value>".as_slice(), b"<string>"].iter().any(|w| {
                            element
                                .get(..w.len())
                                .is_some_and(|e| e.eq_ignore_ascii_case(w))
                        })
                };
                // A block's declaration and its default inside it: Terraform's
                // `variable "db_password" {`, then within 200 bytes `default = "..."`; or a
                // JSON name whose value is an object with a `value` (`terraform output
                // -json`'s `"db_password": {"sensitive": false, ..., "value": "..."}`).
                let block = || {
                    let r = rest.get(at..).unwrap_or_default();
                    let blanks = |r: &[u8]| {
                        r.iter()
                            .take(3)
                            .take_while(|c| matches!(c, b' ' | b'\t'))
                            .count()
                    };
                    let mut b = blanks(r);
                    if r.get(b) == Some(&b':') {
                        b += 1 + blanks(r.get(b + 1..).unwrap_or_default());
                    }
                    r.get(b) == Some(&b'{') && {
                        let body = r.get(b + 1..).unwrap_or_default();
                        let n = body
                            .iter()
                            .take(206)
                            .take_while(|c| !matches!(c, b'{' | b'}'))
                            .count();
                        body.get(..n).unwrap_or_default().windows(5).any(|w| {
                            w.eq_ignore_ascii_case(b"value") || w.eq_ignore_ascii_case(b"defau")
                        })
                    }
                };
                // A command that sets the named secret: `gh secret set DB_PASSWORD --body ...`,
                // `--value ...`, `--secret-string ...`.
                let option = || {
                    let r = rest.get(at..).unwrap_or_default();
                    let b = r
                        .iter()
                        .take(4)
                        .take_while(|c| matches!(c, b' ' | b'\t'))
                        .count();
                    let r = r.get(b..).unwrap_or_default();
                    let d = r.iter().take(2).take_while(|c| **c == b'-').count();
                    let w = r.get(d..).unwrap_or_default();
                    (1..=3).contains(&b)
                        && d > 0
                        && [b"body".as_slice(), b"value", b"secret-string"]
                            .iter()
                            .any(|o| {
                                w.get(..o.len()).is_some_and(|x| x.eq_ignore_ascii_case(o))
                                    && matches!(w.get(o.len()), Some(b' ' | b'\t' | b'='))
                            })
                };
                // A YAML mapping under the name whose `Default:` follows up to 6 other entries,
                // each on an indented line (CloudFormation's `DbPassword:`, `Type: String`,
                // `NoEcho: true`, `Default: ...`).
                let mapping_default = || {
                    let r = rest.get(at..).unwrap_or_default();
                    if r.first() != Some(&b':') {
                        return false;
                    }
                    let sp = r
                        .iter()
                        .skip(1)
                        .take(4)
                        .take_while(|c| matches!(c, b' ' | b'\t'))
                        .count();
                    let cr = usize::from(r.get(1 + sp) == Some(&b'\r'));
                    if sp > 3 || r.get(1 + sp + cr) != Some(&b'\n') {
                        return false;
                    }
                    let mut line = r.get(2 + sp + cr..).unwrap_or_default();
                    for _ in 0..7 {
                        let ind = line
                            .iter()
                            .take(21)
                            .take_while(|c| matches!(c, b' ' | b'\t'))
                            .count();
                        let entry = line.get(ind..).unwrap_or_default();
                        if !(1..=20).contains(&ind) {
                            return false;
                        }
                        if entry
                            .get(..8)
                            .is_some_and(|d| d.eq_ignore_ascii_case(b"default:"))
                        {
                            return true;
                        }
                        let Some(eol) = entry.iter().take(120).position(|c| *c == b'\n') else {
                            return false;
                        };
                        line = entry.get(eol + 1..).unwrap_or_default();
                    }
                    false
                };
                tail <= KEYWORD_TAIL
                    && (mapping_default()
                        || ((1..=20).contains(&gap)
                            && (word
                                .get(..5)
                                .is_some_and(|v| v.eq_ignore_ascii_case(b"value"))
                                || word
                                    .get(..7)
                                    .is_some_and(|v| v.eq_ignore_ascii_case(b"default"))))
                        || element()
                        || block()
                        || option())
            }
            Gate::Expression => expression_follows(rest, false),
            Gate::Ternary => expression_follows(rest, true),
            Gate::Column => column_field(hay, end),
            Gate::Row => row_follows(rest),
            Gate::KvEntry => {
                let w = rest
                    .iter()
                    .take(21)
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
                    .count();
                let b = rest
                    .get(w + 1..)
                    .unwrap_or_default()
                    .iter()
                    .take(4)
                    .take_while(|c| matches!(c, b' ' | b'\t'))
                    .count();
                rest.get(w) == Some(&b'"') && rest.get(w + 1 + b) == Some(&b',')
            }
            Gate::SetCommand => {
                let w = rest
                    .iter()
                    .take(21)
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
                    .count();
                // The line's start is looked for only after the blank (`token` fills code).
                if !matches!(rest.get(w), Some(b' ' | b'\t')) {
                    return false;
                }
                let head = hay.get(..end).unwrap_or_default();
                let from = head.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
                let line = head.get(from..).unwrap_or_default();
                let line = line.get(line.iter().take_while(|c| is_space(**c)).count()..);
                line.is_some_and(|l| {
                    l.get(..5).is_some_and(|p| p.eq_ignore_ascii_case(b"/set "))
                        || l.get(..5)
                            .is_some_and(|p| p.eq_ignore_ascii_case(b"/set\t"))
                })
            }
            Gate::ReplyField => {
                let w = keyword_tail(rest);
                let r = rest.get(w..).unwrap_or_default();
                let r = r.strip_prefix(b"\"").unwrap_or_default();
                let r = r.strip_prefix(b"\r").unwrap_or(r);
                let r = r.strip_prefix(b"\n").unwrap_or_default();
                let r = r.get(r.iter().take(4).take_while(|b| is_space(**b)).count()..);
                let r = r.unwrap_or_default();
                let d = r.iter().take(5).take_while(|b| b.is_ascii_digit()).count();
                d > 0 && r.get(d..d + 3) == Some(b") \"".as_slice())
            }
            Gate::TracedEcho => traced_echo(hay, end),
            Gate::BoundBelow => bound_below(rest),
            Gate::Picture => {
                let tail = keyword_tail(rest);
                let r = rest.get(tail..).unwrap_or_default();
                let blanks = r
                    .iter()
                    .take(21)
                    .take_while(|b| matches!(b, b' ' | b'\t'))
                    .count();
                (1..=20).contains(&blanks)
                    && r.get(blanks..blanks + 3)
                        .is_some_and(|w| w.eq_ignore_ascii_case(b"pic"))
            }
            Gate::Handover => handover_follows(rest),
            Gate::AnswerLater => answer_later_follows(rest),
            Gate::Stated => stated_follows(rest),
            Gate::NextLine => next_line_value(rest),
            Gate::LoginPair => {
                let line = rest.iter().take(80).take_while(|b| **b != b'\n').count();
                rest.get(..line)
                    .unwrap_or_default()
                    .windows(3)
                    .any(|w| matches!(w, [b' ' | b'\t', b'/', b' ' | b'\t']))
            }
            // A trigger that ends its line (` pw\n`) leaves the next line's bytes.
            Gate::ProseAnswer if end > 0 && hay.get(end - 1) == Some(&b'\n') => answer_line(rest),
            Gate::ProseAnswer => prose_answer_follows(rest),
            Gate::Cli => cli_admits(hay, end),
            Gate::Cookie => {
                let b = rest
                    .iter()
                    .take(3)
                    .take_while(|c| matches!(c, b' ' | b'\t'))
                    .count();
                let b = b + usize::from(rest.get(b) == Some(&b'"'));
                let name = rest
                    .iter()
                    .skip(b)
                    .take(65)
                    .take_while(|c| c.is_ascii_alphanumeric() || b"_.!#$%&'*+^`|~-".contains(c))
                    .count();
                (1..=64).contains(&name) && rest.get(b + name) == Some(&b'=')
            }
            Gate::OraclePort => {
                let head = hay.get(..end.saturating_sub(4)).unwrap_or_default();
                let host = head
                    .iter()
                    .rev()
                    .take(101)
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-'))
                    .count();
                let Some(at) = (head.len() - host).checked_sub(1) else {
                    return false;
                };
                let pass = head
                    .get(..at)
                    .unwrap_or_default()
                    .iter()
                    .rev()
                    .take(201)
                    .take_while(|b| {
                        !(is_space(**b)
                            || matches!(b, b'/' | b'@' | b'"' | b'\'' | b'`' | b'<' | b'>'))
                    })
                    .count();
                (1..=100).contains(&host)
                    && head.get(at) == Some(&b'@')
                    && (3..=200).contains(&pass)
                    && at.checked_sub(pass + 1).and_then(|i| head.get(i)) == Some(&b'/')
                    && rest.first().is_some_and(u8::is_ascii_digit)
            }
            Gate::DsnPort => {
                let Some(colon) = hay
                    .get(..end)
                    .and_then(|h| h.iter().rposition(|b| *b == b':'))
                else {
                    return false;
                };
                let head = hay.get(..colon).unwrap_or_default();
                let host = head
                    .iter()
                    .rev()
                    .take(101)
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-'))
                    .count();
                let Some(at) = (head.len() - host).checked_sub(1) else {
                    return false;
                };
                let pass = head
                    .get(..at)
                    .unwrap_or_default()
                    .iter()
                    .rev()
                    .take(201)
                    .take_while(|b| {
                        !(is_space(**b)
                            || matches!(b, b':' | b'/' | b'@' | b'"' | b'\'' | b'`' | b'<' | b'>'))
                    })
                    .count();
                (1..=100).contains(&host)
                    && head.get(at) == Some(&b'@')
                    && (3..=200).contains(&pass)
                    && at.checked_sub(pass + 1).and_then(|i| head.get(i)) == Some(&b':')
                    && !rest.first().is_some_and(u8::is_ascii_alphanumeric)
            }
            Gate::OptionValue => {
                let tail = [b"word".as_slice(), b"wd", b"phrase"]
                    .iter()
                    .find(|w| {
                        rest.get(..w.len())
                            .is_some_and(|r| r.eq_ignore_ascii_case(w))
                    })
                    .map_or(0, |w| w.len());
                // The option's dash is read only after the rest allowed it (`pass` fills code).
                matches!(rest.get(tail), Some(b'=' | b' ' | b'\t'))
                    && hay
                        .get(..end.saturating_sub(4))
                        .unwrap_or_default()
                        .iter()
                        .rev()
                        .take(24)
                        .take_while(|b| {
                            b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.')
                        })
                        .any(|b| *b == b'-')
            }
            Gate::Sql => {
                let before = hay.get(..end).unwrap_or_default();
                let ends_ci = |h: &[u8], w: &[u8]| {
                    h.len() >= w.len()
                        && h.get(h.len() - w.len()..)
                            .is_some_and(|x| x.eq_ignore_ascii_case(w))
                };
                if ends_ci(before, b"ogin") {
                    return ends_ci(before, b"sp_addlogin");
                }
                if ends_ci(before, b"pass") {
                    let head = before.get(..before.len() - 4).unwrap_or_default();
                    let blanks = head
                        .iter()
                        .rev()
                        .take(4)
                        .take_while(|b| matches!(b, b' ' | b'\t'))
                        .count();
                    let word = head.get(..head.len() - blanks).unwrap_or_default();
                    // `SET PASSWORD`, or an option of an `OPTIONS (user '...', password '...')`
                    // list (SQL/MED's user mappings and servers).
                    if (1..=3).contains(&blanks) && (ends_ci(word, b"set") || ends_ci(word, b"add"))
                    {
                        return true;
                    }
                    // In a list, `password` (or `passwd`), blanks and an opening `'`: read
                    // only after a `,` or `(`, as `pass` fills ordinary code.
                    return matches!(word.last(), Some(b',' | b'(')) && {
                        let tail = if rest
                            .get(..4)
                            .is_some_and(|w| w.eq_ignore_ascii_case(b"word"))
                        {
                            rest.get(4..)
                        } else if rest.get(..2).is_some_and(|w| w.eq_ignore_ascii_case(b"wd")) {
                            rest.get(2..)
                        } else {
                            None
                        }
                        .unwrap_or_default();
                        let gap = tail
                            .iter()
                            .take(4)
                            .take_while(|b| matches!(b, b' ' | b'\t'))
                            .count();
                        (1..=3).contains(&gap) && tail.get(gap) == Some(&b'\'')
                    };
                }
                true
            }
            Gate::Aws => hay
                .get(end.saturating_sub(11)..end)
                .unwrap_or_default()
                .windows(3)
                .any(|w| w.eq_ignore_ascii_case(b"aws")),
            Gate::Bearer => {
                let spaces = rest.iter().take(4).take_while(|b| is_space(**b)).count();
                let token = |b: &u8| b.is_ascii_alphanumeric() || b"._~+/-".contains(b);
                (1..=3).contains(&spaces)
                    && rest
                        .iter()
                        .skip(spaces)
                        .take(20)
                        .filter(|b| token(b))
                        .count()
                        == 20
            }
            Gate::BearerElement => {
                let blanks = |r: &[u8]| {
                    r.iter()
                        .take(4)
                        .take_while(|b| matches!(b, b' ' | b'\t'))
                        .count()
                };
                let quote = usize::from(matches!(rest.first(), Some(b'"' | b'\'')));
                let r = rest.get(quote..).unwrap_or_default();
                let after = if r
                    .get(..7)
                    .is_some_and(|t| t.eq_ignore_ascii_case(b"tokens("))
                {
                    r.get(7..).unwrap_or_default()
                } else {
                    let b = blanks(r);
                    if b > 3 || r.get(b) != Some(&b',') {
                        return false;
                    }
                    r.get(b + 1..).unwrap_or_default()
                };
                let b = blanks(after);
                b <= 3 && matches!(after.get(b), Some(b'"' | b'\''))
            }
            Gate::List => list_follows(rest),
            Gate::DottedLogin => {
                let blanks = rest
                    .iter()
                    .take(4)
                    .take_while(|b| matches!(b, b' ' | b'\t'))
                    .count();
                let quote = usize::from(matches!(rest.first(), Some(b'"' | b'\'')));
                let blanks = if quote == 1 {
                    rest.iter()
                        .skip(1)
                        .take(4)
                        .take_while(|b| matches!(b, b' ' | b'\t'))
                        .count()
                } else {
                    blanks
                };
                (end.checked_sub(6).and_then(|i| hay.get(i..end - 4)) == Some(b".l")
                    || hay.get(..end).is_some_and(|h| h.ends_with(b"SONAR_LOGIN")))
                    && blanks <= 3
                    && matches!(rest.get(quote + blanks), Some(b'=' | b':'))
            }
            // The name's closing quote first (`secret_key'`), a look back only then.
            Gate::SettingRow => {
                rest.iter()
                    .take(41)
                    .find(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-')))
                    == Some(&b'\'')
                    // `where` and up to two other conditions (at most 88 bytes each) before
                    // the name (see the rule).
                    && word_before(hay, end, 320, &[b"where"])
            }
            Gate::Prose => {
                let word = rest
                    .iter()
                    .take(9)
                    .take_while(|b| b.is_ascii_alphanumeric() || **b == b'\'')
                    .count();
                let after = rest.get(word..).unwrap_or_default();
                let blanks = after
                    .iter()
                    .take(4)
                    .take_while(|b| matches!(b, b' ' | b'\t'))
                    .count();
                let verb = |v: &[u8]| {
                    after
                        .get(blanks..blanks + v.len())
                        .is_some_and(|w| w.eq_ignore_ascii_case(v))
                };
                let linked =
                    word <= 8 && (1..=3).contains(&blanks) && (verb(b"is ") || verb(b"was "));
                // After `using`/`with`, the name is followed by blanks and the value (any byte
                // the value may open with, or `:`), which code's `token = ...` is not: the look
                // back runs only then.
                let value = (1..=3).contains(&blanks)
                    && after.get(blanks).is_some_and(|b| {
                        b.is_ascii_alphanumeric() || b"_~+/=!@#$%^&*:.-`\"'".contains(b)
                    });
                linked || (word <= 8 && value && word_before(hay, end, 48, &[b"using", b"with"]))
            }
            Gate::Hex(n) => {
                rest.iter()
                    .take(n)
                    .filter(|b| b.is_ascii_hexdigit())
                    .count()
                    == n
            }
            Gate::QuotedArgument => {
                let digits = rest
                    .iter()
                    .take(3)
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                let open = digits + usize::from(rest.get(digits) == Some(&b'('));
                let r = rest.get(open..).unwrap_or_default();
                let blanks = r.iter().take(13).take_while(|b| is_space(**b)).count();
                blanks <= 12 && matches!(r.get(blanks), Some(b'"' | b'\''))
            }
            Gate::Word(n) => word_run(rest, n),
            Gate::DotWord(n) => {
                rest.first() == Some(&b'.') && word_run(rest.get(1..).unwrap_or_default(), n)
            }
            Gate::UserToken => {
                let user = rest
                    .iter()
                    .take(201)
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
                    .count();
                (32..=200).contains(&user) && rest.get(user) == Some(&b'@')
            }
            Gate::Userinfo => {
                let part = |b: &u8| !(is_space(*b) || matches!(b, b':' | b'/' | b'?' | b'#'));
                let user = rest.iter().take(101).take_while(|b| part(b)).count();
                if user > 100 || rest.get(user) != Some(&b':') {
                    return false;
                }
                let pass = |b: &u8| {
                    !(is_space(*b) || matches!(b, b'/' | b'?' | b'"' | b'\'' | b'<' | b'>' | b'`'))
                };
                let after = rest.get(user + 1..).unwrap_or_default();
                after
                    .iter()
                    .take(201)
                    .take_while(|b| pass(b))
                    .enumerate()
                    .any(|(i, b)| *b == b'@' && (3..=200).contains(&i))
            }
        }
    }
}

/// [`Gate::Cli`]: what must follow (or precede, on the same line) each trigger of
/// `cli-password` for one of its commands to be there.
fn cli_admits(hay: &[u8], end: usize) -> bool {
    let rest = hay.get(end..).unwrap_or_default();
    let before = hay.get(..end).unwrap_or_default();
    let blanks = rest
        .iter()
        .take(3)
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    // The rest of the line, and the line so far up to the regex's reach before a trigger (its
    // lead): read only where a trigger's test needs them (`pass` fills ordinary text).
    let line = || {
        let n = rest.iter().take(310).take_while(|b| **b != b'\n').count();
        rest.get(..n).unwrap_or_default()
    };
    let line_before = || {
        let from = before
            .iter()
            .rev()
            .take(460)
            .position(|b| *b == b'\n')
            .map_or(before.len().saturating_sub(460), |p| before.len() - p);
        before.get(from..).unwrap_or_default()
    };
    let has = |h: &[u8], w: &[u8]| h.windows(w.len()).any(|x| x == w);
    // A value (not an option) right after a flag (after a blank) somewhere on the line.
    let flag_value = |flag: &[u8], gap: bool| {
        line().windows(flag.len() + 2).any(|w| {
            let (f, v) = w.split_at(flag.len() + 1);
            f.first()
                .is_some_and(|b| matches!(b, b' ' | b'\t' | b'"' | b'\''))
                && f.get(1..) == Some(flag)
                && if gap {
                    matches!(v.first(), Some(b' ' | b'\t' | b'"' | b'\''))
                } else {
                    v.first().is_some_and(|b| !is_space(*b) && *b != b'-')
                }
        })
    };
    if before.ends_with(b"masterauth") {
        return true;
    }
    if before.ends_with(b"thToken") {
        return matches!(rest.first(), Some(b' ' | b'\t'));
    }
    if before.ends_with(b"pass") && has(line_before(), b"nuget") {
        return true;
    }
    if before.ends_with(b"pass") {
        // `sshpass -p`; a keystore's `-storepass` and `-keypass`; `htpasswd -b`; Redis's
        // `requirepass`; `chpasswd` after an echo; `openssl passwd`; `--password-stdin`
        // after an echo.
        return (blanks > 0 && rest.get(blanks..blanks + 2) == Some(b"-p"))
            || before.ends_with(b"requirepass")
            || (before.ends_with(b"chpass") && has(line_before(), b"echo"))
            || before
                .get(..before.len() - 4)
                .is_some_and(|h| h.trim_ascii_end().ends_with(b"openssl"))
            || (rest.starts_with(b"word-stdin") && has(line_before(), b"echo"))
            || ((before.ends_with(b"storepass") || before.ends_with(b"keypass"))
                && (blanks > 0 || matches!(rest.first(), Some(b'"' | b'\'')))
                && (has(line_before(), b"keytool") || has(line_before(), b"jarsigner")))
            || (before.ends_with(b"htpass") && has(line(), b"-"))
            || (rest.starts_with(b"word") && has(line_before(), b"cypher-shell"));
    }
    if before.ends_with(b"ogin") && blanks == 0 {
        return false;
    }
    if before.ends_with(b"-u ") || before.ends_with(b"ogin") {
        return has(line(), b"-p") || has(line(), b"-P");
    }
    if before.ends_with(b"-cli") {
        return flag_value(b"-a", true);
    }
    // The first word after the trigger's blanks: at most 3 of them, as the regex allows.
    let word = |from: usize| {
        let r = rest.get(from..).unwrap_or_default();
        let b = r
            .iter()
            .take(3)
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        let r = r.get(b..).unwrap_or_default();
        let n = r.iter().take(310).take_while(|b| !is_space(**b)).count();
        r.get(..n).unwrap_or_default()
    };
    if before.ends_with(b"-a ") {
        return word(0).first().is_some_and(|b| *b != b'-')
            && (has(line_before(), b"http")
                || has(line_before(), b"-cli")
                || has(line_before(), b"xh"));
    }
    if before.ends_with(b"--auth") {
        return matches!(rest.first(), Some(b' ' | b'=' | b'\t')) && word(1).contains(&b':');
    }
    if before.ends_with(b"mysql") {
        return flag_value(b"-p", false);
    }
    if before.ends_with(b"mongo") {
        return flag_value(b"-p", true);
    }
    if before.ends_with(b"ldap") {
        return flag_value(b"-w", true);
    }
    if before.ends_with(b"-U ") {
        // psql's `user%password`; SQL Server's clients' `-U user -P password`, where psql's
        // and createuser's own `-P` (a print option, a prompt) stay for want of the client.
        let sql_server = [b"sqlcmd".as_slice(), b"bcp", b"osql", b"isql"];
        return word(0).contains(&b'%')
            || (flag_value(b"-P", true) && sql_server.iter().any(|c| has(line_before(), c)));
    }
    // Oracle's `user/password@db`: right after `CONNECT`, `userid=` and a JDBC URL's driver
    // (its first word holds the `/`), after a client's options (`sqlplus -s`)
    // on the line.
    let direct = [
        b"conn ".as_slice(),
        b"CONN ",
        b"onnect ",
        b"ONNECT ",
        b"userid=",
        b"USERID=",
        b"oracle:",
    ];
    if direct.iter().any(|t| before.ends_with(t)) {
        return word(0).contains(&b'/');
    }
    has(line(), b"/")
}

/// After a key (and its closing quote): an operator and a value, as `generic-secret` reads
/// them. `annotated` also admits a type annotation (`: &str =`) before the operator.
fn operator_then_value(hay: &[u8], annotated: bool) -> bool {
    let blanks = hay
        .iter()
        .take(4)
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    if (1..=3).contains(&blanks) && value_follows(hay.get(blanks..).unwrap_or_default()) {
        return true;
    }
    if (1..=3).contains(&blanks) && declared_type_then_value(hay.get(blanks..).unwrap_or_default())
    {
        return true;
    }
    // Blanks that align a column of operators (gofmt's `const` blocks, Terraform's `=`) run
    // to 40; other space, a line break among it, to 3.
    let aligned = hay
        .iter()
        .take(41)
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    let sp = if aligned > 3 && aligned <= 40 {
        aligned
    } else {
        hay.iter().take(3).take_while(|b| is_space(**b)).count()
    };
    let o = hay.get(sp..).unwrap_or_default();
    // After the operator too, blanks that align a column of values (gofmt's composite
    // literals, `Passwd:               "..."`) run to 40.
    let after = |n: usize| {
        let v = o.get(n..).unwrap_or_default();
        let aligned = v
            .iter()
            .take(41)
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        value_follows(v)
            || ((4..=40).contains(&aligned) && value_follows(v.get(aligned..).unwrap_or_default()))
    };
    match (o.first(), o.get(1)) {
        (Some(b':'), next) => {
            after(1)
                || (matches!(next, Some(b'=' | b'-')) && after(2))
                || (annotated && type_then_value(o.get(1..).unwrap_or_default()))
                || block_scalar_then_value(o.get(1..).unwrap_or_default())
        }
        (Some(b'='), next) => {
            after(1)
                || (next == Some(&b'>') && after(2))
                || indented_value(o.get(1..).unwrap_or_default())
        }
        (Some(b'>' | b','), _) => after(1),
        // `??` of a fallback; `?=` of Make's (and BitBake's) assignment if unset.
        // Ruby's `||=` (`ENV["KEY"] ||= "..."`): a default assigned where none is set.
        (Some(b'|'), Some(b'|')) if o.get(2) == Some(&b'=') => after(3),
        (Some(b'|'), Some(b'|')) | (Some(b'?'), Some(b'?' | b'=')) => after(2),
        (Some(b'('), _) if annotated => quoted_follows(o.get(1..).unwrap_or_default()),
        _ => false,
    }
}

/// [`Gate::BoundBelow`]: `Params: ` or `) <- ` within the first 400 bytes of one of the first
/// five lines of `rest`'s first 2 KiB, in one pass over the bytes: neither holds a line break, so
/// one found at a column where it ends by 400 is inside that line's first 400 bytes.
fn bound_below(rest: &[u8]) -> bool {
    let region = rest.get(..rest.len().min(2048)).unwrap_or_default();
    let (mut line, mut col) = (0, 0);
    for (i, &b) in region.iter().enumerate() {
        let found = match b {
            b'\n' => {
                line += 1;
                if line == 5 {
                    return false;
                }
                col = 0;
                continue;
            }
            b'P' => col + 8 <= 400 && region.get(i..).is_some_and(|r| r.starts_with(b"Params: ")),
            b')' => col + 5 <= 400 && region.get(i..).is_some_and(|r| r.starts_with(b") <- ")),
            _ => false,
        };
        if found {
            return true;
        }
        col += 1;
    }
    false
}

/// [`Gate::TracedEcho`] at the trigger ending at `end`: its word (at most 60 bytes before the
/// trigger) is a `$` expansion (`$NAME`, `${NAME}`); its line opens with up to 3 blanks, a
/// trace's `+` or a prompt's `$` (1 to 3 of them), 1 to 3 blanks, `echo`, 1 to 3 blanks and
/// an optional quote; and the next line opens with the echoed text before the expansion, which
/// holds no quote and no other expansion, so that the line is the command's output and the
/// expansion's value stands where the name stood.
fn traced_echo(hay: &[u8], end: usize) -> bool {
    let head = hay.get(..end).unwrap_or_default();
    let name = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_';
    let word = head.iter().rev().take(61).take_while(|b| name(b)).count();
    let Some(at) = end.checked_sub(word + 1) else {
        return false;
    };
    let dollar = match head.get(at) {
        Some(b'$') => at,
        Some(b'{') if at > 0 && head.get(at - 1) == Some(&b'$') => at - 1,
        _ => return false,
    };
    let from = head
        .get(..dollar)
        .unwrap_or_default()
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let line = head.get(from..dollar).unwrap_or_default();
    let blanks = |h: &[u8], max: usize| {
        h.iter()
            .take(max)
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count()
    };
    let mut i = blanks(line, 3);
    let marks = line
        .iter()
        .skip(i)
        .take(3)
        .take_while(|b| matches!(b, b'+' | b'$'))
        .count();
    if marks == 0 {
        return false;
    }
    i += marks;
    let b = blanks(line.get(i..).unwrap_or_default(), 3);
    if b == 0 || line.get(i + b..i + b + 4) != Some(b"echo".as_slice()) {
        return false;
    }
    i += b + 4;
    let b = blanks(line.get(i..).unwrap_or_default(), 3);
    if b == 0 {
        return false;
    }
    i += b;
    if matches!(line.get(i), Some(b'"' | b'\'')) {
        i += 1;
    }
    let echoed = line.get(i..).unwrap_or_default();
    if echoed.len() > 120 || echoed.iter().any(|b| matches!(b, b'"' | b'\'' | b'$')) {
        return false;
    }
    let rest = hay.get(end..).unwrap_or_default();
    let next = rest
        .iter()
        .take(200)
        .position(|b| *b == b'\n')
        .and_then(|n| rest.get(n + 1..));
    next.is_some_and(|n| n.starts_with(echoed))
}

/// The trigger `_key` ending at `end` ends a keyword: `api_key`, `access_key`, `private_key`,
/// `account_key`,
/// or a name in UPPER case (`STRIPE_KEY`); not `cache_key` or `sort_key`. Other triggers pass.
fn key_word_before(hay: &[u8], end: usize) -> bool {
    let Some(t) = end.checked_sub(4).and_then(|s| hay.get(s..end)) else {
        return true;
    };
    if !t.eq_ignore_ascii_case(b"_key") {
        return true;
    }
    let head = hay.get(..end - 4).unwrap_or_default();
    let ends = |w: &[u8]| {
        head.len() >= w.len()
            && head
                .get(head.len() - w.len()..)
                .is_some_and(|h| h.eq_ignore_ascii_case(w))
    };
    ends(b"api")
        || ends(b"access")
        || ends(b"private")
        || ends(b"account")
        || (t == b"_KEY"
            && head
                .last()
                .is_some_and(|b| b.is_ascii_uppercase() || b.is_ascii_digit()))
}

/// The lookups of the environment that a literal fallback may follow under a secret's key
/// (`password: <%= ENV['DB_PW'] || '...' %>`), in lower case.
const LOOKUPS: [&[u8]; 6] = [
    b"env",
    b"process.env",
    b"os.environ",
    b"os.getenv",
    b"system.getenv",
    b"getenv",
];

/// [`Gate::Expression`] at the bytes after a keyword's trigger.
fn expression_follows(rest: &[u8], ternary_only: bool) -> bool {
    let tail = keyword_tail(rest);
    // The key's word may run into a method's name past the regex's 20 bytes
    // (`token_STRIPE_KEY.unwrap_or_else(`): the word, as far as such a name can start.
    let word = rest
        .iter()
        .take(KEYWORD_TAIL + 10)
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        .count();
    let method_at = rest
        .get(..word)
        .and_then(|t| t.windows(10).position(|w| w == b".unwrap_or"));
    if tail > KEYWORD_TAIL && (ternary_only || method_at.is_none_or(|p| p > KEYWORD_TAIL)) {
        return false;
    }
    let blank = |b: &u8| matches!(b, b' ' | b'\t');
    let blanks = |h: &[u8]| h.iter().take(3).take_while(|b| blank(b)).count();
    // Most keywords in code are followed by none of these: spare them the rest.
    let after_word = matches!(
        rest.get(tail),
        Some(b'\\' | b'"' | b'\'' | b')' | b' ' | b'\t' | b'|' | b'?' | b'{' | b'(' | b'=' | b':')
    );
    let method = !ternary_only && method_at.is_some();
    if !after_word && !method {
        return false;
    }
    let mut at = tail;
    if rest.get(at) == Some(&b'\\') && matches!(rest.get(at + 1), Some(b'"' | b'\'')) {
        at += 2;
    } else if matches!(rest.get(at), Some(b'"' | b'\'')) {
        at += 1;
    }
    let quote_within = |h: &[u8]| {
        h.iter()
            .take(64)
            .take_while(|b| **b != b'\n')
            .any(|b| matches!(b, b'"' | b'\''))
    };
    // A fallback after the key (and a call's `)`); the key's word may run into a method's
    // name (`password.unwrap_or(`), which the regex's shorter word leaves to the fallback.
    if let Some(p) = method_at
        && !ternary_only
        && quote_within(rest.get(p + 1..).unwrap_or_default())
    {
        return true;
    }
    // The same for `or`: a key's word that ends in it (`KEYor "..."`) is a shorter word and
    // Python's fallback to the regex.
    if !ternary_only
        && tail >= 2
        && rest
            .get(tail - 2..tail)
            .is_some_and(|w| w.eq_ignore_ascii_case(b"or"))
        && rest.get(tail).is_some_and(blank)
        && quote_within(rest.get(tail..).unwrap_or_default())
    {
        return true;
    }
    let quoted = at > tail;
    let closes = |from: usize| {
        from + rest
            .iter()
            .skip(from)
            .take(2)
            .take_while(|b| **b == b')')
            .count()
    };
    let mut f = closes(at);
    if quoted && !ternary_only {
        let o = rest.get(at..).unwrap_or_default();
        let b = blanks(o);
        // Go's `cmp.Or(os.Getenv("KEY"), "...")`: the lookup's `)`, then the next argument.
        if o.first() == Some(&b')') {
            let c = 1 + blanks(o.get(1..).unwrap_or_default());
            if o.get(c) == Some(&b',') {
                return true;
            }
        }
        // A lookup's other arguments (`kwargs.pop("KEY", None) or "..."`): up to 20 bytes
        // with no quote or parenthesis, then its `)`.
        if o.get(b) == Some(&b',') {
            let n = o
                .iter()
                .skip(b + 1)
                .take(21)
                .take_while(|c| !matches!(c, b'(' | b')' | b'"' | b'\'' | b'\n'))
                .count();
            if n <= 20 && o.get(b + 1 + n) == Some(&b')') {
                f = closes(at + b + 1 + n);
            }
        }
    }
    let f = f + blanks(rest.get(f..).unwrap_or_default());
    let o = rest.get(f..).unwrap_or_default();
    let or =
        o.get(..2).is_some_and(|w| w.eq_ignore_ascii_case(b"or")) && o.get(2).is_some_and(blank);
    let fallback = o.starts_with(b"||")
        || o.starts_with(b"??")
        || o.starts_with(b"?:")
        || o.starts_with(b".unwrap_or")
        || o.get(..8)
            .is_some_and(|w| w.eq_ignore_ascii_case(b".orElse("))
        || or
        || o.first() == Some(&b'{');
    if fallback && !ternary_only && quote_within(o.get(1..).unwrap_or_default()) {
        return true;
    }
    // A getter that returns a literal: `getPassword() { return "..."`, `def token(self): ...`.
    if !ternary_only && rest.get(tail) == Some(&b'(') {
        let inner = rest.get(tail + 1..).unwrap_or_default();
        let arg = [b"self".as_slice(), b"this"]
            .iter()
            .find(|w| inner.starts_with(w))
            .map_or(0, |w| w.len());
        if inner.get(arg) == Some(&b')') {
            let body = inner.get(arg + 1..).unwrap_or_default();
            let open = body
                .iter()
                .take(41)
                .take_while(|b| !matches!(b, b'\n' | b';'))
                .position(|b| matches!(b, b'{' | b':' | b'='));
            if open.is_some_and(|o| {
                body.iter()
                    .skip(o + 1)
                    .take(60)
                    .any(|b| matches!(b, b'"' | b'\''))
            }) {
                return true;
            }
        }
    }
    // A dataclass's or a model's field and its default (`password: str =
    // Field(default="...")`): an optional type annotation's bytes up to `=` (at most 49 of
    // them; most keywords in code meet another byte first), a module's name, `field(`, then
    // `default`.
    if !ternary_only && matches!(rest.get(at), Some(b':' | b'=' | b' ' | b'\t')) {
        let ann = |b: &u8| b.is_ascii_alphanumeric() || b"_.[], \t:".contains(b);
        let o = rest.get(at..).unwrap_or_default();
        let q = o.iter().take(50).take_while(|b| ann(b)).count();
        if o.get(q) == Some(&b'=') {
            let v = o.get(q + 1..).unwrap_or_default();
            let v = v.get(blanks(v)..).unwrap_or_default();
            let module = v
                .iter()
                .take(22)
                .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                .count();
            let v = if v.get(module) == Some(&b'.') {
                v.get(module + 1..).unwrap_or_default()
            } else {
                v
            };
            if v.get(..6)
                .is_some_and(|w| w.eq_ignore_ascii_case(b"field("))
                && v.get(6..)
                    .unwrap_or_default()
                    .trim_ascii_start()
                    .get(..7)
                    .is_some_and(|w| w.eq_ignore_ascii_case(b"default"))
            {
                return true;
            }
        }
    }
    // A call or a tuple, or a ternary, after an optional operator.
    let a = at + blanks(rest.get(at..).unwrap_or_default());
    let o = rest.get(a..).unwrap_or_default();
    let op = if o.starts_with(b":=") {
        2
    } else {
        usize::from(matches!(o.first(), Some(b'=' | b':')))
    };
    let o = o.get(op..).unwrap_or_default();
    let o = o.get(blanks(o)..).unwrap_or_default();
    if o.first() == Some(&b'(') && !ternary_only {
        // The first argument (at most 102 bytes, blanks and all) to its comma, then the value's
        // quote.
        let comma = o.iter().take(110).position(|b| *b == b',');
        if comma.is_some_and(|c| quote_within(o.get(c + 1..).unwrap_or_default())) {
            return true;
        }
    }
    // A lookup of the environment under another name and its literal fallback
    // (`password: <%= ENV['DB_PW'] || '...' %>`, `password = os.environ.get("PW") or "..."`,
    // Ruby's block `api_key = ENV.fetch("STRIPE_KEY") { "..." }`).
    if op > 0 && !ternary_only {
        let e = o
            .strip_prefix(b"<%=")
            .map_or(o, |r| r.get(blanks(r)..).unwrap_or_default());
        let lookup = LOOKUPS.iter().any(|w| {
            e.get(..w.len()).is_some_and(|h| h.eq_ignore_ascii_case(w))
                && !e
                    .get(w.len())
                    .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
        });
        if lookup {
            let line = e
                .iter()
                .take(90)
                .take_while(|b| !matches!(b, b';' | b'\n'))
                .count();
            let line = e.get(..line).unwrap_or_default();
            let fallback_at = |i: usize| {
                line.get(i).is_some_and(blank)
                    && line.get(i + 1..i + 3).is_some_and(|w| {
                        w == b"||"
                            || w == b"??"
                            || w.eq_ignore_ascii_case(b"or")
                            || w.first() == Some(&b'{')
                    })
            };
            if (0..line.len())
                .any(|i| fallback_at(i) && quote_within(e.get(i + 3..).unwrap_or_default()))
            {
                return true;
            }
        }
    }
    // A ternary's `?` is followed by a branch: a quote, a name or a `(`; not Rust's `?;` or
    // `?.`, nor `??`.
    op > 0
        && o.iter()
            .take(81)
            .take_while(|b| !matches!(b, b';' | b'\n'))
            .enumerate()
            .any(|(i, b)| {
                *b == b'?' && {
                    let next = o.get(i + 1..).unwrap_or_default();
                    let next = next.get(blanks(next)..).unwrap_or_default();
                    next.first().is_some_and(|c| {
                        c.is_ascii_alphanumeric() || matches!(c, b'"' | b'\'' | b'_' | b'(')
                    })
                }
            })
}

/// After a `:`, a YAML block scalar (`|`, `>`, `|-`, `>+` between blanks), a line break, an
/// indent of 1 to 20 blanks, then a value.
fn block_scalar_then_value(hay: &[u8]) -> bool {
    let blanks = |h: &[u8]| h.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    let mut at = blanks(hay).min(3);
    if !matches!(hay.get(at), Some(b'|' | b'>')) {
        return false;
    }
    at += 1;
    at += usize::from(matches!(hay.get(at), Some(b'-' | b'+')));
    at += blanks(hay.get(at..).unwrap_or_default()).min(3);
    at += usize::from(hay.get(at) == Some(&b'\r'));
    if hay.get(at) != Some(&b'\n') {
        return false;
    }
    at += 1;
    let indent = blanks(hay.get(at..).unwrap_or_default());
    (1..=20).contains(&indent) && value_follows(hay.get(at + indent..).unwrap_or_default())
}

/// After an `=`: up to 3 blanks, a line break and an indent of 1 to 20 blanks, then a value
/// (Elm's and Haskell's `apiKey =` with the body on the next line).
fn indented_value(hay: &[u8]) -> bool {
    let blanks = |h: &[u8]| h.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    let mut at = blanks(hay).min(3);
    at += usize::from(hay.get(at) == Some(&b'\r'));
    if hay.get(at) != Some(&b'\n') {
        return false;
    }
    at += 1;
    let indent = blanks(hay.get(at..).unwrap_or_default());
    (1..=20).contains(&indent) && value_follows(hay.get(at + indent..).unwrap_or_default())
}

/// A declaration's type between a secret's name and its value, in any case: Visual Basic's
/// `As String =` (any type name of at most 31 bytes) and ABAP's `TYPE string VALUE` (maybe
/// with a `LENGTH`), each with 1 to 3 blanks between its words, then a value.
fn declared_type_then_value(hay: &[u8]) -> bool {
    let word = |h: &[u8], w: &[u8]| {
        h.get(..w.len()).is_some_and(|x| x.eq_ignore_ascii_case(w))
            && h.get(w.len()).is_some_and(|b| matches!(b, b' ' | b'\t'))
    };
    let blanks = |h: &[u8]| {
        h.iter()
            .take(4)
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count()
    };
    let name = |h: &[u8]| {
        h.iter()
            .take(32)
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.'))
            .count()
    };
    // After a keyword, its blanks, a name of 1 to 31 bytes and its blanks: the rest.
    let named = |h: &[u8], w: &[u8]| -> Option<usize> {
        if !word(h, w) {
            return None;
        }
        let at = w.len() + blanks(h.get(w.len()..)?);
        let n = name(h.get(at..)?);
        let b = blanks(h.get(at + n..)?);
        ((1..=31).contains(&n) && (1..=3).contains(&b)).then_some(at + n + b)
    };
    if let Some(at) = named(hay, b"as") {
        let rest = hay.get(at..).unwrap_or_default();
        return rest.first() == Some(&b'=') && value_follows(rest.get(1..).unwrap_or_default());
    }
    let Some(mut at) = named(hay, b"type") else {
        return false;
    };
    if let Some(n) = named(hay.get(at..).unwrap_or_default(), b"length") {
        at += n;
    }
    let rest = hay.get(at..).unwrap_or_default();
    word(rest, b"value") && value_follows(rest.get(5..).unwrap_or_default())
}

/// A type annotation after its `:` (up to 3 spaces, an optional `&`, a type name of at most
/// 31 bytes), then an operator and a value.
fn type_then_value(hay: &[u8]) -> bool {
    let sp = hay.iter().take(3).take_while(|b| is_space(**b)).count();
    let mut at = sp + usize::from(hay.get(sp) == Some(&b'&'));
    // A lifetime (`&'static str`).
    if hay.get(at) == Some(&b'\'') {
        let name = hay
            .iter()
            .skip(at + 1)
            .take(13)
            .take_while(|b| b.is_ascii_alphabetic() || **b == b'_')
            .count();
        let blanks = hay
            .iter()
            .skip(at + 1 + name)
            .take(3)
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        if (1..=12).contains(&name) && blanks > 0 {
            at += 1 + name + blanks;
        }
    }
    let name = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'<' | b'>' | b'[' | b']');
    let n = hay
        .get(at..)
        .unwrap_or_default()
        .iter()
        .take(32)
        .take_while(|b| name(b))
        .count()
        // The regex's type name is at most 31 bytes, but a longer run of name bytes may still
        // hold a match: the name stops earlier, at a `>` that is the operator
        // (`token:Option<String>SKa01…`).
        .min(31);
    if n == 0 {
        return false;
    }
    at += n;
    // `>` may end the type name (`Option<String>`) or be the operator.
    (0..=n).any(|back| operator_then_value(hay.get(at - back..).unwrap_or_default(), false))
}

/// After a setter's `(`: up to 3 spaces, maybe a conversion (`Some(`), a quote, then 6 bytes
/// that are neither space nor backslash.
fn quoted_follows(hay: &[u8]) -> bool {
    let at = hay.iter().take(3).take_while(|b| is_space(**b)).count();
    // A conversion that keeps the literal (`.password(Some("..."))`).
    let at = at + wrapper_len(hay.get(at..).unwrap_or_default());
    matches!(hay.get(at), Some(b'"' | b'\''))
        && hay
            .iter()
            .skip(at + 1)
            .take(6)
            .filter(|b| !(is_space(**b) || **b == b'\\'))
            .count()
            == 6
}

/// A conversion that wraps a literal value without changing it: `String::from("...")`,
/// `Some("...")`, `SecretString::new("...")`, `Buffer.from('...')`, `str('...')`, pydantic's
/// `SecretStr("...")`. The `generic-secret` regex takes up to two (in any case,
/// `Secret::new(String::from("..."))`) between the operator and the quote, and one in a
/// setter's argument (`.password(Some("..."))`).
pub(crate) const WRAPPERS: &[&str] = &[
    "string::from",
    "some",
    "secretstring::new",
    "secretstring::from",
    "secret::new",
    "secretstr",
    "secretbytes",
    "zeroizing::new",
    "buffer.from",
    "headervalue::from_static",
    "json.stringify",
    "new string",
    "str",
    "string",
];

/// The length of a wrapper, its `(` and up to 3 spaces at the start of `hay`, or 0.
pub(crate) fn wrapper_len(hay: &[u8]) -> usize {
    WRAPPERS
        .iter()
        .filter_map(|w| {
            let n = w.len();
            (hay.get(..n)?.eq_ignore_ascii_case(w.as_bytes()) && hay.get(n) == Some(&b'(')).then(
                || {
                    n + 1
                        + hay
                            .iter()
                            .skip(n + 1)
                            .take(3)
                            .take_while(|b| is_space(**b))
                            .count()
                },
            )
        })
        .max()
        .unwrap_or(0)
}

/// After a generic keyword's operator: up to 3 spaces, then a quoted value (an optional `\\`,
/// a quote, 6 bytes that are neither space nor backslash) or 6 bytes of an unquoted one
/// (`[A-Za-z0-9_.=+/~!@#%^&*$()-]`: a generated key holds parentheses, Django's among them).
fn value_follows(hay: &[u8]) -> bool {
    let at = hay.iter().take(3).take_while(|b| is_space(**b)).count();
    let rest = hay.get(at..).unwrap_or_default();
    let w = wrapper_len(rest);
    if w > 0 && value_follows(rest.get(w..).unwrap_or_default()) {
        return true;
    }
    // Erlang's and Elixir's binary (`<<"...">>`) keeps its literal.
    if rest.starts_with(b"<<") && literal_at(rest, 2) {
        return true;
    }
    // A bare parenthesis and up to 40 blanks or line breaks before the value, as the regex's
    // `\(\s{0,40}` reads them (a call's argument on its next line).
    if rest.first() == Some(&b'(') {
        let gap = rest
            .iter()
            .skip(1)
            .take(41)
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'))
            .count();
        // One parenthesis only: the value's own reading never recurses through a run of them.
        if gap <= 40
            && rest.get(1 + gap) != Some(&b'(')
            && value_follows(rest.get(1 + gap..).unwrap_or_default())
        {
            return true;
        }
    }
    if literal_at(rest, 0) {
        return true;
    }
    // A parenthesised literal (`= (\n    "..."\n)`), as Python writes a long one or adjacent
    // ones across lines.
    if rest.first() == Some(&b'(') {
        let ws = rest
            .iter()
            .skip(1)
            .take(40)
            .take_while(|b| is_space(**b))
            .count();
        if matches!(rest.get(1 + ws), Some(b'"' | b'\'')) && literal_at(rest, 1 + ws) {
            return true;
        }
    }
    // The value may follow an HTTP authorization scheme (`Basic ...`).
    let u = match rest.first() {
        Some(b'b' | b'B' | b't' | b'T' | b'o' | b'O' | b'a' | b'A') => auth_scheme(rest),
        _ => 0,
    };
    u > 0 && literal_at(rest, u)
}

/// A value of `generic-secret` at `rest[u..]`: 6 bytes of an unquoted one (maybe after
/// `<![CDATA[`), or a quote (maybe after `@` and a backslash; maybe before an HTTP
/// authorization scheme) and 6 bytes that are neither space nor backslash.
fn literal_at(rest: &[u8], u: usize) -> bool {
    let value = |b: &u8| {
        b.is_ascii_alphanumeric()
            || matches!(
                b,
                b'_' | b'.'
                    | b'='
                    | b'+'
                    | b'/'
                    | b'~'
                    | b'!'
                    | b'@'
                    | b'#'
                    | b'%'
                    | b'^'
                    | b'&'
                    | b'*'
                    | b'$'
                    | b'('
                    | b')'
                    | b'-'
            )
    };
    let six = |from: usize, ok: &dyn Fn(&u8) -> bool| {
        rest.get(from..from + 6).is_some_and(|w| w.iter().all(ok))
    };
    if six(u, &value) {
        return true;
    }
    if rest
        .get(u..u + 9)
        .is_some_and(|c| c.eq_ignore_ascii_case(b"<![CDATA["))
        && six(u + 9, &value)
    {
        return true;
    }
    let u = u + usize::from(rest.get(u) == Some(&b'@'));
    // A string literal's prefix: T-SQL's `N'...'`, Python's `r"..."`, `b'...'`, `f"..."`,
    // Rust's `r#"..."#`.
    let letters = rest
        .iter()
        .skip(u)
        .take(2)
        .take_while(|b| b"rbufnRBUFN".contains(b))
        .count();
    let hashes = rest
        .iter()
        .skip(u + letters)
        .take(3)
        .take_while(|b| **b == b'#')
        .count();
    let u = if letters > 0 && matches!(rest.get(u + letters + hashes), Some(b'"' | b'\'')) {
        u + letters + hashes
    } else {
        u
    };
    let q = u + usize::from(rest.get(u) == Some(&b'\\'));
    if !matches!(rest.get(q), Some(b'"' | b'\'' | b'`')) {
        return false;
    }
    // Six bytes of a quoted value: no blank and no backslash but JSON's escaped slash (`\/`,
    // as PHP's `json_encode` writes `/`), which the value's regex reads through.
    let inside = |from: usize| {
        let mut i = from;
        for _ in 0..6 {
            match rest.get(i) {
                Some(b'\\') if rest.get(i + 1) == Some(&b'/') => i += 2,
                Some(b) if !(is_space(*b) || *b == b'\\') => i += 1,
                _ => return false,
            }
        }
        true
    };
    // A string that holds a quoted string (Gradle's `buildConfigField(..., "\"...\"")`).
    if inside(q + 1) || (rest.get(q + 1..q + 3) == Some(b"\\\"") && inside(q + 3)) {
        return true;
    }
    let i = match rest.get(q + 1) {
        Some(b'b' | b'B' | b't' | b'T' | b'o' | b'O') => {
            auth_scheme(rest.get(q + 1..).unwrap_or_default())
        }
        _ => 0,
    };
    i > 0 && inside(q + 1 + i)
}

/// The length of an HTTP authorization scheme and its 1 to 3 spaces at the start of `hay`
/// (`Basic `, `token `, `Bearer `, `OAuth ` of Statuspage's and Yandex's APIs, Elasticsearch's
/// and Kibana's `ApiKey `, in any case),
/// or 0.
fn auth_scheme(hay: &[u8]) -> usize {
    ["basic", "token", "bearer", "oauth", "apikey"]
        .iter()
        .find_map(|w| {
            let n = w.len();
            let sp = hay
                .iter()
                .skip(n)
                .take(3)
                .take_while(|b| **b == b' ')
                .count();
            (hay.get(..n)?.eq_ignore_ascii_case(w.as_bytes())
                && sp > 0
                && !(*w == "oauth" && oauth1_parameter(hay.get(n + sp..).unwrap_or_default())))
            .then_some(n + sp)
        })
        .unwrap_or(0)
}

/// `rest` opens with a parameter of an OAuth 1.0 header (`OAuth realm="..."`,
/// `oauth_consumer_key="..."`): a lower-case name and `=`, not a token.
fn oauth1_parameter(rest: &[u8]) -> bool {
    let n = rest
        .iter()
        .take_while(|b| b.is_ascii_lowercase() || **b == b'_')
        .count();
    n > 0 && rest.get(n) == Some(&b'=')
}

/// After a word of a login's question (`rest`): a `?` later on its line (within 140 bytes),
/// and a ` / ` within the first 120 bytes of the next line or the one after; see
/// [`Gate::Handover`].
fn handover_follows(rest: &[u8]) -> bool {
    let Some((line, brk)) = line_break(rest).filter(|(line, _)| *line <= 140) else {
        return false;
    };
    if !rest.get(..line).unwrap_or_default().contains(&b'?') {
        return false;
    }
    // The next line, or the one after it (a chat paste's name and time between them).
    let mut next = rest.get(line + brk..).unwrap_or_default();
    for _ in 0..2 {
        let (len, brk) = line_break(next).unwrap_or((next.len(), 0));
        let head = next.get(..len.min(120)).unwrap_or_default();
        if head.windows(3).any(|w| w == b" / ") {
            return true;
        }
        if brk == 0 {
            return false;
        }
        next = next.get(len + brk..).unwrap_or_default();
    }
    false
}

/// After a secret's name in a question (`rest`): a `?` later on its line (within 140 bytes),
/// then within the next 6 lines (each of at most 160 bytes) one that holds a value alone:
/// maybe a quote's `>`, a chat's time and speaker, or a speaker's name of one or two words and
/// `:`, then 6 to 64 of a value's bytes and the line's end; see [`Gate::AnswerLater`].
fn answer_later_follows(rest: &[u8]) -> bool {
    let Some((line, brk)) = line_break(rest).filter(|(line, _)| *line <= 140) else {
        return false;
    };
    if !rest.get(..line).unwrap_or_default().contains(&b'?') || brk != 1 {
        return false;
    }
    let mut next = rest.get(line + brk..).unwrap_or_default();
    for _ in 0..6 {
        let len = next.iter().take(161).position(|b| *b == b'\n');
        let Some(len) = len else {
            return lone_value(next.get(..next.len().min(161)).unwrap_or_default());
        };
        if lone_value(next.get(..len).unwrap_or_default()) {
            return true;
        }
        next = next.get(len + 1..).unwrap_or_default();
    }
    false
}

/// A line (`line`, its break left out) that holds one value alone, as an answer in chat or
/// mail gives it: maybe a quote's `>`, a chat's time and speaker, or a speaker's name of one or
/// two words (no `:` or `?` in them) and `:` with 1 to 3 blanks; then 6 to 64 of a value's
/// bytes (no `=`), then only blanks.
fn lone_value(line: &[u8]) -> bool {
    let line = line.strip_suffix(b"\r").unwrap_or(line).trim_ascii();
    let line = line.strip_prefix(b">").unwrap_or(line).trim_ascii_start();
    let lead = chat_prefix(line);
    let mut v = line.get(lead..).unwrap_or_default();
    if lead == 0
        && let Some(colon) = v.iter().take(66).position(|b| *b == b':')
    {
        let name = v.get(..colon).unwrap_or_default();
        let words = name.split(|b| *b == b' ').count();
        let blanks = v
            .get(colon + 1..)
            .unwrap_or_default()
            .iter()
            .take(4)
            .take_while(|b| **b == b' ' || **b == b'\t')
            .count();
        if words <= 2 && !name.is_empty() && !name.contains(&b'?') && (1..=3).contains(&blanks) {
            v = v.get(colon + 1 + blanks..).unwrap_or_default();
        }
    }
    // No `=`: a line of code's `changes=1` is no answer.
    let value = |b: &u8| b.is_ascii_alphanumeric() || b"_~+/!@#$%^&*.-".contains(b);
    (6..=64).contains(&v.len()) && v.iter().all(value)
}

/// Where the first line of `s` ends: the length of the line and of its break, a line feed or
/// a JSON string's escaped one (`\n` in a tool's result).
fn line_break(s: &[u8]) -> Option<(usize, usize)> {
    s.iter().enumerate().find_map(|(i, b)| match b {
        b'\n' => Some((i, 1)),
        b'\\' if s.get(i + 1) == Some(&b'n') => Some((i, 2)),
        _ => None,
    })
}

/// After a secret's name in prose (`rest`): its line holds only prose's bytes (letters, digits,
/// blanks, `'`, `,`, `-`, `/`, `(`, `)`, `.`, `?`, `!`) up to a ` is ` or ` was ` within 100
/// bytes, or up to its end; then the next line holds `it's `, `it is ` or `: ` within its
/// first 60 bytes. The word after it holds a digit or a symbol ([`valueish`]). Code's `token
/// = ...`, `token.is_valid()` stop at their first symbol.
fn prose_answer_follows(rest: &[u8]) -> bool {
    let prose = |b: &u8| b.is_ascii_alphanumeric() || b" \t',-/().?!".contains(b);
    let line = rest.iter().take(100).take_while(|b| prose(b)).count();
    let linked = (0..line).any(|i| {
        let at = |w: &[u8]| rest.get(i..i + w.len()) == Some(w);
        (at(b" is ") && valueish(rest.get(i + 4..)))
            || (at(b" was ") && valueish(rest.get(i + 5..)))
    });
    if linked {
        return true;
    }
    let nl = match rest.get(line) {
        Some(b'\n') => line + 1,
        Some(b'\r') if rest.get(line + 1) == Some(&b'\n') => line + 2,
        _ => return false,
    };
    answer_line(rest.get(nl..).unwrap_or_default())
}

/// After a secret's name in a sentence (`rest`), what every match of the stated-value rules
/// needs: the rest of its word (ASCII letters; at most 12), then a blank, `:`, `,`, a line
/// break or a byte of another script (a connector, `は`, `：`); and, before the end of the next
/// line (and within 560 bytes), a digit or one of `~+!@#$%^&*`, which the value holds; past
/// blanks, no operator or bracket of code (`=`, `;`, `{`, `)`, ...). Code's `token.refresh()`,
/// `password_hash`, `passwords[i]`, `token = ...` stop there.
fn stated_follows(rest: &[u8]) -> bool {
    let tail = rest
        .iter()
        .take(13)
        .take_while(|b| b.is_ascii_alphabetic())
        .count();
    let next = rest.get(tail).copied().unwrap_or(b'.');
    if tail > 12 || !(b" \t:,?\r\n".contains(&next) || next >= 0x80) {
        return false;
    }
    // No filler, connector or value opens with an operator or a bracket of code (`token =
    // ...`, `secret]`). A value may open with `_` (a random token's first byte, `token
    // _aB3...`): code's `password_hash` already stopped at the tail's next byte.
    let blanks = rest
        .iter()
        .skip(tail)
        .take(4)
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    if rest
        .get(tail + blanks)
        .is_some_and(|b| b"=;{}<>|[])\\".contains(b))
    {
        return false;
    }
    let mut lines = 0;
    // A passphrase's words: the `-`, `.` or `_` joins within the current run of letters.
    let (mut joins, mut prev) = (0, b' ');
    // A word of 10 to 40 letters that ends its clause (up to two blanks, then the line's
    // end, a stop, a comma or a parenthesis, or the text's end), as the regex's last value
    // reads it, or may (a run of 10 letters or more at the scan's end): the check decides
    // whether it is a coined password.
    let body = rest.get(tail..).unwrap_or_default();
    let mut run = 0usize;
    for (i, &b) in body.iter().enumerate().take(600) {
        if b.is_ascii_alphabetic() {
            run += 1;
            continue;
        }
        // A longer run may hold the word at its end (after a connector with no blank).
        if run >= 10 {
            let end = body
                .get(i..)
                .unwrap_or_default()
                .iter()
                .take(3)
                .find(|c| **c != b' ');
            // Or a short word of the sentence's own after it (`er Kahvegolabskog fra i dag`).
            if end.is_none_or(|c| b"\r\n.,;!)(".contains(c) || c.is_ascii_lowercase()) {
                return true;
            }
        }
        run = 0;
    }
    if run >= 10 {
        return true;
    }
    for &b in body.iter().take(560) {
        if b == b'\n' {
            lines += 1;
            if lines == 2 {
                return false;
            }
        } else if b.is_ascii_digit() || b"~+!@#$%^&*".contains(&b) {
            return true;
        }
        // Words run together, each after the first capitalised (`otterLanternWalrus`).
        if prev.is_ascii_lowercase() && b.is_ascii_uppercase() {
            return true;
        }
        joins = match b {
            b'-' | b'.' | b'_' if prev.is_ascii_alphabetic() => joins,
            _ if b.is_ascii_alphabetic() => joins + usize::from(matches!(prev, b'-' | b'.' | b'_')),
            _ => 0,
        };
        if joins >= 2 {
            return true;
        }
        prev = b;
    }
    false
}

/// Whether the first `n` bytes of `rest` are all a token's (letters, digits, `_`, `-`).
fn word_run(rest: &[u8], n: usize) -> bool {
    rest.iter()
        .take(n)
        .filter(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
        .count()
        == n
}

/// The length of a chat log's time and speaker at the start of `line` (`[09:14] mara: `,
/// `[09.14] agus: `: a bracketed time of 4 to 8 digits and colons or dots, 1 to 3 blanks, a name of 1 to 32 letters,
/// digits, `_`, `.` or `-`, a colon and 1 to 3 blanks), or 0.
fn chat_prefix(line: &[u8]) -> usize {
    let time = line
        .iter()
        .skip(1)
        .take(9)
        .take_while(|b| b.is_ascii_digit() || matches!(b, b':' | b'.'))
        .count();
    if line.first() != Some(&b'[') || !(4..=8).contains(&time) || line.get(1 + time) != Some(&b']')
    {
        return 0;
    }
    let blanks = |from: usize| {
        line.get(from..)
            .unwrap_or_default()
            .iter()
            .take(4)
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count()
    };
    let at = 2 + time;
    let gap = blanks(at);
    let name = line
        .get(at + gap..)
        .unwrap_or_default()
        .iter()
        .take(33)
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        .count();
    let colon = at + gap + name;
    let after = blanks(colon + 1);
    if !(1..=3).contains(&gap)
        || !(1..=32).contains(&name)
        || line.get(colon) != Some(&b':')
        || !(1..=3).contains(&after)
    {
        return 0;
    }
    colon + 1 + after
}

/// After a secret's name (`rest`): its line ends within 128 bytes, and the next line holds one
/// value alone (see [`Gate::NextLine`]).
fn next_line_value(rest: &[u8]) -> bool {
    let Some(eol) = rest
        .iter()
        .take(128)
        .position(|b| b"\n=;{}<>\"".contains(b))
        .filter(|&i| rest.get(i) == Some(&b'\n'))
    else {
        return false;
    };
    let mut next = rest.get(eol + 1..).unwrap_or_default();
    // A label's `:` may end its line before a blank line (`Copy it now, it will not be shown
    // again:`, an empty line, then the token).
    let colon = rest
        .get(..eol)
        .unwrap_or_default()
        .trim_ascii_end()
        .ends_with(b":");
    let empty = next.iter().take(5).position(|b| *b == b'\n').filter(|&i| {
        next.get(..i)
            .unwrap_or_default()
            .iter()
            .all(u8::is_ascii_whitespace)
    });
    if let (true, Some(i)) = (colon, empty) {
        next = next.get(i + 1..).unwrap_or_default();
    }
    let blanks = next
        .iter()
        .take(4)
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    // A chat log's time and speaker (`[09:14] mara: `).
    let lead = blanks + chat_prefix(next.get(blanks..).unwrap_or_default());
    // A label's words, `:` and blanks (`New value: ...`).
    let words = next
        .get(lead..)
        .unwrap_or_default()
        .iter()
        .take(25)
        .take_while(|b| b.is_ascii_alphabetic() || matches!(b, b' ' | b'\t'))
        .count();
    let gap = next
        .get(lead + words + 1..)
        .unwrap_or_default()
        .iter()
        .take(4)
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    let label = if words > 0 && next.get(lead + words) == Some(&b':') && (1..=3).contains(&gap) {
        words + 1 + gap
    } else {
        0
    };
    let start = lead + label;
    let mut at = start + usize::from(matches!(next.get(start), Some(b'`' | b'"' | b'\'')));
    let value = |b: &u8| b.is_ascii_alphanumeric() || b"_~+/=!@#$%^&*.-".contains(b);
    let run = next
        .get(at..)
        .unwrap_or_default()
        .iter()
        .take(401)
        .take_while(|b| value(b))
        .count();
    at += run;
    at += usize::from(matches!(next.get(at), Some(b'`' | b'"' | b'\'')));
    let after = next.get(at..).unwrap_or_default();
    let tail = after
        .iter()
        .take(4)
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    let after = after.get(tail..).unwrap_or_default();
    blanks <= 3
        && (6..=400).contains(&run)
        && tail <= 3
        && (after.starts_with(b"\n") || after.starts_with(b"\r\n"))
}

/// After a plural secret's name (`rest`): the rest of its word, an optional (escaped) quote,
/// `:` and `[` with blanks around them; see [`Gate::List`].
fn list_follows(rest: &[u8]) -> bool {
    let word = rest
        .iter()
        .take(5)
        .take_while(|b| b.is_ascii_alphabetic())
        .count();
    let mut at = word;
    if rest.get(at) == Some(&b'\\') {
        at += 1;
    }
    if matches!(rest.get(at), Some(b'"' | b'\'')) {
        at += 1;
    }
    let blanks = |from: usize| {
        rest.get(from..)
            .unwrap_or_default()
            .iter()
            .take(21)
            .take_while(|b| is_space(**b))
            .count()
    };
    at += blanks(at);
    if word > 4 || rest.get(at) != Some(&b':') {
        return false;
    }
    at += 1;
    at += blanks(at);
    rest.get(at) == Some(&b'[')
}

/// A line (`next`) that may answer prose's secret's name: `it's `, `it is ` or `: ` within
/// its first 60 bytes.
fn answer_line(next: &[u8]) -> bool {
    let next = next.get(..next.len().min(60)).unwrap_or_default();
    let line = next.iter().take_while(|b| **b != b'\n').count();
    (0..line).any(|i| {
        let at = |w: &[u8]| {
            next.get(i..i + w.len())
                .is_some_and(|x| x.eq_ignore_ascii_case(w))
        };
        (at(b": ") && valueish(next.get(i + 2..)))
            || ((at(b"it's ") || at(b"it is ")) && valueish(next.get(i + 5..)))
    })
}

/// The word that opens `after` (past up to 3 blanks and a quote) holds a digit or a symbol, as
/// every value prose's check takes does (a generated one, a password by its mix); prose's
/// `is refreshed` does not.
fn valueish(after: Option<&[u8]>) -> bool {
    let after = after.unwrap_or_default();
    let blanks = after.iter().take(3).take_while(|b| is_space(**b)).count();
    let after = after.get(blanks..).unwrap_or_default();
    let after = after
        .strip_prefix(b"`")
        .or_else(|| after.strip_prefix(b"\""))
        .or_else(|| after.strip_prefix(b"'"))
        .unwrap_or(after);
    after
        .iter()
        .take(64)
        .take_while(|b| !is_space(**b))
        .any(|b| b.is_ascii_digit() || b"!#$%&*+@^~=".contains(b))
}

/// After a keyword (`rest`): its tail, then a Markdown table's next cell (an optional closing
/// backtick, up to 3 blanks, `|`) or an aligned column's value (4 to 40 blanks, then a value
/// that ends its line).
fn row_follows(rest: &[u8]) -> bool {
    let tail = keyword_tail(rest);
    if tail > KEYWORD_TAIL {
        return false;
    }
    let r = rest.get(tail..).unwrap_or_default();
    let r = r.strip_prefix(b"`").unwrap_or(r);
    let blanks = r
        .iter()
        .take(41)
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    // A Markdown table's cell after up to 3 blanks, or a bordered table's first cell padded
    // to its column's width.
    if r.get(blanks) == Some(&b'|') {
        return blanks <= 40;
    }
    // An aligned column's value: 6 to 200 bytes of no blank that end the line (an aligned
    // assignment's `=` or `:` is the assignments' rule's, and its regex never runs here).
    let v = r.get(blanks..).unwrap_or_default();
    let n = v.iter().take(201).take_while(|b| !is_space(**b)).count();
    let end = v
        .get(n..)
        .unwrap_or_default()
        .iter()
        .take(4)
        .find(|b| !matches!(b, b' ' | b'\t'));
    (4..=40).contains(&blanks)
        && (6..=200).contains(&n)
        && !matches!(v.first(), Some(b'=' | b':'))
        && end.is_none_or(|b| matches!(b, b'\n' | b'\r'))
}

/// Whether the trigger ending at `end` is in a field of a delimited line (the header of a
/// table): before it, at most 64 bytes of a name (`[A-Za-z0-9 _.#/-]` and another script's
/// bytes) of at most four words, an optional quote and up to 3 spaces after a `,`, `;`, tab,
/// `|`, `(` or the line's start;
/// after it, the same before a `,`, `;`, tab, `|`, `)` or the line's end; and a separator on
/// one side at least.
fn column_field(hay: &[u8], end: usize) -> bool {
    // A name's bytes: ASCII's, and another script's (`Hasło`, `Κωδικός`).
    let name = |b: &u8| b.is_ascii_alphanumeric() || *b >= 0x80 || b" _.#/-".contains(b);
    let head = hay.get(..end).unwrap_or_default();
    let back = head.iter().rev().take(65).take_while(|b| name(b)).count();
    let mut at = head.len() - back;
    if back > 64 {
        return false;
    }
    if at > 0 && matches!(head.get(at - 1), Some(b'"' | b'\'' | b'`')) {
        at -= 1;
    }
    let blanks = head
        .get(..at)
        .unwrap_or_default()
        .iter()
        .rev()
        .take(3)
        .take_while(|b| **b == b' ')
        .count();
    let before = at.checked_sub(blanks + 1).and_then(|i| head.get(i));
    let open_sep = matches!(before, Some(b',' | b';' | b'\t' | b'|' | b'('));
    let opens = open_sep || before.map_or(at == blanks, |b| *b == b'\n');
    let field_head = head.get(head.len() - back..).unwrap_or_default();
    let rest = hay.get(end..).unwrap_or_default();
    let fwd = rest.iter().take(65).take_while(|b| name(b)).count();
    let mut at = fwd;
    if matches!(rest.get(at), Some(b'"' | b'\'' | b'`')) {
        at += 1;
    }
    let blanks = rest
        .get(at..)
        .unwrap_or_default()
        .iter()
        .take(3)
        .take_while(|b| **b == b' ')
        .count();
    let after = rest.get(at + blanks);
    let close_sep = matches!(after, Some(b',' | b';' | b'\t' | b'|' | b')'));
    let closes = close_sep || matches!(after, None | Some(b'\r' | b'\n'));
    // A header's name holds a few words at most; a line of prose holds more. The field is
    // name bytes, so its only blanks are spaces: its words are the spaces between its ends.
    let words = || {
        let field = || field_head.iter().chain(rest.get(..fwd).unwrap_or_default());
        let spaces = field().filter(|b| **b == b' ').count();
        let leading = field().take_while(|b| **b == b' ').count();
        let trailing = field().rev().take_while(|b| **b == b' ').count();
        spaces.saturating_sub(leading + trailing)
    };
    // A table's field is bounded by a separator on one side at least: a line that is all one
    // field (a sentence, a heading) is no header.
    fwd <= 64 && opens && closes && (open_sep || close_sep) && words() <= 3 && table_lines(hay, end)
}

/// Whether the line holding `hay[..end]` opens a table: a statement's names (`INSERT INTO`,
/// `COPY ... FROM stdin`), or a delimited line of names whose next line (after a Markdown
/// table's rule line) has as many of its separator, the most frequent of `,`, `;`, tab and
/// `|`. Lines are read up to 1,000 bytes each.
fn table_lines(hay: &[u8], end: usize) -> bool {
    let head = hay.get(..end).unwrap_or_default();
    let start = head
        .iter()
        .rev()
        .take(1000)
        .position(|b| *b == b'\n')
        .map_or(head.len().saturating_sub(1000), |i| head.len() - i);
    let line_of = |from: usize| -> (&[u8], usize) {
        let rest = hay.get(from..).unwrap_or_default();
        let len = rest.iter().take(1000).position(|b| *b == b'\n');
        let len = len.unwrap_or(rest.len().min(1000));
        (rest.get(..len).unwrap_or_default(), from + len + 1)
    };
    let (line, next) = line_of(start);
    let has = |l: &[u8], w: &[u8]| l.windows(w.len()).any(|x| x.eq_ignore_ascii_case(w));
    // A statement names its columns in parentheses; only such a line is read for one.
    if line.contains(&b'(') {
        return has(line, b"insert into") || has(line, b"from stdin");
    }
    // Separators outside quotes, as the check splits fields (`bob,"p,w"` has two).
    let count = |l: &[u8], c: u8| {
        let mut quote = None;
        l.iter()
            .filter(|b| {
                match quote {
                    Some(q) if **b == q => quote = None,
                    None if matches!(b, b'"' | b'\'' | b'`') => quote = Some(**b),
                    _ => {}
                }
                quote.is_none() && **b == c
            })
            .count()
    };
    let Some(sep) = [b',', b';', b'\t', b'|']
        .into_iter()
        .max_by_key(|c| count(line, *c))
    else {
        return false;
    };
    // A header is names only: a line of code (`f(a, token)`) or prose holds more.
    let named = |b: &u8| {
        b.is_ascii_alphanumeric() || *b >= 0x80 || b" _.#/-\"'`\r".contains(b) || *b == sep
    };
    if !line.iter().all(named) {
        return false;
    }
    let (mut row, after) = line_of(next);
    if sep == b'|' && row.iter().all(|b| b" \t|:+-\r".contains(b)) {
        row = line_of(after).0;
    }
    // Confluence's wiki markup heads a table with `||` where its rows have `|`.
    let wiki = sep == b'|' && line.windows(2).any(|w| w == b"||");
    let n = if wiki {
        line.windows(2).filter(|w| *w == b"||").count()
    } else {
        count(line, sep)
    };
    // Two names at least (a list's one item a line, `TOKEN,`, is no header), each of a few
    // words with a letter or digit (a comment's sentence and `..` are not names).
    let fields: Vec<&[u8]> = line
        .split(|b| *b == sep)
        .map(<[u8]>::trim_ascii)
        .filter(|f| !f.is_empty())
        .collect();
    let comment =
        line.trim_ascii_start().starts_with(b"//") || line.trim_ascii_start().starts_with(b"# ");
    let names = fields.iter().all(|f| {
        f.iter().any(|b| b.is_ascii_alphanumeric() || *b >= 0x80)
            && f.iter().filter(|b| **b == b' ').count() <= 3
    });
    fields.len() >= 2 && names && !comment && count(row, sep) == n
}

/// One of `words` (lower case), in any case, followed by a space within the `reach` bytes
/// before `end` on its line: a gate's look back, made at the line's few spaces only (a
/// frequent trigger's hits are many).
fn word_before(hay: &[u8], end: usize, reach: usize, words: &[&[u8]]) -> bool {
    let start = end.saturating_sub(reach);
    let head = hay.get(start..end).unwrap_or_default();
    let head = head
        .get(head.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1)..)
        .unwrap_or_default();
    head.iter().enumerate().any(|(i, b)| {
        *b == b' '
            && words.iter().any(|w| {
                i.checked_sub(w.len())
                    .and_then(|f| head.get(f..i))
                    .is_some_and(|x| x.eq_ignore_ascii_case(w))
            })
    })
}

/// `\s` of a regex without Unicode: space, tab, line feed, vertical tab, form feed, return.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')
}

/// One rule.
pub(crate) struct RuleDef {
    /// The kind shown in the marker and the findings.
    pub name: &'static str,
    /// Literals every match contains. Empty means the rule runs over the whole text.
    pub triggers: &'static [&'static str],
    /// The triggers are parts of keywords: also matched in UPPER case.
    pub fold: bool,
    /// At most this many bytes of a match come before its trigger.
    pub lead: usize,
    /// The regex (bytes, ASCII classes). A capture group 1 masks only that group.
    pub regex: &'static str,
    /// How many bytes of the secret stay visible (the provider's public prefix).
    pub keep: usize,
    /// How a candidate is confirmed.
    pub check: Check,
    /// The rule runs only within [`NEAR_RADIUS`] bytes of a finding of the named rule.
    pub near: Option<&'static str>,
    /// What must follow a trigger for a match to be around it.
    pub gate: Gate,
}

/// How far from its partner a paired secret may be (AWS key id and secret access key).
pub(crate) const NEAR_RADIUS: usize = 1024;

const fn r(
    name: &'static str,
    triggers: &'static [&'static str],
    regex: &'static str,
    keep: usize,
) -> RuleDef {
    RuleDef {
        name,
        triggers,
        fold: false,
        lead: 0,
        regex,
        keep,
        check: Check::None,
        near: None,
        gate: Gate::Open,
    }
}

impl RuleDef {
    const fn check(self, check: Check) -> Self {
        RuleDef { check, ..self }
    }

    const fn lead(self, lead: usize) -> Self {
        RuleDef { lead, ..self }
    }

    const fn fold(self) -> Self {
        RuleDef { fold: true, ..self }
    }

    const fn gate(self, gate: Gate) -> Self {
        RuleDef { gate, ..self }
    }
}

/// The triggers of the generic assignment rule (also in UPPER case), each at most 4 bytes into
/// its keyword. Fragments from inside the keywords (`oken`, not `tok`) keep the SIMD prefilter's
/// 3-byte fingerprint away from words that fill source code (`took`, `create`, `auto`).
const GENERIC_KEYWORDS: &[&str] = &[
    "pwd",     // pwd
    "Pwd",     //
    "ecret",   // secret
    "oken",    // token
    "uth",     // auth
    "dential", // credential
    "pikey",   // apikey
    "i_key",   // api_key
    "i-key",   // api-key
    "iKey",    // apiKey
    "IKey",    // APIKey
    "-Key",    // Api-Key, API-Key
    "sskey",   // accesskey
    "ss_key",  // access_key
    "ss-key",  // access-key
    "ssKey",   // accessKey
    "ss-Key",  // Access-Key
    "vatekey", // privatekey
    "vate_key", "vate-key", "vateKey",
    "pass",    // password, passwd, passphrase, pass (as a key's last word: SMTP_PASS)
    "Pass",    //
    "ryption", // encryption_key
    "igning",  // signing_key
    "aster",   // master_key
];

/// The triggers of `generic-secret` in expressions: its keywords in both cases, and `login` (a
/// call's second argument, `smtp.login("u", "...")`) as `ogin`, also in `Login`: the rule does
/// not fold its triggers, so that `LOGIN` adds no anchor to the prefilter.
const EXPRESSION_KEYWORDS: &[&str] = &[
    "pwd", "Pwd", "PWD", "ecret", "ECRET", "oken", "OKEN", "uth", "UTH", "dential", "DENTIAL",
    "pikey", "PIKEY", "i_key", "I_KEY", "i-key", "I-KEY", "iKey", "IKEY", "IKey", "-Key", "-KEY",
    "sskey", "SSKEY", "ss_key", "SS_KEY", "ss-key", "SS-KEY", "ssKey", "ss-Key", "vatekey",
    "VATEKEY", "vate_key", "VATE_KEY", "vate-key", "VATE-KEY", "vateKey", "pass", "PASS", "Pass",
    "ryption", "RYPTION", "igning", "IGNING", "aster", "ASTER", "ogin",
];

/// The keyword alternation of the expression rules, case-insensitive.
macro_rules! expression_key {
    () => {
        r#"(?i)(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|login|(?:api|access|private|encryption|master|signing)[_-]?key)[a-z0-9_.-]{0,20}"#
    };
}

/// The literal of the expression rules, maybe in a conversion that keeps it (`Some("...")`).
macro_rules! expression_value {
    () => {
        concat!(
            r#"(?:(?:string::from|some|secretstring::(?:new|from)|secret::new|secretstr|secretbytes|zeroizing::new|buffer\.from|headervalue::from_static|json\.stringify|new string|str|string)\([ \t]{0,3}){0,2}"#,
            r#"(?:"([^"\\\s]{6,200})"|'([^'\\\s]{6,200})')"#,
        )
    };
}

/// After a key of `generic-secret`: its (escaped) closing quote, a type annotation (maybe
/// Ada's `constant`) and `=` or `:=` (a blank before or after it, on the same line: a base64
/// value's padding and the next line's key, `KEY: c2VjcmV0=\n  region: ...`, or `KEY:
/// Cv2n=Pz9`, are no annotation), or a string's type after blanks and `=` (Bicep's `param
/// adminPassword string = '...'`, Go's `var password string = "..."`, PL/SQL's `VARCHAR2(30)
/// :=`), or a declaration's type before it (Visual Basic's `As String =`, ABAP's `TYPE string
/// VALUE`), or an operator (or blanks, or a YAML block scalar's header, or `=` and a line break
/// with an indent, as Elm and Haskell write a definition's body), a conversion that keeps a
/// literal (or Erlang's and Elixir's binary, `<<"...">>`), and the value; or a setter's `(` and
/// its quoted argument. (A type annotation before any
/// other operator read `{ KEY: Value2, USER: app }` as a type, `Value2`, and the next key.)
macro_rules! assignment {
    () => {
        concat!(
                r#"(?:(?:\\?["'])?\]?(?:\s{0,3}:\s{0,3}&?(?:'[a-z_]{1,12}[ \t]{1,3})?(?:(?:constant|aliased)[ \t]{1,3})?[a-z_\[][a-z0-9_<>\[\]]{0,30}(?:[ \t]{1,3}:?=[ \t]{0,3}|:?=[ \t]{1,3})|[ \t]{1,3}(?:string|securestring|varchar2?\([0-9]{1,4}\))[ \t]{1,3}:?=[ \t]{0,3}|[ \t]{1,3}as[ \t]{1,3}[a-z_][a-z0-9_.]{0,30}[ \t]{1,3}=[ \t]{0,3}|[ \t]{1,3}type[ \t]{1,3}[a-z_][a-z0-9_]{0,30}(?:[ \t]{1,3}length[ \t]{1,3}[0-9]{1,4})?[ \t]{1,3}value[ \t]{1,3}|(?:\s{0,3}|[ \t]{4,40})(?::=|:-|=>|\?=|\|\|=|=|:|>|,|\|\||\?\?)(?:\s{0,3}|[ \t]{4,40})|[ \t]{0,3}=[ \t]{0,3}\r?\n[ \t]{1,20}|[ \t]{1,3}|:[ \t]{0,3}[|>][-+]?[ \t]{0,3}\r?\n[ \t]{1,20})"#,
                r#"(?:(?:string::from|some|secretstring::(?:new|from)|secret::new|secretstr|secretbytes|zeroizing::new|buffer\.from|headervalue::from_static|json\.stringify|new string|str|string)\(\s{0,3}|\(\s{0,40}|<<){0,2}"#,
                r#"(?:(?:basic|token|bearer|oauth|apikey) {1,3})?(?:"""([^"\\\s]{6,200})"""|"\\"([^"\\\s]{6,200})\\""|'''([^'\\\s]{6,200})'''|(?:@|[rbuf]{1,2}#{0,3})?\\?"(?:(?:basic|token|bearer|oauth|apikey) {1,3})?((?:[^"\\\s]|\\/){6,200})\\?"|[rbufn]{0,2}'(?:(?:basic|token|bearer|oauth|apikey) {1,3})?([^'\\\s]{6,200})'|`([^`\\\s]{6,200})`|(?:<!\[cdata\[)?((?:base64:)?[A-Za-z0-9_.=+/~!@#%^&*$()-]{6,200}))"#,
                r#"|\(\s{0,3}(?:(?:string::from|some|secretstring::(?:new|from)|secret::new|secretstr|secretbytes|zeroizing::new|buffer\.from|headervalue::from_static|json\.stringify|new string|str|string)\(\s{0,3})?(?:"([^"\\\s]{6,200})"|'([^'\\\s]{6,200})'))"#,
        )
    };
}

/// After a secret's name in a name/value pair (see the rules that use it): the name's closing
/// quote, then its value's name (`value`, `default`), a block's default, a command's value
/// option, XML's value element, or a YAML mapping's `Default:` after up to 6 other entries
/// (CloudFormation's parameter), then the value. A CloudFormation parameters file's
/// `"ParameterKey": "DbPassword", "ParameterValue": "..."` (also the CLI's
/// `ParameterKey=...,ParameterValue=...`) names its value `ParameterValue`.
macro_rules! name_value {
    () => {
        concat!(
            r#"["']?(?:[\s,{=:]{1,20}["']?(?:plaintext_|parameter)?(?:value|default(?:_value)?)["']?\s{0,3}[:=]\s{0,3}|[ \t]{0,3}(?::[ \t]{0,3})?\{[^{}]{1,200}?\b(?:value|default)(?:[ \t]{0,40}=|"[ \t]{0,3}:)[ \t]{0,3}|[ \t]{1,3}--?(?:body|value|secret-string)(?:[ \t]{1,3}|=)|(?:</[a-z]{1,20}>|[^<>\n]{0,40}>)\s{0,20}<(?:value|string)>|:[ \t]{0,3}\r?\n(?:[ \t]{1,20}[a-z][a-z0-9_-]{0,30}:[^\n]{0,80}\n){0,6}[ \t]{1,20}default:[ \t]{1,3})"#,
            r#"(?:"([^"\\\s]{6,200})"|'([^'\\\s]{6,200})'|([A-Za-z0-9_.=+/~!@#%^&*$()-]{6,200}))"#,
        )
    };
}

/// Up to 5 lines after a question, then an answer's line up to its value: maybe a quote's `>`,
/// a chat's time and speaker, or a speaker's name of one or two words and `:`.
macro_rules! answer_lines {
    () => {
        r#"(?:[^\n]{0,160}\n){0,5}?[ \t]{0,3}(?:>[ \t]{0,3})?(?:\[[0-9:.]{4,8}\][ \t]{1,3}[A-Za-z0-9_.-]{1,32}:[ \t]{1,3}|[^\s:?]{1,32}(?:[ ][^\s:?]{1,32})?:[ \t]{1,3})?"#
    };
}

/// A table header's field that names a secret, in English or in a language of
/// [`PROSE_NAMES`]: up to 40 bytes of a name (maybe in another script) around the keyword,
/// maybe quoted, with blanks around it.
macro_rules! table_field {
    () => {
        concat!(
            r#"[ \t]{0,3}["'`]?[a-z0-9 _.#/\x80-\xFF-]{0,40}?(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key|"#,
            prose_names!(),
            r#")[a-z0-9 _.#/\x80-\xFF-]{0,40}?["'`]?[ \t]{0,3}"#,
        )
    };
}

/// A table's header and the row under it (or an `INSERT INTO table (names) VALUES (...)`),
/// with a field that names a secret: the regex of the table's rules (see `check::table_cell`).
macro_rules! table_regex {
    () => {
        concat!(
            // The statement first: at the same start, the line's alternative would take it.
            r#"(?im)insert[ \t]{1,3}into[ \t]{1,3}[^\n(]{1,100}\((?:[^()\n]{0,400}?,)?"#,
            table_field!(),
            r#"(?:,[^()\n]{0,400})?\)[ \t]{0,3}values[ \t]{0,3}\(([^\n]{1,1000})"#,
            // A header's field has a separator on one side at least (as `Gate::Column` asks).
            r#"|^(?:[^\n]{0,400}?[,;\t|(]"#,
            table_field!(),
            r#"(?:[,;\t|)][^\n]{0,400})?|"#,
            table_field!(),
            r#"[,;\t|)][^\n]{0,400})\r?\n(?:[ \t]{0,3}\|?[ \t:|+-]{3,400}\r?\n)?([^\n]{1,1000})"#,
        )
    };
}

/// The names of a secret that prose gives before its value, in the languages of
/// [`PROSE_NAMES`] (case-insensitive; other scripts as their UTF-8 bytes). Finnish's
/// `salasana` takes its verb `on` (`salasana on ...`) with it: as a connector of its own, `on`
/// is English's preposition (`the password on db01`).
macro_rules! prose_names {
    () => {
        concat!(
            r#"passw(?:or)?ds?|passwort|passphrases?|passwd|pwd|secrets?|tokens?|credentials?|creds|api[ _-]?keys?"#,
            r#"|mot[ \t]de[ \t]passe|palavra-passe|kennwort|contrase\xC3\xB1as?|senhas?|wachtwoord|has\xC5\x82o|parola|\xC5[\x9E\x9F]ifre"#,
            r#"|\xD0[\xBF\x9F]\xD0\xB0\xD1\x80\xD0\xBE\xD0\xBB\xD1\x8C|\xE3\x83\x91\xE3\x82\xB9\xE3\x83\xAF\xE3\x83\xBC\xE3\x83\x89|\xE6\x9A\x97\xE8\xA8\xBC\xE7\x95\xAA\xE5\x8F\xB7"#,
            r#"|\xE5\xAF\x86\xE7\xA0\x81|\xE5\xAF\x86\xE7\xA2\xBC|\xE5\x8F\xA3\xE4\xBB\xA4|\xEB\xB9\x84\xEB\xB0\x80\xEB\xB2\x88\xED\x98\xB8"#,
            r#"|cl\xC3\xA9|clave|chiave|chave|schl\xC3\xBCssel|sleutel|klucz|\xD0[\xBA\x9A]\xD0\xBB\xD1\x8E\xD1\x87|\xD1\x82\xD0\xBE\xD0\xBA\xD0\xB5\xD0\xBD|\xD0\xA2\xD0\xBE\xD0\xBA\xD0\xB5\xD0\xBD"#,
            r#"|\xE3\x83\x88\xE3\x83\xBC\xE3\x82\xAF\xE3\x83\xB3|\xE4\xBB\xA4\xE7\x89\x8C|\xE5\xAF\x86\xE9\x92\xA5|\xE7\xA7\x98\xE9\x92\xA5|\xED\x86\xA0\xED\x81\xB0|\xED\x82\xA4"#,
            r#"|api[ _-]?\xE3\x82\xAD\xE3\x83\xBC"#,
            r#"|salasana(?:[a-z]{0,4}[ \t]{1,3}on\b)?|nenosiri|jelsz(?:\xC3\xB3|ava)|heslo|l\xC3\xB6senord|adgangskode|lozinka|contrasenya"#,
            r#"|kata[ \t]sandi|m\xE1\xBA\xAD\x74[ \t]kh\xE1\xBA\xA9u|\xD0[\xBF\x9F]\xD0\xB0\xD1\x80\xD0\xBE\xD0\xBB\xD0\xB0"#,
            r#"|\xE0\xB8\xA3\xE0\xB8\xAB\xE0\xB8\xB1\xE0\xB8\xAA\xE0\xB8\x9C\xE0\xB9\x88\xE0\xB8\xB2\xE0\xB8\x99|\xD7\xA1\xD7\x99\xD7\xA1\xD7\x9E\xD7\x94"#,
            r#"|\xD9\x83\xD9\x84\xD9\x85\xD8\xA9[ \t]\xD8\xA7\xD9\x84(?:\xD9\x85\xD8\xB1\xD9\x88\xD8\xB1|\xD8\xB3\xD8\xB1)"#,
            r#"|\xE0\xA4\xAA\xE0\xA4\xBE\xE0\xA4\xB8\xE0\xA4\xB5\xE0\xA4\xB0\xE0\xA5\x8D\xE0\xA4\xA1|\xD8\xB1\xD9\x85\xD8\xB2[ \t]\xD8\xB9\xD8\xA8\xD9\x88\xD8\xB1"#,
            r#"|\xCE[\xBA\x9A]\xCF\x89\xCE\xB4\xCE\xB9\xCE\xBA(?:\xCF\x8C\xCF\x82?|\xCE\xBF\xCF\x8D)"#,
            r#"|passord|kata[ \t]laluan"#,
            r#"|nyckel|\xCE[\xBA\x9A]\xCE\xBB\xCE\xB5\xCE\xB9\xCE\xB4(?:\xCE\xAF|\xCE\xB9\xCE\xAC)(?:[ \t]api)?|\xD7\x9E\xD7\xA4\xD7\xAA\xD7\x97"#,
            r#"|\xE0\xA4\x9F\xE0\xA5\x8B\xE0\xA4\x95\xE0\xA4\xA8|\xE0\xA4\x95\xE0\xA5\x81\xE0\xA4\x82\xE0\xA4\x9C\xE0\xA5\x80"#,
            r#"|wagwoord|pasvorto|lykilor\xC3\xB0|contrasinal|\xC5\xBEeton|klju\xC4\x8D|tocyn|gakoa|\xE0\xAE\x9F\xE0\xAF\x8B\xE0\xAE\x95\xE0\xAF\x8D\xE0\xAE\x95\xE0\xAE\xA9\xE0\xAF\x8D|\xD0\xBA\xD0\xBB\xD1\x83\xD1\x87|\xD0\xBA\xD1\x99\xD1\x83\xD1\x87|\xD5\xA2\xD5\xA1\xD5\xB6\xD5\xA1\xD5\xAC\xD5\xAB|\xE1\x83\x92\xE1\x83\x90\xE1\x83\xA1\xE1\x83\x90\xE1\x83\xA6\xE1\x83\x94\xE1\x83\x91"#,
            r#"|passwuert|pasfhocal|ger-tremen|a\xE1\xB9\xA3\xC3\xADn\xC3\xA0|erayga[ \t]sirta(?:[ \t]ah)?|\xD1\x81\xD0\xB5\xD1\x80\xD1\x81\xD2\xAF\xD0\xB7|pakasqa[ \t]simi|\xD9\xBE\xD9\xBC\xD9\x86\xD9\x88\xD9\x85|kalit|ukhiye|lykil|kaai|ma\xC9\x93alli|mifte|k\xC4\xAB|\xE0\xAA\x95\xE0\xAB\x80|\xE0\xB6\xBA\xE0\xB6\xAD\xE0\xB7\x94\xE0\xB6\xBB|\xE0\xB4\x9F\xE0\xB5\x8B\xE0\xB4\x95\xE0\xB5\x8D\xE0\xB4\x95\xE0\xB5\xBA"#,
            r#"|parool(?:[a-z]{0,4}[ \t]{1,3}on\b)?|parol|slapta(?:\xC5\xBE|z)od(?:is|\xC4\xAF|\xC5\xBEio)?|fjal\xC3\xABkalim|\xD0[\xBB\x9B]\xD0\xBE\xD0\xB7\xD0\xB8\xD0\xBD\xD0\xBA\xD0\xB0|\xC5[\x9E\x9F]ifr\xC9\x99|\xD2[\x9A\x9B]\xD2\xB1\xD0\xBF\xD0\xB8\xD1\x8F \xD1\x81\xD3\xA9\xD0\xB7|\xD0[\xBD\x9D]\xD1\x83\xD1\x83\xD1\x86 \xD2\xAF\xD0\xB3|\xE1\x83\x9E\xE1\x83\x90\xE1\x83\xA0\xE1\x83\x9D\xE1\x83\x9A\xE1\x83\x98|\xD5\xA3\xD5\xA1\xD5\xB2\xD5\xBF\xD5\xB6\xD5\xA1\xD5\xA2\xD5\xA1\xD5\xBC|\xE0\xA6\xAA\xE0\xA6\xBE\xE0\xA6\xB8\xE0\xA6\x93|\xD9\xBE\xD8\xA7\xD8\xB3 \xD9\x88\xD8\xB1\xDA\x88|\xE0\xAE\x95\xE0\xAE\x9F\xE0\xAE\xB5\xE0\xAF\x81\xE0\xAE\x9A\xE0\xAF\x8D\xE0\xAE\x9A\xE0\xAF\x8A\xE0\xAE\xB2\xE0\xAF\x8D|\xE0\xAA\xAA\xE0\xAA\xBE\xE0\xAA\xB8\xE0\xAA\xB5\xE0\xAA\xB0\xE0\xAB\x8D\xE0\xAA\xA1|\xE0\xA8\xAA\xE0\xA8\xBE\xE0\xA8\xB8\xE0\xA8\xB5\xE0\xA8\xB0\xE0\xA8\xA1|\xE0\xB2\xAA\xE0\xB2\xBE\xE0\xB2\xB8\xE0\xB3\x8D|\xE0\xB4\xAA\xE0\xB4\xBE\xE0\xB4\xB8\xE0\xB5\x8D|\xE0\xB0\xAA\xE0\xB0\xBE\xE0\xB0\xB8\xE0\xB1\x8D|\xE0\xB6\xB8\xE0\xB7\x94\xE0\xB6\xBB\xE0\xB6\xB4\xE0\xB6\xAF\xE0\xB6\xBA|\xE1\x8B\xA8\xE1\x8B\xAD\xE1\x88\x88\xE1\x8D\x8D \xE1\x89\x83\xE1\x88\x8D|\xE1\x80\x85\xE1\x80\x80\xE1\x80\xAC\xE1\x80\xB8\xE1\x80\x9D\xE1\x80\xBE\xE1\x80\x80\xE1\x80\xBA|\xE1\x9E\x96\xE1\x9E\xB6\xE1\x9E\x80\xE1\x9F\x92\xE1\x9E\x99\xE1\x9E\x9F\xE1\x9E\x98\xE1\x9F\x92\xE1\x9E\x84\xE1\x9E\xB6\xE1\x9E\x8F\xE1\x9F\x8B|\xE0\xBA\xA5\xE0\xBA\xB0\xE0\xBA\xAB\xE0\xBA\xB1\xE0\xBA\x94\xE0\xBA\x9C\xE0\xBB\x88\xE0\xBA\xB2\xE0\xBA\x99"#,
        )
    };
}

/// What links a secret's name to the value a sentence states, after the name and maybe some
/// words: a label's `:` (also full-width) or an arrow or a dash; `, it's` (`the password
/// changed, it's now ...`); a verb (English `is`, `was`; German `ist`, `lautet`; French
/// `est`; Spanish `es`; Portuguese `é`, `são`; Italian `è`; Polish `jest` (not its `to`, which
/// English reads as a preposition: `Tokens are passed to f()`); Dutch `is`;
/// Russian `это`; Romanian `este`; Swahili `ni`; Swedish `är`; Norwegian and Danish `er`;
/// Indonesian `adalah`; Malay `ialah`;
/// Vietnamese `là`; Greek `είναι`; Hebrew `היא`, `הוא`; Arabic `هي`, `هو`; Esperanto `estas`;
/// Maltese `huwa`, `hija`; Welsh `yw`, `ydy`; Bulgarian and Macedonian `е`; Serbian `је`;
/// Albanian `është`; Armenian `է`; Georgian `არის`; Luxembourgish `ass`; Punjabi `ਹੈ` and
/// Hindi `है` before the value; or Armenian's comma-like `՝`), maybe with `now`
/// in its language and then a blank or a line break (so that a verb never ends inside the
/// value's first word: `contraseña es Esmeralda7` is not `es` `Es` and `meralda7`); or a
/// topic particle (Japanese `は`,
/// `が`; Chinese `是`, `为`; Korean `는`, `은`, `이`, `가`; Thai `คือ`; Khmer `គឺ`); or Korean's "here it is" (`여기
/// 있어요`, `여기 있습니다`, `여기요`), which hands the value over after the name.
macro_rules! prose_connector {
    () => {
        concat!(
            r#"(?:[ \t]{0,3}(?::|\xEF\xBC\x9A|\xE2\x86\x92|\xE2\x80[\x93\x94]|\xD5\x9D)"#,
            r#"|,?[ \t]{1,3}(?:it'?s|it[ \t]is|that'?s|c'est)(?:[ \t]{1,3}(?:now|still))?"#,
            r#"|[ \t]{1,3}(?:is|was|are|ist|lautet|war|estas|est|sont|es|era|son|\xC3\xA9|\xC3\xA8|s\xC3\xA3o|jest|wynosi|je|yra|ir|\xC3\xA9s|ay|\xD1\x8D\xD1\x82\xD0\xBE|este|ni|\xC3\xA4r|er|adalah|ialah|l\xC3\xA0|\xCE\xB5\xCE\xAF\xCE\xBD\xCE\xB1\xCE\xB9|\xD7\x94(?:\xD7\x99|\xD7\x95)\xD7\x90|\xD9\x87(?:\xD9\x8A|\xD9\x88)|huwa|hija|yw|ydy|\xD0\xB5|\xD1\x98\xD0\xB5|\xC3\xABsht\xC3\xAB|\xD5\xA7|\xE1\x83\x90\xE1\x83\xA0\xE1\x83\x98\xE1\x83\xA1|ass|\xE0\xA8\xB9\xE0\xA9\x88|\xE0\xA4\xB9\xE0\xA5\x88)"#,
            r#"(?:[ \t]{1,3}(?:now|still|jetzt|nun|maintenant|d\xC3\xA9sormais|ahora|agora|ora|nu|teraz))?[ \t\r\n]"#,
            r#"|[ \t]{0,2}(?:\xE3\x81\xAF|\xE3\x81\x8C|\xE6\x98\xAF|\xE4\xB8\xBA|\xE7\x82\xBA|\xEB\x8A\x94|\xEC\x9D\x80|\xEC\x9D\xB4|\xEA\xB0\x80|\xE0\xB8\x84\xE0\xB8\xB7\xE0\xB8\xAD|\xE1\x9E\x82\xE1\x9E\xBA)"#,
            r#"|[ \t]{1,3}\xEC\x97\xAC\xEA\xB8\xB0(?:[ \t]{0,2}(?:\xEC\x9E\x88\xEC\x96\xB4\xEC\x9A\x94|\xEC\x9E\x88\xEC\x8A\xB5\xEB\x8B\x88\xEB\x8B\xA4)|\xEC\x9A\x94))"#,
        )
    };
}

/// The value a sentence states: a value's bytes with a digit or one of `~+!@#$%^&*` among
/// them (what [`Gate::Stated`] looks for), so that a word of letters stays prose; or a
/// passphrase of three to eight words of letters joined by `-` (`correct-horse-battery`) or by `.` or `_` in lower case (`platja.zvezda.meri`, `kora_lotus_rowan`), or
/// of two to six run together, each after the first capitalised (`otterLanternWalrus`), which
/// the check takes only after a password's name.
macro_rules! stated_value {
    () => {
        r#"([A-Za-z0-9_~+/!@#$%^&*.-][A-Za-z0-9_~+/=!@#$%^&*:.-]{0,200}[0-9~+!@#$%^&*][A-Za-z0-9_~+/=!@#$%^&*:.-]{0,200}|[0-9~+!@#$%^&*][A-Za-z0-9_~+/=!@#$%^&*:.-]{0,400}|[A-Za-z]{2,20}(?:-[A-Za-z]{2,20}){2,7}|(?-i:[a-z]{2,12}(?:[._][a-z]{2,12}){2,7}\b)|(?-i:[A-Za-z][a-z]{1,20}(?:[A-Z][a-z]{1,20}){1,5}\b))"#
    };
}

/// [`stated_value`]'s values, or a word of 10 to 40 letters that ends its clause (then up to
/// two blanks and a line's end, a stop, a comma or a parenthesis, or the text's end, or a
/// blank and a short lower-case word of another language's sentence, `er Kahvegolabskog fra i
/// dag`; a second group holds the word alone), which the check takes only as a coined password
/// (`the password is Medvedbaran`).
macro_rules! stated_or_coined_value {
    () => {
        r#"(?:([A-Za-z0-9_~+/!@#$%^&*.-][A-Za-z0-9_~+/=!@#$%^&*:.-]{0,200}[0-9~+!@#$%^&*][A-Za-z0-9_~+/=!@#$%^&*:.-]{0,200}|[0-9~+!@#$%^&*][A-Za-z0-9_~+/=!@#$%^&*:.-]{0,400}|[A-Za-z]{2,20}(?:-[A-Za-z]{2,20}){2,7}|(?-i:[a-z]{2,12}(?:[._][a-z]{2,12}){2,7}\b)|(?-i:[A-Za-z][a-z]{1,20}(?:[A-Z][a-z]{1,20}){1,5}\b))|([A-Za-z]{10,40})(?:[ ]{0,2}(?:[\r\n.,;!)(]|$)|[ ](?-i:[a-z]{1,4})\b))"#
    };
}

/// The triggers of the rules for a value that prose states after a secret's name: one row per
/// name, a piece of it that ordinary text seldom holds (English names also in UPPER case).
/// Each row says which name and language it stands for.
#[rustfmt::skip]
const PROSE_NAMES: &[&str] = &[
    // password, passwd, passphrase, Passwort (German), mot de passe (French), palavra-passe
    // (Portuguese); the rules' regexes leave out the verb `pass` (`passed to f()`)
    "pass", "Pass", "PASS",
    "pwd", "Pwd", "PWD",                           // pwd
    "ecret", "ECRET",                              // secret, secrets
    "oken", "OKEN",                                // token, tokens
    "dential", "DENTIAL",                          // credential, credentials
    "creds", "Creds",                              // creds
    "i key", "I key", "i_key", "I_KEY", "i-key", "I-KEY", "pikey", "PIKEY", // api key, API_KEY, apikey
    "ennwort",                                     // Kennwort (German)
    "contrase\u{f1}a", "Contrase\u{f1}a",          // contraseña (Spanish)
    "senha", "Senha",                              // senha (Portuguese)
    "achtw",                                       // wachtwoord (Dutch)
    "as\u{142}o",                                  // hasło (Polish)
    "parol", "Parol",                            // parola (Italian, Turkish), parolă (Romanian), parol (Uzbek)
    "\u{15f}ifre", "\u{15e}ifre",                  // şifre (Turkish)
    "\u{430}\u{440}\u{43e}\u{43b}\u{44c}",           // пароль (Russian, Ukrainian, Bulgarian)
    "\u{30d1}\u{30b9}\u{30ef}\u{30fc}\u{30c9}",      // パスワード (Japanese)
    "\u{6697}\u{8a3c}\u{756a}\u{53f7}",              // 暗証番号 (Japanese: a PIN)
    "\u{5bc6}\u{7801}", "\u{5bc6}\u{78bc}",            // 密码, 密碼 (Chinese)
    "\u{53e3}\u{4ee4}",                            // 口令 (Chinese: a password)
    "\u{be44}\u{bc00}\u{bc88}\u{d638}",              // 비밀번호 (Korean)
    "cl\u{e9}", "Cl\u{e9}",                        // clé (French: a key)
    "clave", "Clave",                              // clave (Spanish: a key, a password)
    "chiave", "Chiave",                            // chiave (Italian: a key)
    "chave", "Chave",                              // chave (Portuguese: a key)
    "hl\u{fc}ssel",                                // Schlüssel (German: a key)
    "sleutel",                                     // sleutel (Dutch: a key)
    "klucz",                                       // klucz (Polish: a key)
    "\u{43b}\u{44e}\u{447}",                        // ключ (Russian: a key)
    "\u{43e}\u{43a}\u{435}\u{43d}",                  // токен (Russian: a token)
    "\u{30c8}\u{30fc}\u{30af}\u{30f3}",              // トークン (Japanese: a token)
    "\u{4ee4}\u{724c}",                            // 令牌 (Chinese: a token)
    "\u{5bc6}\u{94a5}", "\u{79d8}\u{94a5}",            // 密钥, 秘钥 (Chinese: a secret key)
    "\u{d1a0}\u{d070}",                            // 토큰 (Korean: a token)
    "\u{d0a4}",                                    // 키 (Korean: a key; the check asks for a generated value)
    "\u{30ad}\u{30fc}",                            // APIキー (Japanese: an API key; `キー` alone is any key)
    "salasan", "Salasan",                          // salasana (Finnish; `alasan` is Indonesian's "reason")
    "enosiri",                                     // nenosiri (Swahili)
    "jelsz", "Jelsz",                              // jelszó, jelszava (Hungarian)
    "heslo", "Heslo",                              // heslo (Czech, Slovak)
    "\u{f6}senord",                                // lösenord (Swedish)
    "dgangskode",                                  // adgangskode (Danish, Norwegian)
    "ozinka",                                      // lozinka (Croatian, Serbian, Bosnian)
    "ontrasenya",                                  // contrasenya (Catalan)
    "ata sandi",                                   // kata sandi (Indonesian)
    "\u{1ead}t kh\u{1ea9}u",                       // mật khẩu (Vietnamese)
    "\u{430}\u{440}\u{43e}\u{43b}\u{430}",           // парола (Bulgarian, Macedonian)
    "\u{e23}\u{e2b}\u{e31}\u{e2a}\u{e1c}\u{e48}\u{e32}\u{e19}", // รหัสผ่าน (Thai)
    "\u{5e1}\u{5d9}\u{5e1}\u{5de}\u{5d4}",           // סיסמה (Hebrew)
    "\u{643}\u{644}\u{645}\u{629} \u{627}\u{644}",   // كلمة المرور, كلمة السر (Arabic)
    "\u{92a}\u{93e}\u{938}\u{935}\u{930}\u{94d}\u{921}", // पासवर्ड (Hindi)
    "\u{631}\u{645}\u{632} \u{639}\u{628}\u{648}\u{631}", // رمز عبور (Persian)
    "\u{3c9}\u{3b4}\u{3b9}\u{3ba}",                  // κωδικός (Greek: a password, a code)
    // passord (Norwegian) is found by `pass` above
    "ata laluan",                                  // kata laluan (Malay)
    "aroo", // Estonian parool (its rarest piece: `ool` fills code)
    "lapta\u{17e}od", // Lithuanian slaptažodis
    "jal\u{eb}kalim", // Albanian fjalëkalim
    "\u{43e}\u{437}\u{438}\u{43d}\u{43a}", // Serbian, Macedonian лозинка
    "\u{15f}ifr\u{259}", "\u{15e}ifr\u{259}", // Azerbaijani şifrə
    "\u{4b1}\u{43f}\u{438}\u{44f} \u{441}", // Kazakh құпия сөз
    "\u{443}\u{443}\u{446} \u{4af}\u{433}", // Mongolian нууц үг
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
    "agwoord", // Afrikaans wagwoord
    "asvort", // Esperanto pasvorto
    "ykilor\u{f0}", // Icelandic lykilorð
    "ontrasinal", // Galician contrasinal
    "\u{17e}eton", // Slovenian žeton (a token)
    "ju\u{10d}", // Slovenian, Croatian ključ (a key)
    "tocyn", // Welsh tocyn (a token)
    "gakoa", // Basque gakoa (the key)
    "\u{b9f}\u{bcb}\u{b95}\u{bcd}\u{b95}\u{ba9}\u{bcd}", // Tamil டோக்கன் (a token)
    "\u{43b}\u{443}\u{447}", // Macedonian клуч (a key)
    "\u{459}\u{443}\u{447}", // Serbian кључ (a key)
    "\u{562}\u{561}\u{576}\u{561}\u{56c}\u{56b}", // Armenian բանալի (a key)
    "\u{10d2}\u{10d0}\u{10e1}\u{10d0}\u{10e6}\u{10d4}\u{10d1}", // Georgian გასაღები (a key)
    "asfhocal", // Irish pasfhocal
    "r-tremen", // Breton ger-tremen
    "a\u{1e63}\u{ed}n\u{e0}", // Yoruba (ọ̀rọ̀) aṣínà
    "rayga sirta", // Somali erayga sirta (ah)
    "\u{435}\u{440}\u{441}\u{4af}\u{437}", // Tatar серсүз
    "akasqa simi", // Quechua pakasqa simi
    "\u{67e}\u{67c}\u{646}\u{648}\u{645}", // Pashto پټنوم
    "kalit", "Kalit", // Uzbek kalit (a key)
    "khiye", // Zulu ukhiye (a key)
    "lykil", "Lykil", // Faroese, Icelandic lykil (a key)
    "kaai", "Kaai", // West Frisian kaai (a key)
    "a\u{253}alli", // Hausa maɓalli (a key)
    "mifte", "Mifte", // Kurdish (Kurmanji) mifte (a key)
    "k\u{12b}", "K\u{12b}", // Maori kī (a key; the check asks for a generated value)
    "\u{a95}\u{ac0}", // Gujarati કી (a key; the check asks for a generated value)
    "\u{dba}\u{dad}\u{dd4}\u{dbb}", // Sinhala යතුර (a key)
    "\u{d1f}\u{d4b}\u{d15}\u{d4d}\u{d15}\u{d7a}", // Malayalam ടോക്കൺ (a token)
    "yckel", // Swedish nyckel (a key: `API-nyckeln`)
    "\u{3bb}\u{3b5}\u{3b9}\u{3b4}", // Greek κλειδί, κλειδιά (a key; `κλειδί API`, as Greek orders it)
    "\u{5de}\u{5e4}\u{5ea}\u{5d7}", // Hebrew מפתח (a key; `המפתח`)
    "\u{91f}\u{94b}\u{915}\u{928}", // Hindi टोकन (a token)
    "\u{915}\u{941}\u{902}\u{91c}\u{940}", // Hindi कुंजी (a key)
];

/// The names of a password in other languages, as a table's header gives its column (`| Hasło
/// |`, `||Heslo||`, `| Lösenord |`, `| Κωδικός |`): [`PROSE_NAMES`]' own pieces (a test holds
/// them to that), so the table's rule adds no anchor to the prefilter.
const TABLE_NAMES: &[&str] = &[
    "ennwort",
    "contrase\u{f1}a",
    "Contrase\u{f1}a",
    "senha",
    "Senha",
    "achtw",
    "as\u{142}o",
    "parol",
    "Parol",
    "\u{15f}ifre",
    "\u{15e}ifre",
    "\u{430}\u{440}\u{43e}\u{43b}\u{44c}",
    "\u{30d1}\u{30b9}\u{30ef}\u{30fc}\u{30c9}",
    "\u{5bc6}\u{7801}",
    "\u{5bc6}\u{78bc}",
    "\u{be44}\u{bc00}\u{bc88}\u{d638}",
    "salasan",
    "Salasan",
    "enosiri",
    "jelsz",
    "Jelsz",
    "heslo",
    "Heslo",
    "\u{f6}senord",
    "dgangskode",
    "ozinka",
    "ontrasenya",
    "ata sandi",
    "\u{1ead}t kh\u{1ea9}u",
    "\u{430}\u{440}\u{43e}\u{43b}\u{430}",
    "\u{e23}\u{e2b}\u{e31}\u{e2a}\u{e1c}\u{e48}\u{e32}\u{e19}",
    "\u{5e1}\u{5d9}\u{5e1}\u{5de}\u{5d4}",
    "\u{643}\u{644}\u{645}\u{629} \u{627}\u{644}",
    "\u{92a}\u{93e}\u{938}\u{935}\u{930}\u{94d}\u{921}",
    "\u{631}\u{645}\u{632} \u{639}\u{628}\u{648}\u{631}",
    "\u{3c9}\u{3b4}\u{3b9}\u{3ba}",
    "ata laluan",
    "aroo",
    "lapta\u{17e}od",
    "jal\u{eb}kalim",
    "\u{43e}\u{437}\u{438}\u{43d}\u{43a}",
];

/// The rules, most specific first: on equal spans the earlier rule names the finding.
pub(crate) const RULES: &[RuleDef] = &[
    r("github-pat", &["ghp_"], r"ghp_[0-9a-zA-Z]{36}", 4).check(Check::Crc32Base62),
    r("github-oauth", &["gho_"], r"gho_[0-9a-zA-Z]{36}", 4).check(Check::Crc32Base62),
    r("github-user-to-server", &["ghu_"], r"ghu_[0-9a-zA-Z]{36}", 4).check(Check::Crc32Base62),
    r("github-server-to-server", &["ghs_"], r"ghs_[0-9a-zA-Z]{36}", 4).check(Check::Crc32Base62),
    r("github-refresh", &["ghr_"], r"ghr_[0-9a-zA-Z]{36}", 4).check(Check::Crc32Base62),
    // Fine-grained tokens: 82 word characters (22 of id, `_`, 59 of secret as issued today).
    // Their checksum scheme is not published, so only the length and alphabet are checked.
    r(
        "github-fine-grained-pat",
        &["ub_pat_"],
        r"github_pat_[0-9a-zA-Z_]{82}",
        11,
    )
    .lead(5),
    r(
        "gitlab-pat",
        &["glpat-"],
        r"glpat-[0-9a-zA-Z_-]{20,300}(?:\.[0-9a-z]{9})?",
        6,
    ),
    r("gitlab-pipeline-trigger", &["glptt-"], r"glptt-[0-9a-f]{40}", 6),
    r("gitlab-runner", &["glrt-"], r"glrt-[0-9a-zA-Z_-]{20,300}", 5),
    r("gitlab-deploy-token", &["gldt-"], r"gldt-[0-9a-zA-Z_-]{20,300}", 5),
    r("gitlab-feed-token", &["glft-"], r"glft-[0-9a-zA-Z_-]{20,300}", 5),
    r("gitlab-oauth-secret", &["oas-"], r"gloas-[0-9a-zA-Z_-]{64}", 6).lead(2),
    r("gitlab-scim-token", &["glsoat-"], r"glsoat-[0-9a-zA-Z_-]{20,300}", 7),
    r(
        "slack-bot-token",
        &["xox"],
        r"xoxb-[0-9]{10,13}-[0-9]{10,13}[a-zA-Z0-9-]{0,100}",
        5,
    ),
    r(
        "slack-user-token",
        &["xox"],
        r"xox[pe](?:-[0-9]{10,13}){2,3}-[a-zA-Z0-9-]{24,34}",
        5,
    ),
    r(
        "slack-app-token",
        &["xapp-"],
        r"xapp-[0-9]-[A-Z0-9]{1,30}-[0-9]{1,30}-[a-zA-Z0-9]{1,200}",
        5,
    ),
    r("slack-legacy-token", &["xox"], r"xox[ars]-[0-9a-zA-Z-]{10,100}", 5),
    // A webhook's URL is the secret whole (anyone who has it may post): masked from its
    // scheme, so that neither the host nor a part of the path is left to tell a reader which
    // channel it posts to; the same for Discord's and Teams' below.
    r(
        "slack-webhook",
        &["slack.com/"],
        r"(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{20,100}",
        0,
    )
    .lead(14),
    r(
        "anthropic-api-key",
        &["sk-ant-"],
        r"sk-ant-api03-[a-zA-Z0-9_-]{93}AA",
        13,
    ),
    r(
        "anthropic-admin-key",
        &["sk-ant-"],
        r"sk-ant-admin01-[a-zA-Z0-9_-]{93}AA",
        15,
    ),
    r("openai-project-key", &["sk-proj-"], r"sk-proj-[A-Za-z0-9_-]{40,250}", 8),
    r(
        "openai-service-account-key",
        &["sk-svcacct-"],
        r"sk-svcacct-[A-Za-z0-9_-]{40,250}",
        11,
    ),
    r("openai-admin-key", &["sk-admin-"], r"sk-admin-[A-Za-z0-9_-]{40,250}", 9),
    // `T3BlbkFJ` is "OpenAI" in base64, 23 bytes into a legacy key.
    r(
        "openai-api-key",
        &["T3BlbkFJ"],
        r"sk-[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20}",
        3,
    )
    .lead(23),
    r(
        "aws-access-key-id",
        &["AKIA", "ASIA", "ABIA", "ACCA", "A3T"],
        r"(?:\b|\\[nrt])((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b",
        4,
    )
    .lead(2),
    r(
        "aws-secret-access-key",
        // `generic-secret`'s trigger for `secret` (at most 5 bytes into `aws_secret`), which
        // takes no anchor of its own in the prefilter; with `Secret` too, the prefilter's
        // design places every trigger's anchor within Teddy's 128 literals.
        &["ecret"],
        r#"(?i)aws[_-]?secret[_-]?(?:access[_-]?)?key(?:["']?\s{0,3}(?::=|=>|=|:)\s{0,3}|[ \t]{1,3})["']?([A-Za-z0-9/+]{40})\b"#,
        0,
    )
    .fold()
    .lead(5)
    .gate(Gate::Aws),
    // The same secret with no keyword, only as the partner of an access key id close by
    // (a credentials CSV, two environment lines with other names).
    RuleDef {
        name: "aws-secret-access-key",
        triggers: &[],
        fold: false,
        lead: 0,
        regex: r"(?:^|[^A-Za-z0-9/+=])([A-Za-z0-9/+]{40})(?:$|[^A-Za-z0-9/+=])",
        keep: 0,
        check: Check::AwsPairedSecret,
        near: Some("aws-access-key-id"),
        gate: Gate::Open,
    },
    r("google-api-key", &["AIza"], r"AIza[0-9A-Za-z_-]{35}", 4),
    r(
        "google-oauth-client-secret",
        &["GOCSPX-"],
        r"GOCSPX-[0-9A-Za-z_-]{28}",
        7,
    ),
    r(
        "google-oauth-access-token",
        &["ya29."],
        r"ya29\.[0-9A-Za-z_-]{30,500}",
        5,
    ),
    r(
        "stripe-secret-key",
        &["k_live_", "k_test_", "k_prod_"],
        r"sk_(?:test|live|prod)_[a-zA-Z0-9]{10,99}",
        8,
    )
    .lead(1),
    r(
        "stripe-restricted-key",
        &["k_live_", "k_test_", "k_prod_"],
        r"rk_(?:test|live|prod)_[a-zA-Z0-9]{10,99}",
        8,
    )
    .lead(1),
    r("stripe-webhook-secret", &["whsec_"], r"whsec_[a-zA-Z0-9]{32,100}", 6),
    r("npm-token", &["pm_"], r"npm_[a-zA-Z0-9]{36}", 4)
        .check(Check::Crc32Base62)
        .lead(1),
    r(
        "pypi-token",
        &["pypi-AgEIcHlwaS5vcmc"],
        r"pypi-AgEIcHlwaS5vcmc[0-9A-Za-z_-]{50,1000}",
        5,
    ),
    r(
        "huggingface-token",
        &["hf_"],
        r"(?:\b|\\[nrt])(hf_[a-zA-Z]{34})\b",
        3,
    )
    .lead(2),
    r("huggingface-org-token", &["i_org_"], r"\bapi_org_[a-zA-Z]{34}\b", 8).lead(2),
    r(
        "sendgrid-api-key",
        &["SG."],
        r"SG\.[a-zA-Z0-9_-]{22}\.[a-zA-Z0-9_-]{43}",
        3,
    ),
    // `SK` and the first hex digit: the prefilter searches triggers of at least 3 bytes.
    r(
        "twilio-api-key",
        &[
            "SK0", "SK1", "SK2", "SK3", "SK4", "SK5", "SK6", "SK7", "SK8", "SK9", "SKa", "SKb",
            "SKc", "SKd", "SKe", "SKf", "SKA", "SKB", "SKC", "SKD", "SKE", "SKF",
        ],
        r"\bSK[0-9a-fA-F]{32}\b",
        2,
    )
    .gate(Gate::Hex(31)),
    r("digitalocean-pat", &["_v1_"], r"dop_v1_[a-f0-9]{64}", 7).lead(3),
    r("digitalocean-oauth-token", &["_v1_"], r"doo_v1_[a-f0-9]{64}", 7).lead(3),
    r("digitalocean-refresh-token", &["_v1_"], r"dor_v1_[a-f0-9]{64}", 7).lead(3),
    r("shopify-access-token", &["shp"], r"shpat_[a-fA-F0-9]{32}", 6),
    r("shopify-shared-secret", &["shp"], r"shpss_[a-fA-F0-9]{32}", 6),
    r("shopify-custom-app-token", &["shp"], r"shpca_[a-fA-F0-9]{32}", 6),
    r("shopify-private-app-token", &["shp"], r"shppa_[a-fA-F0-9]{32}", 6),
    r("vault-service-token", &["hvs."], r"hvs\.[a-zA-Z0-9_-]{24,300}", 4),
    r("vault-batch-token", &["hvb."], r"hvb\.[a-zA-Z0-9_-]{24,300}", 4),
    r("vault-recovery-token", &["hvr."], r"hvr\.[a-zA-Z0-9_-]{24,300}", 4),
    r(
        "grafana-service-account-token",
        &["glsa_"],
        r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}",
        5,
    ),
    r("grafana-cloud-token", &["glc_"], r"glc_[A-Za-z0-9+/]{32,400}={0,2}", 4),
    r("linear-api-key", &["n_api_"], r"lin_api_[a-zA-Z0-9]{40}", 8).lead(2),
    r("perplexity-api-key", &["plx-"], r"pplx-[a-zA-Z0-9]{48}", 5).lead(1),
    r("databricks-token", &["dapi"], r"\bdapi[a-f0-9]{32}(?:-[0-9])?\b", 4),
    r(
        "postman-api-key",
        &["PMAK-"],
        r"PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}",
        5,
    ),
    r(
        "age-secret-key",
        &["-SECRET-KEY-1"],
        r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
        15,
    )
    .lead(3),
    r("heroku-api-key", &["HRKU-AA"], r"HRKU-AA[0-9a-zA-Z_-]{58}", 7),
    r("openshift-token", &["56~"], r"sha256~[0-9A-Za-z_-]{43}", 7).lead(4),
    r("notion-token", &["ntn_"], r"ntn_[A-Za-z0-9]{40,50}", 4),
    r(
        "onepassword-service-token",
        &["eyJ"],
        // The base64 of a JSON object (`{"`); issued tokens run to hundreds of bytes, but
        // a cut or re-encoded one is as much a secret.
        r"ops_eyJ[a-zA-Z0-9+/]{100,4000}={0,3}",
        4,
    )
    .lead(4),
    r(
        "doppler-token",
        &["dp."],
        r"dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,20}\.)?[a-zA-Z0-9]{40,44}",
        6,
    ),
    // DeepSeek's API keys: `sk-` and 32 lowercase hex digits. `sk-` also starts other providers'
    // keys (`sk-ant-`, `sk-admin-`), and no trigger may be a prefix of another, so the triggers
    // are `sk-` and the first hex digits, one more digit where a longer prefix shares them.
    r(
        "deepseek-api-key",
        &[
            "sk-0", "sk-1", "sk-2", "sk-3", "sk-4", "sk-5", "sk-6", "sk-7", "sk-8", "sk-9",
            "sk-b", "sk-c", "sk-d", "sk-e", "sk-f", "sk-a0", "sk-a1", "sk-a2", "sk-a3", "sk-a4",
            "sk-a5", "sk-a6", "sk-a7", "sk-a8", "sk-a9", "sk-aa", "sk-ab", "sk-ac", "sk-ae",
            "sk-af", "sk-ad0", "sk-ad1", "sk-ad2", "sk-ad3", "sk-ad4", "sk-ad5", "sk-ad6",
            "sk-ad7", "sk-ad8", "sk-ad9", "sk-ada", "sk-adb", "sk-adc", "sk-add", "sk-ade",
            "sk-adf",
        ],
        r"\bsk-[a-f0-9]{32}\b",
        3,
    )
    .check(Check::Generic)
    .gate(Gate::Hex(29)),
    // Buildkite's API access tokens: `bkua_`, since 2023 a short id and `.`, and 40 hex digits.
    r(
        "buildkite-api-token",
        &["bkua_"],
        r"bkua_(?:[A-Za-z0-9]{2,8}\.)?[a-f0-9]{40}\b",
        5,
    ),
    // Prefect Cloud's API keys: `pnu_` and 36 letters and digits.
    r("prefect-api-key", &["pnu_"], r"\bpnu_[A-Za-z0-9]{36}\b", 4),
    // Pinecone's API keys: `pcsk_`, a short key id, `_`, and the secret's letters and digits.
    r(
        "pinecone-api-key",
        &["pcsk_"],
        r"\bpcsk_[A-Za-z0-9]{3,10}_[A-Za-z0-9]{32,100}\b",
        5,
    ),
    // Supabase's secret API keys: `sb_secret_` and base64url (the publishable `sb_publishable_`
    // is public).
    r(
        "supabase-secret-key",
        &["sb_secret_"],
        r"\bsb_secret_[A-Za-z0-9_-]{24,100}",
        10,
    ),
    // Helicone's API keys: `sk-helicone-` and four groups of 7 lower-case letters and digits.
    r(
        "helicone-api-key",
        &["sk-helicone-"],
        r"\bsk-helicone-(?:[a-z0-9]{7}-){3}[a-z0-9]{7}\b",
        12,
    ),
    // Trigger.dev's secret keys: `tr_`, the environment (`dev`, `stg`, `prod`),
    // `_` and 20 or more letters and digits.
    r(
        "trigger-dev-secret-key",
        &["tr_dev_", "tr_stg_", "tr_prod_"],
        r"\btr_(?:dev|stg|prod)_[A-Za-z0-9]{20,40}\b",
        3,
    ),
    // Cal.com's API keys: `cal_live_` or `cal_test_` and 32 hex digits.
    r(
        "calcom-api-key",
        &["cal_live_", "cal_test_"],
        r"\bcal_(?:live|test)_[a-f0-9]{32}\b",
        9,
    ),
    // Klaviyo's private API keys: `pk_` and 34 hex digits (its public site id is six
    // characters; Stripe's `pk_live_`/`pk_test_` are public and hold no run of hex).
    r("klaviyo-private-key", &["pk_"], r"\bpk_[a-f0-9]{34}\b", 3).gate(Gate::Hex(34)),
    // Akamai EdgeGrid's client token (and access token): `akab-` and two groups of 16
    // lower-case letters and digits; the same shape before `.luna.akamaiapis.net` is the
    // API's host, no credential.
    r(
        "akamai-edgegrid-token",
        &["akab-"],
        r"\b(akab-[a-z0-9]{16}-[a-z0-9]{16})(?:[^.a-z0-9-]|$)",
        5,
    ),
    // Tencent Cloud's SecretId: `AKID` and 32 letters and digits.
    r(
        "tencent-cloud-secret-id",
        &["AKID"],
        r"\bAKID[A-Za-z0-9]{32}\b",
        4,
    ),
    // A Feishu or Lark custom bot's webhook: `/open-apis/bot/v2/hook/` and its id (a UUID).
    r(
        "feishu-webhook",
        &["/open-apis/bot/"],
        r"/open-apis/bot/v2/hook/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
        23,
    ),
    // A Nostr private key in bech32 (NIP-19): `nsec1` and 58 characters of bech32's alphabet.
    r(
        "nostr-private-key",
        &["nsec1"],
        r"\bnsec1[02-9ac-hj-np-z]{58}\b",
        5,
    ),
    // MaxMind's license keys: 6 letters and digits, `_`, 29 more and `_mmk`.
    r(
        "maxmind-license-key",
        &["_mmk"],
        r"\b[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b",
        0,
    )
    .lead(36),
    // New Relic's browser license keys: `NRJS-` and 19 hex digits.
    r("new-relic-browser-key", &["NRJS-"], r"\bNRJS-[a-f0-9]{19}\b", 5),
    // DeepL's API keys for the free plan: a UUID and `:fx`.
    r(
        "deepl-api-key",
        &[":fx"],
        r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx\b",
        0,
    )
    .lead(36),
    // Backblaze B2's application keys: `K00`, a digit and 27 letters and digits; random, so
    // the check asks for a digit and entropy.
    r(
        "backblaze-b2-application-key",
        &["K00"],
        r"\bK00[0-9][A-Za-z0-9]{27}\b",
        0,
    )
    .check(Check::Generic),
    r("mailgun-api-key", &["ey-"], r"\bkey-[a-f0-9]{32}\b", 4)
        .lead(1)
        .gate(Gate::Hex(32)),
    r(
        "square-access-token",
        &["EAAA", "sq0"],
        r"\b(?:EAAA|sq0atp-)[0-9A-Za-z_-]{22,60}\b",
        4,
    ),
    r("square-oauth-secret", &["sq0"], r"sq0csp-[0-9A-Za-z_-]{43}", 7),
    r(
        "atlassian-api-token",
        &["ATATT3"],
        r"ATATT3[A-Za-z0-9_=-]{150,250}",
        6,
    ),
    r(
        "cloudflare-origin-ca-key",
        &["v1.0-"],
        r"\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}\b",
        5,
    ),
    r(
        "sentry-auth-token",
        &["sntry"],
        r"sntry[su]_[a-zA-Z0-9_=+/-]{40,300}",
        7,
    ),
    r("pulumi-token", &["ul-"], r"pul-[a-f0-9]{40}", 4).lead(1),
    r("new-relic-user-key", &["NRAK-"], r"NRAK-[A-Z0-9]{27}", 5),
    // New Relic's ingest license keys: 36 lower-case hex digits and `NRAL` (the older ones,
    // 40 hex digits, have no mark and are found only by a secret's name).
    r("new-relic-license-key", &["NRAL"], r"\b[a-f0-9]{36}NRAL\b", 0).lead(36),
    // SonarQube's tokens: `squ_` (a user's), `sqp_` (a project's analysis), `sqa_` (a global
    // analysis token), then 40 lower-case hex digits.
    r("sonarqube-token", &["squ_", "sqp_", "sqa_"], r"\bsq[upa]_[a-f0-9]{40}\b", 4)
        .gate(Gate::Hex(40)),
    // Mailchimp's API keys: 32 lower-case hex digits, `-us` and the data centre's number.
    r("mailchimp-api-key", &["-us"], r"\b[a-f0-9]{32}-us[0-9]{1,2}\b", 0)
        .lead(32)
        .gate(Gate::Hex(1)),
    // Infracost's API keys: `ico-` and 32 letters and digits.
    r("infracost-api-key", &["ico-"], r"\bico-[A-Za-z0-9]{32}\b", 4).gate(Gate::Word(32)),
    // LaunchDarkly's server-side SDK keys: `sdk-` and a UUID in lower case (its mobile keys,
    // `mob-`, ship inside apps; its client-side ids are public).
    r(
        "launchdarkly-sdk-key",
        &["sdk-"],
        r"\bsdk-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\b",
        4,
    )
    .gate(Gate::Hex(8)),
    // A `data:` URI's base64 payload (`data:application/json;base64,...`), whole and at most
    // 8 KiB: masked whole when the text it decodes to holds a secret or is one generated
    // token alone; an image's, a font's or a clean document's payload stays.
    r("encoded-secret", &[";base64,"], r";base64,([A-Za-z0-9+/_-]{16,8192}={0,2})", 0)
        .check(Check::Encoded),
    // A parameter an ORM's or a driver's log binds to a statement that names a secret:
    // SQLAlchemy's echo (`[generated in 0.0002s] {...}`, `[cached since 3.1s ago] (...)`,
    // `[parameters: (...)]`), Hibernate's binder (`binding parameter [1] as [VARCHAR] - [...]`),
    // Hibernate 6's (`binding parameter (1:VARCHAR) <- [...]`), Prisma's `params [...]` and its
    // query event's `Params: [...]`, TypeORM's `-- PARAMETERS: [...]`, Django's `args=(...)`.
    // Each quoted, bracketed or listed value of 16 bytes or more on the log's line is judged; see
    // `Check::Bound`. The triggers are the pieces of these forms with symbols in them (`] as
    // [`, `s ago] `), which ordinary text seldom holds.
    r(
        "bound-parameter",
        &[
            "[generated in",
            "s ago] ",
            "[parameters:",
            "] as [",
            "arams [",
            "PARAMETERS: [",
            "args=(",
        ],
        r#"(?:\[generated in [0-9.]{1,12}m?s\]|\[cached since [0-9.]{1,12}m?s ago\] |\[parameters: |binding parameter \[[0-9]{1,4}\] as \[[A-Za-z_]{1,24}\] - |[Pp]arams \[|PARAMETERS: \[|args=\()(?:[^\n]{0,600}?(?:['"\[]|, ?))?([A-Za-z0-9+/=_.~-]{16,200})['"\],]"#,
        0,
    )
    .lead(32)
    .check(Check::Bound),
    // The same for Hibernate 6's binder (`binding parameter (1:VARCHAR) <- [...]`) and a query
    // event's `Params: [...]` (Prisma's, and loggers that print a statement's parameters on
    // the line after it), quoted or not. Their own pieces (`: [`, `<- [`) fill ordinary text,
    // so the statement's secret name is the trigger, and the gate looks for the parameters'
    // form on its line and the four after.
    r(
        "bound-parameter",
        GENERIC_KEYWORDS,
        concat!(
            r#"(?i:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)"#,
            r#"[^\n]{0,400}\n(?:[^\n]{0,400}\n){0,3}[^\n]{0,200}?(?:Params: |binding parameter \([0-9]{1,4}:[A-Za-z_]{1,24}\) <- )"#,
            r#"(?:[^\n]{0,600}?(?:['"\[]|, ?))?([A-Za-z0-9+/=_.~-]{16,200})['"\],]"#,
        ),
        0,
    )
    .lead(24)
    .fold()
    .check(Check::Bound)
    .gate(Gate::BoundBelow),
    // AI and developer platforms' keys with a fixed prefix (formats as the providers issue
    // them and as public scanners match them).
    r(
        "langsmith-api-key",
        &["lsv2_"],
        r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}",
        8,
    ),
    r("groq-api-key", &["gsk_"], r"\bgsk_[A-Za-z0-9]{52}\b", 4),
    r("nvidia-api-key", &["nvapi-"], r"nvapi-[A-Za-z0-9_-]{60,70}", 6),
    r(
        "brevo-api-key",
        &["xkeysib-"],
        r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}",
        8,
    ),
    r(
        "circleci-token",
        &["CCIPAT_"],
        r"CCIPAT_[A-Za-z0-9]{22}_[a-fA-F0-9]{40}",
        7,
    ),
    r("openrouter-api-key", &["sk-or-v1-"], r"sk-or-v1-[a-f0-9]{64}", 9),
    r("together-api-key", &["tgp_v1_"], r"tgp_v1_[A-Za-z0-9_-]{43}", 7),
    r("rubygems-api-key", &["rubygems_"], r"rubygems_[a-f0-9]{48}", 9),
    // An app-only bearer token of X (Twitter): 21 or more `A`s (a zero-padded key id), then the
    // rest, with `%` of its URL-encoded `=`.
    r(
        "twitter-bearer-token",
        &["AAAAAAAAAAAAAAAAAAAAA"],
        r"\bA{21}[A-Za-z0-9%]{30,200}",
        21,
    )
    .check(Check::Generic)
    .lead(1),
    // An Azure shared access signature's `sig`: the base64 of an HMAC-SHA256 (43 characters and
    // `=`), URL-encoded or not, after `?`, `&` or `;` in a SAS URL or a connection string's
    // `SharedAccessSignature=sv=...&sig=...`. The other fields (`sv`, `se`, `sp`) are not secret.
    // A Logic Apps or Power Automate trigger's URL (Teams' workflows) signs with `sig=` and 43
    // characters of URL-safe base64 with no padding: the rest of that URL is no secret either.
    r(
        "azure-sas-signature",
        &["sig="],
        r"[?&;]sig=(?:((?:[A-Za-z0-9+/]|%2[BbFf]){43}(?:=|%3[Dd]))|([A-Za-z0-9_-]{43})(?:[^A-Za-z0-9_=%-]|$))",
        0,
    )
    .check(Check::Generic)
    .lead(1),
    // The trigger is 29 bytes into `https://canary.discordapp.com/api/webhooks/`.
    r(
        "discord-webhook",
        &["/api/webhooks/"],
        r"(?:https?://)?(?:(?:ptb|canary)\.)?discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,80}",
        0,
    )
    .lead(29),
    // A Microsoft Teams (Office 365) incoming webhook: `https://TENANT.webhook.office.com/
    // webhookb2/GROUP@TENANT/IncomingWebhook/ID/OWNER`, maybe with a last `/V2...` part, and
    // the older `outlook.office.com/webhook/...`; every part after the host is needed to post.
    // The trigger is `/IncomingWebhook/` (no common word holds its pieces), 177 bytes in.
    r(
        "teams-webhook",
        &["/IncomingWebhook/"],
        r"(?i:https?://)?(?:[A-Za-z0-9-]{1,63}\.webhook|outlook)\.office(?:365)?\.com/webhook(?:b2)?/[0-9a-fA-F-]{36}@[0-9a-fA-F-]{36}/IncomingWebhook/[0-9a-fA-F]{32}/[0-9a-fA-F-]{36}(?:/[A-Za-z0-9_-]{20,100})?",
        0,
    )
    .lead(8 + 63 + 33 + 73),
    // A Telegram bot's token, also inside the Bot API's URLs (`api.telegram.org/bot<token>/`),
    // where `bot` runs into its digits with no word's edge; its end may be a `-`.
    r(
        "telegram-bot-token",
        &[":AA"],
        r"(?:\b|bot)([0-9]{8,10}:AA[0-9A-Za-z_-]{33})(?:[^0-9A-Za-z_-]|$)",
        0,
    )
    .lead(13),
    // Providers' documented key formats (their prefixes as the providers' own documentation
    // and dashboards show them). Each starts a word, also after a JSON string's escaped line
    // break or tab; a prefix short enough for ordinary words to hold (`fc-`, `fw_`) is searched
    // only before a token's length of hex or of a token's word.
    r("tavily-api-key", &["tvly-"], r"(?:\b|\\[nrt])(tvly-(?:dev-|prod-)?[A-Za-z0-9]{24,64})", 5).lead(2),
    r("mailersend-api-token", &["mlsn."], r"(?:\b|\\[nrt])(mlsn\.[A-Za-z0-9]{40,100})", 5).lead(2),
    r("browserbase-api-key", &["bb_live_", "bb_test_"], r"(?:\b|\\[nrt])(bb_(?:live|test)_[A-Za-z0-9_-]{20,64})", 8).lead(2),
    r("honeycomb-api-key", &["hcaik_", "hcxik_", "hcamk_", "hcxmk_"], r"(?:\b|\\[nrt])(hc[ax][im]k_[A-Za-z0-9]{40,80})", 6).lead(2),
    r("posthog-personal-api-key", &["phx_"], r"(?:\b|\\[nrt])(phx_[A-Za-z0-9]{30,80})", 4).lead(2),
    r("neon-api-key", &["napi_"], r"(?:\b|\\[nrt])(napi_[a-z0-9]{60,80})\b", 5).lead(2),
    r("neon-password", &["npg_"], r"(?:\b|\\[nrt])(npg_[A-Za-z0-9]{12,40})\b", 4).lead(2),
    r("firecrawl-api-key", &["fc-"], r"(?:\b|\\[nrt])(fc-[a-f0-9]{32})\b", 3).lead(2).gate(Gate::Hex(32)),
    // A Salesforce session id: the org's id (`00D`, 12 to 15 characters), `!`, and the
    // session's part, which starts `AQ`.
    r("salesforce-session-id", &["!AQ"], r"(?:\b|\\[nrt])(00D[A-Za-z0-9]{12,15}!AQ[A-Za-z0-9._]{60,300})", 0).lead(20),
    r("replicate-api-token", &["r8_"], r"(?:\b|\\[nrt])(r8_[A-Za-z0-9]{37})\b", 3).lead(2).gate(Gate::Word(37)),
    r("shippo-api-token", &["shippo_"], r"(?:\b|\\[nrt])(shippo_(?:live|test)_[a-f0-9]{40})\b", 12).lead(2),
    r("flutterwave-secret-key", &["FLWSECK"], r"(?:\b|\\[nrt])(FLWSECK(?:_TEST)?-[a-f0-9]{32}-X)", 8).lead(2),
    r("easypost-api-key", &["EZAK", "EZTK"], r"(?:\b|\\[nrt])(EZ[AT]K[A-Za-z0-9]{40,70})\b", 4).lead(2),
    r("duffel-api-token", &["duffel_"], r"(?:\b|\\[nrt])(duffel_(?:live|test)_[A-Za-z0-9_-]{40,60})", 12).lead(2),
    r("razorpay-key", &["rzp_"], r"(?:\b|\\[nrt])(rzp_(?:live|test)_[A-Za-z0-9]{14,20})\b", 9).lead(2),
    r("paddle-api-key", &["pdl_"], r"(?:\b|\\[nrt])(pdl_(?:live|sdbx)_apikey_[A-Za-z0-9_]{40,80})", 16).lead(2),
    r("cerebras-api-key", &["csk-"], r"(?:\b|\\[nrt])(csk-[a-z0-9]{40,60})\b", 4).lead(2),
    r(
        "langfuse-secret-key",
        &["sk-lf-"],
        r"(?:\b|\\[nrt])(sk-lf-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})",
        6,
    )
    .lead(2),
    r("e2b-api-key", &["e2b_"], r"(?:\b|\\[nrt])(e2b_[a-f0-9]{40})\b", 4).lead(2),
    r("jina-api-key", &["jina_"], r"(?:\b|\\[nrt])(jina_[A-Za-z0-9]{56,70})\b", 5).lead(2),
    r("sourcegraph-token", &["sgp_"], r"(?:\b|\\[nrt])(sgp_(?:[a-f0-9]{16}_|local_)?[a-f0-9]{40})\b", 4).lead(2),
    r("bitbucket-app-password", &["ATBB"], r"(?:\b|\\[nrt])(ATBB[A-Za-z0-9_=.-]{32,60})", 4).lead(2),
    r("new-relic-ingest-key", &["NRII-"], r"(?:\b|\\[nrt])(NRII-[A-Za-z0-9_-]{32})", 5).lead(2),
    r("docker-hub-token", &["dckr_"], r"(?:\b|\\[nrt])(dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,60})", 9).lead(2),
    r("figma-token", &["figd_"], r"(?:\b|\\[nrt])(figd_[A-Za-z0-9_-]{40,60})", 5).lead(2),
    r("contentful-token", &["CFPAT-"], r"(?:\b|\\[nrt])(CFPAT-[A-Za-z0-9_-]{43,60})", 6).lead(2),
    r("settlemint-token", &["sm_aat_", "sm_pat_", "sm_sat_"], r"(?:\b|\\[nrt])(sm_[aps]at_[A-Za-z0-9]{16,40})\b", 7).lead(2),
    r("depot-token", &["depot_org_", "depot_project_", "depot_user_"], r"(?:\b|\\[nrt])(depot_(?:org|project|user)_[a-f0-9]{64})\b", 6).lead(2),
    r("anyscale-api-key", &["esecret_"], r"(?:\b|\\[nrt])(esecret_[a-z0-9]{26,40})\b", 8).lead(2),
    r("frameio-token", &["fio-u-"], r"(?:\b|\\[nrt])(fio-u-[A-Za-z0-9_-]{64,80})", 6).lead(2),
    r("dynatrace-token", &["dt0c01."], r"(?:\b|\\[nrt])(dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64})", 7).lead(2),
    r("defined-networking-key", &["dnkey-"], r"(?:\b|\\[nrt])(dnkey-[A-Z0-9]{26}-[A-Z0-9]{52})", 6).lead(2),
    r("vercel-blob-token", &["vercel_blob_rw_"], r"vercel_blob_rw_[A-Za-z0-9]{16}_[A-Za-z0-9]{30}", 15),
    r(
        "axiom-token",
        &["xaat-", "xapt-"],
        r"(?:\b|\\[nrt])(xa[ap]t-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})",
        5,
    )
    .lead(2),
    r(
        "hubspot-private-app-token",
        &["pat"],
        r"(?:\b|\\[nrt])(pat-(?:na|eu|ap)[0-9]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})",
        8,
    )
    .lead(2)
    .gate(Gate::Word(41)),
    r("alibaba-access-key-id", &["LTAI"], r"(?:\b|\\[nrt])(LTAI[A-Za-z0-9]{12,20})\b", 4).lead(2),
    r("typeform-token", &["tfp_"], r"(?:\b|\\[nrt])(tfp_[A-Za-z0-9_]{40,70})", 4).lead(2),
    r("fireworks-api-key", &["fw_"], r"(?:\b|\\[nrt])(fw_[A-Za-z0-9]{24})\b", 3).lead(2).gate(Gate::Word(24)),
    r("mapbox-secret-token", &["sk.eyJ"], r"(?:\b|\\[nrt])(sk\.eyJ[A-Za-z0-9_-]{20,300}\.[A-Za-z0-9_-]{20,100})", 3).lead(2),
    r("clojars-token", &["CLOJARS_"], r"(?:\b|\\[nrt])(CLOJARS_[a-z0-9]{60})\b", 8).lead(2),
    r("tailscale-key", &["tskey-"], r"(?:\b|\\[nrt])(tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{8,20}-[A-Za-z0-9]{20,60})", 6).lead(2),
    r("packagist-token", &["packagist_"], r"(?:\b|\\[nrt])(packagist_(?:out|uat|ort)_[a-f0-9]{60,80})", 14).lead(2),
    r("terraform-cloud-token", &[".atlasv1."], r"(?:\b|\\[nrt])([A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,100})", 0).lead(16),
    r("intercom-access-token", &["dG9rO"], r"(?:\b|\\[nrt])(dG9rO[A-Za-z0-9+/]{40,100}={0,2})", 0).lead(2),
    // An Azure DevOps personal access token: 52 characters, `JQQJ99`, and `AZDO` four later.
    r("azure-devops-pat", &["JQQJ99"], r"(?:\b|\\[nrt])([A-Za-z0-9]{52}JQQJ99[A-Za-z0-9]{3,5}AZDO[A-Za-z0-9]{4})\b", 0).lead(54),
    r("teamcity-token", &["XAiOiAiVENWMiJ9"], r"eyJ0eXAiOiAiVENWMiJ9\.[A-Za-z0-9_-]{20,100}\.[A-Za-z0-9_-]{20,200}", 0).lead(5),
    // An Azure AD application's client secret: three characters, a version digit and `Q~`.
    r("azure-client-secret", &["8Q~"], r"(?:\b|\\[nrt])([A-Za-z0-9_~.-]{3}8Q~[A-Za-z0-9_~.-]{31,34})", 0).lead(5),
    // An Azure Functions key in its identifiable form: URL-safe base64 with the `AzFu`
    // signature near its end and `==` after it (documented as 44 characters, `AzFu`, 5 and
    // one of `AQgw`; the bytes around the signature are read loosely, as tools copy them).
    r("azure-function-key", &["AzFu"], r"(?:\b|\\[nrt])([A-Za-z0-9_-]{40,56}AzFu[A-Za-z0-9_-]{1,8}==)", 0).lead(58),
    // A K3s cluster's join token in its secure form: `K10`, the SHA-256 of the cluster's CA
    // in hex, `::`, a user (`server` for a server's token, `node` for an agent's), `:` and
    // its password (generated, or the one `--token` set). The trigger is 67 bytes into it.
    r("k3s-token", &["::server:", "::node:"], r"(?:\b|\\[nrt])(K10[0-9a-f]{64}::(?:server|node):[A-Za-z0-9._~+/=!@#$%^&*-]{1,256})", 3).lead(69),
    // A Rancher API token as its login and bearer header take it: the key's name, `token-`
    // and five letters or digits, `:` and its secret of 50 or more. The trigger is the
    // keyword's `oken`, a byte into it.
    r("rancher-api-token", &["oken"], r"\b(token-[a-z0-9]{5}:[a-z0-9]{50,64})\b", 12).lead(1),
    // An Octopus Deploy API key: `API-` and 25 to 32 upper-case letters and digits.
    r("octopus-api-key", &["API-"], r"(?:\b|\\[nrt])(API-[A-Z0-9]{25,32})\b", 4).check(Check::Generated).lead(2),
    r("yandex-api-key", &["AQVN"], r"(?:\b|\\[nrt])(AQVN[A-Za-z0-9_-]{35,40})", 4).lead(2),
    r("netlify-token", &["nfp_"], r"(?:\b|\\[nrt])(nfp_[A-Za-z0-9]{36,40})\b", 4).lead(2),
    r("fly-io-token", &["fo1_"], r"(?:\b|\\[nrt])(fo1_[A-Za-z0-9_-]{39,60})", 4).lead(2),
    // Fly.io's macaroon tokens (`fly tokens create`, `FlyV1 fm2_...`, comma-joined): `fm2_`,
    // or the older `fm1_`, `fm1a_`, `fm1r_`, then base64 of hundreds of bytes (40 is a cut one).
    r(
        "fly-io-token",
        &["fm1_", "fm1a_", "fm1r_", "fm2_"],
        r"(?:\b|\\[nrt])(fm(?:1[ar]?|2)_[A-Za-z0-9+/]{40,4000}={0,3})",
        4,
    )
    .lead(2),
    r("scalingo-token", &["tk-us-"], r"(?:\b|\\[nrt])(tk-us-[A-Za-z0-9_-]{40,60})", 6).lead(2),
    // `k_sbox_`, not `sk_sbox_`: ElevenLabs' `sk_` is a trigger, and no trigger is a prefix of another.
    r("checkout-secret-key", &["k_sbox_"], r"(?:\b|\\[nrt])(sk_sbox_[a-z0-9]{26,40})\b", 8).lead(3),
    // PlanetScale's service tokens, passwords and OAuth tokens: `pscale_tkn_`, `pscale_pw_`,
    // `pscale_oauth_` and 32 to 64 bytes of base64url.
    r("planetscale-token", &["pscale_"], r"(?:\b|\\[nrt])(pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.=-]{32,64})", 11).lead(2),
    // NuGet.org's API keys: `oy2` and 43 lower-case letters and digits.
    r("nuget-api-key", &["oy2"], r"(?:\b|\\[nrt])(oy2[a-z0-9]{43})\b", 3).lead(2).gate(Gate::Word(43)),
    // ElevenLabs' API keys: `sk_` and 48 lower-case hex digits (a word's `task_`, `disk_` is
    // searched only before as many hex digits).
    r("elevenlabs-api-key", &["sk_"], r"(?:\b|\\[nrt])(sk_[a-f0-9]{48})\b", 3).lead(2).gate(Gate::Hex(48)),
    // Render's API keys: `rnd_` and 32 letters and digits.
    r("render-api-key", &["rnd_"], r"(?:\b|\\[nrt])(rnd_[A-Za-z0-9]{32})\b", 4).lead(2).gate(Gate::Word(32)),
    // Resend's API keys: `re_`, an 8-character id, `_` and 24 letters and digits; `re_` starts
    // many identifiers, so it is searched only before a token's length of a word.
    r("resend-api-key", &["re_"], r"(?:\b|\\[nrt])(re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24})\b", 3).lead(2).gate(Gate::Word(33)),
    // Supabase's personal access tokens (the management API's and the CLI's): `sbp_` and 40
    // lower-case hex digits.
    r("supabase-access-token", &["sbp_"], r"(?:\b|\\[nrt])(sbp_[a-f0-9]{40})\b", 4).lead(2).gate(Gate::Hex(40)),
    r("xai-api-key", &["xai-"], r"(?:\b|\\[nrt])(xai-[A-Za-z0-9]{80})\b", 4).lead(2).gate(Gate::Word(80)),
    r("harness-token", &["pat"], r"(?:\b|\\[nrt])(pat\.[A-Za-z0-9_-]{22}\.[a-f0-9]{24}\.[A-Za-z0-9]{20})\b", 4).lead(2).gate(Gate::DotWord(22)),
    // Airtable's personal access tokens: `pat`, a 14-character id, `.` and 64 hex digits. The
    // three providers' `pat` fills ordinary words (`path`, `pattern`), so each is searched only
    // before its token's shape.
    r("airtable-pat", &["pat"], r"(?:\b|\\[nrt])(pat[A-Za-z0-9]{14}\.[a-f0-9]{64})\b", 3).lead(2).gate(Gate::Word(14)),
    r("firebase-cloud-messaging-key", &[":APA91b"], r"(?:\b|\\[nrt])(AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{130,200})", 0).lead(13),
    r("slack-config-token", &["xox"], r"xoxe(?:\.xox[bp]-[0-9]|-[0-9])-[A-Za-z0-9]{100,300}", 5),
    r(
        "notion-token",
        &["ecret"],
        r"(?:\b|\\[nrt])(secret_[A-Za-z0-9]{43})\b",
        7,
    )
    .lead(3)
    .gate(Gate::Word(44)),
    // A token after a JSON string's escaped line break or tab (`"text": "...\neyJ..."` in a
    // tool's result) starts a word as it does after a real one.
    r(
        "jwt",
        &["eyJ"],
        r"(?:\b|\\[nrt])(eyJ[a-zA-Z0-9_-]{10,2000}\.eyJ[a-zA-Z0-9_-]{10,8000}\.[a-zA-Z0-9_-]{10,2000})",
        3,
    )
    .check(Check::Jwt)
    .lead(2),
    r(
        "private-key",
        &["BEGIN"],
        r"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]{64,12000}?-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----",
        0,
    )
    .lead(5),
    // The scheme is at most 21 bytes before `://`. The user may be empty (`redis://:pw@`) or an
    // e-mail address (`https://bob@corp.com:pw@host`); the
    // password runs to the last `@` before the host, so an unencoded `@` or `:` in it is masked
    // too.
    r(
        "url-credential",
        &["://"],
        r#"[a-zA-Z][a-zA-Z0-9+.-]{1,20}://[^\s:/?#]{0,100}:([^\s/?"'<>`]{3,200})@[a-zA-Z0-9.\[-]"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(21)
    .gate(Gate::Userinfo),
    // A token as a URL's whole user part, with no password (Sentry's DSN key, a token that
    // clones a repository, `https://TOKEN@host`): 32 to 200 bytes of base64url, generated (not
    // a person's or a service's name: `git@`, `https://alice@`, `deploy-bot-2024@`).
    r(
        "url-credential",
        &["://"],
        r"[a-zA-Z][a-zA-Z0-9+.-]{1,20}://([A-Za-z0-9_-]{32,200})@[a-zA-Z0-9.\[-]",
        0,
    )
    .check(Check::Generated)
    .lead(21)
    .gate(Gate::UserToken),
    // A data source name with no scheme, in the form of Go's MySQL driver:
    // `user:password@tcp(host:3306)/db`, `@tcp6(...)`, `@unix(/run/mysqld/mysqld.sock)`,
    // `@udp(...)`. The user starts a word; the trigger is at most 266 bytes after it.
    r(
        "url-credential",
        &["@tcp(", "@tcp6(", "@unix(", "@udp("],
        r#"(?:^|[^A-Za-z0-9_.+:/@-])[A-Za-z0-9_.+-]{1,64}:([^\s:@/"'`<>]{3,200})@(?:tcp6?|unix|udp)\("#,
        0,
    )
    .check(Check::Placeholder)
    .lead(266),
    // Oracle's EZConnect string with no command before it, `user/password@host:1521/service`
    // (in a setting, a log, a connection list), told from a path by its listener's port: 1520
    // to 1529, 2483 or 2484. The user starts a word.
    r(
        "url-credential",
        &[":152", ":248"],
        r#"(?:^|[^A-Za-z0-9_$#./-])[A-Za-z0-9_$#.-]{1,60}/([^\s/@"'`<>]{3,200})@[A-Za-z0-9.-]{1,100}:(?:152[0-9]|248[34])\b"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(364)
    .gate(Gate::OraclePort),
    // A data source name with no scheme, `user:password@host:5432/db` (in a setting, a log, a
    // command's argument), told from other text by the well-known port of one of the four
    // most deployed databases (PostgreSQL, MySQL, Redis, MongoDB; each port is an anchor the
    // prefilter searches every text for, so the list stays short). The user starts a word;
    // the trigger is at most 367 bytes after it.
    r(
        "url-credential",
        &[":5432", ":3306", ":6379", ":27017"],
        r#"(?:^|[^A-Za-z0-9_.+:/@-])[A-Za-z0-9_.+-]{1,64}:([^\s:@/"'`<>]{3,200})@[A-Za-z0-9.-]{1,100}:(?:5432|3306|6379|27017)\b"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(367)
    .gate(Gate::DsnPort),
    // A server configuration's directive whose positional argument is a credential (the
    // directive's words are the table): Caddy's `dns PROVIDER TOKEN` (in a site's `tls { }` or
    // the global `acme_dns`), where the token is the argument after the DNS provider's name;
    // the check asks for a generated value, so `dns cloudflare {env.CF_API_TOKEN}` and prose's
    // `dns server example.com` stay.
    r(
        "generic-secret",
        &["dns "],
        r#"(?m)(?:^|[\s{;])(?:acme_)?dns[ \t]{1,3}[a-z][a-z0-9_]{1,30}[ \t]{1,3}([A-Za-z0-9_.~+/=-]{16,400})[ \t]{0,3}(?:\r?$|\})"#,
        0,
    )
    .check(Check::Generated)
    .lead(6),
    // A block of tokens by their use, whose entries are each a token: Consul's `acl { tokens
    // { agent = "..." } }` (also `initial_management`, `replication`, `default`; in JSON
    // `"tokens": {"agent": "..."}`). Its first entry's value, a generated literal (`agent =
    // "${var.agent_token}"` stays).
    r(
        "generic-secret",
        &["tokens {", "tokens\": {"],
        r#"\btokens"?[ \t]{0,3}(?::[ \t]{0,3})?\{\s{0,40}"?[a-z][a-z0-9_]{0,40}"?[ \t]{0,20}[=:][ \t]{0,3}"([^"\s]{8,200})""#,
        0,
    )
    .check(Check::Generated)
    .lead(1),
    // HAProxy's credentials by position: `stats auth USER:PASSWORD` and a userlist's `user NAME
    // insecure-password PASSWORD` (its `password` takes a hash, which is no password).
    r(
        "generic-secret",
        &["stats auth ", "insecure-password "],
        r#"(?:stats[ \t]auth[ \t]{1,3}[^:\s]{1,64}:|insecure-password[ \t]{1,3})([^\s"']{3,200})"#,
        0,
    )
    .check(Check::Password),
    // A service's key named by what it is for in a service's configuration, with no keyword
    // of `generic-secret`: PagerDuty's `routing_key`/`service_key`/`integration_key`
    // (Alertmanager's receivers), Pushover's `user_key`, Segment's `write_key`, an app's or a
    // server's key, an ingest key; in snake or kebab case. The check asks for a generated
    // value, so an AMQP `routing_key: orders.created` and a table's `user_key: user_id` stay.
    r(
        "generic-secret",
        &["uting_key", "uting-key", "vice_key", "vice-key", "ation_key", "ation-key", "user_key", "rite_key", "rite-key", "app_key", "rver_key", "gest_key"],
        concat!(
            r#"(?i)\b(?:[a-z0-9]{1,20}[_-])?(?:routing|service|integration|user|write|app|server|ingest)[_-]key(?-i:\b)"#,
            assignment!(),
        ),
        0,
    )
    .check(Check::Generated)
    .lead(31),
    // A Zig constant or variable named for a secret with a string's type, whose blank the
    // assignments' type annotation does not take: `const api_key: []const u8 = "...";`,
    // `[:0]const u8`, `*const [N:0]u8`. The triggers are the type's, rare outside Zig.
    r(
        "generic-secret",
        &["]const u8", "]u8"],
        concat!(
            r#"(?i)(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)[a-z0-9_]{0,20}"#,
            r#"[ \t]{0,3}:[ \t]{0,3}(?:\[[0-9_]{0,6}(?::0)?\](?:const[ \t]{1,3})?u8|\*const[ \t]{1,3}\[[0-9_]{1,6}(?::0)?\]u8)[ \t]{0,3}=[ \t]{0,3}"([^"\\\s]{6,200})""#,
        ),
        0,
    )
    .check(Check::Assignment)
    .lead(60),
    // Django's debug page lists the settings (`Using settings module ...`, then a row per
    // setting, `NAME<tab>'value'` as a browser copies it, `NAME = 'value'` in its text form);
    // it hides the values of names it knows for secrets and shows the others, so a generated
    // value under any other name (`STRIPE_WEBHOOK_SIGNING`) is a secret it let through. Each
    // row's match opens at the previous row's closing quote, so the rows chain from the
    // module's line.
    r(
        "generic-secret",
        &["Using settings module"],
        r#"(?:Using settings module[^\n]{0,200}|')[ \t]{0,3}(?:\r?\n[\s\S]{0,12000}?)?\n[A-Z][A-Z0-9_]{1,60}(?:\t{1,3}|[ \t]{1,3}=[ \t]{1,3})'([^'\s]{16,200})"#,
        0,
    )
    .check(Check::Generated),
    // HAProxy's HTTP log line with captured headers (`capture request header ...`): each
    // block, `{value|value|...}` after the timers and counters, holds the captured headers'
    // values in the configured order, unnamed, so a generated value there (an
    // `Authorization`'s or an API key header's; maybe after its scheme) is the secret. A
    // host, a user agent, a language and a request's id stay (see `Check::Captured`). A
    // field's match opens at the `|` or the `{` before it, so that the fields after a
    // rejected one are tried while the window around the log line's tag lasts.
    r(
        "generic-secret",
        &["haproxy["],
        r#"(?:\bhaproxy\[[0-9]{1,10}\]:[^\n{]{20,400}\{|\}[ ]\{|\|)(?:(?:Bearer|Basic|Token|bearer|token)[ ]{1,3})?([A-Za-z0-9+/=_.~-]{16,400})[|}]"#,
        0,
    )
    .check(Check::Captured),
    // A COBOL data item named for a secret and its initial value: `01 WS-DB-PASSWORD PIC X(20)
    // VALUE 'secret'.`; a password's check (a word or a number is no password).
    r(
        "generic-secret",
        GENERIC_KEYWORDS,
        concat!(
            r#"(?i)(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)[a-z0-9_-]{0,20}"#,
            r#"[ \t]{1,20}pic(?:ture)?(?:[ \t]{1,3}is)?[ \t]{1,3}[a-z0-9()]{1,20}[ \t]{1,10}value(?:[ \t]{1,3}is)?[ \t]{1,3}"#,
            r#"(?:'([^'\n]{3,200})'|"([^"\n]{3,200})")"#,
        ),
        0,
    )
    .check(Check::Password)
    .fold()
    .lead(4)
    .gate(Gate::Picture),
    // An Ethereum account's private key (0x and 64 hex digits) where a deployment tool takes
    // one: Hardhat's and Truffle's `accounts: ["0x..."]`, ethers' `new Wallet("0x...")`. Bare
    // 64-digit hex is a transaction's or a block's hash everywhere else, so the place decides.
    r(
        "generic-secret",
        &["accounts", "Wallet("],
        r#"(?:accounts["']?[ \t]{0,3}[:=][ \t]{0,3}\[\s{0,12}|Wallet\([ \t]{0,3})["'](?:0x)?([0-9a-fA-F]{64})["']"#,
        0,
    )
    .check(Check::Generic),
    // A REPL's output of an expression that names a secret: IPython's `In [4]:
    // os.environ["API_KEY"]` and its `Out[4]: '...'`, Python's `>>> settings.SECRET_KEY` and
    // the quoted value on the next line. A call on the line after the name makes a value
    // rather than reading one (`>>> secrets.token_hex(16)`), so a doctest's output stays;
    // see `Check::Echo`.
    r(
        "generic-secret",
        &["Out[", ">>> "],
        concat!(
            r#"(?m)(?:^In \[[0-9]{1,5}\]:|^>>> )[^\n]{0,200}?"#,
            r#"(?i:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)"#,
            r#"[^\n(]{0,60}\r?\n(?:Out\[[0-9]{1,5}\]:[ \t]{0,3})?(?:'([^'\\\s]{6,400})'|"([^"\\\s]{6,400})")[ \t]{0,3}\r?$"#,
        ),
        0,
    )
    .check(Check::Echo)
    .lead(320),
    // A shell session's command that prints a secret-named variable (`$ echo $DEPLOY_TOKEN`,
    // `$ printenv API_KEY`) after a prompt, and the value on the next line; see `Check::Echo`.
    r(
        "generic-secret",
        &["echo $", "echo \"$", "echo \\\"$", "printenv "],
        concat!(
            r#"(?m)[$#>%][ \t]{1,3}(?:echo[ \t]{1,3}(?:\\?["'])?\$\{?|printenv[ \t]{1,3})[A-Za-z0-9_]{0,40}?"#,
            r#"(?i:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)"#,
            // The next line, or (a terminal's text captured in a JSON string) the text after
            // an escaped newline, up to the next escape or the string's end.
            r#"[A-Za-z0-9_]{0,20}\}?(?:\\?["'])?[ \t]{0,3}(?:\r?\n([^\s]{6,400})[ \t]{0,3}\r?$|(?:\\r)?\\n([^\s\\"]{6,400})[ \t]{0,3}(?:\\[rn]|"))"#,
        ),
        0,
    )
    .check(Check::Echo)
    .lead(4),
    // The same traced by the shell (`set -x`, as CI logs show it) with text before the
    // expansion: `+ echo "deploying with key $PLUGIN_API_KEY"`, then the output line, whose
    // last word is the value where the expansion stood (the gate holds the output to the
    // echoed text); see `Check::Echo`.
    r(
        "generic-secret",
        EXPRESSION_KEYWORDS,
        concat!(
            r#"(?m)^[ \t]{0,3}[+$]{1,3}[ \t]{1,3}echo[ \t]{1,3}["']?[^"'$\n]{0,120}\$\{?[A-Za-z0-9_]{0,40}?"#,
            r#"(?i:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)"#,
            r#"[A-Za-z0-9_]{0,20}\}?["']?[ \t]{0,3}\r?\n[^\n]{0,120}?([^\s]{6,400})[ \t]{0,3}\r?$"#,
        ),
        0,
    )
    .check(Check::Echo)
    .lead(200)
    .gate(Gate::TracedEcho),
    // A header named for a key with no keyword, `x-<name>-key`, as a proxy's configuration
    // writes it in lower case: Envoy's `{ key: "x-upstream-key", value: "..." }` (a name/value
    // pair) or a header line `x-upstream-key: ...`; the value is a generated token.
    r(
        "generic-secret",
        &["-key\"", "-key'", "-key:"],
        concat!(
            r#"(?i)\bx-[a-z0-9]{1,30}(?:-[a-z0-9]{1,30}){0,2}-key(?:[ \t]{0,3}:[ \t]{0,3}["']?([A-Za-z0-9_.=+/~!@#%^&*-]{16,200})|"#,
            name_value!(),
            ")",
        ),
        0,
    )
    .check(Check::Generic)
    .lead(96),
    // A validation error of pydantic that quotes the input under a secret-named field: the
    // field's name on its own line, then `  <message> [type=..., input_value='...', ...]`.
    r(
        "generic-secret",
        &["input_value="],
        concat!(
            r#"(?im)^[a-z0-9_.]{0,40}?(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)[a-z0-9_.]{0,20}\r?\n"#,
            r#"[ \t]{1,4}[^\n]{0,200}?\[type=[a-z_]{1,60}, input_value=(?:'([^'\\\s]{6,200})'|"([^"\\\s]{6,200})")"#,
        ),
        0,
    )
    .check(Check::Placeholder)
    .lead(400),
    // A line of PostgreSQL's password file (`~/.pgpass`, `PGPASSFILE`):
    // `host:port:database:user:password`, told from other text by the default port as a field
    // of its own; the password runs to the end of the line (`\:` escapes a colon in it).
    r(
        "pgpass-password",
        &[":5432"],
        r"(?m)^[ \t]{0,8}[A-Za-z0-9_.*\[\]-]{1,100}:5432:[^:\s]{1,64}:[^:\s]{1,64}:(\S{3,200})[ \t]{0,8}\r?$",
        0,
    )
    .check(Check::Placeholder)
    .lead(110),
    // The same line with another port or a wildcard: PgBouncer's `:6432:`, or a field that
    // is `*` (any host, port or database, as most `.pgpass` lines have one). The port is a
    // number or `*`, each field holds no blank, and the password ends its line holding no `:`
    // but an escaped one (so `/etc/passwd`'s and `/etc/shadow`'s longer lines are none).
    r(
        "pgpass-password",
        &[":6432:", ":*:"],
        r"(?m)^[ \t]{0,8}[A-Za-z0-9_.*\[\]-]{1,100}:(?:[0-9]{2,5}|\*):[^:\s]{1,64}:[^:\s]{1,64}:((?:[^:\s\\]|\\\S){3,200})[ \t]{0,8}\r?$",
        0,
    )
    .check(Check::Placeholder)
    .lead(110),
    // A connection call's password after an address and a user, whatever its name
    // (`DriverManager.getConnection(url, "app", "...")`, `mysqli_connect("db", "app", "...")`,
    // `pymysql.connect("db", "app", "...")`, PHP's `new PDO($dsn, "app", "...")`, Groovy's
    // `Sql.newInstance(url, 'user', '...', driver)`, each
    // argument maybe on a line of its own); MySQL's
    // C and PHP clients take their handle first (`mysql_real_connect(conn, "db", "app",
    // "...", ...)`, `mysqli_real_connect($link, ...)`), 5 bytes before the trigger.
    r(
        "generic-secret",
        &["connect(", "Connection(", "PDO(", "Sql.newInstance("],
        concat!(
            r#"(?i)(?:real_connect\([ \t]{0,3}[a-z_$&*][a-z0-9_.$>-]{0,60}[ \t]{0,3},|(?:connect[a-z0-9_]{0,15}|pdo|sql\.newinstance)\()"#,
            r#"\s{0,12}(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[a-z_$][a-z0-9_.$]{0,60})[ \t]{0,3},"#,
            r#"\s{0,12}(?:"[^"\n]{0,100}"|'[^'\n]{0,100}'|[a-z_$][a-z0-9_.$]{0,60})[ \t]{0,3},\s{0,12}"#,
            r#"(?:"([^"\\\s]{6,200})"|'([^'\\\s]{6,200})')"#,
        ),
        0,
    )
    .check(Check::ConnectArgument)
    .lead(5),
    // The same by the other APIs that take an address and a user and then the password (`new
    // mysqli(...)`, a stack trace's `PDO->__construct(...)`, Python's `FTP(host, user, pw)`), or
    // a user (or a bind DN) and then it (.NET's `NetworkCredential(user, pw)`, LDAP's
    // `simple_bind_s(dn, pw)`, requests' `HTTPBasicAuth(user, pw)`, Apache's
    // `UsernamePasswordCredentials(user, pw)`, Java's `PasswordAuthentication(user, pw)`,
    // Rust's `Credentials::new(user, pw)` with its user's `.to_owned()`), or an authorization
    // scheme and then the credentials (.NET's `AuthenticationHeaderValue("Bearer", token)`). A
    // rule of its own, so that the common `connect(` does not run this longer regex; its
    // triggers are other rules' (`dential`, `Bearer`) where it can, as a new anchor costs
    // every text.
    r(
        "generic-secret",
        &[
            "ysqli(", "__construct(", "FTP(", "FTP_TLS(", "dential", "bind_s(", "BasicAuth(",
            "Authentication(", "Bearer",
        ],
        concat!(
            r#"(?i)(?:(?:(?:mysqli|__construct|ftp(?:_tls)?)\([ \t]{0,3}(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[a-z_$][a-z0-9_.$]{0,60})[ \t]{0,3},"#,
            r#"|(?:networkcredential|simple_bind_s|basicauth|usernamepasswordcredentials|passwordauthentication|credentials::new)\()"#,
            r#"[ \t]{0,3}(?:"[^"\n]{0,100}"|'[^'\n]{0,100}'|[a-z_$][a-z0-9_.$]{0,60})(?:\.(?:to_owned|to_string|into)\(\))?"#,
            r#"|authenticationheadervalue\([ \t]{0,3}(?-i:"Bearer"))"#,
            r#"[ \t]{0,3},[ \t]{0,3}"#,
            r#"(?:"([^"\\\s]{6,200})"|'([^'\\\s]{6,200})')"#,
        ),
        0,
    )
    .check(Check::ConnectArgument)
    .lead(30),
    // An API client built with its key as a literal argument (`FirecrawlApp("...")`,
    // `cohere.ClientV2("...")`, `new Payments\Gateway('...')`, Algolia's
    // `SearchClient("APPID", "...")`, `Minio("host:9000", "access", "...")`, stripe-go's
    // `sc.Init("...", nil)`): the first literal, or the third at most, after up to two short
    // ones (an application's id, an endpoint, a user), when it looks generated.
    r(
        "generic-secret",
        &["Client(", "ClientV", "App(", "Gateway(", "Minio(", ".Init("],
        concat!(
            r#"(?:(?:[A-Z][A-Za-z0-9]{0,40})?(?:Client(?:V[0-9])?|App|Gateway)|Minio|\.Init)\(\s{0,12}"#,
            r#"(?:(?:"[^"\n]{1,100}"|'[^'\n]{1,100}')[ \t]{0,3},\s{0,12}){0,2}"#,
            r#"(?:"([^"\\\s]{16,200})"|'([^'\\\s]{16,200})')"#,
        ),
        0,
    )
    .check(Check::Generated)
    .lead(44)
    .gate(Gate::QuotedArgument),
    // A header's value set before its name (Apple's `setValue("...", forHTTPHeaderField:
    // "X-Api-Key")`, `[req setValue:@"..." forHTTPHeaderField:@"Fastly-Key"]`), where the
    // header's name names a key, a token, a secret or authentication.
    r(
        "generic-secret",
        &["forHTTPHeaderField"],
        concat!(
            r#"(?:setValue|addValue)(?::|\()[ \t]{0,3}@?"([^"\\\s]{8,200})"[ \t]{0,3},?[ \t]{0,3}"#,
            r#"forHTTPHeaderField:[ \t]{0,3}@?"(?i:[a-z0-9-]{0,40}(?:key|token|secret|auth|signature|credential|password)[a-z0-9-]{0,20})""#,
        ),
        0,
    )
    .check(Check::Generic)
    .lead(240),
    // A proxy that sets a header named for a key, a token or a secret (nginx's
    // `proxy_set_header X-Upstream-Key "...";`, `add_header`, `grpc_set_header`; Caddy's
    // `header_up X-Api-Key ...`; Apache's `RequestHeader set X-Api-Key "..."`).
    r(
        "generic-secret",
        &["set_header ", "add_header ", "header_up ", "Header set "],
        concat!(
            r#"(?:(?:proxy|grpc|more)?_?(?:set|add)_header|header_up|(?:Request)?Header[ \t]set)[ \t]{1,10}[+]?(?i:[a-z0-9-]{0,40}(?:key|token|secret|signature|credential|password)[a-z0-9-]{0,20})[ \t]{1,10}"#,
            r#"(?:"([^"\\\s$]{8,200})"|'([^'\\\s$]{8,200})'|([^"'\s;${][^\s;]{7,200}))"#,
        ),
        0,
    )
    .check(Check::Generic)
    .lead(7),
    // A driver manager's connection with the password after its user: Doobie's
    // `Transactor.fromDriverManager[IO](driver, url, user, password)`, Spring's
    // `new DriverManagerDataSource(url, user, password)`.
    r(
        "generic-secret",
        &["DriverManager"],
        concat!(
            r#"DriverManager[A-Za-z]{0,20}(?:\[[A-Za-z0-9_\[\]]{1,20}\])?\(\s{0,12}"#,
            r#"(?:(?:"[^"\n]{0,200}"|[a-z_][A-Za-z0-9_.]{0,60})[ \t]{0,3},\s{0,12}){2,3}"#,
            r#"(?:"([^"\\\s]{6,200})"|'([^'\\\s]{6,200})')"#,
        ),
        0,
    )
    .check(Check::ConnectArgument)
    .lead(4),
    // Credentials by position, where a format fixes which field is the password. Redis's
    // access control list (`users.acl`, `redis.conf`'s `user` lines, `ACL SETUSER`): `user
    // NAME` and its rules, one of them `>PASSWORD` (a `#` rule is a hash, `<` removes one);
    // the trigger is the `on >` that enables the user right before it, as written in Redis's
    // documentation and most configurations, or the `resetpass >` that replaces the old ones.
    r(
        "redis-acl-password",
        &["on >", "tpass >"],
        r"(?i)\b(?:setuser|user)[ \t]{1,3}[^\s>]{1,64}(?:[ \t]{1,3}[^\s>]{1,64}){0,4}?[ \t]{1,3}on[ \t]{1,3}(?:[^\s>]{1,64}[ \t]{1,3}){0,4}>(\S{3,200})",
        0,
    )
    .check(Check::UserPass)
    .fold()
    .lead(300),
    // A URI's userinfo given as a field or an argument of its own, `user:password` (OCaml's
    // `Uri.make ~userinfo:"..."`, Ruby's `URI::HTTP.build(userinfo: "...")`, Java's
    // `setUserInfo("...")`, a `"userInfo": "..."` setting); an interpolation's braces
    // (`"#{user}:#{pass}"`) are no password.
    r(
        "url-credential",
        &["serinfo", "serInfo", "ser_info", "SERINFO", "SER_INFO"],
        r#"(?i)user_?info["']?[ \t]{0,3}(?:=>|[:=(])[ \t]{0,3}["'](?:[^"':\s]{1,100}):([^"'\s{}]{3,200})["']"#,
        0,
    )
    .check(Check::UserPass)
    .lead(5),
    // A password on a client's command line, in each client's own option: after a user, `-p`
    // with no space (a lone `-p` asks for it; maybe quoted, `-p'...'`) or `-P` and a value
    // (`mysql -u root -pPASSWORD`, `mosquitto_pub -u bot -P PASSWORD`); MySQL's (MariaDB's
    // under their names) clients' `-pPASSWORD` anywhere; `sshpass -p`; Neo4j's `cypher-shell -p` or
    // `--password`; `login ... -p` or `--password`
    // (`docker login`); NuGet's `add source` and `sources add` (`dotnet nuget add source URL -u
    // USER -p PASSWORD`, `nuget sources add ... -Password ...`); Redis's clients' `-a`; HTTPie's `-a user:password` and any client's
    // `--auth user:password`; MongoDB's clients' `-p PASSWORD`; the LDAP clients' `-w` (these,
    // and Redis's, also as an exec form's array: `["redis-cli", "-a", "..."]`); Samba's
    // `-U user%password`; SQL Server's clients' `-U user ... -P password` (`sqlcmd`, `bcp`, `osql`,
    // `isql`); `keytool`'s and `jarsigner`'s `-storepass`, `-keypass` (and
    // `-srcstorepass`...; not their messages, which name the options in prose);
    // `htpasswd -b [file] user password`; Oracle's `user/password@db` after its clients
    // (`sqlplus`, `sqlldr`, `expdp`, `impdp`, `userid=`), `CONNECT` and Oracle's JDBC
    // URLs (`jdbc:oracle:thin:user/password@host`); Redis's
    // `requirepass` and `masterauth` (its configuration and its server's options); a package
    // manager's `config set` of an `_authToken`; `echo user:password | chpasswd`; `openssl passwd`;
    // `echo PASSWORD | ... --password-stdin`.
    r(
        "cli-password",
        &[
            "-u ", "pass", "ogin", "-cli", "-a ", "--auth", "mysql", "mongo", "ldap",
            "-U ", "qlplus", "qlldr", "xpdp", "mpdp", "userid=", "USERID=", "conn ",
            "CONN ", "onnect ", "ONNECT ", "masterauth", "thToken", "oracle:",
        ],
        concat!(
            r#"(?:-u[ \t]{1,3}[^\s"'`]{1,100}(?:[ \t][^\n|;&]{0,200}?)?[ \t](?:-p|-P[ \t]{1,3})(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|sshpass[ \t]{1,3}-p[ \t]{0,3}(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|cypher-shell(?:[ \t][^\n|;&]{0,300}?)?[ \t](?:-p|--password)(?:[ \t]{1,3}|=)(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|login(?:[ \t][^\n|;&]{0,200}?)?[ \t](?:-p|--password)[ \t]{1,3}(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|nuget[ \t]{1,3}(?:(?:add|update)[ \t]{1,3}source|sources?[ \t]{1,3}(?:add|update))[^\n|;&]{0,300}?[ \t](?:-p|--password|-Password)(?:[ \t]{1,3}|=)(?:([^\s"'`$\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s$]{3,200})")"#,
            r#"|mysql[a-z_]{0,8}(?:[ \t"'][^\n|;&]{0,200}?)?[ \t"']-p(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|(?:(?:redis|keydb|valkey)-cli(?:["']?[ \t,][^\n|;&]{0,200}?)?[ \t"']-a|mongo[a-z]{0,10}(?:["']?[ \t,][^\n|;&]{0,200}?)?[ \t"']-p|ldap[a-z]{2,10}(?:["']?[ \t,][^\n|;&]{0,200}?)?[ \t"']-w|(?:keytool|jarsigner)(?:["']?[ \t,][^\n|;&]{0,200}?)?[ \t"']-(?:src|dest|new)?(?:store|key)pass)(?:[ \t]{1,3}|["'],[ \t]{0,3}["'])(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|(?:(?:https?|xhs?|httpie)(?:[ \t][^\n|;&]{0,200}?)?[ \t]-a {1,3}|--auth(?:[ \t]{1,3}|=))['"]?[^\s:'"-][^\s:'"]{0,99}:([^\s'"]{3,200})"#,
            r#"|-U {1,3}['"]?[^\s%'"]{1,100}%([^\s'"]{3,200})"#,
            r#"|\b(?:sqlcmd|bcp|osql|isql)(?:\.exe)?(?:[ \t][^\n|;&]{0,200}?)?[ \t]-U[ \t]{1,3}[^\s"'`]{1,100}(?:[ \t][^\n|;&]{0,200}?)?[ \t]-P[ \t]{1,3}(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|htpasswd(?:[ \t]{1,3}-[a-zA-Z]{1,5}){0,3}?[ \t]{1,3}-[a-zA-Z]{0,4}b[a-zA-Z]{0,4}(?:[ \t]{1,3}-[a-zA-Z]{1,5}){0,3}[ \t]{1,3}(?:[^\s-][^\s]{0,200}[ \t]{1,3})?[^\s-][^\s]{0,100}[ \t]{1,3}(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|(?:(?:sqlplus|sqlldr|expdp|impdp)(?:[ \t]{1,3}-[a-zA-Z]{1,10}){0,4}[ \t]{1,3}|(?:userid|USERID)=)['"]?[A-Za-z0-9_$#.-]{1,60}/(?:"([^"\s]{3,200})"|([^\s@/'"]{3,200}))(?:@|[\s'"]|$)"#,
            r#"|(?:\bconn|\bCONN|onnect|ONNECT) {1,3}['"]?[A-Za-z0-9_$#.-]{1,60}/(?:"([^"\s]{3,200})"|([^\s@/'"]{3,200}))@"#,
            r#"|jdbc:oracle:(?:thin|oci8?):['"]?[A-Za-z0-9_$#.-]{1,60}/(?:"([^"\s]{3,200})"|([^\s@/'"]{3,200}))@"#,
            r#"|(?:requirepass|masterauth)(?:[ \t]{1,3}|=|["'],[ \t]{0,3}["'])(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|(?:npm|pnpm|yarn)[ \t]{1,3}config[ \t]{1,3}set[ \t]{1,3}[^\s=]{0,100}_authToken[ \t]{1,3}(?:([^\s"'`\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s]{3,200})")"#,
            r#"|echo[ \t]{1,3}['"]?[^\s:'"]{1,64}:([^\s'"]{3,200})['"]?[ \t]{0,3}\|[ \t]{0,3}(?:sudo[ \t]{1,3})?chpasswd"#,
            r#"|openssl[ \t]{1,3}passwd(?:[ \t]{1,3}\\?-(?:salt[ \t]{1,3}[^\s]{1,64}|[a-z0-9]{1,8})){0,4}[ \t]{1,3}(?:([^\s"'`$\\-][^\s"'`)]{2,200})|'([^'\s]{3,200})'|"([^"\s$]{3,200})")"#,
            r#"|echo[ \t]{1,3}(?:-n[ \t]{1,3})?(?:"([^"\s$]{3,200})"|'([^'\s]{3,200})'|([^\s"'`|$-][^\s"'`|]{2,200}))[ \t]{0,3}\|[^\n]{0,200}?--password-stdin)"#,
        ),
        0,
    )
    .check(Check::UserPass)
    .lead(450)
    .gate(Gate::Cli),
    // A password in SQL after `IDENTIFIED BY` (MySQL's `IDENTIFIED WITH plugin BY`, Oracle's
    // `IDENTIFIED BY ... ACCOUNT UNLOCK`): quoted, or bare where the statement is in upper case
    // and the value ends it or is followed by a clause (so prose's "identified by name" stays).
    // In lower case, a bare password ends its statement (`identified by pw;`), and
    // `identified with plugin by '...'` has its own trigger. The other statements that set a
    // password: `SET PASSWORD [FOR user] = '...'` (or `= PASSWORD('...')`, `TO '...'`), and
    // SQL Server's `sp_addlogin 'user', '...'`, and the `password` of an `OPTIONS (user '...',
    // password '...')` list (a user mapping's or a foreign server's) (`CREATE|ALTER USER|ROLE|LOGIN ... PASSWORD
    // '...'` is a generic assignment).
    r(
        "sql-password",
        &[
            "DENTIFIED",
            "ified by",
            "ied with",
            "pass",
            "PASS",
            "Pass",
            "ogin",
        ],
        concat!(
            r#"(?i)identified(?:[ \t]{1,3}with[ \t]{1,3}['"]?[a-z0-9_]{1,40}['"]?)?[ \t]{1,3}by[ \t]{1,3}(?:password[ \t]{1,3})?"#,
            r#"(?:"([^"\\\s]{3,200})"|'([^'\\\s]{3,200})')"#,
            r#"|(?-i:IDENTIFIED[ \t]{1,3}BY[ \t]{1,3})([A-Za-z0-9_#$!@%^*+=.~-]{3,200})(?:[ \t]{0,3}(?:;|\r?\n|(?m:$))|[ \t](?-i:DEFAULT|QUOTA|PROFILE|ACCOUNT|PASSWORD|REPLACE|CONTAINER|USING)\b)"#,
            r#"|(?-i:identified[ \t]{1,3}by[ \t]{1,3})([A-Za-z0-9_#$!@%^*+=.~-]{3,200})(?:[ \t]{0,3};|[ \t](?-i:default|quota|profile|account|password|replace|container|using)\b)"#,
            r#"|set[ \t]{1,3}password(?:[ \t]{1,3}for[ \t]{1,3}[^\s=]{1,200})?[ \t]{0,3}(?:=|to)[ \t]{0,3}(?:(?:old_)?password[ \t]{0,3}\([ \t]{0,3})?(?:"([^"\\\s]{3,200})"|'([^'\\\s]{3,200})')"#,
            r#"|[(,][ \t]{0,3}(?:(?:set|add)[ \t]{1,3})?passw(?:or)?d[ \t]{1,3}'([^'\\\s]{3,200})'"#,
            r#"|sp_addlogin[ \t]{1,3}(?:@loginame[ \t]{0,3}=[ \t]{0,3})?n?'[^'\n]{1,128}'[ \t]{0,3},[ \t]{0,3}(?:@passwd[ \t]{0,3}=[ \t]{0,3})?n?'([^'\s]{3,200})'"#,
        ),
        0,
    )
    .check(Check::Password)
    .lead(7)
    .gate(Gate::Sql),
    // A secret fed to a command's standard input by a here-string after the option or the
    // login that reads it (`gh auth login --with-token <<< ...`, `... --password-stdin <<<
    // ...`); an expansion (`<<< "$TOKEN"`) is no value.
    r(
        "cli-password",
        &["<<<"],
        concat!(
            r#"(?i)(?:token|passw(?:or)?d|secret|pass(?:phrase)?|login)[^\n|;&<>]{0,100}?<<<[ \t]{0,3}"#,
            r#"(?:"([^"\s$]{6,200})"|'([^'\s]{6,200})'|([^\s"'`$\\(<{%-][^\s"'`]{5,200}))"#,
        ),
        0,
    )
    .check(Check::Password)
    .lead(120),
    // An API key in a URL's query, `?key=...` or `&key=...` (Google's APIs and many others): a
    // generated value (a digit, entropy), not a word or a cache's key.
    r(
        "generic-secret",
        &["?key=", "&key="],
        r#"[?&]key=([A-Za-z0-9_~.+/=-]{16,200})"#,
        0,
    )
    .check(Check::Generic),
    // What a command that decodes a secret prints: the line after `... | base64 -d` (a
    // Kubernetes secret's `jsonpath='{.data.token}'`, a vault's field) when it is one word
    // (in a terminal's transcript, or a tool's result with JSON's escaped line break).
    r(
        "generic-secret",
        &["base64 -"],
        concat!(
            r#"base64[ \t]{1,3}(?:-d|-D|--decode)[^\n\\]{0,100}?(?:\r?\n|(?:\\r)?\\n)"#,
            r#"([A-Za-z0-9+/=_.~!@#%^&*-]{8,400})(?:\r?\n|\\[rn"]|"|(?m:$))"#,
        ),
        0,
    )
    .check(Check::Generic),
    // Windows' `net use` with the password by position, after the share or the user:
    // `net use Z: \\srv\share /user:DOMAIN\user PASSWORD` or `... \\srv\share PASSWORD
    // /user:...` (`*`, which prompts, is none).
    r(
        "cli-password",
        &["/user:", "/USER:", "/u:", "/U:"],
        concat!(
            r#"(?i)\bnet[ \t]{1,3}use\b[^\n]{0,200}?(?:/u(?:ser)?:[^\s/]{1,100}[ \t]{1,3}(?:([^\s/*"][^\s"]{2,200})|"([^"\n]{3,200})")"#,
            r#"|\\\\[^\s]{1,200}[ \t]{1,3}(?:([^\s/*"][^\s"]{2,200})|"([^"\n]{3,200})")[ \t]{1,3}/u(?:ser)?:)"#,
        ),
        0,
    )
    .check(Check::UserPass)
    .lead(240),
    // A mail relay's SASL login as Postfix's `sasl_passwd` map and its warnings write it:
    // `relay.example:587 user:password` on a line that names the map, or on the line under
    // one (the map's path in a comment).
    r(
        "cli-password",
        &["sasl_passw", "SASL_PASSW"],
        r#"(?i)sasl_passw(?:or)?d[a-z_]{0,10}[^\n]{0,160}?(?:[ \t]|\r?\n)\[?[A-Za-z0-9.-]{1,100}\]?(?::[0-9]{1,5})?[ \t]{1,3}[^\s:]{1,100}:([^\s]{3,200})[ \t]{0,8}(?:\r?\n|$)"#,
        0,
    )
    .check(Check::UserPass),
    // Windows' and its servers' tools with a password by position or by their own option:
    // `schtasks ... /rp PASSWORD` (the task's account), `sqlcmd`/`osql ... -P PASSWORD`,
    // and RabbitMQ's `rabbitmqctl add_user|change_password NAME PASSWORD`.
    r(
        "cli-password",
        &[
            "schtasks", "sqlcmd", "osql", "rabbitmqctl",
        ],
        concat!(
            r#"(?i)\bschtasks\b[^\n]{0,300}?[ \t]/rp[ \t]{1,3}(?:"([^"\n]{3,200})"|([^\s/"*][^\s"]{2,200}))"#,
            r#"|\b(?:sqlcmd|osql)\b[^\n]{0,300}?[ \t]-P[ \t]{0,3}(?:"([^"\n]{3,200})"|([^\s"-][^\s"]{2,200}))"#,
            r#"|\brabbitmqctl[ \t]{1,3}(?:add_user|change_password)[ \t]{1,3}[^\s]{1,64}[ \t]{1,3}(?:"([^"\n]{3,200})"|'([^'\n]{3,200})'|([^\s"'][^\s]{2,200}))"#,
        ),
        0,
    )
    .check(Check::Password)
    .lead(4),
    // Management clients with the password by their own option: IPMI's `ipmitool ... -P
    // PASSWORD` (its `-f FILE` reads it from a file), net-snmp's clients' community `-c
    // COMMUNITY` and SNMPv3 passphrases `-A`/`-X` (`snmpwalk -v2c -c ... host`; not the
    // daemons', whose `-c` names a configuration file); and Kerberos' `kinit` fed its password
    // on standard input (`echo 'PASSWORD' | kinit user@REALM`, `printf '%s' ... | kinit`; the
    // trigger is the pipe's `| kinit`, as `kinit` alone is a piece of common words).
    // SNMP's default communities are none (see `Check::Community`).
    r(
        "cli-password",
        &["ipmitool", "snmp", "| kinit"],
        concat!(
            r#"\bipmitool\b[^\n|;&]{0,300}?[ \t]-P[ \t]{0,3}(?:"([^"\n]{3,200})"|'([^'\n]{3,200})'|([^\s"'$-][^\s"']{2,200}))"#,
            r#"|\bsnmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|df|status|delta|netstat|usm|vacm|trap|inform|test)\b[^\n|;&]{0,300}?[ \t]-[cAX][ \t]{0,3}(?:"([^"\n]{3,200})"|'([^'\n]{3,200})'|([^\s"'$/-][^\s"']{2,200}))"#,
            r#"|\b(?:echo(?:[ \t]{1,3}-[ne]{1,2})?|printf(?:[ \t]{1,3}['"]?%s(?:\\n)?['"]?)?)[ \t]{1,3}(?:"([^"\s$]{3,200})"|'([^'\s]{3,200})'|([^\s"'`|$-][^\s"'`|]{2,200}))[ \t]{0,3}\|[ ]kinit\b"#,
        ),
        0,
    )
    .check(Check::Community)
    .lead(270),
    // What Elasticsearch's keystore prints for `elasticsearch-keystore show SETTING`: the
    // setting's value on the next line. Every setting the keystore holds is a secure one
    // (a password, a key, the keystore's seed), whatever its name.
    r(
        "cli-password",
        &["-keystore show"],
        r#"\belasticsearch-keystore[ \t]{1,3}show[ \t]{1,3}[A-Za-z0-9_.\[\]-]{1,200}[ \t]{0,3}\r?\n([^\s]{3,400})[ \t]{0,3}(?:\r?\n|$)"#,
        0,
    )
    .check(Check::UserPass)
    .lead(14),
    // A pre-shared key's file printed (`cat /etc/zabbix/agent.psk`, any `*.psk`): TLS-PSK's
    // key is its one line of hex digits (Zabbix asks for 32 to 512). The trigger is the
    // command's end, `.psk` and its line break, as `.psk` alone blends with common pieces.
    r(
        "cli-password",
        &[".psk\n"],
        r#"\b(?:cat|head|less|more|tail)[ \t]{1,3}(?:-[a-zA-Z0-9]{1,4}[ \t]{1,3}){0,2}[^\s|;&]{0,200}\.psk\n[ \t]{0,3}([0-9a-fA-F]{32,512})[ \t]{0,3}(?:\r?\n|$)"#,
        0,
    )
    .check(Check::UserPass)
    .lead(230),
    // OpenVPN's `auth-user-pass` file printed: `cat` of a file under an OpenVPN directory or
    // named for it (the trigger is `nvpn`, as `openvpn`'s other pieces are common) that holds
    // two lines, the user and the password, then the shell's next
    // prompt (or the end); a configuration's lines hold blanks, and a key's run on.
    r(
        "cli-password",
        &["nvpn"],
        r#"\bcat[ \t]{1,3}[^\s|;&]{0,200}openvpn[^\s|;&]{0,200}[ \t]{0,3}\r?\n[^\s$#-][^\s]{0,100}\r?\n([^\s]{3,200})[ \t]{0,3}(?:\r?\n[ \t]{0,3}(?:\$|#|>|[A-Za-z0-9_.-]{1,40}@[A-Za-z0-9_.-]{1,64}[:$#])|\r?\n?$)"#,
        0,
    )
    .check(Check::UserPass)
    .lead(210),
    // An IRC client's message to the network's nickname service that carries the account's
    // password: `/msg NickServ IDENTIFY [nick] PASSWORD` (also `/nickserv`, a raw `PRIVMSG
    // NickServ :IDENTIFY ...`, and the `/ns identify` alias), `GHOST`, `RECOVER`, `REGAIN` and
    // `RELEASE` with the nick before the password, `REGISTER PASSWORD e-mail`, `SET PASSWORD
    // ...`. The password ends its line (so prose's `identify yourself to NickServ` and a
    // command's help stay); a placeholder (`<password>`, `PASSWORD`) and a number are none
    // (see `Check::UserPass`): a word of letters there is the password. (`/ns ` and `/oper `
    // as triggers make the prefilter's fingerprints common.)
    r(
        "cli-password",
        &["ickserv", "ickServ", "ns identify"],
        concat!(
            r#"(?im)(?:\bnickserv[ \t]{1,3}:?(?:identify|id|ghost|recover|regain|release)|(?:^|[ \t])/ns[ \t]identify)"#,
            r#"[ \t]{1,3}(?:[^\s]{1,32}[ \t]{1,3})?([^\s]{3,200})[ \t]{0,3}(?:\r?\n|$)"#,
            r#"|\bnickserv[ \t]{1,3}:?register[ \t]{1,3}([^\s]{3,200})[ \t]{1,3}[^\s@]{1,64}@[^\s]{1,200}"#,
            r#"|\bnickserv[ \t]{1,3}:?set[ \t]{1,3}password[ \t]{1,3}([^\s]{3,200})[ \t]{0,3}(?:\r?\n|$)"#,
        ),
        0,
    )
    .check(Check::UserPass)
    .fold()
    .lead(8),
    // MinIO's client registering a server with its access key and secret key: `mc alias set
    // NAME URL ACCESS SECRET` (also `mcli`, Fedora's name for it; the older `mc config host
    // add`'s pieces as a trigger make the prefilter's fingerprints common). The secret key is the last of the four arguments; a
    // placeholder and a metavariable (`SECRET_KEY`, `YOUR-SECRETKEY`) are none, while the
    // server's default that deployments keep (`minioadmin`) is one (see `Check::Password`).
    r(
        "cli-password",
        &["alias set "],
        r#"\bmc(?:li)?(?:\.exe)?[ \t]{1,3}alias[ ]set[ \t]{1,3}[^\s]{1,64}[ \t]{1,3}["']?[a-z0-9+]{2,10}://[^\s"']{1,200}["']?[ \t]{1,3}(?:"[^"\s]{1,128}"|'[^'\s]{1,128}'|[^\s"']{1,128})[ \t]{1,3}(?:"([^"\s]{6,128})"|'([^'\s]{6,128})'|([^\s"'-][^\s"']{5,128}))"#,
        0,
    )
    .check(Check::Password)
    .lead(20),
    // Windows' `net user NAME PASSWORD /add` (`*`, which prompts, is none).
    r(
        "cli-password",
        &[" /add", " /ADD"],
        r#"(?i)\bnet[ \t]{1,3}user[ \t]{1,3}(?:"[^"\n]{1,64}"|[^\s/"]{1,64})[ \t]{1,3}(?:"([^"\n]{3,200})"|([^\s/*"][^\s"]{2,200}))[ \t]{1,3}/add\b"#,
        0,
    )
    .check(Check::Password)
    .lead(290),
    // An upload to a package index with its password on the command line: twine's `-p` or
    // `--password`, or any `-p` after PyPI's token user `__token__`.
    r(
        "cli-password",
        &["twine ", "__token__"],
        concat!(
            r#"(?:twine[ \t]{1,3}upload|__token__)[^\n|;&]{0,300}?[ \t](?:-p|--password)(?:[ \t]{1,3}|=)"#,
            r#"(?:"([^"\s$]{3,400})"|'([^'\s]{3,400})'|([^\s"'`$\\(<{%-][^\s"'`]{2,400}))"#,
        ),
        0,
    )
    .check(Check::Password)
    .lead(20),
    // What a decoding command prints when its output has no line break of its own: the value
    // and, on the same line, the shell's next prompt (`user@host:~# `; a user of four letters
    // or more, as the value may end in letters too).
    r(
        "generic-secret",
        &["base64 -"],
        concat!(
            r#"base64[ \t]{1,3}(?:-d|-D|--decode)[^\n\\]{0,100}?(?:\r?\n|(?:\\r)?\\n)"#,
            r#"([A-Za-z0-9+/=_.~!@#%^&*-]{8,400})[a-z_][a-z0-9_-]{3,31}@[A-Za-z0-9.-]{1,64}:[^\s]{0,100}[#$][ \t]"#,
        ),
        0,
    )
    .check(Check::Generic),
    // The same for a decoded password (`jsonpath='{.data.db-password}' | base64 -d`): a
    // password by its place, a word with a digit or a symbol too.
    r(
        "generic-secret",
        &["base64 -"],
        concat!(
            r#"(?i:passw(?:or)?d|passwd|pwd)[^\n|]{0,100}\|[ \t]{0,3}base64[ \t]{1,3}(?:-d|-D|--decode)[^\n\\]{0,100}?(?:\r?\n|(?:\\r)?\\n)"#,
            r#"([A-Za-z0-9+/=_.~!@#%^&*-]{6,400})(?:\r?\n|\\[rn"]|"|(?m:$))"#,
        ),
        0,
    )
    .check(Check::Password)
    .lead(210),
    // A log's or an exception's message that gives an API key after its name: `using api key
    // ...`, `invalid credentials for key ...`, an API's error that quotes the key it refused
    // (`invalid key ...`, `unknown API key: ...`); a generated value only (see `Check::Prose`).
    r(
        "generic-secret",
        &["pi key", "PI key", "for key", "lid key", "own key", "red key", "ked key", "ted key", "bad key"],
        concat!(
            r#"(?i)(?:\b(?:using|with)[ \t]{1,3}(?:[a-z0-9'_-]{1,20}[ \t]{1,3}){0,2}api[ _-]?key"#,
            r#"|\b(?:invalid|unknown|expired|revoked|rejected|bad)[ \t]{1,3}(?:api[ _-]?)?key"#,
            r#"|\b(?:credentials?|invalid|unknown|rejected|revoked|expired|denied|unauthori[sz]ed)\b[a-z ]{0,30}\bfor key)"#,
            r#"(?:[ \t]{0,3}:[ \t]{0,3}|[ \t]{1,3})[`"']?([A-Za-z0-9_~+/=!@#$%^&*:.-]{8,400})"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(60),
    // A log line's or a printed configuration's bare `key=...` among other `name=value` pairs
    // (`loaded config: endpoint=https://... key=...`): a generated value only (see
    // `Check::Generated`), so `key=lambda`, `key=user_id` and a sort's key stay.
    r(
        "generic-secret",
        &[" key=", " KEY="],
        r#"[ \t](?:key|KEY)=([A-Za-z0-9_~+=./:#!@%^*-]{16,200})(?:[\s,;&"'\\)]|$)"#,
        0,
    )
    .check(Check::Generated)
    .lead(1),
    // NuGet's API key for a feed, `<add key="https://feed/index.json" value="..." />` in
    // `<apikeys>`: an entry named by a URL, holding a generated value.
    r(
        "generic-secret",
        &["<add key=\"http"],
        r#"<add[ \t]{1,3}key="https?://[^"\s]{1,200}"[ \t]{1,3}value="([^"\s]{16,400})""#,
        0,
    )
    .check(Check::Generic),
    // HTTP Basic credentials wherever the scheme is written, whatever precedes it (an
    // `Authorization:` header, nginx's `proxy_set_header Authorization "Basic ..."`, a
    // PowerShell hashtable, a log line): the base64 must decode to `user:password`, which a
    // word after "basic" in prose never does.
    r(
        "basic-auth-credential",
        &["Basic ", "basic ", "BASIC "],
        r#"(?:Basic|basic|BASIC)[ \t]{1,3}([A-Za-z0-9+/]{8,400}={0,2})"#,
        0,
    )
    .check(Check::BasicCredentials),
    // A password in base64 by its place: an LDIF entry's `userPassword::` (`::` says the
    // value is base64; OpenLDAP's `olcRootPW::` too), the line a client answers to SMTP's
    // `334 UGFzc3dvcmQ6` (`Password:`) in an `AUTH LOGIN` exchange (a trace's `C:`, `>>>` or
    // `~>` before it), and `AUTH PLAIN`'s argument. The check decodes it: a stored hash
    // (`{SSHA}...`) stays.
    r(
        "basic-auth-credential",
        &["assword::", "ootPW::", "UGFzc3dvcmQ6", "AUTH PLAIN "],
        concat!(
            r#"(?m)(?:(?i:password|rootpw)::[ \t]{0,3}([A-Za-z0-9+/]{4,400}={0,2})[ \t]{0,3}\r?$"#,
            r#"|334[ \t]UGFzc3dvcmQ6[ \t]{0,3}\r?\n(?:[ \t]{0,3}(?:[A-Za-z]{1,6}:|[<>~=*-]{1,4})[ \t]{0,3})?([A-Za-z0-9+/]{4,400}={0,2})[ \t]{0,3}\r?$"#,
            r#"|AUTH[ \t]PLAIN[ \t]{1,3}([A-Za-z0-9+/]{8,400}={0,2}))"#,
        ),
        0,
    )
    .check(Check::Base64Password)
    .lead(5),
    // A password in base64 by its markup: an XML element named for a secret whose
    // `encoding="base64"` attribute says how its text is written (FileZilla's
    // `<Pass encoding="base64">`, any such `<Password ...>` or `<Token ...>`). The check
    // decodes it: a stored hash and a placeholder stay.
    r(
        "basic-auth-credential",
        &["=\"base64\">", "='base64'>"],
        r#"(?i)<[a-z_.:-]{0,30}(?:pass(?:word|wd)?|pwd|secret|token|credentials?)\b[^<>\n]{0,80}?\b(?-i:encoding="base64">|encoding='base64'>)[ \t]{0,3}([A-Za-z0-9+/]{4,800}={0,2})[ \t]{0,3}</"#,
        0,
    )
    .check(Check::Base64Password)
    .lead(130),
    // A Redis client's credentials in a URL's query as phpredis reads them (`session.save_path
    // = "tcp://host:6379?auth[]=USER&auth[]=PASSWORD"`): the second `auth[]` is the password,
    // a stand-in word too, by its place.
    r(
        "url-credential",
        &["&auth[]=", "&auth%5B%5D="],
        r#"auth(?:\[\]|%5B%5D)=[^&"'\s]{1,100}&auth(?:\[\]|%5B%5D)=([^&"'\s]{1,200})"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(120),
    // PgBouncer's `auth_file` (`userlist.txt`): a line of two quoted fields, a user and its
    // password, in a file another line of which holds a stored verifier (`"md5..."`,
    // `"SCRAM-SHA-256$..."`), the format's mark: each plain line after a verifier's, up to 20
    // lines on. The check leaves a verifier and a placeholder; a stand-in word is a password by
    // its place.
    r(
        "generic-secret",
        &["\" \"md5", "\" \"SCRAM-SHA-256$"],
        concat!(
            r#"(?m)^"[^"\n]{1,64}"[ \t]{1,4}"(?:md5[0-9a-f]{32}|SCRAM-SHA-256\$[^"\n]{1,300})"[ \t]{0,8}\r?\n"#,
            r#"(?:(?:[;#][^\n]{0,200}|"[^"\n]{1,64}"[ \t]{1,4}"[^"\n]{1,300}"[ \t]{0,8}\r?)?\n){0,20}?"#,
            r#""[^"\n]{1,64}"[ \t]{1,4}"([^"\s]{3,200})"[ \t]{0,8}\r?$"#,
        ),
        0,
    )
    .check(Check::UserPass)
    .lead(70),
    // `curl -u user:password`, `--user user:password`.
    r(
        "basic-auth-credential",
        &["-u ", "--user"],
        r#"(?:-u |--user[ =])["']?[^\s:"']{1,100}:([^\s"':][^\s"']{2,200})"#,
        0,
    )
    .check(Check::UserPass),
    // curl's configuration file (`~/.curlrc`, a `-K` file) gives `--user` as a line of its
    // own, the option's long name without dashes and `=`, `:` or a blank before its value
    // (`user = "name:password"`, `proxy-user: name:password`), under a line that names the
    // file within 40 lines (a path, a comment, `cat ~/.curlrc`).
    r(
        "basic-auth-credential",
        &[".curlrc"],
        concat!(
            r#"curlrc\b[^\n]{0,200}\r?\n(?:[^\n]{0,300}\r?\n){0,40}?[ \t]{0,8}(?:proxy-)?user[ \t]{0,3}(?:=|:|[ \t])[ \t]{0,3}"#,
            r#"(?:"[^\s:"]{1,100}:([^\s"]{3,200})"|'[^\s:']{1,100}:([^\s']{3,200})'|[^\s:"']{1,100}:([^\s"':][^\s"']{2,200}))[ \t]{0,8}(?:\r?\n|$)"#,
        ),
        0,
    )
    .check(Check::UserPass)
    .lead(8),
    // Bundler's credentials for a gem source or a mirror: `bundle config` lists each setting
    // then where it is set, `Set for the current user (/home/ci/.bundle/config): "user:password"`
    // (also `Set for your local app (...)`, `Set via BUNDLE_GEMS__EXAMPLE__COM: "..."`), and
    // the configuration file or the environment holds `BUNDLE_<HOST>: "user:password"`
    // (`BUNDLE_GEMS__EXAMPLE__COM=user:password`); the value is a user and a password.
    r(
        "basic-auth-credential",
        &[".bundle/config)", "BUNDLE_"],
        concat!(
            r#"(?:\.bundle/config\)|Set[ \t]via[ \t]BUNDLE_[A-Z0-9_]{1,100}|BUNDLE_[A-Z0-9_]{1,100}__[A-Z0-9_]{1,100})[ \t]{0,3}(?:[:=][ \t]{0,3})"#,
            r#"(?:"[^\s:"]{1,100}:([^\s"]{3,200})"|'[^\s:']{1,100}:([^\s']{3,200})'|[^\s:"'/]{1,100}:([^\s"'/][^\s"']{2,200}))"#,
        ),
        0,
    )
    .check(Check::UserPass)
    .lead(12),
    // A value `pulumi config set` stores under a secret's name (`pulumi config set --secret
    // dbPassword ...`, `--plaintext ciToken ...`, maybe with `--path` or a stack): the
    // command's last word, a generated value.
    r(
        "generic-secret",
        &["ulumi config"],
        concat!(
            r#"pulumi[ \t]{1,3}config[ \t]{1,3}set(?:[ \t]{1,3}(?:--plaintext|--secret|--path|--non-interactive|(?:-s|--stack)[ =][^\s]{1,100})){0,4}"#,
            r#"[ \t]{1,3}['"]?[A-Za-z0-9_.:-]{0,60}?(?i:token|secret|passw(?:or)?d|pwd|key|credential|auth)[A-Za-z0-9_.:-]{0,40}['"]?[ \t]{1,3}"#,
            r#"(?:"([^"\s]{8,400})"|'([^'\s]{8,400})'|([^\s"'-][^\s"']{7,400}))"#,
        ),
        0,
    )
    .check(Check::Generated)
    .lead(3),
    // Poetry's credentials for a package repository: `poetry config http-basic.REPO user
    // password` (the user and the password as the command's next two words).
    r(
        "cli-password",
        &["http-basic."],
        r#"http-basic\.[A-Za-z0-9_.-]{1,100}[ \t]{1,3}(?:"[^"\s]{1,100}"|'[^'\s]{1,100}'|[^\s"'-][^\s"']{0,99})[ \t]{1,3}(?:([^\s"'`$\\-][^\s"'`]{2,200})|'([^'\s]{3,200})'|"([^"\s$]{3,200})")"#,
        0,
    )
    .check(Check::UserPass),
    // PowerShell's `ConvertTo-SecureString "..." -AsPlainText`: the plain text a secure string
    // is made from (maybe after the switches, maybe after `-String`); a double-quoted string
    // that interpolates (`"$env:PW"`) is no literal.
    r(
        "generic-secret",
        &["o-SecureString", "o-securestring"],
        concat!(
            r#"(?i)convertto-securestring(?:[ \t]{1,3}-(?:asplaintext|force)){0,2}[ \t]{1,3}(?:-string[ \t]{1,3})?"#,
            r#"(?:"([^"\\\s$`]{6,200})"|'([^'\s]{6,200})')"#,
        ),
        0,
    )
    .check(Check::UserPass)
    .lead(8),
    // Any command line's password option and its value: `-Password ...` (PowerShell's and
    // .NET's tools), `--password ...`, `--db-password=...`, `--passphrase ...`; the option
    // starts a word (after a blank, a quote or a `(`). A value that opens an expression
    // (`$PW`, `(Get-Secret)`, `<pw>`, `{{ pw }}`, `%PW%`) or another option is no value, nor
    // one that runs into a quote (`-pass pass:"$seed"`); the check asks for a digit or a
    // symbol and no metavariable, so help's `--password string` and `--passwd USER-ID` stay.
    r(
        "cli-password",
        &["pass", "Pass"],
        concat!(
            r#"(?:^|[\s"'(])--?(?:[A-Za-z0-9]{1,20}[-_.])?[Pp]ass(?i:word|wd|phrase)?(?:[ \t]{1,3}|=)"#,
            r#"(?:"([^"\s$]{3,200})"|'([^'\s]{3,200})'|([^\s"'`$\\(<{%-][^\s"'`]{2,200})(?:[\s;|&)]|$))"#,
        ),
        0,
    )
    .check(Check::Password)
    .lead(24)
    .gate(Gate::OptionValue),
    // An HTTP cookie's value in `Set-Cookie:` or `Cookie:` (a header, its JSON form): a
    // session's identifier is a bearer credential. The first pair whose name names a session
    // (`sess`, `sid`, `token`, `auth`; among the first nine), else the first pair, and only a
    // generated value (entropy, letters and digits mixed), so `Set-Cookie: lang=en` and
    // `PART_NUMBER=ROCKET_LAUNCHER_0001` stay.
    r(
        "session-cookie",
        &["ookie:", "ookie\":"],
        concat!(
            r#"[Cc]ookie"?:[ \t]{0,3}"?(?:(?:[^;\s"=]{1,64}=[^;\s"]{0,400};[ \t]{0,3}){0,8}?"#,
            r#"[A-Za-z0-9_.!#$%&'*+^`|~-]{0,30}(?i:sess|sid|token|auth)[A-Za-z0-9_.!#$%&'*+^`|~-]{0,30}=([A-Za-z0-9._~+/%:=-]{16,4096})"#,
            r#"|[A-Za-z0-9_.!#$%&'*+^`|~-]{1,64}=([A-Za-z0-9._~+/%:=-]{16,4096}))"#,
            // A later pair of the same header named for a session, after the first one taken
            // (`Cookie: csrftoken=...; sessionid=...`).
            r#"|;[ \t]{0,3}[A-Za-z0-9_.!#$%&'*+^`|~-]{0,30}(?i:sess|sid)[A-Za-z0-9_.!#$%&'*+^`|~-]{0,30}=([A-Za-z0-9._~+/%:=-]{16,4096})"#,
        ),
        0,
    )
    .check(Check::Cookie)
    .lead(1)
    .gate(Gate::Cookie),
    // A cookie made by a constructor or a setter with its name and its value as the first
    // two arguments (a browser's "copy as PowerShell": `New-Object System.Net.Cookie("sid",
    // "...", "/", "host")`; Java's and .NET's `new Cookie("JSESSIONID", "...")`), whose name
    // names a session.
    r(
        "session-cookie",
        &["Cookie("],
        concat!(
            r#"\bCookie\([ \t]{0,3}["'][A-Za-z0-9_.!#$%&*+^`|~-]{0,30}(?i:sess|sid|token|auth)[A-Za-z0-9_.!#$%&*+^`|~-]{0,30}["'][ \t]{0,3},[ \t]{0,3}"#,
            r#"["']([A-Za-z0-9._~+/%:=-]{16,4096})["']"#,
        ),
        0,
    )
    .check(Check::Cookie)
    .lead(8),
    // The same in a list of cookies as JSON or a dict (a HAR's `"cookies": [...]`, a browser
    // automation's stored state): an entry whose `name` names a session (`__Host-session`,
    // `sid`, `auth_token`), on one line or across lines, and its `value` after it; the entry may
    // follow others within 2000 bytes of the list's start.
    r(
        "session-cookie",
        &["ookies\"", "ookies'", "ookies\\\""],
        concat!(
            r#"[Cc]ookies\\?["']\s{0,20}:\s{0,20}\[[^\[\]]{0,2000}?\{\s{0,20}\\?["']name\\?["']\s{0,20}:\s{0,20}\\?["']"#,
            r#"[A-Za-z0-9_.!#$%&*+^`|~-]{0,30}(?i:sess|sid|token|auth)[A-Za-z0-9_.!#$%&*+^`|~-]{0,30}\\?["']\s{0,20},\s{0,20}"#,
            r#"\\?["']value\\?["']\s{0,20}:\s{0,20}\\?["']([A-Za-z0-9._~+/%:=-]{16,4096})\\?["']"#,
        ),
        0,
    )
    .check(Check::Cookie)
    .lead(1),
    r(
        "bearer-token",
        &["bearer", "Bearer"],
        r"(?i)\bbearer\s{1,3}([A-Za-z0-9._~+/-]{20,2000}={0,3})",
        0,
    )
    .check(Check::Generic)
    .fold()
    .gate(Gate::Bearer),
    // `bearer` as an element of its own and the token, quoted, as the next: R's
    // `paste("Bearer", "...")`, Elixir's `{:bearer, "..."}`, Ktor's `BearerTokens("...", "")`.
    r(
        "bearer-token",
        &["bearer", "Bearer"],
        r#"(?i)\bbearer(?:["']?[ \t]{0,3},[ \t]{0,3}|tokens\([ \t]{0,3})(?:"([^"\\\s]{16,500})"|'([^'\\\s]{16,500})')"#,
        0,
    )
    .check(Check::Generic)
    .fold()
    .gate(Gate::BearerElement),
    // A secret-named key, its (escaped) closing quote, a type annotation, an operator (or
    // blanks, `ENV KEY value`; or `||`/`??` before a literal fallback,
    // `process.env.API_KEY || "..."`; or `>`, `<password>value</password>`; or `,` between two quoted
    // arguments, `setenv("API_KEY", "...")`; or `(` of a setter, `.password("...")`; or a YAML
    // block scalar's `: |` and the next line's indent), and a value: quoted,
    // where it runs to the closing quote, or bare. The first group that takes part is the value.
    // A shell parameter expansion's default after the name is one more operator:
    // `${DB_PASSWORD:-...}` (`:-`), `${API_TOKEN-...}` (`-`, the value then closes the brace;
    // the check asks for the `${`).
    r(
        "generic-secret",
        GENERIC_KEYWORDS,
        concat!(
            r#"(?i)(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)"#,
            r#"(?:[a-z0-9_]{0,20}-(?:"([^"\\\s]{6,200})"|([^\s}'"$\\:]{6,200}))\}|[a-z0-9_.-]{0,20}"#,
            assignment!(),
            ")",
        ),
        0,
    )
    .check(Check::Assignment)
    .fold()
    .lead(4)
    .gate(Gate::Assignment),
    // A table whose header names a secret's column: a delimited export (CSV with `,`, `;` or
    // tabs, a Markdown table and its rule line, a `COPY table (names) FROM stdin` dump) and
    // the row after it, or an `INSERT INTO table (names) VALUES (...)`; the check finds the
    // column and masks the row's cell under it (see `check::table_cell`).
    r("generic-secret", GENERIC_KEYWORDS, table_regex!(), 0)
        .check(Check::Table)
        .fold()
        .lead(600)
        .gate(Gate::Column),
    // A storage account's key: `AccountKey=...;` in a connection string (Azure's), JSON's
    // `"accountKey"`, Python's `account_key=`, Spring's `azure.storage.account-key=`, the
    // Azure Files driver's glued `azurestorageaccountkey:` in a Kubernetes secret; UPPER
    // case is the `_KEY` rule's. Its triggers are not folded, so that the prefilter keeps its
    // anchors within Teddy's.
    r(
        "generic-secret",
        &["ountKey", "ount_key", "ount-key", "ountkey"],
        concat!(r#"(?i)account[_-]?key[a-z0-9_.-]{0,20}"#, assignment!()),
        0,
    )
    .check(Check::Assignment)
    .lead(4)
    .gate(Gate::Assignment),
    // An HTTP header named for a vendor's key, `X-<Vendor>-Key` (`X-Parcelhub-Key`,
    // `X-Octopus-ApiKey` is the keyword's), as a header line, a command's `-H`, a logged map
    // of headers, a Ruby or PHP hash's `=>` or a Clojure map's pair of strings (`{"X-Catalog-Key"
    // "..."}`): the value is a generated token. The trigger is the keyword's `-Key`.
    r(
        "generic-secret",
        &["-Key"],
        r#"(?-i:\bX-[A-Za-z0-9]{1,30}(?:-[A-Za-z0-9]{1,30}){0,2}-Key)(?:["']?[ \t]{0,3}[:=,][ \t]{0,3}["']?|["'][ \t]{0,3}=>[ \t]{0,3}["']|"[ \t]{1,3}")([A-Za-z0-9_.=+/~!@#%^&*-]{16,200})"#,
        0,
    )
    .check(Check::Generic)
    .lead(96),
    // A log service's intake URL that carries its customer token in the path: Loggly's
    // `logs-01.loggly.com/inputs/TOKEN` and `/bulk/TOKEN`, Datadog's legacy
    // `http-intake.logs.datadoghq.com/v1/input/API_KEY`.
    r(
        "url-path-token",
        &["loggly.com/", "/v1/input/"],
        r#"(?:loggly\.com/(?:inputs|bulk)|datadoghq\.[a-z]{2,3}/v1/input)/([A-Za-z0-9_.=+~-]{16,200})"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(14),
    // A two-column listing's row whose first cell names a secret, and the cell beside it: a
    // Markdown table's `` | `DB_PASSWORD` | `...` | `` (the value as code), a bordered table's
    // record as a command line's client prints one (`| API Secret | ... |`, its first cell
    // the name and the second the value), or a name that
    // opens its line and a value that ends it after blanks that align a column (`vault kv
    // get`'s `Key  Value` table, `db_password    ...`). A rule of its own, so that the
    // assignments' regex and gate stay as they were; an aligned value that opens with `=` or
    // `:` is an aligned assignment's, which the gate leaves to that rule, so the regex does too,
    // and one that opens with `|` after more than 3 blanks is no table's cell (the gate's
    // reading, which the regex now shares). Its names are its triggers' (`account-key` has no
    // trigger, so the regex names it not either).
    r(
        "generic-secret",
        GENERIC_KEYWORDS,
        concat!(
            r#"(?im)[a-z0-9_.-]{0,40}?(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)[a-z0-9_.-]{0,20}"#,
            r#"(?:`[ \t]{0,3}\|[ \t]{0,3}`([^`\s|]{6,200})`[ \t]{0,3}\||[ \t]{4,40}([^\s=:|]\S{5,200})[ \t]{0,3}\r?$"#,
            r#"|[ \t]{1,40}\|[ \t]{1,3}([^\s|`]{6,200})[ \t]{0,80}\|[ \t]{0,3}\r?$)"#,
        ),
        0,
    )
    .check(Check::Row)
    .fold()
    .lead(40)
    .gate(Gate::Row),
    // A setting named for a service's key with no keyword but `KEY`: `STRIPE_KEY=...`,
    // `SEGMENT_WRITE_KEY=...` (up to four words), in UPPER case (its check asks for a generated
    // value); the same for a personal access token's `PAT` (`GITHUB_PAT`,
    // `AZURE_DEVOPS_EXT_PAT`), which ends the name (not `LD_LIBRARY_PATH`).
    r(
        "generic-secret",
        &["_KEY", "_PAT"],
        concat!(
            r#"(?i)(?-i:\b[nrt]?[A-Z][A-Z0-9]{0,11}(?:_[A-Z0-9]{1,12}){0,3}_(?:KEY|PAT\b))[a-z0-9_.-]{0,20}"#,
            assignment!(),
        ),
        0,
    )
    .check(Check::Assignment)
    // One more for an escaped line break's letter before the name (`\nSTRIPE_KEY=`).
    .lead(13 + 3 * 13)
    .gate(Gate::Assignment),
    // The same for a camelCase name that ends in `Key` with no keyword (`analyticsWriteKey =
    // "..."`, `"stripeKey": "..."`, Swift's `static let segmentKey = "..."`, Go's
    // `ServerKey: "..."`; a .NET configuration path's `Cosmos:Key`): its check reads
    // the name as its UPPER_CASE words and asks for a generated value, so `cacheKey`,
    // `publicKey` and a word's value stay.
    r(
        "generic-secret",
        &["Key"],
        concat!(
            r#"(?i)(?-i:\b[A-Za-z][a-z0-9]{0,15}(?:[A-Z][a-z0-9]{0,15}){0,3}:?Key)"#,
            assignment!(),
        ),
        0,
    )
    .check(Check::Assignment)
    .lead(16 * 4 + 1)
    .gate(Gate::Assignment),
    // The same in a property list (an app's `Info.plist`), whose keys are named for their use
    // (`<key>AnalyticsWriteKey</key>` then `<string>...</string>`): the check reads the name as
    // the rule above's does, so `<key>CFBundleIconKey</key>`-like names and a word stay. Its
    // trigger is the rule above's `Key` (a longer one, `Key</key>`, would hold it as a prefix).
    r(
        "generic-secret",
        &["Key"],
        r#"\b(?-i:[A-Za-z][a-z0-9]{0,15}(?:[A-Z][a-z0-9]{0,15}){0,3}Key)</key>\s{0,40}<string>([^<\s]{6,400})</string>"#,
        0,
    )
    .check(Check::Assignment)
    .lead(16 * 4),
    // The same in an expression: a call's (or a tuple's) literal second argument after a user,
    // `basic_auth("u", Some("..."))`, `new NetworkCredential("u", "...")`, `login(user, "...")`,
    // `auth=("u", "...")`; a literal fallback after the key, `getenv("KEY") or "..."`,
    // `env::var("KEY").unwrap_or("...")`, `getenv('KEY') ?: '...'`; a ternary's first branch,
    // `password = prod ? "..." : ""`.
    r(
        "generic-secret",
        EXPRESSION_KEYWORDS,
        concat!(
            expression_key!(),
            r#"(?:(?:\\?["'][ \t]{0,3},[^()"'\n]{0,20}\)\)?|(?:\\?["'])?\){0,2})[ \t]{0,3}(?:\|\||\?\?|\?:|or[ \t]|\.unwrap_or(?:_else)?\([ \t]{0,3}(?:\|_?\|[ \t]{0,3})?|\.orelse\(|\{)[ \t]{0,3}"#,
            r#"|\\?["']\)[ \t]{0,3},[ \t]{0,3}"#,
            r#"|(?:\\?["'])?[ \t]{0,3}(?:(?::=|=|:)[ \t]{0,3})?\([ \t]{0,3}(?:""[ \t]{0,3},[ \t]{0,3})?(?:"[^"\n]{0,100}"|'[^'\n]{0,100}'|[a-z_][a-z0-9_.]{0,60})[ \t]{0,3},[ \t]{0,3}"#,
            r#"|(?:\\?["'])?[ \t]{0,3}(?::[ \t]{0,3}[a-z_][a-z0-9_.\[\], ]{0,40}?)?=[ \t]{0,3}(?:[a-z_][a-z0-9_]{0,20}\.)?field\([ \t]{0,3}default[ \t]{0,3}=[ \t]{0,3}"#,
            r#"|\((?:self|this)?\)[ \t]{0,3}(?:(?::|->)[ \t]{0,3}[a-z_&][a-z0-9_<>\[\]&' ]{0,30}?[ \t]{0,3})?(?:\{|:|=)\s{0,20}(?:return[ \t]{1,3})?"#,
            r#"|(?:\\?["'])?[ \t]{0,3}(?::=|=|:)[ \t]{0,3}[^?;\n]{1,80}\?[ \t]{0,3}"#,
            r#"|(?:\\?["'])?[ \t]{0,3}(?::=|=|:)[ \t]{0,3}(?:<%=[ \t]{0,3})?(?:env|process\.env|os\.environ|os\.getenv|system\.getenv|getenv)\b[^|?;\n]{0,60}?[ \t](?:\|\||\?\?|or|\{(?:[ \t]{1,3}\|[a-z_]{1,20}\|)?)[ \t]{1,3})"#,
            expression_value!(),
        ),
        0,
    )
    .check(Check::Expression)
    .lead(4)
    .gate(Gate::Expression),
    // A ternary's second branch: `token = prod ? process.env.TOKEN : "..."`.
    r(
        "generic-secret",
        EXPRESSION_KEYWORDS,
        concat!(
            expression_key!(),
            r#"(?:\\?["'])?[ \t]{0,3}(?::=|=|:)[ \t]{0,3}[^?;\n]{1,80}\?[ \t]{0,3}(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[a-z0-9_(][a-z0-9_.()!]{0,79})[ \t]{0,3}:[ \t]{0,3}"#,
            expression_value!(),
        ),
        0,
    )
    .check(Check::Expression)
    .lead(4)
    .gate(Gate::Ternary),
    // The same in a name/value pair: `<add key="DB_PASSWORD" value="...">`, `- name: API_KEY`
    // then `value: ...`; or a declaration and its default: `variable "db_password" {` then
    // `default = "..."`, `add_argument("--api-token", default="...")`, JSON's
    // `{"name": "API_KEY", "value": "..."}`; or XML's value element
    // after the name: `<key>password</key><value>...</value>`, `name="Password"><value>`.
    r(
        "generic-secret",
        GENERIC_KEYWORDS,
        concat!(
            r#"(?i)(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)[a-z0-9_.-]{0,20}"#,
            name_value!(),
        ),
        0,
    )
    .check(Check::Assignment)
    .fold()
    .lead(4)
    .gate(Gate::NameValue),
    // The same for an UPPER_CASE `..._KEY` or `..._PAT` name with no keyword (`- name:
    // DEPLOY_KEY` then `value: ...`, `<add key="SEGMENT_WRITE_KEY" value="..."/>`, Azure
    // Pipelines' `- name: AZURE_DEVOPS_EXT_PAT`): its check asks for a generated value.
    r(
        "generic-secret",
        &["_KEY", "_PAT"],
        concat!(
            r#"(?i)(?-i:\b[nrt]?[A-Z][A-Z0-9]{0,11}(?:_[A-Z0-9]{1,12}){0,3}_(?:KEY|PAT\b))[a-z0-9_.-]{0,20}"#,
            name_value!(),
        ),
        0,
    )
    .check(Check::Assignment)
    // One more for an escaped line break's letter before the name (`\nSTRIPE_KEY=`).
    .lead(13 + 3 * 13)
    .gate(Gate::NameValue),
    // A value that prose gives after a secret's name, as chat and logs write it: the name, a
    // linking verb and the value (`the bot's token is ...`, `the password was ...`), or the
    // name after `using` or `with` and up to two words (`using api key ...`, `with the
    // deploy token ...`); the check asks for a generated value (a password's may be shorter,
    // by its mix), so prose's `the token is base64url-encoded` stays.
    r(
        "generic-secret",
        &["oken", "OKEN", "ecret", "ECRET", "pass", "Pass", "PASS"],
        concat!(
            r#"(?i)(?:\b(?:using|with)[ \t]{1,3}(?:[a-z0-9'_-]{1,20}[ \t]{1,3}){0,2}(?:token|secret|passw(?:or)?d|api[ _-]?key)[ \t]{1,3}(?::[ \t]{0,3})?"#,
            r#"|(?:token|secret|passw(?:or)?d|api[ _-]?key)[ \t]{1,3}(?:is|was)[ \t]{1,3})"#,
            r#"[`"']?([A-Za-z0-9_~+/=!@#$%^&*:.-]{8,400})"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(48)
    .gate(Gate::Prose),
    // A value that prose gives some words after a secret's name, or on the next line: `the
    // new API key for the sandbox is ...`, `I rotated it, the new one for the ingest job is
    // ...`, a question's `what's the wifi pw again` answered by `it's ...`, an incident note's
    // `the signing secret was rotated` then `Old value (now revoked): ...` (a label that names
    // a value, a key or the new one). The check is prose's: a generated value, or after a password's name a
    // password by its mix, so `the token for the job is generated at startup` stays.
    r(
        "generic-secret",
        &[
            "oken", "OKEN", "ecret", "ECRET", "pass", "Pass", "PASS", "creds", "Creds", " pw ",
            " pw?", " pw\n", "i key", "I key", "new one", "New one",
        ],
        concat!(
            r#"(?i)\b(?:passw(?:or)?ds?|passwd|pass|pw|secrets?|tokens?|api[ _-]?keys?|creds|credentials|new one)\b"#,
            r#"[^\n=:;{}<>"`|\[\]]{0,100}?"#,
            r#"(?:[ \t](?:is|was)|\r?\n[ \t]{0,3}(?:[^\n]{0,30}?[ \t>:])?it(?:'s|[ \t]is)|\r?\n[ \t]{0,3}[a-z][a-z' \t]{0,20}?\b(?:value|key|token|secret|password|one)\b[a-z()' \t]{0,30}:)"#,
            r#"[ \t]{1,3}[`"']?([A-Za-z0-9_~+/=!@#$%^&*:.-]{8,400})"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(8)
    .gate(Gate::ProseAnswer),
    // A value that a sentence states after a secret's name, in any of the languages of
    // [`PROSE_NAMES`]: after a connector some words later (`the password is now ...`,
    // `Token for the uploader: ...`, `das neue Passwort ... lautet ...`, `A senha ... agora é
    // ...`, `DBパスワードは ... です`, `reset my password to ...`, `..., it's ...`), or right
    // after the name (`admin user gets password ...`, `contraseña ...`, `the replica password
    // (...)`, or in backticks on the next line); the words before a connector may hold one
    // quoted name or one aside in parentheses (`Lösenordet till wifi-nätet "Kontor-Gäst" är
    // ...`, `het wachtwoord voor de server (ftp.example) is ...`); or in parentheses after an adjective that
    // follows its noun (`a chave antiga (...)`, `la clave nueva (...)`); a name in a script
    // without blanks may run into more words of its script and then a few in Latin letters
    // (Thai's `รหัสผ่านเข้าระบบบัญชี a.levi คือ ...`). The words never run past a sentence's
    // end (`. `), where the name's sentence ends (`... reset link sent. ID: <uuid>`). The value
    // holds a digit or a symbol (a word
    // of letters is prose's: `the password is stored in vault`), and the check is prose's: a
    // generated value, or after a password's name a password by its mix.
    r(
        "generic-secret",
        PROSE_NAMES,
        concat!(
            r#"(?i)(?:"#,
            prose_names!(),
            r#")[a-z]{0,3}(?:(?:(?:[ \t](?:[^\n=;:{}<>"`|\[\]()_\\.]|\.[^ \t\n]){0,80}?(?:(?:"[^"\n=;:{}<>`|\\]{1,40}"|\([^()\n=;:{}<>"`|\\]{1,60}\))(?:[^\n=;:{}<>"`|\[\]()_\\.]|\.[^ \t\n]){0,40}?)?)?|[\x80-\xFF]{1,120}?(?:[ \t](?:[^\n=;:{}<>"`|\[\]()_\\.]|\.[^ \t\n]){0,80}?)?)"#,
            prose_connector!(),
            r#"[ \t]{0,3}(?:\r?\n[ \t]{0,3})?(?:[`"'(]|\xE3\x80\x8C|\xC2\xAB[ \t]?)?"#,
            r#"|[ \t]{1,3}(?:to[ \t]{1,3})?(?:[`"'(]|\xE3\x80\x8C|\xC2\xAB[ \t]?)?|[ \t]{0,3}\r?\n[ \t]{0,3}[`"']"#,
            r#"|[ \t]{1,3}[a-z\x80-\xFF]{2,24}[ \t]{1,3}\(|\?[ \t]{1,3})"#,
            stated_or_coined_value!(),
        ),
        0,
    )
    .check(Check::Stated)
    .lead(8)
    .gate(Gate::Stated),
    // A table as the table rule's (`table_regex!`), its header naming a password in another
    // language (`| Hasło |`, `||Heslo||`, `| Lösenord |`, `| Κωδικός |`): the prose names as
    // triggers, after the rule above, so that the prefilter's anchors and their order stay as
    // they were (`table_field!` reads the names).
    r("generic-secret", TABLE_NAMES, table_regex!(), 0)
        .check(Check::Table)
        .lead(600)
        .gate(Gate::Column),
    // Polish states a value with `to` as its copula (`hasło do panelu to ...`, `Klucz API
    // to ...`); English reads `to` as a preposition (`Tokens are passed to f()`), so only the
    // Polish names take it. The check is the sentence's (a password's name takes a password by
    // its mix, a key's asks for a generated value).
    r(
        "generic-secret",
        &["as\u{142}o", "klucz", "Klucz"],
        concat!(
            r#"(?i)(?:has\xC5\x82o|klucz)[a-z]{0,3}(?:[ \t][^\n=;:{}<>"`|\[\]()_\\]{0,80}?)?[ \t]{1,3}to[ \t]{1,3}[`"'(]?"#,
            stated_value!(),
        ),
        0,
    )
    .check(Check::Stated)
    .lead(2),
    // A password of letters alone (`... היא copperbaram ...`, `Heslo k účtu:
    // hvezdalanterngunung`, `पासवर्ड lanternslonce है`) that a sentence of another language
    // states after its name, some words and maybe a connector: the check takes it only where
    // the line is written in that language and the value ends there or that language's text
    // follows, and only a coined word (no piece of an English or code word) or capitalised
    // words run together; an English sentence's word after its name stays prose's. Its
    // triggers are the other languages' names of a password alone.
    r(
        "generic-secret",
        &[
            "ennwort", "contrase\u{f1}a", "Contrase\u{f1}a", "senha", "Senha", "achtw",
            "as\u{142}o", "parol", "Parol", "\u{15f}ifre", "\u{15e}ifre",
            "\u{430}\u{440}\u{43e}\u{43b}\u{44c}", "\u{30d1}\u{30b9}\u{30ef}\u{30fc}\u{30c9}",
            "\u{5bc6}\u{7801}", "\u{5bc6}\u{78bc}", "\u{53e3}\u{4ee4}",
            "\u{be44}\u{bc00}\u{bc88}\u{d638}", "salasan", "Salasan", "enosiri", "jelsz", "Jelsz",
            "heslo", "Heslo", "\u{f6}senord", "dgangskode", "ozinka", "ontrasenya", "ata sandi",
            "\u{1ead}t kh\u{1ea9}u", "\u{430}\u{440}\u{43e}\u{43b}\u{430}",
            "\u{e23}\u{e2b}\u{e31}\u{e2a}\u{e1c}\u{e48}\u{e32}\u{e19}",
            "\u{5e1}\u{5d9}\u{5e1}\u{5de}\u{5d4}", "\u{643}\u{644}\u{645}\u{629} \u{627}\u{644}",
            "\u{92a}\u{93e}\u{938}\u{935}\u{930}\u{94d}\u{921}",
            "\u{631}\u{645}\u{632} \u{639}\u{628}\u{648}\u{631}", "\u{3c9}\u{3b4}\u{3b9}\u{3ba}",
            "aroo", "lapta\u{17e}od", "jal\u{eb}kalim", "\u{43e}\u{437}\u{438}\u{43d}\u{43a}", "\u{15f}ifr\u{259}", "\u{15e}ifr\u{259}", "\u{4b1}\u{43f}\u{438}\u{44f} \u{441}", "\u{443}\u{443}\u{446} \u{4af}\u{433}", "\u{10de}\u{10d0}\u{10e0}\u{10dd}\u{10da}", "\u{563}\u{561}\u{572}\u{57f}\u{576}\u{561}\u{562}\u{561}\u{57c}", "\u{9aa}\u{9be}\u{9b8}\u{993}", "\u{67e}\u{627}\u{633} \u{648}\u{631}\u{688}", "\u{b95}\u{b9f}\u{bb5}\u{bc1}\u{b9a}\u{bcd}\u{b9a}\u{bca}\u{bb2}", "\u{aaa}\u{abe}\u{ab8}\u{ab5}\u{ab0}", "\u{a2a}\u{a3e}\u{a38}\u{a35}\u{a30}", "\u{caa}\u{cbe}\u{cb8}\u{ccd}", "\u{d2a}\u{d3e}\u{d38}\u{d4d}", "\u{c2a}\u{c3e}\u{c38}\u{c4d}", "\u{db8}\u{dd4}\u{dbb}\u{db4}\u{daf}", "\u{12e8}\u{12ed}\u{1208}\u{134d}", "\u{1005}\u{1000}\u{102c}\u{1038}\u{101d}\u{103e}\u{1000}", "\u{1796}\u{17b6}\u{1780}\u{17d2}\u{1799}\u{179f}\u{1798}", "\u{ea5}\u{eb0}\u{eab}\u{eb1}\u{e94}\u{e9c}",
            "agwoord", "asvort", "ykilor\u{f0}", "ontrasinal",
            "asfhocal", "r-tremen", "a\u{1e63}\u{ed}n\u{e0}", "rayga sirta", "\u{435}\u{440}\u{441}\u{4af}\u{437}", "akasqa simi", "\u{67e}\u{67c}\u{646}\u{648}\u{645}",
        ],
        concat!(
            r#"(?i)(?:"#,
            prose_names!(),
            r#")[a-z\x80-\xFF]{0,6}(?:[ \t][^\n=;:{}<>"`|\[\]()_\\]{0,80}?|[\x80-\xFF]{1,120}?)?(?:"#,
            prose_connector!(),
            r#")?[ \t]{0,3}[`"'(]?([A-Za-z]{10,40})\b"#,
        ),
        0,
    )
    .check(Check::Stated)
    .lead(8),
    // The same after chat's short name of a password, ` pw ` (`the MySQL root pw is ...`,
    // `new admin pw ... (to the vault by Fri)`, `pw: ...`).
    r(
        "generic-secret",
        &[" pw ", " pw:", " PW ", " PW:"],
        concat!(
            r#"(?i) pw(?:[ ][ \t]{0,2}(?:is|was)(?:[ \t]{1,3}(?:now|still))?[ \t]{1,3}|:[ \t]{0,3}|[ ][ \t]{0,2})[`"'(]?"#,
            stated_value!(),
        ),
        0,
    )
    .check(Check::Stated),
    // A value alone on its line under a line that names a secret (`rotated the ingest
    // credential, new value below` then the value; `the new token:` then the value in
    // backticks; `the NAS password changed` then `New value: ...`): the check is prose's, a generated value (or after a password's name a
    // password by its mix), so a line of prose or code under the name stays.
    r(
        "generic-secret",
        PROSE_NAMES,
        concat!(
            r#"(?i)(?:"#,
            prose_names!(),
            r#")[^\n=;{}<>"]{0,120}(?::[ \t]{0,3}\r?\n[ \t]{0,3}\r?)?\n[ \t]{0,3}(?:\[[0-9:.]{4,8}\][ \t]{1,3}[A-Za-z0-9_.-]{1,32}:[ \t]{1,3})?(?:(?:(?:new|old|the)[ \t]{1,3})?(?:value|one|password|pw|token|key|secret)[ \t]{0,3}:[ \t]{1,3})?"#,
            r#"[`"']?([A-Za-z0-9_~+/=!@#$%^&*.-]{6,400})[`"']?[ \t]{0,3}\r?\n"#,
        ),
        0,
    )
    .check(Check::Stated)
    .lead(8)
    .gate(Gate::NextLine),
    // A key that a sentence states (`the demo tenant's key is ...`, `here's the new key:
    // ...`, a label `key: ...` that opens its line, `the shared telemetry key `...``, a verb's
    // object with its label, `the feed now needs key: ...`, `use key: ...`), or an INI
    // section's bare `key = ...` that opens its line (rclone's remotes, a service's section):
    // `key` alone names too many things in code and prose (`key: &str`), so only these
    // connectors trigger it, and the check asks for a generated value (16 bytes or more), or
    // under a line that names a Wi-Fi network a password people choose. A kind of key named
    // before the label (Rails' `to store the encryption key: ...`, a cache's `restored from
    // key: ...`) is no verb's object.
    r(
        "generic-secret",
        &["key is ", "key was ", "\nkey: ", "new key: ", "s key: ", "e key: ", "key `", "\nkey = ", "\nkey="],
        r#"(?i)(?:key[ \t](?:is|was)[ \t](?:(?:now|still)[ \t]{1,3})?|(?:\n|new[ \t]|\b(?:needs?|requires?|takes?|uses?|expects?|accepts?)[ \t])key:[ \t]|\nkey[ ]?=[ \t]|\nkey=|key[ \t]`)[ \t]{0,2}[`"']?([A-Za-z0-9_~+/=!@#$%^&*.-]{8,400})"#,
        0,
    )
    .check(Check::Stated)
    .lead(8),
    // A daemon's configuration line that gives its bind or admin password after the
    // directive's name: LDAP clients' `bindpw` (nslcd, pam_ldap), SSSD's
    // `ldap_default_authtok`, Squid's `cachemgr_passwd`; a hash (`{SSHA}...`) and a
    // placeholder are none. (slapd's `rootpw` is left out: it holds a hash as a rule, and as a
    // trigger its piece is common.)
    r(
        "generic-secret",
        &["bindpw", "authtok", "mgr_passwd"],
        r#"(?im)^[ \t]{0,8}(?:bindpw|[a-z_]{0,20}authtok|cachemgr_passwd)[ \t]{0,3}(?:[ \t]|=|:)[ \t]{0,3}(?:"([^"\n{]{4,200})"|([^\s"'#{][^\s"']{3,200}))"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(20),
    // A network device's account or enable secret in Cisco's configuration: `username NAME
    // privilege N password|secret [0|7] VALUE`, `enable secret [0|7] VALUE` (type
    // 0 is plain text and type 7 reversible; a hash, type 5, 8 or 9, is no password), each
    // opening its line (`enable secret version destruction` is prose).
    r(
        "generic-secret",
        &["privilege ", "enable secret "],
        r#"(?m)^[ \t]{0,4}(?:username[ \t]{1,3}[^\s]{1,64}[ \t]{1,3}privilege[ \t]{1,3}[0-9]{1,2}[ \t]{1,3}(?:password|secret)|enable[ ]secret)(?:[ \t]{1,3}[07])?[ \t]{1,3}([^\s]{4,200})"#,
        0,
    )
    .check(Check::Password)
    .lead(100),
    // The same account's or enable secret where the configuration says it is plain text
    // (`password 0 VALUE`, `enable secret 0 VALUE`): a password by its type, a word too.
    r(
        "generic-secret",
        &["privilege ", "enable secret "],
        r#"(?m)^[ \t]{0,4}(?:username[ \t]{1,3}[^\s]{1,64}[ \t]{1,3}privilege[ \t]{1,3}[0-9]{1,2}[ \t]{1,3}(?:password|secret)|enable[ ]secret)[ \t]{1,3}0[ \t]{1,3}([^\s]{3,200})"#,
        0,
    )
    .check(Check::UserPass)
    .lead(100),
    // An SNMP community, the password of SNMP's versions 1 and 2c, where a device's or an
    // agent's configuration defines it: Cisco's `snmp-server community STRING [view V] RO|RW
    // [ACL]`, net-snmp's `rocommunity STRING [SOURCE]` and `rwcommunity` (`snmpd.conf`). The
    // factory defaults `public` and `private` are no secret (see `Check::Community`).
    r(
        "generic-secret",
        &["server community ", "ocommunity", "wcommunity"],
        concat!(
            r#"(?m)^[ \t]{0,4}(?:snmp-server[ \t]{1,3}community[ \t]{1,3}(?:"([^"\s]{3,200})"|([^\s"]{3,200}))(?:[ \t]{1,3}view[ \t]{1,3}[^\s]{1,64})?(?:[ \t]{1,3}(?:RO|RW|ro|rw|read-only|read-write)\b|[ \t]{0,3}\r?$)"#,
            r##"|r[ow]community6?[ \t]{1,3}(?:"([^"\s]{3,200})"|([^\s"#]{3,200})))"##,
        ),
        0,
    )
    .check(Check::Community)
    .lead(12),
    // Junos's `set` commands that give a server's shared secret in plain text, quoted (`set
    // system radius-server 10.1.1.5 secret "..."`, `tacplus-server`); the configuration shows
    // it back as `$9$...`, which is reversible, so that is masked too.
    r(
        "generic-secret",
        &[" secret \""],
        r#"(?m)^[ \t]{0,4}set[ \t][^\n]{0,200}?[ ]secret[ ]"([^"\n]{3,200})""#,
        0,
    )
    .check(Check::UserPass)
    .lead(210),
    // A JAAS login module's users as ZooKeeper's `DigestLoginModule` and Kafka's
    // `PlainLoginModule` define them: `user_NAME="PASSWORD"` among the module's options. The
    // match ends before the value's closing quote, so that the next user's match opens there
    // (`" user_alice="...`) while the window around the module's name lasts.
    r(
        "generic-secret",
        &["LoginModule"],
        r#"(?:LoginModule[ \t]{1,3}(?:required|requisite|sufficient|optional)(?:\s{1,40}[A-Za-z_.]{1,64}[ \t]{0,3}=[ \t]{0,3}"[^"\n]{0,200}"){0,8}\s{1,40}|"\s{1,40})user_[A-Za-z0-9_.-]{1,64}[ \t]{0,3}=[ \t]{0,3}"([^"\n]{3,200})"#,
        0,
    )
    .check(Check::UserPass)
    .lead(8),
    // A Pulumi secret in a stack's export with `--show-secrets`: the object marked by
    // Pulumi's secret signature (`"4dabf18193072939515e22adb298388d":
    // "1b47061264138c4ac30d75fd1eb44270"`) and its `plaintext`, the value in JSON
    // (`"\"...\""` for a string).
    r(
        "generic-secret",
        &["4dabf18193072939515e22adb298388d"],
        r#"4dabf18193072939515e22adb298388d\\?"[ \t]{0,3}:[ \t]{0,3}\\?"1b47061264138c4ac30d75fd1eb44270\\?"\s{0,3},\s{0,60}\\?"plaintext\\?"[ \t]{0,3}:[ \t]{0,3}\\?"(?:\\{1,3}")?([^"\\\s]{3,400})"#,
        0,
    )
    .check(Check::UserPass),
    // A pre-shared key: IPsec's `ipsec.secrets` (`LEFT RIGHT : PSK "..."`, quoted or in its
    // `0s` base64 or `0x` hex; a bare word is prose's, `@KX_PSK: PSK key-exchange`) and
    // wpa_supplicant's `psk="..."` (a keyfile's unquoted value is the rule after nmcli's).
    r(
        "generic-secret",
        &[": PSK", "psk=\""],
        r#":[ \t]PSK[ \t]{1,3}(?:"([^"\n]{4,200})"|'([^'\n]{4,200})'|(0s[A-Za-z0-9+/=]{8,200}|0x[0-9a-fA-F]{8,200}))|\bpsk="([^"\n]{8,63})""#,
        0,
    )
    .check(Check::Placeholder),
    // SNMPv3's user in `snmpd.conf`: `createUser NAME SHA|MD5 "AUTH-PASSWORD" ...`.
    r(
        "generic-secret",
        &["createUser "],
        r#"\bcreateUser[ \t]{1,3}[^\s]{1,64}[ \t]{1,3}(?:MD5|SHA[0-9-]{0,4})[ \t]{1,3}(?:"([^"\n]{8,200})"|([^\s"]{8,200}))"#,
        0,
    )
    .check(Check::Placeholder),
    // PgBouncer's `userlist.txt`: under a line that names the file, a row `"user"
    // "password"`.
    r(
        "generic-secret",
        &["userlist"],
        r#"userlist[^\n]{0,100}\r?\n(?:[ \t]{0,3}(?:#[^\n]{0,200})?\r?\n){0,3}[ \t]{0,3}"[^"\n]{1,64}"[ \t]{1,3}"([^"\n]{3,200})""#,
        0,
    )
    .check(Check::Placeholder),
    // A password manager's export: KeePass's XML entry, `<Key>Password</Key>` and its
    // `<Value ...>` (the password, blanks and all).
    r(
        "generic-secret",
        &["<Key>Password</Key>"],
        r#"<Key>Password</Key>\s{0,20}<Value(?:[ \t][^<>\n]{0,60})?>([^<\n]{1,200})</Value>"#,
        0,
    )
    .check(Check::Placeholder),
    // An Android string resource named for a secret: `<string name="sync_password"
    // translatable="false">...</string>` (a label, `Forgot password?`, holds a blank; a
    // word is no password). The triggers are the name's keywords: `<string name=` as one
    // would make the prefilter's fingerprints common, and `token`'s `oken`, the commonest in
    // source text, cost the benchmark's corpus a few per cent for a window at each.
    r(
        "generic-secret",
        &["pass", "ecret", "i_key"],
        r#"(?i)<string[ \t]{1,3}name="[a-z0-9_.]{0,40}(?:passw(?:or)?d|passwd|secret|api_key)[a-z0-9_.]{0,40}"(?:[ \t]{1,3}[a-z:]{1,30}="[^"\n]{0,40}"){0,4}[ \t]{0,3}>([^<\s]{4,200})</string>"#,
        0,
    )
    .check(Check::Password)
    .lead(56),
    // An `expect` script's answer to a password prompt: `expect "password:"` (or `*assword*`)
    // and the next line's `send "...\r"`.
    r(
        "generic-secret",
        &["expect \""],
        r#"(?i)\bexpect[ ]"[^"\n}]{0,40}(?:assword|assphrase)[^"\n}]{0,20}["}][^\n]{0,80}\r?\n[ \t]{0,12}(?:exp_)?send[ \t]{1,3}(?:--[ \t]{1,3})?"([^"\\\n]{1,200})(?:\\r|\\n)?""#,
        0,
    )
    .check(Check::Placeholder),
    // A variable named `pw` (PowerShell's, Perl's, PHP's `$pw = '...'`) and its literal.
    r(
        "generic-secret",
        &["$pw"],
        r#"\$pw[ \t]{0,3}=[ \t]{0,3}(?:'([^'\n]{4,200})'|"([^"$\n]{4,200})")"#,
        0,
    )
    .check(Check::Password),
    // Azure Pipelines' debug log of an expression that names a secret (`##[debug]Evaluating:
    // variables.DB_PASSWORD`) and its `Result: '...'` on the next line.
    r(
        "generic-secret",
        &["Evaluating:"],
        r#"(?i)Evaluating:[ \t]{0,3}[^\n]{0,100}?(?:passw(?:or)?d|secret|token|api_?key|pwd)[^\n]{0,60}\r?\n[^\n]{0,60}?Result:[ \t]{0,3}'([^'\n]{3,200})'"#,
        0,
    )
    .check(Check::Placeholder),
    // An Ethereum account's private key (0x and 64 hex digits) under a private key's name
    // (`DEPLOYER_PRIVATE_KEY=0x...`, `privateKey: "0x..."`).
    r(
        "generic-secret",
        &["vate_key", "VATE_KEY", "vateKey"],
        r#"(?i)private_?key[a-z0-9_]{0,20}["']?[ \t]{0,3}[:=][ \t]{0,3}["']?(0x[0-9a-f]{64})\b"#,
        0,
    )
    .check(Check::Generic)
    .lead(12),
    // A secret wrapped as a literal where infrastructure code takes one: the AWS CDK's
    // `SecretValue.unsafePlainText('...')` (and `plainText`).
    r(
        "generic-secret",
        &["nsafePlainText(", ".plainText("],
        r#"(?:unsafePlainText|\.plainText)\([ \t]{0,3}(?:'([^'\n]{3,200})'|"([^"\n]{3,200})")"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(1),
    // Apple's keychain item's data in Objective-C: `kSecValueData: [@"..." dataUsingEncoding:`.
    r(
        "generic-secret",
        &["kSecValueData"],
        r#"kSecValueData[^\n"]{0,40}@"([^"\n]{3,200})""#,
        0,
    )
    .check(Check::Placeholder),
    // A login typed by a keyboard macro: AutoHotkey's `Send, USER{Tab}` then `Send,
    // PASSWORD{Enter}` (or both on one line).
    r(
        "generic-secret",
        &["{Tab}"],
        r#"(?i)\bsend(?:input|raw)?,?[ \t]{1,3}[^\n{]{1,64}\{tab\}(?:[ \t]{0,3}\r?\n[ \t]{0,3}send(?:input|raw)?,?[ \t]{1,3})?(?:\{raw\})?([^\n{]{3,200})\{enter\}"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(80),
    // A mainframe job's FTP step: `EXEC PGM=FTP`, its input's `//... DD *` and the deck's
    // first two lines, the user and the password.
    r(
        "generic-secret",
        &["PGM=FTP"],
        r#"PGM=FTP\b[^\n]{0,200}\r?\n(?://[^\n]{0,80}\r?\n){1,4}[ \t]{0,3}[A-Za-z0-9_.@$#-]{1,64}[ \t]{0,3}\r?\n[ \t]{0,3}([^\s]{3,200})[ \t]{0,3}\r?\n"#,
        0,
    )
    .check(Check::Placeholder),
    // A database connection opened with the password as the third of four string arguments
    // (Nim's `let db = open("host", "user", "password", "db")`): the connection's name says
    // so, as `codecs.open("f", "r", "utf-8", "strict")` does not.
    r(
        "generic-secret",
        &["= open(\""],
        r#"(?i)\b[a-z_]{0,20}(?:db|conn|sql|database)[a-z0-9_]{0,20}[ \t]{0,3}=[ ]open\([ \t]{0,3}"[^"\n]{1,100}"[ \t]{0,3},[ \t]{0,3}"[^"\n]{1,64}"[ \t]{0,3},[ \t]{0,3}"([^"\n]{3,200})"[ \t]{0,3},[ \t]{0,3}"[^"\n]{0,64}"[ \t]{0,3}\)"#,
        0,
    )
    .check(Check::Password)
    .lead(64),
    // Basic credentials put together in code: `'user' + ':' + 'password'` (Apex's
    // `Blob.valueOf(...)`, JavaScript's and Python's concatenation in single quotes; the
    // double-quoted `":"` is left out, as a trigger it is common in JSON and code).
    r(
        "generic-secret",
        &["+ ':' +"],
        r#"'[^'\n]{1,64}'[ \t]{0,3}\+[ ]':'[ ]\+[ \t]{0,3}'([^'\n]{3,200})'"#,
        0,
    )
    .check(Check::Password)
    .lead(72),
    // An OpenVPN credentials file under a comment that names it (`# auth.txt, read by
    // auth-user-pass`): the user's line, then the password's. The trigger is its `pass`.
    r(
        "generic-secret",
        &["pass"],
        r#"(?m)^[ \t]{0,3}[#;][^\n]{0,100}auth-user-pass[^\n]{0,100}\r?\n[ \t]{0,3}[^\s#;]{1,64}[ \t]{0,3}\r?\n[ \t]{0,3}([^\s]{3,200})[ \t]{0,3}(?:\r?\n|$)"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(120),
    // A list of secrets as a tool's result gives them (an MCP server's `{"secrets": [{"name":
    // "ci/deploy", "value": "...", "version": 4}]}`, also as JSON in a JSON string): the first
    // entry's `value` (or `secret`, `token`, `plaintext`), whatever the entry's name. The
    // check is prose's: a generated value, or under `passwords` a password by its mix, so a
    // reference (`${DB_PASSWORD}`, a path) and `<redacted>` stay.
    r(
        "generic-secret",
        &["ecret", "ECRET", "oken", "OKEN", "dential", "pass", "Pass"],
        concat!(
            r#"(?i)\b(?:secrets|tokens|credentials|passwords)\\?["']\s{0,20}:\s{0,20}\[\s{0,20}\{"#,
            r#"[^\[\]{}]{0,400}?\\?["'](?:value|secret|token|plaintext|secret_?value)\\?["']\s{0,3}:\s{0,3}\\?["']([^"'\\\s]{8,400})"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(12)
    .gate(Gate::List),
    // An SDK's client made with its key as its only argument (`cohere.Client("...")`, Ruby's
    // `Client.new("...")`, also in a notebook's escaped source): the check is prose's, a
    // generated value, so a host, a region, a service's name and a placeholder stay.
    r(
        "generic-secret",
        &["Client(", "Client.new("],
        r#"Client(?:\.new)?\([ \t]{0,3}\\?["']([A-Za-z0-9_.~+=-]{16,200})\\?["'][ \t]{0,3}\)"#,
        0,
    )
    .check(Check::Prose),
    // The same when the command line names the secret (`kubectl get secret app -o
    // jsonpath='{.data.password}' | base64 -d`, then the password on the next line): the line
    // is the secret whatever it looks like (`starwars`, `finn3Mango`), so the check asks only
    // that it is no placeholder. `kubectl get secret NAME` alone names no secret's value (its
    // `{.data.username}` is a user), so `secret` counts only inside a name (`SECRET_B64`,
    // `client-secret}`). The trigger is the rule's above.
    r(
        "generic-secret",
        &["base64 -"],
        concat!(
            r#"(?i)(?:secret[^\s/s]|passw|pwd|token|cred|key)[^\n]{0,200}?base64[ \t]{1,3}(?:-d|--decode)\b[^\n|;&]{0,60}\r?\n"#,
            r#"([^\s]{6,200})[ \t]{0,3}(?:\r?\n|$)"#,
        ),
        0,
    )
    .check(Check::Placeholder)
    .lead(210),
    // A login handed over in chat or mail: a line that asks for one (`anyone know the creds
    // for the staging grafana?`, `what's the login for ...?`), and the next line's answer, a
    // user, ` / ` and the password, which ends its line or a clause follows (`— it's the
    // break-glass account`); a chat's paste may put the answerer's name and time on a line
    // between them. A chat's history in a tool's JSON result breaks its lines as `\n`, which
    // also ends the password. The check is prose's after a
    // password's name (a question for a login asks for one), so `see the wiki / confluence`
    // stays.
    r(
        "generic-secret",
        &["creds", "Creds", "dential", "ogin", "pass", "Pass"],
        concat!(
            r#"(?i)\b(?:creds|credentials|login|logins|password|passwords|passwd)\b[^\n?]{0,90}\?[^\n]{0,40}?(?:\n|\\n)(?:[^\n/]{0,60}?(?:\n|\\n))?"#,
            r#"(?:[^\n]{0,60}?[ \t>:])?[a-z0-9_.@-]{1,40} {1,3}/ {1,3}(?:([^\s\\"]{6,200})(?:\\[rn"]|")|([^\s]{6,200})[ \t]{0,3}(?:\r?\n|[ \t](?:(?:\xE2\x80[\x93\x94]|--?|\||\.)[ \t]|\()))"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(3)
    .gate(Gate::Handover),
    // A secret handed over a few lines after the question in chat or mail (`does anyone have
    // the staging db password?`, a line or two of `checking`, then `tom: Warszawa1`; a mail's
    // quoted question, a greeting, then the password alone on its line): the first of the next
    // 6 lines that holds one value alone, maybe after the speaker's name or a chat's time,
    // first one with a digit, a capital, `-` or a symbol (a speaker's `checking` before it is
    // no answer), else any. The name is a word of the question's prose (after a blank, a
    // quote's `>` or a quote, before a blank, a stop or another script's byte), so a path's
    // `config/credentials.yml.enc` is none. The check is prose's after a password's name, so a word, an id or a path alone stays.
    r(
        "generic-secret",
        PROSE_NAMES,
        concat!(
            r#"(?i)(?:^|[\s>"'(])(?:"#,
            prose_names!(),
            r#")(?:(?:[ \t,!]|[\x80-\xFF])[^\n]{0,140}?)?\?[^\n]{0,140}\n(?:"#,
            answer_lines!(),
            r#"((?-i:[A-Za-z0-9_~+/!@#$%^&*.-]{0,60}[0-9A-Z~+!@#$%^&*-][A-Za-z0-9_~+/!@#$%^&*.-]{0,60}))[ \t]{0,3}\r?(?:\n|$)|"#,
            answer_lines!(),
            r#"([A-Za-z0-9_~+/!@#$%^&*.-]{6,64})[ \t]{0,3}\r?(?:\n|$))"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(8)
    .gate(Gate::AnswerLater),
    // A chat's question for a password that has no `?` (`whats the netflix password again
    // love`), the answerer's name and time on the next line (`You 18:25`, `Tomasz Wójcik
    // 10:43 AM`), and the answer alone at the start of the line after (maybe a kiss or an
    // emoji after it; a `=` only as base64's padding). The check is prose's after a password's
    // name, so an answer in words (`no idea, ask Sam`) and a setting (`length=64`) stay.
    r(
        "generic-secret",
        &["pass", "Pass", "PASS", " pw ", " pw\n"],
        concat!(
            r#"(?i)\b(?:what'?s|whats|what[ \t]is|wats|wots)[ \t]{1,3}[^\n?]{0,40}?\b(?:passw(?:or)?d|passcode|pass|pw)\b[^\n?]{0,60}\r?\n"#,
            r#"[^\n]{1,40}?[ \t][0-9]{1,2}:[0-9]{2}(?:[ \t]?[ap]m)?[ \t]{0,3}\r?\n"#,
            r#"[ \t]{0,3}([^\s=]{6,200}={0,2})[ \t]{0,3}(?:\r?\n|[ \t][^\n]{1,20}\r?\n)"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(56),
    // A table whose header names a login's column (`|| Service || URL || Login ||`, a wiki's
    // `! Device !! IP !! Login`, Markdown's `| Host | Credentials |`) and a cell of a row
    // under it that hands over `user / password`: the check is prose's after ` / `, a
    // password by its mix, so `| docs / setup.md |` and `| SSO |` stay.
    r(
        "generic-secret",
        &["ogin", "creds", "Creds", "dential"],
        concat!(
            r#"(?i)\b(?:logins?|credentials|creds)[ \t]{0,3}(?:\|\|?|!!)?[ \t]{0,3}\r?\n"#,
            r#"(?:[^\n]{0,300}\n){0,6}?[^\n]{0,300}?(?:\|\|?|!!)[ \t]{1,3}`?[a-z0-9_.@\\-]{1,40}`? {1,3}/ {1,3}`?([^\s|`]{6,200})`?[ \t]{0,3}(?:\||\r?\n)"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(6),
    // A login a sentence hands over as `user / password` after `log in with` (`2. Log in with
    // `admin` / `...``, `login as ops / ...`; an account's label, `console account: breakglass
    // / ...`, is left out: `account` as an anchor makes the prefilter's fingerprints common):
    // the check is prose's after ` / `, a password by its mix, so `log in with your e-mail /
    // password` stays.
    r(
        "generic-secret",
        &["og in", "ogin", "og-in", "ogon"],
        r#"(?i)\blog(?:[ -]?in|on)(?:[ \t]{1,3}(?:with|as|using))?[ \t:]{1,3}[`"']?[a-z0-9_.@-]{1,40}[`"']?[ \t]{1,3}/[ \t]{1,3}[`"']?([^\s`"']{6,200})"#,
        0,
    )
    .check(Check::Prose)
    .fold()
    .lead(4)
    .gate(Gate::LoginPair),
    // A settings table's row that a statement sets by its name: `UPDATE settings SET value =
    // '...' WHERE name = 'payments.secret_key'` (the value's column `value`, `val`, `data` or
    // `..._value`; the name's `name`, `key` or `..._key`/`..._name`, maybe qualified by its
    // table, maybe after other conditions, `WHERE tenant_id = 88 AND name = '...'`); the name
    // comes after the value, so the rule reaches back from it. The check
    // (prose's, with no password's name before the value) asks for a generated value, so a
    // setting's flag or label (`'true'`, `'payments-v2'`) stays.
    r(
        "generic-secret",
        &["ecret", "ECRET", "oken", "OKEN", "pass", "Pass", "PASS", "i_key", "I_KEY"],
        concat!(
            r#"(?i)\bset[ \t]{1,3}(?:[a-z_]{0,20}value|val|data)[ \t]{0,3}=[ \t]{0,3}'([^'\s]{6,200})'[^;]{0,200}?"#,
            r#"\bwhere[ \t]{1,3}(?:[a-z0-9_.]{1,30}[ \t]{0,3}=[ \t]{0,3}(?:[0-9]{1,20}|'[^'\n]{0,40}')[ \t]{1,3}and[ \t]{1,3}){0,2}(?:[a-z_]{1,30}\.)?(?:name|key|[a-z_]{1,20}_(?:name|key))[ \t]{0,3}=[ \t]{0,3}'[a-z0-9_.:/-]{0,60}?"#,
            r#"(?:secret|token|passw(?:or)?d|pass(?:phrase)?|api[_-]?key)[a-z0-9_.:/-]{0,40}'"#,
        ),
        0,
    )
    .check(Check::Prose)
    .lead(520)
    .gate(Gate::SettingRow),
    // A setting whose dotted name ends in `login` but holds a token (SonarQube's
    // `sonar.login=...`, which takes a user's token in place of a user), and the same setting
    // as its scanner's environment variable (`SONAR_LOGIN = '...'` in a Jenkinsfile's
    // `environment`, `SONAR_LOGIN: ...`): the check (prose's, with no password's name) asks
    // for a generated value, so a user's name stays.
    r(
        "generic-secret",
        &["ogin", "SONAR_LOGIN"],
        r#"(?i)(?:\.login|\bsonar_login)["']?[ \t]{0,3}[=:][ \t]{0,3}["']?([A-Za-z0-9_~+/=.-]{16,400})"#,
        0,
    )
    .check(Check::Prose)
    .lead(2)
    .gate(Gate::DottedLogin),
    // A key-value store's export, where each entry's value is in base64 (`consul kv export`'s
    // `{"key": "app/db/password", "flags": 0, "value": "..."}`): the value of an entry whose
    // key's last part names a secret; the check is a base64 password's (it decodes to
    // printable text that is no stored hash nor a placeholder).
    r(
        "generic-secret",
        GENERIC_KEYWORDS,
        r#"(?i)"key"[ \t]{0,3}:[ \t]{0,3}"[^"\n]{0,200}?(?:passw(?:or)?d|passphrase|pwd|secret|token|credential|api[_-]?key)s?"[ \t]{0,3},\s{0,40}(?:"[a-z_]{1,20}"[ \t]{0,3}:[ \t]{0,3}[0-9a-z]{1,20}[ \t]{0,3},\s{0,40}){0,3}"value"[ \t]{0,3}:[ \t]{0,3}"([A-Za-z0-9+/]{4,800}={0,2})""#,
        0,
    )
    .check(Check::Base64Password)
    .fold()
    .lead(220)
    .gate(Gate::KvEntry),
    // A Wi-Fi network's passphrase in the payload of its QR code (`WIFI:T:WPA;S:ssid;P:...;;`,
    // the format phones read, its fields in any order): the `P:` field, where `\` escapes
    // `;`, `,`, `:` and itself.
    r(
        "generic-secret",
        &["WIFI:"],
        r#"WIFI:(?:[A-Z]{1,2}:(?:\\.|[^;\\\n]){0,100};){0,6}P:((?:\\.|[^;\\\n]){1,100})"#,
        0,
    )
    .check(Check::Placeholder),
    // A Wi-Fi passphrase by its setting's name: NetworkManager's `802-11-wireless-security.psk`
    // and its alias `wifi-sec.psk`, as `nmcli --show-secrets` prints it (after a `:` and blanks
    // that align a column) or a command line sets it. WPA's passphrase is 8 to 63 bytes; `--`
    // is what nmcli prints without its secrets.
    r(
        "generic-secret",
        &["-security.psk", "wifi-sec.psk"],
        r#"(?:802-11-wireless-security|wifi-sec)\.psk(?::[ \t]{1,60}|[ \t]{1,3})(?:"([^"\n]{8,63})"|'([^'\n]{8,63})'|([^\s"']{8,63}))"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(15),
    // A Wi-Fi passphrase, or the 64-hex key derived from it, unquoted on a line of its own:
    // NetworkManager's keyfile (`[wifi-security]`, `psk=...`), wpa_supplicant's block.
    r(
        "generic-secret",
        &["\npsk="],
        r##"\npsk=([^\s"#]{1,64})[ \t]{0,8}\r?\n"##,
        0,
    )
    .check(Check::Placeholder),
    // A chat client's command that sets a secret-named option (WeeChat's and irssi's `/set
    // irc.server.libera.sasl_password ...`, `/set relay.network.password ...`): the value after
    // the option's name and a blank, maybe quoted.
    r(
        "generic-secret",
        GENERIC_KEYWORDS,
        r#"(?im)^[ \t]{0,3}/set[ \t]{1,3}[a-z0-9_.-]{0,80}?(?:passw(?:or)?d|pass|secret|token|api[_-]?key)[ \t]{1,3}(?:"([^"\s]{1,200})"|([^\s"]{1,200}))"#,
        0,
    )
    .check(Check::Placeholder)
    .fold()
    .lead(96)
    .gate(Gate::SetCommand),
    // A numbered reply whose items are a hash's fields and values, each on its line
    // (`redis-cli`'s `HGETALL`, `CONFIG GET`): the item after a field named for a secret. A
    // number there is a setting's (`token_ttl`), not a secret.
    r(
        "generic-secret",
        GENERIC_KEYWORDS,
        r#"(?im)^[ \t]{0,4}[0-9]{1,5}\) "[a-z0-9_.:-]{0,40}?(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|(?:api|access|private|encryption|master|signing)[_-]?key)s?"\r?\n[ \t]{0,4}[0-9]{1,5}\) "([^"\n]{1,400})"#,
        0,
    )
    .check(Check::UserPass)
    .fold()
    .lead(60)
    .gate(Gate::ReplyField),
    // A mount's options that name a user, then give a password among them (CIFS's
    // `username=ana,password=...,uid=1000` in `/etc/fstab` or after `mount -o`), or a
    // password first then a user: the value runs to the next `,` or blank. A call's keyword
    // arguments (`login(user=u,password=pw)`) end at a parenthesis or hold a short name.
    r(
        "generic-secret",
        &[",password=", ",pass=", "-o password=", "-o pass="],
        r#"(?:(?i:\b(?:user(?:name)?|domain|uid|gid)=[^\s,]{1,100}),(?:[a-z_]{1,20}=[^\s,]{0,100},){0,6}|-o[ \t]{1,3})pass(?:word)?=([^,\s"'()]{4,200})(?:[,\s]|$)"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(900),
    // msmtp's configuration (`~/.msmtprc`): a `password` line of an account, after its
    // `account`, `host`, `user` or `from` line; the value is the line's one word, maybe quoted.
    r(
        "generic-secret",
        &["\npassword ", "\npassword\t"],
        r#"(?m)^(?:account|host|user|from|auth|tls|port)[ \t][^\n]{1,120}\n(?:[^\n]{0,160}\n){0,8}password[ \t]{1,20}(?:"([^"\n]{1,200})"|([^\s"]{1,200}))[ \t]{0,8}\r?$"#,
        0,
    )
    .check(Check::Placeholder)
    .lead(1450),
    // WeeChat's secured data: `/secure set NAME VALUE` stores a secret under a name of the
    // user's choosing (`libera`, `oftc_pw`), so the value is one whatever the name says; it
    // runs to the line's end (spaces included), maybe quoted, and may start with `-`.
    // `/secure passphrase VALUE` sets the passphrase that encrypts them and `/secure decrypt
    // VALUE` gives it at start; their option words in place of the value (`-delete`,
    // `-discard`) are left by the check.
    r(
        "generic-secret",
        &["/secure set ", "/secure passphrase ", "/secure decrypt "],
        r#"(?m)^[ \t]{0,8}/secure[ \t]{1,3}(?:set[ \t]{1,3}[A-Za-z0-9_.-]{1,64}|passphrase|decrypt)[ \t]{1,3}(?:"([^"\n]{1,200})"|([^\s"][^\r\n]{0,199}?))[ \t]{0,8}\r?$"#,
        0,
    )
    .check(Check::Secured)
    .lead(8),
    // A GitHub Actions workflow command that sets a step's output or state named for a
    // secret (`::set-output name=signing_key::...`, `::save-state name=token::...`), as a
    // job's log prints it: the value after the name's `::`.
    r(
        "generic-secret",
        &["::set-output name=", "::save-state name="],
        concat!(
            r#"::(?:set-output|save-state)[ \t]name=(?i:[a-z0-9_-]{0,40}?(?:passw(?:or)?d|pass(?:phrase)?|pwd|secret|token|auth|credential|key|pat)[a-z0-9_-]{0,20})"#,
            r#"::([^\s]{6,400})"#,
        ),
        0,
    )
    .check(Check::Placeholder),
    // A kubeconfig's client key, base64 in `client-key-data` (YAML or JSON), where
    // `kubectl config view` prints `DATA+OMITTED` or `REDACTED` unless asked for it raw.
    r(
        "generic-secret",
        &["client-key-data"],
        r#"client-key-data"?[ \t]{0,3}:[ \t]{0,3}"?([A-Za-z0-9+/]{16,12000}={0,2})"#,
        0,
    )
    .check(Check::Generic),
    // A storage account's keys as `az storage account keys list` prints them: each entry's
    // `keyName` and, after up to four other fields, its `value`.
    r(
        "generic-secret",
        &["\"keyName\""],
        concat!(
            r#""keyName"[ \t]{0,3}:[ \t]{0,3}"[^"\n]{1,60}"[ \t]{0,3},"#,
            r#"(?:\s{0,20}"[A-Za-z]{1,30}"[ \t]{0,3}:[ \t]{0,3}(?:"[^"\n]{0,100}"|[A-Za-z0-9.]{1,30})[ \t]{0,3},){0,4}"#,
            r#"\s{0,20}"value"[ \t]{0,3}:[ \t]{0,3}"([^"\s]{16,400})""#,
        ),
        0,
    )
    .check(Check::Generic)
    .lead(1),
    // A parameter of AWS Systems Manager kept encrypted (`"Type": "SecureString"`), as
    // `aws ssm get-parameter --with-decryption` prints it: its `Value`, after up to three
    // other fields, whatever the parameter's name.
    r(
        "generic-secret",
        &["\"SecureString\""],
        concat!(
            r#""Type"[ \t]{0,3}:[ \t]{0,3}"SecureString"[ \t]{0,3},"#,
            r#"(?:\s{0,20}"[A-Za-z]{1,30}"[ \t]{0,3}:[ \t]{0,3}(?:"[^"\n]{0,200}"|[A-Za-z0-9.:+-]{1,40})[ \t]{0,3},){0,3}"#,
            r#"\s{0,20}"Value"[ \t]{0,3}:[ \t]{0,3}"([^"\n]{1,4096})""#,
        ),
        0,
    )
    .check(Check::Placeholder)
    .lead(16),
    // A conda channel's token in its URL (`https://conda.example/t/<token>/channel`, as
    // `.condarc` and `conda config --show channels` list it): the part after `/t/` up to
    // the channel's name, which has a letter (a forum's topic, `/t/some-topic/11810`, ends in
    // its number).
    r(
        "generic-secret",
        &["/t/"],
        r#"(?m)https?://[A-Za-z0-9.-]{1,100}(?::[0-9]{1,5})?/t/([A-Za-z0-9_+=.-]{16,200})/[A-Za-z0-9_.-]{0,60}[A-Za-z][A-Za-z0-9_.-]{0,60}/?(?:$|[\s"',\]])"#,
        0,
    )
    .check(Check::Generated)
    .lead(120),
    // A command that prints a secret's value alone (`gcloud secrets versions access`, `vault kv
    // get -field=...`, `security find-generic-password -w`, `az keyvault secret
    // show ... -o tsv`, `kubectl get secret ... | base64 -d`) and the value on the next line,
    // alone on it; the check asks for a
    // generated value, so a message or a table on that line stays.
    r(
        "generic-secret",
        &[
            "secrets versions access", "-field=", "find-generic-password",
            "keyvault secret show", "base64 -",
        ],
        concat!(
            r#"(?m)(?:gcloud[ \t]{1,3}secrets[ \t]{1,3}versions[ \t]{1,3}access|vault[ \t]{1,3}(?:kv[ \t]{1,3}get|read)[ \t]{1,3}[^\n]{0,100}?-field="#,
            r#"|security[ \t]{1,3}find-generic-password[ \t][^\n]{0,200}?-w\b|az[ \t]{1,3}keyvault[ \t]{1,3}secret[ \t]{1,3}show"#,
            r#"|kubectl[ \t][^\n]{0,200}?secret[^\n]{0,200}?\|[ \t]{0,3}base64[ \t]{1,3}(?:-d|--decode))"#,
            r#"[^\n]{0,300}\r?\n([^\s]{8,400})[ \t]{0,3}\r?$"#,
        ),
        0,
    )
    .check(Check::Generated)
    .lead(200),
    // The tokens of PHP Composer's `auth.json` by host (`"bearer": {"repo.example": "..."}`,
    // `"gitlab-token"`, `"github-oauth"`), the first entry of each.
    r(
        "generic-secret",
        &["\"bearer\"", "\"gitlab-token\"", "\"github-oauth\""],
        r#""(?:bearer|gitlab-token|github-oauth)"[ \t]{0,3}:[ \t]{0,3}\{\s{0,40}"[A-Za-z0-9.:-]{1,100}"[ \t]{0,3}:[ \t]{0,3}"([^"\s]{8,400})""#,
        0,
    )
    .check(Check::Generated),
    // Postman's API key authorization (a collection's `"auth": {"type": "apikey", "apikey":
    // [...]}`): the entry whose `key` is `value`, and its `value`.
    r(
        "generic-secret",
        &["\"apikey\""],
        concat!(
            r#""apikey"[ \t]{0,3}:[ \t]{0,3}\[\s{0,40}(?:\{[^{}]{0,300}\}\s{0,20},\s{0,40}){0,2}"#,
            r#"\{[ \t]{0,3}"key"[ \t]{0,3}:[ \t]{0,3}"value"[ \t]{0,3},\s{0,20}"value"[ \t]{0,3}:[ \t]{0,3}"([^"\s]{8,400})""#,
        ),
        0,
    )
    .check(Check::Generated),
    // A browser's cookie jar in Netscape's `cookies.txt` (curl's, wget's, yt-dlp's): a line of
    // seven fields apart by tabs, the domain (maybe after `#HttpOnly_`), two flags, a path,
    // an expiry, the cookie's name and its value; a cookie named for a session, a login or a
    // token holds one. The check is a session cookie's (`lang  it` stays).
    r(
        "session-cookie",
        &["\tTRUE\t", "\tFALSE\t"],
        r#"(?m)^(?:#HttpOnly_)?[A-Za-z0-9._-]{1,253}\t(?:TRUE|FALSE)\t[^\t\n]{1,256}\t(?:TRUE|FALSE)\t-?[0-9]{1,20}\t(?i:[A-Za-z0-9_.-]{0,40}?(?:sess|sid|token|auth|jwt|remember|login|secret|api[_-]?key)[A-Za-z0-9_.-]{0,40})\t([^\t\r\n]{8,4096})"#,
        0,
    )
    .check(Check::Cookie)
    .lead(560),
];

/// The names of a password are kept three times: as the prose rules' triggers
/// ([`PROSE_NAMES`]), as their regex's alternation (`prose_names!`) and as the check's list
/// of a password's names (`check::PASSWORD_NAMES`). A name added to one and not the others
/// would be found and not judged a password, or judged and never found.
#[cfg(test)]
mod name_lists {
    use super::PROSE_NAMES;
    use crate::check::PASSWORD_NAMES;

    /// Each name spelled out whole, as the regex spells it (a trigger or a password's name
    /// is a piece of one, chosen to be rare in ordinary text or to match in any case).
    const WHOLE: &[&str] = &[
        "password",
        "pwd",
        "secret",
        "token",
        "credential",
        "creds",
        "api key",
        "api_key",
        "api-key",
        "apikey",
        "kennwort",
        "contrase\u{f1}a",
        "senha",
        "wachtwoord",
        "has\u{142}o",
        "parola",
        "\u{15f}ifre",
        "\u{43f}\u{430}\u{440}\u{43e}\u{43b}\u{44c}",
        "\u{30d1}\u{30b9}\u{30ef}\u{30fc}\u{30c9}",
        "\u{6697}\u{8a3c}\u{756a}\u{53f7}",
        "\u{5bc6}\u{7801}",
        "\u{5bc6}\u{78bc}",
        "\u{53e3}\u{4ee4}",
        "\u{be44}\u{bc00}\u{bc88}\u{d638}",
        "cl\u{e9}",
        "clave",
        "chiave",
        "chave",
        "schl\u{fc}ssel",
        "sleutel",
        "klucz",
        "\u{43a}\u{43b}\u{44e}\u{447}",
        "\u{442}\u{43e}\u{43a}\u{435}\u{43d}",
        "\u{30c8}\u{30fc}\u{30af}\u{30f3}",
        "\u{4ee4}\u{724c}",
        "\u{5bc6}\u{94a5}",
        "\u{79d8}\u{94a5}",
        "\u{d1a0}\u{d070}",
        "\u{d0a4}",
        "api\u{30ad}\u{30fc}",
        "salasana",
        "nenosiri",
        "jelsz\u{f3}",
        "jelszava",
        "heslo",
        "l\u{f6}senord",
        "adgangskode",
        "lozinka",
        "contrasenya",
        "kata sandi",
        "m\u{1ead}t kh\u{1ea9}u",
        "\u{43f}\u{430}\u{440}\u{43e}\u{43b}\u{430}",
        "\u{e23}\u{e2b}\u{e31}\u{e2a}\u{e1c}\u{e48}\u{e32}\u{e19}",
        "\u{5e1}\u{5d9}\u{5e1}\u{5de}\u{5d4}",
        "\u{643}\u{644}\u{645}\u{629} \u{627}\u{644}\u{645}\u{631}\u{648}\u{631}",
        "\u{643}\u{644}\u{645}\u{629} \u{627}\u{644}\u{633}\u{631}",
        "\u{92a}\u{93e}\u{938}\u{935}\u{930}\u{94d}\u{921}",
        "\u{631}\u{645}\u{632} \u{639}\u{628}\u{648}\u{631}",
        "\u{3ba}\u{3c9}\u{3b4}\u{3b9}\u{3ba}\u{3cc}\u{3c2}",
        "passord",
        "kata laluan",
        "parool",
        "parol",
        "slapta\u{17e}odis",
        "slaptazodis",
        "fjal\u{eb}kalim",
        "\u{43b}\u{43e}\u{437}\u{438}\u{43d}\u{43a}\u{430}",
        "\u{15f}ifr\u{259}",
        "\u{49b}\u{4b1}\u{43f}\u{438}\u{44f} \u{441}\u{4e9}\u{437}",
        "\u{43d}\u{443}\u{443}\u{446} \u{4af}\u{433}",
        "\u{10de}\u{10d0}\u{10e0}\u{10dd}\u{10da}\u{10d8}",
        "\u{563}\u{561}\u{572}\u{57f}\u{576}\u{561}\u{562}\u{561}\u{57c}",
        "\u{9aa}\u{9be}\u{9b8}\u{993}\u{9af}\u{9bc}\u{9be}\u{9b0}\u{9cd}\u{9a1}",
        "\u{67e}\u{627}\u{633} \u{648}\u{631}\u{688}",
        "\u{b95}\u{b9f}\u{bb5}\u{bc1}\u{b9a}\u{bcd}\u{b9a}\u{bca}\u{bb2}\u{bcd}",
        "\u{aaa}\u{abe}\u{ab8}\u{ab5}\u{ab0}\u{acd}\u{aa1}",
        "\u{a2a}\u{a3e}\u{a38}\u{a35}\u{a30}\u{a21}",
        "\u{caa}\u{cbe}\u{cb8}\u{ccd}\u{200c}\u{cb5}\u{cb0}\u{ccd}\u{ca1}\u{ccd}",
        "\u{d2a}\u{d3e}\u{d38}\u{d4d}\u{200c}\u{d35}\u{d47}\u{d21}\u{d4d}",
        "\u{c2a}\u{c3e}\u{c38}\u{c4d}\u{200c}\u{c35}\u{c30}\u{c4d}\u{c21}\u{c4d}",
        "\u{db8}\u{dd4}\u{dbb}\u{db4}\u{daf}\u{dba}",
        "\u{12e8}\u{12ed}\u{1208}\u{134d} \u{1243}\u{120d}",
        "\u{1005}\u{1000}\u{102c}\u{1038}\u{101d}\u{103e}\u{1000}\u{103a}",
        "\u{1796}\u{17b6}\u{1780}\u{17d2}\u{1799}\u{179f}\u{1798}\u{17d2}\u{1784}\u{17b6}\u{178f}\u{17cb}",
        "\u{ea5}\u{eb0}\u{eab}\u{eb1}\u{e94}\u{e9c}\u{ec8}\u{eb2}\u{e99}",
        "wagwoord",
        "pasvorto",
        "lykilor\u{f0}",
        "contrasinal",
        "\u{17e}eton",
        "klju\u{10d}",
        "tocyn",
        "gakoa",
        "\u{b9f}\u{bcb}\u{b95}\u{bcd}\u{b95}\u{ba9}\u{bcd}",
        "\u{43a}\u{43b}\u{443}\u{447}",
        "\u{43a}\u{459}\u{443}\u{447}",
        "\u{562}\u{561}\u{576}\u{561}\u{56c}\u{56b}",
        "\u{10d2}\u{10d0}\u{10e1}\u{10d0}\u{10e6}\u{10d4}\u{10d1}\u{10d8}",
        "pasfhocal",
        "ger-tremen",
        "a\u{1e63}\u{ed}n\u{e0}",
        "erayga sirta",
        "\u{441}\u{435}\u{440}\u{441}\u{4af}\u{437}",
        "pakasqa simi",
        "\u{67e}\u{67c}\u{646}\u{648}\u{645}",
        "kalit",
        "ukhiye",
        "lykil",
        "kaai",
        "ma\u{253}alli",
        "mifte",
        "k\u{12b}",
        "\u{a95}\u{ac0}",
        "\u{dba}\u{dad}\u{dd4}\u{dbb}",
        "\u{d1f}\u{d4b}\u{d15}\u{d4d}\u{d15}\u{d7a}",
        "passwuert",
        "nyckel",
        "\u{3ba}\u{3bb}\u{3b5}\u{3b9}\u{3b4}\u{3af}",
        "\u{5de}\u{5e4}\u{5ea}\u{5d7}",
        "\u{91f}\u{94b}\u{915}\u{928}",
        "\u{915}\u{941}\u{902}\u{91c}\u{940}",
    ];

    fn names() -> regex_automata::meta::Regex {
        regex_automata::meta::Builder::new()
            .syntax(crate::syntax_config())
            .build(concat!(r"(?i)^(?:", prose_names!(), r")"))
            .unwrap_or_else(|e| panic!("prose_names! does not compile: {e}"))
    }

    #[test]
    fn the_table_names_are_prose_names_pieces() {
        for w in super::TABLE_NAMES {
            assert!(PROSE_NAMES.contains(w), "{w:?} is no piece of PROSE_NAMES");
        }
    }

    #[test]
    fn every_password_name_is_found_by_a_trigger_and_the_names_regex() {
        let re = names();
        // Chat's short names have rules of their own (` pw `, `pwd`); `pass` is the head of
        // `password`, `passwd` and `passphrase`, whose rules leave out the verb.
        for &w in PASSWORD_NAMES {
            assert_eq!(w, w.to_ascii_lowercase(), "{w:?} is compared lower-cased");
            if w.trim() == "pw" {
                continue;
            }
            let spelled = WHOLE.iter().find(|n| n.contains(w)).copied().unwrap_or(w);
            assert!(
                re.is_match(spelled.as_bytes()),
                "password name {w:?} is missing from prose_names!"
            );
            assert!(
                PROSE_NAMES
                    .iter()
                    .any(|t| spelled.to_lowercase().contains(&t.to_lowercase())),
                "password name {w:?} has no trigger in PROSE_NAMES"
            );
        }
    }

    #[test]
    fn every_prose_trigger_lies_inside_a_name_of_the_regex() {
        let re = names();
        for t in PROSE_NAMES {
            let name = WHOLE
                .iter()
                .find(|w| w.contains(&t.to_lowercase()) || w.to_uppercase().contains(t));
            let Some(name) = name else {
                panic!("trigger {t:?} names nothing the regex spells out");
            };
            assert!(
                re.is_match(name.as_bytes()),
                "{name:?} (trigger {t:?}) is not in prose_names!"
            );
        }
    }
}

/// [`bound_below`] reads as the five lines' scan it replaced: each needle at every column
/// around the 400-byte cut, on each line around the fifth, and across the 2 KiB cut.
#[cfg(test)]
mod bound_below_reach {
    use super::bound_below;

    fn by_lines(rest: &[u8]) -> bool {
        rest.get(..rest.len().min(2048))
            .unwrap_or_default()
            .split(|b| *b == b'\n')
            .take(5)
            .any(|line| {
                let line = line.get(..line.len().min(400)).unwrap_or_default();
                line.windows(8).any(|w| w == b"Params: ") || line.windows(5).any(|w| w == b") <- ")
            })
    }

    #[test]
    fn it_reads_as_far_as_the_lines_did() {
        let mut seen = [0usize; 2];
        for needle in [
            b"Params: ".as_slice(),
            b") <- ",
            b"Params:",
            b") <-",
            b"params: ",
        ] {
            for line in 0..7 {
                for col in (0..12).chain(385..=400).chain(2030..2050) {
                    for len in [col + needle.len(), 399, 400, 401, 2100] {
                        let mut text: Vec<u8> = Vec::new();
                        for _ in 0..line {
                            text.extend_from_slice(b"Rows: (1, 2) <-x\n");
                        }
                        let mut row = vec![b'x'; len.max(col + needle.len())];
                        if let Some(at) = row.get_mut(col..col + needle.len()) {
                            at.copy_from_slice(needle);
                        }
                        text.extend_from_slice(&row);
                        text.extend_from_slice(b"\nnext");
                        let want = by_lines(&text);
                        assert_eq!(bound_below(&text), want, "line {line} col {col} len {len}");
                        if let Some(n) = seen.get_mut(usize::from(want)) {
                            *n += 1;
                        }
                    }
                }
            }
        }
        // Both answers occur: the cases reach past each bound and stay inside it.
        assert!(seen.iter().all(|n| *n > 100), "{seen:?}");
    }
}
