#!/usr/bin/env bash
# The latency airlock mcp adds to a tools/call: the same real client (Python mcp) calls the same
# real server (server-everything's echo) directly and through the release binary, in one run.
# The client opens every arm at once and calls each in turn (bench/mcp/interleaved.py), so a
# slow moment of the machine falls on every arm alike. Arms:
#   direct        the client straight to server-everything
#   passthrough   a process that only copies lines both ways: the floor of any stdio proxy here
#   airlock       airlock mcp with an allow-all policy and a store on disk
#   direct-ping / airlock-ping   a ping instead of a call: the relay alone, without a decision
# Prints p50, p99 and p99.9 of each, airlock's added p50, p99 and p99.9 and the ratios to
# direct, and the proxy's peak resident memory (VmHWM). Needs the peers under tests/fixtures
# (see .ci/run).
#
#   bench/mcp/latency.sh            # N=3000 turns, 2 rounds
#   N=5000 ROUNDS=3 bench/mcp/latency.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
N=${N:-3000}
ROUNDS=${ROUNDS:-2}
BIN=${AIRLOCK_BIN:-$PWD/target/release/airlock}
[ -n "${AIRLOCK_BIN:-}" ] || cargo build --release -q -p airlock
cargo build --release -q -p airlock-mcp --example passthrough
PASS=$PWD/target/release/examples/passthrough
PY=tests/fixtures/python/.venv/bin/python
SERVER=$PWD/tests/fixtures/node/node_modules/.bin/mcp-server-everything
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'version = 1\n[[server]]\nname = "everything"\ndefault = "allow"\n' >"$tmp/policy.toml"

airlock_arm() { # NAME STORE [EXTRA]
  printf '{"name":"%s","command":"%s","args":["mcp","--name","everything","--policy","%s","--store","%s","--approver","none","--","%s"]%s}' \
    "$1" "$BIN" "$tmp/policy.toml" "$2" "$SERVER" "${3:-}"
}

for r in $(seq "$ROUNDS"); do
  spec='{"n":'"$N"',"warmup":300,"tool":"echo","args":{"message":"hello"},"arms":[
    {"name":"direct","command":"'"$SERVER"'"},
    {"name":"passthrough","command":"'"$PASS"'","args":["'"$SERVER"'"]},
    '"$(airlock_arm airlock "$tmp/a$r.db")"',
    {"name":"direct-ping","command":"'"$SERVER"'","tool":null},
    '"$(airlock_arm airlock-ping "$tmp/p$r.db" ',"tool":null')"']}'
  "$PY" bench/mcp/interleaved.py "$spec" >"$tmp/out.$r" 2>"$tmp/err.$r" &
  client=$!
  # The proxy's own peak resident memory (VmHWM), read from /proc while it runs; not the
  # server's, which a rusage of the process tree would report.
  rss=0
  while kill -0 "$client" 2>/dev/null; do
    pid=$(pgrep -n -f "^$BIN mcp --name everything --policy $tmp/policy.toml --store $tmp/a$r.db" || true)
    if [ -n "$pid" ]; then
      now=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
      [ -n "$now" ] && rss=$now
    fi
    sleep 1
  done
  wait "$client" || { cat "$tmp/err.$r" >&2; exit 1; }
  "$PY" - "$tmp/out.$r" "$rss" "$r" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))["arms"]
rss, r = int(sys.argv[2]), sys.argv[3]
print(f"round {r}: the arms in turn, Python mcp client, server-everything")
for name, x in d.items():
    print(f"  {name:<13} p50 {x['p50_us']:8.1f} us   p99 {x['p99_us']:8.1f} us"
          f"   p99.9 {x['p999_us']:8.1f} us   mean {x['mean_us']:8.1f} us")
a, b, c = d["airlock"], d["direct"], d["passthrough"]
for q in ("p50_us", "p99_us", "p999_us"):
    print(f"  airlock mcp added {q[:-3]}: {a[q] - b[q]:7.1f} us   ratio {a[q] / b[q]:.3f}"
          f"   (a passthrough adds {c[q] - b[q]:7.1f} us)")
print(f"  median of the per-turn differences to direct: airlock {a['paired_median_us']:.1f} us,"
      f" passthrough {c['paired_median_us']:.1f} us")
ping = d["airlock-ping"]["p50_us"] - d["direct-ping"]["p50_us"]
print(f"  a ping through airlock adds {ping:.1f} us (the relay alone); the decision and its"
      f" record {a['p50_us'] - b['p50_us'] - ping:.1f} us more")
print(f"  airlock mcp peak RSS: {rss / 1024:.1f} MiB")
PY
done
