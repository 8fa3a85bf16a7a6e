"""The scenarios of the real-terminal tier, each run in every terminal (docs/TESTING.md,
"Real terminals"). A scenario raises on failure, with what it expected and what it saw."""

import os
import signal
import subprocess
import time

import images as pictures_module
import terminals
from wait import until

MOODS = ["😀 happy", "😢 sad", "😡 angry", "😴 sleepy", "🤔 thoughtful", "😍 in love", "😎 cool", "🥳 festive",
         "😱 shocked", "😌 relieved", "🤒 sick", "😤 determined", "🥺 pleading", "😂 amused", "🙄 unimpressed",
         "😇 blessed", "🤯 mind blown", "😬 awkward", "🥱 bored", "🤗 grateful"]
# Text that only moodpick's picture puts on the screen: its counter, key help and rules.
PICTURE_MARKS = ["1/20", "esc cancel", "enter choose", "▏", "▕", "───", "happy", "angry"]
# The strip's cells are this many columns apart (two for the emoji, the spacing around it).
CELL_COLUMNS = 6


def expect(what, expected, seen):
    if expected != seen:
        raise AssertionError(f"{what}: expected {expected!r}, saw {seen!r}")


def expect_result(run, status, output):
    seen_status, seen_output, error = run.finish()
    if (seen_status, seen_output) != (status, output):
        raise AssertionError(f"expected status {status} and output {output!r}; saw status {seen_status} and "
                             f"output {seen_output!r} (stderr {error!r}, {run.frames()} frames drawn)")


def expect_no_picture(session, name):
    """Where the screen can be read: no trace of the picture is left on it."""
    session.screenshot(name)
    if not session.readable():
        return
    _, lines = session.screen()
    left = [line for line in lines if any(mark in line for mark in PICTURE_MARKS)]
    if left:
        raise AssertionError("the picture left rows on the screen:\n" + "\n".join(lines))


def expect_same_screen(session, reference, name):
    """The screen now is the reference screen (text where it can be read, else pixels)."""
    kind, now = session.screen()
    session.screenshot(name)
    if now != reference:
        detail = "\n".join(now) if kind == "text" else "the screenshots differ (kept in the artifacts)"
        raise AssertionError(f"the screen is not the reference screen ({kind}):\n{detail}")


def hide_cursor():
    return "; printf '\\033[?25l'"


