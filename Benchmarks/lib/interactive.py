"""Section 3: interactive figures in tmux at 1e6 items (80 x 24 pane, LANG=C.UTF-8).

* time to first frame: from just before exec (launch.py's CLOCK_MONOTONIC stamp) until
  `capture-pane -p` first shows the first item (its emoji and `mood000000`);
* CPU at rest: utime+stime from /proc/PID/stat, 3 s apart, starting 0.5 s after the first frame;
* bytes per animation frame: `pipe-pane -o 'cat >> FILE'` around one `Right` (a one-cell glide),
  divided by the frames moodpick's `--trace` recorded for it;
* key-to-frame: `send-keys Right` (fzy: `Down`), then `capture-pane -p -e` polled until the
  screen changes, and (moodpick) until the centered item's label changes.
The screen is polled, never slept on; the polling period is measured and printed."""

import os
import re
import shlex
import subprocess
import time

from common import fmt, median, say, table

N = 1_000_000
ROUNDS = int(os.environ.get("BENCH_TTY_ROUNDS", "5"))
IDLE_ROUNDS = 3
IDLE_SECONDS = 3.0
BYTES_PRESSES = 3
KEY_PRESSES = int(os.environ.get("BENCH_KEY_PRESSES", "15"))
LABEL = re.compile(r"mood\d{6}")
HERE = os.path.dirname(os.path.abspath(__file__))
CLK_TCK = os.sysconf("SC_CLK_TCK")


class Pane:
    """One tool in its own tmux server (`tmux -L benchNAME`), in an 80 x 24 session."""

    count = 0

    def __init__(self, ctx, name, cmd, items):
        Pane.count += 1
        self.sock = f"bench{name}{os.getpid()}x{Pane.count}"
        self.stamp = os.path.join(ctx.work, f"{self.sock}.stamp")
        out = os.path.join(ctx.work, f"{self.sock}.out")
        err = os.path.join(ctx.work, f"{self.sock}.err")
        self.err = err
        line = ("env LANG=C.UTF-8 LC_ALL=C.UTF-8 " +
                shlex.join(["python3", os.path.join(HERE, "launch.py"), self.stamp, "--", *cmd]) +
                f" < {shlex.quote(items)} > {shlex.quote(out)} 2> {shlex.quote(err)}")
        self.polls = []
        self.tmux("-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "b",
                  line, ";", "set-option", "-t", "b", "remain-on-exit", "on")
        deadline = time.monotonic() + 10
        while not os.path.exists(self.stamp):
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not start in tmux")
            time.sleep(0.0005)
        with open(self.stamp) as f:
            pid, t0 = f.read().split()
        self.pid, self.t0 = int(pid), float(t0)

    def tmux(self, *args):
        return subprocess.run(["tmux", "-L", self.sock, *args],
                              capture_output=True, text=True).stdout

    def capture(self, escapes=False):
        t = time.monotonic()
        s = self.tmux("capture-pane", "-p", *(["-e"] if escapes else []), "-t", "b")
        self.polls.append(time.monotonic() - t)
        return s

    def wait_for(self, pred, timeout=20, escapes=False):
        """Polls the screen until pred(screen); returns (time it was seen, screen)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            s = self.capture(escapes)
            if pred(s):
                return time.monotonic(), s
        return None, None

    def send(self, key):
        self.tmux("send-keys", "-t", "b", key)

    def alive(self):
        try:
            with open(f"/proc/{self.pid}/stat") as f:
                return f.read().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            return False

    def cpu_ticks(self):
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime

    def stderr(self):
        try:
            with open(self.err, errors="replace") as f:
                return " / ".join(f.read().strip().splitlines()[:2])
        except OSError:
            return ""

    def close(self):
        if self.alive():
            self.send("Escape")
            deadline = time.monotonic() + 2
            while self.alive() and time.monotonic() < deadline:
                time.sleep(0.01)
        self.tmux("kill-server")


def first_item_shown(screen):
    return "\U0001F600" in screen and "mood000000" in screen


def count_lines(path):
    try:
        with open(path, "rb") as f:
            return sum(1 for _ in f)
    except OSError:
        return 0


def wait_trace_rest(trace, quiet=0.25, timeout=10):
    """Waits until the --trace file has not grown for `quiet` seconds; returns its line count."""
    deadline = time.monotonic() + timeout
    last, since = count_lines(trace), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.02)
        c = count_lines(trace)
        if c != last:
            last, since = c, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return c
    return last


def task_totals(pid):
    """CPU ns (schedstat) and context switches, summed over the process's threads."""
    ns = switches = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                ns += int(f.read().split()[0])
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                for line in f:
                    if "ctxt_switches:" in line:
                        switches += int(line.split()[-1])
        except (OSError, ValueError, IndexError):
            pass
    return ns, switches


