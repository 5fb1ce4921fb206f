//! Shell script analysis: every simple command a script would run, with wrappers looked through,
//! and built-in command knowledge. Pure: no I/O.
//!
//! [`analyze`] parses a script into the [`Command`]s it would run; [`classify`] judges one
//! command against the built-in knowledge tables and returns a [`Verdict`].
//!
//! Parsing is brush-parser's alone: one parser on the trust path (a second, faster one for the
//! common subset saved under 5 % on every path a call takes; `bench/parser/README.md`).

#![deny(missing_docs)]

mod activate;
mod apple;
mod appstacks;
mod chains;
mod cloudclis;
mod datatools;
mod devclis;
mod devtools;
mod ecosystems;
mod embedded;
mod frameworks;
mod homecaches;
mod hosteddb;
mod hpc;
mod jsframeworks;
mod knowledge;
mod langtools;
mod localops;
mod localstacks;
mod migrations;
mod opstools;
mod outward;
mod paasclis;
mod recall;
mod remote;
mod runners;
mod secretstores;
mod services;
mod servicetools;
mod stacktools;
mod targets;
mod toolchains;
mod tunnels;
mod untrusted;
mod walk;

pub use devtools::{opens_as_sql, sql_only_reads, without_local_password};
pub use knowledge::classify;
pub use localops::runs_in_vm;
pub use tunnels::{Tunnel, tunnels};
pub use untrusted::lets_install_scripts_run;

/// The session family of a shell command that reads a public web page (`curl -s
/// https://docs.example.com/x`): a caller keys it as its own web fetch tool's, since a human's
/// yes means the same, "read the web".
pub const WEB_READ_FAMILY: &str = "web read";

/// The session family of a shell command that only writes its output into an ordinary file of
/// the workspace (`cargo metadata > deps.json`): a caller keys it as its own file tools' writes
/// in the workspace, since a human's yes means the same, "write files in the workspace".
pub const WORKSPACE_WRITE_FAMILY: &str = "workspace write";

/// The project's session family (`cargo test`, `npm ci`, `make`): see the toolchains' table.
pub const PROJECT_FAMILY: &str = toolchains::PROJECT_FAMILY;

/// The family of new dependencies from the public registries (`npm i x`, `uv add x`). When a
/// project's package manager adds them ([`adds_to_the_project`]), a caller keys it as
/// [`PROJECT_FAMILY`]'s, since a human's yes means the same, "work on this project": a yes to
/// the project's builds and tests already runs any code the agent writes into the project, and
/// its lockfile install (`npm ci`) already runs the registries' install scripts, so a new
/// package of the same registries opens nothing the first yes did not. The verdict keeps its
/// own family, so each row's exceptions (another index, a global or user install, a package
/// from a URL, a git repository, a path or an archive) still ask under their own words, and
/// what installs a toolchain, a model or an environment outside the project (`sdk install
/// java`, `huggingface-cli download`) keeps this family's own key.
pub const ADD_DEPENDENCY_FAMILY: &str = toolchains::ADD_DEPENDENCY_FAMILY;

/// Whether `program` (a command's first word) is a package manager whose new dependencies land
/// in the project's manifest and lock: see [`ADD_DEPENDENCY_FAMILY`].
pub fn adds_to_the_project(program: &str) -> bool {
    let name = program_name(program);
    let name = name.rsplit('/').next().unwrap_or(name);
    toolchains::PROJECT_PACKAGE_MANAGERS.contains(&name)
}

/// Scripts longer than this (bytes) are not analysed.
pub const MAX_SCRIPT_BYTES: usize = 64 * 1024;
/// How deep `bash -c`, `eval` and substitutions may nest before analysis gives up.
pub const MAX_DEPTH: usize = 8;

/// What a script would run.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct Analysis {
    /// Every simple command, in script order, nested ones included.
    pub commands: Vec<Command>,
    /// Why the script could not be analysed (parse error, size or depth limit); such a script is
    /// always asked about.
    pub failure: Option<String>,
}

/// Where a command was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Origin {
    /// At the top level of the script (lists, pipelines, compound commands, functions).
    #[default]
    Script,
    /// Inside `$( )`, backticks or `<( )`.
    Substitution,
    /// In the script argument of `bash -c` and the like, or a here-document fed to a shell.
    ShellScript,
    /// In the arguments of `eval`.
    Eval,
    /// Run by another program: `find -exec`, `xargs`, `docker exec`, `ssh`, a git alias.
    Spawned,
}

