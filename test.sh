#!/usr/bin/env bash
# The project's one test command: installs what the tests need when it is missing (idempotent:
# a second run installs nothing), then runs the gates, the whole workspace's tests and the
# example agent. `.ci/run` calls it. Run it from anywhere: `./test.sh`.
#
# Options (environment): SKIP_SETUP=1 runs only the checks; SKIP_GATES=1 skips fmt, clippy and
# docs.
set -euo pipefail
cd "$(dirname "$0")"

export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
started=$SECONDS
step() { printf '\n== %s (%ds)\n' "$1" "$((SECONDS - started))"; }

# Says what is missing and how to get it, then stops: a check that cannot run fails.
missing() {
  echo "test.sh: $1" >&2
  echo "test.sh: to install it: $2" >&2
  exit 1
}

root() { [ "$(id -u)" -eq 0 ]; }

apt_install() {
  if root; then
    if [ -z "${APT_UPDATED:-}" ]; then
      apt-get update -qq
      APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    missing "$* is not installed and this is not root" "sudo apt-get install $*"
  fi
}

setup_browser() {
  step "browser for the approval page's tests (Debian's chromium)"
  [ -x /usr/bin/chromium ] || apt_install chromium
  /usr/bin/chromium --version
}

setup_node_peers() {
  step "real MCP servers for the gateway's tests (npm, pinned by package-lock.json)"
  command -v npm >/dev/null 2>&1 || apt_install nodejs npm
  local lock=tests/fixtures/node/package-lock.json
  local stamp=tests/fixtures/node/node_modules/.airlock-installed
  # npm ci deletes and reinstalls node_modules every time; skip it while the lock is unchanged.
  if [ -f "$stamp" ] && cmp -s "$lock" "$stamp"; then
    echo "up to date"
  else
    (cd tests/fixtures/node && npm ci --no-audit --no-fund --loglevel=error)
    cp "$lock" "$stamp"
  fi
}

setup_python_peers() {
  step "Python MCP client and servers for the gateway's tests (venv, pinned by requirements.txt)"
  local venv=tests/fixtures/python/.venv
  local req=tests/fixtures/python/requirements.txt
  if ! [ -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" 2>/dev/null || {
      root && apt_install python3-venv
      python3 -m venv "$venv" || missing "python3 cannot make a venv" "apt-get install python3-venv"
    }
  fi
  if [ -f "$venv/.airlock-installed" ] && cmp -s "$req" "$venv/.airlock-installed"; then
    echo "up to date"
  else
    "$venv/bin/pip" install -q --disable-pip-version-check -r "$req"
    cp "$req" "$venv/.airlock-installed"
  fi
}

# The sandbox's tests plant repositories with git and attack with python3; run as root, they
# are run a second time as an unprivileged user (tests/unprivileged.sh makes one: useradd,
# setpriv), since root and a user reach the kernel's namespaces differently.
setup_sandbox() {
  step "sandbox's test tools (git, python3; useradd and setpriv when root)"
  command -v git >/dev/null 2>&1 || apt_install git
  command -v python3 >/dev/null 2>&1 || apt_install python3
  if root; then
    command -v setpriv >/dev/null 2>&1 || apt_install util-linux
    command -v useradd >/dev/null 2>&1 || apt_install passwd
  fi
  echo "ready"
}

# The team store's tests run against a real PostgreSQL: Debian's server, in a throwaway cluster
# of its own (no TCP, a unix socket only, trust for the local superuser `postgres`), started here
# and stopped when this script ends. A cluster left by an earlier run is reused.
pg_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] && [ -x "$bin/initdb" ] && echo "$bin"
}

setup_postgres() {
  step "PostgreSQL for the team store's tests (Debian's postgresql, a throwaway cluster)"
  pg_bin >/dev/null || apt_install postgresql
  local bin
  bin=$(pg_bin) || missing "PostgreSQL's server programs are not installed" "apt-get install postgresql"
  # initdb refuses to run as root: as root the cluster belongs to the user `postgres`.
  local dir="${TMPDIR:-/tmp}/airlock-pg-$(id -u)"
  local as=()
  if root; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    as=(runuser -u postgres --)
  fi
  mkdir -p "$dir/sock"
  root && chown -R postgres "$dir"
  if ! [ -f "$dir/data/PG_VERSION" ]; then
    "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-sync >"$dir/initdb.log"
  fi
  if ! "${as[@]}" "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses= -k $dir/sock -c max_connections=200" start >/dev/null
  fi
  PG_STOP=("${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop)
  trap 'echo "stopping the test PostgreSQL"; "${PG_STOP[@]}" >/dev/null || true' EXIT
  local psql=("$bin/psql" -h "$dir/sock" -U postgres -d postgres -Atq)
  if [ "$("${psql[@]}" -c "SELECT 1 FROM pg_database WHERE datname = 'airlock_test'")" != 1 ]; then
    "${psql[@]}" -c "CREATE DATABASE airlock_test"
  fi
  export AIRLOCK_TEST_PG_URL="postgresql://postgres@/airlock_test?host=$dir/sock"
  echo "$AIRLOCK_TEST_PG_URL"
}

if [ -z "${SKIP_SETUP:-}" ]; then
  setup_browser
  setup_node_peers
  setup_python_peers
  setup_sandbox
  setup_postgres
fi

if [ -z "${SKIP_GATES:-}" ]; then
  step "fmt"
  cargo fmt --all --check
  step "clippy"
  cargo clippy --workspace --all-targets -- -D warnings
  # The gate as an agent builder gets it: the library alone, no front-end features.
  cargo clippy -p airlock-gate --no-default-features --all-targets -- -D warnings
  step "docs (rustdoc warnings are errors)"
  RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
fi

step "tests (every crate)"
cargo test --workspace

if root; then
  step "the sandbox's tests again, as an unprivileged user"
  crates/airlock-sandbox/tests/unprivileged.sh
fi

step "example agent (the library's parent loop and sub-agents; fails if a seed gate does not hold)"
# Built without the gate's front-end features: an agent needs the library alone.
cargo run -q -p airlock-gate --no-default-features --example agent

step "done"
