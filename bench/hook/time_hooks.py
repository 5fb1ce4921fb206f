"""Times whole hook processes: each command is started with the payload on its standard input
and its output discarded, the commands taking turns, and the median and 90th percentile wall
time of each, and its mean CPU time, are printed as JSON. A command that does not exit 0 stops the run.

    python3 time_hooks.py RUNS PAYLOAD NAME=ARGV_JSON...

ARGV_JSON is a list, or an object {"argv": [...], "env": {...}} whose env is added to this
process's environment for that command.
"""

import json
import os
import resource
import statistics
import subprocess
import sys
import time


def main() -> None:
    runs, payload = int(sys.argv[1]), sys.argv[2]
    commands = {}
    for spec in sys.argv[3:]:
        name, argv = spec.split("=", 1)
        argv = json.loads(argv)
        if isinstance(argv, dict):
            commands[name] = (argv["argv"], {**os.environ, **argv.get("env", {})})
        else:
            commands[name] = (argv, None)
    times = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    for i in range(runs + 10):
        for name, (argv, env) in commands.items():
            with open(payload, "rb") as stdin:
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter_ns()
                done = subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, env=env)
                elapsed = time.perf_counter_ns() - start
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if done.returncode != 0:
                sys.exit(f"{name} exited with {done.returncode}")
            if i >= 10:  # the first ten are warm-up
                times[name].append(elapsed / 1e6)
                # The process's own CPU time (user and system): unlike the wall time, it does
                # not grow with the other processes on a busy machine.
                cpu[name].append(
                    (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1e3
                )
    out = {}
    for name, t in times.items():
        t.sort()
        out[name] = {
            "median_ms": statistics.median(t),
            "p90_ms": t[int(len(t) * 0.9)],
            "min_ms": t[0],
            "cpu_mean_ms": statistics.fmean(cpu[name]),
        }
    print(json.dumps(out))


main()
