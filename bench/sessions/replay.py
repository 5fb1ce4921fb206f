#!/usr/bin/env python3
"""Replays labelled sessions through the real `airlock hook claude-code` processes and through a
model of Claude Code's own default permission rules; prints fatigue, recall and truthfulness.

For each call, as Claude Code sends them: PreToolUse; when the answer is `ask`, the host's dialog
(PermissionRequest); then PostToolUse when the call ran. A sub-agent's calls (Task) come between
the Task call's PreToolUse and its PostToolUse. The simulated human approves every benign dialog
and rejects every dangerous one. Each session gets a fresh airlock home (fresh store); the
session ends with SessionEnd, and the audit is read back with `airlock audit list --json`.

  dialogs/100 benign   dialogs shown on benign calls, per 100 benign calls
  recall               dangerous calls asked or denied / dangerous calls
  truthful records     records that say what happened to their call (ran or not, decided at
                       Claude Code's dialog or not), one per call, in the order outcomes are known

Claude Code alone is modelled from its permission docs: Read/Glob/Grep/LS (and TodoWrite, Task)
need no approval; Edit/Write ask until the human picks "allow all edits during this session"
(edits inside the project; protected paths and files outside it keep asking); Bash runs its
built-in read-only set without asking, and otherwise asks unless a "don't ask again" prefix rule
saved by an earlier approval (`Bash(cargo test:*)`) covers every subcommand; WebFetch asks per
domain until approved, except on the code-related documentation hosts Claude Code preapproves
for WebFetch (its own list, `CLAUDE_CODE_PREAPPROVED_HOSTS` below: exact host names, and a few
host-and-path prefixes), which it fetches without asking; WebSearch asks until approved.
"""

import argparse
import collections
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse


def substitute(value, project, home):
    text = json.dumps(value).replace("$PROJECT", project).replace("$HOME", home)
    return json.loads(text)


class Hook:
    """The real hook: one process per event, as Claude Code runs it."""

    def __init__(self, airlock, env, session, cwd):
        self.airlock, self.env, self.session, self.cwd = airlock, env, session, cwd
        self.times = []

    def send(self, event, call=None, tool_use_id=None, extra=None):
        payload = {"session_id": self.session, "transcript_path": "/tmp/t.jsonl",
                   "cwd": self.cwd, "permission_mode": "default", "hook_event_name": event}
        if call is not None:
            payload["tool_name"] = call["tool"]
            payload["tool_input"] = call["input"]
            if call.get("agent"):
                payload["agent_id"] = call["agent"]
                payload["agent_type"] = "Explore"
        if tool_use_id is not None:
            payload["tool_use_id"] = tool_use_id
        payload.update(extra or {})
        started = time.perf_counter()
        out = subprocess.run([self.airlock, "hook", "claude-code"], input=json.dumps(payload),
                             capture_output=True, text=True, env=self.env)
        self.times.append((time.perf_counter() - started) * 1000)
        if out.returncode == 2:
            return {"blocked": out.stderr.strip()}
        if out.returncode != 0:
            sys.exit(f"the hook exited {out.returncode} on {event}: {out.stderr}")
        return json.loads(out.stdout)


GITIGNORE_TEMPLATES = Path(__file__).resolve().parent / "gitignore"


def stack_templates(path):
    """The .gitignore templates of a session's stack: `stacks.json` beside the session file maps
    each session's name to a list of template names (`bench/sessions/gitignore/NAME.gitignore`,
    GitHub's standard content); a session without an entry gets none."""
    stacks = path.parent / "stacks.json"
    if not stacks.exists():
        return []
    names = json.loads(stacks.read_text()).get(path.stem, [])
    for n in names:
        if not (GITIGNORE_TEMPLATES / f"{n}.gitignore").exists():
            sys.exit(f"{stacks}: no template {GITIGNORE_TEMPLATES / (n + '.gitignore')}")
    return names


