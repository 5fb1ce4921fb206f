//! Secrets that a network device's configuration, an administrator's command line or a tool's
//! printout gives by its place (an SNMP community, IPMI's `-P`, a keystore's `show`, a PSK file,
//! a JAAS module's users, a Pulumi secret), each in several spellings, and the harmless
//! neighbours that must stay unmasked.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

mod common;

use common::{ALNUM, HEX, URLSAFE, check, random};

/// Passwords of the kinds people choose: words alone, words run together, a passphrase, and
/// the usual word, year and symbol.
const PASSWORDS: &[&str] = &[
    "Sommer2026!",
    "meadowlantern",
    "OtterWalrus",
    "river-copper-salt",
    "Kiwi#blau77",
];

/// Network devices' configurations: a plain-text account or enable secret by its type, an
/// SNMP community, a Junos `set` command's secret.
#[test]
fn device_configurations_give_plain_secrets_by_place() {
    let mut masked = Vec::new();
    for p in PASSWORDS {
        masked.push((
            format!("hostname edge-2\nusername ops privilege 15 password 0 {p}\n!\n"),
            p.to_string(),
        ));
        masked.push((
            format!("username backup privilege 1 secret 0 {p}\n"),
            p.to_string(),
        ));
        masked.push((format!("enable secret 0 {p}\n"), p.to_string()));
        masked.push((
            format!("snmp-server community {p} RO 10\nsnmp-server location R1\n"),
            p.to_string(),
        ));
        masked.push((format!("snmp-server community {p} RW\n"), p.to_string()));
        masked.push((
            format!("snmp-server community {p} view MGMT ro\n"),
            p.to_string(),
        ));
        masked.push((
            format!("agentAddress udp:161\nrocommunity {p} 10.0.0.0/24\n"),
            p.to_string(),
        ));
        masked.push((format!("rwcommunity {p}\n"), p.to_string()));
        masked.push((
            format!("set system radius-server 192.0.2.9 secret \"{p}\"\n"),
            p.to_string(),
        ));
        masked.push((
            format!("set system tacplus-server 192.0.2.10 secret \"{p}\"\n"),
            p.to_string(),
        ));
    }
    let masked: Vec<(&str, &str)> = masked
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    check(
        &masked,
        &[
            "username ops privilege 15 secret 9 <removed>\n",
            "username ops privilege 15 secret 5 $1$abcd$REDACTEDREDACTED\n",
            "snmp-server community public RO\n",
            "snmp-server community private RW\n",
            "rocommunity public localhost\n",
            "The snmp-server community string should be changed from the default.\n",
            "set system radius-server 10.1.1.5 secret \"$9$REDACTED\"\n",
            "set system radius-server 10.1.1.5 port 1812\n",
            "We keep the radius secret \"somewhere safe\" as the runbook says.\n",
        ],
    );
}

/// Management clients with the password in their own option, and `kinit` fed its password.
#[test]
fn management_clients_give_passwords_by_option() {
    let mut masked = Vec::new();
    for p in PASSWORDS {
        for t in [
            format!("$ ipmitool -I lanplus -H 10.1.2.3 -U root -P '{p}' sensor list\n"),
            format!("ipmitool -H bmc-07 -U ADMIN -P {p} chassis status\n"),
            format!("$ snmpwalk -v2c -c {p} 192.0.2.1 system\n"),
            format!("snmpget -v 2c -c '{p}' switch-3 sysUpTime.0\n"),
            format!("snmpbulkwalk -v3 -l authPriv -u mon -a SHA -A \"{p}\" sw1 ifTable\n"),
            format!("snmpget -v3 -l authPriv -u mon -x AES -X {p} sw1 sysName.0\n"),
            format!("$ echo '{p}' | kinit backup@CORP.EXAMPLE\n"),
            format!("echo \"{p}\" | kinit admin/admin\n"),
            format!("printf '%s' '{p}' | kinit svc@EXAMPLE.ORG\n"),
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
            "$ ipmitool -I lanplus -H 10.10.0.51 -U ADMIN -f /root/.ipmi_pass chassis power status\n",
            "ipmitool -I lanplus -H bmc -U admin -P \"$IPMI_PASSWORD\" power on\n",
            "$ snmpd -c /etc/snmp/snmpd.conf -f\n",
            "snmpwalk -v2c -c public 10.0.0.1\n",
            "snmpwalk -v2c -c \"$COMMUNITY\" 10.0.0.1\n",
            "$ kinit -kt /etc/krb5.keytab svc_backup@INTERN.EXAMPLE\n",
            "echo $KRB_PASSWORD | kinit admin@EXAMPLE.ORG\n",
            "Run kinit and type the password when it asks for it.\n",
        ],
    );
}

