//! Lowering protection: which rules a policy change makes more permissive, and which stricter.
//!
//! The gate polices itself: a change that lowers any protection needs a human's approval before
//! it takes effect, so this comparison must miss nothing. Every key that can let a call through
//! more easily is compared.

use serde::Serialize;

use crate::doc::{Annotations, PolicyDoc};
use crate::tier::Tier;

/// Whether a change lowers or raises protection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// The change lets calls through more easily: it needs a human's approval.
    Lowers,
    /// The change is stricter: it applies at once.
    Raises,
}

/// One protection a policy change moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Change {
    /// The rule: `tool memory_save`, `deny GMAIL_DELETE_*`, `gate.unknown`.
    pub what: String,
    /// What it was (`unset` where the old policy had no such rule).
    pub old: String,
    /// What it becomes (`unset` where the new policy drops the rule).
    pub new: String,
    /// Lowers or raises.
    pub direction: Direction,
}

/// Whether going from `old` to `new` lowers protection for one rule. An unset tier means the
/// rule is absent, which leaves the call to later steps; those end at `ask_once` by default, so
/// unset to `allow` is a lowering, and anything to unset from above `ask_once` is one too.
pub fn lowers_protection(old: Option<Tier>, new: Option<Tier>) -> bool {
    effective(new) < effective(old)
}

fn effective(t: Option<Tier>) -> Tier {
    t.unwrap_or(Tier::AskOnce)
}

fn show(t: Option<Tier>) -> String {
    t.map_or_else(|| "unset".to_owned(), |t| t.as_str().to_owned())
}

fn push_tier(out: &mut Vec<Change>, what: String, old: Option<Tier>, new: Option<Tier>) {
    if effective(old) == effective(new) {
        return;
    }
    let direction = if lowers_protection(old, new) {
        Direction::Lowers
    } else {
        Direction::Raises
    };
    out.push(Change {
        what,
        old: show(old),
        new: show(new),
        direction,
    });
}

fn push(out: &mut Vec<Change>, what: &str, old: String, new: String, lowers: bool) {
    if old != new {
        let direction = if lowers {
            Direction::Lowers
        } else {
            Direction::Raises
        };
        out.push(Change {
            what: what.to_owned(),
            old,
            new,
            direction,
        });
    }
}

/// Every protection `new` lowers or raises relative to `old`, lowerings first.
pub fn diff(old: &PolicyDoc, new: &PolicyDoc) -> Vec<Change> {
    let mut out = Vec::new();
    gate(&mut out, old, new);
    keyed(
        &mut out,
        "deny",
        &old.deny,
        &new.deny,
        |d| {
            format!(
                "{}{}",
                d.tool
                    .as_deref()
                    .or(d.command.as_deref())
                    .or(d.path.as_deref())
                    .unwrap_or(""),
                server_suffix(d.server.as_deref())
            )
        },
        |_| Some(Tier::Deny),
    );
    keyed(
        &mut out,
        "tool",
        &old.tool,
        &new.tool,
        |t| format!("{}{}", t.name, server_suffix(t.server.as_deref())),
        |t| t.tier,
    );
    tool_details(&mut out, old, new);
    keyed(
        &mut out,
        "app",
        &old.app,
        &new.app,
        |a| a.name.to_ascii_lowercase(),
        |a| Some(a.tier),
    );
    keyed(
        &mut out,
        "server",
        &old.server,
        &new.server,
        |s| s.name.clone(),
        |s| s.default,
    );
    annotations(&mut out, old, new);
    keyed(
        &mut out,
        "command",
        &old.command,
        &new.command,
        |c| c.prefix.split_whitespace().collect::<Vec<_>>().join(" "),
        |c| Some(c.tier),
    );
    metas(&mut out, old, new);
    out.sort_by_key(|c| c.direction == Direction::Raises);
    out
}

