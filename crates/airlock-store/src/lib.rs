//! The SQLite store: audit log, grants, pending approvals, tool pins, migrations.

#![deny(missing_docs)]
