"""A fake terminal on a pseudo-terminal: it answers moodpick's start-up questions as one real
terminal would, then ends the run one way, and reports everything moodpick wrote.

The command runs on the pty's slave as its controlling terminal (setsid, then TIOCSCTTY), on
an 80 x 24 screen set before it starts. Each question moodpick writes
is answered, in order, as PROFILE answers it (docs/TERMINAL.md, "What each terminal answered"),
LATENCY_MS after it was asked. Once the first frame shows (synchronized output begins), the run
is ended by EXIT:

  choice   Enter                    cancel   Esc
  held-enter  the release of the Enter that started the command (it comes after the push,
           as a person's does), then Right, then Enter: the choice is the second item
  SIGTERM, SIGINT, SIGHUP, SIGSEGV, SIGABRT: that signal, sent with kill
  suspend  Ctrl-Z, under a job shell that continues the stopped job (fg); once a frame
           shows again, Enter

It prints one JSON object: the exit status (negative: killed by that signal), the questions
asked in order, the milliseconds from the first question to the first frame, the byte offsets
in the output of the first frame and of the moment the last reply before it was written, and
every byte written to the terminal (as text, invalid bytes replaced).

With TYPED_AMONG_REPLIES set (a Python string literal, e.g. '\\x1b[C'), those keys are typed
just as the questions go out, in the same write as the first reply, ahead of it.

The replies to the first write of questions arrive in pieces (docs/TERMINAL.md, "Replies in
pieces") with SPLIT_REPLIES=AT:GAP_MS (the first AT bytes, then the rest GAP_MS later) or
REPLY_BYTE_MS=MS (one byte every MS milliseconds); with ENTER_AT_BYTE=N an Enter is typed into
that stream right after its N-th byte. EXIT `typed` types nothing more: that Enter ends the run.

usage: fake_terminal.py PROFILE EXIT STDOUT_FILE -- COMMAND [ARG...]
"""
import ast
import fcntl
import json
import os
import re
import select
import signal
import struct
import sys
import termios
import time

ESC = "\x1b"
DA1 = ESC + "[?62;22c"
# What each terminal answers to each question; a question missing from a profile gets no answer.
# Facts from jquast/ucs-detect's results and the terminals' own docs (docs/TERMINAL.md); the
# kitty-0.26 and foot-1.13 profiles answer as Tests/Transcripts recorded those versions, and
# "legacy_releases" sends, as they do, the release of Enter, Tab and Backspace as the legacy byte
# when event types (flag 2) are pushed without all keys as escape codes (flag 8).
PROFILES = {
    "kitty": {"cursor": True, "decrqm": {2026: 2, 1016: 2}, "kitty": 0,
              "osc11": "rgb:0000/0000/0000" + ESC + "\\", "cell": (20, 10), "da1": ESC + "[?62;52c",
              "xtversion": "kitty(0.43.1)", "graphics": "OK"},
    "kitty-0.26": {"cursor": True, "decrqm": {2026: 2, 2027: 0, 1016: 2}, "kitty": 0,
                   "osc11": "rgb:0000/0000/0000" + ESC + "\\", "cell": (18, 9), "da1": ESC + "[?62;c",
                   "xtversion": "kitty(0.26.5)", "legacy_releases": True, "graphics": "OK"},
    "ghostty": {"cursor": True, "decrqm": {2026: 2, 2027: 2, 1016: 2}, "kitty": 0,
                "osc11": "rgb:2828/2c2c/3434" + ESC + "\\", "cell": (17, 8), "da1": DA1},
    "foot": {"cursor": True, "decrqm": {2026: 2, 2027: 1, 1016: 2}, "kitty": 0,
             "osc11": "rgb:2424/2424/2424" + ESC + "\\", "cell": (18, 9), "da1": ESC + "[?62;4;22c",
             "xtversion": "foot(1.25.0)"},
    "foot-1.13": {"cursor": True, "decrqm": {2026: 2, 2027: 0, 1016: 2}, "kitty": 0,
                  "osc11": "rgb:1111/1111/1111" + ESC + "\\", "cell": (14, 7), "da1": ESC + "[?62;4;22c",
                  "xtversion": "foot(1.13.1)", "legacy_releases": True},
    "vte": {"cursor": True, "decrqm": {2026: 0, 2027: 0, 1016: 0}, "osc11": "rgb:ffff/ffff/ffff\x07",
            "da1": ESC + "[?65;1;9c"},
    "tmux": {"cursor": True, "da1": ESC + "[?1;2c", "xtversion": "tmux 3.3a"},
    "apple": {"cursor": True, "da1": ESC + "[?1;2c"},
    "silent": {},
}
LATENCY_MS = {"latency": 100}
PROFILES["latency"] = PROFILES["kitty"]

