#!/usr/bin/env bash
# The team store's benchmark (see src/main.rs), in release, against the PostgreSQL that
# AIRLOCK_TEST_PG_URL names (./test.sh starts one and sets it) and a SQLite file on this host.
set -euo pipefail
cd "$(dirname "$0")"
if [ -z "${AIRLOCK_TEST_PG_URL:-}" ]; then
  echo "bench/store: AIRLOCK_TEST_PG_URL is not set; run it from ./test.sh's environment or set it" >&2
  exit 1
fi
cargo run --release -q
