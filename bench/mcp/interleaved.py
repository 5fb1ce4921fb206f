"""Latency of one tools/call through several MCP stdio arms, measured in turns.

Usage: interleaved.py SPEC_JSON

  {"n": 3000, "warmup": 300, "tool": "echo", "args": {"message": "hello"},
   "arms": [{"name": "direct", "command": "...", "args": [...]}, ...]}

An arm may name its own "tool"; null sends a ping instead of a call; and an "env" added to the
SDK's default environment of its process.

One real client process (the Python `mcp` package) opens every arm at once, each arm its own
server process, and then calls the tool once on each arm in turn, the order of the arms rotating
from one turn to the next. A slow moment of the machine therefore falls on every arm alike,
instead of on whichever arm happened to run then, as it does when arms run one after another.
Prints one JSON object: per arm its p50, p99, p99.9 and mean in microseconds, and per arm after the
first the median and p99 of its per-turn difference to the first arm.
"""

import json
import os
import sys
import time
from contextlib import AsyncExitStack

import anyio
import mcp


def pick(samples, q):
    s = sorted(samples)
    return s[min(len(s) - 1, int(q * len(s)))]


async def main():
    spec = json.loads(sys.argv[1])
    tool, args = spec.get("tool"), spec.get("args", {})
    arms = spec["arms"]
    async with AsyncExitStack() as stack:
        clients = []
        for arm in arms:
            params = mcp.StdioServerParameters(
                command=arm["command"], args=arm.get("args", []), env=arm.get("env")
            )
            clients.append(await stack.enter_async_context(mcp.Client(params)))

        async def call(i):
            name = arms[i].get("tool", tool)
            if name is None:
                await clients[i].send_ping()
                return None
            return await clients[i].call_tool(name, args)

        for _ in range(spec.get("warmup", 200)):
            for i in range(len(clients)):
                await call(i)
        samples = [[] for _ in arms]
        for turn in range(spec["n"]):
            for k in range(len(arms)):
                i = (turn + k) % len(arms)
                t0 = time.perf_counter_ns()
                result = await call(i)
                samples[i].append((time.perf_counter_ns() - t0) / 1000.0)
                if result is not None and result.is_error:
                    raise SystemExit(f"{arms[i]['name']}: the call failed: {result.content}")
        out = {"n": spec["n"], "arms": {}}
        for arm, s in zip(arms, samples):
            out["arms"][arm["name"]] = {
                "p50_us": pick(s, 0.50),
                "p99_us": pick(s, 0.99),
                "p999_us": pick(s, 0.999),
                "mean_us": sum(s) / len(s),
            }
        base = samples[0]
        for arm, s in list(zip(arms, samples))[1:]:
            diff = [a - b for a, b in zip(s, base)]
            out["arms"][arm["name"]]["paired_median_us"] = pick(diff, 0.50)
            out["arms"][arm["name"]]["paired_p99_us"] = pick(diff, 0.99)
        # Each arm's process tree's CPU time so far (user and system, its children's included
        # once reaped), read from /proc: unlike latency, it does not grow with the machine's
        # other load. An arm's process is found by its command line.
        ticks = os.sysconf("SC_CLK_TCK")
        for arm in arms:
            want = [arm["command"], *arm.get("args", [])]
            for pid in filter(str.isdigit, os.listdir("/proc")):
                try:
                    with open(f"/proc/{pid}/cmdline", "rb") as f:
                        argv = [a.decode() for a in f.read().split(b"\0") if a]
                    with open(f"/proc/{pid}/stat") as f:
                        fields = f.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if argv == want and int(fields[1]) == os.getpid():
                    out["arms"][arm["name"]]["cpu_ms"] = (
                        sum(int(x) for x in fields[11:15]) * 1000 / ticks
                    )
        print(json.dumps(out), flush=True)
        # The SDK's orderly shutdown waits seconds for each server to exit; the work is done.
        os._exit(0)


if __name__ == "__main__":
    anyio.run(main)
