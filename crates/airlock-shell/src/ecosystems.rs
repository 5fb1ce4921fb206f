//! Command knowledge of the everyday toolchains of data science and machine learning, of C and
//! C++, and of mobile and JVM work, as tables in the same form as `toolchains.rs` (read its
//! module docs for the rows).
//!
//! - What only lists, prints a status or a diff, or reads the files it is given is `read`
//!   (`conda env list`, `dvc status`, `vcpkg search`, `cmake --list-presets`, `nm`, `jps`).
//! - What runs the project's own code or pipeline, builds it, writes reports or formatted files
//!   into the workspace, or brings the project's pinned data and packages into it is the
//!   project's one family ([`crate::toolchains::PROJECT_FAMILY`]): `dvc repro`, `dvc pull`,
//!   `jupyter nbconvert --execute`, `pip-sync`, `meson test`, `gcovr`, `perf stat` of a test
//!   binary, `gdb -batch` of a core file. The agent can write a test and run it, so running
//!   the project's own code through these adds nothing to that grant.
//! - New packages, models and locks resolved anew are the one "add dependency" family
//!   (`pip-compile`, `vcpkg x-update-baseline`, `huggingface-cli download`, `sdk install`).
//! - An Android device or emulator is its own ask-once family, keyed by the device's serial
//!   ([`DEVICE_FAMILY`], [`device_family`]): installing, logging, forwarding ports and shell
//!   commands on a disposable development device, never the host.
//! - Publishing (`dvc push` asks under its own name, `huggingface-cli upload`, `conan upload`,
//!   fastlane's lanes), credentials (`wandb login`, `wandb status`, `hf auth token`, a DVC
//!   remote's password; W&B's mode, `wandb online|offline`, is the project's), destroying data (`dvc gc`, `conda env remove`), servers open to the
//!   network (`jupyter lab --ip 0.0.0.0`, `mlflow server --host`), global installs (conda's base
//!   environment by name or prefix, conda's own packages: [`conda_args`]), attaching
//!   to another process and code given inline to a debugger always ask.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, OUTSIDE_WORKSPACE, PRIVILEGE, PUBLISHING, REMOTE,
    Row, Toolchain, add_dependency, ask, build, danger, extends, outside, project, raw, read,
    targets, tool, unless, with,
};

/// The family of an Android device or emulator: see [`device_family`].
pub(crate) const DEVICE_FAMILY: &str = "android device";

/// A program the command is given runs (a debugger's `shell`, jupytext's `--pipe`).
const RUNS_GIVEN: &str = "runs a program it is given";
/// Reading or changing another process.
const OTHER_PROCESS: &str = "acts on another process";

/// The grant key of a command on an Android device: the family and the device it targets
/// (`-s SERIAL`, `-d` for the one USB device); a command that names none acts on the only
/// device attached. Every emulator (`-e`, `-s emulator-NNNN`, `adb emu`, the `emulator`
/// program itself) is one key: a disposable virtual device on this machine.
pub(crate) fn device_family(program: &str, args: &[String]) -> String {
    let emulator = format!("{DEVICE_FAMILY} emulator");
    if program == "emulator" {
        return emulator;
    }
    match adb_target(args) {
        AdbTarget::Emulator => emulator,
        AdbTarget::Serial(serial) => format!("{DEVICE_FAMILY} {serial}"),
        AdbTarget::Usb => format!("{DEVICE_FAMILY} usb"),
        AdbTarget::Unknown => DEVICE_FAMILY.to_owned(),
    }
}

/// The device an `adb` command targets, by its global options (before the subcommand).
#[derive(Debug, PartialEq, Eq)]
enum AdbTarget {
    /// `-e`, `-s emulator-NNNN`, or `adb emu …`, which only an emulator answers.
    Emulator,
    /// `-s SERIAL` (or `-t ID`) of another device.
    Serial(String),
    /// `-d`: the one USB device.
    Usb,
    /// None named (or conflicting ones): whatever is attached, or `$ANDROID_SERIAL`.
    Unknown,
}

fn adb_target(args: &[String]) -> AdbTarget {
    let mut found = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-e" => found.push(AdbTarget::Emulator),
            "-d" => found.push(AdbTarget::Usb),
            "-s" | "-t" => {
                let serial = it.next().map(String::as_str).unwrap_or("");
                found.push(if a == "-s" && is_emulator_serial(serial) {
                    AdbTarget::Emulator
                } else {
                    AdbTarget::Serial(serial.to_owned())
                });
            }
            "-P" | "-H" | "-L" => {
                it.next();
            }
            "emu" if found.is_empty() => return AdbTarget::Emulator,
            _ if !a.starts_with('-') => break,
            _ => {}
        }
    }
    match found.pop() {
        Some(t) if found.is_empty() => t,
        _ => AdbTarget::Unknown,
    }
}

/// An emulator's serial as adb names it: `emulator-` and its console port.
fn is_emulator_serial(serial: &str) -> bool {
    serial
        .strip_prefix("emulator-")
        .is_some_and(|port| !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()))
}

/// The marker [`adb_args`] puts first when an `adb` command targets an emulator, for rows that
/// lower on one (`needs(&[ON_EMULATOR])`). adb has no such option; one written by hand is
/// dropped.
pub(crate) const ON_EMULATOR: &str = "--on-an-emulator";

/// `adb`'s arguments as its rows read them: the command a `shell` runs split into its words
/// (the device's shell splits `adb shell 'pm clear x'` so), and [`ON_EMULATOR`] first when the
/// command targets an emulator. None for another program.
pub(crate) fn adb_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if name != "adb" {
        return None;
    }
    let mut out: Vec<String> = Vec::new();
    if adb_target(args) == AdbTarget::Emulator {
        out.push(ON_EMULATOR.to_owned());
    }
    let mut shell = false;
    for a in args.iter().filter(|a| *a != ON_EMULATOR) {
        if shell {
            let words = a.split_whitespace().filter(|w| *w != ON_EMULATOR);
            out.extend(words.map(str::to_owned));
        } else {
            shell = matches!(a.as_str(), "shell" | "exec-out");
            out.push(a.clone());
        }
    }
    Some(out)
}

/// The marker [`conda_args`] puts first when a conda, mamba or micromamba command targets the
/// base environment, for the rows that always ask there (`needs(&[IN_BASE])`). conda has no
/// such option; one written by hand is dropped.
pub(crate) const IN_BASE: &str = "--in-the-base-environment";

/// The names of conda's own environment: `base`, and `root`, its name before conda 4.4.
const BASE_NAMES: &[&str] = &["base", "root"];

/// Public channels that serve anyone the same packages, as PyPI does for pip: a package from
/// one of them is a new dependency from a public registry. Any other channel (a user's channel
/// on anaconda.org, a URL, a file path) is another index and asks under its own words.
const PUBLIC_CHANNELS: &[&str] = &[
    // The community's channel, the default of miniforge and micromamba.
    "conda-forge",
    // Anaconda's default channels, by their names in conda's configuration.
    "defaults",
    "main",
    "r",
    "msys2",
    "anaconda",
    // The channels of the bioinformatics community and of PyTorch's and NVIDIA's own builds.
    "bioconda",
    "pytorch",
    "nvidia",
];

/// `conda`'s (and mamba's, micromamba's) arguments as its rows read them: [`IN_BASE`] first
/// when the command names the base environment (`-n base`, `--name=root`) or a prefix outside
/// the workspace (`-p /opt/conda`, `--prefix ~/miniforge3`, `-p $CONDA_PREFIX`: what conda
/// installs there is the machine's, not the project's); a public channel option
/// (`-c conda-forge`) set aside, as the default registry is, unless `--channel-alias` sends
/// every name elsewhere; a package spec's own channel (`evil::numpy`) read as `-c evil`. A
/// command that names no environment acts on the active one, which may be base: that is not
/// knowable here, and it asks once as any install does. None for another program.
pub(crate) fn conda_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if !matches!(name, "conda" | "mamba" | "micromamba") {
        return None;
    }
    let mut out: Vec<String> = Vec::new();
    let mut base = false;
    // `--channel-alias URL` serves every channel name from URL: no name is public then.
    let aliased = args.iter().any(|a| a.starts_with("--channel-alias"));
    let public = |c: &str| !aliased && PUBLIC_CHANNELS.contains(&c);
    let mut it = args.iter().filter(|a| *a != IN_BASE);
    while let Some(a) = it.next() {
        if a == "--" {
            out.push(a.clone());
            out.extend(it.by_ref().cloned());
            break;
        }
        let value = |it: &mut dyn Iterator<Item = &String>, long: &str, short: &str| {
            option_value(a, it, long, short)
        };
        if let Some(env) = value(&mut it, "--name", "-n") {
            base |= BASE_NAMES.iter().any(|b| env.eq_ignore_ascii_case(b));
            out.extend([String::from("--name"), env]);
        } else if let Some(prefix) = value(&mut it, "--prefix", "-p") {
            base |= OUTSIDE_WORKSPACE
                .iter()
                .any(|g| airlock_facts::component_matches(g, &prefix));
            out.extend([String::from("--prefix"), prefix]);
        } else if let Some(channel) = value(&mut it, "--channel", "-c") {
            if !public(&channel) {
                out.extend([String::from("--channel"), channel]);
            }
        } else {
            // A package spec's channel (`evil::numpy`) is a channel option of its own.
            match a.split_once("::") {
                Some((channel, _)) if !a.starts_with('-') && !public(channel) => {
                    out.extend([String::from("--channel"), channel.to_owned()]);
                }
                _ => {}
            }
            out.push(a.clone());
        }
    }
    if base {
        out.insert(0, IN_BASE.to_owned());
    }
    Some(out)
}

/// The value of an option that takes one, at `arg`: `--long=VALUE`, `-sVALUE`, the end of a
/// cluster of short flags (`-yn base`, `-ynbase`, as conda's parser reads them), or the next
/// word (taken from `rest`). None when `arg` is not the option.
fn option_value(
    arg: &str,
    rest: &mut dyn Iterator<Item = &String>,
    long: &str,
    short: &str,
) -> Option<String> {
    if arg == long || arg == short {
        return Some(rest.next().cloned().unwrap_or_default());
    }
    if let Some(v) = arg.strip_prefix(long).and_then(|v| v.strip_prefix('=')) {
        return Some(v.to_owned());
    }
    let body = arg.strip_prefix('-').filter(|b| !b.starts_with('-'))?;
    let letter = short.strip_prefix('-')?;
    let (flags, value) = body.split_once(letter)?;
    if !flags.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    if value.is_empty() {
        return Some(rest.next().cloned().unwrap_or_default());
    }
    Some(value.to_owned())
}

