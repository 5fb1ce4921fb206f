//! Command knowledge of the checkers everyday projects run (linters, formatters in check mode,
//! static analysers, scanners, validators and test runners), of read-only probes of the
//! machine and its local services, and of local clusters, as tables in the same form as
//! `toolchains.rs` (read its module docs for the rows).
//!
//! - A checker that only reads the files it is given and runs no code of the project's is
//!   `read` (`shellcheck`, `hadolint`, `yamllint`, `kubeconform`, `checkov`, `trivy config`,
//!   `promtool check`);
//!   its flags that write, fix, load the project's plugins or reach a service are not.
//! - A checker that runs the project's code or configuration as code (Rego policies, rule
//!   plugins, JavaScript configs, bats tests, pre-commit hooks) or fixes files is the project's
//!   one family ([`crate::toolchains::PROJECT_FAMILY`]): the agent can write a test and run
//!   it, so running the project's own checkers adds nothing to that grant.
//! - Installing, fetching new code, publishing and reaching a remote stay asked.
//! - A local cluster (`kind`, `minikube`, `k3d`, and `kubectl`/`helm` given a context that is
//!   plainly local) is its own ask-once family, [`LOCAL_CLUSTER`]: disposable, on this
//!   machine, and never the project's.
//!
//! Some toolchains here only add rows to a program `toolchains.rs` knows (`helm unittest`,
//! `kubectl --dry-run`, `cargo deny`): when none of their rows matches, that program's own
//! table decides.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, INFRA, Kind, OUTSIDE_WORKSPACE, PUBLISHING, REMOTE, Row,
    Toolchain, add_dependency, ask, build, danger, extends, outside, project, read, seen, tool,
    unless, with,
};

/// Checkers that read whole trees and print what they find: a root that holds the home
/// directory, `/etc` or `/` always asks, as a recursive grep of it does.
pub(crate) const TREE_SCANNERS: &[&str] = &[
    "trivy",
    "checkov",
    "gitleaks",
    "grype",
    "tfsec",
    "terrascan",
    "osv-scanner",
    "kubeconform",
    "kubeval",
    "kube-linter",
    "yamllint",
    "hadolint",
    "shellcheck",
    "typos",
    "codespell",
    "vale",
    "cppcheck",
    "luacheck",
    "vulture",
    "brakeman",
    "pip-audit",
];

/// The family of local clusters: creating, changing and deleting a cluster on this machine
/// (`kind`, `minikube`, `k3d`) and acting on one through a plainly local context.
pub(crate) const LOCAL_CLUSTER: &str = "local cluster";

/// Contexts that name a cluster on this machine, as the local cluster tools name them.
const LOCAL_CONTEXTS: &[&str] = &[
    "kind-*",
    "k3d-*",
    "minikube",
    "docker-desktop",
    "docker-for-desktop",
    "rancher-desktop",
    "orbstack",
    "colima",
    "colima-*",
];

/// kubectl options that point a local context's name at another server or user.
const CONTEXT_OVERRIDES: &[&str] = &[
    "-s",
    "--server",
    "--cluster",
    "--user",
    "--token",
    "--kubeconfig",
    "--as",
];

/// Whether `kubectl`/`helm` arguments name a plainly local context (and nothing that points it
/// elsewhere). A context that also names production is never local.
pub(crate) fn local_context(program: &str, args: &[String]) -> bool {
    let flag = match program {
        "kubectl" => "--context",
        "helm" => "--kube-context",
        _ => return false,
    };
    let mut context = None;
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if CONTEXT_OVERRIDES
            .iter()
            .any(|o| a == o || (o.starts_with("--") && a.starts_with(&format!("{o}="))))
        {
            return false;
        }
        if a == flag {
            context = it.next().map(String::as_str);
        } else if let Some(v) = a.strip_prefix(flag).and_then(|v| v.strip_prefix('=')) {
            context = Some(v);
        }
    }
    context.is_some_and(|c| {
        let lower = c.to_ascii_lowercase();
        !lower.contains("prod")
            && !lower.contains("prd")
            && LOCAL_CONTEXTS
                .iter()
                .any(|g| airlock_facts::component_matches(g, c))
    })
}

/// Whether a kubectl command switches the current context to a plainly local one (`kubectl
/// config use-context kind-shelf`): later commands then reach a cluster on this machine, which
/// is the local cluster family; a switch to any other context is global state and asks.
fn use_local_context(args: &[String]) -> bool {
    let words: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let plain = args.iter().all(|a| !a.starts_with('-') || a == "--");
    match words.as_slice() {
        ["config", "use-context" | "use", name] => {
            let lower = name.to_ascii_lowercase();
            plain
                && !lower.contains("prod")
                && !lower.contains("prd")
                && LOCAL_CONTEXTS
                    .iter()
                    .any(|g| airlock_facts::component_matches(g, name))
        }
        _ => false,
    }
}

/// The ask-once family of a command that acts on a local service: [`LOCAL_CLUSTER`] for
/// kubectl and helm given a plainly local context, and for a cloud CLI given a loopback
/// endpoint (an emulator such as LocalStack), a family of that endpoint: `local cloud URL`.
pub(crate) fn local_family(program: &str, args: &[String]) -> Option<String> {
    if program == "skaffold" {
        return skaffold_local(args).then(|| LOCAL_CLUSTER.to_owned());
    }
    if program == "tilt" {
        return tilt_local(args).then(|| LOCAL_CLUSTER.to_owned());
    }
    if let Some(family) = crate::localops::local_family(program, args) {
        return Some(family);
    }
    if program == "kubectl" && use_local_context(args) {
        return Some(LOCAL_CLUSTER.to_owned());
    }
    if local_context(program, args) {
        let (values, verbs) = match program {
            "kubectl" => (KUBECTL_VALUES, LOCAL_KUBECTL_VERBS),
            _ => (HELM_VALUES, LOCAL_HELM_VERBS),
        };
        return verbs
            .contains(&first_word(args, values)?)
            .then(|| LOCAL_CLUSTER.to_owned());
    }
    if !matches!(program, "aws") {
        return None;
    }
    let mut endpoint = None;
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if a == "--endpoint-url" {
            endpoint = it.next().map(String::as_str);
        } else if let Some(v) = a.strip_prefix("--endpoint-url=") {
            endpoint = Some(v);
        }
    }
    // A copy between the emulator and files outside the workspace (`s3 sync ~ s3://b`) would
    // carry those files through it: asked as before.
    if args
        .iter()
        .any(|a| !a.starts_with('-') && (a.starts_with(['/', '~', '$']) || a.starts_with("..")))
    {
        return None;
    }
    let endpoint = endpoint?;
    (endpoint.starts_with("http://") || endpoint.starts_with("https://"))
        .then_some(())
        .filter(|()| crate::knowledge::loopback(endpoint))
        .map(|()| format!("local cloud {}", endpoint.trim_end_matches('/')))
}

/// What a cloud CLI's command does to an emulator on this machine (`aws --endpoint-url
/// http://localhost:4566 …`), for the local cloud family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CloudAct {
    /// Lists, describes, gets or scans the emulator's data (nothing named for a secret).
    Read,
    /// Creates or changes the emulator's resources or data.
    Write,
    /// Deletes, purges, moves or removes resources or data (`s3 rb`, `s3 rm`, `delete-*`,
    /// `purge-queue`, `s3 sync --delete`).
    Destroy,
}

/// aws's global options that take no value.
const AWS_FLAGS: &[&str] = &[
    "--debug",
    "--no-verify-ssl",
    "--no-paginate",
    "--no-cli-pager",
    "--no-sign-request",
    "--recursive",
    "--force",
    "--delete",
    "--dryrun",
    "--quiet",
];

/// [`CloudAct`] of an aws command line: its operation (the word after the service) and its
/// flags. A word naming a secret, a password, a token or a key is never a read.
pub(crate) fn local_cloud_act(args: &[String]) -> CloudAct {
    const DESTROYS: &[&str] = &[
        "delete",
        "purge",
        "remove",
        "terminate",
        "destroy",
        "deregister",
        "reset",
        "drop",
    ];
    let mut words = Vec::new();
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if a.starts_with("--") {
            if !a.contains('=') && !AWS_FLAGS.contains(&a.as_str()) {
                it.next();
            }
        } else if !a.starts_with('-') {
            words.push(a.to_ascii_lowercase());
        }
    }
    let op = words.get(1).map_or("", String::as_str);
    let flag = |f: &str| args.iter().any(|a| a == f);
    if matches!(op, "rb" | "rm" | "mv")
        || DESTROYS.iter().any(|d| op.starts_with(d))
        || (flag("--delete") && op == "sync")
    {
        return CloudAct::Destroy;
    }
    let secret = [
        "secret",
        "password",
        "token",
        "credential",
        "login",
        "key",
        "decrypt",
    ]
    .iter()
    .any(|w| op.contains(w));
    let reads = ["list-", "describe-", "get-", "head-"]
        .iter()
        .any(|p| op.starts_with(p))
        || matches!(op, "ls" | "scan" | "query" | "batch-get-item");
    if reads && !secret {
        CloudAct::Read
    } else {
        CloudAct::Write
    }
}

/// skaffold profiles that name a development setup on this machine.
const SKAFFOLD_DEV_PROFILES: &[&str] = &[
    "dev",
    "local",
    "development",
    "kind",
    "minikube",
    "k3d",
    "docker-desktop",
];

/// skaffold options that send images or manifests elsewhere: a registry to push to, a
/// pushing flag, another kubeconfig or namespace's cluster settings.
const SKAFFOLD_REMOTE_OPTIONS: &[&str] = &[
    "-d",
    "--default-repo",
    "--push",
    "--kubeconfig",
    "--cache-artifacts-to",
    "--remote-cache-dir",
];

/// Whether a skaffold command acts on a cluster on this machine: a `--kube-context` that is
/// plainly local (`kind-*`, `minikube`, `docker-desktop`), or, with no context given, a
/// development profile (`-p dev`, `--profile=local`) and no registry to push to. A profile or
/// a context that names production, another kubeconfig, a default repository or `--push`
/// keeps the command asking every time.
fn skaffold_local(args: &[String]) -> bool {
    let mut context = None;
    let mut profiles = Vec::new();
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v)),
            _ => (a.as_str(), None),
        };
        if SKAFFOLD_REMOTE_OPTIONS.contains(&opt) {
            return false;
        }
        let mut value = || attached.or_else(|| it.next().map(String::as_str));
        match opt {
            "--kube-context" => context = value(),
            "-p" | "--profile" => profiles.extend(value().unwrap_or_default().split(',')),
            _ => {}
        }
    }
    if profiles
        .iter()
        .any(|p| crate::knowledge::names_production(p))
    {
        return false;
    }
    match context {
        Some(c) => local_cluster_context(c),
        None => {
            !profiles.is_empty()
                && profiles.iter().all(|p| {
                    SKAFFOLD_DEV_PROFILES
                        .iter()
                        .any(|d| p.eq_ignore_ascii_case(d))
                })
        }
    }
}

/// Whether a kubectl context is plainly a cluster on this machine ([`LOCAL_CONTEXTS`]) and
/// names no production, for skaffold's and Tilt's `--context`.
fn local_cluster_context(c: &str) -> bool {
    let lower = c.to_ascii_lowercase();
    !lower.contains("prod")
        && !lower.contains("prd")
        && LOCAL_CONTEXTS
            .iter()
            .any(|g| airlock_facts::component_matches(g, c))
}

/// Whether a `tilt up`/`tilt ci` acts on a cluster on this machine: the context it is given
/// (`--context`) is plainly local, or it is given none, where Tilt itself deploys only to a
/// cluster it knows for local (kind, k3d, minikube, Docker Desktop…) unless the project's own
/// Tiltfile allows another by name (`allow_k8s_contexts`); switching kubectl's context to
/// another cluster asks on its own. A context naming production, another kubeconfig, a host to
/// bind the UI on other than this machine, or an option that throws data away keeps it asking.
fn tilt_local(args: &[String]) -> bool {
    // An option that throws data away (`down --delete-namespaces`) asks as it does anywhere.
    let words: Vec<&str> = args
        .iter()
        .filter(|a| !a.starts_with('-'))
        .map(String::as_str)
        .take(3)
        .collect();
    if crate::recall::discarding_option(&words, args).is_some()
        || crate::recall::destructive_option(args).is_some()
    {
        return false;
    }
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        let (opt, attached) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v)),
            _ => (a.as_str(), None),
        };
        let mut value = || attached.or_else(|| it.next().map(String::as_str));
        let ok = match opt {
            "--context" => value().is_some_and(local_cluster_context),
            "--kubeconfig" => false,
            "--host" => value().is_some_and(crate::knowledge::loopback),
            _ => true,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// Tilt's options whose value is the next word.
const TILT_VALUES: &[&str] = &[
    "--context",
    "--namespace",
    "-n",
    "--port",
    "--host",
    "-f",
    "--file",
    "--kubeconfig",
    "-o",
    "--output",
];

/// `tilt`: its resources, logs and version read from its session on this machine; `up` and `ci`
/// build the project's images and deploy them to a cluster and `down` deletes what they
/// deployed: infrastructure unless [`tilt_local`] finds the cluster on this machine (the local
/// cluster family); a dump of its engine's state prints its environment, always asked.
const TILT: &[Row] = &[
    read("get"),
    read("describe"),
    read("logs"),
    read("version"),
    read("api-resources"),
    read("explain"),
    danger("dump", CREDENTIALS),
    danger("down", INFRA),
    danger("up", INFRA),
    danger("ci", INFRA),
];

/// The targets of a Kubernetes operator's Makefile (kubebuilder's and the Operator SDK's) that
/// act on the cluster of kubectl's current context: the custom resource definitions installed
/// or removed, the controller deployed or removed.
const OPERATOR_MAKE_TARGETS: &[&str] = &["install", "uninstall", "deploy", "undeploy"];

/// Whether a make variable names a plainly local cluster: a context of [`LOCAL_CONTEXTS`]
/// (`KUBE_CONTEXT=kind-dev`), or a kubeconfig file named for a local cluster's tool
/// (`KUBECONFIG=kind-dev.kubeconfig`), given as written and naming no production.
fn local_kube_variable(name: &str, value: &str) -> bool {
    let up = name.to_ascii_uppercase();
    let plain = !value.is_empty() && !value.contains(['$', '`', '*', '?', '[', '{', '~']);
    let lower = value.to_ascii_lowercase();
    let file = lower.rsplit('/').next().unwrap_or_default();
    plain
        && !crate::knowledge::names_production(value)
        && if up == "KUBECONFIG" {
            crate::recall::name_words(file)
                .iter()
                .any(|w| matches!(w.as_str(), "kind" | "k3d" | "minikube"))
        } else {
            LOCAL_CONTEXTS
                .iter()
                .any(|g| airlock_facts::component_matches(g, value))
        }
}

/// A command of the local cluster family given another kubeconfig by a variable set for it
/// (`KUBECONFIG=~/.kube/prod.yaml tilt up`, `KUBECONFIG=/tmp/x kubectl --context kind-dev
/// apply`): that file may name any cluster, under a context named like a local one; always
/// asked, unless the file is named for a local cluster's tool ([`local_kube_variable`]).
pub(crate) fn other_kubeconfig(
    c: &crate::Command,
    worst: &crate::Verdict,
) -> Option<crate::Verdict> {
    if worst.grant.as_deref() != Some(LOCAL_CLUSTER) {
        return None;
    }
    let a = c.assignments.iter().find(|a| {
        a.split_once('=').is_some_and(|(n, v)| {
            n.eq_ignore_ascii_case("KUBECONFIG") && !local_kube_variable(n, v)
        })
    })?;
    Some(crate::knowledge::ask(
        "infrastructure: another kubeconfig",
        format!(
            "`{a}` points the command at the clusters of another kubeconfig, which may be any cluster"
        ),
    ))
}

/// `make install|deploy|undeploy|uninstall` of an operator's Makefile, on a cluster the command
/// shows is on this machine: a make variable naming a local context or kubeconfig. It joins the
/// local cluster family; anything else about kubectl's cluster (a variable set before `make`, a
/// kube or context variable that names another cluster, another Makefile or folder, a value
/// built at run time, another target) keeps the Makefile's rows: deploys and installs always
/// ask. An image only this machine has (`IMG=kind.local/op:dev`) says nothing of the cluster:
/// `make deploy` pushes nothing and applies the definitions, roles and deployment to the
/// current context, wherever it points, whether or not that cluster can pull the image.
pub(crate) fn make_on_local_cluster(
    name: &str,
    args: &[String],
    c: &crate::Command,
) -> Option<crate::Verdict> {
    let plain = matches!(name, "make" | "gmake")
        && c.assignments.is_empty()
        && !c.dynamic.iter().any(|d| *d);
    let (vars, targets): (Vec<&str>, Vec<&str>) = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with("-j") && *a != "-s")
        .partition(|a| a.contains('='));
    if !plain || targets.is_empty() || targets.iter().any(|t| !OPERATOR_MAKE_TARGETS.contains(t)) {
        return None;
    }
    let mut cluster_named = false;
    for (n, v) in vars.iter().filter_map(|a| a.split_once('=')) {
        let up = n.to_ascii_uppercase();
        if up.contains("KUBE") || up.contains("CONTEXT") {
            if !local_kube_variable(n, v) {
                return None;
            }
            cluster_named = true;
        } else if crate::knowledge::names_production(v) {
            return None;
        }
    }
    if !cluster_named {
        return None;
    }
    let shown = format!("{name} {}", targets.join(" "));
    let mut v = crate::knowledge::verdict(
        crate::Level::AskOnce,
        crate::Effect::Exec,
        format!("knowledge: {shown} on a local cluster ({LOCAL_CLUSTER})"),
        format!(
            "`{shown}` acts on a cluster on this machine; one approval covers `{LOCAL_CLUSTER}` for the session"
        ),
    );
    v.grant = Some(LOCAL_CLUSTER.to_owned());
    v.outside = true;
    Some(v)
}

