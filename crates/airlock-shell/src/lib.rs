//! Shell script analysis: every simple command a script would run, with wrappers looked through,
//! and built-in command knowledge. Pure: no I/O.
//!
//! [`analyze`] parses a script into the [`Command`]s it would run; [`classify`] judges one
//! command against the built-in knowledge tables and returns a [`Verdict`].

#![deny(missing_docs)]

/// What a script would run.
#[derive(Debug, Clone, Default)]
pub struct Analysis {
    /// Every simple command, in script order, nested ones included.
    pub commands: Vec<Command>,
    /// Why the script could not be analysed (parse error, size or depth limit); such a script is
    /// always asked about.
    pub failure: Option<String>,
}

/// One simple command the script would run.
#[derive(Debug, Clone, Default)]
pub struct Command {
    /// The command as written, for labels (`rm -rf build`).
    pub text: String,
    /// The words of the command after wrappers are looked through; the first is the program.
    pub argv: Vec<String>,
}

impl Command {
    /// Whether `prefix` (words) matches this command after wrappers are removed.
    pub fn matches_prefix(&self, prefix: &[&str]) -> bool {
        prefix.len() <= self.argv.len() && prefix.iter().zip(&self.argv).all(|(p, a)| p == a)
    }

    /// The key approval memory uses: program and subcommand (`cargo test`).
    pub fn prefix_key(&self) -> String {
        self.argv.iter().take(2).cloned().collect::<Vec<_>>().join(" ")
    }
}

/// Where the script runs, for judging paths.
#[derive(Debug, Clone, Default)]
pub struct ShellEnv<'a> {
    /// The workspace, an absolute path; relative paths are inside it.
    pub workspace: Option<&'a str>,
    /// The user's home directory, for `~`.
    pub home: Option<&'a str>,
    /// Paths no command may write: airlock's own policy, store and configuration.
    pub protected: &'a [&'a str],
}

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
pub struct Verdict {
    /// The level.
    pub level: Level,
    /// The effect.
    pub effect: Effect,
    /// The knowledge-table row that decided (`read-only: ls`, `destructive: rm -r`).
    pub row: String,
    /// Why, for a human.
    pub reason: String,
}

/// Parses `script` into the commands it would run.
pub fn analyze(script: &str) -> Analysis {
    // FIXME: placeholder until the real parser lands; splits on whitespace only.
    Analysis {
        commands: vec![Command {
            text: script.to_owned(),
            argv: script.split_whitespace().map(str::to_owned).collect(),
        }],
        failure: None,
    }
}

/// Judges one command by the built-in knowledge.
pub fn classify(_command: &Command, _env: &ShellEnv<'_>) -> Verdict {
    Verdict {
        level: Level::AskOnce,
        effect: Effect::Exec,
        row: "unknown program".to_owned(),
        reason: "an unknown program".to_owned(),
    }
}
