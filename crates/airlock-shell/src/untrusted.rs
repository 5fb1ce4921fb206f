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
/// outside the workspace ([`outside_package`]), a script not shown ([`unseen_script`]), a
/// dependency's install scripts let run ([`script_trust`]) or a git repository's code run or
/// installed at once ([`git_dependency`]).
pub(crate) fn untrusted_code(c: &Command) -> Option<Verdict> {
    outside_package(c)
        .or_else(|| unseen_script(c))
        .or_else(|| script_trust(c))
        .or_else(|| git_dependency(c))
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

/// Package managers: the switches below let the dependencies they install run install scripts.
const PACKAGE_MANAGERS: &[&str] = &["npm", "pnpm", "yarn", "bun", "deno"];

/// Options that let a dependency's install or build scripts run (`bun add --trust pkg`, pnpm's
/// `--allow-build=esbuild` and `--dangerously-allow-all-builds`, Deno's `--allow-scripts`), or
/// take back the project's `ignore-scripts` for one install.
const SCRIPT_TRUST_FLAGS: &[&str] = &[
    "--trust",
    "--allow-build",
    "--dangerously-allow-all-builds",
    "--allow-scripts",
    "--no-ignore-scripts",
    "--enable-scripts",
];

/// Settings (letter case, `-` and `_` set aside) that list the dependencies whose install
/// scripts run, whatever their value: bun's and npm's `trustedDependencies`, pnpm's
/// `onlyBuiltDependencies` and `allowBuilds`.
const SCRIPT_TRUST_LISTS: &[&str] = &[
    "trusteddependencies",
    "onlybuiltdependencies",
    "onlybuiltdependenciesfile",
    "allowbuilds",
];

/// Install-script switches: a package manager's subcommand that trusts dependencies' scripts
/// (`bun pm trust`, `pnpm approve-builds`), an option that lets them run ([`SCRIPT_TRUST_FLAGS`],
/// `--ignore-scripts=false`), or a setting changed through `config set`, `set` or `pkg set`, or
/// given as a variable before the command (`npm config set ignore-scripts false`, `yarn config
/// set enableScripts true`, `pnpm config set dangerouslyAllowAllBuilds true`, `npm pkg set
/// trustedDependencies[]=x`, `npm_config_ignore_scripts=false npm ci`). What such a script runs
/// is a stranger's code on this machine at the next install: always asked, never a family.
/// Listing what is untrusted (`bun pm untrusted`), reading a setting, and turning scripts off
/// (`--ignore-scripts`, `ignore-scripts true`) are not judged here.
fn script_trust(c: &Command) -> Option<Verdict> {
    let name = crate::program_name(c.argv.first()?);
    if !PACKAGE_MANAGERS.contains(&name) {
        return None;
    }
    let args = c.argv.get(1..).unwrap_or_default();
    let words: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let subcommand = matches!(
        words.as_slice(),
        ["pm", "trust", ..] | ["approve-builds", ..]
    );
    let flag = args.iter().any(|a| {
        SCRIPT_TRUST_FLAGS
            .iter()
            .any(|f| crate::knowledge::is_flag(a, f, false))
            || a.split_once('=').is_some_and(|(n, v)| {
                n == "--ignore-scripts" && trusts_scripts("ignorescripts", Some(v))
            })
    });
    let setting = match words.as_slice() {
        ["config" | "pkg", "set", rest @ ..] | ["set", rest @ ..] => set_trusts(rest),
        ["config", "delete" | "rm" | "unset", key, ..] => setting_key(key) == "ignorescripts",
        _ => false,
    };
    let variable = c.assignments.iter().any(|a| {
        a.split_once('=').is_some_and(|(n, v)| {
            let key = setting_key(n);
            let key = ["npmconfig", "pnpmconfig", "yarn", "bunconfig"]
                .iter()
                .find_map(|p| key.strip_prefix(p))
                .unwrap_or(&key);
            trusts_scripts(key, Some(v))
        })
    });
    if !(subcommand || flag || setting || variable) {
        return None;
    }
    Some(crate::knowledge::ask(
        format!("untrusted: {name} lets dependencies run install scripts"),
        format!(
            "`{name}` lets the project's dependencies run their install or build scripts: a stranger's code that runs on this machine at the next install"
        ),
    ))
}

/// Whether `config set` operands (`KEY VALUE` or `KEY=VALUE`, one or more) switch on
/// dependencies' install scripts.
fn set_trusts(rest: &[&str]) -> bool {
    let mut it = rest.iter();
    while let Some(first) = it.next() {
        let (key, value) = match first.split_once('=') {
            Some((k, v)) => (k, Some(v)),
            None => (*first, it.next().copied()),
        };
        if trusts_scripts(&setting_key(key), value) {
            return true;
        }
    }
    false
}

/// A setting's name without letter case, dashes, underscores and a path's brackets
/// (`pnpm.onlyBuiltDependencies[0]` is `pnpm.onlybuiltdependencies`, `dependenciesMeta["x"].built`
/// is `dependenciesmeta.built`).
fn setting_key(key: &str) -> String {
    let mut depth = 0_u32;
    key.chars()
        .filter(|ch| {
            match ch {
                '[' => depth += 1,
                ']' => depth = depth.saturating_sub(1),
                _ => {}
            }
            depth == 0 && !matches!(ch, '-' | '_' | ']')
        })
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Whether a setting (its [`setting_key`], the last part of a dotted path deciding) given this
/// value lets dependencies' scripts run.
fn trusts_scripts(key: &str, value: Option<&str>) -> bool {
    let last = key.rsplit('.').next().unwrap_or(key);
    let value = value
        .unwrap_or("")
        .trim_matches(['"', '\''])
        .to_ascii_lowercase();
    let truthy = matches!(value.as_str(), "true" | "1" | "yes" | "on");
    match last {
        "ignorescripts" => !truthy,
        "enablescripts" | "dangerouslyallowallbuilds" => truthy,
        // Yarn's per-package `dependenciesMeta.<pkg>.built`.
        "built" => key.contains("dependenciesmeta") && truthy,
        _ => SCRIPT_TRUST_LISTS.contains(&last) || key.contains("trusteddependencies"),
    }
}

/// uv's runs of a package (`uv tool run PKG`, `uv run --with PKG`), besides the runners of a
/// package fetched by name the knowledge reads ([`crate::knowledge::PACKAGE_RUNNERS`]).
const UV_RUNS: (&str, &[&str]) = ("uv", &["tool", "run"]);

/// Options of package runners whose value names the package that runs (`npx -p`, `uvx
/// --from`, `uv run --with`, `pipx run --spec`).
const PACKAGE_OPTIONS: &[&str] = &["-p", "--package", "--from", "--with", "--spec"];

/// Installers and the subcommands that add what they name to the project or the machine.
const INSTALLERS: &[(&str, &[&str])] = &[
    ("npm", &["install", "i", "add"]),
    ("pnpm", &["add", "install", "i"]),
    ("yarn", &["add"]),
    ("bun", &["add", "install", "i"]),
    ("pip", &["install"]),
    ("pip3", &["install"]),
    ("uv", &["add", "pip"]),
    ("poetry", &["add"]),
    ("pdm", &["add"]),
    ("pipenv", &["install"]),
];

/// Go module paths of well-known project tools, whose `go run MOD@VERSION` in a Makefile or a
/// `go:generate` line is an everyday build step: the Go team's own tools and the usual
/// linters, code generators and migration tools. Another module keeps its own question.
const GO_PROJECT_TOOLS: &[&str] = &[
    "golang.org/x/",
    "honnef.co/go/tools/",
    "mvdan.cc/gofumpt",
    "gotest.tools/gotestsum",
    "google.golang.org/protobuf/cmd/",
    "google.golang.org/grpc/cmd/",
    "github.com/golangci/golangci-lint/",
    "github.com/sqlc-dev/sqlc/",
    "github.com/kyleconroy/sqlc/",
    "github.com/a-h/templ/",
    "github.com/bufbuild/buf/",
    "go.uber.org/mock/",
    "github.com/golang/mock/",
    "github.com/vektra/mockery/",
    "github.com/swaggo/swag/",
    "github.com/google/wire/",
    "github.com/oapi-codegen/oapi-codegen/",
    "github.com/deepmap/oapi-codegen/",
    "github.com/99designs/gqlgen",
    "entgo.io/ent/",
    "github.com/pressly/goose/",
    "github.com/golang-migrate/migrate/",
    "sigs.k8s.io/controller-tools/",
    "github.com/securego/gosec/",
    "github.com/segmentio/golines",
    "github.com/air-verse/air",
    "github.com/cosmtrek/air",
    "github.com/go-task/task/",
    "github.com/magefile/mage",
    "github.com/ogen-go/ogen/",
    "github.com/princjef/gomarkdoc/",
];

/// Clojure libraries of well-known project tools taken as git dependencies in the official
/// guides (`io.github.clojure/tools.build`, `io.github.cognitect-labs/test-runner`).
const CLOJURE_PROJECT_TOOLS: &[&str] = &["io.github.clojure/", "io.github.cognitect-labs/"];

/// Clojure library names that deps.edn fetches from a git host by their name alone.
const CLOJURE_GIT_HOSTS: &[&str] = &[
    "io.github.",
    "com.github.",
    "io.gitlab.",
    "com.gitlab.",
    "io.bitbucket.",
    "org.bitbucket.",
    "ht.sr.",
    "io.codeberg.",
    "org.codeberg.",
];

/// Code fetched from a git repository or an address and run or installed at once, reviewed by
/// no registry: a package runner's git or URL package (`npx github:u/r`, `npx u/r`, `bunx
/// github:…`, `uvx --from git+https://…`, `uv run --with git+…`, `pipx run --spec git+…`), an
/// installer given one (`bun add github:u/r#main`, `pip install git+…`, `uv add 'x @ git+…'`,
/// `cargo add --git`), Clojure's inline git dependency (`clojure -Sdeps '{:deps
/// {io.github.u/lib {:git/sha …}}}'`) or tool install (`clojure -Ttools install`), Mix's
/// archives from git, and `go run MOD@VERSION` of a module that is not a well-known project
/// tool ([`GO_PROJECT_TOOLS`]). Always asked: a yes to one repository's code covers no other.
fn git_dependency(c: &Command) -> Option<Verdict> {
    let name = crate::program_name(c.argv.first()?);
    let args: Vec<&str> = c.argv.iter().skip(1).map(String::as_str).collect();
    let source = match name {
        "clojure" | "clj" => clojure_git(&args),
        "go" => go_module_run(&args),
        "mix" => match args.as_slice() {
            [task, kind, rest @ ..]
                if matches!(*task, "archive.install" | "escript.install")
                    && matches!(*kind, "git" | "github") =>
            {
                rest.first().map(|r| (*r).to_owned())
            }
            _ => None,
        },
        "cargo" if args.first() == Some(&"add") => option_value(&args, &["--git"]),
        _ => runner_git(name, &args).or_else(|| installer_git(name, &args)),
    }?;
    Some(crate::knowledge::ask(
        format!("untrusted: {name} runs code from a git repository"),
        format!(
            "`{name}` fetches `{source}` from a repository or an address and runs or installs its code at once: no registry and nothing of the project vouches for it"
        ),
    ))
}

/// The value of one of `options` (`--git URL`, `--git=URL`).
fn option_value(args: &[&str], options: &[&str]) -> Option<String> {
    args.iter().enumerate().find_map(|(i, a)| {
        options.iter().find_map(|o| {
            if a == o {
                args.get(i + 1).map(|v| (*v).to_owned())
            } else {
                a.strip_prefix(o)?.strip_prefix('=').map(str::to_owned)
            }
        })
    })
}

/// Whether a package spec names a git repository or an address rather than a registry's
/// package: `github:u/r`, `git+https://…`, `x @ git+…`, a URL, and for node's runners and
/// installers the GitHub shorthand `u/r` (a `/` without a scope's `@`, and not a path).
fn git_spec(spec: &str, node: bool) -> bool {
    let s = spec.trim_matches(['"', '\'']).to_ascii_lowercase();
    let s = s
        .rsplit_once(" @ ")
        .map_or(s.as_str(), |(_, url)| url.trim());
    let prefixed = [
        "github:",
        "gitlab:",
        "bitbucket:",
        "gist:",
        "git+",
        "git://",
        "git@",
        "http://",
        "https://",
    ]
    .iter()
    .any(|p| s.starts_with(p));
    // `owner/repo` or `owner/repo#ref`: a name's characters only, as GitHub allows them.
    let (repo, _) = s.split_once('#').unwrap_or((s, ""));
    let shorthand = node
        && repo.matches('/').count() == 1
        && !repo.starts_with(['.', '/', '-'])
        && !repo.ends_with('/')
        && !repo.ends_with(".tgz")
        && repo
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '/' | '-' | '_' | '.'));
    prefixed || shorthand
}

