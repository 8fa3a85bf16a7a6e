import CNcursesw
import Glibc

/// Why ncurses could not start on the terminal, in words: `newterm` only says it failed.
///
/// An unknown `TERM` and a screen too large for memory (a 65535 × 65535 pty under `ulimit -v`)
/// both come back as a null screen; the message used to blame the terminal type for both.
enum TerminalSetupFailure {
    static func message(term: String, fd: Int32) -> String {
        let status = moodpick_terminfo_status(term, fd)
        if status == 0 { return "unknown terminal type '\(term)'" }
        if status < 0 { return "no terminfo database found for terminal type '\(term)'" }
        var size = winsize()
        let known = ioctl(fd, UInt(TIOCGWINSZ), &size) == 0
        let screen = known ? "a \(size.ws_col) × \(size.ws_row) screen" : "the screen"
        return "cannot set up \(screen) for terminal '\(term)': not enough memory"
    }
}
