/// A runtime error: exit status 2 with this message on stderr.
struct ProgramError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
