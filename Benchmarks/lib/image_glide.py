"""Section 15: `--images` on a pty (docs/IMAGES.md): the release binary gliding over 100 and
10,000 image files, with a cold and a warm thumbnail cache.

The images are made once per run into the bench's scratch folder (`make_images`): DISTINCT
pictures of ImageMagick's `plasma:fractal` noise (made at 640x480 and enlarged), JPEG and PNG at
a few sizes; the lists of 100
and 10,000 files are hard links to them under names of their own. The thumbnail cache keys by
path, size and modification time, so every name is a thumbnail of its own: a link costs a decode
like a distinct file (what is shared is only the page cache of the file's bytes).

Each case is one run of `moodpick --images --cell-size CELL` with standard input the list, on a
pty of its own (section 10's harness: 80 x 24, TERM=xterm-256color, COLORTERM=truecolor, the
start-up requests answered as xterm does, no pixel protocol, so the cells are half-block
symbols), XDG_CACHE_HOME a folder of the case's own: empty for the cold run, the cold run's
folder again for the warm one. The run starts at item START and is timed from the fork:

  first frame     the read holding the first frame's end (`CSI ? 2026 l`);
  first picture   the read holding the first frame that draws a half block (`▀`, `▄`): the
                  worker makes the centred item first, so this is the centred thumbnail;
  placeholder     whether the first frame showed the placeholder (`…`) where that thumbnail goes,
                  i.e. it was drawn before any decode finished;
  glide           Right written every REPEAT_MS for HOLD_S (a held key's auto-repeat), then the
                  pty left until quiet: frames (frame ends counted), frames per second over the
                  time from the first Right to the last frame of the glide, bytes written per
                  frame, and the median and 95th percentile of the gaps between frame ends;
  sweep           at 10,000 files only: Right every REPEAT_MS for SWEEP_S more, past more
                  cells than the 256 pictures the strip keeps (as many as the worker makes);
  peak RSS        VmHWM of /proc/PID/status after the glide, after the sweep, and after End (a
                  glide across every item to the last);
  thumbnails      the files in the case's cache folder after the run: the thumbnails made so
                  far (the warm run's include the cold run's).

Enter must then print the last item's path (End's target), else the case is a PROBLEM and the
section a failure of `make bench`. Side by side, the same lines as text cells (no `--images`):
what the strip costs without pictures."""

import os
import re
import shutil
import subprocess
import time

import frame_latency
from common import fmt, median, say, table

SIZES = [100, 10_000]
START = 20
CELL = "16x8"
DISTINCT = int(os.environ.get("BENCH_IMAGE_DISTINCT", "12"))
HOLD_S = float(os.environ.get("BENCH_IMAGE_HOLD_S", "3"))
SWEEP_S = float(os.environ.get("BENCH_IMAGE_SWEEP_S", "12"))
REPEAT_MS = 33
SETTLE_S = 1.0
FIRST_TIMEOUT_S = 30
END = b"\x1b[F"
HALF_BLOCKS = ("▀".encode(), "▄".encode())
ELLIPSIS = "…".encode()
# (file suffix, size, ImageMagick options): a third each of large JPEG photos, screen-sized
# JPEGs and PNGs, so the decodes mix the formats' costs (section 13 gives each one's).
KINDS = [("jpg", "4000x3000", ["-quality", "85"]), ("jpg", "1920x1080", ["-quality", "85"]), ("png", "1280x720", [])]


def make_images(folder):
    """DISTINCT pictures in folder; their paths, or raises RuntimeError with convert's words."""
    os.makedirs(folder, exist_ok=True)
    paths = []
    for i in range(DISTINCT):
        suffix, size, options = KINDS[i % len(KINDS)]
        path = os.path.join(folder, f"picture-{i:02d}.{suffix}")
        # Noise made small and enlarged: a plasma at full size takes seconds per picture.
        made = subprocess.run(["convert", "-seed", str(100 + i), "-size", "640x480", "plasma:fractal", "-resize", size + "!",
                               *options, path],
                              capture_output=True, text=True)
        if made.returncode != 0:
            raise RuntimeError(f"convert could not make {os.path.basename(path)}: {made.stderr.strip()}")
        paths.append(path)
    return paths


def make_list(work, pictures, n):
    """n hard links to the pictures, each a name of its own, and the list file naming them."""
    folder = os.path.join(work, f"images-{n}")
    os.makedirs(folder, exist_ok=True)
    names = []
    for i in range(n):
        source = pictures[i % len(pictures)]
        name = os.path.join(folder, f"image{i:05d}{os.path.splitext(source)[1]}")
        if not os.path.exists(name):
            os.link(source, name)
        names.append(name)
    listing = os.path.join(work, f"images-{n}.txt")
    with open(listing, "w") as f:
        f.write("".join(name + "\n" for name in names))
    return listing, names