/// Arguments a spawned command receives that the script does not show.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Spawn {
    /// None: every argument is in the script.
    #[default]
    None,
    /// `xargs` appends words read from standard input.
    Xargs,
    /// `find -exec` puts the paths it finds under these roots in place of `{}`.
    Find(Vec<String>),
}

/// Who the program is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Program {
    /// A bare name looked up on `PATH` (`ls`).
    Known(String),
    /// A name with a slash (`./ls`, `/tmp/x/cat`): never the known program of that name. A
    /// program in a system directory (`/bin/ls`, `/usr/bin/rm`) is the known program instead.
    Path(String),
    /// A name built by an expansion (`$c`, `$(which rm)`).
    Hidden,
    /// No program (a bare assignment or redirection).
    None,
}

/// A redirection of a simple command.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Redirect {
    /// Whether the target is written (`>`, `>>`, `<>`, `>|`, `&>`).
    pub write: bool,
    /// The target as far as it is known (`~/.bashrc`, `/dev/null`).
    pub target: String,
    /// Whether the target holds an expansion.
    pub dynamic: bool,
}

/// One simple command the script would run.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct Command {
    /// The command as written, for labels (`rm -rf build`).
    pub text: String,
    /// The words of the command after wrappers are looked through; the first is the program.
    pub argv: Vec<String>,
    /// For each word of `argv`, whether it holds an expansion (its value is not known).
    pub dynamic: Vec<bool>,
    /// Whether a word holds an expansion outside double quotes (`-H $(cmd)`, `X:$V`): the shell
    /// splits its value into words, so `argv` may hold fewer words than the program receives.
    pub split_expansion: bool,
    /// `NAME=value` assignments before the program (or given to `env`).
    pub assignments: Vec<String>,
    /// Redirections, apart from argv.
    pub redirects: Vec<Redirect>,
    /// Wrappers looked through, outermost first (`sudo`, `timeout`).
    pub wrappers: Vec<String>,
    /// The wrappers' own words (options and their values), which may name files too.
    pub wrapper_args: Vec<String>,
    /// Variables whose values the command's words expand (`GITHUB_TOKEN` in `echo $GITHUB_TOKEN`);
    /// `!` for an indirect expansion (`${!name}`).
    pub vars: Vec<String>,
    /// Arguments the command receives that the script does not show.
    pub spawn: Spawn,
    /// Whether the program is a function the script defined earlier (its body is judged where
    /// it is defined).
    pub function: bool,
    /// Where the command was found.
    pub origin: Origin,
    /// The directory the command runs in, as changed by earlier `cd` ("" for the workspace).
    pub cwd: String,
    /// Whether the command reads a script from its standard input through a pipe.
    pub piped_input: bool,
    /// Whether an earlier command of the pipeline downloads (`curl`, `wget`).
    pub piped_from_download: bool,
    /// The file an earlier command of the script downloaded, when this command runs it: as its
    /// program (`./s.sh`) or as the script of a shell or interpreter (`bash s.sh`).
    pub runs_download: Option<String>,
    /// Whether another command of the script moves, copies, links or unpacks files (`mv`,
    /// `cp`, `tar -x`…): what a removal then removes may not be what the workspace holds now,
    /// so it is never a clean of build output.
    pub script_moves_files: bool,
    /// The tags earlier commands of the script made (`git tag -a v2 -m … && git push origin
    /// v2`): a push of one publishes a tag, whatever its name, never a feature branch.
    pub tags_made: Vec<String>,
    /// Whether the command runs in the background (`cmd &`, or in a group run so).
    pub background: bool,
    /// Whether the command is a stage of a pipeline of several commands.
    pub in_pipeline: bool,
    /// Whether the command is in a loop without a bound written in the script.
    pub unbounded_loop: bool,
    /// Whether the command is in a loop that never ends by itself nor pauses: its condition
    /// always holds (`while true`, `while :`, `until false`, `for ((;;))`) and its body has no
    /// `sleep` command of any length and no `break`, `exit` or `return` command.
    pub endless_loop: bool,
    /// How many times loops whose count the script writes run the command (`for i in $(seq 1
    /// 300)`, `{1..300}`, `for ((i=0; i<300; i++))`, `while [ $i -lt 300 ]`), nested loops
    /// multiplied; none outside such loops.
    pub loop_count: Option<u64>,
    /// The functions whose bodies hold the command, outermost first.
    pub in_functions: Vec<String>,
    /// The text on the command's standard input when the script shows it: a here-document, a
    /// here-string, or the words of an `echo` or `printf` piped into it.
    pub stdin: Option<String>,
    /// For a command `find -exec` runs: the words of that `find` after its name (its roots and
    /// the tests that select what it hands the command).
    pub find_args: Vec<String>,
    /// Whether the command's standard output reaches only a count: every later stage of its
    /// pipeline is a filter that writes no file and the last is `wc` (`rg -n x | wc -l`,
    /// `grep x | sort | uniq -c | wc -l`), so none of the lines it prints reaches anyone.
    pub output_counted: bool,
    /// Whether a later stage of the command's pipeline searches its output for secrets by name
    /// (`… | grep -i -e token -e credential`): what the command prints is then read for them.
    pub output_searched_for_secrets: bool,
    /// For the one command of a `$( )` that is the whole value of an assignment before a
    /// program (`DATABASE_URL=$(neonctl connection-string dev) pnpm test`): the variable, and
    /// the words of the program its output is handed to in its environment, all literal. None
    /// anywhere else: a bare assignment or an `export` keeps the value for every later command.
    pub feeds: Option<Feed>,
    /// For a command a remote shell runs on another machine (`ssh HOST 'CMD'`, each of the
    /// remote shell's options a safe one, nothing built at run time, nothing named for
    /// production): that machine and command (`remote.rs`). No family of this machine's covers
    /// such a command.
    pub remote: Option<RemoteRun>,
    /// `NAME=value` words an earlier `export` (or `declare -x`) of the script gave its
    /// environment (`export BASE_URL=https://app.example.com; npx playwright test`), literal
    /// ones only: what the command sees besides its own assignments.
    pub exported: Vec<String>,
    /// The tunnels earlier commands of the script open (`ssh -fN -L 5433:localhost:5432 db &&
    /// psql -h localhost -p 5433`): a port of this machine the command reaches may lead
    /// elsewhere, as one of the session's does ([`ShellEnv::tunnels`]).
    pub tunnels: Vec<Tunnel>,
}

