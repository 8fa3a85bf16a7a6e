import Testing
@testable import MoodpickCore

/// `--emoji-max-version auto`, measured: the samples' bytes for the start-up probe's write, and
/// the reading of their cursor reports (docs/EMOJI.md, "Only what the terminal can draw").
@Suite("EmojiWidthSamples")
struct EmojiWidthSamplesTests {
    static let screen = ScreenSize(columns: 80, rows: 24)

    /// Reports on row 5 ending at these columns (the column after each sample, from column 0).
    static func reports(_ columns: [Int], row: Int = 5) -> [CursorPosition] {
        columns.map { CursorPosition(row: row, column: $0) }
    }

    @Test("the bytes: down a row (IND), saved, each probe emoji then a cursor report, the row erased, back up to the cell")
    func requestBytes() {
        let bytes = EmojiWidthSamples.request(screen: Self.screen, pictureRows: 5, codes: ANSICodes())
        let expected = "\u{1B}D\u{1B}7\r"
            + "\u{1F971}\u{1B}[6n\u{1F972}\u{1B}[6n\u{1FAE0}\u{1B}[6n\u{1FAE8}\u{1B}[6n\u{1FAE9}\u{1B}[6n\u{1FAC8}\u{1B}[6n"
            + "\r\u{1B}[K\u{1B}8\u{1B}[A"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(bytes.count(where: { $0 == UInt8(ascii: "n") }) == EmojiWidthSamples.reportCount)
    }

    @Test("no samples where no row below is surely the picture's, or the row is too narrow for them", arguments: [
        // (columns, rows, picture rows, samples sent)
        (80, 24, 5, true),
        (13, 24, 5, true),  // 2 columns for each of six, one to spare
        (12, 24, 5, false),
        (80, 1, 1, false),
        (80, 24, 1, false),  // a one-row picture may not take the row below
        (80, 2, 2, true),
    ])
    func whereSent(columns: Int, rows: Int, pictureRows: Int, sent: Bool) {
        let bytes = EmojiWidthSamples.request(screen: ScreenSize(columns: columns, rows: rows), pictureRows: pictureRows, codes: ANSICodes())
        #expect(bytes.isEmpty == !sent)
    }

    @Test("the reports' steps are the samples' widths: the newest version drawn wide", arguments: [
        // (the column after each sample, the newest version drawn)
        ([2, 4, 6, 8, 10, 12], "17.0"),
        ([2, 4, 6, 8, 10, 11], "16.0"),
        ([2, 4, 6, 6, 6, 6], "14.0"),  // tmux 3.3a: 🫨 🫩 🫈 take no column
        ([2, 4, 6, 7, 8, 9], "14.0"),  // a terminal that does not know them: one column each
        ([2, 4, 5, 7, 9, 11], "13.0"),  // a later wide one after a narrow one does not count
        ([1, 2, 3, 4, 5, 6], "11.0"),
    ])
    func reading(columns: [Int], expected: String) {
        #expect(EmojiWidthSamples.newestDrawn(reports: Self.reports(columns))?.description == expected)
    }

    @Test("nothing to believe keeps every emoji: no reports, too few or too many, other rows, steps that no sample makes", arguments: [
        [CursorPosition](),
        reports([2, 4, 6]),
        reports([2, 4, 6, 8, 10, 12, 14]),
        reports([2, 4, 6, 8, 10]) + [CursorPosition(row: 6, column: 12)],
        reports([2, 4, 6, 9, 11, 13]),  // a step of 3
        reports([2, 4, 6, 5, 7, 9]),  // a step back
        reports([40, 42, 44, 46, 48, 50]),  // not from column 0
    ])
    func garbage(reports: [CursorPosition]) {
        #expect(EmojiWidthSamples.newestDrawn(reports: reports) == nil)
    }
}
