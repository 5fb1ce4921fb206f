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

/// Host names of metadata services (compared without a trailing dot, in any case).
const METADATA_HOSTS: &[&str] = &[
    "metadata.google.internal",
    "metadata.goog",
    "metadata",
    "instance-data",
    "instance-data.ec2.internal",
    "metadata.azure.com",
    "metadata.tencentyun.com",
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

/// Whether the authority (`host:port`) is a metadata service: a known name, the link-local
/// range 169.254.0.0/16 or Alibaba's 100.100.100.200 in any IPv4 spelling (decimal, octal,
/// hexadecimal, fewer than four parts), or AWS's fd00:ec2:: range and IPv4-mapped IPv6.
fn metadata_host(authority: &str) -> bool {
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => authority.rsplit_once(':').map_or(authority, |(h, port)| {
            if port.chars().all(|c| c.is_ascii_digit()) {
                h
            } else {
                authority
            }
        }),
    };
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    if METADATA_HOSTS.contains(&host.as_str()) {
        return true;
    }
    if host.contains(':') {
        return ipv6_metadata(&host);
    }
    ipv4(&host).is_some_and(metadata_v4)
}

fn metadata_v4(ip: u32) -> bool {
    ip >> 16 == 0xa9fe || ip == 0x6464_64c8
}

/// An IPv4 address as `inet_aton` reads it: one to four parts, each decimal, octal (`0…`) or
/// hexadecimal (`0x…`), the last filling the remaining bytes.
pub(crate) fn ipv4(host: &str) -> Option<u32> {
    let parts: Vec<&str> = host.split('.').collect();
    if parts.is_empty() || parts.len() > 4 {
        return None;
    }
    let mut values = Vec::with_capacity(parts.len());
    for p in &parts {
        let v = if let Some(hex) = p.strip_prefix("0x") {
            u64::from_str_radix(hex, 16).ok()?
        } else if p.len() > 1 && p.starts_with('0') {
            u64::from_str_radix(p.get(1..)?, 8).ok()?
        } else {
            p.parse::<u64>().ok()?
        };
        values.push(v);
    }
    let (last, head) = values.split_last()?;
    let mut ip: u64 = 0;
    for (i, v) in head.iter().enumerate() {
        if *v > 255 {
            return None;
        }
        ip |= v << (24 - 8 * i);
    }
    let room = 32 - 8 * head.len();
    if room < 64 && *last >= 1u64 << room {
        return None;
    }
    u32::try_from(ip | last).ok()
}

/// Whether an IPv6 address is in AWS's `fd00:ec2::/32`, or maps or embeds a metadata IPv4
/// address (`::ffff:169.254.169.254`, `::ffff:a9fe:a9fe`).
fn ipv6_metadata(host: &str) -> bool {
    let host = host.split('%').next().unwrap_or(host);
    let (v6, v4) = match host.rsplit_once(':') {
        Some((head, tail)) if tail.contains('.') => (head, ipv4(tail)),
        _ => (host, None),
    };
    let groups = |s: &str| -> Option<Vec<u16>> {
        s.split(':')
            .filter(|g| !g.is_empty())
            .map(|g| u16::from_str_radix(g, 16).ok())
            .collect()
    };
    let (front, back) = match v6.split_once("::") {
        Some((f, b)) => (groups(f), groups(b)),
        None => (groups(v6), Some(Vec::new())),
    };
    let (Some(front), Some(back)) = (front, back) else {
        return false;
    };
    let embedded = usize::from(v4.is_some()) * 2;
    let zeros = 8usize.saturating_sub(front.len() + back.len() + embedded);
    let mut all: Vec<u16> = front;
    all.extend(std::iter::repeat_n(0, zeros));
    all.extend(back);
    if let Some(ip) = v4 {
        all.push((ip >> 16) as u16);
        all.push((ip & 0xffff) as u16);
    }
    if all.len() != 8 {
        return false;
    }
    if all.first() == Some(&0xfd00) && all.get(1) == Some(&0x0ec2) {
        return true;
    }
    let low = |i: usize| u32::from(all.get(i).copied().unwrap_or(0));
    let mapped = all.iter().take(5).all(|g| *g == 0) && matches!(all.get(5), Some(0 | 0xffff));
    mapped && metadata_v4((low(6) << 16) | low(7))
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
}
