//! `airlock demo`: the example MCP server (`server.rs`, run as the hidden `airlock demo-server`).

pub mod server;
