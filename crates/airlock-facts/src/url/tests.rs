//! Tests of the URL host reader: the tricky spellings of a URL's authority, each with the parts
//! a client reads.

#![allow(
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use super::*;

/// `(text, scheme, userinfo, host, port, rest)`.
type Case = (
    &'static str,
    Option<&'static str>,
    Option<&'static str>,
    &'static str,
    Option<&'static str>,
    &'static str,
);

#[test]
fn the_parts_of_every_spelling() {
    let cases: &[Case] = &[
        (
            "https://prod.example.com",
            Some("https"),
            None,
            "prod.example.com",
            None,
            "",
        ),
        (
            "https://user@prod.example.com:443/",
            Some("https"),
            Some("user"),
            "prod.example.com",
            Some("443"),
            "/",
        ),
        (
            "https://u:p@w@prod.example.com/x",
            Some("https"),
            Some("u:p@w"),
            "prod.example.com",
            None,
            "/x",
        ),
        (
            "http://[::1]:8080",
            Some("http"),
            None,
            "::1",
            Some("8080"),
            "",
        ),
        (
            "http://[fd00:EC2::254]/latest",
            Some("http"),
            None,
            "fd00:ec2::254",
            None,
            "/latest",
        ),
        ("http://[::1", Some("http"), None, "::1", None, ""),
        (
            "HTTPS://Prod.Example.COM.",
            Some("https"),
            None,
            "prod.example.com",
            None,
            "",
        ),
        (
            "HTTPS://Prod.Example.COM.:8443/a",
            Some("https"),
            None,
            "prod.example.com",
            Some("8443"),
            "/a",
        ),
        (
            "https://dev.x/?h=prod.y",
            Some("https"),
            None,
            "dev.x",
            None,
            "/?h=prod.y",
        ),
        (
            "https://dev.x?h=https://prod.y",
            Some("https"),
            None,
            "dev.x",
            None,
            "?h=https://prod.y",
        ),
        (
            "https://dev.x#@prod.y",
            Some("https"),
            None,
            "dev.x",
            None,
            "#@prod.y",
        ),
        (
            "https://dev.x/@prod.y",
            Some("https"),
            None,
            "dev.x",
            None,
            "/@prod.y",
        ),
        (
            "https://prod.y@dev.x",
            Some("https"),
            Some("prod.y"),
            "dev.x",
            None,
            "",
        ),
        (
            "postgresql+psycopg2://u:p@db:5432/app",
            Some("postgresql+psycopg2"),
            Some("u:p"),
            "db",
            Some("5432"),
            "/app",
        ),
        (
            "postgres://localhost:5432,prod:5433/db",
            Some("postgres"),
            None,
            "localhost:5432,prod:5433",
            None,
            "/db",
        ),
        (
            "file:///etc/passwd",
            Some("file"),
            None,
            "",
            None,
            "/etc/passwd",
        ),
        (
            "prod.example.com:443",
            None,
            None,
            "prod.example.com",
            Some("443"),
            "",
        ),
        (
            "prod.example.com:",
            None,
            None,
            "prod.example.com",
            Some(""),
            "",
        ),
        (
            "user@Example.COM",
            None,
            Some("user"),
            "example.com",
            None,
            "",
        ),
        (
            "dev.x/?h=https://prod.y",
            None,
            None,
            "dev.x",
            None,
            "/?h=https://prod.y",
        ),
        (
            "url=https://prod.y/",
            None,
            None,
            "url=https",
            Some(""),
            "//prod.y/",
        ),
        ("fd00:ec2::254", None, None, "fd00:ec2::254", None, ""),
        ("localhost", None, None, "localhost", None, ""),
        ("", None, None, "", None, ""),
    ];
    for &(text, scheme, userinfo, host, port, rest) in cases {
        let u = url_host(text);
        assert_eq!(u.scheme.as_deref(), scheme, "{text}: scheme");
        assert_eq!(u.userinfo, userinfo, "{text}: user");
        assert_eq!(u.host, host, "{text}: host");
        assert_eq!(u.port, port, "{text}: port");
        assert_eq!(u.rest, rest, "{text}: rest");
    }
}

#[test]
fn every_url_in_a_word_is_read() {
    let hosts = |text: &str| -> Vec<String> { hosts_in(text).map(|u| u.host).collect() };
    assert_eq!(hosts("url=https://webhook.site/x"), ["webhook.site"]);
    assert_eq!(
        hosts("a=http://X.example/&b=https://u@[::1]:9/"),
        ["x.example", "::1"]
    );
    assert_eq!(
        hosts("https://dev.x/?h=https://prod.y"),
        ["dev.x", "prod.y"]
    );
    assert!(hosts("prod.example.com").is_empty());
}
