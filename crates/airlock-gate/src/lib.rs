//! The runtime: policy + store + approvers; the approval state machine, timeouts, grants, autonomy.

#![deny(missing_docs)]
