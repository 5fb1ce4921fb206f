//! Command knowledge of the operations tooling a project drives from its repository: Ansible's
//! roles and collections, molecule's scenarios, local virtual machines (Vagrant, Multipass),
//! backup repositories (restic) and the small clouds' command lines, as tables in the form of
//! `toolchains.rs` (read its module docs for the rows).
//!
//! - The project's local test machines are one ask-once family, [`LOCAL_VM`]: booting, stopping,
//!   provisioning and (recoverably) deleting the virtual machines the project's own files
//!   describe (its `Vagrantfile`, a named Multipass instance), a command run inside one (`vagrant ssh -c`,
//!   `multipass exec`: the machine's root is not this machine's), and a playbook run against
//!   an inventory named for them (`-i inventories/vagrant`). They are disposable and on this
//!   machine, as a local cluster is; what the human answers is "let the agent use the
//!   project's test machines".
//! - A playbook run against any other inventory (production, staging, a host list, the
//!   default one) configures real machines and keeps asking every time; its syntax checks and
//!   listings connect to no host ([`offline_check`]), so an inventory named for production
//!   does not make them a production run. Its check mode, and ad-hoc modules that only report
//!   (`-m ping`, `-m setup`), are Ansible's plan: [`ANSIBLE_LOOK_FAMILY`], asked once.
//! - molecule's scenarios are the role's tests: the project family (ansible-galaxy's own table
//!   is in `devtools.rs`).
//! - A restic repository on this machine (`-r /tmp/repo`) is its own family; a repository in
//!   the cloud, or one the command does not name, keeps asking: a backup there uploads files.
//! - The small clouds' listings and descriptions read; everything else they do asks.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, OUTSIDE_WORKSPACE, PUBLISHING, REMOTE, Row,
    Toolchain, ask, build, danger, extends, outside, project, read, seen, tool, unless, with,
};

/// The family of the project's local test machines: see the module's docs.
pub(crate) const LOCAL_VM: &str = "local VM";

/// The family of a playbook's check mode (`ansible-playbook … --check [--diff]`) and of the
/// ad-hoc modules that only report ([`ANSIBLE_REPORTING_MODULES`]: `ansible all -m ping`, `-m
/// setup`): Ansible's plan, which logs in to the inventory's machines, reports what it would
/// change or what it finds, and changes nothing (a task the playbook itself marks
/// `check_mode: false` runs even then: the playbook is the project's, as the data sources a
/// `terraform plan` runs are its configuration's). One yes for the session, apart from the
/// project's builds; an inventory named for production keeps the production rule's question.
pub(crate) const ANSIBLE_LOOK_FAMILY: &str = "ansible check mode and facts";

/// The marker [`adhoc_args`] puts first when an ad-hoc `ansible` command runs one module, and
/// it is one that only reports. Ansible has no such option; one written by hand is dropped.
pub(crate) const REPORTING_MODULE: &str = "--runs-a-reporting-module";

/// Ad-hoc modules that only report on a machine: `ping` logs in and answers, `setup` gathers
/// its facts.
const ANSIBLE_REPORTING_MODULES: &[&str] = &[
    "ping",
    "setup",
    "ansible.builtin.ping",
    "ansible.builtin.setup",
    "ansible.legacy.ping",
    "ansible.legacy.setup",
];

