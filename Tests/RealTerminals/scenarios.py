"""The scenarios of the real-terminal tier, each run in every terminal (docs/TESTING.md,
"Real terminals"). A scenario raises on failure, with what it expected and what it saw."""

import signal

import terminals

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
    waited = [None]
    from wait import until
    until("cat at the prompt", lambda: session.children("cat"))
    session.key("Up")
    session.xdotool("click", "1")
    session.press_enter()
    session.key("ctrl+d")
    until("the prompt after cat", lambda: session.prompts() > count)
    expect("cat -v after moodpick", "^[[A\n", run.read("cat"))
    del waited


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
    import os
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
    x, y, width, height = session.geometry()
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
    kind, after = session.screen()
    session.screenshot("resize-after")
    if after == reference:
        return
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
]
