//! Credentials found by their place where a format fixes it, and the classes of message that
//! carry one: each class in several spellings, with the ordinary text around the same words
//! that must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::check;

/// A `.pgpass` line on another port than 5432, or with a wildcard field; not `/etc/passwd`'s
/// or `/etc/shadow`'s lines, which hold more fields.
#[test]
fn pgpass_lines_on_any_port_or_wildcard_are_masked() {
    check(
        &[
            ("*:6432:*:app_rw:Tr0ub4dor&3\n", "Tr0ub4dor&3"),
            ("db.internal:*:*:report:s3cure-Pass-77\n", "s3cure-Pass-77"),
            (
                "10.0.0.5:6432:billing:billing_app:Kx9#mQ2vLp\n",
                "Kx9#mQ2vLp",
            ),
            ("*:*:*:postgres:Wint3r!Falcon\n", "Wint3r!Falcon"),
            ("pg.lan:*:app:ops:back\\:slash9\n", "slash9"),
        ],
        &[
            "nobody:*:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n",
            "daemon:*:19000:0:99999:7:::\n",
            "localhost:*:*:app:$PGPASSWORD\n",
            "the pattern host:*:db:user:password is one line of the file\n",
        ],
    );
}

/// `htpasswd -b` with other options before or after it.
#[test]
fn htpasswd_batch_mode_with_more_options_is_masked() {
    check(
        &[
            (
                "htpasswd -b -c /etc/nginx/.htpasswd admin Str0ng!Pass\n",
                "Str0ng!Pass",
            ),
            (
                "sudo htpasswd -c -b .htpasswd deploy 9vLq2xRt\n",
                "9vLq2xRt",
            ),
            (
                "  88  htpasswd -B -b /srv/auth/users ops 'Blue#Heron7'\n",
                "Blue#Heron7",
            ),
        ],
        &[
            "htpasswd -c /etc/nginx/.htpasswd admin\n",
            "htpasswd -D .htpasswd olduser\n",
            "htpasswd -b -c .htpasswd admin $ADMIN_PASS\n",
        ],
    );
}

/// A connection call's password after an address and a user, each argument on its own line.
#[test]
fn connection_arguments_on_their_own_lines_are_masked() {
    check(
        &[
            (
                "$pdo = new PDO(\n    'pgsql:host=127.0.0.1;dbname=shop',\n    'shop_rw',\n    'Gr33n-Tea!',\n    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]\n);\n",
                "Gr33n-Tea!",
            ),
            (
                "$link = mysqli_connect(\n  \"db.lan\",\n  \"shop\",\n  \"Pl8n-Xq4!\"\n);\n",
                "Pl8n-Xq4!",
            ),
            (
                "conn = pymysql.connect(\n    host,\n    user,\n    \"Zx81-spectrum\",\n)\n",
                "Zx81-spectrum",
            ),
        ],
        &[
            "$pdo = new PDO(\n    $dsn,\n    $user,\n    $password\n);\n",
            "$pdo = new PDO(\n    'sqlite:/tmp/app.db',\n    null,\n    null\n);\n",
            "$pdo = new PDO($dsn, $user, getenv('DB_PASS'));\n",
        ],
    );
}

/// Redis's access control list: `user NAME on >PASSWORD` and `ACL SETUSER`; a hash (`#`), no
/// password (`nopass`) and a reference stay.
#[test]
fn redis_acl_passwords_are_masked() {
    check(
        &[
            ("user worker on >Wq7!pLm2x ~jobs:* +@all\n", "Wq7!pLm2x"),
            (
                "ACL SETUSER alice on >p1zzaTime ~cached:* +get\n",
                "p1zzaTime",
            ),
            (
                "user ops ON >Harb0r-Lights allkeys allcommands\n",
                "Harb0r-Lights",
            ),
            (
                "user metrics on resetpass >s1lver-Fox ~* +info\n",
                "s1lver-Fox",
            ),
        ],
        &[
            "user default on nopass ~* &* +@all\n",
            "user reporter on #5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8 ~* +@read\n",
            "user bob on >$REDIS_PASSWORD ~* +@all\n",
            "if the user turns logging on > /dev/null is where it goes\n",
        ],
    );
}

/// A URI's userinfo as its own field or argument.
#[test]
fn userinfo_fields_are_masked() {
    check(
        &[
            (
                "Uri.make ~scheme:\"postgresql\" ~host:\"db\" ~userinfo:\"shop:C0pper-Kettle\" ()\n",
                "C0pper-Kettle",
            ),
            (
                "URI::HTTP.build(userinfo: \"deploy:Qx7-lamp-22\", host: \"ci.lan\")\n",
                "Qx7-lamp-22",
            ),
            ("uri.setUserInfo(\"svc:M4ple#Syrup\");\n", "M4ple#Syrup"),
            ("{\"userInfo\": \"bob:Tr4in-Station\"}\n", "Tr4in-Station"),
        ],
        &[
            "Uri.make ~userinfo:\"anonymous\" ~host:\"ftp.lan\" ()\n",
            "let u = Uri.userinfo uri in\n",
            "URI::HTTP.build(userinfo: \"#{user}:#{pass}\", host: host)\n",
            "uri.setUserInfo(\"user:<password>\");\n",
        ],
    );
}

