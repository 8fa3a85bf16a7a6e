import CTerminfo
import MoodpickCore

/// The user's terminal, `/dev/tty`, opened on its own so stdin can be a pipe and stdout a file.
///
/// It is opened before the input is read: its modes are saved at once (so every exit path,
/// signal handlers included, puts them back), and echo and line editing are turned off, so keys
/// typed while a large input loads are neither echoed nor mangled; they wait in the terminal's
/// queue until the picker reads them.
package final class ControllingTerminal {
    package let fd: Int32

    /// Opens `/dev/tty`; nil when the process has no controlling terminal.
    package init?() {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard isatty(fd) == 1, moodpick_save_terminal(fd) == 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
    }

    /// A terminal already open and saved (a pseudo-terminal in the tests); closed with this.
    init(adopting fd: Int32) { self.fd = fd }

    /// No echo, no line editing, signals still on (Ctrl-C during a long load cancels it).
    package func enterLoadingMode() {
        var modes = termios()
        guard tcgetattr(fd, &modes) == 0 else { return }
        modes.c_lflag &= ~tcflag_t(ECHO | ICANON)
        // Enter typed meanwhile stays CR, as the raw mode reads it (LF is Ctrl-J, a move).
        modes.c_iflag &= ~tcflag_t(ICRNL | INLCR)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(fd, TCSADRAIN, &modes)
    }

    /// Raw modes for the picker: no echo, no line editing, no signals from keys (Ctrl-C arrives
    /// as byte 3, Ctrl-Z as 26), no flow control or input translation, one byte a read.
    func enterRawMode() {
        var modes = termios()
        guard tcgetattr(fd, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP | BRKINT | PARMRK)
        modes.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(fd, TCSADRAIN, &modes)
    }

    /// The window's size now (the `lines` and `cols` of terminfo, or 80 × 24, when the terminal
    /// does not say).
    var windowSize: ScreenSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if moodpick_window_size(fd, &rows, &columns) == 0, rows > 0, columns > 0 {
            return ScreenSize(columns: Int(columns), rows: Int(rows))
        }
        let lines = moodpick_numeric_capability("lines"), cols = moodpick_numeric_capability("cols")
        return ScreenSize(columns: cols > 0 ? Int(cols) : 80, rows: lines > 0 ? Int(lines) : 24)
    }

    /// One cell's size in pixels from the kernel's window size (`TIOCGWINSZ`: its pixels over
    /// its cells), where the terminal set the pixels (xterm does, and counts its border in them;
    /// many leave 0); nil otherwise. For `--images` on a terminal that does not answer `CSI 16 t`.
    var cellPixelsFromWindow: TerminalAbilities.PixelSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel >= size.ws_col,
            size.ws_ypixel >= size.ws_row
        else { return nil }
        return TerminalAbilities.PixelSize(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// Writes all of `bytes`, retrying after signals and short writes.
    package func write(_ bytes: [UInt8]) { Descriptor.writeAll(bytes, to: fd) }

    package func write(_ text: String) { write(Array(text.utf8)) }

    /// Turns `modes` on, in one write, each with its undo slot filled first, so that every exit
    /// path from here on turns it off again.
    func turnOn(_ modes: [TerminalMode]) {
        for mode in modes { setUndo(mode.slot, mode.off) }
        write(modes.flatMap(\.on))
    }

    /// What every exit path writes for `slot` before restoring the modes (the signal handlers
    /// included); empty: nothing.
    func setUndo(_ slot: UndoSlot, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = moodpick_set_undo(slot.rawValue, $0.baseAddress, $0.count) }
    }

    /// What every exit path writes before restoring the modes while the input loads (its
    /// progress line erased).
    package func setResetBytes(_ text: String) { setUndo(.picture, Array(text.utf8)) }

    /// Call once the input is read, before the picker starts: when the modes found at start
    /// were another picker's (`moodpick a b | moodpick`), the ones to restore are taken again
    /// now that it has ended, so the terminal is not left raw.
    package func saveModesAgainIfBorrowed() { moodpick_save_terminal_again_if_raw() }

    /// Whether another program held the terminal, in raw modes, when moodpick started (the
    /// picker before it in `moodpick a b | moodpick`): then moodpick waits for its input before
    /// it takes the terminal, so the two take turns.
    package var isBorrowed: Bool { moodpick_saved_modes_look_raw() != 0 }

    /// Undoes every change: the undo list, then the modes as they were found. Afterwards nothing
    /// is left to undo, so a second call only sets the modes again.
    package func restore() {
        moodpick_restore_terminal()
        for slot in UndoSlot.allCases { setUndo(slot, []) }
    }

    deinit { close(fd) }
}
