#!/usr/bin/env bash
# Does the shell crate's fast parser (crates/airlock-shell/src/fast.rs) pay for itself on the real
# paths? One release binary, measured with the fast parser and with brush-parser alone
# (AIRLOCK_BENCH_BRUSH_ONLY, read by the binary and by this benchmark only), in one run:
#   1. a hook process: `airlock hook claude-code` for a Bash call, whole process, arms in turns;
#   2. a proxied tools/call: the Python MCP client calls server-everything's echo, declared a
#      shell tool so that every call's `message` is analysed, through `airlock mcp`;
#   3. POST /v1/decide at 50 clients (cargo bench -p airlock-server --bench decide).
# Needs python3 and the peers under tests/fixtures (see .ci/run).
#
#   bench/parser/run.sh            # RUNS=300 hook processes per arm, N=2000 calls per arm
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-300}
N=${N:-2000}
SCRIPT=${SCRIPT:-ls -la src | grep rs && git status --short}
# Everything is built first; the runs then use only the built programs (AIRLOCK_BIN and
# DECIDE_BIN name programs built before, to run again without building).
if [ -n "${AIRLOCK_BIN:-}" ]; then
  bin=$AIRLOCK_BIN decide=$DECIDE_BIN
else
  cargo build --release -q -p airlock
  bin=$PWD/target/release/airlock
  decide=$(cargo bench -p airlock-server --bench decide --no-run 2>&1 |
    sed -n 's/.*Executable.*(\(.*\)).*/\1/p' | tail -1)
fi
[ -x "$decide" ] || { echo "the decide benchmark did not build" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home/my-project" "$work/airlock"
export AIRLOCK_HOME=$work/airlock HOME=$work/home
"$bin" policy show --default > "$work/policy.toml"
python3 - "$work/payload.json" "$HOME" "$SCRIPT" <<'PY'
import json, sys
path, home, script = sys.argv[1:]
json.dump({"session_id": "bench", "transcript_path": f"{home}/.claude/projects/p/s.jsonl",
           "cwd": f"{home}/my-project", "permission_mode": "default",
           "hook_event_name": "PreToolUse", "tool_name": "Bash",
           "tool_input": {"command": script, "description": "bench"},
           "tool_use_id": "toolu_bench"}, open(path, "w"))
PY
# Both arms must allow: a parser that failed would be fast for the wrong reason.
"$bin" hook claude-code --policy "$work/policy.toml" < "$work/payload.json" | grep -q '"allow"'
AIRLOCK_BENCH_BRUSH_ONLY=1 "$bin" hook claude-code --policy "$work/policy.toml" \
  < "$work/payload.json" | grep -q '"allow"'

echo "== 1. hook process (Bash: $SCRIPT), $RUNS runs per arm"
hook=(hook claude-code --policy "$work/policy.toml")
python3 bench/hook/time_hooks.py "$RUNS" "$work/payload.json" \
  "fast=$(python3 -c 'import json,sys; print(json.dumps(sys.argv[1:]))' "$bin" "${hook[@]}")" \
  "brush=$(python3 -c 'import json,sys; print(json.dumps({"argv": sys.argv[1:], "env": {"AIRLOCK_BENCH_BRUSH_ONLY": "1"}}))' "$bin" "${hook[@]}")" \
  > "$work/hook.json"
python3 - "$work/hook.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for k, v in r.items():
    print(f"  {k:<6} median {v['median_ms']:6.3f} ms  p90 {v['p90_ms']:6.3f} ms  min {v['min_ms']:6.3f} ms"
          f"  CPU {v['cpu_mean_ms']:6.3f} ms")
f, b = r["fast"]["median_ms"], r["brush"]["median_ms"]
print(f"  wall (median): the fast parser saves {(b - f) * 1000:.0f} us of {b:.2f} ms: {100 * (b - f) / b:.2f} %")
f, b = r["fast"]["cpu_mean_ms"], r["brush"]["cpu_mean_ms"]
print(f"  CPU (mean):    the fast parser saves {(b - f) * 1000:.0f} us of {b:.2f} ms: {100 * (b - f) / b:.2f} %")
PY

echo "== 2. proxied tools/call (echo as a shell tool: $SCRIPT), N=$N per arm"
PY=tests/fixtures/python/.venv/bin/python
SERVER=$PWD/tests/fixtures/node/node_modules/.bin/mcp-server-everything
[ -x "$PY" ] && [ -x "$SERVER" ] || { echo "the MCP peers are missing: run ./test.sh (setup)" >&2; exit 1; }
cat > "$work/mcp.toml" <<TOML
version = 1
[[server]]
name = "everything"
default = "allow"
[[tool]]
name = "echo"
shell = "message"
TOML
spec=$(python3 - "$bin" "$work" "$SERVER" "$N" "$SCRIPT" <<'PY'
import json, sys
bin, work, server, n, script = sys.argv[1:]
def arm(name, store, env=None):
    a = {"name": name, "command": bin,
         "args": ["mcp", "--name", "everything", "--policy", f"{work}/mcp.toml",
                  "--store", f"{work}/{store}.db", "--approver", "none", "--", server]}
    if env:
        a["env"] = env
    return a
print(json.dumps({"n": int(n), "warmup": 200, "tool": "echo", "args": {"message": script},
                  "arms": [{"name": "direct", "command": server}, arm("fast", "fast"),
                           arm("brush", "brush", {"AIRLOCK_BENCH_BRUSH_ONLY": "1"})]}))
PY
)
"$PY" bench/mcp/interleaved.py "$spec" > "$work/mcp.json"
python3 - "$work/mcp.json" <<'PY'
import json, sys
out = json.load(open(sys.argv[1]))
r, calls = out["arms"], out["n"] + 200
for k, v in r.items():
    cpu = f"  CPU {1000 * v['cpu_ms'] / calls:5.0f} us per call" if "cpu_ms" in v else ""
    print(f"  {k:<6} p50 {v['p50_us']:7.0f} us  p99 {v['p99_us']:7.0f} us  mean {v['mean_us']:7.0f} us{cpu}")
f, b = r["fast"]["p50_us"], r["brush"]["p50_us"]
print(f"  wall (p50): the fast parser saves {b - f:.0f} us of {b:.0f} us: {100 * (b - f) / b:.2f} %")
f, b = r["fast"]["cpu_ms"], r["brush"]["cpu_ms"]
print(f"  airlock's CPU: the fast parser saves {1000 * (b - f) / calls:.1f} us of "
      f"{1000 * b / calls:.0f} us per call: {100 * (b - f) / b:.2f} %")
PY

echo "== 3. POST /v1/decide, 50 clients, alternating rounds"
AIRLOCK_BENCH_PARSERS=1 "$decide"
