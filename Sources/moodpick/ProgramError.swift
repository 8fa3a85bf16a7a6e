/// A runtime error: exit status 2 with this message on stderr.
struct ProgramError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }

    /// No terminal for a mode that draws or asks on one.
    static let noTerminal = ProgramError("no terminal to draw on (cannot open /dev/tty); use --select-1, --replay or a terminal")
}
