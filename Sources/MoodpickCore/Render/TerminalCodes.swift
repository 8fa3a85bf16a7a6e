/// The control sequences a painter needs, supplied by the terminal layer (terminfo) or, for
/// headless runs and tests, ANSI's.
public protocol TerminalCodes: Sendable {
    /// Moves the cursor to a 0-based row and column.
    func moveTo(row: Int, column: Int) -> [UInt8]
    /// Erases from the cursor to the end of the row.
    var clearToEndOfLine: [UInt8] { get }
    /// Turns on a style (after `resetStyle`).
    func start(_ style: TextStyle) -> [UInt8]
    /// Back to plain text.
    var resetStyle: [UInt8] { get }
}

/// ECMA-48 / VT100 sequences, which every terminal moodpick runs on understands.
public struct ANSICodes: TerminalCodes {
    public init() {}
    public func moveTo(row: Int, column: Int) -> [UInt8] { Array("\u{1B}[\(row + 1);\(column + 1)H".utf8) }
    public var clearToEndOfLine: [UInt8] { Array("\u{1B}[K".utf8) }
    public func start(_ style: TextStyle) -> [UInt8] {
        var codes: [String] = []
        if style.contains(.bold) { codes.append("1") }
        if style.contains(.dim) { codes.append("2") }
        if style.contains(.reverse) { codes.append("7") }
        if style.contains(.underline) { codes.append("4") }
        return codes.isEmpty ? [] : Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }
    public var resetStyle: [UInt8] { Array("\u{1B}[m".utf8) }
}