def idle_cpu(pane):
    """(utime+stime ms, schedstat CPU ms, context switches) over IDLE_SECONDS at rest."""
    a, (a_ns, a_sw) = pane.cpu_ticks(), task_totals(pane.pid)
    time.sleep(IDLE_SECONDS)
    b, (b_ns, b_sw) = pane.cpu_ticks(), task_totals(pane.pid)
    return (b - a) * 1000 / CLK_TCK, (b_ns - a_ns) / 1e6, b_sw - a_sw


def commands(ctx, trace):
    cmds = {"moodpick": [ctx.bin, "--trace", trace], "fzy": ["fzy"]}
    return {t: c for t, c in cmds.items() if t in ctx.tools}


def run(ctx):
    say("## 3. Interactive, in tmux (80 x 24 pane, LANG=C.UTF-8), 1e6 items")
    items = ctx.items_file(N)
    trace = os.path.join(ctx.work, "tty.trace")
    problems, polls = [], []
    ttff = {}
    idle = {}
    cmds = commands(ctx, trace)
    for r in range(ROUNDS):
        for tool, cmd in cmds.items():
            if os.path.exists(trace):
                os.remove(trace)
            pane = Pane(ctx, tool, cmd, items)
            try:
                seen, _ = pane.wait_for(first_item_shown)
                if seen is None:
                    problems.append(f"{tool}: the first item never showed in 20 s "
                                    f"(alive: {pane.alive()}; stderr: {pane.stderr()})")
                    continue
                ttff.setdefault(tool, []).append((seen - pane.t0) * 1000)
                if r < IDLE_ROUNDS and pane.alive():
                    time.sleep(0.5)
                    idle.setdefault(tool, []).append(idle_cpu(pane))
            finally:
                polls += pane.polls
                pane.close()
    res = median(polls) * 1000 if polls else float("nan")
    say(f"Time to first frame: launch (just before exec) to the first item on screen; "
        f"{ROUNDS} runs each, alternating. CPU at rest: {IDLE_SECONDS:.0f} s after the first "
        f"frame (+0.5 s), {IDLE_ROUNDS} runs each. Polling period (one capture-pane): "
        f"median {res:.1f} ms.")
    rows = []
    for tool in cmds:
        t = ttff.get(tool, [])
        i = idle.get(tool, [])
        rows.append([tool, len(t), fmt(median(t)), fmt(min(t) if t else None),
                     fmt(max(t) if t else None), len(i),
                     fmt(median([x[0] for x in i]), 0), fmt(median([x[1] for x in i]), 3),
                     fmt(median([x[2] for x in i]), 0)])
    say(table(["tool", "runs", "first frame ms (median)", "min", "max", "idle runs",
               "idle utime+stime ms", "idle CPU ms (schedstat)", "context switches"], rows))
    if "moodpick" in ttff and "fzy" in ttff:
        say(f"first frame moodpick/fzy: {median(ttff['moodpick']) / median(ttff['fzy']):.2f}x")
    say(f"Idle columns: medians over {IDLE_SECONDS:.0f} s; utime+stime from /proc/PID/stat "
        f"counts {1000 / CLK_TCK:.0f} ms clock ticks; schedstat (all threads) counts ns; "
        f"context switches (voluntary + not, all threads) show wakeups.")
    say()
    if "moodpick" in cmds:
        per_frame(ctx, items, trace, problems)
    key_latency(ctx, items, trace, problems)
    for p in problems:
        say(f"PROBLEM: {p}")
    say()