/// Ruby's `||=` gives a default to a secret-named key as `=` does.
#[test]
fn ruby_or_assign_defaults_are_masked() {
    check(
        &[
            (
                "ENV[\"SMTP_PASSWORD\"] ||= \"Gr4vel-Road\"\n",
                "Gr4vel-Road",
            ),
            (
                "ENV['STRIPE_SECRET_KEY'] ||= 'rk9Xq2Lm8Vt4Wp7Zs3Kd'\n",
                "rk9Xq2Lm8Vt4Wp7Zs3Kd",
            ),
            (
                "@api_token ||= \"c1d2e3f4a5b6c7d8e9f0\"\n",
                "c1d2e3f4a5b6c7d8e9f0",
            ),
        ],
        &[
            "@password ||= ENV.fetch(\"DB_PASSWORD\")\n",
            "ENV[\"API_TOKEN\"] ||= \"\"\n",
            "@token ||= generate_token\n",
            "ENV[\"API_TOKEN\"] ||= \"your-token-here\"\n",
        ],
    );
}

/// An UPPER_CASE `..._KEY` name whose last word before `KEY` names a privileged key is a
/// secret's name though its first word names a public key's service.
#[test]
fn privileged_key_names_are_masked() {
    check(
        &[
            (
                "SEARCH_ADMIN_KEY=7ZsGe4C9Z6Cg1GfSUeQU8LqnThR8P8ADLBjdSklEf6I=\n",
                "7ZsGe4C9Z6Cg1GfSUeQU8LqnThR8P8ADLBjdSklEf6I",
            ),
            (
                "loaded env: PORT=8080 STORAGE_MASTER_KEY=u8zaswvj2Nw01OHqRT6Mc0Mn REGION=eu\n",
                "u8zaswvj2Nw01OHqRT6Mc0Mn",
            ),
            (
                "CONFIG_WRITE_KEY: \"Kq3ZmX8vT2pR7wLs9Nd4\"\n",
                "Kq3ZmX8vT2pR7wLs9Nd4",
            ),
        ],
        &[
            "SEARCH_KEY=7ZsGe4C9Z6Cg1GfSUeQU8LqnThR8P8ADLBjdSklEf6I=\n",
            "ALGOLIA_SEARCH_KEY=Kq3ZmX8vT2pR7wLs9Nd4\n",
            "SORT_KEY=created_at_2024_desc\n",
        ],
    );
}

/// A log's password before the word that says how the attempt ended.
#[test]
fn log_passwords_before_an_outcome_are_masked() {
    check(
        &[
            (
                "auth: NTLMv2 fallback for user bob with password Xq7!lemon rejected\n",
                "Xq7!lemon",
            ),
            (
                "sshd: user ops with password R3d-Panda accepted (publickey next)\n",
                "R3d-Panda",
            ),
            ("login using password 9fj3k2L failed.\n", "9fj3k2L"),
        ],
        &[
            "auth: login with password authentication rejected\n",
            "client with password changes denied by policy\n",
            "connect with password auth failed\n",
        ],
    );
}

/// An `Authorization` header's `OAuth` scheme (Statuspage's, Yandex's) before a token, as
/// `Bearer` and `token`; an OAuth 1.0 header's parameters (`OAuth realm="..."`) are no token.
#[test]
fn oauth_scheme_tokens_are_masked() {
    check(
        &[
            (
                "curl -H \"Authorization: OAuth 2lb1bsl35katth820i7jf9t151ealv14tdu\" https://api.statuspage.io/v1/pages\n",
                "2lb1bsl35katth820i7jf9t151ealv14tdu",
            ),
            (
                "Authorization: OAuth y0_AgAAAAB3kd8sAAG8XgAAAAEJ3kMZ0\n",
                "y0_AgAAAAB3kd8sAAG8XgAAAAEJ3kMZ0",
            ),
            (
                "headers = {\"Authorization\": \"OAuth f791dd2ea6c1b16afa0a7adca0cd6009\"}\n",
                "f791dd2ea6c1b16afa0a7adca0cd6009",
            ),
        ],
        &[
            "Authorization: OAuth realm=\"Example\",\n    oauth_nonce=\"4572616e48616d6d65724c61686176\"\n",
            "auth_method: OAuth Client Credentials\n",
            "Authorization: OAuth $STATUSPAGE_TOKEN\n",
        ],
    );
}