/// What a tool prints for a secret it holds: Elasticsearch's keystore's `show`, a TLS-PSK
/// file, OpenVPN's `auth-user-pass` file.
#[test]
fn printed_secrets_of_tools_are_masked() {
    let mut masked = Vec::new();
    for p in PASSWORDS {
        for setting in [
            "bootstrap.password",
            "xpack.security.http.ssl.keystore.secure_password",
            "s3.client.default.secret_key",
        ] {
            masked.push((
                format!("$ bin/elasticsearch-keystore show {setting}\n{p}\n$ \n"),
                p.to_string(),
            ));
        }
        masked.push((
            format!(
                "$ cat /etc/openvpn/auth.txt\nvpnuser\n{p}\n$ openvpn --config c.ovpn --auth-user-pass /etc/openvpn/auth.txt\n"
            ),
            p.to_string(),
        ));
        masked.push((
            format!("# cat ~/openvpn/creds\nj.doe\n{p}\n"),
            p.to_string(),
        ));
    }
    for seed in 0..4 {
        let k = random(7100 + seed, HEX, 32 + 32 * seed as usize);
        masked.push((
            format!("$ sudo cat /etc/zabbix/zabbix_agentd.psk\n{k}\n"),
            k.clone(),
        ));
        masked.push((
            format!("$ cat site.psk\n{}\n", k.to_uppercase()),
            k.to_uppercase(),
        ));
    }
    let masked: Vec<(&str, &str)> = masked
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    check(
        &masked,
        &[
            "$ sudo /usr/share/elasticsearch/bin/elasticsearch-keystore list\nbootstrap.password\nkeystore.seed\n",
            "$ cat /etc/openvpn/server.conf\nport 1194\nproto udp\ndev tun\n",
            "$ cat /etc/openvpn/ca.crt\n-----BEGIN CERTIFICATE-----\nMIIDSzCCAjOgAwIBAgIUJ\nQ2Vy\n",
            "$ cat /etc/zabbix/agent.psk\ncat: /etc/zabbix/agent.psk: Permission denied\n",
            "TLSPSKFile=/etc/zabbix/agent.psk\nTLSPSKIdentity=PSK 001\n",
        ],
    );
}