/// What a tool rule kept by name and server changes besides its tier: its argument conditions,
/// its cost, its class, the family its answer covers, whether it is a shell, a file or a web
/// fetch tool.
fn tool_details(out: &mut Vec<Change>, old: &PolicyDoc, new: &PolicyDoc) {
    for t in &new.tool {
        let Some(o) = old
            .tool
            .iter()
            .find(|o| o.name == t.name && o.server == t.server)
        else {
            continue;
        };
        for w in &o.when {
            let kept = t
                .when
                .iter()
                .find(|n| n.arg == w.arg && n.equals == w.equals && n.regex == w.regex);
            let what = format!("tool {} when {}", t.name, w.arg);
            push_tier(out, what, Some(w.tier), kept.map(|k| k.tier).or(t.tier));
        }
        if o.cost_usd.is_some() && t.cost_usd.is_none_or(|c| c < o.cost_usd.unwrap_or(0.0)) {
            push(
                out,
                &format!("tool {} cost_usd", t.name),
                format!("{:?}", o.cost_usd),
                format!("{:?}", t.cost_usd),
                true,
            );
        }
        if o.class != t.class {
            push(
                out,
                &format!("tool {} class", t.name),
                format!("{:?}", o.class),
                format!("{:?}", t.class),
                true,
            );
        }
        if o.family != t.family {
            // A family lets one answer cover every rule that names it: naming or changing one
            // widens what an answer covers; dropping it narrows it.
            push(
                out,
                &format!("tool {} family", t.name),
                format!("{:?}", o.family),
                format!("{:?}", t.family),
                t.family.is_some(),
            );
        }
        if o.shell != t.shell || o.path != t.path || o.fetch != t.fetch {
            push(
                out,
                &format!("tool {} shell/path/fetch", t.name),
                format!("{:?}{:?}{:?}", o.shell, o.path, o.fetch),
                format!("{:?}{:?}{:?}", t.shell, t.path, t.fetch),
                true,
            );
        }
    }
}

/// How far each server's annotations are trusted.
fn annotations(out: &mut Vec<Change>, old: &PolicyDoc, new: &PolicyDoc) {
    for s in &new.server {
        let before = old
            .server
            .iter()
            .find(|o| o.name == s.name)
            .and_then(|o| o.annotations)
            .unwrap_or_default();
        let after = s.annotations.unwrap_or_default();
        let rank = |a: Annotations| match a {
            Annotations::Trust => 0,
            Annotations::RaiseOnly => 1,
            Annotations::Ignore => 2,
        };
        push(
            out,
            &format!("server {} annotations", s.name),
            format!("{before:?}").to_lowercase(),
            format!("{after:?}").to_lowercase(),
            rank(after) < rank(before),
        );
    }
}

/// Meta-tools: discovery turned on, actions dropped, a meta-tool removed.
fn metas(out: &mut Vec<Change>, old: &PolicyDoc, new: &PolicyDoc) {
    for m in &new.meta {
        let before = old.meta.iter().find(|o| o.tool == m.tool);
        let was = before.is_some_and(|b| b.discovery == Some(true));
        let is = m.discovery == Some(true);
        push(
            out,
            &format!("meta {} discovery", m.tool),
            was.to_string(),
            is.to_string(),
            is && !was,
        );
        if let Some(b) = before {
            let dropped: Vec<&String> = b
                .actions
                .iter()
                .filter(|p| !m.actions.contains(p))
                .collect();
            if !dropped.is_empty() {
                push(
                    out,
                    &format!("meta {} actions", m.tool),
                    format!("{:?}", b.actions),
                    format!("{:?}", m.actions),
                    true,
                );
            }
        }
    }
    for m in &old.meta {
        if !new.meta.iter().any(|n| n.tool == m.tool) {
            push(
                out,
                &format!("meta {}", m.tool),
                "a meta-tool".into(),
                "unset".into(),
                true,
            );
        }
    }
}

fn server_suffix(server: Option<&str>) -> String {
    server
        .filter(|s| *s != "*")
        .map(|s| format!(" on {s}"))
        .unwrap_or_default()
}

