//! Command knowledge of scientific computing on shared clusters, as tables a reviewer reads:
//! Julia's runs of the project and its package manager given as inline code ([`julia`],
//! [`JULIA_PKG`]), the Slurm scheduler's reads, submissions and cancellations ([`TOOLCHAINS`],
//! [`scancel`], [`allocation`]), and environment modules (`module load`, `ml`).
//!
//! A cluster is shared: its scheduler's queues, its package depots and its reserved allocations
//! belong to other people too. What reads them runs at once; what submits the project's own jobs
//! is one session family ([`JOB_FAMILY`]); what acts on other people's jobs, a reserved or
//! operational allocation, or a depot or environment outside the workspace always asks.

use crate::knowledge::{ask, inside_workspace, verdict};
use crate::toolchains::{
    ADD_DEPENDENCY_FAMILY, DESTROYING, GLOBAL, INFRA, Kind, OUTSIDE_WORKSPACE, PROJECT_FAMILY, Row,
    Toolchain, ask as ask_row, danger, read, tool,
};
use crate::{Command, Effect, Level, ShellEnv, Verdict};

/// The family of the project's own jobs given to the cluster's scheduler: one approval covers
/// submitting them for the session, as one covers the project's runs on this machine.
pub(crate) const JOB_FAMILY: &str = "cluster job submission";

/// The Slurm and environment-module command lines, as toolchain rows.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    // The scheduler's reads: the queue, accounting, fair share, priorities, a running job's
    // statistics, reports. None of them changes a job or writes a file.
    tool(
        &[
            "squeue", "sacct", "sinfo", "sprio", "sshare", "sstat", "seff", "sreport", "sdiag",
        ],
        "slurm",
        &[],
        &[],
        Kind::Read,
    ),
    tool(
        &["scontrol"],
        "slurm",
        &["-M", "--clusters"],
        SCONTROL,
        Kind::Danger(INFRA),
    ),
    // Submitting a batch script or an allocation of the project's: the project's jobs, under
    // the allocation the options name; `allocation` raises a reserved or operational one. A
    // script (or an argument) outside the workspace or built at run time is not the
    // project's: asked on its own.
    tool(
        &["sbatch", "salloc"],
        JOB_FAMILY,
        SUBMIT_VALUE_OPTIONS,
        &[ask_row("*").code(OUTSIDE_WORKSPACE)],
        Kind::Build,
    ),
    tool(&["module"], "module", &[], MODULE, Kind::Ask),
    tool(&["ml"], "module", &[], ML, Kind::Read),
];

/// `scontrol`: `show` reads; changing one's own job (`update`, `hold`, `release`, `requeue`) is
/// asked once under its words; changing nodes, partitions or reservations, and every other
/// subcommand (`create`, `delete`, `reconfigure`, `shutdown`), is the cluster's administration.
const SCONTROL: &[Row] = &[
    read("show"),
    read("ping"),
    read("version"),
    read("listpids"),
    danger("update ... nodename=*", INFRA),
    danger("update ... partitionname=*", INFRA),
    danger("update ... reservationname=*", INFRA),
    ask_row("update"),
    ask_row("hold"),
    ask_row("uhold"),
    ask_row("release"),
    ask_row("requeue"),
    ask_row("requeuehold"),
];

/// `module` (Lmod, Environment Modules): loading, unloading, listing and searching the site's
/// modules changes the shell's environment by the site's modulefiles; `initadd` and its kin
/// write the user's shell startup files; `save` writes a collection into the home directory;
/// `use` adds a folder of modulefiles (code the site did not install); `source`, `setenv`,
/// `prepend-path` and the other subcommands no row lists ask once. A modulefile is code (Lua or
/// Tcl, which may run commands): loading one by its path, or from a `MODULEPATH` the command
/// sets, always asks ([`module_code`]).
const MODULE: &[Row] = &[
    danger("init*", GLOBAL),
    ask_row("save"),
    ask_row("use"),
    read("load"),
    read("add"),
    read("try-load"),
    read("unload"),
    read("rm"),
    read("del"),
    read("swap"),
    read("switch"),
    read("purge"),
    read("refresh"),
    read("reload"),
    read("restore"),
    read("list"),
    read("avail"),
    read("av"),
    read("spider"),
    read("show"),
    read("display"),
    read("help"),
    read("whatis"),
    read("keyword"),
    read("is-loaded"),
    read("is-avail"),
    read("savelist"),
    read("describe"),
    read("overview"),
    read("unuse"),
];

