//! The walk over brush-parser's AST that finds every simple command and looks through wrappers.

use brush_parser::ast;
use brush_parser::word::{self, ParameterExpr, WordPiece, WordPieceWithSource};

use crate::{Command, MAX_DEPTH, Origin, Redirect, SHELLS, Spawn, program_name};

/// Wrappers that run their operand on the same machine: (name, options that take a value,
/// positional words to skip after the options). The command is the wrapped program.
const WRAPPERS: &[(&str, &[&str], usize)] = &[
    (
        "sudo",
        &[
            "-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T", "--user", "--group",
        ],
        0,
    ),
    ("doas", &["-u", "-C"], 0),
    ("pkexec", &["--user"], 0),
    ("run0", &["-u", "--user", "-D", "--chdir"], 0),
    ("nohup", &[], 0),
    ("builtin", &[], 0),
    ("exec", &["-a"], 0),
    ("time", &["-f", "-o", "--format", "--output"], 0),
    ("nice", &["-n", "--adjustment"], 0),
    ("ionice", &["-c", "-n", "-p", "--class", "--classdata"], 0),
    ("chrt", &[], 1),
    ("taskset", &[], 1),
    ("stdbuf", &["-i", "-o", "-e"], 0),
    ("timeout", &["-s", "-k", "--signal", "--kill-after"], 1),
    ("unbuffer", &[], 0),
    // Valgrind and Bear run the program they are given, under a checker or while recording
    // its compiler calls: the program is what is judged.
    ("valgrind", &[], 0),
    ("bear", &["--output", "--config", "-o"], 0),
    ("caffeinate", &["-t", "-w"], 0),
    // Slurm's `srun` and `salloc` run the command they are given on the allocation's nodes,
    // which share the workspace's file systems: the command is what is judged, and the
    // allocation its options name is judged beside it (`hpc::allocation`).
    ("srun", crate::hpc::SUBMIT_VALUE_OPTIONS, 0),
    ("salloc", crate::hpc::SUBMIT_VALUE_OPTIONS, 0),
    // entr runs the utility it is given each time a file it watches changes; so does
    // watchexec (`watchexec -e rs -- cargo test`). Both are unwrapped by `watcher_script`:
    // what runs through a shell is judged as that shell's script.
    ("entr", &[], 0),
    (
        "watchexec",
        &[
            "-e",
            "--exts",
            "-w",
            "--watch",
            "-W",
            "--watch-non-recursive",
            "-F",
            "--watch-file",
            "-i",
            "--ignore",
            "--ignore-file",
            "-f",
            "--filter",
            "--filter-file",
            "-d",
            "--debounce",
            "--delay-run",
            "-s",
            "--signal",
            "--stop-signal",
            "--stop-timeout",
            "--on-busy-update",
            "--project-origin",
            "--workdir",
            "--color",
            "--emit-events-to",
        ],
        0,
    ),
    // xvfb-run runs the program it is given with a virtual display of its own (browser and
    // editor tests on a machine without a screen): the program is what is judged.
    (
        "xvfb-run",
        &[
            "-n",
            "--server-num",
            "-s",
            "--server-args",
            "-f",
            "--auth-file",
            "-e",
            "--error-file",
            "-p",
            "--xauth-protocol",
            "-w",
            "--wait",
        ],
        0,
    ),
    (
        "xargs",
        &[
            "-n",
            "-I",
            "-L",
            "-P",
            "-d",
            "-E",
            "-s",
            "-a",
            "--max-args",
            "--delimiter",
            "--arg-file",
            "--max-procs",
            "--max-lines",
            "--max-chars",
            "--eof",
            "--replace",
            "--process-slot-var",
        ],
        0,
    ),
];

/// `docker compose`'s own options that take a value, before its subcommand.
const COMPOSE_VALUE_OPTS: &[&str] = &[
    "-f",
    "--file",
    "-p",
    "--project-name",
    "--profile",
    "--env-file",
    "--project-directory",
];

/// Options of `docker compose exec` and `run` that take a value.
const COMPOSE_RUN_OPTS: &[&str] = &[
    "-e",
    "--env",
    "-u",
    "--user",
    "-w",
    "--workdir",
    "--index",
    "--name",
    "-p",
    "--publish",
    "-v",
    "--volume",
    "--entrypoint",
    "-l",
    "--label",
];

/// Runners that join the words they run into one shell script (`ddev exec WORDS` runs `bash -c
/// "WORDS"`), by their wrapper's name.
/// Consul's `lock`, `watch` and `exec` join their command's words and run them with `sh -c`
/// (their `-shell` default).
const SCRIPT_RUNNERS: &[&str] = &["ddev exec", "consul lock", "consul watch", "consul exec"];

/// Tools that open a shell in their environment and run the script an option gives it
/// (program, subcommand or `""`, the options whose value is the script): a build
/// environment's (`kas shell kas/x.yml -c 'bitbake -e img'`, `kas-container shell … -c`), a
/// development container's (`warden shell -c 'bin/magento …'`, `lando ssh -c '…'`) or Nix's
/// (`nix-shell --run '…'`). The script is judged as one, each of its commands under the tool
/// as its wrapper: what it prints or changes is what the tool's shell prints or changes.
const SCRIPT_OPTION_RUNNERS: &[(&str, &str, &[&str])] = &[
    ("kas", "shell", &["-c", "--command"]),
    ("kas-container", "shell", &["-c", "--command"]),
    ("warden", "shell", &["-c"]),
    ("den", "shell", &["-c"]),
    ("lando", "ssh", &["-c", "--command"]),
    ("nix-shell", "", &["--run", "--command"]),
];

/// The runner and the script of a [`SCRIPT_OPTION_RUNNERS`] command whose script option's value
/// is written in the command (`--run=SCRIPT` or `-c SCRIPT`, before any `--`).
fn script_option(c: &Command) -> Option<(String, String)> {
    let (runner, script, dynamic) = script_option_value(c)?;
    (!dynamic).then_some((runner, script))
}

/// A [`SCRIPT_OPTION_RUNNERS`] command whose script is built at run time (`kas shell F -c
/// "$CMD"`, `nix-shell --run "$(cat x)"`): the script it runs is not shown, so it always asks,
/// as a shell's `-c` of an expansion does.
pub(crate) fn hidden_tool_script(c: &Command) -> Option<String> {
    let (runner, _, dynamic) = script_option_value(c)?;
    dynamic.then(|| format!("`{runner}` runs a script that is not shown"))
}

/// The runner, the script option's value and whether it is built at run time.
fn script_option_value(c: &Command) -> Option<(String, String, bool)> {
    let prog = c.argv.first().map(|p| program_name(p))?;
    let first_word = c.argv.iter().skip(1).find(|a| !a.starts_with('-'));
    let (_, sub, options) = SCRIPT_OPTION_RUNNERS.iter().find(|(p, sub, _)| {
        *p == prog && (sub.is_empty() || first_word.is_some_and(|w| w == sub))
    })?;
    let args = c.argv.get(1..).unwrap_or_default();
    let end = args.iter().position(|a| a == "--").unwrap_or(args.len());
    let (at, script) = args.get(..end)?.iter().enumerate().find_map(|(i, a)| {
        options.iter().find_map(|o| {
            if a == o {
                args.get(i + 1).map(|v| (i + 2, v.clone()))
            } else {
                let v = a.strip_prefix(o)?.strip_prefix('=')?;
                Some((i + 1, v.to_owned()))
            }
        })
    })?;
    let dynamic = c.dynamic.get(at).copied().unwrap_or(true);
    let runner = if sub.is_empty() {
        prog.to_owned()
    } else {
        format!("{prog} {sub}")
    };
    Some((runner, script, dynamic))
}

/// Consul's options of `lock`, `watch` and `exec` whose value may be the next word, in both of
/// Go's spellings (`-name x`, `--name x`); a bool option (`-shell`, `-verbose`) takes none.
const CONSUL_CHILD_VALUES: &[&str] = &[
    "-http-addr",
    "--http-addr",
    "-datacenter",
    "--datacenter",
    "-token",
    "--token",
    "-token-file",
    "--token-file",
    "-ca-file",
    "--ca-file",
    "-ca-path",
    "--ca-path",
    "-client-cert",
    "--client-cert",
    "-client-key",
    "--client-key",
    "-tls-server-name",
    "--tls-server-name",
    "-namespace",
    "--namespace",
    "-partition",
    "--partition",
    "-n",
    "--n",
    "-name",
    "--name",
    "-timeout",
    "--timeout",
    "-monitor-retry",
    "--monitor-retry",
    "-type",
    "--type",
    "-key",
    "--key",
    "-prefix",
    "--prefix",
    "-service",
    "--service",
    "-tag",
    "--tag",
    "-state",
    "--state",
    "-event",
    "--event",
    "-node",
    "--node",
    "-wait",
    "--wait",
    "-wait-repl",
    "--wait-repl",
    "-peer",
    "--peer",
    "-filter",
    "--filter",
];