/// An HTTP header named for a vendor's key (`X-<Vendor>-Key`) before a generated value, in a
/// header line, a command's `-H` or a logged map; a word or a reference stays.
#[test]
fn vendor_key_headers_are_masked() {
    check(
        &[
            (
                "headers={\"Content-Type\": \"application/json\", \"X-Parcelhub-Key\": \"ps6W9hUQmCX-lvV-WX6SZq9c-bhXjmssiGkDUaO4ulA\"}\n",
                "ps6W9hUQmCX-lvV-WX6SZq9c-bhXjmssiGkDUaO4ulA",
            ),
            (
                "curl -H 'X-Shipfast-Api-Key: 9f8e7d6c5b4a39281706f5e4d3c2b1a0' https://x.invalid\n",
                "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
            ),
            ("X-Acme-Key: Kq3ZmX8vT2pR7wLs9Nd4\n", "Kq3ZmX8vT2pR7wLs9Nd4"),
        ],
        &[
            "X-Parcelhub-Key: ${PARCELHUB_KEY}\n",
            "The X-Parcelhub-Key header carries your key.\n",
            "X-Cache-Key: /assets/app.css\n",
        ],
    );
}

/// The Azure Files driver's `azurestorageaccountkey` (glued, lower case) names a storage
/// account's key; its account name does not.
#[test]
fn glued_storage_account_keys_are_masked() {
    check(
        &[
            (
                "stringData:\n  azurestorageaccountname: fernbankfiles\n  azurestorageaccountkey: lZorxdqIEgENxdAuW3BAbc5BchaDOR6dJmrZpgzXGzjSoYyaOOK5tdfxCUtMhHvkbce10jKrpu0GYtgQmmlN0A==\n",
                "lZorxdqIEgENxdAuW3BAbc5BchaDOR6dJmrZpgzXGzjSoYyaOOK5tdfxCUtMhHvkbce10jKrpu0GYtgQmmlN0A",
            ),
            (
                "kubectl create secret generic azure-secret --from-literal=azurestorageaccountkey=pET+HjrgVbLb5TAaZMpuTXVHQYRBuDuQX/akOsVGDfV4xdVwvvYkxR3DTE+6BA5WKZentD/dVIZWTNninhtQxQ==\n",
                "pET+HjrgVbLb5TAaZMpuTXVHQYRBuDuQX",
            ),
        ],
        &[
            "  azurestorageaccountname: fernbankfiles01\n",
            "  azurestorageaccountkey: $(AZURE_STORAGE_KEY)\n",
            "secretName: azurestorageaccountkey\n",
        ],
    );
}

/// A log service's intake URL that carries the customer token in its path.
#[test]
fn intake_url_path_tokens_are_masked() {
    check(
        &[
            (
                "appender.loggly.url = https://logs-01.loggly.com/inputs/10c9a863-7bd6-4d28-8a2b-3ba32fef8a70/tag/http/\n",
                "10c9a863-7bd6-4d28-8a2b-3ba32fef8a70",
            ),
            (
                "curl -d @batch.log https://logs-01.loggly.com/bulk/b7e2c4a19f3d4e6a8c1f2d3e4a5b6c7d/tag/bulk/\n",
                "b7e2c4a19f3d4e6a8c1f2d3e4a5b6c7d",
            ),
            (
                "url: https://http-intake.logs.datadoghq.com/v1/input/4f1c2a9e8b7d6c5a4f3e2d1c0b9a8f7e\n",
                "4f1c2a9e8b7d6c5a4f3e2d1c0b9a8f7e",
            ),
        ],
        &[
            "See https://www.loggly.com/docs/http-endpoint/ for the inputs endpoint.\n",
            "https://logs-01.loggly.com/inputs/TOKEN/tag/http/\n",
            "https://logs-01.loggly.com/inputs/<customer-token>/tag/http/\n",
        ],
    );
}

/// A two-column listing's row whose first cell names a secret: a Markdown table's cells as
/// code, `vault kv get`'s aligned `Key  Value` rows; a type, a placeholder, a constant's name
/// or an expression in that cell stays.
#[test]
fn listing_rows_that_name_a_secret_are_masked() {
    check(
        &[
            (
                "| Variable | Value |\n|---|---|\n| `SFTP_PARTNER_PASSWORD` | `Drizzle#1974` | ask ops |\n",
                "Drizzle#1974",
            ),
            (
                "| `RENDER_API_KEY` | `rnd_Q8vLm2Xp7Tz4Wk9Rs3Nd` |\n",
                "rnd_Q8vLm2Xp7Tz4Wk9Rs3Nd",
            ),
            (
                "====== Data ======\nKey            Value\n---            -----\ndb_password    Violet*4255\ndb_user        app\n",
                "Violet*4255",
            ),
            (
                "Key              Value\n---              -----\napi_token        a6jiqlQYdyhthReKa1c0Mu1IIlso7Pu4EPLLZDnJ9Rc=\n",
                "a6jiqlQYdyhthReKa1c0Mu1IIlso7Pu4EPLLZDnJ9Rc",
            ),
        ],
        &[
            "| `api_key` | `None` | Your API key |\n",
            "| `password` | `string` | The password |\n",
            "| `DB_PASSWORD` | `your-password-here` | |\n",
            "token_ttl        768h\n",
            "password         required\n",
            "ERR_BAD_TOKEN    X509_V_ERR_UNSPECIFIED\n",
            "  my $auth_host    $auth->get_by_host\n",
        ],
    );
}

