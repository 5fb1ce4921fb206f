//! Classes first missed on agents' tool outputs the rules were not tuned on (issue 26): tool
//! formats that hold a secret by their place (a workflow's output, a kubeconfig's client key,
//! a storage account's keys, an encrypted parameter, a conda channel's token, a later session
//! cookie), passphrases of words joined by `.`, and the word for password in many languages;
//! each with spellings of its own and the harmless neighbours that must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::{ALNUM, HEX, UPPER, URLSAFE, check, random};

#[test]
fn workflow_commands_that_set_a_secret_named_output() {
    let k = random(2601, URLSAFE, 32);
    let h = random(2602, HEX, 40);
    let u = random(2603, UPPER, 26);
    check(
        &[
            (&format!("::set-output name=signing_key::{k}\n"), &k),
            (
                &format!("Run ./mint.sh\n::set-output name=API_TOKEN::{h}\n"),
                &h,
            ),
            (&format!("::save-state name=deploy-password::{u}\n"), &u),
            (&format!("::set-output name=npm_auth::{k}\n"), &k),
        ],
        &[
            "::set-output name=version::1.2.3-beta4\n",
            "::set-output name=signing_key::${{ steps.mint.outputs.key }}\n",
            "::set-output name=matrix::{\"os\":[\"ubuntu\"]}\n",
            "::add-mask::***\n",
        ],
    );
}

#[test]
fn kubeconfig_client_keys_in_yaml_and_json() {
    let b = format!(
        "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQo{}",
        random(2611, ALNUM, 60)
    );
    check(
        &[
            (
                &format!("users:\n- name: admin\n  user:\n    client-key-data: {b}\n"),
                &b,
            ),
            (
                &format!("{{\"user\": {{\"client-key-data\": \"{b}\"}}}}\n"),
                &b,
            ),
            (&format!("    client-key-data: {b}==\n"), &b),
        ],
        &[
            "    client-key-data: DATA+OMITTED\n",
            "    client-key-data: REDACTED\n",
            "    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==\n",
        ],
    );
}

#[test]
fn storage_account_keys_and_encrypted_parameters_as_the_cli_prints_them() {
    let key = format!("{}==", random(2621, ALNUM, 86));
    let p = random(2622, ALNUM, 30);
    check(
        &[
            (
                &format!(
                    "[\n  {{\n    \"creationTime\": \"2026-03-11T10:02:44+00:00\",\n    \"keyName\": \"key1\",\n    \"permissions\": \"FULL\",\n    \"value\": \"{key}\"\n  }}\n]\n"
                ),
                &key,
            ),
            (
                &format!(
                    "{{\"keyName\": \"key2\", \"permissions\": \"READ\", \"value\": \"{key}\"}}"
                ),
                &key,
            ),
            (
                &format!(
                    "{{\n  \"Parameter\": {{\n    \"Name\": \"/shop/prod/DB\",\n    \"Type\": \"SecureString\",\n    \"Value\": \"{p}\",\n    \"Version\": 3\n  }}\n}}\n"
                ),
                &p,
            ),
            (
                "{\"Type\": \"SecureString\", \"Value\": \"hunter.quartz.meadow\"}",
                "hunter.quartz.meadow",
            ),
        ],
        &[
            "{\"keyName\": \"key1\", \"permissions\": \"FULL\", \"value\": \"<redacted>\"}",
            "{\"Name\": \"/shop/prod/HOST\", \"Type\": \"String\", \"Value\": \"db.internal\"}",
            "{\"Type\": \"StringList\", \"Value\": \"a,b,c\"}",
        ],
    );
}

#[test]
fn conda_channel_tokens_and_forum_topics() {
    let t = random(2631, URLSAFE, 40);
    let h = random(2632, HEX, 32).to_uppercase();
    check(
        &[
            (
                &format!("channels:\n  - https://conda.example.org/t/{t}/internal\n"),
                &t,
            ),
            (
                &format!("conda install -c https://repo.example:8443/t/{h}/team numpy\n"),
                &h,
            ),
            (
                &format!("channel_alias: \"https://conda.corp.example/t/{t}/main\"\n"),
                &t,
            ),
        ],
        &[
            "see https://discuss.python.org/t/pip-without-setuptools-could-the-experience-be-improved/11810/9\n",
            "https://forum.example.org/t/how-to-install-v2-on-ubuntu-2204/5678\n",
            "channels:\n  - conda-forge\n  - defaults\n",
        ],
    );
}

