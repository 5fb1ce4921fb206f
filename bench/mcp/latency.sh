#!/usr/bin/env bash
# The latency airlock mcp adds to a tools/call: the same real client (Python mcp) calls the same
# real server (server-everything's echo) directly and through the release binary, in one run.
# The client opens every arm of a run at once and calls each in turn (bench/mcp/interleaved.py),
# so a slow moment of the machine falls on every arm alike. Each round has two runs:
#   calls   direct        the client straight to server-everything
#           passthrough   a process that only copies lines both ways: the floor of any stdio proxy
#           airlock       airlock mcp with an allow-all policy and a store on disk
#   pings   direct-ping / airlock-ping: a ping instead of a call, the relay alone
# A run holds one airlock process, as a deployment does (one proxy between a client and its
# server). CROWDED=1 instead puts all five arms in one run: the client then drives five servers
# and two proxies on the same two cores, a working set no deployment has, in which airlock's
# hot path runs from cold caches; the figure shows what a crowded machine costs.
# Prints p50, p99 and p99.9 of each arm, airlock's added p50, p99 and p99.9 and the ratios to
# direct, and the proxy's peak resident memory (VmHWM); with several rounds, last, the added p50
# of each round and their median. Needs the peers under tests/fixtures (see .ci/run).
#
#   bench/mcp/latency.sh            # N=3000 turns, 2 rounds
#   N=5000 ROUNDS=3 bench/mcp/latency.sh
#   CROWDED=1 bench/mcp/latency.sh
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

# run OUT STORE ARMS…: one client calls the arms in turn; the JSON result goes to OUT. While it
# runs, the peak resident memory of the proxy whose store is STORE, if any, goes to OUT.rss: the
# proxy's own, read from /proc, not the server's, which a rusage of the tree would report.
run() {
  local out=$1 store=$2 arms
  shift 2
  arms=$(IFS=,; echo "$*")
  spec='{"n":'"$N"',"warmup":300,"tool":"echo","args":{"message":"hello"},"arms":['"$arms"']}'
  "$PY" bench/mcp/interleaved.py "$spec" >"$out" 2>"$out.err" &
  local client=$! rss=0 pid now
  while kill -0 "$client" 2>/dev/null; do
    pid=$([ -z "$store" ] || pgrep -n -f "^$BIN mcp --name everything --policy $tmp/policy.toml --store $store" || true)
    if [ -n "$pid" ]; then
      now=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
      [ -n "$now" ] && rss=$now
    fi
    sleep 1
  done
  wait "$client" || { cat "$out.err" >&2; exit 1; }
  echo "$rss" >"$out.rss"
}

for r in $(seq "$ROUNDS"); do
  direct='{"name":"direct","command":"'"$SERVER"'"}'
  pass='{"name":"passthrough","command":"'"$PASS"'","args":["'"$SERVER"'"]}'
  gate=$(airlock_arm airlock "$tmp/a$r.db")
  direct_ping='{"name":"direct-ping","command":"'"$SERVER"'","tool":null}'
  gate_ping=$(airlock_arm airlock-ping "$tmp/p$r.db" ',"tool":null')
  if [ -n "${CROWDED:-}" ]; then
    run "$tmp/calls.$r" "$tmp/a$r.db" "$direct" "$pass" "$gate" "$direct_ping" "$gate_ping"
    cp "$tmp/calls.$r" "$tmp/pings.$r"
    how="all five arms in one run (crowded)"
  else
    run "$tmp/calls.$r" "$tmp/a$r.db" "$direct" "$pass" "$gate"
    run "$tmp/pings.$r" "" "$direct_ping" "$gate_ping"
    how="calls and pings in runs of their own"
  fi
  "$PY" - "$tmp/calls.$r" "$tmp/pings.$r" "$(cat "$tmp/calls.$r.rss")" "$r" "$how" <<'PY'
import json, sys
calls = json.load(open(sys.argv[1]))["arms"]
pings = json.load(open(sys.argv[2]))["arms"]
rss, r, how = int(sys.argv[3]), sys.argv[4], sys.argv[5]
print(f"round {r}: Python mcp client, server-everything, {how}")
for name, x in {**calls, **pings}.items():
    print(f"  {name:<13} p50 {x['p50_us']:8.1f} us   p99 {x['p99_us']:8.1f} us"
          f"   p99.9 {x['p999_us']:8.1f} us   mean {x['mean_us']:8.1f} us")
a, b, c = calls["airlock"], calls["direct"], calls["passthrough"]
for q in ("p50_us", "p99_us", "p999_us"):
    print(f"  airlock mcp added {q[:-3]}: {a[q] - b[q]:7.1f} us   ratio {a[q] / b[q]:.3f}"
          f"   (a passthrough adds {c[q] - b[q]:7.1f} us)")
print(f"  median of the per-turn differences to direct: airlock {a['paired_median_us']:.1f} us,"
      f" passthrough {c['paired_median_us']:.1f} us")
ping = pings["airlock-ping"]["p50_us"] - pings["direct-ping"]["p50_us"]
print(f"  a ping through airlock adds {ping:.1f} us (the relay alone); the decision and its"
      f" record {a['p50_us'] - b['p50_us'] - ping:.1f} us more")
print(f"  airlock mcp peak RSS: {rss / 1024:.1f} MiB")
PY
done
# The machine's speed drifts from one minute to the next, and airlock's added time with it (it is
# a near-constant share of a call): with several rounds, the median round is the figure.
if [ "$ROUNDS" -gt 1 ]; then
  "$PY" - $(for r in $(seq "$ROUNDS"); do echo "$tmp/calls.$r"; done) <<'PY'
import json, statistics, sys
rounds = [json.load(open(p))["arms"] for p in sys.argv[1:]]
added = [r["airlock"]["p50_us"] - r["direct"]["p50_us"] for r in rounds]
ratio = [r["airlock"]["p50_us"] / r["direct"]["p50_us"] for r in rounds]
direct = [r["direct"]["p50_us"] for r in rounds]
print(f"over {len(rounds)} rounds: airlock mcp added p50 median {statistics.median(added):.1f} us"
      f" (rounds: {', '.join(f'{a:.1f}' for a in added)}), ratio median {statistics.median(ratio):.3f},"
      f" direct p50 {min(direct):.1f} to {max(direct):.1f} us")
PY
fi