/// An ad-hoc `ansible` command's arguments as its rows read them: [`REPORTING_MODULE`] first
/// when it names exactly one module and that module only reports. None for other programs.
pub(crate) fn adhoc_args(name: &str, args: &[String]) -> Option<Vec<String>> {
    if name != "ansible" {
        return None;
    }
    let args: Vec<String> = args
        .iter()
        .filter(|a| *a != REPORTING_MODULE)
        .cloned()
        .collect();
    let mut modules = Vec::new();
    let mut module_args = Vec::new();
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if a == "-a" || a == "--args" {
            module_args.push(it.next().map_or("", String::as_str));
        } else if let Some(v) = a
            .strip_prefix("--args=")
            .or_else(|| a.strip_prefix("-a").filter(|v| !v.is_empty()))
        {
            module_args.push(v);
        } else if a == "-m" || a == "--module-name" {
            modules.push(it.next().map_or("", String::as_str));
        } else if let Some(v) = a
            .strip_prefix("--module-name=")
            .or_else(|| a.strip_prefix("-m").filter(|v| !v.is_empty()))
        {
            modules.push(v);
        }
    }
    let mut out = Vec::with_capacity(args.len() + 1);
    if let [only] = modules.as_slice()
        && ANSIBLE_REPORTING_MODULES.contains(only)
        && (!only.ends_with("setup") || setup_filtered(&module_args))
    {
        out.push(REPORTING_MODULE.to_owned());
    }
    out.extend(args);
    Some(out)
}

/// Whether `setup`'s arguments are one `filter=` naming facts literally, none of them the
/// remote environment (`filter=ansible_distribution*` is fine, `ansible_env` and a bare `*`
/// are not): without one, `setup` prints every fact, `ansible_env` with it.
fn setup_filtered(module_args: &[&str]) -> bool {
    let [only] = module_args else {
        return false;
    };
    only.strip_prefix("filter=").is_some_and(|f| {
        let f = f.trim_matches(['\'', '"', '[', ']']);
        !f.is_empty()
            && !f.to_ascii_lowercase().contains("env")
            && !f.starts_with('*')
            && !f.contains(' ')
    })
}

/// The family of a playbook's check mode or a reporting module against the project's local
/// test machines: theirs ([`LOCAL_VM`]), as their runs are, so one yes covers both; any other
/// family is kept.
pub(crate) fn checked_family<'a>(program: &str, family: &'a str, args: &[String]) -> &'a str {
    if family == ANSIBLE_LOOK_FAMILY
        && matches!(program, "ansible-playbook" | "ansible")
        && local_inventory(args)
    {
        LOCAL_VM
    } else {
        family
    }
}

/// `ansible-playbook`'s options that take the next word as their value.
pub(crate) const ANSIBLE_PLAYBOOK_VALUES: &[&str] = &[
    "-i",
    "--inventory",
    "-e",
    "--extra-vars",
    "-l",
    "--limit",
    "-t",
    "--tags",
    "--skip-tags",
    "-u",
    "--user",
    "-f",
    "--forks",
    "--vault-id",
    "--vault-password-file",
    "--start-at-task",
    "--inventory-file",
];

/// A playbook's check mode (`--check`, `-C`, with or without `--diff`) is
/// [`ANSIBLE_LOOK_FAMILY`]'s; its syntax check and listings stay the project's (`devtools.rs`).
/// Extra variables (`-e`, `--extra-vars`, attached or not) may point the play at other hosts
/// (`-e target_hosts=prod`) or run code (`-e ansible_python_interpreter=…`), and a playbook
/// outside the workspace is not the project's: either takes a run out of the family.
const ANSIBLE_PLAYBOOK_CHECK: &[Row] = &[
    ask("").code(OUTSIDE_WORKSPACE),
    unless(with(build(""), &["--check", "-C"]), NOT_A_CHECK),
];

/// What takes a playbook's `--check` out of [`ANSIBLE_LOOK_FAMILY`]: the offline checks (the
/// project's) and extra variables.
const NOT_A_CHECK: &[&str] = &[
    "--syntax-check",
    "--list-tasks",
    "--list-hosts",
    "--list-tags",
    "-e",
    "--extra-vars",
];

/// Ad-hoc `ansible` running one module that only reports ([`adhoc_args`]) is
/// [`ANSIBLE_LOOK_FAMILY`]'s; any other module keeps `devtools.rs`' table, which always asks.
const ANSIBLE_ADHOC_REPORT: &[Row] = &[unless(
    with(build(""), &[REPORTING_MODULE]),
    &["-e", "--extra-vars"],
)];