/// `ml`, Lmod's short form: `ml` lists, `ml NAME` loads, `ml -NAME` unloads, and its
/// subcommands are `module`'s: those that do more than load, list or search ask as `module`'s
/// do ([`MODULE`], whose default asks once).
const ML: &[Row] = &[
    danger("init*", GLOBAL),
    ask_row("save"),
    ask_row("use"),
    ask_row("source"),
    ask_row("prepend-path"),
    ask_row("append-path"),
    ask_row("remove-path"),
    ask_row("setenv"),
    ask_row("unsetenv"),
    ask_row("config"),
    ask_row("sh-to-mod"),
    ask_row("mod-to-sh"),
    ask_row("edit"),
    ask_row("clear"),
    ask_row("reset"),
    ask_row("stash"),
    ask_row("stashpop"),
    ask_row("stashclear"),
    ask_row("cachebuild"),
    ask_row("disable"),
    ask_row("test"),
    ask_row("lint"),
    read("*"),
];

/// `module`'s and `ml`'s subcommands that load modulefiles named by the words after them (`ml`
/// with no subcommand loads its words too).
const MODULE_LOADS: &[&str] = &[
    "load", "add", "try-load", "try-add", "swap", "switch", "restore",
];

/// A modulefile is code: `module load /tmp/evil`, `ml ./evil.lua` (a name that is a path, or a
/// file's name), `MODULEPATH=/tmp/m module load x` (a folder of modulefiles the command sets)
/// run code the site did not install; always asked.
pub(crate) fn module_code(c: &Command) -> Option<Verdict> {
    let program = c.argv.first().map(|p| crate::program_name(p))?;
    if !matches!(program, "module" | "ml") {
        return None;
    }
    let sets_path = c
        .assignments
        .iter()
        .find(|a| a.starts_with("MODULEPATH") || a.starts_with("LMOD_"));
    let words: Vec<&String> = c
        .argv
        .iter()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let loads = match words.first() {
        Some(sub) if MODULE_LOADS.contains(&sub.as_str()) => words.get(1..).unwrap_or_default(),
        Some(sub) if program == "ml" && !ML.iter().any(|r| r.words == sub.as_str()) => &words,
        _ => &[][..],
    };
    let path = loads.iter().find(|w| {
        w.starts_with(['/', '.', '~', '$', '`'])
            || w.contains("..")
            || w.ends_with(".lua")
            || w.ends_with(".tcl")
    });
    let what = sets_path.map(String::as_str).or(path.map(|p| p.as_str()))?;
    Some(ask(
        format!("destructive: {program} runs a modulefile of its own ({what})"),
        format!(
            "`{what}` loads a modulefile from a place the site did not install modules in: a modulefile is code, which may run commands"
        ),
    ))
}

/// The options of `sbatch`, `srun` and `salloc` that take the next word as their value.
pub(crate) const SUBMIT_VALUE_OPTIONS: &[&str] = &[
    "-A",
    "--account",
    "-p",
    "--partition",
    "-q",
    "--qos",
    "--reservation",
    "-t",
    "--time",
    "-N",
    "--nodes",
    "-n",
    "--ntasks",
    "-c",
    "--cpus-per-task",
    "--ntasks-per-node",
    "-J",
    "--job-name",
    "-o",
    "--output",
    "-e",
    "--error",
    "-i",
    "--input",
    "-a",
    "--array",
    "--mem",
    "--mem-per-cpu",
    "--mem-per-gpu",
    "-G",
    "--gpus",
    "--gpus-per-node",
    "--gres",
    "-C",
    "--constraint",
    "-w",
    "--nodelist",
    "-x",
    "--exclude",
    "-D",
    "--chdir",
    "-d",
    "--dependency",
    "--mail-type",
    "--mail-user",
    "--export",
    "-b",
    "--begin",
    "--signal",
    "-M",
    "--clusters",
    "-L",
    "--licenses",
    "--comment",
    "--wckey",
    "--wrap",
];

/// Words of a partition's, a QOS's or a reservation's name that say it is held for operational,
/// production, urgent or priority work: a job there takes what is kept for someone else's
/// deadline, so it always asks, whatever the project's other jobs were granted.
const RESERVED_ALLOCATION_WORDS: &[&str] = &[
    "ops",
    "oper",
    "operational",
    "operations",
    "prod",
    "production",
    "urgent",
    "priority",
    "prio",
    "reserved",
    "reservation",
    "emergency",
    "realtime",
    "critical",
];

/// The most tasks one job array of the project's may have and stay in its family: a larger one
/// spends a share of the allocation no test or sweep of the session's size does.
const MAX_ARRAY_TASKS: u64 = 1000;

