#!/usr/bin/env bash
# The fatigue and recall benchmark: replays every labelled session (rust, node, django; see
# make_sessions.py) through the real `airlock hook claude-code` processes, built in release,
# with a fresh store per session, and beside it a model of Claude Code's own default rules.
# Prints, per session, dialogs per 100 benign calls, recall and the truthful audit records.
# The held-out sessions (heldout/, heldout2/ … heldout22/; see make_heldout*.py) were each written
# before the policy changes they first measured, by someone who had not read the policy; their
# figures are printed apart, set by set.
# Each session runs in a git repository with its stack's usual .gitignore (stacks.json, gitignore/;
# see README.md). AIRLOCK_BIN=path uses that binary instead of building one. Needs python3, git.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ -z "${AIRLOCK_BIN:-}" ]]; then
  cargo build --release -q -p airlock
  AIRLOCK_BIN=$PWD/target/release/airlock
fi
python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" \
  bench/sessions/rust.jsonl bench/sessions/node.jsonl bench/sessions/django.jsonl
echo "-- held out (each written before the change it first measured; see make_heldout.py) --"
python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" \
  bench/sessions/heldout/go.jsonl bench/sessions/heldout/gradle.jsonl \
  bench/sessions/heldout/rails.jsonl bench/sessions/heldout/web.jsonl \
  bench/sessions/heldout/dotnet.jsonl
echo "-- held out, second set (written without reading the policy; see make_heldout2.py) --"
python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout2/*.jsonl
if [[ -d bench/sessions/heldout3 ]]; then
  echo "-- held out, third set (written without reading the policy or any result; make_heldout3.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout3/*.jsonl
fi
if [[ -d bench/sessions/heldout4 ]]; then
  echo "-- held out, fourth set (written without reading the policy or any result; make_heldout4.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout4/*.jsonl
fi
if [[ -d bench/sessions/heldout5 ]]; then
  echo "-- held out, fifth set (written without reading the policy or any result; make_heldout5.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout5/*.jsonl
fi
if [[ -d bench/sessions/heldout6 ]]; then
  echo "-- held out, sixth set (written without reading the policy or any result; make_heldout6.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout6/*.jsonl
fi
if [[ -d bench/sessions/heldout7 ]]; then
  echo "-- held out, seventh set (written without reading the policy or any result; make_heldout7.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout7/*.jsonl
fi
if [[ -d bench/sessions/heldout8 ]]; then
  echo "-- held out, eighth set (written without reading the policy or any result; make_heldout8.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout8/*.jsonl
fi
if [[ -d bench/sessions/heldout9 ]]; then
  echo "-- held out, ninth set (written without reading the policy or any result; make_heldout9.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout9/*.jsonl
fi
if [[ -d bench/sessions/heldout10 ]]; then
  echo "-- held out, tenth set (written without reading the policy or any result; make_heldout10.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout10/*.jsonl
fi
if [[ -d bench/sessions/heldout11 ]]; then
  echo "-- held out, eleventh set (written without reading the policy or any result; make_heldout11.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout11/*.jsonl
fi
if [[ -d bench/sessions/heldout12 ]]; then
  echo "-- held out, twelfth set (written without reading the policy or any result; make_heldout12.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout12/*.jsonl
fi
if [[ -d bench/sessions/heldout13 ]]; then
  echo "-- held out, thirteenth set (written without reading the policy or any result; make_heldout13.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout13/*.jsonl
fi
if [[ -d bench/sessions/heldout14 ]]; then
  echo "-- held out, fourteenth set (written without reading the policy or any result; make_heldout14.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout14/*.jsonl
fi
if [[ -d bench/sessions/heldout15 ]]; then
  echo "-- held out, fifteenth set (written without reading the policy; make_heldout15.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout15/*.jsonl
fi
if [[ -d bench/sessions/heldout16 ]]; then
  echo "-- held out, sixteenth set (written without reading the policy or any result; make_heldout16.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout16/*.jsonl
fi
if [[ -d bench/sessions/heldout17 ]]; then
  echo "-- held out, seventeenth set (written without reading the policy or any result; make_heldout17.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout17/*.jsonl
fi
if [[ -d bench/sessions/heldout18 ]]; then
  echo "-- held out, eighteenth set (written without reading the policy or any result; make_heldout18.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout18/*.jsonl
fi
if [[ -d bench/sessions/heldout19 ]]; then
  echo "-- held out, nineteenth set (written without reading the policy or any result; make_heldout19.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout19/*.jsonl
fi
if [[ -d bench/sessions/heldout20 ]]; then
  echo "-- held out, twentieth set (written without reading the policy or any result; make_heldout20.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout20/*.jsonl
fi
if [[ -d bench/sessions/heldout21 ]]; then
  echo "-- held out, twenty-first set (written without reading the policy; make_heldout21.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout21/*.jsonl
fi
if [[ -d bench/sessions/heldout22 ]]; then
  echo "-- held out, twenty-second set (written without reading the policy or any result; make_heldout22.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout22/*.jsonl
fi
if [[ -d bench/sessions/heldout23 ]]; then
  echo "-- held out, twenty-third set (written without reading the policy or any result; make_heldout23.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout23/*.jsonl
fi
if [[ -d bench/sessions/heldout24 ]]; then
  echo "-- held out, twenty-fourth set (written without reading the policy or any result; make_heldout24.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout24/*.jsonl
fi
if [[ -d bench/sessions/heldout25 ]]; then
  echo "-- held out, twenty-fifth set (written without reading the policy or any result; make_heldout25.py) --"
  python3 bench/sessions/replay.py --airlock "$AIRLOCK_BIN" "$@" bench/sessions/heldout25/*.jsonl
fi