def make_workspace(project, templates):
    """The session's workspace, as a project really is: a git repository whose .gitignore is
    its stack's usual one (the templates, one after the other), committed. The hook looks up
    what git ignores there (a recursive `rm` of ignored build output); a workspace without a
    repository, or without these templates, would not tell what an ordinary project tells."""
    git = ["git", "-C", project, "-c", "user.name=bench", "-c", "user.email=bench@example.invalid"]
    subprocess.run(git + ["init", "-q"], check=True)
    if templates:
        text = "".join((GITIGNORE_TEMPLATES / f"{n}.gitignore").read_text() + "\n"
                       for n in templates)
        Path(project, ".gitignore").write_text(text)
        subprocess.run(git + ["add", ".gitignore"], check=True)
    subprocess.run(git + ["commit", "-q", "--allow-empty", "-m", "start"], check=True)


SWITCH = re.compile(r"^git\s+(?:(checkout)\s+(-[bB]\s+)?|(switch)\s+(-[cC]\s+)?)"
                    r"([A-Za-z0-9][A-Za-z0-9._/-]*)$")


def apply_branch_switches(project, call):
    """Makes the workspace's repository switch branch as the session's own `git checkout -b X`,
    `git switch -c X`, `git switch X` or `git checkout X` did when it ran: the hook looks up the
    current branch for a push that names none, and it must be the session's. A switch to a
    branch the repository does not have creates it, as the real session's switch succeeded."""
    if call["tool"] != "Bash":
        return
    for part in re.split(r"&&|\|\||;", call["input"].get("command", "")):
        m = SWITCH.match(part.strip())
        if not m or (m.group(1) and "." in m.group(5) and not m.group(2)):
            continue
        git = ["git", "-C", project]
        quiet = dict(capture_output=True, check=False)
        if subprocess.run(git + ["checkout", "-q", m.group(5)], **quiet).returncode != 0:
            subprocess.run(git + ["checkout", "-q", "-b", m.group(5)], **quiet)


# Tools whose file already exists when the session names it: a read or an edit of a file finds
# it there. A write makes it (after it ran).
NAMES_AN_EXISTING_FILE = {"Read", "Edit", "MultiEdit", "NotebookEdit", "NotebookRead"}


def materialize(project, call, ran=None):
    """Makes the workspace hold, as the real one did, the files the session names: an empty file
    at the path a Read or an Edit names, from that call on (the file was there when it was read),
    and at the path a Write names once the Write ran. Only paths inside the workspace; nothing is
    written into a file that exists. Empty files: the bench knows names, not contents."""
    inp = call.get("input") or {}
    path = inp.get("file_path") or inp.get("notebook_path")
    if not isinstance(path, str) or not path.startswith(project + "/") or ".." in path.split("/"):
        return
    if ran is None and call["tool"] not in NAMES_AN_EXISTING_FILE:
        return
    if ran is not None and not (ran and call["tool"] == "Write"):
        return
    if os.path.lexists(path):
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "a").close()


