//! The Linux sandbox runner: namespaces, Landlock, seccomp. The only crate with unsafe code.

#![deny(missing_docs)]
