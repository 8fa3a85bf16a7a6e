#!/usr/bin/env python3
"""Presses the keys of a transcript (Tests/Transcripts/README.md) into the terminal that runs
scripts/record-transcript.py DIR, through XTEST (xdotool, under X) or the virtual keyboard
(wtype, under Wayland), one action at a time with a pause between, then writes the transcript
lines: each action's bytes, as the recorder read them.

usage: drive-transcript.py xdotool|wtype DIR
"""
import json
import os
import subprocess
import sys
import time

BACKEND, FOLDER = sys.argv[1], sys.argv[2]
X = {"shift": "Shift_L", "ctrl": "Control_L"}


def down(key):
    subprocess.run(["xdotool", "keydown", X.get(key, key)], check=True)


def up(key):
    subprocess.run(["xdotool", "keyup", X.get(key, key)], check=True)


def wtype(keys, hold):
    """One wtype run for a whole action: each run is a new virtual keyboard, so a key pressed
    by one run and released by another is not the same key to the compositor. It waits 100 ms
    first: a key pressed at once, while the compositor takes the new keyboard's keymap, may
    be lost."""
    words = ["-s", "100"]
    for key in keys:
        words += ["-M", key] if key in X else ["-P", key]
    words += ["-s", str(int(hold * 1000))]
    for key in reversed(keys):
        words += ["-m", key] if key in X else ["-p", key]
    return ["wtype"] + words


def tap(*keys, hold=0.12):
    if BACKEND == "wtype":
        subprocess.run(wtype(keys, hold), check=True)
        return
    for key in keys:
        down(key)
    time.sleep(hold)
    for key in reversed(keys):
        up(key)


ACTIONS = [
    ("enter-tap", lambda: tap("Return")),
    ("tab-tap", lambda: tap("Tab")),
    ("backspace-tap", lambda: tap("BackSpace")),
    ("a-tap", lambda: tap("a")),
    ("shift-a-tap", lambda: tap("shift", "a")),
    ("space-tap", lambda: tap("space")),
    ("right-tap", lambda: tap("Right")),
    ("up-tap", lambda: tap("Up")),
    ("escape-tap", lambda: tap("Escape")),
    ("ctrl-c-tap", lambda: tap("ctrl", "c")),
    ("right-held", lambda: tap("Right", hold=1.0)),
    ("backspace-held", lambda: tap("BackSpace", hold=1.0)),
    ("a-held", lambda: tap("a", hold=1.0)),
]


def main():
    while not os.path.exists(os.path.join(FOLDER, "ready")):
        time.sleep(0.05)
    marks = []
    # The Enter that started the program: pressed before the push, released after it.
    marks.append((time.monotonic(), "enter-across-push"))
    if BACKEND == "wtype":
        held = subprocess.Popen(wtype(["Return"], 0.14))
        time.sleep(0.2)
        open(os.path.join(FOLDER, "go"), "w").close()
        held.wait()
    else:
        down("Return")
        time.sleep(0.04)
        open(os.path.join(FOLDER, "go"), "w").close()
        time.sleep(0.1)
        up("Return")
    time.sleep(0.5)
    for name, act in ACTIONS:
        marks.append((time.monotonic(), name))
        act()
        time.sleep(0.5)
    marks.append((time.monotonic(), "end"))
    open(os.path.join(FOLDER, "done"), "w").close()
    while not os.path.exists(os.path.join(FOLDER, "log.json")):
        time.sleep(0.05)
    log = json.load(open(os.path.join(FOLDER, "log.json")))
    print("flags", log["flags"])
    print("reply", escape("".join(log["replies"])))
    before = [r for t, r in log["reads"] if t < log["pushed"]]
    print("before-push", " ".join(escape(r) for r in before))
    for (start, name), (stop, _) in zip(marks, marks[1:]):
        reads = [r for t, r in log["reads"] if start <= t < stop and t >= log["pushed"]]
        print(name, " ".join(escape(r) for r in reads))


def escape(text):
    out = []
    for byte in text.encode("latin-1"):
        if byte == 0x1B:
            out.append("\\e")
        elif byte == 0x5C:
            out.append("\\\\")
        elif 0x21 <= byte <= 0x7E:
            out.append(chr(byte))
        else:
            out.append("\\x%02x" % byte)
    return "".join(out)


main()