def per_frame(ctx, items, trace, problems):
    """Bytes written to the terminal per animation frame, over one-cell glides."""
    if os.path.exists(trace):
        os.remove(trace)
    pane = Pane(ctx, "bytes", [ctx.bin, "--trace", trace], items)
    rows = []
    try:
        seen, screen = pane.wait_for(first_item_shown)
        if seen is None:
            problems.append(f"bytes per frame: moodpick showed no first frame ({pane.stderr()})")
            return
        strip_row = max(screen.splitlines(), key=lambda r: r.count("\U0001F600") + sum(
            1 for ch in r if ord(ch) >= 0x1F300))
        for i in range(BYTES_PRESSES):
            before = wait_trace_rest(trace)
            out = os.path.join(ctx.work, f"pipe-{i}.bytes")
            pane.tmux("pipe-pane", "-o", "-t", "b", f"cat >> {shlex.quote(out)}")
            time.sleep(0.1)
            pane.send("Right")
            after = wait_trace_rest(trace)
            pane.tmux("pipe-pane", "-t", "b")  # closes the pipe
            time.sleep(0.1)
            size = os.path.getsize(out) if os.path.exists(out) else 0
            frames = after - before
            rows.append([i + 1, size, frames, fmt(size / frames, 0) if frames else "-"])
            if frames == 0:
                problems.append("bytes per frame: a Right press drew no frame in --trace")
    finally:
        pane.close()
    say("Bytes per animation frame: one Right press (a one-cell glide) at a time, "
        "pipe-pane -o around it; frames from moodpick's --trace.")
    say(table(["press", "bytes written", "frames drawn", "bytes per frame"], rows))
    per = [r[1] / r[2] for r in rows if r[2]]
    if per:
        say(f"median bytes per frame: {median(per):.0f}; for scale, the strip row as text "
            f"(no escapes) is {len(strip_row.rstrip().encode())} bytes.")
    say()


def key_latency(ctx, items, trace, problems):
    """Key-to-frame: send-keys, then poll capture-pane -p -e until the screen changes."""
    cmds = {"moodpick": ([ctx.bin, "--trace", trace], "Right"), "fzy": (["fzy"], "Down")}
    rows, polls = [], []
    for tool, (cmd, key) in cmds.items():
        if tool not in ctx.tools:
            continue
        if os.path.exists(trace):
            os.remove(trace)
        pane = Pane(ctx, f"key{tool}", cmd, items)
        change, label, sends = [], [], []
        try:
            if pane.wait_for(first_item_shown)[0] is None:
                problems.append(f"key latency: {tool} showed no first frame ({pane.stderr()})")
                continue
            for _ in range(KEY_PRESSES):
                if tool == "moodpick":
                    wait_trace_rest(trace, quiet=0.15)
                else:
                    time.sleep(0.15)
                before = pane.capture(escapes=True)
                labels0 = LABEL.findall(before)
                pane.polls.clear()
                t = time.monotonic()
                pane.send(key)
                sends.append(time.monotonic() - t)
                got, s = pane.wait_for(lambda s: s != before, timeout=2, escapes=True)
                if got is None:
                    problems.append(f"key latency: {tool} screen did not change after {key}")
                    continue
                change.append((got - t) * 1000)
                if tool == "moodpick":
                    got2 = got if LABEL.findall(s) != labels0 else pane.wait_for(
                        lambda s: LABEL.findall(s) != labels0, timeout=2, escapes=True)[0]
                    if got2 is None:
                        problems.append("key latency: moodpick's label did not change after Right")
                    else:
                        label.append((got2 - t) * 1000)
                polls += pane.polls
        finally:
            pane.close()
        rows.append([tool, key, len(change), fmt(median(change)),
                     fmt(min(change) if change else None), fmt(max(change) if change else None),
                     fmt(median(label)) if label else "-", fmt(median(sends) * 1000)])
    res = median(polls) * 1000 if polls else float("nan")
    say(f"Key-to-frame: clock from just before `tmux send-keys` to the end of the first "
        f"`capture-pane -p -e` that differs; {KEY_PRESSES} presses each, at rest before each. "
        f"Polling period: median {res:.1f} ms; the send-keys call alone is in the last column.")
    say(table(["tool", "key", "presses", "to screen change ms (median)", "min", "max",
               "to label change ms (median)", "send-keys call ms"], rows))
