#!/usr/bin/env bash
# Runs the sandbox's integration tests as an unprivileged user, the way a developer runs
# `airlock run`; CI runs them as root too (plain `cargo test`). Run this as root: it makes a
# throwaway user (idempotently; AIRLOCK_TEST_USER, default airlock-test), builds the test
# binaries, copies them into a directory of that user's, gives it a runtime dir under /run
# (for the /run socket test), and runs each binary as that user with its own HOME.
# Needs: python3, git, setpriv and useradd (Debian: util-linux, passwd).
set -euo pipefail
if [ "$(id -u)" != 0 ]; then
  echo "unprivileged.sh: run as root (it creates the test user)" >&2
  exit 2
fi
cd "$(dirname "$0")/../../.."
user=${AIRLOCK_TEST_USER:-airlock-test}
if ! id -u "$user" >/dev/null 2>&1; then
  useradd --create-home --shell /bin/sh "$user"
fi
uid=$(id -u "$user")
gid=$(id -g "$user")
home=$(getent passwd "$user" | cut -d: -f6)
mkdir -p "$home"
chown "$uid:$gid" "$home"
runtime=/run/user/$uid
mkdir -p "$runtime"
chown "$uid:$gid" "$runtime"
chmod 700 "$runtime"
# The test binaries, as cargo lists them.
mapfile -t bins < <(cargo test -p airlock-sandbox --tests --no-run --message-format=json |
  python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["kind"] == ["test"]:
        print(m["executable"])
')
if [ "${#bins[@]}" = 0 ]; then
  echo "unprivileged.sh: cargo listed no test binary" >&2
  exit 1
fi
# Outside /tmp (the sandbox's /tmp is private) and owned by the user: the copied binaries
# and every fixture.
work=$(mktemp -d /var/tmp/airlock-unprivileged.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin" "$work/tmp"
cp "${bins[@]}" "$work/bin/"
chown -R "$uid:$gid" "$work"
status=0
for bin in "$work"/bin/*; do
  echo "== $(basename "$bin") as $user (uid $uid)"
  (cd "$work" && setpriv --reuid="$uid" --regid="$gid" --init-groups -- \
    env -i HOME="$home" USER="$user" PATH=/usr/local/bin:/usr/bin:/bin \
    XDG_RUNTIME_DIR="$runtime" AIRLOCK_TEST_TMPDIR="$work/tmp" \
    "$bin" --test-threads=2) || status=1
done
exit $status