/// A command's run on another machine by a remote shell ([`Command::remote`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct RemoteRun {
    /// The machine as written after the remote shell's options (`root@board`).
    pub destination: String,
    /// The whole remote command, as the remote shell runs it (`ptest-runner tidelog`); the
    /// family one yes covers is made of its commands that do more than read
    /// (`remote::exact_key`).
    pub script: String,
}

/// Where a substitution's output goes when it only sets a variable of one command
/// ([`Command::feeds`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Feed {
    /// The variable the output is assigned to (`DATABASE_URL`).
    pub var: String,
    /// The words of the command that receives it, as written (wrappers included).
    pub argv: Vec<String>,
}

/// Git's options that come before the subcommand and take a value as the next word.
const GIT_VALUE_OPTS: &[&str] = &[
    "-C",
    "-c",
    "--git-dir",
    "--work-tree",
    "--namespace",
    "--config-env",
    "--exec-path",
    "--super-prefix",
];

/// Directories only root can write: a program there is the known program of its basename.
const SYSTEM_BIN: &[&str] = &["/bin/", "/usr/bin/", "/sbin/", "/usr/sbin/"];

/// Programs that run a package by name (`npx prettier`): the package is part of the prefix.
const PACKAGE_RUNNERS: &[(&str, &[&str])] = &[
    ("npx", &[]),
    ("bunx", &[]),
    ("uvx", &[]),
    ("pnpx", &[]),
    ("pnpm", &["dlx", "exec"]),
    ("yarn", &["dlx", "exec"]),
    ("npm", &["exec"]),
    ("bun", &["x"]),
    ("pipx", &["run"]),
    ("uv", &["run"]),
];

