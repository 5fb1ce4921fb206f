#!/usr/bin/env bash
# The overhead of `airlock run -- true` (the whole process: policy, gate, audit record,
# sandbox) over a plain `true`, and against bwrap applying the same confinement in the same
# run: user, mount, pid, ipc and network namespaces, no capabilities, a new session, a
# read-only root, a writable workspace, a private /tmp, /run and secret directories hidden, and
# a clean environment (bwrap has no Landlock, seccomp filter or resource limits of its own).
# Needs hyperfine and bubblewrap (Debian: apt-get install hyperfine bubblewrap).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release -q -p airlock
bin=$PWD/target/release/airlock
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/ws" "$work/home/.ssh" "$work/home/.aws"
export AIRLOCK_HOME=$work/airlock HOME=$work/home
bwrap_true=(bwrap --unshare-all --unshare-user --cap-drop ALL --die-with-parent --new-session
  --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --tmpfs /run
  --bind "$work/ws" "$work/ws" --chdir "$work/ws"
  --tmpfs "$HOME/.ssh" --tmpfs "$HOME/.aws"
  --clearenv --setenv PATH /usr/bin:/bin true)
hyperfine -N --warmup 20 --runs "${RUNS:-300}" --export-json "$work/out.json" \
  -n true 'true' \
  -n "airlock run -- true" "$bin run --approver none --workspace $work/ws -- true" \
  -n "bwrap true" "${bwrap_true[*]}"
python3 - "$work/out.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
base = r["true"]["median"]
a = r["airlock run -- true"]["median"]
b = r["bwrap true"]["median"]
print(f"median: true {base*1e3:.2f} ms, airlock run {a*1e3:.2f} ms, bwrap {b*1e3:.2f} ms")
print(f"overhead over true: airlock {(a-base)*1e3:.2f} ms (goal < 15 ms), bwrap {(b-base)*1e3:.2f} ms")
print(f"airlock run / bwrap: {a/b:.2f}x")
PY