/// The marker [`debugger_args`] puts first when a debugger's `--args` names a program by a
/// path inside the workspace (`gdb --args ./build/debug/app …`), for the row that runs it as
/// the project's own program. gdb has no such option; one written by hand is dropped.
pub(crate) const WORKSPACE_PROGRAM: &str = "--args-of-a-workspace-program";

/// A debugger's arguments as its rows read them: [`WORKSPACE_PROGRAM`] first when `--args`
/// names a program by a relative path that stays in the workspace (a `/` in it, no `..`, not
/// in the home or an expansion); a bare name is a program of the `PATH`, not the project's.
/// None for another program.
pub(crate) fn debugger_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if !matches!(name, "gdb" | "gdb-multiarch" | "rust-gdb") {
        return None;
    }
    let args: Vec<String> = args
        .iter()
        .filter(|a| *a != WORKSPACE_PROGRAM)
        .cloned()
        .collect();
    let program = args
        .iter()
        .skip_while(|a| *a != "--args")
        .nth(1)
        .map(String::as_str)
        .unwrap_or("");
    // A command file, or an early command the rows cannot read apart from `-ex` (`-x FILE`
    // reads as a cluster of `-ex`): no lowering.
    let command_files = args.iter().any(|a| {
        matches!(a.as_str(), "-x" | "-ix" | "-iex" | "-eix" | "-eiex")
            || a.starts_with("--init-eval-command")
            || a.starts_with("--early-init")
    });
    let in_workspace = !command_files
        && program.contains('/')
        && !program.starts_with(['/', '~', '$', '-'])
        && !program.contains(['$', '`'])
        && !program.split('/').any(|part| part == "..");
    Some(if in_workspace {
        std::iter::once(WORKSPACE_PROGRAM.to_owned())
            .chain(args)
            .collect()
    } else {
        args
    })
}

/// Programs whose operands are regular expressions over their own list of files (the
/// compilation database's sources), not paths: `run-clang-tidy`, in any version
/// (`run-clang-tidy-18`).
pub(crate) fn regex_operands(program: &str) -> bool {
    let base = program.trim_end_matches(|ch: char| ch.is_ascii_digit() || ch == '.');
    let base = base.strip_suffix('-').unwrap_or(base);
    matches!(base, "run-clang-tidy" | "run-clang-tidy.py")
        || program.eq_ignore_ascii_case("run-clang-tidy.py")
}

/// Storage and tracking places that are another machine's (a cloud bucket, a database server,
/// an HTTP tracking server), as an operand or an option's value.
const REMOTE_STORE: &[&str] = &[
    "http:*",
    "https:*",
    "s3:*",
    "gs:*",
    "gcs:*",
    "abs:*",
    "adl:*",
    "az:*",
    "wasbs:*",
    "hdfs:*",
    "postgres*:*",
    "mysql*:*",
    "mssql*:*",
    "databricks*",
    "azureml:*",
];

/// Words of a setting's name that hold a credential (a remote's `password`, `secret_access_key`,
/// `token`).
const SECRET_WORDS: &[&str] = &[
    "*password*",
    "*secret*",
    "*token*",
    "*key*",
    "*credential*",
    "*user*",
    "*sas*",
];

/// conda's own packages, in the spellings of a package spec (`conda`, `conda=24.7`,
/// `conda-forge::mamba>=2`) and its solver's.
const CONDA_ITSELF: &[&str] = &[
    "conda",
    "conda=*",
    "conda>*",
    "conda<*",
    "conda!*",
    "conda~*",
    "*::conda",
    "*::conda=*",
    "*::conda>*",
    "mamba",
    "mamba=*",
    "mamba>*",
    "mamba<*",
    "*::mamba",
    "*::mamba=*",
    "*::mamba>*",
    "conda-libmamba-solver*",
    "*::conda-libmamba-solver*",
    "libmamba*",
];

/// conda, mamba and micromamba, with their arguments as [`conda_args`] gives them. `conda run
/// -n ENV CMD` is a runner: CMD is judged as well.
const CONDA: &[Row] = &[
    danger("env remove", DESTROYING),
    with(danger("remove", DESTROYING), &["--all"]),
    with(danger("uninstall", DESTROYING), &["--all"]),
    with(danger("clean", DESTROYING), &["--all", "-a"]),
    danger("config", GLOBAL).needs(&[
        "--set",
        "--add",
        "--append",
        "--prepend",
        "--remove",
        "--remove-key",
        "--system",
        "--env",
        "--file",
    ]),
    danger("init", GLOBAL),
    danger("shell init", GLOBAL),
    danger("self-update", GLOBAL),
    // conda's own packages, wherever they are asked for: conda lives in the base environment.
    danger("install", GLOBAL).code(CONDA_ITSELF),
    danger("update", GLOBAL).code(CONDA_ITSELF),
    danger("upgrade", GLOBAL).code(CONDA_ITSELF),
    // The base environment, or a prefix outside the workspace ([`conda_args`]): what changes
    // there is the machine's conda, shared by every project, not the project's environment.
    danger("install", GLOBAL).needs(&[IN_BASE]),
    danger("update", GLOBAL).needs(&[IN_BASE]),
    danger("upgrade", GLOBAL).needs(&[IN_BASE]),
    danger("remove", GLOBAL).needs(&[IN_BASE]),
    danger("uninstall", GLOBAL).needs(&[IN_BASE]),
    danger("create", GLOBAL).needs(&[IN_BASE]),
    danger("env create", GLOBAL).needs(&[IN_BASE]),
    danger("env update", GLOBAL).needs(&[IN_BASE]),
    danger("env config", GLOBAL).needs(&[IN_BASE]),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("token", CREDENTIALS),
    danger("upload", PUBLISHING),
    danger("env upload", PUBLISHING),
    read("--version"),
    read("env list"),
    read("env export"),
    read("info"),
    read("list"),
    read("search"),
    read("doctor"),
    read("compare"),
    read("notices"),
    read("repoquery"),
    // An environment made from the project's own file (`micromamba create -f environment.yml`,
    // `conda create --file spec.txt`): its declared packages, as `env create` is.
    unless(
        with(build("create"), &["-f", "--file"]),
        &["-c", "--channel", "--override-channels"],
    ),
    unless(
        add_dependency("create"),
        &["-c", "--channel", "--override-channels"],
    ),
    unless(
        add_dependency("install"),
        &["-c", "--channel", "--override-channels"],
    ),
    unless(
        add_dependency("update"),
        &["-c", "--channel", "--override-channels"],
    ),
    unless(
        add_dependency("upgrade"),
        &["-c", "--channel", "--override-channels"],
    ),
    // An environment built from the project's own file: its pinned packages, as `uv sync`;
    // with a channel that is not public ([`conda_args`] sets those aside), another index,
    // asked under its own words.
    unless(
        build("env create"),
        &["-c", "--channel", "--override-channels"],
    ),
    unless(
        build("env update"),
        &["-c", "--channel", "--override-channels"],
    ),
    build("run"),
    read("activate"),
    read("deactivate"),
    ask("*"),
];

/// DVC: status, diffs and listings read; reproducing the pipeline and bringing the project's
/// data into the workspace from its remote are the project's; pushing sends data away;
/// garbage collection, destroying and removing experiments delete; a remote's settings and the
/// local configuration hold its credentials.
const DVC: &[Row] = &[
    danger("destroy", DESTROYING),
    unless(danger("gc", DESTROYING), &["--dry-run", "--dry"]),
    danger("exp remove", DESTROYING),
    danger("exp rm", DESTROYING),
    danger("exp gc", DESTROYING),
    danger("cache dir", GLOBAL).needs(&["--global", "--system"]),
    danger("remote modify", CREDENTIALS).needs(&["--local"]),
    danger("remote modify", CREDENTIALS).code(SECRET_WORDS),
    danger("remote add", REMOTE),
    danger("remote modify", REMOTE),
    danger("remote remove", REMOTE),
    danger("remote rename", REMOTE),
    danger("remote default *", REMOTE),
    danger("config", CREDENTIALS).needs(&["--local", "-l", "--list", "--show-origin"]),
    danger("config", CREDENTIALS).code(SECRET_WORDS),
    danger("config", GLOBAL).needs(&["--global", "--system"]),
    danger("exp push", PUBLISHING),
    danger("studio", CREDENTIALS),
    read("--version"),
    read("version"),
    read("doctor"),
    read("status"),
    read("data status"),
    read("dag"),
    read("diff"),
    read("params diff"),
    read("params show"),
    read("metrics diff"),
    read("metrics show"),
    // Plots render the tracked metrics into their own output folder (`dvc_plots/`), and run
    // nothing; a folder given with `-o` is the project's family.
    unless(read("plots diff"), &["-o", "--out", "--open"]),
    unless(read("plots show"), &["-o", "--out", "--open"]),
    read("plots templates"),
    read("exp show"),
    read("exp diff"),
    read("exp list"),
    read("exp ls"),
    read("remote list"),
    read("remote default $"),
    read("ls"),
    read("list"),
    read("ls-url"),
    read("check-ignore"),
    read("gc"),
    read("config * $"),
    ask("config"),
    // The project's remote and pipeline: data comes in through the content-addressed cache
    // (the workspace's previous files stay in it), and stages run the project's commands.
    ask("push"),
    ask("import"),
    ask("import-url"),
    ask("get"),
    ask("get-url"),
    ask("update"),
    build("pull"),
    build("fetch"),
    build("checkout"),
    build("repro"),
    build("exp run"),
    build("exp apply"),
    build("exp branch"),
    build("exp pull"),
    build("exp save"),
    build("exp queue"),
    build("queue *"),
    build("stage *"),
    build("run"),
    build("add"),
    build("commit"),
    build("init"),
    build("install"),
    build("unprotect"),
    build("move"),
    build("freeze"),
    build("unfreeze"),
    build("plots *"),
    ask("*"),
];

/// Options of Jupyter's servers that open them to other machines or turn their login off.
const JUPYTER_OPEN: &[&str] = &[
    "--ip",
    "--ServerApp.ip",
    "--NotebookApp.ip",
    "--ServerApp.token",
    "--NotebookApp.token",
    "--IdentityProvider.token",
    "--ServerApp.password",
    "--NotebookApp.password",
    "--ServerApp.allow_remote_access",
    "--NotebookApp.allow_remote_access",
    "--ServerApp.disable_check_xsrf",
];