def start_at(placement):
    """Started with a held Enter from the prompt at the top, middle or bottom of a full screen;
    Right, Right, Enter prints `😡 angry`, and nothing of the picture is left."""
    def scenario(session):
        fill = {"top": 0, "middle": terminals.ROWS // 2, "bottom": terminals.ROWS}[placement]
        before = "clear; " + (f"seq 1 {fill}; " if fill else "")
        run = session.new_run().start(before=before, after=hide_cursor(), held=True)
        session.screenshot(f"{placement}-drawn")
        session.key("Right", "Right")
        run.wait_frames(2, "the frames after Right, Right")
        session.press_enter()
        expect_result(run, 0, "😡 angry\n")
        expect_no_picture(session, f"{placement}-after")
        if placement != "bottom":
            # The screen the shell alone writes (at the bottom moodpick scrolled it to make room).
            expect_same_screen(session, shell_screen(session, before), f"{placement}-reference")
    return scenario


def shell_screen(session, before):
    """The screen that `before` leaves, written by the shell alone (the cursor hidden)."""
    session.run(before.rstrip("; ") + hide_cursor())
    return session.screen()[1]


def backspace(session):
    """One Backspace erases one character: `sle`, Backspace is the query `sl` (😴 sleepy; two
    erased would leave `s`, 😢 sad)."""
    run = session.new_run().start(before="clear; ")
    session.type("sle")
    session.key("BackSpace")
    session.press_enter()
    expect_result(run, 0, "😴 sleepy\n")


def tab(session):
    """With --multi one Tab marks one item: Tab, Enter prints the one marked item."""
    run = session.new_run().start("--multi", before="clear; ")
    session.key("Tab")
    run.wait_frames(2, "the frame after Tab")
    session.press_enter()
    expect_result(run, 0, "😀 happy\n")


def cat_v(session):
    """`cat -v` after moodpick sees the shell's own bytes: `^[[A` for Up, nothing for a click."""
    run = session.new_run()
    count = session.prompts()
    session.type(f"cat -v > {run.name}.cat")
    session.press_enter()
    until("cat at the prompt", lambda: session.children("cat"))
    session.key("Up")
    session.xdotool("click", "1")
    session.press_enter()
    session.key("ctrl+d")
    until("the prompt after cat", lambda: session.prompts() > count)
    expect("cat -v after moodpick", "^[[A\n", run.read("cat"))


def cancel(key):
    def scenario(session):
        run = session.new_run().start(before="clear; ")
        session.key(key)
        expect_result(run, 130, "")
        expect_no_picture(session, f"{key}-after")
        cat_v(session)
    return scenario


def sigterm(session):
    """SIGTERM ends moodpick with 128+15, the terminal restored."""
    run = session.new_run().start(before="clear; ")
    os.kill(run.pid(), signal.SIGTERM)
    expect_result(run, 128 + signal.SIGTERM, "")
    expect_no_picture(session, "sigterm-after")
    cat_v(session)


def resize(session):
    """A narrowing (to 55 % of the width) and a widening resize while moodpick runs in the
    middle of the screen leave nothing: the screen after is one the shell alone writes, the
    numbers 1 to 15 and the prompt, or, where the terminal's reflow scrolled the screen while
    it was narrow, the last of them (K to 15, K at most 1 + SCROLLED_BY_REFLOW)."""
    last = terminals.ROWS // 2
    before = f"clear; seq 1 {last}; "
    reference = shell_screen(session, before)
    run = session.new_run().start(before=before, after=hide_cursor())
    _, _, width, height = session.geometry()
    drawn = run.frames()
    session.resize(width * 55 // 100, height)
    run.wait_frames(drawn + 1, "the frame after narrowing")
    session.screenshot("resize-narrow")
    drawn = run.frames()
    session.resize(width, height)
    run.wait_frames(drawn + 1, "the frame after widening")
    session.key("Right")
    run.wait_frames(drawn + 2, "the frame after Right")
    session.press_enter()
    expect_result(run, 0, "😢 sad\n")
    # mlterm 3.9 leaves a 3-pixel sliver of the track's knob where the picture was after a
    # resize, in a cell it holds as blank: the cells are compared, so the window is painted anew.
    session.repaint()
    kind, after = session.screen()
    session.screenshot("resize-after")
    if after == reference:
        return
    if kind == "text":
        shown = [line for line in after if line]
        if any(shown == [str(number) for number in range(first, last + 1)] + ["$"]
               for first in range(2, 2 + SCROLLED_BY_REFLOW)):
            return
        raise AssertionError("the screen after the resizes is none the shell alone writes (text):\n" + "\n".join(after))
    for first in range(2, 2 + SCROLLED_BY_REFLOW):
        if after == shell_screen(session, f"clear; seq {first} {last}; "):
            return
    detail = "\n".join(after) if kind == "text" else "the screenshots differ (kept in the artifacts)"
    raise AssertionError(f"the screen after the resizes is none the shell alone writes ({kind}):\n{detail}")


# The rows a reflowing terminal may scroll the screen by while the picture's rows are wrapped.
SCROLLED_BY_REFLOW = 6


def accessible(session):
    """--accessible reads a line in the terminal's line mode: 3 and Enter choose the third."""
    run = session.new_run().start("--accessible", before="clear; ", draws=False)
    session.type("3")
    session.screenshot("accessible-3")
    session.press_enter()
    expect_result(run, 0, "😡 angry\n")


def fullscreen(session):
    """--fullscreen draws on the alternate screen and gives the screen back as it was."""
    before = f"clear; seq 1 {terminals.ROWS // 2}; "
    reference = shell_screen(session, before)
    run = session.new_run().start("--fullscreen", before=before, after=hide_cursor())
    session.screenshot("fullscreen-drawn")
    session.key("Right")
    run.wait_frames(2, "the frame after Right")
    session.press_enter()
    expect_result(run, 0, "😢 sad\n")
    expect_same_screen(session, reference, "fullscreen-after")


def emoji(session):
    """--emoji: typing a name finds it."""
    run = session.new_run().start("--emoji", before="clear; ")
    session.type("fire")
    session.screenshot("emoji-fire")
    session.press_enter()
    expect_result(run, 0, "🔥\n")


def restore(session):
    """After a choice the terminal is given back: `cat -v` sees `^[[A` for Up, nothing for a click."""
    run = session.new_run().start(before="clear; ")
    session.key("Right", "Right")
    run.wait_frames(2, "the frames after Right, Right")
    session.press_enter()
    expect_result(run, 0, "😡 angry\n")
    cat_v(session)


# Where the strip's cells are at the top of a cleared screen (1-based columns and rows): the
# centred cell's emoji is at columns 50 and 51 of 100, the next cells 6 columns apart, on row 2.
STRIP_ROW, CENTRE_COLUMN = 2, 51


def strip_cell(session, cells):
    """The pixel of the cell `cells` to the right of the centred one, on the strip."""
    return session.cells()(CENTRE_COLUMN + CELL_COLUMNS * cells, STRIP_ROW)


def move_pointer(session, point):
    session.xdotool("mousemove", "--window", session.window, str(point[0]), str(point[1]))


def click(session):
    """A click on the cell two to the right glides there; Enter then prints it."""
    session.cells()
    run = session.new_run().start(before="clear; ")
    move_pointer(session, strip_cell(session, 2))
    drawn = run.frames()
    session.xdotool("click", "1")
    run.wait_frames(drawn + 1, "the frames after the click")
    session.press_enter()
    expect_result(run, 0, "😡 angry\n")


def drag(session):
    """A slow drag two cells to the left, a pause, the release: the strip follows and snaps two
    cells on."""
    session.cells()
    run = session.new_run().start(before="clear; ")
    start = strip_cell(session, 0)
    move_pointer(session, start)
    session.xdotool("mousedown", "1")
    for step in range(1, 2 * CELL_COLUMNS + 1):
        move_pointer(session, session.cells()(CENTRE_COLUMN - step, STRIP_ROW))
        time.sleep(0.04)
    # Still for a moment before the release, as a person ends a slow drag: no fling.
    time.sleep(0.3)
    session.xdotool("mouseup", "1")
    session.press_enter()
    expect_result(run, 0, "😡 angry\n")


def fling(session):
    """A fast drag across 60 columns, released while moving: the strip flings on, further than
    the 10 cells the pointer went."""
    session.cells()
    run = session.new_run().start(before="clear; ")
    move_pointer(session, session.cells()(85, STRIP_ROW))
    session.xdotool("mousedown", "1")
    for column in range(80, 20, -10):
        move_pointer(session, session.cells()(column, STRIP_ROW))
    session.xdotool("mouseup", "1")
    # The glide has ended when the trace no longer grows between two looks 0.3 s apart.
    frames = [run.frames()]

    def rested():
        now = run.frames()
        same = now == frames[0]
        frames[0] = now
        return same
    until("the fling to rest", rested, every=0.3)
    session.press_enter()
    status, output, _ = run.finish()
    index = MOODS.index(output.rstrip("\n")) if output and output.rstrip("\n") in MOODS else -1
    if status != 0 or index <= 10:
        raise AssertionError(f"expected a fling past the 11th mood; saw status {status}, output {output!r}")


def wheel(session):
    """--date: one notch of the wheel down turns the active wheel (the year, the first) on by
    one (two in a terminal that sends two reports a notch)."""
    session.cells()
    run = session.new_run().start("--date --start 2027-11-30", before="clear; ")
    move_pointer(session, session.cells()(CENTRE_COLUMN, STRIP_ROW))
    drawn = run.frames()
    session.xdotool("click", "5")
    run.wait_frames(drawn + 1, "the frames after the notch")
    session.press_enter()
    notches = session.terminal.reports_per_notch
    expect_result(run, 0, f"{2027 + notches}-11-30\n")


def widget(session):
    """The bash widget: `eval "$(moodpick --bash)"`, Alt-: opens the emoji picker under the line,
    `fire` and Enter put 🔥 into the line."""
    run = session.new_run()
    session.run(f'export MOODPICK_DEFAULT_OPTS="--trace {run.name}.trace"; eval "$(moodpick --bash)"; clear')
    count = session.prompts()
    session.type("echo ")
    session.key("alt+colon")
    run.wait_frames(1, "the widget's picker")
    session.type("fire")
    session.press_enter()
    until("the picker gone", lambda: not session.children("moodpick"))
    session.type(f" > {run.name}.out; unset MOODPICK_DEFAULT_OPTS")
    session.press_enter()
    until("the prompt after the line", lambda: session.prompts() > count)
    expect("the line the widget made", "🔥\n", run.read("out"))


def vertical(session):
    """--layout reverse --height 12 (docs/CONTRACT.md §19): the moods upright at the top of a
    cleared screen, the prompt on row 1, ten rows of items, the mark on row 7 (1-based). Down
    twice moves two rows; a slow drag up three rows, a pause, the release: three rows on; Enter
    prints the sixth mood."""
    session.cells()
    run = session.new_run().start("--layout reverse --height 12", before="clear; ")
    session.screenshot("vertical-drawn")
    if session.readable():
        _, lines = session.screen()
        if not (lines[6].startswith("▌ ") and "happy" in lines[6]):
            raise AssertionError("the first mood under the mark on row 7:\n" + "\n".join(lines[:12]))
    session.key("Down", "Down")
    run.wait_frames(2, "the frames after Down, Down")
    mark_row = 7
    move_pointer(session, session.cells()(10, mark_row))
    session.xdotool("mousedown", "1")
    for step in range(1, 4):
        time.sleep(0.1)
        move_pointer(session, session.cells()(10, mark_row - step))
    time.sleep(0.4)
    session.xdotool("mouseup", "1")
    session.screenshot("vertical-dragged")
    session.press_enter()
    expect_result(run, 0, MOODS[5] + "\n")


# --images (docs/CONTRACT.md §21) ------------------------------------------------------------
# The cell size given, so that every terminal lays the strip out alike (the default follows the
# terminal's cell pixels). At the top of a cleared screen (1-based): the query on row 1, the
# centred picture on columns 43 to 58 of rows 2 to 7, its name (and a bad file's reason) on row
# 8; the cells are 20 columns apart (16, the padding and the spacing).
IMAGE_ARGUMENTS = "--images --cell-size 16x6"
PICTURE_ROWS, LABEL_ROW, PICTURE_PITCH = range(2, 8), 8, 20
PICTURE_COLUMNS = range(43, 59)
# Where a picture's colours are looked at: the middle of each half of the inner cells (a
# picture fitted to its box may leave its outermost dots to the terminal's background).
PICTURE_SAMPLES = [(column, row + half) for column in range(45, 57) for row in range(3, 7) for half in (-0.25, 0.25)]
# How long Right is held to glide over many pictures, in seconds.
HELD_RIGHT = 1.2


class Pictures(pictures_module.Pictures):
    """The 100 pictures and two bad files of one session, under its runs folder."""

    def __init__(self, session):
        super().__init__(os.path.join(session.runs, "pictures"))


def start_images(session, pictures, run=None, before="clear; "):
    """moodpick --images over `pictures` from a cleared screen, with a thumbnail cache of the
    run's own (so every thumbnail is made anew, after the first frame)."""
    run = run or session.new_run()
    return run.start(f"{IMAGE_ARGUMENTS} < {pictures.list}",
                     before=f"export XDG_CACHE_HOME={run.name}.cache{picture_term(session)}; {before}", after=hide_cursor())


def picture_term(session):
    """The assignments (after an `export`) of the terminal's picture_environment, if any."""
    return "".join(f" {name}={value}" for name, value in session.terminal.picture_environment.items())


def picture_shot(session):
    return pictures_module.Shot(session.rgb(), session.cells())


def picture_misses(shot, pictures, index, shift=0):
    """The sample points of the cell `shift` cells right of the centred one whose colour is not
    one of item `index`'s picture."""
    return [(column, row, shot.at(column + shift * PICTURE_PITCH, row)) for column, row in PICTURE_SAMPLES
            if not pictures.shows(index, shot.at(column + shift * PICTURE_PITCH, row))]


def wait_for_picture(session, pictures, index, what=None):
    """Polls screenshots until the centred cell shows item `index`'s picture (a thumbnail is
    made after the first frame: the placeholder first, then the picture); returns the shot."""
    def describe(shot):
        misses = picture_misses(shot, pictures, index)
        return f"{len(misses)} of {len(PICTURE_SAMPLES)} points not item {index}'s colours, e.g. {misses[:4]}"
    return until(what or f"item {index}'s picture in the centred cell", lambda: picture_shot(session),
                 holds=lambda shot: not picture_misses(shot, pictures, index), describe=describe, timeout=30)


def trace(run):
    """The trace's frames: (ms, offset in columns, centred index)."""
    return [(float(ms), float(offset), int(index)) for ms, offset, index in
            (line.split() for line in (run.read("trace") or "").splitlines() if line.strip())]


def wait_rest(run):
    """The strip at rest: the trace no longer grows between two looks 0.3 s apart (the first
    look only counts)."""
    frames = [None]

    def rested():
        now = run.frames()
        same = now == frames[0]
        frames[0] = now
        return same
    until("the strip at rest", rested, every=0.3)


def glide_and_snap(session, run, during=None):
    """Right held: the strip glides (frames between two cells) and, released, snaps (it rests
    on a cell, its offset that cell's); returns the index it rests on. `during` is called while
    Right is held."""
    drawn = run.frames()
    session.hold("Right", HELD_RIGHT, during)
    wait_rest(run)
    frames = trace(run)[drawn:]
    between = [offset for _, offset, _ in frames if abs(offset / PICTURE_PITCH - round(offset / PICTURE_PITCH)) > 0.01]
    if not frames or not between:
        raise AssertionError(f"no glide: no frame between two cells while Right was held ({frames[-8:]})")
    _, offset, index = frames[-1]
    if offset != index * PICTURE_PITCH or index < 3:
        raise AssertionError(f"the strip did not snap on a cell past the first three: last frame {frames[-1]}")
    return index


def background_rows(session, rows, what):
    """Every cell of `rows` (1-based) is the terminal's background at its middle and at the
    middles of its halves: nothing of a picture (text, pixels or a placement) is left there.
    The background is that of the last cell of the last row, which nothing here writes."""
    shot = picture_shot(session)
    background = shot.at(terminals.COLUMNS, terminals.ROWS)
    left = [(column, row) for row in rows for column in range(1, terminals.COLUMNS + 1)
            if any(not pictures_module.near(shot.at(column, row + half), background, 8) for half in (-0.25, 0, 0.25))]
    if left:
        raise AssertionError(f"{what}: {len(left)} cells are not the background {background}, e.g. {left[:6]}")


def label_row(lines):
    return lines[LABEL_ROW - 1] if len(lines) >= LABEL_ROW else ""


def check_bad_files(session, run, pictures, read_text):
    """Right, Right: the corrupt PNG and the text file each show the × box, with the name and
    the reason in the label row (read as text where the terminal can be read; elsewhere the
    centred cell shows no picture's colours)."""
    for index, name, reason in [(1, pictures_module.CORRUPT, "corrupt image"), (2, pictures_module.NOT_IMAGE, "not an image")]:
        drawn = run.frames()
        session.key("Right")
        run.wait_frames(drawn + 1, f"the frames after Right to {name}")
        # The label names the target at once; the box is where it rests once the glide is over.
        wait_rest(run)
        if read_text is not None:
            lines = until(f"{name}'s reason in the label row", read_text,
                          holds=lambda lines: name in label_row(lines) and reason in label_row(lines),
                          describe=lambda lines: "\n".join(lines[:10]))
            box = [line[PICTURE_COLUMNS[0] - 1:PICTURE_COLUMNS[-1]] for line in lines[PICTURE_ROWS[0] - 1:PICTURE_ROWS[-1]]]
            if not (box[0].startswith("┌") and box[-1].startswith("└") and any("×" in line for line in box)):
                raise AssertionError(f"{name}: no × box in the centred cell:\n" + "\n".join(box))
        else:
            shot = picture_shot(session)
            shown = [column for column, row in PICTURE_SAMPLES
                     if any(pictures.shows(other, shot.at(column, row)) for other in (0, 3))]
            if shown:
                raise AssertionError(f"{name}: the centred cell shows a picture's colours at columns {shown[:6]}")
    session.screenshot("images-bad-file")


def images_browse(session, run, pictures, read_text, name):
    """The walk every --images scenario takes: the first frame (placeholders, perhaps), the first
    picture filled in, the two bad files, then Right held over many, released: the strip snaps,
    the picture it rests on is filled in; Enter prints its path, and rows 2 on are background."""
    session.screenshot(f"{name}-first-frame")
    wait_for_picture(session, pictures, 0)
    session.screenshot(f"{name}-filled")
    check_bad_files(session, run, pictures, read_text)
    index = glide_and_snap(session, run)
    wait_for_picture(session, pictures, index)
    for shift in (-1, 1):
        misses = picture_misses(picture_shot(session), pictures, index + shift, shift)
        if misses:
            raise AssertionError(f"the cell {shift:+d} from the centre is not item {index + shift}'s picture: {misses[:4]}")
    session.screenshot(f"{name}-rest")
    return index


def choose(session, run, pictures, index, name):
    session.press_enter()
    expect_result(run, 0, pictures.paths[index] + "\n")
    session.screenshot(f"{name}-after")
    background_rows(session, range(2, terminals.ROWS), "after Enter")


def images(session):
    """--images over 100 pictures where the terminal has no pixel protocol: half-block symbols,
    the placeholder box until a thumbnail is made, the × box and reason for a bad file; Right
    held glides, the strip snaps, Enter prints the chosen path and leaves nothing."""
    pictures = Pictures(session)
    session.cells()
    run = start_images(session, pictures)
    read_text = session.text_screen if session.readable() else None
    index = images_browse(session, run, pictures, read_text, "images")
    if read_text is not None:
        # Its text: half blocks or spaces (in the picture's colours), nothing of the box.
        strip = [line[PICTURE_COLUMNS[0] - 1:PICTURE_COLUMNS[-1]] for line in read_text()[PICTURE_ROWS[0] - 1:PICTURE_ROWS[-1]]]
        if any(set(cell) - set("▀▄ ") for cell in strip) or not strip:
            raise AssertionError("the centred picture is not half-block symbols:\n" + "\n".join(strip))
    choose(session, run, pictures, index, "images")


# tmux inside the terminal: a server of the tier's own, the status line off, the shell as the
# driver's (an interactive bash that counts its prompts; tmux does not pass PS1 on, so it is
# given), the terminal's 256 colours or 24-bit.
TMUX_CONFIGURATION = """set -g status off
set -g default-command "PS1='$ ' exec bash --norc -i"
set -g default-terminal tmux-256color
set -as terminal-features ",*:RGB"
set -s escape-time 10
"""


def images_tmux(session):
    """The same inside tmux (3.3a) in the terminal: the pictures are symbols (tmux passes no
    graphics; the pane's text holds them in colour), glide, snap, Enter prints the path, nothing
    left on the terminal's screen."""
    server = "realterm-img-" + session.terminal.name
    configuration = os.path.join(session.home, "tmux.conf")
    with open(configuration, "w") as file:
        file.write(TMUX_CONFIGURATION)
    pictures = Pictures(session)
    session.cells()
    outer = session.bash_pid()
    count = session.prompts()
    # The prompt count goes on in the inner shell (exported), so the driver's waits hold there too.
    session.type(f"clear; export RT_PROMPTS{picture_term(session)}; tmux -L {server} -f {configuration} new-session")
    session.press_enter()
    tmux = ["tmux", "-L", server]
    try:
        until("the shell inside tmux", lambda: session.prompts() > count and session.bash_pid() != outer)

        def pane(*flags):
            return subprocess.run(tmux + ["capture-pane", "-p", *flags], capture_output=True, text=True,
                                  env=session.client_environment()).stdout.split("\n")
        run = start_images(session, pictures)
        index = images_browse(session, run, pictures, lambda: [line.rstrip() for line in pane()], "images-tmux")
        coloured = pane("-e")[PICTURE_ROWS[0] - 1:PICTURE_ROWS[-1]]
        if not all("48;" in line or "38;" in line for line in coloured):
            raise AssertionError("the pane's strip rows hold no coloured symbols:\n" + "\n".join(map(repr, coloured)))
        choose(session, run, pictures, index, "images-tmux")
        left = [line for line in pane() if line.strip() and line.strip() != "$"]
        if left:
            raise AssertionError("the pane after Enter holds more than the prompt:\n" + "\n".join(left))
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True, env=session.client_environment())
    until("the terminal's own shell again", lambda: session.bash_pid() == outer)


def placement_text_blank(lines):
    """The strip rows' cells under the centred picture hold no text at all (a placement's are
    blank; symbols would be half blocks)."""
    box = [line[PICTURE_COLUMNS[0] - 1:PICTURE_COLUMNS[-1]] for line in lines[PICTURE_ROWS[0] - 1:PICTURE_ROWS[-1]]]
    return all(not cell.strip() for cell in box), box


def images_kitty(session):
    """kitty's graphics: the pictures are placements, not text (the screenshot shows a picture
    where kitty's own text of the screen has blank cells); Right held glides and snaps with
    placements; after Enter, after Esc and after SIGTERM no picture is left on the screen."""
    pictures = Pictures(session)
    session.cells()
    for ending in ("enter", "esc", "sigterm"):
        run = start_images(session, pictures)
        wait_for_picture(session, pictures, 0)
        blank, box = placement_text_blank(session.text_screen())
        session.screenshot(f"images-kitty-{ending}-shown")
        if not blank:
            raise AssertionError("the centred picture is text, not a placement:\n" + "\n".join(box))
        if ending == "enter":
            index = glide_and_snap(session, run)
            wait_for_picture(session, pictures, index)
            blank, box = placement_text_blank(session.text_screen())
            if not blank:
                raise AssertionError("after the glide the centred picture is text, not a placement:\n" + "\n".join(box))
            session.screenshot("images-kitty-rest")
            session.press_enter()
            expect_result(run, 0, pictures.paths[index] + "\n")
        elif ending == "esc":
            session.key("Escape")
            expect_result(run, 130, "")
        else:
            os.kill(run.pid(), signal.SIGTERM)
            expect_result(run, 128 + signal.SIGTERM, "")
        session.screenshot(f"images-kitty-{ending}-after")
        # After SIGTERM bash says `Terminated` on row 1, its prompt is on row 2.
        first = 3 if ending == "sigterm" else 2
        background_rows(session, range(first, terminals.ROWS), f"after {ending}")


def images_sixel(session):
    """xterm -ti vt340: the centred pictures are sixel at rest (the screenshot shows the picture
    where xterm's text of the screen is blank), before and after a glide, and half-block
    symbols while the strip moves (xterm's screen printed while Right is held: its key ends
    the autorepeat, and the strip glides on to the cells the repeats asked for, drawing frames
    around the print); nothing left after Enter."""
    pictures = Pictures(session)
    session.cells()
    run = start_images(session, pictures)
    wait_for_picture(session, pictures, 0)
    until("the centred picture drawn as sixel (its cells blank text)",
          lambda: placement_text_blank(session.text_screen()), holds=lambda found: found[0],
          describe=lambda found: "\n".join(found[1]))
    session.screenshot("images-sixel-rest")
    moving = {}

    def look_while_moving():
        before = run.frames()
        lines = session.text_screen()
        moving.update(frames=(before, run.frames()), blank=placement_text_blank(lines))
    index = glide_and_snap(session, run, look_while_moving)
    before, after = moving["frames"]
    blank, box = moving["blank"]
    # Mid-glide the centred columns hold parts of two pictures and the spacing between them, and
    # the print may come while a frame is half written (rows of two offsets, a row erased).
    if after <= before or any(set(cell) - set("▀▄ ") for cell in box) or not any(set(cell) & set("▀▄") for cell in box):
        raise AssertionError(f"while moving (frames {before} to {after}) the centred cell is not half blocks:\n"
                             + "\n".join(box))
    wait_for_picture(session, pictures, index)
    until("the rested picture drawn as sixel (its cells blank text)",
          lambda: placement_text_blank(session.text_screen()), holds=lambda found: found[0],
          describe=lambda found: "\n".join(found[1]))
    session.screenshot("images-sixel-after-glide")
    choose(session, run, pictures, index, "images-sixel")


# The scenarios that start in a fresh terminal, whatever ran before: what a resize leaves in
# rxvt-unicode depends on whether the terminal has scrollback yet.
FRESH = {"resize"}

SCENARIOS = [
    ("start-middle", start_at("middle")),
    ("start-top", start_at("top")),
    ("start-bottom", start_at("bottom")),
    ("backspace", backspace),
    ("tab", tab),
    ("esc", cancel("Escape")),
    ("ctrl-c", cancel("ctrl+c")),
    ("sigterm", sigterm),
    ("resize", resize),
    ("accessible", accessible),
    ("fullscreen", fullscreen),
    ("emoji", emoji),
    ("restore", restore),
    ("click", click),
    ("drag", drag),
    ("fling", fling),
    ("wheel", wheel),
    ("widget", widget),
    ("vertical", vertical),
    ("images", images),
    ("images-tmux", images_tmux),
    ("images-kitty", images_kitty),
    ("images-sixel", images_sixel),
]

# The scenarios that run only in some terminals, and those terminals: --images is drawn as
# symbols where there is no pixel protocol (and inside tmux), as placements in kitty, as sixel
# at rest in xterm -ti vt340. Every other scenario runs in every terminal but xterm-vt340, which
# is in the tier for sixel only.
ONLY_IN = {
    "images": {"xterm", "alacritty", "st"},
    "images-tmux": {"xterm", "kitty"},
    "images-kitty": {"kitty"},
    "images-sixel": {"xterm-vt340"},
}
PIXEL_ONLY_TERMINALS = {"xterm-vt340"}


def applies(name, terminal):
    """Whether the scenario `name` runs in the terminal named `terminal`."""
    if name in ONLY_IN:
        return terminal in ONLY_IN[name]
    return terminal not in PIXEL_ONLY_TERMINALS
