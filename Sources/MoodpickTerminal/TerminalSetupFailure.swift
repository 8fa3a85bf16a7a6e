import CTerminfo

/// Why the terminfo entry could not be loaded, in words: `setupterm` only says it failed.
///
/// An unknown `TERM`, a missing terminfo database and a failure for want of memory (a 65535 ×
/// 65535 pty under `ulimit -v`) all come back as the same failure; the message tells them apart.
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