/// A toolchain's own install directory, which only root can write, and the programs that
/// toolchain puts there: a program there is the known program of its basename, as one in
/// [`SYSTEM_BIN`] is (`/usr/local/go/bin/go test` is `go test`). Only the toolchain's own
/// names count (`/usr/local/go/bin/ls` stays a program by path); a component `*` stands for one
/// folder (a version). Homebrew's and the home's directories are the user's to write, and
/// `/usr/local/bin` is Homebrew's on Intel Macs: none is here.
const TOOLCHAIN_BIN: &[(&str, &[&str], &str)] = &[
    (
        "/usr/local/go/bin",
        &["go", "gofmt"],
        "Go's official archive, unpacked by root into /usr/local/go",
    ),
    (
        "/usr/lib/go-*/bin",
        &["go", "gofmt"],
        "Debian's and Ubuntu's versioned Go packages",
    ),
    (
        "/usr/lib/go/bin",
        &["go", "gofmt"],
        "the distributions' default Go package",
    ),
    (
        "/usr/lib/jvm/*/bin",
        &[
            "java", "javac", "jar", "javap", "jshell", "keytool", "jcmd", "jstack",
        ],
        "the distributions' JDK packages",
    ),
    (
        "/usr/share/dotnet",
        &["dotnet"],
        "Microsoft's .NET packages for Linux",
    ),
    (
        "/usr/lib/dotnet",
        &["dotnet"],
        "the distributions' .NET packages",
    ),
    (
        "/usr/local/share/dotnet",
        &["dotnet"],
        "Microsoft's .NET installer for macOS",
    ),
    (
        "/opt/unity/*/Editor",
        &["Unity"],
        "Unity editors of each version installed by root under /opt/unity",
    ),
    (
        "/opt/unity/Editor",
        &["Unity"],
        "the Unity editor of GameCI's and Unity's own container images",
    ),
];

/// The name a program word stands for: the basename of a program in a system directory, or of
/// a toolchain's own program in its install directory ([`TOOLCHAIN_BIN`]), else the word itself.
pub(crate) fn program_name(word: &str) -> &str {
    SYSTEM_BIN
        .iter()
        .find_map(|d| word.strip_prefix(d))
        .filter(|rest| !rest.is_empty() && !rest.contains('/'))
        .or_else(|| toolchain_bin_name(word))
        .unwrap_or(word)
}

/// The toolchain's program a path names in its install directory ([`TOOLCHAIN_BIN`]): the
/// folders compared one by one (a `*` row folder is any one folder but `.` and `..`; any other
/// is that folder exactly), then the name against the row's programs.
fn toolchain_bin_name(word: &str) -> Option<&str> {
    let (dir, name) = word.rsplit_once('/')?;
    let folders: Vec<&str> = dir.split('/').collect();
    TOOLCHAIN_BIN
        .iter()
        .find(|(row, programs, _)| {
            let want: Vec<&str> = row.split('/').collect();
            programs.contains(&name)
                && want.len() == folders.len()
                && want.iter().zip(&folders).all(|(w, f)| {
                    w == f
                        || (w.contains('*')
                            && !matches!(*f, "" | "." | "..")
                            && airlock_facts::component_matches(w, f))
                })
        })
        .map(|_| name)
}

impl Command {
    /// Who the program is.
    pub fn program(&self) -> Program {
        match (self.argv.first(), self.dynamic.first()) {
            (None, _) => Program::None,
            (Some(_), Some(true)) => Program::Hidden,
            (Some(p), _) => {
                let name = program_name(p);
                if name.contains('/') {
                    Program::Path(p.clone())
                } else {
                    Program::Known(name.to_owned())
                }
            }
        }
    }

    /// The words used for prefix matching: argv with git's global options removed.
    pub fn key_words(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::with_capacity(self.argv.len());
        let mut it = self.argv.iter().map(String::as_str);
        let Some(first) = it.next() else {
            return out;
        };
        let first = program_name(first);
        out.push(first);
        if first == "git" {
            let mut in_globals = true;
            while let Some(w) = it.next() {
                if in_globals && w.starts_with('-') {
                    if GIT_VALUE_OPTS.contains(&w) {
                        it.next();
                    }
                    continue;
                }
                in_globals = false;
                out.push(w);
            }
        } else {
            out.extend(it);
        }
        out
    }

    /// The subcommand: the first word after the program that is not an option.
    pub fn subcommand(&self) -> Option<&str> {
        self.key_words()
            .into_iter()
            .skip(1)
            .find(|w| !w.starts_with('-'))
    }

    /// Whether `prefix` (words) matches this command after wrappers are removed.
    pub fn matches_prefix<S: AsRef<str>>(&self, prefix: &[S]) -> bool {
        let words = self.key_words();
        prefix.len() <= words.len() && prefix.iter().zip(&words).all(|(p, a)| p.as_ref() == *a)
    }