class Run:
    """One moodpick on a pty of its own: every read kept with its time."""

    def __init__(self, ctx, cmd, items, cache, name):
        out = os.path.join(ctx.work, f"image-glide-{name}.out")
        saved = os.environ.get("XDG_CACHE_HOME"), os.environ.get("COLORTERM")
        os.environ["XDG_CACHE_HOME"], os.environ["COLORTERM"] = cache, "truecolor"
        try:
            self.t0 = time.monotonic()
            self.session = frame_latency.Session(name, cmd, (frame_latency.RIGHT, frame_latency.LEFT), items, out)
        finally:
            for key, value in zip(("XDG_CACHE_HOME", "COLORTERM"), saved):
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
        self.reads = []  # (time, bytes)

    def pump(self, timeout):
        at, data = self.session.read(timeout)
        if data:
            self.reads.append((at, data))
        return at, data

    def wait_until(self, found, timeout):
        """Reads until found(all output so far) holds; the time of that read, or None."""
        deadline = time.monotonic() + timeout
        seen = b"".join(d for _, d in self.reads)
        if found(seen):
            return self.reads[-1][0]
        while time.monotonic() < deadline:
            at, data = self.pump(0.05)
            if at is not None and not data:
                return None  # the pty is closed: moodpick has ended
            if data:
                seen += data
                if found(seen):
                    return at
        return None

    def said(self):
        """The end of what moodpick wrote, as text without escape sequences: why it ended."""
        text = b"".join(d for _, d in self.reads)[-400:].decode("utf-8", "replace")
        return re.sub(r"\x1b\[[0-9;?$>=]*[ -/]*[@-~]|\x1b[P\]_][^\x1b]*\x1b\\|\x1b.", "", text).strip()

    def quiet(self, seconds, timeout=30):
        deadline = time.monotonic() + timeout
        last = time.monotonic()
        while time.monotonic() < deadline:
            at, data = self.pump(last + seconds - time.monotonic())
            if at is None:
                return True
            if data:
                last = at
        return False

    def peak_rss_kib(self):
        try:
            with open(f"/proc/{self.session.pid}/status") as f:
                found = re.search(r"VmHWM:\s+(\d+) kB", f.read())
        except OSError:
            return None
        return int(found.group(1)) if found else None


def frames_of(run, since):
    """The frame ends after `since` (their times) and the bytes read after it."""
    ends, total, carry = [], 0, b""
    for at, data in run.reads:
        if at < since:
            continue
        total += len(data)
        scan = carry + data
        ends += [at] * scan.count(frame_latency.SYNC_END)
        carry = scan[-(len(frame_latency.SYNC_END) - 1):]
    return ends, total


def first_frame(seen):
    return frame_latency.SYNC_END in seen


def first_picture(seen):
    """Whether a frame that draws a half block has ended."""
    at = min((seen.find(h) for h in HALF_BLOCKS if h in seen), default=-1)
    return at >= 0 and seen.find(frame_latency.SYNC_END, at) >= 0


def hold(run, presses):
    """Right every REPEAT_MS, presses times, reading all the while (a held key's auto-repeat)."""
    start = time.monotonic()
    for k in range(presses):
        os.write(run.session.master, frame_latency.RIGHT)
        next_at = start + (k + 1) * REPEAT_MS / 1000
        while time.monotonic() < next_at:
            run.pump(next_at - time.monotonic())


def cached(cache):
    """The thumbnails in a cache folder (XDG_CACHE_HOME): its files under moodpick/thumbnails."""
    return sum(len(files) for _, _, files in os.walk(os.path.join(cache, "moodpick", "thumbnails")))