/// Words of a playbook's file name, its tags or its extra variables that say a run destroys
/// or removes (`teardown.yml`, `--tags wipe`, `-e state=absent`): such a run keeps asking
/// against any stage.
const DESTROYING_RUN_WORDS: &[&str] = &[
    "destroy",
    "teardown",
    "delete",
    "remove",
    "rm",
    "purge",
    "prune",
    "wipe",
    "erase",
    "nuke",
    "drop",
    "truncate",
    "absent",
    "decommission",
    "reset",
    "reimage",
    "format",
    "uninstall",
    "clean",
    "cleanup",
    "restore",
    "rollback",
];

/// Whether a playbook run that names only stages' inventories must keep asking all the same
/// (for `appstacks::stage_args`): an inventory that is a host list (`-i web1,`) or built at
/// run time, extra variables from a file (`-e @vars.yml`, unseen) or pointing the hosts
/// elsewhere ([`HOST_OVERRIDES`]), or a playbook, tag or variable whose words destroy
/// ([`DESTROYING_RUN_WORDS`]).
pub(crate) fn stage_run_refused(args: &[String]) -> bool {
    let destroys = |v: &str| {
        crate::recall::name_words(v)
            .iter()
            .any(|w| DESTROYING_RUN_WORDS.contains(&w.as_str()))
    };
    // An inventory in any spelling (`-iweb1,`, `--inv=$HOSTS`) that lists hosts or is built
    // at run time.
    let inventories = crate::appstacks::every_option_value(INVENTORY_OPTIONS, true, args);
    if inventories
        .iter()
        .any(|v| v.as_deref().is_none_or(|v| v.contains([',', '$'])))
    {
        return true;
    }
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v)),
            _ => (a.as_str(), None),
        };
        let value = if ANSIBLE_PLAYBOOK_VALUES.contains(&opt) {
            attached.or_else(|| it.next().map(String::as_str))
        } else {
            None
        };
        let v = value.unwrap_or(a);
        let refused = match opt {
            "-i" | "--inventory" | "--inventory-file" => v.contains([',', '$']),
            // Extra variables may point the hosts anywhere or run code: always refused.
            "-e" | "--extra-vars" => true,
            _ if a.starts_with("-e") && !a.starts_with("--") => true,
            "-t" | "--tags" => destroys(v),
            _ if !a.starts_with('-') => destroys(a) || outside_workspace(a),
            _ => false,
        };
        if refused {
            return true;
        }
    }
    false
}

/// Whether a playbook's path is outside the workspace: absolute, in a home, climbing out or
/// built at run time.
fn outside_workspace(path: &str) -> bool {
    path.starts_with(['/', '~', '$']) || path.split('/').any(|p| p == "..")
}

/// The grant of a playbook's run against stages' inventories: one per inventory named
/// (`ansible stage run: inventories/sandbox.yml`), so a yes for the sandbox never covers
/// staging.
pub(crate) fn stage_run_family(family: &str, args: &[String]) -> String {
    let inventories: Vec<String> =
        crate::appstacks::every_option_value(INVENTORY_OPTIONS, true, args)
            .into_iter()
            .map(Option::unwrap_or_default)
            .collect();
    format!("{family}: {}", inventories.join(" "))
}

/// `ansible-playbook`'s options whose value is an inventory.
const INVENTORY_OPTIONS: &[&str] = &["-i", "--inventory", "--inventory-file"];

/// Words of an inventory's path that name the project's local test machines
/// (`inventories/vagrant`, `molecule/default/inventory`, `hosts.multipass.yml`).
const LOCAL_INVENTORY_WORDS: &[&str] = &[
    "vagrant",
    "multipass",
    "molecule",
    "lima",
    "virtualbox",
    "libvirt",
    "lxd",
    "incus",
];

/// Extra variables that point a play's hosts elsewhere than the inventory says.
const HOST_OVERRIDES: &[&str] = &[
    "ansible_host",
    "ansible_ssh_host",
    "ansible_connection",
    "ansible_ssh_common_args",
    "ansible_ssh_extra_args",
];

