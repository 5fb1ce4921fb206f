//! MCP framing and the stdio proxy; the only crate that knows MCP shapes.

#![deny(missing_docs)]
