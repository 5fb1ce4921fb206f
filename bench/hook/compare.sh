#!/usr/bin/env bash
# The whole process of one Claude Code hook call (start, load the policy, decide, append to the
# audit, print), `airlock hook claude-code` against the minimal Python hook in hook.py, in the
# same hyperfine run. Both read the same payload and load the same policy file (airlock's
# embedded default, printed); both write a hash-chained record to SQLite in WAL mode.
# Needs hyperfine (Debian: apt-get install hyperfine) and python3 >= 3.11.
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
# Two floors beside them, to show where the time goes: starting the binary, and loading the
# policy (which builds the secret masker) without deciding or recording anything.
hyperfine --shell sh --warmup 20 --runs "${RUNS:-300}" --export-json "$work/out.json" \
  -n airlock "$bin hook claude-code --policy $work/policy.toml < $work/payload.json" \
  -n python "python3 $here/hook.py $work/policy.toml < $work/payload.json" \
  -n "start only" "$bin --version" \
  -n "policy load only" "$bin policy check $work/policy.toml"
python3 - "$work/out.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
a, p = r["airlock"]["median"], r["python"]["median"]
s, l = r["start only"]["median"], r["policy load only"]["median"]
print(f"median: airlock hook {a*1e3:.2f} ms, python hook {p*1e3:.2f} ms, "
      f"python/airlock {p/a:.1f}x; goal < 5 ms: {'met' if a < 0.005 else 'NOT met'}")
print(f"floors: start {s*1e3:.2f} ms, start + policy load {l*1e3:.2f} ms")
PY
