//! The host a URL names, read once for every layer ([`url_host`]): its scheme, user part,
//! host and port, as a client reads them, whatever the case, brackets, port, path, query or
//! fragment; and the hosts of every URL written inside a word ([`hosts_in`]).

/// The parts of a URL's authority a check judges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UrlHost<'a> {
    /// The scheme before `://`, in lower case (`https`), when the text opens with one.
    pub scheme: Option<String>,
    /// The user part before the authority's last `@` (`user`, `user:password`), if any.
    pub userinfo: Option<&'a str>,
    /// The host: in lower case, without an IPv6 address's brackets or trailing dots
    /// (`prod.example.com`, `::1`); empty when the authority names none (`file:///x`).
    pub host: String,
    /// The port after the host, as written (`443`; empty for `host:`), if any.
    pub port: Option<&'a str>,
    /// What follows the authority: the path, query and fragment (`/x?h=prod.y`).
    pub rest: &'a str,
}

/// The parts of a URL (`https://user@prod.example.com:443/x`), or of a text without a scheme
/// read as one (`host:port`, `user@host`, an email address's domain, a bare host).
///
/// The scheme counts only when the text opens with one (a letter, then letters, digits, `+`,
/// `-` or `.`, then `://`): a URL in a query (`https://dev.x/?h=https://prod.y`) or after a key
/// (`url=http://x`) is not this text's host. The authority ends at the first `/`, `?` or `#`;
/// the user part ends at its last `@`, as curl reads it (a backslash is part of the authority,
/// where a browser would end it). An IPv6 host is read inside its brackets; unbracketed, a host
/// with more than one `:` is taken whole, with no port.
pub fn url_host(text: &str) -> UrlHost<'_> {
    let (scheme, after) = match text.split_once("://") {
        Some((s, r)) if scheme_name(s) => (Some(s.to_ascii_lowercase()), r),
        _ => (None, text),
    };
    let end = after.find(['/', '?', '#']).unwrap_or(after.len());
    let authority = after.get(..end).unwrap_or(after);
    let rest = after.get(end..).unwrap_or_default();
    let (userinfo, hostport) = match authority.rsplit_once('@') {
        Some((u, h)) => (Some(u), h),
        None => (None, authority),
    };
    let (host, port) = match hostport.strip_prefix('[') {
        Some(v6) => match v6.split_once(']') {
            Some((h, tail)) => (h, tail.strip_prefix(':')),
            None => (v6, None),
        },
        None if hostport.matches(':').count() == 1 => hostport
            .split_once(':')
            .map_or((hostport, None), |(h, p)| (h, Some(p))),
        None => (hostport, None),
    };
    UrlHost {
        scheme,
        userinfo,
        host: host.trim_end_matches('.').to_ascii_lowercase(),
        port,
        rest,
    }
}

/// The host of every URL written in a word: after each `://`, the authority that follows
/// (`url=https://webhook.site/x`, `a=http://x&b=http://y`). For a check that asks about a host
/// wherever a URL of it is written; [`url_host`] is the one host a client reaches.
pub fn hosts_in(text: &str) -> impl Iterator<Item = UrlHost<'_>> {
    text.match_indices("://")
        .map(|(i, _)| url_host(text.get(i + 3..).unwrap_or_default()))
}

/// Whether `s` is a URL scheme's name (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`).
fn scheme_name(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

#[cfg(test)]
mod tests;
