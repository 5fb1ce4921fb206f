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

/// A command that installs or imports a package file from outside the workspace: always asked.
pub(crate) fn outside_package(c: &Command) -> Option<Verdict> {
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