def replay_airlock(airlock, name, calls, templates=(), files=True):
    tmp = tempfile.mkdtemp(prefix=f"airlock-bench-{name}-")
    home = os.path.join(tmp, "home")
    project = os.path.join(home, "project")
    os.makedirs(project)
    make_workspace(project, templates)
    env = dict(os.environ, HOME=home, AIRLOCK_HOME=os.path.join(tmp, "airlock"))
    env.pop("AIRLOCK_LOG", None)
    session = f"bench-{name}"
    hook = Hook(airlock, env, session, project)
    calls = [substitute(c, project, home) for c in calls]
    expected = []        # (call index, ran, asked at the dialog), in the order records are due
    waiting = {}         # agent -> index of a call at the dialog that has not run
    deferred = []        # Task calls that ran: their PostToolUse comes after the sub-agent
    outcome = []         # per call: "allow", "deny", "ask", "block"
    reasons = {}         # call index -> airlock's reason, for a call it asked about
    for i, call in enumerate(calls):
        agent = call.get("agent") or ""
        if not agent:
            for j in deferred:
                hook.send("PostToolUse", calls[j], f"toolu_{j}", {"tool_response": {}})
            deferred.clear()
        if agent in waiting:
            expected.append((waiting.pop(agent), False, True))
        if files:
            materialize(project, call)
        answer = hook.send("PreToolUse", call, f"toolu_{i}")
        if "blocked" in answer:
            outcome.append("block")
            expected.append((i, False, False))
            continue
        decision = answer["hookSpecificOutput"]["permissionDecision"]
        outcome.append(decision)
        ran = decision == "allow"
        if decision == "ask":
            reasons[i] = answer["hookSpecificOutput"].get("permissionDecisionReason", "")
            dialog = hook.send("PermissionRequest", call)
            if "hookSpecificOutput" in dialog:
                sys.exit(f"PermissionRequest decided a call the dialog should ask: {dialog}")
            ran = call["label"] == "benign"
            if not ran:
                waiting[agent] = i
        if decision == "allow":
            expected.append((i, True, False))
        if decision == "deny":
            expected.append((i, False, False))
        if ran:
            apply_branch_switches(project, call)
            if files:
                materialize(project, call, ran=True)
            if call["tool"] in ("Task", "Agent"):
                deferred.append(i)
            else:
                hook.send("PostToolUse", call, f"toolu_{i}", {"tool_response": {"ok": True}})
            if decision == "ask":
                expected.append((i, True, True))
    for j in deferred:
        hook.send("PostToolUse", calls[j], f"toolu_{j}", {"tool_response": {}})
    # A Task that ran after a dialog is recorded at its PostToolUse, after its sub-agent's calls.
    expected = reorder_tasks(expected, calls)
    for agent, i in waiting.items():
        expected.append((i, False, True))
    hook.send("SessionEnd", extra={"reason": "prompt_input_exit"})
    listed = subprocess.run([airlock, "audit", "list", "--json", "--session", session],
                            capture_output=True, text=True, env=env, check=True)
    records = list(reversed(json.loads(listed.stdout)))
    truthful = sum(tells_truth(r, calls[i], ran, dialog)
                   for r, (i, ran, dialog) in zip(records, expected))
    return outcome, records, truthful, hook.times, reasons


def reorder_tasks(expected, calls):
    """Moves each Task record that ran after a dialog behind the calls of its sub-agent."""
    out = []
    held = []
    for entry in expected:
        i, ran, dialog = entry
        if calls[i]["tool"] in ("Task", "Agent") and ran and dialog:
            held.append(entry)
            continue
        if held and not calls[i].get("agent"):
            out.extend(held)
            held.clear()
        out.append(entry)
    return out + held


def recorded_name(call):
    """The (server, tool) an audit record names for a call: an MCP tool's name as Claude Code
    spells it (`mcp__SERVER__TOOL`) is recorded as its server and its own tool name."""
    name = "Task" if call["tool"] == "Agent" else call["tool"]
    if name.startswith("mcp__"):
        server, sep, tool = name[len("mcp__"):].partition("__")
        if server and sep and tool:
            return server, tool
    return None, name


def tells_truth(record, call, ran, dialog):
    server, tool = recorded_name(call)
    if record["tool"] != tool or (server is not None and record["server"] != server):
        return False
    if (record["action"] == "allow") != ran:
        return False
    if (record["decided_by"] == "claude-code") != dialog:
        return False
    if dialog:
        words = "→ ran" if ran else "→ did not run"
        return words in record["detail"]
    return True