/// A submission (`sbatch`, `salloc`, or `srun` around a command) that always asks: under a
/// reservation, or a partition or QOS whose name says operational, production, urgent or
/// priority work ([`RESERVED_ALLOCATION_WORDS`]), or one given by an expansion; a job array of
/// more than [`MAX_ARRAY_TASKS`] tasks; a command given inline (`--wrap`), which the gate does
/// not read as a command; an `srun`/`salloc` whose command an unknown option hides
/// ([`unknown_option_before_word`]). Every word is searched, wherever the option stands, and a
/// command run through a shell (`srun -p urgent bash -c '…'`) carries `srun`'s words.
pub(crate) fn allocation(c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let program = c.argv.first().map(String::as_str).unwrap_or_default();
    let args: &[String] = if matches!(program, "sbatch" | "salloc" | "srun") {
        c.argv.get(1..).unwrap_or_default()
    } else if c.wrappers.iter().any(|w| w == "srun" || w == "salloc") {
        &c.wrapper_args
    } else {
        return None;
    };
    if matches!(program, "srun" | "salloc") && unknown_option_before_word(&c.argv) {
        return Some(ask(
            format!("hidden: {program} command after an unknown option"),
            format!(
                "`{program}` has an option no table knows before a bare word, which may be its value or the command it runs: what runs is not known"
            ),
        ));
    }
    let values = submission_options(args);
    let found = |names: &[&str]| {
        values
            .iter()
            .filter(|(n, _)| names.contains(n))
            .map(|(_, v)| *v)
            .collect::<Vec<_>>()
    };
    if let Some(r) = found(&["--reservation"]).first() {
        return Some(reserved(format!("--reservation={r}")));
    }
    if let Some(v) = job_files(&values, c, env) {
        return Some(v);
    }
    let allocations = found(&["-p", "--partition", "-q", "--qos"]);
    if let Some(a) = allocations.iter().find(|a| reserved_name(a)) {
        return Some(reserved((*a).to_owned()));
    }
    for spec in found(&["-a", "--array"]) {
        let n = array_tasks(spec).filter(|n| *n <= MAX_ARRAY_TASKS);
        if n.is_none() {
            return Some(ask(
                format!("global: slurm job array `{spec}`"),
                format!(
                    "the job array `{spec}` has more than {MAX_ARRAY_TASKS} tasks, or a count that cannot be read: it may spend a large share of the allocation, and a yes to the project's smaller jobs never covers it"
                ),
            ));
        }
    }
    if !found(&["--wrap"]).is_empty() {
        return Some(ask(
            "destructive: sbatch --wrap",
            "the job runs a command given as text, which the gate does not read as a command",
        ));
    }
    // A command `srun` runs is judged on its own; the job it submits is the project's job
    // family at least (`srun hostname` spends the allocation as a batch job does).
    let wrapped = !matches!(program, "sbatch" | "salloc" | "srun");
    wrapped.then(|| {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: srun ({JOB_FAMILY})"),
            format!(
                "`srun` submits the command as a job to the cluster's scheduler; one approval covers `{JOB_FAMILY}` for the session"
            ),
        );
        v.grant = Some(JOB_FAMILY.to_owned());
        v
    })
}

/// A job's files: its output and error (which Slurm truncates), its input and the directory it
/// runs in.
const JOB_FILE_OPTIONS: &[&str] = &[
    "-o", "--output", "-e", "--error", "-i", "--input", "-D", "--chdir",
];

/// Folders of a cluster's scratch file systems, where a job's output belongs as much as in the
/// workspace, and this machine's `/tmp`.
const CLUSTER_SCRATCH: &[&str] = &[
    "/scratch/",
    "/global/scratch/",
    "/lustre/scratch/",
    "/gpfs/scratch/",
    "/tmp/",
];

/// A job file ([`JOB_FILE_OPTIONS`]) outside the workspace and the scratch folders
/// ([`CLUSTER_SCRATCH`]), or built at run time (`-o ~/.bashrc`, `--chdir=/etc`): Slurm
/// truncates an output file it is given, and a job running elsewhere is not the project's.
fn job_files(values: &[(&str, &str)], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let (option, file) = values.iter().find(|(name, file)| {
        JOB_FILE_OPTIONS.contains(name)
            && !inside_workspace(file, &c.cwd, env)
            && (file.contains("..") || !CLUSTER_SCRATCH.iter().any(|s| file.starts_with(s)))
    })?;
    Some(ask(
        format!("global: slurm job file outside the workspace ({option} {file})"),
        format!(
            "`{option} {file}` names a job's file outside the workspace and the cluster's scratch folders: Slurm truncates an output file, and a yes to the project's jobs never covers it"
        ),
    ))
}

