import MoodpickCore
import Testing

@testable import MoodpickTerminal

/// When a terminfo entry's `cup` is ECMA-48's, the painter's moves skip `tparm` (TerminfoCodes);
/// any other `cup` keeps its own bytes.
@Suite("Terminfo moves")
struct TerminfoMovesTests {
    /// Moves as some terminfo entries' `cup` writes them.
    static let entries: [(name: String, move: @Sendable (Int, Int) -> [UInt8], ansi: Bool)] = [
        ("xterm: \\E[%i%p1%d;%p2%dH", { Array("\u{1B}[\($0 + 1);\($1 + 1)H".utf8) }, true),
        ("vt52: \\EY%p1%' '%+%c%p2%' '%+%c", { [0x1B, 0x59, UInt8(truncatingIfNeeded: $0 + 32), UInt8(truncatingIfNeeded: $1 + 32)] }, false),
        ("0-based: \\E[%p1%d;%p2%dH", { Array("\u{1B}[\($0);\($1)H".utf8) }, false),
        ("zero-padded: \\E[%i%p1%02d;%p2%02dH", { row, column in
            let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            return Array("\u{1B}[\(pad(row + 1));\(pad(column + 1))H".utf8)
        }, false),
        ("ANSI but for 4-digit numbers", { $0 >= 999 ? [] : Array("\u{1B}[\($0 + 1);\($1 + 1)H".utf8) }, false),
        ("with a trailing padding-free delay", { Array("\u{1B}[\($0 + 1);\($1 + 1)H\u{0}".utf8) }, false),
    ]

    @Test("a cup is taken for ANSI's only when it writes ANSI's bytes at every sample position", arguments: 0..<entries.count)
    func classified(index: Int) {
        let entry = Self.entries[index]
        #expect(TerminfoCodes.writesANSIMoves(entry.move) == entry.ansi, "\(entry.name)")
    }

    @Test("the samples cover one to four digits in the row and in the column")
    func samplesCoverDigitCounts() {
        let digits = { (value: Int) in String(value + 1).count }
        #expect(Set(TerminfoCodes.sampleMoves.map { digits($0.0) }) == [1, 2, 3, 4])
        #expect(Set(TerminfoCodes.sampleMoves.map { digits($0.1) }) == [1, 2, 3, 4])
    }
}