/// Whether an `ansible-playbook` command runs only against the project's local test machines:
/// every inventory it names is a path whose words name them ([`LOCAL_INVENTORY_WORDS`]) and
/// none names production; no extra variable points the hosts elsewhere. A host list
/// (`-i 10.0.0.5,`), an inventory built at run time or the default one is not local.
pub(crate) fn local_inventory(args: &[String]) -> bool {
    // Every inventory, in any spelling (`-iinventories/prod.yml`, `--inv x`).
    let inventories = crate::appstacks::every_option_value(INVENTORY_OPTIONS, true, args);
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v)),
            _ => (a.as_str(), None),
        };
        // Extra variables attached to `-e` (`-eansible_host=…`) are not read: not local.
        if a.starts_with("-e") && a.len() > 2 {
            return false;
        }
        if opt == "-e" || opt == "--extra-vars" {
            let v = attached.or_else(|| it.next().map(String::as_str));
            if HOST_OVERRIDES
                .iter()
                .any(|h| v.unwrap_or_default().contains(h))
            {
                return false;
            }
        }
    }
    !inventories.is_empty()
        && inventories.iter().all(|i| {
            i.as_deref().is_some_and(|i| {
                !i.contains(',')
                    && !i.contains('$')
                    && !crate::knowledge::names_production(i)
                    && i.split(|ch: char| !ch.is_ascii_alphanumeric()).any(|w| {
                        LOCAL_INVENTORY_WORDS
                            .iter()
                            .any(|l| w.eq_ignore_ascii_case(l))
                    })
            })
        })
}

/// A playbook's checks that connect to no host: its syntax check and its listings of tasks,
/// hosts and tags load the play and the inventory here and stop. An inventory named for
/// production does not make them a production run.
const OFFLINE_FLAGS: &[&str] = &[
    "--syntax-check",
    "--list-tasks",
    "--list-hosts",
    "--list-tags",
];

/// Whether a command only checks or lists and reaches no machine its options name
/// (`ansible-playbook -i inventories/production site.yml --syntax-check`), or names a linter's
/// rule profile (`ansible-lint --profile production`: the strictest set of rules, no target).
pub(crate) fn offline_check(program: &str, args: &[String], option: &str) -> bool {
    match program {
        "ansible-playbook" => args.iter().any(|a| OFFLINE_FLAGS.contains(&a.as_str())),
        "ansible-lint" => option == "--profile" || option.starts_with("--profile="),
        _ => false,
    }
}

/// Django's system checks' own options (`manage.py check --deploy`): they pick which checks
/// run and how they print, and load the settings module named; `--database` is not here, since
/// it makes the checks query that database.
const DJANGO_CHECK_OPTIONS: &[&str] = &[
    "--deploy",
    "--list-tags",
    "--tag",
    "-t",
    "--fail-level",
    "--settings",
    "--pythonpath",
    "-v",
    "--verbosity",
    "--no-color",
    "--force-color",
    "--traceback",
];

/// Whether a whole command only checks and reaches no machine, whatever environment it names:
/// Django's system checks (`python manage.py check --deploy
/// --settings=shop.settings.production`, `django-admin check`) import the settings and the
/// apps and print warnings; they open no connection unless `--database` asks them to. The
/// settings named for production do not make them a production run; the command stays the
/// project's (its code is loaded), never a read.
pub(crate) fn offline_command(program: &str, args: &[String]) -> bool {
    let rest = match (program, args) {
        ("manage.py" | "django-admin" | "django-admin.py", [sub, rest @ ..]) if sub == "check" => {
            rest
        }
        (_, [script, sub, rest @ ..])
            if program.starts_with("python")
                && script.rsplit('/').next() == Some("manage.py")
                && sub == "check" =>
        {
            rest
        }
        _ => return false,
    };
    rest.iter().all(|a| {
        let option = a.split_once('=').map_or(a.as_str(), |(o, _)| o);
        if a.starts_with('-') {
            DJANGO_CHECK_OPTIONS.contains(&option)
        } else {
            // An app label, or an option's value (a tag, a level, a settings module).
            a.chars()
                .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '_' | '.' | '-'))
        }
    })
}

