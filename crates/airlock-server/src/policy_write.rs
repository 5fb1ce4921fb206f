//! "Approve always": appends a `[[tool]]` allow rule for one server's tool to the user's policy
//! file. This lowers protection, which is why the page says so and why a human's click is the
//! only way here. The new text must load as a policy before it replaces the old file, and it
//! replaces it in one rename.

use std::path::Path;

/// Why "approve always" left the policy file as it was.
#[derive(Debug, thiserror::Error)]
pub enum RuleError {
    /// The file could not be read.
    #[error("cannot read the policy file `{0}`: {1}")]
    Read(String, std::io::Error),
    /// A wildcard in the name would allow more than the tool approved.
    #[error("`{0}` cannot be written as a rule: its name holds a wildcard")]
    Wildcard(String),
    /// The file with the rule does not load.
    #[error("the policy file would not load with the new rule, so it was left as it was: {0}")]
    WouldNotLoad(String),
    /// An earlier rule (a deny, a condition) still decides the tool.
    #[error(
        "an allow rule would not make `{tool}` run without asking (the policy still says \
         {tier}), so the policy file was left as it was"
    )]
    StillAsks {
        /// The tool approved.
        tool: String,
        /// The tier the policy with the rule still gives it.
        tier: String,
    },
    /// The new file could not be written.
    #[error("cannot write the policy file `{0}`: {1}")]
    Write(String, std::io::Error),
}

/// Appends an allow rule for `tool` of `server` to the policy file at `path`.
pub fn append_allow_rule(
    path: &Path,
    server: &str,
    tool: &str,
    now_ms: i64,
) -> Result<(), RuleError> {
    let shown = path.display().to_string();
    let old = std::fs::read_to_string(path).map_err(|e| RuleError::Read(shown.clone(), e))?;
    if tool.contains(['*', '?']) || server.contains(['*', '?']) {
        return Err(RuleError::Wildcard(tool.to_owned()));
    }
    let quote = |s: &str| serde_json::to_string(s).unwrap_or_default();
    let server_line = if server.is_empty() {
        String::new()
    } else {
        format!("server = {}\n", quote(server))
    };
    let rule = format!(
        "\n# Approved always on the approval page ({secs} s after the epoch). This lowers \
         protection: the tool now runs without asking.\n[[tool]]\nname = {name}\n{server_line}\
         tier = \"allow\"\nreason = \"approved always on the approval page\"\n",
        secs = now_ms / 1000,
        name = quote(tool),
    );
    // Tool rules apply first match in file order, so the new rule goes before the first one.
    let at = line_start_of_first_tool_table(&old);
    let mut new = String::with_capacity(old.len() + rule.len());
    match at {
        Some(at) => {
            new.push_str(old.get(..at).unwrap_or_default());
            new.push_str(rule.trim_start());
            new.push('\n');
            new.push_str(old.get(at..).unwrap_or_default());
        }
        None => {
            new.push_str(&old);
            if !new.is_empty() && !new.ends_with('\n') {
                new.push('\n');
            }
            new.push_str(&rule);
        }
    }
    let policy = airlock_policy::Policy::load(&shown, &new)
        .map_err(|e| RuleError::WouldNotLoad(e.to_string()))?;
    let args = serde_json::json!({});
    let call = airlock_policy::Call::new(tool, Some(server).filter(|s| !s.is_empty()), &args);
    let tier = policy
        .resolve(&call, &airlock_policy::Context::default())
        .tier();
    if tier != airlock_policy::Tier::Allow {
        return Err(RuleError::StillAsks {
            tool: tool.to_owned(),
            tier: tier.to_string(),
        });
    }
    let tmp = path.with_extension("airlock-tmp");
    std::fs::write(&tmp, new.as_bytes())
        .and_then(|()| match std::fs::metadata(path) {
            Ok(meta) => std::fs::set_permissions(&tmp, meta.permissions()),
            Err(e) => Err(e),
        })
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| RuleError::Write(shown, e))
}

/// The byte offset of the first `[[tool]]` line, if any.
fn line_start_of_first_tool_table(text: &str) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim() == "[[tool]]" {
            return Some(offset);
        }
        offset += line.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_rule_loads_and_allows_the_tool() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("policy.toml");
        std::fs::write(&path, "version = 1\n").unwrap();
        // A name with a quote loads (TOML escapes) but the policy still asks for such a name,
        // so no rule is written.
        let refused = append_allow_rule(&path, "acme", "say \"hi\"", 1_000)
            .unwrap_err()
            .to_string();
        assert!(refused.contains("left as it was"), "{refused}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "version = 1\n");
        append_allow_rule(&path, "acme", "frob_widget", 1_000).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("lowers protection"));
        let policy = airlock_policy::Policy::load("p", &text).unwrap();
        let args = json!({});
        let call = airlock_policy::Call::new("frob_widget", Some("acme"), &args);
        let d = policy.resolve(&call, &airlock_policy::Context::default());
        assert_eq!(d.tier(), airlock_policy::Tier::Allow);
        let mut other = call;
        other.server = Some("other");
        assert_ne!(
            policy
                .resolve(&other, &airlock_policy::Context::default())
                .tier(),
            airlock_policy::Tier::Allow
        );
    }

    #[test]
    fn a_wildcard_or_a_broken_file_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("policy.toml");
        std::fs::write(&path, "version = 1\n").unwrap();
        assert!(matches!(
            append_allow_rule(&path, "acme", "frob_*", 0),
            Err(RuleError::Wildcard(_))
        ));
        std::fs::write(&path, "version = 1\n[gate]\nbogus = 1\n").unwrap();
        assert!(
            append_allow_rule(&path, "acme", "frob", 0)
                .unwrap_err()
                .to_string()
                .contains("left as it was")
        );
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "version = 1\n[gate]\nbogus = 1\n"
        );
    }
}