QUESTIONS = re.compile(
    r"\x1b\[6n|\x1b\[\?(\d+)\$p|\x1b\[\?u|\x1b\]11;\?(?:\x1b\\|\x07)|\x1b\[16t|\x1b\[>q|\x1b_G(?:i=(\d+))?[^\x1b]*\x1b\\|\x1b\[c")
FRAME = ESC + "[?2026h"
# What the job shell of a `suspend` run writes while the job is stopped.
STOPPED = "[stopped]"


def reply(profile, match):
    """The profile's answer to one question, and the question's name."""
    text = match.group(0)
    if text == ESC + "[6n":
        return ESC + "[5;1R" if profile.get("cursor") else "", "cursor"
    if match.group(1):
        mode = int(match.group(1))
        state = profile.get("decrqm", {}).get(mode)
        return ("" if state is None else ESC + "[?%d;%d$y" % (mode, state)), "decrqm %d" % mode
    if text == ESC + "[?u":
        flags = profile.get("kitty")
        return ("" if flags is None else ESC + "[?%du" % flags), "kitty keyboard"
    if text.startswith(ESC + "]11"):
        colour = profile.get("osc11")
        return ("" if colour is None else ESC + "]11;" + colour), "osc 11"
    if text == ESC + "[16t":
        cell = profile.get("cell")
        return ("" if cell is None else ESC + "[6;%d;%dt" % cell), "cell size"
    if text == ESC + "[>q":
        name = profile.get("xtversion")
        return ("" if name is None else ESC + "P>|" + name + ESC + "\\"), "xtversion"
    if text.startswith(ESC + "_G"):
        # kitty's answer to the graphics query (`a=q`), by the query's image id.
        answer = profile.get("graphics")
        return ("" if answer is None else ESC + "_Gi=%s;%s" % (match.group(2), answer) + ESC + "\\"), "graphics"
    return profile.get("da1", ""), "da1"


