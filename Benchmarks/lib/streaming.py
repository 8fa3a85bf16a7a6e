"""Section 7: the first frame while items arrive slowly on standard input, in a pty.

Each run: a fresh pty (80 x 24) is the tool's controlling terminal (/dev/tty); standard input is
a pipe that a writer thread feeds one generated item (`😀 mood000000`, ...) every PACE ms,
starting DELAY ms after the start, and keeps open for the whole run, so the input is still
arriving when the picker comes up; or, for `items already there`, a file of FILE_ITEMS items.
Standard output goes to /dev/null. The harness reads the pty and answers, at once and in the
order asked, as a terminal would: the cursor position request (CSI 6n, which both moodpick and
`fzf --height` send before drawing) with row 1, column 1, and the primary device attributes
(CSI c, which moodpick sends after it as a sentinel) as xterm does. Standard error is the pty
too, as in a shell.

The clock starts just before the fork. Three times per run, in ms:
  query         the (first) cursor position request arrives;
  first bytes   the first bytes after the answer: the picture, or the modes and the room for
                it that come first (fzf asks for the position again once it has made room:
                every request is answered);
  first item    the first item's label (`mood000000`) is written: the first frame with items.
Then Ctrl-C ends the tool (exit 130 for both) and the pipe is closed.

Cases: `items at once` (the first item at 0 ms, then one every PACE ms), `items late` (none
for DELAY ms) and `items already there` (a file). moodpick sends its start-up probe as soon as
the first item is in (or the input has ended) and reads items while the answers come; with
nothing on the pipe it waits up to 100 ms (ItemSource.emptyStart), so that a picker upstream
that holds the terminal is recognised first; fzf draws as soon as it has started.

Rounds alternate moodpick and `fzf --height 10` (each fzf: Debian's 0.38, PyPI's today) after one
uncounted warm-up; medians."""

import fcntl
import os
import select
import signal
import struct
import termios
import threading
import time

from common import fmt, item_line, median, say, table

ROUNDS = int(os.environ.get("BENCH_STREAM_ROUNDS", "21"))
PACE_MS = 10
LATE_MS = 300
TIMEOUT_S = 5.0
FILE_ITEMS = 1000
QUERY = b"\x1b[6n"
# The primary device attributes request, and xterm's answer (a VT220 with ANSI color).
ATTRIBUTES = b"\x1b[c"
ATTRIBUTES_REPLY = b"\x1b[?62;22c"
FIRST = b"mood000000"


class Times:
    def __init__(self):
        self.query = self.first_bytes = self.first_item = None
        self.rc = None


def writer(fd, delay_s, stop):
    """Writes one item every PACE_MS after delay_s, until stop is set or the pipe closes."""
    if stop.wait(delay_s):
        return
    i = 0
    while not stop.is_set():
        try:
            os.write(fd, (item_line(i) + "\n").encode())
        except OSError:
            return
        i += 1
        stop.wait(PACE_MS / 1000)


def answers(scan, old):
    """The replies to every request in scan that ends past its first `old` bytes (already
    answered), in the order they were asked."""
    found = sorted([(i, b"\x1b[1;1R") for i in positions(scan, QUERY, old)]
                   + [(i, ATTRIBUTES_REPLY) for i in positions(scan, ATTRIBUTES, old)])
    return [reply for _, reply in found]


def positions(data, needle, old):
    at, found = data.find(needle), []
    while at >= 0:
        if at + len(needle) > old:
            found.append(at)
        at = data.find(needle, at + 1)
    return found


