//! The policy language and the decision: parse, validate, resolve, explain, diff. Pure: no I/O, no async, no clock.

#![deny(missing_docs)]