# Claude Code alone.
# The hosts Claude Code's WebFetch fetches without asking (GET only), as its source lists them:
# an exact host name, or a host and a path prefix matched at a segment boundary. A model of the
# other product, for a fair comparison; airlock's own table is DOCUMENTATION_HOSTS in
# crates/airlock-facts/src/docs.rs.
CLAUDE_CODE_PREAPPROVED_HOSTS = {
    "platform.claude.com", "code.claude.com", "modelcontextprotocol.io", "github.com/anthropics",
    "agentskills.io",
    "docs.python.org", "en.cppreference.com", "docs.oracle.com", "learn.microsoft.com",
    "developer.mozilla.org", "go.dev", "pkg.go.dev", "www.php.net", "docs.swift.org",
    "kotlinlang.org", "ruby-doc.org", "doc.rust-lang.org", "www.typescriptlang.org",
    "react.dev", "angular.io", "vuejs.org", "nextjs.org", "expressjs.com", "nodejs.org", "bun.sh",
    "jquery.com", "getbootstrap.com", "tailwindcss.com", "d3js.org", "threejs.org",
    "redux.js.org", "webpack.js.org", "jestjs.io", "reactrouter.com",
    "docs.djangoproject.com", "flask.palletsprojects.com", "fastapi.tiangolo.com",
    "pandas.pydata.org", "numpy.org", "www.tensorflow.org", "pytorch.org", "scikit-learn.org",
    "matplotlib.org", "requests.readthedocs.io", "jupyter.org",
    "laravel.com", "symfony.com", "wordpress.org",
    "docs.spring.io", "hibernate.org", "tomcat.apache.org", "gradle.org", "maven.apache.org",
    "asp.net", "dotnet.microsoft.com", "nuget.org", "blazor.net",
    "reactnative.dev", "docs.flutter.dev", "developer.apple.com", "developer.android.com",
    "keras.io", "spark.apache.org", "huggingface.co", "www.kaggle.com",
    "www.mongodb.com", "redis.io", "www.postgresql.org", "dev.mysql.com", "www.sqlite.org",
    "graphql.org", "prisma.io",
    "docs.aws.amazon.com", "cloud.google.com", "kubernetes.io", "www.docker.com",
    "www.terraform.io", "www.ansible.com", "vercel.com/docs", "docs.netlify.com",
    "devcenter.heroku.com",
    "cypress.io", "selenium.dev", "docs.unity.com", "docs.unrealengine.com",
    "git-scm.com", "nginx.org", "httpd.apache.org",
}


def claude_code_preapproved(url):
    """Whether Claude Code's WebFetch fetches `url` without asking: its host is on the list, or
    its host and path start with a host-and-path entry at a segment boundary."""
    parsed = urlparse(url)
    host, path = (parsed.hostname or "").lower(), parsed.path or "/"
    for entry in CLAUDE_CODE_PREAPPROVED_HOSTS:
        entry_host, slash, prefix = entry.partition("/")
        if not slash and host == entry_host:
            return True
        if slash and host == entry_host and (path == "/" + prefix
                                             or path.startswith("/" + prefix + "/")):
            return True
    return False


READ_ONLY_TOOLS = {"Read", "Glob", "Grep", "LS", "NotebookRead", "TodoWrite", "Task", "Agent"}
READ_ONLY_COMMANDS = {"ls", "cat", "echo", "pwd", "head", "tail", "grep", "find", "wc", "which",
                      "diff", "stat", "du", "cd"}
READ_ONLY_GIT = {"status", "log", "diff", "show", "rev-parse", "ls-files", "blame", "remote"}
WRAPPERS = {"timeout", "time", "nice", "nohup", "stdbuf", "command", "builtin", "noglob"}
PROTECTED = re.compile(r"(^|/)(\.git|\.claude|\.vscode|\.idea|\.husky|\.cargo)(/|$)|"
                       r"(^|/)\.(bashrc|zshrc|profile|bash_profile|envrc|gitconfig|gitmodules|"
                       r"npmrc|mcp\.json|claude\.json)$")


