/// Row addressing for a picture that does not start on the screen's first row.
///
/// The painter speaks picture rows (0 at the picture's top). Where the terminal told us which
/// screen row the picture starts on, a move is an absolute cursor address `origin` rows down;
/// where it never answered, a move is relative to where the previous move left the cursor
/// (ANSI cursor up/down and column), which is all a terminal without a position report allows.
package struct OffsetCodes<Base: TerminalCodes>: TerminalCodes {
    package let base: Base
    /// The screen row of picture row 0.
    package let origin: Int

    package init(_ base: Base, origin: Int) {
        self.base = base
        self.origin = origin
    }

    package func moveTo(row: Int, column: Int) -> [UInt8] { base.moveTo(row: origin + row, column: column) }
    package func appendMove(row: Int, column: Int, to bytes: inout [UInt8]) { base.appendMove(row: origin + row, column: column, to: &bytes) }
    package var clearToEndOfLine: [UInt8] { base.clearToEndOfLine }
    package var colorDepth: ColorDepth { base.colorDepth }
    package var resetStyle: [UInt8] { base.resetStyle }
    package var clearToEndOfScreen: [UInt8] { base.clearToEndOfScreen }
}

/// Where the cursor is on the picture, for relative moves: a reference, because a painter
/// asks for moves one after another and each starts where the last one ended.
package final class CursorTracker: @unchecked Sendable {
    package var position: CursorPosition
    package init(_ position: CursorPosition) { self.position = position }
}

/// Relative moves (CUU/CUD, CHA) from a tracked cursor position: for terminals that never
/// answered the cursor position report.
package struct RelativeCodes<Base: TerminalCodes>: TerminalCodes {
    package let base: Base
    package let cursor: CursorTracker

    package init(_ base: Base, cursor: CursorTracker) {
        self.base = base
        self.cursor = cursor
    }

    package func moveTo(row: Int, column: Int) -> [UInt8] {
        let delta = row - cursor.position.row
        cursor.position = CursorPosition(row: row, column: column)
        var out: [UInt8] = []
        if delta < 0 { out += Array("\u{1B}[\(-delta)A".utf8) }
        if delta > 0 { out += Array("\u{1B}[\(delta)B".utf8) }
        out += Array("\u{1B}[\(column + 1)G".utf8)
        return out
    }

    package var clearToEndOfLine: [UInt8] { base.clearToEndOfLine }
    package var colorDepth: ColorDepth { base.colorDepth }
    package var resetStyle: [UInt8] { base.resetStyle }
    package var clearToEndOfScreen: [UInt8] { base.clearToEndOfScreen }
}
