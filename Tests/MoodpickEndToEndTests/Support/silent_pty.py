"""Runs a command on a pseudo-terminal whose other end never answers a query.

A terminal that does not answer the cursor position report (CSI 6n) must still get a working
picker. tmux always answers, so the inline tests use this instead: the command runs on a fresh
pty as its controlling terminal; this script types KEYS as soon as the query has been sent
(while the command waits for a reply that never comes), waits for a frame that contains
FRAME_TEXT, types AFTER, and waits for the command to end. It prints one JSON object: the exit status, the milliseconds from start to that frame,
and every byte the command wrote to the terminal (as text, invalid bytes replaced).

usage: silent_pty.py STDOUT_FILE KEYS FRAME_TEXT AFTER -- COMMAND [ARG...]
KEYS and AFTER are Python string literals (escapes allowed), e.g. '\\x1b[C'.

With LATE_REPLY_MS set in the environment, the terminal does answer, but late: that many
milliseconds after the query it sends a report (row 5, column 1) with KEYS right behind it,
in one write.
"""
import ast
import json
import os
import pty
import select
import sys
import time


def main():
    out_path, keys, frame_text, after = sys.argv[1:5]
    assert sys.argv[5] == "--"
    command = sys.argv[6:]
    keys = ast.literal_eval("'" + keys + "'").encode()
    after = ast.literal_eval("'" + after + "'").encode()
    late_ms = os.environ.get("LATE_REPLY_MS")
    start = time.monotonic()
    pid, master = pty.fork()
    if pid == 0:
        fd = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        os.execvp(command[0], command)
    seen = b""
    typed = False
    asked = None
    frame_ms = None
    status = None
    deadline = start + 20
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                chunk = b""
            seen += chunk
            if asked is None and b"\x1b[6n" in seen:
                asked = time.monotonic()
            if not typed and asked is not None and late_ms is None:
                os.write(master, keys)
                typed = True
            if frame_ms is None and frame_text.encode() in seen:
                frame_ms = (time.monotonic() - start) * 1000
                os.write(master, after)
        if not typed and asked is not None and late_ms is not None \
                and (time.monotonic() - asked) * 1000 >= float(late_ms):
            os.write(master, b"\x1b[5;1R" + keys)
            typed = True
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(code)
            # What it wrote just before it ended may still wait in the pty: read it to the end.
            while True:
                ready, _, _ = select.select([master], [], [], 0.2)
                if not ready:
                    break
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
            break
    if status is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    print(json.dumps({"status": status, "frame_ms": frame_ms, "output": seen.decode("utf-8", "replace")}))


main()