    /// The key approval memory uses: program and subcommand (`cargo test`); for a package
    /// runner, also the package (`npx prettier`, `pnpm dlx create-vite`).
    pub fn prefix_key(&self) -> String {
        let words = self.key_words();
        let Some(first) = words.first().copied() else {
            return String::new();
        };
        if first.contains('/') {
            return first.to_owned();
        }
        // A dry run's yes covers only dry runs: `tool gc --dry-run` approved never answers for
        // `tool gc`.
        if words.iter().any(|w| DRY_RUN_FLAGS.contains(w)) {
            let mut key = Self::sub_key(first, &words);
            key.push_str(" --dry-run");
            return key;
        }
        Self::sub_key(first, &words)
    }

    fn sub_key(first: &str, words: &[&str]) -> String {
        let mut positionals = words
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(_, w)| !w.starts_with('-'));
        let Some((mut at, sub)) = positionals.next() else {
            return first.to_owned();
        };
        let mut key = format!("{first} {sub}");
        let Some((_, subs)) = PACKAGE_RUNNERS.iter().find(|(p, _)| *p == first) else {
            return key;
        };
        if !subs.is_empty() {
            if !subs.contains(sub) {
                return key;
            }
            let Some((pkg_at, pkg)) = positionals.next() else {
                return key;
            };
            at = pkg_at;
            key.push(' ');
            key.push_str(pkg);
        }
        // The package's own subcommand, the word right after it, as a program's own is part
        // of its key: a yes to `npx @vscode/vsce package` never answers for `npx @vscode/vsce
        // unpublish`. An option's value (`npx electron-builder --publish never`), a path, a
        // file or a URL is no subcommand (`npx prettier .`).
        if let Some(word) = words.get(at + 1).filter(|w| subcommand_word(w)) {
            key.push(' ');
            key.push_str(word);
        }
        key
    }
}

/// Whether a word after a package could be its subcommand: a letter, then letters, digits,
/// `-`, `_` or `:` (`unpublish`, `db:migrate`); never a path, a file name, a URL or a version.
fn subcommand_word(word: &str) -> bool {
    word.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':'))
}

/// Flags that make a command a dry run, which changes nothing: its grant key is its own.
pub(crate) const DRY_RUN_FLAGS: &[&str] = &[
    "--dry-run",
    "--dryrun",
    "--what-if",
    "--whatif",
    "--simulate",
];

/// Where the script runs, for judging paths.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct ShellEnv<'a> {
    /// The workspace, an absolute path; relative paths are inside it.
    pub workspace: Option<&'a str>,
    /// The user's home directory, for `~`.
    pub home: Option<&'a str>,
    /// Paths no command may write: airlock's own policy, store and configuration.
    pub protected: &'a [&'a str],
    /// A fact of the workspace the caller looked up (see [`removal_targets`]): absolute paths
    /// inside it whose git repository says each holds only what a build makes: it ignores the
    /// path and everything in it, or tracks nothing under it and the path holds nothing but
    /// compiled machine code (or nothing at all).
    pub build_output: &'a [&'a str],
    /// A fact of the workspace the caller looked up (see [`template_copy_targets`]): absolute
    /// paths inside it where nothing exists yet (no file, no link on the way), among the
    /// destinations of the script's copies of a secret file's template (`cp .env.example
    /// .env`). Such a copy destroys no secret.
    pub new_files: &'a [&'a str],
    /// A fact of the workspace the caller looked up (see [`printing_search_roots`] and
    /// [`removal_targets`]): secret files under the roots of the script's recursive searches
    /// that print lines, which their filters select, and near the top of its recursive
    /// removals' targets (a build output holding a key is no clean). Used only to raise.
    pub search_secrets: &'a [&'a str],
    /// A fact of the workspace's git repository the caller looked up (see [`pushes`]): its
    /// current branch, the default branch and the current branch's upstream remote.
    pub git_head: Option<&'a GitHead>,
    /// A fact of the user's kubeconfig the caller looked up (see [`uses_kube_context`]): its
    /// current context, the cluster kubectl, helm and an operator's Makefile act on when they
    /// are given none. Only a script that cannot change it before it acts is given it.
    pub kube_context: Option<&'a str>,
    /// A fact of the session the caller kept (see [`tunnels`]): the local ports that earlier
    /// calls opened as tunnels to other machines. A client of this machine on one of them
    /// reaches that machine.
    pub tunnels: &'a [Tunnel],
}

/// The workspace repository's current branch, as a hook looks it up for a `git push` that
/// names no branch (`git push`, `git push origin HEAD`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct GitHead {
    /// The current branch's short name (`feature/x`); none on a detached HEAD.
    pub branch: Option<String>,
    /// The repository's default branch, as its main remote names it (`origin/HEAD`), if known.
    pub default_branch: Option<String>,
    /// The remote the current branch pushes to by default (its upstream's), if set.
    pub upstream_remote: Option<String>,
}

