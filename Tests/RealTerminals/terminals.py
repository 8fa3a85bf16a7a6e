"""How each real terminal emulator of the tier is started, and how its screen is read.

Every terminal runs an interactive `bash --norc` at 100x30 cells (the shell's environment comes
from the driver: PS1='$ ', LANG=C.UTF-8, moodpick first on PATH, HOME and the XDG folders in a
scratch folder). Options only make the terminal testable (a socket or a printer to read the
screen, no menu bar, no blinking cursor) or give Alt as ESC where the default is 8-bit meta
(docs/TESTING.md, "Real terminals"); the rest is each terminal's default configuration."""

import os
import subprocess

COLUMNS, ROWS = 100, 30
SHELL = ["bash", "--norc", "-i"]


class Terminal:
    """One emulator: its command line, extra environment, and screen reader (None: only
    screenshots, compared as pixels)."""

    name = ""
    # What the terminal is started under: "x" (its own Xvfb display) or "wayland" (headless sway).
    server = "x"
    # The X sessions of konsole and xfce4-terminal want a D-Bus session bus of their own.
    dbus = False
    # How many wheel reports the terminal sends for one notch of the wheel (alacritty 0.11: two).
    reports_per_notch = 1
    version_command = None
    # The environment the image scenarios run moodpick (and tmux) with, where the terminal's
    # own says fewer colours than it has (empty: the terminal's own).
    picture_environment = {}

    def __init__(self, scratch):
        self.scratch = scratch

    def argv(self):
        raise NotImplementedError

    def environment(self):
        return {}

    def prepare(self):
        """Writes the configuration files the terminal reads (in the scratch HOME)."""

    def read_screen(self, session):
        """The visible screen as text lines, or None where the terminal offers no way to read it."""
        return None

    def screen_trigger(self):
        """The key (xdotool syntax) that makes the terminal write its screen, if it is read that way."""
        return None

    def version(self):
        if not self.version_command:
            return "?"
        done = subprocess.run(self.version_command, capture_output=True, text=True, env=dict(os.environ, DISPLAY=""))
        return (done.stdout or done.stderr).strip().splitlines()[0] if (done.stdout or done.stderr).strip() else "?"


class XTerm(Terminal):
    name = "xterm"
    version_command = ["xterm", "-version"]
    # Debian's xterm says TERM=xterm, 8 colours, in which moodpick draws a picture in 8 colours;
    # whoever looks at pictures in xterm sets its termName to xterm-256color.
    picture_environment = {"TERM": "xterm-256color"}

    def argv(self):
        # print-immediate writes the screen (plain text, the current screen only) to a file named
        # printFileImmediate plus a timestamp; Ctrl+Shift+F12 triggers it and reaches no program.
        resources = [
            "XTerm*metaSendsEscape: true",
            "XTerm*printFileImmediate: " + os.path.join(self.scratch, "xterm-screen"),
            "XTerm*printModeImmediate: 0",
            "XTerm*printOptsImmediate: 1",
            "XTerm*VT100.translations: #override Ctrl Shift <Key>F12: print-immediate()",
        ]
        argv = ["xterm", "-geometry", f"{COLUMNS}x{ROWS}", "-fa", "DejaVu Sans Mono", "-fs", "10"]
        for resource in resources:
            argv += ["-xrm", resource]
        return argv + ["-e"] + SHELL

    def screen_trigger(self):
        return "ctrl+shift+F12"

    def read_screen(self, session):
        return session.read_printed_screen("xterm-screen")


class XTermVT340(XTerm):
    """xterm as a VT340 (`-ti vt340`): its DA1 says sixel (attribute 4), so moodpick draws
    --images as sixel at rest. Only the image scenarios run in it (scenarios.ONLY_IN)."""

    name = "xterm-vt340"
    # 24-bit colour, so that symbols are half blocks in the printed screen, never the blank
    # text that sixel's cells are (xterm does not pass COLORTERM on to its shell).
    picture_environment = {"TERM": "xterm-256color", "COLORTERM": "truecolor"}

    def argv(self):
        # Debian's xterm answers no window report (CSI 14 t, 16 t) by default: moodpick sizes the
        # pictures from the kernel's window pixels then (docs/IMAGES.md).
        argv = super().argv()
        return argv[:1] + ["-ti", "vt340"] + argv[1:]


