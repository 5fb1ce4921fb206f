//! kubectl's current context, as its kubeconfig files say it: the cluster that kubectl, helm
//! and an operator's Makefile act on when a command names none. The caller reads the files;
//! this reads their text, and reads only the one top-level `current-context:` line of a YAML
//! kubeconfig. Anything odd (the key twice, several documents, a value quoted strangely or
//! built from an anchor, a JSON kubeconfig) says nothing, which leaves such commands asked as
//! they were.

/// What one kubeconfig file's text says of the current context.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KubeContext {
    /// The file names no current context (or an empty one): the next file decides.
    Unset,
    /// The file names this context.
    Named(String),
    /// The file cannot be read plainly: the current context is unknown.
    Odd,
}

/// The longest context name taken (a DNS name's length).
const MAX_CONTEXT: usize = 253;

/// What a kubeconfig file's text says of the current context: its one top-level
/// `current-context:` line, with a plain value (letters, digits, `.`, `_`, `-`, `@`, `:`, `/`),
/// bare or quoted, and an optional comment after it.
pub fn kubeconfig_current_context(text: &str) -> KubeContext {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut found = None;
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        // Several YAML documents, or a JSON or flow-style kubeconfig: not read here.
        if line.starts_with("---") || line.starts_with("...") || line.starts_with('{') {
            return KubeContext::Odd;
        }
        let key = [
            "current-context:",
            "\"current-context\":",
            "'current-context':",
        ]
        .iter()
        .find_map(|k| line.strip_prefix(k));
        let Some(rest) = key else {
            continue;
        };
        // `current-context:kind-a` is one scalar, not the key and a value.
        if found.is_some() || !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
            return KubeContext::Odd;
        }
        found = Some(rest);
    }
    let Some(rest) = found else {
        return KubeContext::Unset;
    };
    let value = match rest.find(" #") {
        Some(at) => rest.get(..at).unwrap_or_default(),
        None => rest,
    }
    .trim();
    let value = match value.as_bytes() {
        [q @ (b'"' | b'\''), .., last] if last == q && value.len() >= 2 => {
            value.get(1..value.len() - 1).unwrap_or_default()
        }
        _ => value,
    };
    if value.is_empty() || value == "~" || value == "null" {
        return KubeContext::Unset;
    }
    let plain = value.len() <= MAX_CONTEXT
        && value.chars().all(|ch| {
            ch.is_ascii_alphanumeric() || matches!(ch, '.' | '_' | '-' | '@' | ':' | '/')
        })
        && !value.starts_with(['-', ':']);
    if plain {
        KubeContext::Named(value.to_owned())
    } else {
        KubeContext::Odd
    }
}

/// The kubeconfig files kubectl reads, in order: those `KUBECONFIG` lists (separated by `:`,
/// empty entries skipped) when it is set and not empty, else `~/.kube/config`. Relative
/// entries are left out with the rest unknown: `None`, as for no home.
pub fn kubeconfig_files(kubeconfig: Option<&str>, home: Option<&str>) -> Option<Vec<String>> {
    match kubeconfig.filter(|k| !k.is_empty()) {
        Some(list) => {
            let files: Vec<String> = list
                .split(':')
                .filter(|f| !f.is_empty())
                .map(str::to_owned)
                .collect();
            (!files.is_empty() && files.iter().all(|f| f.starts_with('/'))).then_some(files)
        }
        None => {
            let home = home.filter(|h| h.starts_with('/'))?;
            Some(vec![format!("{}/.kube/config", home.trim_end_matches('/'))])
        }
    }
}
