/// The control sequences a painter needs, supplied by the terminal layer (terminfo) or, for
/// headless runs and tests, ANSI's.
public protocol TerminalCodes: Sendable {
    /// Moves the cursor to a 0-based row and column.
    func moveTo(row: Int, column: Int) -> [UInt8]
    /// Erases from the cursor to the end of the row.
    var clearToEndOfLine: [UInt8] { get }
    /// How many colors the terminal shows: styles are brought down to it before they are sent.
    var colorDepth: ColorDepth { get }
    /// Back to plain text.
    var resetStyle: [UInt8] { get }
    /// Erases from the cursor to the end of the screen.
    var clearToEndOfScreen: [UInt8] { get }
}

extension TerminalCodes {
    /// The fewest bytes that change the pen from `previous` (nil: unknown) to `next`.
    ///
    /// Styles are sent as ECMA-48 SGR sequences (`SGR.transition`), which every terminal with
    /// colors or attributes reads (docs/TERMINAL.md); at depth `none` only attributes go out.
    public func styleChange(from previous: Style?, to next: Style) -> [UInt8] {
        SGR.transition(from: previous, to: next, depth: colorDepth)
    }
}

/// ECMA-48 / VT100 sequences, which every terminal moodpick runs on understands.
public struct ANSICodes: TerminalCodes {
    public let colorDepth: ColorDepth
    /// `colorDepth`: 256 colors for headless runs and pictures, the common terminal today.
    public init(colorDepth: ColorDepth = .palette256) { self.colorDepth = colorDepth }
    public func moveTo(row: Int, column: Int) -> [UInt8] {
        // Digits written directly: a frame moves the cursor a few hundred times, and string
        // interpolation cost more than the rest of the painting.
        var bytes: [UInt8] = [0x1B, 0x5B]
        bytes.reserveCapacity(10)
        Self.appendDecimal(row + 1, to: &bytes)
        bytes.append(0x3B)  // ;
        Self.appendDecimal(column + 1, to: &bytes)
        bytes.append(0x48)  // H
        return bytes
    }
    public var clearToEndOfLine: [UInt8] { Array("\u{1B}[K".utf8) }
    public var resetStyle: [UInt8] { Array("\u{1B}[m".utf8) }
    public var clearToEndOfScreen: [UInt8] { Array("\u{1B}[J".utf8) }

    /// `value` in decimal ASCII digits (a negative one with its `-`, as interpolation writes it).
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(0x2D) }
        let magnitude = value.magnitude
        var place: UInt = 1
        while place <= magnitude / 10 { place *= 10 }
        repeat {
            bytes.append(0x30 + UInt8(magnitude / place % 10))
            place /= 10
        } while place > 0
    }
}
