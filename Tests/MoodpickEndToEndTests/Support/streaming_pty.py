"""Runs a command on a fresh pseudo-terminal (80 x 24, its controlling terminal) with standard
input a pipe that this script writes, in steps tied to what the command does, never to a clock:

  1. FIRST is written to the pipe before anything else;
  2. once the command has sent the start-up probe (the cursor position request, CSI 6n, and the
     DA1 sentinel, CSI c), MORE is written to the pipe, and only then are both answered (row 1,
     column 1; a VT220's attributes), in one write;
  3. once a frame (the bytes between the synchronized-output marks CSI ? 2026 h and l) has been
     drawn after the answers, LAST is written, the pipe is closed and KEYS are typed; then the
     command is waited for.

It prints one JSON object: the exit status, the first frame drawn after the answers (as text),
whether the probe came while the pipe was still open, and every byte written to the terminal.
Each wait gives up after 20 s (the status is then null).

usage: streaming_pty.py STDOUT_FILE FIRST MORE LAST KEYS -- COMMAND [ARG...]
FIRST, MORE, LAST and KEYS are Python string literals (escapes allowed), e.g. 'a\\n'.
"""
import ast
import fcntl
import json
import os
import select
import struct
import sys
import termios
import time

REQUEST = b"\x1b[6n"
SENTINEL = b"\x1b[c"
ANSWERS = b"\x1b[1;1R\x1b[?62;22c"
FRAME_START = b"\x1b[?2026h"
FRAME_END = b"\x1b[?2026l"


def literal(text):
    return ast.literal_eval("'" + text + "'").encode()


def start(command, out_path):
    """The command on a new pty as its controlling terminal, stdin a pipe: (pid, master, pipe)."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            out = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(read_end, 0)
            os.dup2(out, 1)
            os.dup2(slave, 2)
            for fd in (master, slave, read_end, write_end, out):
                os.close(fd)
            os.execvp(command[0], command)
        finally:
            os._exit(127)
    os.close(slave)
    os.close(read_end)
    return pid, master, write_end


def frames(data):
    """The frames in data, in order, each as the bytes between its marks."""
    found, at = [], 0
    while True:
        begin = data.find(FRAME_START, at)
        end = data.find(FRAME_END, begin + 1) if begin >= 0 else -1
        if begin < 0 or end < 0:
            return found
        found.append(data[begin + len(FRAME_START):end])
        at = end + len(FRAME_END)


def main():
    out_path, first, more, last, keys = sys.argv[1:6]
    assert sys.argv[6] == "--"
    pid, master, pipe = start(sys.argv[7:], out_path)
    os.write(pipe, literal(first))
    seen = b""
    answered_at = None  # the length of `seen` when the answers went out
    step = "probe"
    asked_while_open = False
    status = None
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # EIO: nobody has the terminal open any more
                chunk = b""
            seen += chunk
        if step == "probe" and REQUEST in seen and SENTINEL in seen[seen.find(REQUEST):]:
            asked_while_open = pipe is not None
            os.write(pipe, literal(more))
            os.write(master, ANSWERS)
            answered_at = len(seen)
            step = "first frame"
        if step == "first frame" and frames(seen[answered_at:]):
            os.write(pipe, literal(last))
            os.close(pipe)
            pipe = None
            os.write(master, literal(keys))
            step = "end"
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(code)
            break
    if status is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    if pipe is not None:
        os.close(pipe)
    after = frames(seen[answered_at:]) if answered_at is not None else []
    print(json.dumps({
        "status": status,
        "step": step,
        "asked_while_open": asked_while_open,
        "first_frame": after[0].decode("utf-8", "replace") if after else None,
        "output": seen.decode("utf-8", "replace"),
    }))


main()
