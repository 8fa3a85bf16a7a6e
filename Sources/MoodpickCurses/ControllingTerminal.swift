import CNcursesw
import Glibc
import MoodpickCore

/// The user's terminal, `/dev/tty`, opened on its own so stdin can be a pipe and stdout a file.
///
/// It is opened before the input is read: its modes are saved at once (so every exit path,
/// signal handlers included, puts them back), and echo and line editing are turned off, so keys
/// typed while a large input loads are neither echoed nor mangled; they wait in the terminal's
/// queue until the picker reads them.
public final class ControllingTerminal {
    public let fd: Int32

    /// Opens `/dev/tty`; nil when the process has no controlling terminal.
    public init?() {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard isatty(fd) == 1, moodpick_save_terminal(fd) == 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
    }

    /// No echo, no line editing, signals still on (Ctrl-C during a long load cancels it).
    public func enterLoadingMode() {
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

    /// Writes all of `bytes`, retrying after signals and short writes.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                done += n
            }
        }
    }

    public func write(_ text: String) { write(Array(text.utf8)) }

    /// What every exit path writes before restoring the modes (the signal handlers included).
    public func setResetBytes(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { moodpick_set_reset_bytes($0.baseAddress, $0.count) }
    }

    /// Call once the input is read, before the picker starts: when the modes found at start
    /// were another picker's (`moodpick a b | moodpick`), the ones to restore are taken again
    /// now that it has ended, so the terminal is not left raw.
    public func saveModesAgainIfBorrowed() { moodpick_save_terminal_again_if_raw() }

    /// Whether another program held the terminal, in raw modes, when moodpick started (the
    /// picker before it in `moodpick a b | moodpick`): then moodpick waits for its input before
    /// it takes the terminal, so the two take turns.
    public var isBorrowed: Bool { moodpick_saved_modes_look_raw() != 0 }

    /// Undoes every mode change: the reset bytes, then the modes as they were found.
    public func restore() { moodpick_restore_terminal() }

    deinit { close(fd) }
}