class Run:
    def __init__(self, name, master, pid):
        self.profile = PROFILES[name]
        self.latency = LATENCY_MS.get(name, 0) / 1000
        self.master, self.pid = master, pid
        self.seen = b""
        self.scanned = 0
        self.pending = []  # (when, bytes), in order
        self.asked = []
        self.first_asked = None
        self.replied_offset = None
        self.status = None
        # Keys the user types just as the questions go out: in the same burst as the replies,
        # ahead of the first one (TYPED_AMONG_REPLIES, a Python string literal).
        typed = os.environ.get("TYPED_AMONG_REPLIES")
        self.typed = ast.literal_eval("'" + typed + "'").encode() if typed else b""
        # How the replies to the first write of questions are cut (SPLIT_REPLIES, REPLY_BYTE_MS,
        # ENTER_AT_BYTE); None once they were sent.
        self.pieces = os.environ.get("SPLIT_REPLIES") or os.environ.get("REPLY_BYTE_MS")

    def schedule(self, when, burst):
        """The replies to one write of questions, due at `when`: whole, or (the first) in pieces."""
        if self.pieces is None:
            self.pending.append((when, burst))
            return
        self.pieces = None
        enter = os.environ.get("ENTER_AT_BYTE")
        if enter is not None:
            burst = burst[:int(enter)] + b"\r" + burst[int(enter):]
        split = os.environ.get("SPLIT_REPLIES")
        if split:
            at, gap = (int(part) for part in split.split(":"))
            self.pending += [(when, burst[:at]), (when + gap / 1000, burst[at:])]
        else:
            step = float(os.environ["REPLY_BYTE_MS"]) / 1000
            self.pending += [(when + index * step, burst[index:index + 1]) for index in range(len(burst))]

    def text(self):
        return self.seen.decode("utf-8", "replace")

    def pump(self, timeout=0.02):
        """Reads what moodpick wrote, answers new questions, writes the replies that are due."""
        now = time.monotonic()
        while self.pending and self.pending[0][0] <= now:
            try:
                os.write(self.master, self.pending.pop(0)[1])
            except OSError:
                pass  # the command has ended: replies still due are never read
            self.replied_offset = len(self.seen)
        ready, _, _ = select.select([self.master], [], [], timeout)
        if ready:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                chunk = b""
            self.seen += chunk
        text = self.text()
        # A question may be cut between reads: scan from the last complete one.
        burst = b""
        for match in QUESTIONS.finditer(text, self.scanned):
            answer, name = reply(self.profile, match)
            self.asked.append(name)
            if self.first_asked is None:
                self.first_asked = time.monotonic()
            if answer:
                burst += self.typed + answer.encode()
                self.typed = b""
            self.scanned = match.end()
        if burst:
            self.schedule(time.monotonic() + self.latency, burst)
            self.pending.sort(key=lambda entry: entry[0])

    def poll_exit(self, stopped_ok=False):
        done, code = os.waitpid(self.pid, os.WNOHANG | os.WUNTRACED)
        if not done:
            return None
        if os.WIFSTOPPED(code):
            return "stopped" if stopped_ok else None
        self.status = os.waitstatus_to_exitcode(code)
        return "ended"

    def until(self, condition, seconds=20):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.pump()
            if condition():
                return True
        return False


def main():
    name, exit_by, out_path = sys.argv[1:4]
    assert sys.argv[4] == "--"
    command = sys.argv[5:]
    master, slave = os.openpty()
    # The size first, so no resize reaches the command after it starts.
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    pid = os.fork()
    if pid == 0:
        os.close(master)
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        fd = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(slave, 0)
        os.dup2(fd, 1)
        os.dup2(slave, 2)
        if exit_by == "suspend":
            job_shell(command)
        os.execvp(command[0], command)
    os.close(slave)
    run = Run(name, master, pid)
    result = {"frame_ms": None, "frame_offset": None, "replied_offset": None}
    if run.until(lambda: FRAME in run.text() or run.poll_exit() == "ended"):
        offset = run.seen.find(FRAME.encode())
        if offset >= 0:
            result["frame_offset"] = offset
            result["replied_offset"] = run.replied_offset
            if run.first_asked is not None:
                result["frame_ms"] = (time.monotonic() - run.first_asked) * 1000
    # END_AFTER (a Python string literal): the run is ended only once moodpick wrote it (a
    # picture placed, a sixel drawn), not at its first frame.
    end_after = os.environ.get("END_AFTER")
    if end_after and run.status is None:
        marker = ast.literal_eval("'" + end_after + "'").encode()
        run.until(lambda: marker in run.seen or run.poll_exit() == "ended")
    if run.status is None:
        end(run, exit_by)
    drain(run)
    result.update({"status": run.status, "asked": run.asked, "output": run.text()})
    print(json.dumps(result))