/// Programs that run a command somewhere else (a container, a pod, a project environment):
/// (program, subcommand, options that take a value, positional words before the command).
/// Both the runner and the command it runs are judged.
const RUNNERS: &[(&str, &str, &[&str], usize)] = &[
    // Consul runs a child command while it holds a lock (`consul lock PREFIX CMD…`), as a
    // watch's handler (`consul watch -type=key -key=x HANDLER`), or on the cluster's nodes
    // (`consul exec CMD`, which also always asks as a remote command).
    ("consul", "lock", CONSUL_CHILD_VALUES, 1),
    ("consul", "watch", CONSUL_CHILD_VALUES, 0),
    ("consul", "exec", CONSUL_CHILD_VALUES, 0),
    (
        "docker",
        "exec",
        &[
            "-e",
            "--env",
            "--env-file",
            "-u",
            "--user",
            "-w",
            "--workdir",
            "--detach-keys",
        ],
        1,
    ),
    (
        "podman",
        "exec",
        &[
            "-e",
            "--env",
            "--env-file",
            "-u",
            "--user",
            "-w",
            "--workdir",
            "--detach-keys",
        ],
        1,
    ),
    (
        "kubectl",
        "exec",
        &[
            "-n",
            "--namespace",
            "-c",
            "--container",
            "--context",
            "-f",
            "--filename",
            "--kubeconfig",
        ],
        1,
    ),
    ("docker-compose", "exec", COMPOSE_RUN_OPTS, 1),
    // DDEV runs its words as one shell script in the web container (`ddev exec "curl … |
    // php"`): see [`SCRIPT_RUNNERS`].
    ("ddev", "exec", &["-s", "--service", "-d", "--dir"], 0),
    ("docker-compose", "run", COMPOSE_RUN_OPTS, 1),
    // Warden's and den's compose of the project's environment (Magento's, Laravel's, …).
    ("warden env", "exec", COMPOSE_RUN_OPTS, 1),
    ("warden env", "run", COMPOSE_RUN_OPTS, 1),
    ("den env", "exec", COMPOSE_RUN_OPTS, 1),
    ("den env", "run", COMPOSE_RUN_OPTS, 1),
    ("devbox", "run", &["-c", "--config", "-e", "--env"], 0),
    // `sst shell --stage S -- CMD` runs CMD with the stage's linked resources and secrets.
    ("sst", "shell", &["--stage", "--config", "--target"], 0),
    ("direnv", "exec", &[], 1),
    // `git bisect run CMD`: CMD runs at every step of the search (other `bisect` words are
    // not commands, see `Walker::runner`).
    ("git", "bisect", &[], 1),
    ("mise", "exec", &["-C", "--cd", "-j", "--jobs"], 0),
    // `ghcup run --ghc 9.8 -- cabal build` runs the command with those versions on its path.
    (
        "ghcup",
        "run",
        &["--ghc", "--cabal", "--hls", "--stack", "-b", "--bindir"],
        0,
    ),
    // `opam exec -- CMD` runs CMD in the switch's environment; `dagger run CMD` runs it with a
    // Dagger session its pipelines connect to.
    ("opam", "exec", &["--switch", "--root", "--set-switch"], 0),
    ("dagger", "run", &["-m", "--mod", "--progress"], 0),
    ("mise", "x", &["-C", "--cd", "-j", "--jobs"], 0),
    (
        "uv",
        "run",
        &[
            "--with",
            "--with-editable",
            "--with-requirements",
            "-p",
            "--python",
            "--package",
            "--directory",
            "--project",
            "--env-file",
            "--extra",
            "--group",
            "--only-group",
            "--no-group",
            "--index",
            "--index-url",
            "--default-index",
            "--extra-index-url",
            "-f",
            "--find-links",
            "--config-file",
            "--cache-dir",
        ],
        0,
    ),
    (
        "poetry",
        "run",
        &["-C", "--directory", "-P", "--project"],
        0,
    ),
    ("pdm", "run", &["-p", "--project"], 0),
    ("rye", "run", &["--pyproject"], 0),
    // A node package manager's `exec` runs a program of the project's `node_modules/.bin`
    // (a table's tool is `runners::local_tool`'s): what it runs is judged too.
    (
        "pnpm",
        "exec",
        &["--filter", "-F", "--workspace-concurrency"],
        0,
    ),
    ("yarn", "exec", &[], 0),
    // Procfile runners run a command with the project's `.env` in its environment.
    (
        "foreman",
        "run",
        &["-e", "--env", "-f", "--procfile", "-d", "--root"],
        0,
    ),
    (
        "honcho",
        "run",
        &["-e", "--env", "-f", "--procfile", "-d", "--app-root"],
        0,
    ),
    ("overmind", "run", &["-f", "--procfile", "-d", "--root"], 0),
    ("pipenv", "run", &[], 0),
    (
        "pixi",
        "run",
        &["-e", "--environment", "--manifest-path"],
        0,
    ),
    ("hatch", "run", &[], 0),
    ("bundle", "exec", &[], 0),
    // Carton's `exec` runs its command with the project's `local/` libraries; Lake's `env` with
    // the Lean search path; Encore's `exec` with the app's infrastructure configured.
    ("carton", "exec", &[], 0),
    ("lake", "env", &[], 0),
    ("encore", "exec", &[], 0),
    // Melos runs its command in each of the workspace's packages.
    (
        "melos",
        "exec",
        &["-c", "--concurrency", "--scope", "--ignore"],
        0,
    ),
    (
        "conda",
        "run",
        &["-n", "--name", "-p", "--prefix", "--cwd"],
        0,
    ),
    (
        "mamba",
        "run",
        &["-n", "--name", "-p", "--prefix", "--cwd"],
        0,
    ),
    (
        "micromamba",
        "run",
        &["-n", "--name", "-p", "--prefix", "--cwd"],
        0,
    ),
    ("perf", "stat", PERF_OPTS, 0),
    ("perf", "record", PERF_OPTS, 0),
    ("perf", "trace", PERF_OPTS, 0),
    (
        "rr",
        "record",
        &["-o", "--output-trace-dir", "-c", "-e", "-n"],
        0,
    ),
    ("nix", "develop", &[], 0),
    // `wp-env run CONTAINER CMD`: CMD runs in one of WordPress's local containers.
    ("wp-env", "run", &["--env-cwd"], 1),
];

/// `perf stat`'s and `perf record`'s options that take a value.
const PERF_OPTS: &[&str] = &[
    "-e",
    "--event",
    "-o",
    "--output",
    "-r",
    "--repeat",
    "-x",
    "--field-separator",
    "-I",
    "--interval-print",
    "-F",
    "--freq",
    "-c",
    "--count",
    "--call-graph",
    "-C",
    "--cpu",
    "-G",
    "--cgroup",
    "-M",
    "--metrics",
    "-t",
    "--tid",
    "-p",
    "--pid",
    "-u",
    "--uid",
    "--pre",
    "--post",
    "-D",
    "--delay",
    "--control",
    "-m",
    "--mmap-pages",
    "--filter",
];

/// `ssh`'s options that take a value (OpenSSH's manual; `-P` is a tag since 9.2): one list for
/// the walker, the remote reads and the ssh table.
pub(crate) const SSH_VALUE_OPTS: &[&str] = &[
    "-B", "-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o", "-P",
    "-p", "-Q", "-R", "-S", "-W", "-w",
];

/// Walk state: the commands found so far and the first failure.
#[derive(Default)]
pub(crate) struct Walker {
    pub(crate) out: Vec<Command>,
    pub(crate) failure: Option<String>,
    cwd: String,
    /// The folders `pushd` left, the last one on top, for `popd` to go back to.
    dir_stack: Vec<String>,
    /// Functions the script has defined so far.
    functions: Vec<String>,
    /// The functions whose bodies the walk is in, outermost first.
    in_functions: Vec<String>,
    /// Whether the walk is in a list item run in the background (`cmd &`).
    background: bool,
    /// Whether the walk is in a pipeline of more than one command.
    in_pipeline: bool,
    /// How many loops without a bound written in the script the walk is in (`while`, `until`,
    /// `for ((…))`, `for x in $(…)`).
    unbounded_loops: usize,
    /// How many loops that never end by themselves nor pause the walk is in
    /// (`crate::knowledge::endless_loop`: `while true` without a `sleep` or a `break`).
    endless_loops: usize,
    /// The literal counts of the loops the walk is in whose count the script writes
    /// (`for i in $(seq 1 300)`, `for ((i=0; i<300; i++))`), outermost first.
    loop_counts: Vec<u64>,
    /// What the previous pipeline stage prints, when the script shows it, for the next stage.
    pending_stdin: Option<String>,
}

/// A word after expansion as far as it is known statically.
#[derive(Default)]
struct Expanded {
    text: String,
    dynamic: bool,
    /// Whether an expansion stands outside double quotes, where the shell splits its value
    /// into words and expands them as globs.
    split: bool,
    vars: Vec<String>,
}

fn opts() -> brush_parser::ParserOptions {
    brush_parser::ParserOptions::default()
}

/// brush-parser's tree for `src`. brush-parser panics on some scripts (a file descriptor number
/// too large for an `i32`, as in `ls 99999999999>f`); such a script is one that does not parse,
/// and the analysis fails closed instead of taking the caller down.
fn brush_parse(src: &str) -> Result<ast::Program, String> {
    let parse = || brush_parser::Parser::new(std::io::Cursor::new(src), &opts()).parse_program();
    match std::panic::catch_unwind(parse) {
        Ok(parsed) => parsed.map_err(|e| e.to_string()),
        Err(_) => Err("the parser failed on it".to_owned()),
    }
}

impl Walker {
    fn fail(&mut self, why: String) {
        if self.failure.is_none() {
            self.failure = Some(why);
        }
    }

    pub(crate) fn script(&mut self, src: &str, depth: usize, origin: Origin) {
        if depth > MAX_DEPTH {
            self.fail(format!("nesting is deeper than {MAX_DEPTH}"));
            return;
        }
        match brush_parse(src) {
            Ok(prog) => {
                for cc in &prog.complete_commands {
                    self.list(cc, depth, origin);
                }
            }
            Err(e) => self.fail(format!("the script does not parse: {e}")),
        }
    }

    fn list(&mut self, list: &ast::CompoundList, depth: usize, origin: Origin) {
        for item in &list.0 {
            let ao = &item.0;
            let was = self.background;
            self.background |= matches!(item.1, ast::SeparatorOperator::Async);
            self.pipeline(&ao.first, depth, origin);
            for next in &ao.additional {
                match next {
                    ast::AndOr::And(p) | ast::AndOr::Or(p) => self.pipeline(p, depth, origin),
                }
            }
            self.background = was;
        }
    }

    fn pipeline(&mut self, p: &ast::Pipeline, depth: usize, origin: Origin) {
        let mut download = false;
        let mut printed: Option<String> = None;
        let was = self.in_pipeline;
        self.in_pipeline |= p.seq.len() > 1;
        let mut stages: Vec<(usize, usize)> = Vec::new();
        for (i, cmd) in p.seq.iter().enumerate() {
            let start = self.out.len();
            self.pending_stdin = printed.take();
            self.command(cmd, depth, origin);
            self.pending_stdin = None;
            let stage = self.out.get_mut(start..).unwrap_or_default();
            // The last command found for a stage is the one reading the pipe: nested commands
            // (substitutions in its words) are recorded before it.
            if i > 0
                && let Some(c) = stage.last_mut()
            {
                c.piped_input = true;
                c.piped_from_download = download;
            }
            download |= stage.iter().any(|c| {
                c.argv
                    .first()
                    .is_some_and(|a| matches!(program_name(a), "curl" | "wget" | "fetch"))
            });
            printed = match stage {
                [c] => printed_text(c),
                _ => None,
            };
            stages.push((start, self.out.len()));
        }
        self.mark_counted(&stages);
        self.mark_searched_for_secrets(&stages);
        self.xargs_from_listing(&stages);
        self.in_pipeline = was;
    }

    /// A reader run by `xargs` whose standard input is a listing of the workspace, narrowed
    /// only by line filters (`ls -t migrations | head -1 | xargs -I{} sed -n 1,40p
    /// migrations/{}`, `find . -name '*.rb' | xargs grep -n foo`, `git ls-files | xargs grep
    /// TODO`): the words it receives are names the listing can print, so it is judged as the
    /// same reader given those names as the script would spell them. `ls` of directories
    /// prints their entries' bare names, which a glob `*` (in place of the replacement string,
    /// or appended) names, plus the operands themselves (a file operand prints as given); a
    /// `find` selecting by name and git's tracked files are what `find ROOTS … -exec READER {}
    /// +` hands its reader. Any other source, filter or reader keeps the unseen words.
    fn xargs_from_listing(&mut self, stages: &[(usize, usize)]) {
        let single = |out: &[Command], &(s, e): &(usize, usize)| match out.get(s..e) {
            Some([c]) => Some(c.clone()),
            _ => None,
        };
        for (i, stage) in stages.iter().enumerate().skip(1) {
            let Some(c) = single(&self.out, stage) else {
                continue;
            };
            // Only the command xargs itself runs: not one of a script it hands the words to.
            if c.spawn != Spawn::Xargs || c.origin != Origin::Spawned || c.wrappers != ["xargs"] {
                continue;
            }
            let filters = stages.get(1..i).unwrap_or_default();
            if !filters
                .iter()
                .all(|st| single(&self.out, st).is_some_and(|f| line_filter(&f)))
            {
                continue;
            }
            let Some(source) = stages.first().and_then(|st| single(&self.out, st)) else {
                continue;
            };
            let Some(rewritten) = xargs_reader(&c, &source) else {
                continue;
            };
            if let Some(slot) = self.out.get_mut(stage.1.saturating_sub(1)) {
                *slot = rewritten;
            }
        }
    }

