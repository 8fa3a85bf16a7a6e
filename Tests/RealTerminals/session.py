"""One real terminal under its own Xvfb display, running an interactive bash, driven through
XTEST as a person types (docs/TESTING.md, "Real terminals"). Everything it starts is in a
process group of its own and is killed by `close`, on every path."""

import ctypes
import glob
import os
import shutil
import signal
import subprocess
import time

import terminals
import wait

# How long a held Enter lasts at the least, in seconds: a person's press (about 100-150 ms).
ENTER_HELD = 0.12
# How long any other key is held, in seconds: a person's short press.
KEY_HELD = 0.08
# The X server's autorepeat delay, in ms: far longer than any held key here, so a key held until
# moodpick has drawn never repeats (a person's short press does not either).
AUTOREPEAT_DELAY_MS = 20000
# The autorepeat of a key held on purpose (`Session.hold`), in ms: X's usual delay and rate
# (660 ms, then 25 a second) but a shorter delay, as many desktops set it.
HELD_DELAY_MS, HELD_INTERVAL_MS = 250, 40


class Session:
    def __init__(self, terminal_class, display, folder, moodpick):
        self.display = display
        self.folder = folder
        self.runs = os.path.join(folder, "runs")
        self.home = os.path.join(folder, "home")
        self.terminal = terminal_class(self.home)
        self.moodpick = moodpick
        self.groups = []
        self.run_number = 0
        self.shot_number = 0
        self.window = None
        self.server = None
        self.shell = None
        self.cell_map = None

    # Starting and stopping -------------------------------------------------------------------

    def start(self):
        """The X server once, then a fresh terminal and shell (again after a failed scenario)."""
        if self.server is None:
            # -noreset: the server would otherwise reset when its last client (xdpyinfo) leaves,
            # and refuse the terminal that connects in that moment.
            self.server = self.spawn(["Xvfb", f":{self.display}", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset",
                                      "-ardelay", str(AUTOREPEAT_DELAY_MS)],
                                     open(os.path.join(self.folder, "server.log"), "ab"))
            wait.until(f"Xvfb :{self.display}", lambda: subprocess.run(
                ["xdpyinfo"], env=self.client_environment(), capture_output=True).returncode == 0, timeout=30)
        shutil.rmtree(self.home, ignore_errors=True)
        shutil.rmtree(self.runs, ignore_errors=True)
        for folder in (self.home, self.runs, os.path.join(self.home, "bin"), os.path.join(self.home, "run")):
            os.makedirs(folder, exist_ok=True)
        os.chmod(os.path.join(self.home, "run"), 0o700)
        os.symlink(os.path.abspath(self.moodpick), os.path.join(self.home, "bin", "moodpick"))
        self.terminal.prepare()
        argv = self.terminal.argv()
        if self.terminal.dbus:
            argv = ["dbus-run-session", "--"] + argv
        self.cell_map = None
        self.shell = self.spawn(argv, open(os.path.join(self.folder, "terminal.log"), "ab"), self.shell_environment())
        # The window that stays: a terminal may map one (konsole) and replace it as it starts.
        self.window = wait.until(f"the {self.terminal.name} window", self.lasting_window, timeout=60)
        self.focus()
        wait.until("the first prompt", self.prompts, timeout=60)
        self.check_typing()

    def check_typing(self):
        """Types a command whose effect is a file, until the file says it was typed as typed.
        A terminal that has just started may believe Shift is down (kitty once typed `CLEAR:`
        for `clear;`); a whole press and release of Shift before each try sets it right."""
        marker = os.path.join(self.runs, "typed")
        for _ in range(3):
            self.key("shift")
            self.run('echo "typed as typed" > "$R/typed"')
            try:
                with open(marker) as file:
                    if file.read() == "typed as typed\n":
                        return
            except FileNotFoundError:
                pass
        raise AssertionError(f"the {self.terminal.name} shell did not get the command as it was typed")

    @property
    def running(self):
        return self.shell is not None

    def spawn(self, argv, log, environment=None):
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                   env=environment or self.client_environment(), start_new_session=True)
        self.groups.append(process)
        return process

    def close_terminal(self):
        """Ends the terminal's process group (and whatever it left running)."""
        if self.shell is not None:
            self.end(self.shell)
            self.shell = None
            # Its window gone too, so the next terminal's window is the only one to be found.
            wait.until("the terminal's window to close", lambda: self.find_window() is None)

    def close(self):
        """Ends every process group started here, the terminal's first, then the X server."""
        for process in reversed(self.groups):
            self.end(process)
        self.groups, self.shell, self.server = [], None, None

    @staticmethod
    def end(process):
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(process.pid, sig)
            except ProcessLookupError:
                break
            try:
                process.wait(timeout=5)
                # The group may outlive its leader (a forked terminal, dbus-daemon).
                os.killpg(process.pid, signal.SIGKILL)
            except (subprocess.TimeoutExpired, ProcessLookupError):
                pass

    def client_environment(self):
        environment = {key: value for key, value in os.environ.items()
                       if not key.startswith(("MOODPICK_", "TMUX", "WAYLAND_", "DBUS_", "XDG_"))
                       and key not in ("TERM", "COLUMNS", "LINES", "LC_ALL", "NO_COLOR", "DISPLAY")}
        environment["DISPLAY"] = f":{self.display}"
        return environment

    def shell_environment(self):
        environment = self.client_environment()
        environment.update({
            "HOME": self.home, "XDG_CONFIG_HOME": os.path.join(self.home, "config"),
            "XDG_DATA_HOME": os.path.join(self.home, "local", "share"),
            "XDG_STATE_HOME": os.path.join(self.home, "local", "state"),
            "XDG_CACHE_HOME": os.path.join(self.home, "cache"), "XDG_RUNTIME_DIR": os.path.join(self.home, "run"),
            "PATH": os.path.join(self.home, "bin") + ":" + os.environ["PATH"],
            "LANG": "C.UTF-8", "PS1": "$ ", "SHELL": "/bin/bash", "R": self.runs, "HISTFILE": "/dev/null",
            # Each prompt counts itself and names the shell, so the driver knows when the shell waits.
            "PROMPT_COMMAND": 'echo $$ > "$R/bash.pid"; echo $((++RT_PROMPTS)) > "$R/prompts"',
        })
        environment.update(self.terminal.environment())
        return environment

    # The window ------------------------------------------------------------------------------

    def xdotool(self, *arguments):
        done = subprocess.run(["xdotool", *arguments], env=self.client_environment(), capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(arguments)}: {done.stderr.strip()}")
        return done.stdout

    def find_window(self):
        done = subprocess.run(["xdotool", "search", "--maxdepth", "1", "--onlyvisible", "--class", "."],
                              env=self.client_environment(), capture_output=True, text=True)
        windows = done.stdout.split()
        return windows[-1] if windows else None

    def lasting_window(self):
        window = self.find_window()
        if window is None:
            return None
        self.window = window
        try:
            self.geometry()
        except RuntimeError:
            return None
        return window

    def geometry(self):
        """(x, y, width, height) of the window, in pixels."""
        values = {}
        for line in self.xdotool("getwindowgeometry", "--shell", self.window).split():
            key, _, value = line.partition("=")
            values[key] = int(value)
        return values["X"], values["Y"], values["WIDTH"], values["HEIGHT"]

    def focus(self):
        _, _, width, height = self.geometry()
        self.xdotool("mousemove", "--window", self.window, str(width // 2), str(height - 4))
        self.xdotool("windowfocus", self.window)

    def resize(self, width, height):
        self.xdotool("windowsize", self.window, str(width), str(height))

    def repaint(self):
        """Has the terminal paint its whole window anew (unmapped and mapped again: an expose of
        every pixel), so that a comparison of pixels sees its cells, not what its painting of
        changes left behind; a cell that still holds a glyph is painted again all the same."""
        self.xdotool("windowunmap", "--sync", self.window)
        self.xdotool("windowmap", "--sync", self.window)
        self.xdotool("windowfocus", self.window)

    # The keyboard ----------------------------------------------------------------------------

    def key(self, *names):
        """Each key pressed and released as a person does it, held KEY_HELD s (a zero-length
        press would have its release reported before the program could react to the press)."""
        for name in names:
            self.xdotool("keydown", name)
            time.sleep(KEY_HELD)
            self.xdotool("keyup", name)

    def hold(self, name, seconds, during=None):
        """A key held down for `seconds`, as a person holds it to go on: for that while the X
        server repeats it (HELD_DELAY_MS, then every HELD_INTERVAL_MS), then the long delay of
        every other key is back. `during`, given, is called while the key is held (after the
        repeat has begun), and the key is released when both it and the `seconds` are over."""
        self.autorepeat(HELD_DELAY_MS, HELD_INTERVAL_MS)
        try:
            self.xdotool("keydown", name)
            began = time.monotonic()
            if during is not None:
                time.sleep(2 * HELD_DELAY_MS / 1000)
                during()
            time.sleep(max(seconds - (time.monotonic() - began), 0))
            self.xdotool("keyup", name)
        finally:
            self.autorepeat(AUTOREPEAT_DELAY_MS, HELD_INTERVAL_MS)

    def autorepeat(self, delay, interval):
        """The X server's autorepeat delay and interval in ms (XKB's, as `xset r rate` sets them;
        libX11 through ctypes, so that the tier needs no other package)."""
        x11 = ctypes.CDLL("libX11.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XkbSetAutoRepeatRate.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint, ctypes.c_uint]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        connection = x11.XOpenDisplay(f":{self.display}".encode())
        if not connection:
            raise RuntimeError(f"cannot open X display :{self.display}")
        try:
            use_core_keyboard = 0x100
            if not x11.XkbSetAutoRepeatRate(connection, use_core_keyboard, delay, interval):
                raise RuntimeError("XkbSetAutoRepeatRate failed")
        finally:
            x11.XCloseDisplay(connection)

    def type(self, text):
        self.xdotool("type", "--delay", "12", "--", text)

    def press_enter(self, until=None, what="the key's effect"):
        """Enter as a person presses it: held at least ENTER_HELD s, and, given `until`, held
        until that holds (so the release surely comes after it, however loaded the machine)."""
        self.xdotool("keydown", "Return")
        time.sleep(ENTER_HELD)
        try:
            if until is not None:
                wait.until(what, until)
        finally:
            self.xdotool("keyup", "Return")

    # The shell -------------------------------------------------------------------------------

    def prompts(self):
        try:
            with open(os.path.join(self.runs, "prompts")) as file:
                return int(file.read().strip() or 0)
        except (FileNotFoundError, ValueError):
            return 0

    def run(self, command):
        """Types a command line and Enter, and waits for the next prompt."""
        count = self.prompts()
        self.type(command)
        self.press_enter()
        wait.until(f"the prompt after `{command}`", lambda: self.prompts() > count)

    def bash_pid(self):
        with open(os.path.join(self.runs, "bash.pid")) as file:
            return int(file.read())

    def children(self, name):
        """Pids of the shell's children called `name`."""
        shell, found = self.bash_pid(), []
        for stat in glob.glob("/proc/[0-9]*/stat"):
            try:
                with open(stat) as file:
                    text = file.read()
            except OSError:
                continue
            command = text[text.index("(") + 1:text.rindex(")")]
            parent = int(text[text.rindex(")") + 2:].split()[1])
            if parent == shell and command == name:
                found.append(int(stat.split("/")[2]))
        return found

    def waits_for_input(self, name):
        """Whether the shell's child `name` is blocked in a read or a poll (as /proc names its
        system call)."""
        pids = self.children(name)
        try:
            with open(f"/proc/{pids[0]}/syscall") as file:
                return file.read().split()[0] in WAITING_CALLS
        except (IndexError, OSError):
            return False

    def new_run(self):
        self.run_number += 1
        return Run(self, self.run_number)

    # The screen ------------------------------------------------------------------------------

    def screenshot(self, name):
        self.shot_number += 1
        path = os.path.join(self.folder, f"{self.shot_number:02d}-{name}.png")
        subprocess.run(["import", "-window", "root", path], env=self.client_environment(), capture_output=True)
        return path

    def rgb(self):
        """The whole X screen as 8-bit RGB bytes, row by row."""
        return subprocess.run(["import", "-window", "root", "-depth", "8", "rgb:-"], env=self.client_environment(),
                              capture_output=True).stdout

    def cells(self):
        """Where the terminal draws its cells: a function from a 1-based (column, row), which may
        be fractional, to the pixel at that cell's centre, relative to the window. Measured once
        per terminal: two screens the shell writes, alike but for an x at (1, 1) and one at
        (80, 16), and the pixels where they differ."""
        if self.cell_map is None:
            hide = "; printf '\\033[?25l'"
            self.run("clear; printf '\\n%.0s' {1..16}" + hide)
            blank = self.settled_rgb()
            self.run("clear; echo x; printf '\\n%.0s' {1..14}; printf '%79sx\\n' ''" + hide)
            first, last = self.glyph_centres(blank, self.settled_rgb())
            width, height = (last[0] - first[0]) / 79, (last[1] - first[1]) / 15
            self.cell_map = lambda column, row: (round(first[0] + (column - 1) * width),
                                                 round(first[1] + (row - 1) * height))
        return self.cell_map

    def settled_rgb(self):
        previous = [self.rgb()]

        def settled():
            current = self.rgb()
            same = current == previous[0]
            previous[0] = current
            return same
        wait.until("a settled screen", settled)
        return previous[0]

    def glyph_centres(self, blank, marked):
        """The centres of the two x's: where the screens differ, in the window's left and right
        half (the window is at the X screen's top left corner; the screen is 1280 pixels wide)."""
        screen_width = 1280
        _, _, width, _ = self.geometry()
        left, right = [], []
        for offset in range(0, min(len(blank), len(marked)), 3):
            if blank[offset:offset + 3] != marked[offset:offset + 3]:
                x, y = divmod(offset // 3, screen_width)[::-1]
                (left if x < width // 2 else right).append((x, y))
        if not right or not left:
            raise AssertionError("the two x's that measure the cells were not found on the screen")
        return [((min(x for x, _ in mark) + max(x for x, _ in mark)) / 2,
                 (min(y for _, y in mark) + max(y for _, y in mark)) / 2) for mark in (left, right)]

    def pixels(self):
        return subprocess.run(["xwd", "-root", "-silent"], env=self.client_environment(), capture_output=True).stdout

    def screen(self):
        """The screen as ("text", lines) where the terminal can be read, else ("pixels", bytes),
        once it has settled (two looks in a row alike)."""
        look = self.text_screen if self.readable() else self.pixels
        previous = [look()]

        def settled():
            current = look()
            same = current == previous[0]
            previous[0] = current
            return same
        wait.until("a settled screen", settled)
        return ("text" if self.readable() else "pixels"), previous[0]

    def readable(self):
        return type(self.terminal).read_screen is not terminals.Terminal.read_screen

    def text_screen(self):
        return [line.rstrip() for line in self.terminal.read_screen(self)]

    def read_printed_screen(self, prefix):
        """A screen the terminal prints to files named `prefix`*, at a key of its own."""
        pattern = os.path.join(self.home, prefix + "*")
        for old in glob.glob(pattern):
            os.remove(old)
        self.key(self.terminal.screen_trigger())
        path = wait.until("the printed screen", lambda: (glob.glob(pattern) or [None])[0])
        wait.until("the printed screen's last line", lambda: open(path, "rb").read().endswith(b"\n"))
        with open(path, encoding="utf-8", errors="replace") as file:
            return file.read().split("\n")[:-1]


# x86-64 system calls a program waiting for its terminal sits in: read, poll, select, pselect6,
# ppoll, epoll_wait, epoll_pwait.
WAITING_CALLS = {"0", "7", "23", "270", "271", "232", "281"}


# The gate before a moodpick that starts on a key of its own: one key read with the terminal in
# non-canonical mode and no echo, then the modes back.
GATE = "stty -icanon -echo; dd bs=1 count=1 status=none > /dev/null; stty icanon echo; "


class Run:
    """One moodpick run at the prompt: its output, status, stderr and trace go to files."""

    def __init__(self, session, number):
        self.session = session
        self.base = os.path.join(session.runs, str(number))
        self.name = f"$R/{number}"

    def path(self, suffix):
        return self.base + "." + suffix

    def read(self, suffix):
        try:
            with open(self.path(suffix), encoding="utf-8", errors="replace") as file:
                return file.read()
        except FileNotFoundError:
            return None

    def command(self, arguments, before="", after=""):
        return (f"{before}moodpick --trace {self.name}.trace {arguments} > {self.name}.out 2> {self.name}.err;"
                f" echo $? > {self.name}.rc{after}")

    def start(self, arguments="", before="", after="", draws=True, held=False):
        """Types the command line and starts moodpick: ready once it has drawn its first frame
        (`draws`; else once it waits for input), or has ended.

        With `held`, the Enter that runs the line starts moodpick, held until it is ready, so
        its release surely comes after moodpick set the terminal up (a person's press lasts
        longer than moodpick's start-up). Otherwise moodpick starts on a key typed after that
        Enter was released (the person who starts it a moment later): a gate in the shell
        reads it, so scenarios about other things do not depend on how a terminal reports
        the release of the Enter that ran the line."""
        self.prompts = self.session.prompts()
        ready = self.frames if draws else self.waits_for_input
        if held:
            self.session.type(self.command(arguments, before, after))
            self.session.press_enter(until=lambda: ready() or self.ended(), what="moodpick ready")
            return self
        self.session.type(self.command(arguments, before + GATE, after))
        self.session.press_enter()
        wait.until("the gate before moodpick", lambda: self.session.waits_for_input("dd"))
        self.session.key("g")
        wait.until("moodpick ready", lambda: ready() or self.ended())
        return self

    def waits_for_input(self):
        return self.session.waits_for_input("moodpick")

    def frames(self):
        return len((self.read("trace") or "").splitlines())

    def ended(self):
        return self.read("rc") is not None and self.read("rc").endswith("\n")

    def wait_frames(self, count, what):
        wait.until(what, lambda: self.frames() >= count or self.ended())

    def pid(self):
        return wait.until("moodpick's process", lambda: (self.session.children("moodpick") or [None])[0])

    def finish(self):
        """Waits for the exit status and the prompt after it; (status, output, stderr)."""
        wait.until("moodpick's exit status", self.ended)
        wait.until("the prompt after moodpick", lambda: self.session.prompts() > self.prompts)
        return int(self.read("rc")), self.read("out"), self.read("err")