#[test]
fn every_session_cookie_of_a_request_header() {
    let s = random(2641, ALNUM, 32);
    let h = random(2642, HEX, 64);
    check(
        &[
            (
                &format!("Cookie: csrftoken=d41d8cd98f00b204; sessionid={s}\n"),
                &s,
            ),
            (
                &format!("Cookie: lang=en; theme=dark; connect.sid={h}\n"),
                &h,
            ),
            (
                &format!("cookie: _ga=GA1.2.3; PHPSESSID={s}; consent=yes\n"),
                &s,
            ),
        ],
        &[
            "Cookie: lang=en; theme=dark\n",
            "Cookie: sessionid=; lang=en\n",
        ],
    );
}

#[test]
fn passphrases_of_words_joined_by_dots_under_a_password_key() {
    let masked: Vec<(String, &str)> = [
        (
            "export PGPASSWORD=platja.zvezda.meri\n",
            "platja.zvezda.meri",
        ),
        (
            "DB_PASSWORD=kuu.hrad.willow.deniz\n",
            "kuu.hrad.willow.deniz",
        ),
        (
            "  password: koshka.quartz.gato.setareh\n",
            "koshka.quartz.gato.setareh",
        ),
        (
            "PASSWORD: 'setareh.kahve.tsuki.hygge'\n",
            "setareh.kahve.tsuki.hygge",
        ),
        (
            "SMTP_PASS                fika.bunga.golab.juniper\n",
            "fika.bunga.golab.juniper",
        ),
        (
            "Server=sql01;User Id=app;Password=praia.molen.fika;Encrypt=True\n",
            "praia.molen.fika",
        ),
        ("pass = zvezda.simit.bituin\n", "zvezda.simit.bituin"),
        (
            "password    hygge.willow.jua\nusername    noreply\n",
            "hygge.willow.jua",
        ),
        ("\"password\": \"gato.jua.sonce\",\n", "gato.jua.sonce"),
    ]
    .into_iter()
    .map(|(t, v)| (t.to_string(), v))
    .collect();
    let pairs: Vec<(&str, &str)> = masked.iter().map(|(t, v)| (t.as_str(), *v)).collect();
    check(
        &pairs,
        &[
            "password = settings.database.password\n",
            "password: config.db.secret\n",
            "DB_PASSWORD=db.internal.example\n",
            "password = self.config.pwd\n",
            "password_file: secrets.prod.yaml\n",
            "password: form.cleaned.data\n",
            "password = request.form.get('password')\n",
        ],
    );
}

#[test]
fn an_escaped_line_break_before_a_key_name_and_a_product_license_key() {
    let k = random(2651, ALNUM, 39);
    check(
        &[
            (
                &format!("{{\"text\":\"APP_NAME=kassa\\nMAILGUN_KEY={k}\\nLOG_LEVEL=info\\n\"}}"),
                &k,
            ),
            (&format!("\"APP=1\\tSTRIPE_KEY={k}\""), &k),
            (&format!("  KASSA_LICENSE_KEY={k}\nBacktrace:\n"), &k),
            (
                "{\"text\":\"PGHOST=pg\\nPGPASSWORD=simba.jua.kuu\\n\"}",
                "simba.jua.kuu",
            ),
        ],
        &[
            "{\"text\":\"APP_NAME=kassa\\nCACHE_KEY=user_profile_v2\\n\"}",
            "{\"text\":\"PGHOST=pg\\nPGPASSWORD=settings.db.password\\n\"}",
            "LICENSE_KEY=Apache-2.0\n",
            "{\"text\":\"a\\nPUBLIC_KEY=ssh-ed25519\\n\"}",
        ],
    );
}

