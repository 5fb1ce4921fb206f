//! Cloud metadata services: the names and addresses ([`METADATA_SERVICES`]) where a machine's
//! own credentials are handed to a plain GET, and the lexical checks that read a host in every
//! spelling a client accepts ([`metadata_name`], [`metadata_address`], [`ipv4_address`],
//! [`ipv6_address`]).
//!
//! The shell analysis (`curl`, `wget`, httpie) and the policy's `WebFetch` both ask before
//! reaching one, so both read this one table. Nothing is resolved: a host is judged as text.

/// Where a metadata service answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MetadataAt {
    /// A host name, compared in any letter case and without a trailing dot. A `*` label stands
    /// for any labels, none included (`instance-data.*.internal` is `instance-data.internal` and
    /// `instance-data.us-west-2.compute.internal`).
    Name(&'static str),
    /// A network in CIDR notation (`169.254.0.0/16`, `fd00:ec2::/32`): any address in it.
    Network(&'static str),
}

/// One place a cloud's metadata service answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MetadataService {
    /// The name or the network.
    pub at: MetadataAt,
    /// Whose service it is, for a human.
    pub who: &'static str,
}

const fn name(host: &'static str, who: &'static str) -> MetadataService {
    MetadataService {
        at: MetadataAt::Name(host),
        who,
    }
}

const fn network(cidr: &'static str, who: &'static str) -> MetadataService {
    MetadataService {
        at: MetadataAt::Network(cidr),
        who,
    }
}

/// The documented metadata services of the clouds, by name and by address. An IPv4 address of
/// these networks written inside an IPv6 address (`::ffff:169.254.169.254`, the older
/// `::169.254.169.254`, NAT64's `64:ff9b::169.254.169.254`) is the same service
/// ([`metadata_address`]).
pub const METADATA_SERVICES: &[MetadataService] = &[
    // Names.
    name(
        "metadata",
        "Google Cloud (the short name its resolver completes)",
    ),
    name("metadata.google.internal", "Google Cloud"),
    name("metadata.goog", "Google Cloud"),
    name("instance-data", "AWS EC2"),
    name("instance-data.ec2.internal", "AWS EC2"),
    name(
        "instance-data.*.internal",
        "AWS EC2 (instance-data.<region>.compute.internal)",
    ),
    // A cloud's private zone (`.internal`) names its metadata service by these words; a public
    // name that starts with them (`metadata.example.com`) is whatever its owner serves.
    name("metadata.*.internal", "a cloud's private zone"),
    name("metadata.azure.com", "Azure"),
    name("metadata.tencentyun.com", "Tencent Cloud"),
    name("api.metadata.cloud.ibm.com", "IBM Cloud VPC"),
    name("metadata.platformequinix.com", "Equinix Metal"),
    name("metadata.packet.net", "Equinix Metal (Packet's name)"),
    // IPv4 addresses.
    network(
        "169.254.0.0/16",
        "IPv4 link-local: AWS, Azure, Google Cloud, Oracle, DigitalOcean, Hetzner, OpenStack, \
         Linode and Vultr at 169.254.169.254, ECS task credentials at 169.254.170.2, EKS Pod \
         Identity at 169.254.170.23, Tencent Cloud at 169.254.0.23, Scaleway at 169.254.42.42",
    ),
    network("100.100.100.200/32", "Alibaba Cloud"),
    network("192.0.0.192/32", "Oracle Cloud (its older address)"),
    network(
        "168.63.129.16/32",
        "Azure's WireServer, which hands a VM its extensions' settings and certificates",
    ),
    // IPv6 addresses.
    network(
        "fd00:ec2::/32",
        "AWS: EC2 at fd00:ec2::254, ECS and EKS credentials at fd00:ec2::23",
    ),
    network("fd20:ce::254/128", "Google Cloud"),
    network("fd00:42::42/128", "Scaleway"),
    network("fd00:a9fe:a9fe::1/128", "Linode"),
    network(
        "fe80::/10",
        "IPv6 link-local: OpenStack and Linode at fe80::a9fe:a9fe",
    ),
];

/// Whether a host is a metadata service by name or by address ([`metadata_name`],
/// [`metadata_address`]).
pub fn metadata_host(host: &str) -> bool {
    metadata_name(host) || metadata_address(host)
}