/// Jupyter: its servers started on this machine and its converters executing the project's
/// notebooks are the project's; a server open to the network always asks.
const JUPYTER: &[Row] = &[
    danger("lab", REMOTE).needs(JUPYTER_OPEN),
    danger("notebook", REMOTE).needs(JUPYTER_OPEN),
    danger("server", REMOTE).needs(JUPYTER_OPEN),
    danger("nbclassic", REMOTE).needs(JUPYTER_OPEN),
    danger("kernelspec install", GLOBAL).needs(&["--sys-prefix", "--prefix"]),
    with(
        read("$"),
        &[
            "--version",
            "--paths",
            "--runtime-dir",
            "--data-dir",
            "--config-dir",
        ],
    ),
    read("troubleshoot"),
    // A running server's list prints its URLs with their tokens: the power of the server,
    // which runs the project's code, is the project's family.
    build("server list"),
    build("notebook list"),
    build("lab list"),
    read("kernelspec list"),
    read("labextension list"),
    read("nbextension list"),
    read("serverextension list"),
    // Stopping a server started in the background is judged where background jobs are.
    ask("server stop"),
    ask("notebook stop"),
    ask("lab stop"),
    ask("kernelspec *"),
    ask("labextension *"),
    ask("nbextension *"),
    ask("serverextension *"),
    build("lab"),
    build("notebook"),
    build("server"),
    build("nbclassic"),
    build("nbconvert"),
    build("execute"),
    build("trust"),
    build("console"),
    build("run"),
    ask("*"),
];

/// jupytext: pairing, syncing and converting the project's notebooks writes them in the
/// workspace; `--pipe` and `--check` run the command they are given on each notebook.
const JUPYTEXT: &[Row] = &[
    with(
        danger("", RUNS_GIVEN),
        &["--pipe", "--check", "--pipe-fmt", "--run-path"],
    ),
    with(read(""), &["--version", "--paired-paths"]),
    build("*"),
];

/// nbstripout: stripping the project's notebooks writes them. `--install` writes the
/// repository's git configuration: a clean filter and a diff driver that run nbstripout
/// itself (its own interpreter and module, nothing the command is given), and
/// `.gitattributes`: the same program the agent may run, undone by `--uninstall`, so the
/// project's family. Installing it for the user or the system, or with another interpreter,
/// is not.
const NBSTRIPOUT: &[Row] = &[
    with(danger("", GLOBAL), &["--global", "--system", "--python"]),
    danger("", GLOBAL).code(OUTSIDE_WORKSPACE),
    with(
        read(""),
        &[
            "--version",
            "--status",
            "--is-installed",
            "--dry-run",
            "--verify",
        ],
    ),
    build("*"),
];

/// MLflow: its UI and tracking server on this machine, over a local store, and the project's
/// runs are the project's; a server open to the network, a store or tracking server elsewhere,
/// deployments and deletions are not.
const MLFLOW: &[Row] = &[
    with(danger("ui", REMOTE), &["--host", "-h"]),
    with(danger("server", REMOTE), &["--host", "-h"]),
    danger("ui", REMOTE).code(REMOTE_STORE),
    danger("server", REMOTE).code(REMOTE_STORE),
    danger("gc", DESTROYING),
    danger("experiments delete", DESTROYING),
    danger("runs delete", DESTROYING),
    danger("deployments *", INFRA),
    danger("sagemaker *", INFRA),
    danger("azureml *", INFRA),
    danger("models build-docker", PUBLISHING),
    danger("db upgrade", DESTROYING),
    danger("run", INFRA).needs(&["-b", "--backend"]),
    danger("*", REMOTE).code(REMOTE_STORE),
    read("--version"),
    read("doctor"),
    read("experiments search"),
    read("experiments list"),
    read("experiments describe"),
    read("runs list"),
    read("runs describe"),
    read("artifacts list"),
    build("ui"),
    build("server"),
    build("run"),
    build("recipes *"),
    build("models predict"),
    build("models serve"),
    ask("*"),
];

/// TensorBoard: a viewer of the project's logs on this machine; bound to every address, or
/// uploading to the hosted service, it is not.
const TENSORBOARD: &[Row] = &[
    danger("dev *", PUBLISHING),
    with(danger("", REMOTE), &["--bind_all", "--host"]),
    with(read(""), &["--version_tb", "--version"]),
    build(""),
];

/// Weights & Biases: `wandb status` prints the client's settings, which hold its API key
/// and extra HTTP headers when they are set: credentials. Offline mode keeps runs on this
/// machine; online mode, syncing and uploading send them away.
const WANDB: &[Row] = &[
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("status", CREDENTIALS),
    danger("sync", PUBLISHING),
    danger("push", PUBLISHING),
    danger("artifact put", PUBLISHING),
    danger("artifact cache cleanup", DESTROYING),
    danger("launch*", INFRA),
    danger("agent", INFRA),
    danger("sweep", INFRA),
    danger("docker*", INFRA),
    danger("server *", INFRA),
    read("--version"),
    // The project's W&B mode (its `wandb/settings`): online is the library's default, so the
    // project's own runs sync to its configured W&B project unless told otherwise; switching
    // the mode adds nothing to running them (uploading runs or artifacts by hand, `sync`,
    // `artifact put`, and logging in always ask above).
    build("offline"),
    build("disabled"),
    build("online"),
    build("enabled"),
    ask("*"),
];

/// The Hugging Face client (`huggingface-cli`, `hf`): who is logged in, the environment, the
/// cache and the account's jobs (their list, details and logs) read; a download into the cache
/// is a new dependency; uploads, repositories and their files, tokens, running jobs, skills
/// installed for every project and the CLI's own update always ask.
const HUGGINGFACE: &[Row] = &[
    danger("upload*", PUBLISHING),
    danger("repo *", PUBLISHING),
    danger("repos *", PUBLISHING),
    danger("tag *", PUBLISHING),
    danger("lfs-*", PUBLISHING),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    read("auth whoami"),
    read("auth list"),
    danger("auth *", CREDENTIALS),
    // A job's listing, details and logs read; running, cancelling and scheduling one act on
    // the account's hardware.
    read("jobs ps"),
    read("jobs inspect"),
    read("jobs logs"),
    danger("jobs *", INFRA),
    danger("endpoints *", INFRA),
    // Files deleted from a repository on the Hub.
    danger("repo-files *", DESTROYING),
    // The agents' skills installed for every project, and the CLI replacing itself.
    danger("skills *", GLOBAL),
    danger("update", GLOBAL),
    danger("spaces *", PUBLISHING),
    danger("delete-cache", DESTROYING),
    danger("cache delete", DESTROYING),
    danger("cache rm", DESTROYING),
    danger("cache prune", DESTROYING),
    danger("download", CREDENTIALS).needs(&["--token"]),
    read("--version"),
    read("version"),
    read("whoami"),
    read("env"),
    read("scan-cache"),
    read("cache scan"),
    read("cache ls"),
    read("cache list"),
    read("models info"),
    read("models ls"),
    read("datasets info"),
    read("datasets ls"),
    add_dependency("download"),
    ask("*"),
];

/// pip-tools: compiling a lock resolves new versions (a new dependency, as `uv lock
/// --upgrade`); syncing installs the lock's pinned packages into the project's environment (as
/// `uv sync`). Another index or an interpreter outside the project is neither.
const PIP_TOOLS_OTHER: &[&str] = &[
    "-i",
    "--index-url",
    "--extra-index-url",
    "-f",
    "--find-links",
    "--trusted-host",
    "--python-executable",
    "--pip-args",
    "--user",
];
const PIP_COMPILE: &[Row] = &[
    with(read(""), &["--version", "--dry-run"]),
    unless(add_dependency(""), PIP_TOOLS_OTHER),
    ask("*"),
];
const PIP_SYNC: &[Row] = &[
    with(read(""), &["--version", "--dry-run", "-n"]),
    unless(build(""), PIP_TOOLS_OTHER),
    ask("*"),
];

/// papermill: executing one of the project's notebooks is the project's; reading it from or
/// writing it to a bucket or a server is not.
const PAPERMILL: &[Row] = &[danger("*", REMOTE).code(REMOTE_STORE), build("*")];

/// CMake's options that only print: its help, the presets, its capabilities. `-L` lists the
/// cache after configuring (the project's family) unless `-N` says to only view it.
const CMAKE_PRINTS: &[&str] = &[
    "--list-presets",
    "--help",
    "--help-full",
    "--help-manual",
    "--help-manual-list",
    "--help-command",
    "--help-command-list",
    "--help-commands",
    "--help-module",
    "--help-module-list",
    "--help-modules",
    "--help-policy",
    "--help-policy-list",
    "--help-policies",
    "--help-property",
    "--help-property-list",
    "--help-properties",
    "--help-variable",
    "--help-variable-list",
    "--help-variables",
];

/// Rows added to cmake (see `toolchains.rs`, whose rows decide the rest): what only prints.
/// A help written to a file (`--help-full FILE`) names a word and is the project's family.
const CMAKE_READS: &[Row] = &[
    with(read("$"), CMAKE_PRINTS),
    read("-E capabilities"),
    // `-N` as a word of its own (`-GNinja` is not it).
    unless(
        read("... -N"),
        &["-P", "-E", "--build", "--install", "--workflow", "--preset"],
    ),
];

/// Meson: configuring, compiling, testing and inspecting the project's build are the
/// project's; installing outside a staging directory is global; wraps fetch new code.
const MESON: &[Row] = &[
    danger("install", GLOBAL).code(OUTSIDE_WORKSPACE),
    unless(danger("install", GLOBAL), &["--destdir"]),
    read("--version"),
    read("-v"),
    read("introspect"),
    add_dependency("wrap install"),
    add_dependency("wrap update"),
    add_dependency("subprojects download"),
    add_dependency("subprojects update"),
    read("wrap list"),
    read("wrap search"),
    read("wrap info"),
    read("wrap status"),
    build("*"),
];

/// ccache: its statistics and configuration read; zeroing, clearing or changing it does not.
const CCACHE: &[Row] = &[unless(
    with(
        read(""),
        &[
            "-s",
            "--show-stats",
            "-p",
            "--show-config",
            "--print-stats",
            "-x",
            "--show-compression",
            "-V",
            "--version",
            "-k",
            "--get-config",
            "--show-log-stats",
        ],
    ),
    &[
        "-z",
        "--zero-stats",
        "-C",
        "--clear",
        "-c",
        "--cleanup",
        "-M",
        "--max-size",
        "-F",
        "--max-files",
        "-o",
        "--set-config",
        "--evict-older-than",
        "--evict-namespace",
        "--recompress",
        "-X",
        "--trim-dir",
    ],
)];

