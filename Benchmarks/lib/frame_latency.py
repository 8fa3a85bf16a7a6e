"""Section 10: key to frame on a pty, no tmux in between: from a key written on the terminal's
master side to the last byte of the frame the tool draws for it.

Each tool runs on a fresh pty (80 x 24, TERM=xterm-256color) that is its controlling terminal
and its standard error, standard input from items-1000000.txt, standard output to a file. The
harness plays the terminal: it reads the master side and answers at once, in the order asked,
the cursor position request (CSI 6n), the primary device attributes (CSI c) and the mode
request for synchronized output (DECRQM `CSI ? 2026 $ p`, answered `CSI ? 2026 ; 2 $ y`: known,
reset, as a terminal with synchronized output answers). All four tools are started, each left until its pty
has been quiet for START_QUIET_S (every item read), and then the keys go round the tools, one
tool at a time, each key sent only when that tool's pty has been quiet for SETTLE_MS.

Two cases. move, on the million items: a key is a move to the next item and back,
alternately: moodpick `Right`/`Left` (it starts at item 500,000, mid-list), fzf `Up`/`Down` (its
list grows upwards from the first item), fzy `Down`/`Up`; after the last key each gets Enter, and
what it prints must be the item the keys lead back to, so every key was taken as a move. type,
on TYPING_ITEMS items (the search costs next to nothing): the letter `9` and Backspace,
alternately; Enter must then print one of the items.

For each key, times from just before the write of the key, in ms:
  first byte   the first read of the tool's answer;
  frame end    the read that holds the end of the first frame after the key: the end-of-frame
               marker the tool writes, `CSI ? 2026 l` for a tool that brackets its frames with
               synchronized output (moodpick; fzf 0.74.5), `CSI ? 25 h` for fzf 0.38 (it hides
               the cursor while drawing and shows it when done); fzy writes no marker, so its
               frame ends at the last read before the pty stays quiet for QUIET_MS (the quiet
               itself not counted: fzy writes a frame in one write, from its stdio buffer);
  settled      the last read before SETTLE_MS of quiet: all the output the key caused (for
               moodpick the whole glide, about 175 ms of frames by design; for the others
               their one frame).
Medians and 95th percentiles (nearest rank) over BENCH_FRAME_KEYS keys per tool."""

import fcntl
import math
import os
import select
import signal
import struct
import termios
import time

from common import fmt, item_line, median, say, table

N = 1_000_000
MIDDLE = N // 2
KEYS = int(os.environ.get("BENCH_FRAME_KEYS", "101"))
QUIET_MS = 5
SETTLE_MS = 200
START_QUIET_S = 1.0
START_TIMEOUT_S = 60
KEY_TIMEOUT_S = 5
SYNC_START, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"
CURSOR_SHOW = b"\x1b[?25h"
RIGHT, LEFT, UP, DOWN = b"\x1b[C", b"\x1b[D", b"\x1b[A", b"\x1b[B"
LETTER, BACKSPACE = b"9", b"\x7f"
TYPING_ITEMS = 1000
REQUESTS = [(b"\x1b[6n", b"\x1b[1;1R"), (b"\x1b[c", b"\x1b[?62;22c"),
            (b"\x1b[?2026$p", b"\x1b[?2026;2$y")]
LONGEST_REQUEST = max(len(q) for q, _ in REQUESTS)


def percentile(xs, p):
    """The p-th percentile by nearest rank (p95 of 101 keys: the 96th smallest)."""
    if not xs:
        return None
    ordered = sorted(xs)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


