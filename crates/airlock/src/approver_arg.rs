//! `--approver`: who answers the questions of `airlock mcp` and `airlock run`.

use std::sync::Arc;

use airlock_gate::{Approver, NoApprover, TerminalApprover};
use clap::ValueEnum;

/// Who answers questions: `tty` is the approval daemon when `airlock serve` runs, else the
/// terminal; `none` is nobody (every question is denied).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ApproverArg {
    Tty,
    None,
}

impl ApproverArg {
    /// The approval daemon when it runs, else the terminal when one opens, else nobody (chosen
    /// again for each question); with `none`, nobody.
    pub fn approver(self) -> Arc<dyn Approver> {
        match self {
            ApproverArg::Tty => match airlock_gate::default_home(|k| std::env::var(k).ok()) {
                Ok(home) => airlock_gate::choose_approver(&home, true),
                // No home for the daemon's file: the terminal alone, if there is one.
                Err(_) => {
                    let tty = TerminalApprover::default();
                    if tty.available() {
                        Arc::new(tty)
                    } else {
                        tracing::warn!(
                            "no terminal (/dev/tty): every call that must ask is denied"
                        );
                        Arc::new(NoApprover::new("no approver available"))
                    }
                }
            },
            ApproverArg::None => {
                Arc::new(NoApprover::new("no approver available (--approver none)"))
            }
        }
    }
}
