"""Section 13: images (`--images`, docs/IMAGES.md). Each format's decode + scale + symbols per
image, timed by `moodpick-images-bench` (a release build of the pipeline, no cache), over
images made here with ImageMagick: photos-like noise (`plasma:fractal`) at 4000x3000 and
1920x1080 as JPEG, 1920x1080 as PNG and WebP, and a 640x480 GIF, into a 16x5-cell box."""

import os
import subprocess

from common import fmt, median, say, table

BOX = "16x5"
# (name, size, file name, ImageMagick options)
KINDS = [
    ("JPEG 4000x3000 q85", "4000x3000", "photo-large.jpg", ["-quality", "85"]),
    ("JPEG 1920x1080 q85", "1920x1080", "photo.jpg", ["-quality", "85"]),
    ("PNG 1920x1080", "1920x1080", "photo.png", []),
    ("WebP 1920x1080 q80", "1920x1080", "photo.webp", ["-quality", "80"]),
    ("GIF 640x480", "640x480", "photo.gif", []),
]
ROUNDS = int(os.environ.get("BENCH_IMAGE_ROUNDS", "7"))


def tool(ctx):
    """The bench tool beside the moodpick binary (make release builds it), or None."""
    path = os.path.join(os.path.dirname(ctx.bin), "moodpick-images-bench")
    return path if os.access(path, os.X_OK) else None


def run(ctx):
    say("## 13. Images: decode + scale + symbols per image\n")
    bench = tool(ctx)
    if bench is None:
        say("PROBLEM: no moodpick-images-bench beside the binary (make release builds it)\n")
        return
    folder = os.path.join(ctx.work, "images")
    os.makedirs(folder, exist_ok=True)
    rows = []
    for name, size, file_name, options in KINDS:
        path = os.path.join(folder, file_name)
        made = subprocess.run(["convert", "-seed", "7", "-size", size, "plasma:fractal", *options, path],
                              capture_output=True, text=True)
        if made.returncode != 0:
            say(f"PROBLEM: convert could not make {file_name}: {made.stderr.strip()}")
            continue
        steps = {"read": [], "decode": [], "scale": [], "symbols": []}
        decoded = "-"
        for _ in range(ROUNDS):
            out = subprocess.run([bench, BOX, path], capture_output=True, text=True).stdout.split("\t")
            if len(out) < 7:
                say(f"PROBLEM: {file_name}: {' '.join(out)}")
                break
            for key, value in zip(steps, out[1:5]):
                steps[key].append(int(value) / 1000)
            decoded = f"{out[5]}x{out[6].strip()}"
        if steps["decode"]:
            total = median([sum(t) for t in zip(*steps.values())])
            rows.append([name, f"{os.path.getsize(path):,}", decoded, *(fmt(median(v), 2) for v in steps.values()), fmt(total, 1)])
    say(table(["image", "bytes", "decoded at", "read ms", "decode ms", "scale ms", "symbols ms", "total ms"], rows))
    say(f"\n(median of {ROUNDS} runs each; a JPEG is decoded at its smallest DCT scale covering the box)\n")
