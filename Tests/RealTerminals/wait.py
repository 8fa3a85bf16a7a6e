"""The one way the real-terminal tier waits for something outside itself (a window, a file,
a prompt, a screen): look, check, and look again until the condition holds or the timeout
passes, then fail saying what was last seen. Nothing here asserts on wall-clock time: the
timeout only bounds a scenario that would otherwise hang (docs/TESTING.md, "Real terminals")."""

import time

# How often a condition is looked at again, in seconds: often enough that a scenario goes on
# soon after its condition holds, seldom enough not to load the shared 2-core machine.
INTERVAL = 0.05


class WaitTimedOut(Exception):
    """A wait that gave up: what was awaited, for how long, and what was last seen."""


def until(what, look, holds=bool, timeout=20.0, every=INTERVAL, describe=repr):
    """Calls `look` until `holds` accepts what it returned, and returns that. On timeout
    raises WaitTimedOut naming `what` and the last observation, as `describe` renders it."""
    deadline = time.monotonic() + timeout
    seen = look()
    while not holds(seen):
        if time.monotonic() > deadline:
            raise WaitTimedOut(f"timed out after {timeout:g} s waiting for {what}; last seen:\n{describe(seen)}")
        time.sleep(every)
        seen = look()
    return seen