#[test]
fn an_arn_and_an_empty_form_parameter_are_no_values() {
    check(
        &[(
            "username=app&password=Hx7kq2Lm9p&csrf=829295e59348fc42\n",
            "Hx7kq2Lm9p",
        )],
        &[
            "\"ARN\": \"arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf\",\n",
            "arn:aws:secretsmanager:us-east-1:123456789012:secret:billing/stripe-Xy12Zq\n",
            "username=deploy_svc&password=&csrf=829295e59348fc4227464a96c1685d5b\n",
            "user=a&token=&next=%2Fhome%2Fdashboard2026\n",
        ],
    );
}

#[test]
fn the_word_for_password_in_many_languages() {
    let v = "Staging2026!";
    let names = [
        "uus parool on",
        "Parool:",
        "slapta\u{17e}odis \u{12f} skydel\u{12f}:",
        "fjal\u{eb}kalimi \u{eb}sht\u{eb}:",
        "\u{43b}\u{43e}\u{437}\u{438}\u{43d}\u{43a}\u{430}:",
        "\u{15f}ifr\u{259}:",
        "\u{49b}\u{4b1}\u{43f}\u{438}\u{44f} \u{441}\u{4e9}\u{437}:",
        "\u{43d}\u{443}\u{443}\u{446} \u{4af}\u{433}:",
        "\u{10de}\u{10d0}\u{10e0}\u{10dd}\u{10da}\u{10d8}:",
        "\u{563}\u{561}\u{572}\u{57f}\u{576}\u{561}\u{562}\u{561}\u{57c}:",
        "\u{9aa}\u{9be}\u{9b8}\u{993}\u{9af}\u{9bc}\u{9be}\u{9b0}\u{9cd}\u{9a1}:",
        "\u{67e}\u{627}\u{633} \u{648}\u{631}\u{688}:",
        "\u{b95}\u{b9f}\u{bb5}\u{bc1}\u{b9a}\u{bcd}\u{b9a}\u{bca}\u{bb2}\u{bcd}:",
        "\u{aaa}\u{abe}\u{ab8}\u{ab5}\u{ab0}\u{acd}\u{aa1}:",
        "\u{a2a}\u{a3e}\u{a38}\u{a35}\u{a30}\u{a21}:",
        "\u{db8}\u{dd4}\u{dbb}\u{db4}\u{daf}\u{dba}:",
        "\u{12e8}\u{12ed}\u{1208}\u{134d} \u{1243}\u{120d}:",
        "\u{1005}\u{1000}\u{102c}\u{1038}\u{101d}\u{103e}\u{1000}\u{103a}:",
        "\u{ea5}\u{eb0}\u{eab}\u{eb1}\u{e94}\u{e9c}\u{ec8}\u{eb2}\u{e99}:",
    ];
    let texts: Vec<String> = names.iter().map(|n| format!("Kadri: {n} {v}\n")).collect();
    let pairs: Vec<(&str, &str)> = texts.iter().map(|t| (t.as_str(), v)).collect();
    check(
        &pairs,
        &[
            "Kadri: parool on vale, proovi uuesti.\n",
            "Marko: lozinka je istekla do petka.\n",
            "Parool: (peidetud)\n",
        ],
    );
}