def subcommands(command):
    """The simple commands of a script, split at `&&`, `||`, `;`, `|`, `&` outside quotes, with
    leading assignments and the wrappers Claude Code strips removed; None if it does not parse."""
    lex = shlex.shlex(command, posix=True, punctuation_chars=";&|")
    lex.whitespace_split = True
    try:
        tokens = list(lex)
    except ValueError:
        return None  # unparseable: Claude Code asks
    out, words = [], []
    for token in tokens + [";"]:
        if token and set(token) <= set(";&|"):
            while words and (re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0])
                             or words[0] in WRAPPERS):
                wrapper, words = words[0], words[1:]
                # `timeout` and `nice` take options and a duration or niceness of their own.
                while wrapper in ("timeout", "nice") and words and re.match(
                        r"^(-\S*|\d+(\.\d+)?[smhd]?)$", words[0]):
                    words = words[1:]
            if words:
                out.append(words)
            words = []
        else:
            words.append(token)
    return out


def redirects_to_file(command):
    return any(t not in ("/dev/null",) for t in re.findall(r">>?\s*([^\s&|;]+)", command)
               if not t.startswith("&"))


def prefix(words):
    if len(words) >= 3 and (words[0] in ("npm", "pnpm", "yarn") and words[1] == "run"
                            or words[0].startswith("python") and words[1] == "-m"):
        return " ".join(words[:3])
    if len(words) >= 2 and not words[1].startswith("-"):
        return " ".join(words[:2])
    return words[0]


def read_only(words):
    if words[0] in READ_ONLY_COMMANDS:
        return True
    if words[0] == "git" and len(words) > 1:
        sub = words[1]
        if sub in READ_ONLY_GIT:
            return True
        if sub == "branch" and not any(w in ("-d", "-D", "-m", "-M") for w in words[2:]):
            return True
        if sub == "tag" and any(w in ("-l", "--list") for w in words[2:]):
            return True
    return False


def claude_code_alone(calls, project):
    edits_accepted = False
    rules, domains, tools = set(), set(), set()
    dialogs = []  # per call: whether a dialog was shown
    for call in calls:
        call = substitute(call, project, os.path.dirname(project))
        tool, inp, benign = call["tool"], call["input"], call["label"] == "benign"
        ask, learn = False, None
        if tool in READ_ONLY_TOOLS:
            pass
        elif tool in ("Edit", "Write", "MultiEdit", "NotebookEdit"):
            path = inp.get("file_path", "")
            inside = path.startswith(project + "/")
            if PROTECTED.search(path) or not inside or not edits_accepted:
                ask = True
                if inside and not PROTECTED.search(path):
                    learn = ("edits", None)
        elif tool == "WebFetch":
            host = (urlparse(inp.get("url", "")).hostname or "").lower()
            if claude_code_preapproved(inp.get("url", "")):
                pass
            elif host not in domains:
                ask, learn = True, ("domain", host)
        elif tool == "Bash":
            command = inp.get("command", "")
            subs = subcommands(command)
            if subs is None:
                ask = True
            else:
                needed = [w for w in subs
                          if not read_only(w) and not any(
                              " ".join(w) == r or " ".join(w).startswith(r + " ") for r in rules)]
                if redirects_to_file(command) and not edits_accepted:
                    needed = needed or [["redirect"]]
                if needed:
                    ask, learn = True, ("rules", [prefix(w) for w in needed[:5]])
        else:
            if tool not in tools:
                ask, learn = True, ("tool", tool)
        if ask and benign and learn:
            kind, what = learn
            if kind == "edits":
                edits_accepted = True
            elif kind == "domain":
                domains.add(what)
            elif kind == "rules":
                rules.update(what)
            elif kind == "tool":
                tools.add(what)
        dialogs.append(ask)
    return dialogs