class Session:
    """One tool on a pty of its own, with the harness answering its requests."""

    def __init__(self, name, cmd, keys, items, out_path):
        self.name, self.keys, self.out_path = name, keys, out_path
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        fin = os.open(items, os.O_RDONLY)
        fout = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        env.pop("NO_COLOR", None)
        self.pid = os.fork()
        if self.pid == 0:
            try:
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                os.dup2(fin, 0)
                os.dup2(fout, 1)
                os.dup2(slave, 2)
                os.closerange(3, 256)
                os.execvpe(cmd[0], cmd, env)
            finally:
                os._exit(127)
        for fd in (slave, fin, fout):
            os.close(fd)
        self.tail = b""
        self.startup = b""
        self.rc = None
        self.last_read = None  # when its last bytes came (monotonic s)

    def read(self, timeout):
        """One read of the master side within timeout seconds: (time, bytes) or (None, b"")."""
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return None, b""
        try:
            data = os.read(self.master, 65536)
        except OSError:  # EIO: the tool has closed the terminal
            data = b""
        at = time.monotonic()
        if data:
            self.last_read = at
            self.answer(data)
        else:
            time.sleep(0.001)
        return at, data

    def answer(self, data):
        scan = self.tail + data
        found = []
        for request, reply in REQUESTS:
            at = scan.find(request)
            while at >= 0:
                if at + len(request) > len(self.tail):
                    found.append((at, reply))
                at = scan.find(request, at + 1)
        if found:
            os.write(self.master, b"".join(reply for _, reply in sorted(found)))
        self.tail = scan[-(LONGEST_REQUEST - 1):]

    def quiet_for(self, seconds, timeout, keep=False):
        """Reads until nothing has come for `seconds` since the tool's last bytes; False if that
        took over timeout. With keep (the start), the quiet counts only once the tool has
        written something, and what it wrote is kept in self.startup."""
        deadline = time.monotonic() + timeout
        last = self.last_read if self.last_read is not None else time.monotonic()
        while time.monotonic() < deadline:
            at, data = self.read(last + seconds - time.monotonic())
            if at is None:
                if keep and not self.startup:
                    last = time.monotonic()
                    continue
                return True
            if data:
                last = at
                if keep:
                    self.startup += data
        return False

    def frame_end(self):
        """What ends each of this tool's frames (see the module's doc); None: a quiet pty."""
        if SYNC_START in self.startup:
            return SYNC_END
        if self.name.startswith("fzf"):
            return CURSOR_SHOW
        return None

    def press(self, key, marker):
        """Writes key; (first byte, frame end, settled) in ms, each None if it never came."""
        t0 = time.monotonic()
        os.write(self.master, key)
        first = end = last = None
        seen = b""
        deadline = t0 + KEY_TIMEOUT_S
        while time.monotonic() < deadline:
            wait = SETTLE_MS / 1000 if last is None else last + SETTLE_MS / 1000 - time.monotonic()
            if end is None and marker is None and last is not None:
                wait = min(wait, last + QUIET_MS / 1000 - time.monotonic())
            at, data = self.read(min(wait, deadline - time.monotonic()))
            if at is None:
                if last is None:
                    continue  # nothing yet: keep waiting until the deadline
                if end is None and marker is None:
                    end = last  # the read waited out the rest of QUIET_MS: the frame is over
                    continue
                break  # SETTLE_MS of quiet after the last read: the key's output is over
            if not data:
                continue
            if first is None:
                first = at
            if end is None and marker is not None:
                seen = (seen + data)[-(len(marker) + len(data)):]
                if marker in seen:
                    end = at
            last = at
        ms = lambda t: None if t is None else (t - t0) * 1000
        return ms(first), ms(end), ms(last)

    def finish(self, timeout=10):
        """Enter, then the exit status and what the tool printed."""
        os.write(self.master, b"\r")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.read(0.01)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.rc = os.waitstatus_to_exitcode(status)
                break
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.master)
        with open(self.out_path, "rb") as f:
            return self.rc, f.read()


def move_sessions(ctx):
    """The move case: (name, command, the two keys, the line Enter must print after the keys)."""
    back = KEYS % 2  # an odd number of keys ends one item further on
    found = []
    if "moodpick" in ctx.tools:
        found.append(("moodpick", [ctx.bin, "--start", str(MIDDLE)], (RIGHT, LEFT), item_line(MIDDLE + back)))
    for name, cmd in ctx.fzf_commands().items():
        found.append((name, cmd, (UP, DOWN), item_line(back)))
    if "fzy" in ctx.tools:
        found.append(("fzy", ["fzy"], (DOWN, UP), item_line(back)))
    return found