/// A package runner's package (its first operand, or a package option's value) that is a git
/// repository or an address.
fn runner_git(name: &str, args: &[&str]) -> Option<String> {
    let node = !matches!(name, "uvx" | "uv" | "pipx");
    let (_, subs) = crate::knowledge::PACKAGE_RUNNERS
        .iter()
        .chain(std::iter::once(&UV_RUNS))
        .find(|(n, _)| *n == name)?;
    let words: Vec<&str> = args
        .iter()
        .copied()
        .filter(|a| !a.starts_with('-'))
        .collect();
    let rest = match subs.len() {
        0 => args,
        _ if words.first().is_some_and(|w| subs.contains(w)) => {
            let at = args.iter().position(|a| subs.contains(a)).unwrap_or(0);
            // `uv tool run` has two words before its package.
            let at = at + usize::from(name == "uv" && args.get(at + 1) == Some(&"run"));
            args.get(at + 1..).unwrap_or_default()
        }
        _ => return None,
    };
    // After `--` the words are the command's own (`pnpm -r exec -- node -p …`), and so are the
    // options after the package (`npx tsc -p packages/api`): only the runner's own options,
    // before its first operand, name its package.
    let rest = rest.split(|a| *a == "--").next().unwrap_or_default();
    let own = operands(rest)
        .next()
        .and_then(|first| rest.iter().position(|a| std::ptr::eq(a, first)))
        .map_or(rest, |at| rest.get(..at).unwrap_or_default());
    let from_option = option_value(own, PACKAGE_OPTIONS).filter(|v| git_spec(v, node));
    let operand = operands(rest)
        .next()
        .filter(|a| git_spec(a, node))
        .map(|a| (*a).to_owned());
    from_option.or(operand)
}