fn reserved(what: String) -> Verdict {
    let why = if what.contains(['$', '`']) {
        "is built at run time and may name any allocation"
    } else {
        "names an allocation held for operational, production, urgent or priority work"
    };
    ask(
        format!("global: slurm reserved allocation ({what})"),
        format!("`{what}` {why}; a yes to the project's own jobs never covers it"),
    )
}

/// Whether an allocation's name says it is reserved, or cannot be read.
fn reserved_name(name: &str) -> bool {
    name.contains(['$', '`'])
        || name
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .any(|w| RESERVED_ALLOCATION_WORDS.contains(&w.to_ascii_lowercase().as_str()))
}

/// How many tasks a job array's index list names (`0-3`, `1,5,9`, `0-9999%10`, `0-15:4`); none
/// when a part cannot be read.
fn array_tasks(spec: &str) -> Option<u64> {
    let list = spec.split('%').next().unwrap_or_default();
    list.split(',').try_fold(0u64, |sum, part| {
        let (range, step) = part.split_once(':').unwrap_or((part, "1"));
        let step: u64 = step.parse().ok().filter(|s| *s > 0)?;
        let n = match range.split_once('-') {
            Some((a, b)) => {
                let (a, b): (u64, u64) = (a.parse().ok()?, b.parse().ok()?);
                b.checked_sub(a)? / step + 1
            }
            None => range.parse::<u64>().map(|_| 1).ok()?,
        };
        sum.checked_add(n)
    })
}

/// `srun`'s and `salloc`'s long options that take no value (`srun --pty bash`): the word after
/// one is the command.
const SUBMIT_FLAGS: &[&str] = &[
    "--pty",
    "--exclusive",
    "--label",
    "--unbuffered",
    "--overcommit",
    "--verbose",
    "--quiet",
    "--x11",
    "--immediate",
    "--no-kill",
    "--kill-on-bad-exit",
    "--oversubscribe",
    "--contiguous",
    "--spread-job",
    "--use-min-nodes",
    "--no-shell",
    "--test-only",
];

/// Whether a long option neither [`SUBMIT_VALUE_OPTIONS`] nor [`SUBMIT_FLAGS`] lists, written
/// without `=`, stands before the first bare word of `srun`'s or `salloc`'s command line
/// (`srun --tmp 1G python …`): whether that word is its value or the command is not known.
pub(crate) fn unknown_option_before_word(argv: &[String]) -> bool {
    let mut it = argv.iter().skip(1);
    while let Some(a) = it.next() {
        if a == "--" || !a.starts_with('-') {
            return false;
        }
        if SUBMIT_VALUE_OPTIONS.contains(&a.as_str()) {
            it.next();
        } else if a.starts_with("--") && !a.contains('=') && !SUBMIT_FLAGS.contains(&a.as_str()) {
            return it.next().is_some_and(|w| !w.starts_with('-'));
        }
    }
    false
}

/// The options of a submission and their values, attached (`--qos=x`, `-px`) or next, from
/// every word of its command line: an option the table does not know, or the batch script,
/// hides none of them (`sbatch --tmp 10G --wrap '…'`, `sbatch job.sh -p urgent`).
fn submission_options(args: &[String]) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some((name, value)) = a.split_once('=').filter(|_| a.starts_with("--")) {
            out.push((name, value));
        } else if SUBMIT_VALUE_OPTIONS.contains(&a.as_str()) {
            out.push((
                a.as_str(),
                it.next().map(String::as_str).unwrap_or_default(),
            ));
        } else if let (Some(name), Some(value)) = (a.get(..2), a.get(2..))
            && !a.starts_with("--")
            && !value.is_empty()
            && SUBMIT_VALUE_OPTIONS.contains(&name)
        {
            out.push((name, value));
        }
    }
    out
}

/// What this file's knowledge makes of a program it judges by more than its words: Julia's runs
/// and package-manager calls, and `scancel`.
pub(crate) fn judge(
    name: &str,
    args: &[String],
    c: &Command,
    env: &ShellEnv<'_>,
) -> Option<Verdict> {
    match name {
        "julia" => julia(args, c, env),
        "scancel" => Some(scancel(args)),
        "scontrol" => scontrol_update(args),
        _ => None,
    }
}

/// Records whose update is the cluster's administration: Slurm takes a key by any prefix of 3
/// letters or more, in any case (`node=`, `Partition=`, `res=`).
const ADMIN_RECORDS: &[&str] = &[
    "nodename",
    "partitionname",
    "reservationname",
    "frontendname",
];