/// Repository locations that are not a path on this machine (`s3:`, `sftp:`, `rest:`…).
fn remote_repository(repo: &str) -> bool {
    repo.split_once(':')
        .is_some_and(|(scheme, _)| !scheme.contains('/') && scheme.len() > 1)
}

/// Whether a restic command names its repository, and it is a path on this machine
/// (`-r /tmp/restic-test`, `--repo=backups/repo`): a repository given by the environment, a
/// file or a command may be anywhere.
pub(crate) fn local_restic_repository(args: &[String]) -> bool {
    let mut repo = None;
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if a == "-r" || a == "--repo" {
            repo = it.next().map(String::as_str);
        } else if let Some(v) = a.strip_prefix("--repo=") {
            repo = Some(v);
        } else if a.starts_with("--repository-file") || a.starts_with("--password-command") {
            return false;
        }
    }
    repo.is_some_and(|r| !r.is_empty() && !r.contains('$') && !remote_repository(r))
}

/// Whether a restic command only makes a new, empty repository in scratch space under `/tmp`
/// (`restic -r /tmp/restic-test init --insecure-no-password`), as `mkdir` there does: a test
/// repository, with no option but the repository, its password left out, quiet or JSON output
/// and no cache. A repository elsewhere, a password from a command or file, chunker parameters
/// copied from another repository (`--from-repo`) and every other subcommand are not this.
pub(crate) fn restic_scratch_init(args: &[String]) -> bool {
    let mut repo = None;
    let mut words = Vec::new();
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        match a {
            "-r" | "--repo" => repo = it.next(),
            "--insecure-no-password" | "-q" | "--quiet" | "--json" | "--no-cache" => {}
            _ if a.starts_with("--repo=") => repo = a.strip_prefix("--repo="),
            _ if a.starts_with('-') => return false,
            _ => words.push(a),
        }
    }
    words == ["init"]
        && repo.is_some_and(|r| {
            r.starts_with("/tmp/") && crate::knowledge::scratch_output(r, false, "")
        })
}

/// The ask-once family of an operations command that acts only on this machine:
/// [`LOCAL_VM`] for a playbook run against the project's local test machines, `restic local
/// repository` for a repository on this machine.
pub(crate) fn local_family(program: &str, args: &[String]) -> Option<String> {
    match program {
        "ansible-playbook" => local_inventory(args).then(|| LOCAL_VM.to_owned()),
        "restic" => local_restic_repository(args).then(|| "restic local repository".to_owned()),
        _ => None,
    }
}

/// The command line a local virtual machine runs for `vagrant ssh [NAME] -c CMD` and
/// `multipass exec NAME [--] CMD…`, with the runner's name; `None` for anything else.
pub(crate) fn vm_command(argv: &[String]) -> Option<(&'static str, String)> {
    let prog = argv.first().map(|p| crate::program_name(p))?;
    match (prog, argv.get(1).map(String::as_str)) {
        ("vagrant", Some("ssh")) => {
            let at = argv.iter().position(|a| a == "-c" || a == "--command")?;
            Some(("vagrant ssh", argv.get(at + 1)?.clone()))
        }
        ("multipass", Some("exec")) => {
            let rest = argv.get(2..)?;
            let from = match rest.iter().position(|a| a == "--") {
                Some(dd) => dd + 1,
                None => rest.iter().position(|a| !a.starts_with('-'))? + 1,
            };
            let words = rest.get(from..).filter(|w| !w.is_empty())?;
            let line = words
                .iter()
                .map(|w| crate::quote_word(w.as_str()))
                .collect::<Vec<_>>()
                .join(" ");
            Some((
                "multipass exec",
                match working_directory(rest.get(..from).unwrap_or_default()) {
                    Some(dir) => format!("cd {} && {line}", crate::quote_word(dir)),
                    None => line,
                },
            ))
        }
        _ => None,
    }
}