def typing_sessions(ctx):
    """The typing case: a letter and Backspace, alternately; Enter then prints one of the items
    (which one depends on where each tool leaves its selection when the query changes)."""
    found = [("moodpick", [ctx.bin])] if "moodpick" in ctx.tools else []
    found += list(ctx.fzf_commands().items())
    found += [("fzy", ["fzy"])] if "fzy" in ctx.tools else []
    return [(name, cmd, (LETTER, BACKSPACE), None) for name, cmd in found]


def run(ctx):
    say("## 10. Key to frame on a pty (no tmux): a key written on the master side to the last byte "
        "of its frame")
    say(f"{KEYS} keys per tool and case, going round the tools; each key after {SETTLE_MS} ms of quiet; "
        "times from just before the write, ms. move: 1e6 items, a move to the next item and back, "
        f"alternately. type: {TYPING_ITEMS} items, the letter `{LETTER.decode()}` and Backspace, alternately.\n")
    rows, problems = [], []
    for case, items, found in (("move", ctx.items_file(N), move_sessions(ctx)),
                               ("type", ctx.items_file(TYPING_ITEMS), typing_sessions(ctx))):
        valid = {(item_line(i) + "\n").encode() for i in range(TYPING_ITEMS)}
        for s, want, rc, out, times in one_case(ctx, case, items, found, problems):
            ok = rc == 0 and (out == (want + "\n").encode() if want else out in valid)
            if not ok:
                problems.append(f"{s.name}, {case}: Enter after the keys: exit {rc}, output {out[:60]!r} "
                                f"(expected {want or 'one of the items'!r})")
            marker = s.frame_end()
            cols = []
            for i in range(3):
                column = [x[i] for x in times if x[i] is not None]
                cols += [fmt(median(column), 2), fmt(percentile(column, 95), 2)]
            rows.append([case, s.name, "quiet" if marker is None else repr(marker.decode())[1:-1].replace("\\x1b", "ESC"),
                         len(times), *cols, "ok" if ok else "WRONG"])
    say(table(["case", "tool", "frame end", "keys", "first byte ms (median)", "p95", "frame end ms (median)", "p95",
               "settled ms (median)", "p95", "output"], rows))
    say(f"settled: the last byte before {SETTLE_MS} ms of quiet (moodpick's glide: every frame of it). "
        f"fzy's frame end: the last read before {QUIET_MS} ms of quiet.")
    for p in problems[:10]:
        say(f"PROBLEM: {p}")
    say()


def one_case(ctx, case, items, found, problems):
    """Starts every tool of the case, sends the keys round them, ends each with Enter:
    [(session, wanted line or None, exit status, output, [(first byte, frame end, settled)])]."""
    running = []
    for name, cmd, keys, want in found:
        out = os.path.join(ctx.work, f"frame-latency-{case}-{len(running)}.out")
        running.append((Session(name, cmd, keys, items, out), want))
    times = {s.name: [] for s, _ in running}
    try:
        for s, _ in running:
            if not s.quiet_for(START_QUIET_S, START_TIMEOUT_S, keep=True):
                problems.append(f"{s.name}, {case}: still writing {START_TIMEOUT_S} s after the start")
        for k in range(KEYS):
            for s, _ in running:
                s.quiet_for(SETTLE_MS / 1000, KEY_TIMEOUT_S)
                got = s.press(s.keys[k % 2], s.frame_end())
                if got[1] is None:
                    problems.append(f"{s.name}, {case}: key {k + 1} drew no frame end in {KEY_TIMEOUT_S} s")
                else:
                    times[s.name].append(got)
    finally:
        finished = [(s, want, *s.finish()) for s, want in running]
    return [(s, want, rc, out, times[s.name]) for s, want, rc, out in finished]
