//! Property tests: printing a parsed policy and parsing it again gives the same policy; loading
//! never panics on arbitrary text; unknown keys are rejected with their position.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a panic is a failed test"
)]

use airlock_policy::doc::{AppDoc, CommandDoc, DenyDoc, GateDoc, ServerDoc, ToolDoc, WhenDoc};
use airlock_policy::{Class, Policy, PolicyDoc, Tier};
use proptest::prelude::*;

fn tier() -> impl Strategy<Value = Tier> {
    prop_oneof![
        Just(Tier::Allow),
        Just(Tier::AskOnce),
        Just(Tier::AlwaysAsk),
        Just(Tier::Deny)
    ]
}

fn class() -> impl Strategy<Value = Class> {
    prop_oneof![
        Just(Class::Read),
        Just(Class::Write),
        Just(Class::Exec),
        Just(Class::External),
        Just(Class::Expensive),
        Just(Class::Delegate),
        Just(Class::Other)
    ]
}

fn name() -> impl Strategy<Value = String> {
    "[A-Za-z_][A-Za-z0-9_*]{0,12}"
}

fn text() -> impl Strategy<Value = String> {
    "[ -~\n\t\"'\\\\é☃]{0,24}"
}

fn tool() -> impl Strategy<Value = ToolDoc> {
    (
        name(),
        proptest::option::of(name()),
        proptest::option::of(tier()),
        proptest::option::of(class()),
        proptest::option::of(text()),
        proptest::option::of(0.0f64..1000.0),
        prop::collection::vec(
            (name(), tier(), proptest::option::of(text()), any::<bool>()),
            0..3,
        ),
    )
        .prop_map(
            |(name, server, tier, class, reason, cost_usd, when)| ToolDoc {
                name,
                server,
                tier,
                class,
                reason,
                cost_usd,
                when: when
                    .into_iter()
                    .map(|(arg, tier, reason, b)| WhenDoc {
                        arg,
                        equals: Some(toml::Value::Boolean(b)),
                        regex: None,
                        tier,
                        reason,
                    })
                    .collect(),
                ..ToolDoc::default()
            },
        )
}

fn doc() -> impl Strategy<Value = PolicyDoc> {
    (
        (
            proptest::option::of(tier()),
            proptest::option::of(0u64..10_000),
            proptest::option::of(0u32..10),
            proptest::option::of(0.0f64..100.0),
            proptest::option::of(any::<bool>()),
        ),
        prop::collection::vec(
            (
                name(),
                proptest::option::of(name()),
                proptest::option::of(text()),
            ),
            0..3,
        ),
        prop::collection::vec(tool(), 0..4),
        prop::collection::vec((name(), tier()), 0..3),
        prop::collection::vec((name(), proptest::option::of(tier())), 0..3),
        prop::collection::vec(("[a-z]{1,6}( [a-z]{1,6}){0,2}", tier()), 0..3),
    )
        .prop_map(|(g, deny, tool, app, server, command)| PolicyDoc {
            version: 1,
            gate: GateDoc {
                unknown: g.0,
                approval_timeout_secs: g.1,
                max_delegation_depth: g.2,
                session_budget_usd: g.3,
                max_result_bytes: None,
                sandboxed: g.4,
                well_known_tools: None,
            },
            deny: deny
                .into_iter()
                .map(|(t, s, r)| DenyDoc {
                    tool: Some(t),
                    server: s,
                    reason: r,
                    ..DenyDoc::default()
                })
                .collect(),
            tool,
            app: app
                .into_iter()
                .map(|(name, tier)| AppDoc {
                    name,
                    tier,
                    reason: None,
                })
                .collect(),
            server: server
                .into_iter()
                .map(|(name, default)| ServerDoc {
                    name,
                    default,
                    annotations: None,
                })
                .collect(),
            command: command
                .into_iter()
                .map(|(prefix, tier)| CommandDoc {
                    prefix,
                    tier,
                    reason: None,
                    matches: vec![],
                    not_match: vec![],
                })
                .collect(),
            ..PolicyDoc::default()
        })
}

proptest! {
    #[test]
    fn print_then_parse_is_identity(d in doc()) {
        let printed = d.to_toml();
        let parsed: PolicyDoc = toml::from_str(&printed).map_err(|e| TestCaseError::fail(format!("{e}\n{printed}")))?;
        prop_assert_eq!(&parsed, &d, "printed:\n{}", printed);
    }

    #[test]
    fn loading_arbitrary_text_never_panics(t in "(version = 1\n)?(\\[\\[?[a-z.]{1,8}\\]\\]?\n)?([a-z_]{1,10} = (\"[^\"\n]{0,8}\"|[0-9]{1,3}|true)\n){0,4}") {
        let _ = Policy::load("fuzz.toml", &t);
    }
}

#[test]
fn the_default_policy_round_trips() {
    let p = Policy::load("default.toml", airlock_policy::DEFAULT_POLICY)
        .unwrap_or_else(|e| panic!("{e}"));
    let printed = p.doc().to_toml();
    let again = Policy::load("printed.toml", &printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert_eq!(p.doc(), again.doc());
}

#[test]
fn unknown_keys_are_rejected_with_their_position() {
    let cases = [
        (
            "version = 1\n[gate]\nunknwn = \"allow\"\n",
            3,
            "unknown field `unknwn`",
        ),
        (
            "version = 1\n[[tool]]\nname = \"x\"\ntire = \"allow\"\n",
            4,
            "unknown field `tire`",
        ),
        (
            "version = 1\n[[tool]]\nname = \"x\"\ntier = \"alow\"\n",
            4,
            "alow",
        ),
        ("version = 2\n", 1, "unsupported policy version `2`"),
        (
            "version = 1\n[[tool]]\nname = \"x\"\n  [[tool.when]]\n  arg = \"a\"\n  regex = '('\n  tier = \"deny\"\n",
            2,
            "bad regex",
        ),
        (
            "version = 1\n\n[[deny]]\nreason = \"nothing\"\n",
            3,
            "exactly one of",
        ),
        (
            "version = 1\n[[meta]]\ntool = \"M\"\n",
            2,
            "needs `actions`",
        ),
    ];
    for (text, line, want) in cases {
        let err = Policy::load("p.toml", text)
            .err()
            .unwrap_or_else(|| panic!("{text} loaded"));
        let first = &err.0[0];
        assert_eq!(first.line, line, "{text}: {err}");
        assert!(
            err.to_string().contains(want),
            "{text}: `{err}` lacks `{want}`"
        );
        assert!(
            err.to_string().starts_with(&format!("p.toml:{line}:")),
            "{err}"
        );
    }
}