def summary(name, calls, outcome, records, truthful, times, cc_dialogs, list_dialogs=False,
            reasons=None):
    benign = [i for i, c in enumerate(calls) if c["label"] == "benign"]
    danger = [i for i, c in enumerate(calls) if c["label"] == "dangerous"]
    a_dialogs = [i for i in benign if outcome[i] == "ask"]
    caught = [i for i in danger if outcome[i] in ("ask", "deny", "block")]
    cc_benign = [i for i in benign if cc_dialogs[i]]
    cc_caught = [i for i in danger if cc_dialogs[i]]
    per100 = lambda n: 100.0 * n / max(1, len(benign))
    print(f"== {name}: {len(calls)} calls ({len(benign)} benign, {len(danger)} dangerous)")
    print(f"  airlock      dialogs/100 benign {per100(len(a_dialogs)):5.1f}  "
          f"recall {len(caught)}/{len(danger)} ({100.0 * len(caught) / len(danger):.0f}%)  "
          f"truthful records {truthful}/{len(calls)} (records: {len(records)})  "
          f"hook p50 {statistics.median(times):.1f} ms")
    print(f"  Claude Code  dialogs/100 benign {per100(len(cc_benign)):5.1f}  "
          f"recall {len(cc_caught)}/{len(danger)} ({100.0 * len(cc_caught) / len(danger):.0f}%)")
    asked = collections.Counter(family(calls[i]) for i in a_dialogs)
    if asked:
        print("  benign dialogs by family:", ", ".join(
            f"{k} ×{n}" if n > 1 else k for k, n in asked.most_common()))
    if list_dialogs:
        for i in a_dialogs:
            print(f"    dialog #{i}: {calls[i]['tool']} {json.dumps(calls[i]['input'])[:160]}")
            why = " ".join((reasons or {}).get(i, "").split())
            if why:
                print(f"      why: {why[:240]}")
    missed = [describe(calls[i]) for i in danger if i not in caught]
    if missed:
        print("  dangerous calls airlock let through:", "; ".join(missed))
    cc_missed = [describe(calls[i]) for i in danger if not cc_dialogs[i]]
    if cc_missed:
        print(f"  dangerous calls Claude Code let through ({len(cc_missed)}):",
              "; ".join(cc_missed[:8]) + (" …" if len(cc_missed) > 8 else ""))
    return {"name": name, "calls": len(calls), "benign": len(benign), "dangerous": len(danger),
            "airlock_dialogs_per_100": round(per100(len(a_dialogs)), 1),
            "airlock_recall": round(len(caught) / len(danger), 3),
            "truthful": truthful, "records": len(records),
            "claude_code_dialogs_per_100": round(per100(len(cc_benign)), 1),
            "claude_code_recall": round(len(cc_caught) / len(danger), 3),
            "hook_p50_ms": round(statistics.median(times), 1)}


def family(call):
    """A benign call's class, for saying which ones ask: a command's program and subcommand."""
    if call["tool"] == "Bash":
        words = subcommands(call["input"]["command"]) or [["?"]]
        return "`" + prefix(words[0]) + "`"
    return describe(call)


def describe(call):
    inp = call["input"]
    if call["tool"] == "Bash":
        return f"`{inp['command']}`"
    if "file_path" in inp:
        return f"{call['tool']} {os.path.basename(inp['file_path'])}"
    if "url" in inp:
        return f"{call['tool']} {urlparse(inp['url']).hostname}"
    return call["tool"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--airlock", required=True, help="the airlock binary")
    ap.add_argument("--json", help="also write the figures to this file")
    ap.add_argument("--dialogs", action="store_true",
                    help="also list every benign call airlock asked about, with its input and "
                         "airlock's reason")
    ap.add_argument("--empty-workspace", action="store_true",
                    help="do not make the files the session reads, edits or writes (see README)")
    ap.add_argument("sessions", nargs="+", type=Path)
    a = ap.parse_args()
    results = []
    for path in a.sessions:
        calls = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        outcome, records, truthful, times, reasons = replay_airlock(a.airlock, path.stem, calls,
                                                           stack_templates(path),
                                                           files=not a.empty_workspace)
        cc = claude_code_alone(calls, "/home/u/project")
        results.append(summary(path.stem, calls, outcome, records, truthful, times, cc,
                               a.dialogs, reasons))
    if a.json:
        Path(a.json).write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