    /// Marks the last command of each stage whose output reaches only a count
    /// ([`Command::output_counted`]): the stages after it are each one filter that writes no
    /// file, and the last of them is `wc`.
    fn mark_counted(&mut self, stages: &[(usize, usize)]) {
        let filter = |c: &Command| {
            let name = c.argv.first().map(|p| program_name(p)).unwrap_or_default();
            let opts = || c.argv.iter().skip(1).filter(|a| a.starts_with('-'));
            let operands = c
                .argv
                .iter()
                .skip(1)
                .filter(|a| !a.starts_with('-'))
                .count();
            c.redirects.is_empty()
                && !c.dynamic.iter().any(|d| *d)
                && match name {
                    "wc" | "head" | "tail" | "cut" | "tr" | "grep" | "egrep" | "fgrep" => true,
                    // `sort -o FILE` writes the lines to a file; `uniq IN OUT` too.
                    "sort" => !opts().any(|a| a.starts_with("-o") || a.starts_with("--output")),
                    "uniq" => operands == 0,
                    _ => false,
                }
        };
        let single = |&(s, e): &(usize, usize)| match self.out.get(s..e) {
            Some([c]) => Some(c),
            _ => None,
        };
        let ends_in_wc = stages
            .last()
            .and_then(single)
            .is_some_and(|c| c.argv.first().map(|p| program_name(p)) == Some("wc"));
        if stages.len() < 2 || !ends_in_wc {
            return;
        }
        let mut counted = Vec::new();
        for (i, &(_, end)) in stages.iter().enumerate() {
            let later = stages.get(i + 1..).unwrap_or_default();
            if !later.is_empty() && later.iter().all(|st| single(st).is_some_and(filter)) {
                counted.push(end.saturating_sub(1));
            }
        }
        for at in counted {
            if let Some(c) = self.out.get_mut(at) {
                c.output_counted = true;
            }
        }
    }

    /// Marks every command of a pipeline stage whose output a later stage searches for secrets
    /// by name ([`Command::output_searched_for_secrets`]): a `grep`, `egrep`, `fgrep`, `rg` or
    /// `ag` one of whose patterns names a secret (`token`, `password`, `API_KEY`), as
    /// `airlock_facts::pattern_names_secrets` reads it.
    fn mark_searched_for_secrets(&mut self, stages: &[(usize, usize)]) {
        let searches = |c: &Command| {
            let name = c.argv.first().map(|p| program_name(p)).unwrap_or_default();
            if !matches!(name, "grep" | "egrep" | "fgrep" | "rg" | "ag") {
                return false;
            }
            let args = c.argv.get(1..).unwrap_or_default();
            args.iter().enumerate().any(|(i, a)| {
                let after_e = i
                    .checked_sub(1)
                    .and_then(|p| args.get(p))
                    .is_some_and(|p| p == "-e" || p == "--regexp");
                let pattern = a
                    .strip_prefix("--regexp=")
                    .or_else(|| a.strip_prefix("-e").filter(|v| !v.is_empty()))
                    .unwrap_or(a);
                (after_e || !a.starts_with('-') || pattern != a.as_str())
                    && airlock_facts::pattern_names_secrets(pattern)
            })
        };
        let mut marked = Vec::new();
        for (i, &(start, end)) in stages.iter().enumerate() {
            let later = stages.get(i + 1..).unwrap_or_default();
            let searched = later
                .iter()
                .any(|&(s, e)| self.out.get(s..e).is_some_and(|cs| cs.iter().any(searches)));
            if searched {
                marked.extend(start..end);
            }
        }
        for at in marked {
            if let Some(c) = self.out.get_mut(at) {
                c.output_searched_for_secrets = true;
            }
        }
    }

    fn command(&mut self, cmd: &ast::Command, depth: usize, origin: Origin) {
        match cmd {
            ast::Command::Simple(s) => self.simple(s, depth, origin),
            ast::Command::Compound(c, redirs) => {
                self.compound(c, depth, origin);
                if let Some(r) = redirs {
                    let mut acc = Acc::default();
                    for io in &r.0 {
                        self.redirect(io, depth, &mut acc);
                    }
                    if !acc.redirects.is_empty() {
                        self.push(Command {
                            text: "redirection".to_owned(),
                            redirects: acc.redirects,
                            vars: acc.vars,
                            origin,
                            cwd: self.cwd.clone(),
                            ..Command::default()
                        });
                    }
                }
            }
            ast::Command::Function(f) => {
                self.functions.push(f.fname.value.clone());
                self.in_functions.push(f.fname.value.clone());
                self.compound(&f.body.0, depth, origin);
                self.in_functions.pop();
            }
            ast::Command::ExtendedTest(t, _) => self.test_expr(&t.expr, depth),
        }
    }

    fn test_expr(&mut self, e: &ast::ExtendedTestExpr, depth: usize) {
        match e {
            ast::ExtendedTestExpr::And(a, b) | ast::ExtendedTestExpr::Or(a, b) => {
                self.test_expr(a, depth);
                self.test_expr(b, depth);
            }
            ast::ExtendedTestExpr::Not(a) | ast::ExtendedTestExpr::Parenthesized(a) => {
                self.test_expr(a, depth)
            }
            ast::ExtendedTestExpr::UnaryTest(_, w) => {
                self.word(&w.value, depth);
            }
            ast::ExtendedTestExpr::BinaryTest(_, a, b) => {
                self.word(&a.value, depth);
                self.word(&b.value, depth);
            }
        }
    }

    fn compound(&mut self, c: &ast::CompoundCommand, depth: usize, origin: Origin) {
        use ast::CompoundCommand as C;
        let saved = self.cwd.clone();
        match c {
            C::Arithmetic(a) => self.arith(&a.expr.value),
            C::ArithmeticForClause(a) => self.arithmetic_for(a, depth, origin),
            C::BraceGroup(b) => self.list(&b.list, depth, origin),
            C::Subshell(s) => {
                self.list(&s.list, depth, origin);
                self.cwd = saved;
            }
            C::ForClause(f) => {
                for w in f.values.iter().flatten() {
                    self.word(&w.value, depth);
                }
                // A list written out is a bound; one built at run time (`$(seq 1 100000)`) is not.
                let unbounded = f
                    .values
                    .iter()
                    .flatten()
                    .any(|w| w.value.contains(['$', '`']));
                let values: Vec<&str> = f
                    .values
                    .iter()
                    .flatten()
                    .map(|w| w.value.as_str())
                    .collect();
                let count = crate::appstacks::for_count(&values);
                self.in_loop(count, unbounded, false, |w| {
                    w.list(&f.body.list, depth, origin)
                });
            }
            C::CaseClause(cc) => {
                self.word(&cc.value.value, depth);
                for item in &cc.cases {
                    if let Some(l) = &item.cmd {
                        self.list(l, depth, origin);
                    }
                }
            }
            C::IfClause(i) => {
                self.list(&i.condition, depth, origin);
                self.list(&i.then, depth, origin);
                for e in i.elses.iter().flatten() {
                    if let Some(c) = &e.condition {
                        self.list(c, depth, origin);
                    }
                    self.list(&e.body, depth, origin);
                }
            }
            C::WhileClause(w) | C::UntilClause(w) => {
                let until = matches!(c, C::UntilClause(_));
                let condition = w.0.to_string();
                let count = crate::appstacks::counter_loop_count(&condition, until);
                let endless =
                    crate::knowledge::endless_loop(&condition, until, &w.1.list.to_string());
                self.in_loop(count, true, endless, |me| {
                    me.list(&w.0, depth, origin);
                    me.list(&w.1.list, depth, origin);
                });
            }
            C::Coprocess(cp) => self.command(&cp.body, depth, origin),
        }
    }

    /// Walks `for ((init; condition; update))`: its count when the script writes one, and
    /// whether it never ends nor pauses (no condition is one that always holds).
    fn arithmetic_for(
        &mut self,
        a: &ast::ArithmeticForClauseCommand,
        depth: usize,
        origin: Origin,
    ) {
        for e in [&a.initializer, &a.condition, &a.updater]
            .into_iter()
            .flatten()
        {
            self.arith(&e.value);
        }
        let count = crate::appstacks::arithmetic_for_count(
            a.initializer.as_ref().map(|e| e.value.as_str()),
            a.condition.as_ref().map(|e| e.value.as_str()),
            a.updater.as_ref().map(|e| e.value.as_str()),
        );
        let condition = a.condition.as_ref().map_or("", |e| e.value.as_str());
        let endless = crate::knowledge::endless_loop(condition, false, &a.body.list.to_string());
        self.in_loop(count, true, endless, |w| {
            w.list(&a.body.list, depth, origin)
        });
    }

    /// Walks a loop's body with its written count (if any), whether the script writes no
    /// bound for it, and whether it never ends nor pauses.
    fn in_loop(
        &mut self,
        count: Option<u64>,
        unbounded: bool,
        endless: bool,
        body: impl FnOnce(&mut Self),
    ) {
        self.loop_counts.extend(count);
        self.unbounded_loops += usize::from(unbounded);
        self.endless_loops += usize::from(endless);
        body(self);
        self.unbounded_loops -= usize::from(unbounded);
        self.endless_loops -= usize::from(endless);
        if count.is_some() {
            self.loop_counts.pop();
        }
    }

    /// zsh (the login shell of many machines, which runs an agent's commands there) reads a
    /// glob's qualifiers in parentheses after it, and two of them run code for every file the
    /// glob matches: `e` with a delimited string (`*(e:'rm -rf ~':)`) and `+` with a function's
    /// name (`*(+f)`). An unquoted word holding one runs code no analysis sees: the script is
    /// not understood.
    fn glob_qualifier(&mut self, t: &str) {
        let b = t.as_bytes();
        let runs_code = b.windows(2).enumerate().any(|(i, w)| {
            matches!(w, [b'*' | b'?' | b']', b'('])
                && b.get(i + 2..).is_some_and(|rest| {
                    let quals = rest.split(|c| *c == b')').next().unwrap_or(rest);
                    quals.windows(2).any(|q| match q {
                        [b'e', d] => !d.is_ascii_alphanumeric(),
                        [b'+', f] => f.is_ascii_alphabetic() || *f == b'_',
                        _ => false,
                    }) || quals.last() == Some(&b'e') && rest.len() == quals.len()
                })
        });
        if runs_code {
            self.fail(format!(
                "`{t}` holds a zsh glob qualifier that runs code for every file it matches"
            ));
        }
    }

    fn arith(&mut self, s: &str) {
        if s.contains("$(") || s.contains('`') {
            self.fail("a command substitution inside an arithmetic expression".to_owned());
        }
    }

    /// Expands a word statically, analysing every substitution inside it.
    fn word(&mut self, w: &str, depth: usize) -> Expanded {
        // A word with no quote, escape, expansion or tilde is its own text: skip the parser.
        if !w.contains(['$', '`', '\'', '"', '\\', '~']) {
            self.glob_qualifier(w);
            return Expanded {
                text: w.to_owned(),
                ..Expanded::default()
            };
        }
        match word::parse(w, &opts()) {
            Ok(pieces) => {
                let mut e = Expanded {
                    text: String::with_capacity(w.len()),
                    ..Expanded::default()
                };
                self.pieces(&pieces, w, depth, false, &mut e);
                e
            }
            Err(err) => {
                self.fail(format!("the word `{w}` does not parse: {err}"));
                Expanded {
                    text: w.to_owned(),
                    dynamic: true,
                    split: true,
                    vars: Vec::new(),
                }
            }
        }
    }

