//! The curated list of well-known MCP servers' read-only tools (`known_servers.toml`, embedded):
//! reviewable data, matched on what a server declares in its `initialize` answer. The policy
//! trusts `readOnlyHint` for these tools only (see `resolve.rs`). Pure: the list is parsed from
//! the embedded text once.

use std::sync::OnceLock;

use serde::Deserialize;

/// The embedded list.
pub const KNOWN_SERVERS_TOML: &str = include_str!("known_servers.toml");

/// One well-known server.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct KnownServer {
    /// The package the user installs (npm or PyPI).
    pub package: String,
    /// The `serverInfo.name` it declares.
    pub server_info: String,
    /// The `serverInfo.version` range the list was checked against.
    pub versions: String,
    /// Its tools that are in fact read-only.
    pub tools: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct List {
    server: Vec<KnownServer>,
}

/// The list; empty (nothing trusted) if the embedded text did not parse, which a test rules out.
pub fn servers() -> &'static [KnownServer] {
    static LIST: OnceLock<Vec<KnownServer>> = OnceLock::new();
    LIST.get_or_init(|| {
        toml::from_str::<List>(KNOWN_SERVERS_TOML)
            .map(|l| l.server)
            .unwrap_or_default()
    })
}

/// The well-known server that declares `name` and `version`, if the version is in its range.
pub fn find(name: &str, version: &str) -> Option<&'static KnownServer> {
    servers()
        .iter()
        .find(|k| k.server_info == name && in_range(version, &k.versions))
}

/// Whether `version` meets every bound of `range` (`>=2.0.0, <3`). A version or bound without a
/// number is never in range.
pub fn in_range(version: &str, range: &str) -> bool {
    let Some(v) = numbers(version) else {
        return false;
    };
    range.split(',').map(str::trim).all(|bound| {
        let (op, at) = [">=", "<=", ">", "<", "="]
            .iter()
            .find_map(|op| bound.strip_prefix(op).map(|rest| (*op, rest.trim())))
            .unwrap_or(("=", bound));
        let Some(at) = numbers(at) else {
            return false;
        };
        let order = compare(&v, &at);
        match op {
            ">=" => order.is_ge(),
            "<=" => order.is_le(),
            ">" => order.is_gt(),
            "<" => order.is_lt(),
            _ => order.is_eq(),
        }
    })
}

/// The dotted numbers of a version (`2026.8.31`, `0.6.3`); a part's digits up to the first
/// other character (`1-beta` is 1).
fn numbers(version: &str) -> Option<Vec<u64>> {
    let parts: Option<Vec<u64>> = version
        .trim()
        .trim_start_matches('v')
        .split('.')
        .map(|p| {
            let digits: String = p.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect();
    parts.filter(|p| !p.is_empty())
}

/// Compares two versions, missing parts counting as 0.
fn compare(a: &[u64], b: &[u64]) -> std::cmp::Ordering {
    let len = a.len().max(b.len());
    (0..len)
        .map(|i| {
            let x = a.get(i).copied().unwrap_or(0);
            let y = b.get(i).copied().unwrap_or(0);
            x.cmp(&y)
        })
        .find(|o| o.is_ne())
        .unwrap_or(std::cmp::Ordering::Equal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_parses_and_every_entry_is_complete() {
        let list: List = toml::from_str(KNOWN_SERVERS_TOML).unwrap();
        assert!(!list.server.is_empty());
        for k in &list.server {
            assert!(!k.tools.is_empty(), "{}", k.package);
            assert!(
                numbers(k.versions.trim_start_matches(">=")).is_some() || k.versions.contains(',')
            );
        }
        assert_eq!(servers().len(), list.server.len());
    }

    #[test]
    fn versions_are_matched_against_their_range() {
        assert!(in_range("2.0.0", ">=2.0.0, <3"));
        assert!(in_range("2.9", ">=2.0.0, <3"));
        assert!(!in_range("3.0.0", ">=2.0.0, <3"));
        assert!(!in_range("1.9.9", ">=2.0.0, <3"));
        assert!(in_range("0.6.3", ">=0.6.0, <0.7"));
        assert!(in_range("1.2.3", "=1.2.3"));
        assert!(in_range("1.2.3", "1.2.3"));
        assert!(!in_range("latest", ">=0"));
        assert!(!in_range("1.0", ">=x"));
        assert!(find("memory-server", "0.6.3").is_some());
        assert!(find("memory-server", "0.7.0").is_none());
        assert!(find("evil-server", "0.6.3").is_none());
    }
}