/// `scontrol update`: a job's update (its first key a prefix of `jobid` or `jobname`, `job=5`,
/// `JobId=5`) is left to [`SCONTROL`]'s rows, asked once; any other record, or a key naming a
/// node, a partition or a reservation anywhere ([`ADMIN_RECORDS`]), always asks.
fn scontrol_update(args: &[String]) -> Option<Verdict> {
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "-M" || a == "--clusters" {
            it.next();
        } else if !a.starts_with('-') {
            if !a.eq_ignore_ascii_case("update") {
                return None;
            }
            break;
        }
    }
    let keys: Vec<String> = it
        .map(|a| a.split('=').next().unwrap_or_default().to_ascii_lowercase())
        .collect();
    let prefix_of = |key: &str, record: &str| key.len() >= 3 && record.starts_with(key);
    let job = keys
        .first()
        .is_some_and(|k| prefix_of(k, "jobid") || prefix_of(k, "jobname"));
    let admin = keys
        .iter()
        .any(|k| ADMIN_RECORDS.iter().any(|r| prefix_of(k, r)));
    (!job || admin).then(|| {
        verdict(
            Level::AlwaysAsk,
            Effect::Exec,
            format!("infrastructure: scontrol update ({INFRA})"),
            "`scontrol update` of a node, a partition, a reservation or any record other than a job is the cluster's administration",
        )
    })
}

/// Whose jobs `scancel -u` names: the user running it, by any of the shell's spellings.
const OWN_USER: &[&str] = &[
    "$USER",
    "${USER}",
    "$LOGNAME",
    "${LOGNAME}",
    "$(whoami)",
    "`whoami`",
];

/// The options of `scancel` that select jobs by something other than their ids: each alone
/// cancels every matching job, other people's among them.
const SCANCEL_SELECTORS: &[&str] = &[
    "-A",
    "--account",
    "-p",
    "--partition",
    "-n",
    "--name",
    "--jobname",
    "-t",
    "--state",
    "-q",
    "--qos",
    "-w",
    "--nodelist",
    "-R",
    "--reservation",
    "--wckey",
    "-M",
    "--clusters",
];

/// `scancel`: cancelling or signalling one's own jobs (by id, or all of `-u $USER`'s) is asked
/// once under its program; another user's jobs, or jobs selected by account, partition, name or
/// state without one's own user or an id, always ask.
fn scancel(args: &[String]) -> Verdict {
    let mut ids = 0;
    let (mut own, mut other, mut selector) = (false, None, None);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let (name, attached) = match a.split_once('=') {
            Some((n, v)) if a.starts_with("--") => (n, Some(v)),
            _ => (a.as_str(), None),
        };
        let takes = SCANCEL_SELECTORS.contains(&name)
            || matches!(name, "-u" | "--user" | "-s" | "--signal");
        let value = if takes {
            attached.or_else(|| it.next().map(String::as_str))
        } else {
            None
        };
        match name {
            "-u" | "--user" if value.is_some_and(|v| OWN_USER.contains(&v)) => own = true,
            "-u" | "--user" => other = value,
            "--me" => own = true,
            _ if SCANCEL_SELECTORS.contains(&name) => selector = Some(name),
            _ if !a.starts_with('-') => ids += 1,
            _ => {}
        }
    }
    if let Some(user) = other {
        return ask(
            "global: scancel of another user's jobs",
            format!("`scancel -u {user}` cancels jobs of a user other than the one running it"),
        );
    }
    if let Some(s) = selector.filter(|_| ids == 0 && !own) {
        return ask(
            format!("global: scancel {s}"),
            format!(
                "`scancel {s}` without job ids or `-u $USER` cancels every job it matches, other people's among them"
            ),
        );
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        "knowledge: scancel of one's own jobs",
        "`scancel` cancels or signals the user's own jobs it names",
    );
    v.grant = Some("scancel".to_owned());
    v
}

/// One call of Julia's package manager (`Pkg.NAME(...)`), what it makes of the command, whether
/// it changes the packages of the environment or depot it works on, and why.
type PkgRow = (&'static str, Kind, bool, &'static str);

