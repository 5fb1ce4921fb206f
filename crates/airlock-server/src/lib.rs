//! The approval daemon: HTTP API and the web page.

#![deny(missing_docs)]