/// The folder `multipass exec -d DIR` (`--working-directory`) runs its command in: the command
/// is judged as if it began with `cd DIR`, so `-d /host/etc -- rm passwd` (a host folder the VM
/// mounts) is a write outside the workspace, as `cd /host/etc && rm passwd` is.
fn working_directory(options: &[String]) -> Option<&str> {
    let mut it = options.iter();
    let mut dir = None;
    while let Some(a) = it.next() {
        if a == "-d" || a == "--working-directory" {
            dir = it.next().map(String::as_str);
        } else if let Some(v) = a.strip_prefix("--working-directory=") {
            dir = Some(v);
        }
    }
    dir
}

/// The runners whose command runs inside one of the project's local virtual machines.
pub(crate) const VM_RUNNERS: &[&str] = &["vagrant ssh", "multipass exec"];

/// Whether a command runs inside a local virtual machine (`vagrant ssh -c`, `multipass exec`),
/// whose root is the machine's, not this one's: a privileged wrapper there raises nothing.
pub fn runs_in_vm(c: &crate::Command) -> bool {
    c.wrappers
        .first()
        .is_some_and(|r| VM_RUNNERS.contains(&r.as_str()))
}

/// A command run inside a local virtual machine, once judged on its own: what only asked once
/// joins [`LOCAL_VM`], and so does a change of machine-wide state its knowledge alone always
/// asks about (`systemctl start`, `apt-get install`: the global and service state categories), since the
/// machine is the VM, not this one, as its root is; what else always asks (a secret of the
/// shared workspace printed, a write outside it, which a synced folder may carry to this
/// machine, the network reached, data destroyed, a credential, a publication) keeps asking.
/// `beside` says whether a check other than the program's own knowledge always asks.
pub(crate) fn in_vm(c: &crate::Command, v: &mut crate::Verdict, beside: bool) {
    let vm_state = v.level == crate::Level::AlwaysAsk
        && !beside
        && [crate::toolchains::GLOBAL, crate::toolchains::SERVICE_STATE]
            .iter()
            .any(|category| v.row.ends_with(&format!("({category})")));
    if !(v.level == crate::Level::AskOnce || vm_state) || !runs_in_vm(c) {
        return;
    }
    v.level = crate::Level::AskOnce;
    let runner = c.wrappers.first().map(String::as_str).unwrap_or_default();
    v.row = format!("{} (inside a local VM: {runner})", v.row);
    v.reason = format!(
        "{}; it runs inside one of the project's local virtual machines, which the approval of `{LOCAL_VM}` already covers",
        v.reason
    );
    v.grant = Some(LOCAL_VM.to_owned());
    v.outside = true;
}

/// Vagrant: its machines' status, boxes and configuration read; booting, stopping,
/// provisioning and a command run in one of the project's machines are [`LOCAL_VM`];
/// `destroy` deletes a machine and its disk. `cloud` and `push` publish, `share` opens the machine to the internet,
/// `login` stores a token, a plugin changes every project, a box's removal or prune deletes
/// downloads every project shares.
const VAGRANT: &[Row] = &[
    // A machine's disk goes with it, and whatever data the project put there (a database
    // filled by hand), as with a local stack's teardown; `multipass delete` without `--purge`
    // can still be recovered.
    danger("destroy", DESTROYING),
    danger("cloud", PUBLISHING),
    danger("push", PUBLISHING),
    danger("share", REMOTE),
    danger("login", CREDENTIALS),
    danger("plugin install", GLOBAL),
    danger("plugin uninstall", GLOBAL),
    danger("plugin update", GLOBAL),
    danger("plugin expunge", GLOBAL),
    danger("box remove", DESTROYING),
    danger("box prune", DESTROYING),
    danger("global-status", DESTROYING).needs(&["--prune"]),
    read("global-status"),
    read("version"),
    read("box list"),
    read("box outdated"),
    read("plugin list"),
    // These load the project's Vagrantfile, which is Ruby code: the family, not a read.
    build("status"),
    build("validate"),
    build("port"),
    build("ssh-config"),
    build("snapshot list"),
    build("up"),
    build("halt"),
    build("reload"),
    build("suspend"),
    build("resume"),
    build("provision"),
    build("snapshot"),
    // A command given to run; a shell to type into is asked on its own.
    with(build("ssh"), &["-c", "--command"]),
];

