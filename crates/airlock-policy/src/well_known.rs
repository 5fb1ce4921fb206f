//! The reviewed table of well-known MCP servers' tools (`well_known_tools.toml`, embedded): one
//! block per server family, its server globs, the tools that only read, an issue tracker's
//! comment tools that ask once per server, and the tools that build or test the project inside
//! the server's program, which share the project's family with the shell's builds and tests. It decides an MCP tool of a server that no rule of
//! the policy in use classified (`resolve.rs`), and is read the first time such a call comes, so
//! a shell or file tool call never parses it. Its rows are compiled into the policy's own tool
//! rules, so a row decides exactly as the same `[[tool]]` rule in a policy file would.

use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

use serde::Deserialize;

use crate::doc::{ToolDoc, WhenDoc};
use crate::glob::Glob;
use crate::load::ToolRule;
use crate::tier::{Class, Tier};

/// The embedded table.
pub const WELL_KNOWN_TOOLS_TOML: &str = include_str!("well_known_tools.toml");

/// The name the table's rules cite (`tool rule well_known_tools.toml:LINE`).
const FILE: &str = "well_known_tools.toml";

/// One server family's block.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Block {
    /// The names users give the server (globs, ASCII case ignored).
    pub servers: Vec<String>,
    /// The family one approval of a comment tool covers on the call's server.
    #[serde(default)]
    pub family: Option<String>,
    /// Tools that only read, each with its reason: they run.
    #[serde(default)]
    pub reads: BTreeMap<String, String>,
    /// Comment and field-update tools, each with its reason: they ask once under `family`.
    #[serde(default)]
    pub comments: BTreeMap<String, String>,
    /// Tools that build or test the project inside the server's own program (a game engine's
    /// editor running the project's tests), each with its reason: they run the project's own
    /// code, as its builds and tests from the shell do, so they ask once under the project's
    /// one family ([`airlock_shell::PROJECT_FAMILY`]), which a yes to either answers.
    #[serde(default)]
    pub runs: BTreeMap<String, String>,
    /// Argument conditions of comment tools that keep the tool's own question.
    #[serde(default)]
    pub when: Vec<When>,
}

/// A `[[block.when]]`: the condition of one comment tool.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct When {
    pub tool: String,
    pub arg: String,
    pub regex: String,
    pub reason: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Table {
    pub block: Vec<Block>,
}

/// The parsed table: its rows in file order, each compiled into its tool rule the first time it
/// decides a call (most rows never do in one process), and, for each tool name, its rows.
struct Compiled {
    rows: Vec<(ToolDoc, usize)>,
    /// Each row's server glob, an index into `globs`.
    row_glob: Vec<usize>,
    /// The distinct server globs, ASCII case ignored as a tool rule's `server` is.
    globs: Vec<Glob>,
    rules: Vec<OnceLock<Option<ToolRule>>>,
    by_name: HashMap<String, Vec<usize>>,
}

/// The compiled table, once read.
static TABLE: OnceLock<Compiled> = OnceLock::new();

/// Parses the embedded table with each block's byte offset.
pub(crate) fn parse(text: &str) -> Result<Vec<(Block, usize)>, String> {
    let root = toml::de::DeTable::parse(text).map_err(|e| e.to_string())?;
    let offsets: Vec<usize> = root
        .get_ref()
        .get("block")
        .and_then(|v| v.get_ref().as_array())
        .map(|items| items.iter().map(|item| item.span().start).collect())
        .unwrap_or_default();
    let table =
        Table::deserialize(toml::de::Deserializer::from(root)).map_err(|e| e.to_string())?;
    Ok(table
        .block
        .into_iter()
        .enumerate()
        .map(|(i, b)| (b, offsets.get(i).copied().unwrap_or(0)))
        .collect())
}

/// The table's rows as tool rule documents, in file order: per block, per server glob, its
/// reads, its comments, then its project runs.
pub(crate) fn rows(blocks: &[(Block, usize)]) -> Vec<(ToolDoc, usize)> {
    let mut out = Vec::new();
    for (b, at) in blocks {
        for server in &b.servers {
            for (name, reason) in &b.reads {
                out.push((
                    ToolDoc {
                        name: name.clone(),
                        server: Some(server.clone()),
                        tier: Some(Tier::Allow),
                        class: Some(Class::Read),
                        reason: Some(reason.clone()),
                        ..ToolDoc::default()
                    },
                    *at,
                ));
            }
            for (name, reason) in &b.comments {
                let when = b
                    .when
                    .iter()
                    .filter(|w| &w.tool == name)
                    .map(|w| WhenDoc {
                        arg: w.arg.clone(),
                        equals: None,
                        regex: Some(w.regex.clone()),
                        tier: Tier::AskOnce,
                        reason: Some(w.reason.clone()),
                    })
                    .collect();
                out.push((
                    ToolDoc {
                        name: name.clone(),
                        server: Some(server.clone()),
                        tier: Some(Tier::AskOnce),
                        class: Some(Class::Write),
                        reason: Some(reason.clone()),
                        family: b.family.clone(),
                        when,
                        ..ToolDoc::default()
                    },
                    *at,
                ));
            }
            for (name, reason) in &b.runs {
                out.push((
                    ToolDoc {
                        name: name.clone(),
                        server: Some(server.clone()),
                        tier: Some(Tier::AskOnce),
                        class: Some(Class::Exec),
                        reason: Some(reason.clone()),
                        family: Some(airlock_shell::PROJECT_FAMILY.to_owned()),
                        ..ToolDoc::default()
                    },
                    *at,
                ));
            }
        }
    }
    out
}

