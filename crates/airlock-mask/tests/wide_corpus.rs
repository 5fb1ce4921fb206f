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

/// Second round's classes: a Ruby frozen literal, a literal fallback after `||` or `??`, JSON's
/// name/value pair (Kubernetes env, ECS task definitions, Azure app settings), a setter whose
/// name is more than a keyword (`setClientSecret`, a builder's `.webhook_secret`).
#[test]
fn fallbacks_pairs_and_longer_setters_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        ("DB_PASSWORD = \"wombat1977\".freeze\n", "wombat1977"),
        (
            "  api_token: 'f00dbabe1234deadbeef99'.freeze,\n",
            "f00dbabe1234deadbeef99",
        ),
        (
            "const apiKey = process.env.API_KEY || \"f00dbabe1234deadbeef99\";\n",
            "f00dbabe1234deadbeef99",
        ),
        (
            "password = ENV['DB_PASSWORD'] || 'wombat1977'\n",
            "wombat1977",
        ),
        (
            "const pw = process.env.SMTP_PASS ?? 'Wombat_77!';\n",
            "Wombat_77!",
        ),
        (
            "$token = $_ENV[\"AUTH_TOKEN\"] ?? \"Zx81Qw72Er63Ty54Ui45\";\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "[{\"name\":\"DB_PASSWORD\",\"value\":\"wombat1977\"}]\n",
            "wombat1977",
        ),
        (
            "{ \"name\": \"STRIPE_SECRET_KEY\", \"value\": \"Zx81Qw72Er63Ty54Ui45\" }\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "{\"appSettings\":[{\"name\":\"ClientSecret\",\"value\":\"f00dbabe1234deadbeef99\",\"slotSetting\":false}]}\n",
            "f00dbabe1234deadbeef99",
        ),
        (
            "{'name': 'api_token', 'value': 'wombat1977'}\n",
            "wombat1977",
        ),
        (
            "builder.setClientSecret(\"Zx81Qw72Er63Ty54Ui45\");\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        ("cfg.set_db_password(\"wombat1977\")\n", "wombat1977"),
        (
            "opts.withAuthToken('f00dbabe1234deadbeef99')\n",
            "f00dbabe1234deadbeef99",
        ),
        ("    .webhook_secret(\"wombat1977\")\n", "wombat1977"),
        (
            "client.SetAPIKey(\"Zx81Qw72Er63Ty54Ui45\")\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// The near misses of those classes: a fallback that is an expression or a placeholder, a pair
/// whose value is a reference or whose name names something else, a method that acts on a
/// secret rather than setting one, a literal joined into an expression.
#[test]
fn near_misses_of_fallbacks_pairs_and_setters_stay() {
    let m = Masker::new();
    for t in [
        "const apiKey = process.env.API_KEY || defaultKey;\n",
        "const token = opts.token ?? getToken();\n",
        "password = ENV['DB_PASSWORD'] || ''\n",
        "const apiKey = process.env.API_KEY || \"<your-api-key>\";\n",
        "const secret = process.env.SECRET || '${SECRET}';\n",
        "[{\"name\":\"DB_PASSWORD\",\"valueFrom\":\"arn:aws:ssm:eu-west-1:1:parameter/db2\"}]\n",
        "{\"name\":\"DB_PASSWORD\",\"value\":\"${DB_PASSWORD}\"}\n",
        "{\"name\":\"password_file\",\"value\":\"/run/secrets/db2\"}\n",
        "ok = client.verify_token(\"abc123def456\")\n",
        "s = vault.get_secret(\"db-password-2\")\n",
        "h = bcrypt.hash_password(\"wombat1977\")\n",
        "resetPassword(\"user2name\")\n",
        "LABEL = \"prefix2\".freeze + suffix\n",
        "name = (token || 'anonymous')\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A generated key's alphabet (Django's `SECRET_KEY` among them) holds parentheses, `%` and
/// `$`: an unquoted value with them, or opening with `%` or `$` and a symbol, is a secret.
#[test]
fn unquoted_generated_keys_with_parentheses_and_percent_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "DJANGO_SECRET_KEY=k9#v!x@2m$z^8q&w*e(r)t_y+u=i-o\n",
            "t_y+u=i-o",
        ),
        ("secret_key = a)b9(c^d&e*f!g2h\n", "c^d&e*f!g2h"),
        ("SECRET_KEY: 7(x=!k2@p%q)w9\n", "q)w9"),
        ("app.signing_key=%k9v!x@2m$z^8q&w\n", "k9v!x@2m"),
        ("API_TOKEN=$!x9Qp2(r)Lm7\n", "Qp2(r)Lm7"),
        ("    secret_key_base: a7(c)d9e8f7g6h5\n", "d9e8f7g6h5"),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// Their near misses: a call, a group, a command substitution, a format field, a reference.
#[test]
fn calls_groups_substitutions_and_references_stay() {
    let m = Masker::new();
    for t in [
        "password = getpass()\n",
        "password = getpass.getpass(prompt2)\n",
        "api_key = base64.b64decode(raw2)\n",
        "token=tokenize(text2),\n",
        "auth=auth(a2,b)\n",
        "password = (input2(\"x\"))\n",
        "PASSWORD=$(cat /run/secrets/pw2)\n",
        "password=%(db_password2)s\n",
        "PASSWORD=%DB_PASSWORD2%\n",
        "password=$DB_PASS2\n",
        "secret=${VAULT_SECRET2}\n",
        "password = \"%s\"\n",
        "    let tokens = quote!(#receiver2);\n",
        "    pub fn with_auth(mut self, mut auth: HeaderValue2) -> Self {\n",
        "conn = Client(addr, authkey=self._authkey2)\n",
        "tokens = fn(instring2, tokens_start, ret_tokens)\n",
        "ctx.load_cert_chain(CERTFILE, password=getpass_exception2)\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A conversion that wraps a literal (`String::from`, `Some`, `SecretString::new`, `str`,
/// `Buffer.from`) leaves it a literal; another call's literal argument is a name or an input.
#[test]
fn wrapped_literals_are_masked_and_other_calls_stay() {
    let m = Masker::new();
    for (t, v) in [
        (
            "    db_password: String::from(\"wombat1977\"),\n",
            "wombat1977",
        ),
        (
            "    api_token: Some(\"Zx81Qw72Er63Ty54Ui45\".to_string()),\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "let secret = SecretString::new(\"f00dbabe1234deadbeef99\".into());\n",
            "f00dbabe1234deadbeef99",
        ),
        ("password = str('wombat1977')\n", "wombat1977"),
        (
            "const apiKey = Buffer.from(\"Zx81Qw72Er63Ty54Ui45\");\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "auth_token = String( 'f00dbabe1234deadbeef99' )\n",
            "f00dbabe1234deadbeef99",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "token = getstring(\"Zx81Qw72Er63Ty54Ui45\")\n",
        "password = os.getenv(\"DB_PASSWORD_2\")\n",
        "api_key: String::from(format!(\"{}-{}\", a, b2)),\n",
        "secret = Some(load_secret2())\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Third round's classes, each across languages: a call's (or a tuple's) literal second argument
/// after a user, when the call's name says credential; a literal fallback or default after a
/// secret-named key; a ternary's branches; a data source name with no scheme; a password on a
/// client's command line.
#[test]
fn calls_fallbacks_ternaries_dsns_and_command_lines_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "client.basic_auth(\"admin\", Some(\"wombat1977\"))\n",
            "wombat1977",
        ),
        (
            "req.SetBasicAuth(\"admin\", \"wombat1977\")\n",
            "wombat1977",
        ),
        (
            ".withCredentials(\"admin\", \"wombat1977\")\n",
            "wombat1977",
        ),
        (
            "new NetworkCredential(\"admin\", \"wombat1977\", \"CORP\")\n",
            "wombat1977",
        ),
        (
            "new UsernamePasswordCredentials(user, \"wombat1977\")\n",
            "wombat1977",
        ),
        (
            "return new PasswordAuthentication(\"admin\", \"wombat1977\".toCharArray());\n",
            "wombat1977",
        ),
        (
            "requests.get(url, auth=(\"admin\", \"wombat1977\"))\n",
            "wombat1977",
        ),
        (
            "smtp.login(\"ops@corp.example\", \"wombat1977\")\n",
            "wombat1977",
        ),
        (
            "password = os.getenv(\"DB_PASSWORD\") or \"wombat1977\"\n",
            "wombat1977",
        ),
        (
            "let pw = env::var(\"DB_PASSWORD\").unwrap_or(\"wombat1977\".into());\n",
            "wombat1977",
        ),
        (
            "let t = env::var(\"API_TOKEN\").unwrap_or_else(|_| String::from(\"Zx81Qw72Er63Ty54Ui45\"));\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "val pw = System.getenv(\"DB_PASSWORD\") ?: \"wombat1977\"\n",
            "wombat1977",
        ),
        (
            "password = ENV.fetch(\"DB_PASSWORD\") { \"wombat1977\" }\n",
            "wombat1977",
        ),
        (
            "String password = prod ? \"wombat1977\" : \"\";\n",
            "wombat1977",
        ),
        (
            "const token = isProd ? process.env.TOKEN : \"Zx81Qw72Er63Ty54Ui45\";\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "dsn := \"app:wombat1977@tcp(127.0.0.1:3306)/app\"\n",
            "wombat1977",
        ),
        ("mysql -h db -u root -pwombat1977 app\n", "wombat1977"),
        ("sshpass -p wombat1977 ssh admin@host\n", "wombat1977"),
        ("docker login -u bot -p wombat1977 ghcr.io\n", "wombat1977"),
        (
            "curl -H 'Authorization: Basic YWRtaW46d29tYmF0MTk3Nw==' https://api\n",
            "YWRtaW46d29tYmF0MTk3Nw==",
        ),
        (
            "Authorization: token Zx81Qw72Er63Ty54Ui45\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "curl -H \"X-API-Key: Zx81Qw72Er63Ty54Ui45\" https://api\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "jdbc:mysql://db:3306/app?user=app&password=wombat1977&useSSL=false\n",
            "wombat1977",
        ),
        (
            "c = DriverManager.getConnection(url, \"app\", \"wombat1977\");\n",
            "wombat1977",
        ),
        ("$pdo = new PDO($dsn, 'app', 'wombat1977');\n", "wombat1977"),
        (
            "pub static TOKEN: &'static str = \"Zx81Qw72Er63Ty54Ui45\";\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        (
            "<password><![CDATA[wombat1977]]></password>\n",
            "wombat1977",
        ),
        (
            "<key>password</key>\n<string>wombat1977</string>\n",
            "wombat1977",
        ),
        (
            "machine api.corp.com login admin password wombat1977\n",
            "wombat1977",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// Their near misses: no literal, a placeholder or an empty fallback, a verb's call, a format
/// string, a prompt for the password.
#[test]
fn near_misses_of_calls_fallbacks_ternaries_and_command_lines_stay() {
    let m = Masker::new();
    for t in [
        "requests.get(url, auth=(user, password))\n",
        "client.basic_auth(user, Some(pass))\n",
        "token = os.getenv(\"API_TOKEN\") or \"\"\n",
        "password = os.getenv(\"DB_PASSWORD\") or \"<your-password>\"\n",
        "let pw = env::var(\"DB_PASSWORD\").unwrap_or(\"${DB_PASSWORD}\".into());\n",
        "const token = isProd ? getToken() : null;\n",
        "label = hasPassword ? \"Change password\" : \"Set password\"\n",
        "ok = check_password(\"admin\", \"wombat1977\")\n",
        "dsn := fmt.Sprintf(\"%s:%s@tcp(%s)/%s\", user, pass, host, db)\n",
        "dsn := \"app:${DB_PASSWORD}@tcp(db:3306)/app\"\n",
        "mysql -u root -p app\n",
        "sshpass -p \"$SSH_PASS\" ssh admin@host\n",
        "echo \"$TOKEN\" | docker login -u bot --password-stdin ghcr.io\n",
        "    login(user, password)\n",
        "Authorization: Basic ${BASIC_CREDENTIALS}\n",
        "curl -H 'Authorization: Token <token>' https://api\n",
        "jdbc:mysql://db:3306/app?user=app&password=${DB_PASSWORD}&useSSL=false\n",
        "c = DriverManager.getConnection(url, user, password);\n",
        "$pdo = new PDO($dsn, $user, getenv('DB_PASSWORD'));\n",
        "<password><![CDATA[${DB_PASSWORD}]]></password>\n",
        "$Password = ConvertTo-SecureString $Plain -AsPlainText -Force\n",
        "machine api.corp.com login admin password $NETRC_PASSWORD\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Classes of ordinary text in third-party packages that read as generic secrets: a request's
/// bookkeeping tokens (pages, idempotency), a resource type's path, an ARN, a date, a value cut
/// short, a colour, a path of names, a CamelCase name, a grammar's repetition, an enum's
/// specification, a Basic credential of stand-ins, a variable passed on under its own name, a
/// comparison, a regular expression.
#[test]
fn bookkeeping_tokens_types_and_names_stay() {
    let m = Masker::new();
    for t in [
        "      \"output_token\": \"DistributionList.NextMarker\",\n",
        "      \"output_token\": \"StreamDescription.Shards[-1].ShardId\",\n",
        "          \"NextToken\": \"abcdefg123\",\n",
        "          \"ClientRequestToken\": \"a8ca07e4-61ec-4399-99f4-19853801bcd5\",\n",
        "    nextPageToken: 'CAoQAA2x',\n",
        "    \"AWS::IAM::AccessKey\": \"62d91b17309e76c8\",\n",
        "    \"AWS::Route53::KeySigningKey\": \"a9a67ae6c371fcf4\",\n",
        "              \"PasswordLastUsed\": \"2016-09-08T21:47:36Z\",\n",
        "              \"PurchaseToken\": \"eyJ2IjoiMSIsInMiOjEsImMiOi...\",\n",
        "                    Token.Number: '#ansigreen',\n",
        "        :type credential_sourcer: CanonicalNameCredentialSourcer\n",
        " \"RDSCloudHsmAuthorizationRole\": \"arn:aws:iam::aws:policy/service-role/RDSCloudHsmAuthorizationRole\",\n",
        "MLKEM768X25519PrivateKey = rust_openssl.hpke.MLKEM768X25519PrivateKey\n",
        "            \"CustomerMasterKeySpec\": \"RSA_4096\",\n",
        "    [('Authorization', 'Basic dXNlcg==')], {}))\n",
        "    // token = 1*tchar\n",
        "            s3_disable_express_session_auth=s3_disable_express_session_auth2,\n",
        "    fn update(&mut self, token: &char) {\n",
        "        $pass = !$pass;\n",
        "private_key\t= $dir/private/cakey.pem# The private key\n",
        "open_with_auth = socket_timeout(_SOCKET_TIMEOUT)(open_with_auth)\n",
        "tokens[tokens.length-1]==prevPart2?tokens.push(part):x\n",
        "const TOKEN_STRINGS = \"[A-Za-z0-9._~+/-]+=*\";\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A generated key (Django's alphabet) that opens with `$`, `&`, `!` or `*`, or holds
/// parentheses with more of the key after them, is no reference, pointer or call.
#[test]
fn generated_keys_shaped_like_code_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "<password>$q=w(=^7b3)p^dkhx4py8g!pa_n0rl</password>\n",
            "$q=w(=^7b3)p^dkhx4py8g!pa_n0rl",
        ),
        (
            "<Password>&4)o3l8kq+&x%m-&1bcrv0oxh</Password>\n",
            "&4)o3l8kq+&x%m-&1bcrv0oxh",
        ),
        (
            "<entry key=\"password\">aj1d3am)mgl3244s7eb)()$$3$$#-$nb</entry>\n",
            "aj1d3am)mgl3244s7eb)()$$3$$#-$nb",
        ),
        (
            "SECRET_KEY=zlye3(k-c0y)fsve^c=dwwx670fimsx\n",
            "zlye3(k-c0y)fsve^c=dwwx670fimsx",
        ),
        (
            "app.secret==k9#v!x@2m$z^8q&w*e(r)\n",
            "k9#v!x@2m$z^8q&w*e(r)",
        ),
        (
            "client_secret=\"8Rl5ilzWEpm14yGDKALlZgADummYNc==\"\n",
            "8Rl5ilzWEpm14yGDKALlZgADummYNc==",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// A setting named for a service's key with no keyword but `KEY` (`STRIPE_KEY`) holds a key when
/// its value looks generated; a public, a table's or a cache's key, a lower-case name, and a
/// dictionary's key made of words stay.
#[test]
fn service_keys_named_only_key_are_masked_and_their_near_misses_stay() {
    let m = Masker::new();
    for (t, v) in [
        ("STRIPE_KEY=Zx81Qw72Er63Ty54Ui45\n", "Zx81Qw72Er63Ty54Ui45"),
        (
            "  SENDGRID_KEY: \"9f8e7d6c5b4a39281706f5e4d3c2b1a0\"\n",
            "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        ),
        (
            "const OPENAI_KEY = 'Zx81Qw72Er63Ty54Ui45';\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "PUBLIC_KEY=Zx81Qw72Er63Ty54Ui45\n",
        "cache_key = \"Zx81Qw72Er63Ty54Ui45\"\n",
        "FLOW_KEY = 'google_oauth2_flow_{0}'\n",
        "PRIMARY_KEY = \"user_id2\"\n",
        "MAPBOX_KEY=pk1234\n",
        "AFFINITY_KEY = 'compute.googleapis.com/reservation-name'\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A getter that returns a literal, Java's `Optional...orElse("...")`, and a setter or a
/// builder's method named for a key (`setSecretKey`, `.adminPass`).
#[test]
fn getters_or_else_and_key_setters_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "    public String getPassword() { return \"Tiger42!maple\"; }\n",
            "Tiger42!maple",
        ),
        (
            "    def get_api_token(self):\n        return \"Zx81Qw72Er63Ty54Ui45\"\n",
            "Zx81Qw72Er63Ty54Ui45",
        ),
        ("fun getPassword() = \"Tiger42!maple\"\n", "Tiger42!maple"),
        (
            "fn password() -> &'static str { \"Tiger42!maple\" }\n",
            "Tiger42!maple",
        ),
        (
            "String pw = Optional.ofNullable(System.getenv(\"DB_PASSWORD\")).orElse(\"Tiger42!maple\");\n",
            "Tiger42!maple",
        ),
        ("ds.setSecretKey(\"Tiger42!maple\");\n", "Tiger42!maple"),
        ("builder.adminPass(\"Tiger42!maple\")\n", "Tiger42!maple"),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "    public String getToken() { return this.token; }\n",
        "    password() { return \"\" }\n",
        "if (password()) { x = \"Tiger42!maple\" }\n",
        "String pw = Optional.ofNullable(System.getenv(\"DB_PASSWORD\")).orElse(null);\n",
        "    t.pass(\"tests/ui/multi_line.rs\");\n",
        "<code>ecdh.setPrivateKey()</code></a> then <a href=\"#ecdh-encoding2\">\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Seventh round: a message that quotes the value after its secret's name (an exception's, a
/// log's), in every language's messages; and the ordinary text that read as one: a request
/// line's `token HTTP/1.1` (the key's own keyword is no authorization scheme), a call whose
/// arguments open on the next line, a list of class names, a class held under a key's name.
#[test]
fn messages_that_quote_a_value_after_its_name_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "LDAPBindError: invalidCredentials for cn=svc,dc=corp with password 'wombat1977'\n",
            "wombat1977",
        ),
        (
            "ERROR c.c.db.Pool - login failed for user 'app' with password \"Tundra.1999\"\n",
            "Tundra.1999",
        ),
        (
            "Error: Invalid harborAdminPassword 'Wombat77!'\n",
            "Wombat77!",
        ),
        (
            "raise ValueError(\"bad api_secret 'f00dbabe1234deadbeef99'\")\n",
            "f00dbabe1234deadbeef99",
        ),
        (
            "panicked at 'rejected smtp_pass \"mango-kiwi-fig\"', src/main.rs:4:5\n",
            "mango-kiwi-fig",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        // Placeholders, format fields and expressions stay.
        "Error: invalid password '{0}'\n",
        "log.warn(\"rejected token '%s'\", tok)\n",
        "login failed with password '<redacted>'\n",
        "Invalid apiKey 'xxxxxxxxxxxx'\n",
        "with password '${DB_PASSWORD}'\n",
        // `pass` as a verb, a value that goes on into code.
        "#* Obviously pass \"HintPep484TypeVarFree\" as a new hidden parameter\n",
        "print(\"token \" + 'abc123def' + x)\n",
        // The classes that read as secrets in ordinary code.
        "POST /token HTTP/1.1\nHost: server.example.com\n",
        "    auth = Auth0MCPProvider(\n        config_url=url,\n    )\n",
        "__all__ = [\"AsyncOAuth1Mixin\", \"AsyncOAuth2Mixin\"]\n",
        "    PRIVATE_KEY_CLS = RSAPrivateKeyWithSerialization\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A stand-in word with a symbol added, as with a number (`changeme!`, `secret!`), or after
/// `super` (`supersecret26`), is a weak password someone deployed; the password's own name
/// (`secret`) stays.
#[test]
fn stand_ins_with_a_symbol_added_are_weak_passwords() {
    let m = Masker::new();
    for (t, v) in [
        (
            "postgresql://app:changeme!@db.corp.internal:5432/app\n",
            "changeme!",
        ),
        ("redis://:secret!@cache.corp.internal:6379/0\n", "secret!"),
        ("DB_PASSWORD=supersecret26\n", "supersecret26"),
        ("password: \"Password#\"\n", "Password#"),
        ("<password>Password123</password>\n", "Password123"),
        ("mail.smtp.password:Password123\n", "Password123"),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "password = \"secret\"\n",
        "fn connect(host: &str, password: Secret2) -> Conn {\n",
        "    login(user=user, password=password2, retries=3)\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A literal in a conversion that keeps it (`JSON.stringify('...')` of a bundler's `define`,
/// `HeaderValue::from_static("...")` under a header's name); a password by its place in Rust's
/// `Credentials::new(user.to_owned(), ...)`; credentials after their scheme in .NET's
/// `AuthenticationHeaderValue("Bearer", ...)`. Expressions and placeholders there stay.
#[test]
fn conversions_and_credential_constructors_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "define: { __SMTP_PASSWORD__: JSON.stringify('Wombat77!') },\n",
            "Wombat77!",
        ),
        (
            "define: { __SMTP_PASS__: JSON.stringify('Wombat77!') },\n",
            "Wombat77!",
        ),
        (
            "  secret_key = \"/NKzoRHkyo2VFYv8L/MSXocIGwpVUIO0EWMkkWPY\"\n",
            "MSXocIGwpVUIO0EWMkkWPY",
        ),
        (
            "headers.insert(\"x-api-key\", HeaderValue::from_static(\"f00dbabe1234deadbeef99\"));\n",
            "f00dbabe1234deadbeef99",
        ),
        (
            "let creds = Credentials::new(\"mailer\".to_owned(), \"Tundra.1999\".to_owned());\n",
            "Tundra.1999",
        ),
        (
            "c.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue(\"Bearer\", \"f00dbabe1234deadbeef99\");\n",
            "f00dbabe1234deadbeef99",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "define: { __API_TOKEN__: JSON.stringify(process.env.API_TOKEN) },\n",
        "  secret_file = \"/etc/app/secrets/db-password.txt\"\n",
        "  __SMTP_PASS_FILE__: '/run/secrets/smtp_pass',\n",
        "define: { __API_TOKEN__: JSON.stringify('<your-token>') },\n",
        "headers.insert(\"x-api-key\", HeaderValue::from_str(&key)?);\n",
        "let creds = Credentials::new(user.to_owned(), password.to_owned());\n",
        "new AuthenticationHeaderValue(\"Bearer\", token);\n",
        "new AuthenticationHeaderValue(\"Basic\", Convert.ToBase64String(bytes));\n",
        "new AuthenticationHeaderValue(\"Bearer\", \"{{token}}\");\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A session's cookie after other pairs of a `Cookie:` header (`theme=dark; app_session=...`),
/// as the first pair is; a short or worded value there stays.
#[test]
fn a_session_cookie_after_other_pairs_is_masked() {
    let m = Masker::new();
    let t = "Cookie: theme=dark; app_session=9f2Kq7TzW1xLm4Rb8NvC; lang=en\n";
    assert!(!m.mask(t).as_str().contains("9f2Kq7TzW1xLm4Rb8NvC"), "{t}");
    for t in [
        "Cookie: theme=dark; sessionid=abc; lang=en\n",
        "Cookie: theme=dark; session_state=LOGGED_IN_AS_GUEST; lang=en\n",
    ] {
        assert!(m.findings(t).is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A whole stand-in word under a password's key, in a URL's userinfo or after `-u user:` is the
/// password someone deployed (`POSTGRES_PASSWORD=changeme`, `password: "hunter2"`,
/// `WEBDAV_PASS=devpass`, `<password>rootroot</password>`), in every format; placeholders that
/// say so, the key's own name, types, schema words, sources of the value and code stay, as do
/// the same words under keys that name no password.
#[test]
fn stand_in_words_under_a_password_key_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        ("POSTGRES_PASSWORD=changeme\n", "changeme"),
        ("POSTGRES_PASSWORD=supersecret\n", "supersecret"),
        ("export ZIP_ARCHIVE_PASSWORD='devpass'\n", "devpass"),
        ("WIFI_PSK_PASSPHRASE=rootroot\n", "rootroot"),
        ("SMTP_PASS=devpass\n", "devpass"),
        ("    webdav_pass: changeme\n", "changeme"),
        ("  bind_password: \"hunter2\"\n", "hunter2"),
        ("password = 's3cr3t'\n", "s3cr3t"),
        ("mqttBrokerPassword = \"changeme\"\n", "changeme"),
        ("<password>devpass</password>\n", "devpass"),
        (
            "<add key=\"SMTP_PASSWD\" value=\"rootroot\"/>\n",
            "rootroot",
        ),
        (
            "<property name=\"smtp_pass\" value=\"changeme\"/>\n",
            "changeme",
        ),
        ("username=\"app\" password=\"hunter2\"\n", "hunter2"),
        (
            "docker run -e MSSQL_SA_PASSWORD='devpass' -p 1433:1433 img\n",
            "devpass",
        ),
        (
            "  args: [\"-user=app\", \"-password=rootroot\", \"migrate\"]\n",
            "rootroot",
        ),
        ("  --set auth.adminPassword=changeme \\\n", "changeme"),
        (
            "DEFAULTS = {'smtp_pass': 'supersecret', 'workers': 4}\n",
            "supersecret",
        ),
        ("    smtp_pass: str = \"hunter2\"\n", "hunter2"),
        ("const SMTP_PASSWORD: &str = \"changeme\";\n", "changeme"),
        (
            "private const string STORE_PASS = \"rootroot\";\n",
            "rootroot",
        ),
        ("define('SMTP_PASSWORD', 'hunter2');\n", "hunter2"),
        (
            "jdbc:postgresql://pg:5432/hr?user=app&password=changeme&ssl=true\n",
            "changeme",
        ),
        ("postgresql://app:changeme@localhost:5432/app\n", "changeme"),
        (
            "mongodb+srv://app:supersecret@cluster0.example.net/prod\n",
            "supersecret",
        ),
        ("password: supersecret\n", "supersecret"),
        ("curl -u deploy:letmein https://ci.example/api\n", "letmein"),
        // `app:hunter2` in base64.
        (
            "Authorization: Basic YXBwOmh1bnRlcjI=\n",
            "YXBwOmh1bnRlcjI=",
        ),
        (
            "config.x.smtp_pass = ENV.fetch(\"SMTP_PASS\") { \"supersecret\" }\n",
            "supersecret",
        ),
        (
            "$pdo = new PDO('mysql:host=db', 'app', 'devpass');\n",
            "devpass",
        ),
        (
            "starting with flags: --admin-password=devpass --v=2\n",
            "devpass",
        ),
        ("CREATE USER app WITH PASSWORD 'rootroot';\n", "rootroot"),
        ("CREATE USER app WITH PASSWORD 'baseball!';\n", "baseball!"),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "password = os.getenv(\"X\")\n",
        "password: ${DB_PASSWORD}\n",
        "password: <your-password>\n",
        "password: xxxxxxxx\n",
        "password: password\n",
        "password = passwd\n",
        "PASSWORD=password\n",
        "password: String\n",
        "    password: string\n",
        "\"password\": {\"type\": \"string\"}\n",
        "\"password\": \"string\",\n",
        "password = getpass\n",
        "password: str = \"string\"\n",
        "    password: hidden\n",
        "    password: required\n",
        "password = \"secret\"\n",
        "INCORRECT_PASSWD = \"Incorrect\"\n",
        "let password = devpass;\n",
        "{ password: userpass, user }\n",
        "password = devpass + suffix\n",
        "password = \"python\"\n",
        "api_key = \"changeme\"\n",
        "TOKEN=changeme\n",
        "password: your_password\n",
        "password: examplepass\n",
        "postgres://user:password@localhost/app\n",
        "postgres://guest:guest@localhost/app\n",
        "password: ${DB_PASSWORD:-}\n",
        "password = hash_password(raw)\n",
        "password: !vault |\n",
        "  --password string   the password to use\n",
        "CREATE USER app WITH PASSWORD :new_password;\n",
        "# the Shadow 'passwd' service\n",
        "config.x.smtp_pass = ENV.fetch(\"SMTP_PASS\") { \"<your-password>\" }\n",
        // `user:pass` and `user:password` in base64.
        "Authorization: Basic dXNlcjpwYXNz\n",
        "Authorization: Basic dXNlcjpwYXNzd29yZA==\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Passwords people choose to be easy to type, under a password's key in every format: a word
/// typed twice (`testtest`, `adminadmin`), a stand-in made one's own (`mysecret`), a count from
/// 1 with a letter added (`123456789a`), a stand-in with a number (`password16`) as an
/// environment variable's, a connection string's or a configuration line's text (YAML, INI,
/// netrc), `topsecret` with a number or a
/// symbol, a word that merely holds `env` (`development`). The same values under keys that
/// name no password, counts that are a token's stand-in, variables and repeated characters stay.
#[test]
fn weak_passwords_people_choose_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        ("DB_PASSWORD=testtest\n", "testtest"),
        ("    rootPassword: adminadmin\n", "adminadmin"),
        ("        \"PASSWORD\": \"toortoor\",\n", "toortoor"),
        ("<password>rootroot</password>\n", "rootroot"),
        ("password = \"mysecret\"\n", "mysecret"),
        ("  SNOWFLAKE_PASSWORD: \"mysecret2\"\n", "mysecret2"),
        (
            "CREATE ROLE app WITH LOGIN PASSWORD 'mysecret';\n",
            "mysecret",
        ),
        ("password = \"123456789a\"\n", "123456789a"),
        ("  db_passwd: \"123456789a7\"\n", "123456789a7"),
        (
            "$ ./gradlew publish -PsmtpRelayPasswd=1234567q! --no-daemon\n",
            "1234567q!",
        ),
        ("DB_PASSWORD=password16\n", "password16"),
        (
            "\"Server=db;Database=hr;User Id=app;Password=password1;Encrypt=True\"\n",
            "password1",
        ),
        (
            "<user username=\"ops\" password=\"topsecret1!\" roles=\"admin\"/>\n",
            "topsecret1!",
        ),
        ("  odoo_master_password: development\n", "development"),
        (
            "connectionString=\"Data Source=sql02;User ID=etl;Password=adminadmin;Encrypt=True\"\n",
            "adminadmin",
        ),
        (
            "new SqlConnection(\"Server=tcp:db,1433;User Id=b;Password=testtest;TrustServerCertificate=true\");\n",
            "testtest",
        ),
        (
            "[ReportsDSN]\nUsername = app\nPassword = password19\n",
            "password19",
        ),
        ("  smtp_password: password14\n", "password14"),
        (
            "machine api.example\n  login tsato\n  password password1\n",
            "password1",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "api_key = \"testtest\"\n",
        "token: adminadmin\n",
        "api_key = \"123456789a\"\n",
        "password = \"1234567890abcdef\"\n",
        "password = password1\n",
        "connect(password=password16, user=name)\n",
        "password: xxxxxxxx\n",
        "password_source: environment\n",
        "password = \"secret\"\n",
        "password: examplepass\n",
        "password = devpass;\n",
        "let password = rootroot; let x = 1;\n",
        "    password = password1\n",
        "def connect(password=password1):\n",
        "Password = password\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A value that prose gives after a secret's name, as chat and logs write it: a linking verb
/// (`the bot's token is ...`, `the secret was ...`, `the password is ...`) or the name after
/// `using`/`with` and a word or two (`using token ...`, `with the deploy token ...`). Prose
/// that says what a token is, not which, stays: words, numbers, references, placeholders.
#[test]
fn values_prose_gives_after_a_secret_name_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "the bot's token is 2d1582df69aa3f97085aca506951a1d9 if you need it\n",
            "2d1582df69aa3f97085aca506951a1d9",
        ),
        (
            "[09:42] jonas: the token is MzM4NzIyOTAzMDE0NDM5Mzc0.yKeR_b.fCvdRNBIf0Q8FOvmtlhExEv4OfNt\n",
            "MzM4NzIyOTAzMDE0NDM5Mzc0",
        ),
        (
            "Secret was 4vrjl36ymnt5sdeedpygz4xt5d.\n",
            "4vrjl36ymnt5sdeedpygz4xt5d",
        ),
        ("ok the password is Summer2024! dont share\n", "Summer2024!"),
        ("the new PASSWORD IS `Tundra.1999x` btw\n", "Tundra.1999x"),
        (
            "DEBUG VendorClient - using token X.9!E.OVsXQ.xOk_P0!1 for tenant 42\n",
            "X.9!E.OVsXQ.xOk_P0!1",
        ),
        (
            "connecting with the deploy token glx7Yq2mVb9Lk3Pz8QwR4tN for the release\n",
            "glx7Yq2mVb9Lk3Pz8QwR4tN",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "the token is base64url-encoded\n",
        "the token is valid for 3600 seconds\n",
        "The password is required when secret is empty.\n",
        "the secret is stored in /etc/app/secret.key\n",
        "using token authentication with password hashing\n",
        "the token is ${GITHUB_TOKEN}\n",
        "the token was <redacted>\n",
        "your password is password\n",
        "The token is a JWT signed with RS256.\n",
        "the token is xxxxxxxxxxxxxxxxxxxxxxxx\n",
        "the token is sha256-hashed before storage\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A settings table's row that a statement sets by its name, the name after the value:
/// `UPDATE settings SET value = '...' WHERE name = 'payments.secret_key'`, in either case, on
/// one line or two, with other columns set beside it. A flag, a label, an empty value, a query
/// that reads the row, and a row whose name is about a secret but holds no generated value stay.
#[test]
fn settings_rows_set_by_a_secret_name_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "UPDATE settings SET value = 'FLWSECK_TEST-9ca2c626f5ac50deb764679235a74e4e-X', updated_at = now()\n WHERE name = 'payments.secret_key';\n",
            "9ca2c626f5ac50deb764679235a74e4e",
        ),
        (
            "update app_config set config_value='sk_sbox_sq3wwssz5x998s8th8jh56ij8m' where config_key='stripe.api_key';\n",
            "sq3wwssz5x998s8th8jh56ij8m",
        ),
        (
            "UPDATE integrations SET val = 'Zq8vXw3LmP9rT4yB7nC1dF6gH0kJ2' WHERE integrations.key = 'notion.token';\n",
            "Zq8vXw3LmP9rT4yB7nC1dF6gH0kJ2",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "UPDATE settings SET value = 'true' WHERE name = 'payments.secret_key_enabled';\n",
        "UPDATE settings SET value = 'payments-v2' WHERE name = 'token_issuer';\n",
        "UPDATE settings SET value = '' WHERE name = 'payments.secret_key';\n",
        "SELECT value FROM settings WHERE name = 'payments.secret_key';\n",
        "UPDATE settings SET value = 'https://vault.internal/v1/kv' WHERE name = 'secret_store';\n",
        "UPDATE users SET last_login = now() WHERE token = 'abc';\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A provider's token under a secret's name whose shape an earlier check took for something
/// else: dotted parts, one of them issued at random, are no path of names (Dynatrace's
/// `dt0c01.`, Mapbox's `sk.eyJ1...`, Doppler's `dp.st.`, Terraform Cloud's `.atlasv1.`); a
/// `secret_` or `token_` prefix before a part issued at random is no stand-in (Notion's,
/// Supabase's `sb_secret_`). Dotted names of code and stand-ins that go on with words stay.
#[test]
fn issued_tokens_with_dots_or_secret_prefixes_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "  TELEGRAM_NOTIFY_TOKEN = \"dt0c01.QHZLFHOCQS331P3PSP0AT4P0.EDSUS0B3SZZQUOBYX2DAKZCW448QA71YYUZRAX8DW282IDOLES5766SDKE3NDRJL\"\n",
            "EDSUS0B3SZZQUOBYX2DAKZCW448QA71YYUZRAX8DW282",
        ),
        (
            "  api_token: \"sk.eyJ1IjoiZmJ6cGh0ZyIsImEiOiJjbHRkbTRvd3ZwdzA3ZXR0emtub241eWFxIn0.Eww1Lyr6uFYr3YxDk9KgO2\"\n",
            "Eww1Lyr6uFYr3YxDk9KgO2",
        ),
        (
            "    VERCEL_PREVIEW_TOKEN = \"dp.st.dev.Z9e0DzZBCm9wgzDoI7k5MzgOcboCcNlXSWN6LXQ4Rhc\";\n",
            "Z9e0DzZBCm9wgzDoI7k5MzgOcboCcNlXSWN6LXQ4Rhc",
        ),
        (
            "export R2_SECRET=nfZnineKW6OZzk.atlasv1.HFLfZ8v6LrhthAjdXR7Q5sHe9ZGZMGgYRnKopEhQVVXridKVZBD8\n",
            "HFLfZ8v6LrhthAjdXR7Q5sHe9ZGZMGgYRnKopEhQVVXridKVZBD8",
        ),
        (
            "  POSTHOG_PROJECT_SECRET = \"secret_nhKpEDaUERb6qlsTqXF2oBcrrIxHBfx3lFkm34uIpSO\"\n",
            "nhKpEDaUERb6qlsTqXF2oBcrrIxHBfx3lFkm34uIpSO",
        ),
        (
            "        .bearer_auth(\"secret_VWsqHuisl37RYo5tirxQqm0Znhxy9fHxqWycwQSHPEH\")\n",
            "VWsqHuisl37RYo5tirxQqm0Znhxy9fHxqWycwQSHPEH",
        ),
        (
            "api_token = \"sb_secret_NaJAqrFb4acStNM_3X-fAiPTX2FgbFg\"\n",
            "NaJAqrFb4acStNM_3X-fAiPTX2FgbFg",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "token_class = \"com.example.auth.TokenService\"\n",
        "private_key: \"rust_openssl.hpke.MLKEM768Key\"\n",
        "token = rust_openssl.hpke.MLKEM768Key\n",
        "secret = \"secret_key_for_development_only\"\n",
        "api_key = \"your_secret_token_here\"\n",
        "secret_backend = \"vault.kv2.SecretBackendV2\"\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A stand-in password as a default or a command line's property: a shell expansion's
/// `${DB_PASSWORD:-redispass}`, a Spring placeholder's `${app.db_password:development}`, Gradle's
/// `-Pname_passphrase=changethis` before more options. A template's default that asks to be
/// changed, an expansion with no default, a reference and a make variable stay.
#[test]
fn stand_in_defaults_and_command_line_properties_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "      VERDACCIO_PUBLISH_PASSWORD: ${VERDACCIO_PUBLISH_PASSWORD:-redispass}\n",
            "redispass",
        ),
        ("export SMTP_PASS=\"${SMTP_PASS:-rootroot}\"\n", "rootroot"),
        (
            "    @Value(\"${partner.odoo_master_password:development}\")\n",
            "development",
        ),
        (
            "$ ./gradlew publish -Pzip_archive_passphrase=changethis --no-daemon\n",
            "changethis",
        ),
        (
            "$ ./gradlew publish -PldapSyncBindPasswd=development --no-daemon\n",
            "development",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "password: ${Password:-changeme}\n",
        "    @Value(\"${partner.odoo_master_password}\")\n",
        "password: ${DB_PASSWORD:-}\n",
        "java -Ddb.password=${DB_PASSWORD} -jar app.jar\n",
        "make deploy-password=rootroot now\n",
        "x = {password: devpass}\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A client's `auth` method takes a password (Redis's `AUTH`): its one literal argument
/// (`jedis.auth("...")`) or its second after a user (`red:auth(user, "...")`,
/// `basic_auth("app", Some("..."))`), a stand-in word or a count from 1 included. A class whose
/// name ends in `Auth`, a middleware's option, and calls of no argument stay.
#[test]
fn an_auth_method_s_literal_is_a_password() {
    let m = Masker::new();
    for (t, v) in [
        ("            jedis.auth(\"changethis\");\n", "changethis"),
        ("            jedis.auth(\"123456789a5\");\n", "123456789a5"),
        ("    client.auth('mysqlroot')\n", "mysqlroot"),
        (
            "local ok, err = red:auth(\"qa_runner\", \"redispass\")\n",
            "redispass",
        ),
        (
            "let r = client.get(u).basic_auth(\"app\", Some(\"rootroot\")).send();\n",
            "rootroot",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "        signer = SigV4Auth(credentials, 'codecommit', region)\n",
        "app.use(auth(\"required\"));\n",
        "firebase.auth().signInWithPopup(provider);\n",
        "passport.authenticate(\"facebook\");\n",
        "    client.auth(password)\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A setting whose dotted name ends in `login` but holds a token (SonarQube's `sonar.login`),
/// in a properties file, with blanks, as a command line's property; a user's name, a
/// reference and an e-mail address there stay.
#[test]
fn tokens_under_a_dotted_login_setting_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "sonar.host.url=https://sonar.corp.example\nsonar.login=4PeLJoTjdPPvLyTBOdr7EiesqcPota-H8e7oTQlVF_DphVL9_3fLCg\n",
            "4PeLJoTjdPPvLyTBOdr7EiesqcPota",
        ),
        (
            "sonar.login=qrr818o0ij0aahy28f6yt6125n0680oczovf\n",
            "qrr818o0ij0aahy28f6yt6125n0680oczovf",
        ),
        (
            "mvn sonar:sonar -Dsonar.login=f1456d00-8bff-4718-a6e1-e8672af83e7d\n",
            "f1456d00-8bff-4718-a6e1-e8672af83e7d",
        ),
        (
            "sonar.login = SBNvENhSQzFIR4J0CQ4S\n",
            "SBNvENhSQzFIR4J0CQ4S",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "sonar.login=admin\n",
        "sonar.login=${SONAR_TOKEN}\n",
        "spring.datasource.login=report_generator_user\n",
        "user.login: john.smith@example.com\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A name that ` :: ` follows is one of a list of names, not a value: a test runner's result
/// line (LLVM lit's `PASS: suite :: test.py`, under a check's prefix or not) and a type
/// signature's `pass :: Type`. A password followed by prose, or by `::` with no blank (a path),
/// keeps its own judgement.
#[test]
fn names_listed_with_double_colons_stay() {
    let m = Masker::new();
    for t in [
        "# CHECK: PASS: shtest-format-argv0 :: argv0.txt\n",
        "# CHECK-FILTER-DAG: {{^}}PASS: top-level-suite :: a :: test-xfail.txt\n",
        "PASS: custom-result-category :: test1.txt\n",
        "  CUSTOM_PASS: does-not-substitute-no-limit :: test.py\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
    for (t, v) in [
        ("DB_PASSWORD: Tundra.1999x\n", "Tundra.1999x"),
        (
            "DB_PASSWORD: Tundra.1999x # rotated monthly\n",
            "Tundra.1999x",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// An assignment in a column that a formatter aligns (gofmt's `const` and `var` blocks,
/// Terraform's and HCL's `=`, a Python settings module): the blanks before the operator run
/// past three. Expressions there stay.
#[test]
fn assignments_in_aligned_columns_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "const (\n\tdefaultRegion = \"ap-southeast-1\"\n\tsmtpPassword      = \"Tundra.1999\"\n)\n",
            "Tundra.1999",
        ),
        (
            "resource \"aws_db_instance\" \"main\" {\n  engine         = \"postgres\"\n  password       = \"f00dbabe1234deadbeef99\"\n}\n",
            "f00dbabe1234deadbeef99",
        ),
        ("API_TOKEN\t\t\t= 'Wombat77!maple'\n", "Wombat77!maple"),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "  password       = var.db_password\n",
        "\tsmtpPassword      = os.Getenv(\"SMTP_PASSWORD\")\n",
        "  password       = random_password.db.result\n",
        "API_TOKEN            = None\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A password quoted as code in Markdown prose (an incident note's `` with password `...` ``);
/// a storage account's key under a kebab-case name (`azure.storage.account-key=`); a lookup of
/// the environment under another name with a literal fallback (`password: <%= ENV['DB_PW'] ||
/// '...' %>`); a here-string fed to a login (`gh auth login --with-token <<< ...`); an API key
/// in a URL's query (`&key=...`). Their placeholders, expressions and words stay.
#[test]
fn prose_code_spans_kebab_keys_env_fallbacks_here_strings_and_query_keys_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "- 14:02 UTC: logged into the bastion as `ops` with password `Tundra.1999` from the runbook\n",
            "Tundra.1999",
        ),
        (
            "azure.storage.account-key=Chp+Sb4a5IFfXWTvfk7UxIEF/ZJZX5YMwMTtoWTYRuEhsmQzIMnqqExm0JPt0FRSTIwyUq3XbjNzJguejHyi5w==\n",
            "Chp+Sb4a5IFfXWTvfk7UxIEF",
        ),
        (
            "  password: <%= ENV['DB_PW'] || 'Tundra.1999' %>\n",
            "Tundra.1999",
        ),
        (
            "  password: <%= ENV['DB_PW'] || 'supersecret' %>\n",
            "supersecret",
        ),
        (
            "password = os.environ.get('PW') or 'Wombat77!maple'\n",
            "Wombat77!maple",
        ),
        (
            "$ gh auth login --with-token <<< rkm8aLsympjuIH0Kgk1gJSh1J\n",
            "rkm8aLsympjuIH0Kgk1gJSh1J",
        ),
        (
            "curl 'https://maps.example/api/geocode/json?address=Main+St&key=4b9ad276-643c-49d3-b51a-d3b17f5ef3f0'\n",
            "4b9ad276-643c-49d3-b51a-d3b17f5ef3f0",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "set the `password` field to `required`\n",
        "the password `{{ .Values.pw }}` is rendered\n",
        "azure.storage.account-key=${AZURE_STORAGE_KEY}\n",
        "account-key: <your-key>\n",
        "  password: <%= ENV['DB_PW'] %>\n",
        "  password: <%= ENV['DB_PW'] || '<your-password>' %>\n",
        "password: process.env.DB_PW || '',\n",
        "password: process.env.DB_PW || defaults.pw,\n",
        "$ gh auth login --with-token <<< \"$GH_TOKEN\"\n",
        "cat <<< hello12345678\n",
        "https://x.example/api?key=YOUR_API_KEY_HERE\n",
        "https://x.example/cache?key=user_profile\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A token after a JSON string's escaped line break starts a word as after a real one (a tool's
/// result quoting a terminal's `...\neyJ...`); the one word a decoding command prints on the
/// next line (`kubectl get secret ... | base64 -d`) is the secret, in a transcript and in a
/// JSON string. A word, a further command or a file there stays.
#[test]
fn escaped_line_breaks_and_what_a_decoding_command_prints_are_masked() {
    let m = Masker::new();
    let jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
    for (t, v) in [
        (
            format!("{{\"type\":\"text\",\"text\":\"$ vault read -field=jwt ci\\n{jwt}\"}}\n"),
            jwt,
        ),
        (
            "{\"text\":\"$ kubectl get secret ci -o jsonpath='{.data.token}' | base64 -d\\nb630e07ff08e7ddc09ec1f15be3574ff4d3e0621f6037386\"}\n".to_owned(),
            "b630e07ff08e7ddc09ec1f15be3574ff4d3e0621f6037386",
        ),
        (
            "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 --decode\nTundra.1999\n$ \n".to_owned(),
            "Tundra.1999",
        ),
    ] {
        let out = m.mask(&t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "$ echo aGVsbG8= | base64 -d\nhello\n",
        "$ echo aGVsbG8= | base64 --decode > out.bin\nchmod 600 out.bin\n",
        "base64 -d\n$HOME/.kube/config\n",
        "{\"text\":\"line one\\neyJ is how a JWT starts\"}\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A data source name with no scheme, told by a database's port (`user:pw@host:5432/db`), and
/// NuGet's API key for a feed (`<add key="https://feed/index.json" value="..." />`). A
/// placeholder, the password's own name, an SSH remote and a setting's word stay.
#[test]
fn scheme_less_dsns_and_feed_api_keys_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        ("sync-agent:Tundra.1999@localhost:5432/app\n", "Tundra.1999"),
        (
            "DB=app_writer:Wombat77!@db.internal:3306/shop\n",
            "Wombat77!",
        ),
        ("redis: default:s3cr3tPa55@cache:6379\n", "s3cr3tPa55"),
        (
            "    <add key=\"https://nuget.corp.example/v3/index.json\" value=\"oy2hkqb7x5yl4dwlwvbkgyd7cmqrjz5k3fv2b6wbxpnq4i\" />\n",
            "oy2hkqb7x5yl4dwlwvbkgyd7cmqrjz5k3fv2b6wbxpnq4i",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "git@github.com:5432/x\n",
        "user:${PW}@localhost:5432/app\n",
        "user:password@localhost:5432/app\n",
        "user:<password>@localhost:5432/app\n",
        "<add key=\"https://nuget.corp.example/v3/index.json\" value=\"true\" />\n",
        "<add key=\"https://nuget.corp.example/v3/index.json\" value=\"%NUGET_API_KEY%\" />\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// HTTP Basic credentials wherever the scheme is written (an nginx directive, a PowerShell
/// hashtable, a log's JSON, Apache's `RequestHeader`): the base64 decodes to `user:password`;
/// prose after "basic" and placeholders stay.
#[test]
fn basic_credentials_are_masked_wherever_the_scheme_is_written() {
    let m = Masker::new();
    for (t, v) in [
        (
            "    proxy_set_header Authorization \"Basic c3ZjLWxlZGdlcjpmYWxjb24jN2hhcmJvcg==\";\n",
            "c3ZjLWxlZGdlcjpmYWxjb24jN2hhcmJvcg==",
        ),
        (
            "$headers = @{ Authorization = \"Basic ZGVwbG95OlF3ZXJ0eSEyMw==\" }\n",
            "ZGVwbG95OlF3ZXJ0eSEyMw==",
        ),
        (
            "INFO outbound request headers={\"authorization\": \"basic b3BzX2JvdDprOFZxMm1aOXJM\"}\n",
            "b3BzX2JvdDprOFZxMm1aOXJM",
        ),
        (
            "AuthType Basic\nRequestHeader set Authorization \"BASIC amVua2luczpodW50ZXIy\"\n",
            "amVua2luczpodW50ZXIy",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "Basic authentication is enabled for the admin routes.\n",
        "Use HTTP basic auth (see docs/basic_usage.md).\n",
        "The basic Configuration object holds the defaults.\n",
        "Authorization: Basic dXNlcjpwYXNzd29yZA==\n",
        "Authorization: Basic YWRtaW46YWRtaW4=\n",
        "proxy_set_header Authorization \"Basic $http_auth\";\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Values after blanks that align a column of values (gofmt's composite literals, Terraform's
/// `default     =`), a configuration directive's bare value alone on its line (Apache's, and a
/// header that nginx or Apache sets), a log's bare value after `with password`, a method's
/// literal through Lua's `obj:` receiver, a ternary's branch after TypeScript's non-null `!`,
/// Spring's `${name:default}` under a kebab-case `...-key`, PowerShell's
/// `ConvertTo-SecureString` and a Gradle field's string that holds a quoted string.
#[test]
fn aligned_values_directives_receivers_and_secure_strings_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "\tconn := ldap.Config{\n\t\tBindDN:    \"cn=app\",\n\t\tBindPassword:      \"Quartz.4471\",\n\t}\n",
            "Quartz.4471",
        ),
        (
            "\t\tApiToken:        \"q7Rt2vXw9LmZp4Kc\",\n",
            "q7Rt2vXw9LmZp4Kc",
        ),
        (
            "variable \"relay_pass\" {\n  type        = string\n  sensitive   = true\n  default     = \"Quartz.4471\"\n}\n",
            "Quartz.4471",
        ),
        ("  SSLProxyPassword Quartz.4471\n", "Quartz.4471"),
        (
            "<Location /admin>\n    AuthLDAPBindDN \"cn=etl,ou=svc\"\n    AuthLDAPBindPassword q1W9eh*KiHYh4\n</Location>\n",
            "q1W9eh*KiHYh4",
        ),
        ("\tRedisAuthToken  q7Rt2vXw9LmZp4Kc\n", "q7Rt2vXw9LmZp4Kc"),
        (
            "    add_header X-Auth-Token q7Rt2vXw9LmZp4Kc;\n",
            "q7Rt2vXw9LmZp4Kc",
        ),
        (
            "RequestHeader set X-Api-Key q7Rt2vXw9LmZp4Kc\n",
            "q7Rt2vXw9LmZp4Kc",
        ),
        (
            "INFO worker 3 logging in as etl using password Quartz.4471\n",
            "Quartz.4471",
        ),
        (
            "\"text\": [\"opening a session for etl with password Kx8#mW2q\\n\"]\n",
            "Kx8#mW2q",
        ),
        (
            "local ok, err = conn:auth(\"Quartz.4471\")\n",
            "Quartz.4471",
        ),
        (
            "  token: hasVault ? vault.token! : \"q7Rt2vXw9LmZp4Kc\",\n",
            "q7Rt2vXw9LmZp4Kc",
        ),
        (
            "    @Value(\"${mail.signing-key:q7Rt2vXw9LmZp4Kc}\")\n",
            "q7Rt2vXw9LmZp4Kc",
        ),
        (
            "$pw = ConvertTo-SecureString -String 'Quartz.4471' -AsPlainText -Force\n",
            "Quartz.4471",
        ),
        (
            "$pw = convertto-securestring -AsPlainText -Force \"Quartz.4471\"\n",
            "Quartz.4471",
        ),
        (
            "    buildConfigField(\"String\", \"WEATHER_API_KEY\", \"\\\"q7Rt2vXw9LmZp4Kc\\\"\")\n",
            "q7Rt2vXw9LmZp4Kc",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "\t\tPassword:          os.Getenv(\"DB_PASSWORD\"),\n",
        "\t\tPassword:          \"${DB_PASSWORD}\",\n",
        "variable \"relay_pass\" {\n  type        = string\n  default     = \"<your-password>\"\n}\n",
        "  AuthLDAPBindPassword ${LDAP_BIND_PW}\n",
        "  AuthLDAPBindPassword exec:/usr/local/bin/ldap-pw\n",
        "    proxy_set_header X-Api-Key $http_x_api_key;\n",
        "  password protected\n",
        "SECKEYPrivateKeyInfo *PK11_ExportPrivKeyInfo(\n",
        "    SEC_PKCS12SecretItem **secrets;\n",
        "AuthTokenCache &token_cache;\n",
        "Log in with password authentication enabled.\n",
        "connect with password prompt\n",
        "INFO logging in as etl with password ********\n",
        "local ok, err = conn:auth(password)\n",
        "x = Foo::auth(\"Quartz.4471\")\n",
        "  token: hasVault ? vault.token! : process.env.TOKEN!,\n",
        "    @Value(\"${mail.signing-key:${SIGNING_KEY}}\")\n",
        "$pw = ConvertTo-SecureString \"$env:ADMIN_PW\" -AsPlainText -Force\n",
        "$pw = ConvertTo-SecureString $plain -AsPlainText -Force\n",
        "    buildConfigField(\"String\", \"WEATHER_API_KEY\", \"\\\"${weatherKey}\\\"\")\n",
        "    buildConfigField(\"boolean\", \"USE_TOKEN_AUTH\", \"true\")\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A table whose header names a secret's column: a CSV export (`,`, `;`, tabs, quoted
/// fields), a Markdown table, a `COPY ... FROM stdin` block and an `INSERT INTO ... VALUES`
/// statement; the cell under the column is masked, its row's other cells stay. Columns about a
/// secret (`password_hash`, `token_type`, `secret_name`), placeholders, empty cells and headers
/// that are code or prose stay.
#[test]
fn cells_under_a_secret_column_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "login,site,secret_key,owner\nops,https://vault.corp.example,T7vq2LmX9pRw4ZsN8kYb,ana\n",
            "T7vq2LmX9pRw4ZsN8kYb",
        ),
        (
            "host;user;Passwort;pass\ndb1;svc;x;Marigold77\n",
            "Marigold77",
        ),
        (
            "\"Account\",\"Email\",\"API Token\"\n\"acme\",\"a@acme.example\",\"u8Kd0qPz3LmN5rT1vW9y\"\n",
            "u8Kd0qPz3LmN5rT1vW9y",
        ),
        (
            "id\tuser\tdb_password\n7\tetl\tsunflower42\n",
            "sunflower42",
        ),
        (
            "user,password,note\nbob,\"p,w0rd!X9\",\"first, login\"\n",
            "p,w0rd!X9",
        ),
        (
            "| service | account | token |\n| :--- | :--- | ---: |\n| ci | bot | Zq8LmN3pRt6vWx9yB2cD |\n",
            "Zq8LmN3pRt6vWx9yB2cD",
        ),
        (
            "COPY auth.users (id, email, password, note) FROM stdin;\n1\ta@corp.example\tKiwi-Harbor-19\t\\N\n\\.\n",
            "Kiwi-Harbor-19",
        ),
        (
            "INSERT INTO \"users\" (\"id\", \"login\", \"passwd\") VALUES (12, 'root', 'Tr0ub4dor&3'), (13, 'x', 'y');\n",
            "Tr0ub4dor&3",
        ),
        (
            "LOCK TABLES `mail` WRITE;\nINSERT INTO `mail` (`id`, `relay`, `smtp_pass`) VALUES (1,'mx.example','Quokka!Delta4');\nUNLOCK TABLES;\n",
            "Quokka!Delta4",
        ),
        (
            "insert into api_keys (owner, api_key, created) values ('billing', 'ak_9fQ2mZ7xL4pV8nR3', now());\n",
            "ak_9fQ2mZ7xL4pV8nR3",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "user,password_hash,created_at\nana,$2b$12$Qm3b8y1v0wS1xQ2r3t4u5eW6y7z8A9b0C1d2E3f4G5h6I7j8K9l0m,2026-01-02\n",
        "name,token_type,expires_in\nweb,Bearer,3600\n",
        "user,password,note\nana,,first login\nbob,<set me>,\n",
        "| key | value |\n|---|---|\n| password | see the vault |\n",
        "user,password\nana,${ANA_PASSWORD}\n",
        "user,password\nana,********\n",
        "fn connect(host, password, port) {\n    let x = go(a, b, c);\n",
        "Name, password, and token are required.\nSee the guide, then try again, or ask.\n",
        "INSERT INTO users (id, login, password) VALUES (?, ?, ?);\n",
        "INSERT INTO users (id, login, password) VALUES ($1, $2, crypt($3, gen_salt('bf')));\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// C's integer literals with a suffix after a secret-named macro are numbers, and a module
/// path after `-u` is no `user:password`.
#[test]
fn suffixed_integers_and_module_paths_stay() {
    let m = Masker::new();
    for t in [
        "#define CKF_TOKEN_PRESENT 0x00000001UL\n",
        "#define MAX_AUTH_RETRIES 16u\n",
        "#define SECRET_BITS 256ULL\n",
        "  perldoc -u Net::Config\n",
        "cpanm -u Crypt::OpenSSL\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
    for (t, v) in [
        (
            "#define API_TOKEN \"Zq8LmN3pRt6vWx9y\"\n",
            "Zq8LmN3pRt6vWx9y",
        ),
        (
            "curl -u deploy:Harbor-Gate-81 https://x.example\n",
            "Harbor-Gate-81",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// A switch that says there is no password to give (`--no-password`, `--insecure-no-password`,
/// `--ask-pass`, `--skip-password`) takes no value: the word after it is an argument. The
/// password options beside them keep their values masked.
#[test]
fn switches_that_negate_a_password_take_no_value() {
    let m = Masker::new();
    for t in [
        "restic -r /tmp/restic-test --insecure-no-password snapshots\n",
        "borg init --no-password repo.borg\n",
        "ansible-playbook --ask-pass site.yml\n",
        "mysqld --skip-password app_db1\n",
        "vault login -method=userpass --prompt-password user1\n",
        "NO_PASSWORD=snap5hots\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
    for (t, v) in [
        ("restic --password Hx7!qL2pWz snapshots\n", "Hx7!qL2pWz"),
        ("borg --passphrase Rk8#vN3m init\n", "Rk8#vN3m"),
        ("pgcli --db-password Tq5$wE9r app\n", "Tq5$wE9r"),
        ("INSECURE_PASSWORD=Quartz.4471\n", "Quartz.4471"),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}

/// Fixed-prefix keys of AI and developer platforms are masked wherever they stand, with no
/// secret-named key before them; their prefixes alone, or cut short, are not.
#[test]
fn platform_prefixed_keys_are_masked_anywhere() {
    let m = Masker::new();
    for v in [
        "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",
        "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",
        "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",
        "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",
        "CCIPAT_mvnEN5N1aE6PwZPf1Qh6yY_6f5da2cec255404e4fb440034d6608697a8d41be",
        "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",
        "tgp_v1_1zTOlUcR64cXQLioDnkHIfxIq2HZt-PlJhx2jIclHkC",
        "rubygems_283e0ad84173581569969e58b081006f7e3dfc967a64cb14",
        "AAAAAAAAAAAAAAAAAAAAAaeOV4qBkdfQ1y3GQsMpS%2BscDlkrCaqx%3D9vJupc94tnwlavyfErGPmpGXafq0fjzLczbttOof",
    ] {
        for t in [
            format!("client.use(\"{v}\")\n"),
            format!("# rotated: {v} (old)\n"),
            format!("  - {v}\n"),
        ] {
            let out = m.mask(&t);
            assert!(!out.as_str().contains(v), "{t:?} -> {out}");
        }
    }
    for t in [
        "keys look like gsk_... or nvapi-... or sk-or-v1-...\n",
        "export LANGSMITH_ENDPOINT=lsv2_pt_\n",
        "rubygems_version = \"3.5.1\"\n",
        "tgp_v1_short\n",
        "data = \"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"\n",
        "xkeysib-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// An Azure shared access signature's `sig` is masked in a SAS URL and a connection string,
/// URL-encoded or not; the other fields, and a `sig=` that is no signature, stay.
#[test]
fn azure_sas_signatures_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "az storage blob download --blob-url 'https://acme.blob.core.windows.net/c/x.csv?sp=r&st=2026-01-01T00:00:00Z&se=2026-02-01T00:00:00Z&spr=https&sv=2024-08-04&sr=b&sig=6ipTICwLrQaEW3dxb0g%2Feq0Fx613Im2V7DrhlQYLasM%3D'\n",
            "6ipTICwLrQaEW3dxb0g%2Feq0Fx613Im2V7DrhlQYLasM",
        ),
        (
            "QUEUE_URL=\"BlobEndpoint=https://acme.blob.core.windows.net/;SharedAccessSignature=sv=2024-08-04&ss=q&srt=sco&sp=rl&se=2027-01-01&sig=6ipTICwLrQaEW3dxb0g/eq0Fx613Im2V7DrhlQYLasM=\"\n",
            "6ipTICwLrQaEW3dxb0g/eq0Fx613Im2V7DrhlQYLasM",
        ),
        (
            "GET /c/blob?sig=tXP%2BtKsf2rcDkdfrUnW5gcF%2FHa6ili8GjHEAD6%2BWk8c%3D&sv=2024-08-04 HTTP/1.1\n",
            "tXP%2BtKsf2rcDkdfrUnW5gcF%2FHa6ili8GjHEAD6%2BWk8c",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
        assert!(out.as_str().contains("sv=2024-08-04"), "{t:?} -> {out}");
    }
    for t in [
        "https://acme.blob.core.windows.net/c/x.csv?sv=2024-08-04&sig=<signature>\n",
        "https://acme.blob.core.windows.net/c/x.csv?sv=2024-08-04&sig=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX%3D\n",
        "verify(msg, sig=signature, key=pub)\n",
        "def sign(data, sig=None):\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Shapes that name a secret by their place, not by an operator: a `.pgpass` line, Make's
/// `?=`, `aws configure set` with the key and the value as words, MySQL's client connect with
/// its handle first, and a bearer scheme as an element of its own before the token.
#[test]
fn secrets_placed_by_shape_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "db.internal.example:5432:orders:svc_orders:Quartz-Lantern-72\n",
            "Quartz-Lantern-72",
        ),
        (
            "# pgpass\n*:5432:*:replication:r3pl1c4-T0ken\nlocalhost:5432:app:app:s3cr3t-Value\n",
            "r3pl1c4-T0ken",
        ),
        ("localhost:5432:app:app:s3cr3t-Value\n", "s3cr3t-Value"),
        ("DEPLOY_TOKEN ?= 9c1f0e7a4b2d6c8e\n", "9c1f0e7a4b2d6c8e"),
        (
            "SMTP_PASSWORD ?= Orchid*Falcon9\nall: build\n",
            "Orchid*Falcon9",
        ),
        ("export API_KEY?=Zx81mQvR4tLp\n", "Zx81mQvR4tLp"),
        (
            "aws configure set aws_secret_access_key tXP+tKsf2rcDkdfrUnW5gcF/Ha6ili8GjHEAD6+W --profile ci\n",
            "tXP+tKsf2rcDkdfrUnW5gcF/Ha6ili8GjHEAD6+W",
        ),
        (
            "  aws configure set default.aws_secret_access_key \"tXP+tKsf2rcDkdfrUnW5gcF/Ha6ili8GjHEAD6+W\"\n",
            "tXP+tKsf2rcDkdfrUnW5gcF/Ha6ili8GjHEAD6+W",
        ),
        (
            "if (mysql_real_connect(&mysql, \"10.0.0.5\", \"reporter\", \"Gr4nite-Owl\", \"stats\", 0, NULL, 0) == NULL)\n",
            "Gr4nite-Owl",
        ),
        (
            "$ok = mysqli_real_connect($link, 'db.local', 'shop', 'pl4in-Sail!', 'shop');\n",
            "pl4in-Sail!",
        ),
        (
            "hdr <- httr::add_headers(Authorization = paste(\"Bearer\", \"7f3e9a1c5b2d48e6a0c4f8b1d3e5a7c9\"))\n",
            "7f3e9a1c5b2d48e6a0c4f8b1d3e5a7c9",
        ),
        (
            "Req.new(url: u, auth: {:bearer, \"k9Lm2Qx7Rt5Vw3Zy8Bn4Cp6D\"})\n",
            "k9Lm2Qx7Rt5Vw3Zy8Bn4Cp6D",
        ),
        (
            "loadTokens { BearerTokens('eyQ1-7hTr4-Mn8Kp2-Ws6Lx', refresh) }\n",
            "eyQ1-7hTr4-Mn8Kp2-Ws6Lx",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "listen_addresses = 'localhost:5432'\n",
        "2026-01-02 10:11:12 connected to db:5432\n",
        "db.internal.example:5432:orders:svc_orders:*\n",
        "CFLAGS ?= -O2 -g\n",
        "PASSWORD_FILE ?= $(HOME)/.secrets/pw\n",
        "TOKEN ?= $(shell cat token.txt)\n",
        "aws configure set aws_secret_access_key \"$AWS_SECRET_ACCESS_KEY\"\n",
        "aws configure get aws_secret_access_key --profile ci\n",
        "if (!mysql_real_connect(conn, host, user, passwd, db, 0, NULL, 0))\n",
        "paste(\"Bearer\", token)\n",
        "auth: {:bearer, System.fetch_env!(\"API_TOKEN\")}\n",
        "BearerTokens(accessToken, refreshToken)\n",
        "auth: {:bearer, \"your-token-goes-here\"}\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A secret named by its neighbours rather than an operator: an option's constant before its
/// literal as a call's last arguments, HAProxy's userlist password, and a YAML parameter's
/// `Default` a few entries under a secret's name (CloudFormation's).
#[test]
fn option_constants_userlists_and_parameter_defaults_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "  curl_easy_setopt(h, CURLOPT_PROXYPASSWORD, \"Velvet-Otter-58\");\n",
            "Velvet-Otter-58",
        ),
        (
            "curl_setopt($ch, CURLOPT_PASSWORD, 'q7Rz2mWx9Lp4');\n",
            "q7Rz2mWx9Lp4",
        ),
        (
            "userlist admins\n  user ops insecure-password Copper!Finch7\n",
            "Copper!Finch7",
        ),
        (
            "Parameters:\n  DatabasePassword:\n    Type: String\n    NoEcho: true\n    MinLength: 8\n    Default: Tundra-Kettle-44\n",
            "Tundra-Kettle-44",
        ),
        (
            "  ApiToken:\n    Description: token for the vendor\n    Type: String\n    Default: \"c81f4e0a9b7d2c65\"\n",
            "c81f4e0a9b7d2c65",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "curl_easy_setopt(h, CURLOPT_PASSWORD, password);\n",
        "curl_easy_setopt(h, CURLOPT_PASSWORD, getenv(\"FTP_PW\"));\n",
        "curl_easy_setopt(h, CURLOPT_USERNAME, \"deploy\");\n",
        "printf(\"%s\", CURLOPT_PASSWORD, \"is the option\" \" name\");\n",
        "userlist admins\n  user ops password $5$rounds=5000$abc$Xyz0123456789\n",
        "  user ops insecure-password ${HAPROXY_PW}\n",
        "Parameters:\n  DatabasePassword:\n    Type: String\n    NoEcho: true\n",
        "  DatabasePasswordLength:\n    Type: Number\n    Default: 16\n",
        "  ApiTokenParam:\n    Type: AWS::SSM::Parameter::Value<String>\n    Default: /prod/api/token\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A validation error that quotes the rejected input under a secret-named field (pydantic's),
/// and Terraform's secret resource whose value is `plaintext_value`, are masked; a field with
/// no secret's name, and a masked input, stay.
#[test]
fn validation_inputs_and_plaintext_values_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "ValidationError: 1 validation error for Settings\nstripe_secret_key\n  Value error, bad prefix [type=value_error, input_value='zk_9Qm2Lr7Xv4Tp8Wn', input_type=str]\n",
            "zk_9Qm2Lr7Xv4Tp8Wn",
        ),
        (
            "db.password\n  String should have at least 12 characters [type=string_too_short, input_value=\"Lark-93-Mesa\", input_type=str]\n",
            "Lark-93-Mesa",
        ),
        (
            "resource \"github_actions_secret\" \"ci\" {\n  repository      = \"api\"\n  secret_name     = \"NPM_TOKEN\"\n  plaintext_value = \"p9Xw-3Lm7Qz2-Rt8Vn\"\n}\n",
            "p9Xw-3Lm7Qz2-Rt8Vn",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "timeout_ms\n  Input should be a valid integer [type=int_parsing, input_value='ten-seconds', input_type=str]\n",
        "api_token\n  Field required [type=missing, input_value={'debug': True}, input_type=dict]\n",
        "api_token\n  Value error [type=value_error, input_value='**********', input_type=SecretStr]\n",
        "  secret_name     = \"NPM_TOKEN\"\n  plaintext_value = var.npm_token\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// Prose that names a user and then gives the password after a comma is masked; prose that
/// goes on about a password after a user's name is not.
#[test]
fn user_then_password_in_prose_is_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "ok so user is svc_ingest, password Sandpiper42 for now\n",
            "Sandpiper42",
        ),
        ("- login: ci-bot, password R0bin!Hood\n", "R0bin!Hood"),
        (
            "[10:02] kai: username = analyst2, passwd Marble.Cove.19\n",
            "Marble.Cove.19",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "the user is bob, password expired yesterday\n",
        "set the user is admin, password required by policy\n",
        "user is alice, password managers are allowed\n",
        "Enter your user, password and token below.\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A value prose gives some words after a secret's name (`the new API key for staging is
/// ...`), after `the new one` of a rotation, or on the next line: a question's answer (`it's
/// ...`) or a label that names a value (`Previous value (revoked): ...`). Prose that goes on about
/// the secret, placeholders and code that names it stay.
#[test]
fn values_prose_gives_words_or_a_line_after_a_secret_name_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "anna: what's the vpn pw again\nmarc: it's Tr0ut-Lake-91, same as last year\n",
            "Tr0ut-Lake-91",
        ),
        (
            "> does anyone have the password for the lab switch\n> it is kingfisher77!\n",
            "kingfisher77!",
        ),
        (
            "[14:02] <ola> what was the nas pw\n[14:03] <tom> it's letmein1 I think\n",
            "letmein1",
        ),
        (
            "jo: the pw for the printer admin page?\nkim: it's Admin#Printer\n",
            "Admin#Printer",
        ),
        (
            "The new API key for staging is 7hQ2xLp9Vr4mZt8Kw3Nc6Bd1 (valid for 90 days).\n",
            "7hQ2xLp9Vr4mZt8Kw3Nc6Bd1",
        ),
        (
            "heads up, I rotated it; the new one for the backup job is Qx7mR2pL9vT4wZ8nK3cB6dF1 - don't share it\n",
            "Qx7mR2pL9vT4wZ8nK3cB6dF1",
        ),
        (
            "We revoked the deploy token yesterday.\nPrevious value (revoked): gR8kP2mX7qL4vN9tZ3wC6bH1\n",
            "gR8kP2mX7qL4vN9tZ3wC6bH1",
        ),
        (
            "the staging api key for the importer was a8F3kL9mQ2xR7vT4pZ6n\n",
            "a8F3kL9mQ2xR7vT4pZ6n",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "what's the password policy again\nit's documented in the wiki\n",
        "what's the pw rotation period\nit's 90 days, see policy/v2\n",
        "is the password manager approved\nit's python3 based, so yes\n",
        "The new API key for staging is ${STAGING_API_KEY}.\n",
        "the new one for the backup job is <your-key-here>\n",
        "the token for the service is generated at startup\n",
        "We revoked the deploy token yesterday.\nRoot cause: a leaked CI log\n",
        "the api key for your account is xxxxxxxxxxxxxxxxxxxx\n",
        "# the token used by checkout\nuses: actions/checkout@b4ffde65f46336ab88eb53be808477a3936bae11\n",
        "The secret key for HMAC is stored in the vault, it's rotated every 90 days\n",
        "if token is None:\n    raise ValueError(\"missing\")\n",
        "the new one is better than the old one\n",
        "Tokens are opaque.\nSee also: RFC6750-section-2\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A camelCase name that ends in `Key` with no keyword of its own names a service's key: a
/// generated value assigned to it is masked (Swift, Kotlin, JSON, YAML, Go); a key of a table,
/// a cache or a query, a public key, a word, a placeholder and an expression stay.
#[test]
fn camel_case_key_names_with_generated_values_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "enum Keys {\n    static let segmentWriteKey = \"q8ZkT3mW9xRvL2pN7cY4bH6d\"\n}\n",
            "q8ZkT3mW9xRvL2pN7cY4bH6d",
        ),
        (
            "    val mixpanelProjectKey: String = \"7f3c9a1e5b2d48f6a0c4e8b1\"\n",
            "7f3c9a1e5b2d48f6a0c4e8b1",
        ),
        (
            "{\"brazeRestKey\": \"b7e2c9f4-1a3d-4e8b-9c6f-2d5a8e1b4c7f\"}\n",
            "b7e2c9f4-1a3d-4e8b-9c6f-2d5a8e1b4c7f",
        ),
        (
            "vendor:\n  ingestKey: u4Rt8Zq2Lm6Xw9Pc3Vn7Kd1B\n",
            "u4Rt8Zq2Lm6Xw9Pc3Vn7Kd1B",
        ),
        (
            "cfg := Config{ServerKey: \"Ab3dE5gH7jK9mN1pQ3sT5vX7\"}\n",
            "Ab3dE5gH7jK9mN1pQ3sT5vX7",
        ),
        (
            "  pagerKey: patQ7rT2mX9vL4kZ8.f3a9c1e7b5d2048c6a1e9f3b7d5c2a8e\n",
            "patQ7rT2mX9vL4kZ8.f3a9c1e7b5d2048c6a1e9f3b7d5c2a8e",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "let cacheKey = \"user-profile-3f9a8b7c6d5e\"\n",
        "const queryKey = \"todos-list-page-2024\"\n",
        "publicKey: \"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE9x2b\"\n",
        "static let analyticsWriteKey = \"<your-write-key>\"\n",
        "static let analyticsWriteKey = ProcessInfo.processInfo.environment[\"WRITE_KEY\"]\n",
        "let sortKey = \"created_at\"\n",
        "writeKey: ${SEGMENT_WRITE_KEY}\n",
        "val licenseKey = \"xxxxxxxxxxxxxxxxxxxxxxxx\"\n",
        "sessionKey = makeSessionKey(user, 42)\n",
        "let storageKey = \"com.example.app.settings.v2\"\n",
        "        RegEnumKey = win32api.RegEnumKey\n",
        "writeKey = config.segment.writeKey2\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A tool's result that lists secrets (an MCP server's `{"secrets": [{"name": ..., "value":
/// ...}]}`, pretty-printed, inside a JSON string, under `tokens` or `credentials`) gives the
/// first entry's value whatever its name; a reference, a path, a redaction and a list of names
/// stay.
#[test]
fn listed_secrets_values_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "{\"result\":{\"structuredContent\":{\"secrets\":[{\"name\":\"ci/deploy\",\"value\":\"Zq8xR3mT7vL2pK9wN4cB6dH1\",\"version\":2}]}}}\n",
            "Zq8xR3mT7vL2pK9wN4cB6dH1",
        ),
        (
            "{\n  \"secrets\": [\n    {\n      \"name\": \"prod/stripe\",\n      \"value\": \"4f8a2c9e1b7d3a6f0c5e8b2d9a7f1c3e\"\n    }\n  ]\n}\n",
            "4f8a2c9e1b7d3a6f0c5e8b2d9a7f1c3e",
        ),
        (
            "{\"content\":[{\"type\":\"text\",\"text\":\"{\\\"tokens\\\": [{\\\"id\\\": \\\"t1\\\", \\\"token\\\": \\\"kP3nW8xQ2rZ7vT5mL9cB4dF6\\\"}]}\"}]}\n",
            "kP3nW8xQ2rZ7vT5mL9cB4dF6",
        ),
        (
            "{'credentials': [{'service': 'smtp', 'secret': 'm9V2xK7qR4tZ8wP3nL6c'}]}\n",
            "m9V2xK7qR4tZ8wP3nL6c",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "{\"secrets\":[{\"name\":\"db\",\"value\":\"${DB_PASSWORD}\"}]}\n",
        "{\"secrets\":[{\"name\":\"db\",\"value\":\"projects/42/secrets/db-password/versions/3\"}]}\n",
        "{\"secrets\":[{\"name\":\"db\",\"value\":\"<redacted>\"}]}\n",
        "{\"secrets\":[{\"name\":\"db\",\"value\":\"********\"}]}\n",
        "{\"secrets\":[\"DB_PASSWORD\",\"API_TOKEN\"]}\n",
        "{\"tokens\":[{\"kind\":\"identifier\",\"value\":\"parse_expression\"}]}\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// An SDK's client made with its key as its only argument (Python, Ruby, a notebook's escaped
/// source) is masked; a host, a region, a name, a variable, a lookup and a placeholder stay.
#[test]
fn keys_given_to_a_client_alone_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "co = cohere.Client(\"Rk7mQ2xT9vL4pZ8wN3cB6dH1sF5gJ0aE\")\n",
            "Rk7mQ2xT9vL4pZ8wN3cB6dH1sF5gJ0aE",
        ),
        (
            "client = vendor.Client('fw_9Qm2Lr7Xv4Tp8Wn3Kc6Bd1Z')\n",
            "fw_9Qm2Lr7Xv4Tp8Wn3Kc6Bd1Z",
        ),
        (
            "    \"api = acme.Client(\\\"a7f3c9e1b5d24f68a0c4e8b2d6f1a3c5\\\")\\n\",\n",
            "a7f3c9e1b5d24f68a0c4e8b2d6f1a3c5",
        ),
        (
            "client = Acme::Client.new(\"csk-8x2m4p6r9t3v5w7y1z0q2s4u6w8y0a1c3\")\n",
            "csk-8x2m4p6r9t3v5w7y1z0q2s4u6w8y0a1c3",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "c = redis.Client(\"cache-primary.internal\")\n",
        "s3 = boto3.Client(\"us-east-1-gateway\")\n",
        "co = cohere.Client(api_key)\n",
        "co = cohere.Client(os.environ[\"COHERE_API_KEY\"])\n",
        "co = cohere.Client(\"<your-api-key-here>\")\n",
        "co = cohere.Client(\"YOUR_COHERE_API_KEY\")\n",
        "c = Client(\"payments-service-worker\", timeout=30)\n",
        "c = httpx.Client(\"https://api.example.com/v2\")\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// What a command that decodes a named secret prints on the next line is the secret, whatever
/// it looks like (a word, a word with a number, `base64:` of Laravel's); a decoded file, a
/// command that names no secret, a redirected output and a placeholder stay.
#[test]
fn decoded_secrets_printed_after_the_command_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "$ kubectl get secret grafana -o jsonpath=\"{.data.admin-password}\" | base64 --decode\nsunflower\n$ \n",
            "sunflower",
        ),
        (
            "% kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\nq7Lm-2xRt9\n",
            "q7Lm-2xRt9",
        ),
        (
            "$ echo \"$TOKEN_B64\" | base64 -D\nghx_8Zq2Lr7Xv4Tp8Wn3Kc6Bd1\n",
            "ghx_8Zq2Lr7Xv4Tp8Wn3Kc6Bd1",
        ),
        (
            "$ kubectl get secret app-env -o json | jq -r '.data.APP_KEY' | base64 -d\nbase64:Qm9Zx3K7pR2vT8wL4nC6bH1dF5gJ0aE9sU3yW7iO2kM=\n",
            "base64:Qm9Zx3K7pR2vT8wL4nC6bH1dF5gJ0aE9sU3yW7iO2kM=",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "$ echo aGVsbG8gd29ybGQ= | base64 -d\nhello world\n",
        "$ cat notes.b64 | base64 --decode\nhello there\n",
        "$ kubectl get secret tls -o jsonpath='{.data.tls\\.crt}' | base64 -d > tls.crt\n$ ls\n",
        "$ kubectl get secret app -o jsonpath='{.data.password}' | base64 -d\n<password>\n",
        "$ kubectl get secret app -o jsonpath='{.data.password}' | base64 -d | wc -c\n24\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A log line that names a user and then the password it tried (`for user NAME with password
/// ...`) gives that user's password, also one of letters people deploy; prose that goes on
/// about the password after a user, and a line with no user, stay.
#[test]
fn passwords_a_log_line_gives_for_a_named_user_are_masked() {
    let m = Masker::new();
    for (t, v) in [
        (
            "Dec 03 10:22:08 nas01 smbd[4412]: auth: fallback for user backup_ro with password sunshine rejected\n",
            "sunshine",
        ),
        (
            "WARN login attempt for user ops-admin with password Maple+Otter failed\n",
            "Maple+Otter",
        ),
        (
            "sshd: user deploy with password adminpass locked out\n",
            "adminpass",
        ),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
    for t in [
        "pam: for user alice with password authentication disabled\n",
        "created user bob with password expiry of 90 days\n",
        "user quota with password hashing enabled\n",
        "for user carol with password <redacted> rejected\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
}

/// A setting named `auth` that names an authentication mechanism (`auth: NTLMv2`, `auth =
/// SCRAM-SHA-256`) holds no secret; a password-like value under it, and one under `password`,
/// stay masked.
#[test]
fn authentication_mechanisms_under_auth_stay() {
    let m = Masker::new();
    for t in [
        "smbd: auth: NTLMv2 fallback for user ops\n",
        "auth = SCRAM-SHA-256\n",
        "  auth_mechanism: cram-md5\n",
        "AUTH=XOAUTH2\n",
        "auth: \"hmac-sha256\"\n",
    ] {
        let found = m.findings(t);
        assert!(found.is_empty(), "{t:?} -> {}", m.mask(t));
    }
    for (t, v) in [
        ("auth: NTLMv2-9fQ2xL7mR4\n", "NTLMv2-9fQ2xL7mR4"),
        ("password: sha256\n", "sha256"),
    ] {
        let out = m.mask(t);
        assert!(!out.as_str().contains(v), "{t:?} -> {out}");
    }
}
