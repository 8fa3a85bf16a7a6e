"""Section 3: interactive figures in tmux at 1e6 items (80 x 24 pane, LANG=C.UTF-8).

* time to first frame: from just before exec (launch.py's CLOCK_MONOTONIC stamp) until
  `capture-pane -p` first shows the first item (its emoji and `mood000000`);
* CPU at rest: utime+stime from /proc/PID/stat, 3 s apart, starting once the screen has been
  still for 0.5 s after the first frame;
* bytes per animation frame: `pipe-pane -o 'cat >> FILE'` around one `Right` (a one-cell glide),
  divided by the frames moodpick's `--trace` recorded for it;
* key-to-frame: `send-keys Right` (fzy: `Down`; each fzf: `Up`), then `capture-pane -p -e`
  polled until the screen changes, and (moodpick) until the centered item's label changes.
fzy and each fzf (Debian's 0.38, PyPI's today) run beside moodpick wherever they can: the first
frame, the CPU at rest and the key-to-frame; the bytes per frame are moodpick's alone.
The screen is polled, never slept on; the polling period is measured and printed."""

import os
import re
import shlex
import subprocess
import time

from common import fmt, median, say, table

N = 1_000_000
ROUNDS = int(os.environ.get("BENCH_TTY_ROUNDS", "7"))
IDLE_ROUNDS = 3
IDLE_SECONDS = 3.0
BYTES_PRESSES = 3
KEY_PRESSES = int(os.environ.get("BENCH_KEY_PRESSES", "21"))
LABEL = re.compile(r"mood\d{6}")
HERE = os.path.dirname(os.path.abspath(__file__))
CLK_TCK = os.sysconf("SC_CLK_TCK")


class Pane:
    """One tool in its own tmux server (`tmux -L bench-NAME-...`), in an 80 x 24 session. Its
    standard error goes to a file, unless stderr_is_terminal (fzf 0.38 draws on it)."""

    count = 0

    def __init__(self, ctx, name, cmd, items, stderr_is_terminal=False):
        Pane.count += 1
        self.sock = f"bench-{re.sub(r'[^A-Za-z0-9]', '', name)}-{os.getpid()}-{Pane.count}"
        self.stamp = os.path.join(ctx.work, f"{self.sock}.stamp")
        out = os.path.join(ctx.work, f"{self.sock}.out")
        err = os.path.join(ctx.work, f"{self.sock}.err")
        self.err = err
        line = ("env LANG=C.UTF-8 LC_ALL=C.UTF-8 " +
                shlex.join(["python3", os.path.join(HERE, "launch.py"), self.stamp, "--", *cmd]) +
                f" < {shlex.quote(items)} > {shlex.quote(out)}" +
                ("" if stderr_is_terminal else f" 2> {shlex.quote(err)}"))
        self.polls = []
        self.tmux("-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "b",
                  line, ";", "set-option", "-t", "b", "remain-on-exit", "on")
        self.socket = self.tmux("display-message", "-p", "-t", "b", "#{socket_path}").strip()
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
        if self.socket and os.path.basename(self.socket) == self.sock:
            try:
                os.remove(self.socket)
            except OSError:
                pass


def first_item_shown(screen):
    return "\U0001F600" in screen and "mood000000" in screen


# The bytes-per-frame and key-to-frame sessions start moodpick in the middle of the list, so
# that the strip row is full on both sides of the centered cell, as it is almost everywhere.
MIDDLE = N // 2


def middle_shown(screen):
    return f"mood{MIDDLE:06d}" in screen


def count_lines(path):
    try:
        with open(path, "rb") as f:
            return sum(1 for _ in f)
    except OSError:
        return 0


def wait_screen_rest(pane, quiet=0.3, timeout=10):
    """Polls `capture-pane -p -e` until the screen has not changed for `quiet` seconds."""
    deadline = time.monotonic() + timeout
    last, since = pane.capture(escapes=True), time.monotonic()
    while time.monotonic() < deadline:
        s = pane.capture(escapes=True)
        if s != last:
            last, since = s, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return True
    return False


