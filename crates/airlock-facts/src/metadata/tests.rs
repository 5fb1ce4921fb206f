//! Tests of the metadata table: every service by name and by address in many spellings, and
//! the harmless neighbours that only look like them.

#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use super::*;

#[test]
fn metadata_services_in_every_spelling() {
    let metadata = [
        // Names, in any case, with a trailing dot, in brackets.
        "metadata",
        "METADATA",
        "metadata.google.internal",
        "metadata.google.internal.",
        "METADATA.GOOGLE.INTERNAL",
        "metadata.goog",
        "metadata.internal",
        "metadata.c.my-project.internal",
        "instance-data",
        "instance-data.ec2.internal",
        "INSTANCE-DATA.ec2.internal.",
        "instance-data.us-west-2.compute.internal",
        "instance-data.internal",
        "metadata.azure.com",
        "metadata.tencentyun.com",
        "api.metadata.cloud.ibm.com",
        "metadata.platformequinix.com",
        "metadata.packet.net",
        // IPv4, dotted and in every inet_aton spelling.
        "169.254.169.254",
        "169.254.169.254.",
        "169.254.170.2",
        "169.254.170.23",
        "169.254.0.23",
        "169.254.42.42",
        "169.254.169.25",
        "100.100.100.200",
        "192.0.0.192",
        "168.63.129.16",
        "2852039166",
        "0xa9fea9fe",
        "0XA9FEA9FE",
        "0xA9.0xFE.0xA9.0xFE",
        "0251.0376.0251.0376",
        "00000251.0376.0251.0376",
        "169.254.43518",
        "169.16689662",
        "0xa9.254.0251.0xfe",
        "0x64.0x64.0x64.0xc8",
        "1684301000",
        "+169.254.169.254",
        // IPv6: the services' own, link-local, and IPv4 written inside IPv6.
        "fd00:ec2::254",
        "[fd00:ec2::254]",
        "FD00:EC2:0:0:0:0:0:254",
        "fd00:0ec2:0000:0000:0000:0000:0000:0254",
        "fd00:ec2::23",
        "fd20:ce::254",
        "fd00:42::42",
        "fd00:a9fe:a9fe::1",
        "fe80::a9fe:a9fe",
        "fe80::1%eth0",
        "[fe80::a9fe:a9fe%25eth0]",
        "febf::1",
        "::ffff:169.254.169.254",
        "[::ffff:169.254.169.254]",
        "::FFFF:A9FE:A9FE",
        "::ffff:a9fe:a9fe",
        "0:0:0:0:0:ffff:a9fe:a9fe",
        "::ffff:0xa9.0xfe.0xa9.0xfe",
        "::169.254.169.254",
        "::ffff:100.100.100.200",
        "64:ff9b::169.254.169.254",
        "64:ff9b::a9fe:a9fe",
    ];
    let bad: Vec<&str> = metadata
        .iter()
        .copied()
        .filter(|h| !metadata_host(h))
        .collect();
    assert!(bad.is_empty(), "should be metadata: {bad:?}");
}

#[test]
fn neighbours_of_metadata_services_are_not_them() {
    let harmless = [
        "metadata.example.com",
        "metadata.json",
        "my-metadata.google.internal",
        "metadatax.internal",
        "xmetadata.internal",
        "instance-data.example.com",
        "instance-database.internal",
        "metadata.google.internal.example.com",
        "metadata.goog.example.com",
        "google.internal",
        "ip-10-0-0-5.ec2.internal",
        "example.com",
        "localhost",
        "",
        "169.253.169.254",
        "169.255.169.254",
        "170.254.169.254",
        "169.254.169.254.1",
        "10.0.0.1",
        "127.0.0.1",
        "192.168.1.1",
        "100.100.100.201",
        "100.100.100.199",
        "192.0.0.193",
        "168.63.129.17",
        "2851973630",
        "4294967296",
        "0x1a9fea9fe",
        "169.254.169.256",
        "08.8.8.8",
        "0xg.0.0.1",
        "::1",
        "[::1]",
        "::",
        "::ffff:10.0.0.1",
        "::ffff:8.8.8.8",
        "fd00:ec3::254",
        "fec0::1",
        "fd20:ce::253",
        "fd00:42::43",
        "2001:db8::a9fe:a9fe",
        "64:ff9b::8.8.8.8",
        "64:ff9c::169.254.169.254",
        "1:2:3:4:5:6:7:8:9",
    ];
    let bad: Vec<&str> = harmless
        .iter()
        .copied()
        .filter(|h| metadata_host(h))
        .collect();
    assert!(bad.is_empty(), "should not be metadata: {bad:?}");
}

/// A name counts only as a name, an address only as an address: the shell asks about a name
/// only in a URL (`-o metadata.json` names a file), an address anywhere.
#[test]
fn names_and_addresses_are_told_apart() {
    assert!(metadata_name("metadata.google.internal"));
    assert!(!metadata_address("metadata.google.internal"));
    assert!(metadata_address("169.254.169.254"));
    assert!(!metadata_name("169.254.169.254"));
}

#[test]
fn ipv4_spellings_read_as_inet_aton_reads_them() {
    for (text, want) in [
        ("169.254.169.254", Some(0xa9fe_a9fe)),
        ("2852039166", Some(0xa9fe_a9fe)),
        ("0xa9fea9fe", Some(0xa9fe_a9fe)),
        ("0251.0376.0251.0376", Some(0xa9fe_a9fe)),
        ("169.254.43518", Some(0xa9fe_a9fe)),
        ("169.16689662", Some(0xa9fe_a9fe)),
        ("0x.0.0.0", Some(0)),
        ("010.8.8.8", Some(0x0808_0808)),
        ("1.2.3.4.5", None),
        ("1..2", None),
        ("", None),
        ("256.0.0.1", None),
        ("1.2.65536", None),
        ("09.1.1.1", None),
        ("example.com", None),
    ] {
        assert_eq!(ipv4_address(text), want, "{text}");
    }
}

#[test]
fn ipv6_spellings_read_loosely() {
    for (text, want) in [
        ("fd00:ec2::254", Some([0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254])),
        ("::", Some([0; 8])),
        ("::1", Some([0, 0, 0, 0, 0, 0, 0, 1])),
        ("fe80::", Some([0xfe80, 0, 0, 0, 0, 0, 0, 0])),
        (
            "::ffff:169.254.169.254",
            Some([0, 0, 0, 0, 0, 0xffff, 0xa9fe, 0xa9fe]),
        ),
        ("1:2:3:4:5:6:7:8", Some([1, 2, 3, 4, 5, 6, 7, 8])),
        ("1:2", Some([1, 2, 0, 0, 0, 0, 0, 0])),
        ("1:2:3:4:5:6:7:8:9", None),
        ("1.2.3.4::", None),
        ("fd00:zz::1", None),
        ("10000::1", None),
        ("example.com", None),
    ] {
        assert_eq!(ipv6_address(text), want, "{text}");
    }
}

/// Every network row of the table reads as a network, so no row is silently dead.
#[test]
fn every_network_row_parses() {
    for s in METADATA_SERVICES {
        if let MetadataAt::Network(cidr) = s.at {
            assert!(cidr_v4(cidr).is_some() || cidr_v6(cidr).is_some(), "{cidr}");
        }
    }
}