def one_run(cmd, delay_ms, items_file=None):
    """One run of cmd in a fresh pty, items from a paced pipe (or from items_file); the three
    times, in ms."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    if items_file:
        rfd, wfd = os.open(items_file, os.O_RDONLY), None
    else:
        rfd, wfd = os.pipe()
    null = os.open(os.devnull, os.O_WRONLY)
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("NO_COLOR", None)
    stop = threading.Event()
    t0 = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            os.dup2(rfd, 0)
            os.dup2(null, 1)
            os.dup2(slave, 2)
            for fd in (master, slave, rfd, wfd, null):
                if fd is not None:
                    os.close(fd)
            os.execvpe(cmd[0], cmd, env)
        finally:
            os._exit(127)
    os.close(slave)
    os.close(rfd)
    os.close(null)
    feed = threading.Thread(target=writer, args=(wfd, delay_ms / 1000, stop)) if wfd is not None else None
    if feed:
        feed.start()
    times = Times()
    answered = False
    tail = b""  # the last bytes read, for a request split across two reads
    seen = b""  # the last bytes after the first answer, for an item split across two reads
    quit_sent = None
    try:
        while True:
            now = time.monotonic()
            if quit_sent is None and (times.first_item is not None or now - t0 > TIMEOUT_S):
                os.write(master, b"\x03")
                quit_sent = now
            if quit_sent is not None and now - quit_sent > 2:
                os.kill(pid, signal.SIGKILL)
            ready, _, _ = select.select([master], [], [], 0.01)
            if ready:
                try:
                    data = os.read(master, 65536)
                except OSError:  # EIO: no process has the terminal open (any more)
                    data = b""
                if not data:
                    time.sleep(0.001)
            if ready and data:
                at = (time.monotonic() - t0) * 1000
                if answered and times.first_bytes is None:
                    times.first_bytes = at
                # Every request is answered (fzf asks again after making room for its rows).
                scan = tail + data
                replies = answers(scan, len(tail))
                if replies and not answered and QUERY in scan:
                    times.query = at
                    answered = True
                    data = data[data.find(QUERY) + len(QUERY):] if QUERY in data else b""
                if replies:
                    os.write(master, b"".join(replies))
                tail = scan[-(len(QUERY) - 1):]
                if answered and times.first_item is None:
                    if FIRST in seen + data:
                        times.first_item = at
                    seen = (seen + data)[-len(FIRST):]
            pid_done, status = os.waitpid(pid, os.WNOHANG)
            if pid_done:
                times.rc = os.waitstatus_to_exitcode(status)
                pid = 0
                break
    finally:
        stop.set()
        if feed:
            os.close(wfd)
            feed.join()
        if pid:
            try:
                _, status = os.waitpid(pid, 0)
                times.rc = os.waitstatus_to_exitcode(status)
            except ChildProcessError:
                pass
        os.close(master)
    return times


def run(ctx):
    say("## 7. Streaming: the first frame while items still arrive (pty, 80 x 24)")
    say(f"One item every {PACE_MS} ms on a pipe that stays open; the pty answers the cursor position "
        f"request at once. Times from just before the fork, ms; {ROUNDS} rounds alternating "
        "after one warm-up; medians (min).\n")
    cmds = {}
    if "moodpick" in ctx.tools:
        cmds["moodpick"] = [ctx.bin]
    for name, cmd in ctx.fzf_commands("--height", "10").items():
        cmds[f"{name} --height 10"] = cmd
    rows, problems = [], []
    cases = (("items at once", 0, None), (f"items after {LATE_MS} ms", LATE_MS, None),
             (f"items already there ({FILE_ITEMS}, a file)", 0, ctx.items_file(FILE_ITEMS)))
    for case, delay, items_file in cases:
        runs = {t: [] for t in cmds}
        for r in range(ROUNDS + 1):
            for tool, cmd in cmds.items():
                times = one_run(cmd, delay, items_file)
                ok = times.first_item is not None and times.rc == 130
                if not ok:
                    problems.append(f"{tool}, {case}: first item {'seen' if times.first_item else 'never seen'}, "
                                    f"exit {times.rc}")
                if r > 0 and ok:
                    runs[tool].append(times)
        for tool in cmds:
            got = runs[tool]

            def cell(name):
                xs = [getattr(t, name) for t in got if getattr(t, name) is not None]
                return f"{fmt(median(xs))} ({fmt(min(xs) if xs else None)})"
            rows.append([case, tool, len(got), cell("query"), cell("first_bytes"), cell("first_item")])
    say(table(["case", "tool", "runs", "query ms", "first bytes ms", "first item ms"], rows))
    say("CONTRACT §9b: the first frame within 100 ms of start while standard input is still arriving.")
    for p in problems[:10]:
        say(f"PROBLEM: {p}")
    say()
