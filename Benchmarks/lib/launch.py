"""Runs inside a tmux pane: notes its pid and CLOCK_MONOTONIC, then execs the tool.

Usage: launch.py STAMPFILE -- COMMAND [ARGS...]   (stdin/stdout redirected by the pane's shell)
The process keeps its pid across exec, so the stamp names the tool's own process."""

import os
import sys
import time

stamp, cmd = sys.argv[1], sys.argv[3:]
with open(stamp + ".tmp", "w") as f:
    f.write(f"{os.getpid()} {time.monotonic()!r}\n")
os.rename(stamp + ".tmp", stamp)
os.execvp(cmd[0], cmd)