def trace_bursts(path, gap_ms=200):
    """The frames of a --trace file, grouped into bursts separated by more than gap_ms."""
    bursts = []
    try:
        with open(path) as f:
            times = [float(line.split()[0]) for line in f if line.strip()]
    except (OSError, ValueError, IndexError):
        return None
    for i, t in enumerate(times):
        if i == 0 or t - times[i - 1] > gap_ms:
            bursts.append(0)
        bursts[-1] += 1
    return bursts


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


def commands(ctx):
    cmds = {"moodpick": [ctx.bin], "fzy": ["fzy"], **ctx.fzf_commands()}
    return {t: c for t, c in cmds.items() if t in ctx.tools}


def run(ctx):
    say("## 3. Interactive, in tmux (80 x 24 pane, LANG=C.UTF-8), 1e6 items")
    items = ctx.items_file(N)
    trace = os.path.join(ctx.work, "tty.trace")
    problems, polls = [], []
    ttff = {}
    idle = {}
    cmds = commands(ctx)
    for r in range(ROUNDS):
        for tool, cmd in cmds.items():
            pane = Pane(ctx, tool, cmd, items, stderr_is_terminal=tool in ctx.fzf_names)
            try:
                seen, _ = pane.wait_for(first_item_shown)
                if seen is None:
                    problems.append(f"{tool}: the first item never showed in 20 s "
                                    f"(alive: {pane.alive()}; stderr: {pane.stderr()})")
                    continue
                ttff.setdefault(tool, []).append((seen - pane.t0) * 1000)
                if r < IDLE_ROUNDS and pane.alive():
                    # At rest first: fzf draws its first items while it still reads the rest.
                    wait_screen_rest(pane, quiet=0.5, timeout=30)
                    idle.setdefault(tool, []).append(idle_cpu(pane))
            finally:
                polls += pane.polls
                pane.close()
    res = median(polls) * 1000 if polls else float("nan")
    say(f"Time to first frame: launch (just before exec) to the first item on screen; "
        f"{ROUNDS} runs each, alternating (fzf: its first item, drawn while it still reads). CPU at "
        f"rest: {IDLE_SECONDS:.0f} s once the screen has been still for 0.5 s after the first frame, "
        f"{IDLE_ROUNDS} runs each. Polling period (one capture-pane): "
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
    key_latency(ctx, items, problems)
    for p in problems:
        say(f"PROBLEM: {p}")
    say()


def per_frame(ctx, items, trace, problems):
    """Bytes written to the terminal per animation frame, over one-cell glides.

    moodpick writes its --trace file when it exits, so the frames of each glide are counted
    afterwards: the glides are bursts of frames separated by the rests between presses."""
    if os.path.exists(trace):
        os.remove(trace)
    pane = Pane(ctx, "bytes", [ctx.bin, "--start", str(MIDDLE), "--trace", trace], items)
    sizes = []
    try:
        seen, screen = pane.wait_for(middle_shown)
        if seen is None:
            problems.append(f"bytes per frame: moodpick showed no first frame ({pane.stderr()})")
            return
        strip_row = max(screen.splitlines(), key=lambda r: sum(1 for ch in r if ord(ch) >= 0x1F300))
        wait_screen_rest(pane)
        for i in range(BYTES_PRESSES):
            out = os.path.join(ctx.work, f"pipe-{i}.bytes")
            pane.tmux("pipe-pane", "-o", "-t", "b", f"cat >> {shlex.quote(out)}")
            time.sleep(0.1)
            pane.send("Right")
            if not wait_screen_rest(pane):
                problems.append("bytes per frame: the screen did not come to rest after Right")
            pane.tmux("pipe-pane", "-t", "b")  # closes the pipe
            time.sleep(0.1)
            sizes.append(os.path.getsize(out) if os.path.exists(out) else 0)
    finally:
        pane.close()
    bursts = trace_bursts(trace)
    if not bursts or len(bursts) != 1 + BYTES_PRESSES:
        problems.append(f"bytes per frame: --trace shows frame bursts {bursts}, expected the "
                        f"first frame(s) then {BYTES_PRESSES} glides")
        frames = [None] * BYTES_PRESSES
    else:
        frames = bursts[1:]
    rows = [[i + 1, sizes[i], frames[i] if frames[i] else "-",
             fmt(sizes[i] / frames[i], 0) if frames[i] else "-"] for i in range(len(sizes))]
    say(f"Bytes per animation frame: moodpick --start {MIDDLE} --trace T; one Right press "
        "(a one-cell glide) at a time, at rest before and after, pipe-pane -o around it; "
        "frames counted in T.")
    say(table(["press", "bytes written", "frames drawn", "bytes per frame"], rows))
    per = [r[1] / r[2] for r in rows if isinstance(r[2], int)]
    if per:
        say(f"median bytes per frame: {median(per):.0f}; for scale, the strip row as text "
            f"(no escapes) is {len(strip_row.rstrip().encode())} bytes.")
    say()


def key_latency(ctx, items, problems):
    """Key-to-frame: send-keys, then poll capture-pane -p -e until the screen changes."""
    cmds = {"moodpick": ([ctx.bin, "--start", str(MIDDLE)], "Right", middle_shown),
            "fzy": (["fzy"], "Down", first_item_shown),
            **{name: (cmd, "Up", first_item_shown) for name, cmd in ctx.fzf_commands().items()}}
    rows, polls = [], []
    for tool, (cmd, key, shown) in cmds.items():
        if tool not in ctx.tools:
            continue
        pane = Pane(ctx, f"key{tool}", cmd, items, stderr_is_terminal=tool in ctx.fzf_names)
        change, label, sends = [], [], []
        try:
            if pane.wait_for(shown)[0] is None:
                problems.append(f"key latency: {tool} showed no first frame ({pane.stderr()})")
                continue
            for _ in range(KEY_PRESSES):
                wait_screen_rest(pane, quiet=0.15)
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
    if "moodpick" in ctx.tools:
        rows.append(replay_key_to_frame(ctx, items, problems))
    res = median(polls) * 1000 if polls else float("nan")
    say(f"Key-to-frame: clock from just before `tmux send-keys` to the end of the first "
        f"`capture-pane -p -e` that differs; {KEY_PRESSES} presses each, at rest before each. "
        f"Polling period: median {res:.1f} ms; the send-keys call alone is in the last column. "
        f"`moodpick (replay)`: the same presses in a --replay, on moodpick's own clock, from "
        f"the key's time to the first --trace frame after it and to the first frame whose "
        f"centered index differs (no tmux in it).")
    say(table(["tool", "key", "presses", "to screen change ms (median)", "min", "max",
               "to label change ms (median)", "send-keys call ms"], rows))


def replay_key_to_frame(ctx, items, problems, presses=20):
    """Key-to-frame on moodpick's virtual clock: a replay of `right` presses 1 s apart, each
    at a different phase of the 60 Hz frame grid; the --trace frames after each key."""
    import random
    rng = random.Random(9)
    keys = [1000.0 * i + rng.uniform(0, 1000 / 60) for i in range(1, presses + 1)]
    script = os.path.join(ctx.work, "key-to-frame.replay")
    trace = os.path.join(ctx.work, "key-to-frame.trace")
    with open(script, "w") as f:
        f.write("".join(f"{k:.3f} key right\n" for k in keys))
        f.write(f"{keys[-1] + 1000:.3f} key enter\n")
    with open(items, "rb") as fin:
        p = subprocess.run([ctx.bin, "--replay", script, "--trace", trace, "--start",
                            str(MIDDLE), "--cols", "80", "--rows", "24"],
                           stdin=fin, capture_output=True)
    want = f"mood{MIDDLE + presses:06d}"
    if p.returncode != 0 or want not in p.stdout.decode("utf-8", "replace"):
        problems.append(f"replay key-to-frame: exit {p.returncode}, output {p.stdout[:40]!r}, "
                        f"expected {want}")
    frames = []
    with open(trace) as f:
        for line in f:
            t, _, idx = line.split()
            frames.append((float(t), int(idx)))
    first, label = [], []
    for k, nxt in zip(keys, keys[1:] + [float("inf")]):
        before = [i for t, i in frames if t <= k]
        idx0 = before[-1] if before else None
        after = [(t, i) for t, i in frames if k < t < nxt]
        if after:
            first.append(after[0][0] - k)
            changed = [t for t, i in after if i != idx0]
            if changed:
                label.append(changed[0] - k)
    return ["moodpick (replay)", "right", len(first), fmt(median(first)),
            fmt(min(first) if first else None), fmt(max(first) if first else None),
            fmt(median(label)) if label else "-", "-"]