/// Whether a host is a metadata service's name ([`MetadataAt::Name`]), in any letter case,
/// with or without a trailing dot or brackets.
pub fn metadata_name(host: &str) -> bool {
    let host = bare(host);
    METADATA_SERVICES.iter().any(|s| match s.at {
        MetadataAt::Name(pattern) => name_matches(pattern, &host),
        MetadataAt::Network(_) => false,
    })
}

/// Whether a host is an address in a metadata service's network ([`MetadataAt::Network`]), in
/// any spelling a client reads: IPv4 as `inet_aton` reads it (dotted, octal, hexadecimal, one
/// integer, fewer than four parts), IPv6 with or without brackets, a zone or a trailing dot,
/// and an IPv4 address written inside IPv6 (mapped, compatible, NAT64).
pub fn metadata_address(host: &str) -> bool {
    let host = bare(host);
    if let Some(v4) = ipv4_address(&host) {
        return metadata_v4(v4);
    }
    let Some(groups) = ipv6_address(&host) else {
        return false;
    };
    if let Some(v4) = embedded_v4(groups) {
        return metadata_v4(v4);
    }
    let v6 = u128_of(groups);
    networks()
        .v6
        .iter()
        .any(|&(net, len)| len == 0 || (v6 ^ net) >> (128 - len) == 0)
}

/// An IPv4 address as `inet_aton` (and so curl) reads it: one to four parts, each decimal,
/// octal with a leading `0` or hexadecimal with `0x` (in any case, `0x` alone is zero), the
/// last filling the bytes left (`2852039166`, `0xa9fea9fe`, `0251.0376.0251.0376`,
/// `169.254.43518`). A part may also carry a leading `+`: no client reads one, and reading it
/// as the number errs toward asking.
pub fn ipv4_address(text: &str) -> Option<u32> {
    let parts: Vec<&str> = text.split('.').collect();
    if parts.len() > 4 {
        return None;
    }
    let (last, head) = parts.split_last()?;
    let mut value: u32 = 0;
    for (i, part) in head.iter().enumerate() {
        let byte = u8::try_from(ipv4_part(part)?).ok()?;
        value |= u32::from(byte) << (24 - 8 * u32::try_from(i).ok()?);
    }
    let n = ipv4_part(last)?;
    let room = 32 - 8 * u32::try_from(head.len()).ok()?;
    if room < 32 && n >> room != 0 {
        return None;
    }
    Some(value | n)
}

