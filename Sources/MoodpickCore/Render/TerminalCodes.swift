/// The control sequences a painter needs, supplied by the terminal layer (terminfo) or, for
/// headless runs and tests, ANSI's.
package protocol TerminalCodes: Sendable {
    /// Moves the cursor to a 0-based row and column.
    func moveTo(row: Int, column: Int) -> [UInt8]
    /// `moveTo(row:column:)`'s bytes appended to `bytes`: the painter's way, with no array per
    /// move (a frame moves the cursor dozens of times).
    func appendMove(row: Int, column: Int, to bytes: inout [UInt8])
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
    /// By default the bytes of `moveTo(row:column:)`.
    package func appendMove(row: Int, column: Int, to bytes: inout [UInt8]) {
        bytes += moveTo(row: row, column: column)
    }

    /// The fewest bytes that change the pen from `previous` (nil: unknown) to `next`.
    ///
    /// Styles are sent as ECMA-48 SGR sequences (`SGR.transition`), which every terminal with
    /// colors or attributes reads (docs/TERMINAL.md); at depth `none` only attributes go out.
    package func styleChange(from previous: Style?, to next: Style) -> [UInt8] {
        SGR.transition(from: previous, to: next, depth: colorDepth)
    }

    /// `styleChange(from:to:)`'s bytes appended to `bytes`.
    package func appendStyleChange(from previous: Style?, to next: Style, to bytes: inout [UInt8]) {
        SGR.appendTransition(from: previous, to: next, depth: colorDepth, to: &bytes)
    }
}

/// ECMA-48 / VT100 sequences, which every terminal moodpick runs on understands.
package struct ANSICodes: TerminalCodes {
    package let colorDepth: ColorDepth
    /// `colorDepth`: 256 colors for headless runs and pictures, the common terminal today.
    package init(colorDepth: ColorDepth = .palette256) { self.colorDepth = colorDepth }
    package func moveTo(row: Int, column: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        appendMove(row: row, column: column, to: &bytes)
        return bytes
    }
    /// CSI row ; column H, 1-based. Digits written directly, into a buffer on the stack that
    /// is appended at once: a frame moves the cursor dozens of times (after every non-ASCII
    /// cluster), and string interpolation cost more than the rest of the painting.
    package func appendMove(row: Int, column: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longestMove) { buffer in
            buffer[0] = 0x1B
            buffer[1] = 0x5B  // [
            var count = Self.writeDecimal(row + 1, into: buffer, at: 2)
            buffer[count] = 0x3B  // ;
            count = Self.writeDecimal(column + 1, into: buffer, at: count + 1)
            buffer[count] = 0x48  // H
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<(count + 1)]))
        }
    }

    /// Bytes of the longest move: ESC [, two numbers of at most 20 digits and a sign, ; and H.
    static let longestMove = 2 + 21 + 1 + 21 + 1

    package var clearToEndOfLine: [UInt8] { [0x1B, 0x5B, 0x4B] }     // CSI K
    package var resetStyle: [UInt8] { [0x1B, 0x5B, 0x6D] }           // CSI m
    package var clearToEndOfScreen: [UInt8] { [0x1B, 0x5B, 0x4A] }   // CSI J

    /// `value` in decimal ASCII digits (a negative one with its `-`, as interpolation writes it).
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        // Rows, columns and SGR parameters: nearly always one to three digits.
        if value >= 0 && value < 10 { return bytes.append(0x30 + UInt8(value)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buffer in
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<writeDecimal(value, into: buffer, at: 0)]))
        }
    }

    /// Writes `value` in decimal ASCII digits into `buffer` from `start` (which has room for 21
    /// bytes) and returns the index after the last digit.
    static func writeDecimal(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var index = start
        if value < 0 {
            buffer[index] = 0x2D  // -
            index += 1
        }
        let magnitude = value.magnitude
        var place: UInt = 1
        while place <= magnitude / 10 { place *= 10 }
        repeat {
            buffer[index] = 0x30 + UInt8(magnitude / place % 10)
            index += 1
            place /= 10
        } while place > 0
        return index
    }
}
