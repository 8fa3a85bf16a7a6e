import Testing
@testable import MoodpickCore

/// The cursor moves of headless runs and pictures: written digit by digit, byte for byte what
/// `ESC [ row ; column H` with the numbers in decimal spells.
@Suite("ANSICodes: cursor moves")
struct ANSICodesTests {
    @Test("moveTo is ESC [ row+1 ; column+1 H", arguments: [
        (0, 0, "\u{1B}[1;1H"),
        (4, 39, "\u{1B}[5;40H"),
        (9, 99, "\u{1B}[10;100H"),
        (1_999, 10_000, "\u{1B}[2000;10001H"),
        (-3, -1, "\u{1B}[-2;0H"),
    ])
    func moveTo(row: Int, column: Int, bytes: String) {
        #expect(ANSICodes().moveTo(row: row, column: column) == Array(bytes.utf8))
    }
}
