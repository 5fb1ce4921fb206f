#!/usr/bin/env python3
"""The comparison for airlock's hook benchmark: a minimal Claude Code PreToolUse hook doing the
same steps in plain Python. It reads the payload, loads a TOML policy, decides (a tool rule, or
for Bash a known read-only first word), appends a hash-chained audit record to SQLite (WAL, as
airlock's store), and prints the host's JSON. Any error blocks with exit 2."""

import hashlib
import json
import os
import sqlite3
import sys
import time
import tomllib

READ_ONLY = {"ls", "cat", "echo", "pwd", "head", "tail", "grep", "wc", "which", "diff", "stat"}


def main():
    try:
        payload = json.load(sys.stdin)
        with open(sys.argv[1], "rb") as f:
            policy = tomllib.load(f)
        tool, args = payload["tool_name"], payload["tool_input"]
        rules = {r["name"]: r for r in policy.get("tool", [])}
        tier = rules.get(tool, {}).get("tier", policy.get("gate", {}).get("unknown", "ask_once"))
        if tool == "Bash":
            words = args.get("command", "").split()
            tier = "allow" if words and words[0] in READ_ONLY else "ask_once"
        action = {"allow": "allow", "deny": "deny"}.get(tier, "ask")
        db = sqlite3.connect(os.path.join(os.environ["AIRLOCK_HOME"], "python-hook.db"))
        db.execute("PRAGMA journal_mode=WAL")
        db.execute(
            "CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, time_ms INTEGER, "
            "session TEXT, tool TEXT, tier TEXT, action TEXT, args TEXT, prev_hash TEXT, hash TEXT)"
        )
        with db:
            row = db.execute("SELECT hash FROM audit ORDER BY id DESC LIMIT 1").fetchone()
            prev = row[0] if row else ""
            canon = json.dumps(args, sort_keys=True, separators=(",", ":"))
            now = int(time.time() * 1000)
            digest = hashlib.sha256(
                f"{prev}|{now}|{payload['session_id']}|{tool}|{tier}|{action}|{canon}".encode()
            ).hexdigest()
            db.execute(
                "INSERT INTO audit (time_ms, session, tool, tier, action, args, prev_hash, hash) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (now, payload["session_id"], tool, tier, action, canon, prev, digest),
            )
        print(json.dumps({"hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": action,
            "permissionDecisionReason": f"{tool}: {tier}",
        }}))
    except Exception as e:  # any fault blocks, as airlock's does
        print(f"hook failed: {e}", file=sys.stderr)
        sys.exit(2)


main()