/// vcpkg: searching and listing read; installing the manifest's ports into the project's
/// `vcpkg_installed` is the project's build; a new baseline or port is a new dependency; a
/// classic-mode install (a port named on the command line) or one outside the project writes
/// vcpkg's own tree, for every project.
const VCPKG: &[Row] = &[
    danger("integrate *", GLOBAL),
    danger("install *", GLOBAL),
    danger("install", GLOBAL).code(OUTSIDE_WORKSPACE),
    danger("remove", GLOBAL),
    with(danger("upgrade", GLOBAL), &["--no-dry-run"]),
    danger("export", PUBLISHING),
    danger("x-add-version", PUBLISHING),
    danger("x-set-installed", GLOBAL),
    read("version"),
    read("--version"),
    read("help"),
    read("search"),
    read("find"),
    read("list"),
    read("owns"),
    read("depend-info"),
    read("x-package-info"),
    read("portsdiff"),
    read("upgrade"),
    read("update"),
    read("hash"),
    read("format-manifest").needs(&["--check"]),
    add_dependency("x-update-baseline"),
    add_dependency("add port"),
    add_dependency("add *"),
    build("install"),
    build("new"),
    build("format-manifest"),
    build("build"),
    ask("*"),
];

/// Conan: profiles, searches and listings read; installing and building the project's
/// requirements and its own package are the project's; uploading, logging in and changing
/// remotes or the global configuration are not.
const CONAN: &[Row] = &[
    danger("upload", PUBLISHING),
    danger("remote login", CREDENTIALS),
    danger("remote logout", CREDENTIALS),
    danger("remote set-user", CREDENTIALS),
    danger("remote auth", CREDENTIALS),
    danger("user", CREDENTIALS),
    danger("remote add", GLOBAL),
    danger("remote remove", GLOBAL),
    danger("remote update", GLOBAL),
    danger("remote rename", GLOBAL),
    danger("remote enable", GLOBAL),
    danger("remote disable", GLOBAL),
    danger("config install*", GLOBAL),
    danger("config set", GLOBAL),
    read("--version"),
    read("version"),
    read("profile show"),
    read("profile list"),
    read("profile path"),
    read("remote list"),
    read("remote list-users"),
    read("search"),
    read("list"),
    read("inspect"),
    read("graph info"),
    read("graph explain"),
    read("config home"),
    read("config list"),
    read("config show"),
    read("cache path"),
    read("cache check-integrity"),
    // A default profile created where none is (it refuses to replace one without `--force`).
    unless(build("profile detect"), &["--force", "-f"]),
    ask("profile detect"),
    ask("remove"),
    ask("cache *"),
    with(
        add_dependency("install"),
        &["--requires", "--tool-requires"],
    ),
    build("install"),
    build("create"),
    build("build"),
    build("source"),
    build("export"),
    build("export-pkg"),
    build("test"),
    build("lock *"),
    build("graph *"),
    build("new"),
    ask("*"),
];

/// Fixing options of clang-tidy and its parallel runner, loading a plugin into it, and a
/// compiler argument handed through (which may load one): the project's family.
const TIDY_WRITES: &[&str] = &[
    "-fix",
    "--fix",
    "-fix-errors",
    "--fix-errors",
    "-fix-notes",
    "--fix-notes",
    "-export-fixes",
    "--export-fixes",
    "-load",
    "--load",
    "-extra-arg",
    "--extra-arg",
    "-extra-arg-before",
    "--extra-arg-before",
    "-format",
];

/// clang-tidy and run-clang-tidy: a checker that reads the sources and the compilation
/// database and prints what it finds. Fixing writes the project's files (its family); another
/// clang-tidy or replacement binary is a program it is given.
const CLANG_TIDY: &[Row] = &[
    with(
        danger("", RUNS_GIVEN),
        &[
            "-clang-tidy-binary",
            "--clang-tidy-binary",
            "-clang-apply-replacements-binary",
            "--clang-apply-replacements-binary",
        ],
    ),
    with(build(""), TIDY_WRITES),
    read(""),
];

/// `git clang-format`: `--diff` prints; formatting rewrites the changed lines in the
/// workspace (the project's family); `--binary` is another program.
const GIT_CLANG_FORMAT: &[Row] = &[
    with(danger("", RUNS_GIVEN), &["--binary"]),
    with(read(""), &["--diff", "--diffstat", "--help"]),
    build(""),
];

/// cppcheck: reads the sources; add-ons (Python scripts), a build directory and output files
/// are the project's family.
const CPPCHECK: &[Row] = &[
    with(danger("", RUNS_GIVEN), &["--clang"]),
    with(
        build(""),
        &[
            "--addon",
            "--addon-python",
            "--cppcheck-build-dir",
            "--output-file",
            "--dump",
            "--plist-output",
            "--rule-file",
        ],
    ),
    read(""),
];

/// Binary inspectors of the project's build output: they read the files they are given.
const INSPECT: &[Row] = &[read("")];

/// perf: counting and recording the command it runs (judged as well, see `walk.rs`) are the
/// project's; the whole system, another process and kernel probes are not; reports read
/// `perf.data`.
const PERF: &[Row] = &[
    danger("probe", GLOBAL),
    with(danger("", RUNS_GIVEN), &["--pre", "--post", "--control"]),
    danger("kvm *", OTHER_PROCESS),
    with(
        danger("", OTHER_PROCESS),
        &[
            "-p",
            "--pid",
            "-t",
            "--tid",
            "-a",
            "--all-cpus",
            "-u",
            "--uid",
        ],
    ),
    danger("top", OTHER_PROCESS),
    danger("sched *", OTHER_PROCESS),
    read("--version"),
    read("version"),
    read("list"),
    with(
        danger("", RUNS_GIVEN),
        &["--objdump", "--addr2line", "--symfs"],
    ),
    with(build("script"), &["-s", "--script", "-g", "--gen-script"]),
    read("report"),
    read("annotate"),
    read("script"),
    read("diff"),
    read("evlist"),
    read("buildid-list"),
    build("stat"),
    build("record"),
    build("mem"),
    build("c2c"),
    build("trace"),
    ask("*"),
];

/// Words a debugger's commands use to run a shell, Python or a script file, or attach to
/// another process: code given inline.
const DEBUGGER_CODE: &[&str] = &[
    "shell*",
    "!*",
    "python*",
    "py *",
    "pi *",
    "pipe *",
    "|*",
    "guile*",
    "gu *",
    "source *",
    "make*",
    "script*",
    "command script*",
    "platform shell*",
    "platform process*",
    "*system*",
    "*popen*",
    "*exec*",
    "dump *",
    "append *",
    "restore *",
    "set logging*",
    "*exec-wrapper*",
    "*ld_preload*",
    // gdb starts the program through a shell: expansions and redirections in `run`'s
    // arguments are the shell's.
    "*$(*",
    "*`*",
    "*>*",
    "*|*",
    "*;*",
    "*&*",
];

/// Places outside the workspace a debugger could be pointed at as the program to run.
const HOST_PROGRAMS: &[&str] = &[
    "/bin/*", "/sbin/*", "/usr/*", "/opt/*", "/snap/*", "/lib*", "/etc/*", "/home/*", "/root/*",
    "~*", "/nix/*",
];

/// gdb and lldb in batch mode over the project's binary or a core file: the project's family
/// (they run the project's own code, or read its crash). Attaching to another process, commands
/// that run a shell or a script, a program outside the project and a command line given with
/// `--args` are not lowered.
const DEBUGGER: &[Row] = &[
    danger("", RUNS_GIVEN).code(DEBUGGER_CODE),
    with(
        danger("", OTHER_PROCESS),
        &[
            "-p",
            "--pid",
            "-pid",
            "--attach-pid",
            "--attach-name",
            "--wait-for",
        ],
    ),
    danger("", OTHER_PROCESS).code(&["attach*", "process attach*", "at *"]),
    danger("", RUNS_GIVEN).code(HOST_PROGRAMS),
    // The project's own program under the debugger, with its arguments ([`debugger_args`]):
    // it runs the project's code, as running the program does. The words of the debugger's
    // commands and the program's arguments went through the rows above.
    unless(
        with(build(""), &[WORKSPACE_PROGRAM]),
        &[
            "--command",
            "--source",
            "--source-before-file",
            "-ix",
            "--init-command",
        ],
    ),
    // A command line to run, or a command file from elsewhere: asked as the debugger is.
    // (Short options are left out: a cluster such as `-ex` reads as `-x`.)
    with(
        ask(""),
        &[
            "--args",
            "--command",
            "--source",
            "--source-before-file",
            "-ix",
            "--init-command",
        ],
    ),
    // Long spellings only: a cluster such as `-batch` reads as `-h`.
    with(
        read(""),
        &["--version", "-version", "--help", "-help", "-configuration"],
    ),
    with(
        build(""),
        &[
            "-batch",
            "--batch",
            "-b",
            "-ex",
            "--ex",
            "-eval-command",
            "--eval-command",
            "-o",
            "--one-line",
            "-k",
            "-c",
            "--core",
            "-core",
        ],
    ),
    ask("*"),
];

/// Coverage and profile tools: they read the project's build output and write reports into the
/// workspace (the project's family).
const REPORTS: &[Row] = &[
    with(
        danger("", RUNS_GIVEN),
        &[
            "--gcov-executable",
            "--gcov-tool",
            "--gcov-ignore-parse-errors-cmd",
        ],
    ),
    build(""),
];

/// CPack: packages the project's build (the generators it names, into the build folder): the
/// project's family; an output folder outside the workspace asks
/// (`knowledge::PROJECT_OUTPUT_OPTIONS`).
const CPACK: &[Row] = &[build("")];

/// `dpkg-deb` options that write a tree or a package: extracting one and building one.
const DPKG_DEB_WRITES: &[&str] = &[
    "-x",
    "--extract",
    "-X",
    "--vextract",
    "-R",
    "--raw-extract",
    "-e",
    "--control",
    "-b",
    "--build",
];

/// `dpkg-deb`: describing a package (its control fields, its file list) reads; building the
/// project's package or unpacking one inside the workspace is the project's; either with a
/// path outside the workspace (`dpkg-deb -x pkg.deb /` writes over the system) always asks.
/// Installing is `dpkg`'s, which is not here.
const DPKG_DEB: &[Row] = &[
    with(danger("", GLOBAL), DPKG_DEB_WRITES).code(OUTSIDE_WORKSPACE),
    with(build(""), DPKG_DEB_WRITES),
    with(
        read(""),
        &[
            "-I",
            "--info",
            "-c",
            "--contents",
            "-f",
            "--field",
            "-W",
            "--show",
            "--ctrl-tarfile",
            "--fsys-tarfile",
            "--help",
            "--version",
        ],
    ),
    ask("*"),
];

/// lintian checks a package and prints its findings; checks loaded from a folder it is given
/// run as code.
const LINTIAN: &[Row] = &[with(ask(""), &["--include-dir", "--cfg"]), read("")];