/// Julia's package manager as inline code (`julia --project -e 'using Pkg; Pkg.test()'`): the
/// calls a project's development makes, each as the toolchain row it is in other languages.
/// Dangerous rows come first; a call not listed leaves the code to the inline-code checks.
pub(crate) const JULIA_PKG: &[PkgRow] = &[
    (
        "gc",
        Kind::Danger(DESTROYING),
        true,
        "deletes the package versions no environment of the depot is recorded as using, for every project and user of that depot",
    ),
    (
        "Registry.rm",
        Kind::Danger(DESTROYING),
        true,
        "removes a registry every environment of the depot installs from",
    ),
    (
        "Registry.remove",
        Kind::Danger(DESTROYING),
        true,
        "removes a registry every environment of the depot installs from",
    ),
    (
        "Registry.add",
        Kind::Danger(GLOBAL),
        true,
        "adds a registry, a source every environment of the depot then installs from",
    ),
    (
        "Registry.update",
        Kind::Danger(GLOBAL),
        true,
        "updates the registries every environment of the depot resolves against",
    ),
    (
        "Registry.status",
        Kind::Build,
        false,
        "lists the depot's registries",
    ),
    ("status", Kind::Build, false, "lists the project's packages"),
    ("st", Kind::Build, false, "lists the project's packages"),
    ("test", Kind::Build, true, "runs the project's tests"),
    (
        "instantiate",
        Kind::Build,
        true,
        "installs what the project's manifest pins, as `npm ci` does",
    ),
    (
        "precompile",
        Kind::Build,
        true,
        "compiles the packages the project declares",
    ),
    (
        "build",
        Kind::Build,
        true,
        "runs the build scripts of the packages the project declares",
    ),
    (
        "resolve",
        Kind::Build,
        true,
        "brings the manifest in line with what the project declares",
    ),
    (
        "add",
        Kind::AddDependency,
        true,
        "adds a package from the registries to the project",
    ),
    (
        "develop",
        Kind::AddDependency,
        true,
        "adds a registered package's source to the project",
    ),
    (
        "dev",
        Kind::AddDependency,
        true,
        "adds a registered package's source to the project",
    ),
    (
        "update",
        Kind::AddDependency,
        true,
        "updates the project's locked packages, as `cargo update` does",
    ),
    (
        "up",
        Kind::AddDependency,
        true,
        "updates the project's locked packages, as `cargo update` does",
    ),
    (
        "rm",
        Kind::Ask,
        true,
        "removes a dependency from the project",
    ),
    (
        "remove",
        Kind::Ask,
        true,
        "removes a dependency from the project",
    ),
    ("pin", Kind::Ask, true, "pins a dependency of the project"),
    (
        "free",
        Kind::Ask,
        true,
        "frees a pinned dependency of the project",
    ),
];

/// Julia's options that take the next word as their value.
const JULIA_VALUE_OPTIONS: &[&str] = &[
    "-e",
    "--eval",
    "-E",
    "--print",
    "-t",
    "--threads",
    "-p",
    "--procs",
    "-J",
    "--sysimage",
    "-L",
    "--load",
    "--machine-file",
    "-C",
    "--cpu-target",
    "--heap-size-hint",
    "--gcthreads",
];

/// Julia's options that write a file they are given (`--trace-compile=FILE`,
/// `--code-coverage=FILE`, `--track-allocation=…`; `--output-*` too): outside the workspace
/// they always ask.
const JULIA_WRITES: &[&str] = &["--trace-compile", "--code-coverage", "--track-allocation"];

/// Values of [`JULIA_WRITES`]' options that name a mode or a stream, no file.
const JULIA_MODES: &[&str] = &["none", "user", "all", "stderr", "stdout"];

/// Julia's options that change how it runs and write nothing: with them a run stays the
/// project's. An option neither here nor in [`JULIA_VALUE_OPTIONS`] leaves the command to the
/// interpreter's general checks.
const JULIA_FLAGS: &[&str] = &[
    "--project",
    "-q",
    "--quiet",
    "--banner",
    "--color",
    "--startup-file",
    "--history-file",
    "--handle-signals",
    "-O",
    "--optimize",
    "--min-optlevel",
    "-g",
    "--check-bounds",
    "--depwarn",
    "--warn-overwrite",
    "--warn-scope",
    "--inline",
    "--compile",
    "--compiled-modules",
    "--pkgimages",
    "--math-mode",
    "-i",
    "--interactive",
    "-h",
    "--help",
    "-v",
    "--version",
];

/// The most threads or worker processes (`-t N`, `-p N`) a run of the project's takes and stays
/// in its family: more (or `auto`, every core, or `--machine-file`, other machines) claims a
/// shared machine such as a cluster's login node, and is asked on its own.
const MAX_PROJECT_THREADS: u64 = 8;

