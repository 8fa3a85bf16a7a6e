"""Section 4: start-up. What a run over a handful of items costs, and `--version`.

Each timed run is started with os.posix_spawn and reaped with os.wait4, so the wall time is the
child's life plus one spawn (the `/bin/true` row shows that floor) and the CPU time is the
child's user + system time; no GNU time or shell sits in between. Peak RSS comes from separate
runs under `/usr/bin/time -f %M`: a child that Python spawns (vfork or fork) is charged Python's
own resident set in ru_maxrss. Rounds alternate the tools; one warm-up round is not counted;
medians.

Cases:
  version   moodpick --version;  fzy --version;  fzf --version
  pick      moodpick --replay S --cols 80 --rows 24 < 5 items (S: `0 key end`, `1 key enter`)
            fzy -e <last label> < 5 items;  fzf --filter <last label> < 5 items
Every pick run's output is checked: the last of the five lines."""

import os
import time

from common import fmt, median, ratio, say, table, timed

ROUNDS = int(os.environ.get("BENCH_STARTUP_ROUNDS", "201"))
RSS_ROUNDS = 11
ITEMS = ["😀 happy", "😢 sad", "😡 angry", "😴 sleepy", "🤔 thinking"]


class Spawned:
    def __init__(self, wall_ms, cpu_ms, rc, out):
        self.wall_ms, self.cpu_ms, self.rc, self.out = wall_ms, cpu_ms, rc, out


def spawn(cmd, stdin_path, out_path):
    """Runs cmd with stdin from a file and stdout to a file; wall time, and CPU time from wait4."""
    fin = os.open(stdin_path, os.O_RDONLY)
    fout = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    fnull = os.open(os.devnull, os.O_WRONLY)
    actions = [(os.POSIX_SPAWN_DUP2, fin, 0), (os.POSIX_SPAWN_DUP2, fout, 1),
               (os.POSIX_SPAWN_DUP2, fnull, 2)]
    try:
        t0 = time.perf_counter()
        pid = os.posix_spawnp(cmd[0], cmd, os.environ, file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - t0
    finally:
        for fd in (fin, fout, fnull):
            os.close(fd)
    with open(out_path, "rb") as f:
        out = f.read()
    cpu = usage.ru_utime + usage.ru_stime
    return Spawned(wall * 1000, cpu * 1000, os.waitstatus_to_exitcode(status), out)


def cases(ctx):
    items = os.path.join(ctx.work, "startup-items.txt")
    with open(items, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in ITEMS))
    script = os.path.join(ctx.work, "startup.replay")
    with open(script, "w") as f:
        f.write("0 key end\n1 key enter\n")
    last = ITEMS[-1].split()[-1]
    want = (ITEMS[-1] + "\n").encode()
    pick = {
        "moodpick": [ctx.bin, "--replay", script, "--cols", "80", "--rows", "24"],
        "fzy": ["fzy", "-e", last],
        **ctx.fzf_commands("--filter", last),
    }
    version = {
        "moodpick": [ctx.bin, "--version"],
        "fzy": ["fzy", "--version"],
        **ctx.fzf_commands("--version"),
    }
    keep = lambda d: {t: c for t, c in d.items() if t in ctx.tools}
    return [("version", keep(version), None, os.devnull),
            ("pick 5 items", keep(pick), want, items)]


def run(ctx):
    say("## 4. Start-up (a handful of items: read, choose, print; and --version)")
    say("moodpick --replay S --cols 80 --rows 24 < 5 items (S: `0 key end`, `1 key enter`);")
    say("fzy -e thinking < 5 items; fzf --filter thinking < 5 items (each fzf); each tool's --version.")
    say(f"{ROUNDS} rounds alternating the tools after one warm-up; posix_spawn + wait4: wall, "
        f"CPU (user+sys); peak RSS: median of {RSS_ROUNDS} runs under GNU time.\n")
    out_path = os.path.join(ctx.work, "startup.out")
    rows, problems, results = [], [], {}
    floor = []
    for _ in range(ROUNDS):
        floor.append(spawn(["/bin/true"], os.devnull, out_path).wall_ms)
    rows.append(["spawn floor", "/bin/true", len(floor), fmt(median(floor), 2), fmt(min(floor), 2),
                 "-", "-", "ok"])
    for name, cmds, want, stdin in cases(ctx):
        runs = {t: [] for t in cmds}
        bad = {t: 0 for t in cmds}
        for r in range(ROUNDS + 1):
            for tool, cmd in cmds.items():
                res = spawn(cmd, stdin, out_path)
                ok = res.rc == 0 and (want is None or res.out == want)
                if not ok:
                    bad[tool] += 1
                    if bad[tool] == 1:
                        problems.append(f"{tool} {name}: exit {res.rc}, output {res.out[:80]!r}")
                if r > 0:
                    runs[tool].append(res)
        for tool in cmds:
            walls = [x.wall_ms for x in runs[tool]]
            cpus = [x.cpu_ms for x in runs[tool]]
            rss = [timed(cmds[tool], stdin, ctx.work).rss_kib / 1024 for _ in range(RSS_ROUNDS)]
            results[(name, tool)] = (median(walls), median(rss))
            rows.append([name, tool, len(walls), fmt(median(walls), 2), fmt(min(walls), 2),
                         fmt(median(cpus), 2), fmt(median(rss), 1),
                         "ok" if bad[tool] == 0 else f"WRONG x{bad[tool]}"])
    say(table(["case", "tool", "runs", "wall ms (median)", "min", "CPU ms", "peak RSS MB",
               "output"], rows))
    say()
    ratios = []
    for name in ("version", "pick 5 items"):
        m, y = results.get((name, "moodpick")), results.get((name, "fzy"))
        ratios.append([name, *(ratio(m and m[0], z and z[0]) for z in
                               (results.get((name, fzf)) for fzf in ctx.fzf_names)),
                       ratio(m and m[0], y and y[0])])
    say(table(["case", *(f"moodpick/{fzf} wall" for fzf in ctx.fzf_names), "moodpick/fzy wall"], ratios))
    say("CONTRACT §9b: --version under 4 ms; pick no slower than fzf (ratio <= 1) and at most 1.2x fzy's; "
        "peak RSS under 10 MB.")
    for p in problems:
        say(f"PROBLEM: {p}")
    say()
    return results