#[test]
fn letters_only_passwords_after_another_languages_copula_or_a_label() {
    check(
        &[
            (
                "a senha do wifi do escrit\u{f3}rio mudou, agora \u{e9} Simbaquartzgolab\n",
                "Simbaquartzgolab",
            ),
            (
                "Ingrid: Passordet til gjestenettet er nekosaulesimitskog fra i dag.\n",
                "nekosaulesimitskog",
            ),
            (
                "Nurul: Kata laluan untuk akaun ujian ialah ottermerigranite ya.\n",
                "ottermerigranite",
            ),
            (
                "Amani: Nenosiri la seva mpya ni Chuvasimitfika \u{2014} tafadhali.\n",
                "Chuvasimitfika",
            ),
            (
                "Martin: heslo na testovac\u{ed} server je jurafikamolen\n",
                "jurafikamolen",
            ),
            (
                "Jordi: La contrasenya del servidor \u{e9}s Willowkalyna, no la canvieu.\n",
                "Willowkalyna",
            ),
            (
                "Mette (11:20): adgangskode til printeren: tulpsommarbituinkopi\n",
                "tulpsommarbituinkopi",
            ),
            (
                "het nieuwe wachtwoord voor de testomgeving is: kalynasmorrebrod\n",
                "kalynasmorrebrod",
            ),
            (
                "R\u{16b}ta: slapta\u{17e}odis: juratsukikuu\n",
                "juratsukikuu",
            ),
            (
                "Marko: lozinka za VPN je mahal.simit.golab do petka.\n",
                "mahal.simit.golab",
            ),
            (
                "uus parool on saudade.koshka.zvezda.kuu, palun \u{e4}ra jaga.\n",
                "saudade.koshka.zvezda.kuu",
            ),
        ],
        &[
            "Ingrid: Passordet er feil, pr\u{f8}v igjen.\n",
            "a senha \u{e9} obrigat\u{f3}ria\n",
            "Heslo je povinn\u{e9} pole.\n",
            "the password is required for login\n",
            "Nurul: Kata laluan ialah wajib ya.\n",
            "Password: Authentication\n",
            "password policy: Alphanumeric\n",
            "Password prompt: Disabled\n",
            "Le mot de passe est obligatoire.\n",
            "La contrase\u{f1}a es obligatoria.\n",
            "La password \u{e8} scaduta\n",
            "the password is stored.in.vault\n",
        ],
    );
}

#[test]
fn a_secret_column_under_an_empty_first_cell_and_in_confluence_tables() {
    check(
        &[
            (
                "service,login,password,url\nwifi,guest,,http://192.168.1.1\nnas,admin,Postgres123!,https://nas.local:5001\n",
                "Postgres123!",
            ),
            (
                "name;user;password\nprinter;;\nnas;admin;Kx81mPq2vz\n",
                "Kx81mPq2vz",
            ),
            (
                "|| System || Account || Password ||\n| Grafana | admin | Zagreb2025! |\n| Kibana | elastic | see Vault |\n",
                "Zagreb2025!",
            ),
            (
                "||System||Login||API token||\n|billing|svc|Hq7Lm2Xv9Kp4Wz8Rt3|\n",
                "Hq7Lm2Xv9Kp4Wz8Rt3",
            ),
        ],
        &[
            "service,login,password,url\nwifi,guest,,http://192.168.1.1\nnas,admin,,https://nas.local\n",
            "|| System || Account || Password ||\n| Grafana | admin | see Vault |\n",
            "|| Name || Description ||\n| password | the user's password |\n",
            "service,login,password_hash,url\nnas,admin,5f4dcc3b5aa765d61d8327deb882cf99,https://nas.local\n",
        ],
    );
}

#[test]
fn a_command_that_prints_a_secret_and_the_value_on_its_next_line() {
    let h = random(2661, HEX, 32).to_uppercase();
    let a = random(2662, ALNUM, 40);
    check(
        &[
            (
                &format!("$ gcloud secrets versions access latest --secret=mailer-key\n{h}\n$ \n"),
                &h,
            ),
            (
                &format!("$ vault kv get -field=password secret/app\n{a}\n"),
                &a,
            ),
            (
                &format!(
                    "$ kubectl get secret db -o jsonpath='{{.data.password}}' | base64 -d\n{a}\n"
                ),
                &a,
            ),
            (
                &format!("$ security find-generic-password -s deploy -w\n{a}\n"),
                &a,
            ),
        ],
        &[
            "$ gcloud secrets versions access latest --secret=x\nERROR: (gcloud.secrets.versions.access) NOT_FOUND\n",
            "$ vault kv get -field=password secret/app\nNo value found at secret/data/app\n",
            "$ pass show\nPassword Store\n",
        ],
    );
}