/// Julia given the project (`julia --project`): a script of the workspace it runs, or inline code
/// made only of package-manager calls ([`JULIA_PKG`]). Anything else (the REPL, a script outside
/// the workspace, other inline code) is left to the interpreter's and unknown programs' rules.
fn julia(args: &[String], c: &Command, env: &ShellEnv<'_>) -> Option<Verdict> {
    let mut code = Vec::new();
    let (mut script, mut project, mut cores) = (None, None, None);
    let mut i = 0;
    while let Some(a) = args.get(i) {
        i += 1;
        if a == "--" || a == "-" || !a.starts_with('-') {
            script = if a == "--" { args.get(i) } else { Some(a) };
            break;
        }
        let (name, attached) = julia_option(a);
        let value = if JULIA_VALUE_OPTIONS.contains(&name) {
            i += usize::from(attached.is_none());
            attached.or_else(|| args.get(i - 1).map(String::as_str))
        } else {
            None
        };
        match name {
            "-e" | "--eval" | "-E" | "--print" => code.push(value?),
            "--project" => project = Some(attached.unwrap_or(".")),
            "-t" | "--threads" | "-p" | "--procs" => cores = value,
            "--machine-file" => cores = Some("auto"),
            // Code loaded before the run, or a system image that may hold any code: only the
            // workspace's own.
            "-L" | "--load" | "-J" | "--sysimage"
                if !value.is_some_and(|v| in_workspace(v, c, env)) =>
            {
                return None;
            }
            _ if JULIA_WRITES.contains(&name) || name.starts_with("--output-") => {
                let file = attached.or_else(|| {
                    let next = name.starts_with("--output-").then(|| args.get(i))??;
                    i += 1;
                    Some(next.as_str())
                });
                if let Some(v) =
                    file.filter(|f| !JULIA_MODES.contains(f) && !in_workspace(f, c, env))
                {
                    return Some(ask(
                        format!("global: julia {name} writes outside the workspace"),
                        format!("`{name}` writes `{v}`, a file outside the workspace"),
                    ));
                }
            }
            _ if JULIA_VALUE_OPTIONS.contains(&name)
                || JULIA_FLAGS.contains(&name)
                || (!name.starts_with("--")
                    && name.get(..2).is_some_and(|f| JULIA_FLAGS.contains(&f))) => {}
            // An option no table lists: the interpreter's general checks decide.
            _ => return None,
        }
    }
    if !code.is_empty() {
        let shared = shared_environment(project, c, env);
        return julia_pkg(&code, shared.as_deref(), many_cores(cores));
    }
    // A script of the workspace is the project's code whichever environment loads its
    // packages; only the package manager's calls above change an environment.
    let script = script.filter(|s| *s != "-" && in_workspace(s, c, env))?;
    Some(project_run(
        &format!("julia {script}"),
        "runs a script of the project",
        many_cores(cores),
    ))
}

/// A Julia option's name and its attached value (`--threads=4`, `-t4`, `-e'code'`).
fn julia_option(a: &str) -> (&str, Option<&str>) {
    if a.starts_with("--") {
        return match a.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (a, None),
        };
    }
    match (a.get(..2), a.get(2..)) {
        (Some(short), Some(rest)) if !rest.is_empty() && JULIA_VALUE_OPTIONS.contains(&short) => {
            (short, Some(rest))
        }
        _ => (a, None),
    }
}

fn in_workspace(path: &str, c: &Command, env: &ShellEnv<'_>) -> bool {
    !path.contains(['$', '`']) && inside_workspace(path, &c.cwd, env)
}

/// A thread or process count above [`MAX_PROJECT_THREADS`], as written.
fn many_cores(cores: Option<&str>) -> Option<String> {
    let c = cores?;
    let first = c.split(',').next().unwrap_or_default();
    match first.parse::<u64>() {
        Ok(n) if n <= MAX_PROJECT_THREADS => None,
        _ => Some(c.to_owned()),
    }
}

/// The project family's verdict for a run of the project, or one asked on its own when it claims
/// many cores.
fn project_run(what: &str, why: &str, many: Option<String>) -> Verdict {
    if let Some(n) = many {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: julia with {n} threads or processes"),
            format!(
                "`{what}` {why} on {n} threads or processes, more than a shared machine's everyday run; a yes to the project's other runs never covers it"
            ),
        );
        v.grant = Some(format!("julia --threads {n}"));
        return v;
    }
    let mut v = verdict(
        Level::AskOnce,
        Effect::Exec,
        format!("knowledge: {what} ({PROJECT_FAMILY})"),
        format!("`{what}` {why}; one approval covers `{PROJECT_FAMILY}` for the session"),
    );
    v.grant = Some(PROJECT_FAMILY.to_owned());
    v
}