/// `coredumpctl`: listing and describing crashes read; extracting one writes a file, and
/// debugging one runs a debugger over the project's crash (the project's family).
const COREDUMPCTL: &[Row] = &[
    with(
        danger("", RUNS_GIVEN),
        &["--debugger", "--debugger-arguments", "-A"],
    ),
    read("list"),
    read("info"),
    read("--version"),
    read("$"),
    build("dump"),
    build("debug"),
    build("gdb"),
    ask("*"),
];

/// Android's `adb`: listing devices and reading properties read; the rest acts on a development
/// device or emulator: [`DEVICE_FAMILY`], keyed by its serial. Rooting it, remounting its
/// system, wiping its storage, changing its global settings, connecting to a device over the
/// network and a server on another host always ask. Clearing or uninstalling an app destroys
/// its data: on an emulator (a disposable virtual device, [`ON_EMULATOR`]) that is the device
/// family; on a real device, or one the command does not name, it always asks.
const ADB: &[Row] = &[
    with(danger("", REMOTE), &["-H", "-L"]),
    danger("connect", REMOTE),
    danger("pair", REMOTE),
    danger("tcpip", REMOTE),
    danger("root", PRIVILEGE),
    danger("remount", PRIVILEGE),
    danger("disable-verity", PRIVILEGE),
    danger("enable-verity", PRIVILEGE),
    danger("sideload", PRIVILEGE),
    danger("reboot bootloader", PRIVILEGE),
    danger("reboot recovery", PRIVILEGE),
    danger("reboot sideload*", PRIVILEGE),
    danger("shell ... su", PRIVILEGE),
    danger("shell ... rm", DESTROYING).needs(&["-r", "-R", "-f", "--recursive", "--force"]),
    danger("shell ... wipe", DESTROYING),
    danger("shell ... recovery*", DESTROYING),
    danger("shell ... settings put global", PRIVILEGE),
    danger("shell ... settings put secure", PRIVILEGE),
    danger("shell ... setprop", PRIVILEGE),
    danger("backup", CREDENTIALS),
    danger("restore", DESTROYING),
    build("shell ... pm clear").needs(&[ON_EMULATOR]),
    build("shell ... pm uninstall").needs(&[ON_EMULATOR]),
    build("uninstall").needs(&[ON_EMULATOR]),
    danger("shell ... pm clear", DESTROYING),
    danger("shell ... pm uninstall", DESTROYING),
    unless(danger("uninstall", DESTROYING), &["-k"]),
    build("emu *"),
    // A shell command line with more than one command in it is the device family, never a read.
    build("shell ...").code(&["*;*", "*|*", "*&*", "*`*", "*$(*", "*>*", "*<*"]),
    read("shell getprop*"),
    read("shell dumpsys*"),
    read("shell pm list*"),
    read("shell pm path"),
    read("shell wm size"),
    read("shell wm density"),
    read("shell settings get"),
    read("devices"),
    read("version"),
    read("--version"),
    read("help"),
    read("get-state"),
    // Waits until a device reaches a state; changes nothing.
    read("wait-for-*"),
    read("get-serialno"),
    read("get-devpath"),
    read("start-server"),
    read("mdns check"),
    read("mdns services"),
    build("*"),
];

/// macOS's keychain tool: listing identities and keychains reads; printing a password (`-w`,
/// `-g`), dumping, exporting, importing, adding or deleting items, unlocking with a password,
/// trusting certificates and changing the keychain list or defaults always ask.
const SECURITY: &[Row] = &[
    danger("find-*-password", CREDENTIALS).needs(&["-w", "-g"]),
    danger("find-key", CREDENTIALS),
    danger("dump-keychain", CREDENTIALS),
    danger("export", CREDENTIALS),
    danger("import", CREDENTIALS),
    danger("add-*", CREDENTIALS),
    danger("delete-*", DESTROYING),
    danger("unlock-keychain", CREDENTIALS),
    danger("set-key-partition-list", CREDENTIALS),
    danger("authorizationdb", PRIVILEGE),
    danger("*-trusted-cert", PRIVILEGE),
    danger("trust-settings-import", PRIVILEGE),
    danger("list-keychains", GLOBAL).needs(&["-s", "-d"]),
    danger("default-keychain", GLOBAL).needs(&["-s", "-d"]),
    danger("login-keychain", GLOBAL).needs(&["-s", "-d"]),
    read("find-identity"),
    read("find-certificate"),
    read("find-generic-password"),
    read("find-internet-password"),
    read("list-keychains"),
    read("default-keychain"),
    read("login-keychain"),
    read("show-keychain-info"),
    read("verify-cert"),
    read("cms"),
    read("help"),
    danger("*", CREDENTIALS),
];

/// `codesign`: showing and verifying a signature reads; an ad-hoc signature (`-s -`, no
/// identity) of the project's build output is the project family; signing with a keychain
/// identity makes an artifact the platform trusts as the developer's, and signing or stripping
/// a file outside the workspace changes state elsewhere: both always ask.
const CODESIGN: &[Row] = &[
    unless(
        with(read(""), &["-d", "--display", "-v", "--verify"]),
        &["-s", "--sign", "--remove-signature", "-f", "--force"],
    ),
    danger("", GLOBAL).code(OUTSIDE_WORKSPACE),
    build("- ...").needs(&["-s", "--sign"]),
    build("").needs(&["--sign=-"]),
    danger("", CREDENTIALS).needs(&["-s", "--sign"]),
    build(""),
];

/// The emulator: listing its virtual devices reads; starting one is the device family.
const EMULATOR: &[Row] = &[
    with(
        read(""),
        &[
            "-list-avds",
            "-version",
            "-help",
            "-accel-check",
            "-help-all",
        ],
    ),
    with(build(""), &["-avd"]),
    build("@*"),
    ask("*"),
];

/// The Android SDK's managers: listing reads; installing packages fetches them (a new
/// dependency); deleting a virtual device or SDK packages and accepting licences do not.
const ANDROID_SDK: &[Row] = &[
    with(
        read(""),
        &["--list", "--list_installed", "--version", "--help"],
    ),
    with(danger("", DESTROYING), &["--uninstall"]),
    with(ask(""), &["--licenses"]),
    read("list*"),
    danger("delete *", DESTROYING),
    ask("create *"),
    ask("move *"),
    with(add_dependency(""), &["--install", "--update"]),
    add_dependency("*"),
];

/// fastlane: a lane is a deployment or a release unless its name says it tests or builds.
const FASTLANE: &[Row] = &[
    read("--version"),
    read("lanes"),
    read("list"),
    read("action *"),
    read("actions"),
    read("search_plugins"),
    // The signing tools by name handle certificates and profiles whatever their type says
    // (`match appstore --readonly` fetches the App Store's signing keys; it publishes
    // nothing); `match nuke` revokes them.
    danger("match nuke", DESTROYING),
    danger("match", CREDENTIALS),
    danger("cert", CREDENTIALS),
    danger("sigh", CREDENTIALS),
    danger("... *deploy*", INFRA),
    danger("... *release*", PUBLISHING),
    danger("... *beta*", PUBLISHING),
    danger("... *upload*", PUBLISHING),
    danger("... *publish*", PUBLISHING),
    danger("... *store*", PUBLISHING),
    danger("... *match*", CREDENTIALS),
    danger("... *cert*", CREDENTIALS),
    danger("... *sigh*", CREDENTIALS),
    build("test*"),
    build("* test*"),
    build("tests"),
    build("* tests"),
    build("build*"),
    build("* build*"),
    build("lint"),
    build("* lint"),
    danger("*", PUBLISHING),
];

/// The family of iOS simulators: booting one, installing and launching the project's build in
/// it, screenshots and its logs; disposable, on this machine.
pub(crate) const SIMULATOR_FAMILY: &str = "ios simulator";

/// `xcrun simctl` (rows added to xcrun's table): listing reads; the rest acts on a simulator
/// ([`SIMULATOR_FAMILY`]); erasing or deleting every simulator, and their keychains, are not.
const SIMCTL: &[Row] = &[
    danger("simctl erase all", DESTROYING),
    danger("simctl delete all", DESTROYING),
    danger("simctl delete unavailable", DESTROYING),
    danger("simctl keychain *", CREDENTIALS),
    danger("simctl spawn ... security", CREDENTIALS),
    read("simctl list"),
    read("simctl help"),
    read("simctl --help"),
    read("simctl getenv"),
    // A simulator's unified log shown or followed (`spawn booted log show --last 2m`): the
    // `log` program only prints; its `erase`, `config` and `collect` stay the family's.
    read("simctl spawn * log show"),
    read("simctl spawn * log stream"),
    build("simctl *"),
];

/// The JVM's probes of running JVMs: listing, version, flags, thread and heap summaries read;
/// a heap dump or a flight recording writes a large file (the project's family); loading an
/// agent or changing a flag is not.
const JCMD: &[Row] = &[
    danger("* JVMTI.agent_load", OTHER_PROCESS),
    danger("* JVMTI.*", OTHER_PROCESS),
    danger("* VM.set_flag", OTHER_PROCESS),
    danger("* Compiler.directives_add", OTHER_PROCESS),
    danger("* ManagementAgent.start*", REMOTE),
    read("$"),
    read("* help"),
    read("* VM.version"),
    read("* VM.flags"),
    read("* VM.uptime"),
    read("* VM.command_line"),
    read("* VM.native_memory"),
    read("* VM.classloader_stats"),
    read("* VM.metaspace"),
    read("* VM.stringtable"),
    read("* VM.symboltable"),
    read("* VM.dynlibs"),
    read("* Thread.print"),
    read("* GC.heap_info"),
    read("* GC.class_histogram"),
    read("* GC.class_stats"),
    read("* PerfCounter.print"),
    read("* JFR.check"),
    build("* GC.heap_dump"),
    build("* JFR.*"),
    build("* Thread.dump_to_file"),
    ask("*"),
];
const JMAP: &[Row] = &[
    with(
        read(""),
        &[
            "-histo",
            "-clstats",
            "-finalizerinfo",
            "-heap",
            "--version",
            "-h",
        ],
    ),
    build(""),
];
/// `jinfo`: the JVM's flags read; its system properties (what `jinfo PID` prints besides) may
/// hold what the application set, and a flag set changes it: asked.
const JINFO: &[Row] = &[with(read(""), &["-flags"]), ask("")];