    /// Expands `ps` into `e`; `quoted` when they stand inside double quotes.
    fn pieces(
        &mut self,
        ps: &[WordPieceWithSource],
        src: &str,
        depth: usize,
        quoted: bool,
        e: &mut Expanded,
    ) {
        for p in ps {
            let raw = src.get(p.start_index..p.end_index).unwrap_or("");
            let expansion = matches!(
                p.piece,
                WordPiece::ParameterExpansion(_)
                    | WordPiece::CommandSubstitution(_)
                    | WordPiece::BackquotedCommandSubstitution(_)
                    | WordPiece::ArithmeticExpression(_)
            );
            e.split |= expansion && !quoted;
            match &p.piece {
                WordPiece::Text(t) => {
                    if !quoted {
                        self.glob_qualifier(t);
                    }
                    e.text.push_str(t);
                }
                WordPiece::SingleQuotedText(t) => e.text.push_str(t),
                WordPiece::AnsiCQuotedText(t) => e.text.push_str(t),
                WordPiece::DoubleQuotedSequence(inner)
                | WordPiece::GettextDoubleQuotedSequence(inner) => {
                    self.pieces(inner, src, depth, true, e)
                }
                WordPiece::TildeExpansion(t) => {
                    e.text.push('~');
                    if let word::TildeExpr::UserHome(u) = t {
                        e.text.push_str(u);
                    } else if !matches!(t, word::TildeExpr::Home) {
                        e.dynamic = true;
                    }
                }
                WordPiece::ParameterExpansion(pe) => {
                    e.dynamic = true;
                    e.text.push_str(raw);
                    // `${#X}` is the value's length and `${X:+word}` the word when it is set:
                    // neither expands to the value, so a secret's name there prints nothing
                    // of it. A part of the value (`${X:0:4}`, `${X%%_*}`) prints that part.
                    if !matches!(
                        pe,
                        ParameterExpr::ParameterLength { .. }
                            | ParameterExpr::UseAlternativeValue { .. }
                    ) {
                        e.vars.push(var_name(raw));
                    }
                    self.param(pe, raw, depth, e);
                }
                WordPiece::CommandSubstitution(s) | WordPiece::BackquotedCommandSubstitution(s) => {
                    e.dynamic = true;
                    e.text.push_str(raw);
                    self.nested(s, depth, Origin::Substitution);
                }
                WordPiece::EscapeSequence(s) => e.text.push_str(s.strip_prefix('\\').unwrap_or(s)),
                WordPiece::ArithmeticExpression(a) => {
                    e.dynamic = true;
                    e.text.push_str(raw);
                    self.arith(&a.value);
                }
            }
        }
    }

    fn param(&mut self, pe: &ParameterExpr, raw: &str, depth: usize, e: &mut Expanded) {
        let inner = match pe {
            ParameterExpr::UseDefaultValues {
                default_value: v, ..
            }
            | ParameterExpr::AssignDefaultValues {
                default_value: v, ..
            }
            | ParameterExpr::UseAlternativeValue {
                alternative_value: v,
                ..
            }
            | ParameterExpr::IndicateErrorIfNullOrUnset {
                error_message: v, ..
            } => v.as_deref(),
            _ => {
                if raw.contains("$(") || raw.contains('`') {
                    self.fail(format!("a substitution inside `{raw}` is not analysed"));
                }
                None
            }
        };
        if let Some(v) = inner {
            let inner = self.word(v, depth + 1);
            e.vars.extend(inner.vars);
        }
    }

    fn nested(&mut self, src: &str, depth: usize, origin: Origin) {
        let saved = std::mem::take(&mut self.cwd);
        self.cwd.clone_from(&saved);
        self.script(src, depth + 1, origin);
        self.cwd = saved;
    }

    fn redirect(&mut self, io: &ast::IoRedirect, depth: usize, acc: &mut Acc) {
        use ast::IoFileRedirectKind as K;
        match io {
            ast::IoRedirect::File(_, kind, target) => match target {
                ast::IoFileRedirectTarget::Filename(w) => {
                    let e = self.word(&w.value, depth);
                    let write = !matches!(kind, K::Read | K::DuplicateInput);
                    acc.vars.extend(e.vars);
                    acc.redirects.push(Redirect {
                        write,
                        target: e.text,
                        dynamic: e.dynamic,
                    });
                }
                ast::IoFileRedirectTarget::ProcessSubstitution(_, s) => {
                    self.list(&s.list, depth + 1, Origin::Substitution)
                }
                ast::IoFileRedirectTarget::Fd(_) => {}
                ast::IoFileRedirectTarget::Duplicate(w) => {
                    let e = self.word(&w.value, depth);
                    let is_fd = e.text.chars().all(|c| c.is_ascii_digit() || c == '-');
                    if !is_fd {
                        acc.redirects.push(Redirect {
                            write: true,
                            target: e.text,
                            dynamic: e.dynamic,
                        });
                    }
                }
            },
            ast::IoRedirect::HereDocument(_, doc) => {
                if !doc.requires_expansion {
                    acc.stdin = Some(doc.doc.value.clone());
                } else if let Ok(ps) = word::parse_heredoc(&doc.doc.value, &opts()) {
                    let mut e = Expanded::default();
                    self.pieces(&ps, &doc.doc.value, depth, true, &mut e);
                    acc.vars.extend(e.vars);
                    acc.stdin = Some(e.text);
                } else {
                    self.fail("a here-document does not parse".to_owned());
                }
            }
            ast::IoRedirect::HereString(_, w) => {
                let e = self.word(&w.value, depth);
                acc.vars.extend(e.vars);
                acc.stdin = Some(e.text);
            }
            ast::IoRedirect::OutputAndError(w, _) => {
                let e = self.word(&w.value, depth);
                acc.vars.extend(e.vars);
                acc.redirects.push(Redirect {
                    write: true,
                    target: e.text,
                    dynamic: e.dynamic,
                });
            }
        }
    }

    fn simple(&mut self, s: &ast::SimpleCommand, depth: usize, origin: Origin) {
        let mut acc = Acc {
            stdin: self.pending_stdin.take(),
            ..Acc::default()
        };
        // The one command of a substitution that is an assignment's whole value, by its index.
        let mut feeding: Vec<(usize, String)> = Vec::new();
        for item in s.prefix.iter().flat_map(|p| p.0.iter()) {
            let start = self.out.len();
            self.item(item, depth, false, &mut acc);
            if let Some(var) = whole_substitution(item)
                && self.out.len() == start + 1
            {
                feeding.push((start, var));
            }
        }
        if let Some(w) = &s.word_or_name {
            let e = self.word(&w.value, depth);
            acc.word(e);
        }
        for item in s.suffix.iter().flat_map(|p| p.0.iter()) {
            self.item(item, depth, true, &mut acc);
        }
        let function = acc.argv.first().is_some_and(|p| self.functions.contains(p))
            && acc.dynamic.first() == Some(&false);
        if !acc.argv.is_empty() && !acc.dynamic.iter().any(|d| *d) {
            for (at, var) in feeding {
                if let Some(inner) = self.out.get_mut(at) {
                    inner.feeds = Some(crate::Feed {
                        var,
                        argv: acc.argv.clone(),
                    });
                }
            }
        }
        let cmd = Command {
            argv: acc.argv,
            dynamic: acc.dynamic,
            split_expansion: acc.split,
            assignments: acc.assignments,
            redirects: acc.redirects,
            vars: acc.vars,
            origin,
            cwd: self.cwd.clone(),
            stdin: acc.stdin,
            function,
            ..Command::default()
        };
        self.finish(cmd, depth);
    }

    fn item(
        &mut self,
        item: &ast::CommandPrefixOrSuffixItem,
        depth: usize,
        name_done: bool,
        acc: &mut Acc,
    ) {
        use ast::CommandPrefixOrSuffixItem as I;
        match item {
            I::IoRedirect(io) => self.redirect(io, depth, acc),
            I::Word(w) => {
                let e = self.word(&w.value, depth);
                acc.word(e);
            }
            I::AssignmentWord(a, w) => {
                match &a.value {
                    ast::AssignmentValue::Scalar(v) => {
                        let e = self.word(&v.value, depth);
                        acc.vars.extend(e.vars);
                    }
                    ast::AssignmentValue::Array(vs) => {
                        for (k, v) in vs {
                            if let Some(k) = k {
                                self.word(&k.value, depth);
                            }
                            let e = self.word(&v.value, depth);
                            acc.vars.extend(e.vars);
                        }
                    }
                }
                if name_done {
                    // `declare x=1`, `alias x=y` and the like: the assignment is an argument,
                    // with its quotes resolved.
                    let e = self.word(&w.value, depth);
                    acc.argv.push(e.text);
                    acc.dynamic.push(false);
                } else {
                    acc.assignments.push(w.value.clone());
                }
            }
            I::ProcessSubstitution(_, sub) => {
                self.list(&sub.list, depth + 1, Origin::Substitution);
                // The word is a pipe from a command judged on its own; its name is not hidden.
                acc.argv.push(PROCESS_SUBSTITUTION.to_owned());
                acc.dynamic.push(false);
            }
        }
    }

    fn push(&mut self, mut c: Command) {
        if c.text.is_empty() {
            c.text = label(&c.argv);
        }
        c.background = self.background;
        c.in_pipeline = self.in_pipeline;
        c.unbounded_loop = self.unbounded_loops > 0;
        c.endless_loop = self.endless_loops > 0;
        c.loop_count = (!self.loop_counts.is_empty()).then(|| {
            self.loop_counts
                .iter()
                .fold(1u64, |n, k| n.saturating_mul(*k))
        });
        c.in_functions.clone_from(&self.in_functions);
        self.out.push(c);
    }

    /// Looks through wrappers, re-parses scripts given to shells, tracks `cd`, and records.
    fn finish(&mut self, mut c: Command, depth: usize) {
        // The label keeps the wrappers as written: the human sees `sudo rm x`, not `rm x`.
        if c.text.is_empty() {
            c.text = label(&c.argv);
        }
        for _ in 0..16 {
            if !self.unwrap_once(&mut c) {
                break;
            }
        }
        if c.dynamic.first().copied().unwrap_or(true) || c.function {
            self.push(c);
            return;
        }
        other_host_as_ssh(&mut c);
        let prog = c.argv.first().map(|p| program_name(p)).unwrap_or_default();
        let start = self.out.len();
        if (SHELLS.contains(&prog) || prog == "eval" || prog == "su") && self.shell(&c, depth) {
            // A script run by `xargs sh -c` or `find -exec sh -c` gets the same unseen words,
            // and one run under wrappers (`sudo bash -c`, `srun -p urgent bash -c`) runs each
            // command under them: their checks apply to every command of the script.
            for inner in self.out.get_mut(start..).unwrap_or_default() {
                if inner.spawn == Spawn::None {
                    inner.spawn = c.spawn.clone();
                }
                inner.wrappers.splice(0..0, c.wrappers.iter().cloned());
                inner
                    .wrapper_args
                    .splice(0..0, c.wrapper_args.iter().cloned());
            }
            return;
        }
        self.emulators_exec(&c, depth);
        match prog {
            "find" => self.find_exec(&c, depth),
            "hyperfine" => self.benchmark_commands(&c, depth),
            "cd" => self.cd(&c),
            "pushd" => self.pushd(&c),
            "popd" => self.popd(&c),
            "git" => {
                self.git_alias(&c, depth);
                self.runner(&c, depth);
            }
            "alias" => self.alias(&c, depth),
            "ssh" => self.ssh(&c, depth),
            "npx" | "npm" => {
                self.npx_call(&c, depth);
                self.watcher_exec(&c, depth);
                self.package_runner_exec(&c, depth);
            }
            "nodemon" | "bunx" | "pnpx" | "yarn" | "bun" => {
                self.watcher_exec(&c, depth);
                self.runner(&c, depth);
                self.package_runner_exec(&c, depth);
            }
            "pm2" => self.pm2_start(&c, depth),
            "vagrant" | "multipass" => self.vm_exec(&c, depth),
            "pnpm" => {
                self.npx_call(&c, depth);
                self.watcher_exec(&c, depth);
                self.runner(&c, depth);
                self.package_runner_exec(&c, depth);
            }
            _ => {
                self.script_option_exec(&c, depth);
                self.runner(&c, depth);
            }
        }
        self.push(c);
    }

