//! The airlock command line.

fn main() {}
