//! The conformance case format (conformance/README.md), shared by the library's conformance test
//! and the binary's, which include this file with `#[path]`: one reader, one comparison.

use std::path::{Path, PathBuf};

use serde::Deserialize;

/// One conformance file: an optional policy for its cases, and the cases.
#[derive(Deserialize)]
pub struct File {
    pub policy: Option<String>,
    pub case: Vec<Case>,
}

/// One case: a call in context, and the decision it must reach.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub name: String,
    pub source: String,
    pub tool: String,
    pub server: Option<String>,
    pub args: Option<toml::Table>,
    pub annotations: Option<toml::Table>,
    #[serde(default)]
    pub depth: u32,
    #[serde(default)]
    pub auto_approve: bool,
    #[serde(default)]
    pub sandboxed: bool,
    #[serde(default)]
    pub budget_spent_usd: f64,
    pub expect_tier: String,
    pub expect_action: String,
    pub expect_label: Option<String>,
    pub expect_label_excludes: Option<String>,
    pub expect_reason_contains: Option<String>,
    pub policy: Option<String>,
}

impl Case {
    /// The call's arguments as JSON (`{}` when the case gives none).
    pub fn args_json(&self) -> serde_json::Value {
        serde_json::to_value(self.args.clone().unwrap_or_default()).unwrap()
    }

    /// The annotations as JSON, when the case gives them.
    pub fn annotations_json(&self) -> Option<serde_json::Value> {
        self.annotations
            .as_ref()
            .map(|a| serde_json::to_value(a).unwrap())
    }

    /// What differs between the decision reached and the one expected; empty when it holds.
    pub fn compare(&self, tier: &str, action: &str, label: &str, reason: &str) -> Vec<String> {
        let mut problems = Vec::new();
        if tier != self.expect_tier {
            problems.push(format!("tier {tier} (want {})", self.expect_tier));
        }
        if action != self.expect_action {
            problems.push(format!("action {action} (want {})", self.expect_action));
        }
        if let Some(l) = self.expect_label.as_ref().filter(|l| *l != label) {
            problems.push(format!("label `{label}` (want `{l}`)"));
        }
        if let Some(x) = self
            .expect_label_excludes
            .as_ref()
            .filter(|x| label.contains(x.as_str()))
        {
            problems.push(format!("label `{label}` contains `{x}`"));
        }
        if let Some(r) = self
            .expect_reason_contains
            .as_ref()
            .filter(|r| !reason.to_lowercase().contains(&r.to_lowercase()))
        {
            problems.push(format!("reason `{reason}` lacks `{r}`"));
        }
        problems
    }
}

/// The repository's root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every conformance file, by name, in name order.
pub fn files() -> Vec<(String, File)> {
    let dir = root().join("conformance");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    assert!(
        paths.len() >= 4,
        "conformance files missing in {}",
        dir.display()
    );
    paths
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap();
            let file: File = toml::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, file)
        })
        .collect()
}