    /// Removes one wrapper from the front of `c`; returns whether it did.
    fn unwrap_once(&mut self, c: &mut Command) -> bool {
        let Some(prog) = c.argv.first() else {
            return false;
        };
        if c.dynamic.first().copied().unwrap_or(true) {
            return false;
        }
        let name = program_name(prog).to_owned();
        let skip = match name.as_str() {
            "command" if c.argv.iter().skip(1).any(|a| a == "-v" || a == "-V") => None,
            "command" => opt_skip(&c.argv, &[], 0),
            "env" => env_skip(c),
            "watch" => return watch_script(c),
            "watchexec" | "entr" => return watcher_script(c, &name),
            // Tracing another process (`-p PID`) or running as another user (`-u`) is judged
            // as the tracer, not unwrapped.
            "strace" | "ltrace"
                if c.argv.iter().any(|a| {
                    a.starts_with("-p")
                        || a.starts_with("--attach")
                        || a.starts_with("-u")
                        || a.starts_with("--user")
                }) =>
            {
                None
            }
            "strace" | "ltrace" => opt_skip(
                &c.argv,
                &[
                    "-o", "-e", "-s", "-u", "-E", "-a", "-b", "-I", "-O", "-P", "-S", "-X", "-n",
                    "-A",
                ],
                0,
            ),
            // `setarch ARCH [FLAGS] CMD`: the architecture comes before its flags.
            "setarch" | "linux32" | "linux64" => {
                let from = usize::from(name == "setarch");
                opt_skip(c.argv.get(from..).unwrap_or_default(), &[], 0)
                    .map(|n| n + from)
                    .filter(|_| from == 0 || c.argv.len() > 2)
            }
            // An option of theirs no table knows, before a bare word, may take that word as
            // its value (`srun --tmp 1G python …`): the command it runs is not known.
            "srun" | "salloc" if crate::hpc::unknown_option_before_word(&c.argv) => None,
            _ => WRAPPERS
                .iter()
                .find(|(w, _, _)| *w == name)
                .and_then(|(_, with_value, extra)| opt_skip(&c.argv, with_value, *extra)),
        };
        let Some(n) = skip.filter(|n| *n < c.argv.len()) else {
            return false;
        };
        if name == "xargs" {
            c.origin = Origin::Spawned;
            c.spawn = Spawn::Xargs;
        }
        c.wrappers.push(name);
        c.wrapper_args.extend(c.argv.drain(..n).skip(1));
        c.dynamic.drain(..n.min(c.dynamic.len()));
        true
    }

    /// A shell, `su` or `eval` with a script: analyses the script; returns whether it did.
    fn shell(&mut self, c: &Command, depth: usize) -> bool {
        let prog = c.argv.first().map(|p| program_name(p)).unwrap_or_default();
        if prog == "eval" {
            if c.dynamic.iter().skip(1).any(|d| *d) {
                return false;
            }
            let src = c.argv.get(1..).unwrap_or(&[]).join(" ");
            self.nested(&src, depth, Origin::Eval);
            return true;
        }
        let mut i = 1;
        let mut inline = false;
        while let Some(a) = c.argv.get(i) {
            if a == "--" {
                i += 1;
                break;
            }
            if !(a.starts_with('-') || a.starts_with('+')) || a == "-" {
                break;
            }
            if (!a.starts_with("--") && a.contains('c')) || a == "--command" {
                inline = true;
            }
            let takes_value = matches!(a.as_str(), "-o" | "+o" | "-O" | "+O" | "--rcfile");
            i += if takes_value { 2 } else { 1 };
        }
        if prog == "su" {
            // `su -c CMD [user]`: the script is the value of `-c`. `su` itself stays a command,
            // judged for the privilege it raises.
            let at = c.argv.iter().position(|a| a == "-c" || a == "--command");
            if let Some(p) = at.map(|p| p + 1)
                && let (Some(src), Some(false)) = (c.argv.get(p), c.dynamic.get(p))
            {
                self.nested(&src.clone(), depth, Origin::ShellScript);
            }
            return false;
        }
        if inline {
            return match c.argv.get(i) {
                Some(src) if !c.dynamic.get(i).copied().unwrap_or(true) => {
                    self.nested(&src.clone(), depth, Origin::ShellScript);
                    true
                }
                _ => false,
            };
        }
        match (&c.stdin, i >= c.argv.len()) {
            (Some(body), true) => {
                self.nested(&body.clone(), depth, Origin::ShellScript);
                true
            }
            _ => false,
        }
    }

    /// `hyperfine 'CMD' …`: each command it benchmarks, and those it prepares and cleans up
    /// with, is a shell script it runs (with `sh -c`), judged as one.
    fn benchmark_commands(&mut self, c: &Command, depth: usize) {
        const SCRIPTS: &[&str] = &[
            "-p",
            "--prepare",
            "-s",
            "--setup",
            "-c",
            "--cleanup",
            "--conclude",
        ];
        const VALUES: &[&str] = &[
            "-w",
            "--warmup",
            "-m",
            "--min-runs",
            "-M",
            "--max-runs",
            "-r",
            "--runs",
            "-S",
            "--shell",
            "-u",
            "--time-unit",
            "--export-json",
            "--export-csv",
            "--export-markdown",
            "--export-asciidoc",
            "--export-orgmode",
            "--style",
            "--output",
            "-n",
            "--command-name",
            "-P",
            "--parameter-scan",
            "-D",
            "--parameter-step-size",
            "-L",
            "--parameter-list",
            "--sort",
        ];
        let mut i = 1;
        while let Some(a) = c.argv.get(i) {
            let dynamic = c.dynamic.get(i).copied().unwrap_or(true);
            let script = if SCRIPTS.contains(&a.as_str()) {
                i += 1;
                c.argv
                    .get(i)
                    .filter(|_| !c.dynamic.get(i).copied().unwrap_or(true))
            } else if let Some(v) = SCRIPTS
                .iter()
                .find_map(|o| a.strip_prefix(o).and_then(|r| r.strip_prefix('=')))
            {
                (!dynamic).then_some(v).map(|_| a)
            } else if VALUES.contains(&a.as_str()) {
                i += 2;
                continue;
            } else if a.starts_with('-') {
                i += 1;
                continue;
            } else {
                (!dynamic).then_some(a)
            };
            if let Some(src) = script {
                let src = src
                    .split_once('=')
                    .filter(|(o, _)| o.starts_with("--"))
                    .map_or(src.as_str(), |(_, v)| v)
                    .to_owned();
                self.nested(&src, depth, Origin::ShellScript);
            }
            i += 1;
        }
    }

    /// `find -exec CMD ;`: the command find runs, on the paths it finds under its roots.
    fn find_exec(&mut self, c: &Command, depth: usize) {
        let roots: Vec<String> = c
            .argv
            .iter()
            .skip(1)
            .take_while(|a| !a.starts_with('-') && *a != "(" && *a != "!")
            .cloned()
            .collect();
        let mut i = 0;
        while let Some(a) = c.argv.get(i) {
            if matches!(a.as_str(), "-exec" | "-execdir" | "-ok" | "-okdir") {
                let start = i + 1;
                let mut end = start;
                while c.argv.get(end).is_some_and(|w| w != ";" && w != "+") {
                    end += 1;
                }
                let inner = Command {
                    argv: c.argv.get(start..end).unwrap_or_default().to_vec(),
                    dynamic: c.dynamic.get(start..end).unwrap_or_default().to_vec(),
                    split_expansion: c.split_expansion,
                    wrappers: vec!["find".to_owned()],
                    origin: Origin::Spawned,
                    spawn: Spawn::Find(roots.clone()),
                    find_args: c.argv.get(1..).unwrap_or_default().to_vec(),
                    cwd: c.cwd.clone(),
                    ..Command::default()
                };
                self.finish(inner, depth + 1);
                i = end;
            }
            i += 1;
        }
    }

    /// `git -c alias.NAME=VALUE NAME …` runs VALUE: a shell command when it starts with `!`,
    /// else git with those words. `git config alias.NAME '!…'` defines such a command.
    fn git_alias(&mut self, c: &Command, depth: usize) {
        let words = c.key_words();
        let sub = words.get(1).copied().unwrap_or_default();
        if sub == "config" {
            let key = words.iter().skip(2).find(|w| !w.starts_with('-'));
            let value = key.and_then(|k| words.iter().skip_while(|w| *w != k).nth(1));
            if let (Some(k), Some(v)) = (key, value)
                && k.starts_with("alias.")
                && let Some(script) = v.strip_prefix('!')
            {
                self.nested(script, depth, Origin::ShellScript);
            }
            return;
        }
        let mut alias = None;
        let mut it = c.argv.iter().skip(1);
        while let Some(a) = it.next() {
            let setting = match a.as_str() {
                "-c" => it.next().map(String::as_str),
                "-C" | "--git-dir" | "--work-tree" | "--namespace" | "--exec-path"
                | "--super-prefix" | "--config-env" => {
                    it.next();
                    continue;
                }
                _ if a.starts_with("-c") => a.get(2..),
                _ if a.starts_with('-') => continue,
                _ => break,
            };
            if let Some((k, v)) = setting.and_then(|s| s.split_once('='))
                && k.strip_prefix("alias.") == Some(sub)
            {
                alias = Some(v.to_owned());
            }
        }
        let Some(value) = alias else {
            return;
        };
        let rest: Vec<String> = words.iter().skip(2).map(|w| (*w).to_owned()).collect();
        let script = match value.strip_prefix('!') {
            Some(shell) => format!("{shell} {}", label(&rest)),
            None => format!("git {value} {}", label(&rest)),
        };
        self.nested(&script, depth, Origin::Spawned);
    }

    /// `alias NAME=VALUE`: the value is a command line the shell may run later.
    fn alias(&mut self, c: &Command, depth: usize) {
        for (a, d) in c.argv.iter().zip(&c.dynamic).skip(1) {
            if let Some((_, value)) = a.split_once('=')
                && !*d
            {
                self.nested(value, depth, Origin::ShellScript);
            }
        }
    }

    /// `ssh HOST CMD…`: the remote shell runs the words joined by spaces.
    fn ssh(&mut self, c: &Command, depth: usize) {
        // ssh reads options after the destination too (`ssh host -p 2222 uptime`).
        let Some(at) = crate::remote::ssh_command_at(c.argv.get(1..).unwrap_or_default()) else {
            return;
        };
        let remote = c.argv.get(at + 1..).unwrap_or_default();
        if !remote.is_empty() && !c.dynamic.get(at + 1..).unwrap_or_default().contains(&true) {
            let start = self.out.len();
            self.nested(&remote.join(" "), depth, Origin::Spawned);
            let run = crate::remote::ssh_run(c);
            for inner in self.out.get_mut(start..).unwrap_or_default() {
                inner.remote.clone_from(&run);
            }
        }
    }

    /// A tool's shell given a script by an option ([`SCRIPT_OPTION_RUNNERS`]: `kas shell F -c
    /// CMD`, `nix-shell --run CMD`): the script judged as one, its commands under the tool.
    fn script_option_exec(&mut self, c: &Command, depth: usize) {
        let Some((runner, script)) = script_option(c) else {
            return;
        };
        let start = self.out.len();
        self.nested(&script, depth, Origin::Spawned);
        for inner in self.out.get_mut(start..).unwrap_or_default() {
            inner.wrappers.insert(0, runner.clone());
        }
    }

    /// `vagrant ssh -c CMD`, `multipass exec NAME -- CMD`: a command line run inside a local
    /// virtual machine, judged as a script whose commands carry the runner as their wrapper.
    fn vm_exec(&mut self, c: &Command, depth: usize) {
        let Some((runner, script)) = crate::localops::vm_command(&c.argv) else {
            return;
        };
        let start = self.out.len();
        self.nested(&script, depth, Origin::Spawned);
        for inner in self.out.get_mut(start..).unwrap_or_default() {
            inner.wrappers.insert(0, runner.to_owned());
        }
    }

