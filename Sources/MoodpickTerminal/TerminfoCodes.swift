import CTerminfo
import MoodpickCore

/// The painter's control sequences, from the terminal's terminfo entry, padding stripped
/// (`TerminfoPadding`): they are written as bytes, never through `tputs`.
struct TerminfoCodes: TerminalCodes {
    let clearToEndOfLine: [UInt8]
    let resetStyle: [UInt8]
    /// Erases from the cursor to the end of the screen (`ed`, or ANSI's).
    let clearToEndOfScreen: [UInt8]
    /// `civis` and `cnorm`: the cursor hidden while moodpick runs, shown again after.
    let hideCursor: [UInt8]
    let showCursor: [UInt8]
    /// `smcup` and `rmcup`: the alternate screen (nil: the terminal has none).
    let enterAlternateScreen: [UInt8]?
    let leaveAlternateScreen: [UInt8]
    /// `clear`: the cursor home and the screen erased (full screen only: inline, nothing
    /// erases from the screen's home, `PicturePlace.erase`).
    let clearScreen: [UInt8]
    /// How many colors to draw with: set once the terminfo entry is read (`TerminfoColors`).
    var colorDepth: ColorDepth = .none
    /// Whether the entry's `cup` writes ECMA-48's CUP (`\E[%i%p1%d;%p2%dH`, as every xterm-like,
    /// VTE, kitty, tmux and screen entry does): moves are then written by `ANSICodes` with no
    /// `tparm` call each (a frame moves the cursor dozens of times, and each `tparm` interprets
    /// the capability's string anew).
    let movesAreANSI: Bool

    /// Reads the capabilities; nil when the terminal cannot place the cursor or erase a line.
    init?() {
        guard moodpick_cursor_address(0, 0) != nil, let el = Self.capability("el") else { return nil }
        clearToEndOfLine = el
        resetStyle = Self.capability("sgr0") ?? []
        clearToEndOfScreen = Self.capability("ed") ?? Array("\u{1B}[J".utf8)
        hideCursor = Self.capability("civis") ?? []
        showCursor = Self.capability("cnorm") ?? []
        enterAlternateScreen = Self.capability("smcup")
        leaveAlternateScreen = Self.capability("rmcup") ?? []
        clearScreen = Self.capability("clear") ?? Self.bytes(moodpick_cursor_address(0, 0)!) + clearToEndOfScreen
        movesAreANSI = Self.writesANSIMoves(Self.cursorAddress)
    }

    func moveTo(row: Int, column: Int) -> [UInt8] {
        Self.cursorAddress(row: row, column: column)
    }

    func appendMove(row: Int, column: Int, to bytes: inout [UInt8]) {
        if movesAreANSI {
            ANSICodes().appendMove(row: row, column: column, to: &bytes)
        } else {
            bytes += moveTo(row: row, column: column)
        }
    }

    /// The entry's `cup` for a 0-based row and column, padding stripped.
    private static func cursorAddress(row: Int, column: Int) -> [UInt8] {
        guard let sequence = moodpick_cursor_address(Int32(row), Int32(column)) else { return [] }
        return bytes(sequence)
    }

    /// Positions at which a `cup` must give ANSI's bytes to be taken for ANSI's: the corners of
    /// every digit count a row and a column can have on a screen (1 to 4 digits).
    static let sampleMoves = [(0, 0), (8, 8), (9, 9), (98, 98), (99, 99), (998, 998), (999, 999), (23, 79), (4999, 8)]

    /// Whether `move` writes the same bytes as `ANSICodes` at every sample position.
    static func writesANSIMoves(_ move: (_ row: Int, _ column: Int) -> [UInt8]) -> Bool {
        let ansi = ANSICodes()
        return sampleMoves.allSatisfy { row, column in move(row, column) == ansi.moveTo(row: row, column: column) }
    }

    static func capability(_ name: String) -> [UInt8]? {
        guard let value = moodpick_string_capability(name) else { return nil }
        return bytes(value)
    }

    private static func bytes(_ pointer: UnsafePointer<CChar>) -> [UInt8] {
        TerminfoPadding.stripped(Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))))
    }
}