impl GitHead {
    /// The current branch, the default branch and the upstream remote.
    pub fn new(
        branch: Option<String>,
        default_branch: Option<String>,
        upstream_remote: Option<String>,
    ) -> GitHead {
        GitHead {
            branch,
            default_branch,
            upstream_remote,
        }
    }
}

impl<'a> ShellEnv<'a> {
    /// A script run in `workspace`, by a user whose home is `home`, that may not write
    /// `protected`.
    pub const fn new(
        workspace: Option<&'a str>,
        home: Option<&'a str>,
        protected: &'a [&'a str],
    ) -> ShellEnv<'a> {
        ShellEnv {
            workspace,
            home,
            protected,
            build_output: &[],
            new_files: &[],
            search_secrets: &[],
            git_head: None,
            kube_context: None,
            tunnels: &[],
        }
    }

    /// The same, knowing the secret files the script's searches would print
    /// ([`ShellEnv::search_secrets`]).
    pub const fn with_search_secrets(self, search_secrets: &'a [&'a str]) -> ShellEnv<'a> {
        ShellEnv {
            search_secrets,
            ..self
        }
    }

    /// The same, knowing which destinations do not exist yet ([`ShellEnv::new_files`]).
    pub const fn with_new_files(self, new_files: &'a [&'a str]) -> ShellEnv<'a> {
        ShellEnv { new_files, ..self }
    }

    /// The same, knowing the repository's current branch ([`ShellEnv::git_head`]).
    pub const fn with_git_head(self, git_head: Option<&'a GitHead>) -> ShellEnv<'a> {
        ShellEnv { git_head, ..self }
    }

    /// The same, knowing kubectl's current context ([`ShellEnv::kube_context`]).
    pub const fn with_kube_context(self, kube_context: Option<&'a str>) -> ShellEnv<'a> {
        ShellEnv {
            kube_context,
            ..self
        }
    }

    /// The same, knowing the session's tunnels ([`ShellEnv::tunnels`]).
    pub const fn with_tunnels(self, tunnels: &'a [Tunnel]) -> ShellEnv<'a> {
        ShellEnv { tunnels, ..self }
    }

    /// The same, knowing which paths hold only build output ([`ShellEnv::build_output`]).
    pub const fn with_build_output(self, build_output: &'a [&'a str]) -> ShellEnv<'a> {
        ShellEnv {
            build_output,
            ..self
        }
    }
}

/// A word as a POSIX shell would need it written to read back as this one word: unchanged
/// when it holds only letters, digits and `-_./=:,@%+`, else in single quotes.
pub fn quote_word(word: &str) -> String {
    if !word.is_empty()
        && word
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || "-_./=:,@%+".contains(ch))
    {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The paths a caller may look up in the workspace's git repository for `script`: each literal
/// operand of a recursive `rm`, and the build folder a whole `cargo clean` removes, absolute, inside the workspace and not the workspace itself,
/// at most [`MAX_REMOVAL_TARGETS`] (none when there are more). Whether each holds only build
/// output is an input of the decision ([`ShellEnv::build_output`]).
pub fn removal_targets(script: &str, env: &ShellEnv<'_>) -> Vec<String> {
    let a = analyze(script);
    if a.failure.is_some() {
        return Vec::new();
    }
    let mut out: Vec<String> = a
        .commands
        .iter()
        .flat_map(|c| knowledge::removal_operands(c, env))
        .collect();
    out.sort();
    out.dedup();
    if out.len() > MAX_REMOVAL_TARGETS {
        out.clear();
    }
    out
}

/// The paths a caller may look up in the workspace for `script`: the destination of each copy
/// of a secret file's template to that secret file (`cp .env.example .env`), absolute, inside
/// the workspace, at most [`MAX_REMOVAL_TARGETS`] (none when there are more). Whether each
/// exists yet is an input of the decision ([`ShellEnv::new_files`]).
pub fn template_copy_targets(script: &str, env: &ShellEnv<'_>) -> Vec<String> {
    let a = analyze(script);
    if a.failure.is_some() {
        return Vec::new();
    }
    let mut out: Vec<String> = a
        .commands
        .iter()
        .filter_map(|c| services::template_copy_destination(c, env))
        .collect();
    out.sort();
    out.dedup();
    if out.len() > MAX_REMOVAL_TARGETS {
        out.clear();
    }
    out
}

/// One recursive search of a script that prints the lines it finds, for a caller to walk: its
/// roots (absolute), the file filters that select files, and whether it skips hidden entries.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct SearchRoots {
    /// The roots, absolute.
    pub roots: Vec<String>,
    /// The globs that select files (`*.yml`); none for every file.
    pub globs: Vec<String>,
    /// Whether the search skips hidden files and folders.
    pub skips_hidden: bool,
    /// Whether only the roots' own entries are read (a reader given a glob), not the tree.
    pub shallow: bool,
}

