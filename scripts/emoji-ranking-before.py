#!/usr/bin/env python3
"""Records the top three `--emoji` results of each ranking-table query, as a given moodpick
binary ranks them, into scripts/emoji-ranking-before.tsv: the "before" column of docs/EMOJI.md's
ranking table (EmojiRankingTableTests renders the table and its "after" column).

Usage: scripts/emoji-ranking-before.py BINARY
BINARY is a build of the commit before the emoji ranking (c4afd8d), whose `--emoji --filter`
printed nothing: so each result is read from a headless run (`--replay`) that types the query,
moves right 0, 1 or 2 matches and presses Enter (`--output line`, `--no-history`).
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUERIES = os.path.join(ROOT, "scripts/emoji-ranking-queries.txt")
OUTPUT = os.path.join(ROOT, "scripts/emoji-ranking-before.tsv")


def pick(binary, query, moves):
    script = "".join("0 key space\n" if c == " " else f"0 key {c}\n" for c in query)
    script += "100 key right\n" * moves + "600 key enter\n"
    with tempfile.NamedTemporaryFile("w", suffix=".replay", delete=False) as f:
        f.write(script)
    try:
        with tempfile.TemporaryDirectory() as state:
            run = subprocess.run([binary, "--emoji", "--no-history", "--output", "line", "--replay", f.name],
                                 capture_output=True, text=True, env=dict(os.environ, XDG_STATE_HOME=state), timeout=60)
    finally:
        os.unlink(f.name)
    return run.stdout.rstrip("\n") if run.returncode == 0 else ""


def main():
    binary = sys.argv[1]
    with open(QUERIES, encoding="utf-8") as f:
        queries = [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]
    rows = []
    for query in queries:
        found = []
        for moves in range(3):
            line = pick(binary, query, moves)
            if not line or line in found:
                break
            found.append(line)
        rows.append("\t".join([query] + found))
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
