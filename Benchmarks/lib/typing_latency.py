"""Section 6: typing a query at a million items, in tmux (80 x 24 pane, LANG=C.UTF-8).

moodpick runs on items-1000000.txt; a 4-letter query is typed one key at a time. For each key
the clock runs from just before `tmux send-keys` until `capture-pane -p` shows the typed text
and that query's `matches/total` count (computed here in Python, as section 5 does), i.e. until
the matches are on the screen. The next key is sent only then. Between rounds Ctrl-U clears the
query. Next to each key: `moodpick --filter` for the same query, the whole run (reading the
file, searching, printing), as the floor a keystroke is compared with (docs/CONTRACT.md §9b:
within 2 frames of it). Later keys narrow the query, so the picker searches only the previous
matches while `--filter` searches every item."""

import os
import re
import time

from common import fmt, item_line, median, say, table, timed
from interactive import Pane, first_item_shown

N = 1_000_000
QUERY = "5678"
ROUNDS = int(os.environ.get("BENCH_TYPING_ROUNDS", "5"))
FILTER_ROUNDS = int(os.environ.get("BENCH_TYPING_FILTER_ROUNDS", "5"))


def match_count(query):
    """How many items a fuzzy query matches: its characters in order in the label, ignoring case."""
    pattern = re.compile(".*".join(re.escape(c) for c in query), re.IGNORECASE)
    return sum(1 for i in range(N) if pattern.search(item_line(i)[2:]))


def run(ctx):
    say("## 6. Typing a query at 1e6 items (each key to its matches on the screen)")
    if "moodpick" not in ctx.tools:
        say("moodpick left out\n")
        return
    path = ctx.items_file(N)
    prefixes = [QUERY[:k] for k in range(1, len(QUERY) + 1)]
    counts = {p: match_count(p) for p in prefixes}
    say(f"Query `{QUERY}` typed one key at a time, {ROUNDS} rounds (Ctrl-U between them); "
        f"`--filter`: {FILTER_ROUNDS} runs per query after one warm-up.\n")
    per_key = {p: [] for p in prefixes}
    problems = []
    pane = Pane(ctx, "typing", [ctx.bin], path)
    try:
        if pane.wait_for(first_item_shown, timeout=60)[0] is None:
            say(f"PROBLEM: moodpick showed no first frame ({pane.stderr()})\n")
            return
        for _ in range(ROUNDS):
            for prefix in prefixes:
                want = f"{counts[prefix]}/{N}"
                t = time.monotonic()
                pane.send(prefix[-1])
                got, _ = pane.wait_for(
                    lambda s, p=prefix, w=want: any(line.lstrip().startswith(f"> {p}") and line.rstrip().endswith(w)
                                                    for line in s.splitlines()), timeout=20)
                if got is None:
                    problems.append(f"`{prefix}` did not show {want}")
                    break
                per_key[prefix].append((got - t) * 1000)
            pane.send("C-u")
            pane.wait_for(lambda s: f"1/{N}" in s, timeout=20)
    finally:
        pane.close()
    filter_ms = {}
    for prefix in prefixes:
        walls = []
        for r in range(FILTER_ROUNDS + 1):
            res = timed([ctx.bin, "--filter", prefix], path, ctx.work)
            if r > 0:
                walls.append(res.wall * 1000)
        filter_ms[prefix] = median(walls)
    rows = []
    for prefix in prefixes:
        xs = per_key[prefix]
        rows.append([f"`{prefix}`", f"{counts[prefix]:,}", len(xs), fmt(median(xs)),
                     fmt(min(xs) if xs else None), fmt(max(xs) if xs else None), fmt(filter_ms[prefix]),
                     fmt(median(xs) - filter_ms[prefix] if xs else None)])
    say(table(["query typed", "matches", "keys", "key to matches ms (median)", "min", "max",
               "--filter ms (median)", "key minus --filter ms"], rows))
    for p in problems:
        say(f"PROBLEM: {p}")
    say()