/// SDKMAN's `sdk` (rows added to the version managers' table): switching the shell to the
/// project's `.sdkmanrc` versions or another installed one changes only this shell; installing
/// the versions `.sdkmanrc` pins (`sdk env install`, which sets no default) is the project's
/// build, as a `cargo build` that fetches the toolchain `rust-toolchain.toml` pins is;
/// installing a candidate the agent names fetches it (the tool-install family of new
/// dependencies).
const SDKMAN: &[Row] = &[
    build("env install $"),
    read("env $"),
    read("env clear"),
    read("use *"),
    read("current"),
    read("home *"),
    read("list"),
    read("list *"),
    read("version"),
    read("help"),
    add_dependency("install *"),
    ask("default *"),
    ask("uninstall *"),
];

/// Python modules of the standard library run with `-m` that only read the file they are given
/// or print about the interpreter: rows added to python's table.
const PYTHON_READS: &[Row] = &[
    read("-m json.tool $"),
    read("-m json.tool * $"),
    read("-m tokenize $"),
    read("-m tokenize * $"),
    read("-m ast * $"),
    read("-m sysconfig $"),
    read("-m platform $"),
    // pydoc imports the module it documents, which may be the project's: its family; its
    // server (`-p`, `-b`) is asked on its own.
    with(ask("-m pydoc"), &["-p", "-b", "-n"]),
    build("-m pydoc"),
];

/// `nvidia-smi`: its queries read; resetting, clocking, power limits, persistence and MIG
/// partitions change the machine's GPUs for everyone.
const NVIDIA_SMI: &[Row] = &[
    with(
        danger("", GLOBAL),
        &[
            "-r",
            "--gpu-reset",
            "-pm",
            "--persistence-mode",
            "-pl",
            "--power-limit",
            "-c",
            "--compute-mode",
            "-e",
            "--ecc-config",
            "-ac",
            "--applications-clocks",
            "-rac",
            "-lgc",
            "--lock-gpu-clocks",
            "-rgc",
            "-lmc",
            "-mig",
            "--multi-instance-gpu",
            "-am",
            "-caa",
        ],
    ),
    danger("mig", GLOBAL),
    danger("drain", GLOBAL),
    danger("clocks", GLOBAL),
    read(""),
];

/// Launchers of the project's training scripts on this machine's GPUs (`torchrun`,
/// `accelerate launch`, `deepspeed`): the script is the project's, as `python train.py` is. A
/// program that is not a Python script (`--no-python`), other nodes (a rendezvous endpoint, a
/// host file) and accelerate's user configuration are not lowered.
const LAUNCHER: &[Row] = &[
    with(
        ask(""),
        &[
            "--no-python",
            "--no_python",
            "--rdzv-endpoint",
            "--rdzv_endpoint",
            "--master-addr",
            "--master_addr",
            "-H",
            "--hostfile",
            "--ssh_port",
            "--launcher",
        ],
    ),
    read("env"),
    read("--version"),
    ask("config"),
    ask("config *"),
    build("launch"),
    build("test"),
    build("estimate-memory"),
    build(""),
];

/// Python's apps started from the project (`streamlit run app.py`, `gradio app.py`), its
/// notebook-aware linters and R scripts: the project's own code.
const PROJECT_SCRIPT: &[Row] = &[read("--version"), read("version"), build("")];

/// IPython: a script file is the project's; inline code (`-c`) and the interactive shell are
/// not seen here and stay asked.
const IPYTHON: &[Row] = &[
    with(ask(""), &["-c", "-i", "--InteractiveShellApp.code_to_run"]),
    read("--version"),
    build("*"),
    ask(""),
];

/// The Kaggle client: listings read; downloading a dataset or a competition's files is a new
/// dependency (data from a public registry); submitting, publishing and its configuration are
/// not.
const KAGGLE: &[Row] = &[
    danger("competitions submit", PUBLISHING),
    danger("c submit", PUBLISHING),
    danger("datasets create", PUBLISHING),
    danger("datasets version", PUBLISHING),
    danger("d create", PUBLISHING),
    danger("d version", PUBLISHING),
    danger("kernels push", PUBLISHING),
    danger("k push", PUBLISHING),
    danger("models *", PUBLISHING),
    danger("config *", CREDENTIALS),
    read("--version"),
    read("* list"),
    read("* files"),
    read("* leaderboard"),
    read("* metadata"),
    read("* status"),
    add_dependency("* download"),
    add_dependency("kernels pull"),
    add_dependency("k pull"),
    ask("*"),
];

/// Workflow managers running the project's pipeline on this machine (Snakemake, Kedro): the
/// project's; sent to a cluster, they are not.
const PIPELINE: &[Row] = &[
    with(
        danger("", INFRA),
        &[
            "--cluster",
            "--executor",
            "-e",
            "--kubernetes",
            "--slurm",
            "--drmaa",
            "--google-lifesciences",
            "--tibanna",
        ],
    ),
    with(
        danger("", DESTROYING),
        &["--delete-all-output", "--delete-temp-output"],
    ),
    with(
        read(""),
        &[
            "-n",
            "--dry-run",
            "--dryrun",
            "--summary",
            "--detailed-summary",
            "--list",
            "--list-rules",
            "--dag",
            "--rulegraph",
            "--version",
        ],
    ),
    build(""),
];

/// Spark's launchers: a local master named on the command line runs the project's job on this
/// machine; a cluster master or a cluster deploy mode sends it to the cluster. Without a master,
/// the machine's Spark configuration chooses: no row decides (rows added only).
const SPARK: &[Row] = &[
    danger("", INFRA).code(&["yarn", "k8s:*", "spark:*", "mesos:*", "cluster"]),
    read("--version"),
    build("").code(&["local", "local[*"]),
];

/// Quarto: rendering and previewing the project's documents are the project's; publishing is
/// not.
const QUARTO: &[Row] = &[
    danger("publish", PUBLISHING),
    danger("install", GLOBAL),
    danger("uninstall", GLOBAL),
    read("check"),
    read("--version"),
    build(""),
];

/// R: the project's scripts and package checks are the project's; inline code, a script read
/// from standard input and the interactive console are not seen here and stay asked;
/// installing a package into the library is a new dependency.
const RSCRIPT: &[Row] = &[
    with(ask(""), &["-e", "--expr"]),
    read("--version"),
    ask("-"),
    build("*"),
    ask(""),
];
const R: &[Row] = &[
    read("--version"),
    add_dependency("CMD INSTALL"),
    build("CMD *"),
    ask(""),
];

/// Kedro: its listings and information read; runs of the project's pipelines are the
/// project's.
const KEDRO: &[Row] = &[
    read("info"),
    read("--version"),
    read("registry list"),
    read("registry describe"),
    read("catalog list"),
    read("pipeline list"),
    ask("ipython"),
    build(""),
];

/// C and C++ compilers: compiling the project's sources is the project's build; a wrapper
/// program they are given is not lowered.
const COMPILER: &[Row] = &[
    with(ask(""), &["-wrapper", "--wrapper"]),
    with(
        read("$"),
        &[
            "--version",
            "-dumpversion",
            "-dumpmachine",
            "-print-search-dirs",
            "-print-multiarch",
        ],
    ),
    build(""),
];

/// Programs that edit the project's build output in place (`strip`, `objcopy`, `patchelf`,
/// `ar rcs`): the project's family; a file outside the workspace is not.
const BINARY_EDIT: &[Row] = &[
    danger("", GLOBAL).code(OUTSIDE_WORKSPACE),
    with(
        read(""),
        &[
            "--version",
            "--print-rpath",
            "--print-needed",
            "--print-interpreter",
        ],
    ),
    read("t"),
    read("tv"),
    build(""),
];

/// The JDK's class and archive inspectors (`javap`, `jdeps`): they read.
const JAR: &[Row] = &[
    read("t*"),
    with(
        read(""),
        &["-t", "--list", "--describe-module", "-d", "--version"],
    ),
    build(""),
];

/// `keytool`: printing a certificate reads; a keystore's entries, keys and passwords are
/// credentials.
const KEYTOOL: &[Row] = &[
    with(read(""), &["-printcert", "-help", "--help"]),
    danger("", CREDENTIALS),
];

/// Android's build-output tools: dumping and verifying an APK reads; signing it uses the
/// signing keystore; building APK sets and aligning are the project's; installing one is
/// asked on its own.
const APK_TOOLS: &[Row] = &[
    danger("sign", CREDENTIALS),
    with(
        danger("", CREDENTIALS),
        &["--ks", "--ks-pass", "--key-pass", "--ks-key-alias"],
    ),
    read("verify"),
    read("dump *"),
    read("dump"),
    read("validate"),
    read("version"),
    read("--version"),
    read("get-device-spec"),
    ask("install-apks"),
    ask("install-multi-apks"),
    build(""),
];

/// Scala's and Clojure's build tools: the project's builds, tests and runs; publishing and
/// releasing targets always ask (see `toolchains::TARGET_ROWS`).
const JVM_BUILD: &[Row] = &[
    // Publishing commands of any plugin, in any position of a batch (`sbt "+publishSigned;
    // sonatypeBundleRelease"`, `githubRelease`, `sonatypeOpen`): the make-like target rows
    // name `release*` and `publish*` only at a word's start.
    danger("... sonatype*", PUBLISHING),
    danger("... *release", PUBLISHING),
    danger("... *publish*", PUBLISHING),
    read("--version"),
    read("about"),
    read("tasks"),
    // Without a command, or in a console (in any position of a batch), it reads commands from
    // its input: unseen here.
    ask("$"),
    ask("... repl"),
    ask("... console"),
    ask("... shell"),
    build(""),
];

/// The Clojure CLI (`clojure`, `clj`), its aliases read as words ([`clojure_args`]: `-T:build
/// deploy` is `build deploy`): `-M`, `-X` and `-T` with the project's aliases run its mains, functions and tools (tests through kaocha or the
/// test runner, `tools.build`'s `jar`, `uber` and `clean`, an nREPL server), and `-P` fetches
/// its declared dependencies: the project's family. A deploy, release or publish in any word
/// (`-T:build deploy`, `-X:deploy`, `-M:release`) always asks; installing into the local
/// Maven repository (`-T:build install`, `-X:deps mvn-install`) asks under its own words;
/// printing the classpath, the dependency tree, versions and help reads. With no alias or
/// main it reads a REPL's input, unseen here. Inline git dependencies and tool installs are
/// judged first (`untrusted.rs`).
const CLOJURE: &[Row] = &[
    danger("... *deploy*", PUBLISHING),
    danger("... *publish*", PUBLISHING),
    danger("... *release*", PUBLISHING),
    ask("... mvn-install"),
    ask("... install"),
    read("-Spath"),
    read("-Stree"),
    read("-Sdescribe"),
    read("-version"),
    read("--version"),
    read("-h"),
    read("--help"),
    read("-help"),
    read("deps tree"),
    read("deps list"),
    read("deps find-versions"),
    read("deps help*"),
    read("-Ttools list"),
    read("-Ttools show"),
    ask("$"),
    build(""),
];

