//! Code brought in from outside the project: a package, extension or plugin file outside the
//! workspace (`~/Downloads/tool.whl`, `/tmp/pack.unitypackage`, `../x.vsix`) handed to a
//! command that installs or imports it. Whoever put the file there, nothing of the project
//! vouches for it, and what it carries runs (an install script, an editor's import hooks, an
//! extension): the call always asks, and no yes to the program's other installs covers it.
//! The same file inside the workspace (the project's own `dist/`, a vendored archive) is judged
//! by the program's table as before; a command that only reads or copies such a file (a hash,
//! a listing, `cp` into the project) has no install word and is not judged here.

use crate::{Command, Verdict};

/// File names of packages, extensions and plugins that carry code a program installs or imports
/// (any letter case).
const PACKAGE_FILES: &[&str] = &[
    "*.whl",
    "*.egg",
    "*.tgz",
    "*.tar.gz",
    "*.gem",
    "*.nupkg",
    "*.vsix",
    "*.unitypackage",
    "*.uplugin",
    "*.xpi",
    "*.crx",
    "*.apk",
    "*.aab",
    "*.ipa",
    "*.deb",
    "*.rpm",
    "*.snap",
    "*.appimage",
    "*.pkg",
    "*.msi",
    "*.jar",
    "*.hpi",
    "*.oxt",
    "*.sublime-package",
    "*.mcpb",
    "*.dxt",
];

/// Words (a subcommand, or an option's name without its dashes, any case) that install or import
/// what the command names.
const INSTALL_WORDS: &[&str] = &[
    "install",
    "i",
    "add",
    "import",
    "importpackage",
    "install-extension",
    "install-plugin",
    "installplugin",
    "plugin-install",
    "load",
    "sideload",
    "localinstall",
    "reinstall",
    "upgrade",
    "update",
];

/// Code from outside the project that a command runs or installs unread: a package file from
/// outside the workspace ([`outside_package`]) or a script not shown ([`unseen_script`]).
pub(crate) fn untrusted_code(c: &Command) -> Option<Verdict> {
    outside_package(c).or_else(|| unseen_script(c))
}

/// A command that installs or imports a package file from outside the workspace: always asked.
fn outside_package(c: &Command) -> Option<Verdict> {
    let args = c.argv.get(1..).unwrap_or_default();
    let installs = args.iter().any(|a| {
        let word = a.trim_start_matches('-');
        let word = word.split_once('=').map_or(word, |(n, _)| n);
        INSTALL_WORDS.iter().any(|w| w.eq_ignore_ascii_case(word))
    });
    if !installs {
        return None;
    }
    let file = args.iter().find_map(|a| {
        let value = a.split_once('=').map_or(a.as_str(), |(_, v)| v);
        let name = value.rsplit('/').next().unwrap_or(value);
        (crate::toolchains::code_matches(crate::toolchains::OUTSIDE_WORKSPACE, value)
            && PACKAGE_FILES
                .iter()
                .any(|g| airlock_facts::component_matches(g, name)))
        .then_some(value)
    })?;
    Some(crate::knowledge::ask(
        "untrusted: package file from outside the project",
        format!(
            "installs or imports `{file}`, a package from outside the project: what it carries runs, and nothing of the project vouches for it"
        ),
    ))
}

/// Interpreters and script runners whose first operand is the script they run (after `run`
/// for the runners that take one: `deno run`, `bun run`, `uv run`).
const SCRIPT_RUNNERS: &[&str] = &[
    "python",
    "python2",
    "python3",
    "pypy",
    "pypy3",
    "node",
    "bun",
    "deno",
    "ruby",
    "perl",
    "php",
    "Rscript",
    "lua",
    "luajit",
    "pwsh",
    "powershell",
    "tsx",
    "ts-node",
    "jbang",
    "groovy",
    "kotlin",
    "scala",
    "elixir",
    "julia",
    "osascript",
    "uv",
];

/// A script runner whose script is not a file anyone can read first: the output of another
/// command (`python3 <(curl -s URL)`) or a URL it fetches and runs (`jbang https://gist…/x.java`,
/// `deno run https://…/x.ts`). What runs is not shown: always asked.
fn unseen_script(c: &Command) -> Option<Verdict> {
    let name = crate::program_name(c.argv.first()?);
    let base = name.trim_end_matches(|ch: char| ch.is_ascii_digit() || ch == '.');
    if !SCRIPT_RUNNERS.contains(&name) && !SCRIPT_RUNNERS.contains(&base) {
        return None;
    }
    let mut operands = c
        .argv
        .iter()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .peekable();
    if matches!(name, "deno" | "bun" | "uv") && operands.peek().is_some_and(|a| *a == "run") {
        operands.next();
    }
    let script = operands.next()?;
    let why = if script == crate::walk::PROCESS_SUBSTITUTION {
        "its script is the output of another command, not shown"
    } else if ["http://", "https://"].iter().any(|p| {
        script
            .get(..p.len())
            .is_some_and(|s| s.eq_ignore_ascii_case(p))
    }) {
        "its script is fetched from the network and runs unread"
    } else {
        return None;
    };
    Some(crate::knowledge::ask(
        format!("untrusted: {name} runs a script not shown"),
        format!("`{name}` runs code that is not shown first: {why}"),
    ))
}
