//! The airlock command line: parses arguments, runs one subcommand, maps errors to exit codes.
//!
//! Exit codes: 0 for any decision and any successful command; 1 when a check finds problems
//! (`policy check` on a bad file, `policy diff` that lowers protection with `--fail-on-lower`);
//! 2 for bad input (bad JSON, an unreadable or invalid policy, an unknown flag); `mcp` exits with
//! its server's code.

mod approver_arg;
mod audit_cmd;
mod demo;
mod explain;
mod hook_cmd;
mod hook_install;
mod mask_cmd;
mod masking;
mod mcp_cmd;
mod policy_cmd;
mod run_cmd;
mod serve_cmd;
mod workspace_facts;
mod wrap_cmd;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// An approval gate for the tool calls of autonomous AI agents.
#[derive(Debug, Parser)]
#[command(name = "airlock", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Resolve one call against a policy and print the decision with its whole trail.
    Explain(explain::ExplainArgs),
    /// Check, compare and print policies.
    #[command(subcommand)]
    Policy(policy_cmd::PolicyCommand),
    /// Run a command through the gate and, when it is allowed, in the sandbox.
    Run(run_cmd::RunArgs),
    /// Say which confinement layers this machine supports.
    Doctor,
    /// Mask secrets in standard input; `--json` lists the findings instead.
    Mask(mask_cmd::MaskArgs),
    /// Run the gate in front of the example MCP server, driven by a scripted agent.
    Demo(demo::DemoArgs),
    /// Put the gate in front of an MCP server: `airlock mcp --name NAME -- CMD…`.
    Mcp(mcp_cmd::McpArgs),
    /// List, count, explain and verify recorded decisions.
    Audit(audit_cmd::AuditArgs),
    /// The example MCP server the demo runs (stdio).
    #[command(hide = true)]
    DemoServer(demo::server::ServerArgs),
    /// Agent host hooks: `airlock hook claude-code`, `airlock hook gemini`, `airlock hook install`.
    #[command(subcommand)]
    Hook(hook_cmd::HookCommand),
    /// Put every stdio MCP server of an agent's configuration behind `airlock mcp` (`--undo`).
    Wrap(wrap_cmd::WrapArgs),
    /// The approval daemon: the approval page, the audit page and the HTTP API.
    Serve(serve_cmd::ServeArgs),
}