    /// `npx -c CMD`, `npm exec -c CMD`, `pnpm exec -c CMD`: a command line to run.
    /// A runner of the `RUNNERS` table run by a node package runner (`npx wp-env run cli wp
    /// plugin list`): the command it runs in its container is judged as well, as when the
    /// runner is run by its name.
    fn package_runner_exec(&mut self, c: &Command, depth: usize) {
        let name = c.argv.first().map(|p| program_name(p)).unwrap_or_default();
        let args = c.argv.get(1..).unwrap_or_default();
        let Some(run) = crate::runners::node_package_run(name, args) else {
            return;
        };
        let mut argv = vec![run.program];
        argv.extend(c.argv.get(run.at + 1..).unwrap_or_default().iter().cloned());
        let mut dynamic = vec![false];
        dynamic.extend(c.dynamic.get(run.at + 1..).unwrap_or_default());
        let package = Command {
            argv,
            dynamic,
            ..c.clone()
        };
        if let Some(inner) = runner_inner(&package) {
            self.finish(inner, depth + 1);
        }
    }

    /// `npx -c CMD`, `npm exec --call CMD`, `pnpm -c exec CMD`: the runner's own option, before
    /// the package it runs (`npx detox test -c android.emu.debug` gives `-c` to detox).
    fn npx_call(&mut self, c: &Command, depth: usize) {
        let mut at = None;
        let mut subcommand = true;
        let mut i = 1;
        while let Some(a) = c.argv.get(i) {
            if a == "-c" || a == "--call" {
                at = Some(i);
                break;
            }
            if a == "--" {
                break;
            }
            if !a.starts_with('-') {
                if !(subcommand && matches!(a.as_str(), "exec" | "x" | "dlx")) {
                    break;
                }
                subcommand = false;
            }
            i += if matches!(a.as_str(), "-p" | "--package") {
                2
            } else {
                1
            };
        }
        if let Some(p) = at
            && let (Some(src), Some(false)) = (c.argv.get(p + 1), c.dynamic.get(p + 1))
        {
            self.nested(&src.clone(), depth, Origin::ShellScript);
        }
    }

    /// `firebase emulators:exec CMD` (directly or through a package runner): the command line
    /// it runs beside the emulators, judged as a script. Every word that is no option or an
    /// option's value is taken for it (an unseen one is judged as the expansion it is), so a
    /// word misread as the command only adds a judgement.
    fn emulators_exec(&mut self, c: &Command, depth: usize) {
        const VALUES: &[&str] = &["--only", "--project", "-P", "--import", "--config", "-c"];
        let Some(at) = c.argv.iter().position(|a| a == "emulators:exec") else {
            return;
        };
        if !c
            .argv
            .iter()
            .take(at)
            .any(|a| program_name(a).split('@').next() == Some("firebase"))
        {
            return;
        }
        let mut words = c.argv.iter().skip(at + 1);
        while let Some(a) = words.next() {
            if a == "--" {
                continue;
            }
            if VALUES.contains(&a.as_str()) {
                words.next();
            } else if !a.starts_with('-') {
                self.nested(&a.clone(), depth, Origin::ShellScript);
            }
        }
    }

    /// `nodemon --exec CMD` (`-x CMD`, directly or through a package runner): the command
    /// line it runs on every change, judged as a script.
    fn watcher_exec(&mut self, c: &Command, depth: usize) {
        let Some(at) = c
            .argv
            .iter()
            .position(|a| program_name(a).split('@').next() == Some("nodemon"))
        else {
            return;
        };
        let mut i = at + 1;
        while let Some(a) = c.argv.get(i) {
            if a == "--" {
                break;
            }
            let value = if a == "-x" || a == "--exec" {
                i += 1;
                c.argv
                    .get(i)
                    .filter(|_| !c.dynamic.get(i).copied().unwrap_or(true))
            } else {
                a.strip_prefix("--exec=")
                    .filter(|_| !c.dynamic.get(i).copied().unwrap_or(true))
                    .map(|_| a)
            };
            if let Some(v) = value {
                let src = v.strip_prefix("--exec=").unwrap_or(v).to_owned();
                self.nested(&src, depth, Origin::ShellScript);
            }
            i += 1;
        }
    }

    /// `pm2 start PROGRAM [-- ARGS]` and `pm2 start "COMMAND LINE"`: a program started by
    /// name (not a script file of the project) runs with the words after `--`, a quoted
    /// command line as a script; either is judged on its own.
    fn pm2_start(&mut self, c: &Command, depth: usize) {
        const VALUES: &[&str] = &[
            "--name",
            "-n",
            "-i",
            "--instances",
            "--env",
            "--interpreter",
            "--interpreter-args",
            "--node-args",
            "--cwd",
            "-l",
            "--log",
            "-o",
            "--output",
            "-e",
            "--error",
            "--max-memory-restart",
            "--cron",
            "--cron-restart",
            "--namespace",
            "--log-date-format",
            "-p",
            "--pid",
            "--restart-delay",
            "--max-restarts",
            "--kill-timeout",
            "--listen-timeout",
            "--watch-delay",
            "--ignore-watch",
        ];
        let Some(start) = c.argv.iter().skip(1).position(|a| !a.starts_with('-')) else {
            return;
        };
        if c.argv.get(start + 1).is_none_or(|s| s != "start") {
            return;
        }
        let Some(at) =
            opt_skip(c.argv.get(start + 1..).unwrap_or_default(), VALUES, 0).map(|n| n + start + 1)
        else {
            return;
        };
        let Some(target) = c.argv.get(at) else {
            return;
        };
        if c.dynamic.get(at).copied().unwrap_or(true) {
            return;
        }
        if target.contains(char::is_whitespace) {
            self.nested(&target.clone(), depth, Origin::ShellScript);
            return;
        }
        if target.contains(['.', '/']) {
            return;
        }
        // The program's own words follow `--`; without one it runs with none.
        let from = c
            .argv
            .iter()
            .skip(at + 1)
            .position(|a| a == "--")
            .map_or(c.argv.len(), |p| p + at + 2);
        let mut argv = vec![target.clone()];
        argv.extend(c.argv.get(from..).unwrap_or_default().iter().cloned());
        let mut dynamic = vec![false];
        dynamic.extend(c.dynamic.get(from..).unwrap_or_default());
        let inner = Command {
            argv,
            dynamic,
            wrappers: vec!["pm2 start".to_owned()],
            split_expansion: c.split_expansion,
            origin: Origin::Spawned,
            cwd: c.cwd.clone(),
            ..Command::default()
        };
        self.finish(inner, depth + 1);
    }

    /// `docker exec C CMD…` and the like: the command the runner runs, judged on its own. A
    /// runner that hands its words to a shell ([`SCRIPT_RUNNERS`]) runs them as a script: each
    /// of its commands is judged (`ddev exec "curl … | php"` pipes a download to php).
    fn runner(&mut self, c: &Command, depth: usize) {
        if let Some(inner) = runner_inner(c) {
            let script_runner = inner
                .wrappers
                .first()
                .is_some_and(|w| SCRIPT_RUNNERS.contains(&w.as_str()));
            if script_runner && !inner.dynamic.iter().any(|d| *d) {
                self.nested(&inner.argv.join(" "), depth, Origin::ShellScript);
                return;
            }
            self.finish(inner, depth + 1);
        }
    }

    /// `pushd DIR` enters DIR as `cd` does and remembers the folder it left; any other
    /// spelling (no folder, `+N`, `-N`, `-n`) leaves the folder unknown.
    fn pushd(&mut self, c: &Command) {
        self.dir_stack.push(self.cwd.clone());
        let plain = c.argv.len() == 2 && c.argv.get(1).is_some_and(|a| !a.starts_with(['-', '+']));
        if plain {
            self.cd(c);
        } else {
            self.cwd = "$".to_owned();
        }
    }

    /// `popd` goes back to the folder the last `pushd` left; with an option, or with no
    /// `pushd` the walk saw, the folder is unknown.
    fn popd(&mut self, c: &Command) {
        self.cwd = match self.dir_stack.pop() {
            Some(dir) if c.argv.len() == 1 => dir,
            _ => "$".to_owned(),
        };
    }

    fn cd(&mut self, c: &Command) {
        let target = c.argv.iter().skip(1).find(|a| !a.starts_with('-'));
        let dynamic = c.dynamic.iter().skip(1).any(|d| *d);
        self.cwd = match target {
            None => "~".to_owned(),
            Some(_) if dynamic => "$".to_owned(),
            Some(t) if t.starts_with('/') || t.starts_with('~') => t.clone(),
            Some(t) if self.cwd.is_empty() => t.clone(),
            Some(t) => format!("{}/{t}", self.cwd),
        };
    }
}

/// The word that stands for a process substitution in argv.
pub(crate) const PROCESS_SUBSTITUTION: &str = "<(…)";

/// The parts of a simple command, gathered word by word.
#[derive(Default)]
struct Acc {
    argv: Vec<String>,
    dynamic: Vec<bool>,
    split: bool,
    assignments: Vec<String>,
    redirects: Vec<Redirect>,
    vars: Vec<String>,
    stdin: Option<String>,
}

impl Acc {
    fn word(&mut self, e: Expanded) {
        self.argv.push(e.text);
        self.dynamic.push(e.dynamic);
        self.split |= e.split;
        self.vars.extend(e.vars);
    }
}

/// What `echo` or `printf` with literal words prints, for the next stage of a pipeline.
fn printed_text(c: &Command) -> Option<String> {
    let prog = c.argv.first().map(|p| program_name(p))?;
    let literal = !c.dynamic.iter().any(|d| *d) && c.redirects.is_empty();
    let words: Vec<&str> = c.argv.iter().skip(1).map(String::as_str).collect();
    match prog {
        "echo" if literal => Some(
            words
                .iter()
                .skip_while(|w| matches!(**w, "-n" | "-e" | "-E"))
                .copied()
                .collect::<Vec<_>>()
                .join(" "),
        ),
        "printf" if literal => Some(words.join(" ")),
        _ => None,
    }
}

/// The variable a parameter expansion reads (`GITHUB_TOKEN` in `${GITHUB_TOKEN:-x}`); `!` for an
/// indirect expansion, whose variable is chosen at run time.
fn var_name(raw: &str) -> String {
    let body = raw.trim_start_matches('$').trim_start_matches('{');
    let (indirect, body) = match body.strip_prefix('!') {
        Some(rest) => (true, rest),
        None => (false, body.trim_start_matches('#')),
    };
    let name: String = body
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let names_only = body
        .get(name.len()..)
        .is_some_and(|r| r.starts_with(['*', '@']));
    // `$!` (`${!}`) names no variable: it is the process id of the last job started in the
    // background, which holds no secret.
    if indirect && !names_only && !name.is_empty() {
        "!".to_owned()
    } else {
        name
    }
}

/// `env`'s options and assignments; returns how many words to drop. `env -C DIR` changes the
/// directory the command runs in, and `env -S STRING` splits a command line of its own.
fn env_skip(c: &mut Command) -> Option<usize> {
    let mut i = 1;
    while let Some(a) = c.argv.get(i) {
        match a.as_str() {
            "--" => return Some(i + 1),
            "-u" | "--unset" => i += 2,
            "-C" | "--chdir" => {
                let dir = c.argv.get(i + 1).cloned().unwrap_or_default();
                c.cwd = join_dir(&c.cwd, &dir);
                i += 2;
            }
            "-S" | "--split-string" => {
                let rest = c.argv.get(i + 1).cloned().unwrap_or_default();
                let words: Vec<String> = rest.split_whitespace().map(str::to_owned).collect();
                let n = words.len();
                c.argv.splice(i..(i + 2).min(c.argv.len()), words);
                c.dynamic.splice(
                    i..(i + 2).min(c.dynamic.len()),
                    std::iter::repeat_n(false, n),
                );
                return Some(i);
            }
            _ if a.starts_with('-') => i += 1,
            _ if a.contains('=') && !a.starts_with('=') => {
                c.assignments.push(a.clone());
                i += 1;
            }
            _ => return Some(i),
        }
    }
    None
}