/// Multipass: listing and describing instances read; launching, stopping, deleting a named
/// instance (it can be recovered until purged) and running a command in it are [`LOCAL_VM`].
/// Every instance at once, purging (`delete --purge`, `purge`) and the daemon's settings
/// always ask.
const MULTIPASS: &[Row] = &[
    danger("delete", DESTROYING).needs(&["--all"]),
    danger("stop", DESTROYING).needs(&["--all"]),
    danger("purge", DESTROYING),
    danger("set", GLOBAL),
    danger("authenticate", CREDENTIALS),
    // A file copied between this machine and a VM, or a folder of this machine mounted in one
    // (also at launch, `--mount SRC:DST`): outside the workspace, it reads or writes the
    // user's own files (`transfer vm:/x ~/.bashrc`, `mount / vm:/host`); inside it, the
    // project's own VM work.
    danger("transfer", GLOBAL).code(OUTSIDE_WORKSPACE),
    danger("mount", GLOBAL).code(OUTSIDE_WORKSPACE),
    danger("launch", GLOBAL).code(OUTSIDE_WORKSPACE),
    read("list"),
    read("ls"),
    read("info"),
    read("version"),
    read("find"),
    read("networks"),
    read("get"),
    read("aliases"),
    build("launch"),
    build("start"),
    build("stop"),
    build("restart"),
    build("suspend"),
    build("recover"),
    build("delete"),
    build("snapshot"),
    build("restore"),
    build("exec"),
    build("transfer"),
    build("mount"),
    build("umount"),
    build("unmount"),
];

/// molecule: a role's test scenarios, run on instances the scenario creates (the project's
/// own tests); listings read; `login` is a shell to type into.
const MOLECULE: &[Row] = &[
    read("list"),
    read("matrix"),
    read("drivers"),
    ask("login"),
    build("init"),
    build("create"),
    build("prepare"),
    build("converge"),
    build("idempotence"),
    build("verify"),
    build("side-effect"),
    build("test"),
    build("check"),
    build("syntax"),
    build("lint"),
    build("cleanup"),
    build("destroy"),
    build("dependency"),
    build("reset"),
];

/// Hetzner Cloud's command line: listings and descriptions of resources read; contexts hold
/// the API token; everything else changes the account's machines and always asks.
const HCLOUD: &[Row] = &[
    danger("context ...", CREDENTIALS),
    read("version"),
    read("* list"),
    read("* describe"),
];

/// DigitalOcean's command line, as Hetzner's: `doctl compute droplet list` reads; logins,
/// registry credentials, a cluster's kubeconfig and a database's connection (its password)
/// always ask.
const DOCTL: &[Row] = &[
    danger("auth ...", CREDENTIALS),
    danger("... *kubeconfig* ...", CREDENTIALS),
    danger("... connection ...", CREDENTIALS),
    danger("... login ...", CREDENTIALS),
    danger("... *user* ...", CREDENTIALS),
    read("version"),
    // The account's e-mail, status and limits, and its balance: no token.
    read("account get"),
    read("account ratelimit"),
    read("balance get"),
    read("* list"),
    read("* * list"),
    read("* * get"),
];

