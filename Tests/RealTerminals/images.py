"""The pictures the image scenarios browse, made at test time (nothing binary is committed):
PNGs written with zlib alone, each a gentle top-to-bottom shading of a colour of its own, so
that a screenshot's pixels say which picture a cell shows, and so that its half-block symbols
in 24-bit colour are `▀` (the two dots of a cell always differ), never blank text that a pixel
protocol's cells could be taken for; plus a corrupt PNG and a file that is no image at all
(docs/TESTING.md, "Real terminals"). And how a screenshot is read: the colour at a cell."""

import colorsys
import os
import struct
import zlib

# The pictures' size in pixels: larger than a thumbnail (16x6 cells of about 7x15 pixels, 16x12
# dots as half blocks), so each is scaled down, and small enough to write 100 in 50 ms.
WIDTH, HEIGHT = 160, 120
COUNT = 100
# The bad files, second and third in the list (one and two Rights from the first picture): a
# PNG cut off after its header, and text named like a PNG. What the label row says of each.
CORRUPT, NOT_IMAGE = "corrupt.png", "notes.png"
# How much lighter the top row is than the bottom row (a factor of the colour).
SHADING = 0.24
# How far (in any of red, green, blue, 0-255) a pixel may be from one of the picture's colours:
# area averaging (in linear light or not) and the terminal's drawing stay well inside it, and
# every two pictures' colours are further apart.
TOLERANCE = 14


def colour(index):
    """The colour of picture `index` at its middle: hues around the wheel, three lightnesses in
    turn, so neighbours differ at a glance."""
    hue = (index * 0.618034) % 1.0
    lightness = (0.45, 0.6, 0.35)[index % 3]
    red, green, blue = colorsys.hls_to_rgb(hue, lightness, 0.85)
    return round(red * 255), round(green * 255), round(blue * 255)


def shaded(rgb, y, height=HEIGHT):
    """The colour of pixel row `y`: `rgb` made lighter towards the top, darker towards the bottom."""
    factor = 1 + SHADING / 2 - SHADING * y / (height - 1)
    return tuple(min(255, round(channel * factor)) for channel in rgb)


def png(path, rgb, width=WIDTH, height=HEIGHT):
    """Writes an 8-bit RGB PNG of width x height pixels, `rgb` shaded from top to bottom;
    returns its bytes."""
    rows = b"".join(b"\x00" + bytes(shaded(rgb, y, height)) * width for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as file:
        file.write(data)
    return data


class Pictures:
    """The pictures of one run, in the order moodpick reads them: `paths[i]` is item i."""

    def __init__(self, folder, count=COUNT):
        os.makedirs(folder, exist_ok=True)
        self.paths, self.colours = [], {}
        for index in range(count):
            path = os.path.join(folder, f"{index:03d}.png")
            self.colours[path] = colour(index)
            png(path, self.colours[path])
            self.paths.append(path)
        corrupt, not_image = os.path.join(folder, CORRUPT), os.path.join(folder, NOT_IMAGE)
        whole = png(corrupt, (0, 0, 0))
        with open(corrupt, "wb") as file:
            file.write(whole[:60])
        with open(not_image, "w") as file:
            file.write("these are notes, not a picture\n")
        self.paths[1:1] = [corrupt, not_image]
        self.list = os.path.join(folder, "list")
        with open(self.list, "w") as file:
            file.write("".join(path + "\n" for path in self.paths))

    def shows(self, index, seen):
        """Whether the colour `seen` is one of item `index`'s: a row of its shading, in 24-bit
        colour or as the nearest colour of xterm's 256 (where that is all moodpick uses)."""
        base = self.colours.get(self.paths[index])
        if base is None:
            return False
        return any(near(seen, candidate) for y in range(HEIGHT)
                   for candidate in (shaded(base, y), palette_colour(shaded(base, y))))


def near(one, other, tolerance=TOLERANCE):
    return all(abs(a - b) <= tolerance for a, b in zip(one, other))


# xterm's 256-colour cube and grey ramp, and the nearest of them as moodpick picks it
# (Sources/MoodpickImages/XtermPalette.swift: squared distance, ties to the cube).
LEVELS = [0, 95, 135, 175, 215, 255]


def palette_colour(rgb):
    def level(value):
        return min(LEVELS, key=lambda candidate: (abs(candidate - value), candidate))
    cube = tuple(level(channel) for channel in rgb)
    grey = min(max((sum(rgb) // 3 - 3) // 10, 0), 23) * 10 + 8

    def distance(other):
        return sum((a - b) ** 2 for a, b in zip(rgb, other))
    return (grey,) * 3 if distance((grey,) * 3) < distance(cube) else cube


class Shot:
    """One screenshot of the X screen (8-bit RGB, 1280 pixels a row) and where its cells are."""

    SCREEN_WIDTH = 1280

    def __init__(self, rgb, cells):
        self.rgb, self.cells = rgb, cells

    def pixel(self, x, y):
        offset = (y * self.SCREEN_WIDTH + x) * 3
        return tuple(self.rgb[offset:offset + 3])

    def at(self, column, row):
        """The colour at a 1-based cell position (fractional: 0.25 below a row's centre is the
        middle of its lower half)."""
        return self.pixel(*self.cells(column, row))
