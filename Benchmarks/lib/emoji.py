"""Section 9: the emoji catalog (`--emoji`, docs/EMOJI.md). What a whole run costs when it
builds the catalog and draws its first frame, and what `--emoji --filter` costs, in English and
in German (the language files are read from share/moodpick/emoji); and the stripped binary's size.

Cases (each the median of ROUNDS runs, spawned and reaped as in section 4; one warm-up run):
  first frame  moodpick --emoji --no-history --replay S --cols 80 --rows 24 (S: `0 key enter`):
               start, catalog, language files, first frame drawn headless, choice, exit
  filter       moodpick --emoji --no-history --filter heart (English) / herz (German)
Targets (issue 20): the first frame within 20 ms, the filter within 10 ms, the stripped binary
at most 10 MB."""

import os
import shutil
import subprocess
import tempfile
import time

from common import fmt, median, say, table

ROUNDS = int(os.environ.get("BENCH_EMOJI_ROUNDS", "51"))
LANGUAGES = [("English", {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}, "heart", "❤️"),
             ("German", {"LANG": "de_DE.UTF-8"}, "herz", "♥️")]


def spawn(cmd, env):
    fnull = os.open(os.devnull, os.O_RDWR)
    out = tempfile.TemporaryFile()
    actions = [(os.POSIX_SPAWN_DUP2, fnull, 0), (os.POSIX_SPAWN_DUP2, out.fileno(), 1),
               (os.POSIX_SPAWN_DUP2, fnull, 2)]
    try:
        t0 = time.perf_counter()
        pid = os.posix_spawn(cmd[0], cmd, env, file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        wall = (time.perf_counter() - t0) * 1000
    finally:
        os.close(fnull)
    out.seek(0)
    text = out.read().decode("utf-8", "replace")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, os.waitstatus_to_exitcode(status), text


def measure(cmd, env, check):
    spawn(cmd, env)
    walls, cpus = [], []
    for _ in range(ROUNDS):
        wall, cpu, rc, out = spawn(cmd, env)
        if rc != 0 or not check(out):
            return None, None, f"exit {rc}, stdout {out[:40]!r}"
        walls.append(wall)
        cpus.append(cpu)
    return median(walls), median(cpus), None


def stripped_size(binary, work):
    target = os.path.join(work, "moodpick-stripped")
    shutil.copy(binary, target)
    subprocess.run(["strip", target], check=True)
    return os.path.getsize(target)


def installed(ctx):
    """The binary as `make install` lays it out: bin/moodpick beside share/moodpick/emoji."""
    prefix = os.path.join(ctx.work, "emoji-prefix")
    os.makedirs(os.path.join(prefix, "bin"), exist_ok=True)
    os.makedirs(os.path.join(prefix, "share/moodpick"), exist_ok=True)
    binary = os.path.join(prefix, "bin/moodpick")
    shutil.copy(ctx.bin, binary)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    os.symlink(os.path.join(root, "share/moodpick/emoji"), os.path.join(prefix, "share/moodpick/emoji"))
    return binary


def run(ctx):
    say("## 9. Emoji catalog (--emoji)")
    if "moodpick" not in ctx.tools:
        say("moodpick left out\n")
        return
    binary = installed(ctx)
    script = os.path.join(ctx.work, "emoji.replay")
    with open(script, "w") as f:
        f.write("0 key enter\n")
    state = os.path.join(ctx.work, "emoji-state")
    rows = []
    for language, extra, query, first in LANGUAGES:
        env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LANGUAGE", "LC_MESSAGES")}
        env.update(extra)
        env["XDG_STATE_HOME"] = state
        frame = measure([binary, "--emoji", "--no-history", "--replay", script, "--cols", "80", "--rows", "24"], env,
                        lambda out: out.strip() == "😀")
        search = measure([binary, "--emoji", "--no-history", "--filter", query], env,
                         lambda out, first=first: out.split("\n", 1)[0] == first)
        for case, (wall, cpu, problem) in [("first frame (whole run)", frame), (f"--filter {query}", search)]:
            rows.append([language, case, problem or fmt(wall), "" if problem else fmt(cpu)])
    say(table(["language", "case", "wall ms (median)", "CPU ms (median)"], rows))
    size = stripped_size(ctx.bin, ctx.work)
    say(f"stripped binary: {size:,} bytes ({size / 1e6:.2f} MB; target at most 10 MB)\n")
