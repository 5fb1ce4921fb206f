//! `airlock run -- CMD…` and `airlock doctor`: a command through the gate, then the sandbox.
//!
//! The command is judged as a shell script (command by command) in the context of the sandbox
//! that will contain it. An allowed command runs confined; a command that must ask waits for a
//! human at the terminal (`/dev/tty`, never stdin), and no answer is no; a denied one never runs.
//! Where the machine offers no filesystem confinement, nothing runs without a human's approval.

use std::io::Write;
use std::path::{Path, PathBuf};

use airlock_gate::{Gate, GateConfig, Request};
use airlock_policy::Tier;
use clap::{Args, ValueEnum};
use serde_json::json;

use crate::Exit;
use crate::approver_arg::ApproverArg;

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
    /// The policy file (default: policy.toml in AIRLOCK_HOME, else in $XDG_CONFIG_HOME/airlock
    /// or ~/.config/airlock, when it exists; else the embedded default policy).
    #[arg(long)]
    policy: Option<PathBuf>,
    /// Print which confinement layers this machine supports, and run nothing.
    #[arg(long)]
    probe: bool,
    /// The store for the audit and remembered answers (default: under AIRLOCK_HOME or the XDG data dir).
    #[arg(long)]
    store: Option<PathBuf>,
    /// Who answers questions: `tty` is the approval daemon when it runs, else the terminal;
    /// `none` is nobody (every question is denied).
    #[arg(long, value_enum, default_value_t = ApproverArg::Tty)]
    approver: ApproverArg,
    /// Processes (and threads) the command may have at once, or `unlimited`.
    #[arg(long, value_name = "N", default_value = "512", value_parser = count_limit)]
    max_processes: Limit,
    /// Memory of the whole run (a cgroup's limit), else address space of each process, with a
    /// K, M, G or T suffix, or `unlimited`.
    #[arg(long, value_name = "SIZE", default_value = "4G", value_parser = size_limit)]
    max_memory: Limit,
    /// Size of any one file the command writes (K, M, G or T suffix), or `unlimited`.
    #[arg(long, value_name = "SIZE", default_value = "1G", value_parser = size_limit)]
    max_file_size: Limit,
    /// Seconds of CPU time of the whole run (of each process where no cgroup accounts for the
    /// run), or `unlimited`.
    #[arg(long, value_name = "SECONDS", default_value = "3600", value_parser = count_limit)]
    max_cpu_time: Limit,
    /// The command and its arguments.
    #[arg(last = true)]
    command: Vec<String>,
}

/// A resource limit given on the command line; `None` is unlimited.
#[derive(Debug, Clone, Copy)]
struct Limit(Option<u64>);

fn count_limit(text: &str) -> Result<Limit, String> {
    if text == "unlimited" {
        return Ok(Limit(None));
    }
    match text.parse::<u64>() {
        Ok(n) if n > 0 => Ok(Limit(Some(n))),
        _ => Err(format!(
            "`{text}` is not a positive whole number or `unlimited`"
        )),
    }
}

