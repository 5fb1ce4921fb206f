//! `airlock mcp [--name NAME] -- CMD…`: the MCP stdio proxy in front of one server.
//!
//! Without `--name`, the server's name comes from its command (`derive_name`), so that a client's
//! configuration needs no hand-written name and the same command always gets the same name.
//!
//! The MCP client starts airlock instead of the server; airlock starts the server and relays
//! between the two, deciding every tool call with the policy (see `airlock-mcp`). stdin and
//! stdout carry only the protocol: questions go to `/dev/tty`, logs to stderr (`AIRLOCK_LOG`
//! sets the level, `warn` by default). With no terminal every question is answered "no".

use std::path::PathBuf;
use std::sync::Arc;

use airlock_gate::{Gate, GateConfig};
use airlock_mcp::ProxyConfig;
use airlock_store::Store;
use clap::Args;

use crate::Exit;
use crate::approver_arg::ApproverArg;

/// Arguments of `airlock mcp`.
#[derive(Debug, Args)]
pub struct McpArgs {
    /// The server's name: its `[[server]]` entry in the policy and its name in the audit
    /// (default: derived from the command: an npm package's name without scope or version, a
    /// Python package or module for uvx, pipx and `python -m`, else the program's file name).
    #[arg(long)]
    name: Option<String>,
    /// The policy file (default: policy.toml in AIRLOCK_HOME, else in $XDG_CONFIG_HOME/airlock
    /// or ~/.config/airlock, when it exists; else the embedded default policy).
    #[arg(long)]
    policy: Option<PathBuf>,
    /// The store (default: airlock.db in AIRLOCK_HOME, else $XDG_DATA_HOME/airlock, else
    /// ~/.local/share/airlock).
    #[arg(long)]
    store: Option<PathBuf>,
    /// Who answers questions: `tty` is the approval daemon when `airlock serve` runs, else the
    /// terminal; `none` is nobody (every question is denied).
    #[arg(long, value_enum, default_value_t = ApproverArg::Tty)]
    approver: ApproverArg,
    /// The agent session the calls belong to (default: a new session for each run).
    #[arg(long)]
    session: Option<String>,
    /// The MCP server's command and its arguments.
    #[arg(last = true, required = true)]
    command: Vec<String>,
}

/// Runs `airlock mcp`; returns the server's exit code.
pub fn run(a: &McpArgs) -> Result<u8, Exit> {
    init_logging();
    let name = match &a.name {
        Some(name) => name.clone(),
        None => {
            let name = derive_name(&a.command).ok_or_else(|| {
                Exit::input("cannot derive a server name from the command; pass `--name NAME`")
            })?;
            eprintln!(
                "airlock: serving `{}` as server `{name}` (derived from its command; \
                 `--name NAME` sets another)",
                a.command.join(" ")
            );
            name
        }
    };
    let (policy, policy_file) = crate::policy_cmd::load_policy(a.policy.as_deref())?;
    let store_path = crate::audit_cmd::store_location(a.store.as_deref())?;
    let mut store = Store::open(&store_path).map_err(|e| {
        Exit::input(format!(
            "cannot open the store `{}`: {e}",
            airlock_store::shown_address(&store_path)
        ))
    })?;
    store.set_identity(crate::identity(None));
    // This process records on the path of every tool call: the log's checkpoints (fsyncs)
    // go to a thread of their own rather than stall the call whose record crosses SQLite's
    // threshold.
    if let Err(e) = store.checkpoint_in_background() {
        tracing::warn!("the store's log is checkpointed inside commits: {e}");
    }
    // ... and the commit of a call's record goes off that path too: the record is appended
    // to a file of this process's own and copied into the audit chain while the call runs.
    if let Err(e) = store.write_ahead() {
        tracing::warn!("records are committed on the path of each call: {e}");
    }
    let (workspace, home, protected) =
        crate::explain::context_paths(None, Some(&store_path), policy_file.as_deref());
    let mut config = GateConfig::default();
    config.workspace = workspace;
    config.home = home;
    config.protected = protected;
    config.sandboxed = false;
    config.policy_file = policy_file.as_deref().map(airlock_gate::policy_key);
    let mut gate = Gate::new(policy, store, a.approver.approver(), config);
    if let Some(p) = &policy_file {
        // An edit of the policy file takes effect on the next call: at once when it raises
        // protection, after a human's approval when it lowers it.
        gate = gate.watch_policy(p);
    }
    let gate = Arc::new(gate);
    let session = a.session.clone().unwrap_or_else(|| {
        format!(
            "mcp-{}-{}-{}",
            name,
            airlock_gate::now_ms(),
            std::process::id()
        )
    });
    let cfg = ProxyConfig::new(&name, &session);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Exit::input(format!("cannot start the async runtime: {e}")))?;
    let ended = runtime.block_on(airlock_mcp::run_stdio(gate, cfg, &a.command));
    // Reading stdin blocks a thread that cannot be interrupted; do not wait for it.
    runtime.shutdown_background();
    match ended {
        Ok(end) => Ok(end.code()),
        Err(e) => Err(Exit::input(e.to_string())),
    }
}