/// Where a Julia command's packages live when it is not the project of the workspace: the
/// user's default environment (no `--project` nor `JULIA_PROJECT`), a named shared environment
/// (`@v1.10`), a project outside the workspace, or a depot or load path set for the command
/// (`JULIA_DEPOT_PATH`, `JULIA_LOAD_PATH`) outside it.
fn shared_environment(project: Option<&str>, c: &Command, env: &ShellEnv<'_>) -> Option<String> {
    let assigned = |name: &str| {
        c.assignments
            .iter()
            .find_map(|a| a.strip_prefix(name).and_then(|v| v.strip_prefix('=')))
    };
    let inside = |p: &str| p == "@." || (!p.starts_with('@') && in_workspace(p, c, env));
    for var in ["JULIA_DEPOT_PATH", "JULIA_LOAD_PATH"] {
        if let Some(v) = assigned(var).filter(|v| v.split(':').any(|p| !p.is_empty() && !inside(p)))
        {
            return Some(format!("{var}={v}"));
        }
    }
    match project.or_else(|| assigned("JULIA_PROJECT")) {
        Some(p) if inside(p) => None,
        Some(p) => Some(format!("the environment `{p}`")),
        None => Some("the user's default environment".to_owned()),
    }
}

/// The calls of inline code made only of `using`/`import` lines and package-manager calls, each
/// with its arguments; none when the code holds anything else.
fn pkg_calls(code: &str) -> Option<Vec<(&'static PkgRow, &str)>> {
    let mut calls = Vec::new();
    for stmt in code
        .split([';', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let loads = stmt
            .strip_prefix("using ")
            .or_else(|| stmt.strip_prefix("import "));
        if let Some(names) = loads {
            let plain = |n: &str| {
                n.chars().next().is_some_and(|ch| ch.is_ascii_alphabetic())
                    && n.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
            };
            if names.split(',').all(|n| plain(n.trim())) {
                continue;
            }
            return None;
        }
        let (name, rest) = stmt.strip_prefix("Pkg.")?.split_once('(')?;
        let row = JULIA_PKG.iter().find(|r| r.0 == name)?;
        calls.push((row, rest.strip_suffix(')')?));
    }
    (!calls.is_empty()).then_some(calls)
}

/// Arguments that are only names, literal strings, lists and keywords (`test_args=["io"]`,
/// `"CSV"`): none interpolates (`$`), runs (a backtick) or calls anything, and none names a
/// source other than the registries (a URL, a path, a git repository).
fn plain_args(args: &str) -> bool {
    args.chars()
        .all(|ch| ch.is_ascii_alphanumeric() || " _\"=[],.-+@".contains(ch))
        && !args.contains("url")
        && !args.contains("path")
}

/// What Julia inline code of package-manager calls makes of the command: the worst call decides;
/// with an environment or depot outside the workspace (`shared`), every call that changes
/// packages always asks.
fn julia_pkg(code: &[&str], shared: Option<&str>, many: Option<String>) -> Option<Verdict> {
    let mut calls = Vec::new();
    for c in code {
        calls.extend(pkg_calls(c)?);
    }
    if let Some(((name, kind, _, why), _)) =
        calls.iter().find(|(r, _)| matches!(r.1, Kind::Danger(_)))
    {
        let category = match kind {
            Kind::Danger(c) => *c,
            _ => GLOBAL,
        };
        return Some(ask(
            format!("{category}: julia Pkg.{name}"),
            format!("`Pkg.{name}` {why}"),
        ));
    }
    if calls.iter().any(|(_, args)| !plain_args(args)) {
        return None;
    }
    if let Some(((name, ..), _)) = calls.iter().find(|(r, _)| r.2).filter(|_| shared.is_some()) {
        let place = shared.unwrap_or_default();
        return Some(ask(
            format!("global: julia Pkg.{name} outside the workspace"),
            format!(
                "`Pkg.{name}` changes the packages of {place}, which other projects or users share"
            ),
        ));
    }
    let by = |k: Kind| calls.iter().find(|(r, _)| r.1 == k).map(|(r, _)| *r);
    if let Some((name, _, _, why)) = by(Kind::Ask) {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: julia Pkg.{name}"),
            format!("`Pkg.{name}` {why}"),
        );
        v.grant = Some(format!("julia Pkg.{name}"));
        return Some(v);
    }
    if let Some((name, _, _, why)) = by(Kind::AddDependency) {
        let mut v = verdict(
            Level::AskOnce,
            Effect::Exec,
            format!("knowledge: julia Pkg.{name} ({ADD_DEPENDENCY_FAMILY})"),
            format!(
                "`Pkg.{name}` {why}; one approval covers `project build/test/run` for the session, with new packages from the public registries in any toolchain"
            ),
        );
        v.grant = Some(ADD_DEPENDENCY_FAMILY.to_owned());
        return Some(v);
    }
    let (name, _, _, why) = calls.first()?.0;
    Some(project_run(&format!("julia Pkg.{name}"), why, many))
}