fn join_dir(cwd: &str, dir: &str) -> String {
    if dir.starts_with('/') || dir.starts_with('~') || cwd.is_empty() {
        dir.to_owned()
    } else {
        format!("{cwd}/{dir}")
    }
}

/// Skips a wrapper's options (those in `with_value` take the next word), then `extra` more
/// positional words (timeout's duration); returns the index of the wrapped program.
fn opt_skip(argv: &[String], with_value: &[&str], extra: usize) -> Option<usize> {
    let mut i = 1;
    while let Some(a) = argv.get(i) {
        if a == "--" {
            i += 1;
            break;
        }
        if !a.starts_with('-') || a == "-" {
            break;
        }
        if with_value.contains(&a.as_str()) {
            i += 1;
        }
        i += 1;
    }
    i += extra;
    if i < argv.len() { Some(i) } else { None }
}

/// Where a program's subcommand is: its first word that is no option; git's own options
/// before it take values (`git -C dir bisect run …`).
fn subcommand_at(prog: &str, argv: &[String]) -> Option<usize> {
    if prog == "git" {
        return opt_skip(argv, &["-C", "-c", "--git-dir", "--work-tree"], 0);
    }
    // pnpm's options before its subcommand that take a value (`pnpm --filter web exec …`).
    if prog == "pnpm" {
        return opt_skip(
            argv,
            &["-C", "--dir", "--filter", "-F", "--workspace-dir"],
            0,
        );
    }
    argv.iter()
        .skip(1)
        .position(|a| !a.starts_with('-'))
        .map(|s| s + 1)
}

/// `watch [options] COMMAND…` runs its words joined by spaces with `sh -c` (`watch -n 2
/// kubectl get pods`, `watch 'docker compose ps'`); with `-x` it runs them as they are. The
/// command is what is judged: `watch` becomes a wrapper of that shell or program.
fn watch_script(c: &mut Command) -> bool {
    let Some(n) = opt_skip(&c.argv, &["-n", "--interval", "-q", "--equexit"], 0) else {
        return false;
    };
    let exec = c
        .argv
        .get(1..n)
        .unwrap_or_default()
        .iter()
        .any(|a| a == "-x" || a == "--exec");
    let words = c.argv.split_off(n);
    let dynamic = c.dynamic.get(n..).unwrap_or_default().iter().any(|d| *d);
    c.wrappers.push("watch".to_owned());
    c.wrapper_args.extend(c.argv.drain(1..));
    if exec {
        c.dynamic = c.dynamic.split_off(n.min(c.dynamic.len()));
        c.argv = words;
    } else {
        c.argv = vec!["sh".to_owned(), "-c".to_owned(), words.join(" ")];
        c.dynamic = vec![false, false, dynamic];
    }
    true
}

/// `watchexec [options] COMMAND…` runs its words joined by spaces with a shell (`sh` unless
/// `--shell` names another), unless `-n` or `--shell=none` asks it to run them as they are;
/// `entr -s 'COMMAND'` runs its word with the user's shell, plain `entr` runs its words as they
/// are. A command run through a shell is judged as that shell's script is, as `sh -c`'s script:
/// `watchexec "rm -rf ~"` is `rm -rf ~` watched, never a program named by the whole string.
fn watcher_script(c: &mut Command, name: &str) -> bool {
    let with_value: Vec<&str> = WRAPPERS
        .iter()
        .find(|(w, _, _)| *w == name)
        .map(|(_, v, _)| v.to_vec())
        .unwrap_or_default()
        .into_iter()
        .chain(
            if name == "watchexec" {
                &["--shell", "-E", "--env"][..]
            } else {
                &[][..]
            }
            .iter()
            .copied(),
        )
        .collect();
    let Some(n) = opt_skip(&c.argv, &with_value, 0) else {
        return false;
    };
    let options = c.argv.get(1..n).unwrap_or_default();
    let through_shell = if name == "entr" {
        options
            .iter()
            .any(|a| !a.starts_with("--") && a.starts_with('-') && a.contains('s'))
    } else {
        let mut shell = true;
        let mut it = options.iter();
        while let Some(a) = it.next() {
            let value = match a.as_str() {
                "-n" | "--no-shell" => {
                    shell = false;
                    continue;
                }
                "--shell" => it.next().map(String::as_str),
                _ => a.strip_prefix("--shell="),
            };
            if let Some(v) = value {
                shell = v != "none";
            }
        }
        shell
    };
    let words = c.argv.split_off(n);
    let dynamic = c.dynamic.get(n..).unwrap_or_default().iter().any(|d| *d);
    c.wrappers.push(name.to_owned());
    c.wrapper_args.extend(c.argv.drain(1..));
    if through_shell {
        c.argv = vec!["sh".to_owned(), "-c".to_owned(), words.join(" ")];
        c.dynamic = vec![false, false, dynamic];
    } else {
        c.dynamic = c.dynamic.split_off(n.min(c.dynamic.len()));
        c.argv = words;
    }
    true
}

/// A readable label for argv: words joined, quoted when they hold spaces or are empty.
pub(crate) fn label(argv: &[String]) -> String {
    let mut s = String::new();
    for (i, a) in argv.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        let plain = !a.is_empty()
            && !a
                .chars()
                .any(|c| c.is_whitespace() || "'\"|&;<>()".contains(c))
            || a == PROCESS_SUBSTITUTION;
        if plain {
            s.push_str(a);
        } else {
            s.push('\'');
            s.push_str(&a.replace('\'', "'\\''"));
            s.push('\'');
        }
    }
    s
}

/// `hatch run ENV:CMD` runs CMD in the environment ENV: CMD is what runs.
fn hatch_env_command(argv: &mut [String]) {
    if let Some(first) = argv.first_mut()
        && let Some((env, cmd)) = first.split_once(':')
        && !env.is_empty()
        && !cmd.is_empty()
        && env
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.'))
    {
        *first = cmd.to_owned();
    }
}

/// Readers whose words from `xargs` are only the files they read.
const XARGS_READERS: &[&str] = &[
    "cat",
    "head",
    "tail",
    "sed",
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "wc",
    "file",
    "stat",
    "ls",
    "du",
    "md5sum",
    "sha1sum",
    "sha256sum",
    "diff",
    "less",
    "more",
    "nl",
    "bat",
];

/// A stage that only passes some of its input lines on, unchanged: `head`, `tail`, `sort`,
/// `uniq`, `tac`, and a `grep` of standard input that prints whole lines.
fn line_filter(c: &Command) -> bool {
    let name = c.argv.first().map(|p| program_name(p)).unwrap_or_default();
    let opts = || c.argv.iter().skip(1).filter(|a| a.starts_with('-'));
    let operands = c
        .argv
        .iter()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .count();
    c.redirects.is_empty()
        && c.wrappers.is_empty()
        && !c.dynamic.iter().any(|d| *d)
        && match name {
            // A count given apart (`head -n 1`) is no file.
            "head" | "tail" => c
                .argv
                .iter()
                .skip(1)
                .zip(c.argv.iter())
                .all(|(a, before)| a.starts_with('-') || matches!(before.as_str(), "-n" | "-c")),
            "tac" => operands == 0,
            "sort" => {
                operands == 0 && !opts().any(|a| a.starts_with("-o") || a.starts_with("--output"))
            }
            "uniq" => operands == 0,
            "grep" | "egrep" | "fgrep" => {
                operands == 1
                    && opts().all(|a| {
                        !a.starts_with("--") && a.chars().skip(1).all(|ch| "vinEFwxc".contains(ch))
                    })
            }
            _ => false,
        }
}

/// The reader `c` (run by `xargs`) as judged with the names `source` lists in place of its
/// unseen words; `None` when the source is no plain listing of the workspace, or the reader
/// or `xargs`'s options are not plain.
fn xargs_reader(c: &Command, source: &Command) -> Option<Command> {
    let reader = c.argv.first().map(|p| program_name(p))?;
    if !XARGS_READERS.contains(&reader) || c.dynamic.iter().any(|d| *d) {
        return None;
    }
    let replace = xargs_replacement(&c.wrapper_args)?;
    if source.redirects.iter().any(|r| r.write)
        || source.dynamic.iter().any(|d| *d)
        || !source.wrappers.is_empty()
        || source.spawn != Spawn::None
    {
        return None;
    }
    let name = source.argv.first().map(|p| program_name(p))?;
    let args = source.argv.get(1..).unwrap_or_default();
    match name {
        "ls" => from_ls(c, args, replace.as_deref()),
        "find" => from_find(c, args, replace.as_deref()),
        "git" => from_git(c, args, replace.as_deref()),
        _ => None,
    }
}

/// xargs's replacement string (`-I{}`, `-i`, `--replace=R`), if any: `Some(None)` when there
/// is none; `None` when an option is not one that only shapes the batches (`-a FILE` reads
/// the words from a file).
fn xargs_replacement(options: &[String]) -> Option<Option<String>> {
    let mut replace = None;
    let mut it = options.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-I" => replace = Some(it.next()?.clone()),
            "-i" => replace = Some("{}".to_owned()),
            "-0" | "--null" | "-r" | "--no-run-if-empty" | "-t" | "--verbose" | "-x" => {}
            "-n" | "-L" | "-s" | "-d" | "-P" | "--max-procs" | "--max-args" => {
                it.next()?;
            }
            _ if a.starts_with("-I") => replace = Some(a.get(2..)?.to_owned()),
            _ if a.starts_with("--replace=") => replace = Some(a.get(10..)?.to_owned()),
            _ if [
                "-n",
                "-L",
                "-s",
                "-P",
                "-d",
                "--max-procs=",
                "--max-args=",
                "--delimiter=",
            ]
            .iter()
            .any(|o| a.starts_with(o)) => {}
            _ => return None,
        }
    }
    Some(replace)
}

/// `ls DIRS | … | xargs READER`: the bare names of the directories' entries, which `*` names
/// where the reader puts them, and the operands themselves (a file operand prints as given).
/// Hidden entries (`-a`, `-A`), subdirectories (`-R`) and long listings (`-l`: a link's target
/// may be any path) are not bare names of entries.
fn from_ls(c: &Command, args: &[String], replace: Option<&str>) -> Option<Command> {
    let plain = |a: &String| {
        a.strip_prefix("--sort=").is_some()
            || a == "--color=never"
            || a.strip_prefix('-').is_some_and(|f| {
                !f.is_empty() && !f.starts_with('-') && f.chars().all(|ch| "t1rSXvUcu".contains(ch))
            })
    };
    let (options, operands): (Vec<&String>, Vec<&String>) =
        args.iter().partition(|a| a.starts_with('-'));
    if !options.into_iter().all(plain) {
        return None;
    }
    let mut names = vec!["*".to_owned()];
    names.extend(operands.into_iter().cloned());
    let argv = match replace {
        Some(r) => {
            let at = c.argv.iter().position(|w| w.contains(r))?;
            let template = c.argv.get(at)?;
            let mut argv: Vec<String> = c.argv.get(..at)?.to_vec();
            argv.extend(names.iter().map(|n| template.replace(r, n)));
            argv.extend(c.argv.get(at + 1..).unwrap_or_default().iter().cloned());
            argv
        }
        None => c.argv.iter().cloned().chain(names).collect(),
    };
    let mut out = c.clone();
    out.dynamic = vec![false; argv.len()];
    out.argv = argv;
    out.spawn = Spawn::None;
    Some(out)
}