/// The recursive searches of `script` that print lines (`grep -r`, `rg` without `-l`), at
/// most [`MAX_REMOVAL_TARGETS`]: the caller walks their roots for secret files
/// ([`ShellEnv::search_secrets`]).
pub fn printing_search_roots(script: &str, env: &ShellEnv<'_>) -> Vec<SearchRoots> {
    let a = analyze(script);
    if a.failure.is_some() {
        return Vec::new();
    }
    let mut out: Vec<SearchRoots> = a
        .commands
        .iter()
        .filter_map(|c| {
            let s = services::printing_search(c)?;
            let roots: Vec<String> = s
                .roots
                .iter()
                .filter_map(|r| knowledge::absolute_path(r, &c.cwd, env))
                .collect();
            (!roots.is_empty()).then_some(SearchRoots {
                roots,
                globs: s.globs,
                skips_hidden: s.skips_hidden,
                shallow: s.shallow,
            })
        })
        .collect();
    out.truncate(MAX_REMOVAL_TARGETS);
    out
}

/// Whether `script` runs `git push`: a caller then looks up the repository's current branch
/// ([`ShellEnv::git_head`]), which a push that names no branch pushes.
pub fn pushes(script: &str) -> bool {
    let a = analyze(script);
    a.failure.is_none()
        && a.commands.iter().any(|c| {
            matches!(c.program(), Program::Known(n) if n == "git") && c.subcommand() == Some("push")
        })
}

/// Whether `script` acts on kubectl's current context and nothing in it can change that
/// context first: a caller then looks up the context ([`ShellEnv::kube_context`]). See
/// [`kube_context_holds`] for the commands it allows.
pub fn uses_kube_context(script: &str) -> bool {
    let a = analyze(script);
    a.failure.is_none() && kube_context_holds(&a.commands)
}

/// Whether these commands (a script's) act on kubectl's current context, and every one of them
/// leaves that context as it is: kubectl's and helm's verbs on the cluster and its reads, an
/// operator's Makefile targets, `kustomize build`, `cd` and plain text filters; no wrapper, no
/// remote run, no kubeconfig set for a command or exported, no word built at run time. A
/// context switch (`kubectl config use-context`, a plugin such as `kubectl ctx`, a cloud CLI's
/// credentials), or any other program, which might switch it, keeps the fact out.
pub fn kube_context_holds(commands: &[Command]) -> bool {
    !commands.is_empty()
        && commands.iter().all(devtools::keeps_kube_context)
        && commands.iter().any(devtools::acts_on_current_context)
}

/// How many paths [`removal_targets`] hands a caller to look up at most.
pub const MAX_REMOVAL_TARGETS: usize = 8;

/// How much a command needs a human, by the built-in knowledge. Heuristics never deny.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Known read-only.
    Allow,
    /// Unknown programs and writes inside the workspace.
    AskOnce,
    /// Destructive commands, secret reads, writes outside the workspace, hidden programs.
    AlwaysAsk,
}

/// What kind of effect a command has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Reads only.
    Read,
    /// Writes files.
    Write,
    /// Runs programs with effects not known.
    Exec,
}

/// The built-in knowledge's judgement of one command.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Verdict {
    /// The command judged, as written (`rm -rf build`); empty for a whole-script verdict.
    pub command: String,
    /// The level.
    pub level: Level,
    /// The effect.
    pub effect: Effect,
    /// The knowledge-table row that decided (`read-only: ls`, `destructive: rm -r`).
    pub row: String,
    /// Why, for a human.
    pub reason: String,
    /// The session family an approval of this command covers (`project build/test/run`,
    /// `registry add dependency`), or an `ask` row's own words (`python manage.py shell`); `None` for a
    /// command approved by its own prefix.
    pub grant: Option<String>,
    /// Whether the program talks to a daemon or a service outside the sandbox (docker,
    /// kubectl, a database): the sandbox contains none of its effects.
    pub outside: bool,
}