#[test]
fn composer_and_postman_tokens_by_their_place() {
    let t = random(2671, URLSAFE, 40);
    let k = random(2672, ALNUM, 48);
    check(
        &[
            (
                &format!("{{\n  \"bearer\": {{\n    \"repo.example.org\": \"{t}\"\n  }}\n}}\n"),
                &t,
            ),
            (
                &format!("{{\"gitlab-token\": {{\"gitlab.example.com\": \"{t}\"}}}}"),
                &t,
            ),
            (
                &format!(
                    "\"auth\": {{\"type\": \"apikey\", \"apikey\": [\n  {{ \"key\": \"value\", \"value\": \"{k}\", \"type\": \"string\" }},\n  {{ \"key\": \"key\", \"value\": \"X-API-Key\" }}\n]}}"
                ),
                &k,
            ),
            (
                &format!(
                    "\"apikey\": [{{\"key\": \"in\", \"value\": \"header\"}}, {{\"key\": \"value\", \"value\": \"{k}\"}}]"
                ),
                &k,
            ),
        ],
        &[
            "{\"type\": \"bearer\", \"bearer\": {\"token\": \"{{token}}\"}}\n",
            "\"apikey\": [{ \"key\": \"value\", \"value\": \"{{apiKey}}\", \"type\": \"string\" }]",
            "{\"bearer\": {\"repo.example.org\": \"<your token>\"}}\n",
        ],
    );
}

#[test]
fn a_dotted_passphrase_as_an_elements_text() {
    check(
        &[
            (
                "<password>kopi.setareh.more</password>\n",
                "kopi.setareh.more",
            ),
            (
                "<add key=\"SmtpPassword\" value=\"chuva.molen.kalyna\" />\n",
                "chuva.molen.kalyna",
            ),
        ],
        &[
            "<password>${db.password}</password>\n",
            "<password>settings.db.password</password>\n",
        ],
    );
}

#[test]
fn a_later_secret_column_and_a_query_clients_notes() {
    check(
        &[(
            "User name,Password,Access key ID,Secret access key\nci,,AKIAEXAMPLEUSERID,hSqkfZxoEZU9Urj+tgfdgdfgFBj00GDam0BNqpQR\n",
            "hSqkfZxoEZU9Urj+tgfdgdfgFBj00GDam0BNqpQR",
        )],
        &[
            "+-------+----------+\n| login | password |\n+-------+----------+\n| ops   | NULL     |\n| ops   | (hidden) |\n+-------+----------+\n",
            "login,password\nops,\nci,(hidden)\nweb,<not set>\n",
        ],
    );
}

/// A key or a token that a sentence states in Swedish (`API-nyckeln ... är`), Greek (`κλειδί
/// API`, `κλειδί ... είναι`), Hebrew (`המפתח ... הוא`) or Hindi (`टोकन ... है`, `API कुंजी:`):
/// a generated value after the name is masked; the same words before prose, a count or an
/// id stay.
#[test]
fn keys_and_tokens_stated_in_swedish_greek_hebrew_and_hindi() {
    let values = [
        random(2711, HEX, 40),
        random(2712, URLSAFE, 32),
        random(2713, ALNUM, 24),
    ];
    let mut masked = Vec::new();
    for v in &values {
        for t in [
            format!(
                "Hej! API-nyckeln till leverantörsportalen är {v} – den gäller till nästa kvartal.\n"
            ),
            format!("Nyckeln för webhooken: {v}\n"),
            format!("Το νέο κλειδί API {v} ισχύει μόνο για το περιβάλλον δοκιμών.\n"),
            format!("Το κλειδί για το webhook είναι {v}\n"),
            format!("המפתח החדש ל-API הוא {v} ותוקפו עד סוף החודש.\n"),
            format!("מפתח ה-API: {v}\n"),
            format!("नया एक्सेस टोकन {v} है, इसे किसी के साथ साझा न करें।\n"),
            format!("API कुंजी: {v}\n"),
        ] {
            masked.push((t, v.clone()));
        }
    }
    let masked: Vec<(&str, &str)> = masked
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    check(
        &masked,
        &[
            "Nyckeln till förrådet ligger i receptionen.\n",
            "Nyckel-id: 4821\n",
            "Το κλειδί βρίσκεται στο συρτάρι 3.\n",
            "Τα κλειδιά είναι στο γραφείο 12.\n",
            "המפתח נמצא במגירה 2.\n",
            "टोकन 3 बार इस्तेमाल हो सकता है\n",
            "कुंजी दराज 2 में है\n",
        ],
    );
}