def job_shell(command):
    """Runs COMMAND as a shell runs a job, so that Ctrl-Z really stops it: in a process group of
    its own, in the foreground of this session (a group whose parent is in the session is not
    orphaned, so the kernel delivers the stop). When it stops, this "shell" takes the terminal,
    writes STOPPED on it, gives it back and continues the job, as `fg` does; it ends with the
    job's status. Runs in the forked child, on the terminal; never returns."""
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    job = os.fork()
    if job == 0:
        os.setpgid(0, 0)
        signal.signal(signal.SIGTTOU, signal.SIG_DFL)
        os.execvp(command[0], command)
    os.setpgid(job, job)
    os.tcsetpgrp(0, job)
    while True:
        _, code = os.waitpid(job, os.WUNTRACED)
        if os.WIFSTOPPED(code):
            os.tcsetpgrp(0, os.getpgrp())
            os.write(2, STOPPED.encode())
            os.tcsetpgrp(0, job)
            os.killpg(job, signal.SIGCONT)
            continue
        os._exit(os.WEXITSTATUS(code) if os.WIFEXITED(code) else 128 + os.WTERMSIG(code))


def kitty_keys(run):
    """Whether the kitty keyboard flags are pushed now: the keys are then sent as kitty sends
    them with disambiguation on (Esc as CSI 27 u, Ctrl-Z as CSI 122;5 u)."""
    return pushed_flags(run) != 0


def pushed_flags(run):
    """The kitty keyboard flags pushed now (0: none)."""
    pushes = list(re.finditer(rb"\x1b\[>(\d+)u", run.seen))
    if not pushes or pushes[-1].start() < run.seen.rfind(b"\x1b[<u"):
        return 0
    return int(pushes[-1].group(1))


def enter(run, press=True, release=True):
    """Enter's press and release as the profile's terminal sends them under the flags pushed:
    with flag 8 both as CSI 13 u (the release with event type 3, under flag 2); otherwise the
    press is CR, and the release is CR again only where the profile has legacy_releases and
    flag 2 is pushed (kitty 0.26, foot 1.13), nothing elsewhere (the protocol's text)."""
    flags = pushed_flags(run)
    if flags & 8:
        out = (b"\x1b[13u" if press else b"") + (b"\x1b[13;1:3u" if release and flags & 2 else b"")
    else:
        legacy_release = flags & 2 and run.profile.get("legacy_releases")
        out = (b"\r" if press else b"") + (b"\r" if release and legacy_release else b"")
    if out:
        os.write(run.master, out)


def right(run):
    """Right, pressed and released: CSI C, and its release under flag 2."""
    os.write(run.master, b"\x1b[C" + (b"\x1b[1;1:3C" if pushed_flags(run) & 2 else b""))


def end(run, exit_by):
    if exit_by == "choice":
        enter(run)
    elif exit_by == "held-enter":
        # The rest of the Enter that started it, then Right and Enter, each read apart.
        for key in (lambda: enter(run, press=False), lambda: right(run), lambda: enter(run)):
            key()
            run.until(lambda: run.poll_exit() == "ended", seconds=0.3)
            if run.status is not None:
                break
    elif exit_by == "cancel":
        os.write(run.master, b"\x1b[27u" if kitty_keys(run) else b"\x1b")
    elif exit_by == "typed":
        pass  # the Enter typed among the replies (ENTER_AT_BYTE) ends it
    elif exit_by == "suspend":
        # The job shell (above) sees the stop, writes STOPPED and continues the job (`fg`).
        asked_before = len(run.seen)
        os.write(run.master, b"\x1b[122;5u" if kitty_keys(run) else b"\x1a")
        resumed = re.compile(re.escape(STOPPED.encode()) + b".*" + re.escape(FRAME.encode()), re.S)
        if run.until(lambda: resumed.search(run.seen, asked_before) is not None):
            enter(run)
    else:
        os.kill(run.pid, getattr(signal, exit_by))
    run.until(lambda: run.status is not None or run.poll_exit() == "ended")
    if run.status is None:
        os.kill(run.pid, signal.SIGKILL)
        os.waitpid(run.pid, 0)


def drain(run):
    """What it wrote just before it ended may still wait in the pty: read it to the end."""
    while True:
        ready, _, _ = select.select([run.master], [], [], 0.2)
        if not ready:
            return
        try:
            chunk = os.read(run.master, 65536)
        except OSError:
            return
        if not chunk:
            return
        run.seen += chunk


main()
