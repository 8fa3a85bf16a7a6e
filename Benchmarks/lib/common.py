"""Shared helpers for `make bench`: running a command under GNU time, medians, plain tables."""

import os
import statistics
import subprocess
import time

GNU_TIME = "/usr/bin/time"

# The emoji the generated items cycle through: 16 single code points, Unicode 13 or earlier,
# all with Emoji_Presentation, so every terminal draws them two columns wide.
EMOJI = [
    "\U0001F600", "\U0001F602", "\U0001F60D", "\U0001F60E",  # 😀 😂 😍 😎
    "\U0001F622", "\U0001F621", "\U0001F634", "\U0001F914",  # 😢 😡 😴 🤔
    "\U0001F631", "\U0001F973", "\U0001F607", "\U0001F929",  # 😱 🥳 😇 🤩
    "\U0001F62D", "\U0001F643", "\U0001F62C", "\U0001F92F",  # 😭 🙃 😬 🤯
]


def item_line(i):
    """Line i of a generated item file, without its newline: `😀 mood000123`."""
    return f"{EMOJI[i % len(EMOJI)]} mood{i:06d}"


def write_items(path, n):
    """Writes n generated items, one a line."""
    with open(path, "w", encoding="utf-8") as f:
        step = 100_000
        for start in range(0, n, step):
            f.write("".join(item_line(i) + "\n" for i in range(start, min(n, start + step))))


class Run:
    """One timed run: wall time (s), peak RSS (KiB), exit code, stdout bytes."""

    def __init__(self, wall, rss_kib, rc, out):
        self.wall, self.rss_kib, self.rc, self.out = wall, rss_kib, rc, out


def timed(cmd, stdin_path, work):
    """Runs cmd with stdin from a file under `/usr/bin/time -f %M` (peak RSS).

    Wall time is taken around the whole child with time.perf_counter(), so it includes the
    fork and exec of /usr/bin/time itself (well under a millisecond here)."""
    tfile = os.path.join(work, "gnu-time.out")
    with open(stdin_path, "rb") as fin:
        t0 = time.perf_counter()
        p = subprocess.run([GNU_TIME, "-f", "%M", "-o", tfile, *cmd],
                           stdin=fin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        wall = time.perf_counter() - t0
    with open(tfile) as f:
        # GNU time puts "Command exited with non-zero status N" before the format line.
        rss = int(f.read().split()[-1])
    return Run(wall, rss, p.returncode, p.stdout)


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def fmt(x, digits=1):
    if x is None or x != x:  # None or NaN
        return "-"
    return f"{x:.{digits}f}"


def ratio(a, b, digits=2):
    if a is None or b is None or a != a or b != b or b == 0:
        return "-"
    return f"{a / b:.{digits}f}x"


def ratio_row(label, results, fzfs):
    """`label`, moodpick/fzy wall and RSS, then each fzf/moodpick wall and RSS, from results
    {tool: (wall, rss)}; and the headers that go with it (fzfs: the fzfs' names)."""
    m, y = results.get("moodpick"), results.get("fzy")
    row = [label, ratio(m and m[0], y and y[0]), ratio(m and m[1], y and y[1])]
    for name in fzfs:
        z = results.get(name)
        row += [ratio(z and z[0], m and m[0]), ratio(z and z[1], m and m[1])]
    return row


def ratio_headers(first, fzfs):
    headers = [first, "moodpick/fzy wall", "moodpick/fzy RSS"]
    for name in fzfs:
        headers += [f"{name}/moodpick wall", f"{name}/moodpick RSS"]
    return headers


def table(headers, rows):
    """A plain, space-aligned table: numeric columns right-aligned, text columns left."""
    cols = [headers] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cols) for i in range(len(headers))]

    def numeric(c):
        return c.replace(",", "").replace(".", "").replace("x", "").replace("-", "").isdigit() \
            or c == "-"

    left = [not all(numeric(r[i]) for r in cols[1:]) for i in range(len(headers))]

    def line(r):
        return "  ".join(c.ljust(w) if lt else c.rjust(w)
                         for c, w, lt in zip(r, widths, left)).rstrip()

    out = [line(headers), "  ".join("-" * w for w in widths)]
    out += [line(r) for r in cols[1:]]
    return "\n".join(out)


def say(*parts):
    print(*parts, flush=True)