def one_case(ctx, images, listing, want, cache, name, problems, sweep):
    """One run: a dict of the figures, or None after a PROBLEM."""
    cmd = [ctx.bin, "--start", str(START)] + (["--images", "--cell-size", CELL] if images else [])
    run = Run(ctx, cmd, listing, cache, name)
    figures = {}
    try:
        first = run.wait_until(first_frame, FIRST_TIMEOUT_S)
        if first is None:
            problems.append(f"{name}: no frame (within {FIRST_TIMEOUT_S} s); it wrote: {run.said()[-200:]!r}")
            return None
        figures["first"] = (first - run.t0) * 1000
        initial = b"".join(d for _, d in run.reads)
        initial = initial[:initial.find(frame_latency.SYNC_END)]
        if images:
            figures["placeholder"] = ELLIPSIS in initial and not any(h in initial for h in HALF_BLOCKS)
            picture = run.wait_until(first_picture, FIRST_TIMEOUT_S)
            if picture is None:
                problems.append(f"{name}: no thumbnail drawn (within {FIRST_TIMEOUT_S} s); it wrote: {run.said()[-200:]!r}")
                return None
            figures["picture"] = (picture - run.t0) * 1000
        run.quiet(SETTLE_S)
        glide_start = time.monotonic()
        presses = int(HOLD_S * 1000 / REPEAT_MS)
        hold(run, presses)
        run.quiet(SETTLE_S)
        ends, total = frames_of(run, glide_start)
        if len(ends) < 2:
            problems.append(f"{name}: {len(ends)} frames while Right was held")
            return None
        gaps = [(b - a) * 1000 for a, b in zip(ends, ends[1:])]
        figures.update(frames=len(ends), fps=(len(ends) - 1) / (ends[-1] - glide_start) if ends[-1] > glide_start else None,
                       bytes=total / len(ends), gap=median(gaps), gap95=frame_latency.percentile(gaps, 95),
                       rss=run.peak_rss_kib())
        if sweep:
            hold(run, int(SWEEP_S * 1000 / REPEAT_MS))
            run.quiet(SETTLE_S, timeout=120)
            figures["rss_sweep"] = run.peak_rss_kib()
        os.write(run.session.master, END)
        run.quiet(SETTLE_S, timeout=120)
        figures["rss_end"] = run.peak_rss_kib()
    finally:
        rc, printed = run.session.finish()
    if rc != 0 or printed != (want + "\n").encode():
        problems.append(f"{name}: Enter after End printed {printed[:80]!r}, exit {rc} (expected {want!r})")
        return None
    return figures


def mib(kib):
    return "-" if kib is None else f"{kib / 1024:.1f} MB"


def run(ctx):
    say("## 15. Images on a pty: gliding over 100 and 10,000 image files (`--images`)")
    if "moodpick" not in ctx.tools:
        ctx.failures.append("images on a pty: moodpick was left out")
        say(f"PROBLEM: moodpick left out ({ctx.moodpick_problem})\n")
        return
    if shutil.which("convert") is None:
        ctx.failures.append("images on a pty: ImageMagick's convert is missing (bash scripts/setup.sh bench)")
        say("PROBLEM: convert is missing\n")
        return
    made_at = time.monotonic()
    try:
        pictures = make_images(os.path.join(ctx.work, "image-pictures"))
    except RuntimeError as e:
        ctx.failures.append(f"images on a pty: {e}")
        say(f"PROBLEM: {e}\n")
        return
    lists = {n: make_list(ctx.work, pictures, n) for n in SIZES}
    say(f"{DISTINCT} distinct pictures ({', '.join(f'{k[0].upper()} {k[1]}' for k in KINDS)}), linked under "
        f"{max(SIZES):,} names, made in {time.monotonic() - made_at:.1f} s. `moodpick --start {START} --images "
        f"--cell-size {CELL} < list` on an 80 x 24 pty (symbols, 24-bit); Right every {REPEAT_MS} ms for {HOLD_S:g} s "
        f"(the glide's figures), at {max(SIZES):,} for {SWEEP_S:g} s more (the sweep), then End, then Enter. Times from "
        "the fork. cold: an empty XDG_CACHE_HOME; warm: the cold run's again. frames/s counts every frame drawn, the "
        "60 Hz glide's and those a finished thumbnail wakes.\n")
    rows, problems = [], []
    for n in SIZES:
        listing, names = lists[n]
        want = names[-1]
        cache = os.path.join(ctx.work, f"image-cache-{n}")
        shutil.rmtree(cache, ignore_errors=True)
        os.makedirs(cache)
        for kind, images in (("text cells", False), ("images, cold", True), ("images, warm", True)):
            name = f"{n}-{kind.replace(' ', '').replace(',', '-')}"
            f = one_case(ctx, images, listing, want, cache, name, problems, sweep=n >= 10_000)
            if f is None:
                rows.append([f"{n:,}", kind] + ["-"] * 12)
                continue
            rows.append([f"{n:,}", kind, fmt(f["first"], 1), fmt(f.get("picture"), 1),
                         "-" if "placeholder" not in f else ("yes" if f["placeholder"] else "no"),
                         f["frames"], fmt(f["fps"], 1), f"{f['bytes']:,.0f}", fmt(f["gap"], 1), fmt(f["gap95"], 1),
                         mib(f["rss"]), mib(f.get("rss_sweep")), mib(f["rss_end"]), cached(cache) if images else "-"])
    say(table(["files", "cells", "first frame ms", "first picture ms", "placeholder first", "frames", "frames/s",
               "bytes/frame", "frame gap ms (median)", "p95", "peak RSS after glide", "after sweep", "after End",
               "thumbnails in cache"], rows))
    for p in problems:
        say(f"PROBLEM: {p}")
    if problems:
        ctx.failures.append(f"images on a pty: {len(problems)} problem(s), the first: {problems[0]}")
    say()