/// An installer's operand that is a git repository or an address (`bun add github:u/r`, `pip
/// install git+https://…`, `uv add 'x @ git+…'`).
fn installer_git(name: &str, args: &[&str]) -> Option<String> {
    let (_, subs) = INSTALLERS.iter().find(|(n, _)| *n == name)?;
    let node = matches!(name, "npm" | "pnpm" | "yarn" | "bun");
    let at = args.iter().position(|a| !a.starts_with('-'))?;
    if !args.get(at).is_some_and(|w| subs.contains(w)) {
        return None;
    }
    operands(args.get(at + 1..).unwrap_or_default())
        .find(|a| git_spec(a, node))
        .map(|a| (*a).to_owned())
}

/// Options of runners and installers whose value is an index, a registry or a file, not a
/// package (`pip install --index-url https://… x`).
const INDEX_OPTIONS: &[&str] = &[
    "-i",
    "--index-url",
    "--extra-index-url",
    "--index",
    "--default-index",
    "-f",
    "--find-links",
    "--registry",
    "-r",
    "--requirement",
    "-c",
    "--constraint",
    "--cache-dir",
    "--python",
];

/// The operands of a command's arguments, the values of [`INDEX_OPTIONS`] set aside.
fn operands<'a>(args: &'a [&'a str]) -> impl Iterator<Item = &'a &'a str> {
    args.iter().enumerate().filter_map(move |(i, a)| {
        let after_index = i
            .checked_sub(1)
            .and_then(|p| args.get(p))
            .is_some_and(|p| INDEX_OPTIONS.contains(p));
        (!a.starts_with('-') && !after_index).then_some(a)
    })
}