/// restic: the repository's listings and checks read; a backup, a new repository or a tag
/// written to a repository on this machine is its own family ([`local_family`]), anywhere
/// else always asks (a backup uploads files); forgetting and pruning snapshots destroy them;
/// `cat` prints the repository's master key, `key` changes who may open it; `dump`,
/// `restore` and `mount` hand out what was backed up.
const RESTIC: &[Row] = &[
    danger("forget", DESTROYING),
    danger("prune", DESTROYING),
    danger("rewrite", DESTROYING),
    danger("cat", CREDENTIALS),
    unless(danger("key", CREDENTIALS), &["list"]),
    read("key list"),
    read("version"),
    read("help"),
    read("snapshots"),
    read("ls"),
    read("stats"),
    read("check"),
    read("find"),
    read("diff"),
    read("list"),
    danger("init", REMOTE),
    danger("backup", REMOTE),
    danger("tag", REMOTE),
    danger("copy", REMOTE),
];

/// ssh-add: listing the agent's keys prints their fingerprints or public halves; adding,
/// deleting, locking and forwarding keys change what the agent holds.
const SSH_ADD: &[Row] = &[unless(
    with(read(""), &["-l", "-L"]),
    &[
        "-d", "-D", "-x", "-X", "-s", "-e", "-t", "-c", "-k", "-K", "-H", "-h", "-S", "-T",
    ],
)];

/// Options of the small clouds' command lines whose value is the next word.
const CLOUD_VALUES: &[&str] = &[
    "-o",
    "--output",
    "-l",
    "--selector",
    "--context",
    "--format",
    "--sort",
    "--columns",
    "--label-selector",
];

/// Every toolchain this file knows; `toolchains.rs` consults it with the dev tools' table.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    extends(outside(tool(
        &["ansible-playbook"],
        ANSIBLE_LOOK_FAMILY,
        ANSIBLE_PLAYBOOK_VALUES,
        ANSIBLE_PLAYBOOK_CHECK,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["ansible"],
        ANSIBLE_LOOK_FAMILY,
        &[
            "-i",
            "--inventory",
            "-m",
            "--module-name",
            "-a",
            "--args",
            "-e",
            "--extra-vars",
            "-l",
            "--limit",
            "-u",
            "--user",
            "-f",
            "--forks",
        ],
        ANSIBLE_ADHOC_REPORT,
        Kind::Ask,
    ))),
    outside(tool(
        &["vagrant"],
        LOCAL_VM,
        &["--provider", "-c", "--command"],
        VAGRANT,
        Kind::Ask,
    )),
    outside(seen(
        tool(
            &["multipass"],
            LOCAL_VM,
            &[
                "-n",
                "--name",
                "-c",
                "--cpus",
                "-m",
                "--memory",
                "-d",
                "--disk",
                "--cloud-init",
                "--format",
                "--network",
                "--mount",
                "--working-directory",
                "--timeout",
            ],
            MULTIPASS,
            Kind::Ask,
        ),
        &["--mount"],
    )),
    project(tool(
        &["molecule"],
        "molecule",
        &[
            "-s",
            "--scenario-name",
            "-d",
            "--driver-name",
            "-c",
            "--base-config",
            "--parallel",
        ],
        MOLECULE,
        Kind::Ask,
    )),
    outside(tool(
        &["hcloud"],
        "hcloud",
        CLOUD_VALUES,
        HCLOUD,
        Kind::Danger(INFRA),
    )),
    tool(&["ssh-add"], "ssh-add", &[], SSH_ADD, Kind::Ask),
    // DNS lookups print what public name servers answer.
    tool(
        &["dig", "host", "nslookup", "drill", "delv"],
        "dns",
        &[],
        &[],
        Kind::Read,
    ),
    outside(tool(
        &["doctl"],
        "doctl",
        CLOUD_VALUES,
        DOCTL,
        Kind::Danger(INFRA),
    )),
    tool(
        &["restic"],
        "restic",
        &[
            "-r",
            "--repo",
            "--repository-file",
            "--password-command",
            "-p",
            "--password-file",
            "--cache-dir",
            "-o",
            "--option",
            "--tag",
            "--host",
            "--path",
            "--target",
            "--exclude",
            "--exclude-file",
            "--files-from",
        ],
        RESTIC,
        Kind::Ask,
    ),
];