/// The Clojure CLI's arguments with each alias option's aliases as words (`-M:dev:test` is
/// `dev test`, `-X:deploy` is `deploy`), so that the rows see a deploy alias as they see a
/// tool's `deploy` function; `None` for another program.
pub(crate) fn clojure_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if !matches!(name, "clojure" | "clj") {
        return None;
    }
    let mut out = Vec::new();
    for a in args {
        let aliases = ["-M:", "-X:", "-T:", "-A:", "-R:", "-C:"]
            .iter()
            .find_map(|p| a.strip_prefix(p));
        match aliases {
            Some(list) => out.extend(list.split(':').filter(|w| !w.is_empty()).map(str::to_owned)),
            None => out.push(a.clone()),
        }
    }
    Some(out)
}

/// clj-kondo, the Clojure linter: a lint reads the files it is given (and keeps its cache in
/// the project's `.clj-kondo`); copying the dependencies' lint configurations into the project
/// or linting the classpath to build its cache writes there, the project's family.
const CLJ_KONDO: &[Row] = &[
    build("").needs(&["--copy-configs", "--dependencies", "--parallel"]),
    read(""),
];

/// cljfmt and zprint-like formatters: a check reads, a fix writes the project's files.
const CLJFMT: &[Row] = &[read("check"), read("--version"), read("--help"), build("")];

/// Quarkus's command line: its dev mode, builds and tests are the project's; an extension
/// added is a new dependency; `deploy` and an image push reach the cluster or the registry.
const QUARKUS: &[Row] = &[
    danger("deploy", INFRA),
    danger("image push", PUBLISHING),
    read("--version"),
    read("version"),
    read("ext list"),
    read("extension list"),
    read("ext ls"),
    read("info"),
    add_dependency("ext add"),
    add_dependency("extension add"),
    build("dev"),
    build("build"),
    build("test"),
];

/// JBang and scala-cli: a script of the project runs as the project's; installing an app or a
/// launcher onto the machine, and publishing, are not.
const JVM_SCRIPT: &[Row] = &[
    danger("app install", GLOBAL),
    danger("app uninstall", GLOBAL),
    danger("publish*", PUBLISHING),
    danger("install", GLOBAL),
    danger("setup*", GLOBAL),
    danger("config *", GLOBAL),
    danger("trust add *", GLOBAL),
    read("--version"),
    read("version"),
    read("info *"),
    ask("$"),
    ask("repl"),
    build(""),
];