/// A stable server name from a server's command: the npm package (`npx`, `bunx`, `pnpm dlx`,
/// `npm exec`) without its scope and version; the Python package (`uvx`, `pipx run`) without its
/// version or extras, or the module of `python -m`; for an interpreter (`node`, `python`), its
/// script's name; else the program's file name. `None` when nothing usable is left.
pub fn derive_name(command: &[String]) -> Option<String> {
    let (program, rest) = command.split_first()?;
    let base = file_name(program);
    let base = base.strip_suffix(".exe").unwrap_or(base);
    let raw = match base {
        "npx" | "bunx" | "pnpx" => positional(rest, &["-p", "--package", "-c", "--call"])
            .map(|pkg| npm_package(pkg).to_owned()),
        "npm" | "pnpm" | "yarn" | "bun" => match rest.split_first() {
            Some((sub, more)) if ["exec", "dlx", "x"].contains(&sub.as_str()) => {
                positional(more, &["-p", "--package", "-c", "--call"])
                    .map(|pkg| npm_package(pkg).to_owned())
            }
            _ if base == "bun" => script(rest),
            _ => None,
        },
        "uvx" | "pipx" | "uv" => {
            let rest = match (base, rest.split_first()) {
                ("pipx" | "uv", Some((sub, more))) if sub == "run" || sub == "tool" => {
                    more.strip_prefix(&["run".to_owned()][..]).unwrap_or(more)
                }
                ("uvx", _) => rest,
                _ => &[],
            };
            python_module(rest).or_else(|| {
                positional(
                    rest,
                    &[
                        "--from",
                        "--with",
                        "--python",
                        "-p",
                        "--spec",
                        "--index-url",
                    ],
                )
                .map(|pkg| python_package(pkg).to_owned())
            })
        }
        b if b.starts_with("python") => python_module(rest).or_else(|| script(rest)),
        "node" | "deno" | "tsx" | "ts-node" => script(rest),
        _ => Some(base.to_owned()),
    };
    let name: String = raw?
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "._-".contains(c) {
                c
            } else {
                '-'
            }
        })
        .collect();
    let name = name.trim_matches(|c| c == '-' || c == '.').to_owned();
    (!name.is_empty()).then_some(name)
}

/// The last component of a path.
fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// The first argument that is not an option (nor the value of one of `with_value`).
fn positional<'a>(args: &'a [String], with_value: &[&str]) -> Option<&'a str> {
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if with_value.contains(&arg.as_str()) {
            args.next();
        } else if arg == "--" {
            return args.next().map(String::as_str);
        } else if !arg.starts_with('-') {
            return Some(arg);
        }
    }
    None
}