/// `go run MOD@VERSION` of a module that is not a well-known project tool.
fn go_module_run(args: &[&str]) -> Option<String> {
    if args.first() != Some(&"run") {
        return None;
    }
    let module = args
        .iter()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .filter(|a| a.contains('@') && !a.starts_with(['.', '/']))?;
    (!GO_PROJECT_TOOLS.iter().any(|t| module.starts_with(t))).then(|| (*module).to_owned())
}

/// Clojure's `-Sdeps` naming a git dependency that is not a well-known project tool, or a
/// tool installed from git (`-Ttools install`, `install-latest`).
fn clojure_git(args: &[&str]) -> Option<String> {
    if let Some(at) = args.iter().position(|a| *a == "-Ttools")
        && args.get(at + 1).is_some_and(|w| w.starts_with("install"))
    {
        return Some(args.get(at + 2).map_or("a tool", |l| l).to_owned());
    }
    let deps = option_value(args, &["-Sdeps"])?;
    let mut lib: Option<&str> = None;
    for token in deps.split(|ch: char| ch.is_whitespace() || "{}[](),".contains(ch)) {
        if token.contains('/') && !token.starts_with([':', '"']) {
            lib = Some(token);
            if !CLOJURE_GIT_HOSTS.iter().any(|h| token.starts_with(h)) {
                continue;
            }
        } else if !token.starts_with(":git/") {
            continue;
        }
        let known = lib.is_some_and(|l| CLOJURE_PROJECT_TOOLS.iter().any(|t| l.starts_with(t)));
        if !known {
            return Some(lib.unwrap_or("a git dependency").to_owned());
        }
    }
    None
}

