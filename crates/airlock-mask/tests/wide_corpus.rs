//! The wide corpus, small and deterministic (see `wide/mod.rs`): recall per context family on
//! both parts, placeholders and expressions left alone, and few findings in clean third-party
//! text (the sources of the crates this workspace locks, from the cargo registry).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod wide;

use airlock_mask::Masker;
use wide::Part;

/// Cases per context and part.
const PER_CONTEXT: usize = 9;

#[test]
fn recall_per_family_is_at_least_99_percent_on_both_parts() {
    let m = Masker::new();
    assert!(wide::CONTEXTS.len() >= 100, "at least 100 contexts");
    for part in [Part::Tuning, Part::HeldOut] {
        let cases = wide::cases(part, PER_CONTEXT);
        let score = wide::score(&m, &cases);
        let low: Vec<_> = score
            .by_family
            .iter()
            .filter(|(_, n, found)| (*found as f64) < 0.99 * *n as f64)
            .collect();
        assert!(
            low.is_empty(),
            "{part:?}: families under 99%: {low:?}\nmissed:\n{}",
            score.missed.join("----\n")
        );
    }
}

#[test]
fn placeholders_and_expressions_stay() {
    let m = Masker::new();
    let masked: Vec<String> = wide::stays()
        .into_iter()
        .filter(|t| !m.findings(t).is_empty())
        .map(|t| format!("{t} -> {}", m.mask(&t)))
        .collect();
    assert!(masked.is_empty(), "masked:\n{}", masked.join(""));
}

#[test]
fn low_entropy_passwords_under_password_keys_are_masked() {
    let m = Masker::new();
    for t in [
        "DB_PASSWORD=hunter2hunter2\n",
        "password = \"hunter2hunter2\"\n",
        "  password: hunter2hunter2\n",
        "<password>hunter2hunter2</password>\n",
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains("hunter2"), "{t} -> {out}");
    }
}

#[test]
fn clean_third_party_text_has_at_most_one_finding_per_mib() {
    let lock = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.lock");
    let dirs = wide::locked_crate_dirs(&lock);
    assert!(
        dirs.len() >= 20,
        "the cargo registry holds the sources of only {} locked crates: run `cargo fetch` first",
        dirs.len()
    );
    let text = wide::clean_text(&dirs, &["rs", "md", "toml", "json"], 4 << 20);
    assert!(
        text.len() >= 4 << 20,
        "only {} bytes of clean text",
        text.len()
    );
    let m = Masker::new();
    let findings = m.findings(&text);
    let mib = text.len() as f64 / f64::from(1u32 << 20);
    let shown: Vec<String> = findings
        .iter()
        .map(|f| {
            let ls = text[..f.start].rfind('\n').map_or(0, |i| i + 1);
            let le = text[f.end..].find('\n').map_or(text.len(), |i| f.end + i);
            format!("{}: {}", f.rule, &text[ls..le.min(ls + 200)])
        })
        .collect();
    assert!(
        findings.len() as f64 <= mib,
        "{} findings in {mib:.1} MiB:\n{}",
        findings.len(),
        shown.join("\n")
    );
}

/// The classes of ordinary text that once read as generic secrets: a key whose last word names
/// something about the secret, values that are addresses, paths or dotted numbers, constants and
/// method names, string lists, literals joined into expressions, calls that are not setters.
#[test]
fn values_that_name_something_else_stay() {
    let m = Masker::new();
    for t in [
        "auth_header = 'Proxy-Authorization'\n",
        "passwordFile: /etc/app/db-password.txt\n",
        "token_url = \"oauth2.service/token/v1\"\n",
        "secretName: tls-cert-2024\n",
        "password_hash = \"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\"\n",
        "HANDLERS = [\"HTTPBasicAuthHandler\", \"ProxyDigestAuthHandler\"]\n",
        "OLDPWD: '/home/dev/project/src'\n",
        "serverAuth = \"1.3.6.1.5.5.7.3.1\"\n",
        "api_key: localhost:8443\n",
        "auth_endpoint = \"https://login.service.test/oauth2/authorize\"\n",
        "capabilities = 'IMAP4 AUTH=SCRAM-SHA-256'\n",
        "modules = ['lib/passwd', 'lib/server', 'lib/admin2']\n",
        "fields = (\"tokens\", \"symbol2label\")\n",
        "long_auth = 'user2name:' + suffix\n",
        "password = \"%s-%d\" % (prefix, n)\n",
        "pass_through = enabled2\n",
        "bypass = 'route-42a'\n",
        "    t.pass(\"tests/ui/multi_line.rs\");\n",
        "ok = check_password(\"wombat1977\")\n",
        "tokens = text.tokenize(\"abc123def\")\n",
        "description: >\n  A password of 12 characters\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Secret-named keys beyond `password`/`secret`/`token`: a password as a key's last word
/// (`SMTP_PASS`), passphrases (also of words), encryption, master and signing keys; a secret's
/// default in a declaration; a literal first argument pair; XML's value element after the
/// name; a setter's literal argument; a YAML block scalar.
#[test]
fn more_secret_names_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        ("RABBITMQ_DEFAULT_PASS=wombat1977\n", "wombat1977"),
        ("smtp_pass: \"Wombat_77!\"\n", "Wombat_77!"),
        ("gpg_passphrase = \"mango-kiwi-fig\"\n", "mango-kiwi-fig"),
        ("SSH_PASSPHRASE=mango.kiwi12\n", "mango.kiwi12"),
        ("keyPassphrase: 'Tundra1999'\n", "Tundra1999"),
        (
            "encryption_key = \"9f8e7d6c5b4a39281706f5e4d3c2b1a0\"\n",
            "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        ),
        ("MASTER_KEY=Zx81Qw72Er63Ty54Ui45\n", "Zx81Qw72Er63Ty54Ui45"),
        (
            "signingKey: \"dGhpcyBpcyBhIHRlc3Qga2V5\"\n",
            "dGhpcyBpcyBhIHRlc3Qga2V5",
        ),
        (
            "parser.add_argument(\"--api-token\", default=\"f00dbabe1234deadbeef99\")\n",
            "f00dbabe1234deadbeef99",
        ),
        (
            "variable \"db_password\" {\n  default = \"wombat1977\"\n}\n",
            "wombat1977",
        ),
        ("os.Setenv(\"DB_PASSWORD\", \"wombat1977\")\n", "wombat1977"),
        ("{\"password\", \"wombat1977\"},\n", "wombat1977"),
        (
            "psql postgres://app:wombat1977@db.example.net.internal/app\n",
            "wombat1977",
        ),
        (
            "<entry><key>password</key><value>wombat1977</value></entry>\n",
            "wombat1977",
        ),
        (
            "<setting name=\"Password\" serializeAs=\"String\"><value>wombat1977</value></setting>\n",
            "wombat1977",
        ),
        ("    .password(\"wombat1977\")\n", "wombat1977"),
        (
            "builder.setApiKey(\"f00dbabe1234deadbeef99\");\n",
            "f00dbabe1234deadbeef99",
        ),
        ("vars:\n  DB_PASSWORD: >-\n    wombat1977\n", "wombat1977"),
        ("secret: |\n  wombat1977xyz\n", "wombat1977xyz"),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}
