"""Section 8: ten million items, skim's shared workload: load, a filter and peak memory.

items-10000000.txt (the generated lines, `😀 mood0000000` from item 1,000,000 on: 16-17 bytes a
line, 166 MB). Two cases, each tool's output checked:
  load + choose: moodpick `--replay` of `0 key end` / `1 key enter` (reads all, chooses the
                 last, prints it); fzy `-e mood9999999`; fzf `--filter mood9999999`: the last line.
  filter:        `mood12345` with moodpick `--filter`, `fzy -e`, `fzf --filter`: every line whose
                 label holds those characters in order (computed here), order aside."""

import os
import re

from common import fmt, item_line, median, ratio_headers, ratio_row, say, table, timed

N = 10_000_000
ROUNDS = int(os.environ.get("BENCH_TEN_MILLION_ROUNDS", "3"))
QUERY = "mood12345"


def expected_matches(query):
    pattern = re.compile(".*".join(re.escape(c) for c in query), re.IGNORECASE)
    return sorted(item_line(i) for i in range(N) if pattern.search(item_line(i)[2:]))


def cases(ctx):
    last = item_line(N - 1)
    script = os.path.join(ctx.work, "choose-last.replay")
    with open(script, "w") as f:
        f.write("0 key end\n1 key enter\n")
    load = {
        "moodpick": [ctx.bin, "--replay", script, "--cols", "80", "--rows", "24"],
        "fzy": ["fzy", "-e", last[2:]],
        **ctx.fzf_commands("--filter", last[2:]),
    }
    search = {
        "moodpick": [ctx.bin, "--filter", QUERY],
        "fzy": ["fzy", "-e", QUERY],
        **ctx.fzf_commands("--filter", QUERY),
    }
    return [("load + choose the last", load, [last]), (f"filter {QUERY}", search, expected_matches(QUERY))]


def run(ctx):
    say("## 8. Ten million items (skim's shared workload): load, a filter, peak memory")
    say("load + choose: moodpick --replay S (S: `0 key end`, `1 key enter`); fzy -e mood<last>; "
        "fzf --filter mood<last> (each fzf)")
    say(f"filter: moodpick --filter {QUERY}; fzy -e {QUERY}; fzf --filter {QUERY} (each fzf)")
    say(f"{ROUNDS} rounds alternating the tools after one uncounted warm-up; "
        "wall around `/usr/bin/time -f %M`, peak RSS from its %M.\n")
    path = ctx.items_file(N)
    rows, ratios, problems = [], [], []
    for name, commands, want in cases(ctx):
        commands = {t: c for t, c in commands.items() if t in ctx.tools}
        runs = {t: [] for t in commands}
        bad = {t: 0 for t in commands}
        for r in range(ROUNDS + 1):
            for tool, cmd in commands.items():
                res = timed(cmd, path, ctx.work)
                got = sorted(res.out.decode("utf-8", "replace").splitlines())
                if res.rc != 0 or got != want:
                    bad[tool] += 1
                    if bad[tool] == 1:
                        problems.append(f"{tool}, {name}: exit {res.rc}, {len(got)} lines (expected {len(want)})")
                if r > 0:
                    runs[tool].append(res)
        results = {}
        for tool in commands:
            walls = [x.wall * 1000 for x in runs[tool]]
            rss = [x.rss_kib / 1024 for x in runs[tool]]
            results[tool] = (median(walls), median(rss))
            rows.append([f"{name} ({len(want):,} lines)", tool, len(walls), fmt(median(walls)), fmt(min(walls)),
                         fmt(max(walls)), fmt(median(rss)), "ok" if bad[tool] == 0 else f"WRONG x{bad[tool]}"])
        ratios.append(ratio_row(name, results, ctx.fzf_names))
    say(table(["case", "tool", "runs", "wall ms (median)", "min", "max", "peak RSS MB", "output"], rows))
    say()
    say(table(ratio_headers("case", ctx.fzf_names), ratios))
    for p in problems:
        say(f"PROBLEM: {p}")
    say()
