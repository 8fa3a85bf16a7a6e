"""Section 5: `--filter QUERY` on a million items, side by side with `fzy -e` and `fzf --filter`.

Two queries on items-1000000.txt: a rare one that matches exactly one line (`mood123456`) and a
broad one that matches about a tenth of them (`mood99`: the numbers with two 9s or more,
114,265 lines). Each tool prints every match; every run's output is checked: the same set of
lines as the expected one (computed here in Python), whatever the order."""

import os
import re

from common import fmt, item_line, median, ratio_headers, ratio_row, say, table, timed

N = 1_000_000
ROUNDS = int(os.environ.get("BENCH_FILTER_ROUNDS", "15"))
QUERIES = [("rare", "mood123456"), ("broad", "mood99")]


def expected_lines(query):
    """The lines a fuzzy query matches: its characters in order, ignoring case."""
    pattern = re.compile(".*".join(re.escape(c) for c in query), re.IGNORECASE)
    return sorted(item_line(i) for i in range(N) if pattern.search(item_line(i)[2:]))


def commands(ctx, query):
    cmds = {
        "moodpick": [ctx.bin, "--filter", query],
        "fzy": ["fzy", "-e", query],
        **ctx.fzf_commands("--filter", query),
    }
    return {t: c for t, c in cmds.items() if t in ctx.tools}


def run(ctx):
    say("## 5. --filter at 1e6 items (print every match of a query)")
    say("moodpick --filter Q < FILE;  fzy -e Q < FILE;  fzf --filter Q < FILE (each fzf)")
    say(f"Rounds alternate the tools; one warm-up round is not counted; {ROUNDS} rounds.")
    say("Wall: perf_counter around `/usr/bin/time -f %M`; peak RSS from that %M.\n")
    path = ctx.items_file(N)
    rows, ratios, problems = [], [], []
    for name, query in QUERIES:
        want = expected_lines(query)
        cmds = commands(ctx, query)
        runs = {t: [] for t in cmds}
        bad = {t: 0 for t in cmds}
        for r in range(ROUNDS + 1):
            for tool, cmd in cmds.items():
                res = timed(cmd, path, ctx.work)
                got = sorted(res.out.decode("utf-8", "replace").splitlines())
                if res.rc != 0 or got != want:
                    bad[tool] += 1
                    if bad[tool] == 1:
                        problems.append(f"{tool}, {name} query {query!r}: exit {res.rc}, {len(got)} lines "
                                        f"(expected {len(want)})")
                if r > 0:
                    runs[tool].append(res)
        results = {}
        for tool in cmds:
            walls = [x.wall * 1000 for x in runs[tool]]
            rss = [x.rss_kib / 1024 for x in runs[tool]]
            results[tool] = (median(walls), median(rss))
            rows.append([f"{name} ({query}, {len(want):,} matches)", tool, len(walls), fmt(median(walls)),
                         fmt(min(walls)), fmt(max(walls)), fmt(median(rss)),
                         "ok" if bad[tool] == 0 else f"WRONG x{bad[tool]}"])
        ratios.append(ratio_row(name, results, ctx.fzf_names))
    say(table(["query", "tool", "runs", "wall ms (median)", "min", "max", "peak RSS MB", "output"], rows))
    say()
    say(table(ratio_headers("query", ctx.fzf_names), ratios))
    for p in problems:
        say(f"PROBLEM: {p}")
    say()