/// A JAAS login module's users and a Pulumi stack's revealed secrets.
#[test]
fn jaas_users_and_pulumi_secrets_are_masked() {
    let mut masked = Vec::new();
    for p in PASSWORDS {
        masked.push((
            format!(
                "Server {{\n  org.apache.zookeeper.server.auth.DigestLoginModule required\n  user_super=\"{p}\";\n}};\n"
            ),
            p.to_string(),
        ));
        masked.push((
            format!(
                "KafkaServer {{\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username=\"admin\"\n  password=\"{p}\"\n  user_admin=\"{p}\"\n  user_alice=\"alice-{p}\";\n}};\n"
            ),
            format!("alice-{p}"),
        ));
    }
    for seed in 0..3 {
        for v in [
            random(7200 + seed, HEX, 64),
            random(7300 + seed, URLSAFE, 40),
        ] {
            masked.push((
                format!(
                    "\"outputs\": {{\n  \"dbPassword\": {{\n    \"4dabf18193072939515e22adb298388d\": \"1b47061264138c4ac30d75fd1eb44270\",\n    \"plaintext\": \"\\\"{v}\\\"\"\n  }}\n}}\n"
                ),
                v,
            ));
        }
        let v = random(7400 + seed, ALNUM, 30);
        masked.push((
            format!(
                "{{\"4dabf18193072939515e22adb298388d\":\"1b47061264138c4ac30d75fd1eb44270\",\"plaintext\":\"\\\"{v}\\\"\"}}"
            ),
            v,
        ));
    }
    let masked: Vec<(&str, &str)> = masked
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    check(
        &masked,
        &[
            "Server {\n  org.apache.zookeeper.server.auth.DigestLoginModule required\n  user_super=\"<redacted>\";\n};\n",
            "KafkaServer {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  user_admin=\"${file:/etc/kafka/secrets.properties:admin}\";\n};\n",
            "\"dbPassword\": {\n  \"4dabf18193072939515e22adb298388d\": \"1b47061264138c4ac30d75fd1eb44270\",\n  \"ciphertext\": \"v1:abcd\"\n}\n",
        ],
    );
}

/// HAProxy's captured headers, unnamed in its log line: a generated value among them is
/// masked (maybe after its scheme); a host, an agent, a language and a request's id stay.
#[test]
fn haproxy_captured_headers_with_generated_values_are_masked() {
    let line = |block: &str| {
        format!(
            "Nov 30 09:14:22 lb01 haproxy[1822]: 198.51.100.23:40112 [30/Nov/2026:09:14:22.301] fe_https~ be_api/api02 0/0/1/12/13 200 842 - - ---- 311/290/3/1/0 0/0 {block} \"POST /v2/charge HTTP/1.1\"\n"
        )
    };
    let mut masked = Vec::new();
    for seed in 0..3 {
        let a = random(7500 + seed, ALNUM, 44);
        let u = random(7600 + seed, URLSAFE, 35);
        let d = format!(
            "{}.{}.{}",
            random(7700 + seed, ALNUM, 26),
            random(7800 + seed, URLSAFE, 6),
            random(7900 + seed, URLSAFE, 38)
        );
        masked.push((line(&format!("{{api.shop.example|{a}}}")), a.clone()));
        masked.push((line(&format!("{{api.shop.example|Bearer {u}}}")), u.clone()));
        masked.push((
            line(&format!(
                "{{api.shop.example|curl/8.5.0|{d}}} {{text/html|gzip}}"
            )),
            d.clone(),
        ));
        masked.push((
            line(&format!("{{api.shop.example}} {{{a}|no-cache}}")),
            a.clone(),
        ));
    }
    let masked: Vec<(&str, &str)> = masked
        .iter()
        .map(|(t, v)| (t.as_str(), v.as_str()))
        .collect();
    let clean = [
        line(
            "{shop.example.com|Mozilla/5.0|de-DE,de;q=0.9|7f3c9a1e-2b4d-4e8f-9a6b-1c2d3e4f5a6b} {text/html|gzip}",
        ),
        line("{www.example.org|curl/8.5.0|application/json}"),
        line("{internal-billing.eu-west-1.example.com|}"),
    ];
    let clean: Vec<&str> = clean.iter().map(String::as_str).collect();
    check(&masked, &clean);
}

