#!/usr/bin/env bash
# The masker benchmark (issue 7): single-thread throughput on 64 MiB of clean source text with
# 1,000 synthetic secrets, all rules and 10 rules, and detect-secrets (PyPI, in a venv under
# bench/mask/.venv) on the same file in the same run. Not part of CI.
#
#   bench/mask/run.sh [CORPUS]     (default: bench/mask/target/corpus.txt, built if missing)
#
# detect-secrets reads about 0.2 MiB/s (CPU) here, so it takes five to ten minutes; it runs
# first, and the masker is built and measured after it, on the same file.
set -euo pipefail
cd "$(dirname "$0")"

corpus="${1:-target/corpus.txt}"
venv=.venv

cargo build --release --quiet
if [ ! -f "$corpus" ]; then
    mkdir -p "$(dirname "$corpus")"
    ./target/release/airlock-bench-mask corpus "$corpus" 64 1000
fi

if [ ! -x "$venv/bin/detect-secrets" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet detect-secrets==1.5.0
fi

bytes=$(stat -c %s "$corpus")
echo "== detect-secrets $("$venv/bin/detect-secrets" --version) on $corpus ($bytes bytes)"
# detect-secrets skips, without a word, a file named outside its working directory, so it runs
# in the corpus's own directory and is given the bare file name.
here=$PWD
(cd "$(dirname "$corpus")" && /usr/bin/time -f "%e %U %S" -o "$here/target/detect-secrets.time" \
    "$here/$venv/bin/detect-secrets" scan "$(basename "$corpus")") > target/detect-secrets.json
python3 - "$bytes" target/detect-secrets.time target/detect-secrets.json <<'PY' | tee target/detect-secrets.txt
import json, sys
wall, user, sys_ = (float(x) for x in open(sys.argv[2]).read().split()[-3:])
found = sum(len(v) for v in json.load(open(sys.argv[3]))["results"].values())
mib = int(sys.argv[1]) / 1048576
print(f"detect_secrets_seconds {wall:.1f} (cpu {user + sys_:.1f})")
print(f"detect_secrets_findings {found}")
if found == 0:
    sys.exit("detect-secrets found nothing in a corpus built with secrets in it: it did not scan the file")
print(f"detect_secrets_mibps {mib / wall:.4f} (cpu {mib / (user + sys_):.4f})")
PY

echo "== airlock-mask on the same file"
cargo build --release --quiet
./target/release/airlock-bench-mask measure "$corpus" | tee target/airlock-mask.txt
python3 - target/airlock-mask.txt target/detect-secrets.txt <<'PY'
import re, sys
def fig(path, key):
    line = next(l for l in open(path) if l.startswith(key + " "))
    wall, cpu = re.findall(r"[0-9.]+", line.split(" ", 1)[1])[:2]
    return float(wall), float(cpu)
ow, oc = fig(sys.argv[1], "mibps_mask_all_rules")
tw, tc = fig(sys.argv[2], "detect_secrets_mibps")
print(f"ratio_mask_all_rules_vs_detect_secrets {ow / tw:.0f} (cpu {oc / tc:.0f})")
PY
