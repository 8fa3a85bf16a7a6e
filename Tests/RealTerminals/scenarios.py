"""The scenarios of the real-terminal tier, each run in every terminal (docs/TESTING.md,
"Real terminals"). A scenario raises on failure, with what it expected and what it saw."""

import os
import signal
import time

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
]