fn gate(out: &mut Vec<Change>, old: &PolicyDoc, new: &PolicyDoc) {
    let (o, n) = (&old.gate, &new.gate);
    push_tier(out, "gate.unknown".into(), o.unknown, n.unknown);
    let (od, nd) = (
        o.max_delegation_depth.unwrap_or(2),
        n.max_delegation_depth.unwrap_or(2),
    );
    push(
        out,
        "gate.max_delegation_depth",
        od.to_string(),
        nd.to_string(),
        nd > od,
    );
    let budget = |b: Option<f64>| b.map_or("unset".to_owned(), |b| format!("{b}"));
    let lowers = match (o.session_budget_usd, n.session_budget_usd) {
        (Some(_), None) => true,
        (Some(a), Some(b)) => b > a,
        _ => false,
    };
    push(
        out,
        "gate.session_budget_usd",
        budget(o.session_budget_usd),
        budget(n.session_budget_usd),
        lowers,
    );
    let (ot, nt) = (
        o.approval_timeout_secs.unwrap_or(300),
        n.approval_timeout_secs.unwrap_or(300),
    );
    push(
        out,
        "gate.approval_timeout_secs",
        ot.to_string(),
        nt.to_string(),
        false,
    );
    let (ow, nw) = (
        o.well_known_tools.unwrap_or(false),
        n.well_known_tools.unwrap_or(false),
    );
    // The table allows reads: turning it on lowers protection.
    push(
        out,
        "gate.well_known_tools",
        ow.to_string(),
        nw.to_string(),
        nw && !ow,
    );
    let (os, ns) = (o.sandboxed.unwrap_or(false), n.sandboxed.unwrap_or(false));
    push(
        out,
        "gate.sandboxed",
        os.to_string(),
        ns.to_string(),
        ns && !os,
    );
}

fn keyed<T>(
    out: &mut Vec<Change>,
    kind: &str,
    old: &[T],
    new: &[T],
    key: impl Fn(&T) -> String,
    tier: impl Fn(&T) -> Option<Tier>,
) {
    for o in old {
        let k = key(o);
        let n = new.iter().find(|n| key(n) == k);
        push_tier(out, format!("{kind} {k}"), tier(o), n.and_then(&tier));
    }
    for n in new {
        let k = key(n);
        if !old.iter().any(|o| key(o) == k) {
            push_tier(out, format!("{kind} {k}"), None, tier(n));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_rule_lowerings() {
        assert!(
            !lowers_protection(Some(Tier::AskOnce), Some(Tier::Deny)),
            "ask_once to deny is a raise"
        );
        assert!(
            lowers_protection(Some(Tier::Deny), Some(Tier::AlwaysAsk)),
            "deny to always_ask is a lowering"
        );
        assert!(
            lowers_protection(None, Some(Tier::Allow)),
            "unset to allow is a lowering"
        );
        assert!(
            lowers_protection(Some(Tier::AlwaysAsk), None),
            "always_ask to unset is a lowering"
        );
        assert!(!lowers_protection(None, Some(Tier::AskOnce)));
    }

    fn doc(text: &str) -> PolicyDoc {
        toml::from_str(text).unwrap()
    }

    #[test]
    fn whole_policy_diff() {
        let old = doc(
            "version = 1\n[[deny]]\ntool = \"GMAIL_DELETE_*\"\n[[tool]]\nname = \"memory_save\"\ntier = \"always_ask\"\n[[tool]]\nname = \"x\"\ntier = \"ask_once\"\n",
        );
        let new = doc(
            "version = 1\n[gate]\nmax_delegation_depth = 5\n[[tool]]\nname = \"memory_save\"\ntier = \"allow\"\n[[tool]]\nname = \"x\"\ntier = \"deny\"\n",
        );
        let changes = diff(&old, &new);
        let lowers: Vec<&str> = changes
            .iter()
            .filter(|c| c.direction == Direction::Lowers)
            .map(|c| c.what.as_str())
            .collect();
        let raises: Vec<&str> = changes
            .iter()
            .filter(|c| c.direction == Direction::Raises)
            .map(|c| c.what.as_str())
            .collect();
        assert_eq!(
            lowers,
            vec![
                "gate.max_delegation_depth",
                "deny GMAIL_DELETE_*",
                "tool memory_save"
            ]
        );
        assert_eq!(raises, vec!["tool x"]);
        assert!(diff(&old, &old).is_empty());
    }
}