/// kubectl's verbs that only read the cluster: with [`LOCAL_KUBECTL_VERBS`], what a script
/// may run and keep the current context ([`keeps_kube_context`]).
const KUBECTL_READ_VERBS: &[&str] = &[
    "get",
    "describe",
    "logs",
    "wait",
    "diff",
    "top",
    "explain",
    "api-resources",
    "api-versions",
    "version",
    "cluster-info",
    "events",
];
/// helm's verbs that only read the cluster or the chart.
const HELM_READ_VERBS: &[&str] = &[
    "list", "ls", "status", "get", "history", "template", "lint", "show",
];
/// Programs that leave kubectl's current context as it is and act on no cluster: a script's
/// `cd` and its text filters.
const CONTEXT_NEUTRAL: &[&str] = &[
    "cd", "echo", "printf", "cat", "head", "tail", "grep", "jq", "yq", "wc", "sort", "uniq", "cut",
    "sleep", "true",
];
/// helm's options that point it at another cluster than the current context's.
const HELM_CONTEXT_OVERRIDES: &[&str] = &[
    "--kube-context",
    "--kubeconfig",
    "--kube-apiserver",
    "--kube-token",
    "--kube-as-user",
    "--kube-ca-file",
];

/// Whether an environment variable's name may point kubectl, helm or a Makefile at another
/// cluster (`KUBECONFIG`, `HELM_KUBECONTEXT`, `KUBE_CONTEXT`, `CONTEXT`).
fn names_cluster(assignment: &str) -> bool {
    let name = assignment.split_once('=').map_or(assignment, |(n, _)| n);
    let up = name.to_ascii_uppercase();
    // `HOME` moves `~/.kube/config`, the kubeconfig the caller read the context from.
    up.contains("KUBE") || up.contains("CONTEXT") || up == "HOME"
}

/// The targets of a plain `make` whose every target is an operator's ([`OPERATOR_MAKE_TARGETS`]),
/// given the operator's image (`IMG=op:dev`, as kubebuilder's Makefiles take it) and no
/// variable that names a cluster: the current context is the cluster it acts on. A bare `make
/// install` or `make deploy` may be any project's (a C program's `make install` into
/// `/usr/local`, a web site's `make deploy` to its servers): it keeps its rows.
fn operator_make_on_current(name: &str, args: &[String]) -> bool {
    let mut targets = 0;
    let mut image = false;
    for a in args {
        if let Some((n, v)) = a.split_once('=') {
            if names_cluster(n) {
                return false;
            }
            image |= n == "IMG" && !v.is_empty();
        } else if a.starts_with("-j") || a == "-s" {
        } else if OPERATOR_MAKE_TARGETS.contains(&a.as_str()) {
            targets += 1;
        } else {
            return false;
        }
    }
    matches!(name, "make" | "gmake") && targets > 0 && image
}

/// Whether a command of a script leaves kubectl's current context as it is, for
/// [`crate::kube_context_holds`]: kubectl's and helm's verbs on the cluster and their reads,
/// an operator's Makefile targets, `kustomize build` and [`CONTEXT_NEUTRAL`] programs, with no
/// wrapper, no remote run, no word built at run time and no variable that names a cluster set
/// or exported for it.
pub(crate) fn keeps_kube_context(c: &crate::Command) -> bool {
    let plain = c.wrappers.is_empty()
        && c.remote.is_none()
        && !c.function
        && !c.dynamic.iter().any(|d| *d)
        && !c
            .assignments
            .iter()
            .chain(&c.exported)
            .any(|a| names_cluster(a));
    let crate::Program::Known(name) = c.program() else {
        return false;
    };
    let args = c.argv.get(1..).unwrap_or_default();
    plain
        && match name.as_str() {
            "kubectl" => first_word(args, KUBECTL_VALUES).is_some_and(|w| {
                LOCAL_KUBECTL_VERBS.contains(&w) || KUBECTL_READ_VERBS.contains(&w)
            }),
            "helm" => first_word(args, HELM_VALUES)
                .is_some_and(|w| LOCAL_HELM_VERBS.contains(&w) || HELM_READ_VERBS.contains(&w)),
            "kustomize" => first_word(args, &[]) == Some("build"),
            "make" | "gmake" => operator_make_on_current(&name, args),
            other => CONTEXT_NEUTRAL.contains(&other),
        }
}

/// Whether a command changes a cluster through kubectl's current context: kubectl's or helm's
/// verb on the cluster given no context, kubeconfig or server of its own, or an operator's
/// Makefile target given no variable naming a cluster.
pub(crate) fn acts_on_current_context(c: &crate::Command) -> bool {
    let crate::Program::Known(name) = c.program() else {
        return false;
    };
    let args = c.argv.get(1..).unwrap_or_default();
    let own = |opts: &[&str]| {
        args.iter().take_while(|a| *a != "--").any(|a| {
            opts.iter()
                .any(|o| a == o || (o.starts_with("--") && a.starts_with(&format!("{o}="))))
        })
    };
    match name.as_str() {
        "kubectl" => {
            !own(CONTEXT_OVERRIDES)
                && !own(&["--context"])
                && first_word(args, KUBECTL_VALUES)
                    .is_some_and(|w| LOCAL_KUBECTL_VERBS.contains(&w))
        }
        "helm" => {
            !own(HELM_CONTEXT_OVERRIDES)
                && first_word(args, HELM_VALUES).is_some_and(|w| LOCAL_HELM_VERBS.contains(&w))
        }
        _ => operator_make_on_current(&name, args),
    }
}

/// The words of a command that acts on kubectl's current context, given that context when it
/// is plainly a cluster on this machine ([`local_cluster_context`]): `kubectl --context
/// kind-dev apply …`, `helm --kube-context kind-dev upgrade …`, `make deploy
/// KUBE_CONTEXT=kind-dev`. The caller judges those words as it judges them written out.
pub(crate) fn with_current_context(
    name: &str,
    args: &[String],
    c: &crate::Command,
    context: &str,
) -> Option<Vec<String>> {
    if !local_cluster_context(context) || !keeps_kube_context(c) || !acts_on_current_context(c) {
        return None;
    }
    let mut out = Vec::with_capacity(args.len() + 2);
    match name {
        "kubectl" => out.extend(["--context".to_owned(), context.to_owned()]),
        "helm" => out.extend(["--kube-context".to_owned(), context.to_owned()]),
        _ => {}
    }
    out.extend(args.iter().cloned());
    if matches!(name, "make" | "gmake") {
        out.push(format!("KUBE_CONTEXT={context}"));
    }
    Some(out)
}

/// The verbs of kubectl and helm that act on the cluster itself: a plugin (`kubectl krew
/// install`, any `kubectl-NAME` on `PATH`) is another program and keeps its row.
const LOCAL_KUBECTL_VERBS: &[&str] = &[
    "apply",
    "create",
    "delete",
    "replace",
    "patch",
    "scale",
    "label",
    "annotate",
    "set",
    "expose",
    "run",
    "drain",
    "cordon",
    "uncordon",
    "taint",
    "autoscale",
    "rollout",
    "exec",
    "attach",
    "cp",
    "debug",
    "port-forward",
    "proxy",
];
const LOCAL_HELM_VERBS: &[&str] = &[
    "install",
    "upgrade",
    "uninstall",
    "delete",
    "del",
    "rollback",
    "test",
];

/// The first word that is neither an option nor an option's value.
fn first_word<'a>(args: &'a [String], values: &[&str]) -> Option<&'a str> {
    let mut it = args.iter().take_while(|a| *a != "--");
    while let Some(a) = it.next() {
        if values.contains(&a.as_str()) {
            it.next();
        } else if !a.starts_with('-') {
            return Some(a);
        }
    }
    None
}

/// Dry runs of kubectl: the server (or the client) checks the change and keeps nothing.
const KUBECTL_DRY: &[&str] = &["--dry-run"];
/// Spellings that are no dry run at all.
const KUBECTL_NOT_DRY: &[&str] = &["--dry-run=none", "--dry-run=false"];
/// helm's dry runs that print only what the chart and its values render: not `server`, whose
/// `lookup` reads the cluster's objects (secrets among them) into the printed manifests, nor a
/// post-renderer, which is a program run on the output.
const HELM_NOT_DRY: &[&str] = &[
    "--dry-run=server",
    "--dry-run=none",
    "--dry-run=false",
    "--post-renderer",
];
/// kustomize's options that run plugins, functions or helm configured by the project.
const KUSTOMIZE_CODE: &[&str] = &[
    "--enable-alpha-plugins",
    "--enable-exec",
    "--enable-helm",
    "--enable-star",
    "--helm-command",
];
/// Output formats that print a secret's data.
const PRINTS_OBJECTS: &[&str] = &["-o", "--output", "--template", "--raw"];

/// kubectl's options whose value is the next word (as `toolchains.rs` lists them).
const KUBECTL_VALUES: &[&str] = &[
    "-n",
    "--namespace",
    "--context",
    "--kubeconfig",
    "-l",
    "--selector",
    "-o",
    "--output",
    "-f",
    "--filename",
    "-k",
    "--kustomize",
    "-c",
    "--container",
    "--cluster",
    "--user",
    "-s",
    "--server",
];

/// helm's options whose value is the next word.
const HELM_VALUES: &[&str] = &[
    "-n",
    "--namespace",
    "--kube-context",
    "-f",
    "--values",
    "--set",
    "--set-string",
    "--set-file",
    "--version",
    "--repo",
    "--post-renderer",
];