/// The parsed table; empty (nothing allowed by it, every such call keeps its question) if the
/// embedded text did not parse, which a test rules out.
fn compiled() -> &'static Compiled {
    TABLE.get_or_init(|| {
        let rows = parse(WELL_KNOWN_TOOLS_TOML)
            .map(|blocks| rows(&blocks))
            .unwrap_or_default();
        let mut globs: Vec<(String, Glob)> = Vec::new();
        let mut row_glob = Vec::with_capacity(rows.len());
        let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, (doc, _)) in rows.iter().enumerate() {
            let server = doc.server.as_deref().unwrap_or("*");
            let at = globs
                .iter()
                .position(|(s, _)| s == server)
                .unwrap_or_else(|| {
                    globs.push((server.to_owned(), Glob::new_folding(server)));
                    globs.len() - 1
                });
            row_glob.push(at);
            by_name.entry(doc.name.clone()).or_default().push(i);
        }
        Compiled {
            rules: rows.iter().map(|_| OnceLock::new()).collect(),
            rows,
            row_glob,
            globs: globs.into_iter().map(|(_, g)| g).collect(),
            by_name,
        }
    })
}

/// The table's first row for the tool `name` on `server`, in file order, as its tool rule;
/// `None` too if that row does not compile (which a test rules out): the call then keeps the
/// question it has without the table.
pub(crate) fn find(name: &str, server: &str) -> Option<&'static ToolRule> {
    let table = compiled();
    let i = table.by_name.get(name)?.iter().copied().find(|i| {
        table
            .row_glob
            .get(*i)
            .and_then(|g| table.globs.get(*g))
            .is_some_and(|g| g.matches(server))
    })?;
    let row = table.rows.get(i)?;
    table
        .rules
        .get(i)?
        .get_or_init(|| {
            crate::load::compile_tools(FILE, WELL_KNOWN_TOOLS_TOML, std::slice::from_ref(row))
                .and_then(|mut one| one.pop())
        })
        .as_ref()
}

/// The table's rows as the `[[tool]]` rules they decide as, in file order (empty if the embedded
/// text did not parse): for a review of every row.
pub fn tool_docs() -> Vec<ToolDoc> {
    parse(WELL_KNOWN_TOOLS_TOML)
        .map(|blocks| rows(&blocks).into_iter().map(|(doc, _)| doc).collect())
        .unwrap_or_default()
}

/// Whether the table has been read in this process (it is read at the first call it may
/// decide; a shell or file call never reads it).
pub fn is_loaded() -> bool {
    TABLE.get().is_some()
}

/// How many rows the table holds (0 if it did not parse).
pub fn rule_count() -> usize {
    compiled().rows.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_compiles_and_every_block_is_well_formed() {
        let blocks = parse(WELL_KNOWN_TOOLS_TOML).unwrap();
        assert!(blocks.len() >= 20);
        let rows = rows(&blocks);
        let rules = crate::load::compile_tools(FILE, WELL_KNOWN_TOOLS_TOML, &rows).unwrap();
        assert_eq!(rule_count(), rules.len());
        assert_eq!(tool_docs().len(), rules.len());
        for (b, _) in &blocks {
            assert!(!b.servers.is_empty());
            for s in &b.servers {
                assert!(!s.trim().is_empty());
            }
            let mut seen = std::collections::HashSet::new();
            for s in &b.servers {
                assert!(seen.insert(s.to_ascii_lowercase()), "{s} twice");
            }
            assert!(
                !b.reads.is_empty() || !b.comments.is_empty() || !b.runs.is_empty(),
                "{:?}",
                b.servers
            );
            for (name, reason) in b.reads.iter().chain(&b.comments).chain(&b.runs) {
                assert!(!name.trim().is_empty() && !reason.trim().is_empty());
                // A tool is a read, a comment or a project run, never two of them.
                let kinds = [&b.reads, &b.comments, &b.runs]
                    .iter()
                    .filter(|m| m.contains_key(name))
                    .count();
                assert_eq!(kinds, 1, "{name} in {:?}", b.servers);
                // App slugs (GMAIL_SEND_EMAIL) are left to app rules: the resolver never looks
                // one up here.
                assert!(crate::names::slug_parts(name, false).is_none(), "{name}");
            }
            assert_eq!(
                b.family.is_some(),
                !b.comments.is_empty(),
                "{:?}",
                b.servers
            );
            for w in &b.when {
                assert!(b.comments.contains_key(&w.tool), "{}", w.tool);
                assert!(regex::Regex::new(&w.regex).is_ok());
            }
        }
    }

    #[test]
    fn a_duplicate_tool_in_a_block_does_not_load() {
        let text = "[[block]]\nservers = [\"*x*\"]\n[block.reads]\na = \"r\"\na = \"s\"\n";
        assert!(parse(text).is_err());
    }

    #[test]
    fn rules_are_found_by_server_glob_in_any_case() {
        let r = find("get_issue", "GitHub").unwrap();
        assert_eq!(r.tier, Some(Tier::Allow));
        assert!(find("get_issue", "gitea").is_none());
        assert!(find("merge_pull_request", "github").is_none());
        let c = find("add_issue_comment", "my-github").unwrap();
        assert_eq!(c.tier, Some(Tier::AskOnce));
        assert!(c.family.is_some());
        assert!(c.source.to_string().starts_with("well_known_tools.toml:"));
    }
}
