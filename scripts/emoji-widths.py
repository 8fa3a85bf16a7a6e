#!/usr/bin/env python3
"""Measures how wide tmux draws each emoji of the catalog (every record and its toned forms).

Run without arguments: starts a private tmux server (`tmux -L <unique> -f /dev/null`), runs
itself inside a 200x5 window with `--inside OUT`, waits, and prints a summary plus every emoji
that tmux does not draw 2 columns wide. Inside, for each emoji it writes CR, the emoji and a
cursor position request (ESC [ 6 n) and reads tmux's answer: the column the cursor reached is
the width tmux gave the emoji, which is what decides where the next thing on the row lands.
"""
import os
import re
import subprocess
import sys
import termios
import time
import tty

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "Sources/MoodpickCore/Emoji/EmojiTable.swift")


def catalog():
    """(symbol, name) for every record and toned form of the generated table."""
    text = open(TABLE, encoding="utf-8").read()
    body = text.split('static let records: StaticString = """\n', 1)[1].split('\n"""', 1)[0]
    out = []
    for line in filter(None, body.split("\n")):
        fields = line.split("\t")
        symbol = fields[0].replace('\\"', '"').replace("\\\\", "\\")
        name = fields[1]
        out.append((symbol, name))
        for form in fields[5].split():
            out.append((form, name + " (toned)"))
    return out


def inside(path):
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    tty.setraw(fd)
    results = []
    try:
        for symbol, name in catalog():
            os.write(1, ("\r\x1b[K" + symbol + "\x1b[6n").encode())
            answer = b""
            while not answer.endswith(b"R"):
                answer += os.read(fd, 32)
            column = int(re.search(rb"\[(\d+);(\d+)R", answer).group(2))
            results.append(f"{column - 1}\t{symbol}\t{name}")
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write("\n".join(results) + "\n")
    os.replace(path + ".tmp", path)


def outside():
    server = f"moodpick-widths-{os.getpid()}"
    out = f"/tmp/{server}.tsv"
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("TMUX", None)
    subprocess.run(["tmux", "-L", server, "-f", "/dev/null", "new-session", "-d", "-x", "200", "-y", "5",
                    f"python3 {os.path.abspath(__file__)} --inside {out}"], check=True, env=env)
    try:
        deadline = time.time() + 120
        while not os.path.exists(out) and time.time() < deadline:
            time.sleep(0.2)
    finally:
        subprocess.run(["tmux", "-L", server, "kill-server"], env=env, stderr=subprocess.DEVNULL)
    if not os.path.exists(out):
        raise SystemExit("no result from inside tmux")
    version = subprocess.run(["tmux", "-V"], capture_output=True, text=True).stdout.strip()
    rows = [line.split("\t") for line in open(out, encoding="utf-8").read().splitlines()]
    os.remove(out)
    by_width = {}
    for width, symbol, name in rows:
        by_width.setdefault(int(width), []).append((symbol, name))
    print(f"{version}: {len(rows)} emoji forms measured")
    for width in sorted(by_width):
        print(f"  width {width}: {len(by_width[width])}")
    for width in sorted(by_width):
        if width == 2:
            continue
        for symbol, name in by_width[width]:
            print(f"{width}\t{symbol}\t{' '.join('U+%04X' % ord(c) for c in symbol)}\t{name}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--inside":
        inside(sys.argv[2])
    else:
        outside()
