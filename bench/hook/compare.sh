#!/usr/bin/env bash
# The whole process of one Claude Code hook call (start, load the policy, decide, append to the
# audit, print), `airlock hook claude-code` against the minimal Python hook in hook.py, in the
# same run. Both read the same payload and load the same policy file (airlock's
# embedded default, printed); both write a hash-chained record to SQLite in WAL mode.
# Needs python3 >= 3.11.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release -q -p airlock
bin=$PWD/target/release/airlock
here=$PWD/bench/hook
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home/my-project" "$work/airlock"
export AIRLOCK_HOME=$work/airlock HOME=$work/home
"$bin" policy show --default > "$work/policy.toml"
cat > "$work/payload.json" <<JSON
{"session_id": "bench", "transcript_path": "$HOME/.claude/projects/p/s.jsonl",
 "cwd": "$HOME/my-project", "permission_mode": "default", "hook_event_name": "PreToolUse",
 "tool_name": "Bash", "tool_input": {"command": "ls -la src", "description": "List"},
 "tool_use_id": "toolu_bench"}
JSON
# Both must answer the same; a broken hook would be fast for the wrong reason.
"$bin" hook claude-code --policy "$work/policy.toml" < "$work/payload.json" | grep -q '"allow"'
python3 "$here/hook.py" "$work/policy.toml" < "$work/payload.json" | grep -q '"allow"'
# Each whole process is timed as started from Python (posix spawn, payload on stdin, no shell),
# the commands taking turns; `true` started the same way is the harness's own floor. Beside
# them, where airlock's time goes: starting the binary, and loading the policy.
python3 "$here/time_hooks.py" "${RUNS:-300}" "$work/payload.json" \
  "true=[\"true\"]" \
  "airlock=[\"$bin\", \"hook\", \"claude-code\", \"--policy\", \"$work/policy.toml\"]" \
  "python=[\"python3\", \"$here/hook.py\", \"$work/policy.toml\"]" \
  "start only=[\"$bin\", \"--version\"]" \
  "policy load only=[\"$bin\", \"policy\", \"check\", \"$work/policy.toml\"]" \
  > "$work/out.json"
python3 - "$work/out.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
m = {k: v["median_ms"] for k, v in r.items()}
for k, v in r.items():
    print(f"  {k:<18} median {v['median_ms']:7.2f} ms   p90 {v['p90_ms']:7.2f} ms   min {v['min_ms']:7.2f} ms")
a, p = m["airlock"], m["python"]
print(f"median: airlock hook {a:.2f} ms, python hook {p:.2f} ms, python/airlock {p/a:.1f}x; "
      f"goal < 5 ms: {'met' if a < 5 else 'NOT met'}")
print(f"floors: spawning true {m['true']:.2f} ms, airlock start {m['start only']:.2f} ms, "
      f"start + policy load {m['policy load only']:.2f} ms")
PY
