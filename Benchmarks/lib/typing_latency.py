"""Section 6: typing a query at a million items, in tmux (80 x 24 pane, LANG=C.UTF-8).

moodpick, then each fzf (Debian's 0.38, PyPI's today; fzy shows no count), runs on
items-1000000.txt; a 4-letter query is typed one key at a time. For each key the clock runs from
just before `tmux send-keys` until `capture-pane -p` shows the typed text and that query's
`matches/total` count (computed here in Python, as section 5 does), i.e. until the matches are
on the screen: moodpick's prompt row `> QUERY ... POSITION/COUNT of TOTAL`; fzf's prompt row `> QUERY` and
its info row `COUNT/TOTAL` without the `(NN%)` it shows while it is still searching. The next key
is sent only then. Between rounds Ctrl-U clears the query. Next to each key: the same tool's
`--filter` for the same query, the whole run (reading the file, searching, printing), as the
floor a keystroke is compared with (docs/CONTRACT.md §9b: within 2 frames of it). Later keys
narrow the query, so a picker can search only the previous matches while `--filter` searches
every item."""

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


def moodpick_shows(screen, prefix, count):
    """The prompt row `> QUERY ... POSITION/COUNT of TOTAL` (older builds: `COUNT/TOTAL`)."""
    return any(line.lstrip().startswith(f"> {prefix}")
               and (line.rstrip().endswith(f"/{count} of {N}") or line.rstrip().endswith(f" {count}/{N}"))
               for line in screen.splitlines())


def moodpick_cleared(screen):
    """The prompt row with no query: `>` and `POSITION/TOTAL`."""
    return any(line.split()[:1] == [">"] and len(line.split()) == 2 and line.split()[1].endswith(f"/{N}")
               for line in screen.splitlines())


def fzf_shows(screen, prefix, count):
    lines = screen.splitlines()
    counted = re.compile(rf"(^|\s){count}/{N}(\s|$)")
    return (any(line.rstrip() == f"> {prefix}".rstrip() for line in lines)
            and any(counted.search(line) and "%)" not in line for line in lines))


def run(ctx):
    say("## 6. Typing a query at 1e6 items (each key to its matches on the screen)")
    path = ctx.items_file(N)
    prefixes = [QUERY[:k] for k in range(1, len(QUERY) + 1)]
    counts = {p: match_count(p) for p in prefixes}
    say(f"Query `{QUERY}` typed one key at a time, {ROUNDS} rounds (Ctrl-U between them); "
        f"`--filter`: {FILTER_ROUNDS} runs per query after one warm-up.\n")
    tools = []
    if "moodpick" in ctx.tools:
        tools.append(("moodpick", [ctx.bin], moodpick_shows, moodpick_cleared))
    for name, cmd in ctx.fzf_commands().items():
        tools.append((name, cmd, fzf_shows, lambda s: fzf_shows(s, "", N)))
    rows, problems = [], []
    for tool, cmd, shows, cleared in tools:
        per_key = {p: [] for p in prefixes}
        pane = Pane(ctx, f"typing{tool}", cmd, path, stderr_is_terminal=tool in ctx.fzf_names)
        try:
            if pane.wait_for(first_item_shown, timeout=60)[0] is None:
                problems.append(f"{tool} showed no first frame ({pane.stderr()})")
                continue
            for _ in range(ROUNDS):
                for prefix in prefixes:
                    t = time.monotonic()
                    pane.send(prefix[-1])
                    got, _ = pane.wait_for(lambda s, p=prefix: shows(s, p, counts[p]), timeout=20)
                    if got is None:
                        problems.append(f"{tool}: `{prefix}` did not show {counts[prefix]}/{N}")
                        break
                    per_key[prefix].append((got - t) * 1000)
                pane.send("C-u")
                pane.wait_for(cleared, timeout=20)
        finally:
            pane.close()
        for prefix in prefixes:
            walls = []
            for r in range(FILTER_ROUNDS + 1):
                res = timed([*cmd, "--filter", prefix], path, ctx.work)
                if r > 0:
                    walls.append(res.wall * 1000)
            filter_ms = median(walls)
            xs = per_key[prefix]
            rows.append([tool, f"`{prefix}`", f"{counts[prefix]:,}", len(xs), fmt(median(xs)),
                         fmt(min(xs) if xs else None), fmt(max(xs) if xs else None), fmt(filter_ms),
                         fmt(median(xs) - filter_ms if xs else None)])
    say(table(["tool", "query typed", "matches", "keys", "key to matches ms (median)", "min", "max",
               "--filter ms (median)", "key minus --filter ms"], rows))
    for p in problems:
        say(f"PROBLEM: {p}")
    say()