/// One part of an IPv4 address ([`ipv4_address`]).
fn ipv4_part(part: &str) -> Option<u32> {
    let p = part.strip_prefix('+').unwrap_or(part).to_ascii_lowercase();
    let (digits, radix) = match p.strip_prefix("0x") {
        Some("") => return Some(0),
        Some(hex) => (hex, 16),
        None if p.len() > 1 && p.starts_with('0') => (p.get(1..)?, 8),
        None => (p.as_str(), 10),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

/// An IPv6 address's eight groups, read loosely on purpose so that a check of a forbidden
/// address errs toward asking: what `inet_pton` reads (`fd00:ec2::254`,
/// `::ffff:169.254.169.254`), and also groups with more than four digits whose value fits
/// (`0000fd00`), an IPv4 tail in any [`ipv4_address`] spelling, empty groups, and fewer than
/// eight groups without `::` (the rest taken as zeros). `None` without a `:` or for anything
/// else.
pub fn ipv6_address(text: &str) -> Option<[u16; 8]> {
    if !text.contains(':') {
        return None;
    }
    let (head, tail, gap) = match text.split_once("::") {
        Some((h, t)) => (h, t, true),
        None => (text, "", false),
    };
    let front = ipv6_groups(head, !gap)?;
    let back = ipv6_groups(tail, true)?;
    let zeros = 8usize.checked_sub(front.len() + back.len())?;
    let mut groups = [0u16; 8];
    let all = front
        .iter()
        .chain(std::iter::repeat_n(&0, zeros))
        .chain(back.iter());
    for (slot, g) in groups.iter_mut().zip(all) {
        *slot = *g;
    }
    Some(groups)
}

/// The groups of one side of an IPv6 address's `::`; `ends` when an IPv4 tail may end it.
fn ipv6_groups(side: &str, ends: bool) -> Option<Vec<u16>> {
    let parts: Vec<&str> = side.split(':').filter(|g| !g.is_empty()).collect();
    let mut out = Vec::with_capacity(8);
    for (i, g) in parts.iter().enumerate() {
        if ends && i + 1 == parts.len() && g.contains('.') {
            let v4 = ipv4_address(g)?;
            out.push(u16::try_from(v4 >> 16).ok()?);
            out.push(u16::try_from(v4 & 0xffff).ok()?);
        } else if g.chars().all(|c| c.is_ascii_hexdigit()) {
            out.push(u16::from_str_radix(g, 16).ok()?);
        } else {
            return None;
        }
    }
    Some(out)
}

/// A host as the table compares it: without brackets, an IPv6 zone (`%eth0`) or trailing
/// dots, in lower case.
fn bare(host: &str) -> String {
    let host = host.trim().trim_start_matches('[').trim_end_matches(']');
    let host = host.split('%').next().unwrap_or(host);
    host.trim_end_matches('.').to_ascii_lowercase()
}

/// Whether `host` (already [`bare`]) is the name `pattern` stands for.
fn name_matches(pattern: &str, host: &str) -> bool {
    match pattern.split_once(".*.") {
        None => host == pattern,
        Some((first, last)) => host
            .strip_suffix(last)
            .and_then(|h| h.strip_suffix('.'))
            .is_some_and(|h| {
                h == first
                    || h.strip_prefix(first)
                        .is_some_and(|mid| mid.len() > 1 && mid.starts_with('.'))
            }),
    }
}

/// Whether an IPv4 address is in one of the table's IPv4 networks.
fn metadata_v4(v4: u32) -> bool {
    networks()
        .v4
        .iter()
        .any(|&(net, len)| len == 0 || (v4 ^ net) >> (32 - len) == 0)
}

/// The table's networks as numbers and prefix lengths, each kind apart.
struct Networks {
    v4: Vec<(u32, u32)>,
    v6: Vec<(u128, u32)>,
}

/// The table's networks, read from their text the first time an address is checked rather
/// than at every check (every URL a fetch or a shell client names is one).
fn networks() -> &'static Networks {
    static NETWORKS: std::sync::OnceLock<Networks> = std::sync::OnceLock::new();
    NETWORKS.get_or_init(|| {
        let cidrs = || {
            METADATA_SERVICES.iter().filter_map(|s| match s.at {
                MetadataAt::Network(cidr) => Some(cidr),
                MetadataAt::Name(_) => None,
            })
        };
        Networks {
            v4: cidrs().filter_map(cidr_v4).collect(),
            v6: cidrs().filter_map(cidr_v6).collect(),
        }
    })
}

/// The IPv4 address an IPv6 address carries in its last 32 bits: IPv4-mapped
/// (`::ffff:0:0/96`), IPv4-compatible (`::/96`) and NAT64's well-known prefix
/// (`64:ff9b::/96`), each of which a host or its gateway takes to the IPv4 address.
fn embedded_v4(groups: [u16; 8]) -> Option<u32> {
    let [a, b, c, d, e, f, hi, lo] = groups;
    let zero_front = [a, b, c, d, e].iter().all(|&x| x == 0) && matches!(f, 0 | 0xffff);
    let nat64 = a == 0x64 && b == 0xff9b && [c, d, e, f].iter().all(|&x| x == 0);
    (zero_front || nat64).then_some((u32::from(hi) << 16) | u32::from(lo))
}

fn u128_of(g: [u16; 8]) -> u128 {
    g.iter().fold(0, |acc, &x| (acc << 16) | u128::from(x))
}

/// An IPv4 network of the table (`169.254.0.0/16`), dotted decimal only.
fn cidr_v4(cidr: &str) -> Option<(u32, u32)> {
    let (addr, len) = cidr.split_once('/')?;
    let len: u32 = len.parse().ok().filter(|l| *l <= 32)?;
    let dotted = addr.split('.').count() == 4 && !addr.contains(':');
    dotted
        .then(|| ipv4_address(addr))
        .flatten()
        .map(|a| (a, len))
}

/// An IPv6 network of the table (`fd00:ec2::/32`).
fn cidr_v6(cidr: &str) -> Option<(u128, u32)> {
    let (addr, len) = cidr.split_once('/')?;
    let len: u32 = len.parse().ok().filter(|l| *l <= 128)?;
    ipv6_address(addr).map(|g| (u128_of(g), len))
}

#[cfg(test)]
mod tests;
