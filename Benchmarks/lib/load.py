"""Section 1: read every item and choose the last one, non-interactively.

moodpick: `--replay` of `0 key end` / `1 key enter` (reads all, draws frames on a virtual
screen, chooses the last item, prints it). fzy: `-e mood<last>`. fzf: `--filter mood<last>`.
Every run's output is checked against the last line of the file."""

import os

from common import fmt, item_line, median, ratio_headers, ratio_row, say, table, timed

SIZES = [10_000, 100_000, 1_000_000]
RUNS = {10_000: 21, 100_000: 21, 1_000_000: 15}


def commands(ctx, n, path):
    last = f"mood{n - 1:06d}"
    script = os.path.join(ctx.work, "choose-last.replay")
    with open(script, "w") as f:
        f.write("0 key end\n1 key enter\n")
    cmds = {
        "moodpick": [ctx.bin, "--replay", script, "--cols", "80", "--rows", "24"],
        "fzy": ["fzy", "-e", last],
        **ctx.fzf_commands("--filter", last),
    }
    return {t: c for t, c in cmds.items() if t in ctx.tools}


def run(ctx):
    say("## 1. Load + choose (non-interactive: read all items, choose the last, print it)")
    say("moodpick --replay S --cols 80 --rows 24 < FILE   (S: `0 key end`, `1 key enter`)")
    say("fzy -e mood<last> < FILE;  fzf --filter mood<last> < FILE (each fzf)")
    say("Rounds alternate moodpick, fzy and the fzfs; one warm-up round is not counted.")
    say("Wall: perf_counter around `/usr/bin/time -f %M`; peak RSS from that %M.\n")
    rows, ratios, problems = [], [], []
    results = {}
    for n in SIZES:
        path = ctx.items_file(n)
        want = (item_line(n - 1) + "\n").encode()
        cmds = commands(ctx, n, path)
        runs = {t: [] for t in cmds}
        bad = {t: 0 for t in cmds}
        for r in range(RUNS[n] + 1):
            for tool, cmd in cmds.items():
                res = timed(cmd, path, ctx.work)
                ok = res.rc == 0 and res.out == want
                if not ok:
                    bad[tool] += 1
                    if bad[tool] == 1:
                        problems.append(f"{tool} at {n}: exit {res.rc}, output "
                                        f"{res.out[:80]!r} (expected {want!r})")
                if r > 0:
                    runs[tool].append(res)
        for tool in cmds:
            walls = [x.wall * 1000 for x in runs[tool]]
            rss = [x.rss_kib / 1024 for x in runs[tool]]
            results[(n, tool)] = (median(walls), median(rss))
            rows.append([f"{n:,}", tool, len(walls), fmt(median(walls)), fmt(min(walls)),
                         fmt(max(walls)), fmt(median(rss)),
                         "ok" if bad[tool] == 0 else f"WRONG x{bad[tool]}"])
        ratios.append(ratio_row(f"{n:,}", {t: results[(n, t)] for t in cmds}, ctx.fzf_names))
    say(table(["items", "tool", "runs", "wall ms (median)", "min", "max", "peak RSS MB",
               "output"], rows))
    say()
    say(table(ratio_headers("items", ctx.fzf_names), ratios))
    for p in problems:
        say(f"PROBLEM: {p}")
    say()
    return results