/// `@scope/name@1.2.3` is `name`.
fn npm_package(spec: &str) -> &str {
    let unscoped = match spec.strip_prefix('@') {
        Some(scoped) => scoped.split_once('/').map_or(scoped, |(_, name)| name),
        None => spec,
    };
    unscoped.split('@').next().unwrap_or(unscoped)
}

/// `name[extra]==1.2` (or `name@1.2`) is `name`.
fn python_package(spec: &str) -> &str {
    let end = spec
        .find(|c: char| "[=<>!~@ ;".contains(c))
        .unwrap_or(spec.len());
    spec.get(..end).unwrap_or(spec)
}

/// The module of `-m MODULE`.
fn python_module(args: &[String]) -> Option<String> {
    let at = args.iter().position(|a| a == "-m")?;
    args.get(at + 1).cloned()
}

/// The interpreted script's name: its file name without extension, or its folder's name when
/// the file is an `index` or `main` (as in `node my-server/build/index.js`), skipping folders
/// such as `build` and `dist`.
fn script(args: &[String]) -> Option<String> {
    let path = std::path::Path::new(positional(args, &[])?);
    let stem = path.file_stem()?.to_str()?;
    if !["index", "main", "server", "__main__", "cli"].contains(&stem) {
        return Some(stem.to_owned());
    }
    path.ancestors()
        .skip(1)
        .filter_map(|p| p.file_name()?.to_str())
        .find(|dir| !["build", "dist", "lib", "src", "out", "bin"].contains(dir))
        .map(str::to_owned)
        .or_else(|| Some(stem.to_owned()))
}

/// Logs go to stderr, never stdout (the protocol's); `AIRLOCK_LOG` takes a filter such as
/// `info` or `airlock_mcp=debug`.
fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("AIRLOCK_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .try_init();
}

#[cfg(test)]
mod tests {
    use super::derive_name;

    #[test]
    fn issue24_a_server_name_is_derived_from_its_command() {
        let cases = [
            (
                "npx -y @modelcontextprotocol/server-filesystem /tmp",
                "server-filesystem",
            ),
            (
                "npx @modelcontextprotocol/server-memory@2026.1.0",
                "server-memory",
            ),
            ("npx --yes --package @acme/tools@1 acme-mcp", "acme-mcp"),
            ("/usr/bin/npx -y mcp-remote https://x", "mcp-remote"),
            ("pnpm dlx @scope/thing@latest", "thing"),
            ("npm exec -- @scope/pkg@1.0.0 --flag", "pkg"),
            ("bunx some-server", "some-server"),
            (
                "uvx mcp-server-time --local-timezone UTC",
                "mcp-server-time",
            ),
            (
                "uvx mcp-server-git==2026.1.1 --repository .",
                "mcp-server-git",
            ),
            (
                "uvx --from mcp-server-fetch[extra] mcp-server-fetch",
                "mcp-server-fetch",
            ),
            ("pipx run mcp-server-fetch", "mcp-server-fetch"),
            ("uv run --with mcp -m mcp_server_time", "mcp_server_time"),
            ("python3 -m mcp_server_git --repository .", "mcp_server_git"),
            ("/venv/bin/python -u weather.py", "weather"),
            ("node /home/me/my-server/build/index.js", "my-server"),
            ("node server.js", "server"),
            ("/opt/tools/github-mcp-server stdio", "github-mcp-server"),
            ("./bin/My Server", "My-Server"),
        ];
        for (command, want) in cases {
            let argv: Vec<String> = if command == "./bin/My Server" {
                vec![command.to_owned()]
            } else {
                command.split(' ').map(str::to_owned).collect()
            };
            assert_eq!(derive_name(&argv).as_deref(), Some(want), "{command}");
        }
        assert_eq!(derive_name(&["npx".to_owned()]), None);
        assert_eq!(derive_name(&[]), None);
    }
}