/// Package managers' settings files, where a project lists the dependencies whose install
/// scripts run or turns its script guard off.
const PACKAGE_SETTINGS_FILES: &[&str] = &[
    "package.json",
    "bunfig.toml",
    "pnpm-workspace.yaml",
    ".npmrc",
    ".yarnrc",
    ".yarnrc.yml",
    "deno.json",
    "deno.jsonc",
];

/// Whether text written into a package manager's settings file (`file`, a path) lets
/// dependencies run their install scripts: it names a trust list (`trustedDependencies`,
/// `onlyBuiltDependencies`, `allowBuilds`), all builds allowed, Yarn's `enableScripts: true` or
/// `ignore-scripts=false`. A file tool's edit of such text is the same switch as `bun pm trust`
/// (which the shell analysis reads), so its caller always asks.
pub fn lets_install_scripts_run(file: &str, text: &str) -> bool {
    let name = file.rsplit('/').next().unwrap_or(file);
    if !PACKAGE_SETTINGS_FILES
        .iter()
        .any(|f| f.eq_ignore_ascii_case(name))
    {
        return false;
    }
    let plain: String = text
        .chars()
        .filter(|ch| !matches!(ch, '-' | '_' | ' ' | '\t' | '"' | '\''))
        .collect::<String>()
        .to_ascii_lowercase();
    SCRIPT_TRUST_LISTS
        .iter()
        .chain(&["dangerouslyallowallbuilds"])
        .any(|k| plain.contains(k))
        || ["enablescripts:true", "enablescripts=true"]
            .iter()
            .any(|k| plain.contains(k))
        || ["ignorescripts=false", "ignorescripts:false"]
            .iter()
            .any(|k| plain.contains(k))
}
