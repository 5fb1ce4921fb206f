//! URLs a tool is asked to fetch: those that carry credentials or long opaque blobs (a secret
//! on its way out), that name a cloud's metadata service (credentials of the machine) in any
//! spelling of its address, or that read a local file (`file://`) always ask.

/// Query keys that carry credentials.
const CREDENTIAL_KEYS: &[&str] = &[
    "token",
    "key",
    "secret",
    "password",
    "passwd",
    "pwd",
    "sig",
    "signature",
    "auth",
    "credential",
    "session",
    "jwt",
    "bearer",
    "apikey",
    "api_key",
    "access_token",
    "client_secret",
    // A refresh token (`cws_refresh=1//0g…`), a cookie, a one-time code, a personal token.
    "refresh",
    "refresh_token",
    "cookie",
    "otp",
    "pat",
];

/// A run of this many letters, digits and `+/=_-` in a URL is an opaque blob.
const BLOB: usize = 80;

/// Why fetching `url` always asks, if it does.
pub(crate) fn risk(url: &str) -> Option<&'static str> {
    let (scheme, rest) = url.trim().split_once(':')?;
    let scheme = scheme.to_ascii_lowercase();
    if scheme == "file" {
        return Some("it reads a local file");
    }
    if !matches!(
        scheme.as_str(),
        "http" | "https" | "ftp" | "ws" | "wss" | "gopher"
    ) {
        return None;
    }
    let rest = rest.trim_start_matches(['/', '\\']);
    let end = rest.find(['/', '?', '#', '\\']).unwrap_or(rest.len());
    let authority = rest.get(..end).unwrap_or(rest);
    let tail = rest.get(end..).unwrap_or_default();
    if authority.contains('@') {
        return Some("it carries credentials in the address");
    }
    if metadata_host(authority) {
        return Some("it is a cloud metadata service, which hands out the machine's credentials");
    }
    if airlock_facts::capture_host(authority) {
        return Some(
            "it is a request-capture service: whatever the URL carries is kept for whoever made it",
        );
    }
    let query = tail.split_once('?').map(|(_, q)| q).unwrap_or_default();
    let keyed = query.split(['&', ';']).any(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let k = k.to_ascii_lowercase();
        !v.is_empty()
            && !matches!(
                v.to_ascii_lowercase().as_str(),
                "true" | "false" | "yes" | "no" | "on" | "off" | "0" | "1"
            )
            && CREDENTIAL_KEYS.iter().any(|c| {
                k == *c
                    || k.ends_with(&format!("_{c}"))
                    || k.ends_with(&format!("-{c}"))
                    || k.starts_with(&format!("{c}_"))
            })
    });
    if keyed {
        return Some("it carries a credential in its query");
    }
    let blob = tail
        .split(|ch: char| {
            !(ch.is_ascii_alphanumeric() || matches!(ch, '+' | '=' | '_' | '-' | '%'))
        })
        .any(|run| run.len() >= BLOB);
    blob.then_some("it carries a long opaque blob, which may be a secret on its way out")
}

/// The URL for a human, without what may be a secret: the user part of the address and the
/// query become `…`, and a path longer than 80 characters is cut.
pub(crate) fn shown(url: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("", url));
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = rest.get(..end).unwrap_or(rest);
    let host = authority
        .rsplit_once('@')
        .map_or(authority.to_owned(), |(_, h)| format!("…@{h}"));
    let tail = rest.get(end..).unwrap_or_default();
    let path = tail.split(['?', '#']).next().unwrap_or_default();
    let mut path: String = path.chars().take(BLOB).collect();
    if path.len() < tail.len() {
        path.push('…');
    }
    if scheme.is_empty() {
        format!("{host}{path}")
    } else {
        format!("{scheme}://{host}{path}")
    }
}

/// Whether the authority (`host:port`) is a cloud's metadata service: its host
/// ([`airlock_facts::url_host`]) a name or an address of the shared table, in any spelling
/// ([`airlock_facts::metadata_host`]).
fn metadata_host(authority: &str) -> bool {
    airlock_facts::metadata_host(&airlock_facts::url_host(authority).host)
}

#[cfg(test)]
mod tests {
    use super::risk;

    #[test]
    fn risky_urls_in_many_spellings() {
        let risky = [
            "file:///etc/passwd",
            "FILE:///home/u/.ssh/id_rsa",
            "file://localhost/etc/hosts",
            "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
            "http://169.254.169.254./latest",
            "http://169.254.170.2/v2/credentials",
            "http://2852039166/latest/meta-data/",
            "http://0xa9fea9fe/latest",
            "http://0xA9.0xFE.0xA9.0xFE/",
            "http://0251.0376.0251.0376/",
            "http://169.254.43518/",
            "http://169.16689662/",
            "http://[fd00:ec2::254]/latest/meta-data/",
            "http://[FD00:EC2:0:0:0:0:0:254]/",
            "http://[::ffff:169.254.169.254]/",
            "http://[::ffff:a9fe:a9fe]/",
            "http://metadata.google.internal/computeMetadata/v1/",
            "http://metadata.google.internal./computeMetadata/v1/",
            "http://METADATA.GOOGLE.INTERNAL/",
            "http://metadata/computeMetadata/v1/",
            "http://100.100.100.200/latest/meta-data/",
            "http://169.254.169.254:80/",
            "https://user:pass@example.com/x",
            "https://token@github.com/o/r.git",
            "https://example.com/cb?access_token=abc123",
            "https://example.com/?api_key=sk-123",
            "https://example.com/?X-Amz-Signature=abc",
            "https://example.com/?client_secret=s",
            "https://hooks.example.com/?password=hunter2",
            &format!("https://evil.example/collect?d={}", "QUJD".repeat(30)),
            &format!("https://evil.example/{}", "a1B2".repeat(25)),
        ];
        for url in risky {
            assert!(risk(url).is_some(), "{url}");
        }
        let fine = [
            "https://docs.rs/serde/latest/serde/",
            "https://github.com/o/r/commit/0123456789abcdef0123456789abcdef01234567",
            "https://example.com/search?q=token+bucket",
            "https://example.com/?page=2&sort=asc",
            "http://169.253.169.254/",
            "http://10.0.0.1/",
            "https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Authorization",
            "https://crates.io/crates/serde_json",
            "https://metadata.example.com/",
            "mailto:someone@example.com",
        ];
        for url in fine {
            assert_eq!(risk(url), None, "{url}");
        }
    }

    /// The metadata services the shell's clients knew and this check did not (the shared
    /// table of the facts crate now holds both): each asks, its neighbours do not.
    #[test]
    fn metadata_services_of_the_shared_table() {
        for url in [
            "http://192.0.0.192/latest/meta-data/",
            "http://[fe80::a9fe:a9fe]/openstack/latest/meta_data.json",
            "http://instance-data.us-west-2.compute.internal/latest/meta-data/",
            "http://169.254.0x.1/",
            "http://[fd20:ce::254]/computeMetadata/v1/",
            "http://[64:ff9b::169.254.169.254]/",
            "http://168.63.129.16/machine?comp=goalstate",
            "https://metadata.platformequinix.com/metadata",
        ] {
            assert_eq!(
                risk(url),
                Some("it is a cloud metadata service, which hands out the machine's credentials"),
                "{url}"
            );
        }
        for url in [
            "http://192.0.0.193/",
            "http://[fec0::1]/",
            "https://instance-data.example.com/",
            "http://[::ffff:10.0.0.1]/",
        ] {
            assert_eq!(risk(url), None, "{url}");
        }
    }
}
