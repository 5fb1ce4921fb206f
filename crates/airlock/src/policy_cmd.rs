//! `airlock policy check | diff | show`: validate, compare and print policy files.

use std::path::{Path, PathBuf};

use airlock_policy::{Direction, Policy, PolicyDoc};
use clap::Subcommand;

use crate::Exit;

/// The `policy` subcommands.
#[derive(Debug, Subcommand)]
pub enum PolicyCommand {
    /// Validate a policy file: syntax, keys, regexes, examples and command match lists.
    Check {
        /// The policy file.
        file: PathBuf,
    },
    /// List every protection a change lowers, and those it raises.
    Diff {
        /// The policy before the change.
        old: PathBuf,
        /// The policy after the change.
        new: PathBuf,
        /// Print JSON for programs.
        #[arg(long)]
        json: bool,
        /// Exit 1 when the change lowers any protection.
        #[arg(long)]
        fail_on_lower: bool,
    },
    /// Print a policy; `--default` prints the embedded default, `--well-known` the built-in
    /// table of well-known MCP servers' tools that it applies (`gate.well_known_tools`).
    Show {
        /// Print the embedded default policy.
        #[arg(long, conflicts_with = "well_known")]
        default: bool,
        /// Print the built-in table of well-known MCP servers' tools.
        #[arg(long)]
        well_known: bool,
        /// The policy file to print, as airlock reads it.
        file: Option<PathBuf>,
    },
}

/// Reads a policy file's text; a file that cannot be read is bad input.
fn read(path: &Path) -> Result<String, Exit> {
    std::fs::read_to_string(path)
        .map_err(|e| Exit::input(format!("cannot read the policy `{}`: {e}", path.display())))
}

/// The policy a command decides by, and the file it came from: the file given, else
/// `policy.toml` in airlock's configuration directory (`AIRLOCK_HOME`, `$XDG_CONFIG_HOME/airlock`
/// or `~/.config/airlock`) when it exists, else the one an earlier version kept in the data
/// directory, with a one-line notice (so that `serve`, `mcp`, `run`, the hooks and `explain`
/// share one policy), else the embedded default policy and no file.
pub fn load_policy(given: Option<&Path>) -> Result<(Policy, Option<PathBuf>), Exit> {
    let file = given.map(Path::to_path_buf).or_else(|| {
        let found = airlock_gate::user_policy(|k| std::env::var(k).ok(), Path::is_file).ok()?;
        if let Some(new) = &found.moved_to {
            eprintln!(
                "airlock: reading the policy from its old place `{}`; move it to `{}`",
                found.path.display(),
                new.display()
            );
        }
        found.exists.then_some(found.path)
    });
    let policy = match &file {
        Some(p) => load(p)?,
        None => Policy::default_policy(),
    };
    Ok((policy, file))
}

/// Reads and loads a policy file; every failure is bad input.
pub fn load(path: &Path) -> Result<Policy, Exit> {
    let text = read(path)?;
    Policy::load(&path.display().to_string(), &text)
        .map_err(|e| Exit::input(format!("the policy `{}` is invalid:\n{e}", path.display())))
}

/// Runs one `policy` subcommand.
pub fn run(cmd: &PolicyCommand) -> Result<(), Exit> {
    match cmd {
        PolicyCommand::Check { file } => {
            let text = read(file)?;
            match Policy::load(&file.display().to_string(), &text) {
                Ok(p) => {
                    let doc = p.doc();
                    let examples = doc.example.len();
                    let matches: usize = doc
                        .command
                        .iter()
                        .map(|c| c.matches.len() + c.not_match.len())
                        .sum();
                    println!(
                        "{}: ok ({} rules, {examples} examples and {matches} command examples hold)",
                        file.display(),
                        rule_count(doc)
                    );
                    Ok(())
                }
                Err(e) => Err(Exit::failed(format!("{} problem(s):\n{e}", e.0.len()))),
            }
        }
        PolicyCommand::Diff {
            old,
            new,
            json,
            fail_on_lower,
        } => {
            let (a, b) = (load(old)?, load(new)?);
            let changes = airlock_policy::diff(a.doc(), b.doc());
            if *json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&changes).unwrap_or_default()
                );
            } else if changes.is_empty() {
                println!("no protection changes");
            } else {
                let w = changes
                    .iter()
                    .map(|c| c.what.len())
                    .max()
                    .unwrap_or(4)
                    .max(4);
                println!("{:<8}  {:<w$}  {:<12}  new", "change", "rule", "old");
                for c in &changes {
                    let dir = match c.direction {
                        Direction::Lowers => "LOWERS",
                        Direction::Raises => "raises",
                    };
                    println!("{dir:<8}  {:<w$}  {:<12}  {}", c.what, c.old, c.new);
                }
                let lowered = changes
                    .iter()
                    .filter(|c| c.direction == Direction::Lowers)
                    .count();
                if lowered > 0 {
                    println!(
                        "\n{lowered} protection(s) lowered: this change needs a human's approval"
                    );
                }
            }
            let lowers = changes.iter().any(|c| c.direction == Direction::Lowers);
            if lowers && *fail_on_lower {
                Err(Exit::failed("the change lowers protection"))
            } else {
                Ok(())
            }
        }
        PolicyCommand::Show {
            default,
            well_known,
            file,
        } => {
            match (default, well_known, file) {
                (true, false, None) => print!("{}", airlock_policy::DEFAULT_POLICY),
                (false, true, None) => {
                    print!("{}", airlock_policy::well_known::WELL_KNOWN_TOOLS_TOML);
                }
                (false, false, Some(f)) => print!("{}", load(f)?.doc().to_toml()),
                _ => {
                    return Err(Exit::input(
                        "give either `--default`, `--well-known` or a policy file",
                    ));
                }
            }
            Ok(())
        }
    }
}

fn rule_count(doc: &PolicyDoc) -> usize {
    doc.deny.len()
        + doc.tool.len()
        + doc.app.len()
        + doc.server.len()
        + doc.meta.len()
        + doc.command.len()
}