/// Expo Application Services: who is logged in and listings read; a build on this machine
/// (`--local`) is the project's; a build in the cloud uploads the project and is asked on its
/// own; submitting to a store and over-the-air updates reach users; secrets and logins are
/// credentials.
const EAS: &[Row] = &[
    danger("submit*", PUBLISHING),
    danger("update*", PUBLISHING),
    danger("channel:*", PUBLISHING),
    danger("branch:*", PUBLISHING),
    danger("secret:*", CREDENTIALS),
    danger("env:*", CREDENTIALS),
    danger("credentials*", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("logout", CREDENTIALS),
    danger("project:*", PUBLISHING),
    read("whoami"),
    read("--version"),
    read("diagnostics"),
    read("build:list"),
    read("build:view"),
    read("config"),
    with(build("build"), &["--local"]),
    ask("build"),
    ask("*"),
];

/// The toolchains of this file, consulted first (see `toolchains::TABLES`).
pub(crate) const ECOSYSTEMS: &[Toolchain] = &[
    project(tool(
        &["conda", "mamba", "micromamba"],
        "conda",
        &[
            "-n",
            "--name",
            "-p",
            "--prefix",
            "-c",
            "--channel",
            "--file",
            "--json-file",
            "--cwd",
        ],
        CONDA,
        Kind::Ask,
    )),
    project(tool(
        &["dvc"],
        "dvc",
        &[
            "--rev",
            "--targets",
            "-t",
            "-j",
            "--jobs",
            "-r",
            "--remote",
            "-n",
            "--name",
            "--md-format",
            "--precision",
            "--template",
            "-x",
            "-y",
            "--x-label",
            "--y-label",
            "--title",
            "-d",
            "--cwd",
            "--wdir",
            "--sort-by",
            "--sort-order",
            "--num",
        ],
        DVC,
        Kind::Ask,
    )),
    project(tool(
        &[
            "jupyter",
            "jupyter-lab",
            "jupyter-notebook",
            "jupyter-nbconvert",
        ],
        "jupyter",
        &[
            "--port",
            "--to",
            "--output",
            "--output-dir",
            "--ExecutePreprocessor.timeout",
            "--notebook-dir",
            "--ServerApp.root_dir",
            "--config",
            "--template",
            "--kernel",
        ],
        JUPYTER,
        Kind::Ask,
    )),
    project(tool(
        &["jupytext"],
        "jupytext",
        &["--to", "--from", "-o", "--output", "--set-formats", "--opt"],
        JUPYTEXT,
        Kind::Build,
    )),
    project(tool(
        &["nbstripout"],
        "nbstripout",
        &["--extra-keys", "--keep-metadata-keys"],
        NBSTRIPOUT,
        Kind::Build,
    )),
    project(tool(
        &["papermill"],
        "papermill",
        &["-p", "--parameters", "-k", "--kernel", "--cwd"],
        PAPERMILL,
        Kind::Build,
    )),
    project(tool(
        &["mlflow"],
        "mlflow",
        &[
            "--port",
            "-p",
            "--workers",
            "-w",
            "--experiment-id",
            "--experiment-name",
            "--run-id",
            "-e",
            "--entry-point",
        ],
        MLFLOW,
        Kind::Ask,
    )),
    project(tool(
        &["tensorboard"],
        "tensorboard",
        &["--logdir", "--logdir_spec", "--port", "--reload_interval"],
        TENSORBOARD,
        Kind::Build,
    )),
    project(tool(
        &["wandb"],
        "wandb",
        &["-p", "--project", "-e", "--entity", "--id"],
        WANDB,
        Kind::Ask,
    )),
    tool(
        &["huggingface-cli", "hf"],
        "huggingface",
        &[
            "--repo-type",
            "--revision",
            "--cache-dir",
            "--include",
            "--exclude",
            "--max-workers",
        ],
        HUGGINGFACE,
        Kind::Ask,
    ),
    tool(
        &["pip-compile"],
        "pip-tools",
        &[
            "-o",
            "--output-file",
            "-P",
            "--upgrade-package",
            "--extra",
            "-c",
            "--constraint",
            "--resolver",
            "--cache-dir",
        ],
        PIP_COMPILE,
        Kind::Ask,
    ),
    project(tool(&["pip-sync"], "pip-tools", &[], PIP_SYNC, Kind::Ask)),
    extends(project(raw(tool(
        &["cmake"],
        "cmake",
        &[],
        CMAKE_READS,
        Kind::Build,
    )))),
    project(tool(
        &["meson", "muon"],
        "meson",
        &[
            "-C",
            "--buildtype",
            "--backend",
            "--suite",
            "--num-processes",
        ],
        MESON,
        Kind::Build,
    )),
    tool(&["ccache", "sccache"], "ccache", &[], CCACHE, Kind::Ask),
    project(tool(
        &["vcpkg"],
        "vcpkg",
        &[
            "--triplet",
            "--host-triplet",
            "--overlay-ports",
            "--overlay-triplets",
            "--vcpkg-root",
            "--x-manifest-root",
            "--feature-flags",
        ],
        VCPKG,
        Kind::Ask,
    )),
    project(tool(
        &["conan"],
        "conan",
        &[
            "-pr",
            "--profile",
            "-pr:b",
            "-pr:h",
            "-pr:a",
            "-s",
            "--settings",
            "-o",
            "--options",
            "-r",
            "--remote",
            "-of",
            "--output-folder",
            "-b",
            "--build",
            "-c",
            "--conf",
            "-f",
            "--format",
            "--name",
            "--version",
            "--user",
            "--channel",
            "-l",
            "--lockfile",
        ],
        CONAN,
        Kind::Ask,
    )),
    project(tool(
        &[
            "clang-tidy",
            "run-clang-tidy",
            "run-clang-tidy.py",
            "clang-tidy-diff",
        ],
        "lint",
        &[
            "-p",
            "-j",
            "-checks",
            "--checks",
            "-config",
            "--config",
            "-config-file",
            "--config-file",
            "-header-filter",
            "--header-filter",
            "-line-filter",
            "--line-filter",
            "-warnings-as-errors",
            "--warnings-as-errors",
            "-source-filter",
            "-style",
        ],
        CLANG_TIDY,
        Kind::Read,
    )),
    project(tool(
        &["git-clang-format"],
        "format",
        &["--style", "--extensions", "--commit"],
        GIT_CLANG_FORMAT,
        Kind::Build,
    )),
    project(tool(
        &["cppcheck"],
        "lint",
        &["-I", "-D", "-U", "-j", "--std", "--platform", "--suppress"],
        CPPCHECK,
        Kind::Read,
    )),
    project(tool(
        &["include-what-you-use", "iwyu", "iwyu_tool", "iwyu_tool.py"],
        "lint",
        &["-p", "-j"],
        &[read("")],
        Kind::Read,
    )),
    project(tool(
        &["fix_includes.py", "fix_include"],
        "lint",
        &[],
        &[build("")],
        Kind::Build,
    )),
    tool(
        &[
            "nm",
            "objdump",
            "readelf",
            "size",
            "c++filt",
            "llvm-nm",
            "llvm-objdump",
            "llvm-readelf",
            "llvm-readobj",
            "llvm-size",
            "llvm-symbolizer",
            "llvm-addr2line",
            "llvm-cxxfilt",
            "llvm-dwarfdump",
            "addr2line",
            "asan_symbolize",
            "asan_symbolize.py",
            "dwarfdump",
            "otool",
            "bloaty",
        ],
        "inspect",
        &[],
        INSPECT,
        Kind::Read,
    ),
    // `ldd` may run the program it is given (glibc's `ldd` loads it through its interpreter),
    // so it is the project's family rather than a read.
    project(tool(&["ldd"], "inspect", &[], &[build("*")], Kind::Build)),
    project(tool(
        &[
            "gcovr",
            "lcov",
            "genhtml",
            "llvm-cov",
            "llvm-profdata",
            "gcov",
            "fastcov",
            "grcov",
        ],
        "coverage",
        &[
            "-r",
            "--root",
            "-o",
            "--output",
            "--html-details",
            "--html",
            "--xml",
            "--json",
            "--exclude",
            "-e",
            "-f",
            "--filter",
            "-d",
            "--directory",
            "-instr-profile",
            "--instr-profile",
            "-format",
            "--object-dir",
        ],
        REPORTS,
        Kind::Build,
    )),
    project(tool(
        &["cpack"],
        "cpack",
        &[
            "-G", "-C", "-D", "-P", "-R", "-B", "--config", "--vendor", "--preset",
        ],
        CPACK,
        Kind::Build,
    )),
    project(tool(
        &["dpkg-deb"],
        "dpkg-deb",
        &["-Z", "-z", "-S", "--threads-max"],
        DPKG_DEB,
        Kind::Ask,
    )),
    tool(
        &["lintian"],
        "lintian",
        &[
            "--include-dir",
            "--cfg",
            "--profile",
            "--fail-on",
            "-C",
            "--check-part",
            "-X",
            "--dont-check-part",
            "--tags",
            "--suppress-tags",
            "-L",
            "--display-level",
        ],
        LINTIAN,
        Kind::Read,
    ),
    project(tool(
        &["perf"],
        "perf",
        &[
            "-e",
            "--event",
            "-o",
            "--output",
            "-i",
            "--input",
            "-r",
            "--repeat",
            "-x",
            "-I",
            "-F",
            "--freq",
            "-c",
            "--call-graph",
            "-C",
            "--cpu",
            "-G",
            "--cgroup",
            "--sort",
            "-M",
            "--metrics",
        ],
        PERF,
        Kind::Ask,
    )),
    project(tool(
        &["gdb", "lldb", "gdb-multiarch", "rust-gdb", "rust-lldb"],
        "debugger",
        // `-iex CMD`, as `-ex CMD`, is no value option: its command is a word the rows read.
        &["-cd", "--cd", "-D", "--data-directory", "--core-file"],
        DEBUGGER,
        Kind::Ask,
    )),
    project(tool(
        &["coredumpctl"],
        "coredumpctl",
        &[
            "-o", "--output", "-S", "--since", "-U", "--until", "-n", "-F", "--field",
        ],
        COREDUMPCTL,
        Kind::Ask,
    )),
    tool(
        &["adb"],
        DEVICE_FAMILY,
        &["-s", "-t", "-P", "-H", "-L"],
        ADB,
        Kind::Build,
    ),
    tool(
        &["security"],
        "security",
        &["-k", "-s", "-a", "-l", "-c", "-p", "-t", "-D", "-j"],
        SECURITY,
        Kind::Danger(CREDENTIALS),
    ),
    project(tool(
        &["codesign"],
        "codesign",
        &[
            "--entitlements",
            "--options",
            "-o",
            "--keychain",
            "-i",
            "--identifier",
            "-r",
            "--requirements",
            "--prefix",
            "--timestamp",
        ],
        CODESIGN,
        Kind::Build,
    )),
    tool(
        &["emulator"],
        DEVICE_FAMILY,
        &[
            "-port",
            "-ports",
            "-gpu",
            "-memory",
            "-cores",
            "-camera-back",
        ],
        EMULATOR,
        Kind::Ask,
    ),
    tool(
        &["avdmanager", "sdkmanager"],
        "android sdk",
        &[
            "-n",
            "--name",
            "-k",
            "--package",
            "-d",
            "--device",
            "--sdk_root",
            "--channel",
        ],
        ANDROID_SDK,
        Kind::Ask,
    ),
    project(tool(
        &["fastlane", "fl"],
        "fastlane",
        &["--env", "-p", "--platform"],
        FASTLANE,
        Kind::Danger(PUBLISHING),
    )),
    tool(&["jps"], "jvm probe", &[], &[read("")], Kind::Read),
    project(tool(&["jcmd"], "jvm probe", &[], JCMD, Kind::Ask)),
    tool(&["jstack"], "jvm probe", &[], INSPECT, Kind::Read),
    tool(&["jstat"], "jvm probe", &[], INSPECT, Kind::Read),
    project(tool(&["jmap"], "jvm probe", &[], JMAP, Kind::Build)),
    tool(&["jinfo"], "jvm probe", &[], JINFO, Kind::Read),
    project(extends(tool(
        &["sdk"],
        "version manager",
        &[],
        SDKMAN,
        Kind::Ask,
    ))),
    tool(
        &["nvidia-smi", "gpustat", "nvtop", "rocm-smi"],
        "gpu probe",
        &[
            "-i",
            "--id",
            "-f",
            "--filename",
            "-l",
            "--loop",
            "-lms",
            "--format",
            "-d",
        ],
        NVIDIA_SMI,
        Kind::Read,
    ),
    project(tool(
        &["torchrun", "accelerate", "deepspeed"],
        "python run/test",
        &[
            "--nproc_per_node",
            "--nproc-per-node",
            "--nnodes",
            "--num_processes",
            "--num_gpus",
            "--config_file",
            "--mixed_precision",
        ],
        LAUNCHER,
        Kind::Build,
    )),
    project(tool(
        &["streamlit", "gradio", "nbqa", "doxygen"],
        "python run/test",
        &[],
        PROJECT_SCRIPT,
        Kind::Build,
    )),
    project(tool(
        &["snakemake"],
        "pipeline",
        &[
            "-j",
            "--cores",
            "--jobs",
            "-s",
            "--snakefile",
            "--configfile",
        ],
        PIPELINE,
        Kind::Build,
    )),
    project(tool(
        &["kedro"],
        "pipeline",
        &["--pipeline", "-p", "-e", "--env"],
        KEDRO,
        Kind::Build,
    )),
    project(tool(&["Rscript"], "r", &[], RSCRIPT, Kind::Build)),
    project(tool(&["R"], "r", &[], R, Kind::Ask)),
    project(tool(
        &["ipython", "ipython3"],
        "python run/test",
        &[],
        IPYTHON,
        Kind::Build,
    )),
    tool(
        &["kaggle"],
        "kaggle",
        &[
            "-d",
            "-c",
            "-p",
            "--path",
            "-f",
            "--file",
            "-m",
            "--message",
        ],
        KAGGLE,
        Kind::Ask,
    ),
    extends(project(tool(
        &["spark-submit", "spark-shell", "pyspark"],
        "spark",
        &[],
        SPARK,
        Kind::Build,
    ))),
    project(tool(
        &["quarto"],
        "quarto",
        &["--to", "-o", "--output"],
        QUARTO,
        Kind::Build,
    )),
    project(targets(tool(
        &[
            "scons",
            "xmake",
            "premake5",
            "waf",
            "autoreconf",
            "autoconf",
            "automake",
            "aclocal",
            "libtoolize",
        ],
        "make",
        &["-C", "-j", "-f", "--file"],
        &[build("")],
        Kind::Build,
    ))),
    project(tool(
        &["gcc", "g++", "cc", "c++", "clang", "clang++", "gfortran"],
        "compilers",
        &[
            "-o", "-I", "-L", "-l", "-D", "-U", "-x", "-include", "-isystem", "-MF", "-MT",
        ],
        COMPILER,
        Kind::Build,
    )),
    tool(
        &["pkg-config", "pkgconf"],
        "inspect",
        &[],
        INSPECT,
        Kind::Read,
    ),
    tool(
        &["ldconfig"],
        "ldconfig",
        &[],
        &[
            with(read(""), &["-p", "--print-cache", "--version"]),
            danger("", GLOBAL),
        ],
        Kind::Danger(GLOBAL),
    ),
    project(tool(
        &[
            "strip",
            "objcopy",
            "patchelf",
            "ar",
            "ranlib",
            "llvm-strip",
            "llvm-objcopy",
            "llvm-ar",
        ],
        "inspect",
        &[
            "-o",
            "--set-rpath",
            "--set-interpreter",
            "--add-needed",
            "--remove-needed",
        ],
        BINARY_EDIT,
        Kind::Build,
    )),
    tool(
        &["javap", "jdeps", "jdeprscan"],
        "jvm probe",
        &["-cp", "-classpath", "--class-path", "--module-path"],
        INSPECT,
        Kind::Read,
    ),
    project(tool(
        &["jar"],
        "jvm probe",
        &["-f", "--file", "-C"],
        JAR,
        Kind::Build,
    )),
    tool(
        &["keytool"],
        "keytool",
        &[],
        KEYTOOL,
        Kind::Danger(CREDENTIALS),
    ),
    project(tool(
        &["apksigner", "aapt", "aapt2", "bundletool", "zipalign"],
        "android build",
        &["--bundle", "--output", "--apks", "-o", "--mode"],
        APK_TOOLS,
        Kind::Build,
    )),
    project(targets(tool(
        &["sbt", "lein", "mill"],
        "jvm build",
        &["-J", "--client"],
        JVM_BUILD,
        Kind::Build,
    ))),
    project(raw(tool(
        &["clojure", "clj"],
        "clojure",
        &[],
        CLOJURE,
        Kind::Build,
    ))),
    project(tool(
        &["clj-kondo"],
        "clojure",
        &["--lint", "--config", "--cache-dir", "--fail-level"],
        CLJ_KONDO,
        Kind::Build,
    )),
    project(tool(&["cljfmt"], "clojure", &[], CLJFMT, Kind::Build)),
    project(tool(
        &["quarkus"],
        "jvm build",
        &["-D", "-P", "--profile"],
        QUARKUS,
        Kind::Ask,
    )),
    project(tool(
        &["jbang", "scala-cli", "cs", "coursier"],
        "jvm script",
        &["--deps", "--repos", "-j"],
        JVM_SCRIPT,
        Kind::Build,
    )),
    outside(project(tool(
        &["eas"],
        "eas",
        &["-p", "--platform", "--profile", "-e"],
        EAS,
        Kind::Ask,
    ))),
    tool(
        &["strace", "ltrace"],
        "trace",
        &[],
        &[
            with(
                danger("", OTHER_PROCESS),
                &["-p", "--attach", "-u", "--user"],
            ),
            ask(""),
        ],
        Kind::Ask,
    ),
    project(tool(
        &["hyperfine"],
        "benchmark",
        &[],
        &[
            with(ask(""), &["--shell", "-S"]),
            read("--version"),
            build(""),
        ],
        Kind::Build,
    )),
    project(tool(
        &["rr"],
        "debugger",
        &[],
        &[
            read("ps"),
            read("ls"),
            read("--version"),
            build("record"),
            build("replay"),
            build("pack"),
            build("dump"),
            ask("*"),
        ],
        Kind::Ask,
    )),
    extends(tool(&["xcrun"], SIMULATOR_FAMILY, &[], SIMCTL, Kind::Ask)),
    extends(project(raw(tool(
        &["python", "python3"],
        "python run/test",
        &[],
        PYTHON_READS,
        Kind::Build,
    )))),
];
