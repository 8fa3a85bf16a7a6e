#!/usr/bin/env python3
"""Records what a real terminal sends moodpick: run inside the terminal (its pty is this
program's stdin), it asks moodpick's start-up questions, pushes kitty keyboard FLAGS (none: push
nothing), then logs every byte the terminal sends, with the time it was read, until DIR/done
exists. A driver outside (xdotool, wtype) presses the keys and appends a line "TIME ACTION" to
DIR/actions (TIME: time.monotonic() just before the action), so each read can be given to the
action it follows (Tests/Transcripts/README.md, scripts/transcripts-to-file.py).

The push waits for DIR/go, so a driver can press a key before it and release it after, as a
person's Enter at the shell prompt is pressed before moodpick starts and released after.

usage: record-transcript.py DIR FLAGS
"""
import json
import os
import select
import sys
import termios
import time
import tty

PROBE = (b"\x1b[6n\x1b[?2026$p\x1b[?2027$p\x1b[?1016$p\x1b[?u\x1b]11;?\x1b\\\x1b[16t"
         b"\x1b[>q\x1b[c")


def read_for(fd, seconds, until=None):
    reads = []
    end = time.monotonic() + seconds
    while time.monotonic() < end and not (until and until()):
        ready, _, _ = select.select([fd], [], [], 0.02)
        if ready:
            reads.append((time.monotonic(), os.read(fd, 4096)))
    return reads


def main():
    folder, flags = sys.argv[1], sys.argv[2]
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    tty.setraw(fd)
    try:
        os.write(fd, PROBE)
        replies = read_for(fd, 1.5)
        open(os.path.join(folder, "ready"), "w").close()
        early = read_for(fd, 30, lambda: os.path.exists(os.path.join(folder, "go")))
        pushed = time.monotonic()
        if flags != "none":
            os.write(fd, b"\x1b[>%su" % flags.encode())
        keys = read_for(fd, 120, lambda: os.path.exists(os.path.join(folder, "done")))
        if flags != "none":
            os.write(fd, b"\x1b[<u")
    finally:
        termios.tcsetattr(fd, termios.TCSAFLUSH, saved)
    log = {"flags": flags, "pushed": pushed,
           "replies": [r.decode("latin-1") for _, r in replies],
           "reads": [(t, r.decode("latin-1")) for t, r in early + keys]}
    with open(os.path.join(folder, "log.json"), "w") as out:
        json.dump(log, out)


main()