/// A product's documented default password and the compounds of a stand-in people deploy,
/// under a password's key; the same words elsewhere stay.
#[test]
fn deployed_default_passwords_are_masked() {
    check(
        &[
            ("MINIO_ROOT_PASSWORD=minioadmin\n", "minioadmin"),
            ("  password: \"secretpass\"\n", "secretpass"),
            ("<password>administrator</password>\n", "administrator"),
            (
                "conn = pymssql.connect(server=\"sql\", user=\"app\", password=\"rootpass\")\n",
                "rootpass",
            ),
        ],
        &[
            "MINIO_ROOT_USER=minioadmin\n",
            "role: administrator\n",
            "# log in as administrator first\n",
            "api_key = \"secretpass\"\n",
        ],
    );
}

/// A settings table's row, `VALUES (id, 'name', 'value')`: the value beside a secret's name
/// that follows the row's integer id; other names, ids and columns stay.
#[test]
fn settings_rows_after_an_id_are_masked() {
    check(
        &[
            (
                "INSERT INTO public.settings VALUES (13, 'mqtt_bridge_password', 'princess1');\n",
                "princess1",
            ),
            (
                "INSERT INTO settings VALUES (7, 'wandb_api_key', 'dnkey-SCETWKHIMHL7LDDPQE1201MSR1');\n",
                "dnkey-SCETWKHIMHL7LDDPQE1201MSR1",
            ),
            (
                "INSERT INTO `config` VALUES (42,\"metabaseDbPassword\",\"Cobalt*0204\");\n",
                "Cobalt*0204",
            ),
            (
                "INSERT INTO settings VALUES (1,'mail.host','smtp.lan'),(2,'smtp_pass','Gr4vel-Road');\n",
                "Gr4vel-Road",
            ),
        ],
        &[
            "INSERT INTO public.settings VALUES (12, 'mail.provider', 'postmark');\n",
            "INSERT INTO settings VALUES (13, 'smtp_password', 'smtp_password_hint', 3);\n",
            "INSERT INTO settings VALUES (13, 'token_ttl', '3600s');\n",
            "select lookup(13, 'api_token', 'fallback2') from dual;\n",
        ],
    );
}

/// An Erlang or Elixir tuple's atom and its string (`{password, "..."}`), and an Erlang
/// macro's name and its value; not a tuple whose atom names no secret, nor a list of names.
#[test]
fn erlang_tuples_and_macros_are_masked() {
    check(
        &[
            ("    {password, \"Kx9#mQ2vLp\"},\n", "Kx9#mQ2vLp"),
            (
                "[{db, [{host, \"pg\"}, {db_password, \"Tr0ub4dor&3\"}]}].\n",
                "Tr0ub4dor&3",
            ),
            (
                "{api_token, \"Zq81vLmWc0pXe7RkTa29Nd\"}\n",
                "Zq81vLmWc0pXe7RkTa29Nd",
            ),
            (
                "-define(DB_PASSWORD, \"s3cure-Pass-77\").\n",
                "s3cure-Pass-77",
            ),
        ],
        &[
            "{password, \"\"},\n",
            "{password, \"${DB_PASSWORD}\"},\n",
            "{username, \"queue_worker\"},\n",
            "f(password, \"label_text\")\n",
        ],
    );
}

/// Groovy's `Sql.newInstance(url, user, password, driver)`, its arguments on lines of their own
/// or not; not its driver's name or a call with a password's variable.
#[test]
fn groovy_sql_connections_are_masked() {
    check(
        &[
            (
                "def sql = Sql.newInstance(\n    'jdbc:oracle:thin:@//ora:1521/FIN',\n    'gl_reader',\n    'Fj9#kLq2Vx',\n    'oracle.jdbc.OracleDriver')\n",
                "Fj9#kLq2Vx",
            ),
            (
                "def db = Sql.newInstance(\"jdbc:postgresql://pg/app\", \"app\", \"s3cure-Pass-77\", \"org.postgresql.Driver\")\n",
                "s3cure-Pass-77",
            ),
        ],
        &["def sql = Sql.newInstance(url, user, password, 'oracle.jdbc.OracleDriver')\n"],
    );
}
