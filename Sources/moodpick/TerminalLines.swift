import MoodpickTerminal

/// Reads the terminal a line at a time in its canonical mode, or one key with line editing off
/// for that key alone (echo stays on, as the terminal had it).
struct TerminalLines {
    let fd: Int32

    /// One byte read with `ICANON` off; nil at the end of input.
    func readKey() -> UInt8? {
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var oneKey = saved
        oneKey.c_lflag &= ~tcflag_t(ICANON)
        withUnsafeMutableBytes(of: &oneKey.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(fd, TCSANOW, &oneKey)
        defer { tcsetattr(fd, TCSANOW, &saved) }
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count == 1 { return byte }
            guard count < 0 && errno == EINTR else { return nil }
            tcsetattr(fd, TCSANOW, &oneKey)  // after Ctrl-Z and fg the terminal was given back in line mode
        }
    }

    /// The rest of a line after `start`, without its newline; nil at the end of input with
    /// nothing typed. Text ended by Ctrl-D rather than Enter counts as a line.
    func readLine(startingWith start: [UInt8]) -> [UInt8]? {
        var line = start
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return line.isEmpty ? nil : line }
            line += buffer[0..<count]
            if line.last == 0x0A { return Array(line.dropLast()) }
        }
    }
}