/// An IRC client's message to the nickname service (`/msg NickServ IDENTIFY [nick] ...`, `/ns`,
/// a raw `PRIVMSG`, `GHOST`, `REGISTER ... e-mail`, `SET PASSWORD`) carries the account's
/// password as the line's last word; help, prose and placeholders stay.
#[test]
fn irc_services_commands_give_the_password_by_place() {
    let mut masked = Vec::new();
    let token = random(8101, URLSAFE, 32);
    let hex = random(8102, HEX, 40);
    for p in PASSWORDS
        .iter()
        .copied()
        .chain([token.as_str(), hex.as_str()])
    {
        for t in [
            format!("[21:15] <kim> /msg NickServ IDENTIFY {p}\n[21:15] <kim> oops\n"),
            format!("2026-11-30 21:15:22 <ops_bot> /msg nickserv identify opsbot {p}\n"),
            format!("/ns identify {p}\n"),
            format!("/NS IDENTIFY kim {p}"),
            format!("/nickserv identify {p}\n"),
            format!("PRIVMSG NickServ :IDENTIFY kim {p}\r\n"),
            format!("/msg NickServ GHOST kim {p}\n"),
            format!("/msg NickServ RECOVER kim {p}\n"),
            format!("/msg NickServ REGISTER {p} kim@example.org\n"),
            format!("/msg NickServ SET PASSWORD {p}\n"),
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
            "/msg NickServ IDENTIFY <password>\n",
            "/msg NickServ IDENTIFY PASSWORD\n",
            "/msg NickServ IDENTIFY kim <password>\n",
            "/msg NickServ help identify\n",
            "Please identify yourself to NickServ with /msg NickServ IDENTIFY\n",
            "/msg NickServ REGISTER <password> <email>\n",
            "You must identify to NickServ before you can join #ops.\n",
            "-NickServ- This nickname is registered. Please choose a different nickname.\n",
        ],
    );
}

/// MinIO's client registers a server with its access key and secret key as arguments (`mc
/// alias set`, `mcli alias set`); placeholders, metavariables and expansions stay.
#[test]
fn minio_client_aliases_give_the_secret_key_by_place() {
    let mut masked = Vec::new();
    let secret = random(8201, ALNUM, 40);
    let slashed = format!("{}/{}", random(8202, ALNUM, 12), random(8203, ALNUM, 27));
    for p in [secret.as_str(), slashed.as_str(), "Sommer2026!", "minio123"] {
        for t in [
            format!(
                "$ mc alias set wasabi https://s3.wasabisys.example WSB7QK2M9XR4TL8C {p} --api S3v4\n"
            ),
            format!("mc alias set local http://127.0.0.1:9000 admin '{p}'\n"),
            format!("mc alias set minio http://10.0.0.5:9000 AKIAIOSFODNN7 \"{p}\"\n"),
            format!("mcli alias set backup https://minio.lan backup-user {p}\n"),
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
            "mc alias set myminio http://localhost:9000 ACCESS_KEY SECRET_KEY\n",
            "mc alias set myminio http://localhost:9000 $MINIO_USER $MINIO_PASSWORD\n",
            "mc alias set myminio http://localhost:9000 YOUR-ACCESSKEY YOUR-SECRETKEY\n",
            "mc alias set myminio http://localhost:9000 <access-key> <secret-key>\n",
            "mc alias set myminio http://localhost:9000 \"${ACCESS}\" \"${SECRET}\"\n",
            "mc alias list\n",
            "git config alias set-upstream '!git push -u origin HEAD'\n",
        ],
    );
}

/// A stand-in password in a URL is one by its place, unless the line's comment says the URL is
/// an example; a real password stays masked whatever the comment says.
#[test]
fn a_url_comment_that_calls_it_an_example_spares_a_stand_in_only() {
    check(
        &[
            (
                "  broker_url: amqps://ops:changeme@localhost:5671/jobs\n",
                "changeme",
            ),
            (
                "  broker_url: amqps://ops:Zq8!wmP2x@localhost:5671/jobs   # example only\n",
                "Zq8!wmP2x",
            ),
            (
                "DATABASE_URL=postgres://app:changeme@db:5432/app  # production\n",
                "changeme",
            ),
        ],
        &[
            "  broker_url: amqps://ops:changeme@localhost:5671/jobs   # example only, see docs\n",
            "DATABASE_URL=postgres://app:changeme@db:5432/app  # e.g. for local runs\n",
            "url = \"redis://default:changeme@localhost:6379\"  // sample value\n",
            "jdbc:postgresql://app:changeme@localhost/app -- placeholder, set your own\n",
        ],
    );
}