class Kitty(Terminal):
    name = "kitty"
    version_command = ["kitty", "--version"]

    @property
    def socket(self):
        return os.path.join(self.scratch, "kitty.sock")

    def argv(self):
        options = ["allow_remote_control=yes", f"initial_window_width={COLUMNS}c", f"initial_window_height={ROWS}c",
                   "remember_window_size=no", "cursor_blink_interval=0", "font_family=DejaVu Sans Mono",
                   "font_size=10", "confirm_os_window_close=0", "update_check_interval=0"]
        argv = ["kitty", "--config", "NONE", "--listen-on", "unix:" + self.socket]
        for option in options:
            argv += ["-o", option]
        return argv + SHELL

    def environment(self):
        # Xvfb has no GPU: Mesa's software OpenGL (llvmpipe) draws.
        return {"LIBGL_ALWAYS_SOFTWARE": "1"}

    def read_screen(self, session):
        done = subprocess.run(["kitty", "@", "--to", "unix:" + self.socket, "get-text", "--extent", "screen"],
                              capture_output=True, text=True, env=session.client_environment(), timeout=20)
        if done.returncode != 0:
            raise RuntimeError("kitty @ get-text failed: " + done.stderr.strip())
        return done.stdout.split("\n")


class Xfce4Terminal(Terminal):
    name = "xfce4-terminal"
    dbus = True
    version_command = ["xfce4-terminal", "--version"]

    def prepare(self):
        folder = os.path.join(self.scratch, "config", "xfce4", "terminal")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "terminalrc"), "w") as rc:
            rc.write("[Configuration]\nMiscCursorBlinks=FALSE\nMiscMenubarDefault=FALSE\nMiscToolbarDefault=FALSE\n"
                     "ScrollingBar=TERMINAL_SCROLLBAR_NONE\nMiscConfirmClose=FALSE\nFontName=DejaVu Sans Mono 10\n")

    def argv(self):
        return ["xfce4-terminal", "--disable-server", f"--geometry={COLUMNS}x{ROWS}", "--hide-menubar",
                "--hide-toolbar", "--hide-scrollbar", "-x"] + SHELL


class Konsole(Terminal):
    name = "konsole"
    dbus = True
    version_command = ["konsole", "--version"]

    def prepare(self):
        profiles = os.path.join(self.scratch, "local", "share", "konsole")
        os.makedirs(profiles, exist_ok=True)
        with open(os.path.join(profiles, "realterm.profile"), "w") as profile:
            profile.write("[General]\nName=realterm\nTerminalColumns=%d\nTerminalRows=%d\nShowTerminalSizeHint=false\n"
                          "[Appearance]\nFont=DejaVu Sans Mono,10,-1,5,50,0,0,0,0,0\n"
                          "[Cursor Options]\nCursorBlinkingEnabled=false\n"
                          "[Scrolling]\nScrollBarPosition=2\n" % (COLUMNS, ROWS))
        config = os.path.join(self.scratch, "config")
        os.makedirs(config, exist_ok=True)
        with open(os.path.join(config, "konsolerc"), "w") as rc:
            rc.write("[Desktop Entry]\nDefaultProfile=realterm.profile\n[KonsoleWindow]\nShowMenuBarByDefault=false\n"
                     "[MainWindow]\nMenuBar=Disabled\nToolBarsMovable=Disabled\n[TabBar]\nTabBarVisibility=AlwaysHideTabBar\n")

    def argv(self):
        return ["konsole", "--nofork", "--hide-menubar", "--hide-tabbar", "--profile", "realterm", "-e"] + SHELL

    def environment(self):
        return {"QT_QPA_PLATFORM": "xcb"}

    def version(self):
        done = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "konsole"], capture_output=True, text=True)
        return "konsole " + done.stdout.strip()


class Alacritty(Terminal):
    name = "alacritty"
    reports_per_notch = 2
    version_command = ["alacritty", "--version"]

    def argv(self):
        return ["alacritty", "--config-file", "/dev/null", "-o", f"window.dimensions.columns={COLUMNS}",
                "-o", f"window.dimensions.lines={ROWS}", "-o", "font.size=10", "-o", "font.normal.family=DejaVu Sans Mono",
                "-e"] + SHELL

    def environment(self):
        return {"LIBGL_ALWAYS_SOFTWARE": "1"}


class Urxvt(Terminal):
    name = "rxvt-unicode"
    version_command = ["sh", "-c", "urxvt -help 2>&1 | head -1"]

    def argv(self):
        return ["urxvt", "-geometry", f"{COLUMNS}x{ROWS}", "-fn", "xft:DejaVu Sans Mono:size=10", "+sb",
                "-e"] + SHELL


class Mlterm(Terminal):
    name = "mlterm"
    version_command = ["mlterm", "--version"]

    def argv(self):
        # -k esc: Alt sends ESC, for the bash widget's Alt-: (the default is 8-bit meta).
        return ["mlterm", "-g", f"{COLUMNS}x{ROWS}", "-k", "esc", "--sb=false", "-e"] + SHELL


class St(Terminal):
    name = "st"
    version_command = ["stterm", "-v"]

    def argv(self):
        return ["stterm", "-g", f"{COLUMNS}x{ROWS}", "-f", "DejaVu Sans Mono:size=10", "-e"] + SHELL


ALL = [XTerm, Kitty, Xfce4Terminal, Konsole, Alacritty, Urxvt, Mlterm, St, XTermVT340]
BY_NAME = {terminal.name: terminal for terminal in ALL}
