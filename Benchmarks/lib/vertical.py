"""Section 12: the vertical layout (`--layout reverse`, docs/CONTRACT.md §19) at 1e3 and 1e6
items, beside fzf (`--height 40% --reverse`): the first frame and the cost of a frame.

A. On a pty (section 10's harness: 80 x 24, the harness answering the start-up requests), per
   tool and size: the first frame, from the fork to the first read that holds the whole count
   (moodpick `1/N`, fzf `N/N`: every item read and drawn); then BENCH_VERTICAL_KEYS keys, Down
   and Up alternately, each after SETTLE_MS of quiet, timed from the write to the frame's end
   marker (`CSI ? 2026 l`, `CSI ? 25 h` for fzf 0.38). Enter must then print the item the keys
   lead to.
B. Headless (section 2's method): section 2's glide script with Down/Up for Right/Left,
   replayed upright (`--layout vertical --fullscreen`, 80 x 24) on 1e3 and 1e6 items, against a
   load-only run; CPU per frame = (glide - load) / (frames(glide) - frames(load)), medians of
   BENCH_VERTICAL_ROUNDS rounds, and the ratio 1e6 / 1e3."""

import os
import time

import frame_latency
from common import fmt, item_line, median, say, table
from frames import count_lines, glide_script, measure

SIZES = [1_000, 1_000_000]
KEYS = int(os.environ.get("BENCH_VERTICAL_KEYS", "41"))
ROUNDS = int(os.environ.get("BENCH_VERTICAL_ROUNDS", "5"))
PRESSES = int(os.environ.get("BENCH_VERTICAL_PRESSES", "1000"))


def tools(ctx):
    """(name, command, the count that shows every item read, as bytes for size n)."""
    found = []
    if "moodpick" in ctx.tools:
        found.append(("moodpick", [ctx.bin, "--layout", "reverse", "--height", "40%"], lambda n: f"1/{n}".encode()))
    for name, cmd in ctx.fzf_commands("--height", "40%", "--reverse").items():
        found.append((name, cmd, lambda n: f"{n}/{n}".encode()))
    return found


def first_frame(session, needle, t0, timeout=60):
    """ms from t0 to the read that completes `needle` in the tool's output; None if never."""
    seen = b""
    deadline = t0 + timeout
    while time.monotonic() < deadline:
        at, data = session.read(0.05)
        if data:
            session.startup += data
            seen = (seen + data)[-(len(needle) + len(data)):]
            if needle in seen:
                return (at - t0) * 1000
    return None


def pty_rows(ctx, problems):
    rows = []
    for n in SIZES:
        items = ctx.items_file(n)
        for name, cmd, count in tools(ctx):
            out = os.path.join(ctx.work, f"vertical-{name.replace(' ', '-')}-{n}.out")
            t0 = time.monotonic()
            s = frame_latency.Session(name, cmd, (frame_latency.DOWN, frame_latency.UP), items, out)
            first = first_frame(s, count(n), t0)
            s.quiet_for(frame_latency.START_QUIET_S, frame_latency.START_TIMEOUT_S, keep=True)
            marker = s.frame_end()
            ends = []
            for k in range(KEYS):
                s.quiet_for(frame_latency.SETTLE_MS / 1000, frame_latency.KEY_TIMEOUT_S)
                got = s.press(s.keys[k % 2], marker)
                if got[1] is not None:
                    ends.append(got[1])
            rc, printed = s.finish()
            want = (item_line(KEYS % 2) + "\n").encode()
            if rc != 0 or printed != want:
                problems.append(f"{name} at {n:,}: Enter printed {printed[:40]!r}, exit {rc} (expected {want!r})")
            if first is None:
                problems.append(f"{name} at {n:,}: the whole count {count(n)!r} never showed")
            rows.append([f"{n:,}", name, fmt(first, 1), len(ends), fmt(median(ends), 2),
                         fmt(frame_latency.percentile(ends, 95), 2)])
    return rows


def replay_rows(ctx, problems):
    text, chosen = glide_script(PRESSES)
    text = text.replace(" key right", " key down").replace(" key left", " key up")
    glide = os.path.join(ctx.work, "vertical-glide.replay")
    load_only = os.path.join(ctx.work, "vertical-load.replay")
    with open(glide, "w") as f:
        f.write(text)
    with open(load_only, "w") as f:
        f.write("0 key enter\n")
    trace = os.path.join(ctx.work, "vertical.trace")
    costs = {(n, k): [] for n in SIZES for k in ("glide", "load")}
    frames = {}
    for r in range(ROUNDS + 1):
        for n in SIZES:
            for kind, script, index in (("glide", glide, chosen(n)), ("load", load_only, 0)):
                if os.path.exists(trace):
                    os.remove(trace)
                cmd = [ctx.bin, "--layout", "vertical", "--fullscreen", "--replay", script, "--trace", trace,
                       "--cols", "80", "--rows", "24"]
                cost, out, rc = measure(ctx, cmd, ctx.items_file(n), False)
                want = (item_line(index) + "\n").encode()
                if rc != 0 or out != want:
                    problems.append(f"vertical {kind} replay at {n:,}: exit {rc}, output {out[:40]!r}, expected {want!r}")
                frames[(n, kind)] = count_lines(trace) or 0
                if r > 0:
                    costs[(n, kind)].append(cost["cpu"])
    rows, per_frame = [], {}
    for n in SIZES:
        g, ld = median(costs[(n, "glide")]), median(costs[(n, "load")])
        fg, fl = frames[(n, "glide")], frames[(n, "load")]
        per_frame[n] = (g - ld) * 1e6 / (fg - fl) if fg > fl else float("nan")
        rows.append([f"{n:,}", fmt(g * 1000, 1), fmt(ld * 1000, 1), fg, fl, fmt(per_frame[n], 2) + " µs"])
    return rows, per_frame


def run(ctx):
    say("## 12. The vertical layout: first frame and per-frame cost, 1e3 and 1e6 items")
    if "moodpick" not in ctx.tools:
        say(f"skipped: moodpick is not available ({ctx.moodpick_problem})\n")
        return
    problems = []
    say(f"A. pty 80 x 24: moodpick --layout reverse --height 40%, fzf --height 40% --reverse; first frame = fork "
        f"to the whole count on screen; then {KEYS} keys Down/Up, each after {frame_latency.SETTLE_MS} ms of quiet, "
        "key to frame end.\n")
    say(table(["items", "tool", "first frame ms", "keys", "key to frame end ms (median)", "p95"], pty_rows(ctx, problems)))
    rows, per_frame = replay_rows(ctx, problems)
    say(f"\nB. headless: {PRESSES} Down/Up presses (section 2's script, turned upright), --layout vertical --fullscreen "
        f"80 x 24, {ROUNDS} rounds, CPU medians.\n")
    say(table(["items", "glide CPU ms", "load-only CPU ms", "frames (glide)", "frames (load)", "CPU per frame"], rows))
    a, b = per_frame.get(1_000_000), per_frame.get(1_000)
    if a == a and b == b and b:
        say(f"per-frame ratio 1e6 / 1e3 items, CPU time: {a / b:.3f} (docs/CONTRACT.md §9: within 1.10)")
    for p in problems:
        say(f"PROBLEM: {p}")
    say()