/// How a command fails. Each kind is one exit code, mapped in one place ([`Exit::code`]); a
/// decision, whatever it is, exits 0, and a command airlock did not run exits 126 (`airlock run`
/// returns that code itself, as the command's own).
#[derive(Debug, thiserror::Error)]
pub enum Exit {
    /// Bad input (arguments, a policy or payload that does not load, a store that cannot be
    /// opened): exit 2.
    #[error("{0}")]
    Input(String),
    /// A check that found problems (`policy check`, `audit verify`): exit 1.
    #[error("{0}")]
    Failed(String),
    /// The demo's agent lost the gateway: exit 2.
    #[error("the demo stopped: {0}")]
    Demo(#[from] demo::AgentError),
    /// An MCP configuration `wrap` cannot edit: exit 2.
    #[error("`{}`: {source}", .path.display())]
    Config {
        /// The configuration file.
        path: std::path::PathBuf,
        /// What it holds that `wrap` does not edit.
        source: wrap_cmd::ConfigError,
    },
    /// A host's settings file `hook install` or `hook uninstall` cannot edit: exit 2.
    #[error("`{}`: {source}", .path.display())]
    Settings {
        /// The settings file.
        path: std::path::PathBuf,
        /// What it holds that the hook's entries cannot be edited in.
        source: hook_install::SettingsError,
    },
    /// `wrap --serve` could not add the daemon to the autostart: exit 2.
    #[error(transparent)]
    Autostart(#[from] wrap_cmd::AutostartError),
}

impl Exit {
    /// Bad input: exit 2.
    pub fn input(message: impl Into<String>) -> Exit {
        Exit::Input(message.into())
    }

    /// A check that found problems: exit 1.
    pub fn failed(message: impl Into<String>) -> Exit {
        Exit::Failed(message.into())
    }

    /// The process's exit code.
    pub fn code(&self) -> u8 {
        match self {
            Exit::Input(_)
            | Exit::Demo(_)
            | Exit::Config { .. }
            | Exit::Settings { .. }
            | Exit::Autostart(_) => 2,
            Exit::Failed(_) => 1,
        }
    }
}

/// The command line of a hook run alone: a hook is a process per tool call, and building the
/// parser for every other command costs it more than the rest of its start.
#[derive(Debug, Parser)]
#[command(name = "airlock", version)]
struct HookCli {
    #[command(subcommand)]
    command: HookOnly,
}

#[derive(Debug, Subcommand)]
enum HookOnly {
    #[command(subcommand)]
    Hook(hook_cmd::HookCommand),
}

fn main() -> ExitCode {
    // A hook's arguments parse alone; anything else, or anything that does not parse so (help,
    // a typo), goes to the whole parser, which also gives every error its full message.
    if std::env::args_os().nth(1).is_some_and(|a| a == "hook")
        && let Ok(HookCli {
            command: HookOnly::Hook(cmd),
        }) = HookCli::try_parse()
    {
        return exit(hook_cmd::run(&cmd));
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    // Commands that print for a human or a pipe end quietly when the reader goes away; the
    // long-running ones (mcp, serve, hooks) handle a closed pipe themselves.
    if !matches!(
        cli.command,
        Command::Mcp(_) | Command::Serve(_) | Command::Hook(_)
    ) {
        airlock_sandbox::quiet_broken_pipes();
    }
    let result = match cli.command {
        Command::Explain(args) => explain::run(&args).map(|()| 0),
        Command::Policy(cmd) => policy_cmd::run(&cmd).map(|()| 0),
        Command::Run(args) => run_cmd::run(&args),
        Command::Doctor => run_cmd::doctor(),
        Command::Mask(args) => mask_cmd::run(&args),
        Command::Demo(args) => demo::run(&args),
        Command::Mcp(args) => mcp_cmd::run(&args),
        Command::Audit(args) => audit_cmd::run(&args),
        Command::DemoServer(args) => demo::server::run(&args),
        Command::Hook(cmd) => hook_cmd::run(&cmd),
        Command::Wrap(args) => wrap_cmd::run(&args),
        Command::Serve(args) => serve_cmd::run(&args),
    };
    exit(result)
}

/// `p` made absolute (against the working directory) as text, for protected paths.
fn absolute(p: &std::path::Path) -> String {
    std::path::absolute(p)
        .unwrap_or_else(|_| p.to_path_buf())
        .display()
        .to_string()
}

/// airlock's own files, as every command protects them from the tools it decides: its
/// configuration and data directories wherever the environment puts them, the store and every
/// file beside it, and the policy file the command read. The one list a command builds.
fn protected_paths(
    store: Option<&std::path::Path>,
    policy: Option<&std::path::Path>,
) -> Vec<String> {
    let mut protected: Vec<String> = airlock_gate::own_dirs(|k| std::env::var(k).ok())
        .iter()
        .map(|p| absolute(p))
        .collect();
    protected.extend(store.into_iter().flat_map(absolute_store_files));
    protected.extend(policy.map(absolute));
    protected
}

/// Where this process's records are made: this machine, this OS user, and `cwd` (the agent's
/// working directory, when it said) or this process's own. Stamped on every record the store
/// appends, so that a team's shared store tells hosts, users and projects apart.
fn identity(cwd: Option<&std::path::Path>) -> airlock_store::Identity {
    let host = ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|p| std::fs::read_to_string(p).ok())
        .map(|h| h.trim().to_owned())
        .unwrap_or_default();
    let user = ["USER", "LOGNAME"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|u| !u.is_empty()))
        .unwrap_or_default();
    let cwd = cwd
        .map(std::path::Path::to_path_buf)
        .or_else(|| std::env::current_dir().ok())
        .map(|d| d.display().to_string())
        .unwrap_or_default();
    airlock_store::Identity { host, user, cwd }
}

/// The store at `store` and every file beside it ([`airlock_store::store_files`]), made
/// absolute: what a command protects from the tools it decides.
fn absolute_store_files(store: &std::path::Path) -> impl Iterator<Item = String> {
    airlock_store::store_files(store)
        .into_iter()
        .map(|p| absolute(&p))
}

/// The process's exit code for a command's result; an error's message goes to stderr.
fn exit(result: Result<u8, Exit>) -> ExitCode {
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("airlock: {e}");
            ExitCode::from(e.code())
        }
    }
}
