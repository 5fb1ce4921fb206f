#!/usr/bin/env bash
# The latency airlock mcp adds to a tools/call: the same real client (Python mcp) calls the same
# real server (server-everything's echo), directly and through the release binary, alternately
# in one run; p50 and p99 of each, the difference and the ratio. Also the proxy's peak resident
# memory (VmHWM). Needs the peers under tests/fixtures (see .ci/run).
#
#   bench/mcp/latency.sh            # N=2000 calls per run, 2 rounds
#   N=5000 ROUNDS=3 bench/mcp/latency.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
N=${N:-2000}
ROUNDS=${ROUNDS:-2}
BIN=${AIRLOCK_BIN:-$PWD/target/release/airlock}
[ -n "${AIRLOCK_BIN:-}" ] || cargo build --release -q -p airlock
cargo build --release -q -p airlock-mcp --example passthrough
PASS=$PWD/target/release/examples/passthrough
PY=tests/fixtures/python/.venv/bin/python
CLIENT=tests/fixtures/python/client.py
SERVER=$PWD/tests/fixtures/node/node_modules/.bin/mcp-server-everything
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'version = 1\n[[server]]\nname = "everything"\ndefault = "allow"\n' >"$tmp/policy.toml"
steps='[{"op":"time","tool":"echo","args":{"message":"hello"},"n":'"$N"',"warmup":200}]'

direct() {
  "$PY" "$CLIENT" '{"command":"'"$SERVER"'","steps":'"$steps"'}' 2>/dev/null | tail -1
}
# The floor of any stdio proxy on this machine: a process that only copies lines both ways.
passthrough() {
  "$PY" "$CLIENT" '{"command":"'"$PASS"'","args":["'"$SERVER"'"],"steps":'"$steps"'}' 2>/dev/null | tail -1
}
proxied() {
  local rss=$tmp/rss.$1
  "$PY" "$CLIENT" '{"command":"'"$BIN"'","args":["mcp","--name","everything","--policy","'"$tmp"'/policy.toml","--store","'"$tmp"'/airlock.db","--approver","none","--","'"$SERVER"'"],"steps":'"$steps"'}' 2>/dev/null >"$tmp/out.$1" &
  local client=$!
  # The proxy's own peak resident memory (VmHWM), read from /proc while it runs; not the
  # server's, which a rusage of the process tree would report.
  echo 0 >"$rss"
  while kill -0 "$client" 2>/dev/null; do
    local pid
    pid=$(pgrep -n -f "^$BIN mcp --name everything" || true)
    if [ -n "$pid" ]; then
      awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null >"$rss.new" && [ -s "$rss.new" ] && mv "$rss.new" "$rss"
    fi
    sleep 0.2
  done
  tail -1 "$tmp/out.$1"
}

for r in $(seq "$ROUNDS"); do
  d=$(direct)
  c=$(passthrough)
  p=$(proxied "$r")
  "$PY" - "$d" "$p" "$(cat "$tmp/rss.$r" 2>/dev/null || echo 0)" "$r" "$c" <<'EOF'
import json, sys
d, p, rss, r = json.loads(sys.argv[1]), json.loads(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
c = json.loads(sys.argv[5])
print(f"round {r}: {d['n']} echo calls each, Python mcp client, server-everything")
for name, x in (("direct", d), ("line passthrough", c), ("through airlock mcp", p)):
    print(f"  {name:<20} p50 {x['p50_us']:8.1f} us   p99 {x['p99_us']:8.1f} us   mean {x['mean_us']:8.1f} us")
for q in ("p50_us", "p99_us"):
    print(f"  added {q[:3]}: {p[q] - d[q]:8.1f} us   ratio {p[q] / d[q]:.3f}"
          f"   (a line passthrough adds {c[q] - d[q]:8.1f} us; airlock over it {p[q] - c[q]:8.1f} us)")
print(f"  airlock mcp peak RSS: {rss / 1024:.1f} MiB")
EOF
done