/// Rows added to kubectl (`oc` alike): dry runs, diffs and listings of secrets read; printing a
/// secret's data (any output format, a raw path) stays a credential read.
const KUBECTL_ROWS: &[Row] = &[
    danger("create secret", CREDENTIALS),
    with(danger("get ... *secret*", CREDENTIALS), PRINTS_OBJECTS),
    read("get"),
    with(ask("kustomize"), KUSTOMIZE_CODE),
    unless(with(read("apply"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("create"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("delete"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("replace"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("patch"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("scale"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("label"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("annotate"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("set"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("expose"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("run"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("drain"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("cordon"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("uncordon"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("taint"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("autoscale"), KUBECTL_DRY), KUBECTL_NOT_DRY),
    unless(with(read("rollout"), KUBECTL_DRY), KUBECTL_NOT_DRY),
];

/// helm's options that sign a chart package with a private key of the user's keyring.
const HELM_SIGNING: &[&str] = &["--sign", "--key", "--keyring", "--passphrase-file"];

/// Rows added to helm that are the project's: its chart's unit tests (the `helm-unittest`
/// plugin), fetching the charts its `Chart.yaml` declares (as `npm ci` fetches declared
/// packages), renders through a post-renderer, a program the project names, and packaging the
/// chart into an archive, offline, as a build of the project makes its artifact (not signed
/// with the user's key; a destination outside the workspace asks as every write there does:
/// `knowledge::PROJECT_OUTPUT_OPTIONS`).
const HELM_PROJECT_ROWS: &[Row] = &[
    unless(build("package"), HELM_SIGNING),
    build("unittest"),
    build("dependency build"),
    build("dependency update"),
    build("dep build"),
    build("dep update"),
    with(build("template"), &["--post-renderer"]),
];

/// Rows added to helm that read: a diff against the release (the `helm-diff` plugin, unless it
/// is told to print secrets; the `helm-secrets` plugin always asks) and a dry run that renders the chart without the cluster's
/// objects.
const HELM_READ_ROWS: &[Row] = &[
    // The helm-secrets plugin decrypts the values it is given (and deploys with them).
    danger("secrets", CREDENTIALS),
    with(
        danger("diff", CREDENTIALS),
        &["--show-secrets", "--show-secrets-decoded"],
    ),
    unless(read("diff"), &["--post-renderer"]),
    unless(with(read("install"), &["--dry-run"]), HELM_NOT_DRY),
    unless(with(read("upgrade"), &["--dry-run"]), HELM_NOT_DRY),
];

/// `kustomize`: a build only renders the project's manifests (a remote base is fetched and
/// read), unless it runs plugins, functions or helm, or writes its output to files: then the
/// project's family, as editing the kustomization is. Localizing fetches remote bases into the
/// tree: asked on its own.
const KUSTOMIZE: &[Row] = &[
    with(build("build"), KUSTOMIZE_CODE),
    with(build("build"), &["-o", "--output"]),
    read("build"),
    read("version"),
    read("cfg cat"),
    read("cfg tree"),
    build("edit"),
    build("create"),
    build("init"),
    build("cfg"),
    build("fn"),
];

/// `conftest`: testing and verifying run the project's Rego policies (the project family);
/// pulling fetches policies, pushing publishes them.
const CONFTEST: &[Row] = &[
    danger("push", PUBLISHING),
    with(ask(""), &["--update", "-u"]),
    ask("pull"),
    read("parse"),
    build("test"),
    build("verify"),
    build("fmt"),
];

/// `trivy`: scanning the project's configuration, files and SBOMs reads them (the scanner
/// fetches its public vulnerability database as `cargo audit` and `npm audit` fetch theirs);
/// a report written to a file, the project's own checks, a scan server and other targets
/// (images, clusters, remote repositories) are asked.
const TRIVY: &[Row] = &[
    danger("plugin install", GLOBAL),
    danger("plugin uninstall", GLOBAL),
    danger("plugin upgrade", GLOBAL),
    with(
        build(""),
        &["--config-check", "--config-policy", "--policy"],
    ),
    with(
        ask(""),
        &[
            "-o",
            "--output",
            "--server",
            "--token",
            "--module-dir",
            "--custom-headers",
        ],
    ),
    read("config"),
    read("conf"),
    read("fs"),
    read("filesystem"),
    // An image's layers scanned as `fs` scans a folder: the local daemon's copy, or pulled.
    read("image"),
    read("i"),
    read("sbom"),
    read("version"),
    read("plugin list"),
];

/// `checkov`: reads the project's infrastructure code with its built-in checks; checks from
/// the project's directory are its code (the project family); checks, modules or results that
/// reach a service, and reports written to files, are asked.
const CHECKOV: &[Row] = &[
    with(
        ask(""),
        &[
            "--external-checks-git",
            "--download-external-modules",
            "--bc-api-key",
            "--prisma-api-url",
            "--output-file-path",
            "--create-config",
            "--ca-certificate",
            "--repo-root-for-plan-enrichment",
        ],
    ),
    with(build(""), &["--external-checks-dir"]),
];

/// `tflint`: its plugins are programs the project's `.tflint.hcl` names, loaded with the
/// Terraform code it checks: a run is the infrastructure code family, with `terraform
/// validate` and `plan`; `--init` downloads them: asked on its own.
const TFLINT: &[Row] = &[with(ask(""), &["--init"])];

/// `pre-commit` (and `prek`): running the hooks is the project's family (they are the
/// project's checkers, fetched at the revisions its configuration pins, as `npm ci` fetches the
/// declared dependencies). Updating the pinned revisions (`autoupdate`) fetches newer releases
/// of the hook repositories the configuration already names, as `poetry update` does: the
/// add-dependency family. Installing into git (`install`) writes `.git/hooks`, which git runs
/// by itself at the next commit, also the human's: no family covers a hook (see
/// `airlock_facts::HOOK_DIRS`), so it asks once on its own. Trying another repository's hooks
/// and cleaning the cache are asked; the global template directory always is.
const PRE_COMMIT: &[Row] = &[
    danger("init-templatedir", GLOBAL),
    add_dependency("autoupdate"),
    ask("install"),
    ask("uninstall"),
    read("validate-config"),
    read("validate-manifest"),
    read("sample-config"),
    build("run"),
    build("$"),
    build("install-hooks"),
    build("migrate-config"),
];

/// Fixing flags of spell checkers: the project's family (they write its files).
const SPELL_FIX: &[Row] = &[with(
    build(""),
    &["-w", "--write-changes", "-i", "--interactive"],
)];

/// `ktlint`: formatting writes, rule sets and reporters' outputs load code or write files.
const KTLINT: &[Row] = &[with(
    build(""),
    &[
        "-F",
        "--format",
        "-R",
        "--ruleset",
        "--reporter",
        "--baseline",
    ],
)];

/// `detekt`: correcting writes, plugins are code, reports and baselines are files it writes.
const DETEKT: &[Row] = &[with(
    build(""),
    &[
        "--auto-correct",
        "-ac",
        "--plugins",
        "-p",
        "--report",
        "-r",
        "--create-baseline",
        "-cb",
        "--generate-config",
        "-gc",
        "--baseline",
        "-b",
    ],
)];

/// Reports written to a file: the project's family.
const REPORT_FILE: &[Row] = &[with(build(""), &["-o", "--output", "--output-file"])];

/// `pip-audit`: auditing the environment reads; a requirements file is resolved by installing
/// it into a temporary environment, and fixing installs: asked.
const PIP_AUDIT: &[Row] = &[with(
    ask(""),
    &["--fix", "-r", "--requirement", "-o", "--output"],
)];

/// `bundle-audit` / `bundler-audit`: checks the lock file against the advisory database;
/// updating the database is asked.
const BUNDLE_AUDIT: &[Row] = &[
    read("check"),
    read("$"),
    read("version"),
    read("stats"),
    ask("update"),
];

/// `vale`: reads prose; `sync` downloads style packages.
const VALE: &[Row] = &[ask("sync")];

/// Prometheus's `promtool`: checking a configuration, rule, metrics or web configuration file
/// and running rule unit tests read the files given (a configuration's credential files are
/// only checked to exist, never printed). Sending samples to a remote write endpoint writes
/// to another machine; querying a server, its health and its service discovery, the TSDB
/// tools (which write blocks) and debug bundles ask once under their own words.
const PROMTOOL: &[Row] = &[
    danger("push", REMOTE),
    read("check config"),
    read("check rules"),
    read("check metrics"),
    read("check web-config"),
    read("test rules"),
    read("--version"),
    read("--help"),
    read("help"),
];

/// Rows added to cargo: auditing and checking the dependency graph read (the advisory
/// database is fetched as `cargo audit` fetches it); `cargo audit fix` rewrites the manifest;
/// `cargo machete --fix` removes dependencies.
const CARGO_ROWS: &[Row] = &[
    ask("audit fix"),
    read("deny check"),
    read("deny list"),
    ask("deny"),
    with(build("machete"), &["--fix"]),
    read("machete"),
];

/// Rows added to mix: auditing the lock file and building the package read or build locally.
const MIX_ROWS: &[Row] = &[read("hex.audit"), read("deps.audit"), build("hex.build")];

/// `kind`: creating, loading and deleting named clusters on this machine; every cluster at once
/// and a cluster's credentials are asked on their own.
const KIND: &[Row] = &[
    read("get clusters"),
    read("get nodes"),
    read("version"),
    ask("get kubeconfig"),
    unless(build("delete cluster*"), &["--all", "-A"]),
    build("create cluster"),
    build("load"),
    build("build"),
    build("export logs"),
    build("export kubeconfig"),
];

/// `skaffold`: printing its version, the rendered manifests, a diagnosis or its settings only
/// reads; building, running and deleting act on a cluster (and push images to a registry
/// unless the cluster is local): infrastructure, always asked, unless [`skaffold_local`] finds
/// the cluster on this machine, when they are the local cluster family.
const SKAFFOLD: &[Row] = &[
    read("version"),
    with(ask("render"), &["-o", "--output"]),
    read("render"),
    read("diagnose"),
    read("config list"),
    read("schema"),
    read("options"),
    read("completion"),
    with(ask("fix"), &["--overwrite"]),
    read("fix"),
    ask("init"),
    danger("config set", GLOBAL),
    danger("config unset", GLOBAL),
    danger("*", crate::toolchains::INFRA),
];

/// `minikube`: its cluster on this machine; every profile at once, running kubectl through it
/// (which takes any context), a shell in its machine, mounts of the host and its settings are
/// asked on their own.
const MINIKUBE: &[Row] = &[
    read("status"),
    read("ip"),
    read("version"),
    read("profile list"),
    read("addons list"),
    read("service list"),
    read("logs"),
    read("update-check"),
    unless(build("delete"), &["--all", "--purge"]),
    build("start"),
    build("stop"),
    build("pause"),
    build("unpause"),
    build("addons enable"),
    build("addons disable"),
    build("image load"),
    build("image build"),
    build("image ls"),
    build("service"),
    build("tunnel"),
    build("dashboard"),
];

/// `k3d`: its clusters on this machine, as `kind`'s.
const K3D: &[Row] = &[
    read("version"),
    read("cluster list"),
    read("cluster get"),
    read("node list"),
    read("registry list"),
    ask("kubeconfig get"),
    unless(build("cluster delete"), &["--all", "-a"]),
    build("cluster create"),
    build("cluster start"),
    build("cluster stop"),
    build("cluster edit"),
    build("image import"),
    build("kubeconfig merge"),
    build("registry create"),
    build("registry delete"),
    build("node create"),
    build("node delete"),
];

/// Version managers: listing and locating versions read; installing, switching and removing
/// change the machine's tools.
const VERSION_MANAGER: &[Row] = &[
    // What every shell and project of the machine then runs: the global or default version
    // (`asdf global`, `pyenv global`, `nvm alias default`, `fnm default`, `mise use -g`,
    // `asdf set --home`), a plugin's code fetched from its repository, a trusted config
    // whose hooks and tasks then run unasked (`mise trust`), and the manager's own upgrade
    // or removal.
    danger("global", GLOBAL),
    danger("default", GLOBAL),
    danger("alias default", GLOBAL),
    with(danger("use", GLOBAL), &["-g", "--global", "--default"]),
    with(danger("set", GLOBAL), &["-u", "--home"]),
    danger("plugin add", GLOBAL),
    danger("plugin install", GLOBAL),
    danger("plugin-add", GLOBAL),
    danger("plugins install", GLOBAL),
    danger("plugins link", GLOBAL),
    danger("trust", GLOBAL),
    danger("self-update", GLOBAL),
    danger("implode", DESTROYING),
    read("current"),
    read("list"),
    read("ls"),
    read("version"),
    read("versions"),
    read("which"),
    read("where"),
    read("root"),
    read("info"),
    read("doctor"),
    read("plugin list"),
    read("plugin-list"),
    read("plugins ls"),
    read("plugins list"),
    read("tasks ls"),
];

/// The kube client options whose value is the next word, shared by the cluster tools here.
const KUBE_CLIENT_VALUES: &[&str] = &[
    "-n",
    "--namespace",
    "--context",
    "--kube-context",
    "--kubeconfig",
    "--server",
    "--since",
    "--tail",
    "-c",
    "--container",
    "-l",
    "--selector",
    "-o",
    "--output",
    "--level",
];

/// Colima: its status and list read; `delete` and `prune` remove the machine's containers,
/// images and volumes, or its cached downloads.
const COLIMA: &[Row] = &[
    danger("delete", DESTROYING),
    danger("prune", DESTROYING),
    read("status"),
    read("list"),
    read("ls"),
    read("version"),
    read("--version"),
    read("ssh-config"),
];

/// kubectx and kubens: no argument, or asking for the current one, lists; a name, `-` (the
/// previous one), a deletion or an unset switches the kubeconfig for every later command.
const KUBE_SWITCH: &[Row] = &[
    with(danger("", GLOBAL), &["-d", "-u", "--unset", "-"]),
    with(
        read(""),
        &["-c", "--current", "-h", "--help", "-V", "--version"],
    ),
    read("$"),
];

/// Argo CD's reads: applications, projects, clusters and repositories listed, shown, diffed
/// and waited for; `admin` (which prints the initial password), logins and tokens are
/// credentials. Syncs of development and staging applications are their own family
/// (`appstacks.rs`); everything else changes what Argo CD deploys and always asks.
const ARGOCD: &[Row] = &[
    danger("admin", CREDENTIALS),
    danger("login", CREDENTIALS),
    danger("account generate-token", CREDENTIALS),
    danger("account update-password", CREDENTIALS),
    read("version"),
    read("app list"),
    read("app get"),
    read("app diff"),
    read("app history"),
    // Waits until the application is synced or healthy, changing nothing.
    read("app wait"),
    read("app resources"),
    read("app logs"),
    read("appset list"),
    read("appset get"),
    read("proj list"),
    read("proj get"),
    read("cluster list"),
    read("repo list"),
    read("account list"),
    read("account get-user-info"),
    read("context $"),
];

/// Flux's reads: its objects listed, checked, diffed, traced and rendered, and its logs;
/// an export that adds the sources' credentials prints them.
const FLUX: &[Row] = &[
    danger("export", CREDENTIALS).needs(&["--with-credentials"]),
    read("version"),
    read("--version"),
    read("get"),
    read("check"),
    read("logs"),
    read("diff"),
    read("tree"),
    read("trace"),
    read("stats"),
    read("events"),
    read("export"),
    read("build"),
];

/// direnv: its status and version read.
const DIRENV: &[Row] = &[
    danger("allow", GLOBAL),
    danger("permit", GLOBAL),
    danger("grant", GLOBAL),
    danger("export", CREDENTIALS),
    danger("dump", CREDENTIALS),
    danger("show_dump", CREDENTIALS),
    read("status"),
    read("version"),
    read("--version"),
    read("help"),
];

/// Nix's options whose value is the next word.
const NIX_VALUES: &[&str] = &[
    "-o",
    "--out-link",
    "--profile",
    "-I",
    "--include",
    "--override-input",
    "--arg",
    "--argstr",
    "-c",
    "--command",
    "--system",
    "-L",
];

/// `nix`: see the table's entry.
const NIX: &[Row] = &[
    read("profile list"),
    read("profile history"),
    read("profile diff-closures"),
    danger("profile", GLOBAL),
    read("registry list"),
    danger("registry", GLOBAL),
    danger("upgrade-nix", GLOBAL),
    danger("store gc", DESTROYING),
    danger("store delete", DESTROYING),
    danger("copy", PUBLISHING),
    danger("run github:*", REMOTE),
    danger("run gitlab:*", REMOTE),
    danger("run sourcehut:*", REMOTE),
    danger("run git+*", REMOTE),
    danger("run http*", REMOTE),
    danger("run tarball*", REMOTE),
    read("--version"),
    read("flake show"),
    read("flake metadata"),
    read("flake info"),
    read("search"),
    read("path-info"),
    read("why-depends"),
    read("log"),
    read("derivation show"),
    read("show-derivation"),
    read("config show"),
    read("show-config"),
    read("doctor"),
    // A package of the registry run or added to a shell: asked on its own, as a package
    // runner's.
    ask("run nixpkgs*"),
    ask("run flake:*"),
    ask("shell"),
    build("develop"),
    build("build"),
    build("run"),
    build("flake check"),
    build("fmt"),
];

/// nix-build and nix-shell of the project's files; `nix-shell -p` brings the registry's
/// packages, and `--run`/`--command` is judged by the walker as the shell's script.
const NIX_LEGACY: &[Row] = &[with(ask(""), &["-p", "--packages"]), read("--version")];

/// nix-env's and nix-channel's queries and listings read.
const NIX_ENV: &[Row] = &[with(read(""), &["-q", "--query", "--list", "--version"])];

/// nix-store's queries read; nix-collect-garbage deletes the store's paths no root holds.
const NIX_STORE: &[Row] = &[with(
    read(""),
    &["-q", "--query", "--verify", "--version", "--print-env"],
)];

/// go-task's listings, summaries and dry runs: they evaluate the Taskfile's variables, whose
/// `sh:` values run commands, so they are the project's family too.
const TASK_LIST: &[Row] = &[with(
    build(""),
    &[
        "--list",
        "-l",
        "--list-all",
        "-a",
        "--summary",
        "--version",
        "--dry",
        "-n",
    ],
)];

/// Earthly: its listings read; `--push` runs the build's pushes and deploys, `-P` its
/// privileged steps; accounts and secrets are credentials.
const EARTHLY: &[Row] = &[
    with(danger("", PUBLISHING), &["--push"]),
    with(
        danger("", crate::toolchains::PRIVILEGE_CATEGORY),
        &["-P", "--allow-privileged"],
    ),
    danger("account", CREDENTIALS),
    danger("secret", CREDENTIALS),
    danger("secrets", CREDENTIALS),
    danger("satellite", INFRA),
    danger("sat", INFRA),
    danger("cloud", INFRA),
    read("ls"),
    read("doc"),
    read("--version"),
];

/// act: listing, graphing and a dry run read.
const ACT: &[Row] = &[with(
    read(""),
    &[
        "-l",
        "--list",
        "-g",
        "--graph",
        "--version",
        "-n",
        "--dryrun",
    ],
)];

/// mise's tasks: listing reads; running one is the project's, unless its name deploys,
/// releases, publishes, pushes or drops data.
const MISE_TASKS: &[Row] = &[
    danger("run ... deploy*", INFRA),
    danger("run ... *-deploy", INFRA),
    danger("run ... destroy*", INFRA),
    danger("run ... release*", PUBLISHING),
    danger("run ... publish*", PUBLISHING),
    danger("run ... push*", PUBLISHING),
    danger("run ... upload*", PUBLISHING),
    danger("run ... *drop*", DESTROYING),
    danger("run ... *wipe*", DESTROYING),
    danger("r ... deploy*", INFRA),
    danger("r ... release*", PUBLISHING),
    danger("r ... publish*", PUBLISHING),
    read("tasks"),
    build("run"),
    build("r"),
    build("watch"),
];

/// Volta: `install` and `uninstall` set the machine's default tools; `pin` writes the
/// project's `package.json`.
const VOLTA: &[Row] = &[
    read("--version"),
    read("list"),
    read("ls"),
    read("which"),
    danger("install", GLOBAL),
    danger("uninstall", GLOBAL),
    danger("setup", GLOBAL),
];

/// The version managers' switch for the current shell only: `pyenv`/`rbenv`/`nodenv`/
/// `goenv`/`jenv`/`asdf shell VERSION` set a variable of the shell, `nvm`/`fnm`/`rvm use
/// VERSION` its `PATH`. Not when told to install a missing version, to make it the default
/// for every shell, to create a gemset or to edit the user's npm configuration
/// (`--delete-prefix`); `mise use` and `volta pin` write the project's files and are not here.
const SHELL_VERSION: &[Row] = &[
    unless(read("shell"), &["--install"]),
    unless(
        read("use"),
        &[
            "--install-if-missing",
            "--install",
            "--default",
            "--create",
            "--delete-prefix",
            "--save",
        ],
    ),
];

/// `ss`: listing sockets reads; killing them (`-K`) does not.
const SS: &[Row] = &[with(ask(""), &["-K", "--kill"])];

/// Formatters that print the formatted text unless told to write it in place: they read,
/// and writing is the project's family.
const STDOUT_FORMATTER: &[Row] = &[with(
    build(""),
    &[
        "-w",
        "--write",
        "-i",
        "--in-place",
        "--replace",
        "--fix",
        "--reformat",
    ],
)];
/// Formatters that rewrite the files in place unless told only to check or diff them.
const IN_PLACE_FORMATTER: &[Row] = &[
    with(
        read(""),
        &["--check", "--lint", "--dry-run", "--dryrun", "--diff"],
    ),
    build(""),
];

/// `taplo`: checking TOML reads; formatting without `--check` rewrites it.
const TAPLO: &[Row] = &[
    read("check"),
    read("lint"),
    with(read("fmt"), &["--check"]),
    with(read("format"), &["--check"]),
    build("fmt"),
    build("format"),
];

/// `gitleaks`: a scan prints each secret it finds unless told to redact them; a report file
/// is written where it is told.
const GITLEAKS: &[Row] = &[
    with(ask(""), &["--report-path", "-r"]),
    with(read(""), &["--redact"]),
];

/// `goreleaser`: checking and local snapshot builds are the project's; a release publishes.
const GORELEASER: &[Row] = &[
    read("check"),
    read("healthcheck"),
    with(build("release"), &["--snapshot"]),
    danger("release", PUBLISHING),
    danger("publish", PUBLISHING),
    danger("announce", PUBLISHING),
    build("build"),
    build("init"),
    read("completion"),
    read("jsonschema"),
    read("man"),
    // Without a subcommand, goreleaser releases (`goreleaser --rm-dist`, `goreleaser --clean`).
    with(build("$"), &["--snapshot"]),
    danger("$", PUBLISHING),
];

/// Scanners of the project's files and their dependencies: a scan reads (the public
/// vulnerability database is fetched as `cargo audit` fetches its own); a report written
/// to a file is the project's; their own database and settings commands are asked.
const SCANNER: &[Row] = &[
    with(
        build(""),
        &["--file", "--output-file", "--out", "--report-path"],
    ),
    ask("db"),
    ask("config"),
    read(""),
];

/// `shellharden`, `zizmor`, `swiftlint`: checking reads; replacing or fixing rewrites the files.
const CHECK_OR_FIX: &[Row] = &[
    with(
        build(""),
        &[
            "--replace",
            "--transform",
            "--fix",
            "--autocorrect",
            "-w",
            "--write",
        ],
    ),
    build("autocorrect"),
];

/// `ct` (chart-testing): linting charts is the project's; installing them acts on a cluster.
const CHART_TESTING: &[Row] = &[
    danger("install", crate::toolchains::INFRA),
    danger("lint-and-install", crate::toolchains::INFRA),
    read("list-changed"),
    read("version"),
    build("lint"),
];

/// `lefthook` and `cypress`: running is the project's; installing hooks or binaries is asked.
const PROJECT_RUNNER: &[Row] = &[
    // A run told to record uploads its results and videos to a cloud service, with its key.
    with(danger("", REMOTE), &["--record", "--key"]),
    ask("install"),
    ask("uninstall"),
    ask("add"),
    ask("cache"),
    build("run"),
    build("open"),
    build("verify"),
    build("version"),
];

/// `ip`: showing addresses, links, routes and neighbours reads; adding, deleting, changing,
/// flushing and namespaces do not.
const IP: &[Row] = &[
    ask("netns"),
    ask("* add"),
    ask("* del"),
    ask("* delete"),
    ask("* change"),
    ask("* replace"),
    ask("* append"),
    ask("* set"),
    ask("* flush"),
    ask("* prepend"),
    read("a"),
    read("addr"),
    read("address"),
    read("l"),
    read("link"),
    read("r"),
    read("route"),
    read("n"),
    read("neigh"),
    read("neighbour"),
    read("rule"),
    read("maddr"),
];

/// Rows added to Python's checkers that never load the project's code (ruff, black, isort
/// have no plugins from the project): checking reads; fixing and formatting write its files
/// (their own table: the project's family).
const RUFF_ROWS: &[Row] = &[
    with(
        build(""),
        &[
            "--fix",
            "--unsafe-fixes",
            "--add-noqa",
            "--output-file",
            "-o",
        ],
    ),
    read("check"),
    with(read("format"), &["--check", "--diff"]),
];
const PY_FORMAT_ROWS: &[Row] = &[with(read(""), &["--check", "--diff", "--check-only", "-c"])];

/// Rows added to cargo's and go's formatters: a check reads.
const CARGO_FMT_ROWS: &[Row] = &[with(read("fmt"), &["--check"])];
const GOFMT_ROWS: &[Row] = &[with(build(""), &["-w"]), with(read(""), &["-l", "-d"])];

/// `cue`: vetting and evaluating reads; writing files, formatting and its commands (scripts
/// the project defines) are the project's; fetching modules is asked.
const CUE: &[Row] = &[
    with(build(""), &["-o", "--outfile", "-f", "--force"]),
    read("vet"),
    read("eval"),
    read("def"),
    read("export"),
    build("fmt"),
    build("cmd"),
];

/// `opa`: its checks read; tests and evaluations run the project's policies; serving asks.
const OPA: &[Row] = &[
    read("check"),
    read("version"),
    read("inspect"),
    with(read("fmt"), &["-l", "-d", "--list", "--diff"]),
    build("fmt"),
    build("test"),
    build("eval"),
    build("build"),
    build("bench"),
];

/// `infracost`: a cost estimate or a diff of the project's Terraform or Terragrunt
/// configuration evaluates it as a plan does (Terragrunt's functions run) and sends the
/// resources' prices' keys to the pricing service, changing nothing: the Terraform plan family
/// ([`crate::toolchains::INFRA_PLAN_FAMILY`]). Formatting an estimate already made reads; a
/// login, the API key's settings, an upload to the dashboard and a comment on a pull request
/// always ask.
const INFRACOST: &[Row] = &[
    danger("auth", CREDENTIALS),
    danger("configure", CREDENTIALS),
    danger("upload", PUBLISHING),
    danger("comment", PUBLISHING),
    read("--version"),
    read("version"),
    unless(read("output"), &["--out-file"]),
    build("breakdown"),
    build("diff"),
];

/// `packer`: checking templates runs their plugins (the project's family), `fmt -check`
/// reads, `init` fetches plugins; a build creates machines in the cloud.
const PACKER: &[Row] = &[
    danger("build", crate::toolchains::INFRA),
    ask("init"),
    ask("plugins"),
    with(read("fmt"), &["-check", "-diff"]),
    read("inspect"),
    read("version"),
    build("fmt"),
    build("validate"),
    build("console"),
];

/// `ansible-playbook`: checking the syntax and listing what a play would touch load the
/// project's plugins and inventory scripts (the project's family, whatever the inventory:
/// they connect to no host). A run configures the inventory's machines: against the project's
/// local test machines it is their family (`localops::local_inventory`), against any other
/// inventory it always asks. Check mode (`--check`) is Ansible's plan, whose family
/// (`localops::ANSIBLE_LOOK_FAMILY`) a table before this one holds.
const ANSIBLE_PLAYBOOK: &[Row] = &[with(
    build(""),
    &[
        "--syntax-check",
        "--list-tasks",
        "--list-hosts",
        "--list-tags",
    ],
)];

/// Ad-hoc ansible runs a module on the inventory's machines; listing the hosts a pattern
/// selects loads the inventory, whose scripts and plugins are the project's code.
const ANSIBLE: &[Row] = &[
    with(read(""), &["--version", "--help", "-h"]),
    with(build(""), &["--list-hosts"]),
];

/// ansible-inventory: the graph of groups and hosts loads the inventory (its scripts and
/// plugins are the project's code); a listing of hosts with their variables prints the
/// vault's decrypted secrets too.
const ANSIBLE_INVENTORY: &[Row] = &[
    unless(with(build(""), &["--graph"]), &["--vars"]),
    read("--version"),
];

/// ansible-vault: showing, decrypting, editing or rekeying a vault reveals or changes its
/// secrets.
const ANSIBLE_VAULT: &[Row] = &[
    danger("view", CREDENTIALS),
    danger("decrypt", CREDENTIALS),
    danger("edit", CREDENTIALS),
    danger("rekey", CREDENTIALS),
    read("--version"),
];

/// ansible-galaxy: installing the roles and collections the project's requirements file declares
/// (`-r requirements.yml`, nothing named beside it) is the project's family, as `pip install -r`,
/// `npm ci` and `bundle install` are; a role or collection named by the agent is a new
/// dependency from a public registry (`pip install`'s family); another server, a URL, git or
/// an archive source asks on its own, and a path outside the workspace is global state. Scaffolding a role or collection and building one are the project's;
/// listings and descriptions read; publishing, importing, deleting and logging in always ask.
const ANSIBLE_GALAXY: &[Row] = &[
    danger("... publish", PUBLISHING),
    danger("... import", PUBLISHING),
    danger("... delete", PUBLISHING),
    danger("... setup", PUBLISHING),
    danger("login", CREDENTIALS),
    with(danger("", CREDENTIALS), &["--api-key", "--token"]),
    danger("... install", GLOBAL).code(OUTSIDE_WORKSPACE),
    danger("... download", GLOBAL).code(OUTSIDE_WORKSPACE),
    with(ask(""), &["-s", "--server"]),
    ask("... install").code(&["git+*", "http://*", "https://*", "*.git", "*.tar.gz", "*,*"]),
    with(
        build("install $"),
        &["-r", "--role-file", "--requirements-file"],
    ),
    with(build("role install $"), &["-r", "--role-file"]),
    with(
        build("collection install $"),
        &["-r", "--requirements-file"],
    ),
    add_dependency("install"),
    add_dependency("role install"),
    add_dependency("collection install"),
    add_dependency("collection download"),
    read("--version"),
    read("--help"),
    read("list"),
    read("role list"),
    read("collection list"),
    read("info"),
    read("role info"),
    read("search"),
    read("role search"),
    build("init"),
    build("role init"),
    build("collection init"),
    build("collection build"),
];

/// dive: an image's layers and wasted space, printed (`--ci` without its interface); its
/// own settings file (`--config`) aside, it reads.
const DIVE: &[Row] = &[read("")];

/// crane: a registry's manifests, configurations, digests and tags read; pushing, copying,
/// tagging, mutating, deleting and rebasing change the registry; `auth` handles its login.
const CRANE: &[Row] = &[
    danger("auth", CREDENTIALS),
    read("manifest"),
    read("config"),
    read("digest"),
    read("ls"),
    read("catalog"),
    read("validate"),
    read("version"),
    danger("push", PUBLISHING),
    danger("copy", PUBLISHING),
    danger("cp", PUBLISHING),
    danger("tag", PUBLISHING),
    danger("mutate", PUBLISHING),
    danger("append", PUBLISHING),
    danger("rebase", PUBLISHING),
    danger("flatten", PUBLISHING),
    danger("delete", DESTROYING),
];

/// Every toolchain this file knows; `toolchains.rs` consults it before its own.
/// Homebrew's reads of what is installed and of formula files: its listings, descriptions,
/// dependency graphs, configuration and RuboCop style check read. `info`, `deps`, `uses` and
/// `audit` of a formula file load its Ruby code: of a file named by path, that is the project
/// family. Installing, upgrading, tapping and services ask under their own words; removing,
/// and every other command (opening pull requests, running Ruby, developer commands) always
/// asks.
const BREW: &[Row] = &[
    danger("uninstall", GLOBAL),
    danger("remove", GLOBAL),
    danger("rm", GLOBAL),
    danger("untap", GLOBAL),
    danger("autoremove", GLOBAL),
    danger("cleanup", GLOBAL),
    ask("install"),
    ask("reinstall"),
    // Upgrading every installed formula and cask at once, the machine's tools all changed.
    danger("upgrade $", GLOBAL),
    ask("upgrade"),
    ask("update"),
    ask("tap"),
    ask("services"),
    ask("link"),
    ask("unlink"),
    ask("pin"),
    ask("unpin"),
    ask("bundle"),
    unless(read("style"), &["--fix"]),
    build("info").code(FORMULA_FILES),
    build("deps").code(FORMULA_FILES),
    build("uses").code(FORMULA_FILES),
    build("audit").code(FORMULA_FILES),
    build("cat").code(FORMULA_FILES),
    unless(read("audit"), &["--fix"]),
    read("info"),
    read("abv"),
    read("desc"),
    read("list"),
    read("ls"),
    read("search"),
    read("deps"),
    read("uses"),
    read("doctor"),
    read("dr"),
    read("config"),
    read("outdated"),
    read("leaves"),
    read("commands"),
    read("missing"),
    read("tap-info"),
    read("cat"),
    read("formulae"),
    read("casks"),
    read("shellenv"),
    with(read("$"), BREW_PATHS),
    with(read("* $"), BREW_PATHS),
];

/// Operands that name a formula by its file rather than by its installed name.
const FORMULA_FILES: &[&str] = &["*.rb", "./*", "../*", "/*", "~*"];

/// Homebrew's options that print one of its paths.
const BREW_PATHS: &[&str] = &[
    "--prefix",
    "--cellar",
    "--repository",
    "--repo",
    "--cache",
    "--env",
];

/// Go's benchmark readers: every command reads.
const BENCHSTAT: &[Row] = &[read("")];

pub(crate) const DEVTOOLS: &[Toolchain] = &[
    project(tool(&["brew"], "brew", &[], BREW, Kind::Danger(GLOBAL))),
    // Checkers that read the files they are given and run nothing of the project's.
    tool(
        &[
            "shellcheck",
            "hadolint",
            "yamllint",
            "kubeconform",
            "kubeval",
            "kube-score",
            "kube-linter",
            "editorconfig-checker",
            "ec",
            "dclint",
        ],
        "lint",
        &[],
        &[],
        Kind::Read,
    ),
    project(tool(
        &["typos", "codespell"],
        "lint",
        &[],
        SPELL_FIX,
        Kind::Read,
    )),
    project(tool(&["ktlint"], "lint", &[], KTLINT, Kind::Read)),
    project(tool(
        &["detekt", "detekt-cli"],
        "lint",
        &[],
        DETEKT,
        Kind::Read,
    )),
    project(tool(&["brakeman"], "lint", &[], REPORT_FILE, Kind::Read)),
    tool(&["pip-audit"], "pip-audit", &[], PIP_AUDIT, Kind::Read),
    tool(
        &["bundle-audit", "bundler-audit"],
        "bundle-audit",
        &[],
        BUNDLE_AUDIT,
        Kind::Ask,
    ),
    tool(&["vale"], "vale", &[], VALE, Kind::Read),
    tool(
        &["promtool"],
        "promtool",
        &["--url", "--http.config.file", "--lint"],
        PROMTOOL,
        Kind::Ask,
    ),
    project(tool(
        &["checkov"],
        "checkov",
        &[
            "-d",
            "--directory",
            "-f",
            "--file",
            "--framework",
            "-o",
            "--output",
            "-c",
            "--check",
            "--skip-check",
            "--external-checks-dir",
            "--external-checks-git",
            "--config-file",
        ],
        CHECKOV,
        Kind::Read,
    )),
    tool(
        &["dive"],
        "dive",
        &["--source", "--ci-config"],
        DIVE,
        Kind::Ask,
    ),
    outside(tool(
        &["crane", "gcrane"],
        "crane",
        &["--platform", "-t", "--tag"],
        CRANE,
        Kind::Ask,
    )),
    project(tool(
        &["trivy"],
        "trivy",
        &[
            "-f",
            "--format",
            "-s",
            "--severity",
            "--scanners",
            "--config-policy",
            "--policy",
            "--config-check",
            "-t",
            "--template",
            "--ignorefile",
            "--cache-dir",
            "--skip-dirs",
            "--skip-files",
        ],
        TRIVY,
        Kind::Ask,
    )),
    project(tool(
        &["kustomize"],
        "kustomize",
        &["-o", "--output", "--load-restrictor"],
        KUSTOMIZE,
        Kind::Ask,
    )),
    outside(tool(
        &["infracost"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &[
            "--path",
            "--config-file",
            "--format",
            "--out-file",
            "--usage-file",
            "--compare-to",
            "--project-name",
            "--terraform-var-file",
            "--terraform-workspace",
        ],
        INFRACOST,
        Kind::Ask,
    )),
    project(tool(
        &["conftest"],
        "conftest",
        &[
            "-p",
            "--policy",
            "-n",
            "--namespace",
            "-o",
            "--output",
            "-d",
            "--data",
            "--parser",
        ],
        CONFTEST,
        Kind::Ask,
    )),
    tool(
        &["tflint"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &["--chdir", "-c", "--config"],
        TFLINT,
        Kind::Build,
    ),
    // Checkers that load the project's configuration as code (JavaScript configs and custom
    // rules, Rego, SQL templaters' macros, workflow scripts it names) and test runners.
    project(tool(
        &[
            "actionlint",
            "markdownlint",
            "markdownlint-cli2",
            "sqlfluff",
            "bats",
            "commitlint",
            // Bazel's formatter and linter of BUILD and .bzl files (`-mode=check`, `-lint=warn`,
            // or rewriting them in place): the project's own files, as `bazel build` reads them.
            "buildifier",
        ],
        "lint",
        &[],
        &[],
        Kind::Build,
    )),
    // Formatters and style checkers with a check mode.
    project(tool(
        &[
            "shfmt",
            "clang-format",
            "google-java-format",
            "djlint",
            "swift-format",
        ],
        "format",
        &["-ln", "--language-dialect", "--style", "--profile"],
        STDOUT_FORMATTER,
        Kind::Read,
    )),
    project(tool(
        &["stylua", "swiftformat", "mdformat"],
        "format",
        &["--config-path", "--config", "--swiftversion"],
        IN_PLACE_FORMATTER,
        Kind::Build,
    )),
    project(tool(
        &["taplo"],
        "format",
        &["-c", "--config"],
        TAPLO,
        Kind::Read,
    )),
    project(tool(
        &["shellharden", "zizmor", "swiftlint"],
        "lint",
        &[],
        CHECK_OR_FIX,
        Kind::Read,
    )),
    // Linters that only read, of more languages and formats.
    tool(
        &[
            "luacheck",
            "selene",
            "cppcheck",
            "cpplint",
            "bashate",
            "checkmake",
            "squawk",
            "check-jsonschema",
            "jsonlint",
            "vulture",
            "radon",
            "xenon",
            "pydocstyle",
            "interrogate",
            "deptry",
            "doc8",
            "write-good",
            "pluto",
            "kubesec",
            "madge",
        ],
        "lint",
        &[],
        &[with(
            ask(""),
            &["--output-file", "--addon", "--dump", "--write"],
        )],
        Kind::Read,
    ),
    project(tool(
        &[
            "tfsec",
            "terrascan",
            "grype",
            "osv-scanner",
            "govulncheck-action",
        ],
        "scan",
        &["-o", "--output", "--format", "-f", "--config-file"],
        SCANNER,
        Kind::Read,
    )),
    tool(
        &["gitleaks"],
        "gitleaks",
        &["-s", "--source", "-c", "--config", "-f", "--report-format"],
        GITLEAKS,
        Kind::Ask,
    ),
    project(tool(
        &["goreleaser"],
        "goreleaser",
        &["-f", "--config"],
        GORELEASER,
        Kind::Ask,
    )),
    project(outside(tool(
        &["ct"],
        "chart-testing",
        &["--config", "--charts", "--target-branch", "--kube-context"],
        CHART_TESTING,
        Kind::Ask,
    ))),
    // Checkers and test runners that load the project's code or configuration as code.
    project(tool(
        &[
            "phpcs",
            "phpcbf",
            "phpmd",
            "rector",
            "infection",
            "deptrac",
            "paratest",
            "codecept",
            "behat",
            "reek",
            "haml-lint",
            "slim-lint",
            "behave",
            "robot",
            "pyupgrade",
            "knip",
            "depcheck",
            "cspell",
            "textlint",
            "spectral",
            "lint-staged",
            "cucumber-js",
            "ansible-lint",
            "clang-tidy",
            "dialyzer",
            "syft",
        ],
        "lint",
        &[],
        &[],
        Kind::Build,
    )),
    // terraform-docs reads the Terraform modules tflint checks and terraform plans, and writes
    // their README: the infrastructure code family.
    tool(
        &["terraform-docs"],
        crate::toolchains::INFRA_PLAN_FAMILY,
        &["-c", "--config", "--output-file", "--output-mode"],
        &[],
        Kind::Build,
    ),
    project(tool(
        &["lefthook", "cypress"],
        "lint",
        &[],
        PROJECT_RUNNER,
        Kind::Ask,
    )),
    project(tool(
        &["pre-commit", "prek"],
        "pre-commit",
        &["-c", "--config", "--hook-stage", "--from-ref", "--to-ref"],
        PRE_COMMIT,
        Kind::Ask,
    )),
    extends(project(tool(
        &["cargo"],
        "cargo build/test",
        &["-p", "--package", "--manifest-path"],
        CARGO_ROWS,
        Kind::Ask,
    ))),
    extends(project(tool(&["mix"], "mix", &[], MIX_ROWS, Kind::Build))),
    extends(project(tool(
        &["helm"],
        "helm",
        HELM_VALUES,
        HELM_PROJECT_ROWS,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["helm"],
        "helm",
        HELM_VALUES,
        HELM_READ_ROWS,
        Kind::Ask,
    ))),
    extends(outside(tool(
        &["kubectl", "oc"],
        "kubectl",
        KUBECTL_VALUES,
        KUBECTL_ROWS,
        Kind::Ask,
    ))),
    // Local clusters.
    outside(tool(
        &["kind"],
        LOCAL_CLUSTER,
        &["--name", "--config", "--image", "--kubeconfig"],
        KIND,
        Kind::Ask,
    )),
    outside(tool(
        &["skaffold"],
        LOCAL_CLUSTER,
        &[
            "-p",
            "--profile",
            "--kube-context",
            "-f",
            "--filename",
            "-m",
            "--module",
            "-n",
            "--namespace",
            "-d",
            "--default-repo",
            "-t",
            "--tag",
            "-o",
            "--output",
        ],
        SKAFFOLD,
        Kind::Ask,
    )),
    outside(tool(&["tilt"], LOCAL_CLUSTER, TILT_VALUES, TILT, Kind::Ask)),
    outside(tool(
        &["minikube"],
        LOCAL_CLUSTER,
        &[
            "-p",
            "--profile",
            "--driver",
            "--cpus",
            "--memory",
            "--kubernetes-version",
        ],
        MINIKUBE,
        Kind::Ask,
    )),
    outside(tool(
        &["k3d"],
        LOCAL_CLUSTER,
        &["-c", "--config", "-i", "--image", "-p", "--port"],
        K3D,
        Kind::Ask,
    )),
    outside(tool(
        &["colima"],
        LOCAL_CLUSTER,
        &["-p", "--profile"],
        COLIMA,
        Kind::Ask,
    )),
    // The current context or namespace of the kubeconfig: listing reads, switching changes
    // what every later kubectl, helm and deploy acts on.
    outside(tool(
        &["kubectx", "kubens"],
        "kubectl",
        &[],
        KUBE_SWITCH,
        Kind::Danger(GLOBAL),
    )),
    // Log tailing across a cluster's pods, as `kubectl logs` reads.
    outside(tool(
        &["stern"],
        "kubectl",
        KUBE_CLIENT_VALUES,
        &[],
        Kind::Read,
    )),
    // k9s is an interactive terminal of the whole cluster, deleting and editing included.
    outside(tool(
        &["k9s"],
        "kubectl",
        KUBE_CLIENT_VALUES,
        &[read("version"), read("info"), read("help"), read("--help")],
        Kind::Danger(INFRA),
    )),
    // GitOps controllers of a cluster: their reads; anything else syncs, rolls back, deletes,
    // suspends or bootstraps what they deploy, or handles their credentials.
    outside(tool(
        &["argocd"],
        "gitops",
        KUBE_CLIENT_VALUES,
        ARGOCD,
        Kind::Danger(INFRA),
    )),
    outside(tool(
        &["flux"],
        "gitops",
        KUBE_CLIENT_VALUES,
        FLUX,
        Kind::Danger(INFRA),
    )),
    extends(project(tool(
        &["ruff"],
        "python run/test",
        &["--config", "--select", "--ignore", "--target-version"],
        RUFF_ROWS,
        Kind::Build,
    ))),
    extends(project(tool(
        &["black", "isort"],
        "python run/test",
        &["--config", "-l", "--line-length", "--settings-path"],
        PY_FORMAT_ROWS,
        Kind::Build,
    ))),
    extends(project(tool(
        &["cargo"],
        "cargo build/test",
        &["-p", "--package", "--manifest-path"],
        CARGO_FMT_ROWS,
        Kind::Build,
    ))),
    extends(project(tool(
        &["gofmt", "goimports", "gofumpt"],
        "go build/test",
        &[],
        GOFMT_ROWS,
        Kind::Build,
    ))),
    // Go's benchmark readers compare or summarise result files they are given (`benchstat
    // old.txt new.txt`) and print a table: no option writes a file or runs anything; a
    // secret file named is the shell's secret check's, before this.
    tool(
        &["benchstat", "benchcmp"],
        "go benchmarks",
        &[
            "-format",
            "-row",
            "-col",
            "-table",
            "-filter",
            "-ignore",
            "-alpha",
            "-confidence",
        ],
        BENCHSTAT,
        Kind::Ask,
    ),
    project(tool(
        &["cue"],
        "cue",
        &["-t", "--inject", "-e", "--expression"],
        CUE,
        Kind::Ask,
    )),
    project(tool(
        &["opa"],
        "opa",
        &["-d", "--data", "-b", "--bundle"],
        OPA,
        Kind::Ask,
    )),
    project(tool(
        &["packer"],
        "packer",
        &["-var", "-var-file", "-only", "-except"],
        PACKER,
        Kind::Ask,
    )),
    project(tool(
        &["ansible-playbook"],
        "ansible",
        &[
            "-i",
            "--inventory",
            "-e",
            "--extra-vars",
            "-l",
            "--limit",
            "-t",
            "--tags",
        ],
        ANSIBLE_PLAYBOOK,
        Kind::Danger(INFRA),
    )),
    project(outside(tool(
        &["ansible"],
        "ansible",
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
        ANSIBLE,
        Kind::Danger(INFRA),
    ))),
    project(tool(
        &["ansible-inventory"],
        "ansible",
        &["-i", "--inventory", "--host", "-e", "--extra-vars"],
        ANSIBLE_INVENTORY,
        Kind::Ask,
    )),
    // The install path (`-p`) and the requirements file (`-r`) are path options: set aside
    // from the words (so that a requirements file's install names no package), yet seen by the
    // rows' outside check, so a requirements file that is not the project's (`-r /tmp/r.yml`,
    // `-r ~/r.yml`, `-r ../other/r.yml`) asks as its attached spelling (`--role-file=/tmp/…`)
    // does, and is not the project's declared dependencies.
    seen(
        project(tool(
            &["ansible-galaxy"],
            "ansible-galaxy",
            &[
                "-r",
                "--role-file",
                "--requirements-file",
                "-p",
                "--roles-path",
                "--collections-path",
                "-s",
                "--server",
                "--api-key",
                "--token",
                "--init-path",
            ],
            ANSIBLE_GALAXY,
            Kind::Ask,
        )),
        &[
            "-p",
            "--roles-path",
            "--collections-path",
            "-r",
            "--role-file",
            "--requirements-file",
        ],
    ),
    tool(
        &["ansible-vault"],
        "ansible",
        &["--vault-id", "--vault-password-file", "--output"],
        ANSIBLE_VAULT,
        Kind::Ask,
    ),
    tool(
        &["ansible-doc", "ansible-config"],
        "ansible",
        &["-t", "--type"],
        &[],
        Kind::Read,
    ),
    // Probes of the machine and its services.
    tool(&["ip"], "probe", &[], IP, Kind::Ask),
    tool(
        &[
            "lscpu",
            "lsblk",
            "lsusb",
            "lspci",
            "lsmod",
            "getconf",
            "arch",
            "lsb_release",
            "sw_vers",
            "vmstat",
            "iostat",
            "vm_stat",
            "locale",
            "tty",
        ],
        "probe",
        &[],
        &[],
        Kind::Read,
    ),
    tool(&["pg_isready"], "probe", &[], &[], Kind::Read),
    tool(&["netstat"], "probe", &[], &[], Kind::Read),
    tool(&["ss"], "probe", &[], SS, Kind::Read),
    // A version chosen for the current shell only (`pyenv shell 3.12`, `nvm use 20`): it
    // changes the shell's own variables, installs nothing and writes no file.
    Toolchain {
        before: SHELL_VERSION,
        ..tool(
            &[
                "pyenv", "rbenv", "nodenv", "goenv", "jenv", "asdf", "nvm", "fnm", "rvm",
            ],
            "version manager",
            &[],
            VERSION_MANAGER,
            Kind::Ask,
        )
    },
    // mise's tasks are the project's scripts (`mise run test`); one that deploys, releases,
    // publishes or drops data always asks, as a make target does.
    project(Toolchain {
        before: MISE_TASKS,
        ..tool(&["mise", "rtx"], "mise", &[], VERSION_MANAGER, Kind::Ask)
    }),
    tool(&["volta"], "version manager", &[], VOLTA, Kind::Ask),
    tool(
        &["sdk", "tfenv"],
        "version manager",
        &[],
        VERSION_MANAGER,
        Kind::Ask,
    ),
    // direnv: allowing an `.envrc` makes it run, unasked, at every later `cd`; exporting or
    // dumping prints the variables it loads, secrets included.
    tool(&["direnv"], "direnv", &[], DIRENV, Kind::Ask),
    // Nix: the project's flake built, run, checked and developed in is the project's family;
    // profiles, channels, the registry and garbage collection change the machine's store and
    // tools, and a program run from a remote flake is code nobody has read.
    project(tool(&["nix"], "nix", NIX_VALUES, NIX, Kind::Ask)),
    project(tool(
        &["nix-build", "nix-shell"],
        "nix",
        &[
            "-A",
            "--attr",
            "-I",
            "--arg",
            "--argstr",
            "-o",
            "--out-link",
        ],
        NIX_LEGACY,
        Kind::Build,
    )),
    tool(
        &["nix-env", "nix-channel"],
        "nix",
        &["-f", "--file", "-p", "--profile"],
        NIX_ENV,
        Kind::Danger(GLOBAL),
    ),
    tool(
        &["nix-collect-garbage", "nix-store"],
        "nix",
        &[],
        NIX_STORE,
        Kind::Danger(DESTROYING),
    ),
    // go-task: the Taskfile's tasks are the project's scripts, as make's targets are.
    project(crate::toolchains::targets(tool(
        &["task", "go-task"],
        "task",
        &["-d", "--dir", "-t", "--taskfile", "-o", "--output"],
        TASK_LIST,
        Kind::Build,
    ))),
    // Earthly builds in containers; `--push` runs its pushes and deploys, `-P` privileged
    // steps.
    outside(tool(
        &["earthly"],
        "earthly",
        &[
            "--secret",
            "-s",
            "--secret-file",
            "--build-arg",
            "--platform",
            "--org",
            "--sat",
        ],
        EARTHLY,
        Kind::Ask,
    )),
    // act runs the repository's workflows locally, in containers.
    outside(tool(
        &["act"],
        "act",
        &[
            "-j",
            "--job",
            "-W",
            "--workflows",
            "-e",
            "--eventpath",
            "-P",
            "--platform",
            "--container-architecture",
            "--env-file",
            "--secret-file",
            "--var-file",
            "--input",
        ],
        ACT,
        Kind::Ask,
    )),
    // chruby is only a shell function: it switches the current shell's Ruby.
    tool(&["chruby"], "version manager", &[], &[], Kind::Read),
];

/// What a database client's command does to which server, for [`service_query`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Service {
    /// A query that only reads, to this machine's server (a loopback host, a unix socket, no
    /// host at all, or a database file in the workspace).
    LocalRead,
    /// A statement or command that writes without destroying ([`Act::Write`]: an `INSERT`, an
    /// `UPDATE` with a `WHERE`, a `CREATE TABLE`, a redis `SET`), to this machine's
    /// server; `named` when the command names that server itself (a loopback host, a socket,
    /// a workspace file, redis-cli's fixed default) rather than leaving it to the environment.
    LocalWrite {
        /// Whether the server is named on the command line, not left to `PGHOST` or a profile.
        named: bool,
    },
    /// A named server that is not this machine's.
    Remote,
    /// A server or database whose name says production.
    Production,
    /// A statement that writes to a database file outside the workspace (`sqlite3 ~/x.db
    /// 'DELETE …'`): another program's data, always asked.
    OutsideWrite,
    /// Anything else: the client's rows decide.
    Other,
}

/// `pg_dump`'s options that only choose what the dump holds, how it is written and which
/// server and role it connects as; their value is the next word (or after `=`). The output
/// file (`-f`) and the database (`-d`) are checked apart; anything else (a password file, a
/// snapshot, a role switch) leaves the dump to the client's rows.
const PG_DUMP_VALUES: &[&str] = &[
    "-h",
    "--host",
    "-p",
    "--port",
    "-U",
    "--username",
    "-t",
    "--table",
    "-T",
    "--exclude-table",
    "-n",
    "--schema",
    "-N",
    "--exclude-schema",
    "--exclude-table-data",
    "-F",
    "--format",
    "-Z",
    "--compress",
    "-E",
    "--encoding",
    "--section",
    "--rows-per-insert",
];
const PG_DUMP_FLAGS: &[&str] = &[
    "-s",
    "--schema-only",
    "-a",
    "--data-only",
    "-O",
    "--no-owner",
    "-x",
    "--no-privileges",
    "-c",
    "--clean",
    "--if-exists",
    "-C",
    "--create",
    "--inserts",
    "--column-inserts",
    "-w",
    "--no-password",
    "-v",
    "--verbose",
    "--no-comments",
    "--quote-all-identifiers",
    "--no-tablespaces",
];

/// A dump of this machine's PostgreSQL server (`pg_dump --schema-only -h localhost -U app
/// app`): it only reads the database, like a `SELECT` of it, and writes the dump to its
/// output, which the shell judges where it goes, or to a scratch file under `/tmp` (`-f
/// /tmp/schema.sql`). A host elsewhere, a connection string, a production name, a database
/// given as a connection string, an output file anywhere else or any other option is not
/// this: the client's rows (and the whole-database copy's check) decide.
fn local_pg_dump(args: &[String]) -> Service {
    let mut hosts = Vec::new();
    let mut it = args.iter().map(String::as_str);
    while let Some(a) = it.next() {
        let (option, attached) = match a.split_once('=') {
            Some((o, v)) if o.starts_with("--") => (o, Some(v)),
            _ => (a, None),
        };
        if a.contains("prod") || a.contains("prd") || a.contains("://") {
            return Service::Other;
        }
        if PG_DUMP_FLAGS.contains(&a) {
            continue;
        }
        let takes = PG_DUMP_VALUES.contains(&option)
            || matches!(option, "-f" | "--file" | "-d" | "--dbname");
        if !takes {
            if a.starts_with('-') || a.contains(['=', ' ', '$']) {
                return Service::Other;
            }
            continue;
        }
        let Some(v) = attached.or_else(|| it.next()) else {
            return Service::Other;
        };
        if v.contains("prod") || v.contains("prd") || v.contains('$') {
            return Service::Other;
        }
        match option {
            "-h" | "--host" => hosts.push(v),
            "-f" | "--file" if !crate::knowledge::scratch(v, false, "/") => return Service::Other,
            "-d" | "--dbname" if v.contains(['=', ' ', ':', '/']) => return Service::Other,
            _ => {}
        }
    }
    if hosts.iter().all(|h| local_host(h)) {
        Service::LocalRead
    } else {
        Service::Remote
    }
}

/// Options of the SQL clients whose value is the next word (and which change nothing).
const SQL_VALUES: &[&str] = &[
    "-h",
    "--host",
    "-p",
    "--port",
    "-P",
    "-U",
    "--username",
    "-u",
    "--user",
    "-d",
    "--dbname",
    "-D",
    "--database",
    "-c",
    "--command",
    "-e",
    "--execute",
    "-S",
    "--socket",
];
/// Options of the SQL clients that only shape the output or the connection.
const SQL_PLAIN: &[&str] = &[
    "-A",
    "--no-align",
    "-t",
    "--tuples-only",
    "-x",
    "--expanded",
    "-q",
    "--quiet",
    "-X",
    "--no-psqlrc",
    "-w",
    "--no-password",
    "-H",
    "--html",
    "--csv",
    "-N",
    "--skip-column-names",
    "-B",
    "--batch",
    "-s",
    "--silent",
    "--table",
    "-E",
    "--vertical",
    "-r",
    "--raw",
    "-header",
    "-noheader",
    "-column",
    "-json",
    "-csv",
    "-line",
    "-box",
    "-table",
    "-markdown",
    "-list",
    "-readonly",
    "--protocol=tcp",
    "--protocol=socket",
];
/// Options of redis-cli whose value is the next word (and which change nothing).
const REDIS_VALUES: &[&str] = &[
    "-h",
    "-p",
    "-a",
    "--pass",
    "--user",
    "-n",
    "-u",
    "--pattern",
    "--count",
    "-i",
    "-d",
    "--quoted-pattern",
];
/// Options of redis-cli that only shape the output or the connection, or only read.
const REDIS_PLAIN: &[&str] = &[
    "--scan",
    "--bigkeys",
    "--memkeys",
    "--hotkeys",
    "--keystats",
    "--latency",
    "--latency-history",
    "--stat",
    "--raw",
    "--no-raw",
    "--csv",
    "--json",
    "-c",
    "--tls",
    "--no-auth-warning",
    "-e",
];
/// redis commands that only read.
const REDIS_READS: &[&str] = &[
    "PING",
    "INFO",
    "GET",
    "MGET",
    "EXISTS",
    "TTL",
    "PTTL",
    "TYPE",
    "KEYS",
    "SCAN",
    "HGET",
    "HGETALL",
    "HKEYS",
    "HVALS",
    "HLEN",
    "HMGET",
    "HEXISTS",
    "HSCAN",
    "LRANGE",
    "LLEN",
    "LINDEX",
    "SMEMBERS",
    "SCARD",
    "SISMEMBER",
    "SSCAN",
    "ZRANGE",
    "ZREVRANGE",
    "ZRANGEBYSCORE",
    "ZCARD",
    "ZSCORE",
    "ZRANK",
    "ZSCAN",
    "ZCOUNT",
    "STRLEN",
    "GETRANGE",
    "DBSIZE",
    "XLEN",
    "XRANGE",
    "XREVRANGE",
    "XINFO",
    "PUBSUB",
    "TIME",
    "LASTSAVE",
    "ROLE",
    "ECHO",
    "OBJECT",
];
/// redis commands that only read with some subcommands alone (`CLIENT LIST`, not `CLIENT
/// KILL`; `MEMORY USAGE`, not `MEMORY PURGE`).
const REDIS_READ_SUBCOMMANDS: &[(&str, &[&str])] = &[
    ("CLIENT", &["LIST", "INFO", "ID", "GETNAME"]),
    ("MEMORY", &["USAGE", "STATS", "DOCTOR", "MALLOC-STATS"]),
    ("SLOWLOG", &["GET", "LEN"]),
];

/// Words of a SQL text that write, change the schema or the session, call out or read the
/// server's files: a query with any of them is not a read.
const SQL_CHANGES: &[&str] = &[
    "INSERT",
    "UPDATE",
    "DELETE",
    "DROP",
    "ALTER",
    "CREATE",
    "TRUNCATE",
    "GRANT",
    "REVOKE",
    "COPY",
    "CALL",
    "DO",
    "SET",
    "RESET",
    "LOCK",
    "VACUUM",
    "ANALYZE",
    "ANALYSE",
    "REINDEX",
    "CLUSTER",
    "COMMENT",
    "NOTIFY",
    "LISTEN",
    "LOAD",
    "PREPARE",
    "EXECUTE",
    "REFRESH",
    "MERGE",
    "REPLACE",
    "UPSERT",
    "INTO",
    "ATTACH",
    "DETACH",
    "PRAGMA",
    "HANDLER",
    "FLUSH",
    "KILL",
    "SHUTDOWN",
    "INSTALL",
    "UNINSTALL",
    "BEGIN",
    "COMMIT",
    "ROLLBACK",
    "SAVEPOINT",
    "OUTFILE",
    "DUMPFILE",
    "FOR",
];
/// The functions (and keywords before a parenthesis) a read-only query may call: they compute,
/// and change or read nothing beyond the query's rows.
const SQL_FUNCTIONS: &[&str] = &[
    // PostgreSQL's replication status, which a replica's lag is measured with.
    "PG_LAST_XACT_REPLAY_TIMESTAMP",
    "PG_IS_IN_RECOVERY",
    "PG_LAST_WAL_RECEIVE_LSN",
    "PG_LAST_WAL_REPLAY_LSN",
    "COUNT",
    "SUM",
    "AVG",
    "MIN",
    "MAX",
    "COALESCE",
    "NULLIF",
    "LOWER",
    "UPPER",
    "LENGTH",
    "CHAR_LENGTH",
    "SUBSTRING",
    "SUBSTR",
    "TRIM",
    "ROUND",
    "FLOOR",
    "CEIL",
    "ABS",
    "NOW",
    "DATE_TRUNC",
    "EXTRACT",
    "TO_CHAR",
    "TO_DATE",
    "CAST",
    "ARRAY_AGG",
    "STRING_AGG",
    "JSON_AGG",
    "JSONB_AGG",
    "JSON_BUILD_OBJECT",
    "JSONB_BUILD_OBJECT",
    "JSONB_PRETTY",
    "ROW_NUMBER",
    "RANK",
    "DENSE_RANK",
    "GREATEST",
    "LEAST",
    "CONCAT",
    "DATE",
    "AGE",
    "IN",
    "EXISTS",
    "ANY",
    "ALL",
    "VALUES",
    "OVER",
    "FILTER",
    "AS",
    "AND",
    "OR",
    "NOT",
    "ON",
    "USING",
    "FROM",
    "WHERE",
    "SELECT",
    "DISTINCT",
    "LEFT",
    "RIGHT",
    "INTERVAL",
    "IFNULL",
    "JSON_EXTRACT",
    "DATETIME",
    "STRFTIME",
    "GROUP_CONCAT",
    "TYPEOF",
    "BY",
    "WHEN",
    "THEN",
    "ELSE",
    "CASE",
    "HAVING",
    "JOIN",
    "LIMIT",
    "EXPLAIN",
    "PARTITION",
    "ROUND",
    "UNNEST",
];
/// psql's backslash commands that only describe (`\d`, `\dt+`, `\l`, `\conninfo`).
fn psql_describes(cmd: &str) -> bool {
    let word = cmd.split_whitespace().next().unwrap_or("");
    let name = word.trim_start_matches('\\').trim_end_matches(['+', 'S']);
    cmd.matches('\\').count() == 1
        && (matches!(name, "l" | "conninfo" | "dconfig")
            || (name.starts_with('d')
                && name.len() <= 3
                && name.chars().all(|c| c.is_ascii_lowercase())))
}

/// sqlite3's options that change only how it prints, or open the file read-only.
const SQLITE_PLAIN: &[&str] = &[
    "-readonly",
    "-header",
    "-noheader",
    "-column",
    "-csv",
    "-json",
    "-line",
    "-list",
    "-box",
    "-table",
    "-markdown",
    "-batch",
    "-bail",
];

/// sqlite's pragmas that only report (`PRAGMA integrity_check`, `PRAGMA table_info(notes)`);
/// one given a value (`PRAGMA journal_mode=WAL`, `PRAGMA user_version = 3`) changes the file.
fn sqlite_pragma_reads(text: &str) -> bool {
    const REPORTS: &[&str] = &[
        "integrity_check",
        "quick_check",
        "foreign_key_check",
        "foreign_key_list",
        "table_info",
        "table_xinfo",
        "table_list",
        "index_list",
        "index_info",
        "index_xinfo",
        "database_list",
        "collation_list",
        "function_list",
        "module_list",
        "pragma_list",
        "compile_options",
        "page_count",
        "page_size",
        "freelist_count",
        "schema_version",
        "user_version",
        "application_id",
        "journal_mode",
        "encoding",
        "foreign_keys",
        "auto_vacuum",
    ];
    let statements: Vec<&str> = text
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    !statements.is_empty()
        && statements.iter().all(|s| {
            let mut words = s.split_whitespace();
            let (Some(first), Some(rest)) = (words.next(), words.next()) else {
                return false;
            };
            // `table_info(notes)`, `main.integrity_check`: the pragma's own name.
            let name = rest
                .split('(')
                .next()
                .and_then(|n| n.rsplit('.').next())
                .unwrap_or("");
            first.eq_ignore_ascii_case("pragma")
                && words.next().is_none()
                && !s.contains('=')
                && REPORTS.iter().any(|r| r.eq_ignore_ascii_case(name))
        })
}

/// sqlite3's dot commands that only describe.
fn sqlite_describes(cmd: &str) -> bool {
    let word = cmd.split_whitespace().next().unwrap_or("");
    matches!(
        word,
        ".tables" | ".schema" | ".indexes" | ".indices" | ".databases" | ".dbinfo" | ".fullschema"
    )
}

/// Whether a SQL text only reads: each statement a `SELECT`, `SHOW`, `EXPLAIN` (not `ANALYZE`),
/// `DESCRIBE`, or a client's describing command, with no word that changes anything and no
/// call but of the functions that only compute.
fn sql_reads(text: &str, program: &str) -> bool {
    sql_reads_with(text, program, &[])
}

/// The first words of SQL statements, reads and writes alike (any letter case).
const SQL_OPENINGS: &[&str] = &[
    "select", "with", "insert", "update", "delete", "merge", "upsert", "replace", "create",
    "alter", "drop", "truncate", "undrop", "grant", "revoke", "copy", "call", "exec", "execute",
    "show", "describe", "desc", "explain", "use", "set", "unset", "begin", "commit", "rollback",
    "vacuum", "analyze", "comment", "put", "remove", "rename", "refresh", "pragma", "attach",
    "detach", "load", "unload", "optimize", "kill", "lock", "unlock", "values", "table",
];

/// Openings no English request starts with: enough alone to read a text as SQL.
const SQL_ONLY_OPENINGS: &[&str] = &[
    "select", "insert", "merge", "upsert", "alter", "drop", "truncate", "undrop", "grant",
    "revoke", "vacuum", "pragma",
];

/// Words of a statement's body: an opening English shares with SQL (`show`, `delete`, `set`)
/// reads as SQL only with one of these beside it (or a `;`).
const SQL_BODY_WORDS: &[&str] = &[
    "from",
    "where",
    "table",
    "tables",
    "into",
    "values",
    "view",
    "schema",
    "schemas",
    "database",
    "databases",
    "warehouse",
    "warehouses",
    "index",
    "column",
    "columns",
    "as",
    "stage",
    "role",
    "user",
];

/// Whether `text` opens as a SQL statement does: its first word (after blanks and an opening
/// parenthesis) is one of `SQL_OPENINGS`, and it is SQL's own (`SQL_ONLY_OPENINGS`) or a
/// statement's body word or a `;` follows. A natural-language `query` ("errors on /checkout in
/// the last hour", "show me my open issues") does not.
pub fn opens_as_sql(text: &str) -> bool {
    let t = text.trim_start_matches(|c: char| c.is_whitespace() || c == '(');
    let first: String = t.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    let rest = t.get(first.len()..).unwrap_or_default();
    let body = || {
        rest.contains(';')
            || rest
                .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .any(|w| SQL_BODY_WORDS.iter().any(|b| b.eq_ignore_ascii_case(w)))
    };
    !first.is_empty()
        && rest
            .chars()
            .next()
            .is_none_or(|c| c.is_whitespace() || c == ';' || c == '(')
        && SQL_OPENINGS.iter().any(|w| w.eq_ignore_ascii_case(&first))
        && (SQL_ONLY_OPENINGS
            .iter()
            .any(|w| w.eq_ignore_ascii_case(&first))
            || body())
}

/// Whether a SQL text any client hands a database (an MCP server's `query` tool) only reads:
/// `sql_reads`, no client's own command (`\!`, `.shell`) allowed.
pub fn sql_only_reads(text: &str) -> bool {
    sql_reads(&dbt_relations_named(text), "")
}

/// dbt's SQL with its relation references (`{{ ref('orders') }}`, `{{ source('app', 'users')
/// }}`, quoted with `'` or `"`, one or two names) written as the plain table name each resolves
/// to, so that the statement around them is judged as SQL is. Any other template expression
/// (`{{ run_query(...) }}`, a macro, a `{% %}` block) stays as written, which no read admits.
fn dbt_relations_named(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("{{") {
        out.push_str(rest.get(..at).unwrap_or_default());
        let after = rest.get(at + 2..).unwrap_or_default();
        match after.find("}}").and_then(|end| {
            let inner = after.get(..end)?.trim();
            relation_reference(inner).then_some(end)
        }) {
            Some(end) => {
                out.push_str("dbt_relation");
                rest = after.get(end + 2..).unwrap_or_default();
            }
            None => {
                out.push_str("{{");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether a template expression is `ref(...)` or `source(...)` of one or two quoted names.
fn relation_reference(inner: &str) -> bool {
    let Some(args) = inner
        .strip_prefix("ref")
        .or_else(|| inner.strip_prefix("source"))
        .map(str::trim_start)
        .and_then(|a| a.strip_prefix('('))
        .and_then(|a| a.trim_end().strip_suffix(')'))
    else {
        return false;
    };
    let names: Vec<&str> = args.split(',').map(str::trim).collect();
    (1..=2).contains(&names.len())
        && names.iter().all(|n| {
            let quoted = |q: char| n.len() >= 2 && n.starts_with(q) && n.ends_with(q);
            (quoted('\'') || quoted('"'))
                && n.get(1..n.len() - 1).is_some_and(|v| {
                    !v.is_empty()
                        && v.chars()
                            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'))
                })
        })
}

/// [`sql_reads`], with more functions a caller knows to only read (`duckdb`'s file readers,
/// whose paths the caller has checked).
pub(crate) fn sql_reads_with(text: &str, program: &str, extra: &[&str]) -> bool {
    let statements: Vec<&str> = text
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    !statements.is_empty()
        && statements.iter().all(|s| {
            if s.starts_with('\\') {
                return program == "psql" && psql_describes(s);
            }
            if s.starts_with('.') {
                return program == "sqlite3" && sqlite_describes(s);
            }
            if s.contains('\\') {
                return false;
            }
            let up = s.to_ascii_uppercase();
            let words: Vec<&str> = up
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty())
                .collect();
            let first = words.first().copied().unwrap_or("");
            matches!(first, "SELECT" | "SHOW" | "EXPLAIN" | "DESCRIBE" | "DESC")
                && !words.iter().any(|w| SQL_CHANGES.contains(w))
                && calls_only_plain_functions(&up, extra)
        })
}

/// Whether every word right before a `(` is a function or keyword of [`SQL_FUNCTIONS`].
fn calls_only_plain_functions(up: &str, extra: &[&str]) -> bool {
    up.match_indices('(').all(|(i, _)| {
        let before = up.get(..i).unwrap_or("").trim_end();
        let word: String = before
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        word.is_empty() || SQL_FUNCTIONS.contains(&word.as_str()) || extra.contains(&word.as_str())
    })
}

/// Whether a host (a name, an address, a socket directory) is this machine's.
fn local_host(host: &str) -> bool {
    host.is_empty() || host.starts_with('/') || crate::knowledge::loopback(host)
}

/// The host of a database URL ([`airlock_facts::url_host`]; several hosts,
/// `postgres://a:5432,b:5433/db`, stay one text no host is) or a libpq connection string
/// (`host=... dbname=...`).
fn url_host(word: &str) -> Option<String> {
    if word.contains("://") {
        let url = airlock_facts::url_host(word);
        // libpq reads a user part up to the first `/`, past a `?` or `#`
        // (`postgres://localhost?x@prod/db` is `prod`), and a query's `host`, `hostaddr` or
        // `service` takes the place of the URL's host: such a URL names no host known here.
        let user_after_query = url.rest.split('/').next().is_some_and(|r| r.contains('@'));
        let query = url.rest.split_once('?').map_or("", |(_, q)| q);
        let host_in_query = query.split('&').any(|kv| {
            let key = kv
                .split_once('=')
                .map_or(kv, |(k, _)| k)
                .to_ascii_lowercase();
            matches!(key.as_str(), "host" | "hostaddr" | "service")
        });
        return Some(if user_after_query || host_in_query {
            "?".to_owned()
        } else {
            url.host
        });
    }
    word.split_whitespace()
        .find_map(|kv| kv.strip_prefix("host="))
        .map(str::to_owned)
}

/// The value of an option at `args[i]`, `--opt=value`, `-ovalue` or the next word.
fn value_at<'a>(args: &'a [String], i: usize, opt: &str) -> Option<&'a str> {
    let a = args.get(i)?;
    if a == opt {
        return args.get(i + 1).map(String::as_str);
    }
    a.strip_prefix(&format!("{opt}="))
        .or_else(|| (opt.len() == 2).then(|| a.strip_prefix(opt)).flatten())
}

/// What a database client's command does, and to which server: only a query that reads, to
/// this machine's server, is [`Service::LocalRead`]; a named host elsewhere, or one naming
/// production, is [`Service::Remote`].
pub(crate) fn service_query(program: &str, args: &[String]) -> Service {
    if program == "duckdb" {
        return crate::datatools::duckdb_query(args);
    }
    if program == "pg_dump" {
        return local_pg_dump(args);
    }
    let Some(cmd) = client_command(program, args) else {
        return Service::Other;
    };
    let production = args.iter().any(|a| {
        let l = a.to_ascii_lowercase();
        l.contains("prod") || l.contains("prd")
    });
    if production {
        return Service::Production;
    }
    if !cmd.hosts.iter().all(|h| local_host(h)) {
        return Service::Remote;
    }
    if cmd.other_option {
        return Service::Other;
    }
    let act = match program {
        "psql" | "mysql" | "mariadb" => sql_act(&cmd.texts, program),
        "sqlite3" if !cmd.hosts.is_empty() => Act::Other,
        "sqlite3" => match cmd.positional.split_first() {
            Some((db, sql)) => {
                let act = sql_act(sql, program);
                let outside = db.starts_with(['/', '~', '$']) || db.starts_with("..");
                if outside && !sql.is_empty() && act != Act::Read {
                    return Service::OutsideWrite;
                }
                // sqlite3 creates a missing file as it opens it: a read outside the workspace
                // is a read in the home (an empty file at most), or anywhere with `-readonly`.
                match act {
                    Act::Read
                        if outside
                            && !db.starts_with("~/")
                            && !args.iter().any(|a| a == "-readonly") =>
                    {
                        Act::Other
                    }
                    a => a,
                }
            }
            None => Act::Other,
        },
        // mongosh's operand is a database's name (a `host:port/db` is a server it names).
        "mongosh" | "mongo" if cmd.positional.iter().any(|p| p.contains([':', '/'])) => Act::Other,
        "mongosh" | "mongo" => mongo_act(&cmd.texts),
        _ => redis_act(&cmd.positional, args),
    };
    match act {
        Act::Read => Service::LocalRead,
        // redis-cli's default server is 127.0.0.1 (no variable changes it); a sqlite3 file is
        // named; psql and mysql without `-h` follow `PGHOST`, a service file or `~/.my.cnf`.
        Act::Write => Service::LocalWrite {
            named: !cmd.hosts.is_empty() || !matches!(program, "psql" | "mysql" | "mariadb"),
        },
        Act::Other => Service::Other,
    }
}

/// A database client's command (`mysql -uapp -papp -e 'SELECT 1'`, `redis-cli -a pw SET k v`,
/// or one a container runner runs: `docker compose exec db mysql -papp …`) whose query goes to
/// this machine's server and reads or writes plainly, written again without its password
/// options: the password only reaches this machine's server and the command prints nothing of
/// it, so a caller that finds no other secret in what is left need not ask for the password
/// alone (the card still masks it). A web client's or a load tool's request to this machine's
/// server is written again without its headers and credentials the same way
/// (`runners::without_local_credentials`). `None` for any other command.
pub fn without_local_password(c: &crate::Command) -> Option<String> {
    if let Some(rest) = migration_without_local_password(c)
        .or_else(|| secret_store_local(c))
        .or_else(|| crate::runners::without_local_credentials(c))
    {
        return Some(rest);
    }
    let runner = c.argv.first().map(|p| crate::program_name(p));
    let local = if matches!(runner, Some("docker" | "podman" | "docker-compose")) {
        crate::services::container_query(c).is_some()
    } else {
        let program = crate::program_name(c.argv.first()?);
        let args = c.argv.get(1..).unwrap_or_default();
        c.assignments.is_empty()
            && !c.dynamic.iter().any(|d| *d)
            && matches!(
                service_query(program, args),
                Service::LocalRead | Service::LocalWrite { named: true }
            )
    };
    if !local {
        return None;
    }
    let mut argv: Vec<String> = Vec::new();
    let mut it = c.argv.iter();
    while let Some(a) = it.next() {
        if a == "-a" || a == "--pass" {
            it.next();
        } else if !(a.starts_with("--password=") || (a.starts_with("-p") && a.len() > 2)) {
            argv.push(a.clone());
        }
    }
    Some(crate::walk::label(&argv))
}

/// `dotnet user-secrets set KEY VALUE` whose value is a connection string to this machine's
/// server (`Server=localhost,1433;…;Password=…`), written again without the value: the
/// project's local secret store is where such a password belongs, and it reaches only this
/// machine's server. `None` for any other command.
fn secret_store_local(c: &crate::Command) -> Option<String> {
    let words: Vec<&String> = (c.argv.get(1..)?.iter())
        .filter(|a| !a.starts_with('-'))
        .collect();
    let [verb, set, _key, value, ..] = words.as_slice() else {
        return None;
    };
    let ok = crate::program_name(c.argv.first()?) == "dotnet"
        && verb.as_str() == "user-secrets"
        && set.as_str() == "set"
        && c.assignments.is_empty()
        && !c.dynamic.iter().any(|d| *d)
        && local_connection_string(value);
    ok.then(|| {
        let argv: Vec<String> = c.argv.iter().filter(|a| a != value).cloned().collect();
        crate::walk::label(&argv)
    })
}

/// Whether an ADO.NET or libpq-style connection string names a server, and only this
/// machine's (`Server=localhost,1433`, `Data Source=(localdb)\\MSSQLLocalDB`, `Host=127.0.0.1`).
fn local_connection_string(text: &str) -> bool {
    const SERVER_KEYS: &[&str] = &[
        "server",
        "data source",
        "datasource",
        "host",
        "hostname",
        "addr",
        "address",
        "network address",
    ];
    let servers: Vec<String> = text
        .split(';')
        .filter_map(|pair| pair.split_once('='))
        .filter(|(k, _)| SERVER_KEYS.contains(&k.trim().to_ascii_lowercase().as_str()))
        .map(|(_, v)| v.trim().to_ascii_lowercase())
        .collect();
    !servers.is_empty()
        && servers.iter().all(|v| {
            let v = v.strip_prefix("tcp:").unwrap_or(v);
            v.split(',').all(|one| {
                let host = one.split(['\\', ':']).next().unwrap_or("").trim();
                matches!(
                    host,
                    "." | "(local)" | "(localdb)" | "localhost" | "127.0.0.1"
                ) || crate::knowledge::loopback(host)
                    || one.trim().chars().all(|ch| ch.is_ascii_digit())
            })
        })
}

/// A build's or a migration tool's command (`./mvnw flyway:migrate`, `gradle flywayInfo`,
/// `liquibase update`) whose JDBC URLs (at least one) are all this machine's, written again
/// without its password options (`-Dflyway.password=…`, `-Pliquibase.password=…`,
/// `--password=…`): as a database client's password to this machine's server, it reaches
/// nothing else. A URL from configuration is not on the command line and not known: then
/// `None`, as for any other command.
fn migration_without_local_password(c: &crate::Command) -> Option<String> {
    const PROGRAMS: &[&str] = &["mvn", "mvnw", "gradle", "gradlew", "flyway", "liquibase"];
    let program = c.argv.first()?.rsplit('/').next()?;
    let urls: Vec<&String> = c.argv.iter().filter(|a| a.contains("jdbc:")).collect();
    let local = PROGRAMS.contains(&program)
        && c.assignments.is_empty()
        && !c.dynamic.iter().any(|d| *d)
        && !urls.is_empty()
        && !urls
            .iter()
            .any(|u| crate::toolchains::remote_jdbc_url(u) || !u.contains("://"));
    if !local {
        return None;
    }
    let mut argv: Vec<String> = Vec::new();
    let mut it = c.argv.iter();
    while let Some(a) = it.next() {
        let key = a.split_once('=').map_or(a.as_str(), |(k, _)| k);
        let password = key.starts_with('-') && key.to_ascii_lowercase().ends_with("password");
        if password && !a.contains('=') {
            // `--password VALUE`: the value is the next word.
            it.next();
        } else if !password {
            argv.push(a.clone());
        }
    }
    Some(crate::walk::label(&argv))
}

/// What a client's statements or command do, the one classification every database client's
/// lowering reads: [`Act::Read`] only reads; [`Act::Write`] adds or changes rows, keys or
/// tables and destroys nothing (no `DROP`, `TRUNCATE`, `DELETE`, `UPDATE` without `WHERE`,
/// `FLUSHALL`, `DEL`), changes no user, privilege or server setting, runs no shell, function
/// or file access; anything else is [`Act::Other`], which the client's rows judge (and its
/// dangerous rows always ask).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Act {
    Read,
    Write,
    Other,
}

/// [`Act`] of the SQL texts given to a client: every statement reads, or else every one reads
/// or writes plainly.
pub(crate) fn sql_act(texts: &[&str], program: &str) -> Act {
    if texts.is_empty() {
        Act::Other
    } else if texts
        .iter()
        .all(|t| sql_reads(t, program) || (program == "sqlite3" && sqlite_pragma_reads(t)))
    {
        Act::Read
    } else if texts.iter().all(|t| sql_writes(t, program)) {
        Act::Write
    } else {
        Act::Other
    }
}

/// Words that make a SQL statement more than a plain write: destroying, users and privileges,
/// server settings and administration, code, files and other databases.
const SQL_NOT_PLAIN_WRITES: &[&str] = &[
    "DROP",
    "TRUNCATE",
    "GRANT",
    "REVOKE",
    "USER",
    "ROLE",
    "PASSWORD",
    "OWNER",
    "SECURITY",
    "POLICY",
    "COPY",
    "PROGRAM",
    "SYSTEM",
    "SHUTDOWN",
    "KILL",
    "OUTFILE",
    "DUMPFILE",
    "INFILE",
    "LOAD",
    "ATTACH",
    "DETACH",
    "PRAGMA",
    "CALL",
    "DO",
    "EXECUTE",
    "PREPARE",
    "FUNCTION",
    "PROCEDURE",
    "TRIGGER",
    "EXTENSION",
    "LANGUAGE",
    "DATABASE",
    "SERVER",
    "PLUGIN",
    "INSTALL",
    "UNINSTALL",
    "HANDLER",
    "FLUSH",
    "RESET",
    "VACUUM",
    "REINDEX",
    "LOCK",
    "NOTIFY",
    "LISTEN",
    "REPLACE",
    "RENAME",
    "MODIFY",
    "CHANGE",
    "TYPE",
    "RULE",
    "PUBLICATION",
    "SUBSCRIPTION",
    "SHELL",
];

/// Types a table's column may be given with a size (`varchar(80)`, `numeric(10, 2)`).
const SQL_SIZED_TYPES: &[&str] = &[
    "VARCHAR",
    "CHAR",
    "CHARACTER",
    "NUMERIC",
    "DECIMAL",
    "VARBINARY",
    "BINARY",
    "FLOAT",
    "BIT",
    "TIMESTAMP",
    "TIME",
    "NVARCHAR",
    "NCHAR",
    "INT",
    "INTEGER",
    "BIGINT",
    "SMALLINT",
    "TINYINT",
    "KEY",
    "PRIMARY",
    "UNIQUE",
    "CHECK",
    "DEFAULT",
    "NULL",
    "ADD",
    "INDEX",
    "VALUES",
];

/// Whether a SQL text only reads or writes plainly (see [`Act::Write`]): each statement reads,
/// or is an `INSERT`, an `UPDATE` with a `WHERE` that is not always true (a `DELETE` always
/// asks, as a destroying statement), a `CREATE`
/// of a table, index, view, schema or sequence, an `ALTER TABLE … ADD`, or a transaction's
/// bounds; no statement has a word of [`SQL_NOT_PLAIN_WRITES`], a client command (`\!`,
/// `.shell`) or a call of a function that is not plain.
pub(crate) fn sql_writes(text: &str, program: &str) -> bool {
    // A client's command may start any line of a text (sqlite3's `.system`, psql's `\!`).
    if text.contains('\\') || text.lines().any(|l| l.trim_start().starts_with('.')) {
        return false;
    }
    let statements: Vec<&str> = text
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    !statements.is_empty()
        && statements.iter().all(|s| {
            if sql_reads(s, program) {
                return true;
            }
            let up = s.to_ascii_uppercase();
            let words: Vec<&str> = up
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty())
                .collect();
            let shape = match words.as_slice() {
                ["INSERT", "INTO", ..] => true,
                ["UPDATE", ..] => {
                    let clause = up.split_once("WHERE").map_or("", |(_, w)| w.trim());
                    words.contains(&"WHERE") && !matches!(clause, "TRUE" | "1=1" | "1 = 1" | "1")
                }
                ["CREATE", "UNIQUE", "INDEX", ..]
                | [
                    "CREATE",
                    "TABLE" | "INDEX" | "VIEW" | "SCHEMA" | "SEQUENCE",
                    ..,
                ]
                | ["BEGIN" | "COMMIT" | "START" | "END"]
                | ["START", "TRANSACTION"] => true,
                ["ALTER", "TABLE", ..] => words.contains(&"ADD"),
                _ => false,
            };
            shape
                && !words.iter().any(|w| SQL_NOT_PLAIN_WRITES.contains(w))
                && write_calls_are_plain(&up)
        })
}

/// Whether each word right before a `(` is a plain function, a sized type, or names a table
/// or index (it follows `INTO`, `TABLE`, `ON`, `EXISTS`, `REFERENCES` or `VIEW`): `INSERT INTO t
/// (a)`, `CREATE INDEX i ON t (a)`, never `SELECT pg_terminate_backend(1)`.
fn write_calls_are_plain(up: &str) -> bool {
    up.match_indices('(').all(|(i, _)| {
        let mut before = up
            .get(..i)
            .unwrap_or("")
            .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .filter(|w| !w.is_empty());
        let word = before.next().unwrap_or("");
        let trailing = up.get(..i).unwrap_or("").trim_end();
        let ends_with_word = trailing.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
        !ends_with_word
            || SQL_FUNCTIONS.contains(&word)
            || SQL_SIZED_TYPES.contains(&word)
            || before.next().is_some_and(|p| {
                matches!(
                    p,
                    "INTO" | "TABLE" | "ON" | "EXISTS" | "REFERENCES" | "VIEW"
                )
            })
    })
}

/// Options of mongosh whose value is the next word (and which change nothing).
const MONGO_VALUES: &[&str] = &[
    "--eval",
    "--host",
    "--port",
    "-u",
    "--username",
    "-p",
    "--password",
    "--authenticationDatabase",
];
/// Options of mongosh that only shape the output.
const MONGO_PLAIN: &[&str] = &["--quiet", "--json", "--json=relaxed", "--json=canonical"];

/// The calls a mongosh `--eval` may make: a collection's reads, the cursor's shaping, the
/// values' constructors, and (for [`Act::Write`]) the writes that destroy nothing.
const MONGO_READS: &[&str] = &[
    "find",
    "findOne",
    "countDocuments",
    "estimatedDocumentCount",
    "count",
    "distinct",
    "getIndexes",
    "stats",
    "toArray",
    "limit",
    "sort",
    "skip",
    "pretty",
    "getCollectionNames",
    "ObjectId",
    "ISODate",
    "Date",
    "NumberLong",
    "NumberInt",
    "printjson",
];
const MONGO_WRITES: &[&str] = &[
    "insertOne",
    "insertMany",
    "updateOne",
    "updateMany",
    "createIndex",
    "createIndexes",
    "createCollection",
    "findOneAndUpdate",
];

/// [`Act`] of mongosh's `--eval` texts: each a chain of calls of [`MONGO_READS`] and
/// [`MONGO_WRITES`] on `db` alone is a plain write (a read too: it is code); no function, arrow, template, other
/// object (`require`, `process`, `load`, `getSiblingDB`), server-side code (`$where`,
/// `$function`), output stage (`$out`, `$merge`) or system collection (its users); an update with an empty filter is not a
/// plain write.
fn mongo_act(texts: &[&str]) -> Act {
    const NEVER: &[&str] = &[
        "`",
        "=>",
        "function",
        "$where",
        "$function",
        "$accumulator",
        "$out",
        "$merge",
        "\\",
        "{}",
        "system.",
    ];
    let calls_ok = |t: &str, allowed: &dyn Fn(&str) -> bool| {
        t.match_indices('(').all(|(i, _)| {
            let name: String = t
                .get(..i)
                .unwrap_or("")
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            allowed(&name)
        })
    };
    let plain = |t: &str| {
        let t = t.trim();
        t.starts_with("db.")
            && !NEVER.iter().any(|n| t.contains(n))
            && t.split(';')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .all(|s| s.starts_with("db.") || s.starts_with("printjson(db."))
    };
    if texts.is_empty() || !texts.iter().all(|t| plain(t)) {
        return Act::Other;
    }
    // `--eval` is JavaScript: even a plain read is code run by the client, never allowed at
    // once, so a read is asked as a plain write is (the project family), never lower.
    if texts.iter().all(|t| {
        calls_ok(t, &|n| {
            MONGO_READS.contains(&n) || MONGO_WRITES.contains(&n)
        })
    }) {
        Act::Write
    } else {
        Act::Other
    }
}

/// Whether a redis-cli command (its positional words) writes plainly: one key's value, a
/// member of a collection, an expiry, a stream entry, a message. Deleting keys (`DEL`,
/// `UNLINK`, a pattern through `--scan`), emptying databases, configuration, users, scripts
/// and server administration are not plain writes.
fn redis_act(positional: &[&str], args: &[String]) -> Act {
    const WRITES: &[&str] = &[
        "SET",
        "SETEX",
        "PSETEX",
        "SETNX",
        "MSET",
        "MSETNX",
        "GETSET",
        "APPEND",
        "INCR",
        "INCRBY",
        "INCRBYFLOAT",
        "DECR",
        "DECRBY",
        "HSET",
        "HMSET",
        "HSETNX",
        "HINCRBY",
        "HINCRBYFLOAT",
        "HDEL",
        "LPUSH",
        "RPUSH",
        "LPUSHX",
        "RPUSHX",
        "LSET",
        "LPOP",
        "RPOP",
        "LREM",
        "LINSERT",
        "SADD",
        "SREM",
        "ZADD",
        "ZINCRBY",
        "ZREM",
        "EXPIRE",
        "PEXPIRE",
        "EXPIREAT",
        "PEXPIREAT",
        "PERSIST",
        "XADD",
        "XACK",
        "PUBLISH",
        "PFADD",
        "GEOADD",
        "SETBIT",
        "SETRANGE",
    ];
    if redis_reads(positional, args) {
        return Act::Read;
    }
    let writes = args.iter().all(|a| a != "--scan" && a != "--pattern")
        && positional.len() >= 2
        && positional
            .first()
            .is_some_and(|c| WRITES.contains(&c.to_ascii_uppercase().as_str()));
    if writes { Act::Write } else { Act::Other }
}

/// Whether a redis-cli command (its positional words) only reads.
fn redis_reads(positional: &[&str], args: &[String]) -> bool {
    let upper: Vec<String> = positional.iter().map(|w| w.to_ascii_uppercase()).collect();
    match upper.split_first() {
        None => args
            .iter()
            .any(|a| a == "--scan" || a == "--bigkeys" || a == "--memkeys"),
        Some((cmd, rest)) => {
            REDIS_READS.contains(&cmd.as_str())
                || REDIS_READ_SUBCOMMANDS.iter().any(|(c, subs)| {
                    c == cmd && rest.first().is_some_and(|s| subs.contains(&s.as_str()))
                })
        }
    }
}

/// A database client's command line, read: the hosts it names, the SQL it is given, its other
/// words, and whether it has an option that is neither a connection's nor the output's.
struct ClientCommand<'a> {
    hosts: Vec<String>,
    texts: Vec<&'a str>,
    positional: Vec<&'a str>,
    other_option: bool,
}

fn client_command<'a>(program: &str, args: &'a [String]) -> Option<ClientCommand<'a>> {
    let (values, plain, host_opts, text_opts): (&[&str], &[&str], &[&str], &[&str]) = match program
    {
        "psql" => (
            SQL_VALUES,
            SQL_PLAIN,
            &["-h", "--host"],
            &["-c", "--command"],
        ),
        "mysql" | "mariadb" => (
            SQL_VALUES,
            SQL_PLAIN,
            &["-h", "--host"],
            &["-e", "--execute"],
        ),
        "sqlite3" => (&[], SQLITE_PLAIN, &[], &[]),
        "mongosh" | "mongo" => (MONGO_VALUES, MONGO_PLAIN, &["--host"], &["--eval"]),
        "redis-cli" | "valkey-cli" => (REDIS_VALUES, REDIS_PLAIN, &["-h"], &[]),
        _ => return None,
    };
    let mut cmd = ClientCommand {
        hosts: Vec::new(),
        texts: Vec::new(),
        positional: Vec::new(),
        other_option: false,
    };
    let mut i = 0;
    while let Some(a) = args.get(i) {
        i += 1;
        // redis-cli's command takes every word after it as its own arguments (`LRANGE q 0 -1`).
        if !cmd.positional.is_empty() && values == REDIS_VALUES {
            cmd.positional.push(a);
            continue;
        }
        let opt = values.iter().find(|o| {
            a == *o
                || a.starts_with(&format!("{o}="))
                || (o.len() == 2 && a.starts_with(*o) && a.len() > 2 && !a.starts_with("--"))
        });
        if let Some(o) = opt {
            let v = value_at(args, i - 1, o).unwrap_or("");
            if host_opts.contains(o) {
                cmd.hosts.push(v.to_owned());
            } else if text_opts.contains(o) {
                cmd.texts.push(v);
            } else if (["-u", "-d", "--dbname"].contains(o) && v.contains('=')) || v.contains("://")
            {
                cmd.hosts
                    .push(url_host(v).unwrap_or_else(|| "?".to_owned()));
            }
            i += usize::from(a == *o);
        } else if a.starts_with('-') && a.len() > 1 {
            cmd.other_option |= !plain.contains(&a.as_str());
        } else if a.contains("://") || (program == "psql" && a.contains("host=")) {
            cmd.hosts
                .push(url_host(a).unwrap_or_else(|| "?".to_owned()));
        } else if program == "psql" && a.contains("service=") {
            // A service names its host in a file this command does not show.
            cmd.hosts.push("?".to_owned());
        } else {
            cmd.positional.push(a);
        }
    }
    Some(cmd)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::panic)]
    use super::DEVTOOLS;
    use crate::toolchains::Toolchain;

    /// The tables after this one.
    fn later() -> impl Iterator<Item = &'static Toolchain> {
        crate::frameworks::TOOLCHAINS
            .iter()
            .chain(crate::toolchains::TOOLCHAINS)
    }

    /// A toolchain here that does not only extend a program never shadows a program
    /// `toolchains.rs` knows, nor one listed twice here: each program has one table.
    #[test]
    fn no_program_is_shadowed() {
        let mut seen: Vec<&str> = Vec::new();
        for t in DEVTOOLS.iter().filter(|t| !t.extends) {
            for p in t.programs {
                if later().any(|k| k.programs.contains(p)) || seen.contains(p) {
                    panic!("`{p}` has two tables");
                }
                seen.push(p);
            }
        }
        for t in DEVTOOLS.iter().filter(|t| t.extends) {
            for p in t.programs {
                assert!(
                    later().any(|k| k.programs.contains(p)),
                    "`{p}` extends no table"
                );
            }
        }
    }
}