/// `find ROOTS -name GLOB | … | xargs READER`: what `find ROOTS -name GLOB -exec READER {} +`
/// hands its reader. Names that select secrets (`-name '.env*'`) are not.
fn from_find(c: &Command, args: &[String], replace: Option<&str>) -> Option<Command> {
    let listed: Vec<String> = args
        .iter()
        .filter(|a| !matches!(a.as_str(), "-print0" | "-print"))
        .cloned()
        .collect();
    let (roots, names) = crate::runners::find_selection(&listed)?;
    if names.iter().any(|n| airlock_facts::glob_names_secrets(n))
        || listed
            .iter()
            .any(|a| matches!(a.as_str(), "-exec" | "-execdir" | "-delete"))
    {
        return None;
    }
    let roots = roots.into_iter().map(str::to_owned).collect();
    as_found(c, roots, listed, replace)
}

/// `git ls-files | … | xargs READER`, `git diff --name-only`: tracked files of the workspace,
/// what `find . -exec READER {} +` hands its reader. A pathspec that selects secrets (`git
/// ls-files .env`) is not.
fn from_git(c: &Command, args: &[String], replace: Option<&str>) -> Option<Command> {
    const LS_FILES: &[&str] = &["-c", "--cached", "-m", "--modified", "-z", "--full-name"];
    const DIFF: &[&str] = &[
        "--name-only",
        "--cached",
        "--staged",
        "-z",
        "--relative",
        "--diff-filter=d",
        "--diff-filter=AM",
        "--diff-filter=ACM",
        "--diff-filter=ACMR",
    ];
    let rest = args.get(1..).unwrap_or_default();
    let allowed = |list: &[&str]| {
        rest.iter()
            .all(|a| !a.starts_with('-') || list.contains(&a.as_str()))
    };
    let tracked = match args.first().map(String::as_str) {
        Some("ls-files") => allowed(LS_FILES),
        Some("diff") => rest.iter().any(|a| a == "--name-only") && allowed(DIFF),
        _ => false,
    };
    if !tracked
        || rest
            .iter()
            .any(|a| !a.starts_with('-') && airlock_facts::glob_names_secrets(a))
    {
        return None;
    }
    as_found(c, vec![".".to_owned()], vec![".".to_owned()], replace)
}

/// The reader as `find ROOTS … -exec` runs it: the replacement string as a whole word becomes
/// `{}`; built into a longer path, which may lie anywhere, it is not.
fn as_found(
    c: &Command,
    roots: Vec<String>,
    find_args: Vec<String>,
    replace: Option<&str>,
) -> Option<Command> {
    let mut out = c.clone();
    if let Some(r) = replace {
        if c.argv.iter().any(|w| w.contains(r) && w != r) {
            return None;
        }
        out.argv = c
            .argv
            .iter()
            .map(|w| if w == r { "{}".to_owned() } else { w.clone() })
            .collect();
    }
    out.spawn = Spawn::Find(roots);
    out.find_args = find_args;
    Some(out)
}

/// Where the command a runner runs starts in `rest` (the runner's subcommand and what follows):
/// after `--` for kubectl, mise and nix (or nix's `-c`), else after the runner's options and
/// positionals; `wp-env run CONTAINER --env-cwd=DIR CMD`'s option may follow the container.
fn inner_start(
    prog: &str,
    rest: &[String],
    with_value: &[&str],
    positionals: usize,
) -> Option<usize> {
    let mut start = match rest.iter().position(|a| a == "--") {
        Some(dd) if prog == "kubectl" || prog == "mise" || prog == "nix" => Some(dd + 1),
        _ if prog == "nix" => rest
            .iter()
            .position(|a| a == "-c" || a == "--command")
            .map(|p| p + 1),
        _ => opt_skip(rest, with_value, positionals),
    }?;
    while prog == "wp-env" && rest.get(start).is_some_and(|a| a.starts_with("--env-cwd")) {
        start += if rest.get(start).is_some_and(|a| a == "--env-cwd") {
            2
        } else {
            1
        };
    }
    Some(start)
}

/// The runner a compose front end stands for and where its subcommand is: `docker compose exec
/// SERVICE CMD` runs CMD as `docker-compose exec` does (the subcommand is the word after
/// `compose` and its options); Warden's and den's `env` hand their words to docker compose on
/// the project's environment (`warden env exec -T php-fpm composer …`).
fn compose_subcommand(
    prog: &str,
    sub_word: &str,
    argv: &[String],
    sub_at: usize,
) -> Option<(&'static str, usize)> {
    match (prog, sub_word) {
        ("docker" | "podman", "compose") => {
            let from_compose = argv.get(sub_at..).unwrap_or_default();
            let at = opt_skip(from_compose, COMPOSE_VALUE_OPTS, 0)?;
            Some(("docker-compose", sub_at + at))
        }
        // Sail hands the words it has no command of its own for to docker compose on the
        // project's compose file (`sail exec laravel.test composer …`).
        ("sail", "exec" | "run") => Some(("docker-compose", sub_at)),
        ("warden", "env") => Some(("warden env", sub_at + 1)),
        ("den", "env") => Some(("den env", sub_at + 1)),
        _ => None,
    }
}

/// The command a runner runs (`docker exec C CMD…`, `docker compose exec SERVICE CMD`, `yarn
/// prisma …`), with the runner as its wrapper: judged on its own, and read by the rules that
/// judge the runner by what it runs.
pub(crate) fn runner_inner(c: &Command) -> Option<Command> {
    let first = c.argv.first().map(String::as_str).unwrap_or_default();
    // Laravel Sail's script run by a shell (`bash vendor/bin/sail composer …`) is Sail.
    if matches!(program_name(first), "bash" | "sh" | "zsh" | "dash")
        && c.argv.get(1).is_some_and(|w| crate::runners::sail_path(w))
    {
        let mut sail = c.clone();
        sail.argv = c.argv.get(1..).unwrap_or_default().to_vec();
        sail.dynamic = c.dynamic.get(1..).unwrap_or_default().to_vec();
        return runner_inner(&sail);
    }
    // Sail by its script's path in the project's dependencies (`./vendor/bin/sail`).
    let prog = if crate::runners::sail_path(first) {
        "sail"
    } else {
        program_name(first)
    };
    let sub_at = subcommand_at(prog, &c.argv)?;
    let mut sub_word = c.argv.get(sub_at).map(String::as_str).unwrap_or_default();
    let mut sub_at = sub_at;
    let mut prog = prog;
    if let Some((p, at)) = compose_subcommand(prog, sub_word, &c.argv, sub_at) {
        (prog, sub_at) = (p, at);
        sub_word = c.argv.get(sub_at).map(String::as_str).unwrap_or_default();
    }
    // A package manager running a tool of the project's dependencies (`yarn prisma …`):
    // the tool is judged as well, its dangerous rows first.
    if let Some((program, at)) =
        crate::runners::local_tool(prog, c.argv.get(sub_at..).unwrap_or_default())
    {
        let from = sub_at + at;
        let mut dynamic = vec![false; program.len()];
        dynamic.extend(c.dynamic.get(from..).unwrap_or_default());
        let mut argv = program;
        argv.extend(c.argv.get(from..).unwrap_or_default().iter().cloned());
        let inner = Command {
            argv,
            dynamic,
            wrappers: vec![format!("{prog} {sub_word}")],
            split_expansion: c.split_expansion,
            origin: Origin::Spawned,
            cwd: c.cwd.clone(),
            ..Command::default()
        };
        return Some(inner);
    }
    let (_, _, with_value, positionals) = RUNNERS
        .iter()
        .find(|(p, s, _, _)| *p == prog && *s == sub_word)?;
    let rest = c.argv.get(sub_at..).unwrap_or_default();
    if prog == "git" && rest.get(1).is_none_or(|w| w != "run") {
        return None;
    }
    let start = inner_start(prog, rest, with_value, *positionals)
        .map(|s| s + sub_at)
        .filter(|s| *s < c.argv.len())?;
    let mut argv = c.argv.get(start..).unwrap_or_default().to_vec();
    if prog == "hatch" {
        hatch_env_command(&mut argv);
    }
    // A compose runner's own words (`compose -f FILE exec -T db`) say which compose file and
    // daemon the command runs under: `services::in_container` reads them.
    let wrapper_args = if prog == "docker-compose" {
        c.argv.get(1..start).unwrap_or_default().to_vec()
    } else {
        Vec::new()
    };
    let inner = Command {
        argv,
        dynamic: c.dynamic.get(start..).unwrap_or_default().to_vec(),
        split_expansion: c.split_expansion,
        wrappers: vec![format!("{prog} {sub_word}")],
        wrapper_args,
        origin: Origin::Spawned,
        cwd: c.cwd.clone(),
        ..Command::default()
    };
    Some(inner)
}

/// The variable an assignment before a program sets to the whole output of one substitution
/// (`DATABASE_URL=$(cmd)`, `DATABASE_URL="$(cmd)"`, backquotes); none for any other item.
fn whole_substitution(item: &ast::CommandPrefixOrSuffixItem) -> Option<String> {
    let ast::CommandPrefixOrSuffixItem::AssignmentWord(a, _) = item else {
        return None;
    };
    let ast::AssignmentValue::Scalar(v) = &a.value else {
        return None;
    };
    let value = v.value.as_str();
    let value = value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .unwrap_or(value);
    let whole = (value.starts_with("$(") && value.ends_with(')') && !value.starts_with("$(("))
        || (value.starts_with('`') && value.ends_with('`') && value.len() > 1);
    let ast::AssignmentName::VariableName(name) = &a.name else {
        return None;
    };
    (whole && !a.append).then(|| name.clone())
}

/// systemd's tools that run on another machine when given `-H HOST` (`--host`: over ssh) or
/// `-M NAME` (`--machine`: a container of this machine, `user@container`).
const SYSTEMD_CTLS: &[&str] = &[
    "systemctl",
    "journalctl",
    "loginctl",
    "machinectl",
    "hostnamectl",
    "timedatectl",
    "localectl",
    "busctl",
    "systemd-analyze",
    "systemd-run",
    "homectl",
    "portablectl",
];

/// A systemd tool given another machine (`systemctl -H prod-db status nginx`, `--host=`,
/// `-M container`) is the remote command it runs there: the command is rewritten as `ssh HOST
/// TOOL ARGS...` (the option dropped) and judged as ssh to that host would be, its label kept
/// as written. A container's name is no private machine's, so it is judged as a remote alias.
fn other_host_as_ssh(c: &mut Command) {
    let prog = c.argv.first().map(|p| program_name(p)).unwrap_or_default();
    if !SYSTEMD_CTLS.contains(&prog) {
        return;
    }
    // The host's option: where it is, how many words it takes, and its value.
    let found = c
        .argv
        .iter()
        .enumerate()
        .skip(1)
        .take_while(|(_, a)| *a != "--")
        .find_map(|(i, a)| match a.as_str() {
            "-H" | "--host" | "-M" | "--machine" => {
                Some((c.argv.get(i + 1).cloned().unwrap_or_default(), i, 2))
            }
            _ => ["--host=", "--machine=", "-H", "-M"]
                .iter()
                .find_map(|p| a.strip_prefix(p))
                .filter(|v| !v.is_empty())
                .map(|v| (v.to_owned(), i, 1)),
        });
    let Some((host, i, width)) = found else {
        return;
    };
    let mut argv = vec!["ssh".to_owned(), host];
    let mut dynamic = vec![false, c.dynamic.get(i + width - 1).copied().unwrap_or(true)];
    for (j, (a, d)) in c.argv.iter().zip(&c.dynamic).enumerate() {
        if j < i || j >= i + width {
            argv.push(a.clone());
            dynamic.push(*d);
        }
    }
    c.argv = argv;
    c.dynamic = dynamic;
}
