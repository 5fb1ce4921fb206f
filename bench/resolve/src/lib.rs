//! Builds the benchmark policies.

/// A realistic policy of about `n` rules: tool rules with globs and conditions, app rules,
/// servers, deny entries, meta-tools and command rules.
pub fn policy_text(n: usize) -> String {
    let mut s = String::from("version = 1\n[gate]\nunknown = \"ask_once\"\nsession_budget_usd = 20.0\n\n");
    let apps = ["github", "slack", "notion", "jira", "linear", "gdrive", "calendar", "hubspot", "zendesk", "asana"];
    for i in 0..n / 20 {
        s.push_str(&format!("[[deny]]\ntool = \"{}_PURGE_{i}_*\"\nreason = \"never purged\"\n\n", apps[i % apps.len()].to_uppercase()));
    }
    for (i, a) in apps.iter().enumerate() {
        let tier = ["allow", "ask_once", "always_ask"][i % 3];
        s.push_str(&format!("[[app]]\nname = \"{a}\"\ntier = \"{tier}\"\n\n[[server]]\nname = \"{a}-mcp\"\ndefault = \"ask_once\"\nannotations = \"trust\"\n\n"));
    }
    s.push_str("[[meta]]\ntool = \"COMPOSIO_MULTI_EXECUTE_TOOL\"\nactions = [\"/tools/*/tool_slug\"]\n\n");
    s.push_str("[[tool]]\nname = \"Write\"\npath = \"file_path\"\naccess = \"write\"\n\n");
    let rules = n.saturating_sub(n / 20 + 2 * apps.len() + 2);
    for i in 0..rules {
        let tier = ["allow", "ask_once", "always_ask"][i % 3];
        let app = apps[i % apps.len()].to_uppercase();
        if i % 10 == 0 {
            s.push_str(&format!("[[tool]]\nname = \"{app}_TOOL_{i}_*\"\ntier = \"{tier}\"\nclass = \"other\"\n  [[tool.when]]\n  arg = \"mode\"\n  equals = \"force\"\n  tier = \"always_ask\"\n\n"));
        } else {
            s.push_str(&format!("[[tool]]\nname = \"{app}_TOOL_{i}\"\ntier = \"{tier}\"\n\n"));
        }
    }
    s
}

/// The equivalent name-based cedar policy set: a permit or forbid per tool.
pub fn cedar_text(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        let effect = if i % 20 == 0 { "forbid" } else { "permit" };
        s.push_str(&format!("{effect}(principal, action == Action::\"call\", resource == Tool::\"TOOL_{i}\");\n"));
    }
    s
}