fn size_limit(text: &str) -> Result<Limit, String> {
    if text == "unlimited" {
        return Ok(Limit(None));
    }
    let (digits, shift) = match text.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let shift = match c.to_ascii_uppercase() {
                'K' => 10,
                'M' => 20,
                'G' => 30,
                'T' => 40,
                _ => return Err(format!("`{text}`: the suffix is K, M, G or T")),
            };
            (text.get(..i).unwrap_or_default(), shift)
        }
        _ => (text, 0),
    };
    digits
        .parse::<u64>()
        .ok()
        .filter(|n| *n > 0)
        .and_then(|n| n.checked_mul(1u64 << shift))
        .map(|n| Limit(Some(n)))
        .ok_or_else(|| format!("`{text}` is not a size such as 512M, or `unlimited`"))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum NetworkArg {
    None,
    Loopback,
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
    let (policy, policy_file) = crate::policy_cmd::load_policy(a.policy.as_deref())?;
    let workspace = a
        .workspace
        .clone()
        .or_else(|| std::env::current_dir().ok())
        .ok_or_else(|| Exit::input("cannot tell the current directory; give `--workspace`"))?;
    let confined = airlock_sandbox::capabilities()
        .strongest()
        .confines_filesystem();
    let sandboxed = confined && !a.bypass_sandbox;
    let store_path = crate::audit_cmd::store_location(a.store.as_deref())?;
    let (ws, home, protected) =
        crate::explain::context_paths(Some(&workspace), Some(&store_path), policy_file.as_deref());
    // What the gate protects from the command's arguments, the sandbox hides from the command
    // itself: airlock's home (token, store, policy) wherever it is, the store and the policy.
    let hide: Vec<PathBuf> = protected.iter().map(PathBuf::from).collect();
    let mut store = airlock_store::Store::open(&store_path).map_err(|e| {
        Exit::input(format!(
            "cannot open the store {}: {e}",
            airlock_store::shown_address(&store_path)
        ))
    })?;
    store.set_identity(crate::identity(Some(&workspace)));
    let approver = a.approver.approver();
    let gate = Gate::new(policy, store, approver, {
        let mut config = GateConfig::default();
        config.workspace = ws;
        config.home = home.clone();
        config.protected = protected;
        config.sandboxed = sandboxed;
        config.policy_file = policy_file.as_deref().map(airlock_gate::policy_key);
        config
    });
    let script = script_of(&a.command);
    let args = json!({ "command": script, "bypass_sandbox": a.bypass_sandbox });
    let req = Request::new(&session(), None, "run_command", args);
    let floor = if a.bypass_sandbox {
        Some("asks to run outside the sandbox")
    } else if !confined {
        Some("no sandbox is available on this machine; the command would run unconfined")
    } else {
        None
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Exit::input(format!("cannot start the runtime: {e}")))?;
    let verdict = runtime.block_on(async {
        match floor {
            Some(why) => gate.decide_at_least(&req, Tier::AlwaysAsk, why).await,
            None => gate.decide(&req).await,
        }
    });
    if !verdict.runs() {
        eprintln!(
            "airlock: denied ({}): {}",
            verdict.decided_by.as_str(),
            verdict.message()
        );
        return Ok(NOT_RUN);
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
    let env: Vec<(String, String)> = std::env::vars().collect();
    let spec = airlock_sandbox::Spec {
        workspace,
        network: match a.network {
            NetworkArg::None => airlock_sandbox::Network::None,
            NetworkArg::Loopback => airlock_sandbox::Network::Loopback,
        },
        allow_read: a.allow_read.clone(),
        hide,
        home: PathBuf::from(home.unwrap_or_else(|| "/root".into())),
        env,
        force_layers: None,
        limits: airlock_sandbox::Limits {
            processes: a.max_processes.0,
            memory: a.max_memory.0,
            file_size: a.max_file_size.0,
            cpu_seconds: a.max_cpu_time.0,
        },
    };
    // The command's output leaves through the masker, which also knows the value of every
    // variable the sandbox drops.
    let workspace_path = spec
        .workspace
        .canonicalize()
        .unwrap_or_else(|_| spec.workspace.clone());
    let dropped =
        airlock_sandbox::scrub_env(&spec.env, &spec.home, Path::new("/tmp"), &workspace_path)
            .dropped;
    let sink = MaskingSink {
        masker: gate.masker().clone().with_known_secrets(dropped),
    };
    match airlock_sandbox::run_piped(&spec, &a.command, &sink) {
        Ok(out) => {
            record_planted_git(&gate, &req.agent.session, &script, &out);
            if out.cpu_time_exceeded {
                eprintln!(
                    "airlock: the command was stopped: it used up its CPU time (--max-cpu-time)"
                );
            }
            Ok(match out.exit {
                airlock_sandbox::Exit::Code(c) => u8::try_from(c).unwrap_or(1),
                airlock_sandbox::Exit::Signal(s) => u8::try_from(128 + s).unwrap_or(1),
            })
        }
        Err(e) => {
            eprintln!("airlock: the command did not run: {e}");
            Ok(NOT_RUN)
        }
    }
}

/// Says on stderr, and records in the audit, every repository the command planted in the
/// workspace (each moved aside by the sandbox) and any part of the workspace the check could
/// not reach. A fault to record is said, not fatal: the command has already run.
fn record_planted_git(gate: &Gate, session: &str, script: &str, out: &airlock_sandbox::Outcome) {
    let mut lines: Vec<String> = out.planted_git.iter().map(ToString::to_string).collect();
    lines.extend(out.git_unlisted.iter().cloned());
    lines.extend(out.git_unchecked.iter().cloned());
    if lines.is_empty() {
        return;
    }
    for line in &lines {
        eprintln!("airlock: warning: {line}");
    }
    let masker = gate.masker();
    let label = if out.git_unchecked.is_some() {
        "the workspace could not be checked fully for planted repositories"
    } else if out.planted_git.is_empty() {
        "the workspace's repositories could not all be listed before the run"
    } else {
        "planted repositories moved aside"
    };
    let record = airlock_store::NewRecord {
        time_ms: airlock_gate::now_ms(),
        session: session.to_owned(),
        server: "airlock".to_owned(),
        tool: "run_command".to_owned(),
        label: masker.mask(label),
        tier: "always_ask".to_owned(),
        action: "quarantine".to_owned(),
        rule: masker.mask("sandbox: planted repository check"),
        decided_by: "sandbox".to_owned(),
        detail: masker.mask(&lines.join("\n")),
        duration_ms: 0,
        args: masker.mask(&json!({ "command": script }).to_string()),
    };
    if let Err(e) = gate.with_store(|s| s.append(record).map(|_| ())) {
        eprintln!("airlock: warning: cannot record the planted repositories in the audit: {e}");
    }
}

/// The session an `airlock run` belongs to, for remembering answers: `AIRLOCK_SESSION`, else
/// the shell it was started from.
fn session() -> String {
    match std::env::var("AIRLOCK_SESSION") {
        Ok(s) if !s.is_empty() => s,
        _ => format!("shell:{}", std::os::unix::process::parent_id()),
    }
}

/// Masks a sandboxed command's output on its way to the terminal or the agent.
struct MaskingSink {
    masker: airlock_mask::Masker,
}

impl airlock_sandbox::OutputSink for MaskingSink {
    fn writer(&self, stream: airlock_sandbox::Stream) -> Box<dyn Write + Send + '_> {
        let out: Box<dyn Write + Send> = match stream {
            airlock_sandbox::Stream::Stdout => Box::new(std::io::stdout()),
            airlock_sandbox::Stream::Stderr => Box::new(std::io::stderr()),
        };
        Box::new(crate::masking::MaskingWriter::new(&self.masker, out))
    }
}
