//! Gate outcomes replayed through `airlock explain` (issue 25): a gate decides a call from the
//! policy and its context (the caller's depth, autonomy, floor and host mode; the sandbox; the
//! session's spending; the tool's pin and description flags), and explain, given the same inputs
//! as flags, must print the very same decision: tier, action, label, reason, rule, class, every
//! enclosed action and the whole trail.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use airlock_gate::{Floor, Gate, GateConfig, HostMode, NoApprover, Request};
use airlock_policy::{Decision, Policy, Tier};
use serde_json::{Value, json};

/// A policy file and a home, shared by the gates of one set of calls and by explain.
pub struct Setup {
    policy: PathBuf,
    home: PathBuf,
    /// A newer version of the policy, written to this file, that lowers protection and waits
    /// for a human: the gate watches it, and explain is given it as `--held-policy`.
    pub held: Option<PathBuf>,
}

/// One call a gate decided, with the inputs explain is given.
pub struct Replayed {
    pub req: Request,
    pub sandboxed: bool,
    pub budget_spent: f64,
    pub definition_changed: bool,
    pub flags: Vec<String>,
    pub decision: Decision,
}

impl Setup {
    /// `policy_text` written to `dir/name.toml`, and a home directory of its own.
    pub fn new(dir: &Path, name: &str, policy_text: &str) -> Setup {
        let policy = dir.join(format!("{name}.toml"));
        std::fs::write(&policy, policy_text).unwrap();
        let home = dir.join(format!("{name}-home"));
        std::fs::create_dir_all(&home).unwrap();
        Setup {
            policy,
            home,
            held: None,
        }
    }

    /// A gate over the policy, in the context explain builds from its flags and environment:
    /// the same workspace, home and protected files. It asks nobody: a question's decision is
    /// what it would show a human.
    pub fn gate(&self, sandboxed: bool, store: airlock_store::Store) -> Gate {
        let text = std::fs::read_to_string(&self.policy).unwrap();
        let policy = Policy::load(&self.policy.display().to_string(), &text).unwrap();
        let test_home = crate::common::test_home().display().to_string();
        let home = self.home.display().to_string();
        let mut protected: Vec<String> = airlock_gate::own_dirs(|k| match k {
            "AIRLOCK_HOME" => Some(test_home.clone()),
            "HOME" => Some(home.clone()),
            _ => None,
        })
        .iter()
        .map(|p| absolute(p))
        .collect();
        protected.push(absolute(&self.policy));
        protected.extend(self.held.as_deref().map(absolute));
        let mut config = GateConfig::default();
        config.workspace = Some("/work/project".to_owned());
        config.home = Some(home);
        config.protected = protected;
        config.sandboxed = sandboxed;
        let nobody = Arc::new(NoApprover::new("nobody in this test"));
        let gate = Gate::new(policy, store, nobody, config);
        match &self.held {
            Some(file) => gate.watch_policy(file),
            None => gate,
        }
    }

    /// The decision `airlock explain --json` prints for `r`'s inputs.
    pub fn explain(&self, r: &Replayed) -> Value {
        let mut cmd = crate::common::airlock();
        cmd.env("HOME", &self.home)
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_DATA_HOME");
        cmd.args(["explain", "--json", "--workspace", "/work/project"]);
        cmd.arg("--policy").arg(&self.policy);
        if let Some(held) = &self.held {
            cmd.arg("--held-policy").arg(held);
        }
        cmd.args(["--tool", &r.req.tool, "--args", &r.req.args.to_string()]);
        if let Some(s) = &r.req.server {
            cmd.args(["--server", s]);
        }
        if let Some(a) = &r.req.annotations {
            cmd.args(["--annotations", &a.to_string()]);
        }
        cmd.args(["--depth", &r.req.agent.depth.to_string()]);
        cmd.args(["--budget-spent", &r.budget_spent.to_string()]);
        for (on, flag) in [
            (r.req.agent.auto_approve, "--auto-approve"),
            (r.sandboxed, "--sandboxed"),
            (r.definition_changed, "--definition-changed"),
        ] {
            if on {
                cmd.arg(flag);
            }
        }
        for f in &r.flags {
            cmd.args(["--description-flag", f]);
        }
        if let Some(floor) = &r.req.agent.floor {
            cmd.args(["--floor", &format!("{}:{}", floor.tier, floor.why)]);
        }
        match r.req.agent.host_mode {
            HostMode::Plan => cmd.args(["--host-mode", "plan"]),
            HostMode::DontAsk => cmd.args(["--host-mode", "dontAsk"]),
            _ => &mut cmd,
        };
        let out = cmd.output().unwrap();
        assert!(
            out.status.success(),
            "explain failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    }
}

/// A decision as `airlock explain --json` prints it.
pub fn as_explained(d: &Decision) -> Value {
    json!({
        "tier": d.tier(), "action": d.action(), "label": d.label(), "reason": d.reason(),
        "rule": d.rule(), "class": d.class(), "cost_usd": d.cost_usd(), "actions": d.actions(),
        "trail": d.trail(), "definition_changed": d.definition_changed(),
    })
}

/// Every replayed decision that explain does not print alike, described.
pub fn differences(setup: &Setup, replayed: &[Replayed]) -> Vec<String> {
    let mut found = Vec::new();
    for r in replayed {
        let gate = as_explained(&r.decision);
        let explained = setup.explain(r);
        if gate != explained {
            found.push(format!(
                "{} {}:\n  gate:    {gate}\n  explain: {explained}",
                r.req.tool, r.req.args
            ));
        }
    }
    found
}

/// A floor of `tier` for a request.
pub fn floor(tier: Tier, why: &str) -> Option<Floor> {
    Some(Floor::new(tier, why))
}

fn absolute(p: &Path) -> String {
    std::path::absolute(p)
        .unwrap_or_else(|_| p.to_path_buf())
        .display()
        .to_string()
}