/// Parses `script` into the commands it would run.
pub fn analyze(script: &str) -> Analysis {
    analyze_with(script, walk::Walker::default())
}

/// Parses `script` with the walker `w`.
fn analyze_with(script: &str, mut w: walk::Walker) -> Analysis {
    if script.len() > MAX_SCRIPT_BYTES {
        return Analysis {
            commands: Vec::new(),
            failure: Some(format!(
                "the script is {} bytes, over the limit of {MAX_SCRIPT_BYTES}",
                script.len()
            )),
        };
    }
    w.script(script, 0, Origin::Script);
    let mut commands = w.out;
    knowledge::mark_downloads_run(&mut commands);
    knowledge::mark_moves(&mut commands);
    knowledge::mark_tags_made(&mut commands);
    mark_exports(&mut commands);
    mark_tunnels(&mut commands);
    Analysis {
        commands,
        failure: w.failure,
    }
}

/// Hands each command the literal `NAME=value` words that `export` or `declare -x` commands
/// before it in the script put in its environment ([`Command::exported`]).
fn mark_exports(commands: &mut [Command]) {
    let mut exported: Vec<String> = Vec::new();
    // The script's own variables (`GH_REPO=a/b` alone), which `export GH_REPO` or `set -a`
    // hands to the environment as `export GH_REPO=a/b` does.
    let mut assigned: Vec<String> = Vec::new();
    let mut all_export = false;
    for c in commands.iter_mut() {
        if c.argv.is_empty() {
            if all_export {
                exported.extend(c.assignments.iter().cloned());
            } else {
                assigned.extend(c.assignments.iter().cloned());
            }
            continue;
        }
        let program = c.argv.first().map(|p| program_name(p)).unwrap_or_default();
        let declared = matches!(program, "declare" | "typeset")
            && c.argv
                .iter()
                .skip(1)
                .any(|a| a.starts_with('-') && a.contains('x'));
        if program == "export" || declared {
            for (a, d) in c.argv.iter().zip(&c.dynamic).skip(1) {
                if *d || a.starts_with('-') {
                    continue;
                }
                if a.contains('=') {
                    exported.push(a.clone());
                } else if let Some(v) = assigned
                    .iter()
                    .rev()
                    .find(|v| v.split_once('=').is_some_and(|(n, _)| n == a))
                {
                    exported.push(v.clone());
                }
            }
            continue;
        }
        if program == "set" {
            let args = c.argv.get(1..).unwrap_or_default();
            all_export |= args
                .iter()
                .any(|a| a.starts_with('-') && !a.starts_with("--") && a.contains('a'))
                || args
                    .windows(2)
                    .any(|w| matches!(w, [o, v] if o == "-o" && v == "allexport"));
        }
        c.exported.clone_from(&exported);
    }
}

/// Hands each command the tunnels earlier commands of the script open ([`Command::tunnels`]).
fn mark_tunnels(commands: &mut [Command]) {
    let mut open: Vec<Tunnel> = Vec::new();
    for c in commands.iter_mut() {
        let opened = tunnels::opened(c);
        c.tunnels.clone_from(&open);
        open.extend(opened);
    }
}

/// Analyses `script` and judges every command: the worst verdict, or `AlwaysAsk` when the script
/// cannot be analysed.
pub fn judge(script: &str, env: &ShellEnv<'_>) -> Verdict {
    let a = analyze(script);
    if let Some(f) = a.failure {
        return Verdict {
            command: String::new(),
            level: Level::AlwaysAsk,
            effect: Effect::Exec,
            row: "unparseable".to_owned(),
            reason: f,
            grant: None,
            outside: false,
        };
    }
    let mut worst = Verdict {
        command: String::new(),
        level: Level::Allow,
        effect: Effect::Read,
        row: "empty script".to_owned(),
        reason: "the script runs nothing".to_owned(),
        grant: None,
        outside: false,
    };
    // kubectl's current context holds only for a script that cannot switch it first.
    let env = &env
        .clone()
        .with_kube_context(env.kube_context.filter(|_| kube_context_holds(&a.commands)));
    for c in &a.commands {
        let v = classify(c, env);
        if v.level > worst.level || (v.level == worst.level && worst.row == "empty script") {
            worst = v;
        }
    }
    worst
}

/// Shells: programs that run a script given with `-c`, as a file, or on standard input.
pub(crate) const SHELLS: &[&str] = &["sh", "bash", "zsh", "dash", "ksh", "ash", "fish"];
