#!/usr/bin/env python3
"""Writes packaging/startup.order: the symbols that short runs of moodpick touch, code and data,
in the order they are first touched. The release link (`make release`) hands the file to lld
(--symbol-ordering-file), which puts those functions and objects next to each other at the start
of their sections, so a short run faults in a few packed pages instead of pages spread over the
whole 10 MB binary (Benchmarks/README.md, section 4).

    scripts/startup-order.py --bin .build-release/release/moodpick [--out packaging/startup.order]

`make startup-order` runs it on a fresh release build. Each run below goes under valgrind's
lackey (--trace-mem=yes), which reports every instruction fetch and data access; an address is
turned into the symbol that holds it with `nm -S -n`. A copy of the binary without its debug
sections is traced (valgrind cannot read the debug information lld writes); the symbols are the
same. A symbol that is gone after a change is ignored by the linker (--no-warn-symbol-ordering),
so a stale file costs speed, never correctness.

The runs: the interactive short pick (the built-in moods on a pseudo-terminal that answers the
start-up probe as a terminal does, then Enter), the bench's short pick (--replay over five items),
--filter, --emoji with a query, and --version.
"""
import argparse
import bisect
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FAKE_TERMINAL = os.path.join(ROOT, "Tests", "MoodpickEndToEndTests", "Support", "fake_terminal.py")
ITEMS = "😀 happy\n😢 sad\n😡 angry\n😴 sleepy\n🤔 thinking\n"
PICK_SCRIPT = "0 key end\n1 key enter\n"
# nm's letters for symbols in memory: code, data, read-only data, bss, weak.
KINDS = set("tTdDrRbBwWvV")
# glibc picks one of several forms of its string functions by the CPU (__memmove_avx_unaligned_erms,
# __memmove_evex_unaligned_erms, ...); valgrind's CPU is not the one the binary will run on, so
# every form of a function that a trace touches is listed.
CPU_VARIANT = re.compile(r"^(__[a-z0-9]+)_(sse2|sse4_1|sse4_2|ssse3|avx|avx2|evex|avx512)")


def runs(binary, work):
    """(name, argv, stdin text or None, wrapper) for each traced run; the wrapper takes the
    valgrind command line and runs it (through the fake terminal for the interactive one)."""
    items = os.path.join(work, "items.txt")
    with open(items, "w", encoding="utf-8") as f:
        f.write(ITEMS)
    script = os.path.join(work, "pick.replay")
    with open(script, "w") as f:
        f.write(PICK_SCRIPT)
    screen = ["--cols", "80", "--rows", "24"]
    return [
        ("interactive", [binary], None, "terminal"),
        ("replay", [binary, "--replay", script] + screen, items, "plain"),
        ("filter", [binary, "--filter", "thinking"], items, "plain"),
        ("emoji", [binary, "--emoji", "--query", "party", "--replay", script] + screen, None, "plain"),
        ("version", [binary, "--version"], None, "plain"),
    ]


def trace(name, argv, stdin_path, how, work):
    """Runs argv under lackey; returns the trace file's path."""
    log = os.path.join(work, name + ".lackey")
    command = ["valgrind", "--tool=lackey", "--trace-mem=yes", "--log-file=" + log] + argv
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", TERM="xterm-256color")
    env.pop("MOODPICK_DEFAULT_OPTS", None)
    env.pop("MOODPICK_DEFAULT_OPTS_FILE", None)
    if how == "terminal":
        out = os.path.join(work, name + ".out")
        command = [sys.executable, FAKE_TERMINAL, "ghostty", "choice", out, "--"] + command
        result = subprocess.run(command, env=env, capture_output=True, timeout=600)
    else:
        with open(stdin_path or os.devnull, "rb") as stdin:
            result = subprocess.run(command, env=env, stdin=stdin, capture_output=True, timeout=600)
    if not os.path.exists(log) or os.path.getsize(log) == 0:
        sys.exit(f"startup-order: the {name} run left no trace (exit {result.returncode}): "
                 f"{result.stderr.decode(errors='replace')[-400:]}")
    return log


def symbols(binary):
    """Sorted (address, size, name) of every symbol in memory."""
    listing = subprocess.run(["nm", "-S", "-n", "--defined-only", binary],
                             capture_output=True, text=True, check=True).stdout
    table = []
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in KINDS:
            table.append((int(parts[0], 16), int(parts[1], 16), parts[3]))
    table.sort()
    return table


def touched(table, log, seen, order):
    """Adds to `order` each symbol the trace touches that is not in `seen` yet."""
    starts = [entry[0] for entry in table]
    last = None
    with open(log) as f:
        for line in f:
            if line.startswith("=="):
                continue
            fields = line.split()
            if len(fields) != 2:
                continue
            address = int(fields[1].split(",")[0], 16)
            if last is not None and last[0] <= address < last[1]:
                continue
            i = bisect.bisect_right(starts, address) - 1
            if i < 0:
                continue
            start, size, name = table[i]
            if address >= start + max(size, 1):
                continue
            last = (start, start + max(size, 1))
            if name not in seen:
                seen.add(name)
                order.append(name)


def with_cpu_variants(order, table):
    """`order` with, after each glibc string function, its other CPU forms."""
    names = [entry[2] for entry in table]
    listed, result = set(order), []
    for name in order:
        result.append(name)
        match = CPU_VARIANT.match(name)
        if match:
            for other in names:
                if other.startswith(match.group(1) + "_") and other not in listed:
                    listed.add(other)
                    result.append(other)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", required=True, help="the release binary (not stripped)")
    parser.add_argument("--out", default=os.path.join(ROOT, "packaging", "startup.order"))
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("startup-order: valgrind is missing: run `bash scripts/setup.sh order`")
    with tempfile.TemporaryDirectory(prefix="moodpick-order.") as work:
        copy = os.path.join(work, "moodpick")
        shutil.copy(args.bin, copy)
        subprocess.run(["strip", "--strip-debug", copy], check=True)
        table = symbols(copy)
        seen, order = set(), []
        for name, argv, stdin_path, how in runs(copy, work):
            before = len(order)
            touched(table, trace(name, argv, stdin_path, how, work), seen, order)
            print(f"startup-order: {name}: {len(order) - before} more symbols", file=sys.stderr)
        order = with_cpu_variants(order, table)
    with open(args.out, "w") as f:
        f.write("# The symbols short runs of moodpick touch, in first-touch order: lld puts them first\n")
        f.write("# (--symbol-ordering-file). Written by scripts/startup-order.py (`make startup-order`).\n")
        f.write("".join(name + "\n" for name in order))
    print(f"startup-order: {len(order)} symbols in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
