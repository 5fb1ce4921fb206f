//! `airlock run -- CMD…` and `airlock doctor`: a command through the gate, then the sandbox.
//!
//! The command is judged as a shell script (command by command) in the context of the sandbox
//! that will contain it. An allowed command runs confined; a command that must ask waits for a
//! human at the terminal (`/dev/tty`, never stdin), and no answer is no; a denied one never runs.
//! Where the machine offers no filesystem confinement, nothing runs without a human's approval.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use airlock_policy::{Action, Call, Context, Policy, Tier};
use clap::{Args, ValueEnum};
use serde_json::json;

use crate::Exit;

/// The exit code of a command airlock did not run.
const NOT_RUN: u8 = 126;

/// Arguments of `airlock run`.
#[derive(Debug, Args)]
pub struct RunArgs {
    /// The workspace: the only writable place (default: the current directory).
    #[arg(long)]
    workspace: Option<PathBuf>,
    /// Network inside the sandbox.
    #[arg(long, value_enum, default_value_t = NetworkArg::None)]
    network: NetworkArg,
    /// Extra paths the command may read.
    #[arg(long = "allow-read")]
    allow_read: Vec<PathBuf>,
    /// Run outside the sandbox (always asks a human).
    #[arg(long)]
    bypass_sandbox: bool,
    /// The policy file (default: the embedded default policy).
    #[arg(long)]
    policy: Option<PathBuf>,
    /// Print which confinement layers this machine supports, and run nothing.
    #[arg(long)]
    probe: bool,
    /// Who answers questions: the terminal, or nobody (every question is denied).
    #[arg(long, value_enum, default_value_t = ApproverArg::Tty)]
    approver: ApproverArg,
    /// The command and its arguments.
    #[arg(last = true)]
    command: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum NetworkArg {
    None,
    Loopback,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ApproverArg {
    Tty,
    None,
}

/// Runs `airlock doctor`: the capability probe.
pub fn doctor() -> Result<u8, Exit> {
    let caps = airlock_sandbox::probe();
    println!("{caps}");
    let layers = caps.strongest();
    if layers.confines_filesystem() {
        println!("airlock run will confine commands with: {layers}");
    } else {
        println!(
            "no filesystem confinement is available: airlock run will run nothing without a human's approval"
        );
    }
    Ok(0)
}

/// Quotes argv into one shell script, so that the analysis sees exactly what will run.
fn script_of(argv: &[String]) -> String {
    argv.iter()
        .map(|w| {
            if !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c))
            {
                w.clone()
            } else {
                format!("'{}'", w.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Runs `airlock run`; returns the command's exit code.
pub fn run(a: &RunArgs) -> Result<u8, Exit> {
    if a.probe {
        return doctor();
    }
    if a.command.is_empty() {
        return Err(Exit::input(
            "give the command after `--`, e.g. `airlock run -- make test`",
        ));
    }
    let policy = match &a.policy {
        Some(p) => crate::policy_cmd::load(p)?,
        None => Policy::default_policy(),
    };
    let workspace = a
        .workspace
        .clone()
        .or_else(|| std::env::current_dir().ok())
        .ok_or_else(|| Exit::input("cannot tell the current directory; give `--workspace`"))?;
    let (ws, home, protected) = crate::explain::context_paths(Some(&workspace));
    let confined = airlock_sandbox::probe().strongest().confines_filesystem();
    let sandboxed = confined && !a.bypass_sandbox;
    let script = script_of(&a.command);
    let args = json!({ "command": script, "bypass_sandbox": a.bypass_sandbox });
    let ctx = Context {
        sandboxed,
        workspace: ws,
        home: home.clone(),
        protected,
        ..Context::default()
    };
    let call = Call {
        tool: "run_command",
        server: None,
        args: &args,
        annotations: None,
    };
    let mut d = policy.resolve(&call, &ctx);
    let mut reason = d.reason.clone();
    if (a.bypass_sandbox || !confined) && d.tier < Tier::AlwaysAsk {
        d.tier = Tier::AlwaysAsk;
        d.action = Action::Ask;
        reason = if a.bypass_sandbox {
            "asks to run outside the sandbox".into()
        } else {
            "no sandbox is available on this machine; the command would run unconfined".into()
        };
    }
    match d.action {
        Action::Deny => {
            eprintln!("airlock: denied: {}: {reason} ({})", d.label, d.rule);
            return Ok(NOT_RUN);
        }
        Action::Ask => {
            if !ask(a.approver, &d.label, d.tier, &reason) {
                return Ok(NOT_RUN);
            }
        }
        Action::Allow => {}
    }
    if !sandboxed {
        let Some((program, rest)) = a.command.split_first() else {
            return Ok(NOT_RUN);
        };
        let status = std::process::Command::new(program)
            .args(rest)
            .status()
            .map_err(|e| Exit::input(format!("cannot run `{program}`: {e}")))?;
        return Ok(status
            .code()
            .map_or(NOT_RUN, |c| u8::try_from(c).unwrap_or(1)));
    }
    let spec = airlock_sandbox::Spec {
        workspace,
        network: match a.network {
            NetworkArg::None => airlock_sandbox::Network::None,
            NetworkArg::Loopback => airlock_sandbox::Network::Loopback,
        },
        allow_read: a.allow_read.clone(),
        hide: Vec::new(),
        home: PathBuf::from(home.unwrap_or_else(|| "/root".into())),
        env: std::env::vars().collect(),
        force_layers: None,
    };
    match airlock_sandbox::run(&spec, &a.command) {
        Ok(out) => Ok(match out.exit {
            airlock_sandbox::Exit::Code(c) => u8::try_from(c).unwrap_or(1),
            airlock_sandbox::Exit::Signal(s) => u8::try_from(128 + s).unwrap_or(1),
        }),
        Err(e) => {
            eprintln!("airlock: the command did not run: {e}");
            Ok(NOT_RUN)
        }
    }
}

/// Asks the human at the terminal. No terminal, an empty answer, EOF and anything but `y` are no.
fn ask(approver: ApproverArg, label: &str, tier: Tier, reason: &str) -> bool {
    if approver == ApproverArg::None {
        eprintln!("airlock: denied: {label}: {reason}; no approver available (--approver none)");
        return false;
    }
    let Ok(tty) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/tty")
    else {
        eprintln!("airlock: denied: {label}: {reason}; no approver available (no terminal)");
        return false;
    };
    let mut out = &tty;
    let visible: String = label.chars().flat_map(char::escape_debug).collect();
    let _ = write!(
        out,
        "\n── airlock: approval needed ──\n  run:    {visible}\n  tier:   {tier}\n  reason: {reason}\nRun it? [y/N] "
    );
    let _ = out.flush();
    let mut line = String::new();
    let answered = std::io::BufReader::new(&tty)
        .read_line(&mut line)
        .is_ok_and(|n| n > 0);
    let yes = answered && line.trim().eq_ignore_ascii_case("y");
    if !yes {
        eprintln!("airlock: denied by the user: {label}");
    }
    yes
}
